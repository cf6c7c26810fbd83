/* green_contexts -- split a GPU's SMs between two workloads (driver 12.4+,
   e.g. an inference server's requests beside a background job, or compute
   beside an engine's rendering). The device's SM resource is split into
   groups (a dry run first says how many groups the driver will make); each
   group becomes a green context; a stream of each green context runs a
   kernel that records, per block, the SM it ran on (%smid). The two sets of
   SMs never overlap, and neither is larger than its group. A third launch
   on an ordinary stream uses the whole GPU. Two ways to get a green
   context's stream are shown: cudacore_context_create_stream, and making
   the context current so that cudacore_stream_create puts the stream there.
   Without a GPU it prints "skipped: no GPU"; a driver or device without
   green contexts is reported and skipped.
   Next: peer_copy -- a second GPU: copies between devices.
   Build: cc -std=c99 examples/green_contexts.c -o green_contexts -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

static const char *source =
    "extern \"C\" __global__ void where(unsigned *sm_of_block, long long spin) {\n"
    "    long long start = clock64();\n"
    "    unsigned id;\n"
    "    asm volatile(\"mov.u32 %0, %%smid;\" : \"=r\"(id));\n"
    "    while (clock64() - start < spin) {} /* long enough for the blocks to spread over every SM they may use */\n"
    "    if (threadIdx.x == 0) sm_of_block[blockIdx.x] = id;\n"
    "}\n";

#define MAX_BLOCKS 2048

/* Runs `where` on stream s; returns how many distinct SMs it used (marked in used[]). */
static int run_where(cudacore_kernel k, cudacore_stream s, cudacore_memory_resource mr, unsigned blocks, unsigned char *used) {
    static unsigned ids[MAX_BLOCKS];
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config cfg;
    long long spin = 200000;
    unsigned i;
    int count = 0;
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, blocks * sizeof(unsigned), s, &b));
    CUDACORE_CHECK(cudacore_buffer_native(b, &p));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = blocks;
    cfg.block[0] = 64;
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(long long, spin)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(ids, b, 0, blocks * sizeof(unsigned), s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_buffer_free(b, s));
    for (i = 0; i < blocks; i++)
        if (ids[i] < 1024 && !used[ids[i]]++) count++;
    return count;
}

int main(void) {
    static unsigned char used[3][1024];
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_device_info info;
    cudacore_sm_resource sms, groups[2], rest;
    cudacore_green_context_desc gd;
    cudacore_context green[2];
    cudacore_stream gs[2], plain;
    cudacore_memory_resource mr;
    cudacore_result r;
    unsigned n = 0, blocks, i;
    int ndev = 0, count[3], both = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    CUDACORE_CHECK(cudacore_device_get_info(0, &info));
    r = cudacore_device_sm_resource(0, &sms);
    if (r == CUDACORE_ERROR_NOT_SUPPORTED) {
        printf("skipped: %s\n", cudacore_last_error()->message);
        return 0;
    }
    CUDACORE_CHECK(r);
    printf("%s: %u SMs; partitions of at least %u SMs, in steps of %u\n", info.name, sms.sm_count, sms.min_partition_size, sms.coscheduled_alignment);

    /* 1. how many groups would a split of the minimum size make? (a dry run) */
    CUDACORE_CHECK(cudacore_sm_resource_split(&sms, NULL, NULL, &n, NULL));
    printf("a split into groups of %u SMs would make %u groups\n", sms.min_partition_size, n);
    if (n < 2) {
        printf("skipped: fewer than two SM groups on this device\n");
        return 0;
    }
    /* 2. take two of them; the rest stays with the remainder */
    n = 2;
    CUDACORE_CHECK(cudacore_sm_resource_split(&sms, NULL, groups, &n, &rest));
    printf("two groups of %u and %u SMs, %u SMs left over\n", groups[0].sm_count, groups[1].sm_count, rest.sm_count);
    /* 3. a green context of each group */
    memset(&gd, 0, sizeof gd);
    gd.num_resources = 1;
    for (i = 0; i < 2; i++) {
        gd.resources = &groups[i];
        CUDACORE_CHECK(cudacore_green_context_create(&gd, &green[i]));
    }
    /* streams: one made for the context, one made with it current */
    CUDACORE_CHECK(cudacore_context_create_stream(green[0], NULL, &gs[0]));
    CUDACORE_CHECK(cudacore_context_set_current(green[1]));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &gs[1]));
    CUDACORE_CHECK(cudacore_device_set_current(0)); /* back to the primary context for everything else */
    CUDACORE_CHECK(cudacore_stream_create(NULL, &plain));

    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "where.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "where", &k)); /* one kernel runs in every context */
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));           /* green contexts share the device's memory */
    blocks = 8 * sms.sm_count < MAX_BLOCKS ? 8 * sms.sm_count : MAX_BLOCKS;
    count[0] = run_where(k, gs[0], mr, blocks, used[0]);
    count[1] = run_where(k, gs[1], mr, blocks, used[1]);
    count[2] = run_where(k, plain, mr, blocks, used[2]);
    for (i = 0; i < 1024; i++) both += used[0][i] && used[1][i];
    printf("%u blocks each: green context 0 ran on %d SMs, green context 1 on %d, the primary context on %d; SMs in both green sets: %d\n", blocks,
           count[0], count[1], count[2], both);

    for (i = 0; i < 2; i++) {
        CUDACORE_CHECK(cudacore_stream_destroy(gs[i]));
        CUDACORE_CHECK(cudacore_context_destroy(green[i])); /* after its streams */
    }
    CUDACORE_CHECK(cudacore_stream_destroy(plain));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    if (both || count[0] > (int)groups[0].sm_count || count[1] > (int)groups[1].sm_count) {
        printf("FAILED: the green contexts' SMs overlap or exceed their groups\n");
        return 1;
    }
    printf("the partitions kept to their SMs\n");
    return 0;
}
