/* cudacore.h and cudabind.h included after NCCL's own nccl.h (which brings in
   the CUDA runtime's headers): cudacore reuses NCCL's types, so the two mix
   without casts; its generated compile-time checks compare every NCCL
   constant and struct layout with nccl.h's; and, checked here at run time,
   the two config initializers agree field by field (they cannot be compared
   at compile time). Exits 0 when all agree. */
#include <nccl.h>
#define CUDACORE_IMPLEMENTATION
#include "../../cudabind.h"

#if !CUDACORE__HAVE_NCCL_H
#error "cudacore.h did not recognise the nccl.h included first"
#endif

#define SAME(field) (theirs.field == ours.field)

int main(void) {
    ncclConfig_t theirs = NCCL_CONFIG_INITIALIZER;
    cudacore_ncclConfig_t ours = CUDACORE_NCCL_CONFIG_INITIALIZER;
    ncclSimInfo_t sim = NCCL_SIM_INFO_INITIALIZER;
    cudacore_ncclSimInfo_t our_sim = CUDACORE_NCCL_SIM_INFO_INITIALIZER;
    ncclComm_t comm = (cudacore_ncclComm_t)0;                 /* one type */
    cudacore_ncclDataType_t type = ncclBfloat16;
    ncclRedOp_t op = CUDACORE_ncclAvg;
    cudaStream_t stream = (cudacore_CUstream)0;               /* cudaStream_t is CUstream */
    ncclUniqueId *id = (cudacore_ncclUniqueId *)0;
    cudabind_ncclCommCount_result count;
    int ok = SAME(size) && SAME(magic) && SAME(version) && SAME(blocking) && SAME(cgaClusterSize) && SAME(minCTAs) && SAME(maxCTAs) &&
             SAME(netName) && SAME(splitShare) && SAME(trafficClass) && SAME(commName) && SAME(collnetEnable) && SAME(CTAPolicy) &&
             SAME(shrinkShare) && SAME(nvlsCTAs) && SAME(nChannelsPerNetPeer) && SAME(nvlinkCentricSched);
    ok = ok && sim.size == our_sim.size && sim.magic == our_sim.magic && sim.version == our_sim.version && sim.estimatedTime == our_sim.estimatedTime;
    ok = ok && NCCL_VERSION(2, 28, 9) == CUDACORE_NCCL_VERSION(2, 28, 9) && NCCL_CONFIG_UNDEF_INT == CUDACORE_NCCL_CONFIG_UNDEF_INT;
    count.err = ncclSuccess;
    (void)comm, (void)stream, (void)id;
    printf("nccl.h %d.%d.%d: config and sim-info initializers %s\n", NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH, ok ? "agree" : "DIFFER");
    return ok && type == ncclBfloat16 && op == ncclAvg && count.err == CUDACORE_ncclSuccess ? 0 : 1;
}
