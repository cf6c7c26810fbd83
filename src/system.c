CUDACORE_API cudacore_result cudacore_system_get_info(cudacore_system_info *info) {
    cudacore_result r;
    static const char *const call = "cudacore_system_get_info";
    unsigned int n = 0;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "info is NULL");
    memset(info, 0, sizeof *info);
    if ((r = cudacore__need(CUDACORE_LIBRARY_NVML, call)) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__NV_CALL(nvmlSystemGetDriverVersion, (info->driver_version, (unsigned int)sizeof info->driver_version), call)) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__NV_CALL(nvmlSystemGetNVMLVersion, (info->nvml_version, (unsigned int)sizeof info->nvml_version), call)) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__NV_CALL(nvmlDeviceGetCount_v2, (&n), call)) != CUDACORE_SUCCESS) return r;
    info->nvml_device_count = (int)n;
    info->cuda_driver_version = cudacore__g.libs[CUDACORE_LIBRARY_NVML].version;
    return CUDACORE_SUCCESS;
}

/* The NVML device of a cudacore ordinal: by the UUID CUDA gives it, else
   (a MIG instance's UUID, unknown to NVML's GPU list) by its PCI bus id. */
CUDACORE__PRIVATE cudacore_result cudacore__nvml_device(int device, cudacore_nvmlDevice_t *h, unsigned int *index, const char *call) {
    cudacore_CUuuid uuid;
    const unsigned char *u = (const unsigned char *)uuid.bytes;
    char id[64];
    cudacore_result r;
    int nr;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__need(CUDACORE_LIBRARY_NVML, call)) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuDeviceGetUuid, (&uuid, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    snprintf(id, sizeof id, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", u[0], u[1], u[2], u[3], u[4], u[5], u[6],
             u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]);
    nr = (int)CUDACORE__NV(nvmlDeviceGetHandleByUUID)(id, h);
    if (nr == 6 || nr == 2) { /* NVML_ERROR_NOT_FOUND, INVALID_ARGUMENT */
        if ((r = CUDACORE__CU_CALL(cuDeviceGetPCIBusId, (id, (int)sizeof id, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
        if ((nr = (int)CUDACORE__NV(nvmlDeviceGetHandleByPciBusId_v2)(id, h)) != 0) {
            cudacore__nvml_fail(nr, "nvmlDeviceGetHandleByPciBusId_v2", call, __LINE__);
            cudacore__append_detail("NVML knows neither the UUID nor the PCI bus id (%s) of cudacore device %d\n", id, device);
            return CUDACORE_ERROR_NVML;
        }
    } else if (nr != 0) {
        return cudacore__nvml_fail(nr, "nvmlDeviceGetHandleByUUID", call, __LINE__);
    }
    return CUDACORE__NV_CALL(nvmlDeviceGetIndex, (*h, index), call);
}

CUDACORE_API cudacore_result cudacore_device_nvml(int device, cudacore_nvmlDevice_t *handle, unsigned int *nvml_index) {
    cudacore_nvmlDevice_t h = NULL;
    unsigned int index = 0;
    cudacore_result r;
    if (handle) *handle = NULL;
    if (nvml_index) *nvml_index = 0;
    if (!handle && !nvml_index) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_nvml", "handle and nvml_index are both NULL");
    if ((r = cudacore__nvml_device(device, &h, &index, "cudacore_device_nvml")) != CUDACORE_SUCCESS) return r;
    if (handle) *handle = h;
    if (nvml_index) *nvml_index = index;
    return CUDACORE_SUCCESS;
}

/* The telemetry fields as rows: each row is one NVML call of one of a few
   shapes, writing to members of cudacore_device_telemetry. NVML's enums
   are int-sized, so enum arguments and outputs go through unsigned int. */
enum {
    CUDACORE__TM_STR,       /* f(dev, char *buf, unsigned len) */
    CUDACORE__TM_U32,       /* f(dev, unsigned *) */
    CUDACORE__TM_ARG_U32,   /* f(dev, arg, unsigned *) */
    CUDACORE__TM_U64,       /* f(dev, unsigned long long *) */
    CUDACORE__TM_U32X2,     /* f(dev, unsigned *, unsigned *) */
    CUDACORE__TM_ARG2_U64,  /* f(dev, arg, arg2, unsigned long long *) */
    CUDACORE__TM_PCI,       /* the shapes with a struct */
    CUDACORE__TM_MEMORY,
    CUDACORE__TM_UTILIZATION,
    CUDACORE__TM_NVLINK     /* one call per link */
};
typedef cudacore_nvmlReturn_t (*cudacore__tm_str_fn)(cudacore_nvmlDevice_t, char *, unsigned int);
typedef cudacore_nvmlReturn_t (*cudacore__tm_u32_fn)(cudacore_nvmlDevice_t, unsigned int *);
typedef cudacore_nvmlReturn_t (*cudacore__tm_arg_u32_fn)(cudacore_nvmlDevice_t, unsigned int, unsigned int *);
typedef cudacore_nvmlReturn_t (*cudacore__tm_u64_fn)(cudacore_nvmlDevice_t, unsigned long long *);
typedef cudacore_nvmlReturn_t (*cudacore__tm_u32x2_fn)(cudacore_nvmlDevice_t, unsigned int *, unsigned int *);
typedef cudacore_nvmlReturn_t (*cudacore__tm_arg2_u64_fn)(cudacore_nvmlDevice_t, unsigned int, unsigned int, unsigned long long *);

typedef struct cudacore__tm_row {
    unsigned char field, shape;
    unsigned short fn;            /* CUDACORE__NVML_* */
    unsigned char arg, arg2;
    unsigned short at, size, at2; /* where the value goes, its bytes, a second output */
} cudacore__tm_row;
#define CUDACORE__TM_AT(m) offsetof(cudacore_device_telemetry, m)
#define CUDACORE__TM_SIZE(m) sizeof(((cudacore_device_telemetry *)0)->m)
#define CUDACORE__TM(field, shape, fn, arg, arg2, m, size, at2) \
    {CUDACORE_TELEMETRY_##field, CUDACORE__TM_##shape, CUDACORE__NVML_##fn, arg, arg2, (unsigned short)CUDACORE__TM_AT(m), (unsigned short)(size), \
     (unsigned short)(at2)}
#define CUDACORE__TM1(field, shape, fn, arg, m) CUDACORE__TM(field, shape, fn, arg, 0, m, CUDACORE__TM_SIZE(m), 0)
static const cudacore__tm_row cudacore__tm_rows[] = {
    CUDACORE__TM1(NAME, STR, nvmlDeviceGetName, 0, name),
    CUDACORE__TM1(UUID, STR, nvmlDeviceGetUUID, 0, uuid),
    CUDACORE__TM1(SERIAL, STR, nvmlDeviceGetSerial, 0, serial),
    CUDACORE__TM(PCI, PCI, nvmlDeviceGetPciInfo_v3, 0, 0, pci_bus_id, CUDACORE__TM_SIZE(pci_bus_id) + 4, 0),
    CUDACORE__TM(MEMORY, MEMORY, nvmlDeviceGetMemoryInfo_v2, 0, 0, memory_total, 4 * sizeof(uint64_t), 0),
    CUDACORE__TM(UTILIZATION, UTILIZATION, nvmlDeviceGetUtilizationRates, 0, 0, gpu_utilization, 8, 0),
    CUDACORE__TM1(TEMPERATURE, ARG_U32, nvmlDeviceGetTemperature, 0 /* NVML_TEMPERATURE_GPU */, temperature),
    CUDACORE__TM1(POWER, U32, nvmlDeviceGetPowerUsage, 0, power_usage),
    CUDACORE__TM1(POWER_LIMIT, U32, nvmlDeviceGetEnforcedPowerLimit, 0, power_limit),
    CUDACORE__TM1(SM_CLOCK, ARG_U32, nvmlDeviceGetClockInfo, 1 /* NVML_CLOCK_SM */, sm_clock),
    CUDACORE__TM1(MEMORY_CLOCK, ARG_U32, nvmlDeviceGetClockInfo, 2 /* NVML_CLOCK_MEM */, memory_clock),
    CUDACORE__TM1(MAX_SM_CLOCK, ARG_U32, nvmlDeviceGetMaxClockInfo, 1, max_sm_clock),
    CUDACORE__TM1(MAX_MEMORY_CLOCK, ARG_U32, nvmlDeviceGetMaxClockInfo, 2, max_memory_clock),
    CUDACORE__TM1(PERFORMANCE_STATE, U32, nvmlDeviceGetPerformanceState, 0, performance_state),
    CUDACORE__TM1(THROTTLE_REASONS, U64, nvmlDeviceGetCurrentClocksEventReasons, 0, throttle_reasons),
    CUDACORE__TM1(PCIE_LINK, U32, nvmlDeviceGetCurrPcieLinkGeneration, 0, pcie_generation),
    CUDACORE__TM1(PCIE_LINK, U32, nvmlDeviceGetCurrPcieLinkWidth, 0, pcie_width),
    CUDACORE__TM1(PCIE_MAX_LINK, U32, nvmlDeviceGetMaxPcieLinkGeneration, 0, pcie_max_generation),
    CUDACORE__TM1(PCIE_MAX_LINK, U32, nvmlDeviceGetMaxPcieLinkWidth, 0, pcie_max_width),
    CUDACORE__TM1(PCIE_THROUGHPUT, ARG_U32, nvmlDeviceGetPcieThroughput, 0 /* TX */, pcie_tx),
    CUDACORE__TM1(PCIE_THROUGHPUT, ARG_U32, nvmlDeviceGetPcieThroughput, 1 /* RX */, pcie_rx),
    CUDACORE__TM(NVLINK, NVLINK, nvmlDeviceGetNvLinkState, 0, 0, nvlink_links, 8, 0),
    CUDACORE__TM(ECC_MODE, U32X2, nvmlDeviceGetEccMode, 0, 0, ecc_enabled, 4, CUDACORE__TM_AT(ecc_pending)),
    /* (NVML_MEMORY_ERROR_TYPE_CORRECTED 0 / UNCORRECTED 1) x (NVML_VOLATILE_ECC 0 / AGGREGATE 1) */
    CUDACORE__TM(ECC_ERRORS, ARG2_U64, nvmlDeviceGetTotalEccErrors, 0, 0, ecc_corrected, 8, 0),
    CUDACORE__TM(ECC_ERRORS, ARG2_U64, nvmlDeviceGetTotalEccErrors, 1, 0, ecc_uncorrected, 8, 0),
    CUDACORE__TM(ECC_ERRORS, ARG2_U64, nvmlDeviceGetTotalEccErrors, 0, 1, ecc_corrected_lifetime, 8, 0),
    CUDACORE__TM(ECC_ERRORS, ARG2_U64, nvmlDeviceGetTotalEccErrors, 1, 1, ecc_uncorrected_lifetime, 8, 0),
    CUDACORE__TM(MIG_MODE, U32X2, nvmlDeviceGetMigMode, 0, 0, mig_enabled, 4, CUDACORE__TM_AT(mig_pending)),
    CUDACORE__TM1(COMPUTE_MODE, U32, nvmlDeviceGetComputeMode, 0, compute_mode),
    CUDACORE__TM1(PERSISTENCE_MODE, U32, nvmlDeviceGetPersistenceMode, 0, persistence_mode),
};
#undef CUDACORE__TM1
#undef CUDACORE__TM

/* NVLink: the state of every link NVML can read (a link a GPU lacks answers
   NOT_SUPPORTED or INVALID_ARGUMENT). */
CUDACORE__PRIVATE int cudacore__tm_nvlink(cudacore__fnptr f, cudacore_nvmlDevice_t h, unsigned int out[2]) {
    unsigned int link;
    for (link = 0; link < CUDACORE_NVML_NVLINK_MAX_LINKS; link++) {
        unsigned int active = 0;
        int r = (int)((cudacore__tm_arg_u32_fn)f)(h, link, &active);
        if (r == 3 || r == 2) continue;
        if (r != 0) return r;
        out[0]++;
        if (active) out[1] |= 1u << link;
    }
    return out[0] ? 0 : 3; /* no link: NVML_ERROR_NOT_SUPPORTED */
}

/* The shapes read into a local first: 64-bit values (our members are
   uint64_t, NVML's unsigned long long) and NVML's structs. */
CUDACORE__PRIVATE int cudacore__tm_read_local(const cudacore__tm_row *row, cudacore__fnptr f, cudacore_nvmlDevice_t h, cudacore_device_telemetry *t) {
    union {
        unsigned long long v;
        cudacore_nvmlPciInfo_t pci;
        cudacore_nvmlMemory_v2_t mem;
        cudacore_nvmlUtilization_t util;
    } u;
    int r;
    memset(&u, 0, sizeof u);
    switch (row->shape) {
        case CUDACORE__TM_U64: r = (int)((cudacore__tm_u64_fn)f)(h, &u.v); break;
        case CUDACORE__TM_ARG2_U64: r = (int)((cudacore__tm_arg2_u64_fn)f)(h, row->arg, row->arg2, &u.v); break;
        case CUDACORE__TM_PCI: r = (int)((cudacore__PFN_nvmlDeviceGetPciInfo_v3)f)(h, &u.pci); break;
        case CUDACORE__TM_MEMORY:
            u.mem.version = CUDACORE_NVML_MEMORY_V2;
            r = (int)((cudacore__PFN_nvmlDeviceGetMemoryInfo_v2)f)(h, &u.mem);
            break;
        default: r = (int)((cudacore__PFN_nvmlDeviceGetUtilizationRates)f)(h, &u.util); break;
    }
    if (r != 0) return r;
    switch (row->shape) {
        case CUDACORE__TM_PCI:
            cudacore__copy(t->pci_bus_id, sizeof t->pci_bus_id, u.pci.busId);
            t->pci_device_id = u.pci.pciDeviceId;
            break;
        case CUDACORE__TM_MEMORY:
            t->memory_total = u.mem.total, t->memory_reserved = u.mem.reserved, t->memory_used = u.mem.used, t->memory_free = u.mem.free;
            break;
        case CUDACORE__TM_UTILIZATION: t->gpu_utilization = u.util.gpu, t->memory_utilization = u.util.memory; break;
        default: memcpy((char *)t + row->at, &u.v, sizeof u.v); break;
    }
    return 0;
}

/* Runs one row; returns NVML's answer (13, FUNCTION_NOT_FOUND, where the
   driver's NVML lacks the function). */
CUDACORE__PRIVATE int cudacore__tm_read(const cudacore__tm_row *row, cudacore_nvmlDevice_t h, cudacore_device_telemetry *t) {
    cudacore__fnptr f = cudacore__g.nvml[row->fn];
    unsigned int *u32 = (unsigned int *)(void *)((char *)t + row->at);
    if (!f && row->fn == CUDACORE__NVML_nvmlDeviceGetCurrentClocksEventReasons) /* its name before R535 */
        f = cudacore__g.nvml[CUDACORE__NVML_nvmlDeviceGetCurrentClocksThrottleReasons];
    if (!f) return 13;
    switch (row->shape) {
        case CUDACORE__TM_STR: return (int)((cudacore__tm_str_fn)f)(h, (char *)t + row->at, row->size);
        case CUDACORE__TM_U32: return (int)((cudacore__tm_u32_fn)f)(h, u32);
        case CUDACORE__TM_ARG_U32: return (int)((cudacore__tm_arg_u32_fn)f)(h, row->arg, u32);
        case CUDACORE__TM_U32X2: return (int)((cudacore__tm_u32x2_fn)f)(h, u32, (unsigned int *)(void *)((char *)t + row->at2));
        case CUDACORE__TM_NVLINK: return cudacore__tm_nvlink(f, h, u32);
        default: return cudacore__tm_read_local(row, f, h, t);
    }
}

/* NVML's answer for a field as its status: NOT_SUPPORTED (3) and
   FUNCTION_NOT_FOUND (13) alike mean "this GPU or driver does not report it". */
CUDACORE__PRIVATE cudacore_field_status cudacore__field_status(int r) {
    if (r == 0) return CUDACORE_FIELD_OK;
    if (r == 3 || r == 13) return CUDACORE_FIELD_NOT_SUPPORTED;
    return r == 4 ? CUDACORE_FIELD_NO_PERMISSION : CUDACORE_FIELD_ERROR;
}

CUDACORE_API cudacore_result cudacore_device_get_telemetry(int device, uint64_t fields, cudacore_device_telemetry *out) {
    static const char *const call = "cudacore_device_get_telemetry";
    const uint64_t all = (1ull << CUDACORE_TELEMETRY__COUNT) - 1;
    cudacore_nvmlDevice_t h = NULL;
    cudacore_result res;
    size_t i, n = sizeof cudacore__tm_rows / sizeof cudacore__tm_rows[0];
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    out->device = device;
    if (fields & ~all)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "fields 0x%llx has bits beyond the last field (CUDACORE_TELEMETRY__COUNT is %d)",
                              (unsigned long long)fields, (int)CUDACORE_TELEMETRY__COUNT);
    if (!fields) fields = all;
    if ((res = cudacore__nvml_device(device, &h, &out->nvml_index, call)) != CUDACORE_SUCCESS) return res;
    for (i = 0; i < n; i++) {
        const cudacore__tm_row *row = &cudacore__tm_rows[i];
        int r;
        if (!(fields & (1ull << row->field)) || out->status[row->field] > CUDACORE_FIELD_OK) continue;
        r = cudacore__tm_read(row, h, out);
        if (r == 15) return cudacore__nvml_fail(r, cudacore__nvml_info[row->fn].name, call, __LINE__); /* NVML_ERROR_GPU_IS_LOST */
        out->nvml_code[row->field] = r;
        out->status[row->field] = (unsigned char)cudacore__field_status(r);
    }
    for (i = 0; i < n; i++) { /* a field that failed part-way shows no half values */
        const cudacore__tm_row *row = &cudacore__tm_rows[i];
        if (out->status[row->field] == CUDACORE_FIELD_OK) continue;
        memset((char *)out + row->at, 0, row->size);
        if (row->at2) memset((char *)out + row->at2, 0, 4);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API const char *cudacore_telemetry_field_name(cudacore_telemetry_field field) {
    static const char *const names[CUDACORE_TELEMETRY__COUNT] = {
        "name", "uuid", "serial", "pci", "memory", "utilization", "temperature", "power", "power_limit", "sm_clock", "memory_clock",
        "max_sm_clock", "max_memory_clock", "performance_state", "throttle_reasons", "pcie_link", "pcie_max_link", "pcie_throughput",
        "nvlink", "ecc_mode", "ecc_errors", "mig_mode", "compute_mode", "persistence_mode"};
    return (unsigned)field < CUDACORE_TELEMETRY__COUNT ? names[field] : NULL;
}

CUDACORE_API const char *cudacore_throttle_reason_name(uint64_t reason) {
    static const char *const names[] = {"gpu_idle", "applications_clocks", "sw_power_cap", "hw_slowdown", "sync_boost",
                                        "sw_thermal",  "hw_thermal",          "hw_power_brake", "display_clocks"};
    size_t bit;
    for (bit = 0; bit < sizeof names / sizeof names[0]; bit++)
        if (reason == 1ull << bit) return names[bit];
    return NULL;
}

/* One of NVML's process lists (compute or graphics) in a new array (NULL
   and 0 when empty, or when the driver's NVML cannot list that kind). */
CUDACORE__PRIVATE cudacore_result cudacore__nvml_processes(int fn, cudacore_nvmlDevice_t h, cudacore_nvmlProcessInfo_t **list, unsigned int *n,
                                                           const char *call) {
    cudacore__PFN_nvmlDeviceGetComputeRunningProcesses_v3 f = (cudacore__PFN_nvmlDeviceGetComputeRunningProcesses_v3)cudacore__g.nvml[fn];
    unsigned int cap = 32, got = 0;
    int tries, r = 3;
    *list = NULL;
    *n = 0;
    for (tries = 0; f && tries < 4; tries++) { /* processes may start between the calls: grow and retry */
        cudacore__free(*list);
        if ((*list = (cudacore_nvmlProcessInfo_t *)cudacore__calloc(cap * sizeof **list, call)) == NULL) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        got = cap;
        if ((r = (int)f(h, &got, *list)) != 7) break; /* NVML_ERROR_INSUFFICIENT_SIZE: got is the count needed */
        cap = got + 16;
    }
    if (r == 0) {
        *n = got;
        return CUDACORE_SUCCESS;
    }
    cudacore__free(*list);
    *list = NULL;
    if (r == 3) return CUDACORE_SUCCESS; /* NOT_SUPPORTED, or no such function: no list of that kind */
    return cudacore__nvml_fail(r, cudacore__nvml_info[fn].name, call, __LINE__);
}

/* Writes process `p` (with its kinds) to out[k] when k < cap. */
CUDACORE__PRIVATE void cudacore__put_process(cudacore_gpu_process *out, size_t cap, size_t k, const cudacore_nvmlProcessInfo_t *p, unsigned int type) {
    cudacore_gpu_process *o;
    if (k >= cap) return;
    o = out + k;
    memset(o, 0, sizeof *o);
    o->pid = p->pid;
    o->type = type;
    o->used_memory = p->usedGpuMemory;
    o->gpu_instance_id = p->gpuInstanceId;
    o->compute_instance_id = p->computeInstanceId;
    if (cudacore__g.nvml[CUDACORE__NVML_nvmlSystemGetProcessName] &&
        CUDACORE__NV(nvmlSystemGetProcessName)(p->pid, o->name, (unsigned int)sizeof o->name) != CUDACORE_NVML_SUCCESS)
        o->name[0] = 0;
}

CUDACORE_API cudacore_result cudacore_device_get_processes(int device, cudacore_gpu_process *out, size_t cap, size_t *count) {
    static const char *const call = "cudacore_device_get_processes";
    cudacore_nvmlDevice_t h = NULL;
    cudacore_nvmlProcessInfo_t *compute = NULL, *graphics = NULL;
    unsigned int nc = 0, ng = 0, i, j, index = 0;
    size_t k = 0;
    cudacore_result r;
    if (count) *count = 0;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    if (!out && cap) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL but cap is %lu", (unsigned long)cap);
    if ((r = cudacore__nvml_device(device, &h, &index, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__nvml_processes(CUDACORE__NVML_nvmlDeviceGetComputeRunningProcesses_v3, h, &compute, &nc, call)) == CUDACORE_SUCCESS)
        r = cudacore__nvml_processes(CUDACORE__NVML_nvmlDeviceGetGraphicsRunningProcesses_v3, h, &graphics, &ng, call);
    for (i = 0; r == CUDACORE_SUCCESS && i < nc; i++) {
        unsigned int type = CUDACORE_PROCESS_COMPUTE;
        for (j = 0; j < ng; j++)
            if (graphics[j].pid == compute[i].pid) type |= CUDACORE_PROCESS_GRAPHICS;
        cudacore__put_process(out, cap, k++, &compute[i], type);
    }
    for (j = 0; r == CUDACORE_SUCCESS && j < ng; j++) {
        for (i = 0; i < nc && compute[i].pid != graphics[j].pid; i++) continue;
        if (i == nc) cudacore__put_process(out, cap, k++, &graphics[j], CUDACORE_PROCESS_GRAPHICS);
    }
    cudacore__free(compute);
    cudacore__free(graphics);
    if (r == CUDACORE_SUCCESS) *count = k;
    return r;
}
