/* A mapped buffer's handles are generations of one buffer slot, which the
   resource takes at its first cudacore_graphics_mapped_buffer and keeps
   until destroyed: each mapping's handle is a new generation, unmap ends
   it (a plain store: cudacore_buffer_free, the only other end of it, takes
   the handle and gives nothing back: CUDACORE__FREE_MAPPING). The fields
   a map cycle reads come first: with the slot's header, one cache line. */
typedef struct cudacore__graphics_obj {
    cudacore_CUgraphicsResource native;
    int device;
    int mapped;
    cudacore__buffer_obj *buffer; /* the kept buffer slot (NULL: none yet) */
    uint64_t buffer_id;        /* its latest handle (live while the slot carries it) */
    uint64_t mipmap;           /* the mapped mipmapped array's handle */
    size_t num_arrays;
    uint64_t *arrays;          /* the mapped arrays' handles */
    size_t cap_arrays;
    int owned;                 /* 1: destroy unregisters it */
} cudacore__graphics_obj;
CUDACORE__FITS_SLOT(cudacore__graphics_obj);

typedef struct cudacore__external_semaphore_obj {
    cudacore_CUexternalSemaphore native;
    int device;
    cudacore_CUexternalSemaphoreHandleType type;
} cudacore__external_semaphore_obj;
CUDACORE__FITS_SLOT(cudacore__external_semaphore_obj);

/* Their lives (cudacore__life). A mapped resource, or external memory with
   mappings alive, refuses a destroy; a failed destroy leaves each alive. A
   resource ends with the buffer slot it kept and its table of arrays. */
CUDACORE__PRIVATE cudacore_result cudacore__graphics_busy(const void *o, const char *call) {
    if (!((const cudacore__graphics_obj *)o)->mapped) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_IN_USE, call, "the resource is mapped: unmap it first (cudacore_graphics_unmap)");
}
CUDACORE__PRIVATE cudacore_result cudacore__graphics_end(void *o, const char *call) {
    cudacore__graphics_obj *g = (cudacore__graphics_obj *)o;
    (void)call;
    if (g->owned) {
        cudacore_result r = CUDACORE__CU_CALL(cuGraphicsUnregisterResource, (g->native));
        if (r != CUDACORE_SUCCESS) return r;
    }
    if (g->buffer) cudacore__buffer_unslot(g->buffer, g->buffer_id); /* (no handle: unmapped) */
    cudacore__free(g->arrays);
    return CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__graphics_life = {CUDACORE_OBJECT_GRAPHICS_RESOURCE, NULL, cudacore__graphics_busy, cudacore__graphics_end, 1, NULL,
                                                       offsetof(cudacore__graphics_obj, native), sizeof(cudacore_CUgraphicsResource)};
CUDACORE__PRIVATE cudacore_result cudacore__external_memory_busy(const void *o, const char *call) {
    uint32_t users = cudacore__loadu32(&((const cudacore__external_memory_obj *)o)->users);
    if (!users) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_IN_USE, call, "%u buffer(s) or mipmapped array(s) mapped from it are alive: free them first", users);
}
CUDACORE__PRIVATE cudacore_result cudacore__external_memory_end(void *o, const char *call) {
    (void)call;
    return CUDACORE__CU_CALL(cuDestroyExternalMemory, (((const cudacore__external_memory_obj *)o)->native));
}
static const cudacore__life cudacore__external_memory_life = {CUDACORE_OBJECT_EXTERNAL_MEMORY, NULL, cudacore__external_memory_busy,
                                                              cudacore__external_memory_end, 1, NULL,
                                                              offsetof(cudacore__external_memory_obj, native), sizeof(cudacore_CUexternalMemory)};
CUDACORE__PRIVATE cudacore_result cudacore__external_semaphore_end(void *o, const char *call) {
    (void)call;
    return CUDACORE__CU_CALL(cuDestroyExternalSemaphore, (((const cudacore__external_semaphore_obj *)o)->native));
}
static const cudacore__life cudacore__external_semaphore_life = {CUDACORE_OBJECT_EXTERNAL_SEMAPHORE, NULL, NULL, cudacore__external_semaphore_end, 1, NULL,
                                                                 offsetof(cudacore__external_semaphore_obj, native),
                                                                 sizeof(cudacore_CUexternalSemaphore)};

/*--- graphics resources ---*/
CUDACORE__PRIVATE cudacore_result cudacore__graphics_make(cudacore_CUgraphicsResource native, int device, int owned, cudacore_graphics_resource *out,
                                                          const char *call) {
    uint64_t id = 0;
    cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__object_reserve(&cudacore__graphics_life, &id, call);
    if (!g) return cudacore__recorded();
    g->native = native;
    g->device = device;
    g->owned = owned;
    return cudacore__object_publish(&cudacore__graphics_life, g, id, CUDACORE_SUCCESS, &out->id);
}

CUDACORE__PRIVATE unsigned int cudacore__register_flags(const cudacore_graphics_register_desc *d) {
    if (!d) return 0;
    return (d->read_only ? (unsigned int)CUDACORE_CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY : 0u) | (d->write_discard ? (unsigned int)CUDACORE_CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD : 0u) |
           (d->surface_load_store ? (unsigned int)CUDACORE_CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST : 0u) |
           (d->texture_gather ? (unsigned int)CUDACORE_CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER : 0u);
}

/* GL buffer and image registrations differ only in the driver call. */
CUDACORE__PRIVATE cudacore_result cudacore__register_gl(unsigned int name, unsigned int target, int image, const cudacore_graphics_register_desc *desc,
                                                        cudacore_graphics_resource *out, const char *call) {
    cudacore_CUgraphicsResource native = NULL;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (name == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "GL object name 0 is never a %s", image ? "texture" : "buffer");
    if (desc && desc->read_only && desc->write_discard)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "read_only and write_discard contradict each other");
    if (!image && desc && (desc->surface_load_store || desc->texture_gather))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "surface_load_store and texture_gather apply to images, not buffers");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = image ? CUDACORE__CU_CALL(cuGraphicsGLRegisterImage, (&native, name, target, cudacore__register_flags(desc)))
              : CUDACORE__CU_CALL(cuGraphicsGLRegisterBuffer, (&native, name, cudacore__register_flags(desc)));
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__graphics_make(native, dev, 1, out, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphicsUnregisterResource)(native));
    return r;
}

CUDACORE_API cudacore_result cudacore_graphics_register_gl_buffer(unsigned int buffer, const cudacore_graphics_register_desc *desc,
                                                                  cudacore_graphics_resource *out) {
    return cudacore__register_gl(buffer, 0, 0, desc, out, "cudacore_graphics_register_gl_buffer");
}
CUDACORE_API cudacore_result cudacore_graphics_register_gl_image(unsigned int image, unsigned int target, const cudacore_graphics_register_desc *desc,
                                                                 cudacore_graphics_resource *out) {
    return cudacore__register_gl(image, target, 1, desc, out, "cudacore_graphics_register_gl_image");
}

CUDACORE_API cudacore_result cudacore_graphics_resource_wrap(cudacore_CUgraphicsResource native, int take_ownership, cudacore_graphics_resource *out) {
    static const char *call = "cudacore_graphics_resource_wrap";
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!native) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "native is NULL");
    r = cudacore__current_device(&dev, call);
    return r == CUDACORE_SUCCESS ? cudacore__graphics_make(native, dev, take_ownership != 0, out, call) : r;
}

CUDACORE_API cudacore_result cudacore_graphics_resource_destroy(cudacore_graphics_resource res) {
    return cudacore__object_destroy(&cudacore__graphics_life, res.id, "cudacore_graphics_resource_destroy");
}

CUDACORE_API cudacore_result cudacore_graphics_resource_native(cudacore_graphics_resource res, cudacore_CUgraphicsResource *out) {
    return cudacore__object_native(&cudacore__graphics_life, res.id, out, "cudacore_graphics_resource_native");
}

CUDACORE_API cudacore_result cudacore_graphics_set_map_flags(cudacore_graphics_resource res, unsigned int flags) {
    static const char *call = "cudacore_graphics_set_map_flags";
    cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPHICS_RESOURCE, res.id, call);
    if (!g) return CUDACORE_ERROR_INVALID_HANDLE;
    if (flags > 2)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "flags %u is not a CU_GRAPHICS_MAP_RESOURCE_FLAGS_* value (0, 1 or 2)", flags);
    return CUDACORE__CU_CALL(cuGraphicsResourceSetMapFlags, (g->native, flags));
}

/* Whether g may be mapped or unmapped on stream st: one of g's device, or a
   default stream (device -1, the current device's); else the mismatch,
   recorded. */
CUDACORE__PRIVATE cudacore_result cudacore__graphics_stream_ok(const cudacore__graphics_obj *g, const cudacore__strm *st, const char *call) {
    if (CUDACORE__LIKELY(st->device == g->device) || st->device < 0) return CUDACORE_SUCCESS;
    return cudacore__mismatch(call, "the resource", g->device, "the stream", st->device);
}

CUDACORE__COLD cudacore_result cudacore__graphics_map_full(cudacore_graphics_resource res, cudacore_stream s) {
    static const char *call = "cudacore_graphics_map";
    cudacore_result r;
    cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPHICS_RESOURCE, res.id, call);
    if (!g) return CUDACORE_ERROR_INVALID_HANDLE;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if (CUDACORE__UNLIKELY(g->mapped)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the resource is already mapped");
    if (CUDACORE__UNLIKELY((r = cudacore__graphics_stream_ok(g, &st, call)) != CUDACORE_SUCCESS)) return r;
    CUDACORE__CU_ON(r, st, cuGraphicsMapResources, (1, &g->native, st.cs));
    if (r != CUDACORE_SUCCESS) return r;
    g->mapped = 1;
    return CUDACORE_SUCCESS;
}

/* Textures and surfaces still using what the mapping handed out as arrays. */
CUDACORE__RARE uint32_t cudacore__mapping_users(const cudacore__graphics_obj *g) {
    uint32_t n = 0;
    size_t i;
    for (i = 0; i < g->num_arrays; i++) {
        cudacore__array_obj *a = (cudacore__array_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_ARRAY], g->arrays[i]);
        if (a) n += cudacore__loadu32(&a->users);
    }
    if (g->mipmap) {
        cudacore__mipmap_obj *m = (cudacore__mipmap_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MIPMAPPED_ARRAY], g->mipmap);
        if (m) n += cudacore__mipmap_users(m);
    }
    return n;
}

/* Releases the handles the mapping handed out as arrays (unmap's). */
CUDACORE__RARE void cudacore__mapping_release_arrays(cudacore__graphics_obj *g) {
    size_t i;
    for (i = 0; i < g->num_arrays; i++) cudacore__object_drop(&cudacore__array_life, g->arrays[i], "cudacore_graphics_unmap");
    if (g->mipmap) cudacore__object_drop(&cudacore__mipmap_life, g->mipmap, "cudacore_graphics_unmap"); /* (with its levels) */
    g->mipmap = 0;
    g->num_arrays = 0;
}

/* What an unmap leaves: g unmapped, and the handle of its mapped buffer
   ended (if the caller has not freed it already). */
CUDACORE__HOT_INLINE void cudacore__graphics_unmapped(cudacore__graphics_obj *g) {
    g->mapped = 0;
    if (g->buffer) cudacore__store64(&((cudacore__slot *)g->buffer - 1)->id, 0);
}

CUDACORE__COLD cudacore_result cudacore__graphics_unmap_full(cudacore_graphics_resource res, cudacore_stream s) {
    static const char *call = "cudacore_graphics_unmap";
    cudacore_result r;
    uint32_t users;
    cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPHICS_RESOURCE, res.id, call);
    if (!g) return CUDACORE_ERROR_INVALID_HANDLE;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if (CUDACORE__UNLIKELY(!g->mapped)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the resource is not mapped");
    if (CUDACORE__UNLIKELY((r = cudacore__graphics_stream_ok(g, &st, call)) != CUDACORE_SUCCESS)) return r;
    if (CUDACORE__UNLIKELY(g->num_arrays || g->mipmap) && (users = cudacore__mapping_users(g)) != 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_IN_USE, call, "%u texture(s) or surface(s) still use the mapped image: destroy them first", users);
    CUDACORE__CU_ON(r, st, cuGraphicsUnmapResources, (1, &g->native, st.cs));
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__graphics_unmapped(g);
    if (CUDACORE__UNLIKELY(g->num_arrays || g->mipmap)) cudacore__mapping_release_arrays(g);
    return CUDACORE_SUCCESS;
}

/* The fast path of map (mapped 0) and unmap (mapped 1): g live and in that
   state with no arrays handed out, s a stream of g's device whose context
   is current; NULL for anything else (the full path then checks it all in
   order and says what is wrong, or takes the rarer valid case: a default
   stream, another context current, a mapped image's arrays). One test, so
   that the common case is a few lines of code: a GL map cycle runs with
   caches the driver has emptied, and every line is a miss. */
CUDACORE__HOT_INLINE cudacore__graphics_obj *cudacore__graphics_fast(cudacore_graphics_resource res, cudacore_stream s, int mapped,
                                                                    const cudacore__stream_obj **so) {
    cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_GRAPHICS_RESOURCE], res.id);
    const cudacore__stream_obj *o = (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id);
    if (CUDACORE__UNLIKELY(!g || !o || g->mapped != mapped || o->device != g->device || (g->num_arrays | g->mipmap) != 0 ||
                           !cudacore__is_current(o->ctx)))
        return NULL;
    *so = o;
    return g;
}

CUDACORE_API cudacore_result cudacore_graphics_map(cudacore_graphics_resource res, cudacore_stream s) {
    const cudacore__stream_obj *so;
    cudacore__graphics_obj *g = cudacore__graphics_fast(res, s, 0, &so);
    cudacore_result r;
    if (CUDACORE__UNLIKELY(!g)) return cudacore__graphics_map_full(res, s);
    CUDACORE__CU_CURRENT(r, so->ctx, cuGraphicsMapResources, (1, &g->native, so->native));
    if (CUDACORE__LIKELY(r == CUDACORE_SUCCESS)) g->mapped = 1;
    return r;
}

CUDACORE_API cudacore_result cudacore_graphics_unmap(cudacore_graphics_resource res, cudacore_stream s) {
    const cudacore__stream_obj *so;
    cudacore__graphics_obj *g = cudacore__graphics_fast(res, s, 1, &so);
    cudacore_result r;
    if (CUDACORE__UNLIKELY(!g)) return cudacore__graphics_unmap_full(res, s);
    CUDACORE__CU_CURRENT(r, so->ctx, cuGraphicsUnmapResources, (1, &g->native, so->native));
    if (CUDACORE__LIKELY(r == CUDACORE_SUCCESS)) cudacore__graphics_unmapped(g);
    return r;
}

/* g's kept buffer slot, taken at its first mapped_buffer: what every
   mapping's buffer is besides its memory (device memory of g's device, not
   owned, the slot kept); NULL with the error recorded. */
CUDACORE__RARE cudacore__buffer_obj *cudacore__mapping_buffer_slot(cudacore__graphics_obj *g, const char *call) {
    cudacore__buffer_obj *b = cudacore__buffer_reserve(&g->buffer_id, call); /* (never committed: each mapping claims its own id) */
    if (!b) return NULL;
    b->device = g->device;
    b->kind = CUDACORE_MEMORY_DEVICE;
    b->dev_acc = 1;
    b->free_method = CUDACORE__FREE_MAPPING;
    return g->buffer = b;
}

CUDACORE_API cudacore_result cudacore_graphics_mapped_buffer(cudacore_graphics_resource res, cudacore_buffer *out) {
    cudacore_result r;
    static const char *call = "cudacore_graphics_mapped_buffer";
    cudacore__buffer_obj *b;
    uint64_t id;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPHICS_RESOURCE, res.id, call);
        if (!g) return CUDACORE_ERROR_INVALID_HANDLE;
        if (CUDACORE__UNLIKELY(!g->mapped))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the resource is not mapped: call cudacore_graphics_map first");
        b = g->buffer;
        if (b && cudacore__load64(&((cudacore__slot *)b - 1)->id) == g->buffer_id) { /* this mapping's, not freed */
            out->id = g->buffer_id;
            return CUDACORE_SUCCESS;
        }
        if (CUDACORE__UNLIKELY(!b) && !(b = cudacore__mapping_buffer_slot(g, call))) return cudacore__recorded();
        if ((r = CUDACORE__CU_CALL(cuGraphicsResourceGetMappedPointer, (&b->ptr, &b->size, g->native))) != CUDACORE_SUCCESS) return r;
        cudacore__slot_claim(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], (cudacore__slot *)b - 1, cudacore__id_index(g->buffer_id), &id, 0);
        cudacore__pool_commit(b, id);
        g->buffer_id = id;
    }
    out->id = id;
    return CUDACORE_SUCCESS;
}

/* Remembers a handle the mapping handed out (released by unmap). */
CUDACORE__PRIVATE cudacore_result cudacore__graphics_keep(cudacore__graphics_obj *g, uint64_t id, const char *call) {
    cudacore_result r = cudacore__grow(&g->arrays, &g->cap_arrays, g->num_arrays, g->num_arrays + 1, sizeof *g->arrays, 4, call);
    if (r != CUDACORE_SUCCESS) return r;
    g->arrays[g->num_arrays++] = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graphics_mapped_array(cudacore_graphics_resource res, unsigned int index, unsigned int level, cudacore_array *out) {
    static const char *call = "cudacore_graphics_mapped_array";
    cudacore_CUarray native = NULL;
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 d;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPHICS_RESOURCE, res.id, call);
        if (!g) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!g->mapped) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the resource is not mapped: call cudacore_graphics_map first");
        if ((r = CUDACORE__CU_CALL(cuGraphicsSubResourceGetMappedArray, (&native, g->native, index, level))) != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuArray3DGetDescriptor, (&d, native))) != CUDACORE_SUCCESS) return r;
        r = cudacore__array_make(native, &d, g->device, 0, res.id, -1, &id, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__graphics_keep(g, id, call);
        if (r != CUDACORE_SUCCESS) {
            if (id) cudacore__object_drop(&cudacore__array_life, id, call);
            return r;
        }
    }
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graphics_mapped_mipmapped_array(cudacore_graphics_resource res, unsigned int num_levels,
                                                                      cudacore_mipmapped_array *out) {
    static const char *call = "cudacore_graphics_mapped_mipmapped_array";
    cudacore_CUmipmappedArray native = NULL;
    cudacore_CUarray l0 = NULL;
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 d;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__graphics_obj *g = (cudacore__graphics_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPHICS_RESOURCE, res.id, call);
        if (!g) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!g->mapped) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the resource is not mapped: call cudacore_graphics_map first");
        if (g->mipmap && cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MIPMAPPED_ARRAY], g->mipmap)) {
            out->id = g->mipmap;
            return CUDACORE_SUCCESS;
        }
        if ((r = CUDACORE__CU_CALL(cuGraphicsResourceGetMappedMipmappedArray, (&native, g->native))) != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuMipmappedArrayGetLevel, (&l0, native, 0))) != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuArray3DGetDescriptor, (&d, l0))) != CUDACORE_SUCCESS) return r;
        if (!num_levels) num_levels = 1;
        if (num_levels > cudacore__full_chain(&d))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_levels %u exceeds the %u levels an image of %llu x %llu can have",
                                  num_levels, cudacore__full_chain(&d), (unsigned long long)d.Width, (unsigned long long)d.Height);
        r = cudacore__mipmap_make(native, &d, num_levels, g->device, 0, res.id, &id, call);
        if (r != CUDACORE_SUCCESS) return r;
        g->mipmap = id;
    }
    out->id = id;
    return CUDACORE_SUCCESS;
}

/*--- external memory ---*/
#if defined(_WIN32)
#define CUDACORE__FD_TYPES_OK 0
#else
#define CUDACORE__FD_TYPES_OK 1
#endif

/* Checks the handle part shared by memory and semaphore imports. */
CUDACORE__PRIVATE cudacore_result cudacore__check_handle(int is_fd, int is_kmt, int is_nvsci, int fd, const void *handle, const void *name,
                                                         const void *nvsci, const char *call) {
    if (is_fd) {
        if (!CUDACORE__FD_TYPES_OK) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "file-descriptor handle types exist on Linux only");
        if (fd < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "fd %d is not a file descriptor", fd);
        return CUDACORE_SUCCESS;
    }
    if (is_nvsci) {
        if (!nvsci) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the NvSci object is NULL");
        return CUDACORE_SUCCESS;
    }
    if (CUDACORE__FD_TYPES_OK) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "Windows handle types exist on Windows only");
    if (!handle && !name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "set win32_handle or win32_name");
    if (handle && name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "set win32_handle or win32_name, not both");
    if (is_kmt && name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "KMT handles have no names: set win32_handle");
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_external_memory_import(const cudacore_external_memory_desc *desc, cudacore_external_memory *out) {
    static const char *call = "cudacore_external_memory_import";
    cudacore_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 hd;
    cudacore__external_memory_obj *m;
    uint64_t id = 0;
    int dev = 0, t;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    t = (int)desc->type;
    if (t < 1 || t > 9) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "type %d is not a CU_EXTERNAL_MEMORY_HANDLE_TYPE_* value", t);
    if (desc->size == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "size is 0: give the exported allocation's size");
    if ((t == 5 || t == 6 || t == 7) && !desc->dedicated) /* D3D12_RESOURCE, D3D11_RESOURCE(_KMT) */
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "Direct3D resources are dedicated allocations: set dedicated = 1");
    r = cudacore__check_handle(t == 1 || t == 9, t == 3 || t == 7, t == 8, desc->fd, desc->win32_handle, desc->win32_name, desc->nvsci_buf_object, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    memset(&hd, 0, sizeof hd);
    hd.type = desc->type;
    if (t == 1 || t == 9) hd.handle.fd = desc->fd;
    else if (t == 8) hd.handle.nvSciBufObject = desc->nvsci_buf_object;
    else {
        hd.handle.win32.handle = desc->win32_handle;
        hd.handle.win32.name = desc->win32_name;
    }
    hd.size = desc->size;
    hd.flags = desc->dedicated ? CUDACORE_CUDA_EXTERNAL_MEMORY_DEDICATED : 0;
    m = (cudacore__external_memory_obj *)cudacore__object_reserve(&cudacore__external_memory_life, &id, call);
    if (!m) return cudacore__recorded();
    r = CUDACORE__CU_CALL(cuImportExternalMemory, (&m->native, &hd));
    m->device = dev;
    m->size = desc->size;
    return cudacore__object_publish(&cudacore__external_memory_life, m, id, r, &out->id);
}

CUDACORE_API cudacore_result cudacore_external_memory_destroy(cudacore_external_memory mem) {
    return cudacore__object_destroy(&cudacore__external_memory_life, mem.id, "cudacore_external_memory_destroy");
}

CUDACORE_API cudacore_result cudacore_external_memory_native(cudacore_external_memory mem, cudacore_CUexternalMemory *out) {
    return cudacore__object_native(&cudacore__external_memory_life, mem.id, out, "cudacore_external_memory_native");
}

CUDACORE_API cudacore_result cudacore_external_memory_buffer(cudacore_external_memory mem, unsigned long long offset, unsigned long long size,
                                                             cudacore_buffer *out) {
    static const char *call = "cudacore_external_memory_buffer";
    cudacore_CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 bd;
    cudacore__buffer_obj *b;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__external_memory_obj *m = (cudacore__external_memory_obj *)cudacore__lookup(CUDACORE_OBJECT_EXTERNAL_MEMORY, mem.id, call);
        if (!m) return CUDACORE_ERROR_INVALID_HANDLE;
        if (offset > m->size) return cudacore__oob(call, "mapping", (size_t)offset, 0, (size_t)m->size);
        if (!size) size = m->size - offset;
        if (size > m->size - offset) return cudacore__oob(call, "mapping", (size_t)offset, (size_t)size, (size_t)m->size);
        memset(&bd, 0, sizeof bd);
        bd.offset = offset;
        bd.size = size;
        b = cudacore__buffer_reserve(&id, call);
        if (!b) return cudacore__recorded();
        r = CUDACORE__CU_CALL(cuExternalMemoryGetMappedBuffer, (&b->ptr, m->native, &bd));
        if (r == CUDACORE_SUCCESS) cudacore__addu32(&m->users, 1);
        b->size = (size_t)size;
        b->device = m->device;
        b->kind = CUDACORE_MEMORY_DEVICE;
        b->dev_acc = 1;
        b->owned = 1;
        b->free_method = CUDACORE__FREE_EXTERNAL;
        b->u.external = mem.id;
    }
    return cudacore__object_publish(&cudacore__buffer_life, b, id, r, &out->id);
}

CUDACORE_API cudacore_result cudacore_external_memory_mipmapped_array(cudacore_external_memory mem, unsigned long long offset,
                                                                      const cudacore_array_desc *desc, unsigned int num_levels,
                                                                      cudacore_mipmapped_array *out) {
    static const char *call = "cudacore_external_memory_mipmapped_array";
    cudacore_CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 md;
    cudacore_CUmipmappedArray native = NULL;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    {
        cudacore__external_memory_obj *m = (cudacore__external_memory_obj *)cudacore__lookup(CUDACORE_OBJECT_EXTERNAL_MEMORY, mem.id, call);
        if (!m) return CUDACORE_ERROR_INVALID_HANDLE;
        if (offset >= m->size) return cudacore__oob(call, "mapping", (size_t)offset, 1, (size_t)m->size);
        int dev = m->device;
        memset(&md, 0, sizeof md);
        md.offset = offset;
        if ((r = cudacore__array_checked(desc, &num_levels, &dev, &md.arrayDesc, call)) != CUDACORE_SUCCESS) return r;
        md.numLevels = num_levels;
        if ((r = CUDACORE__CU_CALL(cuExternalMemoryGetMappedMipmappedArray, (&native, m->native, &md))) != CUDACORE_SUCCESS) return r;
        r = cudacore__mipmap_make(native, &md.arrayDesc, num_levels, m->device, 1, mem.id, &id, call);
        if (r != CUDACORE_SUCCESS) return r;
        cudacore__addu32(&m->users, 1);
    }
    out->id = id;
    return CUDACORE_SUCCESS;
}

/*--- external semaphores ---*/
CUDACORE_API cudacore_result cudacore_external_semaphore_import(const cudacore_external_semaphore_desc *desc, cudacore_external_semaphore *out) {
    static const char *call = "cudacore_external_semaphore_import";
    cudacore_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1 hd;
    cudacore__external_semaphore_obj *so;
    uint64_t id = 0;
    int dev = 0, t;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    t = (int)desc->type;
    if (t < 1 || t > 10) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "type %d is not a CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_* value", t);
    r = cudacore__check_handle(t == 1 || t == 9, t == 3 || t == 8, t == 6, desc->fd, desc->win32_handle, desc->win32_name, desc->nvsci_sync_object, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    memset(&hd, 0, sizeof hd);
    hd.type = desc->type;
    if (t == 1 || t == 9) hd.handle.fd = desc->fd;
    else if (t == 6) hd.handle.nvSciSyncObj = desc->nvsci_sync_object;
    else {
        hd.handle.win32.handle = desc->win32_handle;
        hd.handle.win32.name = desc->win32_name;
    }
    so = (cudacore__external_semaphore_obj *)cudacore__object_reserve(&cudacore__external_semaphore_life, &id, call);
    if (!so) return cudacore__recorded();
    r = CUDACORE__CU_CALL(cuImportExternalSemaphore, (&so->native, &hd));
    so->device = dev;
    so->type = desc->type;
    return cudacore__object_publish(&cudacore__external_semaphore_life, so, id, r, &out->id);
}

CUDACORE_API cudacore_result cudacore_external_semaphore_destroy(cudacore_external_semaphore sem) {
    return cudacore__object_destroy(&cudacore__external_semaphore_life, sem.id, "cudacore_external_semaphore_destroy");
}

CUDACORE_API cudacore_result cudacore_external_semaphore_native(cudacore_external_semaphore sem, cudacore_CUexternalSemaphore *out) {
    return cudacore__object_native(&cudacore__external_semaphore_life, sem.id, out, "cudacore_external_semaphore_native");
}

/* The driver's arrays for count ops: semaphores and signal or wait params
   (same layout for the part we fill: fence value, keyed-mutex key, then
   only the wait's timeout). Up to 16 on the caller's stack, else heap. */
#define CUDACORE__SEMA_STACK 16
typedef struct cudacore__sema_ops {
    cudacore_CUexternalSemaphore sems_stack[CUDACORE__SEMA_STACK];
    cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 signal_stack[CUDACORE__SEMA_STACK];
    cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 wait_stack[CUDACORE__SEMA_STACK];
    cudacore_CUexternalSemaphore *sems;
    cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 *signal;
    cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 *wait;
    int device;
} cudacore__sema_ops;

CUDACORE__PRIVATE void cudacore__sema_free(cudacore__sema_ops *o) {
    if (o->sems != o->sems_stack) cudacore__free(o->sems);
    if (o->signal != o->signal_stack) cudacore__free(o->signal);
    if (o->wait != o->wait_stack) cudacore__free(o->wait);
    o->sems = o->sems_stack;
    o->signal = o->signal_stack;
    o->wait = o->wait_stack;
}

CUDACORE__PRIVATE cudacore_result cudacore__sema_get(const cudacore_external_semaphore_op *ops, size_t count, int wait, cudacore__sema_ops *o,
                                                     const char *call) {
    size_t i;
    o->sems = o->sems_stack;
    o->signal = o->signal_stack;
    o->wait = o->wait_stack;
    o->device = -1;
    if (count == 0 || !ops) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "no semaphore operations given (ops %s, count %llu)",
                                                  ops ? "set" : "NULL", (unsigned long long)count);
    if (count > 0xFFFFFFFFu) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count %llu is too large", (unsigned long long)count);
    if (count > CUDACORE__SEMA_STACK) {
        o->sems = (cudacore_CUexternalSemaphore *)cudacore__calloc(count * sizeof *o->sems, call);
        if (wait) o->wait = (cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 *)cudacore__calloc(count * sizeof *o->wait, call);
        else o->signal = (cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 *)cudacore__calloc(count * sizeof *o->signal, call);
        if (!o->sems || !o->wait || !o->signal) {
            if (!o->sems) o->sems = o->sems_stack;
            if (!o->wait) o->wait = o->wait_stack;
            if (!o->signal) o->signal = o->signal_stack;
            cudacore__sema_free(o);
            return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    for (i = 0; i < count; i++) {
        cudacore__external_semaphore_obj *so =
            (cudacore__external_semaphore_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_EXTERNAL_SEMAPHORE], ops[i].semaphore.id);
        int t, binary;
        if (!so) {
            cudacore__sema_free(o);
            cudacore__bad_handle(CUDACORE_OBJECT_EXTERNAL_SEMAPHORE, ops[i].semaphore.id, call);
            cudacore__append_detail("ops[%llu].semaphore\n", (unsigned long long)i);
            return cudacore_last_error()->result;
        }
        t = (int)so->type;
        binary = t == 1 || t == 2 || t == 3; /* OPAQUE_FD, OPAQUE_WIN32(_KMT): binary semaphores */
        if ((binary && ops[i].value) || (ops[i].timeout_ms && !(wait && (t == 7 || t == 8)))) {
            cudacore__sema_free(o);
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ops[%llu]: %s", (unsigned long long)i,
                                  binary && ops[i].value ? "a binary semaphore has no value (give 0; timeline semaphores and fences take one)"
                                                         : "timeout_ms applies to keyed-mutex waits only");
        }
        o->sems[i] = so->native;
        o->device = so->device;
        if (wait) {
            memset(&o->wait[i], 0, sizeof o->wait[i]);
            if (t == 7 || t == 8) {
                o->wait[i].params.keyedMutex.key = ops[i].value;
                o->wait[i].params.keyedMutex.timeoutMs = ops[i].timeout_ms;
            } else if (t == 6) {
                o->wait[i].params.nvSciSync.fence = (void *)(uintptr_t)ops[i].value;
            } else {
                o->wait[i].params.fence.value = ops[i].value;
            }
        } else {
            memset(&o->signal[i], 0, sizeof o->signal[i]);
            if (t == 7 || t == 8) o->signal[i].params.keyedMutex.key = ops[i].value;
            else if (t == 6) o->signal[i].params.nvSciSync.fence = (void *)(uintptr_t)ops[i].value;
            else o->signal[i].params.fence.value = ops[i].value;
        }
    }
    return CUDACORE_SUCCESS;
}

/* Signal and wait on a stream differ only in the driver call. */
CUDACORE__PRIVATE cudacore_result cudacore__sema_stream(const cudacore_external_semaphore_op *ops, size_t count, cudacore_stream s, int wait,
                                                        const char *call) {
    cudacore__sema_ops o;
    cudacore_result r;
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__sema_get(ops, count, wait, &o, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (st.device >= 0 && o.device != st.device) {
        cudacore__sema_free(&o);
        return cudacore__mismatch(call, "the semaphores", o.device, "the stream", st.device);
    }
    if (wait) CUDACORE__CU_ON(r, st, cuWaitExternalSemaphoresAsync, (o.sems, o.wait, (unsigned int)count, st.cs));
    else CUDACORE__CU_ON(r, st, cuSignalExternalSemaphoresAsync, (o.sems, o.signal, (unsigned int)count, st.cs));
    cudacore__sema_free(&o);
    return r;
}

CUDACORE_API cudacore_result cudacore_external_semaphore_signal(const cudacore_external_semaphore_op *ops, size_t count, cudacore_stream s) {
    return cudacore__sema_stream(ops, count, s, 0, "cudacore_external_semaphore_signal");
}
CUDACORE_API cudacore_result cudacore_external_semaphore_wait(const cudacore_external_semaphore_op *ops, size_t count, cudacore_stream s) {
    return cudacore__sema_stream(ops, count, s, 1, "cudacore_external_semaphore_wait");
}

/* Signal and wait nodes differ only in the params and the driver call. */
CUDACORE__PRIVATE cudacore_result cudacore__sema_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                      const cudacore_external_semaphore_op *ops, size_t count, int wait, cudacore_graph_node *out,
                                                      const char *call) {
    cudacore_CUgraphNode n = NULL;
    cudacore__sema_ops o;
    cudacore_result r;
    cudacore__deps dl;
    cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
    if (!go) return cudacore__recorded();
    r = cudacore__sema_get(ops, count, wait, &o, call);
    if (r == CUDACORE_SUCCESS) {
        if (wait) {
            cudacore_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 p;
            p.extSemArray = o.sems;
            p.paramsArray = o.wait;
            p.numExtSems = (unsigned int)count;
            r = CUDACORE__CU_CALL(cuGraphAddExternalSemaphoresWaitNode, (&n, go->native, dl.p, dl.n, &p));
        } else {
            cudacore_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 p;
            p.extSemArray = o.sems;
            p.paramsArray = o.signal;
            p.numExtSems = (unsigned int)count;
            r = CUDACORE__CU_CALL(cuGraphAddExternalSemaphoresSignalNode, (&n, go->native, dl.p, dl.n, &p));
        }
        cudacore__sema_free(&o);
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_add_semaphore_signal_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                      const cudacore_external_semaphore_op *ops, size_t count,
                                                                      cudacore_graph_node *out) {
    return cudacore__sema_node(g, deps, num_deps, ops, count, 0, out, "cudacore_graph_add_semaphore_signal_node");
}
CUDACORE_API cudacore_result cudacore_graph_add_semaphore_wait_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                    const cudacore_external_semaphore_op *ops, size_t count,
                                                                    cudacore_graph_node *out) {
    return cudacore__sema_node(g, deps, num_deps, ops, count, 1, out, "cudacore_graph_add_semaphore_wait_node");
}
