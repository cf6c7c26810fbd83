/*--- the device's health ---*/
/* Fills *info from the process's lost flag (set: 1). */
CUDACORE__PRIVATE int cudacore__health_lost(cudacore_device_health_info *info) {
    const char *name = NULL;
    if (cudacore__load64(&cudacore__g.lost) != 2) return 0;
    info->lost = 1;
    info->result = CUDACORE_ERROR_CONTEXT_LOST;
    info->native_code = cudacore__g.lost_code;
    info->reported_on = cudacore__g.lost_device;
    cudacore__copy(info->call, sizeof info->call, cudacore__g.lost_call);
    if ((int)CUDACORE__CU(cuGetErrorName)((cudacore_CUresult)info->native_code, &name) != 0) name = NULL;
    snprintf(info->why, sizeof info->why,
             "%s returned %s (%d), a sticky error: the GPU contexts of this process are lost, on every device; only a new process can use "
             "the GPU again",
             info->call, name ? name : "CUDA_ERROR_?", info->native_code);
    return 1;
}

/* Asks the driver, in device's primary context when cudacore has retained
   it, whether it still takes calls (cuCtxGetStreamPriorityRange: no work
   queued); a sticky answer sets the lost flag. */
CUDACORE__PRIVATE void cudacore__health_probe(int device, cudacore_device_health_info *info) {
    cudacore_CUcontext ctx = cudacore__primary_ctx(device), popped = NULL;
    int least = 0, greatest = 0, r;
    if (!ctx) return; /* never used by cudacore: nothing to ask in, and retaining a context is no cheap probe */
    info->probed = 1;
    r = (int)CUDACORE__CU(cuCtxPushCurrent)(ctx);
    if (r == 0) {
        r = (int)CUDACORE__CU(cuCtxGetStreamPriorityRange)(&least, &greatest);
        (void)CUDACORE__CU(cuCtxPopCurrent)(&popped);
    }
    if (r != 0 && cudacore__sticky(r)) cudacore__lost_record(r, "cuCtxGetStreamPriorityRange", device);
    if (r == 0 || cudacore__health_lost(info)) return;
    info->result = cudacore__map_cu(r);
    info->native_code = r;
    info->reported_on = device;
    cudacore__copy(info->call, sizeof info->call, "cuCtxGetStreamPriorityRange");
    snprintf(info->why, sizeof info->why, "cuCtxGetStreamPriorityRange in the device's primary context returned %d", r);
}

CUDACORE_API cudacore_result cudacore_device_health(int device, cudacore_device_health_info *info) {
    static const char call[] = "cudacore_device_health";
    cudacore_result r;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "info is NULL");
    memset(info, 0, sizeof *info);
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    info->reported_on = -1;
    if (!cudacore__health_lost(info)) cudacore__health_probe(device, info);
    info->usable = info->result == CUDACORE_SUCCESS;
    return CUDACORE_SUCCESS;
}

/*--- the device's reset ---*/
/* Whether ctx is one of device's contexts that cudacore knows: its primary
   context, or a user or green context made through cudacore. */
CUDACORE__PRIVATE int cudacore__reset_ctx_of(cudacore_CUcontext ctx, int device) {
    cudacore__pool *p = &cudacore__g.pools[CUDACORE_OBJECT_CONTEXT];
    uint32_t i, used = cudacore__loadu32(&p->used);
    if (!ctx) return 0;
    if (ctx == cudacore__primary_ctx(device)) return 1;
    for (i = 0; i < used; i++) {
        cudacore__slot *s = cudacore__pool_slot(p, i);
        const cudacore__context_obj *co = (const cudacore__context_obj *)(s + 1);
        if (s && cudacore__load64(&s->id) && co->ctx == ctx) return co->device == device;
    }
    return 0;
}

/* The kinds' own steps before a reset ends one of their objects (o, of
   device): 0 leaves it live, 1 ends it, 2 ends its handle only (its life's
   end not run). */
CUDACORE__PRIVATE int cudacore__reset_context(void *o, int device) {
    (void)device;
    return ((const cudacore__context_obj *)o)->kind == CUDACORE_CONTEXT_PRIMARY ? 2 : 1; /* (the primary one: reset below, never destroyed) */
}
CUDACORE__PRIVATE int cudacore__reset_recorder(void *o, int device) {
    return cudacore__reset_ctx_of(((const cudacore__recorder_obj *)o)->ctx, device);
}
CUDACORE__PRIVATE int cudacore__reset_comm(void *o, int device) {
    (void)device;
    CUDACORE__CLEANUP((void)cudacore__comm_abort((cudacore__comm_obj *)o));
    return 1;
}
/* A buffer's memory is released as its free would (a pool's, a user
   resource's, virtual memory and its host-side record, a DLPack tensor's
   deleter), on the legacy stream of the device's primary context; a
   graphics mapping's buffer is its resource's, ended with it. */
CUDACORE__PRIVATE int cudacore__reset_buffer(void *o, int device) {
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)o;
    cudacore__strm st;
    if (b->free_method == CUDACORE__FREE_MAPPING) return 0;
    st.cs = CUDACORE_CU_STREAM_LEGACY;
    st.ctx = cudacore__primary_ctx(device);
    st.device = device;
    CUDACORE__CLEANUP((void)cudacore__buffer_release_memory(b, &st, "cudacore_device_reset"));
    return 1;
}
/* A library's kernel (context-independent) stays, its function in the
   reset context dropped: launches there resolve the CUkernel again. A
   module's kernel is of the reset context: ended. */
CUDACORE__PRIVATE int cudacore__reset_kernel(void *o, int device) {
    cudacore__kernel_obj *k = (cudacore__kernel_obj *)o;
    if (!k->kernel) return 1;
    if (cudacore__reset_ctx_of(k->ctx, device)) {
        k->ctx_func = NULL;
        k->ctx = NULL;
    }
    return 0;
}

/* Each kind of object a device holds, in the order a reset ends them (an
   object before what it uses): its life, where its device is (SIZE_MAX:
   the step decides alone) and its own step (NULL: none). */
typedef struct cudacore__reset_kind {
    const cudacore__life *life;
    size_t device_at;
    int (*step)(void *o, int device);
} cudacore__reset_kind;
static const cudacore__reset_kind cudacore__reset_kinds[] = {
    {&cudacore__recorder_life, SIZE_MAX, cudacore__reset_recorder},
    {&cudacore__graph_exec_life, offsetof(cudacore__graph_exec_obj, device), NULL},
    {&cudacore__graph_life, offsetof(cudacore__graph_obj, device), NULL},
    {&cudacore__texture_life, offsetof(cudacore__texture_obj, device), NULL},
    {&cudacore__surface_life, offsetof(cudacore__surface_obj, device), NULL},
    {&cudacore__comm_life, offsetof(cudacore__comm_obj, device), cudacore__reset_comm},
    {&cudacore__external_semaphore_life, offsetof(cudacore__external_semaphore_obj, device), NULL},
    {&cudacore__external_memory_life, offsetof(cudacore__external_memory_obj, device), NULL},
    {&cudacore__graphics_life, offsetof(cudacore__graphics_obj, device), NULL},
    {&cudacore__buffer_life, offsetof(cudacore__buffer_obj, device), cudacore__reset_buffer},
    {&cudacore__kernel_life, offsetof(cudacore__kernel_obj, device), cudacore__reset_kernel},
    {&cudacore__mr_life, offsetof(cudacore__mr_obj, device), NULL},
    {&cudacore__event_life, offsetof(cudacore__event_obj, device), NULL},
    {&cudacore__stream_life, offsetof(cudacore__stream_obj, device), NULL},
    {&cudacore__mipmap_life, offsetof(cudacore__mipmap_obj, device), NULL},
    {&cudacore__array_life, offsetof(cudacore__array_obj, device), NULL},
    {&cudacore__context_life, offsetof(cudacore__context_obj, device), cudacore__reset_context},
};

/* Ends every live object of kind t that belongs to device; their count. */
CUDACORE__PRIVATE uint32_t cudacore__reset_objects(const cudacore__reset_kind *t, int device, const char *call) {
    cudacore__pool *p = &cudacore__g.pools[t->life->kind];
    uint32_t i, n = 0, used = cudacore__loadu32(&p->used);
    for (i = 0; i < used; i++) {
        cudacore__slot *s = cudacore__pool_slot(p, i);
        void *o = s ? (void *)(s + 1) : NULL;
        int dev, how;
        if (!o || !cudacore__load64(&s->id)) continue;
        if (t->device_at != SIZE_MAX) {
            memcpy(&dev, (const char *)o + t->device_at, sizeof dev);
            if (dev != device) continue;
        }
        if ((how = t->step ? t->step(o, device) : 1) == 0) continue;
        n += (uint32_t)cudacore__object_invalidate(t->life, o, how == 1, call);
    }
    return n;
}

/* After the reset of a device that a sticky error had lost: CUDACORE_SUCCESS
   (the lost flag cleared) when the driver takes calls there again, else
   CUDACORE_ERROR_CONTEXT_LOST saying that only a new process helps. */
CUDACORE__PRIVATE cudacore_result cudacore__reset_probe(int device, const char *call) {
    cudacore_device_health_info h;
    cudacore_CUcontext ctx = NULL;
    int code = cudacore__g.lost_code;
    cudacore__store64(&cudacore__g.lost, 0); /* (asked afresh: a sticky answer sets it again) */
    memset(&h, 0, sizeof h);
    CUDACORE__CLEANUP((void)cudacore__primary(device, &ctx, call));
    if (cudacore__primary_ctx(device)) cudacore__health_probe(device, &h);
    if (h.probed && h.result == CUDACORE_SUCCESS) return CUDACORE_SUCCESS;
    if (cudacore__load64(&cudacore__g.lost) != 2) cudacore__lost_record(code, call, device);
    return CUDACORE__FAIL(CUDACORE_ERROR_CONTEXT_LOST, call,
                          "device %d was reset and its objects ended, but the driver still fails there (%d): after a sticky error it allows no "
                          "recovery inside the process: end the process and start a new one (examples/fault_recovery.c)",
                          device, h.native_code ? h.native_code : code);
}

CUDACORE_API cudacore_result cudacore_device_reset(int device) {
    static const char call[] = "cudacore_device_reset";
    cudacore_result r;
    size_t t;
    int was_lost = cudacore__load64(&cudacore__g.lost) != 0;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    for (t = 0; t < sizeof cudacore__reset_kinds / sizeof cudacore__reset_kinds[0]; t++) cudacore__reset_objects(&cudacore__reset_kinds[t], device, call);
    cudacore__lock(&cudacore__setup_lock);
    CUDACORE__CLEANUP((void)CUDACORE__CU_CALL(cuDevicePrimaryCtxReset, ((cudacore_CUdevice)device))); /* (whoever else holds it) */
    if (cudacore__g.primary[device]) { /* the reset keeps retains: cudacore's is given back, the next use retains anew */
        CUDACORE__CLEANUP((void)CUDACORE__CU_CALL(cuDevicePrimaryCtxRelease, ((cudacore_CUdevice)device)));
        cudacore__storeptr(&cudacore__g.primary[device], NULL);
    }
    cudacore__unlock(&cudacore__setup_lock);
    if (was_lost) return cudacore__reset_probe(device, call);
    if (cudacore__tracked() && cudacore__cur.device == device) { /* this thread's device: its context made again, and current */
        cudacore__cur.gen = 0;
        return cudacore__make_current(device, call);
    }
    return CUDACORE_SUCCESS;
}
