/* bind_saxpy.c -- the cuda.bindings overview's SAXPY walk-through, in C with
   cudabind.h: NVRTC compiles the kernel to PTX for the device's architecture,
   then context, module, allocations, async copies on a stream, cuLaunchKernel
   with the argument array, copy back, verify on the host, clean up.
   Every call returns {err, outputs...}; CUDABIND_CHECK is checkCudaErrors.
   Next: the end of the path -- the manual at the top of cudacore.h, and
   docs/cuda-core-mapping.md for cuda.core users.
   Build: cc -std=c99 examples/bind_saxpy.c -o bind_saxpy -ldl -lpthread -lm */
#define CUDACORE_IMPLEMENTATION
#include "../cudabind.h"
#include <math.h>
#include <string.h>

static const char *saxpy =
    "extern \"C\" __global__\n"
    "void saxpy(float a, float *x, float *y, float *out, size_t n)\n"
    "{\n"
    "  size_t tid = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (tid < n) {\n"
    "    out[tid] = a * x[tid] + y[tid];\n"
    "  }\n"
    "}\n";

int main(void) {
    enum { NUM_THREADS = 512, NUM_BLOCKS = 32768 };
    cudabind_cuInit_result init;
    cudabind_cuDeviceGet_result dev;
    cudabind_cuDeviceGetAttribute_result major, minor;
    cudabind_nvrtcCreateProgram_result prog;
    cudabind_nvrtcGetPTXSize_result ptx_size;
    cudabind_cuCtxCreate_result ctx;
    cudabind_cuModuleLoadData_result module;
    cudabind_cuModuleGetFunction_result kernel;
    cudabind_cuMemAlloc_result dX, dY, dOut;
    cudabind_cuStreamCreate_result stream;
    char arch_arg[64], *ptx;
    const char *opts[2];
    float a = 2.0f, *hX, *hY, *hOut;
    size_t n = (size_t)NUM_THREADS * NUM_BLOCKS, buffer_size = n * sizeof(float), i, bad = 0;
    void *args[5];
    int have_gpu;
    memset(&dev, 0, sizeof dev);

    /* Initialize the driver API; without a GPU compile for a default arch. */
    init = cudabind_cuInit(0);
    have_gpu = init.err == CUDACORE_CUDA_SUCCESS;
    if (have_gpu) {
        CUDABIND_CHECK(dev = cudabind_cuDeviceGet(0));
        CUDABIND_CHECK(major = cudabind_cuDeviceGetAttribute(CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev.device));
        CUDABIND_CHECK(minor = cudabind_cuDeviceGetAttribute(CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev.device));
        sprintf(arch_arg, "--gpu-architecture=compute_%d%d", major.pi, minor.pi);
    } else { /* why, from cudacore's record: with no driver, "libcuda ... could not be loaded: ..." */
        printf("cuInit: %s: %s\n", cudabind_CUresult_name(init.err), cudacore_last_error()->message);
        sprintf(arch_arg, "--gpu-architecture=compute_90");
    }

    /* Create, compile, extract PTX. */
    CUDABIND_CHECK(prog = cudabind_nvrtcCreateProgram(saxpy, "saxpy.cu", 0, NULL, NULL));
    opts[0] = "--fmad=false";
    opts[1] = arch_arg;
    CUDABIND_CHECK(cudabind_nvrtcCompileProgram(prog.prog, 2, opts));
    CUDABIND_CHECK(ptx_size = cudabind_nvrtcGetPTXSize(prog.prog));
    ptx = (char *)malloc(ptx_size.ptxSizeRet);
    if (!ptx) return 1;
    CUDABIND_CHECK(cudabind_nvrtcGetPTX(prog.prog, ptx));
    CUDABIND_CHECK(cudabind_nvrtcDestroyProgram(&prog.prog));
    printf("compiled saxpy to %u bytes of PTX (%s)\n", (unsigned)ptx_size.ptxSizeRet, arch_arg);
    if (!have_gpu) {
        printf("skipped: no GPU\n");
        free(ptx);
        return 0;
    }

    /* Context, module, kernel. */
    CUDABIND_CHECK(ctx = cudabind_cuCtxCreate(0, dev.device));
    CUDABIND_CHECK(module = cudabind_cuModuleLoadData(ptx));
    CUDABIND_CHECK(kernel = cudabind_cuModuleGetFunction(module.module, "saxpy"));
    free(ptx);

    /* Host data. */
    hX = (float *)malloc(buffer_size);
    hY = (float *)malloc(buffer_size);
    hOut = (float *)calloc(n, sizeof(float));
    if (!hX || !hY || !hOut) return 1;
    for (i = 0; i < n; i++) {
        hX[i] = (float)(i % 1000) / 1000.0f;
        hY[i] = (float)((i * 7) % 1000) / 1000.0f;
    }

    /* Device buffers, stream, async copies. */
    CUDABIND_CHECK(dX = cudabind_cuMemAlloc(buffer_size));
    CUDABIND_CHECK(dY = cudabind_cuMemAlloc(buffer_size));
    CUDABIND_CHECK(dOut = cudabind_cuMemAlloc(buffer_size));
    CUDABIND_CHECK(stream = cudabind_cuStreamCreate(0));
    CUDABIND_CHECK(cudabind_cuMemcpyHtoDAsync(dX.dptr, hX, buffer_size, stream.phStream));
    CUDABIND_CHECK(cudabind_cuMemcpyHtoDAsync(dY.dptr, hY, buffer_size, stream.phStream));

    /* The argument array: one pointer per kernel argument. */
    args[0] = &a;
    args[1] = &dX.dptr;
    args[2] = &dY.dptr;
    args[3] = &dOut.dptr;
    args[4] = &n;
    CUDABIND_CHECK(cudabind_cuLaunchKernel(kernel.hfunc, NUM_BLOCKS, 1, 1, NUM_THREADS, 1, 1, 0, stream.phStream, args, NULL));
    CUDABIND_CHECK(cudabind_cuMemcpyDtoHAsync(hOut, dOut.dptr, buffer_size, stream.phStream));
    CUDABIND_CHECK(cudabind_cuStreamSynchronize(stream.phStream));

    /* Verify on the host (FMAD off: a*x+y rounds like the host's). */
    for (i = 0; i < n; i++)
        if (fabsf(hOut[i] - (a * hX[i] + hY[i])) > 1e-6f) bad++;

    /* Clean up. */
    CUDABIND_CHECK(cudabind_cuStreamDestroy(stream.phStream));
    CUDABIND_CHECK(cudabind_cuMemFree(dX.dptr));
    CUDABIND_CHECK(cudabind_cuMemFree(dY.dptr));
    CUDABIND_CHECK(cudabind_cuMemFree(dOut.dptr));
    CUDABIND_CHECK(cudabind_cuModuleUnload(module.module));
    CUDABIND_CHECK(cudabind_cuCtxDestroy(ctx.pctx));
    free(hX);
    free(hY);
    free(hOut);
    if (bad) {
        printf("saxpy: %u of %u results wrong\n", (unsigned)bad, (unsigned)n);
        return 1;
    }
    printf("saxpy: %u results correct\n", (unsigned)n);
    return 0;
}
