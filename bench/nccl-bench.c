/* nccl-bench -- all-reduce through cudacore against the raw NCCL call, in the
   same run, on the same communicator, buffers and stream.

   Sizes 8 B to 1 GiB (float32, out of place, sum). For each size both ways
   run back to back in the same lockstep on every rank: a warm-up, then
   repeats of a raw loop and a cudacore loop, in alternating order (raw
   first in even repeats, cudacore first in odd ones); each loop of
   all-reduces is timed on the host clock up to a stream synchronize, as
   nccl-tests does. The slowest rank's time counts (an all-reduce of the
   times, max), and the median over repeats is reported, with nccl-tests'
   algorithm bandwidth (bytes / time) and bus bandwidth (algbw * 2(n-1)/n:
   what each link carries; 0 on one rank, which moves nothing). Up to 8 MiB
   (where the host's work shows) there are 21 repeats, and the last line
   gives the median over all of them of cudacore - raw per all-reduce, each
   repeat's two loops paired, with its 95% confidence interval.

     nccl-bench OUTDIR [--quick]                one GPU, one rank
     NCCL_COMM_ID=127.0.0.1:29500 mpirun -np 2 -x NCCL_COMM_ID nccl-bench OUTDIR
     (or a shell loop setting CUDACORE_RANK and CUDACORE_WORLD_SIZE)

   Rank 0 prints a table and writes OUTDIR/nccl-bench.json and .md. Without
   a GPU or NCCL it says so and exits 0. Never used for pass/fail.
   Build: make build/nccl-bench (release: -DNDEBUG, as users ship). */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int (*raw_all_reduce_fn)(const void *, void *, size_t, cudacore_ncclDataType_t, cudacore_ncclRedOp_t, cudacore_ncclComm_t,
                                 cudacore_CUstream);

#define MAX_BYTES ((size_t)1 << 30)
#define REPEATS 7
#define SMALL_REPEATS 21            /* sizes up to SMALL_BYTES */
#define SMALL_BYTES ((size_t)8 << 20)

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct bench {
    cudacore_communicator comm;
    cudacore_ncclComm_t native;
    raw_all_reduce_fn raw;
    cudacore_stream s;
    cudacore_CUstream cs;
    cudacore_buffer send, recv, t;   /* t: one float, the time all-reduced with max */
    void *psend, *precv;
} bench;

/* Seconds per all-reduce of count floats over iters back-to-back calls. */
static double timed(bench *b, size_t count, int iters, int raw) {
    double t0;
    int i;
    t0 = now_s();
    for (i = 0; i < iters; i++) {
        if (raw) {
            if (b->raw(b->psend, b->precv, count, CUDACORE_ncclFloat32, CUDACORE_ncclSum, b->native, b->cs) != 0) {
                fprintf(stderr, "ncclAllReduce failed\n");
                exit(1);
            }
        } else {
            CUDACORE_CHECK(cudacore_communicator_all_reduce(b->comm, b->send, 0, b->recv, 0, count, CUDACORE_ncclFloat32, CUDACORE_ncclSum, b->s));
        }
    }
    CUDACORE_CHECK(cudacore_stream_synchronize(b->s));
    return (now_s() - t0) / iters;
}

/* The slowest rank's value (every rank gets it). */
static double slowest(bench *b, double v) {
    float f = (float)v;
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b->t, 0, &f, sizeof f, b->s));
    CUDACORE_CHECK(cudacore_communicator_all_reduce(b->comm, b->t, 0, b->t, 0, 1, CUDACORE_ncclFloat32, CUDACORE_ncclMax, b->s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(&f, b->t, 0, sizeof f, b->s));
    CUDACORE_CHECK(cudacore_stream_synchronize(b->s));
    return (double)f;
}

int main(int argc, char **argv) {
    const char *out_dir = argc > 1 ? argv[1] : ".";
    int quick = argc > 2 && !strcmp(argv[2], "--quick");
    cudacore_desc desc;
    cudacore_nccl_env env;
    cudacore_library_info nccl;
    cudacore_device_info dinfo;
    cudacore_memory_resource mr;
    bench b;
    FILE *json = NULL, *md = NULL;
    char path[1024];
    size_t bytes;
    int ndev = 0, dev, first = 1, ndiff = 0;
    static double diffs[32 * SMALL_REPEATS]; /* cudacore - raw (us) per repeat, sizes up to SMALL_BYTES */

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
    memset(&b, 0, sizeof b);
    CUDACORE_CHECK(cudacore_communicator_create_from_env(NULL, &b.comm));
    CUDACORE_CHECK(cudacore_communicator_native(b.comm, &b.native));
    {
        cudacore_fnptr f = cudacore_library_function(CUDACORE_LIBRARY_NCCL, CUDACORE__NCCL_ncclAllReduce, NULL);
        memcpy(&b.raw, &f, sizeof f);
    }
    CUDACORE_CHECK(cudacore_stream_create(NULL, &b.s));
    CUDACORE_CHECK(cudacore_stream_native(b.s, &b.cs));
    CUDACORE_CHECK(cudacore_device_memory_resource(dev, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, MAX_BYTES, b.s, &b.send));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, MAX_BYTES, b.s, &b.recv));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof(float), b.s, &b.t));
    CUDACORE_CHECK(cudacore_buffer_fill(b.send, 0, MAX_BYTES, 0x3f800000u, 4, b.s)); /* 1.0f */
    {
        cudacore_CUdeviceptr p;
        CUDACORE_CHECK(cudacore_buffer_native(b.send, &p));
        b.psend = (void *)(uintptr_t)p;
        CUDACORE_CHECK(cudacore_buffer_native(b.recv, &p));
        b.precv = (void *)(uintptr_t)p;
    }
    CUDACORE_CHECK(cudacore_stream_synchronize(b.s));

    if (env.rank == 0) {
        snprintf(path, sizeof path, "%s/nccl-bench.json", out_dir);
        json = fopen(path, "w");
        snprintf(path, sizeof path, "%s/nccl-bench.md", out_dir);
        md = fopen(path, "w");
        printf("all-reduce, float32 sum, out of place: %d rank%s, %s, NCCL %d.%d.%d, NCCL_NVLS_ENABLE=0\n", env.size, env.size == 1 ? "" : "s", dinfo.name,
               nccl.version_major, nccl.version_minor, nccl.version % 100);
        printf("%12s %12s %12s %10s %10s %10s %10s %8s\n", "bytes", "raw us", "cudacore us", "raw algbw", "cc algbw", "raw busbw", "cc busbw",
               "cc/raw");
        if (md) {
            fprintf(md, "All-reduce (float32, sum, out of place), %d rank%s, %s, NCCL %d.%d.%d; bandwidths in GB/s (nccl-tests' definitions)\n\n",
                    env.size, env.size == 1 ? "" : "s", dinfo.name, nccl.version_major, nccl.version_minor, nccl.version % 100);
            fprintf(md, "| bytes | raw NCCL (us) | cudacore (us) | raw algbw | cudacore algbw | raw busbw | cudacore busbw | cudacore / raw busbw |\n");
            fprintf(md, "|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        }
        if (json)
            fprintf(json, "{\n  \"ranks\": %d,\n  \"device\": \"%s\",\n  \"nccl\": \"%d.%d.%d\",\n  \"datatype\": \"float32\",\n  \"rows\": [\n", env.size,
                    dinfo.name, nccl.version_major, nccl.version_minor, nccl.version % 100);
    }
    for (bytes = 8; bytes <= MAX_BYTES; bytes *= quick ? 8 : 2) {
        size_t count = bytes / 4;
        double raw[SMALL_REPEATS], cc[SMALL_REPEATS], traw, tcc, factor = env.size > 1 ? 2.0 * (env.size - 1) / env.size : 0.0;
        int iters = bytes <= ((size_t)1 << 20) ? (quick ? 50 : 500) : (int)(((size_t)1 << 30) / bytes * 4 + 4), r;
        int repeats = quick ? 3 : bytes <= SMALL_BYTES ? SMALL_REPEATS : REPEATS;
        if (iters > 500) iters = 500;
        (void)timed(&b, count, iters / 5 + 2, 1); /* warm-up of both */
        (void)timed(&b, count, iters / 5 + 2, 0);
        for (r = 0; r < repeats; r++) {
            if (r & 1) cc[r] = slowest(&b, timed(&b, count, iters, 0));
            raw[r] = slowest(&b, timed(&b, count, iters, 1));
            if (!(r & 1)) cc[r] = slowest(&b, timed(&b, count, iters, 0));
            if (bytes <= SMALL_BYTES && ndiff < (int)(sizeof diffs / sizeof diffs[0])) diffs[ndiff++] = (cc[r] - raw[r]) * 1e6;
        }
        qsort(raw, (size_t)repeats, sizeof raw[0], cmp_double);
        qsort(cc, (size_t)repeats, sizeof cc[0], cmp_double);
        traw = raw[repeats / 2];
        tcc = cc[repeats / 2];
        if (env.rank == 0) {
            double ab_raw = (double)bytes / traw / 1e9, ab_cc = (double)bytes / tcc / 1e9;
            printf("%12lu %12.2f %12.2f %10.2f %10.2f %10.2f %10.2f %8.3f\n", (unsigned long)bytes, traw * 1e6, tcc * 1e6, ab_raw, ab_cc, ab_raw * factor,
                   ab_cc * factor, traw / tcc);
            if (md)
                fprintf(md, "| %lu | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.3f |\n", (unsigned long)bytes, traw * 1e6, tcc * 1e6, ab_raw, ab_cc,
                        ab_raw * factor, ab_cc * factor, traw / tcc);
            if (json)
                fprintf(json,
                        "%s    {\"bytes\": %lu, \"iters\": %d, \"raw_us\": %.3f, \"cudacore_us\": %.3f, \"raw_algbw\": %.3f, \"cudacore_algbw\": %.3f, "
                        "\"raw_busbw\": %.3f, \"cudacore_busbw\": %.3f}",
                        first ? "" : ",\n", (unsigned long)bytes, iters, traw * 1e6, tcc * 1e6, ab_raw, ab_cc, ab_raw * factor, ab_cc * factor);
            first = 0;
        }
    }
    if (ndiff > 0) { /* the median of the paired differences, and its 95% confidence interval from order statistics */
        int j, k;
        double med;
        qsort(diffs, (size_t)ndiff, sizeof diffs[0], cmp_double);
        j = (int)floor(ndiff / 2.0 - 0.98 * sqrt((double)ndiff));
        k = (int)ceil(ndiff / 2.0 + 0.98 * sqrt((double)ndiff));
        if (j < 0) j = 0;
        if (k > ndiff - 1) k = ndiff - 1;
        med = ndiff % 2 ? diffs[ndiff / 2] : 0.5 * (diffs[ndiff / 2 - 1] + diffs[ndiff / 2]);
        if (env.rank == 0) {
            printf("cudacore - raw per all-reduce, 8 B to 8 MiB, paired by repeat (%d pairs): median %+.3f us, 95%% CI [%+.3f, %+.3f]\n", ndiff, med,
                   diffs[j], diffs[k]);
            if (md) fprintf(md, "\ncudacore - raw per all-reduce, 8 B to 8 MiB, paired by repeat (%d pairs): median %+.3f us, 95%% CI [%+.3f, %+.3f]\n", ndiff,
                            med, diffs[j], diffs[k]);
            if (json) fprintf(json, "\n  ],\n  \"small_diff_us\": {\"pairs\": %d, \"median\": %.4f, \"ci_low\": %.4f, \"ci_high\": %.4f}\n}\n", ndiff, med,
                              diffs[j], diffs[k]);
        }
    } else if (json) {
        fprintf(json, "\n  ]\n}\n");
    }
    if (json) fclose(json);
    if (md) fclose(md);
    if (env.rank == 0) printf("wrote %s/nccl-bench.json and .md\n", out_dir);
    CUDACORE_CHECK(cudacore_buffer_free(b.send, b.s));
    CUDACORE_CHECK(cudacore_buffer_free(b.recv, b.s));
    CUDACORE_CHECK(cudacore_buffer_free(b.t, b.s));
    CUDACORE_CHECK(cudacore_stream_synchronize(b.s));
    CUDACORE_CHECK(cudacore_communicator_destroy(b.comm));
    CUDACORE_CHECK(cudacore_stream_destroy(b.s));
    return 0;
}
