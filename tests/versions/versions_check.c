/* versions_check -- one unit of the version matrix (issue 29): cudacore
   against one release of NVRTC, nvJitLink and libNVVM, or one NCCL, each
   given as a user points cudacore at a pip wheel: CUDACORE_NVRTC_PATH,
   CUDACORE_NVJITLINK_PATH, CUDACORE_NVVM_PATH, CUDACORE_NCCL_PATH.
   tools/versions.sh runs it once per unit (make test-versions).

   Usage: versions_check [--nvrtc V] [--nvjitlink V] [--nvvm V] [--nccl V]
                         [--nccl-too-old] [--site DIR] [--headers DIR]...
                         [--cache miss|hit] [--cache-only] [--allow-known NAME]...
                         [--discovery]
     --nvrtc V ...        check that library; V is the wheel's exact version
     --nccl-too-old       the NCCL is older than cudacore's minimum: its load
                          must be refused (CUDACORE_ERROR_LIBRARY_TOO_OLD)
     --site DIR           where the unit's wheels were unpacked (to tell
                          whether the toolkit headers cudacore found are the
                          wheel's own)
     --headers DIR        the release's own header folders (cuda_fp16.h, CCCL)
     --cache miss|hit     what the compile-cache probes must see: the script
                          shares one CUDACORE_CACHE_DIR across the units, so
                          a miss on the first pass shows that no entry of
                          another version was served, a hit on the second
                          that the entry of this version was kept
     --cache-only         the cache probes alone (the second pass)
     --allow-known NAME   a known cudacore defect (named in the script) is
                          reported as a skip that names it, not a failure;
                          the check still passes once the defect is fixed
     --discovery          no CUDACORE_*_PATH names the libraries: each must
                          be found by cudacore's search alone (LOADING), in
                          --site (the site-packages folder of a virtual
                          environment of the unit's wheels, VIRTUAL_ENV
                          set), NVRTC's set where NVRTC came from
   Without a GPU the checks that run kernels print "skip" (a failure with
   CUDACORE_REQUIRE_GPU=1). The last lines are one "version-row:" per
   library checked, for tools/versions_table.py.
   Build: cc -std=c99 tests/versions/versions_check.c -o versions_check -ldl -lpthread */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../../cudabind.h"
#include "../test.h"
#include <stdarg.h>

/*--- the programs every version compiles ---*/
static const char *kMainSrc =
    "extern \"C\" __global__ void scale_add(float *out, const float *x, float a, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = a * x[i] + 1.0f;\n"
    "}\n"
    "template <typename T> __global__ void twice(T *v, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) v[i] = v[i] * 2;\n"
    "}\n";
static const char *const kExprs[] = {"twice<float>", "twice<int>"};
static const char *const kLowered[] = {"_Z5twiceIfEvPT_i", "_Z5twiceIiEvPT_i"};

static const char *kHalfSrc =
    "#include <cuda_fp16.h>\n"
    "extern \"C\" __global__ void half_add(__half *out, const __half *a, const __half *b) {\n"
    "    out[threadIdx.x] = __hadd(a[threadIdx.x], b[threadIdx.x]);\n"
    "}\n";

/* The compile-cache probe: the same bytes for every version. */
static const char *kCacheSrc = "extern \"C\" __global__ void cache_probe(int *p) { *p = 29; }\n";

/* A PTX program (ISA 7.0: every nvJitLink 12.3+ takes it), assembled to
   CUBIN by the linker: the cache probe of the nvJitLink row. */
static const char *kCachePtx =
    ".version 7.0\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".visible .entry cache_probe(.param .u64 p)\n"
    "{\n"
    "  .reg .b32 %r<2>;\n"
    "  .reg .b64 %rd<3>;\n"
    "  ld.param.u64 %rd1, [p];\n"
    "  cvta.to.global.u64 %rd2, %rd1;\n"
    "  mov.u32 %r1, 29;\n"
    "  st.global.u32 [%rd2], %r1;\n"
    "  ret;\n"
    "}\n";

/* NVVM IR (typed pointers, NVVM IR 2.0: what every libNVVM 12.x and 13.x
   reads): out[i] = a * x[i] + 1, as scale_add. */
static const char *kNvvmIr =
    "target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-"
    "v64:64:64-v128:128:128-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @scale_add(float* %out, float* %x, float %a, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "  %base = mul i32 %cta, %ntid\n"
    "  %i = add i32 %base, %tid\n"
    "  %in = icmp slt i32 %i, %n\n"
    "  br i1 %in, label %body, label %done\n"
    "body:\n"
    "  %j = sext i32 %i to i64\n"
    "  %px = getelementptr inbounds float, float* %x, i64 %j\n"
    "  %vx = load float, float* %px, align 4\n"
    "  %m = fmul float %vx, %a\n"
    "  %r = fadd float %m, 1.0\n"
    "  %po = getelementptr inbounds float, float* %out, i64 %j\n"
    "  store float %r, float* %po, align 4\n"
    "  br label %done\n"
    "done:\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{void (float*, float*, float, i32)* @scale_add, !\"kernel\", i32 1}\n"
    "!nvvmir.version = !{!1}\n"
    "!1 = !{i32 2, i32 0}\n";

/*--- the command line ---*/
#define MAX_LIST 8
static struct {
    const char *nvrtc, *nvjitlink, *nvvm, *nccl; /* exact wheel versions; NULL: not checked */
    int nccl_too_old, cache_only, discovery;
    const char *site, *cache;
    const char *headers[MAX_LIST];
    int num_headers;
    const char *allowed[MAX_LIST];
    int num_allowed;
} arg;

static int parse_args(int argc, char **argv) {
    int i;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--nccl-too-old")) arg.nccl_too_old = 1;
        else if (!strcmp(a, "--cache-only")) arg.cache_only = 1;
        else if (!strcmp(a, "--discovery")) arg.discovery = 1;
        else if (!v) return 0;
        else if (!strcmp(a, "--nvrtc")) arg.nvrtc = v, i++;
        else if (!strcmp(a, "--nvjitlink")) arg.nvjitlink = v, i++;
        else if (!strcmp(a, "--nvvm")) arg.nvvm = v, i++;
        else if (!strcmp(a, "--nccl")) arg.nccl = v, i++;
        else if (!strcmp(a, "--site")) arg.site = v, i++;
        else if (!strcmp(a, "--cache")) arg.cache = v, i++;
        else if (!strcmp(a, "--headers") && arg.num_headers < MAX_LIST) arg.headers[arg.num_headers++] = v, i++;
        else if (!strcmp(a, "--allow-known") && arg.num_allowed < MAX_LIST) arg.allowed[arg.num_allowed++] = v, i++;
        else return 0;
    }
    return !arg.cache || !strcmp(arg.cache, "miss") || !strcmp(arg.cache, "hit");
}

static int allowed(const char *name) {
    int i;
    for (i = 0; i < arg.num_allowed; i++)
        if (!strcmp(arg.allowed[i], name)) return 1;
    return 0;
}

/* A known defect seen: a skip naming it when the script allows it, else a failure. */
#define KNOWN_DEFECT(name, why) \
    do { \
        static char t_why_[512]; \
        snprintf(t_why_, sizeof t_why_, "KNOWN DEFECT %s: %s", name, why); \
        if (allowed(name)) SKIP(t_why_); \
        printf("  %s\n", t_why_); \
        t_case_failed = 1; \
        return; \
    } while (0)

/*--- one row per library: what its checks found ---*/
typedef struct row {
    const char *lib, *version;
    char reported[32];
    int cpu_fail, gpu_fail, gpu_ok;
    char cpu_notes[512], gpu_notes[512];
} row;
static row rows[4];
static int num_rows;
static row *cur;  /* the row of the running check */
static int cur_gpu; /* whether the running check is a GPU one */

static row *add_row(const char *lib, const char *version) {
    row *r = &rows[num_rows++];
    r->lib = lib;
    r->version = version;
    snprintf(r->reported, sizeof r->reported, "-");
    return r;
}

/* Appends "key:value" to the running check's notes (spaces become '_'). */
static void note(const char *fmt, ...) {
    char *notes = cur_gpu ? cur->gpu_notes : cur->cpu_notes, *p;
    size_t used = strlen(notes), cap = sizeof cur->cpu_notes;
    va_list ap;
    if (used + 2 >= cap) return;
    if (used) notes[used++] = ',';
    va_start(ap, fmt);
    vsnprintf(notes + used, cap - used, fmt, ap);
    va_end(ap);
    for (p = notes + used; *p; p++)
        if (*p == ' ' || *p == '\t' || *p == '\n') *p = '_';
}

/* Runs one check of row r, named "<lib> <version>: <what>". */
static void check(row *r, int gpu, const char *what, void (*fn)(void)) {
    char name[256];
    int failed = t_failed, passed = t_passed;
    cur = r;
    cur_gpu = gpu;
    snprintf(name, sizeof name, "%s %s: %s", r->lib, r->version, what);
    t_run(name, fn);
    if (t_failed > failed) *(gpu ? &r->gpu_fail : &r->cpu_fail) += 1;
    if (gpu && t_passed > passed) r->gpu_ok++;
}

static void print_row(const row *r, const char *driver, const char *device) {
    const char *gpu = r->gpu_fail ? "FAIL" : r->gpu_ok ? "ok" : "skip";
    printf("version-row: %s %s reported=%s cpu=%s gpu=%s driver=%s device=%s cpu-notes=%s gpu-notes=%s\n", r->lib, r->version, r->reported,
           r->cpu_fail ? "FAIL" : "ok", gpu, r->gpu_ok || r->gpu_fail ? driver : "-", r->gpu_ok || r->gpu_fail ? device : "-",
           r->cpu_notes[0] ? r->cpu_notes : "-", r->gpu_notes[0] ? r->gpu_notes : "-");
}

/*--- helpers ---*/
/* The library was loaded from where this run asked: the path its variable
   gives, or (--discovery) a file in --site that the search found with no
   variable set, noted with the step that found it. */
static int found_as_asked(const cudacore_library_info *li, const char *var) {
    const char *env = getenv(var);
    if (!arg.discovery) return env && !strcmp(li->path, env);
    if (env) {
        printf("  %s is set: this run is to find the library by the search alone\n", var);
        return 0;
    }
    if (!arg.site || strncmp(li->path, arg.site, strlen(arg.site)) != 0) {
        printf("  found %s (%s), not in the unit's site-packages %s\n", li->path, li->from, arg.site ? arg.site : "(none given)");
        return 0;
    }
    note("found:%s", li->from);
    return 1;
}

/* "12.4.127" names major.minor 12.4? */
static int same_release(const char *version, int major, int minor) {
    int ma = -1, mi = -1;
    return sscanf(version, "%d.%d", &ma, &mi) == 2 && ma == major && mi == minor;
}

static int is_cubin(const void *data, size_t size) {
    const unsigned char *b = (const unsigned char *)data;
    return size > 20 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F' && (b[18] | b[19] << 8) == 190; /* EM_CUDA */
}

static cudacore_program g_prog, g_half;
static cudacore_object_code g_cubin, g_ltoir;

static void options(cudacore_program_options *o, const char *arch) {
    memset(o, 0, sizeof *o);
    o->arch = arch;
    o->no_compile_cache = 1; /* every check but the cache probe compiles for real */
}

static cudacore_result make_program(const char *src, cudacore_program_kind kind, int exprs, cudacore_program *out) {
    cudacore_program_desc d;
    memset(&d, 0, sizeof d);
    d.source = src;
    d.kind = kind;
    d.name = kind == CUDACORE_PROGRAM_NVVM ? "scale_add.ll" : "versions.cu";
    if (exprs) {
        d.name_expressions = kExprs;
        d.num_name_expressions = 2;
    }
    return cudacore_program_create(&d, out);
}

static cudacore_result compile(cudacore_program p, cudacore_code_type t, const char *arch, cudacore_object_code *out) {
    cudacore_program_options o;
    options(&o, arch);
    return cudacore_program_compile(p, t, &o, out);
}

/* The text of PTX object code (NUL-terminated copy in buf). */
static const char *ptx_text(cudacore_object_code oc, char *buf, size_t cap) {
    const void *data = NULL;
    size_t size = 0;
    if (cudacore_object_code_data(oc, &data, &size, NULL) != CUDACORE_SUCCESS) return "";
    if (size >= cap) size = cap - 1;
    memcpy(buf, data, size);
    buf[size] = 0;
    return buf;
}

/* The exact NVRTC release in its PTX header ("release 12.4, V12.4.127"). */
static void ptx_build(const char *ptx, char *out, size_t cap) {
    const char *p = strstr(ptx, "Cuda compilation tools, release ");
    const char *v = p ? strstr(p, ", V") : NULL;
    size_t n = 0;
    out[0] = 0;
    if (!v) return;
    v += 3;
    while (v[n] && v[n] != '\n' && v[n] != '\r' && n + 1 < cap) n++;
    memcpy(out, v, n);
    out[n] = 0;
}

/* ".version 8.4" -> "8.4" */
static void ptx_isa(const char *ptx, char *out, size_t cap) {
    const char *p = strstr(ptx, ".version ");
    size_t n = 0;
    out[0] = 0;
    if (!p) return;
    p += 9;
    while ((p[n] == '.' || (p[n] >= '0' && p[n] <= '9')) && n + 1 < cap) n++;
    memcpy(out, p, n);
    out[n] = 0;
}

/*=== NVRTC, no GPU ==========================================================*/
static void nvrtc_loads(void) {
    cudacore_library_info li;
    CHECK_OK(cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li));
    CHECK(found_as_asked(&li, "CUDACORE_NVRTC_PATH"));
    snprintf(cur->reported, sizeof cur->reported, "%d.%d", li.version_major, li.version_minor);
    if (!same_release(arg.nvrtc, li.version_major, li.version_minor)) {
        printf("  the wheel is %s, cudacore reports %s\n", arg.nvrtc, cur->reported);
        CHECK(0);
    }
}

static void nvrtc_cubin(void) {
    const void *data = NULL;
    size_t size = 0;
    CHECK_OK(make_program(kMainSrc, CUDACORE_PROGRAM_CXX, 1, &g_prog));
    CHECK_OK(compile(g_prog, CUDACORE_CODE_CUBIN, "sm_80", &g_cubin));
    CHECK_OK(cudacore_object_code_data(g_cubin, &data, &size, NULL));
    CHECK(is_cubin(data, size));
    note("cubin:ok");
}

static void nvrtc_ptx(void) {
    static char buf[1 << 16];
    char build[32], isa[16];
    const char *ptx;
    cudacore_object_code oc;
    CHECK(g_prog.id);
    CHECK_OK(compile(g_prog, CUDACORE_CODE_PTX, "sm_80", &oc));
    ptx = ptx_text(oc, buf, sizeof buf);
    cudacore_object_code_destroy(oc);
    CHECK(strstr(ptx, ".target sm_80") != NULL);
    ptx_isa(ptx, isa, sizeof isa);
    CHECK(isa[0]);
    note("ptx:ok(isa_%s)", isa);
    ptx_build(ptx, build, sizeof build); /* the PTX names the exact release: it must be the wheel's */
    if (strcmp(build, arg.nvrtc) != 0) printf("  the PTX was made by V%s, the wheel is %s\n", build, arg.nvrtc);
    CHECK(!strcmp(build, arg.nvrtc));
}

static void nvrtc_ltoir(void) {
    const void *data = NULL;
    size_t size = 0;
    cudacore_code_type type = CUDACORE_CODE_DEFAULT;
    CHECK(g_prog.id);
    CHECK_OK(compile(g_prog, CUDACORE_CODE_LTOIR, "sm_80", &g_ltoir));
    CHECK_OK(cudacore_object_code_data(g_ltoir, &data, &size, &type));
    CHECK(type == CUDACORE_CODE_LTOIR && size > 16);
    note("ltoir:ok");
}

static void nvrtc_name_expressions(void) {
    const char *lowered = NULL;
    int i;
    CHECK(g_cubin.id);
    for (i = 0; i < 2; i++) {
        CHECK_OK(cudacore_object_code_lowered_name(g_cubin, kExprs[i], &lowered));
        if (strcmp(lowered, kLowered[i]) != 0) printf("  %s lowered to %s, expected %s\n", kExprs[i], lowered, kLowered[i]);
        CHECK(!strcmp(lowered, kLowered[i]));
    }
    note("names:ok");
}

/* The include folder cudacore adds for the toolkit's headers ("" if none). */
static void toolkit_include(char *out, size_t cap) {
    static char fmt[8192];
    cudacore_program_options o;
    const char *p, *e;
    options(&o, "sm_80");
    out[0] = 0;
    if (cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_PTX, fmt, sizeof fmt, NULL) != CUDACORE_SUCCESS) return;
    for (p = fmt; *p; p = e + (*e != 0)) {
        e = strchr(p, '\n');
        if (!e) e = p + strlen(p);
        if (!strncmp(p, "--include-path=", 15) && (size_t)(e - p - 15) < cap) {
            memcpy(out, p + 15, (size_t)(e - p - 15));
            out[e - p - 15] = 0;
            return; /* the first: the toolkit's include (its cccl follows) */
        }
    }
}

static void headers_lookup(void) {
    char inc[1024];
    cudacore_object_code oc;
    cudacore_result r;
    int in_site;
    toolkit_include(inc, sizeof inc);
    in_site = inc[0] && arg.site && !strncmp(inc, arg.site, strlen(arg.site));
    if (!g_half.id) CHECK_OK(make_program(kHalfSrc, CUDACORE_PROGRAM_CXX, 0, &g_half));
    r = compile(g_half, CUDACORE_CODE_PTX, "sm_80", &oc);
    if (r == CUDACORE_SUCCESS) cudacore_object_code_destroy(oc);
    note("headers:%s(%s)", !inc[0] ? "none" : in_site ? "wheel" : inc, r == CUDACORE_SUCCESS ? "compiles" : "fails");
    if (!in_site) {
        static char why[1200];
        snprintf(why, sizeof why, "the wheels' headers were not found next to NVRTC; cudacore used %s, where <cuda_fp16.h> %s",
                 inc[0] ? inc : "none", r == CUDACORE_SUCCESS ? "compiles" : "fails");
        SKIP(why);
    }
    CHECK_OK(r);
}

static void headers_own(void) {
    cudacore_program_options o;
    cudacore_object_code oc;
    if (!arg.num_headers) SKIP("no header wheel in this unit");
    if (!g_half.id) CHECK_OK(make_program(kHalfSrc, CUDACORE_PROGRAM_CXX, 0, &g_half));
    options(&o, "sm_80");
    o.include_paths = arg.headers;
    o.num_include_paths = (size_t)arg.num_headers;
    o.no_toolkit_headers = 1;
    CHECK_OK(cudacore_program_compile(g_half, CUDACORE_CODE_PTX, &o, &oc));
    CHECK_OK(cudacore_object_code_destroy(oc));
    note("own-headers:ok");
}

/*=== nvJitLink, no GPU =======================================================*/
static int g_jl_version; /* cudacore's, 12040 for 12.4 */

/* Whether the loaded nvJitLink is older than the loaded NVRTC (a pairing
   across releases: the cross unit). */
static int nvjitlink_older(void) {
    cudacore_library_info rtc;
    return cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &rtc) == CUDACORE_SUCCESS && g_jl_version < rtc.version;
}

static void nvjitlink_loads(void) {
    cudacore_library_info li;
    CHECK_OK(cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &li));
    CHECK(found_as_asked(&li, "CUDACORE_NVJITLINK_PATH"));
    g_jl_version = li.version;
    snprintf(cur->reported, sizeof cur->reported, "%d.%d", li.version_major, li.version_minor);
    if (!same_release(arg.nvjitlink, li.version_major, li.version_minor)) {
        printf("  the wheel is %s, cudacore reports %s\n", arg.nvjitlink, cur->reported);
        CHECK(0);
    }
}

/* cudacore's linker: nvJitLink 12.3+ links NVRTC's LTO-IR; an older one is
   refused (cudacore does not use it: no nvJitLinkVersion to check LTO-IR
   against). */
static void nvjitlink_links_ltoir(void) {
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_link_input in;
    cudacore_object_code out;
    const void *data = NULL;
    size_t size = 0;
    cudacore_result r;
    CHECK(g_ltoir.id && g_jl_version);
    memset(&lo, 0, sizeof lo);
    lo.arch = "sm_80";
    lo.link_time_optimization = 1;
    lo.backend = CUDACORE_LINKER_NVJITLINK;
    if (nvjitlink_older()) SKIP("older than the NVRTC: the refusal is checked below");
    r = cudacore_linker_create(&lo, &lk);
    if (g_jl_version < 12030) {
        CHECK(r == CUDACORE_ERROR_LIBRARY_TOO_OLD);
        note("link:refused(<12.3)");
        return;
    }
    CHECK_OK(r);
    CHECK_OK(cudacore_object_code_data(g_ltoir, &data, &size, NULL));
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_LTOIR;
    in.data = data;
    in.size = size;
    r = cudacore_linker_add(lk, &in);
    if (r == CUDACORE_SUCCESS) r = cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &out);
    cudacore_linker_destroy(lk);
    CHECK_OK(r);
    CHECK_OK(cudacore_object_code_data(out, &data, &size, NULL));
    CHECK(is_cubin(data, size));
    cudacore_object_code_destroy(out);
    note("link:ok");
}

/* The same link through cudabind.h: nvJitLink's own API as cudacore's loader
   resolved it (12.0-12.2 export only __nvJitLink*_12_X names). */
static void nvjitlink_direct(void) {
    const char *opts[] = {"-arch=sm_80", "-lto"};
    cudabind_nvJitLinkCreate_result c;
    cudabind_nvJitLinkGetLinkedCubinSize_result sz;
    cudacore_nvJitLinkHandle h;
    const void *data = NULL;
    size_t size = 0;
    char *cubin;
    int ok;
    CHECK(g_ltoir.id);
    CHECK_OK(cudacore_object_code_data(g_ltoir, &data, &size, NULL));
    c = cudabind_nvJitLinkCreate(2, opts);
    CHECK(c.err == CUDACORE_NVJITLINK_SUCCESS);
    h = c.handle;
    ok = cudabind_nvJitLinkAddData(h, CUDACORE_NVJITLINK_INPUT_LTOIR, data, size, "ltoir").err == CUDACORE_NVJITLINK_SUCCESS &&
         cudabind_nvJitLinkComplete(h).err == CUDACORE_NVJITLINK_SUCCESS;
    sz = cudabind_nvJitLinkGetLinkedCubinSize(h);
    ok = ok && sz.err == CUDACORE_NVJITLINK_SUCCESS && (cubin = (char *)t_malloc(sz.size)) != NULL &&
         cudabind_nvJitLinkGetLinkedCubin(h, cubin).err == CUDACORE_NVJITLINK_SUCCESS && is_cubin(cubin, sz.size);
    (void)cudabind_nvJitLinkDestroy(&h);
    if (nvjitlink_older()) { /* what cudacore's refusal saves the user from */
        note("direct-link-of-newer-ltoir:%s", ok ? "links" : "fails");
        SKIP(ok ? "older than the NVRTC, yet it links that LTO-IR" : "older than the NVRTC: nvJitLink itself fails on that LTO-IR");
    }
    CHECK(ok);
    note("direct-link:ok");
}

/* LTO-IR of a newer NVRTC is refused before nvJitLink sees it. */
static void nvjitlink_refuses_newer(void) {
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_link_input in;
    const void *data = NULL;
    size_t size = 0;
    cudacore_result r;
    CHECK(g_ltoir.id);
    if (!nvjitlink_older() || g_jl_version < 12030) SKIP("this nvJitLink is not older than the NVRTC, or not used");
    memset(&lo, 0, sizeof lo);
    lo.arch = "sm_80";
    lo.link_time_optimization = 1;
    CHECK_OK(cudacore_linker_create(&lo, &lk));
    CHECK_OK(cudacore_object_code_data(g_ltoir, &data, &size, NULL));
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_LTOIR;
    in.data = data;
    in.size = size;
    r = cudacore_linker_add(lk, &in);
    if (r != CUDACORE_SUCCESS) printf("  refused: %s\n", cudacore_last_error()->message);
    cudacore_linker_destroy(lk);
    /* (bytes added as data carry no compiler: nvJitLink's own refusal, explained) */
    CHECK(r == CUDACORE_ERROR_VERSION_MISMATCH && strstr(cudacore_last_error()->message, "older than the compiler"));
    note("older-than-nvrtc:refused");
}

/*=== libNVVM, no GPU =========================================================*/
static cudacore_program g_nvvm;

static void nvvm_loads(void) {
    cudacore_library_info li;
    cudabind_nvvmIRVersion_result ir;
    CHECK_OK(cudacore_library_load(CUDACORE_LIBRARY_NVVM, &li));
    CHECK(found_as_asked(&li, "CUDACORE_NVVM_PATH"));
    CHECK(li.version > 0);
    ir = cudabind_nvvmIRVersion();
    CHECK(ir.err == CUDACORE_NVVM_SUCCESS);
    snprintf(cur->reported, sizeof cur->reported, "%d.%d", li.version_major, li.version_minor);
    note("nvvm-ir:%d.%d", ir.majorIR, ir.minorIR);
}

static void nvvm_ptx(void) {
    static char buf[1 << 16];
    char build[32];
    cudacore_object_code oc;
    if (!g_nvvm.id) CHECK_OK(make_program(kNvvmIr, CUDACORE_PROGRAM_NVVM, 0, &g_nvvm));
    CHECK_OK(compile(g_nvvm, CUDACORE_CODE_PTX, "sm_80", &oc));
    CHECK(strstr(ptx_text(oc, buf, sizeof buf), ".entry scale_add") != NULL);
    ptx_build(buf, build, sizeof build);
    CHECK_OK(cudacore_object_code_destroy(oc));
    note("ptx:ok");
    if (build[0]) { /* libNVVM reports 2.0 for every release: its PTX names the exact one */
        if (strcmp(build, arg.nvvm) != 0) printf("  the PTX was made by V%s, the wheel is %s\n", build, arg.nvvm);
        CHECK(!strcmp(build, arg.nvvm));
        note("build:%s", build);
    }
}

static void nvvm_ltoir(void) {
    cudacore_object_code oc;
    size_t size = 0;
    CHECK(g_nvvm.id);
    CHECK_OK(compile(g_nvvm, CUDACORE_CODE_LTOIR, "sm_80", &oc));
    CHECK_OK(cudacore_object_code_data(oc, NULL, &size, NULL));
    CHECK(size > 16);
    CHECK_OK(cudacore_object_code_destroy(oc));
    note("ltoir:ok");
}

/*=== the compile cache =======================================================*/
/* Compiles the probe with the persistent cache on, counting hits and misses:
   C++ and NVVM IR to PTX, PTX to CUBIN (nvJitLink assembles it). */
static cudacore_result cache_compile(cudacore_program_kind kind, uint64_t *hits, uint64_t *misses) {
    cudacore_program p;
    cudacore_program_options o;
    cudacore_object_code oc;
    const char *src = kind == CUDACORE_PROGRAM_NVVM ? kNvvmIr : kind == CUDACORE_PROGRAM_PTX ? kCachePtx : kCacheSrc;
    cudacore_result r = make_program(src, kind, 0, &p);
    if (r != CUDACORE_SUCCESS) return r;
    memset(&o, 0, sizeof o);
    o.arch = "sm_80";
    /* the key then differs by the compiler's version alone, not by where headers were found */
    o.no_toolkit_headers = kind == CUDACORE_PROGRAM_CXX;
    cudacore_compile_cache_reset_stats();
    r = cudacore_program_compile(p, kind == CUDACORE_PROGRAM_PTX ? CUDACORE_CODE_CUBIN : CUDACORE_CODE_PTX, &o, &oc);
    cudacore_program_destroy(p);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore_object_code_destroy(oc);
    return cudacore_compile_cache_stats(hits, misses);
}

static void cache_probe(cudacore_program_kind kind, const char *defect, const char *why) {
    uint64_t hits = 0, misses = 0;
    int hit;
    if (!arg.cache) SKIP("no --cache expectation given");
    CHECK_OK(cache_compile(kind, &hits, &misses));
    CHECK(hits + misses == 1);
    hit = hits == 1;
    note("cache-%s:%s", arg.cache_only ? "again" : "first", hit ? "hit" : "miss");
    if (hit == !strcmp(arg.cache, "hit")) return;
    if (hit && defect) KNOWN_DEFECT(defect, why);
    printf("  the probe was a %s, expected a %s\n", hit ? "hit" : "miss", arg.cache);
    CHECK(0);
}

static void cache_nvrtc(void) {
    cache_probe(CUDACORE_PROGRAM_CXX, "nvrtc-patch-cache",
                "the cache key holds NVRTC's major.minor only (nvrtcVersion): an entry of another patch release of the same minor is served");
}

/* (Only for nvJitLink 12.3+, which cudacore links with: an older one
   leaves PTX to the driver's linker, which needs a driver.) */
static void cache_ptx(void) {
    int major = 0, minor = 0;
    if (sscanf(arg.nvjitlink, "%d.%d", &major, &minor) != 2 || major * 100 + minor < 1203) SKIP("cudacore links PTX with nvJitLink 12.3+ only");
    cache_probe(CUDACORE_PROGRAM_PTX, "ptx-cache-key",
                "a PTX program's cache key reads nvJitLink's version before the compile loads it (0 in a process's first): another "
                "nvJitLink's CUBIN is served");
}

static void cache_nvvm(void) {
    cache_probe(CUDACORE_PROGRAM_NVVM, "nvvm-cache-key",
                "an NVVM program's cache key holds nvJitLink's version (0 when it is not loaded), not libNVVM's: another libNVVM's entry is served");
}

/*=== on a GPU ================================================================*/
#define N 1000
static cudacore_stream g_stream;
static cudacore_memory_resource g_mr;
static char g_arch[16];                 /* device 0's: "sm_90" */
static char g_driver[128] = "-", g_device[256] = "-";
static char g_cuda[16];                 /* the CUDA version the driver supports: "13.0" */

/* Device 0's stream, memory resource, arch, and the driver's versions (once). */
static cudacore_result gpu_open(void) {
    cudacore_device_info info;
    cudacore_system_info sys;
    int v = 0;
    char *p;
    cudacore_result r;
    if (g_stream.id) return CUDACORE_SUCCESS;
    if ((r = cudacore_device_get_info(0, &info)) != CUDACORE_SUCCESS || (r = cudacore_driver_version(&v)) != CUDACORE_SUCCESS) return r;
    snprintf(g_arch, sizeof g_arch, "sm_%s", info.arch);
    snprintf(g_cuda, sizeof g_cuda, "%d.%d", v / 1000, v % 1000 / 10);
    snprintf(g_device, sizeof g_device, "%s", info.name);
    for (p = g_device; *p; p++)
        if (*p == ' ') *p = '_';
    if (cudacore_system_get_info(&sys) == CUDACORE_SUCCESS) snprintf(g_driver, sizeof g_driver, "%s(CUDA_%s)", sys.driver_version, g_cuda);
    else snprintf(g_driver, sizeof g_driver, "CUDA_%s", g_cuda);
    if ((r = cudacore_device_memory_resource(0, &g_mr)) != CUDACORE_SUCCESS) return r;
    return cudacore_stream_create(NULL, &g_stream);
}

/* Launches scale_add (out = 2 x + 1) or twice<float> (x = 2 x) over N
   floats; *wrong counts the results that are not exactly right. */
static cudacore_result run_kernel(cudacore_kernel k, int twice, size_t *wrong) {
    static float host[N];
    float a = 2.0f;
    int n = N, i;
    cudacore_buffer x = {0}, out = {0};
    cudacore_CUdeviceptr px = 0, po = 0;
    cudacore_launch_config cfg;
    cudacore_result r;
    for (i = 0; i < N; i++) host[i] = (float)i;
    *wrong = N;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (N + 255) / 256;
    cfg.block[0] = 256;
    r = cudacore_buffer_allocate(g_mr, sizeof host, g_stream, &x);
    if (!r) r = cudacore_buffer_allocate(g_mr, sizeof host, g_stream, &out);
    if (!r) r = cudacore_buffer_copy_from_host(x, 0, host, sizeof host, g_stream);
    if (!r) r = cudacore_buffer_native(x, &px);
    if (!r) r = cudacore_buffer_native(out, &po);
    if (!r && twice) r = CUDACORE_LAUNCH(g_stream, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(int, n));
    if (!r && !twice)
        r = CUDACORE_LAUNCH(g_stream, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, po), CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(float, a),
                            CUDACORE_ARG(int, n));
    if (!r) r = cudacore_buffer_copy_to_host(host, twice ? x : out, 0, sizeof host, g_stream);
    if (!r) r = cudacore_stream_synchronize(g_stream);
    if (!r)
        for (*wrong = 0, i = 0; i < N; i++) *wrong += host[i] != 2.0f * (float)i + (twice ? 0.0f : 1.0f);
    if (x.id) cudacore_buffer_free(x, g_stream);
    if (out.id) cudacore_buffer_free(out, g_stream);
    (void)cudacore_stream_synchronize(g_stream);
    return r;
}

/* Whether the loaded NVRTC can compile for the GPU's arch ("sm_90"). */
static int nvrtc_knows(const char *arch) {
    cudabind_nvrtcGetNumSupportedArchs_result n = cudabind_nvrtcGetNumSupportedArchs();
    int archs[128], i, want = atoi(arch + 3);
    if (n.err != CUDACORE_NVRTC_SUCCESS || n.numArchs <= 0 || n.numArchs > 128) return 1; /* cannot tell: let the compile say */
    if (cudabind_nvrtcGetSupportedArchs(archs).err != CUDACORE_NVRTC_SUCCESS) return 1;
    for (i = 0; i < n.numArchs; i++)
        if (archs[i] == want) return 1;
    return 0;
}

#define NEED_DEVICE() \
    do { \
        NEED_GPU(); \
        CHECK_OK(gpu_open()); \
    } while (0)

/* Whether the error's message or detail mentions s. */
static int mentions(const cudacore_error_info *e, const char *s) {
    return strstr(e->message, s) || strstr(e->detail, s);
}

/* Gets scale_add from PTX object code and runs it; a driver that refuses the
   PTX (CUDA_ERROR_UNSUPPORTED_PTX_VERSION, 222) must say so: "explained"
   when cudacore's message names the PTX ISA and the driver's versions,
   "unexplained" when it is the driver's code alone. */
static void run_or_refused(cudacore_object_code ptx) {
    static char buf[1 << 16];
    char isa[16];
    const cudacore_error_info *e;
    cudacore_kernel k;
    size_t wrong = 0;
    int explained;
    cudacore_result r = cudacore_object_code_get_kernel(ptx, "scale_add", &k);
    ptx_isa(ptx_text(ptx, buf, sizeof buf), isa, sizeof isa);
    if (r == CUDACORE_SUCCESS) {
        CHECK_OK(run_kernel(k, 0, &wrong));
        CHECK(wrong == 0);
        cudacore_kernel_destroy(k);
        note("ptx:ran(isa_%s)", isa);
        return;
    }
    e = cudacore_last_error();
    explained = mentions(e, "PTX") && mentions(e, isa) && mentions(e, g_cuda);
    if (!explained && (e->library != CUDACORE_LIBRARY_CUDA || e->native_code != 222)) CHECK_OK(r); /* any other failure */
    printf("  refused: %s\n", e->message);
    note("ptx:refused-%s(isa_%s)", explained ? "explained" : "unexplained", isa);
}

static void gpu_nvrtc_cubin(void) {
    cudacore_object_code oc;
    cudacore_kernel k;
    size_t wrong = 0;
    NEED_DEVICE();
    CHECK(g_prog.id);
    if (!nvrtc_knows(g_arch)) SKIP("this NVRTC does not know the GPU's arch");
    CHECK_OK(compile(g_prog, CUDACORE_CODE_CUBIN, g_arch, &oc));
    CHECK_OK(cudacore_object_code_get_kernel(oc, "scale_add", &k));
    CHECK_OK(run_kernel(k, 0, &wrong));
    CHECK(wrong == 0);
    cudacore_kernel_destroy(k);
    CHECK_OK(cudacore_object_code_get_kernel(oc, "twice<float>", &k));
    CHECK_OK(run_kernel(k, 1, &wrong));
    CHECK(wrong == 0);
    cudacore_kernel_destroy(k);
    cudacore_object_code_destroy(oc);
    note("cubin:ran(%s)", g_arch);
}

static void gpu_nvrtc_ptx(void) {
    cudacore_object_code oc;
    NEED_DEVICE();
    CHECK(g_prog.id);
    if (!nvrtc_knows(g_arch)) SKIP("this NVRTC does not know the GPU's arch");
    CHECK_OK(compile(g_prog, CUDACORE_CODE_PTX, g_arch, &oc));
    run_or_refused(oc);
    cudacore_object_code_destroy(oc);
}

/* nvJitLink 12.3+: LTO-IR for the GPU linked and run. Older: cudacore links
   with the driver, which cannot take LTO-IR, and says so. */
static void gpu_nvjitlink(void) {
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_link_input in;
    cudacore_object_code lto, out;
    cudacore_kernel k;
    const void *data = NULL;
    size_t size = 0, wrong = 0;
    cudacore_result r;
    NEED_DEVICE();
    CHECK(g_prog.id && g_jl_version);
    if (!nvrtc_knows(g_arch)) SKIP("this NVRTC does not know the GPU's arch");
    if (nvjitlink_older()) SKIP("older than the NVRTC");
    CHECK_OK(compile(g_prog, CUDACORE_CODE_LTOIR, g_arch, &lto));
    memset(&lo, 0, sizeof lo);
    lo.arch = g_arch;
    lo.link_time_optimization = 1;
    CHECK_OK(cudacore_linker_create(&lo, &lk));
    CHECK_OK(cudacore_object_code_data(lto, &data, &size, NULL));
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_LTOIR;
    in.data = data;
    in.size = size;
    r = cudacore_linker_add(lk, &in);
    if (r == CUDACORE_SUCCESS) r = cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &out);
    cudacore_linker_destroy(lk);
    cudacore_object_code_destroy(lto);
    if (g_jl_version < 12030) {
        CHECK(r == CUDACORE_ERROR_NOT_SUPPORTED);
        note("link:driver-refuses-ltoir");
        return;
    }
    CHECK_OK(r);
    CHECK_OK(cudacore_object_code_get_kernel(out, "scale_add", &k));
    CHECK_OK(run_kernel(k, 0, &wrong));
    CHECK(wrong == 0);
    cudacore_kernel_destroy(k);
    cudacore_object_code_destroy(out);
    note("lto:ran(%s)", g_arch);
}

static void gpu_nvvm(void) {
    cudacore_object_code oc;
    NEED_DEVICE();
    CHECK(g_nvvm.id);
    CHECK_OK(compile(g_nvvm, CUDACORE_CODE_PTX, g_arch, &oc));
    run_or_refused(oc);
    cudacore_object_code_destroy(oc);
}

/*=== NCCL ====================================================================*/
static int g_nccl_code;

static void nccl_loads(void) {
    cudacore_library_info li;
    char have[32];
    cudacore_result r = cudacore_library_load(CUDACORE_LIBRARY_NCCL, &li);
    if (arg.nccl_too_old) { /* older than cudacore's minimum: refused, naming both versions */
        CHECK(r == CUDACORE_ERROR_LIBRARY_TOO_OLD);
        CHECK(strstr(cudacore_last_error()->message, arg.nccl) && strstr(cudacore_last_error()->message, "2.14"));
        CHECK(!arg.discovery || (arg.site && strstr(cudacore_last_error()->message, arg.site))); /* the unit's own, found */
        printf("  refused: %s\n", cudacore_last_error()->message);
        note("load:refused(older_than_2.14)");
        return;
    }
    CHECK_OK(r);
    CHECK(found_as_asked(&li, "CUDACORE_NCCL_PATH"));
    g_nccl_code = li.version;
    t_nccl_version_text(li.version, have, sizeof have); /* (cudacore's own formatting, as its messages print it) */
    snprintf(cur->reported, sizeof cur->reported, "%s", have);
    if (strcmp(have, arg.nccl) != 0) printf("  the wheel is %s, NCCL says %s\n", arg.nccl, have);
    CHECK(!strcmp(have, arg.nccl));
}

/* cudacore's NCCL table gives the release that added each function (0: the
   minimum, 2.14): every function of a release at most the loaded one must
   be there. (The table is inside the implementation: tests/internals.h's
   t_nccl_fn_version.) */
static void nccl_functions(void) {
    int i, present = 0, early = 0;
    if (arg.nccl_too_old) SKIP("not loaded (older than the minimum)");
    CHECK(g_nccl_code);
    for (i = 0; i < CUDACORE__NCCL_COUNT; i++) {
        int code = 0, need = t_nccl_fn_version(i) ? t_nccl_fn_version(i) : t_nccl_min_version();
        cudacore_fnptr f = cudacore_library_function(CUDACORE_LIBRARY_NCCL, i, &code);
        present += f != NULL;
        if (f && need > g_nccl_code) early++;
        if (!f && need <= g_nccl_code) {
            printf("  %s is missing; cudacore's table says NCCL %d has it\n", t_nccl_fn_name(i), need);
            t_case_failed = 1;
        }
    }
    cudacore_clear_error();
    note("functions:%d/%d", present, CUDACORE__NCCL_COUNT);
    if (early) note("before-table-version:%d", early);
}

static void nccl_all_reduce(void) {
    static float host[N];
    cudacore_communicator c = {0};
    cudacore_buffer b = {0};
    size_t i, wrong = 0;
    cudacore_result r;
    if (arg.nccl_too_old) SKIP("not loaded (older than the minimum)");
    NEED_DEVICE();
    CHECK(g_nccl_code);
    setenv("NCCL_NVLS_ENABLE", "0", 1); /* the repository's rule on shared GPU hosts: no NVLink multicast */
    for (i = 0; i < N; i++) host[i] = (float)i * 0.5f;
    CHECK_OK(cudacore_communicator_create_all(NULL, NULL, 1, &c));
    r = cudacore_buffer_allocate(g_mr, sizeof host, g_stream, &b);
    if (!r) r = cudacore_buffer_copy_from_host(b, 0, host, sizeof host, g_stream);
    if (!r) r = cudacore_communicator_all_reduce(c, b, 0, b, 0, N, CUDACORE_ncclFloat32, CUDACORE_ncclSum, g_stream);
    memset(host, 0, sizeof host);
    if (!r) r = cudacore_buffer_copy_to_host(host, b, 0, sizeof host, g_stream);
    if (!r) r = cudacore_communicator_synchronize(c, g_stream);
    for (i = 0; i < N; i++) wrong += host[i] != (float)i * 0.5f;
    if (b.id) cudacore_buffer_free(b, g_stream);
    (void)cudacore_stream_synchronize(g_stream);
    (void)cudacore_communicator_destroy(c);
    CHECK_OK(r);
    CHECK(wrong == 0);
    note("all-reduce:ran(1_rank)");
}

/*=== the unit ================================================================*/
static void run_nvrtc(row *rtc, row *jl, row *vm) {
    if (rtc) check(rtc, 0, "compiles CUBIN for sm_80", nvrtc_cubin);
    if (rtc) check(rtc, 0, "compiles PTX for sm_80 (the exact release in its header)", nvrtc_ptx);
    if (rtc) check(rtc, 0, "compiles LTO-IR for sm_80", nvrtc_ltoir);
    if (rtc) check(rtc, 0, "name expressions", nvrtc_name_expressions);
    if (rtc) check(rtc, 0, "toolkit headers found next to NVRTC (<cuda_fp16.h>)", headers_lookup);
    if (rtc) check(rtc, 0, "<cuda_fp16.h> from the release's own header wheels", headers_own);
    if (jl) check(jl, 0, "loads (the version it reports)", nvjitlink_loads);
    if (jl) check(jl, 0, "links NVRTC's LTO-IR for sm_80 (cudacore's linker)", nvjitlink_links_ltoir);
    if (jl) check(jl, 0, "links NVRTC's LTO-IR for sm_80 (its own API, cudabind.h)", nvjitlink_direct);
    if (jl) check(jl, 0, "refuses LTO-IR of a newer NVRTC", nvjitlink_refuses_newer);
    if (vm) check(vm, 0, "compiles NVVM IR to PTX for sm_80", nvvm_ptx);
    if (vm) check(vm, 0, "compiles NVVM IR to LTO-IR for sm_80", nvvm_ltoir);
    if (rtc) check(rtc, 1, "CUBIN runs, name expression kernel too (GPU)", gpu_nvrtc_cubin);
    if (rtc) check(rtc, 1, "PTX runs, or the driver's refusal is reported (GPU)", gpu_nvrtc_ptx);
    if (jl) check(jl, 1, "LTO-IR linked for the GPU runs (GPU)", gpu_nvjitlink);
    if (vm) check(vm, 1, "NVVM PTX runs, or the driver's refusal is reported (GPU)", gpu_nvvm);
}

static void usage(void) {
    fprintf(stderr, "usage: versions_check [--nvrtc V] [--nvjitlink V] [--nvvm V] [--nccl V] [--nccl-too-old] [--site DIR]\n"
                    "                      [--headers DIR]... [--cache miss|hit] [--cache-only] [--allow-known NAME]... [--discovery]\n");
}

int main(int argc, char **argv) {
    row *rtc = NULL, *jl = NULL, *vm = NULL, *nc = NULL;
    int i;
    if (!parse_args(argc, argv) || (arg.nvjitlink && !arg.nvrtc) || (arg.nccl_too_old && !arg.nccl)) {
        usage();
        return 2;
    }
    t_setup_quiet();
    if (arg.nvrtc) rtc = add_row("nvrtc", arg.nvrtc);
    if (arg.nvjitlink) jl = add_row("nvjitlink", arg.nvjitlink);
    if (arg.nvvm) vm = add_row("nvvm", arg.nvvm);
    if (arg.nccl) nc = add_row("nccl", arg.nccl);
    /* loads and cache probes first: before anything loads nvJitLink (the
       cache key of NVVM and PTX programs reads nvJitLink's version) */
    if (rtc) check(rtc, 0, "loads (the version it reports)", nvrtc_loads);
    if (vm) check(vm, 0, "loads (the version it reports)", nvvm_loads);
    if (rtc) check(rtc, 0, "compile cache: the probe is a hit only for its own version", cache_nvrtc);
    if (vm) check(vm, 0, "compile cache: the probe is a hit only for its own version", cache_nvvm);
    if (jl) check(jl, 0, "compile cache: a PTX program's CUBIN is a hit only for its own nvJitLink", cache_ptx);
    if (!arg.cache_only) run_nvrtc(rtc, jl, vm);
    if (nc && !arg.cache_only) {
        check(nc, 0, "loads (the version it reports)", nccl_loads);
        check(nc, 0, "every function cudacore's table expects of this release", nccl_functions);
        check(nc, 1, "one-rank all-reduce (GPU)", nccl_all_reduce);
    }
    for (i = 0; i < num_rows && !arg.cache_only; i++) print_row(&rows[i], g_driver, g_device);
    TEST_EXIT();
}
