/* A fake NVML (libnvidia-ml) for tests that run without a GPU (CI).

   Four GPUs, in an order other than the mock libcuda's (tests/mock/
   libcuda_mock.c with CUDACORE_MOCK_DEVICES=3 CUDACORE_MOCK_UUIDS=1):
     NVML 0  GPU-ff010203-...  no CUDA device (as if CUDA_VISIBLE_DEVICES hid it)
     NVML 1  GPU-c1010203-...  CUDA device 1, found by UUID
     NVML 2  GPU-c0010203-...  CUDA device 0, found by UUID
     NVML 3  GPU-c2010203-...  CUDA device 2, whose CUDA UUID (d2...) NVML does
                               not know (a MIG instance's): found by its bus
   (NVML d is on bus 0a, 02, 01, 03; CUDA device i on bus i + 1).
   Device d answers values derived from d (see each function), and some
   fields the way real boards do: serial NO_PERMISSION (NVML 1) or
   NOT_SUPPORTED, NVLink only on NVML 2, ECC counters NOT_SUPPORTED on NVML 3.
   nvmlDeviceGetMigMode and nvmlDeviceGetCurrentClocksEventReasons are not
   exported (a driver older than them: the pre-R535 ThrottleReasons name is).
   NVML 2 runs processes 100 (compute), 200 (compute and graphics) and 300
   (graphics).
   Environment: CUDACORE_MOCK_NVML_INIT=<code> makes nvmlInit_v2 fail with it;
   CUDACORE_MOCK_NVML_LOST=<index> makes that GPU answer GPU_IS_LOST.
   Built as a shared object by the Makefile; never installed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#define MOCK_API __declspec(dllexport)
#else
#define MOCK_API __attribute__((visibility("default")))
#endif

typedef struct mock_gpu {
    int index;
} mock_gpu;
static mock_gpu gpus[4] = {{0}, {1}, {2}, {3}};
static const unsigned char first_byte[4] = {0xff, 0xc1, 0xc0, 0xc2};
static const unsigned int bus_of[4] = {0x0a, 0x02, 0x01, 0x03}; /* CUDA device i is on bus i + 1 */
static int initialised;

static int lost(const mock_gpu *g) {
    const char *v = getenv("CUDACORE_MOCK_NVML_LOST");
    return v && atoi(v) == g->index;
}
#define GPU_CHECK(g) \
    do { \
        if (!initialised) return 1; /* NVML_ERROR_UNINITIALIZED */ \
        if (!(g)) return 2;         /* NVML_ERROR_INVALID_ARGUMENT */ \
        if (lost(g)) return 15;     /* NVML_ERROR_GPU_IS_LOST */ \
    } while (0)

static int copy(char *dst, unsigned int len, const char *src) {
    if (!dst || strlen(src) + 1 > len) return 7; /* NVML_ERROR_INSUFFICIENT_SIZE */
    memcpy(dst, src, strlen(src) + 1);
    return 0;
}
static void uuid_of(int d, char *out, size_t cap) {
    snprintf(out, cap, "GPU-%02x010203-0405-0607-0809-0a0b0c0d0e0f", first_byte[d]);
}

MOCK_API int nvmlInit_v2(void);
MOCK_API int nvmlInit_v2(void) {
    const char *v = getenv("CUDACORE_MOCK_NVML_INIT");
    if (v && atoi(v)) return atoi(v);
    initialised++;
    return 0;
}
MOCK_API int nvmlShutdown(void);
MOCK_API int nvmlShutdown(void) {
    if (!initialised) return 1;
    initialised--;
    return 0;
}
MOCK_API const char *nvmlErrorString(int r);
MOCK_API const char *nvmlErrorString(int r) {
    switch (r) {
        case 0: return "Success";
        case 3: return "Not Supported";
        case 9: return "Driver Not Loaded";
        case 15: return "GPU is lost";
        default: return "mock NVML error";
    }
}
MOCK_API int nvmlSystemGetDriverVersion(char *v, unsigned int len);
MOCK_API int nvmlSystemGetDriverVersion(char *v, unsigned int len) { return initialised ? copy(v, len, "999.99.01") : 1; }
MOCK_API int nvmlSystemGetNVMLVersion(char *v, unsigned int len);
MOCK_API int nvmlSystemGetNVMLVersion(char *v, unsigned int len) { return initialised ? copy(v, len, "13.999.99.01") : 1; }
MOCK_API int nvmlSystemGetCudaDriverVersion_v2(int *v);
MOCK_API int nvmlSystemGetCudaDriverVersion_v2(int *v) {
    *v = 13010;
    return 0;
}
MOCK_API int nvmlSystemGetProcessName(unsigned int pid, char *name, unsigned int len);
MOCK_API int nvmlSystemGetProcessName(unsigned int pid, char *name, unsigned int len) {
    char s[64];
    if (pid == 300) return 6; /* NVML_ERROR_NOT_FOUND: another container's */
    snprintf(s, sizeof s, "/usr/bin/mock-%u", pid);
    return copy(name, len, s);
}
MOCK_API int nvmlDeviceGetCount_v2(unsigned int *n);
MOCK_API int nvmlDeviceGetCount_v2(unsigned int *n) {
    if (!initialised) return 1;
    *n = 4;
    return 0;
}
MOCK_API int nvmlDeviceGetHandleByIndex_v2(unsigned int i, mock_gpu **out);
MOCK_API int nvmlDeviceGetHandleByIndex_v2(unsigned int i, mock_gpu **out) {
    if (i >= 4) return 2;
    *out = &gpus[i];
    return 0;
}
MOCK_API int nvmlDeviceGetHandleByUUID(const char *uuid, mock_gpu **out);
MOCK_API int nvmlDeviceGetHandleByUUID(const char *uuid, mock_gpu **out) {
    int d;
    char s[96];
    if (!initialised) return 1;
    for (d = 0; d < 4; d++) {
        uuid_of(d, s, sizeof s);
        if (!strcmp(s, uuid)) {
            *out = &gpus[d];
            return 0;
        }
    }
    return 6; /* NVML_ERROR_NOT_FOUND */
}
MOCK_API int nvmlDeviceGetHandleByPciBusId_v2(const char *bus, mock_gpu **out);
MOCK_API int nvmlDeviceGetHandleByPciBusId_v2(const char *bus, mock_gpu **out) {
    unsigned int dom = 0, b = 0, dev = 0, fn = 0, d;
    if (!initialised) return 1;
    if (sscanf(bus, "%x:%x:%x.%x", &dom, &b, &dev, &fn) != 4) return 2;
    for (d = 0; d < 4; d++)
        if (dom == 0 && dev == 0 && fn == 0 && bus_of[d] == b) {
            *out = &gpus[d];
            return 0;
        }
    return 6; /* NVML_ERROR_NOT_FOUND */
}
MOCK_API int nvmlDeviceGetIndex(mock_gpu *g, unsigned int *i);
MOCK_API int nvmlDeviceGetIndex(mock_gpu *g, unsigned int *i) {
    GPU_CHECK(g);
    *i = (unsigned int)g->index;
    return 0;
}
MOCK_API int nvmlDeviceGetName(mock_gpu *g, char *name, unsigned int len);
MOCK_API int nvmlDeviceGetName(mock_gpu *g, char *name, unsigned int len) {
    char s[32];
    GPU_CHECK(g);
    snprintf(s, sizeof s, "mock GPU %d", g->index);
    return copy(name, len, s);
}
MOCK_API int nvmlDeviceGetUUID(mock_gpu *g, char *uuid, unsigned int len);
MOCK_API int nvmlDeviceGetUUID(mock_gpu *g, char *uuid, unsigned int len) {
    char s[96];
    GPU_CHECK(g);
    uuid_of(g->index, s, sizeof s);
    return copy(uuid, len, s);
}
MOCK_API int nvmlDeviceGetSerial(mock_gpu *g, char *serial, unsigned int len);
MOCK_API int nvmlDeviceGetSerial(mock_gpu *g, char *serial, unsigned int len) {
    GPU_CHECK(g);
    if (g->index == 1) return 4; /* NVML_ERROR_NO_PERMISSION */
    if (g->index != 2) return 3; /* NVML_ERROR_NOT_SUPPORTED */
    return copy(serial, len, "1320000000002");
}
typedef struct mock_pci {
    char busIdLegacy[16];
    unsigned int domain, bus, device, pciDeviceId, pciSubSystemId;
    char busId[32];
} mock_pci;
MOCK_API int nvmlDeviceGetPciInfo_v3(mock_gpu *g, mock_pci *p);
MOCK_API int nvmlDeviceGetPciInfo_v3(mock_gpu *g, mock_pci *p) {
    GPU_CHECK(g);
    memset(p, 0, sizeof *p);
    p->bus = bus_of[g->index];
    p->pciDeviceId = 0x233010de;
    snprintf(p->busIdLegacy, sizeof p->busIdLegacy, "0000:%02X:00.0", p->bus);
    snprintf(p->busId, sizeof p->busId, "00000000:%02X:00.0", p->bus);
    return 0;
}
typedef struct mock_memory {
    unsigned int version;
    unsigned long long total, reserved, free, used;
} mock_memory;
MOCK_API int nvmlDeviceGetMemoryInfo_v2(mock_gpu *g, mock_memory *m);
MOCK_API int nvmlDeviceGetMemoryInfo_v2(mock_gpu *g, mock_memory *m) {
    GPU_CHECK(g);
    if (m->version != (unsigned int)(sizeof(mock_memory) | 2u << 24)) return 25; /* NVML_ERROR_ARGUMENT_VERSION_MISMATCH */
    m->total = 80ull << 30;
    m->reserved = 512ull << 20;
    m->used = (unsigned long long)g->index << 30;
    m->free = m->total - m->reserved - m->used;
    return 0;
}
MOCK_API int nvmlDeviceGetUtilizationRates(mock_gpu *g, unsigned int *u);
MOCK_API int nvmlDeviceGetUtilizationRates(mock_gpu *g, unsigned int *u) {
    GPU_CHECK(g);
    u[0] = 10u * (unsigned int)g->index;
    u[1] = 5u * (unsigned int)g->index;
    return 0;
}
MOCK_API int nvmlDeviceGetTemperature(mock_gpu *g, int sensor, unsigned int *t);
MOCK_API int nvmlDeviceGetTemperature(mock_gpu *g, int sensor, unsigned int *t) {
    GPU_CHECK(g);
    if (sensor != 0) return 2;
    *t = 40u + (unsigned int)g->index;
    return 0;
}
MOCK_API int nvmlDeviceGetPowerUsage(mock_gpu *g, unsigned int *mw);
MOCK_API int nvmlDeviceGetPowerUsage(mock_gpu *g, unsigned int *mw) {
    GPU_CHECK(g);
    *mw = 100000u + 1000u * (unsigned int)g->index;
    return 0;
}
MOCK_API int nvmlDeviceGetEnforcedPowerLimit(mock_gpu *g, unsigned int *mw);
MOCK_API int nvmlDeviceGetEnforcedPowerLimit(mock_gpu *g, unsigned int *mw) {
    GPU_CHECK(g);
    *mw = 300000u;
    return 0;
}
MOCK_API int nvmlDeviceGetClockInfo(mock_gpu *g, int type, unsigned int *mhz);
MOCK_API int nvmlDeviceGetClockInfo(mock_gpu *g, int type, unsigned int *mhz) {
    GPU_CHECK(g);
    if (type != 1 && type != 2) return 2;
    *mhz = (type == 1 ? 1000u : 2000u) + (unsigned int)g->index;
    return 0;
}
MOCK_API int nvmlDeviceGetMaxClockInfo(mock_gpu *g, int type, unsigned int *mhz);
MOCK_API int nvmlDeviceGetMaxClockInfo(mock_gpu *g, int type, unsigned int *mhz) {
    GPU_CHECK(g);
    if (type != 1 && type != 2) return 2;
    *mhz = type == 1 ? 1980u : 2619u;
    return 0;
}
MOCK_API int nvmlDeviceGetPerformanceState(mock_gpu *g, int *p);
MOCK_API int nvmlDeviceGetPerformanceState(mock_gpu *g, int *p) {
    GPU_CHECK(g);
    *p = g->index;
    return 0;
}
MOCK_API int nvmlDeviceGetCurrentClocksThrottleReasons(mock_gpu *g, unsigned long long *r);
MOCK_API int nvmlDeviceGetCurrentClocksThrottleReasons(mock_gpu *g, unsigned long long *r) {
    GPU_CHECK(g);
    *r = g->index == 1 ? 0x4 | 0x40 : 0; /* SW power cap, HW thermal */
    return 0;
}
MOCK_API int nvmlDeviceGetCurrPcieLinkGeneration(mock_gpu *g, unsigned int *v);
MOCK_API int nvmlDeviceGetCurrPcieLinkGeneration(mock_gpu *g, unsigned int *v) {
    GPU_CHECK(g);
    *v = 4;
    return 0;
}
MOCK_API int nvmlDeviceGetCurrPcieLinkWidth(mock_gpu *g, unsigned int *v);
MOCK_API int nvmlDeviceGetCurrPcieLinkWidth(mock_gpu *g, unsigned int *v) {
    GPU_CHECK(g);
    if (g->index == 3) return 3; /* half of a field: the generation reads, the width does not */
    *v = 16;
    return 0;
}
MOCK_API int nvmlDeviceGetMaxPcieLinkGeneration(mock_gpu *g, unsigned int *v);
MOCK_API int nvmlDeviceGetMaxPcieLinkGeneration(mock_gpu *g, unsigned int *v) {
    GPU_CHECK(g);
    *v = 5;
    return 0;
}
MOCK_API int nvmlDeviceGetMaxPcieLinkWidth(mock_gpu *g, unsigned int *v);
MOCK_API int nvmlDeviceGetMaxPcieLinkWidth(mock_gpu *g, unsigned int *v) {
    GPU_CHECK(g);
    *v = 16;
    return 0;
}
MOCK_API int nvmlDeviceGetPcieThroughput(mock_gpu *g, int counter, unsigned int *v);
MOCK_API int nvmlDeviceGetPcieThroughput(mock_gpu *g, int counter, unsigned int *v) {
    GPU_CHECK(g);
    *v = (counter == 0 ? 100u : 200u) * (unsigned int)g->index;
    return 0;
}
MOCK_API int nvmlDeviceGetNvLinkState(mock_gpu *g, unsigned int link, int *active);
MOCK_API int nvmlDeviceGetNvLinkState(mock_gpu *g, unsigned int link, int *active) {
    GPU_CHECK(g);
    if (g->index != 2) return 3;
    if (link >= 4) return 2; /* NVML_ERROR_INVALID_ARGUMENT: no such link */
    *active = link % 2 == 0;
    return 0;
}
MOCK_API int nvmlDeviceGetEccMode(mock_gpu *g, int *current, int *pending);
MOCK_API int nvmlDeviceGetEccMode(mock_gpu *g, int *current, int *pending) {
    GPU_CHECK(g);
    *current = 1;
    *pending = g->index != 3;
    return 0;
}
MOCK_API int nvmlDeviceGetTotalEccErrors(mock_gpu *g, int type, int counter, unsigned long long *n);
MOCK_API int nvmlDeviceGetTotalEccErrors(mock_gpu *g, int type, int counter, unsigned long long *n) {
    GPU_CHECK(g);
    if (g->index == 3) return 3;
    *n = (unsigned long long)(10 * type + counter + 1); /* 1 2 11 12 */
    return 0;
}
MOCK_API int nvmlDeviceGetComputeMode(mock_gpu *g, int *m);
MOCK_API int nvmlDeviceGetComputeMode(mock_gpu *g, int *m) {
    GPU_CHECK(g);
    *m = g->index == 1 ? 3 : 0;
    return 0;
}
MOCK_API int nvmlDeviceGetPersistenceMode(mock_gpu *g, int *m);
MOCK_API int nvmlDeviceGetPersistenceMode(mock_gpu *g, int *m) {
    GPU_CHECK(g);
    *m = 1;
    return 0;
}

typedef struct mock_process {
    unsigned int pid;
    unsigned long long usedGpuMemory;
    unsigned int gpuInstanceId, computeInstanceId;
} mock_process;
static int processes(mock_gpu *g, unsigned int *count, mock_process *out, const mock_process *list, unsigned int n) {
    unsigned int i;
    GPU_CHECK(g);
    if (g->index != 2) n = 0;
    if (*count < n) {
        *count = n;
        return 7; /* NVML_ERROR_INSUFFICIENT_SIZE */
    }
    for (i = 0; i < n; i++) out[i] = list[i];
    *count = n;
    return 0;
}
MOCK_API int nvmlDeviceGetComputeRunningProcesses_v3(mock_gpu *g, unsigned int *count, mock_process *out);
MOCK_API int nvmlDeviceGetComputeRunningProcesses_v3(mock_gpu *g, unsigned int *count, mock_process *out) {
    static const mock_process list[] = {{100, 1ull << 30, 0xFFFFFFFFu, 0xFFFFFFFFu}, {200, 2ull << 30, 0xFFFFFFFFu, 0xFFFFFFFFu}};
    return processes(g, count, out, list, 2);
}
MOCK_API int nvmlDeviceGetGraphicsRunningProcesses_v3(mock_gpu *g, unsigned int *count, mock_process *out);
MOCK_API int nvmlDeviceGetGraphicsRunningProcesses_v3(mock_gpu *g, unsigned int *count, mock_process *out) {
    static const mock_process list[] = {{200, 2ull << 30, 0xFFFFFFFFu, 0xFFFFFFFFu}, {300, ~0ull, 0xFFFFFFFFu, 0xFFFFFFFFu}};
    return processes(g, count, out, list, 2);
}
