/* A fake nvJitLink 12.4 for loader tests without a GPU: new enough to be
   used (12.3+), older than the toolkit's NVRTC 13, so cudacore must refuse
   to hand it NVRTC's LTO-IR. It links nothing. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef int nvJitLinkResult;
typedef struct mock_handle { int dummy; } *nvJitLinkHandle;
static struct mock_handle the_handle;

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

nvJitLinkResult nvJitLinkVersion(unsigned *major, unsigned *minor) { *major = 12; *minor = 4; return 0; }
nvJitLinkResult nvJitLinkCreate(nvJitLinkHandle *h, uint32_t n, const char **opts) { (void)n; (void)opts; *h = &the_handle; return 0; }
nvJitLinkResult nvJitLinkDestroy(nvJitLinkHandle *h) { *h = NULL; return 0; }
nvJitLinkResult nvJitLinkAddData(nvJitLinkHandle h, int type, const void *data, size_t size, const char *name) { (void)h; (void)type; (void)data; (void)size; (void)name; return 0; }
nvJitLinkResult nvJitLinkAddFile(nvJitLinkHandle h, int type, const char *path) { (void)h; (void)type; (void)path; return 0; }
nvJitLinkResult nvJitLinkComplete(nvJitLinkHandle h) { (void)h; return 4; /* NVJITLINK_ERROR_NVVM_COMPILE: it links nothing */ }
nvJitLinkResult nvJitLinkGetLinkedCubinSize(nvJitLinkHandle h, size_t *size) { (void)h; *size = 0; return 0; }
nvJitLinkResult nvJitLinkGetLinkedCubin(nvJitLinkHandle h, void *cubin) { (void)h; (void)cubin; return 0; }
nvJitLinkResult nvJitLinkGetErrorLogSize(nvJitLinkHandle h, size_t *size) { (void)h; *size = 1; return 0; }
nvJitLinkResult nvJitLinkGetErrorLog(nvJitLinkHandle h, char *log) { (void)h; log[0] = 0; return 0; }
nvJitLinkResult nvJitLinkGetInfoLogSize(nvJitLinkHandle h, size_t *size) { (void)h; *size = 1; return 0; }
nvJitLinkResult nvJitLinkGetInfoLog(nvJitLinkHandle h, char *log) { (void)h; log[0] = 0; return 0; }
