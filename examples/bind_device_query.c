/* bind_device_query.c -- deviceQuery with cudabind.h: driver version, then
   for each device its name, compute capability, memory, SMs, UUID and PCI
   bus id, each straight from one {err, value} wrapper.
   Next: bind_saxpy -- a whole program in the raw API.
   Build: cc -std=c99 examples/bind_device_query.c -o bind_device_query -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudabind.h"

static int attr(cudacore_CUdevice_attribute a, cudacore_CUdevice d) {
    cudabind_cuDeviceGetAttribute_result r = cudabind_cuDeviceGetAttribute(a, d);
    return r.err == CUDACORE_CUDA_SUCCESS ? r.pi : -1;
}

int main(void) {
    cudabind_cuInit_result init = cudabind_cuInit(0);
    cudabind_cuDriverGetVersion_result ver;
    cudabind_cuDeviceGetCount_result count;
    int i;
    if (init.err != CUDACORE_CUDA_SUCCESS) { /* the code, and why: cudacore's record ("libcuda ... could not be loaded: ...") */
        printf("cuInit: %s: %s\nskipped: no GPU\n", cudabind_CUresult_name(init.err), cudacore_last_error()->message);
        return 0;
    }
    CUDABIND_CHECK(ver = cudabind_cuDriverGetVersion());
    CUDABIND_CHECK(count = cudabind_cuDeviceGetCount());
    printf("CUDA driver %d.%d, %d device(s)\n", ver.driverVersion / 1000, (ver.driverVersion % 1000) / 10, count.count);
    for (i = 0; i < count.count; i++) {
        cudabind_cuDeviceGet_result dev;
        cudabind_cuDeviceTotalMem_result mem;
        cudabind_cuDeviceGetUuid_v2_result uuid;
        char name[256], bus[32];
        int k;
        CUDABIND_CHECK(dev = cudabind_cuDeviceGet(i));
        CUDABIND_CHECK(cudabind_cuDeviceGetName(name, sizeof name, dev.device));
        CUDABIND_CHECK(mem = cudabind_cuDeviceTotalMem(dev.device));
        CUDABIND_CHECK(uuid = cudabind_cuDeviceGetUuid_v2(dev.device));
        CUDABIND_CHECK(cudabind_cuDeviceGetPCIBusId(bus, sizeof bus, dev.device));
        printf("device %d: %s\n", i, name);
        printf("  compute capability   %d.%d\n", attr(CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev.device),
               attr(CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev.device));
        printf("  memory               %.1f GiB\n", (double)mem.bytes / (1024.0 * 1024.0 * 1024.0));
        printf("  multiprocessors      %d\n", attr(CUDACORE_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev.device));
        printf("  max threads/block    %d\n", attr(CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev.device));
        printf("  shared mem/block     %d bytes\n", attr(CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, dev.device));
        printf("  L2 cache             %d bytes\n", attr(CUDACORE_CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, dev.device));
        printf("  PCI bus id           %s\n  UUID                 GPU-", bus);
        for (k = 0; k < 16; k++) printf("%02x%s", (unsigned char)uuid.uuid.bytes[k], (k == 3 || k == 5 || k == 7 || k == 9) ? "-" : "");
        printf("\n");
    }
    return 0;
}
