typedef void (*cudacore__fnptr)(void);
typedef struct cudacore__fn_info {
    const char *name;         /* name passed to cuGetProcAddress / dlsym */
    int version;              /* pinned ABI version */
    int ptds_version;         /* version of the per-thread-default-stream variant, 0 if none */
    const char *export_name;  /* exported symbol of that ABI */
} cudacore__fn_info;

#define CUDACORE__CHUNK_SHIFT 10
#define CUDACORE__CHUNK_SLOTS (1u << CUDACORE__CHUNK_SHIFT)
#define CUDACORE__MAX_CHUNKS 1024u   /* 1M live objects of each kind */

typedef struct cudacore__slot {
    uint64_t id;              /* the live handle's id; 0 while free, being built or being destroyed */
    uint32_t generation;
    uint32_t next_free;       /* index + 1 of the next free slot; 0 ends the list */
} cudacore__slot;

/* Every object's state fits in this many bytes: one slot size for all pools.
   Each section checks its object struct with CUDACORE__FITS_SLOT.          */
#define CUDACORE__PAYLOAD_MAX 240
#define CUDACORE__SLOT_BYTES ((sizeof(cudacore__slot) + CUDACORE__PAYLOAD_MAX + 15) & ~(size_t)15)

/* (Its chunks are in cudacore__g.chunks, by chunk then kind.) */
typedef struct cudacore__pool {
    cudacore__mutex lock;     /* taken only to add slots (a new chunk) */
    size_t slot_size;         /* header + payload, a multiple of 16 (CUDACORE__SLOT_BYTES) */
    uint32_t kind;
    uint32_t used;            /* slots ever handed out (atomic; written under lock) */
    uint64_t free_head;       /* lock-free stack of free slots: tag << 32 | (index + 1), 0 = empty */
} cudacore__pool;

/* Cache-line (64-byte) alignment of a declaration, where the compiler has it. */
#if defined(__GNUC__) || defined(__clang__)
#define CUDACORE__ALIGN64 __attribute__((aligned(64)))
#elif defined(_MSC_VER)
#define CUDACORE__ALIGN64 __declspec(align(64))
#else
#define CUDACORE__ALIGN64
#endif

typedef struct cudacore__lib {
    int state;                /* 0 not tried, 1 loaded, 2 failed (atomic) */
    void *handle;
    char path[1024];
    cudacore_result fail_result;
    char fail_message[512];
    char fail_detail[8192];
    int version;              /* see cudacore_library_info.version */
    const char *from;         /* the search's step that found it */
    uint64_t build[2];        /* its file's size and modification time: tells patch releases of one version apart (the compile cache's key) */
} cudacore__lib;

typedef cudacore_CUresult(CUDACORE__CUDAAPI *cudacore__PFN_getproc_v2)(const char *, void **, int, cudacore_cuuint64_t, int *);
typedef cudacore_CUresult(CUDACORE__CUDAAPI *cudacore__PFN_getproc_v1)(const char *, void **, int, cudacore_cuuint64_t);

#define CUDACORE__MAX_DEVICES 64

typedef struct cudacore__state {
    int ready;                               /* atomic: 1 once set up */
    cudacore_desc desc;
    CUDACORE__ALIGN64 cudacore__pool pools[CUDACORE_OBJECT__COUNT];
    /* chunks[c][column]: chunk c of the pool whose column that is
       (cudacore__chunk_column; atomic), each 64-byte aligned. By chunk
       first, so that the first chunks of the kinds the hot calls look up
       (streams, events, memory resources, buffers, kernels, executable
       graphs, communicators, recorders) share one cache line, and the
       others the next two (32 columns a row: a shift finds a row). Zero
       until used: setup leaves the rows that no chunk reached untouched,
       and cudacore_shutdown clears what it frees. */
    CUDACORE__ALIGN64 char *chunks[CUDACORE__MAX_CHUNKS][32];
    cudacore__lib libs[CUDACORE_LIBRARY__COUNT];
    cudacore__PFN_getproc_v2 getproc_v2;
    cudacore__PFN_getproc_v1 getproc_v1;
    int driver_version;
    cudacore__fnptr drv[CUDACORE__DRV_COUNT];
    cudacore__fnptr nvrtc[CUDACORE__NVRTC_COUNT];
    cudacore__fnptr nvjitlink[CUDACORE__NVJITLINK_COUNT];
    int device_count;
    void *primary[CUDACORE__MAX_DEVICES];    /* retained primary contexts (atomic) */
    cudacore__fnptr nvvm[CUDACORE__NVVM_COUNT];
    cudacore__fnptr nvml[CUDACORE__NVML_COUNT];   /* NULL where the driver's NVML lacks one */
    cudacore__fnptr nccl[CUDACORE__NCCL_COUNT];
    int cc[CUDACORE__MAX_DEVICES];           /* compute capability, major * 100 + minor, read once (atomic; 0: not yet) */
    /* A sticky driver error (src/libraries.c, cudacore__lost_record): 0
       none; 1 being written; 2 set, the fields below written (atomic). */
    uint64_t lost;
    int lost_code, lost_device;              /* the CUresult; the device of the thread that met it (-1: unknown) */
    char lost_call[64];                      /* the driver function that reported it */
} cudacore__state;

static cudacore__state cudacore__g;
static cudacore__mutex cudacore__setup_lock = CUDACORE__MUTEX_INIT;
static cudacore__mutex cudacore__lib_lock = CUDACORE__MUTEX_INIT;

/* Calls a driver/NVRTC/nvJitLink function through the loaded table. The
   table never holds NULL for a function cudacore calls: a missing one is a
   stub that records "not found" and returns an error. */
#ifdef CUDACORE_FAULT_INJECTION
/* A call chosen by the fault injector goes to the function's missing-stub,
   which fails it exactly as a driver without the function would. */
static CUDACORE__TLS int cudacore__fault_fired;
#define CUDACORE__PICK(table, stubs, index, cls) (CUDACORE__FAULT(cls) ? (cudacore__fault_fired = 1, stubs[index]) : table[index])
#else
#define CUDACORE__PICK(table, stubs, index, cls) (table[index])
#endif
/* (fn is pasted at once, never passed on: cuda.h may #define it, e.g.
   cuCtxPushCurrent -> cuCtxPushCurrent_v2, and a passed argument would expand.) */
#define CUDACORE__DRV_FN(pfn_type, index) ((pfn_type)CUDACORE__PICK(cudacore__g.drv, cudacore__drv_stub, index, CUDACORE__FAULT_DRIVER))
#define CUDACORE__CU(fn) CUDACORE__DRV_FN(cudacore__PFN_##fn, CUDACORE__DRV_##fn)
#define CUDACORE__NVRTC(fn) \
    ((cudacore__PFN_##fn)CUDACORE__PICK(cudacore__g.nvrtc, cudacore__nvrtc_stub, CUDACORE__NVRTC_##fn, CUDACORE__FAULT_NVRTC))
#define CUDACORE__NVJITLINK(fn) \
    ((cudacore__PFN_##fn)CUDACORE__PICK(cudacore__g.nvjitlink, cudacore__nvjitlink_stub, CUDACORE__NVJITLINK_##fn, CUDACORE__FAULT_NVRTC))
#define CUDACORE__NVVM(fn) ((cudacore__PFN_##fn)CUDACORE__PICK(cudacore__g.nvvm, cudacore__nvvm_stub, CUDACORE__NVVM_##fn, CUDACORE__FAULT_NVRTC))
