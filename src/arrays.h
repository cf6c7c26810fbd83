/*
    ARRAYS, TEXTURES AND SURFACES
    =============================
    cudacore_array_create makes a CUDA array (1-D, 2-D, 3-D, layered,
    cubemap; any CU_AD_FORMAT_*, including normalised and block-compressed
    ones; sparse and deferred-mapping where the device says it can) and
    cudacore_mipmapped_array_create a mipmapped one, whose levels are array
    handles it owns. Extents are checked against the device's limits for the
    shape, naming the limit. A texture (cudacore_texture_create) samples an
    array, a mipmapped array, or a buffer (linear, or pitched 2-D) with the
    full sampler: address modes, filtering, read mode, normalised
    coordinates, sRGB, border colour, anisotropy, mipmap filter, bias and
    clamps, a resource view; combinations CUDA would reject or silently
    ignore are refused first, naming the field. A surface
    (cudacore_surface_create) reads and writes an array made with
    surface_load_store. Both reach kernels as 64-bit values (_native). An
    array in use by a texture or surface cannot be destroyed
    (CUDACORE_ERROR_IN_USE).
    cudacore_copy_3d copies a box between host memory, buffers and arrays
    (sub-regions, layers, cube faces, across devices as a peer copy),
    checked against every extent first. cudacore_copy_batch and
    cudacore_copy_3d_batch issue many copies in one cuMemcpyBatchAsync /
    cuMemcpy3DBatchAsync (CUDA 12.8+; source access order, overlap and
    location hints per copy); on older drivers the same copies run as a
    loop, with the same result. No host allocation on these paths.
*/
/* CUDA arrays are opaque, texture-laid-out allocations: kernels reach them
   only through texture objects (filtered, cached reads) and surface objects
   (reads and writes), both passed to kernels as 64-bit values
   (cudacore_texture_native / cudacore_surface_native give them):
       extern "C" __global__ void k(cudaTextureObject_t tex, cudaSurfaceObject_t surf, ...)
   Arrays belong to the device current when they were made; so do the
   textures and surfaces made from them.

   OWNERSHIP
     - An array or mipmapped array cannot be destroyed while a texture or
       surface made from it is alive (CUDACORE_ERROR_IN_USE): destroy those
       first. Buffers behind linear and pitched textures must outlive them.
     - The levels of a mipmapped array are array handles owned by it:
       released with it, never destroyed on their own.                      */

/* cudacore_array_desc: what cudacore_array_create and
   cudacore_mipmapped_array_create make. width and format are required.
     format           a CUDACORE_CU_AD_FORMAT_*: the 8 plain formats
                      (UNSIGNED_INT8 ... FLOAT), the normalised ones
                      (UNORM_INT8X4, SNORM_INT16X2, ..., UNORM_INT_101010_2),
                      the block-compressed BC1 ... BC7 and the video formats
                      (NV12, P010, ...; copies of those: NOT_SUPPORTED, copy
                      their planes, see cudacore_array_wrap)
     num_channels     1, 2 or 4 (0: the format's own count for the formats
                      that fix it -- UNORM_INT8X2 has 2 --, else 1)
     width            elements (BC formats: texels, a multiple of 4 is best)
     height           0: a 1-D array; else rows
     depth            0: 1-D or 2-D; else slices of a 3-D array
     layers           0: not layered; n: n layers (1-D layered when height is
                      0, else 2-D layered); depth must then be 0
     cubemap          1: six square faces (height 0 or = width, depth 0);
                      with layers = n, n cubemaps (6n faces)
     surface_load_store  1: CUDA_ARRAY3D_SURFACE_LDST, needed by surfaces
     texture_gather   1: CUDA_ARRAY3D_TEXTURE_GATHER (2-D arrays only)
     sparse           1: CUDA_ARRAY3D_SPARSE: no memory until mapped with
                      cuMemMapArrayAsync; the device must report
                      CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED (else
                      CUDACORE_ERROR_NOT_SUPPORTED, decided before the driver)
     deferred_mapping 1: CUDA_ARRAY3D_DEFERRED_MAPPING (device attribute
                      DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED, checked the same way)
     extra_flags      further CUDA_ARRAY3D_* bits passed as they are
                      (DEPTH_TEXTURE, COLOR_ATTACHMENT, VIDEO_ENCODE_DECODE)
   Extents are checked against the device's limits for that shape (texture
   limits, surface limits with surface_load_store) before the driver is
   called; an error names the extent, the limit and the attribute.
   Block-compressed formats have no separate "compressed" flag in CUDA; the
   format is the compression.                                                 */
typedef struct cudacore_array_desc {
    cudacore_CUarray_format format;
    unsigned int num_channels;
    size_t width, height, depth;
    size_t layers;
    int cubemap;
    int surface_load_store;
    int texture_gather;
    int sparse;
    int deferred_mapping;
    unsigned int extra_flags;
} cudacore_array_desc;

typedef struct cudacore_array_info {
    cudacore_CUarray native;
    int device;
    cudacore_CUarray_format format;
    unsigned int num_channels;
    size_t width, height, depth; /* in elements; height/depth 0 where the array has none */
    size_t layers;               /* layered: layers (cubemaps: cubemaps); else 0 */
    int cubemap;
    unsigned int flags;          /* the CUDA_ARRAY3D_* flags */
    size_t element_size;         /* bytes per element (BC formats: per 4x4 block); 0 for video formats */
    size_t size_bytes;           /* a tightly packed copy of the whole array (0 for video formats) */
    int owned;                   /* 1: destroy frees the array */
    int level;                   /* a mipmapped array's level: its index; else -1 */
} cudacore_array_info;

/* A CUDA array on the current device (cuArray3DCreate). */
CUDACORE_API cudacore_result cudacore_array_create(const cudacore_array_desc *desc, cudacore_array *out);
/* Adopts a foreign CUarray (a plane from cuArrayGetPlane, an array made
   through cudabind.h, ...); take_ownership 1: destroy frees it. Its shape
   is read from the driver; its device is the calling thread's current one. */
CUDACORE_API cudacore_result cudacore_array_wrap(cudacore_CUarray native, int take_ownership, cudacore_array *out);
/* Frees an owned array, or releases the handle of a wrapped one.
   CUDACORE_ERROR_IN_USE while textures or surfaces use it;
   CUDACORE_ERROR_INVALID_ARGUMENT for a mipmapped array's level or a mapped
   graphics resource's array (they go with their owner). */
CUDACORE_API cudacore_result cudacore_array_destroy(cudacore_array a);
CUDACORE_API cudacore_result cudacore_array_native(cudacore_array a, cudacore_CUarray *out);
CUDACORE_API cudacore_result cudacore_array_get_info(cudacore_array a, cudacore_array_info *info);
/* Whole-array copies of tightly packed data (info.size_bytes bytes), in
   stream order on s: from a buffer (its first bytes) or, when src is {0},
   from host memory; and back. For parts of an array, pitched or layered
   data, and other devices, use cudacore_copy_3d. */
CUDACORE_API cudacore_result cudacore_array_copy_from(cudacore_array dst, cudacore_buffer src, const void *src_host, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_array_copy_to(cudacore_buffer dst, void *dst_host, cudacore_array src, cudacore_stream s);

/* A mipmapped array of num_levels levels (0: the full chain down to 1 in
   every extent) on the current device (cuMipmappedArrayCreate). */
CUDACORE_API cudacore_result cudacore_mipmapped_array_create(const cudacore_array_desc *desc, unsigned int num_levels,
                                                             cudacore_mipmapped_array *out);
/* Frees an owned mipmapped array and releases its level handles
   (CUDACORE_ERROR_IN_USE while a texture or surface uses it or a level). */
CUDACORE_API cudacore_result cudacore_mipmapped_array_destroy(cudacore_mipmapped_array m);
CUDACORE_API cudacore_result cudacore_mipmapped_array_native(cudacore_mipmapped_array m, cudacore_CUmipmappedArray *out);
/* Level `level` (0: the largest) as an array handle owned by m: the same
   handle on every call; copy into it, make surfaces on it. */
CUDACORE_API cudacore_result cudacore_mipmapped_array_level(cudacore_mipmapped_array m, unsigned int level, cudacore_array *out);
/* The level count, and level 0's shape (as cudacore_array_get_info). */
CUDACORE_API cudacore_result cudacore_mipmapped_array_get_info(cudacore_mipmapped_array m, unsigned int *num_levels, cudacore_array_info *level0);

/*--- textures and surfaces ---*/
/* Sampling (cuda.core's names; zero is the first of each). */
typedef enum cudacore_address_mode {
    CUDACORE_ADDRESS_CLAMP = 0, /* coordinates clamp to the edge */
    CUDACORE_ADDRESS_WRAP,      /* repeat (normalized_coords only) */
    CUDACORE_ADDRESS_MIRROR,    /* mirrored repeat (normalized_coords only) */
    CUDACORE_ADDRESS_BORDER     /* outside reads border_color */
} cudacore_address_mode;
typedef enum cudacore_filter_mode {
    CUDACORE_FILTER_POINT = 0,  /* nearest texel */
    CUDACORE_FILTER_LINEAR      /* bilinear / trilinear: needs a float result (a float
                                   format, or read_mode NORMALIZED_FLOAT) */
} cudacore_filter_mode;
typedef enum cudacore_read_mode {
    CUDACORE_READ_ELEMENT_TYPE = 0, /* integers come back as integers (CU_TRSF_READ_AS_INTEGER) */
    CUDACORE_READ_NORMALIZED_FLOAT  /* 8/16-bit integers come back as floats in [0, 1] or [-1, 1] */
} cudacore_read_mode;

/* cudacore_texture_desc: the resource (exactly one of array,
   mipmapped_array, buffer) and how it is sampled. All zero apart from the
   resource means: clamp, point sampling, element-type reads, texel
   coordinates.
   Resource
     array            a CUDA array (any shape)
     mipmapped_array  a mipmapped array (needs normalized_coords)
     buffer           device memory at offset, aligned to the device's
                      TEXTURE_ALIGNMENT, typed by format and num_channels
                      (1, 2 or 4; 0: 1):
                        height 0: linear, size bytes (0: the rest of the
                        buffer), read with tex1Dfetch (no filtering,
                        addressing or normalised coordinates);
                        height > 0: a pitched 2-D image of width x height
                        elements, rows pitch bytes apart (a multiple of
                        TEXTURE_PITCH_ALIGNMENT; 0: width * element size)
   Sampling
     address_mode[3]  per dimension (x, y, z)
     filter           POINT or LINEAR
     read_mode        ELEMENT_TYPE or NORMALIZED_FLOAT
     normalized_coords  1: coordinates in [0, 1) instead of [0, size)
     srgb             1: sRGB to linear conversion on reads (8-bit formats)
     border_color     RGBA for CUDACORE_ADDRESS_BORDER
     max_anisotropy   0: off; else 1..16
     mipmap_filter    between levels (POINT or LINEAR)
     mipmap_level_bias, min_mipmap_level_clamp, max_mipmap_level_clamp
                      as CUDA_TEXTURE_DESC; both clamps 0 mean every level
                      of a mipmapped array (CUDA would read level 0 only)
     disable_trilinear_optimization  1: exact trilinear filtering
     seamless_cubemap 1: filter across cube faces (cubemap arrays only)
   View (arrays and mipmapped arrays; all zero: none)
     view_format      a CUDACORE_CU_RES_VIEW_FORMAT_* reinterpretation
                      (BC views need a UNSIGNED_INT32 array of 2 or 4
                      channels, as CUDA says)
     view_first_level, view_last_level, view_first_layer, view_last_layer  */
typedef struct cudacore_texture_desc {
    cudacore_array array;
    cudacore_mipmapped_array mipmapped_array;
    cudacore_buffer buffer;
    size_t offset, size;
    size_t width, height, pitch;
    cudacore_CUarray_format format;
    unsigned int num_channels;
    cudacore_address_mode address_mode[3];
    cudacore_filter_mode filter;
    cudacore_read_mode read_mode;
    int normalized_coords;
    int srgb;
    float border_color[4];
    unsigned int max_anisotropy;
    cudacore_filter_mode mipmap_filter;
    float mipmap_level_bias;
    float min_mipmap_level_clamp;
    float max_mipmap_level_clamp;
    int disable_trilinear_optimization;
    int seamless_cubemap;
    cudacore_CUresourceViewFormat view_format;
    unsigned int view_first_level, view_last_level;
    unsigned int view_first_layer, view_last_layer;
} cudacore_texture_desc;

/* A texture object on its resource's device (cuTexObjectCreate). The desc
   is checked first: a bad combination (LINEAR filtering of integer reads,
   WRAP without normalized coordinates, a misaligned buffer, ...) is
   CUDACORE_ERROR_INVALID_ARGUMENT naming the field. */
CUDACORE_API cudacore_result cudacore_texture_create(const cudacore_texture_desc *desc, cudacore_texture *out);
CUDACORE_API cudacore_result cudacore_texture_destroy(cudacore_texture t);
/* The CUtexObject (a 64-bit value) to pass to kernels. */
CUDACORE_API cudacore_result cudacore_texture_native(cudacore_texture t, cudacore_CUtexObject *out);
/* A surface object over an array made with surface_load_store
   (cuSurfObjectCreate); a mipmapped array's level works too. */
CUDACORE_API cudacore_result cudacore_surface_create(cudacore_array a, cudacore_surface *out);
CUDACORE_API cudacore_result cudacore_surface_destroy(cudacore_surface s);
/* The CUsurfObject (a 64-bit value) to pass to kernels. */
CUDACORE_API cudacore_result cudacore_surface_native(cudacore_surface s, cudacore_CUsurfObject *out);

/*--- 3-D copies ---
   One side of a copy: an array, a buffer, or (both {0}) host memory.
     array        x, y, z: the first element; z is the layer of a layered
                  array and the face (layer * 6 + face) of a cubemap
     buffer, host offset: byte offset of the first element; pitch: bytes
                  from row to row (0: the copy's row size); rows: rows from
                  slice to slice (0: the copy's height)
   `host` is written when the location is a destination.                     */
typedef struct cudacore_copy_location {
    cudacore_array array;
    cudacore_buffer buffer;
    const void *host;
    size_t offset, pitch, rows;
    size_t x, y, z;
} cudacore_copy_location;
/* cudacore_copy_3d_desc: width x height x depth elements from src to dst
   (height and depth 0 mean 1). Width counts elements of the array side
   (both arrays: the same element size), or bytes when neither side is an
   array; x likewise. BC formats count 4x4 blocks for x, y, width and height.
   Every side is checked against its array's extents or its buffer's size
   before the driver is called (CUDACORE_ERROR_OUT_OF_BOUNDS). */
typedef struct cudacore_copy_3d_desc {
    cudacore_copy_location src, dst;
    size_t width, height, depth;
} cudacore_copy_3d_desc;
/* A 3-D copy on s (cuMemcpy3DAsync): host, buffer or array on either side.
   When the two sides are device memory or arrays of different devices it is
   a peer copy (cuMemcpy3DPeerAsync). Otherwise the stream must belong to
   the device of the array(s). */
CUDACORE_API cudacore_result cudacore_copy_3d(const cudacore_copy_3d_desc *desc, cudacore_stream s);

/*--- batched copies ---
   Many copies in one call, in stream order as a whole but in no order among
   themselves (so none may write what another reads). On drivers older than
   CUDA 12.8 they run as a loop of single copies (same result).            */
typedef enum cudacore_copy_source_access {
    CUDACORE_COPY_SOURCE_STREAM = 0,  /* the source is read in stream order */
    CUDACORE_COPY_SOURCE_DURING_CALL, /* read before the call returns (ephemeral sources such as stack
                                         data; needs a 12.8+ driver, else NOT_SUPPORTED) */
    CUDACORE_COPY_SOURCE_ANY          /* read at any time, even out of stream order */
} cudacore_copy_source_access;
/* cudacore_copy_attributes (CUmemcpyAttributes): all zero means stream
   order, no hints, no flags.
     source_access       see above
     prefer_overlap_with_compute  CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE
     location_hints      1: src_location / dst_location hint where managed or
                         pageable operands live (device ordinal, -1: host) */
typedef struct cudacore_copy_attributes {
    cudacore_copy_source_access source_access;
    int prefer_overlap_with_compute;
    int location_hints;
    int src_location, dst_location;
} cudacore_copy_attributes;
/* One 1-D copy of a batch: size bytes from a buffer (or, src {0}, host
   memory) to a buffer (or host memory). */
typedef struct cudacore_copy {
    cudacore_buffer dst;
    void *dst_host;
    size_t dst_offset;
    cudacore_buffer src;
    const void *src_host;
    size_t src_offset;
    size_t size;
} cudacore_copy;
/* count copies on s (cuMemcpyBatchAsync, CUDA 12.8+). attrs: num_attrs 0
   (defaults), 1 (one for all) or count (one per copy). Every copy is
   checked before any is issued. The legacy default stream is refused (the
   driver's rule; use a stream or cudacore_stream_per_thread()); so is a
   capturing stream (no graph node exists for it). No host allocation. */
CUDACORE_API cudacore_result cudacore_copy_batch(const cudacore_copy *copies, size_t count, const cudacore_copy_attributes *attrs,
                                                 size_t num_attrs, cudacore_stream s);
/* count 3-D copies on s (cuMemcpy3DBatchAsync, CUDA 12.8+), attributes as
   above (the location hints apply to buffer and host operands). A buffer or
   host side's pitch must be a multiple of the element size, and peer
   copies are not batched (use cudacore_copy_3d). */
CUDACORE_API cudacore_result cudacore_copy_3d_batch(const cudacore_copy_3d_desc *copies, size_t count, const cudacore_copy_attributes *attrs,
                                                    size_t num_attrs, cudacore_stream s);
