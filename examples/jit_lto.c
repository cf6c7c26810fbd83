/* jit_lto -- link-time optimisation at run time, in the spirit of cuda.core's
   jit_lto_fractal: a "library" kernel (render a fractal) calls a device
   function it does not define, escape_iterations(); the "user" supplies it --
   once as the Mandelbrot set, once as a Julia set. NVRTC compiles each
   program to LTO-IR (relocatable, -dlto); nvJitLink links library + user with
   -lto into one CUBIN, inlining the user's function into the kernel as if it
   had been one source. Each image is computed on the host as well and
   compared (the device and the host round the same IEEE operations: FMA
   contraction is off on both sides). Without a GPU it still compiles and
   links both variants for sm_90 and prints "skipped: no GPU".
   Next: cooperative_grid_sync -- a grid-wide barrier through a cooperative
   launch.
   Build: cc -std=c99 examples/jit_lto.c -o jit_lto -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *library_source =
    "extern __device__ int escape_iterations(float x, float y, int max_iter);\n"
    "extern \"C\" __global__ void render(int *out, int width, int height, float x0, float y0, float step, int max_iter) {\n"
    "    int px = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    int py = blockIdx.y * blockDim.y + threadIdx.y;\n"
    "    if (px < width && py < height)\n"
    "        out[py * width + px] = escape_iterations(x0 + (float)px * step, y0 + (float)py * step, max_iter);\n"
    "}\n";

static const char *mandelbrot_source =
    "__device__ int escape_iterations(float cx, float cy, int max_iter) {\n"
    "    float x = 0.0f, y = 0.0f;\n"
    "    int i = 0;\n"
    "    while (i < max_iter && x * x + y * y <= 4.0f) {\n"
    "        float t = x * x - y * y + cx;\n"
    "        y = 2.0f * x * y + cy;\n"
    "        x = t;\n"
    "        i++;\n"
    "    }\n"
    "    return i;\n"
    "}\n";

static const char *julia_source =
    "__device__ int escape_iterations(float x, float y, int max_iter) {\n"
    "    const float cx = -0.8f, cy = 0.156f;\n"
    "    int i = 0;\n"
    "    while (i < max_iter && x * x + y * y <= 4.0f) {\n"
    "        float t = x * x - y * y + cx;\n"
    "        y = 2.0f * x * y + cy;\n"
    "        x = t;\n"
    "        i++;\n"
    "    }\n"
    "    return i;\n"
    "}\n";

/* The same two functions on the host, statement for statement. */
static int mandelbrot_host(float cx, float cy, int max_iter) {
    float x = 0.0f, y = 0.0f;
    int i = 0;
    while (i < max_iter && x * x + y * y <= 4.0f) {
        float t = x * x - y * y + cx;
        y = 2.0f * x * y + cy;
        x = t;
        i++;
    }
    return i;
}
static int julia_host(float x, float y, int max_iter) {
    const float cx = -0.8f, cy = 0.156f;
    int i = 0;
    while (i < max_iter && x * x + y * y <= 4.0f) {
        float t = x * x - y * y + cx;
        y = 2.0f * x * y + cy;
        x = t;
        i++;
    }
    return i;
}

#define W 512
#define H 384
#define MAX_ITER 256

typedef struct variant {
    const char *name;
    const char *source;
    int (*host)(float, float, int);
    float x0, y0, step;
} variant;

static cudacore_object_code compile_ltoir(const char *source, const char *name, const char *arch) {
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = name;
    memset(&opts, 0, sizeof opts);
    opts.arch = arch;
    opts.relocatable_device_code = CUDACORE_ON; /* calls across programs */
    opts.fma = CUDACORE_OFF;
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_LTOIR, &opts, &code)); /* LTOIR implies -dlto */
    CUDACORE_CHECK(cudacore_program_destroy(prog)); /* the object code lives on */
    return code;
}

static cudacore_object_code link_lto(cudacore_object_code library, cudacore_object_code user, const char *arch) {
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_object_code linked;
    memset(&lo, 0, sizeof lo);
    lo.arch = arch;
    lo.link_time_optimization = 1;
    lo.fma = CUDACORE_OFF;
    CUDACORE_CHECK(cudacore_linker_create(&lo, &lk));
    CUDACORE_CHECK(cudacore_linker_add_object_code(lk, library));
    CUDACORE_CHECK(cudacore_linker_add_object_code(lk, user));
    CUDACORE_CHECK(cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &linked));
    CUDACORE_CHECK(cudacore_linker_destroy(lk));
    return linked;
}

static void ascii_art(const int *img) {
    static const char shades[] = " .:-=+*#%@";
    int x, y;
    for (y = 0; y < 24; y++) {
        for (x = 0; x < 72; x++) {
            int it = img[(y * H / 24) * W + x * W / 72];
            putchar(it >= MAX_ITER ? '@' : shades[(it * 9) / MAX_ITER]);
        }
        putchar('\n');
    }
}

int main(void) {
    variant variants[2];
    cudacore_desc desc;
    cudacore_object_code library, user[2], linked[2];
    int *img[2], ndev = 0, gpu, v, px, py, result = 0;
    const char *arch;
    size_t size = 0, i, differ = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    gpu = cudacore_device_count(&ndev) == CUDACORE_SUCCESS && ndev > 0;
    arch = gpu ? NULL : "sm_90"; /* NULL: the current GPU's architecture */

    variants[0].name = "Mandelbrot";
    variants[0].source = mandelbrot_source;
    variants[0].host = mandelbrot_host;
    variants[0].x0 = -2.25f, variants[0].y0 = -1.125f, variants[0].step = 3.0f / W;
    variants[1].name = "Julia c = -0.8 + 0.156i";
    variants[1].source = julia_source;
    variants[1].host = julia_host;
    variants[1].x0 = -1.6f, variants[1].y0 = -1.2f, variants[1].step = 3.2f / W;

    library = compile_ltoir(library_source, "library.cu", arch);
    CUDACORE_CHECK(cudacore_object_code_data(library, NULL, &size, NULL));
    printf("library (render kernel): %lu bytes of LTO-IR\n", (unsigned long)size);
    for (v = 0; v < 2; v++) {
        user[v] = compile_ltoir(variants[v].source, v ? "julia.cu" : "mandelbrot.cu", arch);
        linked[v] = link_lto(library, user[v], arch);
        CUDACORE_CHECK(cudacore_object_code_data(linked[v], NULL, &size, NULL));
        printf("%-24s linked with -lto: %lu bytes of CUBIN\n", variants[v].name, (unsigned long)size);
    }
    if (!gpu) {
        printf("skipped: no GPU (compiled and linked for sm_90 only)\n");
        for (v = 0; v < 2; v++) {
            CUDACORE_CHECK(cudacore_object_code_destroy(user[v]));
            CUDACORE_CHECK(cudacore_object_code_destroy(linked[v]));
        }
        CUDACORE_CHECK(cudacore_object_code_destroy(library));
        return 0;
    }

    for (v = 0; v < 2; v++) {
        const variant *va = &variants[v];
        cudacore_kernel k;
        cudacore_stream s;
        cudacore_memory_resource mr;
        cudacore_buffer out;
        cudacore_CUdeviceptr pout;
        cudacore_launch_config cfg;
        int w = W, h = H, max_iter = MAX_ITER;
        size_t wrong = 0;
        img[v] = (int *)malloc(sizeof(int) * W * H);
        if (!img[v]) return 1;
        CUDACORE_CHECK(cudacore_object_code_get_kernel(linked[v], "render", &k));
        CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
        CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
        CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof(int) * W * H, s, &out));
        CUDACORE_CHECK(cudacore_buffer_native(out, &pout));
        memset(&cfg, 0, sizeof cfg);
        cfg.block[0] = 16, cfg.block[1] = 16; /* a 2-D launch */
        cfg.grid[0] = (W + 15) / 16, cfg.grid[1] = (H + 15) / 16;
        CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, pout), CUDACORE_ARG(int, w), CUDACORE_ARG(int, h),
                                       CUDACORE_ARG(float, va->x0), CUDACORE_ARG(float, va->y0), CUDACORE_ARG(float, va->step),
                                       CUDACORE_ARG(int, max_iter)));
        CUDACORE_CHECK(cudacore_buffer_copy_to_host(img[v], out, 0, sizeof(int) * W * H, s));
        CUDACORE_CHECK(cudacore_stream_synchronize(s));
        for (py = 0; py < H; py++)
            for (px = 0; px < W; px++) {
                volatile float fx = (float)px * va->step, fy = (float)py * va->step; /* rounded as on the device */
                int want = va->host(va->x0 + fx, va->y0 + fy, MAX_ITER);
                if (img[v][py * W + px] != want) {
                    if (wrong < 3) printf("  pixel (%d, %d): %d iterations, host says %d\n", px, py, img[v][py * W + px], want);
                    wrong++;
                }
            }
        printf("\n%s (%dx%d, every pixel checked on the host: %lu differ)\n", va->name, W, H, (unsigned long)wrong);
        ascii_art(img[v]);
        /* Identical IEEE arithmetic on both sides: expect 0. A handful would
           mean a rounding difference; more means the wrong code ran. */
        if (wrong > (size_t)W * H / 1000) {
            printf("FAILED: %lu of %d pixels differ from the host\n", (unsigned long)wrong, W * H);
            result = 1;
        }
        CUDACORE_CHECK(cudacore_buffer_free(out, s));
        CUDACORE_CHECK(cudacore_stream_destroy(s));
        CUDACORE_CHECK(cudacore_kernel_destroy(k));
    }
    for (i = 0; i < (size_t)W * H; i++) differ += img[0][i] != img[1][i];
    if (differ < (size_t)W * H / 4) {
        printf("FAILED: the two linked programs gave nearly the same image (%lu pixels differ)\n", (unsigned long)differ);
        result = 1;
    }
    if (!result) printf("\nboth variants correct: one library kernel, two user functions, linked with LTO at run time\n");
    for (v = 0; v < 2; v++) {
        free(img[v]);
        CUDACORE_CHECK(cudacore_object_code_destroy(user[v]));
        CUDACORE_CHECK(cudacore_object_code_destroy(linked[v]));
    }
    CUDACORE_CHECK(cudacore_object_code_destroy(library));
    return result;
}
