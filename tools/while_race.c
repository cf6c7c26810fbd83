/* while_race -- examples/graph_while.c's graph on the raw driver API (no
   cudacore, no CUDA header: libcuda and libnvrtc are opened at run time), to
   tell whether the CUDA_ERROR_ILLEGAL_ADDRESS that graph_while meets under
   compute-sanitizer with 8 copies at once (21 of 32 runs; alone 0 of 5;
   without the sanitizer 0 of 320) is cudacore's or the driver's and the
   sanitizer's.

     cc -std=c99 -O1 tools/while_race.c -o build/while_race -ldl
     build/while_race

   The same graph: x = 0 and iterations = 0 (two memset nodes), then a
   while-conditional node (default value 1) whose body is one kernel node,
   relax: one block of 256 threads, x = (x + b) / 2, the largest change
   reduced, cudaGraphSetConditional(cond, change > 1e-6). The kernel is the
   example's source, compiled by NVRTC for the device (-arch=sm_XY); the
   graph is instantiated once and launched once, and the iteration count,
   residual and solution are checked against the same loop on the host.
   Exit 0 and "while_race: ok, N iterations" when all agree; 1 and the
   failing call (with its CUresult name) otherwise; 77 with "skipped: WHY"
   when it cannot run (no driver, no GPU, no NVRTC, a driver before 12.3).
   WHILE_RACE_NVRTC names libnvrtc (else libnvrtc.so.13, .so.12, .so).
   `make gpu-check STEPS=whilerace` runs it 8 at a time under
   compute-sanitizer, then examples/graph_while the same way
   (tools/while_race.sh). */
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 4096
#define TOL 1e-6f

typedef int CUresult;
typedef int CUdevice;
typedef struct wr_opaque *CUcontext, *CUmodule, *CUfunction, *CUstream, *CUgraph, *CUgraphNode, *CUgraphExec;
typedef unsigned long long CUdeviceptr;
typedef unsigned long long CUgraphConditionalHandle;
typedef struct { /* CUDA_MEMSET_NODE_PARAMS */
    CUdeviceptr dst;
    size_t pitch;
    unsigned value, element_size;
    size_t width, height;
} wr_memset;
typedef struct { /* CUDA_KERNEL_NODE_PARAMS_v2 (12.0) */
    CUfunction func;
    unsigned grid[3], block[3], shared_bytes;
    void **params, **extra;
    void *kern;
    CUcontext ctx;
} wr_kernel_node;
typedef struct { /* CUgraphNodeParams (256 bytes), holding CUDA_CONDITIONAL_NODE_PARAMS */
    int type;          /* CU_GRAPH_NODE_TYPE_CONDITIONAL = 13 */
    int reserved0[3];
    union {
        long long reserved1[29];
        struct {
            CUgraphConditionalHandle handle;
            int cond_type; /* CU_GRAPH_COND_TYPE_WHILE = 1 */
            unsigned size;
            CUgraph *body_out;
            CUcontext ctx;
        } cond;
    } u;
    long long reserved2;
} wr_node_params;
typedef char wr_node_params_is_256_bytes[sizeof(wr_node_params) == 256 ? 1 : -1];

static struct {
    CUresult (*Init)(unsigned);
    CUresult (*DriverGetVersion)(int *);
    CUresult (*DeviceGetCount)(int *);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*DeviceGetAttribute)(int *, int, CUdevice);
    CUresult (*PrimaryRetain)(CUcontext *, CUdevice);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*GetProcAddress)(const char *, void **, int, unsigned long long, int *);
    CUresult (*GetErrorName)(CUresult, const char **);
    /* through cuGetProcAddress, at the ABI version named */
    CUresult (*ModuleLoadData)(CUmodule *, const void *);
    CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*StreamCreate)(CUstream *, unsigned);
    CUresult (*StreamSynchronize)(CUstream);
    CUresult (*MemAlloc)(CUdeviceptr *, size_t);
    CUresult (*MemcpyHtoD)(CUdeviceptr, const void *, size_t);
    CUresult (*MemcpyDtoH)(void *, CUdeviceptr, size_t);
    CUresult (*GraphCreate)(CUgraph *, unsigned);
    CUresult (*GraphAddMemsetNode)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const wr_memset *, CUcontext);
    CUresult (*GraphConditionalHandleCreate)(CUgraphConditionalHandle *, CUgraph, CUcontext, unsigned, unsigned);
    CUresult (*GraphAddNode)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, wr_node_params *);
    CUresult (*GraphAddKernelNode)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const wr_kernel_node *);
    CUresult (*GraphInstantiateWithFlags)(CUgraphExec *, CUgraph, unsigned long long);
    CUresult (*GraphLaunch)(CUgraphExec, CUstream);
} cu;
static struct {
    int (*Create)(void **, const char *, const char *, int, const char *const *, const char *const *);
    int (*Compile)(void *, int, const char *const *);
    int (*LogSize)(void *, size_t *);
    int (*Log)(void *, char *);
    int (*CubinSize)(void *, size_t *);
    int (*Cubin)(void *, char *);
} rtc;

static const char *src = /* examples/graph_while.c's kernel, as it is there */
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

static const char *name_of(CUresult r) {
    const char *s = NULL;
    if (cu.GetErrorName) cu.GetErrorName(r, &s);
    return s ? s : "?";
}
/* A failed call: said, and the exit status 1. */
#define CALL(what, expr) \
    do { \
        CUresult r_ = (expr); \
        if (r_ != 0) { \
            printf("while_race: %s failed: %d %s\n", (what), r_, name_of(r_)); \
            return 1; \
        } \
    } while (0)

static int sym(void *lib, void *slot, const char *name) {
    void *p = dlsym(lib, name);
    memcpy(slot, &p, sizeof p);
    return p != NULL;
}
/* name at ABI version ver, through cuGetProcAddress (as cudacore binds it). */
static int proc(void *slot, const char *name, int ver) {
    void *p = NULL;
    int status = 0;
    if (cu.GetProcAddress(name, &p, ver, 0, &status) != 0 || !p) return 0;
    memcpy(slot, &p, sizeof p);
    return 1;
}
static int load_driver(void) {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return 0;
    return sym(lib, &cu.Init, "cuInit") && sym(lib, &cu.DriverGetVersion, "cuDriverGetVersion") && sym(lib, &cu.DeviceGetCount, "cuDeviceGetCount") &&
           sym(lib, &cu.DeviceGet, "cuDeviceGet") && sym(lib, &cu.DeviceGetAttribute, "cuDeviceGetAttribute") &&
           sym(lib, &cu.PrimaryRetain, "cuDevicePrimaryCtxRetain") && sym(lib, &cu.CtxSetCurrent, "cuCtxSetCurrent") &&
           sym(lib, &cu.GetProcAddress, "cuGetProcAddress_v2") && sym(lib, &cu.GetErrorName, "cuGetErrorName");
}
static int bind_graph_calls(void) {
    return proc(&cu.ModuleLoadData, "cuModuleLoadData", 2000) && proc(&cu.ModuleGetFunction, "cuModuleGetFunction", 2000) &&
           proc(&cu.StreamCreate, "cuStreamCreate", 2000) && proc(&cu.StreamSynchronize, "cuStreamSynchronize", 2000) &&
           proc(&cu.MemAlloc, "cuMemAlloc", 3020) && proc(&cu.MemcpyHtoD, "cuMemcpyHtoD", 3020) && proc(&cu.MemcpyDtoH, "cuMemcpyDtoH", 3020) &&
           proc(&cu.GraphCreate, "cuGraphCreate", 10000) && proc(&cu.GraphAddMemsetNode, "cuGraphAddMemsetNode", 10000) &&
           proc(&cu.GraphConditionalHandleCreate, "cuGraphConditionalHandleCreate", 12030) &&
           proc(&cu.GraphAddNode, "cuGraphAddNode", 12020) && proc(&cu.GraphAddKernelNode, "cuGraphAddKernelNode", 12000) &&
           proc(&cu.GraphInstantiateWithFlags, "cuGraphInstantiateWithFlags", 11040) && proc(&cu.GraphLaunch, "cuGraphLaunch", 10000);
}
static int load_nvrtc(void) {
    static const char *const names[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
    const char *env = getenv("WHILE_RACE_NVRTC");
    void *lib = env && *env ? dlopen(env, RTLD_NOW | RTLD_LOCAL) : NULL;
    size_t i;
    for (i = 0; !lib && !(env && *env) && i < sizeof names / sizeof names[0]; i++) lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!lib) return 0;
    return sym(lib, &rtc.Create, "nvrtcCreateProgram") && sym(lib, &rtc.Compile, "nvrtcCompileProgram") &&
           sym(lib, &rtc.LogSize, "nvrtcGetProgramLogSize") && sym(lib, &rtc.Log, "nvrtcGetProgramLog") &&
           sym(lib, &rtc.CubinSize, "nvrtcGetCUBINSize") && sym(lib, &rtc.Cubin, "nvrtcGetCUBIN");
}
/* The kernel's CUBIN for compute capability major.minor (malloc'd), or NULL. */
static char *compile(int major, int minor) {
    void *p = NULL;
    char arch[32], *cubin = NULL, *log;
    const char *opts[1];
    size_t n = 0;
    snprintf(arch, sizeof arch, "-arch=sm_%d%d", major, minor);
    opts[0] = arch;
    if (rtc.Create(&p, src, "while_race.cu", 0, NULL, NULL) != 0) return NULL;
    if (rtc.Compile(p, 1, opts) != 0) {
        if (rtc.LogSize(p, &n) == 0 && (log = (char *)malloc(n + 1)) != NULL) {
            if (rtc.Log(p, log) == 0) printf("while_race: NVRTC (%s):\n%s\n", arch, log);
            free(log);
        }
        return NULL;
    }
    if (rtc.CubinSize(p, &n) == 0 && (cubin = (char *)malloc(n)) != NULL && rtc.Cubin(p, cubin) != 0) {
        free(cubin);
        cubin = NULL;
    }
    return cubin;
}

int main(void) {
    static float hb[N], hx[N], ref[N];
    int count = 0, version = 0, major = 0, minor = 0, n = N, iterations = 0, want_iters = 0, i;
    float tol = TOL, residual = 0, want_res = 0;
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction relax;
    CUstream s;
    CUdeviceptr px, pb, pr, pi;
    CUgraph g, body[1] = {NULL};
    CUgraphNode n_x, n_it, n_loop, n_relax, deps[2];
    CUgraphConditionalHandle cond = 0;
    CUgraphExec e;
    wr_memset md;
    wr_node_params np;
    wr_kernel_node kn;
    void *args[7];
    char *cubin;
    if (!load_driver() || cu.Init(0) != 0 || cu.DeviceGetCount(&count) != 0 || count == 0) return printf("skipped: no CUDA driver or no GPU\n"), 77;
    if (cu.DriverGetVersion(&version) != 0 || version < 12030) return printf("skipped: the driver (%d) predates conditional nodes (12.3)\n", version), 77;
    if (!bind_graph_calls()) return printf("while_race: a driver function could not be found\n"), 1;
    if (!load_nvrtc()) return printf("skipped: no NVRTC (WHILE_RACE_NVRTC names it)\n"), 77;
    CALL("cuDeviceGet", cu.DeviceGet(&dev, 0));
    CALL("cuDeviceGetAttribute", cu.DeviceGetAttribute(&major, 75 /* COMPUTE_CAPABILITY_MAJOR */, dev));
    CALL("cuDeviceGetAttribute", cu.DeviceGetAttribute(&minor, 76 /* COMPUTE_CAPABILITY_MINOR */, dev));
    CALL("cuDevicePrimaryCtxRetain", cu.PrimaryRetain(&ctx, dev));
    CALL("cuCtxSetCurrent", cu.CtxSetCurrent(ctx));
    if (!(cubin = compile(major, minor))) return printf("while_race: NVRTC could not compile the kernel\n"), 1;
    CALL("cuModuleLoadData", cu.ModuleLoadData(&mod, cubin));
    CALL("cuModuleGetFunction", cu.ModuleGetFunction(&relax, mod, "relax"));
    for (i = 0; i < N; i++) hb[i] = (float)(i % 7 + 1) / 7.0f;
    do { /* the same iteration on the host */
        want_res = 0;
        for (i = 0; i < N; i++) {
            float nx = (ref[i] + hb[i]) * 0.5f;
            want_res = fmaxf(want_res, fabsf(nx - ref[i]));
            ref[i] = nx;
        }
        want_iters++;
    } while (want_res > TOL);
    CALL("cuStreamCreate", cu.StreamCreate(&s, 1 /* NON_BLOCKING */));
    CALL("cuMemAlloc", cu.MemAlloc(&px, sizeof hx));
    CALL("cuMemAlloc", cu.MemAlloc(&pb, sizeof hb));
    CALL("cuMemAlloc", cu.MemAlloc(&pr, sizeof(float)));
    CALL("cuMemAlloc", cu.MemAlloc(&pi, sizeof(int)));
    CALL("cuMemcpyHtoD", cu.MemcpyHtoD(pb, hb, sizeof hb));
    /* x = 0, iterations = 0, then: while (cond) relax -- cond starts at 1 */
    CALL("cuGraphCreate", cu.GraphCreate(&g, 0));
    memset(&md, 0, sizeof md);
    md.dst = px, md.element_size = 4, md.width = N, md.height = 1;
    CALL("cuGraphAddMemsetNode (x)", cu.GraphAddMemsetNode(&n_x, g, NULL, 0, &md, ctx));
    md.dst = pi, md.width = 1;
    CALL("cuGraphAddMemsetNode (iterations)", cu.GraphAddMemsetNode(&n_it, g, NULL, 0, &md, ctx));
    CALL("cuGraphConditionalHandleCreate", cu.GraphConditionalHandleCreate(&cond, g, ctx, 1, 1 /* CU_GRAPH_COND_ASSIGN_DEFAULT */));
    memset(&np, 0, sizeof np);
    np.type = 13; /* CU_GRAPH_NODE_TYPE_CONDITIONAL */
    np.u.cond.handle = cond;
    np.u.cond.cond_type = 1; /* CU_GRAPH_COND_TYPE_WHILE */
    np.u.cond.size = 1;
    np.u.cond.body_out = body;
    np.u.cond.ctx = ctx;
    deps[0] = n_x, deps[1] = n_it;
    CALL("cuGraphAddNode (while)", cu.GraphAddNode(&n_loop, g, deps, 2, &np));
    if (!body[0]) return printf("while_race: cuGraphAddNode returned no body graph\n"), 1;
    memset(&kn, 0, sizeof kn);
    kn.func = relax;
    kn.grid[0] = kn.grid[1] = kn.grid[2] = 1;
    kn.block[0] = 256, kn.block[1] = kn.block[2] = 1;
    args[0] = &cond, args[1] = &px, args[2] = &pb, args[3] = &n, args[4] = &tol, args[5] = &pr, args[6] = &pi;
    kn.params = args;
    CALL("cuGraphAddKernelNode (relax)", cu.GraphAddKernelNode(&n_relax, body[0], NULL, 0, &kn));
    CALL("cuGraphInstantiateWithFlags", cu.GraphInstantiateWithFlags(&e, g, 0));
    CALL("cuGraphLaunch", cu.GraphLaunch(e, s)); /* one launch: the loop runs on the GPU */
    CALL("cuStreamSynchronize", cu.StreamSynchronize(s));
    CALL("cuMemcpyDtoH (x)", cu.MemcpyDtoH(hx, px, sizeof hx));
    CALL("cuMemcpyDtoH (residual)", cu.MemcpyDtoH(&residual, pr, sizeof residual));
    CALL("cuMemcpyDtoH (iterations)", cu.MemcpyDtoH(&iterations, pi, sizeof iterations));
    if (iterations != want_iters || fabsf(residual - want_res) > 1e-7f) {
        printf("while_race: %d iterations, residual %g; the host's loop: %d, %g\n", iterations, (double)residual, want_iters, (double)want_res);
        return 1;
    }
    for (i = 0; i < N; i++)
        if (fabsf(hx[i] - ref[i]) > 1e-5f) return printf("while_race: x[%d] = %g, the host's %g\n", i, (double)hx[i], (double)ref[i]), 1;
    printf("while_race: ok, %d iterations\n", iterations);
    free(cubin);
    return 0;
}
