/*
    ERRORS
    ======
    cudacore_result is one list (CUDACORE_RESULT_LIST) of names and messages;
    CUDACORE_SUCCESS is 0. cudacore_result_name() and cudacore_result_string()
    describe a code. cudacore_last_error() returns the calling thread's last
    error record; a successful call does not clear it (as errno).
    CUDACORE_CHECK(expr) prints the record and exits: for examples and tests.
    Out-parameters: a call that fails sets every out-parameter it was given
    to zero ({0} handles, NULL pointers, 0 counts, zeroed info structs), so
    nothing stale survives a failure. Create into a variable of its own: a
    failed create into a variable that held a live handle zeroes it, and the
    object it named must then be found some other way to be destroyed.
*/
/* Every cudacore result: X(name, value, message). Families: 1-99 usage and
   resources, 100-199 loading, 200-299 driver, 300-399 compiler and linker. */
#define CUDACORE_RESULT_LIST(X) \
    X(CUDACORE_SUCCESS,                   0, "success") \
    X(CUDACORE_ERROR_INVALID_ARGUMENT,    1, "an argument is invalid: NULL, out of range, or contradicting another") \
    X(CUDACORE_ERROR_INVALID_HANDLE,      2, "the handle is invalid: zero, destroyed, or of another kind") \
    X(CUDACORE_ERROR_OUT_OF_HOST_MEMORY,  3, "a host allocation failed") \
    X(CUDACORE_ERROR_TOO_MANY_OBJECTS,    4, "too many live objects of this kind") \
    X(CUDACORE_ERROR_OUT_OF_BOUNDS,       5, "the range lies outside the buffer") \
    X(CUDACORE_ERROR_VALIDATION,          6, "validation failed before calling the driver") \
    X(CUDACORE_ERROR_NOT_SUPPORTED,       7, "not supported by this driver, device or backend") \
    X(CUDACORE_ERROR_ALREADY_SET_UP,      8, "cudacore_setup was called after the library was already set up") \
    X(CUDACORE_ERROR_NOT_READY,           9, "the work is not finished yet") \
    X(CUDACORE_ERROR_TIMING_DISABLED,    10, "the event was created without timing") \
    X(CUDACORE_ERROR_EVENT_NOT_RECORDED, 11, "the event has not been recorded") \
    X(CUDACORE_ERROR_CAPTURE,            12, "the operation is not valid in the stream's capture state") \
    X(CUDACORE_ERROR_IO,                 13, "a file could not be read or written") \
    X(CUDACORE_ERROR_NO_DEVICE,          14, "no CUDA device is available") \
    X(CUDACORE_ERROR_INVALID_DEVICE,     15, "the device ordinal is out of range") \
    X(CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY, 16, "a device allocation failed") \
    X(CUDACORE_ERROR_INTERNAL,           17, "internal error in cudacore") \
    X(CUDACORE_ERROR_DEVICE_MISMATCH,    18, "objects of different devices were mixed where CUDA needs one device") \
    X(CUDACORE_ERROR_TIMEOUT,            19, "a wait ran past its timeout (the communicator it watched was aborted)") \
    X(CUDACORE_ERROR_IN_USE,             20, "the object is still in use (by textures, surfaces, mappings or buffers made from it)") \
    X(CUDACORE_ERROR_LIBRARY_NOT_FOUND, 100, "a required library could not be loaded (see the error detail for every path tried)") \
    X(CUDACORE_ERROR_STUB_LIBRARY,      101, "the toolkit's stub libcuda was loaded instead of the driver") \
    X(CUDACORE_ERROR_SYMBOL_NOT_FOUND,  102, "the loaded library lacks a needed function (it is too old)") \
    X(CUDACORE_ERROR_LIBRARY_TOO_OLD,   103, "the loaded library is older than this feature needs") \
    X(CUDACORE_ERROR_VERSION_MISMATCH,  104, "the code is of a version the driver or linker given it cannot take (the message names both versions and the fix)") \
    X(CUDACORE_ERROR_CUDA,              200, "the CUDA driver returned an error") \
    X(CUDACORE_ERROR_CONTEXT_LOST,      201, "a kernel faulted (or the GPU failed): the process's GPU contexts are lost; the message says what to do") \
    X(CUDACORE_ERROR_NVRTC,             300, "NVRTC returned an error") \
    X(CUDACORE_ERROR_COMPILE,           301, "compilation failed (the log is in the error detail)") \
    X(CUDACORE_ERROR_NVJITLINK,         302, "nvJitLink returned an error") \
    X(CUDACORE_ERROR_LINK,              303, "linking failed (the log is in the error detail)") \
    X(CUDACORE_ERROR_NVVM,              304, "libNVVM returned an error") \
    X(CUDACORE_ERROR_NCCL,              305, "NCCL returned an error (NCCL's own explanation is in the error detail)") \
    X(CUDACORE_ERROR_NVML,              306, "NVML returned an error")

typedef enum cudacore_result {
#define CUDACORE__RESULT_ENUM(name, value, msg) name = value,
    CUDACORE_RESULT_LIST(CUDACORE__RESULT_ENUM)
#undef CUDACORE__RESULT_ENUM
    CUDACORE__RESULT_FORCE_32 = 0x7fffffff
} cudacore_result;

/* "CUDACORE_ERROR_INVALID_HANDLE"; "?" for an unknown value. */
CUDACORE_API const char *cudacore_result_name(cudacore_result result);
/* The one-line message of the list above. */
CUDACORE_API const char *cudacore_result_string(cudacore_result result);

/* Which library a native code came from. */
typedef enum cudacore_library {
    CUDACORE_LIBRARY_NONE = 0,
    CUDACORE_LIBRARY_CUDA,      /* libcuda (the driver) */
    CUDACORE_LIBRARY_NVRTC,
    CUDACORE_LIBRARY_NVJITLINK,
    CUDACORE_LIBRARY_NVVM,
    CUDACORE_LIBRARY_NCCL,      /* libnccl.so.2 */
    CUDACORE_LIBRARY_NVML,      /* libnvidia-ml (the driver's management library) */
    CUDACORE_LIBRARY__COUNT
} cudacore_library;

/* The calling thread's last error. Strings are owned by the thread's record,
   never NULL (empty instead), and valid until the thread's next error. */
typedef struct cudacore_error_info {
    cudacore_result result;
    cudacore_library library;   /* where native_code came from, or NONE */
    int native_code;            /* raw CUresult / nvrtcResult / nvJitLinkResult / nvvmResult / nvmlReturn_t */
    const char *native_name;    /* "CUDA_ERROR_OUT_OF_MEMORY", "NVRTC_ERROR_COMPILATION", ... */
    const char *native_string;  /* the library's own description */
    const char *call;           /* the failing call: "cuMemAllocAsync", "cudacore_stream_create" */
    const char *message;        /* one line for a human */
    const char *detail;         /* compile/link log, library paths tried, ... (may be long) */
    const char *file;           /* where in cudacore.h the error was raised */
    int line;
} cudacore_error_info;

CUDACORE_API const cudacore_error_info *cudacore_last_error(void);
CUDACORE_API void cudacore_clear_error(void);
/* Writes the last error, with every field, to a FILE* (given as void* so this
   header needs no <stdio.h>). */
CUDACORE_API void cudacore_print_error(void *file);
/* Used by CUDACORE_CHECK: prints the failing expression and the last error to
   stderr, then exits the process with status 1. */
CUDACORE_API void cudacore_check_failed(cudacore_result result, const char *expr, const char *file, int line);

/* For examples, tests and scripts: stop the program on the first failure. */
#define CUDACORE_CHECK(expr) \
    do { \
        cudacore_result cudacore_check_result_ = (expr); \
        if (cudacore_check_result_ != CUDACORE_SUCCESS) \
            cudacore_check_failed(cudacore_check_result_, #expr, __FILE__, __LINE__); \
    } while (0)
