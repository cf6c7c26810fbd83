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
   cudacore and cudabind.h use. There is no nvml.h on our build machines:
   tools/nvml_abi.txt describes that subset, and tools/gen_abi.py writes it
   here (and cudabind.h's NVML wrappers) from that file. NVML's names carry
   the cudacore_ / CUDACORE_ prefix, so that nvml.h can be included in the
   same file: then the types ARE nvml.h's and the layouts are checked at
   compile time. CUDACORE__NVML_FUNCTIONS lists the functions, one
   X(return type, name, (parameters)) per line, at their exported names. */
#include "gen/nvml_abi.h"

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
