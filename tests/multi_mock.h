/* multi_mock.h -- the strict two-device mock driver (tests/mock/libcuda_multi_mock.c)
   for the unit tests that run against it. Include after test.h.
     multi_mock_locate(argv[0])   finds the mock next to the test program
     multi_mock_setup()           sets cudacore up on it (quiet logger), loads
                                  it and binds mock_errors(); NULL when all is
                                  well, else what went wrong
     mock_errors()                how many driver calls have failed so far
                                  (what compute-sanitizer would report) */
#ifndef CUDACORE_MULTI_MOCK_H
#define CUDACORE_MULTI_MOCK_H
#if defined(_WIN32)
#define MULTI_MOCK_NAME "libcuda_multi_mock.dll"
#else
#include <dlfcn.h>
#define MULTI_MOCK_NAME "libcuda_multi_mock.so"
#endif

static char mock_path[1024];
static int (*mock_errors)(void);

static void multi_mock_locate(const char *argv0) {
    const char *slash = strrchr(argv0, '/'), *back = strrchr(argv0, '\\');
    if (back && (!slash || back > slash)) slash = back;
    snprintf(mock_path, sizeof mock_path, "%.*s/" MULTI_MOCK_NAME, slash ? (int)(slash - argv0) : 1, slash ? argv0 : ".");
}

/* A function the loaded mock exports. */
static void *multi_mock_symbol(const char *name) {
    void *p = NULL;
#if defined(_WIN32)
    FARPROC f = NULL;
    HMODULE h = GetModuleHandleA(MULTI_MOCK_NAME);
    if (h) f = GetProcAddress(h, name);
    memcpy(&p, &f, sizeof p);
#else
    void *h = dlopen(mock_path, RTLD_NOW | RTLD_NOLOAD);
    if (h) p = dlsym(h, name);
#endif
    return p;
}

static const char *multi_mock_setup(void) {
    cudacore_desc d;
    void *f;
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.libcuda_path = mock_path;
    if (cudacore_setup(&d) != CUDACORE_SUCCESS) return "cudacore_setup failed";
    if (cudacore_library_load(CUDACORE_LIBRARY_CUDA, NULL) != CUDACORE_SUCCESS) return "the mock driver does not load";
    f = multi_mock_symbol("cudacore_mock_driver_errors");
    memcpy(&mock_errors, &f, sizeof f);
    return mock_errors ? NULL : "the mock driver has no cudacore_mock_driver_errors";
}
#endif
