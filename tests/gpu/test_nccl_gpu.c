/* NCCL on real GPUs.

   One GPU: a communicator of one rank runs every collective (all-reduce,
   broadcast, reduce, all-gather, reduce-scatter, send/recv to itself) for
   every datatype the loaded NCCL and the device support and every reduction,
   in place and out of place, with counts 0, 1 and 1023, each result checked
   on the host byte for byte (one rank: every reduction returns its input);
   the same captured into a CUDA graph and replayed; a communicator with a
   timeout (NCCL non-blocking underneath); cudacore_communicator_create_all
   over every GPU, with and without a config, driven from one thread in a
   group.
   Two GPUs (each skipped, counted, with fewer): two processes made by fork
   and exec with the unique id sent over a pipe; two processes bootstrapped by
   NCCL_COMM_ID and CUDACORE_RANK / _WORLD_SIZE as a shell loop would; the
   same under OpenMPI's mpirun (skipped without mpirun); and a peer killed
   while rank 0 waits in a collective: rank 0 gets CUDACORE_ERROR_TIMEOUT (or
   NCCL's remote error) within its timeout instead of hanging.
   A child still running after 120 s is killed (a hang fails its test
   instead of stopping the suite). NCCL_NVLS_ENABLE=0 is set before NCCL
   starts, here and in every child. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <signal.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *self_path;
static int ndev, nccl_version, cc_major;

static double now_s(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

static int have_nccl(void) {
    cudacore_library_info info;
    if (cudacore_library_load(CUDACORE_LIBRARY_NCCL, &info) != CUDACORE_SUCCESS) return 0;
    nccl_version = info.version;
    return 1;
}
#define NEED_NCCL() \
    do { \
        NEED_GPU(); \
        NEED_TOOL(have_nccl(), "NCCL (libnccl.so.2) is not installed"); \
    } while (0)
#define NEED_TWO_GPUS() \
    do { \
        NEED_NCCL(); \
        if (ndev < 2) SKIP("needs 2 GPUs (NCCL takes one rank per GPU)"); \
    } while (0)

/* --- one rank: every collective, datatype and reduction -------------------- */
/* A value 0..7 in datatype t (exact in every type, fp8 included). */
static void put(unsigned char *p, int t, unsigned v) {
    unsigned e = 0, f16, m;
    while (v >> (e + 1)) e++;
    m = v ? v - (1u << e) : 0; /* v = 2^e + m */
    switch (t) {
        case 0: case 1: p[0] = (unsigned char)v; break;
        case 2: case 3: { uint32_t x = v; memcpy(p, &x, 4); break; }
        case 4: case 5: { uint64_t x = v; memcpy(p, &x, 8); break; }
        case 6: f16 = v ? ((e + 15) << 10) | (m << (10 - e)) : 0; memcpy(p, &(uint16_t){(uint16_t)f16}, 2); break;
        case 7: { float x = (float)v; memcpy(p, &x, 4); break; }
        case 8: { double x = (double)v; memcpy(p, &x, 8); break; }
        case 9: { float x = (float)v; uint32_t b; memcpy(&b, &x, 4); memcpy(p, &(uint16_t){(uint16_t)(b >> 16)}, 2); break; }
        case 10: p[0] = (unsigned char)(v ? ((e + 7) << 3) | (m << (3 - e)) : 0); break;
        default: p[0] = (unsigned char)(v ? ((e + 15) << 2) | (m << (2 - e)) : 0); break;
    }
}

typedef struct one_rank {
    cudacore_communicator c;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer a, b;     /* 2 x 8 KiB of device memory */
    unsigned char *in, *out;  /* host copies */
} one_rank;
#define BUF 16384

static cudacore_result one_rank_open(one_rank *o, const cudacore_communicator_desc *d) {
    cudacore_nccl_unique_id id;
    cudacore_result r;
    memset(o, 0, sizeof *o);
    o->in = (unsigned char *)t_malloc(BUF);
    o->out = (unsigned char *)t_malloc(BUF);
    if (!o->in || !o->out) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    if ((r = cudacore_device_set_current(0)) || (r = cudacore_nccl_unique_id_create(&id)) || (r = cudacore_communicator_create(d, &id, 0, 1, &o->c)) ||
        (r = cudacore_stream_create(NULL, &o->s)) || (r = cudacore_device_memory_resource(0, &o->mr)) ||
        (r = cudacore_buffer_allocate(o->mr, BUF, o->s, &o->a)) || (r = cudacore_buffer_allocate(o->mr, BUF, o->s, &o->b)))
        return r;
    return CUDACORE_SUCCESS;
}
static void one_rank_close(one_rank *o) {
    if (o->a.id) cudacore_buffer_free(o->a, o->s);
    if (o->b.id) cudacore_buffer_free(o->b, o->s);
    if (o->s.id) cudacore_stream_synchronize(o->s);
    if (o->c.id) cudacore_communicator_destroy(o->c);
    if (o->s.id) cudacore_stream_destroy(o->s);
}

/* Fills a with count values of type t (and b with a different pattern). */
static cudacore_result fill(one_rank *o, int t, size_t count) {
    size_t es = t_nccl_type_size((cudacore_ncclDataType_t)t), i;
    cudacore_result r;
    for (i = 0; i < BUF / es; i++) put(o->in + i * es, t, (unsigned)((i * 5 + 3) % 8));
    memset(o->out, 0xEE, BUF);
    (void)count;
    if ((r = cudacore_buffer_copy_from_host(o->a, 0, o->in, BUF, o->s)) != CUDACORE_SUCCESS) return r;
    return cudacore_buffer_copy_from_host(o->b, 0, o->out, BUF, o->s);
}
/* b (or a, in place) [off, off + n) must hold a's original bytes at src_off. */
static int same(one_rank *o, cudacore_buffer which, size_t off, size_t src_off, size_t n) {
    if (cudacore_buffer_copy_to_host(o->out, which, 0, BUF, o->s) != CUDACORE_SUCCESS || cudacore_stream_synchronize(o->s) != CUDACORE_SUCCESS)
        return 0;
    return memcmp(o->out + off, o->in + src_off, n) == 0;
}

static void single_rank_every_collective(void) {
    static const size_t counts[] = {0, 1, 1023};
    one_rank o;
    int t, op, ci, inplace, runs = 0;
    cudacore_stream s;
    NEED_NCCL();
    CHECK_OK(one_rank_open(&o, NULL));
    s = o.s;
    for (t = 0; t < (int)CUDACORE_ncclNumTypes; t++) {
        size_t es = t_nccl_type_size((cudacore_ncclDataType_t)t);
        if (t >= (int)CUDACORE_ncclFloat8e4m3 && (nccl_version < 22400 || cc_major < 9)) continue; /* fp8: NCCL 2.24, sm_90 */
        for (ci = 0; ci < 3; ci++) {
            size_t n = counts[ci], bytes = n * es, off = 8 * es;
            for (inplace = 0; inplace < 2; inplace++) {
                cudacore_buffer dst = inplace ? o.a : o.b;
                size_t doff = inplace ? off : 2 * off;
                for (op = 0; op < 5; op++) {
                    if (op == (int)CUDACORE_ncclAvg && t >= (int)CUDACORE_ncclFloat8e4m3) continue; /* NCCL has no fp8 average for one rank */
                    CHECK_OK(fill(&o, t, n));
                    CHECK_OK(cudacore_communicator_all_reduce(o.c, o.a, off, dst, doff, n, (cudacore_ncclDataType_t)t, (cudacore_ncclRedOp_t)op, s));
                    if (!same(&o, dst, doff, off, bytes)) {
                        printf("  all-reduce type %d op %d count %lu %s differs\n", t, op, (unsigned long)n, inplace ? "in place" : "");
                        CHECK(0);
                    }
                    CHECK_OK(fill(&o, t, n));
                    CHECK_OK(cudacore_communicator_reduce(o.c, o.a, off, dst, doff, n, (cudacore_ncclDataType_t)t, (cudacore_ncclRedOp_t)op, 0, s));
                    CHECK(same(&o, dst, doff, off, bytes));
                    CHECK_OK(fill(&o, t, n));
                    CHECK_OK(cudacore_communicator_reduce_scatter(o.c, o.a, off, dst, inplace ? off : doff, n, (cudacore_ncclDataType_t)t,
                                                                  (cudacore_ncclRedOp_t)op, s));
                    CHECK(same(&o, dst, inplace ? off : doff, off, bytes));
                    runs += 3;
                }
                CHECK_OK(fill(&o, t, n));
                CHECK_OK(cudacore_communicator_broadcast(o.c, o.a, off, dst, doff, n, (cudacore_ncclDataType_t)t, 0, s));
                CHECK(same(&o, dst, doff, off, bytes));
                CHECK_OK(fill(&o, t, n));
                CHECK_OK(cudacore_communicator_all_gather(o.c, o.a, off, dst, inplace ? off : doff, n, (cudacore_ncclDataType_t)t, s));
                CHECK(same(&o, dst, inplace ? off : doff, off, bytes));
                if (!inplace) { /* to itself: the two halves of one exchange, in a group */
                    CHECK_OK(fill(&o, t, n));
                    CHECK_OK(cudacore_nccl_group_start());
                    CHECK_OK(cudacore_communicator_send(o.c, o.a, off, n, (cudacore_ncclDataType_t)t, 0, s));
                    CHECK_OK(cudacore_communicator_recv(o.c, o.b, doff, n, (cudacore_ncclDataType_t)t, 0, s));
                    CHECK_OK(cudacore_nccl_group_end());
                    CHECK(same(&o, o.b, doff, off, bytes));
                    runs++;
                }
                runs += 2;
            }
        }
    }
    /* the default stream handle works too (after the fill on s, which does not order itself with the legacy stream: a
       non-blocking stream; without the wait, the all-reduce could read a before the copies did: seen under memcheck) */
    CHECK_OK(fill(&o, 7, 64));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK_OK(cudacore_communicator_all_reduce(o.c, o.a, 0, o.b, 0, 64, CUDACORE_ncclFloat32, CUDACORE_ncclSum, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK(same(&o, o.b, 0, 0, 256));
    CHECK_OK(cudacore_communicator_synchronize(o.c, s));
    printf("  %d collectives checked on the host (NCCL %d, sm_%d%s)\n", runs, nccl_version, cc_major, cc_major < 9 ? ", no fp8" : "");
    one_rank_close(&o);
}

static void captured_into_a_graph(void) {
    one_rank o;
    cudacore_capture_desc cd;
    cudacore_graph g;
    cudacore_graph_exec ge;
    NEED_NCCL();
    CHECK_OK(one_rank_open(&o, NULL));
    CHECK_OK(fill(&o, 7, 1024));
    CHECK_OK(cudacore_communicator_all_reduce(o.c, o.a, 0, o.b, 0, 1024, CUDACORE_ncclFloat32, CUDACORE_ncclSum, o.s)); /* set up first */
    CHECK_OK(cudacore_stream_synchronize(o.s));
    CHECK_OK(cudacore_buffer_fill(o.b, 0, BUF, 0, 1, o.s));
    memset(&cd, 0, sizeof cd);
    cd.mode = CUDACORE_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    CHECK_OK(cudacore_stream_begin_capture(o.s, &cd));
    CHECK_OK(cudacore_communicator_all_reduce(o.c, o.a, 0, o.b, 0, 1024, CUDACORE_ncclFloat32, CUDACORE_ncclMax, o.s));
    CHECK_OK(cudacore_communicator_broadcast(o.c, o.a, 4096, o.b, 4096, 1024, CUDACORE_ncclFloat32, 0, o.s));
    CHECK_OK(cudacore_stream_end_capture(o.s, &g));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &ge));
    CHECK(same(&o, o.b, 0, 0, 0)); /* nothing ran yet */
    CHECK(o.out[0] == 0 && o.out[4096] == 0);
    CHECK_OK(cudacore_graph_launch(ge, o.s));
    CHECK(same(&o, o.b, 0, 0, 8192));
    CHECK_OK(cudacore_buffer_fill(o.b, 0, BUF, 0, 1, o.s));
    CHECK_OK(cudacore_graph_launch(ge, o.s)); /* replayed */
    CHECK(same(&o, o.b, 0, 0, 8192));
    CHECK_OK(cudacore_graph_exec_destroy(ge));
    CHECK_OK(cudacore_graph_destroy(g));
    one_rank_close(&o);
}

static void with_a_timeout(void) {
    one_rank o;
    cudacore_communicator_desc d;
    cudacore_communicator_info info;
    cudacore_communicator sub;
    NEED_NCCL();
    memset(&d, 0, sizeof d);
    d.timeout_ms = 30000;
    d.name = "cudacore-test";
    CHECK_OK(one_rank_open(&o, &d));
    CHECK_OK(cudacore_communicator_get_info(o.c, &info));
    CHECK(info.nonblocking && info.size == 1 && info.rank == 0 && info.device == 0 && info.native);
    CHECK_OK(fill(&o, 8, 512));
    CHECK_OK(cudacore_communicator_all_reduce(o.c, o.a, 0, o.b, 0, 512, CUDACORE_ncclFloat64, CUDACORE_ncclSum, o.s));
    CHECK_OK(cudacore_communicator_synchronize(o.c, o.s));
    CHECK(same(&o, o.b, 0, 0, 4096));
    if (nccl_version >= 21800) {
        CHECK_OK(cudacore_communicator_split(o.c, 0, 0, NULL, &sub));
        CHECK_OK(cudacore_communicator_get_info(sub, &info));
        CHECK(info.size == 1 && info.nonblocking && info.timeout_ms == 30000);
        CHECK_OK(cudacore_communicator_all_reduce(sub, o.a, 0, o.b, 0, 512, CUDACORE_ncclFloat64, CUDACORE_ncclMin, o.s));
        CHECK_OK(cudacore_communicator_synchronize(sub, o.s));
        CHECK_OK(cudacore_communicator_destroy(sub));
    }
    one_rank_close(&o);
}

/* Every GPU of this process, one rank each, driven from this thread. */
static void all_gpus_in_one_process(void) {
    cudacore_communicator c[T_MAX_DEVICES];
    cudacore_stream s[T_MAX_DEVICES];
    cudacore_buffer b[T_MAX_DEVICES];
    cudacore_memory_resource mr;
    cudacore_communicator_desc d;
    float host[256];
    int pass, i, j, n;
    NEED_NCCL();
    n = ndev > 8 ? 8 : ndev;
    for (pass = 0; pass < 2; pass++) {
        memset(&d, 0, sizeof d);
        d.max_ctas = 4;
        CHECK_OK(cudacore_communicator_create_all(pass ? &d : NULL, NULL, n, c)); /* ncclCommInitAll, then grouped init with a config */
        for (i = 0; i < n; i++) {
            cudacore_communicator_info info;
            CHECK_OK(cudacore_communicator_get_info(c[i], &info));
            CHECK(info.rank == i && info.size == n && info.device == i);
            CHECK_OK(cudacore_device_set_current(i));
            CHECK_OK(cudacore_stream_create(NULL, &s[i]));
            CHECK_OK(cudacore_device_memory_resource(i, &mr));
            CHECK_OK(cudacore_buffer_allocate(mr, sizeof host, s[i], &b[i]));
            for (j = 0; j < 256; j++) host[j] = (float)(j % 17) * (float)(i + 1);
            CHECK_OK(cudacore_buffer_copy_from_host(b[i], 0, host, sizeof host, s[i]));
        }
        CHECK_OK(cudacore_nccl_group_start());
        for (i = 0; i < n; i++) CHECK_OK(cudacore_communicator_all_reduce(c[i], b[i], 0, b[i], 0, 256, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s[i]));
        CHECK_OK(cudacore_nccl_group_end());
        for (i = 0; i < n; i++) {
            CHECK_OK(cudacore_buffer_copy_to_host(host, b[i], 0, sizeof host, s[i]));
            CHECK_OK(cudacore_communicator_synchronize(c[i], s[i]));
            for (j = 0; j < 256; j++) CHECK(host[j] == (float)(j % 17) * (float)(n * (n + 1) / 2));
        }
        for (i = 0; i < n; i++) {
            CHECK_OK(cudacore_buffer_free(b[i], s[i]));
            CHECK_OK(cudacore_stream_synchronize(s[i]));
            CHECK_OK(cudacore_stream_destroy(s[i]));
            CHECK_OK(cudacore_communicator_destroy(c[i]));
        }
    }
    CHECK_OK(cudacore_device_set_current(0));
    printf("  all-reduce across %d GPU%s in one process, twice\n", n, n == 1 ? "" : "s");
}

/* --- processes -------------------------------------------------------------- */
/* The data-parallel check every rank of a multi-process job runs: rank r holds
   (i % 13) * (r + 1); after the sum every rank holds (i % 13) * size(size+1)/2. */
/* One all-reduce of 4096 floats on a stream and buffer of its own, checked.
   On a failure they are kept (the stream may wait behind a collective that
   cannot complete): rank_release frees them once the communicator is
   destroyed. */
static cudacore_stream rank_s;
static cudacore_buffer rank_b;
static void rank_release(void) {
    if (rank_b.id) cudacore_buffer_free(rank_b, rank_s);
    if (rank_s.id) {
        cudacore_stream_synchronize(rank_s);
        cudacore_stream_destroy(rank_s);
    }
    memset(&rank_b, 0, sizeof rank_b);
    memset(&rank_s, 0, sizeof rank_s);
}
static int rank_all_reduce(cudacore_communicator c, int rank, int size, int device) {
    cudacore_memory_resource mr;
    cudacore_stream s;
    cudacore_buffer b;
    float host[4096];
    int i, bad = 0;
    if (cudacore_stream_create(NULL, &rank_s) || cudacore_device_memory_resource(device, &mr) || cudacore_buffer_allocate(mr, sizeof host, rank_s, &rank_b))
        return 3;
    s = rank_s, b = rank_b;
    for (i = 0; i < 4096; i++) host[i] = (float)(i % 13) * (float)(rank + 1);
    /* the communicator's synchronize (which honours its timeout) comes before
       the copy back: a copy to pageable memory blocks the host until the
       stream reaches it, which a collective with a dead peer never does */
    if (cudacore_buffer_copy_from_host(b, 0, host, sizeof host, s) ||
        cudacore_communicator_all_reduce(c, b, 0, b, 0, 4096, CUDACORE_ncclFloat32, CUDACORE_ncclSum, s) || cudacore_communicator_synchronize(c, s) ||
        cudacore_buffer_copy_to_host(host, b, 0, sizeof host, s) || cudacore_stream_synchronize(s))
        return 4;
    for (i = 0; i < 4096; i++) bad += host[i] != (float)(i % 13) * (float)(size * (size + 1) / 2);
    rank_release();
    return bad ? 5 : 0;
}

static void hex(const cudacore_nccl_unique_id *id, char *out) {
    int i;
    for (i = 0; i < 128; i++) sprintf(out + 2 * i, "%02x", id->bytes[i]);
}
static int unhex(const char *s, cudacore_nccl_unique_id *id) {
    int i;
    unsigned v;
    if (strlen(s) != 256) return 0;
    for (i = 0; i < 128; i++) {
        if (sscanf(s + 2 * i, "%2x", &v) != 1) return 0;
        id->bytes[i] = (unsigned char)v;
    }
    return 1;
}

/* The victims' communicator timeout: 5 s, 60 s under compute-sanitizer
   (CUDACORE_SANITIZE=1), which slows NCCL's start in both processes past 5 s. */
static double victim_timeout_s(void) { return getenv("CUDACORE_SANITIZE") ? 60.0 : 5.0; }

/* Child modes: "rank-id RANK SIZE" (the id's 256 hex digits on stdin), "rank-env"
   (NCCL_COMM_ID and a launcher's variables), "victim0" / "victim1" (a peer
   killed mid-collective). Each prints one line and exits 0 when right. */
static int child(int argc, char **argv) {
    cudacore_communicator c;
    cudacore_communicator_desc d;
    cudacore_nccl_unique_id id;
    cudacore_nccl_env env;
    cudacore_result r;
    int rc, dev;
    const char *mode = argv[2];
    t_setup_quiet();
    if (!strcmp(mode, "rank-id") && argc == 5) {
        char line[300];
        int rank = atoi(argv[3]), size = atoi(argv[4]);
        if (!fgets(line, sizeof line, stdin)) return 2;
        line[strcspn(line, "\n")] = 0;
        if (!unhex(line, &id) || cudacore_device_set_current(rank) != CUDACORE_SUCCESS) return 2;
        if (cudacore_communicator_create(NULL, &id, rank, size, &c) != CUDACORE_SUCCESS) {
            cudacore_print_error(stdout);
            return 6;
        }
        rc = rank_all_reduce(c, rank, size, rank);
        cudacore_communicator_destroy(c);
        rank_release();
        printf("  child rank %d of %d (unique id through a pipe): %s\n", rank, size, rc ? "FAILED" : "sum checked");
        return rc;
    }
    if (!strcmp(mode, "rank-env")) {
        if (cudacore_nccl_env_get(&env) != CUDACORE_SUCCESS) return 2;
        dev = env.local_rank >= 0 ? env.local_rank : env.rank;
        if (cudacore_device_set_current(dev) != CUDACORE_SUCCESS) return 2;
        if (cudacore_communicator_create_from_env(NULL, &c) != CUDACORE_SUCCESS) {
            cudacore_print_error(stdout);
            return 6;
        }
        rc = rank_all_reduce(c, env.rank, env.size, dev);
        cudacore_communicator_destroy(c);
        rank_release();
        printf("  child rank %d of %d (from %s, NCCL_COMM_ID=%s): %s\n", env.rank, env.size, env.rank_var, env.comm_id, rc ? "FAILED" : "sum checked");
        return rc;
    }
    if (!strcmp(mode, "victim0") || !strcmp(mode, "victim1")) {
        /* both: one all-reduce; then rank 1 waits to be killed while rank 0
           starts a second one (which can never complete) and must time out */
        char line[16];
        double t0;
        if (cudacore_nccl_env_get(&env) != CUDACORE_SUCCESS || cudacore_device_set_current(env.rank) != CUDACORE_SUCCESS) return 2;
        memset(&d, 0, sizeof d);
        d.timeout_ms = (uint32_t)(victim_timeout_s() * 1000);
        if (cudacore_communicator_create_from_env(&d, &c) != CUDACORE_SUCCESS || rank_all_reduce(c, env.rank, env.size, env.rank) != 0) {
            printf("  rank %d before its peer was killed: ", env.rank);
            cudacore_print_error(stdout);
            return 6;
        }
        printf("ready\n");
        fflush(stdout);
        if (env.rank == 1) {
            for (;;) pause(); /* until killed */
        }
        if (!fgets(line, sizeof line, stdin)) return 7; /* the parent: "go" once rank 1 is dead */
        t0 = now_s();
        rc = rank_all_reduce(c, 0, 2, 0);
        r = cudacore_last_error()->result;
        printf("  rank 0 after its peer was killed: %s after %.1f s (%s)\n", rc ? cudacore_result_name(r) : "completed?!", now_s() - t0,
               cudacore_last_error()->message);
        cudacore_communicator_destroy(c); /* (aborted by the failure: NCCL's kernels stop, so the stream drains) */
        rank_release();
        /* a timeout, NCCL's remote error, or the driver's (a peer's memory gone): any clear error, soon */
        return rc != 0 && (r == CUDACORE_ERROR_TIMEOUT || r == CUDACORE_ERROR_NCCL || r == CUDACORE_ERROR_CUDA) &&
                       now_s() - t0 < victim_timeout_s() + 25.0
                   ? 0
                   : 8;
    }
    return 99;
}

/* The watchdog: a child that is still running when the alarm rings (a hang:
   NCCL waiting forever) is killed, so that its test fails instead of stopping
   the suite; reap() then sees it killed. */
static volatile pid_t watched[8];
static volatile int n_watched;
static void watchdog_fired(int sig) {
    int i;
    (void)sig;
    for (i = 0; i < n_watched; i++)
        if (watched[i] > 0) kill(watched[i], SIGKILL);
}
static void watchdog(unsigned seconds) {
    signal(SIGALRM, watchdog_fired);
    alarm(seconds);
}

/* Starts this program (fork and exec: a fresh CUDA) as a child with extra
   environment (NAME=VALUE...); its stdin and stdout are pipes. The
   environment is built before the fork (NCCL's threads may run). */
typedef struct kid {
    pid_t pid;
    FILE *in, *out;
} kid;
extern char **environ;
static int spawn(kid *k, char *const argv[], const char *const env[]) {
    int to[2], from[2], n = 0, i, j;
    char **envp;
    for (i = 0; environ[i]; i++) n++;
    envp = (char **)t_malloc(sizeof(char *) * (size_t)(n + 8));
    if (!envp) return 0;
    for (n = 0; env && env[n]; n++) envp[n] = (char *)env[n];
    for (i = 0; environ[i]; i++) {
        int dup = 0;
        for (j = 0; env && env[j]; j++)
            if (!strncmp(environ[i], env[j], (size_t)(strchr(env[j], '=') - env[j] + 1))) dup = 1;
        if (!dup) envp[n++] = environ[i];
    }
    envp[n] = NULL;
    fflush(stdout);
    if (pipe(to) != 0 || pipe(from) != 0) return 0;
    k->pid = fork();
    if (k->pid < 0) return 0;
    if (k->pid == 0) {
        dup2(to[0], 0);
        dup2(from[1], 1);
        close(to[1]);
        close(from[0]);
        execve(self_path, argv, envp);
        _exit(127);
    }
    close(to[0]);
    close(from[1]);
    k->in = fdopen(to[1], "w");
    k->out = fdopen(from[0], "r");
    if (n_watched < (int)(sizeof watched / sizeof watched[0])) watched[n_watched++] = k->pid;
    return k->in && k->out;
}
/* Echoes the child's lines; returns its exit status (-1: killed). */
static int reap(kid *k) {
    char line[1024];
    int st = 0, i;
    while (fgets(line, sizeof line, k->out)) fputs(line, stdout);
    fclose(k->out);
    fclose(k->in);
    if (waitpid(k->pid, &st, 0) != k->pid) return -2;
    for (i = 0; i < n_watched; i++)
        if (watched[i] == k->pid) watched[i] = 0;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int port(void) { return 20000 + (int)(getpid() % 20000); }

static void two_processes_unique_id_by_pipe(void) {
    cudacore_nccl_unique_id id;
    char idhex[260];
    kid k[2];
    int i;
    NEED_TWO_GPUS();
    CHECK_OK(cudacore_nccl_unique_id_create(&id)); /* this process is the root both connect to */
    hex(&id, idhex);
    for (i = 0; i < 2; i++) {
        char rank[8];
        char *argv[6];
        sprintf(rank, "%d", i);
        argv[0] = (char *)self_path, argv[1] = (char *)"child", argv[2] = (char *)"rank-id", argv[3] = rank, argv[4] = (char *)"2", argv[5] = NULL;
        CHECK(spawn(&k[i], argv, NULL));
        fprintf(k[i].in, "%s\n", idhex); /* the 128 bytes, as any channel would carry them */
        fflush(k[i].in);
    }
    watchdog(120);
    for (i = 0; i < 2; i++) CHECK(reap(&k[i]) == 0);
    alarm(0);
}

static void two_processes_bootstrapped_by_nccl_comm_id(void) {
    static char comm_id[64], ranks[2][32];
    kid k[2];
    int i;
    NEED_TWO_GPUS();
    snprintf(comm_id, sizeof comm_id, "NCCL_COMM_ID=127.0.0.1:%d", port());
    for (i = 0; i < 2; i++) {
        const char *env[] = {comm_id, ranks[i], "CUDACORE_WORLD_SIZE=2", NULL};
        char *argv[] = {(char *)self_path, (char *)"child", (char *)"rank-env", NULL};
        snprintf(ranks[i], sizeof ranks[i], "CUDACORE_RANK=%d", i);
        CHECK(spawn(&k[i], argv, env));
    }
    watchdog(120);
    for (i = 0; i < 2; i++) CHECK(reap(&k[i]) == 0);
    alarm(0);
}

static void two_processes_under_mpirun(void) {
    char cmd[2048];
    int rc;
    NEED_TWO_GPUS();
    NEED_TOOL(system("command -v mpirun > /dev/null 2>&1") == 0, "mpirun (OpenMPI) is not installed");
    /* OpenMPI sets OMPI_COMM_WORLD_RANK / _SIZE / _LOCAL_RANK; no MPI code in the program */
    snprintf(cmd, sizeof cmd,
             "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 NCCL_COMM_ID=127.0.0.1:%d NCCL_NVLS_ENABLE=0 "
             "timeout -k 5 120 mpirun -np 2 -x NCCL_COMM_ID -x NCCL_NVLS_ENABLE '%s' child rank-env",
             port() + 1, self_path);
    fflush(stdout);
    rc = system(cmd);
    CHECK(rc == 0);
}

static void a_peer_killed_mid_collective(void) {
    static char comm_id[64];
    kid k[2];
    char line[256];
    int i, ready = 0, st;
    NEED_TWO_GPUS();
    snprintf(comm_id, sizeof comm_id, "NCCL_COMM_ID=127.0.0.1:%d", port() + 2);
    for (i = 0; i < 2; i++) {
        const char *env[] = {comm_id, i ? "CUDACORE_RANK=1" : "CUDACORE_RANK=0", "CUDACORE_WORLD_SIZE=2", NULL};
        char *argv[] = {(char *)self_path, (char *)"child", (char *)(i ? "victim1" : "victim0"), NULL};
        CHECK(spawn(&k[i], argv, env));
    }
    watchdog(120 + 2 * (unsigned)victim_timeout_s());
    for (i = 0; i < 2; i++) /* both did one all-reduce (other lines: a tool's, as compute-sanitizer's banner) */
        while (fgets(line, sizeof line, k[i].out))
            if (!strncmp(line, "ready", 5)) {
                ready++;
                break;
            }
    if (ready != 2) {
        kill(k[1].pid, SIGKILL);
        kill(k[0].pid, SIGKILL);
        reap(&k[1]);
        reap(&k[0]);
        alarm(0);
        CHECK(ready == 2);
    }
    kill(k[1].pid, SIGKILL);
    st = reap(&k[1]);
    CHECK(st == -1);
    fputs("go\n", k[0].in);
    fflush(k[0].in);
    CHECK(reap(&k[0]) == 0); /* timed out (or NCCL saw the peer go), and said so */
    alarm(0);
}

int main(int argc, char **argv) {
    self_path = argv[0];
    setenv("NCCL_NVLS_ENABLE", "0", 1); /* before NCCL starts, here and in every child */
    if (argc > 2 && !strcmp(argv[1], "child")) return child(argc, argv);
    if (t_have_gpu()) {
        cudacore_device_info info;
        cudacore_device_count(&ndev);
        if (cudacore_device_get_info(0, &info) == CUDACORE_SUCCESS) cc_major = info.cc_major;
    }
    RUN(single_rank_every_collective);
    RUN(captured_into_a_graph);
    RUN(with_a_timeout);
    RUN(all_gpus_in_one_process);
    RUN(two_processes_unique_id_by_pipe);
    RUN(two_processes_bootstrapped_by_nccl_comm_id);
    RUN(two_processes_under_mpirun);
    RUN(a_peer_killed_mid_collective);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
