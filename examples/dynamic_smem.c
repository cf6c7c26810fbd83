/* dynamic_smem -- more than 48 KB of dynamic shared memory per block.
   A kernel may use at most 48 KB of dynamic shared memory unless it opts in
   to more (up to the device's max_shared_memory_per_block_optin: 227 KB on
   an H100) through the MAX_DYNAMIC_SHARED_SIZE_BYTES attribute --
   cudacore_kernel_set_max_dynamic_shared_memory(). This example asks for as
   much as the device allows, shows the launch refused without the opt-in,
   then reverses big chunks of an array in shared memory and checks them.
   Without a GPU it compiles for sm_90 and prints "skipped: no GPU".
   Next: texture_sampling -- textures and surfaces over CUDA arrays.
   Build: cc -std=c99 examples/dynamic_smem.c -o dynamic_smem -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *source =
    "extern \"C\" __global__ void reverse_chunks(const float *in, float *out, int chunk) {\n"
    "    extern __shared__ float tile[]; /* sized at launch: cfg.shared_mem bytes */\n"
    "    const float *src = in + (size_t)blockIdx.x * chunk;\n"
    "    float *dst = out + (size_t)blockIdx.x * chunk;\n"
    "    for (int i = threadIdx.x; i < chunk; i += blockDim.x) tile[i] = src[i];\n"
    "    __syncthreads();\n"
    "    for (int i = threadIdx.x; i < chunk; i += blockDim.x) dst[i] = tile[chunk - 1 - i];\n"
    "}\n";

#define BLOCKS 264

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_device_properties props;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer bin, bout;
    cudacore_CUdeviceptr pin, pout;
    cudacore_launch_config cfg;
    cudacore_result r;
    float *in, *out;
    size_t size = 0, bytes, total, i, bad = 0, avail = 0;
    int ndev = 0, static_smem = 0, max_dyn = 0, chunk, b;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "reverse_chunks.cu";
    memset(&opts, 0, sizeof opts);
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "sm_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
        CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
        printf("compiled reverse_chunks to %lu bytes of CUBIN for sm_90\nskipped: no GPU\n", (unsigned long)size);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "reverse_chunks", &k));
    CUDACORE_CHECK(cudacore_device_get_properties(0, &props));
    CUDACORE_CHECK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, -1, &static_smem));
    /* all the opt-in allows, less the kernel's static shared memory, in whole floats */
    bytes = ((size_t)props.max_shared_memory_per_block_optin - (size_t)static_smem) / sizeof(float) * sizeof(float);
    printf("device 0: %d bytes of shared memory per block by default, %d with the opt-in; asking for %lu\n", props.max_shared_memory_per_block,
           props.max_shared_memory_per_block_optin, (unsigned long)bytes);
    if (bytes <= 48 * 1024) {
        printf("skipped: this device allows no more than 48 KB per block\n");
        return 0;
    }
    chunk = (int)(bytes / sizeof(float));
    total = (size_t)chunk * BLOCKS;
    in = (float *)malloc(total * sizeof(float));
    out = (float *)malloc(total * sizeof(float));
    if (!in || !out) return 1;
    for (i = 0; i < total; i++) in[i] = (float)(i % 16777216); /* exact in a float */
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, total * sizeof(float), s, &bin));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, total * sizeof(float), s, &bout));
    CUDACORE_CHECK(cudacore_buffer_native(bin, &pin));
    CUDACORE_CHECK(cudacore_buffer_native(bout, &pout));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bin, 0, in, total * sizeof(float), s));

    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = BLOCKS;
    cfg.block[0] = 1024;
    cfg.shared_mem = bytes;
    /* 1. without the opt-in the launch is refused (by cudacore, before the driver) */
    r = CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pin), CUDACORE_ARG(cudacore_CUdeviceptr, pout), CUDACORE_ARG(int, chunk));
    if (r == CUDACORE_SUCCESS) printf("note: the launch without the opt-in was accepted\n");
    else printf("without the opt-in: %s\n  %s\n", cudacore_result_name(r), cudacore_last_error()->message);
    /* 2. opt in, read the attribute back, launch */
    CUDACORE_CHECK(cudacore_kernel_set_max_dynamic_shared_memory(k, bytes));
    CUDACORE_CHECK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -1, &max_dyn));
    CUDACORE_CHECK(cudacore_kernel_available_dynamic_smem_per_block(k, 1, (int)cfg.block[0], &avail));
    printf("with the opt-in: MAX_DYNAMIC_SHARED_SIZE_BYTES = %d; %lu bytes available to one block of %u threads per SM\n", max_dyn,
           (unsigned long)avail, cfg.block[0]);
    if ((size_t)max_dyn != bytes) {
        printf("FAILED: the attribute reads %d, %lu was set\n", max_dyn, (unsigned long)bytes);
        return 1;
    }
    CUDACORE_CHECK(
        CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pin), CUDACORE_ARG(cudacore_CUdeviceptr, pout), CUDACORE_ARG(int, chunk)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(out, bout, 0, total * sizeof(float), s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (b = 0; b < BLOCKS; b++)
        for (i = 0; i < (size_t)chunk; i++) {
            size_t at = (size_t)b * chunk + i;
            if (out[at] != in[(size_t)b * chunk + chunk - 1 - i]) {
                if (bad < 5) printf("out[%lu] = %g, want %g\n", (unsigned long)at, (double)out[at], (double)in[(size_t)b * chunk + chunk - 1 - i]);
                bad++;
            }
        }
    if (bad) printf("FAILED: %lu of %lu wrong\n", (unsigned long)bad, (unsigned long)total);
    else printf("%d blocks each reversed %d floats (%lu KB) in dynamic shared memory: correct\n", BLOCKS, chunk, (unsigned long)(bytes / 1024));
    CUDACORE_CHECK(cudacore_buffer_free(bin, s));
    CUDACORE_CHECK(cudacore_buffer_free(bout, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(in);
    free(out);
    return bad ? 1 : 0;
}
