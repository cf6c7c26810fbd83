/* cudacore-nvrtc -- compile a CUDA C++ file to PTX, CUBIN or LTO-IR with NVRTC,
   through cudacore.h (its options, its compile cache, its error records).

   For courses and scripts: no nvcc, no GPU needed when -arch is given.
     cudacore-nvrtc -arch=sm_90 kernel.cu                 -> kernel.cubin
     cudacore-nvrtc --ptx -arch=compute_90 kernel.cu      -> kernel.ptx
     cudacore-nvrtc --ltoir -arch=sm_90 -rdc lib.cu -o lib.ltoir
     cudacore-nvrtc -arch=sm_90 --name-expression='add<float>' t.cu
   The compile log (warnings, errors) goes to stderr. Run with --help for the
   full option list and the exit codes.

   Build: cc -std=c99 -O2 tools/cudacore-nvrtc.c -o cudacore-nvrtc -ldl -lpthread   */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#endif

/* Exit codes */
enum { EXIT_OK = 0, EXIT_COMPILE = 1, EXIT_USAGE = 2, EXIT_FAILURE_OTHER = 3 };

static const char *usage_text =
    "usage: cudacore-nvrtc [options] FILE.cu      (FILE '-' reads standard input)\n"
    "\n"
    "Compiles CUDA C++ with NVRTC (loaded at run time) through cudacore.h.\n"
    "\n"
    "Output\n"
    "  --cubin                    CUBIN for -arch (the default)\n"
    "  --ptx                      PTX text\n"
    "  --ltoir                    LTO-IR (for nvJitLink with -lto); implies -dlto\n"
    "  -o FILE                    output file ('-': standard output). Default: FILE's\n"
    "                             base name with .cubin, .ptx or .ltoir, in the\n"
    "                             current directory\n"
    "  --dryrun                   print the NVRTC option strings and exit\n"
    "\n"
    "Target and language\n"
    "  -arch=ARCH, -arch ARCH, --gpu-architecture=ARCH\n"
    "                             sm_90, compute_90, 90, sm_90a; 'native' or none:\n"
    "                             the current GPU's (fails clearly without a GPU)\n"
    "  -std=STD, --std=STD        c++11, c++14, c++17, c++20\n"
    "  -rdc, -rdc=true|false, --relocatable-device-code=true|false\n"
    "  -ewp, --extensible-whole-program\n"
    "  -D NAME[=VALUE], -DNAME    define a macro;  -U NAME  undefine\n"
    "  -I DIR, -IDIR              include path (FILE's directory is always searched last)\n"
    "  -include FILE, --pre-include=FILE\n"
    "  --header NAME=PATH         give PATH's contents to NVRTC as the in-memory\n"
    "                             header NAME (#include \"NAME\" finds it)\n"
    "  --no-toolkit-include       do not add the CUDA toolkit's include directories\n"
    "                             (added by default, after the -I paths)\n"
    "  --name-expression=EXPR    instantiate EXPR (e.g. 'add<float>') and print\n"
    "                             'EXPR<TAB>lowered-name' for it (repeatable)\n"
    "\n"
    "Code generation\n"
    "  -G, --device-debug         device debug information\n"
    "  -lineinfo, --generate-line-info\n"
    "  -O0 .. -O3                 ptxas optimisation level\n"
    "  --dopt=on|off              device code optimisation\n"
    "  --use_fast_math, -use_fast_math\n"
    "  --ftz=B --prec-sqrt=B --prec-div=B --fmad=B   B is true or false\n"
    "  --maxrregcount=N\n"
    "  -Xptxas OPT, --ptxas-options=OPT\n"
    "  --extra-device-vectorization, -dlto/--dlink-time-opt, --gen-opt-lto\n"
    "  --restrict, --device-int128, --device-float128, -default-device\n"
    "\n"
    "Diagnostics\n"
    "  -w, --disable-warnings     --diag-error=N,..  --diag-suppress=N,..  --diag-warn=N,..\n"
    "  --brief-diagnostics        --no-display-error-number\n"
    "  -v, --verbose              print the options, the sizes and the cache outcome\n"
    "                             (a miss not stored: why)\n"
    "\n"
    "Compile cache (cudacore's persistent cache; see cudacore.h)\n"
    "  --no-cache                 bypass it (always compile, store nothing)\n"
    "  --cache-dir=DIR            use DIR instead of CUDACORE_CACHE_DIR / ~/.cache/cudacore\n"
    "\n"
    "Any other option starting with '-' is passed to NVRTC as it is.\n"
    "  -h, --help     this text          --version   cudacore, NVRTC versions\n"
    "\n"
    "Exit status: 0 compiled; 1 compile error (the log is on stderr); 2 bad\n"
    "command line; 3 any other failure (NVRTC missing, no GPU for the arch, I/O).\n";

typedef struct tool_args {
    cudacore_program_options o;
    cudacore_code_type target;
    const char *input, *output;
    int dryrun, verbose, no_toolkit_include;
    const char *cache_dir;
    /* lists (pointers into argv or into owned strings) */
    const char **defines, **undefines, **includes, **pre_includes, **ptxas, **extra, **exprs;
    size_t n_defines, n_undefines, n_includes, n_pre_includes, n_ptxas, n_extra, n_exprs;
    int *diag_error, *diag_suppress, *diag_warn;
    size_t n_diag_error, n_diag_suppress, n_diag_warn;
    const char **headers;         /* "NAME=PATH" */
    size_t n_headers;
} tool_args;

static void die_usage(const char *fmt, const char *arg) {
    fprintf(stderr, "cudacore-nvrtc: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n(cudacore-nvrtc --help lists the options)\n");
    exit(EXIT_USAGE);
}

/* Value of an option written "-name=VALUE" or "-name VALUE" (name includes its dashes). */
static const char *value_of(int argc, char **argv, int *i, const char *name) {
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0) return NULL;
    if (a[n] == '=') return a + n + 1;
    if (a[n] == 0) {
        if (*i + 1 >= argc) die_usage("option %s needs a value", name);
        return argv[++*i];
    }
    return NULL;
}

/* Attached short form: "-DNAME" / "-D NAME". */
static const char *short_value(int argc, char **argv, int *i, const char *flag) {
    const char *a = argv[*i];
    size_t n = strlen(flag);
    if (strncmp(a, flag, n) != 0) return NULL;
    if (a[n]) return a + n;
    if (*i + 1 >= argc) die_usage("option %s needs a value", flag);
    return argv[++*i];
}

static int parse_bool(const char *v, const char *opt) {
    if (!strcmp(v, "true") || !strcmp(v, "1") || !strcmp(v, "on")) return CUDACORE_ON;
    if (!strcmp(v, "false") || !strcmp(v, "0") || !strcmp(v, "off")) return CUDACORE_OFF;
    die_usage("%s takes true or false", opt);
    return 0;
}

/* "1,2,3" appended to an int list (allocated to hold argc-many numbers at most per call). */
static void parse_ints(const char *v, int **list, size_t *n, const char *opt) {
    const char *p = v;
    while (*p) {
        char *end;
        long x = strtol(p, &end, 10);
        int *grown;
        if (end == p) die_usage("%s takes numbers separated by commas", opt);
        grown = (int *)realloc(*list, (*n + 1) * sizeof(int));
        if (!grown) {
            fprintf(stderr, "cudacore-nvrtc: out of memory\n");
            exit(EXIT_FAILURE_OTHER);
        }
        *list = grown;
        (*list)[(*n)++] = (int)x;
        p = end;
        if (*p == ',') p++;
        else if (*p) die_usage("%s takes numbers separated by commas", opt);
    }
}

static void push(const char ***list, size_t *n, const char *s) {
    const char **grown = (const char **)realloc((void *)*list, (*n + 1) * sizeof(char *));
    if (!grown) {
        fprintf(stderr, "cudacore-nvrtc: out of memory\n");
        exit(EXIT_FAILURE_OTHER);
    }
    *list = grown;
    (*list)[(*n)++] = s;
}

static void print_version(void) {
    cudacore_library_info li;
    printf("cudacore-nvrtc (cudacore %s)\n", CUDACORE_VERSION_STRING);
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS)
        printf("NVRTC %d.%d (%s)\n", li.version_major, li.version_minor, li.path);
    else
        printf("NVRTC not found: %s\n", cudacore_last_error()->message);
}

static void parse(int argc, char **argv, tool_args *t) {
    int i;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (a[0] != '-' || !strcmp(a, "-")) {
            if (t->input) die_usage("more than one input file (second: %s)", a);
            t->input = a;
            continue;
        }
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage_text, stdout);
            exit(EXIT_OK);
        }
        if (!strcmp(a, "--version")) {
            print_version();
            exit(EXIT_OK);
        }
        /* output */
        if (!strcmp(a, "--cubin") || !strcmp(a, "-cubin")) t->target = CUDACORE_CODE_CUBIN;
        else if (!strcmp(a, "--ptx") || !strcmp(a, "-ptx")) t->target = CUDACORE_CODE_PTX;
        else if (!strcmp(a, "--ltoir") || !strcmp(a, "-ltoir") || !strcmp(a, "--lto-ir")) t->target = CUDACORE_CODE_LTOIR;
        else if (!strcmp(a, "-o") || !strncmp(a, "--output-file", 13)) {
            if (!strcmp(a, "-o")) {
                if (i + 1 >= argc) die_usage("option %s needs a value", a);
                t->output = argv[++i];
            } else t->output = value_of(argc, argv, &i, "--output-file");
        } else if (!strcmp(a, "--dryrun") || !strcmp(a, "-dryrun")) t->dryrun = 1;
        else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) t->verbose = 1;
        else if (!strcmp(a, "--no-toolkit-include")) t->no_toolkit_include = 1;
        /* target and language */
        else if ((v = value_of(argc, argv, &i, "-arch")) || (v = value_of(argc, argv, &i, "--gpu-architecture")) ||
                 (v = value_of(argc, argv, &i, "--arch")))
            t->o.arch = !strcmp(v, "native") ? NULL : v;
        else if ((v = value_of(argc, argv, &i, "-std")) || (v = value_of(argc, argv, &i, "--std"))) t->o.std = v;
        else if (!strcmp(a, "-rdc")) t->o.relocatable_device_code = CUDACORE_ON;
        else if ((v = value_of(argc, argv, &i, "-rdc")) || (v = value_of(argc, argv, &i, "--relocatable-device-code")))
            t->o.relocatable_device_code = parse_bool(v, a);
        else if (!strcmp(a, "-ewp") || !strcmp(a, "--extensible-whole-program")) t->o.extensible_whole_program = CUDACORE_ON;
        else if ((v = value_of(argc, argv, &i, "--define-macro"))) push(&t->defines, &t->n_defines, v);
        else if ((v = value_of(argc, argv, &i, "--undefine-macro"))) push(&t->undefines, &t->n_undefines, v);
        else if ((v = value_of(argc, argv, &i, "--include-path"))) push(&t->includes, &t->n_includes, v);
        else if ((v = value_of(argc, argv, &i, "--pre-include")) || (v = value_of(argc, argv, &i, "-include")))
            push(&t->pre_includes, &t->n_pre_includes, v);
        else if ((v = value_of(argc, argv, &i, "--header"))) {
            const char *eq = strchr(v, '=');
            if (!eq || eq == v || !eq[1]) die_usage("--header takes NAME=PATH (got '%s')", v);
            push(&t->headers, &t->n_headers, v);
        } else if ((v = value_of(argc, argv, &i, "--name-expression")) || (v = value_of(argc, argv, &i, "-name-expression")))
            push(&t->exprs, &t->n_exprs, v);
        /* code generation */
        else if (!strcmp(a, "-G") || !strcmp(a, "--device-debug")) t->o.debug = CUDACORE_ON;
        else if (!strcmp(a, "-lineinfo") || !strcmp(a, "--generate-line-info")) t->o.lineinfo = CUDACORE_ON;
        else if (a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) t->o.optimization_level = CUDACORE_OPT_LEVEL(a[2] - '0');
        else if ((v = value_of(argc, argv, &i, "--dopt")) || (v = value_of(argc, argv, &i, "-dopt")))
            t->o.device_code_optimize = parse_bool(v, a);
        else if (!strcmp(a, "--use_fast_math") || !strcmp(a, "-use_fast_math") || !strcmp(a, "--use-fast-math")) t->o.use_fast_math = 1;
        else if ((v = value_of(argc, argv, &i, "--ftz")) || (v = value_of(argc, argv, &i, "-ftz"))) t->o.ftz = parse_bool(v, a);
        else if ((v = value_of(argc, argv, &i, "--prec-sqrt")) || (v = value_of(argc, argv, &i, "-prec-sqrt"))) t->o.prec_sqrt = parse_bool(v, a);
        else if ((v = value_of(argc, argv, &i, "--prec-div")) || (v = value_of(argc, argv, &i, "-prec-div"))) t->o.prec_div = parse_bool(v, a);
        else if ((v = value_of(argc, argv, &i, "--fmad")) || (v = value_of(argc, argv, &i, "-fmad"))) t->o.fma = parse_bool(v, a);
        else if ((v = value_of(argc, argv, &i, "--maxrregcount")) || (v = value_of(argc, argv, &i, "-maxrregcount"))) {
            char *end;
            long n = strtol(v, &end, 10);
            if (*end || n <= 0) die_usage("--maxrregcount takes a positive number (got '%s')", v);
            t->o.max_register_count = (int)n;
        } else if ((v = value_of(argc, argv, &i, "-Xptxas")) || (v = value_of(argc, argv, &i, "--ptxas-options")))
            push(&t->ptxas, &t->n_ptxas, v);
        else if (!strcmp(a, "--extra-device-vectorization") || !strcmp(a, "-extra-device-vectorization")) t->o.extra_device_vectorization = 1;
        else if (!strcmp(a, "-dlto") || !strcmp(a, "--dlink-time-opt")) t->o.link_time_optimization = 1;
        else if (!strcmp(a, "--gen-opt-lto") || !strcmp(a, "-gen-opt-lto")) t->o.gen_opt_lto = 1;
        else if (!strcmp(a, "--restrict") || !strcmp(a, "-restrict")) t->o.restrict_ = 1;
        else if (!strcmp(a, "--device-int128") || !strcmp(a, "-device-int128")) t->o.device_int128 = 1;
        else if (!strcmp(a, "--device-float128") || !strcmp(a, "-device-float128")) t->o.device_float128 = 1;
        else if (!strcmp(a, "-default-device") || !strcmp(a, "--device-as-default-execution-space")) t->o.device_as_default_execution_space = 1;
        /* diagnostics */
        else if (!strcmp(a, "-w") || !strcmp(a, "--disable-warnings")) t->o.disable_warnings = 1;
        else if ((v = value_of(argc, argv, &i, "--diag-error")) || (v = value_of(argc, argv, &i, "-diag-error")))
            parse_ints(v, &t->diag_error, &t->n_diag_error, "--diag-error");
        else if ((v = value_of(argc, argv, &i, "--diag-suppress")) || (v = value_of(argc, argv, &i, "-diag-suppress")))
            parse_ints(v, &t->diag_suppress, &t->n_diag_suppress, "--diag-suppress");
        else if ((v = value_of(argc, argv, &i, "--diag-warn")) || (v = value_of(argc, argv, &i, "-diag-warn")))
            parse_ints(v, &t->diag_warn, &t->n_diag_warn, "--diag-warn");
        else if (!strcmp(a, "--brief-diagnostics") || !strcmp(a, "-brief-diagnostics")) t->o.brief_diagnostics = 1;
        else if (!strcmp(a, "--no-display-error-number") || !strcmp(a, "-no-err-no")) t->o.no_display_error_number = 1;
        /* cache */
        else if (!strcmp(a, "--no-cache")) t->o.no_compile_cache = 1;
        else if ((v = value_of(argc, argv, &i, "--cache-dir"))) t->cache_dir = v;
        /* the short forms with attached or separate values */
        else if ((v = short_value(argc, argv, &i, "-D"))) push(&t->defines, &t->n_defines, v);
        else if ((v = short_value(argc, argv, &i, "-U"))) push(&t->undefines, &t->n_undefines, v);
        else if ((v = short_value(argc, argv, &i, "-I"))) push(&t->includes, &t->n_includes, v);
        else push(&t->extra, &t->n_extra, a); /* NVRTC judges it */
    }
    if (!t->input) die_usage("%s", "no input file");
}

/* Reads a whole file (or stdin for "-"), NUL-terminated. */
static char *slurp(const char *path, size_t *size) {
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    char *buf = NULL;
    size_t n = 0, cap = 0;
    if (!f) return NULL;
    for (;;) {
        size_t got;
        if (cap - n < 4096) {
            char *grown = (char *)realloc(buf, cap ? cap * 2 : 65536);
            if (!grown) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = grown;
            cap = cap ? cap * 2 : 65536;
        }
        got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    if (buf && ferror(f)) {
        free(buf);
        buf = NULL;
    }
    if (f != stdin) fclose(f);
    if (buf) buf[n] = 0;
    if (size) *size = n;
    return buf;
}

static const char *ext_of(cudacore_code_type t) {
    return t == CUDACORE_CODE_PTX ? ".ptx" : t == CUDACORE_CODE_LTOIR ? ".ltoir" : ".cubin";
}

static void fail_other(const char *what) {
    const cudacore_error_info *e = cudacore_last_error();
    fprintf(stderr, "cudacore-nvrtc: %s: %s\n", what, e->message[0] ? e->message : cudacore_result_string(e->result));
    if (e->detail[0]) fprintf(stderr, "%s%s", e->detail, e->detail[strlen(e->detail) - 1] == '\n' ? "" : "\n");
}

/* In main: leave with `code` after freeing everything (clean under LeakSanitizer). */
#define FINISH(code) \
    do { \
        status = (code); \
        goto done; \
    } while (0)

int main(int argc, char **argv) {
    tool_args t;
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code oc;
    cudacore_header *headers = NULL;
    char **header_texts = NULL;
    char *source = NULL, *input_dir = NULL, out_default[1024];
    const char *log = "", *out_path;
    const void *data = NULL;
    size_t size = 0, i;
    cudacore_compile_cache_stats_info c0, c1;
    cudacore_result r;
    int status = EXIT_OK;
    FILE *f;

    memset(&t, 0, sizeof t);
    prog.id = 0;
    oc.id = 0;
    t.target = CUDACORE_CODE_CUBIN;
    parse(argc, argv, &t);

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1; /* errors are printed below, once, in full */
    CUDACORE_CHECK(cudacore_setup(&desc));

    /* FILE's own directory is searched for "..." includes, as nvcc does. */
    if (strcmp(t.input, "-")) {
        const char *slash = strrchr(t.input, '/');
#if defined(_WIN32)
        const char *bs = strrchr(t.input, '\\');
        if (bs && (!slash || bs > slash)) slash = bs;
#endif
        if (slash) {
            size_t n = (size_t)(slash - t.input);
            input_dir = (char *)malloc(n + 2);
            if (!input_dir) FINISH(EXIT_FAILURE_OTHER);
            memcpy(input_dir, t.input, n ? n : 1);
            input_dir[n ? n : 1] = 0;
        } else {
            input_dir = (char *)malloc(2);
            if (!input_dir) FINISH(EXIT_FAILURE_OTHER);
            strcpy(input_dir, ".");
        }
        push(&t.includes, &t.n_includes, input_dir);
    }
    t.o.no_toolkit_headers = t.no_toolkit_include; /* cudacore adds the toolkit's include directories after these */
    t.o.defines = t.defines, t.o.num_defines = t.n_defines;
    t.o.undefines = t.undefines, t.o.num_undefines = t.n_undefines;
    t.o.include_paths = t.includes, t.o.num_include_paths = t.n_includes;
    t.o.pre_includes = t.pre_includes, t.o.num_pre_includes = t.n_pre_includes;
    t.o.ptxas_options = t.ptxas, t.o.num_ptxas_options = t.n_ptxas;
    t.o.extra_options = t.extra, t.o.num_extra_options = t.n_extra;
    t.o.diag_error = t.diag_error, t.o.num_diag_error = t.n_diag_error;
    t.o.diag_suppress = t.diag_suppress, t.o.num_diag_suppress = t.n_diag_suppress;
    t.o.diag_warn = t.diag_warn, t.o.num_diag_warn = t.n_diag_warn;

    if (t.dryrun || t.verbose) {
        char opts[16384];
        if (cudacore_program_options_format(&t.o, CUDACORE_PROGRAM_CXX, t.target, opts, sizeof opts, NULL) != CUDACORE_SUCCESS) {
            fail_other("the options");
            FINISH(EXIT_FAILURE_OTHER);
        }
        if (t.dryrun) {
            fputs(opts, stdout);
            FINISH(EXIT_OK);
        }
        fprintf(stderr, "cudacore-nvrtc: NVRTC options:\n%s", opts);
    }

    if (t.cache_dir) {
        cudacore_compile_cache_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.dir = t.cache_dir;
        CUDACORE_CHECK(cudacore_compile_cache_configure(&cd));
    }

    source = slurp(t.input, NULL);
    if (!source) {
        fprintf(stderr, "cudacore-nvrtc: cannot read '%s'\n", t.input);
        FINISH(EXIT_FAILURE_OTHER);
    }
    if (t.n_headers) {
        headers = (cudacore_header *)calloc(t.n_headers, sizeof *headers);
        header_texts = (char **)calloc(t.n_headers, sizeof(char *));
        if (!headers || !header_texts) FINISH(EXIT_FAILURE_OTHER);
        for (i = 0; i < t.n_headers; i++) {
            const char *eq = strchr(t.headers[i], '=');
            size_t n = (size_t)(eq - t.headers[i]);
            char *name = (char *)malloc(n + 1);
            if (!name) FINISH(EXIT_FAILURE_OTHER);
            memcpy(name, t.headers[i], n);
            name[n] = 0;
            headers[i].name = name;
            header_texts[i] = slurp(eq + 1, NULL);
            if (!header_texts[i]) {
                fprintf(stderr, "cudacore-nvrtc: cannot read header file '%s'\n", eq + 1);
                FINISH(EXIT_FAILURE_OTHER);
            }
            headers[i].source = header_texts[i];
        }
    }

    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = strcmp(t.input, "-") ? t.input : "stdin.cu";
    pd.headers = headers;
    pd.num_headers = t.n_headers;
    pd.name_expressions = t.exprs;
    pd.num_name_expressions = t.n_exprs;
    if (cudacore_program_create(&pd, &prog) != CUDACORE_SUCCESS) {
        fail_other("cannot create the program");
        FINISH(EXIT_FAILURE_OTHER);
    }
    cudacore_compile_cache_stats_get(&c0);
    r = cudacore_program_compile(prog, t.target, &t.o, &oc);
    cudacore_compile_cache_stats_get(&c1);
    cudacore_program_log(prog, &log);
    if (r == CUDACORE_ERROR_COMPILE) {
        const char *d = cudacore_last_error()->detail;
        fputs(d[0] ? d : log, stderr);
        fprintf(stderr, "cudacore-nvrtc: compiling %s failed\n", pd.name);
        FINISH(EXIT_COMPILE);
    }
    if (r != CUDACORE_SUCCESS) {
        fail_other("compile");
        if (cudacore_last_error()->result == CUDACORE_ERROR_NO_DEVICE)
            fprintf(stderr, "cudacore-nvrtc: give the target explicitly, e.g. -arch=sm_90\n");
        FINISH(EXIT_FAILURE_OTHER);
    }
    if (log[0]) fputs(log, stderr); /* warnings */
    CUDACORE_CHECK(cudacore_object_code_data(oc, &data, &size, NULL));

    if (t.output) out_path = t.output;
    else {
        const char *base = strcmp(t.input, "-") ? t.input : "stdin.cu", *s = strrchr(base, '/'), *dot;
        size_t n;
#if defined(_WIN32)
        { /* dir\k.cu -> k.cubin here, as for dir/k.cu */
            const char *b = strrchr(base, '\\');
            if (b && (!s || b > s)) s = b;
        }
#endif
        if (s) base = s + 1;
        dot = strrchr(base, '.');
        n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
        if (n > sizeof out_default - 16) n = sizeof out_default - 16;
        memcpy(out_default, base, n);
        strcpy(out_default + n, ext_of(t.target));
        out_path = out_default;
    }
    f = strcmp(out_path, "-") ? fopen(out_path, "wb") : stdout;
#if defined(_WIN32)
    if (f == stdout) _setmode(_fileno(stdout), _O_BINARY); /* a CUBIN through a text-mode stdout would gain \r bytes */
#endif
    if (!f || fwrite(data, 1, size, f) != size || (f != stdout && fclose(f) != 0)) {
        fprintf(stderr, "cudacore-nvrtc: cannot write '%s'\n", out_path);
        status = EXIT_FAILURE_OTHER;
    }
    if (f == stdout) fflush(stdout);
    for (i = 0; i < t.n_exprs && status == EXIT_OK; i++) {
        const char *low = "";
        CUDACORE_CHECK(cudacore_object_code_lowered_name(oc, t.exprs[i], &low));
        fprintf(strcmp(out_path, "-") ? stdout : stderr, "%s\t%s\n", t.exprs[i], low);
    }
    if (t.verbose) /* a miss that was not stored says why */
        fprintf(stderr, "cudacore-nvrtc: %s: %lu bytes of %s (compile cache: %s%s)\n", out_path, (unsigned long)size,
                t.target == CUDACORE_CODE_PTX ? "PTX" : t.target == CUDACORE_CODE_LTOIR ? "LTO-IR" : "CUBIN",
                t.o.no_compile_cache           ? "bypassed"
                : c1.hits > c0.hits             ? "hit"
                : c1.stored > c0.stored         ? "miss, stored"
                : c1.not_stored > c0.not_stored ? "miss, not stored: "
                                                : "?",
                !t.o.no_compile_cache && c1.not_stored > c0.not_stored ? c1.why : "");

done:
    if (oc.id) cudacore_object_code_destroy(oc);
    if (prog.id) cudacore_program_destroy(prog);
    for (i = 0; headers && header_texts && i < t.n_headers; i++) {
        free((void *)headers[i].name);
        free(header_texts[i]);
    }
    free(headers);
    free(header_texts);
    free(source);
    free(input_dir);
    free((void *)t.defines);
    free((void *)t.undefines);
    free((void *)t.includes);
    free((void *)t.pre_includes);
    free((void *)t.ptxas);
    free((void *)t.extra);
    free((void *)t.exprs);
    free((void *)t.headers);
    free(t.diag_error);
    free(t.diag_suppress);
    free(t.diag_warn);
    return status;
}
