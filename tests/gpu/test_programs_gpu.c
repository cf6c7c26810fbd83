/* Object code, kernels and launch on a real GPU (skipped, counted, without
   one): loading CUBIN, PTX, fatbin (made by nvcc when it is installed),
   linked LTO-IR and files; kernels by name, name expression and enumeration;
   globals; attributes; occupancy; parameter info; launches in 1-3 D, with
   dynamic shared memory, clusters, cooperative, priority, on the default
   streams and on a capturing stream; arguments as void** and by value;
   the debug validation errors; the driver linker; the in-memory cache of
   loaded code. Every result is checked on the host. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../../cudabind.h"
#include "../test.h"
#include <unistd.h>

static const char *KSRC =
    "struct params { int a; float b; double c; char tag[5]; };\n"
    "struct f3 { float x[3]; };\n"
    "extern \"C\" __global__ void fill(unsigned *out, unsigned base, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = base + (unsigned)i;\n"
    "}\n"
    "extern \"C\" __global__ void coords(unsigned *out) {\n"
    "    unsigned x = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    unsigned y = blockIdx.y * blockDim.y + threadIdx.y;\n"
    "    unsigned z = blockIdx.z * blockDim.z + threadIdx.z;\n"
    "    unsigned w = gridDim.x * blockDim.x, h = gridDim.y * blockDim.y;\n"
    "    out[(z * h + y) * w + x] = (x << 20) | (y << 10) | z;\n"
    "}\n"
    "extern \"C\" __global__ void by_value(params p, double *out) {\n"
    "    out[0] = p.a; out[1] = p.b; out[2] = p.c; out[3] = p.tag[0] + 256.0 * p.tag[4];\n"
    "}\n"
    "extern \"C\" __global__ void smem_rotate(const unsigned *in, unsigned *out) {\n"
    "    extern __shared__ unsigned s[];\n"
    "    unsigned t = threadIdx.x, n = blockDim.x;\n"
    "    s[t] = in[blockIdx.x * n + t];\n"
    "    __syncthreads();\n"
    "    out[blockIdx.x * n + t] = s[(t + 1) % n];\n"
    "}\n"
    "extern \"C\" __global__ void counter(unsigned *c) { if (threadIdx.x == 0) atomicAdd(c, 1u); }\n"
    "extern \"C\" __global__ void static_smem(float *out) {\n"
    "    __shared__ float s[256];\n"
    "    s[threadIdx.x] = (float)threadIdx.x;\n"
    "    __syncthreads();\n"
    "    out[threadIdx.x] = s[255 - threadIdx.x];\n"
    "}\n"
    "extern \"C\" __global__ void params5(int a, double b, char c, f3 s, void *p) {\n"
    "    if (p) *(float *)p = a + (float)b + c + s.x[2];\n"
    "}\n"
    "template <typename T> __global__ void scale(T *x, T f, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] *= f;\n"
    "}\n"
    "__device__ int dev_table[16];\n"
    "__constant__ float const_table[8];\n"
    "extern \"C\" __global__ void use_globals(int *out) {\n"
    "    int i = threadIdx.x;\n"
    "    if (i < 16) { dev_table[i] += 1; out[i] = dev_table[i] + (int)const_table[i % 8]; }\n"
    "}\n";

/* A grid-wide barrier kernel (as in examples/cooperative_grid_sync.c). */
static const char *COOP_SRC =
    "__device__ void grid_barrier(unsigned *count, volatile unsigned *generation) {\n"
    "    __threadfence();\n"
    "    __syncthreads();\n"
    "    if (threadIdx.x == 0) {\n"
    "        unsigned blocks = gridDim.x * gridDim.y * gridDim.z, gen = *generation;\n"
    "        __threadfence();\n"
    "        if (atomicAdd(count, 1u) == blocks - 1) { *count = 0; __threadfence(); atomicAdd((unsigned *)generation, 1u); }\n"
    "        else while (*generation == gen) __nanosleep(100);\n"
    "        __threadfence();\n"
    "    }\n"
    "    __syncthreads();\n"
    "}\n"
    "extern \"C\" __global__ void coop(int *y, int *z, int n, unsigned *barrier) {\n"
    "    int stride = gridDim.x * blockDim.x;\n"
    "    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) y[i] = 2 * i;\n"
    "    grid_barrier(&barrier[0], &barrier[1]);\n"
    "    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) z[i] = y[i] + y[n - 1 - i];\n"
    "}\n";

/* Distributed shared memory across a cluster (sm_90), as in examples/thread_block_cluster.c. */
static const char *CLUSTER_SRC =
    "__device__ unsigned sreg(int which) {\n"
    "    unsigned r = 0;\n"
    "    if (which == 0) asm volatile(\"mov.u32 %0, %%cluster_ctarank;\" : \"=r\"(r));\n"
    "    if (which == 1) asm volatile(\"mov.u32 %0, %%cluster_nctarank;\" : \"=r\"(r));\n"
    "    if (which == 2) asm volatile(\"mov.u32 %0, %%clusterid.x;\" : \"=r\"(r));\n"
    "    return r;\n"
    "}\n"
    "__device__ void cluster_sync() { asm volatile(\"barrier.cluster.arrive;\\n\\tbarrier.cluster.wait;\" ::: \"memory\"); }\n"
    "extern \"C\" __global__ void neighbours(unsigned *out, unsigned *griddim) {\n"
    "    __shared__ unsigned mine;\n"
    "    unsigned rank = sreg(0), size = sreg(1), local, remote, v;\n"
    "    if (threadIdx.x == 0) mine = 1000u * sreg(2) + rank;\n"
    "    cluster_sync();\n"
    "    local = (unsigned)__cvta_generic_to_shared(&mine);\n"
    "    asm volatile(\"mapa.shared::cluster.u32 %0, %1, %2;\" : \"=r\"(remote) : \"r\"(local), \"r\"((rank + 1) % size));\n"
    "    asm volatile(\"ld.shared::cluster.u32 %0, [%1];\" : \"=r\"(v) : \"r\"(remote) : \"memory\");\n"
    "    if (threadIdx.x == 0) out[blockIdx.x] = v;\n"
    "    if (blockIdx.x == 0 && threadIdx.x == 0) *griddim = gridDim.x;\n"
    "    cluster_sync();\n"
    "}\n";

typedef struct params {
    int a;
    float b;
    double c;
    char tag[5];
} params;

static char g_tmp[256];
static cudacore_object_code g_code; /* KSRC for the device, compiled once */
static cudacore_stream g_s;
static cudacore_memory_resource g_mr;
static cudacore_device_info g_info;
static cudacore_device_properties g_props;

/* Compiles src for the current device (or `arch`) to `target`. */
static cudacore_result compile(const char *src, const char *const *exprs, size_t nexprs, cudacore_code_type target, int rdc, const char *arch,
                               cudacore_object_code *out) {
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_result r;
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = src;
    d.name_expressions = exprs;
    d.num_name_expressions = nexprs;
    o.arch = arch;
    o.relocatable_device_code = rdc ? CUDACORE_ON : 0;
    r = cudacore_program_create(&d, &p);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore_program_compile(p, target, &o, out);
    cudacore_program_destroy(p);
    return r;
}

static const char *const SCALE_EXPRS[] = {"scale<float>", "scale<int>"};

/* Once per process: the main program, a stream, the device's resource. */
static int setup(void) {
    static int state = 0; /* 0 not tried, 1 ok, -1 failed */
    if (state) return state > 0;
    state = -1;
    if (cudacore_device_get_info(0, &g_info) != CUDACORE_SUCCESS || cudacore_device_get_properties(0, &g_props) != CUDACORE_SUCCESS) {
        cudacore_print_error(stdout);
        return 0;
    }
    if (compile(KSRC, SCALE_EXPRS, 2, CUDACORE_CODE_CUBIN, 0, NULL, &g_code) != CUDACORE_SUCCESS ||
        cudacore_stream_create(NULL, &g_s) != CUDACORE_SUCCESS || cudacore_device_memory_resource(0, &g_mr) != CUDACORE_SUCCESS) {
        cudacore_print_error(stdout);
        return 0;
    }
    state = 1;
    return 1;
}
#define SETUP() \
    do { \
        NEED_GPU(); \
        if (!setup()) { \
            printf("  set-up failed (the record is above)\n"); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

/* A device buffer of `size` bytes on g_s and its address. */
static cudacore_result alloc(size_t size, cudacore_buffer *b, cudacore_CUdeviceptr *p) {
    cudacore_result r = cudacore_buffer_allocate(g_mr, size, g_s, b);
    if (r == CUDACORE_SUCCESS) r = cudacore_buffer_native(*b, p);
    return r;
}

static cudacore_launch_config cfg1(unsigned grid, unsigned block) {
    cudacore_launch_config c;
    memset(&c, 0, sizeof c);
    c.grid[0] = grid;
    c.block[0] = block;
    return c;
}

/* Launches `fill` of object code oc on s over n elements with `base`, checks out[i] = base + i. */
static int run_fill(cudacore_object_code oc, cudacore_stream s, unsigned base) {
    enum { N = 1000 };
    static unsigned got[N];
    cudacore_kernel k;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c = cfg1((N + 127) / 128, 128);
    int n = N, i, bad = 0;
    void *args[3];
    if (cudacore_object_code_get_kernel(oc, "fill", &k) != CUDACORE_SUCCESS) return 0;
    if (alloc(N * sizeof(unsigned), &b, &p) != CUDACORE_SUCCESS) return 0;
    args[0] = &p;
    args[1] = &base;
    args[2] = &n;
    if (cudacore_stream_synchronize(g_s) != CUDACORE_SUCCESS) return 0; /* the allocation, before another stream uses it */
    if (cudacore_launch(s, &c, k, args, 3) != CUDACORE_SUCCESS) return 0;
    if (cudacore_stream_synchronize(s) != CUDACORE_SUCCESS) return 0;
    if (cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s) != CUDACORE_SUCCESS) return 0;
    if (cudacore_stream_synchronize(g_s) != CUDACORE_SUCCESS) return 0;
    for (i = 0; i < N; i++)
        if (got[i] != base + (unsigned)i) {
            if (bad++ < 3) printf("  fill: got[%d] = %u, want %u\n", i, got[i], base + (unsigned)i);
        }
    if (cudacore_buffer_free(b, g_s) != CUDACORE_SUCCESS || cudacore_kernel_destroy(k) != CUDACORE_SUCCESS) return 0;
    return bad == 0;
}
#define CHECK_FILL(oc, s, base) \
    do { \
        if (!run_fill((oc), (s), (base))) { \
            printf("  the fill kernel failed or gave wrong values (%s:%d)\n", __FILE__, __LINE__); \
            cudacore_print_error(stdout); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

/*--- loading ---*/
static void load_cubin_ptx_and_files(void) {
    cudacore_object_code ptx, from_data, from_file, ptx_file;
    cudacore_object_code_desc d;
    const void *data = NULL;
    size_t size = 0;
    cudacore_code_type ty = CUDACORE_CODE_DEFAULT;
    char path[300], ppath[300];
    SETUP();
    CHECK_FILL(g_code, g_s, 7); /* compiled CUBIN */
    /* CUBIN bytes loaded as new object code (type guessed from the ELF magic) */
    CHECK_OK(cudacore_object_code_data(g_code, &data, &size, &ty));
    CHECK(ty == CUDACORE_CODE_CUBIN && size > 100 && !memcmp(data, "\177ELF", 4));
    memset(&d, 0, sizeof d);
    d.data = data;
    d.size = size;
    CHECK_OK(cudacore_object_code_load(&d, &from_data));
    CHECK_OK(cudacore_object_code_data(from_data, NULL, NULL, &ty));
    CHECK(ty == CUDACORE_CODE_CUBIN);
    CHECK_FILL(from_data, g_s, 100);
    /* saved to a file and loaded from it */
    snprintf(path, sizeof path, "%s/k.cubin", g_tmp);
    CHECK_OK(cudacore_object_code_save(g_code, path));
    memset(&d, 0, sizeof d);
    d.path = path;
    CHECK_OK(cudacore_object_code_load(&d, &from_file));
    CHECK_OK(cudacore_object_code_data(from_file, &data, &size, &ty));
    CHECK(ty == CUDACORE_CODE_CUBIN && size > 100);
    CHECK_FILL(from_file, g_s, 200);
    CHECK_OK(cudacore_object_code_destroy(from_file));
    /* PTX, JIT-compiled by the driver at load; from memory and from a file */
    CHECK_OK(compile(KSRC, NULL, 0, CUDACORE_CODE_PTX, 0, NULL, &ptx));
    CHECK_OK(cudacore_object_code_data(ptx, &data, &size, &ty));
    CHECK(ty == CUDACORE_CODE_PTX && strstr((const char *)data, ".entry fill") != NULL);
    CHECK_FILL(ptx, g_s, 300);
    snprintf(ppath, sizeof ppath, "%s/k.ptx", g_tmp);
    CHECK_OK(cudacore_object_code_save(ptx, ppath));
    memset(&d, 0, sizeof d);
    d.path = ppath; /* type guessed: text -> PTX */
    CHECK_OK(cudacore_object_code_load(&d, &ptx_file));
    CHECK_OK(cudacore_object_code_data(ptx_file, NULL, NULL, &ty));
    CHECK(ty == CUDACORE_CODE_PTX);
    CHECK_FILL(ptx_file, g_s, 400);
    /* a file that is not there */
    t_setup_quiet();
    memset(&d, 0, sizeof d);
    d.path = "/nonexistent/k.cubin";
    CHECK_ERR(cudacore_object_code_load(&d, &from_file), CUDACORE_ERROR_IO);
    CHECK_OK(cudacore_object_code_destroy(from_data));
    CHECK_OK(cudacore_object_code_destroy(ptx));
    CHECK_OK(cudacore_object_code_destroy(ptx_file));
}

/* Whether nvcc is there: the path given, or one on PATH when it is "nvcc". */
static int have_nvcc(const char *nvcc) {
    return strcmp(nvcc, "nvcc") ? access(nvcc, X_OK) == 0 : system("command -v nvcc > /dev/null 2>&1") == 0;
}

static void load_fatbin_made_by_nvcc(void) {
    const char *home = getenv("CUDA_HOME");
    char nvcc[600], cmd[2000], cu[300], fb[300], log[300];
    cudacore_object_code oc;
    cudacore_object_code_desc d;
    cudacore_code_type ty = CUDACORE_CODE_DEFAULT;
    FILE *f;
    SETUP();
    snprintf(nvcc, sizeof nvcc, "%s/bin/nvcc", home && *home ? home : "/usr/local/cuda");
    if (access(nvcc, X_OK) != 0) snprintf(nvcc, sizeof nvcc, "nvcc");
    snprintf(cu, sizeof cu, "%s/fb.cu", g_tmp);
    snprintf(fb, sizeof fb, "%s/fb.fatbin", g_tmp);
    f = fopen(cu, "w");
    CHECK(f != NULL);
    fputs(KSRC, f);
    fclose(f);
    NEED_TOOL(have_nvcc(nvcc), "nvcc is not installed");
    snprintf(cmd, sizeof cmd, "'%s' -fatbin -arch=sm_%s -o '%s' '%s' > %s/nvcc.log 2>&1", nvcc, g_info.arch, fb, cu, g_tmp);
    snprintf(log, sizeof log, "%s/nvcc.log", g_tmp);
    CHECK_SHELL(cmd, log);
    memset(&d, 0, sizeof d);
    d.path = fb; /* type guessed from the fatbin magic */
    CHECK_OK(cudacore_object_code_load(&d, &oc));
    CHECK_OK(cudacore_object_code_data(oc, NULL, NULL, &ty));
    CHECK(ty == CUDACORE_CODE_FATBIN);
    CHECK_FILL(oc, g_s, 500);
    CHECK_OK(cudacore_object_code_destroy(oc));
}

static void load_linked_ltoir(void) {
    static const char *kernel = "extern __device__ int lto_f(int);\n"
                                "extern \"C\" __global__ void lto_k(int *out, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = lto_f(i); }\n";
    static const char *lib = "__device__ int lto_f(int x) { return x * x + 1; }\n";
    enum { N = 777 };
    static int got[N];
    cudacore_object_code a, b, linked;
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_linker_backend be = CUDACORE_LINKER_AUTO;
    cudacore_kernel k;
    cudacore_buffer buf;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c = cfg1((N + 63) / 64, 64);
    int n = N, i;
    SETUP();
    t_setup_quiet();
    CHECK_OK(compile(kernel, NULL, 0, CUDACORE_CODE_LTOIR, 1, NULL, &a));
    CHECK_OK(compile(lib, NULL, 0, CUDACORE_CODE_LTOIR, 1, NULL, &b));
    /* LTO-IR cannot be loaded as it is */
    CHECK_ERR(cudacore_object_code_get_kernel(a, "lto_k", &k), CUDACORE_ERROR_INVALID_ARGUMENT);
    memset(&lo, 0, sizeof lo);
    lo.link_time_optimization = 1;
    CHECK_OK(cudacore_linker_create(&lo, &lk));
    CHECK_OK(cudacore_linker_backend_used(lk, &be));
    CHECK(be == CUDACORE_LINKER_NVJITLINK);
    CHECK_OK(cudacore_linker_add_object_code(lk, a));
    CHECK_OK(cudacore_linker_add_object_code(lk, b));
    CHECK_OK(cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &linked));
    CHECK_OK(cudacore_linker_destroy(lk));
    CHECK_OK(cudacore_object_code_get_kernel(linked, "lto_k", &k));
    CHECK_OK(alloc(sizeof got, &buf, &p));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, n)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, buf, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < N; i++) CHECK(got[i] == i * i + 1);
    CHECK_OK(cudacore_buffer_free(buf, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
    CHECK_OK(cudacore_object_code_destroy(linked));
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_object_code_destroy(b));
}

/*--- kernels ---*/
static void kernels_by_name_and_name_expression(void) {
    enum { N = 300 };
    float hf[N], gf[N];
    int hi[N], gi[N], n = N, i;
    cudacore_kernel kf, ki, kfill;
    cudacore_buffer bf, bi;
    cudacore_CUdeviceptr pf, pi;
    cudacore_launch_config c = cfg1((N + 127) / 128, 128);
    const char *name = NULL, *lowered = NULL;
    float ff = 1.5f;
    int fi = -3;
    SETUP();
    t_setup_quiet();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "scale<float>", &kf));
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "scale<int>", &ki));
    CHECK_OK(cudacore_object_code_lowered_name(g_code, "scale<float>", &lowered));
    CHECK_OK(cudacore_kernel_name(kf, &name));
    CHECK(!strcmp(name, lowered) && !strncmp(name, "_Z5scaleIfEvPT_S0_i", 18));
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "fill", &kfill)); /* a plain extern "C" name */
    CHECK_OK(cudacore_kernel_name(kfill, &name));
    CHECK(!strcmp(name, "fill"));
    CHECK_OK(cudacore_kernel_destroy(kfill));
    CHECK_ERR(cudacore_object_code_get_kernel(g_code, "no_such_kernel", &kfill), CUDACORE_ERROR_CUDA);
    CHECK(kfill.id == 0);
    for (i = 0; i < N; i++) {
        hf[i] = (float)i * 0.5f;
        hi[i] = i - 100;
    }
    CHECK_OK(alloc(sizeof hf, &bf, &pf));
    CHECK_OK(alloc(sizeof hi, &bi, &pi));
    CHECK_OK(cudacore_buffer_copy_from_host(bf, 0, hf, sizeof hf, g_s));
    CHECK_OK(cudacore_buffer_copy_from_host(bi, 0, hi, sizeof hi, g_s));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, kf, CUDACORE_ARG(cudacore_CUdeviceptr, pf), CUDACORE_ARG(float, ff), CUDACORE_ARG(int, n)));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, ki, CUDACORE_ARG(cudacore_CUdeviceptr, pi), CUDACORE_ARG(int, fi), CUDACORE_ARG(int, n)));
    CHECK_OK(cudacore_buffer_copy_to_host(gf, bf, 0, sizeof gf, g_s));
    CHECK_OK(cudacore_buffer_copy_to_host(gi, bi, 0, sizeof gi, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < N; i++) {
        CHECK(gf[i] == hf[i] * 1.5f);
        CHECK(gi[i] == hi[i] * -3);
    }
    CHECK_OK(cudacore_buffer_free(bf, g_s));
    CHECK_OK(cudacore_buffer_free(bi, g_s));
    CHECK_OK(cudacore_kernel_destroy(kf));
    CHECK_OK(cudacore_kernel_destroy(ki));
}

static void kernel_enumeration(void) {
    static const char *src = "extern \"C\" __global__ void k_one(int *x) { *x = 1; }\n"
                             "extern \"C\" __global__ void k_two(int *x) { *x = 2; }\n"
                             "extern \"C\" __global__ void k_three(int *x) { *x = 3; }\n";
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c = cfg1(1, 1);
    unsigned count = 0, i;
    int seen[4] = {0, 0, 0, 0}, v = 0;
    const char *name;
    SETUP();
    t_setup_quiet();
    CHECK_OK(compile(src, NULL, 0, CUDACORE_CODE_CUBIN, 0, NULL, &oc));
    CHECK_OK(cudacore_object_code_kernel_count(oc, &count));
    CHECK(count == 3);
    CHECK_OK(alloc(sizeof(int), &b, &p));
    for (i = 0; i < count; i++) {
        int want;
        CHECK_OK(cudacore_object_code_kernel_at(oc, i, &k));
        CHECK_OK(cudacore_kernel_name(k, &name));
        want = !strcmp(name, "k_one") ? 1 : !strcmp(name, "k_two") ? 2 : !strcmp(name, "k_three") ? 3 : 0;
        if (!want) printf("  unexpected kernel '%s'\n", name);
        CHECK(want != 0);
        seen[want]++;
        /* the enumerated kernel runs, and is the one its name says */
        CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p)));
        CHECK_OK(cudacore_buffer_copy_to_host(&v, b, 0, sizeof v, g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s));
        CHECK(v == want);
        CHECK_OK(cudacore_kernel_destroy(k));
    }
    CHECK(seen[1] == 1 && seen[2] == 1 && seen[3] == 1);
    CHECK_ERR(cudacore_object_code_kernel_at(oc, 3, &k), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_object_code_destroy(oc));
}

static void globals_get_copy(void) {
    int init[16], back[16], out[16], i, v = 1000;
    float ct[8];
    cudacore_CUdeviceptr p = 0, po;
    size_t size = 0;
    cudacore_kernel k;
    cudacore_buffer bo;
    cudacore_launch_config c = cfg1(1, 32);
    cudacore_stream legacy = cudacore_stream_legacy();
    SETUP();
    t_setup_quiet();
    CHECK_OK(cudacore_object_code_get_global(g_code, "dev_table", &p, &size));
    CHECK(p != 0 && size == sizeof init);
    CHECK_OK(cudacore_object_code_get_global(g_code, "const_table", &p, &size));
    CHECK(p != 0 && size == sizeof ct);
    for (i = 0; i < 16; i++) init[i] = i * 10;
    for (i = 0; i < 8; i++) ct[i] = (float)(i + 1);
    CHECK_OK(cudacore_object_code_copy_to_global(g_code, "dev_table", 0, init, sizeof init));
    CHECK_OK(cudacore_object_code_copy_to_global(g_code, "dev_table", 4 * sizeof(int), &v, sizeof v)); /* dev_table[4] = 1000 */
    CHECK_OK(cudacore_object_code_copy_to_global(g_code, "const_table", 0, ct, sizeof ct));
    CHECK_OK(cudacore_object_code_copy_from_global(g_code, "dev_table", 0, back, sizeof back));
    init[4] = 1000;
    CHECK(!memcmp(back, init, sizeof back));
    /* the kernel sees both tables (legacy stream: ordered after the synchronous copies) */
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "use_globals", &k));
    CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof out, legacy, &bo));
    CHECK_OK(cudacore_buffer_native(bo, &po));
    CHECK_OK(CUDACORE_LAUNCH(legacy, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, po)));
    CHECK_OK(cudacore_buffer_copy_to_host(out, bo, 0, sizeof out, legacy));
    CHECK_OK(cudacore_stream_synchronize(legacy));
    for (i = 0; i < 16; i++) CHECK(out[i] == init[i] + 1 + (i % 8) + 1);
    CHECK_OK(cudacore_object_code_copy_from_global(g_code, "dev_table", 2 * sizeof(int), back, 3 * sizeof(int)));
    CHECK(back[0] == init[2] + 1 && back[1] == init[3] + 1 && back[2] == init[4] + 1);
    /* bounds and names */
    CHECK_ERR(cudacore_object_code_copy_to_global(g_code, "dev_table", 15 * sizeof(int), init, 2 * sizeof(int)), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "dev_table") != NULL);
    CHECK_ERR(cudacore_object_code_copy_from_global(g_code, "dev_table", 65, back, 0), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_object_code_get_global(g_code, "no_such_global", &p, &size), CUDACORE_ERROR_CUDA);
    CHECK(p == 0 && size == 0);
    CHECK_OK(cudacore_buffer_free(bo, legacy));
    CHECK_OK(cudacore_kernel_destroy(k));
}

static void attributes_and_cache_config(void) {
    cudacore_kernel k, kr;
    int v = 0, regs = 0, binver = 0, ptxver = 0, maxthreads = 0, maxdyn = 0;
    enum { T = 128 };
    static unsigned in[4 * T], got[4 * T];
    cudacore_buffer bi, bo;
    cudacore_CUdeviceptr pi, po;
    cudacore_launch_config c = cfg1(4, T);
    size_t big = 64 * 1024;
    int i;
    SETUP();
    t_setup_quiet();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "static_smem", &k));
    CHECK_OK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, -1, &v));
    CHECK(v == 256 * (int)sizeof(float));
    CHECK_OK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_NUM_REGS, -1, &regs));
    CHECK(regs > 0 && regs <= 255);
    CHECK_OK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, 0, &maxthreads));
    CHECK(maxthreads >= 256 && maxthreads <= g_props.max_threads_per_block);
    CHECK_OK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_BINARY_VERSION, -1, &binver));
    CHECK(binver == g_info.cc_major * 10 + g_info.cc_minor);
    CHECK_OK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_PTX_VERSION, -1, &ptxver));
    CHECK(ptxver > 0);
    CHECK_OK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, -1, &v));
    CHECK(v == 0); /* no local memory: four registers of work, no array but the shared one */
    CHECK_ERR(cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_NUM_REGS, -1, 8), CUDACORE_ERROR_INVALID_ARGUMENT); /* read-only */
    CHECK_OK(cudacore_kernel_set_cache_config(k, CUDACORE_CU_FUNC_CACHE_PREFER_SHARED, -1));
    CHECK_OK(cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, -1, 50));
    CHECK_OK(cudacore_kernel_get_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, -1, &v));
    CHECK(v == 50);
    /* > 48 KB of dynamic shared memory: refused before the opt-in, runs after it */
    CHECK(g_props.max_shared_memory_per_block_optin > (int)big);
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "smem_rotate", &kr));
    for (i = 0; i < 4 * T; i++) in[i] = 3u * (unsigned)i + 1u;
    CHECK_OK(alloc(sizeof in, &bi, &pi));
    CHECK_OK(alloc(sizeof got, &bo, &po));
    CHECK_OK(cudacore_buffer_copy_from_host(bi, 0, in, sizeof in, g_s));
    c.shared_mem = big; /* refused by cudacore (not the driver: no sanitizer error), naming the opt-in */
    CHECK_ERR(CUDACORE_LAUNCH(g_s, &c, kr, CUDACORE_ARG(cudacore_CUdeviceptr, pi), CUDACORE_ARG(cudacore_CUdeviceptr, po)), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "cudacore_kernel_set_max_dynamic_shared_memory") != NULL);
    CHECK_OK(cudacore_kernel_set_max_dynamic_shared_memory(kr, big));
    CHECK_OK(cudacore_kernel_get_attribute(kr, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -1, &maxdyn));
    CHECK(maxdyn == (int)big);
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, kr, CUDACORE_ARG(cudacore_CUdeviceptr, pi), CUDACORE_ARG(cudacore_CUdeviceptr, po)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, bo, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < 4 * T; i++) CHECK(got[i] == in[(i / T) * T + (i % T + 1) % T]);
    CHECK_OK(cudacore_buffer_free(bi, g_s));
    CHECK_OK(cudacore_buffer_free(bo, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
    CHECK_OK(cudacore_kernel_destroy(kr));
}

static void occupancy_queries(void) {
    cudacore_kernel k;
    cudacore_launch_config c;
    int per_sm = 0, min_grid = 0, block = 0, cluster = 0, clusters = 0;
    size_t avail = 0;
    SETUP();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "fill", &k));
    CHECK_OK(cudacore_kernel_max_active_blocks_per_sm(k, 256, 0, &per_sm));
    CHECK(per_sm >= 1 && per_sm <= g_props.max_blocks_per_multiprocessor && per_sm * 256 <= g_props.max_threads_per_multiprocessor);
    CHECK_OK(cudacore_kernel_max_potential_block_size(k, 0, 0, &min_grid, &block));
    CHECK(block >= 32 && block <= g_props.max_threads_per_block && block % 32 == 0);
    CHECK(min_grid >= g_props.multiprocessor_count);
    CHECK_OK(cudacore_kernel_max_potential_block_size(k, 0, 64, &min_grid, &block)); /* a block size limit */
    CHECK(block >= 32 && block <= 64);
    CHECK_OK(cudacore_kernel_available_dynamic_smem_per_block(k, 1, 256, &avail));
    printf("  available dynamic shared memory: %lu bytes with 1 block per SM", (unsigned long)avail);
    CHECK(avail > 0 && avail <= (size_t)g_props.max_shared_memory_per_multiprocessor);
    {
        size_t avail2 = 0; /* two blocks per SM can never have more each */
        CHECK_OK(cudacore_kernel_available_dynamic_smem_per_block(k, 2, 256, &avail2));
        printf(", %lu with 2\n", (unsigned long)avail2);
        CHECK(avail2 > 0 && avail2 <= avail);
    }
    if (g_info.cc_major < 9) {
        CHECK_OK(cudacore_kernel_destroy(k));
        SKIP("the cluster occupancy queries need compute capability 9.0 (the other three passed)");
    }
    memset(&c, 0, sizeof c);
    c.grid[0] = 16;
    c.block[0] = 128;
    c.cluster[0] = 2;
    CHECK_OK(cudacore_kernel_max_potential_cluster_size(k, &c, &cluster));
    CHECK(cluster >= 2 && cluster <= 32);
    CHECK_OK(cudacore_kernel_max_active_clusters(k, &c, &clusters));
    CHECK(clusters >= 1 && clusters * 2 <= g_props.multiprocessor_count * g_props.max_blocks_per_multiprocessor);
    CHECK_OK(cudacore_kernel_destroy(k));
}

static void param_info(void) {
    static const size_t want_off[5] = {0, 8, 16, 20, 32}, want_size[5] = {4, 8, 1, 12, 8};
    cudacore_kernel k;
    size_t count = 0, off[8], sz[8], i;
    SETUP();
    t_setup_quiet();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "params5", &k));
    CHECK_OK(cudacore_kernel_param_info(k, &count, off, sz, 8)); /* any driver: the count comes from the code */
    CHECK(count == 5);
    for (i = 0; i < 5; i++) {
        if (off[i] != want_off[i] || sz[i] != want_size[i])
            printf("  param %lu: offset %lu size %lu, want %lu %lu\n", (unsigned long)i, (unsigned long)off[i], (unsigned long)sz[i],
                   (unsigned long)want_off[i], (unsigned long)want_size[i]);
        CHECK(off[i] == want_off[i] && sz[i] == want_size[i]);
    }
    CHECK_OK(cudacore_kernel_param_info(k, &count, NULL, NULL, 0)); /* count only */
    CHECK(count == 5);
    CHECK_OK(cudacore_kernel_param_info(k, &count, off, sz, 2)); /* fewer entries than parameters */
    CHECK(count == 5 && sz[1] == 8);
    CHECK_OK(cudacore_kernel_destroy(k));
}

/* The parameter table read from the code (CUBIN, PTX, and an nvcc fatbin)
   agrees with the driver's cuKernelGetParamInfo for every kernel, asked only
   below the count: nothing here makes the driver report an error (the
   compute-sanitizer pass counts them). */
static int tables_agree(cudacore_object_code oc, const char *what) {
    static const char *const names[] = {"fill", "coords", "by_value", "smem_rotate", "counter", "static_smem", "params5", "use_globals", "scale<float>"};
    const void *data;
    size_t size, i, j, off[8], sz[8];
    cudacore_code_type type;
    int arch = g_info.cc_major * 10 + g_info.cc_minor, ok = 1;
    if (cudacore_object_code_data(oc, &data, &size, &type) != CUDACORE_SUCCESS) return 0;
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        cudacore_kernel k;
        cudacore_CUkernel ck;
        const char *low = NULL, *name = names[i];
        int n;
        if (strchr(name, '<')) {
            if (cudacore_object_code_lowered_name(oc, name, &low) != CUDACORE_SUCCESS) low = "_Z5scaleIfEvPT_S0_i"; /* nvcc's: no expressions */
            name = low;
        }
        n = t_code_params(type, data, size, name, arch, off, sz, 8);
        if (n < 0 || cudacore_object_code_get_kernel(oc, name, &k) != CUDACORE_SUCCESS || cudacore_kernel_native(k, &ck) != CUDACORE_SUCCESS) {
            printf("  %s %s: no table (%d) or no kernel\n", what, name, n);
            return 0;
        }
        for (j = 0; j < (size_t)n && t_driver_version() >= 12040; j++) {
            size_t o = 0, z = 0;
            if (t_kernel_param_info(ck, j, &o, &z) != 0 || o != off[j] || z != sz[j]) {
                printf("  %s %s parameter %lu: the code says %lu@%lu, the driver %lu@%lu\n", what, name, (unsigned long)j, (unsigned long)sz[j],
                       (unsigned long)off[j], (unsigned long)z, (unsigned long)o);
                ok = 0;
            }
        }
        cudacore_kernel_destroy(k);
    }
    return ok;
}
static void param_tables_agree_with_the_driver(void) {
    const char *home = getenv("CUDA_HOME");
    char nvcc[600], cmd[2000], cu[300], fb[300], log[300];
    cudacore_object_code ptx, fat;
    cudacore_object_code_desc d;
    FILE *f;
    SETUP();
    CHECK(tables_agree(g_code, "CUBIN"));
    CHECK_OK(compile(KSRC, SCALE_EXPRS, 2, CUDACORE_CODE_PTX, 0, NULL, &ptx));
    CHECK(tables_agree(ptx, "PTX"));
    CHECK_OK(cudacore_object_code_destroy(ptx));
    snprintf(nvcc, sizeof nvcc, "%s/bin/nvcc", home && *home ? home : "/usr/local/cuda");
    if (access(nvcc, X_OK) != 0) snprintf(nvcc, sizeof nvcc, "nvcc");
    snprintf(cu, sizeof cu, "%s/tables.cu", g_tmp);
    snprintf(fb, sizeof fb, "%s/tables.fatbin", g_tmp);
    f = fopen(cu, "w");
    CHECK(f != NULL);
    fputs(KSRC, f);
    fputs("template __global__ void scale<float>(float *, float, int);\n", f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "'%s' -fatbin -no-compress -gencode arch=compute_%s,code=[sm_%s,compute_%s] -o '%s' '%s' > %s/nvcc.log 2>&1", nvcc,
             g_info.arch, g_info.arch, g_info.arch, fb, cu, g_tmp);
    NEED_TOOL(have_nvcc(nvcc), "nvcc is not installed (CUBIN and PTX agreed)");
    snprintf(log, sizeof log, "%s/nvcc.log", g_tmp);
    CHECK_SHELL(cmd, log);
    memset(&d, 0, sizeof d);
    d.path = fb;
    CHECK_OK(cudacore_object_code_load(&d, &fat));
    CHECK(tables_agree(fat, "FATBIN"));
    CHECK_OK(cudacore_object_code_destroy(fat));
}

/*--- launch ---*/
static int check_coords(const unsigned *got, unsigned w, unsigned h, unsigned d) {
    unsigned x, y, z, bad = 0;
    for (z = 0; z < d; z++)
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                unsigned v = got[(z * h + y) * w + x], want = (x << 20) | (y << 10) | z;
                if (v != want && bad++ < 3) printf("  (%u,%u,%u): 0x%x, want 0x%x\n", x, y, z, v, want);
            }
    return bad == 0;
}

static void launch_1d_2d_3d(void) {
    static unsigned got[4096];
    cudacore_kernel k;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c;
    SETUP();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "coords", &k));
    CHECK_OK(alloc(sizeof got, &b, &p));
    /* 1-D: y and z left 0 mean 1 */
    memset(&c, 0, sizeof c);
    c.grid[0] = 5;
    c.block[0] = 64;
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof got, 0xFFFFFFFFu, 4, g_s));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(check_coords(got, 320, 1, 1));
    CHECK(got[320] == 0xFFFFFFFFu); /* nothing past the grid */
    /* 2-D */
    c.grid[0] = 3, c.grid[1] = 2;
    c.block[0] = 8, c.block[1] = 4;
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof got, 0xFFFFFFFFu, 4, g_s));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(check_coords(got, 24, 8, 1));
    CHECK(got[24 * 8] == 0xFFFFFFFFu);
    /* 3-D */
    c.grid[0] = 2, c.grid[1] = 3, c.grid[2] = 4;
    c.block[0] = 4, c.block[1] = 2, c.block[2] = 2;
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof got, 0xFFFFFFFFu, 4, g_s));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(check_coords(got, 8, 6, 8));
    CHECK(got[8 * 6 * 8] == 0xFFFFFFFFu);
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
}

static void launch_dynamic_shared_memory(void) {
    enum { T = 256, B = 8 };
    static unsigned in[B * T], got[B * T];
    cudacore_kernel k;
    cudacore_buffer bi, bo;
    cudacore_CUdeviceptr pi, po;
    cudacore_launch_config c = cfg1(B, T);
    int i;
    SETUP();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "smem_rotate", &k));
    for (i = 0; i < B * T; i++) in[i] = (unsigned)i * 2654435761u;
    CHECK_OK(alloc(sizeof in, &bi, &pi));
    CHECK_OK(alloc(sizeof got, &bo, &po));
    CHECK_OK(cudacore_buffer_copy_from_host(bi, 0, in, sizeof in, g_s));
    c.shared_mem = T * sizeof(unsigned);
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, pi), CUDACORE_ARG(cudacore_CUdeviceptr, po)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, bo, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < B * T; i++) CHECK(got[i] == in[(i / T) * T + (i % T + 1) % T]);
    CHECK_OK(cudacore_buffer_free(bi, g_s));
    CHECK_OK(cudacore_buffer_free(bo, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
}

static void launch_clusters(void) {
    enum { CLUSTERS = 6, CL = 2, BLOCKS = CLUSTERS * CL };
    unsigned got[BLOCKS], griddim = 0;
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_buffer bo, bg;
    cudacore_CUdeviceptr po, pg;
    cudacore_launch_config c;
    int b;
    SETUP();
    if (g_info.cc_major < 9) SKIP("thread block clusters need compute capability 9.0");
    CHECK_OK(compile(CLUSTER_SRC, NULL, 0, CUDACORE_CODE_CUBIN, 0, NULL, &oc));
    CHECK_OK(cudacore_object_code_get_kernel(oc, "neighbours", &k));
    CHECK_OK(alloc(sizeof got, &bo, &po));
    CHECK_OK(alloc(sizeof griddim, &bg, &pg));
    CHECK_OK(cudacore_buffer_fill(bo, 0, sizeof got, 0xFFFFFFFFu, 4, g_s));
    memset(&c, 0, sizeof c);
    c.grid[0] = CLUSTERS; /* the grid counts clusters */
    c.cluster[0] = CL;
    c.block[0] = 64;
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, po), CUDACORE_ARG(cudacore_CUdeviceptr, pg)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, bo, 0, sizeof got, g_s));
    CHECK_OK(cudacore_buffer_copy_to_host(&griddim, bg, 0, sizeof griddim, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(griddim == BLOCKS);
    for (b = 0; b < BLOCKS; b++) CHECK(got[b] == 1000u * (unsigned)(b / CL) + (unsigned)((b % CL + 1) % CL));
    CHECK_OK(cudacore_buffer_free(bo, g_s));
    CHECK_OK(cudacore_buffer_free(bg, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
    CHECK_OK(cudacore_object_code_destroy(oc));
}

static void launch_cooperative(void) {
    enum { N = 1 << 20, BLOCK = 256 };
    static int got[N];
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_buffer by, bz, bb;
    cudacore_CUdeviceptr py, pz, pb;
    cudacore_launch_config c;
    int per_sm = 0, n = N, i;
    SETUP();
    if (!g_props.cooperative_launch) SKIP("no cooperative launch on this device");
    CHECK_OK(compile(COOP_SRC, NULL, 0, CUDACORE_CODE_CUBIN, 0, NULL, &oc));
    CHECK_OK(cudacore_object_code_get_kernel(oc, "coop", &k));
    CHECK_OK(cudacore_kernel_max_active_blocks_per_sm(k, BLOCK, 0, &per_sm));
    CHECK(per_sm >= 1);
    memset(&c, 0, sizeof c);
    c.grid[0] = (unsigned)(per_sm * g_props.multiprocessor_count);
    c.block[0] = BLOCK;
    c.cooperative = 1;
    CHECK_OK(alloc(N * sizeof(int), &by, &py));
    CHECK_OK(alloc(N * sizeof(int), &bz, &pz));
    CHECK_OK(alloc(2 * sizeof(unsigned), &bb, &pb));
    CHECK_OK(cudacore_buffer_fill(bb, 0, 2 * sizeof(unsigned), 0, 4, g_s));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, py), CUDACORE_ARG(cudacore_CUdeviceptr, pz), CUDACORE_ARG(int, n),
                             CUDACORE_ARG(cudacore_CUdeviceptr, pb)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, bz, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < N; i++) CHECK(got[i] == 2 * (N - 1));
    CHECK_OK(cudacore_buffer_free(by, g_s));
    CHECK_OK(cudacore_buffer_free(bz, g_s));
    CHECK_OK(cudacore_buffer_free(bb, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
    CHECK_OK(cudacore_object_code_destroy(oc));
}

static void launch_with_priority(void) {
    cudacore_launch_config c = cfg1(4, 64);
    cudacore_kernel k;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    unsigned got[256], base = 77;
    int least = 0, greatest = 0, n = 256, i;
    SETUP();
    CHECK_OK(cudacore_stream_priority_range(&least, &greatest));
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "fill", &k));
    CHECK_OK(alloc(sizeof got, &b, &p));
    c.priority = greatest == least ? 0 : greatest; /* the highest priority, for this launch only */
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(unsigned, base), CUDACORE_ARG(int, n)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < n; i++) CHECK(got[i] == base + (unsigned)i);
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
}

static void launch_on_default_streams(void) {
    SETUP();
    CHECK_FILL(g_code, cudacore_stream_legacy(), 1000);
    CHECK_FILL(g_code, cudacore_stream_per_thread(), 2000);
}

static void launch_on_capturing_stream(void) {
    cudacore_stream s;
    cudacore_CUstream cs;
    cudacore_kernel k;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c = cfg1(3, 32); /* three blocks: +3 per launch */
    cudabind_cuStreamEndCapture_result g;
    cudabind_cuStreamIsCapturing_result cap;
    cudabind_cuGraphInstantiateWithFlags_result ge;
    unsigned v = 12345;
    SETUP();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "counter", &k));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_stream_native(s, &cs));
    CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof v, s, &b)); /* before the capture */
    CHECK_OK(cudacore_buffer_native(b, &p));
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof v, 0, 4, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK(cudabind_cuStreamBeginCapture(cs, CUDACORE_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL).err == 0);
    cap = cudabind_cuStreamIsCapturing(cs);
    CHECK(cap.err == 0 && cap.captureStatus == CUDACORE_CU_STREAM_CAPTURE_STATUS_ACTIVE);
    CHECK_OK(CUDACORE_LAUNCH(s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p))); /* recorded, not run */
    CHECK_OK(CUDACORE_LAUNCH(s, &c, k, CUDACORE_ARG(cudacore_CUdeviceptr, p)));
    g = cudabind_cuStreamEndCapture(cs);
    CHECK(g.err == 0 && g.phGraph != NULL);
    CHECK_OK(cudacore_buffer_copy_to_host(&v, b, 0, sizeof v, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK(v == 0); /* nothing ran during the capture */
    ge = cudabind_cuGraphInstantiateWithFlags(g.phGraph, 0);
    CHECK(ge.err == 0);
    CHECK(cudabind_cuGraphLaunch(ge.phGraphExec, cs).err == 0);
    CHECK(cudabind_cuGraphLaunch(ge.phGraphExec, cs).err == 0);
    CHECK_OK(cudacore_buffer_copy_to_host(&v, b, 0, sizeof v, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK(v == 2 * 2 * 3); /* two graph launches x two kernels x three blocks */
    CHECK(cudabind_cuGraphExecDestroy(ge.phGraphExec).err == 0);
    CHECK(cudabind_cuGraphDestroy(g.phGraph).err == 0);
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_kernel_destroy(k));
}

static void args_void_pp_and_struct_by_value(void) {
    cudacore_kernel k;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c = cfg1(1, 1);
    params prm;
    double got[4];
    void *args[2];
    SETUP();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "by_value", &k));
    CHECK_OK(alloc(sizeof got, &b, &p));
    memset(&prm, 0, sizeof prm);
    prm.a = -7;
    prm.b = 2.5f;
    prm.c = 1e100;
    memcpy(prm.tag, "abcde", 5);
    /* 1. the raw array: a pointer to each argument (the struct: a pointer to it) */
    args[0] = &prm;
    args[1] = &p;
    CHECK_OK(cudacore_launch(g_s, &c, k, args, 2));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(got[0] == -7.0 && got[1] == 2.5 && got[2] == 1e100 && got[3] == 'a' + 256.0 * 'e');
    /* 2. CUDACORE_LAUNCH with the values, the struct by value */
    prm.a = 123456;
    prm.c = -0.125;
    prm.tag[0] = 'z';
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof got, 0, 4, g_s));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(params, prm), CUDACORE_ARG(cudacore_CUdeviceptr, p)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(got[0] == 123456.0 && got[1] == 2.5 && got[2] == -0.125 && got[3] == 'z' + 256.0 * 'e');
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
}

/* The sized forms compute what void ** does; in debug builds the check names
   a wrong width, for launches and for kernel nodes (set_kernel_args finds
   the node's kernel by its function). params5(int, double, char, f3, void *). */
static float read_float(cudacore_buffer b) {
    float got = -1;
    if (cudacore_buffer_copy_to_host(&got, b, 0, sizeof got, g_s) != CUDACORE_SUCCESS || cudacore_stream_synchronize(g_s) != CUDACORE_SUCCESS) return -2;
    return got;
}
static void sized_arguments_and_the_check(void) {
    typedef struct {
        float x[3];
    } f3;
    cudacore_kernel k;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c = cfg1(1, 1);
    cudacore_graph g;
    cudacore_graph_node node;
    cudacore_graph_exec e;
    int a = 3;
    double bd = 0.5;
    char ch = 2;
    f3 s3;
    cudacore_arg args[5];
    SETUP();
    t_setup_quiet();
    memset(&s3, 0, sizeof s3);
    s3.x[2] = 4;
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "params5", &k));
    CHECK_OK(alloc(sizeof(float), &b, &p));
    args[0].value = &a, args[0].size = sizeof a;
    args[1].value = &bd, args[1].size = sizeof bd;
    args[2].value = &ch, args[2].size = sizeof ch;
    args[3].value = &s3, args[3].size = sizeof s3;
    args[4].value = &p, args[4].size = sizeof p;
    CHECK_OK(cudacore_launch_sized(g_s, &c, k, args, 5));
    CHECK(read_float(b) == 9.5f);
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(int, 10), CUDACORE_ARG(double, bd), CUDACORE_ARG(char, ch), CUDACORE_ARG(f3, s3),
                             CUDACORE_ARG(cudacore_CUdeviceptr, p)));
    CHECK(read_float(b) == 16.5f);
    /* kernel nodes, sized */
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_add_kernel_node_sized(g, NULL, 0, &c, k, args, 5, &node));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &e));
    CHECK_OK(cudacore_graph_launch(e, g_s));
    CHECK(read_float(b) == 9.5f);
    a = 20;
    CHECK_OK(cudacore_graph_exec_set_kernel_args_sized(e, node, args, 5));
    CHECK_OK(cudacore_graph_launch(e, g_s));
    CHECK(read_float(b) == 26.5f);
#ifdef CUDACORE_DEBUG
    /* the mistake: a float for the double */
    CHECK_ERR(CUDACORE_LAUNCH(g_s, &c, k, CUDACORE_ARG(int, a), CUDACORE_ARG(float, 0.5f), CUDACORE_ARG(char, ch), CUDACORE_ARG(f3, s3),
                              CUDACORE_ARG(cudacore_CUdeviceptr, p)),
              CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'params5' parameter 1 is 8 bytes, 4 were given"));
    CHECK(!strcmp(cudacore_last_error()->call, "cudacore_launch_sized"));
    args[1].size = 4;
    CHECK_ERR(cudacore_graph_exec_set_kernel_args_sized(e, node, args, 5), CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'params5' parameter 1 is 8 bytes, 4 were given")); /* the node's kernel, found */
    CHECK_ERR(cudacore_graph_node_set_kernel_sized(node, &c, k, args, 5), CUDACORE_ERROR_VALIDATION);
    CHECK_ERR(cudacore_graph_exec_set_kernel_node_sized(e, node, &c, k, args, 5), CUDACORE_ERROR_VALIDATION);
    args[1].size = 8;
    CHECK_ERR(cudacore_graph_exec_set_kernel_args_sized(e, node, args, 4), CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'params5' takes 5 arguments, 4 were given"));
    /* none of that changed the executable graph */
    CHECK_OK(cudacore_graph_launch(e, g_s));
    CHECK(read_float(b) == 26.5f);
#endif
    CHECK_OK(cudacore_graph_exec_destroy(e));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
}

/* Kernels that include the toolkit's headers, compiled with no include
   option, run: cooperative_groups grid.sync() (a cooperative launch) and
   cluster.map_shared_rank() (sm_90+), cuda_fp16.h, cuda/std. */
static const char *TOOLKIT_SRC =
    "#include <cooperative_groups.h>\n"
    "#include <cuda_fp16.h>\n"
    "#include <cuda/std/limits>\n"
    "namespace cg = cooperative_groups;\n"
    "extern \"C\" __global__ void grid_count(unsigned *counter, unsigned *seen) {\n"
    "    cg::grid_group grid = cg::this_grid();\n"
    "    if (threadIdx.x == 0) atomicAdd(counter, 1u);\n"
    "    grid.sync();\n"
    "    if (threadIdx.x == 0) seen[blockIdx.x] = atomicAdd(counter, 0u);\n"
    "}\n"
    "extern \"C\" __global__ void halves(float *out) {\n"
    "    __half h = __float2half(1.5f);\n"
    "    out[0] = __half2float(__hadd(h, h));\n"
    "    out[1] = (float)cuda::std::numeric_limits<short>::max();\n"
    "}\n"
    "#if __CUDA_ARCH__ >= 900\n"
    "extern \"C\" __global__ void cluster_ring(unsigned *out) {\n"
    "    cg::cluster_group cluster = cg::this_cluster();\n"
    "    __shared__ unsigned mine;\n"
    "    if (threadIdx.x == 0) mine = 100u + cluster.block_rank();\n"
    "    cluster.sync();\n"
    "    unsigned *peer = cluster.map_shared_rank(&mine, (cluster.block_rank() + 1) % cluster.num_blocks());\n"
    "    if (threadIdx.x == 0) out[blockIdx.x] = *peer;\n"
    "    cluster.sync();\n"
    "}\n"
    "#endif\n";
static void toolkit_header_kernels_run(void) {
    cudacore_object_code oc;
    cudacore_kernel kg, kh, kc;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c;
    unsigned got[72];
    float f[2];
    int per_sm = 0, i;
    SETUP();
    CHECK_OK(compile(TOOLKIT_SRC, NULL, 0, CUDACORE_CODE_CUBIN, 0, NULL, &oc)); /* no include option */
    CHECK_OK(alloc(sizeof got, &b, &p));
    /* fp16 and cuda::std */
    CHECK_OK(cudacore_object_code_get_kernel(oc, "halves", &kh));
    c = cfg1(1, 1);
    CHECK_OK(CUDACORE_LAUNCH(g_s, &c, kh, CUDACORE_ARG(cudacore_CUdeviceptr, p)));
    CHECK_OK(cudacore_buffer_copy_to_host(f, b, 0, sizeof f, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(f[0] == 3.0f && f[1] == 32767.0f);
    /* grid.sync(): every block sees every other block's arrival */
    if (g_props.cooperative_launch) {
        CHECK_OK(cudacore_object_code_get_kernel(oc, "grid_count", &kg));
        CHECK_OK(cudacore_kernel_max_active_blocks_per_sm(kg, 64, 0, &per_sm));
        c = cfg1((unsigned)(per_sm * g_props.multiprocessor_count < 64 ? per_sm * g_props.multiprocessor_count : 64), 64);
        c.cooperative = 1;
        CHECK_OK(cudacore_buffer_fill(b, 0, sizeof got, 0, 4, g_s));
        CHECK_OK(CUDACORE_LAUNCH(g_s, &c, kg, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(cudacore_CUdeviceptr, p + 4 * 8)));
        CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s));
        CHECK(got[0] == c.grid[0]);
        for (i = 0; i < (int)c.grid[0]; i++) CHECK(got[8 + i] == c.grid[0]);
        CHECK_OK(cudacore_kernel_destroy(kg));
    }
    /* clusters through cooperative_groups: each block reads its neighbour's shared memory */
    if (g_info.cc_major >= 9) {
        CHECK_OK(cudacore_object_code_get_kernel(oc, "cluster_ring", &kc));
        c = cfg1(4, 32); /* 4 clusters of 2 blocks */
        c.cluster[0] = 2;
        CHECK_OK(CUDACORE_LAUNCH(g_s, &c, kc, CUDACORE_ARG(cudacore_CUdeviceptr, p)));
        CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, 8 * sizeof(unsigned), g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s));
        for (i = 0; i < 8; i++) CHECK(got[i] == 100u + (unsigned)((i % 2 + 1) % 2));
        CHECK_OK(cudacore_kernel_destroy(kc));
    }
    CHECK_OK(cudacore_kernel_destroy(kh));
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_object_code_destroy(oc));
}

/* Each bad launch: CUDACORE_ERROR_VALIDATION before the driver, naming the culprit. */
#define CHECK_VALIDATION(expr, needle) \
    do { \
        CHECK_ERR(expr, CUDACORE_ERROR_VALIDATION); \
        if (!strstr(cudacore_last_error()->message, needle)) \
            printf("  message '%s' does not name '%s'\n", cudacore_last_error()->message, needle); \
        CHECK(strstr(cudacore_last_error()->message, needle) != NULL); \
    } while (0)

static void validation_errors(void) {
#ifndef CUDACORE_DEBUG
    SKIP("built without CUDACORE_DEBUG (NDEBUG): no launch validation");
#else
    cudacore_kernel k, kc;
    cudacore_object_code oc;
    cudacore_buffer b;
    cudacore_CUdeviceptr p;
    cudacore_launch_config c;
    unsigned base = 1, got[64];
    int n = 64, per_sm = 0, i;
    void *args[3];
    size_t count = 0;
    SETUP();
    t_setup_quiet();
    CHECK_OK(cudacore_object_code_get_kernel(g_code, "fill", &k));
    CHECK_OK(alloc(sizeof got, &b, &p));
    CHECK_OK(cudacore_buffer_fill(b, 0, sizeof got, 0xFFFFFFFFu, 4, g_s));
    args[0] = &p;
    args[1] = &base;
    args[2] = &n;
    c = cfg1(1, 64);
    if (cudacore_kernel_param_info(k, &count, NULL, NULL, 0) == CUDACORE_SUCCESS) {
        CHECK_VALIDATION(cudacore_launch(g_s, &c, k, args, 2), "3 arguments");
        args[1] = NULL;
        CHECK_VALIDATION(cudacore_launch(g_s, &c, k, args, 3), "argument 1");
        args[1] = &base;
    } else
        printf("  (no parameter info from this driver: the argument checks are not possible)\n");
    c = cfg1(1, (unsigned)g_props.max_block_dim_x + 1);
    CHECK_VALIDATION(cudacore_launch(g_s, &c, k, args, 3), "block.x");
    c = cfg1(1, 32);
    c.block[1] = 32;
    c.block[2] = 2; /* each dimension fine, 2048 threads too many */
    CHECK_VALIDATION(cudacore_launch(g_s, &c, k, args, 3), "threads");
    c = cfg1(1, 64);
    c.grid[1] = (unsigned)g_props.max_grid_dim_y + 1;
    CHECK_VALIDATION(cudacore_launch(g_s, &c, k, args, 3), "grid.y");
    c = cfg1(1, 64);
    c.block[2] = (unsigned)g_props.max_block_dim_z + 1;
    CHECK_VALIDATION(cudacore_launch(g_s, &c, k, args, 3), "block.z");
    c = cfg1(1, 64);
    c.shared_mem = (size_t)g_props.max_shared_memory_per_block_optin + 1;
    CHECK_VALIDATION(cudacore_launch(g_s, &c, k, args, 3), "shared_mem");
    /* a zero grid or block is always invalid (not only under validation) */
    c = cfg1(0, 64);
    CHECK_ERR(cudacore_launch(g_s, &c, k, args, 3), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "grid") != NULL);
    c = cfg1(1, 0);
    CHECK_ERR(cudacore_launch(g_s, &c, k, args, 3), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "block") != NULL);
    /* a cooperative grid one block larger than can be co-resident */
    if (g_props.cooperative_launch) {
        unsigned bar[2] = {0, 0};
        CHECK_OK(compile(COOP_SRC, NULL, 0, CUDACORE_CODE_CUBIN, 0, NULL, &oc));
        CHECK_OK(cudacore_object_code_get_kernel(oc, "coop", &kc));
        CHECK_OK(cudacore_kernel_max_active_blocks_per_sm(kc, 256, 0, &per_sm));
        c = cfg1((unsigned)(per_sm * g_props.multiprocessor_count) + 1, 256);
        c.cooperative = 1;
        (void)bar;
        CHECK_VALIDATION(CUDACORE_LAUNCH(g_s, &c, kc, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(cudacore_CUdeviceptr, p),
                                         CUDACORE_ARG(int, n), CUDACORE_ARG(cudacore_CUdeviceptr, p)),
                         "cooperative grid");
        CHECK_OK(cudacore_kernel_destroy(kc));
        CHECK_OK(cudacore_object_code_destroy(oc));
    }
    /* none of them reached the GPU; the stream is healthy */
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < 64; i++) CHECK(got[i] == 0xFFFFFFFFu);
    c = cfg1(1, 64);
    CHECK_OK(cudacore_launch(g_s, &c, k, args, 3));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (i = 0; i < 64; i++) CHECK(got[i] == base + (unsigned)i);
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_kernel_destroy(k));
#endif
}

/*--- the driver linker ---*/
static void driver_linker_links_ptx(void) {
    static const char *kernel = "extern __device__ unsigned twice(unsigned);\n"
                                "extern \"C\" __global__ void fill(unsigned *out, unsigned base, int n) {\n"
                                "    int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = twice(base + (unsigned)i) / 2u; }\n";
    static const char *lib = "__device__ unsigned twice(unsigned x) { return 2u * x; }\n";
    cudacore_object_code a, b, lt, linked;
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_linker_backend be = CUDACORE_LINKER_AUTO;
    const void *data = NULL;
    size_t size = 0;
    const char *info = NULL, *err = NULL;
    SETUP();
    t_setup_quiet();
    CHECK_OK(compile(kernel, NULL, 0, CUDACORE_CODE_PTX, 1, NULL, &a));
    CHECK_OK(compile(lib, NULL, 0, CUDACORE_CODE_PTX, 1, NULL, &b));
    memset(&lo, 0, sizeof lo);
    lo.backend = CUDACORE_LINKER_DRIVER;
    lo.ftz = CUDACORE_ON; /* nvJitLink only: refused, not ignored */
    CHECK_ERR(cudacore_linker_create(&lo, &lk), CUDACORE_ERROR_NOT_SUPPORTED);
    lo.ftz = 0;
    lo.verbose = 1;
    CHECK_OK(cudacore_linker_create(&lo, &lk));
    CHECK_OK(cudacore_linker_backend_used(lk, &be));
    CHECK(be == CUDACORE_LINKER_DRIVER);
    CHECK_OK(compile(lib, NULL, 0, CUDACORE_CODE_LTOIR, 1, NULL, &lt));
    CHECK_ERR(cudacore_linker_add_object_code(lk, lt), CUDACORE_ERROR_NOT_SUPPORTED); /* cuLink cannot link LTO-IR */
    CHECK(strstr(cudacore_last_error()->message, "LTO") != NULL);
    CHECK_OK(cudacore_linker_add_object_code(lk, a));
    CHECK_OK(cudacore_linker_add_object_code(lk, b));
    CHECK_ERR(cudacore_linker_link(lk, CUDACORE_CODE_PTX, &linked), CUDACORE_ERROR_NOT_SUPPORTED);
    CHECK_OK(cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &linked));
    CHECK_OK(cudacore_linker_logs(lk, &info, &err));
    CHECK(info != NULL && err != NULL);
    CHECK_OK(cudacore_linker_destroy(lk));
    CHECK_OK(cudacore_object_code_data(linked, &data, &size, NULL));
    CHECK(size > 100 && !memcmp(data, "\177ELF", 4));
    CHECK_FILL(linked, g_s, 4242); /* fill() built from two linked modules */
    CHECK_OK(cudacore_object_code_destroy(linked));
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_object_code_destroy(b));
    CHECK_OK(cudacore_object_code_destroy(lt));
}

/*--- the in-memory cache of loaded code ---*/
static void loaded_code_is_shared_in_process(void) {
    cudacore_object_code a, b, c;
    cudacore_kernel ka, kb;
    cudacore_CUkernel na = NULL, nb = NULL;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    const void *da = NULL, *db = NULL, *dc = NULL;
    uint64_t h0 = 0, m0 = 0, h1 = 0, m1 = 0;
    char src[512];
    SETUP();
    snprintf(src, sizeof src, "/* %d */\nextern \"C\" __global__ void fill(unsigned *out, unsigned base, int n) {\n"
                              "    int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = base + (unsigned)i; }\n",
             (int)getpid()); /* new to the persistent cache too */
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = src;
    CHECK_OK(cudacore_program_create(&d, &p));
    cudacore_compile_cache_reset_stats();
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &a));
    CHECK_OK(cudacore_compile_cache_stats(&h0, &m0));
    CHECK(h0 == 0 && m0 == 1);
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &b)); /* a is alive: the same image */
    CHECK_OK(cudacore_compile_cache_stats(&h1, &m1));
    CHECK(h1 == 1 && m1 == 1);
    CHECK(a.id != b.id);
    CHECK_OK(cudacore_object_code_data(a, &da, NULL, NULL));
    CHECK_OK(cudacore_object_code_data(b, &db, NULL, NULL));
    CHECK(da == db);
    CHECK_OK(cudacore_object_code_get_kernel(a, "fill", &ka));
    CHECK_OK(cudacore_object_code_get_kernel(b, "fill", &kb));
    CHECK_OK(cudacore_kernel_native(ka, &na));
    CHECK_OK(cudacore_kernel_native(kb, &nb));
    CHECK(na != NULL && nb != NULL); /* one image (da == db), loaded into the driver once */
    CHECK_FILL(b, g_s, 9);
    /* the kernel keeps the code alive after both handles are gone */
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_object_code_destroy(b));
    {
        cudacore_buffer buf;
        cudacore_CUdeviceptr ptr;
        cudacore_launch_config cf = cfg1(1, 32);
        unsigned got[32], base = 5;
        int n = 32, i;
        CHECK_OK(alloc(sizeof got, &buf, &ptr));
        CHECK_OK(CUDACORE_LAUNCH(g_s, &cf, ka, CUDACORE_ARG(cudacore_CUdeviceptr, ptr), CUDACORE_ARG(unsigned, base), CUDACORE_ARG(int, n)));
        CHECK_OK(cudacore_buffer_copy_to_host(got, buf, 0, sizeof got, g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s));
        for (i = 0; i < n; i++) CHECK(got[i] == base + (unsigned)i);
        CHECK_OK(cudacore_buffer_free(buf, g_s));
    }
    CHECK_OK(cudacore_kernel_destroy(ka));
    CHECK_OK(cudacore_kernel_destroy(kb));
    /* all gone: the next compile comes from the persistent cache, a new image */
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &c));
    CHECK_OK(cudacore_compile_cache_stats(&h1, &m1));
    CHECK(h1 == 2 && m1 == 1);
    CHECK_OK(cudacore_object_code_data(c, &dc, NULL, NULL));
    CHECK(dc != NULL);
    CHECK_FILL(c, g_s, 11);
    CHECK_OK(cudacore_object_code_destroy(c));
    CHECK_OK(cudacore_program_destroy(p));
}

int main(void) {
    cudacore_compile_cache_desc cd;
    char cmd[400];
    snprintf(g_tmp, sizeof g_tmp, "/tmp/cudacore-test-launch-%d", (int)getpid());
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/cache'", g_tmp);
    if (system(cmd)) {}
    t_setup_quiet();
    memset(&cd, 0, sizeof cd);
    snprintf(cmd, sizeof cmd, "%s/cache", g_tmp);
    cd.dir = cmd; /* a private compile cache (copied) */
    cudacore_compile_cache_configure(&cd);
    RUN(load_cubin_ptx_and_files);
    RUN(load_fatbin_made_by_nvcc);
    RUN(load_linked_ltoir);
    RUN(kernels_by_name_and_name_expression);
    RUN(kernel_enumeration);
    RUN(globals_get_copy);
    RUN(attributes_and_cache_config);
    RUN(occupancy_queries);
    RUN(param_info);
    RUN(param_tables_agree_with_the_driver);
    RUN(launch_1d_2d_3d);
    RUN(launch_dynamic_shared_memory);
    RUN(launch_clusters);
    RUN(launch_cooperative);
    RUN(launch_with_priority);
    RUN(launch_on_default_streams);
    RUN(launch_on_capturing_stream);
    RUN(args_void_pp_and_struct_by_value);
    RUN(sized_arguments_and_the_check);
    RUN(toolkit_header_kernels_run);
    RUN(validation_errors);
    RUN(driver_linker_links_ptx);
    RUN(loaded_code_is_shared_in_process);
    if (g_code.id) cudacore_object_code_destroy(g_code);
    if (g_s.id) cudacore_stream_destroy(g_s);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_tmp);
    if (system(cmd)) {}
    TEST_EXIT();
}
