/* tools/cudacore-nvrtc, run as a program on a small .cu in a temporary
   directory: PTX, CUBIN and LTO-IR for an explicit arch (no GPU needed), name
   expressions, in-memory headers, the compile cache (hit, bypass), a compile
   error's exit status and log, and the command-line errors. Needs NVRTC; the
   tool is found next to this test's build directory (build/cudacore-nvrtc)
   or through CUDACORE_NVRTC_TOOL. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "runs the tool through popen and sh (POSIX-only)"
#include "../test.h"
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char tool[1024], dir[256];
static char out[65536]; /* the last run's stdout + stderr */

static const char *KSRC =
    "#include \"bias.h\"\n"
    "template <typename T> __global__ void add(T *x, T v) { x[threadIdx.x] += v + (T)BIAS; }\n"
    "extern \"C\" __global__ void plain(int *x) { *x = 42; }\n";

static int have_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    cudacore_clear_error();
    return ok;
}

static int write_text(const char *name, const char *text) {
    char path[512];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "w");
    if (!f) return 0;
    fputs(text, f);
    return fclose(f) == 0;
}

/* Runs the tool in dir with `args`; returns its exit status (-1: did not run). */
static int run_tool(const char *args) {
    char cmd[2048];
    FILE *p;
    size_t n = 0;
    int st;
    snprintf(cmd, sizeof cmd, "cd '%s' && CUDACORE_CACHE_DIR='%s/cache' '%s' %s 2>&1", dir, dir, tool, args);
    p = popen(cmd, "r");
    if (!p) return -1;
    while (n < sizeof out - 1) {
        size_t got = fread(out + n, 1, sizeof out - 1 - n, p);
        if (!got) break;
        n += got;
    }
    out[n] = 0;
    st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Reads dir/name into buf; returns the size, or -1. */
static long read_out(const char *name, char *buf, size_t cap) {
    char path[512];
    FILE *f;
    size_t n;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "rb");
    if (!f) return -1;
    n = fread(buf, 1, cap - 1, f);
    buf[n] = 0;
    fclose(f);
    return (long)n;
}

/* make test builds cudacore-nvrtc first: without it, a failure; without
   NVRTC (a machine with no toolkit), a counted skip. */
#define NEED_NVRTC_TOOL() \
    do { \
        NEED_SETUP_DONE(tool[0]); \
        if (!have_nvrtc()) SKIP("no NVRTC"); \
    } while (0)

static char file[1 << 20];

static void ptx_with_name_expression(void) {
    int rc;
    long n;
    NEED_NVRTC_TOOL();
    rc = run_tool("--ptx -arch=compute_90 --name-expression='add<float>' k.cu -o k.ptx");
    if (rc != 0) printf("%s", out);
    CHECK(rc == 0);
    CHECK(strstr(out, "add<float>\t_Z3addIfEvPT_S0_") != NULL); /* the lowered name, for scripts */
    n = read_out("k.ptx", file, sizeof file);
    CHECK(n > 100);
    CHECK(strstr(file, ".visible .entry plain") != NULL);
    CHECK(strstr(file, ".entry _Z3addIfEvPT_S0_(") != NULL);
    CHECK(strstr(file, ".target sm_90") != NULL);
}

static void cubin_default_name_and_cache(void) {
    int rc;
    long n;
    NEED_NVRTC_TOOL();
    rc = run_tool("-arch=sm_90 -v k.cu"); /* default output: k.cubin; first compile: a miss */
    if (rc != 0) printf("%s", out);
    CHECK(rc == 0);
    CHECK(strstr(out, "compile cache: miss") != NULL);
    CHECK(strstr(out, "-arch=sm_90\n") != NULL); /* -v shows the NVRTC options */
    n = read_out("k.cubin", file, sizeof file);
    CHECK(n > 100 && !memcmp(file, "\177ELF", 4));
    rc = run_tool("-arch=sm_90 -v k.cu -o k2.cubin"); /* same source and options: a hit, same bytes */
    CHECK(rc == 0);
    CHECK(strstr(out, "compile cache: hit") != NULL);
    {
        static char again[1 << 20];
        CHECK(read_out("k2.cubin", again, sizeof again) == n && !memcmp(file, again, (size_t)n));
    }
    rc = run_tool("-arch=sm_90 -v --no-cache k.cu -o k3.cubin");
    CHECK(rc == 0);
    CHECK(strstr(out, "compile cache: bypassed") != NULL);
    CHECK(read_out("k3.cubin", file, sizeof file) > 100 && !memcmp(file, "\177ELF", 4));
}

static void ltoir_and_options(void) {
    int rc;
    long n;
    NEED_NVRTC_TOOL();
    rc = run_tool("--ltoir -arch=sm_90 -rdc -std=c++17 -DBIAS2=3 -O3 --ftz=true -lineinfo k.cu -o k.ltoir");
    if (rc != 0) printf("%s", out);
    CHECK(rc == 0);
    n = read_out("k.ltoir", file, sizeof file);
    CHECK(n > 16 && memcmp(file, "\177ELF", 4) != 0);
    rc = run_tool("--dryrun --ltoir -arch=90 -rdc -std=c++17 -DX=1 -I inc -O2 --fmad=false --use_fast_math -G k.cu");
    CHECK(rc == 0);
    CHECK(strstr(out, "-arch=compute_90\n") && strstr(out, "--relocatable-device-code=true\n") && strstr(out, "--std=c++17\n"));
    CHECK(strstr(out, "--define-macro=X=1\n") && strstr(out, "--include-path=inc\n") && strstr(out, "--ptxas-options=-O2\n"));
    CHECK(strstr(out, "--fmad=false\n") && strstr(out, "--use_fast_math\n") && strstr(out, "--device-debug\n"));
    CHECK(strstr(out, "--dlink-time-opt\n") != NULL);
}

static void in_memory_header(void) {
    int rc;
    NEED_NVRTC_TOOL();
    CHECK(write_text("other_bias.txt", "#define BIAS 7\n"));
    /* the in-memory header wins over bias.h on disk */
    rc = run_tool("--ptx -arch=compute_90 --header bias.h=other_bias.txt --name-expression='add<float>' --no-cache k.cu -o h.ptx");
    if (rc != 0) printf("%s", out);
    CHECK(rc == 0);
    CHECK(read_out("h.ptx", file, sizeof file) > 100);
    CHECK(strstr(file, "0f40E00000") != NULL);  /* v + 7.0f: BIAS came from the in-memory header */
    CHECK(strstr(file, "0f3F800000") == NULL);  /* not 1.0f from bias.h on disk */
}

static void toolkit_headers_like_nvcc(void) {
    const char *home = getenv("CUDA_HOME");
    char probe[600];
    int rc;
    NEED_NVRTC_TOOL();
    snprintf(probe, sizeof probe, "%s/include/cuda_fp16.h", home && *home ? home : "/usr/local/cuda");
    if (access(probe, F_OK) != 0) SKIP("no toolkit headers");
    CHECK(write_text("half.cu", "#include <cuda_fp16.h>\nextern \"C\" __global__ void h(__half *x) { x[0] = __float2half(1.0f) + x[1]; }\n"));
    rc = run_tool("-arch=sm_90 --no-cache half.cu");
    if (rc != 0) printf("%s", out);
    CHECK(rc == 0);
    rc = run_tool("-arch=sm_90 --no-cache --no-toolkit-include half.cu -o half2.cubin");
    CHECK(rc == 1 && strstr(out, "cuda_fp16.h"));
}

static void compile_error_exit_status_and_log(void) {
    int rc;
    NEED_NVRTC_TOOL();
    CHECK(write_text("bad.cu", "__global__ void k(int *x) { *x = undefined_thing; }\n"));
    rc = run_tool("-arch=sm_90 bad.cu");
    CHECK(rc == 1);
    CHECK(strstr(out, "undefined_thing") != NULL);
    CHECK(strstr(out, "bad.cu(1): error") != NULL);
    {
        char path[512];
        snprintf(path, sizeof path, "%s/bad.cubin", dir);
        CHECK(access(path, F_OK) != 0); /* nothing written */
    }
}

static void command_line_errors(void) {
    int rc;
    NEED_NVRTC_TOOL();
    rc = run_tool("");
    CHECK(rc == 2 && strstr(out, "no input file"));
    rc = run_tool("-arch");
    CHECK(rc == 2 && strstr(out, "needs a value"));
    rc = run_tool("--ftz=maybe k.cu");
    CHECK(rc == 2);
    rc = run_tool("--help");
    CHECK(rc == 0 && strstr(out, "usage: cudacore-nvrtc") && strstr(out, "--name-expression"));
    rc = run_tool("-arch=sm_90 missing.cu");
    CHECK(rc == 3 && strstr(out, "missing.cu"));
    rc = run_tool("-arch=sm_90 --not-an-nvrtc-option k.cu -o x.cubin");
    CHECK(rc == 3 && strstr(out, "not-an-nvrtc-option"));
    rc = run_tool("-arch=bogus k.cu");
    CHECK(rc == 3 && strstr(out, "bogus"));
}

int main(int argc, char **argv) {
    const char *env = getenv("CUDACORE_NVRTC_TOOL");
    (void)argc;
    t_setup_quiet();
    if (env && *env) snprintf(tool, sizeof tool, "%s", env);
    else {
        const char *slash = strrchr(argv[0], '/');
        if (slash) snprintf(tool, sizeof tool, "%.*s/../cudacore-nvrtc", (int)(slash - argv[0]), argv[0]);
        else snprintf(tool, sizeof tool, "../cudacore-nvrtc");
    }
    if (access(tool, X_OK) != 0) {
        printf("  %s is not built (make tools; make test builds it)\n", tool);
        tool[0] = 0;
    } else if (tool[0] != '/') { /* the tool runs from the temp dir: make the path absolute */
        char cwd[512], rel[1024];
        memcpy(rel, tool, sizeof rel);
        if (getcwd(cwd, sizeof cwd) && strlen(cwd) + strlen(rel) + 2 <= sizeof tool) {
            strcpy(tool, cwd);
            strcat(tool, "/");
            strcat(tool, rel);
        }
    }
    snprintf(dir, sizeof dir, "/tmp/cudacore-nvrtc-tool-%d", (int)getpid());
    mkdir(dir, 0755);
    if (!write_text("k.cu", KSRC) || !write_text("bias.h", "#define BIAS 1\n")) {
        printf("FAIL - cannot write to %s\n", dir);
        return 1;
    }
    RUN(ptx_with_name_expression);
    RUN(cubin_default_name_and_cache);
    RUN(ltoir_and_options);
    RUN(in_memory_header);
    RUN(toolkit_headers_like_nvcc);
    RUN(compile_error_exit_status_and_log);
    RUN(command_line_errors);
    {
        char cmd[300];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        if (system(cmd)) {}
    }
    TEST_EXIT();
}
