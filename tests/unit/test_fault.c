/* Lost contexts without GPUs, on the strict two-device mock driver
   (tests/mock/libcuda_multi_mock.so), which can return a sticky error
   (cudacore_mock_fault: from then on the calls that queue, wait, create or
   retain fail with it) and emulates cuDevicePrimaryCtxReset (its device's
   allocations freed; the sticky error cleared, unless made permanent, as
   driver 580 keeps it).
   Checked: a sticky error is CUDACORE_ERROR_CONTEXT_LOST wherever it
   surfaces, its message says what it is and what to do, the driver's code
   stays in native_code, the last kernel launched is named (debug builds);
   the health query says lost on every device; a reset after a permanent
   one says no recovery; a reset where the driver recovers makes the device
   usable again; a reset of a healthy device ends every kind of object of
   it (streams, events, memory resources, buffers, graphs, executable
   graphs, recorders, user and green contexts, module-less library kernels
   kept; communicators: tests/unit/test_nccl.c), each old handle saying so
   and destroyed with success, with no
   host memory leaked (a counting allocator) and the other device's objects
   untouched. The same on GPUs: tests/gpu/test_fault_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"

static void (*mock_fault)(int code, int permanent);
static int (*mock_ctx_resets)(int dev);

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry fill42(\n\t.param .u64 fill42_param_0,\n\t.param .u32 fill42_param_1\n)\n{\n\tret;\n}\n";
static cudacore_object_code code;
static cudacore_kernel fill42;

/* A counting allocator: blocks cudacore holds now. */
static long t_blocks;
static void *t_alloc(size_t n, void *user) {
    void *p = malloc(n);
    (void)user;
    if (p) t_blocks++;
    return p;
}
static void t_dealloc(void *p, void *user) {
    (void)user;
    if (p) t_blocks--;
    free(p);
}

static void t_setup(void) {
    cudacore_desc d;
    cudacore_object_code_desc od;
    void *f;
    int n = 0;
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.libcuda_path = mock_path;
    d.allocator.alloc_fn = t_alloc;
    d.allocator.free_fn = t_dealloc;
    CHECK_OK(cudacore_setup(&d));
    CHECK_OK(cudacore_library_load(CUDACORE_LIBRARY_CUDA, NULL));
    f = multi_mock_symbol("cudacore_mock_driver_errors");
    memcpy(&mock_errors, &f, sizeof f);
    f = multi_mock_symbol("cudacore_mock_fault");
    memcpy(&mock_fault, &f, sizeof f);
    f = multi_mock_symbol("cudacore_mock_ctx_resets");
    memcpy(&mock_ctx_resets, &f, sizeof f);
    CHECK(mock_errors && mock_fault && mock_ctx_resets);
    CHECK_OK(cudacore_device_count(&n));
    CHECK(n == 2);
    memset(&od, 0, sizeof od);
    od.type = CUDACORE_CODE_PTX;
    od.data = ptx;
    CHECK_OK(cudacore_object_code_load(&od, &code));
    CHECK_OK(cudacore_object_code_get_kernel(code, "fill42", &fill42));
}

/* Allocates on s (of device), launches fill42, copies back: 42s everywhere. */
static int work_on(cudacore_stream s, int device) {
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config cfg;
    int back[32], n = 32, i, ok = 1;
    void *args[2];
    if (cudacore_device_memory_resource(device, &mr) != CUDACORE_SUCCESS) return 0;
    if (cudacore_buffer_allocate(mr, sizeof back, s, &b) != CUDACORE_SUCCESS) return 0;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1;
    cfg.block[0] = 32;
    cudacore_buffer_native(b, &p);
    args[0] = &p;
    args[1] = &n;
    memset(back, 0, sizeof back);
    if (cudacore_launch(s, &cfg, fill42, args, 2) != CUDACORE_SUCCESS || cudacore_buffer_copy_to_host(back, b, 0, sizeof back, s) != CUDACORE_SUCCESS ||
        cudacore_stream_synchronize(s) != CUDACORE_SUCCESS)
        ok = 0;
    for (i = 0; i < 32; i++) ok = ok && back[i] == 42;
    return cudacore_buffer_free(b, s) == CUDACORE_SUCCESS && ok;
}

static cudacore_stream stream_on(int device) {
    cudacore_stream s = {0};
    if (cudacore_device_set_current(device) != CUDACORE_SUCCESS || cudacore_stream_create(NULL, &s) != CUDACORE_SUCCESS) s.id = 0;
    return s;
}

/* A healthy process: every device usable, probed once used. */
static void healthy_devices(void) {
    cudacore_device_health_info h;
    cudacore_stream s = stream_on(0);
    int errors = mock_errors();
    CHECK(s.id && work_on(s, 0));
    CHECK_OK(cudacore_device_health(0, &h));
    CHECK(h.usable == 1 && h.lost == 0 && h.probed == 1 && h.result == CUDACORE_SUCCESS && h.native_code == 0 && !h.why[0]);
    CHECK_ERR(cudacore_device_health(7, &h), CUDACORE_ERROR_INVALID_DEVICE);
    CHECK(h.usable == 0);
    CHECK_ERR(cudacore_device_health(0, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(mock_errors() == errors);
}

/* A sticky error: said as what it is, everywhere, on every device; a
   reset where the driver keeps it says that no recovery is possible. */
static void sticky_error_is_said(void) {
    cudacore_device_health_info h;
    cudacore_stream s = stream_on(0), old1 = stream_on(1);
    cudacore_event e;
    const cudacore_error_info *ei;
    CHECK(s.id && old1.id && work_on(s, 0));
    CHECK_OK(cudacore_device_set_current(0));
    mock_fault(700, 1);
    CHECK_ERR(cudacore_stream_synchronize(s), CUDACORE_ERROR_CONTEXT_LOST);
    ei = cudacore_last_error();
    CHECK(ei->native_code == 700 && ei->library == CUDACORE_LIBRARY_CUDA && !strcmp(ei->native_name, "CUDA_ERROR_ILLEGAL_ADDRESS"));
    CHECK(strstr(ei->message, "cuStreamSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS (700)"));
    CHECK(strstr(ei->message, "lost") && strstr(ei->message, "every device") && strstr(ei->message, "new one"));
    CHECK(strstr(ei->message, "this thread's device: 0"));
#ifndef NDEBUG
    CHECK(strstr(ei->detail, "the last kernel this thread launched: fill42"));
#endif
    CHECK_ERR(cudacore_event_create(NULL, &e), CUDACORE_ERROR_CONTEXT_LOST); /* (another call, the same answer) */
    CHECK(strstr(cudacore_last_error()->message, "cuEventCreate failed"));
    CHECK_ERR(cudacore_stream_synchronize(old1), CUDACORE_ERROR_CONTEXT_LOST);
    CHECK_OK(cudacore_device_health(1, &h));
    CHECK(h.usable == 0 && h.lost == 1 && h.result == CUDACORE_ERROR_CONTEXT_LOST && h.native_code == 700 && h.reported_on == 0);
    CHECK(!strcmp(h.call, "cuStreamSynchronize") && strstr(h.why, "new process"));
    CHECK_OK(cudacore_device_health(0, &h));
    CHECK(h.usable == 0 && h.lost == 1);
    CHECK_ERR(cudacore_device_reset(0), CUDACORE_ERROR_CONTEXT_LOST);
    CHECK(strstr(cudacore_last_error()->message, "no recovery inside the process"));
    CHECK_ERR(cudacore_stream_synchronize(s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "cudacore_device_reset"));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_ERR(cudacore_stream_destroy(s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_device_health(0, &h));
    CHECK(h.lost == 1);
    /* the driver recovers (not driver 580: the mock's other mode): so does the device */
    mock_fault(700, 0);
    CHECK_OK(cudacore_device_reset(0));
    CHECK_OK(cudacore_device_health(0, &h));
    CHECK(h.usable == 1 && h.lost == 0);
    s = stream_on(0);
    CHECK(s.id && work_on(s, 0));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_device_reset(1)); /* (device 1's too, whose stream the fault reached) */
    CHECK_OK(cudacore_stream_destroy(old1));
    s = stream_on(1);
    CHECK(s.id && work_on(s, 1));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_device_set_current(0));
}

/* Objects of every kind the mock makes, on device d (a user and a green
   context made current in turn, then the primary context again). */
typedef struct objs {
    cudacore_stream s;
    cudacore_event e;
    cudacore_memory_resource pool; /* the device's own (kept by cudacore) */
    cudacore_buffer b;
    cudacore_graph g;
    cudacore_graph_exec x;
    cudacore_recorder r;
    cudacore_context user, green;
    cudacore_stream user_s;
} objs;

static int make_objs(int d, objs *o) {
    cudacore_context_desc cd;
    cudacore_sm_resource dev, groups[4];
    cudacore_sm_split_desc sd;
    unsigned ng = 4;
    cudacore_green_context_desc gd;
    cudacore_recorder_desc rd;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p = 0;
    int n = 8, issue = 0;
    void *args[2];
    memset(o, 0, sizeof *o);
    memset(&sd, 0, sizeof sd);
    memset(&cd, 0, sizeof cd);
    memset(&gd, 0, sizeof gd);
    memset(&rd, 0, sizeof rd);
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    if (cudacore_device_set_current(d) != CUDACORE_SUCCESS || cudacore_stream_create(NULL, &o->s) != CUDACORE_SUCCESS ||
        cudacore_event_create(NULL, &o->e) != CUDACORE_SUCCESS)
        return 0;
    if (cudacore_device_memory_resource(d, &o->pool) != CUDACORE_SUCCESS || cudacore_buffer_allocate(o->pool, 64, o->s, &o->b) != CUDACORE_SUCCESS)
        return 0;
    cudacore_buffer_native(o->b, &p);
    args[0] = &p;
    args[1] = &n;
    if (cudacore_stream_begin_capture(o->s, NULL) != CUDACORE_SUCCESS || cudacore_launch(o->s, &cfg, fill42, args, 2) != CUDACORE_SUCCESS ||
        cudacore_stream_end_capture(o->s, &o->g) != CUDACORE_SUCCESS || cudacore_graph_instantiate(o->g, NULL, &o->x) != CUDACORE_SUCCESS)
        return 0;
    rd.name = "step";
    if (cudacore_recorder_create(&rd, &o->r) != CUDACORE_SUCCESS || cudacore_recorder_begin(o->r, o->s, NULL, 0, &issue) != CUDACORE_SUCCESS ||
        cudacore_launch(o->s, &cfg, fill42, args, 2) != CUDACORE_SUCCESS || cudacore_recorder_end(o->r, o->s) != CUDACORE_SUCCESS)
        return 0;
    cd.device = d;
    if (cudacore_context_create(&cd, &o->user) != CUDACORE_SUCCESS || cudacore_context_set_current(o->user) != CUDACORE_SUCCESS ||
        cudacore_stream_create(NULL, &o->user_s) != CUDACORE_SUCCESS)
        return 0;
    sd.min_count = 4;
    if (cudacore_device_sm_resource(d, &dev) != CUDACORE_SUCCESS || cudacore_sm_resource_split(&dev, &sd, groups, &ng, NULL) != CUDACORE_SUCCESS)
        return 0;
    gd.resources = &groups[0];
    gd.num_resources = 1;
    if (cudacore_green_context_create(&gd, &o->green) != CUDACORE_SUCCESS) return 0;
    return cudacore_device_set_current(d) == CUDACORE_SUCCESS && cudacore_stream_synchronize(o->s) == CUDACORE_SUCCESS;
}

static int destroyed(cudacore_result r, const char *what) {
    if (r == CUDACORE_SUCCESS) return 1;
    printf("  destroy of %s: %s\n", what, cudacore_last_error()->message);
    return 0;
}
static int destroy_objs(objs *o) {
    int ok = destroyed(cudacore_recorder_destroy(o->r), "recorder");
    ok &= destroyed(cudacore_graph_exec_destroy(o->x), "graph exec");
    ok &= destroyed(cudacore_graph_destroy(o->g), "graph");
    ok &= destroyed(cudacore_buffer_free(o->b, o->s), "buffer");
    ok &= destroyed(cudacore_memory_resource_destroy(o->pool), "memory resource");
    ok &= destroyed(cudacore_event_destroy(o->e), "event");
    ok &= destroyed(cudacore_stream_destroy(o->s), "stream");
    ok &= destroyed(cudacore_stream_destroy(o->user_s), "user context's stream");
    ok &= destroyed(cudacore_context_destroy(o->user), "user context");
    ok &= destroyed(cudacore_context_destroy(o->green), "green context");
    return ok;
}

/* 1 when the last error is a handle ended by a reset. */
static int said_reset(cudacore_result r) {
    return r == CUDACORE_ERROR_INVALID_HANDLE && strstr(cudacore_last_error()->message, "cudacore_device_reset") != NULL;
}

static uint32_t live_total(void) {
    uint32_t n = 0;
    int k;
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) n += cudacore_live_objects((cudacore_object_kind)k);
    return n;
}

/* A reset of a healthy device ends every object of it, and nothing of the
   other device's; each old handle says so, and its destroy succeeds; no
   host memory is left behind; library kernels run again unloaded. */
static void reset_ends_every_kind(void) {
    objs a, b;
    cudacore_stream_info si;
    cudacore_event_info ei;
    cudacore_recorder_info ri;
    cudacore_buffer nb;
    cudacore_graph_exec nx;
    cudacore_context prim;
    cudacore_context_info ci;
    cudacore_stream s;
    uint32_t live;
    long blocks;
    int resets = mock_ctx_resets(0), resets1 = mock_ctx_resets(1), errors;
    /* once made and destroyed, so that the pools' chunks are all there */
    CHECK(make_objs(0, &a) && destroy_objs(&a) && make_objs(1, &b) && destroy_objs(&b));
    live = live_total();
    blocks = t_blocks;
    CHECK(make_objs(0, &a) && make_objs(1, &b));
    CHECK_OK(cudacore_context_primary(0, &prim));
    errors = mock_errors();
    CHECK_OK(cudacore_device_reset(0));
    CHECK(said_reset(cudacore_context_get_info(prim, &ci)));
    CHECK_OK(cudacore_context_destroy(prim));
    CHECK(mock_ctx_resets(0) == resets + 1 && mock_ctx_resets(1) == resets1);
    CHECK(said_reset(cudacore_stream_get_info(a.s, &si)));
    CHECK(said_reset(cudacore_stream_get_info(a.user_s, &si)));
    CHECK(said_reset(cudacore_event_get_info(a.e, &ei)));
    CHECK(said_reset(cudacore_buffer_allocate(a.pool, 64, b.s, &nb)));
    CHECK(said_reset(cudacore_buffer_copy_to_host(&live, a.b, 0, 4, b.s)));
    CHECK(said_reset(cudacore_graph_launch(a.x, b.s)));
    CHECK(said_reset(cudacore_graph_instantiate(a.g, NULL, &nx)));
    CHECK(said_reset(cudacore_recorder_get_info(a.r, &ri)));
    CHECK(said_reset(cudacore_context_set_current(a.user)));
    CHECK(said_reset(cudacore_context_set_current(a.green)));
    /* device 1's: untouched, and working */
    CHECK_OK(cudacore_stream_get_info(b.s, &si));
    CHECK_OK(cudacore_graph_launch(b.x, b.s));
    CHECK_OK(cudacore_stream_synchronize(b.s));
    CHECK(work_on(b.s, 1));
    /* device 0 anew: the library's kernel launches without a new load */
    CHECK(cudacore_device_set_current(0) == CUDACORE_SUCCESS);
    s = stream_on(0);
    CHECK(s.id && work_on(s, 0));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(mock_errors() == errors);
    CHECK(destroy_objs(&a));
    CHECK_ERR(cudacore_stream_destroy(a.s), CUDACORE_ERROR_INVALID_HANDLE); /* (destroyed now: an ordinary stale handle) */
    CHECK(strstr(cudacore_last_error()->message, "was destroyed"));
    CHECK(destroy_objs(&b));
    CHECK(live_total() == live);
    CHECK(t_blocks == blocks);
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    (void)multi_mock_setup; /* (set up here with a counting allocator instead) */
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(healthy_devices);
    RUN(reset_ends_every_kind);
    RUN(sticky_error_is_said);
    cudacore_object_code_destroy(code);
    cudacore_kernel_destroy(fill42);
    cudacore_shutdown();
    return t_failed ? 1 : 0;
}
