/* bench/stats.h -- the statistics the benchmark programs share (each
   includes it after <math.h> and <stdlib.h>):
     bench_cmp_double      qsort's comparison of doubles, ascending
     bench_median(d, n)    the median of d[0..n) (sorts d)
     bench_median_ci(d, n, &lo, &hi)
                           the same, and its 95% confidence interval from
                           order statistics (ranks n/2 -+ 0.98 sqrt(n)) */
#ifndef CUDACORE_BENCH_STATS_H
#define CUDACORE_BENCH_STATS_H
#if defined(__GNUC__) || defined(__clang__)
#define BENCH_STATS_FN static __attribute__((unused))
#else
#define BENCH_STATS_FN static
#endif

BENCH_STATS_FN int bench_cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
BENCH_STATS_FN double bench_median(double *d, int n) {
    qsort(d, (size_t)n, sizeof *d, bench_cmp_double);
    return n % 2 ? d[n / 2] : 0.5 * (d[n / 2 - 1] + d[n / 2]);
}
BENCH_STATS_FN double bench_median_ci(double *d, int n, double *lo, double *hi) {
    int j = (int)floor(n / 2.0 - 0.98 * sqrt((double)n)), k = (int)ceil(n / 2.0 + 0.98 * sqrt((double)n));
    double m = bench_median(d, n);
    *lo = d[j < 0 ? 0 : j];
    *hi = d[k >= n ? n - 1 : k];
    return m;
}

#endif
