/*
    OBJECT CODE AND KERNELS
    =======================
    Object code is loaded with cuLibraryLoadData: kernels are
    context-independent. Get a kernel by name or name expression; read and
    set its attributes (e.g. more than 48 KB of dynamic shared memory), ask
    the occupancy calculator, copy to and from __device__/__constant__
    globals. Kernels are launched as LAUNCH says.
    Parameter info (cudacore_kernel_param_info, and the check) comes from the
    code itself: the CUBIN's parameter table, the PTX .entry list, or the
    fatbin entry the device runs. So normal use makes no driver call that
    fails, and compute-sanitizer with its default settings shows only the
    program's own errors. (A compressed fatbin entry has no readable table:
    only there is the count found by probing cuKernelGetParamInfo, which the
    sanitizer reports.) Release builds without the check gather nothing.
    VERSIONS. A driver JIT-compiles PTX of every ISA version up to its own
    CUDA release's (PTX ISA 8.8 is CUDA 12.9, 9.0 is 13.0, 9.5 is 13.5);
    newer PTX fails with CUDA_ERROR_UNSUPPORTED_PTX_VERSION, with lazy
    loading not before the first kernel lookup. cudacore checks first: when
    code is loaded (at its first kernel or global lookup), the PTX the device
    would run -- plain PTX (its `.version` line), or a fatbin's PTX entry for
    the device (its header, compressed or not) -- is compared with the
    driver's CUDA version through a table of PTX ISA versions (the PTX ISA
    release history), and PTX the driver surely cannot take is refused with
    no driver call: CUDACORE_ERROR_VERSION_MISMATCH, "object code 'k.cu': its
    PTX (ISA 9.5, from NVRTC 13.5) needs a driver for CUDA 13.5 or newer;
    this driver supports CUDA 13.0: compile to CUBIN (the default target), or
    update the driver". The compiler named is the NVRTC cudacore compiled the
    code with, else the one the PTX's comment names ("Cuda compilation tools,
    release 13.5"). The table cannot go stale the wrong way: an ISA newer
    than it knows is refused only by a driver it knows (whose newest ISA it
    knows), and a driver newer than the table judges for itself. Where a
    driver answers CUDA_ERROR_UNSUPPORTED_PTX_VERSION (at the load, or at a
    kernel or global lookup), its answer becomes the same error and
    explanation, the driver's code kept as the native code and its message
    in the detail. CUBIN does not depend on the driver's PTX compiler.
*/
/* Kinds of device code. CUBIN, PTX and FATBIN can be loaded; LTOIR, OBJECT
   and LIBRARY are linker inputs only. */
typedef enum cudacore_code_type {
    CUDACORE_CODE_DEFAULT = 0,  /* program compile: CUBIN; object code load: guessed from the bytes */
    CUDACORE_CODE_CUBIN,
    CUDACORE_CODE_PTX,
    CUDACORE_CODE_LTOIR,
    CUDACORE_CODE_FATBIN,
    CUDACORE_CODE_OBJECT,
    CUDACORE_CODE_LIBRARY
} cudacore_code_type;


/*
   cudacore_object_code_desc: zero = defaults.
     type        code type; DEFAULT: guessed (ELF -> CUBIN, fatbin magic ->
                 FATBIN, LTO-IR magic -> LTOIR, text -> PTX). Bytes that are
                 none of these, empty code, CUBIN/FATBIN without an ELF or
                 fatbin header and PTX with a NUL inside are refused
                 (CUDACORE_ERROR_INVALID_ARGUMENT) before any driver call
     data, size  the code in memory (copied; size 0: strlen(data)), or
     path        a file to read
     name        for diagnostics                                              */
typedef struct cudacore_object_code_desc {
    cudacore_code_type type;
    const void *data;
    size_t size;
    const char *path;
    const char *name;
} cudacore_object_code_desc;

/* Creates object code from memory or a file. Loading into the driver is lazy:
   the first kernel/global lookup loads it with cuLibraryLoadData (context-
   independent kernels), or cuModuleLoadDataEx on drivers older than 12.0.
   PTX newer than the driver takes (plain, or a fatbin's for the device)
   fails that lookup with CUDACORE_ERROR_VERSION_MISMATCH, naming the PTX's
   ISA version and compiler, the driver's CUDA version and the fix (VERSIONS
   in the manual's OBJECT CODE section). */
CUDACORE_API cudacore_result cudacore_object_code_load(const cudacore_object_code_desc *desc, cudacore_object_code *out);
CUDACORE_API cudacore_result cudacore_object_code_destroy(cudacore_object_code oc);
/* The code bytes (owned by oc) and their type. */
CUDACORE_API cudacore_result cudacore_object_code_data(cudacore_object_code oc, const void **data, size_t *size, cudacore_code_type *type);
CUDACORE_API cudacore_result cudacore_object_code_save(cudacore_object_code oc, const char *path);
/* The lowered name of a name expression given at compile time (owned by oc). */
CUDACORE_API cudacore_result cudacore_object_code_lowered_name(cudacore_object_code oc, const char *name_expression, const char **lowered);
/* Gets a kernel by name expression or plain (extern "C" or mangled) name.
   The kernel holds a reference on the code: it stays valid after oc is
   destroyed, until it is destroyed itself. */
CUDACORE_API cudacore_result cudacore_object_code_get_kernel(cudacore_object_code oc, const char *name_or_name_expression, cudacore_kernel *out);
/* Number of kernels, and the kernel at index (0 <= index < count). */
CUDACORE_API cudacore_result cudacore_object_code_kernel_count(cudacore_object_code oc, unsigned *count);
CUDACORE_API cudacore_result cudacore_object_code_kernel_at(cudacore_object_code oc, unsigned index, cudacore_kernel *out);
/* A __device__ / __constant__ variable: address and size (current device). */
CUDACORE_API cudacore_result cudacore_object_code_get_global(cudacore_object_code oc, const char *name, cudacore_CUdeviceptr *ptr, size_t *size);
/* Synchronous copies to and from a global (offset + size must fit): when
   the call returns the copy is complete, and work on every stream sees it. */
CUDACORE_API cudacore_result cudacore_object_code_copy_to_global(cudacore_object_code oc, const char *name, size_t offset, const void *src, size_t size);
CUDACORE_API cudacore_result cudacore_object_code_copy_from_global(cudacore_object_code oc, const char *name, size_t offset, void *dst, size_t size);

/*--- kernels ---*/
CUDACORE_API cudacore_result cudacore_kernel_destroy(cudacore_kernel k);
CUDACORE_API cudacore_result cudacore_kernel_native(cudacore_kernel k, cudacore_CUkernel *out);
/* The CUfunction for the current context (what cuLaunchKernel takes). */
CUDACORE_API cudacore_result cudacore_kernel_function(cudacore_kernel k, cudacore_CUfunction *out);
/* The kernel's (mangled) name, owned by k. */
CUDACORE_API cudacore_result cudacore_kernel_name(cudacore_kernel k, const char **name);
/* Any CU_FUNC_ATTRIBUTE_* on `device` (-1: current device). */
CUDACORE_API cudacore_result cudacore_kernel_get_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int *value);
/* The settable ones: MAX_DYNAMIC_SHARED_SIZE_BYTES (opt-in above 48 KB),
   PREFERRED_SHARED_MEMORY_CARVEOUT, REQUIRED_CLUSTER_*, NON_PORTABLE_CLUSTER_SIZE_ALLOWED,
   CLUSTER_SCHEDULING_POLICY_PREFERENCE. device -1: current device. A set
   applies to launches that reach the driver after it (from any thread). */
CUDACORE_API cudacore_result cudacore_kernel_set_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int value);
/* Shorthand: allows up to `bytes` of dynamic shared memory per block (at
   most the device's max_shared_memory_per_block_optin less the kernel's
   static shared memory: more is refused, naming both). A launch asking for
   more dynamic shared memory than the kernel allows is refused by cudacore
   (INVALID_ARGUMENT, naming this call), not sent to the driver to fail. */
CUDACORE_API cudacore_result cudacore_kernel_set_max_dynamic_shared_memory(cudacore_kernel k, size_t bytes);
CUDACORE_API cudacore_result cudacore_kernel_set_cache_config(cudacore_kernel k, cudacore_CUfunc_cache config, int device);
/* The kernel's parameter count and each parameter's offset and size.
   The count is read from the code the kernel was loaded from (the CUBIN's
   parameter table, the PTX .entry list, the fatbin entry the device runs),
   so that no driver call has to fail to find it; offsets and sizes come from
   cuKernelGetParamInfo (driver 12.4+) or from the same table. Only code
   without a readable table (a compressed fatbin entry) is probed with
   cuKernelGetParamInfo up to the first index it refuses, which
   compute-sanitizer reports as an API error; NOT_SUPPORTED there before 12.4.
   offsets/sizes may be NULL or hold `cap` entries. */
CUDACORE_API cudacore_result cudacore_kernel_param_info(cudacore_kernel k, size_t *count, size_t *offsets, size_t *sizes, size_t cap);
