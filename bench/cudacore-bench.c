/* cudacore-bench -- what cudacore costs over the raw driver API, measured.

   Each operation runs twice in this one process, through cudacore and through
   the raw driver call it wraps, using the same loaded libcuda (raw pointers are
   fetched once with cudacore_driver_proc). Host-cost rows: many rounds, each
   one short batch per side, the order alternating from round to round; each
   side's figure is its median over rounds, and the row keeps the median of
   the per-round differences with its 95% CI (see "paired rounds" below).
   Other rows alternate the two sides after a warm-up; figures are medians.
   The run ends with "host-cost rows: N met the goal, M not: <names>".
   CUDACORE_BENCH_ROUNDS=FILE appends every paired row's rounds to FILE
   (tools/rounds_pool.py pools them over processes).

     cudacore-bench OUTDIR          writes OUTDIR/bench.json and OUTDIR/bench.md
     cudacore-bench OUTDIR --quick  fewer repeats (a smoke run)
       --launch-only                only the launch rows (each argument form)
       --check-args                 cudacore_desc.check_kernel_args = 1: the
                                    argument check's cost in a release build
   The file also builds as C++ (make build/cudacore-bench-cxx), which adds
   the cudacore_launch_values rows, and without NDEBUG (make
   build/cudacore-bench-debug): what the debug build's checks cost.

   Without a GPU it says it needs one and exits 0. Build: make bench.
   Never used for pass/fail: performance is not asserted by any test.       */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <pthread.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "stats.h"

/*--- raw driver entry points, fetched once ---------------------------------*/
typedef int CUres; /* the bench only tests for 0 */
static CUres (*raw_cuLaunchKernel)(cudacore_CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                   cudacore_CUstream, void **, void **);
static CUres (*raw_cuStreamSynchronize)(cudacore_CUstream);
static CUres (*raw_cuModuleLoadData)(cudacore_CUmodule *, const void *);
static CUres (*raw_cuModuleGetFunction)(cudacore_CUfunction *, cudacore_CUmodule, const char *);
static CUres (*raw_cuModuleUnload)(cudacore_CUmodule);
static CUres (*raw_cuMemAllocFromPoolAsync)(cudacore_CUdeviceptr *, size_t, cudacore_CUmemoryPool, cudacore_CUstream);
static CUres (*raw_cuMemFreeAsync)(cudacore_CUdeviceptr, cudacore_CUstream);
static CUres (*raw_cuDeviceGetMemPool)(cudacore_CUmemoryPool *, cudacore_CUdevice);
static CUres (*raw_cuMemPoolSetAttribute)(cudacore_CUmemoryPool, cudacore_CUmemPool_attribute, void *);
static CUres (*raw_cuMemcpyHtoDAsync)(cudacore_CUdeviceptr, const void *, size_t, cudacore_CUstream);
static CUres (*raw_cuMemcpyDtoHAsync)(void *, cudacore_CUdeviceptr, size_t, cudacore_CUstream);
static CUres (*raw_cuMemcpyDtoDAsync)(cudacore_CUdeviceptr, cudacore_CUdeviceptr, size_t, cudacore_CUstream);
static CUres (*raw_cuMemAlloc)(cudacore_CUdeviceptr *, size_t);
static CUres (*raw_cuMemFree)(cudacore_CUdeviceptr);
static CUres (*raw_cuMemHostAlloc)(void **, size_t, unsigned);
static CUres (*raw_cuMemFreeHost)(void *);
static CUres (*raw_cuEventCreate)(cudacore_CUevent *, unsigned);
static CUres (*raw_cuEventRecord)(cudacore_CUevent, cudacore_CUstream);
static CUres (*raw_cuEventSynchronize)(cudacore_CUevent);
static CUres (*raw_cuEventElapsedTime)(float *, cudacore_CUevent, cudacore_CUevent);
static CUres (*raw_cuEventDestroy)(cudacore_CUevent);
static CUres (*raw_cuStreamBeginCapture)(cudacore_CUstream, int);
static CUres (*raw_cuStreamEndCapture)(cudacore_CUstream, cudacore_CUgraph *);
static CUres (*raw_cuGraphDestroy)(cudacore_CUgraph);
static CUres (*raw_cuLibraryLoadData)(cudacore_CUlibrary *, const void *, void *, void *, unsigned, void *, void *, unsigned);
static CUres (*raw_cuLibraryGetKernel)(cudacore_CUkernel *, cudacore_CUlibrary, const char *);
static CUres (*raw_cuLibraryUnload)(cudacore_CUlibrary);
static CUres (*raw_cuGraphLaunch)(cudacore_CUgraphExec, cudacore_CUstream);
static CUres (*raw_cuCtxPushCurrent)(cudacore_CUcontext);
static CUres (*raw_cuCtxPopCurrent)(cudacore_CUcontext *);
static CUres (*raw_cuCtxCreate)(cudacore_CUcontext *, unsigned, cudacore_CUdevice);
static CUres (*raw_cuCtxDestroy)(cudacore_CUcontext);
static CUres (*raw_cuStreamCreate)(cudacore_CUstream *, unsigned);
static CUres (*raw_cuStreamDestroy)(cudacore_CUstream);
static CUres (*raw_cuMemcpyPeerAsync)(cudacore_CUdeviceptr, cudacore_CUcontext, cudacore_CUdeviceptr, cudacore_CUcontext, size_t, cudacore_CUstream);
static CUres (*raw_cuArray3DCreate)(cudacore_CUarray *, const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *);
static CUres (*raw_cuArrayDestroy)(cudacore_CUarray);
static CUres (*raw_cuTexObjectCreate)(cudacore_CUtexObject *, const cudacore_CUDA_RESOURCE_DESC_v1 *, const cudacore_CUDA_TEXTURE_DESC_v1 *,
                                      const void *);
static CUres (*raw_cuTexObjectDestroy)(cudacore_CUtexObject);
static CUres (*raw_cuSurfObjectCreate)(cudacore_CUsurfObject *, const cudacore_CUDA_RESOURCE_DESC_v1 *);
static CUres (*raw_cuSurfObjectDestroy)(cudacore_CUsurfObject);
static CUres (*raw_cuMemcpyAsync)(cudacore_CUdeviceptr, cudacore_CUdeviceptr, size_t, cudacore_CUstream);
static CUres (*raw_cuMemcpyBatchAsync)(cudacore_CUdeviceptr *, cudacore_CUdeviceptr *, size_t *, size_t, cudacore_CUmemcpyAttributes_v1 *, size_t *,
                                       size_t, size_t *, cudacore_CUstream); /* the 12.8 ABI; NULL before 12.8 */
static CUres (*raw_cuGraphicsMapResources)(unsigned, cudacore_CUgraphicsResource *, cudacore_CUstream);
static CUres (*raw_cuGraphicsUnmapResources)(unsigned, cudacore_CUgraphicsResource *, cudacore_CUstream);
static CUres (*raw_cuGraphicsResourceGetMappedPointer)(cudacore_CUdeviceptr *, size_t *, cudacore_CUgraphicsResource);
static CUres (*raw_cuTensorMapEncodeTiled)(cudacore_tensor_map *, int, unsigned, void *, const cudacore_cuuint64_t *, const cudacore_cuuint64_t *,
                                           const cudacore_cuuint32_t *, const cudacore_cuuint32_t *, int, int, int, int);

#define FETCH(var, name) \
    do { \
        void *p_ = NULL; \
        CUDACORE_CHECK(cudacore_driver_proc(name, 0, &p_)); \
        memcpy(&var, &p_, sizeof p_); \
    } while (0)
#define RAW(call) \
    do { \
        CUres r_ = (call); \
        if (r_ != 0) { \
            fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, r_); \
            exit(1); \
        } \
    } while (0)

static void fetch_raw(void) {
    FETCH(raw_cuLaunchKernel, "cuLaunchKernel");
    FETCH(raw_cuStreamSynchronize, "cuStreamSynchronize");
    FETCH(raw_cuModuleLoadData, "cuModuleLoadData");
    FETCH(raw_cuModuleGetFunction, "cuModuleGetFunction");
    FETCH(raw_cuModuleUnload, "cuModuleUnload");
    FETCH(raw_cuMemAllocFromPoolAsync, "cuMemAllocFromPoolAsync");
    FETCH(raw_cuMemFreeAsync, "cuMemFreeAsync");
    FETCH(raw_cuDeviceGetMemPool, "cuDeviceGetMemPool");
    FETCH(raw_cuMemPoolSetAttribute, "cuMemPoolSetAttribute");
    FETCH(raw_cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync");
    FETCH(raw_cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync");
    FETCH(raw_cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync");
    FETCH(raw_cuMemAlloc, "cuMemAlloc");
    FETCH(raw_cuMemFree, "cuMemFree");
    FETCH(raw_cuMemHostAlloc, "cuMemHostAlloc");
    FETCH(raw_cuMemFreeHost, "cuMemFreeHost");
    FETCH(raw_cuEventCreate, "cuEventCreate");
    FETCH(raw_cuEventRecord, "cuEventRecord");
    FETCH(raw_cuEventSynchronize, "cuEventSynchronize");
    FETCH(raw_cuEventElapsedTime, "cuEventElapsedTime");
    FETCH(raw_cuEventDestroy, "cuEventDestroy");
    FETCH(raw_cuStreamBeginCapture, "cuStreamBeginCapture");
    FETCH(raw_cuStreamEndCapture, "cuStreamEndCapture");
    FETCH(raw_cuGraphDestroy, "cuGraphDestroy");
    FETCH(raw_cuLibraryLoadData, "cuLibraryLoadData");
    FETCH(raw_cuLibraryGetKernel, "cuLibraryGetKernel");
    FETCH(raw_cuLibraryUnload, "cuLibraryUnload");
    FETCH(raw_cuGraphLaunch, "cuGraphLaunch");
    FETCH(raw_cuCtxPushCurrent, "cuCtxPushCurrent");
    FETCH(raw_cuCtxPopCurrent, "cuCtxPopCurrent");
    FETCH(raw_cuCtxCreate, "cuCtxCreate");
    FETCH(raw_cuCtxDestroy, "cuCtxDestroy");
    FETCH(raw_cuStreamCreate, "cuStreamCreate");
    FETCH(raw_cuStreamDestroy, "cuStreamDestroy");
    FETCH(raw_cuMemcpyPeerAsync, "cuMemcpyPeerAsync");
    FETCH(raw_cuArray3DCreate, "cuArray3DCreate");
    FETCH(raw_cuArrayDestroy, "cuArrayDestroy");
    FETCH(raw_cuTexObjectCreate, "cuTexObjectCreate");
    FETCH(raw_cuTexObjectDestroy, "cuTexObjectDestroy");
    FETCH(raw_cuSurfObjectCreate, "cuSurfObjectCreate");
    FETCH(raw_cuSurfObjectDestroy, "cuSurfObjectDestroy");
    FETCH(raw_cuMemcpyAsync, "cuMemcpyAsync");
    FETCH(raw_cuGraphicsMapResources, "cuGraphicsMapResources");
    FETCH(raw_cuGraphicsUnmapResources, "cuGraphicsUnmapResources");
    FETCH(raw_cuGraphicsResourceGetMappedPointer, "cuGraphicsResourceGetMappedPointer");
    {
        void *p = NULL;
        if (cudacore_driver_proc("cuMemcpyBatchAsync", 0, &p) == CUDACORE_SUCCESS) memcpy(&raw_cuMemcpyBatchAsync, &p, sizeof p);
        cudacore_clear_error();
    }
    FETCH(raw_cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled");
}

/*--- timing and results ----------------------------------------------------*/
static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

typedef struct row {
    const char *op, *unit, *target, *kind; /* kind: "ratio" (lower is better), "bandwidth" (higher is better), "absolute" */
    double cudacore, raw;
    const char *note;
    double goal;              /* > 0: the value cudacore must not exceed (bench.json "goal", "met") */
    int paired;               /* measured by measure_paired: diff, lo, hi (bench.json "paired_median", "paired_lo", "paired_hi") */
    int host_cost;            /* its target is HOST_COST_GOAL, decided by host_cost_met (bench.json "goal_met") */
    int limited;              /* a start-up row: met when the paired median is at most limit (bench.json "goal_met") */
    double limit;
    double diff, lo, hi;      /* the median over rounds of cudacore - raw, and its 95% CI */
    char note_buf[640];       /* a paired row's note */
} row;
static row rows[128];
static int nrows;
static void add_row(const char *op, const char *unit, double cc, double raw, const char *kind, const char *target, const char *note) {
    row *r = &rows[nrows < 128 ? nrows++ : 127];
    r->op = op, r->unit = unit, r->cudacore = cc, r->raw = raw, r->kind = kind, r->target = target, r->note = note ? note : "", r->goal = 0;
    r->paired = r->host_cost = r->limited = 0;
    printf("  %-52s cudacore %10.3f  raw %10.3f %-6s ratio %.3f\n", op, cc, raw, unit, raw > 0 ? cc / raw : 0.0);
    fflush(stdout);
}
/* A row whose target is a value computed in the run (cudacore <= goal). */
static void add_row_goal(const char *op, const char *unit, double cc, double raw, const char *target, double goal, const char *note) {
    add_row(op, unit, cc, raw, "ratio", target, note);
    rows[nrows - 1].goal = goal;
    printf("    (%s: goal %.3f %s, %s)\n", op, goal, unit, cc <= goal ? "met" : "NOT met");
}

static int quick, launch_only; /* --launch-only: the launch host-cost rows alone */
static const char *only;
static int section(const char *name) { return !only || strstr(only, name) != NULL; }
#define REPS (quick ? 3 : 7)

/*--- paired rounds: how every steady-state host-cost row is measured --------
   (bench_alloc's method, shared.) After WARM_ROUNDS unrecorded rounds (or
   rounds / 20, when more), each of `rounds` rounds times one short batch of
   `batch` operations per side (side 0 raw, side 1 cudacore), the order of
   the sides alternating from round to round (raw first in even rounds, last
   in odd ones) so that neither always follows the other. A batch function
   times its batch and then, outside the timing, synchronizes its stream
   (per_op): no batch starts behind the other's queued work. Each side's
   value is the median over rounds of its time per operation; the row also
   keeps the median of the per-round differences cudacore - raw and its 95%
   confidence interval (order statistics, bench_median_ci). A difference
   taken within a round cancels what moves both sides (clocks, other load,
   the GPU's state), which a median of each side over a few long batches,
   raw always first, did not: on an H100 that left rows 5-10% apart run to
   run in either direction. --quick: a tenth of the rounds (at least 10).
   A host-cost row's target is the issue's goal, HOST_COST_GOAL: met when the
   paired median is at most 0.05 us, or when the ratio of the two sides'
   medians is at most 1.02 (a row whose time is large). The end of the run
   prints how many host-cost rows met it, and names those that did not. */
#define HOST_COST_GOAL "<= raw + 0.05 us or <= 1.02x"
enum { MAX_ROUNDS = 4000, WARM_ROUNDS = 5 };
/* One batch of `count` operations through `side`: us per operation. */
typedef double (*batch_fn)(int side, int count, const void *arg);
typedef struct paired {
    double cc, raw, diff, lo, hi; /* each side's median over rounds; cudacore - raw per round: median, 95% CI */
    int rounds, batch;
} paired;
static double paired_t[2][MAX_ROUNDS]; /* the last measure_paired's rounds, in order: raw, cudacore (us per operation) */
/* The median of n values, leaving them as they are. */
static double median_of_copy(const double *v, int n) {
    static double c[MAX_ROUNDS];
    memcpy(c, v, (size_t)n * sizeof *c);
    return bench_median(c, n);
}
static paired measure_paired(batch_fn f, const void *arg, int rounds, int batch) {
    static double d[MAX_ROUNDS];
    double(*t)[MAX_ROUNDS] = paired_t;
    paired p;
    int r, k;
    if (quick) rounds = rounds / 10 > 10 ? rounds / 10 : 10;
    if (rounds > MAX_ROUNDS) rounds = MAX_ROUNDS;
    for (r = 0; r < WARM_ROUNDS || r < rounds / 20; r++)
        for (k = 0; k < 2; k++) (void)f(k, batch, arg);
    for (r = 0; r < rounds; r++) {
        for (k = 0; k < 2; k++) {
            int side = (r & 1) ? 1 - k : k;
            t[side][r] = f(side, batch, arg);
        }
        d[r] = t[1][r] - t[0][r];
    }
    p.diff = bench_median_ci(d, rounds, &p.lo, &p.hi);
    p.cc = median_of_copy(t[1], rounds);
    p.raw = median_of_copy(t[0], rounds);
    p.rounds = rounds, p.batch = batch;
    return p;
}
/* A batch's end: us per operation since t0; then, untimed, `drain` synchronized (NULL: none). */
static double per_op(double t0, int count, const cudacore_stream *drain) {
    double t = (now_us() - t0) / count;
    if (drain) CUDACORE_CHECK(cudacore_stream_synchronize(*drain));
    return t;
}
static int host_cost_met(const row *r) { return r->diff <= 0.05 || (r->raw > 0 && r->cudacore / r->raw <= 1.02); }
/* A paired row's goal: the host-cost goal, or (a start-up row) a paired median of at most r->limit
   or, for the exit rows (limit 0, "<= raw"), times of some 55 ms whose runs differ by milliseconds,
   the host-cost goal's 1.02x for large times. */
static int paired_met(const row *r) {
    if (r->host_cost) return host_cost_met(r);
    return r->diff <= r->limit || (r->limit == 0 && r->raw > 0 && r->cudacore / r->raw <= 1.02);
}
/* CUDACORE_BENCH_ROUNDS=FILE: every paired row's rounds appended to FILE,
   one line a round ("raw cudacore", us per operation), then "# ROW NAME":
   what tools/rounds_pool.py pools over processes. */
static void dump_rounds(const char *op, const paired *p) {
    static FILE *f;
    int r;
    if (!f && getenv("CUDACORE_BENCH_ROUNDS") && !(f = fopen(getenv("CUDACORE_BENCH_ROUNDS"), "a"))) {
        fprintf(stderr, "CUDACORE_BENCH_ROUNDS: cannot open %s\n", getenv("CUDACORE_BENCH_ROUNDS"));
        exit(1);
    }
    if (!f) return;
    for (r = 0; r < p->rounds; r++) fprintf(f, "%.5f %.5f\n", paired_t[0][r], paired_t[1][r]);
    fprintf(f, "# %s\n", op);
    fflush(f);
}
/* A row measured by measure_paired. target NULL: a host-cost row (HOST_COST_GOAL);
   else the row keeps `target` (a GPU-bound row). what: what the row measures. */
static void add_row_paired(const char *op, const char *unit, const paired *p, const char *target, const char *what) {
    row *r;
    add_row(op, unit, p->cc, p->raw, "ratio", target ? target : HOST_COST_GOAL, NULL);
    r = &rows[nrows - 1];
    r->paired = 1, r->host_cost = !target, r->diff = p->diff, r->lo = p->lo, r->hi = p->hi;
    snprintf(r->note_buf, sizeof r->note_buf, "%s; %d rounds x %d per side, order alternating; cudacore - raw per round: median %+.3f %s, 95%% CI [%+.3f, %+.3f]",
             what, p->rounds, p->batch, p->diff, unit, p->lo, p->hi);
    r->note = r->note_buf;
    dump_rounds(op, p);
    printf("    (%s: cudacore - raw, paired by round: %+.3f %s, 95%% CI [%+.3f, %+.3f]%s)\n", op, p->diff, unit, p->lo, p->hi,
           target ? "" : host_cost_met(r) ? "; goal met" : "; goal NOT met");
}

/*--- the kernels: compiled once by NVRTC through cudacore ------------------*/
static const char *kernel_src =
    "extern \"C\" __global__ void empty_kernel() {}\n"
    "extern \"C\" __global__ void args6_kernel(float *out, const float *a, const float *b, int n, float alpha, long long tag) {\n"
    "    if (n < 0) out[0] = a[0] * alpha + b[0] + (float)tag;\n"
    "}\n";

static cudacore_stream stream;
static cudacore_CUstream cu_stream;
static cudacore_kernel k_empty, k_args6;
static cudacore_CUfunction f_empty, f_args6;
static cudacore_CUmodule raw_module;
static void *cubin;
static size_t cubin_size;

static void build_kernels(const char *outdir) {
    cudacore_program prog;
    cudacore_program_desc pd;
    cudacore_object_code oc;
    cudacore_object_code_desc od;
    char path[1024];
    FILE *f;
    memset(&pd, 0, sizeof pd);
    pd.source = kernel_src;
    pd.name = "bench.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &oc));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "empty_kernel", &k_empty));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "args6_kernel", &k_args6));
    CUDACORE_CHECK(cudacore_object_code_data(oc, (const void **)&cubin, &cubin_size, NULL));
    /* the raw side loads the very same cubin */
    RAW(raw_cuModuleLoadData(&raw_module, cubin));
    RAW(raw_cuModuleGetFunction(&f_empty, raw_module, "empty_kernel"));
    RAW(raw_cuModuleGetFunction(&f_args6, raw_module, "args6_kernel"));
    snprintf(path, sizeof path, "%s/bench.cubin", outdir);
    f = fopen(path, "wb");
    if (!f || fwrite(cubin, 1, cubin_size, f) != cubin_size) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(1);
    }
    fclose(f);
    (void)od;
    CUDACORE_CHECK(cudacore_program_destroy(prog));
}

/*--- launch ----------------------------------------------------------------*/
/* The launch host cost of each argument form against raw cuLaunchKernel, for
   the empty kernel and a 6-argument one. Forms: void ** (cudacore_launch),
   the cudacore_arg array (cudacore_launch_sized), CUDACORE_LAUNCH with
   CUDACORE_ARG values, and in a C++ build cudacore_launch_values. With
   --check-args the same rows run with cudacore_desc.check_kernel_args = 1:
   the argument check's cost in a release build. */
enum { FORM_VOIDPP, FORM_SIZED, FORM_MACRO, FORM_VALUES, FORM_COUNT };
static const char *const form_names[FORM_COUNT] = {"void **", "cudacore_arg[]", "CUDACORE_LAUNCH", "C++ cudacore_launch_values"};
static int check_args;

/* N launches of the empty (args6 0) or 6-argument kernel through `form`. */
static void launch_n(int form, int args6, int N, const cudacore_launch_config *cfg, cudacore_CUdeviceptr p, int n, float alpha, long long tag) {
    int i;
    if (!args6) {
        for (i = 0; i < N; i++) {
            if (form == FORM_VOIDPP) CUDACORE_CHECK(cudacore_launch(stream, cfg, k_empty, NULL, 0));
            else if (form == FORM_SIZED) CUDACORE_CHECK(cudacore_launch_sized(stream, cfg, k_empty, NULL, 0));
#ifdef __cplusplus
            else CUDACORE_CHECK(cudacore_launch_values(stream, cfg, k_empty));
#endif
        }
        return;
    }
    for (i = 0; i < N; i++) {
        if (form == FORM_VOIDPP) {
            void *a[6];
            a[0] = &p, a[1] = &p, a[2] = &p, a[3] = &n, a[4] = &alpha, a[5] = &tag;
            CUDACORE_CHECK(cudacore_launch(stream, cfg, k_args6, a, 6));
        } else if (form == FORM_SIZED) {
            cudacore_arg a[6];
            a[0].value = &p, a[0].size = sizeof p, a[1] = a[0], a[2] = a[0];
            a[3].value = &n, a[3].size = sizeof n;
            a[4].value = &alpha, a[4].size = sizeof alpha;
            a[5].value = &tag, a[5].size = sizeof tag;
            CUDACORE_CHECK(cudacore_launch_sized(stream, cfg, k_args6, a, 6));
        } else if (form == FORM_MACRO) {
            CUDACORE_CHECK(CUDACORE_LAUNCH(stream, cfg, k_args6, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(cudacore_CUdeviceptr, p),
                                           CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, n), CUDACORE_ARG(float, alpha),
                                           CUDACORE_ARG(long long, tag)));
        }
#ifdef __cplusplus
        else CUDACORE_CHECK(cudacore_launch_values(stream, cfg, k_args6, p, p, p, n, alpha, tag));
#endif
    }
}
static void raw_n(int args6, int N, cudacore_CUdeviceptr p, int n, float alpha, long long tag) {
    int i;
    for (i = 0; i < N; i++) {
        void *a[6];
        a[0] = &p, a[1] = &p, a[2] = &p, a[3] = &n, a[4] = &alpha, a[5] = &tag;
        RAW(raw_cuLaunchKernel(args6 ? f_args6 : f_empty, 1, 1, 1, 1, 1, 1, 0, cu_stream, args6 ? a : NULL, NULL));
    }
}

/* The launch rows' batches: raw cuLaunchKernel against cudacore through
   `form` (nvtx: cudacore_launch inside a cudacore_nvtx_push / _pop pair). */
typedef struct launch_arg {
    int form, args6, nvtx;
    const cudacore_launch_config *cfg;
    cudacore_nvtx_domain dom;
    cudacore_CUdeviceptr p;
    int n;
    float alpha;
    long long tag;
} launch_arg;
static double launch_batch(int side, int count, const void *arg) {
    const launch_arg *a = (const launch_arg *)arg;
    double t0 = now_us();
    int i;
    if (!side) raw_n(a->args6, count, a->p, a->n, a->alpha, a->tag);
    else if (!a->nvtx) launch_n(a->form, a->args6, count, a->cfg, a->p, a->n, a->alpha, a->tag);
    else
        for (i = 0; i < count; i++) {
            cudacore_nvtx_push(a->dom, "launch");
            CUDACORE_CHECK(cudacore_launch(stream, a->cfg, k_empty, NULL, 0));
            cudacore_nvtx_pop(a->dom);
        }
    return per_op(t0, count, &stream);
}
/* Each operation a launch of the empty kernel and a stream sync: its latency on an idle GPU. */
static double launch_sync_batch(int side, int count, const void *arg) {
    const cudacore_launch_config *cfg = (const cudacore_launch_config *)arg;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++)
        if (!side) {
            RAW(raw_cuLaunchKernel(f_empty, 1, 1, 1, 1, 1, 1, 0, cu_stream, NULL, NULL));
            RAW(raw_cuStreamSynchronize(cu_stream));
        } else {
            CUDACORE_CHECK(cudacore_launch(stream, cfg, k_empty, NULL, 0));
            CUDACORE_CHECK(cudacore_stream_synchronize(stream));
        }
    return per_op(t0, count, NULL);
}
/* count launches captured into a graph, begin to end; the graph destroyed untimed. */
static double capture_batch(int side, int count, const void *arg) {
    const cudacore_launch_config *cfg = (const cudacore_launch_config *)arg;
    cudacore_capture_desc cd;
    cudacore_CUgraph g = NULL;
    cudacore_graph cg;
    double t0, t;
    int i;
    memset(&cd, 0, sizeof cd);
    cd.mode = CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED;
    t0 = now_us();
    if (!side) {
        RAW(raw_cuStreamBeginCapture(cu_stream, 2 /* relaxed */));
        for (i = 0; i < count; i++) RAW(raw_cuLaunchKernel(f_empty, 1, 1, 1, 1, 1, 1, 0, cu_stream, NULL, NULL));
        RAW(raw_cuStreamEndCapture(cu_stream, &g));
        t = per_op(t0, count, NULL);
        RAW(raw_cuGraphDestroy(g));
    } else {
        CUDACORE_CHECK(cudacore_stream_begin_capture(stream, &cd));
        for (i = 0; i < count; i++) CUDACORE_CHECK(cudacore_launch(stream, cfg, k_empty, NULL, 0));
        CUDACORE_CHECK(cudacore_stream_end_capture(stream, &cg));
        t = per_op(t0, count, NULL);
        CUDACORE_CHECK(cudacore_graph_destroy(cg));
    }
    return t;
}

/* Diagnostic: where the launch queue fills. Raw launches of the empty kernel
   from an empty queue, time per launch in blocks of 100: the step up is the
   launch after which the host waits on the GPU (the launch rows' batches of
   LAUNCH_BATCH start from an empty queue: below that step, they time the
   host's own cost). */
static void launch_queue_probe(void) {
    enum { B = 100, NB = 40 };
    static const int show[6] = {0, 4, 9, 19, 29, 39};
    double t[NB + 1];
    int b, i;
    RAW(raw_cuStreamSynchronize(cu_stream));
    t[0] = now_us();
    for (b = 0; b < NB; b++) {
        for (i = 0; i < B; i++) RAW(raw_cuLaunchKernel(f_empty, 1, 1, 1, 1, 1, 1, 0, cu_stream, NULL, NULL));
        t[b + 1] = now_us();
    }
    RAW(raw_cuStreamSynchronize(cu_stream));
    printf("    (diagnostic: raw launches from an empty queue, us per launch over launches");
    for (i = 0; i < 6; i++) printf("%s %d-%d: %.2f", i ? "," : "", show[i] * B + 1, (show[i] + 1) * B, (t[show[i] + 1] - t[show[i]]) / B);
    printf(")\n");
}

/* The launch rows: LAUNCH_ROUNDS rounds of LAUNCH_BATCH launches per side,
   N = their product per side (the rows' names keep "(N=100000)"). */
enum { LAUNCH_ROUNDS = 200, LAUNCH_BATCH = 500 };
#define LAUNCH_WHAT "host time per launch, each batch from an empty queue (stream synchronized between batches, untimed); " \
                    "a queue filled by long batches makes the GPU's ~3.5 us per launch the figure instead"
static void bench_launch(void) {
    static char names[2 * FORM_COUNT][96], whats[2 * FORM_COUNT][400];
    cudacore_launch_config cfg;
    cudacore_buffer buf;
    cudacore_memory_resource mr;
    launch_arg la;
    paired pr;
    int i, args6, form;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1;
    cfg.block[0] = 1;
    memset(&la, 0, sizeof la);
    la.cfg = &cfg, la.alpha = 2.0f, la.tag = 7;
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, 1024, stream, &buf));
    CUDACORE_CHECK(cudacore_buffer_native(buf, &la.p));
    for (i = 0; i < 2000; i++) { /* warm-up both paths */
        CUDACORE_CHECK(cudacore_launch(stream, &cfg, k_empty, NULL, 0));
        RAW(raw_cuLaunchKernel(f_empty, 1, 1, 1, 1, 1, 1, 0, cu_stream, NULL, NULL));
    }
    RAW(raw_cuStreamSynchronize(cu_stream));
    launch_queue_probe();
    for (args6 = 0; args6 < 2; args6++)
        for (form = 0; form < FORM_COUNT; form++) {
            char *name = names[args6 * FORM_COUNT + form], *what = whats[args6 * FORM_COUNT + form];
#ifndef __cplusplus
            if (form == FORM_VALUES) continue;
#endif
            if (!args6 && form == FORM_MACRO) continue; /* CUDACORE_LAUNCH takes at least one argument */
            la.form = form, la.args6 = args6;
            pr = measure_paired(launch_batch, &la, LAUNCH_ROUNDS, LAUNCH_BATCH);
            /* the rows of earlier runs (and of the cuda.core comparison) keep their names */
            if ((!args6 && form == FORM_VOIDPP) || (args6 && form == FORM_MACRO))
                snprintf(name, sizeof names[0], "launch host cost, %s%s (N=100000)", args6 ? "6 arguments" : "empty kernel", check_args ? ", check on" : "");
            else
                snprintf(name, sizeof names[0], "launch host cost, %s, %s%s (N=100000)", args6 ? "6 arguments" : "empty kernel", form_names[form],
                         check_args ? ", check on" : "");
            snprintf(what, sizeof whats[0], "%s%s; " LAUNCH_WHAT,
                     form == FORM_VOIDPP ? "cudacore_launch (void **)" : form == FORM_SIZED ? "cudacore_launch_sized (cudacore_arg array)"
                     : form == FORM_MACRO ? "CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(type, value), ...)" : "cudacore_launch_values (C++)",
                     check_args ? ", check_kernel_args = 1 (the argument check's cost in a release build)" : "");
            add_row_paired(name, "us", &pr, NULL, what);
        }
    {   /* NVTX is always compiled in. With no tool attached (NVTX_INJECTION64_PATH
           unset) a launch pays one load and branch (cudacore_desc.nvtx_hot_paths),
           and each annotation one load and branch: a launch alone, then a launch
           inside a cudacore_nvtx_push / _pop pair. */
        static char nvtx_names[2][112];
        int attached = cudacore_nvtx_attached(), k;
        const char *state = attached ? "an NVTX tool ATTACHED" : "NVTX compiled in, no tool";
        la.dom = cudacore_nvtx_domain_create("bench");
        la.form = FORM_VOIDPP, la.args6 = 0;
        for (k = 0; k < 2; k++) {
            la.nvtx = k;
            pr = measure_paired(launch_batch, &la, LAUNCH_ROUNDS, LAUNCH_BATCH);
            snprintf(nvtx_names[k], sizeof nvtx_names[k], "launch host cost, empty kernel%s, %s (N=100000)",
                     k ? " in an NVTX push/pop" : "", state);
            add_row_paired(nvtx_names[k], "us", &pr, NULL,
                           k ? "cudacore_nvtx_push + cudacore_launch + cudacore_nvtx_pop vs cuLaunchKernel (no tool: both annotations are no-ops); "
                               LAUNCH_WHAT
                             : "cudacore_launch vs cuLaunchKernel, with cudacore_nvtx_attached() = 0 (see the row name); " LAUNCH_WHAT);
        }
        la.nvtx = 0;
    }
    if (!launch_only) {
        pr = measure_paired(launch_sync_batch, &cfg, 3000, 1);
        add_row_paired("launch + stream sync latency", "us", &pr, NULL, "one launch of the empty kernel and a stream sync, idle GPU");
        pr = measure_paired(capture_batch, &cfg, 200, 1000);
        add_row_paired("capture 1000 launches into a graph, per launch", "us", &pr, NULL,
                       "begin to end, the graph destroyed untimed; cudacore: cudacore_stream_begin_capture + cudacore_launch + "
                       "cudacore_stream_end_capture");
    }
    CUDACORE_CHECK(cudacore_buffer_free(buf, stream));
    CUDACORE_CHECK(cudacore_stream_synchronize(stream));
}

/*--- graphs: one executable graph of 1000 empty kernels, launched by both --*/
typedef struct graph_arg {
    cudacore_graph_exec e;
    cudacore_CUgraphExec ge;
    int sync; /* 0: the launch calls' host time (idle GPU at each batch's start); 1: replay, launches + sync */
} graph_arg;
static double graph_batch(int side, int count, const void *arg) {
    const graph_arg *a = (const graph_arg *)arg;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++)
        if (!side) RAW(raw_cuGraphLaunch(a->ge, cu_stream));
        else CUDACORE_CHECK(cudacore_graph_launch(a->e, stream));
    if (a->sync) {
        if (!side) RAW(raw_cuStreamSynchronize(cu_stream));
        else CUDACORE_CHECK(cudacore_stream_synchronize(stream));
        return per_op(t0, count, NULL);
    }
    return per_op(t0, count, &stream);
}

static void bench_graphs(void) {
    enum { KERNELS = 1000, REPLAY = 10 };
    cudacore_launch_config cfg;
    cudacore_capture_desc cd;
    cudacore_graph g;
    graph_arg ga;
    paired pr;
    int i;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1;
    cfg.block[0] = 1;
    memset(&cd, 0, sizeof cd);
    memset(&ga, 0, sizeof ga);
    CUDACORE_CHECK(cudacore_stream_begin_capture(stream, &cd));
    for (i = 0; i < KERNELS; i++) CUDACORE_CHECK(cudacore_launch(stream, &cfg, k_empty, NULL, 0));
    CUDACORE_CHECK(cudacore_stream_end_capture(stream, &g));
    CUDACORE_CHECK(cudacore_graph_instantiate(g, NULL, &ga.e));
    CUDACORE_CHECK(cudacore_graph_exec_native(ga.e, &ga.ge));
    CUDACORE_CHECK(cudacore_graph_upload(ga.e, stream));
    for (i = 0; i < 20; i++) { /* warm-up both paths */
        RAW(raw_cuGraphLaunch(ga.ge, cu_stream));
        CUDACORE_CHECK(cudacore_graph_launch(ga.e, stream));
    }
    RAW(raw_cuStreamSynchronize(cu_stream));
    /* host time of one launch call on an idle GPU */
    pr = measure_paired(graph_batch, &ga, 1000, 1);
    add_row_paired("one graph launch, host cost (1000-node graph, idle GPU)", "us", &pr, NULL,
                   "the same executable graph: cudacore_graph_launch vs cuGraphLaunch, one call on an idle GPU (synchronized between, untimed)");
    /* replay: REPLAY graphs back to back + sync, per kernel */
    ga.sync = 1;
    pr = measure_paired(graph_batch, &ga, 100, REPLAY);
    pr.cc /= KERNELS, pr.raw /= KERNELS, pr.diff /= KERNELS, pr.lo /= KERNELS, pr.hi /= KERNELS;
    add_row_paired("graph replay per kernel (1000-node graph)", "us", &pr, "= raw (the GPU floor)",
                   "a batch: launches of the graph back to back + sync; per empty kernel (1000 per graph)");
    CUDACORE_CHECK(cudacore_graph_exec_destroy(ga.e));
    CUDACORE_CHECK(cudacore_graph_destroy(g));
}

/*--- recorders: recurring steps replayed as graphs --------------------------
   A step is N launches of the 6-argument kernel whose `alpha` changes every
   step (the "changed" rows) or never (the "unchanged" rows). Each side runs
   the step its way; a batch of steps is timed (host time per step) and the
   stream is synchronized between batches, untimed:
     - plain: raw cuLaunchKernel, N per step;
     - hand-written update (what inference engines write): cuStreamBeginCapture
       (thread-local), N raw launches, cuStreamEndCapture, cuGraphExecUpdate of
       the executable graph, cuGraphLaunch, cuGraphDestroy;
     - re-instantiate: the same capture, then cuGraphInstantiateWithFlags,
       cuGraphLaunch, and the old executable graph destroyed;
     - unchanged: cuGraphLaunch of the step's executable graph;
     - the recorder: cudacore_recorder_begin with the step's key ({alpha}),
       the N cudacore_launch calls when it says so, cudacore_recorder_end.
   Goals (issue 31): changed steps within the hand-written update path + 2%
   or + 0.05 us per kernel, whichever is larger; at N = 100 at least 3x less
   host time than plain launches; unchanged steps within cuGraphLaunch +
   0.05 us. GPU time per step (events around one step on an idle GPU)
   against plain launches: the graph must not slow the kernels. A last row
   per N shows what comparing node kinds at every changed step costs in the
   driver alone (what desc.check_node_kinds asks for, and what the recorder
   did by default until H200 measured it at ~45 ns a node): the hand-written
   update path against the same path with the check's calls added
   (cuGraphGetNodes twice, cuGraphNodeGetType and cuGraphNodeGetDependencies
   per node, cuGraphGetEdges's count), both raw. */
static CUres (*raw_cuGraphExecUpdate)(cudacore_CUgraphExec, cudacore_CUgraph, cudacore_CUgraphExecUpdateResultInfo *);
static CUres (*raw_cuGraphInstantiateWithFlags)(cudacore_CUgraphExec *, cudacore_CUgraph, unsigned long long);
static CUres (*raw_cuGraphExecDestroy)(cudacore_CUgraphExec);
static CUres (*raw_cuGraphGetNodes)(cudacore_CUgraph, cudacore_CUgraphNode *, size_t *);
static CUres (*raw_cuGraphNodeGetType)(cudacore_CUgraphNode, cudacore_CUgraphNodeType *);
static CUres (*raw_cuGraphGetEdges)(cudacore_CUgraph, cudacore_CUgraphNode *, cudacore_CUgraphNode *, size_t *);
static CUres (*raw_cuGraphNodeGetDependencies)(cudacore_CUgraphNode, cudacore_CUgraphNode *, size_t *);
enum { STEP_PLAIN, STEP_UPDATE, STEP_REINSTANTIATE, STEP_UNCHANGED, STEP_UPDATE_CHECKED };
typedef struct step_arg {
    int n, raw_way;               /* kernels per step; the raw side's way (STEP_*) */
    int changing;                 /* alpha changes every step */
    int side1_raw_way;            /* nonzero: side 1 is this raw way too, not the recorder */
    cudacore_CUgraphNode nodes[1000];
    cudacore_CUdeviceptr p;
    cudacore_CUgraphExec exec;    /* the raw side's executable graph */
    cudacore_recorder rec;
    float alpha;                  /* the last step's */
    cudacore_launch_config cfg;
} step_arg;
static void raw_capture(const step_arg *a, float alpha, cudacore_CUgraph *g) {
    RAW(raw_cuStreamBeginCapture(cu_stream, 1 /* thread-local */));
    raw_n(1, a->n, a->p, 0, alpha, 7);
    RAW(raw_cuStreamEndCapture(cu_stream, g));
}
static void raw_step(step_arg *a, float alpha) {
    cudacore_CUgraphExecUpdateResultInfo info;
    cudacore_CUgraphExec e = NULL;
    cudacore_CUgraph g = NULL;
    switch (a->raw_way) {
        case STEP_PLAIN: raw_n(1, a->n, a->p, 0, alpha, 7); return;
        case STEP_UNCHANGED: RAW(raw_cuGraphLaunch(a->exec, cu_stream)); return;
        case STEP_UPDATE:
        case STEP_UPDATE_CHECKED:
            raw_capture(a, alpha, &g);
            if (a->raw_way == STEP_UPDATE_CHECKED) { /* (the recorder's topology check, its driver calls alone) */
                size_t i, n = 0, edges = 0;
                cudacore_CUgraphNodeType t;
                cudacore_CUgraphNode deps[4];
                RAW(raw_cuGraphGetNodes(g, NULL, &n));
                n = n < 1000 ? n : 1000;
                RAW(raw_cuGraphGetNodes(g, a->nodes, &n));
                for (i = 0; i < n; i++) {
                    size_t m = 4;
                    RAW(raw_cuGraphNodeGetType(a->nodes[i], &t));
                    RAW(raw_cuGraphNodeGetDependencies(a->nodes[i], deps, &m));
                }
                RAW(raw_cuGraphGetEdges(g, NULL, NULL, &edges));
            }
            RAW(raw_cuGraphExecUpdate(a->exec, g, &info));
            break;
        default:
            raw_capture(a, alpha, &g);
            RAW(raw_cuGraphInstantiateWithFlags(&e, g, 0));
            RAW(raw_cuGraphExecDestroy(a->exec));
            a->exec = e;
    }
    RAW(raw_cuGraphLaunch(a->exec, cu_stream));
    RAW(raw_cuGraphDestroy(g));
}
static void recorder_step(step_arg *a, float alpha) {
    int issue = 0, i, n = 0;
    long long tag = 7;
    CUDACORE_CHECK(cudacore_recorder_begin(a->rec, stream, &alpha, sizeof alpha, &issue));
    for (i = 0; issue && i < a->n; i++) {
        void *args[6];
        args[0] = &a->p, args[1] = &a->p, args[2] = &a->p, args[3] = &n, args[4] = &alpha, args[5] = &tag;
        CUDACORE_CHECK(cudacore_launch(stream, &a->cfg, k_args6, args, 6));
    }
    CUDACORE_CHECK(cudacore_recorder_end(a->rec, stream));
}
static double step_batch(int side, int count, const void *arg) {
    step_arg *a = (step_arg *)(uintptr_t)arg;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++) {
        if (a->changing) a->alpha += 1.0f;
        if (!side) raw_step(a, a->alpha);
        else if (a->side1_raw_way) {
            int way = a->raw_way;
            a->raw_way = a->side1_raw_way;
            raw_step(a, a->alpha);
            a->raw_way = way;
        } else recorder_step(a, a->alpha);
    }
    return per_op(t0, count, &stream);
}
/* GPU time of one step on an idle GPU (events around it), `count` steps:
   one(side, arg) issues a step. */
static double gpu_time_per_step(int side, int count, void *arg, void (*one)(int, void *)) {
    static cudacore_CUevent e0, e1;
    float ms = 0, sum = 0;
    int i;
    if (!e0) {
        RAW(raw_cuEventCreate(&e0, 0));
        RAW(raw_cuEventCreate(&e1, 0));
    }
    for (i = 0; i < count; i++) {
        RAW(raw_cuEventRecord(e0, cu_stream));
        one(side, arg);
        RAW(raw_cuEventRecord(e1, cu_stream));
        RAW(raw_cuEventSynchronize(e1));
        RAW(raw_cuEventElapsedTime(&ms, e0, e1));
        sum += ms;
    }
    return 1000.0 * sum / count;
}
static void step_one(int side, void *arg) {
    step_arg *a = (step_arg *)arg;
    a->alpha += 1.0f;
    if (!side) raw_step(a, a->alpha);
    else recorder_step(a, a->alpha);
}
static double step_gpu_batch(int side, int count, const void *arg) { return gpu_time_per_step(side, count, (void *)(uintptr_t)arg, step_one); }
/* A paired row whose goal is cudacore - raw <= limit (computed from the run). */
static void add_row_limited(const char *op, const paired *p, double limit, const char *target, const char *what) {
    row *r;
    add_row_paired(op, "us", p, target, what);
    r = &rows[nrows - 1];
    r->limited = 1, r->limit = limit;
    printf("    (%s: goal cudacore - raw <= %+.3f us: %s)\n", op, limit, p->diff <= limit ? "met" : "NOT met");
}
static void bench_recorder(void) {
    static const int sizes[3] = {10, 100, 1000};
    static char names[3][6][112], targets[3][2][96];
    cudacore_recorder_desc rd;
    cudacore_CUgraphExecUpdateResultInfo info;
    cudacore_memory_resource mr;
    cudacore_buffer buf;
    step_arg a;
    paired pr;
    cudacore_CUgraph g = NULL;
    void *fp = NULL;
    int i;
    FETCH(raw_cuGraphInstantiateWithFlags, "cuGraphInstantiateWithFlags");
    FETCH(raw_cuGraphExecDestroy, "cuGraphExecDestroy");
    FETCH(raw_cuGraphGetNodes, "cuGraphGetNodes");
    FETCH(raw_cuGraphNodeGetType, "cuGraphNodeGetType");
    CUDACORE_CHECK(cudacore_driver_proc("cuGraphGetEdges", 10000, &fp)); /* (the four-argument form, as cudacore's check calls it) */
    memcpy(&raw_cuGraphGetEdges, &fp, sizeof fp);
    CUDACORE_CHECK(cudacore_driver_proc("cuGraphNodeGetDependencies", 10000, &fp)); /* (the three-argument form, as the check) */
    memcpy(&raw_cuGraphNodeGetDependencies, &fp, sizeof fp);
    CUDACORE_CHECK(cudacore_driver_proc("cuGraphExecUpdate", 12000, &fp));
    memcpy(&raw_cuGraphExecUpdate, &fp, sizeof fp);
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, 1024, stream, &buf));
    for (i = 0; i < 3; i++) {
        int n = sizes[i], rounds = n >= 1000 ? 60 : n >= 100 ? 300 : 1000, batch = n >= 1000 ? 1 : n >= 100 ? 2 : 10;
        memset(&a, 0, sizeof a);
        memset(&rd, 0, sizeof rd);
        rd.name = "bench step";
        a.n = n;
        a.cfg.grid[0] = a.cfg.block[0] = 1;
        CUDACORE_CHECK(cudacore_buffer_native(buf, &a.p));
        CUDACORE_CHECK(cudacore_recorder_create(&rd, &a.rec));
        raw_capture(&a, 0.0f, &g);
        RAW(raw_cuGraphInstantiateWithFlags(&a.exec, g, 0));
        RAW(raw_cuGraphDestroy(g));
        a.changing = 1;
        /* changed steps: against the hand-written update path */
        a.raw_way = STEP_UPDATE;
        pr = measure_paired(step_batch, &a, rounds, batch);
        snprintf(names[i][0], sizeof names[i][0], "recorder step, %d kernels, a scalar changed (vs capture + update)", n);
        snprintf(targets[i][0], sizeof targets[i][0], "<= update path + max(2%%, 0.05 us x %d)", n);
        add_row_limited(names[i][0], &pr, pr.raw * 0.02 > 0.05 * n ? pr.raw * 0.02 : 0.05 * n, targets[i][0],
                        "host time per step: the recorder (key changed) vs raw capture + cuGraphExecUpdate + cuGraphLaunch");
        /* changed steps: against plain launches (3x less at N = 100) */
        a.raw_way = STEP_PLAIN;
        pr = measure_paired(step_batch, &a, rounds, batch);
        snprintf(names[i][1], sizeof names[i][1], "recorder step, %d kernels, a scalar changed (vs plain launches)", n);
        if (n == 100) add_row_limited(names[i][1], &pr, -2.0 * pr.raw / 3.0, "<= plain launches / 3", "host time per step: the recorder vs N raw cuLaunchKernel");
        else add_row_paired(names[i][1], "us", &pr, "report", "host time per step: the recorder vs N raw cuLaunchKernel");
        /* changed steps: against capture + re-instantiation */
        a.raw_way = STEP_REINSTANTIATE;
        pr = measure_paired(step_batch, &a, rounds / 2 > 10 ? rounds / 2 : 10, batch);
        snprintf(names[i][2], sizeof names[i][2], "recorder step, %d kernels, a scalar changed (vs capture + instantiate)", n);
        add_row_paired(names[i][2], "us", &pr, "report", "host time per step: the recorder vs raw capture + cuGraphInstantiate + cuGraphLaunch");
        /* unchanged steps: against cuGraphLaunch */
        a.changing = 0;
        a.raw_way = STEP_UNCHANGED;
        recorder_step(&a, a.alpha); /* (captured once with this key) */
        raw_capture(&a, a.alpha, &g);
        RAW(raw_cuGraphExecUpdate(a.exec, g, &info));
        RAW(raw_cuGraphDestroy(g));
        pr = measure_paired(step_batch, &a, rounds * 2, batch);
        snprintf(names[i][3], sizeof names[i][3], "recorder step, %d kernels, unchanged (vs cuGraphLaunch)", n);
        add_row_limited(names[i][3], &pr, 0.05, "<= cuGraphLaunch + 0.05 us", "host time per step: the recorder (key unchanged) vs raw cuGraphLaunch");
        /* GPU time per step: the recorder's graph vs plain launches */
        a.raw_way = STEP_PLAIN;
        pr = measure_paired(step_gpu_batch, &a, rounds / 5 > 10 ? rounds / 5 : 10, 1);
        snprintf(names[i][4], sizeof names[i][4], "recorder step, %d kernels, GPU time (vs plain launches)", n);
        add_row_paired(names[i][4], "us", &pr, "<= plain launches (GPU time)", "GPU time of one step on an idle GPU, events around it");
        /* the topology check's driver calls alone, both sides raw */
        a.changing = 1;
        a.raw_way = STEP_UPDATE;
        a.side1_raw_way = STEP_UPDATE_CHECKED;
        pr = measure_paired(step_batch, &a, rounds, batch);
        a.side1_raw_way = 0;
        snprintf(names[i][5], sizeof names[i][5], "node-kind check alone (check_node_kinds), %d kernels (raw update path, with and without)", n);
        add_row_paired(names[i][5], "us", &pr, "report",
                       "host time per step: raw capture + update + launch, with the check's driver calls (cuGraphGetNodes, cuGraphNodeGetType per node, cuGraphGetEdges) against without");
        RAW(raw_cuGraphExecDestroy(a.exec));
        CUDACORE_CHECK(cudacore_recorder_destroy(a.rec));
    }
    CUDACORE_CHECK(cudacore_buffer_free(buf, stream));
    CUDACORE_CHECK(cudacore_stream_synchronize(stream));
}

/*--- recorders that update only the nodes that changed --------------------
   desc.update_changed_nodes (issue 42): a changed step's cudacore calls are
   compared with the graph's nodes and only the changed nodes are set. The
   step is N launches of the 6-argument kernel; against what a program
   that keeps its own node handles writes on the raw driver:
     - one changed: kernel N/2's alpha changes every step, the others keep
       theirs; raw: cuGraphExecKernelNodeSetParams on that node, cuGraphLaunch;
     - one set by index: the same change as a program that knows it writes
       it (cudacore_recorder_set_kernel_args on launch N/2, the step begun
       with the last key: launched as is); raw: the same;
     - every one changed: every alpha changes; raw: SetParams on every node,
       cuGraphLaunch;
     - unchanged: the key is the last step's; raw: cuGraphLaunch (and, to
       show what that row can resolve, cuGraphLaunch of a second executable
       graph of the same graph against the first, both raw);
     - fallback: a call the recorder does not compare opens every step (a
       capture-info query), so each step is captured and updated, its calls
       kept; raw: capture + cuGraphExecUpdate + cuGraphLaunch; and the same
       step against a recorder without update_changed_nodes (what a program
       whose step keeps changing its shape pays for the mode).
   The recorder issues its N calls every changed step (that is the
   program's step), the raw side knows which node changed and issues none.
   Goals (issue 42): one changed, N = 100 and 1000: within +1 us of the raw
   path; every one changed: within 1.10x; unchanged: cuGraphLaunch + 0.05
   us; fallback: capture + update + 2% (raw, and the recorder without the
   mode). GPU time per step is reported. */
static CUres (*raw_cuGraphExecKernelNodeSetParams)(cudacore_CUgraphExec, cudacore_CUgraphNode, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *);
static CUres (*raw_cuGraphKernelNodeGetParams)(cudacore_CUgraphNode, cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *);
enum { NODES_ONE, NODES_EVERY, NODES_UNCHANGED, NODES_FALLBACK, NODES_FALLBACK_PLAIN, NODES_BY_INDEX, NODES_TWO_EXECS };
typedef struct nodes_arg {
    int n, way;                       /* kernels per step; NODES_* */
    cudacore_CUdeviceptr p;
    cudacore_CUgraph graph;           /* the raw side's graph, whose nodes name its executable graph's */
    cudacore_CUgraphExec exec;
    cudacore_CUgraphExec exec2;       /* NODES_TWO_EXECS: a second executable graph of the raw side's graph */
    cudacore_CUgraphNode nodes[1000];
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 params; /* the raw side's node parameters, kernelParams set per call */
    cudacore_recorder rec;
    cudacore_recorder plain;          /* a recorder without update_changed_nodes (NODES_FALLBACK_PLAIN's other side) */
    float alpha;                      /* the changing alpha */
    float key;                        /* the key of the recorder's last step begun */
    cudacore_launch_config cfg;
} nodes_arg;
static void nodes_raw_step(nodes_arg *a) {
    cudacore_CUgraphExecUpdateResultInfo info;
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 params = a->params;
    cudacore_CUgraph g = NULL;
    float steady = 1.0f;
    int i, zero = 0;
    long long tag = 7;
    void *args[6];
    args[0] = &a->p, args[1] = &a->p, args[2] = &a->p, args[3] = &zero, args[4] = &a->alpha, args[5] = &tag;
    params.kernelParams = args;
    if (a->way == NODES_ONE || a->way == NODES_BY_INDEX) RAW(raw_cuGraphExecKernelNodeSetParams(a->exec, a->nodes[a->n / 2], &params));
    else if (a->way == NODES_EVERY)
        for (i = 0; i < a->n; i++) RAW(raw_cuGraphExecKernelNodeSetParams(a->exec, a->nodes[i], &params));
    else if (a->way == NODES_FALLBACK) {
        RAW(raw_cuStreamBeginCapture(cu_stream, 1));
        for (i = 0; i < a->n; i++) {
            args[4] = i == a->n / 2 ? &a->alpha : &steady;
            RAW(raw_cuLaunchKernel(f_args6, 1, 1, 1, 1, 1, 1, 0, cu_stream, args, NULL));
        }
        RAW(raw_cuStreamEndCapture(cu_stream, &g));
        RAW(raw_cuGraphExecUpdate(a->exec, g, &info));
    }
    RAW(raw_cuGraphLaunch(a->exec, cu_stream));
    if (g) RAW(raw_cuGraphDestroy(g));
}
static void nodes_recorder_step(nodes_arg *a, cudacore_recorder rec) {
    cudacore_capture_info ci;
    float steady = 1.0f;
    int issue = 0, i, zero = 0;
    long long tag = 7;
    CUDACORE_CHECK(cudacore_recorder_begin(rec, stream, &a->alpha, sizeof a->alpha, &issue));
    a->key = a->alpha;
    if (issue && (a->way == NODES_FALLBACK || a->way == NODES_FALLBACK_PLAIN)) CUDACORE_CHECK(cudacore_stream_get_capture_info(stream, &ci));
    for (i = 0; issue && i < a->n; i++) {
        void *args[6];
        args[0] = &a->p, args[1] = &a->p, args[2] = &a->p, args[3] = &zero, args[5] = &tag;
        args[4] = a->way == NODES_EVERY || i == a->n / 2 ? &a->alpha : &steady;
        CUDACORE_CHECK(cudacore_launch(stream, &a->cfg, k_args6, args, 6));
    }
    CUDACORE_CHECK(cudacore_recorder_end(rec, stream));
}
/* The step as a program that knows what changed writes it: kernel N/2's
   arguments set by its index, the step begun with the last key (launched
   as is, its calls not issued). */
static void nodes_by_index_step(nodes_arg *a) {
    cudacore_CUdeviceptr p = a->p;
    int issue = 0, zero = 0;
    long long tag = 7;
    void *args[6];
    args[0] = &p, args[1] = &p, args[2] = &p, args[3] = &zero, args[4] = &a->alpha, args[5] = &tag;
    CUDACORE_CHECK(cudacore_recorder_set_kernel_args(a->rec, (size_t)(a->n / 2), args, 6));
    CUDACORE_CHECK(cudacore_recorder_begin(a->rec, stream, &a->key, sizeof a->key, &issue));
    if (issue) {
        fprintf(stderr, "cudacore-bench: a step by index was not launched as is\n");
        exit(1);
    }
    CUDACORE_CHECK(cudacore_recorder_end(a->rec, stream));
}
static double nodes_batch(int side, int count, const void *arg) {
    nodes_arg *a = (nodes_arg *)(uintptr_t)arg;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++) {
        if (a->way != NODES_UNCHANGED && a->way != NODES_TWO_EXECS) a->alpha += 1.0f;
        if (a->way == NODES_TWO_EXECS) RAW(raw_cuGraphLaunch(side ? a->exec2 : a->exec, cu_stream));
        else if (side && a->way == NODES_BY_INDEX) nodes_by_index_step(a);
        else if (side) nodes_recorder_step(a, a->rec);
        else if (a->way == NODES_FALLBACK_PLAIN) nodes_recorder_step(a, a->plain);
        else nodes_raw_step(a);
    }
    return per_op(t0, count, &stream);
}
static void nodes_one(int side, void *arg) {
    nodes_arg *a = (nodes_arg *)arg;
    a->alpha += 1.0f;
    if (side) nodes_recorder_step(a, a->rec);
    else nodes_raw_step(a);
}
static double nodes_gpu_batch(int side, int count, const void *arg) { return gpu_time_per_step(side, count, (void *)(uintptr_t)arg, nodes_one); }
static void bench_recorder_nodes(void) {
    static const int sizes[3] = {10, 100, 1000};
    static char names[3][8][120];
    cudacore_recorder_desc rd;
    cudacore_memory_resource mr;
    cudacore_buffer buf;
    static nodes_arg a;
    paired pr;
    void *fp = NULL;
    int i;
    CUDACORE_CHECK(cudacore_driver_proc("cuGraphExecKernelNodeSetParams", 12000, &fp));
    memcpy(&raw_cuGraphExecKernelNodeSetParams, &fp, sizeof fp);
    CUDACORE_CHECK(cudacore_driver_proc("cuGraphKernelNodeGetParams", 12000, &fp));
    memcpy(&raw_cuGraphKernelNodeGetParams, &fp, sizeof fp);
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, 1024, stream, &buf));
    for (i = 0; i < 3; i++) {
        int n = sizes[i], rounds = n >= 1000 ? 60 : n >= 100 ? 300 : 1000, batch = n >= 1000 ? 1 : n >= 100 ? 2 : 10;
        size_t count = (size_t)n;
        const char *how;
        memset(&a, 0, sizeof a);
        memset(&rd, 0, sizeof rd);
        rd.name = "bench step, changed nodes";
        rd.update_changed_nodes = 1;
        rd.max_reinstantiations = -1;
        a.n = n;
        a.cfg.grid[0] = a.cfg.block[0] = 1;
        a.alpha = 1.0f;
        CUDACORE_CHECK(cudacore_buffer_native(buf, &a.p));
        CUDACORE_CHECK(cudacore_recorder_create(&rd, &a.rec));
        rd.name = "bench step, every change captured";
        rd.update_changed_nodes = 0;
        CUDACORE_CHECK(cudacore_recorder_create(&rd, &a.plain));
        RAW(raw_cuStreamBeginCapture(cu_stream, 1));
        raw_n(1, n, a.p, 0, 1.0f, 7);
        RAW(raw_cuStreamEndCapture(cu_stream, &a.graph));
        RAW(raw_cuGraphInstantiateWithFlags(&a.exec, a.graph, 0));
        RAW(raw_cuGraphGetNodes(a.graph, a.nodes, &count));
        RAW(raw_cuGraphKernelNodeGetParams(a.nodes[0], &a.params));
        nodes_recorder_step(&a, a.rec); /* (the first step: captured and instantiated) */
        a.way = NODES_ONE;
        pr = measure_paired(nodes_batch, &a, rounds, batch);
        snprintf(names[i][0], sizeof names[i][0], "changed nodes: %d kernels, one argument changed (vs set one node)", n);
        how = "host time per step: the recorder (update_changed_nodes; N calls compared, one node set) vs raw cuGraphExecKernelNodeSetParams on that node + cuGraphLaunch";
        if (n >= 100) add_row_limited(names[i][0], &pr, 1.0, "<= set one node + 1 us", how);
        else add_row_paired(names[i][0], "us", &pr, "report", how);
        a.way = NODES_BY_INDEX;
        pr = measure_paired(nodes_batch, &a, rounds, batch);
        snprintf(names[i][6], sizeof names[i][6], "changed nodes: %d kernels, one argument set by index (vs set one node)", n);
        how = "host time per step: cudacore_recorder_set_kernel_args on that launch + the step launched as is vs raw cuGraphExecKernelNodeSetParams on "
              "that node + cuGraphLaunch";
        if (n >= 100) add_row_limited(names[i][6], &pr, 1.0, "<= set one node + 1 us", how);
        else add_row_paired(names[i][6], "us", &pr, "report", how);
        a.way = NODES_EVERY;
        pr = measure_paired(nodes_batch, &a, rounds, batch);
        snprintf(names[i][1], sizeof names[i][1], "changed nodes: %d kernels, every argument changed (vs set every node)", n);
        add_row_limited(names[i][1], &pr, 0.10 * pr.raw, "<= set every node x 1.10",
                        "host time per step: the recorder (every node set) vs raw cuGraphExecKernelNodeSetParams on every node + cuGraphLaunch");
        a.way = NODES_UNCHANGED;
        nodes_recorder_step(&a, a.rec); /* (the key is now the last step's on both sides) */
        pr = measure_paired(nodes_batch, &a, rounds * 2, batch);
        snprintf(names[i][2], sizeof names[i][2], "changed nodes: %d kernels, unchanged (vs cuGraphLaunch)", n);
        add_row_limited(names[i][2], &pr, 0.05, "<= cuGraphLaunch + 0.05 us", "host time per step: the recorder (key unchanged) vs raw cuGraphLaunch");
        a.way = NODES_TWO_EXECS; /* what the row above can resolve: two executable graphs of one graph, both launched raw */
        RAW(raw_cuGraphInstantiateWithFlags(&a.exec2, a.graph, 0));
        pr = measure_paired(nodes_batch, &a, rounds * 2, batch);
        RAW(raw_cuGraphExecDestroy(a.exec2));
        snprintf(names[i][7], sizeof names[i][7], "changed nodes: %d kernels, unchanged: another exec of the graph (vs cuGraphLaunch)", n);
        add_row_paired(names[i][7], "us", &pr, "report",
                       "host time per step: raw cuGraphLaunch of a second executable graph instantiated from the same graph vs of the first (the spread between two execs)");
        a.way = NODES_FALLBACK;
        pr = measure_paired(nodes_batch, &a, rounds / 2 > 10 ? rounds / 2 : 10, batch);
        snprintf(names[i][3], sizeof names[i][3], "changed nodes: %d kernels, fallback to capture (vs capture + update)", n);
        add_row_limited(names[i][3], &pr, 0.02 * pr.raw, "<= capture + update x 1.02",
                        "host time per step: the recorder, a call it does not compare first (captured, its calls kept) vs raw capture + cuGraphExecUpdate + cuGraphLaunch");
        a.way = NODES_FALLBACK_PLAIN;
        nodes_recorder_step(&a, a.plain); /* (its first step: captured and instantiated) */
        pr = measure_paired(nodes_batch, &a, rounds / 2 > 10 ? rounds / 2 : 10, batch);
        snprintf(names[i][5], sizeof names[i][5], "changed nodes: %d kernels, fallback to capture (vs a recorder without the mode)", n);
        add_row_limited(names[i][5], &pr, 0.02 * pr.raw, "<= that recorder x 1.02",
                        "host time per step: the recorder, a call it does not compare first vs a recorder without update_changed_nodes (capture + update), the same step");
        a.way = NODES_ONE;
        /* (after the fallback rows the recorder may be capturing changed steps without keeping their
           calls, for up to 16 of them: start again from a captured step, so that these are compared) */
        CUDACORE_CHECK(cudacore_recorder_reset(a.rec));
        nodes_recorder_step(&a, a.rec);
        pr = measure_paired(nodes_gpu_batch, &a, rounds / 5 > 10 ? rounds / 5 : 10, 1);
        snprintf(names[i][4], sizeof names[i][4], "changed nodes: %d kernels, GPU time, one changed (vs set one node)", n);
        add_row_paired(names[i][4], "us", &pr, "report", "GPU time of one step on an idle GPU, events around it");
        RAW(raw_cuGraphExecDestroy(a.exec));
        RAW(raw_cuGraphDestroy(a.graph));
        CUDACORE_CHECK(cudacore_recorder_destroy(a.rec));
        CUDACORE_CHECK(cudacore_recorder_destroy(a.plain));
    }
    CUDACORE_CHECK(cudacore_buffer_free(buf, stream));
    CUDACORE_CHECK(cudacore_stream_synchronize(stream));
}

/*--- stream-ordered pool allocation ----------------------------------------
   How the pool rows are measured: cudacore_buffer_allocate +
   cudacore_buffer_free on cudacore_device_memory_resource(0) against raw
   cuMemAllocFromPoolAsync + cuMemFreeAsync on the same pool (the device's
   current one, release threshold raised so that memory stays in it) and the
   same stream. Each size runs ROUNDS rounds after a warm-up; a round times a
   batch of BATCH pairs through each side, the order of the sides alternating
   from one round to the next (so that neither always follows the other), with
   the stream synchronized between batches outside the timing. Each side's
   value is the median over rounds of its time per pair; the note gives the
   median of the per-round differences (cudacore - raw) and its 95% confidence
   interval from order statistics: ~1000 rounds put a 0.05 us difference well
   above the noise. A third side on the 256 B row, printed as a diagnostic and
   not a row: the raw pair with one locked compare-and-swap on a private word
   after each driver call, i.e. what a lock-prefixed atomic next to the driver
   costs on this machine (cudacore's pair makes one: the handle's take, which
   makes a racing second free fail instead of freeing twice). */
enum { POOL_SIDES = 3, POOL_BATCH = 50 };
static uint64_t pool_lock_word;
static void locked_bump(void) { /* a lock-prefixed compare-and-swap, as a handle's take makes */
    uint64_t w = __atomic_load_n(&pool_lock_word, __ATOMIC_RELAXED);
    if (!__atomic_compare_exchange_n(&pool_lock_word, &w, w + 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) exit(3); /* (one thread: never) */
}
/* BATCH pairs of side k (0 raw, 1 cudacore, 2 raw + a locked CAS after each call); us per pair. */
static double pool_batch(int k, size_t size, cudacore_memory_resource mr, cudacore_CUmemoryPool pool) {
    double t0 = now_us();
    int i;
    for (i = 0; i < POOL_BATCH; i++) {
        if (k == 1) {
            cudacore_buffer b;
            CUDACORE_CHECK(cudacore_buffer_allocate(mr, size, stream, &b));
            CUDACORE_CHECK(cudacore_buffer_free(b, stream));
        } else {
            cudacore_CUdeviceptr p;
            RAW(raw_cuMemAllocFromPoolAsync(&p, size, pool, cu_stream));
            if (k == 2) locked_bump();
            RAW(raw_cuMemFreeAsync(p, cu_stream));
            if (k == 2) locked_bump();
        }
    }
    return (now_us() - t0) / POOL_BATCH;
}

static void bench_alloc(void) {
    static const size_t sizes[3] = {256, 64 << 10, 16 << 20};
    static const char *names[3] = {"pool alloc+free pair, 256 B", "pool alloc+free pair, 64 KiB", "pool alloc+free pair, 16 MiB"};
    enum { ROUNDS = 1000 };
    static double t[POOL_SIDES][ROUNDS], d[POOL_SIDES][ROUNDS];
    cudacore_memory_resource mr;
    cudacore_CUmemoryPool pool;
    cudacore_CUdevice dev = 0;
    uint64_t threshold = UINT64_MAX;
    int s, r, k, rounds = quick ? ROUNDS / 10 : ROUNDS;
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_device_native(0, &dev));
    RAW(raw_cuDeviceGetMemPool(&pool, dev));
    RAW(raw_cuMemPoolSetAttribute(pool, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &threshold));
    for (s = 0; s < 3; s++) {
        int sides = s == 0 ? 3 : 2;
        double ml, llo, lhi;
        paired pr;
        for (r = 0; r < 20; r++) /* warm the pool and both paths */
            for (k = 0; k < sides; k++) (void)pool_batch(k, sizes[s], mr, pool);
        RAW(raw_cuStreamSynchronize(cu_stream));
        for (r = 0; r < rounds; r++) {
            for (k = 0; k < sides; k++) {
                int side = (r & 1) ? sides - 1 - k : k; /* raw first in even rounds, last in odd ones */
                t[side][r] = pool_batch(side, sizes[s], mr, pool);
                RAW(raw_cuStreamSynchronize(cu_stream));
            }
            for (k = 1; k < sides; k++) d[k][r] = t[k][r] - t[0][r];
        }
        pr.diff = bench_median_ci(d[1], rounds, &pr.lo, &pr.hi);
        pr.cc = bench_median(t[1], rounds);
        pr.raw = bench_median(t[0], rounds);
        pr.rounds = rounds, pr.batch = POOL_BATCH;
        add_row_paired(names[s], "us", &pr, NULL, "cudacore_buffer_allocate + cudacore_buffer_free vs cuMemAllocFromPoolAsync + cuMemFreeAsync");
        if (sides == 3) {
            ml = bench_median_ci(d[2], rounds, &llo, &lhi);
            printf("    (diagnostic, %s: raw + one locked compare-and-swap after each driver call: %+.3f us over raw, 95%% CI [%+.3f, %+.3f])\n",
                   names[s], ml, llo, lhi);
        }
    }
}

/*--- copies ----------------------------------------------------------------*/
static double gbps(size_t bytes, float ms) { return (double)bytes / (ms * 1e-3) / 1e9; }

/* 8-byte pinned H2D copies, each followed by a stream sync. */
typedef struct h2d_arg {
    cudacore_buffer small;
    cudacore_CUdeviceptr dsmall;
    const void *pinned;
} h2d_arg;
static double h2d_sync_batch(int side, int count, const void *arg) {
    const h2d_arg *a = (const h2d_arg *)arg;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++)
        if (!side) {
            RAW(raw_cuMemcpyHtoDAsync(a->dsmall, a->pinned, 8, cu_stream));
            RAW(raw_cuStreamSynchronize(cu_stream));
        } else {
            CUDACORE_CHECK(cudacore_buffer_copy_from_host(a->small, 0, a->pinned, 8, stream));
            CUDACORE_CHECK(cudacore_stream_synchronize(stream));
        }
    return per_op(t0, count, NULL);
}

static void bench_copies(void) {
    cudacore_memory_resource mr;
    cudacore_pinned_memory_resource_desc pdesc;
    cudacore_memory_resource pinned_mr;
    cudacore_buffer big, big2, hbuf;
    cudacore_CUdeviceptr dbig, dbig2;
    cudacore_CUevent e0, e1;
    void *pinned, *pageable;
    const size_t BIG = (size_t)256 << 20, HUGE = (size_t)1 << 30;
    h2d_arg ha;
    paired pr;
    int rep;
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    memset(&pdesc, 0, sizeof pdesc);
    CUDACORE_CHECK(cudacore_pinned_memory_resource_create(&pdesc, &pinned_mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(pinned_mr, BIG, stream, &hbuf));
    CUDACORE_CHECK(cudacore_buffer_host_ptr(hbuf, &pinned));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, 8, stream, &ha.small));
    CUDACORE_CHECK(cudacore_buffer_native(ha.small, &ha.dsmall));
    ha.pinned = pinned;
    memset(pinned, 1, BIG);
    pr = measure_paired(h2d_sync_batch, &ha, 3000, 1);
    add_row_paired("8-byte pinned H2D copy + sync", "us", &pr, NULL, "one 8-byte copy from pinned memory and a stream sync, idle GPU");

    /* bandwidths, timed with raw events around both paths */
    RAW(raw_cuEventCreate(&e0, 0));
    RAW(raw_cuEventCreate(&e1, 0));
    pageable = malloc(BIG);
    if (!pageable) exit(1);
    memset(pageable, 2, BIG);
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, HUGE, stream, &big));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, HUGE, stream, &big2));
    CUDACORE_CHECK(cudacore_buffer_native(big, &dbig));
    CUDACORE_CHECK(cudacore_buffer_native(big2, &dbig2));
    {
        static const char *names[5] = {"H2D bandwidth, pinned, 256 MiB", "D2H bandwidth, pinned, 256 MiB", "H2D bandwidth, pageable, 256 MiB",
                                       "D2H bandwidth, pageable, 256 MiB", "D2D bandwidth, 1 GiB (read+write)"};
        int op;
        for (op = 0; op < 5; op++) {
            double cc[16], raw[16];
            void *host = op < 2 ? pinned : pageable;
            size_t bytes = op == 4 ? HUGE : BIG;
            for (rep = 0; rep < REPS + 2; rep++) {
                float ms = 0;
                int side;
                for (side = 0; side < 2; side++) {
                    RAW(raw_cuEventRecord(e0, cu_stream));
                    if (side == 0) {
                        if (op == 0 || op == 2) RAW(raw_cuMemcpyHtoDAsync(dbig, host, bytes, cu_stream));
                        else if (op == 1 || op == 3) RAW(raw_cuMemcpyDtoHAsync(host, dbig, bytes, cu_stream));
                        else RAW(raw_cuMemcpyDtoDAsync(dbig2, dbig, bytes, cu_stream));
                    } else {
                        if (op == 0 || op == 2) CUDACORE_CHECK(cudacore_buffer_copy_from_host(big, 0, host, bytes, stream));
                        else if (op == 1 || op == 3) CUDACORE_CHECK(cudacore_buffer_copy_to_host(host, big, 0, bytes, stream));
                        else CUDACORE_CHECK(cudacore_buffer_copy(big2, 0, big, 0, bytes, stream));
                    }
                    RAW(raw_cuEventRecord(e1, cu_stream));
                    RAW(raw_cuEventSynchronize(e1));
                    RAW(raw_cuEventElapsedTime(&ms, e0, e1));
                    if (rep >= 2) (side ? cc : raw)[rep - 2] = gbps(op == 4 ? 2 * bytes : bytes, ms);
                }
            }
            add_row(names[op], "GB/s", bench_median(cc, REPS), bench_median(raw, REPS), "bandwidth", ">= 0.97x", NULL);
        }
    }
    free(pageable);
    RAW(raw_cuEventDestroy(e0));
    RAW(raw_cuEventDestroy(e1));
    CUDACORE_CHECK(cudacore_buffer_free(big, stream));
    CUDACORE_CHECK(cudacore_buffer_free(big2, stream));
    CUDACORE_CHECK(cudacore_buffer_free(ha.small, stream));
    CUDACORE_CHECK(cudacore_buffer_free(hbuf, stream));
    CUDACORE_CHECK(cudacore_stream_synchronize(stream));
    CUDACORE_CHECK(cudacore_memory_resource_destroy(pinned_mr));
}

/*--- another device's stream ------------------------------------------------
   Launch and an 8-byte D2H copy on a stream whose context is not the calling
   thread's current one: cudacore pushes the stream's context around the call;
   the raw side does the same by hand (push, call, pop). With two GPUs the
   stream is device 1's and device 0 is current; with one GPU a second
   context of device 0 stands in for the other device (the same code path in
   cudacore: the stream's context differs from the thread's). Both launch the
   context-independent CUkernel, which the driver resolves in that context.
   With two GPUs also: peer copy bandwidth both ways against cuMemcpyPeerAsync. */
/* Peer copy bandwidth from -> to, 256 MiB of the devices' default pools, on a
   stream of `to` with device 0 current, cudacore_buffer_copy_peer against
   cuMemcpyPeerAsync (pushing the stream's context by hand), timed by events
   on that stream. With peer: `to` is given access to `from`'s pool. */
static void bench_peer_copy(int from, int to, int peer) {
    const size_t BIG = (size_t)256 << 20;
    double cc[16], raw[16];
    static char ops[2][64]; /* (rows keep the pointer) */
    char *op = ops[from & 1];
    cudacore_memory_resource mf, mt;
    cudacore_stream s;
    cudacore_buffer bf, bt;
    cudacore_CUstream cs = NULL;
    cudacore_CUdeviceptr df = 0, dt = 0;
    cudacore_CUcontext cf = NULL, ct = NULL, popped = NULL;
    cudacore_CUevent e0, e1;
    int rep, side;
    CUDACORE_CHECK(cudacore_device_set_current(to));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_stream_native(s, &cs));
    RAW(raw_cuEventCreate(&e0, 0));
    RAW(raw_cuEventCreate(&e1, 0));
    CUDACORE_CHECK(cudacore_device_set_current(0));
    CUDACORE_CHECK(cudacore_device_memory_resource(from, &mf));
    CUDACORE_CHECK(cudacore_device_memory_resource(to, &mt));
    CUDACORE_CHECK(cudacore_buffer_allocate(mt, BIG, s, &bt));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    { /* the source, allocated in stream order on its own device */
        cudacore_stream sf;
        CUDACORE_CHECK(cudacore_device_set_current(from));
        CUDACORE_CHECK(cudacore_stream_create(NULL, &sf));
        CUDACORE_CHECK(cudacore_device_set_current(0));
        CUDACORE_CHECK(cudacore_buffer_allocate(mf, BIG, sf, &bf));
        CUDACORE_CHECK(cudacore_stream_synchronize(sf));
        CUDACORE_CHECK(cudacore_stream_destroy(sf));
    }
    /* pool memory: peer access is the pool's to give (context peer access
       covers cuMemAlloc memory only); without it the driver stages the copy */
    if (peer) CUDACORE_CHECK(cudacore_memory_resource_set_peer_access(mf, to, 1));
    CUDACORE_CHECK(cudacore_buffer_native(bf, &df));
    CUDACORE_CHECK(cudacore_buffer_native(bt, &dt));
    CUDACORE_CHECK(cudacore_device_context(from, &cf));
    CUDACORE_CHECK(cudacore_device_context(to, &ct));
    for (rep = 0; rep < REPS + 2; rep++) {
        for (side = 0; side < 2; side++) {
            float ms = 0;
            RAW(raw_cuCtxPushCurrent(ct));
            RAW(raw_cuEventRecord(e0, cs));
            if (side == 0) RAW(raw_cuMemcpyPeerAsync(dt, ct, df, cf, BIG, cs));
            RAW(raw_cuCtxPopCurrent(&popped));
            if (side == 1) CUDACORE_CHECK(cudacore_buffer_copy_peer(bt, 0, bf, 0, BIG, s));
            RAW(raw_cuCtxPushCurrent(ct));
            RAW(raw_cuEventRecord(e1, cs));
            RAW(raw_cuEventSynchronize(e1));
            RAW(raw_cuEventElapsedTime(&ms, e0, e1));
            RAW(raw_cuCtxPopCurrent(&popped));
            if (rep >= 2) (side ? cc : raw)[rep - 2] = gbps(BIG, ms);
        }
    }
    snprintf(op, sizeof ops[0], "peer copy bandwidth %d -> %d, 256 MiB", from, to);
    add_row(op, "GB/s", bench_median(cc, REPS), bench_median(raw, REPS), "bandwidth", ">= 0.97x", peer ? "peer access on" : "no peer access: staged by the driver");
    CUDACORE_CHECK(cudacore_buffer_free(bt, s));
    CUDACORE_CHECK(cudacore_buffer_free(bf, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    RAW(raw_cuCtxPushCurrent(ct));
    RAW(raw_cuEventDestroy(e0));
    RAW(raw_cuEventDestroy(e1));
    RAW(raw_cuCtxPopCurrent(&popped));
}

/* Launches (copy 0) or 8-byte D2H copies (copy 1) on another context's
   stream: raw pushes the context around each call, cudacore takes the stream. */
typedef struct cross_arg {
    cudacore_CUcontext other;
    cudacore_CUstream cs;
    cudacore_CUfunction f;
    cudacore_stream s;
    cudacore_buffer b;
    cudacore_CUdeviceptr dp;
    const cudacore_launch_config *cfg;
    char *host;
    int copy;
} cross_arg;
static double cross_batch(int side, int count, const void *arg) {
    const cross_arg *a = (const cross_arg *)arg;
    cudacore_CUcontext popped = NULL;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++)
        if (!side) {
            RAW(raw_cuCtxPushCurrent(a->other));
            if (a->copy) RAW(raw_cuMemcpyDtoHAsync(a->host, a->dp, 8, a->cs));
            else RAW(raw_cuLaunchKernel(a->f, 1, 1, 1, 1, 1, 1, 0, a->cs, NULL, NULL));
            RAW(raw_cuCtxPopCurrent(&popped));
        } else if (a->copy) CUDACORE_CHECK(cudacore_buffer_copy_to_host(a->host, a->b, 0, 8, a->s));
        else CUDACORE_CHECK(cudacore_launch(a->s, a->cfg, k_empty, NULL, 0));
    return per_op(t0, count, &a->s);
}

static void bench_cross_device(int ndev) {
    cudacore_CUcontext popped = NULL, user = NULL;
    cudacore_CUkernel kern = NULL;
    cudacore_memory_resource mr;
    cudacore_launch_config cfg;
    cross_arg xa;
    paired pr;
    char host[8];
    const char *where = ndev >= 2 ? "device 1's stream, device 0 current" : "another context's stream (1 GPU: a second context of device 0)";
    static char op1[128], op2[128];
    int dev = ndev >= 2 ? 1 : 0;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    memset(&xa, 0, sizeof xa);
    xa.cfg = &cfg, xa.host = host;
    CUDACORE_CHECK(cudacore_kernel_native(k_empty, &kern));
    memcpy(&xa.f, &kern, sizeof xa.f);
    if (ndev >= 2) {
        CUDACORE_CHECK(cudacore_device_set_current(1));
        CUDACORE_CHECK(cudacore_stream_create(NULL, &xa.s));
        CUDACORE_CHECK(cudacore_stream_native(xa.s, &xa.cs));
        CUDACORE_CHECK(cudacore_device_context(1, &xa.other));
    } else {
        RAW(raw_cuCtxCreate(&user, 0, 0));
        RAW(raw_cuStreamCreate(&xa.cs, 1));
        RAW(raw_cuCtxPopCurrent(&popped));
        xa.other = user;
        CUDACORE_CHECK(cudacore_stream_wrap(xa.cs, &xa.s));
    }
    CUDACORE_CHECK(cudacore_device_set_current(0));
    CUDACORE_CHECK(cudacore_device_memory_resource(dev, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, 8, xa.s, &xa.b));
    CUDACORE_CHECK(cudacore_buffer_native(xa.b, &xa.dp));
    pr = measure_paired(cross_batch, &xa, LAUNCH_ROUNDS, LAUNCH_BATCH);
    snprintf(op1, sizeof op1, "launch host cost, %s", where);
    add_row_paired(op1, "us", &pr, NULL, "raw: cuCtxPushCurrent + cuLaunchKernel (the CUkernel) + cuCtxPopCurrent; cudacore_launch on the stream; "
                                         "each batch from an empty queue (stream synchronized between batches, untimed)");
    xa.copy = 1;
    pr = measure_paired(cross_batch, &xa, 200, 50);
    snprintf(op2, sizeof op2, "8-byte D2H copy host cost, %s", where);
    add_row_paired(op2, "us", &pr, NULL, "raw: cuCtxPushCurrent + cuMemcpyDtoHAsync (pageable) + cuCtxPopCurrent; cudacore_buffer_copy_to_host");
    CUDACORE_CHECK(cudacore_buffer_free(xa.b, xa.s));
    CUDACORE_CHECK(cudacore_stream_synchronize(xa.s));
    CUDACORE_CHECK(cudacore_stream_destroy(xa.s));
    if (user) {
        RAW(raw_cuCtxPushCurrent(user));
        RAW(raw_cuStreamDestroy(xa.cs));
        RAW(raw_cuCtxPopCurrent(&popped));
        RAW(raw_cuCtxDestroy(user));
    }
    if (ndev >= 2) { /* peer copy bandwidth both ways, each on the receiving device's stream */
        int can01 = 0, can10 = 0;
        CUDACORE_CHECK(cudacore_device_can_access_peer(0, 1, &can01));
        CUDACORE_CHECK(cudacore_device_can_access_peer(1, 0, &can10));
        if (can10) CUDACORE_CHECK(cudacore_device_enable_peer_access(1, 0));
        if (can01) CUDACORE_CHECK(cudacore_device_enable_peer_access(0, 1));
        bench_peer_copy(0, 1, can01 && can10);
        bench_peer_copy(1, 0, can01 && can10);
    }
}

/*--- textures, batched copies, graphics map/unmap ---------------------------*/
static const char *texture_src =
    "extern \"C\" __global__ void resample(cudaTextureObject_t src, cudaSurfaceObject_t dst, int w, int h) {\n"
    "    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;\n"
    "    if (x >= w || y >= h) return;\n"
    "    float4 c = tex2D<float4>(src, (x + 0.5f) / w, (y + 0.5f) / h);\n"
    "    surf2Dwrite(c, dst, x * (int)sizeof(float4), y);\n"
    "}\n";

/* A 4096 x 4096 RGBA8 texture resampled bilinearly to 3840 x 2160 float4 through
   a surface: cudacore's array, texture, surface and launch against the same
   kernel on raw ones (GPU time per launch, events). */
static void bench_textures(void) {
    enum { SW = 4096, SH = 4096, DW = 3840, DH = 2160 };
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_CUmodule mod;
    cudacore_CUfunction f;
    cudacore_array_desc ad;
    cudacore_array src, dst;
    cudacore_texture_desc td;
    cudacore_texture tex;
    cudacore_surface surf;
    cudacore_CUtexObject th, raw_tex;
    cudacore_CUsurfObject sh, raw_surf;
    cudacore_CUarray raw_src, raw_dst;
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 d;
    cudacore_CUDA_RESOURCE_DESC_v1 res;
    cudacore_CUDA_TEXTURE_DESC_v1 tdesc;
    cudacore_launch_config cfg;
    cudacore_CUevent e0, e1;
    const void *bin;
    size_t bin_size;
    double cc[16], raw[16];
    int w = DW, h = DH, rep;
    void *args[4];
    memset(&pd, 0, sizeof pd);
    pd.source = texture_src;
    pd.name = "resample.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &oc));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "resample", &k));
    CUDACORE_CHECK(cudacore_object_code_data(oc, &bin, &bin_size, NULL));
    RAW(raw_cuModuleLoadData(&mod, bin));
    RAW(raw_cuModuleGetFunction(&f, mod, "resample"));
    /* cudacore's objects */
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_UNSIGNED_INT8;
    ad.num_channels = 4;
    ad.width = SW;
    ad.height = SH;
    CUDACORE_CHECK(cudacore_array_create(&ad, &src));
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    ad.width = DW;
    ad.height = DH;
    ad.surface_load_store = 1;
    CUDACORE_CHECK(cudacore_array_create(&ad, &dst));
    memset(&td, 0, sizeof td);
    td.array = src;
    td.filter = CUDACORE_FILTER_LINEAR;
    td.read_mode = CUDACORE_READ_NORMALIZED_FLOAT;
    td.normalized_coords = 1;
    CUDACORE_CHECK(cudacore_texture_create(&td, &tex));
    CUDACORE_CHECK(cudacore_surface_create(dst, &surf));
    CUDACORE_CHECK(cudacore_texture_native(tex, &th));
    CUDACORE_CHECK(cudacore_surface_native(surf, &sh));
    /* the same on raw driver objects */
    memset(&d, 0, sizeof d);
    d.Format = CUDACORE_CU_AD_FORMAT_UNSIGNED_INT8;
    d.NumChannels = 4;
    d.Width = SW;
    d.Height = SH;
    RAW(raw_cuArray3DCreate(&raw_src, &d));
    d.Format = CUDACORE_CU_AD_FORMAT_FLOAT;
    d.Width = DW;
    d.Height = DH;
    d.Flags = CUDACORE_CUDA_ARRAY3D_SURFACE_LDST;
    RAW(raw_cuArray3DCreate(&raw_dst, &d));
    memset(&res, 0, sizeof res);
    res.resType = CUDACORE_CU_RESOURCE_TYPE_ARRAY;
    res.res.array.hArray = raw_src;
    memset(&tdesc, 0, sizeof tdesc);
    tdesc.addressMode[0] = tdesc.addressMode[1] = tdesc.addressMode[2] = CUDACORE_CU_TR_ADDRESS_MODE_CLAMP;
    tdesc.filterMode = CUDACORE_CU_TR_FILTER_MODE_LINEAR;
    tdesc.flags = CUDACORE_CU_TRSF_NORMALIZED_COORDINATES;
    RAW(raw_cuTexObjectCreate(&raw_tex, &res, &tdesc, NULL));
    res.res.array.hArray = raw_dst;
    RAW(raw_cuSurfObjectCreate(&raw_surf, &res));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 16;
    cfg.block[1] = 16;
    cfg.block[2] = 1;
    cfg.grid[0] = (DW + 15) / 16;
    cfg.grid[1] = (DH + 15) / 16;
    cfg.grid[2] = 1;
    RAW(raw_cuEventCreate(&e0, 0));
    RAW(raw_cuEventCreate(&e1, 0));
    for (rep = 0; rep < REPS + 2; rep++) {
        int side;
        for (side = 0; side < 2; side++) {
            float ms = 0;
            RAW(raw_cuEventRecord(e0, cu_stream));
            if (side == 0) {
                args[0] = &raw_tex, args[1] = &raw_surf, args[2] = &w, args[3] = &h;
                RAW(raw_cuLaunchKernel(f, cfg.grid[0], cfg.grid[1], 1, 16, 16, 1, 0, cu_stream, args, NULL));
            } else {
                args[0] = &th, args[1] = &sh, args[2] = &w, args[3] = &h;
                CUDACORE_CHECK(cudacore_launch(stream, &cfg, k, args, 4));
            }
            RAW(raw_cuEventRecord(e1, cu_stream));
            RAW(raw_cuEventSynchronize(e1));
            RAW(raw_cuEventElapsedTime(&ms, e0, e1));
            if (rep >= 2) (side ? cc : raw)[rep - 2] = ms * 1e3;
        }
    }
    add_row("texture-sampling kernel, 4096^2 RGBA8 -> 3840x2160 float4", "us", bench_median(cc, REPS), bench_median(raw, REPS), "ratio", "= raw (GPU-bound)",
            NULL);
    RAW(raw_cuEventDestroy(e0));
    RAW(raw_cuEventDestroy(e1));
    RAW(raw_cuSurfObjectDestroy(raw_surf));
    RAW(raw_cuTexObjectDestroy(raw_tex));
    RAW(raw_cuArrayDestroy(raw_src));
    RAW(raw_cuArrayDestroy(raw_dst));
    CUDACORE_CHECK(cudacore_texture_destroy(tex));
    CUDACORE_CHECK(cudacore_surface_destroy(surf));
    CUDACORE_CHECK(cudacore_array_destroy(src));
    CUDACORE_CHECK(cudacore_array_destroy(dst));
    RAW(raw_cuModuleUnload(mod));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(oc));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
}

/* 1000 scattered 4 KiB device-to-device copies, submitted and finished: one
   cudacore_copy_batch against the raw cuMemcpyBatchAsync (before 12.8, both
   sides are a loop of cuMemcpyAsync). */
static void bench_batch(void) {
    enum { N = 1000, SZ = 4096, L = 300 };
    static cudacore_copy copies[N];
    static cudacore_CUdeviceptr dsts[N], srcs[N];
    static size_t sizes[N];
    static double lc[L], lr[L];
    static char note[160];
    cudacore_memory_resource mr;
    cudacore_buffer a, b;
    cudacore_CUdeviceptr pa, pb;
    cudacore_CUmemcpyAttributes_v1 attr;
    size_t idx = 0, fail = 0;
    int i, j;
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, (size_t)N * SZ * 2, stream, &a));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, (size_t)N * SZ * 2, stream, &b));
    CUDACORE_CHECK(cudacore_buffer_native(a, &pa));
    CUDACORE_CHECK(cudacore_buffer_native(b, &pb));
    memset(copies, 0, sizeof copies);
    for (i = 0; i < N; i++) { /* every other 4 KiB slot, reversed */
        copies[i].dst = b;
        copies[i].dst_offset = (size_t)(2 * i) * SZ;
        copies[i].src = a;
        copies[i].src_offset = (size_t)(2 * (N - 1 - i)) * SZ;
        copies[i].size = SZ;
        dsts[i] = pb + copies[i].dst_offset;
        srcs[i] = pa + copies[i].src_offset;
        sizes[i] = SZ;
    }
    memset(&attr, 0, sizeof attr);
    attr.srcAccessOrder = CUDACORE_CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
    for (i = -20; i < L; i++) {
        double t0 = now_us();
        if (raw_cuMemcpyBatchAsync) RAW(raw_cuMemcpyBatchAsync(dsts, srcs, sizes, N, &attr, &idx, 1, &fail, cu_stream));
        else
            for (j = 0; j < N; j++) RAW(raw_cuMemcpyAsync(dsts[j], srcs[j], sizes[j], cu_stream));
        RAW(raw_cuStreamSynchronize(cu_stream));
        if (i >= 0) lr[i] = now_us() - t0;
        t0 = now_us();
        CUDACORE_CHECK(cudacore_copy_batch(copies, N, NULL, 0, stream));
        CUDACORE_CHECK(cudacore_stream_synchronize(stream));
        if (i >= 0) lc[i] = now_us() - t0;
    }
    {
        double t0, loop;
        t0 = now_us();
        for (j = 0; j < N; j++) RAW(raw_cuMemcpyAsync(dsts[j], srcs[j], sizes[j], cu_stream));
        RAW(raw_cuStreamSynchronize(cu_stream));
        loop = now_us() - t0;
        snprintf(note, sizeof note, "%s; for scale, a raw loop of 1000 cuMemcpyAsync: %.0f us",
                 raw_cuMemcpyBatchAsync ? "raw: cuMemcpyBatchAsync" : "driver before 12.8: both sides loop cuMemcpyAsync", loop);
    }
    add_row("1000 scattered 4 KiB D2D copies, batched, submit + sync", "us", bench_median(lc, L), bench_median(lr, L), "ratio", "<= 1.05x", note);
    CUDACORE_CHECK(cudacore_buffer_free(a, stream));
    CUDACORE_CHECK(cudacore_buffer_free(b, stream));
    CUDACORE_CHECK(cudacore_stream_synchronize(stream));
}

/* Map + mapped pointer + unmap of a registered 1 MiB OpenGL buffer, host
   cost: cudacore against the three raw calls. Needs an EGL driver (headless:
   a surfaceless context on the EGL device of CUDA device 0); skipped,
   saying so, without one.
   The section "graphics-parts" (run only when CUDACORE_BENCH_ONLY names it)
   takes the row apart, in the manner of METHOD.md's variants that leave one
   stage out: side 1 of each row below is one variant against the raw triple,
   the four rows measured in turn, twice over, in this one process (each
   row takes some 8 s on an H200: the stream is synchronized after each
   batch, and a GL unmap's synchronization is slow):
     raw                  the raw triple on both sides: the pairing's own bias
     raw + lookups        the raw triple plus the handle lookups cudacore's
                          triple makes (3 of the resource, 2 of the stream,
                          each just before its driver call): what looking up
                          a handle costs with the driver's work in between
     cudacore map/unmap   cudacore's map and unmap around the raw mapped
                          pointer call: all of cudacore's triple but
                          cudacore_graphics_mapped_buffer
     cudacore             the row itself                                     */
enum { GL_CUDACORE, GL_RAW, GL_RAW_LOOKUPS, GL_MAP_UNMAP, GL_VARIANTS };
static const char *const gl_variant_name[GL_VARIANTS] = {"cudacore", "raw", "raw + lookups", "cudacore map/unmap"};
typedef struct graphics_arg {
    cudacore_graphics_resource res;
    cudacore_CUgraphicsResource raw_res;
    int variant; /* side 1: GL_* */
} graphics_arg;
static void raw_graphics_triple(cudacore_CUgraphicsResource raw_res) {
    cudacore_CUdeviceptr p;
    size_t size;
    RAW(raw_cuGraphicsMapResources(1, &raw_res, cu_stream));
    RAW(raw_cuGraphicsResourceGetMappedPointer(&p, &size, raw_res));
    RAW(raw_cuGraphicsUnmapResources(1, &raw_res, cu_stream));
}
static void lookups_graphics_triple(const graphics_arg *a) {
    cudacore_CUgraphicsResource n;
    cudacore_CUstream cs;
    cudacore_CUdeviceptr p;
    size_t size;
    CUDACORE_CHECK(cudacore_graphics_resource_native(a->res, &n));
    CUDACORE_CHECK(cudacore_stream_native(stream, &cs));
    RAW(raw_cuGraphicsMapResources(1, &n, cs));
    CUDACORE_CHECK(cudacore_graphics_resource_native(a->res, &n));
    RAW(raw_cuGraphicsResourceGetMappedPointer(&p, &size, n));
    CUDACORE_CHECK(cudacore_graphics_resource_native(a->res, &n));
    CUDACORE_CHECK(cudacore_stream_native(stream, &cs));
    RAW(raw_cuGraphicsUnmapResources(1, &n, cs));
}
static double graphics_batch(int side, int count, const void *arg) {
    const graphics_arg *a = (const graphics_arg *)arg;
    int variant = side ? a->variant : GL_RAW, i;
    cudacore_CUdeviceptr p;
    cudacore_buffer b;
    size_t size;
    double t0 = now_us();
    for (i = 0; i < count; i++)
        switch (variant) {
        case GL_RAW: raw_graphics_triple(a->raw_res); break;
        case GL_RAW_LOOKUPS: lookups_graphics_triple(a); break;
        case GL_MAP_UNMAP:
            CUDACORE_CHECK(cudacore_graphics_map(a->res, stream));
            RAW(raw_cuGraphicsResourceGetMappedPointer(&p, &size, a->raw_res));
            CUDACORE_CHECK(cudacore_graphics_unmap(a->res, stream));
            break;
        default:
            CUDACORE_CHECK(cudacore_graphics_map(a->res, stream));
            CUDACORE_CHECK(cudacore_graphics_mapped_buffer(a->res, &b));
            CUDACORE_CHECK(cudacore_graphics_unmap(a->res, stream));
        }
    return per_op(t0, count, &stream);
}

/* A registered 1 MiB OpenGL buffer in ga's resource (made once, kept to the
   end of the run with its EGL context): 0 when there is none, saying why. */
static int graphics_setup(graphics_arg *ga) {
    typedef void *(*egl_proc_fn)(const char *);
    static const int cfg_attrs[] = {0x3033, 0x0001, 0x3040, 0x0008, 0x3038}; /* SURFACE_TYPE PBUFFER, RENDERABLE_TYPE OPENGL, NONE */
    static graphics_arg made;
    static int tried;
    void *lib, *devices[16], *display = NULL, *config = NULL, *context = NULL;
    egl_proc_fn get_proc = NULL;
    unsigned (*query_devices)(int, void **, int *), (*query_attrib)(void *, int, intptr_t *);
    void *(*platform_display)(unsigned, void *, const int *), *device = NULL;
    unsigned (*init)(void *, int *, int *), (*bind_api)(unsigned), (*choose)(void *, const int *, void **, int, int *);
    void *(*create)(void *, void *, void *, const int *);
    unsigned (*make_current)(void *, void *, void *, void *);
    void (*gen_buffers)(int, unsigned *), (*bind_buffer)(unsigned, unsigned), (*buffer_data)(unsigned, intptr_t, const void *, unsigned);
    unsigned vbo = 0;
    int n = 0, i;
    if (tried) {
        *ga = made;
        return made.res.id != 0;
    }
    tried = 1;
    memset(&made, 0, sizeof made);
    lib = dlopen("libEGL.so.1", RTLD_NOW | RTLD_LOCAL);
    if (lib) *(void **)&get_proc = dlsym(lib, "eglGetProcAddress");
    if (!get_proc) {
        printf("  (graphics map/unmap: skipped, no libEGL.so.1)\n");
        return 0;
    }
    *(void **)&query_devices = get_proc("eglQueryDevicesEXT");
    *(void **)&query_attrib = get_proc("eglQueryDeviceAttribEXT");
    *(void **)&platform_display = get_proc("eglGetPlatformDisplayEXT");
    *(void **)&init = dlsym(lib, "eglInitialize");
    *(void **)&bind_api = dlsym(lib, "eglBindAPI");
    *(void **)&choose = dlsym(lib, "eglChooseConfig");
    *(void **)&create = dlsym(lib, "eglCreateContext");
    *(void **)&make_current = dlsym(lib, "eglMakeCurrent");
    if (query_devices && query_attrib && query_devices(16, devices, &n))
        for (i = 0; i < n && !device; i++) {
            intptr_t cuda = -1;
            if (query_attrib(devices[i], 0x323A, &cuda) && cuda == 0) device = devices[i]; /* EGL_CUDA_DEVICE_NV */
        }
    if (!device || !platform_display || !init || !(display = platform_display(0x313F, device, NULL)) || !init(display, NULL, NULL) ||
        !bind_api(0x30A2) ||
        !choose(display, cfg_attrs, &config, 1, &n) || n != 1 || !(context = create(display, config, NULL, NULL)) ||
        !make_current(display, NULL, NULL, context)) {
        printf("  (graphics map/unmap: skipped, no headless EGL/OpenGL context)\n");
        return 0;
    }
    *(void **)&gen_buffers = get_proc("glGenBuffers");
    *(void **)&bind_buffer = get_proc("glBindBuffer");
    *(void **)&buffer_data = get_proc("glBufferData");
    if (!gen_buffers || !bind_buffer || !buffer_data) {
        printf("  (graphics map/unmap: skipped, no OpenGL entry points)\n");
        return 0;
    }
    gen_buffers(1, &vbo);
    bind_buffer(0x8892, vbo); /* GL_ARRAY_BUFFER */
    buffer_data(0x8892, 1 << 20, NULL, 0x88E4); /* GL_STATIC_DRAW */
    if (cudacore_graphics_register_gl_buffer(vbo, NULL, &made.res) != CUDACORE_SUCCESS) {
        printf("  (graphics map/unmap: skipped, registration failed: %s)\n", cudacore_last_error()->message);
        made.res.id = 0;
        return 0;
    }
    CUDACORE_CHECK(cudacore_graphics_resource_native(made.res, &made.raw_res));
    *ga = made;
    return 1; /* (the resource, the context and the loader stay until exit) */
}

static void bench_graphics_map(void) {
    graphics_arg ga;
    paired pr;
    if (!graphics_setup(&ga)) return;
    ga.variant = GL_CUDACORE;
    pr = measure_paired(graphics_batch, &ga, 1000, 10);
    add_row_paired("GL buffer map + mapped pointer + unmap, host cost", "us", &pr, NULL,
                   "raw: cuGraphicsMapResources + cuGraphicsResourceGetMappedPointer + cuGraphicsUnmapResources, per triple");
}

static void bench_graphics_parts(void) {
    graphics_arg ga;
    paired pr;
    char op[160];
    int rep, v;
    if (!graphics_setup(&ga)) return;
    for (rep = 1; rep <= 2; rep++)
        for (v = GL_RAW; v < GL_VARIANTS + 1; v++) {
            ga.variant = v % GL_VARIANTS; /* (GL_CUDACORE last) */
            pr = measure_paired(graphics_batch, &ga, 1000, 10);
            snprintf(op, sizeof op, "GL map cycle taken apart, %s vs raw (repeat %d)", gl_variant_name[ga.variant], rep);
            add_row_paired(op, "us", &pr, "report", "side 1: the variant named (see bench_graphics_parts); side 0: the raw triple");
        }
}

/*--- events ----------------------------------------------------------------*/
typedef struct event_arg {
    cudacore_event e;
    cudacore_CUevent re;
} event_arg;
static double event_batch(int side, int count, const void *arg) {
    const event_arg *a = (const event_arg *)arg;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++)
        if (!side) {
            RAW(raw_cuEventRecord(a->re, cu_stream));
            RAW(raw_cuEventSynchronize(a->re));
        } else {
            CUDACORE_CHECK(cudacore_event_record(a->e, stream));
            CUDACORE_CHECK(cudacore_event_synchronize(a->e));
        }
    return per_op(t0, count, NULL);
}

static void bench_events(void) {
    int timing;
    for (timing = 0; timing < 2; timing++) {
        cudacore_event_desc d;
        event_arg ea;
        paired pr;
        memset(&d, 0, sizeof d);
        d.enable_timing = timing;
        CUDACORE_CHECK(cudacore_event_create(&d, &ea.e));
        RAW(raw_cuEventCreate(&ea.re, timing ? 0 : 2 /* CU_EVENT_DISABLE_TIMING */));
        pr = measure_paired(event_batch, &ea, 1000, 10);
        add_row_paired(timing ? "event record + sync, timing on" : "event record + sync, timing off (default)", "us", &pr, NULL,
                       "a record on the idle stream and its synchronize, per pair");
        CUDACORE_CHECK(cudacore_event_destroy(ea.e));
        RAW(raw_cuEventDestroy(ea.re));
    }
}

/*--- module load to first finished launch ----------------------------------*/
static void bench_module_load(void) {
    enum { L = 50 };
    static double lc[L], lr[L], ll[L];
    cudacore_launch_config cfg;
    int i;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    for (i = 0; i < L; i++) {
        cudacore_CUmodule m;
        cudacore_CUfunction f;
        cudacore_object_code oc;
        cudacore_object_code_desc od;
        cudacore_kernel k;
        double t0 = now_us();
        RAW(raw_cuModuleLoadData(&m, cubin));
        RAW(raw_cuModuleGetFunction(&f, m, "empty_kernel"));
        RAW(raw_cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, cu_stream, NULL, NULL));
        RAW(raw_cuStreamSynchronize(cu_stream));
        lr[i] = now_us() - t0;
        RAW(raw_cuModuleUnload(m));
        {
            cudacore_CUlibrary lib;
            cudacore_CUkernel kern;
            t0 = now_us();
            RAW(raw_cuLibraryLoadData(&lib, cubin, NULL, NULL, 0, NULL, NULL, 0));
            RAW(raw_cuLibraryGetKernel(&kern, lib, "empty_kernel"));
            RAW(raw_cuLaunchKernel((cudacore_CUfunction)(void *)kern, 1, 1, 1, 1, 1, 1, 0, cu_stream, NULL, NULL));
            RAW(raw_cuStreamSynchronize(cu_stream));
            ll[i] = now_us() - t0;
            RAW(raw_cuLibraryUnload(lib));
        }
        memset(&od, 0, sizeof od);
        od.data = cubin;
        od.size = cubin_size;
        od.type = CUDACORE_CODE_CUBIN;
        t0 = now_us();
        CUDACORE_CHECK(cudacore_object_code_load(&od, &oc));
        CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "empty_kernel", &k));
        CUDACORE_CHECK(cudacore_launch(stream, &cfg, k, NULL, 0));
        CUDACORE_CHECK(cudacore_stream_synchronize(stream));
        lc[i] = now_us() - t0;
        CUDACORE_CHECK(cudacore_object_code_destroy(oc));
    }
    {
        double mc = bench_median(lc, L);
        add_row("cubin load to first finished launch (raw: module path)", "us", mc, bench_median(lr, L), "ratio", "<= 1.1x",
                "cudacore loads with cuLibraryLoadData (context-independent kernels, as cuda.core); raw: cuModuleLoadData");
        add_row("cubin load to first finished launch (raw: library path)", "us", mc, bench_median(ll, L), "ratio", "<= 1.1x",
                "raw: cuLibraryLoadData + cuLibraryGetKernel, the calls cudacore wraps");
    }
}

/*--- NVRTC and the compile cache -------------------------------------------*/
typedef int (*nvrtc_create_t)(cudacore_nvrtcProgram *, const char *, const char *, int, const char *const *, const char *const *);
typedef int (*nvrtc_compile_t)(cudacore_nvrtcProgram, int, const char *const *);
typedef int (*nvrtc_size_t)(cudacore_nvrtcProgram, size_t *);
typedef int (*nvrtc_get_t)(cudacore_nvrtcProgram, char *);
typedef int (*nvrtc_destroy_t)(cudacore_nvrtcProgram *);

/* NVRTC's entry points for the raw sides, from the library at a path. */
typedef struct raw_nvrtc {
    nvrtc_create_t create;
    nvrtc_compile_t compile;
    nvrtc_size_t cubin_size;
    nvrtc_get_t get_cubin;
    nvrtc_destroy_t destroy;
} raw_nvrtc;
/* 0 when the library does not load. */
static int raw_nvrtc_load(raw_nvrtc *r, const char *path) {
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL), *p;
    if (!lib) return 0;
#define SYM(var, name) (p = dlsym(lib, name), memcpy(&r->var, &p, sizeof p))
    SYM(create, "nvrtcCreateProgram");
    SYM(compile, "nvrtcCompileProgram");
    SYM(cubin_size, "nvrtcGetCUBINSize");
    SYM(get_cubin, "nvrtcGetCUBIN");
    SYM(destroy, "nvrtcDestroyProgram");
#undef SYM
    return 1;
}
/* src compiled to a CUBIN with argc options (the first "-arch=sm_NN"), as raw code does it; malloc'ed (NULL: out of memory). */
static char *raw_nvrtc_cubin_opts(const raw_nvrtc *r, const char *src, const char *name, int argc, const char *const *argv) {
    cudacore_nvrtcProgram rp;
    size_t n = 0;
    char *bin;
    RAW(r->create(&rp, src, name, 0, NULL, NULL));
    RAW(r->compile(rp, argc, argv));
    RAW(r->cubin_size(rp, &n));
    if ((bin = (char *)malloc(n)) != NULL) RAW(r->get_cubin(rp, bin));
    RAW(r->destroy(&rp));
    return bin;
}
static char *raw_nvrtc_cubin(const raw_nvrtc *r, const char *src, const char *name, const char *arch) {
    return raw_nvrtc_cubin_opts(r, src, name, 1, &arch);
}

static void bench_nvrtc(void) {
    enum { L = 15 };
    static double lc[L], lr[L];
    static char src[4096];
    cudacore_library_info info;
    cudacore_device_info dev;
    char arch[32];
    raw_nvrtc rn;
    cudacore_program_options po;
    static char opts[4096];
    const char *argv[16];
    int mode, i, argc = 0;
    char *o;
    CUDACORE_CHECK(cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &info));
    CUDACORE_CHECK(cudacore_device_get_info(0, &dev));
    if (!raw_nvrtc_load(&rn, info.path)) exit(1); /* the same NVRTC cudacore loaded */
    snprintf(arch, sizeof arch, "-arch=sm_%s", dev.arch);
    memset(&po, 0, sizeof po);
    po.no_compile_cache = 1;
    /* the options cudacore compiles with (the toolkit's include folders after the arch): the raw side of the header row */
    CUDACORE_CHECK(cudacore_program_options_format(NULL, CUDACORE_PROGRAM_CXX, CUDACORE_CODE_CUBIN, opts, sizeof opts, NULL));
    for (o = strtok(opts, "\n"); o && argc < 16; o = strtok(NULL, "\n")) argv[argc++] = o;
    for (mode = 0; mode < 4; mode++) { /* 0: unique source (NVRTC cold), 1: same source (NVRTC's own cache), 2: cudacore's cache,
                                          3: cudacore's cache, a kernel that includes <cuda_fp16.h> (the files it read checked on each hit) */
        for (i = 0; i < L + 1; i++) {
            cudacore_program prog;
            cudacore_program_desc pd;
            cudacore_object_code oc;
            cudacore_kernel k;
            cudacore_CUmodule m;
            cudacore_CUfunction f;
            char *bin;
            double t0;
            if (mode == 0) snprintf(src, sizeof src, "%s\nextern \"C\" __global__ void unique_%d_%ld(float *x) { x[%d] += %d.0f; }\n", kernel_src, i,
                                    (long)now_us(), i, i);
            else snprintf(src, sizeof src, "%s%s", mode == 3 ? "#include <cuda_fp16.h>\n" : "", kernel_src);
            t0 = now_us();
            if (!(bin = mode == 3 ? raw_nvrtc_cubin_opts(&rn, src, "bench.cu", argc, argv) : raw_nvrtc_cubin(&rn, src, "bench.cu", arch))) exit(1);
            RAW(raw_cuModuleLoadData(&m, bin));
            RAW(raw_cuModuleGetFunction(&f, m, "empty_kernel"));
            if (i) lr[i - 1] = (now_us() - t0) / 1000.0;
            RAW(raw_cuModuleUnload(m));
            free(bin);
            if (mode == 0) snprintf(src, sizeof src, "%s\nextern \"C\" __global__ void unique_%d_%ld_cc(float *x) { x[%d] += %d.0f; }\n", kernel_src,
                                    i, (long)now_us(), i, i);
            memset(&pd, 0, sizeof pd);
            pd.source = src;
            pd.name = "bench.cu";
            t0 = now_us();
            CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
            CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, mode >= 2 ? NULL : &po, &oc));
            CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "empty_kernel", &k));
            if (i) lc[i - 1] = (now_us() - t0) / 1000.0;
            CUDACORE_CHECK(cudacore_object_code_destroy(oc));
            CUDACORE_CHECK(cudacore_program_destroy(prog));
        }
        if (mode == 0)
            add_row("NVRTC compile to a loaded kernel, cold (unique source)", "ms", bench_median(lc, L), bench_median(lr, L), "ratio", "~1.0x (NVRTC-bound)", NULL);
        else if (mode == 1)
            add_row("NVRTC compile to a loaded kernel, NVRTC's own cache", "ms", bench_median(lc, L), bench_median(lr, L), "ratio", "~1.0x (NVRTC-bound)", NULL);
        else if (mode == 2)
            add_row("cudacore compile cache warm, to a loaded kernel (raw: NVRTC's cache)", "ms", bench_median(lc, L), bench_median(lr, L), "absolute", "< 1 ms",
                    "raw column: the raw path has no cache of its own beyond NVRTC's");
        else
            add_row("cudacore compile cache warm, a kernel including <cuda_fp16.h>", "ms", bench_median(lc, L), bench_median(lr, L), "absolute", "< 1 ms",
                    "the hit checks every file the compile read (the toolkit's headers); raw column: NVRTC's own cache");
    }
}

/*--- startup: process start to first finished kernel, and process exit -----
   Each figure comes from a fresh process: this program again, started with
   fork + exec and a pipe for its one line of output. The child prints, as its
   last line of main, the CLOCK_REALTIME at which its first kernel finished
   (and the times of its stages); the parent stamps the clock just before the
   fork and again once the child has exited. So each run gives
     start: fork to the first finished kernel (fork + exec included, as for
            any program), and
     exit:  the child's last line of main to the end of the process (the
            driver's teardown at exit, and cudacore's: waiting for a
            background start, atexit handlers).
   --startup-child MODE OUTDIR      loads OUTDIR/bench.cubin and runs it (MODE
                                    cudacore; raw: cuModuleLoad; raw-library:
                                    the file read, cuLibraryLoadData and
                                    cuLibraryGetKernel, as cudacore loads it)
   --overlap-child MODE W NVRTC [ARCH]  W ms of host work (a busy loop standing
                                    for reading input), a cold NVRTC compile
                                    (a kernel no cache has seen) and its
                                    launch: raw = one after the other (W, cuInit
                                    and the context, the compile, the launch),
                                    cudacore = cudacore_desc.start_in_background
                                    = CUDACORE_START_DRIVER | CUDACORE_START_NVRTC
                                    (the driver, then NVRTC's warm-up, start
                                    during W and the compile); raw-threaded
                                    ARCH = the raw program overlapped by hand
                                    (cuInit and the context in a thread of its
                                    own beside W and the compile, for the arch
                                    it is given, as a program that knows its
                                    GPU would). It prints its
                                    main's first moment too: the overlap rows
                                    are timed from there, as the goal's terms
                                    (W, raw's init and compile) are; fork +
                                    exec, the same for both children and
                                    slower from a parent that holds a CUDA
                                    context, is in the start-up row above
                                    and in the overlap rows' notes.
   --hold-context SECONDS           holds device 0's context SECONDS, as the
                                    benchmark's parent does while its children
                                    run (make gpu-check STEPS=stages runs the
                                    children beside one) */
typedef struct child_times {
    double start_ms, exit_ms; /* fork to kernel done; last line of main to process end */
    double main_ms;           /* main's first line to kernel done (the overlap children; else 0) */
    double init_ms, compile_ms; /* stages the raw overlap child reports (else 0) */
} child_times;

static double real_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Runs this program with args (NULL-terminated); -1 start_ms when it failed. */
static child_times run_child(const char *self, const char *const *args) {
    child_times t = {-1, 0, 0, 0, 0};
    char buf[256], *argv[8];
    double t0, done = 0, init = 0, compile = 0, main_start = 0;
    int fd[2], st = 0, i, n = 0;
    FILE *f;
    pid_t pid;
    argv[0] = (char *)self;
    if (access("/proc/self/exe", X_OK) == 0) self = "/proc/self/exe"; /* (argv[0] may be a bare name found on PATH) */
    for (i = 0; args[i] && i < 6; i++) argv[i + 1] = (char *)args[i];
    argv[i + 1] = NULL;
    if (pipe(fd) != 0) return t;
    fflush(stdout);
    {   /* Each child starts on a quiet GPU: the driver finishes tearing the last
           child's context down after that process is gone, and a child whose
           cuInit came at once (cudacore's start, raw with W = 0) met that work
           where one that did W ms of host work first did not. */
        struct timespec settle = {0, 200 * 1000 * 1000};
        while (nanosleep(&settle, &settle) != 0) {}
    }
    t0 = real_us();
    pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        execv(self, argv);
        _exit(127);
    }
    close(fd[1]);
    if (pid < 0) {
        close(fd[0]);
        return t;
    }
    f = fdopen(fd[0], "r");
    if (f && fgets(buf, sizeof buf, f)) n = sscanf(buf, "%lf %lf %lf %lf", &done, &init, &compile, &main_start);
    if (f) fclose(f);
    else close(fd[0]);
    if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0 || n < 1) {
        fprintf(stderr, "  startup child %s %s failed (status %d)\n", args[0], args[1], st);
        return t;
    }
    t.exit_ms = (real_us() - done) / 1000.0;
    t.start_ms = (done - t0) / 1000.0;
    t.init_ms = init;
    t.compile_ms = compile;
    if (n >= 4) t.main_ms = (done - main_start) / 1000.0;
    return t;
}

/* With CUDACORE_BENCH_STAGES=1 the start-up children print when each stage
   ends, to stderr: ms from main's first line, and "at" the monotonic clock's
   ms (CLOCK_MONOTONIC: the mock driver's CUDACORE_MOCK_EVENTS record its
   calls on it, so tests/bench_cpu.sh can order the two). */
static double stage_t0;
static void stage(const char *what) {
    double t = now_us();
    if (getenv("CUDACORE_BENCH_STAGES")) fprintf(stderr, "  %-28s %8.3f ms  at %.3f\n", what, (t - stage_t0) / 1000, t / 1000);
}

/* The raw driver entry points a start-up child needs, through dlopen and cuGetProcAddress. */
typedef CUres (*getproc_t)(const char *, void **, int, unsigned long long, int *);
static struct {
    CUres (*init)(unsigned);
    CUres (*ctxretain)(cudacore_CUcontext *, int);
    CUres (*setcur)(cudacore_CUcontext);
    CUres (*screate)(cudacore_CUstream *, unsigned);
    CUres (*fileload)(cudacore_CUmodule *, const char *);
    CUres (*attr)(int *, int, int);
} rawd;
static int raw_driver(void) {
    const char *path = getenv("CUDACORE_LIBCUDA_PATH"); /* (the libcuda cudacore takes: a mock driver on a machine without a GPU) */
    void *lib = dlopen(path && path[0] ? path : "libcuda.so.1", RTLD_NOW | RTLD_LOCAL), *fp;
    getproc_t gp;
    int st;
    if (!lib) return 0;
    fp = dlsym(lib, "cuGetProcAddress_v2");
    if (!fp) return 0;
    memcpy(&gp, &fp, sizeof fp);
#define GP(var, name, ver) (gp(name, &fp, ver, 1, &st), memcpy(&var, &fp, sizeof fp))
    GP(rawd.init, "cuInit", 2000);
    GP(rawd.ctxretain, "cuDevicePrimaryCtxRetain", 7000);
    GP(rawd.setcur, "cuCtxSetCurrent", 4000);
    GP(rawd.screate, "cuStreamCreate", 2000);
    GP(rawd.fileload, "cuModuleLoad", 2000);
    GP(rawd.attr, "cuDeviceGetAttribute", 2000);
    GP(raw_cuModuleLoadData, "cuModuleLoadData", 2000);
    GP(raw_cuModuleGetFunction, "cuModuleGetFunction", 2000);
    GP(raw_cuLaunchKernel, "cuLaunchKernel", 4000);
    GP(raw_cuStreamSynchronize, "cuStreamSynchronize", 2000);
    GP(raw_cuLibraryLoadData, "cuLibraryLoadData", 12000);
    GP(raw_cuLibraryGetKernel, "cuLibraryGetKernel", 12000);
#undef GP
    return rawd.init && rawd.ctxretain && rawd.setcur && rawd.screate && rawd.attr && raw_cuModuleLoadData &&
           raw_cuModuleGetFunction && raw_cuLaunchKernel && raw_cuStreamSynchronize;
}

static int startup_child(const char *mode, const char *outdir) {
    char path[1024];
    stage_t0 = now_us();
    snprintf(path, sizeof path, "%s/bench.cubin", outdir);
    if (!strcmp(mode, "cudacore")) {
        cudacore_object_code_desc od;
        cudacore_object_code oc;
        cudacore_kernel k;
        cudacore_stream s;
        cudacore_launch_config cfg;
        memset(&od, 0, sizeof od);
        od.path = path;
        od.type = CUDACORE_CODE_CUBIN;
        memset(&cfg, 0, sizeof cfg);
        cfg.grid[0] = cfg.block[0] = 1;
        {
            int n = 0;
            CUDACORE_CHECK(cudacore_device_count(&n)); /* dlopen, cuInit, table */
        }
        stage("driver loaded + cuInit");
        CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
        stage("context + stream");
        CUDACORE_CHECK(cudacore_object_code_load(&od, &oc));
        stage("code read");
        CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "empty_kernel", &k));
        stage("code loaded, kernel");
        CUDACORE_CHECK(cudacore_launch(s, &cfg, k, NULL, 0));
        CUDACORE_CHECK(cudacore_stream_synchronize(s));
        stage("launch + sync");
    } else { /* the raw program: what a C user writes by hand with dlopen */
        cudacore_CUcontext ctx;
        cudacore_CUstream s;
        cudacore_CUmodule m;
        cudacore_CUfunction f;
        int library = !strcmp(mode, "raw-library");
        if (!raw_driver() || !rawd.fileload || (library && (!raw_cuLibraryLoadData || !raw_cuLibraryGetKernel))) return 1;
        RAW(rawd.init(0));
        stage("driver loaded + cuInit");
        RAW(rawd.ctxretain(&ctx, 0));
        RAW(rawd.setcur(ctx));
        RAW(rawd.screate(&s, 1));
        stage("context + stream");
        if (library) { /* the way cudacore loads code: the file's bytes as a context-independent library */
            static char image[1 << 20];
            FILE *fp = fopen(path, "rb");
            size_t n = fp ? fread(image, 1, sizeof image, fp) : 0;
            cudacore_CUlibrary lib;
            cudacore_CUkernel kern;
            if (fp) fclose(fp);
            if (!n || n == sizeof image) return 1;
            RAW(raw_cuLibraryLoadData(&lib, image, NULL, NULL, 0, NULL, NULL, 0));
            RAW(raw_cuLibraryGetKernel(&kern, lib, "empty_kernel"));
            f = (cudacore_CUfunction)(void *)kern;
        } else {
            RAW(rawd.fileload(&m, path));
            RAW(raw_cuModuleGetFunction(&f, m, "empty_kernel"));
        }
        stage("code loaded, kernel");
        RAW(raw_cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, NULL, NULL));
        RAW(raw_cuStreamSynchronize(s));
        stage("launch + sync");
    }
    printf("%.3f\n", real_us()); /* the last line of main */
    return 0;
}

/* W ms of host work: a busy loop (reading and parsing input keeps a core busy). */
static void host_work(int w) {
    double end = now_us() + w * 1000.0;
    volatile unsigned x = 0;
    while (now_us() < end)
        for (int i = 0; i < 1000; i++) x = x * 2654435761u + (unsigned)i;
}

/* A kernel no cache has seen (NVRTC's on-disk cache included): named after the process and the time. */
static void unique_source(char *src, size_t cap) {
    snprintf(src, cap, "%s\nextern \"C\" __global__ void unique_%ld_%ld(float *x, int n) { for (int i = threadIdx.x; i < n; i += blockDim.x) x[i] = x[i] * 2.0f + %ld.0f; }\n",
             kernel_src, (long)getpid(), (long)now_us(), (long)getpid() % 1000);
}

/* The raw children's last steps: their CUBIN loaded, its kernel launched
   on a new stream and waited for (the context current). */
static void raw_load_and_run(const char *bin) {
    cudacore_CUstream s;
    cudacore_CUmodule m;
    cudacore_CUfunction f;
    RAW(raw_cuModuleLoadData(&m, bin));
    RAW(raw_cuModuleGetFunction(&f, m, "empty_kernel"));
    RAW(rawd.screate(&s, 1));
    RAW(raw_cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, NULL, NULL));
    RAW(raw_cuStreamSynchronize(s));
    stage("launch + sync");
}
/* The raw program's start in a thread of its own (raw-threaded): cuInit
   and device 0's primary context, and when that was done. */
typedef struct raw_start {
    cudacore_CUcontext ctx;
    int ok;
    double done_us;
} raw_start;
static void *raw_start_main(void *arg) {
    raw_start *rs = (raw_start *)arg;
    rs->ok = raw_driver() && rawd.init(0) == 0 && rawd.ctxretain(&rs->ctx, 0) == 0;
    rs->done_us = now_us();
    return NULL;
}
/* raw-threaded: W and the compile (for arch) in main, beside the start's
   thread; then the launch. What a program written to overlap by hand on the
   raw API gets: the yardstick for cudacore's background start. */
static int overlap_raw_threaded(const char *src, int w, const char *nvrtc_path, const char *arch, double *t_init, double *t_compile) {
    pthread_t th;
    raw_start rs;
    raw_nvrtc rn;
    char *bin;
    double t0 = now_us();
    memset(&rs, 0, sizeof rs);
    if (pthread_create(&th, NULL, raw_start_main, &rs) != 0) return 1;
    stage("host work begins");
    host_work(w);
    stage("host work");
    *t_compile = now_us();
    bin = raw_nvrtc_load(&rn, nvrtc_path) ? raw_nvrtc_cubin(&rn, src, "overlap.cu", arch) : NULL;
    *t_compile = now_us() - *t_compile;
    stage("compiled");
    pthread_join(th, NULL);
    if (!bin) return 3;
    if (!rs.ok) return 2;
    *t_init = rs.done_us - t0;
    stage("cuInit + context (thread)");
    RAW(rawd.setcur(rs.ctx));
    raw_load_and_run(bin);
    return 0;
}
static int overlap_child(const char *mode, int w, const char *nvrtc_path, const char *given_arch) {
    static char src[8192];
    double t_init = 0, t_compile = 0, main_start = real_us();
    stage_t0 = now_us();
    unique_source(src, sizeof src);
    if (!strcmp(mode, "raw-threaded")) {
        int rc = overlap_raw_threaded(src, w, nvrtc_path, given_arch ? given_arch : "-arch=sm_90", &t_init, &t_compile);
        if (rc) return rc;
    } else if (!strncmp(mode, "cudacore", 8)) {
        cudacore_desc d;
        cudacore_program_desc pd;
        cudacore_program_options po;
        cudacore_program prog;
        cudacore_object_code oc;
        cudacore_kernel k;
        cudacore_stream s;
        cudacore_launch_config cfg;
        memset(&d, 0, sizeof d);
        d.start_in_background = CUDACORE_START_DRIVER | CUDACORE_START_NVRTC;
        d.nvrtc_path = nvrtc_path; /* the NVRTC the raw child uses */
        if (!strcmp(mode, "cudacore-start-only") || !strcmp(mode, "cudacore-driver")) d.start_in_background = CUDACORE_START_DRIVER; /* (diagnostics) */
        CUDACORE_CHECK(cudacore_setup(&d));
        stage("host work begins");
        host_work(w);
        stage("host work");
        if (!strcmp(mode, "cudacore-start-only")) { /* (a diagnostic, with CUDACORE_BENCH_STAGES: the start alone, no compile beside it) */
            CUDACORE_CHECK(cudacore_start_wait());
            stage("driver + context (start)");
            printf("%.3f 0 0 %.3f\n", real_us(), main_start);
            return 0;
        }
        memset(&pd, 0, sizeof pd);
        pd.source = src;
        pd.name = "overlap.cu";
        memset(&po, 0, sizeof po);
        po.no_compile_cache = 1;
        CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &po, &oc));
        stage("compiled");
        CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "empty_kernel", &k));
        stage("kernel (context ready)");
        CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
        memset(&cfg, 0, sizeof cfg);
        cfg.grid[0] = cfg.block[0] = 1;
        CUDACORE_CHECK(cudacore_launch(s, &cfg, k, NULL, 0));
        CUDACORE_CHECK(cudacore_stream_synchronize(s));
        stage("launch + sync");
    } else { /* the raw program, one step after the other */
        cudacore_CUcontext ctx;
        raw_nvrtc rn;
        char arch[32], *bin;
        int major = 0, minor = 0;
        stage("host work begins");
        host_work(w);
        stage("host work");
        t_init = now_us();
        if (!raw_driver()) return 1;
        RAW(rawd.init(0));
        RAW(rawd.ctxretain(&ctx, 0));
        RAW(rawd.setcur(ctx));
        RAW(rawd.attr(&major, 75, 0)); /* CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, _MINOR */
        RAW(rawd.attr(&minor, 76, 0));
        t_init = now_us() - t_init;
        stage("cuInit + context");
        t_compile = now_us();
        if (!raw_nvrtc_load(&rn, nvrtc_path)) return 2;
        snprintf(arch, sizeof arch, "-arch=sm_%d%d", major, minor);
        if (!(bin = raw_nvrtc_cubin(&rn, src, "overlap.cu", arch))) return 3;
        t_compile = now_us() - t_compile;
        stage("compiled");
        raw_load_and_run(bin);
    }
    printf("%.3f %.3f %.3f %.3f\n", real_us(), t_init / 1000.0, t_compile / 1000.0, main_start); /* the last line of main */
    return 0;
}

static int hold_context(int seconds) {
    cudacore_stream s;
    CUDACORE_CHECK(cudacore_device_set_current(0));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    printf("holding device 0's context for %d s\n", seconds);
    fflush(stdout);
    sleep((unsigned)seconds);
    return 0;
}

/* Runs the pair (raw, cudacore) reps times, with a second raw program
   (lib_args, when not NULL) in the same round; keeps the rounds where all ran. */
#define PAIR_MAX 48 /* (the exit row after a background start: every overlap child, 3 x 16) */
typedef struct pair_runs {
    child_times raw[PAIR_MAX], cc[PAIR_MAX], lib[PAIR_MAX];
    int n;
} pair_runs;
static void run_pairs(const char *self, const char *const *raw_args, const char *const *cc_args, const char *const *lib_args, int reps,
                      pair_runs *p) {
    int rep;
    p->n = 0;
    for (rep = 0; rep < reps; rep++) {
        child_times r = run_child(self, raw_args), c = run_child(self, cc_args), l = {0, 0, 0, 0, 0};
        if (lib_args) l = run_child(self, lib_args);
        if (r.start_ms < 0 || c.start_ms < 0 || l.start_ms < 0) continue;
        p->raw[p->n] = r, p->lib[p->n] = l, p->cc[p->n++] = c;
    }
    if (p->n < reps) printf("  (%d of %d runs of %s failed: left out)\n", reps - p->n, reps, raw_args[0]);
}
/* Run i's field on one side (offsets: PAIR_MEDIAN). */
static double run_field(const pair_runs *p, size_t side, int i, size_t field) {
    return *(const double *)((const char *)((const child_times *)((const char *)p + side) + i) + field);
}
/* The median of a field over the runs. */
#define PAIR_MEDIAN(p, side, field) pair_median((p), offsetof(pair_runs, side), offsetof(child_times, field))
static double pair_median(const pair_runs *p, size_t side, size_t field) {
    double v[PAIR_MAX];
    int i;
    for (i = 0; i < p->n; i++) v[i] = run_field(p, side, i, field);
    return p->n ? bench_median(v, p->n) : 0;
}
/* A start-up row: cudacore's runs against the other side's (raw or lib), each
   side's median of the field, and the median of the per-run differences with
   its 95% CI (the runs of a round ran back to back); met when that median is
   at most limit ms. */
#define ADD_RUNS_ROW(op, p, other, field, limit, target, note) \
    add_runs_row((op), (p), offsetof(pair_runs, other), offsetof(child_times, field), (limit), (target), (note))
static void add_runs_row(const char *op, const pair_runs *p, size_t other, size_t field, double limit, const char *target, const char *note) {
    double d[PAIR_MAX];
    row *r;
    int i;
    for (i = 0; i < p->n; i++) d[i] = run_field(p, offsetof(pair_runs, cc), i, field) - run_field(p, other, i, field);
    add_row(op, "ms", pair_median(p, offsetof(pair_runs, cc), field), pair_median(p, other, field), "ratio", target, NULL);
    r = &rows[nrows - 1];
    r->paired = r->limited = 1, r->limit = limit;
    r->diff = bench_median_ci(d, p->n, &r->lo, &r->hi);
    snprintf(r->note_buf, sizeof r->note_buf, "%s; %d runs a side, one of each per round; cudacore - raw per round: median %+.3f ms, 95%% CI [%+.3f, %+.3f]",
             note, p->n, r->diff, r->lo, r->hi);
    r->note = r->note_buf;
    printf("    (%s: cudacore - raw, paired by round: %+.3f ms, 95%% CI [%+.3f, %+.3f]; goal %s)\n", op, r->diff, r->lo, r->hi,
           paired_met(r) ? "met" : "NOT met");
}

static void bench_startup(const char *self, const char *outdir) {
    static const int works[3] = {0, 50, 200};
    static char targets[3][160], names[3][96], notes[3][480];
    static pair_runs p, all_bg;
    int reps = quick ? 3 : 16, wi, i;
    cudacore_device_info dev;
    char arch[32];
    const char *cc_args[] = {"--startup-child", "cudacore", outdir, NULL}, *raw_args[] = {"--startup-child", "raw", outdir, NULL};
    const char *lib_args[] = {"--startup-child", "raw-library", outdir, NULL};
    cudacore_library_info nvrtc;
    run_child(self, raw_args); /* warm the file cache */
    run_child(self, cc_args);
    run_pairs(self, raw_args, cc_args, lib_args, reps, &p);
    if (p.n) {
        ADD_RUNS_ROW("process start to first finished kernel", &p, raw, start_ms, 2.0, "<= raw + 2 ms",
                     "fork+exec included for both; raw = dlopen + cuGetProcAddress + cuModuleLoad");
        ADD_RUNS_ROW("process exit: last line of main to process end", &p, raw, exit_ms, 0.0, "<= raw (paired median <= 0, or <= 1.02x)",
                     "after the first kernel; the driver's teardown at exit dominates (cudacore itself runs nothing at exit)");
        ADD_RUNS_ROW("process exit: last line of main to process end (raw: library path)", &p, lib, exit_ms, 0.0, "<= raw (paired median <= 0, or <= 1.02x)",
                     "raw loads the cubin as cudacore does (cuLibraryLoadData + cuLibraryGetKernel): the two exit rows apart are the driver's "
                     "teardown of a library against a module");
    }
    /* the overlap rows: W ms of host work and a cold compile before the first kernel */
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &nvrtc) != CUDACORE_SUCCESS) {
        printf("  (start-up overlap rows skipped: no NVRTC: %s)\n", cudacore_last_error()->message);
        return;
    }
    CUDACORE_CHECK(cudacore_device_get_info(0, &dev));
    snprintf(arch, sizeof arch, "-arch=sm_%d%d", dev.cc_major, dev.cc_minor);
    all_bg.n = 0;
    for (wi = 0; wi < 3; wi++) {
        char w[16];
        const char *ca[] = {"--overlap-child", "cudacore", w, nvrtc.path, NULL}, *ra[] = {"--overlap-child", "raw", w, nvrtc.path, NULL};
        const char *ta[] = {"--overlap-child", "raw-threaded", w, nvrtc.path, arch, NULL};
        double goal, mi, mc, mt;
        snprintf(w, sizeof w, "%d", works[wi]);
        run_pairs(self, ra, ca, ta, reps, &p);
        if (!p.n) continue;
        for (i = 0; i < p.n && all_bg.n < PAIR_MAX; i++) all_bg.raw[all_bg.n] = p.raw[i], all_bg.cc[all_bg.n++] = p.cc[i];
        mi = PAIR_MEDIAN(&p, raw, init_ms);
        mc = PAIR_MEDIAN(&p, raw, compile_ms);
        goal = (works[wi] + mc > mi ? works[wi] + mc : mi) + 5.0;
        snprintf(targets[wi], sizeof targets[wi], "<= %.1f ms: max(W + compile, init) + 5 (raw's compile %.1f, init %.1f)", goal, mc, mi);
        snprintf(names[wi], sizeof names[wi], "start-up overlap, W = %d ms: first kernel of a cold compile", works[wi]);
        mt = PAIR_MEDIAN(&p, lib, main_ms);
        snprintf(notes[wi], sizeof notes[wi],
                 "from main's first line, as init and compile are timed; cudacore: start_in_background = CUDACORE_START_DRIVER | "
                 "CUDACORE_START_NVRTC; raw: W, cuInit + context, NVRTC, launch one after the other; from the fork: cudacore %.1f, raw %.1f ms; "
                 "raw overlapped by hand (cuInit + context in a thread beside W and the compile): %.1f ms, %+.1f from the goal",
                 PAIR_MEDIAN(&p, cc, start_ms), PAIR_MEDIAN(&p, raw, start_ms), mt, mt - goal);
        add_row_goal(names[wi], "ms", PAIR_MEDIAN(&p, cc, main_ms), PAIR_MEDIAN(&p, raw, main_ms), targets[wi], goal, notes[wi]);
        printf("    (%s, from the fork, as the start-up row above: cudacore %.3f, raw %.3f ms)\n", names[wi], PAIR_MEDIAN(&p, cc, start_ms),
               PAIR_MEDIAN(&p, raw, start_ms));
        printf("    (%s: raw overlapped by hand, cuInit + context in a thread beside W and the compile (%s): %.3f ms, %+.3f from the goal; "
               "its start took %.1f ms beside the compile, the compile %.1f)\n",
               names[wi], arch, mt, mt - goal, PAIR_MEDIAN(&p, lib, init_ms), PAIR_MEDIAN(&p, lib, compile_ms));
    }
    if (all_bg.n) ADD_RUNS_ROW("process exit after a background start: last line of main to end", &all_bg, raw, exit_ms, 0.0, "<= raw (paired median <= 0, or <= 1.02x)",
                                  "every overlap child above (W = 0, 50 and 200), one raw and one cudacore a round");
}

/*--- hopper: tensor maps and green contexts (compute capability 9.0+) -------
   TMA tile copy bandwidth: one kernel copies a 256 MiB float tensor tile by
   tile (TMA load into shared memory, mbarrier, TMA store), launched with
   maps encoded by cudacore_tensor_map_encode_tiled through cudacore_launch,
   and with maps encoded by cuTensorMapEncodeTiled through cuLaunchKernel
   (the same CUBIN, loaded by both). Encoding's host cost the same way.
   Green contexts: launch host cost on a green context's stream (cudacore,
   with the green context current, against raw cuLaunchKernel of the
   context-independent CUkernel there), and cudacore's launch on a green
   stream against its launch on an ordinary stream. */
static const char *tma_src =
    "struct __align__(64) tensor_map { unsigned long long opaque[16]; };\n"
    "__device__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }\n"
    "extern \"C\" __global__ void tma_copy(const __grid_constant__ tensor_map src, const __grid_constant__ tensor_map dst, int tiles_x,\n"
    "                                      int box_x, int box_y) {\n"
    "    extern __shared__ unsigned char pool[];\n"
    "    __shared__ __align__(8) unsigned long long bar;\n"
    "    unsigned char *tile = (unsigned char *)(((unsigned long long)pool + 1023) & ~1023ull);\n"
    "    unsigned b = smem(&bar), done = 0, bytes = box_x * box_y * 4;\n"
    "    int x = (blockIdx.x % tiles_x) * box_x, y = (blockIdx.x / tiles_x) * box_y;\n"
    "    if (threadIdx.x) return;\n"
    "    asm volatile(\"mbarrier.init.shared::cta.b64 [%0], 1;\" :: \"r\"(b) : \"memory\");\n"
    "    asm volatile(\"fence.mbarrier_init.release.cluster;\" ::: \"memory\");\n"
    "    asm volatile(\"mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\" :: \"r\"(b), \"r\"(bytes) : \"memory\");\n"
    "    asm volatile(\"cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\"\n"
    "                 :: \"r\"(smem(tile)), \"l\"(&src), \"r\"(x), \"r\"(y), \"r\"(b) : \"memory\");\n"
    "    while (!done)\n"
    "        asm volatile(\"{\\n\\t.reg .pred p;\\n\\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0;\\n\\tselp.u32 %0, 1, 0, p;\\n\\t}\"\n"
    "                     : \"=r\"(done) : \"r\"(b) : \"memory\");\n"
    "    asm volatile(\"cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];\"\n"
    "                 :: \"l\"(&dst), \"r\"(x), \"r\"(y), \"r\"(smem(tile)) : \"memory\");\n"
    "    asm volatile(\"cp.async.bulk.commit_group;\" ::: \"memory\");\n"
    "    asm volatile(\"cp.async.bulk.wait_group.read 0;\" ::: \"memory\");\n"
    "}\n";

/* Tensor-map encodes of the same 2-D tile map: raw cuTensorMapEncodeTiled
   against cudacore_tensor_map_encode_tiled from a view. */
typedef struct encode_arg {
    const cudacore_tensor_map_desc *md;
    cudacore_CUdeviceptr ps;
    const cudacore_cuuint64_t *dims, *strides;
    const cudacore_cuuint32_t *box, *es;
} encode_arg;
static double encode_batch(int side, int count, const void *arg) {
    const encode_arg *a = (const encode_arg *)arg;
    cudacore_tensor_map m;
    double t0 = now_us();
    int i;
    for (i = 0; i < count; i++)
        if (!side) RAW(raw_cuTensorMapEncodeTiled(&m, 7, 2, (void *)(uintptr_t)a->ps, a->dims, a->strides, a->box, a->es, 0, 3, 0, 0));
        else CUDACORE_CHECK(cudacore_tensor_map_encode_tiled(a->md, &m));
    return per_op(t0, count, NULL);
}

static void bench_tma(void) {
    enum { W = 8192, H = 8192, BX = 32, BY = 64 };
    cudacore_program prog;
    cudacore_program_desc pd;
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_CUmodule mod = NULL;
    cudacore_CUfunction f = NULL;
    cudacore_memory_resource mr;
    cudacore_buffer bs, bd;
    cudacore_view_desc vd;
    cudacore_view vs, vdst;
    cudacore_tensor_map_desc md;
    cudacore_tensor_map ms, mdst, rs, rd;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr ps, pdst;
    cudacore_CUevent e0, e1;
    const void *code = NULL;
    cudacore_cuuint64_t dims[2] = {W, H}, strides[1] = {W * 4};
    cudacore_cuuint32_t box[2] = {BX, BY}, es[2] = {1, 1};
    int64_t shape[2] = {H, W};
    int tiles_x = W / BX, box_x = BX, box_y = BY, rep, side;
    double cc[16], raw[16];
    void *args[5];
    encode_arg ea;
    paired pr;
    memset(&pd, 0, sizeof pd);
    pd.source = tma_src;
    pd.name = "bench_tma.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &oc));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "tma_copy", &k));
    CUDACORE_CHECK(cudacore_object_code_data(oc, &code, NULL, NULL));
    RAW(raw_cuModuleLoadData(&mod, code));
    RAW(raw_cuModuleGetFunction(&f, mod, "tma_copy"));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, (size_t)W * H * 4, stream, &bs));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, (size_t)W * H * 4, stream, &bd));
    CUDACORE_CHECK(cudacore_buffer_fill(bs, 0, (size_t)W * H * 4, 0x3f800000u, 4, stream));
    CUDACORE_CHECK(cudacore_buffer_native(bs, &ps));
    CUDACORE_CHECK(cudacore_buffer_native(bd, &pdst));
    memset(&vd, 0, sizeof vd);
    vd.buffer = bs;
    vd.ndim = 2;
    vd.shape = shape;
    vd.dtype.code = 2;
    vd.dtype.bits = 32;
    CUDACORE_CHECK(cudacore_view_create(&vd, &vs));
    vd.buffer = bd;
    CUDACORE_CHECK(cudacore_view_create(&vd, &vdst));
    memset(&md, 0, sizeof md);
    md.view = &vs;
    md.box[0] = BX;
    md.box[1] = BY;
    md.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B;
    ea.md = &md, ea.ps = ps, ea.dims = dims, ea.strides = strides, ea.box = box, ea.es = es;
    pr = measure_paired(encode_batch, &ea, 2000, 20);
    add_row_paired("tensor map encode (tiled, 2-D, from a view)", "us", &pr, NULL,
                   "cudacore checks every documented rule and the device's compute capability first; per encode");
    CUDACORE_CHECK(cudacore_tensor_map_encode_tiled(&md, &ms));
    RAW(raw_cuTensorMapEncodeTiled(&rs, 7, 2, (void *)(uintptr_t)ps, dims, strides, box, es, 0, 3, 0, 0));
    md.view = &vdst;
    CUDACORE_CHECK(cudacore_tensor_map_encode_tiled(&md, &mdst));
    RAW(raw_cuTensorMapEncodeTiled(&rd, 7, 2, (void *)(uintptr_t)pdst, dims, strides, box, es, 0, 3, 0, 0));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (unsigned)(tiles_x * (H / BY));
    cfg.block[0] = 32;
    cfg.shared_mem = BX * BY * 4 + 1024;
    RAW(raw_cuEventCreate(&e0, 0));
    RAW(raw_cuEventCreate(&e1, 0));
    for (rep = 0; rep < REPS + 2; rep++)
        for (side = 0; side < 2; side++) {
            float ms_ = 0;
            RAW(raw_cuEventRecord(e0, cu_stream));
            if (side == 0) {
                args[0] = &rs, args[1] = &rd, args[2] = &tiles_x, args[3] = &box_x, args[4] = &box_y;
                RAW(raw_cuLaunchKernel(f, cfg.grid[0], 1, 1, 32, 1, 1, (unsigned)cfg.shared_mem, cu_stream, args, NULL));
            } else {
                args[0] = &ms, args[1] = &mdst, args[2] = &tiles_x, args[3] = &box_x, args[4] = &box_y;
                CUDACORE_CHECK(cudacore_launch(stream, &cfg, k, args, 5));
            }
            RAW(raw_cuEventRecord(e1, cu_stream));
            RAW(raw_cuEventSynchronize(e1));
            RAW(raw_cuEventElapsedTime(&ms_, e0, e1));
            if (rep >= 2) (side ? cc : raw)[rep - 2] = gbps((size_t)2 * W * H * 4, ms_);
        }
    add_row("TMA tile copy bandwidth, 256 MiB, 32x64 boxes (read+write)", "GB/s", bench_median(cc, REPS), bench_median(raw, REPS), "bandwidth", ">= 0.97x",
            "the same CUBIN; maps from cudacore_tensor_map_encode_tiled vs cuTensorMapEncodeTiled");
    RAW(raw_cuEventDestroy(e0));
    RAW(raw_cuEventDestroy(e1));
    RAW(raw_cuModuleUnload(mod));
    CUDACORE_CHECK(cudacore_buffer_free(bs, stream));
    CUDACORE_CHECK(cudacore_buffer_free(bd, stream));
    CUDACORE_CHECK(cudacore_stream_synchronize(stream));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(oc));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
}

/* Launches on a green context's stream. plain 0: raw cuLaunchKernel of the
   CUkernel against cudacore_launch, the green context current on both
   sides. plain 1: cudacore_launch on an ordinary stream (side 0, the primary
   context current) against cudacore_launch on the green stream (side 1, the
   green context current): each batch makes its context current, untimed. */
typedef struct green_arg {
    cudacore_context green;
    cudacore_stream gs;
    cudacore_CUstream cgs;
    cudacore_CUkernel kern;
    const cudacore_launch_config *cfg;
    int plain;
} green_arg;
static double green_batch(int side, int count, const void *arg) {
    const green_arg *a = (const green_arg *)arg;
    double t0;
    int i;
    if (a->plain) CUDACORE_CHECK(side ? cudacore_context_set_current(a->green) : cudacore_device_set_current(0));
    t0 = now_us();
    for (i = 0; i < count; i++)
        if (side) CUDACORE_CHECK(cudacore_launch(a->gs, a->cfg, k_empty, NULL, 0));
        else if (a->plain) CUDACORE_CHECK(cudacore_launch(stream, a->cfg, k_empty, NULL, 0));
        else RAW(raw_cuLaunchKernel((cudacore_CUfunction)(void *)a->kern, 1, 1, 1, 1, 1, 1, 0, a->cgs, NULL, NULL));
    return per_op(t0, count, side || !a->plain ? &a->gs : &stream);
}

static void bench_green(void) {
    cudacore_sm_resource sms, groups[1];
    cudacore_green_context_desc gd;
    cudacore_context_info gi;
    cudacore_CUlibrary lib = NULL;
    cudacore_CUcontext popped;
    cudacore_launch_config cfg;
    green_arg ga;
    paired pr;
    unsigned n = 1;
    if (cudacore_device_sm_resource(0, &sms) != CUDACORE_SUCCESS) {
        printf("  (no green contexts here: %s)\n", cudacore_last_error()->message);
        return;
    }
    CUDACORE_CHECK(cudacore_sm_resource_split(&sms, NULL, groups, &n, NULL));
    memset(&gd, 0, sizeof gd);
    gd.resources = groups;
    gd.num_resources = 1;
    memset(&ga, 0, sizeof ga);
    CUDACORE_CHECK(cudacore_green_context_create(&gd, &ga.green));
    CUDACORE_CHECK(cudacore_context_get_info(ga.green, &gi));
    CUDACORE_CHECK(cudacore_context_create_stream(ga.green, NULL, &ga.gs));
    CUDACORE_CHECK(cudacore_stream_native(ga.gs, &ga.cgs));
    RAW(raw_cuLibraryLoadData(&lib, cubin, NULL, NULL, 0, NULL, NULL, 0));
    RAW(raw_cuLibraryGetKernel(&ga.kern, lib, "empty_kernel"));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    ga.cfg = &cfg;
    CUDACORE_CHECK(cudacore_context_set_current(ga.green));
    RAW(raw_cuCtxPushCurrent(gi.native));
    pr = measure_paired(green_batch, &ga, LAUNCH_ROUNDS, LAUNCH_BATCH);
    RAW(raw_cuCtxPopCurrent(&popped));
    add_row_paired("launch host cost, green-context stream (N=100000)", "us", &pr, NULL,
                   "green context current on both sides; raw launches the CUkernel; each batch from an empty queue (stream synchronized "
                   "between batches, untimed)");
    ga.plain = 1;
    pr = measure_paired(green_batch, &ga, LAUNCH_ROUNDS, LAUNCH_BATCH);
    CUDACORE_CHECK(cudacore_device_set_current(0));
    add_row_paired("launch host cost, green-context vs ordinary stream", "us", &pr, "none: the driver's cost of a green context",
                   "not a wrapper's cost (the row above is): both sides cudacore_launch; the raw column here is cudacore on an ordinary stream of "
                   "the primary context (current), the cudacore column on the green stream (green context current); each batch from an empty "
                   "queue");
    RAW(raw_cuLibraryUnload(lib));
    CUDACORE_CHECK(cudacore_stream_destroy(ga.gs));
    CUDACORE_CHECK(cudacore_context_destroy(ga.green));
}

static void bench_hopper(void) {
    cudacore_device_info info;
    CUDACORE_CHECK(cudacore_device_get_info(0, &info));
    if (info.cc_major < 9) {
        printf("  (hopper section skipped: compute capability %d.%d < 9.0)\n", info.cc_major, info.cc_minor);
        return;
    }
    bench_tma();
    bench_green();
}

/*--- output ----------------------------------------------------------------*/
/* "host-cost rows: N met the goal, M not: <the names of those M>" */
static void host_cost_summary(void) {
    int i, met = 0, not_met = 0;
    for (i = 0; i < nrows; i++)
        if (rows[i].host_cost) {
            if (host_cost_met(&rows[i])) met++;
            else not_met++;
        }
    printf("host-cost rows: %d met the goal, %d not", met, not_met);
    for (i = 0, not_met = 0; i < nrows; i++)
        if (rows[i].host_cost && !host_cost_met(&rows[i])) printf("%s%s", not_met++ ? "; " : ": ", rows[i].op);
    printf("\n");
}

static void write_results(const char *outdir, const char *device, int driver) {
    char path[1024];
    FILE *j, *m;
    int i;
    snprintf(path, sizeof path, "%s/bench.json", outdir);
    j = fopen(path, "w");
    snprintf(path, sizeof path, "%s/bench.md", outdir);
    m = fopen(path, "w");
    if (!j || !m) {
        fprintf(stderr, "cannot write results to %s\n", outdir);
        exit(1);
    }
    fprintf(j, "{\n  \"device\": \"%s\",\n  \"driver\": %d,\n  \"cudacore\": \"%s\",\n  \"rows\": [\n", device, driver, CUDACORE_VERSION_STRING);
    fprintf(m, "| operation | cudacore | raw driver | ratio | target |\n|---|---:|---:|---:|---|\n");
    for (i = 0; i < nrows; i++) {
        row *r = &rows[i];
        double ratio = r->raw > 0 ? r->cudacore / r->raw : 0;
        fprintf(j, "    {\"op\": \"%s\", \"unit\": \"%s\", \"cudacore\": %.6g, \"raw\": %.6g, \"ratio\": %.4f, \"kind\": \"%s\", \"target\": \"%s\", \"note\": \"%s\"",
                r->op, r->unit, r->cudacore, r->raw, ratio, r->kind, r->target, r->note);
        if (r->goal > 0) fprintf(j, ", \"goal\": %.6g, \"met\": %s", r->goal, r->cudacore <= r->goal ? "true" : "false");
        if (r->paired) fprintf(j, ", \"paired_median\": %.6g, \"paired_lo\": %.6g, \"paired_hi\": %.6g", r->diff, r->lo, r->hi);
        if (r->host_cost || r->limited) fprintf(j, ", \"goal_met\": %s", paired_met(r) ? "true" : "false");
        fprintf(j, "}%s\n", i + 1 < nrows ? "," : "");
        fprintf(m, "| %s | %.3f %s | %.3f %s | %.3f | %s", r->op, r->cudacore, r->unit, r->raw, r->unit, ratio, r->target);
        if (r->paired)
            fprintf(m, "%s (cudacore - raw, paired: %+.3f %s, 95%% CI [%+.3f, %+.3f])", r->host_cost || r->limited ? paired_met(r) ? ": met" : ": NOT met" : "",
                    r->diff, r->unit, r->lo, r->hi);
        fprintf(m, " |\n");
    }
    fprintf(j, "  ]\n}\n");
    fclose(j);
    fclose(m);
}

int main(int argc, char **argv) {
    cudacore_device_info info;
    const char *outdir = NULL;
    int n = 0, driver = 0, i;
    if (argc >= 4 && !strcmp(argv[1], "--startup-child")) return startup_child(argv[2], argv[3]);
    if (argc >= 5 && !strcmp(argv[1], "--overlap-child")) return overlap_child(argv[2], atoi(argv[3]), argv[4], argc >= 6 ? argv[5] : NULL);
    if (argc >= 3 && !strcmp(argv[1], "--hold-context")) return hold_context(atoi(argv[2]));
    /* options before or after OUTDIR (make gpu-check's bench step passes --check-args first) */
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick")) quick = 1;
        else if (!strcmp(argv[i], "--launch-only")) launch_only = 1, only = "launch";
        else if (!strcmp(argv[i], "--check-args")) check_args = 1;
        else if (argv[i][0] == '-') {
            fprintf(stderr, "unknown option %s\n", argv[i]);
            return 2;
        } else if (!outdir) {
            outdir = argv[i];
        } else {
            fprintf(stderr, "one OUTDIR please: %s and %s were given\n", outdir, argv[i]);
            return 2;
        }
    }
    if (!outdir) {
        fprintf(stderr, "usage: %s OUTDIR [--quick] [--launch-only] [--check-args]\n", argv[0]);
        return 2;
    }
    if (!only) only = getenv("CUDACORE_BENCH_ONLY"); /* e.g. "launch,cross": run only these sections */
    if (check_args) {
        cudacore_desc desc;
        memset(&desc, 0, sizeof desc);
        desc.check_kernel_args = 1;
        CUDACORE_CHECK(cudacore_setup(&desc));
    }
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || n == 0) {
        printf("cudacore-bench needs a GPU: %s\n", n == 0 && cudacore_last_error()->message[0] ? cudacore_last_error()->message : "no device");
        return 0;
    }
    CUDACORE_CHECK(cudacore_device_get_info(0, &info));
    CUDACORE_CHECK(cudacore_driver_version(&driver));
    printf("cudacore-bench on %s (driver %d), medians after warm-up:\n", info.name, driver);
    fetch_raw();
    CUDACORE_CHECK(cudacore_device_set_current(0));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &stream));
    CUDACORE_CHECK(cudacore_stream_native(stream, &cu_stream));
    build_kernels(outdir);
    if (section("launch")) bench_launch();
    if (section("graphs")) bench_graphs();
    if (section("recorder")) bench_recorder();
    if (section("recorder")) bench_recorder_nodes();
    if (section("alloc")) bench_alloc();
    if (section("copies")) bench_copies();
    if (section("events")) bench_events();
    if (section("textures")) bench_textures();
    if (section("batch")) bench_batch();
    if (section("graphics")) bench_graphics_map();
    if (only && strstr(only, "graphics-parts")) bench_graphics_parts();
    if (section("cross")) bench_cross_device(n);
    if (section("load")) bench_module_load();
    if (section("nvrtc")) bench_nvrtc();
    if (section("startup")) bench_startup(argv[0], outdir);
    if (section("hopper")) bench_hopper();
    host_cost_summary();
    write_results(outdir, info.name, driver);
    printf("wrote %s/bench.json and %s/bench.md\n", outdir, outdir);
    return 0;
}
