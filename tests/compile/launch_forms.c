/* Every argument form of a launch, built as C and as C++ and run: void **,
   the cudacore_arg array, CUDACORE_LAUNCH / CUDACORE_ARG / CUDACORE_ARGS, and
   in C++ cudacore_launch_values and CUDACORE_LAUNCH with plain values.
     - C++ overload resolution: cudacore_launch(s, &cfg, k, args, 2) is the C
       function, never a template (checked through the failing call's name);
     - with a GPU: each form launches k(long long *out, long long n, char c,
       float f) and the kernel sees the values; the wrong-width mistake
       (an int for n) is CUDACORE_ERROR_VALIDATION in debug builds;
     - without one (CUDACORE_REQUIRE_GPU=1 makes that a failure) only the
       calls on zero handles run: each fails cleanly, naming itself.
   -DREJECT_NON_TRIVIAL (C++): a kernel argument that is not trivially
   copyable must not compile (the Makefile checks the compiler's message). */
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"
#include <stdio.h>
#include <stdlib.h>

static int failures;
#define EXPECT(cond) \
    do { \
        if (!(cond)) { \
            printf("launch_forms: %s failed (line %d): %s\n", #cond, __LINE__, cudacore_last_error()->message); \
            failures++; \
        } \
    } while (0)

#ifdef REJECT_NON_TRIVIAL
struct not_trivial {
    not_trivial() : p(0) {}
    not_trivial(const not_trivial &o) : p(o.p) {}
    int *p;
};
static void rejected(cudacore_stream s, cudacore_launch_config *cfg, cudacore_kernel k) {
    not_trivial v;
    cudacore_launch_values(s, cfg, k, v);
}
#endif

/* Calls on zero handles: each fails cleanly and names the call made. */
static void zero_handles(void) {
    cudacore_stream s;
    cudacore_kernel k;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p = 0;
    int n = 3;
    void *args[2];
    cudacore_arg sized[2] = {CUDACORE_ARG_OF(p), CUDACORE_ARG_OF(n)};
    s.id = 0;
    k.id = 0;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    args[0] = &p;
    args[1] = &n;
    EXPECT(cudacore_launch(s, &cfg, k, args, 2) == CUDACORE_ERROR_INVALID_HANDLE);
    EXPECT(!strcmp(cudacore_last_error()->call, "cudacore_launch")); /* the C function, in C++ too */
    EXPECT(cudacore_launch_sized(s, &cfg, k, sized, 2) == CUDACORE_ERROR_INVALID_HANDLE);
    EXPECT(!strcmp(cudacore_last_error()->call, "cudacore_launch_sized"));
    EXPECT(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, n)) == CUDACORE_ERROR_INVALID_HANDLE);
    EXPECT(!strcmp(cudacore_last_error()->call, "cudacore_launch_sized"));
#ifdef __cplusplus
    EXPECT(cudacore_launch_values(s, &cfg, k, p, n) == CUDACORE_ERROR_INVALID_HANDLE);
    EXPECT(!strcmp(cudacore_last_error()->call, "cudacore_launch_sized"));
    EXPECT(cudacore_launch_values(s, &cfg, k) == CUDACORE_ERROR_INVALID_HANDLE); /* no arguments */
    EXPECT(CUDACORE_LAUNCH(s, &cfg, k, p, n) == CUDACORE_ERROR_INVALID_HANDLE);
    {
        cudacore_graph g;
        cudacore_graph_node node;
        g.id = 0;
        EXPECT(cudacore_graph_add_kernel_node_sized(g, NULL, 0, &cfg, k, CUDACORE_ARGS(p, n, 2.5, 'c'), &node) == CUDACORE_ERROR_INVALID_HANDLE);
    }
#endif
    {
        cudacore_graph g;
        cudacore_graph_node node;
        g.id = 0;
        EXPECT(cudacore_graph_add_kernel_node_sized(g, NULL, 0, &cfg, k, CUDACORE_ARGS(CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, n)),
                                                    &node) == CUDACORE_ERROR_INVALID_HANDLE);
        EXPECT(!strcmp(cudacore_last_error()->call, "cudacore_graph_add_kernel_node_sized"));
    }
}

static const char *SRC = "extern \"C\" __global__ void k(long long *out, long long n, char c, float f) {\n"
                         "    out[0] = n; out[1] = c; out[2] = (long long)(f * 4);\n"
                         "}\n";

/* Launches with each form and reads back what the kernel saw. */
static void launches(void) {
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_CUdeviceptr p = 0;
    cudacore_launch_config cfg;
    long long got[3], n = 1LL << 40;
    char c = 'x';
    float f = 2.5f;
    int form;
    memset(&pd, 0, sizeof pd);
    pd.source = SRC;
    if (cudacore_program_create(&pd, &prog) != CUDACORE_SUCCESS || cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &oc) != CUDACORE_SUCCESS ||
        cudacore_object_code_get_kernel(oc, "k", &k) != CUDACORE_SUCCESS || cudacore_stream_create(NULL, &s) != CUDACORE_SUCCESS ||
        cudacore_device_memory_resource(0, &mr) != CUDACORE_SUCCESS || cudacore_buffer_allocate(mr, sizeof got, s, &b) != CUDACORE_SUCCESS ||
        cudacore_buffer_native(b, &p) != CUDACORE_SUCCESS) {
        EXPECT(!"setting up");
        return;
    }
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    for (form = 0; form < 5; form++) {
        cudacore_result r = CUDACORE_SUCCESS;
        memset(got, 0, sizeof got);
        EXPECT(cudacore_buffer_fill(b, 0, sizeof got, 0, 4, s) == CUDACORE_SUCCESS);
        if (form == 0) {
            void *args[4];
            args[0] = &p, args[1] = &n, args[2] = &c, args[3] = &f;
            r = cudacore_launch(s, &cfg, k, args, 4);
        } else if (form == 1) {
            cudacore_arg args[4] = {CUDACORE_ARG_OF(p), CUDACORE_ARG_OF(n), CUDACORE_ARG_OF(c), CUDACORE_ARG_OF(f)};
            r = cudacore_launch_sized(s, &cfg, k, args, 4);
        } else if (form == 2) {
            r = CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(long long, n), CUDACORE_ARG(char, c),
                                CUDACORE_ARG(float, f));
        } else if (form == 3) {
#ifdef __cplusplus
            r = cudacore_launch_values(s, &cfg, k, p, n, c, f);
#else
            r = cudacore_launch_sized(s, &cfg, k, CUDACORE_ARGS(CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(long long, n),
                                                                CUDACORE_ARG(char, c), CUDACORE_ARG(float, f)));
#endif
        } else {
#ifdef __cplusplus
            r = CUDACORE_LAUNCH(s, &cfg, k, p, n, c, f);
#else
            continue;
#endif
        }
        EXPECT(r == CUDACORE_SUCCESS);
        EXPECT(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, s) == CUDACORE_SUCCESS);
        EXPECT(cudacore_stream_synchronize(s) == CUDACORE_SUCCESS);
        if (got[0] != n || got[1] != 'x' || got[2] != 10) printf("launch_forms: form %d: the kernel saw %lld %lld %lld\n", form, got[0], got[1], got[2]);
        EXPECT(got[0] == n && got[1] == 'x' && got[2] == 10);
    }
#ifdef CUDACORE_DEBUG
    { /* the mistake: an int where the kernel takes a long long */
        int n32 = 5;
        EXPECT(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, n32), CUDACORE_ARG(char, c),
                               CUDACORE_ARG(float, f)) == CUDACORE_ERROR_VALIDATION);
        EXPECT(!strcmp(cudacore_last_error()->message, "kernel 'k' parameter 1 is 8 bytes, 4 were given"));
#ifdef __cplusplus
        EXPECT(cudacore_launch_values(s, &cfg, k, p, n32, c, f) == CUDACORE_ERROR_VALIDATION);
        EXPECT(cudacore_launch_values(s, &cfg, k, p, n, c, 2.5) == CUDACORE_ERROR_VALIDATION); /* a double for the float */
        EXPECT(!strcmp(cudacore_last_error()->message, "kernel 'k' parameter 3 is 4 bytes, 8 were given"));
#endif
    }
#endif
    cudacore_buffer_free(b, s);
    cudacore_stream_synchronize(s);
    cudacore_stream_destroy(s);
    cudacore_kernel_destroy(k);
    cudacore_object_code_destroy(oc);
    cudacore_program_destroy(prog);
}

int main(void) {
    cudacore_desc desc;
    const char *req = getenv("CUDACORE_REQUIRE_GPU");
    int n = 0;
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    cudacore_setup(&desc);
    zero_handles();
    if (cudacore_device_count(&n) == CUDACORE_SUCCESS && n > 0) launches();
    else if (req && req[0] == '1') EXPECT(!"CUDACORE_REQUIRE_GPU=1 but no GPU");
    else printf("launch_forms: no GPU, the launches were not run\n");
    cudacore_shutdown();
    if (failures) printf("launch_forms: %d failures\n", failures);
    return failures ? 1 : 0;
}
