/* Kernel parameter tables and the argument check, without a GPU.

   The parameter count, offsets and sizes are read from the code a kernel is
   loaded from (so that no driver call has to fail to find the count). Here
   that reading is checked against kernels compiled on this machine: by NVRTC
   (CUBIN, PTX; name expressions for templates; nvJitLink for LTO-linked
   CUBIN) and, where the toolkit has it, by nvcc (CUBIN, PTX, fatbins with
   several entries, a compressed fatbin). Then the check itself, on kernel
   objects made by hand: every message it gives, and what it lets through. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "drives nvcc through sh (POSIX-only)"
#include "../test.h"
#include <dlfcn.h>
#include <unistd.h>

/* Every kind of parameter: none, scalars of each width, structs by value
   (one 8-aligned, one 16-aligned), large structs (whose records are
   EIATTR_KPARAM_INFO_V2), unused ones, and templates. */
static const char *SRC =
    "struct S { double a; char b; };\n"
    "struct alignas(16) A16 { float x, y, z, w; };\n"
    "struct B4k { char c[4096]; };\n"
    "struct B20k { int c[5000]; };\n"
    "extern \"C\" __global__ void k0() {}\n"
    "extern \"C\" __global__ void k64(float *out, long long n) { if (n) out[0] = 1; }\n"
    "extern \"C\" __global__ void kmany(char a, short b, int c, long long d, float e, double f, S s, A16 v, float *p) {\n"
    "    if (p) p[0] = a + b + c + d + e + f + s.a + v.x; }\n"
    "extern \"C\" __global__ void kbig(B4k a, int unused, B20k b, float *out) { out[0] = a.c[1] + b.c[4000]; }\n"
    "extern \"C\" __global__ void kunused(int a, int b, int c) {}\n"
    "template <typename T> __global__ void tk(T *p, T v) { p[0] = v; }\n";

typedef struct expect {
    const char *name; /* a name expression or an extern "C" name */
    int count;
    size_t offsets[9], sizes[9];
} expect;
static const expect EXPECT[] = {
    {"k0", 0, {0}, {0}},
    {"k64", 2, {0, 8}, {8, 8}},
    {"kmany", 9, {0, 2, 4, 8, 16, 24, 32, 48, 64}, {1, 2, 4, 8, 4, 8, 16, 16, 8}},
    {"kbig", 4, {0, 4096, 4100, 24104}, {4096, 4, 20000, 8}},
    {"kunused", 3, {0, 4, 8}, {4, 4, 4}},
    {"tk<double>", 2, {0, 8}, {8, 8}},
    {"tk<char>", 2, {0, 8}, {8, 1}},
};
#define NEXPECT (sizeof EXPECT / sizeof EXPECT[0])

static int have_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    cudacore_clear_error();
    return ok;
}

/* Compiles SRC with NVRTC (arch sm_90) to target; the image is the object code's. */
static cudacore_result compile(cudacore_code_type target, int lto, cudacore_object_code *oc) {
    static const char *exprs[] = {"tk<double>", "tk<char>"};
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_result r;
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = SRC;
    d.name_expressions = exprs;
    d.num_name_expressions = 2;
    o.arch = "sm_90";
    o.no_compile_cache = 1;
    o.relocatable_device_code = lto ? CUDACORE_ON : 0;
    if ((r = cudacore_program_create(&d, &p)) != CUDACORE_SUCCESS) return r;
    r = cudacore_program_compile(p, target, &o, oc);
    cudacore_program_destroy(p);
    return r;
}

/* The lowered name of an expectation's kernel in oc (or its plain name). */
static const char *lowered(cudacore_object_code oc, const char *name) {
    const char *low = NULL;
    if (strchr(name, '<') && cudacore_object_code_lowered_name(oc, name, &low) == CUDACORE_SUCCESS) return low;
    return name;
}

/* Checks every expectation against the table read from (type, data, size).
   check_offsets 0: PTX and CUBIN agree on sizes; offsets are compared too. */
static int table_matches(cudacore_object_code oc, cudacore_code_type type, const void *data, size_t size, int arch) {
    size_t i, j, off[16], sz[16];
    for (i = 0; i < NEXPECT; i++) {
        const expect *e = &EXPECT[i];
        const char *name = lowered(oc, e->name);
        int n = t_code_params(type, data, size, name, arch, off, sz, 16);
        if (n != e->count) {
            printf("  %s (%s): count %d, expected %d\n", e->name, name, n, e->count);
            return 0;
        }
        for (j = 0; j < (size_t)n; j++)
            if (off[j] != e->offsets[j] || sz[j] != e->sizes[j]) {
                printf("  %s parameter %lu: offset %lu size %lu, expected %lu %lu\n", e->name, (unsigned long)j, (unsigned long)off[j],
                       (unsigned long)sz[j], (unsigned long)e->offsets[j], (unsigned long)e->sizes[j]);
                return 0;
            }
        if (t_code_params(type, data, size, name, arch, NULL, NULL, 0) != n) return 0; /* the count alone */
    }
    return t_code_params(type, data, size, "no_such_kernel", arch, off, sz, 16) == -1;
}

static void nvrtc_cubin_and_ptx_tables(void) {
    cudacore_object_code oc;
    const void *data;
    size_t size;
    cudacore_code_type t;
    int target;
    if (!have_nvrtc()) SKIP("no NVRTC");
    for (target = CUDACORE_CODE_CUBIN; target <= CUDACORE_CODE_PTX; target++) {
        CHECK_OK(compile((cudacore_code_type)target, 0, &oc));
        CHECK_OK(cudacore_object_code_data(oc, &data, &size, &t));
        CHECK(table_matches(oc, t, data, size, 0));
        CHECK(table_matches(oc, t, data, size, 90)); /* the arch matters only for fatbins */
        CHECK_OK(cudacore_object_code_destroy(oc));
    }
}

/* A partial read: cap below the count gives the count and the first cap entries. */
static void partial_reads(void) {
    cudacore_object_code oc;
    const void *data;
    size_t size, off[3] = {99, 99, 99}, sz[3] = {99, 99, 99};
    cudacore_code_type t;
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK_OK(compile(CUDACORE_CODE_CUBIN, 0, &oc));
    CHECK_OK(cudacore_object_code_data(oc, &data, &size, &t));
    CHECK(t_code_params(t, data, size, "kmany", 0, off, sz, 2) == 9);
    CHECK(off[0] == 0 && off[1] == 2 && sz[0] == 1 && sz[1] == 2 && off[2] == 99 && sz[2] == 99);
    CHECK(t_code_params(t, data, size, "kmany", 0, NULL, sz, 3) == 9 && sz[2] == 4);
    CHECK(t_code_params(t, data, size, "kman", 0, NULL, NULL, 0) == -1); /* a prefix is not the name */
    CHECK(t_code_params(t, data, size, "kmanyx", 0, NULL, NULL, 0) == -1);
    CHECK_OK(cudacore_object_code_destroy(oc));
}

/* LTO: two NVRTC LTO-IR programs linked by nvJitLink into one CUBIN. */
static void lto_linked_cubin_table(void) {
    cudacore_library_info li;
    cudacore_object_code a, b, linked;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_linker l;
    cudacore_linker_options lo;
    const void *data;
    size_t size, off[4], sz[4];
    cudacore_code_type t;
    if (!have_nvrtc() || cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &li) != CUDACORE_SUCCESS) {
        cudacore_clear_error();
        SKIP("no NVRTC/nvJitLink");
    }
    CHECK_OK(compile(CUDACORE_CODE_LTOIR, 1, &a));
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = "extern __device__ float twice(float x);\n"
               "extern \"C\" __global__ void use_twice(float *out, double scale, char tag) { out[0] = twice((float)scale) + tag; }\n"
               "__device__ float twice(float x) { return 2 * x; }\n";
    o.arch = "sm_90";
    o.no_compile_cache = 1;
    o.relocatable_device_code = CUDACORE_ON;
    CHECK_OK(cudacore_program_create(&d, &p));
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_LTOIR, &o, &b));
    CHECK_OK(cudacore_program_destroy(p));
    memset(&lo, 0, sizeof lo);
    lo.arch = "sm_90";
    lo.link_time_optimization = 1;
    lo.backend = CUDACORE_LINKER_NVJITLINK;
    CHECK_OK(cudacore_linker_create(&lo, &l));
    CHECK_OK(cudacore_linker_add_object_code(l, a));
    CHECK_OK(cudacore_linker_add_object_code(l, b));
    CHECK_OK(cudacore_linker_link(l, CUDACORE_CODE_CUBIN, &linked));
    CHECK_OK(cudacore_object_code_data(linked, &data, &size, &t));
    CHECK(t == CUDACORE_CODE_CUBIN);
    CHECK(t_code_params(t, data, size, "use_twice", 0, off, sz, 4) == 3);
    CHECK(off[0] == 0 && sz[0] == 8 && off[1] == 8 && sz[1] == 8 && off[2] == 16 && sz[2] == 1);
    CHECK(t_code_params(t, data, size, "kmany", 0, off, sz, 4) == 9);
    CHECK(t_code_params(t, data, size, "k0", 0, off, sz, 4) == 0);
    CHECK_OK(cudacore_linker_destroy(l));
    CHECK_OK(cudacore_object_code_destroy(linked));
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_object_code_destroy(b));
}

/*--- nvcc (when the toolkit has it) -----------------------------------------*/
static char tmpdir[128];
/* nvcc's path; NULL without one, and under fault injection (make
   test-faults reruns this program hundreds of times: nvcc's output does not
   depend on cudacore's faults, so it is checked in the plain run only). */
static const char *nvcc_path(void) {
    static char path[600];
    const char *home = getenv("CUDA_HOME"), *fault = getenv("CUDACORE_FAULT");
    if (fault && *fault) return NULL;
    snprintf(path, sizeof path, "%s/bin/nvcc", home && *home ? home : "/usr/local/cuda");
    return access(path, X_OK) == 0 ? path : NULL;
}
/* Runs nvcc `args` on SRC (in tmpdir/k.cu) into tmpdir/out; the output's bytes (free them). */
static void *nvcc(const char *args, size_t *size) {
    char cmd[1400], path[256];
    void *data = NULL;
    FILE *f;
    snprintf(path, sizeof path, "%s/k.cu", tmpdir);
    f = fopen(path, "w");
    if (!f) return NULL;
    fputs(SRC, f);
    fputs("template __global__ void tk<double>(double *, double);\ntemplate __global__ void tk<char>(char *, char);\n", f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s %s %s/k.cu -o %s/out", nvcc_path(), args, tmpdir, tmpdir);
    if (system(cmd) != 0) return NULL;
    snprintf(path, sizeof path, "%s/out", tmpdir);
    if (!t_read_file(path, &data, size)) return NULL;
    return data;
}
/* table_matches for nvcc output: template names by their mangling. */
static int nvcc_table_matches(cudacore_code_type type, const void *data, size_t size, int arch) {
    static const char *const names[NEXPECT] = {"k0", "k64", "kmany", "kbig", "kunused", "_Z2tkIdEvPT_S0_", "_Z2tkIcEvPT_S0_"};
    size_t i, j, off[16], sz[16];
    for (i = 0; i < NEXPECT; i++) {
        int n = t_code_params(type, data, size, names[i], arch, off, sz, 16);
        if (n != EXPECT[i].count) {
            printf("  nvcc %s: count %d, expected %d\n", names[i], n, EXPECT[i].count);
            return 0;
        }
        for (j = 0; j < (size_t)n; j++)
            if (off[j] != EXPECT[i].offsets[j] || sz[j] != EXPECT[i].sizes[j]) return 0;
    }
    return 1;
}

static void nvcc_cubin_ptx_and_fatbins(void) {
    static const struct {
        const char *args;
        cudacore_code_type type;
        int arch, want; /* want 1: the table matches; -1: no table (compressed) */
    } cases[] = {
        {"-cubin -arch=sm_90", CUDACORE_CODE_CUBIN, 0, 1},
        {"-cubin -arch=sm_75", CUDACORE_CODE_CUBIN, 0, 1},
        {"-cubin -arch=sm_120", CUDACORE_CODE_CUBIN, 0, 1},
        {"-cubin -G -arch=sm_90", CUDACORE_CODE_CUBIN, 0, 1},
        {"-cubin -rdc=true -arch=sm_90", CUDACORE_CODE_CUBIN, 0, 1},
        {"-ptx -arch=sm_90", CUDACORE_CODE_PTX, 0, 1},
        /* sm_80 and sm_90 CUBIN + compute_90 PTX: a 9.0 device runs sm_90, 8.6 sm_80, 10.0 the PTX */
        {"-fatbin -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90]", CUDACORE_CODE_FATBIN, 90, 1},
        {"-fatbin -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90]", CUDACORE_CODE_FATBIN, 86, 1},
        {"-fatbin -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] -Xfatbin -compress-all",
         CUDACORE_CODE_FATBIN, 90, -1},
        {"-fatbin -arch=sm_90 -Xfatbin -compress-all", CUDACORE_CODE_FATBIN, 90, -1},
        {"-fatbin -gencode arch=compute_90,code=compute_90 -no-compress", CUDACORE_CODE_FATBIN, 100, 1},
        {"-fatbin -gencode arch=compute_90,code=sm_90", CUDACORE_CODE_FATBIN, 80, -1}, /* nothing an 8.0 device can run */
    };
    size_t i, size = 0;
    if (!nvcc_path()) SKIP("no nvcc in $CUDA_HOME/bin (or a fault-injection run)");
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        void *data = nvcc(cases[i].args, &size);
        int ok;
        if (!data) {
            printf("  nvcc %s failed\n", cases[i].args);
            CHECK(0);
        }
        ok = cases[i].want > 0 ? nvcc_table_matches(cases[i].type, data, size, cases[i].arch)
                               : t_code_params(cases[i].type, data, size, "k64", cases[i].arch, NULL, NULL, 0) == -1;
        if (!ok) printf("  nvcc %s (arch %d): the table does not match\n", cases[i].args, cases[i].arch);
        free(data);
        CHECK(ok);
    }
}

/* Which fatbin entry a device runs: entries with different tables (the
   kernel's signature depends on the arch) tell them apart. */
static void fatbin_entry_choice(void) {
    static const char *src = "#if __CUDA_ARCH__ >= 900\nextern \"C\" __global__ void f(double a) {}\n"
                             "#elif __CUDA_ARCH__ >= 800\nextern \"C\" __global__ void f(int a, int b) {}\n"
                             "#else\nextern \"C\" __global__ void f(char a, char b, char c) {}\n#endif\n";
    static const struct {
        int arch, count;
    } cases[] = {{90, 1}, {100, 1}, {86, 2}, {80, 2}, {89, 2}, {75, -1}, {0, 2}};
    char path[256], cmd[1000];
    void *data = NULL;
    size_t size = 0, i;
    FILE *f;
    if (!nvcc_path()) SKIP("no nvcc in $CUDA_HOME/bin (or a fault-injection run)");
    snprintf(path, sizeof path, "%s/f.cu", tmpdir);
    f = fopen(path, "w");
    CHECK(f != NULL);
    fputs(src, f);
    fclose(f);
    /* sm_80 CUBIN, sm_90 CUBIN, compute_90 PTX (uncompressed) */
    snprintf(cmd, sizeof cmd, "%s -fatbin -no-compress -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] %s -o %s/f.fatbin",
             nvcc_path(), path, tmpdir);
    CHECK(system(cmd) == 0);
    snprintf(path, sizeof path, "%s/f.fatbin", tmpdir);
    CHECK(t_read_file(path, &data, &size));
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int n = t_code_params(CUDACORE_CODE_FATBIN, data, size, "f", cases[i].arch, NULL, NULL, 0);
        if (n != cases[i].count) printf("  arch %d: count %d, expected %d\n", cases[i].arch, n, cases[i].count);
        if (n != cases[i].count) break;
    }
    t_free(data);
    CHECK(i == sizeof cases / sizeof cases[0]);
}

/*--- malformed code: never a crash, never a table that is not there --------*/
static unsigned rng = 12345;
static unsigned next_rand(void) {
    rng = rng * 1103515245u + 12345u;
    return rng >> 8;
}
static void malformed_code_is_no_table(void) {
    static const char *ptx_bad[] = {
        ".entry k64(.param .u64 a, .param .u99 b)",       /* unknown type */
        ".entry k64(.param .u64 a, .param .b8 b[])",       /* no length */
        ".entry k64(.param .align 3 .b8 b[4])",            /* alignment not a power of 2 */
        ".entry k64(.param .u64 a,",                        /* cut */
        ".entry k64(",                                      /* cut */
        "// .entry k64(.param .u32 a)\n.entry k65()",       /* only in a comment */
        ".func k64(.param .u32 a)",                         /* a device function */
    };
    static const char *ptx_good[] = {
        ".visible .entry k64(\n\t.param .u64 .ptr .global .align 16 k64_param_0,\n\t.param .align 4 .b8 k64_param_1[12]\n)\n{ ret; }",
        "/* .entry k64(.param .u8 x) */ .entry k64 /* here */ ( .param .u32 a , .param .u16 b )",
    };
    cudacore_object_code oc;
    const void *data;
    unsigned char *copy;
    size_t size, i, off[4], sz[4];
    cudacore_code_type t;
    for (i = 0; i < sizeof ptx_bad / sizeof ptx_bad[0]; i++)
        if (t_code_params(CUDACORE_CODE_PTX, ptx_bad[i], strlen(ptx_bad[i]), "k64", 0, off, sz, 4) != -1) {
            printf("  PTX '%s' gave a table\n", ptx_bad[i]);
            CHECK(0);
        }
    CHECK(t_code_params(CUDACORE_CODE_PTX, ptx_good[0], strlen(ptx_good[0]), "k64", 0, off, sz, 4) == 2);
    CHECK(off[0] == 0 && sz[0] == 8 && off[1] == 8 && sz[1] == 12); /* .align after .ptr is the pointee's */
    CHECK(t_code_params(CUDACORE_CODE_PTX, ptx_good[1], strlen(ptx_good[1]), "k64", 0, off, sz, 4) == 2);
    CHECK(off[1] == 4 && sz[1] == 2);
    CHECK(t_code_params(CUDACORE_CODE_CUBIN, "\177ELF", 4, "k64", 0, off, sz, 4) == -1);
    CHECK(t_code_params(CUDACORE_CODE_FATBIN, "\x50\xed\x55\xba\1\0\x10\0\xff\xff\xff\xff\0\0\0\0", 16, "k64", 90, off, sz, 4) == -1);
    if (!have_nvrtc()) SKIP("no NVRTC (the byte-flipping half)");
    CHECK_OK(compile(CUDACORE_CODE_CUBIN, 0, &oc));
    CHECK_OK(cudacore_object_code_data(oc, &data, &size, &t));
    copy = (unsigned char *)t_malloc(size);
    CHECK(copy != NULL);
    for (i = 0; i < 3000; i++) { /* flip bytes, cut the end: any answer but a crash (ASan builds check the reads) */
        size_t n = size - (i % 7 == 0 ? next_rand() % size : 0), k;
        memcpy(copy, data, size);
        for (k = 0; k < 1 + i % 4; k++) copy[next_rand() % n] ^= (unsigned char)(1u << (next_rand() % 8));
        (void)t_code_params(CUDACORE_CODE_CUBIN, copy, n, "kmany", 0, off, sz, 4);
        (void)t_code_params(CUDACORE_CODE_PTX, copy, n, "kmany", 0, off, sz, 4);
    }
    CHECK_OK(cudacore_object_code_destroy(oc));
}

/*--- the check -------------------------------------------------------------*/
/* A kernel object as kernel creation leaves it: k64(float *out, long long n). */
static t_fake_kernel fake_k64(size_t *sizes, size_t *offsets) {
    t_fake_kernel k;
    memset(&k, 0, sizeof k);
    k.name = "k64";
    k.num_params = 2;
    sizes[0] = sizes[1] = 8;
    offsets[0] = 0, offsets[1] = 8;
    k.param_sizes = sizes;
    k.param_offsets = offsets;
    return k;
}

static void check_names_the_mistake(void) {
    size_t sizes[2], offsets[2];
    t_fake_kernel k = fake_k64(sizes, offsets);
    cudacore_CUdeviceptr p = 0;
    long long n64 = 5;
    int n32 = 5;
    void *plain[3];
    cudacore_arg right[3], wrong[2];
    plain[0] = &p, plain[1] = &n32, plain[2] = &n32;
    right[0].value = &p, right[0].size = sizeof p;
    right[1].value = &n64, right[1].size = sizeof n64;
    right[2] = right[1];
    wrong[0] = right[0];
    wrong[1].value = &n32, wrong[1].size = sizeof n32;
    t_setup_quiet();
    /* the sized forms: sizes compared */
    CHECK_OK(t_check_args(&k, plain, right, 2, "t"));
    CHECK_ERR(t_check_args(&k, plain, wrong, 2, "t"), CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'k64' parameter 1 is 8 bytes, 4 were given"));
    CHECK(strstr(cudacore_last_error()->detail, "CUDACORE_ARG(long long, n)") != NULL);
    CHECK_ERR(t_check_args(&k, plain, right, 3, "t"), CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'k64' takes 2 arguments, 3 were given"));
    CHECK_ERR(t_check_args(&k, plain, right, 1, "t"), CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'k64' takes 2 arguments, 1 was given"));
    right[1].size = 0;
    CHECK_ERR(t_check_args(&k, plain, right, 2, "t"), CUDACORE_ERROR_VALIDATION);
    CHECK(strstr(cudacore_last_error()->message, "argument 1 has size 0") != NULL);
    right[1].size = 8;
    plain[1] = NULL;
    CHECK_ERR(t_check_args(&k, plain, right, 2, "t"), CUDACORE_ERROR_VALIDATION);
    CHECK(strstr(cudacore_last_error()->message, "argument 1 is a NULL pointer") != NULL);
    CHECK(!strcmp(cudacore_last_error()->call, "t"));
    /* void **: the count and NULL pointers only (the sizes are not known) */
    plain[1] = &n32;
    CHECK_OK(t_check_args(&k, plain, NULL, 2, "t"));
    CHECK_ERR(t_check_args(&k, plain, NULL, 3, "t"), CUDACORE_ERROR_VALIDATION);
    /* a kernel whose parameters are not known: NULL values and zero sizes only */
    k.num_params = -1;
    CHECK_OK(t_check_args(&k, plain, wrong, 2, "t"));
    CHECK_OK(t_check_args(NULL, plain, wrong, 2, "t"));
    wrong[0].size = 0;
    CHECK_ERR(t_check_args(NULL, plain, wrong, 2, "t"), CUDACORE_ERROR_VALIDATION);
    CHECK(strstr(cudacore_last_error()->message, "kernel '(not a cudacore kernel)' argument 0 has size 0") != NULL);
    /* a kernel without parameters */
    k.num_params = 0;
    CHECK_OK(t_check_args(&k, NULL, NULL, 0, "t"));
    CHECK_ERR(t_check_args(&k, plain, right, 1, "t"), CUDACORE_ERROR_VALIDATION);
    CHECK(!strcmp(cudacore_last_error()->message, "kernel 'k64' takes 0 arguments, 1 was given"));
}

/* The fast check (t_check_args_fast: tests/internals.h) agrees with the
   full one (t_check_args_full, which gives the messages above) on every mix
   of counts, NULL values and sizes, known parameters or not: it passes
   exactly what the full check passes for a kernel whose parameters are
   known, and nothing else (an unknown kernel's arguments go to the full
   check, which can only catch NULL values and zero sizes). */
static void fast_check_agrees_with_the_full_one(void) {
    size_t sizes[4] = {8, 4, 8, 1}, offsets[4] = {0, 8, 16, 24};
    t_fake_kernel k = fake_k64(sizes, offsets);
    static const size_t pick[4] = {0, 1, 4, 8};
    cudacore_arg sized[4];
    void *values[4];
    int x = 0, round, both = 0, fails = 0, unknown = 0;
    unsigned seed = 12345;
    t_setup_quiet();
    for (round = 0; round < 20000; round++) {
        size_t n = (seed = seed * 1103515245u + 12345u) >> 16 & 3, i;
        int use_sized = (seed >> 20) & 1, ok_fast, ok_full, known;
        const t_fake_kernel *kp = round % 50 ? &k : NULL;
        k.num_params = (int)((seed >> 22) % 6) - 1; /* -1 .. 4 */
        for (i = 0; i < 4; i++) {
            seed = seed * 1103515245u + 12345u;
            values[i] = (seed >> 16) % 9 ? &x : NULL;
            sized[i].value = values[i];
            sized[i].size = (seed >> 24) % 3 ? sizes[i] : pick[(seed >> 26) & 3];
        }
        known = kp && kp->num_params >= 0;
        ok_fast = t_check_args_fast(kp, values, use_sized ? sized : NULL, n);
        ok_full = t_check_args_full(kp, values, use_sized ? sized : NULL, n, "t") == CUDACORE_SUCCESS;
        both += ok_fast && ok_full;
        fails += !ok_fast && !ok_full;
        unknown += !known && ok_full;
        if (ok_fast != (ok_full && known)) {
            printf("  round %d: %lu arguments%s, %d parameters%s: fast %d, full %d\n", round, (unsigned long)n, use_sized ? " (sized)" : "",
                   k.num_params, kp ? "" : " (no kernel)", ok_fast, ok_full);
            CHECK(ok_fast == (ok_full && known));
        }
        CHECK(t_check_args(kp, values, use_sized ? sized : NULL, n, "t") == (ok_full ? CUDACORE_SUCCESS : CUDACORE_ERROR_VALIDATION));
    }
    CHECK(both > 1000 && fails > 1000 && unknown > 100); /* (each outcome was tried) */
}

/* The sized forms copy value pointers to the stack: NULL and too many are refused first. */
static void sized_value_lists(void) {
    static cudacore_arg many[CUDACORE_MAX_SIZED_ARGS + 1];
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    int x = 1;
    size_t i;
    for (i = 0; i <= CUDACORE_MAX_SIZED_ARGS; i++) many[i].value = &x, many[i].size = sizeof x;
    t_setup_quiet();
    CHECK_OK(t_arg_values(many, CUDACORE_MAX_SIZED_ARGS, vals, "t"));
    CHECK(vals[0] == &x && vals[CUDACORE_MAX_SIZED_ARGS - 1] == &x);
    CHECK_OK(t_arg_values(NULL, 0, vals, "t"));
    CHECK_ERR(t_arg_values(many, CUDACORE_MAX_SIZED_ARGS + 1, vals, "t"), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "at most 256") != NULL);
    CHECK_ERR(t_arg_values(NULL, 2, vals, "t"), CUDACORE_ERROR_INVALID_ARGUMENT);
}

/* CUDACORE_ARG carries sizeof(type); CUDACORE_ARGS gives (array, count). */
static size_t args_count(const cudacore_arg *a, size_t n) {
    return n == 3 && a[0].size == 1 && a[1].size == 16 && a[2].size == sizeof(float *) ? n : 0;
}
static void arg_macros_carry_sizes(void) {
    typedef struct {
        double a;
        char b;
    } pair;
    pair pr;
    int n32 = 7;
    cudacore_arg one = CUDACORE_ARG(long long, n32);
    cudacore_arg list[] = {CUDACORE_ARG_OF(n32), CUDACORE_ARG_OF(pr)};
    memset(&pr, 0, sizeof pr);
    CHECK(one.size == 8 && *(const long long *)one.value == 7);
    CHECK(list[0].value == &n32 && list[0].size == sizeof n32 && list[1].value == &pr && list[1].size == sizeof pr);
    CHECK(args_count(CUDACORE_ARGS(CUDACORE_ARG(char, 1), CUDACORE_ARG(pair, pr), CUDACORE_ARG(float *, NULL))) == 3);
}

/*--- through the public API, on the mock driver -----------------------------
   tests/mock/libcuda_mock.so (CUDACORE_MOCK_KERNELS=1) loads code and
   "launches" kernels whose parameters it knows, and counts every
   cuKernelGetParamInfo index it refuses (an API error under
   compute-sanitizer). Kernel creation, parameter info and checked launches
   must make it refuse none; code without a table is probed (one refusal). */
static char self_path[1024];
static const char *MOCK_SRC = "extern \"C\" __global__ void k64(long long *out, long long n) { out[0] = n; }\n"
                              "extern \"C\" __global__ void k0() {}\n"
                              "extern \"C\" __global__ void kmix(double *d, float f, char c) { d[0] = f + c; }\n";
static int mock_counter(const char *name) {
    char path[1100];
    void *h;
    int (*fn)(void) = NULL;
    const char *slash = strrchr(self_path, '/');
    snprintf(path, sizeof path, "%.*s/libcuda_mock.so", slash ? (int)(slash - self_path) : 1, slash ? self_path : ".");
    if (!(h = dlopen(path, RTLD_NOW))) return -1;
    *(void **)&fn = dlsym(h, name);
    return fn ? fn() : -1;
}
#define CHILD_EXPECT(cond, code) \
    do { \
        if (!(cond)) { \
            printf("  child: %s failed: %s\n", #cond, cudacore_last_error()->message); \
            rc = (code); \
            goto done; \
        } \
    } while (0)
static int child_mock_kernels(void) {
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_object_code oc, bare;
    cudacore_object_code_desc od;
    cudacore_kernel k64, k0, kmix, kb;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr out = 0x1000;
    const void *data;
    size_t size, count = 0, sz[4];
    long long n = 5;
    int n32 = 5, ndev = 0, rc = 0;
    char *copy, *at;
    void *plain[2];
    t_setup_quiet();
    CHILD_EXPECT(cudacore_device_count(&ndev) != CUDACORE_ERROR_LIBRARY_NOT_FOUND, 77); /* no mock next to the binary */
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = MOCK_SRC;
    o.arch = "sm_80";
    o.no_compile_cache = 1;
    CHILD_EXPECT(cudacore_program_create(&d, &p) == CUDACORE_SUCCESS, 10);
    CHILD_EXPECT(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc) == CUDACORE_SUCCESS, 11);
    CHILD_EXPECT(cudacore_object_code_get_kernel(oc, "k64", &k64) == CUDACORE_SUCCESS, 12);
    CHILD_EXPECT(cudacore_object_code_get_kernel(oc, "k0", &k0) == CUDACORE_SUCCESS, 13);
    CHILD_EXPECT(cudacore_object_code_get_kernel(oc, "kmix", &kmix) == CUDACORE_SUCCESS, 14);
    CHILD_EXPECT(cudacore_kernel_param_info(k64, &count, NULL, sz, 4) == CUDACORE_SUCCESS && count == 2 && sz[1] == 8, 15);
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    plain[0] = &out, plain[1] = &n;
    CHILD_EXPECT(CUDACORE_LAUNCH(cudacore_stream_legacy(), &cfg, k64, CUDACORE_ARG(cudacore_CUdeviceptr, out), CUDACORE_ARG(long long, n)) == 0, 16);
    CHILD_EXPECT(cudacore_launch(cudacore_stream_legacy(), &cfg, k64, plain, 2) == CUDACORE_SUCCESS, 17);
    CHILD_EXPECT(cudacore_launch(cudacore_stream_legacy(), &cfg, k0, NULL, 0) == CUDACORE_SUCCESS, 18);
    CHILD_EXPECT(CUDACORE_LAUNCH(cudacore_stream_legacy(), &cfg, kmix, CUDACORE_ARG(cudacore_CUdeviceptr, out), CUDACORE_ARG(float, 1.5f),
                                 CUDACORE_ARG(char, 'x')) == CUDACORE_SUCCESS,
                 19);
#ifdef CUDACORE_DEBUG
    CHILD_EXPECT(CUDACORE_LAUNCH(cudacore_stream_legacy(), &cfg, k64, CUDACORE_ARG(cudacore_CUdeviceptr, out), CUDACORE_ARG(int, n32)) ==
                     CUDACORE_ERROR_VALIDATION,
                 20);
    CHILD_EXPECT(!strcmp(cudacore_last_error()->message, "kernel 'k64' parameter 1 is 8 bytes, 4 were given"), 21);
    CHILD_EXPECT(cudacore_launch(cudacore_stream_legacy(), &cfg, k64, plain, 1) == CUDACORE_ERROR_VALIDATION, 22);
    CHILD_EXPECT(CUDACORE_LAUNCH(cudacore_stream_legacy(), &cfg, kmix, CUDACORE_ARG(cudacore_CUdeviceptr, out), CUDACORE_ARG(double, 1.5),
                                 CUDACORE_ARG(char, 'x')) == CUDACORE_ERROR_VALIDATION,
                 23);
    CHILD_EXPECT(mock_counter("mock_launches") == 4, 24); /* the refused ones never reached the driver */
#else
    (void)n32;
#endif
    CHILD_EXPECT(mock_counter("mock_param_info_refusals") == 0, 25);
    /* code whose parameter table cannot be read (its .nv.info.k64 renamed): probed, one refusal */
    CHILD_EXPECT(cudacore_object_code_data(oc, &data, &size, NULL) == CUDACORE_SUCCESS, 26);
    copy = (char *)t_malloc(size);
    CHILD_EXPECT(copy != NULL, 27);
    memcpy(copy, data, size);
    for (at = copy; at + 12 < copy + size; at++)
        if (!memcmp(at, ".nv.info.k64", 12)) at[9] = 'K';
    memset(&od, 0, sizeof od);
    od.data = copy;
    od.size = size;
    CHILD_EXPECT(cudacore_object_code_load(&od, &bare) == CUDACORE_SUCCESS, 28);
    CHILD_EXPECT(cudacore_object_code_get_kernel(bare, "k64", &kb) == CUDACORE_SUCCESS, 29);
    CHILD_EXPECT(cudacore_kernel_param_info(kb, &count, NULL, NULL, 0) == CUDACORE_SUCCESS && count == 2, 30);
#ifdef CUDACORE_DEBUG
    CHILD_EXPECT(mock_counter("mock_param_info_refusals") == 1, 31); /* kept at creation: probed once */
#endif
done:
    t_destroy_all(); /* everything made above */
    cudacore_shutdown();
    t_free_all();
    return rc;
}
static void mock_driver_refuses_no_call(void) {
    char cmd[2600];
    const char *slash = strrchr(self_path, '/');
    int rc;
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(cmd, sizeof cmd,
             "env CUDACORE_LIBCUDA_PATH=%.*s/libcuda_mock.so CUDACORE_MOCK_DRIVER_VERSION=12080 CUDACORE_MOCK_KERNELS=1 '%s' child mock-kernels",
             slash ? (int)(slash - self_path) : 1, slash ? self_path : ".", self_path);
    rc = system(cmd);
    rc = rc == -1 ? -1 : (rc >> 8) & 0xff;
    if (rc == 77) SKIP("the mock driver was not found next to the test binary");
    if (rc) printf("  the child exited with %d\n", rc);
    CHECK(rc == 0);
}

int main(int argc, char **argv) {
    snprintf(self_path, sizeof self_path, "%s", argv[0]);
    if (argc == 3 && !strcmp(argv[1], "child")) return child_mock_kernels();
    snprintf(tmpdir, sizeof tmpdir, "/tmp/cudacore-test-kargs-%d", (int)getpid());
    {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "mkdir -p %s", tmpdir);
        if (system(cmd)) {}
    }
    t_setup_quiet();
    RUN(nvrtc_cubin_and_ptx_tables);
    RUN(partial_reads);
    RUN(lto_linked_cubin_table);
    RUN(nvcc_cubin_ptx_and_fatbins);
    RUN(fatbin_entry_choice);
    RUN(malformed_code_is_no_table);
    RUN(check_names_the_mistake);
    RUN(fast_check_agrees_with_the_full_one);
    RUN(sized_value_lists);
    RUN(arg_macros_carry_sizes);
    RUN(mock_driver_refuses_no_call);
    {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
        if (system(cmd)) {}
    }
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
