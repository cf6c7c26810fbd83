CUDACORE__STATIC_ASSERT(sizeof(cudacore_tensor_map) == 128 && sizeof(cudacore_CUtensorMap) == 128, tensor_map_is_128_bytes);

/* A tensor map's inputs, in the driver's order, once resolved and checked. */
typedef struct cudacore__tmap {
    int rank, device;            /* device -1: the current one */
    unsigned int bits;           /* per element (packed types: 4 or 8) */
    cudacore_CUtensorMapDataType type;
    cudacore_CUdeviceptr address;
    cudacore_cuuint64_t dims[CUDACORE_TENSOR_MAP_MAX_RANK];
    cudacore_cuuint64_t strides[CUDACORE_TENSOR_MAP_MAX_RANK]; /* bytes; [0] the element size */
    cudacore_cuuint32_t estrides[CUDACORE_TENSOR_MAP_MAX_RANK];
} cudacore__tmap;

/* Bits per element of a CU_TENSOR_MAP_DATA_TYPE_* (0: not a type): the
   packed types count the bytes they take in memory, gaps included. */
CUDACORE__PRIVATE unsigned cudacore__tmap_bits(int t) {
    static const unsigned char bits[16] = {8, 16, 32, 32, 64, 64, 16, 32, 64, 16, 32, 32, 32, 4, 8, 8};
    return t >= 0 && t < 16 ? bits[t] : 0;
}
/* *p = a * b; 1 when that does not fit in 64 bits (elsewhere than gcc and
   clang, a division only when a or b reaches 2^32). */
CUDACORE__HOT_INLINE int cudacore__mul_u64_ovf(uint64_t a, uint64_t b, uint64_t *p) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_mul_overflow(a, b, p);
#else
    *p = a * b;
    return ((a | b) >> 32) && b && a > ~(uint64_t)0 / b;
#endif
}
/* a * b, or UINT64_MAX when it does not fit. */
CUDACORE__HOT_INLINE uint64_t cudacore__mul_u64_sat(uint64_t a, uint64_t b) {
    uint64_t p;
    return cudacore__mul_u64_ovf(a, b, &p) ? ~(uint64_t)0 : p;
}
CUDACORE__HOT_INLINE int cudacore__tmap_is_float(int t) { return t >= 6 && t <= 12; }
CUDACORE__PRIVATE int cudacore__tmap_align16b(int t) { return t == 14 || t == 15; } /* 16U4_ALIGN16B, 16U6_ALIGN16B */

/* The tensor-map type of DLPack type code `code` with 2^k-byte elements,
   -1: none (integers by size: TMA moves bits). A table in two constants, no
   memory touched: nibble 4 * code + k holds the type + 1 (0: none):
     code 0 int     8: UINT8   16: UINT16   32: INT32    64: INT64
     code 1 uint    8: UINT8   16: UINT16   32: UINT32   64: UINT64
     code 2 float              16: FLOAT16  32: FLOAT32  64: FLOAT64
     code 4 bfloat             16: BFLOAT16
     code 6 bool    8: UINT8                                           */
CUDACORE__HOT_INLINE int cudacore__tmap_type_of(unsigned code, unsigned k) {
    unsigned i = 4u * code + k;
    uint64_t row = i < 16 ? (uint64_t)0x987053216421 : (uint64_t)0x1000000a0;
    return i < 32 ? (int)((row >> (4 * (i & 15))) & 15) - 1 : -1;
}
/* The tensor-map type of a view's DLPack type, -1: none ((b >> 4) - (b >> 6)
   is log2(b / 8) for b = 8, 16, 32, 64 bits). */
CUDACORE__PRIVATE int cudacore__tmap_from_dtype(cudacore_DLDataType t) {
    unsigned b = t.bits;
    return t.lanes != 1 || b < 8 || b > 64 || (b & (b - 1)) ? -1 : cudacore__tmap_type_of(t.code, (b >> 4) - (b >> 6));
}

/* The tensor of a view: dims and strides reversed to the driver's order
   (the caller has rechecked the view: cudacore__tmap_check). */
CUDACORE__PRIVATE cudacore_result cudacore__tmap_view(const cudacore_tensor_map_desc *d, cudacore__tmap *m, const char *call) {
    const cudacore_view *v = d->view;
    int i, t = d->data_type ? d->data_type - 1 : cudacore__tmap_from_dtype(v->dtype);
    if (v->kind == CUDACORE_MEMORY_PAGEABLE || v->kind == CUDACORE_MEMORY_UNKNOWN)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the view's memory is not device-accessible (pageable host memory)");
    if (t < 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the view's dtype (code %u, %u bits, %u lanes) has no tensor-map type: set data_type",
                              (unsigned)v->dtype.code, (unsigned)v->dtype.bits, (unsigned)v->dtype.lanes);
    if (cudacore__tmap_bits(t) && cudacore__tmap_bits(t) != v->itemsize * 8)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "data_type %d has %u-bit elements but the view's have %lu bits", t,
                              cudacore__tmap_bits(t), (unsigned long)v->itemsize * 8);
    if (v->ndim < 1 || v->ndim > CUDACORE_TENSOR_MAP_MAX_RANK)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the view has %d dimensions; a tensor map takes 1 to 5", v->ndim);
    if (v->strides[v->ndim - 1] != 1)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the view's innermost stride is %lld elements; TMA needs 1 (contiguous rows)",
                              (long long)v->strides[v->ndim - 1]);
    m->rank = v->ndim;
    m->type = (cudacore_CUtensorMapDataType)t;
    m->address = v->ptr;
    m->device = v->device;
    for (i = 0; i < v->ndim; i++) {
        int j = v->ndim - 1 - i;
        /* (itemsize is 1, 2, 4 or 8 here: stride * itemsize >= 2^40 without a division or an overflow) */
        if (i && (v->strides[j] <= 0 || (uint64_t)v->strides[j] >= ((uint64_t)1 << 40) || (uint64_t)v->strides[j] * v->itemsize >= ((uint64_t)1 << 40)))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "the view's stride of dimension %d is %lld elements; TMA needs positive strides of less than 2^40 bytes", j,
                                  (long long)v->strides[j]);
        m->dims[i] = (cudacore_cuuint64_t)v->shape[j];
        m->strides[i] = (cudacore_cuuint64_t)v->strides[j] * v->itemsize;
    }
    return CUDACORE_SUCCESS;
}

/* An explicit tensor of a type of `bits` per element and a rank 1..5
   (strides[1..] all 0: compact). */
CUDACORE__HOT_INLINE void cudacore__tmap_explicit_fill(const cudacore_tensor_map_desc *d, cudacore__tmap *m, unsigned bits) {
    int i, compact = 1;
    m->rank = d->rank;
    m->type = (cudacore_CUtensorMapDataType)(d->data_type - 1);
    m->address = d->address;
    m->device = -1;
    for (i = 0; i < d->rank; i++) {
        m->dims[i] = d->dims[i];
        if (i && d->strides[i]) compact = 0;
    }
    m->strides[0] = d->strides[0] ? d->strides[0] : bits / 8;
    for (i = 1; i < d->rank; i++)
        m->strides[i] = !compact ? d->strides[i] : i == 1 ? (m->dims[0] * bits + 7) / 8 : cudacore__mul_u64_sat(m->strides[i - 1], m->dims[i - 1]);
}
CUDACORE__PRIVATE cudacore_result cudacore__tmap_explicit(const cudacore_tensor_map_desc *d, cudacore__tmap *m, const char *call) {
    if (!d->data_type) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "data_type is required without a view");
    if (d->rank < 1 || d->rank > CUDACORE_TENSOR_MAP_MAX_RANK)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "rank %d is outside 1..5 (the TMA's maximum dimensionality is 5)", d->rank);
    cudacore__tmap_explicit_fill(d, m, cudacore__tmap_bits(d->data_type - 1));
    return CUDACORE_SUCCESS;
}

/* The rules both encodings share: types, enums, address, dims, strides. */
CUDACORE__PRIVATE cudacore_result cudacore__tmap_tensor(const cudacore_tensor_map_desc *d, cudacore__tmap *m, const char *call) {
    int t = (int)m->type, i;
    unsigned int align = (d->interleave == CUDACORE_CU_TENSOR_MAP_INTERLEAVE_32B || cudacore__tmap_align16b(t)) ? 32u : 16u;
    if (!(m->bits = cudacore__tmap_bits(t))) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "data_type %d is not a CU_TENSOR_MAP_DATA_TYPE_*", t);
    if ((unsigned)d->interleave > 2u || (unsigned)d->swizzle > 6u || (unsigned)d->l2_promotion > 3u || (unsigned)d->oob_fill > 1u)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "interleave %d, swizzle %d, l2_promotion %d or oob_fill %d is not a value of its enum",
                              (int)d->interleave, (int)d->swizzle, (int)d->l2_promotion, (int)d->oob_fill);
    if (d->interleave != CUDACORE_CU_TENSOR_MAP_INTERLEAVE_NONE && m->rank < 3)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "an interleaved layout needs rank >= 3, not %d", m->rank);
    if (d->interleave == CUDACORE_CU_TENSOR_MAP_INTERLEAVE_32B && d->swizzle != CUDACORE_CU_TENSOR_MAP_SWIZZLE_32B)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "INTERLEAVE_32B needs SWIZZLE_32B (swizzle is %d)", (int)d->swizzle);
    if (t == 15 && d->interleave != CUDACORE_CU_TENSOR_MAP_INTERLEAVE_NONE)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the 16U6_ALIGN16B type needs INTERLEAVE_NONE");
    if (cudacore__tmap_align16b(t) && d->swizzle != CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE && d->swizzle != CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B &&
        d->swizzle != CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B && !(t == 15 && d->swizzle == CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "swizzle %d is not one the %s type supports", (int)d->swizzle,
                              t == 14 ? "16U4_ALIGN16B" : "16U6_ALIGN16B");
    if (d->oob_fill == CUDACORE_CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA && !cudacore__tmap_is_float(t))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "oob_fill NAN_REQUEST_ZERO_FMA needs a floating-point data_type (it is %d)", t);
    if (m->address & (align - 1)) /* (align: 16 or 32) */
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the global address 0x%llx is not %u-byte aligned", (unsigned long long)m->address, align);
    for (i = 0; i < m->rank; i++) {
        if (!m->dims[i] || m->dims[i] > ((cudacore_cuuint64_t)1 << 32))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "dims[%d] = %llu is outside 1..2^32", i, (unsigned long long)m->dims[i]);
        m->estrides[i] = d->element_strides[i] ? d->element_strides[i] : 1;
        if (m->estrides[i] > 8)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "element_strides[%d] = %u is outside 1..8", i, (unsigned)m->estrides[i]);
    }
    if (cudacore__tmap_align16b(t) && m->dims[0] % 128)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "dims[0] = %llu must be a multiple of 128 for the ALIGN16B types", (unsigned long long)m->dims[0]);
    if (t == 13 && m->dims[0] % 2)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "dims[0] = %llu must be even for 16U4_ALIGN8B", (unsigned long long)m->dims[0]);
    if (m->strides[0] != (m->bits + 7) / 8 && m->bits >= 8)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "strides[0] = %llu bytes: the innermost dimension must be contiguous (%u bytes)",
                              (unsigned long long)m->strides[0], m->bits / 8);
    for (i = 1; i < m->rank; i++) {
        cudacore_cuuint64_t below = i == 1 ? (m->dims[0] * m->bits + 7) / 8 : cudacore__mul_u64_sat(m->strides[i - 1], m->dims[i - 1]);
        if ((m->strides[i] & (align - 1)) || m->strides[i] >= ((cudacore_cuuint64_t)1 << 40))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "strides[%d] = %llu bytes must be a multiple of %u and less than 2^40", i,
                                  (unsigned long long)m->strides[i], align);
        if (m->strides[i] < below)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "strides[%d] = %llu bytes is less than the %llu bytes of dimension %d below it (each stride includes the previous ones)",
                                  i, (unsigned long long)m->strides[i], (unsigned long long)below, i - 1);
    }
    return CUDACORE_SUCCESS;
}

/* The span a swizzle mode shuffles within, in bytes (0: none). */
CUDACORE__PRIVATE unsigned cudacore__swizzle_span(cudacore_CUtensorMapSwizzle s) {
    return s == CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE ? 0u : s == CUDACORE_CU_TENSOR_MAP_SWIZZLE_32B ? 32u : s == CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B ? 64u : 128u;
}

/* The inner box's bytes against the swizzle span. */
CUDACORE__PRIVATE cudacore_result cudacore__tmap_swizzle(const cudacore_tensor_map_desc *d, uint64_t inner_bytes, const char *what, const char *call) {
    unsigned span = cudacore__swizzle_span(d->swizzle);
    if (d->interleave == CUDACORE_CU_TENSOR_MAP_INTERLEAVE_NONE && span && inner_bytes > span)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is %llu bytes, more than the %u-byte swizzle span", what,
                              (unsigned long long)inner_bytes, span);
    return CUDACORE_SUCCESS;
}

/* Resolves the tensor (view or explicit) and checks its rules (the full
   checks: they name what is off). */
CUDACORE__PRIVATE cudacore_result cudacore__tmap_resolve(const cudacore_tensor_map_desc *d, cudacore__tmap *m, const char *call) {
    cudacore_result r;
    memset(m, 0, sizeof *m);
    if (d->data_type < 0 || d->data_type > 16)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "data_type %d is not 0 or CUDACORE_TENSOR_MAP_DATA_TYPE(t)", d->data_type);
    r = d->view ? cudacore__tmap_view(d, m, call) : cudacore__tmap_explicit(d, m, call);
    return r != CUDACORE_SUCCESS ? r : cudacore__tmap_tensor(d, m, call);
}

/* The device's compute capability: 9.0+ (a TMA), read once (cudacore__cc). */
CUDACORE__RARE cudacore_result cudacore__tmap_cc(int device, const char *call) {
    int cc = cudacore__cc(device);
    if (cc < 900)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "tensor maps need compute capability 9.0+; device %d is %d.%d", device, cc / 100,
                              cc % 100);
    return CUDACORE_SUCCESS;
}
/* A device whose primary context is not retained yet: its ordinal checked,
   the context retained (*ctx), its compute capability checked. */
CUDACORE__RARE cudacore_result cudacore__tmap_primary(int device, cudacore_CUcontext *ctx, const char *call) {
    cudacore_result r;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__primary(device, ctx, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__tmap_cc(device, call);
}
/* The device the map is for (-1: the current one) must have a TMA; *ctx
   gets the context to encode in: the device's primary one, or the current.
   A retained primary context stands for the ordinal's check (an ordinal of
   this setup: cudacore_shutdown clears them). */
CUDACORE__HOT_INLINE cudacore_result cudacore__tmap_device(int *device, cudacore_CUcontext *ctx, const char *call) {
    cudacore_result r;
    if (*device < 0) {
        if ((r = cudacore__current_device(device, call)) != CUDACORE_SUCCESS) return r;
        *ctx = cudacore__cur.ctx;
    } else if (CUDACORE__UNLIKELY(*device >= CUDACORE__MAX_DEVICES || !(*ctx = (cudacore_CUcontext)cudacore__loadptr(&cudacore__g.primary[*device])))) {
        return cudacore__tmap_primary(*device, ctx, call);
    }
    if (CUDACORE__UNLIKELY(cudacore__load32(&cudacore__g.cc[*device]) < 900)) return cudacore__tmap_cc(*device, call);
    return CUDACORE_SUCCESS;
}

/* Every rule of a tiled map that depends on the desc and its view alone. */
CUDACORE__RARE cudacore_result cudacore__tmap_full_tiled(const cudacore_tensor_map_desc *desc, cudacore__tmap *m, const char *call) {
    cudacore_result r;
    int i;
    if ((r = cudacore__tmap_resolve(desc, m, call)) != CUDACORE_SUCCESS) return r;
    for (i = 0; i < m->rank; i++)
        if (!desc->box[i] || desc->box[i] > 256)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "box[%d] = %u is outside 1..256", i, (unsigned)desc->box[i]);
    if (desc->interleave == CUDACORE_CU_TENSOR_MAP_INTERLEAVE_NONE && (uint64_t)desc->box[0] * m->bits % 128)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "box[0] = %u elements of %u bits is not a multiple of 16 bytes", (unsigned)desc->box[0],
                              m->bits);
    if (cudacore__tmap_align16b((int)m->type) && desc->box[0] != 128)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "box[0] must be 128 for the ALIGN16B types, not %u", (unsigned)desc->box[0]);
    return cudacore__tmap_swizzle(desc, (uint64_t)desc->box[0] * m->bits / 8, "the inner box dimension (box[0] elements)", call);
}

/* The pixel box of im2col: corners in range for the rank, not empty. */
CUDACORE__PRIVATE cudacore_result cudacore__tmap_pixel_box(const cudacore_tensor_map_desc *d, const cudacore__tmap *m, const char *call) {
    int limit = m->rank == 3 ? 32768 : m->rank == 4 ? 128 : 16, i;
    for (i = 0; i < m->rank - 2; i++) {
        int lo = d->lower_corner[i], hi = d->upper_corner[i];
        if (lo < -limit || lo > limit - 1 || hi < -limit || hi > limit - 1)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "lower_corner[%d] = %d / upper_corner[%d] = %d: rank %d allows [%d, %d]", i, lo, i,
                                  hi, m->rank, -limit, limit - 1);
        if ((int64_t)m->dims[i + 1] - lo + hi <= 0)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the pixel box is empty in dimension %d (dims %llu - lower %d + upper %d <= 0)",
                                  i + 1, (unsigned long long)m->dims[i + 1], lo, hi);
    }
    return CUDACORE_SUCCESS;
}

/* Every rule of an im2col map that depends on the desc and its view alone. */
CUDACORE__RARE cudacore_result cudacore__tmap_full_im2col(const cudacore_tensor_map_desc *desc, cudacore__tmap *m, const char *call) {
    cudacore_result r;
    if ((r = cudacore__tmap_resolve(desc, m, call)) != CUDACORE_SUCCESS) return r;
    if (m->rank < 3) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "im2col needs rank 3, 4 or 5, not %d", m->rank);
    if ((r = cudacore__tmap_pixel_box(desc, m, call)) != CUDACORE_SUCCESS) return r;
    if (!desc->channels_per_pixel || desc->channels_per_pixel > 256 || (cudacore__tmap_align16b((int)m->type) && desc->channels_per_pixel != 128))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "channels_per_pixel = %u is outside 1..256 (128 for the ALIGN16B types)",
                              (unsigned)desc->channels_per_pixel);
    if (!desc->pixels_per_column || desc->pixels_per_column > 1024)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pixels_per_column = %u is outside 1..1024", (unsigned)desc->pixels_per_column);
    return cudacore__tmap_swizzle(desc, (uint64_t)desc->channels_per_pixel * m->bits / 8, "channels_per_pixel", call);
}
/* The full checks of a map of kind 1 (tiled) or 2 (im2col), which alone
   name what is off. */
CUDACORE__RARE cudacore_result cudacore__tmap_full(const cudacore_tensor_map_desc *d, int kind, cudacore__tmap *m, const char *call) {
    return kind == 1 ? cudacore__tmap_full_tiled(d, m, call) : cudacore__tmap_full_im2col(d, m, call);
}

/* The fast path: the common case -- a type of 1 to 8 bytes (0..12), no
   interleave, every rule holding -- checked with few branches (the rules
   OR-ed together: a range check is a shift of the value), touching no
   table: 1 when m is filled and the full checks above would pass it with the
   same m; 0 sends the call to them (an unusual tensor, or something off:
   they name it). Three tables in constants: cudacore__tmap_type_of's; log2
   of the bytes of the types 0..12, 2 bits each; the swizzle spans / 16 of
   SWIZZLE_NONE .. 128B_ATOM_64B, 4 bits each (test_tensor_maps_rules.c
   rebuilds each from the table it stands for: cudacore__tmap_bits,
   cudacore__swizzle_span, the one in cudacore__tmap_type_of's comment). */
#define CUDACORE__TMAP_LOG2_BYTES 0x2a79fa4u
#define CUDACORE__TMAP_SPANS 0x8888420u

/* The dimensions into m, from the view (reversed; strides in elements, of
   1 .. 2^40) or from m itself, with the rules of cudacore__tmap_tensor after
   strides[0] and the box's (kind 1): non-zero when one fails. dims 1 ..
   2^32; strides[1..] (bytes: << lg) multiples of 16 below 2^40 that cover
   the dimension below; element strides 0 .. 8 (0: 1); box 1 .. 256.
   Dimension 0 first, out of the loop: a 2-D tensor's loop runs once, and a
   branch seen for the first time is guessed not taken (after a driver call,
   it often is). */
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_fast_dim(const cudacore_tensor_map_desc *d, int kind, int i, uint64_t dim, cudacore__tmap *m) {
    uint64_t e = d->element_strides[i], bad = ((dim - 1) >> 32) | ((e + 7) >> 4);
    if (kind == 1) bad |= (d->box[i] - 1u) >> 8;
    m->dims[i] = dim;
    m->estrides[i] = e ? (cudacore_cuuint32_t)e : 1u;
    return bad;
}
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_fast_dims(const cudacore_tensor_map_desc *d, int kind, int from_view, unsigned lg, cudacore__tmap *m) {
    const cudacore_view *v = d->view;
    int n = m->rank, i;
    uint64_t s, dim = from_view ? (uint64_t)v->shape[n - 1] : m->dims[0], sb = m->strides[0], bad = cudacore__tmap_fast_dim(d, kind, 0, dim, m);
    for (i = 1; i < n; i++) {
        uint64_t below, ovf = (uint64_t)cudacore__mul_u64_ovf(sb, dim, &below);
        s = from_view ? (uint64_t)v->strides[n - 1 - i] : m->strides[i];
        dim = from_view ? (uint64_t)v->shape[n - 1 - i] : m->dims[i];
        sb = s << lg;
        bad |= ovf | (uint64_t)(sb < below) | (((s - 1) | sb) >> 40) | (sb & 15u) | cudacore__tmap_fast_dim(d, kind, i, dim, m);
        m->strides[i] = sb;
    }
    return bad;
}
/* The rules of cudacore__tmap_full_im2col (after the tensor's: dims < 2^32). */
CUDACORE__HOT_INLINE int cudacore__tmap_fast_pixels(const cudacore_tensor_map_desc *d, const cudacore__tmap *m, uint64_t bytes, uint64_t span) {
    int limit = m->rank == 3 ? 32768 : m->rank == 4 ? 128 : 16, i;
    uint64_t inner = d->channels_per_pixel * bytes;
    int bad = (m->rank < 3) | (d->channels_per_pixel - 1u >= 256u) | (d->pixels_per_column - 1u >= 1024u) | (span - 1 < inner - 1);
    for (i = 0; i < m->rank - 2; i++) {
        int lo = d->lower_corner[i], hi = d->upper_corner[i];
        bad |= (lo < -limit) | (lo >= limit) | (hi < -limit) | (hi >= limit) | ((int64_t)m->dims[i + 1] - lo + hi <= 0);
    }
    return !bad;
}
/* kind 1 tiled, 2 im2col. A view's type from its dtype skips
   cudacore__tmap_from_dtype's checks of the bits: the item size checked
   against the type's stands for them (cudacore__view_recheck has made it
   the dtype's). */
CUDACORE__HOT_INLINE int cudacore__tmap_fast(const cudacore_tensor_map_desc *d, int kind, cudacore__tmap *m) {
    const cudacore_view *v = d->view;
    uint64_t bytes, span, inner, bad = 0;
    int t = d->data_type - 1, n, f;
    unsigned lg;
    if (CUDACORE__LIKELY(v != NULL)) {
        n = v->ndim;
        if (CUDACORE__LIKELY(!d->data_type)) {
            t = cudacore__tmap_type_of(v->dtype.code, ((unsigned)v->dtype.bits >> 4) - ((unsigned)v->dtype.bits >> 6));
            bad = v->dtype.lanes != 1;
        }
    } else {
        n = d->rank;
    }
    if (CUDACORE__UNLIKELY((unsigned)t > 12u || (unsigned)(n - 1) >= CUDACORE_TENSOR_MAP_MAX_RANK)) return 0;
    lg = (CUDACORE__TMAP_LOG2_BYTES >> (2 * t)) & 3u;
    bytes = (uint64_t)1 << lg;
    if (CUDACORE__LIKELY(v != NULL)) { /* device-accessible memory, the innermost stride 1 */
        bad |= (uint64_t)(v->itemsize != bytes) | (uint64_t)(v->kind == CUDACORE_MEMORY_UNKNOWN) | (uint64_t)(v->kind == CUDACORE_MEMORY_PAGEABLE) |
               (uint64_t)(v->strides[n - 1] != 1);
        m->rank = n;
        m->type = (cudacore_CUtensorMapDataType)t;
        m->address = v->ptr;
        m->device = v->device;
        m->strides[0] = bytes;
        bad |= cudacore__tmap_fast_dims(d, kind, 1, lg, m);
    } else {
        cudacore__tmap_explicit_fill(d, m, 8u << lg);
        bad = (uint64_t)(m->strides[0] != bytes) | cudacore__tmap_fast_dims(d, kind, 0, 0, m);
    }
    f = cudacore__tmap_is_float(t); /* oob_fill may be 1 */
    bad |= (uint64_t)(unsigned)d->interleave | (((uint64_t)(unsigned)d->swizzle + 1) >> 3) | (((uint64_t)(unsigned)d->l2_promotion + 4) >> 3) |
           (((uint64_t)(unsigned)d->oob_fill + 1 - (uint64_t)f) >> 1) | (m->address & 15u);
    span = (uint64_t)((CUDACORE__TMAP_SPANS >> (4 * ((unsigned)d->swizzle & 7u))) & 15u) << 4;
    if (kind != 1) return !bad && cudacore__tmap_fast_pixels(d, m, bytes, span);
    inner = (uint64_t)d->box[0] << lg; /* a multiple of 16 bytes, within the swizzle span */
    return !(bad | (inner & 15u) | (uint64_t)(span - 1 < inner - 1));
}

/* A thread's last tensor, so that a desc encoded again (a map re-encoded
   each step) skips the checks: m, what was made of it, and key, the words
   of the desc and of its view that it was made from (none of their
   padding). The view's buffer, the device and the driver are checked on
   every call. The key's words:
     0        the kind (1 tiled, 2 im2col), the rank << 8, 1 << 16 with a
              view, the view's dtype << 32 (code, bits << 8, lanes << 16)
     1..7     the desc's bytes from data_type to l2_promotion
     8        oob_fill
     9..12    im2col only: the bytes from lower_corner to pixels_per_column
     h, h+1   the view's ptr, device | memory kind << 32; else the address, 0
              (h: 9 tiled, 13 im2col: cudacore__tmap_key_h)
     h+2..    shape[i], strides[i] of the view, else dims[i], strides[i]
   A zero key matches nothing (word 0 holds the kind). */
#define CUDACORE__TMAP_KEY_IM2COL 9 /* im2col's words 9..12 */
#define CUDACORE__TMAP_KEY_WORDS (CUDACORE__TMAP_KEY_IM2COL + 4 + 2 + 2 * CUDACORE_TENSOR_MAP_MAX_RANK)
CUDACORE__STATIC_ASSERT(offsetof(cudacore_tensor_map_desc, oob_fill) - offsetof(cudacore_tensor_map_desc, data_type) == 56 &&
                            offsetof(cudacore_tensor_map_desc, lower_corner) == offsetof(cudacore_tensor_map_desc, oob_fill) + 4 &&
                            offsetof(cudacore_tensor_map_desc, pixels_per_column) - offsetof(cudacore_tensor_map_desc, lower_corner) == 28,
                        tensor_map_desc_key_words);
typedef struct cudacore__tmap_memo {
    cudacore__tmap m; /* (first: the lines the driver reads hold the key's first words) */
    uint64_t key[CUDACORE__TMAP_KEY_WORDS];
} cudacore__tmap_memo;
static CUDACORE__TLS cudacore__tmap_memo cudacore__tmap_last;

/* Word h of the key: after words 0..8, and for im2col after its 4 words
   from CUDACORE__TMAP_KEY_IM2COL. */
CUDACORE__HOT_INLINE int cudacore__tmap_key_h(int kind) { return CUDACORE__TMAP_KEY_IM2COL + (kind == 1 ? 0 : 4); }
/* Key words 0, h and h + 1 of d, a tensor of rank n. */
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_key0(const cudacore_tensor_map_desc *d, int kind, int n) {
    const cudacore_view *v = d->view;
    uint64_t dtype = v ? (uint64_t)v->dtype.code | (uint64_t)v->dtype.bits << 8 | (uint64_t)v->dtype.lanes << 16 : 0;
    return (uint64_t)kind | (uint64_t)n << 8 | (uint64_t)(v != NULL) << 16 | dtype << 32;
}
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_key_at(const cudacore_tensor_map_desc *d) { return d->view ? d->view->ptr : d->address; }
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_key_on(const cudacore_tensor_map_desc *d) {
    return d->view ? (uint64_t)(uint32_t)d->view->device | (uint64_t)(uint32_t)d->view->kind << 32 : 0;
}
/* The word at p (any alignment), and the difference of 4 at p from k (0: the same). */
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_word(const char *p) {
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
}
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_xor4(const char *p, const uint64_t *k) {
    return (cudacore__tmap_word(p) ^ k[0]) | (cudacore__tmap_word(p + 8) ^ k[1]) | (cudacore__tmap_word(p + 16) ^ k[2]) | (cudacore__tmap_word(p + 24) ^ k[3]);
}
/* The difference of dimension i's words (key k: at word h + 2). */
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_xor_dim(const cudacore_tensor_map_desc *d, int i, const uint64_t *k) {
    const cudacore_view *v = d->view;
    return v ? ((uint64_t)v->shape[i] ^ k[2 * i]) | ((uint64_t)v->strides[i] ^ k[2 * i + 1]) : (d->dims[i] ^ k[2 * i]) | (d->strides[i] ^ k[2 * i + 1]);
}
/* 0 when d, of rank n, is the tensor of key. Straight code but for the
   dims past the first (a branch seen for the first time is guessed not
   taken; after a driver call, most are). */
CUDACORE__HOT_INLINE uint64_t cudacore__tmap_key_diff(const cudacore_tensor_map_desc *d, int kind, int n, const uint64_t *key) {
    const char *p = (const char *)d + offsetof(cudacore_tensor_map_desc, data_type); /* (the desc's bytes, not one field's) */
    int h = cudacore__tmap_key_h(kind), i;
    uint64_t diff = (cudacore__tmap_key0(d, kind, n) ^ key[0]) | cudacore__tmap_xor4(p, key + 1) | (cudacore__tmap_word(p + 32) ^ key[5]) |
                    (cudacore__tmap_word(p + 40) ^ key[6]) | (cudacore__tmap_word(p + 48) ^ key[7]) | ((uint64_t)d->oob_fill ^ key[8]) |
                    (cudacore__tmap_key_at(d) ^ key[h]) | (cudacore__tmap_key_on(d) ^ key[h + 1]) | cudacore__tmap_xor_dim(d, 0, key + h + 2);
    if (kind != 1) diff |= cudacore__tmap_xor4((const char *)d + offsetof(cudacore_tensor_map_desc, lower_corner), key + CUDACORE__TMAP_KEY_IM2COL);
    for (i = 1; i < n; i++) diff |= cudacore__tmap_xor_dim(d, i, key + h + 2);
    return diff;
}
/* key made from d, of rank n. */
CUDACORE__HOT_INLINE void cudacore__tmap_key_make(const cudacore_tensor_map_desc *d, int kind, int n, uint64_t *key) {
    const cudacore_view *v = d->view;
    int h = cudacore__tmap_key_h(kind), i;
    key[0] = cudacore__tmap_key0(d, kind, n);
    memcpy(key + 1, (const char *)d + offsetof(cudacore_tensor_map_desc, data_type), 7 * sizeof *key); /* data_type .. l2_promotion */
    key[8] = (uint64_t)d->oob_fill;
    if (kind != 1) /* lower_corner .. pixels_per_column */
        memcpy(key + CUDACORE__TMAP_KEY_IM2COL, (const char *)d + offsetof(cudacore_tensor_map_desc, lower_corner), 4 * sizeof *key);
    key[h] = cudacore__tmap_key_at(d);
    key[h + 1] = cudacore__tmap_key_on(d);
    for (i = 0; i < n; i++) {
        key[h + 2 + 2 * i] = v ? (uint64_t)v->shape[i] : d->dims[i];
        key[h + 3 + 2 * i] = v ? (uint64_t)v->strides[i] : d->strides[i];
    }
}

/* The full path of cudacore__tmap_check (a tensor other than the
   thread's last): through cudacore__tmap_fast, else cudacore__tmap_full,
   into the memo, which then holds it. */
CUDACORE__RARE cudacore_result cudacore__tmap_check_full(const cudacore_tensor_map_desc *d, int kind, cudacore__tmap_memo *memo, const char *call) {
    cudacore_result r = CUDACORE_SUCCESS;
    memo->key[0] = 0;
    if (!((unsigned)d->data_type <= 16u && cudacore__tmap_fast(d, kind, &memo->m)) && (r = cudacore__tmap_full(d, kind, &memo->m, call)) != CUDACORE_SUCCESS)
        return r;
    cudacore__tmap_key_make(d, kind, memo->m.rank, memo->key);
    return CUDACORE_SUCCESS;
}

/* The tensor of d resolved and checked (kind 1 tiled, 2 im2col): the
   view's buffer looked up once, then the thread's last tensor if d is made
   of the same words, else the fast path or the full checks (*m: the
   thread's memo). */
CUDACORE__HOT_INLINE cudacore_result cudacore__tmap_check(const cudacore_tensor_map_desc *d, int kind, const cudacore__tmap **m, const char *call) {
    cudacore__tmap_memo *memo = &cudacore__tmap_last;
    cudacore_CUdeviceptr data;
    cudacore_result r;
    int n = d->view ? d->view->ndim : d->rank;
    *m = &memo->m;
    if (CUDACORE__LIKELY((unsigned)d->data_type <= 16u)) { /* (else the full checks refuse it first) */
        if (d->view && (r = cudacore__view_recheck(d->view, &data, call)) != CUDACORE_SUCCESS) return r;
        if (CUDACORE__LIKELY((unsigned)(n - 1) < CUDACORE_TENSOR_MAP_MAX_RANK && !cudacore__tmap_key_diff(d, kind, n, memo->key))) return CUDACORE_SUCCESS;
    }
    return cudacore__tmap_check_full(d, kind, memo, call);
}

/* kind 1 tiled, 2 im2col: d checked, then the driver encodes into dst
   (64-byte aligned; zeroed first: whatever the driver may leave is zero,
   and a copy of a zero map is a few vector stores where memset may become a
   rep stos, slow to start). */
CUDACORE__HOT_INLINE cudacore_result cudacore__tmap_encode(const cudacore_tensor_map_desc *d, int kind, cudacore_tensor_map *dst, const char *call) {
    cudacore_tensor_map zero = {{0}};
    const cudacore__tmap *m;
    cudacore_CUcontext ctx;
    cudacore_result r;
    int device;
    if ((r = cudacore__tmap_check(d, kind, &m, call)) != CUDACORE_SUCCESS) return r;
    device = m->device; /* (-1 stays in the memo: the current device, each call) */
    if ((r = cudacore__tmap_device(&device, &ctx, call)) != CUDACORE_SUCCESS) return r;
    *dst = zero;
    if (kind == 1)
        CUDACORE__CU_IN(r, ctx, device, cuTensorMapEncodeTiled,
                        ((cudacore_CUtensorMap *)(void *)dst, m->type, (cudacore_cuuint32_t)m->rank, (void *)(uintptr_t)m->address, m->dims, m->strides + 1,
                         d->box, m->estrides, d->interleave, d->swizzle, d->l2_promotion, d->oob_fill));
    else
        CUDACORE__CU_IN(r, ctx, device, cuTensorMapEncodeIm2col,
                        ((cudacore_CUtensorMap *)(void *)dst, m->type, (cudacore_cuuint32_t)m->rank, (void *)(uintptr_t)m->address, m->dims, m->strides + 1,
                         d->lower_corner, d->upper_corner, d->channels_per_pixel, d->pixels_per_column, m->estrides, d->interleave, d->swizzle,
                         d->l2_promotion, d->oob_fill));
    return r;
}
/* A NULL desc or out, or an out the driver would refuse (not 64-byte
   aligned: C99 may not align the type): through an aligned copy. out gets
   zeros when the encoding fails. */
CUDACORE__RARE cudacore_result cudacore__tmap_encode_copy(const cudacore_tensor_map_desc *d, int kind, cudacore_tensor_map *out, const char *call) {
    cudacore_tensor_map tmp;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    r = d ? cudacore__tmap_encode(d, kind, &tmp, call) : CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    if (r == CUDACORE_SUCCESS) *out = tmp;
    else memset(out, 0, sizeof *out);
    return r;
}

/* The one entry of both encodes (kind 1 tiled, 2 im2col: a constant in
   each, where it is inlined): in place, or through the copy for a NULL or
   unaligned argument; out zeroed when the encoding fails. */
CUDACORE__HOT_INLINE cudacore_result cudacore__tmap_encode_entry(const cudacore_tensor_map_desc *desc, int kind, cudacore_tensor_map *out,
                                                                 const char *call) {
    cudacore_result r;
    if (CUDACORE__UNLIKELY(!out || !desc || ((uintptr_t)out & 63u))) return cudacore__tmap_encode_copy(desc, kind, out, call);
    if (CUDACORE__UNLIKELY((r = cudacore__tmap_encode(desc, kind, out, call)) != CUDACORE_SUCCESS)) memset(out, 0, sizeof *out);
    return r;
}

CUDACORE_API cudacore_result cudacore_tensor_map_encode_tiled(const cudacore_tensor_map_desc *desc, cudacore_tensor_map *out) {
    static const char call[] = "cudacore_tensor_map_encode_tiled";
    return cudacore__tmap_encode_entry(desc, 1, out, call);
}

CUDACORE_API cudacore_result cudacore_tensor_map_encode_im2col(const cudacore_tensor_map_desc *desc, cudacore_tensor_map *out) {
    static const char call[] = "cudacore_tensor_map_encode_im2col";
    return cudacore__tmap_encode_entry(desc, 2, out, call);
}

CUDACORE_API cudacore_result cudacore_tensor_map_replace_address(cudacore_tensor_map *map, cudacore_CUdeviceptr address) {
    static const char *call = "cudacore_tensor_map_replace_address";
    cudacore_tensor_map tmp;
    int dev = 0;
    cudacore_result r;
    if (!map) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "map is NULL");
    if (address % 16)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the global address 0x%llx is not 16-byte aligned", (unsigned long long)address);
    if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
    tmp = *map;
    if ((r = CUDACORE__CU_CALL(cuTensorMapReplaceAddress, ((cudacore_CUtensorMap *)(void *)&tmp, (void *)(uintptr_t)address))) != CUDACORE_SUCCESS) return r;
    *map = tmp;
    return CUDACORE_SUCCESS;
}
