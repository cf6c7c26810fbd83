/* Strided views, N-D DLPack and tensor maps without GPUs, on the
   two-device mock driver (tests/mock/libcuda_multi_mock.so: "device memory"
   is host memory, compute capability 9.0, and cuTensorMapEncode* writes its
   arguments into the 16 words of the map so that the test can read what
   cudacore passed: the dimension order, byte strides, box, element
   strides and enums).

   Views: shapes, element and byte strides, negative and zero strides,
   bounds against the buffer, alignment, raw memory of the host and of a
   device. DLPack: N-D export and import, strided and negative, with the
   tensor's owner honoured. Tensor maps: from a view (dimensions reversed)
   and explicit (compact strides computed), tiled and im2col, address
   replacement, and every documented rule refused before the driver. The
   same maps move real tiles on a GPU in tests/gpu/test_hopper.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include <stddef.h>

static cudacore_stream st;
static cudacore_memory_resource mr;

static void t_setup(void) {
    const char *why = multi_mock_setup();
    if (why) printf("  %s\n", why);
    CHECK(!why);
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_stream_create(NULL, &st));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
}

static cudacore_DLDataType dt(int code, int bits) {
    cudacore_DLDataType t;
    t.code = (uint8_t)code;
    t.bits = (uint8_t)bits;
    t.lanes = 1;
    return t;
}

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

/*--- tensor maps: the mock's map holds what cudacore passed ---*/
#define MAP_KIND(m) ((m).opaque[0] >> 32)
#define MAP_ADDR(m) ((m).opaque[1])
#define MAP_TYPE(m) ((m).opaque[2] & 0xff)
#define MAP_RANK(m) (((m).opaque[2] >> 8) & 0xff)
#define MAP_SWIZZLE(m) (((m).opaque[2] >> 20) & 0xf)
#define MAP_DIM(m, i) ((m).opaque[3 + (i)])
#define MAP_STRIDE(m, i) ((m).opaque[8 + (i)]) /* of dimension i + 1 */
#define MAP_BOX(m, i) (((m).opaque[13] >> (9 * (i))) & 0x1ff)
#define MAP_ESTRIDE(m, i) (((m).opaque[14] >> (4 * (i))) & 0xf)

static void tensor_map_from_a_view(void) {
    cudacore_buffer b, b2;
    cudacore_buffer_info bi, bi2;
    cudacore_view_desc vd;
    cudacore_view v;
    cudacore_tensor_map_desc d;
    cudacore_tensor_map m;
    int64_t shape[2] = {64, 32}; /* 64 rows of 32 floats */
    int errors = mock_errors();
    struct aligned { char c; cudacore_tensor_map m; };
    CHECK(sizeof m == 128 && offsetof(struct aligned, m) >= 64); /* 64-byte aligned in C99 too */
    CHECK_OK(cudacore_buffer_allocate(mr, 64 * 32 * 4, st, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    memset(&vd, 0, sizeof vd);
    vd.buffer = b;
    vd.ndim = 2;
    vd.shape = shape;
    vd.dtype = dt(2, 32);
    CHECK_OK(cudacore_view_create(&vd, &v));
    memset(&d, 0, sizeof d);
    d.view = &v;
    d.box[0] = 16; /* the driver's order: 16 floats of a row ... */
    d.box[1] = 8;  /* ... by 8 rows */
    d.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_KIND(m) == 1 && MAP_ADDR(m) == bi.ptr && MAP_TYPE(m) == 7 && MAP_RANK(m) == 2 && MAP_SWIZZLE(m) == 2);
    CHECK(MAP_DIM(m, 0) == 32 && MAP_DIM(m, 1) == 64 && MAP_STRIDE(m, 0) == 128);
    CHECK(MAP_BOX(m, 0) == 16 && MAP_BOX(m, 1) == 8 && MAP_ESTRIDE(m, 0) == 1 && MAP_ESTRIDE(m, 1) == 1);
    /* the same layout elsewhere */
    CHECK_OK(cudacore_buffer_allocate(mr, 64 * 32 * 4, st, &b2));
    CHECK_OK(cudacore_buffer_get_info(b2, &bi2));
    CHECK_OK(cudacore_tensor_map_replace_address(&m, bi2.ptr));
    CHECK(MAP_ADDR(m) == bi2.ptr && MAP_DIM(m, 1) == 64);
    CHECK_ERR(cudacore_tensor_map_replace_address(&m, bi2.ptr + 8), CUDACORE_ERROR_INVALID_ARGUMENT);
    /* views TMA cannot take */
    d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_FLOAT16);
    CHECK_ERR(cudacore_tensor_map_encode_tiled(&d, &m), CUDACORE_ERROR_INVALID_ARGUMENT); /* 16-bit type on 32-bit elements */
    d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_INT32);
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m)); /* reinterpreting at the same size is fine */
    CHECK(MAP_TYPE(m) == 3);
    d.data_type = 0;
    v.strides[1] = 2; /* every other float: not contiguous rows */
    CHECK_ERR(cudacore_tensor_map_encode_tiled(&d, &m), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "innermost"));
    CHECK_OK(cudacore_view_create(&vd, &v));
    v.dtype.lanes = 2;
    v.itemsize = 8;
    CHECK_ERR(cudacore_tensor_map_encode_tiled(&d, &m), CUDACORE_ERROR_INVALID_ARGUMENT); /* float32x2: no TMA type */
    CHECK_OK(cudacore_buffer_free(b, st));
    CHECK_ERR(cudacore_view_create(&vd, &v), CUDACORE_ERROR_INVALID_HANDLE); /* b is gone */
    CHECK_OK(cudacore_buffer_free(b2, st));
    CHECK(mock_errors() == errors);
}

/* An explicit tensor: fp16, 3-D, compact strides computed. */
static cudacore_tensor_map_desc explicit_desc(cudacore_CUdeviceptr addr) {
    cudacore_tensor_map_desc d;
    memset(&d, 0, sizeof d);
    d.address = addr;
    d.rank = 3;
    d.dims[0] = 32;
    d.dims[1] = 8;
    d.dims[2] = 4;
    d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_FLOAT16);
    d.box[0] = 8;
    d.box[1] = 8;
    d.box[2] = 2;
    return d;
}

/* A desc encoded again and again, as a map re-encoded each step is: each
   field changed between two calls (the desc's, its view's, or the view
   swapped for another) reaches the driver, the unchanged desc gets the same
   map back, and two descs taken in turn each get their own. (The thread
   keeps its last tensor to skip the checks; tests/unit/test_tensor_map_rules.c
   checks its key against every byte of random descs.) */
static int same_map(const cudacore_tensor_map *a, const cudacore_tensor_map *b) { return !memcmp(a, b, sizeof *a); }
static void tensor_map_encoded_again(void) {
    cudacore_buffer b;
    cudacore_buffer_info bi;
    cudacore_view_desc vd;
    cudacore_view v, v2, w;
    cudacore_tensor_map_desc d, d2, x;
    cudacore_tensor_map m0, m, x0;
    int64_t shape[2] = {64, 32}, shape3[3] = {2, 32, 32}, strides[2] = {48, 1};
    int errors = mock_errors(), i;
    CHECK_OK(cudacore_buffer_allocate(mr, 64 * 48 * 4, st, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    memset(&vd, 0, sizeof vd);
    vd.buffer = b;
    vd.ndim = 2;
    vd.shape = shape;
    vd.dtype = dt(2, 32);
    CHECK_OK(cudacore_view_create(&vd, &v));
    memset(&d, 0, sizeof d);
    d.view = &v;
    d.box[0] = 16;
    d.box[1] = 8;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m0));
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(same_map(&m, &m0) && MAP_TYPE(m0) == 7 && MAP_DIM(m0, 1) == 64);
    /* the desc's fields */
    d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_INT32);
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_TYPE(m) == 3);
    d.data_type = 0;
    d.box[1] = 4;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_BOX(m, 1) == 4);
    d.box[1] = 8;
    d.element_strides[1] = 2;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_ESTRIDE(m, 1) == 2);
    d.element_strides[1] = 0;
    d.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_SWIZZLE(m) == 2);
    d.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE;
    d.l2_promotion = CUDACORE_CU_TENSOR_MAP_L2_PROMOTION_L2_128B;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(((m.opaque[2] >> 24) & 0xf) == 2);
    d.l2_promotion = CUDACORE_CU_TENSOR_MAP_L2_PROMOTION_NONE;
    d.oob_fill = CUDACORE_CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(((m.opaque[2] >> 28) & 0xf) == 1);
    d.oob_fill = CUDACORE_CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(same_map(&m, &m0));
    /* the view's: changed in place, then swapped for another */
    v.shape[0] = 32;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_DIM(m, 1) == 32);
    v.shape[0] = 64;
    v.dtype = dt(0, 32); /* int32 */
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_TYPE(m) == 3);
    v.dtype = dt(2, 32);
    v.strides[1] = 2; /* refused after a pass: not taken for the last tensor */
    CHECK_ERR(cudacore_tensor_map_encode_tiled(&d, &m), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(m.opaque[0] == 0);
    v.strides[1] = 1;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(same_map(&m, &m0));
    vd.strides = strides; /* padded rows */
    CHECK_OK(cudacore_view_create(&vd, &v2));
    d.view = &v2;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_STRIDE(m, 0) == 48 * 4 && MAP_DIM(m, 1) == 64);
    vd.strides = NULL;
    vd.offset = 32 * 4; /* one row on */
    shape[0] = 63;
    CHECK_OK(cudacore_view_create(&vd, &w));
    d.view = &w;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_ADDR(m) == bi.ptr + 128 && MAP_DIM(m, 1) == 63);
    vd.offset = 0;
    vd.ndim = 3;
    vd.shape = shape3;
    CHECK_OK(cudacore_view_create(&vd, &w));
    d.box[2] = 1;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_RANK(m) == 3 && MAP_DIM(m, 2) == 2);
    d.box[2] = 0;
    d.view = &v;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(same_map(&m, &m0));
    /* two descs in turn: a view's and an explicit one */
    x = explicit_desc(0x10000);
    CHECK_OK(cudacore_tensor_map_encode_tiled(&x, &x0));
    for (i = 0; i < 4; i++) {
        d2 = i % 2 ? x : d;
        CHECK_OK(cudacore_tensor_map_encode_tiled(&d2, &m));
        CHECK(same_map(&m, i % 2 ? &x0 : &m0));
    }
    x.address = 0x20000;
    x.dims[1] = 4;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&x, &m));
    CHECK(MAP_ADDR(m) == 0x20000 && MAP_DIM(m, 1) == 4 && MAP_STRIDE(m, 1) == 64 * 4);
    x.rank = 2;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&x, &m));
    CHECK(MAP_RANK(m) == 2);
    /* the same desc as im2col, then tiled again */
    x = explicit_desc(0x10000);
    x.channels_per_pixel = 32;
    x.pixels_per_column = 16;
    CHECK_OK(cudacore_tensor_map_encode_im2col(&x, &m));
    CHECK(MAP_KIND(m) == 2 && ((m.opaque[15] >> 32) & 0xffff) == 32);
    x.upper_corner[0] = -1;
    CHECK_OK(cudacore_tensor_map_encode_im2col(&x, &m));
    CHECK(((m.opaque[15] >> 16) & 0xffff) == 0xffff);
    x.pixels_per_column = 8;
    CHECK_OK(cudacore_tensor_map_encode_im2col(&x, &m));
    CHECK((m.opaque[15] >> 48) == 8);
    CHECK_OK(cudacore_tensor_map_encode_tiled(&x, &m));
    CHECK(same_map(&m, &x0));
    CHECK_OK(cudacore_buffer_free(b, st));
    CHECK_ERR(cudacore_tensor_map_encode_tiled(&d, &m), CUDACORE_ERROR_INVALID_HANDLE); /* the view's buffer is gone */
    CHECK(mock_errors() == errors);
}

/* Every rule of cuTensorMapEncodeTiled, refused first, with its field named. */
#define REFUSE(field_change, word) \
    do { \
        d = explicit_desc(addr); \
        field_change; \
        CHECK_ERR(cudacore_tensor_map_encode_tiled(&d, &m), CUDACORE_ERROR_INVALID_ARGUMENT); \
        if (!strstr(cudacore_last_error()->message, word)) { \
            printf("  the message for `%s` does not name '%s': %s\n", #field_change, word, cudacore_last_error()->message); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

static void tensor_map_explicit_and_its_rules(void) {
    cudacore_tensor_map_desc d;
    cudacore_tensor_map m;
    cudacore_CUdeviceptr addr = 0x10000;
    int errors = mock_errors();
    d = explicit_desc(addr);
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_TYPE(m) == 6 && MAP_RANK(m) == 3 && MAP_DIM(m, 0) == 32 && MAP_DIM(m, 2) == 4);
    CHECK(MAP_STRIDE(m, 0) == 64 && MAP_STRIDE(m, 1) == 512 && MAP_BOX(m, 2) == 2);
    d.strides[1] = 128; /* padded rows */
    d.strides[2] = 1024;
    d.element_strides[1] = 2;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&d, &m));
    CHECK(MAP_STRIDE(m, 0) == 128 && MAP_STRIDE(m, 1) == 1024 && MAP_ESTRIDE(m, 1) == 2 && MAP_ESTRIDE(m, 0) == 1);
    REFUSE(d.rank = 0, "rank");
    REFUSE(d.rank = 6, "rank");
    REFUSE(d.data_type = 0, "data_type");
    REFUSE(d.data_type = 17, "data_type");
    REFUSE(d.address = addr + 8, "aligned");
    REFUSE((d.interleave = CUDACORE_CU_TENSOR_MAP_INTERLEAVE_32B, d.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_32B, d.address = addr + 16), "32-byte");
    REFUSE(d.dims[1] = 0, "dims[1]");
    REFUSE(d.dims[2] = ((uint64_t)1 << 32) + 1, "dims[2]");
    REFUSE((d.strides[1] = 72, d.strides[2] = 1024), "multiple of 16");
    REFUSE((d.strides[1] = 64, d.strides[2] = (uint64_t)1 << 40), "2^40");
    REFUSE((d.strides[1] = 64, d.strides[2] = 256), "dimension 1 below");
    REFUSE((d.strides[1] = 32, d.strides[2] = 256), "dimension 0 below");
    REFUSE(d.strides[0] = 4, "contiguous");
    REFUSE(d.box[1] = 0, "box[1]");
    REFUSE(d.box[2] = 257, "box[2]");
    REFUSE(d.box[0] = 4, "16 bytes"); /* 8 bytes of fp16 */
    REFUSE((d.box[0] = 64, d.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B), "swizzle span");
    REFUSE(d.element_strides[0] = 9, "element_strides[0]");
    REFUSE((d.rank = 2, d.interleave = CUDACORE_CU_TENSOR_MAP_INTERLEAVE_16B), "rank >= 3");
    REFUSE(d.interleave = CUDACORE_CU_TENSOR_MAP_INTERLEAVE_32B, "SWIZZLE_32B");
    REFUSE(d.interleave = (cudacore_CUtensorMapInterleave)3, "enum");
    REFUSE(d.swizzle = (cudacore_CUtensorMapSwizzle)7, "enum");
    REFUSE(d.l2_promotion = (cudacore_CUtensorMapL2promotion)4, "enum");
    REFUSE(d.oob_fill = (cudacore_CUtensorMapFloatOOBfill)2, "enum");
    REFUSE((d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT16),
            d.oob_fill = CUDACORE_CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA),
           "floating-point");
    REFUSE((d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B), d.address = addr,
            d.interleave = CUDACORE_CU_TENSOR_MAP_INTERLEAVE_16B),
           "INTERLEAVE_NONE");
    REFUSE((d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B), d.dims[0] = 100), "multiple of 128");
    REFUSE((d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B), d.dims[0] = 128, d.box[0] = 64),
           "box[0] must be 128");
    REFUSE((d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B), d.dims[0] = 128, d.box[0] = 128,
            d.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B),
           "swizzle 2");
    REFUSE((d.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B), d.dims[0] = 33), "even");
    CHECK_ERR(cudacore_tensor_map_encode_tiled(NULL, &m), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_tensor_map_encode_tiled(&d, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(mock_errors() == errors);
}

#define REFUSE_IM2COL(field_change, word) \
    do { \
        d = nhwc; \
        field_change; \
        CHECK_ERR(cudacore_tensor_map_encode_im2col(&d, &m), CUDACORE_ERROR_INVALID_ARGUMENT); \
        if (!strstr(cudacore_last_error()->message, word)) { \
            printf("  the message for `%s` does not name '%s': %s\n", #field_change, word, cudacore_last_error()->message); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

static void tensor_map_im2col(void) {
    cudacore_tensor_map_desc d, nhwc;
    cudacore_tensor_map m;
    int errors = mock_errors();
    memset(&nhwc, 0, sizeof nhwc); /* N=2, H=8, W=8, C=16 floats: the driver's order C, W, H, N */
    nhwc.address = 0x20000;
    nhwc.rank = 4;
    nhwc.dims[0] = 16;
    nhwc.dims[1] = 8;
    nhwc.dims[2] = 8;
    nhwc.dims[3] = 2;
    nhwc.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_FLOAT32);
    nhwc.lower_corner[0] = nhwc.lower_corner[1] = -1; /* padding 1 */
    nhwc.upper_corner[0] = nhwc.upper_corner[1] = -1; /* a 3x3 filter */
    nhwc.channels_per_pixel = 16;
    nhwc.pixels_per_column = 64;
    d = nhwc;
    CHECK_OK(cudacore_tensor_map_encode_im2col(&d, &m));
    CHECK(MAP_KIND(m) == 2 && MAP_RANK(m) == 4 && MAP_STRIDE(m, 0) == 64 && MAP_STRIDE(m, 2) == 64 * 8 * 8);
    CHECK((m.opaque[15] & 0xffff) == 0xffff && ((m.opaque[15] >> 32) & 0xffff) == 16 && (m.opaque[15] >> 48) == 64);
    REFUSE_IM2COL(d.rank = 2, "rank 3, 4 or 5");
    REFUSE_IM2COL(d.lower_corner[1] = -129, "[-128, 127]");
    REFUSE_IM2COL((d.rank = 5, d.dims[4] = 1, d.upper_corner[2] = 16), "[-16, 15]");
    REFUSE_IM2COL((d.lower_corner[0] = 4, d.upper_corner[0] = -4), "empty");
    REFUSE_IM2COL(d.channels_per_pixel = 0, "channels_per_pixel");
    REFUSE_IM2COL(d.channels_per_pixel = 257, "channels_per_pixel");
    REFUSE_IM2COL(d.pixels_per_column = 1025, "pixels_per_column");
    REFUSE_IM2COL((d.channels_per_pixel = 64, d.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B), "swizzle span");
    CHECK(mock_errors() == errors);
}

static void cleanup(void) {
    CHECK_OK(cudacore_stream_destroy(st));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    cudacore_shutdown();
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(views_of_raw_memory);
    RUN(views_of_buffers);
    RUN(dlpack_nd);
    RUN(tensor_map_from_a_view);
    RUN(tensor_map_explicit_and_its_rules);
    RUN(tensor_map_encoded_again);
    RUN(tensor_map_im2col);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
