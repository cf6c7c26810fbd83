/* A fake libcuda for loader tests that run without a GPU (CI).

   It exports cuGetProcAddress_v2 and answers it like an old driver: the CUDA
   version comes from the environment (CUDACORE_MOCK_DRIVER_VERSION, default
   12000), there is one device, and only a handful of entry points exist. So
   tests can check that a driver older than a pinned function fails only the
   calls that need that function, with a message naming it.
   CUDACORE_MOCK_CONTEXTS=1 adds primary contexts (retain, set, get, push,
   pop), cuStreamGetDevice and cuStreamQuery (CUDA_ERROR_NOT_READY while
   CUDACORE_MOCK_STREAM_BUSY=1), and CUDACORE_MOCK_DEVICES sets the device
   count: enough for the NCCL tests over the mock NCCL.
   Built as a shared object by the Makefile; never installed. */
#include <stdlib.h>
#include <string.h>

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
static CUresult mock_cuStreamQuery(void *s) {
    const char *busy = getenv("CUDACORE_MOCK_STREAM_BUSY");
    (void)s;
    return busy && busy[0] == '1' ? 600 : 0;
}

typedef struct { const char *name; int since; void *fn; } entry;
#define E(n, v) {#n, v, (void *)mock_##n}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags, int *status);
CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags, int *status) {
    static const entry table[] = {
        E(cuInit, 2000), E(cuDriverGetVersion, 2020), E(cuDeviceGetCount, 2000), E(cuDeviceGet, 2000),
        E(cuDeviceGetName, 2000), E(cuDeviceGetAttribute, 2000), E(cuGetErrorName, 6000), E(cuGetErrorString, 6000),
    };
    static const entry contexts_table[] = {
        E(cuDevicePrimaryCtxRetain, 7000), E(cuDevicePrimaryCtxRelease, 11000), E(cuCtxSetCurrent, 4000), E(cuCtxGetCurrent, 4000),
        E(cuCtxGetDevice, 2000), E(cuCtxPushCurrent, 4000), E(cuCtxPopCurrent, 4000), E(cuStreamGetDevice, 12080), E(cuStreamQuery, 2000),
    };
    const char *with_contexts = getenv("CUDACORE_MOCK_CONTEXTS");
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
    for (i = 0; with_contexts && with_contexts[0] == '1' && i < sizeof contexts_table / sizeof contexts_table[0]; i++)
        if (!strcmp(contexts_table[i].name, symbol) && version >= contexts_table[i].since) {
            *pfn = contexts_table[i].fn;
            if (status) *status = 0;
            return 0;
        }
    if (status) *status = 1; /* CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND */
    return 500;
}
