/* host-cost -- what cudacore's wrappers cost over the raw call, on the CPU
   alone: the benchmark's host-cost rows replayed against the mock driver
   (tests/mock/libcuda_multi_mock.so) and the mock NCCL, whose functions do
   next to nothing, so that the difference is cudacore's own work.

     host-cost                  ns per call, raw and cudacore, each row twice:
                                warm (back to back) and cold (caches and branch
                                predictors disturbed between calls, as a real
                                driver call does: it runs thousands of
                                instructions between two of ours)
     valgrind --tool=callgrind --collect-atstart=no --toggle-collect='counted_*' \
       --callgrind-out-file=F host-cost --count
     tools/host_cost_instructions.sh F
                                instructions per call: each row's cudacore_*
                                function (inclusive) against its raw_* twin

     valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes \
       --collect-atstart=no --toggle-collect='cold_*' --callgrind-out-file=F \
       host-cost --count-cold;  callgrind_annotate --inclusive=yes F
                                L1 misses and mispredicted branches per call
                                (/ 200) of each side after a disturbance:
                                deterministic, where the cold column is noisy

   make host-cost runs the first two (make host-cost-callgrind: only the counts).
   A proxy for the GPU benchmark's rows: atomics and divisions count as one
   instruction each, and the real driver's cost is not here. Never used for
   pass/fail. Built in release mode (-DNDEBUG) like the benchmark.         */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stats.h"

#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

typedef int CUres;
static CUres (*drv_alloc)(cudacore_CUdeviceptr *, size_t, cudacore_CUmemoryPool, cudacore_CUstream);
static CUres (*drv_free)(cudacore_CUdeviceptr, cudacore_CUstream);
static CUres (*drv_record)(cudacore_CUevent, cudacore_CUstream);
static CUres (*drv_sync)(cudacore_CUevent);
static CUres (*drv_launch)(const cudacore_CUlaunchConfig *, cudacore_CUfunction, void **, void **);
static CUres (*drv_graph_launch)(cudacore_CUgraphExec, cudacore_CUstream);
static CUres (*drv_map)(unsigned, cudacore_CUgraphicsResource *, cudacore_CUstream);
static CUres (*drv_mapped_pointer)(cudacore_CUdeviceptr *, size_t *, cudacore_CUgraphicsResource);
static CUres (*drv_unmap)(unsigned, cudacore_CUgraphicsResource *, cudacore_CUstream);
static CUres (*drv_encode)(cudacore_tensor_map *, int, unsigned, void *, const cudacore_cuuint64_t *, const cudacore_cuuint64_t *,
                           const cudacore_cuuint32_t *, const cudacore_cuuint32_t *, int, int, int, int);
typedef int (*nccl_all_reduce_fn)(const void *, void *, size_t, cudacore_ncclDataType_t, cudacore_ncclRedOp_t, cudacore_ncclComm_t,
                                  cudacore_CUstream);
typedef int (*nccl_all_gather_fn)(const void *, void *, size_t, cudacore_ncclDataType_t, cudacore_ncclComm_t, cudacore_CUstream);
typedef int (*nccl_broadcast_fn)(const void *, void *, size_t, cudacore_ncclDataType_t, int, cudacore_ncclComm_t, cudacore_CUstream);
static nccl_all_reduce_fn nccl_all_reduce, nccl_reduce_scatter;
static nccl_all_gather_fn nccl_all_gather;
static nccl_broadcast_fn nccl_broadcast;

#define CHECK(x) \
    do { \
        if ((x) != 0) { \
            fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #x, cudacore_last_error()->message); \
            exit(1); \
        } \
    } while (0)
#define FETCH(var, name) \
    do { \
        void *p_ = NULL; \
        CHECK(cudacore_driver_proc(name, 0, &p_)); \
        memcpy(&var, &p_, sizeof p_); \
    } while (0)

/*--- the state every row shares ---*/
static cudacore_stream stream;
static cudacore_CUstream cs;
static cudacore_memory_resource mr;
static cudacore_CUmemoryPool pool;
static cudacore_event ev;
static cudacore_CUevent cev;
static cudacore_kernel kern;
static cudacore_CUkernel ckern;
static cudacore_launch_config cfg;
static cudacore_CUlaunchConfig lc;
static cudacore_buffer buf, buf2, tbuf;
static cudacore_CUdeviceptr dbuf, dbuf2, dtbuf;
static void *kargs[2];
static int kn;
static cudacore_view view;
static cudacore_tensor_map_desc md;
static cudacore_tensor_map tmap;
static cudacore_communicator comm;
static cudacore_ncclComm_t ncomm;
static int have_nccl;
static cudacore_recorder rec;        /* one step captured with key rkey */
static float rkey = 1.0f;
static cudacore_CUgraphExec gexec;   /* the same step's graph, for the raw side */
static cudacore_recorder nrec;       /* update_changed_nodes: a step of NODES launches captured */
static cudacore_CUgraphExec nexec;    /* the same step's graph, for the raw side */
enum { NODES = 100 };
static cudacore_CUgraphNode nnodes[NODES];
static cudacore_CUDA_KERNEL_NODE_PARAMS_v2 nparams;
static int nval;                      /* kernel NODES / 2's argument: changed every step */
static int nkey;                      /* the key of nrec's last step begun (cc_nodes_one's) */
static CUres (*drv_exec_set)(cudacore_CUgraphExec, cudacore_CUgraphNode, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *);
static CUres (*drv_begin_capture)(cudacore_CUstream, int);
static CUres (*drv_end_capture)(cudacore_CUstream, cudacore_CUgraph *);
static CUres (*drv_exec_update)(cudacore_CUgraphExec, cudacore_CUgraph, cudacore_CUgraphExecUpdateResultInfo *);
static CUres (*drv_graph_destroy)(cudacore_CUgraph);
static cudacore_graphics_resource gres; /* a registered GL buffer (the mock's: any name, 1 MiB) */
static cudacore_CUgraphicsResource cgres;

/*--- one function per row and side (callgrind counts them by name) ---*/
NOINLINE static void raw_pool_pair(int n) {
    int i;
    for (i = 0; i < n; i++) {
        cudacore_CUdeviceptr p;
        CHECK(drv_alloc(&p, 256, pool, cs));
        CHECK(drv_free(p, cs));
    }
}
NOINLINE static void cc_pool_pair(int n) {
    int i;
    for (i = 0; i < n; i++) {
        cudacore_buffer b;
        CHECK(cudacore_buffer_allocate(mr, 256, stream, &b));
        CHECK(cudacore_buffer_free(b, stream));
    }
}
NOINLINE static void raw_event(int n) {
    int i;
    for (i = 0; i < n; i++) {
        CHECK(drv_record(cev, cs));
        CHECK(drv_sync(cev));
    }
}
NOINLINE static void cc_event(int n) {
    int i;
    for (i = 0; i < n; i++) {
        CHECK(cudacore_event_record(ev, stream));
        CHECK(cudacore_event_synchronize(ev));
    }
}
NOINLINE static void raw_launch(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(drv_launch(&lc, (cudacore_CUfunction)(void *)ckern, kargs, NULL));
}
NOINLINE static void cc_launch(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(cudacore_launch(stream, &cfg, kern, kargs, 2));
}
NOINLINE static void raw_encode(int n) {
    static const cudacore_cuuint64_t dims[2] = {8192, 8192}, strides[1] = {8192 * 4};
    static const cudacore_cuuint32_t box[2] = {32, 64}, es[2] = {1, 1};
    int i;
    for (i = 0; i < n; i++) CHECK(drv_encode(&tmap, 7, 2, (void *)(uintptr_t)dtbuf, dims, strides, box, es, 0, 3, 0, 0));
}
NOINLINE static void cc_encode(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(cudacore_tensor_map_encode_tiled(&md, &tmap));
}
NOINLINE static void raw_all_reduce(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(nccl_all_reduce((void *)(uintptr_t)dbuf, (void *)(uintptr_t)dbuf2, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, ncomm, cs));
}
NOINLINE static void cc_all_reduce(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(cudacore_communicator_all_reduce(comm, buf, 0, buf2, 0, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, stream));
}
NOINLINE static void raw_all_reduce_in_place(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(nccl_all_reduce((void *)(uintptr_t)dbuf, (void *)(uintptr_t)dbuf, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, ncomm, cs));
}
NOINLINE static void cc_all_reduce_in_place(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(cudacore_communicator_all_reduce(comm, buf, 0, buf, 0, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, stream));
}
NOINLINE static void raw_all_gather(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(nccl_all_gather((void *)(uintptr_t)dbuf, (void *)(uintptr_t)dbuf2, 2, CUDACORE_ncclFloat32, ncomm, cs));
}
NOINLINE static void cc_all_gather(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(cudacore_communicator_all_gather(comm, buf, 0, buf2, 0, 2, CUDACORE_ncclFloat32, stream));
}
NOINLINE static void raw_reduce_scatter(int n) {
    int i;
    for (i = 0; i < n; i++)
        CHECK(nccl_reduce_scatter((void *)(uintptr_t)dbuf, (void *)(uintptr_t)dbuf2, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, ncomm, cs));
}
NOINLINE static void cc_reduce_scatter(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(cudacore_communicator_reduce_scatter(comm, buf, 0, buf2, 0, 2, CUDACORE_ncclFloat32, CUDACORE_ncclSum, stream));
}
NOINLINE static void raw_broadcast(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(nccl_broadcast((void *)(uintptr_t)dbuf, (void *)(uintptr_t)dbuf2, 2, CUDACORE_ncclFloat32, 0, ncomm, cs));
}
NOINLINE static void cc_broadcast(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(cudacore_communicator_broadcast(comm, buf, 0, buf2, 0, 2, CUDACORE_ncclFloat32, 0, stream));
}
NOINLINE static void raw_recorder_as_is(int n) {
    int i;
    for (i = 0; i < n; i++) CHECK(drv_graph_launch(gexec, cs));
}
NOINLINE static void cc_recorder_as_is(int n) {
    int i, issue = 1;
    for (i = 0; i < n; i++) {
        CHECK(cudacore_recorder_begin(rec, stream, &rkey, sizeof rkey, &issue));
        CHECK(cudacore_recorder_end(rec, stream));
    }
    if (issue) exit(3); /* (launched as is: the step's code never runs) */
}
/* Raw's step with one kernel's argument changed: that node set, the graph
   launched (raw_nodes_one's and raw_nodes_by_index's). */
static void raw_set_one_and_launch(void) {
    void *a[2];
    nval = (nval + 1) & 511; /* (fill42 writes nval ints: within the buffer) */
    a[0] = &dbuf, a[1] = &nval;
    nparams.kernelParams = a;
    CHECK(drv_exec_set(nexec, nnodes[NODES / 2], &nparams));
    CHECK(drv_graph_launch(nexec, cs));
}
/* A step of NODES kernels with one argument changed: raw, that node set
   and the graph launched; cudacore, the step issued to a recorder that
   compares it (update_changed_nodes) and sets that node. */
NOINLINE static void raw_nodes_one(int n) {
    int i;
    for (i = 0; i < n; i++) raw_set_one_and_launch();
}
NOINLINE static void cc_nodes_one(int n) {
    int i, j, issue = 0;
    for (i = 0; i < n; i++) {
        nval = (nval + 1) & 511; /* (fill42 writes nval ints: within the buffer) */
        CHECK(cudacore_recorder_begin(nrec, stream, &nval, sizeof nval, &issue));
        nkey = nval;
        for (j = 0; issue && j < NODES; j++) {
            void *a[2];
            a[0] = &dbuf, a[1] = j == NODES / 2 ? (void *)&nval : (void *)&kn;
            CHECK(cudacore_launch(stream, &cfg, kern, a, 2));
        }
        CHECK(cudacore_recorder_end(nrec, stream));
    }
}
/* The same change as a program that knows it writes it: kernel NODES / 2's
   arguments set by index, the step begun with the last key (launched as
   is); raw, as raw_nodes_one. */
NOINLINE static void cc_nodes_by_index(int n) {
    int i, issue = 0;
    for (i = 0; i < n; i++) {
        void *a[2];
        nval = (nval + 1) & 511;
        a[0] = &dbuf, a[1] = &nval;
        CHECK(cudacore_recorder_set_kernel_args(nrec, NODES / 2, a, 2));
        CHECK(cudacore_recorder_begin(nrec, stream, &nkey, sizeof nkey, &issue));
        if (issue) exit(3);
        CHECK(cudacore_recorder_end(nrec, stream));
    }
}
NOINLINE static void raw_nodes_by_index(int n) {
    int i;
    for (i = 0; i < n; i++) raw_set_one_and_launch();
}
/* The same step with every kernel's argument changed: raw, every node set
   and the graph launched; cudacore, every node set by the compared step. */
NOINLINE static void raw_nodes_every(int n) {
    int i, j;
    for (i = 0; i < n; i++) {
        void *a[2];
        nval = (nval + 1) & 511;
        a[0] = &dbuf, a[1] = &nval;
        nparams.kernelParams = a;
        for (j = 0; j < NODES; j++) CHECK(drv_exec_set(nexec, nnodes[j], &nparams));
        CHECK(drv_graph_launch(nexec, cs));
    }
}
NOINLINE static void cc_nodes_every(int n) {
    int i, j, issue = 0;
    for (i = 0; i < n; i++) {
        nval = (nval + 1) & 511;
        CHECK(cudacore_recorder_begin(nrec, stream, &nval, sizeof nval, &issue));
        for (j = 0; issue && j < NODES; j++) {
            void *a[2];
            a[0] = &dbuf, a[1] = &nval;
            CHECK(cudacore_launch(stream, &cfg, kern, a, 2));
        }
        CHECK(cudacore_recorder_end(nrec, stream));
    }
}
/* The same step, its first call one the recorder does not compare (a
   capture-info query): captured, its calls kept, the graph updated; raw,
   capture + cuGraphExecUpdate + cuGraphLaunch. */
NOINLINE static void raw_nodes_fallback(int n) {
    int i, j;
    for (i = 0; i < n; i++) {
        cudacore_CUgraphExecUpdateResultInfo info;
        cudacore_CUgraph g = NULL;
        nval = (nval + 1) & 511;
        CHECK(drv_begin_capture(cs, 0));
        for (j = 0; j < NODES; j++) {
            void *a[2];
            a[0] = &dbuf, a[1] = j == NODES / 2 ? (void *)&nval : (void *)&kn;
            CHECK(drv_launch(&lc, nparams.func, a, NULL)); /* (the function the recorder's nodes name) */
        }
        CHECK(drv_end_capture(cs, &g));
        CHECK(drv_exec_update(nexec, g, &info));
        CHECK(drv_graph_launch(nexec, cs));
        CHECK(drv_graph_destroy(g));
    }
}
NOINLINE static void cc_nodes_fallback(int n) {
    int i, j, issue = 0;
    for (i = 0; i < n; i++) {
        cudacore_capture_info ci;
        nval = (nval + 1) & 511;
        CHECK(cudacore_recorder_begin(nrec, stream, &nval, sizeof nval, &issue));
        if (issue) CHECK(cudacore_stream_get_capture_info(stream, &ci));
        for (j = 0; issue && j < NODES; j++) {
            void *a[2];
            a[0] = &dbuf, a[1] = j == NODES / 2 ? (void *)&nval : (void *)&kn;
            CHECK(cudacore_launch(stream, &cfg, kern, a, 2));
        }
        CHECK(cudacore_recorder_end(nrec, stream));
    }
}
NOINLINE static void raw_graphics(int n) {
    int i;
    for (i = 0; i < n; i++) {
        cudacore_CUdeviceptr p;
        size_t size;
        CHECK(drv_map(1, &cgres, cs));
        CHECK(drv_mapped_pointer(&p, &size, cgres));
        CHECK(drv_unmap(1, &cgres, cs));
    }
}
NOINLINE static void cc_graphics(int n) {
    int i;
    for (i = 0; i < n; i++) {
        cudacore_buffer b;
        CHECK(cudacore_graphics_map(gres, stream));
        CHECK(cudacore_graphics_mapped_buffer(gres, &b));
        CHECK(cudacore_graphics_unmap(gres, stream));
    }
}

typedef struct row_fns {
    const char *name;
    void (*raw)(int);
    void (*cc)(int);
    int nccl; /* 1: needs the mock NCCL */
} row_fns;
static const row_fns row_table[] = {
    {"pool alloc+free pair, 256 B", raw_pool_pair, cc_pool_pair, 0},
    {"event record + sync, timing off", raw_event, cc_event, 0},
    {"launch, 2 arguments (void **)", raw_launch, cc_launch, 0},
    {"tensor map encode, tiled 2-D from a view", raw_encode, cc_encode, 0},
    {"NCCL all-reduce, 8 B, 1 rank, out of place", raw_all_reduce, cc_all_reduce, 1},
    {"NCCL all-reduce, 8 B, 1 rank, in place", raw_all_reduce_in_place, cc_all_reduce_in_place, 1},
    {"NCCL all-gather, 8 B, 1 rank, out of place", raw_all_gather, cc_all_gather, 1},
    {"NCCL reduce-scatter, 8 B, 1 rank, out of place", raw_reduce_scatter, cc_reduce_scatter, 1},
    {"NCCL broadcast, 8 B, 1 rank, out of place", raw_broadcast, cc_broadcast, 1},
    {"recorder step as is (vs cuGraphLaunch)", raw_recorder_as_is, cc_recorder_as_is, 0},
    {"recorder step, 100 kernels, one argument changed, update_changed_nodes (vs set one node)", raw_nodes_one, cc_nodes_one, 0},
    {"recorder step, 100 kernels, one argument set by index, update_changed_nodes (vs set one node)", raw_nodes_by_index, cc_nodes_by_index, 0},
    {"recorder step, 100 kernels, every argument changed, update_changed_nodes (vs set every node)", raw_nodes_every, cc_nodes_every, 0},
    {"recorder step, 100 kernels, fallback to capture, update_changed_nodes (vs capture + update)", raw_nodes_fallback, cc_nodes_fallback, 0},
    {"GL buffer map + mapped pointer + unmap", raw_graphics, cc_graphics, 0},
};

/*--- the disturbance: what a driver call does to the caches between two of ours ---*/
static volatile unsigned sink;
static unsigned char *junk;
#define D1(k) v = v * 2654435761u + (k); if (v & 0x100) v ^= (k) * 7u;
#define D4(k) D1(k) D1(k + 1) D1(k + 2) D1(k + 3)
#define D16(k) D4(k) D4(k + 4) D4(k + 8) D4(k + 12)
#define D64(k) D16(k) D16(k + 16) D16(k + 32) D16(k + 48)
#define D256(k) D64(k) D64(k + 64) D64(k + 128) D64(k + 192)
NOINLINE static void disturb_code(void) { /* some 40 KB of straight code with a branch each step: L1i and the predictors */
    unsigned v = sink;
    D256(1) D256(300) D256(600) D256(900) D256(1200) D256(1500) D256(1800) D256(2100)
    sink = v;
}
NOINLINE static void disturb(void) {
    size_t i;
    for (i = 0; i < ((size_t)2 << 20); i += 64) junk[i]++; /* 2 MiB of data: L1d and L2 */
    disturb_code();
}

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}
/* Median ns of one call of f: warm (n back to back), or cold (each after a disturbance). */
static double measure(void (*f)(int), int cold) {
    enum { REPS = 15, N = 20000, NC = 400 };
    double t[REPS];
    int r, i;
    for (r = 0; r < REPS; r++) {
        double sum = 0;
        if (!cold) {
            double t0 = now_ns();
            f(N);
            t[r] = (now_ns() - t0) / N;
            continue;
        }
        for (i = 0; i < NC; i++) {
            double t0;
            disturb();
            t0 = now_ns();
            f(1);
            sum += now_ns() - t0;
        }
        t[r] = sum / NC;
    }
    return bench_median(t, REPS);
}

/*--- set-up on the mocks ---*/
static void locate(char *out, size_t cap, const char *argv0, const char *name) {
    const char *slash = strrchr(argv0, '/');
    snprintf(out, cap, "%.*s/tests/%s", slash ? (int)(slash - argv0) : 1, slash ? argv0 : ".", name);
}

static void set_up(const char *argv0, int check_args) {
    static char cuda[1024], nccl[1024];
    static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry fill42(.param .u64 p, .param .u32 n) { ret; }\n";
    cudacore_desc d;
    cudacore_object_code_desc od;
    cudacore_object_code oc;
    cudacore_view_desc vd;
    int64_t shape[2] = {8192, 8192};
    cudacore_event_desc ed;
    locate(cuda, sizeof cuda, argv0, "libcuda_multi_mock.so");
    locate(nccl, sizeof nccl, argv0, "libnccl_mock.so");
    setenv("CUDACORE_MOCK_DEVICES", "1", 1);
    memset(&d, 0, sizeof d);
    d.libcuda_path = cuda;
    d.nccl_path = nccl;
    d.quiet = 1;
    d.check_kernel_args = check_args;
    CHECK(cudacore_setup(&d));
    FETCH(drv_alloc, "cuMemAllocFromPoolAsync");
    FETCH(drv_free, "cuMemFreeAsync");
    FETCH(drv_record, "cuEventRecord");
    FETCH(drv_sync, "cuEventSynchronize");
    FETCH(drv_launch, "cuLaunchKernelEx");
    FETCH(drv_encode, "cuTensorMapEncodeTiled");
    FETCH(drv_graph_launch, "cuGraphLaunch");
    FETCH(drv_map, "cuGraphicsMapResources");
    FETCH(drv_mapped_pointer, "cuGraphicsResourceGetMappedPointer");
    FETCH(drv_unmap, "cuGraphicsUnmapResources");
    CHECK(cudacore_device_set_current(0));
    CHECK(cudacore_stream_create(NULL, &stream));
    CHECK(cudacore_stream_native(stream, &cs));
    CHECK(cudacore_device_memory_resource(0, &mr));
    {
        cudacore_memory_resource_info mi;
        CHECK(cudacore_memory_resource_get_info(mr, &mi));
        pool = mi.pool;
    }
    memset(&ed, 0, sizeof ed);
    CHECK(cudacore_event_create(&ed, &ev));
    CHECK(cudacore_event_native(ev, &cev));
    CHECK(cudacore_buffer_allocate(mr, 4096, stream, &buf));
    CHECK(cudacore_buffer_native(buf, &dbuf));
    CHECK(cudacore_buffer_allocate(mr, 4096, stream, &buf2));
    CHECK(cudacore_buffer_native(buf2, &dbuf2));
    /* the kernel: the mock's fill42(int *p, int n), n = 0 */
    memset(&od, 0, sizeof od);
    od.data = ptx;
    od.size = sizeof ptx - 1;
    od.type = CUDACORE_CODE_PTX;
    CHECK(cudacore_object_code_load(&od, &oc));
    CHECK(cudacore_object_code_get_kernel(oc, "fill42", &kern));
    CHECK(cudacore_kernel_native(kern, &ckern));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    kargs[0] = &dbuf;
    kargs[1] = &kn;
    memset(&lc, 0, sizeof lc);
    lc.gridDimX = lc.gridDimY = lc.gridDimZ = lc.blockDimX = lc.blockDimY = lc.blockDimZ = 1;
    lc.hStream = cs;
    /* a 2-D float view for the tensor map (the mock's "device memory" is host memory: keep it small) */
    CHECK(cudacore_buffer_allocate(mr, (size_t)8192 * 8192 * 4, stream, &tbuf));
    CHECK(cudacore_buffer_native(tbuf, &dtbuf));
    memset(&vd, 0, sizeof vd);
    vd.buffer = tbuf;
    vd.ndim = 2;
    vd.shape = shape;
    vd.dtype.code = 2;
    vd.dtype.bits = 32;
    CHECK(cudacore_view_create(&vd, &view));
    memset(&md, 0, sizeof md);
    md.view = &view;
    md.box[0] = 32;
    md.box[1] = 64;
    md.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B;
    /* a recorder with one step of one launch captured, and that step's graph */
    {
        cudacore_recorder_desc rd;
        cudacore_capture_desc cd;
        cudacore_graph g;
        cudacore_graph_exec e;
        int issue = 0;
        memset(&rd, 0, sizeof rd);
        CHECK(cudacore_recorder_create(&rd, &rec));
        CHECK(cudacore_recorder_begin(rec, stream, &rkey, sizeof rkey, &issue));
        CHECK(cudacore_launch(stream, &cfg, kern, kargs, 2));
        CHECK(cudacore_recorder_end(rec, stream));
        memset(&cd, 0, sizeof cd);
        CHECK(cudacore_stream_begin_capture(stream, &cd));
        CHECK(cudacore_launch(stream, &cfg, kern, kargs, 2));
        CHECK(cudacore_stream_end_capture(stream, &g));
        CHECK(cudacore_graph_instantiate(g, NULL, &e));
        CHECK(cudacore_graph_exec_native(e, &gexec));
    }
    /* a recorder that updates only the changed nodes, its step of NODES
       launches captured; the same step captured for the raw side */
    {
        cudacore_recorder_desc rd;
        cudacore_capture_desc cd;
        cudacore_graph g;
        cudacore_graph_exec e;
        cudacore_CUgraph cg;
        CUres (*get_nodes)(cudacore_CUgraph, cudacore_CUgraphNode *, size_t *);
        CUres (*get_function)(cudacore_CUfunction *, cudacore_CUkernel);
        size_t count = NODES;
        int j;
        memset(&rd, 0, sizeof rd);
        rd.update_changed_nodes = 1;
        CHECK(cudacore_recorder_create(&rd, &nrec));
        cc_nodes_one(1);
        {
            void *p = NULL;
            CHECK(cudacore_driver_proc("cuGraphExecKernelNodeSetParams", 12000, &p)); /* (the v2 parameters) */
            memcpy(&drv_exec_set, &p, sizeof p);
        }
        FETCH(get_nodes, "cuGraphGetNodes");
        FETCH(get_function, "cuKernelGetFunction");
        FETCH(drv_begin_capture, "cuStreamBeginCapture");
        FETCH(drv_end_capture, "cuStreamEndCapture");
        {
            void *p = NULL;
            CHECK(cudacore_driver_proc("cuGraphExecUpdate", 12000, &p)); /* (the result info form) */
            memcpy(&drv_exec_update, &p, sizeof p);
        }
        FETCH(drv_graph_destroy, "cuGraphDestroy");
        memset(&cd, 0, sizeof cd);
        CHECK(cudacore_stream_begin_capture(stream, &cd));
        for (j = 0; j < NODES; j++) CHECK(cudacore_launch(stream, &cfg, kern, kargs, 2));
        CHECK(cudacore_stream_end_capture(stream, &g));
        CHECK(cudacore_graph_instantiate(g, NULL, &e));
        CHECK(cudacore_graph_exec_native(e, &nexec));
        CHECK(cudacore_graph_native(g, &cg));
        CHECK(get_nodes(cg, nnodes, &count));
        memset(&nparams, 0, sizeof nparams);
        CHECK(get_function(&nparams.func, ckern));
        nparams.gridDimX = nparams.gridDimY = nparams.gridDimZ = nparams.blockDimX = nparams.blockDimY = nparams.blockDimZ = 1;
    }
    CHECK(cudacore_graphics_register_gl_buffer(1, NULL, &gres));
    CHECK(cudacore_graphics_resource_native(gres, &cgres));
    /* a one-rank communicator on the mock NCCL */
    {
        int devs[1] = {0};
        if (cudacore_communicator_create_all(NULL, devs, 1, &comm) == CUDACORE_SUCCESS) {
            cudacore_fnptr f = cudacore_library_function(CUDACORE_LIBRARY_NCCL, CUDACORE__NCCL_ncclAllReduce, NULL);
            CHECK(cudacore_communicator_native(comm, &ncomm));
            memcpy(&nccl_all_reduce, &f, sizeof f);
            f = cudacore_library_function(CUDACORE_LIBRARY_NCCL, CUDACORE__NCCL_ncclReduceScatter, NULL);
            memcpy(&nccl_reduce_scatter, &f, sizeof f);
            f = cudacore_library_function(CUDACORE_LIBRARY_NCCL, CUDACORE__NCCL_ncclAllGather, NULL);
            memcpy(&nccl_all_gather, &f, sizeof f);
            f = cudacore_library_function(CUDACORE_LIBRARY_NCCL, CUDACORE__NCCL_ncclBroadcast, NULL);
            memcpy(&nccl_broadcast, &f, sizeof f);
            have_nccl = 1;
        } else {
            fprintf(stderr, "host-cost: no NCCL row (%s)\n", cudacore_last_error()->message);
        }
    }
    junk = (unsigned char *)calloc((size_t)2 << 20, 1);
    if (!junk) exit(1);
}

/* --count (under callgrind, collecting only inside these two): the rows'
   sides, 1000 calls each, named apart by the row name passed along. */
NOINLINE static void counted_raw(void (*f)(int), const char *row) {
    f(1000);
    (void)row;
}
NOINLINE static void counted_cc(void (*f)(int), const char *row) {
    f(1000);
    (void)row;
}

/* --count-cold (under callgrind --cache-sim=yes --branch-sim=yes,
   collecting only inside these two): 200 calls of each side, each after a
   disturbance (the cold column's), so that the simulated L1 misses and
   mispredicted branches per call are what a call pays after a driver call. */
NOINLINE static void cold_raw(void (*f)(int), const char *row) {
    f(1);
    (void)row;
}
NOINLINE static void cold_cc(void (*f)(int), const char *row) {
    f(1);
    (void)row;
}

/* --trace (under valgrind --tool=lackey --trace-mem=yes): one call of each
   side of each row, after a warm-up, between stores to `marker` that
   tools/host_cost_lines.py finds in the trace to count the distinct cache
   lines (code and data) each side touches. */
volatile int marker;
static void trace_rows(void) {
    int i;
    for (i = 0; i < (int)(sizeof row_table / sizeof row_table[0]); i++) {
        if (!have_nccl && row_table[i].nccl) continue;
        row_table[i].raw(3);
        row_table[i].cc(3);
        marker = 2 * i + 1;
        row_table[i].raw(1);
        marker = 2 * i + 2;
        row_table[i].cc(1);
        marker = 1000;
    }
    printf("host-cost: marker at %p\n", (void *)&marker);
}

int main(int argc, char **argv) {
    int count = argc > 1 && !strcmp(argv[1], "--count"), check_args = 0, i, k;
    for (k = 1; k < argc; k++)
        if (!strcmp(argv[k], "--check-args")) check_args = 1;
    set_up(argv[0], check_args);
    if (argc > 1 && !strcmp(argv[1], "--trace")) {
        trace_rows();
        return 0;
    }
    if (argc > 1 && !strcmp(argv[1], "--count-cold")) {
        for (i = 0; i < (int)(sizeof row_table / sizeof row_table[0]); i++) {
            if (!have_nccl && row_table[i].raw == raw_all_reduce) continue;
            row_table[i].raw(100);
            row_table[i].cc(100);
            for (k = 0; k < 200; k++) {
                disturb();
                cold_raw(row_table[i].raw, row_table[i].name);
                disturb();
                cold_cc(row_table[i].cc, row_table[i].name);
            }
        }
        printf("host-cost: 200 cold calls of each side of each row\n");
        return 0;
    }
    if (count) { /* under callgrind --toggle-collect='counted_*': 1000 calls of each side, after a warm-up */
        for (i = 0; i < (int)(sizeof row_table / sizeof row_table[0]); i++) {
            if (!have_nccl && row_table[i].nccl) continue;
            row_table[i].raw(100);
            row_table[i].cc(100);
            counted_raw(row_table[i].raw, row_table[i].name);
            counted_cc(row_table[i].cc, row_table[i].name);
        }
        printf("host-cost: 1000 calls of each side of each row\n");
        return 0;
    }
    printf("host-cost on the mock driver%s: ns per call (median of 15), cudacore - raw = the wrapper's cost\n",
           check_args ? ", check_kernel_args on" : "");
    printf("  %-48s %8s %8s %8s   %8s %8s %8s\n", "row", "raw", "cudacore", "+", "raw cold", "cc cold", "+ cold");
    for (i = 0; i < (int)(sizeof row_table / sizeof row_table[0]); i++) {
        double rw, cw, rc, cc;
        if (!have_nccl && row_table[i].nccl) continue;
        row_table[i].raw(2000); /* warm-up */
        row_table[i].cc(2000);
        rw = measure(row_table[i].raw, 0);
        cw = measure(row_table[i].cc, 0);
        rc = measure(row_table[i].raw, 1);
        cc = measure(row_table[i].cc, 1);
        printf("  %-48s %8.1f %8.1f %8.1f   %8.1f %8.1f %8.1f\n", row_table[i].name, rw, cw, cw - rw, rc, cc, cc - rc);
    }
    return 0;
}
