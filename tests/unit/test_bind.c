/* cudabind.h without a GPU: the NVRTC and nvJitLink wrappers run for real
   (compile to PTX, CUBIN and LTO-IR, link LTO-IR), the error helpers, and the
   missing-function path. */
#define _POSIX_C_SOURCE 200809L /* (tests/test.h: mkdtemp, setenv) */
#define CUDACORE_IMPLEMENTATION
#include "../../cudabind.h"
#include "../test.h"

static const char *kSrc =
    "extern \"C\" __global__ void axpy(float a, const float *x, float *y, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i];\n"
    "}\n";

/* Compiles kSrc with `opts`; returns the program (0 on failure). */
static cudacore_nvrtcProgram compile(const char *const *opts, int nopts) {
    cudabind_nvrtcCreateProgram_result p = cudabind_nvrtcCreateProgram(kSrc, "axpy.cu", 0, NULL, NULL);
    cudabind_nvrtcCompileProgram_result c;
    if (p.err != CUDACORE_NVRTC_SUCCESS) return 0;
    c = cudabind_nvrtcCompileProgram(p.prog, nopts, opts);
    if (c.err != CUDACORE_NVRTC_SUCCESS) {
        cudacore_nvrtcProgram dead = p.prog;
        (void)cudabind_nvrtcDestroyProgram(&dead);
        return 0;
    }
    return p.prog;
}

/* The raw NVRTC program and nvJitLink handle of the test running: file-scope,
   so that what a failed check left behind is destroyed after it (drop_raw). */
static cudacore_nvrtcProgram prog;
static cudabind_nvJitLinkCreate_result h;
static void drop_raw(void) {
    if (prog) (void)cudabind_nvrtcDestroyProgram(&prog);
    if (h.handle) (void)cudabind_nvJitLinkDestroy(&h.handle);
    prog = 0;
    memset(&h, 0, sizeof h);
}

static void nvrtc_version_and_archs(void) {
    cudabind_nvrtcVersion_result v = cudabind_nvrtcVersion();
    cudabind_nvrtcGetNumSupportedArchs_result n;
    int archs[128] = {0};
    if (v.err != CUDACORE_NVRTC_SUCCESS) SKIP("NVRTC not loadable");
    CHECK(v.major >= 12 && v.minor >= 0);
    n = cudabind_nvrtcGetNumSupportedArchs();
    CHECK(n.err == CUDACORE_NVRTC_SUCCESS && n.numArchs > 0 && n.numArchs <= 128);
    CHECK(cudabind_nvrtcGetSupportedArchs(archs).err == CUDACORE_NVRTC_SUCCESS);
    CHECK(archs[0] >= 50 && archs[n.numArchs - 1] >= 90);
}

static void nvrtc_ptx_and_cubin(void) {
    const char *opts_ptx[] = {"--gpu-architecture=compute_90", "--fmad=false"};
    const char *opts_cubin[] = {"--gpu-architecture=sm_90"};
    cudabind_nvrtcGetPTXSize_result ps;
    cudabind_nvrtcGetCUBINSize_result cs;
    cudabind_nvrtcGetProgramLogSize_result ls;
    cudabind_nvrtcGetErrorString_result es;
    char *ptx, *cubin;
    if (cudabind_nvrtcVersion().err != CUDACORE_NVRTC_SUCCESS) SKIP("NVRTC not loadable");
    prog = compile(opts_ptx, 2);
    CHECK(prog != 0);
    if (!prog) return;
    ps = cudabind_nvrtcGetPTXSize(prog);
    CHECK(ps.err == CUDACORE_NVRTC_SUCCESS && ps.ptxSizeRet > 100);
    ptx = (char *)t_malloc(ps.ptxSizeRet);
    CHECK(cudabind_nvrtcGetPTX(prog, ptx).err == CUDACORE_NVRTC_SUCCESS);
    CHECK(strstr(ptx, ".entry axpy") != NULL && strstr(ptx, ".target sm_90") != NULL);
    ls = cudabind_nvrtcGetProgramLogSize(prog);
    CHECK(ls.err == CUDACORE_NVRTC_SUCCESS && ls.logSizeRet >= 1);
    CHECK(cudabind_nvrtcDestroyProgram(&prog).err == CUDACORE_NVRTC_SUCCESS && prog == 0);

    prog = compile(opts_cubin, 1);
    CHECK(prog != 0);
    if (!prog) return;
    cs = cudabind_nvrtcGetCUBINSize(prog);
    CHECK(cs.err == CUDACORE_NVRTC_SUCCESS && cs.cubinSizeRet > 100);
    cubin = (char *)t_malloc(cs.cubinSizeRet);
    CHECK(cudabind_nvrtcGetCUBIN(prog, cubin).err == CUDACORE_NVRTC_SUCCESS);
    CHECK(!memcmp(cubin, "\177ELF", 4));
    CHECK(cudabind_nvrtcDestroyProgram(&prog).err == CUDACORE_NVRTC_SUCCESS);

    es = cudabind_nvrtcGetErrorString(CUDACORE_NVRTC_ERROR_COMPILATION);
    CHECK(es.err == CUDACORE_NVRTC_SUCCESS && es.value && !strcmp(es.value, "NVRTC_ERROR_COMPILATION"));
}

static void nvrtc_compile_error_zeroes_outputs(void) {
    const char *bad = "extern \"C\" __global__ void k() { this is not C++; }";
    cudabind_nvrtcCreateProgram_result p;
    cudabind_nvrtcCompileProgram_result c;
    cudabind_nvrtcGetLoweredName_result ln;
    const cudacore_error_info *e;
    t_setup_quiet();
    if (cudabind_nvrtcVersion().err != CUDACORE_NVRTC_SUCCESS) SKIP("NVRTC not loadable");
    p = cudabind_nvrtcCreateProgram(bad, "bad.cu", 0, NULL, NULL);
    prog = p.prog;
    CHECK(p.err == CUDACORE_NVRTC_SUCCESS && p.prog != 0);
    c = cudabind_nvrtcCompileProgram(p.prog, 0, NULL);
    CHECK(c.err == CUDACORE_NVRTC_ERROR_COMPILATION);
    e = cudacore_last_error();
    CHECK(e->library == CUDACORE_LIBRARY_NVRTC && e->native_code == 6 && !strcmp(e->call, "nvrtcCompileProgram"));
    CHECK(e->result == CUDACORE_ERROR_COMPILE);
    /* a failing call with an output: the output reads zero */
    ln = cudabind_nvrtcGetLoweredName(p.prog, "k");
    CHECK(ln.err != CUDACORE_NVRTC_SUCCESS && ln.lowered_name == NULL);
    CHECK(cudabind_nvrtcDestroyProgram(&prog).err == CUDACORE_NVRTC_SUCCESS);
    p = cudabind_nvrtcCreateProgram(NULL, "null.cu", 0, NULL, NULL);
    CHECK(p.err == CUDACORE_NVRTC_ERROR_INVALID_INPUT && p.prog == 0);
}

static void nvjitlink_links_ltoir(void) {
    const char *copts[] = {"--gpu-architecture=sm_90", "-dlto", "--relocatable-device-code=true"};
    const char *lopts[] = {"-arch=sm_90", "-lto"};
    cudabind_nvrtcGetLTOIRSize_result ls;
    cudabind_nvJitLinkGetLinkedCubinSize_result cs;
    cudabind_nvJitLinkVersion_result v;
    char *ltoir, *cubin;
    if (cudabind_nvrtcVersion().err != CUDACORE_NVRTC_SUCCESS) SKIP("NVRTC not loadable");
    v = cudabind_nvJitLinkVersion();
    if (v.err != CUDACORE_NVJITLINK_SUCCESS) SKIP("nvJitLink not loadable");
    CHECK(v.major >= 12);
    prog = compile(copts, 3);
    CHECK(prog != 0);
    if (!prog) return;
    ls = cudabind_nvrtcGetLTOIRSize(prog);
    CHECK(ls.err == CUDACORE_NVRTC_SUCCESS && ls.LTOIRSizeRet > 16);
    ltoir = (char *)t_malloc(ls.LTOIRSizeRet);
    CHECK(cudabind_nvrtcGetLTOIR(prog, ltoir).err == CUDACORE_NVRTC_SUCCESS);
    CHECK(cudabind_nvrtcDestroyProgram(&prog).err == CUDACORE_NVRTC_SUCCESS);

    h = cudabind_nvJitLinkCreate(2, lopts);
    CHECK(h.err == CUDACORE_NVJITLINK_SUCCESS && h.handle != 0);
    CHECK(cudabind_nvJitLinkAddData(h.handle, CUDACORE_NVJITLINK_INPUT_LTOIR, ltoir, ls.LTOIRSizeRet, "axpy.ltoir").err ==
          CUDACORE_NVJITLINK_SUCCESS);
    CHECK(cudabind_nvJitLinkComplete(h.handle).err == CUDACORE_NVJITLINK_SUCCESS);
    cs = cudabind_nvJitLinkGetLinkedCubinSize(h.handle);
    CHECK(cs.err == CUDACORE_NVJITLINK_SUCCESS && cs.size > 100);
    cubin = (char *)t_malloc(cs.size);
    CHECK(cudabind_nvJitLinkGetLinkedCubin(h.handle, cubin).err == CUDACORE_NVJITLINK_SUCCESS);
    CHECK(!memcmp(cubin, "\177ELF", 4));
    CHECK(cudabind_nvJitLinkGetInfoLogSize(h.handle).err == CUDACORE_NVJITLINK_SUCCESS);
    CHECK(cudabind_nvJitLinkDestroy(&h.handle).err == CUDACORE_NVJITLINK_SUCCESS && h.handle == 0);
}

static void nvjitlink_errors_are_recorded(void) {
    const char *lopts[] = {"-arch=sm_90"};
    cudabind_nvJitLinkGetLinkedCubinSize_result cs;
    const cudacore_error_info *e;
    t_setup_quiet();
    if (cudabind_nvJitLinkVersion().err != CUDACORE_NVJITLINK_SUCCESS) SKIP("nvJitLink not loadable");
    h = cudabind_nvJitLinkCreate(1, lopts);
    CHECK(h.err == CUDACORE_NVJITLINK_SUCCESS);
    CHECK(cudabind_nvJitLinkAddData(h.handle, CUDACORE_NVJITLINK_INPUT_PTX, "not ptx", 7, "x.ptx").err != CUDACORE_NVJITLINK_SUCCESS ||
          cudabind_nvJitLinkComplete(h.handle).err != CUDACORE_NVJITLINK_SUCCESS);
    e = cudacore_last_error();
    CHECK(e->library == CUDACORE_LIBRARY_NVJITLINK && e->result == CUDACORE_ERROR_NVJITLINK);
    cs = cudabind_nvJitLinkGetLinkedCubinSize(NULL);
    CHECK(cs.err != CUDACORE_NVJITLINK_SUCCESS && cs.size == 0);
    CHECK(cudabind_nvJitLinkDestroy(&h.handle).err == CUDACORE_NVJITLINK_SUCCESS);
}

static void error_helpers(void) {
    CHECK(!strcmp(cudabind_CUresult_name(CUDACORE_CUDA_SUCCESS), "CUDA_SUCCESS"));
    CHECK(!strcmp(cudabind_CUresult_name(CUDACORE_CUDA_ERROR_OUT_OF_MEMORY), "CUDA_ERROR_OUT_OF_MEMORY"));
    CHECK(!strcmp(cudabind_CUresult_name(CUDACORE_CUDA_ERROR_NOT_FOUND), "CUDA_ERROR_NOT_FOUND"));
    CHECK(!strcmp(cudabind_CUresult_name((cudacore_CUresult)123456), "?"));
    CHECK(strstr(cudabind_CUresult_string(CUDACORE_CUDA_ERROR_INVALID_VALUE), "parameters") != NULL);
    CHECK(strlen(cudabind_CUresult_string(CUDACORE_CUDA_ERROR_NOT_READY)) > 10);
    CHECK(!strcmp(cudabind_nvrtcResult_name(CUDACORE_NVRTC_ERROR_COMPILATION), "NVRTC_ERROR_COMPILATION"));
    CHECK(!strcmp(cudabind_nvrtcResult_string(CUDACORE_NVRTC_ERROR_COMPILATION), "compilation"));
    CHECK(!strcmp(cudabind_nvJitLinkResult_name(CUDACORE_NVJITLINK_ERROR_MISSING_ARCH), "NVJITLINK_ERROR_MISSING_ARCH"));
    CHECK(strstr(cudabind_nvJitLinkResult_string(CUDACORE_NVJITLINK_ERROR_MISSING_ARCH), "-arch=sm_NN") != NULL);
    CHECK(!strcmp(cudabind_nvJitLinkResult_string((cudacore_nvJitLinkResult)999), "unknown nvJitLinkResult value"));
}

static void missing_function_is_not_found(void) {
    int nf = -1;
    cudacore_fnptr f;
    t_setup_quiet();
    /* an index past the table: rejected, no crash */
    f = cudacore_library_function(CUDACORE_LIBRARY_NVRTC, CUDACORE__NVRTC_COUNT, &nf);
    CHECK(f == NULL && nf == 11);
    CHECK(cudacore_last_error()->result == CUDACORE_ERROR_INVALID_ARGUMENT);
    /* without a driver (this machine) every driver wrapper says "not found" and zeroes its outputs */
    if (!t_have_gpu()) {
        cudabind_cuDeviceGetCount_result n = cudabind_cuDeviceGetCount();
        cudabind_cuCtxCreate_v4_result c = cudabind_cuCtxCreate_v4(NULL, 0, 0);
        CHECK(n.err != CUDACORE_CUDA_SUCCESS && n.count == 0);
        CHECK((n.err == CUDACORE_CUDA_ERROR_NOT_FOUND || n.err == CUDACORE_CUDA_ERROR_STUB_LIBRARY ||
               n.err == CUDACORE_CUDA_ERROR_NO_DEVICE || n.err == CUDACORE_CUDA_ERROR_NOT_INITIALIZED));
        CHECK(c.err != CUDACORE_CUDA_SUCCESS && c.pctx == 0);
    }
}

int main(void) {
    t_setup_quiet();
    RUN(nvrtc_version_and_archs);
    RUN(nvrtc_ptx_and_cubin);
    drop_raw();
    RUN(nvrtc_compile_error_zeroes_outputs);
    drop_raw();
    RUN(nvjitlink_links_ltoir);
    drop_raw();
    RUN(nvjitlink_errors_are_recorded);
    drop_raw();
    RUN(error_helpers);
    RUN(missing_function_is_not_found);
    t_destroy_all(); /* what a test that stopped early left */
    cudacore_shutdown();
    TEST_EXIT();
}
