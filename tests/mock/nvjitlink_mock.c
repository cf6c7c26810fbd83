/* A fake nvJitLink 12.4 for loader tests without a GPU: new enough to be
   used (12.3+), older than the toolkit's NVRTC 13, so cudacore must refuse
   to hand it NVRTC's LTO-IR. It links nothing. CUDACORE_MOCK_NVJITLINK_VERSION
   ("13.0") makes it another version; LTO-IR it is given it answers as
   nvJitLink answers LTO-IR from a newer compiler: NVJITLINK_ERROR_OUTDATED_LIBRARY,
   with that error log. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int nvJitLinkResult;
typedef struct mock_handle { int dummy; } *nvJitLinkHandle;
static struct mock_handle the_handle;
static const char *error_log = "";

nvJitLinkResult nvJitLinkVersion(unsigned *major, unsigned *minor);
nvJitLinkResult nvJitLinkCreate(nvJitLinkHandle *h, uint32_t n, const char **opts);
nvJitLinkResult nvJitLinkDestroy(nvJitLinkHandle *h);
nvJitLinkResult nvJitLinkAddData(nvJitLinkHandle h, int type, const void *data, size_t size, const char *name);
nvJitLinkResult nvJitLinkAddFile(nvJitLinkHandle h, int type, const char *path);
nvJitLinkResult nvJitLinkComplete(nvJitLinkHandle h);
nvJitLinkResult nvJitLinkGetLinkedCubinSize(nvJitLinkHandle h, size_t *size);
nvJitLinkResult nvJitLinkGetLinkedCubin(nvJitLinkHandle h, void *cubin);
nvJitLinkResult nvJitLinkGetErrorLogSize(nvJitLinkHandle h, size_t *size);
nvJitLinkResult nvJitLinkGetErrorLog(nvJitLinkHandle h, char *log);
nvJitLinkResult nvJitLinkGetInfoLogSize(nvJitLinkHandle h, size_t *size);
nvJitLinkResult nvJitLinkGetInfoLog(nvJitLinkHandle h, char *log);

nvJitLinkResult nvJitLinkVersion(unsigned *major, unsigned *minor) {
    const char *v = getenv("CUDACORE_MOCK_NVJITLINK_VERSION"), *dot = v ? strchr(v, '.') : NULL;
    *major = v ? (unsigned)atoi(v) : 12;
    *minor = dot ? (unsigned)atoi(dot + 1) : v ? 0 : 4;
    return 0;
}
nvJitLinkResult nvJitLinkCreate(nvJitLinkHandle *h, uint32_t n, const char **opts) { (void)n; (void)opts; *h = &the_handle; return 0; }
nvJitLinkResult nvJitLinkDestroy(nvJitLinkHandle *h) { *h = NULL; return 0; }
nvJitLinkResult nvJitLinkAddData(nvJitLinkHandle h, int type, const void *data, size_t size, const char *name) {
    (void)h; (void)data; (void)size; (void)name;
    if (type != 3) return 0;
    error_log = "ERROR 4 in nvvmAddNVVMContainerToProgram, may need newer version of nvJitLink library\n";
    return 14; /* NVJITLINK_ERROR_OUTDATED_LIBRARY */
}
nvJitLinkResult nvJitLinkAddFile(nvJitLinkHandle h, int type, const char *path) { (void)h; (void)type; (void)path; return 0; }
nvJitLinkResult nvJitLinkComplete(nvJitLinkHandle h) { (void)h; return 4; /* NVJITLINK_ERROR_NVVM_COMPILE: it links nothing */ }
nvJitLinkResult nvJitLinkGetLinkedCubinSize(nvJitLinkHandle h, size_t *size) { (void)h; *size = 0; return 0; }
nvJitLinkResult nvJitLinkGetLinkedCubin(nvJitLinkHandle h, void *cubin) { (void)h; (void)cubin; return 0; }
nvJitLinkResult nvJitLinkGetErrorLogSize(nvJitLinkHandle h, size_t *size) { (void)h; *size = strlen(error_log) + 1; return 0; }
nvJitLinkResult nvJitLinkGetErrorLog(nvJitLinkHandle h, char *log) { (void)h; strcpy(log, error_log); return 0; }
nvJitLinkResult nvJitLinkGetInfoLogSize(nvJitLinkHandle h, size_t *size) { (void)h; *size = 1; return 0; }
nvJitLinkResult nvJitLinkGetInfoLog(nvJitLinkHandle h, char *log) { (void)h; log[0] = 0; return 0; }
