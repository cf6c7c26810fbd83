/* A real NVTX tool reads cudacore's ranges: Nsight Compute filters kernels by
   them. examples/profiling launches inside_kernel inside the push/pop range
   "profiled" of the domain "cudacore" and outside_kernel after it, so
     ncu --nvtx --nvtx-include "cudacore@profiled/" build/examples/profiling
   must profile inside_kernel and nothing else, while ncu without the filter
   profiles both (the filter chose, not the program). The commands and ncu's
   output are printed (README: Profiling quotes them).
   Skips without a GPU, without ncu (PATH, then $CUDA_HOME/bin and
   /usr/local/cuda/bin; CUDACORE_NCU names one), without the example built
   (build/tests/../examples or CUDACORE_EXAMPLES_DIR), and under another CUDA
   tool: compute-sanitizer runs the GPU tests (CUDA_INJECTION64_PATH is set,
   or CUDACORE_SANITIZE=1), and ncu cannot run inside it. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <unistd.h>

static char ncu[1100], example[1100], out[1 << 16];

static int executable(const char *path) { return access(path, X_OK) == 0; }

static int find_ncu(void) {
    const char *e = getenv("CUDACORE_NCU"), *home = getenv("CUDA_HOME"), *path = getenv("PATH");
    char buf[1100];
    if (e && *e) {
        snprintf(ncu, sizeof ncu, "%s", e);
        return executable(ncu);
    }
    while (path && *path) {
        size_t n = strcspn(path, ":");
        snprintf(buf, sizeof buf, "%.*s/ncu", (int)n, path);
        if (n && executable(buf)) {
            snprintf(ncu, sizeof ncu, "%s", buf);
            return 1;
        }
        path += n + (path[n] == ':');
    }
    if (home && *home) {
        snprintf(ncu, sizeof ncu, "%s/bin/ncu", home);
        if (executable(ncu)) return 1;
    }
    snprintf(ncu, sizeof ncu, "/usr/local/cuda/bin/ncu");
    return executable(ncu);
}

/* Runs ncu with `filter` ("" for none) on the example; fills out with what it
   printed and counts the kernels it profiled (its "==PROF== Profiling" lines),
   and those named inside_kernel. Returns the exit status, -1 if it did not run. */
static int run_ncu(const char *filter, int *profiled, int *inside) {
    char cmd[3000], line[1024];
    size_t used = 0;
    int st;
    FILE *p;
    snprintf(cmd, sizeof cmd, "%s'%s' %s --metrics gpu__time_duration.sum '%s' 2>&1", executable("/usr/bin/timeout") ? "/usr/bin/timeout 300 " : "",
             ncu, filter, example);
    printf("  $ %s\n", cmd);
    *profiled = *inside = 0;
    out[0] = 0;
    fflush(stdout);
    if (!(p = popen(cmd, "r"))) return -1;
    while (fgets(line, sizeof line, p)) {
        size_t n = strlen(line);
        if (!strncmp(line, "==PROF== Profiling \"", 20)) {
            (*profiled)++;
            if (!strncmp(line + 20, "inside_kernel\"", 14)) (*inside)++;
        }
        if (used + n < sizeof out) memcpy(out + used, line, n + 1), used += n;
        printf("  | %s%s", line, n && line[n - 1] == '\n' ? "" : "\n"); /* (indented: never read as a test line) */
    }
    st = pclose(p);
    return st == -1 ? -1 : (st >> 8) & 0xFF;
}

static int ready(void) {
    const char *s = getenv("CUDACORE_SANITIZE"), *inj = getenv("CUDA_INJECTION64_PATH");
    if ((s && s[0] == '1') || (inj && *inj)) {
        t_skip_reason = "runs under another CUDA tool (compute-sanitizer): ncu cannot run inside it";
        return 0;
    }
    if (!find_ncu()) {
        t_skip_reason = "Nsight Compute (ncu) not found (PATH, $CUDA_HOME/bin, /usr/local/cuda/bin; CUDACORE_NCU)";
        return 0;
    }
    if (!executable(example)) {
        t_skip_reason = "examples/profiling is not built (make examples)";
        return 0;
    }
    return 1;
}

static void ncu_profiles_only_the_kernel_inside_the_cudacore_range(void) {
    int rc, profiled, inside;
    NEED_GPU();
    if (!ready()) return;
    rc = run_ncu("--nvtx --nvtx-include 'cudacore@profiled/'", &profiled, &inside);
    printf("  ncu exit %d: %d kernel(s) profiled, %d of them inside_kernel\n", rc, profiled, inside);
    CHECK(rc == 0);
    CHECK(strstr(out, "elements: ok") != NULL); /* the example's own check passed under ncu */
    CHECK(profiled == 1 && inside == 1);
}

static void ncu_without_the_filter_profiles_both(void) {
    int rc, profiled, inside;
    NEED_GPU();
    if (!ready()) return;
    rc = run_ncu("", &profiled, &inside);
    printf("  ncu exit %d: %d kernel(s) profiled, %d of them inside_kernel\n", rc, profiled, inside);
    CHECK(rc == 0);
    CHECK(profiled == 2 && inside == 1);
}

int main(int argc, char **argv) {
    const char *env = getenv("CUDACORE_EXAMPLES_DIR"), *slash = strrchr(argv[0], '/');
    (void)argc;
    if (env && *env) snprintf(example, sizeof example, "%s/profiling", env);
    else if (slash) snprintf(example, sizeof example, "%.*s/../examples/profiling", (int)(slash - argv[0]), argv[0]);
    else snprintf(example, sizeof example, "../examples/profiling");
    RUN(ncu_profiles_only_the_kernel_inside_the_cudacore_range);
    RUN(ncu_without_the_filter_profiles_both);
    TEST_EXIT();
}
