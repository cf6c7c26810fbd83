/* Process checkpoint without GPUs: the mock driver (tests/mock/
   libcuda_multi_mock.so) keeps this process's checkpoint state (running,
   locked, checkpointed) and fails a step taken in the wrong state, as the
   driver does (CUDA_ERROR_ILLEGAL_STATE). cudacore must walk the states in
   order, refuse a wrong step itself, before the driver sees it (the mock
   counts every failed call: none may happen), parse GPU UUID pairs for a
   restore onto other GPUs, and refuse bad pids and pairs. The real thing,
   where the GPU machine's driver allows it, is examples/checkpoint.c (run
   by tests/gpu/test_examples_gpu.c); this process's state on a GPU:
   tests/gpu/test_checkpoint_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "process checkpointing is Linux-only"
#include "../test.h"
#include "../multi_mock.h"
#include <ctype.h>
#include <unistd.h>


static void t_setup(void) {
    int n = 0;
    const char *why = multi_mock_setup();
    if (why) printf("  %s\n", why);
    CHECK(!why);
    CHECK_OK(cudacore_device_count(&n));
}

static void the_states_in_order(void) {
    cudacore_process_state s = CUDACORE_PROCESS_FAILED;
    cudacore_device_info i0, i1;
    cudacore_checkpoint_gpu_pair pairs[2];
    char swapped[48];
    size_t n;
    int pid = (int)getpid(), tid = 0, errors = mock_errors();
    CHECK_OK(cudacore_process_get_state(pid, &s));
    CHECK(s == CUDACORE_PROCESS_RUNNING && !strcmp(cudacore_process_state_name(s), "running"));
    CHECK_OK(cudacore_process_restore_thread_id(pid, &tid));
    CHECK(tid == pid + 1);
    CHECK_OK(cudacore_process_lock(pid, 5000));
    CHECK_OK(cudacore_process_get_state(pid, &s));
    CHECK(s == CUDACORE_PROCESS_LOCKED);
    CHECK_OK(cudacore_process_checkpoint(pid));
    CHECK_OK(cudacore_process_get_state(pid, &s));
    CHECK(s == CUDACORE_PROCESS_CHECKPOINTED);
    /* restore onto the other GPU, and it onto the first: UUIDs as device info gives them, or with "GPU-", upper case */
    CHECK_OK(cudacore_device_get_info(0, &i0));
    CHECK_OK(cudacore_device_get_info(1, &i1));
    snprintf(swapped, sizeof swapped, "GPU-%s", i0.uuid);
    for (n = 4; swapped[n]; n++) swapped[n] = (char)toupper((unsigned char)swapped[n]);
    pairs[0].from_uuid = swapped;
    pairs[0].to_uuid = i1.uuid;
    pairs[1].from_uuid = i1.uuid;
    pairs[1].to_uuid = i0.uuid;
    CHECK_OK(cudacore_process_restore(pid, pairs, 2));
    CHECK_OK(cudacore_process_get_state(pid, &s));
    CHECK(s == CUDACORE_PROCESS_LOCKED);
    CHECK_OK(cudacore_process_unlock(pid));
    CHECK_OK(cudacore_process_get_state(pid, &s));
    CHECK(s == CUDACORE_PROCESS_RUNNING);
    /* and once more without pairs */
    CHECK_OK(cudacore_process_lock(pid, 0));
    CHECK_OK(cudacore_process_checkpoint(pid));
    CHECK_OK(cudacore_process_restore(pid, NULL, 0));
    CHECK_OK(cudacore_process_unlock(pid));
    CHECK(mock_errors() == errors);
}

/* Steps out of order, refused by cudacore before the driver sees them. */
static void wrong_steps_are_refused_first(void) {
    cudacore_process_state s;
    cudacore_checkpoint_gpu_pair bad;
    int pid = (int)getpid(), tid = -1, errors = mock_errors();
    CHECK_ERR(cudacore_process_checkpoint(pid), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "running") && strstr(cudacore_last_error()->message, "locked"));
    CHECK_ERR(cudacore_process_unlock(pid), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_process_restore(pid, NULL, 0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_process_lock(pid, 0));
    CHECK_ERR(cudacore_process_lock(pid, 0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_process_checkpoint(pid));
    bad.from_uuid = "GPU-1234";
    bad.to_uuid = "not a uuid";
    CHECK_ERR(cudacore_process_restore(pid, &bad, 1), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "pairs[0]"));
    CHECK_ERR(cudacore_process_restore(pid, NULL, 1), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_process_restore(pid, NULL, 0));
    CHECK_OK(cudacore_process_unlock(pid));
    CHECK_ERR(cudacore_process_get_state(0, &s), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(s == CUDACORE_PROCESS_RUNNING);
    CHECK_ERR(cudacore_process_lock(-5, 0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_process_restore_thread_id(0, &tid), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(tid == 0);
    CHECK_ERR(cudacore_process_get_state(pid, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(!strcmp(cudacore_process_state_name((cudacore_process_state)9), "?"));
    CHECK(mock_errors() == errors);
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(the_states_in_order);
    RUN(wrong_steps_are_refused_first);
    cudacore_shutdown();
    return t_failed ? 1 : 0;
}
