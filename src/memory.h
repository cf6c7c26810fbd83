/*
    MEMORY
    ======
    One memory-resource interface (allocate/deallocate on a stream) with
    built-ins: the device's default pool (release threshold raised), owned
    device pools (max size, IPC, peers), cuMemAlloc, pinned host memory
    (cuMemHostAlloc flags), pinned and managed pools (CUDA 13), managed
    memory, virtual memory (growable), and user vtables. Buffers: wrap,
    register host memory, views, bounds-checked async copies (1-D, peer,
    2-D; 3-D and batched ones in ARRAYS below), fills of 1/2/4-byte
    patterns, IPC (pool fd + legacy), DLPack.
    Size 0 is a valid empty buffer (pointer 0); 0-byte copies and fills
    succeed without a driver call. Ranges are checked before the driver:
    CUDACORE_ERROR_OUT_OF_BOUNDS, computed without overflow.
    Capture: the hot paths never query the capture state. Pool allocations
    on a capturing stream become graph memory nodes (the driver's own
    behaviour); where the driver refuses an operation during capture the
    error is CUDACORE_ERROR_CAPTURE, with a detail naming what to use.
*/
/* What a memory resource is (cudacore_memory_resource_info.type). */
typedef enum cudacore_memory_resource_type {
    CUDACORE_MR_NONE = 0,
    CUDACORE_MR_DEVICE_POOL,     /* stream-ordered, from a device memory pool */
    CUDACORE_MR_DEVICE,          /* cuMemAlloc / cuMemFree */
    CUDACORE_MR_PINNED,          /* cuMemHostAlloc / cuMemFreeHost */
    CUDACORE_MR_PINNED_POOL,     /* stream-ordered, from a host pinned pool (CUDA 13) */
    CUDACORE_MR_MANAGED,         /* cuMemAllocManaged */
    CUDACORE_MR_MANAGED_POOL,    /* stream-ordered, from a managed pool (CUDA 13) */
    CUDACORE_MR_VIRTUAL,         /* cuMemCreate + reserve + map; growable */
    CUDACORE_MR_USER,            /* a user vtable */
    CUDACORE_MR_IMPORTED_POOL,   /* a pool imported from another process (cannot allocate) */
    CUDACORE_MR__FORCE_32 = 0x7fffffff
} cudacore_memory_resource_type;

/* A user memory resource. allocate must return a pointer to at least `size`
   bytes (addresses are 64-bit integers for host and device memory alike) or
   a result other than CUDACORE_SUCCESS; deallocate gets the same pointer and
   size back. destroy (optional) runs in cudacore_memory_resource_destroy.
   stream is the raw stream the user passed (CU_STREAM_LEGACY / PER_THREAD
   for the default handles). The callbacks may be called from any thread. */
typedef struct cudacore_memory_resource_vtable {
    cudacore_result (*allocate)(void *user_data, size_t size, cudacore_CUstream stream, cudacore_CUdeviceptr *ptr);
    cudacore_result (*deallocate)(void *user_data, cudacore_CUdeviceptr ptr, size_t size, cudacore_CUstream stream);
    void (*destroy)(void *user_data);
} cudacore_memory_resource_vtable;

/* cudacore_user_memory_resource_desc (vtable.allocate and deallocate needed).
     device             ordinal the memory belongs to (-1: host memory)
     device_accessible, host_accessible, managed   properties reported (0/1) */
typedef struct cudacore_user_memory_resource_desc {
    cudacore_memory_resource_vtable vtable;
    void *user_data;
    int device;
    int device_accessible;
    int host_accessible;
    int managed;
    const char *name;          /* NULL; else a name for profilers (NVTX, see PROFILING) */
} cudacore_user_memory_resource_desc;

typedef struct cudacore_memory_resource_info {
    cudacore_memory_resource_type type;
    int device;               /* -1 for host memory */
    int device_accessible, host_accessible, managed;
    int ipc_enabled;
    cudacore_CUmemoryPool pool; /* pool-based types, else NULL */
} cudacore_memory_resource_info;

/* The device's default resource: stream-ordered allocation from the device's
   current memory pool (cuDeviceGetMemPool, read once), with the pool's
   release threshold raised to the maximum so that freed memory is kept for
   reuse instead of returned at every synchronisation (as cuda.core does).
   One handle per device, created on first call; destroying it is a no-op
   success. Allocation while the stream is being captured into a graph
   becomes a graph memory node (the driver's behaviour for pool allocations). */
CUDACORE_API cudacore_result cudacore_device_memory_resource(int device, cudacore_memory_resource *out);

/* cudacore_device_pool_desc: an owned device pool. All zero means defaults.
     device             0: device 0 (an ordinal)
     max_size           0: unlimited (the pool's maxSize)
     release_threshold  0: the maximum (keep freed memory)
     ipc                0; 1: exportable as a POSIX file descriptor (Linux)
     peers, peer_count  devices given read-write access to the pool */
typedef struct cudacore_device_pool_desc {
    int device;
    size_t max_size;
    uint64_t release_threshold;
    int ipc;
    const int *peers;
    int peer_count;
    const char *name;          /* NULL; else a name for profilers (NVTX, see PROFILING) */
} cudacore_device_pool_desc;
CUDACORE_API cudacore_result cudacore_device_pool_resource_create(const cudacore_device_pool_desc *desc, cudacore_memory_resource *out);

/* Plain, not stream-ordered device memory (cuMemAlloc). Free synchronises
   the stream given to cudacore_buffer_free, then calls cuMemFree. */
CUDACORE_API cudacore_result cudacore_device_malloc_resource_create(int device, cudacore_memory_resource *out);

/* cudacore_pinned_memory_resource_desc: cuMemHostAlloc flags; zero = plain
   page-locked memory (cuMemHostAlloc with flags 0).
     portable        CU_MEMHOSTALLOC_PORTABLE: pinned for every context
     mapped          CU_MEMHOSTALLOC_DEVICEMAP: mapped into the device space
     write_combined  CU_MEMHOSTALLOC_WRITECOMBINED: fast to write from the
                     host, very slow to read from it
   Allocation ignores the stream; free synchronises it first. Buffers are
   host- and (through UVA) device-accessible; device = -1. */
typedef struct cudacore_pinned_memory_resource_desc {
    int portable;
    int mapped;
    int write_combined;
    const char *name;          /* NULL; else a name for profilers (NVTX, see PROFILING) */
} cudacore_pinned_memory_resource_desc;
CUDACORE_API cudacore_result cudacore_pinned_memory_resource_create(const cudacore_pinned_memory_resource_desc *desc,
                                                                    cudacore_memory_resource *out);

/* cudacore_host_pool_desc: a stream-ordered pinned host pool (CUDA 13+
   drivers; older ones give CUDACORE_ERROR_NOT_SUPPORTED). Every device is
   given read-write access.
     max_size  0: unlimited        release_threshold  0: the maximum */
typedef struct cudacore_host_pool_desc {
    size_t max_size;
    uint64_t release_threshold;
    const char *name;          /* NULL; else a name for profilers (NVTX, see PROFILING) */
} cudacore_host_pool_desc;
CUDACORE_API cudacore_result cudacore_pinned_pool_resource_create(const cudacore_host_pool_desc *desc, cudacore_memory_resource *out);

/* cudacore_managed_memory_resource_desc: all zero means defaults.
     device       0: the device reported as the resource's device
     attach_host  0: CU_MEM_ATTACH_GLOBAL; 1: CU_MEM_ATTACH_HOST
     pool         0: cuMemAllocManaged; 1: a stream-ordered managed pool
                  (CUDA 13+, else CUDACORE_ERROR_NOT_SUPPORTED) */
typedef struct cudacore_managed_memory_resource_desc {
    int device;
    int attach_host;
    int pool;
    const char *name;          /* NULL; else a name for profilers (NVTX, see PROFILING) */
} cudacore_managed_memory_resource_desc;
CUDACORE_API cudacore_result cudacore_managed_memory_resource_create(const cudacore_managed_memory_resource_desc *desc,
                                                                     cudacore_memory_resource *out);

/* cudacore_virtual_memory_resource_desc: cuMemCreate + cuMemAddressReserve +
   cuMemMap + cuMemSetAccess. Each allocation is rounded up to the
   allocation granularity and reserves max(size, reserve_size) of address
   space, so cudacore_buffer_grow can extend it in place.
     device        0: device 0
     reserve_size  0: reserve only the rounded size (no growth room)
     peers, peer_count  devices also given read-write access */
typedef struct cudacore_virtual_memory_resource_desc {
    int device;
    size_t reserve_size;
    const int *peers;
    int peer_count;
    const char *name;          /* NULL; else a name for profilers (NVTX, see PROFILING) */
} cudacore_virtual_memory_resource_desc;
CUDACORE_API cudacore_result cudacore_virtual_memory_resource_create(const cudacore_virtual_memory_resource_desc *desc,
                                                                     cudacore_memory_resource *out);

CUDACORE_API cudacore_result cudacore_user_memory_resource_create(const cudacore_user_memory_resource_desc *desc,
                                                                  cudacore_memory_resource *out);

/* Destroys a resource. Buffers allocated from it stay valid and are freed
   as they were allocated (an owned pool is released by the driver once its
   last allocation is freed), except user resources: free their buffers
   before destroying them. Default device resources: a no-op success. */
CUDACORE_API cudacore_result cudacore_memory_resource_destroy(cudacore_memory_resource mr);
CUDACORE_API cudacore_result cudacore_memory_resource_get_info(cudacore_memory_resource mr, cudacore_memory_resource_info *info);
/* The raw interface (allocate/deallocate of the resource, no buffer). */
CUDACORE_API cudacore_result cudacore_memory_resource_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s,
                                                               cudacore_CUdeviceptr *ptr);
CUDACORE_API cudacore_result cudacore_memory_resource_deallocate(cudacore_memory_resource mr, cudacore_CUdeviceptr ptr, size_t size,
                                                                 cudacore_stream s);
/* Pool-based resources: read and set CU_MEMPOOL_ATTR_* (booleans and byte
   counts alike as uint64_t), trim, and grant or revoke a peer's access. */
CUDACORE_API cudacore_result cudacore_memory_resource_get_attribute(cudacore_memory_resource mr, cudacore_CUmemPool_attribute attr,
                                                                    uint64_t *value);
CUDACORE_API cudacore_result cudacore_memory_resource_set_attribute(cudacore_memory_resource mr, cudacore_CUmemPool_attribute attr,
                                                                    uint64_t value);
CUDACORE_API cudacore_result cudacore_memory_resource_trim(cudacore_memory_resource mr, size_t min_bytes_to_keep);
CUDACORE_API cudacore_result cudacore_memory_resource_set_peer_access(cudacore_memory_resource mr, int peer, int enable);

/* What kind of memory a buffer holds. */
typedef enum cudacore_memory_kind {
    CUDACORE_MEMORY_UNKNOWN = 0,
    CUDACORE_MEMORY_DEVICE,    /* device memory */
    CUDACORE_MEMORY_HOST,      /* page-locked host memory (pinned, registered) */
    CUDACORE_MEMORY_MANAGED,   /* unified memory */
    CUDACORE_MEMORY_PAGEABLE,  /* ordinary host memory CUDA does not know */
    CUDACORE_MEMORY__FORCE_32 = 0x7fffffff
} cudacore_memory_kind;

typedef struct cudacore_buffer_info {
    cudacore_CUdeviceptr ptr;   /* 0 for an empty buffer */
    void *host_ptr;             /* host address if host-accessible, else NULL */
    size_t size;
    cudacore_memory_resource mr; /* {0} for wrapped, registered, imported buffers and views */
    int device;                 /* -1: host memory */
    cudacore_memory_kind kind;
    int device_accessible, host_accessible, managed;
    int owned;                  /* 1: freeing releases the memory */
    int is_view;
} cudacore_buffer_info;

/* Allocates from mr in stream order on s. Size 0 gives a valid empty buffer
   (pointer 0) without calling the driver; copies and fills of 0 bytes
   succeed without calling it either. Hot path for pool resources: two
   lock-free lookups, the handle pool's slot lock and one driver call; no
   host allocation, no capture query. A device-pool resource refuses a
   stream of another device (CUDACORE_ERROR_DEVICE_MISMATCH). */
CUDACORE_API cudacore_result cudacore_buffer_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out);
/* Frees in stream order on s (pool memory: cuMemFreeAsync; other kinds
   synchronise s first). Wrapped buffers and views release only the handle.
   On failure nothing is freed and the buffer stays valid: retry later (for
   example once a stream capture that forbids the synchronisation is over).
   Thread safety: must not race another thread's use of the buffer. */
CUDACORE_API cudacore_result cudacore_buffer_free(cudacore_buffer b, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_buffer_native(cudacore_buffer b, cudacore_CUdeviceptr *out);
/* The host address of a host-accessible buffer (pinned, registered,
   managed, pageable); CUDACORE_ERROR_INVALID_ARGUMENT for device memory. */
CUDACORE_API cudacore_result cudacore_buffer_host_ptr(cudacore_buffer b, void **out);
CUDACORE_API cudacore_result cudacore_buffer_get_info(cudacore_buffer b, cudacore_buffer_info *info);
/* Wraps memory cudacore does not own (freeing releases only the handle). Its
   kind, device and accessibility come from cuPointerGetAttributes: a
   pointer CUDA does not know is CUDACORE_MEMORY_PAGEABLE host memory. */
CUDACORE_API cudacore_result cudacore_buffer_wrap(cudacore_CUdeviceptr ptr, size_t size, cudacore_buffer *out);
/* Page-locks user memory (cuMemHostRegister with CU_MEMHOSTREGISTER_*
   flags) and returns it as a host buffer; freeing unregisters it. */
CUDACORE_API cudacore_result cudacore_buffer_register_host(void *ptr, size_t size, unsigned int flags, cudacore_buffer *out);
/* A view of [offset, offset + size) of parent sharing its memory. Freeing the
   view releases only its handle; the parent must outlive its views. */
CUDACORE_API cudacore_result cudacore_buffer_view(cudacore_buffer parent, size_t offset, size_t size, cudacore_buffer *out);

/* Copies, all asynchronous on s. Every range is checked against its buffer
   before the driver is called (CUDACORE_ERROR_OUT_OF_BOUNDS, computed
   without overflow). Host memory must stay valid until the copy is done
   (pageable host memory makes the copy synchronous, as in CUDA). Device
   memory of another device than s's must be reachable from s's device
   (peer access; for pool memory, access to the pool): when the driver
   refuses it the result is CUDACORE_ERROR_DEVICE_MISMATCH naming both
   devices (see MULTIPLE DEVICES; a default stream is the calling thread's
   current device's). */
CUDACORE_API cudacore_result cudacore_buffer_copy_from_host(cudacore_buffer dst, size_t dst_offset, const void *src, size_t size,
                                                            cudacore_stream s);
CUDACORE_API cudacore_result cudacore_buffer_copy_to_host(void *dst, cudacore_buffer src, size_t src_offset, size_t size, cudacore_stream s);
/* Buffer to buffer, any kinds and devices (unified addressing). */
CUDACORE_API cudacore_result cudacore_buffer_copy(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset, size_t size,
                                                  cudacore_stream s);
/* Device to device across devices with cuMemcpyPeerAsync (works without
   peer access, staged by the driver; faster with it). */
CUDACORE_API cudacore_result cudacore_buffer_copy_peer(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset,
                                                       size_t size, cudacore_stream s);

/* A 2-D pitched copy: height rows of width bytes. Each side is a buffer (with
   offset and pitch) or, when its buffer is {0}, a host pointer with pitch.
   Pitches must be >= width; the last byte of each side is bounds-checked. */
typedef struct cudacore_copy_2d_desc {
    cudacore_buffer dst;
    void *dst_host;
    size_t dst_offset, dst_pitch;
    cudacore_buffer src;
    const void *src_host;
    size_t src_offset, src_pitch;
    size_t width, height;
} cudacore_copy_2d_desc;
CUDACORE_API cudacore_result cudacore_copy_2d(const cudacore_copy_2d_desc *desc, cudacore_stream s);

/* Fills [offset, offset + size) with a 1-, 2- or 4-byte pattern (the low
   pattern_size bytes of value, native byte order). offset and size must be
   multiples of pattern_size. The buffer must be device-accessible, and
   device memory must belong to the stream's device
   (CUDACORE_ERROR_DEVICE_MISMATCH). */
CUDACORE_API cudacore_result cudacore_buffer_fill(cudacore_buffer b, size_t offset, size_t size, uint32_t value, int pattern_size,
                                                  cudacore_stream s);

/* Managed memory: prefetch to a device (ordinal) or to the host (-1), and
   advise (CU_MEM_ADVISE_*; location device ordinal or -1 for the host). */
CUDACORE_API cudacore_result cudacore_buffer_prefetch(cudacore_buffer b, size_t offset, size_t size, int device, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_buffer_advise(cudacore_buffer b, size_t offset, size_t size, cudacore_CUmem_advise advice, int device);

/* Virtual-memory buffers: grows the mapping in place to new_size (within the
   reservation; else CUDACORE_ERROR_OUT_OF_BOUNDS). The pointer is unchanged.
   Thread safety: must not race any other use of b (it changes b's size). */
CUDACORE_API cudacore_result cudacore_buffer_grow(cudacore_buffer b, size_t new_size);

/* IPC of pools (Linux: POSIX file descriptors). Export an ipc-enabled pool as
   a new fd (the caller closes it), import it in another process as a
   resource that cannot allocate, export a pool buffer's descriptor, and open
   it through the imported resource. Imported buffers must be freed before
   the exporting process frees the original. */
CUDACORE_API cudacore_result cudacore_memory_resource_export_fd(cudacore_memory_resource mr, int *fd);
CUDACORE_API cudacore_result cudacore_memory_resource_import_fd(int fd, int device, cudacore_memory_resource *out);
typedef struct cudacore_buffer_ipc_descriptor {
    unsigned char data[64];   /* CUmemPoolPtrExportData */
    uint64_t size;
} cudacore_buffer_ipc_descriptor;
CUDACORE_API cudacore_result cudacore_buffer_ipc_export(cudacore_buffer b, cudacore_buffer_ipc_descriptor *out);
CUDACORE_API cudacore_result cudacore_buffer_ipc_import(cudacore_memory_resource imported, const cudacore_buffer_ipc_descriptor *desc,
                                                        cudacore_buffer *out);
/* Legacy IPC (cuIpcGetMemHandle): for cuMemAlloc memory
   (cudacore_device_malloc_resource_create). Opening maps it on the current
   device; freeing the opened buffer closes the mapping. */
typedef struct cudacore_buffer_ipc_mem_handle {
    unsigned char bytes[64];
    uint64_t size;
} cudacore_buffer_ipc_mem_handle;
CUDACORE_API cudacore_result cudacore_buffer_ipc_get_mem_handle(cudacore_buffer b, cudacore_buffer_ipc_mem_handle *out);
CUDACORE_API cudacore_result cudacore_buffer_ipc_open_mem_handle(const cudacore_buffer_ipc_mem_handle *handle, cudacore_buffer *out);

/* DLPack (ABI v0.8 DLManagedTensor, declared here under cudacore names). */
typedef enum cudacore_DLDeviceType {
    CUDACORE_DL_CPU = 1,
    CUDACORE_DL_CUDA = 2,
    CUDACORE_DL_CUDA_HOST = 3,
    CUDACORE_DL_CUDA_MANAGED = 13
} cudacore_DLDeviceType;
typedef struct cudacore_DLDevice {
    int32_t device_type;      /* cudacore_DLDeviceType (an int32 in the ABI) */
    int32_t device_id;
} cudacore_DLDevice;
typedef struct cudacore_DLDataType {
    uint8_t code;             /* 0 int, 1 uint, 2 float, 4 bfloat, ... */
    uint8_t bits;
    uint16_t lanes;
} cudacore_DLDataType;
typedef struct cudacore_DLTensor {
    void *data;
    cudacore_DLDevice device;
    int32_t ndim;
    cudacore_DLDataType dtype;
    int64_t *shape;
    int64_t *strides;         /* in elements; NULL: compact row-major */
    uint64_t byte_offset;
} cudacore_DLTensor;
typedef struct cudacore_DLManagedTensor {
    cudacore_DLTensor dl_tensor;
    void *manager_ctx;
    void (*deleter)(struct cudacore_DLManagedTensor *self);
} cudacore_DLManagedTensor;
/* Exports b as a 1-D int8 tensor of size elements (device type CUDA,
   CUDAHost, CUDAManaged or CPU). transfer_ownership 1: the tensor's deleter
   frees b (on the legacy default stream) and b must not be freed by the
   caller; 0: b must outlive the tensor. Call (*out)->deleter(*out) when done. */
CUDACORE_API cudacore_result cudacore_buffer_to_dlpack(cudacore_buffer b, int transfer_ownership, cudacore_DLManagedTensor **out);
/* Imports a compact tensor as a buffer (not copied); the buffer owns the
   tensor: cudacore_buffer_free calls its deleter. On failure the tensor is
   left untouched and still owned by the caller. */
CUDACORE_API cudacore_result cudacore_buffer_from_dlpack(cudacore_DLManagedTensor *tensor, cudacore_buffer *out);
