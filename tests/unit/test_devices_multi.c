/* Two devices without GPUs: every call on an object works whichever device is
   current on the calling thread, and makes the driver report no error.

   The driver is tests/mock/libcuda_multi_mock.so: two devices, strict about
   contexts (work queued on a stream fails unless the stream's context is the
   current one), "device" memory that is host memory, and a kernel fill42
   that writes 42s, so that every result is checked, and a count of the calls
   that failed (what compute-sanitizer would report). Each operation runs
   twice: with the object's device current and with the other one current.
   The same checks run on real GPUs in tests/gpu/test_devices_multi_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include <pthread.h>

static cudacore_result (*drv_set_current)(cudacore_CUcontext);
static cudacore_result (*drv_get_current)(cudacore_CUcontext *);

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry fill42(\n\t.param .u64 fill42_param_0,\n\t.param .u32 fill42_param_1\n)\n{\n\tret;\n}\n";

/* Objects of one device. */
typedef struct place {
    int device;
    cudacore_stream s;
    cudacore_event e;
    cudacore_memory_resource mr;
    cudacore_buffer a, b;
} place;
static place P[2];
static cudacore_object_code code;
static cudacore_kernel fill42;

static void make_place(int dev, place *p) {
    cudacore_event_desc ed;
    memset(&ed, 0, sizeof ed);
    ed.enable_timing = 1;
    p->device = dev;
    CHECK_OK(cudacore_device_set_current(dev));
    CHECK_OK(cudacore_stream_create(NULL, &p->s));
    CHECK_OK(cudacore_event_create(&ed, &p->e));
    CHECK_OK(cudacore_device_memory_resource(dev, &p->mr));
    CHECK_OK(cudacore_buffer_allocate(p->mr, 4096, p->s, &p->a));
    CHECK_OK(cudacore_buffer_allocate(p->mr, 4096, p->s, &p->b));
}

static void t_setup(void) {
    cudacore_object_code_desc od;
    int n = 0;
    const char *why = multi_mock_setup();
    if (why) printf("  %s\n", why);
    CHECK(!why);
    CHECK_OK(cudacore_device_count(&n));
    CHECK(n == 2);
    CHECK_OK(cudacore_driver_proc("cuCtxSetCurrent", 0, (void **)&drv_set_current));
    CHECK_OK(cudacore_driver_proc("cuCtxGetCurrent", 0, (void **)&drv_get_current));
    make_place(0, &P[0]);
    make_place(1, &P[1]);
    CHECK_OK(cudacore_device_set_current(0));
    memset(&od, 0, sizeof od);
    od.type = CUDACORE_CODE_PTX;
    od.data = ptx;
    CHECK_OK(cudacore_object_code_load(&od, &code));
    CHECK_OK(cudacore_object_code_get_kernel(code, "fill42", &fill42));
}

/* The thread's current context is the primary context of `dev`. */
static int current_is(int dev) {
    cudacore_CUcontext cur = NULL, want = NULL;
    int d = -1;
    if (drv_get_current(&cur) != 0 || cudacore_device_context(dev, &want) != CUDACORE_SUCCESS) return 0;
    if (cudacore_device_get_current(&d) != CUDACORE_SUCCESS) return 0;
    return cur == want && d == dev;
}

static void host_fn(void *p) { ++*(int *)p; }

/* Every operation on the objects of place p, checked; `cur` is current. */
static void ops_on(place *p, place *other, int cur) {
    int host[64], back[64], i, done = 0, calls = 0;
    int errors = mock_errors();
    float ms = -1;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr pa;
    int count = 64;
    void *args[2];
    for (i = 0; i < 64; i++) host[i] = i * 7 + p->device;
    CHECK_OK(cudacore_device_set_current(cur));
    /* copies, fills */
    CHECK_OK(cudacore_buffer_copy_from_host(p->a, 0, host, sizeof host, p->s));
    CHECK_OK(cudacore_buffer_copy(p->b, 0, p->a, 0, sizeof host, p->s));
    memset(back, 0, sizeof back);
    CHECK_OK(cudacore_buffer_copy_to_host(back, p->b, 0, sizeof back, p->s));
    CHECK(!memcmp(back, host, sizeof host));
    CHECK_OK(cudacore_buffer_fill(p->a, 0, 256, 0x01020304u, 4, p->s));
    CHECK_OK(cudacore_buffer_copy_to_host(back, p->a, 0, 256, p->s));
    CHECK(back[0] == 0x01020304 && back[63] == 0x01020304);
    /* peer copies, both directions */
    CHECK_OK(cudacore_buffer_copy_peer(other->a, 0, p->b, 0, sizeof host, p->s));
    CHECK_OK(cudacore_buffer_copy_peer(p->a, 0, other->a, 0, sizeof host, p->s));
    CHECK_OK(cudacore_buffer_copy_to_host(back, p->a, 0, sizeof back, p->s));
    CHECK(!memcmp(back, host, sizeof host));
    /* a kernel loaded once, launched on this device */
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1;
    cfg.block[0] = 64;
    CHECK_OK(cudacore_buffer_native(p->b, &pa));
    args[0] = &pa;
    args[1] = &count;
    CHECK_OK(cudacore_launch(p->s, &cfg, fill42, args, 2));
    CHECK_OK(cudacore_buffer_copy_to_host(back, p->b, 0, sizeof back, p->s));
    CHECK(back[0] == 42 && back[63] == 42);
    /* host functions, events, waits across devices, sync and query */
    CHECK_OK(cudacore_stream_launch_host_func(p->s, host_fn, &calls));
    CHECK(calls == 1);
    CHECK_OK(cudacore_event_record(p->e, p->s));
    CHECK_OK(cudacore_stream_wait_event(other->s, p->e));
    CHECK_OK(cudacore_stream_wait_stream(p->s, other->s));
    CHECK_OK(cudacore_event_record(other->e, other->s));
    CHECK_OK(cudacore_stream_wait_event(p->s, other->e));
    CHECK_OK(cudacore_event_synchronize(p->e));
    CHECK_OK(cudacore_event_query(p->e, &done));
    CHECK(done == 1);
    CHECK_OK(cudacore_stream_synchronize(p->s));
    CHECK_OK(cudacore_stream_query(p->s, &done));
    CHECK(done == 1);
    (void)ms;
    /* allocate and free on the device's default resource and on cuMemAlloc */
    {
        cudacore_buffer t;
        cudacore_memory_resource mm;
        cudacore_buffer_info bi;
        CHECK_OK(cudacore_buffer_allocate(p->mr, 100, p->s, &t));
        CHECK_OK(cudacore_buffer_get_info(t, &bi));
        CHECK(bi.device == p->device);
        CHECK_OK(cudacore_buffer_free(t, p->s));
        CHECK_OK(cudacore_device_malloc_resource_create(p->device, &mm));
        CHECK_OK(cudacore_buffer_allocate(mm, 100, p->s, &t));
        CHECK_OK(cudacore_buffer_get_info(t, &bi));
        CHECK(bi.device == p->device);
        CHECK_OK(cudacore_buffer_free(t, p->s));
        CHECK_OK(cudacore_memory_resource_destroy(mm));
    }
    /* the thread's current device is as the test left it, and nothing failed */
    CHECK(current_is(cur));
    if (mock_errors() != errors) printf("  the driver reported %d error(s)\n", mock_errors() - errors);
    CHECK(mock_errors() == errors);
}

static void each_operation_with_its_device_current(void) {
    ops_on(&P[0], &P[1], 0);
    if (t_case_failed) return;
    ops_on(&P[1], &P[0], 1);
}
static void each_operation_with_the_other_device_current(void) {
    ops_on(&P[0], &P[1], 1);
    if (t_case_failed) return;
    ops_on(&P[1], &P[0], 0);
}

/* Mixes CUDA does not allow: a specific error naming both devices, before
   the driver is called. */
static void mixed_devices_are_refused_first(void) {
    int errors = mock_errors();
    cudacore_buffer t;
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_ERR(cudacore_event_record(P[0].e, P[1].s), CUDACORE_ERROR_DEVICE_MISMATCH);
    CHECK(strstr(cudacore_last_error()->message, "device 0") && strstr(cudacore_last_error()->message, "device 1"));
    CHECK_ERR(cudacore_buffer_allocate(P[0].mr, 64, P[1].s, &t), CUDACORE_ERROR_DEVICE_MISMATCH);
    CHECK(t.id == 0);
    CHECK_ERR(cudacore_buffer_fill(P[0].a, 0, 64, 0, 4, P[1].s), CUDACORE_ERROR_DEVICE_MISMATCH);
    CHECK(mock_errors() == errors);
}

/* The default streams are the current device's (as in CUDA): a copy of
   device 1's pool memory on them with device 0 current is a device mismatch
   (the driver refuses it: device 0 was given no access to the pool), said as
   such with the driver's code kept; with device 1 current it works. */
static void default_streams_are_the_current_devices(void) {
    int errors = mock_errors(), x = 7, y = 0, i;
    cudacore_stream dflt[2];
    dflt[0] = cudacore_stream_legacy();
    dflt[1] = cudacore_stream_per_thread();
    for (i = 0; i < 2; i++) {
        CHECK_OK(cudacore_device_set_current(0));
        CHECK_ERR(cudacore_buffer_copy_from_host(P[1].a, 0, &x, sizeof x, dflt[i]), CUDACORE_ERROR_DEVICE_MISMATCH);
        CHECK(strstr(cudacore_last_error()->message, "device 1's memory") && strstr(cudacore_last_error()->message, "device 0"));
        CHECK(strstr(cudacore_last_error()->message, "default stream") != NULL);
        CHECK(cudacore_last_error()->native_code == 1 && !strcmp(cudacore_last_error()->native_name, "CUDA_ERROR_INVALID_VALUE"));
        CHECK_ERR(cudacore_buffer_copy_to_host(&y, P[1].a, 0, sizeof y, dflt[i]), CUDACORE_ERROR_DEVICE_MISMATCH);
        CHECK(mock_errors() == errors + 2); /* the driver's two refusals: the user's mistake, as a tool would show it */
        errors = mock_errors();
        CHECK_OK(cudacore_device_set_current(1));
        CHECK_OK(cudacore_buffer_copy_from_host(P[1].a, 0, &x, sizeof x, dflt[i]));
        CHECK_OK(cudacore_buffer_copy_to_host(&y, P[1].a, 0, sizeof y, dflt[i]));
        CHECK(y == x);
        y = 0;
        x++;
        CHECK(mock_errors() == errors);
    }
    /* a created stream of device 0: the same mismatch, without the default-stream note */
    CHECK_ERR(cudacore_buffer_copy_to_host(&y, P[1].a, 0, sizeof y, P[0].s), CUDACORE_ERROR_DEVICE_MISMATCH);
    CHECK(strstr(cudacore_last_error()->message, "default stream") == NULL);
    CHECK_OK(cudacore_device_set_current(0));
}

/* New objects go to the thread's current device; existing ones stay where
   they are. */
static void new_objects_follow_the_current_device(void) {
    cudacore_stream s;
    cudacore_stream_info si;
    int d;
    for (d = 0; d < 2; d++) {
        CHECK_OK(cudacore_device_set_current(d));
        CHECK_OK(cudacore_stream_create(NULL, &s));
        CHECK_OK(cudacore_device_set_current(1 - d));
        CHECK_OK(cudacore_stream_get_info(s, &si));
        CHECK(si.device == d);
        CHECK_OK(cudacore_stream_destroy(s));
        CHECK(current_is(1 - d));
    }
}

/* Someone changes the thread's context behind cudacore's back (as
   cudaSetDevice does): the call still works (one failed try the driver
   reports, then the right context), and cudacore believes the driver from
   then on: later calls make no failed try, and new objects go where the
   driver's current context is. */
static void a_context_changed_behind_cudacores_back(void) {
    cudacore_CUcontext c1 = NULL;
    cudacore_stream s;
    cudacore_stream_info si;
    int back[4] = {0}, host[4] = {1, 2, 3, 4}, errors;
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_device_context(1, &c1));
    CHECK(drv_set_current(c1) == 0);
    errors = mock_errors();
    CHECK_OK(cudacore_buffer_copy_from_host(P[0].a, 0, host, sizeof host, P[0].s));
    CHECK(mock_errors() == errors + 1);
    CHECK_OK(cudacore_buffer_copy_to_host(back, P[0].a, 0, sizeof back, P[0].s));
    CHECK(!memcmp(back, host, sizeof host));
    CHECK(mock_errors() == errors + 1);
    CHECK(current_is(1));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_get_info(s, &si));
    CHECK(si.device == 1);
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_device_set_current(0));
}

/* A thread that never chose a device uses objects of both. */
static int thread_ok;
static void *worker(void *unused) {
    int host[16], back[16], i, d = -1;
    (void)unused;
    for (i = 0; i < 16; i++) host[i] = 100 + i;
    for (i = 1; i >= 0; i--) {
        if (cudacore_buffer_copy_from_host(P[i].a, 0, host, sizeof host, P[i].s) != CUDACORE_SUCCESS) return NULL;
        if (cudacore_buffer_copy_to_host(back, P[i].a, 0, sizeof back, P[i].s) != CUDACORE_SUCCESS) return NULL;
        if (cudacore_stream_synchronize(P[i].s) != CUDACORE_SUCCESS || memcmp(back, host, sizeof host)) return NULL;
    }
    if (cudacore_device_get_current(&d) != CUDACORE_SUCCESS || d != 0) return NULL; /* the default device */
    thread_ok = 1;
    return NULL;
}
static void a_new_thread_uses_objects_of_both_devices(void) {
    pthread_t t;
    int errors = mock_errors();
    CHECK(pthread_create(&t, NULL, worker, NULL) == 0);
    pthread_join(t, NULL);
    CHECK(thread_ok);
    CHECK(mock_errors() == errors);
}

/* A thread keeps the slots of the buffers it frees for its next ones, and
   gives them back when it exits: threads that each allocate and free a few
   buffers, one after another, share the same few slots (without the hand-back
   each would leave its own behind). */
static void *alloc_free_three(void *arg) {
    cudacore_buffer b[3];
    int i, ok = 1;
    for (i = 0; i < 3; i++) ok &= cudacore_buffer_allocate(P[0].mr, 64, P[0].s, &b[i]) == CUDACORE_SUCCESS;
    for (i = 2; i >= 0 && ok; i--) ok &= cudacore_buffer_free(b[i], P[0].s) == CUDACORE_SUCCESS;
    return ok ? arg : NULL;
}
static void exited_threads_give_their_buffer_slots_back(void) {
    uint32_t before = t_pool_used(CUDACORE_OBJECT_BUFFER);
    int i, done = 0, errors = mock_errors();
    for (i = 0; i < 100; i++) {
        pthread_t t;
        void *ret = NULL;
        CHECK(pthread_create(&t, NULL, alloc_free_three, &done) == 0);
        pthread_join(t, &ret);
        done += ret == &done;
    }
    CHECK(done == 100);
    CHECK(t_pool_used(CUDACORE_OBJECT_BUFFER) <= before + 3);
    CHECK(mock_errors() == errors);
}

/* A freed buffer's slot comes back to the same thread at once, with a new
   generation: the old handle stays dead, a second free of it is refused, and
   the new buffer is untouched by either. */
static void a_reused_buffer_slot_leaves_the_old_handle_dead(void) {
    cudacore_buffer a, b;
    cudacore_CUdeviceptr p = 0;
    CHECK_OK(cudacore_buffer_allocate(P[0].mr, 64, P[0].s, &a));
    CHECK_OK(cudacore_buffer_free(a, P[0].s));
    CHECK_OK(cudacore_buffer_allocate(P[0].mr, 64, P[0].s, &b));
    CHECK((a.id & 0xFFFFFFu) == (b.id & 0xFFFFFFu) && a.id != b.id); /* the same slot, another generation */
    CHECK_ERR(cudacore_buffer_free(a, P[0].s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_buffer_native(a, &p), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_buffer_native(b, &p));
    CHECK(p != 0);
    CHECK_OK(cudacore_buffer_free(b, P[0].s));
    CHECK_ERR(cudacore_buffer_free(b, P[0].s), CUDACORE_ERROR_INVALID_HANDLE);
}

/* An allocation the driver refuses (with the thread's slot cache holding a
   slot: the fast path) is reported as the driver's out-of-memory, leaves
   *out zero, and keeps the slot for the next allocation. */
static void a_refused_allocation_keeps_the_slot(void) {
    cudacore_buffer a, big, b;
    uint32_t used;
    CHECK_OK(cudacore_buffer_allocate(P[0].mr, 64, P[0].s, &a));
    CHECK_OK(cudacore_buffer_free(a, P[0].s));
    used = t_pool_used(CUDACORE_OBJECT_BUFFER);
    big.id = 42;
    CHECK_ERR(cudacore_buffer_allocate(P[0].mr, (size_t)1 << 62, P[0].s, &big), CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY);
    CHECK(big.id == 0);
    CHECK(strstr(cudacore_last_error()->message, "cuMemAllocFromPoolAsync") != NULL);
    CHECK_OK(cudacore_buffer_allocate(P[0].mr, 64, P[0].s, &b));
    CHECK((a.id & 0xFFFFFu) == (b.id & 0xFFFFFu)); /* the cached slot, still there */
    CHECK(t_pool_used(CUDACORE_OBJECT_BUFFER) == used);
    CHECK_OK(cudacore_buffer_free(b, P[0].s));
}

/* cudacore_buffer_allocate's and cudacore_buffer_free's fast paths
   (t_buffer_allocate_fast, _free_fast: tests/internals.h) agree with their
   full paths (_full) on random calls: device pools of either device, a cuMemAlloc
   resource, user resources of every kind of memory, live, stale and
   wrong-kind handles, created and default streams of either device, sizes
   from 0 to more than the mock gives, and the thread's context as cudacore
   left it on either device, or changed behind cudacore's back (the retry).
   Each call runs on each path from the same state. What the fast path
   takes, the full path does the same way: the same result and error, as
   many failed driver calls (the mock counts them), the same slot (both pop
   the thread's last freed one), and a buffer equal in every byte but the
   pointer -- each made in a slot the test filled with other bytes first,
   so that a byte the fill leaves unwritten differs. A free likewise, each
   path freeing its own twin of one buffer, its slot given back to the
   thread. And the fast path declines nothing common that the full path
   takes: a device pool's memory on a created stream of its device whose
   context cudacore believes current. */
static cudacore_result agree_host_alloc(void *ud, size_t size, cudacore_CUstream s, cudacore_CUdeviceptr *p) {
    (void)ud, (void)s;
    *p = size > ((size_t)1 << 32) ? 0 : (cudacore_CUdeviceptr)(uintptr_t)calloc(1, size); /* (2^41 refused here: AddressSanitizer stops on it) */
    return *p ? CUDACORE_SUCCESS : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}
static cudacore_result agree_host_free(void *ud, cudacore_CUdeviceptr p, size_t size, cudacore_CUstream s) {
    (void)ud, (void)size, (void)s;
    free((void *)(uintptr_t)p);
    return CUDACORE_SUCCESS;
}
static cudacore_result agree_user_mr(int device, int dev_acc, int host_acc, int managed, cudacore_memory_resource *out) {
    cudacore_user_memory_resource_desc d;
    memset(&d, 0, sizeof d);
    d.vtable.allocate = agree_host_alloc;
    d.vtable.deallocate = agree_host_free;
    d.device = device;
    d.device_accessible = dev_acc;
    d.host_accessible = host_acc;
    d.managed = managed;
    return cudacore_user_memory_resource_create(&d, out);
}
/* The thread's context: cudacore's on device dev, and with other set, the
   other device's made current behind cudacore's back. */
static int agree_context(int dev, int other) {
    cudacore_CUcontext c = NULL;
    if (cudacore_device_set_current(dev) != CUDACORE_SUCCESS) return 0;
    return !other || (cudacore_device_context(1 - dev, &c) == CUDACORE_SUCCESS && drv_set_current(c) == 0);
}
static int agree_live(cudacore_buffer b) { return t_pool_get(CUDACORE_OBJECT_BUFFER, b.id) != NULL; }
/* Fills the payload of the slot the thread's next buffer takes with `byte`. */
static int agree_poison(unsigned char byte) {
    cudacore_buffer t;
    if (cudacore_buffer_allocate(P[0].mr, 64, P[0].s, &t) != CUDACORE_SUCCESS || cudacore_buffer_free(t, P[0].s) != CUDACORE_SUCCESS) return 0;
    t_slot_fill(CUDACORE_OBJECT_BUFFER, t_id_index(t.id), byte);
    return (int)t_id_index(t.id) + 1;
}
/* The slot the thread's next buffer takes. */
static uint32_t agree_next_slot(void) {
    cudacore_buffer t;
    if (cudacore_buffer_allocate(P[0].mr, 64, P[0].s, &t) != CUDACORE_SUCCESS || cudacore_buffer_free(t, P[0].s) != CUDACORE_SUCCESS) return ~0u;
    return t_id_index(t.id);
}
typedef struct agree_state {
    cudacore_memory_resource mr;
    cudacore_stream s;
    size_t size;
    int dev, other, common, no_out;
} agree_state;
static void agree_show(const char *what, const agree_state *a, cudacore_result fast, cudacore_result full) {
    printf("  %s: resource 0x%llx size %lu stream 0x%llx, cudacore's context device %d%s%s: fast %s, full %s (%s)\n", what,
           (unsigned long long)a->mr.id, (unsigned long)a->size, (unsigned long long)a->s.id, a->dev, a->other ? " (the other current)" : "",
           a->no_out ? ", out NULL" : "", cudacore_result_name(fast), cudacore_result_name(full), cudacore_last_error()->message);
}
/* Both objects the same in every byte but the pointer (NULL: no buffer). */
static int agree_same_obj(const t_buffer_bytes *x, const t_buffer_bytes *y, size_t size) {
    if (!x || !y) return !x && !y;
    if (size && (!x->has_ptr || !y->has_ptr)) return 0;
    return x->size == y->size && !memcmp(x->bytes, y->bytes, x->size);
}
static void buffer_fast_and_full_paths_agree(void) {
    enum { N = 6000 };
    static const size_t sizes[] = {0, 1, 64, 4096, (size_t)1 << 41};
    cudacore_memory_resource mrs[10], made[6];
    cudacore_stream streams[8];
    long taken = 0, failed = 0, unusual = 0, refused = 0, freed_fast = 0, freed_full = 0, i;
    int nm = 0, nmade = 0, bad = 0, j;
    CHECK_OK(cudacore_device_malloc_resource_create(0, &made[nmade++]));           /* cuMemAlloc */
    CHECK_OK(agree_user_mr(0, 1, 0, 0, &made[nmade++]));                          /* device memory of 0 */
    CHECK_OK(agree_user_mr(-1, 1, 1, 0, &made[nmade++]));                         /* pinned */
    CHECK_OK(agree_user_mr(0, 1, 1, 1, &made[nmade++]));                          /* managed */
    CHECK_OK(agree_user_mr(-1, 0, 1, 0, &made[nmade++]));                         /* pageable */
    CHECK_OK(agree_user_mr(0, 1, 0, 0, &made[nmade]));
    CHECK_OK(cudacore_memory_resource_destroy(made[nmade]));                     /* destroyed */
    mrs[nm++] = P[0].mr;
    mrs[nm++] = P[1].mr;
    for (j = 0; j < nmade; j++) mrs[nm++] = made[j];
    mrs[nm++] = made[nmade];
    mrs[nm++].id = 0;
    mrs[nm++].id = P[0].s.id; /* not a resource */
    streams[0] = P[0].s;
    streams[1] = P[1].s;
    streams[2] = cudacore_stream_legacy();
    streams[3] = cudacore_stream_per_thread();
    streams[4].id = 0;
    streams[5].id = P[0].a.id; /* not a stream */
    CHECK_OK(cudacore_stream_create(NULL, &streams[6]));
    CHECK_OK(cudacore_stream_destroy(streams[6]));
    streams[7] = streams[6];
    CHECK(agree_context(0, 0));
    for (i = 0; i < N && !bad; i++) {
        agree_state a;
        cudacore_buffer o1, o2, *out1 = &o1, *out2 = &o2;
        t_buffer_bytes obj1, obj2, *p1 = NULL, *p2 = NULL;
        cudacore_result fast = CUDACORE_SUCCESS, full;
        char msg[512];
        int took, e0, e1, e2, slot1, slot2;
        j = (int)t_rand(3) ? (int)t_rand(2) : (int)t_rand((unsigned)nm);
        a.mr = mrs[j];
        a.s = t_rand(3) ? P[j < 2 && t_rand(4) ? j : (int)t_rand(2)].s : streams[t_rand(8)];
        a.size = t_rand(3) ? 8 + 8 * (size_t)t_rand(64) : sizes[t_rand(5)];
        a.dev = j < 2 && t_rand(4) ? j : (int)t_rand(2);
        a.other = t_rand(8) == 0;
        a.no_out = t_rand(50) == 0;
        a.common = !a.no_out && j < 2 && a.size && a.size <= ((size_t)1 << 40) && a.s.id == P[j].s.id && a.dev == j;
        if (a.no_out) out1 = out2 = NULL;
        o1.id = o2.id = 42;
        /* the fast path, in a slot of 0xA5 bytes */
        slot1 = agree_poison(0xA5);
        if (!slot1 || !agree_context(a.dev, a.other)) {
            bad = 1;
            break;
        }
        cudacore_clear_error();
        e0 = mock_errors();
        took = t_buffer_allocate_fast(a.mr, a.size, a.s, out1, &fast);
        e1 = mock_errors();
        snprintf(msg, sizeof msg, "%s", cudacore_last_error()->message);
        if (took && fast == CUDACORE_SUCCESS && t_buffer_copy(o1, &obj1)) p1 = &obj1;
        /* the full path, in the same slot filled with 0x5A */
        if (!agree_context(0, 0) || (took && fast == CUDACORE_SUCCESS && t_buffer_free_full(o1, P[0].s) != CUDACORE_SUCCESS) ||
            (slot2 = agree_poison(0x5A)) != slot1 || !agree_context(a.dev, a.other)) {
            printf("  the fast path's buffer cannot be freed, or the slot it took is not the thread's next\n");
            bad = 1;
            break;
        }
        cudacore_clear_error();
        e1 -= e0;
        e0 = mock_errors();
        full = t_buffer_allocate_full(a.mr, a.size, a.s, out2);
        e2 = mock_errors() - e0;
        if (full == CUDACORE_SUCCESS && t_buffer_copy(o2, &obj2)) p2 = &obj2;
        if (took) {
            taken++;
            failed += fast != CUDACORE_SUCCESS;
            if (fast != full || e1 != e2 || strcmp(msg, cudacore_last_error()->message) != 0 || (!a.no_out && (o1.id == 0) != (o2.id == 0)) ||
                (!a.no_out && o1.id && t_id_index(o1.id) != t_id_index(o2.id)) ||
                !agree_same_obj(p1 ? &obj1 : NULL, p2 ? &obj2 : NULL, a.size)) {
                agree_show("the fast path allocated otherwise than the full path", &a, fast, full);
                printf("  fast: %s; %d and %d driver calls failed; buffers 0x%llx and 0x%llx%s\n", msg, e1, e2, (unsigned long long)o1.id,
                       (unsigned long long)o2.id, agree_same_obj(p1 ? &obj1 : NULL, p2 ? &obj2 : NULL, a.size) ? "" : ", whose bytes differ");
                bad = 1;
            }
        } else {
            if (e1) {
                agree_show("the fast path declined after a driver call", &a, fast, full);
                bad = 1;
            }
            if (full == CUDACORE_SUCCESS && a.common) {
                agree_show("the fast path declined a common allocation the full path makes", &a, fast, full);
                bad = 1;
            }
            unusual += full == CUDACORE_SUCCESS;
            refused += full != CUDACORE_SUCCESS;
        }
        if (!agree_context(0, 0)) bad = 1;
        if (full != CUDACORE_SUCCESS || a.no_out || bad) continue;
        /* a free of that buffer (or of a view of it) and of its twin, one on each path */
        {
            cudacore_stream fs = t_rand(3) ? a.s : streams[t_rand(8)];
            cudacore_buffer twin, x1 = o2, x2;
            cudacore_result ff = CUDACORE_SUCCESS, fl;
            uint32_t next1 = ~0u, next2 = ~0u;
            int fdev = (int)t_rand(2), fother = t_rand(8) == 0, view = t_rand(10) == 0, ftook, fe1, fe2;
            int fcommon = j < 2 && a.size && !view && ((fs.id == P[0].s.id && fdev == 0) || (fs.id == P[1].s.id && fdev == 1));
            if (!agree_context(a.dev, a.other) || cudacore_buffer_allocate(a.mr, a.size, a.s, &twin) != CUDACORE_SUCCESS || !agree_context(0, 0)) {
                agree_show("the twin cannot be made", &a, fast, full);
                bad = 1;
                break;
            }
            x2 = twin;
            if (view && (cudacore_buffer_view(o2, 0, 0, &x1) != CUDACORE_SUCCESS || cudacore_buffer_view(twin, 0, 0, &x2) != CUDACORE_SUCCESS)) {
                bad = 1;
                break;
            }
            if (!agree_context(fdev, fother)) break;
            cudacore_clear_error();
            e0 = mock_errors();
            ftook = t_buffer_free_fast(x1, fs, &ff);
            fe1 = mock_errors() - e0;
            snprintf(msg, sizeof msg, "%s", cudacore_last_error()->message);
            if (!agree_context(0, 0)) break;
            if (ftook && ff == CUDACORE_SUCCESS) next1 = agree_next_slot();
            if (!agree_context(fdev, fother)) break;
            cudacore_clear_error();
            e0 = mock_errors();
            fl = t_buffer_free_full(x2, fs);
            fe2 = mock_errors() - e0;
            if (!agree_context(0, 0)) break;
            if (fl == CUDACORE_SUCCESS) next2 = agree_next_slot();
            if (ftook) {
                freed_fast++;
                if (ff != fl || fe1 != fe2 || strcmp(msg, cudacore_last_error()->message) != 0 ||
                    (ff == CUDACORE_SUCCESS && (next1 != t_id_index(x1.id) || next2 != t_id_index(x2.id)))) {
                    agree_show("the fast path freed otherwise than the full path", &a, ff, fl);
                    printf("  freed on stream 0x%llx, cudacore's context device %d%s: fast %s; %d and %d driver calls failed; next slots %u and %u\n",
                           (unsigned long long)fs.id, fdev, fother ? " (the other current)" : "", msg, fe1, fe2, (unsigned)next1, (unsigned)next2);
                    bad = 1;
                }
            } else {
                freed_full += fl == CUDACORE_SUCCESS;
                if (fe1 || (fl == CUDACORE_SUCCESS && fcommon)) {
                    agree_show("the fast path declined a common free the full path makes", &a, ff, fl);
                    printf("  freed on stream 0x%llx, cudacore's context device %d%s: %d driver calls failed\n", (unsigned long long)fs.id, fdev,
                           fother ? " (the other current)" : "", fe1);
                    bad = 1;
                }
            }
            /* what is left: the buffers under the views, and what a failed free kept */
            if (agree_live(x1)) CHECK_OK(cudacore_buffer_free(x1, cudacore_stream_legacy()));
            if (agree_live(x2)) CHECK_OK(cudacore_buffer_free(x2, cudacore_stream_legacy()));
            if (agree_live(o2)) CHECK_OK(cudacore_buffer_free(o2, cudacore_stream_legacy()));
            if (agree_live(twin)) CHECK_OK(cudacore_buffer_free(twin, cudacore_stream_legacy()));
        }
    }
    printf("  %ld allocations: %ld taken by the fast path (%ld of them failed), %ld left to the full path and made there, %ld refused there;"
           " frees: %ld on the fast path, %ld left to the full path\n", i, taken, failed, unusual, refused, freed_fast, freed_full);
    CHECK(agree_context(0, 0));
    for (j = 0; j < nmade; j++) CHECK_OK(cudacore_memory_resource_destroy(made[j]));
    CHECK(!bad);
    CHECK(taken > N / 5 && failed > N / 200 && unusual > N / 50 && refused > N / 10 && freed_fast > N / 20 && freed_full > N / 50);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 4);
}

static void peer_access(void) {
    int can = 0;
    CHECK_OK(cudacore_device_can_access_peer(0, 1, &can));
    CHECK(can == 1);
    CHECK_OK(cudacore_device_enable_peer_access(0, 1));
    CHECK_OK(cudacore_device_enable_peer_access(0, 1)); /* twice is fine */
    CHECK_OK(cudacore_device_disable_peer_access(0, 1));
    CHECK_ERR(cudacore_device_enable_peer_access(1, 1), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(current_is(0));
}

static void cleanup(void) {
    int i;
    CHECK_OK(cudacore_kernel_destroy(fill42));
    CHECK_OK(cudacore_object_code_destroy(code));
    for (i = 0; i < 2; i++) {
        CHECK_OK(cudacore_buffer_free(P[i].a, P[i].s));
        CHECK_OK(cudacore_buffer_free(P[i].b, P[i].s));
        CHECK_OK(cudacore_event_destroy(P[i].e));
        CHECK_OK(cudacore_stream_destroy(P[i].s));
    }
    for (i = 1; i < CUDACORE_OBJECT__COUNT; i++)
        if (i != CUDACORE_OBJECT_MEMORY_RESOURCE) CHECK(cudacore_live_objects((cudacore_object_kind)i) == 0);
    cudacore_shutdown();
}

/* The slots this thread kept before cudacore_shutdown belong to the old
   setup: after a new one, buffers come from the new pool. */
static void a_new_setup_forgets_the_kept_slots(void) {
    cudacore_memory_resource mr;
    cudacore_stream s;
    cudacore_buffer b[4];
    int i;
    CHECK(multi_mock_setup() == NULL);
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    for (i = 0; i < 4; i++) CHECK_OK(cudacore_buffer_allocate(mr, 64, s, &b[i]));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 4);
    CHECK(t_pool_used(CUDACORE_OBJECT_BUFFER) == 4);
    for (i = 0; i < 4; i++) CHECK_OK(cudacore_buffer_free(b[i], s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    CHECK_OK(cudacore_stream_destroy(s));
    cudacore_shutdown();
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(each_operation_with_its_device_current);
    RUN(each_operation_with_the_other_device_current);
    RUN(mixed_devices_are_refused_first);
    RUN(default_streams_are_the_current_devices);
    RUN(new_objects_follow_the_current_device);
    RUN(a_context_changed_behind_cudacores_back);
    RUN(a_new_thread_uses_objects_of_both_devices);
    RUN(exited_threads_give_their_buffer_slots_back);
    RUN(a_reused_buffer_slot_leaves_the_old_handle_dead);
    RUN(a_refused_allocation_keeps_the_slot);
    RUN(buffer_fast_and_full_paths_agree);
    RUN(peer_access);
    RUN(cleanup);
    RUN(a_new_setup_forgets_the_kept_slots);
    return t_failed ? 1 : 0;
}
