/* Contexts without GPUs: user contexts and green contexts on the strict
   two-device mock driver (tests/mock/libcuda_multi_mock.so).

   The mock refuses work on a stream unless the stream's context is current,
   so every check below also checks that cudacore makes the object's context
   current for each call, whatever the thread has current; and it counts the
   calls that failed (what compute-sanitizer would report): none may.
   Checked: new objects go to the context set current; calls on them work
   with another device's context current, and from a new thread; the
   thread's current context is left as it was; SM resources split in groups
   and a remainder, dry run included; green contexts from groups of one
   split, their streams, launches and allocations; the errors for
   mixed devices, blocking green streams and bad splits. The same on real
   GPUs, with SM ids checked, is in tests/gpu/test_contexts_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include <pthread.h>

static cudacore_result (*drv_get_current)(cudacore_CUcontext *);

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry fill42(\n\t.param .u64 fill42_param_0,\n\t.param .u32 fill42_param_1\n)\n{\n\tret;\n}\n";
static cudacore_object_code code;
static cudacore_kernel fill42;
static cudacore_memory_resource mr[2];

static void t_setup(void) {
    cudacore_object_code_desc od;
    int n = 0;
    const char *why = multi_mock_setup();
    if (why) printf("  %s\n", why);
    CHECK(!why);
    CHECK_OK(cudacore_device_count(&n));
    CHECK(n == 2);
    CHECK_OK(cudacore_driver_proc("cuCtxGetCurrent", 0, (void **)&drv_get_current));
    CHECK_OK(cudacore_device_set_current(0));
    memset(&od, 0, sizeof od);
    od.type = CUDACORE_CODE_PTX;
    od.data = ptx;
    CHECK_OK(cudacore_object_code_load(&od, &code));
    CHECK_OK(cudacore_object_code_get_kernel(code, "fill42", &fill42));
    CHECK_OK(cudacore_device_memory_resource(0, &mr[0]));
    CHECK_OK(cudacore_device_memory_resource(1, &mr[1]));
}

static cudacore_CUcontext driver_current(void) {
    cudacore_CUcontext c = NULL;
    return drv_get_current(&c) == 0 ? c : NULL;
}

/* Allocates on s, launches fill42 on it, copies back: 42s everywhere. */
static int work_on(cudacore_stream s, int device) {
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config cfg;
    int back[32], n = 32, i, ok = 1;
    void *args[2];
    if (cudacore_buffer_allocate(mr[device], sizeof back, s, &b) != CUDACORE_SUCCESS) return 0;
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

/* A user context: new objects go there while it is current; calls on them
   work from any current context; the thread gets its context back. */
static void user_context(void) {
    cudacore_context c, cur, prim;
    cudacore_context_desc d;
    cudacore_context_info ci;
    cudacore_stream s, s2;
    cudacore_stream_info si;
    cudacore_event e;
    cudacore_CUcontext before, native = NULL;
    int errors = mock_errors(), dev = -1;
    CHECK_OK(cudacore_device_set_current(0));
    before = driver_current();
    memset(&d, 0, sizeof d);
    d.device = 1;
    d.flags = CUDACORE_CU_CTX_SCHED_BLOCKING_SYNC;
    CHECK_OK(cudacore_context_create(&d, &c));
    CHECK(driver_current() == before); /* cuCtxCreate pushed it; cudacore gave the thread its context back */
    CHECK_OK(cudacore_context_get_info(c, &ci));
    CHECK(ci.kind == CUDACORE_CONTEXT_USER && ci.device == 1 && ci.native && !ci.green && ci.sm_count == 16);
    CHECK_OK(cudacore_context_native(c, &native));
    CHECK(native == ci.native);
    /* objects made while it is current live in it */
    CHECK_OK(cudacore_context_set_current(c));
    CHECK(driver_current() == native);
    CHECK_OK(cudacore_device_get_current(&dev));
    CHECK(dev == 1);
    CHECK_OK(cudacore_context_get_current(&cur));
    CHECK(cur.id == c.id);
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_event_create(NULL, &e));
    CHECK_OK(cudacore_stream_get_info(s, &si));
    CHECK(si.context == native && si.device == 1);
    /* back on device 0: the objects still work, in their context */
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_context_get_current(&cur));
    CHECK_OK(cudacore_context_primary(0, &prim));
    CHECK(cur.id == prim.id);
    CHECK(work_on(s, 1));
    CHECK_OK(cudacore_event_record(e, s));
    CHECK_OK(cudacore_event_synchronize(e));
    CHECK_OK(cudacore_context_synchronize(c));
    CHECK(driver_current() == before);
    /* a stream of the context made from outside it */
    CHECK_OK(cudacore_context_create_stream(c, NULL, &s2));
    CHECK_OK(cudacore_stream_get_info(s2, &si));
    CHECK(si.context == native && si.device == 1);
    CHECK(work_on(s2, 1));
    CHECK_OK(cudacore_stream_destroy(s2));
    CHECK_ERR(cudacore_context_destroy(c), CUDACORE_ERROR_INVALID_ARGUMENT); /* its stream and event first */
    CHECK(strstr(cudacore_last_error()->message, "1 stream(s) and 1 event(s)"));
    CHECK_OK(cudacore_event_destroy(e));
    CHECK_OK(cudacore_stream_destroy(s));
    /* destroying the thread's current context: the thread falls back to that device's primary context */
    CHECK_OK(cudacore_context_set_current(c));
    CHECK_OK(cudacore_context_destroy(c));
    CHECK_ERR(cudacore_context_destroy(c), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_get_info(s, &si));
    CHECK(si.device == 1);
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK(mock_errors() == errors);
}

static void primary_contexts(void) {
    cudacore_context p0, p0b, p1;
    cudacore_context_info ci;
    cudacore_CUcontext raw = NULL;
    CHECK_OK(cudacore_context_primary(0, &p0));
    CHECK_OK(cudacore_context_primary(0, &p0b));
    CHECK(p0.id == p0b.id); /* one handle per device */
    CHECK_OK(cudacore_context_primary(1, &p1));
    CHECK_OK(cudacore_context_get_info(p1, &ci));
    CHECK_OK(cudacore_device_context(1, &raw));
    CHECK(ci.kind == CUDACORE_CONTEXT_PRIMARY && ci.device == 1 && ci.native == raw && ci.sm_count == 16);
    CHECK_OK(cudacore_context_set_current(p1)); /* the same as cudacore_device_set_current(1) */
    CHECK(driver_current() == raw);
    CHECK_OK(cudacore_context_destroy(p1));     /* a no-op: still usable */
    CHECK_OK(cudacore_context_get_info(p1, &ci));
    CHECK_OK(cudacore_device_set_current(0));
}

static void sm_resources_and_splits(void) {
    cudacore_sm_resource dev, groups[8], rem;
    cudacore_sm_split_desc sd;
    unsigned n;
    int errors = mock_errors();
    CHECK_OK(cudacore_device_sm_resource(1, &dev));
    CHECK(dev.sm_count == 16 && dev.min_partition_size == 4 && dev.coscheduled_alignment == 4 && dev.device == 1);
    memset(&sd, 0, sizeof sd);
    sd.min_count = 5; /* rounded up to 8 */
    n = 0;
    CHECK_OK(cudacore_sm_resource_split(&dev, &sd, NULL, &n, NULL)); /* a dry run counts */
    CHECK(n == 2);
    n = 8;
    CHECK_OK(cudacore_sm_resource_split(&dev, &sd, groups, &n, &rem));
    CHECK(n == 2 && groups[0].sm_count == 8 && groups[1].sm_count == 8 && groups[1].device == 1 && rem.sm_count == 0);
    sd.min_count = 4;
    n = 3;
    CHECK_OK(cudacore_sm_resource_split(&dev, &sd, groups, &n, &rem));
    CHECK(n == 3 && rem.sm_count == 4);
    /* refused before the driver */
    n = 0;
    CHECK_ERR(cudacore_sm_resource_split(&dev, &sd, groups, &n, &rem), CUDACORE_ERROR_INVALID_ARGUMENT);
    n = 2;
    sd.min_count = 17;
    CHECK_ERR(cudacore_sm_resource_split(&dev, &sd, groups, &n, &rem), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "17") && strstr(cudacore_last_error()->message, "16"));
    sd.min_count = 0;
    sd.ignore_coscheduling = 2;
    CHECK_ERR(cudacore_sm_resource_split(&dev, &sd, groups, &n, &rem), CUDACORE_ERROR_INVALID_ARGUMENT);
    sd.ignore_coscheduling = 1;
    sd.max_cluster_size = 1;
    n = 2;
    CHECK_OK(cudacore_sm_resource_split(&dev, &sd, groups, &n, NULL));
    rem.native.type = CUDACORE_CU_DEV_RESOURCE_TYPE_INVALID;
    CHECK_ERR(cudacore_sm_resource_split(&rem, NULL, groups, &n, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(mock_errors() == errors);
}

/* Two green contexts from one split: streams made both ways, work on them
   from either device's context and from a new thread. */
static cudacore_stream gs[2];
static int thread_ok;
static void *green_worker(void *unused) {
    (void)unused;
    thread_ok = work_on(gs[0], 0) && work_on(gs[1], 0);
    return NULL;
}
static void green_contexts(void) {
    cudacore_sm_resource dev, groups[4], rem, got, other;
    cudacore_green_context_desc gd;
    cudacore_context g[2], cur;
    cudacore_context_info ci;
    cudacore_stream_desc sd;
    cudacore_stream_info si;
    cudacore_stream blocking;
    cudacore_event e;
    unsigned n = 2;
    int errors = mock_errors();
    pthread_t t;
    CHECK_OK(cudacore_device_sm_resource(0, &dev));
    CHECK_OK(cudacore_sm_resource_split(&dev, NULL, groups, &n, &rem));
    CHECK(n == 2 && groups[0].sm_count == 4 && rem.sm_count == 8);
    memset(&gd, 0, sizeof gd);
    gd.resources = &groups[0];
    gd.num_resources = 1;
    CHECK_OK(cudacore_green_context_create(&gd, &g[0]));
    gd.resources = &groups[1];
    gd.num_resources = 2; /* group 1 and the remainder... */
    groups[2] = rem;
    CHECK_OK(cudacore_green_context_create(&gd, &g[1])); /* ...of one split, in one context */
    CHECK_OK(cudacore_context_get_info(g[1], &ci));
    CHECK(ci.kind == CUDACORE_CONTEXT_GREEN && ci.green && ci.native && ci.device == 0 && ci.sm_count == 12);
    CHECK_OK(cudacore_context_sm_resource(g[0], &got));
    CHECK(got.sm_count == 4);
    /* a stream through the context, and one made with it current */
    CHECK_OK(cudacore_context_create_stream(g[0], NULL, &gs[0]));
    CHECK_OK(cudacore_context_set_current(g[1]));
    CHECK_OK(cudacore_stream_create(NULL, &gs[1]));
    CHECK_OK(cudacore_event_create(NULL, &e));
    CHECK_OK(cudacore_context_get_current(&cur));
    CHECK(cur.id == g[1].id);
    CHECK_OK(cudacore_stream_get_info(gs[1], &si));
    CHECK(si.context == ci.native);
    CHECK_OK(cudacore_device_set_current(1));
    CHECK(work_on(gs[0], 0) && work_on(gs[1], 0));
    CHECK_OK(cudacore_event_record(e, gs[1]));
    CHECK_OK(cudacore_stream_wait_event(gs[0], e));
    CHECK_ERR(cudacore_event_record(e, gs[0]), CUDACORE_ERROR_DEVICE_MISMATCH); /* the event is g[1]'s */
    CHECK(pthread_create(&t, NULL, green_worker, NULL) == 0);
    pthread_join(t, NULL);
    CHECK(thread_ok);
    /* refusals */
    memset(&sd, 0, sizeof sd);
    sd.blocking = 1;
    CHECK_ERR(cudacore_context_create_stream(g[0], &sd, &blocking), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(blocking.id == 0);
    CHECK_OK(cudacore_device_sm_resource(1, &other));
    groups[1] = other;
    gd.resources = groups;
    gd.num_resources = 2;
    CHECK_ERR(cudacore_green_context_create(&gd, &cur), CUDACORE_ERROR_DEVICE_MISMATCH);
    CHECK(strstr(cudacore_last_error()->message, "device 0") && strstr(cudacore_last_error()->message, "device 1"));
    CHECK(cur.id == 0);
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_event_destroy(e));
    CHECK_OK(cudacore_stream_destroy(gs[0]));
    CHECK_OK(cudacore_stream_destroy(gs[1]));
    CHECK_OK(cudacore_context_destroy(g[0]));
    CHECK_OK(cudacore_context_destroy(g[1]));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK(mock_errors() == errors);
}

static void cleanup(void) {
    CHECK_OK(cudacore_kernel_destroy(fill42));
    CHECK_OK(cudacore_object_code_destroy(code));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0 && cudacore_live_objects(CUDACORE_OBJECT_EVENT) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_CONTEXT) == 2); /* the two primary contexts' handles */
    cudacore_shutdown();
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(user_context);
    RUN(primary_contexts);
    RUN(sm_resources_and_splits);
    RUN(green_contexts);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
