/* Bytes per element of a DLPack type; 0 when it is not whole bytes. */
CUDACORE__PRIVATE size_t cudacore__dtype_size(cudacore_DLDataType t) {
    uint64_t bits = (uint64_t)t.bits * (uint64_t)(t.lanes ? t.lanes : 1);
    return bits && bits % 8 == 0 ? (size_t)(bits / 8) : 0;
}
/* The alignment an element of n bytes needs: the largest power of two
   dividing n, at most 16. */
CUDACORE__PRIVATE size_t cudacore__elem_align(size_t n) {
    size_t a = 1;
    while (a < 16 && n % (a * 2) == 0) a *= 2;
    return a;
}
/* *out = a * b; 0 on overflow of int64_t. */
CUDACORE__PRIVATE int cudacore__mul_i64(int64_t a, int64_t b, int64_t *out) {
    uint64_t ua, ub;
    *out = 0;
    ua = a < 0 ? (uint64_t)0 - (uint64_t)a : (uint64_t)a;
    ub = b < 0 ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
    if (ua == 0 || ub == 0) return 1;
    if (ua > (uint64_t)INT64_MAX / ub) return 0;
    *out = (int64_t)(ua * ub) * ((a < 0) != (b < 0) ? -1 : 1);
    return 1;
}

/* The element type: bits 0 means int8, lanes 0 means 1. */
CUDACORE__PRIVATE cudacore_result cudacore__view_dtype(cudacore_view *v, cudacore_DLDataType t, const char *call) {
    if (!t.bits) {
        t.code = 0;
        t.bits = 8;
    }
    if (!t.lanes) t.lanes = 1;
    v->dtype = t;
    v->itemsize = cudacore__dtype_size(t);
    if (!v->itemsize)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "dtype of %u bits x %u lanes is not a whole number of bytes", (unsigned)t.bits,
                              (unsigned)t.lanes);
    return CUDACORE_SUCCESS;
}

/* Adds one dimension's reach, (n - 1) * stride elements, to the span. */
CUDACORE__PRIVATE cudacore_result cudacore__view_reach(cudacore_view *v, int i, const char *call) {
    int64_t reach = 0;
    if (v->shape[i] <= 1) return CUDACORE_SUCCESS;
    if (!cudacore__mul_i64(v->shape[i] - 1, v->strides[i], &reach) || !cudacore__mul_i64(reach, (int64_t)v->itemsize, &reach) ||
        (reach > 0 && v->span_end > INT64_MAX - reach) || (reach < 0 && v->span_begin < INT64_MIN - reach))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "dimension %d (extent %lld, stride %lld) reaches past 2^63 bytes", i,
                              (long long)v->shape[i], (long long)v->strides[i]);
    if (reach > 0) v->span_end += reach;
    else v->span_begin += reach;
    return CUDACORE_SUCCESS;
}

/* Shape and strides (strides NULL: compact row-major): fills v's shape,
   strides in elements, count, span and contiguity. v's dtype is set first
   (cudacore__view_dtype). */
CUDACORE__PRIVATE cudacore_result cudacore__view_layout(cudacore_view *v, int ndim, const int64_t *shape, const int64_t *strides, int in_bytes,
                                                        const char *call) {
    int64_t expect = 1;
    int i;
    if (ndim < 0 || ndim > CUDACORE_VIEW_MAX_RANK)
        return CUDACORE__FAIL(ndim < 0 ? CUDACORE_ERROR_INVALID_ARGUMENT : CUDACORE_ERROR_NOT_SUPPORTED, call,
                              "ndim %d is outside 0..%d (CUDACORE_VIEW_MAX_RANK)", ndim, CUDACORE_VIEW_MAX_RANK);
    if (ndim && !shape) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "shape is NULL but ndim is %d", ndim);
    if (in_bytes < 0 || in_bytes > 1) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "strides_in_bytes must be 0 or 1, not %d", in_bytes);
    if (!v->itemsize) return CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "the view's dtype is not set");
    v->ndim = ndim;
    v->count = 1;
    v->contiguous = 1;
    v->span_begin = 0;
    v->span_end = (int64_t)v->itemsize;
    for (i = ndim - 1; i >= 0; i--) {
        int64_t st = strides ? strides[i] : expect;
        cudacore_result r;
        if (shape[i] < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "shape[%d] = %lld is negative", i, (long long)shape[i]);
        if (strides && in_bytes) {
            if (st % (int64_t)v->itemsize)
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "strides[%d] = %lld bytes is not a multiple of the element size (%lu bytes)",
                                      i, (long long)st, (unsigned long)v->itemsize);
            st /= (int64_t)v->itemsize;
        }
        v->shape[i] = shape[i];
        v->strides[i] = st;
        if (shape[i] != 1 && st != expect) v->contiguous = 0;
        if (shape[i] > 1 && expect > INT64_MAX / shape[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the extents multiply past 2^63 elements (at dimension %d)", i);
        if (shape[i]) expect *= shape[i];
        v->count *= (uint64_t)shape[i];
        if ((r = cudacore__view_reach(v, i, call)) != CUDACORE_SUCCESS) return r;
    }
    if (!v->count) v->span_begin = v->span_end = 0; /* an empty view reaches no byte */
    return CUDACORE_SUCCESS;
}

/* Element 0 aligned to its type, and the reach inside the address space. */
CUDACORE__PRIVATE cudacore_result cudacore__view_address(const cudacore_view *v, const char *call) {
    size_t align = cudacore__elem_align(v->itemsize);
    if (v->ptr % align)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "element 0 at 0x%llx is not aligned to %lu bytes (what an element of %lu bytes needs)",
                              (unsigned long long)v->ptr, (unsigned long)align, (unsigned long)v->itemsize);
    if (v->count && ((uint64_t)v->ptr < (uint64_t)0 - (uint64_t)v->span_begin || (uint64_t)v->span_end > ~(uint64_t)0 - (uint64_t)v->ptr))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the view at 0x%llx reaches outside the address space (bytes %lld to %lld)",
                              (unsigned long long)v->ptr, (long long)v->span_begin, (long long)v->span_end);
    return CUDACORE_SUCCESS;
}

/* The view's memory: a buffer (offset and reach checked against it) or raw memory. */
CUDACORE__PRIVATE cudacore_result cudacore__view_place(cudacore_view *v, const cudacore_view_desc *d, const char *call) {
    cudacore_result r;
    if (d->buffer.id) {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, d->buffer.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        if (d->offset > b->size) return cudacore__oob(call, "the view's offset", d->offset, 0, b->size);
        if (v->count && (v->span_begin < -(int64_t)d->offset || (uint64_t)v->span_end > (uint64_t)(b->size - d->offset)))
            return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call,
                                  "the view reaches bytes [%lld, %lld) of the buffer of %llu bytes (offset %llu, span %lld to %lld)",
                                  (long long)d->offset + v->span_begin, (long long)d->offset + v->span_end, (unsigned long long)b->size,
                                  (unsigned long long)d->offset, (long long)v->span_begin, (long long)v->span_end);
        v->buffer = d->buffer;
        v->offset = d->offset;
        v->ptr = b->ptr + d->offset;
        v->device = b->device;
        v->kind = (cudacore_memory_kind)b->kind;
        return CUDACORE_SUCCESS;
    }
    if (d->offset) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "offset %llu is for buffers: a raw view starts at ptr", (unsigned long long)d->offset);
    if (!d->ptr && v->count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr is 0 and buffer is {0}: the view has no memory");
    if ((unsigned)d->kind > (unsigned)CUDACORE_MEMORY_PAGEABLE)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "kind %d is not a cudacore_memory_kind", (int)d->kind);
    v->kind = d->kind != CUDACORE_MEMORY_UNKNOWN ? d->kind : d->device >= 0 ? CUDACORE_MEMORY_DEVICE : CUDACORE_MEMORY_PAGEABLE;
    if (d->device < -1 || (v->kind == CUDACORE_MEMORY_DEVICE && d->device < 0) ||
        ((v->kind == CUDACORE_MEMORY_HOST || v->kind == CUDACORE_MEMORY_PAGEABLE) && d->device != -1))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "device %d does not fit memory of kind %d (device memory needs an ordinal, host memory -1)",
                              d->device, (int)v->kind);
    if (d->device >= 0 && (r = cudacore__check_device(d->device, call)) != CUDACORE_SUCCESS) return r;
    v->ptr = d->ptr;
    v->device = d->device;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_view_create(const cudacore_view_desc *desc, cudacore_view *out) {
    static const char *call = "cudacore_view_create";
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    if (!desc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    r = cudacore__view_dtype(out, desc->dtype, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__view_layout(out, desc->ndim, desc->shape, desc->strides, desc->strides_in_bytes, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__view_place(out, desc, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__view_address(out, call);
    if (r != CUDACORE_SUCCESS) memset(out, 0, sizeof *out);
    return r;
}

/*--- N-D DLPack (exported by MEMORY's cudacore__dl_export_tensor) ---*/

/* A view given back by the caller: its layout still whole, its buffer alive
   and still holding the bytes it reaches. data gets where DLPack's data
   pointer goes (the buffer's start, or element 0 of raw memory). */
CUDACORE__HOT_INLINE cudacore_result cudacore__view_recheck(const cudacore_view *v, cudacore_CUdeviceptr *data, const char *call) {
    if (v->ndim < 0 || v->ndim > CUDACORE_VIEW_MAX_RANK || !v->itemsize || v->itemsize != cudacore__dtype_size(v->dtype))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the view was not made by cudacore_view_create (ndim %d, itemsize %lu)", v->ndim,
                              (unsigned long)v->itemsize);
    *data = v->ptr;
    if (v->buffer.id) {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, v->buffer.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        if (v->offset > b->size || b->ptr + v->offset != v->ptr ||
            (v->count && (v->span_begin < -(int64_t)v->offset || (uint64_t)v->span_end > (uint64_t)(b->size - v->offset))))
            return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "the view no longer fits its buffer (%llu bytes at 0x%llx)",
                                  (unsigned long long)b->size, (unsigned long long)b->ptr);
        *data = b->ptr;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_view_to_dlpack(const cudacore_view *v, int transfer_ownership, cudacore_DLManagedTensor **out) {
    static const char *call = "cudacore_view_to_dlpack";
    cudacore_DLTensor t;
    cudacore_CUdeviceptr data = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    *out = NULL;
    if (!v) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "v is NULL");
    if (transfer_ownership < 0 || transfer_ownership > 1)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "transfer_ownership must be 0 or 1, not %d", transfer_ownership);
    if (transfer_ownership && !v->buffer.id)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a view of raw memory owns no buffer to transfer: pass transfer_ownership 0");
    if ((r = cudacore__view_recheck(v, &data, call)) != CUDACORE_SUCCESS) return r;
    memset(&t, 0, sizeof t);
    t.data = (void *)(uintptr_t)data;
    t.byte_offset = (uint64_t)(v->ptr - data);
    t.ndim = v->ndim;
    t.dtype = v->dtype;
    return cudacore__dl_export_tensor(&t, v->kind, v->device, v->shape, v->strides, transfer_ownership ? v->buffer.id : 0, out, call);
}

CUDACORE_API cudacore_result cudacore_view_from_dlpack(cudacore_DLManagedTensor *tensor, cudacore_buffer *buffer, cudacore_view *view) {
    static const char *call = "cudacore_view_from_dlpack";
    const cudacore_DLTensor *t;
    cudacore__buffer_obj *b = NULL;
    cudacore_view v;
    uint64_t first;
    cudacore_result r;
    if (!buffer) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "buffer is NULL");
    buffer->id = 0;
    if (!view) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "view is NULL");
    memset(view, 0, sizeof *view);
    if (!tensor) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "tensor is NULL");
    t = &tensor->dl_tensor;
    memset(&v, 0, sizeof v);
    if (!t->dtype.bits) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "the tensor's dtype has 0 bits");
    r = cudacore__view_dtype(&v, t->dtype, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__view_layout(&v, t->ndim, t->shape, t->strides, 0, call);
    if (r != CUDACORE_SUCCESS) return r;
    first = (uint64_t)(uintptr_t)t->data + t->byte_offset;
    if (first < (uint64_t)(uintptr_t)t->data) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "data + byte_offset overflows");
    v.ptr = (cudacore_CUdeviceptr)first;
    if ((r = cudacore__view_address(&v, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__buffer_from_ptr(v.ptr + v.span_begin, (size_t)(v.span_end - v.span_begin), 1, CUDACORE__FREE_DLPACK, buffer, &b, call);
    if (r != CUDACORE_SUCCESS || !b) return r != CUDACORE_SUCCESS ? r : CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "no buffer was made");
    b->u.dl = tensor;
    v.buffer = *buffer;
    v.offset = (size_t)-v.span_begin;
    v.device = b->device;
    v.kind = (cudacore_memory_kind)b->kind;
    *view = v;
    return CUDACORE_SUCCESS;
}
