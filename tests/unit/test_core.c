/* Core tests that need no GPU: results, error records, setup, handle pools,
   and the loader's paths (run in child processes with the environment set). */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"

#if defined(_WIN32)
#define T_DRIVER_NAME "nvcuda.dll"
#else
#define T_DRIVER_NAME "libcuda.so.1"
#endif

static const char *self_path;

static void results_have_names_and_messages(void) {
    CHECK(!strcmp(cudacore_result_name(CUDACORE_SUCCESS), "CUDACORE_SUCCESS"));
    CHECK(!strcmp(cudacore_result_name(CUDACORE_ERROR_INVALID_HANDLE), "CUDACORE_ERROR_INVALID_HANDLE"));
    CHECK(!strcmp(cudacore_result_name((cudacore_result)12345), "?"));
    CHECK(strstr(cudacore_result_string(CUDACORE_ERROR_STUB_LIBRARY), "stub") != NULL);
#define T_EACH(name, value, msg) CHECK(cudacore_result_string(name)[0] && !strcmp(cudacore_result_name(name), #name));
    CUDACORE_RESULT_LIST(T_EACH)
#undef T_EACH
}

static void setup_twice_is_an_error(void) {
    cudacore_desc d;
    t_setup_quiet();
    memset(&d, 0, sizeof d);
    CHECK_ERR(cudacore_setup(&d), CUDACORE_ERROR_ALREADY_SET_UP);
    CHECK(strstr(cudacore_last_error()->message, "already set up") != NULL);
    CHECK(!strcmp(cudacore_last_error()->call, "cudacore_setup"));
}

static void t_dummy_free(void *p, void *u) { (void)p; (void)u; }
static void setup_rejects_half_an_allocator(void) {
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.allocator.alloc_fn = NULL;
    d.allocator.free_fn = t_dummy_free; /* only one of the pair */
    CHECK_ERR(cudacore_setup(&d), CUDACORE_ERROR_INVALID_ARGUMENT);
}

static void shutdown_and_setup_again(void) {
    cudacore_desc d;
    t_setup_quiet();
    cudacore_shutdown();
    CHECK(!cudacore_is_set_up());
    cudacore_shutdown(); /* twice is harmless */
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.per_thread_default_stream = 1;
    CHECK_OK(cudacore_setup(&d));
    CHECK(cudacore_query_desc().per_thread_default_stream == 1);
    cudacore_shutdown();
    t_setup_quiet();
}

static void error_record_is_per_thread_and_clearable(void) {
    int *null_out = NULL;
    t_setup_quiet();
    CHECK_ERR(cudacore_device_count(null_out), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(!strcmp(cudacore_last_error()->call, "cudacore_device_count"));
    CHECK(cudacore_last_error()->line > 0);
    cudacore_clear_error();
    CHECK(cudacore_last_error()->result == CUDACORE_SUCCESS);
    CHECK(cudacore_last_error()->message[0] == 0);
}

/* Handle pools, driven directly: no GPU needed. */
static void handles_detect_stale_double_and_wrong_kind(void) {
    const cudacore_object_kind p = CUDACORE_OBJECT_EVENT;
    uint64_t id = 0, id2 = 0;
    void *payload, *again;
    t_setup_quiet();
    payload = t_pool_reserve(p, &id);
    CHECK(payload != NULL && id != 0);
    CHECK(t_pool_get(p, id) == NULL); /* not visible until committed */
    t_pool_commit(payload, id);
    CHECK(t_pool_get(p, id) == payload);
    CHECK(t_pool_get(CUDACORE_OBJECT_STREAM, id) == NULL); /* wrong kind */
    CHECK(t_bad_handle(CUDACORE_OBJECT_STREAM, id) == CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "kind 'event'") != NULL);
    CHECK(t_pool_take(p, id) == payload);
    t_pool_release(p, payload, id);
    CHECK(t_pool_take(p, id) == NULL); /* destroyed twice */
    CHECK(strstr(cudacore_last_error()->message, "destroyed") != NULL);
    again = t_pool_reserve(p, &id2);      /* the slot is reused ... */
    CHECK(again == payload && id2 != id); /* ... under a new generation */
    t_pool_commit(again, id2);
    CHECK(t_pool_get(p, id) == NULL && t_pool_get(p, id2) == again);
    CHECK(t_pool_take(p, id2) == again);
    t_pool_release(p, again, id2);
    CHECK(t_bad_handle(CUDACORE_OBJECT_EVENT, 0) == CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "zero") != NULL);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_EVENT) == 0);
}

static void pools_grow_past_one_chunk(void) {
    static uint64_t ids[3000];
    static void *payloads[3000];
    const cudacore_object_kind p = CUDACORE_OBJECT_BUFFER;
    int i;
    t_setup_quiet();
    for (i = 0; i < 3000; i++) {
        payloads[i] = t_pool_reserve(p, &ids[i]);
        CHECK(payloads[i] != NULL);
        t_pool_commit(payloads[i], ids[i]);
    }
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 3000);
    for (i = 0; i < 3000; i++) CHECK(t_pool_get(p, ids[i]) == payloads[i]);
    for (i = 0; i < 3000; i++) {
        CHECK(t_pool_take(p, ids[i]) == payloads[i]);
        t_pool_release(p, payloads[i], ids[i]);
    }
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
}

/* Every kind has a column of chunks of its own (the table is a
   permutation), and the kinds of the hot paths share the first cache line
   of row 0; objects of every kind live and are found side by side. */
static void chunk_columns_are_a_permutation_hot_kinds_first(void) {
    static const cudacore_object_kind hot[] = {CUDACORE_OBJECT_STREAM,     CUDACORE_OBJECT_EVENT,        CUDACORE_OBJECT_MEMORY_RESOURCE,
                                               CUDACORE_OBJECT_BUFFER,     CUDACORE_OBJECT_KERNEL,       CUDACORE_OBJECT_GRAPH_EXEC,
                                               CUDACORE_OBJECT_COMMUNICATOR, CUDACORE_OBJECT_RECORDER};
    int seen[32] = {0}, k;
    uint64_t ids[CUDACORE_OBJECT__COUNT];
    void *payloads[CUDACORE_OBJECT__COUNT];
    for (k = 0; k < CUDACORE_OBJECT__COUNT; k++) {
        CHECK(t_chunk_column(k) < CUDACORE_OBJECT__COUNT);
        seen[t_chunk_column(k)]++;
    }
    for (k = 0; k < CUDACORE_OBJECT__COUNT; k++) CHECK(seen[k] == 1);
    for (k = 0; k < (int)(sizeof hot / sizeof hot[0]); k++) CHECK(t_chunk_column(hot[k]) < 64 / sizeof(char *));
    t_setup_quiet();
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) {
        payloads[k] = t_pool_reserve((cudacore_object_kind)k, &ids[k]);
        CHECK(payloads[k] != NULL);
        t_pool_commit(payloads[k], ids[k]);
    }
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) {
        CHECK(t_pool_get((cudacore_object_kind)k, ids[k]) == payloads[k]);
        CHECK(cudacore_live_objects((cudacore_object_kind)k) == 1);
    }
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) {
        CHECK(t_pool_take((cudacore_object_kind)k, ids[k]) == payloads[k]);
        t_pool_release((cudacore_object_kind)k, payloads[k], ids[k]);
    }
}

/* --- the loader, in child processes -------------------------------------- */
/* Runs this program again as `child <scenario>` with variables added to its
   environment; returns its exit status. */
static int run_child(const char *env, const char *scenario) { return t_run_self(self_path, env, "child", scenario); }

/* Errors the logger was given (the missing-driver child's). */
static int errors_logged;
static void counting_logger(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    (void)tag, (void)result, (void)message, (void)line, (void)file, (void)ud;
    if (level == CUDACORE_LOG_ERROR) errors_logged++;
}

static int child(const char *scenario) {
    int n = -1, nf = -1;
    cudacore_library_info info;
    cudacore_desc d;
    cudacore_result r;
    const cudacore_error_info *e;
    memset(&d, 0, sizeof d);
    d.logger.func = counting_logger;
    cudacore_setup(&d);
    if (!strcmp(scenario, "missing-driver")) {
        r = cudacore_device_count(&n);
        e = cudacore_last_error();
        printf("  child: %s / %s\n", cudacore_result_name(r), e->message);
        if (r != CUDACORE_ERROR_LIBRARY_NOT_FOUND || n != 0) return 10;
        if (!strstr(e->detail, "/nonexistent/libcuda.so.1") || !strstr(e->detail, "CUDACORE_LIBCUDA_PATH")) return 11;
        /* the same clear error again, and for every call needing the driver */
        if (cudacore_device_set_current(0) != CUDACORE_ERROR_LIBRARY_NOT_FOUND) return 12;
        if (!strstr(cudacore_last_error()->detail, "/nonexistent")) return 13;
        /* the machine's state, not the program's mistake: recorded, never logged (a program that prints it says it once) */
        if (errors_logged != 0) return 14;
        if (cudacore_device_count(NULL) != CUDACORE_ERROR_INVALID_ARGUMENT || errors_logged != 1) return 15; /* a mistake is */
        /* cudabind.h's view: no function called, the code returned stands for the record, which says why */
        if (cudacore_library_function(CUDACORE_LIBRARY_CUDA, CUDACORE__DRV_cuInit, &nf) != NULL || nf != 500) return 16;
        e = cudacore_last_error();
        if (e->native_code != 500 || e->library != CUDACORE_LIBRARY_NONE || !strstr(e->message, "libcuda (the NVIDIA driver) could not be loaded"))
            return 17;
        return errors_logged == 1 ? 0 : 18;
    }
    if (!strcmp(scenario, "stub-driver")) {
        r = cudacore_device_count(&n);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        return r == CUDACORE_ERROR_STUB_LIBRARY && strstr(cudacore_last_error()->detail, "stub") ? 0 : 20;
    }
    if (!strcmp(scenario, "missing-nvrtc")) {
        r = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &info);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        return r == CUDACORE_ERROR_LIBRARY_NOT_FOUND && !info.loaded && strstr(cudacore_last_error()->detail, "/nonexistent/libnvrtc.so") ? 0 : 30;
    }
    if (!strcmp(scenario, "old-driver")) {
        cudacore_device_info dinfo;
        void *fn = NULL;
        int v = 0;
        /* the mock answers as a CUDA 12.0 driver with one device and 8 entry points */
        if (cudacore_device_count(&n) != CUDACORE_SUCCESS || n != 1) return 50;
        if (cudacore_driver_version(&v) != CUDACORE_SUCCESS || v != 12000) return 51;
        /* a function the driver lacks fails only the call that needs it, naming it */
        r = cudacore_device_get_info(0, &dinfo);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_SYMBOL_NOT_FOUND || !strstr(cudacore_last_error()->message, "cuDeviceGetUuid")) return 52;
        if (!strstr(cudacore_last_error()->message, "CUDA 12.0")) return 53;
        /* a function pinned above the driver's version is refused before asking */
        r = cudacore_driver_proc("cuKernelGetParamInfo", 0, &fn);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_LIBRARY_TOO_OLD || fn) return 54;
        /* one called through cudabind.h's table: the driver it needs named too */
        if (cudacore_library_function(CUDACORE_LIBRARY_CUDA, CUDACORE__DRV_cuStreamGetDevice, &n) || n != 500) return 56;
        printf("  child: %s / %s\n", cudacore_result_name(cudacore_last_error()->result), cudacore_last_error()->message);
        if (cudacore_last_error()->result != CUDACORE_ERROR_SYMBOL_NOT_FOUND || !strstr(cudacore_last_error()->message, "cuStreamGetDevice") ||
            !strstr(cudacore_last_error()->message, "the installed driver (CUDA 12.0) does not provide it; it needs a driver for CUDA 12.8 or newer"))
            return 57;
        /* and the library stays usable */
        if (cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, &v) != CUDACORE_SUCCESS || v != 8) return 55;
        return 0;
    }
    if (!strcmp(scenario, "nvjitlink-missing") || !strcmp(scenario, "nvjitlink-older")) {
        /* LTO-IR from the real NVRTC, then an nvJitLink link of it */
        static const char src[] = "extern \"C\" __global__ void k(float *x) { x[0] = 1.0f; }\n";
        cudacore_program_desc pd;
        cudacore_program_options po;
        cudacore_program prog;
        cudacore_object_code lto, out;
        cudacore_linker_options lo;
        cudacore_linker lk;
        memset(&pd, 0, sizeof pd);
        pd.source = src;
        memset(&po, 0, sizeof po);
        po.arch = "sm_90";
        po.relocatable_device_code = CUDACORE_ON;
        po.no_compile_cache = 1;
        if (cudacore_program_create(&pd, &prog) != CUDACORE_SUCCESS) return 60;
        if (cudacore_program_compile(prog, CUDACORE_CODE_LTOIR, &po, &lto) != CUDACORE_SUCCESS) return 61;
        memset(&lo, 0, sizeof lo);
        lo.arch = "sm_90";
        lo.link_time_optimization = 1;
        lo.backend = CUDACORE_LINKER_NVJITLINK;
        r = cudacore_linker_create(&lo, &lk);
        printf("  child: create: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (!strcmp(scenario, "nvjitlink-missing"))
            return r == CUDACORE_ERROR_LIBRARY_NOT_FOUND && strstr(cudacore_last_error()->message, "nvJitLink") &&
                           strstr(cudacore_last_error()->detail, "/nonexistent/libnvJitLink.so")
                       ? 0
                       : 62;
        if (r != CUDACORE_SUCCESS) return 63;
        r = cudacore_linker_add_object_code(lk, lto);
        printf("  child: add LTO-IR: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_VERSION_MISMATCH || !strstr(cudacore_last_error()->message, "LTO-IR from NVRTC 1") ||
            !strstr(cudacore_last_error()->message, "the loaded nvJitLink is 12.4"))
            return 64;
        (void)out;
        cudacore_linker_destroy(lk);
        cudacore_object_code_destroy(lto);
        cudacore_program_destroy(prog);
        return 0;
    }
    if (!strcmp(scenario, "default-search")) {
        /* whatever this machine has: a driver that loads, or a clear list of what was tried */
        r = cudacore_device_count(&n);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r == CUDACORE_SUCCESS) return n >= 0 ? 0 : 40;
        if (r == CUDACORE_ERROR_LIBRARY_NOT_FOUND) return strstr(cudacore_last_error()->detail, T_DRIVER_NAME " (system loader)") ? 0 : 41;
        return r == CUDACORE_ERROR_NO_DEVICE ? 0 : 42;
    }
    return 99;
}

static void loader_missing_driver_path_from_env(void) {
    CHECK(run_child("CUDACORE_LIBCUDA_PATH=/nonexistent/libcuda.so.1", "missing-driver") == 0);
}

static void loader_rejects_the_toolkit_stub(void) {
    char env[1024];
    const char *home = getenv("CUDA_HOME") ? getenv("CUDA_HOME") : "/usr/local/cuda";
    FILE *f;
#if defined(_WIN32)
    (void)home;
    (void)f;
    SKIP("Windows toolkits ship no stub driver DLL (lib\\x64\\cuda.lib is an import library)");
#endif
    snprintf(env, sizeof env, "%s/lib64/stubs/libcuda.so", home);
    f = fopen(env, "rb");
    if (!f) SKIP("the toolkit's stub libcuda is not installed");
    fclose(f);
    snprintf(env, sizeof env, "CUDACORE_LIBCUDA_PATH=%s/lib64/stubs/libcuda.so", home);
    CHECK(run_child(env, "stub-driver") == 0);
}

static void loader_missing_nvrtc_path_from_env(void) {
    CHECK(run_child("CUDACORE_NVRTC_PATH=/nonexistent/libnvrtc.so.13", "missing-nvrtc") == 0);
}

static void loader_default_search_is_clear(void) { CHECK(run_child("", "default-search") == 0); }

static void loader_nvrtc_without_nvjitlink(void) {
    cudacore_library_info li;
    t_setup_quiet();
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) != CUDACORE_SUCCESS) SKIP("no NVRTC on this machine");
    CHECK(run_child("CUDACORE_NVJITLINK_PATH=/nonexistent/libnvJitLink.so.13", "nvjitlink-missing") == 0);
}

static void loader_nvjitlink_older_than_nvrtc(void) {
    char env[1200], dir[1024];
    cudacore_library_info li;
    t_setup_quiet();
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) != CUDACORE_SUCCESS) SKIP("no NVRTC on this machine");
    if (li.version <= 12040) SKIP("NVRTC is not newer than the mock nvJitLink 12.4");
    t_dirname(self_path, dir, sizeof dir);
    snprintf(env, sizeof env, "CUDACORE_NVJITLINK_PATH=%s/" T_SHLIB("libnvjitlink_mock"), dir);
    CHECK(run_child(env, "nvjitlink-older") == 0);
}

static void loader_driver_older_than_a_pinned_function(void) {
    char env[1200], dir[1024];
    t_dirname(self_path, dir, sizeof dir);
    snprintf(env, sizeof env, "CUDACORE_LIBCUDA_PATH=%s/" T_SHLIB("libcuda_mock"), dir);
    CHECK(run_child(env, "old-driver") == 0);
}

static void nvrtc_and_nvjitlink_are_found(void) {
    cudacore_library_info nvrtc, nvjitlink;
    t_setup_quiet();
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &nvrtc) != CUDACORE_SUCCESS) SKIP("no NVRTC on this machine");
    CHECK(nvrtc.loaded && nvrtc.version_major >= 12 && nvrtc.path[0]);
    CHECK_OK(cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &nvjitlink));
    CHECK(nvjitlink.loaded && nvjitlink.version >= nvrtc.version - 990);
}

static void device_calls_without_gpu_fail_clearly(void) {
    int n = 0;
    cudacore_device_info info;
    t_setup_quiet();
    if (cudacore_device_count(&n) == CUDACORE_SUCCESS) {
        CHECK_ERR(cudacore_device_get_info(n, &info), CUDACORE_ERROR_INVALID_DEVICE);
        CHECK_ERR(cudacore_device_get_info(-1, &info), CUDACORE_ERROR_INVALID_DEVICE);
        CHECK(strstr(cudacore_last_error()->message, "out of range") != NULL);
        return;
    }
    CHECK(cudacore_device_get_info(0, &info) == cudacore_last_error()->result);
    CHECK(cudacore_last_error()->message[0]);
}

int main(int argc, char **argv) {
    self_path = argv[0];
    CHILD_FIRST(argc, argv, child);
    RUN(results_have_names_and_messages);
    RUN(setup_twice_is_an_error);
    RUN(setup_rejects_half_an_allocator);
    RUN(shutdown_and_setup_again);
    RUN(error_record_is_per_thread_and_clearable);
    RUN(handles_detect_stale_double_and_wrong_kind);
    RUN(pools_grow_past_one_chunk);
    RUN(chunk_columns_are_a_permutation_hot_kinds_first);
    RUN(loader_missing_driver_path_from_env);
    RUN(loader_rejects_the_toolkit_stub);
    RUN(loader_missing_nvrtc_path_from_env);
    RUN(loader_default_search_is_clear);
    RUN(loader_driver_older_than_a_pinned_function);
    RUN(loader_nvrtc_without_nvjitlink);
    RUN(loader_nvjitlink_older_than_nvrtc);
    RUN(nvrtc_and_nvjitlink_are_found);
    RUN(device_calls_without_gpu_fail_clearly);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
