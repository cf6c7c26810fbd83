/* Version mismatches on a real driver (issue 29). With an NVRTC newer than
   the driver, e.g. on a CUDA 13.0 driver (580):
     CUDACORE_NVRTC_PATH=<wheel>/nvidia/cu13/lib/libnvrtc.so.13 build/tests/test_versions_gpu
   (pip download nvidia-cuda-nvrtc==13.5.37): its PTX is refused before the
   driver, both versions named, after one warning at the compile; its CUBIN
   runs (the fix the message gives); a fatbin of the PTX (the toolkit's
   fatbinary) is refused by its entry's ISA, and with that ISA zeroed
   reaches the driver, whose CUDA_ERROR_UNSUPPORTED_PTX_VERSION is explained
   the same way. With an NVRTC the driver takes (the toolkit's, in the usual
   run) the same code loads and runs: no refusal, no warning. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <unistd.h>

static const char *SRC = "extern \"C\" __global__ void k64(long long *out, long long n) { out[0] = n; }\n";

/* SRC compiled for the current device, past the cache and the toolkit's
   headers (helpers.h's t_compile). */
static cudacore_result compile(cudacore_code_type target, cudacore_object_code *oc) {
    cudacore_program_desc d = t_source(SRC, "versions.cu", NULL, 0);
    cudacore_program_options o = t_options(NULL, T_NO_CACHE | T_NO_TOOLKIT);
    return t_compile(&d, target, &o, oc);
}

/* The driver's and NVRTC's versions; whether NVRTC is newer (its PTX too:
   each CUDA 13 release brings a PTX ISA version). */
static int versions(int *driver, int *nvrtc) {
    cudacore_library_info li;
    if (cudacore_driver_version(driver) != CUDACORE_SUCCESS || cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) != CUDACORE_SUCCESS) return 0;
    *nvrtc = li.version;
    printf("  driver: CUDA %d.%d, NVRTC %d.%d (%s)\n", *driver / 1000, *driver % 1000 / 10, *nvrtc / 1000, *nvrtc % 1000 / 10, li.path);
    return *nvrtc > *driver;
}

static void ptx_loads_or_is_refused_naming_both_versions(void) {
    int driver = 0, nvrtc = 0;
    char need[64], has[64];
    cudacore_object_code oc;
    cudacore_kernel k;
    NEED_GPU();
    if (!versions(&driver, &nvrtc)) {
        CHECK_OK(compile(CUDACORE_CODE_PTX, &oc));
        CHECK(t_warnings == 0);
        CHECK_OK(cudacore_object_code_get_kernel(oc, "k64", &k));
        CHECK_OK(cudacore_kernel_destroy(k));
        CHECK_OK(cudacore_object_code_destroy(oc));
        return;
    }
    CHECK_OK(compile(CUDACORE_CODE_PTX, &oc));
    printf("  warning: %s\n", t_warning);
    CHECK(t_warnings == 1 && strstr(t_warning, "program 'versions.cu' compiled to PTX, which this process's driver cannot load"));
    CHECK_ERR(cudacore_object_code_get_kernel(oc, "k64", &k), CUDACORE_ERROR_VERSION_MISMATCH);
    printf("  %s\n", cudacore_last_error()->message);
    snprintf(need, sizeof need, "from NVRTC %d.%d) needs a driver for CUDA", nvrtc / 1000, nvrtc % 1000 / 10);
    snprintf(has, sizeof has, "this driver supports CUDA %d.%d", driver / 1000, driver % 1000 / 10);
    CHECK(strstr(cudacore_last_error()->message, need) && strstr(cudacore_last_error()->message, has));
    CHECK(cudacore_last_error()->library == CUDACORE_LIBRARY_NONE); /* the driver was not asked */
    CHECK_OK(cudacore_object_code_destroy(oc));
}

static void cubin_from_the_same_nvrtc_runs(void) {
    int driver = 0, nvrtc = 0;
    long long n = 42, got = 0;
    cudacore_object_code oc;
    cudacore_kernel k;
    cudacore_memory_resource mr;
    cudacore_stream s;
    cudacore_buffer b;
    cudacore_buffer_info bi;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p;
    void *args[2];
    NEED_GPU();
    (void)versions(&driver, &nvrtc);
    CHECK_OK(compile(CUDACORE_CODE_CUBIN, &oc));
    CHECK_OK(cudacore_object_code_get_kernel(oc, "k64", &k));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof got, s, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    p = bi.ptr;
    args[0] = &p;
    args[1] = &n;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    CHECK_OK(cudacore_launch(s, &cfg, k, args, 2));
    CHECK_OK(cudacore_buffer_copy_to_host(&got, b, 0, sizeof got, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    CHECK(got == 42);
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_kernel_destroy(k));
    CHECK_OK(cudacore_object_code_destroy(oc));
}

/* A fatbin of the PTX (the toolkit's fatbinary, which compresses it): its
   entry's ISA version read; then zeroed, where cudacore cannot tell and
   the driver refuses the newer PTX itself. */
static void a_fatbins_ptx_and_the_drivers_own_refusal(void) {
    int driver = 0, nvrtc = 0;
    const char *home = getenv("CUDA_HOME");
    char tool[600], dir[] = "/tmp/cudacore-versions-XXXXXX", ptx[600], fb[600], cmd[2400], log[640];
    static unsigned char bytes[1 << 20];
    size_t size, at;
    FILE *f;
    int major = 0, minor = 0;
    cudacore_object_code oc, fat;
    cudacore_object_code_desc d;
    cudacore_kernel k;
    const cudacore_error_info *e = cudacore_last_error();
    int newer;
    NEED_GPU();
    newer = versions(&driver, &nvrtc);
    snprintf(tool, sizeof tool, "%s/bin/fatbinary", home && *home ? home : "/usr/local/cuda");
    NEED_TOOL(access(tool, X_OK) == 0, "the toolkit's fatbinary is not installed");
    CHECK(mkdtemp(dir) != NULL);
    snprintf(ptx, sizeof ptx, "%s/k.ptx", dir);
    snprintf(fb, sizeof fb, "%s/k.fatbin", dir);
    CHECK_OK(compile(CUDACORE_CODE_PTX, &oc));
    CHECK_OK(cudacore_object_code_save(oc, ptx));
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, &major));
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, &minor));
    snprintf(cmd, sizeof cmd, "'%s' --create='%s' --image3=kind=ptx,sm=%d%d,file='%s' > '%s/log' 2>&1", tool, fb, major, minor, ptx, dir);
    snprintf(log, sizeof log, "%s/log", dir);
    CHECK_SHELL(cmd, log);
    CHECK((f = fopen(fb, "rb")) != NULL);
    size = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    at = (size_t)bytes[6] + 0x18; /* the first entry's u16 minor, u16 major (after the 16-byte header) */
    CHECK(size > at + 4 && size < sizeof bytes && bytes[at - 0x18] == 1);
    printf("  the fatbin's PTX entry says ISA %d.%d\n", bytes[at + 2], bytes[at]);
    memset(&d, 0, sizeof d);
    d.data = bytes;
    d.size = size;
    d.type = CUDACORE_CODE_FATBIN;
    d.name = "k.fatbin";
    CHECK_OK(cudacore_object_code_load(&d, &fat));
    if (!newer) {
        CHECK_OK(cudacore_object_code_get_kernel(fat, "k64", &k));
        CHECK_OK(cudacore_kernel_destroy(k));
    } else {
        CHECK_ERR(cudacore_object_code_get_kernel(fat, "k64", &k), CUDACORE_ERROR_VERSION_MISMATCH);
        printf("  %s\n", e->message);
        CHECK(e->library == CUDACORE_LIBRARY_NONE && strstr(e->message, "its fatbin's PTX for compute_"));
        CHECK_OK(cudacore_object_code_destroy(fat));
        memset(bytes + at, 0, 4);
        printf("  the entry's ISA now 0.0\n");
        CHECK_OK(cudacore_object_code_load(&d, &fat));
        CHECK_ERR(cudacore_object_code_get_kernel(fat, "k64", &k), CUDACORE_ERROR_VERSION_MISMATCH);
        printf("  %s\n  detail: %s", e->message, e->detail);
        CHECK(e->library == CUDACORE_LIBRARY_CUDA && e->native_code == 222 && strstr(e->detail, "the driver answered"));
        CHECK(strstr(e->message, "object code 'k.fatbin': its fatbin's PTX for compute_") && strstr(e->message, "needs a newer driver"));
    }
    CHECK_OK(cudacore_object_code_destroy(fat));
    CHECK_OK(cudacore_object_code_destroy(oc));
    remove(ptx), remove(fb);
    snprintf(cmd, sizeof cmd, "%s/log", dir);
    remove(cmd), rmdir(dir);
}

int main(void) {
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.logger.func = t_keep_warnings; /* (before NEED_GPU's quiet setup) */
    cudacore_setup(&d);
    RUN(ptx_loads_or_is_refused_naming_both_versions);
    RUN(cubin_from_the_same_nvrtc_runs);
    RUN(a_fatbins_ptx_and_the_drivers_own_refusal);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
