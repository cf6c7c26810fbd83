/* Recorders that update only the nodes that changed (desc.update_changed_nodes)
   on a GPU, in a release build (NDEBUG, as users ship: a compared step is
   not captured). What only the real driver can tell: that the nodes of a
   captured step are found from its graph's edges, that a node of the graph
   an executable graph was instantiated from still names that node after
   cuGraphExecUpdate, and that cuGraphExecKernelNodeSetParams changes the
   next launch and no other. The random step sequences of
   tests/recorder_agree.h (the mock's unit tests run them too) against
   capture + update, with every result read back; and one step of 100
   kernels, one argument changed, whose sum is checked.
   This file links the implementation built with NDEBUG: the
   implementation object the other tests link is a debug build. */
#define _POSIX_C_SOURCE 200809L
#define NDEBUG 1
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_CONFIG NDEBUG /* the configuration it checks: compared steps not captured */
#include "../test.h"
#include "../recorder_agree.h"

static cudacore_program prog;
static cudacore_object_code code;
static cudacore_kernel add, fill42;
static cudacore_memory_resource mr, pinned;
static int ready;

static void t_setup(void) {
    cudacore_program_desc pd;
    NEED_GPU();
    memset(&pd, 0, sizeof pd);
    pd.source = RA_KERNELS;
    pd.name = "recorder_nodes.cu";
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_program_create(&pd, &prog));
    CHECK_OK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code));
    CHECK_OK(cudacore_object_code_get_kernel(code, "add", &add));
    CHECK_OK(cudacore_object_code_get_kernel(code, "fill42", &fill42));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_pinned_memory_resource_create(NULL, &pinned));
    ready = 1;
}

/* 100 adds into one int, one argument changed per step: compared (no
   capture), one node set, the sum right after every step. */
static void one_argument_changed_in_100_kernels(void) {
    cudacore_recorder_desc d;
    cudacore_recorder r;
    cudacore_recorder_info info;
    cudacore_stream s;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config cfg;
    int step, i, sum = 0, got = -1;
    NEED_GPU();
    NEED_SETUP_DONE(ready);
    memset(&d, 0, sizeof d);
    d.name = "100 adds";
    d.update_changed_nodes = 1;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1, cfg.block[0] = 32;
    CHECK_OK(cudacore_recorder_create(&d, &r));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof(int), s, &b));
    CHECK_OK(cudacore_buffer_native(b, &p));
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof(int), 0, 4, s));
    for (step = 0; step < 20; step++) {
        int issue = -1, key = step;
        CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
        CHECK(issue == 1);
        for (i = 0; i < 100; i++) {
            int v = i == 50 ? step : 1;
            CHECK_OK(CUDACORE_LAUNCH(s, &cfg, add, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, v)));
        }
        CHECK_OK(cudacore_recorder_end(r, s));
        sum += 99 + step;
        CHECK_OK(cudacore_buffer_copy_to_host(&got, b, 0, sizeof got, s));
        CHECK_OK(cudacore_stream_synchronize(s));
        if (got != sum) printf("  step %d: %d on the GPU, %d expected\n", step, got, sum);
        CHECK(got == sum);
    }
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    printf("  20 steps: %llu compared, %llu nodes set, %llu instantiated\n", (unsigned long long)info.compared, (unsigned long long)info.nodes_set,
           (unsigned long long)info.instantiated);
    CHECK(info.compared == 19 && info.nodes_set == 19 && info.instantiated == 1 && info.fell_back == 0); /* (the first step captured) */
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* The random sequences, against capture + update. */
static void random_sequences_agree_on_the_gpu(void) {
    cudacore_recorder_info info, all;
    unsigned seeds[] = {11, 12, 13};
    int i;
    NEED_GPU();
    NEED_SETUP_DONE(ready);
    memset(&all, 0, sizeof all);
    for (i = 0; i < 3; i++) {
        CHECK(ra_run(mr, pinned, add, fill42, seeds[i], 200, &info));
        all.compared += info.compared, all.nodes_set += info.nodes_set, all.fell_back += info.fell_back, all.as_is += info.as_is;
        all.unkept += info.unkept;
    }
    printf("  3 x 200 steps: %llu compared (%llu nodes set), %llu fell back, %llu not kept, %llu as is; %d set by index\n",
           (unsigned long long)all.compared, (unsigned long long)all.nodes_set, (unsigned long long)all.fell_back, (unsigned long long)all.unkept,
           (unsigned long long)all.as_is, ra_set_steps);
    CHECK(all.compared > 100 && all.nodes_set > all.compared && all.fell_back > 20 && all.as_is > 10 && ra_set_steps > 10);
}

static void cleanup(void) {
    NEED_GPU();
    NEED_SETUP_DONE(ready);
    CHECK_OK(cudacore_kernel_destroy(add));
    CHECK_OK(cudacore_kernel_destroy(fill42));
    CHECK_OK(cudacore_object_code_destroy(code));
    CHECK_OK(cudacore_program_destroy(prog));
    CHECK_OK(cudacore_memory_resource_destroy(pinned));
    CHECK(t_live_objects() == 0);
    cudacore_shutdown();
}

int main(void) {
    RUN(t_setup);
    RUN(one_argument_changed_in_100_kernels);
    RUN(random_sequences_agree_on_the_gpu);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
