/* System and telemetry without a GPU: NVML loading and its absence, the
   table of telemetry fields with their own "not supported" states, the
   UUID mapping of cudacore ordinals to NVML devices (NVML's order differs,
   one GPU is found by its PCI bus id), processes, and cudabind.h's NVML and
   libNVVM wrappers. The driver and NVML are the mocks in tests/mock (see
   libnvml_mock.c for what each mock GPU answers); every scenario runs in a
   child process, as each library is loaded once per process. */
#define _POSIX_C_SOURCE 200809L /* popen, fork */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"
#include "../../cudabind.h"

#define MOCK_CUDA T_SHLIB("libcuda_mock")
#define MOCK_NVML T_SHLIB("libnvml_mock")

static const char *self_path;
static char dir[1024];

static int run_child(const char *env, const char *scenario) { return t_run_self(self_path, env, "child", scenario); }
/* The mocks: three CUDA devices with UUIDs, four NVML GPUs; `more` adds variables. */
static int run_mocked(const char *more, const char *scenario) {
    char env[3072];
    FILE *f;
    snprintf(env, sizeof env, "%s/" MOCK_NVML, dir);
    if ((f = fopen(env, "rb")) == NULL) return 77;
    fclose(f);
    snprintf(env, sizeof env,
             "CUDACORE_LIBCUDA_PATH=%s/" MOCK_CUDA " CUDACORE_MOCK_DEVICES=3 CUDACORE_MOCK_UUIDS=1 CUDACORE_NVML_PATH=%s/" MOCK_NVML " %s", dir,
             dir, more);
    return run_child(env, scenario);
}
#define CHECK_CHILD(more, scenario) \
    do { \
        int rc_ = run_mocked(more, scenario); \
        if (rc_ == 77) SKIP("the mock NVML was not built next to the test binary"); \
        CHECK(rc_ == 0); \
    } while (0)

/*--- the child's scenarios: 0 = passed, otherwise the number of the failed step ---*/
#define STEP(n, cond) \
    do { \
        if (!(cond)) { \
            printf("  child step %d failed: %s\n", n, #cond); \
            cudacore_print_error(stdout); \
            return n; \
        } \
    } while (0)

static int child_absent(void) {
    cudacore_system_info si;
    cudacore_device_telemetry t;
    cudacore_library_info li;
    int n = 0;
    STEP(1, cudacore_system_get_info(&si) == CUDACORE_ERROR_LIBRARY_NOT_FOUND);
    STEP(2, strstr(cudacore_last_error()->detail, "/nonexistent/libnvidia-ml.so.1") && strstr(cudacore_last_error()->detail, "CUDACORE_NVML_PATH"));
    STEP(3, strstr(cudacore_last_error()->message, "NVML"));
    STEP(4, cudacore_device_get_telemetry(0, 0, &t) == CUDACORE_ERROR_LIBRARY_NOT_FOUND && t.status[CUDACORE_TELEMETRY_NAME] == 0);
    STEP(5, cudacore_library_load(CUDACORE_LIBRARY_NVML, &li) == CUDACORE_ERROR_LIBRARY_NOT_FOUND && !li.loaded);
    /* nothing else is touched: the driver works */
    STEP(6, cudacore_device_count(&n) == CUDACORE_SUCCESS && n == 3);
    STEP(7, cudabind_nvmlInit_v2().err == CUDACORE_NVML_ERROR_LIBRARY_NOT_FOUND && cudacore_last_error()->result == CUDACORE_ERROR_LIBRARY_NOT_FOUND);
    return 0;
}

static int child_default_search(void) {
    cudacore_system_info si;
    cudacore_result r = cudacore_system_get_info(&si);
    printf("  child: %s / %s\n", cudacore_result_name(r), r ? cudacore_last_error()->message : si.driver_version);
    if (r == CUDACORE_SUCCESS) return si.nvml_device_count >= 0 && si.driver_version[0] ? 0 : 1;
    if (r == CUDACORE_ERROR_LIBRARY_NOT_FOUND) return strstr(cudacore_last_error()->detail, "(system loader)") ? 0 : 2;
    return r == CUDACORE_ERROR_NVML ? 0 : 3; /* a driver that is installed but not running */
}

static int child_info(void) {
    cudacore_system_info si;
    cudacore_library_info li;
    STEP(1, cudacore_system_get_info(&si) == CUDACORE_SUCCESS);
    STEP(2, !strcmp(si.driver_version, "999.99.01") && !strcmp(si.nvml_version, "13.999.99.01"));
    STEP(3, si.cuda_driver_version == 13010 && si.nvml_device_count == 4);
    STEP(4, cudacore_library_load(CUDACORE_LIBRARY_NVML, &li) == CUDACORE_SUCCESS && li.loaded && strstr(li.path, MOCK_NVML));
    STEP(5, li.version == 13010 && li.version_major == 13 && li.version_minor == 1);
    STEP(6, cudacore_system_get_info(NULL) == CUDACORE_ERROR_INVALID_ARGUMENT);
    return 0;
}

static int child_init_fails(void) {
    cudacore_system_info si;
    int i;
    for (i = 0; i < 2; i++) { /* the same clear error every time */
        STEP(1, cudacore_system_get_info(&si) == CUDACORE_ERROR_NVML);
        STEP(2, strstr(cudacore_last_error()->message, "NVML_ERROR_DRIVER_NOT_LOADED") && strstr(cudacore_last_error()->message, "Driver Not Loaded"));
    }
    STEP(3, cudabind_nvmlDeviceGetCount_v2().err == CUDACORE_NVML_ERROR_UNINITIALIZED);
    return 0;
}

static int child_mapping(void) {
    /* NVML's order is not CUDA's: CUDA 0 is NVML 2, CUDA 1 is NVML 1, CUDA 2 (a UUID NVML does not know) NVML 3 by its bus */
    static const unsigned int expect[3] = {2, 1, 3};
    cudacore_device_telemetry t;
    cudacore_nvmlDevice_t h = NULL;
    unsigned int index = 99;
    char name[32];
    int d;
    for (d = 0; d < 3; d++) {
        STEP(1, cudacore_device_nvml(d, &h, &index) == CUDACORE_SUCCESS && h && index == expect[d]);
        STEP(2, cudacore_device_get_telemetry(d, 0, &t) == CUDACORE_SUCCESS && t.device == d && t.nvml_index == expect[d]);
        snprintf(name, sizeof name, "mock GPU %u", expect[d]);
        STEP(3, t.status[CUDACORE_TELEMETRY_NAME] == CUDACORE_FIELD_OK && !strcmp(t.name, name));
        STEP(4, t.temperature == 40 + expect[d] && t.sm_clock == 1000 + expect[d]);
    }
    STEP(5, cudacore_device_nvml(0, NULL, &index) == CUDACORE_SUCCESS && index == 2);
    STEP(6, cudacore_device_nvml(3, &h, NULL) == CUDACORE_ERROR_INVALID_DEVICE && h == NULL);
    STEP(7, cudacore_device_get_telemetry(-1, 0, &t) == CUDACORE_ERROR_INVALID_DEVICE && t.device == -1);
    return 0;
}

static int child_fields(void) {
    cudacore_device_telemetry t;
    int f;
    /* CUDA 0 = NVML 2: everything but MIG (the driver's NVML lacks the function) */
    STEP(1, cudacore_device_get_telemetry(0, CUDACORE_TELEMETRY_ALL, &t) == CUDACORE_SUCCESS);
    for (f = 0; f < CUDACORE_TELEMETRY__COUNT; f++)
        if (f != CUDACORE_TELEMETRY_MIG_MODE && t.status[f] != CUDACORE_FIELD_OK) {
            printf("  field %s: status %d, NVML %d\n", cudacore_telemetry_field_name((cudacore_telemetry_field)f), t.status[f], t.nvml_code[f]);
            return 2;
        }
    STEP(3, t.status[CUDACORE_TELEMETRY_MIG_MODE] == CUDACORE_FIELD_NOT_SUPPORTED && t.nvml_code[CUDACORE_TELEMETRY_MIG_MODE] == 13);
    STEP(4, !strcmp(t.uuid, "GPU-c0010203-0405-0607-0809-0a0b0c0d0e0f") && !strcmp(t.serial, "1320000000002"));
    STEP(5, !strcmp(t.pci_bus_id, "00000000:01:00.0") && t.pci_device_id == 0x233010de);
    STEP(6, t.memory_total == 80ull << 30 && t.memory_reserved == 512ull << 20 && t.memory_used == 2ull << 30 &&
                t.memory_total == t.memory_reserved + t.memory_used + t.memory_free);
    STEP(7, t.gpu_utilization == 20 && t.memory_utilization == 10 && t.power_usage == 102000 && t.power_limit == 300000);
    STEP(8, t.memory_clock == 2002 && t.max_sm_clock == 1980 && t.max_memory_clock == 2619 && t.performance_state == 2);
    STEP(9, t.throttle_reasons == 0); /* read through the pre-R535 name */
    STEP(10, t.pcie_generation == 4 && t.pcie_width == 16 && t.pcie_max_generation == 5 && t.pcie_max_width == 16 && t.pcie_tx == 200 &&
                 t.pcie_rx == 400);
    STEP(11, t.nvlink_links == 4 && t.nvlink_active == 0x5);
    STEP(12, t.ecc_enabled == 1 && t.ecc_pending == 1 && t.ecc_corrected == 1 && t.ecc_uncorrected == 11 && t.ecc_corrected_lifetime == 2 &&
                 t.ecc_uncorrected_lifetime == 12);
    STEP(13, t.compute_mode == 0 && t.persistence_mode == 1 && t.mig_enabled == 0);
    /* CUDA 1 = NVML 1: no permission for the serial, no NVLink, clocks held back */
    STEP(20, cudacore_device_get_telemetry(1, 0, &t) == CUDACORE_SUCCESS);
    STEP(21, t.status[CUDACORE_TELEMETRY_SERIAL] == CUDACORE_FIELD_NO_PERMISSION && t.nvml_code[CUDACORE_TELEMETRY_SERIAL] == 4 && !t.serial[0]);
    STEP(22, t.status[CUDACORE_TELEMETRY_NVLINK] == CUDACORE_FIELD_NOT_SUPPORTED && t.nvlink_links == 0);
    STEP(23, t.throttle_reasons == (CUDACORE_THROTTLE_SW_POWER_CAP | CUDACORE_THROTTLE_HW_THERMAL) && t.compute_mode == 3);
    /* CUDA 2 = NVML 3: a field that fails half-way shows nothing; ECC counters not supported */
    STEP(30, cudacore_device_get_telemetry(2, 0, &t) == CUDACORE_SUCCESS);
    STEP(31, t.status[CUDACORE_TELEMETRY_PCIE_LINK] == CUDACORE_FIELD_NOT_SUPPORTED && t.pcie_generation == 0 && t.pcie_width == 0);
    STEP(32, t.status[CUDACORE_TELEMETRY_PCIE_MAX_LINK] == CUDACORE_FIELD_OK && t.pcie_max_generation == 5);
    STEP(33, t.status[CUDACORE_TELEMETRY_ECC_ERRORS] == CUDACORE_FIELD_NOT_SUPPORTED && t.ecc_corrected == 0 && t.ecc_uncorrected_lifetime == 0);
    STEP(34, t.status[CUDACORE_TELEMETRY_ECC_MODE] == CUDACORE_FIELD_OK && t.ecc_pending == 0 && !strcmp(t.pci_bus_id, "00000000:03:00.0"));
    return 0;
}

static int child_mask(void) {
    cudacore_device_telemetry t;
    int f;
    STEP(1, cudacore_device_get_telemetry(1, CUDACORE_TELEMETRY_WATCH, &t) == CUDACORE_SUCCESS);
    for (f = 0; f < CUDACORE_TELEMETRY__COUNT; f++)
        STEP(2, t.status[f] == ((CUDACORE_TELEMETRY_WATCH >> f) & 1 ? CUDACORE_FIELD_OK : CUDACORE_FIELD_NOT_QUERIED));
    STEP(3, !t.name[0] && t.temperature == 41 && t.memory_used == 1ull << 30);
    STEP(4, cudacore_device_get_telemetry(1, 1ull << CUDACORE_TELEMETRY__COUNT, &t) == CUDACORE_ERROR_INVALID_ARGUMENT);
    STEP(5, strstr(cudacore_last_error()->message, "fields"));
    STEP(6, cudacore_device_get_telemetry(1, 0, NULL) == CUDACORE_ERROR_INVALID_ARGUMENT);
    return 0;
}

static int child_lost(void) {
    cudacore_device_telemetry t;
    cudacore_gpu_process p[4];
    size_t n = 9;
    STEP(1, cudacore_device_get_telemetry(0, 0, &t) == CUDACORE_ERROR_NVML);
    STEP(2, cudacore_last_error()->library == CUDACORE_LIBRARY_NVML && cudacore_last_error()->native_code == 15);
    STEP(3, !strcmp(cudacore_last_error()->native_name, "NVML_ERROR_GPU_IS_LOST") && !strcmp(cudacore_last_error()->native_string, "GPU is lost"));
    STEP(4, cudacore_device_get_processes(0, p, 4, &n) == CUDACORE_ERROR_NVML && n == 0);
    STEP(5, cudacore_device_get_telemetry(1, 0, &t) == CUDACORE_SUCCESS); /* the others still answer */
    return 0;
}

static int child_processes(void) {
    cudacore_gpu_process p[4];
    size_t n = 0;
    STEP(1, cudacore_device_get_processes(0, p, 4, &n) == CUDACORE_SUCCESS && n == 3);
    STEP(2, p[0].pid == 100 && p[0].type == CUDACORE_PROCESS_COMPUTE && p[0].used_memory == 1ull << 30 && !strcmp(p[0].name, "/usr/bin/mock-100"));
    STEP(3, p[1].pid == 200 && p[1].type == (CUDACORE_PROCESS_COMPUTE | CUDACORE_PROCESS_GRAPHICS) && p[1].gpu_instance_id == 0xFFFFFFFFu);
    STEP(4, p[2].pid == 300 && p[2].type == CUDACORE_PROCESS_GRAPHICS && p[2].used_memory == UINT64_MAX && !p[2].name[0]);
    memset(p, 0, sizeof p);
    STEP(5, cudacore_device_get_processes(0, p, 1, &n) == CUDACORE_SUCCESS && n == 3 && p[0].pid == 100 && p[1].pid == 0);
    STEP(6, cudacore_device_get_processes(0, NULL, 0, &n) == CUDACORE_SUCCESS && n == 3);
    STEP(7, cudacore_device_get_processes(1, p, 4, &n) == CUDACORE_SUCCESS && n == 0);
    STEP(8, cudacore_device_get_processes(0, NULL, 2, &n) == CUDACORE_ERROR_INVALID_ARGUMENT);
    STEP(9, cudacore_device_get_processes(0, p, 4, NULL) == CUDACORE_ERROR_INVALID_ARGUMENT);
    return 0;
}

static int child_bind(void) {
    cudacore_nvmlDevice_t h = NULL;
    cudacore_nvmlMemory_v2_t mem;
    cudabind_nvmlDeviceGetTemperature_result temp;
    cudabind_nvmlDeviceGetHandleByIndex_v2_result byindex;
    STEP(1, cudabind_nvmlDeviceGetCount_v2().deviceCount == 4); /* cudacore's load ran nvmlInit_v2 */
    STEP(2, cudacore_device_nvml(0, &h, NULL) == CUDACORE_SUCCESS);
    temp = cudabind_nvmlDeviceGetTemperature(h, CUDACORE_NVML_TEMPERATURE_GPU);
    STEP(3, temp.err == CUDACORE_NVML_SUCCESS && temp.temp == 42);
    byindex = cudabind_nvmlDeviceGetHandleByIndex_v2(2);
    STEP(4, byindex.err == CUDACORE_NVML_SUCCESS && byindex.device == h);
    memset(&mem, 0, sizeof mem);
    mem.version = CUDACORE_NVML_MEMORY_V2;
    STEP(5, cudabind_nvmlDeviceGetMemoryInfo_v2(h, &mem).err == CUDACORE_NVML_SUCCESS && mem.used == 2ull << 30);
    mem.version = 1;
    STEP(6, cudabind_nvmlDeviceGetMemoryInfo_v2(h, &mem).err == CUDACORE_NVML_ERROR_ARGUMENT_VERSION_MISMATCH);
    STEP(7, cudacore_last_error()->result == CUDACORE_ERROR_NVML && cudacore_last_error()->library == CUDACORE_LIBRARY_NVML &&
                !strcmp(cudacore_last_error()->call, "nvmlDeviceGetMemoryInfo_v2") &&
                !strcmp(cudacore_last_error()->native_name, "NVML_ERROR_ARGUMENT_VERSION_MISMATCH"));
    /* a function this NVML lacks: the library's "not found", and a record naming it */
    STEP(8, cudabind_nvmlDeviceGetMigMode(h).err == CUDACORE_NVML_ERROR_FUNCTION_NOT_FOUND);
    STEP(9, cudacore_last_error()->result == CUDACORE_ERROR_SYMBOL_NOT_FOUND && strstr(cudacore_last_error()->message, "nvmlDeviceGetMigMode"));
    STEP(10, !strcmp(cudabind_nvmlErrorString(CUDACORE_NVML_ERROR_NOT_SUPPORTED).value, "Not Supported"));
    STEP(11, !strcmp(cudabind_nvmlReturn_t_name(CUDACORE_NVML_ERROR_GPU_IS_LOST), "NVML_ERROR_GPU_IS_LOST"));
    STEP(12, !strcmp(cudabind_nvmlReturn_t_string(CUDACORE_NVML_ERROR_NOT_SUPPORTED), "not supported"));
    STEP(13, !strcmp(cudabind_nvmlReturn_t_name((cudacore_nvmlReturn_t)12345), "?"));
    return 0;
}

static int child(const char *scenario) {
    t_setup_quiet();
    if (!strcmp(scenario, "absent")) return child_absent();
    if (!strcmp(scenario, "default-search")) return child_default_search();
    if (!strcmp(scenario, "info")) return child_info();
    if (!strcmp(scenario, "init-fails")) return child_init_fails();
    if (!strcmp(scenario, "mapping")) return child_mapping();
    if (!strcmp(scenario, "fields")) return child_fields();
    if (!strcmp(scenario, "mask")) return child_mask();
    if (!strcmp(scenario, "lost")) return child_lost();
    if (!strcmp(scenario, "processes")) return child_processes();
    if (!strcmp(scenario, "bind")) return child_bind();
    return 99;
}

/*--- the tests ---*/
static void nvml_absent_fails_clearly_and_touches_nothing_else(void) {
    char env[1200];
    FILE *f;
    snprintf(env, sizeof env, "%s/" MOCK_CUDA, dir);
    if ((f = fopen(env, "rb")) == NULL) SKIP("the mock driver was not built next to the test binary");
    fclose(f);
    snprintf(env, sizeof env, "CUDACORE_LIBCUDA_PATH=%s/" MOCK_CUDA " CUDACORE_MOCK_DEVICES=3 CUDACORE_NVML_PATH=/nonexistent/libnvidia-ml.so.1", dir);
    CHECK(run_child(env, "absent") == 0);
}
static void nvml_default_search_is_clear(void) { CHECK(run_child("", "default-search") == 0); }
static void system_info_comes_from_nvml(void) { CHECK_CHILD("", "info"); }
static void nvml_init_failure_names_nvml_error(void) { CHECK_CHILD("CUDACORE_MOCK_NVML_INIT=9", "init-fails"); }
static void ordinals_map_by_uuid_not_by_index(void) { CHECK_CHILD("", "mapping"); }
static void each_field_has_its_own_status(void) { CHECK_CHILD("", "fields"); }
static void telemetry_reads_only_the_fields_asked(void) { CHECK_CHILD("", "mask"); }
static void a_lost_gpu_fails_the_query(void) { CHECK_CHILD("CUDACORE_MOCK_NVML_LOST=2", "lost"); }
static void processes_merge_compute_and_graphics(void) { CHECK_CHILD("", "processes"); }
static void cudabind_nvml_wrappers(void) { CHECK_CHILD("", "bind"); }

static void field_and_reason_names(void) {
    int f, g;
    uint64_t bit;
    for (f = 0; f < CUDACORE_TELEMETRY__COUNT; f++) {
        const char *name = cudacore_telemetry_field_name((cudacore_telemetry_field)f);
        CHECK(name && name[0]);
        for (g = 0; g < f; g++) CHECK(strcmp(name, cudacore_telemetry_field_name((cudacore_telemetry_field)g)) != 0);
    }
    CHECK(!strcmp(cudacore_telemetry_field_name(CUDACORE_TELEMETRY_TEMPERATURE), "temperature"));
    CHECK(cudacore_telemetry_field_name(CUDACORE_TELEMETRY__COUNT) == NULL);
    CHECK(cudacore_telemetry_field_name((cudacore_telemetry_field)-1) == NULL);
    for (bit = 1; bit <= CUDACORE_THROTTLE_DISPLAY_CLOCKS; bit <<= 1) CHECK(cudacore_throttle_reason_name(bit) != NULL);
    CHECK(!strcmp(cudacore_throttle_reason_name(CUDACORE_THROTTLE_SW_POWER_CAP), "sw_power_cap"));
    CHECK(cudacore_throttle_reason_name(0) == NULL);
    CHECK(cudacore_throttle_reason_name(CUDACORE_THROTTLE_GPU_IDLE | CUDACORE_THROTTLE_HW_SLOWDOWN) == NULL);
    CHECK(cudacore_throttle_reason_name(1ull << 40) == NULL);
}

/* tools/cudacore-info on the mocks: the telemetry in its JSON and --watch lines
   (read through popen: POSIX; test-windows checks the tools' output itself). */
static int info_output(const char *args, char *out, size_t cap) {
#if defined(_WIN32)
    (void)args, (void)out, (void)cap;
    return -1;
#else
    char cmd[4096];
    size_t n;
    FILE *p, *f;
    snprintf(cmd, sizeof cmd, "%s/../cudacore-info", dir);
    if ((f = fopen(cmd, "rb")) == NULL) return -1;
    fclose(f);
    snprintf(cmd, sizeof cmd,
             "CUDACORE_LIBCUDA_PATH=%s/libcuda_mock.so CUDACORE_MOCK_DEVICES=3 CUDACORE_MOCK_UUIDS=1 CUDACORE_NVML_PATH=%s/libnvml_mock.so "
             "'%s/../cudacore-info' %s",
             dir, dir, dir, args);
    if ((p = popen(cmd, "r")) == NULL) return -1;
    n = fread(out, 1, cap - 1, p);
    out[n] = 0;
    return pclose(p) == 0 ? (int)n : -1;
#endif
}
static int count_of(const char *s, const char *what) {
    int n = 0;
    for (; (s = strstr(s, what)) != NULL; s++) n++;
    return n;
}
static void cudacore_info_prints_telemetry_and_watches(void) {
    static char out[1 << 17];
    if (info_output("--watch 0.01 --count 2", out, sizeof out) < 0) SKIP("build/cudacore-info or the mocks are not built (or Windows: read through popen)");
    CHECK(count_of(out, "# gpu") == 1 && count_of(out, "\n") == 2 + 2 * 3);
    CHECK(strstr(out, "    0      2    102     42     20     10   2002   1002      2048     81920\n") != NULL);
    CHECK(info_output("--json", out, sizeof out) > 0);
    CHECK(count_of(out, "\"telemetry\": {\"nvml_index\": ") == 3 && strstr(out, "\"nvml_index\": 3, \"name\": \"mock GPU 3\"") != NULL);
    CHECK(strstr(out, "\"mig_mode\": null") && strstr(out, "\"mig_mode\": \"not_supported\""));
    CHECK(strstr(out, "\"throttle_reasons\": [\"sw_power_cap\", \"hw_thermal\"]") != NULL);
    CHECK(strstr(out, "{\"pid\": 300, \"type\": \"G\", \"used_memory\": null, \"name\": \"\"}") != NULL);
    CHECK(info_output("", out, sizeof out) > 0 && strstr(out, "    serial               (no_permission)\n") != NULL);
    CHECK(strstr(out, "display driver 999.99.01, NVML 13.999.99.01, CUDA 13.1; NVML sees 4 GPUs") != NULL);
}

/* libNVVM through cudabind.h: real where the toolkit has it, "not found" otherwise. */
static void cudabind_nvvm_wrappers(void) {
    cudabind_nvvmVersion_result v;
    cudabind_nvvmCreateProgram_result p;
    cudacore_library_info li;
    t_setup_quiet();
    v = cudabind_nvvmVersion();
    if (cudacore_library_load(CUDACORE_LIBRARY_NVVM, &li) != CUDACORE_SUCCESS) {
        CHECK(v.err == CUDACORE_NVVM_ERROR_PROGRAM_CREATION_FAILURE && v.major == 0);
        CHECK(cudacore_last_error()->result == CUDACORE_ERROR_LIBRARY_NOT_FOUND);
        SKIP("no libNVVM on this machine (checked: the wrappers fail cleanly)");
    }
    CHECK(v.err == CUDACORE_NVVM_SUCCESS && v.major >= 1 && li.version == v.major * 1000 + v.minor * 10);
    p = cudabind_nvvmCreateProgram();
    CHECK(p.err == CUDACORE_NVVM_SUCCESS && p.prog);
    CHECK(cudabind_nvvmCompileProgram(p.prog, 0, NULL).err == CUDACORE_NVVM_ERROR_NO_MODULE_IN_PROGRAM);
    CHECK(cudacore_last_error()->library == CUDACORE_LIBRARY_NVVM && !strcmp(cudacore_last_error()->call, "nvvmCompileProgram"));
    CHECK(cudabind_nvvmDestroyProgram(&p.prog).err == CUDACORE_NVVM_SUCCESS);
    CHECK(!strcmp(cudabind_nvvmResult_name(CUDACORE_NVVM_ERROR_COMPILATION), "NVVM_ERROR_COMPILATION"));
}

int main(int argc, char **argv) {
    self_path = argv[0];
    t_dirname(self_path, dir, sizeof dir);
    CHILD_FIRST(argc, argv, child);
    RUN(nvml_absent_fails_clearly_and_touches_nothing_else);
    RUN(nvml_default_search_is_clear);
    RUN(system_info_comes_from_nvml);
    RUN(nvml_init_failure_names_nvml_error);
    RUN(ordinals_map_by_uuid_not_by_index);
    RUN(each_field_has_its_own_status);
    RUN(telemetry_reads_only_the_fields_asked);
    RUN(a_lost_gpu_fails_the_query);
    RUN(processes_merge_compute_and_graphics);
    RUN(cudabind_nvml_wrappers);
    RUN(field_and_reason_names);
    RUN(cudacore_info_prints_telemetry_and_watches);
    RUN(cudabind_nvvm_wrappers);
    cudacore_shutdown();
    TEST_EXIT();
}
