/* kernel_arguments -- how arguments reach a kernel, and the classic mistake.

   A kernel reads each parameter as the bytes of its declared type. Pass a
   4-byte int where the kernel declares an 8-byte long long, and the kernel
   reads your 4 bytes plus 4 bytes of whatever lay next to them: a garbage
   count, a loop that runs off the end of a buffer. This program
     1. asks cudacore what the kernel takes (cudacore_kernel_param_info);
     2. launches it with each argument form:
          void **                 one pointer per parameter (sizes unknown:
                                  only the count can be checked)
          cudacore_arg[]          value pointers with their sizes, built in a
                                  loop or with CUDACORE_ARG_OF(variable)
          CUDACORE_LAUNCH(...)    the values themselves, each CUDACORE_ARG(type,
                                  value) carrying sizeof(type)
          (C++: cudacore_launch_values(s, &cfg, k, x, a, n), sizes deduced)
     3. makes the mistake on purpose, twice: an int for the long long (a
        sized form: the sizes are compared) and one argument short (void **:
        the count is compared). Both stop before the launch with
        CUDACORE_ERROR_VALIDATION and a message naming the parameter.
   The check runs in debug builds; release builds (NDEBUG) run it when asked,
   as here, with cudacore_desc.check_kernel_args = 1.
   Without a GPU it compiles the kernel for sm_90 and prints "skipped: no GPU".
   Next: streams_events -- two streams at once, ordered by events.
   Build: cc -std=c99 examples/kernel_arguments.c -o kernel_arguments -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

static const char *source =
    "extern \"C\" __global__ void scale(float *x, float a, long long n) {\n"
    "    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] *= a;\n"
    "}\n";

#define N 1000

/* Prints the error record of the last failed call: what a course shows. */
static void show(const char *what, cudacore_result r) {
    const cudacore_error_info *e = cudacore_last_error();
    printf("%s\n  -> %s: %s\n", what, cudacore_result_name(r), e->message);
    if (e->detail[0]) printf("     %s\n", e->detail);
}

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_CUdeviceptr px;
    cudacore_launch_config cfg;
    cudacore_result r;
    size_t count = 0, offsets[8], sizes[8], i;
    float x[N], a = 2.0f;
    long long n = N;
    int ndev = 0, n32 = N, bad = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;             /* errors are printed below, as the program sees them */
    desc.check_kernel_args = 1; /* check arguments in release builds too */
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "scale.cu";
    memset(&opts, 0, sizeof opts);
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "sm_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
        printf("compiled scale(float *, float, long long) for sm_90\nskipped: no GPU\n");
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "scale", &k));

    /* 1. What the kernel takes: read from its code, no launch needed. */
    CUDACORE_CHECK(cudacore_kernel_param_info(k, &count, offsets, sizes, 8));
    printf("scale takes %lu parameters:", (unsigned long)count);
    for (i = 0; i < count; i++) printf(" [%lu] %lu bytes at offset %lu%s", (unsigned long)i, (unsigned long)sizes[i], (unsigned long)offsets[i],
                                       i + 1 < count ? "," : "\n");

    for (i = 0; i < N; i++) x[i] = (float)i;
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof x, s, &b));
    CUDACORE_CHECK(cudacore_buffer_native(b, &px));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b, 0, x, sizeof x, s));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (N + 255) / 256;

    /* 2. The forms; each doubles x. */
    {
        void *args[3];
        args[0] = &px, args[1] = &a, args[2] = &n;
        CUDACORE_CHECK(cudacore_launch(s, &cfg, k, args, 3));
    }
    {
        const void *values[3];
        size_t value_sizes[3];
        cudacore_arg args[3];
        values[0] = &px, value_sizes[0] = sizeof px;
        values[1] = &a, value_sizes[1] = sizeof a;
        values[2] = &n, value_sizes[2] = sizeof n;
        for (i = 0; i < 3; i++) { /* e.g. from a table of values an interpreter or binding holds */
            args[i].value = values[i];
            args[i].size = value_sizes[i];
        }
        CUDACORE_CHECK(cudacore_launch_sized(s, &cfg, k, args, 3));
    }
    {
        cudacore_arg args[3] = {CUDACORE_ARG_OF(px), CUDACORE_ARG_OF(a), CUDACORE_ARG_OF(n)};
        CUDACORE_CHECK(cudacore_launch_sized(s, &cfg, k, args, 3));
    }
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(float, a), CUDACORE_ARG(long long, n)));

    /* 3. The mistakes. Nothing reaches the GPU. */
    r = CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(float, a), CUDACORE_ARG(int, n32));
    show("CUDACORE_ARG(int, n32) for the long long parameter:", r);
    if (r != CUDACORE_ERROR_VALIDATION) bad++;
    {
        void *args[2];
        args[0] = &px, args[1] = &a;
        r = cudacore_launch(s, &cfg, k, args, 2);
        show("void ** with the count argument left out:", r);
        if (r != CUDACORE_ERROR_VALIDATION) bad++;
    }

    CUDACORE_CHECK(cudacore_buffer_copy_to_host(x, b, 0, sizeof x, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++)
        if (x[i] != 16.0f * (float)i) { /* four launches, each x 2 */
            if (bad < 5) printf("x[%lu] = %g, want %g\n", (unsigned long)i, (double)x[i], 16.0 * (double)i);
            bad++;
        }
    puts(bad ? "FAILED" : "four launches, one per form, each doubled x; both mistakes were stopped before the launch");
    CUDACORE_CHECK(cudacore_buffer_free(b, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    return bad ? 1 : 0;
}
