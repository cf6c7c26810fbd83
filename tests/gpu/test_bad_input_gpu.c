/* Bad input that needs a live device: destroyed, double-destroyed and
   wrong-kind handles of real streams, events, memory resources, buffers,
   programs, object code, kernels and linkers; ordinals past the last device;
   launch configurations beyond the device's limits; garbage CUBIN, fatbin
   and PTX handed to the driver; names the loaded code lacks; events in the
   wrong state. Each row expects one specific result (tests/bad_input.h).
   Afterwards the same objects still work: a launch is checked on the host.
   Skipped, counted, without a GPU. */
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
        if (!made) SKIP("the objects could not be made"); \
    } while (0)

static int failed_before;

/* Real destroyed handles, destroyed twice, and live handles of another kind. */
static void stale_double_and_wrong_kind(void) {
    cudacore_stream_info si;
    cudacore_event_info ei;
    cudacore_buffer_info bi;
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
    BAD_OUT(cudacore_buffer_allocate, E_HANDLE, b_dead, cudacore_buffer_allocate(mr_dead, 64, s, &b_dead));
    BAD_OUT(cudacore_buffer_allocate, E_HANDLE, b_dead, cudacore_buffer_allocate(pool, 64, s_dead, &b_dead));
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
    BAD(cudacore_buffer_allocate, E_HANDLE, cudacore_buffer_allocate(MR(s.id), 8, s, &b_dead));
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
    BAD(cudacore_kernel_set_max_dynamic_shared_memory, CUDACORE_ERROR_CUDA, cudacore_kernel_set_max_dynamic_shared_memory(k, (size_t)1 << 30));
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
    /* only the default device resource is left (it lives as long as setup) */
    for (kind = 1; kind < CUDACORE_OBJECT__COUNT; kind++) {
        uint32_t live = cudacore_live_objects((cudacore_object_kind)kind);
        if (live != (kind == CUDACORE_OBJECT_MEMORY_RESOURCE ? 1u : 0u)) {
            printf("  %u live objects of kind %d: a failed call left a half-built object\n", live, kind);
            t_case_failed = 1;
        }
    }
    bi_summary("GPU");
    CHECK(bi_failed == 0);
}

int main(void) {
    RUN(make_objects);
    RUN(stale_double_and_wrong_kind);
    RUN(device_ordinals);
    RUN(launch_limits);
    RUN(memory_and_events);
    RUN(code_and_names);
    RUN(contexts_views_and_maps);
    RUN(cleanup_and_count);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
