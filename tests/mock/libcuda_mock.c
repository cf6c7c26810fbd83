/* A fake libcuda for loader tests that run without a GPU (CI).

   It exports cuGetProcAddress_v2 and answers it like an old driver: the CUDA
   version comes from the environment (CUDACORE_MOCK_DRIVER_VERSION, default
   12000), there is one device, and only a handful of entry points exist. So
   tests can check that a driver older than a pinned function fails only the
   calls that need that function, with a message naming it.
   For the NVML mapping tests (tests/unit/test_system.c, with
   tests/mock/libnvml_mock.c): CUDACORE_MOCK_DEVICES=N gives N devices and
   CUDACORE_MOCK_UUIDS=1 adds cuDeviceGetUuid and cuDeviceGetPCIBusId (and
   what cudacore-info needs besides: total and free memory, a fake primary
   context to push and pop). Device
   i has UUID c<i>010203-0405-0607-0809-0a0b0c0d0e0f (device 2's first byte
   is 0xd2, a UUID the mock NVML does not know) and bus id 0000:0<i+1>:00.0.
   With CUDACORE_MOCK_KERNELS=1 it also loads code and launches kernels (on
   nothing): a context, libraries, kernels whose parameters are the table
   below, and cuLaunchKernelEx. Its cuKernelGetParamInfo refuses an index
   past the last parameter as a real driver does -- and counts the refusals
   (mock_param_info_refusals), which compute-sanitizer would report: the
   argument-check tests require that count to stay 0.
   The copy entry points (cuMemcpyAsync, cuMemcpy3DAsync and, from 12.8,
   the batched ones) copy host memory, so that a test can check a batch
   and its fallback loop byte for byte; cudacore_mock_calls(name) counts
   the calls each received.
   Version mismatches (tests/unit/test_versions.c): CUDACORE_MOCK_LOAD_RESULT
   and CUDACORE_MOCK_GET_KERNEL_RESULT make cuLibraryLoadData and
   cuLibraryGetKernel answer that CUresult (222: what a driver answers PTX
   newer than itself, at the load or, loading lazily, at the first kernel
   lookup), and cuLinkCreate makes a driver linker that links nothing.
   CUDACORE_MOCK_CONTEXTS=1 adds primary contexts (retain, set, get, push,
   pop), cuStreamGetDevice and cuStreamQuery (CUDA_ERROR_NOT_READY while
   CUDACORE_MOCK_STREAM_BUSY=1), and CUDACORE_MOCK_DEVICES sets the device
   count: enough for the NCCL tests over the mock NCCL.
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
static int mock_devices(void) {
    const char *v = getenv("CUDACORE_MOCK_DEVICES");
    return v ? atoi(v) : 1;
}
static CUresult mock_cuDeviceGetCount(int *n) { *n = mock_devices(); return 0; }
static CUresult mock_cuDeviceGet(int *d, int ordinal) { *d = ordinal; return ordinal >= 0 && ordinal < mock_devices() ? 0 : 101; }
static CUresult mock_cuDeviceGetUuid(unsigned char *uuid, int dev) {
    int i;
    if (dev < 0 || dev >= mock_devices()) return 101;
    for (i = 0; i < 16; i++) uuid[i] = (unsigned char)i;
    uuid[0] = (unsigned char)((dev == 2 ? 0xd0 : 0xc0) | dev);
    return 0;
}
static CUresult mock_cuDeviceGetPCIBusId(char *id, int len, int dev) {
    char s[16] = "0000:00:00.0";
    if (dev < 0 || dev >= mock_devices() || len < 13) return dev < 0 || dev >= mock_devices() ? 101 : 1;
    s[6] = (char)('1' + dev);
    memcpy(id, s, 13);
    return 0;
}
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
static CUresult mock_cuDeviceTotalMem(size_t *bytes, int dev) { (void)dev; *bytes = (size_t)80 << 30; return 0; }
static CUresult mock_cuMemGetInfo(size_t *free_bytes, size_t *total) { *free_bytes = (size_t)70 << 30; *total = (size_t)80 << 30; return 0; }
static CUresult mock_cuGetErrorName(CUresult r, const char **s) {
    *s = r == 500 ? "CUDA_ERROR_NOT_FOUND" : r == 222 ? "CUDA_ERROR_UNSUPPORTED_PTX_VERSION" : "CUDA_ERROR_MOCK";
    return 0;
}
static CUresult mock_cuGetErrorString(CUresult r, const char **s) {
    *s = r == 222 ? "the provided PTX was compiled with an unsupported toolchain." : "mock error";
    return 0;
}
static CUresult mock_env_result(const char *name) {
    const char *v = getenv(name);
    return v ? atoi(v) : 0;
}

/* CUDACORE_MOCK_CONTEXTS=1: a context is the address of contexts[device]; streams are any
   non-NULL pointer, on device (pointer & 0xff) % devices. */
static char contexts[64];
static __thread void *current;
static __thread void *pushed[16];
static __thread int npushed;
static CUresult mock_cuDevicePrimaryCtxRetain(void **ctx, int dev) { *ctx = &contexts[dev & 63]; return 0; }
static CUresult mock_cuDevicePrimaryCtxRelease(int dev) { (void)dev; return 0; }
static CUresult mock_cuCtxSetCurrent(void *ctx) { current = ctx; return 0; }
static CUresult mock_cuCtxGetCurrent(void **ctx) { *ctx = current; return 0; }
static CUresult mock_cuCtxGetDevice(int *dev) { *dev = current ? (int)((char *)current - contexts) : 0; return current ? 0 : 201; }
static CUresult mock_cuCtxPushCurrent(void *ctx) {
    if (npushed == 16) return 1;
    pushed[npushed++] = current;
    current = ctx;
    return 0;
}
static CUresult mock_cuCtxPopCurrent(void **ctx) {
    if (!npushed) return 201;
    *ctx = current;
    current = pushed[--npushed];
    return 0;
}
static CUresult mock_cuStreamGetDevice(void *s, int *dev) { *dev = (int)(((size_t)s & 0xff) % (size_t)mock_devices()); return 0; }
static CUresult mock_cuStreamGetCtx(void *s, void **ctx) { *ctx = &contexts[((size_t)s & 0xff) % (size_t)mock_devices()]; return 0; }
static CUresult mock_cuStreamQuery(void *s) {
    const char *busy = getenv("CUDACORE_MOCK_STREAM_BUSY");
    (void)s;
    return busy && busy[0] == '1' ? 600 : 0;
}

/* Kernels by name: their parameter sizes (offsets follow naturally). */
typedef struct { const char *name; int count; unsigned long sizes[4]; } mock_kernel;
static const mock_kernel kernels[] = {{"k64", 2, {8, 8}}, {"k0", 0, {0}}, {"kmix", 3, {8, 4, 1}}};
static int refusals, launches;
int mock_param_info_refusals(void);
int mock_param_info_refusals(void) { return refusals; }
int mock_launches(void);
int mock_launches(void) { return launches; }
static CUresult mock_cuLibraryLoadData(void **lib, const void *code, void *a, void *b, unsigned n, void *c, void *d, unsigned m) {
    (void)a, (void)b, (void)n, (void)c, (void)d, (void)m;
    *lib = (void *)code;
    if (mock_env_result("CUDACORE_MOCK_LOAD_RESULT")) return mock_env_result("CUDACORE_MOCK_LOAD_RESULT");
    return code ? 0 : 1;
}
static CUresult mock_cuLibraryUnload(void *lib) { (void)lib; return 0; }
static CUresult mock_cuLibraryGetKernel(void **k, void *lib, const char *name) {
    size_t i;
    (void)lib;
    if (mock_env_result("CUDACORE_MOCK_GET_KERNEL_RESULT")) return mock_env_result("CUDACORE_MOCK_GET_KERNEL_RESULT");
    for (i = 0; i < sizeof kernels / sizeof kernels[0]; i++)
        if (!strcmp(kernels[i].name, name)) {
            *k = (void *)&kernels[i];
            return 0;
        }
    return 500;
}
static CUresult mock_cuKernelGetFunction(void **f, void *k) { *f = k; return 0; }
static CUresult mock_cuKernelGetParamInfo(void *k, size_t i, size_t *off, size_t *size) {
    const mock_kernel *m = (const mock_kernel *)k;
    size_t j, o = 0;
    if (i >= (size_t)m->count) {
        refusals++;
        return 1; /* CUDA_ERROR_INVALID_VALUE */
    }
    for (j = 0; j < i; j++) o = (o + m->sizes[j] - 1) / m->sizes[j] * m->sizes[j] + m->sizes[j];
    *off = (o + m->sizes[i] - 1) / m->sizes[i] * m->sizes[i];
    *size = m->sizes[i];
    return 0;
}
static CUresult mock_cuLaunchKernelEx(const void *cfg, void *f, void **params, void **extra) {
    (void)cfg, (void)f, (void)params, (void)extra;
    launches++;
    return 0;
}
static char link_state;
static CUresult mock_cuLinkCreate(unsigned n, void *opts, void **values, void **state) {
    (void)n, (void)opts, (void)values;
    *state = &link_state;
    return 0;
}
static CUresult mock_cuLinkDestroy(void *state) { return state == &link_state ? 0 : 1; }
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
        /* the copies (before the UUID group: it must stay last) */
        E(cuMemcpyAsync, 4000), E(cuMemcpy3DAsync, 3020), E(cuMemcpyBatchAsync, 12080), E(cuMemcpy3DBatchAsync, 12080),
        /* CUDACORE_MOCK_UUIDS=1: the last 7 */
        E(cuDeviceGetUuid, 9020), E(cuDeviceGetPCIBusId, 4010), E(cuDeviceTotalMem, 3020), E(cuDevicePrimaryCtxRetain, 7000),
        E(cuCtxPushCurrent, 4000), E(cuCtxPopCurrent, 4000), E(cuMemGetInfo, 3020),
    };
    static const entry kernel_table[] = {
        E(cuCtxGetCurrent, 2000), E(cuCtxSetCurrent, 2000), E(cuDevicePrimaryCtxRetain, 2000), E(cuDevicePrimaryCtxRelease, 2000),
        E(cuLibraryLoadData, 12000), E(cuLibraryUnload, 12000), E(cuLibraryGetKernel, 12000), E(cuKernelGetFunction, 12000),
        E(cuKernelGetParamInfo, 12040), E(cuLaunchKernelEx, 11060), E(cuLinkCreate, 6050), E(cuLinkDestroy, 5050),
    };
    static const entry contexts_table[] = {
        E(cuDevicePrimaryCtxRetain, 7000), E(cuDevicePrimaryCtxRelease, 11000), E(cuCtxSetCurrent, 4000), E(cuCtxGetCurrent, 4000),
        E(cuCtxGetDevice, 2000), E(cuCtxPushCurrent, 4000), E(cuCtxPopCurrent, 4000), E(cuStreamGetDevice, 12080), E(cuStreamQuery, 2000),
        E(cuStreamGetCtx, 9020),
    };
    const char *k = getenv("CUDACORE_MOCK_KERNELS");
    const char *with_contexts = getenv("CUDACORE_MOCK_CONTEXTS");
    size_t i, n = sizeof table / sizeof table[0] - (getenv("CUDACORE_MOCK_UUIDS") ? 0 : 7);
    (void)flags;
    *pfn = NULL;
    if (version > mock_version()) return 1; /* CUDA_ERROR_INVALID_VALUE, as a real driver answers */
    for (i = 0; i < n; i++)
        if (!strcmp(table[i].name, symbol) && version >= table[i].since) {
            *pfn = table[i].fn;
            if (status) *status = 0;
            return 0;
        }
    for (i = 0; k && k[0] == '1' && i < sizeof kernel_table / sizeof kernel_table[0]; i++)
        if (!strcmp(kernel_table[i].name, symbol) && version >= kernel_table[i].since) {
            *pfn = kernel_table[i].fn;
            if (status) *status = 0;
            return 0;
        }
    for (i = 0; with_contexts && with_contexts[0] == '1' && i < sizeof contexts_table / sizeof contexts_table[0]; i++)
        if (!strcmp(contexts_table[i].name, symbol) && version >= contexts_table[i].since) {
            *pfn = contexts_table[i].fn;
            if (status) *status = 0;
            return 0;
        }
    if (status) *status = 1; /* CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND */
    return 500;
}
