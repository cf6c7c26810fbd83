/* Strided views and N-D DLPack without GPUs, on the two-device mock driver
   (tests/mock/libcuda_multi_mock.so: "device memory" is host memory).

   Views: shapes, element and byte strides, negative and zero strides,
   bounds against the buffer, alignment, raw memory of the host and of a
   device. DLPack: N-D export and import, strided and negative, with the
   tensor's owner honoured. (Tensor maps made from views:
   test_tensor_maps.c; DLPack on a GPU: tests/gpu/test_views_gpu.c.) */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include "../views_mock.h"

/*--- views ---*/
static void views_of_raw_memory(void) {
    static float host[64];
    cudacore_view_desc d;
    cudacore_view v;
    int64_t shape[3] = {2, 3, 4}, bstrides[2] = {40, 8}, shape2[2] = {4, 5}, neg[1] = {-1}, three[1] = {3}, zero[1] = {0}, big[1] = {1000};
    memset(&d, 0, sizeof d);
    d.ptr = (cudacore_CUdeviceptr)(uintptr_t)host;
    d.device = -1;
    d.ndim = 3;
    d.shape = shape;
    d.dtype = dt(2, 32);
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.ndim == 3 && v.count == 24 && v.itemsize == 4 && v.contiguous && v.kind == CUDACORE_MEMORY_PAGEABLE && v.device == -1);
    CHECK(v.strides[0] == 12 && v.strides[1] == 4 && v.strides[2] == 1 && v.span_begin == 0 && v.span_end == 96 && !v.buffer.id);
    /* byte strides: float64 rows of 5 */
    d.ndim = 2;
    d.shape = shape2;
    d.strides = bstrides;
    d.strides_in_bytes = 1;
    d.dtype = dt(2, 64);
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.strides[0] == 5 && v.strides[1] == 1 && v.contiguous && v.span_end == 160);
    bstrides[1] = 12; /* not a multiple of 8 */
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "strides[1]") && v.ndim == 0);
    /* negative and zero (broadcast) strides */
    d.ndim = 1;
    d.strides_in_bytes = 0;
    d.dtype = dt(0, 32);
    d.shape = three;
    d.strides = neg;
    d.ptr = (cudacore_CUdeviceptr)(uintptr_t)&host[8];
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.span_begin == -8 && v.span_end == 4 && !v.contiguous);
    d.shape = big;
    d.strides = zero;
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.count == 1000 && v.span_begin == 0 && v.span_end == 4);
    /* alignment, contradictions */
    d.strides = NULL;
    d.ptr += 2;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "aligned"));
    d.ptr -= 2;
    d.kind = CUDACORE_MEMORY_DEVICE;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_INVALID_ARGUMENT); /* device memory with device -1 */
    d.kind = CUDACORE_MEMORY_UNKNOWN;
    d.device = 5;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_INVALID_DEVICE);
    d.device = -1;
    d.dtype.bits = 4;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_NOT_SUPPORTED);
    d.dtype.bits = 0; /* the default: int8 */
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.itemsize == 1 && v.dtype.code == 0 && v.dtype.lanes == 1);
    d.ndim = CUDACORE_VIEW_MAX_RANK + 1;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_NOT_SUPPORTED);
}

static void views_of_buffers(void) {
    cudacore_buffer b;
    cudacore_view_desc d;
    cudacore_view v;
    cudacore_buffer_info bi;
    int64_t shape[2] = {16, 16}, neg[1] = {-1}, three[1] = {3}, huge[2] = {INT64_MAX / 2, 4};
    int errors = mock_errors();
    CHECK_OK(cudacore_buffer_allocate(mr, 1024, st, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    memset(&d, 0, sizeof d);
    d.buffer = b;
    d.ndim = 2;
    d.shape = shape;
    d.dtype = dt(2, 32);
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.ptr == bi.ptr && v.buffer.id == b.id && v.device == 0 && v.kind == CUDACORE_MEMORY_DEVICE && v.span_end == 1024);
    d.offset = 4; /* one float too far */
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_OUT_OF_BOUNDS);
    d.offset = 2000;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_OUT_OF_BOUNDS);
    /* reversed: element 0 at offset 8 reaches back to 0 */
    d.ndim = 1;
    d.shape = three;
    d.strides = neg;
    d.offset = 8;
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK(v.ptr == bi.ptr + 8);
    d.offset = 4;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_OUT_OF_BOUNDS);
    d.ndim = 2;
    d.shape = huge;
    d.strides = NULL;
    d.offset = 0;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_INVALID_ARGUMENT); /* past 2^63 bytes */
    d.shape = shape;
    d.buffer.id = 12345;
    CHECK_ERR(cudacore_view_create(&d, &v), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_buffer_free(b, st));
    CHECK(mock_errors() == errors);
}

/*--- N-D DLPack ---*/
static int foreign_deleted;
static void foreign_deleter(cudacore_DLManagedTensor *t) {
    (void)t;
    foreign_deleted++;
}

static void dlpack_nd(void) {
    cudacore_buffer b, back;
    cudacore_buffer_info bi;
    cudacore_view_desc d;
    cudacore_view v, w;
    cudacore_DLManagedTensor *t = NULL, foreign;
    int64_t shape[3] = {4, 3, 2}, strides[3] = {1, 4, 12}; /* column-major */
    int64_t fshape[2] = {3, 4}, fstrides[2] = {-4, 1};     /* rows reversed */
    cudacore_result r;
    int i, errors = mock_errors();
    CHECK_OK(cudacore_buffer_allocate(mr, 4 * 24 + 16, st, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    memset(&d, 0, sizeof d);
    d.buffer = b;
    d.offset = 16;
    d.ndim = 3;
    d.shape = shape;
    d.strides = strides;
    d.dtype = dt(2, 32);
    CHECK_OK(cudacore_view_create(&d, &v));
    CHECK_OK(cudacore_view_to_dlpack(&v, 0, &t));
    CHECK(t->dl_tensor.ndim == 3 && t->dl_tensor.device.device_type == CUDACORE_DL_CUDA && t->dl_tensor.device.device_id == 0);
    CHECK((cudacore_CUdeviceptr)(uintptr_t)t->dl_tensor.data == bi.ptr && t->dl_tensor.byte_offset == 16);
    CHECK(t->dl_tensor.dtype.code == 2 && t->dl_tensor.dtype.bits == 32 && t->dl_tensor.dtype.lanes == 1);
    for (i = 0; i < 3; i++) CHECK(t->dl_tensor.shape[i] == shape[i] && t->dl_tensor.strides[i] == strides[i]);
    /* and back: a buffer over exactly the bytes it reaches, owning the tensor */
    r = cudacore_view_from_dlpack(t, &back, &w);
    if (r != CUDACORE_SUCCESS) t->deleter(t); /* refused: the tensor is still ours */
    CHECK_OK(r);
    CHECK(w.ndim == 3 && w.ptr == v.ptr && w.offset == 0 && w.span_end == 96 && !w.contiguous && w.device == 0);
    for (i = 0; i < 3; i++) CHECK(w.shape[i] == shape[i] && w.strides[i] == strides[i]);
    CHECK_OK(cudacore_buffer_get_info(back, &bi));
    CHECK(bi.size == 96 && bi.ptr == v.ptr);
    CHECK_OK(cudacore_buffer_free(back, st)); /* calls the export's deleter: b stays */
    /* ownership transferred: the tensor's deleter frees b */
    CHECK_OK(cudacore_view_to_dlpack(&v, 1, &t));
    t->deleter(t);
    CHECK_ERR(cudacore_buffer_get_info(b, &bi), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_view_to_dlpack(&v, 0, &t), CUDACORE_ERROR_INVALID_HANDLE); /* the view's buffer is gone */
    CHECK(t == NULL);
    /* a foreign tensor with a negative stride: the buffer starts at its lowest byte */
    CHECK_OK(cudacore_buffer_allocate(mr, 48, st, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    memset(&foreign, 0, sizeof foreign);
    foreign.dl_tensor.data = (void *)(uintptr_t)bi.ptr;
    foreign.dl_tensor.byte_offset = 32; /* the last row comes first */
    foreign.dl_tensor.device.device_type = CUDACORE_DL_CUDA;
    foreign.dl_tensor.ndim = 2;
    foreign.dl_tensor.dtype = dt(1, 32);
    foreign.dl_tensor.shape = fshape;
    foreign.dl_tensor.strides = fstrides;
    foreign.deleter = foreign_deleter;
    CHECK_OK(cudacore_view_from_dlpack(&foreign, &back, &w));
    CHECK(w.ptr == bi.ptr + 32 && w.offset == 32 && w.span_begin == -32 && w.span_end == 16);
    CHECK_OK(cudacore_buffer_get_info(back, &bi));
    CHECK(bi.size == 48);
    CHECK(foreign_deleted == 0);
    CHECK_OK(cudacore_buffer_free(back, st));
    CHECK(foreign_deleted == 1);
    /* refused, and left to its owner */
    foreign.dl_tensor.ndim = CUDACORE_VIEW_MAX_RANK + 1;
    CHECK_ERR(cudacore_view_from_dlpack(&foreign, &back, &w), CUDACORE_ERROR_NOT_SUPPORTED);
    foreign.dl_tensor.ndim = 2;
    foreign.dl_tensor.byte_offset = 2; /* misaligned element 0 */
    CHECK_ERR(cudacore_view_from_dlpack(&foreign, &back, &w), CUDACORE_ERROR_INVALID_ARGUMENT);
    foreign.dl_tensor.byte_offset = 0;
    foreign.dl_tensor.dtype.bits = 0;
    CHECK_ERR(cudacore_view_from_dlpack(&foreign, &back, &w), CUDACORE_ERROR_NOT_SUPPORTED);
    CHECK(foreign_deleted == 1 && back.id == 0);
    CHECK_OK(cudacore_buffer_free(b, st));
    CHECK(mock_errors() == errors);
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(views_of_raw_memory);
    RUN(views_of_buffers);
    RUN(dlpack_nd);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
