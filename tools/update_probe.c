/* update_probe -- which copy and fill changes cuGraphExecUpdate accepts, on
   the raw driver (through cudabind.h: no CUDA header). For each pair of
   one-node steps of the same node type (copies: device to device by
   cuMemcpyAsync and cuMemcpyDtoDAsync, host to device and device to host
   from pinned and pageable memory, by the typed calls and by cuMemcpyAsync;
   fills: 1, 2 and 4-byte elements, two sizes, a 2-D fill; kernels: two
   functions of one module, the same two of a library through
   cuKernelGetFunction, one as its CUkernel, another grid) it captures the
   first, instantiates it, captures the second and updates: one line per
   pair with the driver's answer, then each step's memcpy / memset node
   parameters as the driver reports them (memory types, element size,
   width, height). The recorder's node-kind check (check_node_kinds) is
   built on what this shows.

     cc -std=c99 -O1 tools/update_probe.c -o build/update_probe -ldl -lpthread -lm
     build/update_probe */
#define CUDACORE_IMPLEMENTATION
#include "../cudabind.h"
#include <stdio.h>
#include <stdlib.h>

enum { COPIES = 7, FILLS = 6, KERNELS = 6 };
static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry add(.param .u64 a, .param .u32 b)\n{\n\tret;\n}\n"
                          ".visible .entry fill42(.param .u64 a, .param .u32 b)\n{\n\tret;\n}\n";
static cudacore_CUfunction kernel_fn[KERNELS];
static const char *kernel_name[KERNELS] = {"module add", "module fill42", "library add (function)", "library fill42 (function)",
                                           "library add (CUkernel)", "module add, grid 2"};
static cudacore_CUdeviceptr dev_a, dev_b;
static void *pinned, *pageable;
static cudacore_CUstream stream;

static const char *copy_name[COPIES] = {"d2d cuMemcpyAsync", "d2d cuMemcpyDtoDAsync", "h2d pinned cuMemcpyHtoDAsync",
                                        "h2d pinned cuMemcpyAsync", "h2d pageable cuMemcpyHtoDAsync", "d2h pinned cuMemcpyDtoHAsync",
                                        "d2h pinned cuMemcpyAsync"};
static const char *fill_name[FILLS] = {"fill 1 B x 64", "fill 2 B x 32", "fill 4 B x 16", "fill 4 B x 4096", "fill 4 B x 1M", "fill 4 B 2-D 16 x 2"};

static int issue(int fill, int i) {
    cudacore_CUresult e = CUDACORE_CUDA_SUCCESS;
    if (fill == 2) {
        int v = 1;
        void *args[2];
        args[0] = &dev_a, args[1] = &v;
        return (int)cudabind_cuLaunchKernel(kernel_fn[i], i == 5 ? 2 : 1, 1, 1, 32, 1, 1, 0, stream, args, NULL).err;
    }
    if (!fill) switch (i) {
        case 0: e = cudabind_cuMemcpyAsync(dev_a, dev_b, 64, stream).err; break;
        case 1: e = cudabind_cuMemcpyDtoDAsync(dev_a, dev_b, 64, stream).err; break;
        case 2: e = cudabind_cuMemcpyHtoDAsync(dev_a, pinned, 64, stream).err; break;
        case 3: e = cudabind_cuMemcpyAsync(dev_a, (cudacore_CUdeviceptr)(uintptr_t)pinned, 64, stream).err; break;
        case 4: e = cudabind_cuMemcpyHtoDAsync(dev_a, pageable, 64, stream).err; break;
        case 5: e = cudabind_cuMemcpyDtoHAsync(pinned, dev_a, 64, stream).err; break;
        default: e = cudabind_cuMemcpyAsync((cudacore_CUdeviceptr)(uintptr_t)pinned, dev_a, 64, stream).err; break;
        }
    else switch (i) {
        case 0: e = cudabind_cuMemsetD8Async(dev_a, 1, 64, stream).err; break;
        case 1: e = cudabind_cuMemsetD16Async(dev_a, 1, 32, stream).err; break;
        case 2: e = cudabind_cuMemsetD32Async(dev_a, 1, 16, stream).err; break;
        case 3: e = cudabind_cuMemsetD32Async(dev_a, 1, 4096, stream).err; break;
        case 4: e = cudabind_cuMemsetD32Async(dev_a, 1, 1 << 20, stream).err; break;
        default: e = cudabind_cuMemsetD2D32Async(dev_a, 256, 1, 16, 2, stream).err; break;
        }
    return (int)e;
}

/* One step of call i captured into a graph (NULL on failure). */
static cudacore_CUgraph capture(int fill, int i) {
    cudabind_cuStreamEndCapture_result end;
    if (cudabind_cuStreamBeginCapture(stream, CUDACORE_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL).err) return NULL;
    if (issue(fill, i)) printf("  (the call itself failed)\n");
    end = cudabind_cuStreamEndCapture(stream);
    return end.err ? NULL : end.phGraph;
}

static void describe(int fill, int i) {
    cudacore_CUgraph g = capture(fill, i);
    cudacore_CUgraphNode node = NULL;
    size_t n = 1;
    if (!g || cudabind_cuGraphGetNodes(g, &node, &n).err || n != 1) {
        printf("  %-30s (no graph)\n", fill ? fill_name[i] : copy_name[i]);
        return;
    }
    if (!fill) {
        cudabind_cuGraphMemcpyNodeGetParams_result p = cudabind_cuGraphMemcpyNodeGetParams(node);
        printf("  %-30s err %d src type %d dst type %d width %lu height %lu depth %lu\n", copy_name[i], (int)p.err, (int)p.nodeParams.srcMemoryType,
               (int)p.nodeParams.dstMemoryType, (unsigned long)p.nodeParams.WidthInBytes, (unsigned long)p.nodeParams.Height,
               (unsigned long)p.nodeParams.Depth);
    } else {
        cudabind_cuGraphMemsetNodeGetParams_result p = cudabind_cuGraphMemsetNodeGetParams(node);
        printf("  %-30s err %d element %u width %lu height %lu pitch %lu\n", fill_name[i], (int)p.err, p.nodeParams.elementSize,
               (unsigned long)p.nodeParams.width, (unsigned long)p.nodeParams.height, (unsigned long)p.nodeParams.pitch);
    }
    cudabind_cuGraphDestroy(g);
}

static void pairs(int fill) {
    int count = fill == 2 ? KERNELS : fill ? FILLS : COPIES, a, b;
    const char *const *name = fill == 2 ? kernel_name : fill ? fill_name : copy_name;
    for (a = 0; a < count; a++)
        for (b = 0; b < count; b++) {
            cudacore_CUgraph ga = capture(fill, a), gb = capture(fill, b);
            cudabind_cuGraphInstantiateWithFlags_result x;
            if (!ga || !gb) {
                printf("  %-30s -> %-30s no graph\n", name[a], name[b]);
                continue;
            }
            x = cudabind_cuGraphInstantiateWithFlags(ga, 0);
            if (x.err) printf("  %-30s -> %-30s instantiate failed %d\n", name[a], name[b], (int)x.err);
            else {
                cudabind_cuGraphExecUpdate_v2_result u = cudabind_cuGraphExecUpdate_v2(x.phGraphExec, gb);
                printf("  %-30s -> %-30s %s (result %d)\n", name[a], name[b], u.err ? "REFUSED" : "updated", (int)u.resultInfo.result);
                cudabind_cuGraphExecDestroy(x.phGraphExec);
            }
            cudabind_cuGraphDestroy(ga);
            cudabind_cuGraphDestroy(gb);
        }
}

int main(void) {
    cudabind_cuDeviceGet_result dev;
    cudabind_cuDevicePrimaryCtxRetain_result ctx;
    cudabind_cuMemAlloc_result a, b;
    cudabind_cuMemHostAlloc_result h;
    cudabind_cuStreamCreate_result s;
    int i;
    if (cudabind_cuInit(0).err) {
        printf("skipped: no GPU (%s)\n", cudacore_last_error()->message);
        return 0;
    }
    CUDABIND_CHECK(dev = cudabind_cuDeviceGet(0));
    CUDABIND_CHECK(ctx = cudabind_cuDevicePrimaryCtxRetain(dev.device));
    CUDABIND_CHECK(cudabind_cuCtxSetCurrent(ctx.pctx));
    CUDABIND_CHECK(a = cudabind_cuMemAlloc(8 << 20));
    CUDABIND_CHECK(b = cudabind_cuMemAlloc(8 << 20));
    CUDABIND_CHECK(h = cudabind_cuMemHostAlloc(4096, 0));
    CUDABIND_CHECK(s = cudabind_cuStreamCreate(1));
    dev_a = a.dptr, dev_b = b.dptr, pinned = h.pp, stream = s.phStream;
    pageable = calloc(1, 4096);
    {
        cudabind_cuModuleLoadData_result m;
        cudabind_cuLibraryLoadData_result l;
        cudabind_cuLibraryGetKernel_result k1, k2;
        cudabind_cuKernelGetFunction_result f1, f2;
        CUDABIND_CHECK(m = cudabind_cuModuleLoadData(ptx));
        CUDABIND_CHECK(l = cudabind_cuLibraryLoadData(ptx, NULL, NULL, 0, NULL, NULL, 0));
        CUDABIND_CHECK(k1 = cudabind_cuLibraryGetKernel(l.library, "add"));
        CUDABIND_CHECK(k2 = cudabind_cuLibraryGetKernel(l.library, "fill42"));
        CUDABIND_CHECK(f1 = cudabind_cuKernelGetFunction(k1.pKernel));
        CUDABIND_CHECK(f2 = cudabind_cuKernelGetFunction(k2.pKernel));
        kernel_fn[0] = cudabind_cuModuleGetFunction(m.module, "add").hfunc;
        kernel_fn[1] = cudabind_cuModuleGetFunction(m.module, "fill42").hfunc;
        kernel_fn[2] = f1.pFunc, kernel_fn[3] = f2.pFunc;
        kernel_fn[4] = (cudacore_CUfunction)(void *)k1.pKernel;
        kernel_fn[5] = kernel_fn[0];
    }
    printf("node parameters as captured:\n");
    for (i = 0; i < COPIES; i++) describe(0, i);
    for (i = 0; i < FILLS; i++) describe(1, i);
    printf("copies, each step updated to each other:\n");
    pairs(0);
    printf("fills, each step updated to each other:\n");
    pairs(1);
    printf("kernels, each step updated to each other:\n");
    pairs(2);
    free(pageable);
    return 0;
}
