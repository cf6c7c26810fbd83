/* fast_start -- a first kernel sooner: the driver, device 0's context and
   NVRTC start on a thread of cudacore's (cudacore_desc.start_in_background)
   while the program does its own host work. Raw code pays its host work,
   then cuInit and the first context (some 140 ms on an H100 host), then
   NVRTC's first compile (70-80 ms for a small kernel); here the driver
   starts during the host work, NVRTC makes its first compile then too, and
   the program's own compile and launch wait only for what is still
   starting. The program normalises 16M samples (host work: generating
   them), compiles its kernel without giving an arch (device 0's, which the
   start learns), scales the samples on the GPU and checks every value.
   It prints when each step ended; cudacore_start_wait is never needed (it
   is shown at the end, where it returns at once).
   Without a GPU it compiles to PTX and prints "skipped: no GPU".
   Next: checkpoint -- a process checkpointed and restored, its device
   memory intact.
   Build: cc -std=c99 examples/fast_start.c -o fast_start -ldl -lpthread */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *source =
    "extern \"C\" __global__ void scale(float *x, float s, unsigned n) {\n"
    "    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) x[i] *= s;\n"
    "}\n";

#define N (16u << 20)

static double t0;
static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
static void step(const char *what) { printf("  %-44s %7.1f ms\n", what, now_ms() - t0); }

/* The program's own host work: N samples in [0, 1000), and their maximum. */
static float make_samples(float *x) {
    unsigned i, state = 12345;
    float top = 0;
    for (i = 0; i < N; i++) {
        state = state * 1664525u + 1013904223u;
        x[i] = (float)(state >> 8) / (float)(1u << 24) * 1000.0f;
        if (x[i] > top) top = x[i];
    }
    return top;
}

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer buf;
    cudacore_CUdeviceptr px;
    cudacore_launch_config cfg;
    float *x, *back, top, inv;
    unsigned n = N, i, bad = 0;
    int ndev = 0;

    t0 = now_ms();
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    desc.start_in_background = CUDACORE_START_DRIVER | CUDACORE_START_NVRTC; /* first thing in main */
    CUDACORE_CHECK(cudacore_setup(&desc));
    step("setup (the start thread runs from here)");

    x = (float *)malloc(N * sizeof *x);
    back = (float *)malloc(N * sizeof *back);
    if (!x || !back) return 1;
    top = make_samples(x);
    inv = 1.0f / top;
    step("host work: 16M samples made");

    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "scale.cu";
    memset(&opts, 0, sizeof opts);
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "compute_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_PTX, &opts, &code));
        printf("compiled scale to PTX for compute_90\nskipped: no GPU\n");
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        free(x), free(back);
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code)); /* no arch: device 0's */
    step("compiled (no arch given: device 0's)");
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "scale", &k)); /* needs the context */
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof *x, s, &buf));
    CUDACORE_CHECK(cudacore_buffer_native(buf, &px));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(buf, 0, x, N * sizeof *x, s));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1024;
    cfg.block[0] = 256;
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(float, inv), CUDACORE_ARG(unsigned, n)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(back, buf, 0, N * sizeof *back, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    step("first kernel done, results back");

    for (i = 0; i < N; i++)
        if (back[i] != x[i] * inv) bad++;
    printf("%u of %u samples scaled to [0, 1] correctly\n", N - bad, N);
    CUDACORE_CHECK(cudacore_start_wait()); /* (long done: returns at once) */

    CUDACORE_CHECK(cudacore_buffer_free(buf, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(x), free(back);
    return bad ? 1 : 0;
}
