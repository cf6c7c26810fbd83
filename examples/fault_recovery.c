/* fault_recovery -- a kernel with an indexing bug faults; the program says
   what happened and survives it by running the GPU work in a child process.
   row_sums adds up each row of a rows x cols matrix. The buggy version
   strides rows by the matrix's element count (r * n) instead of its row
   length (r * cols): row r starts r * 64 MB into memory, the last rows
   about 256 GB past the matrix's start, in memory no GPU maps, and the
   kernel faults with an illegal address (every run, every GPU).
   A fault is a STICKY error: CUDA ends every GPU context of the process
   (every device's), and the driver allows no recovery inside it; cudacore
   returns CUDACORE_ERROR_CONTEXT_LOST with a message that says so (see
   LOST CONTEXTS in cudacore.h). So the GPU work runs in a child: this
   program runs itself again ("fault_recovery child buggy"); the child meets
   the fault, prints the error a student sees, asks cudacore_device_health,
   tries cudacore_device_reset (which says no recovery is possible on
   today's drivers) and exits with status 42. The parent, which never
   touched CUDA, then starts a new child with the corrected kernel, on the
   same device, and checks its sums exactly.
   Without a GPU the child says so and the program prints "skipped: no GPU".
   Under compute-sanitizer (CUDACORE_SANITIZE=1) the buggy child is not run:
   memcheck reports the faulting kernel as the error it is.
   Next: streams_events -- streams, events and timing.
   Build: cc -std=c99 examples/fault_recovery.c -o fault_recovery -ldl -lpthread */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(_WIN32)
#include <sys/wait.h>
#endif

#define ROWS 4096
#define COLS 4096
#define CHILD_NO_GPU 3   /* the child's status: no GPU */
#define CHILD_LOST 42    /* the child's status: the kernel faulted, the context is lost */

static const char *buggy =
    "extern \"C\" __global__ void row_sums(const float *m, float *sums, int rows, int cols) {\n"
    "    int r = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    size_t n = (size_t)rows * cols;\n"
    "    float s = 0.0f;\n"
    "    if (r >= rows) return;\n"
    "    for (int c = 0; c < cols; c++) s += m[r * n + c]; /* BUG: the stride of a row is cols, not n */\n"
    "    sums[r] = s;\n"
    "}\n";
static const char *fixed =
    "extern \"C\" __global__ void row_sums(const float *m, float *sums, int rows, int cols) {\n"
    "    int r = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    float s = 0.0f;\n"
    "    if (r >= rows) return;\n"
    "    for (int c = 0; c < cols; c++) s += m[(size_t)r * cols + c];\n"
    "    sums[r] = s;\n"
    "}\n";

/* The child: row sums on device 0 with the given source; its exit status. */
static int child(const char *source) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer bm, bs;
    cudacore_CUdeviceptr pm, ps;
    cudacore_launch_config cfg;
    cudacore_device_health_info health;
    cudacore_result r;
    float *m = (float *)malloc((size_t)ROWS * COLS * sizeof(float)), sums[ROWS];
    int rows = ROWS, cols = COLS, ndev = 0, i, j, bad = 0;
    void *args[4];
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    if (!m) return 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) return CHILD_NO_GPU;
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "row_sums.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "row_sums", &k));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, (size_t)ROWS * COLS * sizeof(float), s, &bm));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof sums, s, &bs));
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++) m[(size_t)i * COLS + j] = (float)((i + j) % 8); /* small integers: the sums are exact */
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bm, 0, m, (size_t)ROWS * COLS * sizeof(float), s));
    CUDACORE_CHECK(cudacore_buffer_native(bm, &pm));
    CUDACORE_CHECK(cudacore_buffer_native(bs, &ps));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = ROWS / 256;
    args[0] = &pm, args[1] = &ps, args[2] = &rows, args[3] = &cols;
    r = cudacore_launch(s, &cfg, k, args, 4);
    if (r == CUDACORE_SUCCESS) r = cudacore_buffer_copy_to_host(sums, bs, 0, sizeof sums, s);
    if (r == CUDACORE_SUCCESS) r = cudacore_stream_synchronize(s);
    if (r == CUDACORE_ERROR_CONTEXT_LOST) {
        printf("child: the kernel faulted. What cudacore says:\n");
        cudacore_print_error(stdout);
        CUDACORE_CHECK(cudacore_device_health(0, &health));
        printf("child: device 0 usable: %s (%s)\n", health.usable ? "yes" : "no", health.why);
        if (cudacore_device_reset(0) != CUDACORE_SUCCESS) printf("child: cudacore_device_reset(0): %s\n", cudacore_last_error()->message);
        free(m);
        return CHILD_LOST; /* (the process's GPU work is lost: nothing more to free on the GPU) */
    }
    CUDACORE_CHECK(r);
    for (i = 0; i < ROWS; i++) {
        float want = 0.0f;
        for (j = 0; j < COLS; j++) want += m[(size_t)i * COLS + j];
        bad += sums[i] != want;
    }
    printf("child: %d rows summed, %d wrong\n", ROWS, bad);
    CUDACORE_CHECK(cudacore_buffer_free(bm, s));
    CUDACORE_CHECK(cudacore_buffer_free(bs, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    cudacore_shutdown();
    free(m);
    return bad ? 1 : 0;
}

/* Runs this program again as "child WHICH"; the child's exit status (-1: it
   did not exit normally). */
static int run_child(const char *self, const char *which) {
    char cmd[1200];
    int rc;
    snprintf(cmd, sizeof cmd, "\"%s\" child %s", self, which);
    fflush(stdout);
    rc = system(cmd);
#if !defined(_WIN32)
    if (rc == -1 || !WIFEXITED(rc)) return -1;
    rc = WEXITSTATUS(rc);
#endif
    return rc;
}

int main(int argc, char **argv) {
    const char *san = getenv("CUDACORE_SANITIZE");
    int rc;
    if (argc == 3 && !strcmp(argv[1], "child")) return child(!strcmp(argv[2], "buggy") ? buggy : fixed);
    if (san && san[0] == '1') {
        printf("CUDACORE_SANITIZE=1: the buggy kernel is not run (memcheck reports its fault); the corrected one is\n");
    } else {
        printf("parent: running the buggy kernel in a child process\n");
        rc = run_child(argv[0], "buggy");
        if (rc == CHILD_NO_GPU) {
            printf("skipped: no GPU\n");
            return 0;
        }
        if (rc != CHILD_LOST) {
            printf("parent: the buggy child exited with %d, not the fault it was written to meet\n", rc);
            return 1;
        }
        printf("parent: the child's GPU context was lost; a new process gets a new one\n");
    }
    printf("parent: running the corrected kernel in a new child process, on the same device\n");
    rc = run_child(argv[0], "fixed");
    if (rc == CHILD_NO_GPU) {
        printf("skipped: no GPU\n");
        return 0;
    }
    printf(rc == 0 ? "parent: the corrected kernel's sums are exact\n" : "parent: the corrected child failed (%d)\n", rc);
    return rc == 0 ? 0 : 1;
}
