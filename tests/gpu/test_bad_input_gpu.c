/* Bad input that needs a live device: destroyed, double-destroyed and
   wrong-kind handles of real streams, events, memory resources, buffers,
   programs, object code, kernels and linkers; ordinals past the last device;
   launch configurations beyond the device's limits; garbage CUBIN, fatbin
   and PTX handed to the driver; names the loaded code lacks; events in the
   wrong state; NCCL collectives out of range, of another device, on aborted
   and destroyed communicators. Each row expects one specific result
   (tests/bad_input.h).
   Afterwards the same objects still work: a launch is checked on the host.
   Skipped, counted, without a GPU. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../bad_input.h"
#include <limits.h>
#include <unistd.h>

static cudacore_stream ST(uint64_t id) { cudacore_stream h; h.id = id; return h; }
static cudacore_event EV(uint64_t id) { cudacore_event h; h.id = id; return h; }
static cudacore_memory_resource MR(uint64_t id) { cudacore_memory_resource h; h.id = id; return h; }
static cudacore_buffer BU(uint64_t id) { cudacore_buffer h; h.id = id; return h; }
static cudacore_program PR(uint64_t id) { cudacore_program h; h.id = id; return h; }
static cudacore_object_code OC(uint64_t id) { cudacore_object_code h; h.id = id; return h; }
static cudacore_kernel KE(uint64_t id) { cudacore_kernel h; h.id = id; return h; }
static cudacore_linker LK(uint64_t id) { cudacore_linker h; h.id = id; return h; }

static const char *SRC =
    "__device__ int g[4];\n"
    "extern \"C\" __global__ void add(int *x, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) x[i] += i + g[0];\n"
    "}\n";

static int ndev;
static cudacore_device_info info0;
static cudacore_stream s;
static cudacore_event e, et, et2;
static cudacore_memory_resource pool, dflt;
static cudacore_buffer dbuf, dbuf2, pbuf;
static cudacore_memory_resource pinned;
static cudacore_program prog;
static cudacore_object_code oc;
static cudacore_kernel k;
/* destroyed ones */
static cudacore_stream s_dead;
static cudacore_event e_dead;
static cudacore_memory_resource mr_dead;
static cudacore_buffer b_dead;
static cudacore_program p_dead;
static cudacore_object_code oc_dead;
static cudacore_kernel k_dead;
static cudacore_linker lk_dead;
static int made;

static void make_objects(void) {
    cudacore_event_desc ed;
    cudacore_device_pool_desc pd;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_linker_options lo;
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(cudacore_device_count(&ndev));
    CHECK_OK(cudacore_device_get_info(0, &info0));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_event_create(NULL, &e));
    memset(&ed, 0, sizeof ed);
    ed.enable_timing = 1;
    CHECK_OK(cudacore_event_create(&ed, &et));
    CHECK_OK(cudacore_event_create(&ed, &et2));
    CHECK_OK(cudacore_device_memory_resource(0, &dflt));
    memset(&pd, 0, sizeof pd);
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &pool));
    CHECK_OK(cudacore_buffer_allocate(pool, 256, s, &dbuf));
    CHECK_OK(cudacore_buffer_allocate(dflt, 256, s, &dbuf2));
    CHECK_OK(cudacore_pinned_memory_resource_create(NULL, &pinned));
    CHECK_OK(cudacore_buffer_allocate(pinned, 256, s, &pbuf));
    memset(&d, 0, sizeof d);
    d.source = SRC;
    CHECK_OK(cudacore_program_create(&d, &prog));
    memset(&o, 0, sizeof o);
    o.no_compile_cache = 1;
    CHECK_OK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &o, &oc));
    CHECK_OK(cudacore_object_code_get_kernel(oc, "add", &k));
    /* one destroyed object of every kind, destroyed as a user would */
    CHECK_OK(cudacore_stream_create(NULL, &s_dead));
    CHECK_OK(cudacore_stream_destroy(s_dead));
    CHECK_OK(cudacore_event_create(NULL, &e_dead));
    CHECK_OK(cudacore_event_destroy(e_dead));
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &mr_dead));
    CHECK_OK(cudacore_memory_resource_destroy(mr_dead));
    CHECK_OK(cudacore_buffer_allocate(dflt, 64, s, &b_dead));
    CHECK_OK(cudacore_buffer_free(b_dead, s));
    CHECK_OK(cudacore_program_create(&d, &p_dead));
    CHECK_OK(cudacore_program_destroy(p_dead));
    CHECK_OK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &o, &oc_dead));
    CHECK_OK(cudacore_object_code_get_kernel(oc_dead, "add", &k_dead));
    CHECK_OK(cudacore_kernel_destroy(k_dead));
    CHECK_OK(cudacore_object_code_destroy(oc_dead));
    memset(&lo, 0, sizeof lo);
    lo.backend = CUDACORE_LINKER_DRIVER;
    CHECK_OK(cudacore_linker_create(&lo, &lk_dead));
    CHECK_OK(cudacore_linker_destroy(lk_dead));
    made = 1;
}
#define NEED_OBJECTS() \
    do { \
        NEED_GPU(); \
        NEED_SETUP_DONE(made); \
    } while (0)

static int failed_before;

/* Real destroyed handles, destroyed twice, and live handles of another kind. */
static void stale_double_and_wrong_kind(void) {
    cudacore_stream_info si;
    cudacore_event_info ei;
    cudacore_buffer_info bi;
    cudacore_buffer bo;
    cudacore_memory_resource_info mi;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p;
    const char *name;
    int v, done;
    float ms;
    void *args[2];
    unsigned char host[16];
    NEED_OBJECTS();
    failed_before = bi_failed;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    args[0] = &p;
    args[1] = &v;
    BI_KIND(BI_STALE);
    BAD(cudacore_stream_synchronize, E_HANDLE, cudacore_stream_synchronize(s_dead));
    BAD_OUT(cudacore_stream_query, E_HANDLE, done, cudacore_stream_query(s_dead, &done));
    BAD_OUT(cudacore_stream_get_info, E_HANDLE, si, cudacore_stream_get_info(s_dead, &si));
    BAD(cudacore_stream_wait_event, E_HANDLE, cudacore_stream_wait_event(s_dead, e));
    BAD(cudacore_stream_wait_stream, E_HANDLE, cudacore_stream_wait_stream(s, s_dead));
    BAD(cudacore_event_record, E_HANDLE, cudacore_event_record(e, s_dead));
    BAD(cudacore_event_record, E_HANDLE, cudacore_event_record(e_dead, s));
    BAD_OUT(cudacore_event_query, E_HANDLE, done, cudacore_event_query(e_dead, &done));
    BAD_OUT(cudacore_event_get_info, E_HANDLE, ei, cudacore_event_get_info(e_dead, &ei));
    BAD_OUT(cudacore_event_elapsed_ms, E_HANDLE, ms, cudacore_event_elapsed_ms(et, e_dead, &ms));
    BAD(cudacore_stream_wait_event, E_HANDLE, cudacore_stream_wait_event(s, e_dead));
    BAD_OUT(cudacore_buffer_allocate, E_HANDLE, bo, cudacore_buffer_allocate(mr_dead, 64, s, &bo)); /* a failed call zeroes its out: */
    BAD_OUT(cudacore_buffer_allocate, E_HANDLE, bo, cudacore_buffer_allocate(pool, 64, s_dead, &bo));  /* never b_dead itself */
    BAD_OUT(cudacore_memory_resource_get_info, E_HANDLE, mi, cudacore_memory_resource_get_info(mr_dead, &mi));
    BAD(cudacore_memory_resource_trim, E_HANDLE, cudacore_memory_resource_trim(mr_dead, 0));
    BAD_OUT(cudacore_buffer_get_info, E_HANDLE, bi, cudacore_buffer_get_info(b_dead, &bi));
    BAD(cudacore_buffer_copy, E_HANDLE, cudacore_buffer_copy(dbuf, 0, b_dead, 0, 8, s));
    BAD(cudacore_buffer_copy, E_HANDLE, cudacore_buffer_copy(b_dead, 0, dbuf, 0, 8, s));
    BAD(cudacore_buffer_copy_from_host, E_HANDLE, cudacore_buffer_copy_from_host(b_dead, 0, host, 8, s));
    BAD(cudacore_buffer_fill, E_HANDLE, cudacore_buffer_fill(b_dead, 0, 8, 0, 1, s));
    BAD(cudacore_buffer_fill, E_HANDLE, cudacore_buffer_fill(dbuf, 0, 8, 0, 1, s_dead));
    BAD(cudacore_program_log, E_HANDLE, cudacore_program_log(p_dead, &name));
    BAD(cudacore_object_code_get_kernel, E_HANDLE, cudacore_object_code_get_kernel(oc_dead, "add", &(cudacore_kernel){0}));
    BAD(cudacore_kernel_name, E_HANDLE, cudacore_kernel_name(k_dead, &name));
    BAD(cudacore_launch, E_HANDLE, cudacore_launch(s, &cfg, k_dead, args, 2));
    BAD(cudacore_launch, E_HANDLE, cudacore_launch(s_dead, &cfg, k, args, 2));
    BAD(cudacore_kernel_max_active_blocks_per_sm, E_HANDLE, cudacore_kernel_max_active_blocks_per_sm(k_dead, 32, 0, &v));
    BAD(cudacore_linker_add_object_code, E_HANDLE, cudacore_linker_add_object_code(lk_dead, oc));
    BI_KIND(BI_DOUBLE);
    BAD(cudacore_stream_destroy, E_HANDLE, cudacore_stream_destroy(s_dead));
    BAD(cudacore_event_destroy, E_HANDLE, cudacore_event_destroy(e_dead));
    BAD(cudacore_memory_resource_destroy, E_HANDLE, cudacore_memory_resource_destroy(mr_dead));
    BAD(cudacore_buffer_free, E_HANDLE, cudacore_buffer_free(b_dead, s));
    BAD(cudacore_program_destroy, E_HANDLE, cudacore_program_destroy(p_dead));
    BAD(cudacore_object_code_destroy, E_HANDLE, cudacore_object_code_destroy(oc_dead));
    BAD(cudacore_kernel_destroy, E_HANDLE, cudacore_kernel_destroy(k_dead));
    BAD(cudacore_linker_destroy, E_HANDLE, cudacore_linker_destroy(lk_dead));
    /* live handles passed as another kind: refused, and the other object survives */
    BI_KIND(BI_KIND);
    BAD(cudacore_stream_destroy, E_HANDLE, cudacore_stream_destroy(ST(e.id)));
    BAD(cudacore_event_destroy, E_HANDLE, cudacore_event_destroy(EV(s.id)));
    BAD(cudacore_memory_resource_destroy, E_HANDLE, cudacore_memory_resource_destroy(MR(dbuf.id)));
    BAD(cudacore_buffer_free, E_HANDLE, cudacore_buffer_free(BU(pool.id), s));
    BAD(cudacore_buffer_free, E_HANDLE, cudacore_buffer_free(dbuf, ST(e.id)));
    BAD(cudacore_program_destroy, E_HANDLE, cudacore_program_destroy(PR(oc.id)));
    BAD(cudacore_object_code_destroy, E_HANDLE, cudacore_object_code_destroy(OC(k.id)));
    BAD(cudacore_kernel_destroy, E_HANDLE, cudacore_kernel_destroy(KE(oc.id)));
    BAD(cudacore_linker_destroy, E_HANDLE, cudacore_linker_destroy(LK(prog.id)));
    BAD(cudacore_launch, E_HANDLE, cudacore_launch(ST(e.id), &cfg, k, args, 2));
    BAD(cudacore_launch, E_HANDLE, cudacore_launch(s, &cfg, KE(s.id), args, 2));
    BAD(cudacore_event_record, E_HANDLE, cudacore_event_record(EV(s.id), s));
    BAD(cudacore_event_record, E_HANDLE, cudacore_event_record(e, ST(e.id)));
    BAD(cudacore_buffer_copy, E_HANDLE, cudacore_buffer_copy(dbuf, 0, BU(k.id), 0, 8, s));
    BAD(cudacore_buffer_allocate, E_HANDLE, cudacore_buffer_allocate(MR(s.id), 8, s, &bo)); /* a wrong-kind resource: bo, never b_dead (a failure zeroes it) */
    BAD(cudacore_object_code_get_kernel, E_HANDLE, cudacore_object_code_get_kernel(OC(prog.id), "add", &(cudacore_kernel){0}));
    CHECK_OK(cudacore_stream_query(s, &done));
    CHECK_OK(cudacore_event_query(e, &done));
    CHECK_OK(cudacore_memory_resource_get_info(pool, &mi));
    CHECK_OK(cudacore_buffer_get_info(dbuf, &bi));
    CHECK_OK(cudacore_kernel_name(k, &name));
    CHECK_OK(cudacore_program_log(prog, &name));
    if (bi_failed != failed_before) t_case_failed = 1;
}

/* Ordinals past the last device, at every parameter that takes one. */
static void device_ordinals(void) {
    cudacore_device_info info;
    cudacore_memory_resource m;
    cudacore_device_pool_desc pd;
    cudacore_managed_memory_resource_desc md;
    int bad[3], i, v, c;
    cudacore_device_health_info health;
    NEED_OBJECTS();
    failed_before = bi_failed;
    bad[0] = ndev;
    bad[1] = -1;
    bad[2] = INT_MAX;
    BI_KIND(BI_RANGE);
    for (i = 0; i < 3; i++) {
        BAD_OUT(cudacore_device_get_info, E_DEVICE, info, cudacore_device_get_info(bad[i], &info));
        BAD(cudacore_device_set_current, E_DEVICE, cudacore_device_set_current(bad[i]));
        BAD_OUT(cudacore_device_memory_resource, E_DEVICE, m, cudacore_device_memory_resource(bad[i], &m));
        BAD_OUT(cudacore_device_malloc_resource_create, E_DEVICE, m, cudacore_device_malloc_resource_create(bad[i], &m));
        BAD_OUT(cudacore_device_can_access_peer, E_DEVICE, c, cudacore_device_can_access_peer(0, bad[i], &c));
        BAD(cudacore_device_synchronize, E_DEVICE, cudacore_device_synchronize(bad[i]));
        BAD_OUT(cudacore_device_health, E_DEVICE, health, cudacore_device_health(bad[i], &health));
        BAD(cudacore_device_reset, E_DEVICE, cudacore_device_reset(bad[i]));
        BAD(cudacore_memory_resource_set_peer_access, E_DEVICE, cudacore_memory_resource_set_peer_access(pool, bad[i], 1));
        BAD(cudacore_buffer_prefetch, E_ARG, cudacore_buffer_prefetch(dbuf, 0, 8, bad[i], s)); /* not managed: refused first */
        memset(&pd, 0, sizeof pd);
        pd.device = bad[i];
        BAD_OUT(cudacore_device_pool_resource_create, E_DEVICE, m, cudacore_device_pool_resource_create(&pd, &m));
        memset(&md, 0, sizeof md);
        md.device = bad[i];
        BAD_OUT(cudacore_managed_memory_resource_create, E_DEVICE, m, cudacore_managed_memory_resource_create(&md, &m));
        if (bad[i] >= 0) {
            BAD_OUT(cudacore_kernel_get_attribute, E_DEVICE, v, cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_NUM_REGS, bad[i], &v));
            BAD(cudacore_kernel_set_attribute, E_DEVICE,
                cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bad[i], 1024));
            BAD(cudacore_kernel_set_cache_config, E_DEVICE, cudacore_kernel_set_cache_config(k, CUDACORE_CU_FUNC_CACHE_PREFER_L1, bad[i]));
        }
    }
    CHECK_OK(cudacore_device_get_info(0, &info)); /* still fine */
    if (bi_failed != failed_before) t_case_failed = 1;
}

/* Launch configurations the device cannot run, and arguments that do not match. */
/* The sized forms against add(int *x, int n): a long long for n, size 0, a
   NULL value, one argument too many -- launches and every kernel node call. */
static void sized_arguments(const cudacore_launch_config *good, cudacore_CUdeviceptr p, int n) {
    long long n64 = n;
    cudacore_arg right[3], wide[2], empty[2], null_value[2];
    cudacore_graph g;
    cudacore_graph_node node;
    cudacore_graph_exec ge;
    void *plain[1];
    right[0].value = &p, right[0].size = sizeof p;
    right[1].value = &n, right[1].size = sizeof n;
    right[2] = right[1];
    wide[0] = empty[0] = null_value[0] = right[0];
    wide[1].value = &n64, wide[1].size = sizeof n64;
    empty[1].value = &n, empty[1].size = 0;
    null_value[1].value = NULL, null_value[1].size = sizeof n;
    plain[0] = &p;
    BI_KIND(BI_SIZE);
    BAD(cudacore_launch_sized, CUDACORE_ERROR_VALIDATION, cudacore_launch_sized(s, good, k, wide, 2));
    if (strcmp(cudacore_last_error()->message, "kernel 'add' parameter 1 is 4 bytes, 8 were given") != 0) {
        printf("  message: %s\n", cudacore_last_error()->message);
        bi_failed++;
    }
    BAD(cudacore_launch_sized, CUDACORE_ERROR_VALIDATION, cudacore_launch_sized(s, good, k, empty, 2));
    BI_KIND(BI_NULL);
    BAD(cudacore_launch_sized, CUDACORE_ERROR_VALIDATION, cudacore_launch_sized(s, good, k, null_value, 2));
    BI_KIND(BI_CONTRA);
    BAD(cudacore_launch_sized, CUDACORE_ERROR_VALIDATION, cudacore_launch_sized(s, good, k, right, 3));
    BAD(cudacore_launch_sized, CUDACORE_ERROR_VALIDATION, cudacore_launch_sized(s, good, k, right, 1));
    /* graph kernel nodes: the same check */
    if (cudacore_graph_create(&g) != CUDACORE_SUCCESS) {
        bi_failed++;
        return;
    }
    BI_KIND(BI_SIZE);
    BAD(cudacore_graph_add_kernel_node_sized, CUDACORE_ERROR_VALIDATION, cudacore_graph_add_kernel_node_sized(g, NULL, 0, good, k, wide, 2, &node));
    BI_KIND(BI_CONTRA);
    BAD(cudacore_graph_add_kernel_node, CUDACORE_ERROR_VALIDATION, cudacore_graph_add_kernel_node(g, NULL, 0, good, k, plain, 1, &node));
    if (cudacore_graph_add_kernel_node_sized(g, NULL, 0, good, k, right, 2, &node) != CUDACORE_SUCCESS ||
        cudacore_graph_instantiate(g, NULL, &ge) != CUDACORE_SUCCESS) {
        bi_failed++;
        cudacore_graph_destroy(g);
        return;
    }
    BI_KIND(BI_SIZE);
    BAD(cudacore_graph_node_set_kernel_sized, CUDACORE_ERROR_VALIDATION, cudacore_graph_node_set_kernel_sized(node, good, k, wide, 2));
    BAD(cudacore_graph_exec_set_kernel_node_sized, CUDACORE_ERROR_VALIDATION, cudacore_graph_exec_set_kernel_node_sized(ge, node, good, k, wide, 2));
    BAD(cudacore_graph_exec_set_kernel_args_sized, CUDACORE_ERROR_VALIDATION, cudacore_graph_exec_set_kernel_args_sized(ge, node, wide, 2));
    BI_KIND(BI_NULL);
    BAD(cudacore_graph_exec_set_kernel_args_sized, CUDACORE_ERROR_VALIDATION, cudacore_graph_exec_set_kernel_args_sized(ge, node, null_value, 2));
    BI_KIND(BI_CONTRA);
    BAD(cudacore_graph_node_set_kernel, CUDACORE_ERROR_VALIDATION, cudacore_graph_node_set_kernel(node, good, k, plain, 1));
    BAD(cudacore_graph_exec_set_kernel_node, CUDACORE_ERROR_VALIDATION, cudacore_graph_exec_set_kernel_node(ge, node, good, k, plain, 1));
    BAD(cudacore_graph_exec_set_kernel_args, CUDACORE_ERROR_VALIDATION, cudacore_graph_exec_set_kernel_args(ge, node, plain, 1));
    BAD(cudacore_graph_exec_set_kernel_args_sized, CUDACORE_ERROR_VALIDATION, cudacore_graph_exec_set_kernel_args_sized(ge, node, right, 3));
    if (cudacore_graph_exec_set_kernel_args_sized(ge, node, right, 2) != CUDACORE_SUCCESS) bi_failed++; /* and the right ones pass */
    cudacore_graph_exec_destroy(ge);
    cudacore_graph_destroy(g);
}

static void launch_limits(void) {
    cudacore_launch_config cfg, good;
    cudacore_CUdeviceptr p = 0;
    int n = 64, v = 0;
    void *args[2], *half[2];
    NEED_OBJECTS();
    failed_before = bi_failed;
    CHECK_OK(cudacore_buffer_native(dbuf, &p));
    args[0] = &p;
    args[1] = &n;
    half[0] = &p;
    half[1] = NULL;
    memset(&good, 0, sizeof good);
    good.grid[0] = 1;
    good.block[0] = 64;
    BI_KIND(BI_NULL);
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, NULL, k, args, 2));
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, &good, k, NULL, 2));
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &good, k, half, 2));
    BAD(cudacore_launch_native, E_ARG, cudacore_launch_native(NULL, NULL, k, args, 2));
    BI_KIND(BI_RANGE);
    cfg = good;
    cfg.grid[0] = 0;
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, &cfg, k, args, 2));
    cfg = good;
    cfg.block[0] = 0;
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, &cfg, k, args, 2));
    cfg.block[0] = 2048;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    cfg.block[0] = 32;
    cfg.block[1] = 32;
    cfg.block[2] = 2;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    cfg = good;
    cfg.block[2] = 65;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    cfg = good;
    cfg.grid[1] = 70000;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    cfg = good;
    cfg.grid[2] = 70000;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    cfg = good;
    cfg.grid[0] = 0xFFFFFFFFu;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    cfg = good;
    cfg.grid[0] = 0x80000000u;
    cfg.cluster[0] = 2;
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, &cfg, k, args, 2));
    cfg.grid[0] = 3;
    cfg.grid[1] = 0x40000000u;
    cfg.cluster[1] = 8;
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, &cfg, k, args, 2));
    BI_KIND(BI_SIZE);
    cfg = good;
    cfg.shared_mem = (size_t)1 << 30;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    cfg.shared_mem = ((size_t)1 << 32) + 16; /* would truncate to 16 */
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, &cfg, k, args, 2));
    cfg.shared_mem = (size_t)-1;
    BAD(cudacore_launch_native, E_ARG, cudacore_launch_native(NULL, &cfg, k, args, 2));
    BAD(cudacore_kernel_set_max_dynamic_shared_memory, E_ARG, cudacore_kernel_set_max_dynamic_shared_memory(k, (size_t)-1));
    BAD(cudacore_kernel_set_max_dynamic_shared_memory, E_ARG, cudacore_kernel_set_max_dynamic_shared_memory(k, (size_t)1 << 31));
    BAD(cudacore_kernel_set_max_dynamic_shared_memory, E_ARG, cudacore_kernel_set_max_dynamic_shared_memory(k, (size_t)1 << 30)); /* > opt-in */
    cfg = good;
    cfg.shared_mem = 64 * 1024; /* > 48 KB without the opt-in: refused before the driver, in release builds too */
    BAD(cudacore_launch, E_ARG, cudacore_launch(s, &cfg, k, args, 2));
    BI_KIND(BI_CONTRA);
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &good, k, args, 1));
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &good, k, args, 0));
    cfg = good;
    cfg.cooperative = 1;
    cfg.grid[0] = 1u << 20;
    BAD(cudacore_launch, CUDACORE_ERROR_VALIDATION, cudacore_launch(s, &cfg, k, args, 2));
    BAD(cudacore_kernel_set_attribute, E_ARG, cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_NUM_REGS, -1, 1));
    BAD(cudacore_kernel_set_attribute, E_ARG, cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, -1, 1));
    BAD(cudacore_kernel_set_attribute, E_ARG, cudacore_kernel_set_attribute(k, (cudacore_CUfunction_attribute)999, -1, 1));
    sized_arguments(&good, p, n);
    (void)v;
    /* nothing of that reached the stream: a good launch still computes */
    CHECK_OK(cudacore_buffer_fill(dbuf, 0, 256, 0, 4, s));
    CHECK_OK(cudacore_launch(s, &good, k, args, 2));
    {
        int out[64], i;
        CHECK_OK(cudacore_buffer_copy_to_host(out, dbuf, 0, sizeof out, s));
        CHECK_OK(cudacore_stream_synchronize(s));
        for (i = 0; i < 64; i++) CHECK(out[i] == i);
    }
    if (bi_failed != failed_before) t_case_failed = 1;
}

/* Ranges over real device buffers, events in the wrong state, resources that cannot do it. */
static void memory_and_events(void) {
    const size_t MAX = (size_t)-1;
    static unsigned char host[8192];
    cudacore_buffer b;
    cudacore_stream ns;
    cudacore_event ne;
    cudacore_event_ipc_handle ih;
    cudacore_buffer_ipc_descriptor ipd;
    cudacore_buffer_ipc_mem_handle imh;
    cudacore_stream_desc sd;
    void *hp;
    float ms;
    int least = 0, greatest = 0, fd;
    uint64_t v;
    NEED_OBJECTS();
    failed_before = bi_failed;
    memset(host, 0, sizeof host);
    BI_KIND(BI_SIZE);
    BAD(cudacore_buffer_copy_from_host, E_OOB, cudacore_buffer_copy_from_host(dbuf, 0, host, 257, s));
    BAD(cudacore_buffer_copy_from_host, E_OOB, cudacore_buffer_copy_from_host(dbuf, MAX, host, 1, s));
    BAD(cudacore_buffer_copy_to_host, E_OOB, cudacore_buffer_copy_to_host(host, dbuf, 200, 57, s));
    BAD(cudacore_buffer_copy, E_OOB, cudacore_buffer_copy(dbuf, 0, dbuf2, 1, 256, s));
    BAD(cudacore_buffer_copy, E_OOB, cudacore_buffer_copy(dbuf, 1, dbuf2, 0, MAX, s));
    BAD(cudacore_buffer_copy_peer, E_OOB, cudacore_buffer_copy_peer(dbuf, 0, dbuf2, 0, 257, s));
    BAD(cudacore_buffer_fill, E_OOB, cudacore_buffer_fill(dbuf, 252, 8, 0, 4, s));
    BAD(cudacore_buffer_fill, E_ARG, cudacore_buffer_fill(dbuf, 2, 8, 0, 4, s));
    BAD_OUT(cudacore_buffer_view, E_OOB, b, cudacore_buffer_view(dbuf, 128, 129, &b));
    BAD_OUT(cudacore_buffer_allocate, CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY, b, cudacore_buffer_allocate(pool, MAX / 2, s, &b));
    BAD_OUT(cudacore_buffer_allocate, CUDACORE_ERROR_OUT_OF_HOST_MEMORY, b, cudacore_buffer_allocate(pinned, MAX / 2, s, &b));
    BI_KIND(BI_CONTRA);
    BAD_OUT(cudacore_buffer_host_ptr, E_ARG, hp, cudacore_buffer_host_ptr(dbuf, &hp));
    BAD(cudacore_buffer_prefetch, E_ARG, cudacore_buffer_prefetch(dbuf, 0, 8, 0, s));
    BAD(cudacore_buffer_advise, E_ARG, cudacore_buffer_advise(pbuf, 0, 8, CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY, 0));
    BAD(cudacore_buffer_grow, E_ARG, cudacore_buffer_grow(dbuf, 4096));
    BAD(cudacore_buffer_copy_peer, E_ARG, cudacore_buffer_copy_peer(pbuf, 0, dbuf, 0, 8, s));
    BAD_OUT(cudacore_memory_resource_export_fd, E_ARG, fd, cudacore_memory_resource_export_fd(pool, &fd));
    BAD_OUT(cudacore_memory_resource_export_fd, E_ARG, fd, cudacore_memory_resource_export_fd(dflt, &fd));
    BAD_OUT(cudacore_buffer_ipc_export, E_ARG, ipd, cudacore_buffer_ipc_export(dbuf, &ipd));
    BAD_OUT(cudacore_buffer_ipc_get_mem_handle, E_ARG, imh, cudacore_buffer_ipc_get_mem_handle(dbuf, &imh));
    BAD_OUT(cudacore_buffer_ipc_get_mem_handle, E_ARG, imh, cudacore_buffer_ipc_get_mem_handle(pbuf, &imh));
    BAD(cudacore_memory_resource_trim, E_ARG, cudacore_memory_resource_trim(pinned, 0));
    BAD_OUT(cudacore_memory_resource_get_attribute, E_ARG, v,
            cudacore_memory_resource_get_attribute(pinned, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &v));
    BAD_OUT(cudacore_event_ipc_export, E_ARG, ih, cudacore_event_ipc_export(e, &ih));
    BI_KIND(BI_RANGE);
    CHECK_OK(cudacore_stream_priority_range(&least, &greatest));
    memset(&sd, 0, sizeof sd);
    sd.priority = least + 1;
    BAD_OUT(cudacore_stream_create, E_ARG, ns, cudacore_stream_create(&sd, &ns));
    sd.priority = greatest - 1;
    BAD_OUT(cudacore_stream_create, E_ARG, ns, cudacore_stream_create(&sd, &ns));
    sd.priority = INT_MIN;
    BAD_OUT(cudacore_stream_create, E_ARG, ns, cudacore_stream_create(&sd, &ns));
    BAD_OUT(cudacore_memory_resource_get_attribute, CUDACORE_ERROR_CUDA, v,
            cudacore_memory_resource_get_attribute(pool, (cudacore_CUmemPool_attribute)999, &v));
    BI_KIND(BI_STATE);
    BAD_OUT(cudacore_event_elapsed_ms, CUDACORE_ERROR_TIMING_DISABLED, ms, cudacore_event_elapsed_ms(e, e, &ms));
    BAD_OUT(cudacore_event_elapsed_ms, CUDACORE_ERROR_TIMING_DISABLED, ms, cudacore_event_elapsed_ms(et, e, &ms));
    BAD_OUT(cudacore_event_elapsed_ms, CUDACORE_ERROR_EVENT_NOT_RECORDED, ms, cudacore_event_elapsed_ms(et, et2, &ms));
    CHECK_OK(cudacore_event_record(et, s));
    BAD_OUT(cudacore_event_elapsed_ms, CUDACORE_ERROR_EVENT_NOT_RECORDED, ms, cudacore_event_elapsed_ms(et, et2, &ms));
    BAD(cudacore_memory_resource_destroy, CUDACORE_SUCCESS, cudacore_memory_resource_destroy(dflt)); /* a no-op */
    CHECK_OK(cudacore_memory_resource_get_info(dflt, &(cudacore_memory_resource_info){0}));
    {
        cudacore_buffer reg;
        CHECK_OK(cudacore_buffer_register_host(host, sizeof host, 0, &reg));
        BAD_OUT(cudacore_buffer_register_host, CUDACORE_ERROR_CUDA, b, cudacore_buffer_register_host(host, sizeof host, 0, &b));
        CHECK_OK(cudacore_buffer_free(reg, s));
    }
    /* handles from nowhere, given to the driver */
    BI_KIND(BI_CODE);
    memset(&ih, 0, sizeof ih);
    BAD_OUT(cudacore_event_ipc_import, CUDACORE_ERROR_CUDA, ne, cudacore_event_ipc_import(&ih, &ne));
    memset(&imh, 0, sizeof imh);
    imh.size = 64;
    BAD_OUT(cudacore_buffer_ipc_open_mem_handle, CUDACORE_ERROR_CUDA, b, cudacore_buffer_ipc_open_mem_handle(&imh, &b));
    CHECK_OK(cudacore_stream_synchronize(s));
    if (bi_failed != failed_before) t_case_failed = 1;
}

/* Garbage code handed to the driver, names the code lacks, globals out of range. */
static void code_and_names(void) {
    static unsigned char fake_elf[256], fake_fatbin[256];
    static const char *NOT_PTX = "this is text, but it is not PTX\n.version banana\n";
    cudacore_object_code bad;
    cudacore_object_code_desc od;
    cudacore_kernel kk;
    cudacore_linker lk;
    cudacore_linker_options lo;
    cudacore_link_input in;
    cudacore_CUdeviceptr gp;
    const char *low;
    size_t gsize;
    int src[8];
    size_t i;
    NEED_OBJECTS();
    failed_before = bi_failed;
    memset(src, 0, sizeof src);
    for (i = 0; i < sizeof fake_elf; i++) fake_elf[i] = fake_fatbin[i] = (unsigned char)(i * 37 + 11);
    memcpy(fake_elf, "\177ELF", 4);
    fake_fatbin[0] = 0x50;
    fake_fatbin[1] = 0xed;
    fake_fatbin[2] = 0x55;
    fake_fatbin[3] = 0xba;
    BI_KIND(BI_CODE);
    memset(&od, 0, sizeof od);
    od.type = CUDACORE_CODE_CUBIN;
    od.data = fake_elf;
    od.size = sizeof fake_elf;
    CHECK_OK(cudacore_object_code_load(&od, &bad)); /* loading is lazy: the driver sees it below */
    BAD_OUT(cudacore_object_code_get_kernel, CUDACORE_ERROR_CUDA, kk, cudacore_object_code_get_kernel(bad, "add", &kk));
    /* (cuLibraryGetKernelCount answers 0 for it: lazy loading parses on demand) */
    CHECK_OK(cudacore_object_code_destroy(bad));
    od.type = CUDACORE_CODE_FATBIN;
    od.data = fake_fatbin;
    CHECK_OK(cudacore_object_code_load(&od, &bad));
    BAD_OUT(cudacore_object_code_get_kernel, CUDACORE_ERROR_CUDA, kk, cudacore_object_code_get_kernel(bad, "add", &kk));
    CHECK_OK(cudacore_object_code_destroy(bad));
    od.type = CUDACORE_CODE_DEFAULT;
    od.data = NOT_PTX;
    od.size = 0;
    CHECK_OK(cudacore_object_code_load(&od, &bad));
    BAD_OUT(cudacore_object_code_get_kernel, CUDACORE_ERROR_CUDA, kk, cudacore_object_code_get_kernel(bad, "add", &kk));
    BAD_OUT(cudacore_object_code_get_global, CUDACORE_ERROR_CUDA, gp, cudacore_object_code_get_global(bad, "g", &gp, &gsize));
    CHECK_OK(cudacore_object_code_destroy(bad));
    /* the driver linker with garbage and with what it cannot do */
    memset(&lo, 0, sizeof lo);
    lo.backend = CUDACORE_LINKER_DRIVER;
    CHECK_OK(cudacore_linker_create(&lo, &lk));
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_PTX;
    in.data = NOT_PTX;
    BAD(cudacore_linker_add, CUDACORE_ERROR_CUDA, cudacore_linker_add(lk, &in));
    BI_KIND(BI_CONTRA);
    in.type = CUDACORE_CODE_LTOIR;
    in.data = fake_elf;
    in.size = sizeof fake_elf;
    BAD(cudacore_linker_add, E_UNSUP, cudacore_linker_add(lk, &in));
    BAD_OUT(cudacore_linker_link, E_UNSUP, bad, cudacore_linker_link(lk, CUDACORE_CODE_PTX, &bad));
    CHECK_OK(cudacore_linker_destroy(lk));
    /* names */
    BI_KIND(BI_NAME);
    BAD_OUT(cudacore_object_code_get_kernel, CUDACORE_ERROR_CUDA, kk, cudacore_object_code_get_kernel(oc, "no_such_kernel", &kk));
    BAD_OUT(cudacore_object_code_get_kernel, CUDACORE_ERROR_CUDA, kk, cudacore_object_code_get_kernel(oc, "", &kk));
    BAD_OUT(cudacore_object_code_get_global, CUDACORE_ERROR_CUDA, gp, cudacore_object_code_get_global(oc, "no_such_global", &gp, &gsize));
    BAD_OUT(cudacore_object_code_lowered_name, E_ARG, low, cudacore_object_code_lowered_name(oc, "add<int>", &low));
    BAD(cudacore_object_code_copy_to_global, CUDACORE_ERROR_CUDA, cudacore_object_code_copy_to_global(oc, "nope", 0, src, 4));
    BI_KIND(BI_RANGE);
    BAD_OUT(cudacore_object_code_kernel_at, E_ARG, kk, cudacore_object_code_kernel_at(oc, 99, &kk));
    BAD_OUT(cudacore_object_code_kernel_at, E_ARG, kk, cudacore_object_code_kernel_at(oc, UINT_MAX, &kk));
    BI_KIND(BI_SIZE);
    BAD(cudacore_object_code_copy_to_global, E_OOB, cudacore_object_code_copy_to_global(oc, "g", 0, src, 17));
    BAD(cudacore_object_code_copy_to_global, E_OOB, cudacore_object_code_copy_to_global(oc, "g", 16, src, 1));
    BAD(cudacore_object_code_copy_from_global, E_OOB, cudacore_object_code_copy_from_global(oc, "g", (size_t)-1, src, 2));
    BAD(cudacore_object_code_copy_from_global, E_OOB, cudacore_object_code_copy_from_global(oc, "g", 4, src, (size_t)-1));
    CHECK_OK(cudacore_object_code_copy_to_global(oc, "g", 0, src, 16)); /* the real size works */
    if (bi_failed != failed_before) t_case_failed = 1;
}

/*--- arrays, textures, surfaces, copies: the checks that need live objects ---*/
static void arrays_and_textures(void) {
    cudacore_array_desc ad;
    cudacore_array a, lds, a8, ao;
    cudacore_mipmapped_array m, mo;
    cudacore_texture_desc td;
    cudacore_texture t;
    cudacore_surface sf;
    cudacore_copy_3d_desc c;
    cudacore_array_info info;
    char host[4096];
    int maxw = 0;
    NEED_OBJECTS();
    failed_before = bi_failed;
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    ad.width = 16;
    ad.height = 8;
    CHECK_OK(cudacore_array_create(&ad, &a));
    ad.surface_load_store = 1;
    CHECK_OK(cudacore_array_create(&ad, &lds));
    ad.surface_load_store = 0;
    ad.format = CUDACORE_CU_AD_FORMAT_SIGNED_INT32;
    CHECK_OK(cudacore_array_create(&ad, &a8));
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    CHECK_OK(cudacore_mipmapped_array_create(&ad, 0, &m));
    /* the device's limits, named */
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH, &maxw));
    BI_KIND(BI_SIZE);
    ad.width = (size_t)maxw + 1;
    BAD_OUT(cudacore_array_create, E_ARG, ao, cudacore_array_create(&ad, &ao)); /* a failed create zeroes its out, */
    BAD_OUT(cudacore_mipmapped_array_create, E_ARG, mo, cudacore_mipmapped_array_create(&ad, 1, &mo)); /* so never a live one */
    ad.width = 16;
    ad.layers = 1u << 30; /* beyond any layered limit */
    BAD_OUT(cudacore_array_create, E_ARG, ao, cudacore_array_create(&ad, &ao));
    ad.layers = 0;
    CHECK_OK(cudacore_array_get_info(a, &info)); /* the failed creates left the live objects alone */
    /* samplers: every rule, before the driver */
    BI_KIND(BI_CONTRA);
    memset(&td, 0, sizeof td);
    td.array = a8;
    td.filter = CUDACORE_FILTER_LINEAR; /* 32-bit integers never filter */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.read_mode = CUDACORE_READ_NORMALIZED_FLOAT;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    memset(&td, 0, sizeof td);
    td.array = a;
    td.address_mode[1] = CUDACORE_ADDRESS_WRAP; /* needs normalised coordinates */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.address_mode[1] = CUDACORE_ADDRESS_CLAMP;
    td.seamless_cubemap = 1; /* not a cubemap */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.seamless_cubemap = 0;
    td.mipmapped_array = m; /* two resources */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    memset(&td, 0, sizeof td);
    td.mipmapped_array = m; /* without normalised coordinates */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    memset(&td, 0, sizeof td);
    td.array = a;
    td.view_first_level = 2; /* levels 2..0 */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    memset(&td, 0, sizeof td);
    td.buffer = dbuf;
    td.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    td.view_last_layer = 1; /* views are for arrays */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    BI_KIND(BI_RANGE);
    memset(&td, 0, sizeof td);
    td.array = a;
    td.address_mode[2] = (cudacore_address_mode)4;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.address_mode[2] = CUDACORE_ADDRESS_CLAMP;
    td.filter = (cudacore_filter_mode)2;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.filter = CUDACORE_FILTER_POINT;
    td.read_mode = (cudacore_read_mode)2;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.read_mode = CUDACORE_READ_ELEMENT_TYPE;
    td.max_anisotropy = 17;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    /* buffers: alignment, sizes, pitches */
    BI_KIND(BI_SIZE);
    memset(&td, 0, sizeof td);
    td.buffer = dbuf; /* 256 bytes */
    td.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    td.offset = 4;
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t)); /* misaligned */
    td.offset = 0;
    td.size = 257;
    BAD_OUT(cudacore_texture_create, E_OOB, t, cudacore_texture_create(&td, &t));
    td.size = 2; /* not one float */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.size = 0;
    td.filter = CUDACORE_FILTER_LINEAR; /* linear textures do not filter */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.filter = CUDACORE_FILTER_POINT;
    td.height = 4; /* pitched, without a width */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.width = 8;
    td.pitch = 16; /* less than a row of 8 floats */
    BAD_OUT(cudacore_texture_create, E_ARG, t, cudacore_texture_create(&td, &t));
    td.pitch = 256;
    td.height = 2; /* a row past the buffer's 256 bytes */
    BAD_OUT(cudacore_texture_create, E_OOB, t, cudacore_texture_create(&td, &t));
    /* surfaces need surface_load_store */
    BI_KIND(BI_STATE);
    BAD_OUT(cudacore_surface_create, E_ARG, sf, cudacore_surface_create(a, &sf));
    /* levels belong to their mipmapped array; arrays in use */
    {
        cudacore_array lv;
        CHECK_OK(cudacore_mipmapped_array_level(m, 0, &lv));
        BAD(cudacore_array_destroy, E_ARG, cudacore_array_destroy(lv));
        BI_KIND(BI_RANGE);
        BAD_OUT(cudacore_mipmapped_array_level, E_ARG, lv, cudacore_mipmapped_array_level(m, 5, &lv)); /* 16x8: 5 levels, 0..4 */
        BI_KIND(BI_STATE);
        CHECK_OK(cudacore_surface_create(lds, &sf));
        BAD(cudacore_array_destroy, CUDACORE_ERROR_IN_USE, cudacore_array_destroy(lds));
        CHECK_OK(cudacore_surface_destroy(sf));
    }
    /* copies against arrays */
    BI_KIND(BI_SIZE);
    memset(&c, 0, sizeof c);
    c.src.host = host;
    c.dst.array = a;
    c.width = 17; /* wider than the array */
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, s));
    c.width = 16;
    c.dst.y = 8; /* below its last row */
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, s));
    c.dst.y = 0;
    c.dst.z = 1; /* a 2-D array has one slice */
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, s));
    c.dst.z = 0;
    c.dst.x = ~(size_t)0; /* overflow */
    BAD(cudacore_copy_3d, E_OOB, cudacore_copy_3d(&c, s));
    c.dst.x = 0;
    BI_KIND(BI_CONTRA);
    c.dst.buffer = dbuf; /* an array and a buffer */
    BAD(cudacore_copy_3d, E_ARG, cudacore_copy_3d(&c, s));
    c.dst.buffer.id = 0;
    c.src.host = NULL;
    c.src.array = lds;
    c.dst.array = a; /* float to float: fine */
    BAD(cudacore_copy_3d, CUDACORE_SUCCESS, cudacore_copy_3d(&c, s));
    BAD(cudacore_array_copy_from, E_ARG, cudacore_array_copy_from(a, BU(0), NULL, s)); /* neither buffer nor host */
    BAD(cudacore_array_copy_to, E_OOB, cudacore_array_copy_to(dbuf, NULL, lds, s)); /* 512 bytes into 256 */
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK_OK(cudacore_mipmapped_array_destroy(m));
    CHECK_OK(cudacore_array_destroy(a));
    CHECK_OK(cudacore_array_destroy(lds));
    CHECK_OK(cudacore_array_destroy(a8));
    BI_KIND(BI_DOUBLE);
    BAD(cudacore_array_destroy, E_HANDLE, cudacore_array_destroy(a));
    BAD(cudacore_mipmapped_array_destroy, E_HANDLE, cudacore_mipmapped_array_destroy(m));
    if (bi_failed != failed_before) t_case_failed = 1;
}

/* NCCL: a communicator of one rank on device 0 and the bad input that needs
   it (ranges, types, ranks, memory and streams of another device, aborted and
   destroyed communicators). Then it still works. */
static void communicators(void) {
    cudacore_communicator c, ab, dead;
    cudacore_nccl_unique_id id;
    cudacore_ncclComm_t native;
    cudacore_buffer pageable, far = {0};
    cudacore_stream far_s = {0};
    cudacore_memory_resource far_mr;
    static float host[64];
    NEED_OBJECTS();
    NEED_TOOL(cudacore_library_load(CUDACORE_LIBRARY_NCCL, NULL) == CUDACORE_SUCCESS, "NCCL (libnccl.so.2) is not installed");
    failed_before = bi_failed;
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_nccl_unique_id_create(&id));
    CHECK_OK(cudacore_communicator_create(NULL, &id, 0, 1, &c));
    CHECK_OK(cudacore_buffer_wrap((cudacore_CUdeviceptr)(uintptr_t)host, sizeof host, &pageable));
    BI_KIND(BI_SIZE); /* dbuf: 256 bytes = 64 floats */
    BAD(cudacore_communicator_all_reduce, E_OOB, cudacore_communicator_all_reduce(c, dbuf, 0, dbuf, 0, 65, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    BAD(cudacore_communicator_all_reduce, E_OOB, cudacore_communicator_all_reduce(c, dbuf, 0, dbuf, 4, 64, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    BAD(cudacore_communicator_all_reduce, E_OOB,
        cudacore_communicator_all_reduce(c, dbuf, 0, dbuf, 0, SIZE_MAX / 2, CUDACORE_ncclFloat64, CUDACORE_ncclSum, s));
    BAD(cudacore_communicator_broadcast, E_OOB, cudacore_communicator_broadcast(c, dbuf, 260, dbuf, 0, 0, CUDACORE_ncclInt8, 0, s));
    BAD(cudacore_communicator_reduce, E_OOB, cudacore_communicator_reduce(c, dbuf, 0, dbuf, 0, 257, CUDACORE_ncclUint8, CUDACORE_ncclMax, 0, s));
    BAD(cudacore_communicator_all_gather, E_OOB, cudacore_communicator_all_gather(c, dbuf, 0, dbuf, 8, 64, CUDACORE_ncclFloat32, s));
    BAD(cudacore_communicator_reduce_scatter, E_OOB,
        cudacore_communicator_reduce_scatter(c, dbuf, 8, dbuf, 0, 64, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    BAD(cudacore_communicator_send, E_OOB, cudacore_communicator_send(c, dbuf, (size_t)-1, 1, CUDACORE_ncclInt8, 0, s));
    BAD(cudacore_communicator_recv, E_OOB, cudacore_communicator_recv(c, dbuf, 0, 33, CUDACORE_ncclFloat64, 0, s));
    BAD(cudacore_communicator_all_reduce, E_ARG, cudacore_communicator_all_reduce(c, dbuf, 2, dbuf, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    BI_KIND(BI_RANGE);
    BAD(cudacore_communicator_all_reduce, E_ARG,
        cudacore_communicator_all_reduce(c, dbuf, 0, dbuf, 0, 1, (cudacore_ncclDataType_t)12, CUDACORE_ncclSum, s));
    BAD(cudacore_communicator_all_reduce, E_ARG,
        cudacore_communicator_all_reduce(c, dbuf, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, (cudacore_ncclRedOp_t)-1, s));
    BAD(cudacore_communicator_broadcast, E_ARG, cudacore_communicator_broadcast(c, dbuf, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, 1, s));
    BAD(cudacore_communicator_reduce, E_ARG, cudacore_communicator_reduce(c, dbuf, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, -1, s));
    BAD(cudacore_communicator_send, E_ARG, cudacore_communicator_send(c, dbuf, 0, 1, CUDACORE_ncclFloat32, 1, s));
    BAD(cudacore_communicator_recv, E_ARG, cudacore_communicator_recv(c, dbuf, 0, 1, CUDACORE_ncclFloat32, -1, s));
    BAD(cudacore_communicator_split, E_ARG, cudacore_communicator_split(c, -7, 0, NULL, &ab));
    BI_KIND(BI_KIND);
    BAD(cudacore_communicator_all_reduce, E_ARG,
        cudacore_communicator_all_reduce(c, pageable, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s)); /* pageable host memory */
    if (ndev >= 2) { /* memory and streams of device 1 */
        CHECK_OK(cudacore_device_memory_resource(1, &far_mr));
        CHECK_OK(cudacore_device_set_current(1));
        CHECK_OK(cudacore_stream_create(NULL, &far_s));
        CHECK_OK(cudacore_buffer_allocate(far_mr, 256, far_s, &far));
        CHECK_OK(cudacore_device_set_current(0));
        BAD(cudacore_communicator_all_reduce, CUDACORE_ERROR_DEVICE_MISMATCH,
            cudacore_communicator_all_reduce(c, far, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
        BAD(cudacore_communicator_all_reduce, CUDACORE_ERROR_DEVICE_MISMATCH,
            cudacore_communicator_all_reduce(c, dbuf, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, far_s));
        BAD(cudacore_communicator_synchronize, CUDACORE_ERROR_DEVICE_MISMATCH, cudacore_communicator_synchronize(c, far_s));
    }
    /* an aborted communicator: only info and destroy */
    BI_KIND(BI_STATE);
    CHECK_OK(cudacore_nccl_unique_id_create(&id));
    CHECK_OK(cudacore_communicator_create(NULL, &id, 0, 1, &ab));
    CHECK_OK(cudacore_communicator_abort(ab));
    BAD(cudacore_communicator_all_reduce, CUDACORE_ERROR_NCCL,
        cudacore_communicator_all_reduce(ab, dbuf, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    BAD_OUT(cudacore_communicator_native, CUDACORE_ERROR_NCCL, native, cudacore_communicator_native(ab, &native));
    BAD(cudacore_communicator_synchronize, CUDACORE_ERROR_NCCL, cudacore_communicator_synchronize(ab, s));
    BAD(cudacore_communicator_abort, CUDACORE_SUCCESS, cudacore_communicator_abort(ab)); /* twice: a no-op */
    CHECK_OK(cudacore_communicator_destroy(ab));
    /* destroyed, twice */
    BI_KIND(BI_DOUBLE);
    CHECK_OK(cudacore_nccl_unique_id_create(&id));
    CHECK_OK(cudacore_communicator_create(NULL, &id, 0, 1, &dead));
    CHECK_OK(cudacore_communicator_destroy(dead));
    BAD(cudacore_communicator_destroy, E_HANDLE, cudacore_communicator_destroy(dead));
    BI_KIND(BI_STALE);
    BAD(cudacore_communicator_all_reduce, E_HANDLE,
        cudacore_communicator_all_reduce(dead, dbuf, 0, dbuf, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    BAD(cudacore_communicator_set_timeout, E_HANDLE, cudacore_communicator_set_timeout(dead, 5));
    /* and c still works */
    CHECK_OK(cudacore_communicator_all_reduce(c, dbuf, 0, dbuf, 0, 64, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s));
    CHECK_OK(cudacore_communicator_synchronize(c, s));
    if (far.id) {
        CHECK_OK(cudacore_buffer_free(far, far_s));
        CHECK_OK(cudacore_stream_synchronize(far_s));
        CHECK_OK(cudacore_stream_destroy(far_s));
    }
    CHECK_OK(cudacore_buffer_free(pageable, s));
    CHECK_OK(cudacore_communicator_destroy(c));
    if (bi_failed != failed_before) t_case_failed = 1;
}

/* Contexts, green contexts, views and tensor maps with live objects. */
static cudacore_context CX(uint64_t id) { cudacore_context h; h.id = id; return h; }
static void contexts_views_and_maps(void) {
    cudacore_context user, green, c;
    cudacore_context_info ci;
    cudacore_CUcontext raw;
    cudacore_stream gs, st2;
    cudacore_stream_desc sd;
    cudacore_sm_resource dev, groups[2], smr, zero;
    cudacore_sm_split_desc spd;
    cudacore_green_context_desc gd;
    cudacore_view_desc vd;
    cudacore_view v;
    cudacore_DLManagedTensor *tp;
    cudacore_tensor_map_desc md;
    cudacore_tensor_map m;
    cudacore_buffer b;
    cudacore_process_state ps;
    static float host[64];
    int64_t shape[2] = {8, 8}, strides[2] = {16, 2};
    unsigned n = 1;
    int have_green;
    NEED_OBJECTS();
    failed_before = bi_failed;
    /* a destroyed user context */
    CHECK_OK(cudacore_context_create(NULL, &user));
    CHECK_OK(cudacore_context_destroy(user));
    BI_KIND(BI_STALE);
    BAD(cudacore_context_set_current, E_HANDLE, cudacore_context_set_current(user));
    BAD_OUT(cudacore_context_get_info, E_HANDLE, ci, cudacore_context_get_info(user, &ci));
    BAD_OUT(cudacore_context_native, E_HANDLE, raw, cudacore_context_native(user, &raw));
    BAD(cudacore_context_synchronize, E_HANDLE, cudacore_context_synchronize(user));
    BAD_OUT(cudacore_context_create_stream, E_HANDLE, st2, cudacore_context_create_stream(user, NULL, &st2));
    BAD_OUT(cudacore_context_sm_resource, E_HANDLE, smr, cudacore_context_sm_resource(user, &smr));
    BI_KIND(BI_DOUBLE);
    BAD(cudacore_context_destroy, E_HANDLE, cudacore_context_destroy(user));
    BI_KIND(BI_KIND);
    BAD(cudacore_context_set_current, E_HANDLE, cudacore_context_set_current(CX(s.id)));
    /* green contexts, where the driver and device have them */
    have_green = cudacore_device_sm_resource(0, &dev) == CUDACORE_SUCCESS;
    cudacore_clear_error();
    if (have_green) {
        CHECK_OK(cudacore_sm_resource_split(&dev, NULL, groups, &n, NULL));
        memset(&gd, 0, sizeof gd);
        gd.resources = groups;
        gd.num_resources = 1;
        CHECK_OK(cudacore_green_context_create(&gd, &green));
        CHECK_OK(cudacore_context_create_stream(green, NULL, &gs));
        BI_KIND(BI_CONTRA);
        memset(&sd, 0, sizeof sd);
        sd.blocking = 1;
        BAD_OUT(cudacore_context_create_stream, E_ARG, st2, cudacore_context_create_stream(green, &sd, &st2));
        BAD(cudacore_event_record, CUDACORE_ERROR_DEVICE_MISMATCH, cudacore_event_record(e, gs)); /* e is the primary context's */
        BI_KIND(BI_SIZE);
        memset(&spd, 0, sizeof spd);
        spd.min_count = dev.sm_count + 1;
        n = 2;
        BAD(cudacore_sm_resource_split, E_ARG, cudacore_sm_resource_split(&dev, &spd, groups, &n, NULL));
        memset(&zero, 0, sizeof zero);
        n = 2;
        BAD(cudacore_sm_resource_split, E_ARG, cudacore_sm_resource_split(&zero, NULL, groups, &n, NULL));
        gd.resources = &zero;
        BAD_OUT(cudacore_green_context_create, E_ARG, c, cudacore_green_context_create(&gd, &c));
        if (ndev > 1) {
            CHECK_OK(cudacore_device_sm_resource(1, &groups[1]));
            gd.resources = groups;
            gd.num_resources = 2;
            BAD_OUT(cudacore_green_context_create, CUDACORE_ERROR_DEVICE_MISMATCH, c, cudacore_green_context_create(&gd, &c));
        }
        BI_KIND(BI_STATE);
        BAD(cudacore_context_destroy, E_ARG, cudacore_context_destroy(green)); /* gs is still alive */
        CHECK_OK(cudacore_stream_destroy(gs));
        CHECK_OK(cudacore_context_destroy(green));
    }
    /* views of live device memory */
    BI_KIND(BI_SIZE);
    memset(&vd, 0, sizeof vd);
    vd.buffer = dbuf; /* 256 bytes */
    vd.ndim = 2;
    vd.shape = shape;
    vd.dtype.code = 2;
    vd.dtype.bits = 32;
    CHECK_OK(cudacore_view_create(&vd, &v));
    vd.offset = 4;
    BAD_OUT(cudacore_view_create, E_OOB, v, cudacore_view_create(&vd, &v)); /* 8x8 floats fill it exactly */
    vd.offset = 0;
    vd.strides = strides; /* every other column: 2 x 16 x 8 floats would be needed */
    BAD_OUT(cudacore_view_create, E_OOB, v, cudacore_view_create(&vd, &v));
    vd.strides = NULL;
    vd.buffer = b_dead;
    BI_KIND(BI_STALE);
    BAD_OUT(cudacore_view_create, E_HANDLE, v, cudacore_view_create(&vd, &v));
    CHECK_OK(cudacore_buffer_allocate(dflt, 256, s, &b));
    vd.buffer = b;
    CHECK_OK(cudacore_view_create(&vd, &v));
    CHECK_OK(cudacore_buffer_free(b, s));
    BAD_OUT(cudacore_view_to_dlpack, E_HANDLE, tp, cudacore_view_to_dlpack(&v, 0, &tp)); /* its buffer was freed */
    /* tensor maps TMA cannot take */
    BI_KIND(BI_CONTRA);
    memset(&md, 0, sizeof md);
    md.view = &v;
    md.box[0] = md.box[1] = 8;
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_HANDLE, m, cudacore_tensor_map_encode_tiled(&md, &m));
    memset(&vd, 0, sizeof vd);
    vd.ptr = (cudacore_CUdeviceptr)(uintptr_t)host;
    vd.device = -1;
    vd.ndim = 2;
    vd.shape = shape;
    vd.dtype.code = 2;
    vd.dtype.bits = 32;
    CHECK_OK(cudacore_view_create(&vd, &v));
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m)); /* pageable host memory */
    vd.ptr = 0;
    vd.buffer = dbuf;
    vd.device = 0;
    vd.strides = strides;
    shape[0] = 2;
    CHECK_OK(cudacore_view_create(&vd, &v));
    BAD_OUT(cudacore_tensor_map_encode_tiled, E_ARG, m, cudacore_tensor_map_encode_tiled(&md, &m)); /* innermost stride 2 */
    shape[0] = 8;
    if (info0.cc_major < 9) {
        vd.strides = NULL;
        CHECK_OK(cudacore_view_create(&vd, &v));
        BI_KIND(BI_STATE);
        BAD_OUT(cudacore_tensor_map_encode_tiled, E_UNSUP, m, cudacore_tensor_map_encode_tiled(&md, &m));
    }
    /* checkpoint steps out of order: refused before the driver (or not supported at all) */
    BI_KIND(BI_STATE);
    if (cudacore_process_get_state((int)getpid(), &ps) == CUDACORE_SUCCESS) {
        BAD(cudacore_process_checkpoint, E_ARG, cudacore_process_checkpoint((int)getpid()));
        BAD(cudacore_process_unlock, E_ARG, cudacore_process_unlock((int)getpid()));
        BAD(cudacore_process_restore, E_ARG, cudacore_process_restore((int)getpid(), NULL, 0));
    } else {
        BAD(cudacore_process_checkpoint, E_UNSUP, cudacore_process_checkpoint((int)getpid()));
    }
    if (bi_failed != failed_before) t_case_failed = 1;
}

static void cleanup_and_count(void) {
    int kind;
    NEED_OBJECTS();
    CHECK_OK(cudacore_buffer_free(dbuf, s));
    CHECK_OK(cudacore_buffer_free(dbuf2, s));
    CHECK_OK(cudacore_buffer_free(pbuf, s));
    CHECK_OK(cudacore_memory_resource_destroy(pinned));
    CHECK_OK(cudacore_memory_resource_destroy(pool));
    CHECK_OK(cudacore_kernel_destroy(k));
    CHECK_OK(cudacore_object_code_destroy(oc));
    CHECK_OK(cudacore_program_destroy(prog));
    CHECK_OK(cudacore_event_destroy(e));
    CHECK_OK(cudacore_event_destroy(et));
    CHECK_OK(cudacore_event_destroy(et2));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK_OK(cudacore_stream_destroy(s));
    /* only the default device resources are left (they live as long as setup):
       device 0's, and device 1's where the device-1 rows ran */
    for (kind = 1; kind < CUDACORE_OBJECT__COUNT; kind++) {
        uint32_t live = cudacore_live_objects((cudacore_object_kind)kind);
        if (live != (kind == CUDACORE_OBJECT_MEMORY_RESOURCE ? (ndev >= 2 ? 2u : 1u) : 0u)) {
            printf("  %u live objects of kind %d: a failed call left a half-built object\n", live, kind);
            t_case_failed = 1;
        }
    }
    bi_summary("GPU");
    CHECK(bi_failed == 0);
}

int main(void) {
    setenv("NCCL_NVLS_ENABLE", "0", 1); /* never NVLink multicast (it can take a shared GPU host down) */
    RUN(make_objects);
    RUN(stale_double_and_wrong_kind);
    RUN(device_ordinals);
    RUN(launch_limits);
    RUN(memory_and_events);
    RUN(code_and_names);
    RUN(arrays_and_textures);
    RUN(communicators);
    RUN(contexts_views_and_maps);
    RUN(cleanup_and_count);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
