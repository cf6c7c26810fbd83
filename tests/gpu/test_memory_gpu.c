/* Memory resources and buffers on a real GPU: every copy and fill is checked
   byte for byte against a host reference, for every resource. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

#define N 4099 /* odd on purpose */

/* copies (host->buf, buf->buf with offsets, view, buf->host) and fills
   (1/2/4 bytes) on buffers of mr; all checked on the host */
static int t_exercise(cudacore_memory_resource mr, cudacore_stream s) {
    static unsigned char src[N], ref[N], got[N];
    cudacore_buffer a, b, v;
    size_t i;
    for (i = 0; i < N; i++) src[i] = (unsigned char)(i * 7 + 3);
    if (cudacore_buffer_allocate(mr, N, s, &a) || cudacore_buffer_allocate(mr, N, s, &b)) return __LINE__;
    if (cudacore_buffer_copy_from_host(a, 0, src, N, s)) return __LINE__;
    if (cudacore_buffer_fill(b, 0, N, 0xEE, 1, s)) return __LINE__;
    if (cudacore_buffer_copy(b, 10, a, 100, 3000, s)) return __LINE__;
    if (cudacore_buffer_copy_to_host(got, b, 0, N, s) || cudacore_stream_synchronize(s)) return __LINE__;
    memset(ref, 0xEE, N);
    memcpy(ref + 10, src + 100, 3000);
    if (memcmp(got, ref, N)) return __LINE__;
    /* view: shares memory */
    if (cudacore_buffer_view(a, 16, 64, &v)) return __LINE__;
    if (cudacore_buffer_fill(v, 0, 64, 0xA1B2u, 2, s)) return __LINE__;
    if (cudacore_buffer_fill(a, 80, 400, 0x01020304u, 4, s)) return __LINE__;
    if (cudacore_buffer_copy_to_host(got, a, 0, N, s) || cudacore_stream_synchronize(s)) return __LINE__;
    memcpy(ref, src, N);
    for (i = 0; i < 64; i += 2) {
        unsigned short p = 0xA1B2u;
        memcpy(ref + 16 + i, &p, 2);
    }
    for (i = 0; i < 400; i += 4) {
        unsigned int p = 0x01020304u;
        memcpy(ref + 80 + i, &p, 4);
    }
    if (memcmp(got, ref, N)) return __LINE__;
    /* partial host copies with offsets */
    memset(got, 0, N);
    if (cudacore_buffer_copy_to_host(got + 5, a, 1000, 77, s) || cudacore_stream_synchronize(s)) return __LINE__;
    if (memcmp(got + 5, ref + 1000, 77)) return __LINE__;
    if (cudacore_buffer_free(v, s) || cudacore_buffer_free(a, s) || cudacore_buffer_free(b, s)) return __LINE__;
    if (cudacore_stream_synchronize(s)) return __LINE__;
    return 0;
}
#define EXERCISE(mr, s) \
    do { \
        int t_line_ = t_exercise(mr, s); \
        if (t_line_) { \
            printf("  t_exercise failed at test_memory_gpu.c:%d\n", t_line_); \
            cudacore_print_error(stdout); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

static void default_resource(void) {
    cudacore_memory_resource mr, again;
    cudacore_memory_resource_info info;
    cudacore_stream s;
    uint64_t thr = 0;
    NEED_GPU();
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_device_memory_resource(0, &again));
    CHECK(mr.id == again.id);
    CHECK_OK(cudacore_memory_resource_get_info(mr, &info));
    CHECK(info.type == CUDACORE_MR_DEVICE_POOL && info.device == 0 && info.device_accessible && !info.host_accessible && info.pool);
    CHECK_OK(cudacore_memory_resource_get_attribute(mr, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &thr));
    CHECK(thr == ~(uint64_t)0);
    EXERCISE(mr, s);
    EXERCISE(mr, cudacore_stream_legacy());
    EXERCISE(mr, cudacore_stream_per_thread());
    CHECK_OK(cudacore_memory_resource_destroy(mr)); /* no-op */
    CHECK_OK(cudacore_memory_resource_get_info(mr, &info));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
}

static void every_builtin_resource(void) {
    cudacore_memory_resource mr;
    cudacore_device_pool_desc pd;
    cudacore_pinned_memory_resource_desc hd;
    cudacore_managed_memory_resource_desc md;
    cudacore_virtual_memory_resource_desc vd;
    cudacore_host_pool_desc hpd;
    cudacore_stream s;
    uint64_t used = 0;
    NEED_GPU();
    CHECK_OK(cudacore_stream_create(NULL, &s));
    memset(&pd, 0, sizeof pd);
    pd.max_size = (size_t)64 << 20;
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_get_attribute(mr, CUDACORE_CU_MEMPOOL_ATTR_USED_MEM_CURRENT, &used));
    CHECK(used == 0);
    CHECK_OK(cudacore_memory_resource_set_attribute(mr, CUDACORE_CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC, 0));
    CHECK_OK(cudacore_memory_resource_trim(mr, 0));
    CHECK_OK(cudacore_memory_resource_destroy(mr));

    CHECK_OK(cudacore_device_malloc_resource_create(0, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_destroy(mr));

    memset(&hd, 0, sizeof hd);
    CHECK_OK(cudacore_pinned_memory_resource_create(&hd, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_destroy(mr));
    hd.portable = hd.mapped = hd.write_combined = 1;
    CHECK_OK(cudacore_pinned_memory_resource_create(&hd, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_destroy(mr));

    memset(&md, 0, sizeof md);
    CHECK_OK(cudacore_managed_memory_resource_create(&md, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_destroy(mr));

    memset(&vd, 0, sizeof vd);
    vd.reserve_size = (size_t)64 << 20;
    CHECK_OK(cudacore_virtual_memory_resource_create(&vd, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_destroy(mr));

    memset(&hpd, 0, sizeof hpd);
    CHECK_OK(cudacore_pinned_pool_resource_create(&hpd, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_destroy(mr));
    md.pool = 1;
    CHECK_OK(cudacore_managed_memory_resource_create(&md, &mr));
    EXERCISE(mr, s);
    CHECK_OK(cudacore_memory_resource_destroy(mr));

    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_MEMORY_RESOURCE) <= 1); /* the default one */
}

typedef struct t_user_mr { int allocs, frees, destroyed; } t_user_mr;
static cudacore_result t_user_alloc(void *ud, size_t size, cudacore_CUstream st, cudacore_CUdeviceptr *ptr) {
    void *p = malloc(size);
    (void)st;
    ((t_user_mr *)ud)->allocs++;
    *ptr = (cudacore_CUdeviceptr)(uintptr_t)p;
    return p ? CUDACORE_SUCCESS : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}
static cudacore_result t_user_dealloc(void *ud, cudacore_CUdeviceptr ptr, size_t size, cudacore_CUstream st) {
    (void)size;
    (void)st;
    ((t_user_mr *)ud)->frees++;
    free((void *)(uintptr_t)ptr);
    return CUDACORE_SUCCESS;
}
static void t_user_destroy(void *ud) { ((t_user_mr *)ud)->destroyed = 1; }

static void user_resource_host_memory(void) {
    /* a user vtable handing out pageable host memory: copies work, fills are
       refused (not device-accessible) */
    t_user_mr u;
    cudacore_user_memory_resource_desc d;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_buffer_info info;
    unsigned char src[256], got[256];
    int i;
    NEED_GPU();
    t_setup_quiet();
    memset(&u, 0, sizeof u);
    memset(&d, 0, sizeof d);
    d.vtable.allocate = t_user_alloc;
    d.vtable.deallocate = t_user_dealloc;
    d.vtable.destroy = t_user_destroy;
    d.user_data = &u;
    d.device = -1;
    d.host_accessible = 1;
    CHECK_OK(cudacore_user_memory_resource_create(&d, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 256, cudacore_stream_legacy(), &b));
    CHECK(u.allocs == 1);
    CHECK_OK(cudacore_buffer_get_info(b, &info));
    CHECK(info.host_accessible && !info.device_accessible && info.size == 256);
    for (i = 0; i < 256; i++) src[i] = (unsigned char)(255 - i);
    CHECK_OK(cudacore_buffer_copy_from_host(b, 0, src, 256, cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, 256, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK(!memcmp(src, got, 256));
    CHECK_ERR(cudacore_buffer_fill(b, 0, 256, 0, 1, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_buffer_free(b, cudacore_stream_legacy()));
    CHECK(u.frees == 1);
    CHECK_OK(cudacore_memory_resource_destroy(mr));
    CHECK(u.destroyed == 1);
}

static void wrap_register_and_kinds(void) {
    cudacore_memory_resource mr;
    cudacore_buffer b, w, r;
    cudacore_buffer_info info;
    cudacore_CUdeviceptr p = 0;
    static unsigned char host[8192], got[8192];
    unsigned char *page;
    size_t i;
    NEED_GPU();
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 1024, cudacore_stream_legacy(), &b));
    CHECK_OK(cudacore_buffer_native(b, &p));
    CHECK_OK(cudacore_buffer_wrap(p, 1024, &w));
    CHECK_OK(cudacore_buffer_get_info(w, &info));
    CHECK(info.kind == CUDACORE_MEMORY_DEVICE && info.device == 0 && info.owned == 0 && info.ptr == p);
    CHECK_OK(cudacore_buffer_free(w, cudacore_stream_legacy())); /* handle only */
    CHECK_OK(cudacore_buffer_fill(b, 0, 1024, 0x5A, 1, cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, 1024, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    for (i = 0; i < 1024; i++) CHECK(got[i] == 0x5A);
    CHECK_OK(cudacore_buffer_free(b, cudacore_stream_legacy()));
    /* pageable host memory */
    CHECK_OK(cudacore_buffer_wrap((cudacore_CUdeviceptr)(uintptr_t)host, sizeof host, &w));
    CHECK_OK(cudacore_buffer_get_info(w, &info));
    CHECK(info.kind == CUDACORE_MEMORY_PAGEABLE && info.host_accessible && !info.device_accessible);
    CHECK_OK(cudacore_buffer_free(w, cudacore_stream_legacy()));
    /* registered host memory */
    page = (unsigned char *)malloc(1 << 16);
    CHECK(page != NULL);
    CHECK_OK(cudacore_buffer_register_host(page, 1 << 16, 0, &r));
    CHECK_OK(cudacore_buffer_get_info(r, &info));
    CHECK(info.kind == CUDACORE_MEMORY_HOST && info.host_accessible && info.device_accessible && info.host_ptr == page);
    CHECK_OK(cudacore_buffer_fill(r, 0, 1 << 16, 0x11223344u, 4, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    for (i = 0; i < (1u << 16); i += 4) {
        unsigned int v;
        memcpy(&v, page + i, 4);
        CHECK(v == 0x11223344u);
    }
    CHECK_OK(cudacore_buffer_free(r, cudacore_stream_legacy()));
    free(page);
}

static void bad_input(void) {
    cudacore_memory_resource mr, z;
    cudacore_buffer b, e, v, zb;
    cudacore_CUdeviceptr p = 1;
    unsigned char host[64];
    cudacore_buffer_info info;
    NEED_GPU();
    t_setup_quiet();
    z.id = 0;
    zb.id = 0;
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_ERR(cudacore_buffer_allocate(z, 16, cudacore_stream_legacy(), &b), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(b.id == 0);
    CHECK_ERR(cudacore_buffer_allocate(mr, 16, cudacore_stream_legacy(), NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    /* size 0: a valid empty buffer, pointer 0; 0-byte copies succeed */
    CHECK_OK(cudacore_buffer_allocate(mr, 0, cudacore_stream_legacy(), &e));
    CHECK_OK(cudacore_buffer_native(e, &p));
    CHECK(p == 0);
    CHECK_OK(cudacore_buffer_copy_from_host(e, 0, host, 0, cudacore_stream_legacy()));
    CHECK_ERR(cudacore_buffer_copy_from_host(e, 0, host, 1, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_OK(cudacore_buffer_free(e, cudacore_stream_legacy()));
    /* out of bounds and overflow, before the driver */
    CHECK_OK(cudacore_buffer_allocate(mr, 64, cudacore_stream_legacy(), &b));
    CHECK_ERR(cudacore_buffer_copy_from_host(b, 1, host, 64, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_buffer_copy_to_host(host, b, 65, 0, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_buffer_copy_to_host(host, b, 8, ~(size_t)0 - 4, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_buffer_copy(b, ~(size_t)0, b, 0, 2, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_buffer_fill(b, 60, 8, 0, 4, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_buffer_fill(b, 2, 8, 0, 4, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_buffer_fill(b, 0, 8, 0, 3, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_buffer_view(b, 60, 5, &v), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_OK(cudacore_buffer_view(b, 60, 4, &v));
    CHECK_ERR(cudacore_buffer_fill(v, 0, 8, 0, 1, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_OK(cudacore_buffer_free(v, cudacore_stream_legacy()));
    CHECK_ERR(cudacore_buffer_copy_from_host(b, 0, NULL, 4, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_buffer_host_ptr(b, (void **)&p), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_buffer_copy(b, 0, zb, 0, 4, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_buffer_free(b, cudacore_stream_legacy()));
    CHECK_ERR(cudacore_buffer_free(b, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_buffer_get_info(b, &info), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_buffer_copy_to_host(host, b, 0, 4, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    /* a host-only resource asked for device memory: no device pointer to fill */
    CHECK_ERR(cudacore_memory_resource_export_fd(mr, (int *)&p), CUDACORE_ERROR_INVALID_ARGUMENT);
}

static void capture_allocates_graph_nodes(void) {
    /* pool allocation during capture becomes a graph memory node */
    typedef int (*begin_fn)(cudacore_CUstream, int);
    typedef int (*end_fn)(cudacore_CUstream, void **);
    typedef int (*gdestroy_fn)(void *);
    void *fb = NULL, *fe = NULL, *fd = NULL, *graph = NULL;
    begin_fn begin;
    end_fn end;
    gdestroy_fn gdestroy;
    cudacore_memory_resource mr;
    cudacore_stream s;
    cudacore_CUstream cs;
    cudacore_buffer b;
    NEED_GPU();
    CHECK_OK(cudacore_driver_proc("cuStreamBeginCapture", 0, &fb));
    CHECK_OK(cudacore_driver_proc("cuStreamEndCapture", 0, &fe));
    CHECK_OK(cudacore_driver_proc("cuGraphDestroy", 0, &fd));
    memcpy(&begin, &fb, sizeof begin);
    memcpy(&end, &fe, sizeof end);
    memcpy(&gdestroy, &fd, sizeof gdestroy);
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_native(s, &cs));
    CHECK(begin(cs, 2 /* CU_STREAM_CAPTURE_MODE_RELAXED */) == 0);
    CHECK_OK(cudacore_buffer_allocate(mr, 4096, s, &b));
    CHECK_OK(cudacore_buffer_fill(b, 0, 4096, 7, 1, s));
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK(end(cs, &graph) == 0 && graph != NULL);
    CHECK(gdestroy(graph) == 0);
    CHECK_OK(cudacore_stream_destroy(s));
}

static void vmm_grow_in_place(void) {
    cudacore_memory_resource mr;
    cudacore_virtual_memory_resource_desc vd;
    cudacore_buffer b;
    cudacore_CUdeviceptr p0 = 0, p1 = 0;
    cudacore_buffer_info info;
    static unsigned char got[3 << 20];
    size_t i;
    NEED_GPU();
    t_setup_quiet();
    memset(&vd, 0, sizeof vd);
    vd.reserve_size = (size_t)8 << 20;
    CHECK_OK(cudacore_virtual_memory_resource_create(&vd, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 1 << 20, cudacore_stream_legacy(), &b));
    CHECK_OK(cudacore_buffer_native(b, &p0));
    CHECK_OK(cudacore_buffer_fill(b, 0, 1 << 20, 0xAB, 1, cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_grow(b, (size_t)3 << 20));
    CHECK_OK(cudacore_buffer_native(b, &p1));
    CHECK(p0 == p1);
    CHECK_OK(cudacore_buffer_get_info(b, &info));
    CHECK(info.size == ((size_t)3 << 20));
    CHECK_OK(cudacore_buffer_fill(b, 1 << 20, (size_t)2 << 20, 0xCD, 1, cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    for (i = 0; i < sizeof got; i++) CHECK(got[i] == (i < (1u << 20) ? 0xAB : 0xCD));
    CHECK_ERR(cudacore_buffer_grow(b, (size_t)9 << 20), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_OK(cudacore_buffer_free(b, cudacore_stream_legacy()));
    CHECK_OK(cudacore_memory_resource_destroy(mr));
}

static void managed_prefetch_advise(void) {
    cudacore_memory_resource mr;
    cudacore_managed_memory_resource_desc md;
    cudacore_buffer b;
    unsigned char *h = NULL;
    int i;
    NEED_GPU();
    memset(&md, 0, sizeof md);
    CHECK_OK(cudacore_managed_memory_resource_create(&md, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 1 << 20, cudacore_stream_legacy(), &b));
    CHECK_OK(cudacore_buffer_host_ptr(b, (void **)&h));
    for (i = 0; i < (1 << 20); i++) h[i] = (unsigned char)i;
    CHECK_OK(cudacore_buffer_advise(b, 0, 1 << 20, CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, 0));
    CHECK_OK(cudacore_buffer_prefetch(b, 0, 1 << 20, 0, cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_fill(b, 0, 4096, 0, 1, cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_prefetch(b, 0, 1 << 20, -1, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    for (i = 0; i < (1 << 20); i++) CHECK(h[i] == (i < 4096 ? 0 : (unsigned char)i));
    CHECK_OK(cudacore_buffer_free(b, cudacore_stream_legacy()));
    CHECK_OK(cudacore_memory_resource_destroy(mr));
}

static void copy_2d_pitched(void) {
    cudacore_memory_resource mr;
    cudacore_buffer d;
    cudacore_copy_2d_desc c;
    static unsigned char src[32 * 20], got[32 * 20];
    int i, x, y;
    NEED_GPU();
    t_setup_quiet();
    for (i = 0; i < 32 * 20; i++) src[i] = (unsigned char)(i * 13);
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 64 * 20, cudacore_stream_legacy(), &d));
    CHECK_OK(cudacore_buffer_fill(d, 0, 64 * 20, 0, 1, cudacore_stream_legacy()));
    memset(&c, 0, sizeof c);
    c.dst = d;
    c.dst_pitch = 64;
    c.src_host = src;
    c.src_pitch = 32;
    c.width = 24;
    c.height = 20;
    CHECK_OK(cudacore_copy_2d(&c, cudacore_stream_legacy()));
    memset(&c, 0, sizeof c);
    c.src = d;
    c.src_pitch = 64;
    c.dst_host = got;
    c.dst_pitch = 32;
    c.width = 32;
    c.height = 20;
    CHECK_OK(cudacore_copy_2d(&c, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    for (y = 0; y < 20; y++)
        for (x = 0; x < 32; x++) CHECK(got[y * 32 + x] == (x < 24 ? src[y * 32 + x] : 0));
    c.height = 21; /* one row past the end */
    CHECK_ERR(cudacore_copy_2d(&c, cudacore_stream_legacy()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    c.height = 20;
    c.src_pitch = 16; /* pitch < width */
    CHECK_ERR(cudacore_copy_2d(&c, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_buffer_free(d, cudacore_stream_legacy()));
}

static void dlpack_round_trip(void) {
    cudacore_memory_resource mr;
    cudacore_buffer b, imp;
    cudacore_DLManagedTensor *t = NULL;
    cudacore_buffer_info info;
    cudacore_CUdeviceptr p = 0;
    unsigned char got[16];
    NEED_GPU();
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 256, cudacore_stream_legacy(), &b));
    CHECK_OK(cudacore_buffer_native(b, &p));
    CHECK_OK(cudacore_buffer_to_dlpack(b, 1, &t));
    CHECK(t->dl_tensor.device.device_type == CUDACORE_DL_CUDA && t->dl_tensor.ndim == 1 && t->dl_tensor.shape[0] == 256);
    CHECK(t->dl_tensor.dtype.bits == 8 && (cudacore_CUdeviceptr)(uintptr_t)t->dl_tensor.data == p);
    CHECK_OK(cudacore_buffer_from_dlpack(t, &imp)); /* imp owns t, t owns b */
    CHECK_OK(cudacore_buffer_get_info(imp, &info));
    CHECK(info.ptr == p && info.size == 256 && info.kind == CUDACORE_MEMORY_DEVICE);
    CHECK_OK(cudacore_buffer_fill(imp, 0, 16, 0x42, 1, cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, 16, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK(got[0] == 0x42 && got[15] == 0x42);
    CHECK_OK(cudacore_buffer_free(imp, cudacore_stream_legacy()));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0); /* the deleter freed b */
}

static void peer_copy_two_gpus(void) {
    int n = 0, i;
    cudacore_memory_resource m0, m1;
    cudacore_buffer b0, b1;
    cudacore_stream s1;
    unsigned char src[1000], got[1000];
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(cudacore_device_count(&n));
    if (n < 2) SKIP("needs two GPUs");
    for (i = 0; i < 1000; i++) src[i] = (unsigned char)(i ^ 0x5A);
    CHECK_OK(cudacore_device_memory_resource(0, &m0));
    CHECK_OK(cudacore_device_memory_resource(1, &m1));
    CHECK_OK(cudacore_buffer_allocate(m0, 1000, cudacore_stream_legacy(), &b0));
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_stream_create(NULL, &s1));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_ERR(cudacore_buffer_allocate(m0, 16, s1, &b1), CUDACORE_ERROR_DEVICE_MISMATCH); /* stream of another device */
    CHECK_OK(cudacore_buffer_allocate(m1, 1000, s1, &b1));
    CHECK_OK(cudacore_buffer_copy_from_host(b0, 0, src, 1000, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK_OK(cudacore_buffer_copy_peer(b1, 0, b0, 0, 1000, s1));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b1, 0, 1000, s1));
    CHECK_OK(cudacore_stream_synchronize(s1));
    CHECK(!memcmp(src, got, 1000));
    CHECK_OK(cudacore_buffer_free(b1, s1));
    CHECK_OK(cudacore_buffer_free(b0, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_destroy(s1));
}

int main(void) {
    RUN(default_resource);
    RUN(every_builtin_resource);
    RUN(user_resource_host_memory);
    RUN(wrap_register_and_kinds);
    RUN(bad_input);
    RUN(capture_allocates_graph_nodes);
    RUN(vmm_grow_in_place);
    RUN(managed_prefetch_advise);
    RUN(copy_2d_pitched);
    RUN(dlpack_round_trip);
    RUN(peer_copy_two_gpus);
    TEST_EXIT();
}
