/* thread_block_cluster -- thread block clusters (compute capability 9.0+):
   blocks of one cluster run at the same time on neighbouring SMs, can
   synchronise with each other (cluster barrier) and read each other's shared
   memory (distributed shared memory). Each block publishes a value in its
   shared memory, the cluster synchronises, and each block reads its
   neighbour's value. cudacore's launch config takes the cluster shape in
   cfg.cluster; cfg.grid then COUNTS CLUSTERS (as in cuda.core), so the kernel
   sees gridDim = grid x cluster -- checked from inside the kernel too.
   The cluster operations are written as the PTX instructions they are (what
   cooperative_groups::this_cluster() wraps), so no toolkit headers are needed.
   Without a GPU it compiles for sm_90 and prints "skipped: no GPU"; on a GPU
   below 9.0 it says so and exits 0.
   Next: strided_views -- N-dimensional views of memory, and DLPack.
   Build: cc -std=c99 examples/thread_block_cluster.c -o thread_block_cluster -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

static const char *source =
    "__device__ unsigned sreg_cluster_ctarank() { unsigned r; asm volatile(\"mov.u32 %0, %%cluster_ctarank;\" : \"=r\"(r)); return r; }\n"
    "__device__ unsigned sreg_cluster_nctarank() { unsigned r; asm volatile(\"mov.u32 %0, %%cluster_nctarank;\" : \"=r\"(r)); return r; }\n"
    "__device__ unsigned sreg_clusterid_x() { unsigned r; asm volatile(\"mov.u32 %0, %%clusterid.x;\" : \"=r\"(r)); return r; }\n"
    "__device__ unsigned sreg_nclusterid_x() { unsigned r; asm volatile(\"mov.u32 %0, %%nclusterid.x;\" : \"=r\"(r)); return r; }\n"
    "__device__ unsigned sreg_cluster_nctaid_x() { unsigned r; asm volatile(\"mov.u32 %0, %%cluster_nctaid.x;\" : \"=r\"(r)); return r; }\n"
    "/* every thread of every block of the cluster arrives, then waits (release/acquire) */\n"
    "__device__ void cluster_sync() { asm volatile(\"barrier.cluster.arrive;\\n\\tbarrier.cluster.wait;\" ::: \"memory\"); }\n"
    "/* read a 32-bit value from the same shared variable in another block of the cluster */\n"
    "__device__ unsigned load_from_block(const unsigned *shared_var, unsigned rank) {\n"
    "    unsigned local = (unsigned)__cvta_generic_to_shared(shared_var), remote, v;\n"
    "    asm volatile(\"mapa.shared::cluster.u32 %0, %1, %2;\" : \"=r\"(remote) : \"r\"(local), \"r\"(rank));\n"
    "    asm volatile(\"ld.shared::cluster.u32 %0, [%1];\" : \"=r\"(v) : \"r\"(remote) : \"memory\");\n"
    "    return v;\n"
    "}\n"
    "extern \"C\" __global__ void neighbours(unsigned *out, unsigned *dims) {\n"
    "    __shared__ unsigned mine;\n"
    "    unsigned rank = sreg_cluster_ctarank(), size = sreg_cluster_nctarank();\n"
    "    if (threadIdx.x == 0) mine = 1000u * sreg_clusterid_x() + rank;\n"
    "    cluster_sync(); /* every block's `mine` is written */\n"
    "    if (threadIdx.x == 0) out[blockIdx.x] = load_from_block(&mine, (rank + 1) % size);\n"
    "    if (blockIdx.x == 0 && threadIdx.x == 0) {\n"
    "        dims[0] = gridDim.x; dims[1] = sreg_cluster_nctaid_x(); dims[2] = sreg_nclusterid_x(); dims[3] = size;\n"
    "    }\n"
    "    cluster_sync(); /* no block exits while a neighbour may still read its shared memory */\n"
    "}\n";

#define CLUSTERS 16
#define CLUSTER 4
#define BLOCKS (CLUSTERS * CLUSTER)

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_device_info info;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer bout, bdims;
    cudacore_CUdeviceptr pout, pdims;
    cudacore_launch_config cfg;
    unsigned out[BLOCKS], dims[4];
    int ndev = 0, b, bad = 0, max_cluster = 0, active = 0;
    size_t size = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "neighbours.cu";
    memset(&opts, 0, sizeof opts);
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "sm_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
        CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
        printf("compiled neighbours to %lu bytes of CUBIN for sm_90\nskipped: no GPU\n", (unsigned long)size);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_device_get_info(0, &info));
    if (info.cc_major < 9) {
        printf("skipped: thread block clusters need compute capability 9.0; device 0 (%s) is %d.%d\n", info.name, info.cc_major, info.cc_minor);
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "neighbours", &k));

    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = CLUSTERS;  /* clusters, not blocks */
    cfg.cluster[0] = CLUSTER; /* blocks per cluster */
    cfg.block[0] = 128;
    CUDACORE_CHECK(cudacore_kernel_max_potential_cluster_size(k, &cfg, &max_cluster));
    CUDACORE_CHECK(cudacore_kernel_max_active_clusters(k, &cfg, &active));
    printf("%s: clusters of up to %d blocks; %d clusters of %d can be resident at once\n", info.name, max_cluster, active, CLUSTER);
    if (max_cluster < CLUSTER || active < 1) {
        printf("FAILED: the occupancy API says a cluster of %d cannot run\n", CLUSTER);
        return 1;
    }

    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof out, s, &bout));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof dims, s, &bdims));
    CUDACORE_CHECK(cudacore_buffer_fill(bout, 0, sizeof out, 0xFFFFFFFFu, 4, s));
    CUDACORE_CHECK(cudacore_buffer_native(bout, &pout));
    CUDACORE_CHECK(cudacore_buffer_native(bdims, &pdims));
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pout), CUDACORE_ARG(cudacore_CUdeviceptr, pdims)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(out, bout, 0, sizeof out, s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(dims, bdims, 0, sizeof dims, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));

    printf("inside the kernel: gridDim.x = %u blocks, cluster of %u blocks, %u clusters\n", dims[0], dims[1], dims[2]);
    if (dims[0] != BLOCKS || dims[1] != CLUSTER || dims[2] != CLUSTERS || dims[3] != CLUSTER) {
        printf("FAILED: want gridDim.x %d, cluster %d, %d clusters, cluster size %d\n", BLOCKS, CLUSTER, CLUSTERS, CLUSTER);
        bad = 1;
    }
    for (b = 0; b < BLOCKS; b++) {
        unsigned cluster = (unsigned)b / CLUSTER, rank = (unsigned)b % CLUSTER;
        unsigned want = 1000u * cluster + (rank + 1) % CLUSTER; /* the neighbour's value, read from its shared memory */
        if (out[b] != want) {
            if (bad < 5) printf("block %d read %u, want %u\n", b, out[b], want);
            bad++;
        }
    }
    if (!bad) printf("every block read its neighbour's shared memory across the cluster: correct\n");
    CUDACORE_CHECK(cudacore_buffer_free(bout, s));
    CUDACORE_CHECK(cudacore_buffer_free(bdims, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    return bad ? 1 : 0;
}
