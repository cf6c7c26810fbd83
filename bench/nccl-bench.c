/* nccl-bench -- NCCL's collectives through cudacore against the raw NCCL
   calls, in the same run, on the same communicator, buffers and stream:
   all-reduce, all-gather, reduce-scatter and broadcast
   (cudacore_communicator_all_reduce / _all_gather / _reduce_scatter /
   _broadcast against ncclAllReduce / ncclAllGather / ncclReduceScatter /
   ncclBroadcast, taken from the NCCL that cudacore loaded).

   Sizes 8 B to 1 GiB (float32, out of place; sum; broadcast from rank 0). For
   each collective and size both ways run back to back in the same lockstep
   on every rank: a warm-up, then repeats of a raw loop and a cudacore loop
   in alternating order (raw first in even repeats); each loop of calls is
   timed on the host clock up to a stream synchronize, as nccl-tests does.
   The slowest rank's time counts (an all-reduce of the times, max), and the
   median over repeats is reported (7 repeats; 21 up to 8 MiB, where the
   host's work shows, and after each table the median of cudacore - raw over
   those repeats, each repeat's two loops paired, with its 95% confidence
   interval), with nccl-tests' definitions on n ranks:
     size   all-reduce, broadcast: the buffer's bytes; all-gather: the bytes
            each rank receives (n x what it sends); reduce-scatter: the bytes
            each rank sends (n x what it receives). For the last two the size
            is rounded down to a multiple of 4n bytes (at least 4n).
     algbw  size / time
     busbw  algbw x 2(n-1)/n (all-reduce), (n-1)/n (all-gather,
            reduce-scatter), 1 (broadcast): what each link carries. 0 on one
            rank, which moves nothing over a link.

     nccl-bench OUTDIR [--quick] [--ops LIST] [--max-bytes N] [--seconds S] [--control]
       --quick         every 8th size (8 B, 64 B ... 1 GiB), fewer calls per repeat,
                       no warm-up (else 200 x 500 calls each way first)
       --ops LIST      the collectives, comma-separated: all_reduce, all_gather,
                       reduce_scatter, broadcast (or all: the default)
       --max-bytes N   the largest size (a power of 2 from 8; K, M, G suffixes):
                       1G by default; the buffers are allocated for it
       --seconds S     a time budget for the whole run (as nccl-tests' -n and
                       -w, but in time: a slow transport, such as NCCL's
                       sockets, then ends): the warm-up takes at most a tenth
                       of it, each collective an equal share of what is left,
                       and each size of a collective an equal share of that:
                       one call each way first tells what a call costs, then
                       the calls per loop (at most the usual number) and, if
                       need be, the repeats (down to 3) are cut to fit; a size
                       whose 3 repeats of one call each would not fit in the
                       collective's share is not measured, nor the larger ones
                       (the table says from where). Every rank makes the same
                       calls: each decision is taken from the slowest rank's
                       times. Without it, the numbers above.
       --control       both sides call raw NCCL (the "cudacore" columns too):
                       the pairing's own bias, to set beside a normal run's
                       differences (the titles and the JSON say "control")
     one GPU, one rank:  nccl-bench OUTDIR
     two GPUs, one process each:
       NCCL_COMM_ID=127.0.0.1:29500 NCCL_NVLS_ENABLE=0 mpirun --allow-run-as-root -np 2 \
         -x NCCL_COMM_ID -x NCCL_NVLS_ENABLE nccl-bench OUTDIR
     (or a shell loop setting CUDACORE_RANK and CUDACORE_WORLD_SIZE)

   Memory per GPU: two buffers of the largest size (2 GiB at 1 GiB): the
   all-gather receives size bytes and sends size/n, the reduce-scatter the
   other way round. Rank 0 prints one table per collective, each row as it is
   measured (stdout is line buffered: under mpirun it is a pipe), and writes
   them to OUTDIR/nccl-bench.md (flushed row by row), and all of them to
   OUTDIR/nccl-bench.json: ranks, device, nccl, seconds (the budget; 0: none),
   "ops": [{op, nccl_function, busbw_factor, rows: [{bytes, count (elements
   per rank given to NCCL), iters (calls per timed loop), repeats, raw_us,
   cudacore_us, raw_/cudacore_algbw, raw_/cudacore_busbw (GB/s), ratio (raw
   time / cudacore time = cudacore busbw / raw busbw: above 1, cudacore is
   faster)}], not_measured_from (with --seconds: the first size left out),
   small_diff_us}] (bench/plot_nccl.py draws it). Without a GPU or NCCL it says so and exits 0;
   a bad option exits 2. Never used for pass/fail. tests/nccl_bench_cpu.sh
   runs it on the mock driver and mock NCCL.
   Build: make build/nccl-bench (release: -DNDEBUG, as users ship). */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stats.h"

/* the raw NCCL calls (ncclReduceScatter has all-reduce's signature) */
typedef int (*raw_reduce_fn)(const void *, void *, size_t, cudacore_ncclDataType_t, cudacore_ncclRedOp_t, cudacore_ncclComm_t, cudacore_CUstream);
typedef int (*raw_gather_fn)(const void *, void *, size_t, cudacore_ncclDataType_t, cudacore_ncclComm_t, cudacore_CUstream);
typedef int (*raw_broadcast_fn)(const void *, void *, size_t, cudacore_ncclDataType_t, int, cudacore_ncclComm_t, cudacore_CUstream);

#define MAX_BYTES ((size_t)1 << 30)
#define REPEATS 7
#define SMALL_REPEATS 21            /* sizes up to SMALL_BYTES, where the host's work shows */
#define SMALL_BYTES ((size_t)8 << 20)
#define MIN_REPEATS 3               /* what --seconds may cut the repeats to */

enum { ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, BROADCAST, NOPS };
typedef struct op_desc {
    const char *name;   /* --ops and the JSON */
    const char *title;  /* the tables */
    const char *size;   /* what size counts */
    int nccl_index;     /* CUDACORE__NCCL_<raw function> */
    const char *nccl_name;
} op_desc;
static const op_desc ops[NOPS] = {
    {"all_reduce", "All-reduce (float32, sum, out of place)", "the buffer's bytes", CUDACORE__NCCL_ncclAllReduce, "ncclAllReduce"},
    {"all_gather", "All-gather (float32, out of place)", "the bytes each rank receives (n x sent)", CUDACORE__NCCL_ncclAllGather, "ncclAllGather"},
    {"reduce_scatter", "Reduce-scatter (float32, sum, out of place)", "the bytes each rank sends (n x received)", CUDACORE__NCCL_ncclReduceScatter,
     "ncclReduceScatter"},
    {"broadcast", "Broadcast (float32, root 0, out of place)", "the buffer's bytes", CUDACORE__NCCL_ncclBroadcast, "ncclBroadcast"},
};

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

typedef struct bench {
    cudacore_communicator comm;
    cudacore_ncclComm_t native;
    cudacore_fnptr raw[NOPS];
    cudacore_stream s;
    cudacore_CUstream cs;
    cudacore_buffer send, recv, t;   /* t: one float, the time all-reduced with max */
    void *psend, *precv;
    int ranks;
} bench;

/* --seconds: the budget and this rank's start (seconds of now_s()). */
typedef struct budget {
    double seconds, t0;
} budget;

static int control; /* --control: the cudacore side calls raw NCCL too */

/* One collective of count elements (per rank for all-gather and
   reduce-scatter, as NCCL counts them), raw or through cudacore. */
static void issue(const bench *b, int op, size_t count, int raw) {
    int r = 0;
    raw |= control;
    cudacore_fnptr f = b->raw[op];
    raw_reduce_fn reduce;
    raw_gather_fn gather;
    raw_broadcast_fn bcast;
    switch (op) {
    case ALL_REDUCE:
    case REDUCE_SCATTER:
        memcpy(&reduce, &f, sizeof f);
        if (raw) r = reduce(b->psend, b->precv, count, CUDACORE_ncclFloat32, CUDACORE_ncclSum, b->native, b->cs);
        else if (op == ALL_REDUCE)
            CUDACORE_CHECK(cudacore_communicator_all_reduce(b->comm, b->send, 0, b->recv, 0, count, CUDACORE_ncclFloat32, CUDACORE_ncclSum, b->s));
        else
            CUDACORE_CHECK(cudacore_communicator_reduce_scatter(b->comm, b->send, 0, b->recv, 0, count, CUDACORE_ncclFloat32, CUDACORE_ncclSum, b->s));
        break;
    case ALL_GATHER:
        memcpy(&gather, &f, sizeof f);
        if (raw) r = gather(b->psend, b->precv, count, CUDACORE_ncclFloat32, b->native, b->cs);
        else CUDACORE_CHECK(cudacore_communicator_all_gather(b->comm, b->send, 0, b->recv, 0, count, CUDACORE_ncclFloat32, b->s));
        break;
    default:
        memcpy(&bcast, &f, sizeof f);
        if (raw) r = bcast(b->psend, b->precv, count, CUDACORE_ncclFloat32, 0, b->native, b->cs);
        else CUDACORE_CHECK(cudacore_communicator_broadcast(b->comm, b->send, 0, b->recv, 0, count, CUDACORE_ncclFloat32, 0, b->s));
    }
    if (r != 0) {
        fprintf(stderr, "%s failed: %d\n", ops[op].nccl_name, r);
        exit(1);
    }
}

/* Seconds per collective over iters back-to-back calls. */
static double timed(const bench *b, int op, size_t count, int iters, int raw) {
    double t0 = now_s();
    int i;
    for (i = 0; i < iters; i++) issue(b, op, count, raw);
    CUDACORE_CHECK(cudacore_stream_synchronize(b->s));
    return (now_s() - t0) / iters;
}

/* The slowest rank's value (every rank gets it). */
static double slowest(const bench *b, double v) {
    float f = (float)v;
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b->t, 0, &f, sizeof f, b->s));
    CUDACORE_CHECK(cudacore_communicator_all_reduce(b->comm, b->t, 0, b->t, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclMax, b->s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(&f, b->t, 0, sizeof f, b->s));
    CUDACORE_CHECK(cudacore_stream_synchronize(b->s));
    return (double)f;
}

/* Seconds since the start, the slowest rank's (every rank gets the same value). */
static double elapsed(const bench *b, const budget *bu) { return slowest(b, now_s() - bu->t0); }

/* The count NCCL is given for a nominal size, and the size nccl-tests
   reports for it (*bytes, rewritten). */
static size_t op_count(int op, size_t *bytes, int ranks) {
    size_t count;
    if (op != ALL_GATHER && op != REDUCE_SCATTER) return *bytes / 4;
    count = *bytes / (4 * (size_t)ranks);
    if (count == 0) count = 1;
    *bytes = count * 4 * (size_t)ranks;
    return count;
}

/* busbw / algbw on n ranks (nccl-tests'); 0 on one rank. */
static double bus_factor(int op, int ranks) {
    double f = ranks < 2 ? 0.0 : (double)(ranks - 1) / ranks;
    return op == ALL_REDUCE ? 2 * f : op == BROADCAST ? (ranks < 2 ? 0.0 : 1.0) : f;
}

/* Calls per timed loop: ~4 GiB moved above 1 MiB, 500 calls below (quick: 50). */
static int iterations(size_t bytes, int quick) {
    int iters = bytes <= ((size_t)1 << 20) ? (quick ? 50 : 500) : (int)(MAX_BYTES / bytes * 4 + 4);
    return iters > 500 ? 500 : iters;
}

typedef struct report {
    FILE *json, *md;
    int first_op;
} report;

/* Paired differences cudacore - raw (us), one a repeat, over the small sizes. */
typedef struct pairs {
    double d[32 * SMALL_REPEATS];
    int n;
} pairs;

/* The median time of each way for one size, the slowest rank's, after warm
   calls of each way. The two loops of a repeat run in alternating order (raw
   first in even repeats); up to SMALL_BYTES each repeat's difference goes to *p. */
static void measure(const bench *b, int op, size_t count, int warm, int iters, int repeats, double *traw, double *tcc, pairs *p) {
    double raw[SMALL_REPEATS], cc[SMALL_REPEATS];
    int r;
    if (warm) { /* warm-up of both */
        (void)timed(b, op, count, warm, 1);
        (void)timed(b, op, count, warm, 0);
    }
    for (r = 0; r < repeats; r++) {
        if (r & 1) cc[r] = slowest(b, timed(b, op, count, iters, 0));
        raw[r] = slowest(b, timed(b, op, count, iters, 1));
        if (!(r & 1)) cc[r] = slowest(b, timed(b, op, count, iters, 0));
        if (p && p->n < (int)(sizeof p->d / sizeof p->d[0])) p->d[p->n++] = (cc[r] - raw[r]) * 1e6;
    }
    *traw = bench_median(raw, repeats);
    *tcc = bench_median(cc, repeats);
}

static void op_header(report *rep, int op, int ranks, const char *what) {
    printf("\n%s: %d rank%s, %s; size: %s\n", ops[op].title, ranks, ranks == 1 ? "" : "s", what, ops[op].size);
    printf("%12s %12s %12s %10s %10s %10s %10s %8s\n", "bytes", "raw us", "cudacore us", "raw algbw", "cc algbw", "raw busbw", "cc busbw", "cc/raw");
    if (rep->md) {
        fprintf(rep->md, "## %s, %d rank%s\n\n%s; size: %s; busbw = algbw x %.3f; bandwidths in GB/s (nccl-tests' definitions)\n\n", ops[op].title,
                ranks, ranks == 1 ? "" : "s", what, ops[op].size, bus_factor(op, ranks));
        fprintf(rep->md, "| bytes | raw NCCL (us) | cudacore (us) | raw algbw | cudacore algbw | raw busbw | cudacore busbw | cudacore / raw busbw |\n");
        fprintf(rep->md, "|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    }
    if (rep->json)
        fprintf(rep->json, "%s    {\"op\": \"%s\", \"nccl_function\": \"%s\", \"busbw_factor\": %.6f, \"rows\": [\n", rep->first_op ? "" : ",\n",
                ops[op].name, ops[op].nccl_name, bus_factor(op, ranks));
    rep->first_op = 0;
}

static void op_row(report *rep, int first, size_t bytes, size_t count, int iters, int repeats, double traw, double tcc, double factor) {
    double ab_raw = (double)bytes / traw / 1e9, ab_cc = (double)bytes / tcc / 1e9;
    printf("%12lu %12.2f %12.2f %10.2f %10.2f %10.2f %10.2f %8.3f\n", (unsigned long)bytes, traw * 1e6, tcc * 1e6, ab_raw, ab_cc, ab_raw * factor,
           ab_cc * factor, traw / tcc);
    if (rep->md)
        fprintf(rep->md, "| %lu | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.3f |\n", (unsigned long)bytes, traw * 1e6, tcc * 1e6, ab_raw, ab_cc,
                ab_raw * factor, ab_cc * factor, traw / tcc);
    if (rep->json)
        fprintf(rep->json,
                "%s      {\"bytes\": %lu, \"count\": %lu, \"iters\": %d, \"repeats\": %d, \"raw_us\": %.3f, \"cudacore_us\": %.3f, "
                "\"raw_algbw\": %.6g, \"cudacore_algbw\": %.6g, \"raw_busbw\": %.6g, \"cudacore_busbw\": %.6g, \"ratio\": %.4f}",
                first ? "" : ",\n", (unsigned long)bytes, (unsigned long)count, iters, repeats, traw * 1e6, tcc * 1e6, ab_raw, ab_cc,
                ab_raw * factor, ab_cc * factor, traw / tcc);
    if (rep->md) fflush(rep->md); /* (a run stopped from outside keeps its rows) */
}

static void small_line(report *rep, int op, pairs *p, size_t not_measured_from);

/* Steady state before the first table: both ways, WARM_ROUNDS rounds of
   500 calls each at the smallest size (a count, not a time: every rank must
   make the same calls). An H100 run's first second ran the 1-rank
   all-reduce at 6.1-6.7 us a call where every later row took about 4, and
   the wrapper's difference was twice the later ones': the first table
   measured the machine's warming, not the collective. */
#define WARM_ROUNDS 200
static void warm_up(const bench *b, const budget *bu, int op, int rank) {
    size_t bytes = 8, count = op_count(op, &bytes, b->ranks);
    double traw = 0, tcc = 0;
    int r;
    for (r = 0; r < WARM_ROUNDS && (!bu->seconds || elapsed(b, bu) < bu->seconds / 10); r++) { /* (--seconds: a tenth of it at most) */
        traw = timed(b, op, count, 500, 1);
        tcc = timed(b, op, count, 500, 0);
    }
    if (rank == 0)
        printf("warm-up: %d x 500 calls a way, %s at %lu B; the last round: raw %.2f us, cudacore %.2f us a call\n", r, ops[op].nccl_name,
               (unsigned long)bytes, traw * 1e6, tcc * 1e6);
}

/* The sizes of one collective (nccl-tests' sizes of the nominal ones from 8 B), in sizes[]; their number. */
static int op_sizes(int op, size_t max_bytes, int quick, int ranks, size_t *sizes) {
    size_t nominal, bytes;
    int n = 0;
    for (nominal = 8; nominal <= max_bytes; nominal *= quick ? 8 : 2) {
        bytes = nominal;
        (void)op_count(op, &bytes, ranks);
        if ((n && bytes == sizes[n - 1]) || bytes > max_bytes) continue; /* (4n bytes at least: small sizes repeat) */
        sizes[n++] = bytes;
    }
    return n;
}

/* --seconds: the calls per loop (*iters, at most as given) and the repeats
   (*repeats, down to MIN_REPEATS) of one size that fit in share seconds,
   from what one warm call each way cost (the slower, the slowest rank's);
   0 when even MIN_REPEATS repeats of one call would not fit in op_left
   seconds (the size is not measured). The same answer on every rank. */
static int fit_budget(const bench *b, int op, size_t count, double share, double op_left, int *iters, int *repeats) {
    double traw = timed(b, op, count, 1, 1), tcc = timed(b, op, count, 1, 0), call = slowest(b, traw > tcc ? traw : tcc), fit;
    if (call <= 0) call = 1e-9;
    if (2 * MIN_REPEATS * call > op_left) return 0;
    while (*repeats > MIN_REPEATS && 2.0 * *repeats * call > share) (*repeats)--;
    fit = share / (2.0 * *repeats * call);
    *iters = fit < 1 ? 1 : fit < *iters ? (int)fit : *iters;
    return 1;
}

/* One collective from 8 B to max_bytes: every rank runs it, rank 0 reports.
   With --seconds, op_end is when (seconds of elapsed()) its share ends. */
static void run_op(const bench *b, const budget *bu, report *rep, int op, size_t max_bytes, int quick, int rank, const char *what, double op_end) {
    size_t sizes[64], bytes, count, not_measured = 0;
    int first = 1, n = op_sizes(op, max_bytes, quick, b->ranks, sizes), i;
    static pairs small;
    small.n = 0;
    if (rank == 0) op_header(rep, op, b->ranks, what);
    for (i = 0; i < n; i++) {
        double traw, tcc, left;
        int iters, repeats, warm;
        bytes = sizes[i];
        count = op_count(op, &bytes, b->ranks);
        iters = iterations(bytes, quick);
        repeats = quick ? 3 : bytes <= SMALL_BYTES ? SMALL_REPEATS : REPEATS;
        warm = iters / 5 + 2;
        if (bu->seconds) {
            left = op_end - elapsed(b, bu);
            if (!fit_budget(b, op, count, left / (n - i), left, &iters, &repeats)) {
                not_measured = bytes;
                break;
            }
            warm = 0; /* (fit_budget's calls were the warm-up) */
        }
        measure(b, op, count, warm, iters, repeats, &traw, &tcc, bytes <= SMALL_BYTES ? &small : NULL);
        if (rank == 0) op_row(rep, first, bytes, count, iters, repeats, traw, tcc, bus_factor(op, b->ranks));
        first = 0;
    }
    if (rank == 0) small_line(rep, op, &small, not_measured);
}

/* The median of the paired differences over the small sizes, with its 95%
   confidence interval from order statistics; closes the collective's
   table and JSON object. */
static void small_line(report *rep, int op, pairs *p, size_t not_measured_from) {
    char line[256];
    double med, lo, hi;
    int n = p->n;
    if (not_measured_from) {
        snprintf(line, sizeof line, "(%lu B and up not measured: this collective's share of --seconds was spent)", (unsigned long)not_measured_from);
        printf("%s\n", line);
        if (rep->md) fprintf(rep->md, "\n%s\n", line);
    }
    if (rep->json) fprintf(rep->json, "\n    ]");
    if (rep->json && not_measured_from) fprintf(rep->json, ", \"not_measured_from\": %lu", (unsigned long)not_measured_from);
    if (n == 0) {
        if (rep->json) fprintf(rep->json, "}");
        if (rep->md) fprintf(rep->md, "\n");
        return;
    }
    med = bench_median_ci(p->d, n, &lo, &hi);
    snprintf(line, sizeof line, "%s per %s, 8 B to 8 MiB, paired by repeat (%d pairs): median %+.3f us, 95%% CI [%+.3f, %+.3f]",
             control ? "raw - raw (control)" : "cudacore - raw", ops[op].title, n, med, lo, hi);
    printf("%s\n", line);
    if (rep->md) fprintf(rep->md, "\n%s\n\n", line);
    if (rep->json)
        fprintf(rep->json, ", \"small_diff_us\": {\"pairs\": %d, \"median\": %.4f, \"ci_low\": %.4f, \"ci_high\": %.4f}}", n, med, lo, hi);
}

/* "1G", "64K", "1048576" -> bytes; 0 when not a power of 2 in [8, 1 GiB]. */
static size_t parse_bytes(const char *s) {
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end == 'K' || *end == 'k') v <<= 10, end++;
    else if (*end == 'M' || *end == 'm') v <<= 20, end++;
    else if (*end == 'G' || *end == 'g') v <<= 30, end++;
    if (*end || v < 8 || v > MAX_BYTES || (v & (v - 1))) return 0;
    return (size_t)v;
}

/* "all_reduce,broadcast" -> selected[]; 0 on a name not known. */
static int parse_ops(const char *list, int *selected) {
    const char *p = list;
    int op;
    memset(selected, 0, NOPS * sizeof *selected);
    while (*p) {
        size_t n = strcspn(p, ",");
        int found = n == 3 && !strncmp(p, "all", 3);
        for (op = 0; op < NOPS; op++) {
            int hit = found || (strlen(ops[op].name) == n && !strncmp(p, ops[op].name, n));
            selected[op] |= hit;
            if (hit && !found) break;
        }
        if (!found && op == NOPS) return 0;
        p += n + (p[n] == ',');
    }
    return 1;
}

typedef struct options {
    const char *out_dir;
    int quick, control, selected[NOPS];
    size_t max_bytes;
    double seconds; /* 0: no budget */
} options;

static int bad(const char *what, const char *arg) {
    fprintf(stderr, "%s: %s\n", what, arg);
    return 0;
}

/* Options before or after OUTDIR; 0 on a bad one (said on stderr). */
static int parse_args(int argc, char **argv, options *o) {
    int i, op, any = 0;
    memset(o, 0, sizeof *o);
    o->max_bytes = MAX_BYTES;
    for (op = 0; op < NOPS; op++) o->selected[op] = 1;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick")) o->quick = 1;
        else if (!strcmp(argv[i], "--control")) o->control = 1;
        else if (!strcmp(argv[i], "--ops") && i + 1 < argc) {
            if (!parse_ops(argv[++i], o->selected)) return bad("--ops takes all_reduce, all_gather, reduce_scatter, broadcast or all", argv[i]);
        } else if (!strcmp(argv[i], "--max-bytes") && i + 1 < argc) {
            if (!(o->max_bytes = parse_bytes(argv[++i]))) return bad("--max-bytes takes a power of 2 from 8 to 1G", argv[i]);
        } else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) {
            char *end;
            o->seconds = strtod(argv[++i], &end);
            if (*end || !(o->seconds >= 1 && o->seconds <= 86400)) return bad("--seconds takes a number of seconds from 1 to 86400", argv[i]);
        } else if (argv[i][0] == '-' || o->out_dir) return bad("an unknown option, or a second OUTDIR", argv[i]);
        else o->out_dir = argv[i];
    }
    for (op = 0; op < NOPS; op++) any |= o->selected[op];
    if (!any) return bad("--ops", "no collective chosen");
    if (!o->out_dir) o->out_dir = ".";
    return 1;
}

static void set_up(bench *b, int dev, size_t max_bytes) {
    cudacore_memory_resource mr;
    cudacore_CUdeviceptr p;
    int op;
    memset(b, 0, sizeof *b);
    CUDACORE_CHECK(cudacore_communicator_create_from_env(NULL, &b->comm));
    CUDACORE_CHECK(cudacore_communicator_native(b->comm, &b->native));
    {
        cudacore_communicator_info ci;
        CUDACORE_CHECK(cudacore_communicator_get_info(b->comm, &ci));
        b->ranks = ci.size;
    }
    for (op = 0; op < NOPS; op++)
        if (!(b->raw[op] = cudacore_library_function(CUDACORE_LIBRARY_NCCL, ops[op].nccl_index, NULL))) {
            fprintf(stderr, "the loaded NCCL has no %s: %s\n", ops[op].nccl_name, cudacore_last_error()->message);
            exit(1);
        }
    CUDACORE_CHECK(cudacore_stream_create(NULL, &b->s));
    CUDACORE_CHECK(cudacore_stream_native(b->s, &b->cs));
    CUDACORE_CHECK(cudacore_device_memory_resource(dev, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, max_bytes, b->s, &b->send));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, max_bytes, b->s, &b->recv));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof(float), b->s, &b->t));
    CUDACORE_CHECK(cudacore_buffer_fill(b->send, 0, max_bytes, 0x3f800000u, 4, b->s)); /* 1.0f */
    CUDACORE_CHECK(cudacore_buffer_native(b->send, &p));
    b->psend = (void *)(uintptr_t)p;
    CUDACORE_CHECK(cudacore_buffer_native(b->recv, &p));
    b->precv = (void *)(uintptr_t)p;
    CUDACORE_CHECK(cudacore_stream_synchronize(b->s));
}

static void tear_down(bench *b) {
    CUDACORE_CHECK(cudacore_buffer_free(b->send, b->s));
    CUDACORE_CHECK(cudacore_buffer_free(b->recv, b->s));
    CUDACORE_CHECK(cudacore_buffer_free(b->t, b->s));
    CUDACORE_CHECK(cudacore_stream_synchronize(b->s));
    CUDACORE_CHECK(cudacore_communicator_destroy(b->comm));
    CUDACORE_CHECK(cudacore_stream_destroy(b->s));
}

static void open_report(report *rep, const options *o, const bench *b, const char *device, const char *version) {
    char path[1024];
    snprintf(path, sizeof path, "%s/nccl-bench.json", o->out_dir);
    rep->json = fopen(path, "w");
    snprintf(path, sizeof path, "%s/nccl-bench.md", o->out_dir);
    rep->md = fopen(path, "w");
    rep->first_op = 1;
    if (!rep->json || !rep->md) fprintf(stderr, "cannot write %s/nccl-bench.json and .md: tables on stdout only\n", o->out_dir);
    if (rep->md)
        fprintf(rep->md, "# NCCL through cudacore and raw, %d rank%s, %s, NCCL %s%s\n\n", b->ranks, b->ranks == 1 ? "" : "s", device, version,
                control ? " -- CONTROL RUN (--control): both columns are raw NCCL, the pairing's own bias" : "");
    if (rep->json)
        fprintf(rep->json,
                "{\n  \"ranks\": %d,\n  \"device\": \"%s\",\n  \"nccl\": \"%s\",\n  \"datatype\": \"float32\",\n  \"quick\": %s,\n  \"control\": %s,\n"
                "  \"seconds\": %g,\n  \"ops\": [\n",
                b->ranks, device, version, o->quick ? "true" : "false", control ? "true" : "false", o->seconds);
}

static void close_report(report *rep, const char *out_dir) {
    if (rep->json) fprintf(rep->json, "\n  ]\n}\n"), fclose(rep->json);
    if (rep->md) fclose(rep->md);
    printf("wrote %s/nccl-bench.json and .md\n", out_dir);
}

int main(int argc, char **argv) {
    options o;
    cudacore_desc desc;
    cudacore_nccl_env env;
    cudacore_library_info nccl;
    cudacore_device_info dinfo;
    bench b;
    budget bu;
    report rep;
    char version[64], what[400];
    int ndev = 0, dev, op, ops_left = 0;

    if (!parse_args(argc, argv, &o)) {
        fprintf(stderr,
                "usage: %s OUTDIR [--quick] [--ops all_reduce,all_gather,reduce_scatter,broadcast] [--max-bytes 1G] [--seconds S] [--control]\n",
                argv[0]);
        return 2;
    }
    control = o.control;
    bu.seconds = o.seconds;
    bu.t0 = now_s();
    setvbuf(stdout, NULL, _IOLBF, 0); /* each row as it is measured, also into a pipe (mpirun's) */
    setenv("NCCL_NVLS_ENABLE", "0", 1); /* no NVLink multicast on shared hosts (this repository's rule) */
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    CUDACORE_CHECK(cudacore_nccl_env_get(&env));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        printf("nccl-bench needs a GPU: %s\n", cudacore_last_error()->message);
        return 0;
    }
    if (cudacore_library_load(CUDACORE_LIBRARY_NCCL, &nccl) != CUDACORE_SUCCESS) {
        printf("nccl-bench needs NCCL: %s\n", cudacore_last_error()->message);
        return 0;
    }
    dev = (env.local_rank >= 0 ? env.local_rank : env.rank) % ndev;
    CUDACORE_CHECK(cudacore_device_set_current(dev));
    CUDACORE_CHECK(cudacore_device_get_info(dev, &dinfo));
    set_up(&b, dev, o.max_bytes);
    snprintf(version, sizeof version, "%d.%d.%d", nccl.version_major, nccl.version_minor, nccl.version % 100);
    snprintf(what, sizeof what, "%s, NCCL %s, NCCL_NVLS_ENABLE=0", dinfo.name, version);
    memset(&rep, 0, sizeof rep);
    if (env.rank == 0) open_report(&rep, &o, &b, dinfo.name, version);
    for (op = 0; op < NOPS && !o.selected[op]; op++) {}
    if (op < NOPS && !o.quick) warm_up(&b, &bu, op, env.rank);
    for (op = 0; op < NOPS; op++) ops_left += o.selected[op];
    for (op = 0; op < NOPS; op++)
        if (o.selected[op]) { /* (--seconds: an equal share of what is left to each collective) */
            double now = bu.seconds ? elapsed(&b, &bu) : 0;
            run_op(&b, &bu, &rep, op, o.max_bytes, o.quick, env.rank, what, now + (bu.seconds - now) / ops_left--);
        }
    if (env.rank == 0) close_report(&rep, o.out_dir);
    tear_down(&b);
    return 0;
}
