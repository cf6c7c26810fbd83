/* cudacore.h included after the toolkit's own headers: it must reuse their
   types (so the two mix without casts) and its generated compile-time checks
   compare every constant and struct layout it declares with the toolkit's. */
#include <cuda.h>
#include <nvrtc.h>
#include <nvJitLink.h>
#include <nvvm.h> /* include/ or nvvm/include/: the Makefile passes both */
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"

int main(void) {
    CUstream s = (cudacore_CUstream)0;
    cudacore_CUdeviceptr p = (CUdeviceptr)0;
    CUresult r = CUDACORE_CUDA_SUCCESS;
    cudacore_CUresult r2 = CUDA_SUCCESS;
    cudacore_CUdevice_attribute a = CU_DEVICE_ATTRIBUTE_WARP_SIZE;
    CUdevice_attribute b = CUDACORE_CU_DEVICE_ATTRIBUTE_WARP_SIZE;
    nvrtcResult nr = CUDACORE_NVRTC_SUCCESS;
    nvvmResult vr = CUDACORE_NVVM_ERROR_COMPILATION;
    cudacore_nvvmProgram vp = (nvvmProgram)0;
    (void)s; (void)p; (void)r; (void)r2; (void)nr; (void)vr; (void)vp;
    return a == b ? 0 : 1;
}
