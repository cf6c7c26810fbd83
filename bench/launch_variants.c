/* launch_variants -- which raw launch form costs what, on stream and in capture.

   A diagnostic beside cudacore-bench: the raw driver offers several ways to
   launch the same kernel (cuLaunchKernel or cuLaunchKernelEx; a CUfunction
   from a module, a CUkernel from a library, or the CUfunction a CUkernel
   resolves to in the current context). cudacore picks one; this program shows
   what each costs in the same process, and where cudacore_launch lands.
     launch_variants            medians in microseconds per launch             */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUres;
static CUres (*p_launch)(cudacore_CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, cudacore_CUstream,
                         void **, void **);
static CUres (*p_launch_ex)(const cudacore_CUlaunchConfig *, cudacore_CUfunction, void **, void **);
static CUres (*p_sync)(cudacore_CUstream);
static CUres (*p_begin)(cudacore_CUstream, int);
static CUres (*p_end)(cudacore_CUstream, cudacore_CUgraph *);
static CUres (*p_gdestroy)(cudacore_CUgraph);
static CUres (*p_modload)(cudacore_CUmodule *, const void *);
static CUres (*p_getfn)(cudacore_CUfunction *, cudacore_CUmodule, const char *);
static CUres (*p_kgetfn)(cudacore_CUfunction *, cudacore_CUkernel);

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}
static int cmp(const void *a, const void *b) { return *(const double *)a < *(const double *)b ? -1 : *(const double *)a > *(const double *)b; }

#define GET(var, name) \
    do { \
        void *p_ = NULL; \
        CUDACORE_CHECK(cudacore_driver_proc(name, 0, &p_)); \
        memcpy(&var, &p_, sizeof p_); \
    } while (0)

enum { N = 1000, REPS = 31, VARIANTS = 6 };
static const char *names[VARIANTS] = {
    "cuLaunchKernel, CUfunction (module)", "cuLaunchKernel, CUkernel (library)", "cuLaunchKernelEx, CUfunction (module)",
    "cuLaunchKernelEx, CUkernel (library)", "cuLaunchKernelEx, CUfunction of the CUkernel", "cudacore_launch",
};

int main(void) {
    static const char src[] = "extern \"C\" __global__ void empty_kernel() {}\n";
    cudacore_program prog;
    cudacore_program_desc pd;
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_CUkernel kern;
    cudacore_CUfunction fmod, fkern;
    cudacore_CUmodule mod;
    cudacore_stream s;
    cudacore_CUstream cs;
    cudacore_launch_config cfg;
    cudacore_CUlaunchConfig lc;
    const void *bin;
    size_t size;
    double t[2][VARIANTS][REPS];
    int capture, v, rep, i, n = 0;
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || !n) {
        printf("launch_variants needs a GPU\n");
        return 0;
    }
    GET(p_launch, "cuLaunchKernel");
    GET(p_launch_ex, "cuLaunchKernelEx");
    GET(p_sync, "cuStreamSynchronize");
    GET(p_begin, "cuStreamBeginCapture");
    GET(p_end, "cuStreamEndCapture");
    GET(p_gdestroy, "cuGraphDestroy");
    GET(p_modload, "cuModuleLoadData");
    GET(p_getfn, "cuModuleGetFunction");
    GET(p_kgetfn, "cuKernelGetFunction");
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_stream_native(s, &cs));
    memset(&pd, 0, sizeof pd);
    pd.source = src;
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &oc));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(oc, "empty_kernel", &k));
    CUDACORE_CHECK(cudacore_kernel_native(k, &kern));
    CUDACORE_CHECK(cudacore_object_code_data(oc, &bin, &size, NULL));
    if (p_modload(&mod, bin) || p_getfn(&fmod, mod, "empty_kernel") || p_kgetfn(&fkern, kern)) return 1;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    memset(&lc, 0, sizeof lc);
    lc.gridDimX = lc.gridDimY = lc.gridDimZ = lc.blockDimX = lc.blockDimY = lc.blockDimZ = 1;
    lc.hStream = cs;
    for (capture = 0; capture < 2; capture++) {
        for (rep = 0; rep < REPS; rep++) {
            for (v = 0; v < VARIANTS; v++) {
                cudacore_CUgraph g = NULL;
                double t0;
                if (capture && p_begin(cs, 2)) return 2;
                t0 = now_us();
                for (i = 0; i < N; i++) {
                    CUres r = 0;
                    switch (v) {
                        case 0: r = p_launch(fmod, 1, 1, 1, 1, 1, 1, 0, cs, NULL, NULL); break;
                        case 1: r = p_launch((cudacore_CUfunction)(void *)kern, 1, 1, 1, 1, 1, 1, 0, cs, NULL, NULL); break;
                        case 2: r = p_launch_ex(&lc, fmod, NULL, NULL); break;
                        case 3: r = p_launch_ex(&lc, (cudacore_CUfunction)(void *)kern, NULL, NULL); break;
                        case 4: r = p_launch_ex(&lc, fkern, NULL, NULL); break;
                        default: r = (CUres)cudacore_launch(s, &cfg, k, NULL, 0); break;
                    }
                    if (r) return 3;
                }
                t[capture][v][rep] = (now_us() - t0) / N;
                if (capture) {
                    if (p_end(cs, &g)) return 4;
                    p_gdestroy(g);
                } else {
                    p_sync(cs);
                }
            }
        }
    }
    printf("%-48s %12s %12s\n", "variant (medians of 31 x 1000 launches)", "stream, us", "capture, us");
    for (v = 0; v < VARIANTS; v++) {
        qsort(t[0][v], REPS, sizeof(double), cmp);
        qsort(t[1][v], REPS, sizeof(double), cmp);
        printf("%-48s %12.3f %12.3f\n", names[v], t[0][v][REPS / 2], t[1][v][REPS / 2]);
    }
#ifdef CUDACORE_DEBUG
    printf("(cudacore built with CUDACORE_DEBUG: validation on)\n");
#endif
    { /* what start-up spends resolving the driver table (done once, at first use) */
        double t0 = now_us();
        int found = 0;
        for (i = 0; i < CUDACORE__DRV_COUNT; i++) found += cudacore__drv_resolve(i) != NULL;
        printf("resolving all %d driver entry points (%d found): %.3f ms\n", CUDACORE__DRV_COUNT, found, (now_us() - t0) / 1000);
    }
    return 0;
}
