/* Green contexts on a real GPU (skipped, counted, without one; they need
   compute capability 9.0 and a driver that has them): the device's SMs
   split in groups, two green contexts run a kernel that records %smid per
   block: no SM appears in both, and neither uses more SMs than it was
   given. Every result is checked on the host. (Without a GPU, on the mock
   driver: tests/unit/test_contexts.c.) */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static const char *KSRC =
    "/* the SM each block ran on, after spinning long enough for the blocks to spread */\n"
    "extern \"C\" __global__ void where(unsigned *sm_of_block, long long spin) {\n"
    "    long long start = clock64();\n"
    "    unsigned id;\n"
    "    asm volatile(\"mov.u32 %0, %%smid;\" : \"=r\"(id));\n"
    "    while (clock64() - start < spin) {}\n"
    "    if (threadIdx.x == 0) sm_of_block[blockIdx.x] = id;\n"
    "}\n";

static cudacore_stream s; /* of the primary context */
static cudacore_memory_resource mr;
static cudacore_object_code code;
static cudacore_kernel k_where;

/* The `where` kernel, a stream of the primary context, device memory. */
static cudacore_result setup(void) {
    cudacore_program_desc pd;
    cudacore_program p;
    cudacore_result r;
    memset(&pd, 0, sizeof pd);
    pd.source = KSRC;
    pd.name = "contexts.cu";
    if ((r = cudacore_program_create(&pd, &p)) != CUDACORE_SUCCESS) return r;
    r = cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &code);
    cudacore_program_destroy(p);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "where", &k_where);
    if (r == CUDACORE_SUCCESS) r = cudacore_stream_create(NULL, &s);
    if (r == CUDACORE_SUCCESS) r = cudacore_device_memory_resource(0, &mr);
    return r;
}

/* Runs `where` with blocks spinning ~50 us on stream st; marks used[sm]. */
static int record_sms(cudacore_stream st, unsigned blocks, unsigned char *used, int *count) {
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config cfg;
    unsigned ids[4096];
    long long spin = 100000;
    void *args[2];
    unsigned i;
    if (blocks > 4096 || cudacore_buffer_allocate(mr, blocks * 4, st, &b) != CUDACORE_SUCCESS) return 0;
    cudacore_buffer_native(b, &p);
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = blocks;
    cfg.block[0] = 64;
    args[0] = &p;
    args[1] = &spin;
    if (cudacore_launch(st, &cfg, k_where, args, 2) != CUDACORE_SUCCESS || cudacore_buffer_copy_to_host(ids, b, 0, blocks * 4, st) != CUDACORE_SUCCESS ||
        cudacore_stream_synchronize(st) != CUDACORE_SUCCESS)
        return 0;
    *count = 0;
    for (i = 0; i < blocks; i++)
        if (ids[i] < 1024 && !used[ids[i]]++) ++*count;
    return cudacore_buffer_free(b, st) == CUDACORE_SUCCESS;
}

static void green_contexts_confine_their_sms(void) {
    cudacore_sm_resource dev, groups[2], rem;
    cudacore_green_context_desc gd;
    cudacore_context g[2];
    cudacore_stream gs[2];
    cudacore_device_info info;
    unsigned n = 2, blocks, i;
    unsigned char used[2][1024], all[1024];
    int count[2] = {0, 0}, all_count = 0, both = 0;
    cudacore_result r;
    NEED_GPU();
    CHECK_OK(cudacore_device_get_info(0, &info));
    if (info.cc_major < 9) SKIP("needs compute capability 9.0");
    r = cudacore_device_sm_resource(0, &dev);
    if (r == CUDACORE_ERROR_NOT_SUPPORTED) {
        printf("  (the driver or device has no green contexts: %s)\n", cudacore_last_error()->message);
        SKIP("no green contexts here");
    }
    CHECK_OK(r);
    CHECK_OK(setup());
    blocks = 4 * (unsigned)info.multiprocessor_count;
    printf("  device 0: %u SMs, partitions of at least %u, aligned to %u\n", dev.sm_count, dev.min_partition_size, dev.coscheduled_alignment);
    CHECK(dev.sm_count == (unsigned)info.multiprocessor_count);
    CHECK_OK(cudacore_sm_resource_split(&dev, NULL, NULL, &n, NULL)); /* dry run */
    printf("  a split of minimum size makes %u groups\n", n);
    CHECK(n >= 2);
    n = 2;
    CHECK_OK(cudacore_sm_resource_split(&dev, NULL, groups, &n, &rem));
    CHECK(n == 2 && groups[0].sm_count >= dev.min_partition_size && groups[0].sm_count + groups[1].sm_count + rem.sm_count == dev.sm_count);
    memset(&gd, 0, sizeof gd);
    gd.num_resources = 1;
    for (i = 0; i < 2; i++) {
        gd.resources = &groups[i];
        CHECK_OK(cudacore_green_context_create(&gd, &g[i]));
    }
    CHECK_OK(cudacore_context_create_stream(g[0], NULL, &gs[0]));
    CHECK_OK(cudacore_context_set_current(g[1]));
    CHECK_OK(cudacore_stream_create(NULL, &gs[1])); /* made with the green context current */
    CHECK_OK(cudacore_device_set_current(0));
    memset(used, 0, sizeof used);
    memset(all, 0, sizeof all);
    for (i = 0; i < 2; i++) CHECK(record_sms(gs[i], blocks, used[i], &count[i]));
    CHECK(record_sms(s, blocks, all, &all_count));
    for (i = 0; i < 1024; i++) both += used[0][i] && used[1][i];
    printf("  green context 0 (%u SMs) ran on %d SMs, green context 1 (%u SMs) on %d, the primary context on %d; %d SMs in both\n", groups[0].sm_count,
           count[0], groups[1].sm_count, count[1], all_count, both);
    CHECK(both == 0);
    CHECK(count[0] >= 1 && count[0] <= (int)groups[0].sm_count);
    CHECK(count[1] >= 1 && count[1] <= (int)groups[1].sm_count);
    CHECK(all_count > count[0] && all_count > count[1]);
    for (i = 0; i < 2; i++) {
        CHECK_OK(cudacore_stream_destroy(gs[i]));
        CHECK_OK(cudacore_context_destroy(g[i]));
    }
    CHECK_OK(cudacore_kernel_destroy(k_where));
    CHECK_OK(cudacore_object_code_destroy(code));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0 && cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0);
}

int main(void) {
    RUN(green_contexts_confine_their_sms);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
