/* graph_while_raw -- examples/graph_while.c on the raw driver API, with no
   cudacore call: the same kernel (compiled by NVRTC to a CUBIN for this
   GPU), the same buffers (stream-ordered allocations, the input copied on
   the stream), the same graph (two memset nodes, then a while-conditional
   node whose body relaxes x = (x + b) / 2 until the kernel says the
   residual is below the tolerance), one launch, the same checks.
   cudacore.h is included for the driver's ABI types alone (no
   CUDACORE_IMPLEMENTATION: no cudacore code is compiled in).

     cc -std=c99 -O1 tools/graph_while_raw.c -o build/graph_while_raw -ldl -lm
     build/graph_while_raw

   It answers whether a failure of examples/graph_while is cudacore's: `make
   gpu-check STEPS=whilerace` runs both, 8 copies at a time under
   compute-sanitizer, and counts the failures of each. Exit 0 and "ok: ..."
   when the result is exact; "skipped: ..." with no GPU. */
#include "../cudacore.h"
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 4096
#define TOL 1e-6f

static const char *src =
    "extern \"C\" __device__ void cudaGraphSetConditional(unsigned long long handle, unsigned int value);\n"
    "extern \"C\" __global__ void relax(unsigned long long cond, float *x, const float *b, int n, float tol,\n"
    "                                  float *residual, int *iterations) {\n"
    "    __shared__ float worst[256];\n"
    "    float m = 0.0f;\n"
    "    for (int i = threadIdx.x; i < n; i += blockDim.x) {\n"
    "        float nx = (x[i] + b[i]) * 0.5f;\n"
    "        m = fmaxf(m, fabsf(nx - x[i]));\n"
    "        x[i] = nx;\n"
    "    }\n"
    "    worst[threadIdx.x] = m;\n"
    "    __syncthreads();\n"
    "    for (int s = blockDim.x / 2; s > 0; s /= 2) {\n"
    "        if (threadIdx.x < s) worst[threadIdx.x] = fmaxf(worst[threadIdx.x], worst[threadIdx.x + s]);\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (threadIdx.x == 0) {\n"
    "        *residual = worst[0];\n"
    "        *iterations += 1;\n"
    "        cudaGraphSetConditional(cond, worst[0] > tol ? 1u : 0u);\n"
    "    }\n"
    "}\n";

typedef int CUresult;
static struct {
    CUresult (*Init)(unsigned);
    CUresult (*DeviceGetCount)(int *);
    CUresult (*DeviceGet)(cudacore_CUdevice *, int);
    CUresult (*DeviceGetAttribute)(int *, int, cudacore_CUdevice);
    CUresult (*PrimaryRetain)(cudacore_CUcontext *, cudacore_CUdevice);
    CUresult (*CtxSetCurrent)(cudacore_CUcontext);
    CUresult (*StreamCreate)(cudacore_CUstream *, unsigned);
    CUresult (*MemAllocAsync)(cudacore_CUdeviceptr *, size_t, cudacore_CUstream);
    CUresult (*MemFreeAsync)(cudacore_CUdeviceptr, cudacore_CUstream);
    CUresult (*MemcpyHtoDAsync)(cudacore_CUdeviceptr, const void *, size_t, cudacore_CUstream);
    CUresult (*MemcpyDtoHAsync)(void *, cudacore_CUdeviceptr, size_t, cudacore_CUstream);
    CUresult (*StreamSynchronize)(cudacore_CUstream);
    CUresult (*ModuleLoadData)(cudacore_CUmodule *, const void *);
    CUresult (*ModuleGetFunction)(cudacore_CUfunction *, cudacore_CUmodule, const char *);
    CUresult (*GraphCreate)(cudacore_CUgraph *, unsigned);
    CUresult (*GraphAddMemsetNode)(cudacore_CUgraphNode *, cudacore_CUgraph, const cudacore_CUgraphNode *, size_t,
                                   const cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *, cudacore_CUcontext);
    CUresult (*GraphConditionalHandleCreate)(cudacore_CUgraphConditionalHandle *, cudacore_CUgraph, cudacore_CUcontext, unsigned, unsigned);
    CUresult (*GraphAddNode)(cudacore_CUgraphNode *, cudacore_CUgraph, const cudacore_CUgraphNode *, size_t, cudacore_CUgraphNodeParams *);
    CUresult (*GraphAddKernelNode)(cudacore_CUgraphNode *, cudacore_CUgraph, const cudacore_CUgraphNode *, size_t,
                                   const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *);
    CUresult (*GraphInstantiate)(cudacore_CUgraphExec *, cudacore_CUgraph, unsigned long long);
    CUresult (*GraphLaunch)(cudacore_CUgraphExec, cudacore_CUstream);
    CUresult (*GraphExecDestroy)(cudacore_CUgraphExec);
    CUresult (*GraphDestroy)(cudacore_CUgraph);
    CUresult (*GetErrorName)(CUresult, const char **);
} cu;
static struct {
    int (*Create)(void **, const char *, const char *, int, const char *const *, const char *const *);
    int (*Compile)(void *, int, const char *const *);
    int (*GetCUBINSize)(void *, size_t *);
    int (*GetCUBIN)(void *, char *);
    int (*GetProgramLogSize)(void *, size_t *);
    int (*GetProgramLog)(void *, char *);
} nvrtc;

/* Each entry point of lib named in names (a NULL-ended list) into slots. */
static int resolve(void *lib, void **slots, const char *const *names) {
    int i;
    for (i = 0; lib && names[i]; i++) {
        void *p = dlsym(lib, names[i]);
        if (!p) {
            printf("graph_while_raw: %s not found\n", names[i]);
            return 0;
        }
        memcpy(&slots[i], &p, sizeof p);
    }
    return lib != NULL;
}

static int load(void) {
    static const char *const cu_names[] = {"cuInit", "cuDeviceGetCount", "cuDeviceGet", "cuDeviceGetAttribute", "cuDevicePrimaryCtxRetain",
                                           "cuCtxSetCurrent", "cuStreamCreate", "cuMemAllocAsync", "cuMemFreeAsync", "cuMemcpyHtoDAsync_v2",
                                           "cuMemcpyDtoHAsync_v2", "cuStreamSynchronize", "cuModuleLoadData", "cuModuleGetFunction",
                                           "cuGraphCreate", "cuGraphAddMemsetNode", "cuGraphConditionalHandleCreate", "cuGraphAddNode",
                                           "cuGraphAddKernelNode_v2", "cuGraphInstantiateWithFlags", "cuGraphLaunch", "cuGraphExecDestroy",
                                           "cuGraphDestroy", "cuGetErrorName", NULL};
    static const char *const nvrtc_names[] = {"nvrtcCreateProgram", "nvrtcCompileProgram", "nvrtcGetCUBINSize", "nvrtcGetCUBIN",
                                              "nvrtcGetProgramLogSize", "nvrtcGetProgramLog", NULL};
    const char *home = getenv("CUDA_HOME");
    char path[1024];
    void *nv = dlopen("libnvrtc.so.13", RTLD_NOW | RTLD_LOCAL);
    if (!nv) nv = dlopen("libnvrtc.so.12", RTLD_NOW | RTLD_LOCAL);
    if (!nv) {
        snprintf(path, sizeof path, "%s/lib64/libnvrtc.so", home && *home ? home : "/usr/local/cuda");
        nv = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    }
    if (!resolve(dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL), (void **)&cu, cu_names)) return 0;
    return resolve(nv, (void **)&nvrtc, nvrtc_names) ? 2 : 1;
}

static int failed(const char *what, CUresult r) {
    const char *name = "?";
    if (r == 0) return 0;
    cu.GetErrorName(r, &name);
    printf("graph_while_raw: %s failed: %s (%d)\n", what, name, r);
    return 1;
}
#define TRY(what, expr) \
    do { \
        if (failed(what, (expr))) return 1; \
    } while (0)

/* The kernel compiled for sm_<cc> into *cubin (malloc'd). */
static int compile(int cc, char **cubin) {
    void *prog = NULL;
    char opt[64];
    const char *opts[1];
    size_t size = 0;
    snprintf(opt, sizeof opt, "-arch=sm_%d", cc);
    opts[0] = opt;
    if (nvrtc.Create(&prog, src, "relax.cu", 0, NULL, NULL) || nvrtc.Compile(prog, 1, opts)) {
        char *log;
        nvrtc.GetProgramLogSize(prog, &size);
        log = (char *)calloc(size + 1, 1);
        if (log) nvrtc.GetProgramLog(prog, log);
        printf("graph_while_raw: NVRTC failed: %s\n", log ? log : "");
        return 1;
    }
    if (nvrtc.GetCUBINSize(prog, &size) || !(*cubin = (char *)malloc(size)) || nvrtc.GetCUBIN(prog, *cubin)) return 1;
    return 0;
}

int main(void) {
    static float hb[N], hx[N], ref[N];
    cudacore_CUdevice dev;
    cudacore_CUcontext ctx;
    cudacore_CUstream s;
    cudacore_CUmodule mod;
    cudacore_CUfunction relax;
    cudacore_CUdeviceptr x, b, res, iters;
    cudacore_CUgraph g, body;
    cudacore_CUgraphNode n_x, n_it, n_loop, n_relax, deps[2];
    cudacore_CUgraphConditionalHandle cond;
    cudacore_CUDA_MEMSET_NODE_PARAMS_v1 md;
    cudacore_CUgraphNodeParams cp;
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 kp;
    cudacore_CUgraphExec e;
    void *args[7];
    char *cubin = NULL;
    int count = 0, major = 0, minor = 0, n = N, iterations = 0, want_iters = 0, i, loaded = load();
    float tol = TOL, residual = 0, want_res = 0;
    if (!loaded || cu.Init(0) || cu.DeviceGetCount(&count) || !count) {
        printf("skipped: no GPU\n");
        return 0;
    }
    if (loaded < 2) {
        printf("graph_while_raw: NVRTC not found (set CUDA_HOME)\n");
        return 1;
    }
    /* the same input and the same loop on the host */
    for (i = 0; i < N; i++) hb[i] = (float)(i % 7 + 1) / 7.0f;
    do {
        want_res = 0;
        for (i = 0; i < N; i++) {
            float nx = (ref[i] + hb[i]) * 0.5f;
            want_res = fmaxf(want_res, fabsf(nx - ref[i]));
            ref[i] = nx;
        }
        want_iters++;
    } while (want_res > TOL);

    TRY("cuDeviceGet", cu.DeviceGet(&dev, 0));
    TRY("cuDeviceGetAttribute", cu.DeviceGetAttribute(&major, 75 /* COMPUTE_CAPABILITY_MAJOR */, dev));
    TRY("cuDeviceGetAttribute", cu.DeviceGetAttribute(&minor, 76 /* COMPUTE_CAPABILITY_MINOR */, dev));
    if (compile(major * 10 + minor, &cubin)) return 1;
    TRY("cuDevicePrimaryCtxRetain", cu.PrimaryRetain(&ctx, dev));
    TRY("cuCtxSetCurrent", cu.CtxSetCurrent(ctx));
    TRY("cuModuleLoadData", cu.ModuleLoadData(&mod, cubin));
    TRY("cuModuleGetFunction", cu.ModuleGetFunction(&relax, mod, "relax"));
    TRY("cuStreamCreate", cu.StreamCreate(&s, 1 /* non-blocking */));
    TRY("cuMemAllocAsync", cu.MemAllocAsync(&x, sizeof hx, s));
    TRY("cuMemAllocAsync", cu.MemAllocAsync(&b, sizeof hb, s));
    TRY("cuMemAllocAsync", cu.MemAllocAsync(&res, sizeof(float), s));
    TRY("cuMemAllocAsync", cu.MemAllocAsync(&iters, sizeof(int), s));
    TRY("cuMemcpyHtoDAsync", cu.MemcpyHtoDAsync(b, hb, sizeof hb, s));

    /* x = 0, iterations = 0, then: while (cond) relax -- cond starts at 1 */
    TRY("cuGraphCreate", cu.GraphCreate(&g, 0));
    memset(&md, 0, sizeof md);
    md.dst = x;
    md.elementSize = 4;
    md.width = N;
    md.height = 1;
    TRY("cuGraphAddMemsetNode", cu.GraphAddMemsetNode(&n_x, g, NULL, 0, &md, ctx));
    md.dst = iters;
    md.width = 1;
    TRY("cuGraphAddMemsetNode", cu.GraphAddMemsetNode(&n_it, g, NULL, 0, &md, ctx));
    TRY("cuGraphConditionalHandleCreate", cu.GraphConditionalHandleCreate(&cond, g, ctx, 1, 1 /* CU_GRAPH_COND_ASSIGN_DEFAULT */));
    memset(&cp, 0, sizeof cp);
    cp.type = CUDACORE_CU_GRAPH_NODE_TYPE_CONDITIONAL;
    cp.conditional.handle = cond;
    cp.conditional.type = CUDACORE_CU_GRAPH_COND_TYPE_WHILE;
    cp.conditional.size = 1;
    cp.conditional.ctx = ctx;
    deps[0] = n_x, deps[1] = n_it;
    TRY("cuGraphAddNode (conditional)", cu.GraphAddNode(&n_loop, g, deps, 2, &cp));
    body = cp.conditional.phGraph_out[0];
    args[0] = &cond, args[1] = &x, args[2] = &b, args[3] = &n, args[4] = &tol, args[5] = &res, args[6] = &iters;
    memset(&kp, 0, sizeof kp);
    kp.func = relax;
    kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1;
    kp.blockDimX = 256, kp.blockDimY = kp.blockDimZ = 1;
    kp.kernelParams = args;
    TRY("cuGraphAddKernelNode", cu.GraphAddKernelNode(&n_relax, body, NULL, 0, &kp));
    TRY("cuGraphInstantiateWithFlags", cu.GraphInstantiate(&e, g, 0));

    TRY("cuGraphLaunch", cu.GraphLaunch(e, s)); /* one launch: the loop runs on the GPU */
    TRY("cuMemcpyDtoHAsync", cu.MemcpyDtoHAsync(hx, x, sizeof hx, s));
    TRY("cuMemcpyDtoHAsync", cu.MemcpyDtoHAsync(&residual, res, sizeof residual, s));
    TRY("cuMemcpyDtoHAsync", cu.MemcpyDtoHAsync(&iterations, iters, sizeof iterations, s));
    TRY("cuStreamSynchronize", cu.StreamSynchronize(s));
    if (iterations != want_iters || residual != want_res || !(residual <= TOL)) {
        printf("wrong: %d iterations (expected %d), residual %g (expected %g)\n", iterations, want_iters, residual, want_res);
        return 1;
    }
    for (i = 0; i < N; i++)
        if (hx[i] != ref[i]) {
            printf("wrong: x[%d] = %.9g, expected %.9g\n", i, hx[i], ref[i]);
            return 1;
        }
    printf("ok: converged on the device in %d iterations, residual %.3g <= %g, one graph launch (raw driver)\n", iterations, residual, TOL);
    TRY("cuGraphExecDestroy", cu.GraphExecDestroy(e));
    TRY("cuGraphDestroy", cu.GraphDestroy(g));
    TRY("cuMemFreeAsync", cu.MemFreeAsync(x, s));
    TRY("cuMemFreeAsync", cu.MemFreeAsync(b, s));
    TRY("cuMemFreeAsync", cu.MemFreeAsync(res, s));
    TRY("cuMemFreeAsync", cu.MemFreeAsync(iters, s));
    TRY("cuStreamSynchronize", cu.StreamSynchronize(s));
    free(cubin);
    return 0;
}
