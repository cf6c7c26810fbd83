/* Threads on one GPU: T threads (16; CUDACORE_STRESS_THREADS, at least 8) for
   a bounded number of iterations (CUDACORE_STRESS_ITERS, default 500):
     1. racing first use: after a shutdown every thread's first call races the
        setup, the driver load and the primary context's retain;
     2. own objects: each iteration creates two streams, two events and a
        stream-ordered buffer, launches one shared kernel (compiled once with
        NVRTC), records, makes the second stream wait, copies back, checks
        every element on the host, and destroys everything;
     3. one shared stream: every thread allocates, launches, copies and
        records its own event on the same stream, and checks its own data;
     4. the compile cache: half of the threads compile one source, the others
        a source of their own, with the persistent cache on, twice (cold, then
        warm); equal sources must give byte-identical code, and each kernel
        must compute what its source says.
   Part 4 also runs without a GPU (compile only). Run under ThreadSanitizer
   (make test-tsan) and compute-sanitizer on the GPU machine. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <pthread.h>
#include <unistd.h>
#include <sys/stat.h>

#define MAX_T 256
#define N 1024 /* ints per buffer */
static int T = 16, ITERS = 500;
static pthread_barrier_t gate;
static char why[MAX_T][256]; /* a thread's first failure */
static cudacore_kernel fill;
static int host[MAX_T][N]; /* each thread's host copy (static: a thread that stops early leaks nothing) */

static const char *FILL_SRC =
    "extern \"C\" __global__ void fill(int *x, int n, int tag) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) x[i] = (int)((unsigned)tag * 7919u + (unsigned)i * 3u);\n"
    "}\n";

/* records the first failure of thread t; returns 0 so callers can `return fail(...)` */
static int fail(int t, const char *what, cudacore_result r) {
    if (!why[t][0])
        snprintf(why[t], sizeof why[t], "%.80s: %.40s: %.120s", what, cudacore_result_name(r), r ? cudacore_last_error()->message : "wrong data");
    return 0;
}
#define TRY(t, expr) \
    do { \
        cudacore_result tr_ = (expr); \
        if (tr_ != CUDACORE_SUCCESS) return fail(t, #expr, tr_); \
    } while (0)

static cudacore_result launch_fill(cudacore_stream s, cudacore_kernel k, cudacore_buffer b, int tag) {
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p = 0;
    int n = N;
    void *args[3];
    cudacore_result r = cudacore_buffer_native(b, &p);
    if (r != CUDACORE_SUCCESS) return r;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (N + 255) / 256;
    cfg.block[0] = 256;
    args[0] = &p;
    args[1] = &n;
    args[2] = &tag;
    return cudacore_launch(s, &cfg, k, args, 3);
}
/* in unsigned arithmetic, as the kernel: the tags are large enough to wrap */
static int check_fill(const int *h, int tag, int mul) {
    int i;
    for (i = 0; i < N; i++)
        if ((unsigned)h[i] != (unsigned)tag * (unsigned)mul + (unsigned)i * 3u) return 0;
    return 1;
}

/*--- 1. racing first use ---*/
static void *first_use(void *arg) {
    int t = (int)(size_t)arg;
    cudacore_stream s;
    cudacore_event e;
    pthread_barrier_wait(&gate);
    if (cudacore_stream_create(NULL, &s) != CUDACORE_SUCCESS) return (void *)(size_t)fail(t, "stream_create", cudacore_last_error()->result);
    if (cudacore_event_create(NULL, &e) != CUDACORE_SUCCESS) return (void *)(size_t)fail(t, "event_create", cudacore_last_error()->result);
    if (cudacore_event_record(e, s) != CUDACORE_SUCCESS || cudacore_event_synchronize(e) != CUDACORE_SUCCESS)
        return (void *)(size_t)fail(t, "record/sync", cudacore_last_error()->result);
    cudacore_event_destroy(e);
    cudacore_stream_destroy(s);
    return NULL;
}

/*--- 2. own objects ---*/
static int own_objects(int t) {
    int it;
    cudacore_memory_resource mr;
    int *h = host[t];
    TRY(t, cudacore_device_memory_resource(0, &mr));
    for (it = 0; it < ITERS; it++) {
        cudacore_stream s1, s2;
        cudacore_event done, copied;
        cudacore_buffer b;
        int tag = t * 100000 + it, ok;
        TRY(t, cudacore_stream_create(NULL, &s1));
        TRY(t, cudacore_stream_create(NULL, &s2));
        TRY(t, cudacore_event_create(NULL, &done));
        TRY(t, cudacore_event_create(NULL, &copied));
        TRY(t, cudacore_buffer_allocate(mr, N * sizeof(int), s1, &b));
        TRY(t, launch_fill(s1, fill, b, tag));
        TRY(t, cudacore_event_record(done, s1));
        TRY(t, cudacore_stream_wait_event(s2, done));
        memset(h, 0, N * sizeof(int));
        TRY(t, cudacore_buffer_copy_to_host(h, b, 0, N * sizeof(int), s2));
        TRY(t, cudacore_event_record(copied, s2));
        TRY(t, cudacore_event_synchronize(copied));
        ok = check_fill(h, tag, 7919);
        TRY(t, cudacore_buffer_free(b, s2));
        TRY(t, cudacore_event_destroy(done));
        TRY(t, cudacore_event_destroy(copied));
        TRY(t, cudacore_stream_synchronize(s2));
        TRY(t, cudacore_stream_destroy(s1));
        TRY(t, cudacore_stream_destroy(s2));
        if (!ok) return fail(t, "own stream data check", CUDACORE_SUCCESS);
    }
    return 1;
}
static void *own_objects_thread(void *arg) {
    int t = (int)(size_t)arg;
    pthread_barrier_wait(&gate);
    own_objects(t);
    return NULL;
}

/*--- 3. one shared stream ---*/
static cudacore_stream shared;
static int shared_stream(int t) {
    int it;
    cudacore_memory_resource mr;
    int *h = host[t];
    TRY(t, cudacore_device_memory_resource(0, &mr));
    for (it = 0; it < ITERS; it++) {
        cudacore_event e;
        cudacore_buffer b;
        int tag = -(t * 100000 + it), ok;
        TRY(t, cudacore_event_create(NULL, &e));
        TRY(t, cudacore_buffer_allocate(mr, N * sizeof(int), shared, &b));
        TRY(t, launch_fill(shared, fill, b, tag));
        memset(h, 0, N * sizeof(int));
        TRY(t, cudacore_buffer_copy_to_host(h, b, 0, N * sizeof(int), shared));
        TRY(t, cudacore_buffer_free(b, shared));
        TRY(t, cudacore_event_record(e, shared));
        TRY(t, cudacore_event_synchronize(e));
        ok = check_fill(h, tag, 7919);
        TRY(t, cudacore_event_destroy(e));
        if (!ok) return fail(t, "shared stream data check", CUDACORE_SUCCESS);
    }
    return 1;
}
static void *shared_stream_thread(void *arg) {
    int t = (int)(size_t)arg;
    pthread_barrier_wait(&gate);
    shared_stream(t);
    return NULL;
}

/*--- 4. the compile cache ---*/
static int gpu_here;
static const void *code_of[MAX_T];
static size_t size_of[MAX_T];
static void *code_copy[MAX_T], *first_round[MAX_T];
static size_t first_size[MAX_T];
static int source_of(int t) { return t % 2 ? 0 : t; } /* odd threads share source 0 */
static int compile_cached(int t) {
    char src[512];
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_object_code oc;
    cudacore_code_type ty;
    const void *data;
    size_t size;
    int which = source_of(t);
    snprintf(src, sizeof src, "#define MUL %d\n%s", 5000 + which,
             "extern \"C\" __global__ void fill(int *x, int n, int tag) {\n"
             "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
             "  if (i < n) x[i] = (int)((unsigned)tag * (unsigned)MUL + (unsigned)i * 3u);\n"
             "}\n");
    memset(&d, 0, sizeof d);
    d.source = src;
    memset(&o, 0, sizeof o);
    o.arch = gpu_here ? NULL : "sm_90"; /* NULL: the device's own */
    TRY(t, cudacore_program_create(&d, &p));
    TRY(t, cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc));
    TRY(t, cudacore_program_destroy(p));
    TRY(t, cudacore_object_code_data(oc, &data, &size, &ty));
    code_copy[t] = malloc(size);
    if (!code_copy[t]) return fail(t, "malloc", CUDACORE_ERROR_OUT_OF_HOST_MEMORY);
    memcpy(code_copy[t], data, size);
    code_of[t] = code_copy[t];
    size_of[t] = size;
    if (gpu_here) { /* the code computes what its source says */
        cudacore_kernel k;
        cudacore_stream s;
        cudacore_buffer b;
        cudacore_memory_resource mr;
        int *h = host[t], ok;
        memset(h, 0, N * sizeof(int));
        TRY(t, cudacore_object_code_get_kernel(oc, "fill", &k));
        TRY(t, cudacore_stream_create(NULL, &s));
        TRY(t, cudacore_device_memory_resource(0, &mr));
        TRY(t, cudacore_buffer_allocate(mr, N * sizeof(int), s, &b));
        TRY(t, launch_fill(s, k, b, t + 1));
        TRY(t, cudacore_buffer_copy_to_host(h, b, 0, N * sizeof(int), s));
        TRY(t, cudacore_buffer_free(b, s));
        TRY(t, cudacore_stream_synchronize(s));
        ok = check_fill(h, t + 1, 5000 + which);
        TRY(t, cudacore_stream_destroy(s));
        TRY(t, cudacore_kernel_destroy(k));
        if (!ok) return fail(t, "cached kernel data check", CUDACORE_SUCCESS);
    }
    TRY(t, cudacore_object_code_destroy(oc));
    return 1;
}
static void *compile_thread(void *arg) {
    int t = (int)(size_t)arg;
    pthread_barrier_wait(&gate);
    compile_cached(t);
    return NULL;
}

/* Runs fn on T threads released together; fails the test with each thread's first failure. */
static int run_threads(void *(*fn)(void *)) {
    pthread_t th[MAX_T];
    int i, bad = 0;
    memset(why, 0, sizeof why);
    pthread_barrier_init(&gate, NULL, (unsigned)T);
    for (i = 0; i < T; i++)
        if (pthread_create(&th[i], NULL, fn, (void *)(size_t)i) != 0) return 0;
    for (i = 0; i < T; i++) pthread_join(th[i], NULL);
    pthread_barrier_destroy(&gate);
    for (i = 0; i < T; i++)
        if (why[i][0]) {
            printf("  thread %d: %s\n", i, why[i]);
            bad = 1;
        }
    return !bad;
}

static cudacore_program fill_prog;
static cudacore_object_code fill_code;

static void racing_first_use(void) {
    NEED_GPU();
    cudacore_shutdown(); /* the race starts from nothing */
    CHECK(run_threads(first_use));
    t_setup_quiet();
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0 && cudacore_live_objects(CUDACORE_OBJECT_EVENT) == 0);
    printf("  %d threads raced setup, driver load and context retain\n", T);
}

static void compile_the_shared_kernel(void) {
    cudacore_program_desc d;
    cudacore_program_options o;
    NEED_GPU();
    t_setup_quiet();
    memset(&d, 0, sizeof d);
    d.source = FILL_SRC;
    memset(&o, 0, sizeof o);
    o.no_compile_cache = 1;
    CHECK_OK(cudacore_program_create(&d, &fill_prog));
    CHECK_OK(cudacore_program_compile(fill_prog, CUDACORE_CODE_CUBIN, &o, &fill_code));
    CHECK_OK(cudacore_object_code_get_kernel(fill_code, "fill", &fill));
}

static void threads_with_own_objects(void) {
    NEED_GPU();
    CHECK(fill.id != 0);
    CHECK(run_threads(own_objects_thread));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0 && cudacore_live_objects(CUDACORE_OBJECT_EVENT) == 0 &&
          cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    printf("  own objects: %d threads x %d iterations (2 streams, 2 events, 1 buffer, 1 launch, 1 checked copy each)\n", T, ITERS);
}

static void threads_sharing_one_stream(void) {
    NEED_GPU();
    CHECK(fill.id != 0);
    CHECK_OK(cudacore_stream_create(NULL, &shared));
    CHECK(run_threads(shared_stream_thread));
    CHECK_OK(cudacore_stream_synchronize(shared));
    CHECK_OK(cudacore_stream_destroy(shared));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0 && cudacore_live_objects(CUDACORE_OBJECT_EVENT) == 0);
    printf("  one shared stream: %d threads x %d iterations\n", T, ITERS);
}

static void rm_dir(const char *dir) {
    cudacore_compile_cache_clear();
    rmdir(dir);
}

static void concurrent_compile_cache(void) {
    char dir[] = "/tmp/cudacore-stress-cache-XXXXXX";
    cudacore_compile_cache_desc cd;
    cudacore_library_info li;
    uint64_t hits = 0, misses = 0;
    int round, i;
    t_setup_quiet();
#ifdef CUDACORE_FAULT_INJECTION
    /* with 8 threads "the Nth allocation" is a different call every run;
       test_programs covers the cache under every injected fault */
    SKIP("not under fault injection");
#endif
    NEED_TOOL(cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS, "NVRTC is not installed");
    gpu_here = t_have_gpu();
    CHECK(mkdtemp(dir) != NULL);
    memset(&cd, 0, sizeof cd);
    cd.dir = dir;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    cudacore_compile_cache_reset_stats();
    for (round = 0; round < 2; round++) {
        int ok = run_threads(compile_thread);
        for (i = 0; ok && i < T; i++) {
            int j = source_of(i) == 0 ? 1 : i; /* thread 1 compiled source 0 */
            if (!code_of[i] || size_of[i] != size_of[j] || memcmp(code_of[i], code_of[j], size_of[i]) != 0) {
                printf("  round %d: thread %d's code differs from thread %d's (same source)\n", round, i, j);
                ok = 0;
            } else if (round == 1 && (size_of[i] != first_size[i] || memcmp(code_of[i], first_round[i], size_of[i]) != 0)) {
                printf("  thread %d's code from the warm cache differs from its cold compile\n", i);
                ok = 0;
            }
        }
        for (i = 0; i < T; i++) {
            if (round == 0) {
                first_round[i] = code_copy[i];
                first_size[i] = size_of[i];
            } else {
                free(code_copy[i]);
            }
            code_copy[i] = NULL;
            code_of[i] = NULL;
        }
        if (!ok) {
            for (i = 0; i < T; i++) free(first_round[i]);
            rm_dir(dir);
            CHECK(ok);
        }
    }
    for (i = 0; i < T; i++) {
        free(first_round[i]);
        first_round[i] = NULL;
    }
    CHECK_OK(cudacore_compile_cache_stats(&hits, &misses));
    rm_dir(dir);
    cudacore_compile_cache_configure(NULL);
    /* every thread of the second round hit; the first compiled each source at least once */
    printf("  compile cache: %d threads x 2 rounds, %d distinct sources, %llu hits, %llu misses%s\n", T, T / 2, (unsigned long long)hits,
           (unsigned long long)misses, gpu_here ? ", every kernel checked on the GPU" : " (compile only: no GPU)");
    CHECK(hits >= (uint64_t)T && misses >= (uint64_t)(T / 2) && hits + misses == 2u * (uint64_t)T);
}

static void cleanup(void) {
    int k;
    NEED_GPU();
    if (fill.id) CHECK_OK(cudacore_kernel_destroy(fill));
    if (fill_code.id) CHECK_OK(cudacore_object_code_destroy(fill_code));
    if (fill_prog.id) CHECK_OK(cudacore_program_destroy(fill_prog));
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++)
        if (k != CUDACORE_OBJECT_MEMORY_RESOURCE) CHECK(cudacore_live_objects((cudacore_object_kind)k) == 0);
}

int main(void) {
    T = t_env_int("CUDACORE_STRESS_THREADS", 16, 8);
    if (T > MAX_T) T = MAX_T;
    ITERS = t_env_int("CUDACORE_STRESS_ITERS", 500, 1);
#ifdef CUDACORE_FAULT_INJECTION
    T = 8; /* make test-faults reruns this program for every injection point: keep each run short */
    ITERS = 2;
#endif
    RUN(racing_first_use);
    RUN(compile_the_shared_kernel);
    RUN(threads_with_own_objects);
    RUN(threads_sharing_one_stream);
    RUN(concurrent_compile_cache);
    RUN(cleanup);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
