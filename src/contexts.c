typedef struct cudacore__context_obj {
    cudacore_CUcontext ctx;      /* what calls make current (a green context's: cuCtxFromGreenCtx's) */
    cudacore_CUgreenCtx green;   /* green contexts */
    int device;
    cudacore_context_kind kind;
    unsigned int sm_count;
} cudacore__context_obj;
CUDACORE__FITS_SLOT(cudacore__context_obj);

/* The handle of each device's primary context, made on first use. */
static struct {
    uint64_t id;
    int gen;
} cudacore__primary_handle[CUDACORE__MAX_DEVICES];

CUDACORE__PRIVATE uint64_t cudacore__primary_handle_get(int device) {
    uint64_t id = cudacore__load64(&cudacore__primary_handle[device].id);
    if (id && cudacore__primary_handle[device].gen == cudacore__setup_gen && cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_CONTEXT], id))
        return id;
    return 0;
}

/* How many live streams or events belong to context ctx (a scan: for destroy only). */
CUDACORE__PRIVATE uint32_t cudacore__objects_in(cudacore_object_kind kind, cudacore_CUcontext ctx) {
    cudacore__pool *p = &cudacore__g.pools[kind];
    uint32_t c, i, n = 0;
    for (c = 0; c < CUDACORE__MAX_CHUNKS; c++) {
        char *chunk = (char *)cudacore__loadptr((void *const *)&CUDACORE__CHUNK(p, c));
        if (!chunk) break;
        for (i = 0; i < CUDACORE__CHUNK_SLOTS; i++) {
            cudacore__slot *sl = (cudacore__slot *)(chunk + (size_t)i * p->slot_size);
            if (!cudacore__load64(&sl->id)) continue;
            if (kind == CUDACORE_OBJECT_STREAM ? ((cudacore__stream_obj *)(sl + 1))->ctx == ctx : ((cudacore__event_obj *)(sl + 1))->ctx == ctx) n++;
        }
    }
    return n;
}

/* Its life (cudacore__life): a device's primary context is cudacore's,
   which a destroy leaves alone; a context with streams or events refuses it
   (the driver would leave them dangling, their calls failing, or leak
   them). Its end falls back, on a thread whose current context it was, to
   the device's primary one, and ends the handle even when the driver's
   destroy fails. */
CUDACORE__PRIVATE cudacore_result cudacore__context_check(const void *o, int *spare, const char *call) {
    const cudacore__context_obj *co = (const cudacore__context_obj *)o;
    uint32_t ns, ne;
    *spare = co->kind == CUDACORE_CONTEXT_PRIMARY;
    if (*spare) return CUDACORE_SUCCESS;
    if ((ns = cudacore__objects_in(CUDACORE_OBJECT_STREAM, co->ctx)) + (ne = cudacore__objects_in(CUDACORE_OBJECT_EVENT, co->ctx)))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the context still has %u stream(s) and %u event(s): destroy them first", ns, ne);
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__context_end(void *o, const char *call) {
    const cudacore__context_obj *co = (const cudacore__context_obj *)o;
    cudacore_result r;
    if (co->kind == CUDACORE_CONTEXT_GREEN) r = CUDACORE__CU_CALL(cuGreenCtxDestroy, (co->green));
    else r = CUDACORE__CU_CALL(cuCtxDestroy, (co->ctx));
    if (cudacore__tracked() && cudacore__cur.ctx == co->ctx) { /* it was this thread's: fall back to its device's primary context */
        cudacore__cur.gen = 0;
        CUDACORE__CLEANUP(cudacore__make_current(co->device, call));
    }
    return r;
}
static const cudacore__life cudacore__context_life = {CUDACORE_OBJECT_CONTEXT, cudacore__context_check, NULL, cudacore__context_end, 0, NULL,
                                                      offsetof(cudacore__context_obj, ctx), sizeof(cudacore_CUcontext)};

CUDACORE_API cudacore_result cudacore_context_primary(int device, cudacore_context *out) {
    static const char *call = "cudacore_context_primary";
    cudacore__context_obj *co;
    cudacore_CUcontext ctx = NULL;
    uint64_t id;
    unsigned int sms;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    if ((out->id = cudacore__primary_handle_get(device)) != 0) return CUDACORE_SUCCESS;
    r = cudacore__primary(device, &ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    sms = (unsigned)cudacore__attr(device, 16); /* CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT */
    cudacore__lock(&cudacore__lib_lock);
    if ((id = cudacore__primary_handle_get(device)) == 0) {
        co = (cudacore__context_obj *)cudacore__object_reserve(&cudacore__context_life, &id, call);
        if (!co) {
            cudacore__unlock(&cudacore__lib_lock);
            return cudacore__recorded();
        }
        co->ctx = ctx;
        co->device = device;
        co->kind = CUDACORE_CONTEXT_PRIMARY;
        co->sm_count = sms;
        cudacore__object_publish(&cudacore__context_life, co, id, CUDACORE_SUCCESS, &id);
        cudacore__primary_handle[device].gen = cudacore__setup_gen;
        cudacore__store64(&cudacore__primary_handle[device].id, id);
    }
    cudacore__unlock(&cudacore__lib_lock);
    out->id = id;
    return CUDACORE_SUCCESS;
}

/* Publishes a new user or green context as a handle. */
CUDACORE__PRIVATE cudacore_result cudacore__context_make(cudacore_CUcontext ctx, cudacore_CUgreenCtx green, int device, cudacore_context_kind kind,
                                                         unsigned int sms, cudacore_context *out, const char *call) {
    uint64_t id;
    cudacore__context_obj *co = (cudacore__context_obj *)cudacore__object_reserve(&cudacore__context_life, &id, call);
    if (!co) return cudacore__recorded();
    co->ctx = ctx;
    co->green = green;
    co->device = device;
    co->kind = kind;
    co->sm_count = sms;
    return cudacore__object_publish(&cudacore__context_life, co, id, CUDACORE_SUCCESS, &out->id);
}

CUDACORE__PRIVATE cudacore_result cudacore__context_desc_check(const cudacore_context_desc *d, const char *call) {
    cudacore_result r;
    unsigned int sched = d->flags & 7u;
    if (d->flags & ~(unsigned)CUDACORE_CU_CTX_FLAGS_MASK)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "flags 0x%x has bits outside CU_CTX_FLAGS_MASK (0x%x)", d->flags,
                              (unsigned)CUDACORE_CU_CTX_FLAGS_MASK);
    if (sched != 0 && sched != 1 && sched != 2 && sched != 4)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "flags 0x%x asks for more than one CU_CTX_SCHED_* mode", d->flags);
    if ((r = cudacore__check_device(d->device, call)) != CUDACORE_SUCCESS) return r;
    if (d->sm_count && cudacore__g.driver_version < 12050)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "an SM limit (sm_count %u) needs a 12.5+ driver (cuCtxCreate_v4); this one is %d.%d",
                              d->sm_count, cudacore__g.driver_version / 1000, cudacore__g.driver_version % 1000 / 10);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_context_create(const cudacore_context_desc *desc, cudacore_context *out) {
    static const char *call = "cudacore_context_create";
    cudacore_context_desc d;
    cudacore_CUctxCreateParams p;
    cudacore_CUexecAffinityParam a;
    cudacore_CUcontext ctx = NULL, popped = NULL;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((r = cudacore__context_desc_check(&d, call)) != CUDACORE_SUCCESS) return r;
    memset(&p, 0, sizeof p);
    memset(&a, 0, sizeof a);
    a.type = CUDACORE_CU_EXEC_AFFINITY_TYPE_SM_COUNT;
    a.param.smCount.val = d.sm_count;
    p.execAffinityParams = &a;
    p.numExecAffinityParams = 1;
    if (cudacore__g.driver_version >= 12050)
        r = CUDACORE__CU_CALL(cuCtxCreate_v4, (&ctx, d.sm_count ? &p : NULL, d.flags, (cudacore_CUdevice)d.device));
    else
        r = CUDACORE__CU_CALL(cuCtxCreate, (&ctx, d.flags, (cudacore_CUdevice)d.device));
    if (r != CUDACORE_SUCCESS) return r;
    /* cuCtxCreate made the new context current: give the thread its own back */
    r = CUDACORE__CU_CALL(cuCtxPopCurrent, (&popped));
    if (r == CUDACORE_SUCCESS)
        r = cudacore__context_make(ctx, NULL, d.device, CUDACORE_CONTEXT_USER, d.sm_count ? d.sm_count : (unsigned)cudacore__attr(d.device, 16), out,
                                   call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuCtxDestroy)(ctx));
    else cudacore__nvtx_name(CUDACORE__NVTX_SLOT_NameCuContextA, ctx, d.name);
    return r;
}

CUDACORE_API cudacore_result cudacore_context_destroy(cudacore_context c) {
    return cudacore__object_destroy(&cudacore__context_life, c.id, "cudacore_context_destroy");
}

CUDACORE_API cudacore_result cudacore_context_set_current(cudacore_context c) {
    cudacore_result r;
    static const char *call = "cudacore_context_set_current";
    cudacore__context_obj *co = (cudacore__context_obj *)cudacore__lookup(CUDACORE_OBJECT_CONTEXT, c.id, call);
    if (!co) return CUDACORE_ERROR_INVALID_HANDLE;
    if (co->kind == CUDACORE_CONTEXT_PRIMARY) return cudacore__make_current(co->device, call);
    if ((r = CUDACORE__CU_CALL(cuCtxSetCurrent, (co->ctx))) != CUDACORE_SUCCESS) return r;
    cudacore__track(co->ctx, co->device);
    cudacore__cur.context = c.id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_context_get_current(cudacore_context *out) {
    static const char *call = "cudacore_context_get_current";
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
    if (cudacore__cur.context && cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_CONTEXT], cudacore__cur.context)) {
        out->id = cudacore__cur.context;
        return CUDACORE_SUCCESS;
    }
    return cudacore_context_primary(dev, out);
}

CUDACORE_API cudacore_result cudacore_context_get_info(cudacore_context c, cudacore_context_info *info) {
    const cudacore__context_obj *co =
        (const cudacore__context_obj *)cudacore__object_info(CUDACORE_OBJECT_CONTEXT, c.id, info, sizeof *info, "cudacore_context_get_info");
    if (!co) return cudacore__recorded();
    info->kind = co->kind;
    info->device = co->device;
    info->native = co->ctx;
    info->green = co->green;
    info->sm_count = co->sm_count;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_context_native(cudacore_context c, cudacore_CUcontext *out) {
    return cudacore__object_native(&cudacore__context_life, c.id, out, "cudacore_context_native");
}

CUDACORE_API cudacore_result cudacore_context_synchronize(cudacore_context c) {
    cudacore_result r;
    cudacore__context_obj *co = (cudacore__context_obj *)cudacore__lookup(CUDACORE_OBJECT_CONTEXT, c.id, "cudacore_context_synchronize");
    if (!co) return CUDACORE_ERROR_INVALID_HANDLE;
    CUDACORE__CU_IN(r, co->ctx, co->device, cuCtxSynchronize, ());
    return r;
}

/* Makes a stream of context co: checks the priority against the context's
   range, then cuGreenCtxStreamCreate or cuStreamCreateWithPriority. */
CUDACORE__PRIVATE cudacore_result cudacore__context_stream(cudacore__context_obj *co, const cudacore_stream_desc *d, cudacore_CUstream *cs,
                                                           const char *call) {
    int least = 0, greatest = 0, pushed = 0;
    cudacore_CUcontext ctx = co->ctx;
    unsigned flags = d->blocking ? 0u : (unsigned)CUDACORE_CU_STREAM_NON_BLOCKING;
    cudacore_result r = cudacore__enter(&ctx, co->device, &pushed, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = CUDACORE__CU_CALL(cuCtxGetStreamPriorityRange, (&least, &greatest));
    if (r == CUDACORE_SUCCESS && (d->priority > least || d->priority < greatest))
        r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "priority %d is out of range: the context accepts %d (lowest) to %d (highest)",
                           d->priority, least, greatest);
    if (r == CUDACORE_SUCCESS && co->kind == CUDACORE_CONTEXT_GREEN)
        r = CUDACORE__CU_CALL(cuGreenCtxStreamCreate, (cs, co->green, flags, d->priority));
    else if (r == CUDACORE_SUCCESS)
        r = CUDACORE__CU_CALL(cuStreamCreateWithPriority, (cs, flags, d->priority));
    if (pushed) cudacore__pop_device();
    return r;
}

CUDACORE_API cudacore_result cudacore_context_create_stream(cudacore_context c, const cudacore_stream_desc *desc, cudacore_stream *out) {
    static const char *call = "cudacore_context_create_stream";
    cudacore_stream_desc d;
    cudacore__stream_obj *so;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.blocking < 0 || d.blocking > 1) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "blocking must be 0 or 1, not %d", d.blocking);
    {
        cudacore__context_obj *co = (cudacore__context_obj *)cudacore__lookup(CUDACORE_OBJECT_CONTEXT, c.id, call);
        if (!co) return CUDACORE_ERROR_INVALID_HANDLE;
        if (d.blocking && co->kind == CUDACORE_CONTEXT_GREEN)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "a green context's streams are non-blocking (cuGreenCtxStreamCreate requires CU_STREAM_NON_BLOCKING): set blocking 0");
        so = (cudacore__stream_obj *)cudacore__object_reserve(&cudacore__stream_life, &id, call);
        if (!so) return cudacore__recorded();
        r = cudacore__context_stream(co, &d, &so->native, call);
        so->ctx = co->ctx;
        so->device = co->device;
        so->owned = 1;
    }
    if (r == CUDACORE_SUCCESS) cudacore__nvtx_name(CUDACORE__NVTX_SLOT_NameCuStreamA, so->native, d.name);
    return cudacore__object_publish(&cudacore__stream_life, so, id, r, &out->id);
}

/*--- SM resources and green contexts ---*/
CUDACORE__PRIVATE cudacore_result cudacore__green_ready(const char *call) {
#if UINTPTR_MAX <= 0xFFFFFFFFu
    return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "green contexts need a 64-bit build (the driver has none on 32-bit platforms)");
#else
    return cudacore__driver_at_least(12040, "SM resources and green contexts need", call);
#endif
}

/* The driver's answer for a device or context without green contexts. */
CUDACORE__PRIVATE cudacore_result cudacore__green_result(cudacore_result r, int device) {
    if (r == CUDACORE_ERROR_NOT_SUPPORTED) cudacore__append_detail("device %d does not support SM partitions (green contexts)\n", device);
    return r;
}

/* Fills out from what the driver wrote. Drivers before 13.0 leave the
   partition minimum and alignment 0: then 8 SMs from compute capability 9.0
   on, 2 before (the driver's documented guideline). */
CUDACORE__PRIVATE void cudacore__sm_fill(cudacore_sm_resource *out, const cudacore_CUdevResource *native, int device) {
    unsigned guideline = cudacore__attr(device, 75) >= 9 ? 8u : 2u; /* CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR */
    out->native = *native;
    out->device = device;
    out->sm_count = native->sm.smCount;
    out->min_partition_size = native->sm.minSmPartitionSize ? native->sm.minSmPartitionSize : guideline;
    out->coscheduled_alignment = native->sm.smCoscheduledAlignment ? native->sm.smCoscheduledAlignment : out->min_partition_size;
}

/* The SM resource of device (co NULL) or of context co, in *out: the one
   query of cudacore_device_sm_resource and cudacore_context_sm_resource. */
CUDACORE__PRIVATE cudacore_result cudacore__sm_resource(int device, const cudacore__context_obj *co, cudacore_sm_resource *out, const char *call) {
    cudacore_CUdevResource n;
    cudacore_result r;
    if ((r = cudacore__green_ready(call)) != CUDACORE_SUCCESS) return r;
    memset(&n, 0, sizeof n);
    if (!co) r = CUDACORE__CU_CALL(cuDeviceGetDevResource, ((cudacore_CUdevice)device, &n, CUDACORE_CU_DEV_RESOURCE_TYPE_SM));
    else if (co->kind == CUDACORE_CONTEXT_GREEN) r = CUDACORE__CU_CALL(cuGreenCtxGetDevResource, (co->green, &n, CUDACORE_CU_DEV_RESOURCE_TYPE_SM));
    else r = CUDACORE__CU_CALL(cuCtxGetDevResource, (co->ctx, &n, CUDACORE_CU_DEV_RESOURCE_TYPE_SM));
    if (r != CUDACORE_SUCCESS) return cudacore__green_result(r, device);
    cudacore__sm_fill(out, &n, device);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_sm_resource(int device, cudacore_sm_resource *out) {
    static const char *call = "cudacore_device_sm_resource";
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__sm_resource(device, NULL, out, call);
}

CUDACORE_API cudacore_result cudacore_context_sm_resource(cudacore_context c, cudacore_sm_resource *out) {
    static const char *call = "cudacore_context_sm_resource";
    const cudacore__context_obj *co;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    co = (const cudacore__context_obj *)cudacore__lookup(CUDACORE_OBJECT_CONTEXT, c.id, call);
    if (!co) return CUDACORE_ERROR_INVALID_HANDLE;
    return cudacore__sm_resource(co->device, co, out, call);
}

CUDACORE__PRIVATE cudacore_result cudacore__sm_check(const cudacore_sm_resource *r, const char *what, const char *call) {
    if ((int)r->native.type != (int)CUDACORE_CU_DEV_RESOURCE_TYPE_SM)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "%s is not an SM resource (type %d): get one from cudacore_device_sm_resource, _context_sm_resource or a split", what,
                              (int)r->native.type);
    if (!r->sm_count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s has no SMs (an empty remainder?)", what);
    return cudacore__check_device(r->device, call);
}

CUDACORE__PRIVATE cudacore_result cudacore__split_desc_check(const cudacore_sm_resource *in, const cudacore_sm_split_desc *d, const char *call) {
    if (d->ignore_coscheduling < 0 || d->ignore_coscheduling > 1 || d->max_cluster_size < 0 || d->max_cluster_size > 1)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ignore_coscheduling (%d) and max_cluster_size (%d) must be 0 or 1",
                              d->ignore_coscheduling, d->max_cluster_size);
    if (d->min_count > in->sm_count)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "min_count %u is more than the %u SMs of the input", d->min_count, in->sm_count);
    if (d->max_cluster_size && cudacore__attr(in->device, 75) < 9)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "max_cluster_size needs compute capability 9.0+; device %d is %d.%d", in->device,
                              cudacore__attr(in->device, 75), cudacore__attr(in->device, 76));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_sm_resource_split(const cudacore_sm_resource *input, const cudacore_sm_split_desc *desc,
                                                        cudacore_sm_resource *groups, unsigned int *num_groups, cudacore_sm_resource *remainder) {
    static const char *call = "cudacore_sm_resource_split";
    cudacore_sm_split_desc d;
    cudacore_CUdevResource stack[16], *res = stack, rem;
    unsigned int n, i, flags;
    cudacore_result r;
    if (remainder) memset(remainder, 0, sizeof *remainder);
    if (!input || !num_groups) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input and num_groups must not be NULL");
    n = *num_groups;
    *num_groups = 0;
    if (groups && !n) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "*num_groups is 0: give the capacity of groups (or groups NULL for a dry run)");
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((r = cudacore__green_ready(call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__sm_check(input, "input", call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__split_desc_check(input, &d, call)) != CUDACORE_SUCCESS) return r;
    flags = (d.ignore_coscheduling ? (unsigned)CUDACORE_CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING : 0u) |
            (d.max_cluster_size ? (unsigned)CUDACORE_CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE : 0u);
    if (groups && n > 16 && !(res = (cudacore_CUdevResource *)cudacore__calloc(n * sizeof *res, call))) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    memset(&rem, 0, sizeof rem);
    memset(stack, 0, sizeof stack);
    r = CUDACORE__CU_CALL(cuDevSmResourceSplitByCount, (groups ? res : NULL, &n, &input->native, remainder ? &rem : NULL, flags, d.min_count));
    if (r == CUDACORE_SUCCESS) {
        for (i = 0; groups && i < n; i++) {
            memset(&groups[i], 0, sizeof groups[i]);
            cudacore__sm_fill(&groups[i], &res[i], input->device);
        }
        if (remainder) cudacore__sm_fill(remainder, &rem, input->device);
        *num_groups = n;
    }
    if (res != stack) cudacore__free(res);
    return r;
}

CUDACORE_API cudacore_result cudacore_green_context_create(const cudacore_green_context_desc *desc, cudacore_context *out) {
    static const char *call = "cudacore_green_context_create";
    cudacore_CUdevResource stack[8], *res = stack;
    cudacore_CUdevResourceDesc rd = NULL;
    cudacore_CUgreenCtx green = NULL;
    cudacore_CUcontext ctx = NULL, primary = NULL;
    unsigned int i, sms = 0;
    int dev;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!desc || !desc->resources || !desc->num_resources)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc, desc->resources and desc->num_resources (> 0) are required");
    if ((r = cudacore__green_ready(call)) != CUDACORE_SUCCESS) return r;
    dev = desc->resources[0].device;
    for (i = 0; i < desc->num_resources; i++) {
        char what[48];
        snprintf(what, sizeof what, "resources[%u]", i);
        if ((r = cudacore__sm_check(&desc->resources[i], what, call)) != CUDACORE_SUCCESS) return r;
        if (desc->resources[i].device != dev) return cudacore__mismatch(call, "resources[0]", dev, what, desc->resources[i].device);
        sms += desc->resources[i].sm_count;
    }
    if ((r = cudacore__primary(dev, &primary, call)) != CUDACORE_SUCCESS) return r; /* the driver advises an active primary context */
    if (desc->num_resources > 8 && !(res = (cudacore_CUdevResource *)cudacore__calloc(desc->num_resources * sizeof *res, call)))
        return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    for (i = 0; i < desc->num_resources; i++) res[i] = desc->resources[i].native;
    r = CUDACORE__CU_CALL(cuDevResourceGenerateDesc, (&rd, res, desc->num_resources));
    if (res != stack) cudacore__free(res);
    if (r == CUDACORE_SUCCESS)
        r = cudacore__green_result(CUDACORE__CU_CALL(cuGreenCtxCreate, (&green, rd, (cudacore_CUdevice)dev, (unsigned)CUDACORE_CU_GREEN_CTX_DEFAULT_STREAM)), dev);
    if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuCtxFromGreenCtx, (&ctx, green));
    if (r == CUDACORE_SUCCESS) r = cudacore__context_make(ctx, green, dev, CUDACORE_CONTEXT_GREEN, sms, out, call);
    if (r != CUDACORE_SUCCESS && green) CUDACORE__CLEANUP(CUDACORE__CU(cuGreenCtxDestroy)(green));
    if (r == CUDACORE_SUCCESS) cudacore__nvtx_name(CUDACORE__NVTX_SLOT_NameCuContextA, ctx, desc->name);
    return r;
}
