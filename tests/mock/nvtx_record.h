/* nvtx_record.h -- what the recording NVTX tool (tests/mock/libnvtx_record.c)
   keeps of each annotation, and the functions a test finds in it (dlsym /
   GetProcAddress on the loaded library) to read it back. */
#ifndef NVTX_RECORD_H
#define NVTX_RECORD_H
#include <stddef.h>
#include <stdint.h>

enum {
    NVTX_REC_PUSH = 1,
    NVTX_REC_POP,
    NVTX_REC_START,
    NVTX_REC_END,
    NVTX_REC_MARK,
    NVTX_REC_DOMAIN,        /* a domain was created (message: its name) */
    NVTX_REC_NAME_STREAM,   /* object: the CUstream */
    NVTX_REC_NAME_EVENT,    /* object: the CUevent */
    NVTX_REC_NAME_CONTEXT,  /* object: the CUcontext */
    NVTX_REC_RESOURCE,      /* a named resource (id: its identifier; object: the handle returned) */
    NVTX_REC_RESOURCE_END   /* object: the handle destroyed */
};

typedef struct nvtx_record_event {
    int kind;
    int depth;              /* PUSH: the depth it opened (1 = outermost); POP: the depth left (per thread and domain) */
    unsigned long thread;   /* the calling thread, numbered from 1 in order of first annotation */
    char domain[24];        /* the domain's name; "" for NVTX's default domain */
    char message[104];
    uint64_t id;            /* START/END: the range id; RESOURCE: the identifier */
    void *object;
} nvtx_record_event;

typedef int (*nvtx_record_count_fn)(void);                               /* nvtx_record_count */
typedef int (*nvtx_record_get_fn)(int index, nvtx_record_event *out);    /* nvtx_record_get: 1, or 0 past the end */
typedef void (*nvtx_record_clear_fn)(void);                              /* nvtx_record_clear */
typedef int (*nvtx_record_errors_fn)(char *first, size_t cap);           /* nvtx_record_errors: protocol faults seen, the first one's text */
typedef int (*nvtx_record_inits_fn)(void);                               /* nvtx_record_inits: InitializeInjectionNvtx2 calls */
#endif
