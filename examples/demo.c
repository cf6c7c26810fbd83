/* demo -- what `make demo` runs: the libraries cudacore found, the GPU, then a
   templated vector_add compiled at run time by NVRTC, launched and checked on
   the host -- with the compile timed cold and then from cudacore's compile
   cache. Without a GPU it still compiles the kernel (PTX and CUBIN for
   sm_90), reports what it produced, says that no driver was found, and exits 0.
   Next: vector_add -- your own kernel from source to a checked result.
   Build: cc -std=c99 examples/demo.c -o demo -ldl -lpthread */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 199309L
#endif
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(_WIN32)
#include <windows.h> /* QueryPerformanceCounter */
#endif

static const char *source =
    "template <typename T>\n"
    "__global__ void vector_add(const T *a, const T *b, T *c, size_t n) {\n"
    "    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) c[i] = a[i] + b[i];\n"
    "}\n";

#define N ((size_t)1 << 24)

static double now_ms(void) {
#if defined(_WIN32)
    LARGE_INTEGER f, t;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&t);
    return (double)t.QuadPart * 1000.0 / (double)f.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
#endif
}

static void library_line(const char *label, cudacore_library lib) {
    cudacore_library_info li;
    if (cudacore_library_load(lib, &li) == CUDACORE_SUCCESS)
        printf("  %-10s %d.%d  (%s)\n", label, li.version_major, li.version_minor, li.path);
    else
        printf("  %-10s not found (%s)\n", label, cudacore_result_name(cudacore_last_error()->result));
}

/* Compiles the program to `target`; prints size, time and the cache's verdict. */
static cudacore_object_code compile(cudacore_program prog, cudacore_code_type target, const char *arch, const char *what) {
    cudacore_program_options opts;
    cudacore_object_code code;
    uint64_t h0 = 0, m0 = 0, h1 = 0, m1 = 0;
    size_t size = 0;
    double t;
    memset(&opts, 0, sizeof opts);
    opts.arch = arch;
    cudacore_compile_cache_stats(&h0, &m0);
    t = now_ms();
    CUDACORE_CHECK(cudacore_program_compile(prog, target, &opts, &code));
    t = now_ms() - t;
    cudacore_compile_cache_stats(&h1, &m1);
    CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
    printf("  %-26s %7lu bytes of %-5s in %7.2f ms  (%s)\n", what, (unsigned long)size, target == CUDACORE_CODE_PTX ? "PTX" : "CUBIN", t,
           h1 > h0 ? "compile cache hit" : m1 > m0 ? "compiled by NVRTC" : "?");
    return code;
}

int main(void) {
    static const char *names[] = {"vector_add<float>"};
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code code, again;
    cudacore_kernel k;
    cudacore_device_info info;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer ba, bb, bc;
    cudacore_CUdeviceptr pa, pb, pc;
    cudacore_launch_config cfg;
    cudacore_event_desc ed;
    cudacore_event e0, e1;
    cudacore_result r;
    const char *lowered = "";
    char arch[16], cache_dir[1024];
    float *a, *b, *c, ms = 0;
    size_t n = N, i, bad = 0;
    int ndev = 0;
    double t;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1; /* this demo reports failures itself */
    CUDACORE_CHECK(cudacore_setup(&desc));
    printf("cudacore %s demo\n\nLibraries (loaded at run time):\n", CUDACORE_VERSION_STRING);
    library_line("driver", CUDACORE_LIBRARY_CUDA);
    library_line("NVRTC", CUDACORE_LIBRARY_NVRTC);
    library_line("nvJitLink", CUDACORE_LIBRARY_NVJITLINK);

    r = cudacore_device_count(&ndev);
    if (r != CUDACORE_SUCCESS || ndev == 0) {
        const cudacore_error_info *e = cudacore_last_error();
        printf("\nNo CUDA driver was found: %s\n", r != CUDACORE_SUCCESS ? e->message : "the driver reports no devices");
        printf("Compiling vector_add<float> anyway, for sm_90 (no GPU needed to compile):\n");
        memset(&pd, 0, sizeof pd);
        pd.source = source;
        pd.name = "vector_add.cu";
        pd.name_expressions = names;
        pd.num_name_expressions = 1;
        CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
        code = compile(prog, CUDACORE_CODE_PTX, "compute_90", "PTX for compute_90");
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        code = compile(prog, CUDACORE_CODE_CUBIN, "sm_90", "CUBIN for sm_90");
        CUDACORE_CHECK(cudacore_object_code_lowered_name(code, names[0], &lowered));
        printf("  vector_add<float> is %s in the CUBIN\n", lowered);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        printf("\nNo driver, so nothing was launched: on a machine with an NVIDIA GPU and driver\n"
               "the same program compiles for that GPU, launches the kernel and checks the result.\n"
               "skipped: no GPU\n");
        return 0;
    }

    CUDACORE_CHECK(cudacore_device_get_info(0, &info));
    printf("\nDevice 0: %s\n  compute capability %d.%d (sm_%s), %d SMs, %.1f GiB\n", info.name, info.cc_major, info.cc_minor, info.arch,
           info.multiprocessor_count, (double)info.total_memory / (1 << 30));
    snprintf(arch, sizeof arch, "sm_%s", info.arch);
    CUDACORE_CHECK(cudacore_compile_cache_dir(cache_dir, sizeof cache_dir));
    printf("\nCompiling vector_add<float> with NVRTC for %s (compile cache: %s):\n", arch, cache_dir);
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "vector_add.cu";
    pd.name_expressions = names;
    pd.num_name_expressions = 1;
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    code = compile(prog, CUDACORE_CODE_CUBIN, arch, "first compile");
    again = compile(prog, CUDACORE_CODE_CUBIN, arch, "the same program again");
    CUDACORE_CHECK(cudacore_object_code_destroy(again));
    t = now_ms();
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "vector_add<float>", &k));
    printf("  kernel loaded in %.2f ms\n", now_ms() - t);

    a = (float *)malloc(N * sizeof(float));
    b = (float *)malloc(N * sizeof(float));
    c = (float *)malloc(N * sizeof(float));
    if (!a || !b || !c) return 1;
    for (i = 0; i < N; i++) {
        a[i] = (float)(i % 1000) * 0.25f;
        b[i] = 1.0f - (float)(i % 777);
    }
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &ba));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &bb));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &bc));
    CUDACORE_CHECK(cudacore_buffer_native(ba, &pa));
    CUDACORE_CHECK(cudacore_buffer_native(bb, &pb));
    CUDACORE_CHECK(cudacore_buffer_native(bc, &pc));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(ba, 0, a, N * sizeof(float), s));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bb, 0, b, N * sizeof(float), s));
    memset(&ed, 0, sizeof ed);
    ed.enable_timing = 1;
    CUDACORE_CHECK(cudacore_event_create(&ed, &e0));
    CUDACORE_CHECK(cudacore_event_create(&ed, &e1));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (unsigned)((N + 255) / 256);
    CUDACORE_CHECK(cudacore_event_record(e0, s));
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pa), CUDACORE_ARG(cudacore_CUdeviceptr, pb),
                                   CUDACORE_ARG(cudacore_CUdeviceptr, pc), CUDACORE_ARG(size_t, n)));
    CUDACORE_CHECK(cudacore_event_record(e1, s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(c, bc, 0, N * sizeof(float), s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_event_elapsed_ms(e0, e1, &ms));
    for (i = 0; i < N; i++)
        if (c[i] != a[i] + b[i]) bad++;
    printf("\nLaunched vector_add<float> on %lu elements (grid %u x block %u): %.3f ms on the GPU, %.0f GB/s\n", (unsigned long)N, cfg.grid[0],
           cfg.block[0], ms, ms > 0 ? 3.0 * N * sizeof(float) / (ms * 1e6) : 0.0);
    if (bad) printf("FAILED: %lu of %lu results differ from the host's\n", (unsigned long)bad, (unsigned long)N);
    else printf("Every result checked on the host: correct.\n");

    CUDACORE_CHECK(cudacore_buffer_free(ba, s));
    CUDACORE_CHECK(cudacore_buffer_free(bb, s));
    CUDACORE_CHECK(cudacore_buffer_free(bc, s));
    CUDACORE_CHECK(cudacore_event_destroy(e0));
    CUDACORE_CHECK(cudacore_event_destroy(e1));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(a), free(b), free(c);
    return bad ? 1 : 0;
}
