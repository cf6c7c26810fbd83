/* Streams and events on the CPU: NULL out-params and bad handles give
   specific errors, never a crash, with or without a driver; the two default
   streams have handles of their own. (On a GPU: tests/gpu/test_streams_gpu.c.) */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static void null_and_zero_handles(void) {
    cudacore_stream z;
    cudacore_event ze;
    t_setup_quiet();
    z.id = 0;
    ze.id = 0;
    CHECK_ERR(cudacore_stream_create(NULL, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_event_create(NULL, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_stream_synchronize(z), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_stream_destroy(z), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_event_record(ze, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_event_destroy(ze), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_event_elapsed_ms(ze, ze, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
}

static void default_stream_handles_are_distinct(void) {
    CHECK(cudacore_stream_legacy().id != 0 && cudacore_stream_per_thread().id != 0);
    CHECK(cudacore_stream_legacy().id != cudacore_stream_per_thread().id);
    CHECK_OK(cudacore_stream_destroy(cudacore_stream_legacy()));
}

int main(void) {
    RUN(null_and_zero_handles);
    RUN(default_stream_handles_are_distinct);
    TEST_EXIT();
}
