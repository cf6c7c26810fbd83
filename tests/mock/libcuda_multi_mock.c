/* A fake two-device libcuda that is strict about contexts, for testing
   cudacore's cross-device rule without GPUs (tests/unit/test_devices_multi.c).

   It models what the real driver does with contexts, only more strictly:
     - each thread has a context stack (cuCtxSetCurrent / Push / Pop);
     - every call that queues work on a stream (copies, fills, launches of a
       CUkernel, host functions, event records and waits, stream-ordered
       allocation and free) fails with CUDA_ERROR_INVALID_CONTEXT unless the
       stream's context is the thread's current one; a CUfunction launches
       only on streams of its own context;
     - memory, streams and events remember their device and context.
   "Device memory" is host memory, so copies and fills really move bytes, and
   the kernel "fill42(int *p, int n)" writes n times 42: a test can check
   the work it queued on either device. Every failing call is counted
   (cudacore_mock_driver_errors): the stand-in for compute-sanitizer's
   "the program made the driver report an error".
   The device count comes from CUDACORE_MOCK_DEVICES (default 2).
   Contexts, green contexts, tensor maps and checkpointing (tests/unit/
   test_contexts.c): user contexts (cuCtxCreate pushes, as the driver does),
   16 SMs per device split in aligned groups of 4, green contexts whose
   streams accept work only with the green context current, tensor maps
   encoded as a readable record of their arguments (the test reads the 16
   words), and the checkpoint state machine of this process.
   A slow start, for the background start's tests (tests/unit/test_start.c):
   CUDACORE_MOCK_INIT_MS / CUDACORE_MOCK_RETAIN_MS make cuInit / a primary
   context's retain take that long, CUDACORE_MOCK_INIT_RESULT /
   CUDACORE_MOCK_RETAIN_RESULT make them fail with that CUresult;
   cudacore_mock_start_record() tells how often each ran, on which thread
   (cudacore_mock_thread(): the calling thread's mark), when the last of
   each began and ended (microseconds of cudacore_mock_now_us(), the
   monotonic clock: CLOCK_MONOTONIC, on Windows QueryPerformanceCounter; 0
   until then) and how many primary retains device 0 holds: a test decides
   on the order of these events, never on how long they took. With
   CUDACORE_MOCK_EVENTS=FILE each begin and end is also appended to FILE,
   one line "MS CALL begin|end THREAD" (MS: milliseconds of the same clock,
   which on Linux every process shares), for the scripts that run a program
   on the mock (tests/bench_cpu.sh). CUDACORE_MOCK_ANY_KERNEL=1 makes every library
   have every kernel asked for (those but fill42 take no parameters and do
   nothing): for running bench/cudacore-bench.c's start-up children here.
   GL registrations without GL (tests/unit/test_interop.c, bench/host_cost.c):
   see "Graphics interop" below. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(_WIN32)
#include <windows.h>
#else
#include <time.h>
#endif

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

#define MAX_DEV 4
#define MAGIC_CTX 0x43545831
#define MAGIC_STREAM 0x53545231
#define MAGIC_EVENT 0x45564e31
#define MAGIC_FUNC 0x46554e31
#define MAGIC_KERNEL 0x4b524e31

typedef struct mctx { int magic, device, retained, peer[MAX_DEV]; } mctx;
struct mcapture;
enum { MAX_DEPS = 8 }; /* a capturing stream's dependencies: the nodes its next work depends on (indices in the capture's graph) */
typedef struct mstream {
    int magic;
    mctx *ctx;
    unsigned flags;
    int prio;
    struct mcapture *cap;         /* the capture it is part of */
    int deps[MAX_DEPS], ndeps;    /* its dependencies in the capture deps_of (kept when it is joined: forked again, its
                                     work depends on them first, then on the event's, in that order, as the driver's) */
    unsigned long long deps_of;
} mstream;
typedef struct mevent { int magic; mctx *ctx; struct mcapture *cap; mstream *on; int deps[MAX_DEPS], ndeps; } mevent; /* cap, on, deps: recorded during that capture, on that stream, after those nodes */
typedef struct mpool { int device; } mpool;
typedef struct mkernel { int magic; char name[64]; } mkernel;
typedef struct mfunc { int magic; mkernel *k; mctx *ctx; } mfunc;
typedef struct mlib { int nk; mkernel *k[8]; } mlib;
typedef struct malloc_rec { unsigned char *p; size_t n; int device, pool; } malloc_rec; /* pool: from a memory pool */

static mctx primary[MAX_DEV];
static mpool pools[MAX_DEV];
static mfunc funcs[64];
static int nfuncs;
static malloc_rec allocs[1024];
static int errors;
/* A sticky error (cudacore_mock_fault): while set, the calls that queue or
   wait for work, create objects or retain contexts fail with it, as the
   driver's do after a kernel faulted; cuDevicePrimaryCtxReset clears it
   unless it was made permanent (what driver 580 does: nothing clears it). */
static int sticky, sticky_permanent, ctx_resets[MAX_DEV];
static __thread mctx *stack[32];
static __thread int depth;

void cudacore_mock_fault(int code, int permanent);
void cudacore_mock_fault(int code, int permanent) {
    sticky = code;
    sticky_permanent = permanent;
}
int cudacore_mock_ctx_resets(int dev);
int cudacore_mock_ctx_resets(int dev) { return dev >= 0 && dev < MAX_DEV ? ctx_resets[dev] : -1; }
int cudacore_mock_driver_errors(void);
int cudacore_mock_driver_errors(void) { return __atomic_load_n(&errors, __ATOMIC_SEQ_CST); }

static CUresult fail(CUresult r) {
    __atomic_add_fetch(&errors, 1, __ATOMIC_SEQ_CST);
    return r;
}
static int ndev(void) {
    const char *v = getenv("CUDACORE_MOCK_DEVICES");
    int n = v ? atoi(v) : 2;
    return n < 1 ? 1 : n > MAX_DEV ? MAX_DEV : n;
}
static mctx *current(void) { return depth ? stack[depth - 1] : NULL; }
/* CU_STREAM_LEGACY, CU_STREAM_PER_THREAD: only frees and synchronisation take them */
static int is_default(const mstream *s) { return (uintptr_t)s == 1 || (uintptr_t)s == 2; }
static int is_stream(const mstream *s) { return s && !is_default(s) && s->magic == MAGIC_STREAM; }
/* work on s needs s's context current */
static CUresult legacy_meets_capture(void);
static CUresult on(const mstream *s) {
    if ((uintptr_t)s == 1 && legacy_meets_capture()) return fail(906); /* CUDA_ERROR_STREAM_CAPTURE_IMPLICIT */
    if (is_default(s)) return current() ? 0 : fail(201);
    if (!is_stream(s)) return fail(400); /* CUDA_ERROR_INVALID_HANDLE */
    return current() == s->ctx ? 0 : fail(201); /* CUDA_ERROR_INVALID_CONTEXT */
}
/* The allocation table is shared by every thread that calls the driver: a
   spin lock keeps two allocations from taking one free entry. */
static int allocs_busy;
static void allocs_lock(void) {
    while (__atomic_exchange_n(&allocs_busy, 1, __ATOMIC_ACQUIRE)) {}
}
static void allocs_unlock(void) { __atomic_store_n(&allocs_busy, 0, __ATOMIC_RELEASE); }
static malloc_rec *find(CUdeviceptr p, size_t n) {
    malloc_rec *m = NULL;
    int i;
    allocs_lock();
    for (i = 0; i < 1024 && !m; i++)
        if (allocs[i].p && p >= (CUdeviceptr)(uintptr_t)allocs[i].p && p + n <= (CUdeviceptr)(uintptr_t)allocs[i].p + allocs[i].n) m = &allocs[i];
    allocs_unlock();
    return m;
}
static CUresult alloc_on(CUdeviceptr *dp, size_t n, int device, int pool) {
    unsigned char *mem = n > ((size_t)1 << 40) ? NULL : (unsigned char *)calloc(1, n ? n : 1); /* (a GPU's memory: more is refused, as the driver does) */
    int i;
    allocs_lock();
    for (i = 0; i < 1024 && mem; i++)
        if (!allocs[i].p) {
            allocs[i].p = mem;
            allocs[i].n = n;
            allocs[i].device = device;
            allocs[i].pool = pool;
            allocs_unlock();
            *dp = (CUdeviceptr)(uintptr_t)mem;
            return 0;
        }
    allocs_unlock();
    free(mem);
    return fail(2);
}
static CUresult free_at(CUdeviceptr p) { /* (the allocation that starts at p: find(p, 0) may meet the one that ends there first) */
    int i;
    allocs_lock();
    for (i = 0; i < 1024; i++)
        if (allocs[i].p && (CUdeviceptr)(uintptr_t)allocs[i].p == p) {
            unsigned char *mem = allocs[i].p;
            memset(&allocs[i], 0, sizeof allocs[i]);
            allocs_unlock();
            free(mem);
            return 0;
        }
    allocs_unlock();
    return fail(1);
}

/* Stream capture: work queued on a capturing stream becomes a node of the
   capture's graph instead of running; cuGraphLaunch runs the nodes in order.
   Enough of the driver's rules for the recorder's tests: forks and joins by
   events, unsafe calls and synchronisation invalidate a capture (by mode and
   thread), the legacy stream meets a capture on a blocking stream, and
   cuGraphExecUpdate refuses a changed topology, type or function and graphs
   with memory nodes. */
#define MAGIC_GRAPH 0x47525031
#define MAGIC_EXEC 0x47455831
enum { N_KERNEL = 0, N_MEMCPY = 1, N_MEMSET = 2, N_HOST = 3, N_WAIT = 6, N_RECORD = 7, N_ALLOC = 10, N_FREE = 11 };
typedef struct mnode {
    int type;
    void *f;                         /* kernels: the function or kernel launched */
    unsigned grid;                   /* kernels: grid x */
    unsigned char args[16];          /* kernels: (pointer, int) */
    CUdeviceptr dst, src;            /* copies, fills, memory nodes */
    size_t n;
    unsigned v;
    int w;
    void (*host)(void *);            /* host nodes */
    void *ud;
    struct mgraph *owner;            /* the graph it is a node of */
} mnode;
typedef struct mgraph { int magic, n, cap, edges, edges_cap; mctx *ctx; mnode *nodes; int *from, *to; } mgraph; /* edge i: node from[i] -> node to[i], each node's in the order they were added */
typedef struct mcapture { int active, invalid, mode, open; unsigned long thread; mstream *origin; mgraph *g; unsigned long long id; } mcapture;
typedef struct mexec { int magic; mgraph g; const mnode *from; } mexec; /* from: the nodes of the graph it was made from, as they were */
static mcapture captures[16];
static unsigned long long capture_ids;
static __thread int thread_capture_mode; /* cuThreadExchangeStreamCaptureMode's */
static __thread char capture_mark;
static unsigned long this_thread(void) { return (unsigned long)(uintptr_t)&capture_mark; }
static int graph_calls[8]; /* begin, end, instantiate, update, launch, exec destroy, invalidations, update refusals */
int *cudacore_mock_graph_calls(void);
int *cudacore_mock_graph_calls(void) { return graph_calls; }
static void invalidate(mcapture *c) {
    if (c->active && !c->invalid) graph_calls[6]++;
    c->invalid = 1;
}
/* An unsafe call (cuMemAlloc): refused, and the captures it meets are
   invalidated: GLOBAL ones anywhere, THREAD_LOCAL ones of this thread,
   unless this thread is RELAXED. */
static int unsafe_call(void) {
    int i, hit = 0;
    if (thread_capture_mode == 2) return 0;
    for (i = 0; i < 16; i++)
        if (captures[i].active && (captures[i].mode == 0 || (captures[i].mode == 1 && captures[i].thread == this_thread()))) {
            invalidate(&captures[i]);
            hit = 1;
        }
    return hit;
}
static CUresult legacy_meets_capture(void) {
    int i, hit = 0;
    for (i = 0; i < 16; i++)
        if (captures[i].active && !(captures[i].origin->flags & 1)) { /* a blocking stream syncs with the legacy stream */
            invalidate(&captures[i]);
            hit = 1;
        }
    return hit;
}
/* A node of g that depends on nodes deps[0..ndeps). */
static mnode *graph_add_after(mgraph *g, int type, const int *deps, int ndeps) {
    int i;
    if (g->n == g->cap) { /* (room for 4096 nodes at once: a node's address, its handle, stays while its graph is made) */
        g->cap = g->cap ? g->cap * 2 : 4096;
        g->nodes = (mnode *)realloc(g->nodes, (size_t)g->cap * sizeof *g->nodes);
    }
    if (g->edges + ndeps > g->edges_cap) {
        g->edges_cap = g->edges_cap ? 2 * g->edges_cap + ndeps : 4096;
        g->from = (int *)realloc(g->from, (size_t)g->edges_cap * sizeof *g->from);
        g->to = (int *)realloc(g->to, (size_t)g->edges_cap * sizeof *g->to);
    }
    for (i = 0; i < ndeps; i++) g->from[g->edges] = deps[i], g->to[g->edges++] = g->n;
    memset(&g->nodes[g->n], 0, sizeof g->nodes[0]);
    g->nodes[g->n].type = type;
    g->nodes[g->n].owner = g;
    return &g->nodes[g->n++];
}
/* A node of g after its last one (the explicit graph API's nodes: a chain). */
static mnode *graph_add(mgraph *g, int type) {
    int last = g->n - 1;
    return graph_add_after(g, type, &last, g->n ? 1 : 0);
}
/* Work on s: NULL to run it now; else the node to fill in (s captures), or
   *r set to the refusal of an invalidated capture. */
static mnode *captured(mstream *s, int type, CUresult *r) {
    *r = 0;
    if (!is_stream(s) || !s->cap) return NULL;
    if (s->cap->invalid) {
        *r = fail(901); /* CUDA_ERROR_STREAM_CAPTURE_INVALIDATED */
        return NULL;
    }
    {
        mnode *node = graph_add_after(s->cap->g, type, s->deps, s->ndeps);
        s->deps[0] = s->cap->g->n - 1, s->ndeps = 1; /* the stream's next work depends on this node */
        s->deps_of = s->cap->id;
        return node;
    }
}
#define CAPTURE(s, type, node) \
    mnode *node; \
    CUresult cr_; \
    if ((node = captured(s, type, &cr_)) == NULL && cr_) return cr_;

/* the slow start */
typedef struct mock_start_record {
    int inits, retains;              /* calls */
    unsigned long init_thread, retain_thread; /* cudacore_mock_thread() of the last caller */
    int retained0;                   /* device 0's primary context: retains - releases */
    long long init_begin, init_end, retain_begin, retain_end; /* the last call's, cudacore_mock_now_us() (atomic; 0: not yet) */
} mock_start_record;
static mock_start_record start_rec;
static __thread char thread_mark;
unsigned long cudacore_mock_thread(void);
unsigned long cudacore_mock_thread(void) { return (unsigned long)(uintptr_t)&thread_mark; }
mock_start_record *cudacore_mock_start_record(void);
mock_start_record *cudacore_mock_start_record(void) { return &start_rec; }
long long cudacore_mock_now_us(void);
long long cudacore_mock_now_us(void) {
#if defined(_WIN32)
    LARGE_INTEGER c, f;
    QueryPerformanceCounter(&c);
    QueryPerformanceFrequency(&f);
    return (long long)(c.QuadPart / f.QuadPart * 1000000 + c.QuadPart % f.QuadPart * 1000000 / f.QuadPart);
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
#endif
}
static int env_int(const char *name) {
    const char *v = getenv(name);
    return v ? atoi(v) : 0;
}
/* An event of the slow start: its time in *at, and its line in CUDACORE_MOCK_EVENTS' file. */
static void start_event(long long *at, const char *call, const char *what) {
    const char *path = getenv("CUDACORE_MOCK_EVENTS");
    long long t = cudacore_mock_now_us();
    FILE *f;
    __atomic_store_n(at, t, __ATOMIC_SEQ_CST);
    if (!path || !*path || !(f = fopen(path, "a"))) return;
    fprintf(f, "%lld.%03lld %s %s %lx\n", t / 1000, t % 1000, call, what, cudacore_mock_thread());
    fclose(f);
}
static void sleep_ms(int ms) {
#if defined(_WIN32)
    Sleep((DWORD)ms);
#else
    struct timespec ts;
    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (long)(ms % 1000) * 1000000L;
    while (nanosleep(&ts, &ts) != 0) {}
#endif
}

/* devices and contexts */
static CUresult mock_cuInit(unsigned f) {
    (void)f;
    __atomic_add_fetch(&start_rec.inits, 1, __ATOMIC_SEQ_CST);
    start_rec.init_thread = cudacore_mock_thread();
    start_event(&start_rec.init_begin, "cuInit", "begin");
    if (env_int("CUDACORE_MOCK_INIT_MS")) sleep_ms(env_int("CUDACORE_MOCK_INIT_MS"));
    start_event(&start_rec.init_end, "cuInit", "end");
    return env_int("CUDACORE_MOCK_INIT_RESULT");
}
static CUresult mock_cuDriverGetVersion(int *v) { *v = 13000; return 0; }
static CUresult mock_cuDeviceGetCount(int *n) { *n = ndev(); return 0; }
static CUresult mock_cuDeviceGet(int *d, int o) { *d = o; return o >= 0 && o < ndev() ? 0 : fail(101); }
static CUresult mock_cuDeviceGetName(char *name, int len, int dev) {
    (void)dev;
    strncpy(name, "cudacore multi-device mock", (size_t)len);
    name[len - 1] = 0;
    return 0;
}
static CUresult mock_cuDeviceGetAttribute(int *v, int attr, int dev) {
    if (dev < 0 || dev >= ndev()) return fail(101);
    switch (attr) {
        case 1: case 2: case 3: *v = 1024; break;  /* max threads, block x/y */
        case 4: *v = 64; break;
        case 5: *v = 0x7fffffff; break;
        case 6: case 7: *v = 65535; break;
        case 16: *v = 16; break;                    /* SMs */
        case 75: *v = 9; break;                     /* cc 9.0 */
        case 76: *v = 0; break;
        case 97: *v = 232448; break;                /* shared memory opt-in */
        default: *v = 1;
    }
    return 0;
}
static CUresult mock_cuDeviceTotalMem(size_t *b, int dev) { (void)dev; *b = (size_t)1 << 30; return 0; }
static CUresult mock_cuDeviceGetUuid(char *uuid, int dev) {
    memset(uuid, 0, 16);
    uuid[0] = (char)(0x10 + dev);
    return 0;
}
static CUresult mock_cuDeviceGetPCIBusId(char *id, int len, int dev) {
    char buf[32] = "0000:00:00.0";
    buf[6] = (char)('1' + dev);
    strncpy(id, buf, (size_t)len);
    return 0;
}
static CUresult mock_cuDeviceCanAccessPeer(int *can, int dev, int peer) { *can = dev != peer; return 0; }
static CUresult mock_cuDevicePrimaryCtxRetain(mctx **c, int dev) { if (sticky) return fail(sticky);
    if (dev < 0 || dev >= ndev()) return fail(101);
    __atomic_add_fetch(&start_rec.retains, 1, __ATOMIC_SEQ_CST);
    start_rec.retain_thread = cudacore_mock_thread();
    start_event(&start_rec.retain_begin, "cuDevicePrimaryCtxRetain", "begin");
    if (env_int("CUDACORE_MOCK_RETAIN_MS")) sleep_ms(env_int("CUDACORE_MOCK_RETAIN_MS"));
    start_event(&start_rec.retain_end, "cuDevicePrimaryCtxRetain", "end");
    if (env_int("CUDACORE_MOCK_RETAIN_RESULT")) return fail(env_int("CUDACORE_MOCK_RETAIN_RESULT"));
    if (dev == 0) __atomic_add_fetch(&start_rec.retained0, 1, __ATOMIC_SEQ_CST);
    primary[dev].magic = MAGIC_CTX;
    primary[dev].device = dev;
    primary[dev].retained++;
    *c = &primary[dev];
    return 0;
}
static CUresult mock_cuDevicePrimaryCtxRelease(int dev) {
    if (dev < 0 || dev >= ndev() || !primary[dev].retained) return fail(1);
    if (dev == 0) __atomic_sub_fetch(&start_rec.retained0, 1, __ATOMIC_SEQ_CST);
    primary[dev].retained--;
    return 0;
}
static CUresult mock_cuDevicePrimaryCtxReset(int dev) {
    int i;
    if (dev < 0 || dev >= ndev()) return fail(101);
    ctx_resets[dev]++;
    for (i = 0; i < 1024; i++) /* its allocations go */
        if (allocs[i].p && allocs[i].device == dev) {
            free(allocs[i].p);
            memset(&allocs[i], 0, sizeof allocs[i]);
        }
    if (!sticky_permanent) sticky = 0;
    return 0;
}
static CUresult mock_cuCtxSetCurrent(mctx *c) {
    if (c && c->magic != MAGIC_CTX) return fail(201);
    if (!c) {
        if (depth) depth--;
        return 0;
    }
    if (!depth) depth = 1;
    stack[depth - 1] = c;
    return 0;
}
static CUresult mock_cuCtxGetCurrent(mctx **c) { *c = current(); return 0; }
static CUresult mock_cuCtxPushCurrent(mctx *c) {
    if (!c || c->magic != MAGIC_CTX || depth == 32) return fail(201);
    stack[depth++] = c;
    return 0;
}
static CUresult mock_cuCtxPopCurrent(mctx **c) {
    if (!depth) return fail(201);
    depth--;
    if (c) *c = stack[depth];
    return 0;
}
static CUresult mock_cuCtxGetDevice(int *d) {
    if (!current()) return fail(201);
    *d = current()->device;
    return 0;
}
static CUresult mock_cuCtxSynchronize(void) { if (sticky) return fail(sticky); return current() ? 0 : fail(201); }
static CUresult mock_cuCtxGetStreamPriorityRange(int *least, int *greatest) { if (sticky) return fail(sticky);
    if (!current()) return fail(201);
    if (least) *least = 0;
    if (greatest) *greatest = -5;
    return 0;
}
static CUresult mock_cuCtxEnablePeerAccess(mctx *peer, unsigned flags) {
    (void)flags;
    if (!current() || !peer || peer == current()) return fail(1);
    if (current()->peer[peer->device]) return fail(704); /* already enabled */
    current()->peer[peer->device] = 1;
    return 0;
}
static CUresult mock_cuCtxDisablePeerAccess(mctx *peer) {
    if (!current() || !peer) return fail(1);
    if (!current()->peer[peer->device]) return fail(705);
    current()->peer[peer->device] = 0;
    return 0;
}

/* streams and events */
static CUresult mock_cuStreamCreateWithPriority(mstream **s, unsigned flags, int prio) { if (sticky) return fail(sticky);
    mstream *n;
    if (!current()) return fail(201);
    n = (mstream *)calloc(1, sizeof *n);
    n->magic = MAGIC_STREAM;
    n->ctx = current();
    n->flags = flags;
    n->prio = prio;
    *s = n;
    return 0;
}
static CUresult mock_cuStreamCreate(mstream **s, unsigned flags) { return mock_cuStreamCreateWithPriority(s, flags, 0); }
static void capture_drop(mstream *s);
static CUresult mock_cuStreamDestroy(mstream *s) {
    if (!is_stream(s)) return fail(400);
    capture_drop(s);
    s->magic = 0;
    free(s);
    return 0;
}
static CUresult mock_cuStreamSynchronize(mstream *s) { if (sticky) return fail(sticky);
    if (is_stream(s) && s->cap) {
        invalidate(s->cap);
        return fail(900); /* CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED */
    }
    return is_stream(s) || is_default(s) ? 0 : fail(400);
}
static CUresult mock_cuStreamQuery(mstream *s) { if (sticky) return fail(sticky);
    if (is_stream(s) && s->cap) {
        invalidate(s->cap);
        return fail(900);
    }
    return is_stream(s) ? 0 : fail(400);
}
static CUresult mock_cuStreamGetCtx(mstream *s, mctx **c) {
    if (!is_stream(s)) return fail(400);
    *c = s->ctx;
    return 0;
}
static CUresult mock_cuStreamGetDevice(mstream *s, int *d) {
    if (!is_stream(s)) return fail(400);
    *d = s->ctx->device;
    return 0;
}
static CUresult mock_cuStreamGetFlags(mstream *s, unsigned *f) {
    if (!is_stream(s)) return fail(400);
    *f = s->flags;
    return 0;
}
static CUresult mock_cuStreamGetPriority(mstream *s, int *p) {
    if (!is_stream(s)) return fail(400);
    *p = s->prio;
    return 0;
}
static CUresult mock_cuLaunchHostFunc(mstream *s, void (*fn)(void *), void *ud) {
    CUresult r = on(s);
    if (r) return r;
    {
        CAPTURE(s, N_HOST, node);
        if (node) {
            node->host = fn, node->ud = ud;
            return 0;
        }
    }
    fn(ud);
    return 0;
}
static CUresult mock_cuEventCreate(mevent **e, unsigned flags) { if (sticky) return fail(sticky);
    mevent *n;
    (void)flags;
    if (!current()) return fail(201);
    n = (mevent *)calloc(1, sizeof *n);
    n->magic = MAGIC_EVENT;
    n->ctx = current();
    *e = n;
    return 0;
}
static CUresult mock_cuEventDestroy(mevent *e) {
    if (!e || e->magic != MAGIC_EVENT) return fail(400);
    e->magic = 0;
    free(e);
    return 0;
}
static CUresult mock_cuEventRecord(mevent *e, mstream *s) {
    CUresult r = on(s);
    if (r) return r;
    if (!e || e->magic != MAGIC_EVENT || e->ctx != s->ctx) return fail(400); /* an event records on its own context's streams */
    if (is_stream(s) && s->cap && s->cap->invalid) return fail(901);
    /* (recorded while s captures: no node, as the driver; the event stands for s's nodes so far) */
    e->cap = s->cap;
    e->on = s;
    e->ndeps = s->cap ? s->ndeps : 0;
    memcpy(e->deps, s->deps, sizeof e->deps);
    return 0;
}
static CUresult mock_cuStreamWaitEvent(mstream *s, mevent *e, unsigned f) {
    CUresult r = on(s);
    (void)f;
    if (r) return r;
    if (!e || e->magic != MAGIC_EVENT) return fail(400); /* any device's event */
    if (e->cap && e->cap->active && !e->cap->invalid) {
        int i, j;
        if (!s->cap) { /* a fork: s joins the capture, its work after the event's */
            s->cap = e->cap;
            e->cap->open++;
            if (s->deps_of != e->cap->id) s->ndeps = 0;
            s->deps_of = e->cap->id;
        } else if (s->cap == e->cap && s == e->cap->origin && e->on != s && e->on->cap == e->cap) { /* a join */
            e->on->cap = NULL;
            e->cap->open--;
        }
        if (s->cap == e->cap) /* s's next work depends on the event's nodes too */
            for (i = 0; i < e->ndeps; i++) {
                for (j = 0; j < s->ndeps && s->deps[j] != e->deps[i]; j++) continue;
                if (j == s->ndeps && s->ndeps < MAX_DEPS) s->deps[s->ndeps++] = e->deps[i];
            }
        return 0;
    }
    {
        CAPTURE(s, N_WAIT, node);
        (void)node;
    }
    return 0;
}
static CUresult mock_cuEventSynchronize(mevent *e) { if (sticky) return fail(sticky); return e && e->magic == MAGIC_EVENT ? 0 : fail(400); }
static CUresult mock_cuEventQuery(mevent *e) { return e && e->magic == MAGIC_EVENT ? 0 : fail(400); }

/* memory */
static CUresult mock_cuDeviceGetMemPool(mpool **p, int dev) {
    if (dev < 0 || dev >= ndev()) return fail(101);
    pools[dev].device = dev;
    *p = &pools[dev];
    return 0;
}
static CUresult mock_cuMemPoolSetAttribute(mpool *p, int attr, void *v) {
    (void)attr, (void)v;
    return p ? 0 : fail(1);
}
static CUresult mock_cuMemAllocFromPoolAsync(CUdeviceptr *dp, size_t n, mpool *p, mstream *s) { if (sticky) return fail(sticky);
    CUresult r = on(s);
    if (r) return r;
    if (!p) return fail(1);
    {
        CAPTURE(s, N_ALLOC, node);
        if (node) { /* graph memory: its address is fixed at capture; the mock keeps it for good */
            r = alloc_on(dp, n, p->device, 1);
            node->dst = *dp, node->n = n;
            return r;
        }
    }
    return alloc_on(dp, n, p->device, 1);
}
static CUresult mock_cuMemFreeAsync(CUdeviceptr p, mstream *s) {
    CUresult r = on(s);
    if (r) return r;
    {
        CAPTURE(s, N_FREE, node);
        if (node) {
            node->dst = p;
            return 0;
        }
    }
    return free_at(p);
}
static CUresult mock_cuMemAlloc(CUdeviceptr *dp, size_t n) { if (sticky) return fail(sticky);
    if (unsafe_call()) return fail(900);
    return current() ? alloc_on(dp, n, current()->device, 0) : fail(201);
}
static CUresult mock_cuMemFree(CUdeviceptr p) { return free_at(p); }
/* how: the call that made a copy (its node's memory types): COPY_UNIFIED
   (cuMemcpyAsync, DtoD, peer), COPY_HTOD, COPY_DTOH */
enum { COPY_UNIFIED, COPY_HTOD, COPY_DTOH };
static CUresult copy(CUdeviceptr dst, CUdeviceptr src, size_t n, mstream *s, int how) {
    CUresult r = on(s);
    if (r) return r;
    {
        CAPTURE(s, N_MEMCPY, node);
        if (node) {
            node->dst = dst, node->src = src, node->n = n, node->w = how;
            return 0;
        }
    }
    memcpy((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, n);
    return 0;
}
/* Pool memory is reachable only from its own device's streams (the mock
   gives no pool access to other devices): as the driver, CUDA_ERROR_INVALID_VALUE. */
static int reachable(const malloc_rec *m, const mstream *s) {
    const mctx *c = is_default(s) ? current() : is_stream(s) ? s->ctx : NULL; /* a default stream: the current context's */
    return m && (!m->pool || !c || c->device == m->device);
}
static CUresult mock_cuMemcpyHtoDAsync(CUdeviceptr dst, const void *src, size_t n, mstream *s) { if (sticky) return fail(sticky);
    malloc_rec *m = find(dst, n);
    return reachable(m, s) ? copy(dst, (CUdeviceptr)(uintptr_t)src, n, s, COPY_HTOD) : fail(1);
}
static CUresult mock_cuMemcpyDtoHAsync(void *dst, CUdeviceptr src, size_t n, mstream *s) { if (sticky) return fail(sticky);
    malloc_rec *m = find(src, n);
    return reachable(m, s) ? copy((CUdeviceptr)(uintptr_t)dst, src, n, s, COPY_DTOH) : fail(1);
}
static CUresult mock_cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n, mstream *s) { return copy(dst, src, n, s, COPY_UNIFIED); }
static CUresult mock_cuMemcpyPeerAsync(CUdeviceptr dst, mctx *dc, CUdeviceptr src, mctx *sc, size_t n, mstream *s) {
    malloc_rec *d = find(dst, n), *m = find(src, n);
    if (!d || !m || !dc || !sc || d->device != dc->device || m->device != sc->device) return fail(1);
    return copy(dst, src, n, s, COPY_UNIFIED);
}
static CUresult fill(CUdeviceptr p, unsigned v, size_t n, int w, mstream *s) {
    malloc_rec *m = find(p, n * (size_t)w);
    size_t i;
    CUresult r = on(s);
    if (r) return r;
    if (!m || m->device != s->ctx->device) return fail(1); /* the stream's device fills its own memory */
    {
        CAPTURE(s, N_MEMSET, node);
        if (node) {
            node->dst = p, node->v = v, node->n = n, node->w = w;
            return 0;
        }
    }
    for (i = 0; i < n; i++) memcpy((unsigned char *)(uintptr_t)p + i * (size_t)w, &v, (size_t)w);
    return 0;
}
static CUresult mock_cuMemsetD8Async(CUdeviceptr p, unsigned char v, size_t n, mstream *s) { return fill(p, v, n, 1, s); }
static CUresult mock_cuMemsetD16Async(CUdeviceptr p, unsigned short v, size_t n, mstream *s) { return fill(p, v, n, 2, s); }
static CUresult mock_cuMemsetD32Async(CUdeviceptr p, unsigned v, size_t n, mstream *s) { return fill(p, v, n, 4, s); }
static CUresult mock_cuPointerGetAttributes(unsigned n, int *attrs, void **data, CUdeviceptr p) {
    malloc_rec *m = find(p, 0);
    unsigned i;
    for (i = 0; i < n; i++) {
        if (attrs[i] == 2) *(unsigned *)data[i] = m ? 2u : 0u;   /* MEMORY_TYPE: DEVICE */
        if (attrs[i] == 8) *(unsigned *)data[i] = 0;             /* IS_MANAGED */
        if (attrs[i] == 9) *(int *)data[i] = m ? m->device : -1; /* DEVICE_ORDINAL */
    }
    return 0;
}

/* code: every library has the kernels "fill42(int *p, int n)", which
   writes 42 n times, and "add(int *p, int v)", which adds v to p[0] */
static CUresult mock_cuLibraryLoadData(mlib **l, const void *code, void *o, void *ov, unsigned no, void *lo, void *lov, unsigned nlo) {
    (void)code, (void)o, (void)ov, (void)no, (void)lo, (void)lov, (void)nlo;
    *l = (mlib *)calloc(1, sizeof **l);
    return 0;
}
static CUresult mock_cuLibraryUnload(mlib *l) {
    int i;
    if (!l) return fail(400);
    for (i = 0; i < l->nk; i++) l->k[i]->magic = 0, free(l->k[i]);
    free(l);
    return 0;
}
static CUresult mock_cuLibraryGetKernel(mkernel **k, mlib *l, const char *name) {
    int i;
    if (!l || (strcmp(name, "fill42") && strcmp(name, "add") && !env_int("CUDACORE_MOCK_ANY_KERNEL"))) return fail(500);
    for (i = 0; i < l->nk; i++)
        if (!strcmp(l->k[i]->name, name)) {
            *k = l->k[i];
            return 0;
        }
    if (l->nk == 8) return fail(2);
    *k = l->k[l->nk++] = (mkernel *)calloc(1, sizeof **k);
    (*k)->magic = MAGIC_KERNEL;
    strcpy((*k)->name, name);
    return 0;
}
static CUresult mock_cuKernelGetFunction(mfunc **f, mkernel *k) {
    int i;
    if (!current()) return fail(201);
    for (i = 0; i < nfuncs; i++)
        if (funcs[i].k == k && funcs[i].ctx == current()) {
            *f = &funcs[i];
            return 0;
        }
    if (nfuncs == 64) return fail(2);
    funcs[nfuncs].magic = MAGIC_FUNC;
    funcs[nfuncs].k = k;
    funcs[nfuncs].ctx = current();
    *f = &funcs[nfuncs++];
    return 0;
}
static CUresult mock_cuKernelGetParamInfo(mkernel *k, size_t i, size_t *off, size_t *size) {
    (void)k;
    if (i >= 2) return fail(1);
    *off = i * 8;
    *size = i ? 4 : 8;
    return 0;
}
/* modules (the raw start-up children of bench/cudacore-bench.c): a module is
   a library, its function the kernel's function in the current context */
static CUresult mock_cuModuleLoadData(mlib **m, const void *image) { return current() ? mock_cuLibraryLoadData(m, image, NULL, NULL, 0, NULL, NULL, 0) : fail(201); }
static CUresult mock_cuModuleLoad(mlib **m, const char *path) { return path ? mock_cuModuleLoadData(m, path) : fail(1); }
static CUresult mock_cuModuleGetFunction(mfunc **f, mlib *m, const char *name) {
    mkernel *k;
    CUresult r = mock_cuLibraryGetKernel(&k, m, name);
    return r ? r : mock_cuKernelGetFunction(f, k);
}
typedef struct { unsigned gx, gy, gz, bx, by, bz, smem; mstream *s; void *attrs; unsigned na; } mlaunch;
static CUresult mock_cuLaunchKernelEx(const mlaunch *c, void *f, void **params, void **extra) { if (sticky) return fail(sticky);
    const char *name;
    int i, n, ours;
    int *p;
    (void)extra;
    if (!is_stream(c->s)) return fail(400);
    if (((mfunc *)f)->magic == MAGIC_FUNC) {
        if (((mfunc *)f)->ctx != c->s->ctx) return fail(400); /* a function of another context */
    } else if (((mkernel *)f)->magic == MAGIC_KERNEL) {
        if (current() != c->s->ctx) return fail(201);
    } else {
        return fail(400);
    }
    name = (((mfunc *)f)->magic == MAGIC_FUNC ? ((mfunc *)f)->k : (mkernel *)f)->name;
    ours = !strcmp(name, "fill42") || !strcmp(name, "add"); /* else CUDACORE_MOCK_ANY_KERNEL's: nothing to do */
    {
        CAPTURE(c->s, N_KERNEL, node);
        if (node) {
            node->f = f, node->grid = c->gx;
            if (ours) memcpy(node->args, params[0], 8), memcpy(node->args + 8, params[1], 4);
            return 0;
        }
    }
    if (!ours) return 0;
    p = (int *)(uintptr_t)*(CUdeviceptr *)params[0];
    n = *(int *)params[1];
    if (!strcmp(name, "add")) {
        if (!find((CUdeviceptr)(uintptr_t)p, sizeof(int))) return fail(700);
        *p += n;
        return 0;
    }
    if (!find((CUdeviceptr)(uintptr_t)p, (size_t)n * sizeof(int))) return fail(700); /* an illegal address */
    for (i = 0; i < n; i++) p[i] = 42;
    return 0;
}
static CUresult mock_cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned smem, mstream *s,
                                    void **params, void **extra) {
    mlaunch c;
    c.gx = gx, c.gy = gy, c.gz = gz, c.bx = bx, c.by = by, c.bz = bz, c.smem = smem, c.s = s, c.attrs = NULL, c.na = 0;
    return mock_cuLaunchKernelEx(&c, f, params, extra);
}

/* capture and graphs */
static CUresult mock_cuStreamBeginCapture(mstream *s, int mode) {
    int i;
    if (!is_stream(s)) return fail(is_default(s) ? 900 : 400);
    if (s->cap) return fail(401); /* CUDA_ERROR_ILLEGAL_STATE */
    if (mode < 0 || mode > 2) return fail(1);
    for (i = 0; i < 16; i++)
        if (!captures[i].active) {
            memset(&captures[i], 0, sizeof captures[i]);
            captures[i].active = 1;
            captures[i].mode = mode;
            captures[i].thread = this_thread();
            captures[i].origin = s;
            captures[i].id = ++capture_ids;
            captures[i].g = (mgraph *)calloc(1, sizeof(mgraph));
            captures[i].g->magic = MAGIC_GRAPH;
            captures[i].g->ctx = s->ctx;
            s->cap = &captures[i];
            s->ndeps = 0;
            s->deps_of = captures[i].id;
            graph_calls[0]++;
            return 0;
        }
    return fail(2);
}
static void graph_free(mgraph *g) {
    free(g->nodes);
    free(g->from);
    free(g->to);
    g->magic = 0;
    free(g);
}
static CUresult mock_cuStreamEndCapture(mstream *s, mgraph **out) {
    mcapture *c;
    int i;
    *out = NULL;
    if (!is_stream(s) || !s->cap) return fail(401);
    c = s->cap;
    if (c->origin != s) return fail(903); /* CUDA_ERROR_STREAM_CAPTURE_UNMATCHED */
    graph_calls[1]++;
    if (c->mode != 2 && c->thread != this_thread()) i = 908; /* CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD: refused, and (driver 580) the capture ends */
    else if (c->open && !c->invalid) invalidate(c), i = 904; /* CUDA_ERROR_STREAM_CAPTURE_UNJOINED */
    else i = c->invalid ? 901 : 0;
    /* every stream of the capture leaves it */
    s->cap = NULL;
    c->active = 0;
    if (i) {
        graph_free(c->g);
        return fail(i);
    }
    *out = c->g;
    return 0;
}
/* A stream destroyed while it captures: the capture is over (its origin) or
   the stream leaves it (a forked one). */
static void capture_drop(mstream *s) {
    mcapture *c = s->cap;
    if (!c) return;
    s->cap = NULL;
    if (c->origin != s) {
        c->open--;
        return;
    }
    c->active = 0;
    graph_free(c->g);
}
static CUresult mock_cuStreamIsCapturing(mstream *s, int *status) {
    if (!is_stream(s) && !is_default(s)) return fail(400);
    *status = is_stream(s) && s->cap ? (s->cap->invalid ? 2 : 1) : 0;
    return 0;
}
static CUresult mock_cuStreamGetCaptureInfo_v3(mstream *s, int *status, unsigned long long *id, mgraph **g, const void **deps, const void **edges,
                                               size_t *n) {
    static __thread mnode *dep[MAX_DEPS]; /* the nodes the stream's next work would depend on */
    CUresult r = mock_cuStreamIsCapturing(s, status);
    int i, k = 0;
    if (r) return r;
    if (id) *id = *status ? s->cap->id : 0;
    if (g) *g = *status == 1 ? s->cap->g : NULL;
    for (i = 0; *status == 1 && i < s->ndeps; i++) dep[k++] = &s->cap->g->nodes[s->deps[i]];
    if (deps) *deps = k ? (const void *)dep : NULL;
    if (edges) *edges = NULL;
    if (n) *n = (size_t)k;
    return 0;
}
static CUresult mock_cuThreadExchangeStreamCaptureMode(int *mode) {
    int old = thread_capture_mode;
    if (*mode < 0 || *mode > 2) return fail(1);
    thread_capture_mode = *mode;
    *mode = old;
    return 0;
}
static int is_graph(const mgraph *g) { return g && g->magic == MAGIC_GRAPH; }
static CUresult mock_cuGraphDestroy(mgraph *g) {
    if (!is_graph(g)) return fail(400);
    graph_free(g);
    return 0;
}
static CUresult mock_cuGraphGetNodes(mgraph *g, mnode **nodes, size_t *n) {
    size_t i;
    if (!is_graph(g) || !n) return fail(1);
    if (nodes)
        for (i = 0; i < *n && i < (size_t)g->n; i++) nodes[i] = &g->nodes[i];
    *n = (size_t)g->n;
    return 0;
}
static CUresult mock_cuGraphNodeGetType(mnode *node, int *type) {
    if (!node) return fail(400);
    *type = node->type;
    return 0;
}
/* The edges sorted by their start, then their end (not in the order each
   node's dependencies were added, which cuGraphNodeGetDependencies gives:
   as on the driver, where the two differ); CUDACORE_MOCK_EDGES_REVERSED=1
   lists them last first (the driver promises no order: a recorder's chain
   must not depend on one). */
static int edge_key_order(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}
static CUresult mock_cuGraphGetEdges_v2(mgraph *g, mnode **from, mnode **to, void *data, size_t *n) {
    size_t i;
    const char *rev = getenv("CUDACORE_MOCK_EDGES_REVERSED");
    int reversed = rev && *rev == '1';
    long long *keys;
    if (!is_graph(g) || !n) return fail(1);
    if (!from && !to) { /* (the count alone) */
        *n = (size_t)g->edges;
        return 0;
    }
    keys = (long long *)malloc((size_t)(g->edges + 1) * sizeof *keys);
    for (i = 0; i < (size_t)g->edges; i++) keys[i] = (long long)g->from[i] << 32 | g->to[i];
    qsort(keys, (size_t)g->edges, sizeof *keys, edge_key_order);
    for (i = 0; (from || to) && i < *n && i < (size_t)g->edges; i++) {
        size_t k = reversed ? (size_t)g->edges - 1 - i : i;
        if (from) from[i] = &g->nodes[keys[k] >> 32];
        if (to) to[i] = &g->nodes[keys[k] & 0xffffffff];
    }
    free(keys);
    if (data) memset(data, 0, *n * 8);
    *n = (size_t)g->edges;
    return 0;
}
static CUresult mock_cuGraphGetEdges(mgraph *g, mnode **from, mnode **to, size_t *n) { return mock_cuGraphGetEdges_v2(g, from, to, NULL, n); }
/* A node's dependencies, in the order they were added (as the driver lists them). */
static CUresult mock_cuGraphNodeGetDependencies(mnode *node, mnode **deps, size_t *n) {
    const mgraph *g = node ? node->owner : NULL;
    size_t k = 0;
    int i, at;
    if (!is_graph(g) || !n) return fail(1);
    at = (int)(node - g->nodes);
    for (i = 0; i < g->edges; i++)
        if (g->to[i] == at) {
            if (deps && k < *n) deps[k] = &g->nodes[g->from[i]];
            k++;
        }
    for (i = (int)k; deps && i < (int)*n; i++) deps[i] = NULL;
    *n = k;
    return 0;
}
typedef struct { unsigned long long flags; mstream *upload; mnode *err_node; int result; } minst;
static CUresult mock_cuGraphInstantiateWithParams(mexec **out, mgraph *g, minst *p) {
    mexec *e;
    if (!is_graph(g) || !out) return fail(1);
    if (current() != g->ctx) return fail(201);
    e = (mexec *)calloc(1, sizeof *e);
    e->magic = MAGIC_EXEC;
    e->g = *g;
    e->from = g->nodes;
    e->g.nodes = (mnode *)malloc((size_t)(g->n ? g->n : 1) * sizeof *g->nodes);
    if (g->n) memcpy(e->g.nodes, g->nodes, (size_t)g->n * sizeof *g->nodes);
    e->g.from = (int *)malloc((size_t)(g->edges ? g->edges : 1) * sizeof *g->from);
    e->g.to = (int *)malloc((size_t)(g->edges ? g->edges : 1) * sizeof *g->to);
    if (g->edges) memcpy(e->g.from, g->from, (size_t)g->edges * sizeof *g->from), memcpy(e->g.to, g->to, (size_t)g->edges * sizeof *g->to);
    if (p) p->result = 0, p->err_node = NULL;
    graph_calls[2]++;
    *out = e;
    return 0;
}
static CUresult mock_cuGraphExecDestroy(mexec *e) {
    if (!e || e->magic != MAGIC_EXEC) return fail(400);
    graph_calls[5]++;
    free(e->g.nodes);
    free(e->g.from);
    free(e->g.to);
    e->magic = 0;
    free(e);
    return 0;
}
typedef struct { int result; mnode *err_node, *err_from; } mupdate;
static int has_memory_nodes(const mgraph *g) {
    int i;
    for (i = 0; i < g->n; i++)
        if (g->nodes[i].type == N_ALLOC || g->nodes[i].type == N_FREE) return 1;
    return 0;
}
/* Whether two graphs of as many edges have the same ones: their nodes
   paired in the order they were made, each node's dependencies in the same
   order (the driver refuses an update whose node depends on the same nodes
   in another order: seen on an H200, driver 580). */
static int same_edges(const mgraph *a, const mgraph *b) {
    return !a->edges || (!memcmp(a->from, b->from, (size_t)a->edges * sizeof *a->from) && !memcmp(a->to, b->to, (size_t)a->edges * sizeof *a->to));
}
/* The context a kernel node's function belongs to (NULL: a context-
   independent kernel). */
static const mctx *function_ctx(void *f) { return f && ((mfunc *)f)->magic == MAGIC_FUNC ? ((mfunc *)f)->ctx : NULL; }
static CUresult mock_cuGraphExecUpdate_v2(mexec *e, mgraph *g, mupdate *info) {
    int i, res = 0;
    if (!e || e->magic != MAGIC_EXEC || !is_graph(g)) return fail(1);
    graph_calls[3]++;
    memset(info, 0, sizeof *info);
    if (g->n != e->g.n || g->edges != e->g.edges || !same_edges(g, &e->g)) res = 2; /* TOPOLOGY_CHANGED: nodes paired in the order they were made */
    for (i = 0; !res && i < g->n; i++)
        if (g->nodes[i].type != e->g.nodes[i].type) res = 3, info->err_node = &g->nodes[i];
        else if (g->nodes[i].type == N_KERNEL && function_ctx(g->nodes[i].f) != function_ctx(e->g.nodes[i].f))
            res = 7, info->err_node = &g->nodes[i]; /* UNSUPPORTED_FUNCTION_CHANGE: a function of another context (as the driver) */
        else if (g->nodes[i].type == N_MEMCPY && g->nodes[i].w != e->g.nodes[i].w)
            res = 5, info->err_node = &g->nodes[i]; /* PARAMETERS_CHANGED: a copy's memory types (as the driver; a 1-D fill may change) */
    if (!res && (has_memory_nodes(g) || has_memory_nodes(&e->g))) res = 6; /* NOT_SUPPORTED */
    if (res) {
        graph_calls[7]++;
        info->result = res;
        return fail(910); /* CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE */
    }
    memcpy(e->g.nodes, g->nodes, (size_t)g->n * sizeof *g->nodes);
    return 0;
}
static CUresult mock_cuGraphLaunch(mexec *e, mstream *s) { if (sticky) return fail(sticky);
    int i;
    CUresult r = on(s);
    if (r) return r;
    if (!e || e->magic != MAGIC_EXEC) return fail(400);
    if (is_stream(s) && s->cap) return fail(801); /* (the mock does not capture graph launches) */
    if ((is_stream(s) ? s->ctx : current()) != e->g.ctx) return fail(201);
    graph_calls[4]++;
    for (i = 0; i < e->g.n && !r; i++) {
        const mnode *n = &e->g.nodes[i];
        void *params[2];
        mlaunch c;
        params[0] = (void *)n->args;
        params[1] = (void *)(n->args + 8);
        memset(&c, 0, sizeof c);
        c.gx = n->grid, c.s = s;
        switch (n->type) {
            case N_KERNEL: r = mock_cuLaunchKernelEx(&c, n->f, params, NULL); break;
            case N_MEMCPY: r = copy(n->dst, n->src, n->n, s, n->w); break;
            case N_MEMSET: r = fill(n->dst, n->v, n->n, n->w, s); break;
            case N_HOST: n->host(n->ud); break;
            default: break;
        }
    }
    return r;
}

/* Kernel nodes added by hand (tests/unit/test_launch.c compares them with
   launches): an empty graph of the current context, kernel nodes that run
   as a launch of the same function and arguments would, their parameters
   set again, and their attributes taken (and counted). */
static int kernel_node_attributes;
int *cudacore_mock_kernel_node_attributes(void);
int *cudacore_mock_kernel_node_attributes(void) { return &kernel_node_attributes; }
typedef struct {
    void *f;
    unsigned gx, gy, gz, bx, by, bz, smem;
    void **params, **extra;
    void *kern, *ctx;
} mkernel_node_params;
static CUresult kernel_node_fill(mnode *n, const mkernel_node_params *p) {
    mkernel *k;
    if (!p->f || ((mfunc *)p->f)->magic != MAGIC_FUNC || !p->gx || !p->gy || !p->gz || !p->bx || !p->by || !p->bz) return fail(1);
    k = ((mfunc *)p->f)->k;
    n->f = p->f;
    n->grid = p->gx;
    if (!strcmp(k->name, "fill42") || !strcmp(k->name, "add")) {
        if (!p->params || !p->params[0] || !p->params[1]) return fail(1);
        memcpy(n->args, p->params[0], 8), memcpy(n->args + 8, p->params[1], 4);
    }
    return 0;
}
static CUresult mock_cuGraphCreate(mgraph **out, unsigned flags) {
    if (!out || flags || !current()) return fail(!current() ? 201 : 1);
    *out = (mgraph *)calloc(1, sizeof(mgraph));
    (*out)->magic = MAGIC_GRAPH;
    (*out)->ctx = current();
    return 0;
}
static CUresult mock_cuGraphAddKernelNode_v2(mnode **out, mgraph *g, mnode *const *deps, size_t num_deps, const mkernel_node_params *p) {
    mnode node;
    CUresult r;
    (void)deps;
    if (!out || !is_graph(g) || !p || (num_deps && !deps)) return fail(1);
    memset(&node, 0, sizeof node);
    if ((r = kernel_node_fill(&node, p)) != 0) return r;
    *out = graph_add(g, N_KERNEL);
    node.owner = g;
    **out = node;
    return 0;
}
static CUresult mock_cuGraphKernelNodeSetParams_v2(mnode *n, const mkernel_node_params *p) {
    if (!n || n->type != N_KERNEL || !p) return fail(1);
    return kernel_node_fill(n, p);
}
/* CUDA_MEMCPY3D and CUDA_MEMSET_NODE_PARAMS, as laid out by cuda.h */
typedef struct mmemcpy3d {
    size_t src_x, src_y, src_z, src_lod;
    int src_type;
    const void *src_host;
    CUdeviceptr src_device;
    void *src_array, *reserved0;
    size_t src_pitch, src_height, dst_x, dst_y, dst_z, dst_lod;
    int dst_type;
    void *dst_host;
    CUdeviceptr dst_device;
    void *dst_array, *reserved1;
    size_t dst_pitch, dst_height, width, height, depth;
} mmemcpy3d;
typedef struct mmemset_params { CUdeviceptr dst; size_t pitch; unsigned value, element; size_t width, height; } mmemset_params;
static CUresult mock_cuGraphMemcpyNodeGetParams(const mnode *n, mmemcpy3d *p) {
    if (!n || n->type != N_MEMCPY || !p) return fail(1);
    memset(p, 0, sizeof *p);
    p->src_type = n->w == COPY_HTOD ? 1 : n->w == COPY_DTOH ? 2 : 4; /* HOST, DEVICE, UNIFIED */
    p->dst_type = n->w == COPY_HTOD ? 2 : n->w == COPY_DTOH ? 1 : 4;
    if (p->src_type == 1) p->src_host = (const void *)(uintptr_t)n->src;
    else p->src_device = n->src;
    if (p->dst_type == 1) p->dst_host = (void *)(uintptr_t)n->dst;
    else p->dst_device = n->dst;
    p->width = n->n, p->height = p->depth = 1;
    return 0;
}
static CUresult mock_cuGraphMemsetNodeGetParams(const mnode *n, mmemset_params *p) {
    if (!n || n->type != N_MEMSET || !p) return fail(1);
    memset(p, 0, sizeof *p);
    p->dst = n->dst, p->value = n->v, p->element = (unsigned)n->w, p->width = n->n, p->height = 1;
    return 0;
}
static CUresult mock_cuGraphKernelNodeGetParams_v2(const mnode *n, mkernel_node_params *p) {
    if (!n || n->type != N_KERNEL || !p) return fail(1);
    memset(p, 0, sizeof *p);
    p->f = n->f;
    p->gx = n->grid, p->gy = p->gz = p->bx = p->by = p->bz = 1;
    return 0;
}
static CUresult mock_cuGraphExecKernelNodeSetParams_v2(mexec *e, const mnode *n, const mkernel_node_params *p) {
    int i;
    if (!e || e->magic != MAGIC_EXEC || !p) return fail(1);
    for (i = 0; i < e->g.n; i++)
        if (&e->from[i] == n) return e->g.nodes[i].type == N_KERNEL ? kernel_node_fill(&e->g.nodes[i], p) : fail(1);
    return fail(1);
}
static CUresult mock_cuGraphKernelNodeSetAttribute(mnode *n, int id, const void *value) {
    if (!n || n->type != N_KERNEL || !value || id <= 0) return fail(1);
    kernel_node_attributes++;
    return 0;
}
static CUresult mock_cuGraphDestroyNode(mnode *n) { return n ? 0 : fail(1); } /* (the node stays in its graph's array) */
static CUresult mock_cuGraphInstantiateWithFlags(mexec **out, mgraph *g, unsigned long long flags) {
    (void)flags;
    return mock_cuGraphInstantiateWithParams(out, g, NULL);
}
static CUresult mock_cuEventElapsedTime(float *ms, mevent *a, mevent *b) {
    if (!a || a->magic != MAGIC_EVENT || !b || b->magic != MAGIC_EVENT) return fail(400);
    *ms = 0.001f;
    return 0;
}
static CUresult mock_cuModuleUnload(mlib *m) { return mock_cuLibraryUnload(m); }
static CUresult mock_cuMemcpyDtoDAsync(CUdeviceptr dst, CUdeviceptr src, size_t n, mstream *s) { return copy(dst, src, n, s, COPY_UNIFIED); }
/* Graphics interop without a graphics API (tests/unit/test_interop.c,
   bench/host_cost.c): any nonzero GL name registers, as a buffer of 1 MiB
   of the current context's device, or as an image of 64 x 32 32-bit
   texels (one level; surface load/store when registered with it). Mapping
   and unmapping are work on a stream (its context current), as the
   driver's are; a mapping hands out the buffer's pointer, or the image's
   array, only while the resource is mapped, and as what it was registered
   as (CUDA_ERROR_NOT_MAPPED_AS_POINTER / _AS_ARRAY otherwise). */
#define MAGIC_GRES 0x47524531
typedef struct marray { int magic; size_t w, h; unsigned flags; } marray;
typedef struct mgres { int magic, image, mapped; mctx *ctx; CUdeviceptr ptr; size_t size; marray array; } mgres;
static CUresult graphics_register(mgres **out, unsigned name, int image, unsigned flags) {
    mgres *g;
    if (!current()) return fail(201);
    if (!name) return fail(1);
    g = (mgres *)calloc(1, sizeof *g);
    g->magic = MAGIC_GRES;
    g->image = image;
    g->ctx = current();
    if (image) {
        g->array.magic = MAGIC_GRES;
        g->array.w = 64, g->array.h = 32;
        g->array.flags = flags & 4 ? 2 : 0; /* CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST: CUDA_ARRAY3D_SURFACE_LDST */
    } else if (alloc_on(&g->ptr, g->size = (size_t)1 << 20, current()->device, 0)) {
        free(g);
        return 2;
    }
    *out = g;
    return 0;
}
static int is_gres(const mgres *g) { return g && g->magic == MAGIC_GRES; }
static CUresult mock_cuGraphicsGLRegisterBuffer(mgres **out, unsigned name, unsigned flags) { return graphics_register(out, name, 0, flags); }
static CUresult mock_cuGraphicsGLRegisterImage(mgres **out, unsigned name, unsigned target, unsigned flags) {
    (void)target;
    return graphics_register(out, name, 1, flags);
}
static CUresult mock_cuGraphicsUnregisterResource(mgres *g) {
    if (!is_gres(g)) return fail(400);
    if (g->ptr) free_at(g->ptr);
    g->magic = 0;
    free(g);
    return 0;
}
static CUresult mock_cuGraphicsResourceSetMapFlags(mgres *g, unsigned flags) {
    if (!is_gres(g) || flags > 2) return fail(!is_gres(g) ? 400 : 1);
    return g->mapped ? fail(208) : 0; /* CUDA_ERROR_ALREADY_MAPPED */
}
static CUresult mock_cuGraphicsMapResources(unsigned n, mgres **res, mstream *s) {
    CUresult r = on(s);
    unsigned i;
    if (r) return r;
    for (i = 0; i < n; i++)
        if (!is_gres(res[i]) || res[i]->mapped) return fail(!is_gres(res[i]) ? 400 : 208);
    for (i = 0; i < n; i++) res[i]->mapped = 1;
    return 0;
}
static CUresult mock_cuGraphicsUnmapResources(unsigned n, mgres **res, mstream *s) {
    CUresult r = on(s);
    unsigned i;
    if (r) return r;
    for (i = 0; i < n; i++)
        if (!is_gres(res[i]) || !res[i]->mapped) return fail(!is_gres(res[i]) ? 400 : 211); /* CUDA_ERROR_NOT_MAPPED */
    for (i = 0; i < n; i++) res[i]->mapped = 0;
    return 0;
}
static CUresult mock_cuGraphicsResourceGetMappedPointer(CUdeviceptr *p, size_t *size, mgres *g) {
    if (!is_gres(g) || !g->mapped) return fail(!is_gres(g) ? 400 : 211);
    if (g->image) return fail(213); /* CUDA_ERROR_NOT_MAPPED_AS_POINTER */
    *p = g->ptr;
    *size = g->size;
    return 0;
}
static CUresult mock_cuGraphicsSubResourceGetMappedArray(marray **a, mgres *g, unsigned index, unsigned level) {
    if (!is_gres(g) || !g->mapped) return fail(!is_gres(g) ? 400 : 211);
    if (!g->image) return fail(212); /* CUDA_ERROR_NOT_MAPPED_AS_ARRAY */
    if (index || level) return fail(1);
    *a = &g->array;
    return 0;
}
typedef struct marray_desc { size_t w, h, d; int format; unsigned channels, flags; } marray_desc; /* CUDA_ARRAY3D_DESCRIPTOR */
static CUresult mock_cuArray3DGetDescriptor(marray_desc *d, marray *a) {
    if (!a || a->magic != MAGIC_GRES) return fail(400);
    memset(d, 0, sizeof *d);
    d->w = a->w, d->h = a->h;
    d->format = 3; /* CU_AD_FORMAT_UNSIGNED_INT32 */
    d->channels = 1;
    d->flags = a->flags;
    return 0;
}
typedef struct mres_desc { int type; unsigned char pad[4]; marray *array; } mres_desc; /* CUDA_RESOURCE_DESC, an array's */
static unsigned long long surfaces;
static CUresult mock_cuSurfObjectCreate(unsigned long long *obj, const mres_desc *r) {
    if (!r || r->type != 0 || !r->array || r->array->magic != MAGIC_GRES) return fail(1);
    if (!(r->array->flags & 2)) return fail(1);
    *obj = ++surfaces;
    return 0;
}
static CUresult mock_cuSurfObjectDestroy(unsigned long long obj) { return obj ? 0 : fail(1); }

/* Entry points bench/cudacore-bench.c looks up for sections the mock does
   not run (arrays, textures, pinned memory): present, and
   CUDA_ERROR_NOT_SUPPORTED if called. */
static CUresult mock_absent(void) { return fail(801); }

/* user contexts, green contexts and SM resources */
#define MAGIC_GREEN 0x47524e31
typedef struct mres { int type; int device, split, first, count; unsigned char pad[92 - 16]; unsigned sm[12]; } mres; /* CUdevResource layout: type, 92 bytes, 48 bytes */
typedef struct mgreen { int magic; mctx ctx; int first, count; } mgreen;
static mctx users[16];
static mgreen greens[16];
static int nsplits;
typedef struct mdesc { int device, first, count; } mdesc;
static mdesc descs[64];
static int ndescs;
static void drop_from_stack(mctx *c) {
    int i, j = 0;
    for (i = 0; i < depth; i++)
        if (stack[i] != c) stack[j++] = stack[i];
    depth = j;
}
static CUresult create_ctx(mctx **c, unsigned flags, int dev) {
    int i;
    if (dev < 0 || dev >= ndev()) return fail(101);
    if (flags & ~0xffu || depth == 32) return fail(1);
    for (i = 0; i < 16; i++)
        if (!users[i].magic) {
            memset(&users[i], 0, sizeof users[i]);
            users[i].magic = MAGIC_CTX;
            users[i].device = dev;
            stack[depth++] = &users[i]; /* pushed, as cuCtxCreate does */
            *c = &users[i];
            return 0;
        }
    return fail(2);
}
static CUresult mock_cuCtxCreate(mctx **c, unsigned flags, int dev) { if (sticky) return fail(sticky); return create_ctx(c, flags, dev); }
typedef struct { struct { int type; unsigned val; } *aff; int naff; void *cig; } mctx_params;
static CUresult mock_cuCtxCreate_v4(mctx **c, mctx_params *p, unsigned flags, int dev) { if (sticky) return fail(sticky);
    if (p && (p->naff != 1 || !p->aff || p->aff->type != 0 || !p->aff->val)) return fail(1);
    return create_ctx(c, flags, dev);
}
static CUresult mock_cuCtxDestroy(mctx *c) {
    if (!c || c->magic != MAGIC_CTX || c < users || c >= users + 16) return fail(201);
    drop_from_stack(c);
    c->magic = 0;
    return 0;
}
static void sm_res(mres *r, int dev, int split, int first, int count) {
    memset(r, 0, 144);
    r->type = 1;
    r->device = dev;
    r->split = split;
    r->first = first;
    r->count = count;
    r->sm[0] = (unsigned)count; /* smCount */
    r->sm[1] = 4;               /* minSmPartitionSize */
    r->sm[2] = 4;               /* smCoscheduledAlignment */
}
static CUresult mock_cuDeviceGetDevResource(int dev, mres *r, int type) {
    if (dev < 0 || dev >= ndev()) return fail(101);
    if (type != 1) return fail(1);
    sm_res(r, dev, 0, 0, 16);
    return 0;
}
static CUresult mock_cuCtxGetDevResource(mctx *c, mres *r, int type) {
    if (!c || c->magic != MAGIC_CTX || type != 1) return fail(1);
    sm_res(r, c->device, 0, 0, 16);
    return 0;
}
static CUresult mock_cuGreenCtxGetDevResource(mgreen *g, mres *r, int type) {
    if (!g || g->magic != MAGIC_GREEN || type != 1) return fail(1);
    sm_res(r, g->ctx.device, -1, g->first, g->count);
    return 0;
}
static CUresult mock_cuDevSmResourceSplitByCount(mres *result, unsigned *n, const mres *in, mres *rem, unsigned flags, unsigned min) {
    unsigned size, fit, made, i;
    if (!n || !in || in->type != 1 || min > (unsigned)in->count || (flags & ~3u) || (result && !*n)) return fail(1);
    size = min < 4 ? 4 : (min + 3) / 4 * 4;
    fit = (unsigned)in->count / size;
    made = result ? (*n < fit ? *n : fit) : fit;
    nsplits++;
    for (i = 0; result && i < made; i++) sm_res(&result[i], in->device, nsplits, in->first + (int)(i * size), (int)size);
    if (rem) sm_res(rem, in->device, nsplits, in->first + (int)(made * size), in->count - (int)(made * size));
    *n = made;
    return 0;
}
static CUresult mock_cuDevResourceGenerateDesc(mdesc **d, mres *r, unsigned n) {
    unsigned i;
    int first = 1 << 30, last = 0;
    if (!d || !r || !n || ndescs == 64) return fail(1);
    for (i = 0; i < n; i++) {
        if (r[i].type != 1 || r[i].device != r[0].device) return fail(1);
        if (n > 1 && (r[i].split != r[0].split || !r[i].split)) return fail(914); /* CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION */
        if (r[i].first < first) first = r[i].first;
        if (r[i].first + r[i].count > last) last = r[i].first + r[i].count;
    }
    descs[ndescs].device = r[0].device;
    descs[ndescs].first = first;
    descs[ndescs].count = last - first;
    *d = &descs[ndescs++];
    return 0;
}
static CUresult mock_cuGreenCtxCreate(mgreen **g, mdesc *d, int dev, unsigned flags) {
    int i;
    if (!d || d->device != dev || !(flags & 1)) return fail(1);
    for (i = 0; i < 16; i++)
        if (!greens[i].magic) {
            memset(&greens[i], 0, sizeof greens[i]);
            greens[i].magic = MAGIC_GREEN;
            greens[i].ctx.magic = MAGIC_CTX;
            greens[i].ctx.device = dev;
            greens[i].first = d->first;
            greens[i].count = d->count;
            *g = &greens[i];
            return 0;
        }
    return fail(2);
}
static CUresult mock_cuGreenCtxDestroy(mgreen *g) {
    if (!g || g->magic != MAGIC_GREEN) return fail(201);
    drop_from_stack(&g->ctx);
    g->ctx.magic = 0;
    g->magic = 0;
    return 0;
}
static CUresult mock_cuCtxFromGreenCtx(mctx **c, mgreen *g) {
    if (!g || g->magic != MAGIC_GREEN) return fail(201);
    *c = &g->ctx;
    return 0;
}
static CUresult mock_cuGreenCtxStreamCreate(mstream **s, mgreen *g, unsigned flags, int prio) {
    mstream *n;
    if (!g || g->magic != MAGIC_GREEN) return fail(201);
    if (!(flags & 1)) return fail(1); /* CU_STREAM_NON_BLOCKING is required */
    n = (mstream *)calloc(1, sizeof *n);
    n->magic = MAGIC_STREAM;
    n->ctx = &g->ctx;
    n->flags = flags;
    n->prio = prio;
    *s = n;
    return 0;
}

/* tensor maps: the 16 words hold the arguments, for the test to read */
static CUresult encode(unsigned long long *m, int kind, unsigned type, unsigned rank, void *addr, const unsigned long long *dims,
                       const unsigned long long *strides, const unsigned *box, const unsigned *es, unsigned il, unsigned sw, unsigned l2, unsigned oob) {
    unsigned i;
    if (!current()) return fail(201);
    if (((uintptr_t)m % 64) || ((uintptr_t)addr % 16) || rank < 1 || rank > 5) return fail(1);
    memset(m, 0, 128);
    m[0] = 0x544d4150ull | (unsigned long long)kind << 32;
    m[1] = (unsigned long long)(uintptr_t)addr;
    m[2] = type | rank << 8 | il << 16 | sw << 20 | l2 << 24 | (unsigned long long)oob << 28;
    for (i = 0; i < rank; i++) {
        m[3 + i] = dims[i];
        m[8 + i] = i + 1 < rank ? strides[i] : 0;
        m[13] |= (unsigned long long)(box ? box[i] & 0x1ff : 0) << (9 * i);
        m[14] |= (unsigned long long)(es[i] & 0xf) << (4 * i);
    }
    return 0;
}
static CUresult mock_cuTensorMapEncodeTiled(unsigned long long *m, unsigned type, unsigned rank, void *addr, const unsigned long long *dims,
                                            const unsigned long long *strides, const unsigned *box, const unsigned *es, unsigned il, unsigned sw,
                                            unsigned l2, unsigned oob) {
    return encode(m, 1, type, rank, addr, dims, strides, box, es, il, sw, l2, oob);
}
static CUresult mock_cuTensorMapEncodeIm2col(unsigned long long *m, unsigned type, unsigned rank, void *addr, const unsigned long long *dims,
                                             const unsigned long long *strides, const int *lo, const int *hi, unsigned cpp, unsigned ppc,
                                             const unsigned *es, unsigned il, unsigned sw, unsigned l2, unsigned oob) {
    CUresult r = encode(m, 2, type, rank, addr, dims, strides, NULL, es, il, sw, l2, oob);
    if (!r) m[15] = (unsigned long long)(unsigned)(lo[0] & 0xffff) | (unsigned long long)(unsigned)(hi[0] & 0xffff) << 16 | (unsigned long long)cpp << 32 |
                    (unsigned long long)ppc << 48;
    return r;
}
static CUresult mock_cuTensorMapReplaceAddress(unsigned long long *m, void *addr) {
    if (!current()) return fail(201);
    if ((m[0] & 0xffffffffull) != 0x544d4150ull || ((uintptr_t)addr % 16)) return fail(1);
    m[1] = (unsigned long long)(uintptr_t)addr;
    return 0;
}

/* checkpointing: this process only */
static int proc_state; /* 0 running, 1 locked, 2 checkpointed */
static CUresult step(int pid, int from, int to) {
    if (pid != (int)getpid()) return fail(1);
    if (proc_state != from) return fail(401); /* CUDA_ERROR_ILLEGAL_STATE */
    proc_state = to;
    return 0;
}
static CUresult mock_cuCheckpointProcessGetState(int pid, int *state) {
    if (pid != (int)getpid()) return fail(1);
    *state = proc_state;
    return 0;
}
static CUresult mock_cuCheckpointProcessGetRestoreThreadId(int pid, int *tid) {
    if (pid != (int)getpid()) return fail(1);
    *tid = pid + 1;
    return 0;
}
static CUresult mock_cuCheckpointProcessLock(int pid, void *args) { (void)args; return step(pid, 0, 1); }
static CUresult mock_cuCheckpointProcessCheckpoint(int pid, void *args) { (void)args; return step(pid, 1, 2); }
typedef struct { unsigned char *pairs; unsigned count; } mrestore;
static CUresult mock_cuCheckpointProcessRestore(int pid, mrestore *args) {
    unsigned i;
    for (i = 0; args && i < args->count; i++) /* the mock's UUIDs: byte 0 is 0x10 + ordinal, the rest 0 */
        if (args->pairs[32 * i] < 0x10 || args->pairs[32 * i] >= 0x10 + ndev() || args->pairs[32 * i + 16] < 0x10 || args->pairs[32 * i + 16] >= 0x10 + ndev())
            return fail(1);
    return step(pid, 2, 1);
}
static CUresult mock_cuCheckpointProcessUnlock(int pid, void *args) { (void)args; return step(pid, 1, 0); }

static CUresult mock_cuGetErrorName(CUresult r, const char **s) {
    *s = r == 700 ? "CUDA_ERROR_ILLEGAL_ADDRESS" : r == 719 ? "CUDA_ERROR_LAUNCH_FAILED" : r == 201 ? "CUDA_ERROR_INVALID_CONTEXT" : r == 400 ? "CUDA_ERROR_INVALID_HANDLE" : r == 1 ? "CUDA_ERROR_INVALID_VALUE" : "CUDA_ERROR_MOCK";
    return 0;
}
static CUresult mock_cuGetErrorString(CUresult r, const char **s) { (void)r; *s = "mock error"; return 0; }

typedef struct { const char *name; void *fn; } entry;
#define E(n) {#n, (void *)mock_##n}
CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags, int *status);
CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags, int *status) {
    static const entry table[] = {
        E(cuInit), E(cuDriverGetVersion), E(cuDeviceGetCount), E(cuDeviceGet), E(cuDeviceGetName), E(cuDeviceGetAttribute),
        E(cuDeviceTotalMem), E(cuDeviceGetUuid), E(cuDeviceGetPCIBusId), E(cuDeviceCanAccessPeer), E(cuDevicePrimaryCtxRetain),
        E(cuDevicePrimaryCtxRelease), E(cuDevicePrimaryCtxReset), E(cuCtxSetCurrent), E(cuCtxGetCurrent), E(cuCtxPushCurrent), E(cuCtxPopCurrent), E(cuCtxGetDevice),
        E(cuCtxSynchronize), E(cuCtxGetStreamPriorityRange), E(cuCtxEnablePeerAccess), E(cuCtxDisablePeerAccess),
        E(cuStreamCreateWithPriority), E(cuStreamDestroy), E(cuStreamSynchronize), E(cuStreamQuery), E(cuStreamGetCtx), E(cuStreamGetDevice),
        E(cuStreamGetFlags), E(cuStreamGetPriority), E(cuLaunchHostFunc), E(cuEventCreate), E(cuEventDestroy), E(cuEventRecord),
        E(cuStreamWaitEvent), E(cuEventSynchronize), E(cuEventQuery), E(cuDeviceGetMemPool), E(cuMemPoolSetAttribute),
        E(cuMemAllocFromPoolAsync), E(cuMemFreeAsync), E(cuMemAlloc), E(cuMemFree), E(cuMemcpyHtoDAsync), E(cuMemcpyDtoHAsync),
        E(cuMemcpyAsync), E(cuMemcpyPeerAsync), E(cuMemsetD8Async), E(cuMemsetD16Async), E(cuMemsetD32Async), E(cuPointerGetAttributes),
        E(cuLibraryLoadData), E(cuLibraryUnload), E(cuLibraryGetKernel), E(cuKernelGetFunction), E(cuKernelGetParamInfo),
        E(cuLaunchKernelEx), E(cuGetErrorName), E(cuGetErrorString), E(cuStreamCreate), E(cuModuleLoadData), E(cuModuleLoad), E(cuModuleGetFunction), E(cuLaunchKernel),
        E(cuCtxCreate), E(cuCtxCreate_v4), E(cuCtxDestroy), E(cuDeviceGetDevResource), E(cuCtxGetDevResource), E(cuGreenCtxGetDevResource),
        E(cuDevSmResourceSplitByCount), E(cuDevResourceGenerateDesc), E(cuGreenCtxCreate), E(cuGreenCtxDestroy), E(cuCtxFromGreenCtx),
        E(cuGreenCtxStreamCreate), E(cuTensorMapEncodeTiled), E(cuTensorMapEncodeIm2col), E(cuTensorMapReplaceAddress),
        E(cuCheckpointProcessGetState), E(cuCheckpointProcessGetRestoreThreadId), E(cuCheckpointProcessLock), E(cuCheckpointProcessCheckpoint),
        E(cuCheckpointProcessRestore), E(cuCheckpointProcessUnlock), E(cuStreamEndCapture), E(cuStreamIsCapturing),
        E(cuThreadExchangeStreamCaptureMode), E(cuGraphDestroy), E(cuGraphGetNodes), E(cuGraphNodeGetType), E(cuGraphNodeGetDependencies), E(cuGraphMemcpyNodeGetParams), E(cuGraphMemsetNodeGetParams), E(cuGraphInstantiateWithParams),
        E(cuGraphExecDestroy), E(cuGraphExecUpdate_v2), E(cuGraphLaunch), E(cuGraphInstantiateWithFlags), E(cuEventElapsedTime),
        E(cuModuleUnload), E(cuMemcpyDtoDAsync), E(cuGraphicsGLRegisterBuffer), E(cuGraphicsGLRegisterImage),
        E(cuGraphicsUnregisterResource), E(cuGraphicsResourceSetMapFlags), E(cuGraphicsMapResources), E(cuGraphicsUnmapResources),
        E(cuGraphicsResourceGetMappedPointer), E(cuGraphicsSubResourceGetMappedArray), E(cuArray3DGetDescriptor), E(cuSurfObjectCreate),
        E(cuSurfObjectDestroy), E(cuGraphCreate), E(cuGraphKernelNodeSetAttribute), E(cuGraphDestroyNode),
    };
    static const char *const absent[] = {"cuArray3DCreate", "cuArrayDestroy", "cuMemFreeHost", "cuMemHostAlloc", "cuTexObjectCreate",
                                         "cuTexObjectDestroy"};
    static const struct { const char *name; int since; void *fn; } versioned[] = { /* the ABI of a name from that version on */
        {"cuStreamBeginCapture", 10010, (void *)mock_cuStreamBeginCapture}, {"cuStreamGetCaptureInfo", 12030, (void *)mock_cuStreamGetCaptureInfo_v3},
        {"cuGraphGetEdges", 12030, (void *)mock_cuGraphGetEdges_v2}, {"cuGraphGetEdges", 10000, (void *)mock_cuGraphGetEdges},
        {"cuGraphExecUpdate", 12000, (void *)mock_cuGraphExecUpdate_v2}, {"cuGraphAddKernelNode", 12000, (void *)mock_cuGraphAddKernelNode_v2},
        {"cuGraphKernelNodeSetParams", 12000, (void *)mock_cuGraphKernelNodeSetParams_v2},
        {"cuGraphKernelNodeGetParams", 12000, (void *)mock_cuGraphKernelNodeGetParams_v2},
        {"cuGraphExecKernelNodeSetParams", 12000, (void *)mock_cuGraphExecKernelNodeSetParams_v2},
    };
    size_t i;
    (void)flags;
    *pfn = NULL;
    if (!strcmp(symbol, "cuCtxCreate") && version >= 12050) symbol = "cuCtxCreate_v4"; /* one name, two ABIs */
    for (i = 0; i < sizeof versioned / sizeof versioned[0]; i++)
        if (!strcmp(versioned[i].name, symbol) && version >= versioned[i].since) {
            *pfn = versioned[i].fn;
            if (status) *status = 0;
            return 0;
        }
    for (i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(table[i].name, symbol)) {
            *pfn = table[i].fn;
            if (status) *status = 0;
            return 0;
        }
    for (i = 0; i < sizeof absent / sizeof absent[0]; i++)
        if (!strcmp(absent[i], symbol)) {
            *pfn = (void *)mock_absent;
            if (status) *status = 0;
            return 0;
        }
    if (status) *status = 1; /* CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND */
    return 500;
}
