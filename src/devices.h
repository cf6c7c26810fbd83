/*
    DEVICES
    =======
    Devices are ordinals. cudacore_device_get_info() gives name, UUID, PCI
    bus id, compute capability and arch ("90"); cudacore_device_get_properties()
    every CUdevice_attribute of CUDA 13 by name (0 where an older driver does
    not know one). cudacore_device_set_current() retains the device's primary
    context and makes it current on the calling thread; objects are created
    in the calling thread's current context (see CONTEXTS for others than
    the primary ones). A thread that never set one uses the device whose
    primary context is current on it (what the runtime's cudaSetDevice
    leaves), else device 0.

    MULTIPLE DEVICES
    ================
    The rule (cuda.core's): an object's own device decides where its work
    runs; the thread's current device only decides where NEW objects are
    created. Every call on an existing object works whatever device is
    current on the calling thread: launches, copies, fills, prefetches, host
    functions, event record/wait/sync/query/timing, stream waits across
    devices, allocation and free on any resource, IPC, capture, graph
    instantiate/upload/launch/update. Such a call is made in the object's
    context (a stream's or event's own, else its device's primary context):
      - when that context is the one cudacore made current on the thread (the
        single-GPU case) the call costs what it did: one thread-local compare,
        no extra driver call, no lock;
      - otherwise cudacore pushes the object's context, makes the call and
        pops it (what raw driver code must do too); the thread's current
        device is unchanged afterwards;
      - if other code changed the thread's context behind cudacore's back
        (cuCtxSetCurrent, cudaSetDevice), a call that fails because of it is
        retried once in the right context, and cudacore follows the driver's
        current context from then on. The failed first try is visible to
        tools such as compute-sanitizer: call cudacore_device_set_current
        after switching devices yourself to avoid it.
    The default streams (cudacore_stream_legacy, cudacore_stream_per_thread)
    have no device of their own: they are the calling thread's current
    device's, at each call, as in CUDA, and work on them runs there. To work
    on another device's objects through a default stream, make that device
    current first (or use a stream of that device). cudacore's device
    checks below compare a created stream's device; on a default stream
    the driver judges (and a refused copy is reported as below).
    Kernels are context-independent: one cudacore_kernel launches on any
    device's stream (the driver loads it there on first use). Where CUDA
    forbids a mix -- an event recorded on another device's stream, a fill
    of one device's memory on another device's stream -- and where cudacore
    keeps one device for clarity -- a device pool allocating on another
    device's stream (CUDA allows it, but that stream's device cannot use the
    memory without access to the pool) -- the result is
    CUDACORE_ERROR_DEVICE_MISMATCH, naming both devices, before the driver
    is called. A copy that involves memory the stream's device cannot reach
    (another device's pool memory with no access given) is refused by the
    driver; cudacore reports it as CUDACORE_ERROR_DEVICE_MISMATCH too,
    naming both devices, with the driver's code kept in the record.
    Peer access: cudacore_device_enable_peer_access (contexts),
    cudacore_memory_resource_set_peer_access and the `peers` of pool and
    virtual-memory descs (allocations).
*/
typedef struct cudacore_device_info {
    int ordinal;
    char name[256];
    char uuid[40];            /* "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" style, without the prefix: 8-4-4-4-12 */
    char pci_bus_id[32];      /* "0000:3B:00.0" */
    int cc_major, cc_minor;   /* compute capability */
    char arch[8];             /* "90" for sm_90 */
    size_t total_memory;      /* bytes */
    int multiprocessor_count;
} cudacore_device_info;

CUDACORE_API cudacore_result cudacore_device_count(int *count);
CUDACORE_API cudacore_result cudacore_device_get_info(int device, cudacore_device_info *info);
CUDACORE_API cudacore_result cudacore_device_attribute(int device, cudacore_CUdevice_attribute attribute, int *value);
/* Free and total memory, in bytes (makes the device's primary context current on this thread). */
CUDACORE_API cudacore_result cudacore_device_memory_info(int device, size_t *free_bytes, size_t *total_bytes);
CUDACORE_API cudacore_result cudacore_device_native(int device, cudacore_CUdevice *out);

/* Every CUdevice_attribute of CUDA 13, by name (see cudacore_device_get_properties).
   An attribute the installed driver does not know reads 0. */
#include "gen/device_properties.h"
CUDACORE_API cudacore_result cudacore_device_get_properties(int device, cudacore_device_properties *props);
/* The fields of cudacore_device_properties, all int, by index: for tools that
   print or serialise every property. NULL past the end. */
CUDACORE_API size_t cudacore_device_property_count(void);
CUDACORE_API const char *cudacore_device_property_name(size_t index);

CUDACORE_API cudacore_result cudacore_device_can_access_peer(int device, int peer, int *can_access);
/* Lets `device` access memory on `peer`. Enabling twice is not an error. */
CUDACORE_API cudacore_result cudacore_device_enable_peer_access(int device, int peer);
CUDACORE_API cudacore_result cudacore_device_disable_peer_access(int device, int peer);

/* Retains the device's primary context (once per process) and makes it
   current on the calling thread. The current device is per thread and
   decides where new objects are created (see MULTIPLE DEVICES); a thread
   that never sets one uses the device whose primary context is current on
   it, else device 0. */
CUDACORE_API cudacore_result cudacore_device_set_current(int device);
CUDACORE_API cudacore_result cudacore_device_get_current(int *device);
/* The device's primary context (retained by cudacore). */
CUDACORE_API cudacore_result cudacore_device_context(int device, cudacore_CUcontext *ctx);
/* Blocks until all work on the device's primary context is done. */
CUDACORE_API cudacore_result cudacore_device_synchronize(int device);
/* Primary-context scheduling flags (CUDACORE_CU_CTX_SCHED_*); settable
   before the context is active, as in cuDevicePrimaryCtxSetFlags. */
CUDACORE_API cudacore_result cudacore_device_set_flags(int device, unsigned int flags);
CUDACORE_API cudacore_result cudacore_device_get_flags(int device, unsigned int *flags, int *active);
