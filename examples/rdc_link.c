/* rdc_link -- relocatable device code: a kernel in one program calls a
   __device__ function and updates a __device__ variable defined in another,
   as separate compilation (nvcc -rdc=true) does. Each program is compiled
   with relocatable_device_code on -- the kernel's to a relocatable CUBIN, the
   library's to PTX -- and the linker (nvJitLink, or the driver's cuLink) joins
   the two into one loadable CUBIN. The shared variable is then read back
   through the globals API. Without a GPU it compiles and links for sm_90 and
   prints "skipped: no GPU".
   Next: jit_lto -- link-time optimisation across programs with nvJitLink.
   Build: cc -std=c99 examples/rdc_link.c -o rdc_link -ldl -lpthread -lm */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Module A: the kernel. Only declarations of what module B defines. */
static const char *kernel_source =
    "extern __device__ float transform(float v);\n"
    "extern __device__ unsigned int calls;\n"
    "extern \"C\" __global__ void apply(const float *in, float *out, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = transform(in[i]);\n"
    "}\n";

/* Module B: the definitions. */
static const char *library_source =
    "__device__ unsigned int calls = 0;\n"
    "__device__ float transform(float v) {\n"
    "    atomicAdd(&calls, 1u);\n"
    "    return 3.0f * v + 1.0f;\n"
    "}\n";

#define N 100000

static cudacore_object_code compile(const char *source, const char *name, cudacore_code_type target, const char *arch) {
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    size_t size = 0;
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = name;
    memset(&opts, 0, sizeof opts);
    opts.arch = arch;
    opts.relocatable_device_code = CUDACORE_ON; /* keep external references for the linker */
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, target, &opts, &code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
    printf("%-12s -> %lu bytes of relocatable %s\n", name, (unsigned long)size, target == CUDACORE_CODE_PTX ? "PTX" : "CUBIN");
    return code;
}

int main(void) {
    cudacore_desc desc;
    cudacore_object_code a, b, linked;
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_linker_backend backend = CUDACORE_LINKER_AUTO;
    cudacore_device_info info;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer bin, bout;
    cudacore_CUdeviceptr pin, pout, pcalls = 0;
    cudacore_launch_config cfg;
    char arch[16];
    float *in, *out;
    unsigned calls = 12345, zero = 0;
    size_t size = 0, calls_size = 0, bad = 0;
    int ndev = 0, gpu, n = N, i;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    gpu = cudacore_device_count(&ndev) == CUDACORE_SUCCESS && ndev > 0;
    if (gpu) {
        CUDACORE_CHECK(cudacore_device_get_info(0, &info));
        snprintf(arch, sizeof arch, "sm_%s", info.arch); /* a CUBIN input must match the link's arch exactly */
    } else
        snprintf(arch, sizeof arch, "sm_90");

    a = compile(kernel_source, "kernel.cu", CUDACORE_CODE_CUBIN, arch);
    b = compile(library_source, "library.cu", CUDACORE_CODE_PTX, arch);
    memset(&lo, 0, sizeof lo);
    lo.arch = arch;
    CUDACORE_CHECK(cudacore_linker_create(&lo, &lk));
    CUDACORE_CHECK(cudacore_linker_add_object_code(lk, a));
    CUDACORE_CHECK(cudacore_linker_add_object_code(lk, b));
    CUDACORE_CHECK(cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &linked));
    CUDACORE_CHECK(cudacore_linker_backend_used(lk, &backend));
    CUDACORE_CHECK(cudacore_linker_destroy(lk));
    CUDACORE_CHECK(cudacore_object_code_data(linked, NULL, &size, NULL));
    printf("linked by %s: %lu bytes of CUBIN for %s\n", backend == CUDACORE_LINKER_NVJITLINK ? "nvJitLink" : "the driver (cuLink)",
           (unsigned long)size, arch);
    CUDACORE_CHECK(cudacore_object_code_destroy(a));
    CUDACORE_CHECK(cudacore_object_code_destroy(b));
    if (!gpu) {
        printf("skipped: no GPU\n");
        CUDACORE_CHECK(cudacore_object_code_destroy(linked));
        return 0;
    }

    CUDACORE_CHECK(cudacore_object_code_get_kernel(linked, "apply", &k));
    /* B's variable, seen through the linked code: reset it */
    CUDACORE_CHECK(cudacore_object_code_get_global(linked, "calls", &pcalls, &calls_size));
    printf("global 'calls' at 0x%llx, %lu bytes\n", (unsigned long long)pcalls, (unsigned long)calls_size);
    if (calls_size != sizeof(unsigned)) {
        printf("FAILED: 'calls' should be %lu bytes\n", (unsigned long)sizeof(unsigned));
        return 1;
    }
    CUDACORE_CHECK(cudacore_object_code_copy_to_global(linked, "calls", 0, &zero, sizeof zero));

    in = (float *)malloc(N * sizeof(float));
    out = (float *)malloc(N * sizeof(float));
    if (!in || !out) return 1;
    for (i = 0; i < N; i++) in[i] = (float)i * 0.25f - 100.0f;
    /* the legacy default stream: ordered after the synchronous global copies */
    s = cudacore_stream_legacy();
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &bin));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(float), s, &bout));
    CUDACORE_CHECK(cudacore_buffer_native(bin, &pin));
    CUDACORE_CHECK(cudacore_buffer_native(bout, &pout));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bin, 0, in, N * sizeof(float), s));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 128;
    cfg.grid[0] = (N + 127) / 128;
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pin), CUDACORE_ARG(cudacore_CUdeviceptr, pout),
                                   CUDACORE_ARG(int, n)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(out, bout, 0, N * sizeof(float), s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_object_code_copy_from_global(linked, "calls", 0, &calls, sizeof calls));

    for (i = 0; i < N; i++) {
        float want = 3.0f * in[i] + 1.0f;
        if (fabsf(out[i] - want) > 1e-6f * fabsf(want) + 1e-6f) {
            if (bad < 5) printf("out[%d] = %g, want %g\n", i, (double)out[i], (double)want);
            bad++;
        }
    }
    if (calls != (unsigned)N) printf("FAILED: 'calls' is %u, want %d (one per element)\n", calls, N);
    if (bad) printf("FAILED: %lu wrong elements\n", (unsigned long)bad);
    if (!bad && calls == (unsigned)N)
        printf("apply() in module A ran transform() from module B on %d elements; B's 'calls' counted %u: correct\n", N, calls);

    CUDACORE_CHECK(cudacore_buffer_free(bin, s));
    CUDACORE_CHECK(cudacore_buffer_free(bout, s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(linked));
    free(in);
    free(out);
    return bad || calls != (unsigned)N ? 1 : 0;
}
