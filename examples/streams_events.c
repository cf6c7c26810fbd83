/* streams_events -- two streams working concurrently, an event dependency
   between them, and timing with events (timing is opt-in).
   Next: memory_ops -- where buffers come from: every memory resource.
   Build: cc -std=c99 examples/streams_events.c -o streams_events -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

#define N ((size_t)64 << 20)
int main(void) {
    int n = 0;
    size_t i;
    float ms = 0;
    static unsigned char got[4096];
    cudacore_stream a, b;
    cudacore_event ready, t0, t1;
    cudacore_event_desc timing;
    cudacore_memory_resource mr;
    cudacore_buffer x, y;
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || n == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    memset(&timing, 0, sizeof timing);
    timing.enable_timing = 1;
    CUDACORE_CHECK(cudacore_stream_create(NULL, &a));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &b));
    CUDACORE_CHECK(cudacore_event_create(NULL, &ready));
    CUDACORE_CHECK(cudacore_event_create(&timing, &t0));
    CUDACORE_CHECK(cudacore_event_create(&timing, &t1));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N, a, &x));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N, b, &y));
    /* both streams fill concurrently; b then copies x, after a is done */
    CUDACORE_CHECK(cudacore_event_record(t0, a));
    CUDACORE_CHECK(cudacore_buffer_fill(x, 0, N, 0x77, 1, a));
    CUDACORE_CHECK(cudacore_event_record(ready, a));
    CUDACORE_CHECK(cudacore_buffer_fill(y, 0, N, 0x11, 1, b));
    CUDACORE_CHECK(cudacore_stream_wait_event(b, ready));
    CUDACORE_CHECK(cudacore_buffer_copy(y, 0, x, 0, N / 2, b));
    CUDACORE_CHECK(cudacore_stream_wait_stream(a, b));
    CUDACORE_CHECK(cudacore_event_record(t1, a));
    CUDACORE_CHECK(cudacore_event_synchronize(t1));
    CUDACORE_CHECK(cudacore_event_elapsed_ms(t0, t1, &ms));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, y, N / 2 - 2048, sizeof got, a));
    CUDACORE_CHECK(cudacore_stream_synchronize(a));
    for (i = 0; i < sizeof got; i++)
        if (got[i] != (i < 2048 ? 0x77 : 0x11)) {
            printf("wrong byte %u at %u\n", got[i], (unsigned)i);
            return 1;
        }
    printf("ok: dependency respected; fill+copy of %u MiB took %.3f ms\n", (unsigned)(N >> 20), ms);
    CUDACORE_CHECK(cudacore_buffer_free(x, a));
    CUDACORE_CHECK(cudacore_buffer_free(y, a));
    CUDACORE_CHECK(cudacore_event_destroy(ready));
    CUDACORE_CHECK(cudacore_event_destroy(t0));
    CUDACORE_CHECK(cudacore_event_destroy(t1));
    CUDACORE_CHECK(cudacore_stream_destroy(a));
    CUDACORE_CHECK(cudacore_stream_destroy(b));
    return 0;
}
