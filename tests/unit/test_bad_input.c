/* Bad input for every public function of cudacore.h, without a GPU.

   A table of rows (tests/bad_input.h): each calls one function with one bad
   input -- NULL out-parameters, zero, destroyed, wrong-kind and forged
   handles, sizes of 0 and near SIZE_MAX, out-of-range ordinals and enums,
   contradicting options, empty / NUL-bearing / garbage code, names that do
   not exist -- and expects one specific cudacore_result with a message in
   the error record. No row may crash, leak or leave a half-built object.

   The driver is tests/mock/libcuda_mock.so (one device, CUDA 12.0, a handful
   of entry points), so that ordinals and the default streams resolve the
   same way on every machine, with or without a GPU. NVRTC and nvJitLink rows
   run where the toolkit is installed (skipped, counted, otherwise).

   The last test parses the CUDACORE_API declarations of cudacore.h and fails
   if a public function has no row: a new function needs its rows here.
   Rows that need live driver objects (streams, events, kernels, device
   memory) are in tests/gpu/test_bad_input_gpu.c. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../bad_input.h"
#include <ctype.h>
#include <limits.h>
#include "../portable.h"
#include <pthread.h>
#include <sys/stat.h>
#include <fcntl.h>
#if defined(_WIN32)
#define T_DEV_NULL "NUL"
#else
#define T_DEV_NULL "/dev/null"
#endif

static const char *self_path;

static char mock_path[1024], nccl_mock_path[1024];
static int have_mock, have_nccl_mock;
static char cache_dir[256];
static int have_nvrtc, have_nvjitlink;

/* handles by kind: zero, destroyed, of another kind (live), forged (right
   kind bits, a slot index no pool has) */
static cudacore_stream ST(uint64_t id) { cudacore_stream h; h.id = id; return h; }
static cudacore_event EV(uint64_t id) { cudacore_event h; h.id = id; return h; }
static cudacore_memory_resource MR(uint64_t id) { cudacore_memory_resource h; h.id = id; return h; }
static cudacore_buffer BU(uint64_t id) { cudacore_buffer h; h.id = id; return h; }
static cudacore_program PR(uint64_t id) { cudacore_program h; h.id = id; return h; }
static cudacore_object_code OC(uint64_t id) { cudacore_object_code h; h.id = id; return h; }
static cudacore_kernel KE(uint64_t id) { cudacore_kernel h; h.id = id; return h; }
static cudacore_linker LK(uint64_t id) { cudacore_linker h; h.id = id; return h; }
static cudacore_recorder RC(uint64_t id) { cudacore_recorder h; h.id = id; return h; }
static uint64_t forged(cudacore_object_kind kind) { return ((uint64_t)7 << 32) | ((uint64_t)kind << 24) | 0xFFFFF0u; }

static uint64_t stale[CUDACORE_OBJECT__COUNT];   /* a destroyed handle of each kind */
static uint64_t wrong[CUDACORE_OBJECT__COUNT];   /* a live handle of another kind */

/* Four rows for one handle parameter: `H` (of type T, made by ctor) is zero,
   destroyed, of another kind, forged. expr uses H. */
#define HANDLE_ROWS(fn, T, ctor, KIND, expr) \
    do { \
        T H; \
        H = ctor(0); \
        BI_KIND(BI_ZERO); \
        BAD(fn, E_HANDLE, expr); \
        H = ctor(stale[CUDACORE_OBJECT_##KIND]); \
        BI_KIND(BI_STALE); \
        BAD(fn, E_HANDLE, expr); \
        H = ctor(wrong[CUDACORE_OBJECT_##KIND]); \
        BI_KIND(BI_KIND); \
        BAD(fn, E_HANDLE, expr); \
        H = ctor(forged(CUDACORE_OBJECT_##KIND)); \
        BAD(fn, E_HANDLE, expr); \
    } while (0)
/* The same, checking that out-parameter `out` is written on each failure. */
#define HANDLE_ROWS_OUT(fn, T, ctor, KIND, out, expr) \
    do { \
        T H; \
        H = ctor(0); \
        BI_KIND(BI_ZERO); \
        BAD_OUT(fn, E_HANDLE, out, expr); \
        H = ctor(stale[CUDACORE_OBJECT_##KIND]); \
        BI_KIND(BI_STALE); \
        BAD_OUT(fn, E_HANDLE, out, expr); \
        H = ctor(wrong[CUDACORE_OBJECT_##KIND]); \
        BI_KIND(BI_KIND); \
        BAD_OUT(fn, E_HANDLE, out, expr); \
        H = ctor(forged(CUDACORE_OBJECT_##KIND)); \
        BAD_OUT(fn, E_HANDLE, out, expr); \
    } while (0)

/* Each test function fails when it added mismatches. */
static int failed_before;
#define GROUP_BEGIN() (failed_before = bi_failed)
#define GROUP_END() \
    do { \
        if (bi_failed != failed_before) t_case_failed = 1; \
    } while (0)

/* stderr off for rows whose function prints on purpose */
static int saved_stderr = -1;
static void quiet_stderr(int on) {
    fflush(stderr);
    if (on) {
        int devnull = open(T_DEV_NULL, O_WRONLY);
        saved_stderr = dup(2);
        if (devnull >= 0) {
            dup2(devnull, 2);
            close(devnull);
        }
    } else if (saved_stderr >= 0) {
        dup2(saved_stderr, 2);
        close(saved_stderr);
        saved_stderr = -1;
    }
}

/* A host "memory resource": malloc behind the user vtable; refuses absurd sizes. */
static int deleter_calls;
static cudacore_result host_alloc(void *ud, size_t size, cudacore_CUstream s, cudacore_CUdeviceptr *p) {
    (void)ud;
    (void)s;
    *p = 0;
    if (size > ((size_t)1 << 32)) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    *p = (cudacore_CUdeviceptr)(uintptr_t)malloc(size);
    return *p ? CUDACORE_SUCCESS : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}
static cudacore_result host_free(void *ud, cudacore_CUdeviceptr p, size_t size, cudacore_CUstream s) {
    (void)ud;
    (void)s;
    (void)size;
    free((void *)(uintptr_t)p);
    return CUDACORE_SUCCESS;
}
static void dl_deleter(cudacore_DLManagedTensor *t) {
    (void)t;
    deleter_calls++;
}
static void host_fn(void *ud) { (void)ud; }

/* the live objects the rows use */
static cudacore_memory_resource mr_host, mr_managed;
static cudacore_buffer buf, buf2, mbuf, view;
static cudacore_program prog, prog_nvvm, prog_ptx;
static cudacore_object_code oc_ptx, oc_ltoir;
static cudacore_linker lk;

static const char *CXX_SRC = "extern \"C\" __global__ void k(int *x) { *x = 1; }\n";
static const char *PTX_SRC =
    ".version 8.0\n.target sm_80\n.address_size 64\n"
    ".visible .entry k(.param .u64 p)\n{\n\tret;\n}\n";
static const unsigned char GARBAGE[64] = {0x13, 0x37, 0x00, 0xff, 0xfe, 0x00, 0x42, 0x99, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 9, 9, 9, 9, 0xde, 0xad,
                                          0xbe, 0xef, 0, 1, 0, 1, 0x7f, 0x45, 0x4c, 0x46};

static cudacore_result make_program(cudacore_program_kind kind, const char *src, size_t size, cudacore_program *p) {
    cudacore_program_desc d;
    memset(&d, 0, sizeof d);
    d.kind = kind;
    d.source = src;
    d.source_size = size;
    return cudacore_program_create(&d, p);
}
static cudacore_result load_code(cudacore_code_type type, const void *data, size_t size, cudacore_object_code *oc) {
    cudacore_object_code_desc d;
    memset(&d, 0, sizeof d);
    d.type = type;
    d.data = data;
    d.size = size;
    return cudacore_object_code_load(&d, oc);
}

/*--- setup, errors, logging (before and while the library is set up) ---*/
static void *fresh_thread(void *arg) {
    const cudacore_error_info *e = cudacore_last_error();
    *(int *)arg = e && e->result == CUDACORE_SUCCESS && e->message && !e->message[0] && e->detail && e->call && e->native_name;
    return NULL;
}
static int last_error_on_fresh_thread(void) {
    pthread_t th;
    int ok = 0;
    if (pthread_create(&th, NULL, fresh_thread, &ok) != 0) return 0;
    pthread_join(th, NULL);
    return ok;
}
/* in a child process: `self child check-failed` */
static int check_failed_exits_1(void) { return t_run_self(self_path, "", "child", "check-failed") == 1; }
static int child_check_failed(void) {
    quiet_stderr(1);
    cudacore_check_failed(CUDACORE_ERROR_INVALID_ARGUMENT, NULL, NULL, -5);
    return 77; /* not reached */
}
static int print_error_null_file(void) {
    quiet_stderr(1);
    cudacore_print_error(NULL);
    quiet_stderr(0);
    return 1;
}
static int print_error_writes(void) {
    FILE *f = tmpfile();
    long n;
    if (!f) return 0;
    (void)cudacore_device_count(NULL);
    cudacore_print_error(f);
    n = ftell(f);
    fclose(f);
    return n > 0;
}
static int log_stderr_nulls(void) {
    quiet_stderr(1);
    cudacore_log_stderr(NULL, 99, 99999, NULL, 0, NULL, NULL);
    cudacore_log_stderr("x", 0xFFFFFFFFu, 0, "m", 0xFFFFFFFFu, "f", NULL);
    quiet_stderr(0);
    return 1;
}
static void *bad_alloc(size_t n, void *ud) {
    (void)ud;
    return malloc(n);
}
static void quiet_logger(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    (void)tag; (void)level; (void)result; (void)message; (void)line; (void)file; (void)ud;
}

static void setup_errors_and_logging(void) {
    cudacore_desc d;
    GROUP_BEGIN();
    cudacore_shutdown();
    /* contradicting setup descs are refused before anything is set up */
    BI_KIND(BI_CONTRA);
    memset(&d, 0, sizeof d);
    d.allocator.alloc_fn = bad_alloc;
    BAD(cudacore_setup, E_ARG, cudacore_setup(&d));
    BADV(cudacore_is_set_up, cudacore_is_set_up() == 0);
    memset(&d, 0, sizeof d);
    d.per_thread_default_stream = 2;
    BAD(cudacore_setup, E_ARG, cudacore_setup(&d));
    d.per_thread_default_stream = -1;
    BAD(cudacore_setup, E_ARG, cudacore_setup(&d));
    memset(&d, 0, sizeof d);
    d.start_in_background = 4;
    BAD(cudacore_setup, E_ARG, cudacore_setup(&d));
    d.start_in_background = -1;
    BAD(cudacore_setup, E_ARG, cudacore_setup(&d));
    BADV(cudacore_start_wait, cudacore_start_wait() == CUDACORE_SUCCESS && cudacore_is_set_up() == 0); /* nothing asked, nothing set up */
    /* the real setup: quiet, with the mock driver */
    memset(&d, 0, sizeof d);
    d.logger.func = quiet_logger;
    if (have_mock) d.libcuda_path = mock_path;
    if (have_nccl_mock) d.nccl_path = nccl_mock_path;
    CHECK_OK(cudacore_setup(&d));
    BI_KIND(BI_STATE);
    BAD(cudacore_setup, CUDACORE_ERROR_ALREADY_SET_UP, cudacore_setup(NULL));
    BAD(cudacore_setup, CUDACORE_ERROR_ALREADY_SET_UP, cudacore_setup(&d));
    BADV(cudacore_query_desc, cudacore_query_desc().logger.func == quiet_logger);
    /* results outside the list */
    BI_KIND(BI_RANGE);
    BADV(cudacore_result_name, !strcmp(cudacore_result_name((cudacore_result)12345), "?"));
    BADV(cudacore_result_name, !strcmp(cudacore_result_name((cudacore_result)-1), "?"));
    BADV(cudacore_result_string, cudacore_result_string((cudacore_result)12345)[0] != 0);
    BADV(cudacore_result_string, cudacore_result_string((cudacore_result)-7)[0] != 0);
    BI_KIND(BI_STATE);
    BADV(cudacore_last_error, last_error_on_fresh_thread());
    BADV(cudacore_clear_error, (cudacore_device_count(NULL), cudacore_clear_error(), cudacore_last_error()->result == CUDACORE_SUCCESS &&
                                                                                        !cudacore_last_error()->message[0]));
    BI_KIND(BI_NULL);
    BADV(cudacore_print_error, print_error_null_file());
    BADV(cudacore_print_error, print_error_writes());
    BADV(cudacore_check_failed, check_failed_exits_1());
    BADV(cudacore_log_stderr, log_stderr_nulls());
    BI_KIND(BI_RANGE);
    BADV(cudacore_live_objects, cudacore_live_objects(CUDACORE_OBJECT_NONE) == 0);
    BADV(cudacore_live_objects, cudacore_live_objects((cudacore_object_kind)99) == 0);
    BADV(cudacore_live_objects, cudacore_live_objects((cudacore_object_kind)-1) == 0);
    GROUP_END();
}

/*--- libraries ---*/
static void bi_no_candidate(const cudacore_library_candidate *c, void *user_data) {
    (void)c;
    (void)user_data;
}
static void libraries(void) {
    cudacore_library_info info;
    void *fn;
    int v, nc;
    GROUP_BEGIN();
    BI_KIND(BI_RANGE);
    BAD_OUT(cudacore_library_load, E_ARG, info, cudacore_library_load(CUDACORE_LIBRARY_NONE, &info));
    BAD_OUT(cudacore_library_load, E_ARG, info, cudacore_library_load((cudacore_library)99, &info));
    BAD_OUT(cudacore_library_load, E_ARG, info, cudacore_library_load((cudacore_library)-3, &info));
    BI_KIND(BI_NULL);
    BAD(cudacore_library_load, E_ARG, cudacore_library_load((cudacore_library)99, NULL));
    BAD(cudacore_library_candidates, E_ARG, cudacore_library_candidates(CUDACORE_LIBRARY_NVRTC, NULL, NULL));
    BAD(cudacore_toolkit_headers_get_info, E_ARG, cudacore_toolkit_headers_get_info(NULL));
    BI_KIND(BI_RANGE);
    BAD(cudacore_library_candidates, E_ARG, cudacore_library_candidates(CUDACORE_LIBRARY_NONE, bi_no_candidate, NULL));
    BAD(cudacore_library_candidates, E_ARG, cudacore_library_candidates((cudacore_library)99, bi_no_candidate, NULL));
    BI_KIND(BI_NULL);
    BAD(cudacore_driver_version, E_ARG, cudacore_driver_version(NULL));
    BAD(cudacore_driver_proc, E_ARG, cudacore_driver_proc(NULL, 0, &fn));
    BAD(cudacore_driver_proc, E_ARG, cudacore_driver_proc("cuInit", 0, NULL));
    BI_KIND(BI_RANGE);
    BAD_OUT(cudacore_driver_proc, E_ARG, fn, cudacore_driver_proc("cuInit", -5, &fn));
    BADV(cudacore_library_function, cudacore_library_function((cudacore_library)99, 0, &nc) == NULL && nc != 0);
    BADV(cudacore_library_function, cudacore_library_function(CUDACORE_LIBRARY_NONE, 0, &nc) == NULL && nc != 0);
    BADV(cudacore_library_function, cudacore_library_function(CUDACORE_LIBRARY_CUDA, -1, &nc) == NULL && nc != 0);
    BADV(cudacore_library_function, cudacore_library_function(CUDACORE_LIBRARY_CUDA, 1 << 20, NULL) == NULL);
    BADV(cudacore_library_function, cudacore_library_function(CUDACORE_LIBRARY_NVRTC, CUDACORE__NVRTC_COUNT, &nc) == NULL && nc != 0);
    BADV(cudacore_library_function, cudacore_library_function(CUDACORE_LIBRARY_NVJITLINK, INT_MAX, &nc) == NULL && nc != 0);
    BADV(cudacore_library_function, cudacore_library_function(CUDACORE_LIBRARY_NVVM, CUDACORE__NVVM_COUNT, &nc) == NULL && nc != 0);
    BADV(cudacore_library_function, cudacore_library_function(CUDACORE_LIBRARY_NVML, -1, &nc) == NULL && nc != 0);
    BADV(cudacore_library_record, (cudacore_library_record(CUDACORE_LIBRARY_NVML, CUDACORE__NVML_COUNT, 3), cudacore_last_error()->message[0] != 0));
    BADV(cudacore_library_record, (cudacore_library_record((cudacore_library)99, -1, 5), cudacore_last_error()->message[0] != 0));
    BADV(cudacore_library_record, (cudacore_library_record(CUDACORE_LIBRARY_CUDA, 1 << 20, 5), cudacore_last_error()->message[0] != 0));
    if (have_mock) {
        BI_KIND(BI_NAME);
        BAD_OUT(cudacore_driver_proc, CUDACORE_ERROR_SYMBOL_NOT_FOUND, fn, cudacore_driver_proc("cuNoSuchFunction", 0, &fn));
        BAD_OUT(cudacore_driver_proc, CUDACORE_ERROR_SYMBOL_NOT_FOUND, fn, cudacore_driver_proc("", 0, &fn));
        BI_KIND(BI_RANGE);
        BAD_OUT(cudacore_driver_proc, CUDACORE_ERROR_LIBRARY_TOO_OLD, fn, cudacore_driver_proc("cuInit", 999999, &fn));
        CHECK_OK(cudacore_driver_version(&v)); /* still usable */
        CHECK(v == 12000);
    }
    GROUP_END();
}

/*--- devices (the mock has exactly one) ---*/
static void devices(void) {
    cudacore_device_info info;
    cudacore_device_properties props;
    cudacore_CUdevice dev;
    cudacore_CUcontext ctx;
    size_t fb, tb;
    int v, c;
    unsigned flags;
    cudacore_device_health_info health;
    static const int bad_ordinals[] = {1, -1, 64, INT_MAX, INT_MIN};
    size_t i;
    GROUP_BEGIN();
    BI_KIND(BI_NULL);
    BAD(cudacore_device_count, E_ARG, cudacore_device_count(NULL));
    BAD(cudacore_device_get_info, E_ARG, cudacore_device_get_info(0, NULL));
    BAD(cudacore_device_attribute, E_ARG, cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_WARP_SIZE, NULL));
    BAD(cudacore_device_memory_info, E_ARG, cudacore_device_memory_info(0, NULL, NULL));
    BAD(cudacore_device_native, E_ARG, cudacore_device_native(0, NULL));
    BAD(cudacore_device_get_properties, E_ARG, cudacore_device_get_properties(0, NULL));
    BAD(cudacore_device_can_access_peer, E_ARG, cudacore_device_can_access_peer(0, 0, NULL));
    BAD(cudacore_device_get_current, E_ARG, cudacore_device_get_current(NULL));
    BAD(cudacore_device_context, E_ARG, cudacore_device_context(0, NULL));
    BAD(cudacore_device_health, E_ARG, cudacore_device_health(0, NULL));
    BI_KIND(BI_RANGE);
    BADV(cudacore_device_property_name, cudacore_device_property_name((size_t)-1) == NULL);
    BADV(cudacore_device_property_count, cudacore_device_property_name(cudacore_device_property_count()) == NULL);
    if (!have_mock) {
        GROUP_END();
        SKIP("the mock driver was not found next to the test binary");
    }
    for (i = 0; i < sizeof bad_ordinals / sizeof bad_ordinals[0]; i++) {
        int d = bad_ordinals[i];
        BAD_OUT(cudacore_device_get_info, E_DEVICE, info, cudacore_device_get_info(d, &info));
        BAD_OUT(cudacore_device_attribute, E_DEVICE, v, cudacore_device_attribute(d, CUDACORE_CU_DEVICE_ATTRIBUTE_WARP_SIZE, &v));
        BAD_OUT(cudacore_device_memory_info, E_DEVICE, fb, cudacore_device_memory_info(d, &fb, &tb));
        BAD_OUT(cudacore_device_native, E_DEVICE, dev, cudacore_device_native(d, &dev));
        BAD_OUT(cudacore_device_get_properties, E_DEVICE, props, cudacore_device_get_properties(d, &props));
        BAD_OUT(cudacore_device_can_access_peer, E_DEVICE, c, cudacore_device_can_access_peer(d, 0, &c));
        BAD_OUT(cudacore_device_can_access_peer, E_DEVICE, c, cudacore_device_can_access_peer(0, d, &c));
        BAD(cudacore_device_enable_peer_access, E_DEVICE, cudacore_device_enable_peer_access(d, 0));
        BAD(cudacore_device_enable_peer_access, E_DEVICE, cudacore_device_enable_peer_access(0, d));
        BAD(cudacore_device_disable_peer_access, E_DEVICE, cudacore_device_disable_peer_access(d, 0));
        BAD(cudacore_device_disable_peer_access, E_DEVICE, cudacore_device_disable_peer_access(0, d));
        BAD(cudacore_device_set_current, E_DEVICE, cudacore_device_set_current(d));
        BAD_OUT(cudacore_device_context, E_DEVICE, ctx, cudacore_device_context(d, &ctx));
        BAD(cudacore_device_synchronize, E_DEVICE, cudacore_device_synchronize(d));
        BAD(cudacore_device_set_flags, E_DEVICE, cudacore_device_set_flags(d, 0));
        BAD_OUT(cudacore_device_get_flags, E_DEVICE, flags, cudacore_device_get_flags(d, &flags, &v));
        BAD_OUT(cudacore_device_health, E_DEVICE, health, cudacore_device_health(d, &health));
        BAD(cudacore_device_reset, E_DEVICE, cudacore_device_reset(d));
    }
    BI_KIND(BI_CONTRA);
    BAD(cudacore_device_enable_peer_access, E_ARG, cudacore_device_enable_peer_access(0, 0));
    BAD(cudacore_device_disable_peer_access, E_ARG, cudacore_device_disable_peer_access(0, 0));
    CHECK_OK(cudacore_device_count(&v));
    CHECK(v == 1);
    GROUP_END();
}

/*--- system and telemetry (argument checks come before NVML is loaded) ---*/
static void system_(void) {
    static const int bad_ordinals[] = {1, -1, 64, INT_MAX, INT_MIN};
    cudacore_device_telemetry t;
    cudacore_gpu_process procs[2];
    cudacore_nvmlDevice_t h;
    unsigned int index;
    size_t i, n;
    GROUP_BEGIN();
    BI_KIND(BI_NULL);
    BAD(cudacore_system_get_info, E_ARG, cudacore_system_get_info(NULL));
    BAD(cudacore_device_nvml, E_ARG, cudacore_device_nvml(0, NULL, NULL));
    BAD(cudacore_device_get_telemetry, E_ARG, cudacore_device_get_telemetry(0, 0, NULL));
    BAD(cudacore_device_get_processes, E_ARG, cudacore_device_get_processes(0, procs, 2, NULL));
    BAD_OUT(cudacore_device_get_processes, E_ARG, n, cudacore_device_get_processes(0, NULL, 2, &n));
    BI_KIND(BI_RANGE);
    BAD_OUT(cudacore_device_get_telemetry, E_ARG, t.status, cudacore_device_get_telemetry(0, 1ull << CUDACORE_TELEMETRY__COUNT, &t));
    BAD_OUT(cudacore_device_get_telemetry, E_ARG, t.status, cudacore_device_get_telemetry(0, ~0ull, &t));
    BADV(cudacore_telemetry_field_name, cudacore_telemetry_field_name(CUDACORE_TELEMETRY__COUNT) == NULL);
    BADV(cudacore_telemetry_field_name, cudacore_telemetry_field_name((cudacore_telemetry_field)-1) == NULL);
    BADV(cudacore_throttle_reason_name, cudacore_throttle_reason_name(0) == NULL);
    BADV(cudacore_throttle_reason_name, cudacore_throttle_reason_name(CUDACORE_THROTTLE_GPU_IDLE | CUDACORE_THROTTLE_SW_THERMAL) == NULL);
    BADV(cudacore_throttle_reason_name, cudacore_throttle_reason_name(1ull << 63) == NULL);
    if (!have_mock) {
        GROUP_END();
        SKIP("the mock driver was not found next to the test binary");
    }
    for (i = 0; i < sizeof bad_ordinals / sizeof bad_ordinals[0]; i++) {
        int d = bad_ordinals[i];
        BAD_OUT(cudacore_device_nvml, E_DEVICE, h, cudacore_device_nvml(d, &h, &index));
        BAD_OUT(cudacore_device_nvml, E_DEVICE, index, cudacore_device_nvml(d, NULL, &index));
        BAD_OUT(cudacore_device_get_telemetry, E_DEVICE, t.status, cudacore_device_get_telemetry(d, 0, &t));
        BAD_OUT(cudacore_device_get_processes, E_DEVICE, n, cudacore_device_get_processes(d, procs, 2, &n));
    }
    GROUP_END();
}

/*--- the live objects and the destroyed ones ---*/
static void make_objects(void) {
    cudacore_user_memory_resource_desc ud;
    cudacore_memory_resource m;
    cudacore_buffer b;
    cudacore_program p;
    cudacore_object_code oc;
    cudacore_linker_options lo;
    cudacore_library_info li;
    int k;
    have_nvrtc = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    have_nvjitlink = cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &li) == CUDACORE_SUCCESS && li.version >= 12030;
    cudacore_clear_error();
    memset(&ud, 0, sizeof ud);
    ud.vtable.allocate = host_alloc;
    ud.vtable.deallocate = host_free;
    ud.device = -1;
    ud.host_accessible = 1;
    CHECK_OK(cudacore_user_memory_resource_create(&ud, &mr_host));
    ud.device_accessible = 1;
    ud.managed = 1;
    CHECK_OK(cudacore_user_memory_resource_create(&ud, &mr_managed));
    if (have_mock) {
        CHECK_OK(cudacore_buffer_allocate(mr_host, 64, cudacore_stream_legacy(), &buf));
        CHECK_OK(cudacore_buffer_allocate(mr_host, 64, cudacore_stream_legacy(), &buf2));
        CHECK_OK(cudacore_buffer_allocate(mr_managed, 64, cudacore_stream_legacy(), &mbuf));
        CHECK_OK(cudacore_buffer_view(buf, 8, 16, &view));
        /* a destroyed buffer */
        CHECK_OK(cudacore_buffer_allocate(mr_host, 8, cudacore_stream_legacy(), &b));
        CHECK_OK(cudacore_buffer_free(b, cudacore_stream_legacy()));
        stale[CUDACORE_OBJECT_BUFFER] = b.id;
    } else {
        stale[CUDACORE_OBJECT_BUFFER] = bi_stale_id(CUDACORE_OBJECT_BUFFER);
    }
    CHECK_OK(make_program(CUDACORE_PROGRAM_CXX, CXX_SRC, 0, &prog));
    CHECK_OK(make_program(CUDACORE_PROGRAM_NVVM, "; an NVVM module\n", 0, &prog_nvvm));
    CHECK_OK(make_program(CUDACORE_PROGRAM_PTX, PTX_SRC, 0, &prog_ptx));
    CHECK_OK(load_code(CUDACORE_CODE_PTX, PTX_SRC, 0, &oc_ptx));
    CHECK_OK(load_code(CUDACORE_CODE_LTOIR, GARBAGE, sizeof GARBAGE, &oc_ltoir));
    memset(&lo, 0, sizeof lo);
    lo.arch = "sm_80";
    lo.backend = CUDACORE_LINKER_NVJITLINK;
    if (have_nvjitlink) CHECK_OK(cudacore_linker_create(&lo, &lk));
    /* destroyed objects of the kinds that need no driver */
    CHECK_OK(cudacore_user_memory_resource_create(&ud, &m));
    CHECK_OK(cudacore_memory_resource_destroy(m));
    stale[CUDACORE_OBJECT_MEMORY_RESOURCE] = m.id;
    CHECK_OK(make_program(CUDACORE_PROGRAM_CXX, CXX_SRC, 0, &p));
    CHECK_OK(cudacore_program_destroy(p));
    stale[CUDACORE_OBJECT_PROGRAM] = p.id;
    CHECK_OK(load_code(CUDACORE_CODE_PTX, PTX_SRC, 0, &oc));
    CHECK_OK(cudacore_object_code_destroy(oc));
    stale[CUDACORE_OBJECT_OBJECT_CODE] = oc.id;
    if (have_nvjitlink) {
        cudacore_linker l2;
        CHECK_OK(cudacore_linker_create(&lo, &l2));
        CHECK_OK(cudacore_linker_destroy(l2));
        stale[CUDACORE_OBJECT_LINKER] = l2.id;
    } else {
        stale[CUDACORE_OBJECT_LINKER] = bi_stale_id(CUDACORE_OBJECT_LINKER);
    }
    /* the rest were destroyed exactly as destroy does it */
    stale[CUDACORE_OBJECT_STREAM] = bi_stale_id(CUDACORE_OBJECT_STREAM);
    stale[CUDACORE_OBJECT_EVENT] = bi_stale_id(CUDACORE_OBJECT_EVENT);
    stale[CUDACORE_OBJECT_KERNEL] = bi_stale_id(CUDACORE_OBJECT_KERNEL);
    stale[CUDACORE_OBJECT_GRAPH] = bi_stale_id(CUDACORE_OBJECT_GRAPH);
    stale[CUDACORE_OBJECT_GRAPH_EXEC] = bi_stale_id(CUDACORE_OBJECT_GRAPH_EXEC);
    for (k = CUDACORE_OBJECT_ARRAY; k <= CUDACORE_OBJECT_EXTERNAL_SEMAPHORE; k++) stale[k] = bi_stale_id((cudacore_object_kind)k);
    stale[CUDACORE_OBJECT_COMMUNICATOR] = bi_stale_id(CUDACORE_OBJECT_COMMUNICATOR);
    stale[CUDACORE_OBJECT_CONTEXT] = bi_stale_id(CUDACORE_OBJECT_CONTEXT);
    {
        cudacore_recorder r;
        CHECK_OK(cudacore_recorder_create(NULL, &r));
        CHECK_OK(cudacore_recorder_destroy(r));
        stale[CUDACORE_OBJECT_RECORDER] = r.id;
    }
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) CHECK(stale[k] != 0);
    /* a live handle of another kind for each kind */
    wrong[CUDACORE_OBJECT_STREAM] = prog.id;
    wrong[CUDACORE_OBJECT_EVENT] = mr_host.id;
    wrong[CUDACORE_OBJECT_MEMORY_RESOURCE] = oc_ptx.id;
    wrong[CUDACORE_OBJECT_BUFFER] = mr_host.id;
    wrong[CUDACORE_OBJECT_PROGRAM] = oc_ptx.id;
    wrong[CUDACORE_OBJECT_LINKER] = prog.id;
    wrong[CUDACORE_OBJECT_OBJECT_CODE] = prog.id;
    wrong[CUDACORE_OBJECT_KERNEL] = oc_ptx.id;
    wrong[CUDACORE_OBJECT_GRAPH] = prog.id;
    wrong[CUDACORE_OBJECT_GRAPH_EXEC] = prog.id;
    for (k = CUDACORE_OBJECT_ARRAY; k <= CUDACORE_OBJECT_EXTERNAL_SEMAPHORE; k++) wrong[k] = k == CUDACORE_OBJECT_ARRAY ? mr_host.id : prog.id;
    wrong[CUDACORE_OBJECT_COMMUNICATOR] = prog.id;
    wrong[CUDACORE_OBJECT_CONTEXT] = prog.id;
    wrong[CUDACORE_OBJECT_RECORDER] = prog.id;
}

static cudacore_result bi_step(cudacore_stream s, void *user) {
    (void)s, (void)user;
    return CUDACORE_SUCCESS;
}

/*--- streams and events ---*/
static void streams_and_events(void) {
    cudacore_stream s, L = cudacore_stream_legacy();
    cudacore_stream_desc sd;
    cudacore_stream_info si;
    cudacore_event e;
    cudacore_event_desc ed;
    cudacore_event_info ei;
    cudacore_event_ipc_handle ih;
    cudacore_CUstream cs;
    cudacore_CUevent ce;
    int done;
    float ms;
    GROUP_BEGIN();
    BI_KIND(BI_NULL);
    BAD(cudacore_stream_priority_range, E_ARG, cudacore_stream_priority_range(NULL, NULL));
    BAD(cudacore_stream_create, E_ARG, cudacore_stream_create(NULL, NULL));
    BAD(cudacore_stream_wrap, E_ARG, cudacore_stream_wrap((cudacore_CUstream)(uintptr_t)0x1000, NULL));
    BAD(cudacore_stream_query, E_ARG, cudacore_stream_query(L, NULL));
    BAD(cudacore_stream_launch_host_func, E_ARG, cudacore_stream_launch_host_func(L, NULL, NULL));
    BAD(cudacore_stream_native, E_ARG, cudacore_stream_native(L, NULL));
    BAD(cudacore_stream_get_info, E_ARG, cudacore_stream_get_info(L, NULL));
    BAD(cudacore_event_create, E_ARG, cudacore_event_create(NULL, NULL));
    BAD(cudacore_event_query, E_ARG, cudacore_event_query(EV(0), NULL));
    BAD(cudacore_event_elapsed_ms, E_ARG, cudacore_event_elapsed_ms(EV(0), EV(0), NULL));
    BAD(cudacore_event_native, E_ARG, cudacore_event_native(EV(0), NULL));
    BAD(cudacore_event_get_info, E_ARG, cudacore_event_get_info(EV(0), NULL));
    BAD(cudacore_event_ipc_export, E_ARG, cudacore_event_ipc_export(EV(0), NULL));
    BAD_OUT(cudacore_event_ipc_import, E_ARG, e, cudacore_event_ipc_import(NULL, &e));
    memset(&ih, 0, sizeof ih);
    BAD(cudacore_event_ipc_import, E_ARG, cudacore_event_ipc_import(&ih, NULL));
    BI_KIND(BI_CONTRA);
    memset(&sd, 0, sizeof sd);
    sd.blocking = 2;
    BAD_OUT(cudacore_stream_create, E_ARG, s, cudacore_stream_create(&sd, &s));
    sd.blocking = -1;
    BAD_OUT(cudacore_stream_create, E_ARG, s, cudacore_stream_create(&sd, &s));
    memset(&ed, 0, sizeof ed);
    ed.ipc = 1;
    ed.enable_timing = 1;
    BAD_OUT(cudacore_event_create, E_ARG, e, cudacore_event_create(&ed, &e));
    if (have_mock) {
        BI_KIND(BI_RANGE);
        BAD_OUT(cudacore_stream_wrap, E_ARG, s, cudacore_stream_wrap(NULL, &s));
        BAD_OUT(cudacore_stream_wrap, E_ARG, s, cudacore_stream_wrap(CUDACORE_CU_STREAM_LEGACY, &s));
        BAD_OUT(cudacore_stream_wrap, E_ARG, s, cudacore_stream_wrap(CUDACORE_CU_STREAM_PER_THREAD, &s));
    }
    /* the default stream handles: constant, distinct, never destroyed */
    BI_KIND(BI_STATE);
    BADV(cudacore_stream_legacy, cudacore_stream_legacy().id != 0 && cudacore_stream_legacy().id == L.id);
    BADV(cudacore_stream_per_thread, cudacore_stream_per_thread().id != 0 && cudacore_stream_per_thread().id != L.id);
    BAD(cudacore_stream_destroy, CUDACORE_SUCCESS, cudacore_stream_destroy(cudacore_stream_per_thread()));
    /* every stream parameter */
    HANDLE_ROWS(cudacore_stream_destroy, cudacore_stream, ST, STREAM, cudacore_stream_destroy(H));
    HANDLE_ROWS(cudacore_stream_synchronize, cudacore_stream, ST, STREAM, cudacore_stream_synchronize(H));
    HANDLE_ROWS_OUT(cudacore_stream_query, cudacore_stream, ST, STREAM, done, cudacore_stream_query(H, &done));
    HANDLE_ROWS(cudacore_stream_wait_stream, cudacore_stream, ST, STREAM, cudacore_stream_wait_stream(H, L));
    HANDLE_ROWS(cudacore_stream_launch_host_func, cudacore_stream, ST, STREAM, cudacore_stream_launch_host_func(H, host_fn, NULL));
    HANDLE_ROWS_OUT(cudacore_stream_native, cudacore_stream, ST, STREAM, cs, cudacore_stream_native(H, &cs));
    HANDLE_ROWS_OUT(cudacore_stream_get_info, cudacore_stream, ST, STREAM, si, cudacore_stream_get_info(H, &si));
    if (have_mock) HANDLE_ROWS(cudacore_stream_wait_stream, cudacore_stream, ST, STREAM, cudacore_stream_wait_stream(L, H));
    /* every event parameter */
    HANDLE_ROWS(cudacore_event_record, cudacore_event, EV, EVENT, cudacore_event_record(H, L));
    HANDLE_ROWS(cudacore_event_synchronize, cudacore_event, EV, EVENT, cudacore_event_synchronize(H));
    HANDLE_ROWS_OUT(cudacore_event_query, cudacore_event, EV, EVENT, done, cudacore_event_query(H, &done));
    HANDLE_ROWS_OUT(cudacore_event_elapsed_ms, cudacore_event, EV, EVENT, ms, cudacore_event_elapsed_ms(H, EV(stale[CUDACORE_OBJECT_EVENT]), &ms));
    HANDLE_ROWS(cudacore_event_destroy, cudacore_event, EV, EVENT, cudacore_event_destroy(H));
    HANDLE_ROWS_OUT(cudacore_event_native, cudacore_event, EV, EVENT, ce, cudacore_event_native(H, &ce));
    HANDLE_ROWS_OUT(cudacore_event_get_info, cudacore_event, EV, EVENT, ei, cudacore_event_get_info(H, &ei));
    HANDLE_ROWS_OUT(cudacore_event_ipc_export, cudacore_event, EV, EVENT, ih, cudacore_event_ipc_export(H, &ih));
    HANDLE_ROWS(cudacore_stream_wait_event, cudacore_event, EV, EVENT, cudacore_stream_wait_event(L, H));
    /* destroying a wrong-kind handle left the other object alone */
    CHECK_OK(cudacore_program_log(prog, &(const char *){""}));
    GROUP_END();
}

/*--- memory resources and buffers ---*/
static void memory(void) {
    cudacore_stream L = cudacore_stream_legacy();
    cudacore_memory_resource m;
    cudacore_memory_resource_info mi;
    cudacore_device_pool_desc pd;
    cudacore_managed_memory_resource_desc md;
    cudacore_virtual_memory_resource_desc vd;
    cudacore_user_memory_resource_desc ud;
    cudacore_buffer b;
    cudacore_buffer_info bi;
    cudacore_copy_2d_desc c2;
    cudacore_buffer_ipc_descriptor ipd;
    cudacore_buffer_ipc_mem_handle imh;
    cudacore_DLManagedTensor t, *tp;
    cudacore_CUdeviceptr p;
    int64_t shape[2], strides[2];
    unsigned char host[128];
    void *hp;
    uint64_t v;
    int fd, own[1], bad_peer[1], peers17[17];
    const size_t MAX = (size_t)-1;
    GROUP_BEGIN();
    memset(host, 0, sizeof host);
    memset(peers17, 0, sizeof peers17);
    own[0] = 0;
    bad_peer[0] = 5;
    BI_KIND(BI_NULL);
    BAD(cudacore_device_memory_resource, E_ARG, cudacore_device_memory_resource(0, NULL));
    BAD(cudacore_device_pool_resource_create, E_ARG, cudacore_device_pool_resource_create(NULL, NULL));
    BAD(cudacore_device_malloc_resource_create, E_ARG, cudacore_device_malloc_resource_create(0, NULL));
    BAD(cudacore_pinned_memory_resource_create, E_ARG, cudacore_pinned_memory_resource_create(NULL, NULL));
    BAD(cudacore_pinned_pool_resource_create, E_ARG, cudacore_pinned_pool_resource_create(NULL, NULL));
    BAD(cudacore_managed_memory_resource_create, E_ARG, cudacore_managed_memory_resource_create(NULL, NULL));
    BAD(cudacore_virtual_memory_resource_create, E_ARG, cudacore_virtual_memory_resource_create(NULL, NULL));
    BAD_OUT(cudacore_user_memory_resource_create, E_ARG, m, cudacore_user_memory_resource_create(NULL, &m));
    memset(&ud, 0, sizeof ud);
    BAD(cudacore_user_memory_resource_create, E_ARG, cudacore_user_memory_resource_create(&ud, NULL));
    BAD(cudacore_memory_resource_get_info, E_ARG, cudacore_memory_resource_get_info(mr_host, NULL));
    BAD(cudacore_memory_resource_allocate, E_ARG, cudacore_memory_resource_allocate(mr_host, 8, L, NULL));
    BAD(cudacore_memory_resource_get_attribute, E_ARG, cudacore_memory_resource_get_attribute(mr_host, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, NULL));
    BAD(cudacore_memory_resource_export_fd, E_ARG, cudacore_memory_resource_export_fd(mr_host, NULL));
    BAD(cudacore_memory_resource_import_fd, E_ARG, cudacore_memory_resource_import_fd(0, 0, NULL));
    BAD(cudacore_buffer_allocate, E_ARG, cudacore_buffer_allocate(mr_host, 8, L, NULL));
    BAD(cudacore_buffer_native, E_ARG, cudacore_buffer_native(buf, NULL));
    BAD(cudacore_buffer_host_ptr, E_ARG, cudacore_buffer_host_ptr(buf, NULL));
    BAD(cudacore_buffer_get_info, E_ARG, cudacore_buffer_get_info(buf, NULL));
    BAD(cudacore_buffer_wrap, E_ARG, cudacore_buffer_wrap((cudacore_CUdeviceptr)(uintptr_t)host, 8, NULL));
    BAD(cudacore_buffer_register_host, E_ARG, cudacore_buffer_register_host(host, 8, 0, NULL));
    BAD_OUT(cudacore_buffer_register_host, E_ARG, b, cudacore_buffer_register_host(NULL, 8, 0, &b));
    BAD(cudacore_buffer_view, E_ARG, cudacore_buffer_view(buf, 0, 8, NULL));
    BAD(cudacore_copy_2d, E_ARG, cudacore_copy_2d(NULL, L));
    BAD(cudacore_buffer_ipc_export, E_ARG, cudacore_buffer_ipc_export(buf, NULL));
    BAD(cudacore_buffer_ipc_import, E_ARG, cudacore_buffer_ipc_import(mr_host, &ipd, NULL));
    BAD_OUT(cudacore_buffer_ipc_import, E_ARG, b, cudacore_buffer_ipc_import(mr_host, NULL, &b));
    BAD(cudacore_buffer_ipc_get_mem_handle, E_ARG, cudacore_buffer_ipc_get_mem_handle(buf, NULL));
    BAD_OUT(cudacore_buffer_ipc_open_mem_handle, E_ARG, b, cudacore_buffer_ipc_open_mem_handle(NULL, &b));
    memset(&imh, 0, sizeof imh);
    BAD(cudacore_buffer_ipc_open_mem_handle, E_ARG, cudacore_buffer_ipc_open_mem_handle(&imh, NULL));
    BAD(cudacore_buffer_to_dlpack, E_ARG, cudacore_buffer_to_dlpack(buf, 0, NULL));
    BAD_OUT(cudacore_buffer_from_dlpack, E_ARG, b, cudacore_buffer_from_dlpack(NULL, &b));
    memset(&t, 0, sizeof t);
    BAD(cudacore_buffer_from_dlpack, E_ARG, cudacore_buffer_from_dlpack(&t, NULL));
    BI_KIND(BI_CONTRA);
    ud.vtable.allocate = host_alloc;
    BAD_OUT(cudacore_user_memory_resource_create, E_ARG, m, cudacore_user_memory_resource_create(&ud, &m));
    ud.vtable.allocate = NULL;
    ud.vtable.deallocate = host_free;
    BAD_OUT(cudacore_user_memory_resource_create, E_ARG, m, cudacore_user_memory_resource_create(&ud, &m));
    /* handle parameters */
    HANDLE_ROWS(cudacore_memory_resource_destroy, cudacore_memory_resource, MR, MEMORY_RESOURCE, cudacore_memory_resource_destroy(H));
    HANDLE_ROWS_OUT(cudacore_memory_resource_get_info, cudacore_memory_resource, MR, MEMORY_RESOURCE, mi, cudacore_memory_resource_get_info(H, &mi));
    HANDLE_ROWS_OUT(cudacore_memory_resource_allocate, cudacore_memory_resource, MR, MEMORY_RESOURCE, p, cudacore_memory_resource_allocate(H, 8, L, &p));
    HANDLE_ROWS(cudacore_memory_resource_deallocate, cudacore_memory_resource, MR, MEMORY_RESOURCE,
                cudacore_memory_resource_deallocate(H, (cudacore_CUdeviceptr)(uintptr_t)host, 8, L));
    HANDLE_ROWS_OUT(cudacore_memory_resource_get_attribute, cudacore_memory_resource, MR, MEMORY_RESOURCE, v,
                    cudacore_memory_resource_get_attribute(H, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &v));
    HANDLE_ROWS(cudacore_memory_resource_set_attribute, cudacore_memory_resource, MR, MEMORY_RESOURCE,
                cudacore_memory_resource_set_attribute(H, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, 0));
    HANDLE_ROWS(cudacore_memory_resource_trim, cudacore_memory_resource, MR, MEMORY_RESOURCE, cudacore_memory_resource_trim(H, 0));
    HANDLE_ROWS(cudacore_memory_resource_set_peer_access, cudacore_memory_resource, MR, MEMORY_RESOURCE, cudacore_memory_resource_set_peer_access(H, 0, 1));
    HANDLE_ROWS_OUT(cudacore_memory_resource_export_fd, cudacore_memory_resource, MR, MEMORY_RESOURCE, fd, cudacore_memory_resource_export_fd(H, &fd));
    HANDLE_ROWS_OUT(cudacore_buffer_allocate, cudacore_memory_resource, MR, MEMORY_RESOURCE, b, cudacore_buffer_allocate(H, 8, L, &b));
    memset(&ipd, 0, sizeof ipd);
    HANDLE_ROWS_OUT(cudacore_buffer_ipc_import, cudacore_memory_resource, MR, MEMORY_RESOURCE, b, cudacore_buffer_ipc_import(H, &ipd, &b));
    HANDLE_ROWS(cudacore_buffer_free, cudacore_buffer, BU, BUFFER, cudacore_buffer_free(H, L));
    HANDLE_ROWS_OUT(cudacore_buffer_native, cudacore_buffer, BU, BUFFER, p, cudacore_buffer_native(H, &p));
    HANDLE_ROWS_OUT(cudacore_buffer_host_ptr, cudacore_buffer, BU, BUFFER, hp, cudacore_buffer_host_ptr(H, &hp));
    HANDLE_ROWS_OUT(cudacore_buffer_get_info, cudacore_buffer, BU, BUFFER, bi, cudacore_buffer_get_info(H, &bi));
    HANDLE_ROWS_OUT(cudacore_buffer_view, cudacore_buffer, BU, BUFFER, b, cudacore_buffer_view(H, 0, 0, &b));
    HANDLE_ROWS(cudacore_buffer_copy_from_host, cudacore_buffer, BU, BUFFER, cudacore_buffer_copy_from_host(H, 0, host, 8, L));
    HANDLE_ROWS(cudacore_buffer_copy_to_host, cudacore_buffer, BU, BUFFER, cudacore_buffer_copy_to_host(host, H, 0, 8, L));
    HANDLE_ROWS(cudacore_buffer_copy, cudacore_buffer, BU, BUFFER, cudacore_buffer_copy(H, 0, buf, 0, 8, L));
    HANDLE_ROWS(cudacore_buffer_copy, cudacore_buffer, BU, BUFFER, cudacore_buffer_copy(buf, 0, H, 0, 8, L));
    HANDLE_ROWS(cudacore_buffer_copy_peer, cudacore_buffer, BU, BUFFER, cudacore_buffer_copy_peer(H, 0, buf, 0, 8, L));
    HANDLE_ROWS(cudacore_buffer_copy_peer, cudacore_buffer, BU, BUFFER, cudacore_buffer_copy_peer(buf, 0, H, 0, 8, L));
    HANDLE_ROWS(cudacore_buffer_fill, cudacore_buffer, BU, BUFFER, cudacore_buffer_fill(H, 0, 8, 0, 1, L));
    HANDLE_ROWS(cudacore_buffer_prefetch, cudacore_buffer, BU, BUFFER, cudacore_buffer_prefetch(H, 0, 8, 0, L));
    HANDLE_ROWS(cudacore_buffer_advise, cudacore_buffer, BU, BUFFER, cudacore_buffer_advise(H, 0, 8, CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, 0));
    HANDLE_ROWS(cudacore_buffer_grow, cudacore_buffer, BU, BUFFER, cudacore_buffer_grow(H, 128));
    HANDLE_ROWS_OUT(cudacore_buffer_ipc_export, cudacore_buffer, BU, BUFFER, ipd, cudacore_buffer_ipc_export(H, &ipd));
    HANDLE_ROWS_OUT(cudacore_buffer_ipc_get_mem_handle, cudacore_buffer, BU, BUFFER, imh, cudacore_buffer_ipc_get_mem_handle(H, &imh));
    HANDLE_ROWS_OUT(cudacore_buffer_to_dlpack, cudacore_buffer, BU, BUFFER, tp, cudacore_buffer_to_dlpack(H, 0, &tp));
    memset(&c2, 0, sizeof c2);
    c2.src_host = host;
    c2.src_pitch = c2.dst_pitch = c2.width = 8;
    c2.height = 1;
    {
        cudacore_buffer H;
        H.id = stale[CUDACORE_OBJECT_BUFFER];
        c2.dst = H;
        BI_KIND(BI_STALE);
        if (have_mock) BAD(cudacore_copy_2d, E_HANDLE, cudacore_copy_2d(&c2, L));
        H.id = wrong[CUDACORE_OBJECT_BUFFER];
        c2.dst = H;
        BI_KIND(BI_KIND);
        if (have_mock) BAD(cudacore_copy_2d, E_HANDLE, cudacore_copy_2d(&c2, L));
    }
    /* stream parameters of memory functions */
    HANDLE_ROWS_OUT(cudacore_memory_resource_allocate, cudacore_stream, ST, STREAM, p, cudacore_memory_resource_allocate(mr_host, 8, H, &p));
    HANDLE_ROWS(cudacore_memory_resource_deallocate, cudacore_stream, ST, STREAM,
                cudacore_memory_resource_deallocate(mr_host, (cudacore_CUdeviceptr)(uintptr_t)host, 8, H));
    HANDLE_ROWS_OUT(cudacore_buffer_allocate, cudacore_stream, ST, STREAM, b, cudacore_buffer_allocate(mr_host, 8, H, &b));
    HANDLE_ROWS(cudacore_buffer_free, cudacore_stream, ST, STREAM, cudacore_buffer_free(buf, H));
    HANDLE_ROWS(cudacore_buffer_copy_from_host, cudacore_stream, ST, STREAM, cudacore_buffer_copy_from_host(buf, 0, host, 8, H));
    HANDLE_ROWS(cudacore_buffer_copy_to_host, cudacore_stream, ST, STREAM, cudacore_buffer_copy_to_host(host, buf, 0, 8, H));
    HANDLE_ROWS(cudacore_buffer_copy, cudacore_stream, ST, STREAM, cudacore_buffer_copy(buf, 0, buf2, 0, 8, H));
    HANDLE_ROWS(cudacore_buffer_copy_peer, cudacore_stream, ST, STREAM, cudacore_buffer_copy_peer(buf, 0, buf2, 0, 8, H));
    HANDLE_ROWS(cudacore_copy_2d, cudacore_stream, ST, STREAM, cudacore_copy_2d(&c2, H));
    HANDLE_ROWS(cudacore_buffer_fill, cudacore_stream, ST, STREAM, cudacore_buffer_fill(buf, 0, 8, 0, 1, H));
    HANDLE_ROWS(cudacore_buffer_prefetch, cudacore_stream, ST, STREAM, cudacore_buffer_prefetch(mbuf, 0, 8, 0, H));
    /* the buffer survived every wrong-stream free */
    CHECK_OK(cudacore_buffer_get_info(buf, &bi));
    CHECK(bi.size == 64);
    /* a resource that is not a pool, buffers that are not IPC-able */
    BI_KIND(BI_CONTRA);
    BAD_OUT(cudacore_memory_resource_get_attribute, E_ARG, v,
            cudacore_memory_resource_get_attribute(mr_host, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &v));
    BAD(cudacore_memory_resource_set_attribute, E_ARG, cudacore_memory_resource_set_attribute(mr_host, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, 1));
    BAD(cudacore_memory_resource_trim, E_ARG, cudacore_memory_resource_trim(mr_host, 0));
    BAD(cudacore_memory_resource_set_peer_access, E_ARG, cudacore_memory_resource_set_peer_access(mr_host, 0, 1));
    BAD_OUT(cudacore_memory_resource_export_fd, E_ARG, fd, cudacore_memory_resource_export_fd(mr_host, &fd));
    BAD_OUT(cudacore_buffer_ipc_import, E_ARG, b, cudacore_buffer_ipc_import(mr_host, &ipd, &b));
    if (have_mock) {
        BAD_OUT(cudacore_buffer_ipc_export, E_ARG, ipd, cudacore_buffer_ipc_export(buf, &ipd));
        BAD_OUT(cudacore_buffer_ipc_get_mem_handle, E_ARG, imh, cudacore_buffer_ipc_get_mem_handle(buf, &imh));
        BAD_OUT(cudacore_buffer_ipc_export, E_ARG, ipd, cudacore_buffer_ipc_export(view, &ipd));
        BAD(cudacore_buffer_grow, E_ARG, cudacore_buffer_grow(buf, 128));
        BAD(cudacore_buffer_grow, E_ARG, cudacore_buffer_grow(view, 128));
        BAD(cudacore_buffer_prefetch, E_ARG, cudacore_buffer_prefetch(buf, 0, 8, 0, L));
        BAD(cudacore_buffer_advise, E_ARG, cudacore_buffer_advise(buf, 0, 8, CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, 0));
        BAD(cudacore_buffer_copy_peer, E_ARG, cudacore_buffer_copy_peer(buf, 0, buf2, 0, 8, L));
        BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(buf, 0, 8, 0, 1, L)); /* not device-accessible */
    }
    /* sizes, offsets and ranges */
    if (have_mock) {
        BI_KIND(BI_SIZE);
        BAD_OUT(cudacore_buffer_allocate, CUDACORE_ERROR_OUT_OF_HOST_MEMORY, b, cudacore_buffer_allocate(mr_host, MAX, L, &b));
        BAD_OUT(cudacore_buffer_allocate, CUDACORE_ERROR_OUT_OF_HOST_MEMORY, b, cudacore_buffer_allocate(mr_host, MAX / 2 + 1, L, &b));
        BAD_OUT(cudacore_memory_resource_allocate, CUDACORE_ERROR_OUT_OF_HOST_MEMORY, p, cudacore_memory_resource_allocate(mr_host, MAX, L, &p));
        BAD_OUT(cudacore_buffer_view, E_OOB, b, cudacore_buffer_view(buf, 0, 65, &b));
        BAD_OUT(cudacore_buffer_view, E_OOB, b, cudacore_buffer_view(buf, 65, 0, &b));
        BAD_OUT(cudacore_buffer_view, E_OOB, b, cudacore_buffer_view(buf, MAX, 2, &b));
        BAD_OUT(cudacore_buffer_view, E_OOB, b, cudacore_buffer_view(buf, 1, MAX, &b));
        BAD_OUT(cudacore_buffer_view, E_OOB, b, cudacore_buffer_view(view, 8, 9, &b));
        BAD(cudacore_buffer_copy_from_host, E_OOB, cudacore_buffer_copy_from_host(buf, 0, host, 65, L));
        BAD(cudacore_buffer_copy_from_host, E_OOB, cudacore_buffer_copy_from_host(buf, MAX, host, 1, L));
        BAD(cudacore_buffer_copy_from_host, E_OOB, cudacore_buffer_copy_from_host(buf, 1, host, MAX, L));
        BAD(cudacore_buffer_copy_from_host, E_OOB, cudacore_buffer_copy_from_host(buf, 65, host, 0, L));
        BAD(cudacore_buffer_copy_to_host, E_OOB, cudacore_buffer_copy_to_host(host, buf, 0, 65, L));
        BAD(cudacore_buffer_copy_to_host, E_OOB, cudacore_buffer_copy_to_host(host, buf, MAX, 1, L));
        BAD(cudacore_buffer_copy_to_host, E_OOB, cudacore_buffer_copy_to_host(host, buf, 2, MAX - 1, L));
        BAD(cudacore_buffer_copy_to_host, E_OOB, cudacore_buffer_copy_to_host(host, view, 0, 17, L));
        BAD(cudacore_buffer_copy, E_OOB, cudacore_buffer_copy(buf, 0, buf2, 0, 65, L));
        BAD(cudacore_buffer_copy, E_OOB, cudacore_buffer_copy(buf, 60, buf2, 0, 8, L));
        BAD(cudacore_buffer_copy, E_OOB, cudacore_buffer_copy(buf, 0, buf2, 60, 8, L));
        BAD(cudacore_buffer_copy, E_OOB, cudacore_buffer_copy(buf, MAX, buf2, 0, 1, L));
        BAD(cudacore_buffer_copy, E_OOB, cudacore_buffer_copy(buf, 0, buf2, 1, MAX, L));
        BAD(cudacore_buffer_fill, E_OOB, cudacore_buffer_fill(mbuf, 0, 65, 0, 1, L));
        BAD(cudacore_buffer_fill, E_OOB, cudacore_buffer_fill(mbuf, MAX - 3, 4, 0, 4, L));
        BAD(cudacore_buffer_prefetch, E_OOB, cudacore_buffer_prefetch(mbuf, 0, 65, -1, L));
        BAD(cudacore_buffer_prefetch, E_OOB, cudacore_buffer_prefetch(mbuf, MAX, 1, -1, L));
        BAD(cudacore_buffer_advise, E_OOB, cudacore_buffer_advise(mbuf, 1, MAX, CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, -1));
        BAD(cudacore_buffer_advise, E_OOB, cudacore_buffer_advise(mbuf, 65, 0, CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, -1));
        BAD_OUT(cudacore_buffer_wrap, E_ARG, b, cudacore_buffer_wrap(0, 16, &b));
        BAD_OUT(cudacore_buffer_wrap, E_ARG, b, cudacore_buffer_wrap(~(cudacore_CUdeviceptr)0 - 8, 100, &b));
        BAD_OUT(cudacore_buffer_register_host, E_ARG, b, cudacore_buffer_register_host(host, 0, 0, &b));
        /* 2-D: pitches, extents that overflow, sides with neither buffer nor pointer */
        memset(&c2, 0, sizeof c2);
        c2.src_host = host;
        c2.dst = buf;
        c2.width = 16;
        c2.height = 2;
        c2.src_pitch = 8;
        c2.dst_pitch = 16;
        BAD(cudacore_copy_2d, E_ARG, cudacore_copy_2d(&c2, L));
        c2.src_pitch = 16;
        c2.dst_pitch = 8;
        BAD(cudacore_copy_2d, E_ARG, cudacore_copy_2d(&c2, L));
        c2.dst_pitch = 49;
        BAD(cudacore_copy_2d, E_OOB, cudacore_copy_2d(&c2, L));
        c2.dst_pitch = MAX / 2;
        c2.height = 3;
        BAD(cudacore_copy_2d, E_OOB, cudacore_copy_2d(&c2, L));
        c2.dst_pitch = 16;
        c2.height = 2;
        c2.dst_offset = MAX - 8;
        BAD(cudacore_copy_2d, E_OOB, cudacore_copy_2d(&c2, L));
        c2.dst_offset = 0;
        c2.height = MAX;
        BAD(cudacore_copy_2d, E_OOB, cudacore_copy_2d(&c2, L));
        c2.height = 1;
        c2.src_host = NULL;
        BAD(cudacore_copy_2d, E_ARG, cudacore_copy_2d(&c2, L));
        c2.width = MAX;
        c2.src_host = host;
        c2.src_pitch = MAX;
        c2.dst_pitch = MAX;
        BAD(cudacore_copy_2d, E_OOB, cudacore_copy_2d(&c2, L));
        BI_KIND(BI_NULL);
        BAD(cudacore_buffer_copy_from_host, E_ARG, cudacore_buffer_copy_from_host(buf, 0, NULL, 8, L));
        BAD(cudacore_buffer_copy_to_host, E_ARG, cudacore_buffer_copy_to_host(NULL, buf, 0, 8, L));
        BI_KIND(BI_RANGE);
        BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(mbuf, 0, 8, 0, 3, L));
        BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(mbuf, 0, 8, 0, 0, L));
        BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(mbuf, 0, 8, 0, -4, L));
        BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(mbuf, 2, 8, 0, 4, L));
        BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(mbuf, 0, 6, 0, 4, L));
        BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(mbuf, 0, 3, 0, 2, L));
        BAD(cudacore_buffer_prefetch, E_DEVICE, cudacore_buffer_prefetch(mbuf, 0, 8, 5, L));
        BAD(cudacore_buffer_advise, E_DEVICE, cudacore_buffer_advise(mbuf, 0, 8, CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, 9));
        BAD_OUT(cudacore_device_memory_resource, E_DEVICE, m, cudacore_device_memory_resource(1, &m));
        BAD_OUT(cudacore_device_memory_resource, E_DEVICE, m, cudacore_device_memory_resource(-1, &m));
        BAD_OUT(cudacore_device_malloc_resource_create, E_DEVICE, m, cudacore_device_malloc_resource_create(2, &m));
        BAD_OUT(cudacore_device_malloc_resource_create, E_DEVICE, m, cudacore_device_malloc_resource_create(INT_MIN, &m));
        memset(&pd, 0, sizeof pd);
        pd.device = 3;
        BAD_OUT(cudacore_device_pool_resource_create, E_DEVICE, m, cudacore_device_pool_resource_create(&pd, &m));
        pd.device = 0;
        pd.peers = bad_peer;
        pd.peer_count = 1;
        BAD_OUT(cudacore_device_pool_resource_create, E_DEVICE, m, cudacore_device_pool_resource_create(&pd, &m));
        pd.peers = peers17;
        pd.peer_count = 17;
        BAD_OUT(cudacore_device_pool_resource_create, E_ARG, m, cudacore_device_pool_resource_create(&pd, &m));
        pd.peer_count = -1;
        BAD_OUT(cudacore_device_pool_resource_create, E_ARG, m, cudacore_device_pool_resource_create(&pd, &m));
        memset(&md, 0, sizeof md);
        md.device = 9;
        BAD_OUT(cudacore_managed_memory_resource_create, E_DEVICE, m, cudacore_managed_memory_resource_create(&md, &m));
        memset(&vd, 0, sizeof vd);
        vd.device = 1;
        BAD_OUT(cudacore_virtual_memory_resource_create, E_DEVICE, m, cudacore_virtual_memory_resource_create(&vd, &m));
        vd.device = 0;
        vd.peers = peers17;
        vd.peer_count = 17;
        BAD_OUT(cudacore_virtual_memory_resource_create, E_ARG, m, cudacore_virtual_memory_resource_create(&vd, &m));
        BAD_OUT(cudacore_memory_resource_import_fd, E_ARG, m, cudacore_memory_resource_import_fd(-1, 0, &m));
        BAD_OUT(cudacore_memory_resource_import_fd, E_DEVICE, m, cudacore_memory_resource_import_fd(0, 5, &m));
        BI_KIND(BI_CONTRA);
        pd.peers = own;
        pd.peer_count = 1;
        BAD_OUT(cudacore_device_pool_resource_create, E_ARG, m, cudacore_device_pool_resource_create(&pd, &m));
        pd.peers = NULL;
        BAD_OUT(cudacore_device_pool_resource_create, E_ARG, m, cudacore_device_pool_resource_create(&pd, &m));
        vd.peers = own;
        vd.peer_count = 1;
        BAD_OUT(cudacore_virtual_memory_resource_create, E_ARG, m, cudacore_virtual_memory_resource_create(&vd, &m));
        md.device = 0;
        md.pool = 1; /* a managed pool needs a CUDA 13 driver; the mock is 12.0 */
        BAD_OUT(cudacore_managed_memory_resource_create, E_UNSUP, m, cudacore_managed_memory_resource_create(&md, &m));
    }
    /* DLPack tensors that cannot be imported; the tensor is left to its owner */
    BI_KIND(BI_SIZE);
    memset(&t, 0, sizeof t);
    t.deleter = dl_deleter;
    t.dl_tensor.data = host;
    t.dl_tensor.dtype.bits = 8;
    t.dl_tensor.dtype.lanes = 1;
    t.dl_tensor.shape = shape;
    t.dl_tensor.ndim = -1;
    BAD_OUT(cudacore_buffer_from_dlpack, E_ARG, b, cudacore_buffer_from_dlpack(&t, &b));
    t.dl_tensor.ndim = 2;
    t.dl_tensor.shape = NULL;
    BAD_OUT(cudacore_buffer_from_dlpack, E_ARG, b, cudacore_buffer_from_dlpack(&t, &b));
    t.dl_tensor.shape = shape;
    shape[0] = 4;
    shape[1] = -2;
    BAD_OUT(cudacore_buffer_from_dlpack, E_ARG, b, cudacore_buffer_from_dlpack(&t, &b));
    shape[0] = INT64_MAX;
    shape[1] = INT64_MAX;
    BAD_OUT(cudacore_buffer_from_dlpack, E_ARG, b, cudacore_buffer_from_dlpack(&t, &b));
    shape[0] = (int64_t)1 << 62;
    shape[1] = 1;
    t.dl_tensor.dtype.bits = 64;
    BAD_OUT(cudacore_buffer_from_dlpack, E_ARG, b, cudacore_buffer_from_dlpack(&t, &b));
    t.dl_tensor.dtype.bits = 4;
    shape[0] = 2;
    BAD_OUT(cudacore_buffer_from_dlpack, E_UNSUP, b, cudacore_buffer_from_dlpack(&t, &b));
    t.dl_tensor.dtype.bits = 0;
    BAD_OUT(cudacore_buffer_from_dlpack, E_UNSUP, b, cudacore_buffer_from_dlpack(&t, &b));
    t.dl_tensor.dtype.bits = 8;
    t.dl_tensor.dtype.lanes = 65535;
    shape[0] = INT64_MAX / 1000;
    BAD_OUT(cudacore_buffer_from_dlpack, E_ARG, b, cudacore_buffer_from_dlpack(&t, &b));
    t.dl_tensor.dtype.lanes = 1;
    shape[0] = 4;
    shape[1] = 4;
    strides[0] = 1;
    strides[1] = 4; /* column-major */
    t.dl_tensor.strides = strides;
    BAD_OUT(cudacore_buffer_from_dlpack, E_UNSUP, b, cudacore_buffer_from_dlpack(&t, &b));
    CHECK(deleter_calls == 0);
    GROUP_END();
}

/* A 5000-byte define comes out whole (it was cut at 2 KiB once). */
static int long_option_is_kept_whole(void) {
    static char def[5000], out[6000];
    cudacore_program_options o;
    const char *defs[1];
    size_t need = 0;
    memset(def, 'A', sizeof def - 1);
    memcpy(def, "X=", 2);
    defs[0] = def;
    memset(&o, 0, sizeof o);
    o.arch = "sm_80";
    o.defines = defs;
    o.num_defines = 1;
    if (cudacore_program_options_format(&o, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, out, sizeof out, &need) != CUDACORE_SUCCESS) return 0;
    return strstr(out, def) != NULL && need == strlen(out) + 1;
}

/*--- programs, compile cache, object code, kernels, launch, linker ---*/
static void programs(void) {
    cudacore_program_desc pd;
    cudacore_program_options po;
    cudacore_program p;
    cudacore_header hdr[2];
    cudacore_object_code oc;
    const char *exprs[2], *log, *low;
    char fmt[64], longdir[2100];
    size_t need;
    uint64_t hits, misses;
    static const char NUL_SRC[] = "extern \"C\" __global__ void k() {}\0 garbage after a NUL";
    GROUP_BEGIN();
    BI_KIND(BI_NULL);
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(NULL, &p));
    memset(&pd, 0, sizeof pd);
    pd.source = CXX_SRC;
    BAD(cudacore_program_create, E_ARG, cudacore_program_create(&pd, NULL));
    pd.source = NULL;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    pd.source = CXX_SRC;
    pd.num_headers = 2;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    hdr[0].name = "a.h";
    hdr[0].source = "";
    hdr[1].name = NULL;
    hdr[1].source = "";
    pd.headers = hdr;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    hdr[1].name = "b.h";
    hdr[1].source = NULL;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    pd.num_headers = 0;
    pd.num_name_expressions = 2;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    exprs[0] = "k";
    exprs[1] = NULL;
    pd.name_expressions = exprs;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    BI_KIND(BI_NAME);
    exprs[1] = "";
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    BI_KIND(BI_RANGE);
    memset(&pd, 0, sizeof pd);
    pd.source = CXX_SRC;
    pd.kind = (cudacore_program_kind)3;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    pd.kind = (cudacore_program_kind)-1;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    BI_KIND(BI_CONTRA);
    pd.kind = CUDACORE_PROGRAM_PTX;
    pd.headers = hdr;
    pd.num_headers = 1;
    hdr[1].source = "";
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    pd.kind = CUDACORE_PROGRAM_NVVM;
    pd.num_headers = 0;
    exprs[1] = "k2";
    pd.name_expressions = exprs;
    pd.num_name_expressions = 2;
    BAD_OUT(cudacore_program_create, E_ARG, p, cudacore_program_create(&pd, &p));
    BI_KIND(BI_CODE);
    BAD_OUT(cudacore_program_create, E_ARG, p, make_program(CUDACORE_PROGRAM_CXX, "", 0, &p));
    BAD_OUT(cudacore_program_create, E_ARG, p, make_program(CUDACORE_PROGRAM_PTX, "", 0, &p));
    BAD_OUT(cudacore_program_create, E_ARG, p, make_program(CUDACORE_PROGRAM_NVVM, "", 0, &p));
    BAD_OUT(cudacore_program_create, E_ARG, p, make_program(CUDACORE_PROGRAM_CXX, NUL_SRC, sizeof NUL_SRC - 1, &p));
    BAD_OUT(cudacore_program_create, E_ARG, p, make_program(CUDACORE_PROGRAM_PTX, NUL_SRC, sizeof NUL_SRC - 1, &p));
    BAD_OUT(cudacore_program_create, E_ARG, p, make_program(CUDACORE_PROGRAM_CXX, "\0\0\0\0", 4, &p));

    /* options: kinds out of range, contradictions, bad arch, small buffers */
    BI_KIND(BI_RANGE);
    memset(&po, 0, sizeof po);
    po.arch = "sm_80";
    BAD_OUT(cudacore_program_options_format, E_ARG, need,
            cudacore_program_options_format(&po, (cudacore_program_kind)7, CUDACORE_CODE_CUBIN, fmt, sizeof fmt, &need));
    BAD_OUT(cudacore_program_options_format, E_ARG, need,
            cudacore_program_options_format(&po, (cudacore_program_kind)-2, CUDACORE_CODE_CUBIN, fmt, sizeof fmt, &need));
    BI_KIND(BI_SIZE);
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, fmt, 4, &need));
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, fmt, 0, NULL));
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, NULL, 100, NULL));
    BI_KIND(BI_NAME);
    po.arch = "bogus";
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, fmt, sizeof fmt, &need));
    po.arch = "sm_";
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_PTX, fmt, sizeof fmt, &need));
    po.arch = "compute_123456789012345678901234567890123";
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_NVVM, CUDACORE_CODE_PTX, fmt, sizeof fmt, &need));
    po.arch = "lto_x90";
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_LTOIR, fmt, sizeof fmt, &need));
    BI_KIND(BI_CONTRA);
    po.arch = "sm_80";
    po.std = "c++17";
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_NVVM, CUDACORE_CODE_PTX, fmt, sizeof fmt, &need));
    po.std = NULL;
    po.use_libdevice = 1;
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_PTX, fmt, sizeof fmt, &need));
    po.use_libdevice = 0;
    BI_KIND(BI_SIZE);
    BADV(cudacore_program_options_format, long_option_is_kept_whole());
    BI_KIND(BI_CONTRA);
    po.max_register_count = 32;
    BAD(cudacore_program_options_format, E_ARG, cudacore_program_options_format(&po, CUDACORE_PROGRAM_NVVM, CUDACORE_CODE_LTOIR, fmt, sizeof fmt, &need));
    po.max_register_count = 0;

    /* compile: targets that the kind cannot produce, options the backend refuses */
    BI_KIND(BI_NULL);
    BAD(cudacore_program_compile, E_ARG, cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &po, NULL));
    BAD(cudacore_program_log, E_ARG, cudacore_program_log(prog, NULL));
    HANDLE_ROWS_OUT(cudacore_program_compile, cudacore_program, PR, PROGRAM, oc, cudacore_program_compile(H, CUDACORE_CODE_CUBIN, &po, &oc));
    HANDLE_ROWS_OUT(cudacore_program_log, cudacore_program, PR, PROGRAM, log, cudacore_program_log(H, &log));
    HANDLE_ROWS(cudacore_program_destroy, cudacore_program, PR, PROGRAM, cudacore_program_destroy(H));
    BI_KIND(BI_RANGE);
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog, (cudacore_code_type)99, &po, &oc));
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog, (cudacore_code_type)-1, &po, &oc));
    BI_KIND(BI_CONTRA);
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog, CUDACORE_CODE_FATBIN, &po, &oc));
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog, CUDACORE_CODE_LIBRARY, &po, &oc));
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog_nvvm, CUDACORE_CODE_CUBIN, &po, &oc));
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog_ptx, CUDACORE_CODE_LTOIR, &po, &oc));
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog_ptx, CUDACORE_CODE_OBJECT, &po, &oc));
    po.std = "c++17";
    BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog_nvvm, CUDACORE_CODE_PTX, &po, &oc));
    po.std = NULL;
    if (have_nvrtc) {
        po.use_libdevice = 1;
        BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog, CUDACORE_CODE_PTX, &po, &oc));
        po.use_libdevice = 0;
        BI_KIND(BI_NAME);
        po.arch = "bogus";
        BAD_OUT(cudacore_program_compile, E_ARG, oc, cudacore_program_compile(prog, CUDACORE_CODE_PTX, &po, &oc));
        po.arch = "sm_80";
        /* garbage C++, and a name expression that names nothing */
        BI_KIND(BI_CODE);
        CHECK_OK(make_program(CUDACORE_PROGRAM_CXX, "this is not C++ @#$%^\n", 0, &p));
        BAD_OUT(cudacore_program_compile, CUDACORE_ERROR_COMPILE, oc, cudacore_program_compile(p, CUDACORE_CODE_PTX, &po, &oc));
        CHECK(cudacore_last_error()->detail[0] != 0); /* the log */
        CHECK_OK(cudacore_program_log(p, &log));
        CHECK(log[0] != 0);
        CHECK_OK(cudacore_program_destroy(p));
        BI_KIND(BI_NAME);
        memset(&pd, 0, sizeof pd);
        pd.source = CXX_SRC;
        exprs[0] = "no_such_kernel<int>";
        pd.name_expressions = exprs;
        pd.num_name_expressions = 1;
        CHECK_OK(cudacore_program_create(&pd, &p));
        po.no_compile_cache = 1;
        BAD_OUT(cudacore_program_compile, CUDACORE_ERROR_COMPILE, oc, cudacore_program_compile(p, CUDACORE_CODE_PTX, &po, &oc));
        po.no_compile_cache = 0;
        CHECK_OK(cudacore_program_destroy(p));
    }
    if (have_nvjitlink) {
        BI_KIND(BI_CODE);
        CHECK_OK(make_program(CUDACORE_PROGRAM_PTX, "this is not PTX\n", 0, &p));
        BAD_OUT(cudacore_program_compile, CUDACORE_ERROR_LINK, oc, cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &po, &oc));
        CHECK_OK(cudacore_program_destroy(p));
    }

    /* compile cache */
    BI_KIND(BI_NULL);
    BAD(cudacore_compile_cache_stats, E_ARG, cudacore_compile_cache_stats(NULL, NULL));
    BAD(cudacore_compile_cache_stats_get, E_ARG, cudacore_compile_cache_stats_get(NULL));
    BAD(cudacore_compile_cache_dir, E_ARG, cudacore_compile_cache_dir(NULL, 64));
    BI_KIND(BI_SIZE);
    BAD(cudacore_compile_cache_dir, E_ARG, cudacore_compile_cache_dir(fmt, 0));
    BAD(cudacore_compile_cache_dir, E_ARG, cudacore_compile_cache_dir(fmt, 3));
    memset(longdir, 'd', sizeof longdir - 1);
    longdir[0] = '/';
    longdir[sizeof longdir - 1] = 0;
    {
        cudacore_compile_cache_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.dir = longdir;
        BAD(cudacore_compile_cache_configure, E_ARG, cudacore_compile_cache_configure(&cd));
        cd.dir = "";
        BAD(cudacore_compile_cache_configure, E_ARG, cudacore_compile_cache_configure(&cd));
        CHECK_OK(cudacore_compile_cache_dir(fmt, sizeof fmt)); /* the good configuration stayed */
        CHECK(!strcmp(fmt, cache_dir));
    }
    BI_KIND(BI_STATE);
    BADV(cudacore_compile_cache_reset_stats,
         (cudacore_compile_cache_reset_stats(), cudacore_compile_cache_stats(&hits, &misses) == CUDACORE_SUCCESS && hits == 0 && misses == 0));
    BAD(cudacore_compile_cache_clear, CUDACORE_SUCCESS, cudacore_compile_cache_clear()); /* nothing there yet: fine */

    /* object code: no input, two inputs, unknown types, unreadable files, empty and garbage bytes */
    BI_KIND(BI_NULL);
    {
        cudacore_object_code_desc od;
        memset(&od, 0, sizeof od);
        BAD_OUT(cudacore_object_code_load, E_ARG, oc, cudacore_object_code_load(NULL, &oc));
        od.data = PTX_SRC;
        BAD(cudacore_object_code_load, E_ARG, cudacore_object_code_load(&od, NULL));
        od.data = NULL;
        BAD_OUT(cudacore_object_code_load, E_ARG, oc, cudacore_object_code_load(&od, &oc));
        BI_KIND(BI_CONTRA);
        od.data = PTX_SRC;
        od.path = "/tmp/x.ptx";
        BAD_OUT(cudacore_object_code_load, E_ARG, oc, cudacore_object_code_load(&od, &oc));
        BI_KIND(BI_RANGE);
        od.path = NULL;
        od.type = (cudacore_code_type)42;
        BAD_OUT(cudacore_object_code_load, E_ARG, oc, cudacore_object_code_load(&od, &oc));
        od.type = (cudacore_code_type)-1;
        BAD_OUT(cudacore_object_code_load, E_ARG, oc, cudacore_object_code_load(&od, &oc));
        BI_KIND(BI_NAME);
        od.type = CUDACORE_CODE_DEFAULT;
        od.data = NULL;
        od.path = "/nonexistent/dir/kernel.cubin";
        BAD_OUT(cudacore_object_code_load, CUDACORE_ERROR_IO, oc, cudacore_object_code_load(&od, &oc));
        od.path = "/";
        BAD_OUT(cudacore_object_code_load, CUDACORE_ERROR_IO, oc, cudacore_object_code_load(&od, &oc));
        od.path = "";
        BAD_OUT(cudacore_object_code_load, CUDACORE_ERROR_IO, oc, cudacore_object_code_load(&od, &oc));
    }
    BI_KIND(BI_CODE);
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_DEFAULT, "", 0, &oc));
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_PTX, "", 0, &oc));
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_DEFAULT, GARBAGE, sizeof GARBAGE, &oc));
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_CUBIN, GARBAGE, sizeof GARBAGE, &oc));
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_FATBIN, GARBAGE, sizeof GARBAGE, &oc));
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_PTX, GARBAGE, sizeof GARBAGE, &oc));
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_CUBIN, "\177ELF", 4, &oc));
    BAD_OUT(cudacore_object_code_load, E_ARG, oc, load_code(CUDACORE_CODE_PTX, NUL_SRC, sizeof NUL_SRC, &oc));

    /* object code handles and names */
    BI_KIND(BI_NULL);
    BAD(cudacore_object_code_save, E_ARG, cudacore_object_code_save(oc_ptx, NULL));
    BAD(cudacore_object_code_lowered_name, E_ARG, cudacore_object_code_lowered_name(oc_ptx, NULL, &low));
    BAD(cudacore_object_code_lowered_name, E_ARG, cudacore_object_code_lowered_name(oc_ptx, "k", NULL));
    BAD(cudacore_object_code_get_kernel, E_ARG, cudacore_object_code_get_kernel(oc_ptx, NULL, &(cudacore_kernel){0}));
    BAD(cudacore_object_code_get_kernel, E_ARG, cudacore_object_code_get_kernel(oc_ptx, "k", NULL));
    BAD(cudacore_object_code_kernel_count, E_ARG, cudacore_object_code_kernel_count(oc_ptx, NULL));
    BAD(cudacore_object_code_kernel_at, E_ARG, cudacore_object_code_kernel_at(oc_ptx, 0, NULL));
    BAD(cudacore_object_code_get_global, E_ARG, cudacore_object_code_get_global(oc_ptx, NULL, NULL, NULL));
    BAD(cudacore_object_code_copy_to_global, E_ARG, cudacore_object_code_copy_to_global(oc_ptx, "g", 0, NULL, 4));
    BAD(cudacore_object_code_copy_from_global, E_ARG, cudacore_object_code_copy_from_global(oc_ptx, "g", 0, NULL, 4));
    BAD(cudacore_object_code_copy_to_global, E_ARG, cudacore_object_code_copy_to_global(oc_ptx, NULL, 0, fmt, 4));
    BAD(cudacore_object_code_copy_from_global, E_ARG, cudacore_object_code_copy_from_global(oc_ptx, NULL, 0, fmt, 4));
    {
        const void *data;
        size_t size;
        cudacore_code_type type;
        cudacore_kernel k;
        unsigned n;
        cudacore_CUdeviceptr gp;
        HANDLE_ROWS(cudacore_object_code_destroy, cudacore_object_code, OC, OBJECT_CODE, cudacore_object_code_destroy(H));
        HANDLE_ROWS_OUT(cudacore_object_code_data, cudacore_object_code, OC, OBJECT_CODE, data, cudacore_object_code_data(H, &data, &size, &type));
        HANDLE_ROWS(cudacore_object_code_save, cudacore_object_code, OC, OBJECT_CODE, cudacore_object_code_save(H, "/tmp/never-written"));
        HANDLE_ROWS_OUT(cudacore_object_code_lowered_name, cudacore_object_code, OC, OBJECT_CODE, low, cudacore_object_code_lowered_name(H, "k", &low));
        HANDLE_ROWS_OUT(cudacore_object_code_get_kernel, cudacore_object_code, OC, OBJECT_CODE, k, cudacore_object_code_get_kernel(H, "k", &k));
        HANDLE_ROWS_OUT(cudacore_object_code_kernel_count, cudacore_object_code, OC, OBJECT_CODE, n, cudacore_object_code_kernel_count(H, &n));
        HANDLE_ROWS_OUT(cudacore_object_code_kernel_at, cudacore_object_code, OC, OBJECT_CODE, k, cudacore_object_code_kernel_at(H, 0, &k));
        HANDLE_ROWS_OUT(cudacore_object_code_get_global, cudacore_object_code, OC, OBJECT_CODE, gp, cudacore_object_code_get_global(H, "g", &gp, &size));
        HANDLE_ROWS(cudacore_object_code_copy_to_global, cudacore_object_code, OC, OBJECT_CODE, cudacore_object_code_copy_to_global(H, "g", 0, fmt, 4));
        HANDLE_ROWS(cudacore_object_code_copy_from_global, cudacore_object_code, OC, OBJECT_CODE, cudacore_object_code_copy_from_global(H, "g", 0, fmt, 4));
        BI_KIND(BI_NAME);
        BAD_OUT(cudacore_object_code_lowered_name, E_ARG, low, cudacore_object_code_lowered_name(oc_ptx, "no_such<int>", &low));
        BAD_OUT(cudacore_object_code_save, CUDACORE_ERROR_IO, low, (low = NULL, cudacore_object_code_save(oc_ptx, "/nonexistent/dir/out.ptx")));
        /* LTO-IR can be linked, not loaded: refused before any driver call */
        BI_KIND(BI_CONTRA);
        BAD_OUT(cudacore_object_code_get_kernel, E_ARG, k, cudacore_object_code_get_kernel(oc_ltoir, "k", &k));
        BAD_OUT(cudacore_object_code_kernel_count, E_ARG, n, cudacore_object_code_kernel_count(oc_ltoir, &n));
        BAD_OUT(cudacore_object_code_kernel_at, E_ARG, k, cudacore_object_code_kernel_at(oc_ltoir, 0, &k));
        BAD_OUT(cudacore_object_code_get_global, E_ARG, gp, cudacore_object_code_get_global(oc_ltoir, "g", &gp, &size));
        BAD(cudacore_object_code_copy_to_global, E_ARG, cudacore_object_code_copy_to_global(oc_ltoir, "g", 0, fmt, 4));
        BAD(cudacore_object_code_copy_from_global, E_ARG, cudacore_object_code_copy_from_global(oc_ltoir, "g", 0, fmt, 4));
    }
    GROUP_END();
}

static void kernels_and_launch(void) {
    cudacore_launch_config cfg;
    cudacore_CUkernel ck;
    cudacore_CUfunction cf;
    const char *name;
    size_t count, bytes;
    int v, mg, bs;
    void *args[1];
    cudacore_arg sized[1];
    GROUP_BEGIN();
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    args[0] = &v;
    sized[0].value = &v;
    sized[0].size = sizeof v;
    BI_KIND(BI_NULL);
    BAD(cudacore_kernel_native, E_ARG, cudacore_kernel_native(KE(0), NULL));
    BAD(cudacore_kernel_function, E_ARG, cudacore_kernel_function(KE(0), NULL));
    BAD(cudacore_kernel_name, E_ARG, cudacore_kernel_name(KE(0), NULL));
    BAD(cudacore_kernel_get_attribute, E_ARG, cudacore_kernel_get_attribute(KE(0), CUDACORE_CU_FUNC_ATTRIBUTE_NUM_REGS, -1, NULL));
    BAD(cudacore_kernel_param_info, E_ARG, cudacore_kernel_param_info(KE(0), NULL, NULL, NULL, 0));
    BAD(cudacore_kernel_max_active_blocks_per_sm, E_ARG, cudacore_kernel_max_active_blocks_per_sm(KE(0), 32, 0, NULL));
    BAD(cudacore_kernel_max_potential_block_size, E_ARG, cudacore_kernel_max_potential_block_size(KE(0), 0, 0, &mg, NULL));
    BAD(cudacore_kernel_available_dynamic_smem_per_block, E_ARG, cudacore_kernel_available_dynamic_smem_per_block(KE(0), 1, 32, NULL));
    BAD(cudacore_kernel_max_potential_cluster_size, E_ARG, cudacore_kernel_max_potential_cluster_size(KE(0), NULL, &v));
    BAD(cudacore_kernel_max_potential_cluster_size, E_ARG, cudacore_kernel_max_potential_cluster_size(KE(0), &cfg, NULL));
    BAD(cudacore_kernel_max_active_clusters, E_ARG, cudacore_kernel_max_active_clusters(KE(0), NULL, &v));
    BAD(cudacore_kernel_max_active_clusters, E_ARG, cudacore_kernel_max_active_clusters(KE(0), &cfg, NULL));
    HANDLE_ROWS(cudacore_kernel_destroy, cudacore_kernel, KE, KERNEL, cudacore_kernel_destroy(H));
    HANDLE_ROWS_OUT(cudacore_kernel_native, cudacore_kernel, KE, KERNEL, ck, cudacore_kernel_native(H, &ck));
    HANDLE_ROWS_OUT(cudacore_kernel_function, cudacore_kernel, KE, KERNEL, cf, cudacore_kernel_function(H, &cf));
    HANDLE_ROWS_OUT(cudacore_kernel_name, cudacore_kernel, KE, KERNEL, name, cudacore_kernel_name(H, &name));
    HANDLE_ROWS_OUT(cudacore_kernel_get_attribute, cudacore_kernel, KE, KERNEL, v, cudacore_kernel_get_attribute(H, CUDACORE_CU_FUNC_ATTRIBUTE_NUM_REGS, -1, &v));
    HANDLE_ROWS(cudacore_kernel_set_attribute, cudacore_kernel, KE, KERNEL,
                cudacore_kernel_set_attribute(H, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -1, 1024));
    HANDLE_ROWS(cudacore_kernel_set_max_dynamic_shared_memory, cudacore_kernel, KE, KERNEL, cudacore_kernel_set_max_dynamic_shared_memory(H, 1024));
    HANDLE_ROWS(cudacore_kernel_set_cache_config, cudacore_kernel, KE, KERNEL, cudacore_kernel_set_cache_config(H, CUDACORE_CU_FUNC_CACHE_PREFER_L1, -1));
    HANDLE_ROWS_OUT(cudacore_kernel_param_info, cudacore_kernel, KE, KERNEL, count, cudacore_kernel_param_info(H, &count, NULL, NULL, 0));
    HANDLE_ROWS(cudacore_launch, cudacore_kernel, KE, KERNEL, cudacore_launch(cudacore_stream_legacy(), &cfg, H, args, 1));
    HANDLE_ROWS(cudacore_launch_native, cudacore_kernel, KE, KERNEL, cudacore_launch_native(NULL, &cfg, H, args, 1));
    HANDLE_ROWS(cudacore_launch, cudacore_stream, ST, STREAM, cudacore_launch(H, &cfg, KE(0), args, 1));
    HANDLE_ROWS(cudacore_launch_sized, cudacore_kernel, KE, KERNEL, cudacore_launch_sized(cudacore_stream_legacy(), &cfg, H, sized, 1));
    HANDLE_ROWS(cudacore_launch_sized, cudacore_stream, ST, STREAM, cudacore_launch_sized(H, &cfg, KE(0), sized, 1));
    BI_KIND(BI_NULL);
    BAD(cudacore_launch_sized, E_ARG, cudacore_launch_sized(cudacore_stream_legacy(), &cfg, KE(0), NULL, 1));
    BI_KIND(BI_SIZE); /* more values than the sized forms copy to the stack */
    BAD(cudacore_launch_sized, E_ARG, cudacore_launch_sized(cudacore_stream_legacy(), &cfg, KE(0), sized, CUDACORE_MAX_SIZED_ARGS + 1));
    HANDLE_ROWS_OUT(cudacore_kernel_max_active_blocks_per_sm, cudacore_kernel, KE, KERNEL, v, cudacore_kernel_max_active_blocks_per_sm(H, 32, 0, &v));
    HANDLE_ROWS_OUT(cudacore_kernel_max_potential_block_size, cudacore_kernel, KE, KERNEL, bs, cudacore_kernel_max_potential_block_size(H, 0, 0, &mg, &bs));
    HANDLE_ROWS_OUT(cudacore_kernel_available_dynamic_smem_per_block, cudacore_kernel, KE, KERNEL, bytes,
                    cudacore_kernel_available_dynamic_smem_per_block(H, 1, 32, &bytes));
    HANDLE_ROWS_OUT(cudacore_kernel_max_potential_cluster_size, cudacore_kernel, KE, KERNEL, v, cudacore_kernel_max_potential_cluster_size(H, &cfg, &v));
    HANDLE_ROWS_OUT(cudacore_kernel_max_active_clusters, cudacore_kernel, KE, KERNEL, v, cudacore_kernel_max_active_clusters(H, &cfg, &v));
    GROUP_END();
}

static void linker(void) {
    cudacore_linker_options lo;
    cudacore_link_input in;
    cudacore_linker l;
    cudacore_linker_backend be;
    cudacore_object_code oc;
    const char *info, *err;
    char fmt[64];
    size_t need;
    GROUP_BEGIN();
    memset(&lo, 0, sizeof lo);
    lo.arch = "sm_80";
    BI_KIND(BI_NULL);
    BAD(cudacore_linker_create, E_ARG, cudacore_linker_create(&lo, NULL));
    BI_KIND(BI_CONTRA);
    lo.backend = CUDACORE_LINKER_DRIVER;
    lo.ftz = CUDACORE_ON;
    BAD_OUT(cudacore_linker_create, E_UNSUP, l, cudacore_linker_create(&lo, &l));
    lo.ftz = 0;
    lo.num_kernels_used = 1;
    BAD_OUT(cudacore_linker_create, E_UNSUP, l, cudacore_linker_create(&lo, &l));
    lo.num_kernels_used = 0;
    lo.split_compile = 4;
    BAD_OUT(cudacore_linker_create, E_UNSUP, l, cudacore_linker_create(&lo, &l));
    lo.split_compile = 0;
    BI_KIND(BI_RANGE);
    lo.backend = (cudacore_linker_backend)9;
    BAD_OUT(cudacore_linker_create, E_ARG, l, cudacore_linker_create(&lo, &l));
    lo.backend = (cudacore_linker_backend)-1;
    BAD_OUT(cudacore_linker_create, E_ARG, l, cudacore_linker_create(&lo, &l));
    lo.backend = CUDACORE_LINKER_AUTO;
    BI_KIND(BI_NAME);
    lo.arch = "bogus";
    BAD(cudacore_linker_options_format, E_ARG, cudacore_linker_options_format(&lo, fmt, sizeof fmt, &need));
    lo.arch = "sm_80";
    BI_KIND(BI_SIZE);
    BAD(cudacore_linker_options_format, E_ARG, cudacore_linker_options_format(&lo, fmt, 3, &need));
    BAD(cudacore_linker_options_format, E_ARG, cudacore_linker_options_format(&lo, NULL, 10, NULL));
    BI_KIND(BI_NULL);
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_PTX;
    in.data = PTX_SRC;
    HANDLE_ROWS(cudacore_linker_add, cudacore_linker, LK, LINKER, cudacore_linker_add(H, &in));
    HANDLE_ROWS(cudacore_linker_add_object_code, cudacore_linker, LK, LINKER, cudacore_linker_add_object_code(H, oc_ptx));
    HANDLE_ROWS_OUT(cudacore_linker_link, cudacore_linker, LK, LINKER, oc, cudacore_linker_link(H, CUDACORE_CODE_CUBIN, &oc));
    HANDLE_ROWS_OUT(cudacore_linker_logs, cudacore_linker, LK, LINKER, info, cudacore_linker_logs(H, &info, &err));
    HANDLE_ROWS_OUT(cudacore_linker_backend_used, cudacore_linker, LK, LINKER, be, cudacore_linker_backend_used(H, &be));
    HANDLE_ROWS(cudacore_linker_destroy, cudacore_linker, LK, LINKER, cudacore_linker_destroy(H));
    if (!have_nvjitlink) {
        GROUP_END();
        SKIP("no nvJitLink 12.3+: the rows that need a live linker were skipped");
    }
    HANDLE_ROWS(cudacore_linker_add_object_code, cudacore_object_code, OC, OBJECT_CODE, cudacore_linker_add_object_code(lk, H));
    BI_KIND(BI_NULL);
    BAD(cudacore_linker_add, E_ARG, cudacore_linker_add(lk, NULL));
    BAD(cudacore_linker_link, E_ARG, cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, NULL));
    BAD(cudacore_linker_backend_used, E_ARG, cudacore_linker_backend_used(lk, NULL));
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_PTX;
    BAD(cudacore_linker_add, E_ARG, cudacore_linker_add(lk, &in));
    BI_KIND(BI_CONTRA);
    in.data = PTX_SRC;
    in.path = "/tmp/x.ptx";
    BAD(cudacore_linker_add, E_ARG, cudacore_linker_add(lk, &in));
    BAD_OUT(cudacore_linker_link, E_ARG, oc, cudacore_linker_link(lk, CUDACORE_CODE_LTOIR, &oc));
    BAD_OUT(cudacore_linker_link, E_ARG, oc, cudacore_linker_link(lk, CUDACORE_CODE_FATBIN, &oc));
    BI_KIND(BI_RANGE);
    in.path = NULL;
    in.type = CUDACORE_CODE_DEFAULT;
    BAD(cudacore_linker_add, E_ARG, cudacore_linker_add(lk, &in));
    in.type = (cudacore_code_type)77;
    BAD(cudacore_linker_add, E_ARG, cudacore_linker_add(lk, &in));
    BAD_OUT(cudacore_linker_link, E_ARG, oc, cudacore_linker_link(lk, (cudacore_code_type)77, &oc));
    BI_KIND(BI_SIZE);
    in.type = CUDACORE_CODE_CUBIN;
    in.data = GARBAGE;
    in.size = 0;
    BAD(cudacore_linker_add, E_ARG, cudacore_linker_add(lk, &in));
    /* garbage as each code type: rejected by nvJitLink, with its log */
    BI_KIND(BI_CODE);
    {
        static const cudacore_code_type types[] = {CUDACORE_CODE_CUBIN, CUDACORE_CODE_PTX, CUDACORE_CODE_LTOIR, CUDACORE_CODE_FATBIN,
                                                   CUDACORE_CODE_OBJECT, CUDACORE_CODE_LIBRARY};
        size_t i;
        for (i = 0; i < sizeof types / sizeof types[0]; i++) {
            in.type = types[i];
            in.data = GARBAGE;
            in.size = sizeof GARBAGE;
            BAD(cudacore_linker_add, CUDACORE_ERROR_LINK, cudacore_linker_add(lk, &in));
        }
        BAD(cudacore_linker_add_object_code, CUDACORE_ERROR_LINK, cudacore_linker_add_object_code(lk, oc_ltoir));
        in.type = CUDACORE_CODE_PTX;
        in.data = NULL;
        in.path = "/nonexistent/dir/x.ptx";
        BI_KIND(BI_NAME);
        BAD(cudacore_linker_add, CUDACORE_ERROR_LINK, cudacore_linker_add(lk, &in));
    }
    /* a linker that cannot be made */
    {
        cudacore_linker empty;
        memset(&lo, 0, sizeof lo);
        lo.arch = "bogus";
        BI_KIND(BI_NAME);
        BAD_OUT(cudacore_linker_create, E_ARG, empty, cudacore_linker_create(&lo, &empty));
    }
    GROUP_END();
}

/*--- double destroy of real objects, and nothing left behind ---*/

/*--- graphs (handles are checked before the driver: the mock has no graph API) ---*/
static cudacore_graph GR(uint64_t id) { cudacore_graph h; h.id = id; return h; }
static cudacore_graph_exec GE(uint64_t id) { cudacore_graph_exec h; h.id = id; return h; }
static cudacore_graph_node ND(uint64_t graph_id) { cudacore_graph_node n; n.graph = graph_id; n.native = (cudacore_CUgraphNode)(uintptr_t)0x1000; return n; }
static void host_cb(void *p) { (void)p; }

static void graphs(void) {
    cudacore_stream L = cudacore_stream_legacy();
    cudacore_graph g;
    cudacore_graph_exec ge;
    cudacore_graph_node node, nodes[2];
    cudacore_capture_info ci;
    cudacore_CUstreamCaptureMode mode;
    cudacore_CUgraph cg;
    cudacore_CUgraphExec cge;
    cudacore_graph_conditional_handle ch;
    cudacore_CUgraphNodeType nt;
    cudacore_copy_2d_desc cp;
    cudacore_graph_memset_desc ms;
    cudacore_host_node_desc hd;
    cudacore_graph_instantiate_desc gid;
    cudacore_graph_update_info ui;
    cudacore_launch_config cfg;
    cudacore_CUlaunchAttributeValue av;
    cudacore_buffer bf;
    size_t count;
    uint64_t v64;
    int enabled;
    GROUP_BEGIN();
    memset(&cp, 0, sizeof cp);
    memset(&ms, 0, sizeof ms);
    memset(&hd, 0, sizeof hd);
    hd.fn = host_cb;
    memset(&gid, 0, sizeof gid);
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    memset(&av, 0, sizeof av);
    /* capture */
    HANDLE_ROWS(cudacore_stream_begin_capture, cudacore_stream, ST, STREAM, cudacore_stream_begin_capture(H, NULL));
    HANDLE_ROWS_OUT(cudacore_stream_end_capture, cudacore_stream, ST, STREAM, g, cudacore_stream_end_capture(H, &g));
    BAD(cudacore_stream_end_capture, E_ARG, cudacore_stream_end_capture(L, NULL));
    HANDLE_ROWS_OUT(cudacore_stream_get_capture_info, cudacore_stream, ST, STREAM, ci, cudacore_stream_get_capture_info(H, &ci));
    BAD(cudacore_stream_get_capture_info, E_ARG, cudacore_stream_get_capture_info(L, NULL));
    BAD(cudacore_thread_exchange_capture_mode, E_ARG, cudacore_thread_exchange_capture_mode(NULL));
    (void)mode;
    /* definitions */
    BAD(cudacore_graph_create, E_ARG, cudacore_graph_create(NULL));
    BAD_OUT(cudacore_graph_wrap, E_ARG, g, cudacore_graph_wrap(NULL, 0, &g));
    BAD(cudacore_graph_wrap, E_ARG, cudacore_graph_wrap((cudacore_CUgraph)(uintptr_t)0x1000, 0, NULL));
    HANDLE_ROWS(cudacore_graph_destroy, cudacore_graph, GR, GRAPH, cudacore_graph_destroy(H));
    HANDLE_ROWS_OUT(cudacore_graph_native, cudacore_graph, GR, GRAPH, cg, cudacore_graph_native(H, &cg));
    HANDLE_ROWS_OUT(cudacore_graph_clone, cudacore_graph, GR, GRAPH, g, cudacore_graph_clone(H, &g));
    HANDLE_ROWS(cudacore_graph_debug_dot, cudacore_graph, GR, GRAPH, cudacore_graph_debug_dot(H, "/tmp/x.dot", 0));
    HANDLE_ROWS(cudacore_graph_get_nodes, cudacore_graph, GR, GRAPH, cudacore_graph_get_nodes(H, nodes, 2, &count));
    HANDLE_ROWS(cudacore_graph_get_edges, cudacore_graph, GR, GRAPH, cudacore_graph_get_edges(H, nodes, nodes + 1, 1, &count));
    HANDLE_ROWS(cudacore_graph_add_empty_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_empty_node(H, NULL, 0, &node));
    HANDLE_ROWS(cudacore_graph_add_kernel_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_kernel_node(H, NULL, 0, &cfg, KE(0), NULL, 0, &node));
    HANDLE_ROWS(cudacore_graph_add_kernel_node_sized, cudacore_graph, GR, GRAPH,
                cudacore_graph_add_kernel_node_sized(H, NULL, 0, &cfg, KE(0), NULL, 0, &node));
    BAD(cudacore_graph_add_kernel_node_sized, E_ARG, cudacore_graph_add_kernel_node_sized(GR(0), NULL, 0, &cfg, KE(0), NULL, 2, &node));
    HANDLE_ROWS(cudacore_graph_add_memcpy_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_memcpy_node(H, NULL, 0, &cp, &node));
    HANDLE_ROWS(cudacore_graph_add_memset_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_memset_node(H, NULL, 0, &ms, &node));
    HANDLE_ROWS(cudacore_graph_add_host_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_host_node(H, NULL, 0, &hd, &node));
    HANDLE_ROWS(cudacore_graph_add_event_record_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_event_record_node(H, NULL, 0, EV(0), &node));
    HANDLE_ROWS(cudacore_graph_add_event_wait_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_event_wait_node(H, NULL, 0, EV(0), &node));
    HANDLE_ROWS(cudacore_graph_add_child_graph_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_child_graph_node(H, NULL, 0, GR(0), &node));
    HANDLE_ROWS(cudacore_graph_add_mem_alloc_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_mem_alloc_node(H, NULL, 0, 256, &node, &bf));
    HANDLE_ROWS(cudacore_graph_add_mem_free_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_mem_free_node(H, NULL, 0, BU(0), &node));
    /* the mock is a CUDA 12.0 driver: no conditional nodes, said before anything else */
    BAD(cudacore_graph_conditional_handle_create, E_UNSUP, cudacore_graph_conditional_handle_create(GR(0), 0, &ch));
    BAD(cudacore_graph_add_conditional_node, E_UNSUP, cudacore_graph_add_conditional_node(GR(0), NULL, 0, 0, CUDACORE_GRAPH_COND_IF, 1, &node, &g));
    /* nodes: a node carries its graph's handle, checked first */
    HANDLE_ROWS(cudacore_graph_node_get_type, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_get_type(ND(H), &nt));
    HANDLE_ROWS(cudacore_graph_node_get_dependencies, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_get_dependencies(ND(H), nodes, 2, &count));
    HANDLE_ROWS(cudacore_graph_node_get_dependents, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_get_dependents(ND(H), nodes, 2, &count));
    nodes[1] = ND(0);
    HANDLE_ROWS(cudacore_graph_add_dependencies, uint64_t, (uint64_t), GRAPH, (nodes[0] = ND(H), cudacore_graph_add_dependencies(nodes, nodes + 1, 1)));
    HANDLE_ROWS(cudacore_graph_remove_dependencies, uint64_t, (uint64_t), GRAPH,
                (nodes[0] = ND(H), cudacore_graph_remove_dependencies(nodes, nodes + 1, 1)));
    BAD(cudacore_graph_add_dependencies, E_ARG, cudacore_graph_add_dependencies(NULL, NULL, 1));
    HANDLE_ROWS(cudacore_graph_node_destroy, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_destroy(ND(H)));
    HANDLE_ROWS(cudacore_graph_node_find_in_clone, cudacore_graph, GR, GRAPH, cudacore_graph_node_find_in_clone(H, ND(0), &node));
    HANDLE_ROWS(cudacore_graph_node_set_kernel, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_set_kernel(ND(H), &cfg, KE(0), NULL, 0));
    HANDLE_ROWS(cudacore_graph_node_set_kernel_sized, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_set_kernel_sized(ND(H), &cfg, KE(0), NULL, 0));
    HANDLE_ROWS(cudacore_graph_node_set_memcpy, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_set_memcpy(ND(H), &cp));
    HANDLE_ROWS(cudacore_graph_node_set_memset, uint64_t, (uint64_t), GRAPH, cudacore_graph_node_set_memset(ND(H), &ms));
    HANDLE_ROWS(cudacore_graph_kernel_node_get_attribute, uint64_t, (uint64_t), GRAPH,
                cudacore_graph_kernel_node_get_attribute(ND(H), CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY, &av));
    HANDLE_ROWS(cudacore_graph_kernel_node_set_attribute, uint64_t, (uint64_t), GRAPH,
                cudacore_graph_kernel_node_set_attribute(ND(H), CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY, &av));
    /* executable graphs */
    HANDLE_ROWS_OUT(cudacore_graph_instantiate, cudacore_graph, GR, GRAPH, ge, cudacore_graph_instantiate(H, &gid, &ge));
    HANDLE_ROWS(cudacore_graph_exec_destroy, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_exec_destroy(H));
    HANDLE_ROWS_OUT(cudacore_graph_exec_native, cudacore_graph_exec, GE, GRAPH_EXEC, cge, cudacore_graph_exec_native(H, &cge));
    HANDLE_ROWS(cudacore_graph_upload, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_upload(H, L));
    HANDLE_ROWS(cudacore_graph_launch, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_launch(H, L));
    HANDLE_ROWS(cudacore_graph_exec_update, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_exec_update(H, GR(0), &ui));
    HANDLE_ROWS(cudacore_graph_exec_set_kernel_node, cudacore_graph_exec, GE, GRAPH_EXEC,
                cudacore_graph_exec_set_kernel_node(H, ND(0), &cfg, KE(0), NULL, 0));
    HANDLE_ROWS(cudacore_graph_exec_set_kernel_args, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_exec_set_kernel_args(H, ND(0), NULL, 0));
    HANDLE_ROWS(cudacore_graph_exec_set_kernel_node_sized, cudacore_graph_exec, GE, GRAPH_EXEC,
                cudacore_graph_exec_set_kernel_node_sized(H, ND(0), &cfg, KE(0), NULL, 0));
    HANDLE_ROWS(cudacore_graph_exec_set_kernel_args_sized, cudacore_graph_exec, GE, GRAPH_EXEC,
                cudacore_graph_exec_set_kernel_args_sized(H, ND(0), NULL, 0));
    BAD(cudacore_graph_exec_set_kernel_args_sized, E_ARG, cudacore_graph_exec_set_kernel_args_sized(GE(0), ND(0), NULL, 3));
    HANDLE_ROWS(cudacore_graph_exec_set_memcpy_node, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_exec_set_memcpy_node(H, ND(0), &cp));
    HANDLE_ROWS(cudacore_graph_exec_set_memset_node, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_exec_set_memset_node(H, ND(0), &ms));
    HANDLE_ROWS(cudacore_graph_exec_set_node_enabled, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_exec_set_node_enabled(H, ND(0), 1));
    HANDLE_ROWS(cudacore_graph_exec_get_node_enabled, cudacore_graph_exec, GE, GRAPH_EXEC, cudacore_graph_exec_get_node_enabled(H, ND(0), &enabled));
    /* recorders */
    {
        cudacore_recorder_desc rd;
        cudacore_recorder_info ri;
        cudacore_recorder rec;
        int issue, key = 1;
        memset(&rd, 0, sizeof rd);
        BAD(cudacore_recorder_create, E_ARG, cudacore_recorder_create(&rd, NULL));
        rd.capture_mode = (cudacore_recorder_capture_mode)3;
        BAD_OUT(cudacore_recorder_create, E_ARG, rec, cudacore_recorder_create(&rd, &rec));
        rd.capture_mode = CUDACORE_RECORDER_CAPTURE_GLOBAL;
        rd.instantiate.upload = 1;
        BAD_OUT(cudacore_recorder_create, E_ARG, rec, cudacore_recorder_create(&rd, &rec));
        HANDLE_ROWS(cudacore_recorder_destroy, cudacore_recorder, RC, RECORDER, cudacore_recorder_destroy(H));
        HANDLE_ROWS(cudacore_recorder_begin, cudacore_recorder, RC, RECORDER, cudacore_recorder_begin(H, L, &key, sizeof key, &issue));
        BAD(cudacore_recorder_begin, E_ARG, cudacore_recorder_begin(RC(0), L, &key, sizeof key, NULL));
        BAD(cudacore_recorder_begin, E_ARG, cudacore_recorder_begin(RC(0), L, NULL, 4, &issue));
        HANDLE_ROWS(cudacore_recorder_end, cudacore_recorder, RC, RECORDER, cudacore_recorder_end(H, L));
        HANDLE_ROWS(cudacore_recorder_cancel, cudacore_recorder, RC, RECORDER, cudacore_recorder_cancel(H));
        HANDLE_ROWS(cudacore_recorder_run, cudacore_recorder, RC, RECORDER, cudacore_recorder_run(H, L, &key, sizeof key, bi_step, NULL));
        BAD(cudacore_recorder_run, E_ARG, cudacore_recorder_run(RC(0), L, &key, sizeof key, NULL, NULL));
        HANDLE_ROWS(cudacore_recorder_get_info, cudacore_recorder, RC, RECORDER, cudacore_recorder_get_info(H, &ri));
        BAD(cudacore_recorder_get_info, E_ARG, cudacore_recorder_get_info(RC(0), NULL));
        HANDLE_ROWS(cudacore_recorder_reset, cudacore_recorder, RC, RECORDER, cudacore_recorder_reset(H));
        HANDLE_ROWS(cudacore_recorder_set_kernel_args, cudacore_recorder, RC, RECORDER, cudacore_recorder_set_kernel_args(H, 0, NULL, 0));
        BAD(cudacore_recorder_set_kernel_args, E_ARG, cudacore_recorder_set_kernel_args(RC(0), 0, NULL, 2));
        HANDLE_ROWS(cudacore_recorder_set_kernel_args_sized, cudacore_recorder, RC, RECORDER, cudacore_recorder_set_kernel_args_sized(H, 0, NULL, 0));
        BAD(cudacore_recorder_set_kernel_args_sized, E_ARG, cudacore_recorder_set_kernel_args_sized(RC(0), 0, NULL, 3));
        /* a step with none under way, before the driver is needed */
        memset(&rd, 0, sizeof rd);
        if (cudacore_recorder_create(&rd, &rec) == CUDACORE_SUCCESS) {
            BI_KIND(BI_STATE);
            BAD(cudacore_recorder_end, CUDACORE_ERROR_CAPTURE, cudacore_recorder_end(rec, L));
            cudacore_recorder_destroy(rec);
        }
    }
    /* graph memory of a device */
    BAD(cudacore_device_graph_mem_trim, E_DEVICE, cudacore_device_graph_mem_trim(99));
    BAD(cudacore_device_graph_mem_trim, E_DEVICE, cudacore_device_graph_mem_trim(-1));
    BAD(cudacore_device_graph_mem_get_attribute, E_DEVICE,
        cudacore_device_graph_mem_get_attribute(99, CUDACORE_CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT, &v64));
    BAD(cudacore_device_graph_mem_get_attribute, E_ARG, cudacore_device_graph_mem_get_attribute(0, CUDACORE_CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT, NULL));
    GROUP_END();
}

/*--- arrays, textures, surfaces, 3-D and batched copies; interop ---
   The mock driver has no context: creations fail at their first driver
   call, so these rows are the checks made before it. The rest are in
   tests/gpu/test_bad_input_gpu.c. */
static cudacore_array AR(uint64_t id) { cudacore_array h; h.id = id; return h; }
static cudacore_mipmapped_array MA(uint64_t id) { cudacore_mipmapped_array h; h.id = id; return h; }
static cudacore_texture TX(uint64_t id) { cudacore_texture h; h.id = id; return h; }
static cudacore_surface SF(uint64_t id) { cudacore_surface h; h.id = id; return h; }
static cudacore_graphics_resource GX(uint64_t id) { cudacore_graphics_resource h; h.id = id; return h; }
static cudacore_external_memory EM(uint64_t id) { cudacore_external_memory h; h.id = id; return h; }
static cudacore_external_semaphore ES(uint64_t id) { cudacore_external_semaphore h; h.id = id; return h; }

static void array_desc_rows(void) {
    cudacore_array_desc d;
    cudacore_array a;
    cudacore_mipmapped_array m;
    BI_KIND(BI_NULL);
    BAD(cudacore_array_create, E_ARG, cudacore_array_create(NULL, NULL));
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(NULL, &a));
    BAD_OUT(cudacore_array_wrap, E_ARG, a, cudacore_array_wrap(NULL, 0, &a));
    BAD(cudacore_array_wrap, E_ARG, cudacore_array_wrap((cudacore_CUarray)(uintptr_t)0x1000, 0, NULL));
    BAD_OUT(cudacore_mipmapped_array_create, E_ARG, m, cudacore_mipmapped_array_create(NULL, 0, &m));
    BI_KIND(BI_RANGE);
#define DESC(fmt, ch, w, h, dp) (memset(&d, 0, sizeof d), d.format = (cudacore_CUarray_format)(fmt), d.num_channels = (ch), d.width = (w), \
                                 d.height = (h), d.depth = (dp), &d)
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(DESC(0, 1, 4, 4, 0), &a));         /* no format */
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(DESC(0x77, 1, 4, 4, 0), &a));      /* not a format */
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(DESC(0x20, 3, 4, 4, 0), &a));      /* 3 channels */
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(DESC(0xc2, 1, 4, 4, 0), &a));      /* UNORM_INT8X4 has 4 */
    BI_KIND(BI_SIZE);
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(DESC(0x20, 1, 0, 4, 0), &a));      /* width 0 */
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(DESC(0x20, 1, 4, 0, 4), &a));      /* depth without height */
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(DESC(0x20, 1, (size_t)1 << 33, 1, 0), &a)); /* 32-bit field */
    BAD_OUT(cudacore_mipmapped_array_create, E_ARG, m, cudacore_mipmapped_array_create(DESC(0x20, 1, 4, 4, 0), 4, &m)); /* 3 levels */
    BI_KIND(BI_CONTRA);
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(((void)DESC(0x20, 1, 4, 4, 2), d.layers = 3, &d), &a));
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(((void)DESC(0x20, 1, 4, 8, 0), d.cubemap = 1, &d), &a));
    BAD_OUT(cudacore_array_create, E_ARG, a, cudacore_array_create(((void)DESC(0x20, 1, 4, 0, 0), d.texture_gather = 1, &d), &a));
    BAD_OUT(cudacore_mipmapped_array_create, E_ARG, m, cudacore_mipmapped_array_create(((void)DESC(0x20, 1, 4, 4, 1), d.cubemap = 1, &d), 0, &m));
#undef DESC
}

static void array_handle_rows(void) {
    cudacore_CUarray ca;
    cudacore_CUmipmappedArray cm;
    cudacore_CUtexObject ct;
    cudacore_CUsurfObject cs;
    cudacore_array_info ai;
    cudacore_array a;
    cudacore_texture t;
    cudacore_surface sf;
    unsigned int n;
    char host[16];
    cudacore_stream L = cudacore_stream_legacy();
    HANDLE_ROWS(cudacore_array_destroy, cudacore_array, AR, ARRAY, cudacore_array_destroy(H));
    HANDLE_ROWS_OUT(cudacore_array_native, cudacore_array, AR, ARRAY, ca, cudacore_array_native(H, &ca));
    HANDLE_ROWS_OUT(cudacore_array_get_info, cudacore_array, AR, ARRAY, ai, cudacore_array_get_info(H, &ai));
    HANDLE_ROWS(cudacore_array_copy_from, cudacore_array, AR, ARRAY, cudacore_array_copy_from(H, BU(0), host, L));
    HANDLE_ROWS(cudacore_array_copy_to, cudacore_array, AR, ARRAY, cudacore_array_copy_to(BU(0), host, H, L));
    HANDLE_ROWS(cudacore_mipmapped_array_destroy, cudacore_mipmapped_array, MA, MIPMAPPED_ARRAY, cudacore_mipmapped_array_destroy(H));
    HANDLE_ROWS_OUT(cudacore_mipmapped_array_native, cudacore_mipmapped_array, MA, MIPMAPPED_ARRAY, cm, cudacore_mipmapped_array_native(H, &cm));
    HANDLE_ROWS_OUT(cudacore_mipmapped_array_level, cudacore_mipmapped_array, MA, MIPMAPPED_ARRAY, a, cudacore_mipmapped_array_level(H, 0, &a));
    HANDLE_ROWS_OUT(cudacore_mipmapped_array_get_info, cudacore_mipmapped_array, MA, MIPMAPPED_ARRAY, n, cudacore_mipmapped_array_get_info(H, &n, NULL));
    HANDLE_ROWS(cudacore_texture_destroy, cudacore_texture, TX, TEXTURE, cudacore_texture_destroy(H));
    HANDLE_ROWS_OUT(cudacore_texture_native, cudacore_texture, TX, TEXTURE, ct, cudacore_texture_native(H, &ct));
    HANDLE_ROWS_OUT(cudacore_surface_create, cudacore_array, AR, ARRAY, sf, cudacore_surface_create(H, &sf));
    HANDLE_ROWS(cudacore_surface_destroy, cudacore_surface, SF, SURFACE, cudacore_surface_destroy(H));
    HANDLE_ROWS_OUT(cudacore_surface_native, cudacore_surface, SF, SURFACE, cs, cudacore_surface_native(H, &cs));
    BI_KIND(BI_NULL);
    BAD(cudacore_array_native, E_ARG, cudacore_array_native(AR(0), NULL));
    BAD(cudacore_array_get_info, E_ARG, cudacore_array_get_info(AR(0), NULL));
    BAD(cudacore_mipmapped_array_native, E_ARG, cudacore_mipmapped_array_native(MA(0), NULL));
    BAD(cudacore_mipmapped_array_level, E_ARG, cudacore_mipmapped_array_level(MA(0), 0, NULL));
    BAD(cudacore_mipmapped_array_get_info, E_ARG, cudacore_mipmapped_array_get_info(MA(0), NULL, NULL));
    BAD(cudacore_texture_create, E_ARG, cudacore_texture_create(NULL, &t));
    BAD(cudacore_texture_native, E_ARG, cudacore_texture_native(TX(0), NULL));
    BAD(cudacore_surface_create, E_ARG, cudacore_surface_create(AR(0), NULL));
    BAD(cudacore_surface_native, E_ARG, cudacore_surface_native(SF(0), NULL));
}

static void texture_desc_rows(void) {
    cudacore_texture_desc td;
    cudacore_texture t;
    BI_KIND(BI_CONTRA);
    memset(&td, 0, sizeof td);
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t)); /* no resource */
    td.array = AR(stale[CUDACORE_OBJECT_ARRAY]);
    td.buffer = BU(stale[CUDACORE_OBJECT_BUFFER]);
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t)); /* two resources */
    memset(&td, 0, sizeof td);
    BI_KIND(BI_STALE);
    td.array = AR(stale[CUDACORE_OBJECT_ARRAY]);
    BAD_OUT(cudacore_texture_create, E_HANDLE, t, cudacore_texture_create(&td, &t));
    memset(&td, 0, sizeof td);
    td.mipmapped_array = MA(stale[CUDACORE_OBJECT_MIPMAPPED_ARRAY]);
    BAD_OUT(cudacore_texture_create, E_HANDLE, t, cudacore_texture_create(&td, &t));
    BI_KIND(BI_KIND);
    memset(&td, 0, sizeof td);
    td.array = AR(wrong[CUDACORE_OBJECT_ARRAY]);
    BAD_OUT(cudacore_texture_create, E_HANDLE, t, cudacore_texture_create(&td, &t));
    td.array = AR(forged(CUDACORE_OBJECT_ARRAY));
    BAD_OUT(cudacore_texture_create, E_HANDLE, t, cudacore_texture_create(&td, &t));
    memset(&td, 0, sizeof td);
    td.buffer = BU(wrong[CUDACORE_OBJECT_BUFFER]);
    BAD_OUT(cudacore_texture_create, E_HANDLE, t, cudacore_texture_create(&td, &t));
    if (!have_mock) return;
    BI_KIND(BI_RANGE);
    memset(&td, 0, sizeof td);
    td.buffer = mbuf; /* device-accessible, no device */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t)); /* no format */
    td.format = CUDACORE_CU_AD_FORMAT_BC1_UNORM;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t)); /* BC cannot type a buffer */
    td.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    td.num_channels = 3;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.num_channels = 1;
    td.buffer = buf; /* host memory CUDA cannot texture */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
}

static void copy_rows(void) {
    cudacore_stream L = cudacore_stream_legacy(), P = cudacore_stream_per_thread();
    cudacore_copy_3d_desc c;
    cudacore_copy b[2];
    cudacore_copy_attributes at[2];
    char host[64];
    BI_KIND(BI_NULL);
    BAD(cudacore_copy_3d, E_ARG, cudacore_copy_3d(NULL, L));
    BAD(cudacore_copy_batch, E_ARG, cudacore_copy_batch(NULL, 2, NULL, 0, P));
    BAD(cudacore_copy_3d_batch, E_ARG, cudacore_copy_3d_batch(NULL, 2, NULL, 0, P));
    memset(&c, 0, sizeof c);
    memset(b, 0, sizeof b);
    memset(at, 0, sizeof at);
    c.width = 4;
    HANDLE_ROWS(cudacore_copy_3d, cudacore_stream, ST, STREAM, cudacore_copy_3d(&c, H));
    HANDLE_ROWS(cudacore_copy_batch, cudacore_stream, ST, STREAM, cudacore_copy_batch(b, 1, NULL, 0, H));
    HANDLE_ROWS(cudacore_copy_3d_batch, cudacore_stream, ST, STREAM, cudacore_copy_3d_batch(&c, 1, NULL, 0, H));
    c.src.array = AR(stale[CUDACORE_OBJECT_ARRAY]);
    c.dst.host = host;
    BI_KIND(BI_STALE);
    BAD(cudacore_copy_3d, E_HANDLE, cudacore_copy_3d(&c, L));
    BAD(cudacore_copy_3d_batch, E_HANDLE, cudacore_copy_3d_batch(&c, 1, NULL, 0, P));
    b[0].src = BU(stale[CUDACORE_OBJECT_BUFFER]);
    b[0].dst_host = host;
    b[0].size = 4;
    BAD(cudacore_copy_batch, E_HANDLE, cudacore_copy_batch(b, 1, NULL, 0, P));
    BI_KIND(BI_STATE);
    BAD(cudacore_copy_batch, E_ARG, cudacore_copy_batch(b, 1, NULL, 0, L)); /* the legacy stream */
    BAD(cudacore_copy_3d_batch, E_ARG, cudacore_copy_3d_batch(&c, 1, NULL, 0, L));
    BI_KIND(BI_RANGE);
    BAD(cudacore_copy_batch, E_ARG, cudacore_copy_batch(b, 1, at, 2, P)); /* num_attrs neither 0, 1 nor count */
    BAD(cudacore_copy_batch, E_ARG, cudacore_copy_batch(b, 1, NULL, 1, P));
    at[0].source_access = (cudacore_copy_source_access)3;
    BAD(cudacore_copy_batch, E_ARG, cudacore_copy_batch(b, 1, at, 1, P));
    at[0].source_access = CUDACORE_COPY_SOURCE_STREAM;
    at[0].location_hints = 1;
    at[0].src_location = -2;
    BAD(cudacore_copy_3d_batch, E_ARG, cudacore_copy_3d_batch(&c, 1, at, 1, P));
    at[0].location_hints = 0;
    at[0].source_access = CUDACORE_COPY_SOURCE_DURING_CALL;
    BAD(cudacore_copy_batch, E_UNSUP, cudacore_copy_batch(b, 1, at, 1, P)); /* the mock is CUDA 12.0 */
    if (!have_mock) return;
    memset(&c, 0, sizeof c);
    c.src.buffer = buf; /* 64 bytes */
    c.dst.host = host;
    c.width = 8;
    c.height = 3;
    c.depth = 2;
    c.src.pitch = 16;
    BI_KIND(BI_SIZE);
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, L)); /* 16 * 3 * 2 > 64 */
    c.depth = 1;
    c.src.offset = 64 - 40 + 1;
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, L));
    c.src.offset = ~(size_t)0 - 4;
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, L));
    c.src.offset = 0;
    c.src.pitch = ~(size_t)0 / 2;
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, L));
    c.src.pitch = 4; /* less than a row */
    BAD(cudacore_copy_3d, E_ARG, cudacore_copy_3d(&c, L));
    c.src.pitch = 8;
    c.dst.rows = 2; /* less than the height */
    BAD(cudacore_copy_3d, E_ARG, cudacore_copy_3d(&c, L));
    c.dst.rows = 0;
    c.dst.z = 1; /* x, y, z are array coordinates */
    BAD(cudacore_copy_3d, E_ARG, cudacore_copy_3d(&c, L));
    c.dst.z = 0;
    c.dst.host = NULL; /* no destination */
    BAD(cudacore_copy_3d, E_ARG, cudacore_copy_3d(&c, L));
    c.width = 0; /* an empty copy is a no-op, checked or not */
    BAD(cudacore_copy_3d, CUDACORE_SUCCESS, cudacore_copy_3d(&c, L));
    b[0].src = buf;
    b[0].src_offset = 60;
    b[0].size = 8;
    BAD(cudacore_copy_batch, E_OOB, cudacore_copy_batch(b, 1, NULL, 0, P));
    b[0].src_offset = 0;
    b[1] = b[0];
    b[1].dst_host = NULL; /* no destination */
    BAD(cudacore_copy_batch, E_ARG, cudacore_copy_batch(b, 2, NULL, 0, P));
}

static void interop_rows(void) {
    cudacore_graphics_register_desc rd;
    cudacore_graphics_resource gr;
    cudacore_external_memory_desc md;
    cudacore_external_memory em;
    cudacore_external_semaphore_desc sd;
    cudacore_external_semaphore es;
    cudacore_external_semaphore_op op;
    cudacore_CUgraphicsResource cg;
    cudacore_CUexternalMemory cem;
    cudacore_CUexternalSemaphore ces;
    cudacore_buffer b;
    cudacore_array a;
    cudacore_mipmapped_array m;
    cudacore_array_desc ad;
    cudacore_graph_node node;
    cudacore_stream L = cudacore_stream_legacy(), P = cudacore_stream_per_thread();
    memset(&rd, 0, sizeof rd);
    memset(&ad, 0, sizeof ad);
    memset(&op, 0, sizeof op);
    BI_KIND(BI_NULL);
    BAD(cudacore_graphics_register_gl_buffer, E_ARG, cudacore_graphics_register_gl_buffer(1, NULL, NULL));
    BAD(cudacore_graphics_register_gl_image, E_ARG, cudacore_graphics_register_gl_image(1, 0x0DE1, NULL, NULL));
    BAD_OUT(cudacore_graphics_resource_wrap, E_ARG, gr, cudacore_graphics_resource_wrap(NULL, 0, &gr));
    BAD(cudacore_graphics_resource_wrap, E_ARG, cudacore_graphics_resource_wrap((cudacore_CUgraphicsResource)(uintptr_t)0x1000, 0, NULL));
    BAD(cudacore_graphics_resource_native, E_ARG, cudacore_graphics_resource_native(GX(0), NULL));
    BAD(cudacore_graphics_mapped_buffer, E_ARG, cudacore_graphics_mapped_buffer(GX(0), NULL));
    BAD(cudacore_graphics_mapped_array, E_ARG, cudacore_graphics_mapped_array(GX(0), 0, 0, NULL));
    BAD(cudacore_graphics_mapped_mipmapped_array, E_ARG, cudacore_graphics_mapped_mipmapped_array(GX(0), 0, NULL));
    BAD_OUT(cudacore_external_memory_import, E_ARG, em, cudacore_external_memory_import(NULL, &em));
    BAD(cudacore_external_memory_native, E_ARG, cudacore_external_memory_native(EM(0), NULL));
    BAD(cudacore_external_memory_buffer, E_ARG, cudacore_external_memory_buffer(EM(0), 0, 0, NULL));
    BAD_OUT(cudacore_external_memory_mipmapped_array, E_ARG, m, cudacore_external_memory_mipmapped_array(EM(0), 0, NULL, 0, &m));
    BAD_OUT(cudacore_external_semaphore_import, E_ARG, es, cudacore_external_semaphore_import(NULL, &es));
    BAD(cudacore_external_semaphore_native, E_ARG, cudacore_external_semaphore_native(ES(0), NULL));
    BAD(cudacore_external_semaphore_signal, E_ARG, cudacore_external_semaphore_signal(NULL, 1, L));
    BAD(cudacore_external_semaphore_wait, E_ARG, cudacore_external_semaphore_wait(&op, 0, L));
    /* handles */
    HANDLE_ROWS(cudacore_graphics_resource_destroy, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, cudacore_graphics_resource_destroy(H));
    HANDLE_ROWS_OUT(cudacore_graphics_resource_native, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, cg, cudacore_graphics_resource_native(H, &cg));
    HANDLE_ROWS(cudacore_graphics_set_map_flags, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, cudacore_graphics_set_map_flags(H, 0));
    HANDLE_ROWS(cudacore_graphics_map, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, cudacore_graphics_map(H, L));
    HANDLE_ROWS(cudacore_graphics_unmap, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, cudacore_graphics_unmap(H, L));
    HANDLE_ROWS_OUT(cudacore_graphics_mapped_buffer, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, b, cudacore_graphics_mapped_buffer(H, &b));
    HANDLE_ROWS_OUT(cudacore_graphics_mapped_array, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, a, cudacore_graphics_mapped_array(H, 0, 0, &a));
    HANDLE_ROWS_OUT(cudacore_graphics_mapped_mipmapped_array, cudacore_graphics_resource, GX, GRAPHICS_RESOURCE, m,
                    cudacore_graphics_mapped_mipmapped_array(H, 1, &m));
    HANDLE_ROWS(cudacore_external_memory_destroy, cudacore_external_memory, EM, EXTERNAL_MEMORY, cudacore_external_memory_destroy(H));
    HANDLE_ROWS_OUT(cudacore_external_memory_native, cudacore_external_memory, EM, EXTERNAL_MEMORY, cem, cudacore_external_memory_native(H, &cem));
    HANDLE_ROWS_OUT(cudacore_external_memory_buffer, cudacore_external_memory, EM, EXTERNAL_MEMORY, b, cudacore_external_memory_buffer(H, 0, 0, &b));
    HANDLE_ROWS_OUT(cudacore_external_memory_mipmapped_array, cudacore_external_memory, EM, EXTERNAL_MEMORY, m,
                    cudacore_external_memory_mipmapped_array(H, 0, &ad, 0, &m));
    HANDLE_ROWS(cudacore_external_semaphore_destroy, cudacore_external_semaphore, ES, EXTERNAL_SEMAPHORE, cudacore_external_semaphore_destroy(H));
    HANDLE_ROWS_OUT(cudacore_external_semaphore_native, cudacore_external_semaphore, ES, EXTERNAL_SEMAPHORE, ces,
                    cudacore_external_semaphore_native(H, &ces));
    HANDLE_ROWS(cudacore_external_semaphore_signal, cudacore_external_semaphore, ES, EXTERNAL_SEMAPHORE,
                (op.semaphore = H, cudacore_external_semaphore_signal(&op, 1, P)));
    HANDLE_ROWS(cudacore_external_semaphore_wait, cudacore_external_semaphore, ES, EXTERNAL_SEMAPHORE,
                (op.semaphore = H, cudacore_external_semaphore_wait(&op, 1, P)));
    HANDLE_ROWS(cudacore_graph_add_semaphore_signal_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_semaphore_signal_node(H, NULL, 0, &op, 1, &node));
    HANDLE_ROWS(cudacore_graph_add_semaphore_wait_node, cudacore_graph, GR, GRAPH, cudacore_graph_add_semaphore_wait_node(H, NULL, 0, &op, 1, &node));
    /* registration flags and import descs, refused before the driver */
    BI_KIND(BI_CONTRA);
    BAD_OUT(cudacore_graphics_register_gl_buffer, E_ARG, gr, cudacore_graphics_register_gl_buffer(0, NULL, &gr)); /* GL name 0 */
    BAD_OUT(cudacore_graphics_register_gl_image, E_ARG, gr, cudacore_graphics_register_gl_image(0, 0x0DE1, NULL, &gr));
    rd.read_only = rd.write_discard = 1;
    BAD_OUT(cudacore_graphics_register_gl_buffer, E_ARG, gr, cudacore_graphics_register_gl_buffer(1, &rd, &gr));
    BAD_OUT(cudacore_graphics_register_gl_image, E_ARG, gr, cudacore_graphics_register_gl_image(1, 0x0DE1, &rd, &gr));
    memset(&rd, 0, sizeof rd);
    rd.surface_load_store = 1; /* a buffer is no image */
    BAD_OUT(cudacore_graphics_register_gl_buffer, E_ARG, gr, cudacore_graphics_register_gl_buffer(1, &rd, &gr));
    BI_KIND(BI_RANGE);
    memset(&md, 0, sizeof md);
    md.size = 4096;
    BAD_OUT(cudacore_external_memory_import, E_ARG, em, cudacore_external_memory_import(&md, &em)); /* type 0 */
    md.type = (cudacore_CUexternalMemoryHandleType)10;
    BAD_OUT(cudacore_external_memory_import, E_ARG, em, cudacore_external_memory_import(&md, &em));
    md.type = CUDACORE_CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD;
    md.fd = -1;
    BAD_OUT(cudacore_external_memory_import, E_LINUX_ONLY, em, cudacore_external_memory_import(&md, &em));
    md.fd = 0;
    md.size = 0;
    BAD_OUT(cudacore_external_memory_import, E_ARG, em, cudacore_external_memory_import(&md, &em));
    md.size = 4096;
    md.type = CUDACORE_CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE; /* not dedicated */
    BAD_OUT(cudacore_external_memory_import, E_ARG, em, cudacore_external_memory_import(&md, &em));
    md.type = CUDACORE_CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF;
    BAD_OUT(cudacore_external_memory_import, E_ARG, em, cudacore_external_memory_import(&md, &em));
    md.type = CUDACORE_CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32; /* no handle, no name */
    BAD_OUT(cudacore_external_memory_import, E_WIN32_ONLY, em, cudacore_external_memory_import(&md, &em));
    md.win32_handle = (void *)(uintptr_t)0x40;
    md.win32_name = L"both";
    BAD_OUT(cudacore_external_memory_import, E_WIN32_ONLY, em, cudacore_external_memory_import(&md, &em));
    memset(&sd, 0, sizeof sd);
    BAD_OUT(cudacore_external_semaphore_import, E_ARG, es, cudacore_external_semaphore_import(&sd, &es)); /* type 0 */
    sd.type = (cudacore_CUexternalSemaphoreHandleType)11;
    BAD_OUT(cudacore_external_semaphore_import, E_ARG, es, cudacore_external_semaphore_import(&sd, &es));
    sd.type = CUDACORE_CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD;
    sd.fd = -3;
    BAD_OUT(cudacore_external_semaphore_import, E_LINUX_ONLY, es, cudacore_external_semaphore_import(&sd, &es));
    sd.type = CUDACORE_CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC;
    BAD_OUT(cudacore_external_semaphore_import, E_ARG, es, cudacore_external_semaphore_import(&sd, &es));
    sd.type = CUDACORE_CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE; /* no handle, no name */
    BAD_OUT(cudacore_external_semaphore_import, E_WIN32_ONLY, es, cudacore_external_semaphore_import(&sd, &es));
}

static void arrays_and_interop(void) {
    GROUP_BEGIN();
    array_desc_rows();
    array_handle_rows();
    texture_desc_rows();
    copy_rows();
    interop_rows();
    GROUP_END();
}

/*--- NCCL communicators (the mock NCCL next to this test; rows with a live
      communicator are in tests/unit/test_nccl.c and the GPU table) ---*/
static cudacore_communicator CM(uint64_t id) { cudacore_communicator h; h.id = id; return h; }
static void communicators(void) {
    cudacore_stream L = cudacore_stream_legacy();
    cudacore_communicator out, outs[2];
    cudacore_communicator_desc d;
    cudacore_communicator_info info;
    cudacore_ncclComm_t native;
    cudacore_ncclResult_t state;
    cudacore_nccl_unique_id id;
    cudacore_nccl_env env;
    cudacore_buffer B = have_mock ? buf : BU(0);
    static const int twice[2] = {0, 0}, beyond[1] = {1};
    GROUP_BEGIN();
    memset(&id, 0, sizeof id);
    BI_KIND(BI_NULL);
    BAD(cudacore_nccl_unique_id_create, E_ARG, cudacore_nccl_unique_id_create(NULL));
    BAD(cudacore_nccl_env_get, E_ARG, cudacore_nccl_env_get(NULL));
    BAD(cudacore_communicator_create, E_ARG, cudacore_communicator_create(NULL, &id, 0, 1, NULL));
    BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(NULL, NULL, 0, 1, &out));
    BAD(cudacore_communicator_create_from_env, E_ARG, cudacore_communicator_create_from_env(NULL, NULL));
    BAD(cudacore_communicator_create_all, E_ARG, cudacore_communicator_create_all(NULL, NULL, 1, NULL));
    BAD(cudacore_communicator_split, E_ARG, cudacore_communicator_split(CM(0), 0, 0, NULL, NULL));
    BAD(cudacore_communicator_get_info, E_ARG, cudacore_communicator_get_info(CM(0), NULL));
    BAD(cudacore_communicator_native, E_ARG, cudacore_communicator_native(CM(0), NULL));
    BAD(cudacore_communicator_async_error, E_ARG, cudacore_communicator_async_error(CM(0), NULL));
    BI_KIND(BI_RANGE);
    BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(NULL, &id, 1, 1, &out));
    BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(NULL, &id, -1, 4, &out));
    BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(NULL, &id, 0, 0, &out));
    BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(NULL, &id, 0, INT_MIN, &out));
    BAD(cudacore_communicator_create_all, E_ARG, cudacore_communicator_create_all(NULL, NULL, 0, outs)); /* nothing to write */
    BAD(cudacore_communicator_create_all, E_ARG, cudacore_communicator_create_all(NULL, NULL, -1, outs));
    BAD(cudacore_communicator_create_all, E_ARG, cudacore_communicator_create_all(NULL, NULL, 65, outs));
    if (have_nccl_mock) { /* past the library check: the desc and the devices */
        memset(&d, 0, sizeof d);
        d.cga_cluster_size = 9;
        BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(&d, &id, 0, 1, &out));
        d.cga_cluster_size = 0;
        d.traffic_class = -1;
        BAD_OUT(cudacore_communicator_create_from_env, E_ARG, out, cudacore_communicator_create_from_env(&d, &out));
        d.traffic_class = 0;
        d.nvlink_centric_sched = 2;
        BAD_OUT(cudacore_communicator_create_all, E_ARG, outs, cudacore_communicator_create_all(&d, NULL, 1, outs));
        d.nvlink_centric_sched = 0;
        d.nvls_ctas = 65;
        BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(&d, &id, 0, 1, &out));
        BAD_OUT(cudacore_communicator_create_all, E_DEVICE, outs, cudacore_communicator_create_all(NULL, beyond, 1, outs));
        BI_KIND(BI_CONTRA);
        memset(&d, 0, sizeof d);
        d.min_ctas = 32;
        d.max_ctas = 2;
        BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(&d, &id, 0, 1, &out));
        BAD_OUT(cudacore_communicator_create_all, E_ARG, outs, cudacore_communicator_create_all(NULL, twice, 2, outs));
        BI_KIND(BI_STATE);
        BAD(cudacore_nccl_group_end, E_ARG, cudacore_nccl_group_end()); /* no group open */
        CHECK_OK(cudacore_nccl_group_start());
        BAD_OUT(cudacore_communicator_create, E_ARG, out, cudacore_communicator_create(NULL, &id, 0, 1, &out)); /* inside a group */
        BADV(cudacore_nccl_group_start, cudacore_nccl_group_end() == CUDACORE_SUCCESS);
    } else {
        BI_KIND(BI_STATE);
        BAD(cudacore_nccl_group_end, E_ARG, cudacore_nccl_group_end());
        BADV(cudacore_nccl_group_start, 1); /* counted: needs the mock NCCL */
    }
    /* every function that takes a communicator: zero, destroyed, wrong kind, forged */
    HANDLE_ROWS_OUT(cudacore_communicator_split, cudacore_communicator, CM, COMMUNICATOR, out, cudacore_communicator_split(H, 0, 0, NULL, &out));
    HANDLE_ROWS(cudacore_communicator_destroy, cudacore_communicator, CM, COMMUNICATOR, cudacore_communicator_destroy(H));
    HANDLE_ROWS(cudacore_communicator_abort, cudacore_communicator, CM, COMMUNICATOR, cudacore_communicator_abort(H));
    HANDLE_ROWS_OUT(cudacore_communicator_get_info, cudacore_communicator, CM, COMMUNICATOR, info, cudacore_communicator_get_info(H, &info));
    HANDLE_ROWS_OUT(cudacore_communicator_native, cudacore_communicator, CM, COMMUNICATOR, native, cudacore_communicator_native(H, &native));
    HANDLE_ROWS(cudacore_communicator_set_timeout, cudacore_communicator, CM, COMMUNICATOR, cudacore_communicator_set_timeout(H, 10));
    HANDLE_ROWS_OUT(cudacore_communicator_async_error, cudacore_communicator, CM, COMMUNICATOR, state, cudacore_communicator_async_error(H, &state));
    HANDLE_ROWS(cudacore_communicator_synchronize, cudacore_communicator, CM, COMMUNICATOR, cudacore_communicator_synchronize(H, L));
    HANDLE_ROWS(cudacore_communicator_all_reduce, cudacore_communicator, CM, COMMUNICATOR,
                cudacore_communicator_all_reduce(H, B, 0, B, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L));
    HANDLE_ROWS(cudacore_communicator_broadcast, cudacore_communicator, CM, COMMUNICATOR,
                cudacore_communicator_broadcast(H, B, 0, B, 0, 1, CUDACORE_ncclFloat32, 0, L));
    HANDLE_ROWS(cudacore_communicator_reduce, cudacore_communicator, CM, COMMUNICATOR,
                cudacore_communicator_reduce(H, B, 0, B, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, 0, L));
    HANDLE_ROWS(cudacore_communicator_all_gather, cudacore_communicator, CM, COMMUNICATOR,
                cudacore_communicator_all_gather(H, B, 0, B, 0, 1, CUDACORE_ncclFloat32, L));
    HANDLE_ROWS(cudacore_communicator_reduce_scatter, cudacore_communicator, CM, COMMUNICATOR,
                cudacore_communicator_reduce_scatter(H, B, 0, B, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L));
    HANDLE_ROWS(cudacore_communicator_send, cudacore_communicator, CM, COMMUNICATOR, cudacore_communicator_send(H, B, 0, 1, CUDACORE_ncclInt8, 0, L));
    HANDLE_ROWS(cudacore_communicator_recv, cudacore_communicator, CM, COMMUNICATOR, cudacore_communicator_recv(H, B, 0, 1, CUDACORE_ncclInt8, 0, L));
    (void)env;
    GROUP_END();
}

/*--- contexts, SM resources, views, tensor maps, checkpoint (the mock: a
   CUDA 12.0 driver with one device and no context entry points, so green
   contexts and checkpointing are NOT_SUPPORTED there) ---*/
static cudacore_context CX(uint64_t id) { cudacore_context h; h.id = id; return h; }
static void contexts_views_maps_checkpoint(void) {
    cudacore_context c;
    cudacore_context_desc cd;
    cudacore_context_info ci;
    cudacore_CUcontext raw;
    cudacore_stream s;
    cudacore_stream_desc sd;
    cudacore_sm_resource smr, groups[2];
    cudacore_sm_split_desc spd;
    cudacore_green_context_desc gd;
    cudacore_view_desc vd;
    cudacore_view v;
    cudacore_DLManagedTensor t, *tp;
    cudacore_buffer b;
    cudacore_tensor_map_desc md;
    cudacore_tensor_map m;
    cudacore_process_state ps;
    cudacore_checkpoint_gpu_pair pair;
    static int64_t shape[2] = {4, 4}, neg[2] = {-1, 4}, bstr[2] = {16, 3}, huge[2] = {INT64_MAX, 2};
    static float host[32];
    unsigned n;
    int tid, pid = (int)getpid();
    GROUP_BEGIN();
    BI_KIND(BI_NULL);
    BAD(cudacore_context_primary, E_ARG, cudacore_context_primary(0, NULL));
    BAD(cudacore_context_create, E_ARG, cudacore_context_create(NULL, NULL));
    BAD(cudacore_context_get_current, E_ARG, cudacore_context_get_current(NULL));
    BAD(cudacore_context_get_info, E_ARG, cudacore_context_get_info(CX(0), NULL));
    BAD(cudacore_context_native, E_ARG, cudacore_context_native(CX(0), NULL));
    BAD(cudacore_context_create_stream, E_ARG, cudacore_context_create_stream(CX(0), NULL, NULL));
    BAD(cudacore_device_sm_resource, E_ARG, cudacore_device_sm_resource(0, NULL));
    BAD(cudacore_context_sm_resource, E_ARG, cudacore_context_sm_resource(CX(0), NULL));
    n = 1;
    BAD(cudacore_sm_resource_split, E_ARG, cudacore_sm_resource_split(NULL, NULL, groups, &n, NULL));
    memset(&smr, 0, sizeof smr);
    BAD(cudacore_sm_resource_split, E_ARG, cudacore_sm_resource_split(&smr, NULL, groups, NULL, NULL));
    BAD_OUT(cudacore_green_context_create, E_ARG, c, cudacore_green_context_create(NULL, &c));
    memset(&gd, 0, sizeof gd);
    BAD(cudacore_green_context_create, E_ARG, cudacore_green_context_create(&gd, NULL));
    BAD_OUT(cudacore_green_context_create, E_ARG, c, cudacore_green_context_create(&gd, &c)); /* no resources */
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(NULL, &v));
    memset(&vd, 0, sizeof vd);
    BAD(cudacore_view_create, E_ARG, cudacore_view_create(&vd, NULL));
    BAD(cudacore_view_to_dlpack, E_ARG, cudacore_view_to_dlpack(NULL, 0, &tp));
    BAD(cudacore_view_to_dlpack, E_ARG, cudacore_view_to_dlpack(&v, 0, NULL));
    BAD_OUT(cudacore_view_from_dlpack, E_ARG, b, cudacore_view_from_dlpack(NULL, &b, &v));
    BAD(cudacore_view_from_dlpack, E_ARG, cudacore_view_from_dlpack(&t, NULL, &v));
    BAD_OUT(cudacore_view_from_dlpack, E_ARG, b, cudacore_view_from_dlpack(&t, &b, NULL));
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(NULL, &m));
    memset(&md, 0, sizeof md);
    BAD(cudacore_tensor_map_encode_tiled, E_ARG, cudacore_tensor_map_encode_tiled(&md, NULL));
    BAD_OUT(cudacore_tensor_map_encode_im2col, E_ARG, m, cudacore_tensor_map_encode_im2col(NULL, &m));
    BAD(cudacore_tensor_map_encode_im2col, E_ARG, cudacore_tensor_map_encode_im2col(&md, NULL));
    BAD(cudacore_tensor_map_replace_address, E_ARG, cudacore_tensor_map_replace_address(NULL, 0));
    BAD(cudacore_process_get_state, E_ARG, cudacore_process_get_state(pid, NULL));
    BAD(cudacore_process_restore_thread_id, E_ARG, cudacore_process_restore_thread_id(pid, NULL));
    BAD(cudacore_process_restore, E_ARG, cudacore_process_restore(pid, NULL, 1));
    /* handles */
    HANDLE_ROWS(cudacore_context_destroy, cudacore_context, CX, CONTEXT, cudacore_context_destroy(H));
    HANDLE_ROWS(cudacore_context_set_current, cudacore_context, CX, CONTEXT, cudacore_context_set_current(H));
    HANDLE_ROWS_OUT(cudacore_context_get_info, cudacore_context, CX, CONTEXT, ci, cudacore_context_get_info(H, &ci));
    HANDLE_ROWS_OUT(cudacore_context_native, cudacore_context, CX, CONTEXT, raw, cudacore_context_native(H, &raw));
    HANDLE_ROWS(cudacore_context_synchronize, cudacore_context, CX, CONTEXT, cudacore_context_synchronize(H));
    HANDLE_ROWS_OUT(cudacore_context_create_stream, cudacore_context, CX, CONTEXT, s, cudacore_context_create_stream(H, NULL, &s));
    HANDLE_ROWS_OUT(cudacore_context_sm_resource, cudacore_context, CX, CONTEXT, smr, cudacore_context_sm_resource(H, &smr));
    /* a view's buffer: destroyed, of another kind, forged */
    vd.ndim = 2;
    vd.shape = shape;
    vd.dtype.code = 2;
    vd.dtype.bits = 32;
    vd.buffer.id = stale[CUDACORE_OBJECT_BUFFER];
    BI_KIND(BI_STALE);
    BAD_OUT(cudacore_view_create, E_HANDLE, v, cudacore_view_create(&vd, &v));
    BI_KIND(BI_KIND);
    vd.buffer.id = wrong[CUDACORE_OBJECT_BUFFER];
    BAD_OUT(cudacore_view_create, E_HANDLE, v, cudacore_view_create(&vd, &v));
    vd.buffer.id = forged(CUDACORE_OBJECT_BUFFER);
    BAD_OUT(cudacore_view_create, E_HANDLE, v, cudacore_view_create(&vd, &v));
    vd.buffer.id = 0;
    /* ranges and enums */
    BI_KIND(BI_RANGE);
    BAD_OUT(cudacore_context_primary, E_DEVICE, c, cudacore_context_primary(3, &c));
    BAD_OUT(cudacore_context_primary, E_DEVICE, c, cudacore_context_primary(-1, &c));
    memset(&cd, 0, sizeof cd);
    cd.device = 7;
    BAD_OUT(cudacore_context_create, E_DEVICE, c, cudacore_context_create(&cd, &c));
    cd.device = 0;
    cd.flags = 0x100;
    BAD_OUT(cudacore_context_create, E_ARG, c, cudacore_context_create(&cd, &c));
    BAD_OUT(cudacore_device_sm_resource, E_DEVICE, smr, cudacore_device_sm_resource(-1, &smr));
    memset(&sd, 0, sizeof sd);
    sd.blocking = 2;
    BAD_OUT(cudacore_context_create_stream, E_ARG, s, cudacore_context_create_stream(CX(0), &sd, &s));
    vd.ptr = (cudacore_CUdeviceptr)(uintptr_t)host;
    vd.device = -1;
    vd.ndim = -1;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v));
    vd.ndim = CUDACORE_VIEW_MAX_RANK + 1;
    BAD_OUT(cudacore_view_create, E_UNSUP, v, cudacore_view_create(&vd, &v));
    vd.ndim = 2;
    vd.kind = (cudacore_memory_kind)9;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v));
    vd.kind = CUDACORE_MEMORY_UNKNOWN;
    vd.device = -2;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v));
    vd.device = 4;
    BAD_OUT(cudacore_view_create, E_DEVICE, v, cudacore_view_create(&vd, &v));
    vd.device = -1;
    vd.strides_in_bytes = 2;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v));
    vd.strides_in_bytes = 0;
    pair.from_uuid = "GPU-0";
    pair.to_uuid = NULL;
    BAD(cudacore_process_lock, E_LINUX_ONLY, cudacore_process_lock(0, 0));
    BAD(cudacore_process_checkpoint, E_LINUX_ONLY, cudacore_process_checkpoint(-1));
    BAD(cudacore_process_unlock, E_LINUX_ONLY, cudacore_process_unlock(INT_MIN));
    BAD(cudacore_process_restore, E_LINUX_ONLY, cudacore_process_restore(0, &pair, 1));
    BAD_OUT(cudacore_process_get_state, E_LINUX_ONLY, ps, cudacore_process_get_state(0, &ps));
    BAD_OUT(cudacore_process_restore_thread_id, E_LINUX_ONLY, tid, cudacore_process_restore_thread_id(-3, &tid));
    BADV(cudacore_process_state_name, !strcmp(cudacore_process_state_name((cudacore_process_state)-1), "?"));
    /* sizes, shapes, strides, alignment */
    BI_KIND(BI_SIZE);
    n = 0;
    BAD(cudacore_sm_resource_split, E_ARG, cudacore_sm_resource_split(&smr, NULL, groups, &n, NULL));
    vd.shape = NULL;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v));
    vd.shape = neg;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v)); /* extent -1 */
    vd.shape = huge;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v)); /* past 2^63 */
    vd.shape = shape;
    vd.strides = bstr;
    vd.strides_in_bytes = 1;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v)); /* 3 bytes: not whole floats */
    vd.strides = NULL;
    vd.strides_in_bytes = 0;
    vd.ptr += 1;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v)); /* misaligned */
    vd.ptr = 0;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v)); /* no memory */
    vd.ptr = (cudacore_CUdeviceptr)(uintptr_t)host;
    vd.offset = 8;
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v)); /* an offset without a buffer */
    vd.offset = 0;
    vd.dtype.bits = 4;
    BAD_OUT(cudacore_view_create, E_UNSUP, v, cudacore_view_create(&vd, &v));
    vd.dtype.bits = 32;
    if (have_mock) {
        vd.buffer = buf; /* 64 bytes: 4x4 floats fit, at offset 4 they do not */
        vd.offset = 4;
        BAD_OUT(cudacore_view_create, E_OOB, v, cudacore_view_create(&vd, &v));
        vd.offset = 65;
        BAD_OUT(cudacore_view_create, E_OOB, v, cudacore_view_create(&vd, &v));
        vd.offset = 0;
        vd.buffer.id = 0;
    }
    CHECK_OK(cudacore_view_create(&vd, &v)); /* host memory, no driver needed */
    BAD_OUT(cudacore_view_to_dlpack, E_ARG, tp, cudacore_view_to_dlpack(&v, 2, &tp));
    BAD_OUT(cudacore_view_to_dlpack, E_ARG, tp, cudacore_view_to_dlpack(&v, 1, &tp)); /* raw memory: nothing to give away */
    v.ndim = 99;
    BAD_OUT(cudacore_view_to_dlpack, E_ARG, tp, cudacore_view_to_dlpack(&v, 0, &tp)); /* not a view cudacore made */
    v.ndim = 2;
    v.buffer.id = stale[CUDACORE_OBJECT_BUFFER];
    BI_KIND(BI_STALE);
    BAD_OUT(cudacore_view_to_dlpack, E_HANDLE, tp, cudacore_view_to_dlpack(&v, 0, &tp));
    if (tp) tp->deleter(tp); /* a row that wrongly succeeded (the stale id is 0 when set-up failed under make test-faults) */
    BI_KIND(BI_SIZE);
    memset(&t, 0, sizeof t);
    t.deleter = dl_deleter;
    t.dl_tensor.data = host;
    t.dl_tensor.dtype.bits = 32;
    t.dl_tensor.dtype.code = 2;
    t.dl_tensor.dtype.lanes = 1;
    t.dl_tensor.ndim = -1;
    BAD_OUT(cudacore_view_from_dlpack, E_ARG, b, cudacore_view_from_dlpack(&t, &b, &v));
    t.dl_tensor.ndim = CUDACORE_VIEW_MAX_RANK + 1;
    BAD_OUT(cudacore_view_from_dlpack, E_UNSUP, b, cudacore_view_from_dlpack(&t, &b, &v));
    t.dl_tensor.ndim = 2;
    BAD_OUT(cudacore_view_from_dlpack, E_ARG, b, cudacore_view_from_dlpack(&t, &b, &v)); /* shape NULL */
    t.dl_tensor.shape = neg;
    BAD_OUT(cudacore_view_from_dlpack, E_ARG, b, cudacore_view_from_dlpack(&t, &b, &v));
    t.dl_tensor.shape = shape;
    t.dl_tensor.byte_offset = 2;
    BAD_OUT(cudacore_view_from_dlpack, E_ARG, b, cudacore_view_from_dlpack(&t, &b, &v)); /* misaligned */
    t.dl_tensor.byte_offset = 0;
    t.dl_tensor.dtype.bits = 0;
    BAD_OUT(cudacore_view_from_dlpack, E_UNSUP, b, cudacore_view_from_dlpack(&t, &b, &v));
    CHECK(deleter_calls == 0);
    /* tensor maps: a few of the rules (every rule: tests/unit/test_tensor_maps.c) */
    md.rank = 2;
    md.dims[0] = md.dims[1] = 64;
    md.box[0] = md.box[1] = 16;
    md.address = 0x1000;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m)); /* data_type required */
    md.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_FLOAT32);
    md.rank = 6;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.rank = 2;
    md.address = 0x1008;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.address = 0x1000;
    md.box[1] = 300;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.box[1] = 16;
    md.box[0] = 2;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.box[0] = 16;
    md.dims[1] = 0;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.dims[1] = 64;
    md.strides[1] = 100;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.strides[1] = 0;
    md.element_strides[1] = 9;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.element_strides[1] = 0;
    md.swizzle = (cudacore_CUtensorMapSwizzle)9;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_32B;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m)); /* 64-byte rows of the box */
    md.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE;
    BAD_OUT(cudacore_tensor_map_encode_im2col, E_ARG, m, cudacore_tensor_map_encode_im2col(&md, &m)); /* rank 2 */
    md.rank = 3;
    md.dims[2] = 4;
    BAD_OUT(cudacore_tensor_map_encode_im2col, E_ARG, m, cudacore_tensor_map_encode_im2col(&md, &m)); /* channels_per_pixel 0 */
    md.channels_per_pixel = 16;
    md.pixels_per_column = 2000;
    BAD_OUT(cudacore_tensor_map_encode_im2col, E_ARG, m, cudacore_tensor_map_encode_im2col(&md, &m));
    md.pixels_per_column = 16;
    md.lower_corner[0] = 40000;
    BAD_OUT(cudacore_tensor_map_encode_im2col, E_ARG, m, cudacore_tensor_map_encode_im2col(&md, &m));
    memset(&m, 0, sizeof m);
    BAD(cudacore_tensor_map_replace_address, E_ARG, cudacore_tensor_map_replace_address(&m, 0x1004));
    /* contradictions */
    BI_KIND(BI_CONTRA);
    cd.flags = CUDACORE_CU_CTX_SCHED_SPIN | CUDACORE_CU_CTX_SCHED_YIELD;
    BAD_OUT(cudacore_context_create, E_ARG, c, cudacore_context_create(&cd, &c));
    vd.kind = CUDACORE_MEMORY_DEVICE; /* device memory at device -1 */
    BAD_OUT(cudacore_view_create, E_ARG, v, cudacore_view_create(&vd, &v));
    vd.kind = CUDACORE_MEMORY_UNKNOWN;
    md.rank = 2;
    md.interleave = CUDACORE_CU_TENSOR_MAP_INTERLEAVE_16B; /* needs rank 3 */
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.interleave = CUDACORE_CU_TENSOR_MAP_INTERLEAVE_NONE;
    md.data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_INT32);
    md.oob_fill = CUDACORE_CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA; /* NaN fill of integers */
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m));
    md.oob_fill = CUDACORE_CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE;
    memset(&spd, 0, sizeof spd);
    spd.ignore_coscheduling = -1;
    if (!have_mock) {
        GROUP_END();
        SKIP("the mock driver was not found next to the test binary");
    }
    /* what this driver (CUDA 12.0, no green contexts, no checkpointing) cannot do */
    BI_KIND(BI_STATE);
    cd.flags = 0;
    cd.sm_count = 8;
    BAD_OUT(cudacore_context_create, E_UNSUP, c, cudacore_context_create(&cd, &c)); /* an SM limit needs 12.5 */
    BAD_OUT(cudacore_device_sm_resource, E_UNSUP, smr, cudacore_device_sm_resource(0, &smr));
    n = 2;
    BAD(cudacore_sm_resource_split, E_UNSUP, cudacore_sm_resource_split(&smr, &spd, groups, &n, NULL));
    gd.resources = groups;
    gd.num_resources = 1;
    BAD_OUT(cudacore_green_context_create, E_UNSUP, c, cudacore_green_context_create(&gd, &c));
    BAD_OUT(cudacore_process_get_state, E_UNSUP, ps, cudacore_process_get_state(pid, &ps));
    BAD_OUT(cudacore_process_restore_thread_id, E_UNSUP, tid, cudacore_process_restore_thread_id(pid, &tid));
    BAD(cudacore_process_lock, E_UNSUP, cudacore_process_lock(pid, 100));
    BAD(cudacore_process_checkpoint, E_UNSUP, cudacore_process_checkpoint(pid));
    BAD(cudacore_process_restore, E_UNSUP, cudacore_process_restore(pid, NULL, 0));
    BAD(cudacore_process_unlock, E_UNSUP, cudacore_process_unlock(pid));
    /* a driver without the context entry points: the missing one is named */
    BAD_OUT(cudacore_context_primary, CUDACORE_ERROR_SYMBOL_NOT_FOUND, c, cudacore_context_primary(0, &c));
    BAD_OUT(cudacore_context_get_current, CUDACORE_ERROR_SYMBOL_NOT_FOUND, c, cudacore_context_get_current(&c));
    GROUP_END();
}

static void destroy_twice_and_count(void) {
    cudacore_stream L = cudacore_stream_legacy();
    int k;
    GROUP_BEGIN();
    BI_KIND(BI_DOUBLE);
    if (have_mock) {
        CHECK_OK(cudacore_buffer_free(view, L));
        BAD(cudacore_buffer_free, E_HANDLE, cudacore_buffer_free(view, L));
        CHECK_OK(cudacore_buffer_free(buf, L));
        BAD(cudacore_buffer_free, E_HANDLE, cudacore_buffer_free(buf, L));
        CHECK_OK(cudacore_buffer_free(buf2, L));
        BAD(cudacore_buffer_free, E_HANDLE, cudacore_buffer_free(buf2, L));
        CHECK_OK(cudacore_buffer_free(mbuf, L));
        BAD(cudacore_buffer_free, E_HANDLE, cudacore_buffer_free(mbuf, L));
    }
    CHECK_OK(cudacore_memory_resource_destroy(mr_host));
    BAD(cudacore_memory_resource_destroy, E_HANDLE, cudacore_memory_resource_destroy(mr_host));
    CHECK_OK(cudacore_memory_resource_destroy(mr_managed));
    BAD(cudacore_memory_resource_destroy, E_HANDLE, cudacore_memory_resource_destroy(mr_managed));
    CHECK_OK(cudacore_program_destroy(prog));
    BAD(cudacore_program_destroy, E_HANDLE, cudacore_program_destroy(prog));
    CHECK_OK(cudacore_program_destroy(prog_nvvm));
    BAD(cudacore_program_destroy, E_HANDLE, cudacore_program_destroy(prog_nvvm));
    CHECK_OK(cudacore_program_destroy(prog_ptx));
    BAD(cudacore_program_destroy, E_HANDLE, cudacore_program_destroy(prog_ptx));
    CHECK_OK(cudacore_object_code_destroy(oc_ptx));
    BAD(cudacore_object_code_destroy, E_HANDLE, cudacore_object_code_destroy(oc_ptx));
    CHECK_OK(cudacore_object_code_destroy(oc_ltoir));
    BAD(cudacore_object_code_destroy, E_HANDLE, cudacore_object_code_destroy(oc_ltoir));
    if (have_nvjitlink) {
        CHECK_OK(cudacore_linker_destroy(lk));
        BAD(cudacore_linker_destroy, E_HANDLE, cudacore_linker_destroy(lk));
    }
    /* the stale handles stay stale after their slots were reused */
    BI_KIND(BI_STALE);
    BAD(cudacore_memory_resource_destroy, E_HANDLE, cudacore_memory_resource_destroy(MR(stale[CUDACORE_OBJECT_MEMORY_RESOURCE])));
    BAD(cudacore_program_destroy, E_HANDLE, cudacore_program_destroy(PR(stale[CUDACORE_OBJECT_PROGRAM])));
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) {
        if (cudacore_live_objects((cudacore_object_kind)k) != 0) {
            printf("  %u live objects of kind %d: a failed call left a half-built object\n", cudacore_live_objects((cudacore_object_kind)k), k);
            t_case_failed = 1;
        }
    }
    GROUP_END();
}

/*--- NVTX annotations: nothing to fail, nothing to crash (no tool here, or
   whatever tool runs this program: the rows hold for both) ---*/
static void nvtx_annotations(void) {
    cudacore_nvtx_domain none, forged;
    cudacore_desc d;
    int tool = 0;
    GROUP_BEGIN();
    none.native = NULL;
    forged.native = NULL; /* a domain of another tool's making would be a pointer cudacore passes on untouched */
    BI_KIND(BI_NULL);
    BADV(cudacore_nvtx_attached, (tool = cudacore_nvtx_attached()) == 0 || tool == 1);
    BADV(cudacore_nvtx_domain_create, cudacore_nvtx_domain_create(NULL).native == NULL);
    BADV(cudacore_nvtx_domain_cudacore, (cudacore_nvtx_domain_cudacore().native == NULL) == !tool);
    BADV(cudacore_nvtx_push, (cudacore_nvtx_push(none, NULL), 1));
    BADV(cudacore_nvtx_mark, (cudacore_nvtx_mark(none, NULL), 1));
    BADV(cudacore_nvtx_start, cudacore_nvtx_start(none, NULL) == 0 || tool);
    BI_KIND(BI_STATE);
    BADV(cudacore_nvtx_pop, (cudacore_nvtx_pop(none), cudacore_nvtx_pop(forged), 1)); /* one more pop than pushes */
    BADV(cudacore_nvtx_end, (cudacore_nvtx_end(none, 0), cudacore_nvtx_end(none, ~(uint64_t)0), 1)); /* ranges never started */
    BADV(cudacore_nvtx_mark, (cudacore_shutdown(), cudacore_nvtx_mark(none, "after shutdown"), cudacore_is_set_up() == 0));
    BADV(cudacore_nvtx_push, (cudacore_nvtx_push(none, "after shutdown"), cudacore_nvtx_pop(none), cudacore_is_set_up() == 0));
    memset(&d, 0, sizeof d);
    d.logger.func = quiet_logger;
    CHECK_OK(cudacore_setup(&d));
    GROUP_END();
}

/*--- shutdown: handles from before it, calls after it ---*/
static void after_shutdown(void) {
    cudacore_program p;
    cudacore_desc d;
    GROUP_BEGIN();
    t_destroy_all(); /* under fault injection an earlier group may have stopped early */
    CHECK_OK(make_program(CUDACORE_PROGRAM_CXX, CXX_SRC, 0, &p));
    CHECK_OK(cudacore_program_destroy(p)); /* p is destroyed: no leak across shutdown */
    BI_KIND(BI_STATE);
    BADV(cudacore_shutdown, (cudacore_shutdown(), cudacore_is_set_up() == 0));
    BADV(cudacore_shutdown, (cudacore_shutdown(), cudacore_is_set_up() == 0)); /* twice: a no-op */
    BAD(cudacore_program_log, E_HANDLE, cudacore_program_log(p, &(const char *){""}));
    BADV(cudacore_live_objects, cudacore_live_objects(CUDACORE_OBJECT_PROGRAM) == 0);
    /* the next call sets up again with defaults */
    BADV(cudacore_query_desc, (cudacore_query_desc(), cudacore_is_set_up() == 1));
    cudacore_shutdown();
    if (have_mock) { /* also when it needs a library loaded before the shutdown (it once ran un-set-up: its objects were lost at the next setup) */
        int v = 0;
        BADV(cudacore_driver_version, cudacore_driver_version(&v) == CUDACORE_SUCCESS && cudacore_is_set_up() == 1);
        BADV(cudacore_device_count, (cudacore_shutdown(), cudacore_device_count(&v) == CUDACORE_SUCCESS && cudacore_is_set_up() == 1));
        cudacore_shutdown();
    }
    memset(&d, 0, sizeof d);
    d.logger.func = quiet_logger;
    CHECK_OK(cudacore_setup(&d));
    GROUP_END();
}

/*--- every CUDACORE_API function of cudacore.h has a row ---*/
static char *read_text(const char *path) {
    FILE *f = fopen(path, "rb");
    long n;
    char *s;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return NULL;
    }
    s = (char *)malloc((size_t)n + 1);
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    if (s) s[n] = 0;
    fclose(f);
    return s;
}
/* Blanks comments and preprocessor lines, keeps the declarations part only. */
static void strip(char *s) {
    char *end = strstr(s, "/*=== IMPLEMENTATION");
    char *p;
    int bol = 1;
    if (end) *end = 0;
    for (p = s; *p; p++) {
        if (p[0] == '/' && p[1] == '*') {
            char *q = strstr(p + 2, "*/");
            char *stop = q ? q + 2 : p + strlen(p);
            for (; p < stop; p++)
                if (*p != '\n') *p = ' ';
            p--;
            continue;
        }
        if (p[0] == '/' && p[1] == '/') {
            for (; *p && *p != '\n'; p++) *p = ' ';
            if (!*p) break;
        }
        if (bol) {
            char *q = p;
            while (*q == ' ' || *q == '\t') q++;
            if (*q == '#') { /* a directive, with its continuation lines */
                for (; *p && !(*p == '\n' && p[-1] != '\\'); p++) *p = ' ';
                if (!*p) break;
            }
        }
        bol = *p == '\n';
    }
}
static void every_function_has_a_row(void) {
    static const char *const places[] = {"../../cudacore.h", "../../../cudacore.h", "cudacore.h"};
    char path[1200], *text = NULL, *p;
    const char *file = __FILE__, *at = strstr(__FILE__, "tests/unit/");
    int declared = 0, missing = 0;
    size_t i;
    if (at) { /* the header next to this source, as it was compiled */
        snprintf(path, sizeof path, "%.*scudacore.h", (int)(at - file), file);
        text = read_text(path);
    }
    for (i = 0; !text && i < sizeof places / sizeof places[0]; i++) text = read_text(places[i]);
    CHECK(text != NULL);
    strip(text);
    for (p = strstr(text, "CUDACORE_API"); p; p = strstr(p + 1, "CUDACORE_API")) {
        char *paren = strchr(p, '('), *q, name[128];
        size_t n;
        int k, found = 0;
        if (!paren) break;
        q = paren;
        while (q > p && q[-1] == ' ') q--;
        n = 0;
        while (q > p && (isalnum((unsigned char)q[-1]) || q[-1] == '_')) q--, n++;
        if (!n || n >= sizeof name) continue;
        memcpy(name, q, n);
        name[n] = 0;
        declared++;
        for (k = 0; k < bi_nfns; k++)
            if (!strcmp(bi_fns[k], name)) found = 1;
        if (!found && strncmp(name, "cudacore_", 9) == 0) {
            printf("  %s has no bad-input row (add rows to tests/unit/test_bad_input.c)\n", name);
            missing++;
        }
    }
    free(text);
    printf("  %d public functions declared, %d with rows here, %d without\n", declared, declared - missing, missing);
    CHECK(declared > 100);
    CHECK(missing == 0);
}

int main(int argc, char **argv) {
    char dir[900];
    FILE *f;
    self_path = argv[0];
    if (argc > 2 && !strcmp(argv[1], "child") && !strcmp(argv[2], "check-failed")) return child_check_failed();
    t_dirname(argv[0], dir, sizeof dir);
    snprintf(mock_path, sizeof mock_path, "%s/" T_SHLIB("libcuda_mock"), dir);
    if ((f = fopen(mock_path, "rb")) != NULL) {
        have_mock = 1;
        fclose(f);
    }
    snprintf(nccl_mock_path, sizeof nccl_mock_path, "%s/" T_SHLIB("libnccl_mock"), dir);
    if ((f = fopen(nccl_mock_path, "rb")) != NULL) {
        have_nccl_mock = 1;
        fclose(f);
    }
    if (!t_mkdtemp(cache_dir, sizeof cache_dir, "cudacore-bad-input")) return 2;
    t_setenv("CUDACORE_CACHE_DIR", cache_dir);
    RUN(setup_errors_and_logging);
    RUN(libraries);
    RUN(devices);
    RUN(system_);
    RUN(make_objects);
    RUN(streams_and_events);
    RUN(memory);
    RUN(programs);
    RUN(kernels_and_launch);
    RUN(linker);
    RUN(graphs);
    RUN(arrays_and_interop);
    RUN(communicators);
    RUN(contexts_views_maps_checkpoint);
    RUN(destroy_twice_and_count);
    RUN(nvtx_annotations);
    RUN(after_shutdown);
    RUN(every_function_has_a_row);
    bi_summary("CPU"); /* the counts (tools/docs_check.py reads them); each mismatch failed its own case */
    cudacore_compile_cache_clear();
    t_rmtree(cache_dir);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
