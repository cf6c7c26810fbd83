/* Process checkpointing on a real GPU (skipped, counted, without one): this
   process's state, or the clear error of a driver that refuses
   (checkpointing needs a 12.8+ driver on Linux). The full cycle runs in
   examples/checkpoint.c; without a GPU, on the mock driver:
   tests/unit/test_checkpoint.c. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <unistd.h>

static void checkpoint_state_or_a_clear_refusal(void) {
    cudacore_process_state st = CUDACORE_PROCESS_FAILED;
    cudacore_result r;
    int v = 0;
    NEED_GPU();
    CHECK_OK(cudacore_driver_version(&v));
    r = cudacore_process_get_state((int)getpid(), &st);
    if (r == CUDACORE_ERROR_NOT_SUPPORTED) {
        printf("  refused, as it should be explained: %s %s\n", cudacore_last_error()->message, cudacore_last_error()->detail);
        CHECK(strstr(cudacore_last_error()->message, "12.8") || strstr(cudacore_last_error()->detail, "checkpoint"));
        return;
    }
    CHECK_OK(r);
    CHECK(st == CUDACORE_PROCESS_RUNNING);
    printf("  driver %d: this process is %s (the full cycle: examples/checkpoint)\n", v, cudacore_process_state_name(st));
}

int main(void) {
    RUN(checkpoint_state_or_a_clear_refusal);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
