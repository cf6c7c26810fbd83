/* system_monitor -- what the driver and each GPU say about themselves (NVML,
   loaded at run time like everything else): the driver, every device's
   telemetry with each field's own "supported" state, the throttle reasons
   decoded, the processes on the GPU; then the GPU watched while a kernel
   keeps it busy for a second, as a game engine or a job runner would watch
   its own work (utilisation, clocks, power and temperature rise and fall).
   A cudacore device is addressed by its ordinal, as everywhere: cudacore
   finds the same physical GPU in NVML by its UUID, whatever
   CUDA_VISIBLE_DEVICES did to the numbering.
   Next: profiling -- what Nsight Systems and Nsight Compute see (NVTX).
   Build: cc -std=c99 examples/system_monitor.c -o system_monitor -ldl -lpthread */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 199309L /* nanosleep */
#endif
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>
#if defined(_WIN32)
#include <windows.h>
#define sleep_ms(ms) Sleep(ms)
#else
#include <time.h>
static void sleep_ms(long ms) {
    struct timespec ts;
    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (ms % 1000) * 1000000L;
    nanosleep(&ts, NULL);
}
#endif

/* Spins every thread for `cycles` clock cycles: a GPU that is busy, doing nothing. */
static const char *source =
    "extern \"C\" __global__ void spin(long long cycles, int *out) {\n"
    "    long long start = clock64();\n"
    "    while (clock64() - start < cycles) { }\n"
    "    if (threadIdx.x == 0 && blockIdx.x == 0) *out = 1;\n"
    "}\n";

static void print_device(int d) {
    static const char *const status[] = {"not queried", "ok", "not supported", "no permission", "error"};
    cudacore_device_telemetry t;
    cudacore_gpu_process procs[16];
    size_t n = 0, i;
    uint64_t bit;
    CUDACORE_CHECK(cudacore_device_get_telemetry(d, CUDACORE_TELEMETRY_ALL, &t));
    printf("device %d is NVML GPU %u: %s, %s\n", d, t.nvml_index, t.name, t.uuid);
    /* every field has its own status: a board without a serial or NVLink still reports the rest */
    if (t.status[CUDACORE_TELEMETRY_MEMORY] == CUDACORE_FIELD_OK)
        printf("  memory      %llu MiB used of %llu MiB (%llu MiB reserved by the driver)\n", (unsigned long long)(t.memory_used >> 20),
               (unsigned long long)(t.memory_total >> 20), (unsigned long long)(t.memory_reserved >> 20));
    printf("  power       %.1f W of %.1f W, %u C, P%u\n", t.power_usage / 1000.0, t.power_limit / 1000.0, t.temperature, t.performance_state);
    printf("  clocks      SM %u of %u MHz, memory %u of %u MHz; held back by:", t.sm_clock, t.max_sm_clock, t.memory_clock, t.max_memory_clock);
    for (bit = 1; bit; bit <<= 1)
        if (t.throttle_reasons & bit) printf(" %s", cudacore_throttle_reason_name(bit) ? cudacore_throttle_reason_name(bit) : "?");
    printf("%s\n", t.throttle_reasons ? "" : " nothing");
    printf("  PCIe        gen %u x%u now, gen %u x%u at most\n", t.pcie_generation, t.pcie_width, t.pcie_max_generation, t.pcie_max_width);
    printf("  serial %s, NVLink %s, ECC %s, MIG %s\n", status[t.status[CUDACORE_TELEMETRY_SERIAL]], status[t.status[CUDACORE_TELEMETRY_NVLINK]],
           status[t.status[CUDACORE_TELEMETRY_ECC_MODE]], status[t.status[CUDACORE_TELEMETRY_MIG_MODE]]);
    CUDACORE_CHECK(cudacore_device_get_processes(d, procs, 16, &n));
    printf("  %u process%s\n", (unsigned)n, n == 1 ? "" : "es");
    for (i = 0; i < n && i < 16; i++)
        printf("    pid %u %s%s%s %s\n", procs[i].pid, procs[i].type & CUDACORE_PROCESS_COMPUTE ? "compute" : "",
               procs[i].type == (CUDACORE_PROCESS_COMPUTE | CUDACORE_PROCESS_GRAPHICS) ? "+" : "",
               procs[i].type & CUDACORE_PROCESS_GRAPHICS ? "graphics" : "", procs[i].name);
}

int main(void) {
    cudacore_desc desc;
    cudacore_system_info si;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_event done;
    cudacore_memory_resource mr;
    cudacore_buffer flag;
    cudacore_CUdeviceptr out;
    cudacore_launch_config cfg;
    long long cycles;
    int ndev = 0, d, sms = 0, khz = 0, finished = 0, sample, result = 0, peak = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        printf("skipped: no GPU\n");
        return 0;
    }
    if (cudacore_system_get_info(&si) != CUDACORE_SUCCESS) { /* a driver without NVML: CUDA itself still works */
        printf("skipped: NVML is not available (%s)\n", cudacore_last_error()->message);
        return 0;
    }
    printf("driver %s (CUDA %d.%d), NVML %s; NVML sees %d GPU%s, CUDA %d\n\n", si.driver_version, si.cuda_driver_version / 1000,
           (si.cuda_driver_version % 1000) / 10, si.nvml_version, si.nvml_device_count, si.nvml_device_count == 1 ? "" : "s", ndev);
    for (d = 0; d < ndev; d++) print_device(d);

    /* A second of work on device 0, watched every 100 ms. */
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "spin.cu";
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "spin", &k));
    CUDACORE_CHECK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms));
    CUDACORE_CHECK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_CLOCK_RATE, &khz));
    cycles = (long long)khz * 1000; /* about a second at the base clock */
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_event_create(NULL, &done));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof(int), s, &flag));
    CUDACORE_CHECK(cudacore_buffer_fill(flag, 0, sizeof(int), 0, 4, s));
    CUDACORE_CHECK(cudacore_buffer_native(flag, &out));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (unsigned)sms * 4;
    cfg.block[0] = 256;
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(long long, cycles), CUDACORE_ARG(cudacore_CUdeviceptr, out)));
    CUDACORE_CHECK(cudacore_event_record(done, s));
    printf("\ndevice 0 while a kernel spins on all %d SMs:\n   ms   util  SM MHz    W    C\n", sms);
    for (sample = 0; !finished || sample < 3; sample++) {
        cudacore_device_telemetry t;
        CUDACORE_CHECK(cudacore_device_get_telemetry(0, CUDACORE_TELEMETRY_WATCH, &t)); /* six cheap fields only */
        printf("  %4d  %3u %%  %6u  %4.0f  %3u\n", sample * 100, t.gpu_utilization, t.sm_clock, t.power_usage / 1000.0, t.temperature);
        if (t.gpu_utilization > (unsigned)peak) peak = (int)t.gpu_utilization;
        CUDACORE_CHECK(cudacore_event_query(done, &finished));
        if (sample > 100) break; /* 10 s: something is wrong */
        sleep_ms(100);
    }
    CUDACORE_CHECK(cudacore_event_synchronize(done));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(&result, flag, 0, sizeof result, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    printf("kernel %s; peak utilisation seen %d %%\n", result == 1 ? "finished" : "FAILED", peak);
    CUDACORE_CHECK(cudacore_buffer_free(flag, s));
    CUDACORE_CHECK(cudacore_event_destroy(done));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    return result == 1 ? 0 : 1;
}
