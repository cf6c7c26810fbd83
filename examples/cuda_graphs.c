/* cuda_graphs -- capture a chain of kernel launches into a CUDA graph once,
   replay it many times (one launch call each), then give its kernels new
   arguments without instantiating again: by a whole-graph update from a new
   capture, and node by node. Every result is checked against the same
   arithmetic on the host.
   Next: frame_step -- the same done for you: a recurring step recorded once.
   Build: cc -std=c99 examples/cuda_graphs.c -o cuda_graphs -ldl -lpthread */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

#define N 4096
#define CHAIN 8      /* kernels in the captured chain */
#define REPLAYS 500

static const char *src =
    "extern \"C\" __global__ void axpb(float *x, int n, float a, float b) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = x[i] * a + b;\n"
    "}\n";

static cudacore_stream s;
static cudacore_kernel k;
static cudacore_buffer x;
static cudacore_CUdeviceptr px;

/* Captures CHAIN launches of x = x * a + b. */
static cudacore_graph capture_chain(float a, float b) {
    cudacore_launch_config cfg;
    cudacore_graph g;
    int n = N, i;
    void *args[4];
    args[0] = &px, args[1] = &n, args[2] = &a, args[3] = &b;
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = N / 256;
    CUDACORE_CHECK(cudacore_stream_begin_capture(s, NULL));
    for (i = 0; i < CHAIN; i++) CUDACORE_CHECK(cudacore_launch(s, &cfg, k, args, 4));
    CUDACORE_CHECK(cudacore_stream_end_capture(s, &g));
    return g;
}

/* Starts x at i, runs e `replays` times, checks x against the host. */
static int run_and_check(cudacore_graph_exec e, int replays, float a, float b, const char *what) {
    static float host[N], ref[N];
    struct timespec t0, t1;
    double us;
    int i, r, c;
    for (i = 0; i < N; i++) ref[i] = host[i] = (float)(i % 100);
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(x, 0, host, sizeof host, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (r = 0; r < replays; r++) CUDACORE_CHECK(cudacore_graph_launch(e, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    clock_gettime(CLOCK_MONOTONIC, &t1);
    us = (double)(t1.tv_sec - t0.tv_sec) * 1e6 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e3;
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(host, x, 0, sizeof host, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (r = 0; r < replays; r++)
        for (c = 0; c < CHAIN; c++)
            for (i = 0; i < N; i++) ref[i] = ref[i] * a + b; /* a is a power of two: no rounding differs */
    for (i = 0; i < N; i++)
        if (host[i] != ref[i]) {
            printf("%s: x[%d] = %g, expected %g\n", what, i, host[i], ref[i]);
            return 1;
        }
    printf("ok: %-34s %d replays x %d kernels, %.2f us per kernel\n", what, replays, CHAIN, us / (replays * CHAIN));
    return 0;
}

int main(void) {
    cudacore_program p;
    cudacore_program_desc pd;
    cudacore_object_code oc;
    cudacore_memory_resource mr;
    cudacore_graph g, g2;
    cudacore_graph_exec e;
    cudacore_graph_node nodes[CHAIN];
    size_t count = 0, i;
    float a = 0.25f, b = -1.0f;
    int n = N, dev_count = 0, bad = 0;
    void *args[4];
    if (cudacore_device_count(&dev_count) != CUDACORE_SUCCESS || dev_count == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    memset(&pd, 0, sizeof pd);
    pd.source = src;
    CUDACORE_CHECK(cudacore_program_create(&pd, &p));
    CUDACORE_CHECK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &oc));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "axpb", &k));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &x));
    CUDACORE_CHECK(cudacore_buffer_native(x, &px));

    /* 1. capture once, instantiate once, replay */
    g = capture_chain(0.5f, 1.0f);
    CUDACORE_CHECK(cudacore_graph_instantiate(g, NULL, &e));
    bad |= run_and_check(e, REPLAYS, 0.5f, 1.0f, "captured chain (a=0.5, b=1)");

    /* 2. new arguments by a whole-graph update: capture again, update e */
    g2 = capture_chain(2.0f, 3.0f);
    CUDACORE_CHECK(cudacore_graph_exec_update(e, g2, NULL));
    bad |= run_and_check(e, 10, 2.0f, 3.0f, "after whole-graph update (a=2, b=3)");
    CUDACORE_CHECK(cudacore_graph_destroy(g2));

    /* 3. new arguments node by node (nodes of the graph e was made from) */
    CUDACORE_CHECK(cudacore_graph_get_nodes(g, nodes, CHAIN, &count));
    args[0] = &px, args[1] = &n, args[2] = &a, args[3] = &b;
    for (i = 0; i < count && i < CHAIN; i++) CUDACORE_CHECK(cudacore_graph_exec_set_kernel_args(e, nodes[i], args, 4));
    bad |= run_and_check(e, 10, a, b, "after per-node updates (a=0.25, b=-1)");

    CUDACORE_CHECK(cudacore_graph_exec_destroy(e));
    CUDACORE_CHECK(cudacore_graph_destroy(g));
    CUDACORE_CHECK(cudacore_buffer_free(x, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(oc));
    CUDACORE_CHECK(cudacore_program_destroy(p));
    return bad;
}
