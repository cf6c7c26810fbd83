/* nccl_allreduce -- one data-parallel training step across processes, one
   per GPU, on one machine or many: each rank computes a local gradient with
   an NVRTC kernel, NCCL all-reduces the gradients, and every rank checks the
   sum on the host (exactly: the values are small multiples of 1/4).

   The program has no MPI or socket code. Its rank and the number of ranks
   come from the launcher's environment (cudacore_nccl_env_get), and the
   ranks find each other through NCCL's own bootstrap: NCCL_COMM_ID names
   host:port where rank 0 listens (cudacore_communicator_create_from_env).

     ./build/examples/nccl_allreduce                                # a job of one
     mpirun -np 2 -x NCCL_COMM_ID=127.0.0.1:29500 ./build/examples/nccl_allreduce
     for r in 0 1; do NCCL_COMM_ID=127.0.0.1:29500 CUDACORE_RANK=$r CUDACORE_WORLD_SIZE=2 \
         ./build/examples/nccl_allreduce & done; wait                # no MPI at all

   Several machines: the same, with NCCL_COMM_ID naming rank 0's machine
   (NCCL_COMM_ID=10.0.0.1:29500 mpirun -np 16 -H a:8,b:8 -x NCCL_COMM_ID ...),
   or the loop run on each machine with its own ranks. Each process takes the
   GPU of its local rank. A timeout makes a rank whose peer died report an
   error instead of waiting forever. Without a GPU it compiles the kernel
   and says "skipped: no GPU"; without NCCL, "skipped: NCCL is not installed".
   Next: system_monitor -- what the GPUs are doing: NVML telemetry.
   Build: cc -std=c99 examples/nccl_allreduce.c -o nccl_allreduce -ldl -lpthread */
#define _POSIX_C_SOURCE 200809L /* setenv */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The gradient of rank r's loss 0.5 * (r + 1) * w^2 at w. */
static const char *source =
    "extern \"C\" __global__ void local_gradient(float *g, const float *w, float scale, size_t n) {\n"
    "    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)\n"
    "        g[i] = scale * w[i];\n"
    "}\n";

#define N ((size_t)1 << 20)

int main(void) {
    cudacore_desc desc;
    cudacore_nccl_env env;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_communicator comm;
    cudacore_communicator_desc cd;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer w, g;
    cudacore_CUdeviceptr pw, pg;
    cudacore_launch_config cfg;
    float *host, scale;
    size_t i, bad = 0, n = N;
    int ndev = 0, dev;

    /* This repository's rule on shared GPU hosts: no NVLink multicast (NVLS). */
    setenv("NCCL_NVLS_ENABLE", "0", 1);
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    CUDACORE_CHECK(cudacore_nccl_env_get(&env)); /* rank 0 of 1 without a launcher */

    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "gradient.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        cudacore_program_options o;
        memset(&o, 0, sizeof o);
        o.arch = "compute_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_PTX, &o, &code));
        printf("rank %d of %d: compiled the gradient kernel to PTX\nskipped: no GPU\n", env.rank, env.size);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    if (cudacore_library_load(CUDACORE_LIBRARY_NCCL, NULL) != CUDACORE_SUCCESS) {
        printf("skipped: NCCL is not installed (%s)\n", cudacore_last_error()->message);
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }

    /* one GPU per process: the local rank's (NCCL refuses two ranks on one GPU) */
    dev = (env.local_rank >= 0 ? env.local_rank : env.rank) % ndev;
    CUDACORE_CHECK(cudacore_device_set_current(dev));
    memset(&cd, 0, sizeof cd);
    cd.timeout_ms = 120000; /* a dead peer: an error after 2 minutes, not a hang */
    CUDACORE_CHECK(cudacore_communicator_create_from_env(&cd, &comm));
    printf("rank %d of %d on GPU %d (%s%s%s)\n", env.rank, env.size, dev, env.rank_var[0] ? "from " : "a job of one",
           env.rank_var, env.comm_id[0] ? ", NCCL_COMM_ID set" : "");

    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "local_gradient", &k));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(dev, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &w));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &g));
    CUDACORE_CHECK(cudacore_buffer_native(w, &pw));
    CUDACORE_CHECK(cudacore_buffer_native(g, &pg));

    /* the same weights on every rank (a real program would broadcast them from rank 0) */
    host = (float *)malloc(N * sizeof(float));
    if (!host) return 1;
    for (i = 0; i < N; i++) host[i] = (float)(i % 100) * 0.25f;
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(w, 0, host, N * sizeof(float), s));

    /* the local gradient, then its sum over all ranks, in place, on the same stream */
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1024;
    cfg.block[0] = 256;
    scale = (float)(env.rank + 1);
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pg), CUDACORE_ARG(cudacore_CUdeviceptr, pw),
                                   CUDACORE_ARG(float, scale), CUDACORE_ARG(size_t, n)));
    CUDACORE_CHECK(cudacore_communicator_all_reduce(comm, g, 0, g, 0, N, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(host, g, 0, N * sizeof(float), s));
    CUDACORE_CHECK(cudacore_communicator_synchronize(comm, s)); /* waits, watching for a dead peer */

    /* sum over r of (r + 1) * w = w * size * (size + 1) / 2 */
    for (i = 0; i < N; i++) {
        float want = (float)(i % 100) * 0.25f * (float)(env.size * (env.size + 1) / 2);
        if (host[i] != want) {
            if (bad < 5) printf("rank %d: g[%lu] = %g, want %g\n", env.rank, (unsigned long)i, (double)host[i], (double)want);
            bad++;
        }
    }
    if (bad) printf("rank %d: FAILED: %lu of %lu gradients wrong\n", env.rank, (unsigned long)bad, (unsigned long)N);
    else printf("rank %d: all-reduced %lu gradients over %d rank%s: every value correct\n", env.rank, (unsigned long)N, env.size, env.size == 1 ? "" : "s");

    free(host);
    CUDACORE_CHECK(cudacore_buffer_free(w, s));
    CUDACORE_CHECK(cudacore_buffer_free(g, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_communicator_destroy(comm)); /* every rank destroys its own */
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    return bad ? 1 : 0;
}
