/* saxpy -- out = a * x + y, launched the raw way: an array of pointers, one
   per kernel parameter, each pointing at that argument's value (what
   cuLaunchKernel takes; CUDACORE_LAUNCH builds it for you, with the sizes
   that let debug builds check each argument: see kernel_arguments.c). Also:
   choosing the block size with the occupancy API and sizing a grid-stride
   loop's grid to the GPU, and --fmad=false (opts.fma = CUDACORE_OFF) so the
   device rounds a * x + y exactly as the host does and the check is exact.
   Without a GPU it compiles to PTX and prints "skipped: no GPU".
   Next: kernel_arguments -- how each argument is sized and checked against the
   kernel.
   Build: cc -std=c99 examples/saxpy.c -o saxpy -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *source =
    "extern \"C\" __global__ void saxpy(float a, const float *x, const float *y, float *out, size_t n) {\n"
    "    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)\n"
    "        out[i] = a * x[i] + y[i];\n"
    "}\n";

#define N ((size_t)10000000)

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer bx, by, bo;
    cudacore_CUdeviceptr px, py, po;
    cudacore_launch_config cfg;
    cudacore_device_info info;
    void *args[5];
    float a = 2.5f, *x, *y, *out;
    size_t n = N, i, bad = 0, size = 0;
    int ndev = 0, min_grid = 0, block = 0, per_sm = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "saxpy.cu";
    memset(&opts, 0, sizeof opts);
    opts.fma = CUDACORE_OFF; /* no fused multiply-add: bit-identical to the host */
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "compute_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_PTX, &opts, &code));
        CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
        printf("compiled saxpy to %lu bytes of PTX for compute_90\n", (unsigned long)size);
        printf("skipped: no GPU\n");
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "saxpy", &k));

    /* Block size for the best occupancy; then just enough blocks to fill
       every SM, each thread looping over the rest (a grid-stride loop). */
    CUDACORE_CHECK(cudacore_kernel_max_potential_block_size(k, 0, 0, &min_grid, &block));
    CUDACORE_CHECK(cudacore_kernel_max_active_blocks_per_sm(k, block, 0, &per_sm));
    CUDACORE_CHECK(cudacore_device_get_info(0, &info));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = (unsigned)block;
    cfg.grid[0] = (unsigned)(per_sm * info.multiprocessor_count);
    printf("%s: block %d threads (occupancy API), %d blocks per SM x %d SMs = grid %u\n", info.name, block, per_sm, info.multiprocessor_count,
           cfg.grid[0]);

    x = (float *)malloc(N * sizeof(float));
    y = (float *)malloc(N * sizeof(float));
    out = (float *)malloc(N * sizeof(float));
    if (!x || !y || !out) {
        printf("out of host memory\n");
        return 1;
    }
    for (i = 0; i < N; i++) {
        x[i] = (float)(i % 1000) * 0.001f;
        y[i] = (float)(i % 77) - 38.0f;
    }
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &bx));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &by));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &bo));
    CUDACORE_CHECK(cudacore_buffer_native(bx, &px));
    CUDACORE_CHECK(cudacore_buffer_native(by, &py));
    CUDACORE_CHECK(cudacore_buffer_native(bo, &po));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bx, 0, x, N * sizeof(float), s));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(by, 0, y, N * sizeof(float), s));

    /* the raw argument array: &value for each parameter, in order */
    args[0] = &a;
    args[1] = &px;
    args[2] = &py;
    args[3] = &po;
    args[4] = &n;
    CUDACORE_CHECK(cudacore_launch(s, &cfg, k, args, 5));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(out, bo, 0, N * sizeof(float), s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));

    for (i = 0; i < N; i++) {
        volatile float prod = a * x[i]; /* rounded on its own, even where the host compiler would fuse */
        float want = prod + y[i];
        if (out[i] != want) {
            if (bad < 5) printf("out[%lu] = %.9g, want %.9g\n", (unsigned long)i, (double)out[i], (double)want);
            bad++;
        }
    }
    if (bad) printf("FAILED: %lu of %lu wrong\n", (unsigned long)bad, (unsigned long)N);
    else printf("saxpy on %lu elements: every result bit-identical to the host's\n", (unsigned long)N);

    CUDACORE_CHECK(cudacore_buffer_free(bx, s));
    CUDACORE_CHECK(cudacore_buffer_free(by, s));
    CUDACORE_CHECK(cudacore_buffer_free(bo, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(x), free(y), free(out);
    return bad ? 1 : 0;
}
