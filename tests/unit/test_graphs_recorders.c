/* Recorders (cudacore.h >>decl:graphs, "recorders") without a GPU: every
   path of a step -- captured and instantiated, launched as is, updated in
   place, instantiated anew, run plain after too many re-instantiations --
   and every refusal, on the two-device mock driver, which captures work
   into graphs, replays them at cuGraphLaunch ("device" memory is host
   memory, so every result is read back), refuses what the driver refuses
   during a capture, and counts every failed call: the stand-in for
   compute-sanitizer, which must see no error from normal use. The mock's
   kernel add(int *p, int v) adds v to p[0]. The same paths run on a GPU in
   tests/gpu/test_graphs_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include "../recorder_agree.h"
#include <pthread.h>

static cudacore_object_code code;
static cudacore_kernel add, fill42;
static cudacore_stream s, s2;
static cudacore_memory_resource mr, no_pinned; /* (the mock has no pinned memory: uploads read plain host memory) */
static cudacore_buffer buf;
static cudacore_CUdeviceptr ptr;
static int *(*graph_calls)(void); /* begin, end, instantiate, update, launch, exec destroy, invalidations, update refusals */
enum { G_BEGIN, G_END, G_INST, G_UPDATE, G_LAUNCH, G_EXEC_DESTROY, G_INVALID, G_REFUSED };

static void t_setup(void) {
    CHECK(ra_mock_setup(&graph_calls, &code, &add, &fill42));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_create(NULL, &s2));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 64, s, &buf));
    CHECK_OK(cudacore_buffer_native(buf, &ptr));
}

static int value(void) { return *(int *)(uintptr_t)ptr; }
static void set_value(int v) { *(int *)(uintptr_t)ptr = v; }
static int calls(int which) { return graph_calls()[which]; }

/* `kernels` launches of add(ptr, v) on st (a step's work). */
static cudacore_result issue_adds(cudacore_stream st, int kernels, int v) {
    cudacore_launch_config cfg;
    cudacore_result r = CUDACORE_SUCCESS;
    int i;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    for (i = 0; i < kernels && r == CUDACORE_SUCCESS; i++) r = CUDACORE_LAUNCH(st, &cfg, add, CUDACORE_ARG(cudacore_CUdeviceptr, ptr), CUDACORE_ARG(int, v));
    return r;
}

/* One step: key {kernels, v}; *issued: whether the work was issued. */
static cudacore_result step(cudacore_recorder r, cudacore_stream st, int kernels, int v, int *issued) {
    int key[2], issue = -1;
    cudacore_result res;
    key[0] = kernels, key[1] = v;
    if ((res = cudacore_recorder_begin(r, st, key, sizeof key, &issue)) != CUDACORE_SUCCESS) return res;
    if (issued) *issued = issue;
    if (issue && (res = issue_adds(st, kernels, v)) != CUDACORE_SUCCESS) return res;
    return cudacore_recorder_end(r, st);
}

static cudacore_recorder make(const char *name, int max_row, int plain_steps) {
    cudacore_recorder_desc d;
    cudacore_recorder r = {0};
    memset(&d, 0, sizeof d);
    d.name = name;
    d.max_reinstantiations = max_row;
    d.plain_steps = plain_steps;
    if (cudacore_recorder_create(&d, &r) != CUDACORE_SUCCESS) r.id = 0;
    return r;
}

static void as_is_update_and_instantiate(void) {
    cudacore_recorder r = make("physics", 0, 0);
    cudacore_recorder_info info;
    int errors = mock_errors(), issued = -1, launches;
    CHECK(r.id);
    set_value(0);
    /* the first step: captured (nothing ran yet), instantiated, launched */
    CHECK_OK(step(r, s, 3, 5, &issued));
    CHECK(issued == 1 && value() == 15);
    CHECK(calls(G_INST) >= 1);
    /* the same key: launched as is at begin, nothing issued */
    launches = calls(G_LAUNCH);
    CHECK_OK(step(r, s, 3, 5, &issued));
    CHECK(issued == 0 && value() == 30 && calls(G_LAUNCH) == launches + 1);
    /* a changed scalar: captured again, the executable graph updated */
    CHECK_OK(step(r, s, 3, 7, &issued));
    CHECK(issued == 1 && value() == 51);
    /* a changed topology: instantiated anew, no refused update */
    CHECK_OK(step(r, s, 2, 7, &issued));
    CHECK(value() == 65);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.steps == 4 && info.as_is == 1 && info.updated == 1 && info.instantiated == 2 && info.plain == 0 && info.refused == 0);
    CHECK(info.nodes == 2 && info.in_a_row == 1 && info.plain_left == 0 && !strcmp(info.name, "physics"));
    CHECK(calls(G_REFUSED) == 0 && mock_errors() == errors);
    CHECK_OK(cudacore_recorder_destroy(r));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_RECORDER) == 0);
}

static void no_key_updates_every_step(void) {
    cudacore_recorder r = make(NULL, 0, 0);
    cudacore_recorder_info info;
    int i, issue = 0, errors = mock_errors();
    set_value(0);
    for (i = 1; i <= 3; i++) {
        CHECK_OK(cudacore_recorder_begin(r, s, NULL, 0, &issue));
        CHECK(issue == 1);
        CHECK_OK(issue_adds(s, 1, i));
        CHECK_OK(cudacore_recorder_end(r, s));
    }
    CHECK(value() == 6);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.instantiated == 1 && info.updated == 2 && info.as_is == 0 && !strcmp(info.name, "recorder"));
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* After max_reinstantiations in a row, plain_steps steps run as plain
   work (no capture), then graphs are tried again. */
static void plain_after_too_many_reinstantiations(void) {
    cudacore_recorder r = make("shapes", 2, 3);
    cudacore_recorder_info info;
    int i, issued = -1, begins, errors = mock_errors(), expect = 0;
    set_value(0);
    for (i = 0; i < 3; i++) { /* 1, 2, 1 kernels: two re-instantiations in a row */
        CHECK_OK(step(r, s, 1 + (i & 1), 1, &issued));
        expect += 1 + (i & 1);
    }
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.instantiated == 3 && info.plain_left == 3 && info.in_a_row == 0);
    begins = calls(G_BEGIN);
    for (i = 0; i < 3; i++) {
        CHECK_OK(step(r, s, 2, 1, &issued));
        expect += 2;
        CHECK(issued == 1 && value() == expect);
    }
    CHECK(calls(G_BEGIN) == begins); /* plain: no capture */
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.plain == 3 && info.plain_left == 0);
    CHECK_OK(step(r, s, 2, 1, &issued)); /* graphs again */
    expect += 2;
    CHECK(calls(G_BEGIN) == begins + 1 && value() == expect);
    CHECK_OK(step(r, s, 2, 1, &issued));
    expect += 2;
    CHECK(issued == 0 && value() == expect);
    /* reset: the graph is forgotten, the next step captures */
    CHECK_OK(cudacore_recorder_reset(r));
    CHECK_OK(step(r, s, 2, 1, &issued));
    CHECK(issued == 1);
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_recorder_destroy(r));
    /* a negative limit: never plain */
    r = make("always", -1, 0);
    for (i = 0; i < 6; i++) CHECK_OK(step(r, s, 1 + (i & 1), 1, &issued));
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.instantiated == 6 && info.plain == 0 && info.plain_left == 0);
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* An operation not allowed while capturing: end refuses the step with the
   reason, its work did not run, and the stream is usable again. */
static void refused_capture_leaves_the_stream_usable(void) {
    cudacore_recorder r = make("sync inside", 0, 0);
    cudacore_recorder_info info;
    cudacore_capture_info ci;
    int issue = 0, key = 1;
    set_value(0);
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(issue_adds(s, 1, 4));
    CHECK_ERR(cudacore_stream_synchronize(s), CUDACORE_ERROR_CAPTURE);
    CHECK_ERR(cudacore_recorder_end(r, s), CUDACORE_ERROR_CAPTURE);
    CHECK(strstr(cudacore_last_error()->message, "invalidated") != NULL);
    CHECK(strstr(cudacore_last_error()->detail, "did not run") != NULL);
    CHECK(value() == 0);
    CHECK_OK(cudacore_stream_get_capture_info(s, &ci));
    CHECK(ci.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE);
    CHECK_OK(issue_adds(s, 1, 2)); /* plain work runs */
    CHECK(value() == 2);
    CHECK_OK(step(r, s, 1, 3, NULL)); /* and the next step captures */
    CHECK(value() == 5);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.refused == 1 && info.steps == 1 && info.instantiated == 1);
    CHECK_OK(cudacore_recorder_destroy(r));
}

static void bad_use_is_refused(void) {
    cudacore_recorder r = make("bad", 0, 0), dead;
    cudacore_recorder_desc d;
    cudacore_stream gone;
    cudacore_graph g;
    int issue = 0, key = 7;
    CHECK_ERR(cudacore_recorder_create(NULL, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    memset(&d, 0, sizeof d);
    d.capture_mode = (cudacore_recorder_capture_mode)3;
    CHECK_ERR(cudacore_recorder_create(&d, &dead), CUDACORE_ERROR_INVALID_ARGUMENT);
    d.capture_mode = CUDACORE_RECORDER_CAPTURE_THREAD_LOCAL;
    d.instantiate.device_launch = 1;
    CHECK_ERR(cudacore_recorder_create(&d, &dead), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_recorder_begin(r, s, &key, sizeof key, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_recorder_begin(r, s, NULL, 4, &issue), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_recorder_end(r, s), CUDACORE_ERROR_CAPTURE); /* no step */
    CHECK(strstr(cudacore_last_error()->message, "no step under way") != NULL);
    /* a step that never ends: a second begin is refused; the end on another stream too */
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_ERR(cudacore_recorder_begin(r, s, &key, sizeof key, &issue), CUDACORE_ERROR_CAPTURE);
    CHECK_ERR(cudacore_recorder_end(r, s2), CUDACORE_ERROR_CAPTURE);
    CHECK_ERR(cudacore_recorder_reset(r), CUDACORE_ERROR_CAPTURE);
    CHECK_OK(cudacore_recorder_cancel(r));
    CHECK_OK(cudacore_recorder_cancel(r)); /* nothing under way: fine */
    /* a stream that already captures */
    CHECK_OK(cudacore_stream_begin_capture(s, NULL));
    CHECK_ERR(cudacore_recorder_begin(r, s, &key, sizeof key, &issue), CUDACORE_ERROR_CAPTURE);
    CHECK(strstr(cudacore_last_error()->message, "already capturing") != NULL);
    CHECK_OK(cudacore_stream_end_capture(s, &g));
    CHECK_OK(cudacore_graph_destroy(g));
    /* the legacy default stream cannot be captured */
    CHECK_ERR(cudacore_recorder_begin(r, cudacore_stream_legacy(), &key, sizeof key, &issue), CUDACORE_ERROR_CAPTURE);
    /* a stream destroyed during a step: its end is refused, cancel ends the step */
    CHECK_OK(cudacore_stream_create(NULL, &gone));
    CHECK_OK(cudacore_recorder_begin(r, gone, &key, sizeof key, &issue));
    CHECK_OK(cudacore_stream_destroy(gone));
    CHECK_ERR(cudacore_recorder_end(r, gone), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_recorder_cancel(r));
    CHECK_ERR(cudacore_recorder_begin(r, gone, &key, sizeof key, &issue), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(step(r, s, 1, 1, NULL)); /* usable again */
    /* destroyed and zero recorders */
    dead = r;
    CHECK_OK(cudacore_recorder_destroy(r));
    CHECK_ERR(cudacore_recorder_begin(dead, s, &key, sizeof key, &issue), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_recorder_end(dead, s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_recorder_destroy(dead), CUDACORE_ERROR_INVALID_HANDLE);
    dead.id = 0;
    CHECK_ERR(cudacore_recorder_cancel(dead), CUDACORE_ERROR_INVALID_HANDLE);
    /* destroyed with a step under way: the capture is ended, the stream free */
    r = make("left open", 0, 0);
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(cudacore_recorder_destroy(r));
    CHECK_OK(cudacore_stream_begin_capture(s, NULL));
    CHECK_OK(cudacore_stream_end_capture(s, &g));
    CHECK_OK(cudacore_graph_destroy(g));
}

/* A buffer freed between steps: its address is in the key, so the next step
   with the new buffer is captured again and writes there, never to the
   freed memory. */
static void a_buffer_freed_between_steps(void) {
    cudacore_recorder r = make("buffers", 0, 0);
    cudacore_recorder_info info;
    cudacore_launch_config cfg;
    cudacore_buffer a, b;
    cudacore_CUdeviceptr pa, pb, key;
    int issue = 0, v = 5, errors = mock_errors();
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    CHECK_OK(cudacore_buffer_allocate(mr, 64, s, &a));
    CHECK_OK(cudacore_buffer_native(a, &pa));
    CHECK_OK(cudacore_buffer_fill(a, 0, 64, 0, 4, s));
    key = pa;
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(CUDACORE_LAUNCH(s, &cfg, add, CUDACORE_ARG(cudacore_CUdeviceptr, pa), CUDACORE_ARG(int, v)));
    CHECK_OK(cudacore_recorder_end(r, s));
    CHECK(*(int *)(uintptr_t)pa == 5);
    CHECK_OK(cudacore_buffer_free(a, s));
    CHECK_OK(cudacore_buffer_allocate(mr, 64, s, &b));
    CHECK_OK(cudacore_buffer_native(b, &pb));
    CHECK_OK(cudacore_buffer_fill(b, 0, 64, 0, 4, s));
    key = pb;
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK(issue == 1 || pb == pa); /* (the same address again: the graph is right as it is) */
    if (issue) CHECK_OK(CUDACORE_LAUNCH(s, &cfg, add, CUDACORE_ARG(cudacore_CUdeviceptr, pb), CUDACORE_ARG(int, v)));
    CHECK_OK(cudacore_recorder_end(r, s));
    CHECK(*(int *)(uintptr_t)pb == 5);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.instantiated == 1 && info.updated + info.as_is == 1);
    CHECK(mock_errors() == errors); /* (the mock fails a kernel that touches freed memory) */
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_recorder_destroy(r));
}

static cudacore_result step_fn(cudacore_stream st, void *user) { return issue_adds(st, 2, *(int *)user); }
static cudacore_result failing_fn(cudacore_stream st, void *user) {
    (void)user;
    issue_adds(st, 1, 100);
    return CUDACORE_ERROR_OUT_OF_BOUNDS;
}

static void run_calls_the_function_only_when_needed(void) {
    cudacore_recorder r = make("run", 0, 0);
    cudacore_recorder_info info;
    cudacore_capture_info ci;
    int v = 3, errors = mock_errors();
    set_value(0);
    CHECK_OK(cudacore_recorder_run(r, s, &v, sizeof v, step_fn, &v));
    CHECK_OK(cudacore_recorder_run(r, s, &v, sizeof v, step_fn, &v));
    CHECK(value() == 12);
    v = 4;
    CHECK_OK(cudacore_recorder_run(r, s, &v, sizeof v, step_fn, &v));
    CHECK(value() == 20);
    CHECK_ERR(cudacore_recorder_run(r, s, &v, sizeof v, NULL, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    v = 5; /* a failing step function: the step is cancelled, nothing it captured runs */
    CHECK(cudacore_recorder_run(r, s, &v, sizeof v, failing_fn, NULL) == CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(value() == 20);
    CHECK_OK(cudacore_stream_get_capture_info(s, &ci));
    CHECK(ci.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.as_is == 1 && info.updated == 1 && info.cancelled == 1 && info.steps == 3);
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_recorder_destroy(r));
}

static void host_fn(void *p) { ++*(int *)p; }

/* Another stream forked and joined, a host function, and graph memory. */
static void forks_host_functions_and_graph_memory(void) {
    cudacore_recorder r = make("fork", 0, 0);
    cudacore_recorder_info info;
    cudacore_event e1, e2;
    cudacore_buffer tmp;
    int i, issue = 0, hits = 0, key = 0, errors = mock_errors();
    CHECK_OK(cudacore_event_create(NULL, &e1));
    CHECK_OK(cudacore_event_create(NULL, &e2));
    set_value(0);
    for (i = 0; i < 3; i++) {
        CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
        if (issue) {
            CHECK_OK(cudacore_event_record(e1, s));
            CHECK_OK(cudacore_stream_wait_event(s2, e1)); /* fork */
            CHECK_OK(issue_adds(s2, 1, 10));
            CHECK_OK(cudacore_event_record(e2, s2));
            CHECK_OK(issue_adds(s, 1, 1));
            CHECK_OK(cudacore_stream_wait_event(s, e2)); /* join */
            CHECK_OK(cudacore_stream_launch_host_func(s, host_fn, &hits));
        }
        CHECK_OK(cudacore_recorder_end(r, s));
    }
    CHECK(value() == 33 && hits == 3);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.as_is == 2 && info.nodes >= 3);
    /* an unjoined fork is refused, and the step did not run */
    key = 1;
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(cudacore_event_record(e1, s));
    CHECK_OK(cudacore_stream_wait_event(s2, e1));
    CHECK_OK(issue_adds(s2, 1, 10));
    CHECK_ERR(cudacore_recorder_end(r, s), CUDACORE_ERROR_CAPTURE);
    CHECK(strstr(cudacore_last_error()->message, "joined") != NULL);
    CHECK(value() == 33);
    /* graph memory: a step that allocates and frees; changed, it is
       instantiated anew (memory nodes cannot be updated), never refused */
    CHECK_OK(cudacore_recorder_reset(r));
    for (i = 0; i < 3; i++) {
        key = 100 + i;
        CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
        CHECK_OK(cudacore_buffer_allocate(mr, 256, s, &tmp));
        CHECK_OK(issue_adds(s, 1, 1));
        CHECK_OK(cudacore_buffer_free(tmp, s));
        CHECK_OK(cudacore_recorder_end(r, s));
    }
    CHECK(value() == 36);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.updated == 0 && info.instantiated == 4);
    CHECK(calls(G_REFUSED) == 0);
    CHECK(mock_errors() == errors + 1); /* the unjoined fork's refusal alone */
    CHECK_OK(cudacore_recorder_destroy(r));
    CHECK_OK(cudacore_event_destroy(e1));
    CHECK_OK(cudacore_event_destroy(e2));
}

/* Keys of every size: up to 8 bytes kept inside the recorder, longer ones in
   a buffer of its own. A step with the same bytes is launched as is either
   way (small ones compared as one word); a key that changed size is
   captured; a key that differs in any one byte is captured; a 40-byte key
   that differs in its last byte alone is captured, while its first n < 40
   bytes are not. */
static int key_step(cudacore_recorder r, const unsigned char *key, size_t n) {
    int issue = -1;
    if (cudacore_recorder_begin(r, s, n ? key : NULL, n, &issue) != CUDACORE_SUCCESS) return -1;
    if (issue && issue_adds(s, 1, 1) != CUDACORE_SUCCESS) return -1;
    return cudacore_recorder_end(r, s) == CUDACORE_SUCCESS ? issue : -1;
}
static void keys_small_and_large(void) {
    cudacore_recorder r = make("keys", -1, 0);
    unsigned char big[40], other[40];
    size_t sizes[] = {40, 4, 40, 9, 8, 0, 1, 2, 3, 5, 6, 7, 40}, n, j;
    int i;
    memset(big, 7, sizeof big);
    memcpy(other, big, sizeof other);
    other[sizeof other - 1] = 8;
    for (i = 0; i < (int)(sizeof sizes / sizeof sizes[0]); i++) {
        n = sizes[i];
        CHECK(key_step(r, big, n) == 1);                 /* a new size: captured */
        CHECK(key_step(r, big, n) == (n ? 0 : 1));       /* the same bytes: as is (no key: never) */
        CHECK(key_step(r, other, n) == (n == 40 || !n)); /* the last byte differs only at 40 */
        CHECK(key_step(r, big, n) == (n == 40 || !n));
        for (j = 0; j < n; j++) { /* a key that differs from the last captured one in one byte, any: captured, at every size */
            unsigned char one[40];
            memcpy(one, big, sizeof one);
            one[j] ^= 1;
            CHECK(key_step(r, one, n) == 1);
            CHECK(key_step(r, one, n) == 0);
            CHECK(key_step(r, big, n) == 1);
        }
    }
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* Node kinds that change while the node and edge counts stay (a kernel, then
   a host function in its place): the first such step reaches the driver's
   update, which refuses it; the step is instantiated instead and the
   recorder compares kinds from then on (no second refusal). With
   check_node_kinds, no refusal at all. */
static cudacore_result kernel_then(cudacore_stream st, int host, int *hits) {
    cudacore_result r = issue_adds(st, 1, 1);
    if (r != CUDACORE_SUCCESS) return r;
    return host ? cudacore_stream_launch_host_func(st, host_fn, hits) : issue_adds(st, 1, 1);
}
static void kinds_change_at_the_same_counts(void) {
    cudacore_recorder_desc d;
    cudacore_recorder_info info;
    cudacore_recorder r;
    int check, i, issue = 0, hits = 0, key, errors, refused;
    for (check = 0; check < 2; check++) {
        memset(&d, 0, sizeof d);
        d.check_node_kinds = check;
        d.max_reinstantiations = -1;
        CHECK_OK(cudacore_recorder_create(&d, &r));
        errors = mock_errors(), refused = calls(G_REFUSED);
        set_value(0);
        hits = 0;
        for (i = 0; i < 6; i++) { /* kernel, kernel / kernel, host function, alternately */
            key = i;
            CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
            CHECK(issue == 1);
            CHECK_OK(kernel_then(s, i % 2, &hits));
            CHECK_OK(cudacore_recorder_end(r, s));
        }
        CHECK_OK(cudacore_stream_synchronize(s));
        CHECK(value() == 9 && hits == 3);
        CHECK_OK(cudacore_recorder_get_info(r, &info));
        CHECK(info.instantiated == 6 && info.updated == 0 && info.steps == 6);
        CHECK(info.updates_refused == (uint64_t)(check ? 0 : 1));
        CHECK(calls(G_REFUSED) == refused + (check ? 0 : 1) && mock_errors() == errors + (check ? 0 : 1));
        CHECK_OK(cudacore_recorder_destroy(r));
    }
}

/* A copy whose node type stays while what cuGraphExecUpdate cannot change
   does (the driver refuses such an update, and so does the mock): a copy
   between buffers, then an upload in its place (another memory type);
   and fills of 4-byte and of 1-byte elements, which may be updated into
   each other (1-D). With check_node_kinds, no update is tried that the
   driver would refuse, and every step's result is right; without, the
   first refusal turns the check on. */
static cudacore_result copy_or_fill(cudacore_stream st, int i, cudacore_buffer other, const int *host) {
    switch (i % 4) {
        case 0: return cudacore_buffer_copy(buf, 0, other, 0, 4, st);
        case 1: return cudacore_buffer_copy_from_host(buf, 0, host, 4, st);
        case 2: return cudacore_buffer_fill(buf, 0, 4, 0x01010101u, 4, st);
        default: return cudacore_buffer_fill(buf, 0, 4, 2, 1, st);
    }
}
static void copies_and_fills_that_cannot_be_updated(void) {
    static const int expect[4] = {7, 5, 0x01010101, 0x02020202};
    cudacore_recorder_desc d;
    cudacore_recorder_info info;
    cudacore_recorder r;
    cudacore_buffer other;
    int check, i, issue = 0, key, refused, host = 5, seven = 7;
    CHECK_OK(cudacore_buffer_allocate(mr, 4, s, &other));
    CHECK_OK(cudacore_buffer_copy_from_host(other, 0, &seven, 4, s));
    for (check = 0; check < 2; check++) {
        memset(&d, 0, sizeof d);
        d.check_node_kinds = check;
        d.max_reinstantiations = -1;
        CHECK_OK(cudacore_recorder_create(&d, &r));
        refused = calls(G_REFUSED);
        for (i = 0; i < 8; i++) { /* copy, upload, 4-byte fill, 1-byte fill, twice */
            key = i;
            CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
            CHECK(issue == 1);
            CHECK_OK(copy_or_fill(s, i, other, &host));
            CHECK_OK(cudacore_recorder_end(r, s));
            CHECK_OK(cudacore_stream_synchronize(s));
            CHECK(value() == expect[i % 4]);
        }
        CHECK_OK(cudacore_recorder_get_info(r, &info));
        CHECK(info.updated + info.instantiated == 8 && info.updates_refused == (uint64_t)(check ? 0 : 1));
        CHECK(calls(G_REFUSED) == refused + (check ? 0 : 1));
        CHECK_OK(cudacore_recorder_destroy(r));
    }
    CHECK_OK(cudacore_buffer_free(other, s));
}

/* Capture modes across threads: while this thread's recorder captures in
   the default THREAD_LOCAL mode, another thread's unsafe call (cuMemAlloc)
   is allowed and leaves the capture alone; in GLOBAL mode it is refused and
   the capture is invalidated. */
static cudacore_result (*drv_mem_alloc)(cudacore_CUdeviceptr *, size_t);
static cudacore_result (*drv_mem_free)(cudacore_CUdeviceptr);
static int other_thread_result;
static void *unsafe_call(void *unused) {
    cudacore_CUdeviceptr p = 0;
    (void)unused;
    CUDACORE_CHECK(cudacore_device_set_current(0));
    other_thread_result = (int)drv_mem_alloc(&p, 64);
    if (!other_thread_result) drv_mem_free(p);
    return NULL;
}
static cudacore_recorder ending;
static cudacore_result ending_results[3];
static void *end_elsewhere(void *unused) {
    (void)unused;
    ending_results[0] = cudacore_recorder_end(ending, s);
    ending_results[1] = cudacore_recorder_cancel(ending);
    ending_results[2] = cudacore_recorder_destroy(ending);
    return NULL;
}
static void capture_modes_across_threads(void) {
    cudacore_recorder_desc d;
    cudacore_recorder r;
    pthread_t t;
    int issue = 0, key = 1, errors;
    CHECK_OK(cudacore_driver_proc("cuMemAlloc", 0, (void **)&drv_mem_alloc));
    CHECK_OK(cudacore_driver_proc("cuMemFree", 0, (void **)&drv_mem_free));
    memset(&d, 0, sizeof d);
    CHECK_OK(cudacore_recorder_create(&d, &r));
    errors = mock_errors();
    set_value(0);
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(issue_adds(s, 1, 1));
    CHECK(pthread_create(&t, NULL, unsafe_call, NULL) == 0);
    CHECK(pthread_join(t, NULL) == 0);
    CHECK(other_thread_result == 0);
    CHECK_OK(cudacore_recorder_end(r, s));
    CHECK(value() == 1 && mock_errors() == errors);
    /* ended, cancelled or destroyed from another thread: refused by cudacore
       (the driver, asked, would end the capture), and the step goes on here */
    key = 2;
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(issue_adds(s, 1, 1));
    ending = r;
    CHECK(pthread_create(&t, NULL, end_elsewhere, NULL) == 0);
    CHECK(pthread_join(t, NULL) == 0);
    CHECK(ending_results[0] == CUDACORE_ERROR_CAPTURE && ending_results[1] == CUDACORE_ERROR_CAPTURE &&
          ending_results[2] == CUDACORE_ERROR_CAPTURE);
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_recorder_end(r, s));
    CHECK(value() == 2);
    CHECK_OK(cudacore_recorder_destroy(r));
    /* RELAXED: any thread ends the step */
    d.capture_mode = CUDACORE_RECORDER_CAPTURE_RELAXED;
    CHECK_OK(cudacore_recorder_create(&d, &r));
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(issue_adds(s, 1, 1));
    ending = r;
    CHECK(pthread_create(&t, NULL, end_elsewhere, NULL) == 0);
    CHECK(pthread_join(t, NULL) == 0);
    CHECK(ending_results[0] == CUDACORE_SUCCESS && ending_results[1] == CUDACORE_SUCCESS && ending_results[2] == CUDACORE_SUCCESS);
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK(value() == 3 && mock_errors() == errors);
    d.capture_mode = CUDACORE_RECORDER_CAPTURE_GLOBAL;
    CHECK_OK(cudacore_recorder_create(&d, &r));
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK_OK(issue_adds(s, 1, 1));
    CHECK(pthread_create(&t, NULL, unsafe_call, NULL) == 0);
    CHECK(pthread_join(t, NULL) == 0);
    CHECK(other_thread_result != 0);
    CHECK_ERR(cudacore_recorder_end(r, s), CUDACORE_ERROR_CAPTURE);
    CHECK(value() == 3); /* (the refused step did not run) */
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* Two recorders on two devices, and one recorder moved between them: a
   step on a stream of another context is instantiated anew, never
   launched as is on the wrong device. */
static void devices_and_green_contexts(void) {
    cudacore_recorder r0 = make("dev0", 0, 0), r1 = make("dev1", 0, 0);
    cudacore_recorder_info info;
    cudacore_stream t;
    cudacore_buffer b1;
    cudacore_memory_resource mr1;
    cudacore_sm_resource dev, groups[2], rem;
    cudacore_green_context_desc gd;
    cudacore_context green;
    cudacore_stream gs;
    unsigned n = 1;
    int issued = -1, errors = mock_errors();
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_stream_create(NULL, &t));
    CHECK_OK(cudacore_device_memory_resource(1, &mr1));
    CHECK_OK(cudacore_buffer_allocate(mr1, 64, t, &b1));
    CHECK_OK(cudacore_device_set_current(0));
    set_value(0);
    CHECK_OK(step(r0, s, 1, 1, &issued));
    CHECK_OK(step(r1, t, 1, 1, &issued)); /* device 1 runs add on device 0's memory: fine on the mock */
    CHECK_OK(step(r0, s, 1, 1, &issued));
    CHECK(issued == 0);
    CHECK_OK(step(r0, t, 1, 1, &issued)); /* the same key, another device's stream */
    CHECK(issued == 1);
    CHECK_OK(cudacore_recorder_get_info(r0, &info));
    CHECK(info.instantiated == 2 && info.as_is == 1 && value() == 4);
    /* a green context's stream */
    CHECK_OK(cudacore_device_sm_resource(0, &dev));
    CHECK_OK(cudacore_sm_resource_split(&dev, NULL, groups, &n, &rem));
    memset(&gd, 0, sizeof gd);
    gd.resources = &groups[0];
    gd.num_resources = 1;
    CHECK_OK(cudacore_green_context_create(&gd, &green));
    CHECK_OK(cudacore_context_create_stream(green, NULL, &gs));
    CHECK_OK(step(r0, gs, 1, 1, &issued));
    CHECK_OK(step(r0, gs, 1, 1, &issued));
    CHECK(issued == 0 && value() == 6);
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_stream_destroy(gs));
    CHECK_OK(cudacore_context_destroy(green));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_recorder_destroy(r0));
    CHECK_OK(cudacore_recorder_destroy(r1));
    CHECK_OK(cudacore_buffer_free(b1, t));
    CHECK_OK(cudacore_stream_destroy(t));
}

/* The fast paths of begin and end against their full paths (cudacore.h,
   "Fast paths and full paths"): recorders left in the states steps leave
   them in, and random calls on them. Where a fast path takes a call, its
   full path, on the same recorder bytes, must return the same, say the same
   *issue, leave the same bytes, launch as often and record the same error;
   where it declines, it must have changed nothing. The fast begin must take
   a step launched as is at every key size. */
typedef struct agree_rec {
    cudacore_recorder r;
    cudacore_stream s;         /* its steps' stream */
    unsigned char key[17];     /* its last captured step's key, n bytes */
    size_t n;
} agree_rec;
static unsigned char *agree_obj(cudacore_recorder r) { return (unsigned char *)t_pool_get(CUDACORE_OBJECT_RECORDER, r.id); }
/* A step of a kernels on a->s with a new key of n random bytes (NULL for 0). */
static cudacore_result agree_capture(agree_rec *a, size_t n, int kernels) {
    int issue = 0;
    cudacore_result res;
    size_t i;
    for (i = 0; i < n; i++) a->key[i] = (unsigned char)t_rand(256);
    a->n = n;
    if ((res = cudacore_recorder_begin(a->r, a->s, n ? a->key : NULL, n, &issue)) != CUDACORE_SUCCESS) return res;
    if (issue && (res = issue_adds(a->s, kernels, 1)) != CUDACORE_SUCCESS) return res;
    return cudacore_recorder_end(a->r, a->s);
}
static cudacore_result agree_begin(agree_rec *a) { /* a step begun with the key: as is, plain or captured */
    int issue = 0;
    return cudacore_recorder_begin(a->r, a->s, a->n ? a->key : NULL, a->n, &issue);
}
/* Recorders in the states to try (see below); *n of them. */
static int agree_make(agree_rec *recs, int *n, cudacore_stream u, cudacore_stream s3, cudacore_stream t) {
    static const size_t sizes[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16};
    agree_rec *a;
    int i;
    memset(recs, 0, 32 * sizeof *recs);
    for (i = 0; i < (int)(sizeof sizes / sizeof sizes[0]); i++) { /* a step captured with a key of each size: launched as is next */
        a = &recs[(*n)++], a->r = make("sizes", -1, 0), a->s = s;
        if (agree_capture(a, sizes[i], 1) != CUDACORE_SUCCESS) return 0;
    }
    a = &recs[(*n)++], a->r = make("row", -1, 0), a->s = s; /* re-instantiated: in_a_row 1 */
    if (agree_capture(a, 4, 1) != CUDACORE_SUCCESS || agree_capture(a, 4, 2) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("plain", 1, 5), a->s = s; /* graphs off after it: its key must not launch as is */
    if (agree_capture(a, 8, 1) != CUDACORE_SUCCESS || agree_capture(a, 8, 2) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("plain step", 1, 5), a->s = s; /* a plain step under way */
    if (agree_capture(a, 3, 1) != CUDACORE_SUCCESS || agree_capture(a, 3, 2) != CUDACORE_SUCCESS || agree_begin(a) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("reset", -1, 0), a->s = s; /* no graph */
    if (agree_capture(a, 4, 1) != CUDACORE_SUCCESS || cudacore_recorder_reset(a->r) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("device 1", -1, 0), a->s = t; /* another context's graph */
    if (agree_capture(a, 6, 1) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("as is on s", -1, 0), a->s = s; /* steps under way as is, on s and u */
    if (agree_capture(a, 5, 1) != CUDACORE_SUCCESS || agree_begin(a) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("as is on u", -1, 0), a->s = u;
    if (agree_capture(a, 16, 1) != CUDACORE_SUCCESS || agree_begin(a) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("capturing", -1, 0), a->s = s3; /* a capture under way, on s3 */
    if (agree_capture(a, 2, 1) != CUDACORE_SUCCESS) return 0;
    a->key[0] ^= 1;
    if (agree_begin(a) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], a->r = make("cancelled", -1, 0), a->s = s;
    if (agree_capture(a, 7, 1) != CUDACORE_SUCCESS || agree_begin(a) != CUDACORE_SUCCESS || cudacore_recorder_cancel(a->r) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], *a = recs[1], a->r = make("destroyed", -1, 0); /* a destroyed and a zero handle, with keys */
    if (cudacore_recorder_destroy(a->r) != CUDACORE_SUCCESS) return 0;
    a = &recs[(*n)++], *a = recs[2], a->r.id = 0;
    for (i = 0; i < *n; i++)
        if (!recs[i].r.id && i != *n - 1) return 0;
    return 1;
}
/* One call of begin (end: 0) on a's bytes by the fast path, then by the
   full path on the same bytes; the bytes put back after each. Returns -1
   when they disagree (said why), else whether the fast path took it. */
static int agree_call(int begin, agree_rec *a, cudacore_stream st, const void *key, size_t n, int use_issue) {
    unsigned char *o = agree_obj(a->r), before[T_PAYLOAD_BYTES], after[T_PAYLOAD_BYTES];
    size_t size = t_object_bytes(CUDACORE_OBJECT_RECORDER);
    cudacore_result fast = CUDACORE_SUCCESS, full;
    int issue1 = 42, issue2 = 42, took, launches = calls(G_LAUNCH), errors = mock_errors(), l1;
    char msg[512];
    if (o) memcpy(before, o, size);
    cudacore_clear_error();
    if (begin) took = t_recorder_begin_fast(a->r, st, key, n, use_issue ? &issue1 : NULL, &fast);
    else took = t_recorder_end_fast(a->r, st);
    l1 = calls(G_LAUNCH) - launches;
    if (!took) {
        if ((o && memcmp(o, before, size)) || issue1 != 42 || l1 || mock_errors() != errors || cudacore_last_error()->result) {
            printf("  recorder '%s', %s: the fast path declined after a change\n", o ? t_recorder_name(o) : "(none)", begin ? "begin" : "end");
            return -1;
        }
        return 0;
    }
    snprintf(msg, sizeof msg, "%s", cudacore_last_error()->message);
    memcpy(after, o, size);
    memcpy(o, before, size);
    cudacore_clear_error();
    launches = calls(G_LAUNCH);
    full = begin ? t_recorder_begin_full(a->r, st, key, n, use_issue ? &issue2 : NULL) : t_recorder_end_full(a->r, st);
    if (full != fast || issue1 != issue2 || memcmp(o, after, size) || calls(G_LAUNCH) - launches != l1 ||
        strcmp(msg, cudacore_last_error()->message)) {
        printf("  recorder '%s', %s, key of %lu bytes: fast %s, issue %d, %d launch(es); full %s, issue %d, %d launch(es)%s\n", t_recorder_name(o),
               begin ? "begin" : "end", (unsigned long)n, cudacore_result_name(fast), issue1, l1, cudacore_result_name(full), issue2,
               calls(G_LAUNCH) - launches, memcmp(o, after, size) ? ", the recorders' bytes differ" : "");
        return -1;
    }
    memcpy(o, before, size);
    return 1;
}
static void fast_and_full_paths_agree(void) {
    agree_rec recs[32];
    cudacore_stream t, u, s3, dead, streams[9];
    unsigned char key[17];
    int nrec = 0, i, j, taken = 0, declined = 0, ended = 0, sizes_taken = 0, errors = mock_errors();
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_stream_create(NULL, &t));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_stream_create(NULL, &u));
    CHECK_OK(cudacore_stream_create(NULL, &s3));
    CHECK_OK(cudacore_stream_create(NULL, &dead));
    CHECK_OK(cudacore_stream_destroy(dead));
    streams[0] = s, streams[1] = u, streams[2] = t, streams[3] = cudacore_stream_legacy(), streams[4] = cudacore_stream_per_thread();
    streams[5] = dead, streams[6].id = 0, streams[7].id = buf.id /* not a stream */, streams[8] = s3;
    CHECK(agree_make(recs, &nrec, u, s3, t));
    for (i = 0; i < 8000; i++) {
        agree_rec *a = &recs[t_rand((unsigned)nrec)];
        int begin = i % 2 == 0, dev = t_rand(6) == 0, kind = (int)t_rand(8), r;
        cudacore_stream st = t_rand(3) ? a->s : streams[t_rand(begin ? 8 : 9)]; /* (no begin on s3, which captures) */
        size_t n = a->n;
        const void *k = key;
        memcpy(key, a->key, sizeof key);
        if (kind == 5 && n) key[t_rand((unsigned)n)] ^= (unsigned char)(1 + t_rand(255)); /* a byte differs */
        if (kind == 6) n = t_rand(2) ? n + 1 : n ? n - 1 : 0;                          /* the size differs */
        if (kind == 7 || (!n && t_rand(2))) k = NULL;
        CHECK_OK(cudacore_device_set_current(dev));
        r = agree_call(begin, a, st, k, n, t_rand(30) != 0);
        CHECK_OK(cudacore_device_set_current(0));
        CHECK(r >= 0);
        if (begin && r) sizes_taken |= 1 << n;
        taken += begin && r, declined += !r, ended += !begin && r;
    }
    printf("  %d begins and %d ends taken by the fast paths, %d calls declined\n", taken, ended, declined);
    for (j = 1; j <= 9; j++) CHECK(sizes_taken & (1 << j));
    CHECK((sizes_taken & (1 << 12)) && (sizes_taken & (1 << 16)) && !(sizes_taken & 1));
    CHECK(ended > 100 && declined > 1000);
    for (i = 0; i < nrec; i++)
        if (agree_obj(recs[i].r)) {
            CHECK_OK(cudacore_recorder_cancel(recs[i].r));
            CHECK_OK(cudacore_recorder_destroy(recs[i].r));
        }
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_stream_destroy(u));
    CHECK_OK(cudacore_stream_destroy(s3));
    CHECK_OK(cudacore_stream_destroy(t));
}

/* update_changed_nodes in a debug build (tests/unit/test_recorders_nodes.c
   has the release build's): a compared step is captured as well, and work
   that reached its stream around cudacore (a raw driver call, which a
   release build would run at once) refuses the step, which did not run. */
static void changed_nodes_checked_in_a_debug_build(void) {
#ifdef NDEBUG
    SKIP("built with NDEBUG: no debug check");
#else
    cudacore_recorder_desc d;
    cudacore_recorder r = {0};
    cudacore_recorder_info info;
    cudacore_result (*memset_d32)(cudacore_CUdeviceptr, unsigned, size_t, cudacore_CUstream) = NULL;
    cudacore_CUstream native = NULL;
    int key[2] = {2, 4}, issue = -1, hits = 0, errors = mock_errors();
    memset(&d, 0, sizeof d);
    d.update_changed_nodes = 1;
    CHECK_OK(cudacore_recorder_create(&d, &r));
    set_value(0);
    CHECK_OK(step(r, s, 2, 1, NULL)); /* captured */
    CHECK_OK(step(r, s, 2, 3, NULL)); /* compared, and checked: nothing around cudacore */
    CHECK(value() == 8);
    CHECK_OK(cudacore_driver_proc("cuMemsetD32Async", 0, (void **)&memset_d32));
    CHECK_OK(cudacore_stream_native(s, &native));
    CHECK_OK(cudacore_recorder_begin(r, s, key, sizeof key, &issue));
    CHECK(issue == 1);
    CHECK_OK(issue_adds(s, 2, 4));
    CHECK(memset_d32 && memset_d32(ptr + 16, 5, 1, native) == CUDACORE_SUCCESS); /* around cudacore */
    CHECK_ERR(cudacore_recorder_end(r, s), CUDACORE_ERROR_CAPTURE);
    CHECK(strstr(cudacore_last_error()->message, "around cudacore") != NULL);
    CHECK(value() == 8 && ((int *)(uintptr_t)ptr)[4] != 5); /* the step did not run */
    CHECK_OK(step(r, s, 2, 4, NULL)); /* captured afresh, and right */
    CHECK(value() == 16);
    /* the same before a call that makes the step captured from there */
    key[1] = 5;
    CHECK_OK(cudacore_recorder_begin(r, s, key, sizeof key, &issue));
    CHECK_OK(issue_adds(s, 1, 5));
    CHECK(memset_d32(ptr + 16, 5, 1, native) == CUDACORE_SUCCESS);
    CHECK_OK(cudacore_stream_launch_host_func(s, host_fn, &hits));
    CHECK_ERR(cudacore_recorder_end(r, s), CUDACORE_ERROR_CAPTURE);
    CHECK(value() == 16 && hits == 0);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.compared == 1 && info.fell_back == 1 && info.refused == 2 && mock_errors() == errors);
    CHECK_OK(cudacore_recorder_destroy(r));
#endif
}

/* The random sequences of tests/recorder_agree.h in this (debug) build. */
static void changed_nodes_agree_with_capture_and_update(void) {
    cudacore_recorder_info info;
    CHECK(ra_run(mr, no_pinned, add, fill42, 7, 200, &info));
    CHECK(info.compared > 20 && info.nodes_set > 20 && info.fell_back > 5 && ra_set_steps > 5);
}

static void cleanup(void) {
    CHECK_OK(cudacore_buffer_free(buf, s));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_stream_destroy(s2));
    CHECK(ra_mock_cleanup(code, add, fill42));
    CHECK(t_live_objects() == 0);
    cudacore_shutdown();
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN_FIRST(t_setup);
    RUN(as_is_update_and_instantiate);
    RUN(no_key_updates_every_step);
    RUN(plain_after_too_many_reinstantiations);
    RUN(refused_capture_leaves_the_stream_usable);
    RUN(bad_use_is_refused);
    RUN(a_buffer_freed_between_steps);
    RUN(run_calls_the_function_only_when_needed);
    RUN(forks_host_functions_and_graph_memory);
    RUN(kinds_change_at_the_same_counts);
    RUN(copies_and_fills_that_cannot_be_updated);
    RUN(keys_small_and_large);
    RUN(capture_modes_across_threads);
    RUN(devices_and_green_contexts);
    RUN(fast_and_full_paths_agree);
    RUN(changed_nodes_checked_in_a_debug_build);
    RUN(changed_nodes_agree_with_capture_and_update);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
