/* helpers.h -- what several test programs do the same way, written once.
   test.h includes it (after the harness, whose CHECK and RUN it uses); a
   test defines no private copy of any of these.

     RUN_FIRST(fn)                 runs the set-up case fn; when it failed,
                                   main returns 1 at once (nothing after it
                                   could run)
     t_child_scenario(argc, argv)  "SCENARIO" when this run is a child,
                                   `PROGRAM child SCENARIO` (portable.h's
                                   t_run_self starts them), else NULL
     CHILD_FIRST(argc, argv, fn)   main's opening: a child run returns
                                   fn(SCENARIO)
     T_HANDLE(type, id)            a handle of `type` holding id (zero,
                                   destroyed, forged or of another kind: the
                                   bad-input rows)
     t_source(src, name, exprs, n) a program desc: the source, its name (NULL:
                                   cudacore's default), n name expressions
     t_options(arch, flags)        compile options: arch (NULL: the current
                                   device's), T_NO_CACHE (no compile cache),
                                   T_RDC (relocatable device code),
                                   T_NO_TOOLKIT (no toolkit headers)
     t_compile(d, target, o, oc)   one NVRTC compile: the program made from d,
                                   compiled to target with o (NULL: the
                                   defaults), destroyed; the code in *oc
     t_compile_log(..., log, cap)  the same, the program's log copied to log
     t_keep_warnings               a logger that counts the warnings
                                   (t_warnings) and keeps the last one's
                                   message (t_warning)
     t_stored_value(oc)            the value a PTX kernel stores: which compile
                                   a cache hit came from
     t_live_objects()              how many objects a test left alive, each
                                   kind printed (memory resources and contexts
                                   not counted: a setup keeps them) */
#ifndef CUDACORE_TEST_HELPERS_H
#define CUDACORE_TEST_HELPERS_H

#define RUN_FIRST(fn) \
    do { \
        RUN(fn); \
        if (t_failed) return 1; \
    } while (0)

static T_UNUSED unsigned t_live_objects(void) {
    unsigned total = 0, n;
    int i;
    for (i = 1; i < CUDACORE_OBJECT__COUNT; i++)
        if (i != CUDACORE_OBJECT_MEMORY_RESOURCE && i != CUDACORE_OBJECT_CONTEXT && (n = cudacore_live_objects((cudacore_object_kind)i)) != 0) {
            printf("  %u live object(s) of kind %d\n", n, i);
            total += n;
        }
    return total;
}

static T_UNUSED const char *t_child_scenario(int argc, char **argv) { return argc > 2 && !strcmp(argv[1], "child") ? argv[2] : NULL; }
/* main's opening in a test that starts children: when this run is one,
   fn(SCENARIO)'s status is the exit status. */
#define CHILD_FIRST(argc, argv, fn) \
    do { \
        if (t_child_scenario((argc), (argv))) return fn(t_child_scenario((argc), (argv))); \
    } while (0)

#define T_HANDLE(type, id) ((type){(uint64_t)(id)})

/*--- NVRTC compiles ---*/
#define T_NO_CACHE 1u
#define T_RDC 2u
#define T_NO_TOOLKIT 4u
static T_UNUSED cudacore_program_desc t_source(const char *src, const char *name, const char *const *exprs, size_t nexprs) {
    cudacore_program_desc d;
    memset(&d, 0, sizeof d);
    d.source = src;
    d.name = name;
    d.name_expressions = exprs;
    d.num_name_expressions = nexprs;
    return d;
}
static T_UNUSED cudacore_program_options t_options(const char *arch, unsigned flags) {
    cudacore_program_options o;
    memset(&o, 0, sizeof o);
    o.arch = arch;
    o.no_compile_cache = (flags & T_NO_CACHE) != 0;
    o.relocatable_device_code = flags & T_RDC ? CUDACORE_ON : 0;
    o.no_toolkit_headers = (flags & T_NO_TOOLKIT) != 0;
    return o;
}
static T_UNUSED cudacore_result t_compile_log(const cudacore_program_desc *d, cudacore_code_type target, const cudacore_program_options *o,
                                              cudacore_object_code *oc, char *log, size_t cap) {
    cudacore_program p;
    cudacore_result r;
    if ((r = cudacore_program_create(d, &p)) != CUDACORE_SUCCESS) return r;
    r = cudacore_program_compile(p, target, o, oc);
    if (log && cap) {
        const char *l = "";
        size_t n;
        cudacore_program_log(p, &l);
        n = strlen(l) < cap - 1 ? strlen(l) : cap - 1;
        memcpy(log, l, n);
        log[n] = 0;
    }
    cudacore_program_destroy(p);
    return r;
}
static T_UNUSED cudacore_result t_compile(const cudacore_program_desc *d, cudacore_code_type target, const cudacore_program_options *o,
                                          cudacore_object_code *oc) {
    return t_compile_log(d, target, o, oc, NULL, 0);
}

/*--- the library's warnings ---*/
static int t_warnings;
static char t_warning[512];
static T_UNUSED void t_keep_warnings(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    (void)tag, (void)result, (void)line, (void)file, (void)ud;
    if (level != CUDACORE_LOG_WARN) return;
    t_warnings++;
    snprintf(t_warning, sizeof t_warning, "%s", message ? message : "");
}
/* The value a PTX kernel stores (the number after its "mov.u32 %r1, "), -1:
   none: the compile cache's tests tell which compile a hit came from. */
static T_UNUSED long t_stored_value(cudacore_object_code oc) {
    const void *data = NULL;
    size_t size = 0;
    const char *m;
    cudacore_object_code_data(oc, &data, &size, NULL);
    m = data ? strstr((const char *)data, "mov.u32") : NULL;
    if (!m) m = data ? strstr((const char *)data, "mov.b32") : NULL;
    return m && (m = strchr(m, ',')) ? strtol(m + 1, NULL, 10) : -1;
}

#endif
