typedef struct cudacore__mr_obj {
    cudacore_memory_resource_type type;
    int device;
    int dev_acc, host_acc, managed, ipc, is_default, owns_pool;
    unsigned int flags;             /* cuMemHostAlloc / cuMemAllocManaged flags */
    cudacore_CUmemoryPool pool;
    size_t granularity, reserve_size; /* virtual */
    int peers[16];
    int peer_count;
    cudacore_memory_resource_vtable vt;
    void *user_data;
    void *nvtx;                     /* its named NVTX resource (desc name), or NULL */
} cudacore__mr_obj;
CUDACORE__FITS_SLOT(cudacore__mr_obj);

/* How a buffer's memory is freed. FREE_MAPPING: a graphics mapping's
   buffer (not owned), whose slot its resource keeps from one mapping to
   the next: freeing it ends the handle and gives nothing back
   (cudacore_graphics_mapped_buffer). */
enum { CUDACORE__FREE_NONE = 0, CUDACORE__FREE_POOL, CUDACORE__FREE_DEVICE, CUDACORE__FREE_HOST, CUDACORE__FREE_USER, CUDACORE__FREE_VMM,
       CUDACORE__FREE_UNREGISTER, CUDACORE__FREE_IPC_CLOSE, CUDACORE__FREE_DLPACK, CUDACORE__FREE_EXTERNAL, CUDACORE__FREE_MAPPING };

/* External memory (cudacore_external_memory_import, INTEROP) counts the
   buffers and mipmapped arrays mapped from it, which tell it when they go. */
typedef struct cudacore__external_memory_obj {
    cudacore_CUexternalMemory native;
    int device;
    uint32_t users;            /* buffers and mipmapped arrays mapped from it (atomic) */
    unsigned long long size;
} cudacore__external_memory_obj;
CUDACORE__FITS_SLOT(cudacore__external_memory_obj);

/* A buffer or mipmapped array mapped from external memory id went away. */
CUDACORE__PRIVATE void cudacore__external_unuse(uint64_t id) {
    cudacore__external_memory_obj *m = (cudacore__external_memory_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_EXTERNAL_MEMORY], id);
    if (m) cudacore__addu32(&m->users, -1);
}

#define CUDACORE__VMM_MAX_CHUNKS 32
typedef struct cudacore__vmm_alloc {
    cudacore_CUdeviceptr va;
    size_t reserved, mapped, granularity;
    int device, nchunks, naccess;
    cudacore_CUmemGenericAllocationHandle_v1 handles[CUDACORE__VMM_MAX_CHUNKS];
    size_t sizes[CUDACORE__VMM_MAX_CHUNKS];
    cudacore_CUmemAccessDesc access[17];
} cudacore__vmm_alloc;

typedef struct cudacore__buffer_obj {
    cudacore_CUdeviceptr ptr;
    size_t size;
    uint64_t mr_id;
    int device;
    unsigned char kind, dev_acc, host_acc, managed, owned, is_view, free_method, pad;
    union {                    /* only for the free_method that names it */
        struct {
            cudacore_result (*dealloc)(void *, cudacore_CUdeviceptr, size_t, cudacore_CUstream);
            void *user_data;
        } user;
        cudacore__vmm_alloc *vmm;
        cudacore_DLManagedTensor *dl;
        uint64_t external;     /* FREE_EXTERNAL: the external memory it is mapped from */
    } u;
} cudacore__buffer_obj;
CUDACORE__FITS_SLOT(cudacore__buffer_obj);

static struct {
    uint64_t id;
    int gen;
} cudacore__default_mr[CUDACORE__MAX_DEVICES];


/* With cudacore_desc.nvtx_hot_paths: a mark naming each copy (see PROFILING). */
#define CUDACORE__NVTX_HOT_MARK(call, size) \
    do { \
        if (CUDACORE__UNLIKELY(cudacore__g.desc.nvtx_hot_paths)) cudacore__nvtx_markf("%s %llu bytes", call, (unsigned long long)(size)); \
    } while (0)

/* range [off, off + n) inside size, without overflow */
#define CUDACORE__IN_BOUNDS(off, n, size) ((off) <= (size) && (n) <= (size) - (off))

CUDACORE__COLD cudacore_result cudacore__oob(const char *call, const char *what, size_t off, size_t n, size_t size) {
    return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "%s range [%llu, +%llu) lies outside the buffer of %llu bytes", what,
                          (unsigned long long)off, (unsigned long long)n, (unsigned long long)size);
}

/*--- memory resources ---*/
/* A resource's life (cudacore__life): a device's default resource is
   cudacore's, which a destroy leaves alone; the end destroys the pool it
   made or imported, and tells a user resource's vtable. */
CUDACORE__PRIVATE cudacore_result cudacore__mr_check(const void *o, int *spare, const char *call) {
    (void)call;
    *spare = ((const cudacore__mr_obj *)o)->is_default;
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__mr_end(void *o, const char *call) {
    cudacore__mr_obj *mo = (cudacore__mr_obj *)o;
    cudacore_result r = CUDACORE_SUCCESS;
    (void)call;
    if (mo->owns_pool && mo->pool) r = CUDACORE__CU_CALL(cuMemPoolDestroy, (mo->pool));
    if (mo->type == CUDACORE_MR_USER && mo->vt.destroy) mo->vt.destroy(mo->user_data);
    cudacore__nvtx_resource_destroy(mo->nvtx);
    return r;
}
static const cudacore__life cudacore__mr_life = {CUDACORE_OBJECT_MEMORY_RESOURCE, cudacore__mr_check, NULL, cudacore__mr_end, 0, NULL, 0, 0};

CUDACORE__PRIVATE cudacore__mr_obj *cudacore__mr_reserve(uint64_t *id, const char *call) {
    return (cudacore__mr_obj *)cudacore__object_reserve(&cudacore__mr_life, id, call);
}
/* Publishes a resource made with result r (cudacore__object_publish),
   giving profilers its name (NULL: none). */
CUDACORE__PRIVATE cudacore_result cudacore__mr_publish(cudacore__mr_obj *mo, uint64_t id, cudacore_result r, const char *name, uint64_t *out) {
    if (r == CUDACORE_SUCCESS) cudacore__nvtx_resource(id, name, &mo->nvtx);
    return cudacore__object_publish(&cudacore__mr_life, mo, id, r, out);
}

CUDACORE__PRIVATE cudacore_result cudacore__pool_set_threshold(cudacore_CUmemoryPool pool, uint64_t threshold) {
    cudacore_cuuint64_t v = (cudacore_cuuint64_t)(threshold ? threshold : ~(uint64_t)0);
    return CUDACORE__CU_CALL(cuMemPoolSetAttribute, (pool, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &v));
}

CUDACORE__PRIVATE cudacore_result cudacore__check_peers(const int *peers, int count, int self, const char *call) {
    cudacore_result r;
    int i;
    if (count < 0 || count > 16 || (count && !peers))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "peer_count must be 0..16 with peers set (got %d)", count);
    for (i = 0; i < count; i++) {
        if ((r = cudacore__check_device(peers[i], call)) != CUDACORE_SUCCESS) return r;
        if (peers[i] == self) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "peer %d is the resource's own device", self);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__pool_access(cudacore_CUmemoryPool pool, int peer, int enable) {
    cudacore_CUmemAccessDesc a;
    memset(&a, 0, sizeof a);
    a.location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
    a.location.id = peer;
    a.flags = enable ? CUDACORE_CU_MEM_ACCESS_FLAGS_PROT_READWRITE : CUDACORE_CU_MEM_ACCESS_FLAGS_PROT_NONE;
    return CUDACORE__CU_CALL(cuMemPoolSetAccess, (pool, &a, 1));
}

CUDACORE_API cudacore_result cudacore_device_memory_resource(int device, cudacore_memory_resource *out) {
    static const char *call = "cudacore_device_memory_resource";
    cudacore__mr_obj *mo;
    cudacore_CUmemoryPool pool = NULL;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    id = cudacore__load64(&cudacore__default_mr[device].id);
    if (id && cudacore__default_mr[device].gen == cudacore__setup_gen && cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], id)) {
        out->id = id;
        return CUDACORE_SUCCESS;
    }
    cudacore__lock(&cudacore__lib_lock);
    id = cudacore__default_mr[device].id;
    if (id && cudacore__default_mr[device].gen == cudacore__setup_gen && cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], id)) {
        cudacore__unlock(&cudacore__lib_lock);
        out->id = id;
        return CUDACORE_SUCCESS;
    }
    r = CUDACORE__CU_CALL(cuDeviceGetMemPool, (&pool, (cudacore_CUdevice)device));
    if (r == CUDACORE_SUCCESS) r = cudacore__pool_set_threshold(pool, 0);
    mo = r == CUDACORE_SUCCESS ? cudacore__mr_reserve(&id, call) : NULL;
    if (!mo) {
        cudacore__unlock(&cudacore__lib_lock);
        return cudacore__recorded();
    }
    mo->type = CUDACORE_MR_DEVICE_POOL;
    mo->device = device;
    mo->dev_acc = 1;
    mo->pool = pool;
    mo->is_default = 1;
    cudacore__mr_publish(mo, id, CUDACORE_SUCCESS, NULL, &out->id);
    cudacore__default_mr[device].gen = cudacore__setup_gen;
    cudacore__store64(&cudacore__default_mr[device].id, id);
    cudacore__unlock(&cudacore__lib_lock);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__create_pool(const cudacore_CUmemPoolProps *props, uint64_t threshold, const int *peers, int npeers,
                                                        cudacore_CUmemoryPool *pool, const char *call) {
    int i;
    cudacore_result r;
    if ((r = CUDACORE__CU_CALL(cuMemPoolCreate, (pool, props))) != CUDACORE_SUCCESS) return r;
    r = cudacore__pool_set_threshold(*pool, threshold);
    for (i = 0; r == CUDACORE_SUCCESS && i < npeers; i++) r = cudacore__pool_access(*pool, peers[i], 1);
    if (r != CUDACORE_SUCCESS) {
        CUDACORE__CLEANUP(CUDACORE__CU(cuMemPoolDestroy)(*pool));
        *pool = NULL;
    }
    (void)call;
    return r;
}

CUDACORE_API cudacore_result cudacore_device_pool_resource_create(const cudacore_device_pool_desc *desc, cudacore_memory_resource *out) {
    static const char *call = "cudacore_device_pool_resource_create";
    cudacore_device_pool_desc d;
    cudacore_CUmemPoolProps props;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((r = cudacore__check_device(d.device, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__check_peers(d.peers, d.peer_count, d.device, call);
    if (r != CUDACORE_SUCCESS) return r;
#if defined(_WIN32)
    if (d.ipc) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "pool IPC through file descriptors is Linux-only");
#endif
    memset(&props, 0, sizeof props);
    props.allocType = CUDACORE_CU_MEM_ALLOCATION_TYPE_PINNED;
    props.handleTypes = d.ipc ? CUDACORE_CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR : CUDACORE_CU_MEM_HANDLE_TYPE_NONE;
    props.location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
    props.location.id = d.device;
    props.maxSize = d.max_size;
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore__recorded();
    r = cudacore__create_pool(&props, d.release_threshold, d.peers, d.peer_count, &mo->pool, call);
    mo->type = CUDACORE_MR_DEVICE_POOL;
    mo->device = d.device;
    mo->dev_acc = 1;
    mo->ipc = d.ipc != 0;
    mo->owns_pool = 1;
    return cudacore__mr_publish(mo, id, r, d.name, &out->id);
}

CUDACORE_API cudacore_result cudacore_device_malloc_resource_create(int device, cudacore_memory_resource *out) {
    cudacore_result r;
    static const char *call = "cudacore_device_malloc_resource_create";
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore__recorded();
    mo->type = CUDACORE_MR_DEVICE;
    mo->device = device;
    mo->dev_acc = 1;
    return cudacore__mr_publish(mo, id, CUDACORE_SUCCESS, NULL, &out->id);
}

CUDACORE_API cudacore_result cudacore_pinned_memory_resource_create(const cudacore_pinned_memory_resource_desc *desc,
                                                                    cudacore_memory_resource *out) {
    cudacore_result r;
    static const char *call = "cudacore_pinned_memory_resource_create";
    cudacore_pinned_memory_resource_desc d;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore__recorded();
    mo->type = CUDACORE_MR_PINNED;
    mo->device = -1;
    mo->dev_acc = 1;
    mo->host_acc = 1;
    mo->flags = (d.portable ? CUDACORE_CU_MEMHOSTALLOC_PORTABLE : 0u) | (d.mapped ? CUDACORE_CU_MEMHOSTALLOC_DEVICEMAP : 0u) |
                (d.write_combined ? CUDACORE_CU_MEMHOSTALLOC_WRITECOMBINED : 0u);
    return cudacore__mr_publish(mo, id, CUDACORE_SUCCESS, d.name, &out->id);
}

CUDACORE_API cudacore_result cudacore_pinned_pool_resource_create(const cudacore_host_pool_desc *desc, cudacore_memory_resource *out) {
    static const char *call = "cudacore_pinned_pool_resource_create";
    cudacore_host_pool_desc d;
    cudacore_CUmemPoolProps props;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    int i, dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (cudacore__g.driver_version < 13000)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "host memory pools need a CUDA 13 driver (this one is %d)", cudacore__g.driver_version);
    memset(&props, 0, sizeof props);
    props.allocType = CUDACORE_CU_MEM_ALLOCATION_TYPE_PINNED;
    props.location.type = CUDACORE_CU_MEM_LOCATION_TYPE_HOST;
    props.maxSize = d.max_size;
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore__recorded();
    r = cudacore__create_pool(&props, d.release_threshold, NULL, 0, &mo->pool, call);
    for (i = 0; r == CUDACORE_SUCCESS && i < cudacore__g.device_count && i < CUDACORE__MAX_DEVICES; i++) r = cudacore__pool_access(mo->pool, i, 1);
    if (r != CUDACORE_SUCCESS && mo->pool) CUDACORE__CLEANUP(CUDACORE__CU(cuMemPoolDestroy)(mo->pool));
    mo->type = CUDACORE_MR_PINNED_POOL;
    mo->device = -1;
    mo->dev_acc = 1;
    mo->host_acc = 1;
    mo->owns_pool = 1;
    return cudacore__mr_publish(mo, id, r, d.name, &out->id);
}

CUDACORE_API cudacore_result cudacore_managed_memory_resource_create(const cudacore_managed_memory_resource_desc *desc,
                                                                     cudacore_memory_resource *out) {
    static const char *call = "cudacore_managed_memory_resource_create";
    cudacore_managed_memory_resource_desc d;
    cudacore_CUmemPoolProps props;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    cudacore_result r = CUDACORE_SUCCESS;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((r = cudacore__check_device(d.device, call)) != CUDACORE_SUCCESS) return r;
    if (d.pool && cudacore__g.driver_version < 13000)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "managed memory pools need a CUDA 13 driver (this one is %d)",
                              cudacore__g.driver_version);
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore__recorded();
    if (d.pool) {
        memset(&props, 0, sizeof props);
        props.allocType = CUDACORE_CU_MEM_ALLOCATION_TYPE_MANAGED;
        props.location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
        props.location.id = d.device;
        r = cudacore__create_pool(&props, 0, NULL, 0, &mo->pool, call);
    }
    mo->type = d.pool ? CUDACORE_MR_MANAGED_POOL : CUDACORE_MR_MANAGED;
    mo->device = d.device;
    mo->dev_acc = mo->host_acc = mo->managed = 1;
    mo->flags = d.attach_host ? (unsigned)CUDACORE_CU_MEM_ATTACH_HOST : (unsigned)CUDACORE_CU_MEM_ATTACH_GLOBAL;
    mo->owns_pool = mo->pool != NULL;
    return cudacore__mr_publish(mo, id, r, d.name, &out->id);
}

CUDACORE__PRIVATE void cudacore__vmm_prop(cudacore_CUmemAllocationProp_v1 *p, int device) {
    memset(p, 0, sizeof *p);
    p->type = CUDACORE_CU_MEM_ALLOCATION_TYPE_PINNED;
    p->location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
    p->location.id = device;
}

CUDACORE_API cudacore_result cudacore_virtual_memory_resource_create(const cudacore_virtual_memory_resource_desc *desc,
                                                                     cudacore_memory_resource *out) {
    static const char *call = "cudacore_virtual_memory_resource_create";
    cudacore_virtual_memory_resource_desc d;
    cudacore_CUmemAllocationProp_v1 prop;
    cudacore__mr_obj *mo;
    size_t gran = 0;
    uint64_t id = 0;
    cudacore_result r;
    int i;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((r = cudacore__check_device(d.device, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__check_peers(d.peers, d.peer_count, d.device, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__vmm_prop(&prop, d.device);
    if ((r = CUDACORE__CU_CALL(cuMemGetAllocationGranularity, (&gran, &prop, CUDACORE_CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))) != CUDACORE_SUCCESS) return r;
    if (!gran) return CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "the driver reported a granularity of 0");
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore__recorded();
    mo->type = CUDACORE_MR_VIRTUAL;
    mo->device = d.device;
    mo->dev_acc = 1;
    mo->granularity = gran;
    mo->reserve_size = d.reserve_size;
    mo->peer_count = d.peer_count;
    for (i = 0; i < d.peer_count; i++) mo->peers[i] = d.peers[i];
    return cudacore__mr_publish(mo, id, CUDACORE_SUCCESS, d.name, &out->id);
}

CUDACORE_API cudacore_result cudacore_user_memory_resource_create(const cudacore_user_memory_resource_desc *desc,
                                                                  cudacore_memory_resource *out) {
    static const char *call = "cudacore_user_memory_resource_create";
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    if (!desc->vtable.allocate || !desc->vtable.deallocate)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "vtable.allocate and vtable.deallocate are required");
    cudacore__ensure_setup();
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore__recorded();
    mo->type = CUDACORE_MR_USER;
    mo->device = desc->device;
    mo->dev_acc = desc->device_accessible != 0;
    mo->host_acc = desc->host_accessible != 0;
    mo->managed = desc->managed != 0;
    mo->vt = desc->vtable;
    mo->user_data = desc->user_data;
    return cudacore__mr_publish(mo, id, CUDACORE_SUCCESS, desc->name, &out->id);
}

CUDACORE_API cudacore_result cudacore_memory_resource_destroy(cudacore_memory_resource mr) {
    return cudacore__object_destroy(&cudacore__mr_life, mr.id, "cudacore_memory_resource_destroy");
}

CUDACORE_API cudacore_result cudacore_memory_resource_get_info(cudacore_memory_resource mr, cudacore_memory_resource_info *info) {
    const cudacore__mr_obj *mo = (const cudacore__mr_obj *)cudacore__object_info(CUDACORE_OBJECT_MEMORY_RESOURCE, mr.id, info, sizeof *info,
                                                                                 "cudacore_memory_resource_get_info");
    if (!mo) return cudacore__recorded();
    info->type = mo->type;
    info->device = mo->device;
    info->device_accessible = mo->dev_acc;
    info->host_accessible = mo->host_acc;
    info->managed = mo->managed;
    info->ipc_enabled = mo->ipc;
    info->pool = mo->pool;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__vmm_map(cudacore__vmm_alloc *v, size_t bytes, const char *call) {
    cudacore_CUmemAllocationProp_v1 prop;
    cudacore_CUmemGenericAllocationHandle_v1 h = 0;
    cudacore_result r;
    if (v->nchunks >= CUDACORE__VMM_MAX_CHUNKS)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "a virtual-memory buffer can grow at most %d times", CUDACORE__VMM_MAX_CHUNKS - 1);
    cudacore__vmm_prop(&prop, v->device);
    if ((r = CUDACORE__CU_CALL(cuMemCreate, (&h, bytes, &prop, 0))) != CUDACORE_SUCCESS) return r;
    r = CUDACORE__CU_CALL(cuMemMap, (v->va + v->mapped, bytes, 0, h, 0));
    if (r == CUDACORE_SUCCESS) {
        r = CUDACORE__CU_CALL(cuMemSetAccess, (v->va + v->mapped, bytes, v->access, (size_t)v->naccess));
        if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuMemUnmap)(v->va + v->mapped, bytes));
    }
    if (r != CUDACORE_SUCCESS) {
        CUDACORE__CLEANUP(CUDACORE__CU(cuMemRelease)(h));
        return r;
    }
    v->handles[v->nchunks] = h;
    v->sizes[v->nchunks] = bytes;
    v->nchunks++;
    v->mapped += bytes;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE void cudacore__vmm_release(cudacore__vmm_alloc *v) {
    size_t off = 0;
    int i;
    for (i = 0; i < v->nchunks; i++) {
        CUDACORE__CLEANUP(CUDACORE__CU(cuMemUnmap)(v->va + off, v->sizes[i]));
        CUDACORE__CLEANUP(CUDACORE__CU(cuMemRelease)(v->handles[i]));
        off += v->sizes[i];
    }
    if (v->va) CUDACORE__CLEANUP(CUDACORE__CU(cuMemAddressFree)(v->va, v->reserved));
    cudacore__free(v);
}

CUDACORE__PRIVATE size_t cudacore__round_up(size_t n, size_t g) { return n % g ? n + (g - n % g) : n; }

/* A pool allocation failed: the result, told apart for pinned pools and capture. */
CUDACORE__COLD cudacore_result cudacore__pool_alloc_failed(const cudacore__mr_obj *mo, cudacore_result r) {
    if (r == CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY && mo->type == CUDACORE_MR_PINNED_POOL)
        r = cudacore__err.info.result = CUDACORE_ERROR_OUT_OF_HOST_MEMORY; /* pinned host memory ran out */
    if (r == CUDACORE_ERROR_CAPTURE)
        cudacore__set_detail("the stream is being captured and this pool cannot allocate in a graph: allocate before capture, or use "
                             "cudacore_device_memory_resource (its allocations become graph memory nodes)");
    return r;
}
/* Stream-ordered allocation from a pool resource (the hot path of buffer allocation). */
CUDACORE__HOT_INLINE cudacore_result cudacore__pool_alloc(const cudacore__mr_obj *mo, size_t size, const cudacore__strm *st, cudacore_CUdeviceptr *ptr,
                                                          const char *call) {
    cudacore_result r;
    /* (the test that is false in the common case first: the compiler lays out of line what follows the first test) */
    if (CUDACORE__UNLIKELY(st->device != mo->device && st->device >= 0 && mo->device >= 0 && mo->type == CUDACORE_MR_DEVICE_POOL))
        return cudacore__mismatch(call, "the memory resource", mo->device, "the stream", st->device);
    CUDACORE__CU_ON(r, *st, cuMemAllocFromPoolAsync, (ptr, size, mo->pool, st->cs));
    return CUDACORE__LIKELY(r == CUDACORE_SUCCESS) ? r : cudacore__pool_alloc_failed(mo, r);
}

/* Allocates size > 0 bytes from mo in stream order on st; when b != NULL,
   sets how the memory is freed: b->free_method and, for those that use it,
   b->u. */
CUDACORE__PRIVATE cudacore_result cudacore__mr_alloc(cudacore__mr_obj *mo, size_t size, const cudacore__strm *st, cudacore_CUdeviceptr *ptr,
                                                     cudacore__buffer_obj *b, const char *call) {
    cudacore_result r;
    int pushed = 0;
    switch (mo->type) {
        case CUDACORE_MR_DEVICE_POOL:
        case CUDACORE_MR_PINNED_POOL:
        case CUDACORE_MR_MANAGED_POOL:
            if (b) b->free_method = CUDACORE__FREE_POOL;
            return cudacore__pool_alloc(mo, size, st, ptr, call);
        case CUDACORE_MR_DEVICE:
            r = cudacore__enter_checked(mo->device, &pushed, call);
            if (r != CUDACORE_SUCCESS) return r;
            *ptr = 0;
            r = CUDACORE__CU_CALL(cuMemAlloc, (ptr, size));
            /* During another thread's global-mode capture the driver allocates,
               then reports the capture violation: give that memory back. */
            if (r != CUDACORE_SUCCESS && *ptr) CUDACORE__CLEANUP(CUDACORE__CU_CALL(cuMemFree, (*ptr)));
            if (r != CUDACORE_SUCCESS) *ptr = 0;
            if (pushed) cudacore__pop_device();
            if (b) b->free_method = CUDACORE__FREE_DEVICE;
            return r;
        case CUDACORE_MR_PINNED: { /* pinned for the stream's context (all contexts with `portable`) */
            void *hp = NULL;
            int dev = -1; /* a default stream: the thread's context, made current if none is */
            if (st->device < 0 && (r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
            CUDACORE__CU_ON(r, *st, cuMemHostAlloc, (&hp, size, mo->flags));
            if (r == CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY) r = cudacore__err.info.result = CUDACORE_ERROR_OUT_OF_HOST_MEMORY; /* host memory ran out */
            if (r != CUDACORE_SUCCESS) return r;
            *ptr = (cudacore_CUdeviceptr)(uintptr_t)hp;
            if (b) b->free_method = CUDACORE__FREE_HOST;
            return CUDACORE_SUCCESS;
        }
        case CUDACORE_MR_MANAGED:
            r = cudacore__enter_checked(mo->device, &pushed, call);
            if (r != CUDACORE_SUCCESS) return r;
            r = CUDACORE__CU_CALL(cuMemAllocManaged, (ptr, size, mo->flags));
            if (pushed) cudacore__pop_device();
            if (b) b->free_method = CUDACORE__FREE_DEVICE;
            return r;
        case CUDACORE_MR_VIRTUAL: {
            cudacore__vmm_alloc *v;
            size_t rounded = cudacore__round_up(size, mo->granularity), reserve;
            int i;
            if (rounded < size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "size %llu overflows", (unsigned long long)size);
            reserve = mo->reserve_size > rounded ? cudacore__round_up(mo->reserve_size, mo->granularity) : rounded;
            if (!b) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "virtual-memory resources allocate buffers only (cudacore_buffer_allocate)");
            v = (cudacore__vmm_alloc *)cudacore__calloc(sizeof *v, call);
            if (!v) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            v->device = mo->device;
            v->granularity = mo->granularity;
            v->reserved = reserve;
            v->access[0].location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
            v->access[0].location.id = mo->device;
            v->access[0].flags = CUDACORE_CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
            for (i = 0; i < mo->peer_count; i++) {
                v->access[i + 1] = v->access[0];
                v->access[i + 1].location.id = mo->peers[i];
            }
            v->naccess = mo->peer_count + 1;
            r = cudacore__enter_checked(mo->device, &pushed, call);
            if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuMemAddressReserve, (&v->va, reserve, 0, 0, 0));
            if (r == CUDACORE_SUCCESS) r = cudacore__vmm_map(v, rounded, call);
            if (pushed) cudacore__pop_device();
            if (r != CUDACORE_SUCCESS) {
                cudacore__vmm_release(v);
                return r;
            }
            *ptr = v->va;
            b->free_method = CUDACORE__FREE_VMM;
            b->u.vmm = v;
            return CUDACORE_SUCCESS;
        }
        case CUDACORE_MR_USER:
            r = mo->vt.allocate(mo->user_data, size, st->cs, ptr);
            if (r != CUDACORE_SUCCESS) {
                if (cudacore_last_error()->result != r) CUDACORE__FAIL(r, call, "the user memory resource's allocate failed");
                return r;
            }
            if (b) {
                b->free_method = CUDACORE__FREE_USER;
                b->u.user.dealloc = mo->vt.deallocate;
                b->u.user.user_data = mo->user_data;
            }
            return CUDACORE_SUCCESS;
        case CUDACORE_MR_IMPORTED_POOL:
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "a pool imported from another process cannot allocate: open exported buffers with cudacore_buffer_ipc_import");
        default:
            return CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "unknown memory resource type %d", (int)mo->type);
    }
}

/* The memory of a buffer that is not freed in stream order. */
CUDACORE__PRIVATE cudacore_result cudacore__free_memory(cudacore__buffer_obj *b) {
    cudacore_result r;
    switch (b->free_method) {
        case CUDACORE__FREE_DEVICE: return CUDACORE__CU_CALL(cuMemFree, (b->ptr));
        case CUDACORE__FREE_HOST: return CUDACORE__CU_CALL(cuMemFreeHost, ((void *)(uintptr_t)b->ptr));
        case CUDACORE__FREE_UNREGISTER: return CUDACORE__CU_CALL(cuMemHostUnregister, ((void *)(uintptr_t)b->ptr));
        case CUDACORE__FREE_IPC_CLOSE: return CUDACORE__CU_CALL(cuIpcCloseMemHandle, (b->ptr));
        case CUDACORE__FREE_VMM: cudacore__vmm_release(b->u.vmm); return CUDACORE_SUCCESS;
        case CUDACORE__FREE_DLPACK:
            if (b->u.dl && b->u.dl->deleter) b->u.dl->deleter(b->u.dl);
            return CUDACORE_SUCCESS;
        case CUDACORE__FREE_EXTERNAL:
            r = CUDACORE__CU_CALL(cuMemFree, (b->ptr));
            if (r == CUDACORE_SUCCESS) cudacore__external_unuse(b->u.external);
            return r;
        default: return CUDACORE_SUCCESS;
    }
}

/* Frees a buffer's memory on stream st: stream-ordered frees in the stream's
   context, the others (after the stream's work) in the buffer's device's. */
CUDACORE__PRIVATE cudacore_result cudacore__buffer_release_memory(cudacore__buffer_obj *b, const cudacore__strm *st, const char *call) {
    cudacore_result r = CUDACORE_SUCCESS;
    int pushed = 0;
    if (!b->owned || b->is_view || (!b->ptr && b->free_method != CUDACORE__FREE_DLPACK)) return CUDACORE_SUCCESS;
    if (b->free_method == CUDACORE__FREE_POOL) {
        CUDACORE__CU_ON(r, *st, cuMemFreeAsync, (b->ptr, st->cs));
        return r;
    }
    if (b->free_method == CUDACORE__FREE_USER) {
        r = b->u.user.dealloc(b->u.user.user_data, b->ptr, b->size, st->cs);
        if (r != CUDACORE_SUCCESS && cudacore_last_error()->result != r) CUDACORE__FAIL(r, call, "the user memory resource's deallocate failed");
        return r;
    }
    /* not stream-ordered: let the stream's earlier work finish first */
    CUDACORE__CU_ON(r, *st, cuStreamSynchronize, (st->cs));
    if (r == CUDACORE_SUCCESS && b->device >= 0) r = cudacore__enter_checked(b->device, &pushed, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__free_memory(b);
    if (pushed) cudacore__pop_device();
    return r;
}

CUDACORE_API cudacore_result cudacore_memory_resource_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_CUdeviceptr *ptr) {
    cudacore_result r;
    static const char *call = "cudacore_memory_resource_allocate";
    if (!ptr) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr is NULL");
    *ptr = 0;
    {
        cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__lookup(CUDACORE_OBJECT_MEMORY_RESOURCE, mr.id, call);
        if (!mo) return CUDACORE_ERROR_INVALID_HANDLE;
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
        if (size == 0) return CUDACORE_SUCCESS;
        return cudacore__mr_alloc(mo, size, &st, ptr, NULL, call);
    }
}

CUDACORE_API cudacore_result cudacore_memory_resource_deallocate(cudacore_memory_resource mr, cudacore_CUdeviceptr ptr, size_t size,
                                                                 cudacore_stream s) {
    cudacore_result r;
    static const char *call = "cudacore_memory_resource_deallocate";
    cudacore__buffer_obj tmp;
    cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__lookup(CUDACORE_OBJECT_MEMORY_RESOURCE, mr.id, call);
    if (!mo) return CUDACORE_ERROR_INVALID_HANDLE;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if (!ptr) return CUDACORE_SUCCESS;
    memset(&tmp, 0, sizeof tmp);
    tmp.ptr = ptr;
    tmp.size = size;
    tmp.device = mo->device;
    tmp.owned = 1;
    switch (mo->type) {
        case CUDACORE_MR_DEVICE_POOL: case CUDACORE_MR_PINNED_POOL: case CUDACORE_MR_MANAGED_POOL: case CUDACORE_MR_IMPORTED_POOL:
            tmp.free_method = CUDACORE__FREE_POOL; break;
        case CUDACORE_MR_DEVICE: case CUDACORE_MR_MANAGED: tmp.free_method = CUDACORE__FREE_DEVICE; break;
        case CUDACORE_MR_PINNED: tmp.free_method = CUDACORE__FREE_HOST; break;
        case CUDACORE_MR_USER:
            tmp.free_method = CUDACORE__FREE_USER;
            tmp.u.user.dealloc = mo->vt.deallocate;
            tmp.u.user.user_data = mo->user_data;
            break;
        default: return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "this resource type frees through cudacore_buffer_free only");
    }
    return cudacore__buffer_release_memory(&tmp, &st, call);
}

CUDACORE__PRIVATE cudacore_result cudacore__pool_of(cudacore_memory_resource mr, cudacore_CUmemoryPool *pool, const char *call) {
    cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__lookup(CUDACORE_OBJECT_MEMORY_RESOURCE, mr.id, call);
    if (!mo) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!mo->pool) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the memory resource is not pool-based");
    *pool = mo->pool;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_get_attribute(cudacore_memory_resource mr, cudacore_CUmemPool_attribute attr, uint64_t *value) {
    static const char *call = "cudacore_memory_resource_get_attribute";
    cudacore_CUmemoryPool pool = NULL;
    cudacore_result r;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    *value = 0;
    r = cudacore__pool_of(mr, &pool, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((int)attr >= 1 && (int)attr <= 3) { /* the REUSE_* booleans are ints */
        int v = 0;
        if ((r = CUDACORE__CU_CALL(cuMemPoolGetAttribute, (pool, attr, &v))) != CUDACORE_SUCCESS) return r;
        *value = (uint64_t)v;
    } else {
        cudacore_cuuint64_t v = 0;
        if ((r = CUDACORE__CU_CALL(cuMemPoolGetAttribute, (pool, attr, &v))) != CUDACORE_SUCCESS) return r;
        *value = (uint64_t)v;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_set_attribute(cudacore_memory_resource mr, cudacore_CUmemPool_attribute attr, uint64_t value) {
    static const char *call = "cudacore_memory_resource_set_attribute";
    cudacore_CUmemoryPool pool = NULL;
    cudacore_result r = cudacore__pool_of(mr, &pool, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((int)attr >= 1 && (int)attr <= 3) {
        int v = value != 0;
        if ((r = CUDACORE__CU_CALL(cuMemPoolSetAttribute, (pool, attr, &v))) != CUDACORE_SUCCESS) return r;
    } else {
        cudacore_cuuint64_t v = (cudacore_cuuint64_t)value;
        if ((r = CUDACORE__CU_CALL(cuMemPoolSetAttribute, (pool, attr, &v))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_trim(cudacore_memory_resource mr, size_t min_bytes_to_keep) {
    cudacore_CUmemoryPool pool = NULL;
    cudacore_result r = cudacore__pool_of(mr, &pool, "cudacore_memory_resource_trim");
    if (r != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuMemPoolTrimTo, (pool, min_bytes_to_keep));
}

CUDACORE_API cudacore_result cudacore_memory_resource_set_peer_access(cudacore_memory_resource mr, int peer, int enable) {
    static const char *call = "cudacore_memory_resource_set_peer_access";
    cudacore_CUmemoryPool pool = NULL;
    cudacore_result r = cudacore__pool_of(mr, &pool, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__check_device(peer, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__pool_access(pool, peer, enable);
}

/*--- buffers ---*/

/* A thread's own free buffer slots (POSIX threads): cudacore_buffer_free
   leaves the slot on its thread and the thread's next cudacore_buffer_allocate
   takes it back, so that the pair changes no shared word. (A lock-prefixed
   atomic next to a driver call waits for the driver's stores to drain; the
   free's take of the handle keeps its one, so that of two racing frees of a
   handle only one frees.) The slots belong to setup generation gen; when the
   thread exits, a thread-specific key's destructor returns them to the
   shared free stack (cudacore_shutdown deletes the key). Where the key
   cannot be had, and on Windows, slots go through the shared stack. */
#if !defined(_WIN32)
#define CUDACORE__SLOT_CACHE 8
typedef struct cudacore__slot_cache {
    int gen;                  /* the setup the slots belong to (0: none yet) */
    uint32_t n, cap;          /* slots held; how many may be (0: no key) */
    uint32_t index[CUDACORE__SLOT_CACHE];
} cudacore__slot_cache;
static CUDACORE__TLS cudacore__slot_cache cudacore__bslots;
static pthread_key_t cudacore__bslots_key;
static int cudacore__bslots_key_made; /* 1 made, -1 failed, 0 not yet (under cudacore__setup_lock) */

/* The thread-exit destructor: the thread's slots back to the shared stack. */
static void cudacore__bslots_exit(void *arg) {
    cudacore__slot_cache *c = (cudacore__slot_cache *)arg;
    cudacore__pool *p = &cudacore__g.pools[CUDACORE_OBJECT_BUFFER];
    cudacore__lock(&cudacore__setup_lock); /* (not while cudacore_shutdown frees the chunks) */
    while (cudacore__g.ready && c->gen == cudacore__setup_gen && c->n) {
        uint32_t index = c->index[--c->n];
        cudacore__slot *s = cudacore__pool_slot(p, index);
        if (s) cudacore__pool_push(p, s, index);
    }
    c->n = 0;
    c->gen = 0;
    cudacore__unlock(&cudacore__setup_lock);
}
/* The thread's cache when it is of another setup (or was never used): it
   starts with the exit hook set, holding the slot at index; 0 when it
   cannot be used (no key). */
CUDACORE__RARE int cudacore__bslots_start(cudacore__slot_cache *c, uint32_t index) {
    cudacore__lock(&cudacore__setup_lock);
    if (!cudacore__bslots_key_made) cudacore__bslots_key_made = pthread_key_create(&cudacore__bslots_key, cudacore__bslots_exit) == 0 ? 1 : -1;
    c->cap = cudacore__bslots_key_made == 1 && pthread_setspecific(cudacore__bslots_key, c) == 0 ? CUDACORE__SLOT_CACHE : 0;
    c->gen = cudacore__setup_gen;
    c->n = 0;
    if (c->cap) c->index[c->n++] = index;
    cudacore__unlock(&cudacore__setup_lock);
    return c->cap != 0;
}
CUDACORE__PRIVATE void cudacore__bslots_shutdown(void) { /* under cudacore__setup_lock */
    if (cudacore__bslots_key_made == 1) pthread_key_delete(cudacore__bslots_key);
    cudacore__bslots_key_made = 0;
}
#else
CUDACORE__PRIVATE void cudacore__bslots_shutdown(void) {}
#endif
/* A buffer slot for a new buffer (the thread's own first), its id in *id;
   NULL with the error recorded. The one pop of both paths of
   cudacore_buffer_allocate (its bytes are left as they are:
   cudacore__buffer_fill writes them all). */
CUDACORE__HOT_INLINE cudacore__buffer_obj *cudacore__buffer_slot(uint64_t *id, const char *call) {
    cudacore__pool *p = &cudacore__g.pools[CUDACORE_OBJECT_BUFFER];
#ifdef CUDACORE__SLOT_CACHE
    cudacore__slot_cache *c = &cudacore__bslots;
    if (CUDACORE__LIKELY(c->n && c->gen == cudacore__setup_gen)) {
        uint32_t index = c->index[--c->n];
        cudacore__slot *s = cudacore__pool_slot(p, index);
        if (CUDACORE__LIKELY(s != NULL)) return (cudacore__buffer_obj *)cudacore__slot_claim(p, s, index, id, 0);
    }
#endif
    return (cudacore__buffer_obj *)cudacore__pool_reserve_zeroed(p, id, 0, call);
}
/* Gives back the slot of b (reserved as id, or taken), to the thread's own
   when there is room. The one push of both paths of allocate and free. */
CUDACORE__HOT_INLINE void cudacore__buffer_unslot(cudacore__buffer_obj *b, uint64_t id) {
#ifdef CUDACORE__SLOT_CACHE
    cudacore__slot_cache *c = &cudacore__bslots;
    if (CUDACORE__LIKELY(c->gen == cudacore__setup_gen) && CUDACORE__LIKELY(c->n < c->cap)) {
        c->index[c->n++] = cudacore__id_index(id);
        return;
    }
    if (c->gen != cudacore__setup_gen && cudacore__bslots_start(c, cudacore__id_index(id))) return;
#endif
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], b, id);
}
/* A zeroed buffer slot, for the buffers cudacore makes other than by
   allocating (views, wraps, imports, mappings): the same pop, and
   cudacore__buffer_unslot gives it back. */
CUDACORE__PRIVATE cudacore__buffer_obj *cudacore__buffer_reserve(uint64_t *id, const char *call) {
    cudacore__buffer_obj *b = cudacore__buffer_slot(id, call);
    if (b) memset(b, 0, sizeof *b);
    return b;
}
/* A buffer's life (cudacore__life), for those creates (their slots from
   cudacore__buffer_reserve, given back by cudacore__buffer_unslot) and
   cudacore_buffer_native. cudacore_buffer_allocate and _free keep their own
   steps: their fast paths would pay for calls through the hooks. */
CUDACORE__PRIVATE void cudacore__buffer_give_back(void *o, uint64_t id) { cudacore__buffer_unslot((cudacore__buffer_obj *)o, id); }
static const cudacore__life cudacore__buffer_life = {CUDACORE_OBJECT_BUFFER, NULL, NULL, NULL, 0, cudacore__buffer_give_back,
                                                     offsetof(cudacore__buffer_obj, ptr), sizeof(cudacore_CUdeviceptr)};

/* What a resource's memory is to its buffers: the kind, and who can reach
   it (cudacore__buffer_obj's fields, in their order). */
typedef struct cudacore__mem_access {
    unsigned char kind, dev_acc, host_acc, managed;
} cudacore__mem_access;
CUDACORE__PRIVATE cudacore__mem_access cudacore__mr_access(const cudacore__mr_obj *mo) {
    cudacore__mem_access a;
    a.kind = mo->managed ? CUDACORE_MEMORY_MANAGED : mo->host_acc ? CUDACORE_MEMORY_HOST : CUDACORE_MEMORY_DEVICE;
    a.dev_acc = (unsigned char)mo->dev_acc;
    a.host_acc = (unsigned char)mo->host_acc;
    a.managed = (unsigned char)mo->managed;
    return a;
}
/* A device pool's (cudacore_device_memory_resource's and
   cudacore_device_pool_resource_create's: device memory, reached from devices
   only): cudacore__mr_access of such a resource, known from its type alone
   on the fast path, where reading the flags would cost more than the rest
   of the fill (test_devices_multi.c's agreement test compares the two). */
CUDACORE__HOT_INLINE cudacore__mem_access cudacore__device_pool_access(void) {
    cudacore__mem_access a = {CUDACORE_MEMORY_DEVICE, 1, 0, 0};
    return a;
}

/* Makes b the buffer of an allocation from resource mo (handle mr_id,
   memory as acc says): size bytes at ptr, owned, freed as made says (its
   free_method and u, which cudacore__mr_alloc set; NULL: a pool's, by
   cuMemFreeAsync). The one fill of both paths of cudacore_buffer_allocate,
   and it writes every byte: each field by name, then from pad on zeros
   (the padding, u unless made sets it, and any field added at the end), so
   that nothing keeps a previous buffer's value. A field added elsewhere
   and not named here would: test_devices_multi.c's agreement test fills
   the reused slots with other bytes before each allocation and fails on
   any byte that differs. (Zeroing the whole object first costs the fast
   path 4 instructions more: the stores below leave the compiler a memset
   it can only trim, not split.) */
CUDACORE__HOT_INLINE void cudacore__buffer_fill(cudacore__buffer_obj *b, const cudacore__mr_obj *mo, uint64_t mr_id, cudacore__mem_access acc,
                                                cudacore_CUdeviceptr ptr, size_t size, const cudacore__buffer_obj *made) {
    b->ptr = ptr;
    b->size = size;
    b->mr_id = mr_id;
    b->device = mo->device;
    b->kind = acc.kind;
    b->dev_acc = acc.dev_acc;
    b->host_acc = acc.host_acc;
    b->managed = acc.managed;
    b->owned = 1;
    b->is_view = 0;
    b->free_method = made ? made->free_method : (unsigned char)CUDACORE__FREE_POOL;
    b->pad = 0;
    memset((char *)b + offsetof(cudacore__buffer_obj, pad) + 1, 0, sizeof *b - offsetof(cudacore__buffer_obj, pad) - 1);
    if (made) b->u = made->u;
}

/* The full path of cudacore_buffer_allocate: every resource, stream and
   case, each failure reported. */
CUDACORE__RARE cudacore_result cudacore__buffer_allocate_full(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out) {
    static const char call[] = "cudacore_buffer_allocate";
    cudacore__buffer_obj *b, made;
    cudacore_CUdeviceptr ptr = 0;
    uint64_t id;
    cudacore_result r;
    if (CUDACORE__UNLIKELY(!out)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__lookup(CUDACORE_OBJECT_MEMORY_RESOURCE, mr.id, call);
        if (!mo) return CUDACORE_ERROR_INVALID_HANDLE;
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
        b = cudacore__buffer_slot(&id, call);
        if (CUDACORE__UNLIKELY(!b)) return cudacore__recorded();
        memset(&made, 0, sizeof made); /* (size 0: FREE_NONE) */
        if (size) r = cudacore__mr_alloc(mo, size, &st, &ptr, &made, call);
        if (r == CUDACORE_SUCCESS) cudacore__buffer_fill(b, mo, mr.id, cudacore__mr_access(mo), ptr, size, &made);
    }
    return cudacore__object_publish(&cudacore__buffer_life, b, id, r, &out->id);
}

/* Whether freeing b gives its memory back to its pool (cuMemFreeAsync). */
CUDACORE__HOT_INLINE int cudacore__buffer_pool_owned(const cudacore__buffer_obj *b) {
    return b->free_method == CUDACORE__FREE_POOL && b->owned && !b->is_view && b->ptr;
}
/* The end of a free of b (taken as id) whose driver call returned r: the
   slot given back; or, when nothing was freed (the stream sync, or the free
   itself, failed), the handle valid again so that the caller can retry. */
CUDACORE__HOT_INLINE cudacore_result cudacore__buffer_freed(cudacore__buffer_obj *b, uint64_t id, cudacore_result r) {
    if (CUDACORE__UNLIKELY(r != CUDACORE_SUCCESS)) {
        cudacore__pool_commit(b, id);
        return r;
    }
    cudacore__buffer_unslot(b, id);
    return CUDACORE_SUCCESS;
}

/* The full path of cudacore_buffer_free. A graphics mapping's buffer is
   known before the take, as the fast path knows a pool's: once taken, its
   resource may give the slot back (unmap, then destroy), so its method is
   read while the handle is live (the take's compare-and-swap finds that it
   still was), never after. */
CUDACORE__RARE cudacore_result cudacore__buffer_free_full(cudacore_buffer buf, cudacore_stream s) {
    cudacore_result r;
    static const char call[] = "cudacore_buffer_free";
    cudacore__pool *p = &cudacore__g.pools[CUDACORE_OBJECT_BUFFER];
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__get(p, buf.id);
    int mapping = b && b->free_method == CUDACORE__FREE_MAPPING;
    cudacore__strm st = {NULL, NULL, -1};
    if (!b && cudacore__reset_destroy(p, buf.id)) return CUDACORE_SUCCESS; /* (its memory went with the reset) */
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    b = (cudacore__buffer_obj *)cudacore__pool_take(p, buf.id, call);
    if (CUDACORE__UNLIKELY(!b)) return cudacore__recorded();
    if (mapping) return CUDACORE_SUCCESS; /* (the slot stays its resource's) */
    return cudacore__buffer_freed(b, buf.id, cudacore__buffer_release_memory(b, &st, call));
}

/* The fast paths of allocate and free, tried first: a device pool's memory
   on a created stream of its device whose context cudacore made current on
   this thread (as it leaves it). Between two driver calls a wrapper's cost
   is mostly its code and data lines, each a cache miss after the driver
   ran: these are the full paths' steps for that case, without the lookups
   and checks that cannot fail there (on the H100 hosts the pair cost
   0.025-0.06 us over the raw calls before). With the full paths they share
   the slot's pop and push (cudacore__buffer_slot, _unslot: the thread's own
   slots where it has them), the fill (cudacore__buffer_fill), the retry of
   a failed driver call (CUDACORE__CU_CURRENT, which CUDACORE__CU_IN_ uses),
   what a failed allocation means (cudacore__pool_alloc_failed) and the end
   of a free (cudacore__buffer_freed). Anything else goes to the full paths,
   which check and report it. 1 when the fast path took the call, *r its
   result. */
CUDACORE__HOT_INLINE int cudacore__buffer_allocate_fast(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out,
                                                        cudacore_result *r) {
    static const char call[] = "cudacore_buffer_allocate";
    const cudacore__mr_obj *mo = (const cudacore__mr_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], mr.id);
    const cudacore__stream_obj *so = (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id);
    cudacore__buffer_obj *b;
    cudacore_result res;
    uint64_t id;
    if (CUDACORE__UNLIKELY(!(out && mo && so && size && mo->type == CUDACORE_MR_DEVICE_POOL && so->device == mo->device && cudacore__is_current(so->ctx))))
        return 0;
    b = cudacore__buffer_slot(&id, call);
    if (CUDACORE__UNLIKELY(!b)) {
        out->id = 0;
        *r = cudacore__recorded();
        return 1;
    }
    CUDACORE__CU_CURRENT(res, so->ctx, cuMemAllocFromPoolAsync, (&b->ptr, size, mo->pool, so->native)); /* (into the slot: one pointer fewer to keep) */
    if (CUDACORE__LIKELY(res == CUDACORE_SUCCESS)) {
        cudacore__buffer_fill(b, mo, mr.id, cudacore__device_pool_access(), b->ptr, size, NULL);
        cudacore__pool_commit(b, id);
        out->id = id;
        *r = CUDACORE_SUCCESS;
        return 1;
    }
    cudacore__buffer_unslot(b, id);
    out->id = 0;
    *r = cudacore__pool_alloc_failed(mo, res);
    return 1;
}
CUDACORE__HOT_INLINE int cudacore__buffer_free_fast(cudacore_buffer buf, cudacore_stream s, cudacore_result *r) {
    const cudacore__stream_obj *so = (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id);
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], buf.id);
    cudacore_result res;
    if (CUDACORE__UNLIKELY(!(so && b && cudacore__buffer_pool_owned(b) && cudacore__is_current(so->ctx))) ||
        CUDACORE__UNLIKELY(!cudacore__cas64(&((cudacore__slot *)b - 1)->id, buf.id, 0))) /* the take: of two racing frees one frees */
        return 0;
    CUDACORE__CU_CURRENT(res, so->ctx, cuMemFreeAsync, (b->ptr, so->native));
    *r = cudacore__buffer_freed(b, buf.id, res);
    return 1;
}

CUDACORE_API cudacore_result cudacore_buffer_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out) {
    cudacore_result r;
    if (CUDACORE__LIKELY(cudacore__buffer_allocate_fast(mr, size, s, out, &r))) return r;
    return cudacore__buffer_allocate_full(mr, size, s, out);
}

CUDACORE_API cudacore_result cudacore_buffer_free(cudacore_buffer buf, cudacore_stream s) {
    cudacore_result r;
    if (CUDACORE__LIKELY(cudacore__buffer_free_fast(buf, s, &r))) return r;
    return cudacore__buffer_free_full(buf, s);
}

CUDACORE_API cudacore_result cudacore_buffer_native(cudacore_buffer buf, cudacore_CUdeviceptr *out) {
    return cudacore__object_native(&cudacore__buffer_life, buf.id, out, "cudacore_buffer_native");
}

CUDACORE_API cudacore_result cudacore_buffer_host_ptr(cudacore_buffer buf, void **out) {
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_buffer_host_ptr", "out is NULL");
    *out = NULL;
    {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, "cudacore_buffer_host_ptr");
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!b->host_acc)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_buffer_host_ptr", "the buffer holds device memory, not host-accessible");
        *out = (void *)(uintptr_t)b->ptr;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_get_info(cudacore_buffer buf, cudacore_buffer_info *info) {
    const cudacore__buffer_obj *b =
        (const cudacore__buffer_obj *)cudacore__object_info(CUDACORE_OBJECT_BUFFER, buf.id, info, sizeof *info, "cudacore_buffer_get_info");
    if (!b) return cudacore__recorded();
    info->ptr = b->ptr;
    info->host_ptr = b->host_acc ? (void *)(uintptr_t)b->ptr : NULL;
    info->size = b->size;
    info->mr.id = b->mr_id;
    info->device = b->device;
    info->kind = (cudacore_memory_kind)b->kind;
    info->device_accessible = b->dev_acc;
    info->host_accessible = b->host_acc;
    info->managed = b->managed;
    info->owned = b->owned && !b->is_view;
    info->is_view = b->is_view;
    return CUDACORE_SUCCESS;
}

/* Commits a buffer for memory described by pointer attributes. */
CUDACORE__PRIVATE cudacore_result cudacore__buffer_from_ptr(cudacore_CUdeviceptr ptr, size_t size, int owned, int free_method, cudacore_buffer *out,
                                                            cudacore__buffer_obj **made, const char *call) {
    cudacore_result r;
    unsigned int memtype = 0, managed = 0;
    int ordinal = -1;
    cudacore_CUpointer_attribute attrs[3];
    void *data[3];
    cudacore__buffer_obj *b;
    uint64_t id;
    attrs[0] = CUDACORE_CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    attrs[1] = CUDACORE_CU_POINTER_ATTRIBUTE_IS_MANAGED;
    attrs[2] = CUDACORE_CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL;
    data[0] = &memtype;
    data[1] = &managed;
    data[2] = &ordinal;
    if (ptr && (r = CUDACORE__CU_CALL(cuPointerGetAttributes, (3, attrs, data, ptr))) != CUDACORE_SUCCESS) return r;
    b = cudacore__buffer_reserve(&id, call);
    if (!b) return cudacore__recorded();
    b->ptr = ptr;
    b->size = size;
    b->owned = (unsigned char)owned;
    b->free_method = (unsigned char)free_method;
    b->device = ordinal;
    if (managed) {
        b->kind = CUDACORE_MEMORY_MANAGED;
        b->dev_acc = b->host_acc = b->managed = 1;
    } else if (memtype == (unsigned)CUDACORE_CU_MEMORYTYPE_DEVICE) {
        b->kind = CUDACORE_MEMORY_DEVICE;
        b->dev_acc = 1;
    } else if (memtype == (unsigned)CUDACORE_CU_MEMORYTYPE_HOST) {
        b->kind = CUDACORE_MEMORY_HOST;
        b->dev_acc = b->host_acc = 1;
        b->device = -1;
    } else {
        b->kind = ptr ? CUDACORE_MEMORY_PAGEABLE : CUDACORE_MEMORY_UNKNOWN;
        b->host_acc = ptr != 0;
        b->device = -1;
    }
    if (made) *made = b;
    return cudacore__object_publish(&cudacore__buffer_life, b, id, CUDACORE_SUCCESS, &out->id);
}

CUDACORE_API cudacore_result cudacore_buffer_wrap(cudacore_CUdeviceptr ptr, size_t size, cudacore_buffer *out) {
    cudacore_result r;
    static const char *call = "cudacore_buffer_wrap";
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!ptr && size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr is 0 but size is %llu", (unsigned long long)size);
    if (ptr && (uint64_t)size > ~(uint64_t)0 - ptr) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr + size overflows");
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__buffer_from_ptr(ptr, size, 0, CUDACORE__FREE_NONE, out, NULL, call);
}

CUDACORE_API cudacore_result cudacore_buffer_register_host(void *ptr, size_t size, unsigned int flags, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_register_host";
    cudacore_result r;
    int dev = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!ptr || !size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr and size must be non-zero");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuMemHostRegister, (ptr, size, flags))) != CUDACORE_SUCCESS) return r;
    r = cudacore__buffer_from_ptr((cudacore_CUdeviceptr)(uintptr_t)ptr, size, 1, CUDACORE__FREE_UNREGISTER, out, NULL, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuMemHostUnregister)(ptr));
    return r;
}

CUDACORE_API cudacore_result cudacore_buffer_view(cudacore_buffer parent, size_t offset, size_t size, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_view";
    cudacore__buffer_obj *b;
    uint64_t id;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__buffer_obj *p = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, parent.id, call);
        if (!p) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!CUDACORE__IN_BOUNDS(offset, size, p->size)) return cudacore__oob(call, "view", offset, size, p->size);
        b = cudacore__buffer_reserve(&id, call);
        if (!b) return cudacore__recorded();
        *b = *p;
        b->ptr = size ? p->ptr + offset : 0;
        b->size = size;
        b->is_view = 1;
        b->owned = 0;
        b->free_method = CUDACORE__FREE_NONE;
    }
    return cudacore__object_publish(&cudacore__buffer_life, b, id, CUDACORE_SUCCESS, &out->id);
}

/* A copy the driver refused with CUDA_ERROR_INVALID_VALUE while a device
   buffer belongs to another device than the stream (a default stream is the
   calling thread's current device's): the stream's device cannot reach that
   memory (pool memory it was given no access to). Said as the device
   mismatch it is, keeping the driver's code in the record. Out of line:
   only failed copies come here. */
CUDACORE__COLD cudacore_result cudacore__copy_failed(const cudacore__strm *st, const cudacore__buffer_obj *a, const cudacore__buffer_obj *b,
                                                     const char *call) {
    cudacore__tls_error *e = &cudacore__err;
    char name[sizeof e->native_name], str[sizeof e->native_string], driver[sizeof e->message];
    int sdev = st->device >= 0 ? st->device : cudacore__tracked() ? cudacore__cur.device : -1;
    const cudacore__buffer_obj *remote = a && a->kind == CUDACORE_MEMORY_DEVICE && a->device >= 0 && a->device != sdev ? a : b;
    if (e->info.library != CUDACORE_LIBRARY_CUDA || e->info.native_code != 1 || sdev < 0 || !remote || remote->kind != CUDACORE_MEMORY_DEVICE ||
        remote->device < 0 || remote->device == sdev)
        return e->info.result;
    cudacore__copy(name, sizeof name, e->native_name);
    cudacore__copy(str, sizeof str, e->native_string);
    cudacore__copy(driver, sizeof driver, e->message);
    cudacore__fail_at(CUDACORE_ERROR_DEVICE_MISMATCH, call, __LINE__,
                      "the buffer is device %d's memory, which the stream's device %d cannot reach%s: copy on a stream of device %d, or give "
                      "device %d access to the buffer's pool (cudacore_memory_resource_set_peer_access)",
                      remote->device, sdev, st->device < 0 ? " (a default stream is the calling thread's current device's)" : "", remote->device, sdev);
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, 1, name, str);
    cudacore__set_detail(driver);
    return CUDACORE_ERROR_DEVICE_MISMATCH;
}

/* A copy between host memory and buffer buf at offset off, on stream s:
   the one path of cudacore_buffer_copy_from_host and _to_host (to_host, a
   constant in each, picks the direction; inlined, each is the code it was). */
CUDACORE__HOT_INLINE cudacore_result cudacore__host_copy(cudacore_buffer buf, size_t off, void *host, size_t size, cudacore_stream s, int to_host,
                                                         const char *call) {
    cudacore_result r;
    cudacore__stream_op m;
    struct cudacore__recorder_obj *step;
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
    if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get_step(s.id, &st, &step, call)) != CUDACORE_SUCCESS) return r;
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(off, size, b->size))) return cudacore__oob(call, to_host ? "source" : "destination", off, size, b->size);
    if (CUDACORE__UNLIKELY(size == 0)) return CUDACORE_SUCCESS;
    if (CUDACORE__UNLIKELY(!host)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, to_host ? "dst is NULL" : "src is NULL");
    CUDACORE__NVTX_HOT_MARK(call, size);
    m.kind = b->kind != CUDACORE_MEMORY_DEVICE ? CUDACORE__OP_COPY : to_host ? CUDACORE__OP_DTOH : CUDACORE__OP_HTOD;
    m.dst = to_host ? (cudacore_CUdeviceptr)(uintptr_t)host : b->ptr + off;
    m.src = to_host ? b->ptr + off : (cudacore_CUdeviceptr)(uintptr_t)host;
    m.count = size;
    m.value = 0;
    m.fn = NULL, m.user = NULL;
    r = cudacore__stream_op_on(&st, step, &m, call);
    return CUDACORE__LIKELY(r == CUDACORE_SUCCESS) ? r : cudacore__copy_failed(&st, b, NULL, call);
}

CUDACORE_API cudacore_result cudacore_buffer_copy_from_host(cudacore_buffer dst, size_t dst_offset, const void *src, size_t size, cudacore_stream s) {
    return cudacore__host_copy(dst, dst_offset, (void *)(uintptr_t)src, size, s, 0, "cudacore_buffer_copy_from_host");
}

CUDACORE_API cudacore_result cudacore_buffer_copy_to_host(void *dst, cudacore_buffer src, size_t src_offset, size_t size, cudacore_stream s) {
    return cudacore__host_copy(src, src_offset, dst, size, s, 1, "cudacore_buffer_copy_to_host");
}

/* A copy between buffers: its two buffers (dst's looked up first) and its
   stream resolved, then, when peer asks for it, device memory on both
   sides, then both ranges; 1 to go on with the copy, else 0 with *r the
   call's result. The one start of cudacore_buffer_copy and _copy_peer
   (inlined in each, peer a constant). */
CUDACORE__HOT_INLINE int cudacore__copy_sides(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset, size_t size,
                                              cudacore_stream s, int peer, cudacore__buffer_obj **d, cudacore__buffer_obj **sb, cudacore__strm *st,
                                              struct cudacore__recorder_obj **step, cudacore_result *r, const char *call) {
    *r = CUDACORE_ERROR_INVALID_HANDLE;
    if (!(*d = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, dst.id, call))) return 0;
    if (!(*sb = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, src.id, call))) return 0;
    if ((*r = step ? cudacore__stream_get_step(s.id, st, step, call) : cudacore__stream_get(s.id, st, call)) != CUDACORE_SUCCESS) return 0;
    if (peer && ((*d)->device < 0 || (*sb)->device < 0 || (*d)->kind != CUDACORE_MEMORY_DEVICE || (*sb)->kind != CUDACORE_MEMORY_DEVICE)) {
        *r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "peer copies need device memory on both sides (use cudacore_buffer_copy)");
        return 0;
    }
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(dst_offset, size, (*d)->size))) {
        *r = cudacore__oob(call, "destination", dst_offset, size, (*d)->size);
        return 0;
    }
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(src_offset, size, (*sb)->size))) {
        *r = cudacore__oob(call, "source", src_offset, size, (*sb)->size);
        return 0;
    }
    return 1;
}

CUDACORE_API cudacore_result cudacore_buffer_copy(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset, size_t size,
                                                  cudacore_stream s) {
    static const char *call = "cudacore_buffer_copy";
    cudacore_result r;
    cudacore__buffer_obj *d, *sb;
    cudacore__strm st = {NULL, NULL, -1};
    struct cudacore__recorder_obj *step = NULL;
    cudacore__stream_op m;
    if (CUDACORE__UNLIKELY(!cudacore__copy_sides(dst, dst_offset, src, src_offset, size, s, 0, &d, &sb, &st, &step, &r, call))) return r;
    if (CUDACORE__UNLIKELY(size == 0)) return CUDACORE_SUCCESS;
    CUDACORE__NVTX_HOT_MARK(call, size);
    m.kind = CUDACORE__OP_COPY;
    m.dst = d->ptr + dst_offset;
    m.src = sb->ptr + src_offset;
    m.count = size;
    m.value = 0;
    m.fn = NULL, m.user = NULL;
    r = cudacore__stream_op_on(&st, step, &m, call);
    return CUDACORE__LIKELY(r == CUDACORE_SUCCESS) ? r : cudacore__copy_failed(&st, d, sb, call);
}

CUDACORE_API cudacore_result cudacore_buffer_copy_peer(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset, size_t size,
                                                       cudacore_stream s) {
    static const char *call = "cudacore_buffer_copy_peer";
    cudacore_CUcontext dctx = NULL, sctx = NULL;
    cudacore_result r;
    cudacore__buffer_obj *d, *sb;
    cudacore__strm st = {NULL, NULL, -1};
    if (!cudacore__copy_sides(dst, dst_offset, src, src_offset, size, s, 1, &d, &sb, &st, NULL, &r, call)) return r;
    if (size == 0) return CUDACORE_SUCCESS;
    r = cudacore__primary(d->device, &dctx, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__primary(sb->device, &sctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__NVTX_HOT_MARK(call, size);
    CUDACORE__CU_ON(r, st, cuMemcpyPeerAsync, (d->ptr + dst_offset, dctx, sb->ptr + src_offset, sctx, size, st.cs));
    if (r != CUDACORE_SUCCESS) return r;
    return CUDACORE_SUCCESS;
}

/* One side of a 2-D copy: checks the range and fills the memcpy fields. */
CUDACORE__PRIVATE cudacore_result cudacore__side_2d(cudacore_buffer buf, const void *host, size_t offset, size_t pitch, size_t width, size_t height,
                                                    cudacore_CUmemorytype *type, const void **hp, cudacore_CUdeviceptr *dp, const char *what,
                                                    const char *call) {
    if (pitch < width) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s pitch %llu is less than width %llu", what,
                                             (unsigned long long)pitch, (unsigned long long)width);
    if (buf.id == 0) {
        if (!host) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s has neither a buffer nor a host pointer", what);
        *type = CUDACORE_CU_MEMORYTYPE_HOST;
        *hp = (const char *)host + offset;
        return CUDACORE_SUCCESS;
    } else {
        size_t extent;
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        /* extent = (height - 1) * pitch + width, checked */
        if (height - 1 > 0 && pitch > (~(size_t)0 - width) / (height - 1)) return cudacore__oob(call, what, offset, ~(size_t)0, b->size);
        extent = (height - 1) * pitch + width;
        if (!CUDACORE__IN_BOUNDS(offset, extent, b->size)) return cudacore__oob(call, what, offset, extent, b->size);
        *type = CUDACORE_CU_MEMORYTYPE_UNIFIED;
        *dp = b->ptr + offset;
        return CUDACORE_SUCCESS;
    }
}

CUDACORE_API cudacore_result cudacore_copy_2d(const cudacore_copy_2d_desc *desc, cudacore_stream s) {
    static const char *call = "cudacore_copy_2d";
    cudacore_CUDA_MEMCPY2D_v2 m;
    const void *hp = NULL;
    cudacore_result r;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    {
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if (desc->width == 0 || desc->height == 0) return CUDACORE_SUCCESS;
    memset(&m, 0, sizeof m);
    r = cudacore__side_2d(desc->src, desc->src_host, desc->src_offset, desc->src_pitch, desc->width, desc->height, &m.srcMemoryType, &m.srcHost,
                          &m.srcDevice, "source", call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__side_2d(desc->dst, desc->dst_host, desc->dst_offset, desc->dst_pitch, desc->width, desc->height, &m.dstMemoryType, &hp,
                          &m.dstDevice, "destination", call);
    if (r != CUDACORE_SUCCESS) return r;
    m.dstHost = (void *)(uintptr_t)hp;
    m.srcPitch = desc->src_pitch;
    m.dstPitch = desc->dst_pitch;
    m.WidthInBytes = desc->width;
    m.Height = desc->height;
    CUDACORE__CU_ON(r, st, cuMemcpy2DAsync, (&m, st.cs));
    if (r != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_fill(cudacore_buffer buf, size_t offset, size_t size, uint32_t value, int pattern_size, cudacore_stream s) {
    cudacore_result r;
    static const char *call = "cudacore_buffer_fill";
    cudacore_CUdeviceptr p;
    cudacore__stream_op m;
    struct cudacore__recorder_obj *step;
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
    if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get_step(s.id, &st, &step, call)) != CUDACORE_SUCCESS) return r;
    if (CUDACORE__UNLIKELY(pattern_size != 1 && pattern_size != 2 && pattern_size != 4))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pattern_size must be 1, 2 or 4, not %d", pattern_size);
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(offset, size, b->size))) return cudacore__oob(call, "fill", offset, size, b->size);
    if (CUDACORE__UNLIKELY((offset | size) % (size_t)pattern_size))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "offset %llu and size %llu must be multiples of the %d-byte pattern",
                              (unsigned long long)offset, (unsigned long long)size, pattern_size);
    if (CUDACORE__UNLIKELY(!b->dev_acc))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is not device-accessible (pageable host memory): fill it on the host");
    if (CUDACORE__UNLIKELY(st.device >= 0 && b->kind == CUDACORE_MEMORY_DEVICE && b->device >= 0 && st.device != b->device))
        return cudacore__mismatch(call, "the buffer", b->device, "the stream", st.device);
    if (size == 0) return CUDACORE_SUCCESS;
    p = b->ptr + offset;
    if (CUDACORE__UNLIKELY(p % (cudacore_CUdeviceptr)pattern_size))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the address is not aligned to the %d-byte pattern", pattern_size);
    m.kind = pattern_size == 1 ? CUDACORE__OP_FILL8 : pattern_size == 2 ? CUDACORE__OP_FILL16 : CUDACORE__OP_FILL32;
    m.dst = p;
    m.src = 0;
    m.count = size / (size_t)pattern_size;
    m.value = pattern_size == 1 ? (value & 0xFFu) : pattern_size == 2 ? (value & 0xFFFFu) : value;
    m.fn = NULL, m.user = NULL;
    return cudacore__stream_op_on(&st, step, &m, call);
}

CUDACORE__PRIVATE cudacore_CUmemLocation cudacore__location(int device) {
    cudacore_CUmemLocation l;
    memset(&l, 0, sizeof l);
    l.type = device < 0 ? CUDACORE_CU_MEM_LOCATION_TYPE_HOST : CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
    l.id = device < 0 ? 0 : device;
    return l;
}

CUDACORE_API cudacore_result cudacore_buffer_prefetch(cudacore_buffer buf, size_t offset, size_t size, int device, cudacore_stream s) {
    cudacore_result r;
    static const char *call = "cudacore_buffer_prefetch";
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
    if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if (!b->managed) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "prefetch needs managed memory");
    if (!CUDACORE__IN_BOUNDS(offset, size, b->size)) return cudacore__oob(call, "prefetch", offset, size, b->size);
    if (device >= 0 && (r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    if (size == 0) return CUDACORE_SUCCESS;
    CUDACORE__CU_ON(r, st, cuMemPrefetchAsync_v2, (b->ptr + offset, size, cudacore__location(device), 0, st.cs));
    return r;
}

CUDACORE_API cudacore_result cudacore_buffer_advise(cudacore_buffer buf, size_t offset, size_t size, cudacore_CUmem_advise advice, int device) {
    cudacore_result r;
    static const char *call = "cudacore_buffer_advise";
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
    if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!b->managed) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "advise needs managed memory");
    if (!CUDACORE__IN_BOUNDS(offset, size, b->size)) return cudacore__oob(call, "advise", offset, size, b->size);
    if (device >= 0 && (r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    if (size == 0) return CUDACORE_SUCCESS;
    CUDACORE__CU_IN(r, cudacore__primary_ctx(b->device), b->device, cuMemAdvise_v2, (b->ptr + offset, size, advice, cudacore__location(device)));
    return r;
}

CUDACORE_API cudacore_result cudacore_buffer_grow(cudacore_buffer buf, size_t new_size) {
    static const char *call = "cudacore_buffer_grow";
    cudacore__vmm_alloc *v;
    size_t want;
    cudacore_result r;
    cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
    if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
    if (b->free_method != CUDACORE__FREE_VMM || b->is_view)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "only buffers of a virtual-memory resource can grow");
    v = b->u.vmm;
    if (new_size <= b->size) return CUDACORE_SUCCESS;
    want = cudacore__round_up(new_size, v->granularity);
    if (want < new_size || want > v->reserved)
        return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "%llu bytes exceed the %llu bytes reserved (raise reserve_size)",
                              (unsigned long long)new_size, (unsigned long long)v->reserved);
    if (want > v->mapped) {
        r = cudacore__vmm_map(v, want - v->mapped, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    b->size = new_size;
    return CUDACORE_SUCCESS;
}

/*--- IPC ---*/
CUDACORE_API cudacore_result cudacore_memory_resource_export_fd(cudacore_memory_resource mr, int *fd) {
    cudacore_result r;
    static const char *call = "cudacore_memory_resource_export_fd";
    int h = -1;
    if (!fd) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "fd is NULL");
    *fd = -1;
    {
        cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__lookup(CUDACORE_OBJECT_MEMORY_RESOURCE, mr.id, call);
        if (!mo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!mo->ipc || !mo->pool)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the resource is not an IPC-enabled pool (cudacore_device_pool_desc.ipc = 1)");
        if ((r = CUDACORE__CU_CALL(cuMemPoolExportToShareableHandle, (&h, mo->pool, CUDACORE_CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0))) != CUDACORE_SUCCESS) return r;
    }
    *fd = h;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_import_fd(int fd, int device, cudacore_memory_resource *out) {
    static const char *call = "cudacore_memory_resource_import_fd";
    cudacore_CUmemoryPool pool = NULL;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (fd < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "fd %d is not a file descriptor", fd);
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_IN(r, cudacore__primary_ctx(device), device, cuMemPoolImportFromShareableHandle,
                    (&pool, (void *)(intptr_t)fd, CUDACORE_CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    if (r != CUDACORE_SUCCESS) return r;
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) {
        CUDACORE__CLEANUP(CUDACORE__CU(cuMemPoolDestroy)(pool));
        return cudacore__recorded();
    }
    mo->type = CUDACORE_MR_IMPORTED_POOL;
    mo->device = device;
    mo->dev_acc = 1;
    mo->ipc = 1;
    mo->pool = pool;
    mo->owns_pool = 1;
    return cudacore__mr_publish(mo, id, CUDACORE_SUCCESS, NULL, &out->id);
}

CUDACORE_API cudacore_result cudacore_buffer_ipc_export(cudacore_buffer buf, cudacore_buffer_ipc_descriptor *out) {
    cudacore_result r;
    static const char *call = "cudacore_buffer_ipc_export";
    cudacore_CUmemPoolPtrExportData_v1 data;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], b->mr_id);
        if (b->is_view || !b->ptr || !mo || !mo->ipc || b->free_method != CUDACORE__FREE_POOL)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "only a whole, non-empty buffer of a live IPC-enabled pool resource can be exported");
        memset(&data, 0, sizeof data);
        CUDACORE__CU_IN(r, cudacore__primary_ctx(b->device), b->device, cuMemPoolExportPointer, (&data, b->ptr));
        if (r != CUDACORE_SUCCESS) return r;
        memcpy(out->data, &data, sizeof out->data);
        out->size = b->size;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_ipc_import(cudacore_memory_resource imported, const cudacore_buffer_ipc_descriptor *desc,
                                                        cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_ipc_import";
    cudacore_CUmemPoolPtrExportData_v1 data;
    cudacore__buffer_obj *b;
    cudacore_result r;
    uint64_t id;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    {
        cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__lookup(CUDACORE_OBJECT_MEMORY_RESOURCE, imported.id, call);
        if (!mo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (mo->type != CUDACORE_MR_IMPORTED_POOL)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "use the resource returned by cudacore_memory_resource_import_fd");
        memcpy(&data, desc->data, sizeof desc->data);
        b = cudacore__buffer_reserve(&id, call);
        if (!b) return cudacore__recorded();
        CUDACORE__CU_IN(r, cudacore__primary_ctx(mo->device), mo->device, cuMemPoolImportPointer, (&b->ptr, mo->pool, &data));
        b->size = (size_t)desc->size;
        b->mr_id = imported.id;
        b->device = mo->device;
        b->kind = CUDACORE_MEMORY_DEVICE;
        b->dev_acc = 1;
        b->owned = 1;
        b->free_method = CUDACORE__FREE_POOL;
    }
    return cudacore__object_publish(&cudacore__buffer_life, b, id, r, &out->id);
}

CUDACORE_API cudacore_result cudacore_buffer_ipc_get_mem_handle(cudacore_buffer buf, cudacore_buffer_ipc_mem_handle *out) {
    cudacore_result r;
    static const char *call = "cudacore_buffer_ipc_get_mem_handle";
    cudacore_CUipcMemHandle_v1 h;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        if (b->is_view || !b->ptr || b->free_method != CUDACORE__FREE_DEVICE || b->managed)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "legacy IPC needs a whole cuMemAlloc buffer (cudacore_device_malloc_resource_create); pool buffers use cudacore_buffer_ipc_export");
        memset(&h, 0, sizeof h);
        CUDACORE__CU_IN(r, cudacore__primary_ctx(b->device), b->device, cuIpcGetMemHandle, (&h, b->ptr));
        if (r != CUDACORE_SUCCESS) return r;
        memcpy(out->bytes, &h, 64);
        out->size = b->size;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_ipc_open_mem_handle(const cudacore_buffer_ipc_mem_handle *handle, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_ipc_open_mem_handle";
    cudacore_CUipcMemHandle_v1 h;
    cudacore_CUdeviceptr ptr = 0;
    cudacore_result r;
    int dev = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!handle) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "handle is NULL");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    memcpy(&h, handle->bytes, 64);
    if ((r = CUDACORE__CU_CALL(cuIpcOpenMemHandle, (&ptr, h, (unsigned)CUDACORE_CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS))) != CUDACORE_SUCCESS) return r;
    r = cudacore__buffer_from_ptr(ptr, (size_t)handle->size, 1, CUDACORE__FREE_IPC_CLOSE, out, NULL, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuIpcCloseMemHandle)(ptr));
    return r;
}

/*--- DLPack ---*/
/* A tensor cudacore exported (the one exporter, cudacore__dl_export: a
   buffer's bytes here, a view in VIEWS): the managed tensor, and the buffer
   its deleter frees when ownership was transferred (0: none); its shape and
   strides follow it in the same allocation. */
typedef struct cudacore__dl_export {
    cudacore_DLManagedTensor t;
    uint64_t buffer_id;
} cudacore__dl_export;

static void cudacore__dl_deleter(cudacore_DLManagedTensor *self) {
    cudacore__dl_export *e = (cudacore__dl_export *)self;
    if (!e) return;
    if (e->buffer_id) {
        cudacore_buffer b;
        b.id = e->buffer_id;
        (void)cudacore_buffer_free(b, cudacore_stream_legacy());
    }
    cudacore__free(e);
}

/* DLPack's device type of memory of kind `kind`. */
CUDACORE__PRIVATE int32_t cudacore__dl_device_type(cudacore_memory_kind kind) {
    switch (kind) {
        case CUDACORE_MEMORY_DEVICE: return CUDACORE_DL_CUDA;
        case CUDACORE_MEMORY_MANAGED: return CUDACORE_DL_CUDA_MANAGED;
        case CUDACORE_MEMORY_HOST: return CUDACORE_DL_CUDA_HOST;
        default: return CUDACORE_DL_CPU;
    }
}

/* Exports tensor t (its data, byte_offset, ndim and dtype; its device as
   memory of kind `kind` on device `device`, -1: the host) with t->ndim
   extents of shape and of strides (NULL: compact rows), copied, as a
   managed tensor in *out whose deleter frees buffer_id (0: none). */
CUDACORE__PRIVATE cudacore_result cudacore__dl_export_tensor(const cudacore_DLTensor *t, cudacore_memory_kind kind, int device, const int64_t *shape,
                                                             const int64_t *strides, uint64_t buffer_id, cudacore_DLManagedTensor **out,
                                                             const char *call) {
    size_t n = t->ndim > 0 ? (size_t)t->ndim : 0;
    cudacore__dl_export *e = (cudacore__dl_export *)cudacore__calloc(sizeof *e + 2 * n * sizeof(int64_t), call);
    int64_t *dims;
    if (!e) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    dims = (int64_t *)(void *)(e + 1); /* (sizeof *e is a multiple of 8: it holds a uint64_t) */
    if (n) memcpy(dims, shape, n * sizeof *dims);
    if (n && strides) memcpy(dims + n, strides, n * sizeof *dims);
    e->t.dl_tensor = *t;
    e->t.dl_tensor.device.device_type = cudacore__dl_device_type(kind);
    e->t.dl_tensor.device.device_id = device < 0 ? 0 : device;
    e->t.dl_tensor.shape = dims;
    e->t.dl_tensor.strides = strides ? dims + n : NULL;
    e->t.manager_ctx = e;
    e->t.deleter = cudacore__dl_deleter;
    e->buffer_id = buffer_id;
    *out = &e->t;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_to_dlpack(cudacore_buffer buf, int transfer_ownership, cudacore_DLManagedTensor **out) {
    static const char *call = "cudacore_buffer_to_dlpack";
    cudacore_DLTensor t;
    int64_t size;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    *out = NULL;
    {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, buf.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((uint64_t)b->size > (uint64_t)INT64_MAX) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is too large for DLPack");
        memset(&t, 0, sizeof t);
        t.data = (void *)(uintptr_t)b->ptr;
        t.ndim = 1;
        t.dtype.code = 0; /* kDLInt */
        t.dtype.bits = 8;
        t.dtype.lanes = 1;
        size = (int64_t)b->size;
        return cudacore__dl_export_tensor(&t, (cudacore_memory_kind)b->kind, b->device, &size, NULL, transfer_ownership ? buf.id : 0, out, call);
    }
}

CUDACORE_API cudacore_result cudacore_buffer_from_dlpack(cudacore_DLManagedTensor *tensor, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_from_dlpack";
    const cudacore_DLTensor *t;
    uint64_t elems = 1, bytes, elem_bits, expect = 1;
    cudacore__buffer_obj *b = NULL;
    cudacore_result r;
    int32_t i;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!tensor) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "tensor is NULL");
    t = &tensor->dl_tensor;
    if (t->ndim < 0 || (t->ndim > 0 && !t->shape)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "bad ndim/shape");
    elem_bits = (uint64_t)t->dtype.bits * (uint64_t)(t->dtype.lanes ? t->dtype.lanes : 1);
    if (elem_bits == 0 || elem_bits % 8) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "sub-byte element types are not supported");
    for (i = t->ndim - 1; i >= 0; i--) {
        if (t->shape[i] < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "negative extent in dimension %d", (int)i);
        if (t->strides && t->shape[i] > 1 && (uint64_t)t->strides[i] != expect)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "only compact row-major tensors can be imported");
        if (t->shape[i] && elems > ~(uint64_t)0 / (uint64_t)t->shape[i]) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "size overflows");
        elems *= (uint64_t)t->shape[i];
        expect = elems ? elems : 1;
    }
    if (elems > ~(uint64_t)0 / (elem_bits / 8)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "size overflows");
    bytes = elems * (elem_bits / 8);
    if (bytes > (uint64_t)(size_t)-1) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "size overflows");
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__buffer_from_ptr((cudacore_CUdeviceptr)(uintptr_t)t->data + t->byte_offset, (size_t)bytes, 1, CUDACORE__FREE_DLPACK, out, &b, call);
    if (r != CUDACORE_SUCCESS || !b) return r != CUDACORE_SUCCESS ? r : CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "no buffer was made");
    b->u.dl = tensor;
    return CUDACORE_SUCCESS;
}
