/* NVTX annotations (cudacore.h >>impl:nvtx, PROFILING), on the CPU: each case
   runs in a child process started with NVTX_INJECTION64_PATH naming the
   recording tool tests/mock/libnvtx_record.c, which checks the protocol and
   records every annotation; the child reads the record back and checks the
   ranges, their nesting, the names and cudacore's own ranges (through the
   two-device mock driver, the mock NVRTC and nvJitLink), the desc switch for launches
   and copies, 16 threads racing the first annotation, and tools that do not
   load, lack the entry point or refuse to attach (reported once through the
   logger; the program runs on). This process itself has no tool: every
   annotation is a no-op, before setup and after shutdown. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"
#include "../multi_mock.h"
#include "../mock/nvtx_record.h"
#include <pthread.h>

static char self[1024], dir[1024], tool[1100], env[4096];
#define NVTX_VAR "NVTX_INJECTION64_PATH"

/*--- in the child: the recording tool's functions, and checks ---*/
static nvtx_record_count_fn rec_count;
static nvtx_record_get_fn rec_get;
static nvtx_record_clear_fn rec_clear;
static nvtx_record_errors_fn rec_errors;
static nvtx_record_inits_fn rec_inits;

static void *tool_symbol(const char *name) {
    void *p = NULL;
#if defined(_WIN32)
    FARPROC f = NULL;
    HMODULE h = GetModuleHandleA(T_SHLIB("libnvtx_record"));
    if (h) f = GetProcAddress(h, name);
    memcpy(&p, &f, sizeof p);
#else
    void *h = dlopen(tool, RTLD_NOW | RTLD_NOLOAD);
    if (h) p = dlsym(h, name);
#endif
    return p;
}
/* After the first annotation: binds the nvtx_record_* functions. */
static int bind_tool(void) {
    void *f;
    f = tool_symbol("nvtx_record_count"), memcpy(&rec_count, &f, sizeof f);
    f = tool_symbol("nvtx_record_get"), memcpy(&rec_get, &f, sizeof f);
    f = tool_symbol("nvtx_record_clear"), memcpy(&rec_clear, &f, sizeof f);
    f = tool_symbol("nvtx_record_errors"), memcpy(&rec_errors, &f, sizeof f);
    f = tool_symbol("nvtx_record_inits"), memcpy(&rec_inits, &f, sizeof f);
    return rec_count && rec_get && rec_clear && rec_errors && rec_inits;
}

#define C(cond) \
    do { \
        if (!(cond)) { \
            printf("  child check failed: %s  (%s:%d)\n", #cond, __FILE__, __LINE__); \
            return 1; \
        } \
    } while (0)
#define C_OK(expr) \
    do { \
        cudacore_result c_r_ = (expr); \
        if (c_r_ != CUDACORE_SUCCESS) { \
            printf("  child: %s returned %s  (%s:%d)\n", #expr, cudacore_result_name(c_r_), __FILE__, __LINE__); \
            cudacore_print_error(stdout); \
            return 1; \
        } \
    } while (0)

static void dump(void) {
    nvtx_record_event e;
    int i;
    for (i = 0; rec_get(i, &e); i++)
        printf("    %3d kind %d depth %d thread %lu [%s] '%s'\n", i, e.kind, e.depth, e.thread, e.domain, e.message);
}
/* The index of the first event at or after `from` of this kind, domain and
   message (NULL: any), or -1. */
static int find(int from, int kind, const char *domain, const char *message) {
    nvtx_record_event e;
    int i;
    for (i = from; rec_get(i, &e); i++)
        if (e.kind == kind && (!domain || !strcmp(e.domain, domain)) && (!message || !strcmp(e.message, message))) return i;
    return -1;
}
static nvtx_record_event at(int i) {
    nvtx_record_event e;
    memset(&e, 0, sizeof e);
    if (!rec_get(i, &e)) e.kind = -1;
    return e;
}
/* The tool saw no protocol fault. */
static int clean(void) {
    char first[256];
    int n = rec_errors(first, sizeof first);
    if (n) printf("  the tool saw %d protocol fault(s), the first: %s\n", n, first);
    return n == 0;
}

static int warnings;
static char last_warning[1024];
static void counting_logger(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    (void)tag; (void)result; (void)line; (void)file; (void)ud;
    if (level == CUDACORE_LOG_WARN && message && strstr(message, "NVTX")) {
        warnings++;
        snprintf(last_warning, sizeof last_warning, "%s", message);
    }
}
static cudacore_result setup_counting(void) {
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.logger.func = counting_logger;
    return cudacore_setup(&d);
}

/* Ranges, marks and their nesting in a domain of the program's, cudacore's
   and NVTX's default one; no setup needed, none made; safe after shutdown. */
static int child_ranges(void) {
    cudacore_nvtx_domain app, cc, none = {NULL};
    uint64_t id;
    int i;
    C(cudacore_nvtx_attached() == 1);
    C(bind_tool());
    C(rec_inits() == 1);
    C(find(0, NVTX_REC_DOMAIN, NULL, "cudacore") == 0); /* cudacore's domain, made at once */
    rec_clear();
    app = cudacore_nvtx_domain_create("app");
    cc = cudacore_nvtx_domain_cudacore();
    C(app.native != NULL && cc.native != NULL && app.native != cc.native);
    C(cudacore_nvtx_domain_create("app").native == app.native);
    cudacore_nvtx_push(app, "outer");
    cudacore_nvtx_push(app, "inner");
    cudacore_nvtx_mark(app, "inside");
    cudacore_nvtx_push(cc, "other domain");
    cudacore_nvtx_pop(cc);
    cudacore_nvtx_pop(app);
    cudacore_nvtx_pop(app);
    id = cudacore_nvtx_start(none, "process range");
    C(id != 0);
    cudacore_nvtx_end(none, id);
    cudacore_nvtx_push(app, NULL); /* a NULL name is an empty one */
    cudacore_nvtx_pop(app);
    C(!cudacore_is_set_up()); /* annotations set nothing up */
    i = find(0, NVTX_REC_PUSH, "app", "outer");
    C(i >= 0 && at(i).depth == 1);
    C(at(i + 1).kind == NVTX_REC_PUSH && at(i + 1).depth == 2 && !strcmp(at(i + 1).message, "inner"));
    C(at(i + 2).kind == NVTX_REC_MARK && !strcmp(at(i + 2).message, "inside") && !strcmp(at(i + 2).domain, "app"));
    C(at(i + 3).kind == NVTX_REC_PUSH && !strcmp(at(i + 3).domain, "cudacore") && at(i + 3).depth == 1);
    C(at(i + 4).kind == NVTX_REC_POP && !strcmp(at(i + 4).domain, "cudacore") && at(i + 4).depth == 0);
    C(at(i + 5).kind == NVTX_REC_POP && at(i + 5).depth == 1);
    C(at(i + 6).kind == NVTX_REC_POP && at(i + 6).depth == 0);
    C(at(i + 7).kind == NVTX_REC_START && !strcmp(at(i + 7).domain, "") && !strcmp(at(i + 7).message, "process range") && at(i + 7).id == id);
    C(at(i + 8).kind == NVTX_REC_END && at(i + 8).id == id);
    C(at(i + 9).kind == NVTX_REC_PUSH && !strcmp(at(i + 9).message, ""));
    /* after a setup and a shutdown: the same tool, the same domain */
    C(setup_counting() == CUDACORE_SUCCESS);
    cudacore_shutdown();
    cudacore_nvtx_mark(cudacore_nvtx_domain_cudacore(), "after shutdown");
    C(find(0, NVTX_REC_MARK, "cudacore", "after shutdown") >= 0);
    C(rec_inits() == 1 && warnings == 0);
    if (!clean()) return 1;
    return 0;
}

/* A range of cudacore's domain: pushed, the expected nested events, popped. */
static int range_at(int from, const char *message) {
    int i = find(from, NVTX_REC_PUSH, "cudacore", message);
    if (i < 0) {
        printf("  no range '%s' after event %d:\n", message, from);
        dump();
    }
    return i;
}

static const char fill_src[] =
    ".version 7.0\n.target sm_90\n.address_size 64\n"
    ".visible .entry fill42(\n\t.param .u64 fill42_param_0,\n\t.param .u32 fill42_param_1\n)\n{\n\tret;\n}\n";
static cudacore_result user_alloc(void *ud, size_t size, cudacore_CUstream s, cudacore_CUdeviceptr *p) {
    (void)ud, (void)s;
    *p = (cudacore_CUdeviceptr)(uintptr_t)malloc(size);
    return *p ? CUDACORE_SUCCESS : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}
static cudacore_result user_free(void *ud, cudacore_CUdeviceptr p, size_t size, cudacore_CUstream s) {
    (void)ud, (void)size, (void)s;
    free((void *)(uintptr_t)p);
    return CUDACORE_SUCCESS;
}
static cudacore_result compile_fill(cudacore_object_code *oc) {
    cudacore_program_desc d = t_source(fill_src, "fill.cu", NULL, 0);
    cudacore_program_options o = t_options("sm_90", 0);
    return t_compile(&d, CUDACORE_CODE_PTX, &o, oc);
}
static cudacore_result launch_and_copy(cudacore_kernel k, cudacore_stream s) {
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr ptr;
    cudacore_buffer_info info;
    int n = 16, host[16] = {0};
    void *args[2];
    cudacore_result r;
    if ((r = cudacore_device_memory_resource(0, &mr)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore_buffer_allocate(mr, sizeof host, s, &b)) != CUDACORE_SUCCESS) return r;
    cudacore_buffer_get_info(b, &info);
    ptr = info.ptr;
    args[0] = &ptr;
    args[1] = &n;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    r = cudacore_launch(s, &cfg, k, args, 2);
    if (r == CUDACORE_SUCCESS) r = cudacore_buffer_copy_from_host(b, 0, host, sizeof host, s);
    if (r == CUDACORE_SUCCESS) r = cudacore_stream_synchronize(s);
    cudacore_buffer_free(b, s);
    return r;
}

/* cudacore's own ranges and the names, over the mock driver and NVRTC. */
static int child_work(void) {
    cudacore_stream_desc sd;
    cudacore_event_desc ed;
    cudacore_context_desc cd;
    cudacore_user_memory_resource_desc md;
    cudacore_stream s;
    cudacore_event e;
    cudacore_context ctx;
    cudacore_memory_resource mr;
    cudacore_object_code oc, oc2;
    cudacore_kernel k;
    cudacore_CUstream ns;
    cudacore_CUevent ne;
    cudacore_context_info ci;
    cudacore_desc d;
    const char *why;
    int i, j;
    C(cudacore_nvtx_attached() && bind_tool());
    multi_mock_locate(self);
    why = multi_mock_setup(); /* loads libcuda: the first ranges */
    if (why) printf("  %s\n", why);
    C(!why);
    i = range_at(0, "load libcuda");
    C(i >= 0);
    C(at(i + 1).kind == NVTX_REC_PUSH && !strcmp(at(i + 1).message, "cuInit") && at(i + 1).depth == 2);
    C(at(i + 2).kind == NVTX_REC_POP && at(i + 3).kind == NVTX_REC_POP && at(i + 3).depth == 0);
    C_OK(cudacore_device_set_current(0));
    C(range_at(i, "cuDevicePrimaryCtxRetain device 0") >= 0);
    /* names */
    memset(&sd, 0, sizeof sd);
    sd.name = "copy stream";
    C_OK(cudacore_stream_create(&sd, &s));
    C_OK(cudacore_stream_native(s, &ns));
    i = find(0, NVTX_REC_NAME_STREAM, NULL, "copy stream");
    C(i >= 0 && at(i).object == (void *)ns);
    memset(&ed, 0, sizeof ed);
    ed.name = "frame done";
    C_OK(cudacore_event_create(&ed, &e));
    C_OK(cudacore_event_native(e, &ne));
    i = find(0, NVTX_REC_NAME_EVENT, NULL, "frame done");
    C(i >= 0 && at(i).object == (void *)ne);
    memset(&cd, 0, sizeof cd);
    cd.name = "side context";
    C_OK(cudacore_context_create(&cd, &ctx));
    C_OK(cudacore_context_get_info(ctx, &ci));
    i = find(0, NVTX_REC_NAME_CONTEXT, NULL, "side context");
    C(i >= 0 && at(i).object == (void *)ci.native);
    C_OK(cudacore_context_destroy(ctx));
    memset(&md, 0, sizeof md);
    md.vtable.allocate = user_alloc;
    md.vtable.deallocate = user_free;
    md.device = -1;
    md.host_accessible = 1;
    md.name = "arena";
    C_OK(cudacore_user_memory_resource_create(&md, &mr));
    i = find(0, NVTX_REC_RESOURCE, "cudacore", "arena");
    C(i >= 0 && at(i).id == mr.id);
    C_OK(cudacore_memory_resource_destroy(mr));
    j = find(i, NVTX_REC_RESOURCE_END, NULL, NULL);
    C(j > i && at(j).object == at(i).object);
    memset(&sd, 0, sizeof sd); /* no name: no naming call */
    i = rec_count();
    C_OK(cudacore_stream_destroy(s));
    C_OK(cudacore_stream_create(&sd, &s));
    C(find(i, NVTX_REC_NAME_STREAM, NULL, NULL) < 0);
    /* compile: a miss (NVRTC loads inside it), then a hit */
    C_OK(compile_fill(&oc));
    i = range_at(0, "cudacore_program_compile fill.cu");
    C(i >= 0 && at(i).depth == 1);
    j = range_at(i, "load NVRTC");
    C(j > i && at(j).depth == 2);
    j = range_at(j, "NVRTC fill.cu (cache miss)");
    C(j > i && at(j).depth == 2);
    C(at(j + 1).kind == NVTX_REC_POP && at(j + 2).kind == NVTX_REC_POP && at(j + 2).depth == 0);
    C_OK(compile_fill(&oc2));
    i = range_at(j, "cudacore_program_compile fill.cu");
    C(i > j);
    C(at(i + 1).kind == NVTX_REC_MARK && !strcmp(at(i + 1).message, "compile cache hit (in memory): fill.cu"));
    C(at(i + 2).kind == NVTX_REC_POP && at(i + 2).depth == 0);
    C_OK(cudacore_object_code_destroy(oc2));
    /* kernel lookup, with the code's load inside */
    C_OK(cudacore_object_code_get_kernel(oc, "fill42", &k));
    i = range_at(0, "cudacore_object_code_get_kernel fill42");
    C(i >= 0);
    C(at(i + 1).kind == NVTX_REC_PUSH && !strcmp(at(i + 1).message, "load object code fill.cu") && at(i + 1).depth == 2);
    /* the link's range, closed also when the link fails (the mock nvJitLink links nothing) */
    {
        cudacore_linker_options lo;
        cudacore_linker lk;
        cudacore_link_input in;
        cudacore_object_code linked;
        cudacore_result r;
        memset(&lo, 0, sizeof lo);
        lo.arch = "sm_90";
        lo.backend = CUDACORE_LINKER_NVJITLINK;
        C_OK(cudacore_linker_create(&lo, &lk));
        memset(&in, 0, sizeof in);
        in.type = CUDACORE_CODE_PTX;
        in.data = fill_src;
        in.name = "fill.ptx";
        C_OK(cudacore_linker_add(lk, &in));
        i = rec_count();
        r = cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &linked);
        C(r == CUDACORE_ERROR_LINK);
        j = range_at(i, "cudacore_linker_link");
        C(j >= i && at(j).depth == 1 && at(j + 1).kind == NVTX_REC_POP && at(j + 1).depth == 0);
        C_OK(cudacore_linker_destroy(lk));
    }
    /* a recorder's steps: a range named after it, a mark of each outcome */
    {
        cudacore_recorder_desc rd;
        cudacore_recorder rec;
        int key = 1, issue = 0, step;
        memset(&rd, 0, sizeof rd);
        rd.name = "physics";
        C_OK(cudacore_recorder_create(&rd, &rec));
        i = rec_count();
        for (step = 0; step < 2; step++) {
            C_OK(cudacore_recorder_begin(rec, s, &key, sizeof key, &issue)); /* (an empty step: the annotations are the same) */
            C_OK(cudacore_recorder_end(rec, s));
        }
        j = range_at(i, "physics");
        C(j >= i && at(j).depth == 1 && at(j + 1).kind == NVTX_REC_MARK && !strcmp(at(j + 1).message, "physics: instantiated"));
        C(at(j + 2).kind == NVTX_REC_POP && at(j + 2).depth == 0);
        j = range_at(j + 3, "physics");
        C(j > i && at(j + 1).kind == NVTX_REC_MARK && !strcmp(at(j + 1).message, "physics: as is") && at(j + 2).kind == NVTX_REC_POP);
        C_OK(cudacore_recorder_destroy(rec));
    }
    /* launches and copies: not annotated by default */
    i = rec_count();
    C_OK(launch_and_copy(k, s));
    C(find(i, NVTX_REC_PUSH, NULL, NULL) < 0 && find(i, NVTX_REC_MARK, NULL, NULL) < 0);
    C_OK(cudacore_kernel_destroy(k));
    C_OK(cudacore_object_code_destroy(oc));
    C_OK(cudacore_event_destroy(e));
    C_OK(cudacore_stream_destroy(s));
    cudacore_shutdown();
    /* ... and with cudacore_desc.nvtx_hot_paths */
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.libcuda_path = mock_path;
    d.nvtx_hot_paths = 1;
    C_OK(cudacore_setup(&d));
    C_OK(cudacore_device_set_current(0));
    C_OK(compile_fill(&oc));
    C_OK(cudacore_object_code_get_kernel(oc, "fill42", &k));
    C_OK(cudacore_stream_create(NULL, &s));
    i = rec_count();
    C_OK(launch_and_copy(k, s));
    j = find(i, NVTX_REC_PUSH, "cudacore", "launch fill42");
    C(j >= 0 && at(j + 1).kind == NVTX_REC_POP);
    C(find(j, NVTX_REC_MARK, "cudacore", "cudacore_buffer_copy_from_host 64 bytes") > j);
    C_OK(cudacore_kernel_destroy(k));
    C_OK(cudacore_object_code_destroy(oc));
    C_OK(cudacore_stream_destroy(s));
    cudacore_shutdown();
    if (!clean()) {
        dump();
        return 1;
    }
    return 0;
}

/* 16 threads whose first annotation races the tool's initialisation. */
#define THREADS 16
#define ROUNDS 200
static pthread_barrier_t line;
static void *annotate(void *arg) {
    int t = (int)(size_t)arg, r;
    char name[32];
    cudacore_nvtx_domain dom;
    pthread_barrier_wait(&line);
    dom = cudacore_nvtx_domain_create("race");
    for (r = 0; r < ROUNDS; r++) {
        uint64_t id;
        snprintf(name, sizeof name, "t%d.%d", t, r);
        cudacore_nvtx_push(dom, name);
        cudacore_nvtx_push(dom, "inner");
        cudacore_nvtx_mark(dom, name);
        id = cudacore_nvtx_start(dom, name);
        cudacore_nvtx_pop(dom);
        cudacore_nvtx_end(dom, id);
        cudacore_nvtx_pop(dom);
    }
    return NULL;
}
static int child_threads(void) {
    pthread_t th[THREADS];
    nvtx_record_event e;
    int i, t, per[THREADS + 2] = {0}, step[THREADS + 2] = {0};
    /* what each thread's events must be, in order, per round */
    static const int kinds[7] = {NVTX_REC_PUSH, NVTX_REC_PUSH, NVTX_REC_MARK, NVTX_REC_START, NVTX_REC_POP, NVTX_REC_END, NVTX_REC_POP};
    static const int depths[7] = {1, 2, 0, 0, 1, 0, 0};
    pthread_barrier_init(&line, NULL, THREADS);
    for (i = 0; i < THREADS; i++) C(pthread_create(&th[i], NULL, annotate, (void *)(size_t)i) == 0);
    for (i = 0; i < THREADS; i++) pthread_join(th[i], NULL);
    pthread_barrier_destroy(&line);
    C(cudacore_nvtx_attached() && bind_tool());
    C(rec_inits() == 1);
    C(clean());
    for (i = 0; rec_get(i, &e); i++) {
        if (e.kind == NVTX_REC_DOMAIN) continue;
        t = (int)e.thread;
        C(t >= 1 && t <= THREADS);
        C(!strcmp(e.domain, "race"));
        if (e.kind != kinds[step[t]] || e.depth != depths[step[t]]) {
            printf("  thread %d, event %d of its round: kind %d depth %d, expected kind %d depth %d\n", t, step[t], e.kind, e.depth, kinds[step[t]],
                   depths[step[t]]);
            return 1;
        }
        step[t] = (step[t] + 1) % 7;
        per[t]++;
    }
    for (t = 1; t <= THREADS; t++) C(per[t] == 7 * ROUNDS && step[t] == 0);
    return 0;
}

/* A named tool that does not attach: one warning, at the first annotation
   when cudacore is set up (else at its setup), and nothing else changes. */
static int child_failing_tool(const char *expect) {
    cudacore_nvtx_domain d;
    int n = 0;
    d = cudacore_nvtx_domain_create("app"); /* before setup: reported at setup */
    C(d.native == NULL && !cudacore_nvtx_attached());
    cudacore_nvtx_push(d, "x");
    cudacore_nvtx_pop(d);
    C(cudacore_nvtx_start(d, "x") == 0);
    C(cudacore_nvtx_domain_cudacore().native == NULL);
    C(warnings == 0);
    C(setup_counting() == CUDACORE_SUCCESS);
    C(warnings == 1);
    if (!strstr(last_warning, expect)) {
        printf("  the warning does not say \"%s\": %s\n", expect, last_warning);
        return 1;
    }
    cudacore_nvtx_mark(d, "y");
    (void)cudacore_device_count(&n); /* the program goes on (no driver here, or the real one) */
    cudacore_shutdown();
    C(setup_counting() == CUDACORE_SUCCESS);
    cudacore_nvtx_mark(d, "z");
    cudacore_shutdown();
    C(warnings == 1);
    return 0;
}
/* The same when cudacore is set up first: the report comes at once. */
static int child_failing_tool_set_up(void) {
    C(setup_counting() == CUDACORE_SUCCESS);
    C(warnings == 0);
    C(!cudacore_nvtx_attached());
    C(warnings == 1);
    cudacore_nvtx_mark(cudacore_nvtx_domain_cudacore(), "x");
    cudacore_shutdown();
    C(warnings == 1);
    return 0;
}

static int child(const char *what) {
    if (!strcmp(what, "ranges")) return child_ranges();
    if (!strcmp(what, "work")) return child_work();
    if (!strcmp(what, "threads")) return child_threads();
    if (!strcmp(what, "refuse")) return child_failing_tool("returned 0");
    if (!strcmp(what, "missing")) return child_failing_tool("could not be loaded");
    if (!strcmp(what, "nosym")) return child_failing_tool("has no InitializeInjectionNvtx2");
    if (!strcmp(what, "missing-set-up")) return child_failing_tool_set_up();
    return 99;
}

/*--- in this process: no tool ---*/
static void no_tool_annotations_do_nothing(void) {
    cudacore_nvtx_domain d;
    cudacore_desc desc;
    CHECK(!cudacore_is_set_up());
    d = cudacore_nvtx_domain_create("app");
    CHECK(d.native == NULL);
    CHECK(cudacore_nvtx_domain_cudacore().native == NULL);
    CHECK(!cudacore_nvtx_attached());
    cudacore_nvtx_push(d, "x");
    cudacore_nvtx_mark(d, "x");
    cudacore_nvtx_pop(d);
    cudacore_nvtx_pop(d); /* unbalanced: still nothing */
    CHECK(cudacore_nvtx_start(d, "x") == 0);
    cudacore_nvtx_end(d, 0);
    CHECK(!cudacore_is_set_up()); /* annotations set nothing up */
    memset(&desc, 0, sizeof desc);
    desc.logger.func = counting_logger;
    desc.nvtx_hot_paths = 1;
    CHECK_OK(cudacore_setup(&desc));
    cudacore_nvtx_push(d, "x");
    cudacore_nvtx_pop(d);
    cudacore_shutdown();
    cudacore_nvtx_mark(d, "after shutdown");
    CHECK(warnings == 0); /* no tool named: nothing to report */
}

static int run_child(const char *what, const char *tool_path, const char *extra) {
    int rc;
    snprintf(env, sizeof env,
             NVTX_VAR "=%s CUDACORE_NVRTC_PATH=%s/" T_SHLIB("libnvrtc_mock") " CUDACORE_NVJITLINK_PATH=%s/" T_SHLIB("libnvjitlink_mock")
                      " CUDACORE_MOCK_DEVICES=2%s%s",
             tool_path, dir, dir, extra ? " " : "", extra ? extra : "");
    rc = t_run_self(self, env, "child", what);
    if (rc != 0) printf("  child '%s' exited with %d\n", what, rc);
    return rc;
}
static int have_tool(void) {
    FILE *f = fopen(tool, "rb");
    if (f) fclose(f);
    return f != NULL;
}
/* make test builds the recording tool beside this test: without it, a failure. */
#define NEED_RECORDER() \
    do { \
        if (!have_tool()) { \
            printf("  tests/mock/libnvtx_record was not built next to this test (make test builds it)\n"); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

static void ranges_marks_and_nesting(void) {
    NEED_RECORDER();
    CHECK(run_child("ranges", tool, NULL) == 0);
}
static void cudacore_ranges_and_names(void) {
    char cache[1024], extra[1200];
    NEED_RECORDER();
    CHECK(t_mkdtemp(cache, sizeof cache, "cudacore-nvtx"));
    snprintf(extra, sizeof extra, "CUDACORE_CACHE_DIR=%s", cache);
    CHECK(run_child("work", tool, extra) == 0);
    t_rmtree(cache);
}
static void sixteen_threads_race_the_first_annotation(void) {
    NEED_RECORDER();
    CHECK(run_child("threads", tool, "MOCK_NVTX_INIT_DELAY_MS=100") == 0); /* the others arrive during the first's initialisation */
}
static void a_tool_that_refuses_is_reported_once(void) {
    NEED_RECORDER();
    CHECK(run_child("refuse", tool, "MOCK_NVTX_REFUSE=1") == 0);
}
static void a_tool_that_does_not_load_is_reported_once(void) {
    char missing[1200];
    snprintf(missing, sizeof missing, "%s/no-such-tool" T_SHLIB(""), dir);
    CHECK(run_child("missing", missing, NULL) == 0);
    CHECK(run_child("missing-set-up", missing, NULL) == 0);
}
static void a_library_without_the_entry_point_is_reported_once(void) {
    char other[1200];
    FILE *f;
    snprintf(other, sizeof other, "%s/" T_SHLIB("libnvrtc_mock"), dir);
    if (!(f = fopen(other, "rb"))) SKIP("tests/mock/nvrtc_mock was not built next to this test");
    fclose(f);
    CHECK(run_child("nosym", other, NULL) == 0);
}

int main(int argc, char **argv) {
    snprintf(self, sizeof self, "%s", argv[0]);
    t_dirname(argv[0], dir, sizeof dir);
    snprintf(tool, sizeof tool, "%s/" T_SHLIB("libnvtx_record"), dir);
#if defined(_WIN32)
    { /* LoadLibraryW, as NVTX uses it, wants backslashes */
        char *c;
        for (c = tool; *c; c++)
            if (*c == '/') *c = '\\';
    }
#endif
    CHILD_FIRST(argc, argv, child);
    t_setenv(NVTX_VAR, NULL); /* this process runs without a tool, whoever started it */
    RUN(no_tool_annotations_do_nothing);
    RUN(ranges_marks_and_nesting);
    RUN(cudacore_ranges_and_names);
    RUN(sixteen_threads_race_the_first_annotation);
    RUN(a_tool_that_refuses_is_reported_once);
    RUN(a_tool_that_does_not_load_is_reported_once);
    RUN(a_library_without_the_entry_point_is_reported_once);
    TEST_EXIT();
}
