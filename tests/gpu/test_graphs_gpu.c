/* CUDA graphs on a real GPU: capture in every mode, fork/join, capture into
   an existing graph, every explicit node kind, conditional nodes, executable
   graphs (flags, upload, whole and per-node updates, enable/disable, DOT),
   lifetimes (host data in user objects, alloc-node memory), and the bad
   input of issue 5, and recorders (every path of a step, forks, host
   functions, graph memory, refusals, capture modes, green contexts, two
   devices). Every graph's result is checked on the host, value by
   value. Kernels are compiled once with NVRTC. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <pthread.h>
#include <time.h>
#include <unistd.h>

#define N 1024

static const char *t_src =
    "extern \"C\" __device__ void cudaGraphSetConditional(unsigned long long handle, unsigned int value);\n"
    "extern \"C\" __global__ void iota(float *x, int n, float base) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = base + (float)i;\n"
    "}\n"
    "extern \"C\" __global__ void axpb(float *x, int n, float a, float b) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = a * x[i] + b;\n"
    "}\n"
    "extern \"C\" __global__ void add3(float *out, const float *a, const float *b, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = a[i] + b[i];\n"
    "}\n"
    "extern \"C\" __global__ void bump(int *p, int v) {\n"
    "    if (blockIdx.x == 0 && threadIdx.x == 0) atomicAdd(p, v); /* forked steps bump p from two streams at once */\n"
    "}\n"
    "extern \"C\" __global__ void set_cond(unsigned long long h, const int *v) {\n"
    "    if (blockIdx.x == 0 && threadIdx.x == 0) cudaGraphSetConditional(h, (unsigned)*v);\n"
    "}\n"
    "extern \"C\" __global__ void count_down(unsigned long long h, int *left, int *trips) {\n"
    "    if (blockIdx.x == 0 && threadIdx.x == 0) {\n"
    "        int c = --*left;\n"
    "        ++*trips;\n"
    "        cudaGraphSetConditional(h, c > 0 ? 1u : 0u);\n"
    "    }\n"
    "}\n";

static const char *t_src90 =
    "extern \"C\" __global__ void cluster_size(unsigned *out) {\n"
    "    unsigned n;\n"
    "    asm volatile(\"mov.u32 %0, %%cluster_nctarank;\" : \"=r\"(n));\n"
    "    if (threadIdx.x == 0) out[blockIdx.x] = n;\n"
    "}\n";

static int t_ready, t_cc;
static cudacore_object_code t_oc, t_oc90;
static cudacore_kernel k_iota, k_axpb, k_add3, k_bump, k_set_cond, k_count_down, k_cluster;
static cudacore_stream t_s;
static cudacore_memory_resource t_mr;

/* One compile of src to a cubin (helpers.h's t_compile). */
static void compile_to(const char *src, cudacore_object_code *oc) {
    cudacore_program_desc pd = t_source(src, "test_graphs_gpu.cu", NULL, 0);
    CHECK_OK(t_compile(&pd, CUDACORE_CODE_CUBIN, NULL, oc));
}

static void t_prepare(void) {
    cudacore_device_info info;
    if (t_ready) return;
    CHECK_OK(cudacore_device_get_info(0, &info));
    t_cc = info.cc_major * 10 + info.cc_minor;
    compile_to(t_src, &t_oc);
    if (t_case_failed) return;
    CHECK_OK(cudacore_object_code_get_kernel(t_oc, "iota", &k_iota));
    CHECK_OK(cudacore_object_code_get_kernel(t_oc, "axpb", &k_axpb));
    CHECK_OK(cudacore_object_code_get_kernel(t_oc, "add3", &k_add3));
    CHECK_OK(cudacore_object_code_get_kernel(t_oc, "bump", &k_bump));
    CHECK_OK(cudacore_object_code_get_kernel(t_oc, "set_cond", &k_set_cond));
    CHECK_OK(cudacore_object_code_get_kernel(t_oc, "count_down", &k_count_down));
    if (t_cc >= 90) {
        compile_to(t_src90, &t_oc90);
        if (t_case_failed) return;
        CHECK_OK(cudacore_object_code_get_kernel(t_oc90, "cluster_size", &k_cluster));
    }
    CHECK_OK(cudacore_stream_create(NULL, &t_s));
    CHECK_OK(cudacore_device_memory_resource(0, &t_mr));
    t_ready = 1;
}
#define PREPARE() \
    do { \
        NEED_GPU(); \
        t_setup_quiet(); \
        t_prepare(); \
        if (t_case_failed) return; \
    } while (0)

static cudacore_launch_config t_cfg(unsigned n) {
    cudacore_launch_config c;
    memset(&c, 0, sizeof c);
    c.block[0] = 128;
    c.grid[0] = (n + 127) / 128;
    return c;
}
static cudacore_launch_config t_cfg1(void) {
    cudacore_launch_config c;
    memset(&c, 0, sizeof c);
    c.block[0] = 1;
    c.grid[0] = 1;
    return c;
}

/* A device buffer of n bytes from the default pool (allocated in order on t_s). */
static void t_alloc(cudacore_buffer *b, size_t n) { CHECK_OK(cudacore_buffer_allocate(t_mr, n, t_s, b)); }
/* Reads n bytes of b to the host after everything on t_s. */
static void t_read(void *dst, cudacore_buffer b, size_t n) {
    CHECK_OK(cudacore_buffer_copy_to_host(dst, b, 0, n, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}
static void t_write(cudacore_buffer b, const void *src, size_t n) {
    CHECK_OK(cudacore_buffer_copy_from_host(b, 0, src, n, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}
static int t_int(cudacore_buffer b) {
    int v = -12345;
    if (cudacore_buffer_copy_to_host(&v, b, 0, sizeof v, t_s) || cudacore_stream_synchronize(t_s)) return -99999;
    return v;
}
static void t_set_int(cudacore_buffer b, int v) { t_write(b, &v, sizeof v); }

/* Runs g once on t_s and waits. */
static void t_run_graph(cudacore_graph g) {
    cudacore_graph_exec e;
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    CHECK_OK(cudacore_graph_launch(e, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_graph_exec_destroy(e));
}

/* How many nodes of g have type t. */
static int t_count_type(cudacore_graph g, cudacore_CUgraphNodeType t) {
    cudacore_graph_node nodes[64];
    cudacore_CUgraphNodeType ty;
    size_t n = 0, i;
    int c = 0;
    if (cudacore_graph_get_nodes(g, nodes, 64, &n) != CUDACORE_SUCCESS) return -1;
    for (i = 0; i < n && i < 64; i++) {
        if (cudacore_graph_node_get_type(nodes[i], &ty) != CUDACORE_SUCCESS) return -1;
        c += ty == t;
    }
    return c;
}

static volatile int t_host_calls;
static void t_host_count(void *p) {
    (void)p;
    t_host_calls++;
}

/*--- capture --------------------------------------------------------------*/
static void capture_in_each_mode(void) {
    cudacore_memory_resource pinned;
    cudacore_pinned_memory_resource_desc pd;
    cudacore_buffer x, y, h;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_capture_desc cd;
    cudacore_capture_info info;
    cudacore_graph g;
    cudacore_graph_exec e;
    float *hp = NULL, a = 2.0f, b = 1.0f, base = 1.0f;
    int n = N, mode, i;
    PREPARE();
    memset(&pd, 0, sizeof pd);
    CHECK_OK(cudacore_pinned_memory_resource_create(&pd, &pinned));
    CHECK_OK(cudacore_buffer_allocate(pinned, N * sizeof(float), t_s, &h));
    CHECK_OK(cudacore_buffer_host_ptr(h, (void **)&hp));
    t_alloc(&x, N * sizeof(float));
    t_alloc(&y, N * sizeof(float));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    for (mode = 0; mode < 3; mode++) {
        void *args_iota[3], *args_axpb[4];
        cudacore_CUdeviceptr px = 0;
        CHECK_OK(cudacore_buffer_native(x, &px));
        args_iota[0] = &px, args_iota[1] = &n, args_iota[2] = &base;
        args_axpb[0] = &px, args_axpb[1] = &n, args_axpb[2] = &a, args_axpb[3] = &b;
        memset(&cd, 0, sizeof cd);
        cd.mode = (cudacore_CUstreamCaptureMode)mode;
        CHECK_OK(cudacore_stream_get_capture_info(t_s, &info));
        CHECK(info.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE);
        CHECK_OK(cudacore_stream_begin_capture(t_s, &cd));
        CHECK_OK(cudacore_stream_get_capture_info(t_s, &info));
        CHECK(info.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_ACTIVE && info.id != 0 && info.graph != NULL);
        CHECK_OK(cudacore_launch(t_s, &cfg, k_iota, args_iota, 3));                  /* x = 1 + i */
        CHECK_OK(cudacore_launch(t_s, &cfg, k_axpb, args_axpb, 4));                  /* x = 2x + 1 */
        CHECK_OK(cudacore_buffer_fill(y, 0, N * sizeof(float), 0, 4, t_s));         /* y = 0 */
        CHECK_OK(cudacore_buffer_copy(y, 0, x, 0, N / 2 * sizeof(float), t_s));     /* y[:N/2] = x[:N/2] */
        CHECK_OK(cudacore_buffer_copy(h, 0, y, 0, N * sizeof(float), t_s));         /* to pinned host memory */
        CHECK_OK(cudacore_stream_launch_host_func(t_s, t_host_count, NULL));
        CHECK_OK(cudacore_stream_end_capture(t_s, &g));
        CHECK(g.id != 0);
        CHECK_OK(cudacore_stream_get_capture_info(t_s, &info));
        CHECK(info.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE);
        CHECK(t_count_type(g, CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL) == 2);
        CHECK(t_count_type(g, CUDACORE_CU_GRAPH_NODE_TYPE_MEMSET) == 1);
        CHECK(t_count_type(g, CUDACORE_CU_GRAPH_NODE_TYPE_MEMCPY) == 2);
        CHECK(t_count_type(g, CUDACORE_CU_GRAPH_NODE_TYPE_HOST) == 1);
        CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
        t_host_calls = 0;
        memset(hp, 0xFF, N * sizeof(float));
        CHECK_OK(cudacore_graph_launch(e, t_s));
        CHECK_OK(cudacore_graph_launch(e, t_s));
        CHECK_OK(cudacore_stream_synchronize(t_s));
        CHECK(t_host_calls == 2);
        for (i = 0; i < N; i++) CHECK(hp[i] == (i < N / 2 ? 2.0f * (1.0f + (float)i) + 1.0f : 0.0f));
        CHECK_OK(cudacore_graph_exec_destroy(e));
        CHECK_OK(cudacore_graph_destroy(g));
    }
    CHECK_OK(cudacore_buffer_free(x, t_s));
    CHECK_OK(cudacore_buffer_free(y, t_s));
    CHECK_OK(cudacore_buffer_free(h, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_memory_resource_destroy(pinned));
}

/* Another thread tries an unsafe call (cuMemAlloc) while the main thread captures. */
typedef struct t_other {
    cudacore_memory_resource mr;
    cudacore_result r;
    cudacore_buffer b;
} t_other;
static void *t_other_alloc(void *p) {
    t_other *o = (t_other *)p;
    o->r = cudacore_buffer_allocate(o->mr, 256, cudacore_stream_legacy(), &o->b);
    return NULL;
}
/* The buffer is freed by the caller once the capture is over (freeing
   synchronises the stream, which a capture in progress may forbid). */
static cudacore_result t_alloc_in_thread(cudacore_memory_resource mr, cudacore_buffer *b) {
    pthread_t th;
    t_other o;
    o.mr = mr;
    o.r = CUDACORE_ERROR_INTERNAL;
    o.b.id = 0;
    b->id = 0;
    if (pthread_create(&th, NULL, t_other_alloc, &o)) return CUDACORE_ERROR_INTERNAL;
    pthread_join(th, NULL);
    *b = o.b;
    return o.r;
}
/* Ends a capture that may have been invalidated; destroys what it gives. */
static void t_end_any(cudacore_stream s) {
    cudacore_graph g;
    if (cudacore_stream_end_capture(s, &g) == CUDACORE_SUCCESS) cudacore_graph_destroy(g);
}

static void capture_modes_restrict_unsafe_calls(void) {
    cudacore_memory_resource mm;
    cudacore_buffer ob;
    cudacore_capture_desc cd;
    cudacore_buffer b;
    cudacore_CUstreamCaptureMode m;
    cudacore_result r;
    PREPARE();
    CHECK_OK(cudacore_device_malloc_resource_create(0, &mm));
    memset(&cd, 0, sizeof cd);
    /* GLOBAL: unsafe calls fail in this thread and in every other one */
    cd.mode = CUDACORE_CU_STREAM_CAPTURE_MODE_GLOBAL;
    CHECK_OK(cudacore_stream_begin_capture(t_s, &cd));
    r = t_alloc_in_thread(mm, &ob);
    m = CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED;
    CHECK_OK(cudacore_thread_exchange_capture_mode(&m)); /* this thread opts out */
    CHECK(m == CUDACORE_CU_STREAM_CAPTURE_MODE_GLOBAL);
    CHECK_OK(cudacore_thread_exchange_capture_mode(&m)); /* and back */
    CHECK(m == CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED);
    t_end_any(t_s);
    if (ob.id) cudacore_buffer_free(ob, cudacore_stream_legacy());
    CHECK(r == CUDACORE_ERROR_CAPTURE);
    cd.mode = CUDACORE_CU_STREAM_CAPTURE_MODE_GLOBAL;
    CHECK_OK(cudacore_stream_begin_capture(t_s, &cd));
    r = cudacore_buffer_allocate(mm, 256, cudacore_stream_legacy(), &b);
    t_end_any(t_s);
    CHECK(r == CUDACORE_ERROR_CAPTURE);
    CHECK(strstr(cudacore_last_error()->message, "cuMemAlloc") != NULL || cudacore_last_error()->native_code == 900);
    /* THREAD_LOCAL: only this thread is restricted */
    cd.mode = CUDACORE_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    CHECK_OK(cudacore_stream_begin_capture(t_s, &cd));
    r = t_alloc_in_thread(mm, &ob);
    t_end_any(t_s);
    CHECK_OK(r);
    CHECK_OK(cudacore_buffer_free(ob, cudacore_stream_legacy()));
    /* RELAXED: nobody is */
    cd.mode = CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED;
    CHECK_OK(cudacore_stream_begin_capture(t_s, &cd));
    r = cudacore_buffer_allocate(mm, 256, cudacore_stream_legacy(), &b);
    if (r == CUDACORE_SUCCESS) r = cudacore_buffer_free(b, cudacore_stream_legacy());
    t_end_any(t_s);
    CHECK_OK(r);
    CHECK_OK(cudacore_memory_resource_destroy(mm));
}

static void capture_fork_join(void) {
    cudacore_stream b;
    cudacore_event e1, e2;
    cudacore_buffer x, y;
    cudacore_CUdeviceptr px = 0, py = 0;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_graph g;
    cudacore_graph_node from[16], to[16];
    static float hx[N];
    size_t nodes = 0, edges = 0;
    float zero = 0.0f, hundred = 100.0f, two = 2.0f;
    int n = N, i, pass;
    PREPARE();
    CHECK_OK(cudacore_stream_create(NULL, &b));
    CHECK_OK(cudacore_event_create(NULL, &e1));
    CHECK_OK(cudacore_event_create(NULL, &e2));
    t_alloc(&x, N * sizeof(float));
    t_alloc(&y, N * sizeof(float));
    CHECK_OK(cudacore_buffer_native(x, &px));
    CHECK_OK(cudacore_buffer_native(y, &py));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    for (pass = 0; pass < 2; pass++) { /* 0: events; 1: cudacore_stream_wait_stream */
        void *ai[3], *aa[4], *ay[3], *a3[4];
        ai[0] = &px, ai[1] = &n, ai[2] = &zero;
        aa[0] = &px, aa[1] = &n, aa[2] = &two, aa[3] = &zero;
        ay[0] = &py, ay[1] = &n, ay[2] = &hundred;
        a3[0] = &px, a3[1] = &px, a3[2] = &py, a3[3] = &n;
        CHECK_OK(cudacore_stream_begin_capture(t_s, NULL));
        CHECK_OK(cudacore_launch(t_s, &cfg, k_iota, ai, 3)); /* x = i */
        if (pass == 0) {
            CHECK_OK(cudacore_event_record(e1, t_s)); /* fork */
            CHECK_OK(cudacore_stream_wait_event(b, e1));
        } else {
            CHECK_OK(cudacore_stream_wait_stream(b, t_s));
        }
        CHECK_OK(cudacore_launch(t_s, &cfg, k_axpb, aa, 4)); /* x = 2i */
        CHECK_OK(cudacore_launch(b, &cfg, k_iota, ay, 3));   /* y = 100 + i, concurrently */
        if (pass == 0) {
            CHECK_OK(cudacore_event_record(e2, b)); /* join */
            CHECK_OK(cudacore_stream_wait_event(t_s, e2));
        } else {
            CHECK_OK(cudacore_stream_wait_stream(t_s, b));
        }
        CHECK_OK(cudacore_launch(t_s, &cfg, k_add3, a3, 4)); /* x = 3i + 100 */
        CHECK_OK(cudacore_stream_end_capture(t_s, &g));
        CHECK_OK(cudacore_graph_get_nodes(g, NULL, 0, &nodes));
        CHECK_OK(cudacore_graph_get_edges(g, from, to, 16, &edges));
        CHECK(t_count_type(g, CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL) == 4);
        CHECK(edges >= 4); /* iota->axpb, iota->iota_y, axpb->add, iota_y->add (+ empty/event nodes where the driver keeps them) */
        t_run_graph(g);
        if (t_case_failed) return;
        t_read(hx, x, sizeof hx);
        for (i = 0; i < N; i++) CHECK(hx[i] == 3.0f * (float)i + 100.0f);
        CHECK_OK(cudacore_graph_destroy(g));
    }
    /* a fork that is never joined: the end says so */
    {
        cudacore_capture_info info;
        void *ay[3];
        ay[0] = &py, ay[1] = &n, ay[2] = &hundred;
        CHECK_OK(cudacore_stream_begin_capture(t_s, NULL));
        CHECK_OK(cudacore_event_record(e1, t_s));
        CHECK_OK(cudacore_stream_wait_event(b, e1));
        CHECK_OK(cudacore_launch(b, &cfg, k_iota, ay, 3));
        CHECK_ERR(cudacore_stream_end_capture(t_s, &g), CUDACORE_ERROR_CAPTURE);
        CHECK(strstr(cudacore_last_error()->message, "joined") != NULL);
        CHECK(g.id == 0);
        CHECK_OK(cudacore_stream_get_capture_info(b, &info));
        if (info.status != CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE) t_end_any(b);
        CHECK_OK(cudacore_stream_get_capture_info(t_s, &info));
        CHECK(info.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE);
    }
    CHECK_OK(cudacore_buffer_free(x, t_s));
    CHECK_OK(cudacore_buffer_free(y, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_event_destroy(e1));
    CHECK_OK(cudacore_event_destroy(e2));
    CHECK_OK(cudacore_stream_destroy(b));
}

static void capture_into_existing_graph(void) {
    cudacore_graph g, again;
    cudacore_graph_node m;
    cudacore_graph_memset_desc md;
    cudacore_capture_desc cd;
    cudacore_buffer x;
    cudacore_CUdeviceptr px = 0;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_graph_node from[4], to[4];
    static float hx[N];
    float one = 1.0f, three = 3.0f;
    void *args[4];
    size_t nodes = 0, edges = 0;
    int n = N, i;
    uint32_t one_bits;
    PREPARE();
    t_alloc(&x, N * sizeof(float));
    CHECK_OK(cudacore_buffer_native(x, &px));
    CHECK_OK(cudacore_graph_create(&g));
    memcpy(&one_bits, &one, 4);
    memset(&md, 0, sizeof md);
    md.dst = x;
    md.value = one_bits;
    md.element_size = 4;
    md.width = N;
    CHECK_OK(cudacore_graph_add_memset_node(g, NULL, 0, &md, &m)); /* x = 1 */
    memset(&cd, 0, sizeof cd);
    cd.graph = g;
    cd.dependencies = &m;
    cd.num_dependencies = 1;
    CHECK_OK(cudacore_stream_begin_capture(t_s, &cd));
    args[0] = &px, args[1] = &n, args[2] = &three, args[3] = &one;
    CHECK_OK(cudacore_launch(t_s, &cfg, k_axpb, args, 4)); /* x = 3x + 1 = 4 */
    CHECK_OK(cudacore_stream_end_capture(t_s, &again));
    CHECK(again.id == g.id);
    CHECK_OK(cudacore_graph_get_nodes(g, NULL, 0, &nodes));
    CHECK(nodes == 2);
    CHECK_OK(cudacore_graph_get_edges(g, from, to, 4, &edges));
    CHECK(edges == 1 && from[0].native == m.native && from[0].graph == g.id && to[0].graph == g.id);
    t_run_graph(g);
    if (t_case_failed) return;
    t_read(hx, x, sizeof hx);
    for (i = 0; i < N; i++) CHECK(hx[i] == 4.0f);
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_buffer_free(x, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

static void capture_pool_allocations(void) {
    /* documented in MEMORY: pool allocations on a capturing stream become
       graph memory nodes */
    cudacore_buffer tmp, out, pb;
    cudacore_CUdeviceptr pt = 0;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_graph g;
    cudacore_graph_exec e;
    cudacore_memory_resource pool;
    cudacore_device_pool_desc pd;
    static float hx[N];
    float five = 5.0f;
    void *args[3];
    int n = N, i, rep;
    cudacore_result r;
    PREPARE();
    t_alloc(&out, N * sizeof(float));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_stream_begin_capture(t_s, NULL));
    CHECK_OK(cudacore_buffer_allocate(t_mr, N * sizeof(float), t_s, &tmp));
    CHECK_OK(cudacore_buffer_native(tmp, &pt));
    args[0] = &pt, args[1] = &n, args[2] = &five;
    CHECK_OK(cudacore_launch(t_s, &cfg, k_iota, args, 3));
    CHECK_OK(cudacore_buffer_copy(out, 0, tmp, 0, N * sizeof(float), t_s));
    CHECK_OK(cudacore_buffer_free(tmp, t_s));
    CHECK_OK(cudacore_stream_end_capture(t_s, &g));
    CHECK(t_count_type(g, CUDACORE_CU_GRAPH_NODE_TYPE_MEM_ALLOC) == 1);
    CHECK(t_count_type(g, CUDACORE_CU_GRAPH_NODE_TYPE_MEM_FREE) == 1);
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    for (rep = 0; rep < 3; rep++) {
        CHECK_OK(cudacore_buffer_fill(out, 0, N * sizeof(float), 0, 4, t_s));
        CHECK_OK(cudacore_graph_launch(e, t_s));
        t_read(hx, out, sizeof hx);
        for (i = 0; i < N; i++) CHECK(hx[i] == 5.0f + (float)i);
    }
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(g));
    /* an owned pool while capturing: a graph memory node too, or the documented
       CUDACORE_ERROR_CAPTURE naming the default resource */
    memset(&pd, 0, sizeof pd);
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &pool));
    CHECK_OK(cudacore_stream_begin_capture(t_s, NULL));
    r = cudacore_buffer_allocate(pool, 4096, t_s, &pb);
    if (r == CUDACORE_SUCCESS) {
        printf("  (owned pool during capture: a graph memory node)\n");
        r = cudacore_buffer_free(pb, t_s);
    } else {
        printf("  (owned pool during capture: %s)\n", cudacore_result_name(r));
        CHECK(r == CUDACORE_ERROR_CAPTURE && strstr(cudacore_last_error()->detail, "cudacore_device_memory_resource") != NULL);
        r = CUDACORE_SUCCESS;
    }
    t_end_any(t_s);
    CHECK_OK(r);
    CHECK_OK(cudacore_memory_resource_destroy(pool));
    CHECK_OK(cudacore_buffer_free(out, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

static void capture_bad_input(void) {
    cudacore_graph g;
    cudacore_capture_desc cd;
    cudacore_graph other;
    cudacore_graph_node en;
    PREPARE();
    CHECK_ERR(cudacore_stream_end_capture(t_s, &g), CUDACORE_ERROR_CAPTURE); /* never begun */
    CHECK(strstr(cudacore_last_error()->message, "not capturing") != NULL);
    CHECK(g.id == 0);
    CHECK_OK(cudacore_stream_begin_capture(t_s, NULL));
    CHECK_ERR(cudacore_stream_begin_capture(t_s, NULL), CUDACORE_ERROR_CAPTURE); /* begun twice */
    CHECK(strstr(cudacore_last_error()->message, "already capturing") != NULL);
    CHECK_OK(cudacore_stream_end_capture(t_s, &g));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_ERR(cudacore_stream_end_capture(t_s, &g), CUDACORE_ERROR_CAPTURE); /* ended twice */
    CHECK(strstr(cudacore_last_error()->message, "already ended") != NULL);
    CHECK(g.id == 0);
    CHECK_ERR(cudacore_stream_begin_capture(cudacore_stream_legacy(), NULL), CUDACORE_ERROR_CAPTURE);
    memset(&cd, 0, sizeof cd);
    cd.mode = (cudacore_CUstreamCaptureMode)7;
    CHECK_ERR(cudacore_stream_begin_capture(t_s, &cd), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_graph_create(&other));
    CHECK_OK(cudacore_graph_add_empty_node(other, NULL, 0, &en));
    memset(&cd, 0, sizeof cd);
    cd.dependencies = &en;
    cd.num_dependencies = 1; /* without desc.graph */
    CHECK_ERR(cudacore_stream_begin_capture(t_s, &cd), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_graph_create(&g));
    cd.graph = g; /* a node of another graph */
    CHECK_ERR(cudacore_stream_begin_capture(t_s, &cd), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "another graph") != NULL);
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_graph_destroy(other));
    {
        cudacore_capture_info info;
        CHECK_OK(cudacore_stream_get_capture_info(t_s, &info));
        CHECK(info.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE);
    }
}

/*--- explicit graphs ------------------------------------------------------*/
typedef struct t_host_data {
    int magic;
    volatile int *calls;
} t_host_data;
static volatile int t_destroyed;
static void t_host_check(void *p) {
    t_host_data *d = (t_host_data *)p;
    if (d->magic == 0x5eed) (*d->calls)++;
}
static void t_host_destroy(void *p) {
    t_host_data *d = (t_host_data *)p;
    if (d->magic == 0x5eed) t_destroyed++;
}
static int t_wait_destroyed(int want) {
    int i;
    for (i = 0; i < 400 && t_destroyed != want; i++) {
        struct timespec ts;
        ts.tv_sec = 0;
        ts.tv_nsec = 5000000;
        nanosleep(&ts, NULL);
    }
    return t_destroyed == want;
}

static void explicit_every_node_kind(void) {
    enum { ROWS = 16, COLS = 64, PITCH = 512 };
    cudacore_graph g, child;
    cudacore_graph_node n_alloc, n_iota, n_copy, n_free, n_set, n_add, n_set2d, n_copy2d, n_host, n_rec, n_wait, n_child, n_end, deps[4];
    cudacore_graph_node cn1, cn2;
    cudacore_buffer tmp, a, b, c, m2, d;
    cudacore_CUdeviceptr pt = 0, pa = 0, pb = 0, pc = 0, pd = 0;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_copy_2d_desc cp;
    cudacore_graph_memset_desc md;
    cudacore_host_node_desc hd;
    cudacore_event ev;
    t_host_data hdata;
    volatile int calls = 0;
    static float ha[N], hc[N], hd2[N], hm[ROWS * PITCH / 4];
    float one = 1.0f, two = 2.0f, three = 3.0f, seven = 7.0f;
    uint32_t bits;
    void *args[4];
    int n = N, i, r0, col;
    PREPARE();
    t_alloc(&a, N * 4);
    t_alloc(&b, N * 4);
    t_alloc(&c, N * 4);
    t_alloc(&d, N * 4);
    t_alloc(&m2, ROWS * PITCH);
    CHECK_OK(cudacore_buffer_native(a, &pa));
    CHECK_OK(cudacore_buffer_native(b, &pb));
    CHECK_OK(cudacore_buffer_native(c, &pc));
    CHECK_OK(cudacore_buffer_native(d, &pd));
    CHECK_OK(cudacore_event_create(NULL, &ev));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_graph_create(&g));
    /* alloc -> iota into it -> copy to a -> free */
    CHECK_OK(cudacore_graph_add_mem_alloc_node(g, NULL, 0, N * 4, &n_alloc, &tmp));
    CHECK_OK(cudacore_buffer_native(tmp, &pt));
    CHECK(pt != 0);
    args[0] = &pt, args[1] = &n, args[2] = &one;
    CHECK_OK(cudacore_graph_add_kernel_node(g, &n_alloc, 1, &cfg, k_iota, args, 3, &n_iota)); /* tmp = 1 + i */
    memset(&cp, 0, sizeof cp);
    cp.dst = a;
    cp.src = tmp;
    cp.width = N * 4;
    CHECK_OK(cudacore_graph_add_memcpy_node(g, &n_iota, 1, &cp, &n_copy)); /* a = tmp (1-D) */
    CHECK_OK(cudacore_graph_add_mem_free_node(g, &n_copy, 1, tmp, &n_free));
    /* memset b = 2 (1-D, 4-byte elements) */
    memcpy(&bits, &two, 4);
    memset(&md, 0, sizeof md);
    md.dst = b;
    md.value = bits;
    md.element_size = 4;
    md.width = N;
    CHECK_OK(cudacore_graph_add_memset_node(g, NULL, 0, &md, &n_set));
    /* c = a + b = 3 + i */
    deps[0] = n_copy, deps[1] = n_set;
    args[0] = &pc, args[1] = &pa, args[2] = &pb, args[3] = &n;
    CHECK_OK(cudacore_graph_add_kernel_node(g, deps, 2, &cfg, k_add3, args, 4, &n_add));
    /* 2-D: m2 rows of PITCH bytes set to 7, then c copied in as ROWS x COLS floats */
    memcpy(&bits, &seven, 4);
    memset(&md, 0, sizeof md);
    md.dst = m2;
    md.value = bits;
    md.element_size = 4;
    md.width = PITCH / 4;
    md.height = ROWS;
    md.pitch = PITCH;
    CHECK_OK(cudacore_graph_add_memset_node(g, NULL, 0, &md, &n_set2d));
    memset(&cp, 0, sizeof cp);
    cp.dst = m2;
    cp.dst_pitch = PITCH;
    cp.src = c;
    cp.src_pitch = COLS * 4;
    cp.width = COLS * 4;
    cp.height = ROWS;
    deps[0] = n_add, deps[1] = n_set2d;
    CHECK_OK(cudacore_graph_add_memcpy_node(g, deps, 2, &cp, &n_copy2d));
    /* host callback with copied data, then event record and wait */
    hdata.magic = 0x5eed;
    hdata.calls = &calls;
    memset(&hd, 0, sizeof hd);
    hd.fn = t_host_check;
    hd.user_data = &hdata;
    hd.user_data_size = sizeof hdata;
    hd.destroy = t_host_destroy;
    t_destroyed = 0;
    CHECK_OK(cudacore_graph_add_host_node(g, &n_copy2d, 1, &hd, &n_host));
    hdata.magic = 0; /* the node holds a copy */
    CHECK_OK(cudacore_graph_add_event_record_node(g, &n_host, 1, ev, &n_rec));
    CHECK_OK(cudacore_graph_add_event_wait_node(g, &n_rec, 1, ev, &n_wait));
    /* a child graph: d = 1, then d = 2d + 3 = 5 */
    CHECK_OK(cudacore_graph_create(&child));
    memcpy(&bits, &one, 4);
    memset(&md, 0, sizeof md);
    md.dst = d;
    md.value = bits;
    md.element_size = 4;
    md.width = N;
    CHECK_OK(cudacore_graph_add_memset_node(child, NULL, 0, &md, &cn1));
    args[0] = &pd, args[1] = &n, args[2] = &two, args[3] = &three;
    CHECK_OK(cudacore_graph_add_kernel_node(child, &cn1, 1, &cfg, k_axpb, args, 4, &cn2));
    CHECK_OK(cudacore_graph_add_child_graph_node(g, NULL, 0, child, &n_child));
    CHECK_OK(cudacore_graph_destroy(child)); /* the node holds a copy */
    /* an empty node joining the leaves */
    deps[0] = n_wait, deps[1] = n_child, deps[2] = n_free;
    CHECK_OK(cudacore_graph_add_empty_node(g, deps, 3, &n_end));
    {
        cudacore_CUgraphNodeType t;
        CHECK_OK(cudacore_graph_node_get_type(n_end, &t));
        CHECK(t == CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY);
        CHECK_OK(cudacore_graph_node_get_type(n_child, &t));
        CHECK(t == CUDACORE_CU_GRAPH_NODE_TYPE_GRAPH);
        CHECK_OK(cudacore_graph_node_get_type(n_alloc, &t));
        CHECK(t == CUDACORE_CU_GRAPH_NODE_TYPE_MEM_ALLOC);
        CHECK_OK(cudacore_graph_node_get_type(n_rec, &t));
        CHECK(t == CUDACORE_CU_GRAPH_NODE_TYPE_EVENT_RECORD);
        CHECK_OK(cudacore_graph_node_get_type(n_wait, &t));
        CHECK(t == CUDACORE_CU_GRAPH_NODE_TYPE_WAIT_EVENT);
    }
    t_run_graph(g);
    if (t_case_failed) return;
    CHECK(calls == 1);
    t_read(ha, a, sizeof ha);
    t_read(hc, c, sizeof hc);
    t_read(hd2, d, sizeof hd2);
    t_read(hm, m2, sizeof hm);
    for (i = 0; i < N; i++) {
        CHECK(ha[i] == 1.0f + (float)i);
        CHECK(hc[i] == 3.0f + (float)i);
        CHECK(hd2[i] == 5.0f);
    }
    for (r0 = 0; r0 < ROWS; r0++)
        for (col = 0; col < PITCH / 4; col++) CHECK(hm[r0 * (PITCH / 4) + col] == (col < COLS ? 3.0f + (float)(r0 * COLS + col) : 7.0f));
    CHECK(t_destroyed == 0);
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK(t_wait_destroyed(1));
    CHECK_OK(cudacore_buffer_free(tmp, t_s)); /* the view handle only */
    CHECK_OK(cudacore_buffer_free(a, t_s));
    CHECK_OK(cudacore_buffer_free(b, t_s));
    CHECK_OK(cudacore_buffer_free(c, t_s));
    CHECK_OK(cudacore_buffer_free(d, t_s));
    CHECK_OK(cudacore_buffer_free(m2, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_event_destroy(ev));
}

static int t_has(const cudacore_graph_node *v, size_t n, cudacore_graph_node x) {
    size_t i;
    for (i = 0; i < n; i++)
        if (v[i].native == x.native && v[i].graph == x.graph) return 1;
    return 0;
}

static void explicit_edges_clone_and_destroy(void) {
    cudacore_graph g, c;
    cudacore_graph_node e0, k1, k2, k3, ck2, nodes[8], from[8], to[8];
    cudacore_buffer cnt;
    cudacore_CUdeviceptr pc = 0;
    cudacore_launch_config one = t_cfg1();
    cudacore_CUgraphNodeType t;
    size_t count = 0, i;
    int v1 = 1, v10 = 10, v100 = 100;
    void *a1[2], *a10[2], *a100[2];
    PREPARE();
    t_alloc(&cnt, sizeof(int));
    CHECK_OK(cudacore_buffer_native(cnt, &pc));
    a1[0] = &pc, a1[1] = &v1;
    a10[0] = &pc, a10[1] = &v10;
    a100[0] = &pc, a100[1] = &v100;
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_add_empty_node(g, NULL, 0, &e0));
    CHECK_OK(cudacore_graph_add_kernel_node(g, &e0, 1, &one, k_bump, a1, 2, &k1));
    CHECK_OK(cudacore_graph_add_kernel_node(g, &e0, 1, &one, k_bump, a10, 2, &k2));
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &one, k_bump, a100, 2, &k3));
    CHECK_OK(cudacore_graph_add_dependencies(&k1, &k3, 1));
    CHECK_OK(cudacore_graph_add_dependencies(&k2, &k3, 1));
    CHECK_OK(cudacore_graph_get_nodes(g, nodes, 8, &count));
    CHECK(count == 4 && t_has(nodes, 4, e0) && t_has(nodes, 4, k1) && t_has(nodes, 4, k2) && t_has(nodes, 4, k3));
    CHECK_OK(cudacore_graph_get_edges(g, from, to, 8, &count));
    CHECK(count == 4);
    for (i = 0; i < count; i++)
        CHECK((from[i].native == e0.native && (to[i].native == k1.native || to[i].native == k2.native)) ||
              ((from[i].native == k1.native || from[i].native == k2.native) && to[i].native == k3.native));
    CHECK_OK(cudacore_graph_get_edges(g, from, to, 2, &count)); /* a short array: the total, two written */
    CHECK(count == 4);
    CHECK_OK(cudacore_graph_node_get_dependencies(k3, nodes, 8, &count));
    CHECK(count == 2 && t_has(nodes, 2, k1) && t_has(nodes, 2, k2));
    CHECK_OK(cudacore_graph_node_get_dependents(e0, nodes, 8, &count));
    CHECK(count == 2 && t_has(nodes, 2, k1) && t_has(nodes, 2, k2));
    CHECK_OK(cudacore_graph_remove_dependencies(&k2, &k3, 1));
    CHECK_OK(cudacore_graph_get_edges(g, NULL, NULL, 0, &count));
    CHECK(count == 3);
    /* the clone is independent: drop k2 from it */
    CHECK_OK(cudacore_graph_clone(g, &c));
    CHECK_OK(cudacore_graph_node_find_in_clone(c, k2, &ck2));
    CHECK(ck2.graph == c.id && ck2.native != NULL && ck2.native != k2.native);
    CHECK_OK(cudacore_graph_node_get_type(ck2, &t));
    CHECK(t == CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL);
    CHECK_OK(cudacore_graph_node_destroy(ck2));
    CHECK_OK(cudacore_graph_get_nodes(c, NULL, 0, &count));
    CHECK(count == 3);
    CHECK_OK(cudacore_graph_get_nodes(g, NULL, 0, &count));
    CHECK(count == 4);
    t_set_int(cnt, 0);
    t_run_graph(c);
    CHECK(t_int(cnt) == 101);
    t_set_int(cnt, 0);
    t_run_graph(g);
    CHECK(t_int(cnt) == 111);
    /* nodes of two graphs cannot be linked */
    CHECK_ERR(cudacore_graph_add_dependencies(&k1, &ck2, 1), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "another graph") != NULL);
    CHECK_OK(cudacore_graph_node_destroy(k3));
    CHECK_OK(cudacore_graph_get_nodes(g, NULL, 0, &count));
    CHECK(count == 3);
    CHECK_OK(cudacore_graph_destroy(c));
    CHECK_OK(cudacore_graph_destroy(g));
    /* a node of a destroyed graph is refused, not used */
    CHECK_ERR(cudacore_graph_node_get_type(k1, &t), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(strstr(cudacore_last_error()->message, "destroyed") != NULL);
    CHECK_OK(cudacore_buffer_free(cnt, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

static void kernel_node_cluster_cooperative_priority(void) {
    cudacore_graph g;
    cudacore_graph_node kn, cn, pn;
    cudacore_graph_exec e;
    cudacore_graph_instantiate_desc id;
    cudacore_launch_config cfg;
    cudacore_CUlaunchAttributeValue v;
    cudacore_buffer out, x;
    cudacore_CUdeviceptr po = 0, px = 0;
    unsigned hout[8];
    static float hx[N];
    float zero = 0.0f;
    void *args[3];
    int n = N, i, least = 0, greatest = 0;
    PREPARE();
    CHECK_OK(cudacore_graph_create(&g));
    t_alloc(&x, N * 4);
    CHECK_OK(cudacore_buffer_native(x, &px));
    if (t_cc >= 90) { /* clusters: grid counts clusters, 4 x 2 blocks */
        t_alloc(&out, sizeof hout);
        CHECK_OK(cudacore_buffer_native(out, &po));
        memset(&cfg, 0, sizeof cfg);
        cfg.grid[0] = 4;
        cfg.block[0] = 32;
        cfg.cluster[0] = 2;
        args[0] = &po;
        CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &cfg, k_cluster, args, 1, &kn));
        CHECK_OK(cudacore_graph_kernel_node_get_attribute(kn, CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION, &v));
        CHECK(v.clusterDim.x == 2 && v.clusterDim.y == 1 && v.clusterDim.z == 1);
    }
    /* cooperative */
    cfg = t_cfg(N);
    cfg.cooperative = 1;
    args[0] = &px, args[1] = &n, args[2] = &zero;
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &cfg, k_iota, args, 3, &cn));
    CHECK_OK(cudacore_graph_kernel_node_get_attribute(cn, CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE, &v));
    CHECK(v.cooperative == 1);
    /* priority, honoured with use_node_priority */
    CHECK_OK(cudacore_stream_priority_range(&least, &greatest));
    cfg = t_cfg1();
    cfg.priority = greatest;
    {
        cudacore_buffer cnt;
        cudacore_CUdeviceptr pc = 0;
        int v5 = 5;
        t_alloc(&cnt, sizeof(int));
        CHECK_OK(cudacore_buffer_native(cnt, &pc));
        t_set_int(cnt, 0);
        args[0] = &pc, args[1] = &v5;
        CHECK_OK(cudacore_graph_add_kernel_node(g, &cn, 1, &cfg, k_bump, args, 2, &pn));
        if (greatest != 0) {
            CHECK_OK(cudacore_graph_kernel_node_get_attribute(pn, CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY, &v));
            CHECK(v.priority == greatest);
        }
        memset(&id, 0, sizeof id);
        id.use_node_priority = 1;
        CHECK_OK(cudacore_graph_instantiate(g, &id, &e));
        CHECK_OK(cudacore_graph_launch(e, t_s));
        CHECK_OK(cudacore_stream_synchronize(t_s));
        CHECK(t_int(cnt) == 5);
        CHECK_OK(cudacore_buffer_free(cnt, t_s));
    }
    t_read(hx, x, sizeof hx);
    for (i = 0; i < N; i++) CHECK(hx[i] == (float)i);
    if (t_cc >= 90) {
        t_read(hout, out, sizeof hout);
        for (i = 0; i < 8; i++) CHECK(hout[i] == 2);
        CHECK_OK(cudacore_buffer_free(out, t_s));
    }
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_buffer_free(x, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

/*--- conditional nodes ----------------------------------------------------*/
static void conditional_if_else_while_switch(void) {
    cudacore_graph g, bodies[3];
    cudacore_graph_node ks, cond, kb;
    cudacore_graph_conditional_handle h;
    cudacore_graph_exec e;
    cudacore_buffer flag, cnt, left, trips;
    cudacore_CUdeviceptr pf = 0, pc = 0, pl = 0, pt = 0;
    cudacore_launch_config one = t_cfg1();
    int vals[3] = {1, 100, 10000}, i, v;
    void *args[3];
    int v1 = 1, v100 = 100;
    PREPARE();
    t_alloc(&flag, sizeof(int));
    t_alloc(&cnt, sizeof(int));
    t_alloc(&left, sizeof(int));
    t_alloc(&trips, sizeof(int));
    CHECK_OK(cudacore_buffer_native(flag, &pf));
    CHECK_OK(cudacore_buffer_native(cnt, &pc));
    CHECK_OK(cudacore_buffer_native(left, &pl));
    CHECK_OK(cudacore_buffer_native(trips, &pt));
    /* IF: the body runs when the kernel before it set the condition */
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_conditional_handle_create(g, 0, &h));
    CHECK(h != 0);
    args[0] = &h, args[1] = &pf;
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &one, k_set_cond, args, 2, &ks));
    CHECK_OK(cudacore_graph_add_conditional_node(g, &ks, 1, h, CUDACORE_GRAPH_COND_IF, 0, &cond, bodies));
    CHECK(bodies[0].id != 0);
    args[0] = &pc, args[1] = &v1;
    CHECK_OK(cudacore_graph_add_kernel_node(bodies[0], NULL, 0, &one, k_bump, args, 2, &kb));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    t_set_int(cnt, 0);
    for (v = 0; v < 4; v++) {
        t_set_int(flag, v & 1);
        CHECK_OK(cudacore_graph_launch(e, t_s));
        CHECK_OK(cudacore_stream_synchronize(t_s));
    }
    CHECK(t_int(cnt) == 2);
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_ERR(cudacore_graph_add_empty_node(bodies[0], NULL, 0, &kb), CUDACORE_ERROR_INVALID_HANDLE); /* released with g */

    /* IF / ELSE */
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_conditional_handle_create(g, 0, &h));
    args[0] = &h, args[1] = &pf;
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &one, k_set_cond, args, 2, &ks));
    CHECK_OK(cudacore_graph_add_conditional_node(g, &ks, 1, h, CUDACORE_GRAPH_COND_IF_ELSE, 0, &cond, bodies));
    args[0] = &pc, args[1] = &v1;
    CHECK_OK(cudacore_graph_add_kernel_node(bodies[0], NULL, 0, &one, k_bump, args, 2, &kb));
    args[0] = &pc, args[1] = &v100;
    CHECK_OK(cudacore_graph_add_kernel_node(bodies[1], NULL, 0, &one, k_bump, args, 2, &kb));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    t_set_int(cnt, 0);
    t_set_int(flag, 1);
    CHECK_OK(cudacore_graph_launch(e, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK(t_int(cnt) == 1);
    t_set_int(flag, 0);
    CHECK_OK(cudacore_graph_launch(e, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK(t_int(cnt) == 101);
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(g));

    /* WHILE (default 1): the body counts down on the device; its body is captured */
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_conditional_handle_create(g, 1, &h));
    CHECK_OK(cudacore_graph_add_conditional_node(g, NULL, 0, h, CUDACORE_GRAPH_COND_WHILE, 0, &cond, bodies));
    {
        cudacore_capture_desc cd;
        cudacore_graph same;
        memset(&cd, 0, sizeof cd);
        cd.graph = bodies[0];
        CHECK_OK(cudacore_stream_begin_capture(t_s, &cd));
        args[0] = &h, args[1] = &pl, args[2] = &pt;
        CHECK_OK(cudacore_launch(t_s, &one, k_count_down, args, 3));
        CHECK_OK(cudacore_stream_end_capture(t_s, &same));
        CHECK(same.id == bodies[0].id);
    }
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    for (v = 1; v <= 7; v += 3) {
        t_set_int(left, v);
        t_set_int(trips, 0);
        CHECK_OK(cudacore_graph_launch(e, t_s));
        CHECK_OK(cudacore_stream_synchronize(t_s));
        CHECK(t_int(trips) == v);
        CHECK(t_int(left) == 0);
    }
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(g));

    /* SWITCH with three cases; a value past them runs none */
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_conditional_handle_create(g, 0, &h));
    args[0] = &h, args[1] = &pf;
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &one, k_set_cond, args, 2, &ks));
    CHECK_OK(cudacore_graph_add_conditional_node(g, &ks, 1, h, CUDACORE_GRAPH_COND_SWITCH, 3, &cond, bodies));
    for (i = 0; i < 3; i++) {
        args[0] = &pc, args[1] = &vals[i];
        CHECK_OK(cudacore_graph_add_kernel_node(bodies[i], NULL, 0, &one, k_bump, args, 2, &kb));
    }
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    t_set_int(cnt, 0);
    for (v = 0; v < 4; v++) {
        t_set_int(flag, v == 3 ? 5 : v);
        CHECK_OK(cudacore_graph_launch(e, t_s));
        CHECK_OK(cudacore_stream_synchronize(t_s));
    }
    CHECK(t_int(cnt) == 10101);
    /* destroying the conditional node releases its body handles */
    CHECK_OK(cudacore_graph_node_destroy(cond));
    CHECK_ERR(cudacore_graph_add_empty_node(bodies[1], NULL, 0, &kb), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH) == 0);
    CHECK_OK(cudacore_buffer_free(flag, t_s));
    CHECK_OK(cudacore_buffer_free(cnt, t_s));
    CHECK_OK(cudacore_buffer_free(left, t_s));
    CHECK_OK(cudacore_buffer_free(trips, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

/*--- executable graphs ----------------------------------------------------*/
/* g: iota(x, base) -> axpb(x, a, b); memset(y = yv) -> memcpy(z <- y) */
typedef struct t_lin {
    cudacore_graph g;
    cudacore_graph_node n_iota, n_axpb, n_set, n_copy;
} t_lin;
static void t_make_lin(t_lin *l, cudacore_buffer x, cudacore_buffer y, cudacore_buffer z, float base, float a, float b, float yv, int extra) {
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_CUdeviceptr px = 0;
    cudacore_graph_memset_desc md;
    cudacore_copy_2d_desc cp;
    cudacore_graph_node en;
    uint32_t bits;
    void *args[4];
    int n = N;
    CHECK_OK(cudacore_buffer_native(x, &px));
    CHECK_OK(cudacore_graph_create(&l->g));
    args[0] = &px, args[1] = &n, args[2] = &base;
    CHECK_OK(cudacore_graph_add_kernel_node(l->g, NULL, 0, &cfg, k_iota, args, 3, &l->n_iota));
    args[2] = &a, args[3] = &b;
    CHECK_OK(cudacore_graph_add_kernel_node(l->g, &l->n_iota, 1, &cfg, k_axpb, args, 4, &l->n_axpb));
    memcpy(&bits, &yv, 4);
    memset(&md, 0, sizeof md);
    md.dst = y;
    md.value = bits;
    md.element_size = 4;
    md.width = N;
    CHECK_OK(cudacore_graph_add_memset_node(l->g, NULL, 0, &md, &l->n_set));
    memset(&cp, 0, sizeof cp);
    cp.dst = z;
    cp.src = y;
    cp.width = N * 4;
    CHECK_OK(cudacore_graph_add_memcpy_node(l->g, &l->n_set, 1, &cp, &l->n_copy));
    if (extra) CHECK_OK(cudacore_graph_add_empty_node(l->g, &l->n_copy, 1, &en));
}
/* x[i] == fx(i), z[i] == zv after a launch of e */
static void t_check_lin(cudacore_graph_exec e, cudacore_buffer x, cudacore_buffer z, float a, float base, float b, float zv) {
    static float hx[N], hz[N];
    int i;
    CHECK_OK(cudacore_buffer_fill(x, 0, N * 4, 0, 4, t_s));
    CHECK_OK(cudacore_buffer_fill(z, 0, N * 4, 0, 4, t_s));
    CHECK_OK(cudacore_graph_launch(e, t_s));
    t_read(hx, x, sizeof hx);
    t_read(hz, z, sizeof hz);
    for (i = 0; i < N; i++) {
        if (hx[i] != a * (base + (float)i) + b || hz[i] != zv) {
            printf("  at %d: x %g (want %g), z %g (want %g)\n", i, hx[i], a * (base + (float)i) + b, hz[i], zv);
            CHECK(0);
        }
    }
}

static void exec_flags_upload_and_updates(void) {
    t_lin A, B, C;
    cudacore_buffer x, y, z, y2;
    cudacore_graph_exec e, e2;
    cudacore_graph_instantiate_desc id;
    cudacore_graph_update_info info;
    cudacore_graph_memset_desc md;
    cudacore_copy_2d_desc cp;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_CUdeviceptr px = 0;
    float five = 5.0f, onef = 1.0f, zero = 0.0f, four = 4.0f, nine = 9.0f;
    uint32_t bits;
    void *args[4];
    int n = N, en = -1;
    char path[256];
    FILE *f;
    char buf[64];
    PREPARE();
    t_alloc(&x, N * 4);
    t_alloc(&y, N * 4);
    t_alloc(&z, N * 4);
    t_alloc(&y2, N * 4);
    CHECK_OK(cudacore_buffer_native(x, &px));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    t_make_lin(&A, x, y, z, 1.0f, 2.0f, 0.0f, 3.0f, 0);
    if (t_case_failed) return;
    /* every flag; upload at instantiation, and a device-launchable graph */
    memset(&id, 0, sizeof id);
    id.upload = 1;
    id.upload_stream = t_s;
    id.auto_free_on_launch = 1;
    id.use_node_priority = 1;
    CHECK_OK(cudacore_graph_instantiate(A.g, &id, &e));
    t_check_lin(e, x, z, 2.0f, 1.0f, 0.0f, 3.0f);
    memset(&id, 0, sizeof id);
    id.device_launch = 1;
    CHECK_OK(cudacore_graph_instantiate(A.g, &id, &e2));
    CHECK_OK(cudacore_graph_upload(e2, t_s));
    t_check_lin(e2, x, z, 2.0f, 1.0f, 0.0f, 3.0f);
    CHECK_OK(cudacore_graph_exec_destroy(e2));
    /* whole-graph update from a graph of the same shape */
    t_make_lin(&B, x, y, z, 10.0f, 3.0f, 0.0f, 6.0f, 0);
    CHECK_OK(cudacore_graph_exec_update(e, B.g, &info));
    CHECK(info.result == CUDACORE_CU_GRAPH_EXEC_UPDATE_SUCCESS);
    t_check_lin(e, x, z, 3.0f, 10.0f, 0.0f, 6.0f);
    /* a graph of another shape is refused, with the reason */
    t_make_lin(&C, x, y, z, 0.0f, 1.0f, 0.0f, 1.0f, 1);
    CHECK_ERR(cudacore_graph_exec_update(e, C.g, &info), CUDACORE_ERROR_CUDA);
    CHECK(info.result == CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED);
    CHECK(strstr(cudacore_last_error()->message, "topology") != NULL);
    CHECK(cudacore_last_error()->native_code == 910);
    t_check_lin(e, x, z, 3.0f, 10.0f, 0.0f, 6.0f); /* still runs what it ran */
    /* per-node: new arguments only (function and shape from A's node) */
    args[0] = &px, args[1] = &n, args[2] = &five, args[3] = &onef;
    CHECK_OK(cudacore_graph_exec_set_kernel_args(e, A.n_axpb, args, 4));
    t_check_lin(e, x, z, 5.0f, 10.0f, 1.0f, 6.0f);
    /* per-node: config and arguments (a grid of 64-thread blocks) */
    cfg.block[0] = 64;
    cfg.grid[0] = N / 64;
    args[0] = &px, args[1] = &n, args[2] = &zero;
    CHECK_OK(cudacore_graph_exec_set_kernel_node(e, A.n_iota, &cfg, k_iota, args, 3));
    t_check_lin(e, x, z, 5.0f, 0.0f, 1.0f, 6.0f);
    /* memset and memcpy parameters */
    memcpy(&bits, &four, 4);
    memset(&md, 0, sizeof md);
    md.dst = y2;
    md.value = bits;
    md.element_size = 4;
    md.width = N;
    CHECK_OK(cudacore_graph_exec_set_memset_node(e, A.n_set, &md)); /* y2 = 4 */
    memset(&cp, 0, sizeof cp);
    cp.dst = z;
    cp.src = y2;
    cp.width = N * 4;
    CHECK_OK(cudacore_graph_exec_set_memcpy_node(e, A.n_copy, &cp)); /* z = y2 */
    t_check_lin(e, x, z, 5.0f, 0.0f, 1.0f, 4.0f);
    md.dst = y; /* back to y, now 9 */
    memcpy(&bits, &nine, 4);
    md.value = bits;
    CHECK_OK(cudacore_graph_exec_set_memset_node(e, A.n_set, &md));
    cp.src = y;
    CHECK_OK(cudacore_graph_exec_set_memcpy_node(e, A.n_copy, &cp));
    t_check_lin(e, x, z, 5.0f, 0.0f, 1.0f, 9.0f);
    /* disable the axpb node: x is iota only */
    CHECK_OK(cudacore_graph_exec_set_node_enabled(e, A.n_axpb, 0));
    CHECK_OK(cudacore_graph_exec_get_node_enabled(e, A.n_axpb, &en));
    CHECK(en == 0);
    t_check_lin(e, x, z, 1.0f, 0.0f, 0.0f, 9.0f);
    CHECK_OK(cudacore_graph_exec_set_node_enabled(e, A.n_axpb, 1));
    CHECK_OK(cudacore_graph_exec_get_node_enabled(e, A.n_axpb, &en));
    CHECK(en == 1);
    t_check_lin(e, x, z, 5.0f, 0.0f, 1.0f, 9.0f);
    /* a definition-side change does not touch e, but a new instantiation sees it */
    args[0] = &px, args[1] = &n, args[2] = &four, args[3] = &zero;
    CHECK_OK(cudacore_graph_node_set_kernel(A.n_axpb, &cfg, k_axpb, args, 4));
    t_check_lin(e, x, z, 5.0f, 0.0f, 1.0f, 9.0f);
    CHECK_OK(cudacore_graph_instantiate(A.g, NULL, &e2));
    t_check_lin(e2, x, z, 4.0f, 1.0f, 0.0f, 3.0f);
    CHECK_OK(cudacore_graph_exec_destroy(e2));
    /* the wrong kind of node for a kernel update */
    CHECK_ERR(cudacore_graph_exec_set_kernel_args(e, A.n_set, args, 4), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "memset") != NULL);
    /* DOT */
    snprintf(path, sizeof path, "/tmp/cudacore_test_graph_%d.dot", (int)getpid());
    CHECK_OK(cudacore_graph_debug_dot(A.g, path, CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE));
    f = fopen(path, "r");
    CHECK(f != NULL);
    memset(buf, 0, sizeof buf);
    CHECK(fread(buf, 1, sizeof buf - 1, f) > 0);
    fclose(f);
    remove(path);
    CHECK(strstr(buf, "digraph") != NULL);
    CHECK_ERR(cudacore_graph_debug_dot(A.g, "/nonexistent-dir/cudacore/graph.dot", 0), CUDACORE_ERROR_IO);
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(A.g));
    CHECK_OK(cudacore_graph_destroy(B.g));
    CHECK_OK(cudacore_graph_destroy(C.g));
    CHECK_OK(cudacore_buffer_free(x, t_s));
    CHECK_OK(cudacore_buffer_free(y, t_s));
    CHECK_OK(cudacore_buffer_free(z, t_s));
    CHECK_OK(cudacore_buffer_free(y2, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

static void instantiate_failure_explains_itself(void) {
    cudacore_graph g;
    cudacore_graph_node hn;
    cudacore_graph_exec e;
    cudacore_graph_instantiate_desc id;
    cudacore_host_node_desc hd;
    cudacore_graph_conditional_handle h;
    PREPARE();
    /* a host node cannot run in a device-launchable graph */
    CHECK_OK(cudacore_graph_create(&g));
    memset(&hd, 0, sizeof hd);
    hd.fn = t_host_count;
    CHECK_OK(cudacore_graph_add_host_node(g, NULL, 0, &hd, &hn));
    memset(&id, 0, sizeof id);
    id.device_launch = 1;
    CHECK_ERR(cudacore_graph_instantiate(g, &id, &e), CUDACORE_ERROR_CUDA);
    CHECK(e.id == 0);
    printf("  (%s | %s)\n", cudacore_last_error()->message, cudacore_last_error()->detail);
    CHECK(strstr(cudacore_last_error()->message, "cannot be instantiated") != NULL);
    CHECK(strstr(cudacore_last_error()->detail, "instantiate result") != NULL);
    CHECK(strstr(cudacore_last_error()->detail, "host node") != NULL);
    CHECK_OK(cudacore_graph_destroy(g));
    /* a condition that no conditional node uses */
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_conditional_handle_create(g, 0, &h));
    CHECK_OK(cudacore_graph_add_empty_node(g, NULL, 0, &hn));
    if (cudacore_graph_instantiate(g, NULL, &e) == CUDACORE_SUCCESS) {
        printf("  (the driver instantiates a graph with an unused conditional handle)\n");
        CHECK_OK(cudacore_graph_exec_destroy(e));
    } else {
        printf("  (%s | %s)\n", cudacore_last_error()->message, cudacore_last_error()->detail);
        CHECK(strstr(cudacore_last_error()->detail, "conditional handle") != NULL);
    }
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH_EXEC) == 0);
}

/*--- lifetimes ------------------------------------------------------------*/
static void lifetime_host_data_follows_clones_and_execs(void) {
    cudacore_graph g, c;
    cudacore_graph_node hn;
    cudacore_graph_exec e;
    cudacore_host_node_desc hd;
    t_host_data data;
    volatile int calls = 0;
    PREPARE();
    data.magic = 0x5eed;
    data.calls = &calls;
    t_destroyed = 0;
    CHECK_OK(cudacore_graph_create(&g));
    memset(&hd, 0, sizeof hd);
    hd.fn = t_host_check;
    hd.user_data = &data;
    hd.user_data_size = sizeof data;
    hd.destroy = t_host_destroy;
    CHECK_OK(cudacore_graph_add_host_node(g, NULL, 0, &hd, &hn));
    memset(&data, 0, sizeof data); /* the graph holds its own copy */
    CHECK_OK(cudacore_graph_clone(g, &c));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_graph_instantiate(c, NULL, &e));
    CHECK_OK(cudacore_graph_destroy(c));
    CHECK(t_destroyed == 0); /* e still holds it */
    CHECK_OK(cudacore_graph_launch(e, t_s));
    CHECK_OK(cudacore_graph_launch(e, t_s));
    CHECK_OK(cudacore_graph_exec_destroy(e)); /* before the launches finish */
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK(calls == 2);
    CHECK(t_wait_destroyed(1));
    /* without a copy the pointer is passed as is; destroy still runs */
    data.magic = 0x5eed;
    data.calls = &calls;
    t_destroyed = 0;
    calls = 0;
    CHECK_OK(cudacore_graph_create(&g));
    hd.user_data_size = 0;
    CHECK_OK(cudacore_graph_add_host_node(g, NULL, 0, &hd, &hn));
    t_run_graph(g);
    CHECK(calls == 1);
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK(t_wait_destroyed(1));
}

static void lifetime_alloc_node_memory(void) {
    cudacore_graph g, gf;
    cudacore_graph_node na, nk, nc, nf;
    cudacore_graph_exec e;
    cudacore_graph_instantiate_desc id;
    cudacore_buffer mem, out;
    cudacore_CUdeviceptr pm = 0;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_copy_2d_desc cp;
    cudacore_buffer_info bi;
    static float hx[N];
    float base = 7.0f;
    void *args[3];
    uint64_t used = 0;
    int n = N, i, rep, with_free;
    PREPARE();
    t_alloc(&out, N * 4);
    for (with_free = 1; with_free >= 0; with_free--) {
        CHECK_OK(cudacore_graph_create(&g));
        CHECK_OK(cudacore_graph_add_mem_alloc_node(g, NULL, 0, N * 4, &na, &mem));
        CHECK_OK(cudacore_buffer_get_info(mem, &bi));
        CHECK(bi.ptr != 0 && bi.size == N * 4 && !bi.owned && bi.device == 0);
        CHECK_OK(cudacore_buffer_native(mem, &pm));
        args[0] = &pm, args[1] = &n, args[2] = &base;
        CHECK_OK(cudacore_graph_add_kernel_node(g, &na, 1, &cfg, k_iota, args, 3, &nk));
        memset(&cp, 0, sizeof cp);
        cp.dst = out;
        cp.src = mem;
        cp.width = N * 4;
        CHECK_OK(cudacore_graph_add_memcpy_node(g, &nk, 1, &cp, &nc));
        if (with_free) CHECK_OK(cudacore_graph_add_mem_free_node(g, &nc, 1, mem, &nf));
        memset(&id, 0, sizeof id);
        id.auto_free_on_launch = !with_free; /* without a free node, the next launch frees it */
        CHECK_OK(cudacore_graph_instantiate(g, &id, &e));
        for (rep = 0; rep < 3; rep++) {
            CHECK_OK(cudacore_buffer_fill(out, 0, N * 4, 0, 4, t_s));
            CHECK_OK(cudacore_graph_launch(e, t_s));
            t_read(hx, out, sizeof hx);
            for (i = 0; i < N; i++) CHECK(hx[i] == 7.0f + (float)i);
        }
        CHECK_OK(cudacore_device_graph_mem_get_attribute(0, CUDACORE_CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT, &used));
        if (with_free) {
            CHECK_OK(cudacore_graph_exec_destroy(e));
        } else {
            /* the last launch's memory is still allocated: free it with a free node of another graph */
            CHECK(used >= N * 4);
            CHECK_OK(cudacore_graph_create(&gf));
            CHECK_OK(cudacore_graph_add_mem_free_node(gf, NULL, 0, mem, &nf));
            t_run_graph(gf);
            CHECK_OK(cudacore_graph_destroy(gf));
            CHECK_OK(cudacore_graph_exec_destroy(e));
        }
        CHECK_OK(cudacore_graph_destroy(g));
        CHECK_OK(cudacore_buffer_free(mem, t_s)); /* the view handle only */
    }
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_device_graph_mem_trim(0));
    CHECK_OK(cudacore_buffer_free(out, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

/*--- bad input that needs a driver ----------------------------------------*/
static void graph_bad_input(void) {
    cudacore_graph g, g2;
    cudacore_graph_node en, other, nn, bodies_n;
    cudacore_graph bodies[2];
    cudacore_graph_memset_desc md;
    cudacore_copy_2d_desc cp;
    cudacore_buffer x, nobuf;
    cudacore_launch_config cfg = t_cfg(N);
    cudacore_CUdeviceptr px = 0;
    float zero = 0.0f;
    void *args[3];
    int n = N;
    PREPARE();
    nobuf.id = 0;
    t_alloc(&x, 256);
    CHECK_OK(cudacore_buffer_native(x, &px));
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_create(&g2));
    CHECK_OK(cudacore_graph_add_empty_node(g, NULL, 0, &en));
    CHECK_OK(cudacore_graph_add_empty_node(g2, NULL, 0, &other));
    CHECK_ERR(cudacore_graph_add_empty_node(g, &other, 1, &nn), CUDACORE_ERROR_INVALID_ARGUMENT); /* a node of g2 */
    CHECK(nn.native == NULL);
    CHECK_ERR(cudacore_graph_add_empty_node(g, NULL, 2, &nn), CUDACORE_ERROR_INVALID_ARGUMENT);
    memset(&md, 0, sizeof md);
    md.dst = x;
    md.width = 64;
    md.element_size = 3;
    CHECK_ERR(cudacore_graph_add_memset_node(g, NULL, 0, &md, &nn), CUDACORE_ERROR_INVALID_ARGUMENT);
    md.element_size = 4;
    md.width = 65; /* 260 bytes > 256 */
    CHECK_ERR(cudacore_graph_add_memset_node(g, NULL, 0, &md, &nn), CUDACORE_ERROR_OUT_OF_BOUNDS);
    md.width = 0;
    CHECK_ERR(cudacore_graph_add_memset_node(g, NULL, 0, &md, &nn), CUDACORE_ERROR_INVALID_ARGUMENT);
    md.width = 16;
    md.offset = 2; /* misaligned */
    CHECK_ERR(cudacore_graph_add_memset_node(g, NULL, 0, &md, &nn), CUDACORE_ERROR_INVALID_ARGUMENT);
    memset(&cp, 0, sizeof cp);
    cp.dst = x;
    cp.src = x;
    cp.src_offset = 200;
    cp.width = 100;
    CHECK_ERR(cudacore_graph_add_memcpy_node(g, NULL, 0, &cp, &nn), CUDACORE_ERROR_OUT_OF_BOUNDS);
    cfg.programmatic_dependent_launch = 1;
    args[0] = &px, args[1] = &n, args[2] = &zero;
    CHECK_ERR(cudacore_graph_add_kernel_node(g, NULL, 0, &cfg, k_iota, args, 3, &nn), CUDACORE_ERROR_NOT_SUPPORTED);
    cfg.programmatic_dependent_launch = 0;
    cfg.grid[0] = 0;
    CHECK_ERR(cudacore_graph_add_kernel_node(g, NULL, 0, &cfg, k_iota, args, 3, &nn), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_child_graph_node(g, NULL, 0, g, &nn), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graph_add_conditional_node(g, NULL, 0, 0, CUDACORE_GRAPH_COND_IF, 0, &bodies_n, bodies), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(bodies[0].id == 0);
    CHECK_ERR(cudacore_graph_add_mem_free_node(g, NULL, 0, nobuf, &nn), CUDACORE_ERROR_INVALID_HANDLE);
    {
        size_t count = 0;
        CHECK_OK(cudacore_graph_get_nodes(g, NULL, 0, &count));
        CHECK(count == 1); /* failed adds left nothing behind */
    }
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_ERR(cudacore_graph_destroy(g), CUDACORE_ERROR_INVALID_HANDLE); /* twice */
    CHECK_ERR(cudacore_graph_node_destroy(en), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_graph_destroy(g2));
    CHECK_OK(cudacore_buffer_free(x, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

static void launch_on_default_streams(void) {
    cudacore_graph g;
    cudacore_graph_node kn;
    cudacore_graph_exec e;
    cudacore_buffer cnt;
    cudacore_CUdeviceptr pc = 0;
    cudacore_launch_config one = t_cfg1();
    int v1 = 1;
    void *args[2];
    PREPARE();
    t_alloc(&cnt, sizeof(int));
    CHECK_OK(cudacore_buffer_native(cnt, &pc));
    t_set_int(cnt, 0);
    args[0] = &pc, args[1] = &v1;
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_add_kernel_node(g, NULL, 0, &one, k_bump, args, 2, &kn));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    CHECK_OK(cudacore_graph_launch(e, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK_OK(cudacore_graph_launch(e, cudacore_stream_per_thread()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_per_thread()));
    CHECK(t_int(cnt) == 2);
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_ERR(cudacore_graph_launch(e, t_s), CUDACORE_ERROR_INVALID_HANDLE); /* destroyed */
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_buffer_free(cnt, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

/*--- recorders ---------------------------------------------------------------*/
/* A step of `kernels` bumps of v on p, keyed by {kernels, v}; *issued: whether
   the caller issued it. */
static cudacore_result t_bumps(cudacore_stream s, cudacore_buffer p, int kernels, int v) {
    cudacore_launch_config c = t_cfg1();
    cudacore_CUdeviceptr dp = 0;
    cudacore_result r = cudacore_buffer_native(p, &dp);
    int i;
    for (i = 0; i < kernels && r == CUDACORE_SUCCESS; i++)
        r = CUDACORE_LAUNCH(s, &c, k_bump, CUDACORE_ARG(cudacore_CUdeviceptr, dp), CUDACORE_ARG(int, v));
    return r;
}
static cudacore_result t_step(cudacore_recorder rec, cudacore_stream s, cudacore_buffer p, int kernels, int v, int *issued) {
    int key[2], issue = -1;
    cudacore_result r;
    key[0] = kernels, key[1] = v;
    if ((r = cudacore_recorder_begin(rec, s, key, sizeof key, &issue)) != CUDACORE_SUCCESS) return r;
    if (issued) *issued = issue;
    if (issue && (r = t_bumps(s, p, kernels, v)) != CUDACORE_SUCCESS) return r;
    return cudacore_recorder_end(rec, s);
}
static cudacore_recorder t_recorder(const char *name, int max_row, int plain_steps, cudacore_recorder_capture_mode mode) {
    cudacore_recorder_desc d;
    cudacore_recorder r;
    memset(&d, 0, sizeof d);
    d.name = name;
    d.max_reinstantiations = max_row;
    d.plain_steps = plain_steps;
    d.capture_mode = mode;
    r.id = 0;
    if (cudacore_recorder_create(&d, &r) != CUDACORE_SUCCESS) r.id = 0;
    return r;
}

static void recorder_as_is_update_instantiate_plain(void) {
    cudacore_recorder rec;
    cudacore_recorder_info info;
    cudacore_buffer p;
    int issued = -1, i, expect = 0;
    PREPARE();
    rec = t_recorder("frame", 2, 2, CUDACORE_RECORDER_CAPTURE_THREAD_LOCAL);
    CHECK(rec.id);
    t_alloc(&p, sizeof(int));
    t_set_int(p, 0);
    CHECK_OK(t_step(rec, t_s, p, 4, 3, &issued)); /* captured, instantiated */
    CHECK(issued == 1 && t_int(p) == 12);
    CHECK_OK(t_step(rec, t_s, p, 4, 3, &issued)); /* as is */
    CHECK(issued == 0 && t_int(p) == 24);
    CHECK_OK(t_step(rec, t_s, p, 4, 5, &issued)); /* updated */
    CHECK(issued == 1 && t_int(p) == 44);
    CHECK_OK(t_step(rec, t_s, p, 4, 5, &issued)); /* as is, with the new value */
    CHECK(issued == 0 && t_int(p) == 64);
    CHECK_OK(cudacore_recorder_get_info(rec, &info));
    CHECK(info.instantiated == 1 && info.as_is == 2 && info.updated == 1 && info.nodes == 4);
    /* two topology changes in a row: graphs off for two steps, then back */
    expect = 64;
    for (i = 0; i < 2; i++) {
        CHECK_OK(t_step(rec, t_s, p, 2 + i, 1, &issued));
        expect += 2 + i;
    }
    CHECK_OK(cudacore_recorder_get_info(rec, &info));
    CHECK(info.instantiated == 3 && info.plain_left == 2);
    for (i = 0; i < 3; i++) {
        CHECK_OK(t_step(rec, t_s, p, 3, 1, &issued));
        CHECK(issued == 1);
        expect += 3;
    }
    CHECK(t_int(p) == expect);
    CHECK_OK(cudacore_recorder_get_info(rec, &info));
    CHECK(info.plain == 2 && info.plain_left == 0 && info.instantiated == 4 && info.refused == 0);
    CHECK_OK(cudacore_recorder_destroy(rec));
    CHECK_OK(cudacore_buffer_free(p, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

static void t_host_bump(void *p) { ++*(volatile int *)p; }

/* Forked streams, host functions and graph memory inside steps. */
static void recorder_fork_host_and_graph_memory(void) {
    cudacore_recorder rec;
    cudacore_recorder_info info;
    cudacore_stream s2;
    cudacore_event e1, e2;
    cudacore_buffer p, tmp;
    static volatile int hits;
    int i, issue = 0, key = 0;
    PREPARE();
    rec = t_recorder("fork", 0, 0, CUDACORE_RECORDER_CAPTURE_THREAD_LOCAL);
    CHECK_OK(cudacore_stream_create(NULL, &s2));
    CHECK_OK(cudacore_event_create(NULL, &e1));
    CHECK_OK(cudacore_event_create(NULL, &e2));
    t_alloc(&p, 2 * sizeof(int));
    CHECK_OK(cudacore_buffer_fill(p, 0, 2 * sizeof(int), 0, 4, t_s));
    hits = 0;
    for (i = 0; i < 3; i++) {
        CHECK_OK(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue));
        if (issue) {
            CHECK_OK(cudacore_event_record(e1, t_s));
            CHECK_OK(cudacore_stream_wait_event(s2, e1));
            CHECK_OK(t_bumps(s2, p, 1, 10));
            CHECK_OK(cudacore_event_record(e2, s2));
            CHECK_OK(t_bumps(t_s, p, 1, 1));
            CHECK_OK(cudacore_stream_wait_event(t_s, e2));
            CHECK_OK(cudacore_stream_launch_host_func(t_s, t_host_bump, (void *)&hits));
        }
        CHECK_OK(cudacore_recorder_end(rec, t_s));
    }
    CHECK(t_int(p) == 33 && hits == 3);
    CHECK_OK(cudacore_recorder_get_info(rec, &info));
    CHECK(info.as_is == 2 && info.instantiated == 1);
    /* graph memory: allocated and freed in the step; a changed step is
       instantiated anew (no update, which the driver would refuse) */
    CHECK_OK(cudacore_recorder_reset(rec));
    for (i = 0; i < 3; i++) {
        key = 100 + i;
        CHECK_OK(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue));
        CHECK_OK(cudacore_buffer_allocate(t_mr, 1 << 16, t_s, &tmp));
        CHECK_OK(cudacore_buffer_fill(tmp, 0, 1 << 16, (uint32_t)key, 4, t_s));
        CHECK_OK(cudacore_buffer_copy(p, sizeof(int), tmp, 0, sizeof(int), t_s));
        CHECK_OK(cudacore_buffer_free(tmp, t_s));
        CHECK_OK(cudacore_recorder_end(rec, t_s));
        {
            int back[2] = {0, 0};
            t_read(back, p, sizeof back);
            CHECK(back[1] == key);
        }
    }
    CHECK_OK(cudacore_recorder_get_info(rec, &info));
    CHECK(info.updated == 0 && info.instantiated == 4);
    CHECK_OK(cudacore_recorder_destroy(rec));
    CHECK_OK(cudacore_buffer_free(p, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
    CHECK_OK(cudacore_event_destroy(e1));
    CHECK_OK(cudacore_event_destroy(e2));
    CHECK_OK(cudacore_stream_destroy(s2));
}

/* Refusals: an operation not allowed while capturing (deliberate: in
   tools/sanitize-expected.txt), bad use, and the stream usable after. */
static void recorder_refusals(void) {
    cudacore_recorder rec, dead;
    cudacore_capture_info ci;
    cudacore_buffer p;
    cudacore_graph g;
    int issue = 0, key = 1;
    PREPARE();
    rec = t_recorder("refusals", 0, 0, CUDACORE_RECORDER_CAPTURE_THREAD_LOCAL);
    t_alloc(&p, sizeof(int));
    t_set_int(p, 0);
    CHECK_OK(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue));
    CHECK_OK(t_bumps(t_s, p, 1, 4));
    CHECK_ERR(cudacore_stream_synchronize(t_s), CUDACORE_ERROR_CAPTURE);
    CHECK_ERR(cudacore_recorder_end(rec, t_s), CUDACORE_ERROR_CAPTURE);
    CHECK(strstr(cudacore_last_error()->detail, "did not run") != NULL);
    CHECK_OK(cudacore_stream_get_capture_info(t_s, &ci));
    CHECK(ci.status == CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE);
    CHECK(t_int(p) == 0);
    CHECK_OK(t_step(rec, t_s, p, 1, 2, NULL));
    CHECK(t_int(p) == 2);
    /* a second begin, an end elsewhere, a capturing stream, the legacy stream */
    CHECK_OK(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue));
    CHECK_ERR(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue), CUDACORE_ERROR_CAPTURE);
    CHECK_ERR(cudacore_recorder_end(rec, cudacore_stream_legacy()), CUDACORE_ERROR_CAPTURE);
    CHECK_OK(cudacore_recorder_cancel(rec));
    CHECK_OK(cudacore_stream_begin_capture(t_s, NULL));
    CHECK_ERR(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue), CUDACORE_ERROR_CAPTURE);
    CHECK_OK(cudacore_stream_end_capture(t_s, &g));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_ERR(cudacore_recorder_begin(rec, cudacore_stream_legacy(), &key, sizeof key, &issue), CUDACORE_ERROR_CAPTURE);
    dead = rec;
    CHECK_OK(cudacore_recorder_destroy(rec));
    CHECK_ERR(cudacore_recorder_begin(dead, t_s, &key, sizeof key, &issue), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_buffer_free(p, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

/* Node kinds that change at the same node and edge counts (a kernel, then a
   host function in its place): by default the first such step's update is
   refused by the driver (deliberate: in tools/sanitize-expected.txt) and the
   step is instantiated; later ones compare kinds first. With
   check_node_kinds the driver never sees such an update. */
static void recorder_kinds_change_at_the_same_counts(void) {
    cudacore_recorder_desc d;
    cudacore_recorder_info info;
    cudacore_recorder rec;
    cudacore_buffer p;
    int check, i, issue = 0, key;
    volatile int hits = 0;
    PREPARE();
    t_alloc(&p, sizeof(int));
    for (check = 0; check < 2; check++) {
        memset(&d, 0, sizeof d);
        d.name = check ? "kinds checked" : "kinds";
        d.check_node_kinds = check;
        d.max_reinstantiations = -1;
        CHECK_OK(cudacore_recorder_create(&d, &rec));
        t_set_int(p, 0);
        hits = 0;
        for (i = 0; i < 6; i++) {
            key = i;
            CHECK_OK(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue));
            CHECK_OK(t_bumps(t_s, p, 1, 1));
            if (i % 2) CHECK_OK(cudacore_stream_launch_host_func(t_s, t_host_bump, (void *)&hits));
            else CHECK_OK(t_bumps(t_s, p, 1, 1));
            CHECK_OK(cudacore_recorder_end(rec, t_s));
        }
        CHECK_OK(cudacore_stream_synchronize(t_s));
        CHECK(t_int(p) == 9 && hits == 3);
        CHECK_OK(cudacore_recorder_get_info(rec, &info));
        CHECK(info.instantiated == 6 && info.updated == 0 && info.steps == 6);
        CHECK(info.updates_refused == (uint64_t)(check ? 0 : 1));
        CHECK_OK(cudacore_recorder_destroy(rec));
    }
    CHECK_OK(cudacore_buffer_free(p, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

/* A recorder's step ended, cancelled or destroyed from another thread than
   its capture's: refused by cudacore before the driver is asked (driver 580
   refuses such an end and ends the capture all the same), the step goes on. */
static cudacore_recorder t_ending;
static cudacore_result t_ending_results[3];
static void *t_end_elsewhere(void *unused) {
    (void)unused;
    t_ending_results[0] = cudacore_recorder_end(t_ending, t_s);
    t_ending_results[1] = cudacore_recorder_cancel(t_ending);
    t_ending_results[2] = cudacore_recorder_destroy(t_ending);
    return NULL;
}

/* Another thread allocates with cuMemAlloc while a THREAD_LOCAL recorder
   captures: allowed, and the step is not disturbed. */
static void recorder_capture_mode_and_green_context(void) {
    cudacore_memory_resource mm;
    cudacore_recorder rec;
    cudacore_sm_resource dev, groups[2], rem;
    cudacore_green_context_desc gd;
    cudacore_context green;
    cudacore_stream gs;
    cudacore_buffer p, ob;
    cudacore_result r;
    unsigned n = 1;
    int issue = 0, issued = -1, key = 9;
    PREPARE();
    rec = t_recorder("threads", 0, 0, CUDACORE_RECORDER_CAPTURE_THREAD_LOCAL);
    CHECK_OK(cudacore_device_malloc_resource_create(0, &mm));
    t_alloc(&p, sizeof(int));
    t_set_int(p, 0);
    CHECK_OK(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue));
    CHECK_OK(t_bumps(t_s, p, 1, 1));
    r = t_alloc_in_thread(mm, &ob);
    CHECK_OK(cudacore_recorder_end(rec, t_s));
    CHECK_OK(r);
    CHECK_OK(cudacore_buffer_free(ob, cudacore_stream_legacy()));
    CHECK(t_int(p) == 1);
    CHECK_OK(cudacore_memory_resource_destroy(mm));
    key = 10; /* ended from another thread: refused; ended here, it runs */
    CHECK_OK(cudacore_recorder_begin(rec, t_s, &key, sizeof key, &issue));
    CHECK_OK(t_bumps(t_s, p, 1, 1));
    t_ending = rec;
    {
        pthread_t th;
        CHECK(pthread_create(&th, NULL, t_end_elsewhere, NULL) == 0);
        CHECK(pthread_join(th, NULL) == 0);
    }
    CHECK(t_ending_results[0] == CUDACORE_ERROR_CAPTURE && t_ending_results[1] == CUDACORE_ERROR_CAPTURE &&
          t_ending_results[2] == CUDACORE_ERROR_CAPTURE);
    CHECK_OK(cudacore_recorder_end(rec, t_s));
    CHECK(t_int(p) == 2);
    /* a green context's stream: instantiated there, then launched as is */
    if (t_cc >= 90) {
        CHECK_OK(cudacore_device_sm_resource(0, &dev));
        CHECK_OK(cudacore_sm_resource_split(&dev, NULL, groups, &n, &rem));
        memset(&gd, 0, sizeof gd);
        gd.resources = &groups[0];
        gd.num_resources = 1;
        CHECK_OK(cudacore_green_context_create(&gd, &green));
        CHECK_OK(cudacore_context_create_stream(green, NULL, &gs));
        CHECK_OK(t_step(rec, gs, p, 1, 1, &issued));
        CHECK(issued == 1);
        CHECK_OK(t_step(rec, gs, p, 1, 1, &issued));
        CHECK(issued == 0);
        CHECK_OK(cudacore_stream_synchronize(gs));
        CHECK(t_int(p) == 4);
        CHECK_OK(cudacore_stream_destroy(gs));
        CHECK_OK(cudacore_context_destroy(green));
        CHECK_OK(cudacore_device_set_current(0));
    }
    CHECK_OK(cudacore_recorder_destroy(rec));
    CHECK_OK(cudacore_buffer_free(p, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

/* Two GPUs: one recorder per device, and a step moved to the other device's
   stream is instantiated there, never launched as is on the old one. */
static void recorder_two_devices(void) {
    cudacore_recorder rec;
    cudacore_recorder_info info;
    cudacore_memory_resource mr1;
    cudacore_stream s1;
    cudacore_buffer p0, p1;
    int n = 0, issued = -1, v = -1;
    PREPARE();
    CHECK_OK(cudacore_device_count(&n));
    if (n < 2) SKIP("needs two GPUs");
    rec = t_recorder("two", 0, 0, CUDACORE_RECORDER_CAPTURE_THREAD_LOCAL);
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_stream_create(NULL, &s1));
    CHECK_OK(cudacore_device_memory_resource(1, &mr1));
    CHECK_OK(cudacore_buffer_allocate(mr1, sizeof(int), s1, &p1));
    CHECK_OK(cudacore_buffer_fill(p1, 0, sizeof(int), 0, 4, s1));
    CHECK_OK(cudacore_device_set_current(0));
    t_alloc(&p0, sizeof(int));
    t_set_int(p0, 0);
    CHECK_OK(t_step(rec, t_s, p0, 1, 1, &issued));
    CHECK_OK(t_step(rec, t_s, p0, 1, 1, &issued));
    CHECK(issued == 0);
    CHECK_OK(cudacore_recorder_begin(rec, s1, (int[2]){1, 1}, 2 * sizeof(int), &issued));
    CHECK(issued == 1); /* another context: captured anew */
    CHECK_OK(t_bumps(s1, p1, 1, 1));
    CHECK_OK(cudacore_recorder_end(rec, s1));
    CHECK_OK(cudacore_buffer_copy_to_host(&v, p1, 0, sizeof v, s1));
    CHECK_OK(cudacore_stream_synchronize(s1));
    CHECK(v == 1 && t_int(p0) == 2);
    CHECK_OK(cudacore_recorder_get_info(rec, &info));
    CHECK(info.instantiated == 2 && info.as_is == 1);
    CHECK_OK(cudacore_recorder_destroy(rec));
    CHECK_OK(cudacore_buffer_free(p1, s1));
    CHECK_OK(cudacore_stream_synchronize(s1));
    CHECK_OK(cudacore_stream_destroy(s1));
    CHECK_OK(cudacore_buffer_free(p0, t_s));
    CHECK_OK(cudacore_stream_synchronize(t_s));
}

static void no_leaks(void) {
    PREPARE();
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPH_EXEC) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_RECORDER) == 0);
}

int main(void) {
    RUN(capture_in_each_mode);
    RUN(capture_modes_restrict_unsafe_calls);
    RUN(capture_fork_join);
    RUN(capture_into_existing_graph);
    RUN(capture_pool_allocations);
    RUN(capture_bad_input);
    RUN(explicit_every_node_kind);
    RUN(explicit_edges_clone_and_destroy);
    RUN(kernel_node_cluster_cooperative_priority);
    RUN(conditional_if_else_while_switch);
    RUN(exec_flags_upload_and_updates);
    RUN(instantiate_failure_explains_itself);
    RUN(lifetime_host_data_follows_clones_and_execs);
    RUN(lifetime_alloc_node_memory);
    RUN(graph_bad_input);
    RUN(launch_on_default_streams);
    RUN(recorder_as_is_update_instantiate_plain);
    RUN(recorder_fork_host_and_graph_memory);
    RUN(recorder_refusals);
    RUN(recorder_kinds_change_at_the_same_counts);
    RUN(recorder_capture_mode_and_green_context);
    RUN(recorder_two_devices);
    RUN(no_leaks);
    TEST_EXIT();
}
