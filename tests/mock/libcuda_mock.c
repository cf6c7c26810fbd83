/* A fake libcuda for loader tests that run without a GPU (CI).

   It exports cuGetProcAddress_v2 and answers it like an old driver: the CUDA
   version comes from the environment (CUDACORE_MOCK_DRIVER_VERSION, default
   12000), there is one device, and only a handful of entry points exist. So
   tests can check that a driver older than a pinned function fails only the
   calls that need that function, with a message naming it.
   The copy entry points (cuMemcpyAsync, cuMemcpy3DAsync and, from 12.8,
   the batched ones) copy host memory, so that a test can check a batch
   and its fallback loop byte for byte; cudacore_mock_calls(name) counts
   the calls each received.
   Built as a shared object by the Makefile; never installed. */
#include <stdlib.h>
#include <string.h>
#include "../../cudacore.h" /* the ABI structs (declarations only) */

typedef int CUresult;

static int mock_version(void) {
    const char *v = getenv("CUDACORE_MOCK_DRIVER_VERSION");
    return v ? atoi(v) : 12000;
}
static CUresult mock_cuInit(unsigned flags) { (void)flags; return 0; }
static CUresult mock_cuDriverGetVersion(int *v) { *v = mock_version(); return 0; }
static CUresult mock_cuDeviceGetCount(int *n) { *n = 1; return 0; }
static CUresult mock_cuDeviceGet(int *d, int ordinal) { *d = ordinal; return ordinal == 0 ? 0 : 101; }
static CUresult mock_cuDeviceGetName(char *name, int len, int dev) {
    (void)dev;
    strncpy(name, "cudacore mock device", (size_t)len);
    name[len - 1] = 0;
    return 0;
}
static CUresult mock_cuDeviceGetAttribute(int *v, int attr, int dev) {
    (void)dev;
    *v = attr == 75 ? 8 : attr == 76 ? 0 : 1; /* compute capability 8.0 */
    return 0;
}
static CUresult mock_cuGetErrorName(CUresult r, const char **s) { *s = r == 500 ? "CUDA_ERROR_NOT_FOUND" : "CUDA_ERROR_MOCK"; return 0; }
static CUresult mock_cuGetErrorString(CUresult r, const char **s) { (void)r; *s = "mock error"; return 0; }

/* Host-memory copies (every pointer the tests give is a host address). */
static int n_memcpy, n_batch, n_3d, n_3dbatch;
int cudacore_mock_calls(const char *name);
int cudacore_mock_calls(const char *name) {
    if (!strcmp(name, "cuMemcpyAsync")) return n_memcpy;
    if (!strcmp(name, "cuMemcpyBatchAsync")) return n_batch;
    if (!strcmp(name, "cuMemcpy3DAsync")) return n_3d;
    if (!strcmp(name, "cuMemcpy3DBatchAsync")) return n_3dbatch;
    return -1;
}
static void *P(cudacore_CUdeviceptr p) { return (void *)(uintptr_t)p; }
static CUresult mock_cuMemcpyAsync(cudacore_CUdeviceptr dst, cudacore_CUdeviceptr src, size_t n, void *stream) {
    (void)stream;
    n_memcpy++;
    memcpy(P(dst), P(src), n);
    return 0;
}
/* As the 12.8 driver documents it: attrs cover the copies in runs starting
   at attrIdxs (the first 0, increasing), every order valid, no legacy stream. */
static CUresult mock_cuMemcpyBatchAsync(cudacore_CUdeviceptr *dsts, cudacore_CUdeviceptr *srcs, size_t *sizes, size_t count,
                                        cudacore_CUmemcpyAttributes_v1 *attrs, size_t *idx, size_t na, size_t *fail, void *stream) {
    size_t i;
    n_batch++;
    if (!count || !na || na > count || idx[0] != 0 || stream == NULL || stream == (void *)1) return 1;
    for (i = 0; i < na; i++)
        if ((i && idx[i] <= idx[i - 1]) || idx[i] >= count || attrs[i].srcAccessOrder < 1 || attrs[i].srcAccessOrder > 3) {
            *fail = idx[i];
            return 1;
        }
    for (i = 0; i < count; i++) memcpy(P(dsts[i]), P(srcs[i]), sizes[i]);
    return 0;
}
static void copy3d(char *d, size_t dpitch, size_t drows, const char *s, size_t spitch, size_t srows, size_t w, size_t h, size_t dep) {
    size_t y, z;
    for (z = 0; z < dep; z++)
        for (y = 0; y < h; y++) memcpy(d + (z * drows + y) * dpitch, s + (z * srows + y) * spitch, w);
}
static CUresult mock_cuMemcpy3DAsync(const cudacore_CUDA_MEMCPY3D_v2 *m, void *stream) {
    const char *s = m->srcMemoryType == CUDACORE_CU_MEMORYTYPE_HOST ? (const char *)m->srcHost : (const char *)P(m->srcDevice);
    char *d = m->dstMemoryType == CUDACORE_CU_MEMORYTYPE_HOST ? (char *)m->dstHost : (char *)P(m->dstDevice);
    (void)stream;
    n_3d++;
    if (m->srcMemoryType == CUDACORE_CU_MEMORYTYPE_ARRAY || m->dstMemoryType == CUDACORE_CU_MEMORYTYPE_ARRAY) return 1; /* no arrays here */
    copy3d(d + m->dstXInBytes, m->dstPitch, m->dstHeight, s + m->srcXInBytes, m->srcPitch, m->srcHeight, m->WidthInBytes, m->Height, m->Depth);
    return 0;
}
static CUresult mock_cuMemcpy3DBatchAsync(size_t n, cudacore_CUDA_MEMCPY3D_BATCH_OP_v1 *ops, size_t *fail, unsigned long long flags, void *stream) {
    size_t i;
    n_3dbatch++;
    if (!n || flags || stream == NULL || stream == (void *)1) return 1;
    for (i = 0; i < n; i++) {
        const cudacore_CUDA_MEMCPY3D_BATCH_OP_v1 *o = &ops[i];
        size_t w = o->extent.width, h = o->extent.height;
        if (o->src.type != CUDACORE_CU_MEMCPY_OPERAND_TYPE_POINTER || o->dst.type != CUDACORE_CU_MEMCPY_OPERAND_TYPE_POINTER ||
            o->srcAccessOrder < 1 || o->srcAccessOrder > 3 || !w || !h || !o->extent.depth) {
            *fail = i;
            return 1;
        }
        copy3d((char *)P(o->dst.op.ptr.ptr), o->dst.op.ptr.rowLength ? o->dst.op.ptr.rowLength : w,
               o->dst.op.ptr.layerHeight ? o->dst.op.ptr.layerHeight : h, (const char *)P(o->src.op.ptr.ptr),
               o->src.op.ptr.rowLength ? o->src.op.ptr.rowLength : w, o->src.op.ptr.layerHeight ? o->src.op.ptr.layerHeight : h, w, h,
               o->extent.depth);
    }
    return 0;
}

typedef struct { const char *name; int since; void *fn; } entry;
#define E(n, v) {#n, v, (void *)mock_##n}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags, int *status);
CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags, int *status) {
    static const entry table[] = {
        E(cuInit, 2000), E(cuDriverGetVersion, 2020), E(cuDeviceGetCount, 2000), E(cuDeviceGet, 2000),
        E(cuDeviceGetName, 2000), E(cuDeviceGetAttribute, 2000), E(cuGetErrorName, 6000), E(cuGetErrorString, 6000),
        E(cuMemcpyAsync, 4000), E(cuMemcpy3DAsync, 3020), E(cuMemcpyBatchAsync, 12080), E(cuMemcpy3DBatchAsync, 12080),
    };
    size_t i;
    (void)flags;
    *pfn = NULL;
    if (version > mock_version()) return 1; /* CUDA_ERROR_INVALID_VALUE, as a real driver answers */
    for (i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(table[i].name, symbol) && version >= table[i].since) {
            *pfn = table[i].fn;
            if (status) *status = 0;
            return 0;
        }
    if (status) *status = 1; /* CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND */
    return 500;
}
