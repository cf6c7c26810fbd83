/*
    STRIDED VIEWS AND DLPACK
    ========================
    A cudacore_view is a plain value describing an N-D array (up to
    CUDACORE_VIEW_MAX_RANK dimensions): shape and strides in row-major order,
    strides in elements or bytes, negative or 0 allowed, a DLPack dtype, over
    a buffer (checked: every element it reaches lies inside) or raw host or
    device memory. cudacore_view_to_dlpack exports it as an N-D DLPack
    tensor; cudacore_view_from_dlpack imports any tensor as a buffer that
    owns it plus a view. The 1-D byte functions cudacore_buffer_to_dlpack /
    _from_dlpack are unchanged.
*/
/* A strided view describes an N-dimensional array in memory: shape,
   strides, element type (a DLPack dtype) and where it lives (a buffer, or
   raw memory of a device or of the host). It is a plain value: nothing to
   destroy; it names its buffer by handle, so a view of a freed buffer is
   refused wherever it is used. Shapes and strides are row-major order
   (outermost dimension first), as DLPack and NumPy write them; strides may
   be negative or 0 (broadcast). Every element the view can reach is checked
   to lie inside its buffer, and element 0 to be aligned to its type.     */
#define CUDACORE_VIEW_MAX_RANK 16

/* cudacore_view_desc: all zero means defaults.
     buffer            the memory; {0}: raw memory at ptr
     offset            buffer: bytes from its start to element [0, ..., 0]
     ptr               raw memory: the address of element [0, ..., 0]
     device            raw memory: the device ordinal it belongs to, or -1
                       for host memory (0: device 0)
     kind              raw memory: CUDACORE_MEMORY_*; UNKNOWN (0): DEVICE
                       for a device, PAGEABLE for the host
     ndim              0..CUDACORE_VIEW_MAX_RANK (0: one element)
     shape             ndim extents (>= 0); NULL only when ndim is 0
     strides           NULL: compact row-major; else ndim steps
     strides_in_bytes  0: strides count elements; 1: bytes (each a multiple
                       of the element size)
     dtype             the element type; bits 0: int8 ({kDLInt, 8, 1}).
                       Whole bytes only (bits * lanes a multiple of 8);
                       lanes 0 means 1                                     */
typedef struct cudacore_view_desc {
    cudacore_buffer buffer;
    size_t offset;
    cudacore_CUdeviceptr ptr;
    int device;
    cudacore_memory_kind kind;
    int ndim;
    const int64_t *shape;
    const int64_t *strides;
    int strides_in_bytes;
    cudacore_DLDataType dtype;
} cudacore_view_desc;

/* A validated view (all fields filled by cudacore_view_create). */
typedef struct cudacore_view {
    cudacore_buffer buffer;           /* {0}: raw memory */
    size_t offset;                    /* byte offset of element 0 in the buffer */
    cudacore_CUdeviceptr ptr;         /* the address of element [0, ..., 0] */
    int device;                       /* -1: host memory */
    cudacore_memory_kind kind;
    int ndim;
    int64_t shape[CUDACORE_VIEW_MAX_RANK];
    int64_t strides[CUDACORE_VIEW_MAX_RANK]; /* in elements */
    cudacore_DLDataType dtype;
    size_t itemsize;                  /* bytes per element */
    uint64_t count;                   /* elements (0 if any extent is 0) */
    int64_t span_begin, span_end;     /* the bytes the view reaches: [ptr + span_begin, ptr + span_end) */
    int contiguous;                   /* 1: compact row-major */
} cudacore_view;

/* Validates desc and fills *out: bad shapes, strides, types or alignment
   give CUDACORE_ERROR_INVALID_ARGUMENT, elements outside the buffer
   CUDACORE_ERROR_OUT_OF_BOUNDS (computed without overflow). */
CUDACORE_API cudacore_result cudacore_view_create(const cudacore_view_desc *desc, cudacore_view *out);
/* Exports the view as an N-D DLPack tensor (strides always given, in
   elements; device type CUDA, CUDAHost, CUDAManaged or CPU from its kind).
   transfer_ownership 1: the tensor's deleter frees v->buffer (on the legacy
   default stream) and the caller must not free it; 0: the buffer must
   outlive the tensor. Call (*out)->deleter(*out) when done. */
CUDACORE_API cudacore_result cudacore_view_to_dlpack(const cudacore_view *v, int transfer_ownership, cudacore_DLManagedTensor **out);
/* Imports any N-D DLPack tensor (strided, negative strides included, up to
   CUDACORE_VIEW_MAX_RANK dimensions): *buffer is a new buffer over the
   bytes the tensor reaches, which owns the tensor (cudacore_buffer_free
   calls its deleter), and *view describes the tensor over it. On failure
   the tensor is left untouched and still the caller's. */
CUDACORE_API cudacore_result cudacore_view_from_dlpack(cudacore_DLManagedTensor *tensor, cudacore_buffer *buffer, cudacore_view *view);
