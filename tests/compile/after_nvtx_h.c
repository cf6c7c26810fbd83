/* cudacore.h included after NVTX's own headers (nvtx3, with their
   implementation): no name may clash, and cudacore's generated NVTX checks
   compare its copy of the protocol (ids, slots, struct layouts) with the
   headers'. Both NVTX clients then run side by side; with no tool attached
   both do nothing. In C++ the scoped range is used too. */
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCuda.h>
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"

#if !CUDACORE__HAVE_NVTX_H
#error "cudacore.h did not see nvToolsExt.h: its NVTX checks were not compiled"
#endif

int main(void) {
    nvtxDomainHandle_t theirs = nvtxDomainCreateA("app");
    cudacore_nvtx_domain ours;
    ours.native = (void *)theirs; /* one handle type for both */
    nvtxRangePushA("NVTX's own range");
    cudacore_nvtx_push(ours, "cudacore's range in the same domain");
    cudacore_nvtx_pop(ours);
    nvtxRangePop();
    {
#ifdef __cplusplus
        cudacore_nvtx_range scoped("scoped", cudacore_nvtx_domain_cudacore());
#endif
        cudacore_nvtx_mark(cudacore_nvtx_domain_cudacore(), "mark");
    }
    (void)cudacore_nvtx_attached();
    nvtxDomainDestroy(theirs);
    return 0;
}
