/* nccl_single_process -- every GPU of the machine in one process, driven by
   one thread: one communicator per GPU from cudacore_communicator_create_all
   (ncclCommInitAll), rank 0's weights broadcast to all, a local gradient per
   GPU from an NVRTC kernel, the gradients all-reduced -- each step issued for
   all GPUs between cudacore_nccl_group_start and _end, so that NCCL launches
   them together (one thread could not wait for one GPU's collective before
   issuing the next GPU's part) -- and every GPU's result checked on the host.
   The same data-parallel step as nccl_allreduce, without processes.
   Runs on one GPU too (a communicator of one). Without a GPU it compiles
   the kernel and says "skipped: no GPU".
   Next: nccl_allreduce -- the same step with one process per GPU, across machines.
   Build: cc -std=c99 examples/nccl_single_process.c -o nccl_single_process -ldl -lpthread */
#define _POSIX_C_SOURCE 200809L /* setenv */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *source =
    "extern \"C\" __global__ void local_gradient(float *g, const float *w, float scale, size_t n) {\n"
    "    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)\n"
    "        g[i] = scale * w[i];\n"
    "}\n";

#define N ((size_t)1 << 20)
#define MAX_GPUS 16

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_communicator comm[MAX_GPUS];
    cudacore_stream s[MAX_GPUS];
    cudacore_buffer w[MAX_GPUS], g[MAX_GPUS];
    cudacore_launch_config cfg;
    float *host;
    size_t i, bad = 0, n = N;
    int ndev = 0, d;

    setenv("NCCL_NVLS_ENABLE", "0", 1); /* this repository's rule on shared GPU hosts: no NVLink multicast */
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        cudacore_program_options o;
        memset(&o, 0, sizeof o);
        o.arch = "compute_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_PTX, &o, &code));
        printf("compiled the gradient kernel to PTX\nskipped: no GPU\n");
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    if (cudacore_library_load(CUDACORE_LIBRARY_NCCL, NULL) != CUDACORE_SUCCESS) {
        printf("skipped: NCCL is not installed (%s)\n", cudacore_last_error()->message);
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    if (ndev > MAX_GPUS) ndev = MAX_GPUS;
    host = (float *)malloc(N * sizeof(float));
    if (!host) return 1;

    /* rank d on GPU d (NULL: devices 0 .. ndev - 1) */
    CUDACORE_CHECK(cudacore_communicator_create_all(NULL, NULL, ndev, comm));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code)); /* for GPU 0's architecture */
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "local_gradient", &k));
    for (d = 0; d < ndev; d++) { /* objects are made on the current device */
        cudacore_memory_resource mr;
        CUDACORE_CHECK(cudacore_device_set_current(d));
        CUDACORE_CHECK(cudacore_stream_create(NULL, &s[d]));
        CUDACORE_CHECK(cudacore_device_memory_resource(d, &mr));
        CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s[d], &w[d]));
        CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s[d], &g[d]));
    }

    /* rank 0 holds the weights; one grouped broadcast gives them to every GPU */
    for (i = 0; i < N; i++) host[i] = (float)(i % 100) * 0.25f;
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(w[0], 0, host, N * sizeof(float), s[0]));
    CUDACORE_CHECK(cudacore_nccl_group_start());
    for (d = 0; d < ndev; d++) CUDACORE_CHECK(cudacore_communicator_broadcast(comm[d], w[d], 0, w[d], 0, N, CUDACORE_ncclFloat32, 0, s[d]));
    CUDACORE_CHECK(cudacore_nccl_group_end());

    /* each GPU's local gradient, then the sum over all of them */
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1024;
    cfg.block[0] = 256;
    for (d = 0; d < ndev; d++) {
        cudacore_CUdeviceptr pw, pg;
        float scale = (float)(d + 1);
        CUDACORE_CHECK(cudacore_device_set_current(d));
        CUDACORE_CHECK(cudacore_buffer_native(w[d], &pw));
        CUDACORE_CHECK(cudacore_buffer_native(g[d], &pg));
        CUDACORE_CHECK(CUDACORE_LAUNCH(s[d], &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pg), CUDACORE_ARG(cudacore_CUdeviceptr, pw),
                                       CUDACORE_ARG(float, scale), CUDACORE_ARG(size_t, n)));
    }
    CUDACORE_CHECK(cudacore_nccl_group_start());
    for (d = 0; d < ndev; d++) CUDACORE_CHECK(cudacore_communicator_all_reduce(comm[d], g[d], 0, g[d], 0, N, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s[d]));
    CUDACORE_CHECK(cudacore_nccl_group_end());

    for (d = 0; d < ndev; d++) {
        size_t wrong = 0;
        CUDACORE_CHECK(cudacore_buffer_copy_to_host(host, g[d], 0, N * sizeof(float), s[d]));
        CUDACORE_CHECK(cudacore_communicator_synchronize(comm[d], s[d]));
        for (i = 0; i < N; i++) wrong += host[i] != (float)(i % 100) * 0.25f * (float)(ndev * (ndev + 1) / 2);
        printf("GPU %d: %s\n", d, wrong ? "WRONG gradients" : "every all-reduced gradient correct");
        bad += wrong;
    }
    printf("%s: broadcast and all-reduce of %lu floats across %d GPU%s from one thread\n", bad ? "FAILED" : "done", (unsigned long)N, ndev,
           ndev == 1 ? "" : "s");

    for (d = 0; d < ndev; d++) {
        CUDACORE_CHECK(cudacore_buffer_free(w[d], s[d]));
        CUDACORE_CHECK(cudacore_buffer_free(g[d], s[d]));
        CUDACORE_CHECK(cudacore_stream_synchronize(s[d]));
        CUDACORE_CHECK(cudacore_stream_destroy(s[d]));
        CUDACORE_CHECK(cudacore_communicator_destroy(comm[d]));
    }
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(host);
    return bad ? 1 : 0;
}
