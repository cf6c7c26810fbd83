/* NCCL without a GPU: loading, versions, the generated declarations, and the
   whole communicator / collective layer of cudacore.h over a mock NCCL.

   Loader scenarios run in child processes (a library is loaded once per
   process): the real libnccl.so.2 where installed (version, ncclGetUniqueId,
   cudabind.h), a missing one (every path tried, nothing else affected), one
   too old, and an NCCL 2.17 that lacks ncclCommSplit (tests/mock, built with
   MOCK_NCCL_OLD). The rest runs in this process over tests/mock/libcuda_mock.so
   (two devices, with contexts) and tests/mock/libnccl_mock.so, which records
   every call: the pointers, counts and types NCCL receives are checked, every
   bad input is refused before NCCL is called, NCCL's failures carry its text,
   non-blocking communicators are polled, timeouts abort, groups settle. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "NCCL is Linux-only"
#include "../test.h"
#include "../../cudabind.h"
#include <dlfcn.h>
#include <limits.h>
#include <stdint.h>
#include <sys/time.h>
#include <unistd.h>

static const char *self_path;
static char dir[1024], mock_cuda[1200], mock_nccl[1200], mock_nccl_old[1200];
static int have_mocks;

/* The mock's record of calls (tests/mock/libnccl_mock.c). */
typedef struct mock_nccl_record {
    char fn[32];
    const void *send;
    void *recv;
    size_t count;
    int datatype, op, root;
    void *comm, *stream;
    int collectives, inits, aborts, finalizes, destroys, groups_started, groups_ended, live;
    cudacore_ncclConfig_t config;
} mock_nccl_record;
static mock_nccl_record *mock;
/* The head of the mock's communicator (tests/mock/libnccl_mock.c). */
typedef struct mock_comm_view {
    int rank, nranks, dev, blocking;
    int polls_left;
} mock_comm_view;

#define E_ARG CUDACORE_ERROR_INVALID_ARGUMENT
#define E_MISMATCH CUDACORE_ERROR_DEVICE_MISMATCH

static double now_s(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

/* --- children: one library configuration each ------------------------------ */
static int run_child(const char *env, const char *scenario) {
    char cmd[8192];
    int rc;
    snprintf(cmd, sizeof cmd, "env %s '%s' child %s", env, self_path, scenario);
    fflush(stdout);
    rc = system(cmd);
    return rc == -1 ? -1 : (rc >> 8) & 0xff;
}

static int child(const char *scenario) {
    cudacore_library_info info, nv;
    cudacore_nccl_unique_id id;
    cudacore_result r;
    const cudacore_error_info *e;
    t_setup_quiet();
    if (!strcmp(scenario, "real")) {
        size_t i, nonzero = 0;
        r = cudacore_library_load(CUDACORE_LIBRARY_NCCL, &info);
        if (r == CUDACORE_ERROR_LIBRARY_NOT_FOUND) return 77;
        printf("  child: NCCL %d.%d (code %d) from %s\n", info.version_major, info.version_minor, info.version, info.path);
        if (r != CUDACORE_SUCCESS || !info.loaded || info.version < 21400 || info.version_major != 2 || !info.path[0]) return 10;
        if (info.version_minor != info.version / 100 % 100) return 11;
        /* ncclGetUniqueId needs no GPU: a success with bytes, or NCCL's own error (never a crash) */
        r = cudacore_nccl_unique_id_create(&id);
        for (i = 0; i < sizeof id.bytes; i++) nonzero += id.bytes[i] != 0;
        printf("  child: ncclGetUniqueId: %s, %u non-zero bytes\n", cudacore_result_name(r), (unsigned)nonzero);
        if (r == CUDACORE_SUCCESS ? nonzero == 0 : (r != CUDACORE_ERROR_NCCL || !cudacore_last_error()->message[0])) return 12;
        /* cudabind.h over the same loaded library */
        {
            cudabind_ncclGetVersion_result v = cudabind_ncclGetVersion();
            if (v.err != CUDACORE_ncclSuccess || v.version != info.version) return 13;
            if (strcmp(cudabind_ncclResult_t_name(CUDACORE_ncclInvalidUsage), "ncclInvalidUsage") != 0) return 14;
        }
        return 0;
    }
    if (!strcmp(scenario, "missing")) {
        cudacore_communicator c;
        int n = -1;
        r = cudacore_library_load(CUDACORE_LIBRARY_NCCL, &info);
        e = cudacore_last_error();
        printf("  child: %s / %s\n", cudacore_result_name(r), e->message);
        if (r != CUDACORE_ERROR_LIBRARY_NOT_FOUND || info.loaded || info.path[0]) return 20;
        if (!strstr(e->detail, "/nonexistent/libnccl.so.2") || !strstr(e->detail, "CUDACORE_NCCL_PATH") || !strstr(e->message, "NCCL")) return 21;
        /* every NCCL call gets the same clear error */
        if (cudacore_communicator_create_from_env(NULL, &c) != CUDACORE_ERROR_LIBRARY_NOT_FOUND || c.id != 0) return 22;
        if (cudacore_nccl_group_start() != CUDACORE_ERROR_LIBRARY_NOT_FOUND || !strstr(cudacore_last_error()->detail, "/nonexistent")) return 23;
        if (cudabind_ncclGetVersion().err != (cudacore_ncclResult_t)2) return 24; /* ncclSystemError: "not found" */
        /* and nothing else is affected */
        if (cudacore_nccl_env_get(&(cudacore_nccl_env){0}) != CUDACORE_SUCCESS) return 25;
        if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &nv) != CUDACORE_SUCCESS && cudacore_last_error()->result != CUDACORE_ERROR_LIBRARY_NOT_FOUND)
            return 26;
        r = cudacore_device_count(&n);
        if (r == CUDACORE_SUCCESS ? n < 0 : strstr(cudacore_last_error()->message, "NCCL") != NULL) return 27;
        return 0;
    }
    if (!strcmp(scenario, "desc-path")) {
        cudacore_desc d;
        cudacore_shutdown();
        memset(&d, 0, sizeof d);
        d.quiet = 1;
        d.nccl_path = "/nonexistent/from-desc/libnccl.so.2";
        if (cudacore_setup(&d) != CUDACORE_SUCCESS) return 30;
        r = cudacore_nccl_unique_id_create(&id);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->detail);
        return r == CUDACORE_ERROR_LIBRARY_NOT_FOUND && strstr(cudacore_last_error()->detail, "from-desc") &&
                       strstr(cudacore_last_error()->detail, "cudacore_desc")
                   ? 0
                   : 31;
    }
    if (!strcmp(scenario, "too-old")) {
        r = cudacore_library_load(CUDACORE_LIBRARY_NCCL, &info);
        printf("  child: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        return r == CUDACORE_ERROR_LIBRARY_TOO_OLD && strstr(cudacore_last_error()->message, "2.13.0") &&
                       strstr(cudacore_last_error()->message, "cudacore needs NCCL 2.14 or newer") &&
                       strstr(cudacore_last_error()->message, "install NCCL 2.14 or newer, or point cudacore_desc.nccl_path or CUDACORE_NCCL_PATH at one")
                   ? 0
                   : 40;
    }
    if (!strcmp(scenario, "old-release")) {
        /* NCCL 2.17.3 (mock): communicators work; what came later is refused by name and release */
        cudacore_communicator c, s;
        cudacore_communicator_desc d;
        cudacore_memory_resource mr;
        cudacore_buffer b;
        cudacore_user_memory_resource_desc ud;
        if (cudacore_library_load(CUDACORE_LIBRARY_NCCL, &info) != CUDACORE_SUCCESS || info.version != 21703) return 50;
        if (info.version_major != 2 || info.version_minor != 17) return 51;
        memset(&id, 0, sizeof id);
        if (cudacore_communicator_create(NULL, &id, 0, 1, &c) != CUDACORE_SUCCESS) return 52;
        r = cudacore_communicator_split(c, 0, 0, NULL, &s);
        printf("  child: split: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_SYMBOL_NOT_FOUND || !strstr(cudacore_last_error()->message, "ncclCommSplit") ||
            !strstr(cudacore_last_error()->message, "2.18.0") || !strstr(cudacore_last_error()->message, "2.17.3") || s.id)
            return 53;
        memset(&d, 0, sizeof d);
        d.cga_cluster_size = 2; /* 2.17: fine */
        if (cudacore_communicator_create(&d, &id, 0, 1, &s) != CUDACORE_SUCCESS || cudacore_communicator_destroy(s) != CUDACORE_SUCCESS) return 54;
        d.split_share = 1; /* 2.18 */
        r = cudacore_communicator_create(&d, &id, 0, 1, &s);
        printf("  child: split_share: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_LIBRARY_TOO_OLD || !strstr(cudacore_last_error()->message, "split_share")) return 55;
        memset(&ud, 0, sizeof ud);
        ud.vtable.allocate = NULL;
        (void)mr, (void)b;
        r = cudacore_communicator_all_reduce(c, (cudacore_buffer){0}, 0, (cudacore_buffer){0}, 0, 1, CUDACORE_ncclFloat8e4m3, CUDACORE_ncclSum,
                                             cudacore_stream_legacy());
        printf("  child: fp8: %s / %s\n", cudacore_result_name(r), cudacore_last_error()->message);
        if (r != CUDACORE_ERROR_LIBRARY_TOO_OLD || !strstr(cudacore_last_error()->message, "2.24")) return 56;
        if (cudacore_communicator_destroy(c) != CUDACORE_SUCCESS) return 57;
        return cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 0 ? 0 : 58;
    }
    return 99;
}

static void child_env(char *env, size_t cap, const char *nccl) {
    snprintf(env, cap, "CUDACORE_LIBCUDA_PATH=%s CUDACORE_MOCK_CONTEXTS=1 CUDACORE_MOCK_DRIVER_VERSION=13000 CUDACORE_NCCL_PATH=%s", mock_cuda, nccl);
}

static void loader_real_nccl(void) {
    int rc = run_child("", "real");
    if (rc == 77) SKIP("NCCL (libnccl.so.2) is not installed");
    CHECK(rc == 0);
}
static void loader_missing_nccl_touches_nothing_else(void) { CHECK(run_child("CUDACORE_NCCL_PATH=/nonexistent/libnccl.so.2", "missing") == 0); }
static void loader_desc_path_is_authoritative(void) { CHECK(run_child("", "desc-path") == 0); }
static void loader_refuses_nccl_older_than_2_14(void) {
    char env[4096];
    if (!have_mocks) SKIP("the mocks were not built next to this test");
    child_env(env, sizeof env, mock_nccl);
    strcat(env, " CUDACORE_MOCK_NCCL_VERSION=21300");
    CHECK(run_child(env, "too-old") == 0);
}
static void loader_older_nccl_fails_only_what_it_lacks(void) {
    char env[4096];
    if (!have_mocks) SKIP("the mocks were not built next to this test");
    child_env(env, sizeof env, mock_nccl_old);
    CHECK(run_child(env, "old-release") == 0);
}

/* --- the generated declarations -------------------------------------------- */
static void generated_declarations(void) {
    cudacore_ncclConfig_t cfg = CUDACORE_NCCL_CONFIG_INITIALIZER;
    cudacore_ncclSimInfo_t sim = CUDACORE_NCCL_SIM_INFO_INITIALIZER;
    CHECK(sizeof(cudacore_ncclUniqueId) == 128 && CUDACORE_NCCL_UNIQUE_ID_BYTES == 128);
    CHECK(cfg.size == sizeof(cudacore_ncclConfig_t) && cfg.magic == 0xcafebeef && cfg.version == (unsigned)CUDACORE_NCCL_VERSION_CODE);
    CHECK(cfg.blocking == CUDACORE_NCCL_CONFIG_UNDEF_INT && cfg.netName == NULL && cfg.nvlinkCentricSched == CUDACORE_NCCL_CONFIG_UNDEF_INT);
    CHECK(CUDACORE_NCCL_CONFIG_UNDEF_INT == INT32_MIN);
    CHECK(sim.magic == 0x74685283 && sim.estimatedTime == -1.0f);
    CHECK(CUDACORE_NCCL_VERSION(2, 8, 3) == 2803 && CUDACORE_NCCL_VERSION(2, 28, 9) == 22809);
    CHECK(CUDACORE_NCCL_VERSION_CODE == CUDACORE_NCCL_VERSION(CUDACORE_NCCL_MAJOR, CUDACORE_NCCL_MINOR, CUDACORE_NCCL_PATCH));
    CHECK((int)CUDACORE_ncclFloat32 == 7 && (int)CUDACORE_ncclBfloat16 == 9 && (int)CUDACORE_ncclNumTypes == 12);
    CHECK((int)CUDACORE_ncclAvg == 4 && (int)CUDACORE_ncclInProgress == 7 && CUDACORE_NCCL_SPLIT_NOCOLOR == -1);
    CHECK(sizeof(cudacore_ncclDataType_t) == 4 && sizeof(cudacore_ncclRedOp_t) == 4 && sizeof(cudacore_ncclResult_t) == 4);
    /* the function index and the loader's table agree, and every wrapper exists */
    CHECK(!strcmp(t_nccl_fn_name(CUDACORE__NCCL_ncclAllReduce), "ncclAllReduce"));
    CHECK(!strcmp(t_nccl_fn_name(CUDACORE__NCCL_ncclCommSplit), "ncclCommSplit") && t_nccl_fn_version(CUDACORE__NCCL_ncclCommSplit) == 21800);
    CHECK(t_nccl_fn_version(CUDACORE__NCCL_ncclCommInitRankConfig) == 0); /* required */
    CHECK(!strcmp(t_nccl_result_name(6), "ncclRemoteError"));
    CHECK(!strcmp(cudabind_ncclResult_t_name(CUDACORE_ncclRemoteError), "ncclRemoteError") && !strcmp(cudabind_ncclResult_t_name((cudacore_ncclResult_t)99), "?"));
    CHECK(strstr(cudabind_ncclResult_t_string(CUDACORE_ncclInvalidArgument), "argument") != NULL);
    CHECK(cudabind_ncclGroupSimulateEnd != NULL && cudabind_ncclCommWindowRegister != NULL);
}

/* --- in this process: the mocks ------------------------------------------- */
static cudacore_memory_resource mr_dev0, mr_dev1, mr_pinned, mr_pageable;
static cudacore_stream stream_dev0, stream_dev1;

static cudacore_result host_alloc(void *ud, size_t size, cudacore_CUstream s, cudacore_CUdeviceptr *p) {
    (void)ud, (void)s;
    *p = (cudacore_CUdeviceptr)(uintptr_t)calloc(1, size ? size : 1);
    return *p ? CUDACORE_SUCCESS : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}
static cudacore_result host_free(void *ud, cudacore_CUdeviceptr p, size_t size, cudacore_CUstream s) {
    (void)ud, (void)s, (void)size;
    free((void *)(uintptr_t)p);
    return CUDACORE_SUCCESS;
}
static cudacore_result make_mr(int device, int dev_acc, int host_acc, cudacore_memory_resource *out) {
    cudacore_user_memory_resource_desc d;
    memset(&d, 0, sizeof d);
    d.vtable.allocate = host_alloc;
    d.vtable.deallocate = host_free;
    d.device = device;
    d.device_accessible = dev_acc;
    d.host_accessible = host_acc;
    return cudacore_user_memory_resource_create(&d, out);
}

static void mock_setup(void) {
    cudacore_desc d;
    void *h;
    if (!have_mocks) SKIP("the mocks were not built next to this test");
    setenv("CUDACORE_MOCK_CONTEXTS", "1", 1);
    setenv("CUDACORE_MOCK_DEVICES", "2", 1);
    setenv("CUDACORE_MOCK_DRIVER_VERSION", "13000", 1);
    cudacore_shutdown();
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.libcuda_path = mock_cuda;
    d.nccl_path = mock_nccl;
    CHECK_OK(cudacore_setup(&d));
    CHECK_OK(cudacore_library_load(CUDACORE_LIBRARY_NCCL, NULL));
    h = dlopen(mock_nccl, RTLD_NOW | RTLD_NOLOAD);
    CHECK(h != NULL);
    {
        void *sym = dlsym(h, "mock_nccl_state");
        mock_nccl_record *(*state)(void) = NULL;
        CHECK(sym != NULL);
        memcpy(&state, &sym, sizeof state); /* ISO C has no object to function pointer cast */
        mock = state();
    }
    CHECK(mock != NULL);
    CHECK_OK(make_mr(0, 1, 0, &mr_dev0));
    CHECK_OK(make_mr(1, 1, 0, &mr_dev1));
    CHECK_OK(make_mr(-1, 1, 1, &mr_pinned));
    CHECK_OK(make_mr(-1, 0, 1, &mr_pageable));
    CHECK_OK(cudacore_stream_wrap((cudacore_CUstream)(uintptr_t)0x1000, &stream_dev0)); /* the mock puts it on device 0 */
    CHECK_OK(cudacore_stream_wrap((cudacore_CUstream)(uintptr_t)0x1001, &stream_dev1)); /* and this one on device 1 */
}
#define NEED_MOCKS() \
    do { \
        if (!mock) SKIP("the mocks were not built next to this test"); \
    } while (0)

static cudacore_result make_comm(const cudacore_communicator_desc *d, cudacore_communicator *c) {
    cudacore_nccl_unique_id id;
    memset(&id, 7, sizeof id);
    return cudacore_communicator_create(d, &id, 0, 1, c);
}

static const char *const launcher_vars[] = {"CUDACORE_RANK", "CUDACORE_WORLD_SIZE", "CUDACORE_LOCAL_RANK", "OMPI_COMM_WORLD_RANK",
                                            "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK", "PMI_RANK", "PMI_SIZE",
                                            "MPI_LOCALRANKID", "RANK", "WORLD_SIZE", "LOCAL_RANK", "NCCL_COMM_ID"};
static void clear_launcher_env(void) {
    size_t i;
    for (i = 0; i < sizeof launcher_vars / sizeof launcher_vars[0]; i++) unsetenv(launcher_vars[i]);
}

static void env_from_launchers(void) {
    cudacore_nccl_env env;
    clear_launcher_env();
    CHECK_OK(cudacore_nccl_env_get(&env));
    CHECK(env.rank == 0 && env.size == 1 && env.local_rank == 0 && !env.rank_var[0] && !env.comm_id[0]);
    setenv("OMPI_COMM_WORLD_RANK", "3", 1);
    setenv("OMPI_COMM_WORLD_SIZE", "4", 1);
    setenv("OMPI_COMM_WORLD_LOCAL_RANK", "1", 1);
    setenv("RANK", "0", 1); /* a later pair: Open MPI's wins */
    setenv("WORLD_SIZE", "9", 1);
    setenv("NCCL_COMM_ID", "10.0.0.1:29500", 1);
    CHECK_OK(cudacore_nccl_env_get(&env));
    CHECK(env.rank == 3 && env.size == 4 && env.local_rank == 1 && !strcmp(env.rank_var, "OMPI_COMM_WORLD_RANK") && !strcmp(env.comm_id, "10.0.0.1:29500"));
    setenv("CUDACORE_RANK", "1", 1); /* ours first */
    setenv("CUDACORE_WORLD_SIZE", "2", 1);
    CHECK_OK(cudacore_nccl_env_get(&env));
    CHECK(env.rank == 1 && env.size == 2 && env.local_rank == -1 && !strcmp(env.size_var, "CUDACORE_WORLD_SIZE"));
    clear_launcher_env();
    setenv("PMI_RANK", "5", 1);
    setenv("PMI_SIZE", "6", 1);
    setenv("MPI_LOCALRANKID", "2", 1);
    CHECK_OK(cudacore_nccl_env_get(&env));
    CHECK(env.rank == 5 && env.size == 6 && env.local_rank == 2);
    clear_launcher_env();
    setenv("RANK", "1", 1);
    setenv("WORLD_SIZE", "2", 1);
    CHECK_OK(cudacore_nccl_env_get(&env));
    CHECK(env.rank == 1 && env.size == 2 && !strcmp(env.rank_var, "RANK"));
    /* what a launcher cannot mean */
    setenv("WORLD_SIZE", "1", 1);
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG); /* rank 1 of 1 */
    CHECK(strstr(cudacore_last_error()->message, "RANK is 1") && env.size == 1 && env.rank == 0);
    unsetenv("WORLD_SIZE");
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG); /* a rank without its size */
    CHECK(strstr(cudacore_last_error()->message, "WORLD_SIZE is not"));
    setenv("WORLD_SIZE", "2x", 1);
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "'2x'"));
    setenv("WORLD_SIZE", "0", 1);
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG);
    setenv("WORLD_SIZE", "", 1);
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG);
    setenv("WORLD_SIZE", "99999999999", 1);
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG);
    setenv("WORLD_SIZE", "4", 1);
    setenv("RANK", "-1", 1);
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG);
    setenv("RANK", "1", 1);
    setenv("LOCAL_RANK", "x", 1);
    CHECK_ERR(cudacore_nccl_env_get(&env), E_ARG);
    CHECK_ERR(cudacore_nccl_env_get(NULL), E_ARG);
    clear_launcher_env();
}

static void unique_ids(void) {
    cudacore_nccl_unique_id id;
    NEED_MOCKS();
    CHECK_OK(cudacore_nccl_unique_id_create(&id));
    CHECK(id.bytes[0] == 0x5a && id.bytes[127] == 0x5a);
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclGetUniqueId", 1);
    CHECK_ERR(cudacore_nccl_unique_id_create(&id), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    CHECK(id.bytes[0] == 0 && id.bytes[127] == 0); /* written on failure */
    CHECK_ERR(cudacore_nccl_unique_id_create(NULL), E_ARG);
}

static void create_query_destroy(void) {
    cudacore_communicator c, bad;
    cudacore_communicator_info info;
    cudacore_communicator_desc d;
    cudacore_ncclComm_t native = NULL;
    cudacore_nccl_unique_id id;
    int inits, fins, dest;
    NEED_MOCKS();
    memset(&id, 0, sizeof id);
    inits = mock->inits, fins = mock->finalizes, dest = mock->destroys;
    CHECK_OK(make_comm(NULL, &c));
    CHECK(mock->inits == inits + 1 && mock->config.blocking == 1 && mock->config.magic == 0xcafebeef);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 1);
    CHECK_OK(cudacore_communicator_get_info(c, &info));
    CHECK(info.rank == 0 && info.size == 1 && info.device == 0 && !info.aborted && !info.nonblocking && info.native != NULL);
    CHECK_OK(cudacore_communicator_native(c, &native));
    CHECK(native == info.native);
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK(mock->finalizes == fins + 1 && mock->destroys == dest + 1);
    CHECK_ERR(cudacore_communicator_destroy(c), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_communicator_get_info(c, &info), CUDACORE_ERROR_INVALID_HANDLE);
    /* every field of the desc reaches NCCL's config */
    memset(&d, 0, sizeof d);
    d.name = "trainer";
    d.cga_cluster_size = 1;
    d.min_ctas = 2;
    d.max_ctas = 16;
    d.net_name = "Socket";
    d.split_share = 1;
    d.traffic_class = 106;
    d.collnet_enable = 1;
    d.cta_policy = CUDACORE_NCCL_CTA_POLICY_ZERO;
    d.nvls_ctas = 4;
    d.n_channels_per_net_peer = 2;
    d.nvlink_centric_sched = 1;
    CHECK_OK(make_comm(&d, &c));
    CHECK(!strcmp(mock->config.commName, "trainer") && mock->config.cgaClusterSize == 1 && mock->config.minCTAs == 2 && mock->config.maxCTAs == 16);
    CHECK(!strcmp(mock->config.netName, "Socket") && mock->config.splitShare == 1 && mock->config.trafficClass == 106);
    CHECK(mock->config.collnetEnable == 1 && mock->config.CTAPolicy == 2 && mock->config.nvlsCTAs == 4 && mock->config.nChannelsPerNetPeer == 2);
    CHECK(mock->config.nvlinkCentricSched == 1 && mock->config.shrinkShare == CUDACORE_NCCL_CONFIG_UNDEF_INT && mock->config.blocking == 1);
    CHECK_OK(cudacore_communicator_destroy(c));
    /* bad arguments, refused before NCCL */
    inits = mock->inits;
    CHECK_ERR(cudacore_communicator_create(NULL, &id, 0, 1, NULL), E_ARG);
    CHECK_ERR(cudacore_communicator_create(NULL, NULL, 0, 1, &bad), E_ARG);
    CHECK(bad.id == 0);
    CHECK_ERR(cudacore_communicator_create(NULL, &id, 1, 1, &bad), E_ARG);
    CHECK_ERR(cudacore_communicator_create(NULL, &id, -1, 2, &bad), E_ARG);
    CHECK_ERR(cudacore_communicator_create(NULL, &id, 0, 0, &bad), E_ARG);
    memset(&d, 0, sizeof d);
    d.cga_cluster_size = 9;
    CHECK_ERR(make_comm(&d, &bad), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "cga_cluster_size is 9"));
    d.cga_cluster_size = -1;
    CHECK_ERR(make_comm(&d, &bad), E_ARG);
    memset(&d, 0, sizeof d);
    d.min_ctas = 8;
    d.max_ctas = 4;
    CHECK_ERR(make_comm(&d, &bad), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "min_ctas 8"));
    memset(&d, 0, sizeof d);
    d.split_share = 2;
    CHECK_ERR(make_comm(&d, &bad), E_ARG);
    d.split_share = 0;
    d.cta_policy = 3;
    CHECK_ERR(make_comm(&d, &bad), E_ARG);
    d.cta_policy = 0;
    d.traffic_class = 256;
    CHECK_ERR(make_comm(&d, &bad), E_ARG);
    CHECK(mock->inits == inits && bad.id == 0);
    /* NCCL's own refusal */
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclCommInitRankConfig", 1);
    CHECK_ERR(make_comm(NULL, &bad), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    CHECK(strstr(cudacore_last_error()->detail, "mock: ncclCommInitRankConfig refused") && bad.id == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 0 && mock->live == 0);
}

static void create_from_env(void) {
    cudacore_communicator c;
    cudacore_communicator_info info;
    NEED_MOCKS();
    clear_launcher_env();
    CHECK_OK(cudacore_communicator_create_from_env(NULL, &c)); /* a job of one */
    CHECK_OK(cudacore_communicator_get_info(c, &info));
    CHECK(info.size == 1 && info.rank == 0);
    CHECK_OK(cudacore_communicator_destroy(c));
    setenv("OMPI_COMM_WORLD_RANK", "1", 1);
    setenv("OMPI_COMM_WORLD_SIZE", "2", 1);
    CHECK_ERR(cudacore_communicator_create_from_env(NULL, &c), E_ARG); /* no NCCL_COMM_ID */
    CHECK(strstr(cudacore_last_error()->message, "NCCL_COMM_ID") && strstr(cudacore_last_error()->message, "OMPI_COMM_WORLD_RANK") && c.id == 0);
    setenv("NCCL_COMM_ID", "127.0.0.1:29555", 1);
    CHECK_OK(cudacore_communicator_create_from_env(NULL, &c));
    CHECK(mock->live == 1);
    CHECK_OK(cudacore_communicator_destroy(c));
    setenv("OMPI_COMM_WORLD_SIZE", "x", 1);
    CHECK_ERR(cudacore_communicator_create_from_env(NULL, &c), E_ARG);
    CHECK_ERR(cudacore_communicator_create_from_env(NULL, NULL), E_ARG);
    clear_launcher_env();
}

static void create_all(void) {
    cudacore_communicator c[2], c3[3];
    cudacore_communicator_info info;
    cudacore_communicator_desc d;
    static const int rev[2] = {1, 0}, dup[2] = {1, 1}, bad_dev[2] = {0, 2};
    int inits;
    NEED_MOCKS();
    CHECK_OK(cudacore_communicator_create_all(NULL, NULL, 2, c)); /* ncclCommInitAll */
    CHECK_OK(cudacore_communicator_get_info(c[1], &info));
    CHECK(info.rank == 1 && info.size == 2 && info.device == 1 && c[0].id != c[1].id);
    CHECK_OK(cudacore_communicator_destroy(c[0]));
    CHECK_OK(cudacore_communicator_destroy(c[1]));
    CHECK_OK(cudacore_communicator_create_all(NULL, rev, 2, c));
    CHECK_OK(cudacore_communicator_get_info(c[0], &info));
    CHECK(info.rank == 0 && info.device == 1);
    CHECK_OK(cudacore_communicator_destroy(c[0]));
    CHECK_OK(cudacore_communicator_destroy(c[1]));
    /* with a config: one group of ncclCommInitRankConfig, each on its device */
    memset(&d, 0, sizeof d);
    d.max_ctas = 8;
    inits = mock->groups_started;
    CHECK_OK(cudacore_communicator_create_all(&d, NULL, 2, c));
    CHECK(mock->groups_started == inits + 1 && mock->config.maxCTAs == 8);
    CHECK_OK(cudacore_communicator_get_info(c[1], &info));
    CHECK(info.rank == 1 && info.size == 2);
    CHECK_OK(cudacore_communicator_destroy(c[0]));
    CHECK_OK(cudacore_communicator_destroy(c[1]));
    d.max_ctas = 0;
    d.timeout_ms = 5000; /* non-blocking: each init is polled to its end */
    CHECK_OK(cudacore_communicator_create_all(&d, NULL, 2, c));
    CHECK_OK(cudacore_communicator_get_info(c[0], &info));
    CHECK(info.nonblocking && info.timeout_ms == 5000 && mock->config.blocking == 0);
    CHECK_OK(cudacore_communicator_destroy(c[0]));
    CHECK_OK(cudacore_communicator_destroy(c[1]));
    /* bad input */
    c[0].id = c[1].id = 42;
    CHECK_ERR(cudacore_communicator_create_all(NULL, dup, 2, c), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "twice") && c[0].id == 0 && c[1].id == 0);
    CHECK_ERR(cudacore_communicator_create_all(NULL, bad_dev, 2, c), CUDACORE_ERROR_INVALID_DEVICE);
    CHECK_ERR(cudacore_communicator_create_all(NULL, NULL, 3, c3), CUDACORE_ERROR_INVALID_DEVICE); /* the mock has 2 devices */
    CHECK_ERR(cudacore_communicator_create_all(NULL, NULL, 0, c), E_ARG);
    CHECK_ERR(cudacore_communicator_create_all(NULL, NULL, 65, c), E_ARG);
    CHECK_ERR(cudacore_communicator_create_all(NULL, NULL, 1, NULL), E_ARG);
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclCommInitAll", 1);
    CHECK_ERR(cudacore_communicator_create_all(NULL, NULL, 2, c), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 0 && mock->live == 0);
}

static void split(void) {
    cudacore_communicator c, s;
    cudacore_communicator_info info;
    cudacore_communicator_desc d;
    NEED_MOCKS();
    memset(&d, 0, sizeof d);
    d.timeout_ms = 3000;
    CHECK_OK(make_comm(&d, &c));
    s.id = 42;
    CHECK_OK(cudacore_communicator_split(c, CUDACORE_NCCL_SPLIT_NOCOLOR, 0, NULL, &s));
    CHECK(s.id == 0 && mock->live == 1);
    CHECK_OK(cudacore_communicator_split(c, 0, 0, NULL, &s)); /* inherits c's timeout and mode */
    CHECK_OK(cudacore_communicator_get_info(s, &info));
    CHECK(info.timeout_ms == 3000 && info.nonblocking && info.device == 0);
    CHECK_OK(cudacore_communicator_destroy(s));
    setenv("CUDACORE_MOCK_NCCL_SPLIT_IN_PROGRESS", "1", 1); /* the job stores the child later either way */
    CHECK_OK(cudacore_communicator_split(c, 1, 0, NULL, &s));
    unsetenv("CUDACORE_MOCK_NCCL_SPLIT_IN_PROGRESS");
    CHECK_OK(cudacore_communicator_get_info(s, &info));
    CHECK_OK(cudacore_communicator_destroy(s));
    d.timeout_ms = 0;
    CHECK_OK(cudacore_communicator_split(c, 3, 1, &d, &s));
    CHECK_OK(cudacore_communicator_get_info(s, &info));
    CHECK(info.timeout_ms == 0 && !info.nonblocking && mock->config.blocking == 1);
    CHECK_OK(cudacore_communicator_destroy(s));
    CHECK_ERR(cudacore_communicator_split(c, -2, 0, NULL, &s), E_ARG);
    CHECK_ERR(cudacore_communicator_split(c, 0, 0, NULL, NULL), E_ARG);
    d.max_ctas = -3;
    CHECK_ERR(cudacore_communicator_split(c, 0, 0, &d, &s), E_ARG);
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclCommSplit", 1);
    CHECK_ERR(cudacore_communicator_split(c, 0, 0, NULL, &s), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    CHECK(s.id == 0);
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK_ERR(cudacore_communicator_split(c, 0, 0, NULL, &s), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 0 && mock->live == 0);
}

/* the address NCCL must receive */
static const char *addr(cudacore_buffer b, size_t off) {
    cudacore_CUdeviceptr p = 0;
    if (cudacore_buffer_native(b, &p) != CUDACORE_SUCCESS) return NULL;
    return (const char *)(uintptr_t)p + off;
}

/* Every collective on stream s (native: its CUstream): a default stream or
   one of the communicator's device. The common case (device memory of that
   device on each side the call has, or {0} for the side a rank other than
   root leaves out) takes the fast path; pinned memory falls through to the
   full checks. */
static void collectives_pass_the_right_arguments_on(cudacore_stream s, void *native) {
    cudacore_communicator c, c4;
    cudacore_buffer a, b, d;
    cudacore_stream L = s;
    cudacore_nccl_unique_id id;
    memset(&id, 0, sizeof id);
    CHECK_OK(cudacore_communicator_create(NULL, &id, 2, 4, &c4)); /* rank 2 of 4 */
    CHECK_OK(make_comm(NULL, &c));
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 4096, L, &a));
    CHECK_OK(cudacore_buffer_allocate(mr_pinned, 4096, L, &b));
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 4096, L, &d));
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 16, b, 32, 100, CUDACORE_ncclFloat32, CUDACORE_ncclMax, L));
    CHECK(!strcmp(mock->fn, "ncclAllReduce") && mock->send == addr(a, 16) && mock->recv == addr(b, 32) && mock->count == 100);
    CHECK(mock->datatype == 7 && mock->op == 2 && mock->stream == native);
    /* device memory of the communicator's device on both sides */
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 16, d, 32, 100, CUDACORE_ncclInt64, CUDACORE_ncclMin, L));
    CHECK(!strcmp(mock->fn, "ncclAllReduce") && mock->send == addr(a, 16) && mock->recv == addr(d, 32) && mock->count == 100);
    CHECK(mock->datatype == 4 && mock->op == 3 && mock->stream == native && mock->comm != NULL);
    CHECK_OK(cudacore_communicator_broadcast(c4, a, 8, d, 24, 3, CUDACORE_ncclFloat64, 1, L));
    CHECK(!strcmp(mock->fn, "ncclBroadcast") && mock->root == 1 && mock->send == addr(a, 8) && mock->recv == addr(d, 24) && mock->count == 3);
    CHECK_OK(cudacore_communicator_reduce(c4, a, 4, d, 0, 7, CUDACORE_ncclInt32, CUDACORE_ncclAvg, 2, L));
    CHECK(!strcmp(mock->fn, "ncclReduce") && mock->send == addr(a, 4) && mock->recv == addr(d, 0) && mock->op == 4 && mock->root == 2);
    CHECK_OK(cudacore_communicator_reduce(c4, a, 0, (cudacore_buffer){0}, 0, 7, CUDACORE_ncclUint8, CUDACORE_ncclMin, 3, L));
    CHECK(!strcmp(mock->fn, "ncclReduce") && mock->recv == NULL && mock->root == 3 && mock->stream == native);
    CHECK_OK(cudacore_communicator_all_gather(c4, a, 0, d, 0, 512, CUDACORE_ncclFloat16, L)); /* recv: 4 x 1024 bytes, all of d */
    CHECK(!strcmp(mock->fn, "ncclAllGather") && mock->send == addr(a, 0) && mock->recv == addr(d, 0) && mock->count == 512 && mock->datatype == 6);
    CHECK_ERR(cudacore_communicator_all_gather(c4, a, 0, d, 2, 512, CUDACORE_ncclFloat16, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_OK(cudacore_communicator_reduce_scatter(c4, a, 0, d, 4000, 16, CUDACORE_ncclFloat8e4m3, CUDACORE_ncclSum, L)); /* send: 4 x 16 bytes */
    CHECK(!strcmp(mock->fn, "ncclReduceScatter") && mock->recv == addr(d, 4000) && mock->count == 16 && mock->datatype == 10);
    CHECK_ERR(cudacore_communicator_reduce_scatter(c4, a, 4040, d, 0, 16, CUDACORE_ncclFloat8e5m2, CUDACORE_ncclSum, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "send buffer"));
    CHECK_OK(cudacore_communicator_send(c4, d, 8, 5, CUDACORE_ncclBfloat16, 0, L));
    CHECK(!strcmp(mock->fn, "ncclSend") && mock->send == addr(d, 8) && mock->recv == NULL && mock->root == 0 && mock->datatype == 9);
    CHECK_OK(cudacore_communicator_recv(c4, d, 16, 5, CUDACORE_ncclUint32, 3, L));
    CHECK(!strcmp(mock->fn, "ncclRecv") && mock->send == NULL && mock->recv == addr(d, 16) && mock->root == 3 && mock->stream == native);
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1024, CUDACORE_ncclInt32, CUDACORE_ncclSum, L)); /* in place, the whole buffer */
    CHECK(mock->send == mock->recv && mock->count == 1024);
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 4096, a, 4096, 0, CUDACORE_ncclInt8, CUDACORE_ncclSum, L)); /* 0 elements at the end */
    CHECK_OK(cudacore_communicator_broadcast(c4, a, 8, b, 8, 3, CUDACORE_ncclFloat64, 2, L));
    CHECK(!strcmp(mock->fn, "ncclBroadcast") && mock->root == 2 && mock->send == addr(a, 8));
    CHECK_OK(cudacore_communicator_broadcast(c4, (cudacore_buffer){0}, 0, b, 0, 3, CUDACORE_ncclFloat64, 0, L)); /* not root: no send */
    CHECK(mock->send == NULL && mock->root == 0);
    CHECK_ERR(cudacore_communicator_broadcast(c4, (cudacore_buffer){0}, 0, b, 0, 3, CUDACORE_ncclFloat64, 2, L), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_communicator_reduce(c4, a, 0, (cudacore_buffer){0}, 0, 7, CUDACORE_ncclUint8, CUDACORE_ncclMin, 3, L));
    CHECK(!strcmp(mock->fn, "ncclReduce") && mock->recv == NULL && mock->op == 3 && mock->root == 3);
    CHECK_ERR(cudacore_communicator_reduce(c4, a, 0, (cudacore_buffer){0}, 0, 7, CUDACORE_ncclUint8, CUDACORE_ncclMin, 2, L),
              CUDACORE_ERROR_INVALID_HANDLE);
    /* all-gather: recv holds size * count; reduce-scatter: send does */
    CHECK_OK(cudacore_communicator_all_gather(c4, a, 2048, a, 0, 256, CUDACORE_ncclFloat16, L)); /* in place: rank 2's block */
    CHECK(!strcmp(mock->fn, "ncclAllGather") && mock->count == 256 && mock->send == addr(a, 2048));
    CHECK_ERR(cudacore_communicator_all_gather(c4, a, 0, a, 8, 512, CUDACORE_ncclFloat16, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "recv buffer"));
    CHECK_OK(cudacore_communicator_reduce_scatter(c4, a, 0, b, 0, 128, CUDACORE_ncclUint64, CUDACORE_ncclProd, L));
    CHECK(!strcmp(mock->fn, "ncclReduceScatter") && mock->count == 128 && mock->op == 1);
    CHECK_ERR(cudacore_communicator_reduce_scatter(c4, a, 8, b, 0, 128, CUDACORE_ncclUint64, CUDACORE_ncclProd, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "send buffer"));
    CHECK_OK(cudacore_communicator_send(c4, a, 100, 5, CUDACORE_ncclInt8, 3, L));
    CHECK(!strcmp(mock->fn, "ncclSend") && mock->send == addr(a, 100) && mock->root == 3);
    CHECK_OK(cudacore_communicator_recv(c4, b, 4, 5, CUDACORE_ncclInt32, 0, L));
    CHECK(!strcmp(mock->fn, "ncclRecv") && mock->recv == addr(b, 4) && mock->root == 0);
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 0, b, 0, 2, CUDACORE_ncclBfloat16, (cudacore_ncclRedOp_t)5, L)); /* a PreMulSum op */
    CHECK(mock->op == 5);
    CHECK_OK(cudacore_buffer_free(a, L));
    CHECK_OK(cudacore_buffer_free(b, L));
    CHECK_OK(cudacore_buffer_free(d, L));
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK_OK(cudacore_communicator_destroy(c4));
}
static void collectives_pass_the_right_arguments(void) {
    NEED_MOCKS();
    collectives_pass_the_right_arguments_on(cudacore_stream_legacy(), (void *)CUDACORE_CU_STREAM_LEGACY);
    collectives_pass_the_right_arguments_on(cudacore_stream_per_thread(), (void *)CUDACORE_CU_STREAM_PER_THREAD);
    collectives_pass_the_right_arguments_on(stream_dev0, (void *)(uintptr_t)0x1000);
}

/* Every bad input on stream s (a default stream or one of the communicator's
   device) is refused with its own error before NCCL is called: the fast
   path must send each to the full checks, which say what is wrong. */
static void collectives_reject_bad_input_on(cudacore_stream s) {
    cudacore_communicator c, c2, dead, aborted;
    cudacore_buffer a, far, pageable, freed;
    cudacore_stream L = s;
    cudacore_nccl_unique_id id;
    int calls;
    memset(&id, 0, sizeof id);
    CHECK_OK(make_comm(NULL, &c));
    CHECK_OK(cudacore_communicator_create(NULL, &id, 0, 2, &c2));
    CHECK_OK(make_comm(NULL, &dead));
    CHECK_OK(cudacore_communicator_destroy(dead));
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 1024, L, &a));
    CHECK_OK(cudacore_buffer_allocate(mr_dev1, 1024, L, &far));
    CHECK_OK(cudacore_buffer_allocate(mr_pageable, 1024, L, &pageable));
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 1024, L, &freed));
    CHECK_OK(cudacore_buffer_free(freed, L));
    CHECK_OK(make_comm(NULL, &aborted));
    CHECK_OK(cudacore_communicator_abort(aborted));
    calls = mock->collectives;
    /* ranges */
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 257, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 4, a, 0, 256, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 1028, a, 0, 0, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, SIZE_MAX / 2, CUDACORE_ncclFloat64, CUDACORE_ncclSum, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "size_t"));
    CHECK_ERR(cudacore_communicator_all_gather(c2, a, 0, a, 0, SIZE_MAX / 2 + 1, CUDACORE_ncclInt8, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_communicator_send(c2, a, SIZE_MAX, 1, CUDACORE_ncclInt8, 1, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 2, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), E_ARG); /* misaligned */
    CHECK(strstr(cudacore_last_error()->message, "multiple of the element size"));
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 6, 1, CUDACORE_ncclFloat64, CUDACORE_ncclSum, L), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "recv buffer offset 6"));
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 1020, a, 0, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "send buffer range [1020, +8)"));
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 1020, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "recv buffer range [1020, +8)"));
    /* 2^40 bytes a rank: each side fits in size_t, neither in the buffer */
    CHECK_ERR(cudacore_communicator_all_gather(c2, a, 0, a, 0, (size_t)1 << 40, CUDACORE_ncclInt8, L), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "send buffer range"));
    CHECK_ERR(cudacore_communicator_reduce_scatter(c2, a, 0, a, 0, (size_t)1 << 40, CUDACORE_ncclInt8, CUDACORE_ncclSum, L),
              CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "send buffer range [0, +2199023255552)"));
    CHECK_ERR(cudacore_communicator_reduce_scatter(c2, a, 0, a, 0, SIZE_MAX / 16 + 1, CUDACORE_ncclFloat64, CUDACORE_ncclSum, L),
              CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "size_t"));
    /* types, ops, ranks */
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1, (cudacore_ncclDataType_t)12, CUDACORE_ncclSum, L), E_ARG);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1, (cudacore_ncclDataType_t)-1, CUDACORE_ncclSum, L), E_ARG);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1, CUDACORE_ncclFloat32, (cudacore_ncclRedOp_t)-1, L), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "op -1"));
    CHECK_ERR(cudacore_communicator_reduce_scatter(c, a, 0, a, 0, 1, CUDACORE_ncclFloat32, (cudacore_ncclRedOp_t)INT_MIN, L), E_ARG);
    CHECK_ERR(cudacore_communicator_broadcast(c2, a, 0, a, 0, 1, CUDACORE_ncclFloat32, -1, L), E_ARG);
    CHECK_ERR(cudacore_communicator_broadcast(c2, a, 0, a, 0, 1, CUDACORE_ncclFloat32, INT_MIN, L), E_ARG);
    CHECK_ERR(cudacore_communicator_broadcast(c2, a, 0, a, 0, 1, CUDACORE_ncclFloat32, 2, L), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "root 2"));
    CHECK_ERR(cudacore_communicator_reduce(c2, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, -1, L), E_ARG);
    CHECK_ERR(cudacore_communicator_send(c2, a, 0, 1, CUDACORE_ncclFloat32, 5, L), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "peer 5"));
    CHECK_ERR(cudacore_communicator_recv(c2, a, 0, 1, CUDACORE_ncclFloat32, -1, L), E_ARG);
    /* memory and streams of another device, pageable memory */
    CHECK_ERR(cudacore_communicator_all_reduce(c, far, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), E_MISMATCH);
    CHECK(strstr(cudacore_last_error()->message, "device 1") && strstr(cudacore_last_error()->message, "device 0"));
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, stream_dev1), E_MISMATCH);
    CHECK_ERR(cudacore_communicator_all_reduce(c, pageable, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "pageable"));
    /* handles */
    CHECK_ERR(cudacore_communicator_all_reduce(dead, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "destroyed"));
    CHECK_ERR(cudacore_communicator_all_reduce(c, (cudacore_buffer){0}, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, (cudacore_buffer){0}, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, (cudacore_stream){0}), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, freed, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "buffer handle was destroyed"));
    {
        cudacore_buffer not_a_buffer;
        cudacore_communicator not_a_comm;
        not_a_buffer.id = stream_dev0.id;
        not_a_comm.id = a.id;
        CHECK_ERR(cudacore_communicator_all_reduce(c, not_a_buffer, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_INVALID_HANDLE);
        CHECK(strstr(cudacore_last_error()->message, "kind 'stream'"));
        CHECK_ERR(cudacore_communicator_all_reduce(not_a_comm, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_INVALID_HANDLE);
    }
    {
        cudacore_stream not_a_stream, gone;
        not_a_stream.id = a.id;
        CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, not_a_stream), CUDACORE_ERROR_INVALID_HANDLE);
        CHECK(strstr(cudacore_last_error()->message, "kind 'buffer'"));
        CHECK_OK(cudacore_stream_wrap((cudacore_CUstream)(uintptr_t)0x1100, &gone));
        CHECK_OK(cudacore_stream_destroy(gone));
        CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, gone), CUDACORE_ERROR_INVALID_HANDLE);
        CHECK(strstr(cudacore_last_error()->message, "stream handle was destroyed"));
    }
    CHECK_ERR(cudacore_communicator_all_reduce(aborted, a, 0, a, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_NCCL);
    CHECK(strstr(cudacore_last_error()->message, "aborted"));
    CHECK(mock->collectives == calls); /* none of it reached NCCL */
    CHECK_OK(cudacore_buffer_free(a, L));
    CHECK_OK(cudacore_buffer_free(far, L));
    CHECK_OK(cudacore_buffer_free(pageable, L));
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK_OK(cudacore_communicator_destroy(c2));
    CHECK_OK(cudacore_communicator_destroy(aborted));
}
static void collectives_reject_bad_input(void) {
    NEED_MOCKS();
    collectives_reject_bad_input_on(cudacore_stream_legacy());
    collectives_reject_bad_input_on(cudacore_stream_per_thread());
    collectives_reject_bad_input_on(stream_dev0);
}

/* The fast path of the collectives (t_coll_fast: tests/internals.h) agrees
   with the full one (t_coll_full) on random calls -- every kind, handles
   live, stale and of other kinds, communicators of 1, 2 and 4 ranks on
   either device (one non-blocking, one aborted), memory of the
   communicator's device, of the other, pinned and pageable, default and
   created streams, datatypes, ops, roots, counts and offsets near the edges
   of their rules, and now and then NCCL refusing the call: what the fast
   path takes, the full path takes too, with the same result and the same
   call to NCCL (the mock records it); what it declines, it leaves NCCL
   untouched; and it declines nothing common (device memory of the
   communicator's device on each side the call has, offsets that are
   multiples of the element size, a blocking communicator) that the full
   path takes. */
#define AGREE_PICK(arr) (arr)[t_rand64() % (sizeof(arr) / sizeof((arr)[0]))]
typedef struct agree_call {
    int kind, root;
    cudacore_communicator c;
    cudacore_buffer send, recv;
    size_t send_offset, recv_offset, count;
    cudacore_ncclDataType_t datatype;
    cudacore_ncclRedOp_t op;
    cudacore_stream s;
} agree_call;
/* Whether a side of the call is device memory of co's device (or left out). */
static int agree_side_common(int device, cudacore_buffer b, int blocks, int optional) {
    t_buffer_bytes bo;
    if (!blocks || (optional && !b.id)) return 1;
    return t_buffer_copy(b, &bo) && bo.dev_acc && bo.device == device;
}
static int agree_common(const agree_call *a) {
    int send_blocks, recv_blocks, optional, device, rank, size, nonblocking;
    size_t es = (unsigned)a->datatype < (unsigned)CUDACORE_ncclNumTypes ? t_nccl_type_size(a->datatype) : 1;
    t_coll_kind(a->kind, &send_blocks, &recv_blocks, &optional);
    return t_comm_shape(a->c, &device, &rank, &size, &nonblocking) && !nonblocking && ((a->send_offset | a->recv_offset) & (es - 1)) == 0 &&
           agree_side_common(device, a->send, send_blocks, optional == 1 && rank != a->root) &&
           agree_side_common(device, a->recv, recv_blocks, optional == 2 && rank != a->root);
}
static void agree_show(const char *what, const agree_call *a, cudacore_result fast, cudacore_result full) {
    printf("  %s: kind %d comm 0x%llx send 0x%llx+%lu recv 0x%llx+%lu count %lu datatype %d op %d root %d stream 0x%llx: fast %s, full %s (%s)\n",
           what, a->kind, (unsigned long long)a->c.id, (unsigned long long)a->send.id, (unsigned long)a->send_offset,
           (unsigned long long)a->recv.id, (unsigned long)a->recv_offset, (unsigned long)a->count, (int)a->datatype, (int)a->op, a->root,
           (unsigned long long)a->s.id, cudacore_result_name(fast), cudacore_result_name(full), cudacore_last_error()->message);
}
static int same_nccl_call(const mock_nccl_record *x, const mock_nccl_record *y) {
    return !strcmp(x->fn, y->fn) && x->send == y->send && x->recv == y->recv && x->count == y->count && x->datatype == y->datatype &&
           x->op == y->op && x->root == y->root && x->comm == y->comm && x->stream == y->stream;
}
static void collective_fast_and_full_paths_agree(void) {
    enum { N = 40000 };
    static const char *const fns[] = {"ncclAllReduce", "ncclBroadcast", "ncclReduce", "ncclAllGather", "ncclReduceScatter", "ncclSend", "ncclRecv"};
    /* (SIZE_MAX / 8 + 2, / 4 + 2 and / 2 + 2: counts whose bytes wrap round
       to 8, 4 and 2 at element sizes 8, 4 and 2, which neither path may take;
       SIZE_MAX >> 31 and one above: the edge of the product of an all-gather's
       or reduce-scatter's side) */
    static const size_t counts[] = {0, 1, 2, 3, 7, 16, 100, 256, 512, 1024, 4096, (size_t)1 << 40, SIZE_MAX / 2, SIZE_MAX / 16 + 1,
                                    SIZE_MAX / 8 + 2, SIZE_MAX / 4 + 2, SIZE_MAX / 2 + 2, SIZE_MAX >> 31, (SIZE_MAX >> 31) + 1};
    static const size_t offsets[] = {0, 1, 2, 4, 6, 8, 16, 1020, 1024, 2048, 4000, 4096, SIZE_MAX};
    static const int ops[] = {0, 1, 2, 3, 4, 5, -1, INT_MIN};
    cudacore_communicator comms[8], good[5];
    cudacore_buffer bufs[10], dev0[3];
    cudacore_stream streams[7];
    cudacore_communicator_desc nb;
    cudacore_nccl_unique_id id;
    cudacore_stream L = cudacore_stream_legacy();
    long taken = 0, unusual = 0, refused = 0, failed = 0, i;
    int nc = 0, nbuf = 0, bad = 0, j;
    NEED_MOCKS();
    memset(&id, 0, sizeof id);
    memset(&nb, 0, sizeof nb);
    nb.timeout_ms = 5000; /* non-blocking */
    CHECK_OK(make_comm(NULL, &good[0]));                                  /* rank 0 of 1, device 0 */
    CHECK_OK(cudacore_communicator_create(NULL, &id, 1, 2, &good[1]));    /* rank 1 of 2 */
    CHECK_OK(cudacore_communicator_create(NULL, &id, 2, 4, &good[2]));    /* rank 2 of 4 */
    CHECK_OK(make_comm(&nb, &good[3]));                                   /* non-blocking */
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_communicator_create(NULL, &id, 0, 2, &good[4]));    /* rank 0 of 2, device 1 */
    CHECK_OK(cudacore_device_set_current(0));
    for (j = 0; j < 5; j++) comms[nc++] = good[j];
    CHECK_OK(make_comm(NULL, &comms[nc]));
    CHECK_OK(cudacore_communicator_abort(comms[nc++]));                   /* aborted */
    CHECK_OK(make_comm(NULL, &comms[nc]));
    CHECK_OK(cudacore_communicator_destroy(comms[nc++]));                 /* destroyed */
    comms[nc].id = 0;                                                     /* none */
    nc++;
    for (j = 0; j < 3; j++) CHECK_OK(cudacore_buffer_allocate(mr_dev0, j == 2 ? 64 : 4096, L, &dev0[j]));
    bufs[nbuf++] = dev0[0];
    bufs[nbuf++] = dev0[1];
    bufs[nbuf++] = dev0[2];
    CHECK_OK(cudacore_buffer_allocate(mr_dev1, 4096, L, &bufs[nbuf++]));   /* device 1 */
    CHECK_OK(cudacore_buffer_allocate(mr_pinned, 4096, L, &bufs[nbuf++])); /* pinned: any device */
    CHECK_OK(cudacore_buffer_allocate(mr_pageable, 4096, L, &bufs[nbuf++]));
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 64, L, &bufs[nbuf]));
    CHECK_OK(cudacore_buffer_free(bufs[nbuf++], L));                      /* freed */
    bufs[nbuf++].id = 0;
    bufs[nbuf++].id = stream_dev0.id;                                      /* not a buffer */
    streams[0] = L;
    streams[1] = cudacore_stream_per_thread();
    streams[2] = stream_dev0;
    streams[3] = stream_dev1;
    streams[4].id = 0;
    streams[5].id = dev0[0].id; /* not a stream */
    CHECK_OK(cudacore_stream_wrap((cudacore_CUstream)(uintptr_t)0x1100, &streams[6]));
    CHECK_OK(cudacore_stream_destroy(streams[6]));
    for (i = 0; i < N && !bad; i++) {
        agree_call a;
        mock_nccl_record r1, r2;
        cudacore_result fast = CUDACORE_SUCCESS, full;
        int took, calls0, calls1, inject = t_rand64() % 40 == 0;
        char msg[512];
        int device, rank, size, nonblocking;
        a.kind = (int)(t_rand64() % 7);
        a.c = t_rand64() % 4 ? good[t_rand64() % 3] : AGREE_PICK(comms);
        a.send = t_rand64() % 4 ? dev0[t_rand64() % 2] : AGREE_PICK(bufs);
        a.recv = t_rand64() % 4 ? (t_rand64() % 3 ? dev0[t_rand64() % 2] : a.send) : AGREE_PICK(bufs);
        a.count = t_rand64() % 4 ? (size_t)(t_rand64() % 100) : AGREE_PICK(counts);
        a.send_offset = t_rand64() % 3 ? 8 * (size_t)(t_rand64() % 64) : AGREE_PICK(offsets);
        a.recv_offset = t_rand64() % 3 ? 8 * (size_t)(t_rand64() % 64) : AGREE_PICK(offsets);
        a.datatype = (cudacore_ncclDataType_t)(t_rand64() % 16 ? (int)(t_rand64() % 12) : (int)(t_rand64() % 3) * 7 - 1);
        a.op = (cudacore_ncclRedOp_t)(t_rand64() % 4 ? (int)(t_rand64() % 5) : AGREE_PICK(ops));
        a.root = t_comm_shape(a.c, &device, &rank, &size, &nonblocking) && t_rand64() % 4 ? (int)(t_rand64() % (unsigned)size) : (int)(t_rand64() % 6) - 1;
        a.s = t_rand64() % 3 ? streams[t_rand64() % 3] : AGREE_PICK(streams);
        if (inject) setenv("CUDACORE_MOCK_NCCL_FAIL", fns[a.kind], 1);
        cudacore_clear_error();
        calls0 = mock->collectives;
        took = t_coll_fast(a.kind, a.c, a.send, a.send_offset, a.recv, a.recv_offset, a.count, a.datatype, a.op, a.root, a.s, &fast);
        r1 = *mock;
        snprintf(msg, sizeof msg, "%s", cudacore_last_error()->message);
        calls1 = mock->collectives;
        cudacore_clear_error();
        full = t_coll_full(a.kind, a.c, a.send, a.send_offset, a.recv, a.recv_offset, a.count, a.datatype, a.op, a.root, a.s);
        r2 = *mock;
        if (inject) unsetenv("CUDACORE_MOCK_NCCL_FAIL");
        if (took) {
            taken++;
            failed += fast != CUDACORE_SUCCESS;
            if (fast != full || calls1 != calls0 + !inject || r2.collectives != calls1 + !inject || !same_nccl_call(&r1, &r2) ||
                strcmp(msg, cudacore_last_error()->message) != 0) { /* (a call the mock refuses is not recorded) */
                agree_show("the fast path took a call the full path does otherwise", &a, fast, full);
                printf("  fast: %s (%s)\n", msg, same_nccl_call(&r1, &r2) ? "the same NCCL call" : "another NCCL call");
                bad = 1;
            }
        } else {
            if (calls1 != calls0) {
                agree_show("the fast path declined a call after calling NCCL", &a, fast, full);
                bad = 1;
            }
            if (full == CUDACORE_SUCCESS && agree_common(&a)) {
                agree_show("the fast path declined a common call the full path takes", &a, fast, full);
                bad = 1;
            }
            unusual += full == CUDACORE_SUCCESS;
            refused += full != CUDACORE_SUCCESS;
        }
    }
    printf("  %ld calls: %ld taken by the fast path (%ld of them refused by NCCL), %ld left to the full path and taken there, %ld refused there\n",
           i, taken, failed, unusual, refused);
    for (j = 0; j < 3; j++) CHECK_OK(cudacore_buffer_free(dev0[j], L));
    for (j = 3; j < 6; j++) CHECK_OK(cudacore_buffer_free(bufs[j], L));
    for (j = 0; j < 5; j++) CHECK_OK(cudacore_communicator_destroy(good[j]));
    CHECK_OK(cudacore_communicator_destroy(comms[5]));
    CHECK(!bad);
    CHECK(taken > N / 5 && failed > N / 200 && unusual > N / 100 && refused > N / 5); /* (each way taken, often) */
}

/* NCCL's element sizes by datatype, as NCCL documents them: the packed
   constant both collective paths read (t_nccl_type_log2_packed, through
   t_nccl_type_log2) is this table, and holds nothing else. */
static void nccl_type_sizes_match_their_table(void) {
    static const struct {
        cudacore_ncclDataType_t t;
        unsigned bytes;
    } table[] = {{CUDACORE_ncclInt8, 1},    {CUDACORE_ncclUint8, 1},     {CUDACORE_ncclInt32, 4},        {CUDACORE_ncclUint32, 4},
                 {CUDACORE_ncclInt64, 8},   {CUDACORE_ncclUint64, 8},    {CUDACORE_ncclFloat16, 2},      {CUDACORE_ncclFloat32, 4},
                 {CUDACORE_ncclFloat64, 8}, {CUDACORE_ncclBfloat16, 2},  {CUDACORE_ncclFloat8e4m3, 1},   {CUDACORE_ncclFloat8e5m2, 1}};
    unsigned long packed = 0;
    size_t i;
    CHECK(sizeof table / sizeof table[0] == (size_t)CUDACORE_ncclNumTypes);
    for (i = 0; i < sizeof table / sizeof table[0]; i++) {
        unsigned lg = 0;
        while ((1u << lg) < table[i].bytes) lg++;
        packed |= (unsigned long)lg << (2 * (unsigned)table[i].t);
        CHECK(t_nccl_type_size(table[i].t) == table[i].bytes && t_nccl_type_log2(table[i].t) == lg);
    }
    CHECK(packed == t_nccl_type_log2_packed());
}

static void nccl_errors_carry_its_text(void) {
    cudacore_communicator c;
    cudacore_buffer a;
    cudacore_stream L = cudacore_stream_legacy();
    const cudacore_error_info *e;
    NEED_MOCKS();
    CHECK_OK(make_comm(NULL, &c));
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 64, L, &a));
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclAllReduce", 1);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    e = cudacore_last_error();
    CHECK(e->library == CUDACORE_LIBRARY_NCCL && e->native_code == 4 && !strcmp(e->native_name, "ncclInvalidArgument"));
    CHECK(!strcmp(e->native_string, "invalid argument (mock)") && !strcmp(e->call, "cudacore_communicator_all_reduce"));
    CHECK(strstr(e->message, "ncclAllReduce failed") && !strcmp(e->detail, "mock: ncclAllReduce refused"));
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L)); /* still usable */
    /* the same through the fast path (a stream of the communicator's device) */
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclReduceScatter", 1);
    CHECK_ERR(cudacore_communicator_reduce_scatter(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, stream_dev0), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    e = cudacore_last_error();
    CHECK(e->library == CUDACORE_LIBRARY_NCCL && e->native_code == 4 && !strcmp(e->call, "cudacore_communicator_reduce_scatter"));
    CHECK(strstr(e->message, "ncclReduceScatter failed") && !strcmp(e->detail, "mock: ncclReduceScatter refused"));
    CHECK_OK(cudacore_communicator_reduce_scatter(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, stream_dev0));
    /* destroy: a failed finalize aborts, the handle goes all the same */
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclCommFinalize", 1);
    CHECK_ERR(cudacore_communicator_destroy(c), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 0 && mock->live == 0);
    CHECK_OK(cudacore_buffer_free(a, L));
}

static void nonblocking_and_timeouts(void) {
    cudacore_communicator c, bad;
    cudacore_communicator_desc d;
    cudacore_communicator_info info;
    cudacore_buffer a;
    cudacore_stream L = cudacore_stream_legacy();
    double t0;
    int aborts;
    NEED_MOCKS();
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 64, L, &a));
    memset(&d, 0, sizeof d);
    d.timeout_ms = 5000;
    CHECK_OK(make_comm(&d, &c)); /* init returns ncclInProgress: polled until done */
    CHECK(mock->config.blocking == 0);
    CHECK_OK(cudacore_communicator_get_info(c, &info));
    CHECK(info.nonblocking && info.timeout_ms == 5000);
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L));
    CHECK_OK(cudacore_communicator_synchronize(c, L));
    CHECK_OK(cudacore_communicator_all_gather(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, stream_dev0)); /* on its device's stream too */
    CHECK(!strcmp(mock->fn, "ncclAllGather") && ((mock_comm_view *)mock->comm)->polls_left == 0); /* waited for */
    /* a peer that never answers: the collective times out and aborts */
    CHECK_OK(cudacore_communicator_set_timeout(c, 60));
    setenv("CUDACORE_MOCK_NCCL_ASYNC", "hang", 1);
    aborts = mock->aborts;
    t0 = now_s();
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, stream_dev0), CUDACORE_ERROR_TIMEOUT);
    CHECK(now_s() - t0 >= 0.055 && now_s() - t0 < 5.0);
    CHECK(mock->aborts == aborts + 1 && strstr(cudacore_last_error()->message, "60 ms"));
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_NCCL);
    CHECK(strstr(cudacore_last_error()->message, "aborted"));
    CHECK_OK(cudacore_communicator_get_info(c, &info));
    CHECK(info.aborted && info.native == NULL);
    CHECK_OK(cudacore_communicator_destroy(c)); /* released only */
    CHECK(mock->aborts == aborts + 1);
    /* an init that never completes */
    d.timeout_ms = 40;
    CHECK_ERR(make_comm(&d, &bad), CUDACORE_ERROR_TIMEOUT);
    CHECK(bad.id == 0 && mock->aborts == aborts + 2);
    /* a finalize that never completes: destroy aborts, and the handle goes */
    unsetenv("CUDACORE_MOCK_NCCL_ASYNC");
    CHECK_OK(make_comm(&d, &c));
    setenv("CUDACORE_MOCK_NCCL_ASYNC", "hang", 1);
    CHECK_ERR(cudacore_communicator_destroy(c), CUDACORE_ERROR_TIMEOUT);
    unsetenv("CUDACORE_MOCK_NCCL_ASYNC");
    CHECK(mock->aborts == aborts + 3 && cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 0);
    /* an error NCCL meets in the background */
    d.timeout_ms = 5000;
    CHECK_OK(make_comm(&d, &c));
    setenv("CUDACORE_MOCK_NCCL_ASYNC", "error", 1);
    CHECK_ERR(cudacore_communicator_all_reduce(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_ASYNC");
    CHECK(cudacore_last_error()->native_code == 6 && strstr(cudacore_last_error()->detail, "a peer vanished") &&
          strstr(cudacore_last_error()->detail, "aborted"));
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK_ERR(cudacore_communicator_set_timeout(c, 1), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_buffer_free(a, L));
    CHECK(mock->live == 0);
}

static void synchronize_watches_the_communicator(void) {
    cudacore_communicator c;
    cudacore_ncclResult_t state = CUDACORE_ncclInternalError;
    double t0;
    int aborts;
    NEED_MOCKS();
    CHECK_OK(make_comm(NULL, &c)); /* blocking in NCCL; the timeout bounds the wait */
    CHECK_OK(cudacore_communicator_synchronize(c, cudacore_stream_legacy()));
    CHECK_OK(cudacore_communicator_async_error(c, &state));
    CHECK(state == CUDACORE_ncclSuccess);
    CHECK_ERR(cudacore_communicator_synchronize(c, stream_dev1), E_MISMATCH);
    CHECK_OK(cudacore_communicator_set_timeout(c, 80));
    setenv("CUDACORE_MOCK_STREAM_BUSY", "1", 1); /* a collective that never ends: its peer died */
    aborts = mock->aborts;
    t0 = now_s();
    CHECK_ERR(cudacore_communicator_synchronize(c, cudacore_stream_legacy()), CUDACORE_ERROR_TIMEOUT);
    unsetenv("CUDACORE_MOCK_STREAM_BUSY");
    CHECK(now_s() - t0 >= 0.075 && now_s() - t0 < 5.0 && mock->aborts == aborts + 1);
    CHECK(strstr(cudacore_last_error()->message, "80 ms") && strstr(cudacore_last_error()->message, "aborted"));
    CHECK_ERR(cudacore_communicator_synchronize(c, cudacore_stream_legacy()), CUDACORE_ERROR_NCCL);
    CHECK_ERR(cudacore_communicator_async_error(c, &state), CUDACORE_ERROR_NCCL);
    CHECK_OK(cudacore_communicator_destroy(c));
    /* an error met in the background ends the wait at once */
    CHECK_OK(make_comm(NULL, &c));
    setenv("CUDACORE_MOCK_STREAM_BUSY", "1", 1);
    setenv("CUDACORE_MOCK_NCCL_ASYNC", "error", 1);
    CHECK_ERR(cudacore_communicator_synchronize(c, cudacore_stream_legacy()), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_STREAM_BUSY");
    unsetenv("CUDACORE_MOCK_NCCL_ASYNC");
    CHECK(cudacore_last_error()->native_code == 6 && mock->aborts == aborts + 2);
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK_ERR(cudacore_communicator_async_error(c, NULL), E_ARG);
}

static void groups(void) {
    cudacore_communicator c, nb, more;
    cudacore_communicator_desc d;
    cudacore_buffer a;
    cudacore_stream L = cudacore_stream_legacy();
    int ended;
    NEED_MOCKS();
    CHECK_ERR(cudacore_nccl_group_end(), E_ARG);
    CHECK(strstr(cudacore_last_error()->message, "no NCCL group"));
    CHECK_OK(cudacore_buffer_allocate(mr_dev0, 64, L, &a));
    memset(&d, 0, sizeof d);
    d.timeout_ms = 5000;
    CHECK_OK(make_comm(NULL, &c));
    CHECK_OK(make_comm(&d, &nb));
    ended = mock->groups_ended;
    CHECK_OK(cudacore_nccl_group_start());
    CHECK_OK(cudacore_nccl_group_start()); /* nested */
    CHECK_OK(cudacore_communicator_all_reduce(c, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L));
    CHECK_OK(cudacore_communicator_all_reduce(nb, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L));
    CHECK_OK(cudacore_communicator_send(nb, a, 0, 4, CUDACORE_ncclFloat32, 0, L));
    CHECK_ERR(make_comm(NULL, &more), E_ARG); /* no creation inside a group */
    CHECK(strstr(cudacore_last_error()->message, "group") && more.id == 0);
    CHECK_OK(cudacore_nccl_group_end());
    CHECK(t_nccl_group_depth() == 1 && t_nccl_group_count() == 1);
    CHECK_OK(cudacore_nccl_group_end()); /* the outermost end settles nb */
    CHECK(mock->groups_ended == ended + 2 && t_nccl_group_depth() == 0 && t_nccl_group_count() == 0);
    /* a group whose non-blocking communicator never finishes */
    CHECK_OK(cudacore_nccl_group_start());
    CHECK_OK(cudacore_communicator_all_reduce(nb, a, 0, a, 0, 4, CUDACORE_ncclFloat32, CUDACORE_ncclSum, L));
    CHECK_OK(cudacore_communicator_set_timeout(nb, 30));
    setenv("CUDACORE_MOCK_NCCL_ASYNC", "hang", 1);
    CHECK_ERR(cudacore_nccl_group_end(), CUDACORE_ERROR_TIMEOUT);
    unsetenv("CUDACORE_MOCK_NCCL_ASYNC");
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclGroupEnd", 1);
    CHECK_OK(cudacore_nccl_group_start());
    CHECK_ERR(cudacore_nccl_group_end(), CUDACORE_ERROR_NCCL);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    CHECK(t_nccl_group_depth() == 0);
    CHECK_OK(make_comm(NULL, &more)); /* the group is closed */
    CHECK_OK(cudacore_communicator_destroy(more));
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK_OK(cudacore_communicator_destroy(nb));
    CHECK_OK(cudacore_buffer_free(a, L));
}

static void abort_and_handles(void) {
    cudacore_communicator c, child_comm;
    cudacore_communicator_info info;
    cudacore_ncclComm_t native = (cudacore_ncclComm_t)1;
    int aborts;
    NEED_MOCKS();
    CHECK_OK(make_comm(NULL, &c));
    aborts = mock->aborts;
    CHECK_OK(cudacore_communicator_abort(c));
    CHECK_OK(cudacore_communicator_abort(c)); /* twice: a no-op */
    CHECK(mock->aborts == aborts + 1);
    CHECK_ERR(cudacore_communicator_native(c, &native), CUDACORE_ERROR_NCCL);
    CHECK(native == NULL);
    CHECK_OK(cudacore_communicator_get_info(c, &info));
    CHECK(info.aborted && !info.native && info.size == 1);
    CHECK_ERR(cudacore_communicator_split(c, 0, 0, NULL, &child_comm), CUDACORE_ERROR_NCCL);
    CHECK(child_comm.id == 0);
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK(mock->aborts == aborts + 1 && mock->live == 0);
    CHECK_ERR(cudacore_communicator_abort(c), CUDACORE_ERROR_INVALID_HANDLE);
}

static void cudabind_over_the_mock(void) {
    cudabind_ncclGetVersion_result v;
    cudabind_ncclCommInitAll_result r;
    cudacore_ncclComm_t comms[2] = {NULL, NULL};
    NEED_MOCKS();
    v = cudabind_ncclGetVersion();
    CHECK(v.err == CUDACORE_ncclSuccess && v.version == 22809);
    r = cudabind_ncclCommInitAll(comms, 2, NULL);
    CHECK(r.err == CUDACORE_ncclSuccess && comms[0] && comms[1]);
    CHECK(cudabind_ncclCommCount(comms[1]).count == 2 && cudabind_ncclCommUserRank(comms[1]).rank == 1);
    CHECK(cudabind_ncclCommDestroy(comms[0]).err == CUDACORE_ncclSuccess && cudabind_ncclCommDestroy(comms[1]).err == CUDACORE_ncclSuccess);
    setenv("CUDACORE_MOCK_NCCL_FAIL", "ncclCommCount", 1);
    r = cudabind_ncclCommInitAll(comms, 1, NULL);
    CHECK(cudabind_ncclCommCount(comms[0]).err == CUDACORE_ncclInvalidArgument);
    unsetenv("CUDACORE_MOCK_NCCL_FAIL");
    CHECK(cudacore_last_error()->library == CUDACORE_LIBRARY_NCCL && cudacore_last_error()->native_code == 4);
    CHECK(!strcmp(cudacore_last_error()->call, "ncclCommCount") && !strcmp(cudacore_last_error()->native_name, "ncclInvalidArgument"));
    CHECK(cudabind_ncclCommAbort(comms[0]).err == CUDACORE_ncclSuccess);
    /* the mock has no ncclMemAlloc: "not found", named */
    CHECK(cudabind_ncclMemAlloc(64).err == (cudacore_ncclResult_t)2);
    CHECK(cudacore_last_error()->result == CUDACORE_ERROR_SYMBOL_NOT_FOUND && strstr(cudacore_last_error()->message, "ncclMemAlloc") &&
          strstr(cudacore_last_error()->message, "2.19.0"));
    CHECK(cudacore_library_function(CUDACORE_LIBRARY_NCCL, CUDACORE__NCCL_COUNT, NULL) == NULL);
    CHECK(mock->live == 0);
}

/* cudacore_device_reset aborts the device's communicators: the handle then
   says the device was reset, and its destroy succeeds. */
static void device_reset_aborts_communicators(void) {
    cudacore_communicator c;
    cudacore_communicator_info info;
    int aborts;
    NEED_MOCKS();
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(make_comm(NULL, &c));
    aborts = mock->aborts;
    CHECK_OK(cudacore_device_reset(0));
    CHECK(mock->aborts == aborts + 1 && mock->live == 0);
    CHECK_ERR(cudacore_communicator_get_info(c, &info), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "cudacore_device_reset"));
    CHECK_OK(cudacore_communicator_destroy(c));
    CHECK_ERR(cudacore_communicator_destroy(c), CUDACORE_ERROR_INVALID_HANDLE);
}

static void nothing_left(void) {
    NEED_MOCKS();
    CHECK_OK(cudacore_memory_resource_destroy(mr_dev0));
    CHECK_OK(cudacore_memory_resource_destroy(mr_dev1));
    CHECK_OK(cudacore_memory_resource_destroy(mr_pinned));
    CHECK_OK(cudacore_memory_resource_destroy(mr_pageable));
    CHECK_OK(cudacore_stream_destroy(stream_dev1));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_COMMUNICATOR) == 0 && mock->live == 0);
}

int main(int argc, char **argv) {
    const char *slash;
    FILE *f;
    self_path = argv[0];
    setenv("NCCL_NVLS_ENABLE", "0", 1); /* never NVLink multicast: it can take a shared GPU host down */
    CHILD_FIRST(argc, argv, child);
    slash = strrchr(argv[0], '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - argv[0]) : 1, slash ? argv[0] : ".");
    snprintf(mock_cuda, sizeof mock_cuda, "%s/libcuda_mock.so", dir);
    snprintf(mock_nccl, sizeof mock_nccl, "%s/libnccl_mock.so", dir);
    snprintf(mock_nccl_old, sizeof mock_nccl_old, "%s/libnccl_mock_old.so", dir);
    have_mocks = 1;
    if ((f = fopen(mock_cuda, "rb")) != NULL) fclose(f);
    else have_mocks = 0;
    if ((f = fopen(mock_nccl, "rb")) != NULL) fclose(f);
    else have_mocks = 0;
    if ((f = fopen(mock_nccl_old, "rb")) != NULL) fclose(f);
    else have_mocks = 0;
    RUN(generated_declarations);
    RUN(loader_real_nccl);
    RUN(loader_missing_nccl_touches_nothing_else);
    RUN(loader_desc_path_is_authoritative);
    RUN(loader_refuses_nccl_older_than_2_14);
    RUN(loader_older_nccl_fails_only_what_it_lacks);
    RUN(env_from_launchers);
    RUN(mock_setup);
    RUN(unique_ids);
    RUN(create_query_destroy);
    RUN(create_from_env);
    RUN(create_all);
    RUN(split);
    RUN(collectives_pass_the_right_arguments);
    RUN(collectives_reject_bad_input);
    RUN(collective_fast_and_full_paths_agree);
    RUN(nccl_type_sizes_match_their_table);
    RUN(nccl_errors_carry_its_text);
    RUN(nonblocking_and_timeouts);
    RUN(synchronize_watches_the_communicator);
    RUN(groups);
    RUN(abort_and_handles);
    RUN(cudabind_over_the_mock);
    RUN(device_reset_aborts_communicators);
    RUN(nothing_left);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
