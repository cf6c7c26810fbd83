/* texture_sampling -- textures and surfaces, as an engine uses them: an RGBA8
   image goes into a CUDA array, a texture object samples it with bilinear
   filtering (normalised coordinates, clamped edges, 8-bit texels read as
   floats in [0, 1]), and a kernel resamples it to another size, writing
   float4 texels into a second array through a surface object. Both handles
   reach the kernel as plain 64-bit values (cudacore_texture_native,
   cudacore_surface_native). The result is copied back and checked against a
   bilinear filter computed on the host (texture units interpolate with 8-bit
   fractional weights, hence the 1/128 tolerance).
   Without a GPU it compiles the kernel for sm_90 and prints "skipped: no GPU".
   Next: vulkan_interop -- CUDA and a graphics API sharing memory and a semaphore.
   Build: cc -std=c99 examples/texture_sampling.c -o texture_sampling -ldl -lpthread -lm */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *source =
    "extern \"C\" __global__ void resample(cudaTextureObject_t src, cudaSurfaceObject_t dst, int w, int h) {\n"
    "    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;\n"
    "    if (x >= w || y >= h) return;\n"
    "    float4 c = tex2D<float4>(src, (x + 0.5f) / w, (y + 0.5f) / h); /* bilinear, normalised coordinates */\n"
    "    surf2Dwrite(c, dst, x * (int)sizeof(float4), y);                 /* surfaces address x in bytes */\n"
    "}\n";

enum { SW = 37, SH = 23, DW = 100, DH = 61 }; /* source and destination sizes */

/* The host's bilinear filter, as the texture unit computes it (clamped). */
static float texel(const unsigned char *img, int x, int y, int c) {
    x = x < 0 ? 0 : x >= SW ? SW - 1 : x;
    y = y < 0 ? 0 : y >= SH ? SH - 1 : y;
    return img[(y * SW + x) * 4 + c] / 255.0f;
}
static float bilinear(const unsigned char *img, float u, float v, int c) {
    float xb = u * SW - 0.5f, yb = v * SH - 0.5f;
    int x0 = (int)floorf(xb), y0 = (int)floorf(yb);
    float a = xb - (float)x0, b = yb - (float)y0;
    return (1 - a) * (1 - b) * texel(img, x0, y0, c) + a * (1 - b) * texel(img, x0 + 1, y0, c) + (1 - a) * b * texel(img, x0, y0 + 1, c) +
           a * b * texel(img, x0 + 1, y0 + 1, c);
}

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_array_desc ad;
    cudacore_array src, dst;
    cudacore_texture_desc td;
    cudacore_texture tex;
    cudacore_surface surf;
    cudacore_CUtexObject tex_handle;
    cudacore_CUsurfObject surf_handle;
    cudacore_launch_config cfg;
    unsigned char *img = (unsigned char *)malloc(SW * SH * 4);
    float *out = (float *)malloc(DW * DH * 4 * sizeof(float)), worst = 0;
    size_t size = 0;
    int ndev = 0, i, x, y, c, w = DW, h = DH;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "resample.cu";
    memset(&opts, 0, sizeof opts);
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "sm_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
        CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
        printf("compiled resample to %lu bytes of CUBIN for sm_90\nskipped: no GPU\n", (unsigned long)size);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "resample", &k));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));

    /* a noisy gradient, so that a wrong filter cannot pass */
    for (i = 0; i < SW * SH * 4; i++) img[i] = (unsigned char)((i * 37 + (i / 4) * 11) % 256);

    /* the source image: a 2-D array of RGBA8 texels */
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_UNSIGNED_INT8;
    ad.num_channels = 4;
    ad.width = SW;
    ad.height = SH;
    CUDACORE_CHECK(cudacore_array_create(&ad, &src));
    CUDACORE_CHECK(cudacore_array_copy_from(src, (cudacore_buffer){0}, img, s));

    /* the destination: float4 texels, writable through a surface */
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    ad.width = DW;
    ad.height = DH;
    ad.surface_load_store = 1;
    CUDACORE_CHECK(cudacore_array_create(&ad, &dst));

    memset(&td, 0, sizeof td); /* clamp, point, element type... then: */
    td.array = src;
    td.filter = CUDACORE_FILTER_LINEAR;
    td.read_mode = CUDACORE_READ_NORMALIZED_FLOAT; /* 8-bit texels as floats in [0, 1] */
    td.normalized_coords = 1;
    CUDACORE_CHECK(cudacore_texture_create(&td, &tex));
    CUDACORE_CHECK(cudacore_surface_create(dst, &surf));
    CUDACORE_CHECK(cudacore_texture_native(tex, &tex_handle));
    CUDACORE_CHECK(cudacore_surface_native(surf, &surf_handle));

    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 16;
    cfg.block[1] = 16;
    cfg.block[2] = 1;
    cfg.grid[0] = (DW + 15) / 16;
    cfg.grid[1] = (DH + 15) / 16;
    cfg.grid[2] = 1;
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUtexObject, tex_handle), CUDACORE_ARG(cudacore_CUsurfObject, surf_handle),
                                   CUDACORE_ARG(int, w), CUDACORE_ARG(int, h)));
    CUDACORE_CHECK(cudacore_array_copy_to((cudacore_buffer){0}, out, dst, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));

    for (y = 0; y < DH; y++)
        for (x = 0; x < DW; x++)
            for (c = 0; c < 4; c++) {
                float want = bilinear(img, (x + 0.5f) / DW, (y + 0.5f) / DH, c), got = out[(y * DW + x) * 4 + c];
                if (fabsf(got - want) > worst) worst = fabsf(got - want);
            }
    printf("resampled %dx%d RGBA8 to %dx%d float4 through a texture and a surface\n", SW, SH, DW, DH);
    printf("largest difference from the host's bilinear filter: %.5f (tolerance %.5f): %s\n", (double)worst, 1.0 / 128,
           worst <= 1.0f / 128 ? "correct" : "WRONG");

    /* a texture or surface keeps its array from being destroyed */
    if (cudacore_array_destroy(src) != CUDACORE_ERROR_IN_USE) printf("WRONG: the array was destroyed under its texture\n");
    CUDACORE_CHECK(cudacore_texture_destroy(tex));
    CUDACORE_CHECK(cudacore_surface_destroy(surf));
    CUDACORE_CHECK(cudacore_array_destroy(src));
    CUDACORE_CHECK(cudacore_array_destroy(dst));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(img);
    free(out);
    return worst <= 1.0f / 128 ? 0 : 1;
}
