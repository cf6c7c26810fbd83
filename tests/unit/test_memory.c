/* Memory resources and buffers on the CPU: NULL out-params and bad handles
   give specific errors, never a crash, with or without a driver; a user
   resource's buffers and views keep to their bounds. (Streams and events:
   test_streams.c; on a GPU: tests/gpu/test_memory_gpu.c.) */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static void null_and_zero_handles(void) {
    cudacore_stream z;
    cudacore_buffer zb;
    cudacore_memory_resource zm;
    unsigned char h[4];
    t_setup_quiet();
    z.id = 0;
    zb.id = 0;
    zm.id = 0;
    CHECK_ERR(cudacore_buffer_copy_to_host(h, zb, 0, 4, z), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_memory_resource_destroy(zm), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_buffer_allocate(zm, 4, z, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_buffer_native(zb, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_user_memory_resource_create(NULL, &zm), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(zm.id == 0);
}

static cudacore_result t_alloc(void *ud, size_t size, cudacore_CUstream s, cudacore_CUdeviceptr *p) {
    (void)ud; (void)s;
    *p = (cudacore_CUdeviceptr)(uintptr_t)malloc(size);
    return *p ? CUDACORE_SUCCESS : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}
static cudacore_result t_dealloc(void *ud, cudacore_CUdeviceptr p, size_t size, cudacore_CUstream s) {
    (void)ud; (void)s; (void)size;
    free((void *)(uintptr_t)p);
    return CUDACORE_SUCCESS;
}

static void user_resource_bounds_without_driver_calls(void) {
    /* a user resource and the legacy stream handle; with no driver present
       the stream resolves only if libcuda loads, so skip then */
    cudacore_user_memory_resource_desc d;
    cudacore_memory_resource mr;
    cudacore_buffer b, v;
    int n = 0;
    t_setup_quiet();
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS) SKIP("no driver: streams cannot resolve");
    memset(&d, 0, sizeof d);
    d.vtable.allocate = t_alloc;
    d.vtable.deallocate = t_dealloc;
    d.device = -1;
    d.host_accessible = 1;
    CHECK_OK(cudacore_user_memory_resource_create(&d, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 100, cudacore_stream_legacy(), &b));
    CHECK_ERR(cudacore_buffer_view(b, 50, 51, &v), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_buffer_view(b, ~(size_t)0, 2, &v), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_OK(cudacore_buffer_free(b, cudacore_stream_legacy()));
    CHECK_ERR(cudacore_buffer_free(b, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_memory_resource_destroy(mr));
    CHECK_ERR(cudacore_memory_resource_destroy(mr), CUDACORE_ERROR_INVALID_HANDLE);
}

int main(void) {
    RUN(null_and_zero_handles);
    RUN(user_resource_bounds_without_driver_calls);
    TEST_EXIT();
}
