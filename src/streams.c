/* The default streams have fixed ids that no pool slot can carry (slot index
   beyond the last chunk), so they resolve without a lookup. */
#define CUDACORE__STREAM_LEGACY_ID (((uint64_t)0xFFFFFFFFu << 32) | ((uint64_t)CUDACORE_OBJECT_STREAM << 24) | 0xFFFFFFu)
#define CUDACORE__STREAM_PTDS_ID (((uint64_t)0xFFFFFFFFu << 32) | ((uint64_t)CUDACORE_OBJECT_STREAM << 24) | 0xFFFFFEu)

typedef struct cudacore__stream_obj {
    cudacore_CUstream native;
    cudacore_CUcontext ctx;      /* its context: calls on the stream are made in it */
    int device;
    int owned;
    struct cudacore__recorder_obj *step; /* a recorder's step that compares or records this stream's calls
                                            (desc.update_changed_nodes, recorders.c), else NULL */
} cudacore__stream_obj;
CUDACORE__FITS_SLOT(cudacore__stream_obj);

typedef struct cudacore__event_obj {
    cudacore_CUevent native;
    cudacore_CUcontext ctx;
    int device;
    int timing, blocking, ipc, imported;
    int recorded;             /* atomic: set by every record */
} cudacore__event_obj;
CUDACORE__FITS_SLOT(cudacore__event_obj);
CUDACORE__STATIC_ASSERT(sizeof(cudacore_CUipcEventHandle_v1) == 64, ipc_event_handle_is_64_bytes);

/* Their lives (cudacore__life): a stream cudacore made is destroyed, a
   wrapped one left to its owner; an event is destroyed in any context (it
   names its own). */
CUDACORE__PRIVATE cudacore_result cudacore__stream_end(void *o, const char *call) {
    const cudacore__stream_obj *so = (const cudacore__stream_obj *)o;
    (void)call;
    return so->owned ? CUDACORE__CU_CALL(cuStreamDestroy, (so->native)) : CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__stream_life = {CUDACORE_OBJECT_STREAM, NULL, NULL, cudacore__stream_end, 0, NULL,
                                                     offsetof(cudacore__stream_obj, native), sizeof(cudacore_CUstream)};
CUDACORE__PRIVATE cudacore_result cudacore__event_end(void *o, const char *call) {
    (void)call;
    return CUDACORE__CU_CALL(cuEventDestroy, (((const cudacore__event_obj *)o)->native));
}
static const cudacore__life cudacore__event_life = {CUDACORE_OBJECT_EVENT, NULL, NULL, cudacore__event_end, 0, NULL,
                                                    offsetof(cudacore__event_obj, native), sizeof(cudacore_CUevent)};

/* A resolved stream: the raw stream, its context and its device (NULL and -1
   for the default streams, which are the calling thread's current context's). */
typedef struct cudacore__strm {
    cudacore_CUstream cs;
    cudacore_CUcontext ctx;
    int device;
} cudacore__strm;
static const cudacore__strm cudacore__strm_legacy = {CUDACORE_CU_STREAM_LEGACY, NULL, -1};
static const cudacore__strm cudacore__strm_ptds = {CUDACORE_CU_STREAM_PER_THREAD, NULL, -1};

/* What a call needs of a stream object: its handle, context and device. */
CUDACORE__HOT_INLINE void cudacore__strm_of(const cudacore__stream_obj *so, cudacore__strm *st) {
    st->cs = so->native;
    st->ctx = so->ctx;
    st->device = so->device;
}

/* A call on a stream whose recorder step compares the stream's calls (see
   recorders.c): calls it cannot compare make the step captured from there. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_uncompared_call(struct cudacore__recorder_obj *ro, const cudacore__strm *st, const char *call);

/* Out of line: a stream with a recorder step under way (so->step), the
   default streams, or the error of a bad stream handle. */
CUDACORE__COLD cudacore_result cudacore__stream_get_other(const cudacore__stream_obj *so, uint64_t id, cudacore__strm *st, const char *call) {
    cudacore_result r;
    if (so) {
        cudacore__strm_of(so, st);
        return cudacore__recorder_uncompared_call(so->step, st, call);
    }
    if (id == CUDACORE__STREAM_LEGACY_ID || id == CUDACORE__STREAM_PTDS_ID) {
        if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
        *st = id == CUDACORE__STREAM_LEGACY_ID ? cudacore__strm_legacy : cudacore__strm_ptds;
        return CUDACORE_SUCCESS;
    }
    return cudacore__bad_handle(CUDACORE_OBJECT_STREAM, id, call);
}
/* Stream id resolved, for a caller that looked it up already (so: what
   cudacore__get returned, NULL when id is no live stream object). */
CUDACORE__HOT_INLINE cudacore_result cudacore__stream_of(const cudacore__stream_obj *so, uint64_t id, cudacore__strm *st, const char *call) {
    if (CUDACORE__UNLIKELY(so == NULL || so->step != NULL)) return cudacore__stream_get_other(so, id, st, call);
    cudacore__strm_of(so, st);
    return CUDACORE_SUCCESS;
}
CUDACORE__HOT_INLINE cudacore_result cudacore__stream_get(uint64_t id, cudacore__strm *st, const char *call) {
    return cudacore__stream_of((const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], id), id, st, call);
}
/* Stream id resolved for the calls a recorder's step compares (launches,
   copies, fills, host functions) and for the recorder itself: *step is the recorder whose
   step is under way on the stream (update_changed_nodes; NULL: none), which
   the call then goes through. */
CUDACORE__HOT_INLINE cudacore_result cudacore__stream_get_step(uint64_t id, cudacore__strm *st, struct cudacore__recorder_obj **step, const char *call) {
    const cudacore__stream_obj *so = (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], id);
    *step = NULL;
    if (CUDACORE__UNLIKELY(so == NULL)) return cudacore__stream_get_other(NULL, id, st, call);
    cudacore__strm_of(so, st);
    *step = so->step;
    return CUDACORE_SUCCESS;
}
/* A driver call on stream st, made in the stream's context. */
#define CUDACORE__CU_ON(r, st, fn, args) CUDACORE__CU_IN_(r, (st).ctx, (st).device, cudacore__PFN_##fn, CUDACORE__DRV_##fn, #fn, args)

/* Work given to a stream as one value -- a 1-D copy, a fill, a host
   function: what cudacore's copies, fills and host functions issue
   (cudacore__stream_op_issue), and what a recorder's step compares with its
   node and issues again (recorders.c). */
typedef enum cudacore__stream_op_kind {
    CUDACORE__OP_DTOH, CUDACORE__OP_HTOD, CUDACORE__OP_COPY,       /* cuMemcpyDtoHAsync, HtoD, cuMemcpyAsync */
    CUDACORE__OP_FILL8, CUDACORE__OP_FILL16, CUDACORE__OP_FILL32,  /* cuMemsetD8Async, D16, D32: count elements */
    CUDACORE__OP_HOST_FUNC                                          /* cuLaunchHostFunc */
} cudacore__stream_op_kind;
typedef struct cudacore__stream_op {
    cudacore__stream_op_kind kind;
    cudacore_CUdeviceptr dst, src; /* (host addresses as integers) */
    size_t count;                  /* bytes; a fill's elements */
    unsigned value;                /* a fill's */
    cudacore_CUhostFn fn;          /* a host function and its argument */
    void *user;
} cudacore__stream_op;
CUDACORE__HOT_INLINE cudacore_result cudacore__stream_op_issue(const cudacore__strm *st, const cudacore__stream_op *m) {
    cudacore_result r;
    switch (m->kind) {
        case CUDACORE__OP_DTOH: CUDACORE__CU_ON(r, *st, cuMemcpyDtoHAsync, ((void *)(uintptr_t)m->dst, m->src, m->count, st->cs)); break;
        case CUDACORE__OP_HTOD: CUDACORE__CU_ON(r, *st, cuMemcpyHtoDAsync, (m->dst, (const void *)(uintptr_t)m->src, m->count, st->cs)); break;
        case CUDACORE__OP_COPY: CUDACORE__CU_ON(r, *st, cuMemcpyAsync, (m->dst, m->src, m->count, st->cs)); break;
        case CUDACORE__OP_FILL8: CUDACORE__CU_ON(r, *st, cuMemsetD8Async, (m->dst, (unsigned char)m->value, m->count, st->cs)); break;
        case CUDACORE__OP_FILL16: CUDACORE__CU_ON(r, *st, cuMemsetD16Async, (m->dst, (unsigned short)m->value, m->count, st->cs)); break;
        case CUDACORE__OP_FILL32: CUDACORE__CU_ON(r, *st, cuMemsetD32Async, (m->dst, m->value, m->count, st->cs)); break;
        default: CUDACORE__CU_ON(r, *st, cuLaunchHostFunc, (st->cs, m->fn, m->user)); break;
    }
    return r;
}
/* Work in a recorder's step that compares or records its calls
   (recorders.c). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_stream_op(struct cudacore__recorder_obj *ro, const cudacore__strm *st, const cudacore__stream_op *m,
                                                               const char *call);
/* m issued on st, or through the recorder step under way there. */
CUDACORE__HOT_INLINE cudacore_result cudacore__stream_op_on(const cudacore__strm *st, struct cudacore__recorder_obj *step, const cudacore__stream_op *m,
                                                           const char *call) {
    if (CUDACORE__UNLIKELY(step != NULL)) return cudacore__recorder_stream_op(step, st, m, call);
    return cudacore__stream_op_issue(st, m);
}

CUDACORE_API cudacore_stream cudacore_stream_legacy(void) {
    cudacore_stream s;
    s.id = CUDACORE__STREAM_LEGACY_ID;
    return s;
}
CUDACORE_API cudacore_stream cudacore_stream_per_thread(void) {
    cudacore_stream s;
    s.id = CUDACORE__STREAM_PTDS_ID;
    return s;
}

CUDACORE_API cudacore_result cudacore_stream_priority_range(int *least, int *greatest) {
    int dev = 0, l = 0, g = 0;
    cudacore_result r;
    if (least) *least = 0;
    if (greatest) *greatest = 0;
    if (!least && !greatest)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_stream_priority_range", "least and greatest are both NULL");
    r = cudacore__current_device(&dev, "cudacore_stream_priority_range");
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuCtxGetStreamPriorityRange, (&l, &g))) != CUDACORE_SUCCESS) return r;
    if (least) *least = l;
    if (greatest) *greatest = g;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_create(const cudacore_stream_desc *desc, cudacore_stream *out) {
    static const char *call = "cudacore_stream_create";
    cudacore_stream_desc d;
    cudacore__stream_obj *so;
    int dev = 0, least = 0, greatest = 0;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.blocking < 0 || d.blocking > 1) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "blocking must be 0 or 1, not %d", d.blocking);
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuCtxGetStreamPriorityRange, (&least, &greatest))) != CUDACORE_SUCCESS) return r;
    if (d.priority > least || d.priority < greatest)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "priority %d is out of range: device %d accepts %d (lowest) to %d (highest); see cudacore_stream_priority_range",
                              d.priority, dev, least, greatest);
    so = (cudacore__stream_obj *)cudacore__object_reserve(&cudacore__stream_life, &id, call);
    if (!so) return cudacore__recorded();
    r = CUDACORE__CU_CALL(cuStreamCreateWithPriority, (&so->native, d.blocking ? 0u : (unsigned)CUDACORE_CU_STREAM_NON_BLOCKING, d.priority));
    if (r == CUDACORE_SUCCESS) {
        so->ctx = cudacore__cur.ctx; /* the thread's current context (cudacore__current_device) */
        so->device = dev;
        so->owned = 1;
        cudacore__nvtx_name(CUDACORE__NVTX_SLOT_NameCuStreamA, so->native, d.name);
    }
    return cudacore__object_publish(&cudacore__stream_life, so, id, r, &out->id);
}

/* The context and device of a raw stream (the device through
   cuStreamGetDevice, else through the context). */
CUDACORE__PRIVATE cudacore_result cudacore__native_stream_place(cudacore_CUstream cs, cudacore_CUcontext *ctx, int *device, const char *call) {
    cudacore_result r;
    cudacore_CUdevice d = 0;
    cudacore_CUresult cr;
    if ((r = CUDACORE__CU_CALL(cuStreamGetCtx, (cs, ctx))) != CUDACORE_SUCCESS) return r;
    cr = CUDACORE__CU(cuStreamGetDevice)(cs, &d);
    if ((int)cr == 0) {
        *device = (int)d;
        return CUDACORE_SUCCESS;
    }
    cudacore__err.stub_pending = 0;
    if ((r = CUDACORE__CU_CALL(cuCtxPushCurrent, (*ctx))) != CUDACORE_SUCCESS) return r;
    cr = CUDACORE__CU(cuCtxGetDevice)(&d);
    cudacore__pop_device();
    if ((int)cr != 0) return cudacore__cu_fail(cr, "cuCtxGetDevice", __LINE__);
    (void)call;
    *device = (int)d;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_wrap(cudacore_CUstream native, cudacore_stream *out) {
    static const char *call = "cudacore_stream_wrap";
    cudacore__stream_obj *so;
    cudacore_CUcontext ctx = NULL;
    uint64_t id = 0;
    int dev = -1;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    if (native == NULL || native == CUDACORE_CU_STREAM_LEGACY || native == CUDACORE_CU_STREAM_PER_THREAD)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "native is a default stream: use cudacore_stream_legacy() or cudacore_stream_per_thread()");
    r = cudacore__native_stream_place(native, &ctx, &dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    so = (cudacore__stream_obj *)cudacore__object_reserve(&cudacore__stream_life, &id, call);
    if (!so) return cudacore__recorded();
    so->native = native;
    so->ctx = ctx;
    so->device = dev;
    so->owned = 0;
    return cudacore__object_publish(&cudacore__stream_life, so, id, CUDACORE_SUCCESS, &out->id);
}

CUDACORE_API cudacore_result cudacore_stream_destroy(cudacore_stream s) {
    if (s.id == CUDACORE__STREAM_LEGACY_ID || s.id == CUDACORE__STREAM_PTDS_ID) return CUDACORE_SUCCESS;
    return cudacore__object_destroy(&cudacore__stream_life, s.id, "cudacore_stream_destroy");
}

CUDACORE_API cudacore_result cudacore_stream_synchronize(cudacore_stream s) {
    cudacore_result r;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, "cudacore_stream_synchronize")) != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_ON(r, st, cuStreamSynchronize, (st.cs));
    return r;
}

/* The query of stream cs, or of event ev when it is not NULL, made in
   context ctx of device: *done = 1 when the work is complete, left 0 when
   the driver answers CUDA_ERROR_NOT_READY. The one query of
   cudacore_stream_query and cudacore_event_query. */
CUDACORE__PRIVATE cudacore_result cudacore__query(cudacore_CUcontext ctx, int device, cudacore_CUstream cs, cudacore_CUevent ev, int *done,
                                                  const char *call) {
    cudacore_CUresult cr;
    int pushed = 0;
    cudacore_result r = cudacore__enter(&ctx, device, &pushed, call);
    if (r != CUDACORE_SUCCESS) return r;
    cr = ev ? CUDACORE__CU(cuEventQuery)(ev) : CUDACORE__CU(cuStreamQuery)(cs); /* answers in any context: no retry needed */
    if (pushed) cudacore__pop_device();
    if ((int)cr == 600) return CUDACORE_SUCCESS; /* CUDA_ERROR_NOT_READY */
    if ((int)cr != 0) return cudacore__cu_fail(cr, ev ? "cuEventQuery" : "cuStreamQuery", __LINE__);
    *done = 1;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_query(cudacore_stream s, int *done) {
    static const char *call = "cudacore_stream_query";
    cudacore__strm st = {NULL, NULL, -1};
    cudacore_result r;
    if (!done) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "done is NULL");
    *done = 0;
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__query(st.ctx, st.device, st.cs, NULL, done, call);
}

/* Another device's event is allowed: the wait crosses devices. */
CUDACORE_API cudacore_result cudacore_stream_wait_event(cudacore_stream s, cudacore_event e) {
    cudacore_result r;
    cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, e.id, "cudacore_stream_wait_event");
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, "cudacore_stream_wait_event")) != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_ON(r, st, cuStreamWaitEvent, (st.cs, eo->native, 0));
        if (r != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

/* The temporary event is made and recorded in other's context, waited for
   in s's (they may be different devices). */
CUDACORE_API cudacore_result cudacore_stream_wait_stream(cudacore_stream s, cudacore_stream other) {
    static const char *call = "cudacore_stream_wait_stream";
    cudacore_CUevent ev = NULL;
    int pushed = 0;
    cudacore_result r;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    {
        cudacore__strm so = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(other.id, &so, call)) != CUDACORE_SUCCESS) return r;
        if (st.cs == so.cs) return CUDACORE_SUCCESS;
        r = cudacore__enter(&so.ctx, so.device, &pushed, call);
        if (r != CUDACORE_SUCCESS) return r;
        r = CUDACORE__CU_CALL(cuEventCreate, (&ev, (unsigned)CUDACORE_CU_EVENT_DISABLE_TIMING));
        if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuEventRecord, (ev, so.cs));
        if (pushed) cudacore__pop_device();
    }
    if (r == CUDACORE_SUCCESS) CUDACORE__CU_ON(r, st, cuStreamWaitEvent, (st.cs, ev, 0));
    if (ev) CUDACORE__CLEANUP(CUDACORE__CU(cuEventDestroy)(ev)); /* released once the wait no longer needs it */
    return r;
}

CUDACORE_API cudacore_result cudacore_stream_launch_host_func(cudacore_stream s, cudacore_CUhostFn fn, void *user_data) {
    cudacore_result r;
    if (!fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_stream_launch_host_func", "fn is NULL");
    {
        cudacore__strm st = {NULL, NULL, -1};
        struct cudacore__recorder_obj *step;
        cudacore__stream_op m;
        if ((r = cudacore__stream_get_step(s.id, &st, &step, "cudacore_stream_launch_host_func")) != CUDACORE_SUCCESS) return r;
        memset(&m, 0, sizeof m);
        m.kind = CUDACORE__OP_HOST_FUNC;
        m.fn = fn;
        m.user = user_data;
        return cudacore__stream_op_on(&st, step, &m, "cudacore_stream_launch_host_func");
    }
}

/* (Not cudacore__object_native: the default streams have no object.) */
CUDACORE_API cudacore_result cudacore_stream_native(cudacore_stream s, cudacore_CUstream *out) {
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_stream_native", "out is NULL");
    *out = NULL;
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, "cudacore_stream_native")) != CUDACORE_SUCCESS) return r;
        *out = st.cs;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_get_info(cudacore_stream s, cudacore_stream_info *info) {
    static const char *call = "cudacore_stream_get_info";
    cudacore_result r;
    cudacore__stream_obj *so;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "info is NULL");
    memset(info, 0, sizeof *info);
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
        so = (cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id);
        if (st.device < 0) {
            r = cudacore__current_device(&st.device, call);
            if (r != CUDACORE_SUCCESS) return r;
        }
        info->native = st.cs;
        info->owned = so ? so->owned : 0;
        info->device = st.device;
        CUDACORE__CU_ON(r, st, cuStreamGetFlags, (st.cs, &info->flags));
        if (r != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_ON(r, st, cuStreamGetPriority, (st.cs, &info->priority));
        if (r != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_ON(r, st, cuStreamGetCtx, (st.cs, &info->context));
        if (r != CUDACORE_SUCCESS) return r;
    }
    info->blocking = (info->flags & (unsigned)CUDACORE_CU_STREAM_NON_BLOCKING) ? 0 : 1;
    return CUDACORE_SUCCESS;
}

/*--- events ---*/
CUDACORE_API cudacore_result cudacore_event_create(const cudacore_event_desc *desc, cudacore_event *out) {
    static const char *call = "cudacore_event_create";
    cudacore_event_desc d;
    cudacore__event_obj *eo;
    unsigned flags = 0;
    uint64_t id = 0;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.ipc && d.enable_timing)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "an IPC event cannot have timing enabled (CUDA requires CU_EVENT_DISABLE_TIMING)");
    if (!d.enable_timing) flags |= (unsigned)CUDACORE_CU_EVENT_DISABLE_TIMING;
    if (d.blocking_sync) flags |= (unsigned)CUDACORE_CU_EVENT_BLOCKING_SYNC;
    if (d.ipc) flags |= (unsigned)CUDACORE_CU_EVENT_INTERPROCESS;
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    eo = (cudacore__event_obj *)cudacore__object_reserve(&cudacore__event_life, &id, call);
    if (!eo) return cudacore__recorded();
    r = CUDACORE__CU_CALL(cuEventCreate, (&eo->native, flags));
    if (r == CUDACORE_SUCCESS) {
        eo->ctx = cudacore__cur.ctx;
        eo->device = dev;
        eo->timing = d.enable_timing != 0;
        eo->blocking = d.blocking_sync != 0;
        eo->ipc = d.ipc != 0;
        cudacore__nvtx_name(CUDACORE__NVTX_SLOT_NameCuEventA, eo->native, d.name);
    }
    return cudacore__object_publish(&cudacore__event_life, eo, id, r, &out->id);
}

/* The stream must be of the event's context (CUDA records an event only on
   its own context's streams): else CUDACORE_ERROR_DEVICE_MISMATCH. */
CUDACORE_API cudacore_result cudacore_event_record(cudacore_event e, cudacore_stream s) {
    cudacore_result r;
    cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, e.id, "cudacore_event_record");
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, "cudacore_event_record")) != CUDACORE_SUCCESS) return r;
        if (CUDACORE__UNLIKELY(st.ctx && st.ctx != eo->ctx && eo->ctx)) {
            if (st.device != eo->device) return cudacore__mismatch("cudacore_event_record", "the event", eo->device, "the stream", st.device);
            return CUDACORE__FAIL(CUDACORE_ERROR_DEVICE_MISMATCH, "cudacore_event_record",
                                  "the event and the stream belong to different contexts of device %d (create the event with the stream's context current)",
                                  st.device);
        }
        CUDACORE__CU_ON(r, st, cuEventRecord, (eo->native, st.cs));
        if (r != CUDACORE_SUCCESS) return r;
    }
    if (!eo->recorded) cudacore__store32(&eo->recorded, 1);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_synchronize(cudacore_event e) {
    cudacore_result r;
    cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, e.id, "cudacore_event_synchronize");
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    CUDACORE__CU_IN(r, eo->ctx, eo->device, cuEventSynchronize, (eo->native));
    return r;
}

CUDACORE_API cudacore_result cudacore_event_query(cudacore_event e, int *done) {
    static const char *call = "cudacore_event_query";
    const cudacore__event_obj *eo;
    if (!done) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "done is NULL");
    *done = 0;
    eo = (const cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, e.id, call);
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    return cudacore__query(eo->ctx, eo->device, NULL, eo->native, done, call);
}

CUDACORE_API cudacore_result cudacore_event_elapsed_ms(cudacore_event start, cudacore_event end, float *ms) {
    static const char *call = "cudacore_event_elapsed_ms";
    cudacore_CUresult cr;
    if (!ms) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ms is NULL");
    *ms = 0.0f;
    {
        cudacore__event_obj *a = (cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, start.id, call);
        if (!a) return CUDACORE_ERROR_INVALID_HANDLE;
        {
            cudacore__event_obj *b = (cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, end.id, call);
            if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
            if (!a->timing || !b->timing)
                return CUDACORE__FAIL(CUDACORE_ERROR_TIMING_DISABLED, call, "the %s event was created without enable_timing",
                                      !a->timing ? "start" : "end");
            if (!cudacore__load32(&a->recorded) || !cudacore__load32(&b->recorded))
                return CUDACORE__FAIL(CUDACORE_ERROR_EVENT_NOT_RECORDED, call, "the %s event has never been recorded",
                                      !cudacore__load32(&a->recorded) ? "start" : "end");
            {
                cudacore_CUcontext ctx = a->ctx;
                int pushed = 0;
                cudacore_result r = cudacore__enter(&ctx, a->device, &pushed, call);
                if (r != CUDACORE_SUCCESS) return r;
                cr = CUDACORE__CU(cuEventElapsedTime)(ms, a->native, b->native);
                if (pushed) cudacore__pop_device();
            }
        }
    }
    if ((int)cr == 600) {
        *ms = 0.0f;
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_READY, call, "an event has not completed yet: synchronize the end event first");
    }
    if ((int)cr != 0) {
        *ms = 0.0f;
        return cudacore__cu_fail(cr, "cuEventElapsedTime", __LINE__);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_destroy(cudacore_event e) {
    return cudacore__object_destroy(&cudacore__event_life, e.id, "cudacore_event_destroy");
}

CUDACORE_API cudacore_result cudacore_event_native(cudacore_event e, cudacore_CUevent *out) {
    return cudacore__object_native(&cudacore__event_life, e.id, out, "cudacore_event_native");
}

CUDACORE_API cudacore_result cudacore_event_get_info(cudacore_event e, cudacore_event_info *info) {
    const cudacore__event_obj *eo =
        (const cudacore__event_obj *)cudacore__object_info(CUDACORE_OBJECT_EVENT, e.id, info, sizeof *info, "cudacore_event_get_info");
    if (!eo) return cudacore__recorded();
    info->native = eo->native;
    info->device = eo->device;
    info->timing = eo->timing;
    info->blocking_sync = eo->blocking;
    info->ipc = eo->ipc;
    info->imported = eo->imported;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_ipc_export(cudacore_event e, cudacore_event_ipc_handle *out) {
    cudacore_result r;
    static const char *call = "cudacore_event_ipc_export";
    cudacore_CUipcEventHandle_v1 h;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    {
        cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, e.id, call);
        if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!eo->ipc)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "the event was created without the IPC option: create it with cudacore_event_desc.ipc = 1 to share it across processes");
        memset(&h, 0, sizeof h);
        CUDACORE__CU_IN(r, eo->ctx, eo->device, cuIpcGetEventHandle, (&h, eo->native));
        if (r != CUDACORE_SUCCESS) return r;
    }
    memcpy(out->bytes, &h, 64);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_ipc_import(const cudacore_event_ipc_handle *handle, cudacore_event *out) {
    static const char *call = "cudacore_event_ipc_import";
    cudacore__event_obj *eo;
    cudacore_CUipcEventHandle_v1 h;
    uint64_t id = 0;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!handle) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "handle is NULL");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    memcpy(&h, handle->bytes, 64);
    eo = (cudacore__event_obj *)cudacore__object_reserve(&cudacore__event_life, &id, call);
    if (!eo) return cudacore__recorded();
    r = CUDACORE__CU_CALL(cuIpcOpenEventHandle, (&eo->native, h));
    if (r == CUDACORE_SUCCESS) {
        eo->ctx = cudacore__cur.ctx;
        eo->device = dev;
        eo->ipc = 1;
        eo->imported = 1;
        eo->recorded = 1; /* the exporter may have recorded it */
    }
    return cudacore__object_publish(&cudacore__event_life, eo, id, r, &out->id);
}
