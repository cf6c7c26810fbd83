/* The CUDA toolkit's headers in NVRTC compiles, without a GPU: kernels that
   include <cooperative_groups.h>, <cuda_fp16.h>, <cuda/std/...> and <cub/...>
   compile with no include option; the directories are visible in the option
   strings (after the user's), can be turned off, are part of the compile
   cache key, and a compile that fails without them says where cudacore
   looked. Needs NVRTC and the toolkit's include directory (skipped without). */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"

static int have_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    cudacore_clear_error();
    return ok;
}
static int have_toolkit(void) {
    static t_toolkit tk;
    t_toolkit_get(&tk);
    return tk.include[0] != 0;
}
static void setup_with(const char *include_path) {
    cudacore_desc d;
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.cuda_include_path = include_path;
    cudacore_setup(&d);
}

/* Compiles src for sm_90 (no compile cache); returns the result, the log in *log (static). */
static cudacore_result compile(const char *src, int no_toolkit, const char **log) {
    static char keep[1 << 16];
    cudacore_program_desc d = t_source(src, "uses_toolkit.cu", NULL, 0);
    cudacore_program_options o = t_options("sm_90", T_NO_CACHE | (no_toolkit ? T_NO_TOOLKIT : 0));
    cudacore_object_code oc;
    cudacore_result r;
    o.std = "c++17";
    keep[0] = 0;
    r = t_compile_log(&d, CUDACORE_CODE_CUBIN, &o, &oc, keep, sizeof keep);
    if (log) *log = keep;
    if (r == CUDACORE_SUCCESS) cudacore_object_code_destroy(oc);
    return r;
}

static const char *const SOURCES[] = {
    "#include <cooperative_groups.h>\n"
    "namespace cg = cooperative_groups;\n"
    "extern \"C\" __global__ void grid_sum(float *x, int n) {\n"
    "    cg::grid_group grid = cg::this_grid();\n"
    "    if (grid.thread_rank() < (unsigned)n) x[grid.thread_rank()] += 1.0f;\n"
    "    grid.sync();\n"
    "}\n"
    "extern \"C\" __global__ void __cluster_dims__(2, 1, 1) cluster_rank(int *out) {\n"
    "    cg::cluster_group c = cg::this_cluster();\n"
    "    out[blockIdx.x] = (int)c.block_rank();\n"
    "    c.sync();\n"
    "}\n",
    "#include <cuda_fp16.h>\n"
    "extern \"C\" __global__ void half_axpy(__half *y, const __half *x, __half a, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) y[i] = __hfma(a, x[i], y[i]);\n"
    "}\n",
    "#include <cuda/std/type_traits>\n"
    "#include <cuda/std/cstdint>\n"
    "template <typename T> __global__ void fill(T *p, T v) {\n"
    "    static_assert(cuda::std::is_arithmetic<T>::value, \"numbers only\");\n"
    "    p[threadIdx.x] = v;\n"
    "}\n"
    "template __global__ void fill<cuda::std::int64_t>(cuda::std::int64_t *, cuda::std::int64_t);\n",
    "#include <cub/block/block_reduce.cuh>\n"
    "extern \"C\" __global__ void block_sum(const int *in, int *out) {\n"
    "    typedef cub::BlockReduce<int, 128> reduce;\n"
    "    __shared__ typename reduce::TempStorage tmp;\n"
    "    int s = reduce(tmp).Sum(in[threadIdx.x]);\n"
    "    if (threadIdx.x == 0) *out = s;\n"
    "}\n",
};

static void toolkit_headers_compile_with_no_options(void) {
    const char *log = "", *fault = getenv("CUDACORE_FAULT");
    size_t i;
    if (!have_nvrtc()) SKIP("no NVRTC");
    if (!have_toolkit()) SKIP("no CUDA toolkit headers on this machine");
    for (i = fault && *fault ? 1 : 0; i < (fault && *fault ? 2 : sizeof SOURCES / sizeof SOURCES[0]); i++) { /* fault runs: one small one */
        cudacore_result r = compile(SOURCES[i], 0, &log);
        if (r != CUDACORE_SUCCESS) printf("  source %lu: %s\n%s\n", (unsigned long)i, cudacore_result_name(r), log);
        CHECK(r == CUDACORE_SUCCESS);
    }
    /* turned off: the same includes cannot be opened (and nothing is added to the log) */
    CHECK_ERR(compile(SOURCES[1], 1, &log), CUDACORE_ERROR_COMPILE);
    CHECK(strstr(log, "cuda_fp16.h") != NULL && strstr(log, "cudacore:") == NULL);
}

static void option_strings_show_the_directories(void) {
    static const char *mine[] = {"/my/include"};
    cudacore_program_options o;
    static t_toolkit tk;
    char buf[4096], want[1100];
    const char *user, *inc;
    if (!have_nvrtc()) SKIP("no NVRTC");
    if (!have_toolkit()) SKIP("no CUDA toolkit headers on this machine");
    t_toolkit_get(&tk);
    memset(&o, 0, sizeof o);
    o.arch = "sm_90";
    o.include_paths = mine;
    o.num_include_paths = 1;
    CHECK_OK(cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, buf, sizeof buf, NULL));
    snprintf(want, sizeof want, "--include-path=%s\n", tk.include);
    user = strstr(buf, "--include-path=/my/include\n");
    inc = strstr(buf, want);
    CHECK(user && inc && user < inc); /* the user's first */
    if (tk.cccl[0]) {
        snprintf(want, sizeof want, "--include-path=%s\n", tk.cccl);
        CHECK(strstr(buf, want) > inc);
        CHECK(!strcmp(tk.cccl + strlen(tk.include), "/cccl"));
    }
    o.no_toolkit_headers = 1;
    CHECK_OK(cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, buf, sizeof buf, NULL));
    CHECK(strstr(buf, tk.include) == NULL && strstr(buf, "--include-path=/my/include\n") != NULL);
    /* NVVM and PTX programs take no include directories */
    o.no_toolkit_headers = 0;
    o.include_paths = NULL;
    o.num_include_paths = 0;
    CHECK_OK(cudacore_program_options_format(&o, CUDACORE_PROGRAM_PTX, CUDACORE_CODE_CUBIN, buf, sizeof buf, NULL));
    CHECK(strstr(buf, "--include-path") == NULL);
}

/* The directories are options, so they are part of the cache key. */
static void cache_key_includes_the_directories(void) {
    char dir[512];
    cudacore_compile_cache_desc cd;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_object_code oc;
    uint64_t hits = 0, misses = 0;
    if (!have_nvrtc()) SKIP("no NVRTC");
    if (!have_toolkit()) SKIP("no CUDA toolkit headers on this machine");
    if (!t_mkdtemp(dir, sizeof dir, "cudacore-test-tk-cache")) SKIP("no temporary folder");
    memset(&cd, 0, sizeof cd);
    cd.dir = dir;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    CHECK_OK(cudacore_compile_cache_clear());
    cudacore_compile_cache_reset_stats();
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = "extern \"C\" __global__ void k(int *x) { *x = 1; }\n";
    o.arch = "sm_90";
    CHECK_OK(cudacore_program_create(&d, &p));
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc));
    CHECK_OK(cudacore_object_code_destroy(oc));
    o.no_toolkit_headers = 1;
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc));
    CHECK_OK(cudacore_object_code_destroy(oc));
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc));
    CHECK_OK(cudacore_object_code_destroy(oc));
    CHECK_OK(cudacore_program_destroy(p));
    CHECK_OK(cudacore_compile_cache_stats(&hits, &misses));
    CHECK(misses == 2 && hits == 1);
    CHECK_OK(cudacore_compile_cache_clear());
    t_rmtree(dir);
    memset(&cd, 0, sizeof cd);
    CHECK_OK(cudacore_compile_cache_configure(&cd));
}

/* A given directory is used as is; when it is not there, the failed
   compile's log and error detail say where cudacore looked. */
static void not_found_says_where_it_looked(void) {
    const char *log = "";
    if (!have_nvrtc()) SKIP("no NVRTC");
    setup_with("/nonexistent/cuda/include");
    CHECK_ERR(compile(SOURCES[1], 0, &log), CUDACORE_ERROR_COMPILE);
    CHECK(strstr(log, "cuda_fp16.h") != NULL);
    CHECK(strstr(log, "cudacore: no CUDA toolkit headers were found") != NULL);
    CHECK(strstr(log, "cudacore_desc.cuda_include_path: /nonexistent/cuda/include (not a directory)") != NULL);
    CHECK(strstr(cudacore_last_error()->detail, "Looked in:") != NULL);
    /* a compile that needs no header is not affected */
    CHECK_OK(compile("extern \"C\" __global__ void k(int *x) { *x = 1; }\n", 0, &log));
    /* the environment variable, when the desc gives none */
    t_setenv("CUDACORE_CUDA_INCLUDE_PATH", "/nonexistent/env/include");
    setup_with(NULL);
    CHECK_ERR(compile(SOURCES[1], 0, &log), CUDACORE_ERROR_COMPILE);
    CHECK(strstr(log, "CUDACORE_CUDA_INCLUDE_PATH: /nonexistent/env/include (not a directory)") != NULL);
    t_setenv("CUDACORE_CUDA_INCLUDE_PATH", NULL);
    setup_with(NULL);
    if (have_toolkit()) CHECK_OK(compile(SOURCES[1], 0, &log)); /* found again after the next setup */
}

/* A given directory that exists is used, with its cccl subdirectory. */
static void given_directory_is_used(void) {
    static t_toolkit tk;
    char inc[1024];
    const char *log = "";
    if (!have_nvrtc()) SKIP("no NVRTC");
    setup_with(NULL);
    if (!have_toolkit()) SKIP("no CUDA toolkit headers on this machine");
    t_toolkit_get(&tk);
    memcpy(inc, tk.include, sizeof inc);
    setup_with(inc);
    t_toolkit_get(&tk);
    CHECK(!strcmp(tk.include, inc));
    CHECK(strstr(tk.looked, "cudacore_desc.cuda_include_path") != NULL);
    CHECK_OK(compile(SOURCES[2], 0, &log));
    setup_with(NULL);
}

int main(void) {
    t_setup_quiet();
    RUN(toolkit_headers_compile_with_no_options);
    RUN(option_strings_show_the_directories);
    RUN(cache_key_includes_the_directories);
    RUN(not_found_says_where_it_looked);
    RUN(given_directory_is_used);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
