/*--- the function tables, and their stubs for missing functions ---*/
#define CUDACORE__NCCL_MIN_VERSION 21400 /* ncclCommInitRankConfig, ncclCommFinalize */
/* "2.28.9" for an NCCL_VERSION_CODE (X*1000+Y*100+Z up to 2.8, X*10000+Y*100+Z after). */
CUDACORE__PRIVATE void cudacore__nccl_version_text(int code, char *out, size_t cap) {
    if (code >= 10000) snprintf(out, cap, "%d.%d.%d", code / 10000, code / 100 % 100, code % 100);
    else snprintf(out, cap, "%d.%d.%d", code / 1000, code / 100 % 10, code % 100);
}

/* How a library's not-found message names what is missing and why. */
enum {
    CUDACORE__SAYS_DRIVER_ABI = 1, /* the ABI version and export name, the driver's CUDA version and the one needed */
    CUDACORE__SAYS_TOO_OLD,        /* "in the loaded TITLE (path): TOO_OLD" */
    CUDACORE__SAYS_NCCL_RELEASE    /* the release loaded, its path, and the release that added the function */
};
/* What each library (a row per cudacore_library) answers: its failures'
   result, and for a function it lacks, or a call that CUDACORE_FAULT fails
   (CUDACORE_FAULT_INJECTION: then the stub stands in for the call), the
   record and the native code. */
typedef struct cudacore__lib_facts {
    cudacore_result family;        /* a failed call's result: CUDACORE_ERROR_CUDA, _NVRTC, ... */
    int compile_failed;            /* the native code that is CUDACORE_ERROR_COMPILE instead (-1: none) */
    int says;                      /* CUDACORE__SAYS_*: the not-found message's wording */
    const char *title, *too_old;   /* with CUDACORE__SAYS_TOO_OLD */
    int not_found;                 /* the native code that stands for a missing function */
    const char *not_found_name;    /* its native name and string in the record (NULL: no native part) */
    const char *not_found_string;
    int fault;                     /* an injected fault's native code */
    const char *fault_name;        /* and name (NULL: no calls through stubs, so no faults) */
    int fault_shows_code;          /* the message writes the code after the name */
} cudacore__lib_facts;
static const cudacore__lib_facts cudacore__lib_facts_of[CUDACORE_LIBRARY__COUNT] = {
    /* CUDACORE_LIBRARY_NONE */
    {CUDACORE_ERROR_CUDA, -1, 0, NULL, NULL, -1, NULL, NULL, 0, NULL, 0},
    /* CUDACORE_LIBRARY_CUDA */
    {CUDACORE_ERROR_CUDA, -1, CUDACORE__SAYS_DRIVER_ABI, NULL, NULL, 500, "CUDA_ERROR_NOT_FOUND", "named symbol not found", 999,
     "CUDA_ERROR_UNKNOWN", 1},
    /* CUDACORE_LIBRARY_NVRTC */
    {CUDACORE_ERROR_NVRTC, 6 /* NVRTC_ERROR_COMPILATION */, CUDACORE__SAYS_TOO_OLD, "NVRTC", "it is too old for this feature", 11, NULL, NULL,
     11, "NVRTC_ERROR_INTERNAL_ERROR", 0},
    /* CUDACORE_LIBRARY_NVJITLINK */
    {CUDACORE_ERROR_NVJITLINK, -1, CUDACORE__SAYS_TOO_OLD, "nvJitLink", "it is too old for this feature", 6, NULL, NULL, 6,
     "NVJITLINK_ERROR_INTERNAL", 0},
    /* CUDACORE_LIBRARY_NVVM */
    {CUDACORE_ERROR_NVVM, 9 /* NVVM_ERROR_COMPILATION */, CUDACORE__SAYS_TOO_OLD, "libNVVM", "it is too old for this feature", 2, NULL, NULL,
     2, "NVVM_ERROR_PROGRAM_CREATION_FAILURE", 0},
    /* CUDACORE_LIBRARY_NCCL */
    {CUDACORE_ERROR_NCCL, -1, CUDACORE__SAYS_NCCL_RELEASE, NULL, NULL, 2, "ncclSystemError", "not found", 3, "ncclInternalError", 1},
    /* CUDACORE_LIBRARY_NVML (no stubs: a function it lacks is a NULL pointer) */
    {CUDACORE_ERROR_NVML, -1, CUDACORE__SAYS_TOO_OLD, "NVML", "the driver is too old for it", 13, "NVML_ERROR_FUNCTION_NOT_FOUND", "", 0, NULL,
     0}};

/* Under CUDACORE_FAULT_INJECTION: when the stub stands in for an injected
   fault, says so (returns 1). */
CUDACORE__PRIVATE int cudacore__fault_report(const char *name) {
#ifdef CUDACORE_FAULT_INJECTION
    if (cudacore__fault_fired) {
        cudacore__fault_fired = 0;
        fprintf(stderr, "cudacore: fault injected into %s\n", name);
        return 1;
    }
#else
    (void)name;
#endif
    return 0;
}

/* Fills the record for function fi of library lib, which the loaded library
   lacks (or which CUDACORE_FAULT failed), and returns the native code that
   stands for it. Every stub for a missing function calls it. */
CUDACORE__PRIVATE int cudacore__fn_missing(cudacore_library lib, const cudacore__fn_info *fi) {
    const cudacore__lib_facts *f = &cudacore__lib_facts_of[lib];
    const cudacore__lib *l = &cudacore__g.libs[lib];
    if (f->fault_name && cudacore__fault_report(fi->name)) {
        char code[16] = "";
        if (f->fault_shows_code) snprintf(code, sizeof code, " (%d)", f->fault);
        CUDACORE__FAIL(f->family, fi->name, "%s failed: %s%s, injected by CUDACORE_FAULT", fi->name, f->fault_name, code);
        cudacore__set_native(lib, f->fault, f->fault_name, "fault injected");
        cudacore__err.stub_pending = !cudacore__err.keep;
        return f->fault;
    }
    if (f->says == CUDACORE__SAYS_DRIVER_ABI) {
        int v = cudacore__g.driver_version;
        char need[64] = "";
        if (fi->version > v) snprintf(need, sizeof need, "; it needs a driver for CUDA %d.%d or newer", fi->version / 1000, (fi->version % 1000) / 10);
        CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, fi->name,
                       "%s (ABI version %d, exported as %s) was not found: the installed driver (CUDA %d.%d) does not provide it%s", fi->name,
                       fi->version, fi->export_name, v / 1000, (v % 1000) / 10, need);
    } else if (f->says == CUDACORE__SAYS_NCCL_RELEASE) {
        char have[32], need[32];
        cudacore__nccl_version_text(l->version, have, sizeof have);
        cudacore__nccl_version_text(fi->version ? fi->version : CUDACORE__NCCL_MIN_VERSION, need, sizeof need);
        CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, fi->name, "%s was not found in the loaded NCCL %s (%s): it needs NCCL %s or newer", fi->name,
                       have, l->path, need);
    } else {
        CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, fi->name, "%s was not found in the loaded %s (%s): %s", fi->name, f->title, l->path,
                       f->too_old);
    }
    if (f->not_found_name) cudacore__set_native(lib, f->not_found, f->not_found_name, f->not_found_string);
    cudacore__err.stub_pending = !cudacore__err.keep;
    return f->not_found;
}

#include "gen/fn_tables.c"
#include "gen/nccl_fn_tables.c"

/*--- driver calls and their failures ---*/
/* The closest cudacore_result for a CUresult. */
CUDACORE__PRIVATE cudacore_result cudacore__map_cu(int r) {
    switch (r) {
        case 2: return CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY;  /* CUDA_ERROR_OUT_OF_MEMORY */
        case 34: return CUDACORE_ERROR_STUB_LIBRARY;         /* CUDA_ERROR_STUB_LIBRARY */
        case 100: return CUDACORE_ERROR_NO_DEVICE;           /* CUDA_ERROR_NO_DEVICE */
        case 101: return CUDACORE_ERROR_INVALID_DEVICE;      /* CUDA_ERROR_INVALID_DEVICE */
        case 600: return CUDACORE_ERROR_NOT_READY;           /* CUDA_ERROR_NOT_READY */
        case 801: return CUDACORE_ERROR_NOT_SUPPORTED;       /* CUDA_ERROR_NOT_SUPPORTED */
        case 900: case 901: case 902: case 903: case 904: case 905: case 906: case 907:
            return CUDACORE_ERROR_CAPTURE;                   /* CUDA_ERROR_STREAM_CAPTURE_* */
        default: return CUDACORE_ERROR_CUDA;
    }
}

/* Records a failed driver call; returns the mapped result. */
CUDACORE__COLD cudacore_result cudacore__cu_fail(cudacore_CUresult r, const char *call, int line) {
    const char *name = NULL, *str = NULL;
    cudacore__tls_error *e = &cudacore__err;
    if (e->stub_pending && ((int)r == 500 || (int)r == 999)) { /* a missing-function stub (or the injector) said it all */
        e->stub_pending = 0;
        return e->info.result;
    }
    if ((int)CUDACORE__CU(cuGetErrorName)(r, &name) != 0) name = NULL;
    if ((int)CUDACORE__CU(cuGetErrorString)(r, &str) != 0) str = NULL;
    cudacore__fail_at(cudacore__map_cu((int)r), call, line, "%s failed: %s (%d)%s%s", call, name ? name : "CUDA_ERROR_?", (int)r,
                      str ? ": " : "", str ? str : "");
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, (int)r, name ? name : "CUDA_ERROR_?", str);
    return e->info.result;
}

CUDACORE__HOT_INLINE cudacore_result cudacore__cu_check(cudacore_CUresult r, const char *call, int line) {
    return CUDACORE__LIKELY((int)r == 0) ? CUDACORE_SUCCESS : cudacore__cu_fail(r, call, line);
}
/* The same as an expression that yields the cudacore_result. */
#define CUDACORE__CU_CALL(fn, args) cudacore__cu_check(CUDACORE__DRV_FN(cudacore__PFN_##fn, CUDACORE__DRV_##fn) args, #fn, __LINE__)
#if defined(_WIN32)
#include <sys/types.h>
#include <sys/stat.h>
#define CUDACORE__PYTHON "python.exe"
#else
#include <dirent.h>
#include <sys/stat.h>
#define CUDACORE__PYTHON "python3"
#if defined(RTLD_NOLOAD)
#define CUDACORE__RTLD_NOLOAD RTLD_NOLOAD
#elif defined(__linux__)
#define CUDACORE__RTLD_NOLOAD 4   /* glibc's value; <dlfcn.h> hides it without _GNU_SOURCE */
#else
#define CUDACORE__RTLD_NOLOAD 0
#endif
#endif

/* Opens a library; on failure writes the OS message to err. noload: only
   find a copy already loaded in the process. */
CUDACORE__PRIVATE void *cudacore__dlopen(const char *path, int noload, char *err, size_t errcap) {
    void *h = NULL;
    err[0] = 0;
    if (CUDACORE__FAULT(CUDACORE__FAULT_DLOPEN)) {
#ifdef CUDACORE_FAULT_INJECTION
        fprintf(stderr, "cudacore: fault injected into loading %s\n", path);
#endif
        cudacore__copy(err, errcap, "refused by fault injection");
        return NULL;
    }
#if defined(_WIN32)
    if (noload) {
        h = (void *)GetModuleHandleA(path);
    } else if (strpbrk(path, "\\/")) {
        /* A path. LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR (its dependencies from its
           own folder) refuses one that is relative or has '/' separators
           ("Invalid parameter"): load it by its full name. */
        char full[1024];
        DWORD n = GetFullPathNameA(path, (DWORD)sizeof full, full, NULL);
        if (n && n < sizeof full) h = (void *)LoadLibraryExA(full, NULL, LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR | LOAD_LIBRARY_SEARCH_DEFAULT_DIRS);
        else SetLastError(ERROR_FILENAME_EXCED_RANGE);
    } else {
        h = (void *)LoadLibraryExA(path, NULL, LOAD_LIBRARY_SEARCH_DEFAULT_DIRS);
    }
    if (!h) {
        DWORD code = GetLastError();
        if (!FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code, 0, err, (DWORD)errcap, NULL))
            snprintf(err, errcap, "error %lu", (unsigned long)code);
        err[strcspn(err, "\r\n")] = 0;
    }
#else
    if (noload && !CUDACORE__RTLD_NOLOAD) {
        cudacore__copy(err, errcap, "not supported on this platform");
        return NULL;
    }
    h = dlopen(path, RTLD_NOW | RTLD_LOCAL | (noload ? CUDACORE__RTLD_NOLOAD : 0));
    if (!h) {
        const char *m = dlerror();
        cudacore__copy(err, errcap, noload ? "not loaded" : (m ? m : "unknown error"));
    }
#endif
    return h;
}

CUDACORE__PRIVATE cudacore__fnptr cudacore__dlsym(void *h, const char *name) {
    cudacore__fnptr f = NULL;
    if (!h) return NULL;
    if (CUDACORE__FAULT(CUDACORE__FAULT_SYMBOL)) {
#ifdef CUDACORE_FAULT_INJECTION
        fprintf(stderr, "cudacore: fault injected into looking up %s\n", name);
#endif
        return NULL;
    }
#if defined(_WIN32)
    f = (cudacore__fnptr)(void (*)(void))GetProcAddress((HMODULE)h, name);
#else
    {
        void *p = dlsym(h, name);
        memcpy(&f, &p, sizeof f); /* ISO C has no void* to function pointer cast */
    }
#endif
    return f;
}

/*--- files and folders (the search below, the toolkit's headers) ---*/
#if !defined(_WIN32)
/* The file a function was loaded from, through dladdr (looked up at run time:
   <dlfcn.h> declares it only under _GNU_SOURCE); its Dl_info, field for field. */
typedef struct cudacore__dl_info {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} cudacore__dl_info;
CUDACORE__PRIVATE int cudacore__module_path(cudacore__fnptr fn, char *out, size_t cap) {
    int (*dladdr_fn)(const void *, cudacore__dl_info *) = NULL;
    void *sym = cudacore__libc_symbol("dladdr"), *addr;
    cudacore__dl_info info;
    if (!sym || !fn) return 0;
    memcpy(&dladdr_fn, &sym, sizeof sym);
    memcpy(&addr, &fn, sizeof addr);
    memset(&info, 0, sizeof info);
    if (!dladdr_fn(addr, &info) || !info.dli_fname || !strchr(info.dli_fname, '/')) return 0;
    cudacore__copy(out, cap, info.dli_fname);
    return 1;
}
#endif

/* The file a loaded library was loaded from (fn: one of its functions);
   0 when it is not known. */
CUDACORE__PRIVATE int cudacore__lib_file(const cudacore__lib *lib, cudacore__fnptr fn, char *out, size_t cap) {
#if defined(_WIN32)
    DWORD n = GetModuleFileNameA((HMODULE)lib->handle, out, (DWORD)cap);
    (void)fn;
    return n && n < cap;
#else
    if (!strchr(lib->path, '/')) return cudacore__module_path(fn, out, cap);
    cudacore__copy(out, cap, lib->path);
    return strlen(lib->path) < cap;
#endif
}

/* A folder named by a prefix and a version: "python3.12", "cuda-12.4", "Python312". */
typedef struct cudacore__versioned {
    long version; /* major * 1000 + minor */
    char name[64];
} cudacore__versioned;

/* The version after prefix in name ("cuda-12.4" -> 12004); -1 when name is
   not prefix followed by X or X.Y. */
CUDACORE__PRIVATE long cudacore__name_version(const char *name, const char *prefix) {
    size_t n = strlen(prefix);
    const char *p = name + n;
    long major = 0, minor = 0;
    if (strncmp(name, prefix, n) != 0 || *p < '0' || *p > '9') return -1;
    for (; *p >= '0' && *p <= '9' && major < 100000; p++) major = major * 10 + (*p - '0');
    if (*p == '.' && p[1] >= '0' && p[1] <= '9')
        for (p++; *p >= '0' && *p <= '9' && minor < 1000; p++) minor = minor * 10 + (*p - '0');
    return *p ? -1 : major * 1000 + (minor < 1000 ? minor : 999);
}

/* Adds name to v (n entries, newest first, at most cap); the new count. */
CUDACORE__PRIVATE int cudacore__versioned_add(cudacore__versioned *v, int n, int cap, const char *name, long version) {
    int i;
    if (version < 0 || strlen(name) >= sizeof v->name || (n == cap && v[n - 1].version >= version)) return n;
    i = n < cap ? n++ : n - 1; /* full: the oldest makes room */
    for (; i > 0 && v[i - 1].version < version; i--) v[i] = v[i - 1];
    v[i].version = version;
    cudacore__copy(v[i].name, sizeof v[i].name, name);
    return n;
}

/* The entries of folder dir named prefix + a version, newest first (at most
   cap of them); their count. */
CUDACORE__PRIVATE int cudacore__versioned_dirs(const char *dir, const char *prefix, cudacore__versioned *v, int cap) {
    int n = 0;
#if defined(_WIN32)
    WIN32_FIND_DATAA fd;
    HANDLE h;
    char pattern[1100];
    if (snprintf(pattern, sizeof pattern, "%s\\%s*", dir, prefix) >= (int)sizeof pattern) return 0;
    if ((h = FindFirstFileA(pattern, &fd)) == INVALID_HANDLE_VALUE) return 0;
    do {
        if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)
            n = cudacore__versioned_add(v, n, cap, fd.cFileName, cudacore__name_version(fd.cFileName, prefix));
    } while (FindNextFileA(h, &fd));
    FindClose(h);
#else
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d) return 0;
    while ((e = readdir(d)) != NULL) n = cudacore__versioned_add(v, n, cap, e->d_name, cudacore__name_version(e->d_name, prefix));
    closedir(d);
#endif
    return n;
}

/* The default toolkits, for a search that $CUDA_HOME and $CUDA_PATH do not
   direct: <dir>/cuda (the one the system's administrator made the default),
   then <dir>/cuda-X.Y newest first, the same toolkit once; dir is /usr/local.
   Calls fn(ctx, root) for each until it returns 1 (then returns 1). None on
   Windows (its installer sets CUDA_PATH). */
static const char *cudacore__toolkits_dir_for_tests; /* tests: the folder holding cuda and cuda-X.Y (NULL: /usr/local) */
CUDACORE__PRIVATE int cudacore__default_toolkits(int (*fn)(void *ctx, const char *root), void *ctx) {
#if defined(_WIN32)
    (void)fn, (void)ctx, (void)cudacore__toolkits_dir_for_tests;
    return 0;
#else
    const char *dir = cudacore__toolkits_dir_for_tests ? cudacore__toolkits_dir_for_tests : "/usr/local";
    cudacore__versioned v[16];
    char root[1024], real[1024], other[1024];
    int i, n, have_real;
    if (!cudacore__path_join(root, sizeof root, dir, "cuda")) return 0;
    have_real = cudacore__real_path(root, real, sizeof real);
    if (fn(ctx, root)) return 1;
    n = cudacore__versioned_dirs(dir, "cuda-", v, 16);
    for (i = 0; i < n; i++) {
        if (!cudacore__path_join(root, sizeof root, dir, v[i].name)) continue;
        if (have_real && cudacore__real_path(root, other, sizeof other) && !strcmp(real, other)) continue; /* what <dir>/cuda links to */
        if (fn(ctx, root)) return 1;
    }
    return 0;
#endif
}

/* The folder holding the first python3 on PATH (python.exe on Windows); 0 if none. */
CUDACORE__PRIVATE int cudacore__python_on_path(char *dir, size_t cap) {
    const char *p = cudacore__env_path("PATH");
    char exe[1100];
    while (p && *p) {
        size_t n = strcspn(p, CUDACORE__PATH_LIST_SEP);
        if (n && n < cap) {
            memcpy(dir, p, n);
            dir[n] = 0;
            if (cudacore__path_join(exe, sizeof exe, dir, CUDACORE__PYTHON) && cudacore__path_is(exe, 0)) return 1;
        }
        p += n;
        if (*p) p++;
    }
    return 0;
}

/* The installation prefixes of the python in folder dir, at most 3: dir's
   parent (<prefix>/bin/python3, a virtual environment's too), and, where
   python3 is a link, its target's; /usr/local before /usr (Debian's pip
   installs there). Windows: dir itself (python.exe at the top) and its
   parent (a virtual environment's Scripts\python.exe). */
CUDACORE__PRIVATE int cudacore__python_prefixes(const char *dir, char prefixes[3][1024]) {
    int n = 0;
#if defined(_WIN32)
    cudacore__copy(prefixes[n++], 1024, dir);
    cudacore__copy(prefixes[n], 1024, dir);
    if (cudacore__path_up(prefixes[n])) n++;
#else
    char exe[1100];
    cudacore__copy(prefixes[n], 1024, dir);
    if (cudacore__path_up(prefixes[n])) n++;
    if (cudacore__path_join(exe, sizeof exe, dir, CUDACORE__PYTHON) && cudacore__real_path(exe, prefixes[n], 1024) &&
        cudacore__path_up(prefixes[n]) && cudacore__path_up(prefixes[n]) && (!n || strcmp(prefixes[n], prefixes[0])))
        n++;
    if (n && n < 3 && !strcmp(prefixes[0], "/usr")) {
        memmove(prefixes[1], prefixes[0], (size_t)n * sizeof prefixes[0]);
        cudacore__copy(prefixes[0], 1024, "/usr/local");
        n++;
    }
#endif
    return n;
}

/* Where each library is looked for: its environment override, its names
   (newest first), its folders under a toolkit's root, and its file in
   NVIDIA's pip wheels under a site-packages folder (CUDA 13's nvidia/cu13,
   then CUDA 12's per-library folders). One row per cudacore_library, in its
   order. name_majors and wheel_majors: the CUDA major version of each name
   and wheel file (0: any), so that a library of NVRTC's major version is
   looked for before the others (LOADING: the set of NVRTC). */
typedef struct cudacore__lib_spec {
    const char *env;
    const char *names[3];
    const char *subdirs[3];
    const char *wheels[3];
    int name_majors[3];
    int wheel_majors[3];
} cudacore__lib_spec;

#if defined(_WIN32)
#if defined(_M_ARM64) || defined(__aarch64__)
#define CUDACORE__WHEEL_BIN "nvidia\\cu13\\bin\\arm64\\"
#else
#define CUDACORE__WHEEL_BIN "nvidia\\cu13\\bin\\x86_64\\"
#endif
#endif
static const cudacore__lib_spec cudacore__lib_specs[CUDACORE_LIBRARY__COUNT] = {
    {NULL, {NULL}, {NULL}, {NULL}, {0}, {0}},
#if defined(_WIN32)
    {"CUDACORE_LIBCUDA_PATH", {"nvcuda.dll"}, {NULL}, {NULL}, {0}, {0}}, /* from System32 only */
    {"CUDACORE_NVRTC_PATH", {"nvrtc64_130_0.dll", "nvrtc64_120_0.dll"}, {"bin\\x64", "bin"},
     {CUDACORE__WHEEL_BIN "nvrtc64_130_0.dll", "nvidia\\cuda_nvrtc\\bin\\nvrtc64_120_0.dll"}, {13, 12}, {13, 12}},
    {"CUDACORE_NVJITLINK_PATH", {"nvJitLink_130_0.dll", "nvJitLink_120_0.dll"}, {"bin\\x64", "bin"},
     {CUDACORE__WHEEL_BIN "nvJitLink_130_0.dll", "nvidia\\nvjitlink\\bin\\nvJitLink_120_0.dll"}, {13, 12}, {13, 12}},
    {"CUDACORE_NVVM_PATH", {"nvvm64_40_0.dll"}, {"nvvm\\bin\\x64", "nvvm\\bin"},
     {CUDACORE__WHEEL_BIN "nvvm64_40_0.dll", "nvidia\\cuda_nvcc\\nvvm\\bin\\nvvm64_40_0.dll"}, {0}, {13, 12}},
    {"CUDACORE_NCCL_PATH", {NULL}, {NULL}, {NULL}, {0}, {0}}, /* NCCL is not built for Windows: only an explicit path */
    {"CUDACORE_NVML_PATH", {"nvml.dll"}, {NULL}, {NULL}, {0}, {0}}, /* System32, then %ProgramW6432%\NVIDIA Corporation\NVSMI */
#else
    {"CUDACORE_LIBCUDA_PATH", {"libcuda.so.1"}, {"lib64", "lib"}, {NULL}, {0}, {0}},
    {"CUDACORE_NVRTC_PATH", {"libnvrtc.so.13", "libnvrtc.so.12"}, {"lib64", "lib"},
     {"nvidia/cu13/lib/libnvrtc.so.13", "nvidia/cuda_nvrtc/lib/libnvrtc.so.12"}, {13, 12}, {13, 12}},
    {"CUDACORE_NVJITLINK_PATH", {"libnvJitLink.so.13", "libnvJitLink.so.12"}, {"lib64", "lib"},
     {"nvidia/cu13/lib/libnvJitLink.so.13", "nvidia/nvjitlink/lib/libnvJitLink.so.12"}, {13, 12}, {13, 12}},
    /* (CUDA 12's nvidia-cuda-nvcc wheels hold nvvm/lib64/libnvvm.so, with no .4) */
    {"CUDACORE_NVVM_PATH", {"libnvvm.so.4", "libnvvm.so.3"}, {"nvvm/lib64", "nvvm/lib"},
     {"nvidia/cu13/lib/libnvvm.so.4", "nvidia/cuda_nvcc/nvvm/lib64/libnvvm.so"}, {0}, {13, 12}},
    {"CUDACORE_NCCL_PATH", {"libnccl.so.2"}, {"lib64", "lib"}, {"nvidia/nccl/lib/libnccl.so.2"}, {0}, {0}},
    {"CUDACORE_NVML_PATH", {"libnvidia-ml.so.1"}, {NULL}, {NULL}, {0}, {0}}, /* a driver library: never from a toolkit (its stubs/) */
#endif
};

/* The path cudacore_desc gives for a library, or NULL. */
CUDACORE__PRIVATE const char *cudacore__desc_path(cudacore_library lib) {
    switch (lib) {
        case CUDACORE_LIBRARY_CUDA: return cudacore__g.desc.libcuda_path;
        case CUDACORE_LIBRARY_NVRTC: return cudacore__g.desc.nvrtc_path;
        case CUDACORE_LIBRARY_NVJITLINK: return cudacore__g.desc.nvjitlink_path;
        case CUDACORE_LIBRARY_NVVM: return cudacore__g.desc.nvvm_path;
        case CUDACORE_LIBRARY_NVML: return cudacore__g.desc.nvml_path;
        case CUDACORE_LIBRARY_NCCL: return cudacore__g.desc.nccl_path;
        default: return NULL;
    }
}

/* libcuda and NVML come with the driver: never from a Python environment or
   a default toolkit. */
CUDACORE__PRIVATE int cudacore__lib_is_driver(cudacore_library which) { return which == CUDACORE_LIBRARY_CUDA || which == CUDACORE_LIBRARY_NVML; }

/*--- the search, in LOADING's order ---
   One walk over the places LOADING lists. Each step hands its candidates to
   visit: cudacore__lib_open's loads the first that loads and notes every
   other in `tried`; cudacore_library_candidates' reports them all. visit
   returns 1 to end the walk. Once NVRTC is loaded, a search for a library
   of its set (nvJitLink, libNVVM, NCCL) knows NVRTC's CUDA major version:
   the walk is then made twice, first with the names and wheel files of
   that major version (and those of any), then, where it found nothing,
   with the others. How a candidate is to be opened: */
enum {
    CUDACORE__SEARCH_GIVEN,   /* a path given in cudacore_desc or the environment: authoritative */
    CUDACORE__SEARCH_FILE,    /* a file in a folder: opened only when it is there */
    CUDACORE__SEARCH_LOADED,  /* a name: only a copy already in the process */
    CUDACORE__SEARCH_NAME,    /* a name, for the system loader */
    CUDACORE__SEARCH_SYSTEM32 /* a name, from System32 only (Windows: the driver's libraries) */
};
typedef struct cudacore__search cudacore__search;
struct cudacore__search {
    cudacore_library which;
    const cudacore__lib_spec *spec;
    int (*visit)(cudacore__search *s, const char *path, const char *from, int how);
    cudacore__lib *lib;                  /* loading: where the library goes */
    char *tried;                         /* loading: every attempt, one line each (NULL: listing) */
    size_t cap, used;
    cudacore_library_candidate_fn fn;    /* listing */
    void *user_data;
    int major;                           /* NVRTC's CUDA major version (its set: LOADING), 0: none */
    int pass;                            /* the walk's pass: 0, NVRTC's major version (or any); 1, the others */
};

/* A search of library which's places, visit called at each. */
CUDACORE__PRIVATE void cudacore__search_begin(cudacore__search *s, cudacore_library which,
                                              int (*visit)(cudacore__search *s, const char *path, const char *from, int how)) {
    memset(s, 0, sizeof *s);
    s->which = which;
    s->spec = &cudacore__lib_specs[which];
    s->visit = visit;
}

/* A line for `tried` (loading only). */
CUDACORE__PRIVATE void cudacore__search_note(cudacore__search *s, const char *fmt, ...) {
    va_list ap;
    int n;
    if (!s->tried || s->used + 1 >= s->cap) return;
    va_start(ap, fmt);
    n = vsnprintf(s->tried + s->used, s->cap - s->used, fmt, ap);
    va_end(ap);
    if (n > 0) s->used = s->used + (size_t)n < s->cap ? s->used + (size_t)n : s->cap - 1;
}

/* Whether this pass of the walk takes a name or wheel file of CUDA major
   version `major` (0: any). */
CUDACORE__PRIVATE int cudacore__search_takes(const cudacore__search *s, int major) {
    return !s->major || (s->pass == 0) == (!major || major == s->major);
}

/* A note about a place rather than a file (a folder that is not there, a
   variable not set): the walk's first pass only, the second goes the same way. */
#define CUDACORE__SEARCH_PLACE_NOTE(s, ...) \
    do { \
        if (!(s)->pass) cudacore__search_note((s), __VA_ARGS__); \
    } while (0)

/* Each of the library's names in folder dir. */
CUDACORE__PRIVATE int cudacore__search_dir(cudacore__search *s, const char *dir, const char *from) {
    char path[1024];
    int i;
    if (!cudacore__path_is(dir, 1)) {
        CUDACORE__SEARCH_PLACE_NOTE(s, "  %s (%s): no such folder\n", dir, from);
        return 0;
    }
    for (i = 0; i < 3 && s->spec->names[i]; i++)
        if (cudacore__search_takes(s, s->spec->name_majors[i]) && cudacore__path_join(path, sizeof path, dir, s->spec->names[i]) &&
            s->visit(s, path, from, CUDACORE__SEARCH_FILE))
            return 1;
    return 0;
}

/* The library's folders under a toolkit's (or a conda environment's) root. */
CUDACORE__PRIVATE int cudacore__search_root(cudacore__search *s, const char *root, const char *from) {
    char dir[1024];
    int k;
    for (k = 0; k < 3 && s->spec->subdirs[k]; k++)
        if (cudacore__path_join(dir, sizeof dir, root, s->spec->subdirs[k]) && cudacore__search_dir(s, dir, from)) return 1;
    return 0;
}

/* The library's pip wheels in a site-packages folder that is there. */
CUDACORE__PRIVATE int cudacore__search_site(cudacore__search *s, const char *site, const char *from) {
    char path[1024];
    int i;
    for (i = 0; i < 3 && s->spec->wheels[i]; i++)
        if (cudacore__search_takes(s, s->spec->wheel_majors[i]) && cudacore__path_join(path, sizeof path, site, s->spec->wheels[i]) &&
            s->visit(s, path, from, CUDACORE__SEARCH_FILE))
            return 1;
    return 0;
}

/* The site-packages folders of the Python installation or environment at
   prefix, those that are there: lib/python3.X/site-packages and
   dist-packages, newest first, then Debian's lib/python3/dist-packages
   (Windows: Lib\site-packages). *sites counts them. */
CUDACORE__PRIVATE int cudacore__search_prefix(cudacore__search *s, const char *prefix, const char *from, int *sites) {
#if defined(_WIN32)
    char site[1024];
    if (!cudacore__path_join(site, sizeof site, prefix, "Lib\\site-packages") || !cudacore__path_is(site, 1)) return 0;
    (*sites)++;
    return cudacore__search_site(s, site, from);
#else
    static const char *const kinds[] = {"site-packages", "dist-packages"};
    cudacore__versioned v[8];
    char lib[1024], site[1200];
    int i, k, n;
    if (!cudacore__path_join(lib, sizeof lib, prefix, "lib")) return 0;
    n = cudacore__versioned_dirs(lib, "python3.", v, 8);
    for (i = 0; i <= n; i++)
        for (k = 0; k < 2; k++) {
            int len = snprintf(site, sizeof site, "%s/%s/%s", lib, i < n ? v[i].name : "python3", kinds[k]);
            if (len <= 0 || (size_t)len >= sizeof site || !cudacore__path_is(site, 1)) continue;
            (*sites)++;
            if (cudacore__search_site(s, site, from)) return 1;
        }
    return 0;
#endif
}

/* The wheels in an activated environment's site-packages ($VIRTUAL_ENV or $CONDA_PREFIX: var). */
CUDACORE__PRIVATE int cudacore__search_env_sites(cudacore__search *s, const char *prefix, const char *var, const char *from) {
    int sites = 0;
    if (cudacore__search_prefix(s, prefix, from, &sites)) return 1;
    if (!sites) CUDACORE__SEARCH_PLACE_NOTE(s, "  %s (%s): no site-packages folder\n", prefix, var);
    return 0;
}

/* Steps of the walk, in order; each returns 1 when the walk ends. */
/* A path given in cudacore_desc, else the environment's: that one only. */
CUDACORE__PRIVATE int cudacore__step_given(cudacore__search *s) {
    const char *path = cudacore__desc_path(s->which), *from = "cudacore_desc";
    if (!path && s->spec->env && (path = cudacore__env_path(s->spec->env)) != NULL) from = s->spec->env; /* one getenv: the environment may change */
    if (!path) return 0;
    s->visit(s, path, from, CUDACORE__SEARCH_GIVEN);
    return 1; /* authoritative: no fallback */
}

/* The set of NVRTC (LOADING): nvJitLink, libNVVM and NCCL, once NVRTC is
   loaded, are looked for first where NVRTC came from. That is its wheels'
   site-packages folder when NVRTC is a wheel's file (the same environment's
   wheels), else the folder NVRTC is in and the toolkit (or conda
   environment) above it: <root>/lib64, <root>/lib, <root>/bin or
   <root>/targets/<arch>/lib, and <root>\bin\x64 on Windows. */
CUDACORE__PRIVATE int cudacore__in_set(cudacore_library which) {
    return which == CUDACORE_LIBRARY_NVJITLINK || which == CUDACORE_LIBRARY_NVVM || which == CUDACORE_LIBRARY_NCCL;
}

/* The file of the loaded NVRTC (a path, also where it was loaded by name); 0 when it is not loaded or not known. */
CUDACORE__PRIVATE int cudacore__nvrtc_file(char *out, size_t cap) {
    const cudacore__lib *l = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    return cudacore__load32(&l->state) == 1 && cudacore__lib_file(l, cudacore__g.nvrtc[CUDACORE__NVRTC_nvrtcVersion], out, cap) &&
           strpbrk(out, "/\\") != NULL;
}

/* The site-packages folder of NVRTC's file when it is one of NVRTC's wheel files there; 0 otherwise. */
CUDACORE__PRIVATE int cudacore__nvrtc_site(const char *file, char *site, size_t cap) {
    const cudacore__lib_spec *spec = &cudacore__lib_specs[CUDACORE_LIBRARY_NVRTC];
    size_t n = strlen(file), k;
    int i;
    for (i = 0; i < 3 && spec->wheels[i]; i++) {
        k = strlen(spec->wheels[i]);
        if (n > k + 1 && n - k < cap && !strcmp(file + n - k, spec->wheels[i]) && (file[n - k - 1] == '/' || file[n - k - 1] == '\\')) {
            memcpy(site, file, n - k - 1);
            site[n - k - 1] = 0;
            return 1;
        }
    }
    return 0;
}

/* The toolkit root above NVRTC's folder dir: dir's parent, or above
   targets/<arch>/lib and Windows' bin\x64. */
CUDACORE__PRIVATE int cudacore__nvrtc_root(const char *dir, char *root, size_t cap) {
    char up[1024];
    if (strlen(dir) >= cap || strlen(dir) >= sizeof up) return 0;
    cudacore__copy(root, cap, dir);
    if (!cudacore__path_up(root)) return 0;
    cudacore__copy(up, sizeof up, root);
    if (!strcmp(cudacore__path_base(root), "bin")) return cudacore__path_up(root); /* <root>\bin\x64 */
    if (cudacore__path_up(up) && !strcmp(cudacore__path_base(up), "targets")) { /* <root>/targets/<arch>/lib */
        cudacore__copy(root, cap, up);
        return cudacore__path_up(root);
    }
    return 1;
}

CUDACORE__PRIVATE int cudacore__step_with_nvrtc(cudacore__search *s) {
    char file[1024], dir[1024], other[1024], sub[1100];
    int k;
    if (!cudacore__in_set(s->which) || !cudacore__nvrtc_file(file, sizeof file)) return 0;
    if (cudacore__nvrtc_site(file, other, sizeof other)) return cudacore__search_site(s, other, "NVRTC's wheels");
    cudacore__copy(dir, sizeof dir, file);
    if (!cudacore__path_up(dir)) return 0;
    if (cudacore__search_dir(s, dir, "next to NVRTC")) return 1;
    if (!cudacore__nvrtc_root(dir, other, sizeof other)) return 0;
    for (k = 0; k < 3 && s->spec->subdirs[k]; k++) /* (the toolkit's folders, NVRTC's own but once) */
        if (cudacore__path_join(sub, sizeof sub, other, s->spec->subdirs[k]) && strcmp(sub, dir) && cudacore__search_dir(s, sub, "NVRTC's toolkit"))
            return 1;
    return 0;
}

CUDACORE__PRIVATE int cudacore__step_loaded(cudacore__search *s) {
    int i;
    for (i = 0; i < 3 && s->spec->names[i]; i++)
        if (cudacore__search_takes(s, s->spec->name_majors[i]) && s->visit(s, s->spec->names[i], "already loaded", CUDACORE__SEARCH_LOADED)) return 1;
    CUDACORE__SEARCH_PLACE_NOTE(s, "  (no copy already loaded in the process)\n");
    return 0;
}

/* The activated Python environment: NVIDIA's wheels in $VIRTUAL_ENV's
   site-packages, then in $CONDA_PREFIX's, then conda's own packages in
   $CONDA_PREFIX (Windows: %CONDA_PREFIX%\Library). */
CUDACORE__PRIVATE int cudacore__step_python_env(cudacore__search *s) {
    const char *venv = cudacore__env_path("VIRTUAL_ENV"), *conda = cudacore__env_path("CONDA_PREFIX");
#if defined(_WIN32)
    char library[1024];
#endif
    if (cudacore__lib_is_driver(s->which) || (!s->spec->wheels[0] && !s->spec->subdirs[0])) return 0;
    if (!venv && !conda) {
        CUDACORE__SEARCH_PLACE_NOTE(s, "  (VIRTUAL_ENV and CONDA_PREFIX are not set: no activated Python environment)\n");
        return 0;
    }
    if (venv && cudacore__search_env_sites(s, venv, "VIRTUAL_ENV", "VIRTUAL_ENV wheel")) return 1;
    if (!conda || cudacore__search_env_sites(s, conda, "CONDA_PREFIX", "CONDA_PREFIX wheel")) return conda != NULL;
#if defined(_WIN32)
    return cudacore__path_join(library, sizeof library, conda, "Library") && cudacore__search_root(s, library, "CONDA_PREFIX");
#else
    return cudacore__search_root(s, conda, "CONDA_PREFIX");
#endif
}

CUDACORE__PRIVATE int cudacore__step_system(cudacore__search *s) {
    int i, how = CUDACORE__SEARCH_NAME;
#if defined(_WIN32)
    if (cudacore__lib_is_driver(s->which)) how = CUDACORE__SEARCH_SYSTEM32;
#endif
    for (i = 0; i < 3 && s->spec->names[i]; i++)
        if (cudacore__search_takes(s, s->spec->name_majors[i]) && s->visit(s, s->spec->names[i], "system loader", how)) return 1;
    return 0;
}

CUDACORE__PRIVATE int cudacore__search_default_root(void *s, const char *root) {
    return cudacore__search_root((cudacore__search *)s, root, "default toolkit");
}

/* $CUDA_HOME, then $CUDA_PATH; when neither is set, the default toolkits
   (not for libcuda). Never for NVML: a toolkit holds only its stub. */
CUDACORE__PRIVATE int cudacore__step_toolkits(cudacore__search *s) {
    const char *home = cudacore__env_path("CUDA_HOME"), *path = cudacore__env_path("CUDA_PATH");
    if (!s->spec->subdirs[0]) return 0;
    if (home && cudacore__search_root(s, home, "CUDA_HOME")) return 1;
    if (path && cudacore__search_root(s, path, "CUDA_PATH")) return 1;
    if (home || path) return 0;
    CUDACORE__SEARCH_PLACE_NOTE(s, "  (CUDA_HOME and CUDA_PATH are not set)\n");
    return !cudacore__lib_is_driver(s->which) && cudacore__default_toolkits(cudacore__search_default_root, s);
}

/* The user's site-packages: ~/.local/lib/python3.X/site-packages, newest
   first (Windows: %APPDATA%\Python\Python3X\site-packages). */
CUDACORE__PRIVATE int cudacore__search_user_site(cudacore__search *s) {
#if defined(_WIN32)
    const char *home = cudacore__env_path("APPDATA"), *sub = "Python", *prefix = "Python3";
#else
    const char *home = cudacore__env_path("HOME"), *sub = ".local/lib", *prefix = "python3.";
#endif
    cudacore__versioned v[8];
    char dir[1024], site[1200];
    int i, n;
    if (!home || !cudacore__path_join(dir, sizeof dir, home, sub)) return 0;
    n = cudacore__versioned_dirs(dir, prefix, v, 8);
    for (i = 0; i < n; i++) {
        int len = snprintf(site, sizeof site, "%s" CUDACORE__PATH_SEP "%s" CUDACORE__PATH_SEP "site-packages", dir, v[i].name);
        if (len > 0 && (size_t)len < sizeof site && cudacore__path_is(site, 1) && cudacore__search_site(s, site, "python3 user site")) return 1;
    }
    return 0;
}

/* The python3 on PATH, found without starting it: the user's
   site-packages, then its installation's (an activated environment's were
   searched before). */
CUDACORE__PRIVATE int cudacore__step_python_path(cudacore__search *s) {
    const char *venv = cudacore__env_path("VIRTUAL_ENV"), *conda = cudacore__env_path("CONDA_PREFIX");
    char dir[1024], prefixes[3][1024];
    int i, n, sites = 0;
    if (cudacore__lib_is_driver(s->which) || !s->spec->wheels[0]) return 0;
    if (!cudacore__python_on_path(dir, sizeof dir)) {
        CUDACORE__SEARCH_PLACE_NOTE(s, "  (no " CUDACORE__PYTHON " on PATH)\n");
        return 0;
    }
    if (cudacore__search_user_site(s)) return 1;
    n = cudacore__python_prefixes(dir, prefixes);
    for (i = 0; i < n; i++)
        if ((!venv || strcmp(prefixes[i], venv)) && (!conda || strcmp(prefixes[i], conda)) &&
            cudacore__search_prefix(s, prefixes[i], "python3 site", &sites))
            return 1;
    return 0;
}

/* Windows' NVML: older drivers keep nvml.dll only under NVSMI. */
CUDACORE__PRIVATE int cudacore__step_nvsmi(cudacore__search *s) {
#if defined(_WIN32)
    const char *pf = cudacore__env_path("ProgramW6432");
    char dir[1024];
    return s->which == CUDACORE_LIBRARY_NVML && pf && cudacore__path_join(dir, sizeof dir, pf, "NVIDIA Corporation\\NVSMI") &&
           cudacore__search_dir(s, dir, "NVSMI");
#else
    (void)s;
    return 0;
#endif
}

/* NVRTC's CUDA major version, for a search of its set (0: none, or NVRTC not loaded). */
CUDACORE__PRIVATE int cudacore__search_major(cudacore_library which) {
    const cudacore__lib *nvrtc = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    return cudacore__in_set(which) && cudacore__load32(&nvrtc->state) == 1 ? nvrtc->version / 1000 : 0;
}

/* Whether the spec has a name or wheel file of another major version than `major`. */
CUDACORE__PRIVATE int cudacore__spec_has_other(const cudacore__lib_spec *spec, int major) {
    int i;
    for (i = 0; i < 3; i++)
        if ((spec->names[i] && spec->name_majors[i] && spec->name_majors[i] != major) ||
            (spec->wheels[i] && spec->wheel_majors[i] && spec->wheel_majors[i] != major))
            return 1;
    return 0;
}

CUDACORE__PRIVATE void cudacore__search_walk(cudacore__search *s) {
    static int (*const steps[])(cudacore__search *) = {cudacore__step_given,  cudacore__step_with_nvrtc, cudacore__step_loaded,
                                                        cudacore__step_python_env, cudacore__step_system, cudacore__step_toolkits,
                                                        cudacore__step_python_path, cudacore__step_nvsmi};
    size_t i;
    if (cudacore__privileged()) cudacore__search_note(s, "  (the environment is ignored: the program runs with rights its caller lacks: setuid, setgid or file capabilities)\n");
    s->major = cudacore__search_major(s->which);
    for (s->pass = 0; s->pass < 2; s->pass++) {
        for (i = 0; i < sizeof steps / sizeof steps[0]; i++)
            if (steps[i](s)) return;
        if (!s->major || !cudacore__spec_has_other(s->spec, s->major)) return;
    }
}

/*--- loading ---*/
CUDACORE__PRIVATE void *cudacore__search_open(const char *path, int how, char *err, size_t cap) {
#if defined(_WIN32)
    if (how == CUDACORE__SEARCH_SYSTEM32) {
        void *h = (void *)LoadLibraryExA(path, NULL, LOAD_LIBRARY_SEARCH_SYSTEM32);
        if (!h) snprintf(err, cap, "not found in System32 (Windows error %lu)", (unsigned long)GetLastError());
        return h;
    }
#endif
    return cudacore__dlopen(path, how == CUDACORE__SEARCH_LOADED, err, cap);
}

CUDACORE__PRIVATE int cudacore__load_visit(cudacore__search *s, const char *path, const char *from, int how) {
    char err[512];
    if (how == CUDACORE__SEARCH_FILE && !cudacore__path_is(path, 0)) {
        cudacore__search_note(s, "  %s (%s): not found\n", path, from);
        return 0;
    }
    s->lib->handle = cudacore__search_open(path, how, err, sizeof err);
    if (s->lib->handle) {
        cudacore__copy(s->lib->path, sizeof s->lib->path, path);
        s->lib->from = from;
        return 1;
    }
    if (how != CUDACORE__SEARCH_LOADED) cudacore__search_note(s, "  %s (%s): %s\n", path, from, err);
    return 0;
}

/* Walks the search order of LOADING. On success fills lib->handle, path
   and from; the attempts that failed are in `tried`, one line each. */
CUDACORE__PRIVATE int cudacore__lib_open(cudacore__lib *lib, cudacore_library which, char *tried, size_t cap) {
    cudacore__search s;
    cudacore__search_begin(&s, which, cudacore__load_visit);
    s.lib = lib;
    s.tried = tried;
    s.cap = cap;
    tried[0] = 0;
    lib->handle = NULL;
    cudacore__search_walk(&s);
    return lib->handle != NULL;
}

/*--- listing (cudacore_library_candidates) ---*/
CUDACORE__PRIVATE int cudacore__list_visit(cudacore__search *s, const char *path, const char *from, int how) {
    cudacore_library_candidate c;
    char err[128];
    c.path = path;
    c.from = from;
    if (how == CUDACORE__SEARCH_FILE || (how == CUDACORE__SEARCH_GIVEN && strpbrk(path, "/\\"))) c.exists = cudacore__path_is(path, 0);
    else if (how == CUDACORE__SEARCH_LOADED) c.exists = cudacore__dlopen(path, 1, err, sizeof err) != NULL;
    else c.exists = -1;
    s->fn(&c, s->user_data);
    return 0;
}

CUDACORE_API cudacore_result cudacore_library_candidates(cudacore_library lib, cudacore_library_candidate_fn fn, void *user_data) {
    cudacore__search s;
    if ((unsigned)lib == 0 || (unsigned)lib >= CUDACORE_LIBRARY__COUNT || !fn)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_library_candidates", "%s", fn ? "unknown library" : "fn is NULL");
    cudacore__ensure_setup();
    cudacore__search_begin(&s, lib, cudacore__list_visit);
    s.fn = fn;
    s.user_data = user_data;
    cudacore__search_walk(&s);
    return CUDACORE_SUCCESS;
}

/* Marks a library as failed, keeping the error to replay on every later call. */
CUDACORE__PRIVATE cudacore_result cudacore__lib_failed(cudacore__lib *lib, cudacore_result r, const char *detail, const char *fmt, ...) {
    va_list ap;
    lib->fail_result = r;
    va_start(ap, fmt);
    vsnprintf(lib->fail_message, sizeof lib->fail_message, fmt, ap);
    va_end(ap);
    cudacore__copy(lib->fail_detail, sizeof lib->fail_detail, detail);
    if (lib->handle) {
        /* Not unloaded: a failed init may have started driver threads. */
        lib->handle = NULL;
    }
    cudacore__store32(&lib->state, 2);
    return r;
}

CUDACORE__PRIVATE cudacore__fnptr cudacore__drv_resolve(int index) {
    const cudacore__fn_info *fi = &cudacore__drv_info[index];
    int per_thread = cudacore__g.desc.per_thread_default_stream && fi->ptds_version;
    int version = per_thread ? fi->ptds_version : fi->version;
    void *p = NULL;
    cudacore__fnptr f;
    if (version > cudacore__g.driver_version) return NULL;
    if (CUDACORE__FAULT(CUDACORE__FAULT_SYMBOL)) {
#ifdef CUDACORE_FAULT_INJECTION
        fprintf(stderr, "cudacore: fault injected into resolving %s\n", fi->name);
#endif
        return NULL;
    }
    if (cudacore__g.getproc_v2) {
        int status = 0;
        if ((int)cudacore__g.getproc_v2(fi->name, &p, version, per_thread ? 2 : 1, &status) != 0) p = NULL;
    } else if (cudacore__g.getproc_v1) {
        if ((int)cudacore__g.getproc_v1(fi->name, &p, version, per_thread ? 2 : 1) != 0) p = NULL;
    } else {
        return cudacore__dlsym(cudacore__g.libs[CUDACORE_LIBRARY_CUDA].handle, fi->export_name);
    }
    memcpy(&f, &p, sizeof f);
    return f;
}

/* The rest of the driver's table (every entry but cuInit and
   cuDriverGetVersion, resolved before). A cuGetProcAddress costs some
   microseconds and the table has hundreds of entries: one after the other
   after cuInit they took some 10-25 ms of an H100 host's start, where raw
   code resolves the dozen functions it calls. cuGetProcAddress needs no
   cuInit, so the table is resolved on a thread of its own while cuInit runs
   (with fault injection compiled in, in line: its record is per thread). */
CUDACORE__PRIVATE void cudacore__drv_resolve_rest(void) {
    int i;
    for (i = 0; i < CUDACORE__DRV_COUNT; i++) {
        cudacore__fnptr f;
        if (i == CUDACORE__DRV_cuInit || i == CUDACORE__DRV_cuDriverGetVersion) continue;
        f = cudacore__drv_resolve(i);
        cudacore__g.drv[i] = f ? f : cudacore__drv_stub[i];
    }
}
#ifndef CUDACORE_FAULT_INJECTION
CUDACORE__THREAD_FN(cudacore__drv_resolve_thread) {
    (void)cudacore__arg_;
    cudacore__drv_resolve_rest();
    return CUDACORE__THREAD_DONE;
}
#endif

CUDACORE__PRIVATE cudacore_result cudacore__load_driver(cudacore__lib *lib) {
    char tried[8192];
    cudacore_CUresult r;
    cudacore__thread resolver;
    int rg, count = 0, resolving = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_CUDA, tried, sizeof tried))
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                    "libcuda (the NVIDIA driver) could not be loaded: no NVIDIA driver is installed, or it is not on the loader's path");
    cudacore__g.getproc_v2 = (cudacore__PFN_getproc_v2)cudacore__dlsym(lib->handle, "cuGetProcAddress_v2");
    if (!cudacore__g.getproc_v2) cudacore__g.getproc_v1 = (cudacore__PFN_getproc_v1)cudacore__dlsym(lib->handle, "cuGetProcAddress");
    /* cuInit and cuDriverGetVersion are as old as CUDA 2: resolve them first. */
    cudacore__g.driver_version = 2020;
    /* (The toolkit's stub answers cuGetProcAddress with an error: look the two
       up by name as well, so that cuInit can say what the library is.) */
    cudacore__g.drv[CUDACORE__DRV_cuInit] = cudacore__drv_resolve(CUDACORE__DRV_cuInit);
    if (!cudacore__g.drv[CUDACORE__DRV_cuInit]) cudacore__g.drv[CUDACORE__DRV_cuInit] = cudacore__dlsym(lib->handle, "cuInit");
    cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion] = cudacore__drv_resolve(CUDACORE__DRV_cuDriverGetVersion);
    if (!cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion])
        cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion] = cudacore__dlsym(lib->handle, "cuDriverGetVersion");
    cudacore__g.drv[CUDACORE__DRV_cuGetErrorName] = cudacore__drv_stub[CUDACORE__DRV_cuGetErrorName];
    cudacore__g.drv[CUDACORE__DRV_cuGetErrorString] = cudacore__drv_stub[CUDACORE__DRV_cuGetErrorString];
    if (!cudacore__g.drv[CUDACORE__DRV_cuInit] || !cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion]) {
        snprintf(tried, sizeof tried, "  %s loaded, but cuInit/cuDriverGetVersion could not be resolved\n", lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable CUDA driver library", lib->path);
    }
    /* the version first (it needs no cuInit): which entry points to ask for */
    if ((int)CUDACORE__CU(cuDriverGetVersion)(&cudacore__g.driver_version) != 0) cudacore__g.driver_version = 0;
    memset(&resolver, 0, sizeof resolver);
#ifndef CUDACORE_FAULT_INJECTION
    resolving = cudacore__thread_start(&resolver, cudacore__drv_resolve_thread);
#endif
    rg = cudacore__nvtx_range_begin("cuInit");
    r = CUDACORE__CU(cuInit)(0);
    cudacore__nvtx_range_end(rg);
    if (resolving) cudacore__thread_join(resolver);
    else cudacore__drv_resolve_rest();
    if ((int)r == 34) { /* CUDA_ERROR_STUB_LIBRARY */
        snprintf(tried, sizeof tried,
                 "  %s answered CUDA_ERROR_STUB_LIBRARY: it is the toolkit's link-time stub (lib64/stubs), not the driver.\n"
                 "  Remove the stubs directory from LD_LIBRARY_PATH, or point CUDACORE_LIBCUDA_PATH at the real libcuda.so.1.\n",
                 lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_STUB_LIBRARY, tried, "the toolkit's stub libcuda (%s) was loaded instead of the driver",
                                    lib->path);
    }
    if ((int)r != 0) {
        snprintf(tried, sizeof tried, "  %s: cuInit(0) returned %d\n", lib->path, (int)r);
        return cudacore__lib_failed(lib, (int)r == 100 ? CUDACORE_ERROR_NO_DEVICE : cudacore__map_cu((int)r), tried,
                                    (int)r == 100 ? "the CUDA driver (%s) found no CUDA device" : "cuInit failed in %s (CUresult %d)", lib->path, (int)r);
    }
    if ((int)CUDACORE__CU(cuDeviceGetCount)(&count) != 0) count = 0;
    cudacore__g.device_count = count;
    lib->version = cudacore__g.driver_version;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

#if defined(_WIN32)
/* NVRTC loads nvrtc-builtins64_<major><minor>.dll by name when it first
   compiles, and Windows then searches the program's folder, System32 and
   PATH -- not NVRTC's own folder. NVRTC loaded from CUDA_PATH or from a path
   given to cudacore would fail every compile ("failed to open
   nvrtc-builtins64_XY.dll"). Loaded from NVRTC's folder now, the module is
   already in the process when NVRTC asks for it by name. */
CUDACORE__PRIVATE void cudacore__nvrtc_load_builtins(void *nvrtc, int major, int minor) {
    char path[1024], *slash;
    DWORD n = GetModuleFileNameA((HMODULE)nvrtc, path, (DWORD)sizeof path);
    if (!n || n >= sizeof path - 40 || !(slash = strrchr(path, '\\'))) return;
    snprintf(slash + 1, 40, "nvrtc-builtins64_%d%d.dll", major, minor);
    (void)LoadLibraryExA(path, NULL, LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR | LOAD_LIBRARY_SEARCH_DEFAULT_DIRS); /* missing: NVRTC's compile says so */
}
#endif

/* The library's build, as far as its file tells it: nvrtcVersion says 13.0
   for 13.0.48 and 13.0.88 alike, and a toolkit updated in place keeps its
   paths. lib->build: the size and modification time of the file that holds
   fn (0, 0 when it is not known). Set before the library is published. */
CUDACORE__PRIVATE void cudacore__lib_build(cudacore__lib *lib, cudacore__fnptr fn) {
    char path[1024];
#if defined(_WIN32)
    struct _stat64 st;
    if (!cudacore__lib_file(lib, fn, path, sizeof path) || _stat64(path, &st) != 0) return;
#else
    struct stat st;
    if (!cudacore__lib_file(lib, fn, path, sizeof path) || stat(path, &st) != 0) return;
#endif
    lib->build[0] = (uint64_t)st.st_size;
    lib->build[1] = (uint64_t)(int64_t)st.st_mtime;
}

/* Fills a library's table: each of its n functions (named in info) as the
   library exports it, else its stub (stub NULL: NULL). */
CUDACORE__PRIVATE void cudacore__lib_resolve(const cudacore__lib *lib, const cudacore__fn_info *info, const cudacore__fnptr *stub, cudacore__fnptr *table,
                                             int n) {
    int i;
    for (i = 0; i < n; i++) {
        cudacore__fnptr f = cudacore__dlsym(lib->handle, info[i].name);
        table[i] = f ? f : stub ? stub[i] : NULL;
    }
}

/* The load fails when the library lacks one of the required functions
   (count indices into its table, whose entry is then its stub, or NULL):
   "PATH is not a usable WHAT (it lacks NAME)", tried (cap bytes) naming it.
   CUDACORE_SUCCESS when it has them all. */
CUDACORE__PRIVATE cudacore_result cudacore__lib_lacks(cudacore__lib *lib, const char *what, const cudacore__fn_info *info, const cudacore__fnptr *stub,
                                                      const cudacore__fnptr *table, const int *required, size_t count, char *tried, size_t cap) {
    size_t k;
    for (k = 0; k < count; k++) {
        int i = required[k];
        if (table[i] && (!stub || table[i] != stub[i])) continue;
        snprintf(tried, cap, "  %s lacks %s\n", lib->path, info[i].name);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable %s (it lacks %s)", lib->path, what, info[i].name);
    }
    return CUDACORE_SUCCESS;
}

/* NVRTC, or a library of its set, that could not be loaded: what to
   install (the toolkit, or NVIDIA's pip wheel: of NVRTC's release when NVRTC
   is loaded) and what to set. */
CUDACORE__COLD cudacore_result cudacore__lib_not_found(cudacore__lib *lib, cudacore_library which, const char *tried) {
    static const char *const names[][5] = {/* library, what to install, pip package for CUDA 12, for CUDA 13, variable */
                                           {"NVRTC", "the CUDA toolkit's NVRTC", "nvidia-cuda-nvrtc-cu12", "nvidia-cuda-nvrtc", "CUDACORE_NVRTC_PATH"},
                                           {"nvJitLink", "the CUDA toolkit's nvJitLink", "nvidia-nvjitlink-cu12", "nvidia-nvjitlink",
                                            "CUDACORE_NVJITLINK_PATH"},
                                           {"libNVVM", "the CUDA toolkit (libNVVM is in its nvvm/lib64)", "nvidia-cuda-nvcc-cu12", "nvidia-nvvm",
                                            "CUDACORE_NVVM_PATH"},
                                           {"NCCL (libnccl.so.2)", "NCCL", "nvidia-nccl-cu12", "nvidia-nccl-cu13", "CUDACORE_NCCL_PATH"}};
    const cudacore__lib *nvrtc = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    int k = which == CUDACORE_LIBRARY_NVJITLINK ? 1 : which == CUDACORE_LIBRARY_NVVM ? 2 : which == CUDACORE_LIBRARY_NCCL ? 3 : 0;
    int v = k && cudacore__load32(&nvrtc->state) == 1 ? nvrtc->version : 0, major = v / 1000;
    char pip[160];
    if ((major == 12 || major == 13) && k == 3) /* NVRTC's CUDA */
        snprintf(pip, sizeof pip, "pip install %s", names[k][major == 12 ? 2 : 3]);
    else if (major == 12 || major == 13) /* NVRTC's release: one set */
        snprintf(pip, sizeof pip, "pip install \"%s==%d.%d.*\", NVRTC's release", names[k][major == 12 ? 2 : 3], major, v % 1000 / 10);
    else
        snprintf(pip, sizeof pip, "pip install %s for CUDA 12, %s for CUDA 13", names[k][2], names[k][3]);
    return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                "%s could not be loaded: install %s, or NVIDIA's pip wheel (%s) and activate the Python environment that "
                                "has it; or set %s or CUDA_HOME",
                                names[k][0], names[k][1], pip, names[k][4]);
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nvrtc(cudacore__lib *lib) {
    char tried[8192];
    int major = 0, minor = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NVRTC, tried, sizeof tried)) return cudacore__lib_not_found(lib, CUDACORE_LIBRARY_NVRTC, tried);
    cudacore__lib_resolve(lib, cudacore__nvrtc_info, cudacore__nvrtc_stub, cudacore__g.nvrtc, CUDACORE__NVRTC_COUNT);
    /* Functions every NVRTC since 11.0 has: without one of them (or with a
       lookup failing) nothing could be compiled, or a program not freed. */
    {
        static const int required[] = {CUDACORE__NVRTC_nvrtcVersion, CUDACORE__NVRTC_nvrtcCreateProgram, CUDACORE__NVRTC_nvrtcDestroyProgram,
                                       CUDACORE__NVRTC_nvrtcCompileProgram, CUDACORE__NVRTC_nvrtcGetProgramLogSize, CUDACORE__NVRTC_nvrtcGetProgramLog,
                                       CUDACORE__NVRTC_nvrtcGetPTXSize, CUDACORE__NVRTC_nvrtcGetPTX, CUDACORE__NVRTC_nvrtcGetErrorString};
        cudacore_result r = cudacore__lib_lacks(lib, "NVRTC library", cudacore__nvrtc_info, cudacore__nvrtc_stub, cudacore__g.nvrtc, required,
                                                sizeof required / sizeof required[0], tried, sizeof tried);
        if (r != CUDACORE_SUCCESS) return r;
    }
    if ((int)CUDACORE__NVRTC(nvrtcVersion)(&major, &minor) != 0) {
        snprintf(tried, sizeof tried, "  %s: nvrtcVersion failed\n", lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_NVRTC, tried, "%s is not a usable NVRTC library", lib->path);
    }
    lib->version = major * 1000 + minor * 10;
#if defined(_WIN32)
    cudacore__nvrtc_load_builtins(lib->handle, major, minor);
#endif
    cudacore__lib_build(lib, cudacore__g.nvrtc[CUDACORE__NVRTC_nvrtcVersion]);
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nvjitlink(cudacore__lib *lib) {
    char tried[8192];
    int i;
    unsigned int version = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NVJITLINK, tried, sizeof tried)) /* NVRTC's set first (LOADING) */
        return cudacore__lib_not_found(lib, CUDACORE_LIBRARY_NVJITLINK, tried);
    for (i = 0; i < CUDACORE__NVJITLINK_COUNT; i++) {
        /* plain names since 12.3; 12.0-12.2 export only __nvJitLink<Name>_12_<minor> (the _12_0 alias stays) */
        static const char *const suffixes[] = {"_13_0", "_12_0"};
        const char *name = cudacore__nvjitlink_info[i].name;
        cudacore__fnptr f = cudacore__dlsym(lib->handle, name);
        size_t s;
        for (s = 0; !f && s < 2; s++) {
            char versioned[128];
            snprintf(versioned, sizeof versioned, "__%s%s", name, suffixes[s]);
            f = cudacore__dlsym(lib->handle, versioned);
        }
        cudacore__g.nvjitlink[i] = f ? f : cudacore__nvjitlink_stub[i];
    }
    {
        static const int required[] = {CUDACORE__NVJITLINK_nvJitLinkCreate, CUDACORE__NVJITLINK_nvJitLinkDestroy, CUDACORE__NVJITLINK_nvJitLinkAddData,
                                       CUDACORE__NVJITLINK_nvJitLinkComplete, CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubinSize,
                                       CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubin, CUDACORE__NVJITLINK_nvJitLinkGetErrorLogSize,
                                       CUDACORE__NVJITLINK_nvJitLinkGetErrorLog};
        cudacore_result r = cudacore__lib_lacks(lib, "nvJitLink library", cudacore__nvjitlink_info, cudacore__nvjitlink_stub, cudacore__g.nvjitlink,
                                                required, sizeof required / sizeof required[0], tried, sizeof tried);
        if (r != CUDACORE_SUCCESS) return r;
    }
    if (cudacore__dlsym(lib->handle, "nvJitLinkVersion")) {
        unsigned int major = 0, minor = 0;
        if ((int)CUDACORE__NVJITLINK(nvJitLinkVersion)(&major, &minor) == 0) version = major * 1000 + minor * 10;
    } else { /* 12.0-12.2: no nvJitLinkVersion; 12.X exports __nvJitLink<Name>_12_X (and each older minor's) */
        version = cudacore__dlsym(lib->handle, "__nvJitLinkCreate_12_2") ? 12020 : cudacore__dlsym(lib->handle, "__nvJitLinkCreate_12_1") ? 12010 : 12000;
    }
    lib->version = (int)version;
    cudacore__lib_build(lib, cudacore__g.nvjitlink[CUDACORE__NVJITLINK_nvJitLinkCreate]);
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nvvm(cudacore__lib *lib) {
    char tried[8192];
    int i, n = 0, major = 0, minor = 0, required[CUDACORE__NVVM_COUNT];
    cudacore_result r;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NVVM, tried, sizeof tried)) return cudacore__lib_not_found(lib, CUDACORE_LIBRARY_NVVM, tried);
    cudacore__lib_resolve(lib, cudacore__nvvm_info, cudacore__nvvm_stub, cudacore__g.nvvm, CUDACORE__NVVM_COUNT);
    for (i = 0; i < CUDACORE__NVVM_COUNT; i++) /* every libNVVM since CUDA 7 has them all but the lazy add */
        if (i != CUDACORE__NVVM_nvvmLazyAddModuleToProgram) required[n++] = i;
    r = cudacore__lib_lacks(lib, "libNVVM", cudacore__nvvm_info, cudacore__nvvm_stub, cudacore__g.nvvm, required, (size_t)n, tried, sizeof tried);
    if (r != CUDACORE_SUCCESS) return r;
    if ((int)CUDACORE__NVVM(nvvmVersion)(&major, &minor) == 0) lib->version = major * 1000 + minor * 10;
    cudacore__lib_build(lib, cudacore__g.nvvm[CUDACORE__NVVM_nvvmVersion]);
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

/*--- NVML (loading, calls, errors) ---*/
#define CUDACORE__NVML_PFN(ret, name, params) typedef ret (*cudacore__PFN_##name) params;
CUDACORE__NVML_FUNCTIONS(CUDACORE__NVML_PFN)
#undef CUDACORE__NVML_PFN
static const cudacore__fn_info cudacore__nvml_info[CUDACORE__NVML_COUNT] = {
#define CUDACORE__NVML_INFO(ret, name, params) {#name, 0, 0, #name},
    CUDACORE__NVML_FUNCTIONS(CUDACORE__NVML_INFO)
#undef CUDACORE__NVML_INFO
};
/* An NVML function from the table (NULL where the driver's NVML lacks it;
   the ones NVML has had since R418 are checked at load). */
#define CUDACORE__NV(fn) ((cudacore__PFN_##fn)cudacore__g.nvml[CUDACORE__NVML_##fn])

CUDACORE__PRIVATE const char *cudacore__nvml_code_name(int r) {
    static const char *const names[] = {"NVML_SUCCESS", "NVML_ERROR_UNINITIALIZED", "NVML_ERROR_INVALID_ARGUMENT", "NVML_ERROR_NOT_SUPPORTED",
                                        "NVML_ERROR_NO_PERMISSION", "NVML_ERROR_ALREADY_INITIALIZED", "NVML_ERROR_NOT_FOUND",
                                        "NVML_ERROR_INSUFFICIENT_SIZE", "NVML_ERROR_INSUFFICIENT_POWER", "NVML_ERROR_DRIVER_NOT_LOADED",
                                        "NVML_ERROR_TIMEOUT", "NVML_ERROR_IRQ_ISSUE", "NVML_ERROR_LIBRARY_NOT_FOUND", "NVML_ERROR_FUNCTION_NOT_FOUND",
                                        "NVML_ERROR_CORRUPTED_INFOROM", "NVML_ERROR_GPU_IS_LOST", "NVML_ERROR_RESET_REQUIRED",
                                        "NVML_ERROR_OPERATING_SYSTEM", "NVML_ERROR_LIB_RM_VERSION_MISMATCH", "NVML_ERROR_IN_USE",
                                        "NVML_ERROR_MEMORY", "NVML_ERROR_NO_DATA", "NVML_ERROR_VGPU_ECC_NOT_SUPPORTED",
                                        "NVML_ERROR_INSUFFICIENT_RESOURCES", "NVML_ERROR_FREQ_NOT_SUPPORTED", "NVML_ERROR_ARGUMENT_VERSION_MISMATCH",
                                        "NVML_ERROR_DEPRECATED", "NVML_ERROR_NOT_READY", "NVML_ERROR_GPU_NOT_FOUND", "NVML_ERROR_INVALID_STATE"};
    if (r >= 0 && r < (int)(sizeof names / sizeof names[0])) return names[r];
    return r == 999 ? "NVML_ERROR_UNKNOWN" : "NVML_ERROR_?";
}
CUDACORE__PRIVATE const char *cudacore__nvml_string(int r) {
    return cudacore__g.nvml[CUDACORE__NVML_nvmlErrorString] ? CUDACORE__NV(nvmlErrorString)((cudacore_nvmlReturn_t)r) : NULL;
}

/* Records a failed NVML call; returns CUDACORE_ERROR_NVML. */
CUDACORE__PRIVATE cudacore_result cudacore__nvml_fail(int r, const char *fn, const char *call, int line) {
    const char *str = cudacore__nvml_string(r);
    cudacore__fail_at(CUDACORE_ERROR_NVML, call, line, "%s failed: %s (%d)%s%s", fn, cudacore__nvml_code_name(r), r, str ? ": " : "", str ? str : "");
    cudacore__set_native(CUDACORE_LIBRARY_NVML, r, cudacore__nvml_code_name(r), str);
    return CUDACORE_ERROR_NVML;
}
/* Calls an NVML function: its failure recorded (the function's name and
   this line), as an expression that yields the cudacore_result. */
#define CUDACORE__NV_CALL(fn, args, call) cudacore__nv_check((int)CUDACORE__NV(fn) args, #fn, call, __LINE__)
CUDACORE__PRIVATE cudacore_result cudacore__nv_check(int r, const char *fn, const char *call, int line) {
    return r == 0 ? CUDACORE_SUCCESS : cudacore__nvml_fail(r, fn, call, line);
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nvml(cudacore__lib *lib) {
    static const int required[] = {CUDACORE__NVML_nvmlInit_v2, CUDACORE__NVML_nvmlErrorString, CUDACORE__NVML_nvmlSystemGetDriverVersion,
                                   CUDACORE__NVML_nvmlSystemGetNVMLVersion, CUDACORE__NVML_nvmlDeviceGetCount_v2,
                                   CUDACORE__NVML_nvmlDeviceGetHandleByUUID, CUDACORE__NVML_nvmlDeviceGetHandleByPciBusId_v2,
                                   CUDACORE__NVML_nvmlDeviceGetIndex};
    char tried[8192];
    int r, v = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NVML, tried, sizeof tried))
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                    "NVML (libnvidia-ml, installed with the NVIDIA driver) could not be loaded: no driver is installed, "
                                    "or set CUDACORE_NVML_PATH");
    cudacore__lib_resolve(lib, cudacore__nvml_info, NULL, cudacore__g.nvml, CUDACORE__NVML_COUNT);
    {
        cudacore_result lacks = cudacore__lib_lacks(lib, "NVML", cudacore__nvml_info, NULL, cudacore__g.nvml, required, sizeof required / sizeof required[0],
                                                    tried, sizeof tried);
        if (lacks != CUDACORE_SUCCESS) return lacks;
    }
    if ((r = (int)CUDACORE__NV(nvmlInit_v2)()) != 0) {
        const char *str = cudacore__nvml_string(r);
        snprintf(tried, sizeof tried, "  %s: nvmlInit_v2 returned %s (%d)\n", lib->path, cudacore__nvml_code_name(r), r);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_NVML, tried, "NVML (%s) could not be initialised: %s (%d): %s", lib->path,
                                    cudacore__nvml_code_name(r), r, str ? str : "");
    }
    if (cudacore__g.nvml[CUDACORE__NVML_nvmlSystemGetCudaDriverVersion_v2] && CUDACORE__NV(nvmlSystemGetCudaDriverVersion_v2)(&v) == 0)
        lib->version = v;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

/*--- NCCL (loading) ---*/
/* The name of an ncclResult_t and NCCL's own string for it (NULL before NCCL is loaded). */
CUDACORE__PRIVATE void cudacore__nccl_result_text(int code, const char **name, const char **str) {
    int n = (int)(sizeof cudacore__nccl_result_names / sizeof cudacore__nccl_result_names[0]);
    *name = code >= 0 && code < n ? cudacore__nccl_result_names[code] : "ncclResult_t?";
    *str = NULL;
    if (cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_NCCL].state) == 1)
        *str = ((cudacore__PFN_ncclGetErrorString)cudacore__g.nccl[CUDACORE__NCCL_ncclGetErrorString])((cudacore_ncclResult_t)code);
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nccl(cudacore__lib *lib) {
    char tried[4096], have[32];
    int i, code = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NCCL, tried, sizeof tried)) {
#if defined(_WIN32)
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                    "NCCL could not be loaded: NVIDIA builds it for Linux only (CUDACORE_NCCL_PATH may name a compatible library)");
#else
        return cudacore__lib_not_found(lib, CUDACORE_LIBRARY_NCCL, tried);
#endif
    }
    cudacore__lib_resolve(lib, cudacore__nccl_info, cudacore__nccl_stub, cudacore__g.nccl, CUDACORE__NCCL_COUNT);
    if (cudacore__g.nccl[CUDACORE__NCCL_ncclGetVersion] == cudacore__nccl_stub[CUDACORE__NCCL_ncclGetVersion] ||
        (int)((cudacore__PFN_ncclGetVersion)cudacore__g.nccl[CUDACORE__NCCL_ncclGetVersion])(&code) != 0) {
        snprintf(tried, sizeof tried, "  %s: no ncclGetVersion, or it failed\n", lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable NCCL (ncclGetVersion)", lib->path);
    }
    cudacore__nccl_version_text(code, have, sizeof have);
    if (code < CUDACORE__NCCL_MIN_VERSION) {
        snprintf(tried, sizeof tried, "  %s: NCCL %s (NCCL_VERSION_CODE %d)\n", lib->path, have, code);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_TOO_OLD, tried,
                                    "%s is NCCL %s: cudacore needs NCCL 2.14 or newer (ncclCommInitRankConfig, ncclConfig_t, ncclCommFinalize): "
                                    "install NCCL 2.14 or newer, or point cudacore_desc.nccl_path or CUDACORE_NCCL_PATH at one",
                                    lib->path, have);
    }
    for (i = 0; i < CUDACORE__NCCL_COUNT; i++) /* the functions every NCCL since 2.14 has */
        if (!cudacore__nccl_info[i].version && cudacore__g.nccl[i] == cudacore__nccl_stub[i]) {
            snprintf(tried, sizeof tried, "  %s (NCCL %s) lacks %s\n", lib->path, have, cudacore__nccl_info[i].name);
            return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable NCCL (it lacks %s)", lib->path,
                                        cudacore__nccl_info[i].name);
        }
    lib->version = code;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

/* Makes sure `which` is loaded (once, thread-safe). On failure replays the
   saved error into this thread's record: every call needing the library gets
   the same clear message. */
/* Each library loads under its own lock: NVRTC loads (and compiles) while
   the driver starts on another thread (START-UP IN THE BACKGROUND), and a
   call needing a library that is loading waits for that load alone. */
CUDACORE__STATIC_ASSERT(CUDACORE_LIBRARY__COUNT == 7, one_load_lock_per_library);
static cudacore__mutex cudacore__load_locks[CUDACORE_LIBRARY__COUNT] = {CUDACORE__MUTEX_INIT, CUDACORE__MUTEX_INIT, CUDACORE__MUTEX_INIT,
                                                                        CUDACORE__MUTEX_INIT, CUDACORE__MUTEX_INIT, CUDACORE__MUTEX_INIT,
                                                                        CUDACORE__MUTEX_INIT};

/* Loads `which` if no thread has tried yet (once, thread-safe, recording
   nothing: a failure is kept in the library's state); its state after. */
CUDACORE__PRIVATE int cudacore__load_once(cudacore_library which) {
    cudacore__lib *lib = &cudacore__g.libs[which];
    if (cudacore__load32(&lib->state) != 0) return cudacore__load32(&lib->state);
    cudacore__lock(&cudacore__load_locks[which]);
    if (lib->state == 0) {
        int rg = cudacore__nvtx_range_begin("load %s", cudacore__library_name(which));
        switch (which) {
            case CUDACORE_LIBRARY_CUDA: cudacore__load_driver(lib); break;
            case CUDACORE_LIBRARY_NVRTC: cudacore__load_nvrtc(lib); break;
            case CUDACORE_LIBRARY_NVJITLINK: cudacore__load_nvjitlink(lib); break;
            case CUDACORE_LIBRARY_NVVM: cudacore__load_nvvm(lib); break;
            case CUDACORE_LIBRARY_NVML: cudacore__load_nvml(lib); break;
            case CUDACORE_LIBRARY_NCCL: cudacore__load_nccl(lib); break;
            default: break;
        }
        cudacore__nvtx_range_end(rg);
    }
    cudacore__unlock(&cudacore__load_locks[which]);
    return cudacore__load32(&lib->state);
}

CUDACORE__COLD cudacore_result cudacore__need_full(cudacore_library which, const char *call) {
    cudacore__lib *lib = &cudacore__g.libs[which];
    cudacore__ensure_setup();
    if (cudacore__load_once(which) == 1) return CUDACORE_SUCCESS;
    if (lib->fail_result == CUDACORE_ERROR_LIBRARY_NOT_FOUND) /* the machine's state, not logged (LOGGING) */
        cudacore__record(lib->fail_result, call, __LINE__, lib->fail_message);
    else
        CUDACORE__FAIL(lib->fail_result, call, "%s", lib->fail_message);
    cudacore__set_detail(lib->fail_detail);
    return lib->fail_result;
}
CUDACORE__HOT_INLINE cudacore_result cudacore__need(cudacore_library which, const char *call) {
    /* libraries stay loaded across cudacore_shutdown: "loaded" alone does not
       mean "set up" (a call after a shutdown must set up again, or what it
       makes would be wiped by the next setup) */
    if (CUDACORE__LIKELY(cudacore__load32(&cudacore__g.libs[which].state) == 1 && cudacore__load32(&cudacore__g.ready))) return CUDACORE_SUCCESS;
    return cudacore__need_full(which, call);
}

CUDACORE_API cudacore_result cudacore_library_load(cudacore_library lib, cudacore_library_info *info) {
    cudacore_result r;
    cudacore__lib *l;
    if (info) memset(info, 0, sizeof *info);
    if ((unsigned)lib == 0 || (unsigned)lib >= CUDACORE_LIBRARY__COUNT)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_library_load", "unknown library %d", (int)lib);
    r = cudacore__need(lib, "cudacore_library_load");
    l = &cudacore__g.libs[lib];
    if (info) {
        info->loaded = r == CUDACORE_SUCCESS;
        info->path = info->loaded ? l->path : "";
        info->version = info->loaded ? l->version : 0;
        info->from = info->loaded && l->from ? l->from : "";
        info->version_major = info->version / 1000;
        info->version_minor = (info->version % 1000) / 10;
        if (lib == CUDACORE_LIBRARY_NCCL) { /* NCCL_VERSION(X, Y, Z): X*1000+Y*100+Z up to 2.8, X*10000+Y*100+Z after */
            info->version_major = info->version >= 10000 ? info->version / 10000 : info->version / 1000;
            info->version_minor = info->version >= 10000 ? info->version / 100 % 100 : info->version / 100 % 10;
        }
    }
    return r;
}

/* cudabind.h support (see the declaration): each library's function table. */
typedef struct cudacore__fn_table {
    cudacore__fnptr *fns;               /* the loaded entry points */
    const cudacore__fnptr *stubs;       /* what stands in for a missing one (NULL: NULL does) */
    const cudacore__fn_info *info;
    int count;
} cudacore__fn_table;

CUDACORE__PRIVATE int cudacore__fn_table_of(cudacore_library lib, cudacore__fn_table *t) {
    memset(t, 0, sizeof *t);
    switch (lib) {
#define CUDACORE__TABLE(fns_, stubs_, info_, count_) \
    t->fns = fns_, t->stubs = stubs_, t->info = info_, t->count = count_; \
    return 1
        case CUDACORE_LIBRARY_CUDA: CUDACORE__TABLE(cudacore__g.drv, cudacore__drv_stub, cudacore__drv_info, CUDACORE__DRV_COUNT);
        case CUDACORE_LIBRARY_NVRTC: CUDACORE__TABLE(cudacore__g.nvrtc, cudacore__nvrtc_stub, cudacore__nvrtc_info, CUDACORE__NVRTC_COUNT);
        case CUDACORE_LIBRARY_NVJITLINK:
            CUDACORE__TABLE(cudacore__g.nvjitlink, cudacore__nvjitlink_stub, cudacore__nvjitlink_info, CUDACORE__NVJITLINK_COUNT);
        case CUDACORE_LIBRARY_NVVM: CUDACORE__TABLE(cudacore__g.nvvm, cudacore__nvvm_stub, cudacore__nvvm_info, CUDACORE__NVVM_COUNT);
        case CUDACORE_LIBRARY_NVML: CUDACORE__TABLE(cudacore__g.nvml, NULL, cudacore__nvml_info, CUDACORE__NVML_COUNT);
        case CUDACORE_LIBRARY_NCCL: CUDACORE__TABLE(cudacore__g.nccl, cudacore__nccl_stub, cudacore__nccl_info, CUDACORE__NCCL_COUNT);
#undef CUDACORE__TABLE
        default: return 0;
    }
}

CUDACORE_API cudacore_fnptr cudacore_library_function(cudacore_library lib, int index, int *native_code) {
    cudacore__fn_table t;
    cudacore_fnptr f = NULL;
    cudacore_result r;
    int nf = cudacore__fn_table_of(lib, &t) ? cudacore__lib_facts_of[lib].not_found : -1; /* (no such library) */
    if (index < 0 || index >= t.count) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_library_function", "no function %d in library %d", index, (int)lib);
    } else if ((r = cudacore__need(lib, t.info[index].name)) == CUDACORE_SUCCESS) {
        f = t.fns[index];
        if (!f || (t.stubs && f == t.stubs[index])) {
            f = NULL;
            (void)cudacore__fn_missing(lib, &t.info[index]);
        }
        cudacore__err.stub_pending = 0;
    } else if (r == CUDACORE_ERROR_STUB_LIBRARY) {
        nf = 34; /* CUDA_ERROR_STUB_LIBRARY */
    } else if (lib == CUDACORE_LIBRARY_NVML) {
        nf = r == CUDACORE_ERROR_LIBRARY_NOT_FOUND ? 12 : 1; /* NVML_ERROR_LIBRARY_NOT_FOUND; UNINITIALIZED (nvmlInit failed) */
    }
    if (!f && cudacore__err.info.library == CUDACORE_LIBRARY_NONE && !cudacore__err.keep)
        cudacore__err.info.native_code = nf; /* the code returned stands for the record (no library was called: why, in the message) */
    if (native_code) *native_code = f ? 0 : nf;
    return f;
}

CUDACORE_API void cudacore_library_record(cudacore_library lib, int index, int native_code) {
    cudacore__tls_error *e = &cudacore__err;
    const char *name = NULL, *str = NULL, *fn = "?";
    cudacore_result result = CUDACORE_ERROR_CUDA;
    cudacore__fn_table t;
    if (cudacore__fn_table_of(lib, &t) && index >= 0 && index < t.count) fn = t.info[index].name;
    if (!strcmp(fn, "?")) lib = CUDACORE_LIBRARY_NONE;
    else if (lib == CUDACORE_LIBRARY_CUDA) result = cudacore__map_cu(native_code);
    else result = native_code == cudacore__lib_facts_of[lib].compile_failed ? CUDACORE_ERROR_COMPILE : cudacore__lib_facts_of[lib].family;
    if (lib == CUDACORE_LIBRARY_CUDA) {
        if ((int)CUDACORE__CU(cuGetErrorName)((cudacore_CUresult)native_code, &name) != 0) name = NULL;
        if ((int)CUDACORE__CU(cuGetErrorString)((cudacore_CUresult)native_code, &str) != 0) str = NULL;
    } else if (lib == CUDACORE_LIBRARY_NVRTC) {
        name = CUDACORE__NVRTC(nvrtcGetErrorString)((cudacore_nvrtcResult)native_code);
    } else if (lib == CUDACORE_LIBRARY_NVVM) {
        name = CUDACORE__NVVM(nvvmGetErrorString)((cudacore_nvvmResult)native_code);
    } else if (lib == CUDACORE_LIBRARY_NCCL) {
        cudacore__nccl_result_text(native_code, &name, &str);
    } else if (lib == CUDACORE_LIBRARY_NVML) {
        name = cudacore__nvml_code_name(native_code);
        str = cudacore__nvml_string(native_code);
    }
    e->stub_pending = 0;
    e->info.result = result;
    e->info.library = lib;
    e->info.native_code = native_code;
    cudacore__copy(e->native_name, sizeof e->native_name, name);
    cudacore__copy(e->native_string, sizeof e->native_string, str);
    cudacore__copy(e->call, sizeof e->call, fn);
    snprintf(e->message, sizeof e->message, "%s returned %d%s%s", fn, native_code, name ? " " : "", name ? name : "");
    e->detail[0] = 0;
    cudacore__record_point(e, __FILE__, __LINE__);
}

CUDACORE_API cudacore_result cudacore_driver_version(int *version) {
    cudacore_result r;
    if (!version) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_driver_version", "version is NULL");
    *version = 0;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, "cudacore_driver_version")) != CUDACORE_SUCCESS) return r;
    *version = cudacore__g.driver_version;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_driver_proc(const char *name, int version, void **fn) {
    cudacore_result r;
    int i;
    if (fn) *fn = NULL;
    if (!name || !fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_driver_proc", "name and fn must not be NULL");
    if (version < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_driver_proc", "version %d is negative", version);
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, "cudacore_driver_proc")) != CUDACORE_SUCCESS) return r;
    if (!version) {
        version = cudacore__g.driver_version;
        for (i = 0; i < CUDACORE__DRV_COUNT; i++)
            if (!strcmp(cudacore__drv_info[i].name, name)) {
                version = cudacore__drv_info[i].version;
                break;
            }
    }
    if (version > cudacore__g.driver_version)
        return CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, "cudacore_driver_proc", "%s at ABI %d needs a newer driver (it supports %d)", name,
                              version, cudacore__g.driver_version);
    if (cudacore__g.getproc_v2) {
        int status = 0;
        if ((int)cudacore__g.getproc_v2(name, fn, version, cudacore__g.desc.per_thread_default_stream ? 2 : 1, &status) != 0) *fn = NULL;
    } else if (cudacore__g.getproc_v1) {
        if ((int)cudacore__g.getproc_v1(name, fn, version, cudacore__g.desc.per_thread_default_stream ? 2 : 1) != 0) *fn = NULL;
    }
    if (!*fn) return CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, "cudacore_driver_proc", "%s (ABI %d) was not found in the driver", name, version);
    return CUDACORE_SUCCESS;
}
