/* vector_add -- from CUDA C++ source to a checked result, with a templated
   kernel. NVRTC cannot guess which instantiations of a template you want, so
   the program lists them as name expressions ("vector_add<float>"); NVRTC
   instantiates them and cudacore keeps their mangled names, so the kernels
   are then found by the C++ names you wrote (also from the compile cache).
   Arguments are passed by value with CUDACORE_LAUNCH / CUDACORE_ARG.
   Without a GPU it still compiles (for sm_90) and prints "skipped: no GPU".
   Next: saxpy -- the raw argument array, and a grid sized by the occupancy API.
   Build: cc -std=c99 examples/vector_add.c -o vector_add -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *source =
    "template <typename T>\n"
    "__global__ void vector_add(const T *a, const T *b, T *c, size_t n) {\n"
    "    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) c[i] = a[i] + b[i];\n"
    "}\n";

#define N ((size_t)1 << 20)

/* Adds two vectors of `elem`-byte elements with kernel k; leaves the sum in got. */
static void run(cudacore_kernel k, cudacore_stream s, const void *a, const void *b, void *got, size_t elem) {
    cudacore_memory_resource mr;
    cudacore_buffer da, db, dc;
    cudacore_CUdeviceptr pa, pb, pc;
    cudacore_launch_config cfg;
    size_t n = N;
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * elem, s, &da));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * elem, s, &db));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * elem, s, &dc));
    CUDACORE_CHECK(cudacore_buffer_native(da, &pa));
    CUDACORE_CHECK(cudacore_buffer_native(db, &pb));
    CUDACORE_CHECK(cudacore_buffer_native(dc, &pc));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(da, 0, a, N * elem, s));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(db, 0, b, N * elem, s));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (unsigned)((N + 255) / 256);
    /* one CUDACORE_ARG per kernel parameter: its type and its value */
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pa), CUDACORE_ARG(cudacore_CUdeviceptr, pb),
                                   CUDACORE_ARG(cudacore_CUdeviceptr, pc), CUDACORE_ARG(size_t, n)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, dc, 0, N * elem, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_buffer_free(da, s));
    CUDACORE_CHECK(cudacore_buffer_free(db, s));
    CUDACORE_CHECK(cudacore_buffer_free(dc, s));
}

int main(void) {
    static const char *names[] = {"vector_add<float>", "vector_add<int>"};
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel kf, ki;
    cudacore_stream s;
    const char *lowered;
    size_t size = 0, i, bad = 0;
    int ndev = 0, gpu;
    float *fa, *fb, *fc;
    int *ia, *ib, *ic;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1; /* failures are printed by CUDACORE_CHECK, with the whole error record */
    CUDACORE_CHECK(cudacore_setup(&desc));
    gpu = cudacore_device_count(&ndev) == CUDACORE_SUCCESS && ndev > 0;

    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "vector_add.cu";
    pd.name_expressions = names;
    pd.num_name_expressions = 2;
    memset(&opts, 0, sizeof opts);
    opts.arch = gpu ? NULL : "sm_90"; /* NULL: the current GPU's architecture */
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
    printf("compiled %lu bytes of CUBIN\n", (unsigned long)size);
    for (i = 0; i < 2; i++) {
        CUDACORE_CHECK(cudacore_object_code_lowered_name(code, names[i], &lowered));
        printf("  %-18s -> %s\n", names[i], lowered);
    }
    if (!gpu) {
        printf("skipped: no GPU (%s)\n", cudacore_result_name(cudacore_device_count(&ndev)));
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }

    /* kernels by their C++ names */
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "vector_add<float>", &kf));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "vector_add<int>", &ki));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));

    fa = (float *)malloc(N * sizeof(float));
    fb = (float *)malloc(N * sizeof(float));
    fc = (float *)malloc(N * sizeof(float));
    ia = (int *)malloc(N * sizeof(int));
    ib = (int *)malloc(N * sizeof(int));
    ic = (int *)malloc(N * sizeof(int));
    if (!fa || !fb || !fc || !ia || !ib || !ic) {
        printf("out of host memory\n");
        return 1;
    }
    for (i = 0; i < N; i++) {
        fa[i] = (float)i * 0.5f;
        fb[i] = 2.0f - (float)i;
        ia[i] = (int)i;
        ib[i] = 3 * (int)i + 1;
    }
    run(kf, s, fa, fb, fc, sizeof(float));
    run(ki, s, ia, ib, ic, sizeof(int));
    for (i = 0; i < N; i++) {
        float want = fa[i] + fb[i]; /* one IEEE addition, on the host as on the device */
        if (fc[i] != want || ic[i] != 4 * (int)i + 1) {
            if (bad < 5)
                printf("wrong at %lu: float %g (want %g), int %d (want %d)\n", (unsigned long)i, (double)fc[i], (double)want, ic[i],
                       4 * (int)i + 1);
            bad++;
        }
    }
    if (bad) printf("FAILED: %lu wrong elements\n", (unsigned long)bad);
    else printf("vector_add<float> and vector_add<int> on %lu elements: correct\n", (unsigned long)N);

    free(fa), free(fb), free(fc), free(ia), free(ib), free(ic);
    CUDACORE_CHECK(cudacore_kernel_destroy(kf));
    CUDACORE_CHECK(cudacore_kernel_destroy(ki));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    return bad ? 1 : 0;
}
