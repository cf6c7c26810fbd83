typedef struct cudacore__array_obj {
    cudacore_CUarray native;
    int device;
    int owned;                 /* 1: destroy calls cuArrayDestroy */
    uint64_t parent;           /* the mipmapped array or graphics resource it belongs to (0: none) */
    uint32_t users;            /* textures and surfaces made from it (atomic) */
    int level;                 /* mipmap level, or -1 */
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 d; /* as the driver describes it */
    size_t elem;               /* bytes per element (BC: per 4x4 block); 0: not copyable (video formats) */
    int block;                 /* 4 for BC formats, else 1 */
} cudacore__array_obj;
CUDACORE__FITS_SLOT(cudacore__array_obj);

typedef struct cudacore__mipmap_obj {
    cudacore_CUmipmappedArray native;
    int device;
    int owned;
    uint64_t parent;           /* graphics resource (mapped) or external memory it came from */
    uint32_t users;            /* textures made from it (atomic) */
    unsigned int num_levels;
    uint64_t *levels;          /* array handles of the levels (owned by this object) */
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 d; /* level 0 */
} cudacore__mipmap_obj;
CUDACORE__FITS_SLOT(cudacore__mipmap_obj);

typedef struct cudacore__texture_obj {
    cudacore_CUtexObject native;
    int device;
    uint64_t resource;         /* the array or mipmapped array it counts as a user of (0: a buffer) */
} cudacore__texture_obj;
CUDACORE__FITS_SLOT(cudacore__texture_obj);
typedef cudacore__texture_obj cudacore__surface_obj; /* the same three fields (native is a CUsurfObject) */

/* What a format is: bytes per channel (or per BC block), its fixed channel
   count (0: 1, 2 or 4 from the desc), and how texture reads return it. */
enum { CUDACORE__FMT_INT = 1, CUDACORE__FMT_INT32 = 2, CUDACORE__FMT_BC = 4, CUDACORE__FMT_VIDEO = 8 };
typedef struct cudacore__format_info {
    unsigned int bytes, channels, kind;
} cudacore__format_info;

CUDACORE__PRIVATE int cudacore__format(cudacore_CUarray_format f, cudacore__format_info *fi) {
    unsigned int v = (unsigned int)f;
    fi->bytes = fi->channels = fi->kind = 0;
    switch (v) {
        case 0x01: case 0x08: fi->bytes = 1; fi->kind = CUDACORE__FMT_INT; return 1;
        case 0x02: case 0x09: fi->bytes = 2; fi->kind = CUDACORE__FMT_INT; return 1;
        case 0x03: case 0x0a: fi->bytes = 4; fi->kind = CUDACORE__FMT_INT | CUDACORE__FMT_INT32; return 1;
        case 0x10: fi->bytes = 2; return 1;                                  /* HALF */
        case 0x20: fi->bytes = 4; return 1;                                  /* FLOAT */
        case 0x50: fi->bytes = 1; fi->channels = 4; return 1;                /* UNORM_INT_101010_2: 4 bytes */
        case 0x91: case 0x92: case 0x97: case 0x98:                          /* BC1, BC4: 8-byte blocks */
            fi->bytes = 8; fi->channels = v >= 0x97 ? 1 : 4; fi->kind = CUDACORE__FMT_BC; return 1;
        case 0x93: case 0x94: case 0x95: case 0x96: case 0x9d: case 0x9e:    /* BC2, BC3, BC7 */
            fi->bytes = 16; fi->channels = 4; fi->kind = CUDACORE__FMT_BC; return 1;
        case 0x99: case 0x9a: fi->bytes = 16; fi->channels = 2; fi->kind = CUDACORE__FMT_BC; return 1; /* BC5 */
        case 0x9b: case 0x9c: fi->bytes = 16; fi->channels = 3; fi->kind = CUDACORE__FMT_BC; return 1; /* BC6H */
        default: break;
    }
    if (v >= 0xc0 && v <= 0xcb) { /* UNORM/SNORM INT8X1..INT16X4 */
        static const unsigned char ch[3] = {1, 2, 4};
        fi->bytes = ((v - 0xc0) % 6) < 3 ? 1 : 2;
        fi->channels = ch[(v - 0xc0) % 3];
        return 1;
    }
    if ((v >= 0x9f && v <= 0xa9 && v != 0xa0) || (v >= 0xb0 && v <= 0xb5)) { /* NV12, P010, YUY2, ...: planar / packed video */
        fi->kind = CUDACORE__FMT_VIDEO;
        return 1;
    }
    return 0;
}

/* Bytes of one element (BC: one block) of a described array; 0 for video formats. */
CUDACORE__PRIVATE size_t cudacore__elem_size(const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d) {
    cudacore__format_info fi;
    if (!cudacore__format(d->Format, &fi) || (fi.kind & CUDACORE__FMT_VIDEO)) return 0;
    if (fi.kind & CUDACORE__FMT_BC) return fi.bytes;
    if ((unsigned)d->Format == 0x50) return 4;
    return (size_t)fi.bytes * (fi.channels ? fi.channels : d->NumChannels);
}

CUDACORE__PRIVATE const char *cudacore__attr_name(int attr) {
    size_t i;
    for (i = 0; i < sizeof cudacore__device_property_table / sizeof cudacore__device_property_table[0]; i++)
        if (cudacore__device_property_table[i].attribute == attr) return cudacore__device_property_table[i].name;
    return "?";
}

/* The device limits of each array shape: attributes for (width, height,
   depth or layers) as textures, as surfaces, and (3-D) the alternate set. */
enum { CUDACORE__SHAPE_1D, CUDACORE__SHAPE_2D, CUDACORE__SHAPE_3D, CUDACORE__SHAPE_1D_LAYERED, CUDACORE__SHAPE_2D_LAYERED, CUDACORE__SHAPE_CUBE,
       CUDACORE__SHAPE_CUBE_LAYERED };
static const unsigned char cudacore__shape_limits[7][3][3] = {
    {{21, 0, 0}, {55, 0, 0}, {0, 0, 0}},    {{22, 23, 0}, {56, 57, 0}, {0, 0, 0}},    {{24, 25, 26}, {58, 59, 60}, {47, 48, 49}},
    {{42, 0, 43}, {61, 0, 62}, {0, 0, 0}},  {{27, 28, 29}, {63, 64, 65}, {0, 0, 0}},  {{52, 52, 0}, {66, 66, 0}, {0, 0, 0}},
    {{53, 53, 54}, {67, 67, 68}, {0, 0, 0}},
};
static const char *const cudacore__shape_names[7] = {"1-D", "2-D", "3-D", "1-D layered", "2-D layered", "cubemap", "layered cubemap"};

/* Checks an extent against one limit set; returns the failing axis + 1, or 0. */
CUDACORE__PRIVATE int cudacore__over_limit(int device, const unsigned char *attrs, const size_t *ext, int *limit) {
    int i;
    for (i = 0; i < 3; i++) {
        if (!attrs[i]) continue;
        *limit = cudacore__attr(device, attrs[i]);
        if (*limit > 0 && ext[i] > (size_t)*limit) return i + 1;
    }
    return 0;
}

/* A cudacore_array_desc as a CUDA_ARRAY3D_DESCRIPTOR, checked against the
   format and shape rules (no driver call); *shape: CUDACORE__SHAPE_*. */
CUDACORE__PRIVATE cudacore_result cudacore__array_descriptor(const cudacore_array_desc *a, cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d, int *shape,
                                                             const char *call) {
    cudacore__format_info fi;
    memset(d, 0, sizeof *d);
    if (!cudacore__format(a->format, &fi))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "format 0x%x is not a CU_AD_FORMAT_* value", (unsigned)a->format);
    if (fi.channels && a->num_channels && a->num_channels != fi.channels)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_channels %u contradicts format 0x%x, which has %u (use 0)", a->num_channels,
                              (unsigned)a->format, fi.channels);
    if (!fi.channels && a->num_channels != 0 && a->num_channels != 1 && a->num_channels != 2 && a->num_channels != 4)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_channels must be 1, 2 or 4 (0: 1), not %u", a->num_channels);
    if (a->width == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width is 0");
    if (a->depth && !a->height) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "depth %llu needs a height", (unsigned long long)a->depth);
    if ((a->layers || a->cubemap) && a->depth)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a %s array has no depth (got %llu): its slices are layers",
                              a->cubemap ? "cubemap" : "layered", (unsigned long long)a->depth);
    if (a->cubemap && a->height && a->height != a->width)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "cubemap faces are square: height %llu differs from width %llu",
                              (unsigned long long)a->height, (unsigned long long)a->width);
    if (a->texture_gather && (a->height == 0 || a->depth || a->layers || a->cubemap))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "texture_gather needs a plain 2-D array");
    if (a->layers > 0xFFFFFFFFu / 6 || a->width > 0xFFFFFFFFu || a->height > 0xFFFFFFFFu || a->depth > 0xFFFFFFFFu)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "an extent does not fit the driver's 32-bit fields");
    d->Format = a->format;
    d->NumChannels = fi.channels ? fi.channels : a->num_channels ? a->num_channels : 1;
    if (fi.kind & CUDACORE__FMT_BC) d->NumChannels = fi.channels;
    d->Width = a->width;
    if (a->cubemap) {
        *shape = a->layers ? CUDACORE__SHAPE_CUBE_LAYERED : CUDACORE__SHAPE_CUBE;
        d->Height = a->width;
        d->Depth = 6 * (a->layers ? a->layers : 1);
        d->Flags = CUDACORE_CUDA_ARRAY3D_CUBEMAP | (a->layers ? CUDACORE_CUDA_ARRAY3D_LAYERED : 0);
    } else if (a->layers) {
        *shape = a->height ? CUDACORE__SHAPE_2D_LAYERED : CUDACORE__SHAPE_1D_LAYERED;
        d->Height = a->height;
        d->Depth = a->layers;
        d->Flags = CUDACORE_CUDA_ARRAY3D_LAYERED;
    } else {
        *shape = a->depth ? CUDACORE__SHAPE_3D : a->height ? CUDACORE__SHAPE_2D : CUDACORE__SHAPE_1D;
        d->Height = a->height;
        d->Depth = a->depth;
    }
    d->Flags |= a->extra_flags | (a->surface_load_store ? CUDACORE_CUDA_ARRAY3D_SURFACE_LDST : 0u) |
                (a->texture_gather ? CUDACORE_CUDA_ARRAY3D_TEXTURE_GATHER : 0u) | (a->sparse ? CUDACORE_CUDA_ARRAY3D_SPARSE : 0u) |
                (a->deferred_mapping ? CUDACORE_CUDA_ARRAY3D_DEFERRED_MAPPING : 0u);
    return CUDACORE_SUCCESS;
}

/* Checks a descriptor against device's support (sparse, deferred mapping)
   and its limits for the shape. */
CUDACORE__PRIVATE cudacore_result cudacore__array_fits(const cudacore_array_desc *a, const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d, int shape, int device,
                                                       int mipmapped, const char *call) {
    size_t ext[3];
    int axis, limit = 0;
    if (a->sparse && cudacore__attr(device, 112) != 1) /* CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED */
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "device %d does not support sparse CUDA arrays (sparse_cuda_array_supported is 0)",
                              device);
    if (a->deferred_mapping && cudacore__attr(device, 121) != 1) /* CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED */
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                              "device %d does not support deferred-mapping CUDA arrays (deferred_mapping_cuda_array_supported is 0)", device);
    ext[0] = d->Width;
    ext[1] = d->Height;
    ext[2] = d->Depth;
    if (mipmapped && (shape == CUDACORE__SHAPE_1D || shape == CUDACORE__SHAPE_2D)) {
        static const unsigned char mip[2][3] = {{77, 0, 0}, {73, 74, 0}};
        axis = cudacore__over_limit(device, mip[shape], ext, &limit);
        if (axis)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s %llu exceeds device %d's %s (%d) for a mipmapped %s array",
                                  axis == 1 ? "width" : "height", (unsigned long long)ext[axis - 1], device,
                                  cudacore__attr_name(mip[shape][axis - 1]), limit, cudacore__shape_names[shape]);
    }
    if (a->texture_gather) {
        static const unsigned char gather[3] = {45, 46, 0};
        axis = cudacore__over_limit(device, gather, ext, &limit);
        if (axis)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s %llu exceeds device %d's %s (%d) for texture gather",
                                  axis == 1 ? "width" : "height", (unsigned long long)ext[axis - 1], device, cudacore__attr_name(gather[axis - 1]),
                                  limit);
    }
    {
        const unsigned char *lim = cudacore__shape_limits[shape][a->surface_load_store ? 1 : 0];
        axis = cudacore__over_limit(device, lim, ext, &limit);
        if (axis && shape == CUDACORE__SHAPE_3D && !a->surface_load_store && !cudacore__over_limit(device, cudacore__shape_limits[shape][2], ext, &limit))
            axis = 0; /* within the alternate 3-D limits */
        if (axis)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s %llu exceeds device %d's %s (%d) for a %s%s array",
                                  axis == 1 ? "width" : axis == 2 ? "height" : shape >= CUDACORE__SHAPE_1D_LAYERED ? "layer count" : "depth",
                                  (unsigned long long)ext[axis - 1], device, cudacore__attr_name(lim[axis - 1]), limit, cudacore__shape_names[shape],
                                  a->surface_load_store ? " surface" : "");
    }
    return CUDACORE_SUCCESS;
}

/* The arrays' lives (cudacore__life). A level of a mipmapped array, or an
   array mapped from a graphics resource, goes with its owner; a mapped
   mipmapped array by unmapping. Textures and surfaces made from an array,
   or from a mipmapped array or its levels, refuse its destroy; a failed
   destroy leaves it alive. A mipmapped array ends with its levels' handles. */
CUDACORE__PRIVATE cudacore_result cudacore__array_check(const void *o, int *spare, const char *call) {
    const cudacore__array_obj *a = (const cudacore__array_obj *)o;
    (void)spare;
    if (!a->parent) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the array is %s: it is released with its owner",
                          a->level >= 0 ? "a level of a mipmapped array" : "mapped from a graphics resource");
}
CUDACORE__PRIVATE cudacore_result cudacore__array_busy(const void *o, const char *call) {
    uint32_t n = cudacore__loadu32(&((const cudacore__array_obj *)o)->users);
    if (!n) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_IN_USE, call, "%u texture(s) or surface(s) still use the array: destroy them first", n);
}
CUDACORE__PRIVATE cudacore_result cudacore__array_end(void *o, const char *call) {
    const cudacore__array_obj *a = (const cudacore__array_obj *)o;
    (void)call;
    return a->owned ? CUDACORE__CU_CALL(cuArrayDestroy, (a->native)) : CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__array_life = {CUDACORE_OBJECT_ARRAY, cudacore__array_check, cudacore__array_busy, cudacore__array_end, 1, NULL,
                                                    offsetof(cudacore__array_obj, native), sizeof(cudacore_CUarray)};

/* Publishes an array object for a CUarray described by d. */
CUDACORE__PRIVATE cudacore_result cudacore__array_make(cudacore_CUarray native, const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d, int device, int owned,
                                                       uint64_t parent, int level, uint64_t *id, const char *call) {
    cudacore__format_info fi;
    uint64_t aid = 0;
    cudacore__array_obj *a = (cudacore__array_obj *)cudacore__object_reserve(&cudacore__array_life, &aid, call);
    if (!a) return cudacore__recorded();
    a->native = native;
    a->device = device;
    a->owned = owned;
    a->parent = parent;
    a->level = level;
    a->d = *d;
    a->elem = cudacore__elem_size(d);
    a->block = cudacore__format(d->Format, &fi) && (fi.kind & CUDACORE__FMT_BC) ? 4 : 1;
    return cudacore__object_publish(&cudacore__array_life, a, aid, CUDACORE_SUCCESS, id);
}

CUDACORE_API cudacore_result cudacore_array_wrap(cudacore_CUarray native, int take_ownership, cudacore_array *out) {
    static const char *call = "cudacore_array_wrap";
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 d;
    uint64_t id = 0;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!native) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "native is NULL");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuArray3DGetDescriptor, (&d, native))) != CUDACORE_SUCCESS) return r;
    r = cudacore__array_make(native, &d, dev, take_ownership != 0, 0, -1, &id, call);
    if (r == CUDACORE_SUCCESS) out->id = id;
    return r;
}

CUDACORE_API cudacore_result cudacore_array_destroy(cudacore_array arr) {
    return cudacore__object_destroy(&cudacore__array_life, arr.id, "cudacore_array_destroy");
}

CUDACORE_API cudacore_result cudacore_array_native(cudacore_array arr, cudacore_CUarray *out) {
    return cudacore__object_native(&cudacore__array_life, arr.id, out, "cudacore_array_native");
}

/* The user's view of a driver descriptor. */
CUDACORE__PRIVATE void cudacore__array_info(const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d, cudacore_array_info *info) {
    size_t elem = cudacore__elem_size(d), bw, bh;
    cudacore__format_info fi;
    int bc = cudacore__format(d->Format, &fi) && (fi.kind & CUDACORE__FMT_BC);
    info->format = d->Format;
    info->num_channels = d->NumChannels;
    info->width = d->Width;
    info->height = d->Height;
    info->flags = d->Flags;
    info->cubemap = (d->Flags & CUDACORE_CUDA_ARRAY3D_CUBEMAP) != 0;
    if (info->cubemap) info->layers = (d->Flags & CUDACORE_CUDA_ARRAY3D_LAYERED) ? d->Depth / 6 : 0;
    else if (d->Flags & CUDACORE_CUDA_ARRAY3D_LAYERED) info->layers = d->Depth;
    else info->depth = d->Depth;
    info->element_size = elem;
    bw = bc ? (d->Width + 3) / 4 : d->Width;
    bh = bc ? (d->Height + 3) / 4 : d->Height;
    info->size_bytes = elem * bw * (bh ? bh : 1) * (d->Depth ? d->Depth : 1);
}

CUDACORE_API cudacore_result cudacore_array_get_info(cudacore_array arr, cudacore_array_info *info) {
    const cudacore__array_obj *a =
        (const cudacore__array_obj *)cudacore__object_info(CUDACORE_OBJECT_ARRAY, arr.id, info, sizeof *info, "cudacore_array_get_info");
    if (info) info->level = -1;
    if (!a) return cudacore__recorded();
    cudacore__array_info(&a->d, info);
    info->native = a->native;
    info->device = a->device;
    info->owned = a->owned;
    info->level = a->level;
    return CUDACORE_SUCCESS;
}

/*--- mipmapped arrays ---*/
CUDACORE__PRIVATE unsigned int cudacore__full_chain(const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d) {
    size_t m = d->Width > d->Height ? d->Width : d->Height;
    unsigned int n = 1;
    if (!(d->Flags & (CUDACORE_CUDA_ARRAY3D_LAYERED | CUDACORE_CUDA_ARRAY3D_CUBEMAP)) && d->Depth > m) m = d->Depth;
    while (m >>= 1) n++;
    return n;
}

/* Releases a mipmapped array's level handles and frees the object's table. */
CUDACORE__PRIVATE void cudacore__mipmap_drop_levels(cudacore__mipmap_obj *m, const char *call) {
    unsigned int i;
    for (i = 0; m->levels && i < m->num_levels; i++)
        if (m->levels[i]) cudacore__object_drop(&cudacore__array_life, m->levels[i], call);
    cudacore__free(m->levels);
    m->levels = NULL;
}

/* The textures and surfaces made from m or its levels. */
CUDACORE__PRIVATE uint32_t cudacore__mipmap_users(const cudacore__mipmap_obj *m) {
    uint32_t n = cudacore__loadu32(&m->users);
    unsigned int i;
    for (i = 0; i < m->num_levels; i++) {
        cudacore__array_obj *a = (cudacore__array_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_ARRAY], m->levels[i]);
        if (a) n += cudacore__loadu32(&a->users);
    }
    return n;
}

CUDACORE__PRIVATE cudacore_result cudacore__mipmap_check(const void *o, int *spare, const char *call) {
    const cudacore__mipmap_obj *m = (const cudacore__mipmap_obj *)o;
    (void)spare;
    if (m->owned || !m->parent) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the mipmapped array is mapped from a graphics resource: unmap that");
}
CUDACORE__PRIVATE cudacore_result cudacore__mipmap_busy(const void *o, const char *call) {
    uint32_t n = cudacore__mipmap_users((const cudacore__mipmap_obj *)o);
    if (!n) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_IN_USE, call, "%u texture(s) or surface(s) still use the mipmapped array or its levels", n);
}
CUDACORE__PRIVATE cudacore_result cudacore__mipmap_end(void *o, const char *call) {
    cudacore__mipmap_obj *m = (cudacore__mipmap_obj *)o;
    if (m->owned) {
        cudacore_result r = CUDACORE__CU_CALL(cuMipmappedArrayDestroy, (m->native));
        if (r != CUDACORE_SUCCESS) return r;
        if (m->parent) cudacore__external_unuse(m->parent);
    }
    cudacore__mipmap_drop_levels(m, call);
    return CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__mipmap_life = {CUDACORE_OBJECT_MIPMAPPED_ARRAY, cudacore__mipmap_check, cudacore__mipmap_busy, cudacore__mipmap_end,
                                                     1, NULL, offsetof(cudacore__mipmap_obj, native), sizeof(cudacore_CUmipmappedArray)};

/* Publishes a mipmapped array object and a handle for each level. On
   failure nothing is published and an owned native is destroyed. */
CUDACORE__PRIVATE cudacore_result cudacore__mipmap_make(cudacore_CUmipmappedArray native, const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d,
                                                        unsigned int levels, int device, int owned, uint64_t parent, uint64_t *id,
                                                        const char *call) {
    uint64_t mid = 0;
    cudacore__mipmap_obj *m = (cudacore__mipmap_obj *)cudacore__object_reserve(&cudacore__mipmap_life, &mid, call);
    cudacore_result r = m ? CUDACORE_SUCCESS : cudacore__recorded();
    unsigned int i;
    if (m) {
        m->native = native;
        m->device = device;
        m->owned = owned;
        m->parent = parent;
        m->num_levels = levels;
        m->d = *d;
        m->levels = (uint64_t *)cudacore__calloc(levels * sizeof *m->levels, call);
        if (!m->levels) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    }
    for (i = 0; m && r == CUDACORE_SUCCESS && i < levels; i++) {
        cudacore_CUarray la = NULL;
        cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 ld;
        r = CUDACORE__CU_CALL(cuMipmappedArrayGetLevel, (&la, native, i));
        if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuArray3DGetDescriptor, (&ld, la));
        if (r == CUDACORE_SUCCESS) r = cudacore__array_make(la, &ld, device, 0, mid, (int)i, &m->levels[i], call);
    }
    if (r != CUDACORE_SUCCESS) {
        if (m) cudacore__mipmap_drop_levels(m, call);
        if (owned) CUDACORE__CLEANUP(CUDACORE__CU(cuMipmappedArrayDestroy)(native));
    }
    return m ? cudacore__object_publish(&cudacore__mipmap_life, m, mid, r, id) : r;
}

CUDACORE__PRIVATE cudacore_result cudacore__check_levels(const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d, unsigned int *levels, const char *call) {
    unsigned int full = cudacore__full_chain(d);
    if (*levels == 0) *levels = full;
    if (*levels > full)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_levels %u exceeds the %u levels of a %llu x %llu x %llu chain", *levels,
                              full, (unsigned long long)d->Width, (unsigned long long)d->Height, (unsigned long long)d->Depth);
    return CUDACORE_SUCCESS;
}

/* desc as the driver's descriptor *d, checked: for a mipmapped array
   (levels not NULL: its level count, 0 asking for the full chain, which is
   then written) its levels, then what device *device can hold (*device < 0:
   the current device, whose ordinal is written). */
CUDACORE__PRIVATE cudacore_result cudacore__array_checked(const cudacore_array_desc *desc, unsigned int *levels, int *device,
                                                          cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *d, const char *call) {
    int shape = 0;
    cudacore_result r = cudacore__array_descriptor(desc, d, &shape, call);
    if (r == CUDACORE_SUCCESS && levels) r = cudacore__check_levels(d, levels, call);
    if (r == CUDACORE_SUCCESS && *device < 0) r = cudacore__current_device(device, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__array_fits(desc, d, shape, *device, levels != NULL, call);
    return r;
}

/* The one creator of arrays and mipmapped arrays: desc checked against the
   current device, the driver's array made and published in *out (out's id,
   or NULL). levels: NULL for an array; else a mipmapped array's level count
   (0: the full chain). */
CUDACORE__PRIVATE cudacore_result cudacore__array_create(const cudacore_array_desc *desc, unsigned int *levels, uint64_t *out, const char *call) {
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 d;
    int dev = -1;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    *out = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    if ((r = cudacore__array_checked(desc, levels, &dev, &d, call)) != CUDACORE_SUCCESS) return r;
    if (levels) {
        cudacore_CUmipmappedArray mm = NULL;
        if ((r = CUDACORE__CU_CALL(cuMipmappedArrayCreate, (&mm, &d, *levels))) != CUDACORE_SUCCESS) return r;
        return cudacore__mipmap_make(mm, &d, *levels, dev, 1, 0, out, call);
    } else {
        cudacore_CUarray a = NULL;
        if ((r = CUDACORE__CU_CALL(cuArray3DCreate, (&a, &d))) != CUDACORE_SUCCESS) return r;
        r = cudacore__array_make(a, &d, dev, 1, 0, -1, out, call);
        if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuArrayDestroy)(a));
        return r;
    }
}

CUDACORE_API cudacore_result cudacore_array_create(const cudacore_array_desc *desc, cudacore_array *out) {
    return cudacore__array_create(desc, NULL, out ? &out->id : NULL, "cudacore_array_create");
}

CUDACORE_API cudacore_result cudacore_mipmapped_array_create(const cudacore_array_desc *desc, unsigned int num_levels,
                                                             cudacore_mipmapped_array *out) {
    return cudacore__array_create(desc, &num_levels, out ? &out->id : NULL, "cudacore_mipmapped_array_create");
}

CUDACORE_API cudacore_result cudacore_mipmapped_array_destroy(cudacore_mipmapped_array mm) {
    return cudacore__object_destroy(&cudacore__mipmap_life, mm.id, "cudacore_mipmapped_array_destroy");
}

CUDACORE_API cudacore_result cudacore_mipmapped_array_native(cudacore_mipmapped_array mm, cudacore_CUmipmappedArray *out) {
    return cudacore__object_native(&cudacore__mipmap_life, mm.id, out, "cudacore_mipmapped_array_native");
}

CUDACORE_API cudacore_result cudacore_mipmapped_array_level(cudacore_mipmapped_array mm, unsigned int level, cudacore_array *out) {
    static const char *call = "cudacore_mipmapped_array_level";
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__mipmap_obj *m = (cudacore__mipmap_obj *)cudacore__lookup(CUDACORE_OBJECT_MIPMAPPED_ARRAY, mm.id, call);
        if (!m) return CUDACORE_ERROR_INVALID_HANDLE;
        if (level >= m->num_levels)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "level %u does not exist: the mipmapped array has %u", level, m->num_levels);
        out->id = m->levels[level];
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_mipmapped_array_get_info(cudacore_mipmapped_array mm, unsigned int *num_levels, cudacore_array_info *level0) {
    static const char *call = "cudacore_mipmapped_array_get_info";
    if (num_levels) *num_levels = 0;
    if (level0) {
        memset(level0, 0, sizeof *level0);
        level0->level = -1;
    }
    if (!num_levels && !level0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_levels and level0 are both NULL");
    {
        cudacore__mipmap_obj *m = (cudacore__mipmap_obj *)cudacore__lookup(CUDACORE_OBJECT_MIPMAPPED_ARRAY, mm.id, call);
        if (!m) return CUDACORE_ERROR_INVALID_HANDLE;
        if (num_levels) *num_levels = m->num_levels;
        if (level0) {
            cudacore__array_info(&m->d, level0);
            level0->device = m->device;
            level0->owned = m->owned;
            level0->level = 0;
            if (m->num_levels) {
                cudacore__array_obj *a = (cudacore__array_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_ARRAY], m->levels[0]);
                if (a) level0->native = a->native;
            }
        }
    }
    return CUDACORE_SUCCESS;
}

/*--- textures and surfaces ---*/
/* Reads whether a format's texture reads give integers (so that LINEAR
   filtering cannot apply): plain integer formats read as elements, and the
   32-bit ones always. */
CUDACORE__PRIVATE int cudacore__reads_integers(cudacore_CUarray_format f, cudacore_read_mode mode) {
    cudacore__format_info fi;
    if (!cudacore__format(f, &fi)) return 0;
    return (fi.kind & CUDACORE__FMT_INT32) || ((fi.kind & CUDACORE__FMT_INT) && mode == CUDACORE_READ_ELEMENT_TYPE);
}

/* The texture's resource as a CUDA_RESOURCE_DESC; *users: the object whose
   user count the texture holds (array or mipmapped array), or NULL. */
CUDACORE__PRIVATE cudacore_result cudacore__texture_resource(const cudacore_texture_desc *t, cudacore_CUDA_RESOURCE_DESC_v1 *res,
                                                             cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *shape, unsigned int *levels, uint32_t **users,
                                                             uint64_t *rid, int *device, const char *call) {
    int kinds = (t->array.id != 0) + (t->mipmapped_array.id != 0) + (t->buffer.id != 0);
    memset(res, 0, sizeof *res);
    memset(shape, 0, sizeof *shape);
    *users = NULL;
    *rid = 0;
    if (kinds != 1)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "set exactly one of array, mipmapped_array and buffer (%d are set)", kinds);
    if (t->array.id) {
        cudacore__array_obj *a = (cudacore__array_obj *)cudacore__lookup(CUDACORE_OBJECT_ARRAY, t->array.id, call);
        if (!a) return CUDACORE_ERROR_INVALID_HANDLE;
        res->resType = CUDACORE_CU_RESOURCE_TYPE_ARRAY;
        res->res.array.hArray = a->native;
        *shape = a->d;
        *users = &a->users;
        *rid = t->array.id;
        *device = a->device;
        return CUDACORE_SUCCESS;
    }
    if (t->mipmapped_array.id) {
        cudacore__mipmap_obj *m = (cudacore__mipmap_obj *)cudacore__lookup(CUDACORE_OBJECT_MIPMAPPED_ARRAY, t->mipmapped_array.id, call);
        if (!m) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!t->normalized_coords)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a mipmapped array is sampled with normalized_coords = 1");
        res->resType = CUDACORE_CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
        res->res.mipmap.hMipmappedArray = m->native;
        *shape = m->d;
        *levels = m->num_levels;
        *users = &m->users;
        *rid = t->mipmapped_array.id;
        *device = m->device;
        return CUDACORE_SUCCESS;
    } else {
        cudacore__format_info fi;
        size_t elem, row, need;
        int align;
        cudacore_CUdeviceptr p;
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, t->buffer.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!cudacore__format(t->format, &fi) || !fi.bytes || (fi.kind & CUDACORE__FMT_BC))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "format 0x%x cannot type a buffer texture (a plain or normalised CU_AD_FORMAT_* is needed)", (unsigned)t->format);
        if (t->num_channels && (fi.channels ? t->num_channels != fi.channels
                                            : (t->num_channels != 1 && t->num_channels != 2 && t->num_channels != 4)))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_channels %u does not fit format 0x%x", t->num_channels, (unsigned)t->format);
        if (!b->dev_acc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is not device-accessible");
        shape->Format = t->format;
        shape->NumChannels = fi.channels ? fi.channels : t->num_channels ? t->num_channels : 1;
        elem = cudacore__elem_size(shape);
        if (!elem) return CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "format 0x%x has no element size", (unsigned)t->format);
        *device = b->device;
        if (b->device < 0) { /* mapped pinned memory: the current device's view of it */
            cudacore_result r = cudacore__current_device(device, call);
            if (r != CUDACORE_SUCCESS) return r;
        }
        p = b->ptr + t->offset;
        align = cudacore__attr(*device, 14); /* CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT */
        if (t->offset > b->size) return cudacore__oob(call, "texture", t->offset, 0, b->size);
        if (align > 0 && p % (cudacore_CUdeviceptr)align)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the texture's address (buffer + offset %llu) is not aligned to device %d's "
                                  "texture_alignment (%d bytes)", (unsigned long long)t->offset, *device, align);
        if (t->height == 0) {
            size_t n = t->size ? t->size : b->size - t->offset;
            if (!CUDACORE__IN_BOUNDS(t->offset, n, b->size)) return cudacore__oob(call, "texture", t->offset, n, b->size);
            if (n < elem) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a linear texture of %llu bytes holds no element", (unsigned long long)n);
            if (t->filter != CUDACORE_FILTER_POINT || t->normalized_coords || t->address_mode[0] || t->address_mode[1] || t->address_mode[2])
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a linear buffer texture has no filtering, addressing or normalised "
                                      "coordinates (use a pitched one, height > 0, or an array)");
            res->resType = CUDACORE_CU_RESOURCE_TYPE_LINEAR;
            res->res.linear.devPtr = p;
            res->res.linear.format = t->format;
            res->res.linear.numChannels = shape->NumChannels;
            res->res.linear.sizeInBytes = n;
            shape->Width = n / elem;
            return CUDACORE_SUCCESS;
        }
        if (t->width == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a pitched buffer texture needs a width");
        if (t->width > ~(size_t)0 / elem) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width %llu overflows", (unsigned long long)t->width);
        row = t->width * elem;
        {
            size_t pitch = t->pitch ? t->pitch : row;
            int palign = cudacore__attr(*device, 51); /* CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT */
            if (pitch < row)
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pitch %llu is less than a row (%llu elements of %llu bytes)",
                                      (unsigned long long)pitch, (unsigned long long)t->width, (unsigned long long)elem);
            if (palign > 0 && pitch % (size_t)palign)
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pitch %llu is not a multiple of device %d's texture_pitch_alignment (%d)",
                                      (unsigned long long)pitch, *device, palign);
            if (t->height - 1 > 0 && pitch > (~(size_t)0 - row) / (t->height - 1)) return cudacore__oob(call, "texture", t->offset, ~(size_t)0, b->size);
            need = (t->height - 1) * pitch + row;
            if (!CUDACORE__IN_BOUNDS(t->offset, need, b->size)) return cudacore__oob(call, "texture", t->offset, need, b->size);
            res->resType = CUDACORE_CU_RESOURCE_TYPE_PITCH2D;
            res->res.pitch2D.devPtr = p;
            res->res.pitch2D.format = t->format;
            res->res.pitch2D.numChannels = shape->NumChannels;
            res->res.pitch2D.width = t->width;
            res->res.pitch2D.height = t->height;
            res->res.pitch2D.pitchInBytes = pitch;
            shape->Width = t->width;
            shape->Height = t->height;
        }
        return CUDACORE_SUCCESS;
    }
}

/* The sampler part of a texture desc as a CUDA_TEXTURE_DESC. */
CUDACORE__PRIVATE cudacore_result cudacore__texture_sampler(const cudacore_texture_desc *t, const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *shape,
                                                            unsigned int levels, cudacore_CUDA_TEXTURE_DESC_v1 *td, const char *call) {
    static const int cu_mode[4] = {1, 0, 2, 3}; /* CLAMP, WRAP, MIRROR, BORDER -> CU_TR_ADDRESS_MODE_* */
    static const char *const mode_names[4] = {"CLAMP", "WRAP", "MIRROR", "BORDER"};
    int i;
    memset(td, 0, sizeof *td);
    for (i = 0; i < 3; i++) {
        if ((unsigned)t->address_mode[i] > CUDACORE_ADDRESS_BORDER)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "address_mode[%d] %d is not a cudacore_address_mode", i, (int)t->address_mode[i]);
        if ((t->address_mode[i] == CUDACORE_ADDRESS_WRAP || t->address_mode[i] == CUDACORE_ADDRESS_MIRROR) && !t->normalized_coords)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "address_mode[%d] %s needs normalized_coords = 1 (CUDA clamps texel coordinates)",
                                  i, mode_names[t->address_mode[i]]);
        td->addressMode[i] = (cudacore_CUaddress_mode)cu_mode[t->address_mode[i]];
    }
    if ((unsigned)t->filter > CUDACORE_FILTER_LINEAR || (unsigned)t->mipmap_filter > CUDACORE_FILTER_LINEAR)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "filter %d / mipmap_filter %d is not a cudacore_filter_mode", (int)t->filter,
                              (int)t->mipmap_filter);
    if ((unsigned)t->read_mode > CUDACORE_READ_NORMALIZED_FLOAT)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "read_mode %d is not a cudacore_read_mode", (int)t->read_mode);
    if ((t->filter == CUDACORE_FILTER_LINEAR || t->mipmap_filter == CUDACORE_FILTER_LINEAR) && cudacore__reads_integers(shape->Format, t->read_mode))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "LINEAR filtering needs float results: format 0x%x reads as integers (%s)",
                              (unsigned)shape->Format, t->read_mode == CUDACORE_READ_ELEMENT_TYPE ? "use read_mode NORMALIZED_FLOAT" : "32-bit integers");
    if (t->max_anisotropy > 16)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "max_anisotropy %u is above 16", t->max_anisotropy);
    if (t->seamless_cubemap && !(shape->Flags & CUDACORE_CUDA_ARRAY3D_CUBEMAP))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "seamless_cubemap needs a cubemap array");
    td->filterMode = (cudacore_CUfilter_mode)t->filter;
    td->mipmapFilterMode = (cudacore_CUfilter_mode)t->mipmap_filter;
    td->flags = (t->read_mode == CUDACORE_READ_ELEMENT_TYPE ? CUDACORE_CU_TRSF_READ_AS_INTEGER : 0u) |
                (t->normalized_coords ? CUDACORE_CU_TRSF_NORMALIZED_COORDINATES : 0u) | (t->srgb ? CUDACORE_CU_TRSF_SRGB : 0u) |
                (t->disable_trilinear_optimization ? CUDACORE_CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION : 0u) |
                (t->seamless_cubemap ? CUDACORE_CU_TRSF_SEAMLESS_CUBEMAP : 0u);
    td->maxAnisotropy = t->max_anisotropy;
    td->mipmapLevelBias = t->mipmap_level_bias;
    td->minMipmapLevelClamp = t->min_mipmap_level_clamp;
    td->maxMipmapLevelClamp = t->max_mipmap_level_clamp;
    if (t->mipmapped_array.id && t->min_mipmap_level_clamp == 0 && t->max_mipmap_level_clamp == 0) td->maxMipmapLevelClamp = (float)levels - 1;
    for (i = 0; i < 4; i++) td->borderColor[i] = t->border_color[i];
    return CUDACORE_SUCCESS;
}

/* The optional resource view; *use 0 when the desc sets none. */
CUDACORE__PRIVATE cudacore_result cudacore__texture_view(const cudacore_texture_desc *t, const cudacore_CUDA_RESOURCE_DESC_v1 *res,
                                                         const cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 *shape, cudacore_CUDA_RESOURCE_VIEW_DESC_v1 *v,
                                                         int *use, const char *call) {
    int bc = t->view_format >= CUDACORE_CU_RES_VIEW_FORMAT_UNSIGNED_BC1 && t->view_format <= CUDACORE_CU_RES_VIEW_FORMAT_UNSIGNED_BC7;
    memset(v, 0, sizeof *v);
    *use = t->view_format || t->view_first_level || t->view_last_level || t->view_first_layer || t->view_last_layer;
    if (!*use) return CUDACORE_SUCCESS;
    if (res->resType != CUDACORE_CU_RESOURCE_TYPE_ARRAY && res->resType != CUDACORE_CU_RESOURCE_TYPE_MIPMAPPED_ARRAY)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "view_* fields apply to arrays and mipmapped arrays, not buffers");
    if ((unsigned)t->view_format > (unsigned)CUDACORE_CU_RES_VIEW_FORMAT_UNSIGNED_BC7)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "view_format %u is not a CU_RES_VIEW_FORMAT_* value", (unsigned)t->view_format);
    if (t->view_first_level > t->view_last_level || t->view_first_layer > t->view_last_layer)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "view levels %u..%u / layers %u..%u are not ordered", t->view_first_level,
                              t->view_last_level, t->view_first_layer, t->view_last_layer);
    v->format = t->view_format;
    v->width = shape->Width * (bc ? 4 : 1);
    v->height = shape->Height * (bc ? 4 : 1);
    v->depth = shape->Depth;
    v->firstMipmapLevel = t->view_first_level;
    v->lastMipmapLevel = t->view_last_level;
    v->firstLayer = t->view_first_layer;
    v->lastLayer = t->view_last_layer;
    return CUDACORE_SUCCESS;
}

/* The lives of textures and surfaces (cudacore__life): each counts as a
   user of the array or mipmapped array it was made from until its destroy;
   a failed destroy leaves it alive. */
CUDACORE__PRIVATE void cudacore__unuse_resource(uint64_t rid) {
    uint32_t kind = (uint32_t)(rid >> 24) & 0xFFu;
    void *o;
    if (!rid || (kind != CUDACORE_OBJECT_ARRAY && kind != CUDACORE_OBJECT_MIPMAPPED_ARRAY)) return;
    o = cudacore__get(&cudacore__g.pools[kind], rid);
    if (!o) return;
    if (kind == CUDACORE_OBJECT_ARRAY) cudacore__addu32(&((cudacore__array_obj *)o)->users, -1);
    else cudacore__addu32(&((cudacore__mipmap_obj *)o)->users, -1);
}
/* The end of a texture or surface whose driver destroy returned r. */
CUDACORE__PRIVATE cudacore_result cudacore__sampler_ended(const cudacore__texture_obj *t, cudacore_result r) {
    if (r == CUDACORE_SUCCESS) cudacore__unuse_resource(t->resource);
    return r;
}
CUDACORE__PRIVATE cudacore_result cudacore__texture_end(void *o, const char *call) {
    const cudacore__texture_obj *t = (const cudacore__texture_obj *)o;
    (void)call;
    return cudacore__sampler_ended(t, CUDACORE__CU_CALL(cuTexObjectDestroy, (t->native)));
}
CUDACORE__PRIVATE cudacore_result cudacore__surface_end(void *o, const char *call) {
    const cudacore__surface_obj *so = (const cudacore__surface_obj *)o;
    (void)call;
    return cudacore__sampler_ended(so, CUDACORE__CU_CALL(cuSurfObjectDestroy, (so->native)));
}
CUDACORE__STATIC_ASSERT(sizeof(cudacore_CUsurfObject) == sizeof(cudacore_CUtexObject), a_surface_object_is_kept_as_a_texture_object);
static const cudacore__life cudacore__texture_life = {CUDACORE_OBJECT_TEXTURE, NULL, NULL, cudacore__texture_end, 1, NULL,
                                                      offsetof(cudacore__texture_obj, native), sizeof(cudacore_CUtexObject)};
static const cudacore__life cudacore__surface_life = {CUDACORE_OBJECT_SURFACE, NULL, NULL, cudacore__surface_end, 1, NULL,
                                                      offsetof(cudacore__surface_obj, native), sizeof(cudacore_CUsurfObject)};

CUDACORE_API cudacore_result cudacore_texture_create(const cudacore_texture_desc *desc, cudacore_texture *out) {
    static const char *call = "cudacore_texture_create";
    cudacore_CUDA_RESOURCE_DESC_v1 res;
    cudacore_CUDA_TEXTURE_DESC_v1 td;
    cudacore_CUDA_RESOURCE_VIEW_DESC_v1 view;
    cudacore_CUDA_ARRAY3D_DESCRIPTOR_v2 shape;
    cudacore__texture_obj *t;
    uint32_t *users = NULL;
    uint64_t rid = 0, id = 0;
    unsigned int levels = 1;
    int dev = -1, cur = 0, use_view = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    r = cudacore__texture_resource(desc, &res, &shape, &levels, &users, &rid, &dev, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__texture_sampler(desc, &shape, levels, &td, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__texture_view(desc, &res, &shape, &view, &use_view, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__current_device(&cur, call); /* a context for the call */
    if (r != CUDACORE_SUCCESS) return r;
    t = (cudacore__texture_obj *)cudacore__object_reserve(&cudacore__texture_life, &id, call);
    if (!t) return cudacore__recorded();
    r = CUDACORE__CU_CALL(cuTexObjectCreate, (&t->native, &res, &td, use_view ? &view : NULL));
    if (r == CUDACORE_SUCCESS && users) cudacore__addu32(users, 1);
    t->device = dev;
    t->resource = rid;
    return cudacore__object_publish(&cudacore__texture_life, t, id, r, &out->id);
}

CUDACORE_API cudacore_result cudacore_texture_destroy(cudacore_texture t) {
    return cudacore__object_destroy(&cudacore__texture_life, t.id, "cudacore_texture_destroy");
}

CUDACORE_API cudacore_result cudacore_texture_native(cudacore_texture tex, cudacore_CUtexObject *out) {
    return cudacore__object_native(&cudacore__texture_life, tex.id, out, "cudacore_texture_native");
}

CUDACORE_API cudacore_result cudacore_surface_create(cudacore_array arr, cudacore_surface *out) {
    static const char *call = "cudacore_surface_create";
    cudacore_CUDA_RESOURCE_DESC_v1 res;
    cudacore__surface_obj *so;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__array_obj *a = (cudacore__array_obj *)cudacore__lookup(CUDACORE_OBJECT_ARRAY, arr.id, call);
        if (!a) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!(a->d.Flags & CUDACORE_CUDA_ARRAY3D_SURFACE_LDST))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "the array was made without surface_load_store (CUDA_ARRAY3D_SURFACE_LDST); surfaces need it");
        memset(&res, 0, sizeof res);
        res.resType = CUDACORE_CU_RESOURCE_TYPE_ARRAY;
        res.res.array.hArray = a->native;
        so = (cudacore__surface_obj *)cudacore__object_reserve(&cudacore__surface_life, &id, call);
        if (!so) return cudacore__recorded();
        r = CUDACORE__CU_CALL(cuSurfObjectCreate, (&so->native, &res));
        if (r == CUDACORE_SUCCESS) cudacore__addu32(&a->users, 1);
        so->device = a->device;
        so->resource = arr.id;
    }
    return cudacore__object_publish(&cudacore__surface_life, so, id, r, &out->id);
}

CUDACORE_API cudacore_result cudacore_surface_destroy(cudacore_surface s) {
    return cudacore__object_destroy(&cudacore__surface_life, s.id, "cudacore_surface_destroy");
}

CUDACORE_API cudacore_result cudacore_surface_native(cudacore_surface surf, cudacore_CUsurfObject *out) {
    return cudacore__object_native(&cudacore__surface_life, surf.id, out, "cudacore_surface_native");
}

/*--- 3-D copies ---*/
/* One resolved side of a 3-D copy. */
typedef struct cudacore__side3 {
    int kind;                  /* 0 host, 1 buffer, 2 array */
    cudacore_CUarray array;
    cudacore_CUdeviceptr ptr;  /* host or device address of the first element (not array) */
    size_t pitch, rows;        /* memory: bytes per row, rows per slice */
    size_t x, y, z;            /* array: first element */
    int device;                /* -1: host or unknown */
} cudacore__side3;

/* Checks one side of d and resolves it. elem: the copy's element size. */
CUDACORE__PRIVATE cudacore_result cudacore__side3_get(const cudacore_copy_location *l, const cudacore_copy_3d_desc *d, size_t elem,
                                                      cudacore__side3 *s, const char *what, const char *call) {
    size_t h = d->height ? d->height : 1, dp = d->depth ? d->depth : 1, row = d->width * elem;
    memset(s, 0, sizeof *s);
    s->device = -1;
    if (l->array.id && (l->buffer.id || l->host))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %s names an array and also a buffer or host memory", what);
    if (l->array.id) {
        size_t ew, eh, ed;
        cudacore__array_obj *a = (cudacore__array_obj *)cudacore__lookup(CUDACORE_OBJECT_ARRAY, l->array.id, call);
        if (!a) return CUDACORE_ERROR_INVALID_HANDLE;
        ew = a->block == 4 ? (a->d.Width + 3) / 4 : a->d.Width;
        eh = a->d.Height ? (a->block == 4 ? (a->d.Height + 3) / 4 : a->d.Height) : 1;
        ed = a->d.Depth ? a->d.Depth : 1;
        if (!CUDACORE__IN_BOUNDS(l->x, d->width, ew) || !CUDACORE__IN_BOUNDS(l->y, h, eh) || !CUDACORE__IN_BOUNDS(l->z, dp, ed))
            return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call,
                                  "the %s region (%llu, %llu, %llu) + %llu x %llu x %llu lies outside the array of %llu x %llu x %llu%s", what,
                                  (unsigned long long)l->x, (unsigned long long)l->y, (unsigned long long)l->z, (unsigned long long)d->width,
                                  (unsigned long long)h, (unsigned long long)dp, (unsigned long long)ew, (unsigned long long)eh,
                                  (unsigned long long)ed, a->block == 4 ? " blocks" : "");
        s->kind = 2;
        s->array = a->native;
        s->x = l->x;
        s->y = l->y;
        s->z = l->z;
        s->device = a->device;
        return CUDACORE_SUCCESS;
    }
    if (l->x || l->y || l->z) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %s's x, y, z apply to arrays: use offset", what);
    s->pitch = l->pitch ? l->pitch : row;
    s->rows = l->rows ? l->rows : h;
    if (s->pitch < row)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %s's pitch %llu is less than a row of %llu bytes", what,
                              (unsigned long long)s->pitch, (unsigned long long)row);
    if (s->rows < h)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %s's rows %llu is less than the copy's height %llu", what,
                              (unsigned long long)s->rows, (unsigned long long)h);
    if (!l->buffer.id) {
        if (!l->host) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %s names no array, buffer or host memory", what);
        s->ptr = (cudacore_CUdeviceptr)(uintptr_t)((const char *)l->host + l->offset);
        return CUDACORE_SUCCESS;
    } else {
        size_t slice, extent;
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, l->buffer.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        /* extent = (dp - 1) * pitch * rows + (h - 1) * pitch + row, checked */
        if (s->rows > ~(size_t)0 / s->pitch) return cudacore__oob(call, what, l->offset, ~(size_t)0, b->size);
        slice = s->pitch * s->rows;
        if ((dp - 1) && slice > (~(size_t)0 - s->pitch * (h - 1) - row) / (dp - 1)) return cudacore__oob(call, what, l->offset, ~(size_t)0, b->size);
        extent = (dp - 1) * slice + (h - 1) * s->pitch + row;
        if (!CUDACORE__IN_BOUNDS(l->offset, extent, b->size)) return cudacore__oob(call, what, l->offset, extent, b->size);
        s->kind = 1;
        s->ptr = b->ptr + l->offset;
        s->device = b->kind == CUDACORE_MEMORY_DEVICE ? b->device : -1;
        return CUDACORE_SUCCESS;
    }
}

/* The element size of a copy: the array side's (both: equal), else 1. */
CUDACORE__PRIVATE cudacore_result cudacore__copy3d_elem(const cudacore_copy_3d_desc *d, size_t *elem, const char *call) {
    size_t e[2] = {0, 0};
    int i;
    const cudacore_copy_location *l[2];
    l[0] = &d->src;
    l[1] = &d->dst;
    for (i = 0; i < 2; i++) {
        if (!l[i]->array.id) continue;
        {
            cudacore__array_obj *a = (cudacore__array_obj *)cudacore__lookup(CUDACORE_OBJECT_ARRAY, l[i]->array.id, call);
            if (!a) return CUDACORE_ERROR_INVALID_HANDLE;
            if (!a->elem)
                return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "the %s array has a video format (0x%x): copy each plane (cuArrayGetPlane, "
                                      "then cudacore_array_wrap)", i ? "destination" : "source", (unsigned)a->d.Format);
            e[i] = a->elem;
        }
    }
    if (e[0] && e[1] && e[0] != e[1])
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the arrays' elements differ in size (%llu and %llu bytes)", (unsigned long long)e[0],
                              (unsigned long long)e[1]);
    *elem = e[0] ? e[0] : e[1] ? e[1] : 1;
    if (d->width > ~(size_t)0 / *elem) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width %llu overflows", (unsigned long long)d->width);
    return CUDACORE_SUCCESS;
}

/* Resolves both sides of a 3-D copy. */
CUDACORE__PRIVATE cudacore_result cudacore__copy3d_resolve(const cudacore_copy_3d_desc *d, size_t *elem, cudacore__side3 *src, cudacore__side3 *dst,
                                                           const char *call) {
    cudacore_result r = cudacore__copy3d_elem(d, elem, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__side3_get(&d->src, d, *elem, src, "source", call);
    if (r == CUDACORE_SUCCESS) r = cudacore__side3_get(&d->dst, d, *elem, dst, "destination", call);
    return r;
}

static const cudacore_CUmemorytype cudacore__side_types[3] = {CUDACORE_CU_MEMORYTYPE_HOST, CUDACORE_CU_MEMORYTYPE_UNIFIED, CUDACORE_CU_MEMORYTYPE_ARRAY};

/* Fills the fields that CUDA_MEMCPY3D and CUDA_MEMCPY3D_PEER share (same
   names, same meaning) from the two resolved sides. */
#define CUDACORE__FILL_MEMCPY3D(m, d, elem, src, dst) \
    do { \
        (m).srcMemoryType = cudacore__side_types[(src).kind]; \
        (m).srcHost = (src).kind == 0 ? (const void *)(uintptr_t)(src).ptr : NULL; \
        (m).srcDevice = (src).kind == 1 ? (src).ptr : 0; \
        (m).srcArray = (src).array; \
        (m).srcXInBytes = (src).x * (elem); \
        (m).srcY = (src).y; \
        (m).srcZ = (src).z; \
        (m).srcPitch = (src).pitch; \
        (m).srcHeight = (src).rows; \
        (m).dstMemoryType = cudacore__side_types[(dst).kind]; \
        (m).dstHost = (dst).kind == 0 ? (void *)(uintptr_t)(dst).ptr : NULL; \
        (m).dstDevice = (dst).kind == 1 ? (dst).ptr : 0; \
        (m).dstArray = (dst).array; \
        (m).dstXInBytes = (dst).x * (elem); \
        (m).dstY = (dst).y; \
        (m).dstZ = (dst).z; \
        (m).dstPitch = (dst).pitch; \
        (m).dstHeight = (dst).rows; \
        (m).WidthInBytes = (d)->width * (elem); \
        (m).Height = (d)->height ? (d)->height : 1; \
        (m).Depth = (d)->depth ? (d)->depth : 1; \
    } while (0)

/* One resolved 3-D copy on cs: the plain or the peer driver call. */
CUDACORE__PRIVATE cudacore_result cudacore__copy3d_issue(const cudacore_copy_3d_desc *d, size_t elem, const cudacore__side3 *src,
                                                         const cudacore__side3 *dst, cudacore_CUstream cs, int sdev, const char *call) {
    cudacore_result r;
    if (src->device >= 0 && dst->device >= 0 && src->device != dst->device) {
        cudacore_CUDA_MEMCPY3D_PEER_v1 m;
        memset(&m, 0, sizeof m);
        CUDACORE__FILL_MEMCPY3D(m, d, elem, *src, *dst);
        r = cudacore__primary(src->device, &m.srcContext, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__primary(dst->device, &m.dstContext, call);
        if (r != CUDACORE_SUCCESS) return r;
        return CUDACORE__CU_CALL(cuMemcpy3DPeerAsync, (&m, cs));
    } else {
        cudacore_CUDA_MEMCPY3D_v2 m;
        int adev = src->kind == 2 ? src->device : dst->kind == 2 ? dst->device : -1;
        if (sdev >= 0 && adev >= 0 && sdev != adev) return cudacore__mismatch(call, "the array", adev, "the stream", sdev);
        memset(&m, 0, sizeof m);
        CUDACORE__FILL_MEMCPY3D(m, d, elem, *src, *dst);
        return CUDACORE__CU_CALL(cuMemcpy3DAsync, (&m, cs));
    }
}

CUDACORE__PRIVATE cudacore_result cudacore__copy_3d(const cudacore_copy_3d_desc *desc, cudacore_stream s, const char *call) {
    cudacore__side3 src, dst;
    size_t elem = 1;
    cudacore_result r;
    int pushed = 0;
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
        if (desc->width == 0) return CUDACORE_SUCCESS;
        r = cudacore__copy3d_resolve(desc, &elem, &src, &dst, call);
        if (r != CUDACORE_SUCCESS) return r;
        if ((r = cudacore__enter(&st.ctx, st.device, &pushed, call)) != CUDACORE_SUCCESS) return r;
        r = cudacore__copy3d_issue(desc, elem, &src, &dst, st.cs, st.device, call);
        if (pushed) cudacore__pop_device();
        return r;
    }
}
CUDACORE_API cudacore_result cudacore_copy_3d(const cudacore_copy_3d_desc *desc, cudacore_stream s) {
    return cudacore__copy_3d(desc, s, "cudacore_copy_3d");
}

/* Whole-array copies: a 3-D copy of the array's full extent. */
CUDACORE__PRIVATE cudacore_result cudacore__array_whole(cudacore_array a, cudacore_buffer b, const void *host, int to_array, cudacore_stream s,
                                                        const char *call) {
    cudacore_copy_3d_desc d;
    cudacore_copy_location *mem;
    memset(&d, 0, sizeof d);
    {
        cudacore__array_obj *ao = (cudacore__array_obj *)cudacore__lookup(CUDACORE_OBJECT_ARRAY, a.id, call);
        if (!ao) return CUDACORE_ERROR_INVALID_HANDLE;
        d.width = ao->block == 4 ? (ao->d.Width + 3) / 4 : ao->d.Width;
        d.height = ao->d.Height ? (ao->block == 4 ? (ao->d.Height + 3) / 4 : ao->d.Height) : 1;
        d.depth = ao->d.Depth ? ao->d.Depth : 1;
    }
    (to_array ? &d.dst : &d.src)->array = a;
    mem = to_array ? &d.src : &d.dst;
    mem->buffer = b;
    mem->host = host;
    if (!b.id && !host) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "neither a buffer nor host memory is given");
    return cudacore__copy_3d(&d, s, call);
}

CUDACORE_API cudacore_result cudacore_array_copy_from(cudacore_array dst, cudacore_buffer src, const void *src_host, cudacore_stream s) {
    return cudacore__array_whole(dst, src, src_host, 1, s, "cudacore_array_copy_from");
}
CUDACORE_API cudacore_result cudacore_array_copy_to(cudacore_buffer dst, void *dst_host, cudacore_array src, cudacore_stream s) {
    return cudacore__array_whole(src, dst, dst_host, 0, s, "cudacore_array_copy_to");
}

/*--- batched copies ---*/
#define CUDACORE__BATCH_CHUNK 64  /* copies per driver call: the staging arrays live on the stack */

/* The attributes of copy i: none, one for all, or one each. */
CUDACORE__PRIVATE const cudacore_copy_attributes *cudacore__attrs_of(const cudacore_copy_attributes *attrs, size_t num_attrs, size_t i) {
    static const cudacore_copy_attributes none = {CUDACORE_COPY_SOURCE_STREAM, 0, 0, 0, 0};
    return num_attrs == 0 ? &none : num_attrs == 1 ? attrs : &attrs[i];
}

CUDACORE__PRIVATE cudacore_result cudacore__batch_check(size_t count, const void *copies, const cudacore_copy_attributes *attrs, size_t num_attrs,
                                                        cudacore_CUstream cs, int *native, const char *call) {
    size_t i;
    int during = 0;
    if (count && !copies) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copies is NULL but count is %llu", (unsigned long long)count);
    if (num_attrs != 0 && num_attrs != 1 && num_attrs != count)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_attrs must be 0, 1 or count (%llu), not %llu", (unsigned long long)count,
                              (unsigned long long)num_attrs);
    if (num_attrs && !attrs) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "attrs is NULL but num_attrs is %llu", (unsigned long long)num_attrs);
    for (i = 0; i < num_attrs; i++) {
        if ((unsigned)attrs[i].source_access > CUDACORE_COPY_SOURCE_ANY)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "attrs[%llu].source_access %d is not a cudacore_copy_source_access",
                                  (unsigned long long)i, (int)attrs[i].source_access);
        if (attrs[i].location_hints && (attrs[i].src_location < -1 || attrs[i].dst_location < -1))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "attrs[%llu] location hints must be device ordinals or -1 (host)",
                                  (unsigned long long)i);
        during |= attrs[i].source_access == CUDACORE_COPY_SOURCE_DURING_CALL;
    }
    if (cs == NULL || cs == CUDACORE_CU_STREAM_LEGACY)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "batched copies do not run on the legacy default stream (the driver's rule): use a stream, or cudacore_stream_per_thread()");
    *native = cudacore__g.driver_version >= 12080;
    if (during && !*native)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "source_access DURING_CALL needs a CUDA 12.8 driver (this one is %d.%d): the fallback "
                              "reads sources in stream order", cudacore__g.driver_version / 1000, (cudacore__g.driver_version % 1000) / 10);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE void cudacore__batch_attr(const cudacore_copy_attributes *a, cudacore_CUmemcpyAttributes_v1 *out) {
    memset(out, 0, sizeof *out);
    out->srcAccessOrder = (cudacore_CUmemcpySrcAccessOrder)((int)a->source_access + 1); /* STREAM, DURING_API_CALL, ANY */
    out->flags = a->prefer_overlap_with_compute ? (unsigned int)CUDACORE_CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE : 0u;
    if (a->location_hints) {
        out->srcLocHint = cudacore__location(a->src_location);
        out->dstLocHint = cudacore__location(a->dst_location);
    }
}

/* One side of a 1-D batch copy: the address of [offset, offset + size). */
CUDACORE__PRIVATE cudacore_result cudacore__batch_side(cudacore_buffer b, const void *host, size_t offset, size_t size, cudacore_CUdeviceptr *p,
                                                       size_t i, const char *what, const char *call) {
    *p = 0;
    if (!b.id) {
        if (!host)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copies[%llu] has no %s buffer or host pointer", (unsigned long long)i, what);
        *p = (cudacore_CUdeviceptr)(uintptr_t)((const char *)host + offset);
        return CUDACORE_SUCCESS;
    } else {
        cudacore__buffer_obj *bo = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, b.id, call);
        if (!bo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(offset, size, bo->size)))
            return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "copies[%llu]: the %s range [%llu, +%llu) lies outside the buffer of %llu bytes",
                                  (unsigned long long)i, what, (unsigned long long)offset, (unsigned long long)size, (unsigned long long)bo->size);
        *p = bo->ptr + offset;
        return CUDACORE_SUCCESS;
    }
}

/* Says which copy of a batch the driver refused. */
CUDACORE__PRIVATE cudacore_result cudacore__batch_failed(cudacore_CUresult cr, const char *fn, size_t base, size_t fail, size_t n, int line) {
    cudacore_result r = cudacore__cu_fail(cr, fn, line);
    if (fail < n) cudacore__append_detail("the driver refused copies[%llu]\n", (unsigned long long)(base + fail));
    return r;
}

/* The batch on raw stream cs, made in its context by cudacore_copy_batch. */
CUDACORE__PRIVATE cudacore_result cudacore__copy_batch(const cudacore_copy *copies, size_t count, const cudacore_copy_attributes *attrs,
                                                       size_t num_attrs, cudacore_CUstream cs, const char *call) {
    cudacore_CUdeviceptr dsts[CUDACORE__BATCH_CHUNK], srcs[CUDACORE__BATCH_CHUNK];
    size_t sizes[CUDACORE__BATCH_CHUNK], idx[CUDACORE__BATCH_CHUNK];
    cudacore_CUmemcpyAttributes_v1 ca[CUDACORE__BATCH_CHUNK];
    const cudacore_copy_attributes *last = NULL;
    size_t i, n = 0, na = 0, base = 0;
    int native = 0;
    cudacore_result r;
    r = cudacore__batch_check(count, copies, attrs, num_attrs, cs, &native, call);
    for (i = 0; r == CUDACORE_SUCCESS && i < count; i++) { /* every copy is checked before any is issued */
        r = cudacore__batch_side(copies[i].dst, copies[i].dst_host, copies[i].dst_offset, copies[i].size, &dsts[0], i, "destination", call);
        if (r == CUDACORE_SUCCESS)
            r = cudacore__batch_side(copies[i].src, copies[i].src_host, copies[i].src_offset, copies[i].size, &srcs[0], i, "source", call);
    }
    for (i = 0; r == CUDACORE_SUCCESS && i < count; i++) {
        const cudacore_copy_attributes *a = cudacore__attrs_of(attrs, num_attrs, i);
        if (!copies[i].size) continue;
        r = cudacore__batch_side(copies[i].dst, copies[i].dst_host, copies[i].dst_offset, copies[i].size, &dsts[n], i, "destination", call);
        if (r == CUDACORE_SUCCESS)
            r = cudacore__batch_side(copies[i].src, copies[i].src_host, copies[i].src_offset, copies[i].size, &srcs[n], i, "source", call);
        if (r != CUDACORE_SUCCESS) break;
        sizes[n] = copies[i].size;
        if (!native) { /* a driver before 12.8: one copy at a time */
            r = CUDACORE__CU_CALL(cuMemcpyAsync, (dsts[n], srcs[n], sizes[n], cs));
            continue;
        }
        if (n == 0) base = i;
        if (n == 0 || memcmp(a, last, sizeof *a) != 0) { /* a run of copies with the same attributes shares one entry */
            cudacore__batch_attr(a, &ca[na]);
            idx[na++] = n;
            last = a;
        }
        if (++n == CUDACORE__BATCH_CHUNK) {
            size_t fail = ~(size_t)0;
            cudacore_CUresult cr = CUDACORE__CU(cuMemcpyBatchAsync)(dsts, srcs, sizes, n, ca, idx, na, &fail, cs);
            if ((int)cr != 0) r = cudacore__batch_failed(cr, "cuMemcpyBatchAsync", base, fail, n, __LINE__);
            n = na = 0;
        }
    }
    if (r == CUDACORE_SUCCESS && n) {
        size_t fail = ~(size_t)0;
        cudacore_CUresult cr = CUDACORE__CU(cuMemcpyBatchAsync)(dsts, srcs, sizes, n, ca, idx, na, &fail, cs);
        if ((int)cr != 0) r = cudacore__batch_failed(cr, "cuMemcpyBatchAsync", base, fail, n, __LINE__);
    }
    return r;
}
CUDACORE_API cudacore_result cudacore_copy_batch(const cudacore_copy *copies, size_t count, const cudacore_copy_attributes *attrs, size_t num_attrs,
                                                 cudacore_stream s) {
    cudacore_result r;
    int pushed = 0;
    static const char *call = "cudacore_copy_batch";
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__enter(&st.ctx, st.device, &pushed, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__copy_batch(copies, count, attrs, num_attrs, st.cs, call);
    if (pushed) cudacore__pop_device();
    return r;
}

/* One operand of a 3-D batch op from a resolved side. */
CUDACORE__PRIVATE void cudacore__batch_operand(const cudacore__side3 *sd, size_t elem, const cudacore_copy_attributes *a, int src,
                                               cudacore_CUmemcpy3DOperand_v1 *o) {
    memset(o, 0, sizeof *o);
    if (sd->kind == 2) {
        o->type = CUDACORE_CU_MEMCPY_OPERAND_TYPE_ARRAY;
        o->op.array.array = sd->array;
        o->op.array.offset.x = sd->x;
        o->op.array.offset.y = sd->y;
        o->op.array.offset.z = sd->z;
        return;
    }
    o->type = CUDACORE_CU_MEMCPY_OPERAND_TYPE_POINTER;
    o->op.ptr.ptr = sd->ptr;
    o->op.ptr.rowLength = sd->pitch / elem;
    o->op.ptr.layerHeight = sd->rows;
    if (a->location_hints) o->op.ptr.locHint = cudacore__location(src ? a->src_location : a->dst_location);
}

/* The batch on raw stream cs of device dev, made in its context by cudacore_copy_3d_batch. */
CUDACORE__PRIVATE cudacore_result cudacore__copy_3d_batch(const cudacore_copy_3d_desc *copies, size_t count, const cudacore_copy_attributes *attrs,
                                                          size_t num_attrs, cudacore_CUstream cs, int dev, const char *call) {
    cudacore_CUDA_MEMCPY3D_BATCH_OP_v1 ops[CUDACORE__BATCH_CHUNK];
    cudacore__side3 src, dst;
    size_t i, n = 0, base = 0, elem = 1;
    int native = 0;
    cudacore_result r;
    r = cudacore__batch_check(count, copies, attrs, num_attrs, cs, &native, call);
    for (i = 0; r == CUDACORE_SUCCESS && i < count; i++) { /* every copy is checked before any is issued */
        r = cudacore__copy3d_resolve(&copies[i], &elem, &src, &dst, call);
        if (r == CUDACORE_SUCCESS && src.device >= 0 && dst.device >= 0 && src.device != dst.device)
            r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copies[%llu] goes from device %d to device %d: use cudacore_copy_3d for peer copies",
                               (unsigned long long)i, src.device, dst.device);
        if (r == CUDACORE_SUCCESS && ((src.kind != 2 && src.pitch % elem) || (dst.kind != 2 && dst.pitch % elem)))
            r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copies[%llu]: a pitch is not a multiple of the %llu-byte element",
                               (unsigned long long)i, (unsigned long long)elem);
        if (r != CUDACORE_SUCCESS) cudacore__append_detail("in copies[%llu]\n", (unsigned long long)i);
    }
    for (i = 0; r == CUDACORE_SUCCESS && i < count; i++) {
        const cudacore_copy_attributes *a = cudacore__attrs_of(attrs, num_attrs, i);
        if (!copies[i].width) continue;
        cudacore__copy3d_resolve(&copies[i], &elem, &src, &dst, call);
        if (!native) {
            r = cudacore__copy3d_issue(&copies[i], elem, &src, &dst, cs, dev, call);
            continue;
        }
        if (n == 0) base = i;
        memset(&ops[n], 0, sizeof ops[n]);
        cudacore__batch_operand(&src, elem, a, 1, &ops[n].src);
        cudacore__batch_operand(&dst, elem, a, 0, &ops[n].dst);
        ops[n].extent.width = copies[i].width;
        ops[n].extent.height = copies[i].height ? copies[i].height : 1;
        ops[n].extent.depth = copies[i].depth ? copies[i].depth : 1;
        ops[n].srcAccessOrder = (cudacore_CUmemcpySrcAccessOrder)((int)a->source_access + 1);
        ops[n].flags = a->prefer_overlap_with_compute ? (unsigned int)CUDACORE_CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE : 0u;
        if (++n == CUDACORE__BATCH_CHUNK) {
            size_t fail = ~(size_t)0;
            cudacore_CUresult cr = CUDACORE__CU(cuMemcpy3DBatchAsync)(n, ops, &fail, 0, cs);
            if ((int)cr != 0) r = cudacore__batch_failed(cr, "cuMemcpy3DBatchAsync", base, fail, n, __LINE__);
            n = 0;
        }
    }
    if (r == CUDACORE_SUCCESS && n) {
        size_t fail = ~(size_t)0;
        cudacore_CUresult cr = CUDACORE__CU(cuMemcpy3DBatchAsync)(n, ops, &fail, 0, cs);
        if ((int)cr != 0) r = cudacore__batch_failed(cr, "cuMemcpy3DBatchAsync", base, fail, n, __LINE__);
    }
    return r;
}
CUDACORE_API cudacore_result cudacore_copy_3d_batch(const cudacore_copy_3d_desc *copies, size_t count, const cudacore_copy_attributes *attrs,
                                                    size_t num_attrs, cudacore_stream s) {
    cudacore_result r;
    int pushed = 0;
    static const char *call = "cudacore_copy_3d_batch";
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__enter(&st.ctx, st.device, &pushed, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__copy_3d_batch(copies, count, attrs, num_attrs, st.cs, st.device, call);
    if (pushed) cudacore__pop_device();
    return r;
}
