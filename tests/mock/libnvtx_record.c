/* A recording NVTX tool: the tool side of the NVTX v3 injection protocol,
   written for cudacore's tests (tests/unit/test_nvtx.c), as Nsight Systems
   or Nsight Compute implement it. A program started with
   NVTX_INJECTION64_PATH naming this library loads it on its first
   annotation and calls InitializeInjectionNvtx2 with its export-table
   function; from there this library
     - checks the client's side of the protocol: the callbacks table (id 1)
       and the version table (id 3, NVTX_VERSION 3), no other id; every
       module's table of slot addresses (NULL first and last, the sizes of
       NVTX 3, no address twice) -- a fault is counted, not fatal;
     - writes its functions into the slots, as a real tool does, with plain
       stores (a placeholder into every slot, then the ones it implements);
     - records every call: ranges with their per-thread nesting depth,
       marks, start/end ranges with their ids, domains, CUDA object names,
       resources; attributes are checked (version, size, ASCII message).
   A test reads the record back through nvtx_record_* (tests/mock/
   nvtx_record.h). MOCK_NVTX_REFUSE=1 makes the initialisation return 0
   after filling the slots: the client must then act as with no tool.
   MOCK_NVTX_INIT_DELAY_MS=N makes it take N ms more, so that threads
   annotating meanwhile find it under way.
   Built as a shared object (Windows: a DLL) by the Makefile; never installed. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nvtx_record.h"

#if defined(_WIN32)
#include <windows.h>
#define MOCK_EXPORT __declspec(dllexport)
#define MOCK_API __stdcall
typedef SRWLOCK mock_lock_t;
#define MOCK_LOCK_INIT SRWLOCK_INIT
static void mock_lock(mock_lock_t *l) { AcquireSRWLockExclusive(l); }
static void mock_unlock(mock_lock_t *l) { ReleaseSRWLockExclusive(l); }
typedef DWORD mock_tid_t;
static mock_tid_t mock_self(void) { return GetCurrentThreadId(); }
static void mock_sleep_ms(int ms) { Sleep((DWORD)ms); }
static int mock_same(mock_tid_t a, mock_tid_t b) { return a == b; }
#else
#include <pthread.h>
#define MOCK_EXPORT __attribute__((visibility("default")))
#define MOCK_API
typedef pthread_mutex_t mock_lock_t;
#define MOCK_LOCK_INIT PTHREAD_MUTEX_INITIALIZER
static void mock_lock(mock_lock_t *l) { pthread_mutex_lock(l); }
static void mock_unlock(mock_lock_t *l) { pthread_mutex_unlock(l); }
typedef pthread_t mock_tid_t;
static mock_tid_t mock_self(void) { return pthread_self(); }
#include <time.h>
static void mock_sleep_ms(int ms) {
    struct timespec t;
    t.tv_sec = ms / 1000;
    t.tv_nsec = (long)(ms % 1000) * 1000000L;
    nanosleep(&t, NULL);
}
static int mock_same(mock_tid_t a, mock_tid_t b) { return pthread_equal(a, b); }
#endif

/* The protocol's facts (NVTX 3), written down here independently of
   cudacore's generated copy, so that each checks the other. */
typedef void (*nvtx_fn)(void);
typedef struct {
    size_t struct_size;
    int(MOCK_API *GetModuleFunctionTable)(int module, nvtx_fn ***table, unsigned int *size);
} etbl_callbacks;
typedef struct {
    size_t struct_size;
    uint32_t version;
    uint32_t reserved0;
    void(MOCK_API *SetInjectionNvtxVersion)(uint32_t version);
} etbl_version;
typedef struct {
    uint16_t version, size;
    uint32_t category;
    int32_t color_type;
    uint32_t color;
    int32_t payload_type, reserved0;
    uint64_t payload;
    int32_t message_type;
    const char *message;
} event_attr;
typedef struct {
    uint16_t version, size;
    int32_t identifier_type;
    uint64_t identifier;
    int32_t message_type;
    const char *message;
} resource_attr;
enum { M_CORE = 1, M_CUDA, M_OPENCL, M_CUDART, M_CORE2, M_SYNC, M_COUNT };
static const unsigned module_size[M_COUNT] = {0, 16, 9, 15, 7, 16, 7};
enum { CORE2_MARK = 1, CORE2_START, CORE2_END, CORE2_PUSH, CORE2_POP, CORE2_RESOURCE, CORE2_RESOURCE_END, CORE2_DOMAIN_CREATE = 12 };
enum { CUDA_NAME_CONTEXT = 3, CUDA_NAME_STREAM = 5, CUDA_NAME_EVENT = 7 };

#define MAX_EVENTS 40000
#define MAX_THREADS 128
#define MAX_DOMAINS 16
#define MAX_RANGES 65536
static mock_lock_t lock = MOCK_LOCK_INIT;
static nvtx_record_event events[MAX_EVENTS];
static int n_events, n_inits, n_errors;
static char first_error[256];
static mock_tid_t threads[MAX_THREADS];
static int n_threads;
static struct domain {
    char name[24];
} domains[MAX_DOMAINS]; /* [0]: the default domain; a handle is &domains[i] */
static int n_domains = 1;
static int depth[MAX_THREADS][MAX_DOMAINS];
static unsigned char range_open[MAX_RANGES];
static uint64_t next_range = 1;
static int n_resources;

static void fault(const char *fmt, const char *what) { /* under the lock, or during init */
    if (!n_errors++) snprintf(first_error, sizeof first_error, fmt, what);
}

static int thread_index(void) { /* under the lock */
    mock_tid_t t = mock_self();
    int i;
    for (i = 0; i < n_threads; i++)
        if (mock_same(threads[i], t)) return i;
    if (n_threads == MAX_THREADS) return MAX_THREADS - 1;
    threads[n_threads] = t;
    return n_threads++;
}
static int domain_index(const void *handle) {
    const struct domain *d = (const struct domain *)handle;
    if (!d) return 0;
    if (d < domains + 1 || d >= domains + n_domains) {
        fault("%s", "a call named a domain this tool never made");
        return 0;
    }
    return (int)(d - domains);
}
static const char *attr_message(const event_attr *a) {
    if (!a) {
        fault("%s", "NULL event attributes");
        return "";
    }
    if (a->version != 3 || a->size != sizeof(event_attr) || a->message_type != 1 || !a->message) {
        char what[96];
        snprintf(what, sizeof what, "version %u size %u message type %d", a->version, a->size, (int)a->message_type);
        fault("bad event attributes: %s", what);
        return "";
    }
    return a->message;
}
/* Appends one event (under the lock); returns it, or NULL when full. */
static nvtx_record_event *add(int kind, int dom, const char *message) {
    nvtx_record_event *e;
    if (n_events == MAX_EVENTS) {
        fault("%s", "more events than the record holds");
        return NULL;
    }
    e = &events[n_events++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->thread = (unsigned long)thread_index() + 1;
    snprintf(e->domain, sizeof e->domain, "%s", domains[dom].name);
    snprintf(e->message, sizeof e->message, "%s", message ? message : "");
    return e;
}

/*--- the functions written into the client's slots ---*/
static void MOCK_API placeholder(void) { fault("%s", "a slot this tool gave no function was called"); }

static int MOCK_API push(const void *domain, const event_attr *a) {
    int d, t, level;
    nvtx_record_event *e;
    mock_lock(&lock);
    d = domain_index(domain);
    t = thread_index();
    level = ++depth[t][d];
    if ((e = add(NVTX_REC_PUSH, d, attr_message(a))) != NULL) e->depth = level;
    mock_unlock(&lock);
    return level - 1; /* NVTX: the zero-based level of the range */
}
static int MOCK_API pop(const void *domain) {
    int d, t, level;
    nvtx_record_event *e;
    mock_lock(&lock);
    d = domain_index(domain);
    t = thread_index();
    if (depth[t][d] == 0) fault("%s", "a pop with no range open on this thread and domain");
    else depth[t][d]--;
    level = depth[t][d];
    if ((e = add(NVTX_REC_POP, d, "")) != NULL) e->depth = level;
    mock_unlock(&lock);
    return level;
}
static uint64_t MOCK_API start(const void *domain, const event_attr *a) {
    uint64_t id;
    nvtx_record_event *e;
    mock_lock(&lock);
    id = next_range < MAX_RANGES ? next_range++ : 0;
    if (id) range_open[id] = 1;
    if ((e = add(NVTX_REC_START, domain_index(domain), attr_message(a))) != NULL) e->id = id;
    mock_unlock(&lock);
    return id;
}
static void MOCK_API end(const void *domain, uint64_t id) {
    nvtx_record_event *e;
    mock_lock(&lock);
    if (id == 0 || id >= MAX_RANGES || !range_open[id]) fault("%s", "an end of a range that is not open");
    else range_open[id] = 0;
    if ((e = add(NVTX_REC_END, domain_index(domain), "")) != NULL) e->id = id;
    mock_unlock(&lock);
}
static void MOCK_API mark(const void *domain, const event_attr *a) {
    mock_lock(&lock);
    add(NVTX_REC_MARK, domain_index(domain), attr_message(a));
    mock_unlock(&lock);
}
static void *MOCK_API domain_create(const char *name) {
    int i;
    void *h = NULL;
    mock_lock(&lock);
    for (i = 1; i < n_domains && !h; i++)
        if (!strcmp(domains[i].name, name)) h = &domains[i];
    if (!h && n_domains < MAX_DOMAINS) {
        snprintf(domains[n_domains].name, sizeof domains[0].name, "%s", name);
        h = &domains[n_domains++];
    }
    add(NVTX_REC_DOMAIN, 0, name);
    mock_unlock(&lock);
    return h;
}
static void name_object(int kind, void *object, const char *name) {
    nvtx_record_event *e;
    mock_lock(&lock);
    if ((e = add(kind, 0, name)) != NULL) e->object = object;
    mock_unlock(&lock);
}
static void MOCK_API name_stream(void *s, const char *name) { name_object(NVTX_REC_NAME_STREAM, s, name); }
static void MOCK_API name_event(void *s, const char *name) { name_object(NVTX_REC_NAME_EVENT, s, name); }
static void MOCK_API name_context(void *s, const char *name) { name_object(NVTX_REC_NAME_CONTEXT, s, name); }
static void *MOCK_API resource(const void *domain, const resource_attr *a) {
    nvtx_record_event *e;
    void *h;
    mock_lock(&lock);
    if (!a || a->version != 3 || a->size != sizeof(resource_attr) || a->message_type != 1 || !a->message)
        fault("%s", "bad resource attributes");
    h = (void *)(uintptr_t)(0x1000 + ++n_resources);
    if ((e = add(NVTX_REC_RESOURCE, domain_index(domain), a && a->message ? a->message : "")) != NULL) {
        e->id = a ? a->identifier : 0;
        e->object = h;
    }
    mock_unlock(&lock);
    return h;
}
static void MOCK_API resource_end(void *h) { name_object(NVTX_REC_RESOURCE_END, h, ""); }

/*--- the injection entry point ---*/
typedef const void *(MOCK_API *get_export_table_fn)(uint32_t id);

/* Fetches module m's table and checks its shape; NULL when it is wrong. */
static nvtx_fn **module_table(const etbl_callbacks *cb, int m, nvtx_fn **seen, int *n_seen) {
    nvtx_fn **t = NULL;
    unsigned size = 0, i;
    int k;
    if (!cb->GetModuleFunctionTable(m, &t, &size) || !t) {
        fault("%s", "GetModuleFunctionTable refused a module of NVTX 3");
        return NULL;
    }
    if (size != module_size[m] || t[0] || t[size]) {
        fault("%s", "a module table of the wrong size, or without its NULL ends");
        return NULL;
    }
    for (i = 1; i < size; i++) {
        if (!t[i]) fault("%s", "a module table with a NULL slot address");
        for (k = 0; k < *n_seen; k++)
            if (seen[k] == t[i]) fault("%s", "one slot address in two places");
        if (*n_seen < 128) seen[(*n_seen)++] = t[i];
    }
    return t;
}

MOCK_EXPORT int MOCK_API InitializeInjectionNvtx2(get_export_table_fn get);
int MOCK_API InitializeInjectionNvtx2(get_export_table_fn get) {
    const etbl_callbacks *cb = (const etbl_callbacks *)get(1);
    const etbl_version *ver = (const etbl_version *)get(3);
    nvtx_fn **table[M_COUNT] = {NULL}, *seen[128], **core2, **cuda;
    int m, n_seen = 0;
    unsigned i, size = 0;
    const char *refuse = getenv("MOCK_NVTX_REFUSE"), *delay = getenv("MOCK_NVTX_INIT_DELAY_MS");
    n_inits++;
    if (delay) mock_sleep_ms(atoi(delay));
    if (get(0) || get(2) || get(4)) fault("%s", "GetExportTable answered an id other than 1 and 3");
    if (!cb || cb->struct_size < sizeof *cb || !cb->GetModuleFunctionTable) {
        fault("%s", "no usable callbacks export table");
        return 0;
    }
    if (!ver || ver->struct_size < sizeof *ver || ver->version != 3) fault("%s", "no version export table for NVTX 3");
    else ver->SetInjectionNvtxVersion(3);
    if (cb->GetModuleFunctionTable(0, NULL, &size) || cb->GetModuleFunctionTable(M_COUNT, NULL, &size))
        fault("%s", "GetModuleFunctionTable accepted an invalid module");
    for (m = M_CORE; m < M_COUNT; m++) { /* as a tool that handles every module: a function in every slot */
        table[m] = module_table(cb, m, seen, &n_seen);
        for (i = 1; table[m] && i < module_size[m]; i++) *table[m][i] = placeholder;
    }
    core2 = table[M_CORE2];
    cuda = table[M_CUDA];
    if (!core2 || !cuda) return 0;
    *core2[CORE2_MARK] = (nvtx_fn)mark;
    *core2[CORE2_START] = (nvtx_fn)start;
    *core2[CORE2_END] = (nvtx_fn)end;
    *core2[CORE2_PUSH] = (nvtx_fn)push;
    *core2[CORE2_POP] = (nvtx_fn)pop;
    *core2[CORE2_RESOURCE] = (nvtx_fn)resource;
    *core2[CORE2_RESOURCE_END] = (nvtx_fn)resource_end;
    *core2[CORE2_DOMAIN_CREATE] = (nvtx_fn)domain_create;
    *cuda[CUDA_NAME_CONTEXT] = (nvtx_fn)name_context;
    *cuda[CUDA_NAME_STREAM] = (nvtx_fn)name_stream;
    *cuda[CUDA_NAME_EVENT] = (nvtx_fn)name_event;
    return !(refuse && refuse[0] == '1');
}

/*--- reading the record back ---*/
MOCK_EXPORT int nvtx_record_count(void);
MOCK_EXPORT int nvtx_record_get(int index, nvtx_record_event *out);
MOCK_EXPORT void nvtx_record_clear(void);
MOCK_EXPORT int nvtx_record_errors(char *first, size_t cap);
MOCK_EXPORT int nvtx_record_inits(void);
int nvtx_record_count(void) {
    int n;
    mock_lock(&lock);
    n = n_events;
    mock_unlock(&lock);
    return n;
}
int nvtx_record_get(int index, nvtx_record_event *out) {
    int ok;
    mock_lock(&lock);
    ok = index >= 0 && index < n_events;
    if (ok) *out = events[index];
    mock_unlock(&lock);
    return ok;
}
void nvtx_record_clear(void) {
    mock_lock(&lock);
    n_events = 0;
    mock_unlock(&lock);
}
int nvtx_record_errors(char *first, size_t cap) {
    int n;
    mock_lock(&lock);
    n = n_errors;
    if (first && cap) snprintf(first, cap, "%s", first_error);
    mock_unlock(&lock);
    return n;
}
int nvtx_record_inits(void) { return n_inits; }
