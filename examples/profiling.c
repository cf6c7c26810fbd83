/* profiling -- what Nsight Systems and Nsight Compute show of a cudacore
   program (see PROFILING in cudacore.h). No NVTX header or library is
   needed: a tool that sets NVTX_INJECTION64_PATH is found at run time.
     - The stream and the event have names: the timeline says "work stream",
       not "Stream 13".
     - The program's phases are ranges of its own domain, "profiling example".
     - cudacore's own work (loading the driver, cuInit, the compile and its
       cache, loading code, finding kernels) shows in the domain "cudacore".
     - Two kernels: inside_kernel runs inside the push/pop range "profiled"
       of the cudacore domain, outside_kernel after it. Nsight Compute
       profiles only the first with
         ncu --nvtx --nvtx-include "cudacore@profiled/" build/examples/profiling
       (make gpu-check STEPS=nvtx checks exactly that; README: Profiling).
   With no tool attached every annotation is one load and one branch.
   Without a GPU it still compiles (for sm_90) and prints "skipped: no GPU".
   Next: fast_start -- a first kernel sooner: the driver and NVRTC started
   in the background.
   Build: cc -std=c99 examples/profiling.c -o profiling -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

static const char *source =
    "extern \"C\" __global__ void inside_kernel(float *x, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = 2.0f * x[i];\n"
    "}\n"
    "extern \"C\" __global__ void outside_kernel(float *x, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = x[i] + 1.0f;\n"
    "}\n";

#define N 4096

int main(void) {
    cudacore_desc desc;
    cudacore_nvtx_domain app, cc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel inside, outside;
    cudacore_stream_desc sd;
    cudacore_event_desc ed;
    cudacore_stream s;
    cudacore_event done;
    cudacore_memory_resource mr;
    cudacore_buffer buf;
    cudacore_CUdeviceptr p;
    cudacore_launch_config cfg;
    static float x[N];
    int n = N, ndev = 0, gpu, i, bad = 0;
    void *args[2];

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1; /* failures are printed by CUDACORE_CHECK */
    CUDACORE_CHECK(cudacore_setup(&desc));
    app = cudacore_nvtx_domain_create("profiling example");
    cc = cudacore_nvtx_domain_cudacore();
    printf("NVTX tool attached: %s\n", cudacore_nvtx_attached() ? "yes" : "no (set by Nsight Systems, Nsight Compute, compute-sanitizer)");

    cudacore_nvtx_push(app, "setup");
    gpu = cudacore_device_count(&ndev) == CUDACORE_SUCCESS && ndev > 0;
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "profiling.cu";
    memset(&opts, 0, sizeof opts);
    opts.arch = gpu ? NULL : "sm_90";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code)); /* in the range "cudacore_program_compile profiling.cu" */
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    cudacore_nvtx_pop(app);
    if (!gpu) {
        printf("compiled for sm_90; skipped: no GPU\n");
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        cudacore_shutdown();
        return 0;
    }

    cudacore_nvtx_push(app, "prepare");
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "inside_kernel", &inside)); /* loads the code: ranges in "cudacore" */
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "outside_kernel", &outside));
    memset(&sd, 0, sizeof sd);
    sd.name = "work stream";
    CUDACORE_CHECK(cudacore_stream_create(&sd, &s));
    memset(&ed, 0, sizeof ed);
    ed.name = "work done";
    CUDACORE_CHECK(cudacore_event_create(&ed, &done));
    for (i = 0; i < N; i++) x[i] = (float)i;
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof x, s, &buf));
    CUDACORE_CHECK(cudacore_buffer_native(buf, &p));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(buf, 0, x, sizeof x, s));
    cudacore_nvtx_pop(app);

    cudacore_nvtx_push(app, "compute");
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (N + 255) / 256;
    args[0] = &p;
    args[1] = &n;
    cudacore_nvtx_push(cc, "profiled"); /* ncu --nvtx --nvtx-include "cudacore@profiled/" takes this launch only */
    CUDACORE_CHECK(cudacore_launch(s, &cfg, inside, args, 2));
    cudacore_nvtx_pop(cc);
    CUDACORE_CHECK(cudacore_launch(s, &cfg, outside, args, 2));
    CUDACORE_CHECK(cudacore_event_record(done, s));
    cudacore_nvtx_mark(app, "both kernels queued");
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(x, buf, 0, sizeof x, s));
    CUDACORE_CHECK(cudacore_event_synchronize(done));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    cudacore_nvtx_pop(app);

    for (i = 0; i < N; i++)
        if (x[i] != 2.0f * (float)i + 1.0f) bad++;
    printf("x[i] = 2 i + 1 for %d of %d elements: %s\n", N - bad, N, bad ? "WRONG" : "ok");
    CUDACORE_CHECK(cudacore_buffer_free(buf, s));
    CUDACORE_CHECK(cudacore_event_destroy(done));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(inside));
    CUDACORE_CHECK(cudacore_kernel_destroy(outside));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    cudacore_shutdown();
    return bad ? 1 : 0;
}
