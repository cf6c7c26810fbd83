/* fault_probe -- what the CUDA driver lets a process do after a kernel faults,
   measured on the raw driver API (no cudacore, no CUDA header: libcuda is
   opened at run time and the kernels are PTX written here).

     cc -std=c99 -O1 tools/fault_probe.c -o build/fault_probe -ldl
     build/fault_probe [illegal|trap|misaligned]

   One process: a kernel on device 0 that faults the way asked, while (with two
   GPUs or more) a kernel of some 0.5 s runs on device 1. Then, one line each:
   which driver calls still succeed (the cheap probes a health query could use),
   what device 1's work became, and every way back the driver offers, tried in
   order from the gentlest -- the primary context reset with the retain held,
   released to zero and reset, every device reset, cuInit again -- each followed
   by a new context, an allocation and a kernel whose result is checked. The
   last line is "recovered: <how>" or "not recovered". `make gpu-check
   STEPS=faults` runs it for each fault; FAULTS in cudacore.h says what it
   showed. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct probe_opaque *CUcontext, *CUlibrary, *CUkernel, *CUstream, *CUfunction, *CUmodule;
typedef unsigned long long CUdeviceptr;

static struct {
    CUresult (*Init)(unsigned);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*DeviceGetCount)(int *);
    CUresult (*PrimaryRetain)(CUcontext *, CUdevice);
    CUresult (*PrimaryRelease)(CUdevice);
    CUresult (*PrimaryReset)(CUdevice);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*CtxGetDevice)(CUdevice *);
    CUresult (*CtxGetApiVersion)(CUcontext, unsigned *);
    CUresult (*CtxSynchronize)(void);
    CUresult (*CtxGetStreamPriorityRange)(int *, int *);
    CUresult (*StreamQuery)(CUstream);
    CUresult (*MemAlloc)(CUdeviceptr *, size_t);
    CUresult (*MemcpyDtoH)(void *, CUdeviceptr, size_t);
    CUresult (*ModuleLoadData)(CUmodule *, const void *);
    CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
    CUresult (*GetErrorName)(CUresult, const char **);
} cu;

static const char *ptx =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    ".visible .entry good(.param .u64 p, .param .u32 v){ .reg .b64 %rd<4>; .reg .b32 %r<4>;\n"
    " ld.param.u64 %rd1,[p]; ld.param.u32 %r1,[v]; mov.u32 %r2,%tid.x; mul.wide.u32 %rd2,%r2,4; add.s64 %rd3,%rd1,%rd2;\n"
    " add.u32 %r3,%r1,%r2; st.global.u32 [%rd3],%r3; ret; }\n"
    ".visible .entry store7(.param .u64 p){ .reg .b64 %rd<2>; .reg .b32 %r<2>;\n"
    " ld.param.u64 %rd1,[p]; mov.u32 %r1,7; st.global.u32 [%rd1],%r1; ret; }\n"
    ".visible .entry trapk(){ trap; ret; }\n"
    ".visible .entry spin(.param .u64 p, .param .u64 n){ .reg .b64 %rd<4>; .reg .pred %q;\n"
    " ld.param.u64 %rd1,[p]; ld.param.u64 %rd2,[n]; mov.u64 %rd3,0;\n"
    "L1: add.u64 %rd3,%rd3,1; setp.lt.u64 %q,%rd3,%rd2; @%q bra L1; st.global.u64 [%rd1],%rd3; ret; }\n";

static const char *name_of(CUresult r) {
    const char *s = NULL;
    if (cu.GetErrorName) cu.GetErrorName(r, &s);
    return s ? s : "?";
}

static CUresult say(const char *what, CUresult r) {
    printf("  %-58s %d %s\n", what, r, name_of(r));
    return r;
}

static int load(void) {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    struct { void **slot; const char *name; } fns[] = {
        {(void **)&cu.Init, "cuInit"}, {(void **)&cu.DeviceGet, "cuDeviceGet"}, {(void **)&cu.DeviceGetCount, "cuDeviceGetCount"},
        {(void **)&cu.PrimaryRetain, "cuDevicePrimaryCtxRetain"}, {(void **)&cu.PrimaryRelease, "cuDevicePrimaryCtxRelease_v2"},
        {(void **)&cu.PrimaryReset, "cuDevicePrimaryCtxReset_v2"}, {(void **)&cu.CtxSetCurrent, "cuCtxSetCurrent"},
        {(void **)&cu.CtxGetDevice, "cuCtxGetDevice"}, {(void **)&cu.CtxGetApiVersion, "cuCtxGetApiVersion"},
        {(void **)&cu.CtxSynchronize, "cuCtxSynchronize"}, {(void **)&cu.CtxGetStreamPriorityRange, "cuCtxGetStreamPriorityRange"},
        {(void **)&cu.StreamQuery, "cuStreamQuery"}, {(void **)&cu.MemAlloc, "cuMemAlloc_v2"},
        {(void **)&cu.MemcpyDtoH, "cuMemcpyDtoH_v2"}, {(void **)&cu.ModuleLoadData, "cuModuleLoadData"},
        {(void **)&cu.ModuleGetFunction, "cuModuleGetFunction"}, {(void **)&cu.LaunchKernel, "cuLaunchKernel"},
        {(void **)&cu.GetErrorName, "cuGetErrorName"},
    };
    size_t i;
    if (!lib) return 0;
    for (i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        void *p = dlsym(lib, fns[i].name);
        if (!p) return 0;
        memcpy(fns[i].slot, &p, sizeof p);
    }
    return 1;
}

/* A context of dev made current, the probe's module loaded in it, and the
   "good" kernel's result checked: the device works. */
static int works(CUdevice dev, CUcontext *ctx, CUmodule *mod) {
    CUfunction f;
    CUdeviceptr d;
    unsigned v = 40, host[32], i;
    void *args[2];
    if (say("cuDevicePrimaryCtxRetain", cu.PrimaryRetain(ctx, dev))) return 0;
    cu.CtxSetCurrent(*ctx);
    if (say("cuModuleLoadData", cu.ModuleLoadData(mod, ptx))) return 0;
    if (cu.ModuleGetFunction(&f, *mod, "good") || say("cuMemAlloc", cu.MemAlloc(&d, sizeof host))) return 0;
    args[0] = &d;
    args[1] = &v;
    if (say("cuLaunchKernel (a correct kernel)", cu.LaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, args, NULL))) return 0;
    if (say("cuCtxSynchronize", cu.CtxSynchronize()) || cu.MemcpyDtoH(host, d, sizeof host)) return 0;
    for (i = 0; i < 32; i++)
        if (host[i] != v + i) return 0;
    return 1;
}

static void launch_fault(const char *kind, CUmodule mod) {
    CUfunction f;
    CUdeviceptr p = 0xdead0000ull;
    void *args[1];
    args[0] = &p;
    if (!strcmp(kind, "trap")) {
        cu.ModuleGetFunction(&f, mod, "trapk");
        say("cuLaunchKernel (a kernel that traps)", cu.LaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, NULL, NULL));
        return;
    }
    if (!strcmp(kind, "misaligned")) {
        cu.MemAlloc(&p, 64);
        p += 1;
    }
    cu.ModuleGetFunction(&f, mod, "store7");
    say(!strcmp(kind, "misaligned") ? "cuLaunchKernel (a misaligned store)" : "cuLaunchKernel (a store to 0xdead0000)",
        cu.LaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, args, NULL));
}

int main(int argc, char **argv) {
    const char *kind = argc > 1 ? argv[1] : "illegal";
    CUdevice dev0, dev1 = 0;
    CUcontext ctx0, ctx1 = NULL;
    CUmodule mod0, mod1;
    CUdeviceptr spun = 0;
    unsigned long long iters = 400000000ull, spun_host = 0;
    int n = 0, lo, hi, d;
    unsigned api;
    if (strcmp(kind, "illegal") && strcmp(kind, "trap") && strcmp(kind, "misaligned")) {
        fprintf(stderr, "usage: %s [illegal|trap|misaligned]\n", argv[0]);
        return 2;
    }
    if (!load()) {
        printf("no driver: libcuda.so.1 (or one of its functions) not found\n");
        return 0;
    }
    if (cu.Init(0) || cu.DeviceGetCount(&n) || n < 1 || cu.DeviceGet(&dev0, 0)) {
        printf("no GPU\n");
        return 0;
    }
    printf("fault: %s; %d GPU(s)\n", kind, n);
    if (!works(dev0, &ctx0, &mod0)) return 1;
    if (n > 1) {
        CUfunction f;
        void *args[2];
        args[0] = &spun;
        args[1] = &iters;
        cu.DeviceGet(&dev1, 1);
        if (!works(dev1, &ctx1, &mod1) || cu.MemAlloc(&spun, 8) || cu.ModuleGetFunction(&f, mod1, "spin")) return 1;
        say("device 1: cuLaunchKernel (0.5 s of work)", cu.LaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
    }
    cu.CtxSetCurrent(ctx0);
    launch_fault(kind, mod0);
    say("cuCtxSynchronize", cu.CtxSynchronize());
    printf("probes after the fault, device 0's context current:\n");
    say("cuCtxGetDevice", cu.CtxGetDevice(&d));
    say("cuCtxGetApiVersion", cu.CtxGetApiVersion(ctx0, &api));
    say("cuStreamQuery (the NULL stream)", cu.StreamQuery(NULL));
    say("cuCtxGetStreamPriorityRange", cu.CtxGetStreamPriorityRange(&lo, &hi));
    say("cuMemAlloc", cu.MemAlloc(&spun_host, 64));
    if (n > 1) {
        printf("device 1, whose kernel was running:\n");
        cu.CtxSetCurrent(ctx1);
        say("cuCtxGetStreamPriorityRange", cu.CtxGetStreamPriorityRange(&lo, &hi));
        say("cuCtxSynchronize", cu.CtxSynchronize());
        spun_host = 0;
        cu.MemcpyDtoH(&spun_host, spun, 8);
        printf("  its kernel's result: %llu (%s)\n", spun_host, spun_host == iters ? "finished" : "lost");
    }
    cu.CtxSetCurrent(NULL);
    printf("way back 1: cuDevicePrimaryCtxReset, the retain held\n");
    say("cuDevicePrimaryCtxReset", cu.PrimaryReset(dev0));
    if (works(dev0, &ctx0, &mod0)) return printf("recovered: primary context reset\n"), 0;
    printf("way back 2: released to zero, then reset\n");
    cu.PrimaryRelease(dev0);
    say("cuDevicePrimaryCtxReset", cu.PrimaryReset(dev0));
    if (works(dev0, &ctx0, &mod0)) return printf("recovered: released and reset\n"), 0;
    if (n > 1) {
        printf("way back 3: every device released and reset\n");
        cu.PrimaryRelease(dev1);
        say("cuDevicePrimaryCtxReset (device 1)", cu.PrimaryReset(dev1));
        if (works(dev0, &ctx0, &mod0)) return printf("recovered: every device reset\n"), 0;
    }
    printf("way back 4: cuInit again\n");
    say("cuInit", cu.Init(0));
    if (works(dev0, &ctx0, &mod0)) return printf("recovered: cuInit again\n"), 0;
    printf("not recovered\n");
    return 0;
}
