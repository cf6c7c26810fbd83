/*
    STREAMS AND EVENTS
    ==================
    Streams are non-blocking by default (as cuda.core); cudacore_stream_legacy()
    and cudacore_stream_per_thread() are handles for the default streams.
    Events have timing OFF by default (timing costs ~10x per record/sync).
    Stream-ordered calls take an explicit stream; a {0} stream is an error.
*/
/* cudacore_stream_desc: all zero means defaults.
     blocking   0: CU_STREAM_NON_BLOCKING (no implicit sync with the legacy
                default stream, as cuda.core); 1: a blocking stream
     priority   0: the default (lowest) priority. Lower numbers are higher
                priorities; the valid range is cudacore_stream_priority_range()
                and a value outside it is CUDACORE_ERROR_INVALID_ARGUMENT.
     name       NULL; else the name profilers show for the stream (NVTX,
                see PROFILING)
   The stream belongs to the calling thread's current context (see CONTEXTS). */
typedef struct cudacore_stream_desc {
    int blocking;
    int priority;
    const char *name;
} cudacore_stream_desc;

/* The current device's priority range: least (normally 0) and greatest (the
   highest priority, a negative number such as -5). Either may be NULL. */
CUDACORE_API cudacore_result cudacore_stream_priority_range(int *least, int *greatest);
/* Creates an owned stream on the current device (desc NULL: defaults). */
CUDACORE_API cudacore_result cudacore_stream_create(const cudacore_stream_desc *desc, cudacore_stream *out);
/* Wraps a foreign CUstream without owning it: destroy releases only the
   handle. Its device, flags and priority are read from the driver once. */
CUDACORE_API cudacore_result cudacore_stream_wrap(cudacore_CUstream native, cudacore_stream *out);
/* Destroys an owned stream (pending work still completes, as in
   cuStreamDestroy) or releases a wrapped one. The legacy and per-thread
   handles are never destroyed: destroying them is a successful no-op. */
CUDACORE_API cudacore_result cudacore_stream_destroy(cudacore_stream s);
/* The legacy (CU_STREAM_LEGACY) and per-thread (CU_STREAM_PER_THREAD)
   default streams of the calling thread's current context, as handles usable
   everywhere a stream is taken. Constant; need no setup. Which device's
   default stream a call uses is decided at the call: the thread's current
   device's (see MULTIPLE DEVICES). */
CUDACORE_API cudacore_stream cudacore_stream_legacy(void);
CUDACORE_API cudacore_stream cudacore_stream_per_thread(void);
/* Blocks until all work queued on s is done. */
CUDACORE_API cudacore_result cudacore_stream_synchronize(cudacore_stream s);
/* *done = 1 if all work on s is finished, 0 if not (never NOT_READY). */
CUDACORE_API cudacore_result cudacore_stream_query(cudacore_stream s, int *done);
/* Work queued on s after this call waits for the event's last record (the
   event may belong to another device). */
CUDACORE_API cudacore_result cudacore_stream_wait_event(cudacore_stream s, cudacore_event e);
/* Work queued on s after this call waits for all work queued on `other` so
   far (a temporary timing-disabled event is recorded on `other`). */
CUDACORE_API cudacore_result cudacore_stream_wait_stream(cudacore_stream s, cudacore_stream other);
/* Queues fn(user_data) on s (cuLaunchHostFunc). fn must not call CUDA. */
CUDACORE_API cudacore_result cudacore_stream_launch_host_func(cudacore_stream s, cudacore_CUhostFn fn, void *user_data);
CUDACORE_API cudacore_result cudacore_stream_native(cudacore_stream s, cudacore_CUstream *out);

typedef struct cudacore_stream_info {
    cudacore_CUstream native;
    unsigned int flags;       /* CU_STREAM_* flags as the driver reports them */
    int blocking;             /* 1 unless CU_STREAM_NON_BLOCKING */
    int priority;
    int device;               /* ordinal */
    cudacore_CUcontext context;
    int owned;                /* 1: created by cudacore_stream_create */
} cudacore_stream_info;
/* Flags, priority, device and context (queried from the driver). */
CUDACORE_API cudacore_result cudacore_stream_get_info(cudacore_stream s, cudacore_stream_info *info);

/* cudacore_event_desc: all zero means defaults.
     enable_timing  0: CU_EVENT_DISABLE_TIMING. A timing event costs about
                    10x more to record and synchronise, so it is opt-in.
     blocking_sync  0: synchronize spins; 1: CU_EVENT_BLOCKING_SYNC (yields)
     ipc            0; 1: CU_EVENT_INTERPROCESS, exportable with
                    cudacore_event_ipc_export. Cannot be combined with timing.
     name           NULL; else the name profilers show for it (NVTX)
   The event belongs to the calling thread's current context (see CONTEXTS). */
typedef struct cudacore_event_desc {
    int enable_timing;
    int blocking_sync;
    int ipc;
    const char *name;
} cudacore_event_desc;

CUDACORE_API cudacore_result cudacore_event_create(const cudacore_event_desc *desc, cudacore_event *out);
/* Records e on s (hot path: one lookup each, one driver call). The stream
   must belong to the event's device (else CUDACORE_ERROR_DEVICE_MISMATCH).
   Records of one event from several threads: the last to reach the driver
   is the one that waits and times. */
CUDACORE_API cudacore_result cudacore_event_record(cudacore_event e, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_event_synchronize(cudacore_event e);
/* *done = 1 if the work before the last record is finished (or it was never
   recorded), else 0. */
CUDACORE_API cudacore_result cudacore_event_query(cudacore_event e, int *done);
/* Milliseconds between two recorded, completed timing events. Distinct
   errors: CUDACORE_ERROR_TIMING_DISABLED (either lacks enable_timing),
   CUDACORE_ERROR_EVENT_NOT_RECORDED (either was never recorded),
   CUDACORE_ERROR_NOT_READY (either has not completed yet). */
CUDACORE_API cudacore_result cudacore_event_elapsed_ms(cudacore_event start, cudacore_event end, float *ms);
CUDACORE_API cudacore_result cudacore_event_destroy(cudacore_event e);
CUDACORE_API cudacore_result cudacore_event_native(cudacore_event e, cudacore_CUevent *out);

typedef struct cudacore_event_info {
    cudacore_CUevent native;
    int device;
    int timing, blocking_sync, ipc;
    int imported;             /* opened from another process's IPC handle */
} cudacore_event_info;
CUDACORE_API cudacore_result cudacore_event_get_info(cudacore_event e, cudacore_event_info *info);

/* Interprocess events. Export works only for an event created with ipc = 1
   (else CUDACORE_ERROR_INVALID_ARGUMENT). The 64 bytes may be sent to another
   process on the same machine, which opens them with
   cudacore_event_ipc_import; both sides may then record, wait and sync. */
typedef struct cudacore_event_ipc_handle {
    unsigned char bytes[64];
} cudacore_event_ipc_handle;
CUDACORE_API cudacore_result cudacore_event_ipc_export(cudacore_event e, cudacore_event_ipc_handle *out);
/* Opens an exported event on the current device (it is an ipc, timing-
   disabled event; destroy closes it). */
CUDACORE_API cudacore_result cudacore_event_ipc_import(const cudacore_event_ipc_handle *handle, cudacore_event *out);
