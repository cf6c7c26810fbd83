/* cudabind.h on a real GPU: more than 50 distinct wrappers across devices,
   contexts, memory, streams, events, modules, launch, pools, graphs and
   occupancy, every result checked on the host. */
#define _POSIX_C_SOURCE 200809L /* (tests/test.h: mkdtemp, setenv) */
#define CUDACORE_IMPLEMENTATION
#include "../../cudabind.h"
#include "../test.h"

#define OK(expr) CHECK((int)(expr).err == 0)

static const char *kSrc =
    "extern \"C\" __global__ void fill(unsigned *p, unsigned v, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = v + i; }\n"
    "__device__ unsigned g_counter = 7;\n"
    "extern \"C\" __global__ void bump() { atomicAdd(&g_counter, 1u); }\n";

static cudacore_CUcontext g_ctx;
static cudacore_CUmodule g_mod;
static cudacore_CUfunction g_fill, g_bump;

static int setup(void) {
    cudabind_cuDeviceGet_result dev;
    cudabind_cuDeviceGetAttribute_result ma, mi;
    cudabind_nvrtcCreateProgram_result p;
    cudabind_nvrtcGetCUBINSize_result cs;
    cudabind_cuDevicePrimaryCtxRetain_result pc;
    cudabind_cuModuleLoadData_result m;
    char opt[64], *cubin;
    const char *opts[1];
    if (g_mod) return 1;
    if (cudabind_cuInit(0).err != CUDACORE_CUDA_SUCCESS) return 0;
    dev = cudabind_cuDeviceGet(0);
    ma = cudabind_cuDeviceGetAttribute(CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev.device);
    mi = cudabind_cuDeviceGetAttribute(CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev.device);
    pc = cudabind_cuDevicePrimaryCtxRetain(dev.device);
    if (pc.err || cudabind_cuCtxSetCurrent(pc.pctx).err) return 0;
    g_ctx = pc.pctx;
    sprintf(opt, "--gpu-architecture=sm_%d%d", ma.pi, mi.pi);
    opts[0] = opt;
    p = cudabind_nvrtcCreateProgram(kSrc, "t.cu", 0, NULL, NULL);
    if (p.err || cudabind_nvrtcCompileProgram(p.prog, 1, opts).err) return 0;
    cs = cudabind_nvrtcGetCUBINSize(p.prog);
    cubin = (char *)malloc(cs.cubinSizeRet);
    (void)cudabind_nvrtcGetCUBIN(p.prog, cubin);
    (void)cudabind_nvrtcDestroyProgram(&p.prog);
    m = cudabind_cuModuleLoadData(cubin);
    free(cubin);
    if (m.err) return 0;
    g_mod = m.module;
    g_fill = cudabind_cuModuleGetFunction(g_mod, "fill").hfunc;
    g_bump = cudabind_cuModuleGetFunction(g_mod, "bump").hfunc;
    return g_fill && g_bump;
}
#define SETUP() do { NEED_GPU(); CHECK(setup()); if (!g_mod) return; } while (0)

static void device_and_driver(void) {
    cudabind_cuDriverGetVersion_result v;
    cudabind_cuDeviceGetCount_result n;
    cudabind_cuDeviceGet_result d;
    cudabind_cuDeviceTotalMem_result tm;
    cudabind_cuDeviceGetUuid_v2_result u;
    cudabind_cuDeviceGetPCIBusId_result bus;
    cudabind_cuDeviceGetByPCIBusId_result byb;
    cudabind_cuDeviceGetAttribute_result ws;
    cudabind_cuDeviceGetDefaultMemPool_result dp;
    cudabind_cuDevicePrimaryCtxGetState_result st;
    cudabind_cuCtxGetDevice_result cd;
    cudabind_cuCtxGetApiVersion_result av;
    cudabind_cuCtxGetStreamPriorityRange_result pr;
    cudabind_cuCtxGetLimit_result lim;
    cudabind_cuCtxGetCurrent_result cur;
    char name[256], busid[32];
    int i, nonzero = 0;
    SETUP();
    v = cudabind_cuDriverGetVersion();
    OK(v); CHECK(v.driverVersion >= 12000);
    n = cudabind_cuDeviceGetCount();
    OK(n); CHECK(n.count >= 1);
    d = cudabind_cuDeviceGet(0);
    OK(d); CHECK(d.device == 0);
    CHECK(cudabind_cuDeviceGet(n.count).err == CUDACORE_CUDA_ERROR_INVALID_DEVICE);
    OK(cudabind_cuDeviceGetName(name, sizeof name, d.device)); CHECK(strlen(name) > 3);
    tm = cudabind_cuDeviceTotalMem(d.device);
    OK(tm); CHECK(tm.bytes > ((size_t)1 << 30));
    u = cudabind_cuDeviceGetUuid_v2(d.device);
    OK(u);
    for (i = 0; i < 16; i++) nonzero |= u.uuid.bytes[i];
    CHECK(nonzero != 0);
    bus = cudabind_cuDeviceGetPCIBusId(busid, sizeof busid, d.device);
    OK(bus); CHECK(strlen(busid) >= 7);
    byb = cudabind_cuDeviceGetByPCIBusId(busid);
    OK(byb); CHECK(byb.dev == d.device);
    ws = cudabind_cuDeviceGetAttribute(CUDACORE_CU_DEVICE_ATTRIBUTE_WARP_SIZE, d.device);
    OK(ws); CHECK(ws.pi == 32);
    dp = cudabind_cuDeviceGetDefaultMemPool(d.device);
    OK(dp); CHECK(dp.pool_out != 0);
    st = cudabind_cuDevicePrimaryCtxGetState(d.device);
    OK(st); CHECK(st.active == 1);
    cd = cudabind_cuCtxGetDevice();
    OK(cd); CHECK(cd.device == d.device);
    av = cudabind_cuCtxGetApiVersion(g_ctx);
    OK(av); CHECK(av.version >= 3020);
    pr = cudabind_cuCtxGetStreamPriorityRange();
    OK(pr); CHECK(pr.greatestPriority <= pr.leastPriority);
    lim = cudabind_cuCtxGetLimit(CUDACORE_CU_LIMIT_STACK_SIZE);
    OK(lim); CHECK(lim.pvalue > 0);
    cur = cudabind_cuCtxGetCurrent();
    OK(cur); CHECK(cur.pctx == g_ctx);
    OK(cudabind_cuCtxSynchronize());
}

static void memory_streams_events_launch(void) {
    enum { N = 4096 };
    static unsigned h[N]; /* static: a skip or a failed check returns without a leak */
    unsigned v = 1000;
    int n = N, i, bad = 0;
    void *args[3];
    cudabind_cuMemAlloc_result a;
    cudabind_cuMemGetInfo_result mi;
    cudabind_cuMemGetAddressRange_result rng;
    cudabind_cuStreamCreate_result s;
    cudabind_cuStreamGetFlags_result sf;
    cudabind_cuStreamGetPriority_result sp;
    cudabind_cuEventCreate_result e0, e1;
    cudabind_cuEventElapsedTime_v2_result el;
    cudabind_cuMemHostAlloc_result hp;
    cudabind_cuPointerGetAttribute_result pa;
    cudacore_CUmemorytype mt = (cudacore_CUmemorytype)0;
    SETUP();
    a = cudabind_cuMemAlloc(N * sizeof(unsigned));
    OK(a); CHECK(a.dptr != 0);
    mi = cudabind_cuMemGetInfo();
    OK(mi); CHECK(mi.free > 0 && mi.free <= mi.total);
    rng = cudabind_cuMemGetAddressRange(a.dptr + 16);
    OK(rng); CHECK(rng.pbase == a.dptr && rng.psize >= N * sizeof(unsigned));
    pa = cudabind_cuPointerGetAttribute(&mt, CUDACORE_CU_POINTER_ATTRIBUTE_MEMORY_TYPE, a.dptr);
    OK(pa); CHECK(mt == CUDACORE_CU_MEMORYTYPE_DEVICE);
    s = cudabind_cuStreamCreate(CUDACORE_CU_STREAM_NON_BLOCKING);
    OK(s);
    sf = cudabind_cuStreamGetFlags(s.phStream);
    OK(sf); CHECK(sf.flags == CUDACORE_CU_STREAM_NON_BLOCKING);
    sp = cudabind_cuStreamGetPriority(s.phStream);
    OK(sp); CHECK(sp.priority == 0);
    e0 = cudabind_cuEventCreate(CUDACORE_CU_EVENT_DEFAULT);
    e1 = cudabind_cuEventCreate(CUDACORE_CU_EVENT_DEFAULT);
    OK(e0); OK(e1);
    OK(cudabind_cuMemsetD32Async(a.dptr, 0xdeadbeefu, N, s.phStream));
    OK(cudabind_cuEventRecord(e0.phEvent, s.phStream));
    args[0] = &a.dptr; args[1] = &v; args[2] = &n;
    OK(cudabind_cuLaunchKernel(g_fill, N / 256, 1, 1, 256, 1, 1, 0, s.phStream, args, NULL));
    OK(cudabind_cuEventRecord(e1.phEvent, s.phStream));
    OK(cudabind_cuMemcpyDtoHAsync(h, a.dptr, N * sizeof(unsigned), s.phStream));
    OK(cudabind_cuStreamSynchronize(s.phStream));
    OK(cudabind_cuStreamQuery(s.phStream));
    OK(cudabind_cuEventQuery(e1.phEvent));
    for (i = 0; i < N; i++) bad += h[i] != 1000u + (unsigned)i;
    CHECK(bad == 0);
    el = cudabind_cuEventElapsedTime_v2(e0.phEvent, e1.phEvent);
    OK(el); CHECK(el.pMilliseconds >= 0.0f);
    /* pinned host memory, synchronous copies, D2D */
    hp = cudabind_cuMemHostAlloc(N * sizeof(unsigned), 0);
    OK(hp); CHECK(hp.pp != NULL);
    if (hp.pp) {
        cudabind_cuMemAlloc_result b = cudabind_cuMemAlloc(N * sizeof(unsigned));
        OK(b);
        for (i = 0; i < N; i++) ((unsigned *)hp.pp)[i] = 3u * (unsigned)i;
        OK(cudabind_cuMemcpyHtoD(b.dptr, hp.pp, N * sizeof(unsigned)));
        OK(cudabind_cuMemcpyDtoD(a.dptr, b.dptr, N * sizeof(unsigned)));
        memset(h, 0, N * sizeof(unsigned));
        OK(cudabind_cuMemcpyDtoH(h, a.dptr, N * sizeof(unsigned)));
        for (bad = 0, i = 0; i < N; i++) bad += h[i] != 3u * (unsigned)i;
        CHECK(bad == 0);
        OK(cudabind_cuMemsetD8(b.dptr, 0x5a, 16));
        OK(cudabind_cuMemcpyDtoH(h, b.dptr, 16));
        CHECK(h[0] == 0x5a5a5a5au && h[3] == 0x5a5a5a5au);
        OK(cudabind_cuMemFree(b.dptr));
        OK(cudabind_cuMemFreeHost(hp.pp));
    }
    OK(cudabind_cuEventSynchronize(e1.phEvent));
    OK(cudabind_cuEventDestroy(e0.phEvent));
    OK(cudabind_cuEventDestroy(e1.phEvent));
    OK(cudabind_cuStreamDestroy(s.phStream));
    OK(cudabind_cuMemFree(a.dptr));
    CHECK(cudabind_cuMemFree(a.dptr).err != CUDACORE_CUDA_SUCCESS);
}

static void modules_functions_occupancy(void) {
    cudabind_cuModuleGetGlobal_result g;
    cudabind_cuFuncGetAttribute_result fa;
    cudabind_cuFuncGetName_result fn;
    cudabind_cuModuleGetFunctionCount_result fc;
    cudabind_cuOccupancyMaxActiveBlocksPerMultiprocessor_result ob;
    cudabind_cuOccupancyMaxPotentialBlockSize_result ps;
    cudabind_cuModuleGetFunction_result missing;
    unsigned counter = 0;
    SETUP();
    g = cudabind_cuModuleGetGlobal(g_mod, "g_counter");
    OK(g); CHECK(g.bytes == sizeof(unsigned) && g.dptr != 0);
    OK(cudabind_cuLaunchKernel(g_bump, 2, 1, 1, 64, 1, 1, 0, NULL, NULL, NULL));
    OK(cudabind_cuCtxSynchronize());
    OK(cudabind_cuMemcpyDtoH(&counter, g.dptr, sizeof counter));
    CHECK(counter == 7u + 128u);
    fa = cudabind_cuFuncGetAttribute(CUDACORE_CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, g_fill);
    OK(fa); CHECK(fa.pi >= 256);
    fn = cudabind_cuFuncGetName(g_fill);
    OK(fn); CHECK(fn.name && !strcmp(fn.name, "fill"));
    fc = cudabind_cuModuleGetFunctionCount(g_mod);
    OK(fc); CHECK(fc.count == 2);
    ob = cudabind_cuOccupancyMaxActiveBlocksPerMultiprocessor(g_fill, 256, 0);
    OK(ob); CHECK(ob.numBlocks >= 1);
    ps = cudabind_cuOccupancyMaxPotentialBlockSize(g_fill, NULL, 0, 0);
    OK(ps); CHECK(ps.blockSize >= 32 && ps.minGridSize >= 1);
    t_setup_quiet();
    missing = cudabind_cuModuleGetFunction(g_mod, "no_such_kernel");
    CHECK(missing.err == CUDACORE_CUDA_ERROR_NOT_FOUND && missing.hfunc == 0);
    CHECK(cudacore_last_error()->library == CUDACORE_LIBRARY_CUDA && !strcmp(cudacore_last_error()->call, "cuModuleGetFunction"));
}

static void pools_and_async_alloc(void) {
    cudabind_cuDeviceGetDefaultMemPool_result dp;
    cudabind_cuMemPoolGetAttribute_result ga;
    cudabind_cuMemAllocFromPoolAsync_result a;
    cudabind_cuMemAllocAsync_result b;
    cudabind_cuStreamCreate_result s;
    cudacore_cuuint64_t thr = 0, used = 0;
    unsigned x = 0;
    SETUP();
    dp = cudabind_cuDeviceGetDefaultMemPool(0);
    OK(dp);
    ga = cudabind_cuMemPoolGetAttribute(dp.pool_out, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &thr);
    OK(ga);
    s = cudabind_cuStreamCreate(0);
    OK(s);
    a = cudabind_cuMemAllocFromPoolAsync(1 << 20, dp.pool_out, s.phStream);
    OK(a); CHECK(a.dptr != 0);
    b = cudabind_cuMemAllocAsync(4096, s.phStream);
    OK(b); CHECK(b.dptr != 0 && b.dptr != a.dptr);
    OK(cudabind_cuMemsetD32Async(b.dptr, 42u, 1024, s.phStream));
    OK(cudabind_cuMemcpyDtoHAsync(&x, b.dptr + 4 * 100, 4, s.phStream));
    OK(cudabind_cuStreamSynchronize(s.phStream));
    CHECK(x == 42u);
    OK(cudabind_cuMemPoolGetAttribute(dp.pool_out, CUDACORE_CU_MEMPOOL_ATTR_USED_MEM_CURRENT, &used));
    CHECK(used >= (1u << 20));
    OK(cudabind_cuMemFreeAsync(a.dptr, s.phStream));
    OK(cudabind_cuMemFreeAsync(b.dptr, s.phStream));
    OK(cudabind_cuStreamSynchronize(s.phStream));
    OK(cudabind_cuMemPoolTrimTo(dp.pool_out, 0));
    OK(cudabind_cuStreamDestroy(s.phStream));
}

static void graphs_capture_and_explicit(void) {
    enum { N = 1024 };
    unsigned h[N], v = 5;
    int n = N, i, bad = 0;
    void *args[3];
    cudabind_cuMemAlloc_result a;
    cudabind_cuStreamCreate_result s;
    cudabind_cuStreamEndCapture_result g;
    cudabind_cuStreamIsCapturing_result cap;
    cudabind_cuGraphInstantiateWithFlags_result ge;
    cudabind_cuGraphCreate_result g2;
    cudabind_cuGraphAddEmptyNode_result en;
    cudabind_cuGraphNodeGetType_result nt;
    size_t num = 0;
    cudacore_CUgraphNode nodes[8];
    SETUP();
    a = cudabind_cuMemAlloc(N * sizeof(unsigned));
    s = cudabind_cuStreamCreate(CUDACORE_CU_STREAM_NON_BLOCKING);
    OK(a); OK(s);
    OK(cudabind_cuStreamBeginCapture(s.phStream, CUDACORE_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL));
    cap = cudabind_cuStreamIsCapturing(s.phStream);
    OK(cap); CHECK(cap.captureStatus == CUDACORE_CU_STREAM_CAPTURE_STATUS_ACTIVE);
    args[0] = &a.dptr; args[1] = &v; args[2] = &n;
    OK(cudabind_cuMemsetD32Async(a.dptr, 0, N, s.phStream));
    OK(cudabind_cuLaunchKernel(g_fill, N / 128, 1, 1, 128, 1, 1, 0, s.phStream, args, NULL));
    g = cudabind_cuStreamEndCapture(s.phStream);
    OK(g); CHECK(g.phGraph != 0);
    OK(cudabind_cuGraphGetNodes(g.phGraph, NULL, &num));
    CHECK(num == 2);
    OK(cudabind_cuGraphGetNodes(g.phGraph, nodes, &num));
    nt = cudabind_cuGraphNodeGetType(nodes[1]);
    OK(nt); CHECK(nt.type == CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL || nt.type == CUDACORE_CU_GRAPH_NODE_TYPE_MEMSET);
    ge = cudabind_cuGraphInstantiateWithFlags(g.phGraph, 0);
    OK(ge);
    OK(cudabind_cuGraphLaunch(ge.phGraphExec, s.phStream));
    OK(cudabind_cuGraphLaunch(ge.phGraphExec, s.phStream));
    OK(cudabind_cuStreamSynchronize(s.phStream));
    OK(cudabind_cuMemcpyDtoH(h, a.dptr, sizeof h));
    for (i = 0; i < N; i++) bad += h[i] != 5u + (unsigned)i;
    CHECK(bad == 0);
    OK(cudabind_cuGraphExecDestroy(ge.phGraphExec));
    OK(cudabind_cuGraphDestroy(g.phGraph));
    g2 = cudabind_cuGraphCreate(0);
    OK(g2);
    en = cudabind_cuGraphAddEmptyNode(g2.phGraph, NULL, 0);
    OK(en); CHECK(en.phGraphNode != 0);
    num = 0;
    OK(cudabind_cuGraphGetNodes(g2.phGraph, NULL, &num));
    CHECK(num == 1);
    OK(cudabind_cuGraphDestroy(g2.phGraph));
    OK(cudabind_cuStreamDestroy(s.phStream));
    OK(cudabind_cuMemFree(a.dptr));
}

int main(void) {
    RUN(device_and_driver);
    RUN(memory_streams_events_launch);
    RUN(modules_functions_occupancy);
    RUN(pools_and_async_alloc);
    RUN(graphs_capture_and_explicit);
    if (g_mod) (void)cudabind_cuModuleUnload(g_mod);
    if (g_ctx) (void)cudabind_cuDevicePrimaryCtxRelease(0);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
