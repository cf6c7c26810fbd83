/*
    CONTEXTS AND GREEN CONTEXTS
    ===========================
    cudacore_context handles name a device's primary context
    (cudacore_context_primary), user contexts (cudacore_context_create:
    scheduling flags, an SM limit under MPS) and green contexts: a partition
    of a device's SMs (driver 12.4+). cudacore_device_sm_resource gives the
    SMs of a device; cudacore_sm_resource_split splits them into groups of at
    least min_count SMs and a remainder (groups NULL: a dry run that counts);
    cudacore_green_context_create makes a context of groups of one split.
    Work on its streams (cudacore_context_create_stream, or any stream made
    while it is current) runs on its SMs only. cudacore_context_set_current
    makes a context the calling thread's: new streams, events, graphs and
    kernels' per-context functions go there; cudacore_device_set_current
    goes back to a primary context. As with devices, every call on an
    existing object runs in the object's context whatever is current. Green
    contexts share their device's memory; a user context's memory is its
    own. Workqueue resources are CUDA 13.1 API, absent from the 13.0 headers
    cudacore is generated from.
*/
/* A context is where CUDA objects live and work runs. Every device has a
   primary context: what cudacore (and the runtime API) use unless told
   otherwise. A program may also make
     - user contexts (cuCtxCreate): a device's context of its own, with its
       own scheduling flags, or an SM limit under MPS;
     - green contexts (driver 12.4+, 64-bit): a context confined to a
       partition of the device's SMs, made from SM resources split off the
       device. Green contexts share the primary context's memory: buffers
       of the device work with them as they are.
   The calling thread's current context decides where NEW objects are
   created: streams, events, kernels' per-context functions, graphs, and
   stream-ordered allocations on the default streams.
   cudacore_context_set_current(c) makes c current on the thread;
   cudacore_device_set_current(d) still means d's primary context. Calls on
   an existing object run in the object's own context, from any thread,
   whatever is current there (see MULTIPLE DEVICES).
   Handles: the primary context of a device has one handle (destroying it
   is a no-op success); user and green contexts are owned, and destroying
   one destroys the driver's context. Destroy a context's streams, events
   and graphs first, and no thread may have it current then.
   The driver's rule for green contexts: a green context is current on at
   most one thread at a time, so calls on objects of one green context must
   not run on two threads at once (cudacore makes it current only for the
   duration of each call).                                                 */
typedef enum cudacore_context_kind {
    CUDACORE_CONTEXT_PRIMARY = 0,  /* the device's primary context */
    CUDACORE_CONTEXT_USER = 1,     /* made by cudacore_context_create */
    CUDACORE_CONTEXT_GREEN = 2     /* made by cudacore_green_context_create */
} cudacore_context_kind;

/* cudacore_context_desc: a user context. All zero means defaults.
     device    ordinal (0: device 0)
     flags     CUDACORE_CU_CTX_* bits (CU_CTX_SCHED_* -- at most one --,
               MAP_HOST, LMEM_RESIZE_TO_MAX, COREDUMP_ENABLE,
               USER_COREDUMP_ENABLE, SYNC_MEMOPS); 0: CU_CTX_SCHED_AUTO
     sm_count  0: no limit; > 0: execution affinity, the context may use
               that many SMs (rounded up by the driver; supported under
               Volta+ MPS only; needs a 12.5+ driver)
     name      NULL; else the name profilers show for it (NVTX)            */
typedef struct cudacore_context_desc {
    int device;
    unsigned int flags;
    unsigned int sm_count;
    const char *name;
} cudacore_context_desc;

typedef struct cudacore_context_info {
    cudacore_context_kind kind;
    int device;
    cudacore_CUcontext native;   /* the CUcontext (of a green context: cuCtxFromGreenCtx's) */
    cudacore_CUgreenCtx green;   /* a green context's CUgreenCtx, else NULL */
    unsigned int sm_count;       /* SMs it was given (green), else the device's SM count */
} cudacore_context_info;

/* The primary context of `device` as a handle (retained by cudacore). */
CUDACORE_API cudacore_result cudacore_context_primary(int device, cudacore_context *out);
/* Creates a user context (desc NULL: device 0, defaults). The thread's
   current context is left as it was: make it current, or create streams
   on it with cudacore_context_create_stream. */
CUDACORE_API cudacore_result cudacore_context_create(const cudacore_context_desc *desc, cudacore_context *out);
/* Destroys a user or green context (see Handles above); a no-op success for
   a primary context's handle. A context that still has cudacore streams or
   events is refused (CUDACORE_ERROR_INVALID_ARGUMENT, with their counts). */
CUDACORE_API cudacore_result cudacore_context_destroy(cudacore_context c);
/* Makes c current on the calling thread: new objects are created in it. */
CUDACORE_API cudacore_result cudacore_context_set_current(cudacore_context c);
/* The calling thread's current context (set_current's, else its current
   device's primary context). */
CUDACORE_API cudacore_result cudacore_context_get_current(cudacore_context *out);
CUDACORE_API cudacore_result cudacore_context_get_info(cudacore_context c, cudacore_context_info *info);
CUDACORE_API cudacore_result cudacore_context_native(cudacore_context c, cudacore_CUcontext *out);
/* Blocks until all work in c is done (a green context: its own work only). */
CUDACORE_API cudacore_result cudacore_context_synchronize(cudacore_context c);
/* A stream of context c, whatever is current (desc as cudacore_stream_create;
   NULL: defaults). A green context's streams come from
   cuGreenCtxStreamCreate and are always non-blocking (blocking = 1 is
   CUDACORE_ERROR_INVALID_ARGUMENT); work launched on them runs on the green
   context's SMs only. */
CUDACORE_API cudacore_result cudacore_context_create_stream(cudacore_context c, const cudacore_stream_desc *desc, cudacore_stream *out);

/*--- SM resources and green contexts ---
   1. Start from the SMs of a device (cudacore_device_sm_resource) or of a
      context (cudacore_context_sm_resource).
   2. Split them (cudacore_sm_resource_split) into groups of at least
      min_count SMs each, plus a remainder. The driver rounds group sizes up
      to the co-scheduling alignment (8 SMs on compute capability 9.0), so
      ask it first: groups NULL makes a dry run that only counts.
   3. Make a green context from one or more groups of ONE split (or the
      remainder with them): cudacore_green_context_create.
   Workqueue resources (sharing scope, concurrency limit) are CUDA 13.1
   driver API; CUDA 13.0, whose header cudacore is generated from, has only
   SM resources, so cudacore does not offer them yet. A driver older than
   12.4, a 32-bit build, or a device without green contexts gives
   CUDACORE_ERROR_NOT_SUPPORTED.                                            */
typedef struct cudacore_sm_resource {
    unsigned int sm_count;              /* SMs in this resource */
    unsigned int min_partition_size;    /* the smallest group a split of it makes */
    unsigned int coscheduled_alignment; /* group sizes are multiples of this */
    int device;                         /* the device the SMs belong to */
    cudacore_CUdevResource native;      /* the driver's description: keep it as it is */
} cudacore_sm_resource;

/* The SMs of a device, or those a context was given. */
CUDACORE_API cudacore_result cudacore_device_sm_resource(int device, cudacore_sm_resource *out);
CUDACORE_API cudacore_result cudacore_context_sm_resource(cudacore_context c, cudacore_sm_resource *out);

/* cudacore_sm_split_desc: all zero means defaults.
     min_count            SMs per group at least (0: the driver's minimum);
                          at most the input's sm_count
     ignore_coscheduling  1: CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING:
                          finer groups, treating SMs one by one, at the cost
                          of large thread-block clusters
     max_cluster_size     1: CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE:
                          groups that allow the largest clusters (compute
                          capability 9.0+)                                 */
typedef struct cudacore_sm_split_desc {
    unsigned int min_count;
    int ignore_coscheduling;
    int max_cluster_size;
} cudacore_sm_split_desc;

/* Splits input into disjoint groups (desc NULL: defaults). groups holds
   *num_groups entries on entry; on return *num_groups is how many were made
   (fewer than asked when the SMs do not allow more). groups NULL: a dry
   run, *num_groups gets how many groups the split would make. remainder
   (optional) gets the SMs left over (sm_count 0 when none). Groups of one
   split may be combined into one green context; groups cannot be split
   again before a green context is made of them. */
CUDACORE_API cudacore_result cudacore_sm_resource_split(const cudacore_sm_resource *input, const cudacore_sm_split_desc *desc,
                                                        cudacore_sm_resource *groups, unsigned int *num_groups, cudacore_sm_resource *remainder);

/* cudacore_green_context_desc:
     resources, num_resources  required: SM resources of one device, from
                               one split (groups and its remainder), or a
                               device's or context's whole resource
     name                      NULL; else the name profilers show for it
                               (NVTX: its CUcontext's name)              */
typedef struct cudacore_green_context_desc {
    const cudacore_sm_resource *resources;
    unsigned int num_resources;
    const char *name;
} cudacore_green_context_desc;
/* Creates a green context on the resources' device (with its default
   stream, as the driver requires). Mixed devices give
   CUDACORE_ERROR_DEVICE_MISMATCH naming both. */
CUDACORE_API cudacore_result cudacore_green_context_create(const cudacore_green_context_desc *desc, cudacore_context *out);
