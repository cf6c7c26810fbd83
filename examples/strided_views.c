/* strided_views -- N-dimensional views of memory and DLPack exchange.
   A view says how an array lies in memory: shape, strides (in elements, or
   in bytes), element type (a DLPack dtype), and where (a buffer, or raw
   host or device memory). cudacore checks it once -- every element it can
   reach lies inside its buffer, element 0 is aligned -- and then exports it
   as a DLPack tensor for any library that takes one (PyTorch, CuPy, JAX
   through their from_dlpack), or imports such a tensor as a buffer plus a
   view. Shown here:
     1. a transposed view of a host matrix (strides swapped: no copy), read
        through the exported tensor's shape and strides, as a consumer would;
     2. a view with byte strides, a view that runs backwards (a negative
        stride), a broadcast (stride 0);
     3. on a GPU: a 3-D view of device memory, exported, imported back (the
        import owns the tensor and frees it with the buffer), and the data
        read through the imported buffer.
   Without a GPU, parts 1 and 2 run and part 3 prints "skipped: no GPU".
   Next: tma_copy -- tiles moved by the TMA through a tensor map.
   Build: cc -std=c99 examples/strided_views.c -o strided_views -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

static cudacore_DLDataType f32(void) {
    cudacore_DLDataType t;
    t.code = 2; /* kDLFloat */
    t.bits = 32;
    t.lanes = 1;
    return t;
}

/* What a DLPack consumer does: element [i][j] of a 2-D tensor. */
static float at2(const cudacore_DLTensor *t, int64_t i, int64_t j) {
    const float *base = (const float *)((const char *)t->data + t->byte_offset);
    return base[i * t->strides[0] + j * t->strides[1]];
}

static int host_views(void) {
    static float m[3][4] = {{0, 1, 2, 3}, {10, 11, 12, 13}, {20, 21, 22, 23}};
    cudacore_view_desc d;
    cudacore_view v;
    cudacore_DLManagedTensor *t;
    int64_t shape[2] = {4, 3}, strides[2] = {1, 4}; /* the transpose: 4 rows of 3, stepping down m's columns */
    int64_t bshape[1] = {3}, bstrides[1] = {16}, back[1] = {-1}, zero[1] = {0}, i, j;
    int bad = 0;
    memset(&d, 0, sizeof d);
    d.ptr = (cudacore_CUdeviceptr)(uintptr_t)m;
    d.device = -1; /* host memory */
    d.ndim = 2;
    d.shape = shape;
    d.strides = strides;
    d.dtype = f32();
    CUDACORE_CHECK(cudacore_view_create(&d, &v));
    CUDACORE_CHECK(cudacore_view_to_dlpack(&v, 0, &t));
    printf("transposed view: shape %lld x %lld, strides (%lld, %lld) elements, contiguous %d\n", (long long)t->dl_tensor.shape[0],
           (long long)t->dl_tensor.shape[1], (long long)t->dl_tensor.strides[0], (long long)t->dl_tensor.strides[1], v.contiguous);
    for (i = 0; i < 4; i++)
        for (j = 0; j < 3; j++) bad += at2(&t->dl_tensor, i, j) != m[j][i];
    t->deleter(t);
    /* the first column, with its stride in bytes (16: one row of 4 floats) */
    d.ndim = 1;
    d.shape = bshape;
    d.strides = bstrides;
    d.strides_in_bytes = 1;
    CUDACORE_CHECK(cudacore_view_create(&d, &v));
    printf("a column: stride %lld elements, reaching bytes %lld..%lld\n", (long long)v.strides[0], (long long)v.span_begin, (long long)v.span_end);
    bad += v.strides[0] != 4 || v.span_end != 36;
    /* the last row backwards: element 0 is m[2][3], the stride -1 */
    d.ptr = (cudacore_CUdeviceptr)(uintptr_t)&m[2][3];
    d.shape = shape; /* 4 elements */
    d.strides = back;
    d.strides_in_bytes = 0;
    CUDACORE_CHECK(cudacore_view_create(&d, &v));
    bad += v.span_begin != -12 || v.span_end != 4;
    /* one value seen as 1000 (a broadcast: stride 0) */
    d.strides = zero;
    bshape[0] = 1000;
    d.shape = bshape;
    CUDACORE_CHECK(cudacore_view_create(&d, &v));
    printf("a broadcast: %llu elements in %lld bytes\n", (unsigned long long)v.count, (long long)(v.span_end - v.span_begin));
    bad += v.count != 1000 || v.span_end != 4;
    return bad;
}

static int device_round_trip(void) {
    float host[2][3][4], got[2][3][4];
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer b, imported;
    cudacore_view_desc d;
    cudacore_view v, w;
    cudacore_DLManagedTensor *t;
    int64_t shape[3] = {2, 3, 4};
    int i, bad;
    for (i = 0; i < 24; i++) (&host[0][0][0])[i] = (float)i;
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof host + 64, s, &b));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b, 64, host, sizeof host, s));
    memset(&d, 0, sizeof d);
    d.buffer = b;
    d.offset = 64; /* the array starts 64 bytes into the buffer */
    d.ndim = 3;
    d.shape = shape;
    d.dtype = f32();
    CUDACORE_CHECK(cudacore_view_create(&d, &v));
    /* export, giving the buffer to the tensor: its deleter frees it */
    CUDACORE_CHECK(cudacore_view_to_dlpack(&v, 1, &t));
    printf("exported: device type %d (kDLCUDA), ndim %d, byte_offset %llu\n", (int)t->dl_tensor.device.device_type, (int)t->dl_tensor.ndim,
           (unsigned long long)t->dl_tensor.byte_offset);
    /* what a consumer of someone else's tensor does: import it */
    CUDACORE_CHECK(cudacore_view_from_dlpack(t, &imported, &w));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, imported, w.offset, sizeof got, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    bad = memcmp(got, host, sizeof host) != 0;
    printf("imported: %d-D view of %llu elements on device %d: %s\n", w.ndim, (unsigned long long)w.count, w.device, bad ? "WRONG data" : "same data");
    CUDACORE_CHECK(cudacore_buffer_free(imported, s)); /* calls the tensor's deleter, which frees b */
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    return bad;
}

int main(void) {
    cudacore_desc desc;
    int ndev = 0, bad;
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    bad = host_views();
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        printf("skipped: no GPU (for the device part)\n");
        return bad ? 1 : 0;
    }
    bad += device_round_trip();
    if (bad) printf("FAILED\n");
    return bad ? 1 : 0;
}
