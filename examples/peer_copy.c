/* peer_copy -- copies between two GPUs. Each device has its own current
   context, streams and memory; cudacore_device_set_current() picks the one
   this thread works with. Peer access (when the GPUs support it) lets the
   copy go directly over NVLink/PCIe; without it the driver stages through
   the host -- cudacore_buffer_copy_peer works either way. The data goes
   0 -> 1, is checked, then 1 -> 0 into a second buffer and is checked again.
   With fewer than two GPUs it prints "skipped: needs two GPUs" and exits 0.
   Next: multi_gpu_split -- one job split across GPUs, ordered by cross-device
   events.
   Build: cc -std=c99 examples/peer_copy.c -o peer_copy -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N ((size_t)64 << 20)

static size_t count_wrong(const unsigned char *got, const unsigned char *want) {
    size_t i, bad = 0;
    for (i = 0; i < N; i++) bad += got[i] != want[i];
    return bad;
}

int main(void) {
    cudacore_desc desc;
    cudacore_device_info i0, i1;
    cudacore_memory_resource mr0, mr1;
    cudacore_stream s0, s1;
    cudacore_buffer a, b, c;
    cudacore_event_desc ed;
    cudacore_event t0, t1;
    unsigned char *host, *got;
    size_t i, bad;
    int ndev = 0, p01 = 0, p10 = 0;
    float ms = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    if (ndev < 2) {
        printf("skipped: needs two GPUs (this machine has %d)\n", ndev);
        return 0;
    }
    CUDACORE_CHECK(cudacore_device_get_info(0, &i0));
    CUDACORE_CHECK(cudacore_device_get_info(1, &i1));
    CUDACORE_CHECK(cudacore_device_can_access_peer(0, 1, &p01));
    CUDACORE_CHECK(cudacore_device_can_access_peer(1, 0, &p10));
    printf("device 0: %s (%s)\ndevice 1: %s (%s)\npeer access 0->1: %s, 1->0: %s\n", i0.name, i0.pci_bus_id, i1.name, i1.pci_bus_id,
           p01 ? "yes" : "no", p10 ? "yes" : "no");
    if (p01) CUDACORE_CHECK(cudacore_device_enable_peer_access(0, 1));
    if (p10) CUDACORE_CHECK(cudacore_device_enable_peer_access(1, 0));

    host = (unsigned char *)malloc(N);
    got = (unsigned char *)malloc(N);
    if (!host || !got) return 1;
    for (i = 0; i < N; i++) host[i] = (unsigned char)(i * 13 + (i >> 12));

    /* device 0: a stream, a buffer with the data */
    CUDACORE_CHECK(cudacore_device_set_current(0));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s0));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr0));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr0, N, s0, &a));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr0, N, s0, &c));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(a, 0, host, N, s0));
    CUDACORE_CHECK(cudacore_stream_synchronize(s0));

    /* device 1: its own stream and buffer; copy 0 -> 1 on device 1's stream */
    CUDACORE_CHECK(cudacore_device_set_current(1));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s1));
    CUDACORE_CHECK(cudacore_device_memory_resource(1, &mr1));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr1, N, s1, &b));
    memset(&ed, 0, sizeof ed);
    ed.enable_timing = 1;
    CUDACORE_CHECK(cudacore_event_create(&ed, &t0));
    CUDACORE_CHECK(cudacore_event_create(&ed, &t1));
    CUDACORE_CHECK(cudacore_event_record(t0, s1));
    CUDACORE_CHECK(cudacore_buffer_copy_peer(b, 0, a, 0, N, s1));
    CUDACORE_CHECK(cudacore_event_record(t1, s1));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, b, 0, N, s1));
    CUDACORE_CHECK(cudacore_stream_synchronize(s1));
    CUDACORE_CHECK(cudacore_event_elapsed_ms(t0, t1, &ms));
    bad = count_wrong(got, host);
    printf("0 -> 1: %lu MiB in %.3f ms (%.1f GB/s): %s\n", (unsigned long)(N >> 20), ms, ms > 0 ? (double)N / (ms * 1e6) : 0.0,
           bad ? "WRONG" : "correct");
    if (bad) return 1;

    /* back: 1 -> 0 into c, on device 0's stream */
    CUDACORE_CHECK(cudacore_device_set_current(0));
    CUDACORE_CHECK(cudacore_buffer_copy_peer(c, 0, b, 0, N, s0));
    memset(got, 0, N);
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, c, 0, N, s0));
    CUDACORE_CHECK(cudacore_stream_synchronize(s0));
    bad = count_wrong(got, host);
    printf("1 -> 0: %s\n", bad ? "WRONG" : "correct");

    CUDACORE_CHECK(cudacore_buffer_free(a, s0));
    CUDACORE_CHECK(cudacore_buffer_free(c, s0));
    CUDACORE_CHECK(cudacore_stream_synchronize(s0));
    CUDACORE_CHECK(cudacore_stream_destroy(s0));
    CUDACORE_CHECK(cudacore_device_set_current(1));
    CUDACORE_CHECK(cudacore_buffer_free(b, s1));
    CUDACORE_CHECK(cudacore_stream_synchronize(s1));
    CUDACORE_CHECK(cudacore_event_destroy(t0));
    CUDACORE_CHECK(cudacore_event_destroy(t1));
    CUDACORE_CHECK(cudacore_stream_destroy(s1));
    free(host);
    free(got);
    return bad ? 1 : 0;
}
