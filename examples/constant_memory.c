/* constant_memory -- a __constant__ table set from the host. The kernel
   evaluates a polynomial whose coefficients live in constant memory (cached,
   broadcast to every thread of a warp). The host finds the table by name
   (cudacore_object_code_get_global: its device address and size), writes it
   with cudacore_object_code_copy_to_global, reads it back, launches, then
   swaps in a second table and launches again -- no recompiling.
   The global copies are synchronous (cuMemcpy); the launches go to the
   legacy default stream, which is ordered after them.
   Without a GPU it compiles for sm_90 and prints "skipped: no GPU".
   Next: dynamic_smem -- shared memory past the 48 KB default.
   Build: cc -std=c99 examples/constant_memory.c -o constant_memory -ldl -lpthread -lm */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEGREE 7
static const char *source =
    "#define DEGREE 7\n"
    "__constant__ float coeffs[DEGREE + 1]; /* coeffs[k] multiplies x^k */\n"
    "extern \"C\" __global__ void polynomial(const float *x, float *y, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) {\n"
    "        float v = x[i], acc = coeffs[DEGREE];\n"
    "        for (int k = DEGREE - 1; k >= 0; k--) acc = acc * v + coeffs[k]; /* Horner */\n"
    "        y[i] = acc;\n"
    "    }\n"
    "}\n";

#define N 50000

static float horner(const float *c, float v) {
    float acc = c[DEGREE];
    int k;
    for (k = DEGREE - 1; k >= 0; k--) {
        volatile float prod = acc * v; /* rounded on its own, as on the device (fmad off) */
        acc = prod + c[k];
    }
    return acc;
}

/* Launches with the table currently in constant memory; checks against c. */
static int run_and_check(cudacore_kernel k, cudacore_buffer bx, cudacore_buffer by, const float *x, float *y, const float *c, const char *what) {
    cudacore_stream s = cudacore_stream_legacy();
    cudacore_CUdeviceptr px, py;
    cudacore_launch_config cfg;
    int n = N, i, bad = 0;
    CUDACORE_CHECK(cudacore_buffer_native(bx, &px));
    CUDACORE_CHECK(cudacore_buffer_native(by, &py));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (N + 255) / 256;
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(cudacore_CUdeviceptr, py), CUDACORE_ARG(int, n)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(y, by, 0, N * sizeof(float), s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++) {
        float want = horner(c, x[i]);
        if (fabsf(y[i] - want) > 1e-5f * fabsf(want) + 1e-6f) {
            if (bad < 5) printf("  %s: y[%d] = %.9g, want %.9g\n", what, i, (double)y[i], (double)want);
            bad++;
        }
    }
    printf("%-32s %s (%d values checked)\n", what, bad ? "WRONG" : "correct", N);
    return bad;
}

int main(void) {
    static const float table1[DEGREE + 1] = {1.0f, -0.5f, 0.25f, 0.125f, -0.0625f, 0.03125f, 0.0f, -0.01f};
    static const float table2[DEGREE + 1] = {0.0f, 1.0f, 0.0f, -1.0f / 6, 0.0f, 1.0f / 120, 0.0f, -1.0f / 5040}; /* ~ sin(x) */
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_memory_resource mr;
    cudacore_buffer bx, by;
    cudacore_CUdeviceptr table_ptr = 0;
    float back[DEGREE + 1], *x, *y;
    size_t table_size = 0, size = 0;
    int ndev = 0, i, bad = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "polynomial.cu";
    memset(&opts, 0, sizeof opts);
    opts.fma = CUDACORE_OFF; /* round acc * v and + c[k] separately, like the host check */
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "sm_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
        CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
        printf("compiled polynomial to %lu bytes of CUBIN for sm_90\nskipped: no GPU\n", (unsigned long)size);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "polynomial", &k));

    /* the table, by name */
    CUDACORE_CHECK(cudacore_object_code_get_global(code, "coeffs", &table_ptr, &table_size));
    printf("__constant__ coeffs: device address 0x%llx, %lu bytes\n", (unsigned long long)table_ptr, (unsigned long)table_size);
    if (table_size != sizeof table1 || !table_ptr) {
        printf("FAILED: want %lu bytes\n", (unsigned long)sizeof table1);
        return 1;
    }
    CUDACORE_CHECK(cudacore_object_code_copy_to_global(code, "coeffs", 0, table1, sizeof table1));
    CUDACORE_CHECK(cudacore_object_code_copy_from_global(code, "coeffs", 0, back, sizeof back));
    if (memcmp(back, table1, sizeof back) != 0) {
        printf("FAILED: the table read back differs from the one written\n");
        return 1;
    }

    x = (float *)malloc(N * sizeof(float));
    y = (float *)malloc(N * sizeof(float));
    if (!x || !y) return 1;
    for (i = 0; i < N; i++) x[i] = -2.0f + 4.0f * (float)i / N;
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), cudacore_stream_legacy(), &bx));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), cudacore_stream_legacy(), &by));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bx, 0, x, N * sizeof(float), cudacore_stream_legacy()));

    bad += run_and_check(k, bx, by, x, y, table1, "table 1 (a degree-7 polynomial)");
    /* a new table, written into the same loaded code: just the coefficient at
       x^1 first (offset + size into the global), then the whole table */
    CUDACORE_CHECK(cudacore_object_code_copy_to_global(code, "coeffs", sizeof(float), &table2[1], sizeof(float)));
    CUDACORE_CHECK(cudacore_object_code_copy_to_global(code, "coeffs", 0, table2, sizeof table2));
    bad += run_and_check(k, bx, by, x, y, table2, "table 2 (Taylor series of sin)");
    printf("sin(1.0) ~ %.6f from the device (libm: %.6f)\n", (double)y[(int)(3.0f * N / 4)], sin(1.0));

    CUDACORE_CHECK(cudacore_buffer_free(bx, cudacore_stream_legacy()));
    CUDACORE_CHECK(cudacore_buffer_free(by, cudacore_stream_legacy()));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(x);
    free(y);
    return bad ? 1 : 0;
}
