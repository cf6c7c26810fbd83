/* Compile test: the implementation, built as C99/C11/C++11/C++17, and a call
   into each area so that every declaration is exercised by the linker too. */
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"
#include "../../cudacore.h" /* a second include must be harmless */
#include <stdio.h>

int main(void) {
    int n = 0;
    cudacore_desc desc;
    cudacore_library_info info;
    cudacore_device_properties props;
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    if (cudacore_setup(&desc) != CUDACORE_SUCCESS) return 1;
    (void)cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &info);
    {
        cudacore_nccl_env env; /* NCCL: the environment only (loading NCCL is for the tests) */
        (void)cudacore_nccl_env_get(&env);
    }
    if (cudacore_device_count(&n) == CUDACORE_SUCCESS && n > 0) (void)cudacore_device_get_properties(0, &props);
    printf("%s %s\n", CUDACORE_VERSION_STRING, cudacore_result_name(cudacore_last_error()->result));
    cudacore_shutdown();
    return 0;
}
