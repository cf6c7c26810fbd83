/* memory_ops -- every built-in memory resource, with copies and fills checked
   on the host. Teaches: resources, buffers, views, async copies, fills.
   Next: constant_memory -- a __constant__ table written from the host.
   Build: cc -std=c99 examples/memory_ops.c -o memory_ops -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

#define N 10000
static int check(cudacore_memory_resource mr, cudacore_stream s, const char *name) {
    static unsigned char src[N], got[N];
    cudacore_buffer a, b;
    int i;
    for (i = 0; i < N; i++) src[i] = (unsigned char)(i * 31);
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N, s, &a));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N, s, &b));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(a, 0, src, N, s));
    CUDACORE_CHECK(cudacore_buffer_copy(b, 0, a, 0, N, s));
    CUDACORE_CHECK(cudacore_buffer_fill(b, 400, 800, 0xCAFEBABEu, 4, s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, b, 0, N, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++) {
        unsigned char want = src[i];
        if (i >= 400 && i < 1200) {
            unsigned int p = 0xCAFEBABEu;
            want = ((unsigned char *)&p)[(i - 400) % 4];
        }
        if (got[i] != want) {
            printf("%s: byte %d is %u, expected %u\n", name, i, got[i], want);
            return 1;
        }
    }
    CUDACORE_CHECK(cudacore_buffer_free(a, s));
    CUDACORE_CHECK(cudacore_buffer_free(b, s));
    printf("ok  %s\n", name);
    return 0;
}

int main(void) {
    int n = 0, bad = 0;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_device_pool_desc pd;
    cudacore_pinned_memory_resource_desc hd;
    cudacore_managed_memory_resource_desc md;
    cudacore_virtual_memory_resource_desc vd;
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || n == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    bad |= check(mr, s, "default device pool");
    memset(&pd, 0, sizeof pd);
    pd.max_size = (size_t)1 << 28;
    CUDACORE_CHECK(cudacore_device_pool_resource_create(&pd, &mr));
    bad |= check(mr, s, "owned device pool");
    CUDACORE_CHECK(cudacore_memory_resource_destroy(mr));
    CUDACORE_CHECK(cudacore_device_malloc_resource_create(0, &mr));
    bad |= check(mr, s, "cuMemAlloc");
    CUDACORE_CHECK(cudacore_memory_resource_destroy(mr));
    memset(&hd, 0, sizeof hd);
    hd.portable = 1;
    CUDACORE_CHECK(cudacore_pinned_memory_resource_create(&hd, &mr));
    bad |= check(mr, s, "pinned host (cuMemHostAlloc)");
    CUDACORE_CHECK(cudacore_memory_resource_destroy(mr));
    memset(&md, 0, sizeof md);
    CUDACORE_CHECK(cudacore_managed_memory_resource_create(&md, &mr));
    bad |= check(mr, s, "managed");
    CUDACORE_CHECK(cudacore_memory_resource_destroy(mr));
    memset(&vd, 0, sizeof vd);
    CUDACORE_CHECK(cudacore_virtual_memory_resource_create(&vd, &mr));
    bad |= check(mr, s, "virtual memory");
    CUDACORE_CHECK(cudacore_memory_resource_destroy(mr));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    return bad;
}
