/* Many GPUs: every call on an object works whichever device (or context) is
   current on the calling thread. tests/unit/test_devices_multi.c checks the
   same rule against a strict two-device mock driver in CI; this file checks
   it on real GPUs.
   - One GPU is enough for "another context is current": a stream wrapped
     from a second context of device 0 takes the same path as a stream of
     another device (its context is pushed around each call), and a context
     switched behind cudacore's back is followed.
   - Two GPUs: each operation twice (its device current, the other current),
     peer access, peer copies both ways, kernels reading peer memory through
     pools and virtual memory with peers, IPC of a device-1 allocation in
     another process, graphs across devices, threads switching devices,
     the default streams as the current device's.
     With one GPU these skip, counted (CUDACORE_REQUIRE_GPU=1 does not make
     a missing second GPU a failure: the kind of machine decides that). */
#if !defined(_WIN32)
#define _XOPEN_SOURCE 700
#endif
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#if !defined(_WIN32)
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

static const char ksrc[] =
    "extern \"C\" __global__ void fill(int *p, int n, int v) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) p[i] = v + i;\n"
    "}\n"
    "extern \"C\" __global__ void add_from(int *dst, const int *src, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) dst[i] += src[i];\n"
    "}\n";
static cudacore_object_code code;
static cudacore_kernel k_fill, k_add;
static int ndev;

static cudacore_result compile_kernels(void) {
    cudacore_program_desc d;
    cudacore_program p;
    cudacore_result r;
    if (k_fill.id) return CUDACORE_SUCCESS;
    memset(&d, 0, sizeof d);
    d.source = ksrc;
    d.name = "multi_gpu.cu";
    r = cudacore_program_create(&d, &p);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &code);
    cudacore_program_destroy(p);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "fill", &k_fill);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "add_from", &k_add);
    return r;
}

static cudacore_launch_config cfg_for(int n) {
    cudacore_launch_config c;
    memset(&c, 0, sizeof c);
    c.block[0] = 256;
    c.grid[0] = (unsigned)((n + 255) / 256);
    return c;
}
static cudacore_result launch_fill(cudacore_stream s, cudacore_buffer b, int n, int v) {
    cudacore_CUdeviceptr p = 0;
    cudacore_launch_config c = cfg_for(n);
    void *args[3];
    cudacore_result r = cudacore_buffer_native(b, &p);
    args[0] = &p;
    args[1] = &n;
    args[2] = &v;
    return r != CUDACORE_SUCCESS ? r : cudacore_launch(s, &c, k_fill, args, 3);
}
static cudacore_result launch_add(cudacore_stream s, cudacore_buffer dst, cudacore_buffer src, int n) {
    cudacore_CUdeviceptr pd = 0, ps = 0;
    cudacore_launch_config c = cfg_for(n);
    void *args[3];
    cudacore_result r = cudacore_buffer_native(dst, &pd);
    if (r == CUDACORE_SUCCESS) r = cudacore_buffer_native(src, &ps);
    args[0] = &pd;
    args[1] = &ps;
    args[2] = &n;
    return r != CUDACORE_SUCCESS ? r : cudacore_launch(s, &c, k_add, args, 3);
}
/* p[i] == v + i for i < n */
static int is_fill(const int *p, int n, int v) {
    int i;
    for (i = 0; i < n; i++)
        if (p[i] != v + i) return 0;
    return 1;
}

static int two_gpus(void) {
    if (!ndev && cudacore_device_count(&ndev) != CUDACORE_SUCCESS) ndev = 0;
    return ndev >= 2;
}
#define NEED_TWO_GPUS() \
    do { \
        NEED_GPU(); \
        t_setup_quiet(); \
        if (!two_gpus()) SKIP("needs two GPUs"); \
        CHECK_OK(compile_kernels()); \
    } while (0)

/* Raw driver entry points the tests use to make a second context. */
typedef cudacore_CUresult (*pfn_ctx_create)(cudacore_CUcontext *, unsigned, cudacore_CUdevice);
typedef cudacore_CUresult (*pfn_ctx)(cudacore_CUcontext);
typedef cudacore_CUresult (*pfn_ctx_out)(cudacore_CUcontext *);
typedef cudacore_CUresult (*pfn_stream_create)(cudacore_CUstream *, unsigned);
typedef cudacore_CUresult (*pfn_stream)(cudacore_CUstream);
static pfn_ctx_create drv_ctx_create;
static pfn_ctx drv_ctx_destroy, drv_ctx_push, drv_ctx_set;
static pfn_ctx_out drv_ctx_pop, drv_ctx_get;
static pfn_stream_create drv_stream_create;
static pfn_stream drv_stream_destroy;
static cudacore_result get_driver(void) {
    cudacore_result r = cudacore_driver_proc("cuCtxCreate", 3020, (void **)&drv_ctx_create);
    if (r == CUDACORE_SUCCESS) r = cudacore_driver_proc("cuCtxDestroy", 4000, (void **)&drv_ctx_destroy);
    if (r == CUDACORE_SUCCESS) r = cudacore_driver_proc("cuCtxPushCurrent", 4000, (void **)&drv_ctx_push);
    if (r == CUDACORE_SUCCESS) r = cudacore_driver_proc("cuCtxPopCurrent", 4000, (void **)&drv_ctx_pop);
    if (r == CUDACORE_SUCCESS) r = cudacore_driver_proc("cuCtxSetCurrent", 4000, (void **)&drv_ctx_set);
    if (r == CUDACORE_SUCCESS) r = cudacore_driver_proc("cuCtxGetCurrent", 4000, (void **)&drv_ctx_get);
    if (r == CUDACORE_SUCCESS) r = cudacore_driver_proc("cuStreamCreate", 2000, (void **)&drv_stream_create);
    if (r == CUDACORE_SUCCESS) r = cudacore_driver_proc("cuStreamDestroy", 4000, (void **)&drv_stream_destroy);
    return r;
}

/* Under compute-sanitizer (CUDACORE_SANITIZE=1) the tests that make the
   driver fail on purpose skip: the run must show only unintended errors. */
static int sanitizing(void) {
    const char *e = getenv("CUDACORE_SANITIZE");
    return e && e[0] == '1';
}

/*--- one GPU: a stream of another context --------------------------------*/
static void stream_of_another_context(void) {
    cudacore_CUcontext u = NULL, cur = NULL, c0 = NULL;
    cudacore_CUstream raw = NULL;
    cudacore_stream su, s0;
    cudacore_event e0;
    cudacore_memory_resource mr;
    cudacore_buffer a, b;
    cudacore_graph g;
    cudacore_graph_exec ge;
    int host[1000], back[1000], i, n = 1000;
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(compile_kernels());
    CHECK_OK(get_driver());
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_device_context(0, &c0));
    CHECK(drv_ctx_create(&u, 0, 0) == 0); /* made current (pushed) by the driver */
    CHECK(drv_stream_create(&raw, 1) == 0);
    CHECK(drv_ctx_pop(&cur) == 0 && cur == u);
    CHECK_OK(cudacore_stream_wrap(raw, &su));
    CHECK_OK(cudacore_stream_create(NULL, &s0));
    CHECK_OK(cudacore_event_create(NULL, &e0));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    for (i = 0; i < n; i++) host[i] = 3 * i + 1;
    /* allocate, copy, fill, launch and free on the other context's stream */
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof host, su, &a));
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof host, su, &b));
    CHECK_OK(cudacore_buffer_copy_from_host(a, 0, host, sizeof host, su));
    CHECK_OK(cudacore_buffer_copy(b, 0, a, 0, sizeof host, su));
    CHECK_OK(cudacore_buffer_copy_to_host(back, b, 0, sizeof back, su));
    CHECK_OK(cudacore_stream_synchronize(su));
    CHECK(!memcmp(host, back, sizeof host));
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof back, 7, 4, su));
    CHECK_OK(launch_fill(su, a, n, 100));
    CHECK_OK(cudacore_buffer_copy_to_host(back, a, 0, sizeof back, su));
    CHECK_OK(cudacore_stream_synchronize(su));
    CHECK(is_fill(back, n, 100));
    /* streams of the two contexts wait for each other; the event of the
       primary context cannot be recorded on the other context's stream */
    CHECK_OK(cudacore_stream_wait_stream(s0, su));
    CHECK_OK(cudacore_stream_wait_stream(su, s0));
    CHECK_OK(cudacore_event_record(e0, s0));
    CHECK_OK(cudacore_stream_wait_event(su, e0));
    CHECK_ERR(cudacore_event_record(e0, su), CUDACORE_ERROR_DEVICE_MISMATCH);
    /* capture on the other context's stream, replay from the primary one */
    CHECK_OK(cudacore_stream_begin_capture(su, NULL));
    CHECK_OK(launch_fill(su, a, n, 500));
    CHECK_OK(cudacore_stream_end_capture(su, &g));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &ge));
    CHECK_OK(cudacore_graph_launch(ge, su));
    CHECK_OK(cudacore_buffer_copy_to_host(back, a, 0, sizeof back, su));
    CHECK_OK(cudacore_stream_synchronize(su));
    CHECK(is_fill(back, n, 500));
    CHECK_OK(cudacore_graph_exec_destroy(ge));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_buffer_free(a, su));
    CHECK_OK(cudacore_buffer_free(b, su));
    CHECK_OK(cudacore_stream_synchronize(su));
    /* the thread's context is still the primary one */
    CHECK(drv_ctx_get(&cur) == 0 && cur == c0);
    CHECK_OK(cudacore_stream_destroy(su));
    CHECK_OK(cudacore_stream_destroy(s0));
    CHECK_OK(cudacore_event_destroy(e0));
    CHECK(drv_ctx_push(u) == 0 && drv_stream_destroy(raw) == 0 && drv_ctx_pop(&cur) == 0);
    CHECK(drv_ctx_destroy(u) == 0);
}

/* Another context made current behind cudacore's back (as cudaSetDevice
   would): calls on device 0's objects still work. The first one fails once
   in the driver before cudacore notices, so this skips under the sanitizer. */
static void context_switched_behind_cudacores_back(void) {
    cudacore_CUcontext u = NULL, cur = NULL;
    cudacore_stream s0;
    cudacore_memory_resource mr;
    cudacore_buffer a;
    int back[256], n = 256;
    NEED_GPU();
    t_setup_quiet();
    if (sanitizing()) SKIP("makes the driver fail on purpose once (skipped under compute-sanitizer)");
    CHECK_OK(compile_kernels());
    CHECK_OK(get_driver());
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_stream_create(NULL, &s0));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof back, s0, &a));
    CHECK(drv_ctx_create(&u, 0, 0) == 0); /* current now: cudacore was not told */
    CHECK_OK(launch_fill(s0, a, n, 9));
    CHECK_OK(cudacore_buffer_copy_to_host(back, a, 0, sizeof back, s0));
    CHECK_OK(cudacore_stream_synchronize(s0));
    CHECK(is_fill(back, n, 9));
    CHECK(drv_ctx_get(&cur) == 0 && cur == u);
    CHECK_OK(cudacore_buffer_free(a, s0));
    CHECK_OK(cudacore_stream_destroy(s0));
    CHECK(drv_ctx_pop(&cur) == 0 && cur == u);
    CHECK(drv_ctx_destroy(u) == 0);
    CHECK_OK(cudacore_device_set_current(0));
}

/*--- two GPUs ----------------------------------------------------------------*/
typedef struct place {
    int device;
    cudacore_stream s;
    cudacore_event e;
    cudacore_memory_resource mr;
} place;
static place P[2];

static void make_places(void) {
    int d;
    cudacore_event_desc ed;
    if (P[1].s.id) return;
    memset(&ed, 0, sizeof ed);
    ed.enable_timing = 1;
    for (d = 0; d < 2; d++) {
        P[d].device = d;
        CHECK_OK(cudacore_device_set_current(d));
        CHECK_OK(cudacore_stream_create(NULL, &P[d].s));
        CHECK_OK(cudacore_event_create(&ed, &P[d].e));
        CHECK_OK(cudacore_device_memory_resource(d, &P[d].mr));
    }
}

/* Every kind of resource of device d, each allocating and freeing on d's
   stream, its buffer written by a kernel and read back. */
static void resources_of(place *p, int n) {
    cudacore_memory_resource mrs[5];
    cudacore_device_pool_desc pd;
    cudacore_virtual_memory_resource_desc vd;
    cudacore_managed_memory_resource_desc md;
    int peer = 1 - p->device, k, *back = (int *)t_malloc((size_t)n * sizeof(int));
    CHECK(back != NULL);
    memset(&pd, 0, sizeof pd);
    pd.device = p->device;
    pd.peers = &peer;
    pd.peer_count = 1;
    memset(&vd, 0, sizeof vd);
    vd.device = p->device;
    vd.peers = &peer;
    vd.peer_count = 1;
    memset(&md, 0, sizeof md);
    md.device = p->device;
    mrs[0] = p->mr;
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &mrs[1]));
    CHECK_OK(cudacore_device_malloc_resource_create(p->device, &mrs[2]));
    CHECK_OK(cudacore_virtual_memory_resource_create(&vd, &mrs[3]));
    CHECK_OK(cudacore_managed_memory_resource_create(&md, &mrs[4]));
    for (k = 0; k < 5; k++) {
        cudacore_buffer b, v;
        cudacore_buffer_info bi;
        CHECK_OK(cudacore_buffer_allocate(mrs[k], (size_t)n * sizeof(int), p->s, &b));
        CHECK_OK(cudacore_buffer_get_info(b, &bi));
        CHECK(bi.device == p->device);
        CHECK_OK(cudacore_buffer_view(b, 0, (size_t)n * sizeof(int), &v));
        CHECK_OK(launch_fill(p->s, v, n, 1000 * k));
        CHECK_OK(cudacore_buffer_copy_to_host(back, b, 0, (size_t)n * sizeof(int), p->s));
        CHECK_OK(cudacore_stream_synchronize(p->s));
        CHECK(is_fill(back, n, 1000 * k));
        if (k == 4) {
            CHECK_OK(cudacore_buffer_prefetch(b, 0, (size_t)n * sizeof(int), p->device, p->s));
            CHECK_OK(cudacore_buffer_advise(b, 0, (size_t)n * sizeof(int), CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, p->device));
        }
        CHECK_OK(cudacore_buffer_free(v, p->s));
        CHECK_OK(cudacore_buffer_free(b, p->s));
    }
    for (k = 1; k < 5; k++) CHECK_OK(cudacore_memory_resource_destroy(mrs[k]));
    CHECK_OK(cudacore_stream_synchronize(p->s));
}

/* Every operation on p's objects with device `cur` current. */
static void ops_on(place *p, place *other, int cur) {
    enum { N = 4099 };
    int *host = (int *)t_malloc(N * sizeof(int)), *back = (int *)t_malloc(N * sizeof(int));
    cudacore_buffer a, b, o;
    cudacore_copy_2d_desc c2;
    int i, done = 0, got = -1;
    float ms = -1;
    CHECK(host && back);
    for (i = 0; i < N; i++) host[i] = i * 5 + p->device;
    CHECK_OK(cudacore_device_set_current(cur));
    CHECK_OK(cudacore_buffer_allocate(p->mr, N * sizeof(int), p->s, &a));
    CHECK_OK(cudacore_buffer_allocate(p->mr, N * sizeof(int), p->s, &b));
    CHECK_OK(cudacore_buffer_allocate(other->mr, N * sizeof(int), other->s, &o));
    CHECK_OK(cudacore_stream_wait_stream(p->s, other->s));
    /* host <-> device, device <-> device, 2-D */
    CHECK_OK(cudacore_buffer_copy_from_host(a, 0, host, N * sizeof(int), p->s));
    CHECK_OK(cudacore_buffer_copy(b, 0, a, 0, N * sizeof(int), p->s));
    CHECK_OK(cudacore_buffer_copy_to_host(back, b, 0, N * sizeof(int), p->s));
    CHECK_OK(cudacore_stream_synchronize(p->s));
    CHECK(!memcmp(host, back, N * sizeof(int)));
    memset(&c2, 0, sizeof c2);
    c2.dst = b;
    c2.dst_pitch = 64 * sizeof(int);
    c2.src_host = host;
    c2.src_pitch = 64 * sizeof(int);
    c2.width = 16 * sizeof(int);
    c2.height = 8;
    CHECK_OK(cudacore_copy_2d(&c2, p->s));
    /* peer copies both ways, odd size */
    CHECK_OK(cudacore_buffer_copy_peer(o, 4, a, 4, N * sizeof(int) - 7, p->s));
    CHECK_OK(cudacore_buffer_fill(b, 0, N * sizeof(int), 0, 4, p->s));
    CHECK_OK(cudacore_buffer_copy_peer(b, 4, o, 4, N * sizeof(int) - 7, p->s));
    CHECK_OK(cudacore_buffer_copy_to_host(back, b, 0, N * sizeof(int), p->s));
    CHECK_OK(cudacore_stream_synchronize(p->s));
    CHECK(back[0] == 0 && !memcmp((char *)host + 4, (char *)back + 4, N * sizeof(int) - 7));
    /* a kernel loaded once runs here; fills */
    CHECK_OK(launch_fill(p->s, a, N, 77));
    CHECK_OK(cudacore_buffer_copy_to_host(back, a, 0, N * sizeof(int), p->s));
    CHECK_OK(cudacore_buffer_fill(b, 8, 16, 0x5Au, 1, p->s));
    CHECK_OK(cudacore_buffer_copy_to_host(&got, b, 8, sizeof got, p->s));
    CHECK_OK(cudacore_stream_synchronize(p->s));
    CHECK(is_fill(back, N, 77) && got == 0x5A5A5A5A);
    /* DLPack: the tensor names p's device; imported, it is a buffer of it */
    {
        cudacore_DLManagedTensor *t = NULL;
        cudacore_buffer imp;
        cudacore_buffer_info bi;
        CHECK_OK(cudacore_buffer_to_dlpack(a, 0, &t));
        CHECK(t->dl_tensor.device.device_type == CUDACORE_DL_CUDA && t->dl_tensor.device.device_id == p->device);
        CHECK_OK(cudacore_buffer_from_dlpack(t, &imp));
        CHECK_OK(cudacore_buffer_get_info(imp, &bi));
        CHECK(bi.device == p->device);
        CHECK_OK(cudacore_buffer_copy_to_host(&got, imp, 0, sizeof got, p->s));
        CHECK_OK(cudacore_buffer_free(imp, p->s)); /* runs the deleter; a stays */
        CHECK_OK(cudacore_stream_synchronize(p->s));
        CHECK(got == 77);
    }
    /* events: record, wait across devices, sync, query, time */
    CHECK_OK(cudacore_event_record(p->e, p->s));
    CHECK_OK(launch_fill(p->s, a, N, 1));
    CHECK_OK(cudacore_event_record(other->e, other->s));
    CHECK_OK(cudacore_stream_wait_event(other->s, p->e));
    CHECK_OK(cudacore_stream_wait_event(p->s, other->e));
    CHECK_OK(cudacore_event_synchronize(p->e));
    CHECK_OK(cudacore_event_query(p->e, &done));
    CHECK(done == 1);
    CHECK_ERR(cudacore_event_record(other->e, p->s), CUDACORE_ERROR_DEVICE_MISMATCH);
    CHECK_OK(cudacore_stream_synchronize(p->s));
    CHECK_OK(cudacore_stream_query(p->s, &done));
    CHECK(done == 1);
    {
        cudacore_event t1;
        cudacore_event_desc ed;
        memset(&ed, 0, sizeof ed);
        ed.enable_timing = 1;
        CHECK_OK(cudacore_device_set_current(p->device));
        CHECK_OK(cudacore_event_create(&ed, &t1));
        CHECK_OK(cudacore_device_set_current(cur));
        CHECK_OK(cudacore_event_record(p->e, p->s));
        CHECK_OK(launch_fill(p->s, a, N, 2));
        CHECK_OK(cudacore_event_record(t1, p->s));
        CHECK_OK(cudacore_event_synchronize(t1));
        CHECK_OK(cudacore_event_elapsed_ms(p->e, t1, &ms));
        CHECK(ms > 0.0f && ms < 10000.0f); /* a kernel ran between the two: some time, far under 10 s */
        CHECK_OK(cudacore_event_destroy(t1));
    }
    CHECK_OK(cudacore_buffer_free(a, p->s));
    CHECK_OK(cudacore_buffer_free(b, p->s));
    CHECK_OK(cudacore_stream_wait_stream(other->s, p->s));
    CHECK_OK(cudacore_buffer_free(o, other->s));
    CHECK_OK(cudacore_stream_synchronize(p->s));
    CHECK_OK(cudacore_stream_synchronize(other->s));
    resources_of(p, 1 << 16);
    {
        int d = -1;
        CHECK_OK(cudacore_device_get_current(&d));
        CHECK(d == cur);
    }
}

static void each_operation_with_its_device_current(void) {
    NEED_TWO_GPUS();
    make_places();
    ops_on(&P[0], &P[1], 0);
    if (!t_case_failed) ops_on(&P[1], &P[0], 1);
}
static void each_operation_with_the_other_device_current(void) {
    NEED_TWO_GPUS();
    make_places();
    ops_on(&P[0], &P[1], 1);
    if (!t_case_failed) ops_on(&P[1], &P[0], 0);
}

static void peer_access_and_errors(void) {
    int can01 = 0, can10 = 0;
    NEED_TWO_GPUS();
    CHECK_OK(cudacore_device_can_access_peer(0, 1, &can01));
    CHECK_OK(cudacore_device_can_access_peer(1, 0, &can10));
    CHECK_ERR(cudacore_device_enable_peer_access(0, 0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_device_disable_peer_access(1, 1), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_device_enable_peer_access(0, 64), CUDACORE_ERROR_INVALID_DEVICE);
    if (!can01 || !can10) SKIP("the two GPUs cannot access each other");
    CHECK_OK(cudacore_device_enable_peer_access(0, 1));
    CHECK_OK(cudacore_device_enable_peer_access(0, 1));
    CHECK_OK(cudacore_device_disable_peer_access(0, 1));
    CHECK_OK(cudacore_device_disable_peer_access(0, 1));
    CHECK_OK(cudacore_device_enable_peer_access(0, 1));
    CHECK_OK(cudacore_device_enable_peer_access(1, 0));
}

/* Large and odd sizes, both directions, byte-exact. */
static void peer_copies_large_and_odd(void) {
    static const size_t sizes[] = {1, 3, 4097, ((size_t)64 << 20) + 3};
    size_t k, i;
    NEED_TWO_GPUS();
    make_places();
    for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];
        unsigned char *h = (unsigned char *)malloc(n), *g = (unsigned char *)malloc(n);
        cudacore_buffer b0, b1;
        CHECK(h && g);
        for (i = 0; i < n; i++) h[i] = (unsigned char)(i * 31 + k);
        CHECK_OK(cudacore_buffer_allocate(P[0].mr, n, P[0].s, &b0));
        CHECK_OK(cudacore_buffer_allocate(P[1].mr, n, P[1].s, &b1));
        CHECK_OK(cudacore_buffer_copy_from_host(b0, 0, h, n, P[0].s));
        CHECK_OK(cudacore_stream_wait_stream(P[1].s, P[0].s));
        CHECK_OK(cudacore_buffer_copy_peer(b1, 0, b0, 0, n, P[1].s)); /* 0 -> 1 */
        CHECK_OK(cudacore_stream_wait_stream(P[0].s, P[1].s)); /* before the fill: the copy still reads b0 */
        CHECK_OK(cudacore_buffer_fill(b0, 0, n, 0, 1, P[0].s));
        CHECK_OK(cudacore_buffer_copy_peer(b0, 0, b1, 0, n, P[0].s)); /* 1 -> 0 */
        CHECK_OK(cudacore_buffer_copy_to_host(g, b0, 0, n, P[0].s));
        CHECK_OK(cudacore_stream_synchronize(P[0].s));
        CHECK(!memcmp(h, g, n));
        CHECK_OK(cudacore_buffer_free(b0, P[0].s));
        CHECK_OK(cudacore_buffer_free(b1, P[1].s));
        free(h);
        free(g);
    }
}

/* The default streams are the calling thread's current device's. Device 1's
   pool memory copied on them with device 0 current: the driver refuses it
   (device 0 has no access to the pool), and cudacore says DEVICE_MISMATCH
   naming both devices, the driver's code kept. With device 1 current, or
   once device 0 is given access to the pool, the same copies work. (The
   driver's refusals are listed in tools/sanitize-expected.txt.) */
static void default_streams_are_the_current_devices(void) {
    cudacore_device_pool_desc pd;
    cudacore_memory_resource pool1;
    cudacore_buffer b;
    cudacore_stream dflt[2];
    int x = 5, y = 0, i;
    NEED_TWO_GPUS();
    make_places();
    dflt[0] = cudacore_stream_legacy();
    dflt[1] = cudacore_stream_per_thread();
    memset(&pd, 0, sizeof pd);
    pd.device = 1;
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &pool1));
    CHECK_OK(cudacore_buffer_allocate(pool1, 4096, P[1].s, &b));
    CHECK_OK(cudacore_stream_synchronize(P[1].s));
    for (i = 0; i < 2; i++, x++) {
        CHECK_OK(cudacore_device_set_current(0));
        CHECK_ERR(cudacore_buffer_copy_from_host(b, 0, &x, sizeof x, dflt[i]), CUDACORE_ERROR_DEVICE_MISMATCH);
        CHECK(strstr(cudacore_last_error()->message, "device 1's memory") && strstr(cudacore_last_error()->message, "device 0"));
        CHECK(cudacore_last_error()->native_code == 1);
        CHECK_ERR(cudacore_buffer_copy_to_host(&y, b, 0, sizeof y, dflt[i]), CUDACORE_ERROR_DEVICE_MISMATCH);
        CHECK_OK(cudacore_device_set_current(1));
        CHECK_OK(cudacore_buffer_copy_from_host(b, 0, &x, sizeof x, dflt[i]));
        CHECK_OK(cudacore_buffer_copy_to_host(&y, b, 0, sizeof y, dflt[i]));
        CHECK_OK(cudacore_stream_synchronize(dflt[i]));
        CHECK(y == x);
    }
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_ERR(cudacore_buffer_copy_to_host(&y, b, 0, sizeof y, P[0].s), CUDACORE_ERROR_DEVICE_MISMATCH); /* a created stream: the same */
    CHECK_OK(cudacore_memory_resource_set_peer_access(pool1, 0, 1)); /* the message's advice */
    y = 0;
    CHECK_OK(cudacore_buffer_copy_to_host(&y, b, 0, sizeof y, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK(y == x - 1);
    CHECK_OK(cudacore_buffer_free(b, P[1].s));
    CHECK_OK(cudacore_stream_synchronize(P[1].s));
    CHECK_OK(cudacore_memory_resource_destroy(pool1));
}

/* A kernel on device 1 reads device-0 memory through a pool with peers and
   through virtual memory with peers. */
static void kernel_reads_peer_memory(void) {
    enum { N = 1 << 20 };
    cudacore_device_pool_desc pd;
    cudacore_virtual_memory_resource_desc vd;
    cudacore_memory_resource pool0, vmm0, late0;
    cudacore_buffer src, dst;
    int peer1 = 1, can = 0, k, *back = (int *)t_malloc(N * sizeof(int));
    NEED_TWO_GPUS();
    make_places();
    CHECK_OK(cudacore_device_can_access_peer(1, 0, &can));
    if (!can) SKIP("device 1 cannot access device 0's memory");
    CHECK(back != NULL);
    CHECK_OK(cudacore_device_enable_peer_access(1, 0));
    memset(&pd, 0, sizeof pd);
    pd.peers = &peer1;
    pd.peer_count = 1;
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &pool0));
    pd.peers = NULL;
    pd.peer_count = 0;
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &late0));
    CHECK_OK(cudacore_memory_resource_set_peer_access(late0, 1, 1)); /* granted after creation */
    memset(&vd, 0, sizeof vd);
    vd.peers = &peer1;
    vd.peer_count = 1;
    CHECK_OK(cudacore_virtual_memory_resource_create(&vd, &vmm0));
    for (k = 0; k < 3; k++) {
        cudacore_memory_resource m = k == 0 ? pool0 : k == 1 ? late0 : vmm0;
        CHECK_OK(cudacore_buffer_allocate(m, N * sizeof(int), P[0].s, &src));
        CHECK_OK(launch_fill(P[0].s, src, N, 10 * k));
        CHECK_OK(cudacore_buffer_allocate(P[1].mr, N * sizeof(int), P[1].s, &dst));
        CHECK_OK(cudacore_buffer_fill(dst, 0, N * sizeof(int), 0, 4, P[1].s));
        CHECK_OK(cudacore_stream_wait_stream(P[1].s, P[0].s));
        CHECK_OK(cudacore_device_set_current(0));
        CHECK_OK(launch_add(P[1].s, dst, src, N)); /* on device 1, reading device 0 */
        CHECK_OK(cudacore_buffer_copy_to_host(back, dst, 0, N * sizeof(int), P[1].s));
        CHECK_OK(cudacore_stream_synchronize(P[1].s));
        CHECK(is_fill(back, N, 10 * k));
        CHECK_OK(cudacore_buffer_free(dst, P[1].s));
        CHECK_OK(cudacore_buffer_free(src, P[0].s));
        CHECK_OK(cudacore_stream_synchronize(P[0].s));
    }
    CHECK_OK(cudacore_memory_resource_destroy(pool0));
    CHECK_OK(cudacore_memory_resource_destroy(late0));
    CHECK_OK(cudacore_memory_resource_destroy(vmm0));
}

/* A graph captured on device 1 replays with device 0 current; a graph of
   device 0 waits for an event of device 1. */
static void graphs_across_devices(void) {
    enum { N = 1 << 12 };
    cudacore_graph g1, g0;
    cudacore_graph_exec e1, e0;
    cudacore_graph_node wait, fill;
    cudacore_buffer b1, b0;
    cudacore_launch_config c = cfg_for(N);
    cudacore_CUdeviceptr p0 = 0;
    int *back = (int *)t_malloc(N * sizeof(int)), n = N, v = 40, round;
    void *args[3];
    NEED_TWO_GPUS();
    make_places();
    CHECK(back != NULL);
    CHECK_OK(cudacore_buffer_allocate(P[1].mr, N * sizeof(int), P[1].s, &b1));
    CHECK_OK(cudacore_buffer_allocate(P[0].mr, N * sizeof(int), P[0].s, &b0));
    CHECK_OK(cudacore_device_set_current(0)); /* capture on device 1's stream with device 0 current */
    CHECK_OK(cudacore_stream_begin_capture(P[1].s, NULL));
    CHECK_OK(launch_fill(P[1].s, b1, N, 30));
    CHECK_OK(cudacore_stream_end_capture(P[1].s, &g1));
    CHECK_OK(cudacore_graph_instantiate(g1, NULL, &e1));
    CHECK_OK(cudacore_graph_upload(e1, P[1].s));
    for (round = 0; round < 3; round++) CHECK_OK(cudacore_graph_launch(e1, P[1].s));
    CHECK_OK(cudacore_buffer_copy_to_host(back, b1, 0, N * sizeof(int), P[1].s));
    CHECK_OK(cudacore_stream_synchronize(P[1].s));
    CHECK(is_fill(back, N, 30));
    CHECK_OK(cudacore_graph_exec_update(e1, g1, NULL));
    /* device 0's graph: wait for device 1's event, then fill */
    CHECK_OK(cudacore_graph_create(&g0));
    CHECK_OK(cudacore_graph_add_event_wait_node(g0, NULL, 0, P[1].e, &wait));
    CHECK_OK(cudacore_buffer_native(b0, &p0));
    args[0] = &p0;
    args[1] = &n;
    args[2] = &v;
    CHECK_OK(cudacore_graph_add_kernel_node(g0, &wait, 1, &c, k_fill, args, 3, &fill));
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_graph_instantiate(g0, NULL, &e0));
    CHECK_OK(cudacore_graph_launch(e1, P[1].s));
    CHECK_OK(cudacore_event_record(P[1].e, P[1].s));
    CHECK_OK(cudacore_graph_launch(e0, P[0].s));
    CHECK_OK(cudacore_buffer_copy_to_host(back, b0, 0, N * sizeof(int), P[0].s));
    CHECK_OK(cudacore_stream_synchronize(P[0].s));
    CHECK(is_fill(back, N, 40));
    CHECK_OK(cudacore_graph_exec_destroy(e0));
    CHECK_OK(cudacore_graph_exec_destroy(e1));
    CHECK_OK(cudacore_graph_destroy(g0));
    CHECK_OK(cudacore_graph_destroy(g1));
    CHECK_OK(cudacore_buffer_free(b0, P[0].s));
    CHECK_OK(cudacore_buffer_free(b1, P[1].s));
    CHECK_OK(cudacore_device_set_current(0));
}

#if !defined(_WIN32)
/* IPC: device 1's cuMemAlloc memory opened in another process (this
   program again, started with --ipc-child: a CUDA context does not survive
   fork, so the child execs). */
static int ipc_child(const char *hex) {
    cudacore_buffer_ipc_mem_handle h;
    cudacore_buffer b;
    cudacore_buffer_info bi;
    cudacore_stream s;
    int back[256], i;
    unsigned v;
    memset(&h, 0, sizeof h);
    for (i = 0; i < 64; i++) {
        if (sscanf(hex + 2 * i, "%2x", &v) != 1) return 2;
        h.bytes[i] = (unsigned char)v;
    }
    h.size = sizeof back;
    if (cudacore_device_set_current(1) != CUDACORE_SUCCESS) return 3;
    if (cudacore_buffer_ipc_open_mem_handle(&h, &b) != CUDACORE_SUCCESS) return 4;
    if (cudacore_buffer_get_info(b, &bi) != CUDACORE_SUCCESS || bi.device != 1) return 5;
    if (cudacore_device_set_current(0) != CUDACORE_SUCCESS) return 6; /* use it with the other device current */
    cudacore_device_set_current(1);
    if (cudacore_stream_create(NULL, &s) != CUDACORE_SUCCESS) return 7;
    cudacore_device_set_current(0);
    if (cudacore_buffer_copy_to_host(back, b, 0, sizeof back, s) != CUDACORE_SUCCESS || cudacore_stream_synchronize(s) != CUDACORE_SUCCESS) return 8;
    if (!is_fill(back, 256, 600)) return 9;
    if (cudacore_buffer_fill(b, 0, sizeof back, 0, 4, s) != CUDACORE_SUCCESS || cudacore_stream_synchronize(s) != CUDACORE_SUCCESS) return 10;
    if (cudacore_buffer_free(b, s) != CUDACORE_SUCCESS || cudacore_stream_destroy(s) != CUDACORE_SUCCESS) return 11;
    return 0;
}

static void ipc_of_a_device1_allocation(void) {
    cudacore_memory_resource mm;
    cudacore_buffer b;
    cudacore_buffer_ipc_mem_handle h;
    char hex[129], self[1024];
    int back[256], i, status = -1;
    ssize_t len;
    pid_t pid;
    NEED_TWO_GPUS();
    make_places();
    len = readlink("/proc/self/exe", self, sizeof self - 1);
    CHECK(len > 0);
    self[len] = 0;
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_device_malloc_resource_create(1, &mm));
    CHECK_OK(cudacore_buffer_allocate(mm, sizeof back, P[1].s, &b));
    CHECK_OK(launch_fill(P[1].s, b, 256, 600));
    CHECK_OK(cudacore_stream_synchronize(P[1].s));
    CHECK_OK(cudacore_buffer_ipc_get_mem_handle(b, &h));
    for (i = 0; i < 64; i++) snprintf(hex + 2 * i, 3, "%02x", h.bytes[i]);
    pid = fork();
    if (pid == 0) {
        execl(self, self, "--ipc-child", hex, (char *)NULL);
        _exit(127);
    }
    CHECK(pid > 0);
    CHECK(waitpid(pid, &status, 0) == pid);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) printf("  the child process exited with status %d\n", WEXITSTATUS(status));
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK_OK(cudacore_buffer_copy_to_host(back, b, 0, sizeof back, P[1].s));
    CHECK_OK(cudacore_stream_synchronize(P[1].s));
    CHECK(back[0] == 0 && back[255] == 0); /* the child's fill */
    CHECK_OK(cudacore_buffer_free(b, P[1].s));
    CHECK_OK(cudacore_memory_resource_destroy(mm));
}

/* Threads spread over the devices, each switching its current device while
   using objects of both. */
enum { STRESS_THREADS = 8, STRESS_N = 4096 };
static int stress_iters = 200; /* CUDACORE_STRESS_ITERS (20 under compute-sanitizer) */
static int stress_failed;
static void *stress_thread(void *arg) {
    int t = (int)(intptr_t)arg, it, d, *back = (int *)malloc(STRESS_N * sizeof(int));
    cudacore_buffer b[2];
    for (d = 0; d < 2; d++)
        if (cudacore_buffer_allocate(P[d].mr, STRESS_N * sizeof(int), P[d].s, &b[d]) != CUDACORE_SUCCESS) stress_failed = 1;
    for (it = 0; it < stress_iters && back && !stress_failed; it++) {
        int cur = (it + t) % 2, on = (it / 2 + t) % 2, v = t * 100000 + it;
        cudacore_stream s;
        if (cudacore_device_set_current(cur) != CUDACORE_SUCCESS) stress_failed = 1;
        s = P[on].s;
        if (launch_fill(s, b[on], STRESS_N, v) != CUDACORE_SUCCESS) stress_failed = 1;
        if (cudacore_buffer_copy_to_host(back, b[on], 0, STRESS_N * sizeof(int), s) != CUDACORE_SUCCESS) stress_failed = 1;
        if (cudacore_stream_synchronize(s) != CUDACORE_SUCCESS || !is_fill(back, STRESS_N, v)) stress_failed = 1;
    }
    for (d = 0; d < 2; d++) cudacore_buffer_free(b[d], P[d].s);
    free(back);
    return NULL;
}
static void threads_switching_devices(void) {
    pthread_t th[STRESS_THREADS];
    int i;
    NEED_TWO_GPUS();
    make_places();
    stress_failed = 0;
    stress_iters = t_env_int("CUDACORE_STRESS_ITERS", 200, 1);
    for (i = 0; i < STRESS_THREADS; i++) CHECK(pthread_create(&th[i], NULL, stress_thread, (void *)(intptr_t)i) == 0);
    for (i = 0; i < STRESS_THREADS; i++) pthread_join(th[i], NULL);
    CHECK(!stress_failed);
    printf("  %d threads x %d iterations over 2 devices\n", STRESS_THREADS, stress_iters);
}
#endif

static void cleanup(void) {
    int d;
    NEED_GPU();
    for (d = 0; d < 2; d++) {
        if (P[d].s.id) CHECK_OK(cudacore_stream_destroy(P[d].s));
        if (P[d].e.id) CHECK_OK(cudacore_event_destroy(P[d].e));
    }
    if (k_fill.id) CHECK_OK(cudacore_kernel_destroy(k_fill));
    if (k_add.id) CHECK_OK(cudacore_kernel_destroy(k_add));
    if (code.id) CHECK_OK(cudacore_object_code_destroy(code));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0);
}

int main(int argc, char **argv) {
#if !defined(_WIN32)
    if (argc == 3 && !strcmp(argv[1], "--ipc-child")) return ipc_child(argv[2]);
#else
    (void)argc, (void)argv;
#endif
    RUN(stream_of_another_context);
    RUN(context_switched_behind_cudacores_back);
    RUN(each_operation_with_its_device_current);
    RUN(each_operation_with_the_other_device_current);
    RUN(peer_access_and_errors);
    RUN(peer_copies_large_and_odd);
    RUN(default_streams_are_the_current_devices);
    RUN(kernel_reads_peer_memory);
    RUN(graphs_across_devices);
#if !defined(_WIN32)
    RUN(ipc_of_a_device1_allocation);
    RUN(threads_switching_devices);
#endif
    RUN(cleanup);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
