/*
    TENSOR MAPS
    ===========
    cudacore_tensor_map (a CUtensorMap: 128 bytes, 64-byte aligned) describes
    a tensor to the Tensor Memory Accelerator of compute capability 9.0+:
    tiled (cudacore_tensor_map_encode_tiled) or im2col (_encode_im2col),
    from a view or explicit dims and byte strides, with a box, element
    strides, interleave, swizzle, L2 promotion and out-of-bounds fill, in the
    driver's order (dimension 0 innermost). Every documented rule is checked
    before the driver, naming the field. Kernels take it by value
    (const __grid_constant__ CUtensorMap) through cudacore_launch or a graph
    kernel node; cudacore_tensor_map_replace_address retargets it.
*/
/* A tensor map (CUtensorMap) describes a tensor in global memory to the
   Tensor Memory Accelerator of compute capability 9.0+ GPUs: kernels move
   boxes ("tiles") of it to and from shared memory with cp.async.bulk.tensor.
   Pass it to a kernel BY VALUE, as a parameter declared
       const __grid_constant__ CUtensorMap tmap   (or a 64-byte aligned struct of 128 bytes)
   through cudacore_launch or a graph kernel node (args[i] = &map).
   Order of dimensions: the driver's and PTX's -- dimension 0 is the
   innermost (contiguous) one, as in the coordinates a kernel gives
   cp.async.bulk.tensor. A view (row-major) is reversed for you.
   Every constraint cuTensorMapEncodeTiled / Im2col document is checked
   before the driver is called (CUDACORE_ERROR_INVALID_ARGUMENT, naming the
   field, the value and the rule); a device older than 9.0 gives
   CUDACORE_ERROR_NOT_SUPPORTED.                                           */
#ifndef CUDACORE__ALIGN_64
#if defined(__cplusplus) && __cplusplus >= 201103L
#define CUDACORE__ALIGN_64 alignas(64)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define CUDACORE__ALIGN_64 _Alignas(64)
#elif defined(__GNUC__) || defined(__clang__)
#define CUDACORE__ALIGN_64 __attribute__((aligned(64)))
#elif defined(_MSC_VER)
#define CUDACORE__ALIGN_64 __declspec(align(64))
#else
#define CUDACORE__ALIGN_64
#endif
#endif
/* 128 bytes, 64-byte aligned in every language mode (the layout of CUtensorMap). */
typedef struct cudacore_tensor_map {
    CUDACORE__ALIGN_64 uint64_t opaque[16];
} cudacore_tensor_map;

/* data_type: 0 = the view's type; CUDACORE_TENSOR_MAP_DATA_TYPE(t) asks for
   a CUDACORE_CU_TENSOR_MAP_DATA_TYPE_* t. */
#define CUDACORE_TENSOR_MAP_DATA_TYPE(t) ((int)(t) + 1)
#define CUDACORE_TENSOR_MAP_MAX_RANK 5

/* cudacore_tensor_map_desc: all zero means defaults; fields of one encoding
   only are ignored by the other. The tensor is a view, or explicit:
     view              a view of device-accessible memory (rank 1-5, the
                       innermost stride 1 element, the others positive); its
                       dims, strides, address and type are used
     address           explicit: the global address (16-byte aligned; 32
                       with INTERLEAVE_32B or the 16U*_ALIGN16B types)
     rank              explicit: 1-5 (im2col: 3-5)
     dims              explicit: elements per dimension, 1..2^32
     strides           explicit: BYTES per step of each dimension; strides[0]
                       is the element size (0 is taken as it), the others
                       multiples of 16 (32 with INTERLEAVE_32B / ALIGN16B
                       types), < 2^40, each covering the dimension below it
                       (strides[i] >= strides[i-1] * dims[i-1]); all 0:
                       compact
     data_type         0: the view's (required for explicit tensors);
                       CUDACORE_TENSOR_MAP_DATA_TYPE(CUDACORE_CU_TENSOR_MAP_DATA_TYPE_*)
   The box:
     box               tiled: elements per box dimension, 1..256; with no
                       interleave box[0] * element size is a multiple of 16
                       (and with a swizzle at most the swizzle span)
     element_strides   0: 1; else 1..8 (TMA then loads ceil(box / stride))
     interleave, swizzle, l2_promotion, oob_fill  the driver's enums
                       (0: NONE). oob_fill NAN_REQUEST_ZERO_FMA needs a
                       floating-point type; INTERLEAVE_32B needs SWIZZLE_32B
   im2col only:
     lower_corner, upper_corner  the pixel box corners of dimensions 1 ..
                       rank - 2 (W, H, D), in the driver's order: rank 3:
                       [-32768, 32767], 4: [-128, 127], 5: [-16, 15]; the
                       box must not be empty (dims - lower + upper > 0)
     channels_per_pixel          1..256 (128 for the ALIGN16B types)
     pixels_per_column           1..1024                                  */
typedef struct cudacore_tensor_map_desc {
    const cudacore_view *view;
    cudacore_CUdeviceptr address;
    int rank;
    uint64_t dims[CUDACORE_TENSOR_MAP_MAX_RANK];
    uint64_t strides[CUDACORE_TENSOR_MAP_MAX_RANK];
    int data_type;
    uint32_t box[CUDACORE_TENSOR_MAP_MAX_RANK];
    uint32_t element_strides[CUDACORE_TENSOR_MAP_MAX_RANK];
    cudacore_CUtensorMapInterleave interleave;
    cudacore_CUtensorMapSwizzle swizzle;
    cudacore_CUtensorMapL2promotion l2_promotion;
    cudacore_CUtensorMapFloatOOBfill oob_fill;
    int lower_corner[3];
    int upper_corner[3];
    uint32_t channels_per_pixel;
    uint32_t pixels_per_column;
} cudacore_tensor_map_desc;

/* Encodes a tiled / im2col tensor map (cuTensorMapEncodeTiled / Im2col, on
   the view's device, else the current one). */
CUDACORE_API cudacore_result cudacore_tensor_map_encode_tiled(const cudacore_tensor_map_desc *desc, cudacore_tensor_map *out);
CUDACORE_API cudacore_result cudacore_tensor_map_encode_im2col(const cudacore_tensor_map_desc *desc, cudacore_tensor_map *out);
/* Points an encoded map at new memory of the same layout (address 16-byte
   aligned, and 32 where the map's interleave or type asks for it). */
CUDACORE_API cudacore_result cudacore_tensor_map_replace_address(cudacore_tensor_map *map, cudacore_CUdeviceptr address);
