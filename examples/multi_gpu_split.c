/* multi_gpu_split -- one job split over every GPU of the machine.
   Teaches: the multi-device rule. Each device gets its own stream, memory and
   slice of the work; the kernel is compiled and loaded once and launched on
   every device. The thread's current device only decides where NEW objects
   are created: all the launches and copies below are made with device 0
   current, and each one still runs on its own stream's device. Device 0's
   stream then waits for every other device's event (a wait that crosses
   devices), so one synchronize joins the whole job, which is checked on
   the host. Runs on any number of GPUs (one GPU does all the work).
   The kernel is compiled to PTX for the oldest GPU's architecture, so that
   every GPU of a mixed machine can load it.
   Next: ipc -- two processes sharing GPU memory and an event.
   Build: cc -std=c99 examples/multi_gpu_split.c -o multi_gpu_split -ldl -lpthread -lm */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N ((size_t)48 << 20) /* elements: y = a * x + y over 192 MB of floats */
#define MAX_GPUS 16

static const char *source =
    "extern \"C\" __global__ void saxpy(float a, const float *x, float *y, size_t n) {\n"
    "    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)\n"
    "        y[i] = a * x[i] + y[i];\n"
    "}\n";

typedef struct slice {
    size_t first, count;
    cudacore_stream s;
    cudacore_event done;
    cudacore_buffer x, y;
} slice;

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel saxpy;
    cudacore_memory_resource pinned_mr;
    cudacore_pinned_memory_resource_desc pin;
    cudacore_buffer hx, hy;
    slice sl[MAX_GPUS];
    float *x, *y, a = 2.5f;
    char arch[24];
    size_t i, wrong = 0;
    int ndev = 0, d, oldest = 1000;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    if (ndev > MAX_GPUS) ndev = MAX_GPUS;
    for (d = 0; d < ndev; d++) {
        cudacore_device_info info;
        CUDACORE_CHECK(cudacore_device_get_info(d, &info));
        printf("device %d: %s (sm_%s)\n", d, info.name, info.arch);
        if (info.cc_major * 10 + info.cc_minor < oldest) oldest = info.cc_major * 10 + info.cc_minor;
    }

    /* one program, compiled once, for the oldest architecture present */
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "saxpy.cu";
    memset(&opts, 0, sizeof opts);
    snprintf(arch, sizeof arch, "compute_%d", oldest);
    opts.arch = arch;
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_PTX, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "saxpy", &saxpy));

    /* the host data, in pinned memory so that the copies overlap */
    memset(&pin, 0, sizeof pin);
    pin.portable = 1; /* pinned for every device's context */
    CUDACORE_CHECK(cudacore_pinned_memory_resource_create(&pin, &pinned_mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(pinned_mr, N * sizeof(float), cudacore_stream_legacy(), &hx));
    CUDACORE_CHECK(cudacore_buffer_allocate(pinned_mr, N * sizeof(float), cudacore_stream_legacy(), &hy));
    CUDACORE_CHECK(cudacore_buffer_host_ptr(hx, (void **)&x));
    CUDACORE_CHECK(cudacore_buffer_host_ptr(hy, (void **)&y));
    for (i = 0; i < N; i++) {
        x[i] = (float)(i % 1000) * 0.001f;
        y[i] = (float)(i % 7);
    }

    /* each device: a stream, an event and memory for its slice, created with
       that device current */
    for (d = 0; d < ndev; d++) {
        cudacore_memory_resource mr;
        sl[d].first = N / (size_t)ndev * (size_t)d;
        sl[d].count = d == ndev - 1 ? N - sl[d].first : N / (size_t)ndev;
        CUDACORE_CHECK(cudacore_device_set_current(d));
        CUDACORE_CHECK(cudacore_stream_create(NULL, &sl[d].s));
        CUDACORE_CHECK(cudacore_event_create(NULL, &sl[d].done));
        CUDACORE_CHECK(cudacore_device_memory_resource(d, &mr));
        CUDACORE_CHECK(cudacore_buffer_allocate(mr, sl[d].count * sizeof(float), sl[d].s, &sl[d].x));
        CUDACORE_CHECK(cudacore_buffer_allocate(mr, sl[d].count * sizeof(float), sl[d].s, &sl[d].y));
    }

    /* the work, queued with device 0 current: each call runs on its stream's device */
    CUDACORE_CHECK(cudacore_device_set_current(0));
    for (d = 0; d < ndev; d++) {
        cudacore_launch_config cfg;
        cudacore_CUdeviceptr px, py;
        size_t n = sl[d].count;
        CUDACORE_CHECK(cudacore_buffer_copy_from_host(sl[d].x, 0, x + sl[d].first, n * sizeof(float), sl[d].s));
        CUDACORE_CHECK(cudacore_buffer_copy_from_host(sl[d].y, 0, y + sl[d].first, n * sizeof(float), sl[d].s));
        CUDACORE_CHECK(cudacore_buffer_native(sl[d].x, &px));
        CUDACORE_CHECK(cudacore_buffer_native(sl[d].y, &py));
        memset(&cfg, 0, sizeof cfg);
        cfg.block[0] = 256;
        cfg.grid[0] = 1024;
        CUDACORE_CHECK(CUDACORE_LAUNCH(sl[d].s, &cfg, saxpy, CUDACORE_ARG(float, a), CUDACORE_ARG(cudacore_CUdeviceptr, px),
                                       CUDACORE_ARG(cudacore_CUdeviceptr, py), CUDACORE_ARG(size_t, n)));
        CUDACORE_CHECK(cudacore_buffer_copy_to_host(y + sl[d].first, sl[d].y, 0, n * sizeof(float), sl[d].s));
        CUDACORE_CHECK(cudacore_event_record(sl[d].done, sl[d].s));
        /* join: device 0's stream waits for every device's slice */
        CUDACORE_CHECK(cudacore_stream_wait_event(sl[0].s, sl[d].done));
    }
    CUDACORE_CHECK(cudacore_stream_synchronize(sl[0].s));

    for (i = 0; i < N; i++) {
        float want = a * ((float)(i % 1000) * 0.001f) + (float)(i % 7);
        if (fabsf(y[i] - want) > 1e-5f * (1.0f + fabsf(want))) wrong++;
    }
    printf("y = %.1f * x + y over %zu floats on %d GPU%s: %s (%zu wrong)\n", a, (size_t)N, ndev, ndev == 1 ? "" : "s", wrong ? "FAILED" : "correct",
           wrong);

    for (d = 0; d < ndev; d++) {
        CUDACORE_CHECK(cudacore_buffer_free(sl[d].x, sl[d].s));
        CUDACORE_CHECK(cudacore_buffer_free(sl[d].y, sl[d].s));
        CUDACORE_CHECK(cudacore_stream_synchronize(sl[d].s));
        CUDACORE_CHECK(cudacore_event_destroy(sl[d].done));
        CUDACORE_CHECK(cudacore_stream_destroy(sl[d].s));
    }
    CUDACORE_CHECK(cudacore_buffer_free(hx, cudacore_stream_legacy()));
    CUDACORE_CHECK(cudacore_buffer_free(hy, cudacore_stream_legacy()));
    CUDACORE_CHECK(cudacore_memory_resource_destroy(pinned_mr));
    CUDACORE_CHECK(cudacore_kernel_destroy(saxpy));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    cudacore_shutdown();
    return wrong ? 1 : 0;
}
