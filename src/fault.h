/*
    LOST CONTEXTS: FAULTS, HEALTH AND RESET
    =======================================
    A kernel that faults (an illegal or misaligned address, a trap, a
    device-side assert, ...) makes the driver return a STICKY error: CUDA's
    documentation says such an error "leaves the process in an inconsistent
    state and any further CUDA work will return the same error. To continue
    using CUDA, the process must be terminated and relaunched." Measured on
    driver 580 (two H200s): after an illegal address in device 0's primary
    context, every context of the process fails, device 1's too (its work in
    flight is lost), and neither cuDevicePrimaryCtxReset, destroying the
    contexts nor cuInit again brings any device back.
    So cudacore says it as what it is. Every driver failure with a sticky
    code (214, 220, 226, 700, 702, 710, 714-719, 721, 810, 911: the codes
    whose documentation says so, and ECC, NVLink and assert failures) returns
    CUDACORE_ERROR_CONTEXT_LOST, wherever it surfaces (one place: where
    driver failures become results, src/libraries.c); the driver's code stays
    in cudacore_last_error()->native_code. The message names the driver call
    that reported it and the calling thread's device, says that every later
    CUDA call of the process fails on every device and that only a new
    process can use the GPU again; in CUDACORE_DEBUG builds the detail names
    the last kernel the thread launched and its stream (release builds keep
    no record: the launch path costs nothing more). The first sticky error
    sets a process-wide lost flag.
    cudacore_device_health(device, &info) tells whether a device takes work,
    queuing none: the lost flag, else (when cudacore has retained the
    device's primary context) one cuCtxGetStreamPriorityRange in that
    context, which succeeds in normal use and fails after a sticky error.
    cudacore_device_reset(device) ends every cudacore object of the device
    (streams, events, memory resources and buffers, imported and mapped
    memory, kernels got through cuModule, graphs, executable graphs,
    recorders whose graph runs there, arrays, textures, surfaces, user and
    green contexts, communicators, aborted first): their host memory is
    freed, and each handle then gives CUDACORE_ERROR_INVALID_HANDLE with a
    message saying its device was reset; destroying such a handle succeeds
    (until then it counts in cudacore_live_objects, so that a leak check
    still sees it).
    Kernels of libraries (cuLibrary: context-independent) stay valid: their
    per-context function is dropped, and their next launch loads them into
    the new context. Then the primary context is reset
    (cuDevicePrimaryCtxReset) and cudacore's retain of it released; it is
    retained again at once (and made current) when the device is the
    calling thread's current one, else on its next use. On a healthy device
    this is a clean start: new objects work. After a sticky error the reset still frees what it can,
    then probes the device: if the driver still fails (driver 580 does),
    it returns CUDACORE_ERROR_CONTEXT_LOST saying that only a new process
    helps; if the driver recovered, the lost flag is cleared.
    Not ended by a reset: pinned host buffers of a CUDACORE_MR_PINNED
    resource (host memory, not the device's; the driver frees them with the
    context they were allocated in): free them before resetting the device
    whose context made them.
    To survive a faulting kernel, run the GPU work in a child process, and
    start a new one after a fault (examples/fault_recovery.c).
    THREAD SAFETY: cudacore_device_reset must not race any other call on the
    device's objects or contexts (order them as a destroy is ordered with
    the uses of its object): a call on them from another thread during the
    reset may reach a destroyed driver object. Calls on other devices'
    objects may run concurrently (the reset touches nothing of theirs).
    cudacore_device_health may be called from any thread at any time.
*/
/* A device's health (cudacore_device_health). */
typedef struct cudacore_device_health_info {
    int usable;              /* 1: the device takes work */
    int lost;                /* 1: a sticky error lost this process's GPU contexts (every device says so) */
    int probed;              /* 1: the driver was asked (a context of the device was there to ask in) */
    cudacore_result result;  /* CUDACORE_SUCCESS when usable, else what calls on the device return */
    int native_code;         /* the sticky CUresult, 0 when usable */
    int reported_on;         /* the device of the thread that met the error (-1: unknown) */
    char call[64];           /* the driver function that reported it ("" when usable) */
    char why[256];           /* a sentence for a human ("" when usable) */
} cudacore_device_health_info;

/* Whether device takes work, and if not why; queues no work. Returns
   CUDACORE_SUCCESS when it could tell (info says the rest). */
CUDACORE_API cudacore_result cudacore_device_health(int device, cudacore_device_health_info *info);
/* Ends every cudacore object of device and resets its primary context (see
   above). CUDACORE_ERROR_CONTEXT_LOST when the device is still lost after
   it (the driver allows no recovery in the process). */
CUDACORE_API cudacore_result cudacore_device_reset(int device);
