/* The argument check in a release build (NDEBUG, as users ship): off by
   default -- no parameter info is gathered, a wrong-width argument reaches the
   kernel -- and on with cudacore_desc.check_kernel_args = 1, where it names
   the mistake exactly as debug builds do, for launches and kernel nodes.
   This file links the implementation built with NDEBUG: the
   implementation object the other tests link is a debug build. */
#define _POSIX_C_SOURCE 200809L
#define NDEBUG 1
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_CONFIG NDEBUG /* the configuration it checks */
#include "../test.h"

static const char *SRC = "extern \"C\" __global__ void k64(long long *out, long long n) { out[0] = n; }\n";

static cudacore_result setup(int check) {
    cudacore_desc d;
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.check_kernel_args = check;
    return cudacore_setup(&d);
}

/* Loads k64 and a buffer; launches it with n given as an int (a sized launch). */
static cudacore_result launch_with_an_int(long long *seen, cudacore_kernel *kernel) {
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code oc;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_CUdeviceptr p = 0;
    cudacore_launch_config cfg;
    cudacore_result r;
    int n32 = 5;
    memset(&pd, 0, sizeof pd);
    pd.source = SRC;
    if ((r = cudacore_program_create(&pd, &prog)) || (r = cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &oc)) ||
        (r = cudacore_object_code_get_kernel(oc, "k64", kernel)) || (r = cudacore_device_memory_resource(0, &mr)) ||
        (r = cudacore_buffer_allocate(mr, 8, cudacore_stream_legacy(), &b)) || (r = cudacore_buffer_native(b, &p)) ||
        (r = cudacore_buffer_fill(b, 0, 8, 0x12345678u, 4, cudacore_stream_legacy())))
        return r;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    r = CUDACORE_LAUNCH(cudacore_stream_legacy(), &cfg, *kernel, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, n32));
    if (cudacore_buffer_copy_to_host(seen, b, 0, 8, cudacore_stream_legacy()) != CUDACORE_SUCCESS ||
        cudacore_stream_synchronize(cudacore_stream_legacy()) != CUDACORE_SUCCESS)
        r = CUDACORE_ERROR_CUDA;
    cudacore_buffer_free(b, cudacore_stream_legacy());
    cudacore_object_code_destroy(oc);
    cudacore_program_destroy(prog);
    return r;
}

static void release_default_checks_nothing(void) {
    cudacore_kernel k;
    long long seen = 0;
    size_t count = 0;
    NEED_GPU();
#ifdef CUDACORE_DEBUG
    CHECK(!"built with CUDACORE_DEBUG");
#endif
    CHECK_OK(setup(0));
    CHECK_OK(launch_with_an_int(&seen, &k)); /* not checked: it runs */
    CHECK((seen & 0xFFFFFFFFll) == 5);       /* the low half is the int; the high half is whatever followed it */
    CHECK_OK(cudacore_kernel_param_info(k, &count, NULL, NULL, 0)); /* read on demand, from the code */
    CHECK(count == 2);
    CHECK_OK(cudacore_kernel_destroy(k));
}

static void release_with_check_kernel_args(void) {
    cudacore_kernel k;
    long long seen = -1;
    NEED_GPU();
    CHECK_OK(setup(1));
    CHECK_ERR(launch_with_an_int(&seen, &k), CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'k64' parameter 1 is 8 bytes, 4 were given"));
    CHECK(seen == 0x1234567812345678ll); /* nothing ran */
    CHECK_OK(cudacore_kernel_destroy(k));
    CHECK_OK(setup(0));
}

int main(void) {
    RUN(release_default_checks_nothing);
    RUN(release_with_check_kernel_args);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
