/*
    SYSTEM AND TELEMETRY
    ====================
    cuda.core's `system`, through NVML (libnvidia-ml, installed with the
    driver), loaded on first use and initialised once (never shut down, as
    no library is unloaded). Without NVML these calls fail with
    CUDACORE_ERROR_LIBRARY_NOT_FOUND, listing every path tried, and nothing
    else changes; NVML's own failures are CUDACORE_ERROR_NVML with NVML's
    code, name and nvmlErrorString in the error record.
    cudacore_system_get_info() gives the driver and NVML versions, the CUDA
    version the driver supports and how many GPUs NVML sees (all of the
    machine's: CUDA_VISIBLE_DEVICES does not apply to NVML). A device keeps
    its cudacore ordinal: cudacore finds the same physical GPU in NVML by its
    UUID (a MIG instance: by its PCI bus id), never by equal numbers.
    cudacore_device_get_telemetry() reads a mask of fields -- name, UUID,
    serial, PCI, memory, utilisation, temperature, power and its limit, SM
    and memory clocks and their maxima, performance state, throttle reasons
    (decoded by cudacore_throttle_reason_name), PCIe link and throughput,
    NVLink, ECC mode and error counts, MIG, compute and persistence modes --
    with one NVML call per field (a table of rows inside). Each field has its
    own status (ok, not supported, no permission, error), so a board that
    lacks one still reports the rest. cudacore_device_get_processes() lists
    the processes on a GPU; cudacore_device_nvml() gives its nvmlDevice_t for
    cudabind.h's NVML wrappers. No call creates a CUDA context.
    `cudacore-info` prints all of it (`--json`), `cudacore-info --watch`
    samples utilisation, memory, temperature, power and clocks like
    `nvidia-smi dmon`.
*/
/*
   The subset of NVML (libnvidia-ml, the driver's management library) that
   cudacore and cudabind.h use. There is no nvml.h on our build machines, so
   this block is written by hand from NVIDIA's NVML API reference; every
   name, value and layout was checked against nvml.h (CUDA 12.6) and
   cuda-python's cynvml.pxd (CUDA 12.9-13.2). NVML's names carry the
   cudacore_ / CUDACORE_ prefix, so that nvml.h can be included in the same
   file: then the types ARE nvml.h's and the layouts are checked at compile
   time. Only versioned entry points are named (nvml.h turns the bare names of
   several into macros). tools/gen_abi.py reads CUDACORE__NVML_FUNCTIONS for
   cudabind.h's NVML wrappers: one X(return type, name, (parameters)) per line. */
#if !defined(CUDACORE__HAVE_NVML_H)
#if defined(__nvml_nvml_h__)
#define CUDACORE__HAVE_NVML_H 1
#else
#define CUDACORE__HAVE_NVML_H 0
#endif
#endif
#if CUDACORE__HAVE_NVML_H
#define CUDACORE__NVML_ENUM(name) typedef name cudacore_##name;
#else
#define CUDACORE__NVML_ENUM(name) typedef enum cudacore__##name##_enum { cudacore__##name##_force_size = 0x7fffffff } cudacore_##name;
#endif
struct nvmlDevice_st;
typedef struct nvmlDevice_st *cudacore_nvmlDevice_t;

CUDACORE__NVML_ENUM(nvmlReturn_t)
#define CUDACORE_NVML_SUCCESS ((cudacore_nvmlReturn_t)0)
#define CUDACORE_NVML_ERROR_UNINITIALIZED ((cudacore_nvmlReturn_t)1)
#define CUDACORE_NVML_ERROR_INVALID_ARGUMENT ((cudacore_nvmlReturn_t)2)
#define CUDACORE_NVML_ERROR_NOT_SUPPORTED ((cudacore_nvmlReturn_t)3)
#define CUDACORE_NVML_ERROR_NO_PERMISSION ((cudacore_nvmlReturn_t)4)
#define CUDACORE_NVML_ERROR_ALREADY_INITIALIZED ((cudacore_nvmlReturn_t)5)
#define CUDACORE_NVML_ERROR_NOT_FOUND ((cudacore_nvmlReturn_t)6)
#define CUDACORE_NVML_ERROR_INSUFFICIENT_SIZE ((cudacore_nvmlReturn_t)7)
#define CUDACORE_NVML_ERROR_INSUFFICIENT_POWER ((cudacore_nvmlReturn_t)8)
#define CUDACORE_NVML_ERROR_DRIVER_NOT_LOADED ((cudacore_nvmlReturn_t)9)
#define CUDACORE_NVML_ERROR_TIMEOUT ((cudacore_nvmlReturn_t)10)
#define CUDACORE_NVML_ERROR_IRQ_ISSUE ((cudacore_nvmlReturn_t)11)
#define CUDACORE_NVML_ERROR_LIBRARY_NOT_FOUND ((cudacore_nvmlReturn_t)12)
#define CUDACORE_NVML_ERROR_FUNCTION_NOT_FOUND ((cudacore_nvmlReturn_t)13)
#define CUDACORE_NVML_ERROR_CORRUPTED_INFOROM ((cudacore_nvmlReturn_t)14)
#define CUDACORE_NVML_ERROR_GPU_IS_LOST ((cudacore_nvmlReturn_t)15)
#define CUDACORE_NVML_ERROR_RESET_REQUIRED ((cudacore_nvmlReturn_t)16)
#define CUDACORE_NVML_ERROR_OPERATING_SYSTEM ((cudacore_nvmlReturn_t)17)
#define CUDACORE_NVML_ERROR_LIB_RM_VERSION_MISMATCH ((cudacore_nvmlReturn_t)18)
#define CUDACORE_NVML_ERROR_IN_USE ((cudacore_nvmlReturn_t)19)
#define CUDACORE_NVML_ERROR_MEMORY ((cudacore_nvmlReturn_t)20)
#define CUDACORE_NVML_ERROR_NO_DATA ((cudacore_nvmlReturn_t)21)
#define CUDACORE_NVML_ERROR_VGPU_ECC_NOT_SUPPORTED ((cudacore_nvmlReturn_t)22)
#define CUDACORE_NVML_ERROR_INSUFFICIENT_RESOURCES ((cudacore_nvmlReturn_t)23)
#define CUDACORE_NVML_ERROR_FREQ_NOT_SUPPORTED ((cudacore_nvmlReturn_t)24)
#define CUDACORE_NVML_ERROR_ARGUMENT_VERSION_MISMATCH ((cudacore_nvmlReturn_t)25)
#define CUDACORE_NVML_ERROR_DEPRECATED ((cudacore_nvmlReturn_t)26)
#define CUDACORE_NVML_ERROR_NOT_READY ((cudacore_nvmlReturn_t)27)
#define CUDACORE_NVML_ERROR_GPU_NOT_FOUND ((cudacore_nvmlReturn_t)28)
#define CUDACORE_NVML_ERROR_INVALID_STATE ((cudacore_nvmlReturn_t)29)
#define CUDACORE_NVML_ERROR_UNKNOWN ((cudacore_nvmlReturn_t)999)
CUDACORE__NVML_ENUM(nvmlEnableState_t)
#define CUDACORE_NVML_FEATURE_DISABLED ((cudacore_nvmlEnableState_t)0)
#define CUDACORE_NVML_FEATURE_ENABLED ((cudacore_nvmlEnableState_t)1)
CUDACORE__NVML_ENUM(nvmlTemperatureSensors_t)
#define CUDACORE_NVML_TEMPERATURE_GPU ((cudacore_nvmlTemperatureSensors_t)0)
CUDACORE__NVML_ENUM(nvmlClockType_t)
#define CUDACORE_NVML_CLOCK_GRAPHICS ((cudacore_nvmlClockType_t)0)
#define CUDACORE_NVML_CLOCK_SM ((cudacore_nvmlClockType_t)1)
#define CUDACORE_NVML_CLOCK_MEM ((cudacore_nvmlClockType_t)2)
#define CUDACORE_NVML_CLOCK_VIDEO ((cudacore_nvmlClockType_t)3)
CUDACORE__NVML_ENUM(nvmlPstates_t)   /* 0 (NVML_PSTATE_0, fastest) .. 15 */
#define CUDACORE_NVML_PSTATE_UNKNOWN ((cudacore_nvmlPstates_t)32)
CUDACORE__NVML_ENUM(nvmlPcieUtilCounter_t)
#define CUDACORE_NVML_PCIE_UTIL_TX_BYTES ((cudacore_nvmlPcieUtilCounter_t)0)
#define CUDACORE_NVML_PCIE_UTIL_RX_BYTES ((cudacore_nvmlPcieUtilCounter_t)1)
CUDACORE__NVML_ENUM(nvmlMemoryErrorType_t)
#define CUDACORE_NVML_MEMORY_ERROR_TYPE_CORRECTED ((cudacore_nvmlMemoryErrorType_t)0)
#define CUDACORE_NVML_MEMORY_ERROR_TYPE_UNCORRECTED ((cudacore_nvmlMemoryErrorType_t)1)
CUDACORE__NVML_ENUM(nvmlEccCounterType_t)
#define CUDACORE_NVML_VOLATILE_ECC ((cudacore_nvmlEccCounterType_t)0)
#define CUDACORE_NVML_AGGREGATE_ECC ((cudacore_nvmlEccCounterType_t)1)
CUDACORE__NVML_ENUM(nvmlComputeMode_t)
#define CUDACORE_NVML_COMPUTEMODE_DEFAULT ((cudacore_nvmlComputeMode_t)0)
#define CUDACORE_NVML_COMPUTEMODE_EXCLUSIVE_THREAD ((cudacore_nvmlComputeMode_t)1)
#define CUDACORE_NVML_COMPUTEMODE_PROHIBITED ((cudacore_nvmlComputeMode_t)2)
#define CUDACORE_NVML_COMPUTEMODE_EXCLUSIVE_PROCESS ((cudacore_nvmlComputeMode_t)3)
#define CUDACORE_NVML_DEVICE_MIG_DISABLE 0x0
#define CUDACORE_NVML_DEVICE_MIG_ENABLE 0x1
#define CUDACORE_NVML_VALUE_NOT_AVAILABLE (-1)
#define CUDACORE_NVML_NVLINK_MAX_LINKS 18
#define CUDACORE_NVML_DEVICE_PCI_BUS_ID_BUFFER_SIZE 32
#define CUDACORE_NVML_DEVICE_PCI_BUS_ID_BUFFER_V2_SIZE 16
#define CUDACORE_NVML_DEVICE_NAME_V2_BUFFER_SIZE 96
#define CUDACORE_NVML_DEVICE_UUID_V2_BUFFER_SIZE 96
#define CUDACORE_NVML_DEVICE_SERIAL_BUFFER_SIZE 30
#define CUDACORE_NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE 80
#define CUDACORE_NVML_SYSTEM_NVML_VERSION_BUFFER_SIZE 80
/* nvmlClocksEventReason* (formerly nvmlClocksThrottleReason*) bits */
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_GPU_IDLE 0x1ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_APPLICATIONS_CLOCKS_SETTING 0x2ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_SW_POWER_CAP 0x4ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_HW_SLOWDOWN 0x8ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_SYNC_BOOST 0x10ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_SW_THERMAL_SLOWDOWN 0x20ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_HW_THERMAL_SLOWDOWN 0x40ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_HW_POWER_BRAKE_SLOWDOWN 0x80ull
#define CUDACORE_NVML_CLOCKS_EVENT_REASON_DISPLAY_CLOCK_SETTING 0x100ull

struct cudacore__nvmlPciInfo_st {
    char busIdLegacy[16];             /* "%04X:%02X:%02X.0" */
    unsigned int domain;
    unsigned int bus;
    unsigned int device;
    unsigned int pciDeviceId;         /* device id << 16 | vendor id */
    unsigned int pciSubSystemId;
    char busId[32];                   /* "%08X:%02X:%02X.0" */
};
struct cudacore__nvmlUtilization_st {
    unsigned int gpu;                 /* % of the last sample period with a kernel running */
    unsigned int memory;              /* % of it with device memory being read or written */
};
struct cudacore__nvmlMemory_v2_st {
    unsigned int version;             /* CUDACORE_NVML_MEMORY_V2 */
    unsigned long long total;
    unsigned long long reserved;      /* for the driver and firmware */
    unsigned long long free;
    unsigned long long used;          /* allocated (without reserved) */
};
struct cudacore__nvmlProcessInfo_st {
    unsigned int pid;
    unsigned long long usedGpuMemory; /* bytes, or NVML_VALUE_NOT_AVAILABLE */
    unsigned int gpuInstanceId;       /* MIG ids; 0xFFFFFFFF without MIG */
    unsigned int computeInstanceId;
};
#if CUDACORE__HAVE_NVML_H
typedef nvmlPciInfo_t cudacore_nvmlPciInfo_t;
typedef nvmlUtilization_t cudacore_nvmlUtilization_t;
typedef nvmlMemory_v2_t cudacore_nvmlMemory_v2_t;
typedef nvmlProcessInfo_t cudacore_nvmlProcessInfo_t;
#else
typedef struct cudacore__nvmlPciInfo_st cudacore_nvmlPciInfo_t;
typedef struct cudacore__nvmlUtilization_st cudacore_nvmlUtilization_t;
typedef struct cudacore__nvmlMemory_v2_st cudacore_nvmlMemory_v2_t;
typedef struct cudacore__nvmlProcessInfo_st cudacore_nvmlProcessInfo_t;
#endif
#undef CUDACORE__NVML_ENUM
/* NVML_STRUCT_VERSION(Memory, 2): sizeof | 2 << 24 */
#define CUDACORE_NVML_MEMORY_V2 ((unsigned int)(sizeof(struct cudacore__nvmlMemory_v2_st) | (2u << 24)))
#if CUDACORE__HAVE_NVML_H /* nvml.h is here: the copy above must match it */
#define CUDACORE__NVML_SAME(ours, theirs, m) (offsetof(struct ours, m) == offsetof(theirs, m))
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__nvmlPciInfo_st) == sizeof(nvmlPciInfo_t) && CUDACORE__NVML_SAME(cudacore__nvmlPciInfo_st, nvmlPciInfo_t, domain) &&
                            CUDACORE__NVML_SAME(cudacore__nvmlPciInfo_st, nvmlPciInfo_t, pciDeviceId) && CUDACORE__NVML_SAME(cudacore__nvmlPciInfo_st, nvmlPciInfo_t, busId),
                        cudacore__nvml_abi_pci);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__nvmlUtilization_st) == sizeof(nvmlUtilization_t) &&
                            CUDACORE__NVML_SAME(cudacore__nvmlUtilization_st, nvmlUtilization_t, memory),
                        cudacore__nvml_abi_utilization);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__nvmlMemory_v2_st) == sizeof(nvmlMemory_v2_t) && CUDACORE__NVML_SAME(cudacore__nvmlMemory_v2_st, nvmlMemory_v2_t, total) &&
                            CUDACORE__NVML_SAME(cudacore__nvmlMemory_v2_st, nvmlMemory_v2_t, reserved) &&
                            CUDACORE__NVML_SAME(cudacore__nvmlMemory_v2_st, nvmlMemory_v2_t, free) &&
                            CUDACORE__NVML_SAME(cudacore__nvmlMemory_v2_st, nvmlMemory_v2_t, used) && CUDACORE_NVML_MEMORY_V2 == nvmlMemory_v2,
                        cudacore__nvml_abi_memory);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__nvmlProcessInfo_st) == sizeof(nvmlProcessInfo_t) &&
                            CUDACORE__NVML_SAME(cudacore__nvmlProcessInfo_st, nvmlProcessInfo_t, usedGpuMemory) &&
                            CUDACORE__NVML_SAME(cudacore__nvmlProcessInfo_st, nvmlProcessInfo_t, computeInstanceId),
                        cudacore__nvml_abi_process);
CUDACORE__STATIC_ASSERT(NVML_ERROR_NOT_SUPPORTED == 3 && NVML_ERROR_NO_PERMISSION == 4 && NVML_ERROR_NOT_FOUND == 6 && NVML_ERROR_INSUFFICIENT_SIZE == 7 &&
                            NVML_ERROR_FUNCTION_NOT_FOUND == 13 && NVML_ERROR_GPU_IS_LOST == 15 && NVML_ERROR_INVALID_STATE == 29 && NVML_ERROR_UNKNOWN == 999,
                        cudacore__nvml_abi_return);
CUDACORE__STATIC_ASSERT(NVML_CLOCK_SM == 1 && NVML_CLOCK_MEM == 2 && NVML_TEMPERATURE_GPU == 0 && NVML_PCIE_UTIL_RX_BYTES == 1 &&
                            NVML_MEMORY_ERROR_TYPE_UNCORRECTED == 1 && NVML_AGGREGATE_ECC == 1 && NVML_COMPUTEMODE_EXCLUSIVE_PROCESS == 3 &&
                            NVML_PSTATE_UNKNOWN == 32 && NVML_FEATURE_ENABLED == 1 && NVML_NVLINK_MAX_LINKS == 18 && NVML_DEVICE_MIG_ENABLE == 1,
                        cudacore__nvml_abi_enums);
CUDACORE__STATIC_ASSERT(nvmlClocksEventReasonSwPowerCap == 0x4 && nvmlClocksThrottleReasonHwSlowdown == 0x8 &&
                            nvmlClocksThrottleReasonHwPowerBrakeSlowdown == 0x80 && nvmlClocksEventReasonDisplayClockSetting == 0x100,
                        cudacore__nvml_abi_reasons);
#undef CUDACORE__NVML_SAME
#endif

/* Every NVML function cudacore and cudabind.h call (at these exported names). */
#define CUDACORE__NVML_FUNCTIONS(X) \
    X(cudacore_nvmlReturn_t, nvmlInit_v2, (void)) \
    X(cudacore_nvmlReturn_t, nvmlShutdown, (void)) \
    X(const char *, nvmlErrorString, (cudacore_nvmlReturn_t result)) \
    X(cudacore_nvmlReturn_t, nvmlSystemGetDriverVersion, (char *version, unsigned int length)) \
    X(cudacore_nvmlReturn_t, nvmlSystemGetNVMLVersion, (char *version, unsigned int length)) \
    X(cudacore_nvmlReturn_t, nvmlSystemGetCudaDriverVersion_v2, (int *cudaDriverVersion)) \
    X(cudacore_nvmlReturn_t, nvmlSystemGetProcessName, (unsigned int pid, char *name, unsigned int length)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetCount_v2, (unsigned int *deviceCount)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetHandleByIndex_v2, (unsigned int index, cudacore_nvmlDevice_t *device)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetHandleByUUID, (const char *uuid, cudacore_nvmlDevice_t *device)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetHandleByPciBusId_v2, (const char *pciBusId, cudacore_nvmlDevice_t *device)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetIndex, (cudacore_nvmlDevice_t device, unsigned int *index)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetName, (cudacore_nvmlDevice_t device, char *name, unsigned int length)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetUUID, (cudacore_nvmlDevice_t device, char *uuid, unsigned int length)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetSerial, (cudacore_nvmlDevice_t device, char *serial, unsigned int length)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetPciInfo_v3, (cudacore_nvmlDevice_t device, cudacore_nvmlPciInfo_t *pci)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetMemoryInfo_v2, (cudacore_nvmlDevice_t device, cudacore_nvmlMemory_v2_t *memory)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetUtilizationRates, (cudacore_nvmlDevice_t device, cudacore_nvmlUtilization_t *utilization)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetTemperature, (cudacore_nvmlDevice_t device, cudacore_nvmlTemperatureSensors_t sensorType, unsigned int *temp)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetPowerUsage, (cudacore_nvmlDevice_t device, unsigned int *power)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetEnforcedPowerLimit, (cudacore_nvmlDevice_t device, unsigned int *limit)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetClockInfo, (cudacore_nvmlDevice_t device, cudacore_nvmlClockType_t type, unsigned int *clock)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetMaxClockInfo, (cudacore_nvmlDevice_t device, cudacore_nvmlClockType_t type, unsigned int *clock)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetPerformanceState, (cudacore_nvmlDevice_t device, cudacore_nvmlPstates_t *pState)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetCurrentClocksEventReasons, (cudacore_nvmlDevice_t device, unsigned long long *clocksEventReasons)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetCurrentClocksThrottleReasons, (cudacore_nvmlDevice_t device, unsigned long long *clocksThrottleReasons)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetCurrPcieLinkGeneration, (cudacore_nvmlDevice_t device, unsigned int *currLinkGen)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetCurrPcieLinkWidth, (cudacore_nvmlDevice_t device, unsigned int *currLinkWidth)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetMaxPcieLinkGeneration, (cudacore_nvmlDevice_t device, unsigned int *maxLinkGen)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetMaxPcieLinkWidth, (cudacore_nvmlDevice_t device, unsigned int *maxLinkWidth)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetPcieThroughput, (cudacore_nvmlDevice_t device, cudacore_nvmlPcieUtilCounter_t counter, unsigned int *value)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetNvLinkState, (cudacore_nvmlDevice_t device, unsigned int link, cudacore_nvmlEnableState_t *isActive)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetEccMode, (cudacore_nvmlDevice_t device, cudacore_nvmlEnableState_t *current, cudacore_nvmlEnableState_t *pending)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetTotalEccErrors, (cudacore_nvmlDevice_t device, cudacore_nvmlMemoryErrorType_t errorType, cudacore_nvmlEccCounterType_t counterType, unsigned long long *eccCounts)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetMigMode, (cudacore_nvmlDevice_t device, unsigned int *currentMode, unsigned int *pendingMode)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetComputeMode, (cudacore_nvmlDevice_t device, cudacore_nvmlComputeMode_t *mode)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetPersistenceMode, (cudacore_nvmlDevice_t device, cudacore_nvmlEnableState_t *mode)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetComputeRunningProcesses_v3, (cudacore_nvmlDevice_t device, unsigned int *infoCount, cudacore_nvmlProcessInfo_t *infos)) \
    X(cudacore_nvmlReturn_t, nvmlDeviceGetGraphicsRunningProcesses_v3, (cudacore_nvmlDevice_t device, unsigned int *infoCount, cudacore_nvmlProcessInfo_t *infos))
enum {
#define CUDACORE__NVML_INDEX(ret, name, params) CUDACORE__NVML_##name,
    CUDACORE__NVML_FUNCTIONS(CUDACORE__NVML_INDEX)
#undef CUDACORE__NVML_INDEX
    CUDACORE__NVML_COUNT
};

/*--- system and telemetry ---*/
/* cuda.core's `system`: the driver and GPUs as NVML sees them. NVML is
   loaded on first use (see LOADING); without it these calls fail with
   CUDACORE_ERROR_LIBRARY_NOT_FOUND and everything else keeps working. An
   NVML failure is CUDACORE_ERROR_NVML with nvmlErrorString in the record. */
typedef struct cudacore_system_info {
    char driver_version[80];  /* the display driver's version: "580.82.07" */
    char nvml_version[80];    /* NVML's: "13.580.82.07" */
    int cuda_driver_version;  /* the CUDA version the driver supports: 13000 */
    int nvml_device_count;    /* every GPU NVML sees: CUDA_VISIBLE_DEVICES does not filter it */
} cudacore_system_info;
CUDACORE_API cudacore_result cudacore_system_get_info(cudacore_system_info *info);

/* The NVML device of cudacore device `device` (an ordinal as everywhere:
   after CUDA_VISIBLE_DEVICES), matched by its UUID, or by its PCI bus id
   where NVML does not know that UUID (a MIG instance: then the GPU holding
   it). Never by equal ordinals: NVML numbers every GPU of the machine, in
   PCI order. handle (for cudabind.h's NVML wrappers) and nvml_index are
   optional; give at least one. */
CUDACORE_API cudacore_result cudacore_device_nvml(int device, cudacore_nvmlDevice_t *handle, unsigned int *nvml_index);

/* What cudacore_device_get_telemetry reads, one NVML query each (or a few).
   A field the GPU or driver does not report gets its own status; it never
   fails the whole query. */
typedef enum cudacore_telemetry_field {
    CUDACORE_TELEMETRY_NAME = 0,          /* name */
    CUDACORE_TELEMETRY_UUID,              /* uuid */
    CUDACORE_TELEMETRY_SERIAL,            /* serial */
    CUDACORE_TELEMETRY_PCI,               /* pci_bus_id, pci_device_id */
    CUDACORE_TELEMETRY_MEMORY,            /* memory_total, _reserved, _used, _free */
    CUDACORE_TELEMETRY_UTILIZATION,       /* gpu_utilization, memory_utilization */
    CUDACORE_TELEMETRY_TEMPERATURE,       /* temperature */
    CUDACORE_TELEMETRY_POWER,             /* power_usage */
    CUDACORE_TELEMETRY_POWER_LIMIT,       /* power_limit */
    CUDACORE_TELEMETRY_SM_CLOCK,          /* sm_clock */
    CUDACORE_TELEMETRY_MEMORY_CLOCK,      /* memory_clock */
    CUDACORE_TELEMETRY_MAX_SM_CLOCK,      /* max_sm_clock */
    CUDACORE_TELEMETRY_MAX_MEMORY_CLOCK,  /* max_memory_clock */
    CUDACORE_TELEMETRY_PERFORMANCE_STATE, /* performance_state */
    CUDACORE_TELEMETRY_THROTTLE_REASONS,  /* throttle_reasons */
    CUDACORE_TELEMETRY_PCIE_LINK,         /* pcie_generation, pcie_width */
    CUDACORE_TELEMETRY_PCIE_MAX_LINK,     /* pcie_max_generation, pcie_max_width */
    CUDACORE_TELEMETRY_PCIE_THROUGHPUT,   /* pcie_tx, pcie_rx */
    CUDACORE_TELEMETRY_NVLINK,            /* nvlink_links, nvlink_active */
    CUDACORE_TELEMETRY_ECC_MODE,          /* ecc_enabled, ecc_pending */
    CUDACORE_TELEMETRY_ECC_ERRORS,        /* ecc_corrected, _uncorrected (+ _lifetime) */
    CUDACORE_TELEMETRY_MIG_MODE,          /* mig_enabled, mig_pending */
    CUDACORE_TELEMETRY_COMPUTE_MODE,      /* compute_mode */
    CUDACORE_TELEMETRY_PERSISTENCE_MODE,  /* persistence_mode */
    CUDACORE_TELEMETRY__COUNT
} cudacore_telemetry_field;
/* Masks of fields for cudacore_device_get_telemetry (0 = every field). */
#define CUDACORE_TELEMETRY_BIT(field) (1ull << (field))
#define CUDACORE_TELEMETRY_ALL 0ull
/* What `cudacore-info --watch` (and nvidia-smi dmon) shows every interval. */
#define CUDACORE_TELEMETRY_WATCH                                                                                                           \
    (CUDACORE_TELEMETRY_BIT(CUDACORE_TELEMETRY_UTILIZATION) | CUDACORE_TELEMETRY_BIT(CUDACORE_TELEMETRY_MEMORY) |                      \
     CUDACORE_TELEMETRY_BIT(CUDACORE_TELEMETRY_TEMPERATURE) | CUDACORE_TELEMETRY_BIT(CUDACORE_TELEMETRY_POWER) |                       \
     CUDACORE_TELEMETRY_BIT(CUDACORE_TELEMETRY_SM_CLOCK) | CUDACORE_TELEMETRY_BIT(CUDACORE_TELEMETRY_MEMORY_CLOCK))

/* Each field's outcome (cudacore_device_telemetry.status[field]). */
typedef enum cudacore_field_status {
    CUDACORE_FIELD_NOT_QUERIED = 0,  /* not in the mask */
    CUDACORE_FIELD_OK = 1,           /* read; its members hold the values */
    CUDACORE_FIELD_NOT_SUPPORTED = 2,/* this GPU or driver does not report it (NVML_ERROR_NOT_SUPPORTED, or no such function) */
    CUDACORE_FIELD_NO_PERMISSION = 3,/* NVML_ERROR_NO_PERMISSION (some fields need root on some boards) */
    CUDACORE_FIELD_ERROR = 4         /* another NVML error: nvml_code[field] says which */
} cudacore_field_status;

/* Why the clocks are held below their maximum (NVML's "clocks event
   reasons", formerly "throttle reasons"): bits of throttle_reasons. */
#define CUDACORE_THROTTLE_GPU_IDLE 0x1ull                /* nothing runs */
#define CUDACORE_THROTTLE_APPLICATIONS_CLOCKS 0x2ull     /* the applications clocks setting */
#define CUDACORE_THROTTLE_SW_POWER_CAP 0x4ull            /* at the power limit (normal under full load) */
#define CUDACORE_THROTTLE_HW_SLOWDOWN 0x8ull             /* hardware slowdown: heat, power brake or draw */
#define CUDACORE_THROTTLE_SYNC_BOOST 0x10ull             /* held with its sync-boost group */
#define CUDACORE_THROTTLE_SW_THERMAL 0x20ull             /* software thermal slowdown */
#define CUDACORE_THROTTLE_HW_THERMAL 0x40ull             /* hardware thermal slowdown */
#define CUDACORE_THROTTLE_HW_POWER_BRAKE 0x80ull         /* external power brake */
#define CUDACORE_THROTTLE_DISPLAY_CLOCKS 0x100ull        /* the display clock setting */
/* "sw_power_cap" for one bit above; NULL for 0, several bits or an unknown bit. */
CUDACORE_API const char *cudacore_throttle_reason_name(uint64_t reason);

/* One reading of a device. Units: bytes, percent, degrees C, milliwatts,
   MHz, KB/s. A member holds a value only where status[its field] is
   CUDACORE_FIELD_OK (zero otherwise). */
typedef struct cudacore_device_telemetry {
    int device;                      /* the cudacore ordinal asked about */
    unsigned int nvml_index;         /* NVML's index of that GPU */
    unsigned char status[CUDACORE_TELEMETRY__COUNT]; /* cudacore_field_status, per field */
    int nvml_code[CUDACORE_TELEMETRY__COUNT];         /* NVML's return per field (0: success) */
    char name[96];
    char uuid[96];                   /* "GPU-8-4-4-4-12" as nvidia-smi prints it */
    char serial[32];
    char pci_bus_id[32];             /* "00000000:3B:00.0" */
    unsigned int pci_device_id;      /* device id << 16 | vendor id (0x10de) */
    uint64_t memory_total, memory_reserved, memory_used, memory_free; /* total = reserved + used + free */
    unsigned int gpu_utilization;    /* % of the last sample period (1/6 s to 1 s) a kernel ran */
    unsigned int memory_utilization; /* % of it device memory was read or written */
    unsigned int temperature;        /* GPU die, C */
    unsigned int power_usage;        /* mW (averaged over 1 s on Ampere and newer, as nvidia-smi's power.draw) */
    unsigned int power_limit;        /* mW, the enforced limit */
    unsigned int sm_clock, memory_clock;         /* MHz, now */
    unsigned int max_sm_clock, max_memory_clock; /* MHz */
    unsigned int performance_state;  /* 0 (P0, fastest) .. 15; 32 unknown */
    uint64_t throttle_reasons;       /* CUDACORE_THROTTLE_* bits; 0 = running at full clocks */
    unsigned int pcie_generation, pcie_width;         /* the link now (it idles at lower rates) */
    unsigned int pcie_max_generation, pcie_max_width; /* what the GPU and slot can do */
    unsigned int pcie_tx, pcie_rx;   /* KB/s over the last 20 ms */
    unsigned int nvlink_links;       /* NVLink links whose state could be read */
    unsigned int nvlink_active;      /* bit i: link i is active */
    unsigned int ecc_enabled, ecc_pending;           /* 1 = on (pending: after the next reboot) */
    uint64_t ecc_corrected, ecc_uncorrected;         /* since the driver loaded */
    uint64_t ecc_corrected_lifetime, ecc_uncorrected_lifetime; /* over the board's life */
    unsigned int mig_enabled, mig_pending;           /* 1 = MIG mode on */
    unsigned int compute_mode;       /* 0 default, 2 prohibited, 3 exclusive process (NVML_COMPUTEMODE_*) */
    unsigned int persistence_mode;   /* 1 = on (Linux) */
} cudacore_device_telemetry;

/* Reads the fields in `fields` (a mask of CUDACORE_TELEMETRY_BIT(f); 0:
   all) of cudacore device `device`. Succeeds when the device was found, even
   if no field could be read: look at status[]. Fails only when NVML cannot
   be used or the GPU is lost (NVML_ERROR_GPU_IS_LOST). Cost: one NVML call
   per field (NVLINK: one per link; THROTTLE_REASONS can take milliseconds
   on some drivers); no CUDA context is created. */
CUDACORE_API cudacore_result cudacore_device_get_telemetry(int device, uint64_t fields, cudacore_device_telemetry *out);
/* "temperature" for CUDACORE_TELEMETRY_TEMPERATURE (for JSON keys and
   tables); NULL for a value out of range. */
CUDACORE_API const char *cudacore_telemetry_field_name(cudacore_telemetry_field field);

/* A process using a GPU. */
#define CUDACORE_PROCESS_COMPUTE 1
#define CUDACORE_PROCESS_GRAPHICS 2
typedef struct cudacore_gpu_process {
    unsigned int pid;
    unsigned int type;               /* CUDACORE_PROCESS_COMPUTE and/or _GRAPHICS */
    uint64_t used_memory;            /* bytes; UINT64_MAX where NVML cannot tell (Windows WDDM) */
    unsigned int gpu_instance_id;    /* MIG instance ids; 0xFFFFFFFF without MIG */
    unsigned int compute_instance_id;
    char name[256];                  /* as NVML reports it (the executable's path); "" where it cannot */
} cudacore_gpu_process;
/* The processes using cudacore device `device`, compute and graphics merged
   by pid. *count gets the total; at most cap are written (out may be NULL
   when cap is 0). Processes of other containers may be invisible. */
CUDACORE_API cudacore_result cudacore_device_get_processes(int device, cudacore_gpu_process *out, size_t cap, size_t *count);
