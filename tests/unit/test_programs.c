/* Programs, compile cache and linker tests that need NVRTC/nvJitLink but no GPU. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "fork, popen and sh (POSIX-only)"
#include "../test.h"
#include <unistd.h>
#include <sys/wait.h>

static char cache_dir[256];
static const char *SRC =
    "#include \"my_header.h\"\n"
    "template <typename T> __global__ void vadd(const T *a, const T *b, T *c, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) c[i] = a[i] + b[i] + (T)OFFSET; }\n"
    "extern \"C\" __global__ void plain(int *x) { *x = 1; }\n";
static const char *HDR = "#define OFFSET 0\n";

static int have_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    cudacore_clear_error();
    return ok;
}

static cudacore_result make(cudacore_program *p, const char *src) {
    cudacore_program_desc d;
    cudacore_header h;
    static const char *exprs[] = {"vadd<float>", "vadd<int>"};
    memset(&d, 0, sizeof d);
    h.name = "my_header.h";
    h.source = HDR;
    d.source = src;
    d.headers = &h;
    d.num_headers = 1;
    d.name_expressions = exprs;
    d.num_name_expressions = 2;
    return cudacore_program_create(&d, p);
}

static void compile_targets_and_name_expressions(void) {
    cudacore_program p;
    cudacore_program_options o;
    cudacore_object_code oc;
    const void *data = NULL;
    size_t size = 0;
    cudacore_code_type ty = CUDACORE_CODE_DEFAULT;
    const char *low = NULL;
    int t;
    if (!have_nvrtc()) SKIP("no NVRTC");
    memset(&o, 0, sizeof o);
    o.arch = "sm_90";
    o.no_compile_cache = 1;
    CHECK_OK(make(&p, SRC));
    for (t = CUDACORE_CODE_CUBIN; t <= CUDACORE_CODE_LTOIR; t++) {
        CHECK_OK(cudacore_program_compile(p, (cudacore_code_type)t, &o, &oc));
        CHECK_OK(cudacore_object_code_data(oc, &data, &size, &ty));
        CHECK(size > 100 && (int)ty == t);
        if (t == CUDACORE_CODE_CUBIN) CHECK(!memcmp(data, "\177ELF", 4));
        if (t == CUDACORE_CODE_PTX) CHECK(strstr((const char *)data, ".visible .entry plain") != NULL);
        CHECK_OK(cudacore_object_code_lowered_name(oc, "vadd<float>", &low));
        CHECK(!strncmp(low, "_Z4vaddIfEvPKT_S2_PS0_i", 20));
        CHECK_OK(cudacore_object_code_destroy(oc));
    }
    CHECK_OK(cudacore_program_destroy(p));
}

static void compile_error_has_log(void) {
    cudacore_program p;
    cudacore_program_options o;
    cudacore_object_code oc;
    const char *log;
    t_setup_quiet();
    if (!have_nvrtc()) SKIP("no NVRTC");
    memset(&o, 0, sizeof o);
    o.arch = "sm_90";
    CHECK_OK(make(&p, "#include \"my_header.h\"\n__global__ void k() { this_is_wrong; }\n"));
    CHECK_ERR(cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &oc), CUDACORE_ERROR_COMPILE);
    CHECK(strstr(cudacore_last_error()->detail, "this_is_wrong") != NULL);
    CHECK(oc.id == 0);
    CHECK_OK(cudacore_program_log(p, &log));
    CHECK(strstr(log, "this_is_wrong") != NULL);
    CHECK_OK(cudacore_program_destroy(p));
}

static void options_to_strings(void) {
    cudacore_program_options o;
    char buf[1024];
    size_t need = 0;
    static const char *defs[] = {"A=1", "B"};
    static const int sup[] = {177};
    memset(&o, 0, sizeof o);
    o.arch = "90";
    o.std = "c++17";
    o.ftz = CUDACORE_ON;
    o.fma = CUDACORE_OFF;
    o.defines = defs;
    o.num_defines = 2;
    o.diag_suppress = sup;
    o.num_diag_suppress = 1;
    o.max_register_count = 32;
    CHECK_OK(cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, buf, sizeof buf, &need));
    CHECK(strstr(buf, "-arch=sm_90\n") && strstr(buf, "--std=c++17\n") && strstr(buf, "--ftz=true\n") && strstr(buf, "--fmad=false\n"));
    CHECK(strstr(buf, "--define-macro=A=1\n") && strstr(buf, "--define-macro=B\n") && strstr(buf, "--diag-suppress=177\n"));
    CHECK(strstr(buf, "--maxrregcount=32\n") && need == strlen(buf) + 1);
    t_setup_quiet();
    CHECK_ERR(cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, buf, 4, &need), CUDACORE_ERROR_INVALID_ARGUMENT);
    o.arch = "bogus";
    CHECK_ERR(cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, buf, sizeof buf, &need), CUDACORE_ERROR_INVALID_ARGUMENT);
}

static cudacore_result compile_once(const char *src, cudacore_object_code *oc) {
    cudacore_program p;
    cudacore_program_options o;
    cudacore_result r;
    memset(&o, 0, sizeof o);
    o.arch = "sm_80";
    r = make(&p, src);
    if (r) return r;
    r = cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, oc);
    cudacore_program_destroy(p);
    return r;
}

static void cache_hit_miss_corruption(void) {
    cudacore_object_code a, b;
    uint64_t h, m;
    const char *low;
    char path[600];
    cudacore_compile_cache_desc cd;
    FILE *f;
    if (!have_nvrtc()) SKIP("no NVRTC");
    memset(&cd, 0, sizeof cd);
    cd.dir = cache_dir;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    CHECK_OK(cudacore_compile_cache_clear());
    cudacore_compile_cache_reset_stats();
    CHECK_OK(compile_once(SRC, &a));
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 0 && m == 1);
    CHECK_OK(compile_once(SRC, &b)); /* in-memory: a is alive */
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 1 && m == 1);
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_object_code_destroy(b));
    CHECK_OK(compile_once(SRC, &a)); /* from disk, with lowered names */
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 2 && m == 1);
    CHECK_OK(cudacore_object_code_lowered_name(a, "vadd<int>", &low));
    CHECK(!strncmp(low, "_Z4vaddIiEv", 11));
    CHECK_OK(cudacore_object_code_destroy(a));
    /* corrupt every entry: truncate */
    snprintf(path, sizeof path, "find %s -name '*.ccc' -exec truncate -s 100 {} \\;", cache_dir);
    CHECK(system(path) == 0);
    CHECK_OK(compile_once(SRC, &a));
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 2 && m == 2);
    CHECK_OK(cudacore_object_code_destroy(a));
    /* flip a byte of the binary (the entry is whole again after the recompile) */
    snprintf(path, sizeof path, "f=$(ls %s/*.ccc | head -1) && printf 'X' | dd of=\"$f\" bs=1 seek=300 conv=notrunc 2>/dev/null", cache_dir);
    CHECK(system(path) == 0);
    CHECK_OK(compile_once(SRC, &a));
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 2 && m == 3);
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(compile_once(SRC, &a)); /* rewritten: a hit again */
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 3 && m == 3);
    CHECK_OK(cudacore_object_code_destroy(a));
    (void)f;
}

static void cache_concurrent_writers_and_eviction(void) {
    int i, status, ok = 1;
    pid_t kids[4];
    char cmd[600], src[1024];
    cudacore_compile_cache_desc cd;
    cudacore_object_code a;
    uint64_t h, m;
    FILE *p;
    long total = 0;
    if (!have_nvrtc()) SKIP("no NVRTC");
    memset(&cd, 0, sizeof cd);
    cd.dir = cache_dir;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    CHECK_OK(cudacore_compile_cache_clear());
    for (i = 0; i < 4; i++) {
        kids[i] = fork();
        if (kids[i] == 0) {
            cudacore_object_code oc;
            _exit(compile_once(SRC, &oc) == CUDACORE_SUCCESS ? 0 : 1);
        }
    }
    for (i = 0; i < 4; i++) {
        waitpid(kids[i], &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status)) ok = 0;
    }
    CHECK(ok);
    cudacore_compile_cache_reset_stats();
    CHECK_OK(compile_once(SRC, &a));
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 1 && m == 0);
    CHECK_OK(cudacore_object_code_destroy(a));
    /* eviction: a cap of ~1.5 entries keeps the directory under the cap */
    cd.max_bytes = 40000;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    for (i = 0; i < 4; i++) {
        snprintf(src, sizeof src, "%sextern \"C\" __global__ void k%d(int *x) { *x = %d; }\n", SRC, i, i);
        CHECK_OK(compile_once(src, &a));
        CHECK_OK(cudacore_object_code_destroy(a));
    }
    snprintf(cmd, sizeof cmd, "cat %s/*.ccc | wc -c", cache_dir);
    p = popen(cmd, "r");
    CHECK(p && fscanf(p, "%ld", &total) == 1);
    pclose(p);
    CHECK(total > 0 && total <= 40000); /* the newest entry is always kept */
    cd.max_bytes = 0;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
}

static void link_ptx_and_ltoir(void) {
    cudacore_program p1, p2;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_object_code a, b, out;
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_library_info li;
    const void *data = NULL;
    size_t size = 0;
    if (!have_nvrtc() || cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &li) != CUDACORE_SUCCESS) SKIP("no NVRTC/nvJitLink");
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    o.arch = "sm_90";
    o.relocatable_device_code = CUDACORE_ON;
    o.no_compile_cache = 1;
    d.source = "extern __device__ float f(float);\nextern \"C\" __global__ void k(float *x) { *x = f(*x); }\n";
    CHECK_OK(cudacore_program_create(&d, &p1));
    d.source = "__device__ float f(float v) { return v * 2.0f; }\n";
    CHECK_OK(cudacore_program_create(&d, &p2));
    CHECK_OK(cudacore_program_compile(p1, CUDACORE_CODE_LTOIR, &o, &a));
    CHECK_OK(cudacore_program_compile(p2, CUDACORE_CODE_LTOIR, &o, &b));
    memset(&lo, 0, sizeof lo);
    lo.arch = "sm_90";
    lo.link_time_optimization = 1;
    CHECK_OK(cudacore_linker_create(&lo, &lk));
    CHECK_OK(cudacore_linker_add_object_code(lk, a));
    CHECK_OK(cudacore_linker_add_object_code(lk, b));
    CHECK_OK(cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &out));
    CHECK_OK(cudacore_object_code_data(out, &data, &size, NULL));
    CHECK(size > 100 && !memcmp(data, "\177ELF", 4));
    CHECK_OK(cudacore_object_code_destroy(out));
    CHECK_OK(cudacore_linker_destroy(lk));
    /* PTX program -> CUBIN through the linker */
    {
        cudacore_program pp;
        cudacore_object_code ptx, cub;
        o.relocatable_device_code = 0;
        d.source = SRC;
        CHECK_OK(cudacore_program_destroy(p2));
        d.source = "extern \"C\" __global__ void z(int *x) { *x = 0; }\n";
        CHECK_OK(cudacore_program_create(&d, &p2));
        CHECK_OK(cudacore_program_compile(p2, CUDACORE_CODE_PTX, &o, &ptx));
        CHECK_OK(cudacore_object_code_data(ptx, &data, &size, NULL));
        memset(&d, 0, sizeof d);
        d.kind = CUDACORE_PROGRAM_PTX;
        d.source = (const char *)data;
        CHECK_OK(cudacore_program_create(&d, &pp));
        CHECK_OK(cudacore_program_compile(pp, CUDACORE_CODE_CUBIN, &o, &cub));
        CHECK_OK(cudacore_object_code_data(cub, &data, &size, NULL));
        CHECK(!memcmp(data, "\177ELF", 4));
        CHECK_OK(cudacore_object_code_destroy(cub));
        CHECK_OK(cudacore_object_code_destroy(ptx));
        CHECK_OK(cudacore_program_destroy(pp));
    }
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_object_code_destroy(b));
    CHECK_OK(cudacore_program_destroy(p1));
    CHECK_OK(cudacore_program_destroy(p2));
}

/* nvJitLink hands -ftz/-prec-div/-prec-sqrt/-fma to libNVVM at LTO time, which takes 0/1 (not true/false). */
static void linker_precision_options_link(void) {
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p1, p2;
    cudacore_object_code a, b, out;
    cudacore_library_info li;
    char buf[512];
    int which, val;
    if (!have_nvrtc() || cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &li) != CUDACORE_SUCCESS) SKIP("no NVRTC/nvJitLink");
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    o.arch = "sm_90";
    o.relocatable_device_code = CUDACORE_ON;
    o.no_compile_cache = 1;
    d.source = "extern __device__ float f(float);\nextern \"C\" __global__ void k(float *x) { *x = f(*x) / x[1]; }\n";
    CHECK_OK(cudacore_program_create(&d, &p1));
    d.source = "__device__ float f(float v) { return sqrtf(v) * 2.0f + v; }\n";
    CHECK_OK(cudacore_program_create(&d, &p2));
    CHECK_OK(cudacore_program_compile(p1, CUDACORE_CODE_LTOIR, &o, &a));
    CHECK_OK(cudacore_program_compile(p2, CUDACORE_CODE_LTOIR, &o, &b));
    for (which = 0; which < 4; which++)
        for (val = CUDACORE_OFF; val <= CUDACORE_ON; val += 2) {
            cudacore_linker_options lo;
            cudacore_linker lk;
            memset(&lo, 0, sizeof lo);
            lo.arch = "sm_90";
            lo.link_time_optimization = 1;
            if (which == 0) lo.ftz = val;
            if (which == 1) lo.prec_div = val;
            if (which == 2) lo.prec_sqrt = val;
            if (which == 3) lo.fma = val;
            CHECK_OK(cudacore_linker_options_format(&lo, buf, sizeof buf, NULL));
            CHECK(strstr(buf, val > 0 ? "=1\n" : "=0\n") != NULL);
            CHECK_OK(cudacore_linker_create(&lo, &lk));
            CHECK_OK(cudacore_linker_add_object_code(lk, a));
            CHECK_OK(cudacore_linker_add_object_code(lk, b));
            CHECK_OK(cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &out));
            CHECK_OK(cudacore_object_code_destroy(out));
            CHECK_OK(cudacore_linker_destroy(lk));
        }
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_object_code_destroy(b));
    CHECK_OK(cudacore_program_destroy(p1));
    CHECK_OK(cudacore_program_destroy(p2));
}

/* With no arch given: the current device's arch, or an explicit error naming
   the arch when there is no device (whichever this machine can show). */
static void default_arch_is_the_device_or_an_explicit_error(void) {
    cudacore_program_options o;
    cudacore_device_info info;
    char buf[256], want[32];
    int n = 0;
    t_setup_quiet();
    memset(&o, 0, sizeof o);
    if (cudacore_device_count(&n) == CUDACORE_SUCCESS && n > 0) {
        CHECK_OK(cudacore_device_get_info(0, &info));
        CHECK_OK(cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, buf, sizeof buf, NULL));
        snprintf(want, sizeof want, "sm_%s", info.arch);
        CHECK(strstr(buf, want) != NULL);
        return;
    }
    CHECK_ERR(cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, buf, sizeof buf, NULL), CUDACORE_ERROR_NO_DEVICE);
    CHECK(strstr(cudacore_last_error()->message, "arch") != NULL);
}

int main(void) {
    snprintf(cache_dir, sizeof cache_dir, "/tmp/cudacore-test-cache-%d", (int)getpid());
    t_setup_quiet();
    RUN(options_to_strings);
    RUN(compile_targets_and_name_expressions);
    RUN(compile_error_has_log);
    RUN(cache_hit_miss_corruption);
    RUN(cache_concurrent_writers_and_eviction);
    RUN(link_ptx_and_ltoir);
    RUN(linker_precision_options_link);
    RUN(default_arch_is_the_device_or_an_explicit_error);
    {
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf %s", cache_dir);
        if (system(cmd)) {}
    }
    TEST_EXIT();
}
