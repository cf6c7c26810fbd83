/* Launch configs on a real GPU (skipped, counted, without one): a launch and
   a kernel graph node (added, set, set in an executable graph) say the same
   of a config (tests/launch_agree.h), for a few configs on device 0: taken
   (a plain grid, clusters on compute capability 9.0+, cooperative, a
   priority), and refused by cudacore before the driver (a zero dimension,
   a grid of 2^31 + 1 clusters of 2 blocks, shared memory past 32 bits,
   past the device's opt-in maximum and past the kernel's allowance, a
   block too large, a NULL config, bad kernels and arguments). What was
   launched is checked on the host. (At random, on the mock driver:
   tests/unit/test_launch.c.) */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../launch_agree.h"

static const char *src = "extern \"C\" __global__ void bump(int *p, int v) {\n"
                         "    if (blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0 && threadIdx.x == 0) atomicAdd(p, v);\n"
                         "}\n";

/* A config of the table below: y and z of grid, block and cluster are 1. */
typedef struct row {
    unsigned grid, block, cluster;
    uint64_t shared_mem; /* (UINT64_MAX: the device's opt-in maximum + 1; UINT64_MAX - 1: 64 KB, past the kernel's 48 KB) */
    int cooperative, priority, needs_clusters, debug_only;
    int kernel;          /* 0: bump; 1: zero; 2: destroyed */
    int num_args;        /* (2: right) */
    int null_cfg, use_sized;
    cudacore_result r;
} row;

static void configs_agree_on_a_gpu(void) {
    static const row rows[] = {
        {4, 64, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, CUDACORE_SUCCESS},
        {4, 64, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, CUDACORE_SUCCESS},
        {2, 64, 2, 0, 0, 0, 1, 0, 0, 2, 0, 0, CUDACORE_SUCCESS},
        {1, 32, 0, 0, 1, 0, 0, 0, 0, 2, 0, 1, CUDACORE_SUCCESS},
        {1, 32, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, CUDACORE_SUCCESS},
        {0, 64, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, CUDACORE_ERROR_INVALID_ARGUMENT},
        {0x80000001u, 32, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, CUDACORE_ERROR_INVALID_ARGUMENT},
        {1, 32, 0, 0x100000000ull, 0, 0, 0, 0, 0, 2, 0, 1, CUDACORE_ERROR_INVALID_ARGUMENT},
        {1, 32, 0, UINT64_MAX, 0, 0, 0, 1, 0, 2, 0, 0, CUDACORE_ERROR_VALIDATION},
        {1, 32, 0, UINT64_MAX - 1, 0, 0, 0, 0, 0, 2, 0, 0, CUDACORE_ERROR_INVALID_ARGUMENT},
        {1, 2048, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, CUDACORE_ERROR_VALIDATION},
        {1, 32, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, CUDACORE_ERROR_INVALID_ARGUMENT},
        {1, 32, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, CUDACORE_ERROR_INVALID_HANDLE},
        {1, 32, 0, 0, 0, 0, 0, 0, 2, 2, 0, 1, CUDACORE_ERROR_INVALID_HANDLE},
        {1, 32, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, CUDACORE_ERROR_VALIDATION},
    };
    cudacore_program_desc pd;
    cudacore_program p;
    cudacore_object_code oc;
    cudacore_kernel bump, stale;
    cudacore_device_info info;
    cudacore_device_properties props;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_CUdeviceptr dp;
    cudacore_launch_config base;
    la_place pl;
    void *args[2];
    cudacore_arg sized[2];
    int one = 1, launched = 0, got = -1;
    size_t i;
    NEED_GPU();
    t_setup_quiet();
    memset(&pd, 0, sizeof pd);
    pd.source = src;
    pd.name = "test_launch_gpu.cu";
    CHECK_OK(cudacore_program_create(&pd, &p));
    CHECK_OK(cudacore_device_get_info(0, &info));
    CHECK_OK(cudacore_device_get_properties(0, &props)); /* (the opt-in maximum of shared memory) */
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &oc));
    CHECK_OK(cudacore_object_code_get_kernel(oc, "bump", &bump));
    CHECK_OK(cudacore_object_code_get_kernel(oc, "bump", &stale)); /* (a second handle, destroyed: a stale one) */
    CHECK_OK(cudacore_kernel_destroy(stale));
    CHECK_OK(cudacore_program_destroy(p));
    CHECK_OK(cudacore_stream_create(NULL, &pl.s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof(int), pl.s, &b));
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof(int), 0, 4, pl.s));
    CHECK_OK(cudacore_buffer_native(b, &dp));
    args[0] = &dp;
    args[1] = &one;
    sized[0].value = &dp;
    sized[0].size = sizeof dp;
    sized[1].value = &one;
    sized[1].size = sizeof one;
    memset(&base, 0, sizeof base);
    base.grid[0] = base.block[0] = 1;
    pl.base.cfg = &base;
    pl.base.k = bump;
    pl.base.args = args;
    pl.base.sized = sized;
    pl.base.num_args = 2;
    pl.base.use_sized = 0;
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const row *w = &rows[i];
        cudacore_launch_config c;
        la_input in;
        la_outcome launch;
        if (w->needs_clusters && info.cc_major < 9) continue;
#ifdef NDEBUG
        if (w->debug_only) continue; /* (release builds leave the device's limits and the arguments to the driver) */
#endif
        memset(&c, 0, sizeof c);
        c.grid[0] = w->grid;
        c.block[0] = w->block;
        c.cluster[0] = w->cluster;
        c.shared_mem = w->shared_mem == UINT64_MAX       ? (size_t)props.max_shared_memory_per_block_optin + 1
                       : w->shared_mem == UINT64_MAX - 1 ? (size_t)64 * 1024
                                                         : (size_t)w->shared_mem;
        if ((uint64_t)c.shared_mem != w->shared_mem && w->shared_mem < UINT64_MAX - 1) continue; /* (a 32-bit size_t) */
        c.cooperative = w->cooperative;
        c.priority = w->priority;
        in = pl.base;
        in.cfg = w->null_cfg ? NULL : &c;
        in.k = w->kernel == 0 ? bump : stale;
        if (w->kernel == 1) in.k.id = 0;
        in.num_args = (size_t)w->num_args;
        in.use_sized = w->use_sized;
        if (!la_agree(&pl, &in, &launch)) {
            printf("    (row %lu)\n", (unsigned long)i);
            CHECK(0);
        }
        if (launch.r != w->r) printf("  row %lu: %s, expected %s: %s\n", (unsigned long)i, cudacore_result_name(launch.r), cudacore_result_name(w->r), launch.message);
        CHECK(launch.r == w->r);
        launched += launch.r == CUDACORE_SUCCESS;
    }
    CHECK_OK(cudacore_buffer_copy_to_host(&got, b, 0, sizeof got, pl.s));
    CHECK_OK(cudacore_stream_synchronize(pl.s));
    printf("  %d configs launched, each bumped the counter once: %d\n", launched, got);
    CHECK(got == launched);
    CHECK_OK(cudacore_kernel_destroy(bump));
    CHECK_OK(cudacore_object_code_destroy(oc));
    CHECK_OK(cudacore_buffer_free(b, pl.s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH) == 0 && cudacore_live_objects(CUDACORE_OBJECT_GRAPH_EXEC) == 0);
    CHECK_OK(cudacore_stream_destroy(pl.s));
}

int main(void) {
    RUN(configs_agree_on_a_gpu);
    TEST_EXIT();
}
