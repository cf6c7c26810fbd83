/* Tensor maps without GPUs, on the two-device mock driver
   (tests/mock/libcuda_multi_mock.so: "device memory" is host memory,
   compute capability 9.0, and cuTensorMapEncode* writes its arguments into
   the 16 words of the map so that the test can read what cudacore passed:
   the dimension order, byte strides, box, element strides and enums).

   From a view (dimensions reversed) and explicit (compact strides
   computed), tiled and im2col, address replacement, a desc encoded again
   with one field changed, and every documented rule refused before the
   driver. The views they are made from: test_views.c; the fast path against
   the full checks: test_tensor_maps_rules.c. The same maps move real tiles
   on a GPU in tests/gpu/test_tensor_maps_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include "../views_mock.h"
#include <stddef.h>

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
   keeps its last tensor to skip the checks; test_tensor_maps_rules.c
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

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(tensor_map_from_a_view);
    RUN(tensor_map_explicit_and_its_rules);
    RUN(tensor_map_encoded_again);
    RUN(tensor_map_im2col);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
