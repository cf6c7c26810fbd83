/* Streams and events on a real GPU (skipped, counted, without one). */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static void stream_create_query_info(void) {
    cudacore_stream s;
    cudacore_stream_desc d;
    cudacore_stream_info info;
    int least = 1, greatest = 1, done = 0;
    NEED_GPU();
    CHECK_OK(cudacore_stream_priority_range(&least, &greatest));
    CHECK(least >= greatest);
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_get_info(s, &info));
    CHECK(info.blocking == 0 && info.owned == 1 && info.device == 0 && info.native != NULL && info.context != NULL);
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK_OK(cudacore_stream_query(s, &done));
    CHECK(done == 1);
    CHECK_OK(cudacore_stream_destroy(s));
    memset(&d, 0, sizeof d);
    d.blocking = 1;
    d.priority = greatest;
    CHECK_OK(cudacore_stream_create(&d, &s));
    CHECK_OK(cudacore_stream_get_info(s, &info));
    CHECK(info.blocking == 1 && info.priority == greatest);
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0);
}

static void stream_bad_input(void) {
    cudacore_stream s, z;
    cudacore_stream_desc d;
    int least = 0, greatest = 0;
    NEED_GPU();
    t_setup_quiet();
    z.id = 0;
    CHECK_OK(cudacore_stream_priority_range(&least, &greatest));
    memset(&d, 0, sizeof d);
    d.priority = greatest - 1;
    CHECK_ERR(cudacore_stream_create(&d, &s), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(s.id == 0);
    d.priority = least + 1;
    CHECK_ERR(cudacore_stream_create(&d, &s), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_stream_create(NULL, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_stream_synchronize(z), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_ERR(cudacore_stream_destroy(s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_stream_synchronize(s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_stream_wrap(NULL, &s), CUDACORE_ERROR_INVALID_ARGUMENT);
}

static void default_streams_and_wrap(void) {
    cudacore_stream s, w;
    cudacore_CUstream n = NULL;
    cudacore_stream_info info;
    NEED_GPU();
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_per_thread()));
    CHECK_OK(cudacore_stream_native(cudacore_stream_legacy(), &n));
    CHECK(n == CUDACORE_CU_STREAM_LEGACY);
    CHECK_OK(cudacore_stream_get_info(cudacore_stream_per_thread(), &info));
    CHECK(info.device == 0 && info.owned == 0);
    CHECK_OK(cudacore_stream_destroy(cudacore_stream_legacy())); /* no-op */
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_native(s, &n));
    CHECK_OK(cudacore_stream_wrap(n, &w));
    CHECK_OK(cudacore_stream_get_info(w, &info));
    CHECK(info.owned == 0 && info.native == n && info.device == 0 && info.blocking == 0);
    CHECK_OK(cudacore_stream_destroy(w));     /* releases the handle only */
    CHECK_OK(cudacore_stream_synchronize(s)); /* the stream still works */
    CHECK_OK(cudacore_stream_destroy(s));
}

static volatile int t_host_counter;
static void CUDACORE__CUDAAPI t_host_fn(void *ud) { t_host_counter += *(int *)ud; }

static void host_func_and_waits(void) {
    cudacore_stream a, b;
    cudacore_event e;
    static int add = 5;
    int done = 0;
    NEED_GPU();
    t_host_counter = 0;
    CHECK_OK(cudacore_stream_create(NULL, &a));
    CHECK_OK(cudacore_stream_create(NULL, &b));
    CHECK_OK(cudacore_event_create(NULL, &e));
    CHECK_OK(cudacore_stream_launch_host_func(a, t_host_fn, &add));
    CHECK_OK(cudacore_event_record(e, a));
    CHECK_OK(cudacore_stream_wait_event(b, e));
    CHECK_OK(cudacore_stream_wait_stream(b, a));
    CHECK_OK(cudacore_stream_launch_host_func(b, t_host_fn, &add));
    CHECK_OK(cudacore_stream_synchronize(b));
    CHECK(t_host_counter == 10);
    CHECK_OK(cudacore_event_query(e, &done));
    CHECK(done == 1);
    CHECK_OK(cudacore_event_destroy(e));
    CHECK_OK(cudacore_stream_destroy(a));
    CHECK_OK(cudacore_stream_destroy(b));
}

static void event_timing_and_errors(void) {
    cudacore_event t0, t1, plain, z;
    cudacore_event_desc d;
    cudacore_stream s;
    float ms = -1.0f;
    NEED_GPU();
    t_setup_quiet();
    z.id = 0;
    memset(&d, 0, sizeof d);
    d.enable_timing = 1;
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_event_create(&d, &t0));
    CHECK_OK(cudacore_event_create(&d, &t1));
    CHECK_OK(cudacore_event_create(NULL, &plain));
    CHECK_ERR(cudacore_event_elapsed_ms(t0, t1, &ms), CUDACORE_ERROR_EVENT_NOT_RECORDED);
    CHECK_ERR(cudacore_event_elapsed_ms(t0, plain, &ms), CUDACORE_ERROR_TIMING_DISABLED);
    CHECK_OK(cudacore_event_record(t0, s));
    CHECK_OK(cudacore_event_record(t1, s));
    CHECK_OK(cudacore_event_synchronize(t1));
    CHECK_OK(cudacore_event_elapsed_ms(t0, t1, &ms));
    CHECK(ms >= 0.0f && ms < 10000.0f);
    CHECK_ERR(cudacore_event_record(z, s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_event_elapsed_ms(t0, t1, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    d.ipc = 1;
    CHECK_ERR(cudacore_event_create(&d, &z), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_event_destroy(t0));
    CHECK_ERR(cudacore_event_destroy(t0), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_event_record(t0, s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_event_destroy(t1));
    CHECK_OK(cudacore_event_destroy(plain));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_EVENT) == 0);
}

static void event_ipc_export(void) {
    cudacore_event e, plain, imp;
    cudacore_event_desc d;
    cudacore_event_ipc_handle h;
    cudacore_event_info info;
    NEED_GPU();
    t_setup_quiet();
    memset(&d, 0, sizeof d);
    d.ipc = 1;
    CHECK_OK(cudacore_event_create(NULL, &plain));
    CHECK_ERR(cudacore_event_ipc_export(plain, &h), CUDACORE_ERROR_INVALID_ARGUMENT); /* without the IPC option */
    CHECK_OK(cudacore_event_create(&d, &e));
    CHECK_OK(cudacore_event_ipc_export(e, &h));
    CHECK_OK(cudacore_event_get_info(e, &info));
    CHECK(info.ipc == 1 && info.timing == 0);
    /* opening in the same process is refused by the driver; the ipc example
       opens it in a child process */
    if (cudacore_event_ipc_import(&h, &imp) == CUDACORE_SUCCESS) CHECK_OK(cudacore_event_destroy(imp));
    CHECK_OK(cudacore_event_destroy(e));
    CHECK_OK(cudacore_event_destroy(plain));
}

static void stream_of_another_device(void) {
    int n = 0;
    cudacore_stream s1;
    cudacore_event e0;
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(cudacore_device_count(&n));
    if (n < 2) SKIP("needs two GPUs");
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_event_create(NULL, &e0));
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_stream_create(NULL, &s1));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_ERR(cudacore_event_record(e0, s1), CUDACORE_ERROR_DEVICE_MISMATCH);
    CHECK_OK(cudacore_event_destroy(e0));
    CHECK_OK(cudacore_stream_destroy(s1));
}

int main(void) {
    RUN(stream_create_query_info);
    RUN(stream_bad_input);
    RUN(default_streams_and_wrap);
    RUN(host_func_and_waits);
    RUN(event_timing_and_errors);
    RUN(event_ipc_export);
    RUN(stream_of_another_device);
    TEST_EXIT();
}
