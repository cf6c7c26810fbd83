/* Compile test: the implementation, built as C99/C11/C++11/C++17, and a call
   into each area so that every declaration is exercised by the linker too. */
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"
#include "../../cudacore.h" /* a second include must be harmless */
#include <stdio.h>

/* Each argument form of a launch, on zero handles (every call fails cleanly).
   In C++ cudacore_launch(..., args, 2) must stay the C function: the
   template form has its own name (tests/compile/launch_forms.c runs them). */
static int launch_forms(void) {
    cudacore_stream s;
    cudacore_kernel k;
    cudacore_launch_config cfg;
    int n = 1, bad = 0;
    void *args[1];
    cudacore_arg sized[1] = {CUDACORE_ARG_OF(n)};
    s.id = 0;
    k.id = 0;
    memset(&cfg, 0, sizeof cfg);
    args[0] = &n;
    bad += cudacore_launch(s, &cfg, k, args, 1) == CUDACORE_SUCCESS;
    bad += cudacore_launch_sized(s, &cfg, k, sized, 1) == CUDACORE_SUCCESS;
    bad += CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(int, n)) == CUDACORE_SUCCESS;
#ifdef __cplusplus
    bad += cudacore_launch_values(s, &cfg, k, n, 2.0, 'c') == CUDACORE_SUCCESS;
#endif
    return bad;
}

static void count_place(const cudacore_library_candidate *candidate, void *user_data) {
    (void)candidate;
    ++*(int *)user_data;
}

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
        static cudacore_toolkit_headers_info headers; /* where the libraries and headers are searched */
        int places = 0;
        (void)cudacore_library_candidates(CUDACORE_LIBRARY_NVRTC, count_place, &places);
        (void)cudacore_toolkit_headers_get_info(&headers);
    }
    {
        cudacore_nccl_env env; /* NCCL: the environment only (loading NCCL is for the tests) */
        (void)cudacore_nccl_env_get(&env);
    }
    if (cudacore_device_count(&n) == CUDACORE_SUCCESS && n > 0) (void)cudacore_device_get_properties(0, &props);
    if (launch_forms()) return 1;
    printf("%s %s\n", CUDACORE_VERSION_STRING, cudacore_result_name(cudacore_last_error()->result));
    cudacore_shutdown();
    return 0;
}
