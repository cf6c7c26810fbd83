/* The NVTX v3 client (see PROFILING), here among the internals: the loader
   and setup below annotate with it. On the first annotation the library
   named by NVTX_INJECTION64_PATH (NVTX_INJECTION32_PATH in a 32-bit process)
   is loaded and its InitializeInjectionNvtx2 called with
   cudacore__nvtx_export_table; through it the tool asks for each callback
   module's table of slot addresses and writes its functions into the slots.
   Then the domain "cudacore" is created and the state published: -1 not yet
   initialised, 0 no tool (every annotation is then one load and a branch),
   1 a tool attached. Per process and once, like a loaded library: it
   survives cudacore_shutdown. Threads that annotate during the
   initialisation wait for it on the lock. */
#include "gen/nvtx_abi.c"

/* Each module's table: its slots' addresses between a NULL for the invalid id
   0 and a NULL after the last (NVTX's layout); sizes from the module list. */
#define CUDACORE__NVTX_TABLE_COUNT (CUDACORE__NVTX_SLOT_COUNT + CUDACORE__NVTX_MODULE_COUNT)
typedef struct cudacore__nvtx_state {
    cudacore__nvtx_fn slot[CUDACORE__NVTX_SLOT_COUNT];         /* written by the tool */
    cudacore__nvtx_fn *table[CUDACORE__NVTX_TABLE_COUNT];      /* handed to the tool */
    cudacore__nvtx_handle domain;                              /* "cudacore" (NULL: the default domain) */
    uint32_t tool_version;                                     /* what the tool passed to SetInjectionNvtxVersion */
    uint64_t reported;                                         /* atomic: the failure was logged */
    char failure[600];                                         /* why a named tool did not attach ("": none named) */
} cudacore__nvtx_state;
static cudacore__nvtx_state cudacore__nvtx;
static int cudacore__nvtx_on = -1;
static cudacore__mutex cudacore__nvtx_lock = CUDACORE__MUTEX_INIT;

CUDACORE__PRIVATE int CUDACORE__NVTX_API cudacore__nvtx_module_table(int module, cudacore__nvtx_table *out_table, unsigned int *out_size) {
    unsigned m, start = 0;
    if (module <= 0 || module >= CUDACORE__NVTX_MODULE_COUNT) return 0;
    for (m = 1; m < (unsigned)module; m++) start += cudacore__nvtx_module_size[m] + 1;
    if (out_size) *out_size = cudacore__nvtx_module_size[module];
    if (out_table) *out_table = &cudacore__nvtx.table[start];
    return 1;
}
CUDACORE__PRIVATE void CUDACORE__NVTX_API cudacore__nvtx_set_tool_version(uint32_t version) { cudacore__nvtx.tool_version = version; }
static cudacore__nvtx_etbl_callbacks cudacore__nvtx_callbacks = {sizeof(cudacore__nvtx_etbl_callbacks), cudacore__nvtx_module_table};
static cudacore__nvtx_etbl_version_info cudacore__nvtx_version_info = {sizeof(cudacore__nvtx_etbl_version_info), CUDACORE__NVTX_VERSION, 0,
                                                                      cudacore__nvtx_set_tool_version};
CUDACORE__PRIVATE const void *CUDACORE__NVTX_API cudacore__nvtx_export_table(uint32_t id) {
    if (id == CUDACORE__NVTX_ETID_CALLBACKS) return &cudacore__nvtx_callbacks;
    if (id == CUDACORE__NVTX_ETID_VERSIONINFO) return &cudacore__nvtx_version_info;
    return NULL;
}

CUDACORE__PRIVATE void cudacore__nvtx_build_tables(void) {
    unsigned m, i, t = 0, s = 0;
    for (m = 1; m < CUDACORE__NVTX_MODULE_COUNT; m++) {
        unsigned n = cudacore__nvtx_module_size[m];
        for (i = 0; i <= n; i++) cudacore__nvtx.table[t + i] = i > 0 && i < n ? &cudacore__nvtx.slot[s + i] : NULL;
        t += n + 1;
        s += n;
    }
}

/* Loads the tool the environment names and runs its initialisation: 1 if it
   attached; else 0, with why in `why` when one was named. A library that
   loaded stays loaded (as every library cudacore loads). */
CUDACORE__PRIVATE int cudacore__nvtx_attach(char *why, size_t cap) {
    const char *var = sizeof(void *) == 4 ? "NVTX_INJECTION32_PATH" : "NVTX_INJECTION64_PATH";
    cudacore__nvtx_init_fn init = NULL;
#if defined(_WIN32)
    wchar_t wpath[4096];
    char path[4096 * 3];
    HMODULE h;
    FARPROC f;
    DWORD n = GetEnvironmentVariableW(sizeof(void *) == 4 ? L"NVTX_INJECTION32_PATH" : L"NVTX_INJECTION64_PATH", wpath, 4096);
    if (n == 0 || n >= 4096) {
        if (n) snprintf(why, cap, "%s is longer than 4095 characters", var);
        return 0;
    }
    if (!WideCharToMultiByte(CP_UTF8, 0, wpath, -1, path, (int)sizeof path, NULL, NULL)) cudacore__copy(path, sizeof path, "?");
    h = LoadLibraryW(wpath);
    if (!h) {
        snprintf(why, cap, "the tool library %s=%s could not be loaded (Windows error %lu)", var, path, (unsigned long)GetLastError());
        return 0;
    }
    f = GetProcAddress(h, "InitializeInjectionNvtx2");
    memcpy(&init, &f, sizeof init);
#else
    const char *path = cudacore__env_path(var);
    void *h, *f;
    if (!path) return 0;
    h = dlopen(path, RTLD_LAZY); /* NVTX's own flags: a tool may resolve its symbols late */
    if (!h) {
        const char *e = dlerror();
        snprintf(why, cap, "the tool library %s=%s could not be loaded: %s", var, path, e ? e : "unknown error");
        return 0;
    }
    f = dlsym(h, "InitializeInjectionNvtx2");
    memcpy(&init, &f, sizeof init);
#endif
    if (!init) {
        snprintf(why, cap, "the tool library %s=%s has no InitializeInjectionNvtx2", var, path);
        return 0;
    }
    if (!init(cudacore__nvtx_export_table)) {
        snprintf(why, cap, "InitializeInjectionNvtx2 of %s=%s returned 0 (the tool refused to attach)", var, path);
        return 0;
    }
    return 1;
}

/* Logs, once, why a named tool did not attach: now, or at setup when the
   library is not set up yet (the logger comes with cudacore_desc). */
CUDACORE__PRIVATE void cudacore__nvtx_report(void) {
    char msg[700];
    if (cudacore__load32(&cudacore__nvtx_on) != 0 || !cudacore__nvtx.failure[0] || !cudacore__load32(&cudacore__g.ready)) return;
    if (!cudacore__cas64(&cudacore__nvtx.reported, 0, 1)) return;
    snprintf(msg, sizeof msg, "NVTX: %s; the program runs on without profiler annotations", cudacore__nvtx.failure);
    cudacore__log(CUDACORE_LOG_WARN, CUDACORE_SUCCESS, msg, __LINE__);
}

CUDACORE__PRIVATE void cudacore__nvtx_init(void) {
    char why[sizeof cudacore__nvtx.failure];
    int on;
    cudacore__lock(&cudacore__nvtx_lock);
    if (cudacore__load32(&cudacore__nvtx_on) < 0) {
        why[0] = 0;
        cudacore__nvtx_build_tables();
        on = cudacore__nvtx_attach(why, sizeof why);
        if (!on) {
            memset(cudacore__nvtx.slot, 0, sizeof cudacore__nvtx.slot); /* a refusing tool may have filled some */
        } else if (cudacore__nvtx.slot[CUDACORE__NVTX_SLOT_DomainCreateA]) {
            cudacore__nvtx.domain = ((cudacore__nvtx_PFN_DomainCreateA)cudacore__nvtx.slot[CUDACORE__NVTX_SLOT_DomainCreateA])("cudacore");
        }
        cudacore__copy(cudacore__nvtx.failure, sizeof cudacore__nvtx.failure, why);
        cudacore__store32(&cudacore__nvtx_on, on);
    }
    cudacore__unlock(&cudacore__nvtx_lock);
    cudacore__nvtx_report();
}

/* The one check every annotation makes first: 0 once it is known that no
   tool is attached. */
#define CUDACORE__NVTX_ON() (cudacore__load32(&cudacore__nvtx_on) != 0)
/* The tool's function in a slot (NULL: the tool has none there); the first
   annotation initialises. Call after CUDACORE__NVTX_ON(). */
#define CUDACORE__NVTX_FN(name) ((cudacore__nvtx_PFN_##name)cudacore__nvtx_get(CUDACORE__NVTX_SLOT_##name))
CUDACORE__PRIVATE cudacore__nvtx_fn cudacore__nvtx_get(int slot) {
    if (CUDACORE__UNLIKELY(cudacore__load32(&cudacore__nvtx_on) < 0)) cudacore__nvtx_init();
    return cudacore__nvtx.slot[slot];
}

CUDACORE__PRIVATE void cudacore__nvtx_attr(cudacore__nvtx_event_attr *a, const char *message) {
    memset(a, 0, sizeof *a);
    a->version = CUDACORE__NVTX_VERSION;
    a->size = (uint16_t)sizeof *a;
    a->messageType = CUDACORE__NVTX_MESSAGE_TYPE_ASCII;
    a->message.ascii = message ? message : "";
}

/* The tool's function for a pushed range (push 1) or a mark (push 0), or
   NULL. Call after CUDACORE__NVTX_ON(). */
CUDACORE__PRIVATE cudacore__nvtx_fn cudacore__nvtx_event_fn(int push) {
    return cudacore__nvtx_get(push ? CUDACORE__NVTX_SLOT_DomainRangePushEx : CUDACORE__NVTX_SLOT_DomainMarkEx);
}
/* A pushed range (push 1) or a mark (push 0) named message in domain, with
   f = cudacore__nvtx_event_fn(push), not NULL: the one emitter of
   cudacore's own annotations and of cudacore_nvtx_push and _mark. */
CUDACORE__PRIVATE void cudacore__nvtx_event(cudacore__nvtx_fn f, int push, void *domain, const char *message) {
    cudacore__nvtx_event_attr a;
    cudacore__nvtx_attr(&a, message);
    if (push) ((cudacore__nvtx_PFN_DomainRangePushEx)f)(domain, &a);
    else ((cudacore__nvtx_PFN_DomainMarkEx)f)(domain, &a);
}

/* cudacore's own annotations, in its domain, formatted only when a tool
   listens: a pushed range (push 1; returns 1 when it pushed one: give that
   to cudacore__nvtx_range_end) or a mark (push 0). */
CUDACORE__PRIVATE int cudacore__nvtx_emitv(int push, const char *fmt, va_list ap) {
    cudacore__nvtx_fn f;
    char msg[256];
    if (CUDACORE__LIKELY(!CUDACORE__NVTX_ON()) || !(f = cudacore__nvtx_event_fn(push))) return 0;
    vsnprintf(msg, sizeof msg, fmt, ap);
    cudacore__nvtx_event(f, push, cudacore__nvtx.domain, msg);
    return push;
}
CUDACORE__PRIVATE int cudacore__nvtx_range_begin(const char *fmt, ...) {
    int pushed;
    va_list ap;
    va_start(ap, fmt);
    pushed = cudacore__nvtx_emitv(1, fmt, ap);
    va_end(ap);
    return pushed;
}
CUDACORE__PRIVATE void cudacore__nvtx_range_end(int pushed) {
    cudacore__nvtx_PFN_DomainRangePop f;
    if (pushed && (f = CUDACORE__NVTX_FN(DomainRangePop)) != NULL) f(cudacore__nvtx.domain);
}
CUDACORE__PRIVATE void cudacore__nvtx_markf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    (void)cudacore__nvtx_emitv(0, fmt, ap);
    va_end(ap);
}
/* Names a CUstream, CUevent or CUcontext (slot: NameCuStreamA, ...). */
CUDACORE__PRIVATE void cudacore__nvtx_name(int slot, void *object, const char *name) {
    cudacore__nvtx_PFN_NameCuStreamA f;
    if (!name || CUDACORE__LIKELY(!CUDACORE__NVTX_ON())) return;
    if ((f = (cudacore__nvtx_PFN_NameCuStreamA)cudacore__nvtx_get(slot)) != NULL) f(object, name);
}
/* A named NVTX resource of the cudacore domain for the cudacore handle id
   `object` (a memory resource) in *out; NULL with no tool. */
CUDACORE__PRIVATE void cudacore__nvtx_resource(uint64_t object, const char *name, void **out) {
    cudacore__nvtx_PFN_DomainResourceCreate f;
    cudacore__nvtx_resource_attr a;
    *out = NULL;
    if (!name || CUDACORE__LIKELY(!CUDACORE__NVTX_ON()) || !(f = CUDACORE__NVTX_FN(DomainResourceCreate))) return;
    memset(&a, 0, sizeof a);
    a.version = CUDACORE__NVTX_VERSION;
    a.size = (uint16_t)sizeof a;
    a.identifierType = CUDACORE__NVTX_RESOURCE_TYPE_GENERIC_HANDLE;
    a.identifier.ullValue = object;
    a.messageType = CUDACORE__NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = name;
    *out = f(cudacore__nvtx.domain, &a); /* the tool's handle (the attributes are read during the call) */
}
CUDACORE__PRIVATE void cudacore__nvtx_resource_destroy(void *resource) {
    cudacore__nvtx_PFN_DomainResourceDestroy f;
    if (resource && (f = CUDACORE__NVTX_FN(DomainResourceDestroy)) != NULL) f(resource);
}

CUDACORE_API int cudacore_nvtx_attached(void) {
    if (cudacore__load32(&cudacore__nvtx_on) < 0) cudacore__nvtx_init();
    return cudacore__load32(&cudacore__nvtx_on) == 1;
}

CUDACORE_API cudacore_nvtx_domain cudacore_nvtx_domain_create(const char *name) {
    cudacore_nvtx_domain d;
    cudacore__nvtx_PFN_DomainCreateA f;
    d.native = NULL;
    if (name && CUDACORE__NVTX_ON() && (f = CUDACORE__NVTX_FN(DomainCreateA)) != NULL) d.native = f(name);
    return d;
}

CUDACORE_API cudacore_nvtx_domain cudacore_nvtx_domain_cudacore(void) {
    cudacore_nvtx_domain d;
    d.native = cudacore_nvtx_attached() ? cudacore__nvtx.domain : NULL;
    return d;
}

CUDACORE_API void cudacore_nvtx_push(cudacore_nvtx_domain domain, const char *name) {
    cudacore__nvtx_fn f;
    if (CUDACORE__LIKELY(!CUDACORE__NVTX_ON()) || !(f = cudacore__nvtx_event_fn(1))) return;
    cudacore__nvtx_event(f, 1, domain.native, name);
}

CUDACORE_API void cudacore_nvtx_pop(cudacore_nvtx_domain domain) {
    cudacore__nvtx_PFN_DomainRangePop f;
    if (CUDACORE__LIKELY(!CUDACORE__NVTX_ON()) || !(f = CUDACORE__NVTX_FN(DomainRangePop))) return;
    f(domain.native);
}

CUDACORE_API uint64_t cudacore_nvtx_start(cudacore_nvtx_domain domain, const char *name) {
    cudacore__nvtx_PFN_DomainRangeStartEx f;
    cudacore__nvtx_event_attr a;
    if (CUDACORE__LIKELY(!CUDACORE__NVTX_ON()) || !(f = CUDACORE__NVTX_FN(DomainRangeStartEx))) return 0;
    cudacore__nvtx_attr(&a, name);
    return f(domain.native, &a);
}

CUDACORE_API void cudacore_nvtx_end(cudacore_nvtx_domain domain, uint64_t range) {
    cudacore__nvtx_PFN_DomainRangeEnd f;
    if (CUDACORE__LIKELY(!CUDACORE__NVTX_ON()) || !(f = CUDACORE__NVTX_FN(DomainRangeEnd))) return;
    f(domain.native, range);
}

CUDACORE_API void cudacore_nvtx_mark(cudacore_nvtx_domain domain, const char *name) {
    cudacore__nvtx_fn f;
    if (CUDACORE__LIKELY(!CUDACORE__NVTX_ON()) || !(f = cudacore__nvtx_event_fn(0))) return;
    cudacore__nvtx_event(f, 0, domain.native, name);
}
