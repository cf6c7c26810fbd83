/* Strided views on a real GPU (skipped, counted, without one): N-D DLPack
   export and import of device and pinned memory, the data read back through
   the imported buffer; checked on the host. (Without a GPU, on the mock
   driver: tests/unit/test_views.c.) */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static void dlpack_nd_round_trip(void) {
    cudacore_buffer b, back;
    cudacore_view_desc d;
    cudacore_view v, w;
    cudacore_DLManagedTensor *t;
    cudacore_memory_resource pinned;
    int64_t shape[3] = {3, 4, 5}, strides[3] = {1, 3, 12}; /* column-major */
    cudacore_stream s;
    cudacore_memory_resource mr;
    float host[60], got[60];
    int i;
    NEED_GPU();
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    for (i = 0; i < 60; i++) host[i] = (float)i * 0.5f;
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof host, s, &b));
    CHECK_OK(cudacore_buffer_copy_from_host(b, 0, host, sizeof host, s));
    memset(&d, 0, sizeof d);
    d.buffer = b;
    d.ndim = 3;
    d.shape = shape;
    d.strides = strides;
    d.dtype.code = 2;
    d.dtype.bits = 32;
    d.dtype.lanes = 1;
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK_OK(cudacore_view_to_dlpack(&v, 1, &t)); /* the tensor owns b now */
    CHECK(t->dl_tensor.device.device_type == CUDACORE_DL_CUDA && t->dl_tensor.strides[2] == 12);
    CHECK_OK(cudacore_view_from_dlpack(t, &back, &w));
    CHECK(w.ptr == v.ptr && w.strides[1] == 3 && w.count == 60);
    memset(got, 0, sizeof got);
    CHECK_OK(cudacore_buffer_copy_to_host(got, back, w.offset, sizeof got, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK(!memcmp(got, host, sizeof host));
    CHECK_OK(cudacore_buffer_free(back, s)); /* the deleter frees b */
    CHECK_ERR(cudacore_buffer_free(b, s), CUDACORE_ERROR_INVALID_HANDLE);
    /* pinned host memory exports as kDLCUDAHost */
    CHECK_OK(cudacore_pinned_memory_resource_create(NULL, &pinned));
    CHECK_OK(cudacore_buffer_allocate(pinned, sizeof host, s, &b));
    d.buffer = b;
    d.strides = NULL;
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.kind == CUDACORE_MEMORY_HOST && v.device == -1 && v.contiguous);
    CHECK_OK(cudacore_view_to_dlpack(&v, 0, &t));
    CHECK(t->dl_tensor.device.device_type == CUDACORE_DL_CUDA_HOST);
    t->deleter(t);
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_memory_resource_destroy(pinned));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0 && cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0);
}

int main(void) {
    RUN(dlpack_nd_round_trip);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
