/* A fake NVRTC 13.0 for tests that run where no toolkit is installed (and
   on Windows under wine): it "compiles" a program by copying its source into
   the output, so the compile cache's files, names and eviction can be tested
   on every operating system. A source containing "#error" fails with a log.
   Name expressions lower to "_mock_" + the expression. It is NVRTC 13.0, or
   the version CUDACORE_MOCK_NVRTC_VERSION says ("13.5"). Never installed. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#define MOCK_EXPORT __declspec(dllexport)
#else
#define MOCK_EXPORT
#endif

typedef int nvrtcResult;
typedef struct mock_program {
    char *out; /* "// mock PTX\n" + source */
    size_t out_size;
    char log[128];
    int num_names;
    char names[8][128], lowered[8][136];
} *nvrtcProgram;

MOCK_EXPORT const char *nvrtcGetErrorString(nvrtcResult r);
MOCK_EXPORT nvrtcResult nvrtcVersion(int *major, int *minor);
MOCK_EXPORT nvrtcResult nvrtcGetNumSupportedArchs(int *n);
MOCK_EXPORT nvrtcResult nvrtcGetSupportedArchs(int *archs);
MOCK_EXPORT nvrtcResult nvrtcCreateProgram(nvrtcProgram *p, const char *src, const char *name, int nh, const char *const *h, const char *const *hn);
MOCK_EXPORT nvrtcResult nvrtcDestroyProgram(nvrtcProgram *p);
MOCK_EXPORT nvrtcResult nvrtcCompileProgram(nvrtcProgram p, int n, const char *const *opts);
MOCK_EXPORT nvrtcResult nvrtcGetPTXSize(nvrtcProgram p, size_t *n);
MOCK_EXPORT nvrtcResult nvrtcGetPTX(nvrtcProgram p, char *out);
MOCK_EXPORT nvrtcResult nvrtcGetCUBINSize(nvrtcProgram p, size_t *n);
MOCK_EXPORT nvrtcResult nvrtcGetCUBIN(nvrtcProgram p, char *out);
MOCK_EXPORT nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram p, size_t *n);
MOCK_EXPORT nvrtcResult nvrtcGetLTOIR(nvrtcProgram p, char *out);
MOCK_EXPORT nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram p, size_t *n);
MOCK_EXPORT nvrtcResult nvrtcGetProgramLog(nvrtcProgram p, char *log);
MOCK_EXPORT nvrtcResult nvrtcAddNameExpression(nvrtcProgram p, const char *expr);
MOCK_EXPORT nvrtcResult nvrtcGetLoweredName(nvrtcProgram p, const char *expr, const char **lowered);

static const int mock_archs[] = {75, 80, 86, 89, 90, 100, 120};
#define MOCK_NUM_ARCHS ((int)(sizeof mock_archs / sizeof mock_archs[0]))

const char *nvrtcGetErrorString(nvrtcResult r) {
    switch (r) {
        case 0: return "NVRTC_SUCCESS";
        case 3: return "NVRTC_ERROR_INVALID_INPUT";
        case 4: return "NVRTC_ERROR_INVALID_PROGRAM";
        case 6: return "NVRTC_ERROR_COMPILATION";
        default: return "NVRTC_ERROR_MOCK";
    }
}
nvrtcResult nvrtcVersion(int *major, int *minor) {
    const char *v = getenv("CUDACORE_MOCK_NVRTC_VERSION"), *dot = v ? strchr(v, '.') : NULL;
    *major = v ? atoi(v) : 13;
    *minor = dot ? atoi(dot + 1) : 0;
    return 0;
}
nvrtcResult nvrtcGetNumSupportedArchs(int *n) { *n = MOCK_NUM_ARCHS; return 0; }
nvrtcResult nvrtcGetSupportedArchs(int *archs) { memcpy(archs, mock_archs, sizeof mock_archs); return 0; }

nvrtcResult nvrtcCreateProgram(nvrtcProgram *p, const char *src, const char *name, int nh, const char *const *h, const char *const *hn) {
    static const char head[] = "// mock PTX\n";
    size_t n;
    (void)name; (void)nh; (void)h; (void)hn;
    if (!p || !src) return 3;
    n = strlen(src);
    *p = (nvrtcProgram)calloc(1, sizeof **p);
    if (!*p) return 1;
    (*p)->out = (char *)malloc(sizeof head + n);
    if (!(*p)->out) { free(*p); *p = NULL; return 1; }
    memcpy((*p)->out, head, sizeof head - 1);
    memcpy((*p)->out + sizeof head - 1, src, n + 1);
    (*p)->out_size = sizeof head + n; /* with the NUL, as NVRTC counts PTX */
    return 0;
}
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *p) {
    if (!p || !*p) return 4;
    free((*p)->out);
    free(*p);
    *p = NULL;
    return 0;
}
nvrtcResult nvrtcCompileProgram(nvrtcProgram p, int n, const char *const *opts) {
    int i;
    (void)n; (void)opts;
    if (!p) return 4;
    if (strstr(p->out, "#error")) {
        strcpy(p->log, "mock.cu(1): error: #error directive\n");
        return 6;
    }
    for (i = 0; i < p->num_names; i++) {
        char *o = p->lowered[i], *e = p->names[i];
        strcpy(o, "_mock_");
        for (o += 6; *e; e++) *o++ = (*e >= 'a' && *e <= 'z') || (*e >= 'A' && *e <= 'Z') || (*e >= '0' && *e <= '9') ? *e : '_';
        *o = 0;
    }
    return 0;
}
static nvrtcResult mock_size(nvrtcProgram p, size_t *n) { if (!p) return 4; *n = p->out_size; return 0; }
static nvrtcResult mock_copy(nvrtcProgram p, char *out) { if (!p) return 4; memcpy(out, p->out, p->out_size); return 0; }
nvrtcResult nvrtcGetPTXSize(nvrtcProgram p, size_t *n) { return mock_size(p, n); }
nvrtcResult nvrtcGetPTX(nvrtcProgram p, char *out) { return mock_copy(p, out); }
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram p, size_t *n) { return mock_size(p, n); }
nvrtcResult nvrtcGetCUBIN(nvrtcProgram p, char *out) { return mock_copy(p, out); }
nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram p, size_t *n) { return mock_size(p, n); }
nvrtcResult nvrtcGetLTOIR(nvrtcProgram p, char *out) { return mock_copy(p, out); }
nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram p, size_t *n) { if (!p) return 4; *n = strlen(p->log) + 1; return 0; }
nvrtcResult nvrtcGetProgramLog(nvrtcProgram p, char *log) { if (!p) return 4; strcpy(log, p->log); return 0; }
nvrtcResult nvrtcAddNameExpression(nvrtcProgram p, const char *expr) {
    if (!p || !expr || p->num_names == 8 || strlen(expr) >= sizeof p->names[0]) return 3;
    strcpy(p->names[p->num_names++], expr);
    return 0;
}
nvrtcResult nvrtcGetLoweredName(nvrtcProgram p, const char *expr, const char **lowered) {
    int i;
    if (!p || !expr) return 3;
    for (i = 0; i < p->num_names; i++)
        if (!strcmp(p->names[i], expr)) {
            *lowered = p->lowered[i];
            return 0;
        }
    return 10; /* NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID */
}
