/*
    cudacore.h -- CUDA host programming for C, in one header.          v0.1.0
    A C counterpart of NVIDIA's Python cuda.core: devices, streams, events,
    buffers and memory resources, programs (NVRTC), the linker (nvJitLink),
    object code, kernels, launch, and CUDA graphs; and NCCL communicators and
    collectives for many GPUs, processes and machines.

    libcuda, NVRTC, nvJitLink and NCCL are loaded at run time. Nothing is
    linked at build time, and no CUDA or NCCL header is needed to compile.
    A machine with no driver gets clear errors, never a crash.

    DO THIS
    =======
    In exactly one C or C++ file of your program:

        #define CUDACORE_IMPLEMENTATION
        #include "cudacore.h"

    Everywhere else, include it without the define. Build with any C99 (or
    C++11) compiler. On Linux with glibc older than 2.34 add -ldl -lpthread.

        cc -std=c99 -O2 main.c -o main        (no -lcuda, no -I/usr/local/cuda)

    CONFIGURATION MACROS
    ====================
    Define before including the implementation (and, for the ones marked *,
    identically in every file that includes the header).

    | macro                        | default            | meaning                                   |
    |------------------------------|--------------------|-------------------------------------------|
    | CUDACORE_IMPLEMENTATION      | -                  | emit the implementation in this file      |
    | CUDACORE_STATIC *            | off                | make every function static (private copy) |
    | CUDACORE_DLL *               | off                | build/use cudacore as a DLL/shared object |
    | CUDACORE_API *               | extern             | storage/visibility of public functions    |
    | CUDACORE_ASSERT(c)           | assert(c)          | internal consistency checks               |
    | CUDACORE_MALLOC(sz)          | malloc(sz)         | default host allocator (define all three  |
    | CUDACORE_REALLOC(p, sz)      | realloc(p, sz)     |   or none; the setup desc can override    |
    | CUDACORE_FREE(p)             | free(p)            |   them at run time)                       |
    | CUDACORE_DEBUG               | on unless NDEBUG   | validation layer + stderr error logging   |
    | CUDACORE_USER_CONFIG         | -                  | a header to include first (a config file) |

    STEP BY STEP
    ============
    1.  Optionally call cudacore_setup() with a cudacore_desc to set library
        paths, a logger or an allocator. Otherwise the first call sets up the
        library with defaults. Setup is thread-safe and happens once.
    2.  Query devices: cudacore_device_count(), cudacore_device_get_info(),
        cudacore_device_get_properties(). Select one per thread with
        cudacore_device_set_current() (device 0 is current by default).
    3.  Create streams, events, memory resources and buffers; compile
        programs with NVRTC; load object code; get kernels; launch.
    4.  Every fallible function returns a cudacore_result. On failure,
        cudacore_last_error() describes what went wrong on this thread: the
        raw CUDA/NVRTC/nvJitLink code and its name, the failing call, and any
        log or list of library paths tried.
    5.  Destroy what you created. Handles are generation-counted ids: using
        a destroyed handle, or destroying one twice, returns
        CUDACORE_ERROR_INVALID_HANDLE, never undefined behaviour.

    LOADING
    =======
    Each library is searched in this order, stopping at the first that loads:
      1. the path in cudacore_desc (libcuda_path, nvrtc_path, nvjitlink_path,
         nccl_path);
      2. the environment: CUDACORE_LIBCUDA_PATH, CUDACORE_NVRTC_PATH,
         CUDACORE_NVJITLINK_PATH, CUDACORE_NCCL_PATH;
      3. a copy already loaded in the process;
      4. the system loader, by versioned name (libcuda.so.1; libnvrtc.so.13,
         .12; libnvJitLink.so.13, .12; libnccl.so.2 -- on Windows nvcuda.dll
         from System32, nvrtc64_130_0.dll, nvrtc64_120_0.dll,
         nvJitLink_130_0.dll, ...; NCCL only from an explicit path);
      5. $CUDA_HOME then $CUDA_PATH: lib64, lib (Windows: bin\x64, bin).
    A path given in steps 1-2 is authoritative: if it does not load, the
    search stops with an error naming it. libcuda is loaded on first use;
    NVRTC, nvJitLink and NCCL when first needed. Only cuGetProcAddress is looked
    up by name; every other driver entry point is resolved through it at the
    ABI version pinned for it in tools/abi_manifest.txt, and never above the
    driver's own version. An entry point the driver lacks fails only the
    calls that need it (CUDACORE_ERROR_SYMBOL_NOT_FOUND, naming it).
    The toolkit's stub libcuda is detected and reported as such.
    Libraries are never unloaded while the process runs: other threads, or
    objects the driver still runs, may call into them.

    ERRORS
    ======
    cudacore_result is one list (CUDACORE_RESULT_LIST) of names and messages;
    CUDACORE_SUCCESS is 0. cudacore_result_name() and cudacore_result_string()
    describe a code. cudacore_last_error() returns the calling thread's last
    error record; a successful call does not clear it (as errno).
    CUDACORE_CHECK(expr) prints the record and exits: for examples and tests.

    OBJECTS AND HANDLES
    ===================
    Every object (stream, event, memory resource, buffer, program, linker,
    object code, kernel, graph, ...) is a small struct holding a 64-bit id:
    slot index, kind and generation. A zero handle ({0}) is never valid.
    cudacore_*_native() returns the raw CUDA handle; cudacore_*_wrap()
    adopts a foreign one, and its desc says whether cudacore owns it.

    THREAD SAFETY
    =============
    Every function may be called from any thread, with these rules:
    - cudacore_setup() is safe against concurrent first use (the lazy setup
      and every library load happen once, under a lock). cudacore_shutdown()
      must not race any other call, and invalidates every handle.
    - Errors are per thread: cudacore_last_error() is the calling thread's
      record; its strings stay valid until that thread's next failure.
    - Handles are plain values: copy them and pass them between threads.
      Looking one up takes no lock. Creating and destroying objects from
      many threads at once is safe. Destroying an object twice, or using it
      after its destroy returned, is detected (CUDACORE_ERROR_INVALID_HANDLE);
      of racing destroys exactly one wins. But destroying an object WHILE
      another thread is inside a call that uses it is a race in the program:
      order them (join, or synchronise) as with free().
    - The current device is per thread (cudacore_device_set_current); a
      thread that never sets one uses device 0.
    Per object, one object used by several threads at once:
    | object          | concurrent use of one object                          |
    |-----------------|-------------------------------------------------------|
    | stream          | safe: launch, copy, fill, record, wait, sync, query;  |
    |                 | the order of work from different threads is the order |
    |                 | the calls reach the driver                            |
    | event           | safe; records from several threads: the last to reach |
    |                 | the driver is the one waited on and timed             |
    | memory resource | safe: allocate/free from any thread (user vtables are |
    |                 | called from any thread, concurrently)                 |
    | buffer          | copies, fills, views, queries: safe (the bytes are    |
    |                 | yours to order, as with any memory); free and grow    |
    |                 | must not race other uses of that buffer               |
    | program         | one compile at a time (compile writes the log);      |
    |                 | different programs compile in parallel                |
    | object code     | safe: kernel/global lookups and the first load (under |
    |                 | a lock); kernels keep it alive past its destroy       |
    | kernel          | safe: launch from many threads and streams; an        |
    |                 | attribute set races launches in the driver's order    |
    | linker          | one thread at a time (add, link, logs)                |
    | compile cache   | safe, also across processes sharing its directory     |
    |                 | (entries written to a temp file, then renamed)        |
    | graph           | a definition must not be modified while another       |
    |                 | thread instantiates, captures into or reads it        |
    | communicator    | one thread at a time (NCCL's rule), except abort,     |
    |                 | which may free a thread stuck in a call; different    |
    |                 | communicators in parallel; a group is per thread      |
    The logger and the allocator hooks are called from whichever thread
    fails or allocates, possibly concurrently: they must be reentrant.

    MEMORY ALLOCATION OVERRIDE
    ==========================
    Host allocations go through cudacore_desc.allocator when set, otherwise
    through CUDACORE_MALLOC/CUDACORE_FREE. They happen when objects are
    created (handle pool chunks, logs, program images) and never on the hot
    paths: launch, event record, copy, and stream-ordered buffer alloc/free.

    LOGGING
    =======
    cudacore_desc.logger receives every error (and warnings) as it happens.
    In CUDACORE_DEBUG builds the default logger is cudacore_log_stderr;
    release builds are silent unless a logger is set. A logger must be
    reentrant, treat every string as possibly NULL, and copy what it keeps.

    DEVICES
    =======
    Devices are ordinals. cudacore_device_get_info() gives name, UUID, PCI
    bus id, compute capability and arch ("90"); cudacore_device_get_properties()
    every CUdevice_attribute of CUDA 13 by name (0 where an older driver does
    not know one). cudacore_device_set_current() retains the device's primary
    context and makes it current on the calling thread (default: device 0);
    objects are created on the calling thread's current device.

    PROGRAMS AND THE COMPILE CACHE
    ==============================
    cudacore_program_create() takes CUDA C++ (NVRTC), PTX or NVVM IR
    (libNVVM), in-memory headers, and name expressions; compile to PTX,
    CUBIN or LTO-IR with cudacore_program_options (zero = default; the arch
    defaults to the current device's). cudacore_program_options_format()
    shows the exact option strings. A failed compile returns
    CUDACORE_ERROR_COMPILE with the log in the error detail, and the log is
    always available from cudacore_program_log().
    Compiled code is kept in a persistent cache keyed by source, headers,
    options, name expressions, NVRTC version and arch; an entry holds the
    binary AND its name-expression map, is written atomically and checked by
    a checksum. Location: $CUDACORE_CACHE_DIR, else $XDG_CACHE_HOME/cudacore,
    else ~/.cache/cudacore (%LOCALAPPDATA%\cudacore on Windows); size cap
    (1 GiB by default) with least-recently-used eviction;
    CUDACORE_CACHE_DISABLE=1 or cudacore_compile_cache_configure() turn it off.

    LINKER
    ======
    cudacore_linker links PTX, CUBIN, fatbin, LTO-IR, objects and libraries
    (memory or file) to CUBIN or PTX, through nvJitLink (which must be at
    least as new as NVRTC for LTO-IR) or, when nvJitLink is missing or older
    than 12.3, through the driver's cuLink (which cannot link LTO-IR, and
    says so). Options one backend cannot honour are errors, not ignored.

    OBJECT CODE, KERNELS AND LAUNCH
    ===============================
    Object code is loaded with cuLibraryLoadData: kernels are
    context-independent. Get a kernel by name or name expression; read and
    set its attributes (e.g. more than 48 KB of dynamic shared memory), ask
    the occupancy calculator, copy to and from __device__/__constant__
    globals. cudacore_launch() takes a cudacore_launch_config (grid, block,
    dynamic shared memory, clusters, cooperative, priority, programmatic
    dependent launch; with clusters the grid counts clusters) and either a
    `void **` argument array or, in C, CUDACORE_LAUNCH(s, &cfg, k,
    CUDACORE_ARG(type, value), ...). A launch is one lock-free lookup per
    handle and one cuLaunchKernelEx: no allocation, no system call. In
    CUDACORE_DEBUG builds it is first validated against the kernel's
    parameter info and the device's limits, naming the bad argument or
    dimension.

    STREAMS AND EVENTS
    ==================
    Streams are non-blocking by default (as cuda.core); cudacore_stream_legacy()
    and cudacore_stream_per_thread() are handles for the default streams.
    Events have timing OFF by default (timing costs ~10x per record/sync).
    Stream-ordered calls take an explicit stream; a {0} stream is an error.

    MEMORY
    ======
    One memory-resource interface (allocate/deallocate on a stream) with
    built-ins: the device's default pool (release threshold raised), owned
    device pools (max size, IPC, peers), cuMemAlloc, pinned host memory
    (cuMemHostAlloc flags), pinned and managed pools (CUDA 13), managed
    memory, virtual memory (growable), and user vtables. Buffers: wrap,
    register host memory, views, bounds-checked async copies (1-D, peer,
    2-D), fills of 1/2/4-byte patterns, IPC (pool fd + legacy), DLPack.
    Size 0 is a valid empty buffer (pointer 0); 0-byte copies and fills
    succeed without a driver call. Ranges are checked before the driver:
    CUDACORE_ERROR_OUT_OF_BOUNDS, computed without overflow.
    Capture: the hot paths never query the capture state. Pool allocations
    on a capturing stream become graph memory nodes (the driver's own
    behaviour); where the driver refuses an operation during capture the
    error is CUDACORE_ERROR_CAPTURE, with a detail naming what to use.

    GRAPHS
    ======
    Build a graph by capturing a stream (cudacore_stream_begin_capture /
    _end_capture, any capture mode, also into an existing graph) or node by
    node (kernel with cluster / cooperative settings, memcpy 1-D and 2-D,
    memset, host callback, event record and wait, child graph, empty, memory
    alloc and free, and the conditional if, if/else, while and switch).
    Nodes are values owned by their graph. cudacore_graph_instantiate makes
    an executable graph (a refusal names the node at fault); launch, upload,
    update it whole (a refusal says why) or node by node, enable and disable
    nodes, write DOT files. Launch costs one lookup per handle and
    cuGraphLaunch. Kernel argument values are copied by the driver; host
    callback data can be copied into storage the graphs own (CUDA user
    objects), freed when the last graph that can run it is destroyed.

    NCCL: MANY GPUS, PROCESSES AND MACHINES
    =======================================
    A cudacore_communicator is one rank of an NCCL communicator, on one
    device. Make them for every GPU of this process at once
    (cudacore_communicator_create_all), or one per process: from a unique id
    (cudacore_nccl_unique_id_create; 128 bytes to send to the other ranks any
    way you like), or from the environment a launcher sets
    (cudacore_communicator_create_from_env: rank and size from CUDACORE_RANK /
    _WORLD_SIZE, Open MPI, MPICH or torchrun variables, the rest through
    NCCL_COMM_ID=host:port, NCCL's own bootstrap). So the same program runs
    alone, under `mpirun -np N -x NCCL_COMM_ID=...`, from a shell loop, and
    across machines (NCCL_COMM_ID names rank 0's machine). Then split, abort,
    destroy, and query rank, size, device and NCCL's asynchronous error.
    Collectives (all-reduce, broadcast, reduce, all-gather, reduce-scatter,
    send, recv; grouped with cudacore_nccl_group_start / _end) take
    cudacore buffers with byte offsets and element counts and a stream; they
    are checked before NCCL sees them (range, alignment, datatype, op, rank,
    device) and cost one lookup per handle. NCCL's failures are
    CUDACORE_ERROR_NCCL with its last error text in the detail.
    Timeouts: a communicator created with desc.timeout_ms runs non-blocking
    in NCCL; every call on it then waits at most that long, and
    cudacore_communicator_synchronize(c, s) waits for a stream while watching
    c. Past the timeout, or on an error NCCL meets in the background, c is
    aborted and the call returns CUDACORE_ERROR_TIMEOUT (or _NCCL): a rank
    whose peer died gets an error, not a hang. Destroy c afterwards.

    WHAT cudacore DOES NOT DO
    =========================
    - It does not use or need the CUDA runtime API (cudart).
    - It compiles device code only through NVRTC/libNVVM, and links through
      nvJitLink or the driver; it is not nvcc.
    - It does not hide the driver: every object exposes its raw handle, and
      cudabind.h wraps every driver, NVRTC, nvJitLink and NCCL function.
    - It has no transport or bootstrap of its own: processes and machines
      meet through NCCL (a unique id you carry, or NCCL_COMM_ID).

    LICENSE
    =======
    MIT or public domain (Unlicense), your choice: see the end of the file.
*/
#ifdef CUDACORE_USER_CONFIG
#include CUDACORE_USER_CONFIG
#endif

#ifndef CUDACORE_H_INCLUDED
#define CUDACORE_H_INCLUDED

#define CUDACORE_VERSION_MAJOR 0
#define CUDACORE_VERSION_MINOR 1
#define CUDACORE_VERSION_PATCH 0
/* one number for #if: major * 10000 + minor * 100 + patch */
#define CUDACORE_VERSION_NUM (CUDACORE_VERSION_MAJOR * 10000 + CUDACORE_VERSION_MINOR * 100 + CUDACORE_VERSION_PATCH)
#define CUDACORE_VERSION_STRING "0.1.0"

#include <stddef.h>
#include <stdint.h>

#if defined(CUDACORE_STATIC) && !defined(CUDACORE_API)
#if defined(__GNUC__) || defined(__clang__)
#define CUDACORE_API static __attribute__((unused))
#else
#define CUDACORE_API static
#endif
#endif
#ifndef CUDACORE_API
#if defined(CUDACORE_DLL)
#if defined(_WIN32)
#if defined(CUDACORE_IMPLEMENTATION)
#define CUDACORE_API __declspec(dllexport)
#else
#define CUDACORE_API __declspec(dllimport)
#endif
#else
#define CUDACORE_API __attribute__((visibility("default")))
#endif
#else
#define CUDACORE_API extern
#endif
#endif

/* Compile-time checks, usable at file scope in C99, C11 and C++. */
#if defined(__cplusplus) && __cplusplus >= 201103L
#define CUDACORE__STATIC_ASSERT(cond, name) static_assert(cond, #name)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define CUDACORE__STATIC_ASSERT(cond, name) _Static_assert(cond, #name)
#else
#define CUDACORE__STATIC_ASSERT(cond, name) typedef char cudacore__assert_##name[(cond) ? 1 : -1]
#endif

/* CUDACORE_GENERATED_BEGIN(abi_types) -- generated by tools/gen_abi.py, do not edit */
/* Toolkit ABI copy, CUDA_VERSION 13000 (tools/abi_manifest.txt). */
#ifndef CUDACORE__HAVE_CUDA_H
#if defined(__cuda_cuda_h__)
#define CUDACORE__HAVE_CUDA_H 1
#else
#define CUDACORE__HAVE_CUDA_H 0
#endif
#endif
#ifndef CUDACORE__HAVE_NVRTC_H
#if defined(__NVRTC_H__)
#define CUDACORE__HAVE_NVRTC_H 1
#else
#define CUDACORE__HAVE_NVRTC_H 0
#endif
#endif
#ifndef CUDACORE__HAVE_NVJITLINK_H
#if defined(nvJitLink_INCLUDED)
#define CUDACORE__HAVE_NVJITLINK_H 1
#else
#define CUDACORE__HAVE_NVJITLINK_H 0
#endif
#endif
#ifndef CUDACORE__CUDAAPI
#if defined(_WIN32) && !defined(_WIN64)
#define CUDACORE__CUDAAPI __stdcall
#else
#define CUDACORE__CUDAAPI
#endif
#endif
#ifndef CUDACORE__EXTENSION
#if defined(__GNUC__) || defined(__clang__)
#define CUDACORE__EXTENSION __extension__
#else
#define CUDACORE__EXTENSION
#endif
#endif
/* Same rule as the toolkit uses for its over-aligned types. */
#ifndef CUDACORE__ALIGNAS
#if defined(__cplusplus) && (__cplusplus >= 201103L)
#define CUDACORE__ALIGNAS(n) alignas(n)
#elif defined(__STDC_VERSION__) && (__STDC_VERSION__ >= 201112L)
#define CUDACORE__ALIGNAS(n) _Alignas(n)
#else
#define CUDACORE__ALIGNAS(n)
#endif
#endif

typedef uint32_t cudacore_cuuint32_t;
typedef uint64_t cudacore_cuuint64_t;
#if defined(_WIN64) || defined(__LP64__)
typedef unsigned long long cudacore_CUdeviceptr_v2;
#else
typedef unsigned int cudacore_CUdeviceptr_v2;
#endif
typedef cudacore_CUdeviceptr_v2 cudacore_CUdeviceptr;
typedef int cudacore_CUdevice_v1;
typedef cudacore_CUdevice_v1 cudacore_CUdevice;
struct CUctx_st;
typedef struct CUctx_st *cudacore_CUcontext;
struct CUmod_st;
typedef struct CUmod_st *cudacore_CUmodule;
struct CUfunc_st;
typedef struct CUfunc_st *cudacore_CUfunction;
struct CUlib_st;
typedef struct CUlib_st *cudacore_CUlibrary;
struct CUkern_st;
typedef struct CUkern_st *cudacore_CUkernel;
struct CUarray_st;
typedef struct CUarray_st *cudacore_CUarray;
struct CUevent_st;
typedef struct CUevent_st *cudacore_CUevent;
struct CUstream_st;
typedef struct CUstream_st *cudacore_CUstream;
struct CUextSemaphore_st;
typedef struct CUextSemaphore_st *cudacore_CUexternalSemaphore;
struct CUgraph_st;
typedef struct CUgraph_st *cudacore_CUgraph;
struct CUgraphNode_st;
typedef struct CUgraphNode_st *cudacore_CUgraphNode;
struct CUgraphExec_st;
typedef struct CUgraphExec_st *cudacore_CUgraphExec;
struct CUmemPoolHandle_st;
typedef struct CUmemPoolHandle_st *cudacore_CUmemoryPool;
struct CUuserObject_st;
typedef struct CUuserObject_st *cudacore_CUuserObject;
typedef cudacore_cuuint64_t cudacore_CUgraphConditionalHandle;
struct CUgraphDeviceUpdatableNode_st;
typedef struct CUgraphDeviceUpdatableNode_st *cudacore_CUgraphDeviceNode;
struct cudacore__CUuuid_st {
    char bytes[16];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUuuid cudacore_CUuuid;
#else
typedef struct cudacore__CUuuid_st cudacore_CUuuid;
#endif
struct cudacore__CUipcEventHandle_st {
    char reserved[64];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUipcEventHandle_v1 cudacore_CUipcEventHandle_v1;
#else
typedef struct cudacore__CUipcEventHandle_st cudacore_CUipcEventHandle_v1;
#endif
struct cudacore__CUipcMemHandle_st {
    char reserved[64];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUipcMemHandle_v1 cudacore_CUipcMemHandle_v1;
#else
typedef struct cudacore__CUipcMemHandle_st cudacore_CUipcMemHandle_v1;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUipcMem_flags cudacore_CUipcMem_flags;
#else
typedef enum cudacore__CUipcMem_flags_enum {
    cudacore__CUipcMem_flags_force_size = 0x7fffffff
} cudacore_CUipcMem_flags;
#endif
#define CUDACORE_CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS ((cudacore_CUipcMem_flags)1)
#if CUDACORE__HAVE_CUDA_H
typedef CUmemAttach_flags cudacore_CUmemAttach_flags;
#else
typedef enum cudacore__CUmemAttach_flags_enum {
    cudacore__CUmemAttach_flags_force_size = 0x7fffffff
} cudacore_CUmemAttach_flags;
#endif
#define CUDACORE_CU_MEM_ATTACH_GLOBAL ((cudacore_CUmemAttach_flags)1)
#define CUDACORE_CU_MEM_ATTACH_HOST ((cudacore_CUmemAttach_flags)2)
#define CUDACORE_CU_MEM_ATTACH_SINGLE ((cudacore_CUmemAttach_flags)4)
#if CUDACORE__HAVE_CUDA_H
typedef CUctx_flags cudacore_CUctx_flags;
#else
typedef enum cudacore__CUctx_flags_enum {
    cudacore__CUctx_flags_force_size = 0x7fffffff
} cudacore_CUctx_flags;
#endif
#define CUDACORE_CU_CTX_SCHED_AUTO ((cudacore_CUctx_flags)0)
#define CUDACORE_CU_CTX_SCHED_SPIN ((cudacore_CUctx_flags)1)
#define CUDACORE_CU_CTX_SCHED_YIELD ((cudacore_CUctx_flags)2)
#define CUDACORE_CU_CTX_SCHED_BLOCKING_SYNC ((cudacore_CUctx_flags)4)
#define CUDACORE_CU_CTX_BLOCKING_SYNC ((cudacore_CUctx_flags)4)
#define CUDACORE_CU_CTX_SCHED_MASK ((cudacore_CUctx_flags)7)
#define CUDACORE_CU_CTX_MAP_HOST ((cudacore_CUctx_flags)8)
#define CUDACORE_CU_CTX_LMEM_RESIZE_TO_MAX ((cudacore_CUctx_flags)16)
#define CUDACORE_CU_CTX_COREDUMP_ENABLE ((cudacore_CUctx_flags)32)
#define CUDACORE_CU_CTX_USER_COREDUMP_ENABLE ((cudacore_CUctx_flags)64)
#define CUDACORE_CU_CTX_SYNC_MEMOPS ((cudacore_CUctx_flags)128)
#define CUDACORE_CU_CTX_FLAGS_MASK ((cudacore_CUctx_flags)255)
#if CUDACORE__HAVE_CUDA_H
typedef CUstream_flags cudacore_CUstream_flags;
#else
typedef enum cudacore__CUstream_flags_enum {
    cudacore__CUstream_flags_force_size = 0x7fffffff
} cudacore_CUstream_flags;
#endif
#define CUDACORE_CU_STREAM_DEFAULT ((cudacore_CUstream_flags)0)
#define CUDACORE_CU_STREAM_NON_BLOCKING ((cudacore_CUstream_flags)1)
#if CUDACORE__HAVE_CUDA_H
typedef CUevent_flags cudacore_CUevent_flags;
#else
typedef enum cudacore__CUevent_flags_enum {
    cudacore__CUevent_flags_force_size = 0x7fffffff
} cudacore_CUevent_flags;
#endif
#define CUDACORE_CU_EVENT_DEFAULT ((cudacore_CUevent_flags)0)
#define CUDACORE_CU_EVENT_BLOCKING_SYNC ((cudacore_CUevent_flags)1)
#define CUDACORE_CU_EVENT_DISABLE_TIMING ((cudacore_CUevent_flags)2)
#define CUDACORE_CU_EVENT_INTERPROCESS ((cudacore_CUevent_flags)4)
#if CUDACORE__HAVE_CUDA_H
typedef CUstreamBatchMemOpType cudacore_CUstreamBatchMemOpType;
#else
typedef enum cudacore__CUstreamBatchMemOpType_enum {
    cudacore__CUstreamBatchMemOpType_force_size = 0x7fffffff
} cudacore_CUstreamBatchMemOpType;
#endif
#define CUDACORE_CU_STREAM_MEM_OP_WAIT_VALUE_32 ((cudacore_CUstreamBatchMemOpType)1)
#define CUDACORE_CU_STREAM_MEM_OP_WRITE_VALUE_32 ((cudacore_CUstreamBatchMemOpType)2)
#define CUDACORE_CU_STREAM_MEM_OP_WAIT_VALUE_64 ((cudacore_CUstreamBatchMemOpType)4)
#define CUDACORE_CU_STREAM_MEM_OP_WRITE_VALUE_64 ((cudacore_CUstreamBatchMemOpType)5)
#define CUDACORE_CU_STREAM_MEM_OP_BARRIER ((cudacore_CUstreamBatchMemOpType)6)
#define CUDACORE_CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES ((cudacore_CUstreamBatchMemOpType)3)
struct cudacore__CUstreamMemOpWaitValueParams_st {
    cudacore_CUstreamBatchMemOpType operation;
    cudacore_CUdeviceptr address;
    CUDACORE__EXTENSION union {
        cudacore_cuuint32_t value;
        cudacore_cuuint64_t value64;
    };
    unsigned int flags;
    cudacore_CUdeviceptr alias;
};
struct cudacore__CUstreamMemOpWriteValueParams_st {
    cudacore_CUstreamBatchMemOpType operation;
    cudacore_CUdeviceptr address;
    CUDACORE__EXTENSION union {
        cudacore_cuuint32_t value;
        cudacore_cuuint64_t value64;
    };
    unsigned int flags;
    cudacore_CUdeviceptr alias;
};
struct cudacore__CUstreamMemOpFlushRemoteWritesParams_st {
    cudacore_CUstreamBatchMemOpType operation;
    unsigned int flags;
};
struct cudacore__CUstreamMemOpMemoryBarrierParams_st {
    cudacore_CUstreamBatchMemOpType operation;
    unsigned int flags;
};
union cudacore__CUstreamBatchMemOpParams_union {
    cudacore_CUstreamBatchMemOpType operation;
    struct cudacore__CUstreamMemOpWaitValueParams_st waitValue;
    struct cudacore__CUstreamMemOpWriteValueParams_st writeValue;
    struct cudacore__CUstreamMemOpFlushRemoteWritesParams_st flushRemoteWrites;
    struct cudacore__CUstreamMemOpMemoryBarrierParams_st memoryBarrier;
    cudacore_cuuint64_t pad[6];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUstreamBatchMemOpParams_v1 cudacore_CUstreamBatchMemOpParams_v1;
#else
typedef union cudacore__CUstreamBatchMemOpParams_union cudacore_CUstreamBatchMemOpParams_v1;
#endif
typedef cudacore_CUstreamBatchMemOpParams_v1 cudacore_CUstreamBatchMemOpParams;
struct cudacore__CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
    cudacore_CUcontext ctx;
    unsigned int count;
    cudacore_CUstreamBatchMemOpParams *paramArray;
    unsigned int flags;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 cudacore_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2;
#else
typedef struct cudacore__CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st cudacore_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUoccupancy_flags cudacore_CUoccupancy_flags;
#else
typedef enum cudacore__CUoccupancy_flags_enum {
    cudacore__CUoccupancy_flags_force_size = 0x7fffffff
} cudacore_CUoccupancy_flags;
#endif
#define CUDACORE_CU_OCCUPANCY_DEFAULT ((cudacore_CUoccupancy_flags)0)
#define CUDACORE_CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE ((cudacore_CUoccupancy_flags)1)
#if CUDACORE__HAVE_CUDA_H
typedef CUdevice_attribute cudacore_CUdevice_attribute;
#else
typedef enum cudacore__CUdevice_attribute_enum {
    cudacore__CUdevice_attribute_force_size = 0x7fffffff
} cudacore_CUdevice_attribute;
#endif
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK ((cudacore_CUdevice_attribute)1)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X ((cudacore_CUdevice_attribute)2)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y ((cudacore_CUdevice_attribute)3)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z ((cudacore_CUdevice_attribute)4)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X ((cudacore_CUdevice_attribute)5)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y ((cudacore_CUdevice_attribute)6)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z ((cudacore_CUdevice_attribute)7)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK ((cudacore_CUdevice_attribute)8)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK ((cudacore_CUdevice_attribute)8)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY ((cudacore_CUdevice_attribute)9)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_WARP_SIZE ((cudacore_CUdevice_attribute)10)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_PITCH ((cudacore_CUdevice_attribute)11)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK ((cudacore_CUdevice_attribute)12)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK ((cudacore_CUdevice_attribute)12)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CLOCK_RATE ((cudacore_CUdevice_attribute)13)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT ((cudacore_CUdevice_attribute)14)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GPU_OVERLAP ((cudacore_CUdevice_attribute)15)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT ((cudacore_CUdevice_attribute)16)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT ((cudacore_CUdevice_attribute)17)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_INTEGRATED ((cudacore_CUdevice_attribute)18)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY ((cudacore_CUdevice_attribute)19)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_MODE ((cudacore_CUdevice_attribute)20)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH ((cudacore_CUdevice_attribute)21)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH ((cudacore_CUdevice_attribute)22)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT ((cudacore_CUdevice_attribute)23)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH ((cudacore_CUdevice_attribute)24)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT ((cudacore_CUdevice_attribute)25)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH ((cudacore_CUdevice_attribute)26)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH ((cudacore_CUdevice_attribute)27)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT ((cudacore_CUdevice_attribute)28)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS ((cudacore_CUdevice_attribute)29)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH ((cudacore_CUdevice_attribute)27)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT ((cudacore_CUdevice_attribute)28)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES ((cudacore_CUdevice_attribute)29)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT ((cudacore_CUdevice_attribute)30)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS ((cudacore_CUdevice_attribute)31)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_ECC_ENABLED ((cudacore_CUdevice_attribute)32)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_PCI_BUS_ID ((cudacore_CUdevice_attribute)33)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID ((cudacore_CUdevice_attribute)34)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_TCC_DRIVER ((cudacore_CUdevice_attribute)35)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE ((cudacore_CUdevice_attribute)36)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH ((cudacore_CUdevice_attribute)37)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE ((cudacore_CUdevice_attribute)38)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR ((cudacore_CUdevice_attribute)39)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT ((cudacore_CUdevice_attribute)40)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING ((cudacore_CUdevice_attribute)41)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH ((cudacore_CUdevice_attribute)42)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS ((cudacore_CUdevice_attribute)43)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER ((cudacore_CUdevice_attribute)44)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH ((cudacore_CUdevice_attribute)45)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT ((cudacore_CUdevice_attribute)46)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE ((cudacore_CUdevice_attribute)47)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE ((cudacore_CUdevice_attribute)48)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE ((cudacore_CUdevice_attribute)49)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID ((cudacore_CUdevice_attribute)50)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT ((cudacore_CUdevice_attribute)51)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH ((cudacore_CUdevice_attribute)52)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH ((cudacore_CUdevice_attribute)53)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS ((cudacore_CUdevice_attribute)54)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH ((cudacore_CUdevice_attribute)55)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH ((cudacore_CUdevice_attribute)56)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT ((cudacore_CUdevice_attribute)57)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH ((cudacore_CUdevice_attribute)58)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT ((cudacore_CUdevice_attribute)59)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH ((cudacore_CUdevice_attribute)60)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH ((cudacore_CUdevice_attribute)61)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS ((cudacore_CUdevice_attribute)62)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH ((cudacore_CUdevice_attribute)63)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT ((cudacore_CUdevice_attribute)64)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS ((cudacore_CUdevice_attribute)65)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH ((cudacore_CUdevice_attribute)66)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH ((cudacore_CUdevice_attribute)67)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS ((cudacore_CUdevice_attribute)68)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH ((cudacore_CUdevice_attribute)69)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH ((cudacore_CUdevice_attribute)70)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT ((cudacore_CUdevice_attribute)71)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH ((cudacore_CUdevice_attribute)72)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH ((cudacore_CUdevice_attribute)73)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT ((cudacore_CUdevice_attribute)74)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR ((cudacore_CUdevice_attribute)75)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR ((cudacore_CUdevice_attribute)76)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH ((cudacore_CUdevice_attribute)77)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED ((cudacore_CUdevice_attribute)78)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED ((cudacore_CUdevice_attribute)79)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED ((cudacore_CUdevice_attribute)80)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR ((cudacore_CUdevice_attribute)81)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR ((cudacore_CUdevice_attribute)82)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY ((cudacore_CUdevice_attribute)83)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD ((cudacore_CUdevice_attribute)84)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID ((cudacore_CUdevice_attribute)85)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED ((cudacore_CUdevice_attribute)86)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO ((cudacore_CUdevice_attribute)87)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS ((cudacore_CUdevice_attribute)88)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS ((cudacore_CUdevice_attribute)89)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED ((cudacore_CUdevice_attribute)90)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM ((cudacore_CUdevice_attribute)91)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 ((cudacore_CUdevice_attribute)92)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 ((cudacore_CUdevice_attribute)93)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 ((cudacore_CUdevice_attribute)94)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH ((cudacore_CUdevice_attribute)95)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH ((cudacore_CUdevice_attribute)96)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN ((cudacore_CUdevice_attribute)97)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES ((cudacore_CUdevice_attribute)98)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED ((cudacore_CUdevice_attribute)99)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES ((cudacore_CUdevice_attribute)100)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST ((cudacore_CUdevice_attribute)101)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED ((cudacore_CUdevice_attribute)102)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED ((cudacore_CUdevice_attribute)102)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED ((cudacore_CUdevice_attribute)103)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED ((cudacore_CUdevice_attribute)104)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED ((cudacore_CUdevice_attribute)105)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR ((cudacore_CUdevice_attribute)106)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED ((cudacore_CUdevice_attribute)107)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE ((cudacore_CUdevice_attribute)108)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE ((cudacore_CUdevice_attribute)109)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED ((cudacore_CUdevice_attribute)110)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK ((cudacore_CUdevice_attribute)111)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED ((cudacore_CUdevice_attribute)112)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED ((cudacore_CUdevice_attribute)113)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED ((cudacore_CUdevice_attribute)114)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED ((cudacore_CUdevice_attribute)115)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED ((cudacore_CUdevice_attribute)116)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS ((cudacore_CUdevice_attribute)117)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING ((cudacore_CUdevice_attribute)118)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES ((cudacore_CUdevice_attribute)119)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH ((cudacore_CUdevice_attribute)120)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED ((cudacore_CUdevice_attribute)121)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS ((cudacore_CUdevice_attribute)122)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR ((cudacore_CUdevice_attribute)123)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED ((cudacore_CUdevice_attribute)124)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED ((cudacore_CUdevice_attribute)125)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT ((cudacore_CUdevice_attribute)126)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED ((cudacore_CUdevice_attribute)127)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED ((cudacore_CUdevice_attribute)128)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS ((cudacore_CUdevice_attribute)129)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_NUMA_CONFIG ((cudacore_CUdevice_attribute)130)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_NUMA_ID ((cudacore_CUdevice_attribute)131)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED ((cudacore_CUdevice_attribute)132)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MPS_ENABLED ((cudacore_CUdevice_attribute)133)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID ((cudacore_CUdevice_attribute)134)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED ((cudacore_CUdevice_attribute)135)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK ((cudacore_CUdevice_attribute)136)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH ((cudacore_CUdevice_attribute)137)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED ((cudacore_CUdevice_attribute)138)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID ((cudacore_CUdevice_attribute)139)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID ((cudacore_CUdevice_attribute)140)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED ((cudacore_CUdevice_attribute)141)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED ((cudacore_CUdevice_attribute)142)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED ((cudacore_CUdevice_attribute)143)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED ((cudacore_CUdevice_attribute)144)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED ((cudacore_CUdevice_attribute)145)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED ((cudacore_CUdevice_attribute)146)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED ((cudacore_CUdevice_attribute)147)
#define CUDACORE_CU_DEVICE_ATTRIBUTE_MAX ((cudacore_CUdevice_attribute)148)
#if CUDACORE__HAVE_CUDA_H
typedef CUpointer_attribute cudacore_CUpointer_attribute;
#else
typedef enum cudacore__CUpointer_attribute_enum {
    cudacore__CUpointer_attribute_force_size = 0x7fffffff
} cudacore_CUpointer_attribute;
#endif
#define CUDACORE_CU_POINTER_ATTRIBUTE_CONTEXT ((cudacore_CUpointer_attribute)1)
#define CUDACORE_CU_POINTER_ATTRIBUTE_MEMORY_TYPE ((cudacore_CUpointer_attribute)2)
#define CUDACORE_CU_POINTER_ATTRIBUTE_DEVICE_POINTER ((cudacore_CUpointer_attribute)3)
#define CUDACORE_CU_POINTER_ATTRIBUTE_HOST_POINTER ((cudacore_CUpointer_attribute)4)
#define CUDACORE_CU_POINTER_ATTRIBUTE_P2P_TOKENS ((cudacore_CUpointer_attribute)5)
#define CUDACORE_CU_POINTER_ATTRIBUTE_SYNC_MEMOPS ((cudacore_CUpointer_attribute)6)
#define CUDACORE_CU_POINTER_ATTRIBUTE_BUFFER_ID ((cudacore_CUpointer_attribute)7)
#define CUDACORE_CU_POINTER_ATTRIBUTE_IS_MANAGED ((cudacore_CUpointer_attribute)8)
#define CUDACORE_CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL ((cudacore_CUpointer_attribute)9)
#define CUDACORE_CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE ((cudacore_CUpointer_attribute)10)
#define CUDACORE_CU_POINTER_ATTRIBUTE_RANGE_START_ADDR ((cudacore_CUpointer_attribute)11)
#define CUDACORE_CU_POINTER_ATTRIBUTE_RANGE_SIZE ((cudacore_CUpointer_attribute)12)
#define CUDACORE_CU_POINTER_ATTRIBUTE_MAPPED ((cudacore_CUpointer_attribute)13)
#define CUDACORE_CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES ((cudacore_CUpointer_attribute)14)
#define CUDACORE_CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE ((cudacore_CUpointer_attribute)15)
#define CUDACORE_CU_POINTER_ATTRIBUTE_ACCESS_FLAGS ((cudacore_CUpointer_attribute)16)
#define CUDACORE_CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE ((cudacore_CUpointer_attribute)17)
#define CUDACORE_CU_POINTER_ATTRIBUTE_MAPPING_SIZE ((cudacore_CUpointer_attribute)18)
#define CUDACORE_CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR ((cudacore_CUpointer_attribute)19)
#define CUDACORE_CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID ((cudacore_CUpointer_attribute)20)
#define CUDACORE_CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE ((cudacore_CUpointer_attribute)21)
#if CUDACORE__HAVE_CUDA_H
typedef CUfunction_attribute cudacore_CUfunction_attribute;
#else
typedef enum cudacore__CUfunction_attribute_enum {
    cudacore__CUfunction_attribute_force_size = 0x7fffffff
} cudacore_CUfunction_attribute;
#endif
#define CUDACORE_CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK ((cudacore_CUfunction_attribute)0)
#define CUDACORE_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES ((cudacore_CUfunction_attribute)1)
#define CUDACORE_CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES ((cudacore_CUfunction_attribute)2)
#define CUDACORE_CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES ((cudacore_CUfunction_attribute)3)
#define CUDACORE_CU_FUNC_ATTRIBUTE_NUM_REGS ((cudacore_CUfunction_attribute)4)
#define CUDACORE_CU_FUNC_ATTRIBUTE_PTX_VERSION ((cudacore_CUfunction_attribute)5)
#define CUDACORE_CU_FUNC_ATTRIBUTE_BINARY_VERSION ((cudacore_CUfunction_attribute)6)
#define CUDACORE_CU_FUNC_ATTRIBUTE_CACHE_MODE_CA ((cudacore_CUfunction_attribute)7)
#define CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES ((cudacore_CUfunction_attribute)8)
#define CUDACORE_CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT ((cudacore_CUfunction_attribute)9)
#define CUDACORE_CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET ((cudacore_CUfunction_attribute)10)
#define CUDACORE_CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH ((cudacore_CUfunction_attribute)11)
#define CUDACORE_CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT ((cudacore_CUfunction_attribute)12)
#define CUDACORE_CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH ((cudacore_CUfunction_attribute)13)
#define CUDACORE_CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED ((cudacore_CUfunction_attribute)14)
#define CUDACORE_CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE ((cudacore_CUfunction_attribute)15)
#define CUDACORE_CU_FUNC_ATTRIBUTE_MAX ((cudacore_CUfunction_attribute)16)
#if CUDACORE__HAVE_CUDA_H
typedef CUfunc_cache cudacore_CUfunc_cache;
#else
typedef enum cudacore__CUfunc_cache_enum {
    cudacore__CUfunc_cache_force_size = 0x7fffffff
} cudacore_CUfunc_cache;
#endif
#define CUDACORE_CU_FUNC_CACHE_PREFER_NONE ((cudacore_CUfunc_cache)0)
#define CUDACORE_CU_FUNC_CACHE_PREFER_SHARED ((cudacore_CUfunc_cache)1)
#define CUDACORE_CU_FUNC_CACHE_PREFER_L1 ((cudacore_CUfunc_cache)2)
#define CUDACORE_CU_FUNC_CACHE_PREFER_EQUAL ((cudacore_CUfunc_cache)3)
#if CUDACORE__HAVE_CUDA_H
typedef CUsharedconfig cudacore_CUsharedconfig;
#else
typedef enum cudacore__CUsharedconfig_enum {
    cudacore__CUsharedconfig_force_size = 0x7fffffff
} cudacore_CUsharedconfig;
#endif
#define CUDACORE_CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE ((cudacore_CUsharedconfig)0)
#define CUDACORE_CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE ((cudacore_CUsharedconfig)1)
#define CUDACORE_CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE ((cudacore_CUsharedconfig)2)
#if CUDACORE__HAVE_CUDA_H
typedef CUmemorytype cudacore_CUmemorytype;
#else
typedef enum cudacore__CUmemorytype_enum {
    cudacore__CUmemorytype_force_size = 0x7fffffff
} cudacore_CUmemorytype;
#endif
#define CUDACORE_CU_MEMORYTYPE_HOST ((cudacore_CUmemorytype)1)
#define CUDACORE_CU_MEMORYTYPE_DEVICE ((cudacore_CUmemorytype)2)
#define CUDACORE_CU_MEMORYTYPE_ARRAY ((cudacore_CUmemorytype)3)
#define CUDACORE_CU_MEMORYTYPE_UNIFIED ((cudacore_CUmemorytype)4)
#if CUDACORE__HAVE_CUDA_H
typedef CUmem_advise cudacore_CUmem_advise;
#else
typedef enum cudacore__CUmem_advise_enum {
    cudacore__CUmem_advise_force_size = 0x7fffffff
} cudacore_CUmem_advise;
#endif
#define CUDACORE_CU_MEM_ADVISE_SET_READ_MOSTLY ((cudacore_CUmem_advise)1)
#define CUDACORE_CU_MEM_ADVISE_UNSET_READ_MOSTLY ((cudacore_CUmem_advise)2)
#define CUDACORE_CU_MEM_ADVISE_SET_PREFERRED_LOCATION ((cudacore_CUmem_advise)3)
#define CUDACORE_CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION ((cudacore_CUmem_advise)4)
#define CUDACORE_CU_MEM_ADVISE_SET_ACCESSED_BY ((cudacore_CUmem_advise)5)
#define CUDACORE_CU_MEM_ADVISE_UNSET_ACCESSED_BY ((cudacore_CUmem_advise)6)
#if CUDACORE__HAVE_CUDA_H
typedef CUmem_range_attribute cudacore_CUmem_range_attribute;
#else
typedef enum cudacore__CUmem_range_attribute_enum {
    cudacore__CUmem_range_attribute_force_size = 0x7fffffff
} cudacore_CUmem_range_attribute;
#endif
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY ((cudacore_CUmem_range_attribute)1)
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION ((cudacore_CUmem_range_attribute)2)
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY ((cudacore_CUmem_range_attribute)3)
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION ((cudacore_CUmem_range_attribute)4)
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE ((cudacore_CUmem_range_attribute)5)
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID ((cudacore_CUmem_range_attribute)6)
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE ((cudacore_CUmem_range_attribute)7)
#define CUDACORE_CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID ((cudacore_CUmem_range_attribute)8)
#if CUDACORE__HAVE_CUDA_H
typedef CUjit_option cudacore_CUjit_option;
#else
typedef enum cudacore__CUjit_option_enum {
    cudacore__CUjit_option_force_size = 0x7fffffff
} cudacore_CUjit_option;
#endif
#define CUDACORE_CU_JIT_MAX_REGISTERS ((cudacore_CUjit_option)0)
#define CUDACORE_CU_JIT_THREADS_PER_BLOCK ((cudacore_CUjit_option)1)
#define CUDACORE_CU_JIT_WALL_TIME ((cudacore_CUjit_option)2)
#define CUDACORE_CU_JIT_INFO_LOG_BUFFER ((cudacore_CUjit_option)3)
#define CUDACORE_CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES ((cudacore_CUjit_option)4)
#define CUDACORE_CU_JIT_ERROR_LOG_BUFFER ((cudacore_CUjit_option)5)
#define CUDACORE_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES ((cudacore_CUjit_option)6)
#define CUDACORE_CU_JIT_OPTIMIZATION_LEVEL ((cudacore_CUjit_option)7)
#define CUDACORE_CU_JIT_TARGET_FROM_CUCONTEXT ((cudacore_CUjit_option)8)
#define CUDACORE_CU_JIT_TARGET ((cudacore_CUjit_option)9)
#define CUDACORE_CU_JIT_FALLBACK_STRATEGY ((cudacore_CUjit_option)10)
#define CUDACORE_CU_JIT_GENERATE_DEBUG_INFO ((cudacore_CUjit_option)11)
#define CUDACORE_CU_JIT_LOG_VERBOSE ((cudacore_CUjit_option)12)
#define CUDACORE_CU_JIT_GENERATE_LINE_INFO ((cudacore_CUjit_option)13)
#define CUDACORE_CU_JIT_CACHE_MODE ((cudacore_CUjit_option)14)
#define CUDACORE_CU_JIT_NEW_SM3X_OPT ((cudacore_CUjit_option)15)
#define CUDACORE_CU_JIT_FAST_COMPILE ((cudacore_CUjit_option)16)
#define CUDACORE_CU_JIT_GLOBAL_SYMBOL_NAMES ((cudacore_CUjit_option)17)
#define CUDACORE_CU_JIT_GLOBAL_SYMBOL_ADDRESSES ((cudacore_CUjit_option)18)
#define CUDACORE_CU_JIT_GLOBAL_SYMBOL_COUNT ((cudacore_CUjit_option)19)
#define CUDACORE_CU_JIT_LTO ((cudacore_CUjit_option)20)
#define CUDACORE_CU_JIT_FTZ ((cudacore_CUjit_option)21)
#define CUDACORE_CU_JIT_PREC_DIV ((cudacore_CUjit_option)22)
#define CUDACORE_CU_JIT_PREC_SQRT ((cudacore_CUjit_option)23)
#define CUDACORE_CU_JIT_FMA ((cudacore_CUjit_option)24)
#define CUDACORE_CU_JIT_REFERENCED_KERNEL_NAMES ((cudacore_CUjit_option)25)
#define CUDACORE_CU_JIT_REFERENCED_KERNEL_COUNT ((cudacore_CUjit_option)26)
#define CUDACORE_CU_JIT_REFERENCED_VARIABLE_NAMES ((cudacore_CUjit_option)27)
#define CUDACORE_CU_JIT_REFERENCED_VARIABLE_COUNT ((cudacore_CUjit_option)28)
#define CUDACORE_CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES ((cudacore_CUjit_option)29)
#define CUDACORE_CU_JIT_POSITION_INDEPENDENT_CODE ((cudacore_CUjit_option)30)
#define CUDACORE_CU_JIT_MIN_CTA_PER_SM ((cudacore_CUjit_option)31)
#define CUDACORE_CU_JIT_MAX_THREADS_PER_BLOCK ((cudacore_CUjit_option)32)
#define CUDACORE_CU_JIT_OVERRIDE_DIRECTIVE_VALUES ((cudacore_CUjit_option)33)
#define CUDACORE_CU_JIT_SPLIT_COMPILE ((cudacore_CUjit_option)34)
#define CUDACORE_CU_JIT_NUM_OPTIONS ((cudacore_CUjit_option)35)
#if CUDACORE__HAVE_CUDA_H
typedef CUjitInputType cudacore_CUjitInputType;
#else
typedef enum cudacore__CUjitInputType_enum {
    cudacore__CUjitInputType_force_size = 0x7fffffff
} cudacore_CUjitInputType;
#endif
#define CUDACORE_CU_JIT_INPUT_CUBIN ((cudacore_CUjitInputType)0)
#define CUDACORE_CU_JIT_INPUT_PTX ((cudacore_CUjitInputType)1)
#define CUDACORE_CU_JIT_INPUT_FATBINARY ((cudacore_CUjitInputType)2)
#define CUDACORE_CU_JIT_INPUT_OBJECT ((cudacore_CUjitInputType)3)
#define CUDACORE_CU_JIT_INPUT_LIBRARY ((cudacore_CUjitInputType)4)
#define CUDACORE_CU_JIT_INPUT_NVVM ((cudacore_CUjitInputType)5)
#define CUDACORE_CU_JIT_NUM_INPUT_TYPES ((cudacore_CUjitInputType)6)
struct CUlinkState_st;
typedef struct CUlinkState_st *cudacore_CUlinkState;
#if CUDACORE__HAVE_CUDA_H
typedef CUlimit cudacore_CUlimit;
#else
typedef enum cudacore__CUlimit_enum {
    cudacore__CUlimit_force_size = 0x7fffffff
} cudacore_CUlimit;
#endif
#define CUDACORE_CU_LIMIT_STACK_SIZE ((cudacore_CUlimit)0)
#define CUDACORE_CU_LIMIT_PRINTF_FIFO_SIZE ((cudacore_CUlimit)1)
#define CUDACORE_CU_LIMIT_MALLOC_HEAP_SIZE ((cudacore_CUlimit)2)
#define CUDACORE_CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH ((cudacore_CUlimit)3)
#define CUDACORE_CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT ((cudacore_CUlimit)4)
#define CUDACORE_CU_LIMIT_MAX_L2_FETCH_GRANULARITY ((cudacore_CUlimit)5)
#define CUDACORE_CU_LIMIT_PERSISTING_L2_CACHE_SIZE ((cudacore_CUlimit)6)
#define CUDACORE_CU_LIMIT_SHMEM_SIZE ((cudacore_CUlimit)7)
#define CUDACORE_CU_LIMIT_CIG_ENABLED ((cudacore_CUlimit)8)
#define CUDACORE_CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED ((cudacore_CUlimit)9)
#define CUDACORE_CU_LIMIT_MAX ((cudacore_CUlimit)10)
typedef void (CUDACORE__CUDAAPI *cudacore_CUhostFn)(void *userData);
#if CUDACORE__HAVE_CUDA_H
typedef CUaccessProperty cudacore_CUaccessProperty;
#else
typedef enum cudacore__CUaccessProperty_enum {
    cudacore__CUaccessProperty_force_size = 0x7fffffff
} cudacore_CUaccessProperty;
#endif
#define CUDACORE_CU_ACCESS_PROPERTY_NORMAL ((cudacore_CUaccessProperty)0)
#define CUDACORE_CU_ACCESS_PROPERTY_STREAMING ((cudacore_CUaccessProperty)1)
#define CUDACORE_CU_ACCESS_PROPERTY_PERSISTING ((cudacore_CUaccessProperty)2)
struct cudacore__CUaccessPolicyWindow_st {
    void *base_ptr;
    size_t num_bytes;
    float hitRatio;
    cudacore_CUaccessProperty hitProp;
    cudacore_CUaccessProperty missProp;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUaccessPolicyWindow_v1 cudacore_CUaccessPolicyWindow_v1;
#else
typedef struct cudacore__CUaccessPolicyWindow_st cudacore_CUaccessPolicyWindow_v1;
#endif
typedef cudacore_CUaccessPolicyWindow_v1 cudacore_CUaccessPolicyWindow;
struct cudacore__CUDA_KERNEL_NODE_PARAMS_st {
    cudacore_CUfunction func;
    unsigned int gridDimX;
    unsigned int gridDimY;
    unsigned int gridDimZ;
    unsigned int blockDimX;
    unsigned int blockDimY;
    unsigned int blockDimZ;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_KERNEL_NODE_PARAMS_v1 cudacore_CUDA_KERNEL_NODE_PARAMS_v1;
#else
typedef struct cudacore__CUDA_KERNEL_NODE_PARAMS_st cudacore_CUDA_KERNEL_NODE_PARAMS_v1;
#endif
struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st {
    cudacore_CUfunction func;
    unsigned int gridDimX;
    unsigned int gridDimY;
    unsigned int gridDimZ;
    unsigned int blockDimX;
    unsigned int blockDimY;
    unsigned int blockDimZ;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
    cudacore_CUkernel kern;
    cudacore_CUcontext ctx;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_KERNEL_NODE_PARAMS_v2 cudacore_CUDA_KERNEL_NODE_PARAMS_v2;
#else
typedef struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st cudacore_CUDA_KERNEL_NODE_PARAMS_v2;
#endif
struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st {
    cudacore_CUfunction func;
    unsigned int gridDimX;
    unsigned int gridDimY;
    unsigned int gridDimZ;
    unsigned int blockDimX;
    unsigned int blockDimY;
    unsigned int blockDimZ;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
    cudacore_CUkernel kern;
    cudacore_CUcontext ctx;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_KERNEL_NODE_PARAMS_v3 cudacore_CUDA_KERNEL_NODE_PARAMS_v3;
#else
typedef struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st cudacore_CUDA_KERNEL_NODE_PARAMS_v3;
#endif
struct cudacore__CUDA_MEMSET_NODE_PARAMS_st {
    cudacore_CUdeviceptr dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEMSET_NODE_PARAMS_v1 cudacore_CUDA_MEMSET_NODE_PARAMS_v1;
#else
typedef struct cudacore__CUDA_MEMSET_NODE_PARAMS_st cudacore_CUDA_MEMSET_NODE_PARAMS_v1;
#endif
struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st {
    cudacore_CUdeviceptr dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
    cudacore_CUcontext ctx;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEMSET_NODE_PARAMS_v2 cudacore_CUDA_MEMSET_NODE_PARAMS_v2;
#else
typedef struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st cudacore_CUDA_MEMSET_NODE_PARAMS_v2;
#endif
struct cudacore__CUDA_HOST_NODE_PARAMS_st {
    cudacore_CUhostFn fn;
    void *userData;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_HOST_NODE_PARAMS_v1 cudacore_CUDA_HOST_NODE_PARAMS_v1;
#else
typedef struct cudacore__CUDA_HOST_NODE_PARAMS_st cudacore_CUDA_HOST_NODE_PARAMS_v1;
#endif
struct cudacore__CUDA_HOST_NODE_PARAMS_v2_st {
    cudacore_CUhostFn fn;
    void *userData;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_HOST_NODE_PARAMS_v2 cudacore_CUDA_HOST_NODE_PARAMS_v2;
#else
typedef struct cudacore__CUDA_HOST_NODE_PARAMS_v2_st cudacore_CUDA_HOST_NODE_PARAMS_v2;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphConditionalNodeType cudacore_CUgraphConditionalNodeType;
#else
typedef enum cudacore__CUgraphConditionalNodeType_enum {
    cudacore__CUgraphConditionalNodeType_force_size = 0x7fffffff
} cudacore_CUgraphConditionalNodeType;
#endif
#define CUDACORE_CU_GRAPH_COND_TYPE_IF ((cudacore_CUgraphConditionalNodeType)0)
#define CUDACORE_CU_GRAPH_COND_TYPE_WHILE ((cudacore_CUgraphConditionalNodeType)1)
#define CUDACORE_CU_GRAPH_COND_TYPE_SWITCH ((cudacore_CUgraphConditionalNodeType)2)
struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS {
    cudacore_CUgraphConditionalHandle handle;
    cudacore_CUgraphConditionalNodeType type;
    unsigned int size;
    cudacore_CUgraph *phGraph_out;
    cudacore_CUcontext ctx;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_CONDITIONAL_NODE_PARAMS cudacore_CUDA_CONDITIONAL_NODE_PARAMS;
#else
typedef struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS cudacore_CUDA_CONDITIONAL_NODE_PARAMS;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphNodeType cudacore_CUgraphNodeType;
#else
typedef enum cudacore__CUgraphNodeType_enum {
    cudacore__CUgraphNodeType_force_size = 0x7fffffff
} cudacore_CUgraphNodeType;
#endif
#define CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL ((cudacore_CUgraphNodeType)0)
#define CUDACORE_CU_GRAPH_NODE_TYPE_MEMCPY ((cudacore_CUgraphNodeType)1)
#define CUDACORE_CU_GRAPH_NODE_TYPE_MEMSET ((cudacore_CUgraphNodeType)2)
#define CUDACORE_CU_GRAPH_NODE_TYPE_HOST ((cudacore_CUgraphNodeType)3)
#define CUDACORE_CU_GRAPH_NODE_TYPE_GRAPH ((cudacore_CUgraphNodeType)4)
#define CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY ((cudacore_CUgraphNodeType)5)
#define CUDACORE_CU_GRAPH_NODE_TYPE_WAIT_EVENT ((cudacore_CUgraphNodeType)6)
#define CUDACORE_CU_GRAPH_NODE_TYPE_EVENT_RECORD ((cudacore_CUgraphNodeType)7)
#define CUDACORE_CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL ((cudacore_CUgraphNodeType)8)
#define CUDACORE_CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT ((cudacore_CUgraphNodeType)9)
#define CUDACORE_CU_GRAPH_NODE_TYPE_MEM_ALLOC ((cudacore_CUgraphNodeType)10)
#define CUDACORE_CU_GRAPH_NODE_TYPE_MEM_FREE ((cudacore_CUgraphNodeType)11)
#define CUDACORE_CU_GRAPH_NODE_TYPE_BATCH_MEM_OP ((cudacore_CUgraphNodeType)12)
#define CUDACORE_CU_GRAPH_NODE_TYPE_CONDITIONAL ((cudacore_CUgraphNodeType)13)
struct cudacore__CUgraphEdgeData_st {
    unsigned char from_port;
    unsigned char to_port;
    unsigned char type;
    unsigned char reserved[5];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphEdgeData cudacore_CUgraphEdgeData;
#else
typedef struct cudacore__CUgraphEdgeData_st cudacore_CUgraphEdgeData;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphInstantiateResult cudacore_CUgraphInstantiateResult;
#else
typedef enum cudacore__CUgraphInstantiateResult_enum {
    cudacore__CUgraphInstantiateResult_force_size = 0x7fffffff
} cudacore_CUgraphInstantiateResult;
#endif
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_SUCCESS ((cudacore_CUgraphInstantiateResult)0)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_ERROR ((cudacore_CUgraphInstantiateResult)1)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE ((cudacore_CUgraphInstantiateResult)2)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED ((cudacore_CUgraphInstantiateResult)3)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED ((cudacore_CUgraphInstantiateResult)4)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED ((cudacore_CUgraphInstantiateResult)5)
struct cudacore__CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    cudacore_cuuint64_t flags;
    cudacore_CUstream hUploadStream;
    cudacore_CUgraphNode hErrNode_out;
    cudacore_CUgraphInstantiateResult result_out;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_GRAPH_INSTANTIATE_PARAMS cudacore_CUDA_GRAPH_INSTANTIATE_PARAMS;
#else
typedef struct cudacore__CUDA_GRAPH_INSTANTIATE_PARAMS_st cudacore_CUDA_GRAPH_INSTANTIATE_PARAMS;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUsynchronizationPolicy cudacore_CUsynchronizationPolicy;
#else
typedef enum cudacore__CUsynchronizationPolicy_enum {
    cudacore__CUsynchronizationPolicy_force_size = 0x7fffffff
} cudacore_CUsynchronizationPolicy;
#endif
#define CUDACORE_CU_SYNC_POLICY_AUTO ((cudacore_CUsynchronizationPolicy)1)
#define CUDACORE_CU_SYNC_POLICY_SPIN ((cudacore_CUsynchronizationPolicy)2)
#define CUDACORE_CU_SYNC_POLICY_YIELD ((cudacore_CUsynchronizationPolicy)3)
#define CUDACORE_CU_SYNC_POLICY_BLOCKING_SYNC ((cudacore_CUsynchronizationPolicy)4)
#if CUDACORE__HAVE_CUDA_H
typedef CUclusterSchedulingPolicy cudacore_CUclusterSchedulingPolicy;
#else
typedef enum cudacore__CUclusterSchedulingPolicy_enum {
    cudacore__CUclusterSchedulingPolicy_force_size = 0x7fffffff
} cudacore_CUclusterSchedulingPolicy;
#endif
#define CUDACORE_CU_CLUSTER_SCHEDULING_POLICY_DEFAULT ((cudacore_CUclusterSchedulingPolicy)0)
#define CUDACORE_CU_CLUSTER_SCHEDULING_POLICY_SPREAD ((cudacore_CUclusterSchedulingPolicy)1)
#define CUDACORE_CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING ((cudacore_CUclusterSchedulingPolicy)2)
#if CUDACORE__HAVE_CUDA_H
typedef CUlaunchMemSyncDomain cudacore_CUlaunchMemSyncDomain;
#else
typedef enum cudacore__CUlaunchMemSyncDomain_enum {
    cudacore__CUlaunchMemSyncDomain_force_size = 0x7fffffff
} cudacore_CUlaunchMemSyncDomain;
#endif
#define CUDACORE_CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT ((cudacore_CUlaunchMemSyncDomain)0)
#define CUDACORE_CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE ((cudacore_CUlaunchMemSyncDomain)1)
struct cudacore__CUlaunchMemSyncDomainMap_st {
    unsigned char default_;
    unsigned char remote;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUlaunchMemSyncDomainMap cudacore_CUlaunchMemSyncDomainMap;
#else
typedef struct cudacore__CUlaunchMemSyncDomainMap_st cudacore_CUlaunchMemSyncDomainMap;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUlaunchAttributeID cudacore_CUlaunchAttributeID;
#else
typedef enum cudacore__CUlaunchAttributeID_enum {
    cudacore__CUlaunchAttributeID_force_size = 0x7fffffff
} cudacore_CUlaunchAttributeID;
#endif
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_IGNORE ((cudacore_CUlaunchAttributeID)0)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW ((cudacore_CUlaunchAttributeID)1)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE ((cudacore_CUlaunchAttributeID)2)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY ((cudacore_CUlaunchAttributeID)3)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION ((cudacore_CUlaunchAttributeID)4)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE ((cudacore_CUlaunchAttributeID)5)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION ((cudacore_CUlaunchAttributeID)6)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT ((cudacore_CUlaunchAttributeID)7)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY ((cudacore_CUlaunchAttributeID)8)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP ((cudacore_CUlaunchAttributeID)9)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN ((cudacore_CUlaunchAttributeID)10)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION ((cudacore_CUlaunchAttributeID)11)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT ((cudacore_CUlaunchAttributeID)12)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE ((cudacore_CUlaunchAttributeID)13)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT ((cudacore_CUlaunchAttributeID)14)
#define CUDACORE_CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING ((cudacore_CUlaunchAttributeID)16)
union cudacore__CUlaunchAttributeValue_union {
    char pad[64];
    cudacore_CUaccessPolicyWindow accessPolicyWindow;
    int cooperative;
    cudacore_CUsynchronizationPolicy syncPolicy;
    struct {
        unsigned int x;
        unsigned int y;
        unsigned int z;
    } clusterDim;
    cudacore_CUclusterSchedulingPolicy clusterSchedulingPolicyPreference;
    int programmaticStreamSerializationAllowed;
    struct {
        cudacore_CUevent event;
        int flags;
        int triggerAtBlockStart;
    } programmaticEvent;
    struct {
        cudacore_CUevent event;
        int flags;
    } launchCompletionEvent;
    int priority;
    cudacore_CUlaunchMemSyncDomainMap memSyncDomainMap;
    cudacore_CUlaunchMemSyncDomain memSyncDomain;
    struct {
        unsigned int x;
        unsigned int y;
        unsigned int z;
    } preferredClusterDim;
    struct {
        int deviceUpdatable;
        cudacore_CUgraphDeviceNode devNode;
    } deviceUpdatableKernelNode;
    unsigned int sharedMemCarveout;
    unsigned int nvlinkUtilCentricScheduling;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUlaunchAttributeValue cudacore_CUlaunchAttributeValue;
#else
typedef union cudacore__CUlaunchAttributeValue_union cudacore_CUlaunchAttributeValue;
#endif
struct cudacore__CUlaunchAttribute_st {
    cudacore_CUlaunchAttributeID id;
    char pad[4];
    cudacore_CUlaunchAttributeValue value;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUlaunchAttribute cudacore_CUlaunchAttribute;
#else
typedef struct cudacore__CUlaunchAttribute_st cudacore_CUlaunchAttribute;
#endif
struct cudacore__CUlaunchConfig_st {
    unsigned int gridDimX;
    unsigned int gridDimY;
    unsigned int gridDimZ;
    unsigned int blockDimX;
    unsigned int blockDimY;
    unsigned int blockDimZ;
    unsigned int sharedMemBytes;
    cudacore_CUstream hStream;
    cudacore_CUlaunchAttribute *attrs;
    unsigned int numAttrs;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUlaunchConfig cudacore_CUlaunchConfig;
#else
typedef struct cudacore__CUlaunchConfig_st cudacore_CUlaunchConfig;
#endif
typedef cudacore_CUlaunchAttributeID cudacore_CUkernelNodeAttrID;
typedef cudacore_CUlaunchAttributeValue cudacore_CUkernelNodeAttrValue_v1;
#if CUDACORE__HAVE_CUDA_H
typedef CUstreamCaptureStatus cudacore_CUstreamCaptureStatus;
#else
typedef enum cudacore__CUstreamCaptureStatus_enum {
    cudacore__CUstreamCaptureStatus_force_size = 0x7fffffff
} cudacore_CUstreamCaptureStatus;
#endif
#define CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE ((cudacore_CUstreamCaptureStatus)0)
#define CUDACORE_CU_STREAM_CAPTURE_STATUS_ACTIVE ((cudacore_CUstreamCaptureStatus)1)
#define CUDACORE_CU_STREAM_CAPTURE_STATUS_INVALIDATED ((cudacore_CUstreamCaptureStatus)2)
#if CUDACORE__HAVE_CUDA_H
typedef CUstreamCaptureMode cudacore_CUstreamCaptureMode;
#else
typedef enum cudacore__CUstreamCaptureMode_enum {
    cudacore__CUstreamCaptureMode_force_size = 0x7fffffff
} cudacore_CUstreamCaptureMode;
#endif
#define CUDACORE_CU_STREAM_CAPTURE_MODE_GLOBAL ((cudacore_CUstreamCaptureMode)0)
#define CUDACORE_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL ((cudacore_CUstreamCaptureMode)1)
#define CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED ((cudacore_CUstreamCaptureMode)2)
#if CUDACORE__HAVE_CUDA_H
typedef CUlibraryOption cudacore_CUlibraryOption;
#else
typedef enum cudacore__CUlibraryOption_enum {
    cudacore__CUlibraryOption_force_size = 0x7fffffff
} cudacore_CUlibraryOption;
#endif
#define CUDACORE_CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE ((cudacore_CUlibraryOption)0)
#define CUDACORE_CU_LIBRARY_BINARY_IS_PRESERVED ((cudacore_CUlibraryOption)1)
#define CUDACORE_CU_LIBRARY_NUM_OPTIONS ((cudacore_CUlibraryOption)2)
#if CUDACORE__HAVE_CUDA_H
typedef CUresult cudacore_CUresult;
#else
typedef enum cudacore__CUresult_enum {
    cudacore__CUresult_force_size = 0x7fffffff
} cudacore_CUresult;
#endif
#define CUDACORE_CUDA_SUCCESS ((cudacore_CUresult)0)
#define CUDACORE_CUDA_ERROR_INVALID_VALUE ((cudacore_CUresult)1)
#define CUDACORE_CUDA_ERROR_OUT_OF_MEMORY ((cudacore_CUresult)2)
#define CUDACORE_CUDA_ERROR_NOT_INITIALIZED ((cudacore_CUresult)3)
#define CUDACORE_CUDA_ERROR_DEINITIALIZED ((cudacore_CUresult)4)
#define CUDACORE_CUDA_ERROR_PROFILER_DISABLED ((cudacore_CUresult)5)
#define CUDACORE_CUDA_ERROR_PROFILER_NOT_INITIALIZED ((cudacore_CUresult)6)
#define CUDACORE_CUDA_ERROR_PROFILER_ALREADY_STARTED ((cudacore_CUresult)7)
#define CUDACORE_CUDA_ERROR_PROFILER_ALREADY_STOPPED ((cudacore_CUresult)8)
#define CUDACORE_CUDA_ERROR_STUB_LIBRARY ((cudacore_CUresult)34)
#define CUDACORE_CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER ((cudacore_CUresult)36)
#define CUDACORE_CUDA_ERROR_DEVICE_UNAVAILABLE ((cudacore_CUresult)46)
#define CUDACORE_CUDA_ERROR_NO_DEVICE ((cudacore_CUresult)100)
#define CUDACORE_CUDA_ERROR_INVALID_DEVICE ((cudacore_CUresult)101)
#define CUDACORE_CUDA_ERROR_DEVICE_NOT_LICENSED ((cudacore_CUresult)102)
#define CUDACORE_CUDA_ERROR_INVALID_IMAGE ((cudacore_CUresult)200)
#define CUDACORE_CUDA_ERROR_INVALID_CONTEXT ((cudacore_CUresult)201)
#define CUDACORE_CUDA_ERROR_CONTEXT_ALREADY_CURRENT ((cudacore_CUresult)202)
#define CUDACORE_CUDA_ERROR_MAP_FAILED ((cudacore_CUresult)205)
#define CUDACORE_CUDA_ERROR_UNMAP_FAILED ((cudacore_CUresult)206)
#define CUDACORE_CUDA_ERROR_ARRAY_IS_MAPPED ((cudacore_CUresult)207)
#define CUDACORE_CUDA_ERROR_ALREADY_MAPPED ((cudacore_CUresult)208)
#define CUDACORE_CUDA_ERROR_NO_BINARY_FOR_GPU ((cudacore_CUresult)209)
#define CUDACORE_CUDA_ERROR_ALREADY_ACQUIRED ((cudacore_CUresult)210)
#define CUDACORE_CUDA_ERROR_NOT_MAPPED ((cudacore_CUresult)211)
#define CUDACORE_CUDA_ERROR_NOT_MAPPED_AS_ARRAY ((cudacore_CUresult)212)
#define CUDACORE_CUDA_ERROR_NOT_MAPPED_AS_POINTER ((cudacore_CUresult)213)
#define CUDACORE_CUDA_ERROR_ECC_UNCORRECTABLE ((cudacore_CUresult)214)
#define CUDACORE_CUDA_ERROR_UNSUPPORTED_LIMIT ((cudacore_CUresult)215)
#define CUDACORE_CUDA_ERROR_CONTEXT_ALREADY_IN_USE ((cudacore_CUresult)216)
#define CUDACORE_CUDA_ERROR_PEER_ACCESS_UNSUPPORTED ((cudacore_CUresult)217)
#define CUDACORE_CUDA_ERROR_INVALID_PTX ((cudacore_CUresult)218)
#define CUDACORE_CUDA_ERROR_INVALID_GRAPHICS_CONTEXT ((cudacore_CUresult)219)
#define CUDACORE_CUDA_ERROR_NVLINK_UNCORRECTABLE ((cudacore_CUresult)220)
#define CUDACORE_CUDA_ERROR_JIT_COMPILER_NOT_FOUND ((cudacore_CUresult)221)
#define CUDACORE_CUDA_ERROR_UNSUPPORTED_PTX_VERSION ((cudacore_CUresult)222)
#define CUDACORE_CUDA_ERROR_JIT_COMPILATION_DISABLED ((cudacore_CUresult)223)
#define CUDACORE_CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY ((cudacore_CUresult)224)
#define CUDACORE_CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC ((cudacore_CUresult)225)
#define CUDACORE_CUDA_ERROR_CONTAINED ((cudacore_CUresult)226)
#define CUDACORE_CUDA_ERROR_INVALID_SOURCE ((cudacore_CUresult)300)
#define CUDACORE_CUDA_ERROR_FILE_NOT_FOUND ((cudacore_CUresult)301)
#define CUDACORE_CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND ((cudacore_CUresult)302)
#define CUDACORE_CUDA_ERROR_SHARED_OBJECT_INIT_FAILED ((cudacore_CUresult)303)
#define CUDACORE_CUDA_ERROR_OPERATING_SYSTEM ((cudacore_CUresult)304)
#define CUDACORE_CUDA_ERROR_INVALID_HANDLE ((cudacore_CUresult)400)
#define CUDACORE_CUDA_ERROR_ILLEGAL_STATE ((cudacore_CUresult)401)
#define CUDACORE_CUDA_ERROR_LOSSY_QUERY ((cudacore_CUresult)402)
#define CUDACORE_CUDA_ERROR_NOT_FOUND ((cudacore_CUresult)500)
#define CUDACORE_CUDA_ERROR_NOT_READY ((cudacore_CUresult)600)
#define CUDACORE_CUDA_ERROR_ILLEGAL_ADDRESS ((cudacore_CUresult)700)
#define CUDACORE_CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES ((cudacore_CUresult)701)
#define CUDACORE_CUDA_ERROR_LAUNCH_TIMEOUT ((cudacore_CUresult)702)
#define CUDACORE_CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING ((cudacore_CUresult)703)
#define CUDACORE_CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED ((cudacore_CUresult)704)
#define CUDACORE_CUDA_ERROR_PEER_ACCESS_NOT_ENABLED ((cudacore_CUresult)705)
#define CUDACORE_CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE ((cudacore_CUresult)708)
#define CUDACORE_CUDA_ERROR_CONTEXT_IS_DESTROYED ((cudacore_CUresult)709)
#define CUDACORE_CUDA_ERROR_ASSERT ((cudacore_CUresult)710)
#define CUDACORE_CUDA_ERROR_TOO_MANY_PEERS ((cudacore_CUresult)711)
#define CUDACORE_CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED ((cudacore_CUresult)712)
#define CUDACORE_CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED ((cudacore_CUresult)713)
#define CUDACORE_CUDA_ERROR_HARDWARE_STACK_ERROR ((cudacore_CUresult)714)
#define CUDACORE_CUDA_ERROR_ILLEGAL_INSTRUCTION ((cudacore_CUresult)715)
#define CUDACORE_CUDA_ERROR_MISALIGNED_ADDRESS ((cudacore_CUresult)716)
#define CUDACORE_CUDA_ERROR_INVALID_ADDRESS_SPACE ((cudacore_CUresult)717)
#define CUDACORE_CUDA_ERROR_INVALID_PC ((cudacore_CUresult)718)
#define CUDACORE_CUDA_ERROR_LAUNCH_FAILED ((cudacore_CUresult)719)
#define CUDACORE_CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE ((cudacore_CUresult)720)
#define CUDACORE_CUDA_ERROR_TENSOR_MEMORY_LEAK ((cudacore_CUresult)721)
#define CUDACORE_CUDA_ERROR_NOT_PERMITTED ((cudacore_CUresult)800)
#define CUDACORE_CUDA_ERROR_NOT_SUPPORTED ((cudacore_CUresult)801)
#define CUDACORE_CUDA_ERROR_SYSTEM_NOT_READY ((cudacore_CUresult)802)
#define CUDACORE_CUDA_ERROR_SYSTEM_DRIVER_MISMATCH ((cudacore_CUresult)803)
#define CUDACORE_CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE ((cudacore_CUresult)804)
#define CUDACORE_CUDA_ERROR_MPS_CONNECTION_FAILED ((cudacore_CUresult)805)
#define CUDACORE_CUDA_ERROR_MPS_RPC_FAILURE ((cudacore_CUresult)806)
#define CUDACORE_CUDA_ERROR_MPS_SERVER_NOT_READY ((cudacore_CUresult)807)
#define CUDACORE_CUDA_ERROR_MPS_MAX_CLIENTS_REACHED ((cudacore_CUresult)808)
#define CUDACORE_CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED ((cudacore_CUresult)809)
#define CUDACORE_CUDA_ERROR_MPS_CLIENT_TERMINATED ((cudacore_CUresult)810)
#define CUDACORE_CUDA_ERROR_CDP_NOT_SUPPORTED ((cudacore_CUresult)811)
#define CUDACORE_CUDA_ERROR_CDP_VERSION_MISMATCH ((cudacore_CUresult)812)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED ((cudacore_CUresult)900)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_INVALIDATED ((cudacore_CUresult)901)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_MERGE ((cudacore_CUresult)902)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_UNMATCHED ((cudacore_CUresult)903)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_UNJOINED ((cudacore_CUresult)904)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_ISOLATION ((cudacore_CUresult)905)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_IMPLICIT ((cudacore_CUresult)906)
#define CUDACORE_CUDA_ERROR_CAPTURED_EVENT ((cudacore_CUresult)907)
#define CUDACORE_CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD ((cudacore_CUresult)908)
#define CUDACORE_CUDA_ERROR_TIMEOUT ((cudacore_CUresult)909)
#define CUDACORE_CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE ((cudacore_CUresult)910)
#define CUDACORE_CUDA_ERROR_EXTERNAL_DEVICE ((cudacore_CUresult)911)
#define CUDACORE_CUDA_ERROR_INVALID_CLUSTER_SIZE ((cudacore_CUresult)912)
#define CUDACORE_CUDA_ERROR_FUNCTION_NOT_LOADED ((cudacore_CUresult)913)
#define CUDACORE_CUDA_ERROR_INVALID_RESOURCE_TYPE ((cudacore_CUresult)914)
#define CUDACORE_CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION ((cudacore_CUresult)915)
#define CUDACORE_CUDA_ERROR_KEY_ROTATION ((cudacore_CUresult)916)
#define CUDACORE_CUDA_ERROR_UNKNOWN ((cudacore_CUresult)999)
typedef void (CUDACORE__CUDAAPI *cudacore_CUstreamCallback)(cudacore_CUstream hStream, cudacore_CUresult status, void *userData);
typedef size_t (CUDACORE__CUDAAPI *cudacore_CUoccupancyB2DSize)(int blockSize);
struct cudacore__CUDA_MEMCPY2D_st {
    size_t srcXInBytes;
    size_t srcY;
    cudacore_CUmemorytype srcMemoryType;
    const void *srcHost;
    cudacore_CUdeviceptr srcDevice;
    cudacore_CUarray srcArray;
    size_t srcPitch;
    size_t dstXInBytes;
    size_t dstY;
    cudacore_CUmemorytype dstMemoryType;
    void *dstHost;
    cudacore_CUdeviceptr dstDevice;
    cudacore_CUarray dstArray;
    size_t dstPitch;
    size_t WidthInBytes;
    size_t Height;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEMCPY2D_v2 cudacore_CUDA_MEMCPY2D_v2;
#else
typedef struct cudacore__CUDA_MEMCPY2D_st cudacore_CUDA_MEMCPY2D_v2;
#endif
struct cudacore__CUDA_MEMCPY3D_st {
    size_t srcXInBytes;
    size_t srcY;
    size_t srcZ;
    size_t srcLOD;
    cudacore_CUmemorytype srcMemoryType;
    const void *srcHost;
    cudacore_CUdeviceptr srcDevice;
    cudacore_CUarray srcArray;
    void *reserved0;
    size_t srcPitch;
    size_t srcHeight;
    size_t dstXInBytes;
    size_t dstY;
    size_t dstZ;
    size_t dstLOD;
    cudacore_CUmemorytype dstMemoryType;
    void *dstHost;
    cudacore_CUdeviceptr dstDevice;
    cudacore_CUarray dstArray;
    void *reserved1;
    size_t dstPitch;
    size_t dstHeight;
    size_t WidthInBytes;
    size_t Height;
    size_t Depth;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEMCPY3D_v2 cudacore_CUDA_MEMCPY3D_v2;
#else
typedef struct cudacore__CUDA_MEMCPY3D_st cudacore_CUDA_MEMCPY3D_v2;
#endif
typedef cudacore_CUDA_MEMCPY3D_v2 cudacore_CUDA_MEMCPY3D;
struct cudacore__CUDA_MEMCPY_NODE_PARAMS_st {
    int flags;
    int reserved;
    cudacore_CUcontext copyCtx;
    cudacore_CUDA_MEMCPY3D copyParams;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEMCPY_NODE_PARAMS cudacore_CUDA_MEMCPY_NODE_PARAMS;
#else
typedef struct cudacore__CUDA_MEMCPY_NODE_PARAMS_st cudacore_CUDA_MEMCPY_NODE_PARAMS;
#endif
struct cudacore__CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st {
    struct {
        struct {
            unsigned long long value;
        } fence;
        union {
            void *fence;
            unsigned long long reserved;
        } nvSciSync;
        struct {
            unsigned long long key;
        } keyedMutex;
        unsigned int reserved[12];
    } params;
    unsigned int flags;
    unsigned int reserved[16];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1;
#else
typedef struct cudacore__CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1;
#endif
typedef cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS;
struct cudacore__CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st {
    struct {
        struct {
            unsigned long long value;
        } fence;
        union {
            void *fence;
            unsigned long long reserved;
        } nvSciSync;
        struct {
            unsigned long long key;
            unsigned int timeoutMs;
        } keyedMutex;
        unsigned int reserved[10];
    } params;
    unsigned int flags;
    unsigned int reserved[16];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1;
#else
typedef struct cudacore__CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1;
#endif
typedef cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS;
struct cudacore__CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
    cudacore_CUexternalSemaphore *extSemArray;
    const cudacore_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray;
    unsigned int numExtSems;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 cudacore_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2;
#else
typedef struct cudacore__CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st cudacore_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2;
#endif
struct cudacore__CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
    cudacore_CUexternalSemaphore *extSemArray;
    const cudacore_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray;
    unsigned int numExtSems;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 cudacore_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2;
#else
typedef struct cudacore__CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st cudacore_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2;
#endif
typedef unsigned long long cudacore_CUmemGenericAllocationHandle_v1;
#if CUDACORE__HAVE_CUDA_H
typedef CUmemAllocationHandleType cudacore_CUmemAllocationHandleType;
#else
typedef enum cudacore__CUmemAllocationHandleType_enum {
    cudacore__CUmemAllocationHandleType_force_size = 0x7fffffff
} cudacore_CUmemAllocationHandleType;
#endif
#define CUDACORE_CU_MEM_HANDLE_TYPE_NONE ((cudacore_CUmemAllocationHandleType)0)
#define CUDACORE_CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR ((cudacore_CUmemAllocationHandleType)1)
#define CUDACORE_CU_MEM_HANDLE_TYPE_WIN32 ((cudacore_CUmemAllocationHandleType)2)
#define CUDACORE_CU_MEM_HANDLE_TYPE_WIN32_KMT ((cudacore_CUmemAllocationHandleType)4)
#define CUDACORE_CU_MEM_HANDLE_TYPE_FABRIC ((cudacore_CUmemAllocationHandleType)8)
#define CUDACORE_CU_MEM_HANDLE_TYPE_MAX ((cudacore_CUmemAllocationHandleType)2147483647)
#if CUDACORE__HAVE_CUDA_H
typedef CUmemAccess_flags cudacore_CUmemAccess_flags;
#else
typedef enum cudacore__CUmemAccess_flags_enum {
    cudacore__CUmemAccess_flags_force_size = 0x7fffffff
} cudacore_CUmemAccess_flags;
#endif
#define CUDACORE_CU_MEM_ACCESS_FLAGS_PROT_NONE ((cudacore_CUmemAccess_flags)0)
#define CUDACORE_CU_MEM_ACCESS_FLAGS_PROT_READ ((cudacore_CUmemAccess_flags)1)
#define CUDACORE_CU_MEM_ACCESS_FLAGS_PROT_READWRITE ((cudacore_CUmemAccess_flags)3)
#define CUDACORE_CU_MEM_ACCESS_FLAGS_PROT_MAX ((cudacore_CUmemAccess_flags)2147483647)
#if CUDACORE__HAVE_CUDA_H
typedef CUmemLocationType cudacore_CUmemLocationType;
#else
typedef enum cudacore__CUmemLocationType_enum {
    cudacore__CUmemLocationType_force_size = 0x7fffffff
} cudacore_CUmemLocationType;
#endif
#define CUDACORE_CU_MEM_LOCATION_TYPE_INVALID ((cudacore_CUmemLocationType)0)
#define CUDACORE_CU_MEM_LOCATION_TYPE_NONE ((cudacore_CUmemLocationType)0)
#define CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE ((cudacore_CUmemLocationType)1)
#define CUDACORE_CU_MEM_LOCATION_TYPE_HOST ((cudacore_CUmemLocationType)2)
#define CUDACORE_CU_MEM_LOCATION_TYPE_HOST_NUMA ((cudacore_CUmemLocationType)3)
#define CUDACORE_CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT ((cudacore_CUmemLocationType)4)
#define CUDACORE_CU_MEM_LOCATION_TYPE_MAX ((cudacore_CUmemLocationType)2147483647)
#if CUDACORE__HAVE_CUDA_H
typedef CUmemAllocationType cudacore_CUmemAllocationType;
#else
typedef enum cudacore__CUmemAllocationType_enum {
    cudacore__CUmemAllocationType_force_size = 0x7fffffff
} cudacore_CUmemAllocationType;
#endif
#define CUDACORE_CU_MEM_ALLOCATION_TYPE_INVALID ((cudacore_CUmemAllocationType)0)
#define CUDACORE_CU_MEM_ALLOCATION_TYPE_PINNED ((cudacore_CUmemAllocationType)1)
#define CUDACORE_CU_MEM_ALLOCATION_TYPE_MANAGED ((cudacore_CUmemAllocationType)2)
#define CUDACORE_CU_MEM_ALLOCATION_TYPE_MAX ((cudacore_CUmemAllocationType)2147483647)
#if CUDACORE__HAVE_CUDA_H
typedef CUmemAllocationGranularity_flags cudacore_CUmemAllocationGranularity_flags;
#else
typedef enum cudacore__CUmemAllocationGranularity_flags_enum {
    cudacore__CUmemAllocationGranularity_flags_force_size = 0x7fffffff
} cudacore_CUmemAllocationGranularity_flags;
#endif
#define CUDACORE_CU_MEM_ALLOC_GRANULARITY_MINIMUM ((cudacore_CUmemAllocationGranularity_flags)0)
#define CUDACORE_CU_MEM_ALLOC_GRANULARITY_RECOMMENDED ((cudacore_CUmemAllocationGranularity_flags)1)
struct cudacore__CUmemLocation_st {
    cudacore_CUmemLocationType type;
    int id;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUmemLocation_v1 cudacore_CUmemLocation_v1;
#else
typedef struct cudacore__CUmemLocation_st cudacore_CUmemLocation_v1;
#endif
typedef cudacore_CUmemLocation_v1 cudacore_CUmemLocation;
struct cudacore__CUmemAllocationProp_st {
    cudacore_CUmemAllocationType type;
    cudacore_CUmemAllocationHandleType requestedHandleTypes;
    cudacore_CUmemLocation location;
    void *win32HandleMetaData;
    struct {
        unsigned char compressionType;
        unsigned char gpuDirectRDMACapable;
        unsigned short usage;
        unsigned char reserved[4];
    } allocFlags;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUmemAllocationProp_v1 cudacore_CUmemAllocationProp_v1;
#else
typedef struct cudacore__CUmemAllocationProp_st cudacore_CUmemAllocationProp_v1;
#endif
struct cudacore__CUmemAccessDesc_st {
    cudacore_CUmemLocation location;
    cudacore_CUmemAccess_flags flags;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUmemAccessDesc_v1 cudacore_CUmemAccessDesc_v1;
#else
typedef struct cudacore__CUmemAccessDesc_st cudacore_CUmemAccessDesc_v1;
#endif
typedef cudacore_CUmemAccessDesc_v1 cudacore_CUmemAccessDesc;
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphExecUpdateResult cudacore_CUgraphExecUpdateResult;
#else
typedef enum cudacore__CUgraphExecUpdateResult_enum {
    cudacore__CUgraphExecUpdateResult_force_size = 0x7fffffff
} cudacore_CUgraphExecUpdateResult;
#endif
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_SUCCESS ((cudacore_CUgraphExecUpdateResult)0)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR ((cudacore_CUgraphExecUpdateResult)1)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED ((cudacore_CUgraphExecUpdateResult)2)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED ((cudacore_CUgraphExecUpdateResult)3)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED ((cudacore_CUgraphExecUpdateResult)4)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED ((cudacore_CUgraphExecUpdateResult)5)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED ((cudacore_CUgraphExecUpdateResult)6)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE ((cudacore_CUgraphExecUpdateResult)7)
#define CUDACORE_CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED ((cudacore_CUgraphExecUpdateResult)8)
struct cudacore__CUgraphExecUpdateResultInfo_st {
    cudacore_CUgraphExecUpdateResult result;
    cudacore_CUgraphNode errorNode;
    cudacore_CUgraphNode errorFromNode;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphExecUpdateResultInfo_v1 cudacore_CUgraphExecUpdateResultInfo_v1;
#else
typedef struct cudacore__CUgraphExecUpdateResultInfo_st cudacore_CUgraphExecUpdateResultInfo_v1;
#endif
typedef cudacore_CUgraphExecUpdateResultInfo_v1 cudacore_CUgraphExecUpdateResultInfo;
#if CUDACORE__HAVE_CUDA_H
typedef CUmemPool_attribute cudacore_CUmemPool_attribute;
#else
typedef enum cudacore__CUmemPool_attribute_enum {
    cudacore__CUmemPool_attribute_force_size = 0x7fffffff
} cudacore_CUmemPool_attribute;
#endif
#define CUDACORE_CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES ((cudacore_CUmemPool_attribute)1)
#define CUDACORE_CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC ((cudacore_CUmemPool_attribute)2)
#define CUDACORE_CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES ((cudacore_CUmemPool_attribute)3)
#define CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD ((cudacore_CUmemPool_attribute)4)
#define CUDACORE_CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT ((cudacore_CUmemPool_attribute)5)
#define CUDACORE_CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH ((cudacore_CUmemPool_attribute)6)
#define CUDACORE_CU_MEMPOOL_ATTR_USED_MEM_CURRENT ((cudacore_CUmemPool_attribute)7)
#define CUDACORE_CU_MEMPOOL_ATTR_USED_MEM_HIGH ((cudacore_CUmemPool_attribute)8)
struct cudacore__CUmemPoolProps_st {
    cudacore_CUmemAllocationType allocType;
    cudacore_CUmemAllocationHandleType handleTypes;
    cudacore_CUmemLocation location;
    void *win32SecurityAttributes;
    size_t maxSize;
    unsigned short usage;
    unsigned char reserved[54];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUmemPoolProps_v1 cudacore_CUmemPoolProps_v1;
#else
typedef struct cudacore__CUmemPoolProps_st cudacore_CUmemPoolProps_v1;
#endif
typedef cudacore_CUmemPoolProps_v1 cudacore_CUmemPoolProps;
struct cudacore__CUmemPoolPtrExportData_st {
    unsigned char reserved[64];
};
#if CUDACORE__HAVE_CUDA_H
typedef CUmemPoolPtrExportData_v1 cudacore_CUmemPoolPtrExportData_v1;
#else
typedef struct cudacore__CUmemPoolPtrExportData_st cudacore_CUmemPoolPtrExportData_v1;
#endif
struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st {
    cudacore_CUmemPoolProps poolProps;
    const cudacore_CUmemAccessDesc *accessDescs;
    size_t accessDescCount;
    size_t bytesize;
    cudacore_CUdeviceptr dptr;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEM_ALLOC_NODE_PARAMS_v1 cudacore_CUDA_MEM_ALLOC_NODE_PARAMS_v1;
#else
typedef struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st cudacore_CUDA_MEM_ALLOC_NODE_PARAMS_v1;
#endif
typedef cudacore_CUDA_MEM_ALLOC_NODE_PARAMS_v1 cudacore_CUDA_MEM_ALLOC_NODE_PARAMS;
struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st {
    cudacore_CUmemPoolProps poolProps;
    const cudacore_CUmemAccessDesc *accessDescs;
    size_t accessDescCount;
    size_t bytesize;
    cudacore_CUdeviceptr dptr;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEM_ALLOC_NODE_PARAMS_v2 cudacore_CUDA_MEM_ALLOC_NODE_PARAMS_v2;
#else
typedef struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st cudacore_CUDA_MEM_ALLOC_NODE_PARAMS_v2;
#endif
struct cudacore__CUDA_MEM_FREE_NODE_PARAMS_st {
    cudacore_CUdeviceptr dptr;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_MEM_FREE_NODE_PARAMS cudacore_CUDA_MEM_FREE_NODE_PARAMS;
#else
typedef struct cudacore__CUDA_MEM_FREE_NODE_PARAMS_st cudacore_CUDA_MEM_FREE_NODE_PARAMS;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphMem_attribute cudacore_CUgraphMem_attribute;
#else
typedef enum cudacore__CUgraphMem_attribute_enum {
    cudacore__CUgraphMem_attribute_force_size = 0x7fffffff
} cudacore_CUgraphMem_attribute;
#endif
#define CUDACORE_CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT ((cudacore_CUgraphMem_attribute)0)
#define CUDACORE_CU_GRAPH_MEM_ATTR_USED_MEM_HIGH ((cudacore_CUgraphMem_attribute)1)
#define CUDACORE_CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT ((cudacore_CUgraphMem_attribute)2)
#define CUDACORE_CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH ((cudacore_CUgraphMem_attribute)3)
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphChildGraphNodeOwnership cudacore_CUgraphChildGraphNodeOwnership;
#else
typedef enum cudacore__CUgraphChildGraphNodeOwnership_enum {
    cudacore__CUgraphChildGraphNodeOwnership_force_size = 0x7fffffff
} cudacore_CUgraphChildGraphNodeOwnership;
#endif
#define CUDACORE_CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE ((cudacore_CUgraphChildGraphNodeOwnership)0)
#define CUDACORE_CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE ((cudacore_CUgraphChildGraphNodeOwnership)1)
struct cudacore__CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    cudacore_CUgraph graph;
    cudacore_CUgraphChildGraphNodeOwnership ownership;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_CHILD_GRAPH_NODE_PARAMS cudacore_CUDA_CHILD_GRAPH_NODE_PARAMS;
#else
typedef struct cudacore__CUDA_CHILD_GRAPH_NODE_PARAMS_st cudacore_CUDA_CHILD_GRAPH_NODE_PARAMS;
#endif
struct cudacore__CUDA_EVENT_RECORD_NODE_PARAMS_st {
    cudacore_CUevent event;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_EVENT_RECORD_NODE_PARAMS cudacore_CUDA_EVENT_RECORD_NODE_PARAMS;
#else
typedef struct cudacore__CUDA_EVENT_RECORD_NODE_PARAMS_st cudacore_CUDA_EVENT_RECORD_NODE_PARAMS;
#endif
struct cudacore__CUDA_EVENT_WAIT_NODE_PARAMS_st {
    cudacore_CUevent event;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUDA_EVENT_WAIT_NODE_PARAMS cudacore_CUDA_EVENT_WAIT_NODE_PARAMS;
#else
typedef struct cudacore__CUDA_EVENT_WAIT_NODE_PARAMS_st cudacore_CUDA_EVENT_WAIT_NODE_PARAMS;
#endif
struct cudacore__CUgraphNodeParams_st {
    cudacore_CUgraphNodeType type;
    int reserved0[3];
    CUDACORE__EXTENSION union {
        long long reserved1[29];
        cudacore_CUDA_KERNEL_NODE_PARAMS_v3 kernel;
        cudacore_CUDA_MEMCPY_NODE_PARAMS memcpy;
        cudacore_CUDA_MEMSET_NODE_PARAMS_v2 memset;
        cudacore_CUDA_HOST_NODE_PARAMS_v2 host;
        cudacore_CUDA_CHILD_GRAPH_NODE_PARAMS graph;
        cudacore_CUDA_EVENT_WAIT_NODE_PARAMS eventWait;
        cudacore_CUDA_EVENT_RECORD_NODE_PARAMS eventRecord;
        cudacore_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 extSemSignal;
        cudacore_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 extSemWait;
        cudacore_CUDA_MEM_ALLOC_NODE_PARAMS_v2 alloc;
        cudacore_CUDA_MEM_FREE_NODE_PARAMS free;
        cudacore_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 memOp;
        cudacore_CUDA_CONDITIONAL_NODE_PARAMS conditional;
    };
    long long reserved2;
};
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphNodeParams cudacore_CUgraphNodeParams;
#else
typedef struct cudacore__CUgraphNodeParams_st cudacore_CUgraphNodeParams;
#endif
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphDebugDot_flags cudacore_CUgraphDebugDot_flags;
#else
typedef enum cudacore__CUgraphDebugDot_flags_enum {
    cudacore__CUgraphDebugDot_flags_force_size = 0x7fffffff
} cudacore_CUgraphDebugDot_flags;
#endif
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE ((cudacore_CUgraphDebugDot_flags)1)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES ((cudacore_CUgraphDebugDot_flags)2)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)4)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)8)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)16)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)32)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)64)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)128)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)256)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES ((cudacore_CUgraphDebugDot_flags)512)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES ((cudacore_CUgraphDebugDot_flags)1024)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)2048)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)4096)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)8192)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO ((cudacore_CUgraphDebugDot_flags)16384)
#define CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS ((cudacore_CUgraphDebugDot_flags)32768)
#if CUDACORE__HAVE_CUDA_H
typedef CUgraphInstantiate_flags cudacore_CUgraphInstantiate_flags;
#else
typedef enum cudacore__CUgraphInstantiate_flags_enum {
    cudacore__CUgraphInstantiate_flags_force_size = 0x7fffffff
} cudacore_CUgraphInstantiate_flags;
#endif
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH ((cudacore_CUgraphInstantiate_flags)1)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD ((cudacore_CUgraphInstantiate_flags)2)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH ((cudacore_CUgraphInstantiate_flags)4)
#define CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY ((cudacore_CUgraphInstantiate_flags)8)
#if CUDACORE__HAVE_NVRTC_H
typedef nvrtcResult cudacore_nvrtcResult;
#else
typedef enum cudacore__nvrtcResult_enum {
    cudacore__nvrtcResult_force_size = 0x7fffffff
} cudacore_nvrtcResult;
#endif
#define CUDACORE_NVRTC_SUCCESS ((cudacore_nvrtcResult)0)
#define CUDACORE_NVRTC_ERROR_OUT_OF_MEMORY ((cudacore_nvrtcResult)1)
#define CUDACORE_NVRTC_ERROR_PROGRAM_CREATION_FAILURE ((cudacore_nvrtcResult)2)
#define CUDACORE_NVRTC_ERROR_INVALID_INPUT ((cudacore_nvrtcResult)3)
#define CUDACORE_NVRTC_ERROR_INVALID_PROGRAM ((cudacore_nvrtcResult)4)
#define CUDACORE_NVRTC_ERROR_INVALID_OPTION ((cudacore_nvrtcResult)5)
#define CUDACORE_NVRTC_ERROR_COMPILATION ((cudacore_nvrtcResult)6)
#define CUDACORE_NVRTC_ERROR_BUILTIN_OPERATION_FAILURE ((cudacore_nvrtcResult)7)
#define CUDACORE_NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION ((cudacore_nvrtcResult)8)
#define CUDACORE_NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION ((cudacore_nvrtcResult)9)
#define CUDACORE_NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID ((cudacore_nvrtcResult)10)
#define CUDACORE_NVRTC_ERROR_INTERNAL_ERROR ((cudacore_nvrtcResult)11)
#define CUDACORE_NVRTC_ERROR_TIME_FILE_WRITE_FAILED ((cudacore_nvrtcResult)12)
#define CUDACORE_NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED ((cudacore_nvrtcResult)13)
#define CUDACORE_NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED ((cudacore_nvrtcResult)14)
#define CUDACORE_NVRTC_ERROR_PCH_CREATE ((cudacore_nvrtcResult)15)
#define CUDACORE_NVRTC_ERROR_CANCELLED ((cudacore_nvrtcResult)16)
#define CUDACORE_NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED ((cudacore_nvrtcResult)17)
struct _nvrtcProgram;
typedef struct _nvrtcProgram *cudacore_nvrtcProgram;
#if CUDACORE__HAVE_NVJITLINK_H
typedef nvJitLinkResult cudacore_nvJitLinkResult;
#else
typedef enum cudacore__nvJitLinkResult_enum {
    cudacore__nvJitLinkResult_force_size = 0x7fffffff
} cudacore_nvJitLinkResult;
#endif
#define CUDACORE_NVJITLINK_SUCCESS ((cudacore_nvJitLinkResult)0)
#define CUDACORE_NVJITLINK_ERROR_UNRECOGNIZED_OPTION ((cudacore_nvJitLinkResult)1)
#define CUDACORE_NVJITLINK_ERROR_MISSING_ARCH ((cudacore_nvJitLinkResult)2)
#define CUDACORE_NVJITLINK_ERROR_INVALID_INPUT ((cudacore_nvJitLinkResult)3)
#define CUDACORE_NVJITLINK_ERROR_PTX_COMPILE ((cudacore_nvJitLinkResult)4)
#define CUDACORE_NVJITLINK_ERROR_NVVM_COMPILE ((cudacore_nvJitLinkResult)5)
#define CUDACORE_NVJITLINK_ERROR_INTERNAL ((cudacore_nvJitLinkResult)6)
#define CUDACORE_NVJITLINK_ERROR_THREADPOOL ((cudacore_nvJitLinkResult)7)
#define CUDACORE_NVJITLINK_ERROR_UNRECOGNIZED_INPUT ((cudacore_nvJitLinkResult)8)
#define CUDACORE_NVJITLINK_ERROR_FINALIZE ((cudacore_nvJitLinkResult)9)
#define CUDACORE_NVJITLINK_ERROR_NULL_INPUT ((cudacore_nvJitLinkResult)10)
#define CUDACORE_NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS ((cudacore_nvJitLinkResult)11)
#define CUDACORE_NVJITLINK_ERROR_INCORRECT_INPUT_TYPE ((cudacore_nvJitLinkResult)12)
#define CUDACORE_NVJITLINK_ERROR_ARCH_MISMATCH ((cudacore_nvJitLinkResult)13)
#define CUDACORE_NVJITLINK_ERROR_OUTDATED_LIBRARY ((cudacore_nvJitLinkResult)14)
#define CUDACORE_NVJITLINK_ERROR_MISSING_FATBIN ((cudacore_nvJitLinkResult)15)
#define CUDACORE_NVJITLINK_ERROR_UNRECOGNIZED_ARCH ((cudacore_nvJitLinkResult)16)
#define CUDACORE_NVJITLINK_ERROR_UNSUPPORTED_ARCH ((cudacore_nvJitLinkResult)17)
#define CUDACORE_NVJITLINK_ERROR_LTO_NOT_ENABLED ((cudacore_nvJitLinkResult)18)
#if CUDACORE__HAVE_NVJITLINK_H
typedef nvJitLinkInputType cudacore_nvJitLinkInputType;
#else
typedef enum cudacore__nvJitLinkInputType_enum {
    cudacore__nvJitLinkInputType_force_size = 0x7fffffff
} cudacore_nvJitLinkInputType;
#endif
#define CUDACORE_NVJITLINK_INPUT_NONE ((cudacore_nvJitLinkInputType)0)
#define CUDACORE_NVJITLINK_INPUT_CUBIN ((cudacore_nvJitLinkInputType)1)
#define CUDACORE_NVJITLINK_INPUT_PTX ((cudacore_nvJitLinkInputType)2)
#define CUDACORE_NVJITLINK_INPUT_LTOIR ((cudacore_nvJitLinkInputType)3)
#define CUDACORE_NVJITLINK_INPUT_FATBIN ((cudacore_nvJitLinkInputType)4)
#define CUDACORE_NVJITLINK_INPUT_OBJECT ((cudacore_nvJitLinkInputType)5)
#define CUDACORE_NVJITLINK_INPUT_LIBRARY ((cudacore_nvJitLinkInputType)6)
#define CUDACORE_NVJITLINK_INPUT_INDEX ((cudacore_nvJitLinkInputType)7)
#define CUDACORE_NVJITLINK_INPUT_ANY ((cudacore_nvJitLinkInputType)10)
struct nvJitLink;
typedef struct nvJitLink *cudacore_nvJitLinkHandle;

/* Constants defined as macros by the toolkit headers. */
#define CUDACORE_CUDA_VERSION 13000
#define CUDACORE_CU_IPC_HANDLE_SIZE 64
#define CUDACORE_CU_STREAM_LEGACY ((cudacore_CUstream)0x1)
#define CUDACORE_CU_STREAM_PER_THREAD ((cudacore_CUstream)0x2)
#define CUDACORE_CU_COMPUTE_ACCELERATED_TARGET_BASE 0x10000
#define CUDACORE_CU_COMPUTE_FAMILY_TARGET_BASE 0x20000
#define CUDACORE_CU_GRAPH_COND_ASSIGN_DEFAULT 0x1
#define CUDACORE_CU_GRAPH_KERNEL_NODE_PORT_DEFAULT 0
#define CUDACORE_CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC 1
#define CUDACORE_CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER 2
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW CUDACORE_CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_PRIORITY CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP CUDACORE_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN CUDACORE_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION CUDACORE_CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE CUDACORE_CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE
#define CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT CUDACORE_CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT
#define CUDACORE_CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW CUDACORE_CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
#define CUDACORE_CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY CUDACORE_CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY
#define CUDACORE_CU_STREAM_ATTRIBUTE_PRIORITY CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY
#define CUDACORE_CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP CUDACORE_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
#define CUDACORE_CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN CUDACORE_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
#define CUDACORE_CU_MEMHOSTALLOC_PORTABLE 0x01
#define CUDACORE_CU_MEMHOSTALLOC_DEVICEMAP 0x02
#define CUDACORE_CU_MEMHOSTALLOC_WRITECOMBINED 0x04
#define CUDACORE_CU_MEMHOSTREGISTER_PORTABLE 0x01
#define CUDACORE_CU_MEMHOSTREGISTER_DEVICEMAP 0x02
#define CUDACORE_CU_MEMHOSTREGISTER_IOMEMORY 0x04
#define CUDACORE_CU_MEMHOSTREGISTER_READ_ONLY 0x08
#define CUDACORE_CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL 0x1
#define CUDACORE_CU_TENSOR_MAP_NUM_QWORDS 16
#define CUDACORE_CUDA_EXTERNAL_MEMORY_DEDICATED 0x1
#define CUDACORE_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC 0x01
#define CUDACORE_CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC 0x02
#define CUDACORE_CUDA_NVSCISYNC_ATTR_SIGNAL 0x1
#define CUDACORE_CUDA_NVSCISYNC_ATTR_WAIT 0x2
#define CUDACORE_CU_MEM_CREATE_USAGE_TILE_POOL 0x1
#define CUDACORE_CU_MEM_CREATE_USAGE_HW_DECOMPRESS 0x2
#define CUDACORE_CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS 0x2
#define CUDACORE_CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC 0x01
#define CUDACORE_CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC 0x02
#define CUDACORE_CUDA_ARRAY3D_LAYERED 0x01
#define CUDACORE_CUDA_ARRAY3D_2DARRAY 0x01
#define CUDACORE_CUDA_ARRAY3D_SURFACE_LDST 0x02
#define CUDACORE_CUDA_ARRAY3D_CUBEMAP 0x04
#define CUDACORE_CUDA_ARRAY3D_TEXTURE_GATHER 0x08
#define CUDACORE_CUDA_ARRAY3D_DEPTH_TEXTURE 0x10
#define CUDACORE_CUDA_ARRAY3D_COLOR_ATTACHMENT 0x20
#define CUDACORE_CUDA_ARRAY3D_SPARSE 0x40
#define CUDACORE_CUDA_ARRAY3D_DEFERRED_MAPPING 0x80
#define CUDACORE_CUDA_ARRAY3D_VIDEO_ENCODE_DECODE 0x100
#define CUDACORE_CU_TRSA_OVERRIDE_FORMAT 0x01
#define CUDACORE_CU_TRSF_READ_AS_INTEGER 0x01
#define CUDACORE_CU_TRSF_NORMALIZED_COORDINATES 0x02
#define CUDACORE_CU_TRSF_SRGB 0x10
#define CUDACORE_CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION 0x20
#define CUDACORE_CU_TRSF_SEAMLESS_CUBEMAP 0x40
#define CUDACORE_CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM 1
#define CUDACORE_CU_LAUNCH_PARAM_END_AS_INT 0x00
#define CUDACORE_CU_LAUNCH_PARAM_END ((void*)CUDACORE_CU_LAUNCH_PARAM_END_AS_INT)
#define CUDACORE_CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT 0x01
#define CUDACORE_CU_LAUNCH_PARAM_BUFFER_POINTER ((void*)CUDACORE_CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT)
#define CUDACORE_CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT 0x02
#define CUDACORE_CU_LAUNCH_PARAM_BUFFER_SIZE ((void*)CUDACORE_CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT)
#define CUDACORE_CU_PARAM_TR_DEFAULT -1
#define CUDACORE_CU_DEVICE_CPU ((cudacore_CUdevice)-1)
#define CUDACORE_CU_DEVICE_INVALID ((cudacore_CUdevice)-2)
#define CUDACORE_RESOURCE_ABI_VERSION 1
#define CUDACORE_RESOURCE_ABI_EXTERNAL_BYTES 48
/* CUDACORE_GENERATED_END(abi_types) */

/* CUDACORE_GENERATED_BEGIN(abi_checks) -- generated by tools/gen_abi.py, do not edit */
#if CUDACORE__HAVE_CUDA_H
CUDACORE__STATIC_ASSERT((long long)CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS == 1, cudacore__abi_CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ATTACH_GLOBAL == 1, cudacore__abi_CU_MEM_ATTACH_GLOBAL);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ATTACH_HOST == 2, cudacore__abi_CU_MEM_ATTACH_HOST);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ATTACH_SINGLE == 4, cudacore__abi_CU_MEM_ATTACH_SINGLE);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_SCHED_AUTO == 0, cudacore__abi_CU_CTX_SCHED_AUTO);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_SCHED_SPIN == 1, cudacore__abi_CU_CTX_SCHED_SPIN);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_SCHED_YIELD == 2, cudacore__abi_CU_CTX_SCHED_YIELD);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_SCHED_BLOCKING_SYNC == 4, cudacore__abi_CU_CTX_SCHED_BLOCKING_SYNC);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_BLOCKING_SYNC == 4, cudacore__abi_CU_CTX_BLOCKING_SYNC);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_SCHED_MASK == 7, cudacore__abi_CU_CTX_SCHED_MASK);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_MAP_HOST == 8, cudacore__abi_CU_CTX_MAP_HOST);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_LMEM_RESIZE_TO_MAX == 16, cudacore__abi_CU_CTX_LMEM_RESIZE_TO_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_COREDUMP_ENABLE == 32, cudacore__abi_CU_CTX_COREDUMP_ENABLE);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_USER_COREDUMP_ENABLE == 64, cudacore__abi_CU_CTX_USER_COREDUMP_ENABLE);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_SYNC_MEMOPS == 128, cudacore__abi_CU_CTX_SYNC_MEMOPS);
CUDACORE__STATIC_ASSERT((long long)CU_CTX_FLAGS_MASK == 255, cudacore__abi_CU_CTX_FLAGS_MASK);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_DEFAULT == 0, cudacore__abi_CU_STREAM_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_NON_BLOCKING == 1, cudacore__abi_CU_STREAM_NON_BLOCKING);
CUDACORE__STATIC_ASSERT((long long)CU_EVENT_DEFAULT == 0, cudacore__abi_CU_EVENT_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)CU_EVENT_BLOCKING_SYNC == 1, cudacore__abi_CU_EVENT_BLOCKING_SYNC);
CUDACORE__STATIC_ASSERT((long long)CU_EVENT_DISABLE_TIMING == 2, cudacore__abi_CU_EVENT_DISABLE_TIMING);
CUDACORE__STATIC_ASSERT((long long)CU_EVENT_INTERPROCESS == 4, cudacore__abi_CU_EVENT_INTERPROCESS);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_MEM_OP_WAIT_VALUE_32 == 1, cudacore__abi_CU_STREAM_MEM_OP_WAIT_VALUE_32);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_MEM_OP_WRITE_VALUE_32 == 2, cudacore__abi_CU_STREAM_MEM_OP_WRITE_VALUE_32);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_MEM_OP_WAIT_VALUE_64 == 4, cudacore__abi_CU_STREAM_MEM_OP_WAIT_VALUE_64);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_MEM_OP_WRITE_VALUE_64 == 5, cudacore__abi_CU_STREAM_MEM_OP_WRITE_VALUE_64);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_MEM_OP_BARRIER == 6, cudacore__abi_CU_STREAM_MEM_OP_BARRIER);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES == 3, cudacore__abi_CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES);
CUDACORE__STATIC_ASSERT((long long)CU_OCCUPANCY_DEFAULT == 0, cudacore__abi_CU_OCCUPANCY_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE == 1, cudacore__abi_CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK == 1, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X == 2, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y == 3, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z == 4, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X == 5, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y == 6, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z == 7, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK == 8, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK == 8, cudacore__abi_CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY == 9, cudacore__abi_CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_WARP_SIZE == 10, cudacore__abi_CU_DEVICE_ATTRIBUTE_WARP_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_PITCH == 11, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_PITCH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK == 12, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK == 12, cudacore__abi_CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CLOCK_RATE == 13, cudacore__abi_CU_DEVICE_ATTRIBUTE_CLOCK_RATE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT == 14, cudacore__abi_CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GPU_OVERLAP == 15, cudacore__abi_CU_DEVICE_ATTRIBUTE_GPU_OVERLAP);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT == 16, cudacore__abi_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT == 17, cudacore__abi_CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_INTEGRATED == 18, cudacore__abi_CU_DEVICE_ATTRIBUTE_INTEGRATED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY == 19, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_COMPUTE_MODE == 20, cudacore__abi_CU_DEVICE_ATTRIBUTE_COMPUTE_MODE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH == 21, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH == 22, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT == 23, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH == 24, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT == 25, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH == 26, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH == 27, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT == 28, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS == 29, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH == 27, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT == 28, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES == 29, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT == 30, cudacore__abi_CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS == 31, cudacore__abi_CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_ECC_ENABLED == 32, cudacore__abi_CU_DEVICE_ATTRIBUTE_ECC_ENABLED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_PCI_BUS_ID == 33, cudacore__abi_CU_DEVICE_ATTRIBUTE_PCI_BUS_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID == 34, cudacore__abi_CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_TCC_DRIVER == 35, cudacore__abi_CU_DEVICE_ATTRIBUTE_TCC_DRIVER);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE == 36, cudacore__abi_CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH == 37, cudacore__abi_CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE == 38, cudacore__abi_CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR == 39, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT == 40, cudacore__abi_CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING == 41, cudacore__abi_CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH == 42, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS == 43, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER == 44, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH == 45, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT == 46, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE == 47, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE == 48, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE == 49, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID == 50, cudacore__abi_CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT == 51, cudacore__abi_CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH == 52, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH == 53, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS == 54, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH == 55, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH == 56, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT == 57, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH == 58, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT == 59, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH == 60, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH == 61, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS == 62, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH == 63, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT == 64, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS == 65, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH == 66, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH == 67, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS == 68, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH == 69, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH == 70, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT == 71, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH == 72, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH == 73, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT == 74, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR == 75, cudacore__abi_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR == 76, cudacore__abi_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH == 77, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED == 78, cudacore__abi_CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED == 79, cudacore__abi_CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED == 80, cudacore__abi_CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR == 81, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR == 82, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY == 83, cudacore__abi_CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD == 84, cudacore__abi_CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID == 85, cudacore__abi_CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED == 86, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO == 87, cudacore__abi_CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS == 88, cudacore__abi_CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS == 89, cudacore__abi_CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED == 90, cudacore__abi_CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM == 91, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 == 92, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 == 93, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 == 94, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH == 95, cudacore__abi_CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH == 96, cudacore__abi_CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN == 97, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES == 98, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED == 99, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES == 100, cudacore__abi_CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST == 101, cudacore__abi_CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED == 102, cudacore__abi_CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED == 102, cudacore__abi_CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED == 103, cudacore__abi_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED == 104, cudacore__abi_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED == 105, cudacore__abi_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR == 106, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED == 107, cudacore__abi_CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE == 108, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE == 109, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED == 110, cudacore__abi_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK == 111, cudacore__abi_CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED == 112, cudacore__abi_CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED == 113, cudacore__abi_CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED == 114, cudacore__abi_CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED == 115, cudacore__abi_CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED == 116, cudacore__abi_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS == 117, cudacore__abi_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING == 118, cudacore__abi_CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES == 119, cudacore__abi_CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH == 120, cudacore__abi_CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED == 121, cudacore__abi_CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS == 122, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR == 123, cudacore__abi_CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED == 124, cudacore__abi_CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED == 125, cudacore__abi_CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT == 126, cudacore__abi_CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED == 127, cudacore__abi_CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED == 128, cudacore__abi_CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS == 129, cudacore__abi_CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_NUMA_CONFIG == 130, cudacore__abi_CU_DEVICE_ATTRIBUTE_NUMA_CONFIG);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_NUMA_ID == 131, cudacore__abi_CU_DEVICE_ATTRIBUTE_NUMA_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED == 132, cudacore__abi_CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MPS_ENABLED == 133, cudacore__abi_CU_DEVICE_ATTRIBUTE_MPS_ENABLED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID == 134, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED == 135, cudacore__abi_CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK == 136, cudacore__abi_CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH == 137, cudacore__abi_CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED == 138, cudacore__abi_CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID == 139, cudacore__abi_CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID == 140, cudacore__abi_CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED == 141, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED == 142, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED == 143, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED == 144, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED == 145, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED == 146, cudacore__abi_CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED == 147, cudacore__abi_CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_DEVICE_ATTRIBUTE_MAX == 148, cudacore__abi_CU_DEVICE_ATTRIBUTE_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_CONTEXT == 1, cudacore__abi_CU_POINTER_ATTRIBUTE_CONTEXT);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_MEMORY_TYPE == 2, cudacore__abi_CU_POINTER_ATTRIBUTE_MEMORY_TYPE);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_DEVICE_POINTER == 3, cudacore__abi_CU_POINTER_ATTRIBUTE_DEVICE_POINTER);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_HOST_POINTER == 4, cudacore__abi_CU_POINTER_ATTRIBUTE_HOST_POINTER);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_P2P_TOKENS == 5, cudacore__abi_CU_POINTER_ATTRIBUTE_P2P_TOKENS);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_SYNC_MEMOPS == 6, cudacore__abi_CU_POINTER_ATTRIBUTE_SYNC_MEMOPS);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_BUFFER_ID == 7, cudacore__abi_CU_POINTER_ATTRIBUTE_BUFFER_ID);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_IS_MANAGED == 8, cudacore__abi_CU_POINTER_ATTRIBUTE_IS_MANAGED);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL == 9, cudacore__abi_CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE == 10, cudacore__abi_CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_RANGE_START_ADDR == 11, cudacore__abi_CU_POINTER_ATTRIBUTE_RANGE_START_ADDR);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_RANGE_SIZE == 12, cudacore__abi_CU_POINTER_ATTRIBUTE_RANGE_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_MAPPED == 13, cudacore__abi_CU_POINTER_ATTRIBUTE_MAPPED);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES == 14, cudacore__abi_CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE == 15, cudacore__abi_CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_ACCESS_FLAGS == 16, cudacore__abi_CU_POINTER_ATTRIBUTE_ACCESS_FLAGS);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE == 17, cudacore__abi_CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_MAPPING_SIZE == 18, cudacore__abi_CU_POINTER_ATTRIBUTE_MAPPING_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR == 19, cudacore__abi_CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID == 20, cudacore__abi_CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID);
CUDACORE__STATIC_ASSERT((long long)CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE == 21, cudacore__abi_CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK == 0, cudacore__abi_CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES == 1, cudacore__abi_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES == 2, cudacore__abi_CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES == 3, cudacore__abi_CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_NUM_REGS == 4, cudacore__abi_CU_FUNC_ATTRIBUTE_NUM_REGS);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_PTX_VERSION == 5, cudacore__abi_CU_FUNC_ATTRIBUTE_PTX_VERSION);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_BINARY_VERSION == 6, cudacore__abi_CU_FUNC_ATTRIBUTE_BINARY_VERSION);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_CACHE_MODE_CA == 7, cudacore__abi_CU_FUNC_ATTRIBUTE_CACHE_MODE_CA);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES == 8, cudacore__abi_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT == 9, cudacore__abi_CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET == 10, cudacore__abi_CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH == 11, cudacore__abi_CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT == 12, cudacore__abi_CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH == 13, cudacore__abi_CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED == 14, cudacore__abi_CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE == 15, cudacore__abi_CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_ATTRIBUTE_MAX == 16, cudacore__abi_CU_FUNC_ATTRIBUTE_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_CACHE_PREFER_NONE == 0, cudacore__abi_CU_FUNC_CACHE_PREFER_NONE);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_CACHE_PREFER_SHARED == 1, cudacore__abi_CU_FUNC_CACHE_PREFER_SHARED);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_CACHE_PREFER_L1 == 2, cudacore__abi_CU_FUNC_CACHE_PREFER_L1);
CUDACORE__STATIC_ASSERT((long long)CU_FUNC_CACHE_PREFER_EQUAL == 3, cudacore__abi_CU_FUNC_CACHE_PREFER_EQUAL);
CUDACORE__STATIC_ASSERT((long long)CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE == 0, cudacore__abi_CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE == 1, cudacore__abi_CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE == 2, cudacore__abi_CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_MEMORYTYPE_HOST == 1, cudacore__abi_CU_MEMORYTYPE_HOST);
CUDACORE__STATIC_ASSERT((long long)CU_MEMORYTYPE_DEVICE == 2, cudacore__abi_CU_MEMORYTYPE_DEVICE);
CUDACORE__STATIC_ASSERT((long long)CU_MEMORYTYPE_ARRAY == 3, cudacore__abi_CU_MEMORYTYPE_ARRAY);
CUDACORE__STATIC_ASSERT((long long)CU_MEMORYTYPE_UNIFIED == 4, cudacore__abi_CU_MEMORYTYPE_UNIFIED);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ADVISE_SET_READ_MOSTLY == 1, cudacore__abi_CU_MEM_ADVISE_SET_READ_MOSTLY);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ADVISE_UNSET_READ_MOSTLY == 2, cudacore__abi_CU_MEM_ADVISE_UNSET_READ_MOSTLY);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ADVISE_SET_PREFERRED_LOCATION == 3, cudacore__abi_CU_MEM_ADVISE_SET_PREFERRED_LOCATION);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION == 4, cudacore__abi_CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ADVISE_SET_ACCESSED_BY == 5, cudacore__abi_CU_MEM_ADVISE_SET_ACCESSED_BY);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ADVISE_UNSET_ACCESSED_BY == 6, cudacore__abi_CU_MEM_ADVISE_UNSET_ACCESSED_BY);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY == 1, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION == 2, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY == 3, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION == 4, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE == 5, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID == 6, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE == 7, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID == 8, cudacore__abi_CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_MAX_REGISTERS == 0, cudacore__abi_CU_JIT_MAX_REGISTERS);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_THREADS_PER_BLOCK == 1, cudacore__abi_CU_JIT_THREADS_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_WALL_TIME == 2, cudacore__abi_CU_JIT_WALL_TIME);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INFO_LOG_BUFFER == 3, cudacore__abi_CU_JIT_INFO_LOG_BUFFER);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES == 4, cudacore__abi_CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_ERROR_LOG_BUFFER == 5, cudacore__abi_CU_JIT_ERROR_LOG_BUFFER);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES == 6, cudacore__abi_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_OPTIMIZATION_LEVEL == 7, cudacore__abi_CU_JIT_OPTIMIZATION_LEVEL);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_TARGET_FROM_CUCONTEXT == 8, cudacore__abi_CU_JIT_TARGET_FROM_CUCONTEXT);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_TARGET == 9, cudacore__abi_CU_JIT_TARGET);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_FALLBACK_STRATEGY == 10, cudacore__abi_CU_JIT_FALLBACK_STRATEGY);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_GENERATE_DEBUG_INFO == 11, cudacore__abi_CU_JIT_GENERATE_DEBUG_INFO);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_LOG_VERBOSE == 12, cudacore__abi_CU_JIT_LOG_VERBOSE);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_GENERATE_LINE_INFO == 13, cudacore__abi_CU_JIT_GENERATE_LINE_INFO);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_CACHE_MODE == 14, cudacore__abi_CU_JIT_CACHE_MODE);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_NEW_SM3X_OPT == 15, cudacore__abi_CU_JIT_NEW_SM3X_OPT);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_FAST_COMPILE == 16, cudacore__abi_CU_JIT_FAST_COMPILE);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_GLOBAL_SYMBOL_NAMES == 17, cudacore__abi_CU_JIT_GLOBAL_SYMBOL_NAMES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_GLOBAL_SYMBOL_ADDRESSES == 18, cudacore__abi_CU_JIT_GLOBAL_SYMBOL_ADDRESSES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_GLOBAL_SYMBOL_COUNT == 19, cudacore__abi_CU_JIT_GLOBAL_SYMBOL_COUNT);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_LTO == 20, cudacore__abi_CU_JIT_LTO);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_FTZ == 21, cudacore__abi_CU_JIT_FTZ);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_PREC_DIV == 22, cudacore__abi_CU_JIT_PREC_DIV);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_PREC_SQRT == 23, cudacore__abi_CU_JIT_PREC_SQRT);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_FMA == 24, cudacore__abi_CU_JIT_FMA);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_REFERENCED_KERNEL_NAMES == 25, cudacore__abi_CU_JIT_REFERENCED_KERNEL_NAMES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_REFERENCED_KERNEL_COUNT == 26, cudacore__abi_CU_JIT_REFERENCED_KERNEL_COUNT);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_REFERENCED_VARIABLE_NAMES == 27, cudacore__abi_CU_JIT_REFERENCED_VARIABLE_NAMES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_REFERENCED_VARIABLE_COUNT == 28, cudacore__abi_CU_JIT_REFERENCED_VARIABLE_COUNT);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES == 29, cudacore__abi_CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_POSITION_INDEPENDENT_CODE == 30, cudacore__abi_CU_JIT_POSITION_INDEPENDENT_CODE);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_MIN_CTA_PER_SM == 31, cudacore__abi_CU_JIT_MIN_CTA_PER_SM);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_MAX_THREADS_PER_BLOCK == 32, cudacore__abi_CU_JIT_MAX_THREADS_PER_BLOCK);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_OVERRIDE_DIRECTIVE_VALUES == 33, cudacore__abi_CU_JIT_OVERRIDE_DIRECTIVE_VALUES);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_SPLIT_COMPILE == 34, cudacore__abi_CU_JIT_SPLIT_COMPILE);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_NUM_OPTIONS == 35, cudacore__abi_CU_JIT_NUM_OPTIONS);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INPUT_CUBIN == 0, cudacore__abi_CU_JIT_INPUT_CUBIN);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INPUT_PTX == 1, cudacore__abi_CU_JIT_INPUT_PTX);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INPUT_FATBINARY == 2, cudacore__abi_CU_JIT_INPUT_FATBINARY);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INPUT_OBJECT == 3, cudacore__abi_CU_JIT_INPUT_OBJECT);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INPUT_LIBRARY == 4, cudacore__abi_CU_JIT_INPUT_LIBRARY);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_INPUT_NVVM == 5, cudacore__abi_CU_JIT_INPUT_NVVM);
CUDACORE__STATIC_ASSERT((long long)CU_JIT_NUM_INPUT_TYPES == 6, cudacore__abi_CU_JIT_NUM_INPUT_TYPES);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_STACK_SIZE == 0, cudacore__abi_CU_LIMIT_STACK_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_PRINTF_FIFO_SIZE == 1, cudacore__abi_CU_LIMIT_PRINTF_FIFO_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_MALLOC_HEAP_SIZE == 2, cudacore__abi_CU_LIMIT_MALLOC_HEAP_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH == 3, cudacore__abi_CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT == 4, cudacore__abi_CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_MAX_L2_FETCH_GRANULARITY == 5, cudacore__abi_CU_LIMIT_MAX_L2_FETCH_GRANULARITY);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_PERSISTING_L2_CACHE_SIZE == 6, cudacore__abi_CU_LIMIT_PERSISTING_L2_CACHE_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_SHMEM_SIZE == 7, cudacore__abi_CU_LIMIT_SHMEM_SIZE);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_CIG_ENABLED == 8, cudacore__abi_CU_LIMIT_CIG_ENABLED);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED == 9, cudacore__abi_CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED);
CUDACORE__STATIC_ASSERT((long long)CU_LIMIT_MAX == 10, cudacore__abi_CU_LIMIT_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_ACCESS_PROPERTY_NORMAL == 0, cudacore__abi_CU_ACCESS_PROPERTY_NORMAL);
CUDACORE__STATIC_ASSERT((long long)CU_ACCESS_PROPERTY_STREAMING == 1, cudacore__abi_CU_ACCESS_PROPERTY_STREAMING);
CUDACORE__STATIC_ASSERT((long long)CU_ACCESS_PROPERTY_PERSISTING == 2, cudacore__abi_CU_ACCESS_PROPERTY_PERSISTING);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_COND_TYPE_IF == 0, cudacore__abi_CU_GRAPH_COND_TYPE_IF);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_COND_TYPE_WHILE == 1, cudacore__abi_CU_GRAPH_COND_TYPE_WHILE);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_COND_TYPE_SWITCH == 2, cudacore__abi_CU_GRAPH_COND_TYPE_SWITCH);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_KERNEL == 0, cudacore__abi_CU_GRAPH_NODE_TYPE_KERNEL);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_MEMCPY == 1, cudacore__abi_CU_GRAPH_NODE_TYPE_MEMCPY);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_MEMSET == 2, cudacore__abi_CU_GRAPH_NODE_TYPE_MEMSET);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_HOST == 3, cudacore__abi_CU_GRAPH_NODE_TYPE_HOST);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_GRAPH == 4, cudacore__abi_CU_GRAPH_NODE_TYPE_GRAPH);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_EMPTY == 5, cudacore__abi_CU_GRAPH_NODE_TYPE_EMPTY);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_WAIT_EVENT == 6, cudacore__abi_CU_GRAPH_NODE_TYPE_WAIT_EVENT);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_EVENT_RECORD == 7, cudacore__abi_CU_GRAPH_NODE_TYPE_EVENT_RECORD);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL == 8, cudacore__abi_CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT == 9, cudacore__abi_CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_MEM_ALLOC == 10, cudacore__abi_CU_GRAPH_NODE_TYPE_MEM_ALLOC);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_MEM_FREE == 11, cudacore__abi_CU_GRAPH_NODE_TYPE_MEM_FREE);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_BATCH_MEM_OP == 12, cudacore__abi_CU_GRAPH_NODE_TYPE_BATCH_MEM_OP);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_NODE_TYPE_CONDITIONAL == 13, cudacore__abi_CU_GRAPH_NODE_TYPE_CONDITIONAL);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_SUCCESS == 0, cudacore__abi_CUDA_GRAPH_INSTANTIATE_SUCCESS);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_ERROR == 1, cudacore__abi_CUDA_GRAPH_INSTANTIATE_ERROR);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE == 2, cudacore__abi_CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED == 3, cudacore__abi_CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED == 4, cudacore__abi_CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED == 5, cudacore__abi_CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED);
CUDACORE__STATIC_ASSERT((long long)CU_SYNC_POLICY_AUTO == 1, cudacore__abi_CU_SYNC_POLICY_AUTO);
CUDACORE__STATIC_ASSERT((long long)CU_SYNC_POLICY_SPIN == 2, cudacore__abi_CU_SYNC_POLICY_SPIN);
CUDACORE__STATIC_ASSERT((long long)CU_SYNC_POLICY_YIELD == 3, cudacore__abi_CU_SYNC_POLICY_YIELD);
CUDACORE__STATIC_ASSERT((long long)CU_SYNC_POLICY_BLOCKING_SYNC == 4, cudacore__abi_CU_SYNC_POLICY_BLOCKING_SYNC);
CUDACORE__STATIC_ASSERT((long long)CU_CLUSTER_SCHEDULING_POLICY_DEFAULT == 0, cudacore__abi_CU_CLUSTER_SCHEDULING_POLICY_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)CU_CLUSTER_SCHEDULING_POLICY_SPREAD == 1, cudacore__abi_CU_CLUSTER_SCHEDULING_POLICY_SPREAD);
CUDACORE__STATIC_ASSERT((long long)CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING == 2, cudacore__abi_CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT == 0, cudacore__abi_CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE == 1, cudacore__abi_CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_IGNORE == 0, cudacore__abi_CU_LAUNCH_ATTRIBUTE_IGNORE);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW == 1, cudacore__abi_CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_COOPERATIVE == 2, cudacore__abi_CU_LAUNCH_ATTRIBUTE_COOPERATIVE);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY == 3, cudacore__abi_CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION == 4, cudacore__abi_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE == 5, cudacore__abi_CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION == 6, cudacore__abi_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT == 7, cudacore__abi_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_PRIORITY == 8, cudacore__abi_CU_LAUNCH_ATTRIBUTE_PRIORITY);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP == 9, cudacore__abi_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN == 10, cudacore__abi_CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION == 11, cudacore__abi_CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT == 12, cudacore__abi_CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE == 13, cudacore__abi_CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT == 14, cudacore__abi_CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT);
CUDACORE__STATIC_ASSERT((long long)CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING == 16, cudacore__abi_CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_CAPTURE_STATUS_NONE == 0, cudacore__abi_CU_STREAM_CAPTURE_STATUS_NONE);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_CAPTURE_STATUS_ACTIVE == 1, cudacore__abi_CU_STREAM_CAPTURE_STATUS_ACTIVE);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_CAPTURE_STATUS_INVALIDATED == 2, cudacore__abi_CU_STREAM_CAPTURE_STATUS_INVALIDATED);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_CAPTURE_MODE_GLOBAL == 0, cudacore__abi_CU_STREAM_CAPTURE_MODE_GLOBAL);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_CAPTURE_MODE_THREAD_LOCAL == 1, cudacore__abi_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL);
CUDACORE__STATIC_ASSERT((long long)CU_STREAM_CAPTURE_MODE_RELAXED == 2, cudacore__abi_CU_STREAM_CAPTURE_MODE_RELAXED);
CUDACORE__STATIC_ASSERT((long long)CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE == 0, cudacore__abi_CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE);
CUDACORE__STATIC_ASSERT((long long)CU_LIBRARY_BINARY_IS_PRESERVED == 1, cudacore__abi_CU_LIBRARY_BINARY_IS_PRESERVED);
CUDACORE__STATIC_ASSERT((long long)CU_LIBRARY_NUM_OPTIONS == 2, cudacore__abi_CU_LIBRARY_NUM_OPTIONS);
CUDACORE__STATIC_ASSERT((long long)CUDA_SUCCESS == 0, cudacore__abi_CUDA_SUCCESS);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_VALUE == 1, cudacore__abi_CUDA_ERROR_INVALID_VALUE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_OUT_OF_MEMORY == 2, cudacore__abi_CUDA_ERROR_OUT_OF_MEMORY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_INITIALIZED == 3, cudacore__abi_CUDA_ERROR_NOT_INITIALIZED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_DEINITIALIZED == 4, cudacore__abi_CUDA_ERROR_DEINITIALIZED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PROFILER_DISABLED == 5, cudacore__abi_CUDA_ERROR_PROFILER_DISABLED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PROFILER_NOT_INITIALIZED == 6, cudacore__abi_CUDA_ERROR_PROFILER_NOT_INITIALIZED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PROFILER_ALREADY_STARTED == 7, cudacore__abi_CUDA_ERROR_PROFILER_ALREADY_STARTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PROFILER_ALREADY_STOPPED == 8, cudacore__abi_CUDA_ERROR_PROFILER_ALREADY_STOPPED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STUB_LIBRARY == 34, cudacore__abi_CUDA_ERROR_STUB_LIBRARY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER == 36, cudacore__abi_CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_DEVICE_UNAVAILABLE == 46, cudacore__abi_CUDA_ERROR_DEVICE_UNAVAILABLE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NO_DEVICE == 100, cudacore__abi_CUDA_ERROR_NO_DEVICE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_DEVICE == 101, cudacore__abi_CUDA_ERROR_INVALID_DEVICE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_DEVICE_NOT_LICENSED == 102, cudacore__abi_CUDA_ERROR_DEVICE_NOT_LICENSED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_IMAGE == 200, cudacore__abi_CUDA_ERROR_INVALID_IMAGE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_CONTEXT == 201, cudacore__abi_CUDA_ERROR_INVALID_CONTEXT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CONTEXT_ALREADY_CURRENT == 202, cudacore__abi_CUDA_ERROR_CONTEXT_ALREADY_CURRENT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MAP_FAILED == 205, cudacore__abi_CUDA_ERROR_MAP_FAILED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_UNMAP_FAILED == 206, cudacore__abi_CUDA_ERROR_UNMAP_FAILED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ARRAY_IS_MAPPED == 207, cudacore__abi_CUDA_ERROR_ARRAY_IS_MAPPED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ALREADY_MAPPED == 208, cudacore__abi_CUDA_ERROR_ALREADY_MAPPED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NO_BINARY_FOR_GPU == 209, cudacore__abi_CUDA_ERROR_NO_BINARY_FOR_GPU);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ALREADY_ACQUIRED == 210, cudacore__abi_CUDA_ERROR_ALREADY_ACQUIRED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_MAPPED == 211, cudacore__abi_CUDA_ERROR_NOT_MAPPED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_MAPPED_AS_ARRAY == 212, cudacore__abi_CUDA_ERROR_NOT_MAPPED_AS_ARRAY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_MAPPED_AS_POINTER == 213, cudacore__abi_CUDA_ERROR_NOT_MAPPED_AS_POINTER);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ECC_UNCORRECTABLE == 214, cudacore__abi_CUDA_ERROR_ECC_UNCORRECTABLE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_UNSUPPORTED_LIMIT == 215, cudacore__abi_CUDA_ERROR_UNSUPPORTED_LIMIT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CONTEXT_ALREADY_IN_USE == 216, cudacore__abi_CUDA_ERROR_CONTEXT_ALREADY_IN_USE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PEER_ACCESS_UNSUPPORTED == 217, cudacore__abi_CUDA_ERROR_PEER_ACCESS_UNSUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_PTX == 218, cudacore__abi_CUDA_ERROR_INVALID_PTX);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_GRAPHICS_CONTEXT == 219, cudacore__abi_CUDA_ERROR_INVALID_GRAPHICS_CONTEXT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NVLINK_UNCORRECTABLE == 220, cudacore__abi_CUDA_ERROR_NVLINK_UNCORRECTABLE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_JIT_COMPILER_NOT_FOUND == 221, cudacore__abi_CUDA_ERROR_JIT_COMPILER_NOT_FOUND);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_UNSUPPORTED_PTX_VERSION == 222, cudacore__abi_CUDA_ERROR_UNSUPPORTED_PTX_VERSION);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_JIT_COMPILATION_DISABLED == 223, cudacore__abi_CUDA_ERROR_JIT_COMPILATION_DISABLED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY == 224, cudacore__abi_CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC == 225, cudacore__abi_CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CONTAINED == 226, cudacore__abi_CUDA_ERROR_CONTAINED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_SOURCE == 300, cudacore__abi_CUDA_ERROR_INVALID_SOURCE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_FILE_NOT_FOUND == 301, cudacore__abi_CUDA_ERROR_FILE_NOT_FOUND);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND == 302, cudacore__abi_CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_SHARED_OBJECT_INIT_FAILED == 303, cudacore__abi_CUDA_ERROR_SHARED_OBJECT_INIT_FAILED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_OPERATING_SYSTEM == 304, cudacore__abi_CUDA_ERROR_OPERATING_SYSTEM);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_HANDLE == 400, cudacore__abi_CUDA_ERROR_INVALID_HANDLE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ILLEGAL_STATE == 401, cudacore__abi_CUDA_ERROR_ILLEGAL_STATE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_LOSSY_QUERY == 402, cudacore__abi_CUDA_ERROR_LOSSY_QUERY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_FOUND == 500, cudacore__abi_CUDA_ERROR_NOT_FOUND);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_READY == 600, cudacore__abi_CUDA_ERROR_NOT_READY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ILLEGAL_ADDRESS == 700, cudacore__abi_CUDA_ERROR_ILLEGAL_ADDRESS);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES == 701, cudacore__abi_CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_LAUNCH_TIMEOUT == 702, cudacore__abi_CUDA_ERROR_LAUNCH_TIMEOUT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING == 703, cudacore__abi_CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED == 704, cudacore__abi_CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PEER_ACCESS_NOT_ENABLED == 705, cudacore__abi_CUDA_ERROR_PEER_ACCESS_NOT_ENABLED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE == 708, cudacore__abi_CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CONTEXT_IS_DESTROYED == 709, cudacore__abi_CUDA_ERROR_CONTEXT_IS_DESTROYED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ASSERT == 710, cudacore__abi_CUDA_ERROR_ASSERT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_TOO_MANY_PEERS == 711, cudacore__abi_CUDA_ERROR_TOO_MANY_PEERS);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED == 712, cudacore__abi_CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED == 713, cudacore__abi_CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_HARDWARE_STACK_ERROR == 714, cudacore__abi_CUDA_ERROR_HARDWARE_STACK_ERROR);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_ILLEGAL_INSTRUCTION == 715, cudacore__abi_CUDA_ERROR_ILLEGAL_INSTRUCTION);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MISALIGNED_ADDRESS == 716, cudacore__abi_CUDA_ERROR_MISALIGNED_ADDRESS);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_ADDRESS_SPACE == 717, cudacore__abi_CUDA_ERROR_INVALID_ADDRESS_SPACE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_PC == 718, cudacore__abi_CUDA_ERROR_INVALID_PC);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_LAUNCH_FAILED == 719, cudacore__abi_CUDA_ERROR_LAUNCH_FAILED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE == 720, cudacore__abi_CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_TENSOR_MEMORY_LEAK == 721, cudacore__abi_CUDA_ERROR_TENSOR_MEMORY_LEAK);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_PERMITTED == 800, cudacore__abi_CUDA_ERROR_NOT_PERMITTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_NOT_SUPPORTED == 801, cudacore__abi_CUDA_ERROR_NOT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_SYSTEM_NOT_READY == 802, cudacore__abi_CUDA_ERROR_SYSTEM_NOT_READY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_SYSTEM_DRIVER_MISMATCH == 803, cudacore__abi_CUDA_ERROR_SYSTEM_DRIVER_MISMATCH);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE == 804, cudacore__abi_CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MPS_CONNECTION_FAILED == 805, cudacore__abi_CUDA_ERROR_MPS_CONNECTION_FAILED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MPS_RPC_FAILURE == 806, cudacore__abi_CUDA_ERROR_MPS_RPC_FAILURE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MPS_SERVER_NOT_READY == 807, cudacore__abi_CUDA_ERROR_MPS_SERVER_NOT_READY);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MPS_MAX_CLIENTS_REACHED == 808, cudacore__abi_CUDA_ERROR_MPS_MAX_CLIENTS_REACHED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED == 809, cudacore__abi_CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_MPS_CLIENT_TERMINATED == 810, cudacore__abi_CUDA_ERROR_MPS_CLIENT_TERMINATED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CDP_NOT_SUPPORTED == 811, cudacore__abi_CUDA_ERROR_CDP_NOT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CDP_VERSION_MISMATCH == 812, cudacore__abi_CUDA_ERROR_CDP_VERSION_MISMATCH);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED == 900, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_INVALIDATED == 901, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_INVALIDATED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_MERGE == 902, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_MERGE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_UNMATCHED == 903, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_UNMATCHED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_UNJOINED == 904, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_UNJOINED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_ISOLATION == 905, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_ISOLATION);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_IMPLICIT == 906, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_CAPTURED_EVENT == 907, cudacore__abi_CUDA_ERROR_CAPTURED_EVENT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD == 908, cudacore__abi_CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_TIMEOUT == 909, cudacore__abi_CUDA_ERROR_TIMEOUT);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE == 910, cudacore__abi_CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_EXTERNAL_DEVICE == 911, cudacore__abi_CUDA_ERROR_EXTERNAL_DEVICE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_CLUSTER_SIZE == 912, cudacore__abi_CUDA_ERROR_INVALID_CLUSTER_SIZE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_FUNCTION_NOT_LOADED == 913, cudacore__abi_CUDA_ERROR_FUNCTION_NOT_LOADED);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_RESOURCE_TYPE == 914, cudacore__abi_CUDA_ERROR_INVALID_RESOURCE_TYPE);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION == 915, cudacore__abi_CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_KEY_ROTATION == 916, cudacore__abi_CUDA_ERROR_KEY_ROTATION);
CUDACORE__STATIC_ASSERT((long long)CUDA_ERROR_UNKNOWN == 999, cudacore__abi_CUDA_ERROR_UNKNOWN);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_HANDLE_TYPE_NONE == 0, cudacore__abi_CU_MEM_HANDLE_TYPE_NONE);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR == 1, cudacore__abi_CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_HANDLE_TYPE_WIN32 == 2, cudacore__abi_CU_MEM_HANDLE_TYPE_WIN32);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_HANDLE_TYPE_WIN32_KMT == 4, cudacore__abi_CU_MEM_HANDLE_TYPE_WIN32_KMT);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_HANDLE_TYPE_FABRIC == 8, cudacore__abi_CU_MEM_HANDLE_TYPE_FABRIC);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_HANDLE_TYPE_MAX == 2147483647, cudacore__abi_CU_MEM_HANDLE_TYPE_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ACCESS_FLAGS_PROT_NONE == 0, cudacore__abi_CU_MEM_ACCESS_FLAGS_PROT_NONE);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ACCESS_FLAGS_PROT_READ == 1, cudacore__abi_CU_MEM_ACCESS_FLAGS_PROT_READ);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ACCESS_FLAGS_PROT_READWRITE == 3, cudacore__abi_CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ACCESS_FLAGS_PROT_MAX == 2147483647, cudacore__abi_CU_MEM_ACCESS_FLAGS_PROT_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_LOCATION_TYPE_INVALID == 0, cudacore__abi_CU_MEM_LOCATION_TYPE_INVALID);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_LOCATION_TYPE_NONE == 0, cudacore__abi_CU_MEM_LOCATION_TYPE_NONE);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_LOCATION_TYPE_DEVICE == 1, cudacore__abi_CU_MEM_LOCATION_TYPE_DEVICE);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_LOCATION_TYPE_HOST == 2, cudacore__abi_CU_MEM_LOCATION_TYPE_HOST);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_LOCATION_TYPE_HOST_NUMA == 3, cudacore__abi_CU_MEM_LOCATION_TYPE_HOST_NUMA);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT == 4, cudacore__abi_CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_LOCATION_TYPE_MAX == 2147483647, cudacore__abi_CU_MEM_LOCATION_TYPE_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ALLOCATION_TYPE_INVALID == 0, cudacore__abi_CU_MEM_ALLOCATION_TYPE_INVALID);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ALLOCATION_TYPE_PINNED == 1, cudacore__abi_CU_MEM_ALLOCATION_TYPE_PINNED);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ALLOCATION_TYPE_MANAGED == 2, cudacore__abi_CU_MEM_ALLOCATION_TYPE_MANAGED);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ALLOCATION_TYPE_MAX == 2147483647, cudacore__abi_CU_MEM_ALLOCATION_TYPE_MAX);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ALLOC_GRANULARITY_MINIMUM == 0, cudacore__abi_CU_MEM_ALLOC_GRANULARITY_MINIMUM);
CUDACORE__STATIC_ASSERT((long long)CU_MEM_ALLOC_GRANULARITY_RECOMMENDED == 1, cudacore__abi_CU_MEM_ALLOC_GRANULARITY_RECOMMENDED);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_SUCCESS == 0, cudacore__abi_CU_GRAPH_EXEC_UPDATE_SUCCESS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR == 1, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED == 2, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED == 3, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED == 4, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED == 5, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED == 6, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE == 7, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED == 8, cudacore__abi_CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES == 1, cudacore__abi_CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC == 2, cudacore__abi_CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES == 3, cudacore__abi_CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_RELEASE_THRESHOLD == 4, cudacore__abi_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT == 5, cudacore__abi_CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH == 6, cudacore__abi_CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_USED_MEM_CURRENT == 7, cudacore__abi_CU_MEMPOOL_ATTR_USED_MEM_CURRENT);
CUDACORE__STATIC_ASSERT((long long)CU_MEMPOOL_ATTR_USED_MEM_HIGH == 8, cudacore__abi_CU_MEMPOOL_ATTR_USED_MEM_HIGH);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT == 0, cudacore__abi_CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_MEM_ATTR_USED_MEM_HIGH == 1, cudacore__abi_CU_GRAPH_MEM_ATTR_USED_MEM_HIGH);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT == 2, cudacore__abi_CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH == 3, cudacore__abi_CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE == 0, cudacore__abi_CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE == 1, cudacore__abi_CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE == 1, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES == 2, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS == 4, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS == 8, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS == 16, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS == 32, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS == 64, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS == 128, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS == 256, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES == 512, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES == 1024, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS == 2048, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS == 4096, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS == 8192, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO == 16384, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO);
CUDACORE__STATIC_ASSERT((long long)CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS == 32768, cudacore__abi_CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH == 1, cudacore__abi_CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD == 2, cudacore__abi_CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH == 4, cudacore__abi_CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH);
CUDACORE__STATIC_ASSERT((long long)CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY == 8, cudacore__abi_CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY);
CUDACORE__STATIC_ASSERT((long long)(CUDA_VERSION) == (long long)(CUDACORE_CUDA_VERSION), cudacore__abi_def_CUDA_VERSION);
CUDACORE__STATIC_ASSERT((long long)(CU_IPC_HANDLE_SIZE) == (long long)(CUDACORE_CU_IPC_HANDLE_SIZE), cudacore__abi_def_CU_IPC_HANDLE_SIZE);
CUDACORE__STATIC_ASSERT((long long)(CU_COMPUTE_ACCELERATED_TARGET_BASE) == (long long)(CUDACORE_CU_COMPUTE_ACCELERATED_TARGET_BASE), cudacore__abi_def_CU_COMPUTE_ACCELERATED_TARGET_BASE);
CUDACORE__STATIC_ASSERT((long long)(CU_COMPUTE_FAMILY_TARGET_BASE) == (long long)(CUDACORE_CU_COMPUTE_FAMILY_TARGET_BASE), cudacore__abi_def_CU_COMPUTE_FAMILY_TARGET_BASE);
CUDACORE__STATIC_ASSERT((long long)(CU_GRAPH_COND_ASSIGN_DEFAULT) == (long long)(CUDACORE_CU_GRAPH_COND_ASSIGN_DEFAULT), cudacore__abi_def_CU_GRAPH_COND_ASSIGN_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)(CU_GRAPH_KERNEL_NODE_PORT_DEFAULT) == (long long)(CUDACORE_CU_GRAPH_KERNEL_NODE_PORT_DEFAULT), cudacore__abi_def_CU_GRAPH_KERNEL_NODE_PORT_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)(CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC) == (long long)(CUDACORE_CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC), cudacore__abi_def_CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC);
CUDACORE__STATIC_ASSERT((long long)(CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER) == (long long)(CUDACORE_CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER), cudacore__abi_def_CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_PRIORITY) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_PRIORITY), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_PRIORITY);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE);
CUDACORE__STATIC_ASSERT((long long)(CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT) == (long long)(CUDACORE_CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT), cudacore__abi_def_CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT);
CUDACORE__STATIC_ASSERT((long long)(CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW) == (long long)(CUDACORE_CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW), cudacore__abi_def_CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW);
CUDACORE__STATIC_ASSERT((long long)(CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY) == (long long)(CUDACORE_CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY), cudacore__abi_def_CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY);
CUDACORE__STATIC_ASSERT((long long)(CU_STREAM_ATTRIBUTE_PRIORITY) == (long long)(CUDACORE_CU_STREAM_ATTRIBUTE_PRIORITY), cudacore__abi_def_CU_STREAM_ATTRIBUTE_PRIORITY);
CUDACORE__STATIC_ASSERT((long long)(CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP) == (long long)(CUDACORE_CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP), cudacore__abi_def_CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP);
CUDACORE__STATIC_ASSERT((long long)(CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN) == (long long)(CUDACORE_CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN), cudacore__abi_def_CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN);
CUDACORE__STATIC_ASSERT((long long)(CU_MEMHOSTALLOC_PORTABLE) == (long long)(CUDACORE_CU_MEMHOSTALLOC_PORTABLE), cudacore__abi_def_CU_MEMHOSTALLOC_PORTABLE);
CUDACORE__STATIC_ASSERT((long long)(CU_MEMHOSTALLOC_DEVICEMAP) == (long long)(CUDACORE_CU_MEMHOSTALLOC_DEVICEMAP), cudacore__abi_def_CU_MEMHOSTALLOC_DEVICEMAP);
CUDACORE__STATIC_ASSERT((long long)(CU_MEMHOSTALLOC_WRITECOMBINED) == (long long)(CUDACORE_CU_MEMHOSTALLOC_WRITECOMBINED), cudacore__abi_def_CU_MEMHOSTALLOC_WRITECOMBINED);
CUDACORE__STATIC_ASSERT((long long)(CU_MEMHOSTREGISTER_PORTABLE) == (long long)(CUDACORE_CU_MEMHOSTREGISTER_PORTABLE), cudacore__abi_def_CU_MEMHOSTREGISTER_PORTABLE);
CUDACORE__STATIC_ASSERT((long long)(CU_MEMHOSTREGISTER_DEVICEMAP) == (long long)(CUDACORE_CU_MEMHOSTREGISTER_DEVICEMAP), cudacore__abi_def_CU_MEMHOSTREGISTER_DEVICEMAP);
CUDACORE__STATIC_ASSERT((long long)(CU_MEMHOSTREGISTER_IOMEMORY) == (long long)(CUDACORE_CU_MEMHOSTREGISTER_IOMEMORY), cudacore__abi_def_CU_MEMHOSTREGISTER_IOMEMORY);
CUDACORE__STATIC_ASSERT((long long)(CU_MEMHOSTREGISTER_READ_ONLY) == (long long)(CUDACORE_CU_MEMHOSTREGISTER_READ_ONLY), cudacore__abi_def_CU_MEMHOSTREGISTER_READ_ONLY);
CUDACORE__STATIC_ASSERT((long long)(CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL) == (long long)(CUDACORE_CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL), cudacore__abi_def_CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL);
CUDACORE__STATIC_ASSERT((long long)(CU_TENSOR_MAP_NUM_QWORDS) == (long long)(CUDACORE_CU_TENSOR_MAP_NUM_QWORDS), cudacore__abi_def_CU_TENSOR_MAP_NUM_QWORDS);
CUDACORE__STATIC_ASSERT((long long)(CUDA_EXTERNAL_MEMORY_DEDICATED) == (long long)(CUDACORE_CUDA_EXTERNAL_MEMORY_DEDICATED), cudacore__abi_def_CUDA_EXTERNAL_MEMORY_DEDICATED);
CUDACORE__STATIC_ASSERT((long long)(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC) == (long long)(CUDACORE_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC), cudacore__abi_def_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC);
CUDACORE__STATIC_ASSERT((long long)(CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC) == (long long)(CUDACORE_CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC), cudacore__abi_def_CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC);
CUDACORE__STATIC_ASSERT((long long)(CUDA_NVSCISYNC_ATTR_SIGNAL) == (long long)(CUDACORE_CUDA_NVSCISYNC_ATTR_SIGNAL), cudacore__abi_def_CUDA_NVSCISYNC_ATTR_SIGNAL);
CUDACORE__STATIC_ASSERT((long long)(CUDA_NVSCISYNC_ATTR_WAIT) == (long long)(CUDACORE_CUDA_NVSCISYNC_ATTR_WAIT), cudacore__abi_def_CUDA_NVSCISYNC_ATTR_WAIT);
CUDACORE__STATIC_ASSERT((long long)(CU_MEM_CREATE_USAGE_TILE_POOL) == (long long)(CUDACORE_CU_MEM_CREATE_USAGE_TILE_POOL), cudacore__abi_def_CU_MEM_CREATE_USAGE_TILE_POOL);
CUDACORE__STATIC_ASSERT((long long)(CU_MEM_CREATE_USAGE_HW_DECOMPRESS) == (long long)(CUDACORE_CU_MEM_CREATE_USAGE_HW_DECOMPRESS), cudacore__abi_def_CU_MEM_CREATE_USAGE_HW_DECOMPRESS);
CUDACORE__STATIC_ASSERT((long long)(CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS) == (long long)(CUDACORE_CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS), cudacore__abi_def_CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS);
CUDACORE__STATIC_ASSERT((long long)(CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC) == (long long)(CUDACORE_CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC), cudacore__abi_def_CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC);
CUDACORE__STATIC_ASSERT((long long)(CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC) == (long long)(CUDACORE_CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC), cudacore__abi_def_CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_LAYERED) == (long long)(CUDACORE_CUDA_ARRAY3D_LAYERED), cudacore__abi_def_CUDA_ARRAY3D_LAYERED);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_2DARRAY) == (long long)(CUDACORE_CUDA_ARRAY3D_2DARRAY), cudacore__abi_def_CUDA_ARRAY3D_2DARRAY);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_SURFACE_LDST) == (long long)(CUDACORE_CUDA_ARRAY3D_SURFACE_LDST), cudacore__abi_def_CUDA_ARRAY3D_SURFACE_LDST);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_CUBEMAP) == (long long)(CUDACORE_CUDA_ARRAY3D_CUBEMAP), cudacore__abi_def_CUDA_ARRAY3D_CUBEMAP);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_TEXTURE_GATHER) == (long long)(CUDACORE_CUDA_ARRAY3D_TEXTURE_GATHER), cudacore__abi_def_CUDA_ARRAY3D_TEXTURE_GATHER);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_DEPTH_TEXTURE) == (long long)(CUDACORE_CUDA_ARRAY3D_DEPTH_TEXTURE), cudacore__abi_def_CUDA_ARRAY3D_DEPTH_TEXTURE);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_COLOR_ATTACHMENT) == (long long)(CUDACORE_CUDA_ARRAY3D_COLOR_ATTACHMENT), cudacore__abi_def_CUDA_ARRAY3D_COLOR_ATTACHMENT);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_SPARSE) == (long long)(CUDACORE_CUDA_ARRAY3D_SPARSE), cudacore__abi_def_CUDA_ARRAY3D_SPARSE);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_DEFERRED_MAPPING) == (long long)(CUDACORE_CUDA_ARRAY3D_DEFERRED_MAPPING), cudacore__abi_def_CUDA_ARRAY3D_DEFERRED_MAPPING);
CUDACORE__STATIC_ASSERT((long long)(CUDA_ARRAY3D_VIDEO_ENCODE_DECODE) == (long long)(CUDACORE_CUDA_ARRAY3D_VIDEO_ENCODE_DECODE), cudacore__abi_def_CUDA_ARRAY3D_VIDEO_ENCODE_DECODE);
CUDACORE__STATIC_ASSERT((long long)(CU_TRSA_OVERRIDE_FORMAT) == (long long)(CUDACORE_CU_TRSA_OVERRIDE_FORMAT), cudacore__abi_def_CU_TRSA_OVERRIDE_FORMAT);
CUDACORE__STATIC_ASSERT((long long)(CU_TRSF_READ_AS_INTEGER) == (long long)(CUDACORE_CU_TRSF_READ_AS_INTEGER), cudacore__abi_def_CU_TRSF_READ_AS_INTEGER);
CUDACORE__STATIC_ASSERT((long long)(CU_TRSF_NORMALIZED_COORDINATES) == (long long)(CUDACORE_CU_TRSF_NORMALIZED_COORDINATES), cudacore__abi_def_CU_TRSF_NORMALIZED_COORDINATES);
CUDACORE__STATIC_ASSERT((long long)(CU_TRSF_SRGB) == (long long)(CUDACORE_CU_TRSF_SRGB), cudacore__abi_def_CU_TRSF_SRGB);
CUDACORE__STATIC_ASSERT((long long)(CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION) == (long long)(CUDACORE_CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION), cudacore__abi_def_CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION);
CUDACORE__STATIC_ASSERT((long long)(CU_TRSF_SEAMLESS_CUBEMAP) == (long long)(CUDACORE_CU_TRSF_SEAMLESS_CUBEMAP), cudacore__abi_def_CU_TRSF_SEAMLESS_CUBEMAP);
CUDACORE__STATIC_ASSERT((long long)(CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM) == (long long)(CUDACORE_CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM), cudacore__abi_def_CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM);
CUDACORE__STATIC_ASSERT((long long)(CU_LAUNCH_PARAM_END_AS_INT) == (long long)(CUDACORE_CU_LAUNCH_PARAM_END_AS_INT), cudacore__abi_def_CU_LAUNCH_PARAM_END_AS_INT);
CUDACORE__STATIC_ASSERT((long long)(CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT) == (long long)(CUDACORE_CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT), cudacore__abi_def_CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT);
CUDACORE__STATIC_ASSERT((long long)(CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT) == (long long)(CUDACORE_CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT), cudacore__abi_def_CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT);
CUDACORE__STATIC_ASSERT((long long)(CU_PARAM_TR_DEFAULT) == (long long)(CUDACORE_CU_PARAM_TR_DEFAULT), cudacore__abi_def_CU_PARAM_TR_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)(CU_DEVICE_CPU) == (long long)(CUDACORE_CU_DEVICE_CPU), cudacore__abi_def_CU_DEVICE_CPU);
CUDACORE__STATIC_ASSERT((long long)(CU_DEVICE_INVALID) == (long long)(CUDACORE_CU_DEVICE_INVALID), cudacore__abi_def_CU_DEVICE_INVALID);
CUDACORE__STATIC_ASSERT((long long)(RESOURCE_ABI_VERSION) == (long long)(CUDACORE_RESOURCE_ABI_VERSION), cudacore__abi_def_RESOURCE_ABI_VERSION);
CUDACORE__STATIC_ASSERT((long long)(RESOURCE_ABI_EXTERNAL_BYTES) == (long long)(CUDACORE_RESOURCE_ABI_EXTERNAL_BYTES), cudacore__abi_def_RESOURCE_ABI_EXTERNAL_BYTES);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUuuid_st) == sizeof(struct CUuuid_st), cudacore__abi_size_CUuuid_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUuuid_st, bytes) == offsetof(struct CUuuid_st, bytes), cudacore__abi_offset_CUuuid_st__bytes);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUipcEventHandle_st) == sizeof(struct CUipcEventHandle_st), cudacore__abi_size_CUipcEventHandle_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUipcEventHandle_st, reserved) == offsetof(struct CUipcEventHandle_st, reserved), cudacore__abi_offset_CUipcEventHandle_st__reserved);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUipcMemHandle_st) == sizeof(struct CUipcMemHandle_st), cudacore__abi_size_CUipcMemHandle_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUipcMemHandle_st, reserved) == offsetof(struct CUipcMemHandle_st, reserved), cudacore__abi_offset_CUipcMemHandle_st__reserved);
CUDACORE__STATIC_ASSERT(sizeof(union cudacore__CUstreamBatchMemOpParams_union) == sizeof(union CUstreamBatchMemOpParams_union), cudacore__abi_size_CUstreamBatchMemOpParams_union);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUstreamBatchMemOpParams_union, operation) == offsetof(union CUstreamBatchMemOpParams_union, operation), cudacore__abi_offset_CUstreamBatchMemOpParams_union__operation);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUstreamBatchMemOpParams_union, waitValue) == offsetof(union CUstreamBatchMemOpParams_union, waitValue), cudacore__abi_offset_CUstreamBatchMemOpParams_union__waitValue);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUstreamBatchMemOpParams_union, writeValue) == offsetof(union CUstreamBatchMemOpParams_union, writeValue), cudacore__abi_offset_CUstreamBatchMemOpParams_union__writeValue);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUstreamBatchMemOpParams_union, flushRemoteWrites) == offsetof(union CUstreamBatchMemOpParams_union, flushRemoteWrites), cudacore__abi_offset_CUstreamBatchMemOpParams_union__flushRemoteWrites);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUstreamBatchMemOpParams_union, memoryBarrier) == offsetof(union CUstreamBatchMemOpParams_union, memoryBarrier), cudacore__abi_offset_CUstreamBatchMemOpParams_union__memoryBarrier);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUstreamBatchMemOpParams_union, pad) == offsetof(union CUstreamBatchMemOpParams_union, pad), cudacore__abi_offset_CUstreamBatchMemOpParams_union__pad);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st) == sizeof(struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st), cudacore__abi_size_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, ctx) == offsetof(struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, ctx), cudacore__abi_offset_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st__ctx);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, count) == offsetof(struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, count), cudacore__abi_offset_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st__count);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, paramArray) == offsetof(struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, paramArray), cudacore__abi_offset_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st__paramArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, flags) == offsetof(struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, flags), cudacore__abi_offset_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st__flags);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUaccessPolicyWindow_st) == sizeof(struct CUaccessPolicyWindow_st), cudacore__abi_size_CUaccessPolicyWindow_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUaccessPolicyWindow_st, base_ptr) == offsetof(struct CUaccessPolicyWindow_st, base_ptr), cudacore__abi_offset_CUaccessPolicyWindow_st__base_ptr);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUaccessPolicyWindow_st, num_bytes) == offsetof(struct CUaccessPolicyWindow_st, num_bytes), cudacore__abi_offset_CUaccessPolicyWindow_st__num_bytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUaccessPolicyWindow_st, hitRatio) == offsetof(struct CUaccessPolicyWindow_st, hitRatio), cudacore__abi_offset_CUaccessPolicyWindow_st__hitRatio);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUaccessPolicyWindow_st, hitProp) == offsetof(struct CUaccessPolicyWindow_st, hitProp), cudacore__abi_offset_CUaccessPolicyWindow_st__hitProp);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUaccessPolicyWindow_st, missProp) == offsetof(struct CUaccessPolicyWindow_st, missProp), cudacore__abi_offset_CUaccessPolicyWindow_st__missProp);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st) == sizeof(struct CUDA_KERNEL_NODE_PARAMS_st), cudacore__abi_size_CUDA_KERNEL_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, func) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, func), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__func);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, gridDimX) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, gridDimX), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__gridDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, gridDimY) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, gridDimY), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__gridDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, gridDimZ) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, gridDimZ), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__gridDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, blockDimX) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, blockDimX), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__blockDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, blockDimY) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, blockDimY), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__blockDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, blockDimZ) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, blockDimZ), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__blockDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, sharedMemBytes) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, sharedMemBytes), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__sharedMemBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, kernelParams) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, kernelParams), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__kernelParams);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_st, extra) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_st, extra), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_st__extra);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st) == sizeof(struct CUDA_KERNEL_NODE_PARAMS_v2_st), cudacore__abi_size_CUDA_KERNEL_NODE_PARAMS_v2_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, func) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, func), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__func);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimX) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimX), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__gridDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimY) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimY), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__gridDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimZ) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimZ), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__gridDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimX) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimX), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__blockDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimY) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimY), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__blockDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimZ) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimZ), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__blockDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, sharedMemBytes) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, sharedMemBytes), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__sharedMemBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, kernelParams) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, kernelParams), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__kernelParams);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, extra) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, extra), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__extra);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, kern) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, kern), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__kern);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v2_st, ctx) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v2_st, ctx), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v2_st__ctx);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st) == sizeof(struct CUDA_KERNEL_NODE_PARAMS_v3_st), cudacore__abi_size_CUDA_KERNEL_NODE_PARAMS_v3_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, func) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, func), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__func);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimX) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimX), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__gridDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimY) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimY), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__gridDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimZ) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimZ), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__gridDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimX) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimX), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__blockDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimY) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimY), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__blockDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimZ) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimZ), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__blockDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, sharedMemBytes) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, sharedMemBytes), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__sharedMemBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, kernelParams) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, kernelParams), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__kernelParams);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, extra) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, extra), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__extra);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, kern) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, kern), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__kern);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_KERNEL_NODE_PARAMS_v3_st, ctx) == offsetof(struct CUDA_KERNEL_NODE_PARAMS_v3_st, ctx), cudacore__abi_offset_CUDA_KERNEL_NODE_PARAMS_v3_st__ctx);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_st) == sizeof(struct CUDA_MEMSET_NODE_PARAMS_st), cudacore__abi_size_CUDA_MEMSET_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_st, dst) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_st, dst), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_st__dst);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_st, pitch) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_st, pitch), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_st__pitch);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_st, value) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_st, value), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_st__value);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_st, elementSize) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_st, elementSize), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_st__elementSize);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_st, width) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_st, width), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_st__width);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_st, height) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_st, height), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_st__height);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st) == sizeof(struct CUDA_MEMSET_NODE_PARAMS_v2_st), cudacore__abi_size_CUDA_MEMSET_NODE_PARAMS_v2_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st, dst) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_v2_st, dst), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_v2_st__dst);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st, pitch) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_v2_st, pitch), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_v2_st__pitch);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st, value) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_v2_st, value), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_v2_st__value);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st, elementSize) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_v2_st, elementSize), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_v2_st__elementSize);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st, width) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_v2_st, width), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_v2_st__width);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st, height) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_v2_st, height), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_v2_st__height);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMSET_NODE_PARAMS_v2_st, ctx) == offsetof(struct CUDA_MEMSET_NODE_PARAMS_v2_st, ctx), cudacore__abi_offset_CUDA_MEMSET_NODE_PARAMS_v2_st__ctx);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_HOST_NODE_PARAMS_st) == sizeof(struct CUDA_HOST_NODE_PARAMS_st), cudacore__abi_size_CUDA_HOST_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_HOST_NODE_PARAMS_st, fn) == offsetof(struct CUDA_HOST_NODE_PARAMS_st, fn), cudacore__abi_offset_CUDA_HOST_NODE_PARAMS_st__fn);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_HOST_NODE_PARAMS_st, userData) == offsetof(struct CUDA_HOST_NODE_PARAMS_st, userData), cudacore__abi_offset_CUDA_HOST_NODE_PARAMS_st__userData);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_HOST_NODE_PARAMS_v2_st) == sizeof(struct CUDA_HOST_NODE_PARAMS_v2_st), cudacore__abi_size_CUDA_HOST_NODE_PARAMS_v2_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_HOST_NODE_PARAMS_v2_st, fn) == offsetof(struct CUDA_HOST_NODE_PARAMS_v2_st, fn), cudacore__abi_offset_CUDA_HOST_NODE_PARAMS_v2_st__fn);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_HOST_NODE_PARAMS_v2_st, userData) == offsetof(struct CUDA_HOST_NODE_PARAMS_v2_st, userData), cudacore__abi_offset_CUDA_HOST_NODE_PARAMS_v2_st__userData);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS) == sizeof(struct CUDA_CONDITIONAL_NODE_PARAMS), cudacore__abi_size_CUDA_CONDITIONAL_NODE_PARAMS);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS, handle) == offsetof(struct CUDA_CONDITIONAL_NODE_PARAMS, handle), cudacore__abi_offset_CUDA_CONDITIONAL_NODE_PARAMS__handle);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS, type) == offsetof(struct CUDA_CONDITIONAL_NODE_PARAMS, type), cudacore__abi_offset_CUDA_CONDITIONAL_NODE_PARAMS__type);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS, size) == offsetof(struct CUDA_CONDITIONAL_NODE_PARAMS, size), cudacore__abi_offset_CUDA_CONDITIONAL_NODE_PARAMS__size);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS, phGraph_out) == offsetof(struct CUDA_CONDITIONAL_NODE_PARAMS, phGraph_out), cudacore__abi_offset_CUDA_CONDITIONAL_NODE_PARAMS__phGraph_out);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_CONDITIONAL_NODE_PARAMS, ctx) == offsetof(struct CUDA_CONDITIONAL_NODE_PARAMS, ctx), cudacore__abi_offset_CUDA_CONDITIONAL_NODE_PARAMS__ctx);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUgraphEdgeData_st) == sizeof(struct CUgraphEdgeData_st), cudacore__abi_size_CUgraphEdgeData_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphEdgeData_st, from_port) == offsetof(struct CUgraphEdgeData_st, from_port), cudacore__abi_offset_CUgraphEdgeData_st__from_port);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphEdgeData_st, to_port) == offsetof(struct CUgraphEdgeData_st, to_port), cudacore__abi_offset_CUgraphEdgeData_st__to_port);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphEdgeData_st, type) == offsetof(struct CUgraphEdgeData_st, type), cudacore__abi_offset_CUgraphEdgeData_st__type);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphEdgeData_st, reserved) == offsetof(struct CUgraphEdgeData_st, reserved), cudacore__abi_offset_CUgraphEdgeData_st__reserved);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_GRAPH_INSTANTIATE_PARAMS_st) == sizeof(struct CUDA_GRAPH_INSTANTIATE_PARAMS_st), cudacore__abi_size_CUDA_GRAPH_INSTANTIATE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_GRAPH_INSTANTIATE_PARAMS_st, flags) == offsetof(struct CUDA_GRAPH_INSTANTIATE_PARAMS_st, flags), cudacore__abi_offset_CUDA_GRAPH_INSTANTIATE_PARAMS_st__flags);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_GRAPH_INSTANTIATE_PARAMS_st, hUploadStream) == offsetof(struct CUDA_GRAPH_INSTANTIATE_PARAMS_st, hUploadStream), cudacore__abi_offset_CUDA_GRAPH_INSTANTIATE_PARAMS_st__hUploadStream);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_GRAPH_INSTANTIATE_PARAMS_st, hErrNode_out) == offsetof(struct CUDA_GRAPH_INSTANTIATE_PARAMS_st, hErrNode_out), cudacore__abi_offset_CUDA_GRAPH_INSTANTIATE_PARAMS_st__hErrNode_out);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_GRAPH_INSTANTIATE_PARAMS_st, result_out) == offsetof(struct CUDA_GRAPH_INSTANTIATE_PARAMS_st, result_out), cudacore__abi_offset_CUDA_GRAPH_INSTANTIATE_PARAMS_st__result_out);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUlaunchMemSyncDomainMap_st) == sizeof(struct CUlaunchMemSyncDomainMap_st), cudacore__abi_size_CUlaunchMemSyncDomainMap_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchMemSyncDomainMap_st, default_) == offsetof(struct CUlaunchMemSyncDomainMap_st, default_), cudacore__abi_offset_CUlaunchMemSyncDomainMap_st__default_);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchMemSyncDomainMap_st, remote) == offsetof(struct CUlaunchMemSyncDomainMap_st, remote), cudacore__abi_offset_CUlaunchMemSyncDomainMap_st__remote);
CUDACORE__STATIC_ASSERT(sizeof(union cudacore__CUlaunchAttributeValue_union) == sizeof(union CUlaunchAttributeValue_union), cudacore__abi_size_CUlaunchAttributeValue_union);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, pad) == offsetof(union CUlaunchAttributeValue_union, pad), cudacore__abi_offset_CUlaunchAttributeValue_union__pad);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, accessPolicyWindow) == offsetof(union CUlaunchAttributeValue_union, accessPolicyWindow), cudacore__abi_offset_CUlaunchAttributeValue_union__accessPolicyWindow);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, cooperative) == offsetof(union CUlaunchAttributeValue_union, cooperative), cudacore__abi_offset_CUlaunchAttributeValue_union__cooperative);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, syncPolicy) == offsetof(union CUlaunchAttributeValue_union, syncPolicy), cudacore__abi_offset_CUlaunchAttributeValue_union__syncPolicy);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, clusterDim) == offsetof(union CUlaunchAttributeValue_union, clusterDim), cudacore__abi_offset_CUlaunchAttributeValue_union__clusterDim);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, clusterSchedulingPolicyPreference) == offsetof(union CUlaunchAttributeValue_union, clusterSchedulingPolicyPreference), cudacore__abi_offset_CUlaunchAttributeValue_union__clusterSchedulingPolicyPreference);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, programmaticStreamSerializationAllowed) == offsetof(union CUlaunchAttributeValue_union, programmaticStreamSerializationAllowed), cudacore__abi_offset_CUlaunchAttributeValue_union__programmaticStreamSerializationAllowed);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, programmaticEvent) == offsetof(union CUlaunchAttributeValue_union, programmaticEvent), cudacore__abi_offset_CUlaunchAttributeValue_union__programmaticEvent);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, launchCompletionEvent) == offsetof(union CUlaunchAttributeValue_union, launchCompletionEvent), cudacore__abi_offset_CUlaunchAttributeValue_union__launchCompletionEvent);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, priority) == offsetof(union CUlaunchAttributeValue_union, priority), cudacore__abi_offset_CUlaunchAttributeValue_union__priority);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, memSyncDomainMap) == offsetof(union CUlaunchAttributeValue_union, memSyncDomainMap), cudacore__abi_offset_CUlaunchAttributeValue_union__memSyncDomainMap);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, memSyncDomain) == offsetof(union CUlaunchAttributeValue_union, memSyncDomain), cudacore__abi_offset_CUlaunchAttributeValue_union__memSyncDomain);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, preferredClusterDim) == offsetof(union CUlaunchAttributeValue_union, preferredClusterDim), cudacore__abi_offset_CUlaunchAttributeValue_union__preferredClusterDim);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, deviceUpdatableKernelNode) == offsetof(union CUlaunchAttributeValue_union, deviceUpdatableKernelNode), cudacore__abi_offset_CUlaunchAttributeValue_union__deviceUpdatableKernelNode);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, sharedMemCarveout) == offsetof(union CUlaunchAttributeValue_union, sharedMemCarveout), cudacore__abi_offset_CUlaunchAttributeValue_union__sharedMemCarveout);
CUDACORE__STATIC_ASSERT(offsetof(union cudacore__CUlaunchAttributeValue_union, nvlinkUtilCentricScheduling) == offsetof(union CUlaunchAttributeValue_union, nvlinkUtilCentricScheduling), cudacore__abi_offset_CUlaunchAttributeValue_union__nvlinkUtilCentricScheduling);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUlaunchAttribute_st) == sizeof(struct CUlaunchAttribute_st), cudacore__abi_size_CUlaunchAttribute_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchAttribute_st, id) == offsetof(struct CUlaunchAttribute_st, id), cudacore__abi_offset_CUlaunchAttribute_st__id);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchAttribute_st, pad) == offsetof(struct CUlaunchAttribute_st, pad), cudacore__abi_offset_CUlaunchAttribute_st__pad);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchAttribute_st, value) == offsetof(struct CUlaunchAttribute_st, value), cudacore__abi_offset_CUlaunchAttribute_st__value);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUlaunchConfig_st) == sizeof(struct CUlaunchConfig_st), cudacore__abi_size_CUlaunchConfig_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, gridDimX) == offsetof(struct CUlaunchConfig_st, gridDimX), cudacore__abi_offset_CUlaunchConfig_st__gridDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, gridDimY) == offsetof(struct CUlaunchConfig_st, gridDimY), cudacore__abi_offset_CUlaunchConfig_st__gridDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, gridDimZ) == offsetof(struct CUlaunchConfig_st, gridDimZ), cudacore__abi_offset_CUlaunchConfig_st__gridDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, blockDimX) == offsetof(struct CUlaunchConfig_st, blockDimX), cudacore__abi_offset_CUlaunchConfig_st__blockDimX);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, blockDimY) == offsetof(struct CUlaunchConfig_st, blockDimY), cudacore__abi_offset_CUlaunchConfig_st__blockDimY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, blockDimZ) == offsetof(struct CUlaunchConfig_st, blockDimZ), cudacore__abi_offset_CUlaunchConfig_st__blockDimZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, sharedMemBytes) == offsetof(struct CUlaunchConfig_st, sharedMemBytes), cudacore__abi_offset_CUlaunchConfig_st__sharedMemBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, hStream) == offsetof(struct CUlaunchConfig_st, hStream), cudacore__abi_offset_CUlaunchConfig_st__hStream);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, attrs) == offsetof(struct CUlaunchConfig_st, attrs), cudacore__abi_offset_CUlaunchConfig_st__attrs);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUlaunchConfig_st, numAttrs) == offsetof(struct CUlaunchConfig_st, numAttrs), cudacore__abi_offset_CUlaunchConfig_st__numAttrs);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEMCPY2D_st) == sizeof(struct CUDA_MEMCPY2D_st), cudacore__abi_size_CUDA_MEMCPY2D_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, srcXInBytes) == offsetof(struct CUDA_MEMCPY2D_st, srcXInBytes), cudacore__abi_offset_CUDA_MEMCPY2D_st__srcXInBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, srcY) == offsetof(struct CUDA_MEMCPY2D_st, srcY), cudacore__abi_offset_CUDA_MEMCPY2D_st__srcY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, srcMemoryType) == offsetof(struct CUDA_MEMCPY2D_st, srcMemoryType), cudacore__abi_offset_CUDA_MEMCPY2D_st__srcMemoryType);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, srcHost) == offsetof(struct CUDA_MEMCPY2D_st, srcHost), cudacore__abi_offset_CUDA_MEMCPY2D_st__srcHost);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, srcDevice) == offsetof(struct CUDA_MEMCPY2D_st, srcDevice), cudacore__abi_offset_CUDA_MEMCPY2D_st__srcDevice);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, srcArray) == offsetof(struct CUDA_MEMCPY2D_st, srcArray), cudacore__abi_offset_CUDA_MEMCPY2D_st__srcArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, srcPitch) == offsetof(struct CUDA_MEMCPY2D_st, srcPitch), cudacore__abi_offset_CUDA_MEMCPY2D_st__srcPitch);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, dstXInBytes) == offsetof(struct CUDA_MEMCPY2D_st, dstXInBytes), cudacore__abi_offset_CUDA_MEMCPY2D_st__dstXInBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, dstY) == offsetof(struct CUDA_MEMCPY2D_st, dstY), cudacore__abi_offset_CUDA_MEMCPY2D_st__dstY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, dstMemoryType) == offsetof(struct CUDA_MEMCPY2D_st, dstMemoryType), cudacore__abi_offset_CUDA_MEMCPY2D_st__dstMemoryType);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, dstHost) == offsetof(struct CUDA_MEMCPY2D_st, dstHost), cudacore__abi_offset_CUDA_MEMCPY2D_st__dstHost);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, dstDevice) == offsetof(struct CUDA_MEMCPY2D_st, dstDevice), cudacore__abi_offset_CUDA_MEMCPY2D_st__dstDevice);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, dstArray) == offsetof(struct CUDA_MEMCPY2D_st, dstArray), cudacore__abi_offset_CUDA_MEMCPY2D_st__dstArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, dstPitch) == offsetof(struct CUDA_MEMCPY2D_st, dstPitch), cudacore__abi_offset_CUDA_MEMCPY2D_st__dstPitch);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, WidthInBytes) == offsetof(struct CUDA_MEMCPY2D_st, WidthInBytes), cudacore__abi_offset_CUDA_MEMCPY2D_st__WidthInBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY2D_st, Height) == offsetof(struct CUDA_MEMCPY2D_st, Height), cudacore__abi_offset_CUDA_MEMCPY2D_st__Height);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEMCPY3D_st) == sizeof(struct CUDA_MEMCPY3D_st), cudacore__abi_size_CUDA_MEMCPY3D_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcXInBytes) == offsetof(struct CUDA_MEMCPY3D_st, srcXInBytes), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcXInBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcY) == offsetof(struct CUDA_MEMCPY3D_st, srcY), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcZ) == offsetof(struct CUDA_MEMCPY3D_st, srcZ), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcLOD) == offsetof(struct CUDA_MEMCPY3D_st, srcLOD), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcLOD);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcMemoryType) == offsetof(struct CUDA_MEMCPY3D_st, srcMemoryType), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcMemoryType);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcHost) == offsetof(struct CUDA_MEMCPY3D_st, srcHost), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcHost);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcDevice) == offsetof(struct CUDA_MEMCPY3D_st, srcDevice), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcDevice);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcArray) == offsetof(struct CUDA_MEMCPY3D_st, srcArray), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, reserved0) == offsetof(struct CUDA_MEMCPY3D_st, reserved0), cudacore__abi_offset_CUDA_MEMCPY3D_st__reserved0);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcPitch) == offsetof(struct CUDA_MEMCPY3D_st, srcPitch), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcPitch);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, srcHeight) == offsetof(struct CUDA_MEMCPY3D_st, srcHeight), cudacore__abi_offset_CUDA_MEMCPY3D_st__srcHeight);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstXInBytes) == offsetof(struct CUDA_MEMCPY3D_st, dstXInBytes), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstXInBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstY) == offsetof(struct CUDA_MEMCPY3D_st, dstY), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstY);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstZ) == offsetof(struct CUDA_MEMCPY3D_st, dstZ), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstZ);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstLOD) == offsetof(struct CUDA_MEMCPY3D_st, dstLOD), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstLOD);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstMemoryType) == offsetof(struct CUDA_MEMCPY3D_st, dstMemoryType), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstMemoryType);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstHost) == offsetof(struct CUDA_MEMCPY3D_st, dstHost), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstHost);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstDevice) == offsetof(struct CUDA_MEMCPY3D_st, dstDevice), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstDevice);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstArray) == offsetof(struct CUDA_MEMCPY3D_st, dstArray), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, reserved1) == offsetof(struct CUDA_MEMCPY3D_st, reserved1), cudacore__abi_offset_CUDA_MEMCPY3D_st__reserved1);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstPitch) == offsetof(struct CUDA_MEMCPY3D_st, dstPitch), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstPitch);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, dstHeight) == offsetof(struct CUDA_MEMCPY3D_st, dstHeight), cudacore__abi_offset_CUDA_MEMCPY3D_st__dstHeight);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, WidthInBytes) == offsetof(struct CUDA_MEMCPY3D_st, WidthInBytes), cudacore__abi_offset_CUDA_MEMCPY3D_st__WidthInBytes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, Height) == offsetof(struct CUDA_MEMCPY3D_st, Height), cudacore__abi_offset_CUDA_MEMCPY3D_st__Height);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY3D_st, Depth) == offsetof(struct CUDA_MEMCPY3D_st, Depth), cudacore__abi_offset_CUDA_MEMCPY3D_st__Depth);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEMCPY_NODE_PARAMS_st) == sizeof(struct CUDA_MEMCPY_NODE_PARAMS_st), cudacore__abi_size_CUDA_MEMCPY_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY_NODE_PARAMS_st, flags) == offsetof(struct CUDA_MEMCPY_NODE_PARAMS_st, flags), cudacore__abi_offset_CUDA_MEMCPY_NODE_PARAMS_st__flags);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY_NODE_PARAMS_st, reserved) == offsetof(struct CUDA_MEMCPY_NODE_PARAMS_st, reserved), cudacore__abi_offset_CUDA_MEMCPY_NODE_PARAMS_st__reserved);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY_NODE_PARAMS_st, copyCtx) == offsetof(struct CUDA_MEMCPY_NODE_PARAMS_st, copyCtx), cudacore__abi_offset_CUDA_MEMCPY_NODE_PARAMS_st__copyCtx);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEMCPY_NODE_PARAMS_st, copyParams) == offsetof(struct CUDA_MEMCPY_NODE_PARAMS_st, copyParams), cudacore__abi_offset_CUDA_MEMCPY_NODE_PARAMS_st__copyParams);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st) == sizeof(struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st), cudacore__abi_size_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, params) == offsetof(struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, params), cudacore__abi_offset_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__params);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, flags) == offsetof(struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, flags), cudacore__abi_offset_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__flags);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, reserved) == offsetof(struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, reserved), cudacore__abi_offset_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__reserved);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st) == sizeof(struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st), cudacore__abi_size_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, params) == offsetof(struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, params), cudacore__abi_offset_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__params);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, flags) == offsetof(struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, flags), cudacore__abi_offset_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__flags);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, reserved) == offsetof(struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, reserved), cudacore__abi_offset_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__reserved);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st) == sizeof(struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st), cudacore__abi_size_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, extSemArray) == offsetof(struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, extSemArray), cudacore__abi_offset_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st__extSemArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, paramsArray) == offsetof(struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, paramsArray), cudacore__abi_offset_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st__paramsArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, numExtSems) == offsetof(struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, numExtSems), cudacore__abi_offset_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st__numExtSems);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st) == sizeof(struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st), cudacore__abi_size_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, extSemArray) == offsetof(struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, extSemArray), cudacore__abi_offset_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st__extSemArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, paramsArray) == offsetof(struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, paramsArray), cudacore__abi_offset_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st__paramsArray);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, numExtSems) == offsetof(struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, numExtSems), cudacore__abi_offset_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st__numExtSems);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUmemLocation_st) == sizeof(struct CUmemLocation_st), cudacore__abi_size_CUmemLocation_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemLocation_st, type) == offsetof(struct CUmemLocation_st, type), cudacore__abi_offset_CUmemLocation_st__type);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemLocation_st, id) == offsetof(struct CUmemLocation_st, id), cudacore__abi_offset_CUmemLocation_st__id);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUmemAllocationProp_st) == sizeof(struct CUmemAllocationProp_st), cudacore__abi_size_CUmemAllocationProp_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemAllocationProp_st, type) == offsetof(struct CUmemAllocationProp_st, type), cudacore__abi_offset_CUmemAllocationProp_st__type);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemAllocationProp_st, requestedHandleTypes) == offsetof(struct CUmemAllocationProp_st, requestedHandleTypes), cudacore__abi_offset_CUmemAllocationProp_st__requestedHandleTypes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemAllocationProp_st, location) == offsetof(struct CUmemAllocationProp_st, location), cudacore__abi_offset_CUmemAllocationProp_st__location);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemAllocationProp_st, win32HandleMetaData) == offsetof(struct CUmemAllocationProp_st, win32HandleMetaData), cudacore__abi_offset_CUmemAllocationProp_st__win32HandleMetaData);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemAllocationProp_st, allocFlags) == offsetof(struct CUmemAllocationProp_st, allocFlags), cudacore__abi_offset_CUmemAllocationProp_st__allocFlags);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUmemAccessDesc_st) == sizeof(struct CUmemAccessDesc_st), cudacore__abi_size_CUmemAccessDesc_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemAccessDesc_st, location) == offsetof(struct CUmemAccessDesc_st, location), cudacore__abi_offset_CUmemAccessDesc_st__location);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemAccessDesc_st, flags) == offsetof(struct CUmemAccessDesc_st, flags), cudacore__abi_offset_CUmemAccessDesc_st__flags);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUgraphExecUpdateResultInfo_st) == sizeof(struct CUgraphExecUpdateResultInfo_st), cudacore__abi_size_CUgraphExecUpdateResultInfo_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphExecUpdateResultInfo_st, result) == offsetof(struct CUgraphExecUpdateResultInfo_st, result), cudacore__abi_offset_CUgraphExecUpdateResultInfo_st__result);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphExecUpdateResultInfo_st, errorNode) == offsetof(struct CUgraphExecUpdateResultInfo_st, errorNode), cudacore__abi_offset_CUgraphExecUpdateResultInfo_st__errorNode);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphExecUpdateResultInfo_st, errorFromNode) == offsetof(struct CUgraphExecUpdateResultInfo_st, errorFromNode), cudacore__abi_offset_CUgraphExecUpdateResultInfo_st__errorFromNode);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUmemPoolProps_st) == sizeof(struct CUmemPoolProps_st), cudacore__abi_size_CUmemPoolProps_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolProps_st, allocType) == offsetof(struct CUmemPoolProps_st, allocType), cudacore__abi_offset_CUmemPoolProps_st__allocType);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolProps_st, handleTypes) == offsetof(struct CUmemPoolProps_st, handleTypes), cudacore__abi_offset_CUmemPoolProps_st__handleTypes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolProps_st, location) == offsetof(struct CUmemPoolProps_st, location), cudacore__abi_offset_CUmemPoolProps_st__location);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolProps_st, win32SecurityAttributes) == offsetof(struct CUmemPoolProps_st, win32SecurityAttributes), cudacore__abi_offset_CUmemPoolProps_st__win32SecurityAttributes);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolProps_st, maxSize) == offsetof(struct CUmemPoolProps_st, maxSize), cudacore__abi_offset_CUmemPoolProps_st__maxSize);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolProps_st, usage) == offsetof(struct CUmemPoolProps_st, usage), cudacore__abi_offset_CUmemPoolProps_st__usage);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolProps_st, reserved) == offsetof(struct CUmemPoolProps_st, reserved), cudacore__abi_offset_CUmemPoolProps_st__reserved);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUmemPoolPtrExportData_st) == sizeof(struct CUmemPoolPtrExportData_st), cudacore__abi_size_CUmemPoolPtrExportData_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUmemPoolPtrExportData_st, reserved) == offsetof(struct CUmemPoolPtrExportData_st, reserved), cudacore__abi_offset_CUmemPoolPtrExportData_st__reserved);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st) == sizeof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st), cudacore__abi_size_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, poolProps) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, poolProps), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st__poolProps);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescs) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescs), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st__accessDescs);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescCount) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescCount), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st__accessDescCount);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, bytesize) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, bytesize), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st__bytesize);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, dptr) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, dptr), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st__dptr);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st) == sizeof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st), cudacore__abi_size_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, poolProps) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, poolProps), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st__poolProps);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescs) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescs), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st__accessDescs);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescCount) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescCount), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st__accessDescCount);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, bytesize) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, bytesize), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st__bytesize);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, dptr) == offsetof(struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, dptr), cudacore__abi_offset_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st__dptr);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_MEM_FREE_NODE_PARAMS_st) == sizeof(struct CUDA_MEM_FREE_NODE_PARAMS_st), cudacore__abi_size_CUDA_MEM_FREE_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_MEM_FREE_NODE_PARAMS_st, dptr) == offsetof(struct CUDA_MEM_FREE_NODE_PARAMS_st, dptr), cudacore__abi_offset_CUDA_MEM_FREE_NODE_PARAMS_st__dptr);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_CHILD_GRAPH_NODE_PARAMS_st) == sizeof(struct CUDA_CHILD_GRAPH_NODE_PARAMS_st), cudacore__abi_size_CUDA_CHILD_GRAPH_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_CHILD_GRAPH_NODE_PARAMS_st, graph) == offsetof(struct CUDA_CHILD_GRAPH_NODE_PARAMS_st, graph), cudacore__abi_offset_CUDA_CHILD_GRAPH_NODE_PARAMS_st__graph);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_CHILD_GRAPH_NODE_PARAMS_st, ownership) == offsetof(struct CUDA_CHILD_GRAPH_NODE_PARAMS_st, ownership), cudacore__abi_offset_CUDA_CHILD_GRAPH_NODE_PARAMS_st__ownership);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_EVENT_RECORD_NODE_PARAMS_st) == sizeof(struct CUDA_EVENT_RECORD_NODE_PARAMS_st), cudacore__abi_size_CUDA_EVENT_RECORD_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EVENT_RECORD_NODE_PARAMS_st, event) == offsetof(struct CUDA_EVENT_RECORD_NODE_PARAMS_st, event), cudacore__abi_offset_CUDA_EVENT_RECORD_NODE_PARAMS_st__event);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUDA_EVENT_WAIT_NODE_PARAMS_st) == sizeof(struct CUDA_EVENT_WAIT_NODE_PARAMS_st), cudacore__abi_size_CUDA_EVENT_WAIT_NODE_PARAMS_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUDA_EVENT_WAIT_NODE_PARAMS_st, event) == offsetof(struct CUDA_EVENT_WAIT_NODE_PARAMS_st, event), cudacore__abi_offset_CUDA_EVENT_WAIT_NODE_PARAMS_st__event);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__CUgraphNodeParams_st) == sizeof(struct CUgraphNodeParams_st), cudacore__abi_size_CUgraphNodeParams_st);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, type) == offsetof(struct CUgraphNodeParams_st, type), cudacore__abi_offset_CUgraphNodeParams_st__type);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, reserved0) == offsetof(struct CUgraphNodeParams_st, reserved0), cudacore__abi_offset_CUgraphNodeParams_st__reserved0);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, reserved1) == offsetof(struct CUgraphNodeParams_st, reserved1), cudacore__abi_offset_CUgraphNodeParams_st__reserved1);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, kernel) == offsetof(struct CUgraphNodeParams_st, kernel), cudacore__abi_offset_CUgraphNodeParams_st__kernel);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, memcpy) == offsetof(struct CUgraphNodeParams_st, memcpy), cudacore__abi_offset_CUgraphNodeParams_st__memcpy);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, memset) == offsetof(struct CUgraphNodeParams_st, memset), cudacore__abi_offset_CUgraphNodeParams_st__memset);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, host) == offsetof(struct CUgraphNodeParams_st, host), cudacore__abi_offset_CUgraphNodeParams_st__host);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, graph) == offsetof(struct CUgraphNodeParams_st, graph), cudacore__abi_offset_CUgraphNodeParams_st__graph);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, eventWait) == offsetof(struct CUgraphNodeParams_st, eventWait), cudacore__abi_offset_CUgraphNodeParams_st__eventWait);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, eventRecord) == offsetof(struct CUgraphNodeParams_st, eventRecord), cudacore__abi_offset_CUgraphNodeParams_st__eventRecord);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, extSemSignal) == offsetof(struct CUgraphNodeParams_st, extSemSignal), cudacore__abi_offset_CUgraphNodeParams_st__extSemSignal);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, extSemWait) == offsetof(struct CUgraphNodeParams_st, extSemWait), cudacore__abi_offset_CUgraphNodeParams_st__extSemWait);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, alloc) == offsetof(struct CUgraphNodeParams_st, alloc), cudacore__abi_offset_CUgraphNodeParams_st__alloc);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, free) == offsetof(struct CUgraphNodeParams_st, free), cudacore__abi_offset_CUgraphNodeParams_st__free);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, memOp) == offsetof(struct CUgraphNodeParams_st, memOp), cudacore__abi_offset_CUgraphNodeParams_st__memOp);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, conditional) == offsetof(struct CUgraphNodeParams_st, conditional), cudacore__abi_offset_CUgraphNodeParams_st__conditional);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__CUgraphNodeParams_st, reserved2) == offsetof(struct CUgraphNodeParams_st, reserved2), cudacore__abi_offset_CUgraphNodeParams_st__reserved2);
#endif
#if CUDACORE__HAVE_NVRTC_H
CUDACORE__STATIC_ASSERT((long long)NVRTC_SUCCESS == 0, cudacore__abi_NVRTC_SUCCESS);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_OUT_OF_MEMORY == 1, cudacore__abi_NVRTC_ERROR_OUT_OF_MEMORY);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_PROGRAM_CREATION_FAILURE == 2, cudacore__abi_NVRTC_ERROR_PROGRAM_CREATION_FAILURE);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_INVALID_INPUT == 3, cudacore__abi_NVRTC_ERROR_INVALID_INPUT);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_INVALID_PROGRAM == 4, cudacore__abi_NVRTC_ERROR_INVALID_PROGRAM);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_INVALID_OPTION == 5, cudacore__abi_NVRTC_ERROR_INVALID_OPTION);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_COMPILATION == 6, cudacore__abi_NVRTC_ERROR_COMPILATION);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_BUILTIN_OPERATION_FAILURE == 7, cudacore__abi_NVRTC_ERROR_BUILTIN_OPERATION_FAILURE);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION == 8, cudacore__abi_NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION == 9, cudacore__abi_NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID == 10, cudacore__abi_NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_INTERNAL_ERROR == 11, cudacore__abi_NVRTC_ERROR_INTERNAL_ERROR);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_TIME_FILE_WRITE_FAILED == 12, cudacore__abi_NVRTC_ERROR_TIME_FILE_WRITE_FAILED);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED == 13, cudacore__abi_NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED == 14, cudacore__abi_NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_PCH_CREATE == 15, cudacore__abi_NVRTC_ERROR_PCH_CREATE);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_CANCELLED == 16, cudacore__abi_NVRTC_ERROR_CANCELLED);
CUDACORE__STATIC_ASSERT((long long)NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED == 17, cudacore__abi_NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED);
#endif
#if CUDACORE__HAVE_NVJITLINK_H
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_SUCCESS == 0, cudacore__abi_NVJITLINK_SUCCESS);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_UNRECOGNIZED_OPTION == 1, cudacore__abi_NVJITLINK_ERROR_UNRECOGNIZED_OPTION);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_MISSING_ARCH == 2, cudacore__abi_NVJITLINK_ERROR_MISSING_ARCH);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_INVALID_INPUT == 3, cudacore__abi_NVJITLINK_ERROR_INVALID_INPUT);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_PTX_COMPILE == 4, cudacore__abi_NVJITLINK_ERROR_PTX_COMPILE);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_NVVM_COMPILE == 5, cudacore__abi_NVJITLINK_ERROR_NVVM_COMPILE);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_INTERNAL == 6, cudacore__abi_NVJITLINK_ERROR_INTERNAL);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_THREADPOOL == 7, cudacore__abi_NVJITLINK_ERROR_THREADPOOL);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_UNRECOGNIZED_INPUT == 8, cudacore__abi_NVJITLINK_ERROR_UNRECOGNIZED_INPUT);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_FINALIZE == 9, cudacore__abi_NVJITLINK_ERROR_FINALIZE);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_NULL_INPUT == 10, cudacore__abi_NVJITLINK_ERROR_NULL_INPUT);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS == 11, cudacore__abi_NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_INCORRECT_INPUT_TYPE == 12, cudacore__abi_NVJITLINK_ERROR_INCORRECT_INPUT_TYPE);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_ARCH_MISMATCH == 13, cudacore__abi_NVJITLINK_ERROR_ARCH_MISMATCH);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_OUTDATED_LIBRARY == 14, cudacore__abi_NVJITLINK_ERROR_OUTDATED_LIBRARY);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_MISSING_FATBIN == 15, cudacore__abi_NVJITLINK_ERROR_MISSING_FATBIN);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_UNRECOGNIZED_ARCH == 16, cudacore__abi_NVJITLINK_ERROR_UNRECOGNIZED_ARCH);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_UNSUPPORTED_ARCH == 17, cudacore__abi_NVJITLINK_ERROR_UNSUPPORTED_ARCH);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_ERROR_LTO_NOT_ENABLED == 18, cudacore__abi_NVJITLINK_ERROR_LTO_NOT_ENABLED);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_NONE == 0, cudacore__abi_NVJITLINK_INPUT_NONE);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_CUBIN == 1, cudacore__abi_NVJITLINK_INPUT_CUBIN);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_PTX == 2, cudacore__abi_NVJITLINK_INPUT_PTX);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_LTOIR == 3, cudacore__abi_NVJITLINK_INPUT_LTOIR);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_FATBIN == 4, cudacore__abi_NVJITLINK_INPUT_FATBIN);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_OBJECT == 5, cudacore__abi_NVJITLINK_INPUT_OBJECT);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_LIBRARY == 6, cudacore__abi_NVJITLINK_INPUT_LIBRARY);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_INDEX == 7, cudacore__abi_NVJITLINK_INPUT_INDEX);
CUDACORE__STATIC_ASSERT((long long)NVJITLINK_INPUT_ANY == 10, cudacore__abi_NVJITLINK_INPUT_ANY);
#endif
/* CUDACORE_GENERATED_END(abi_checks) */

/* CUDACORE_GENERATED_BEGIN(fn_index) -- generated by tools/gen_abi.py, do not edit */
enum {
    CUDACORE__DRV_cuGetErrorString,
    CUDACORE__DRV_cuGetErrorName,
    CUDACORE__DRV_cuInit,
    CUDACORE__DRV_cuDriverGetVersion,
    CUDACORE__DRV_cuDeviceGet,
    CUDACORE__DRV_cuDeviceGetCount,
    CUDACORE__DRV_cuDeviceGetName,
    CUDACORE__DRV_cuDeviceGetUuid,
    CUDACORE__DRV_cuDeviceGetUuid_v2,
    CUDACORE__DRV_cuDeviceGetLuid,
    CUDACORE__DRV_cuDeviceTotalMem,
    CUDACORE__DRV_cuDeviceGetTexture1DLinearMaxWidth,
    CUDACORE__DRV_cuDeviceGetAttribute,
    CUDACORE__DRV_cuDeviceGetHostAtomicCapabilities,
    CUDACORE__DRV_cuDeviceGetNvSciSyncAttributes,
    CUDACORE__DRV_cuDeviceSetMemPool,
    CUDACORE__DRV_cuDeviceGetMemPool,
    CUDACORE__DRV_cuDeviceGetDefaultMemPool,
    CUDACORE__DRV_cuDeviceGetExecAffinitySupport,
    CUDACORE__DRV_cuFlushGPUDirectRDMAWrites,
    CUDACORE__DRV_cuDeviceGetProperties,
    CUDACORE__DRV_cuDeviceComputeCapability,
    CUDACORE__DRV_cuDevicePrimaryCtxRetain,
    CUDACORE__DRV_cuDevicePrimaryCtxRelease,
    CUDACORE__DRV_cuDevicePrimaryCtxSetFlags,
    CUDACORE__DRV_cuDevicePrimaryCtxGetState,
    CUDACORE__DRV_cuDevicePrimaryCtxReset,
    CUDACORE__DRV_cuCtxCreate,
    CUDACORE__DRV_cuCtxCreate_v3,
    CUDACORE__DRV_cuCtxCreate_v4,
    CUDACORE__DRV_cuCtxDestroy,
    CUDACORE__DRV_cuCtxPushCurrent,
    CUDACORE__DRV_cuCtxPopCurrent,
    CUDACORE__DRV_cuCtxSetCurrent,
    CUDACORE__DRV_cuCtxGetCurrent,
    CUDACORE__DRV_cuCtxGetDevice,
    CUDACORE__DRV_cuCtxGetDevice_v2,
    CUDACORE__DRV_cuCtxGetFlags,
    CUDACORE__DRV_cuCtxSetFlags,
    CUDACORE__DRV_cuCtxGetId,
    CUDACORE__DRV_cuCtxSynchronize,
    CUDACORE__DRV_cuCtxSynchronize_v2,
    CUDACORE__DRV_cuCtxSetLimit,
    CUDACORE__DRV_cuCtxGetLimit,
    CUDACORE__DRV_cuCtxGetCacheConfig,
    CUDACORE__DRV_cuCtxSetCacheConfig,
    CUDACORE__DRV_cuCtxGetApiVersion,
    CUDACORE__DRV_cuCtxGetStreamPriorityRange,
    CUDACORE__DRV_cuCtxResetPersistingL2Cache,
    CUDACORE__DRV_cuCtxGetExecAffinity,
    CUDACORE__DRV_cuCtxRecordEvent,
    CUDACORE__DRV_cuCtxWaitEvent,
    CUDACORE__DRV_cuCtxAttach,
    CUDACORE__DRV_cuCtxDetach,
    CUDACORE__DRV_cuCtxGetSharedMemConfig,
    CUDACORE__DRV_cuCtxSetSharedMemConfig,
    CUDACORE__DRV_cuModuleLoad,
    CUDACORE__DRV_cuModuleLoadData,
    CUDACORE__DRV_cuModuleLoadDataEx,
    CUDACORE__DRV_cuModuleLoadFatBinary,
    CUDACORE__DRV_cuModuleUnload,
    CUDACORE__DRV_cuModuleGetLoadingMode,
    CUDACORE__DRV_cuModuleGetFunction,
    CUDACORE__DRV_cuModuleGetFunctionCount,
    CUDACORE__DRV_cuModuleEnumerateFunctions,
    CUDACORE__DRV_cuModuleGetGlobal,
    CUDACORE__DRV_cuLinkCreate,
    CUDACORE__DRV_cuLinkAddData,
    CUDACORE__DRV_cuLinkAddFile,
    CUDACORE__DRV_cuLinkComplete,
    CUDACORE__DRV_cuLinkDestroy,
    CUDACORE__DRV_cuModuleGetTexRef,
    CUDACORE__DRV_cuModuleGetSurfRef,
    CUDACORE__DRV_cuLibraryLoadData,
    CUDACORE__DRV_cuLibraryLoadFromFile,
    CUDACORE__DRV_cuLibraryUnload,
    CUDACORE__DRV_cuLibraryGetKernel,
    CUDACORE__DRV_cuLibraryGetKernelCount,
    CUDACORE__DRV_cuLibraryEnumerateKernels,
    CUDACORE__DRV_cuLibraryGetModule,
    CUDACORE__DRV_cuKernelGetFunction,
    CUDACORE__DRV_cuKernelGetLibrary,
    CUDACORE__DRV_cuLibraryGetGlobal,
    CUDACORE__DRV_cuLibraryGetManaged,
    CUDACORE__DRV_cuLibraryGetUnifiedFunction,
    CUDACORE__DRV_cuKernelGetAttribute,
    CUDACORE__DRV_cuKernelSetAttribute,
    CUDACORE__DRV_cuKernelSetCacheConfig,
    CUDACORE__DRV_cuKernelGetName,
    CUDACORE__DRV_cuKernelGetParamInfo,
    CUDACORE__DRV_cuMemGetInfo,
    CUDACORE__DRV_cuMemAlloc,
    CUDACORE__DRV_cuMemAllocPitch,
    CUDACORE__DRV_cuMemFree,
    CUDACORE__DRV_cuMemGetAddressRange,
    CUDACORE__DRV_cuMemAllocHost,
    CUDACORE__DRV_cuMemFreeHost,
    CUDACORE__DRV_cuMemHostAlloc,
    CUDACORE__DRV_cuMemHostGetDevicePointer,
    CUDACORE__DRV_cuMemHostGetFlags,
    CUDACORE__DRV_cuMemAllocManaged,
    CUDACORE__DRV_cuDeviceRegisterAsyncNotification,
    CUDACORE__DRV_cuDeviceUnregisterAsyncNotification,
    CUDACORE__DRV_cuDeviceGetByPCIBusId,
    CUDACORE__DRV_cuDeviceGetPCIBusId,
    CUDACORE__DRV_cuIpcGetEventHandle,
    CUDACORE__DRV_cuIpcOpenEventHandle,
    CUDACORE__DRV_cuIpcGetMemHandle,
    CUDACORE__DRV_cuIpcOpenMemHandle,
    CUDACORE__DRV_cuIpcCloseMemHandle,
    CUDACORE__DRV_cuMemHostRegister,
    CUDACORE__DRV_cuMemHostUnregister,
    CUDACORE__DRV_cuMemcpy,
    CUDACORE__DRV_cuMemcpyPeer,
    CUDACORE__DRV_cuMemcpyHtoD,
    CUDACORE__DRV_cuMemcpyDtoH,
    CUDACORE__DRV_cuMemcpyDtoD,
    CUDACORE__DRV_cuMemcpyDtoA,
    CUDACORE__DRV_cuMemcpyAtoD,
    CUDACORE__DRV_cuMemcpyHtoA,
    CUDACORE__DRV_cuMemcpyAtoH,
    CUDACORE__DRV_cuMemcpyAtoA,
    CUDACORE__DRV_cuMemcpy2D,
    CUDACORE__DRV_cuMemcpy2DUnaligned,
    CUDACORE__DRV_cuMemcpy3D,
    CUDACORE__DRV_cuMemcpy3DPeer,
    CUDACORE__DRV_cuMemcpyAsync,
    CUDACORE__DRV_cuMemcpyPeerAsync,
    CUDACORE__DRV_cuMemcpyHtoDAsync,
    CUDACORE__DRV_cuMemcpyDtoHAsync,
    CUDACORE__DRV_cuMemcpyDtoDAsync,
    CUDACORE__DRV_cuMemcpyHtoAAsync,
    CUDACORE__DRV_cuMemcpyAtoHAsync,
    CUDACORE__DRV_cuMemcpy2DAsync,
    CUDACORE__DRV_cuMemcpy3DAsync,
    CUDACORE__DRV_cuMemcpy3DPeerAsync,
    CUDACORE__DRV_cuMemcpyBatchAsync,
    CUDACORE__DRV_cuMemcpyBatchAsync_v2,
    CUDACORE__DRV_cuMemcpy3DBatchAsync,
    CUDACORE__DRV_cuMemcpy3DBatchAsync_v2,
    CUDACORE__DRV_cuMemsetD8,
    CUDACORE__DRV_cuMemsetD16,
    CUDACORE__DRV_cuMemsetD32,
    CUDACORE__DRV_cuMemsetD2D8,
    CUDACORE__DRV_cuMemsetD2D16,
    CUDACORE__DRV_cuMemsetD2D32,
    CUDACORE__DRV_cuMemsetD8Async,
    CUDACORE__DRV_cuMemsetD16Async,
    CUDACORE__DRV_cuMemsetD32Async,
    CUDACORE__DRV_cuMemsetD2D8Async,
    CUDACORE__DRV_cuMemsetD2D16Async,
    CUDACORE__DRV_cuMemsetD2D32Async,
    CUDACORE__DRV_cuArrayCreate,
    CUDACORE__DRV_cuArrayGetDescriptor,
    CUDACORE__DRV_cuArrayGetSparseProperties,
    CUDACORE__DRV_cuMipmappedArrayGetSparseProperties,
    CUDACORE__DRV_cuArrayGetMemoryRequirements,
    CUDACORE__DRV_cuMipmappedArrayGetMemoryRequirements,
    CUDACORE__DRV_cuArrayGetPlane,
    CUDACORE__DRV_cuArrayDestroy,
    CUDACORE__DRV_cuArray3DCreate,
    CUDACORE__DRV_cuArray3DGetDescriptor,
    CUDACORE__DRV_cuMipmappedArrayCreate,
    CUDACORE__DRV_cuMipmappedArrayGetLevel,
    CUDACORE__DRV_cuMipmappedArrayDestroy,
    CUDACORE__DRV_cuMemGetHandleForAddressRange,
    CUDACORE__DRV_cuMemBatchDecompressAsync,
    CUDACORE__DRV_cuMemAddressReserve,
    CUDACORE__DRV_cuMemAddressFree,
    CUDACORE__DRV_cuMemCreate,
    CUDACORE__DRV_cuMemRelease,
    CUDACORE__DRV_cuMemMap,
    CUDACORE__DRV_cuMemMapArrayAsync,
    CUDACORE__DRV_cuMemUnmap,
    CUDACORE__DRV_cuMemSetAccess,
    CUDACORE__DRV_cuMemGetAccess,
    CUDACORE__DRV_cuMemExportToShareableHandle,
    CUDACORE__DRV_cuMemImportFromShareableHandle,
    CUDACORE__DRV_cuMemGetAllocationGranularity,
    CUDACORE__DRV_cuMemGetAllocationPropertiesFromHandle,
    CUDACORE__DRV_cuMemRetainAllocationHandle,
    CUDACORE__DRV_cuMemFreeAsync,
    CUDACORE__DRV_cuMemAllocAsync,
    CUDACORE__DRV_cuMemPoolTrimTo,
    CUDACORE__DRV_cuMemPoolSetAttribute,
    CUDACORE__DRV_cuMemPoolGetAttribute,
    CUDACORE__DRV_cuMemPoolSetAccess,
    CUDACORE__DRV_cuMemPoolGetAccess,
    CUDACORE__DRV_cuMemPoolCreate,
    CUDACORE__DRV_cuMemPoolDestroy,
    CUDACORE__DRV_cuMemGetDefaultMemPool,
    CUDACORE__DRV_cuMemGetMemPool,
    CUDACORE__DRV_cuMemSetMemPool,
    CUDACORE__DRV_cuMemAllocFromPoolAsync,
    CUDACORE__DRV_cuMemPoolExportToShareableHandle,
    CUDACORE__DRV_cuMemPoolImportFromShareableHandle,
    CUDACORE__DRV_cuMemPoolExportPointer,
    CUDACORE__DRV_cuMemPoolImportPointer,
    CUDACORE__DRV_cuMulticastCreate,
    CUDACORE__DRV_cuMulticastAddDevice,
    CUDACORE__DRV_cuMulticastBindMem,
    CUDACORE__DRV_cuMulticastBindAddr,
    CUDACORE__DRV_cuMulticastUnbind,
    CUDACORE__DRV_cuMulticastGetGranularity,
    CUDACORE__DRV_cuPointerGetAttribute,
    CUDACORE__DRV_cuMemPrefetchAsync,
    CUDACORE__DRV_cuMemPrefetchAsync_v2,
    CUDACORE__DRV_cuMemAdvise,
    CUDACORE__DRV_cuMemAdvise_v2,
    CUDACORE__DRV_cuMemPrefetchBatchAsync,
    CUDACORE__DRV_cuMemDiscardBatchAsync,
    CUDACORE__DRV_cuMemDiscardAndPrefetchBatchAsync,
    CUDACORE__DRV_cuMemRangeGetAttribute,
    CUDACORE__DRV_cuMemRangeGetAttributes,
    CUDACORE__DRV_cuPointerSetAttribute,
    CUDACORE__DRV_cuPointerGetAttributes,
    CUDACORE__DRV_cuStreamCreate,
    CUDACORE__DRV_cuStreamCreateWithPriority,
    CUDACORE__DRV_cuStreamGetPriority,
    CUDACORE__DRV_cuStreamGetDevice,
    CUDACORE__DRV_cuStreamGetFlags,
    CUDACORE__DRV_cuStreamGetId,
    CUDACORE__DRV_cuStreamGetCtx,
    CUDACORE__DRV_cuStreamGetCtx_v2,
    CUDACORE__DRV_cuStreamWaitEvent,
    CUDACORE__DRV_cuStreamAddCallback,
    CUDACORE__DRV_cuStreamBeginCapture,
    CUDACORE__DRV_cuStreamBeginCaptureToGraph,
    CUDACORE__DRV_cuThreadExchangeStreamCaptureMode,
    CUDACORE__DRV_cuStreamEndCapture,
    CUDACORE__DRV_cuStreamIsCapturing,
    CUDACORE__DRV_cuStreamGetCaptureInfo,
    CUDACORE__DRV_cuStreamGetCaptureInfo_v2,
    CUDACORE__DRV_cuStreamGetCaptureInfo_v3,
    CUDACORE__DRV_cuStreamUpdateCaptureDependencies,
    CUDACORE__DRV_cuStreamUpdateCaptureDependencies_v2,
    CUDACORE__DRV_cuStreamAttachMemAsync,
    CUDACORE__DRV_cuStreamQuery,
    CUDACORE__DRV_cuStreamSynchronize,
    CUDACORE__DRV_cuStreamDestroy,
    CUDACORE__DRV_cuStreamCopyAttributes,
    CUDACORE__DRV_cuStreamGetAttribute,
    CUDACORE__DRV_cuStreamSetAttribute,
    CUDACORE__DRV_cuEventCreate,
    CUDACORE__DRV_cuEventRecord,
    CUDACORE__DRV_cuEventRecordWithFlags,
    CUDACORE__DRV_cuEventQuery,
    CUDACORE__DRV_cuEventSynchronize,
    CUDACORE__DRV_cuEventDestroy,
    CUDACORE__DRV_cuEventElapsedTime,
    CUDACORE__DRV_cuEventElapsedTime_v2,
    CUDACORE__DRV_cuImportExternalMemory,
    CUDACORE__DRV_cuExternalMemoryGetMappedBuffer,
    CUDACORE__DRV_cuExternalMemoryGetMappedMipmappedArray,
    CUDACORE__DRV_cuDestroyExternalMemory,
    CUDACORE__DRV_cuImportExternalSemaphore,
    CUDACORE__DRV_cuSignalExternalSemaphoresAsync,
    CUDACORE__DRV_cuWaitExternalSemaphoresAsync,
    CUDACORE__DRV_cuDestroyExternalSemaphore,
    CUDACORE__DRV_cuStreamWaitValue32,
    CUDACORE__DRV_cuStreamWaitValue32_v2,
    CUDACORE__DRV_cuStreamWaitValue64,
    CUDACORE__DRV_cuStreamWaitValue64_v2,
    CUDACORE__DRV_cuStreamWriteValue32,
    CUDACORE__DRV_cuStreamWriteValue32_v2,
    CUDACORE__DRV_cuStreamWriteValue64,
    CUDACORE__DRV_cuStreamWriteValue64_v2,
    CUDACORE__DRV_cuStreamBatchMemOp,
    CUDACORE__DRV_cuStreamBatchMemOp_v2,
    CUDACORE__DRV_cuFuncGetAttribute,
    CUDACORE__DRV_cuFuncSetAttribute,
    CUDACORE__DRV_cuFuncSetCacheConfig,
    CUDACORE__DRV_cuFuncGetModule,
    CUDACORE__DRV_cuFuncGetName,
    CUDACORE__DRV_cuFuncGetParamInfo,
    CUDACORE__DRV_cuFuncIsLoaded,
    CUDACORE__DRV_cuFuncLoad,
    CUDACORE__DRV_cuLaunchKernel,
    CUDACORE__DRV_cuLaunchKernelEx,
    CUDACORE__DRV_cuLaunchCooperativeKernel,
    CUDACORE__DRV_cuLaunchCooperativeKernelMultiDevice,
    CUDACORE__DRV_cuLaunchHostFunc,
    CUDACORE__DRV_cuFuncSetBlockShape,
    CUDACORE__DRV_cuFuncSetSharedSize,
    CUDACORE__DRV_cuParamSetSize,
    CUDACORE__DRV_cuParamSeti,
    CUDACORE__DRV_cuParamSetf,
    CUDACORE__DRV_cuParamSetv,
    CUDACORE__DRV_cuLaunch,
    CUDACORE__DRV_cuLaunchGrid,
    CUDACORE__DRV_cuLaunchGridAsync,
    CUDACORE__DRV_cuParamSetTexRef,
    CUDACORE__DRV_cuFuncSetSharedMemConfig,
    CUDACORE__DRV_cuGraphCreate,
    CUDACORE__DRV_cuGraphAddKernelNode,
    CUDACORE__DRV_cuGraphAddKernelNode_v2,
    CUDACORE__DRV_cuGraphKernelNodeGetParams,
    CUDACORE__DRV_cuGraphKernelNodeGetParams_v2,
    CUDACORE__DRV_cuGraphKernelNodeSetParams,
    CUDACORE__DRV_cuGraphKernelNodeSetParams_v2,
    CUDACORE__DRV_cuGraphAddMemcpyNode,
    CUDACORE__DRV_cuGraphMemcpyNodeGetParams,
    CUDACORE__DRV_cuGraphMemcpyNodeSetParams,
    CUDACORE__DRV_cuGraphAddMemsetNode,
    CUDACORE__DRV_cuGraphMemsetNodeGetParams,
    CUDACORE__DRV_cuGraphMemsetNodeSetParams,
    CUDACORE__DRV_cuGraphAddHostNode,
    CUDACORE__DRV_cuGraphHostNodeGetParams,
    CUDACORE__DRV_cuGraphHostNodeSetParams,
    CUDACORE__DRV_cuGraphAddChildGraphNode,
    CUDACORE__DRV_cuGraphChildGraphNodeGetGraph,
    CUDACORE__DRV_cuGraphAddEmptyNode,
    CUDACORE__DRV_cuGraphAddEventRecordNode,
    CUDACORE__DRV_cuGraphEventRecordNodeGetEvent,
    CUDACORE__DRV_cuGraphEventRecordNodeSetEvent,
    CUDACORE__DRV_cuGraphAddEventWaitNode,
    CUDACORE__DRV_cuGraphEventWaitNodeGetEvent,
    CUDACORE__DRV_cuGraphEventWaitNodeSetEvent,
    CUDACORE__DRV_cuGraphAddExternalSemaphoresSignalNode,
    CUDACORE__DRV_cuGraphExternalSemaphoresSignalNodeGetParams,
    CUDACORE__DRV_cuGraphExternalSemaphoresSignalNodeSetParams,
    CUDACORE__DRV_cuGraphAddExternalSemaphoresWaitNode,
    CUDACORE__DRV_cuGraphExternalSemaphoresWaitNodeGetParams,
    CUDACORE__DRV_cuGraphExternalSemaphoresWaitNodeSetParams,
    CUDACORE__DRV_cuGraphAddBatchMemOpNode,
    CUDACORE__DRV_cuGraphBatchMemOpNodeGetParams,
    CUDACORE__DRV_cuGraphBatchMemOpNodeSetParams,
    CUDACORE__DRV_cuGraphExecBatchMemOpNodeSetParams,
    CUDACORE__DRV_cuGraphAddMemAllocNode,
    CUDACORE__DRV_cuGraphMemAllocNodeGetParams,
    CUDACORE__DRV_cuGraphAddMemFreeNode,
    CUDACORE__DRV_cuGraphMemFreeNodeGetParams,
    CUDACORE__DRV_cuDeviceGraphMemTrim,
    CUDACORE__DRV_cuDeviceGetGraphMemAttribute,
    CUDACORE__DRV_cuDeviceSetGraphMemAttribute,
    CUDACORE__DRV_cuGraphClone,
    CUDACORE__DRV_cuGraphNodeFindInClone,
    CUDACORE__DRV_cuGraphNodeGetType,
    CUDACORE__DRV_cuGraphGetNodes,
    CUDACORE__DRV_cuGraphGetRootNodes,
    CUDACORE__DRV_cuGraphGetEdges,
    CUDACORE__DRV_cuGraphGetEdges_v2,
    CUDACORE__DRV_cuGraphNodeGetDependencies,
    CUDACORE__DRV_cuGraphNodeGetDependencies_v2,
    CUDACORE__DRV_cuGraphNodeGetDependentNodes,
    CUDACORE__DRV_cuGraphNodeGetDependentNodes_v2,
    CUDACORE__DRV_cuGraphAddDependencies,
    CUDACORE__DRV_cuGraphAddDependencies_v2,
    CUDACORE__DRV_cuGraphRemoveDependencies,
    CUDACORE__DRV_cuGraphRemoveDependencies_v2,
    CUDACORE__DRV_cuGraphDestroyNode,
    CUDACORE__DRV_cuGraphInstantiateWithFlags,
    CUDACORE__DRV_cuGraphInstantiateWithParams,
    CUDACORE__DRV_cuGraphExecGetFlags,
    CUDACORE__DRV_cuGraphExecKernelNodeSetParams,
    CUDACORE__DRV_cuGraphExecKernelNodeSetParams_v2,
    CUDACORE__DRV_cuGraphExecMemcpyNodeSetParams,
    CUDACORE__DRV_cuGraphExecMemsetNodeSetParams,
    CUDACORE__DRV_cuGraphExecHostNodeSetParams,
    CUDACORE__DRV_cuGraphExecChildGraphNodeSetParams,
    CUDACORE__DRV_cuGraphExecEventRecordNodeSetEvent,
    CUDACORE__DRV_cuGraphExecEventWaitNodeSetEvent,
    CUDACORE__DRV_cuGraphExecExternalSemaphoresSignalNodeSetParams,
    CUDACORE__DRV_cuGraphExecExternalSemaphoresWaitNodeSetParams,
    CUDACORE__DRV_cuGraphNodeSetEnabled,
    CUDACORE__DRV_cuGraphNodeGetEnabled,
    CUDACORE__DRV_cuGraphUpload,
    CUDACORE__DRV_cuGraphLaunch,
    CUDACORE__DRV_cuGraphExecDestroy,
    CUDACORE__DRV_cuGraphDestroy,
    CUDACORE__DRV_cuGraphExecUpdate,
    CUDACORE__DRV_cuGraphExecUpdate_v2,
    CUDACORE__DRV_cuGraphKernelNodeCopyAttributes,
    CUDACORE__DRV_cuGraphKernelNodeGetAttribute,
    CUDACORE__DRV_cuGraphKernelNodeSetAttribute,
    CUDACORE__DRV_cuGraphDebugDotPrint,
    CUDACORE__DRV_cuUserObjectCreate,
    CUDACORE__DRV_cuUserObjectRetain,
    CUDACORE__DRV_cuUserObjectRelease,
    CUDACORE__DRV_cuGraphRetainUserObject,
    CUDACORE__DRV_cuGraphReleaseUserObject,
    CUDACORE__DRV_cuGraphAddNode,
    CUDACORE__DRV_cuGraphAddNode_v2,
    CUDACORE__DRV_cuGraphNodeSetParams,
    CUDACORE__DRV_cuGraphExecNodeSetParams,
    CUDACORE__DRV_cuGraphConditionalHandleCreate,
    CUDACORE__DRV_cuOccupancyMaxActiveBlocksPerMultiprocessor,
    CUDACORE__DRV_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
    CUDACORE__DRV_cuOccupancyMaxPotentialBlockSize,
    CUDACORE__DRV_cuOccupancyMaxPotentialBlockSizeWithFlags,
    CUDACORE__DRV_cuOccupancyAvailableDynamicSMemPerBlock,
    CUDACORE__DRV_cuOccupancyMaxPotentialClusterSize,
    CUDACORE__DRV_cuOccupancyMaxActiveClusters,
    CUDACORE__DRV_cuTexRefSetArray,
    CUDACORE__DRV_cuTexRefSetMipmappedArray,
    CUDACORE__DRV_cuTexRefSetAddress,
    CUDACORE__DRV_cuTexRefSetAddress2D,
    CUDACORE__DRV_cuTexRefSetFormat,
    CUDACORE__DRV_cuTexRefSetAddressMode,
    CUDACORE__DRV_cuTexRefSetFilterMode,
    CUDACORE__DRV_cuTexRefSetMipmapFilterMode,
    CUDACORE__DRV_cuTexRefSetMipmapLevelBias,
    CUDACORE__DRV_cuTexRefSetMipmapLevelClamp,
    CUDACORE__DRV_cuTexRefSetMaxAnisotropy,
    CUDACORE__DRV_cuTexRefSetBorderColor,
    CUDACORE__DRV_cuTexRefSetFlags,
    CUDACORE__DRV_cuTexRefGetAddress,
    CUDACORE__DRV_cuTexRefGetArray,
    CUDACORE__DRV_cuTexRefGetMipmappedArray,
    CUDACORE__DRV_cuTexRefGetAddressMode,
    CUDACORE__DRV_cuTexRefGetFilterMode,
    CUDACORE__DRV_cuTexRefGetFormat,
    CUDACORE__DRV_cuTexRefGetMipmapFilterMode,
    CUDACORE__DRV_cuTexRefGetMipmapLevelBias,
    CUDACORE__DRV_cuTexRefGetMipmapLevelClamp,
    CUDACORE__DRV_cuTexRefGetMaxAnisotropy,
    CUDACORE__DRV_cuTexRefGetBorderColor,
    CUDACORE__DRV_cuTexRefGetFlags,
    CUDACORE__DRV_cuTexRefCreate,
    CUDACORE__DRV_cuTexRefDestroy,
    CUDACORE__DRV_cuSurfRefSetArray,
    CUDACORE__DRV_cuSurfRefGetArray,
    CUDACORE__DRV_cuTexObjectCreate,
    CUDACORE__DRV_cuTexObjectDestroy,
    CUDACORE__DRV_cuTexObjectGetResourceDesc,
    CUDACORE__DRV_cuTexObjectGetTextureDesc,
    CUDACORE__DRV_cuTexObjectGetResourceViewDesc,
    CUDACORE__DRV_cuSurfObjectCreate,
    CUDACORE__DRV_cuSurfObjectDestroy,
    CUDACORE__DRV_cuSurfObjectGetResourceDesc,
    CUDACORE__DRV_cuTensorMapEncodeTiled,
    CUDACORE__DRV_cuTensorMapEncodeIm2col,
    CUDACORE__DRV_cuTensorMapEncodeIm2colWide,
    CUDACORE__DRV_cuTensorMapReplaceAddress,
    CUDACORE__DRV_cuDeviceCanAccessPeer,
    CUDACORE__DRV_cuCtxEnablePeerAccess,
    CUDACORE__DRV_cuCtxDisablePeerAccess,
    CUDACORE__DRV_cuDeviceGetP2PAttribute,
    CUDACORE__DRV_cuDeviceGetP2PAtomicCapabilities,
    CUDACORE__DRV_cuGraphicsUnregisterResource,
    CUDACORE__DRV_cuGraphicsSubResourceGetMappedArray,
    CUDACORE__DRV_cuGraphicsResourceGetMappedMipmappedArray,
    CUDACORE__DRV_cuGraphicsResourceGetMappedPointer,
    CUDACORE__DRV_cuGraphicsResourceSetMapFlags,
    CUDACORE__DRV_cuGraphicsMapResources,
    CUDACORE__DRV_cuGraphicsUnmapResources,
    CUDACORE__DRV_cuCoredumpGetAttribute,
    CUDACORE__DRV_cuCoredumpGetAttributeGlobal,
    CUDACORE__DRV_cuCoredumpSetAttribute,
    CUDACORE__DRV_cuCoredumpSetAttributeGlobal,
    CUDACORE__DRV_cuGetExportTable,
    CUDACORE__DRV_cuGreenCtxCreate,
    CUDACORE__DRV_cuGreenCtxDestroy,
    CUDACORE__DRV_cuCtxFromGreenCtx,
    CUDACORE__DRV_cuDeviceGetDevResource,
    CUDACORE__DRV_cuCtxGetDevResource,
    CUDACORE__DRV_cuGreenCtxGetDevResource,
    CUDACORE__DRV_cuDevSmResourceSplitByCount,
    CUDACORE__DRV_cuDevResourceGenerateDesc,
    CUDACORE__DRV_cuGreenCtxRecordEvent,
    CUDACORE__DRV_cuGreenCtxWaitEvent,
    CUDACORE__DRV_cuStreamGetGreenCtx,
    CUDACORE__DRV_cuGreenCtxStreamCreate,
    CUDACORE__DRV_cuGreenCtxGetId,
    CUDACORE__DRV_cuLogsRegisterCallback,
    CUDACORE__DRV_cuLogsUnregisterCallback,
    CUDACORE__DRV_cuLogsCurrent,
    CUDACORE__DRV_cuLogsDumpToFile,
    CUDACORE__DRV_cuLogsDumpToMemory,
    CUDACORE__DRV_cuCheckpointProcessGetRestoreThreadId,
    CUDACORE__DRV_cuCheckpointProcessGetState,
    CUDACORE__DRV_cuCheckpointProcessLock,
    CUDACORE__DRV_cuCheckpointProcessCheckpoint,
    CUDACORE__DRV_cuCheckpointProcessRestore,
    CUDACORE__DRV_cuCheckpointProcessUnlock,
    CUDACORE__DRV_COUNT
};
enum {
    CUDACORE__NVRTC_nvrtcGetErrorString,
    CUDACORE__NVRTC_nvrtcVersion,
    CUDACORE__NVRTC_nvrtcGetNumSupportedArchs,
    CUDACORE__NVRTC_nvrtcGetSupportedArchs,
    CUDACORE__NVRTC_nvrtcCreateProgram,
    CUDACORE__NVRTC_nvrtcDestroyProgram,
    CUDACORE__NVRTC_nvrtcCompileProgram,
    CUDACORE__NVRTC_nvrtcGetPTXSize,
    CUDACORE__NVRTC_nvrtcGetPTX,
    CUDACORE__NVRTC_nvrtcGetCUBINSize,
    CUDACORE__NVRTC_nvrtcGetCUBIN,
    CUDACORE__NVRTC_nvrtcGetLTOIRSize,
    CUDACORE__NVRTC_nvrtcGetLTOIR,
    CUDACORE__NVRTC_nvrtcGetOptiXIRSize,
    CUDACORE__NVRTC_nvrtcGetOptiXIR,
    CUDACORE__NVRTC_nvrtcGetProgramLogSize,
    CUDACORE__NVRTC_nvrtcGetProgramLog,
    CUDACORE__NVRTC_nvrtcAddNameExpression,
    CUDACORE__NVRTC_nvrtcGetLoweredName,
    CUDACORE__NVRTC_nvrtcGetPCHHeapSize,
    CUDACORE__NVRTC_nvrtcSetPCHHeapSize,
    CUDACORE__NVRTC_nvrtcGetPCHCreateStatus,
    CUDACORE__NVRTC_nvrtcGetPCHHeapSizeRequired,
    CUDACORE__NVRTC_nvrtcSetFlowCallback,
    CUDACORE__NVRTC_COUNT
};
enum {
    CUDACORE__NVJITLINK_nvJitLinkCreate,
    CUDACORE__NVJITLINK_nvJitLinkDestroy,
    CUDACORE__NVJITLINK_nvJitLinkAddData,
    CUDACORE__NVJITLINK_nvJitLinkAddFile,
    CUDACORE__NVJITLINK_nvJitLinkComplete,
    CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubinSize,
    CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubin,
    CUDACORE__NVJITLINK_nvJitLinkGetLinkedPtxSize,
    CUDACORE__NVJITLINK_nvJitLinkGetLinkedPtx,
    CUDACORE__NVJITLINK_nvJitLinkGetErrorLogSize,
    CUDACORE__NVJITLINK_nvJitLinkGetErrorLog,
    CUDACORE__NVJITLINK_nvJitLinkGetInfoLogSize,
    CUDACORE__NVJITLINK_nvJitLinkGetInfoLog,
    CUDACORE__NVJITLINK_nvJitLinkVersion,
    CUDACORE__NVJITLINK_COUNT
};
/* CUDACORE_GENERATED_END(fn_index) */

/* CUDACORE_GENERATED_BEGIN(nccl_abi) -- generated by tools/gen_abi.py, do not edit */
/* NCCL ABI copy, NCCL_VERSION_CODE 22809 (nccl.h; tools/abi_manifest.txt). nccl.h
   included first is reused, and checked, when it is this same release. */
#ifndef CUDACORE__HAVE_NCCL_H
#if defined(NCCL_H_) && defined(NCCL_VERSION_CODE) && NCCL_VERSION_CODE == 22809
#define CUDACORE__HAVE_NCCL_H 1
#else
#define CUDACORE__HAVE_NCCL_H 0
#endif
#endif
struct ncclComm;
typedef struct ncclComm *cudacore_ncclComm_t;
struct ncclWindow_vidmem;
typedef struct ncclWindow_vidmem *cudacore_ncclWindow_t;
struct cudacore__ncclUniqueId {
    char internal[128];
};
#if CUDACORE__HAVE_NCCL_H
typedef ncclUniqueId cudacore_ncclUniqueId;
#else
typedef struct cudacore__ncclUniqueId cudacore_ncclUniqueId;
#endif
#if CUDACORE__HAVE_NCCL_H
typedef ncclResult_t cudacore_ncclResult_t;
#else
typedef enum cudacore__ncclResult_t_enum {
    cudacore__ncclResult_t_force_size = 0x7fffffff
} cudacore_ncclResult_t;
#endif
#define CUDACORE_ncclSuccess ((cudacore_ncclResult_t)0)
#define CUDACORE_ncclUnhandledCudaError ((cudacore_ncclResult_t)1)
#define CUDACORE_ncclSystemError ((cudacore_ncclResult_t)2)
#define CUDACORE_ncclInternalError ((cudacore_ncclResult_t)3)
#define CUDACORE_ncclInvalidArgument ((cudacore_ncclResult_t)4)
#define CUDACORE_ncclInvalidUsage ((cudacore_ncclResult_t)5)
#define CUDACORE_ncclRemoteError ((cudacore_ncclResult_t)6)
#define CUDACORE_ncclInProgress ((cudacore_ncclResult_t)7)
#define CUDACORE_ncclNumResults ((cudacore_ncclResult_t)8)
struct cudacore__ncclConfig_v22800 {
    size_t size;
    unsigned int magic;
    unsigned int version;
    int blocking;
    int cgaClusterSize;
    int minCTAs;
    int maxCTAs;
    const char *netName;
    int splitShare;
    int trafficClass;
    const char *commName;
    int collnetEnable;
    int CTAPolicy;
    int shrinkShare;
    int nvlsCTAs;
    int nChannelsPerNetPeer;
    int nvlinkCentricSched;
};
#if CUDACORE__HAVE_NCCL_H
typedef ncclConfig_t cudacore_ncclConfig_t;
#else
typedef struct cudacore__ncclConfig_v22800 cudacore_ncclConfig_t;
#endif
struct cudacore__ncclSimInfo_v22200 {
    size_t size;
    unsigned int magic;
    unsigned int version;
    float estimatedTime;
};
#if CUDACORE__HAVE_NCCL_H
typedef ncclSimInfo_t cudacore_ncclSimInfo_t;
#else
typedef struct cudacore__ncclSimInfo_v22200 cudacore_ncclSimInfo_t;
#endif
#if CUDACORE__HAVE_NCCL_H
typedef ncclRedOp_dummy_t cudacore_ncclRedOp_dummy_t;
#else
typedef enum cudacore__ncclRedOp_dummy_t_enum {
    cudacore__ncclRedOp_dummy_t_force_size = 0x7fffffff
} cudacore_ncclRedOp_dummy_t;
#endif
#define CUDACORE_ncclNumOps_dummy ((cudacore_ncclRedOp_dummy_t)5)
#if CUDACORE__HAVE_NCCL_H
typedef ncclRedOp_t cudacore_ncclRedOp_t;
#else
typedef enum cudacore__ncclRedOp_t_enum {
    cudacore__ncclRedOp_t_force_size = 0x7fffffff
} cudacore_ncclRedOp_t;
#endif
#define CUDACORE_ncclSum ((cudacore_ncclRedOp_t)0)
#define CUDACORE_ncclProd ((cudacore_ncclRedOp_t)1)
#define CUDACORE_ncclMax ((cudacore_ncclRedOp_t)2)
#define CUDACORE_ncclMin ((cudacore_ncclRedOp_t)3)
#define CUDACORE_ncclAvg ((cudacore_ncclRedOp_t)4)
#define CUDACORE_ncclNumOps ((cudacore_ncclRedOp_t)5)
#define CUDACORE_ncclMaxRedOp ((cudacore_ncclRedOp_t)2147483647)
#if CUDACORE__HAVE_NCCL_H
typedef ncclDataType_t cudacore_ncclDataType_t;
#else
typedef enum cudacore__ncclDataType_t_enum {
    cudacore__ncclDataType_t_force_size = 0x7fffffff
} cudacore_ncclDataType_t;
#endif
#define CUDACORE_ncclInt8 ((cudacore_ncclDataType_t)0)
#define CUDACORE_ncclChar ((cudacore_ncclDataType_t)0)
#define CUDACORE_ncclUint8 ((cudacore_ncclDataType_t)1)
#define CUDACORE_ncclInt32 ((cudacore_ncclDataType_t)2)
#define CUDACORE_ncclInt ((cudacore_ncclDataType_t)2)
#define CUDACORE_ncclUint32 ((cudacore_ncclDataType_t)3)
#define CUDACORE_ncclInt64 ((cudacore_ncclDataType_t)4)
#define CUDACORE_ncclUint64 ((cudacore_ncclDataType_t)5)
#define CUDACORE_ncclFloat16 ((cudacore_ncclDataType_t)6)
#define CUDACORE_ncclHalf ((cudacore_ncclDataType_t)6)
#define CUDACORE_ncclFloat32 ((cudacore_ncclDataType_t)7)
#define CUDACORE_ncclFloat ((cudacore_ncclDataType_t)7)
#define CUDACORE_ncclFloat64 ((cudacore_ncclDataType_t)8)
#define CUDACORE_ncclDouble ((cudacore_ncclDataType_t)8)
#define CUDACORE_ncclBfloat16 ((cudacore_ncclDataType_t)9)
#define CUDACORE_ncclFloat8e4m3 ((cudacore_ncclDataType_t)10)
#define CUDACORE_ncclFloat8e5m2 ((cudacore_ncclDataType_t)11)
#define CUDACORE_ncclNumTypes ((cudacore_ncclDataType_t)12)
#if CUDACORE__HAVE_NCCL_H
typedef ncclScalarResidence_t cudacore_ncclScalarResidence_t;
#else
typedef enum cudacore__ncclScalarResidence_t_enum {
    cudacore__ncclScalarResidence_t_force_size = 0x7fffffff
} cudacore_ncclScalarResidence_t;
#endif
#define CUDACORE_ncclScalarDevice ((cudacore_ncclScalarResidence_t)0)
#define CUDACORE_ncclScalarHostImmediate ((cudacore_ncclScalarResidence_t)1)

/* Constants defined as macros by nccl.h. */
#define CUDACORE_NCCL_MAJOR 2
#define CUDACORE_NCCL_MINOR 28
#define CUDACORE_NCCL_PATCH 9
#define CUDACORE_NCCL_SUFFIX ""
#define CUDACORE_NCCL_VERSION_CODE 22809
#define CUDACORE_NCCL_VERSION(X, Y, Z) (((X) <= 2 && (Y) <= 8) ? (X) * 1000 + (Y) * 100 + (Z) : (X) * 10000 + (Y) * 100 + (Z))
#define CUDACORE_NCCL_COMM_NULL NULL
#define CUDACORE_NCCL_UNIQUE_ID_BYTES 128
#define CUDACORE_NCCL_CONFIG_UNDEF_INT (-2147483647 - 1)
#define CUDACORE_NCCL_CONFIG_UNDEF_PTR NULL
#define CUDACORE_NCCL_SPLIT_NOCOLOR -1
#define CUDACORE_NCCL_UNDEF_FLOAT -1.0f
#define CUDACORE_NCCL_WIN_DEFAULT 0x00
#define CUDACORE_NCCL_WIN_COLL_SYMMETRIC 0x01
#define CUDACORE_NCCL_WIN_REQUIRED_ALIGNMENT 4096
#define CUDACORE_NCCL_CTA_POLICY_DEFAULT 0x00
#define CUDACORE_NCCL_CTA_POLICY_EFFICIENCY 0x01
#define CUDACORE_NCCL_CTA_POLICY_ZERO 0x02
#define CUDACORE_NCCL_SHRINK_DEFAULT 0x00
#define CUDACORE_NCCL_SHRINK_ABORT 0x01
#define CUDACORE_NCCL_REVOKE_DEFAULT 0x00
#define CUDACORE_NCCL_CONFIG_INITIALIZER { sizeof(cudacore_ncclConfig_t), 0xcafebeef, CUDACORE_NCCL_VERSION(CUDACORE_NCCL_MAJOR, CUDACORE_NCCL_MINOR, CUDACORE_NCCL_PATCH), CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_PTR, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_PTR, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, CUDACORE_NCCL_CONFIG_UNDEF_INT, }
#define CUDACORE_NCCL_SIM_INFO_INITIALIZER { sizeof(cudacore_ncclSimInfo_t), 0x74685283, CUDACORE_NCCL_VERSION(CUDACORE_NCCL_MAJOR, CUDACORE_NCCL_MINOR, CUDACORE_NCCL_PATCH), CUDACORE_NCCL_UNDEF_FLOAT }
#if CUDACORE__HAVE_NCCL_H
CUDACORE__STATIC_ASSERT((long long)ncclSuccess == 0, cudacore__abi_ncclSuccess);
CUDACORE__STATIC_ASSERT((long long)ncclUnhandledCudaError == 1, cudacore__abi_ncclUnhandledCudaError);
CUDACORE__STATIC_ASSERT((long long)ncclSystemError == 2, cudacore__abi_ncclSystemError);
CUDACORE__STATIC_ASSERT((long long)ncclInternalError == 3, cudacore__abi_ncclInternalError);
CUDACORE__STATIC_ASSERT((long long)ncclInvalidArgument == 4, cudacore__abi_ncclInvalidArgument);
CUDACORE__STATIC_ASSERT((long long)ncclInvalidUsage == 5, cudacore__abi_ncclInvalidUsage);
CUDACORE__STATIC_ASSERT((long long)ncclRemoteError == 6, cudacore__abi_ncclRemoteError);
CUDACORE__STATIC_ASSERT((long long)ncclInProgress == 7, cudacore__abi_ncclInProgress);
CUDACORE__STATIC_ASSERT((long long)ncclNumResults == 8, cudacore__abi_ncclNumResults);
CUDACORE__STATIC_ASSERT((long long)ncclNumOps_dummy == 5, cudacore__abi_ncclNumOps_dummy);
CUDACORE__STATIC_ASSERT((long long)ncclSum == 0, cudacore__abi_ncclSum);
CUDACORE__STATIC_ASSERT((long long)ncclProd == 1, cudacore__abi_ncclProd);
CUDACORE__STATIC_ASSERT((long long)ncclMax == 2, cudacore__abi_ncclMax);
CUDACORE__STATIC_ASSERT((long long)ncclMin == 3, cudacore__abi_ncclMin);
CUDACORE__STATIC_ASSERT((long long)ncclAvg == 4, cudacore__abi_ncclAvg);
CUDACORE__STATIC_ASSERT((long long)ncclNumOps == 5, cudacore__abi_ncclNumOps);
CUDACORE__STATIC_ASSERT((long long)ncclMaxRedOp == 2147483647, cudacore__abi_ncclMaxRedOp);
CUDACORE__STATIC_ASSERT((long long)ncclInt8 == 0, cudacore__abi_ncclInt8);
CUDACORE__STATIC_ASSERT((long long)ncclChar == 0, cudacore__abi_ncclChar);
CUDACORE__STATIC_ASSERT((long long)ncclUint8 == 1, cudacore__abi_ncclUint8);
CUDACORE__STATIC_ASSERT((long long)ncclInt32 == 2, cudacore__abi_ncclInt32);
CUDACORE__STATIC_ASSERT((long long)ncclInt == 2, cudacore__abi_ncclInt);
CUDACORE__STATIC_ASSERT((long long)ncclUint32 == 3, cudacore__abi_ncclUint32);
CUDACORE__STATIC_ASSERT((long long)ncclInt64 == 4, cudacore__abi_ncclInt64);
CUDACORE__STATIC_ASSERT((long long)ncclUint64 == 5, cudacore__abi_ncclUint64);
CUDACORE__STATIC_ASSERT((long long)ncclFloat16 == 6, cudacore__abi_ncclFloat16);
CUDACORE__STATIC_ASSERT((long long)ncclHalf == 6, cudacore__abi_ncclHalf);
CUDACORE__STATIC_ASSERT((long long)ncclFloat32 == 7, cudacore__abi_ncclFloat32);
CUDACORE__STATIC_ASSERT((long long)ncclFloat == 7, cudacore__abi_ncclFloat);
CUDACORE__STATIC_ASSERT((long long)ncclFloat64 == 8, cudacore__abi_ncclFloat64);
CUDACORE__STATIC_ASSERT((long long)ncclDouble == 8, cudacore__abi_ncclDouble);
CUDACORE__STATIC_ASSERT((long long)ncclBfloat16 == 9, cudacore__abi_ncclBfloat16);
CUDACORE__STATIC_ASSERT((long long)ncclFloat8e4m3 == 10, cudacore__abi_ncclFloat8e4m3);
CUDACORE__STATIC_ASSERT((long long)ncclFloat8e5m2 == 11, cudacore__abi_ncclFloat8e5m2);
CUDACORE__STATIC_ASSERT((long long)ncclNumTypes == 12, cudacore__abi_ncclNumTypes);
CUDACORE__STATIC_ASSERT((long long)ncclScalarDevice == 0, cudacore__abi_ncclScalarDevice);
CUDACORE__STATIC_ASSERT((long long)ncclScalarHostImmediate == 1, cudacore__abi_ncclScalarHostImmediate);
CUDACORE__STATIC_ASSERT((long long)(NCCL_MAJOR) == (long long)(CUDACORE_NCCL_MAJOR), cudacore__abi_def_NCCL_MAJOR);
CUDACORE__STATIC_ASSERT((long long)(NCCL_MINOR) == (long long)(CUDACORE_NCCL_MINOR), cudacore__abi_def_NCCL_MINOR);
CUDACORE__STATIC_ASSERT((long long)(NCCL_PATCH) == (long long)(CUDACORE_NCCL_PATCH), cudacore__abi_def_NCCL_PATCH);
CUDACORE__STATIC_ASSERT((long long)(NCCL_VERSION_CODE) == (long long)(CUDACORE_NCCL_VERSION_CODE), cudacore__abi_def_NCCL_VERSION_CODE);
CUDACORE__STATIC_ASSERT((long long)NCCL_VERSION(2, 8, 3) == (long long)CUDACORE_NCCL_VERSION(2, 8, 3), cudacore__abi_def_NCCL_VERSION_0);
CUDACORE__STATIC_ASSERT((long long)NCCL_VERSION(2, 28, 9) == (long long)CUDACORE_NCCL_VERSION(2, 28, 9), cudacore__abi_def_NCCL_VERSION_1);
CUDACORE__STATIC_ASSERT((long long)(NCCL_UNIQUE_ID_BYTES) == (long long)(CUDACORE_NCCL_UNIQUE_ID_BYTES), cudacore__abi_def_NCCL_UNIQUE_ID_BYTES);
CUDACORE__STATIC_ASSERT((long long)(NCCL_CONFIG_UNDEF_INT) == (long long)(CUDACORE_NCCL_CONFIG_UNDEF_INT), cudacore__abi_def_NCCL_CONFIG_UNDEF_INT);
CUDACORE__STATIC_ASSERT((long long)(NCCL_SPLIT_NOCOLOR) == (long long)(CUDACORE_NCCL_SPLIT_NOCOLOR), cudacore__abi_def_NCCL_SPLIT_NOCOLOR);
CUDACORE__STATIC_ASSERT((long long)(NCCL_WIN_DEFAULT) == (long long)(CUDACORE_NCCL_WIN_DEFAULT), cudacore__abi_def_NCCL_WIN_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)(NCCL_WIN_COLL_SYMMETRIC) == (long long)(CUDACORE_NCCL_WIN_COLL_SYMMETRIC), cudacore__abi_def_NCCL_WIN_COLL_SYMMETRIC);
CUDACORE__STATIC_ASSERT((long long)(NCCL_WIN_REQUIRED_ALIGNMENT) == (long long)(CUDACORE_NCCL_WIN_REQUIRED_ALIGNMENT), cudacore__abi_def_NCCL_WIN_REQUIRED_ALIGNMENT);
CUDACORE__STATIC_ASSERT((long long)(NCCL_CTA_POLICY_DEFAULT) == (long long)(CUDACORE_NCCL_CTA_POLICY_DEFAULT), cudacore__abi_def_NCCL_CTA_POLICY_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)(NCCL_CTA_POLICY_EFFICIENCY) == (long long)(CUDACORE_NCCL_CTA_POLICY_EFFICIENCY), cudacore__abi_def_NCCL_CTA_POLICY_EFFICIENCY);
CUDACORE__STATIC_ASSERT((long long)(NCCL_CTA_POLICY_ZERO) == (long long)(CUDACORE_NCCL_CTA_POLICY_ZERO), cudacore__abi_def_NCCL_CTA_POLICY_ZERO);
CUDACORE__STATIC_ASSERT((long long)(NCCL_SHRINK_DEFAULT) == (long long)(CUDACORE_NCCL_SHRINK_DEFAULT), cudacore__abi_def_NCCL_SHRINK_DEFAULT);
CUDACORE__STATIC_ASSERT((long long)(NCCL_SHRINK_ABORT) == (long long)(CUDACORE_NCCL_SHRINK_ABORT), cudacore__abi_def_NCCL_SHRINK_ABORT);
CUDACORE__STATIC_ASSERT((long long)(NCCL_REVOKE_DEFAULT) == (long long)(CUDACORE_NCCL_REVOKE_DEFAULT), cudacore__abi_def_NCCL_REVOKE_DEFAULT);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__ncclUniqueId) == sizeof(ncclUniqueId), cudacore__abi_size_ncclUniqueId);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclUniqueId, internal) == offsetof(ncclUniqueId, internal), cudacore__abi_offset_ncclUniqueId__internal);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__ncclConfig_v22800) == sizeof(struct ncclConfig_v22800), cudacore__abi_size_ncclConfig_v22800);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, size) == offsetof(struct ncclConfig_v22800, size), cudacore__abi_offset_ncclConfig_v22800__size);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, magic) == offsetof(struct ncclConfig_v22800, magic), cudacore__abi_offset_ncclConfig_v22800__magic);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, version) == offsetof(struct ncclConfig_v22800, version), cudacore__abi_offset_ncclConfig_v22800__version);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, blocking) == offsetof(struct ncclConfig_v22800, blocking), cudacore__abi_offset_ncclConfig_v22800__blocking);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, cgaClusterSize) == offsetof(struct ncclConfig_v22800, cgaClusterSize), cudacore__abi_offset_ncclConfig_v22800__cgaClusterSize);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, minCTAs) == offsetof(struct ncclConfig_v22800, minCTAs), cudacore__abi_offset_ncclConfig_v22800__minCTAs);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, maxCTAs) == offsetof(struct ncclConfig_v22800, maxCTAs), cudacore__abi_offset_ncclConfig_v22800__maxCTAs);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, netName) == offsetof(struct ncclConfig_v22800, netName), cudacore__abi_offset_ncclConfig_v22800__netName);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, splitShare) == offsetof(struct ncclConfig_v22800, splitShare), cudacore__abi_offset_ncclConfig_v22800__splitShare);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, trafficClass) == offsetof(struct ncclConfig_v22800, trafficClass), cudacore__abi_offset_ncclConfig_v22800__trafficClass);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, commName) == offsetof(struct ncclConfig_v22800, commName), cudacore__abi_offset_ncclConfig_v22800__commName);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, collnetEnable) == offsetof(struct ncclConfig_v22800, collnetEnable), cudacore__abi_offset_ncclConfig_v22800__collnetEnable);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, CTAPolicy) == offsetof(struct ncclConfig_v22800, CTAPolicy), cudacore__abi_offset_ncclConfig_v22800__CTAPolicy);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, shrinkShare) == offsetof(struct ncclConfig_v22800, shrinkShare), cudacore__abi_offset_ncclConfig_v22800__shrinkShare);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, nvlsCTAs) == offsetof(struct ncclConfig_v22800, nvlsCTAs), cudacore__abi_offset_ncclConfig_v22800__nvlsCTAs);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, nChannelsPerNetPeer) == offsetof(struct ncclConfig_v22800, nChannelsPerNetPeer), cudacore__abi_offset_ncclConfig_v22800__nChannelsPerNetPeer);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclConfig_v22800, nvlinkCentricSched) == offsetof(struct ncclConfig_v22800, nvlinkCentricSched), cudacore__abi_offset_ncclConfig_v22800__nvlinkCentricSched);
CUDACORE__STATIC_ASSERT(sizeof(struct cudacore__ncclSimInfo_v22200) == sizeof(struct ncclSimInfo_v22200), cudacore__abi_size_ncclSimInfo_v22200);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclSimInfo_v22200, size) == offsetof(struct ncclSimInfo_v22200, size), cudacore__abi_offset_ncclSimInfo_v22200__size);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclSimInfo_v22200, magic) == offsetof(struct ncclSimInfo_v22200, magic), cudacore__abi_offset_ncclSimInfo_v22200__magic);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclSimInfo_v22200, version) == offsetof(struct ncclSimInfo_v22200, version), cudacore__abi_offset_ncclSimInfo_v22200__version);
CUDACORE__STATIC_ASSERT(offsetof(struct cudacore__ncclSimInfo_v22200, estimatedTime) == offsetof(struct ncclSimInfo_v22200, estimatedTime), cudacore__abi_offset_ncclSimInfo_v22200__estimatedTime);
#endif
enum {
    CUDACORE__NCCL_ncclMemAlloc,
    CUDACORE__NCCL_ncclMemFree,
    CUDACORE__NCCL_ncclGetVersion,
    CUDACORE__NCCL_ncclGetUniqueId,
    CUDACORE__NCCL_ncclCommInitRankConfig,
    CUDACORE__NCCL_ncclCommInitRank,
    CUDACORE__NCCL_ncclCommInitAll,
    CUDACORE__NCCL_ncclCommFinalize,
    CUDACORE__NCCL_ncclCommDestroy,
    CUDACORE__NCCL_ncclCommAbort,
    CUDACORE__NCCL_ncclCommRevoke,
    CUDACORE__NCCL_ncclCommSplit,
    CUDACORE__NCCL_ncclCommShrink,
    CUDACORE__NCCL_ncclCommInitRankScalable,
    CUDACORE__NCCL_ncclGetErrorString,
    CUDACORE__NCCL_ncclGetLastError,
    CUDACORE__NCCL_ncclResetDebugInit,
    CUDACORE__NCCL_ncclCommGetAsyncError,
    CUDACORE__NCCL_ncclCommCount,
    CUDACORE__NCCL_ncclCommCuDevice,
    CUDACORE__NCCL_ncclCommUserRank,
    CUDACORE__NCCL_ncclCommRegister,
    CUDACORE__NCCL_ncclCommDeregister,
    CUDACORE__NCCL_ncclCommWindowRegister,
    CUDACORE__NCCL_ncclCommWindowDeregister,
    CUDACORE__NCCL_ncclRedOpCreatePreMulSum,
    CUDACORE__NCCL_ncclRedOpDestroy,
    CUDACORE__NCCL_ncclReduce,
    CUDACORE__NCCL_ncclBcast,
    CUDACORE__NCCL_ncclBroadcast,
    CUDACORE__NCCL_ncclAllReduce,
    CUDACORE__NCCL_ncclReduceScatter,
    CUDACORE__NCCL_ncclAllGather,
    CUDACORE__NCCL_ncclAlltoAll,
    CUDACORE__NCCL_ncclGather,
    CUDACORE__NCCL_ncclScatter,
    CUDACORE__NCCL_ncclSend,
    CUDACORE__NCCL_ncclRecv,
    CUDACORE__NCCL_ncclGroupStart,
    CUDACORE__NCCL_ncclGroupEnd,
    CUDACORE__NCCL_ncclGroupSimulateEnd,
    CUDACORE__NCCL_COUNT
};
/* CUDACORE_GENERATED_END(nccl_abi) */

#ifdef __cplusplus
extern "C" {
#endif

/*=== RESULTS ================================================================*/
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
    X(CUDACORE_ERROR_TIMEOUT,            19, "a wait ran past its timeout (the communicator it watched was aborted)") \
    X(CUDACORE_ERROR_LIBRARY_NOT_FOUND, 100, "a required library could not be loaded (see the error detail for every path tried)") \
    X(CUDACORE_ERROR_STUB_LIBRARY,      101, "the toolkit's stub libcuda was loaded instead of the driver") \
    X(CUDACORE_ERROR_SYMBOL_NOT_FOUND,  102, "the loaded library lacks a needed function (it is too old)") \
    X(CUDACORE_ERROR_LIBRARY_TOO_OLD,   103, "the loaded library is older than this feature needs") \
    X(CUDACORE_ERROR_CUDA,              200, "the CUDA driver returned an error") \
    X(CUDACORE_ERROR_NVRTC,             300, "NVRTC returned an error") \
    X(CUDACORE_ERROR_COMPILE,           301, "compilation failed (the log is in the error detail)") \
    X(CUDACORE_ERROR_NVJITLINK,         302, "nvJitLink returned an error") \
    X(CUDACORE_ERROR_LINK,              303, "linking failed (the log is in the error detail)") \
    X(CUDACORE_ERROR_NVVM,              304, "libNVVM returned an error") \
    X(CUDACORE_ERROR_NCCL,              305, "NCCL returned an error (NCCL's own explanation is in the error detail)")

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
    CUDACORE_LIBRARY__COUNT
} cudacore_library;

/* The calling thread's last error. Strings are owned by the thread's record,
   never NULL (empty instead), and valid until the thread's next error. */
typedef struct cudacore_error_info {
    cudacore_result result;
    cudacore_library library;   /* where native_code came from, or NONE */
    int native_code;            /* raw CUresult / nvrtcResult / nvJitLinkResult */
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

/*=== SETUP, LOGGING, ALLOCATOR ==============================================*/
typedef enum cudacore_log_level {
    CUDACORE_LOG_PANIC = 0,
    CUDACORE_LOG_ERROR = 1,
    CUDACORE_LOG_WARN = 2,
    CUDACORE_LOG_INFO = 3,
    CUDACORE_LOG_DEBUG = 4
} cudacore_log_level;

/* tag is "cudacore"; result is a cudacore_result (0 for plain messages). */
typedef void (*cudacore_log_fn)(const char *tag, uint32_t level, uint32_t result, const char *message,
                                uint32_t line, const char *file, void *user_data);
typedef struct cudacore_logger {
    cudacore_log_fn func;
    void *user_data;
} cudacore_logger;

/* A ready logger: one line per message on stderr. */
CUDACORE_API void cudacore_log_stderr(const char *tag, uint32_t level, uint32_t result, const char *message,
                                      uint32_t line, const char *file, void *user_data);

/* Set both functions or neither. alloc_fn returns NULL on failure. */
typedef struct cudacore_allocator {
    void *(*alloc_fn)(size_t size, void *user_data);
    void (*free_fn)(void *ptr, void *user_data);
    void *user_data;
} cudacore_allocator;

/* cudacore_desc: all zero means defaults.
     allocator                  CUDACORE_MALLOC / CUDACORE_FREE
     logger                     cudacore_log_stderr under CUDACORE_DEBUG, else none
     libcuda_path ... nvvm_path search as in LOADING (NULL: not given)
     per_thread_default_stream  0: stream-ordered entry points use the legacy
                                default stream; 1: the per-thread one (as
                                nvcc's --default-stream per-thread)
     disable_validation         0: under CUDACORE_DEBUG, validate launches and
                                descs before calling the driver
     quiet                      1: no default logger even in debug builds
     nccl_path                  NCCL, searched as in LOADING (NULL: not given) */
typedef struct cudacore_desc {
    cudacore_allocator allocator;
    cudacore_logger logger;
    const char *libcuda_path;
    const char *nvrtc_path;
    const char *nvjitlink_path;
    const char *nvvm_path;
    int per_thread_default_stream;
    int disable_validation;
    int quiet;
    const char *nccl_path;
} cudacore_desc;

/* Optional. Sets the library up with desc (NULL: defaults). Fails with
   CUDACORE_ERROR_ALREADY_SET_UP if it is already set up (explicitly or by a
   first call). Loads nothing yet: libraries are loaded on first use. */
CUDACORE_API cudacore_result cudacore_setup(const cudacore_desc *desc);
/* Frees cudacore's host state and releases the primary contexts it retained.
   Objects still alive are reported (logged) and their handles become invalid;
   their driver objects are not destroyed. Loaded libraries stay loaded. The
   library can be set up again afterwards. Must not race any other call. */
CUDACORE_API void cudacore_shutdown(void);
CUDACORE_API int cudacore_is_set_up(void);
/* The desc in effect, defaults resolved. */
CUDACORE_API cudacore_desc cudacore_query_desc(void);

/*=== LIBRARIES ==============================================================*/
typedef struct cudacore_library_info {
    int loaded;               /* 1 if the library is loaded and usable */
    const char *path;         /* the path or name it was loaded from ("" if not loaded) */
    int version_major;        /* driver: CUDA version it supports (13, 0); NVRTC, nvJitLink: their own */
    int version_minor;
    int version;              /* driver: cuDriverGetVersion (13000); NCCL: its NCCL_VERSION_CODE
                                 (22809 for 2.28.9); others major*1000+minor*10 */
} cudacore_library_info;

/* Loads the library if it was not tried yet, and describes it. Returns the
   load's result: on failure the error detail lists every path tried. */
CUDACORE_API cudacore_result cudacore_library_load(cudacore_library lib, cudacore_library_info *info);
CUDACORE_API cudacore_result cudacore_driver_version(int *version);

/* The driver's entry point for `name` at ABI `version` (0: the version pinned
   in cudacore's manifest, or the driver's own). NULL if missing. Resolved through
   the same loaded libcuda that cudacore uses. */
CUDACORE_API cudacore_result cudacore_driver_proc(const char *name, int version, void **fn);

/* For cudabind.h (the generated {err, value} wrappers; a few lines here so that
   they share this loader). cudacore_library_function: the entry point of
   function `index` of `lib` (CUDACORE__DRV_<abi> for CUDA, CUDACORE__NVRTC_<name>,
   CUDACORE__NVJITLINK_<name>, CUDACORE__NCCL_<name>), loading the library on first
   use. NULL when the library cannot be loaded or lacks the function: the error
   record then names the function and *native_code holds the library's "not
   found" code (CUDA_ERROR_NOT_FOUND, or CUDA_ERROR_STUB_LIBRARY;
   NVRTC_ERROR_INTERNAL_ERROR; NVJITLINK_ERROR_INTERNAL; ncclSystemError).
   Thread-safe; lock-free once loaded.
   cudacore_library_record: records in this thread's error record (without
   logging) that function `index` of `lib` returned `native_code`. */
typedef void (*cudacore_fnptr)(void);
CUDACORE_API cudacore_fnptr cudacore_library_function(cudacore_library lib, int index, int *native_code);
CUDACORE_API void cudacore_library_record(cudacore_library lib, int index, int native_code);

/*=== OBJECT HANDLES =========================================================*/
typedef struct cudacore_stream { uint64_t id; } cudacore_stream;
typedef struct cudacore_event { uint64_t id; } cudacore_event;
typedef struct cudacore_memory_resource { uint64_t id; } cudacore_memory_resource;
typedef struct cudacore_buffer { uint64_t id; } cudacore_buffer;
typedef struct cudacore_program { uint64_t id; } cudacore_program;
typedef struct cudacore_linker { uint64_t id; } cudacore_linker;
typedef struct cudacore_object_code { uint64_t id; } cudacore_object_code;
typedef struct cudacore_kernel { uint64_t id; } cudacore_kernel;
typedef struct cudacore_graph { uint64_t id; } cudacore_graph;
typedef struct cudacore_graph_exec { uint64_t id; } cudacore_graph_exec;
typedef struct cudacore_communicator { uint64_t id; } cudacore_communicator;

/* The kinds, as stored in a handle's id (bits 24-31). */
typedef enum cudacore_object_kind {
    CUDACORE_OBJECT_NONE = 0,
    CUDACORE_OBJECT_STREAM,
    CUDACORE_OBJECT_EVENT,
    CUDACORE_OBJECT_MEMORY_RESOURCE,
    CUDACORE_OBJECT_BUFFER,
    CUDACORE_OBJECT_PROGRAM,
    CUDACORE_OBJECT_LINKER,
    CUDACORE_OBJECT_OBJECT_CODE,
    CUDACORE_OBJECT_KERNEL,
    CUDACORE_OBJECT_GRAPH,
    CUDACORE_OBJECT_GRAPH_EXEC,
    CUDACORE_OBJECT_COMMUNICATOR,
    CUDACORE_OBJECT__COUNT
} cudacore_object_kind;

/* The number of live objects of a kind (for leak checks in tests). */
CUDACORE_API uint32_t cudacore_live_objects(cudacore_object_kind kind);

/*=== DEVICES ================================================================*/
typedef struct cudacore_device_info {
    int ordinal;
    char name[256];
    char uuid[40];            /* "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" style, without the prefix: 8-4-4-4-12 */
    char pci_bus_id[32];      /* "0000:3B:00.0" */
    int cc_major, cc_minor;   /* compute capability */
    char arch[8];             /* "90" for sm_90 */
    size_t total_memory;      /* bytes */
    int multiprocessor_count;
} cudacore_device_info;

CUDACORE_API cudacore_result cudacore_device_count(int *count);
CUDACORE_API cudacore_result cudacore_device_get_info(int device, cudacore_device_info *info);
CUDACORE_API cudacore_result cudacore_device_attribute(int device, cudacore_CUdevice_attribute attribute, int *value);
/* Free and total memory, in bytes (makes the device's primary context current on this thread). */
CUDACORE_API cudacore_result cudacore_device_memory_info(int device, size_t *free_bytes, size_t *total_bytes);
CUDACORE_API cudacore_result cudacore_device_native(int device, cudacore_CUdevice *out);

/* Every CUdevice_attribute of CUDA 13, by name (see cudacore_device_get_properties).
   An attribute the installed driver does not know reads 0. */
/* CUDACORE_GENERATED_BEGIN(device_properties) -- generated by tools/gen_device_props.py, do not edit */
typedef struct cudacore_device_properties {
    int max_threads_per_block;
    int max_block_dim_x;
    int max_block_dim_y;
    int max_block_dim_z;
    int max_grid_dim_x;
    int max_grid_dim_y;
    int max_grid_dim_z;
    int max_shared_memory_per_block;
    int total_constant_memory;
    int warp_size;
    int max_pitch;
    int max_registers_per_block;
    int clock_rate;
    int texture_alignment;
    int gpu_overlap;  /* deprecated by NVIDIA */
    int multiprocessor_count;
    int kernel_exec_timeout;
    int integrated;
    int can_map_host_memory;
    int compute_mode;
    int maximum_texture1d_width;
    int maximum_texture2d_width;
    int maximum_texture2d_height;
    int maximum_texture3d_width;
    int maximum_texture3d_height;
    int maximum_texture3d_depth;
    int maximum_texture2d_layered_width;
    int maximum_texture2d_layered_height;
    int maximum_texture2d_layered_layers;
    int surface_alignment;
    int concurrent_kernels;
    int ecc_enabled;
    int pci_bus_id;
    int pci_device_id;
    int tcc_driver;
    int memory_clock_rate;
    int global_memory_bus_width;
    int l2_cache_size;
    int max_threads_per_multiprocessor;
    int async_engine_count;
    int unified_addressing;
    int maximum_texture1d_layered_width;
    int maximum_texture1d_layered_layers;
    int can_tex2d_gather;  /* deprecated by NVIDIA */
    int maximum_texture2d_gather_width;
    int maximum_texture2d_gather_height;
    int maximum_texture3d_width_alternate;
    int maximum_texture3d_height_alternate;
    int maximum_texture3d_depth_alternate;
    int pci_domain_id;
    int texture_pitch_alignment;
    int maximum_texturecubemap_width;
    int maximum_texturecubemap_layered_width;
    int maximum_texturecubemap_layered_layers;
    int maximum_surface1d_width;
    int maximum_surface2d_width;
    int maximum_surface2d_height;
    int maximum_surface3d_width;
    int maximum_surface3d_height;
    int maximum_surface3d_depth;
    int maximum_surface1d_layered_width;
    int maximum_surface1d_layered_layers;
    int maximum_surface2d_layered_width;
    int maximum_surface2d_layered_height;
    int maximum_surface2d_layered_layers;
    int maximum_surfacecubemap_width;
    int maximum_surfacecubemap_layered_width;
    int maximum_surfacecubemap_layered_layers;
    int maximum_texture1d_linear_width;  /* deprecated by NVIDIA */
    int maximum_texture2d_linear_width;
    int maximum_texture2d_linear_height;
    int maximum_texture2d_linear_pitch;
    int maximum_texture2d_mipmapped_width;
    int maximum_texture2d_mipmapped_height;
    int compute_capability_major;
    int compute_capability_minor;
    int maximum_texture1d_mipmapped_width;
    int stream_priorities_supported;
    int global_l1_cache_supported;
    int local_l1_cache_supported;
    int max_shared_memory_per_multiprocessor;
    int max_registers_per_multiprocessor;
    int managed_memory;
    int multi_gpu_board;
    int multi_gpu_board_group_id;
    int host_native_atomic_supported;
    int single_to_double_precision_perf_ratio;
    int pageable_memory_access;
    int concurrent_managed_access;
    int compute_preemption_supported;
    int can_use_host_pointer_for_registered_mem;
    int can_use_stream_mem_ops_v1;  /* deprecated by NVIDIA */
    int can_use_64_bit_stream_mem_ops_v1;  /* deprecated by NVIDIA */
    int can_use_stream_wait_value_nor_v1;  /* deprecated by NVIDIA */
    int cooperative_launch;
    int cooperative_multi_device_launch;  /* deprecated by NVIDIA */
    int max_shared_memory_per_block_optin;
    int can_flush_remote_writes;
    int host_register_supported;
    int pageable_memory_access_uses_host_page_tables;
    int direct_managed_mem_access_from_host;
    int virtual_address_management_supported;  /* deprecated by NVIDIA */
    int handle_type_posix_file_descriptor_supported;
    int handle_type_win32_handle_supported;
    int handle_type_win32_kmt_handle_supported;
    int max_blocks_per_multiprocessor;
    int generic_compression_supported;
    int max_persisting_l2_cache_size;
    int max_access_policy_window_size;
    int gpu_direct_rdma_with_cuda_vmm_supported;
    int reserved_shared_memory_per_block;
    int sparse_cuda_array_supported;
    int read_only_host_register_supported;
    int timeline_semaphore_interop_supported;
    int memory_pools_supported;
    int gpu_direct_rdma_supported;
    int gpu_direct_rdma_flush_writes_options;
    int gpu_direct_rdma_writes_ordering;
    int mempool_supported_handle_types;
    int cluster_launch;
    int deferred_mapping_cuda_array_supported;
    int can_use_64_bit_stream_mem_ops;
    int can_use_stream_wait_value_nor;
    int dma_buf_supported;
    int ipc_event_supported;
    int mem_sync_domain_count;
    int tensor_map_access_supported;
    int handle_type_fabric_supported;
    int unified_function_pointers;
    int numa_config;
    int numa_id;
    int multicast_supported;
    int mps_enabled;
    int host_numa_id;
    int d3d12_cig_supported;
    int mem_decompress_algorithm_mask;
    int mem_decompress_maximum_length;
    int vulkan_cig_supported;
    int gpu_pci_device_id;
    int gpu_pci_subsystem_id;
    int host_numa_virtual_memory_management_supported;
    int host_numa_memory_pools_supported;
    int host_numa_multinode_ipc_supported;
    int host_memory_pools_supported;
    int host_virtual_memory_management_supported;
    int host_alloc_dma_buf_supported;
    int only_partial_host_native_atomic_supported;
} cudacore_device_properties;
/* CUDACORE_GENERATED_END(device_properties) */
CUDACORE_API cudacore_result cudacore_device_get_properties(int device, cudacore_device_properties *props);
/* The fields of cudacore_device_properties, all int, by index: for tools that
   print or serialise every property. NULL past the end. */
CUDACORE_API size_t cudacore_device_property_count(void);
CUDACORE_API const char *cudacore_device_property_name(size_t index);

CUDACORE_API cudacore_result cudacore_device_can_access_peer(int device, int peer, int *can_access);
/* Lets `device` access memory on `peer`. Enabling twice is not an error. */
CUDACORE_API cudacore_result cudacore_device_enable_peer_access(int device, int peer);
CUDACORE_API cudacore_result cudacore_device_disable_peer_access(int device, int peer);

/* Retains the device's primary context (once per process) and makes it
   current on the calling thread. The current device is per thread; a thread
   that never sets one uses device 0. */
CUDACORE_API cudacore_result cudacore_device_set_current(int device);
CUDACORE_API cudacore_result cudacore_device_get_current(int *device);
/* The device's primary context (retained by cudacore). */
CUDACORE_API cudacore_result cudacore_device_context(int device, cudacore_CUcontext *ctx);
/* Blocks until all work on the device's primary context is done. */
CUDACORE_API cudacore_result cudacore_device_synchronize(int device);
/* Primary-context scheduling flags (CUDACORE_CU_CTX_SCHED_*); settable
   before the context is active, as in cuDevicePrimaryCtxSetFlags. */
CUDACORE_API cudacore_result cudacore_device_set_flags(int device, unsigned int flags);
CUDACORE_API cudacore_result cudacore_device_get_flags(int device, unsigned int *flags, int *active);

/*=== STREAMS AND EVENTS (>>decl:streams) ====================================*/
/* cudacore_stream_desc: all zero means defaults.
     blocking   0: CU_STREAM_NON_BLOCKING (no implicit sync with the legacy
                default stream, as cuda.core); 1: a blocking stream
     priority   0: the default (lowest) priority. Lower numbers are higher
                priorities; the valid range is cudacore_stream_priority_range()
                and a value outside it is CUDACORE_ERROR_INVALID_ARGUMENT.
   The stream belongs to the calling thread's current device. */
typedef struct cudacore_stream_desc {
    int blocking;
    int priority;
} cudacore_stream_desc;

/* The current device's priority range: least (normally 0) and greatest (the
   highest priority, a negative number such as -5). Either may be NULL. */
CUDACORE_API cudacore_result cudacore_stream_priority_range(int *least, int *greatest);
/* Creates an owned stream on the current device (desc NULL: defaults). */
CUDACORE_API cudacore_result cudacore_stream_create(const cudacore_stream_desc *desc, cudacore_stream *out);
/* Wraps a foreign CUstream without owning it: destroy releases only the
   handle. Its device, flags and priority are read from the driver once. */
CUDACORE_API cudacore_result cudacore_stream_wrap(cudacore_CUstream native, cudacore_stream *out);
/* Destroys an owned stream (pending work still completes, as in
   cuStreamDestroy) or releases a wrapped one. The legacy and per-thread
   handles are never destroyed: destroying them is a successful no-op. */
CUDACORE_API cudacore_result cudacore_stream_destroy(cudacore_stream s);
/* The legacy (CU_STREAM_LEGACY) and per-thread (CU_STREAM_PER_THREAD)
   default streams of the calling thread's current context, as handles usable
   everywhere a stream is taken. Constant; need no setup. */
CUDACORE_API cudacore_stream cudacore_stream_legacy(void);
CUDACORE_API cudacore_stream cudacore_stream_per_thread(void);
/* Blocks until all work queued on s is done. */
CUDACORE_API cudacore_result cudacore_stream_synchronize(cudacore_stream s);
/* *done = 1 if all work on s is finished, 0 if not (never NOT_READY). */
CUDACORE_API cudacore_result cudacore_stream_query(cudacore_stream s, int *done);
/* Work queued on s after this call waits for the event's last record. */
CUDACORE_API cudacore_result cudacore_stream_wait_event(cudacore_stream s, cudacore_event e);
/* Work queued on s after this call waits for all work queued on `other` so
   far (a temporary timing-disabled event is recorded on `other`). */
CUDACORE_API cudacore_result cudacore_stream_wait_stream(cudacore_stream s, cudacore_stream other);
/* Queues fn(user_data) on s (cuLaunchHostFunc). fn must not call CUDA. */
CUDACORE_API cudacore_result cudacore_stream_launch_host_func(cudacore_stream s, cudacore_CUhostFn fn, void *user_data);
CUDACORE_API cudacore_result cudacore_stream_native(cudacore_stream s, cudacore_CUstream *out);

typedef struct cudacore_stream_info {
    cudacore_CUstream native;
    unsigned int flags;       /* CU_STREAM_* flags as the driver reports them */
    int blocking;             /* 1 unless CU_STREAM_NON_BLOCKING */
    int priority;
    int device;               /* ordinal */
    cudacore_CUcontext context;
    int owned;                /* 1: created by cudacore_stream_create */
} cudacore_stream_info;
/* Flags, priority, device and context (queried from the driver). */
CUDACORE_API cudacore_result cudacore_stream_get_info(cudacore_stream s, cudacore_stream_info *info);

/* cudacore_event_desc: all zero means defaults.
     enable_timing  0: CU_EVENT_DISABLE_TIMING. A timing event costs about
                    10x more to record and synchronise, so it is opt-in.
     blocking_sync  0: synchronize spins; 1: CU_EVENT_BLOCKING_SYNC (yields)
     ipc            0; 1: CU_EVENT_INTERPROCESS, exportable with
                    cudacore_event_ipc_export. Cannot be combined with timing.
   The event belongs to the calling thread's current device. */
typedef struct cudacore_event_desc {
    int enable_timing;
    int blocking_sync;
    int ipc;
} cudacore_event_desc;

CUDACORE_API cudacore_result cudacore_event_create(const cudacore_event_desc *desc, cudacore_event *out);
/* Records e on s (hot path: one lookup each, one driver call). The stream
   must belong to the event's device. Records of one event from several
   threads: the last to reach the driver is the one that waits and times. */
CUDACORE_API cudacore_result cudacore_event_record(cudacore_event e, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_event_synchronize(cudacore_event e);
/* *done = 1 if the work before the last record is finished (or it was never
   recorded), else 0. */
CUDACORE_API cudacore_result cudacore_event_query(cudacore_event e, int *done);
/* Milliseconds between two recorded, completed timing events. Distinct
   errors: CUDACORE_ERROR_TIMING_DISABLED (either lacks enable_timing),
   CUDACORE_ERROR_EVENT_NOT_RECORDED (either was never recorded),
   CUDACORE_ERROR_NOT_READY (either has not completed yet). */
CUDACORE_API cudacore_result cudacore_event_elapsed_ms(cudacore_event start, cudacore_event end, float *ms);
CUDACORE_API cudacore_result cudacore_event_destroy(cudacore_event e);
CUDACORE_API cudacore_result cudacore_event_native(cudacore_event e, cudacore_CUevent *out);

typedef struct cudacore_event_info {
    cudacore_CUevent native;
    int device;
    int timing, blocking_sync, ipc;
    int imported;             /* opened from another process's IPC handle */
} cudacore_event_info;
CUDACORE_API cudacore_result cudacore_event_get_info(cudacore_event e, cudacore_event_info *info);

/* Interprocess events. Export works only for an event created with ipc = 1
   (else CUDACORE_ERROR_INVALID_ARGUMENT). The 64 bytes may be sent to another
   process on the same machine, which opens them with
   cudacore_event_ipc_import; both sides may then record, wait and sync. */
typedef struct cudacore_event_ipc_handle {
    unsigned char bytes[64];
} cudacore_event_ipc_handle;
CUDACORE_API cudacore_result cudacore_event_ipc_export(cudacore_event e, cudacore_event_ipc_handle *out);
/* Opens an exported event on the current device (it is an ipc, timing-
   disabled event; destroy closes it). */
CUDACORE_API cudacore_result cudacore_event_ipc_import(const cudacore_event_ipc_handle *handle, cudacore_event *out);

/*=== MEMORY RESOURCES AND BUFFERS (>>decl:memory) ===========================*/
/* What a memory resource is (cudacore_memory_resource_info.type). */
typedef enum cudacore_memory_resource_type {
    CUDACORE_MR_NONE = 0,
    CUDACORE_MR_DEVICE_POOL,     /* stream-ordered, from a device memory pool */
    CUDACORE_MR_DEVICE,          /* cuMemAlloc / cuMemFree */
    CUDACORE_MR_PINNED,          /* cuMemHostAlloc / cuMemFreeHost */
    CUDACORE_MR_PINNED_POOL,     /* stream-ordered, from a host pinned pool (CUDA 13) */
    CUDACORE_MR_MANAGED,         /* cuMemAllocManaged */
    CUDACORE_MR_MANAGED_POOL,    /* stream-ordered, from a managed pool (CUDA 13) */
    CUDACORE_MR_VIRTUAL,         /* cuMemCreate + reserve + map; growable */
    CUDACORE_MR_USER,            /* a user vtable */
    CUDACORE_MR_IMPORTED_POOL,   /* a pool imported from another process (cannot allocate) */
    CUDACORE_MR__FORCE_32 = 0x7fffffff
} cudacore_memory_resource_type;

/* A user memory resource. allocate must return a pointer to at least `size`
   bytes (addresses are 64-bit integers for host and device memory alike) or
   a result other than CUDACORE_SUCCESS; deallocate gets the same pointer and
   size back. destroy (optional) runs in cudacore_memory_resource_destroy.
   stream is the raw stream the user passed (CU_STREAM_LEGACY / PER_THREAD
   for the default handles). The callbacks may be called from any thread. */
typedef struct cudacore_memory_resource_vtable {
    cudacore_result (*allocate)(void *user_data, size_t size, cudacore_CUstream stream, cudacore_CUdeviceptr *ptr);
    cudacore_result (*deallocate)(void *user_data, cudacore_CUdeviceptr ptr, size_t size, cudacore_CUstream stream);
    void (*destroy)(void *user_data);
} cudacore_memory_resource_vtable;

/* cudacore_user_memory_resource_desc (vtable.allocate and deallocate needed).
     device             ordinal the memory belongs to (-1: host memory)
     device_accessible, host_accessible, managed   properties reported (0/1) */
typedef struct cudacore_user_memory_resource_desc {
    cudacore_memory_resource_vtable vtable;
    void *user_data;
    int device;
    int device_accessible;
    int host_accessible;
    int managed;
} cudacore_user_memory_resource_desc;

typedef struct cudacore_memory_resource_info {
    cudacore_memory_resource_type type;
    int device;               /* -1 for host memory */
    int device_accessible, host_accessible, managed;
    int ipc_enabled;
    cudacore_CUmemoryPool pool; /* pool-based types, else NULL */
} cudacore_memory_resource_info;

/* The device's default resource: stream-ordered allocation from the device's
   current memory pool (cuDeviceGetMemPool, read once), with the pool's
   release threshold raised to the maximum so that freed memory is kept for
   reuse instead of returned at every synchronisation (as cuda.core does).
   One handle per device, created on first call; destroying it is a no-op
   success. Allocation while the stream is being captured into a graph
   becomes a graph memory node (the driver's behaviour for pool allocations). */
CUDACORE_API cudacore_result cudacore_device_memory_resource(int device, cudacore_memory_resource *out);

/* cudacore_device_pool_desc: an owned device pool. All zero means defaults.
     device             0: device 0 (an ordinal)
     max_size           0: unlimited (the pool's maxSize)
     release_threshold  0: the maximum (keep freed memory)
     ipc                0; 1: exportable as a POSIX file descriptor (Linux)
     peers, peer_count  devices given read-write access to the pool */
typedef struct cudacore_device_pool_desc {
    int device;
    size_t max_size;
    uint64_t release_threshold;
    int ipc;
    const int *peers;
    int peer_count;
} cudacore_device_pool_desc;
CUDACORE_API cudacore_result cudacore_device_pool_resource_create(const cudacore_device_pool_desc *desc, cudacore_memory_resource *out);

/* Plain, not stream-ordered device memory (cuMemAlloc). Free synchronises
   the stream given to cudacore_buffer_free, then calls cuMemFree. */
CUDACORE_API cudacore_result cudacore_device_malloc_resource_create(int device, cudacore_memory_resource *out);

/* cudacore_pinned_memory_resource_desc: cuMemHostAlloc flags; zero = plain
   page-locked memory (cuMemHostAlloc with flags 0).
     portable        CU_MEMHOSTALLOC_PORTABLE: pinned for every context
     mapped          CU_MEMHOSTALLOC_DEVICEMAP: mapped into the device space
     write_combined  CU_MEMHOSTALLOC_WRITECOMBINED: fast to write from the
                     host, very slow to read from it
   Allocation ignores the stream; free synchronises it first. Buffers are
   host- and (through UVA) device-accessible; device = -1. */
typedef struct cudacore_pinned_memory_resource_desc {
    int portable;
    int mapped;
    int write_combined;
} cudacore_pinned_memory_resource_desc;
CUDACORE_API cudacore_result cudacore_pinned_memory_resource_create(const cudacore_pinned_memory_resource_desc *desc,
                                                                    cudacore_memory_resource *out);

/* cudacore_host_pool_desc: a stream-ordered pinned host pool (CUDA 13+
   drivers; older ones give CUDACORE_ERROR_NOT_SUPPORTED). Every device is
   given read-write access.
     max_size  0: unlimited        release_threshold  0: the maximum */
typedef struct cudacore_host_pool_desc {
    size_t max_size;
    uint64_t release_threshold;
} cudacore_host_pool_desc;
CUDACORE_API cudacore_result cudacore_pinned_pool_resource_create(const cudacore_host_pool_desc *desc, cudacore_memory_resource *out);

/* cudacore_managed_memory_resource_desc: all zero means defaults.
     device       0: the device reported as the resource's device
     attach_host  0: CU_MEM_ATTACH_GLOBAL; 1: CU_MEM_ATTACH_HOST
     pool         0: cuMemAllocManaged; 1: a stream-ordered managed pool
                  (CUDA 13+, else CUDACORE_ERROR_NOT_SUPPORTED) */
typedef struct cudacore_managed_memory_resource_desc {
    int device;
    int attach_host;
    int pool;
} cudacore_managed_memory_resource_desc;
CUDACORE_API cudacore_result cudacore_managed_memory_resource_create(const cudacore_managed_memory_resource_desc *desc,
                                                                     cudacore_memory_resource *out);

/* cudacore_virtual_memory_resource_desc: cuMemCreate + cuMemAddressReserve +
   cuMemMap + cuMemSetAccess. Each allocation is rounded up to the
   allocation granularity and reserves max(size, reserve_size) of address
   space, so cudacore_buffer_grow can extend it in place.
     device        0: device 0
     reserve_size  0: reserve only the rounded size (no growth room)
     peers, peer_count  devices also given read-write access */
typedef struct cudacore_virtual_memory_resource_desc {
    int device;
    size_t reserve_size;
    const int *peers;
    int peer_count;
} cudacore_virtual_memory_resource_desc;
CUDACORE_API cudacore_result cudacore_virtual_memory_resource_create(const cudacore_virtual_memory_resource_desc *desc,
                                                                     cudacore_memory_resource *out);

CUDACORE_API cudacore_result cudacore_user_memory_resource_create(const cudacore_user_memory_resource_desc *desc,
                                                                  cudacore_memory_resource *out);

/* Destroys a resource. Buffers allocated from it stay valid and are freed
   as they were allocated (an owned pool is released by the driver once its
   last allocation is freed), except user resources: free their buffers
   before destroying them. Default device resources: a no-op success. */
CUDACORE_API cudacore_result cudacore_memory_resource_destroy(cudacore_memory_resource mr);
CUDACORE_API cudacore_result cudacore_memory_resource_get_info(cudacore_memory_resource mr, cudacore_memory_resource_info *info);
/* The raw interface (allocate/deallocate of the resource, no buffer). */
CUDACORE_API cudacore_result cudacore_memory_resource_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s,
                                                               cudacore_CUdeviceptr *ptr);
CUDACORE_API cudacore_result cudacore_memory_resource_deallocate(cudacore_memory_resource mr, cudacore_CUdeviceptr ptr, size_t size,
                                                                 cudacore_stream s);
/* Pool-based resources: read and set CU_MEMPOOL_ATTR_* (booleans and byte
   counts alike as uint64_t), trim, and grant or revoke a peer's access. */
CUDACORE_API cudacore_result cudacore_memory_resource_get_attribute(cudacore_memory_resource mr, cudacore_CUmemPool_attribute attr,
                                                                    uint64_t *value);
CUDACORE_API cudacore_result cudacore_memory_resource_set_attribute(cudacore_memory_resource mr, cudacore_CUmemPool_attribute attr,
                                                                    uint64_t value);
CUDACORE_API cudacore_result cudacore_memory_resource_trim(cudacore_memory_resource mr, size_t min_bytes_to_keep);
CUDACORE_API cudacore_result cudacore_memory_resource_set_peer_access(cudacore_memory_resource mr, int peer, int enable);

/* What kind of memory a buffer holds. */
typedef enum cudacore_memory_kind {
    CUDACORE_MEMORY_UNKNOWN = 0,
    CUDACORE_MEMORY_DEVICE,    /* device memory */
    CUDACORE_MEMORY_HOST,      /* page-locked host memory (pinned, registered) */
    CUDACORE_MEMORY_MANAGED,   /* unified memory */
    CUDACORE_MEMORY_PAGEABLE,  /* ordinary host memory CUDA does not know */
    CUDACORE_MEMORY__FORCE_32 = 0x7fffffff
} cudacore_memory_kind;

typedef struct cudacore_buffer_info {
    cudacore_CUdeviceptr ptr;   /* 0 for an empty buffer */
    void *host_ptr;             /* host address if host-accessible, else NULL */
    size_t size;
    cudacore_memory_resource mr; /* {0} for wrapped, registered, imported buffers and views */
    int device;                 /* -1: host memory */
    cudacore_memory_kind kind;
    int device_accessible, host_accessible, managed;
    int owned;                  /* 1: freeing releases the memory */
    int is_view;
} cudacore_buffer_info;

/* Allocates from mr in stream order on s. Size 0 gives a valid empty buffer
   (pointer 0) without calling the driver; copies and fills of 0 bytes
   succeed without calling it either. Hot path for pool resources: two
   lock-free lookups, the handle pool's slot lock and one driver call; no
   host allocation, no capture query. A device-pool resource refuses a
   stream of another device (CUDACORE_ERROR_INVALID_ARGUMENT). */
CUDACORE_API cudacore_result cudacore_buffer_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out);
/* Frees in stream order on s (pool memory: cuMemFreeAsync; other kinds
   synchronise s first). Wrapped buffers and views release only the handle.
   On failure nothing is freed and the buffer stays valid: retry later (for
   example once a stream capture that forbids the synchronisation is over).
   Thread safety: must not race another thread's use of the buffer. */
CUDACORE_API cudacore_result cudacore_buffer_free(cudacore_buffer b, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_buffer_native(cudacore_buffer b, cudacore_CUdeviceptr *out);
/* The host address of a host-accessible buffer (pinned, registered,
   managed, pageable); CUDACORE_ERROR_INVALID_ARGUMENT for device memory. */
CUDACORE_API cudacore_result cudacore_buffer_host_ptr(cudacore_buffer b, void **out);
CUDACORE_API cudacore_result cudacore_buffer_get_info(cudacore_buffer b, cudacore_buffer_info *info);
/* Wraps memory cudacore does not own (freeing releases only the handle). Its
   kind, device and accessibility come from cuPointerGetAttributes: a
   pointer CUDA does not know is CUDACORE_MEMORY_PAGEABLE host memory. */
CUDACORE_API cudacore_result cudacore_buffer_wrap(cudacore_CUdeviceptr ptr, size_t size, cudacore_buffer *out);
/* Page-locks user memory (cuMemHostRegister with CU_MEMHOSTREGISTER_*
   flags) and returns it as a host buffer; freeing unregisters it. */
CUDACORE_API cudacore_result cudacore_buffer_register_host(void *ptr, size_t size, unsigned int flags, cudacore_buffer *out);
/* A view of [offset, offset + size) of parent sharing its memory. Freeing the
   view releases only its handle; the parent must outlive its views. */
CUDACORE_API cudacore_result cudacore_buffer_view(cudacore_buffer parent, size_t offset, size_t size, cudacore_buffer *out);

/* Copies, all asynchronous on s. Every range is checked against its buffer
   before the driver is called (CUDACORE_ERROR_OUT_OF_BOUNDS, computed
   without overflow). Host memory must stay valid until the copy is done
   (pageable host memory makes the copy synchronous, as in CUDA). */
CUDACORE_API cudacore_result cudacore_buffer_copy_from_host(cudacore_buffer dst, size_t dst_offset, const void *src, size_t size,
                                                            cudacore_stream s);
CUDACORE_API cudacore_result cudacore_buffer_copy_to_host(void *dst, cudacore_buffer src, size_t src_offset, size_t size, cudacore_stream s);
/* Buffer to buffer, any kinds and devices (unified addressing). */
CUDACORE_API cudacore_result cudacore_buffer_copy(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset, size_t size,
                                                  cudacore_stream s);
/* Device to device across devices with cuMemcpyPeerAsync (works without
   peer access, staged by the driver; faster with it). */
CUDACORE_API cudacore_result cudacore_buffer_copy_peer(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset,
                                                       size_t size, cudacore_stream s);

/* A 2-D pitched copy: height rows of width bytes. Each side is a buffer (with
   offset and pitch) or, when its buffer is {0}, a host pointer with pitch.
   Pitches must be >= width; the last byte of each side is bounds-checked. */
typedef struct cudacore_copy_2d_desc {
    cudacore_buffer dst;
    void *dst_host;
    size_t dst_offset, dst_pitch;
    cudacore_buffer src;
    const void *src_host;
    size_t src_offset, src_pitch;
    size_t width, height;
} cudacore_copy_2d_desc;
CUDACORE_API cudacore_result cudacore_copy_2d(const cudacore_copy_2d_desc *desc, cudacore_stream s);

/* Fills [offset, offset + size) with a 1-, 2- or 4-byte pattern (the low
   pattern_size bytes of value, native byte order). offset and size must be
   multiples of pattern_size. The buffer must be device-accessible. */
CUDACORE_API cudacore_result cudacore_buffer_fill(cudacore_buffer b, size_t offset, size_t size, uint32_t value, int pattern_size,
                                                  cudacore_stream s);

/* Managed memory: prefetch to a device (ordinal) or to the host (-1), and
   advise (CU_MEM_ADVISE_*; location device ordinal or -1 for the host). */
CUDACORE_API cudacore_result cudacore_buffer_prefetch(cudacore_buffer b, size_t offset, size_t size, int device, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_buffer_advise(cudacore_buffer b, size_t offset, size_t size, cudacore_CUmem_advise advice, int device);

/* Virtual-memory buffers: grows the mapping in place to new_size (within the
   reservation; else CUDACORE_ERROR_OUT_OF_BOUNDS). The pointer is unchanged.
   Thread safety: must not race any other use of b (it changes b's size). */
CUDACORE_API cudacore_result cudacore_buffer_grow(cudacore_buffer b, size_t new_size);

/* IPC of pools (Linux: POSIX file descriptors). Export an ipc-enabled pool as
   a new fd (the caller closes it), import it in another process as a
   resource that cannot allocate, export a pool buffer's descriptor, and open
   it through the imported resource. Imported buffers must be freed before
   the exporting process frees the original. */
CUDACORE_API cudacore_result cudacore_memory_resource_export_fd(cudacore_memory_resource mr, int *fd);
CUDACORE_API cudacore_result cudacore_memory_resource_import_fd(int fd, int device, cudacore_memory_resource *out);
typedef struct cudacore_buffer_ipc_descriptor {
    unsigned char data[64];   /* CUmemPoolPtrExportData */
    uint64_t size;
} cudacore_buffer_ipc_descriptor;
CUDACORE_API cudacore_result cudacore_buffer_ipc_export(cudacore_buffer b, cudacore_buffer_ipc_descriptor *out);
CUDACORE_API cudacore_result cudacore_buffer_ipc_import(cudacore_memory_resource imported, const cudacore_buffer_ipc_descriptor *desc,
                                                        cudacore_buffer *out);
/* Legacy IPC (cuIpcGetMemHandle): for cuMemAlloc memory
   (cudacore_device_malloc_resource_create). Opening maps it on the current
   device; freeing the opened buffer closes the mapping. */
typedef struct cudacore_buffer_ipc_mem_handle {
    unsigned char bytes[64];
    uint64_t size;
} cudacore_buffer_ipc_mem_handle;
CUDACORE_API cudacore_result cudacore_buffer_ipc_get_mem_handle(cudacore_buffer b, cudacore_buffer_ipc_mem_handle *out);
CUDACORE_API cudacore_result cudacore_buffer_ipc_open_mem_handle(const cudacore_buffer_ipc_mem_handle *handle, cudacore_buffer *out);

/* DLPack (ABI v0.8 DLManagedTensor, declared here under cudacore names). */
typedef enum cudacore_DLDeviceType {
    CUDACORE_DL_CPU = 1,
    CUDACORE_DL_CUDA = 2,
    CUDACORE_DL_CUDA_HOST = 3,
    CUDACORE_DL_CUDA_MANAGED = 13
} cudacore_DLDeviceType;
typedef struct cudacore_DLDevice {
    int32_t device_type;      /* cudacore_DLDeviceType (an int32 in the ABI) */
    int32_t device_id;
} cudacore_DLDevice;
typedef struct cudacore_DLDataType {
    uint8_t code;             /* 0 int, 1 uint, 2 float, 4 bfloat, ... */
    uint8_t bits;
    uint16_t lanes;
} cudacore_DLDataType;
typedef struct cudacore_DLTensor {
    void *data;
    cudacore_DLDevice device;
    int32_t ndim;
    cudacore_DLDataType dtype;
    int64_t *shape;
    int64_t *strides;         /* in elements; NULL: compact row-major */
    uint64_t byte_offset;
} cudacore_DLTensor;
typedef struct cudacore_DLManagedTensor {
    cudacore_DLTensor dl_tensor;
    void *manager_ctx;
    void (*deleter)(struct cudacore_DLManagedTensor *self);
} cudacore_DLManagedTensor;
/* Exports b as a 1-D int8 tensor of size elements (device type CUDA,
   CUDAHost, CUDAManaged or CPU). transfer_ownership 1: the tensor's deleter
   frees b (on the legacy default stream) and b must not be freed by the
   caller; 0: b must outlive the tensor. Call (*out)->deleter(*out) when done. */
CUDACORE_API cudacore_result cudacore_buffer_to_dlpack(cudacore_buffer b, int transfer_ownership, cudacore_DLManagedTensor **out);
/* Imports a compact tensor as a buffer (not copied); the buffer owns the
   tensor: cudacore_buffer_free calls its deleter. On failure the tensor is
   left untouched and still owned by the caller. */
CUDACORE_API cudacore_result cudacore_buffer_from_dlpack(cudacore_DLManagedTensor *tensor, cudacore_buffer *out);

/*=== >>decl:programs ===========================================================
   PROGRAMS, LINKER, OBJECT CODE, KERNELS, LAUNCH, COMPILE CACHE            */

/* What a program's source is. */
typedef enum cudacore_program_kind {
    CUDACORE_PROGRAM_CXX = 0,   /* CUDA C++, compiled by NVRTC */
    CUDACORE_PROGRAM_PTX = 1,   /* PTX text: loaded as is (target PTX) or assembled through the linker (CUBIN) */
    CUDACORE_PROGRAM_NVVM = 2   /* NVVM IR (text or bitcode), compiled by libNVVM */
} cudacore_program_kind;

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

/* An in-memory header: `#include "name"` in the source finds `source`. */
typedef struct cudacore_header {
    const char *name;
    const char *source;
} cudacore_header;

/* cudacore_program_desc: zero = defaults.
     source            required, not empty. For NVVM bitcode set source_size.
     source_size       0: strlen(source). C++ and PTX sources are text: a NUL
                       byte before the last one is CUDACORE_ERROR_INVALID_ARGUMENT
     name              "default_program" (the file name in diagnostics)
     kind              CUDACORE_PROGRAM_CXX
     headers           in-memory headers (NVRTC only), num_headers of them
     name_expressions  C++ names to instantiate and look up later, e.g.
                       "vector_add<float>"; the lowered (mangled) names are
                       kept in the object code (and in the compile cache).
   Everything is copied: the desc's memory may be freed after create.       */
typedef struct cudacore_program_desc {
    const char *source;
    size_t source_size;
    const char *name;
    cudacore_program_kind kind;
    const cudacore_header *headers;
    size_t num_headers;
    const char *const *name_expressions;
    size_t num_name_expressions;
} cudacore_program_desc;

/* Tri-state switches in the options: 0 = compiler default, 1 = on, -1 = off. */
#define CUDACORE_ON 1
#define CUDACORE_OFF (-1)
/* optimization_level: 0 = default; CUDACORE_OPT_LEVEL(n) asks for -On (n = 0..3). */
#define CUDACORE_OPT_LEVEL(n) ((n) + 1)

/* cudacore_program_options: every field of cuda.core's ProgramOptions that
   NVRTC 12/13 accept (and the libNVVM subset). Zero = default everywhere.
   Lists are (pointer, count) pairs. The option strings are visible through
   cudacore_program_options_format().
     arch                "sm_90", "compute_90", "90" (-> sm_90); NULL: the
                         current device's (CUDACORE_ERROR_NO_DEVICE without one)
     std                 "c++17" -> --std=c++17
     relocatable_device_code, extensible_whole_program, debug (-G), lineinfo,
     device_code_optimize (--dopt), ftz, prec_sqrt, prec_div, fma,
     builtin_move_forward, builtin_initializer_list, pch_messages,
     instantiate_templates_in_pch: tri-state (CUDACORE_ON / CUDACORE_OFF)
     optimization_level  CUDACORE_OPT_LEVEL(n), n = 0..3: ptxas -On (NVVM: -opt=n);
                         other values: CUDACORE_ERROR_INVALID_ARGUMENT
     ptxas_options       passed as --ptxas-options=<each>
     max_register_count  --maxrregcount=N (0: default)
     use_fast_math, extra_device_vectorization, link_time_optimization (-dlto),
     gen_opt_lto, no_source_include, restrict_ (--restrict),
     device_as_default_execution_space (-default-device), device_int128,
     device_float128, disable_warnings (-w), no_display_error_number,
     brief_diagnostics, split_compile (threads, 0: default), fdevice_syntax_only,
     minimal, no_cache (NVRTC's/the linker's own caches), pch, pch_verbose,
     use_libdevice (NVVM): 1 = on
     defines             "NAME" or "NAME=VALUE" -> -D...; undefines -> -U...
     include_paths       -I...;  pre_includes  -include ...
     diag_error / diag_suppress / diag_warn  lists of diagnostic numbers
     optimization_info   "inline" -> -opt-info=inline
     time                file for CSV timing -> -time=file
     fdevice_time_trace  file -> -fdevice-time-trace=file
     frandom_seed        -frandom-seed=...
     ofast_compile       "0", "min", "mid", "max" -> -Ofast-compile=...
     create_pch, use_pch, pch_dir  file/directory names
     extra_options       raw strings appended last
     no_compile_cache    1: skip cudacore's persistent compile cache for this call */
typedef struct cudacore_program_options {
    const char *arch;
    const char *std;
    int relocatable_device_code;
    int extensible_whole_program;
    int debug;
    int lineinfo;
    int device_code_optimize;
    int optimization_level;
    const char *const *ptxas_options;
    size_t num_ptxas_options;
    int max_register_count;
    int ftz;
    int prec_sqrt;
    int prec_div;
    int fma;
    int use_fast_math;
    int extra_device_vectorization;
    int link_time_optimization;
    int gen_opt_lto;
    const char *const *defines;
    size_t num_defines;
    const char *const *undefines;
    size_t num_undefines;
    const char *const *include_paths;
    size_t num_include_paths;
    const char *const *pre_includes;
    size_t num_pre_includes;
    int no_source_include;
    int builtin_move_forward;
    int builtin_initializer_list;
    int restrict_;
    int device_as_default_execution_space;
    int device_int128;
    int device_float128;
    int disable_warnings;
    const char *optimization_info;
    int no_display_error_number;
    const int *diag_error;
    size_t num_diag_error;
    const int *diag_suppress;
    size_t num_diag_suppress;
    const int *diag_warn;
    size_t num_diag_warn;
    int brief_diagnostics;
    const char *time;
    const char *fdevice_time_trace;
    int split_compile;
    int fdevice_syntax_only;
    int minimal;
    int no_cache;
    const char *frandom_seed;
    const char *ofast_compile;
    int pch;
    const char *create_pch;
    const char *use_pch;
    const char *pch_dir;
    int pch_verbose;
    int pch_messages;
    int instantiate_templates_in_pch;
    int use_libdevice;
    const char *const *extra_options;
    size_t num_extra_options;
    int no_compile_cache;
} cudacore_program_options;

/* Writes the option strings opts (NULL: defaults) stands for, for a program
   of `kind` compiled to `target`, one per line ('\n'-terminated), into buf
   (may be NULL when cap is 0). *needed (optional) gets the size including the
   final NUL. Fails with CUDACORE_ERROR_INVALID_ARGUMENT if cap is too small
   (nothing truncated silently) or an option is not valid for the backend.  */
CUDACORE_API cudacore_result cudacore_program_options_format(const cudacore_program_options *opts, cudacore_program_kind kind,
                                                             cudacore_code_type target, char *buf, size_t cap, size_t *needed);

/* Creates a program (copies the desc). Thread safety: one program must not be
   compiled from two threads at once. */
CUDACORE_API cudacore_result cudacore_program_create(const cudacore_program_desc *desc, cudacore_program *out);
/* Compiles p to target (DEFAULT: CUBIN) and returns new object code, owned by
   the caller. CXX: PTX, CUBIN or LTOIR. NVVM: PTX or LTOIR. PTX: PTX (as is)
   or CUBIN (through the linker). Uses the compile cache unless disabled. A
   failed compile returns CUDACORE_ERROR_COMPILE with the log in the error
   detail. */
CUDACORE_API cudacore_result cudacore_program_compile(cudacore_program p, cudacore_code_type target, const cudacore_program_options *opts,
                                                      cudacore_object_code *out);
/* The log of the last compile (empty after a cache hit); valid until the next
   compile or destroy of p. */
CUDACORE_API cudacore_result cudacore_program_log(cudacore_program p, const char **log);
CUDACORE_API cudacore_result cudacore_program_destroy(cudacore_program p);

/*--- compile cache ---
   Persistent cache of compiled code keyed by a hash of: source, in-memory
   headers, option strings, name expressions, NVRTC/libNVVM version, arch,
   target and cudacore's cache format version. An entry holds the binary and
   the name-expression -> lowered-name map. Writes are atomic (temp + rename),
   entries are checksummed (a bad one is recompiled and rewritten), and the
   directory is capped with least-recently-used eviction. Location:
   CUDACORE_CACHE_DIR, else $XDG_CACHE_HOME/cudacore, else ~/.cache/cudacore
   (Windows: %LOCALAPPDATA%\cudacore). CUDACORE_CACHE_DISABLE=1 turns it off.
   Loaded object code is also shared within the process: compiling the same
   thing twice while the first object code is alive loads it once.
   Thread safety: the cache may be used from many threads and processes at
   once; two threads missing on the same key both compile (same bytes), and
   whichever rename lands last stays.

   cudacore_compile_cache_desc: zero = defaults.
     disabled    1: no persistent cache (counters still count misses)
     dir         NULL: the location above ("" or a path of 960+ bytes:
                 CUDACORE_ERROR_INVALID_ARGUMENT, nothing changed)
     max_bytes   0: 1 GiB                                                    */
typedef struct cudacore_compile_cache_desc {
    int disabled;
    const char *dir;
    uint64_t max_bytes;
} cudacore_compile_cache_desc;
CUDACORE_API cudacore_result cudacore_compile_cache_configure(const cudacore_compile_cache_desc *desc);
/* Hits (on disk or in memory) and misses (compiles) since start or reset. */
CUDACORE_API cudacore_result cudacore_compile_cache_stats(uint64_t *hits, uint64_t *misses);
CUDACORE_API void cudacore_compile_cache_reset_stats(void);
/* The directory in use (may not exist yet); INVALID_ARGUMENT (and "") when
   cap cannot hold it. */
CUDACORE_API cudacore_result cudacore_compile_cache_dir(char *buf, size_t cap);
/* Deletes every entry in the cache directory. */
CUDACORE_API cudacore_result cudacore_compile_cache_clear(void);

/*--- object code ---
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
   independent kernels), or cuModuleLoadDataEx on drivers older than 12.0. */
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
/* Shorthand: allows up to `bytes` of dynamic shared memory per block. */
CUDACORE_API cudacore_result cudacore_kernel_set_max_dynamic_shared_memory(cudacore_kernel k, size_t bytes);
CUDACORE_API cudacore_result cudacore_kernel_set_cache_config(cudacore_kernel k, cudacore_CUfunc_cache config, int device);
/* Parameter count and each parameter's offset and size (cuKernelGetParamInfo,
   driver 12.4+; CUDACORE_ERROR_NOT_SUPPORTED before). offsets/sizes may be NULL
   or hold `cap` entries. */
CUDACORE_API cudacore_result cudacore_kernel_param_info(cudacore_kernel k, size_t *count, size_t *offsets, size_t *sizes, size_t cap);

/* Launch configuration. Zero y/z of grid, block and cluster mean 1; grid[0]
   and block[0] must be > 0. When cluster[0] is non-zero, GRID COUNTS CLUSTERS
   (as in cuda.core): the kernel runs grid x cluster blocks in each dimension.
   priority: 0 = the stream's; programmatic_dependent_launch: 1 = may overlap
   the previous kernel on the stream (cudaGridDependencySynchronize).       */
typedef struct cudacore_launch_config {
    unsigned grid[3];
    unsigned block[3];
    size_t shared_mem;
    unsigned cluster[3];
    int cooperative;
    int priority;
    int programmatic_dependent_launch;
} cudacore_launch_config;

/* Launches k on stream s with cuLaunchKernelEx. args: one pointer per kernel
   parameter, pointing at its value (structs by value: point at the struct).
   No host allocation, no system call, no lock. Under CUDACORE_DEBUG (unless
   disable_validation) checks the argument count and sizes against the kernel's
   parameter info (where the driver has it), grid/block/shared memory against
   the device, and a cooperative grid against occupancy. Works on a stream
   that is being captured. */
CUDACORE_API cudacore_result cudacore_launch(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args);
/* The same on a raw CUstream (NULL = legacy default stream). */
CUDACORE_API cudacore_result cudacore_launch_native(cudacore_CUstream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                    size_t num_args);

/* C only (compound literals): pass the argument values themselves.
     CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(float *, d_x), CUDACORE_ARG(int, n), CUDACORE_ARG(params_t, p));  */
#ifndef __cplusplus
#define CUDACORE_ARG(type, value) ((void *)(type[1]){value})
#define CUDACORE_LAUNCH(stream, cfg, kernel, ...) \
    cudacore_launch((stream), (cfg), (kernel), (void *[]){__VA_ARGS__}, sizeof((void *[]){__VA_ARGS__}) / sizeof(void *))
#endif

/*--- occupancy (current device) ---*/
CUDACORE_API cudacore_result cudacore_kernel_max_active_blocks_per_sm(cudacore_kernel k, int block_size, size_t dynamic_smem, int *blocks);
CUDACORE_API cudacore_result cudacore_kernel_max_potential_block_size(cudacore_kernel k, size_t dynamic_smem, int block_size_limit, int *min_grid_size,
                                                                      int *block_size);
CUDACORE_API cudacore_result cudacore_kernel_available_dynamic_smem_per_block(cudacore_kernel k, int num_blocks, int block_size, size_t *bytes);
CUDACORE_API cudacore_result cudacore_kernel_max_potential_cluster_size(cudacore_kernel k, const cudacore_launch_config *cfg, int *cluster_size);
CUDACORE_API cudacore_result cudacore_kernel_max_active_clusters(cudacore_kernel k, const cudacore_launch_config *cfg, int *clusters);

/*--- linker ---
   cudacore_linker_options: every field of cuda.core's LinkerOptions. Zero =
   default. Tri-state fields as in program options.
     arch                 as in program options (NULL: current device)
     max_register_count, verbose, link_time_optimization, debug, lineinfo,
     no_cache             both backends
     optimization_level   CUDACORE_OPT_LEVEL(n), n = 0..3, both backends
     time, split_compile, split_compile_extended, ptxas_options, ftz,
     prec_div, prec_sqrt, fma, kernels_used, variables_used,
     optimize_unused_variables: nvJitLink only -- the driver backend fails
                          with CUDACORE_ERROR_NOT_SUPPORTED when one is set
     backend              0 auto (nvJitLink >= 12.3, else the driver),
                          CUDACORE_LINKER_NVJITLINK, CUDACORE_LINKER_DRIVER
                          (another value: CUDACORE_ERROR_INVALID_ARGUMENT)   */
typedef enum cudacore_linker_backend {
    CUDACORE_LINKER_AUTO = 0,
    CUDACORE_LINKER_NVJITLINK = 1,
    CUDACORE_LINKER_DRIVER = 2
} cudacore_linker_backend;
typedef struct cudacore_linker_options {
    const char *arch;
    int max_register_count;
    int verbose;
    int link_time_optimization;
    int optimization_level;
    int debug;
    int lineinfo;
    int no_cache;
    int time;
    int split_compile;
    int split_compile_extended;
    const char *const *ptxas_options;
    size_t num_ptxas_options;
    int ftz;
    int prec_div;
    int prec_sqrt;
    int fma;
    const char *const *kernels_used;
    size_t num_kernels_used;
    const char *const *variables_used;
    size_t num_variables_used;
    int optimize_unused_variables;
    cudacore_linker_backend backend;
} cudacore_linker_options;

/* A linker input: type (required), then data+size (copied as needed; size 0
   only for NUL-terminated PTX) or path. */
typedef struct cudacore_link_input {
    cudacore_code_type type;
    const void *data;
    size_t size;
    const char *path;
    const char *name;
} cudacore_link_input;

/* Thread safety: a linker is used by one thread at a time (add, link and
   logs write its state); different linkers work in parallel. */
CUDACORE_API cudacore_result cudacore_linker_create(const cudacore_linker_options *opts, cudacore_linker *out);
CUDACORE_API cudacore_result cudacore_linker_add(cudacore_linker l, const cudacore_link_input *input);
CUDACORE_API cudacore_result cudacore_linker_add_object_code(cudacore_linker l, cudacore_object_code oc);
/* Links to CUBIN (DEFAULT) or PTX (nvJitLink with LTO only). Failure:
   CUDACORE_ERROR_LINK with the error log in the error detail. */
CUDACORE_API cudacore_result cudacore_linker_link(cudacore_linker l, cudacore_code_type target, cudacore_object_code *out);
/* Logs (owned by l, valid until the next add/link/destroy). */
CUDACORE_API cudacore_result cudacore_linker_logs(cudacore_linker l, const char **info_log, const char **error_log);
CUDACORE_API cudacore_result cudacore_linker_backend_used(cudacore_linker l, cudacore_linker_backend *backend);
/* The option strings for nvJitLink, one per line, as cudacore_program_options_format. */
CUDACORE_API cudacore_result cudacore_linker_options_format(const cudacore_linker_options *opts, char *buf, size_t cap, size_t *needed);
CUDACORE_API cudacore_result cudacore_linker_destroy(cudacore_linker l);
/*=== GRAPHS (>>decl:graphs) =================================================*/
/* CUDA graphs: built by stream capture or node by node, instantiated into
   executable graphs, launched, updated.

   OWNERSHIP (who keeps what alive)
     - cudacore_graph: a definition (CUgraph). Owned graphs (created,
       captured, cloned) are destroyed by cudacore_graph_destroy. The body
       graphs of a conditional node belong to that node: their handles are
       released with their parent graph (or when the node is destroyed);
       destroying a body handle releases only the handle.
     - cudacore_graph_exec: an executable graph (CUgraphExec). It does not
       need its definition to run, but per-node updates name nodes of the
       definition, which must then still be alive.
     - cudacore_graph_node: a plain value {graph id, CUgraphNode}, owned by
       its graph. A call taking a node first checks that its graph handle is
       alive (CUDACORE_ERROR_INVALID_HANDLE if not); a node destroyed with
       cudacore_graph_node_destroy must not be used again.
     - Kernel arguments: the driver copies the argument VALUES when a node is
       made or its parameters set (cuGraphKernelNodeGetParams: "owned by the
       node"), for definitions, clones and executables alike: `args` and what
       it points to may be freed as soon as the call returns. Device memory
       that a pointer argument points to is NOT kept alive: keep it valid
       while any graph that uses it can run.
     - Host callbacks: with user_data_size > 0 the user data is copied into
       storage held by a CUDA user object that every graph, clone and
       executable made from this one retains; it is freed (and `destroy`
       called) by the driver once the last of them is destroyed and its last
       launch has finished. With user_data_size 0 the pointer is passed as is
       and stays the caller's (`destroy`, if set, still runs at that point).
     - Memory of an alloc node is owned by the graph: it is valid on the GPU
       from the alloc node to a free node (or, without one, until it is freed
       with a free node of another graph or cuMemFreeAsync; AUTO_FREE_ON_LAUNCH
       frees it at the next launch). The buffer handle returned for it is a
       view: freeing the handle never frees the memory.
     - Events, buffers and child graphs a node names: the event and buffers
       must outlive every launch; a child graph is copied into the node.
   THREAD SAFETY: as CUDA: a graph definition or executable graph must not
   be used from two threads at once (build, update and launch included).  */

/* A node of a graph: the id of its graph's handle and the raw node. */
typedef struct cudacore_graph_node {
    uint64_t graph;
    cudacore_CUgraphNode native;
} cudacore_graph_node;

/*--- capture ---
   cudacore_capture_desc: all zero means defaults.
     mode              CUDACORE_CU_STREAM_CAPTURE_MODE_GLOBAL (0): unsafe
                       calls (cuMemAlloc, synchronous copies, ...) fail in
                       every thread while the capture runs; THREAD_LOCAL:
                       only in this thread; RELAXED: never
     graph             {0}: capture into a new graph; a graph handle (a body
                       graph too): add the captured work to it
                       (cuStreamBeginCaptureToGraph, driver 12.3+)
     dependencies,     with `graph`: the captured work follows these nodes
     num_dependencies  of it (none: it starts at the roots)
   Forking and joining: while s captures, record an event on s and make
   another stream wait for it (cudacore_stream_wait_event, or
   cudacore_stream_wait_stream); that stream then captures into the same
   graph until it is joined back the same way, before the capture ends.
   Launches, copies, fills, host functions and pool allocations (graph
   memory nodes; see MEMORY) made on capturing streams become nodes.     */
typedef struct cudacore_capture_desc {
    cudacore_CUstreamCaptureMode mode;
    cudacore_graph graph;
    const cudacore_graph_node *dependencies;
    size_t num_dependencies;
} cudacore_capture_desc;

/* Starts capturing s (desc NULL: defaults). A stream that already captures
   gives CUDACORE_ERROR_CAPTURE; so do the default streams. */
CUDACORE_API cudacore_result cudacore_stream_begin_capture(cudacore_stream s, const cudacore_capture_desc *desc);
/* Ends the capture of s. *out is a new owned graph, or, for a capture begun
   into an existing graph, that graph's handle again. Errors (all
   CUDACORE_ERROR_CAPTURE, with the reason in the message): s is not
   capturing (never begun, or ended twice); the capture was invalidated by an
   unsafe call; a forked stream was not joined back; it was begun on
   another stream or thread. */
CUDACORE_API cudacore_result cudacore_stream_end_capture(cudacore_stream s, cudacore_graph *out);

typedef struct cudacore_capture_info {
    cudacore_CUstreamCaptureStatus status; /* NONE, ACTIVE or INVALIDATED */
    uint64_t id;                 /* the capture sequence's unique id (ACTIVE) */
    cudacore_CUgraph graph;      /* the raw graph being built (ACTIVE) */
    size_t num_dependencies;     /* nodes the next captured work will follow */
} cudacore_capture_info;
/* Whether and how s is being captured. Not a hot-path call. */
CUDACORE_API cudacore_result cudacore_stream_get_capture_info(cudacore_stream s, cudacore_capture_info *info);
/* Sets this thread's capture-interaction mode to *mode and returns the old
   one in *mode (cuThreadExchangeStreamCaptureMode): RELAXED lets this thread
   make unsafe calls while another thread captures in GLOBAL mode. Restore
   it by calling again with the returned value. */
CUDACORE_API cudacore_result cudacore_thread_exchange_capture_mode(cudacore_CUstreamCaptureMode *mode);

/*--- graph definitions ---*/
/* An empty owned graph on the current device. */
CUDACORE_API cudacore_result cudacore_graph_create(cudacore_graph *out);
/* Wraps a foreign CUgraph; take_ownership 1: destroy destroys it. Its device
   is the calling thread's current one. */
CUDACORE_API cudacore_result cudacore_graph_wrap(cudacore_CUgraph native, int take_ownership, cudacore_graph *out);
/* Destroys an owned graph (its executables keep working) and releases the
   handles of its body graphs; for a body or unowned graph, the handle only. */
CUDACORE_API cudacore_result cudacore_graph_destroy(cudacore_graph g);
CUDACORE_API cudacore_result cudacore_graph_native(cudacore_graph g, cudacore_CUgraph *out);
/* A deep copy (cuGraphClone), owned by the caller. Its nodes are found from
   the original's with cudacore_graph_node_find_in_clone. */
CUDACORE_API cudacore_result cudacore_graph_clone(cudacore_graph g, cudacore_graph *out);
/* Writes g as a Graphviz DOT file (cuGraphDebugDotPrint). flags: 0 for the
   driver's short form, CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE for every
   detail, or any CU_GRAPH_DEBUG_DOT_FLAGS_* bits. CUDACORE_ERROR_IO when the
   file cannot be written. */
CUDACORE_API cudacore_result cudacore_graph_debug_dot(cudacore_graph g, const char *path, unsigned int flags);
/* The nodes (edges: from[i] -> to[i]) of g. *count gets the total; at most
   cap entries are written (nodes / from / to may be NULL when cap is 0). */
CUDACORE_API cudacore_result cudacore_graph_get_nodes(cudacore_graph g, cudacore_graph_node *nodes, size_t cap, size_t *count);
CUDACORE_API cudacore_result cudacore_graph_get_edges(cudacore_graph g, cudacore_graph_node *from, cudacore_graph_node *to, size_t cap,
                                                      size_t *count);

/*--- nodes ---
   Every add function takes the graph, the nodes the new one depends on
   (deps may be NULL when num_deps is 0; all must belong to g) and writes the
   new node to *out. A failed add leaves the graph unchanged.          */
CUDACORE_API cudacore_result cudacore_graph_add_empty_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                           cudacore_graph_node *out);
/* A kernel node: as cudacore_launch (same config rules: grid counts clusters
   when cluster[0] is set), with cluster dimensions, cooperative and priority
   set as kernel node attributes, which instantiation keeps. programmatic_
   dependent_launch is not available for explicit nodes (NOT_SUPPORTED: use
   capture). Argument values are copied (see OWNERSHIP). */
CUDACORE_API cudacore_result cudacore_graph_add_kernel_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args,
                                                            cudacore_graph_node *out);
/* A memcpy node from a cudacore_copy_2d_desc (buffers with offsets, or host
   pointers; pinned host memory is best). height 0 or 1: a 1-D copy of width
   bytes (pitches may be 0); else height rows of width bytes. Ranges are
   checked against the buffers (CUDACORE_ERROR_OUT_OF_BOUNDS). */
CUDACORE_API cudacore_result cudacore_graph_add_memcpy_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_copy_2d_desc *copy, cudacore_graph_node *out);
/* cudacore_graph_memset_desc: fill a 1-D or 2-D region of a device-
   accessible buffer with a 1-, 2- or 4-byte value.
     dst, offset    the buffer and the byte offset of the first element
                    (aligned to element_size)
     value          the low element_size bytes are written
     element_size   1, 2 or 4 (0: 1)
     width          elements per row (> 0)
     height         rows (0: 1)
     pitch          bytes from row to row (0: width * element_size) */
typedef struct cudacore_graph_memset_desc {
    cudacore_buffer dst;
    size_t offset;
    uint32_t value;
    int element_size;
    size_t width;
    size_t height;
    size_t pitch;
} cudacore_graph_memset_desc;
CUDACORE_API cudacore_result cudacore_graph_add_memset_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_graph_memset_desc *desc, cudacore_graph_node *out);
/* cudacore_host_node_desc (fn required):
     fn              called on a driver thread when the node runs; it must
                     not call CUDA
     user_data       what fn gets (or the source of the copy below)
     user_data_size  0: user_data is passed as is; > 0: that many bytes of it
                     are copied into graph-owned storage and fn gets the copy
     destroy         optional: called once with the pointer fn gets, when no
                     graph, clone or executable can run the node any more
                     (from a driver thread; must not call CUDA) */
typedef struct cudacore_host_node_desc {
    cudacore_CUhostFn fn;
    void *user_data;
    size_t user_data_size;
    void (*destroy)(void *user_data);
} cudacore_host_node_desc;
CUDACORE_API cudacore_result cudacore_graph_add_host_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                          const cudacore_host_node_desc *desc, cudacore_graph_node *out);
/* Event nodes: record e, or make the following work wait for e's record. */
CUDACORE_API cudacore_result cudacore_graph_add_event_record_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                  cudacore_event e, cudacore_graph_node *out);
CUDACORE_API cudacore_result cudacore_graph_add_event_wait_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                cudacore_event e, cudacore_graph_node *out);
/* Embeds a copy of child (which may then be destroyed or changed freely). */
CUDACORE_API cudacore_result cudacore_graph_add_child_graph_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph child, cudacore_graph_node *out);
/* A memory alloc node of size bytes on g's device. *buffer (optional, may
   be NULL) gets a view handle of the allocation (see OWNERSHIP): usable by
   later nodes, kernels (its address is fixed now), and free nodes. */
CUDACORE_API cudacore_result cudacore_graph_add_mem_alloc_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps, size_t size,
                                                               cudacore_graph_node *out, cudacore_buffer *buffer);
/* A memory free node for graph memory (an alloc node's buffer, or a pool
   allocation made while capturing). */
CUDACORE_API cudacore_result cudacore_graph_add_mem_free_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                              cudacore_buffer b, cudacore_graph_node *out);

/*--- conditional nodes (driver 12.3+: if, while; 12.8+: if/else, switch) ---
   A condition handle belongs to the graph that holds the conditional node.
   Kernels take it as an ordinary 64-bit argument and set it on the device:
       extern "C" __device__ void cudaGraphSetConditional(unsigned long long handle, unsigned int value);
   (NVRTC does not declare it: declare it as above.) The value is reset to
   default_value at the start of every launch of the graph.            */
typedef uint64_t cudacore_graph_conditional_handle; /* the raw CUgraphConditionalHandle */
typedef enum cudacore_graph_conditional_type {
    CUDACORE_GRAPH_COND_IF = 0,      /* 1 body: runs once if the value is non-zero */
    CUDACORE_GRAPH_COND_IF_ELSE = 1, /* 2 bodies: [0] if non-zero, [1] if zero (12.8+) */
    CUDACORE_GRAPH_COND_WHILE = 2,   /* 1 body: runs while the value is non-zero (tested before each run) */
    CUDACORE_GRAPH_COND_SWITCH = 3   /* num_cases bodies: body [value] runs; none if value >= num_cases (12.8+) */
} cudacore_graph_conditional_type;
CUDACORE_API cudacore_result cudacore_graph_conditional_handle_create(cudacore_graph g, unsigned int default_value,
                                                                      cudacore_graph_conditional_handle *out);
/* Adds a conditional node; bodies (1, 2 or num_cases entries; num_cases is
   read for SWITCH only) get handles of the empty body graphs, built like
   any graph (add nodes, or capture with cudacore_capture_desc.graph). A
   driver without the kind of node: CUDACORE_ERROR_NOT_SUPPORTED. */
CUDACORE_API cudacore_result cudacore_graph_add_conditional_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph_conditional_handle condition, cudacore_graph_conditional_type type,
                                                                 unsigned int num_cases, cudacore_graph_node *out, cudacore_graph *bodies);

/*--- working with nodes ---*/
CUDACORE_API cudacore_result cudacore_graph_node_get_type(cudacore_graph_node node, cudacore_CUgraphNodeType *type);
/* The nodes `node` depends on / that depend on it; *count gets the total,
   at most cap are written. */
CUDACORE_API cudacore_result cudacore_graph_node_get_dependencies(cudacore_graph_node node, cudacore_graph_node *deps, size_t cap, size_t *count);
CUDACORE_API cudacore_result cudacore_graph_node_get_dependents(cudacore_graph_node node, cudacore_graph_node *dependents, size_t cap,
                                                                size_t *count);
/* Adds or removes the edges from[i] -> to[i] (all nodes of one graph). */
CUDACORE_API cudacore_result cudacore_graph_add_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count);
CUDACORE_API cudacore_result cudacore_graph_remove_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count);
/* Removes a node and its edges from its graph (a conditional node's body
   handles are released with it). */
CUDACORE_API cudacore_result cudacore_graph_node_destroy(cudacore_graph_node node);
/* The node of `clone` (made by cudacore_graph_clone from original's graph)
   that corresponds to `original`. */
CUDACORE_API cudacore_result cudacore_graph_node_find_in_clone(cudacore_graph clone, cudacore_graph_node original, cudacore_graph_node *out);
/* Changes a node of a definition (executables made before are unaffected). */
CUDACORE_API cudacore_result cudacore_graph_node_set_kernel(cudacore_graph_node node, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                            void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_graph_node_set_memcpy(cudacore_graph_node node, const cudacore_copy_2d_desc *copy);
CUDACORE_API cudacore_result cudacore_graph_node_set_memset(cudacore_graph_node node, const cudacore_graph_memset_desc *desc);
/* Kernel node attributes (CU_LAUNCH_ATTRIBUTE_*: cluster dimension,
   cooperative, priority, access policy window, ...). */
CUDACORE_API cudacore_result cudacore_graph_kernel_node_get_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      cudacore_CUlaunchAttributeValue *value);
CUDACORE_API cudacore_result cudacore_graph_kernel_node_set_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      const cudacore_CUlaunchAttributeValue *value);

/*--- executable graphs ---
   cudacore_graph_instantiate_desc: all zero means defaults (flags 0).
     auto_free_on_launch  CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH:
                          graph memory not freed by the graph is freed at
                          the next launch
     upload               1: upload as part of instantiation on
                          upload_stream (required then)
     device_launch        CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH
     use_node_priority    CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY:
                          kernel nodes run at their priority attribute     */
typedef struct cudacore_graph_instantiate_desc {
    int auto_free_on_launch;
    int upload;
    cudacore_stream upload_stream;
    int device_launch;
    int use_node_priority;
} cudacore_graph_instantiate_desc;
/* Instantiates g (desc NULL: defaults). A refusal returns CUDACORE_ERROR_CUDA
   whose detail names the instantiate result (invalid structure, node
   operation not supported, several contexts, unused conditional handle)
   and the node that caused it. */
CUDACORE_API cudacore_result cudacore_graph_instantiate(cudacore_graph g, const cudacore_graph_instantiate_desc *desc, cudacore_graph_exec *out);
CUDACORE_API cudacore_result cudacore_graph_exec_destroy(cudacore_graph_exec e);
CUDACORE_API cudacore_result cudacore_graph_exec_native(cudacore_graph_exec e, cudacore_CUgraphExec *out);
/* Uploads e's work to the device ahead of its first launch. */
CUDACORE_API cudacore_result cudacore_graph_upload(cudacore_graph_exec e, cudacore_stream s);
/* Launches e on s. Hot path: one lock-free lookup per handle and
   cuGraphLaunch; no allocation, no lock. */
CUDACORE_API cudacore_result cudacore_graph_launch(cudacore_graph_exec e, cudacore_stream s);

/* Why a whole-graph update was refused. */
typedef struct cudacore_graph_update_info {
    cudacore_CUgraphExecUpdateResult result; /* CUDACORE_CU_GRAPH_EXEC_UPDATE_* */
    cudacore_graph_node error_node;          /* the node of g at fault, or the head of an edge that does not match (or zero) */
    cudacore_graph_node error_from_node;     /* the tail of that edge (topology changes only; else zero) */
} cudacore_graph_update_info;
/* Updates e in place to run g, which must have the same topology as e's
   graph (cuGraphExecUpdate). Per-node updates keep naming the nodes of the
   graph e was instantiated from. A refusal returns CUDACORE_ERROR_CUDA
   (CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE) with the reason in the message and
   in *info (optional). */
CUDACORE_API cudacore_result cudacore_graph_exec_update(cudacore_graph_exec e, cudacore_graph g, cudacore_graph_update_info *info);
/* Per-node updates of an executable graph; node is the node of the
   definition e was instantiated from (which must still be alive). They
   change only e; the next launch uses them. A kernel node's function may
   change only within the same context; its cluster / cooperative /
   priority attributes stay as instantiated. */
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_launch_config *cfg,
                                                                 cudacore_kernel k, void **args, size_t num_args);
/* New argument values only: the function and launch configuration are
   those of the node in the definition. */
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_args(cudacore_graph_exec e, cudacore_graph_node node, void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_graph_exec_set_memcpy_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_copy_2d_desc *copy);
CUDACORE_API cudacore_result cudacore_graph_exec_set_memset_node(cudacore_graph_exec e, cudacore_graph_node node,
                                                                 const cudacore_graph_memset_desc *desc);
/* Disables (enabled 0: the node does nothing, its edges stay) or re-enables
   a kernel, memcpy or memset node in e. */
CUDACORE_API cudacore_result cudacore_graph_exec_set_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int enabled);
CUDACORE_API cudacore_result cudacore_graph_exec_get_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int *enabled);

/* Graph memory of a device: give unused memory back to the OS, and read a
   CU_GRAPH_MEM_ATTR_* (bytes). */
CUDACORE_API cudacore_result cudacore_device_graph_mem_trim(int device);
CUDACORE_API cudacore_result cudacore_device_graph_mem_get_attribute(int device, cudacore_CUgraphMem_attribute attr, uint64_t *value);

/*=== NCCL: COMMUNICATORS AND COLLECTIVES (>>decl:nccl) ======================*/
/* Many GPUs, in one process or many, on one machine or many, through NCCL
   (see NCCL in the manual above). NCCL is loaded on first use; without it
   every function here returns CUDACORE_ERROR_LIBRARY_NOT_FOUND (the detail
   lists every path tried) and nothing else is affected. NCCL's failures are
   CUDACORE_ERROR_NCCL with its ncclResult_t as the native code and
   ncclGetLastError's text in the error detail. */

/* The 128 bytes that make ranks find each other: created by one process,
   sent to every other rank over any channel (a pipe, a file, MPI_Bcast). */
typedef struct cudacore_nccl_unique_id {
    unsigned char bytes[128];
} cudacore_nccl_unique_id;
/* ncclGetUniqueId. Without NCCL_COMM_ID in the environment the calling
   process becomes the root the other ranks connect to: it must live until
   every rank has created its communicator. */
CUDACORE_API cudacore_result cudacore_nccl_unique_id_create(cudacore_nccl_unique_id *out);

/* Where this process stands in a job started by a launcher, read from the
   environment by cudacore_nccl_env_get. The first complete pair wins:
     CUDACORE_RANK, CUDACORE_WORLD_SIZE, CUDACORE_LOCAL_RANK  (set them yourself)
     OMPI_COMM_WORLD_RANK, _SIZE, _LOCAL_RANK                  (Open MPI's mpirun)
     PMI_RANK, PMI_SIZE, MPI_LOCALRANKID                       (MPICH, Intel MPI)
     RANK, WORLD_SIZE, LOCAL_RANK                              (torchrun)
   None set: a job of one process (rank 0 of 1, local rank 0). A rank without
   its size, a value that is not a number, or a rank outside [0, size) is
   CUDACORE_ERROR_INVALID_ARGUMENT naming the variable. */
typedef struct cudacore_nccl_env {
    int rank;                 /* this process's rank */
    int size;                 /* the number of ranks (processes) in the job */
    int local_rank;           /* its rank among those on this machine; -1 when the launcher does not say */
    const char *rank_var;     /* the variables read ("OMPI_COMM_WORLD_RANK"), "" for a job of one */
    const char *size_var;
    const char *comm_id;      /* NCCL_COMM_ID ("host:port" where rank 0 listens), "" when not set */
} cudacore_nccl_env;
CUDACORE_API cudacore_result cudacore_nccl_env_get(cudacore_nccl_env *out);

/* cudacore_communicator_desc: all zero means NCCL's defaults.
     timeout_ms               0: calls wait as long as NCCL does (for a peer that
                              never comes: forever). Else the longest a call waits
                              for NCCL or for the communicator's work (create,
                              split, collectives, synchronize, destroy); past it
                              the communicator is aborted and the call returns
                              CUDACORE_ERROR_TIMEOUT. NCCL then runs the
                              communicator non-blocking (ncclConfig_t.blocking = 0)
                              and cudacore polls it: every call still returns
                              with NCCL's part done.
     name                     NULL; a name for NCCL's logs (commName; NCCL 2.27)
     cga_cluster_size         0: NCCL's default (4 on sm_90); 1 to 8 thread-block
                              cluster size of NCCL's kernels (1: no clusters) (2.17)
     min_ctas, max_ctas       0: NCCL's default; the fewest / most CTAs (channels)
                              NCCL may use, min <= max (2.17)
     net_name                 NULL; the network NCCL uses ("IB", "Socket") (2.17)
     split_share              0; 1: communicators split from it share its resources (2.18)
     traffic_class            0: the default; a network traffic class (2.26)
     collnet_enable           0; 1: in-network reductions (CollNet / SHARP) (2.27)
     cta_policy               0: CUDACORE_NCCL_CTA_POLICY_DEFAULT; _EFFICIENCY (2.27),
                              _ZERO (2.28)
     nvls_ctas                0: NCCL's default; CTAs for NVLink SHARP collectives (2.27)
     n_channels_per_net_peer  0: NCCL's default (2.28)
     nvlink_centric_sched     0; 1: NVLink-centric scheduling (2.28)
   A field the loaded NCCL is too old for (the release that added it is in
   parentheses) is CUDACORE_ERROR_LIBRARY_TOO_OLD, not silently ignored. */
typedef struct cudacore_communicator_desc {
    uint32_t timeout_ms;
    const char *name;
    int cga_cluster_size;
    int min_ctas, max_ctas;
    const char *net_name;
    int split_share;
    int traffic_class;
    int collnet_enable;
    int cta_policy;
    int nvls_ctas;
    int n_channels_per_net_peer;
    int nvlink_centric_sched;
} cudacore_communicator_desc;

/* Rank `rank` of a communicator of `size` ranks, on the calling thread's
   current device, from the unique id every rank was given
   (ncclCommInitRankConfig). Returns once every rank has joined. One rank per
   device: NCCL refuses two ranks of one communicator on one GPU. No create
   may be called between cudacore_nccl_group_start and _end. */
CUDACORE_API cudacore_result cudacore_communicator_create(const cudacore_communicator_desc *desc, const cudacore_nccl_unique_id *id, int rank,
                                                          int size, cudacore_communicator *out);
/* The same for a process a launcher started: rank and size from
   cudacore_nccl_env_get, the unique id from NCCL_COMM_ID (NCCL's own
   bootstrap: rank 0 listens on that host:port, every rank connects; no other
   code). A job of one needs no NCCL_COMM_ID. Select the device first (e.g.
   local_rank % device count) with cudacore_device_set_current. */
CUDACORE_API cudacore_result cudacore_communicator_create_from_env(const cudacore_communicator_desc *desc, cudacore_communicator *out);
/* All of this process's GPUs in one communicator, one rank per device:
   out[i] is rank i, on devices[i] (devices NULL: devices 0 to count - 1).
   With no desc (or an all-zero one) this is ncclCommInitAll, else
   ncclCommInitRankConfig for each device within one NCCL group. */
CUDACORE_API cudacore_result cudacore_communicator_create_all(const cudacore_communicator_desc *desc, const int *devices, int count,
                                                              cudacore_communicator *out);
/* ncclCommSplit (NCCL 2.18): every rank of c calls it; ranks that pass the
   same color form a new communicator, ranked by key (ties: by rank in c).
   color CUDACORE_NCCL_SPLIT_NOCOLOR joins none: *out is {0}, a success.
   desc NULL: the new communicator takes c's configuration and timeout. */
CUDACORE_API cudacore_result cudacore_communicator_split(cudacore_communicator c, int color, int key, const cudacore_communicator_desc *desc,
                                                         cudacore_communicator *out);
/* Finishes c's work and frees it (ncclCommFinalize, then ncclCommDestroy):
   every rank calls it. An aborted communicator is only released. Past the
   timeout c is aborted instead (CUDACORE_ERROR_TIMEOUT; released all the same). */
CUDACORE_API cudacore_result cudacore_communicator_destroy(cudacore_communicator c);
/* Stops c on this rank at once (ncclCommAbort): work in flight is dropped and
   NCCL's resources are freed; the other ranks' collectives with it fail or
   time out. May be called from another thread to free one stuck in a call on
   c. The handle stays valid until destroyed; calls that need NCCL fail on it
   (CUDACORE_ERROR_NCCL, "aborted"). Aborting twice is a no-op success. */
CUDACORE_API cudacore_result cudacore_communicator_abort(cudacore_communicator c);

typedef struct cudacore_communicator_info {
    cudacore_ncclComm_t native;   /* NULL once aborted */
    int rank;                     /* this rank (ncclCommUserRank) */
    int size;                     /* the number of ranks (ncclCommCount) */
    int device;                   /* the device ordinal it runs on (ncclCommCuDevice) */
    uint32_t timeout_ms;
    int nonblocking;              /* 1: NCCL runs it non-blocking (it was created with a timeout) */
    int aborted;                  /* 1: after cudacore_communicator_abort, a timeout or an asynchronous error */
} cudacore_communicator_info;
/* Rank, size and device as NCCL reports them (the values stored at creation
   once it is aborted). */
CUDACORE_API cudacore_result cudacore_communicator_get_info(cudacore_communicator c, cudacore_communicator_info *info);
CUDACORE_API cudacore_result cudacore_communicator_native(cudacore_communicator c, cudacore_ncclComm_t *out);
/* Sets the timeout of the calls that follow (0: none). A communicator created
   without one stays blocking in NCCL: the timeout then bounds waits
   (cudacore_communicator_synchronize, destroy), not a blocking NCCL call. */
CUDACORE_API cudacore_result cudacore_communicator_set_timeout(cudacore_communicator c, uint32_t timeout_ms);
/* ncclCommGetAsyncError: *state is CUDACORE_ncclSuccess, CUDACORE_ncclInProgress
   (NCCL still sets an operation up) or the error NCCL met in the background
   (then abort c: its collectives cannot complete). */
CUDACORE_API cudacore_result cudacore_communicator_async_error(cudacore_communicator c, cudacore_ncclResult_t *state);
/* Waits until the work queued on s so far is done, watching c: an error NCCL
   meets in the background aborts c and returns CUDACORE_ERROR_NCCL; past c's
   timeout c is aborted and CUDACORE_ERROR_TIMEOUT returned. So a rank whose
   peer died mid-collective gets an error instead of hanging forever. Polls
   the stream (yields, then sleeps 1 ms between polls). */
CUDACORE_API cudacore_result cudacore_communicator_synchronize(cudacore_communicator c, cudacore_stream s);

/* Collectives, with NCCL's semantics, queued on s like any stream work
   (capturable into a graph). Data is given as (buffer, byte offset) with a
   count of elements of datatype; before NCCL is called: each range must lie
   inside its buffer (CUDACORE_ERROR_OUT_OF_BOUNDS) at an offset that is a
   multiple of the element size; the buffer must be device memory of c's
   device, pinned host or managed memory, and s a stream of c's device (else
   CUDACORE_ERROR_DEVICE_MISMATCH); datatype one of CUDACORE_ncclInt8 ...
   _ncclFloat8e5m2 that the loaded NCCL knows (the fp8 types need 2.24); op
   CUDACORE_ncclSum, _Prod, _Max, _Min, _Avg, or an op made for c by
   ncclRedOpCreatePreMulSum (cudabind.h). In place: pass the same buffer and
   offset for both sides (all-gather: send = recv offset + rank * count
   elements; reduce-scatter: recv = send offset + rank * count elements).
   Each is one lookup per handle and the NCCL call: no allocation, lock or
   system call. */
CUDACORE_API cudacore_result cudacore_communicator_all_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype,
                                                              cudacore_ncclRedOp_t op, cudacore_stream s);
/* Copies root's send range into every rank's recv range. send is read on root
   only: other ranks may pass {0}. */
CUDACORE_API cudacore_result cudacore_communicator_broadcast(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                             size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, int root,
                                                             cudacore_stream s);
/* Reduces every rank's send range into root's recv range. recv is written on
   root only: other ranks may pass {0}. */
CUDACORE_API cudacore_result cudacore_communicator_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                          size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op,
                                                          int root, cudacore_stream s);
/* Each rank sends count elements; recv receives size * count, rank i's at
   element i * count. */
CUDACORE_API cudacore_result cudacore_communicator_all_gather(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_stream s);
/* Reduces size * count elements of send; rank i receives block i (count
   elements) of the result. */
CUDACORE_API cudacore_result cudacore_communicator_reduce_scatter(cudacore_communicator c, cudacore_buffer send, size_t send_offset,
                                                                  cudacore_buffer recv, size_t recv_offset, size_t count,
                                                                  cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, cudacore_stream s);
/* Point to point: peer calls the matching recv / send with the same count
   and datatype. Exchanges that must progress together (a ring shift, both
   directions) go between cudacore_nccl_group_start and _end. */
CUDACORE_API cudacore_result cudacore_communicator_send(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_communicator_recv(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s);
/* NCCL groups on the calling thread (ncclGroupStart / ncclGroupEnd; they
   nest): the collectives and sends in between are launched together at the
   outermost end -- one thread driving several GPUs, or fused operations.
   group_end returns once they are queued on their streams (for communicators
   with a timeout, once NCCL has set them up, or their timeout passed). */
CUDACORE_API cudacore_result cudacore_nccl_group_start(void);
CUDACORE_API cudacore_result cudacore_nccl_group_end(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* CUDACORE_H_INCLUDED */

/*============================================================================*/
/*=== IMPLEMENTATION =========================================================*/
/*============================================================================*/
#if defined(CUDACORE_IMPLEMENTATION) || defined(__INTELLISENSE__) || defined(__JETBRAINS_IDE__)
#ifndef CUDACORE_IMPL_INCLUDED
#define CUDACORE_IMPL_INCLUDED

/*--- >>config ---------------------------------------------------------------*/
#if defined(CUDACORE_MALLOC) || defined(CUDACORE_REALLOC) || defined(CUDACORE_FREE)
#if !defined(CUDACORE_MALLOC) || !defined(CUDACORE_REALLOC) || !defined(CUDACORE_FREE)
#error "cudacore: define all of CUDACORE_MALLOC, CUDACORE_REALLOC and CUDACORE_FREE, or none of them"
#endif
#else
#include <stdlib.h>
#define CUDACORE_MALLOC(sz) malloc(sz)
#define CUDACORE_REALLOC(p, sz) realloc(p, sz)
#define CUDACORE_FREE(p) free(p)
#endif

#if !defined(CUDACORE_DEBUG) && !defined(NDEBUG)
#define CUDACORE_DEBUG 1
#endif

#ifndef CUDACORE_ASSERT
#include <assert.h>
#define CUDACORE_ASSERT(c) assert(c)
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <dlfcn.h>
#include <pthread.h>
#endif

#if defined(__GNUC__) || defined(__clang__)
#define CUDACORE__UNUSED __attribute__((unused))
#define CUDACORE__LIKELY(x) __builtin_expect(!!(x), 1)
#define CUDACORE__UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define CUDACORE__UNUSED
#define CUDACORE__LIKELY(x) (x)
#define CUDACORE__UNLIKELY(x) (x)
#endif
#define CUDACORE__PRIVATE static CUDACORE__UNUSED

#if defined(__cplusplus) && __cplusplus >= 201103L
#define CUDACORE__TLS thread_local
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_THREADS__)
#define CUDACORE__TLS _Thread_local
#elif defined(_MSC_VER)
#define CUDACORE__TLS __declspec(thread)
#else
#define CUDACORE__TLS __thread
#endif

/*--- >>atomics --------------------------------------------------------------*/
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
CUDACORE__PRIVATE uint64_t cudacore__load64(const volatile uint64_t *p) { uint64_t v = *p; _ReadWriteBarrier(); return v; }
CUDACORE__PRIVATE void cudacore__store64(volatile uint64_t *p, uint64_t v) { _ReadWriteBarrier(); *p = v; }
CUDACORE__PRIVATE int cudacore__load32(const volatile int *p) { int v = *p; _ReadWriteBarrier(); return v; }
CUDACORE__PRIVATE void cudacore__store32(volatile int *p, int v) { _ReadWriteBarrier(); *p = v; }
CUDACORE__PRIVATE int cudacore__dec32(volatile int *p) { return (int)_InterlockedDecrement((volatile long *)p); }
CUDACORE__PRIVATE void *cudacore__loadptr(void *const volatile *p) { void *v = *p; _ReadWriteBarrier(); return v; }
CUDACORE__PRIVATE void cudacore__storeptr(void *volatile *p, void *v) { _ReadWriteBarrier(); *p = v; }
CUDACORE__PRIVATE int cudacore__cas64(volatile uint64_t *p, uint64_t expected, uint64_t desired) {
    return (uint64_t)_InterlockedCompareExchange64((volatile __int64 *)p, (__int64)desired, (__int64)expected) == expected;
}
CUDACORE__PRIVATE uint32_t cudacore__loadu32(const volatile uint32_t *p) { return *p; }
CUDACORE__PRIVATE void cudacore__storeu32(volatile uint32_t *p, uint32_t v) { *p = v; }
CUDACORE__PRIVATE void cudacore__addu32(volatile uint32_t *p, int32_t d) { _InterlockedExchangeAdd((volatile long *)p, (long)d); }
#else
CUDACORE__PRIVATE uint64_t cudacore__load64(const uint64_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
CUDACORE__PRIVATE void cudacore__store64(uint64_t *p, uint64_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
CUDACORE__PRIVATE int cudacore__load32(const int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
CUDACORE__PRIVATE void cudacore__store32(int *p, int v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
CUDACORE__PRIVATE int cudacore__dec32(int *p) { return __atomic_sub_fetch(p, 1, __ATOMIC_ACQ_REL); }
CUDACORE__PRIVATE void *cudacore__loadptr(void *const *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
CUDACORE__PRIVATE void cudacore__storeptr(void **p, void *v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
CUDACORE__PRIVATE int cudacore__cas64(uint64_t *p, uint64_t expected, uint64_t desired) {
    return __atomic_compare_exchange_n(p, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}
CUDACORE__PRIVATE uint32_t cudacore__loadu32(const uint32_t *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
CUDACORE__PRIVATE void cudacore__storeu32(uint32_t *p, uint32_t v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }
CUDACORE__PRIVATE void cudacore__addu32(uint32_t *p, int32_t d) { __atomic_add_fetch(p, (uint32_t)d, __ATOMIC_RELAXED); }
#endif

/*--- >>mutex ----------------------------------------------------------------*/
#if defined(_WIN32)
typedef SRWLOCK cudacore__mutex;
#define CUDACORE__MUTEX_INIT SRWLOCK_INIT
CUDACORE__PRIVATE void cudacore__lock(cudacore__mutex *m) { AcquireSRWLockExclusive(m); }
CUDACORE__PRIVATE void cudacore__unlock(cudacore__mutex *m) { ReleaseSRWLockExclusive(m); }
#else
typedef pthread_mutex_t cudacore__mutex;
#define CUDACORE__MUTEX_INIT PTHREAD_MUTEX_INITIALIZER
CUDACORE__PRIVATE void cudacore__lock(cudacore__mutex *m) { pthread_mutex_lock(m); }
CUDACORE__PRIVATE void cudacore__unlock(cudacore__mutex *m) { pthread_mutex_unlock(m); }
#endif

/*--- >>fault injection (tests) ----------------------------------------------*/
/* With CUDACORE_FAULT_INJECTION defined, a test can make the Nth next call of
   a class fail (cudacore__fault_set). Without it every check is constant 0. */
typedef enum cudacore__fault_class {
    CUDACORE__FAULT_DLOPEN = 0,
    CUDACORE__FAULT_SYMBOL,
    CUDACORE__FAULT_HOST_ALLOC,
    CUDACORE__FAULT_DRIVER,
    CUDACORE__FAULT_NVRTC,
    CUDACORE__FAULT__COUNT
} cudacore__fault_class;
#ifdef CUDACORE_FAULT_INJECTION
static int cudacore__fault_countdown[CUDACORE__FAULT__COUNT];
/* Fail the nth (1-based) next call of class c; 0 disarms. */
CUDACORE__PRIVATE void cudacore__fault_set(cudacore__fault_class c, int nth) { cudacore__store32(&cudacore__fault_countdown[c], nth); }
CUDACORE__PRIVATE int cudacore__fault(cudacore__fault_class c) {
    return cudacore__load32(&cudacore__fault_countdown[c]) > 0 && cudacore__dec32(&cudacore__fault_countdown[c]) == 0;
}
#define CUDACORE__FAULT(c) cudacore__fault(c)
/* CUDACORE_FAULT="class:N" (class: dlopen, symbol, alloc, driver, nvrtc) arms
   the injector at setup: the Nth call of that class fails, once. */
CUDACORE__PRIVATE void cudacore__fault_from_env(void) {
    static const char *const names[CUDACORE__FAULT__COUNT] = {"dlopen", "symbol", "alloc", "driver", "nvrtc"};
    const char *e = getenv("CUDACORE_FAULT");
    int c;
    if (!e) return;
    for (c = 0; c < CUDACORE__FAULT__COUNT; c++) {
        size_t n = strlen(names[c]);
        if (!strncmp(e, names[c], n) && e[n] == ':') cudacore__fault_set((cudacore__fault_class)c, atoi(e + n + 1));
    }
}
#else
#define CUDACORE__FAULT(c) 0
#endif

/*--- >>state ----------------------------------------------------------------*/
typedef void (*cudacore__fnptr)(void);
typedef struct cudacore__fn_info {
    const char *name;         /* name passed to cuGetProcAddress / dlsym */
    int version;              /* pinned ABI version */
    int ptds_version;         /* version of the per-thread-default-stream variant, 0 if none */
    const char *export_name;  /* exported symbol of that ABI */
} cudacore__fn_info;

/* The stubs installed for functions a library lacks call these. */
static cudacore_CUresult cudacore__drv_missing(int index);
static cudacore_nvrtcResult cudacore__nvrtc_missing(int index);
static cudacore_nvJitLinkResult cudacore__nvjitlink_missing(int index);

/* CUDACORE_GENERATED_BEGIN(fn_tables) -- generated by tools/gen_abi.py, do not edit */
CUDACORE__UNUSED static const cudacore__fn_info cudacore__drv_info[CUDACORE__DRV_COUNT] = {
    {"cuGetErrorString", 6000, 0, "cuGetErrorString"},
    {"cuGetErrorName", 6000, 0, "cuGetErrorName"},
    {"cuInit", 2000, 0, "cuInit"},
    {"cuDriverGetVersion", 2020, 0, "cuDriverGetVersion"},
    {"cuDeviceGet", 2000, 0, "cuDeviceGet"},
    {"cuDeviceGetCount", 2000, 0, "cuDeviceGetCount"},
    {"cuDeviceGetName", 2000, 0, "cuDeviceGetName"},
    {"cuDeviceGetUuid", 9020, 0, "cuDeviceGetUuid"},
    {"cuDeviceGetUuid", 11040, 0, "cuDeviceGetUuid_v2"},
    {"cuDeviceGetLuid", 10000, 0, "cuDeviceGetLuid"},
    {"cuDeviceTotalMem", 3020, 0, "cuDeviceTotalMem_v2"},
    {"cuDeviceGetTexture1DLinearMaxWidth", 11010, 0, "cuDeviceGetTexture1DLinearMaxWidth"},
    {"cuDeviceGetAttribute", 2000, 0, "cuDeviceGetAttribute"},
    {"cuDeviceGetHostAtomicCapabilities", 13000, 0, "cuDeviceGetHostAtomicCapabilities"},
    {"cuDeviceGetNvSciSyncAttributes", 10020, 0, "cuDeviceGetNvSciSyncAttributes"},
    {"cuDeviceSetMemPool", 11020, 0, "cuDeviceSetMemPool"},
    {"cuDeviceGetMemPool", 11020, 0, "cuDeviceGetMemPool"},
    {"cuDeviceGetDefaultMemPool", 11020, 0, "cuDeviceGetDefaultMemPool"},
    {"cuDeviceGetExecAffinitySupport", 11040, 0, "cuDeviceGetExecAffinitySupport"},
    {"cuFlushGPUDirectRDMAWrites", 11030, 0, "cuFlushGPUDirectRDMAWrites"},
    {"cuDeviceGetProperties", 2000, 0, "cuDeviceGetProperties"},
    {"cuDeviceComputeCapability", 2000, 0, "cuDeviceComputeCapability"},
    {"cuDevicePrimaryCtxRetain", 7000, 0, "cuDevicePrimaryCtxRetain"},
    {"cuDevicePrimaryCtxRelease", 11000, 0, "cuDevicePrimaryCtxRelease_v2"},
    {"cuDevicePrimaryCtxSetFlags", 11000, 0, "cuDevicePrimaryCtxSetFlags_v2"},
    {"cuDevicePrimaryCtxGetState", 7000, 0, "cuDevicePrimaryCtxGetState"},
    {"cuDevicePrimaryCtxReset", 11000, 0, "cuDevicePrimaryCtxReset_v2"},
    {"cuCtxCreate", 3020, 0, "cuCtxCreate_v2"},
    {"cuCtxCreate", 11040, 0, "cuCtxCreate_v3"},
    {"cuCtxCreate", 12050, 0, "cuCtxCreate_v4"},
    {"cuCtxDestroy", 4000, 0, "cuCtxDestroy_v2"},
    {"cuCtxPushCurrent", 4000, 0, "cuCtxPushCurrent_v2"},
    {"cuCtxPopCurrent", 4000, 0, "cuCtxPopCurrent_v2"},
    {"cuCtxSetCurrent", 4000, 0, "cuCtxSetCurrent"},
    {"cuCtxGetCurrent", 4000, 0, "cuCtxGetCurrent"},
    {"cuCtxGetDevice", 2000, 0, "cuCtxGetDevice"},
    {"cuCtxGetDevice", 13000, 0, "cuCtxGetDevice_v2"},
    {"cuCtxGetFlags", 7000, 0, "cuCtxGetFlags"},
    {"cuCtxSetFlags", 12010, 0, "cuCtxSetFlags"},
    {"cuCtxGetId", 12000, 0, "cuCtxGetId"},
    {"cuCtxSynchronize", 2000, 0, "cuCtxSynchronize"},
    {"cuCtxSynchronize", 13000, 0, "cuCtxSynchronize_v2"},
    {"cuCtxSetLimit", 3010, 0, "cuCtxSetLimit"},
    {"cuCtxGetLimit", 3010, 0, "cuCtxGetLimit"},
    {"cuCtxGetCacheConfig", 3020, 0, "cuCtxGetCacheConfig"},
    {"cuCtxSetCacheConfig", 3020, 0, "cuCtxSetCacheConfig"},
    {"cuCtxGetApiVersion", 3020, 0, "cuCtxGetApiVersion"},
    {"cuCtxGetStreamPriorityRange", 5050, 0, "cuCtxGetStreamPriorityRange"},
    {"cuCtxResetPersistingL2Cache", 11000, 0, "cuCtxResetPersistingL2Cache"},
    {"cuCtxGetExecAffinity", 11040, 0, "cuCtxGetExecAffinity"},
    {"cuCtxRecordEvent", 12050, 0, "cuCtxRecordEvent"},
    {"cuCtxWaitEvent", 12050, 0, "cuCtxWaitEvent"},
    {"cuCtxAttach", 2000, 0, "cuCtxAttach"},
    {"cuCtxDetach", 2000, 0, "cuCtxDetach"},
    {"cuCtxGetSharedMemConfig", 4020, 0, "cuCtxGetSharedMemConfig"},
    {"cuCtxSetSharedMemConfig", 4020, 0, "cuCtxSetSharedMemConfig"},
    {"cuModuleLoad", 2000, 0, "cuModuleLoad"},
    {"cuModuleLoadData", 2000, 0, "cuModuleLoadData"},
    {"cuModuleLoadDataEx", 2010, 0, "cuModuleLoadDataEx"},
    {"cuModuleLoadFatBinary", 2000, 0, "cuModuleLoadFatBinary"},
    {"cuModuleUnload", 2000, 0, "cuModuleUnload"},
    {"cuModuleGetLoadingMode", 11070, 0, "cuModuleGetLoadingMode"},
    {"cuModuleGetFunction", 2000, 0, "cuModuleGetFunction"},
    {"cuModuleGetFunctionCount", 12040, 0, "cuModuleGetFunctionCount"},
    {"cuModuleEnumerateFunctions", 12040, 0, "cuModuleEnumerateFunctions"},
    {"cuModuleGetGlobal", 3020, 0, "cuModuleGetGlobal_v2"},
    {"cuLinkCreate", 6050, 0, "cuLinkCreate_v2"},
    {"cuLinkAddData", 6050, 0, "cuLinkAddData_v2"},
    {"cuLinkAddFile", 6050, 0, "cuLinkAddFile_v2"},
    {"cuLinkComplete", 5050, 0, "cuLinkComplete"},
    {"cuLinkDestroy", 5050, 0, "cuLinkDestroy"},
    {"cuModuleGetTexRef", 2000, 0, "cuModuleGetTexRef"},
    {"cuModuleGetSurfRef", 3000, 0, "cuModuleGetSurfRef"},
    {"cuLibraryLoadData", 12000, 0, "cuLibraryLoadData"},
    {"cuLibraryLoadFromFile", 12000, 0, "cuLibraryLoadFromFile"},
    {"cuLibraryUnload", 12000, 0, "cuLibraryUnload"},
    {"cuLibraryGetKernel", 12000, 0, "cuLibraryGetKernel"},
    {"cuLibraryGetKernelCount", 12040, 0, "cuLibraryGetKernelCount"},
    {"cuLibraryEnumerateKernels", 12040, 0, "cuLibraryEnumerateKernels"},
    {"cuLibraryGetModule", 12000, 0, "cuLibraryGetModule"},
    {"cuKernelGetFunction", 12000, 0, "cuKernelGetFunction"},
    {"cuKernelGetLibrary", 12050, 0, "cuKernelGetLibrary"},
    {"cuLibraryGetGlobal", 12000, 0, "cuLibraryGetGlobal"},
    {"cuLibraryGetManaged", 12000, 0, "cuLibraryGetManaged"},
    {"cuLibraryGetUnifiedFunction", 12000, 0, "cuLibraryGetUnifiedFunction"},
    {"cuKernelGetAttribute", 12000, 0, "cuKernelGetAttribute"},
    {"cuKernelSetAttribute", 12000, 0, "cuKernelSetAttribute"},
    {"cuKernelSetCacheConfig", 12000, 0, "cuKernelSetCacheConfig"},
    {"cuKernelGetName", 12030, 0, "cuKernelGetName"},
    {"cuKernelGetParamInfo", 12040, 0, "cuKernelGetParamInfo"},
    {"cuMemGetInfo", 3020, 0, "cuMemGetInfo_v2"},
    {"cuMemAlloc", 3020, 0, "cuMemAlloc_v2"},
    {"cuMemAllocPitch", 3020, 0, "cuMemAllocPitch_v2"},
    {"cuMemFree", 3020, 0, "cuMemFree_v2"},
    {"cuMemGetAddressRange", 3020, 0, "cuMemGetAddressRange_v2"},
    {"cuMemAllocHost", 3020, 0, "cuMemAllocHost_v2"},
    {"cuMemFreeHost", 2000, 0, "cuMemFreeHost"},
    {"cuMemHostAlloc", 2020, 0, "cuMemHostAlloc"},
    {"cuMemHostGetDevicePointer", 3020, 0, "cuMemHostGetDevicePointer_v2"},
    {"cuMemHostGetFlags", 2030, 0, "cuMemHostGetFlags"},
    {"cuMemAllocManaged", 6000, 0, "cuMemAllocManaged"},
    {"cuDeviceRegisterAsyncNotification", 12040, 0, "cuDeviceRegisterAsyncNotification"},
    {"cuDeviceUnregisterAsyncNotification", 12040, 0, "cuDeviceUnregisterAsyncNotification"},
    {"cuDeviceGetByPCIBusId", 4010, 0, "cuDeviceGetByPCIBusId"},
    {"cuDeviceGetPCIBusId", 4010, 0, "cuDeviceGetPCIBusId"},
    {"cuIpcGetEventHandle", 4010, 0, "cuIpcGetEventHandle"},
    {"cuIpcOpenEventHandle", 4010, 0, "cuIpcOpenEventHandle"},
    {"cuIpcGetMemHandle", 4010, 0, "cuIpcGetMemHandle"},
    {"cuIpcOpenMemHandle", 11000, 0, "cuIpcOpenMemHandle_v2"},
    {"cuIpcCloseMemHandle", 4010, 0, "cuIpcCloseMemHandle"},
    {"cuMemHostRegister", 6050, 0, "cuMemHostRegister_v2"},
    {"cuMemHostUnregister", 4000, 0, "cuMemHostUnregister"},
    {"cuMemcpy", 4000, 7000, "cuMemcpy"},
    {"cuMemcpyPeer", 4000, 7000, "cuMemcpyPeer"},
    {"cuMemcpyHtoD", 3020, 7000, "cuMemcpyHtoD_v2"},
    {"cuMemcpyDtoH", 3020, 7000, "cuMemcpyDtoH_v2"},
    {"cuMemcpyDtoD", 3020, 7000, "cuMemcpyDtoD_v2"},
    {"cuMemcpyDtoA", 3020, 7000, "cuMemcpyDtoA_v2"},
    {"cuMemcpyAtoD", 3020, 7000, "cuMemcpyAtoD_v2"},
    {"cuMemcpyHtoA", 3020, 7000, "cuMemcpyHtoA_v2"},
    {"cuMemcpyAtoH", 3020, 7000, "cuMemcpyAtoH_v2"},
    {"cuMemcpyAtoA", 3020, 7000, "cuMemcpyAtoA_v2"},
    {"cuMemcpy2D", 3020, 7000, "cuMemcpy2D_v2"},
    {"cuMemcpy2DUnaligned", 3020, 7000, "cuMemcpy2DUnaligned_v2"},
    {"cuMemcpy3D", 3020, 7000, "cuMemcpy3D_v2"},
    {"cuMemcpy3DPeer", 4000, 7000, "cuMemcpy3DPeer"},
    {"cuMemcpyAsync", 4000, 7000, "cuMemcpyAsync"},
    {"cuMemcpyPeerAsync", 4000, 7000, "cuMemcpyPeerAsync"},
    {"cuMemcpyHtoDAsync", 3020, 7000, "cuMemcpyHtoDAsync_v2"},
    {"cuMemcpyDtoHAsync", 3020, 7000, "cuMemcpyDtoHAsync_v2"},
    {"cuMemcpyDtoDAsync", 3020, 7000, "cuMemcpyDtoDAsync_v2"},
    {"cuMemcpyHtoAAsync", 3020, 7000, "cuMemcpyHtoAAsync_v2"},
    {"cuMemcpyAtoHAsync", 3020, 7000, "cuMemcpyAtoHAsync_v2"},
    {"cuMemcpy2DAsync", 3020, 7000, "cuMemcpy2DAsync_v2"},
    {"cuMemcpy3DAsync", 3020, 7000, "cuMemcpy3DAsync_v2"},
    {"cuMemcpy3DPeerAsync", 4000, 7000, "cuMemcpy3DPeerAsync"},
    {"cuMemcpyBatchAsync", 12080, 12080, "cuMemcpyBatchAsync"},
    {"cuMemcpyBatchAsync", 13000, 13000, "cuMemcpyBatchAsync_v2"},
    {"cuMemcpy3DBatchAsync", 12080, 12080, "cuMemcpy3DBatchAsync"},
    {"cuMemcpy3DBatchAsync", 13000, 13000, "cuMemcpy3DBatchAsync_v2"},
    {"cuMemsetD8", 3020, 7000, "cuMemsetD8_v2"},
    {"cuMemsetD16", 3020, 7000, "cuMemsetD16_v2"},
    {"cuMemsetD32", 3020, 7000, "cuMemsetD32_v2"},
    {"cuMemsetD2D8", 3020, 7000, "cuMemsetD2D8_v2"},
    {"cuMemsetD2D16", 3020, 7000, "cuMemsetD2D16_v2"},
    {"cuMemsetD2D32", 3020, 7000, "cuMemsetD2D32_v2"},
    {"cuMemsetD8Async", 3020, 7000, "cuMemsetD8Async"},
    {"cuMemsetD16Async", 3020, 7000, "cuMemsetD16Async"},
    {"cuMemsetD32Async", 3020, 7000, "cuMemsetD32Async"},
    {"cuMemsetD2D8Async", 3020, 7000, "cuMemsetD2D8Async"},
    {"cuMemsetD2D16Async", 3020, 7000, "cuMemsetD2D16Async"},
    {"cuMemsetD2D32Async", 3020, 7000, "cuMemsetD2D32Async"},
    {"cuArrayCreate", 3020, 0, "cuArrayCreate_v2"},
    {"cuArrayGetDescriptor", 3020, 0, "cuArrayGetDescriptor_v2"},
    {"cuArrayGetSparseProperties", 11010, 0, "cuArrayGetSparseProperties"},
    {"cuMipmappedArrayGetSparseProperties", 11010, 0, "cuMipmappedArrayGetSparseProperties"},
    {"cuArrayGetMemoryRequirements", 11060, 0, "cuArrayGetMemoryRequirements"},
    {"cuMipmappedArrayGetMemoryRequirements", 11060, 0, "cuMipmappedArrayGetMemoryRequirements"},
    {"cuArrayGetPlane", 11020, 0, "cuArrayGetPlane"},
    {"cuArrayDestroy", 2000, 0, "cuArrayDestroy"},
    {"cuArray3DCreate", 3020, 0, "cuArray3DCreate_v2"},
    {"cuArray3DGetDescriptor", 3020, 0, "cuArray3DGetDescriptor_v2"},
    {"cuMipmappedArrayCreate", 5000, 0, "cuMipmappedArrayCreate"},
    {"cuMipmappedArrayGetLevel", 5000, 0, "cuMipmappedArrayGetLevel"},
    {"cuMipmappedArrayDestroy", 5000, 0, "cuMipmappedArrayDestroy"},
    {"cuMemGetHandleForAddressRange", 11070, 0, "cuMemGetHandleForAddressRange"},
    {"cuMemBatchDecompressAsync", 12060, 12060, "cuMemBatchDecompressAsync"},
    {"cuMemAddressReserve", 10020, 0, "cuMemAddressReserve"},
    {"cuMemAddressFree", 10020, 0, "cuMemAddressFree"},
    {"cuMemCreate", 10020, 0, "cuMemCreate"},
    {"cuMemRelease", 10020, 0, "cuMemRelease"},
    {"cuMemMap", 10020, 0, "cuMemMap"},
    {"cuMemMapArrayAsync", 11010, 11010, "cuMemMapArrayAsync"},
    {"cuMemUnmap", 10020, 0, "cuMemUnmap"},
    {"cuMemSetAccess", 10020, 0, "cuMemSetAccess"},
    {"cuMemGetAccess", 10020, 0, "cuMemGetAccess"},
    {"cuMemExportToShareableHandle", 10020, 0, "cuMemExportToShareableHandle"},
    {"cuMemImportFromShareableHandle", 10020, 0, "cuMemImportFromShareableHandle"},
    {"cuMemGetAllocationGranularity", 10020, 0, "cuMemGetAllocationGranularity"},
    {"cuMemGetAllocationPropertiesFromHandle", 10020, 0, "cuMemGetAllocationPropertiesFromHandle"},
    {"cuMemRetainAllocationHandle", 11000, 0, "cuMemRetainAllocationHandle"},
    {"cuMemFreeAsync", 11020, 11020, "cuMemFreeAsync"},
    {"cuMemAllocAsync", 11020, 11020, "cuMemAllocAsync"},
    {"cuMemPoolTrimTo", 11020, 0, "cuMemPoolTrimTo"},
    {"cuMemPoolSetAttribute", 11020, 0, "cuMemPoolSetAttribute"},
    {"cuMemPoolGetAttribute", 11020, 0, "cuMemPoolGetAttribute"},
    {"cuMemPoolSetAccess", 11020, 0, "cuMemPoolSetAccess"},
    {"cuMemPoolGetAccess", 11020, 0, "cuMemPoolGetAccess"},
    {"cuMemPoolCreate", 11020, 0, "cuMemPoolCreate"},
    {"cuMemPoolDestroy", 11020, 0, "cuMemPoolDestroy"},
    {"cuMemGetDefaultMemPool", 13000, 0, "cuMemGetDefaultMemPool"},
    {"cuMemGetMemPool", 13000, 0, "cuMemGetMemPool"},
    {"cuMemSetMemPool", 13000, 0, "cuMemSetMemPool"},
    {"cuMemAllocFromPoolAsync", 11020, 11020, "cuMemAllocFromPoolAsync"},
    {"cuMemPoolExportToShareableHandle", 11020, 0, "cuMemPoolExportToShareableHandle"},
    {"cuMemPoolImportFromShareableHandle", 11020, 0, "cuMemPoolImportFromShareableHandle"},
    {"cuMemPoolExportPointer", 11020, 0, "cuMemPoolExportPointer"},
    {"cuMemPoolImportPointer", 11020, 0, "cuMemPoolImportPointer"},
    {"cuMulticastCreate", 12010, 0, "cuMulticastCreate"},
    {"cuMulticastAddDevice", 12010, 0, "cuMulticastAddDevice"},
    {"cuMulticastBindMem", 12010, 0, "cuMulticastBindMem"},
    {"cuMulticastBindAddr", 12010, 0, "cuMulticastBindAddr"},
    {"cuMulticastUnbind", 12010, 0, "cuMulticastUnbind"},
    {"cuMulticastGetGranularity", 12010, 0, "cuMulticastGetGranularity"},
    {"cuPointerGetAttribute", 4000, 0, "cuPointerGetAttribute"},
    {"cuMemPrefetchAsync", 8000, 8000, "cuMemPrefetchAsync"},
    {"cuMemPrefetchAsync", 12020, 12020, "cuMemPrefetchAsync_v2"},
    {"cuMemAdvise", 8000, 0, "cuMemAdvise"},
    {"cuMemAdvise", 12020, 0, "cuMemAdvise_v2"},
    {"cuMemPrefetchBatchAsync", 13000, 13000, "cuMemPrefetchBatchAsync"},
    {"cuMemDiscardBatchAsync", 13000, 13000, "cuMemDiscardBatchAsync"},
    {"cuMemDiscardAndPrefetchBatchAsync", 13000, 13000, "cuMemDiscardAndPrefetchBatchAsync"},
    {"cuMemRangeGetAttribute", 8000, 0, "cuMemRangeGetAttribute"},
    {"cuMemRangeGetAttributes", 8000, 0, "cuMemRangeGetAttributes"},
    {"cuPointerSetAttribute", 6000, 0, "cuPointerSetAttribute"},
    {"cuPointerGetAttributes", 7000, 0, "cuPointerGetAttributes"},
    {"cuStreamCreate", 2000, 0, "cuStreamCreate"},
    {"cuStreamCreateWithPriority", 5050, 0, "cuStreamCreateWithPriority"},
    {"cuStreamGetPriority", 5050, 7000, "cuStreamGetPriority"},
    {"cuStreamGetDevice", 12080, 12080, "cuStreamGetDevice"},
    {"cuStreamGetFlags", 5050, 7000, "cuStreamGetFlags"},
    {"cuStreamGetId", 12000, 12000, "cuStreamGetId"},
    {"cuStreamGetCtx", 9020, 9020, "cuStreamGetCtx"},
    {"cuStreamGetCtx", 12050, 12050, "cuStreamGetCtx_v2"},
    {"cuStreamWaitEvent", 3020, 7000, "cuStreamWaitEvent"},
    {"cuStreamAddCallback", 5000, 7000, "cuStreamAddCallback"},
    {"cuStreamBeginCapture", 10010, 10010, "cuStreamBeginCapture_v2"},
    {"cuStreamBeginCaptureToGraph", 12030, 12030, "cuStreamBeginCaptureToGraph"},
    {"cuThreadExchangeStreamCaptureMode", 10010, 0, "cuThreadExchangeStreamCaptureMode"},
    {"cuStreamEndCapture", 10000, 10000, "cuStreamEndCapture"},
    {"cuStreamIsCapturing", 10000, 10000, "cuStreamIsCapturing"},
    {"cuStreamGetCaptureInfo", 10010, 10010, "cuStreamGetCaptureInfo"},
    {"cuStreamGetCaptureInfo", 11030, 11030, "cuStreamGetCaptureInfo_v2"},
    {"cuStreamGetCaptureInfo", 12030, 12030, "cuStreamGetCaptureInfo_v3"},
    {"cuStreamUpdateCaptureDependencies", 11030, 11030, "cuStreamUpdateCaptureDependencies"},
    {"cuStreamUpdateCaptureDependencies", 12030, 12030, "cuStreamUpdateCaptureDependencies_v2"},
    {"cuStreamAttachMemAsync", 6000, 7000, "cuStreamAttachMemAsync"},
    {"cuStreamQuery", 2000, 7000, "cuStreamQuery"},
    {"cuStreamSynchronize", 2000, 7000, "cuStreamSynchronize"},
    {"cuStreamDestroy", 4000, 0, "cuStreamDestroy_v2"},
    {"cuStreamCopyAttributes", 11000, 11000, "cuStreamCopyAttributes"},
    {"cuStreamGetAttribute", 11000, 11000, "cuStreamGetAttribute"},
    {"cuStreamSetAttribute", 11000, 11000, "cuStreamSetAttribute"},
    {"cuEventCreate", 2000, 0, "cuEventCreate"},
    {"cuEventRecord", 2000, 7000, "cuEventRecord"},
    {"cuEventRecordWithFlags", 11010, 11010, "cuEventRecordWithFlags"},
    {"cuEventQuery", 2000, 0, "cuEventQuery"},
    {"cuEventSynchronize", 2000, 0, "cuEventSynchronize"},
    {"cuEventDestroy", 4000, 0, "cuEventDestroy_v2"},
    {"cuEventElapsedTime", 2000, 0, "cuEventElapsedTime"},
    {"cuEventElapsedTime", 12080, 0, "cuEventElapsedTime_v2"},
    {"cuImportExternalMemory", 10000, 0, "cuImportExternalMemory"},
    {"cuExternalMemoryGetMappedBuffer", 10000, 0, "cuExternalMemoryGetMappedBuffer"},
    {"cuExternalMemoryGetMappedMipmappedArray", 10000, 0, "cuExternalMemoryGetMappedMipmappedArray"},
    {"cuDestroyExternalMemory", 10000, 0, "cuDestroyExternalMemory"},
    {"cuImportExternalSemaphore", 10000, 0, "cuImportExternalSemaphore"},
    {"cuSignalExternalSemaphoresAsync", 10000, 10000, "cuSignalExternalSemaphoresAsync"},
    {"cuWaitExternalSemaphoresAsync", 10000, 10000, "cuWaitExternalSemaphoresAsync"},
    {"cuDestroyExternalSemaphore", 10000, 0, "cuDestroyExternalSemaphore"},
    {"cuStreamWaitValue32", 8000, 8000, "cuStreamWaitValue32"},
    {"cuStreamWaitValue32", 11070, 11070, "cuStreamWaitValue32_v2"},
    {"cuStreamWaitValue64", 9000, 9000, "cuStreamWaitValue64"},
    {"cuStreamWaitValue64", 11070, 11070, "cuStreamWaitValue64_v2"},
    {"cuStreamWriteValue32", 8000, 8000, "cuStreamWriteValue32"},
    {"cuStreamWriteValue32", 11070, 11070, "cuStreamWriteValue32_v2"},
    {"cuStreamWriteValue64", 9000, 9000, "cuStreamWriteValue64"},
    {"cuStreamWriteValue64", 11070, 11070, "cuStreamWriteValue64_v2"},
    {"cuStreamBatchMemOp", 8000, 8000, "cuStreamBatchMemOp"},
    {"cuStreamBatchMemOp", 11070, 11070, "cuStreamBatchMemOp_v2"},
    {"cuFuncGetAttribute", 2020, 0, "cuFuncGetAttribute"},
    {"cuFuncSetAttribute", 9000, 0, "cuFuncSetAttribute"},
    {"cuFuncSetCacheConfig", 3000, 0, "cuFuncSetCacheConfig"},
    {"cuFuncGetModule", 11000, 0, "cuFuncGetModule"},
    {"cuFuncGetName", 12030, 0, "cuFuncGetName"},
    {"cuFuncGetParamInfo", 12040, 0, "cuFuncGetParamInfo"},
    {"cuFuncIsLoaded", 12040, 0, "cuFuncIsLoaded"},
    {"cuFuncLoad", 12040, 0, "cuFuncLoad"},
    {"cuLaunchKernel", 4000, 7000, "cuLaunchKernel"},
    {"cuLaunchKernelEx", 11060, 11060, "cuLaunchKernelEx"},
    {"cuLaunchCooperativeKernel", 9000, 9000, "cuLaunchCooperativeKernel"},
    {"cuLaunchCooperativeKernelMultiDevice", 9000, 0, "cuLaunchCooperativeKernelMultiDevice"},
    {"cuLaunchHostFunc", 10000, 10000, "cuLaunchHostFunc"},
    {"cuFuncSetBlockShape", 2000, 0, "cuFuncSetBlockShape"},
    {"cuFuncSetSharedSize", 2000, 0, "cuFuncSetSharedSize"},
    {"cuParamSetSize", 2000, 0, "cuParamSetSize"},
    {"cuParamSeti", 2000, 0, "cuParamSeti"},
    {"cuParamSetf", 2000, 0, "cuParamSetf"},
    {"cuParamSetv", 2000, 0, "cuParamSetv"},
    {"cuLaunch", 2000, 0, "cuLaunch"},
    {"cuLaunchGrid", 2000, 0, "cuLaunchGrid"},
    {"cuLaunchGridAsync", 2000, 0, "cuLaunchGridAsync"},
    {"cuParamSetTexRef", 2000, 0, "cuParamSetTexRef"},
    {"cuFuncSetSharedMemConfig", 4020, 0, "cuFuncSetSharedMemConfig"},
    {"cuGraphCreate", 10000, 0, "cuGraphCreate"},
    {"cuGraphAddKernelNode", 10000, 0, "cuGraphAddKernelNode"},
    {"cuGraphAddKernelNode", 12000, 0, "cuGraphAddKernelNode_v2"},
    {"cuGraphKernelNodeGetParams", 10000, 0, "cuGraphKernelNodeGetParams"},
    {"cuGraphKernelNodeGetParams", 12000, 0, "cuGraphKernelNodeGetParams_v2"},
    {"cuGraphKernelNodeSetParams", 10000, 0, "cuGraphKernelNodeSetParams"},
    {"cuGraphKernelNodeSetParams", 12000, 0, "cuGraphKernelNodeSetParams_v2"},
    {"cuGraphAddMemcpyNode", 10000, 0, "cuGraphAddMemcpyNode"},
    {"cuGraphMemcpyNodeGetParams", 10000, 0, "cuGraphMemcpyNodeGetParams"},
    {"cuGraphMemcpyNodeSetParams", 10000, 0, "cuGraphMemcpyNodeSetParams"},
    {"cuGraphAddMemsetNode", 10000, 0, "cuGraphAddMemsetNode"},
    {"cuGraphMemsetNodeGetParams", 10000, 0, "cuGraphMemsetNodeGetParams"},
    {"cuGraphMemsetNodeSetParams", 10000, 0, "cuGraphMemsetNodeSetParams"},
    {"cuGraphAddHostNode", 10000, 0, "cuGraphAddHostNode"},
    {"cuGraphHostNodeGetParams", 10000, 0, "cuGraphHostNodeGetParams"},
    {"cuGraphHostNodeSetParams", 10000, 0, "cuGraphHostNodeSetParams"},
    {"cuGraphAddChildGraphNode", 10000, 0, "cuGraphAddChildGraphNode"},
    {"cuGraphChildGraphNodeGetGraph", 10000, 0, "cuGraphChildGraphNodeGetGraph"},
    {"cuGraphAddEmptyNode", 10000, 0, "cuGraphAddEmptyNode"},
    {"cuGraphAddEventRecordNode", 11010, 0, "cuGraphAddEventRecordNode"},
    {"cuGraphEventRecordNodeGetEvent", 11010, 0, "cuGraphEventRecordNodeGetEvent"},
    {"cuGraphEventRecordNodeSetEvent", 11010, 0, "cuGraphEventRecordNodeSetEvent"},
    {"cuGraphAddEventWaitNode", 11010, 0, "cuGraphAddEventWaitNode"},
    {"cuGraphEventWaitNodeGetEvent", 11010, 0, "cuGraphEventWaitNodeGetEvent"},
    {"cuGraphEventWaitNodeSetEvent", 11010, 0, "cuGraphEventWaitNodeSetEvent"},
    {"cuGraphAddExternalSemaphoresSignalNode", 11020, 0, "cuGraphAddExternalSemaphoresSignalNode"},
    {"cuGraphExternalSemaphoresSignalNodeGetParams", 11020, 0, "cuGraphExternalSemaphoresSignalNodeGetParams"},
    {"cuGraphExternalSemaphoresSignalNodeSetParams", 11020, 0, "cuGraphExternalSemaphoresSignalNodeSetParams"},
    {"cuGraphAddExternalSemaphoresWaitNode", 11020, 0, "cuGraphAddExternalSemaphoresWaitNode"},
    {"cuGraphExternalSemaphoresWaitNodeGetParams", 11020, 0, "cuGraphExternalSemaphoresWaitNodeGetParams"},
    {"cuGraphExternalSemaphoresWaitNodeSetParams", 11020, 0, "cuGraphExternalSemaphoresWaitNodeSetParams"},
    {"cuGraphAddBatchMemOpNode", 11070, 0, "cuGraphAddBatchMemOpNode"},
    {"cuGraphBatchMemOpNodeGetParams", 11070, 0, "cuGraphBatchMemOpNodeGetParams"},
    {"cuGraphBatchMemOpNodeSetParams", 11070, 0, "cuGraphBatchMemOpNodeSetParams"},
    {"cuGraphExecBatchMemOpNodeSetParams", 11070, 0, "cuGraphExecBatchMemOpNodeSetParams"},
    {"cuGraphAddMemAllocNode", 11040, 0, "cuGraphAddMemAllocNode"},
    {"cuGraphMemAllocNodeGetParams", 11040, 0, "cuGraphMemAllocNodeGetParams"},
    {"cuGraphAddMemFreeNode", 11040, 0, "cuGraphAddMemFreeNode"},
    {"cuGraphMemFreeNodeGetParams", 11040, 0, "cuGraphMemFreeNodeGetParams"},
    {"cuDeviceGraphMemTrim", 11040, 0, "cuDeviceGraphMemTrim"},
    {"cuDeviceGetGraphMemAttribute", 11040, 0, "cuDeviceGetGraphMemAttribute"},
    {"cuDeviceSetGraphMemAttribute", 11040, 0, "cuDeviceSetGraphMemAttribute"},
    {"cuGraphClone", 10000, 0, "cuGraphClone"},
    {"cuGraphNodeFindInClone", 10000, 0, "cuGraphNodeFindInClone"},
    {"cuGraphNodeGetType", 10000, 0, "cuGraphNodeGetType"},
    {"cuGraphGetNodes", 10000, 0, "cuGraphGetNodes"},
    {"cuGraphGetRootNodes", 10000, 0, "cuGraphGetRootNodes"},
    {"cuGraphGetEdges", 10000, 0, "cuGraphGetEdges"},
    {"cuGraphGetEdges", 12030, 0, "cuGraphGetEdges_v2"},
    {"cuGraphNodeGetDependencies", 10000, 0, "cuGraphNodeGetDependencies"},
    {"cuGraphNodeGetDependencies", 12030, 0, "cuGraphNodeGetDependencies_v2"},
    {"cuGraphNodeGetDependentNodes", 10000, 0, "cuGraphNodeGetDependentNodes"},
    {"cuGraphNodeGetDependentNodes", 12030, 0, "cuGraphNodeGetDependentNodes_v2"},
    {"cuGraphAddDependencies", 10000, 0, "cuGraphAddDependencies"},
    {"cuGraphAddDependencies", 12030, 0, "cuGraphAddDependencies_v2"},
    {"cuGraphRemoveDependencies", 10000, 0, "cuGraphRemoveDependencies"},
    {"cuGraphRemoveDependencies", 12030, 0, "cuGraphRemoveDependencies_v2"},
    {"cuGraphDestroyNode", 10000, 0, "cuGraphDestroyNode"},
    {"cuGraphInstantiateWithFlags", 11040, 0, "cuGraphInstantiateWithFlags"},
    {"cuGraphInstantiateWithParams", 12000, 12000, "cuGraphInstantiateWithParams"},
    {"cuGraphExecGetFlags", 12000, 0, "cuGraphExecGetFlags"},
    {"cuGraphExecKernelNodeSetParams", 10010, 0, "cuGraphExecKernelNodeSetParams"},
    {"cuGraphExecKernelNodeSetParams", 12000, 0, "cuGraphExecKernelNodeSetParams_v2"},
    {"cuGraphExecMemcpyNodeSetParams", 10020, 0, "cuGraphExecMemcpyNodeSetParams"},
    {"cuGraphExecMemsetNodeSetParams", 10020, 0, "cuGraphExecMemsetNodeSetParams"},
    {"cuGraphExecHostNodeSetParams", 10020, 0, "cuGraphExecHostNodeSetParams"},
    {"cuGraphExecChildGraphNodeSetParams", 11010, 0, "cuGraphExecChildGraphNodeSetParams"},
    {"cuGraphExecEventRecordNodeSetEvent", 11010, 0, "cuGraphExecEventRecordNodeSetEvent"},
    {"cuGraphExecEventWaitNodeSetEvent", 11010, 0, "cuGraphExecEventWaitNodeSetEvent"},
    {"cuGraphExecExternalSemaphoresSignalNodeSetParams", 11020, 0, "cuGraphExecExternalSemaphoresSignalNodeSetParams"},
    {"cuGraphExecExternalSemaphoresWaitNodeSetParams", 11020, 0, "cuGraphExecExternalSemaphoresWaitNodeSetParams"},
    {"cuGraphNodeSetEnabled", 11060, 0, "cuGraphNodeSetEnabled"},
    {"cuGraphNodeGetEnabled", 11060, 0, "cuGraphNodeGetEnabled"},
    {"cuGraphUpload", 11010, 11010, "cuGraphUpload"},
    {"cuGraphLaunch", 10000, 10000, "cuGraphLaunch"},
    {"cuGraphExecDestroy", 10000, 0, "cuGraphExecDestroy"},
    {"cuGraphDestroy", 10000, 0, "cuGraphDestroy"},
    {"cuGraphExecUpdate", 10020, 0, "cuGraphExecUpdate"},
    {"cuGraphExecUpdate", 12000, 0, "cuGraphExecUpdate_v2"},
    {"cuGraphKernelNodeCopyAttributes", 11000, 0, "cuGraphKernelNodeCopyAttributes"},
    {"cuGraphKernelNodeGetAttribute", 11000, 0, "cuGraphKernelNodeGetAttribute"},
    {"cuGraphKernelNodeSetAttribute", 11000, 0, "cuGraphKernelNodeSetAttribute"},
    {"cuGraphDebugDotPrint", 11030, 0, "cuGraphDebugDotPrint"},
    {"cuUserObjectCreate", 11030, 0, "cuUserObjectCreate"},
    {"cuUserObjectRetain", 11030, 0, "cuUserObjectRetain"},
    {"cuUserObjectRelease", 11030, 0, "cuUserObjectRelease"},
    {"cuGraphRetainUserObject", 11030, 0, "cuGraphRetainUserObject"},
    {"cuGraphReleaseUserObject", 11030, 0, "cuGraphReleaseUserObject"},
    {"cuGraphAddNode", 12020, 0, "cuGraphAddNode"},
    {"cuGraphAddNode", 12030, 0, "cuGraphAddNode_v2"},
    {"cuGraphNodeSetParams", 12020, 0, "cuGraphNodeSetParams"},
    {"cuGraphExecNodeSetParams", 12020, 0, "cuGraphExecNodeSetParams"},
    {"cuGraphConditionalHandleCreate", 12030, 0, "cuGraphConditionalHandleCreate"},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessor", 6050, 0, "cuOccupancyMaxActiveBlocksPerMultiprocessor"},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", 7000, 0, "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"},
    {"cuOccupancyMaxPotentialBlockSize", 6050, 0, "cuOccupancyMaxPotentialBlockSize"},
    {"cuOccupancyMaxPotentialBlockSizeWithFlags", 7000, 0, "cuOccupancyMaxPotentialBlockSizeWithFlags"},
    {"cuOccupancyAvailableDynamicSMemPerBlock", 10020, 0, "cuOccupancyAvailableDynamicSMemPerBlock"},
    {"cuOccupancyMaxPotentialClusterSize", 11070, 0, "cuOccupancyMaxPotentialClusterSize"},
    {"cuOccupancyMaxActiveClusters", 11070, 0, "cuOccupancyMaxActiveClusters"},
    {"cuTexRefSetArray", 2000, 0, "cuTexRefSetArray"},
    {"cuTexRefSetMipmappedArray", 5000, 0, "cuTexRefSetMipmappedArray"},
    {"cuTexRefSetAddress", 3020, 0, "cuTexRefSetAddress_v2"},
    {"cuTexRefSetAddress2D", 4010, 0, "cuTexRefSetAddress2D_v3"},
    {"cuTexRefSetFormat", 2000, 0, "cuTexRefSetFormat"},
    {"cuTexRefSetAddressMode", 2000, 0, "cuTexRefSetAddressMode"},
    {"cuTexRefSetFilterMode", 2000, 0, "cuTexRefSetFilterMode"},
    {"cuTexRefSetMipmapFilterMode", 5000, 0, "cuTexRefSetMipmapFilterMode"},
    {"cuTexRefSetMipmapLevelBias", 5000, 0, "cuTexRefSetMipmapLevelBias"},
    {"cuTexRefSetMipmapLevelClamp", 5000, 0, "cuTexRefSetMipmapLevelClamp"},
    {"cuTexRefSetMaxAnisotropy", 5000, 0, "cuTexRefSetMaxAnisotropy"},
    {"cuTexRefSetBorderColor", 8000, 0, "cuTexRefSetBorderColor"},
    {"cuTexRefSetFlags", 2000, 0, "cuTexRefSetFlags"},
    {"cuTexRefGetAddress", 3020, 0, "cuTexRefGetAddress_v2"},
    {"cuTexRefGetArray", 2000, 0, "cuTexRefGetArray"},
    {"cuTexRefGetMipmappedArray", 5000, 0, "cuTexRefGetMipmappedArray"},
    {"cuTexRefGetAddressMode", 2000, 0, "cuTexRefGetAddressMode"},
    {"cuTexRefGetFilterMode", 2000, 0, "cuTexRefGetFilterMode"},
    {"cuTexRefGetFormat", 2000, 0, "cuTexRefGetFormat"},
    {"cuTexRefGetMipmapFilterMode", 5000, 0, "cuTexRefGetMipmapFilterMode"},
    {"cuTexRefGetMipmapLevelBias", 5000, 0, "cuTexRefGetMipmapLevelBias"},
    {"cuTexRefGetMipmapLevelClamp", 5000, 0, "cuTexRefGetMipmapLevelClamp"},
    {"cuTexRefGetMaxAnisotropy", 5000, 0, "cuTexRefGetMaxAnisotropy"},
    {"cuTexRefGetBorderColor", 8000, 0, "cuTexRefGetBorderColor"},
    {"cuTexRefGetFlags", 2000, 0, "cuTexRefGetFlags"},
    {"cuTexRefCreate", 2000, 0, "cuTexRefCreate"},
    {"cuTexRefDestroy", 2000, 0, "cuTexRefDestroy"},
    {"cuSurfRefSetArray", 3000, 0, "cuSurfRefSetArray"},
    {"cuSurfRefGetArray", 3000, 0, "cuSurfRefGetArray"},
    {"cuTexObjectCreate", 5000, 0, "cuTexObjectCreate"},
    {"cuTexObjectDestroy", 5000, 0, "cuTexObjectDestroy"},
    {"cuTexObjectGetResourceDesc", 5000, 0, "cuTexObjectGetResourceDesc"},
    {"cuTexObjectGetTextureDesc", 5000, 0, "cuTexObjectGetTextureDesc"},
    {"cuTexObjectGetResourceViewDesc", 5000, 0, "cuTexObjectGetResourceViewDesc"},
    {"cuSurfObjectCreate", 5000, 0, "cuSurfObjectCreate"},
    {"cuSurfObjectDestroy", 5000, 0, "cuSurfObjectDestroy"},
    {"cuSurfObjectGetResourceDesc", 5000, 0, "cuSurfObjectGetResourceDesc"},
    {"cuTensorMapEncodeTiled", 12000, 0, "cuTensorMapEncodeTiled"},
    {"cuTensorMapEncodeIm2col", 12000, 0, "cuTensorMapEncodeIm2col"},
    {"cuTensorMapEncodeIm2colWide", 12080, 0, "cuTensorMapEncodeIm2colWide"},
    {"cuTensorMapReplaceAddress", 12000, 0, "cuTensorMapReplaceAddress"},
    {"cuDeviceCanAccessPeer", 4000, 0, "cuDeviceCanAccessPeer"},
    {"cuCtxEnablePeerAccess", 4000, 0, "cuCtxEnablePeerAccess"},
    {"cuCtxDisablePeerAccess", 4000, 0, "cuCtxDisablePeerAccess"},
    {"cuDeviceGetP2PAttribute", 8000, 0, "cuDeviceGetP2PAttribute"},
    {"cuDeviceGetP2PAtomicCapabilities", 13000, 0, "cuDeviceGetP2PAtomicCapabilities"},
    {"cuGraphicsUnregisterResource", 3000, 0, "cuGraphicsUnregisterResource"},
    {"cuGraphicsSubResourceGetMappedArray", 3000, 0, "cuGraphicsSubResourceGetMappedArray"},
    {"cuGraphicsResourceGetMappedMipmappedArray", 5000, 0, "cuGraphicsResourceGetMappedMipmappedArray"},
    {"cuGraphicsResourceGetMappedPointer", 3020, 0, "cuGraphicsResourceGetMappedPointer_v2"},
    {"cuGraphicsResourceSetMapFlags", 6050, 0, "cuGraphicsResourceSetMapFlags_v2"},
    {"cuGraphicsMapResources", 3000, 7000, "cuGraphicsMapResources"},
    {"cuGraphicsUnmapResources", 3000, 7000, "cuGraphicsUnmapResources"},
    {"cuCoredumpGetAttribute", 12010, 0, "cuCoredumpGetAttribute"},
    {"cuCoredumpGetAttributeGlobal", 12010, 0, "cuCoredumpGetAttributeGlobal"},
    {"cuCoredumpSetAttribute", 12010, 0, "cuCoredumpSetAttribute"},
    {"cuCoredumpSetAttributeGlobal", 12010, 0, "cuCoredumpSetAttributeGlobal"},
    {"cuGetExportTable", 3000, 0, "cuGetExportTable"},
    {"cuGreenCtxCreate", 12040, 0, "cuGreenCtxCreate"},
    {"cuGreenCtxDestroy", 12040, 0, "cuGreenCtxDestroy"},
    {"cuCtxFromGreenCtx", 12040, 0, "cuCtxFromGreenCtx"},
    {"cuDeviceGetDevResource", 12040, 0, "cuDeviceGetDevResource"},
    {"cuCtxGetDevResource", 12040, 0, "cuCtxGetDevResource"},
    {"cuGreenCtxGetDevResource", 12040, 0, "cuGreenCtxGetDevResource"},
    {"cuDevSmResourceSplitByCount", 12040, 0, "cuDevSmResourceSplitByCount"},
    {"cuDevResourceGenerateDesc", 12040, 0, "cuDevResourceGenerateDesc"},
    {"cuGreenCtxRecordEvent", 12040, 0, "cuGreenCtxRecordEvent"},
    {"cuGreenCtxWaitEvent", 12040, 0, "cuGreenCtxWaitEvent"},
    {"cuStreamGetGreenCtx", 12040, 0, "cuStreamGetGreenCtx"},
    {"cuGreenCtxStreamCreate", 12050, 0, "cuGreenCtxStreamCreate"},
    {"cuGreenCtxGetId", 12090, 0, "cuGreenCtxGetId"},
    {"cuLogsRegisterCallback", 12090, 0, "cuLogsRegisterCallback"},
    {"cuLogsUnregisterCallback", 12090, 0, "cuLogsUnregisterCallback"},
    {"cuLogsCurrent", 12090, 0, "cuLogsCurrent"},
    {"cuLogsDumpToFile", 12090, 0, "cuLogsDumpToFile"},
    {"cuLogsDumpToMemory", 12090, 0, "cuLogsDumpToMemory"},
    {"cuCheckpointProcessGetRestoreThreadId", 12080, 0, "cuCheckpointProcessGetRestoreThreadId"},
    {"cuCheckpointProcessGetState", 12080, 0, "cuCheckpointProcessGetState"},
    {"cuCheckpointProcessLock", 12080, 0, "cuCheckpointProcessLock"},
    {"cuCheckpointProcessCheckpoint", 12080, 0, "cuCheckpointProcessCheckpoint"},
    {"cuCheckpointProcessRestore", 12080, 0, "cuCheckpointProcessRestore"},
    {"cuCheckpointProcessUnlock", 12080, 0, "cuCheckpointProcessUnlock"}
};
CUDACORE__UNUSED static const cudacore__fn_info cudacore__nvrtc_info[CUDACORE__NVRTC_COUNT] = {
    {"nvrtcGetErrorString", 0, 0, "nvrtcGetErrorString"},
    {"nvrtcVersion", 0, 0, "nvrtcVersion"},
    {"nvrtcGetNumSupportedArchs", 0, 0, "nvrtcGetNumSupportedArchs"},
    {"nvrtcGetSupportedArchs", 0, 0, "nvrtcGetSupportedArchs"},
    {"nvrtcCreateProgram", 0, 0, "nvrtcCreateProgram"},
    {"nvrtcDestroyProgram", 0, 0, "nvrtcDestroyProgram"},
    {"nvrtcCompileProgram", 0, 0, "nvrtcCompileProgram"},
    {"nvrtcGetPTXSize", 0, 0, "nvrtcGetPTXSize"},
    {"nvrtcGetPTX", 0, 0, "nvrtcGetPTX"},
    {"nvrtcGetCUBINSize", 0, 0, "nvrtcGetCUBINSize"},
    {"nvrtcGetCUBIN", 0, 0, "nvrtcGetCUBIN"},
    {"nvrtcGetLTOIRSize", 0, 0, "nvrtcGetLTOIRSize"},
    {"nvrtcGetLTOIR", 0, 0, "nvrtcGetLTOIR"},
    {"nvrtcGetOptiXIRSize", 0, 0, "nvrtcGetOptiXIRSize"},
    {"nvrtcGetOptiXIR", 0, 0, "nvrtcGetOptiXIR"},
    {"nvrtcGetProgramLogSize", 0, 0, "nvrtcGetProgramLogSize"},
    {"nvrtcGetProgramLog", 0, 0, "nvrtcGetProgramLog"},
    {"nvrtcAddNameExpression", 0, 0, "nvrtcAddNameExpression"},
    {"nvrtcGetLoweredName", 0, 0, "nvrtcGetLoweredName"},
    {"nvrtcGetPCHHeapSize", 0, 0, "nvrtcGetPCHHeapSize"},
    {"nvrtcSetPCHHeapSize", 0, 0, "nvrtcSetPCHHeapSize"},
    {"nvrtcGetPCHCreateStatus", 0, 0, "nvrtcGetPCHCreateStatus"},
    {"nvrtcGetPCHHeapSizeRequired", 0, 0, "nvrtcGetPCHHeapSizeRequired"},
    {"nvrtcSetFlowCallback", 0, 0, "nvrtcSetFlowCallback"}
};
CUDACORE__UNUSED static const cudacore__fn_info cudacore__nvjitlink_info[CUDACORE__NVJITLINK_COUNT] = {
    {"nvJitLinkCreate", 0, 0, "nvJitLinkCreate"},
    {"nvJitLinkDestroy", 0, 0, "nvJitLinkDestroy"},
    {"nvJitLinkAddData", 0, 0, "nvJitLinkAddData"},
    {"nvJitLinkAddFile", 0, 0, "nvJitLinkAddFile"},
    {"nvJitLinkComplete", 0, 0, "nvJitLinkComplete"},
    {"nvJitLinkGetLinkedCubinSize", 0, 0, "nvJitLinkGetLinkedCubinSize"},
    {"nvJitLinkGetLinkedCubin", 0, 0, "nvJitLinkGetLinkedCubin"},
    {"nvJitLinkGetLinkedPtxSize", 0, 0, "nvJitLinkGetLinkedPtxSize"},
    {"nvJitLinkGetLinkedPtx", 0, 0, "nvJitLinkGetLinkedPtx"},
    {"nvJitLinkGetErrorLogSize", 0, 0, "nvJitLinkGetErrorLogSize"},
    {"nvJitLinkGetErrorLog", 0, 0, "nvJitLinkGetErrorLog"},
    {"nvJitLinkGetInfoLogSize", 0, 0, "nvJitLinkGetInfoLogSize"},
    {"nvJitLinkGetInfoLog", 0, 0, "nvJitLinkGetInfoLog"},
    {"nvJitLinkVersion", 0, 0, "nvJitLinkVersion"}
};

typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGetErrorString)(cudacore_CUresult error, const char **pStr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGetErrorName)(cudacore_CUresult error, const char **pStr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuInit)(unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDriverGetVersion)(int *driverVersion);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGet)(cudacore_CUdevice_v1 *device, int ordinal);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetCount)(int *count);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetName)(char *name, int len, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetUuid)(cudacore_CUuuid *uuid, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceTotalMem)(size_t *bytes, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetAttribute)(int *pi, cudacore_CUdevice_attribute attrib, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceSetMemPool)(cudacore_CUdevice_v1 dev, cudacore_CUmemoryPool pool);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetMemPool)(cudacore_CUmemoryPool *pool, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetDefaultMemPool)(cudacore_CUmemoryPool *pool_out, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDevicePrimaryCtxRetain)(cudacore_CUcontext *pctx, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDevicePrimaryCtxRelease)(cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDevicePrimaryCtxSetFlags)(cudacore_CUdevice_v1 dev, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDevicePrimaryCtxGetState)(cudacore_CUdevice_v1 dev, unsigned int *flags, int *active);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxPushCurrent)(cudacore_CUcontext ctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxPopCurrent)(cudacore_CUcontext *pctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxSetCurrent)(cudacore_CUcontext ctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxGetCurrent)(cudacore_CUcontext *pctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxGetDevice)(cudacore_CUdevice_v1 *device);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxSynchronize)(void);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxGetStreamPriorityRange)(int *leastPriority, int *greatestPriority);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuModuleLoadDataEx)(cudacore_CUmodule *module, const void *image, unsigned int numOptions, cudacore_CUjit_option *options, void **optionValues);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuModuleUnload)(cudacore_CUmodule hmod);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuModuleGetFunction)(cudacore_CUfunction *hfunc, cudacore_CUmodule hmod, const char *name);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuModuleGetGlobal)(cudacore_CUdeviceptr_v2 *dptr, size_t *bytes, cudacore_CUmodule hmod, const char *name);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLinkCreate)(unsigned int numOptions, cudacore_CUjit_option *options, void **optionValues, cudacore_CUlinkState *stateOut);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLinkAddData)(cudacore_CUlinkState state, cudacore_CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, cudacore_CUjit_option *options, void **optionValues);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLinkAddFile)(cudacore_CUlinkState state, cudacore_CUjitInputType type, const char *path, unsigned int numOptions, cudacore_CUjit_option *options, void **optionValues);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLinkComplete)(cudacore_CUlinkState state, void **cubinOut, size_t *sizeOut);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLinkDestroy)(cudacore_CUlinkState state);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLibraryLoadData)(cudacore_CUlibrary *library, const void *code, cudacore_CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, cudacore_CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLibraryLoadFromFile)(cudacore_CUlibrary *library, const char *fileName, cudacore_CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, cudacore_CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLibraryUnload)(cudacore_CUlibrary library);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLibraryGetKernel)(cudacore_CUkernel *pKernel, cudacore_CUlibrary library, const char *name);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLibraryGetKernelCount)(unsigned int *count, cudacore_CUlibrary lib);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLibraryEnumerateKernels)(cudacore_CUkernel *kernels, unsigned int numKernels, cudacore_CUlibrary lib);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuKernelGetFunction)(cudacore_CUfunction *pFunc, cudacore_CUkernel kernel);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLibraryGetGlobal)(cudacore_CUdeviceptr *dptr, size_t *bytes, cudacore_CUlibrary library, const char *name);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuKernelGetAttribute)(int *pi, cudacore_CUfunction_attribute attrib, cudacore_CUkernel kernel, cudacore_CUdevice dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuKernelSetAttribute)(cudacore_CUfunction_attribute attrib, int val, cudacore_CUkernel kernel, cudacore_CUdevice dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuKernelSetCacheConfig)(cudacore_CUkernel kernel, cudacore_CUfunc_cache config, cudacore_CUdevice dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuKernelGetName)(const char **name, cudacore_CUkernel hfunc);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuKernelGetParamInfo)(cudacore_CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemGetInfo)(size_t *free, size_t *total);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAlloc)(cudacore_CUdeviceptr_v2 *dptr, size_t bytesize);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemFree)(cudacore_CUdeviceptr_v2 dptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemGetAddressRange)(cudacore_CUdeviceptr_v2 *pbase, size_t *psize, cudacore_CUdeviceptr_v2 dptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemFreeHost)(void *p);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemHostAlloc)(void **pp, size_t bytesize, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemHostGetDevicePointer)(cudacore_CUdeviceptr_v2 *pdptr, void *p, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAllocManaged)(cudacore_CUdeviceptr_v2 *dptr, size_t bytesize, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetPCIBusId)(char *pciBusId, int len, cudacore_CUdevice_v1 dev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuIpcGetEventHandle)(cudacore_CUipcEventHandle_v1 *pHandle, cudacore_CUevent event);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuIpcOpenEventHandle)(cudacore_CUevent *phEvent, cudacore_CUipcEventHandle_v1 handle);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuIpcGetMemHandle)(cudacore_CUipcMemHandle_v1 *pHandle, cudacore_CUdeviceptr_v2 dptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuIpcOpenMemHandle)(cudacore_CUdeviceptr_v2 *pdptr, cudacore_CUipcMemHandle_v1 handle, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuIpcCloseMemHandle)(cudacore_CUdeviceptr_v2 dptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemHostRegister)(void *p, size_t bytesize, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemHostUnregister)(void *p);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemcpy)(cudacore_CUdeviceptr_v2 dst, cudacore_CUdeviceptr_v2 src, size_t ByteCount);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemcpyAsync)(cudacore_CUdeviceptr_v2 dst, cudacore_CUdeviceptr_v2 src, size_t ByteCount, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemcpyPeerAsync)(cudacore_CUdeviceptr_v2 dstDevice, cudacore_CUcontext dstContext, cudacore_CUdeviceptr_v2 srcDevice, cudacore_CUcontext srcContext, size_t ByteCount, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemcpyHtoDAsync)(cudacore_CUdeviceptr_v2 dstDevice, const void *srcHost, size_t ByteCount, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemcpyDtoHAsync)(void *dstHost, cudacore_CUdeviceptr_v2 srcDevice, size_t ByteCount, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemcpyDtoDAsync)(cudacore_CUdeviceptr_v2 dstDevice, cudacore_CUdeviceptr_v2 srcDevice, size_t ByteCount, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemcpy2DAsync)(const cudacore_CUDA_MEMCPY2D_v2 *pCopy, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemsetD8Async)(cudacore_CUdeviceptr_v2 dstDevice, unsigned char uc, size_t N, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemsetD16Async)(cudacore_CUdeviceptr_v2 dstDevice, unsigned short us, size_t N, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemsetD32Async)(cudacore_CUdeviceptr_v2 dstDevice, unsigned int ui, size_t N, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemsetD2D8Async)(cudacore_CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemsetD2D16Async)(cudacore_CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemsetD2D32Async)(cudacore_CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAddressReserve)(cudacore_CUdeviceptr_v2 *ptr, size_t size, size_t alignment, cudacore_CUdeviceptr_v2 addr, unsigned long long flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAddressFree)(cudacore_CUdeviceptr_v2 ptr, size_t size);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemCreate)(cudacore_CUmemGenericAllocationHandle_v1 *handle, size_t size, const cudacore_CUmemAllocationProp_v1 *prop, unsigned long long flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemRelease)(cudacore_CUmemGenericAllocationHandle_v1 handle);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemMap)(cudacore_CUdeviceptr_v2 ptr, size_t size, size_t offset, cudacore_CUmemGenericAllocationHandle_v1 handle, unsigned long long flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemUnmap)(cudacore_CUdeviceptr_v2 ptr, size_t size);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemSetAccess)(cudacore_CUdeviceptr_v2 ptr, size_t size, const cudacore_CUmemAccessDesc_v1 *desc, size_t count);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemGetAllocationGranularity)(size_t *granularity, const cudacore_CUmemAllocationProp_v1 *prop, cudacore_CUmemAllocationGranularity_flags option);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemFreeAsync)(cudacore_CUdeviceptr_v2 dptr, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAllocAsync)(cudacore_CUdeviceptr_v2 *dptr, size_t bytesize, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolTrimTo)(cudacore_CUmemoryPool pool, size_t minBytesToKeep);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolSetAttribute)(cudacore_CUmemoryPool pool, cudacore_CUmemPool_attribute attr, void *value);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolGetAttribute)(cudacore_CUmemoryPool pool, cudacore_CUmemPool_attribute attr, void *value);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolSetAccess)(cudacore_CUmemoryPool pool, const cudacore_CUmemAccessDesc_v1 *map, size_t count);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolGetAccess)(cudacore_CUmemAccess_flags *flags, cudacore_CUmemoryPool memPool, cudacore_CUmemLocation_v1 *location);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolCreate)(cudacore_CUmemoryPool *pool, const cudacore_CUmemPoolProps_v1 *poolProps);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolDestroy)(cudacore_CUmemoryPool pool);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemGetMemPool)(cudacore_CUmemoryPool *pool_out, cudacore_CUmemLocation *location, cudacore_CUmemAllocationType type);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAllocFromPoolAsync)(cudacore_CUdeviceptr_v2 *dptr, size_t bytesize, cudacore_CUmemoryPool pool, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolExportToShareableHandle)(void *handle_out, cudacore_CUmemoryPool pool, cudacore_CUmemAllocationHandleType handleType, unsigned long long flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolImportFromShareableHandle)(cudacore_CUmemoryPool *pool_out, void *handle, cudacore_CUmemAllocationHandleType handleType, unsigned long long flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolExportPointer)(cudacore_CUmemPoolPtrExportData_v1 *shareData_out, cudacore_CUdeviceptr_v2 ptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPoolImportPointer)(cudacore_CUdeviceptr_v2 *ptr_out, cudacore_CUmemoryPool pool, cudacore_CUmemPoolPtrExportData_v1 *shareData);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuPointerGetAttribute)(void *data, cudacore_CUpointer_attribute attribute, cudacore_CUdeviceptr_v2 ptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPrefetchAsync)(cudacore_CUdeviceptr_v2 devPtr, size_t count, cudacore_CUdevice_v1 dstDevice, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemPrefetchAsync_v2)(cudacore_CUdeviceptr_v2 devPtr, size_t count, cudacore_CUmemLocation_v1 location, unsigned int flags, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAdvise)(cudacore_CUdeviceptr_v2 devPtr, size_t count, cudacore_CUmem_advise advice, cudacore_CUdevice_v1 device);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemAdvise_v2)(cudacore_CUdeviceptr_v2 devPtr, size_t count, cudacore_CUmem_advise advice, cudacore_CUmemLocation_v1 location);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuMemRangeGetAttribute)(void *data, size_t dataSize, cudacore_CUmem_range_attribute attribute, cudacore_CUdeviceptr_v2 devPtr, size_t count);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuPointerGetAttributes)(unsigned int numAttributes, cudacore_CUpointer_attribute *attributes, void **data, cudacore_CUdeviceptr_v2 ptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamCreate)(cudacore_CUstream *phStream, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamCreateWithPriority)(cudacore_CUstream *phStream, unsigned int flags, int priority);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamGetPriority)(cudacore_CUstream hStream, int *priority);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamGetDevice)(cudacore_CUstream hStream, cudacore_CUdevice *device);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamGetFlags)(cudacore_CUstream hStream, unsigned int *flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamGetCtx)(cudacore_CUstream hStream, cudacore_CUcontext *pctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamWaitEvent)(cudacore_CUstream hStream, cudacore_CUevent hEvent, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamBeginCapture)(cudacore_CUstream hStream, cudacore_CUstreamCaptureMode mode);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamBeginCaptureToGraph)(cudacore_CUstream hStream, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, const cudacore_CUgraphEdgeData *dependencyData, size_t numDependencies, cudacore_CUstreamCaptureMode mode);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuThreadExchangeStreamCaptureMode)(cudacore_CUstreamCaptureMode *mode);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamEndCapture)(cudacore_CUstream hStream, cudacore_CUgraph *phGraph);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamIsCapturing)(cudacore_CUstream hStream, cudacore_CUstreamCaptureStatus *captureStatus);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamGetCaptureInfo)(cudacore_CUstream hStream, cudacore_CUstreamCaptureStatus *captureStatus_out, cudacore_cuuint64_t *id_out);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamGetCaptureInfo_v2)(cudacore_CUstream hStream, cudacore_CUstreamCaptureStatus *captureStatus_out, cudacore_cuuint64_t *id_out, cudacore_CUgraph *graph_out, const cudacore_CUgraphNode **dependencies_out, size_t *numDependencies_out);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamGetCaptureInfo_v3)(cudacore_CUstream hStream, cudacore_CUstreamCaptureStatus *captureStatus_out, cudacore_cuuint64_t *id_out, cudacore_CUgraph *graph_out, const cudacore_CUgraphNode **dependencies_out, const cudacore_CUgraphEdgeData **edgeData_out, size_t *numDependencies_out);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamQuery)(cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamSynchronize)(cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuStreamDestroy)(cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuEventCreate)(cudacore_CUevent *phEvent, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuEventRecord)(cudacore_CUevent hEvent, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuEventRecordWithFlags)(cudacore_CUevent hEvent, cudacore_CUstream hStream, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuEventQuery)(cudacore_CUevent hEvent);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuEventSynchronize)(cudacore_CUevent hEvent);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuEventDestroy)(cudacore_CUevent hEvent);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuEventElapsedTime)(float *pMilliseconds, cudacore_CUevent hStart, cudacore_CUevent hEnd);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuFuncGetAttribute)(int *pi, cudacore_CUfunction_attribute attrib, cudacore_CUfunction hfunc);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuFuncSetAttribute)(cudacore_CUfunction hfunc, cudacore_CUfunction_attribute attrib, int value);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuFuncSetCacheConfig)(cudacore_CUfunction hfunc, cudacore_CUfunc_cache config);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuFuncGetName)(const char **name, cudacore_CUfunction hfunc);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuFuncGetParamInfo)(cudacore_CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLaunchKernel)(cudacore_CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, cudacore_CUstream hStream, void **kernelParams, void **extra);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLaunchKernelEx)(const cudacore_CUlaunchConfig *config, cudacore_CUfunction f, void **kernelParams, void **extra);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLaunchCooperativeKernel)(cudacore_CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, cudacore_CUstream hStream, void **kernelParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuLaunchHostFunc)(cudacore_CUstream hStream, cudacore_CUhostFn fn, void *userData);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphCreate)(cudacore_CUgraph *phGraph, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddKernelNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddKernelNode_v2)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphKernelNodeGetParams)(cudacore_CUgraphNode hNode, cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphKernelNodeGetParams_v2)(cudacore_CUgraphNode hNode, cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphKernelNodeSetParams)(cudacore_CUgraphNode hNode, const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphKernelNodeSetParams_v2)(cudacore_CUgraphNode hNode, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddMemcpyNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, const cudacore_CUDA_MEMCPY3D_v2 *copyParams, cudacore_CUcontext ctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphMemcpyNodeSetParams)(cudacore_CUgraphNode hNode, const cudacore_CUDA_MEMCPY3D_v2 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddMemsetNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, const cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *memsetParams, cudacore_CUcontext ctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphMemsetNodeSetParams)(cudacore_CUgraphNode hNode, const cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddHostNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, const cudacore_CUDA_HOST_NODE_PARAMS_v1 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddChildGraphNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, cudacore_CUgraph childGraph);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddEmptyNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddEventRecordNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, cudacore_CUevent event);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddEventWaitNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, cudacore_CUevent event);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddMemAllocNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, cudacore_CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphMemAllocNodeGetParams)(cudacore_CUgraphNode hNode, cudacore_CUDA_MEM_ALLOC_NODE_PARAMS *params_out);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddMemFreeNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, cudacore_CUdeviceptr dptr);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGraphMemTrim)(cudacore_CUdevice device);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceGetGraphMemAttribute)(cudacore_CUdevice device, cudacore_CUgraphMem_attribute attr, void *value);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceSetGraphMemAttribute)(cudacore_CUdevice device, cudacore_CUgraphMem_attribute attr, void *value);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphClone)(cudacore_CUgraph *phGraphClone, cudacore_CUgraph originalGraph);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphNodeFindInClone)(cudacore_CUgraphNode *phNode, cudacore_CUgraphNode hOriginalNode, cudacore_CUgraph hClonedGraph);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphNodeGetType)(cudacore_CUgraphNode hNode, cudacore_CUgraphNodeType *type);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphGetNodes)(cudacore_CUgraph hGraph, cudacore_CUgraphNode *nodes, size_t *numNodes);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphGetEdges)(cudacore_CUgraph hGraph, cudacore_CUgraphNode *from, cudacore_CUgraphNode *to, size_t *numEdges);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphNodeGetDependencies)(cudacore_CUgraphNode hNode, cudacore_CUgraphNode *dependencies, size_t *numDependencies);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphNodeGetDependentNodes)(cudacore_CUgraphNode hNode, cudacore_CUgraphNode *dependentNodes, size_t *numDependentNodes);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddDependencies)(cudacore_CUgraph hGraph, const cudacore_CUgraphNode *from, const cudacore_CUgraphNode *to, size_t numDependencies);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphRemoveDependencies)(cudacore_CUgraph hGraph, const cudacore_CUgraphNode *from, const cudacore_CUgraphNode *to, size_t numDependencies);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphDestroyNode)(cudacore_CUgraphNode hNode);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphInstantiateWithFlags)(cudacore_CUgraphExec *phGraphExec, cudacore_CUgraph hGraph, unsigned long long flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphInstantiateWithParams)(cudacore_CUgraphExec *phGraphExec, cudacore_CUgraph hGraph, cudacore_CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecKernelNodeSetParams)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraphNode hNode, const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecKernelNodeSetParams_v2)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraphNode hNode, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecMemcpyNodeSetParams)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraphNode hNode, const cudacore_CUDA_MEMCPY3D_v2 *copyParams, cudacore_CUcontext ctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecMemsetNodeSetParams)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraphNode hNode, const cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *memsetParams, cudacore_CUcontext ctx);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphNodeSetEnabled)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraphNode hNode, unsigned int isEnabled);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphNodeGetEnabled)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraphNode hNode, unsigned int *isEnabled);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphUpload)(cudacore_CUgraphExec hGraph, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphLaunch)(cudacore_CUgraphExec hGraph, cudacore_CUstream hStream);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecDestroy)(cudacore_CUgraphExec hGraphExec);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphDestroy)(cudacore_CUgraph hGraph);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecUpdate)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraph hGraph, cudacore_CUgraphNode *hErrorNode_out, cudacore_CUgraphExecUpdateResult *updateResult_out);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecUpdate_v2)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraph hGraph, cudacore_CUgraphExecUpdateResultInfo *resultInfo);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphKernelNodeGetAttribute)(cudacore_CUgraphNode hNode, cudacore_CUkernelNodeAttrID attr, cudacore_CUkernelNodeAttrValue_v1 *value_out);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphKernelNodeSetAttribute)(cudacore_CUgraphNode hNode, cudacore_CUkernelNodeAttrID attr, const cudacore_CUkernelNodeAttrValue_v1 *value);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphDebugDotPrint)(cudacore_CUgraph hGraph, const char *path, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuUserObjectCreate)(cudacore_CUuserObject *object_out, void *ptr, cudacore_CUhostFn destroy, unsigned int initialRefcount, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuUserObjectRelease)(cudacore_CUuserObject object, unsigned int count);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphRetainUserObject)(cudacore_CUgraph graph, cudacore_CUuserObject object, unsigned int count, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphAddNode)(cudacore_CUgraphNode *phGraphNode, cudacore_CUgraph hGraph, const cudacore_CUgraphNode *dependencies, size_t numDependencies, cudacore_CUgraphNodeParams *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphNodeSetParams)(cudacore_CUgraphNode hNode, cudacore_CUgraphNodeParams *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphExecNodeSetParams)(cudacore_CUgraphExec hGraphExec, cudacore_CUgraphNode hNode, cudacore_CUgraphNodeParams *nodeParams);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuGraphConditionalHandleCreate)(cudacore_CUgraphConditionalHandle *pHandle_out, cudacore_CUgraph hGraph, cudacore_CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor)(int *numBlocks, cudacore_CUfunction func, int blockSize, size_t dynamicSMemSize);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(int *numBlocks, cudacore_CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuOccupancyMaxPotentialBlockSize)(int *minGridSize, int *blockSize, cudacore_CUfunction func, cudacore_CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuOccupancyAvailableDynamicSMemPerBlock)(size_t *dynamicSmemSize, cudacore_CUfunction func, int numBlocks, int blockSize);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuOccupancyMaxPotentialClusterSize)(int *clusterSize, cudacore_CUfunction func, const cudacore_CUlaunchConfig *config);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuOccupancyMaxActiveClusters)(int *numClusters, cudacore_CUfunction func, const cudacore_CUlaunchConfig *config);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuDeviceCanAccessPeer)(int *canAccessPeer, cudacore_CUdevice_v1 dev, cudacore_CUdevice_v1 peerDev);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxEnablePeerAccess)(cudacore_CUcontext peerContext, unsigned int Flags);
typedef cudacore_CUresult (CUDACORE__CUDAAPI *cudacore__PFN_cuCtxDisablePeerAccess)(cudacore_CUcontext peerContext);
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGetErrorString(cudacore_CUresult cudacore__p0, const char **cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGetErrorString); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGetErrorName(cudacore_CUresult cudacore__p0, const char **cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGetErrorName); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuInit(unsigned int cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuInit); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDriverGetVersion(int *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuDriverGetVersion); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGet(cudacore_CUdevice_v1 *cudacore__p0, int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGet); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetCount(int *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetCount); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetName(char *cudacore__p0, int cudacore__p1, cudacore_CUdevice_v1 cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetName); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetUuid(cudacore_CUuuid *cudacore__p0, cudacore_CUdevice_v1 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetUuid); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceTotalMem(size_t *cudacore__p0, cudacore_CUdevice_v1 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceTotalMem); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetAttribute(int *cudacore__p0, cudacore_CUdevice_attribute cudacore__p1, cudacore_CUdevice_v1 cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceSetMemPool(cudacore_CUdevice_v1 cudacore__p0, cudacore_CUmemoryPool cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceSetMemPool); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetMemPool(cudacore_CUmemoryPool *cudacore__p0, cudacore_CUdevice_v1 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetMemPool); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetDefaultMemPool(cudacore_CUmemoryPool *cudacore__p0, cudacore_CUdevice_v1 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetDefaultMemPool); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDevicePrimaryCtxRetain(cudacore_CUcontext *cudacore__p0, cudacore_CUdevice_v1 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDevicePrimaryCtxRetain); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDevicePrimaryCtxRelease(cudacore_CUdevice_v1 cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuDevicePrimaryCtxRelease); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDevicePrimaryCtxSetFlags(cudacore_CUdevice_v1 cudacore__p0, unsigned int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuDevicePrimaryCtxSetFlags); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDevicePrimaryCtxGetState(cudacore_CUdevice_v1 cudacore__p0, unsigned int *cudacore__p1, int *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuDevicePrimaryCtxGetState); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxPushCurrent(cudacore_CUcontext cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuCtxPushCurrent); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxPopCurrent(cudacore_CUcontext *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuCtxPopCurrent); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxSetCurrent(cudacore_CUcontext cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuCtxSetCurrent); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxGetCurrent(cudacore_CUcontext *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuCtxGetCurrent); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxGetDevice(cudacore_CUdevice_v1 *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuCtxGetDevice); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxSynchronize(void)
{ return cudacore__drv_missing(CUDACORE__DRV_cuCtxSynchronize); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxGetStreamPriorityRange(int *cudacore__p0, int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuCtxGetStreamPriorityRange); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuModuleLoadDataEx(cudacore_CUmodule *cudacore__p0, const void *cudacore__p1, unsigned int cudacore__p2, cudacore_CUjit_option *cudacore__p3, void **cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuModuleLoadDataEx); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuModuleUnload(cudacore_CUmodule cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuModuleUnload); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuModuleGetFunction(cudacore_CUfunction *cudacore__p0, cudacore_CUmodule cudacore__p1, const char *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuModuleGetFunction); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuModuleGetGlobal(cudacore_CUdeviceptr_v2 *cudacore__p0, size_t *cudacore__p1, cudacore_CUmodule cudacore__p2, const char *cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuModuleGetGlobal); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLinkCreate(unsigned int cudacore__p0, cudacore_CUjit_option *cudacore__p1, void **cudacore__p2, cudacore_CUlinkState *cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuLinkCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLinkAddData(cudacore_CUlinkState cudacore__p0, cudacore_CUjitInputType cudacore__p1, void *cudacore__p2, size_t cudacore__p3, const char *cudacore__p4, unsigned int cudacore__p5, cudacore_CUjit_option *cudacore__p6, void **cudacore__p7)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; (void)cudacore__p7; return cudacore__drv_missing(CUDACORE__DRV_cuLinkAddData); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLinkAddFile(cudacore_CUlinkState cudacore__p0, cudacore_CUjitInputType cudacore__p1, const char *cudacore__p2, unsigned int cudacore__p3, cudacore_CUjit_option *cudacore__p4, void **cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuLinkAddFile); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLinkComplete(cudacore_CUlinkState cudacore__p0, void **cudacore__p1, size_t *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuLinkComplete); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLinkDestroy(cudacore_CUlinkState cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuLinkDestroy); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLibraryLoadData(cudacore_CUlibrary *cudacore__p0, const void *cudacore__p1, cudacore_CUjit_option *cudacore__p2, void **cudacore__p3, unsigned int cudacore__p4, cudacore_CUlibraryOption *cudacore__p5, void **cudacore__p6, unsigned int cudacore__p7)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; (void)cudacore__p7; return cudacore__drv_missing(CUDACORE__DRV_cuLibraryLoadData); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLibraryLoadFromFile(cudacore_CUlibrary *cudacore__p0, const char *cudacore__p1, cudacore_CUjit_option *cudacore__p2, void **cudacore__p3, unsigned int cudacore__p4, cudacore_CUlibraryOption *cudacore__p5, void **cudacore__p6, unsigned int cudacore__p7)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; (void)cudacore__p7; return cudacore__drv_missing(CUDACORE__DRV_cuLibraryLoadFromFile); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLibraryUnload(cudacore_CUlibrary cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuLibraryUnload); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLibraryGetKernel(cudacore_CUkernel *cudacore__p0, cudacore_CUlibrary cudacore__p1, const char *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuLibraryGetKernel); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLibraryGetKernelCount(unsigned int *cudacore__p0, cudacore_CUlibrary cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuLibraryGetKernelCount); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLibraryEnumerateKernels(cudacore_CUkernel *cudacore__p0, unsigned int cudacore__p1, cudacore_CUlibrary cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuLibraryEnumerateKernels); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuKernelGetFunction(cudacore_CUfunction *cudacore__p0, cudacore_CUkernel cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuKernelGetFunction); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLibraryGetGlobal(cudacore_CUdeviceptr *cudacore__p0, size_t *cudacore__p1, cudacore_CUlibrary cudacore__p2, const char *cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuLibraryGetGlobal); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuKernelGetAttribute(int *cudacore__p0, cudacore_CUfunction_attribute cudacore__p1, cudacore_CUkernel cudacore__p2, cudacore_CUdevice cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuKernelGetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuKernelSetAttribute(cudacore_CUfunction_attribute cudacore__p0, int cudacore__p1, cudacore_CUkernel cudacore__p2, cudacore_CUdevice cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuKernelSetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuKernelSetCacheConfig(cudacore_CUkernel cudacore__p0, cudacore_CUfunc_cache cudacore__p1, cudacore_CUdevice cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuKernelSetCacheConfig); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuKernelGetName(const char **cudacore__p0, cudacore_CUkernel cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuKernelGetName); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuKernelGetParamInfo(cudacore_CUkernel cudacore__p0, size_t cudacore__p1, size_t *cudacore__p2, size_t *cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuKernelGetParamInfo); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemGetInfo(size_t *cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemGetInfo); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAlloc(cudacore_CUdeviceptr_v2 *cudacore__p0, size_t cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemAlloc); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemFree(cudacore_CUdeviceptr_v2 cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuMemFree); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemGetAddressRange(cudacore_CUdeviceptr_v2 *cudacore__p0, size_t *cudacore__p1, cudacore_CUdeviceptr_v2 cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemGetAddressRange); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemFreeHost(void *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuMemFreeHost); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemHostAlloc(void **cudacore__p0, size_t cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemHostAlloc); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemHostGetDevicePointer(cudacore_CUdeviceptr_v2 *cudacore__p0, void *cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemHostGetDevicePointer); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAllocManaged(cudacore_CUdeviceptr_v2 *cudacore__p0, size_t cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemAllocManaged); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetPCIBusId(char *cudacore__p0, int cudacore__p1, cudacore_CUdevice_v1 cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetPCIBusId); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuIpcGetEventHandle(cudacore_CUipcEventHandle_v1 *cudacore__p0, cudacore_CUevent cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuIpcGetEventHandle); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuIpcOpenEventHandle(cudacore_CUevent *cudacore__p0, cudacore_CUipcEventHandle_v1 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuIpcOpenEventHandle); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuIpcGetMemHandle(cudacore_CUipcMemHandle_v1 *cudacore__p0, cudacore_CUdeviceptr_v2 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuIpcGetMemHandle); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuIpcOpenMemHandle(cudacore_CUdeviceptr_v2 *cudacore__p0, cudacore_CUipcMemHandle_v1 cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuIpcOpenMemHandle); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuIpcCloseMemHandle(cudacore_CUdeviceptr_v2 cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuIpcCloseMemHandle); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemHostRegister(void *cudacore__p0, size_t cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemHostRegister); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemHostUnregister(void *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuMemHostUnregister); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemcpy(cudacore_CUdeviceptr_v2 cudacore__p0, cudacore_CUdeviceptr_v2 cudacore__p1, size_t cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemcpy); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemcpyAsync(cudacore_CUdeviceptr_v2 cudacore__p0, cudacore_CUdeviceptr_v2 cudacore__p1, size_t cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemcpyAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemcpyPeerAsync(cudacore_CUdeviceptr_v2 cudacore__p0, cudacore_CUcontext cudacore__p1, cudacore_CUdeviceptr_v2 cudacore__p2, cudacore_CUcontext cudacore__p3, size_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuMemcpyPeerAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemcpyHtoDAsync(cudacore_CUdeviceptr_v2 cudacore__p0, const void *cudacore__p1, size_t cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemcpyHtoDAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemcpyDtoHAsync(void *cudacore__p0, cudacore_CUdeviceptr_v2 cudacore__p1, size_t cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemcpyDtoHAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemcpyDtoDAsync(cudacore_CUdeviceptr_v2 cudacore__p0, cudacore_CUdeviceptr_v2 cudacore__p1, size_t cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemcpyDtoDAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemcpy2DAsync(const cudacore_CUDA_MEMCPY2D_v2 *cudacore__p0, cudacore_CUstream cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemcpy2DAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemsetD8Async(cudacore_CUdeviceptr_v2 cudacore__p0, unsigned char cudacore__p1, size_t cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemsetD8Async); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemsetD16Async(cudacore_CUdeviceptr_v2 cudacore__p0, unsigned short cudacore__p1, size_t cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemsetD16Async); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemsetD32Async(cudacore_CUdeviceptr_v2 cudacore__p0, unsigned int cudacore__p1, size_t cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemsetD32Async); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemsetD2D8Async(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, unsigned char cudacore__p2, size_t cudacore__p3, size_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuMemsetD2D8Async); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemsetD2D16Async(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, unsigned short cudacore__p2, size_t cudacore__p3, size_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuMemsetD2D16Async); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemsetD2D32Async(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, unsigned int cudacore__p2, size_t cudacore__p3, size_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuMemsetD2D32Async); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAddressReserve(cudacore_CUdeviceptr_v2 *cudacore__p0, size_t cudacore__p1, size_t cudacore__p2, cudacore_CUdeviceptr_v2 cudacore__p3, unsigned long long cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuMemAddressReserve); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAddressFree(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemAddressFree); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemCreate(cudacore_CUmemGenericAllocationHandle_v1 *cudacore__p0, size_t cudacore__p1, const cudacore_CUmemAllocationProp_v1 *cudacore__p2, unsigned long long cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemRelease(cudacore_CUmemGenericAllocationHandle_v1 cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuMemRelease); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemMap(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, size_t cudacore__p2, cudacore_CUmemGenericAllocationHandle_v1 cudacore__p3, unsigned long long cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuMemMap); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemUnmap(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemUnmap); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemSetAccess(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, const cudacore_CUmemAccessDesc_v1 *cudacore__p2, size_t cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemSetAccess); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemGetAllocationGranularity(size_t *cudacore__p0, const cudacore_CUmemAllocationProp_v1 *cudacore__p1, cudacore_CUmemAllocationGranularity_flags cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemGetAllocationGranularity); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemFreeAsync(cudacore_CUdeviceptr_v2 cudacore__p0, cudacore_CUstream cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemFreeAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAllocAsync(cudacore_CUdeviceptr_v2 *cudacore__p0, size_t cudacore__p1, cudacore_CUstream cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemAllocAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolTrimTo(cudacore_CUmemoryPool cudacore__p0, size_t cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolTrimTo); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolSetAttribute(cudacore_CUmemoryPool cudacore__p0, cudacore_CUmemPool_attribute cudacore__p1, void *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolSetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolGetAttribute(cudacore_CUmemoryPool cudacore__p0, cudacore_CUmemPool_attribute cudacore__p1, void *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolGetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolSetAccess(cudacore_CUmemoryPool cudacore__p0, const cudacore_CUmemAccessDesc_v1 *cudacore__p1, size_t cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolSetAccess); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolGetAccess(cudacore_CUmemAccess_flags *cudacore__p0, cudacore_CUmemoryPool cudacore__p1, cudacore_CUmemLocation_v1 *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolGetAccess); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolCreate(cudacore_CUmemoryPool *cudacore__p0, const cudacore_CUmemPoolProps_v1 *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolDestroy(cudacore_CUmemoryPool cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolDestroy); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemGetMemPool(cudacore_CUmemoryPool *cudacore__p0, cudacore_CUmemLocation *cudacore__p1, cudacore_CUmemAllocationType cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemGetMemPool); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAllocFromPoolAsync(cudacore_CUdeviceptr_v2 *cudacore__p0, size_t cudacore__p1, cudacore_CUmemoryPool cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemAllocFromPoolAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolExportToShareableHandle(void *cudacore__p0, cudacore_CUmemoryPool cudacore__p1, cudacore_CUmemAllocationHandleType cudacore__p2, unsigned long long cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolExportToShareableHandle); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolImportFromShareableHandle(cudacore_CUmemoryPool *cudacore__p0, void *cudacore__p1, cudacore_CUmemAllocationHandleType cudacore__p2, unsigned long long cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolImportFromShareableHandle); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolExportPointer(cudacore_CUmemPoolPtrExportData_v1 *cudacore__p0, cudacore_CUdeviceptr_v2 cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolExportPointer); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPoolImportPointer(cudacore_CUdeviceptr_v2 *cudacore__p0, cudacore_CUmemoryPool cudacore__p1, cudacore_CUmemPoolPtrExportData_v1 *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuMemPoolImportPointer); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuPointerGetAttribute(void *cudacore__p0, cudacore_CUpointer_attribute cudacore__p1, cudacore_CUdeviceptr_v2 cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuPointerGetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPrefetchAsync(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, cudacore_CUdevice_v1 cudacore__p2, cudacore_CUstream cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemPrefetchAsync); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemPrefetchAsync_v2(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, cudacore_CUmemLocation_v1 cudacore__p2, unsigned int cudacore__p3, cudacore_CUstream cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuMemPrefetchAsync_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAdvise(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, cudacore_CUmem_advise cudacore__p2, cudacore_CUdevice_v1 cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemAdvise); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemAdvise_v2(cudacore_CUdeviceptr_v2 cudacore__p0, size_t cudacore__p1, cudacore_CUmem_advise cudacore__p2, cudacore_CUmemLocation_v1 cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuMemAdvise_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuMemRangeGetAttribute(void *cudacore__p0, size_t cudacore__p1, cudacore_CUmem_range_attribute cudacore__p2, cudacore_CUdeviceptr_v2 cudacore__p3, size_t cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuMemRangeGetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuPointerGetAttributes(unsigned int cudacore__p0, cudacore_CUpointer_attribute *cudacore__p1, void **cudacore__p2, cudacore_CUdeviceptr_v2 cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuPointerGetAttributes); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamCreate(cudacore_CUstream *cudacore__p0, unsigned int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamCreateWithPriority(cudacore_CUstream *cudacore__p0, unsigned int cudacore__p1, int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuStreamCreateWithPriority); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamGetPriority(cudacore_CUstream cudacore__p0, int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamGetPriority); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamGetDevice(cudacore_CUstream cudacore__p0, cudacore_CUdevice *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamGetDevice); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamGetFlags(cudacore_CUstream cudacore__p0, unsigned int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamGetFlags); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamGetCtx(cudacore_CUstream cudacore__p0, cudacore_CUcontext *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamGetCtx); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamWaitEvent(cudacore_CUstream cudacore__p0, cudacore_CUevent cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuStreamWaitEvent); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamBeginCapture(cudacore_CUstream cudacore__p0, cudacore_CUstreamCaptureMode cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamBeginCapture); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamBeginCaptureToGraph(cudacore_CUstream cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, const cudacore_CUgraphEdgeData *cudacore__p3, size_t cudacore__p4, cudacore_CUstreamCaptureMode cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuStreamBeginCaptureToGraph); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuThreadExchangeStreamCaptureMode(cudacore_CUstreamCaptureMode *cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuThreadExchangeStreamCaptureMode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamEndCapture(cudacore_CUstream cudacore__p0, cudacore_CUgraph *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamEndCapture); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamIsCapturing(cudacore_CUstream cudacore__p0, cudacore_CUstreamCaptureStatus *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuStreamIsCapturing); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamGetCaptureInfo(cudacore_CUstream cudacore__p0, cudacore_CUstreamCaptureStatus *cudacore__p1, cudacore_cuuint64_t *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuStreamGetCaptureInfo); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamGetCaptureInfo_v2(cudacore_CUstream cudacore__p0, cudacore_CUstreamCaptureStatus *cudacore__p1, cudacore_cuuint64_t *cudacore__p2, cudacore_CUgraph *cudacore__p3, const cudacore_CUgraphNode **cudacore__p4, size_t *cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuStreamGetCaptureInfo_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamGetCaptureInfo_v3(cudacore_CUstream cudacore__p0, cudacore_CUstreamCaptureStatus *cudacore__p1, cudacore_cuuint64_t *cudacore__p2, cudacore_CUgraph *cudacore__p3, const cudacore_CUgraphNode **cudacore__p4, const cudacore_CUgraphEdgeData **cudacore__p5, size_t *cudacore__p6)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; return cudacore__drv_missing(CUDACORE__DRV_cuStreamGetCaptureInfo_v3); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamQuery(cudacore_CUstream cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuStreamQuery); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamSynchronize(cudacore_CUstream cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuStreamSynchronize); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuStreamDestroy(cudacore_CUstream cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuStreamDestroy); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuEventCreate(cudacore_CUevent *cudacore__p0, unsigned int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuEventCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuEventRecord(cudacore_CUevent cudacore__p0, cudacore_CUstream cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuEventRecord); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuEventRecordWithFlags(cudacore_CUevent cudacore__p0, cudacore_CUstream cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuEventRecordWithFlags); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuEventQuery(cudacore_CUevent cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuEventQuery); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuEventSynchronize(cudacore_CUevent cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuEventSynchronize); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuEventDestroy(cudacore_CUevent cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuEventDestroy); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuEventElapsedTime(float *cudacore__p0, cudacore_CUevent cudacore__p1, cudacore_CUevent cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuEventElapsedTime); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuFuncGetAttribute(int *cudacore__p0, cudacore_CUfunction_attribute cudacore__p1, cudacore_CUfunction cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuFuncGetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuFuncSetAttribute(cudacore_CUfunction cudacore__p0, cudacore_CUfunction_attribute cudacore__p1, int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuFuncSetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuFuncSetCacheConfig(cudacore_CUfunction cudacore__p0, cudacore_CUfunc_cache cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuFuncSetCacheConfig); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuFuncGetName(const char **cudacore__p0, cudacore_CUfunction cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuFuncGetName); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuFuncGetParamInfo(cudacore_CUfunction cudacore__p0, size_t cudacore__p1, size_t *cudacore__p2, size_t *cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuFuncGetParamInfo); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLaunchKernel(cudacore_CUfunction cudacore__p0, unsigned int cudacore__p1, unsigned int cudacore__p2, unsigned int cudacore__p3, unsigned int cudacore__p4, unsigned int cudacore__p5, unsigned int cudacore__p6, unsigned int cudacore__p7, cudacore_CUstream cudacore__p8, void **cudacore__p9, void **cudacore__p10)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; (void)cudacore__p7; (void)cudacore__p8; (void)cudacore__p9; (void)cudacore__p10; return cudacore__drv_missing(CUDACORE__DRV_cuLaunchKernel); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLaunchKernelEx(const cudacore_CUlaunchConfig *cudacore__p0, cudacore_CUfunction cudacore__p1, void **cudacore__p2, void **cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuLaunchKernelEx); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLaunchCooperativeKernel(cudacore_CUfunction cudacore__p0, unsigned int cudacore__p1, unsigned int cudacore__p2, unsigned int cudacore__p3, unsigned int cudacore__p4, unsigned int cudacore__p5, unsigned int cudacore__p6, unsigned int cudacore__p7, cudacore_CUstream cudacore__p8, void **cudacore__p9)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; (void)cudacore__p7; (void)cudacore__p8; (void)cudacore__p9; return cudacore__drv_missing(CUDACORE__DRV_cuLaunchCooperativeKernel); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuLaunchHostFunc(cudacore_CUstream cudacore__p0, cudacore_CUhostFn cudacore__p1, void *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuLaunchHostFunc); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphCreate(cudacore_CUgraph *cudacore__p0, unsigned int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddKernelNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddKernelNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddKernelNode_v2(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddKernelNode_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphKernelNodeGetParams(cudacore_CUgraphNode cudacore__p0, cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphKernelNodeGetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphKernelNodeGetParams_v2(cudacore_CUgraphNode cudacore__p0, cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphKernelNodeGetParams_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphKernelNodeSetParams(cudacore_CUgraphNode cudacore__p0, const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphKernelNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphKernelNodeSetParams_v2(cudacore_CUgraphNode cudacore__p0, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphKernelNodeSetParams_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddMemcpyNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, const cudacore_CUDA_MEMCPY3D_v2 *cudacore__p4, cudacore_CUcontext cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddMemcpyNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphMemcpyNodeSetParams(cudacore_CUgraphNode cudacore__p0, const cudacore_CUDA_MEMCPY3D_v2 *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphMemcpyNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddMemsetNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, const cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *cudacore__p4, cudacore_CUcontext cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddMemsetNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphMemsetNodeSetParams(cudacore_CUgraphNode cudacore__p0, const cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphMemsetNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddHostNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, const cudacore_CUDA_HOST_NODE_PARAMS_v1 *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddHostNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddChildGraphNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, cudacore_CUgraph cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddChildGraphNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddEmptyNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddEmptyNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddEventRecordNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, cudacore_CUevent cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddEventRecordNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddEventWaitNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, cudacore_CUevent cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddEventWaitNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddMemAllocNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, cudacore_CUDA_MEM_ALLOC_NODE_PARAMS *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddMemAllocNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphMemAllocNodeGetParams(cudacore_CUgraphNode cudacore__p0, cudacore_CUDA_MEM_ALLOC_NODE_PARAMS *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphMemAllocNodeGetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddMemFreeNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, cudacore_CUdeviceptr cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddMemFreeNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGraphMemTrim(cudacore_CUdevice cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGraphMemTrim); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceGetGraphMemAttribute(cudacore_CUdevice cudacore__p0, cudacore_CUgraphMem_attribute cudacore__p1, void *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceGetGraphMemAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceSetGraphMemAttribute(cudacore_CUdevice cudacore__p0, cudacore_CUgraphMem_attribute cudacore__p1, void *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceSetGraphMemAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphClone(cudacore_CUgraph *cudacore__p0, cudacore_CUgraph cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphClone); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphNodeFindInClone(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraphNode cudacore__p1, cudacore_CUgraph cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphNodeFindInClone); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphNodeGetType(cudacore_CUgraphNode cudacore__p0, cudacore_CUgraphNodeType *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphNodeGetType); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphGetNodes(cudacore_CUgraph cudacore__p0, cudacore_CUgraphNode *cudacore__p1, size_t *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphGetNodes); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphGetEdges(cudacore_CUgraph cudacore__p0, cudacore_CUgraphNode *cudacore__p1, cudacore_CUgraphNode *cudacore__p2, size_t *cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphGetEdges); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphNodeGetDependencies(cudacore_CUgraphNode cudacore__p0, cudacore_CUgraphNode *cudacore__p1, size_t *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphNodeGetDependencies); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphNodeGetDependentNodes(cudacore_CUgraphNode cudacore__p0, cudacore_CUgraphNode *cudacore__p1, size_t *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphNodeGetDependentNodes); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddDependencies(cudacore_CUgraph cudacore__p0, const cudacore_CUgraphNode *cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddDependencies); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphRemoveDependencies(cudacore_CUgraph cudacore__p0, const cudacore_CUgraphNode *cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphRemoveDependencies); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphDestroyNode(cudacore_CUgraphNode cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuGraphDestroyNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphInstantiateWithFlags(cudacore_CUgraphExec *cudacore__p0, cudacore_CUgraph cudacore__p1, unsigned long long cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphInstantiateWithFlags); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphInstantiateWithParams(cudacore_CUgraphExec *cudacore__p0, cudacore_CUgraph cudacore__p1, cudacore_CUDA_GRAPH_INSTANTIATE_PARAMS *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphInstantiateWithParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecKernelNodeSetParams(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraphNode cudacore__p1, const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecKernelNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecKernelNodeSetParams_v2(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraphNode cudacore__p1, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecKernelNodeSetParams_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecMemcpyNodeSetParams(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraphNode cudacore__p1, const cudacore_CUDA_MEMCPY3D_v2 *cudacore__p2, cudacore_CUcontext cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecMemcpyNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecMemsetNodeSetParams(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraphNode cudacore__p1, const cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *cudacore__p2, cudacore_CUcontext cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecMemsetNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphNodeSetEnabled(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraphNode cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphNodeSetEnabled); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphNodeGetEnabled(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraphNode cudacore__p1, unsigned int *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphNodeGetEnabled); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphUpload(cudacore_CUgraphExec cudacore__p0, cudacore_CUstream cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphUpload); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphLaunch(cudacore_CUgraphExec cudacore__p0, cudacore_CUstream cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphLaunch); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecDestroy(cudacore_CUgraphExec cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecDestroy); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphDestroy(cudacore_CUgraph cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuGraphDestroy); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecUpdate(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraph cudacore__p1, cudacore_CUgraphNode *cudacore__p2, cudacore_CUgraphExecUpdateResult *cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecUpdate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecUpdate_v2(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraph cudacore__p1, cudacore_CUgraphExecUpdateResultInfo *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecUpdate_v2); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphKernelNodeGetAttribute(cudacore_CUgraphNode cudacore__p0, cudacore_CUkernelNodeAttrID cudacore__p1, cudacore_CUkernelNodeAttrValue_v1 *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphKernelNodeGetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphKernelNodeSetAttribute(cudacore_CUgraphNode cudacore__p0, cudacore_CUkernelNodeAttrID cudacore__p1, const cudacore_CUkernelNodeAttrValue_v1 *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphKernelNodeSetAttribute); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphDebugDotPrint(cudacore_CUgraph cudacore__p0, const char *cudacore__p1, unsigned int cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphDebugDotPrint); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuUserObjectCreate(cudacore_CUuserObject *cudacore__p0, void *cudacore__p1, cudacore_CUhostFn cudacore__p2, unsigned int cudacore__p3, unsigned int cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuUserObjectCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuUserObjectRelease(cudacore_CUuserObject cudacore__p0, unsigned int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuUserObjectRelease); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphRetainUserObject(cudacore_CUgraph cudacore__p0, cudacore_CUuserObject cudacore__p1, unsigned int cudacore__p2, unsigned int cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuGraphRetainUserObject); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphAddNode(cudacore_CUgraphNode *cudacore__p0, cudacore_CUgraph cudacore__p1, const cudacore_CUgraphNode *cudacore__p2, size_t cudacore__p3, cudacore_CUgraphNodeParams *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphAddNode); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphNodeSetParams(cudacore_CUgraphNode cudacore__p0, cudacore_CUgraphNodeParams *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuGraphNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphExecNodeSetParams(cudacore_CUgraphExec cudacore__p0, cudacore_CUgraphNode cudacore__p1, cudacore_CUgraphNodeParams *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuGraphExecNodeSetParams); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuGraphConditionalHandleCreate(cudacore_CUgraphConditionalHandle *cudacore__p0, cudacore_CUgraph cudacore__p1, cudacore_CUcontext cudacore__p2, unsigned int cudacore__p3, unsigned int cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuGraphConditionalHandleCreate); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuOccupancyMaxActiveBlocksPerMultiprocessor(int *cudacore__p0, cudacore_CUfunction cudacore__p1, int cudacore__p2, size_t cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuOccupancyMaxActiveBlocksPerMultiprocessor); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *cudacore__p0, cudacore_CUfunction cudacore__p1, int cudacore__p2, size_t cudacore__p3, unsigned int cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__drv_missing(CUDACORE__DRV_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuOccupancyMaxPotentialBlockSize(int *cudacore__p0, int *cudacore__p1, cudacore_CUfunction cudacore__p2, cudacore_CUoccupancyB2DSize cudacore__p3, size_t cudacore__p4, int cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__drv_missing(CUDACORE__DRV_cuOccupancyMaxPotentialBlockSize); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuOccupancyAvailableDynamicSMemPerBlock(size_t *cudacore__p0, cudacore_CUfunction cudacore__p1, int cudacore__p2, int cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__drv_missing(CUDACORE__DRV_cuOccupancyAvailableDynamicSMemPerBlock); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuOccupancyMaxPotentialClusterSize(int *cudacore__p0, cudacore_CUfunction cudacore__p1, const cudacore_CUlaunchConfig *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuOccupancyMaxPotentialClusterSize); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuOccupancyMaxActiveClusters(int *cudacore__p0, cudacore_CUfunction cudacore__p1, const cudacore_CUlaunchConfig *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuOccupancyMaxActiveClusters); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuDeviceCanAccessPeer(int *cudacore__p0, cudacore_CUdevice_v1 cudacore__p1, cudacore_CUdevice_v1 cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__drv_missing(CUDACORE__DRV_cuDeviceCanAccessPeer); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxEnablePeerAccess(cudacore_CUcontext cudacore__p0, unsigned int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__drv_missing(CUDACORE__DRV_cuCtxEnablePeerAccess); }
CUDACORE__UNUSED static cudacore_CUresult CUDACORE__CUDAAPI cudacore__missing_cuCtxDisablePeerAccess(cudacore_CUcontext cudacore__p0)
{ (void)cudacore__p0; return cudacore__drv_missing(CUDACORE__DRV_cuCtxDisablePeerAccess); }
CUDACORE__UNUSED static const cudacore__fnptr cudacore__drv_stub[CUDACORE__DRV_COUNT] = {
    (cudacore__fnptr)cudacore__missing_cuGetErrorString,
    (cudacore__fnptr)cudacore__missing_cuGetErrorName,
    (cudacore__fnptr)cudacore__missing_cuInit,
    (cudacore__fnptr)cudacore__missing_cuDriverGetVersion,
    (cudacore__fnptr)cudacore__missing_cuDeviceGet,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetCount,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetName,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetUuid,
    0 /* cuDeviceGetUuid_v2 */,
    0 /* cuDeviceGetLuid */,
    (cudacore__fnptr)cudacore__missing_cuDeviceTotalMem,
    0 /* cuDeviceGetTexture1DLinearMaxWidth */,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetAttribute,
    0 /* cuDeviceGetHostAtomicCapabilities */,
    0 /* cuDeviceGetNvSciSyncAttributes */,
    (cudacore__fnptr)cudacore__missing_cuDeviceSetMemPool,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetMemPool,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetDefaultMemPool,
    0 /* cuDeviceGetExecAffinitySupport */,
    0 /* cuFlushGPUDirectRDMAWrites */,
    0 /* cuDeviceGetProperties */,
    0 /* cuDeviceComputeCapability */,
    (cudacore__fnptr)cudacore__missing_cuDevicePrimaryCtxRetain,
    (cudacore__fnptr)cudacore__missing_cuDevicePrimaryCtxRelease,
    (cudacore__fnptr)cudacore__missing_cuDevicePrimaryCtxSetFlags,
    (cudacore__fnptr)cudacore__missing_cuDevicePrimaryCtxGetState,
    0 /* cuDevicePrimaryCtxReset */,
    0 /* cuCtxCreate */,
    0 /* cuCtxCreate_v3 */,
    0 /* cuCtxCreate_v4 */,
    0 /* cuCtxDestroy */,
    (cudacore__fnptr)cudacore__missing_cuCtxPushCurrent,
    (cudacore__fnptr)cudacore__missing_cuCtxPopCurrent,
    (cudacore__fnptr)cudacore__missing_cuCtxSetCurrent,
    (cudacore__fnptr)cudacore__missing_cuCtxGetCurrent,
    (cudacore__fnptr)cudacore__missing_cuCtxGetDevice,
    0 /* cuCtxGetDevice_v2 */,
    0 /* cuCtxGetFlags */,
    0 /* cuCtxSetFlags */,
    0 /* cuCtxGetId */,
    (cudacore__fnptr)cudacore__missing_cuCtxSynchronize,
    0 /* cuCtxSynchronize_v2 */,
    0 /* cuCtxSetLimit */,
    0 /* cuCtxGetLimit */,
    0 /* cuCtxGetCacheConfig */,
    0 /* cuCtxSetCacheConfig */,
    0 /* cuCtxGetApiVersion */,
    (cudacore__fnptr)cudacore__missing_cuCtxGetStreamPriorityRange,
    0 /* cuCtxResetPersistingL2Cache */,
    0 /* cuCtxGetExecAffinity */,
    0 /* cuCtxRecordEvent */,
    0 /* cuCtxWaitEvent */,
    0 /* cuCtxAttach */,
    0 /* cuCtxDetach */,
    0 /* cuCtxGetSharedMemConfig */,
    0 /* cuCtxSetSharedMemConfig */,
    0 /* cuModuleLoad */,
    0 /* cuModuleLoadData */,
    (cudacore__fnptr)cudacore__missing_cuModuleLoadDataEx,
    0 /* cuModuleLoadFatBinary */,
    (cudacore__fnptr)cudacore__missing_cuModuleUnload,
    0 /* cuModuleGetLoadingMode */,
    (cudacore__fnptr)cudacore__missing_cuModuleGetFunction,
    0 /* cuModuleGetFunctionCount */,
    0 /* cuModuleEnumerateFunctions */,
    (cudacore__fnptr)cudacore__missing_cuModuleGetGlobal,
    (cudacore__fnptr)cudacore__missing_cuLinkCreate,
    (cudacore__fnptr)cudacore__missing_cuLinkAddData,
    (cudacore__fnptr)cudacore__missing_cuLinkAddFile,
    (cudacore__fnptr)cudacore__missing_cuLinkComplete,
    (cudacore__fnptr)cudacore__missing_cuLinkDestroy,
    0 /* cuModuleGetTexRef */,
    0 /* cuModuleGetSurfRef */,
    (cudacore__fnptr)cudacore__missing_cuLibraryLoadData,
    (cudacore__fnptr)cudacore__missing_cuLibraryLoadFromFile,
    (cudacore__fnptr)cudacore__missing_cuLibraryUnload,
    (cudacore__fnptr)cudacore__missing_cuLibraryGetKernel,
    (cudacore__fnptr)cudacore__missing_cuLibraryGetKernelCount,
    (cudacore__fnptr)cudacore__missing_cuLibraryEnumerateKernels,
    0 /* cuLibraryGetModule */,
    (cudacore__fnptr)cudacore__missing_cuKernelGetFunction,
    0 /* cuKernelGetLibrary */,
    (cudacore__fnptr)cudacore__missing_cuLibraryGetGlobal,
    0 /* cuLibraryGetManaged */,
    0 /* cuLibraryGetUnifiedFunction */,
    (cudacore__fnptr)cudacore__missing_cuKernelGetAttribute,
    (cudacore__fnptr)cudacore__missing_cuKernelSetAttribute,
    (cudacore__fnptr)cudacore__missing_cuKernelSetCacheConfig,
    (cudacore__fnptr)cudacore__missing_cuKernelGetName,
    (cudacore__fnptr)cudacore__missing_cuKernelGetParamInfo,
    (cudacore__fnptr)cudacore__missing_cuMemGetInfo,
    (cudacore__fnptr)cudacore__missing_cuMemAlloc,
    0 /* cuMemAllocPitch */,
    (cudacore__fnptr)cudacore__missing_cuMemFree,
    (cudacore__fnptr)cudacore__missing_cuMemGetAddressRange,
    0 /* cuMemAllocHost */,
    (cudacore__fnptr)cudacore__missing_cuMemFreeHost,
    (cudacore__fnptr)cudacore__missing_cuMemHostAlloc,
    (cudacore__fnptr)cudacore__missing_cuMemHostGetDevicePointer,
    0 /* cuMemHostGetFlags */,
    (cudacore__fnptr)cudacore__missing_cuMemAllocManaged,
    0 /* cuDeviceRegisterAsyncNotification */,
    0 /* cuDeviceUnregisterAsyncNotification */,
    0 /* cuDeviceGetByPCIBusId */,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetPCIBusId,
    (cudacore__fnptr)cudacore__missing_cuIpcGetEventHandle,
    (cudacore__fnptr)cudacore__missing_cuIpcOpenEventHandle,
    (cudacore__fnptr)cudacore__missing_cuIpcGetMemHandle,
    (cudacore__fnptr)cudacore__missing_cuIpcOpenMemHandle,
    (cudacore__fnptr)cudacore__missing_cuIpcCloseMemHandle,
    (cudacore__fnptr)cudacore__missing_cuMemHostRegister,
    (cudacore__fnptr)cudacore__missing_cuMemHostUnregister,
    (cudacore__fnptr)cudacore__missing_cuMemcpy,
    0 /* cuMemcpyPeer */,
    0 /* cuMemcpyHtoD */,
    0 /* cuMemcpyDtoH */,
    0 /* cuMemcpyDtoD */,
    0 /* cuMemcpyDtoA */,
    0 /* cuMemcpyAtoD */,
    0 /* cuMemcpyHtoA */,
    0 /* cuMemcpyAtoH */,
    0 /* cuMemcpyAtoA */,
    0 /* cuMemcpy2D */,
    0 /* cuMemcpy2DUnaligned */,
    0 /* cuMemcpy3D */,
    0 /* cuMemcpy3DPeer */,
    (cudacore__fnptr)cudacore__missing_cuMemcpyAsync,
    (cudacore__fnptr)cudacore__missing_cuMemcpyPeerAsync,
    (cudacore__fnptr)cudacore__missing_cuMemcpyHtoDAsync,
    (cudacore__fnptr)cudacore__missing_cuMemcpyDtoHAsync,
    (cudacore__fnptr)cudacore__missing_cuMemcpyDtoDAsync,
    0 /* cuMemcpyHtoAAsync */,
    0 /* cuMemcpyAtoHAsync */,
    (cudacore__fnptr)cudacore__missing_cuMemcpy2DAsync,
    0 /* cuMemcpy3DAsync */,
    0 /* cuMemcpy3DPeerAsync */,
    0 /* cuMemcpyBatchAsync */,
    0 /* cuMemcpyBatchAsync_v2 */,
    0 /* cuMemcpy3DBatchAsync */,
    0 /* cuMemcpy3DBatchAsync_v2 */,
    0 /* cuMemsetD8 */,
    0 /* cuMemsetD16 */,
    0 /* cuMemsetD32 */,
    0 /* cuMemsetD2D8 */,
    0 /* cuMemsetD2D16 */,
    0 /* cuMemsetD2D32 */,
    (cudacore__fnptr)cudacore__missing_cuMemsetD8Async,
    (cudacore__fnptr)cudacore__missing_cuMemsetD16Async,
    (cudacore__fnptr)cudacore__missing_cuMemsetD32Async,
    (cudacore__fnptr)cudacore__missing_cuMemsetD2D8Async,
    (cudacore__fnptr)cudacore__missing_cuMemsetD2D16Async,
    (cudacore__fnptr)cudacore__missing_cuMemsetD2D32Async,
    0 /* cuArrayCreate */,
    0 /* cuArrayGetDescriptor */,
    0 /* cuArrayGetSparseProperties */,
    0 /* cuMipmappedArrayGetSparseProperties */,
    0 /* cuArrayGetMemoryRequirements */,
    0 /* cuMipmappedArrayGetMemoryRequirements */,
    0 /* cuArrayGetPlane */,
    0 /* cuArrayDestroy */,
    0 /* cuArray3DCreate */,
    0 /* cuArray3DGetDescriptor */,
    0 /* cuMipmappedArrayCreate */,
    0 /* cuMipmappedArrayGetLevel */,
    0 /* cuMipmappedArrayDestroy */,
    0 /* cuMemGetHandleForAddressRange */,
    0 /* cuMemBatchDecompressAsync */,
    (cudacore__fnptr)cudacore__missing_cuMemAddressReserve,
    (cudacore__fnptr)cudacore__missing_cuMemAddressFree,
    (cudacore__fnptr)cudacore__missing_cuMemCreate,
    (cudacore__fnptr)cudacore__missing_cuMemRelease,
    (cudacore__fnptr)cudacore__missing_cuMemMap,
    0 /* cuMemMapArrayAsync */,
    (cudacore__fnptr)cudacore__missing_cuMemUnmap,
    (cudacore__fnptr)cudacore__missing_cuMemSetAccess,
    0 /* cuMemGetAccess */,
    0 /* cuMemExportToShareableHandle */,
    0 /* cuMemImportFromShareableHandle */,
    (cudacore__fnptr)cudacore__missing_cuMemGetAllocationGranularity,
    0 /* cuMemGetAllocationPropertiesFromHandle */,
    0 /* cuMemRetainAllocationHandle */,
    (cudacore__fnptr)cudacore__missing_cuMemFreeAsync,
    (cudacore__fnptr)cudacore__missing_cuMemAllocAsync,
    (cudacore__fnptr)cudacore__missing_cuMemPoolTrimTo,
    (cudacore__fnptr)cudacore__missing_cuMemPoolSetAttribute,
    (cudacore__fnptr)cudacore__missing_cuMemPoolGetAttribute,
    (cudacore__fnptr)cudacore__missing_cuMemPoolSetAccess,
    (cudacore__fnptr)cudacore__missing_cuMemPoolGetAccess,
    (cudacore__fnptr)cudacore__missing_cuMemPoolCreate,
    (cudacore__fnptr)cudacore__missing_cuMemPoolDestroy,
    0 /* cuMemGetDefaultMemPool */,
    (cudacore__fnptr)cudacore__missing_cuMemGetMemPool,
    0 /* cuMemSetMemPool */,
    (cudacore__fnptr)cudacore__missing_cuMemAllocFromPoolAsync,
    (cudacore__fnptr)cudacore__missing_cuMemPoolExportToShareableHandle,
    (cudacore__fnptr)cudacore__missing_cuMemPoolImportFromShareableHandle,
    (cudacore__fnptr)cudacore__missing_cuMemPoolExportPointer,
    (cudacore__fnptr)cudacore__missing_cuMemPoolImportPointer,
    0 /* cuMulticastCreate */,
    0 /* cuMulticastAddDevice */,
    0 /* cuMulticastBindMem */,
    0 /* cuMulticastBindAddr */,
    0 /* cuMulticastUnbind */,
    0 /* cuMulticastGetGranularity */,
    (cudacore__fnptr)cudacore__missing_cuPointerGetAttribute,
    (cudacore__fnptr)cudacore__missing_cuMemPrefetchAsync,
    (cudacore__fnptr)cudacore__missing_cuMemPrefetchAsync_v2,
    (cudacore__fnptr)cudacore__missing_cuMemAdvise,
    (cudacore__fnptr)cudacore__missing_cuMemAdvise_v2,
    0 /* cuMemPrefetchBatchAsync */,
    0 /* cuMemDiscardBatchAsync */,
    0 /* cuMemDiscardAndPrefetchBatchAsync */,
    (cudacore__fnptr)cudacore__missing_cuMemRangeGetAttribute,
    0 /* cuMemRangeGetAttributes */,
    0 /* cuPointerSetAttribute */,
    (cudacore__fnptr)cudacore__missing_cuPointerGetAttributes,
    (cudacore__fnptr)cudacore__missing_cuStreamCreate,
    (cudacore__fnptr)cudacore__missing_cuStreamCreateWithPriority,
    (cudacore__fnptr)cudacore__missing_cuStreamGetPriority,
    (cudacore__fnptr)cudacore__missing_cuStreamGetDevice,
    (cudacore__fnptr)cudacore__missing_cuStreamGetFlags,
    0 /* cuStreamGetId */,
    (cudacore__fnptr)cudacore__missing_cuStreamGetCtx,
    0 /* cuStreamGetCtx_v2 */,
    (cudacore__fnptr)cudacore__missing_cuStreamWaitEvent,
    0 /* cuStreamAddCallback */,
    (cudacore__fnptr)cudacore__missing_cuStreamBeginCapture,
    (cudacore__fnptr)cudacore__missing_cuStreamBeginCaptureToGraph,
    (cudacore__fnptr)cudacore__missing_cuThreadExchangeStreamCaptureMode,
    (cudacore__fnptr)cudacore__missing_cuStreamEndCapture,
    (cudacore__fnptr)cudacore__missing_cuStreamIsCapturing,
    (cudacore__fnptr)cudacore__missing_cuStreamGetCaptureInfo,
    (cudacore__fnptr)cudacore__missing_cuStreamGetCaptureInfo_v2,
    (cudacore__fnptr)cudacore__missing_cuStreamGetCaptureInfo_v3,
    0 /* cuStreamUpdateCaptureDependencies */,
    0 /* cuStreamUpdateCaptureDependencies_v2 */,
    0 /* cuStreamAttachMemAsync */,
    (cudacore__fnptr)cudacore__missing_cuStreamQuery,
    (cudacore__fnptr)cudacore__missing_cuStreamSynchronize,
    (cudacore__fnptr)cudacore__missing_cuStreamDestroy,
    0 /* cuStreamCopyAttributes */,
    0 /* cuStreamGetAttribute */,
    0 /* cuStreamSetAttribute */,
    (cudacore__fnptr)cudacore__missing_cuEventCreate,
    (cudacore__fnptr)cudacore__missing_cuEventRecord,
    (cudacore__fnptr)cudacore__missing_cuEventRecordWithFlags,
    (cudacore__fnptr)cudacore__missing_cuEventQuery,
    (cudacore__fnptr)cudacore__missing_cuEventSynchronize,
    (cudacore__fnptr)cudacore__missing_cuEventDestroy,
    (cudacore__fnptr)cudacore__missing_cuEventElapsedTime,
    0 /* cuEventElapsedTime_v2 */,
    0 /* cuImportExternalMemory */,
    0 /* cuExternalMemoryGetMappedBuffer */,
    0 /* cuExternalMemoryGetMappedMipmappedArray */,
    0 /* cuDestroyExternalMemory */,
    0 /* cuImportExternalSemaphore */,
    0 /* cuSignalExternalSemaphoresAsync */,
    0 /* cuWaitExternalSemaphoresAsync */,
    0 /* cuDestroyExternalSemaphore */,
    0 /* cuStreamWaitValue32 */,
    0 /* cuStreamWaitValue32_v2 */,
    0 /* cuStreamWaitValue64 */,
    0 /* cuStreamWaitValue64_v2 */,
    0 /* cuStreamWriteValue32 */,
    0 /* cuStreamWriteValue32_v2 */,
    0 /* cuStreamWriteValue64 */,
    0 /* cuStreamWriteValue64_v2 */,
    0 /* cuStreamBatchMemOp */,
    0 /* cuStreamBatchMemOp_v2 */,
    (cudacore__fnptr)cudacore__missing_cuFuncGetAttribute,
    (cudacore__fnptr)cudacore__missing_cuFuncSetAttribute,
    (cudacore__fnptr)cudacore__missing_cuFuncSetCacheConfig,
    0 /* cuFuncGetModule */,
    (cudacore__fnptr)cudacore__missing_cuFuncGetName,
    (cudacore__fnptr)cudacore__missing_cuFuncGetParamInfo,
    0 /* cuFuncIsLoaded */,
    0 /* cuFuncLoad */,
    (cudacore__fnptr)cudacore__missing_cuLaunchKernel,
    (cudacore__fnptr)cudacore__missing_cuLaunchKernelEx,
    (cudacore__fnptr)cudacore__missing_cuLaunchCooperativeKernel,
    0 /* cuLaunchCooperativeKernelMultiDevice */,
    (cudacore__fnptr)cudacore__missing_cuLaunchHostFunc,
    0 /* cuFuncSetBlockShape */,
    0 /* cuFuncSetSharedSize */,
    0 /* cuParamSetSize */,
    0 /* cuParamSeti */,
    0 /* cuParamSetf */,
    0 /* cuParamSetv */,
    0 /* cuLaunch */,
    0 /* cuLaunchGrid */,
    0 /* cuLaunchGridAsync */,
    0 /* cuParamSetTexRef */,
    0 /* cuFuncSetSharedMemConfig */,
    (cudacore__fnptr)cudacore__missing_cuGraphCreate,
    (cudacore__fnptr)cudacore__missing_cuGraphAddKernelNode,
    (cudacore__fnptr)cudacore__missing_cuGraphAddKernelNode_v2,
    (cudacore__fnptr)cudacore__missing_cuGraphKernelNodeGetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphKernelNodeGetParams_v2,
    (cudacore__fnptr)cudacore__missing_cuGraphKernelNodeSetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphKernelNodeSetParams_v2,
    (cudacore__fnptr)cudacore__missing_cuGraphAddMemcpyNode,
    0 /* cuGraphMemcpyNodeGetParams */,
    (cudacore__fnptr)cudacore__missing_cuGraphMemcpyNodeSetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphAddMemsetNode,
    0 /* cuGraphMemsetNodeGetParams */,
    (cudacore__fnptr)cudacore__missing_cuGraphMemsetNodeSetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphAddHostNode,
    0 /* cuGraphHostNodeGetParams */,
    0 /* cuGraphHostNodeSetParams */,
    (cudacore__fnptr)cudacore__missing_cuGraphAddChildGraphNode,
    0 /* cuGraphChildGraphNodeGetGraph */,
    (cudacore__fnptr)cudacore__missing_cuGraphAddEmptyNode,
    (cudacore__fnptr)cudacore__missing_cuGraphAddEventRecordNode,
    0 /* cuGraphEventRecordNodeGetEvent */,
    0 /* cuGraphEventRecordNodeSetEvent */,
    (cudacore__fnptr)cudacore__missing_cuGraphAddEventWaitNode,
    0 /* cuGraphEventWaitNodeGetEvent */,
    0 /* cuGraphEventWaitNodeSetEvent */,
    0 /* cuGraphAddExternalSemaphoresSignalNode */,
    0 /* cuGraphExternalSemaphoresSignalNodeGetParams */,
    0 /* cuGraphExternalSemaphoresSignalNodeSetParams */,
    0 /* cuGraphAddExternalSemaphoresWaitNode */,
    0 /* cuGraphExternalSemaphoresWaitNodeGetParams */,
    0 /* cuGraphExternalSemaphoresWaitNodeSetParams */,
    0 /* cuGraphAddBatchMemOpNode */,
    0 /* cuGraphBatchMemOpNodeGetParams */,
    0 /* cuGraphBatchMemOpNodeSetParams */,
    0 /* cuGraphExecBatchMemOpNodeSetParams */,
    (cudacore__fnptr)cudacore__missing_cuGraphAddMemAllocNode,
    (cudacore__fnptr)cudacore__missing_cuGraphMemAllocNodeGetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphAddMemFreeNode,
    0 /* cuGraphMemFreeNodeGetParams */,
    (cudacore__fnptr)cudacore__missing_cuDeviceGraphMemTrim,
    (cudacore__fnptr)cudacore__missing_cuDeviceGetGraphMemAttribute,
    (cudacore__fnptr)cudacore__missing_cuDeviceSetGraphMemAttribute,
    (cudacore__fnptr)cudacore__missing_cuGraphClone,
    (cudacore__fnptr)cudacore__missing_cuGraphNodeFindInClone,
    (cudacore__fnptr)cudacore__missing_cuGraphNodeGetType,
    (cudacore__fnptr)cudacore__missing_cuGraphGetNodes,
    0 /* cuGraphGetRootNodes */,
    (cudacore__fnptr)cudacore__missing_cuGraphGetEdges,
    0 /* cuGraphGetEdges_v2 */,
    (cudacore__fnptr)cudacore__missing_cuGraphNodeGetDependencies,
    0 /* cuGraphNodeGetDependencies_v2 */,
    (cudacore__fnptr)cudacore__missing_cuGraphNodeGetDependentNodes,
    0 /* cuGraphNodeGetDependentNodes_v2 */,
    (cudacore__fnptr)cudacore__missing_cuGraphAddDependencies,
    0 /* cuGraphAddDependencies_v2 */,
    (cudacore__fnptr)cudacore__missing_cuGraphRemoveDependencies,
    0 /* cuGraphRemoveDependencies_v2 */,
    (cudacore__fnptr)cudacore__missing_cuGraphDestroyNode,
    (cudacore__fnptr)cudacore__missing_cuGraphInstantiateWithFlags,
    (cudacore__fnptr)cudacore__missing_cuGraphInstantiateWithParams,
    0 /* cuGraphExecGetFlags */,
    (cudacore__fnptr)cudacore__missing_cuGraphExecKernelNodeSetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphExecKernelNodeSetParams_v2,
    (cudacore__fnptr)cudacore__missing_cuGraphExecMemcpyNodeSetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphExecMemsetNodeSetParams,
    0 /* cuGraphExecHostNodeSetParams */,
    0 /* cuGraphExecChildGraphNodeSetParams */,
    0 /* cuGraphExecEventRecordNodeSetEvent */,
    0 /* cuGraphExecEventWaitNodeSetEvent */,
    0 /* cuGraphExecExternalSemaphoresSignalNodeSetParams */,
    0 /* cuGraphExecExternalSemaphoresWaitNodeSetParams */,
    (cudacore__fnptr)cudacore__missing_cuGraphNodeSetEnabled,
    (cudacore__fnptr)cudacore__missing_cuGraphNodeGetEnabled,
    (cudacore__fnptr)cudacore__missing_cuGraphUpload,
    (cudacore__fnptr)cudacore__missing_cuGraphLaunch,
    (cudacore__fnptr)cudacore__missing_cuGraphExecDestroy,
    (cudacore__fnptr)cudacore__missing_cuGraphDestroy,
    (cudacore__fnptr)cudacore__missing_cuGraphExecUpdate,
    (cudacore__fnptr)cudacore__missing_cuGraphExecUpdate_v2,
    0 /* cuGraphKernelNodeCopyAttributes */,
    (cudacore__fnptr)cudacore__missing_cuGraphKernelNodeGetAttribute,
    (cudacore__fnptr)cudacore__missing_cuGraphKernelNodeSetAttribute,
    (cudacore__fnptr)cudacore__missing_cuGraphDebugDotPrint,
    (cudacore__fnptr)cudacore__missing_cuUserObjectCreate,
    0 /* cuUserObjectRetain */,
    (cudacore__fnptr)cudacore__missing_cuUserObjectRelease,
    (cudacore__fnptr)cudacore__missing_cuGraphRetainUserObject,
    0 /* cuGraphReleaseUserObject */,
    (cudacore__fnptr)cudacore__missing_cuGraphAddNode,
    0 /* cuGraphAddNode_v2 */,
    (cudacore__fnptr)cudacore__missing_cuGraphNodeSetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphExecNodeSetParams,
    (cudacore__fnptr)cudacore__missing_cuGraphConditionalHandleCreate,
    (cudacore__fnptr)cudacore__missing_cuOccupancyMaxActiveBlocksPerMultiprocessor,
    (cudacore__fnptr)cudacore__missing_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
    (cudacore__fnptr)cudacore__missing_cuOccupancyMaxPotentialBlockSize,
    0 /* cuOccupancyMaxPotentialBlockSizeWithFlags */,
    (cudacore__fnptr)cudacore__missing_cuOccupancyAvailableDynamicSMemPerBlock,
    (cudacore__fnptr)cudacore__missing_cuOccupancyMaxPotentialClusterSize,
    (cudacore__fnptr)cudacore__missing_cuOccupancyMaxActiveClusters,
    0 /* cuTexRefSetArray */,
    0 /* cuTexRefSetMipmappedArray */,
    0 /* cuTexRefSetAddress */,
    0 /* cuTexRefSetAddress2D */,
    0 /* cuTexRefSetFormat */,
    0 /* cuTexRefSetAddressMode */,
    0 /* cuTexRefSetFilterMode */,
    0 /* cuTexRefSetMipmapFilterMode */,
    0 /* cuTexRefSetMipmapLevelBias */,
    0 /* cuTexRefSetMipmapLevelClamp */,
    0 /* cuTexRefSetMaxAnisotropy */,
    0 /* cuTexRefSetBorderColor */,
    0 /* cuTexRefSetFlags */,
    0 /* cuTexRefGetAddress */,
    0 /* cuTexRefGetArray */,
    0 /* cuTexRefGetMipmappedArray */,
    0 /* cuTexRefGetAddressMode */,
    0 /* cuTexRefGetFilterMode */,
    0 /* cuTexRefGetFormat */,
    0 /* cuTexRefGetMipmapFilterMode */,
    0 /* cuTexRefGetMipmapLevelBias */,
    0 /* cuTexRefGetMipmapLevelClamp */,
    0 /* cuTexRefGetMaxAnisotropy */,
    0 /* cuTexRefGetBorderColor */,
    0 /* cuTexRefGetFlags */,
    0 /* cuTexRefCreate */,
    0 /* cuTexRefDestroy */,
    0 /* cuSurfRefSetArray */,
    0 /* cuSurfRefGetArray */,
    0 /* cuTexObjectCreate */,
    0 /* cuTexObjectDestroy */,
    0 /* cuTexObjectGetResourceDesc */,
    0 /* cuTexObjectGetTextureDesc */,
    0 /* cuTexObjectGetResourceViewDesc */,
    0 /* cuSurfObjectCreate */,
    0 /* cuSurfObjectDestroy */,
    0 /* cuSurfObjectGetResourceDesc */,
    0 /* cuTensorMapEncodeTiled */,
    0 /* cuTensorMapEncodeIm2col */,
    0 /* cuTensorMapEncodeIm2colWide */,
    0 /* cuTensorMapReplaceAddress */,
    (cudacore__fnptr)cudacore__missing_cuDeviceCanAccessPeer,
    (cudacore__fnptr)cudacore__missing_cuCtxEnablePeerAccess,
    (cudacore__fnptr)cudacore__missing_cuCtxDisablePeerAccess,
    0 /* cuDeviceGetP2PAttribute */,
    0 /* cuDeviceGetP2PAtomicCapabilities */,
    0 /* cuGraphicsUnregisterResource */,
    0 /* cuGraphicsSubResourceGetMappedArray */,
    0 /* cuGraphicsResourceGetMappedMipmappedArray */,
    0 /* cuGraphicsResourceGetMappedPointer */,
    0 /* cuGraphicsResourceSetMapFlags */,
    0 /* cuGraphicsMapResources */,
    0 /* cuGraphicsUnmapResources */,
    0 /* cuCoredumpGetAttribute */,
    0 /* cuCoredumpGetAttributeGlobal */,
    0 /* cuCoredumpSetAttribute */,
    0 /* cuCoredumpSetAttributeGlobal */,
    0 /* cuGetExportTable */,
    0 /* cuGreenCtxCreate */,
    0 /* cuGreenCtxDestroy */,
    0 /* cuCtxFromGreenCtx */,
    0 /* cuDeviceGetDevResource */,
    0 /* cuCtxGetDevResource */,
    0 /* cuGreenCtxGetDevResource */,
    0 /* cuDevSmResourceSplitByCount */,
    0 /* cuDevResourceGenerateDesc */,
    0 /* cuGreenCtxRecordEvent */,
    0 /* cuGreenCtxWaitEvent */,
    0 /* cuStreamGetGreenCtx */,
    0 /* cuGreenCtxStreamCreate */,
    0 /* cuGreenCtxGetId */,
    0 /* cuLogsRegisterCallback */,
    0 /* cuLogsUnregisterCallback */,
    0 /* cuLogsCurrent */,
    0 /* cuLogsDumpToFile */,
    0 /* cuLogsDumpToMemory */,
    0 /* cuCheckpointProcessGetRestoreThreadId */,
    0 /* cuCheckpointProcessGetState */,
    0 /* cuCheckpointProcessLock */,
    0 /* cuCheckpointProcessCheckpoint */,
    0 /* cuCheckpointProcessRestore */,
    0 /* cuCheckpointProcessUnlock */
};

typedef const char *(*cudacore__PFN_nvrtcGetErrorString)(cudacore_nvrtcResult result);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcVersion)(int *major, int *minor);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetNumSupportedArchs)(int *numArchs);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetSupportedArchs)(int *supportedArchs);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcCreateProgram)(cudacore_nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcDestroyProgram)(cudacore_nvrtcProgram *prog);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcCompileProgram)(cudacore_nvrtcProgram prog, int numOptions, const char *const *options);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetPTXSize)(cudacore_nvrtcProgram prog, size_t *ptxSizeRet);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetPTX)(cudacore_nvrtcProgram prog, char *ptx);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetCUBINSize)(cudacore_nvrtcProgram prog, size_t *cubinSizeRet);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetCUBIN)(cudacore_nvrtcProgram prog, char *cubin);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetLTOIRSize)(cudacore_nvrtcProgram prog, size_t *LTOIRSizeRet);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetLTOIR)(cudacore_nvrtcProgram prog, char *LTOIR);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetOptiXIRSize)(cudacore_nvrtcProgram prog, size_t *optixirSizeRet);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetOptiXIR)(cudacore_nvrtcProgram prog, char *optixir);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetProgramLogSize)(cudacore_nvrtcProgram prog, size_t *logSizeRet);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetProgramLog)(cudacore_nvrtcProgram prog, char *log);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcAddNameExpression)(cudacore_nvrtcProgram prog, const char *const name_expression);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetLoweredName)(cudacore_nvrtcProgram prog, const char *const name_expression, const char **lowered_name);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetPCHHeapSize)(size_t *ret);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcSetPCHHeapSize)(size_t size);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetPCHCreateStatus)(cudacore_nvrtcProgram prog);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcGetPCHHeapSizeRequired)(cudacore_nvrtcProgram prog, size_t *size);
typedef cudacore_nvrtcResult (*cudacore__PFN_nvrtcSetFlowCallback)(cudacore_nvrtcProgram prog, int (*callback)(void *, void *), void *payload);
CUDACORE__UNUSED static const char *cudacore__missing_nvrtcGetErrorString(cudacore_nvrtcResult cudacore__p0)
{ (void)cudacore__p0; (void)cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetErrorString); return NULL; }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcVersion(int *cudacore__p0, int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcVersion); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetNumSupportedArchs(int *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetNumSupportedArchs); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetSupportedArchs(int *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetSupportedArchs); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcCreateProgram(cudacore_nvrtcProgram *cudacore__p0, const char *cudacore__p1, const char *cudacore__p2, int cudacore__p3, const char *const *cudacore__p4, const char *const *cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcCreateProgram); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcDestroyProgram(cudacore_nvrtcProgram *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcDestroyProgram); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcCompileProgram(cudacore_nvrtcProgram cudacore__p0, int cudacore__p1, const char *const *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcCompileProgram); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetPTXSize(cudacore_nvrtcProgram cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetPTXSize); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetPTX(cudacore_nvrtcProgram cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetPTX); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetCUBINSize(cudacore_nvrtcProgram cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetCUBINSize); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetCUBIN(cudacore_nvrtcProgram cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetCUBIN); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetLTOIRSize(cudacore_nvrtcProgram cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetLTOIRSize); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetLTOIR(cudacore_nvrtcProgram cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetLTOIR); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetOptiXIRSize(cudacore_nvrtcProgram cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetOptiXIRSize); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetOptiXIR(cudacore_nvrtcProgram cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetOptiXIR); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetProgramLogSize(cudacore_nvrtcProgram cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetProgramLogSize); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetProgramLog(cudacore_nvrtcProgram cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetProgramLog); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcAddNameExpression(cudacore_nvrtcProgram cudacore__p0, const char *const cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcAddNameExpression); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetLoweredName(cudacore_nvrtcProgram cudacore__p0, const char *const cudacore__p1, const char **cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetLoweredName); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetPCHHeapSize(size_t *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetPCHHeapSize); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcSetPCHHeapSize(size_t cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcSetPCHHeapSize); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetPCHCreateStatus(cudacore_nvrtcProgram cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetPCHCreateStatus); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcGetPCHHeapSizeRequired(cudacore_nvrtcProgram cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcGetPCHHeapSizeRequired); }
CUDACORE__UNUSED static cudacore_nvrtcResult cudacore__missing_nvrtcSetFlowCallback(cudacore_nvrtcProgram cudacore__p0, int (*cudacore__p1)(void *, void *), void *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__nvrtc_missing(CUDACORE__NVRTC_nvrtcSetFlowCallback); }
CUDACORE__UNUSED static const cudacore__fnptr cudacore__nvrtc_stub[CUDACORE__NVRTC_COUNT] = {
    (cudacore__fnptr)cudacore__missing_nvrtcGetErrorString,
    (cudacore__fnptr)cudacore__missing_nvrtcVersion,
    (cudacore__fnptr)cudacore__missing_nvrtcGetNumSupportedArchs,
    (cudacore__fnptr)cudacore__missing_nvrtcGetSupportedArchs,
    (cudacore__fnptr)cudacore__missing_nvrtcCreateProgram,
    (cudacore__fnptr)cudacore__missing_nvrtcDestroyProgram,
    (cudacore__fnptr)cudacore__missing_nvrtcCompileProgram,
    (cudacore__fnptr)cudacore__missing_nvrtcGetPTXSize,
    (cudacore__fnptr)cudacore__missing_nvrtcGetPTX,
    (cudacore__fnptr)cudacore__missing_nvrtcGetCUBINSize,
    (cudacore__fnptr)cudacore__missing_nvrtcGetCUBIN,
    (cudacore__fnptr)cudacore__missing_nvrtcGetLTOIRSize,
    (cudacore__fnptr)cudacore__missing_nvrtcGetLTOIR,
    (cudacore__fnptr)cudacore__missing_nvrtcGetOptiXIRSize,
    (cudacore__fnptr)cudacore__missing_nvrtcGetOptiXIR,
    (cudacore__fnptr)cudacore__missing_nvrtcGetProgramLogSize,
    (cudacore__fnptr)cudacore__missing_nvrtcGetProgramLog,
    (cudacore__fnptr)cudacore__missing_nvrtcAddNameExpression,
    (cudacore__fnptr)cudacore__missing_nvrtcGetLoweredName,
    (cudacore__fnptr)cudacore__missing_nvrtcGetPCHHeapSize,
    (cudacore__fnptr)cudacore__missing_nvrtcSetPCHHeapSize,
    (cudacore__fnptr)cudacore__missing_nvrtcGetPCHCreateStatus,
    (cudacore__fnptr)cudacore__missing_nvrtcGetPCHHeapSizeRequired,
    (cudacore__fnptr)cudacore__missing_nvrtcSetFlowCallback
};

typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkCreate)(cudacore_nvJitLinkHandle *handle, uint32_t numOptions, const char **options);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkDestroy)(cudacore_nvJitLinkHandle *handle);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkAddData)(cudacore_nvJitLinkHandle handle, cudacore_nvJitLinkInputType inputType, const void *data, size_t size, const char *name);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkAddFile)(cudacore_nvJitLinkHandle handle, cudacore_nvJitLinkInputType inputType, const char *fileName);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkComplete)(cudacore_nvJitLinkHandle handle);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetLinkedCubinSize)(cudacore_nvJitLinkHandle handle, size_t *size);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetLinkedCubin)(cudacore_nvJitLinkHandle handle, void *cubin);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetLinkedPtxSize)(cudacore_nvJitLinkHandle handle, size_t *size);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetLinkedPtx)(cudacore_nvJitLinkHandle handle, char *ptx);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetErrorLogSize)(cudacore_nvJitLinkHandle handle, size_t *size);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetErrorLog)(cudacore_nvJitLinkHandle handle, char *log);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetInfoLogSize)(cudacore_nvJitLinkHandle handle, size_t *size);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkGetInfoLog)(cudacore_nvJitLinkHandle handle, char *log);
typedef cudacore_nvJitLinkResult (*cudacore__PFN_nvJitLinkVersion)(unsigned int *major, unsigned int *minor);
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkCreate(cudacore_nvJitLinkHandle *cudacore__p0, uint32_t cudacore__p1, const char **cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkCreate); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkDestroy(cudacore_nvJitLinkHandle *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkDestroy); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkAddData(cudacore_nvJitLinkHandle cudacore__p0, cudacore_nvJitLinkInputType cudacore__p1, const void *cudacore__p2, size_t cudacore__p3, const char *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkAddData); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkAddFile(cudacore_nvJitLinkHandle cudacore__p0, cudacore_nvJitLinkInputType cudacore__p1, const char *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkAddFile); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkComplete(cudacore_nvJitLinkHandle cudacore__p0)
{ (void)cudacore__p0; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkComplete); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetLinkedCubinSize(cudacore_nvJitLinkHandle cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubinSize); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetLinkedCubin(cudacore_nvJitLinkHandle cudacore__p0, void *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubin); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetLinkedPtxSize(cudacore_nvJitLinkHandle cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetLinkedPtxSize); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetLinkedPtx(cudacore_nvJitLinkHandle cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetLinkedPtx); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetErrorLogSize(cudacore_nvJitLinkHandle cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetErrorLogSize); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetErrorLog(cudacore_nvJitLinkHandle cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetErrorLog); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetInfoLogSize(cudacore_nvJitLinkHandle cudacore__p0, size_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetInfoLogSize); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkGetInfoLog(cudacore_nvJitLinkHandle cudacore__p0, char *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkGetInfoLog); }
CUDACORE__UNUSED static cudacore_nvJitLinkResult cudacore__missing_nvJitLinkVersion(unsigned int *cudacore__p0, unsigned int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nvjitlink_missing(CUDACORE__NVJITLINK_nvJitLinkVersion); }
CUDACORE__UNUSED static const cudacore__fnptr cudacore__nvjitlink_stub[CUDACORE__NVJITLINK_COUNT] = {
    (cudacore__fnptr)cudacore__missing_nvJitLinkCreate,
    (cudacore__fnptr)cudacore__missing_nvJitLinkDestroy,
    (cudacore__fnptr)cudacore__missing_nvJitLinkAddData,
    (cudacore__fnptr)cudacore__missing_nvJitLinkAddFile,
    (cudacore__fnptr)cudacore__missing_nvJitLinkComplete,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetLinkedCubinSize,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetLinkedCubin,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetLinkedPtxSize,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetLinkedPtx,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetErrorLogSize,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetErrorLog,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetInfoLogSize,
    (cudacore__fnptr)cudacore__missing_nvJitLinkGetInfoLog,
    (cudacore__fnptr)cudacore__missing_nvJitLinkVersion
};
/* CUDACORE_GENERATED_END(fn_tables) */

#define CUDACORE__CHUNK_SHIFT 10
#define CUDACORE__CHUNK_SLOTS (1u << CUDACORE__CHUNK_SHIFT)
#define CUDACORE__MAX_CHUNKS 1024u   /* 1M live objects of each kind */

typedef struct cudacore__slot {
    uint64_t id;              /* the live handle's id; 0 while free, being built or being destroyed */
    uint32_t generation;
    uint32_t next_free;       /* index + 1 of the next free slot; 0 ends the list */
} cudacore__slot;

typedef struct cudacore__pool {
    cudacore__mutex lock;     /* taken only to add slots (a new chunk) */
    size_t slot_size;         /* header + payload, a multiple of 16 */
    uint32_t kind;
    uint32_t used;            /* slots ever handed out (under lock) */
    uint64_t free_head;       /* lock-free stack of free slots: tag << 32 | (index + 1), 0 = empty */
    uint32_t live;            /* atomic */
    char *chunks[CUDACORE__MAX_CHUNKS];
} cudacore__pool;

typedef struct cudacore__lib {
    int state;                /* 0 not tried, 1 loaded, 2 failed (atomic) */
    void *handle;
    char path[1024];
    cudacore_result fail_result;
    char fail_message[512];
    char fail_detail[4096];
    int version;              /* see cudacore_library_info.version */
} cudacore__lib;

typedef cudacore_CUresult(CUDACORE__CUDAAPI *cudacore__PFN_getproc_v2)(const char *, void **, int, cudacore_cuuint64_t, int *);
typedef cudacore_CUresult(CUDACORE__CUDAAPI *cudacore__PFN_getproc_v1)(const char *, void **, int, cudacore_cuuint64_t);

#define CUDACORE__MAX_DEVICES 64

typedef struct cudacore__state {
    int ready;                               /* atomic: 1 once set up */
    cudacore_desc desc;
    cudacore__pool pools[CUDACORE_OBJECT__COUNT];
    cudacore__lib libs[CUDACORE_LIBRARY__COUNT];
    cudacore__PFN_getproc_v2 getproc_v2;
    cudacore__PFN_getproc_v1 getproc_v1;
    int driver_version;
    cudacore__fnptr drv[CUDACORE__DRV_COUNT];
    cudacore__fnptr nvrtc[CUDACORE__NVRTC_COUNT];
    cudacore__fnptr nvjitlink[CUDACORE__NVJITLINK_COUNT];
    int device_count;
    void *primary[CUDACORE__MAX_DEVICES];    /* retained primary contexts (atomic) */
    cudacore__fnptr nccl[CUDACORE__NCCL_COUNT];
} cudacore__state;

static cudacore__state cudacore__g;
static cudacore__mutex cudacore__setup_lock = CUDACORE__MUTEX_INIT;
static cudacore__mutex cudacore__lib_lock = CUDACORE__MUTEX_INIT;

/* Calls a driver/NVRTC/nvJitLink function through the loaded table. The
   table never holds NULL for a function cudacore calls: a missing one is a
   stub that records "not found" and returns an error. */
#ifdef CUDACORE_FAULT_INJECTION
/* A call chosen by the fault injector goes to the function's missing-stub,
   which fails it exactly as a driver without the function would. */
static CUDACORE__TLS int cudacore__fault_fired;
#define CUDACORE__PICK(table, stubs, index, cls) (CUDACORE__FAULT(cls) ? (cudacore__fault_fired = 1, stubs[index]) : table[index])
#else
#define CUDACORE__PICK(table, stubs, index, cls) (table[index])
#endif
/* (fn is pasted at once, never passed on: cuda.h may #define it, e.g.
   cuCtxPushCurrent -> cuCtxPushCurrent_v2, and a passed argument would expand.) */
#define CUDACORE__DRV_FN(pfn_type, index) ((pfn_type)CUDACORE__PICK(cudacore__g.drv, cudacore__drv_stub, index, CUDACORE__FAULT_DRIVER))
#define CUDACORE__CU(fn) CUDACORE__DRV_FN(cudacore__PFN_##fn, CUDACORE__DRV_##fn)
#define CUDACORE__NVRTC(fn) \
    ((cudacore__PFN_##fn)CUDACORE__PICK(cudacore__g.nvrtc, cudacore__nvrtc_stub, CUDACORE__NVRTC_##fn, CUDACORE__FAULT_NVRTC))
#define CUDACORE__NVJITLINK(fn) \
    ((cudacore__PFN_##fn)CUDACORE__PICK(cudacore__g.nvjitlink, cudacore__nvjitlink_stub, CUDACORE__NVJITLINK_##fn, CUDACORE__FAULT_NVRTC))

/*--- >>errors ---------------------------------------------------------------*/
typedef struct cudacore__tls_error {
    cudacore_error_info info;
    int stub_pending;         /* a missing-function stub has just filled the record */
    int keep;                 /* > 0 inside CUDACORE__CLEANUP: failures are logged, never recorded */
    char native_name[64];
    char native_string[256];
    char call[96];
    char message[512];
    char detail[8192];
} cudacore__tls_error;

static CUDACORE__TLS cudacore__tls_error cudacore__err;

CUDACORE__PRIVATE void cudacore__copy(char *dst, size_t cap, const char *src) {
    size_t n;
    if (!cap) return;
    if (!src) src = "";
    n = strlen(src);
    if (n >= cap) n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

CUDACORE_API const char *cudacore_result_name(cudacore_result result) {
    switch (result) {
#define CUDACORE__RESULT_NAME(name, value, msg) case name: return #name;
        CUDACORE_RESULT_LIST(CUDACORE__RESULT_NAME)
#undef CUDACORE__RESULT_NAME
        default: return "?";
    }
}

CUDACORE_API const char *cudacore_result_string(cudacore_result result) {
    switch (result) {
#define CUDACORE__RESULT_MSG(name, value, msg) case name: return msg;
        CUDACORE_RESULT_LIST(CUDACORE__RESULT_MSG)
#undef CUDACORE__RESULT_MSG
        default: return "unknown cudacore_result value";
    }
}

CUDACORE__PRIVATE const char *cudacore__library_name(cudacore_library lib) {
    switch (lib) {
        case CUDACORE_LIBRARY_CUDA: return "libcuda";
        case CUDACORE_LIBRARY_NVRTC: return "NVRTC";
        case CUDACORE_LIBRARY_NVJITLINK: return "nvJitLink";
        case CUDACORE_LIBRARY_NVVM: return "libNVVM";
        case CUDACORE_LIBRARY_NCCL: return "NCCL";
        default: return "cudacore";
    }
}

CUDACORE_API void cudacore_log_stderr(const char *tag, uint32_t level, uint32_t result, const char *message,
                                      uint32_t line, const char *file, void *user_data) {
    static const char *const names[] = {"panic", "error", "warning", "info", "debug"};
    (void)user_data;
    (void)file;
    fprintf(stderr, "[%s] %s%s%s: %s (cudacore.h:%u)\n", tag ? tag : "cudacore", level < 5 ? names[level] : "log",
            result ? " " : "", result ? cudacore_result_name((cudacore_result)result) : "", message ? message : "",
            (unsigned)line);
}

CUDACORE__PRIVATE void cudacore__log(uint32_t level, cudacore_result result, const char *message, int line) {
    cudacore_log_fn fn = cudacore__g.desc.logger.func;
    if (fn) fn("cudacore", level, (uint32_t)result, message, (uint32_t)line, __FILE__, cudacore__g.desc.logger.user_data);
}

/* Fills the calling thread's error record (no native code) and logs it.
   Returns `result` so that callers can write `return CUDACORE__FAIL(...)`. */
CUDACORE__PRIVATE cudacore_result cudacore__fail_at(cudacore_result result, const char *call, int line, const char *fmt, ...) {
    cudacore__tls_error *e = &cudacore__err;
    va_list ap;
    if (e->keep) { /* a cleanup call failed: say so, but keep the failure being returned */
        char msg[512];
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        cudacore__log(CUDACORE_LOG_WARN, result, msg, line);
        return result;
    }
    e->stub_pending = 0;
    e->info.result = result;
    e->info.library = CUDACORE_LIBRARY_NONE;
    e->info.native_code = 0;
    e->native_name[0] = e->native_string[0] = e->detail[0] = 0;
    cudacore__copy(e->call, sizeof e->call, call);
    va_start(ap, fmt);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
    va_end(ap);
    e->info.native_name = e->native_name;
    e->info.native_string = e->native_string;
    e->info.call = e->call;
    e->info.message = e->message;
    e->info.detail = e->detail;
    e->info.file = __FILE__;
    e->info.line = line;
    cudacore__log(CUDACORE_LOG_ERROR, result, e->message, line);
    return result;
}
#define CUDACORE__FAIL(result, call, ...) cudacore__fail_at(result, call, __LINE__, __VA_ARGS__)

/* Sets the native part of the current record. */
CUDACORE__PRIVATE void cudacore__set_native(cudacore_library lib, int code, const char *name, const char *str) {
    cudacore__tls_error *e = &cudacore__err;
    if (e->keep) return;
    e->info.library = lib;
    e->info.native_code = code;
    cudacore__copy(e->native_name, sizeof e->native_name, name);
    cudacore__copy(e->native_string, sizeof e->native_string, str);
}

CUDACORE__PRIVATE void cudacore__set_detail(const char *text) {
    if (!cudacore__err.keep) cudacore__copy(cudacore__err.detail, sizeof cudacore__err.detail, text);
}

CUDACORE__PRIVATE void cudacore__append_detail(const char *fmt, ...) {
    size_t n = strlen(cudacore__err.detail);
    va_list ap;
    if (n + 1 >= sizeof cudacore__err.detail || cudacore__err.keep) return;
    va_start(ap, fmt);
    vsnprintf(cudacore__err.detail + n, sizeof cudacore__err.detail - n, fmt, ap);
    va_end(ap);
}

/* The closest cudacore_result for a CUresult. */
CUDACORE__PRIVATE cudacore_result cudacore__map_cu(int r) {
    switch (r) {
        case 2: return CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY;  /* CUDA_ERROR_OUT_OF_MEMORY */
        case 34: return CUDACORE_ERROR_STUB_LIBRARY;         /* CUDA_ERROR_STUB_LIBRARY */
        case 100: return CUDACORE_ERROR_NO_DEVICE;           /* CUDA_ERROR_NO_DEVICE */
        case 101: return CUDACORE_ERROR_INVALID_DEVICE;      /* CUDA_ERROR_INVALID_DEVICE */
        case 600: return CUDACORE_ERROR_NOT_READY;           /* CUDA_ERROR_NOT_READY */
        case 801: return CUDACORE_ERROR_NOT_SUPPORTED;       /* CUDA_ERROR_NOT_SUPPORTED */
        case 900: case 901: case 902: case 903: case 904: case 905: case 906: case 907:
            return CUDACORE_ERROR_CAPTURE;                   /* CUDA_ERROR_STREAM_CAPTURE_* */
        default: return CUDACORE_ERROR_CUDA;
    }
}

/* Records a failed driver call; returns the mapped result. */
CUDACORE__PRIVATE cudacore_result cudacore__cu_fail(cudacore_CUresult r, const char *call, int line) {
    const char *name = NULL, *str = NULL;
    cudacore__tls_error *e = &cudacore__err;
    if (e->stub_pending && ((int)r == 500 || (int)r == 999)) { /* a missing-function stub (or the injector) said it all */
        e->stub_pending = 0;
        return e->info.result;
    }
    if ((int)CUDACORE__CU(cuGetErrorName)(r, &name) != 0) name = NULL;
    if ((int)CUDACORE__CU(cuGetErrorString)(r, &str) != 0) str = NULL;
    cudacore__fail_at(cudacore__map_cu((int)r), call, line, "%s failed: %s (%d)%s%s", call, name ? name : "CUDA_ERROR_?", (int)r,
                      str ? ": " : "", str ? str : "");
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, (int)r, name ? name : "CUDA_ERROR_?", str);
    return e->info.result;
}

CUDACORE__PRIVATE cudacore_result cudacore__cu_check(cudacore_CUresult r, const char *call, int line) {
    return CUDACORE__LIKELY((int)r == 0) ? CUDACORE_SUCCESS : cudacore__cu_fail(r, call, line);
}
/* Calls a driver function; on failure records it and returns from the caller:
     CUDACORE__CU_TRY(cuStreamSynchronize, (s));                              */
#define CUDACORE__CU_TRY(fn, args) \
    do { \
        cudacore_CUresult cudacore__r_ = CUDACORE__DRV_FN(cudacore__PFN_##fn, CUDACORE__DRV_##fn) args; \
        if (CUDACORE__UNLIKELY((int)cudacore__r_ != 0)) return cudacore__cu_fail(cudacore__r_, #fn, __LINE__); \
    } while (0)
/* The same as an expression that yields the cudacore_result. */
#define CUDACORE__CU_CALL(fn, args) cudacore__cu_check(CUDACORE__DRV_FN(cudacore__PFN_##fn, CUDACORE__DRV_##fn) args, #fn, __LINE__)
/* Runs a cleanup call (undoing half of a failed call, releasing a temporary,
   destroying) without touching the thread's error record: a failure there is
   logged as a warning, and the record keeps describing what the caller returns:
     CUDACORE__CLEANUP(CUDACORE__CU(cuMemPoolDestroy)(pool));                   */
#define CUDACORE__CLEANUP(stmt) \
    do { \
        cudacore__err.keep++; \
        stmt; \
        cudacore__err.keep--; \
    } while (0)


/* Under CUDACORE_FAULT_INJECTION: when the stub stands in for an injected
   fault, says so (returns 1). */
CUDACORE__PRIVATE int cudacore__fault_report(const char *name) {
#ifdef CUDACORE_FAULT_INJECTION
    if (cudacore__fault_fired) {
        cudacore__fault_fired = 0;
        fprintf(stderr, "cudacore: fault injected into %s\n", name);
        return 1;
    }
#else
    (void)name;
#endif
    return 0;
}

static cudacore_CUresult cudacore__drv_missing(int index) {
    const cudacore__fn_info *fi = &cudacore__drv_info[index];
    int v = cudacore__g.driver_version;
    if (cudacore__fault_report(fi->name)) {
        CUDACORE__FAIL(CUDACORE_ERROR_CUDA, fi->name, "%s failed: CUDA_ERROR_UNKNOWN (999), injected by CUDACORE_FAULT", fi->name);
        cudacore__set_native(CUDACORE_LIBRARY_CUDA, 999, "CUDA_ERROR_UNKNOWN", "fault injected");
        cudacore__err.stub_pending = !cudacore__err.keep;
        return (cudacore_CUresult)999;
    }
    CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, fi->name,
                   "%s (ABI version %d, exported as %s) was not found: the installed driver (CUDA %d.%d) does not provide it",
                   fi->name, fi->version, fi->export_name, v / 1000, (v % 1000) / 10);
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, 500, "CUDA_ERROR_NOT_FOUND", "named symbol not found");
    cudacore__err.stub_pending = !cudacore__err.keep;
    return (cudacore_CUresult)500; /* CUDA_ERROR_NOT_FOUND */
}
static cudacore_nvrtcResult cudacore__nvrtc_missing(int index) {
    if (cudacore__fault_report(cudacore__nvrtc_info[index].name)) {
        CUDACORE__FAIL(CUDACORE_ERROR_NVRTC, cudacore__nvrtc_info[index].name, "%s failed: NVRTC_ERROR_INTERNAL_ERROR, injected by CUDACORE_FAULT",
                       cudacore__nvrtc_info[index].name);
        cudacore__set_native(CUDACORE_LIBRARY_NVRTC, 11, "NVRTC_ERROR_INTERNAL_ERROR", "fault injected");
        cudacore__err.stub_pending = !cudacore__err.keep;
        return (cudacore_nvrtcResult)11;
    }
    CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, cudacore__nvrtc_info[index].name,
                   "%s was not found in the loaded NVRTC (%s): it is too old for this feature", cudacore__nvrtc_info[index].name,
                   cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].path);
    cudacore__err.stub_pending = !cudacore__err.keep;
    return (cudacore_nvrtcResult)11; /* NVRTC_ERROR_INTERNAL_ERROR */
}
static cudacore_nvJitLinkResult cudacore__nvjitlink_missing(int index) {
    if (cudacore__fault_report(cudacore__nvjitlink_info[index].name)) {
        CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, cudacore__nvjitlink_info[index].name, "%s failed: NVJITLINK_ERROR_INTERNAL, injected by CUDACORE_FAULT",
                       cudacore__nvjitlink_info[index].name);
        cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, 6, "NVJITLINK_ERROR_INTERNAL", "fault injected");
        cudacore__err.stub_pending = !cudacore__err.keep;
        return (cudacore_nvJitLinkResult)6;
    }
    CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, cudacore__nvjitlink_info[index].name,
                   "%s was not found in the loaded nvJitLink (%s): it is too old for this feature",
                   cudacore__nvjitlink_info[index].name, cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].path);
    cudacore__err.stub_pending = !cudacore__err.keep;
    return (cudacore_nvJitLinkResult)6; /* NVJITLINK_ERROR_INTERNAL */
}

CUDACORE_API const cudacore_error_info *cudacore_last_error(void) {
    cudacore__tls_error *e = &cudacore__err;
    if (!e->info.message) { /* never failed on this thread */
        e->info.native_name = e->native_name;
        e->info.native_string = e->native_string;
        e->info.call = e->call;
        e->info.message = e->message;
        e->info.detail = e->detail;
        e->info.file = "";
    }
    return &e->info;
}

CUDACORE_API void cudacore_clear_error(void) {
    cudacore__tls_error *e = &cudacore__err;
    e->stub_pending = 0;
    e->info.result = CUDACORE_SUCCESS;
    e->info.library = CUDACORE_LIBRARY_NONE;
    e->info.native_code = 0;
    e->info.line = 0;
    e->native_name[0] = e->native_string[0] = e->call[0] = e->message[0] = e->detail[0] = 0;
}

CUDACORE_API void cudacore_print_error(void *file) {
    FILE *f = file ? (FILE *)file : stderr;
    const cudacore_error_info *e = cudacore_last_error();
    size_t n = strlen(e->detail);
    fprintf(f, "cudacore error: %s: %s\n", cudacore_result_name(e->result), cudacore_result_string(e->result));
    if (e->message[0]) fprintf(f, "  message: %s\n", e->message);
    if (e->call[0]) fprintf(f, "  call:    %s\n", e->call);
    if (e->library != CUDACORE_LIBRARY_NONE)
        fprintf(f, "  %s: %d %s%s%s\n", cudacore__library_name(e->library), e->native_code, e->native_name, e->native_string[0] ? ": " : "",
                e->native_string);
    if (n) fprintf(f, "  detail:\n%s%s", e->detail, e->detail[n - 1] == '\n' ? "" : "\n");
}

CUDACORE_API void cudacore_check_failed(cudacore_result result, const char *expr, const char *file, int line) {
    fprintf(stderr, "%s:%d: %s returned %s\n", file ? file : "?", line, expr ? expr : "?", cudacore_result_name(result));
    if (cudacore_last_error()->result == result) cudacore_print_error(stderr);
    exit(1);
}

/*--- >>memory ---------------------------------------------------------------*/
CUDACORE__PRIVATE void *cudacore__fault_report_alloc(size_t size) {
#ifdef CUDACORE_FAULT_INJECTION
    fprintf(stderr, "cudacore: fault injected into a host allocation of %lu bytes\n", (unsigned long)size);
#else
    (void)size;
#endif
    return NULL;
}
CUDACORE__PRIVATE void *cudacore__malloc(size_t size) {
    if (CUDACORE__FAULT(CUDACORE__FAULT_HOST_ALLOC)) return cudacore__fault_report_alloc(size);
    if (cudacore__g.desc.allocator.alloc_fn) return cudacore__g.desc.allocator.alloc_fn(size, cudacore__g.desc.allocator.user_data);
    return CUDACORE_MALLOC(size);
}
CUDACORE__PRIVATE void cudacore__free(void *p) {
    if (!p) return;
    if (cudacore__g.desc.allocator.free_fn) cudacore__g.desc.allocator.free_fn(p, cudacore__g.desc.allocator.user_data);
    else CUDACORE_FREE(p);
}
/* Zeroed host memory, or NULL with the error recorded. */
CUDACORE__PRIVATE void *cudacore__calloc(size_t size, const char *call) {
    void *p = cudacore__malloc(size ? size : 1);
    if (!p) {
        CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "cannot allocate %lu bytes of host memory", (unsigned long)size);
        return NULL;
    }
    memset(p, 0, size ? size : 1);
    return p;
}
CUDACORE__PRIVATE char *cudacore__strdup(const char *s, const char *call) {
    size_t n = strlen(s) + 1;
    char *d = (char *)cudacore__calloc(n, call);
    if (d) memcpy(d, s, n);
    return d;
}

/*--- >>pools ----------------------------------------------------------------*/
/* Objects live in per-kind pools of fixed-size slots, allocated in chunks of
   1024 that never move, so a lookup needs no lock: one acquire load of the
   chunk and one of the slot's id. A handle id is
   generation << 32 | kind << 24 | slot index.                                */
static const char *const cudacore__kind_names[CUDACORE_OBJECT__COUNT] = {
    "none", "stream", "event", "memory resource", "buffer", "program", "linker", "object code", "kernel", "graph", "graph exec",
    "communicator",
};

CUDACORE__PRIVATE void cudacore__pool_init(cudacore__pool *p, uint32_t kind, size_t payload) {
    cudacore__mutex init = CUDACORE__MUTEX_INIT;
    memset(p, 0, sizeof *p);
    p->lock = init;
    p->kind = kind;
    p->slot_size = (sizeof(cudacore__slot) + payload + 15) & ~(size_t)15;
}

CUDACORE__PRIVATE cudacore__slot *cudacore__pool_slot(cudacore__pool *p, uint32_t index) {
    char *chunk = (char *)cudacore__loadptr((void *const *)&p->chunks[index >> CUDACORE__CHUNK_SHIFT]);
    return chunk ? (cudacore__slot *)(chunk + (size_t)(index & (CUDACORE__CHUNK_SLOTS - 1)) * p->slot_size) : NULL;
}

/* The payload of a live handle, or NULL. */
CUDACORE__PRIVATE void *cudacore__get(cudacore__pool *p, uint64_t id) {
    uint32_t index = (uint32_t)(id & 0xFFFFFFu);
    cudacore__slot *s;
    if (CUDACORE__UNLIKELY(((uint32_t)(id >> 24) & 0xFFu) != p->kind || (index >> CUDACORE__CHUNK_SHIFT) >= CUDACORE__MAX_CHUNKS)) return NULL;
    s = cudacore__pool_slot(p, index);
    if (CUDACORE__UNLIKELY(!s || cudacore__load64(&s->id) != id)) return NULL;
    return s + 1;
}

/* Explains, as an error, why cudacore__get failed. */
CUDACORE__PRIVATE cudacore_result cudacore__bad_handle(uint32_t kind, uint64_t id, const char *call) {
    uint32_t got = (uint32_t)(id >> 24) & 0xFFu;
    if (id == 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the %s handle is zero (never created, or its creation failed)",
                              cudacore__kind_names[kind]);
    if (got != kind)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "a handle of kind '%s' was passed where a %s was expected",
                              got < CUDACORE_OBJECT__COUNT ? cudacore__kind_names[got] : "unknown", cudacore__kind_names[kind]);
    if (!cudacore__load32(&cudacore__g.ready))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the %s handle dates from before cudacore_shutdown", cudacore__kind_names[kind]);
    return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the %s handle was destroyed (stale id 0x%llx)", cudacore__kind_names[kind],
                          (unsigned long long)id);
}

/* Looks up `handle` of kind K in a function named call; on failure records the
   error and returns it:   CUDACORE__LOOKUP(cudacore__stream_obj, s, STREAM, stream.id, "cudacore_stream_sync"); */
#define CUDACORE__LOOKUP(type, var, KIND, id, call) \
    type *var = (type *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_##KIND], (id)); \
    if (CUDACORE__UNLIKELY(!var)) return cudacore__bad_handle(CUDACORE_OBJECT_##KIND, (id), (call))

/* Reserves a slot: returns its zeroed payload and the id it will carry once
   committed, or NULL with the error recorded. Lookups fail until commit.
   Free slots sit on a lock-free stack (the tag in the head's high half makes
   a stale compare-and-swap fail, so a slot popped and pushed back meanwhile
   cannot corrupt it); the lock is taken only to add a new slot.            */
CUDACORE__PRIVATE void *cudacore__pool_reserve(cudacore__pool *p, uint64_t *id, const char *call) {
    uint32_t index;
    cudacore__slot *s = NULL;
    for (;;) {
        uint64_t head = cudacore__load64(&p->free_head);
        uint32_t top = (uint32_t)head;
        if (!top) break;
        s = cudacore__pool_slot(p, top - 1);
        if (cudacore__cas64(&p->free_head, head, (((head >> 32) + 1) << 32) | cudacore__loadu32(&s->next_free))) {
            index = top - 1;
            goto got;
        }
    }
    cudacore__lock(&p->lock);
    index = p->used;
    if ((index >> CUDACORE__CHUNK_SHIFT) >= CUDACORE__MAX_CHUNKS) {
        cudacore__unlock(&p->lock);
        CUDACORE__FAIL(CUDACORE_ERROR_TOO_MANY_OBJECTS, call, "more than %u live %s objects", CUDACORE__MAX_CHUNKS * CUDACORE__CHUNK_SLOTS,
                       cudacore__kind_names[p->kind]);
        return NULL;
    }
    if (!p->chunks[index >> CUDACORE__CHUNK_SHIFT]) {
        char *chunk = (char *)cudacore__malloc(p->slot_size * CUDACORE__CHUNK_SLOTS);
        if (!chunk) {
            cudacore__unlock(&p->lock);
            CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "cannot allocate a pool chunk for %s objects", cudacore__kind_names[p->kind]);
            return NULL;
        }
        memset(chunk, 0, p->slot_size * CUDACORE__CHUNK_SLOTS);
        cudacore__storeptr((void **)&p->chunks[index >> CUDACORE__CHUNK_SHIFT], chunk);
    }
    p->used++;
    cudacore__unlock(&p->lock);
    s = cudacore__pool_slot(p, index);
got:
    s->generation = s->generation + 1 ? s->generation + 1 : 1; /* the slot is ours alone now */
    cudacore__addu32(&p->live, 1);
    *id = ((uint64_t)s->generation << 32) | ((uint64_t)p->kind << 24) | index;
    memset(s + 1, 0, p->slot_size - sizeof *s);
    return s + 1;
}

/* Publishes a reserved slot: from now on its id is valid. */
CUDACORE__PRIVATE void cudacore__pool_commit(void *payload, uint64_t id) { cudacore__store64(&((cudacore__slot *)payload - 1)->id, id); }

/* Returns a reserved (never committed) or taken slot to the free list. */
CUDACORE__PRIVATE void cudacore__pool_release(cudacore__pool *p, void *payload, uint64_t id) {
    cudacore__slot *s = (cudacore__slot *)payload - 1;
    uint32_t top = (uint32_t)(id & 0xFFFFFFu) + 1;
    uint64_t head;
    do {
        head = cudacore__load64(&p->free_head);
        cudacore__storeu32(&s->next_free, (uint32_t)head);
    } while (!cudacore__cas64(&p->free_head, head, (((head >> 32) + 1) << 32) | top));
    cudacore__addu32(&p->live, -1);
}

/* Takes a live handle out of use for destruction: afterwards every lookup of
   the id fails, so a concurrent or repeated destroy is detected, not run
   twice (one compare-and-swap decides). Returns the payload (release it when
   done) or NULL (error recorded). */
CUDACORE__PRIVATE void *cudacore__pool_take(cudacore__pool *p, uint64_t id, const char *call) {
    void *payload = cudacore__get(p, id);
    if (!payload || !cudacore__cas64(&((cudacore__slot *)payload - 1)->id, id, 0)) {
        cudacore__bad_handle(p->kind, id, call);
        return NULL;
    }
    return payload;
}

CUDACORE_API uint32_t cudacore_live_objects(cudacore_object_kind kind) {
    if ((unsigned)kind == 0 || (unsigned)kind >= CUDACORE_OBJECT__COUNT || !cudacore__load32(&cudacore__g.ready)) return 0;
    return cudacore__loadu32(&cudacore__g.pools[kind].live);
}

/* Every object's state fits in this many bytes: one slot size for all pools.
   Each section checks its object struct with CUDACORE__FITS_SLOT.          */
#define CUDACORE__PAYLOAD_MAX 240
#define CUDACORE__FITS_SLOT(type) CUDACORE__STATIC_ASSERT(sizeof(type) <= CUDACORE__PAYLOAD_MAX, type##_fits_a_pool_slot)

/*--- >>setup ----------------------------------------------------------------*/
static CUDACORE__TLS int cudacore__tls_device = -1;   /* current device of this thread */
static CUDACORE__TLS int cudacore__tls_setup_gen;     /* setup generation it belongs to */
static int cudacore__setup_gen;                       /* bumped by every setup */

CUDACORE__PRIVATE void cudacore__setup_locked(const cudacore_desc *desc) {
    int k;
    memset(&cudacore__g.desc, 0, sizeof cudacore__g.desc);
    if (desc) cudacore__g.desc = *desc;
#ifdef CUDACORE_DEBUG
    if (!cudacore__g.desc.logger.func && !cudacore__g.desc.quiet) cudacore__g.desc.logger.func = cudacore_log_stderr;
#endif
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) cudacore__pool_init(&cudacore__g.pools[k], (uint32_t)k, CUDACORE__PAYLOAD_MAX);
#ifdef CUDACORE_FAULT_INJECTION
    cudacore__fault_from_env();
#endif
    cudacore__setup_gen++;
    cudacore__store32(&cudacore__g.ready, 1);
}

/* Sets the library up with defaults on first use. */
CUDACORE__PRIVATE void cudacore__ensure_setup(void) {
    if (CUDACORE__LIKELY(cudacore__load32(&cudacore__g.ready))) return;
    cudacore__lock(&cudacore__setup_lock);
    if (!cudacore__g.ready) cudacore__setup_locked(NULL);
    cudacore__unlock(&cudacore__setup_lock);
}

CUDACORE_API cudacore_result cudacore_setup(const cudacore_desc *desc) {
    cudacore_result r = CUDACORE_SUCCESS;
    if (desc && (!desc->allocator.alloc_fn) != (!desc->allocator.free_fn))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_setup", "set both allocator.alloc_fn and allocator.free_fn, or neither");
    if (desc && (desc->per_thread_default_stream < 0 || desc->per_thread_default_stream > 1))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_setup", "per_thread_default_stream must be 0 or 1, not %d",
                              desc->per_thread_default_stream);
    cudacore__lock(&cudacore__setup_lock);
    if (cudacore__g.ready) r = CUDACORE_ERROR_ALREADY_SET_UP;
    else cudacore__setup_locked(desc);
    cudacore__unlock(&cudacore__setup_lock);
    if (r != CUDACORE_SUCCESS)
        return CUDACORE__FAIL(r, "cudacore_setup", "cudacore is already set up (by an earlier cudacore_setup or a first call): call cudacore_shutdown first");
    return CUDACORE_SUCCESS;
}

CUDACORE_API int cudacore_is_set_up(void) { return cudacore__load32(&cudacore__g.ready); }

CUDACORE_API cudacore_desc cudacore_query_desc(void) {
    cudacore__ensure_setup();
    return cudacore__g.desc;
}

/*--- >>loader ---------------------------------------------------------------*/
#if defined(_WIN32)
#define CUDACORE__PATH_SEP "\\"
#else
#define CUDACORE__PATH_SEP "/"
#if defined(RTLD_NOLOAD)
#define CUDACORE__RTLD_NOLOAD RTLD_NOLOAD
#elif defined(__linux__)
#define CUDACORE__RTLD_NOLOAD 4   /* glibc's value; <dlfcn.h> hides it without _GNU_SOURCE */
#else
#define CUDACORE__RTLD_NOLOAD 0
#endif
#endif

/* Opens a library; on failure writes the OS message to err. noload: only
   find a copy already loaded in the process. */
CUDACORE__PRIVATE void *cudacore__dlopen(const char *path, int noload, char *err, size_t errcap) {
    void *h = NULL;
    err[0] = 0;
    if (CUDACORE__FAULT(CUDACORE__FAULT_DLOPEN)) {
#ifdef CUDACORE_FAULT_INJECTION
        fprintf(stderr, "cudacore: fault injected into loading %s\n", path);
#endif
        cudacore__copy(err, errcap, "refused by fault injection");
        return NULL;
    }
#if defined(_WIN32)
    if (noload) {
        h = (void *)GetModuleHandleA(path);
    } else {
        DWORD flags = (strchr(path, '\\') || strchr(path, '/')) ? (LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR | LOAD_LIBRARY_SEARCH_DEFAULT_DIRS)
                                                                : LOAD_LIBRARY_SEARCH_DEFAULT_DIRS;
        h = (void *)LoadLibraryExA(path, NULL, flags);
    }
    if (!h) {
        DWORD code = GetLastError();
        if (!FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code, 0, err, (DWORD)errcap, NULL))
            snprintf(err, errcap, "error %lu", (unsigned long)code);
        err[strcspn(err, "\r\n")] = 0;
    }
#else
    if (noload && !CUDACORE__RTLD_NOLOAD) {
        cudacore__copy(err, errcap, "not supported on this platform");
        return NULL;
    }
    h = dlopen(path, RTLD_NOW | RTLD_LOCAL | (noload ? CUDACORE__RTLD_NOLOAD : 0));
    if (!h) {
        const char *m = dlerror();
        cudacore__copy(err, errcap, noload ? "not loaded" : (m ? m : "unknown error"));
    }
#endif
    return h;
}

CUDACORE__PRIVATE cudacore__fnptr cudacore__dlsym(void *h, const char *name) {
    cudacore__fnptr f = NULL;
    if (!h) return NULL;
    if (CUDACORE__FAULT(CUDACORE__FAULT_SYMBOL)) {
#ifdef CUDACORE_FAULT_INJECTION
        fprintf(stderr, "cudacore: fault injected into looking up %s\n", name);
#endif
        return NULL;
    }
#if defined(_WIN32)
    f = (cudacore__fnptr)(void (*)(void))GetProcAddress((HMODULE)h, name);
#else
    {
        void *p = dlsym(h, name);
        memcpy(&f, &p, sizeof f); /* ISO C has no void* to function pointer cast */
    }
#endif
    return f;
}

/* Where each library is looked for: its environment override, its names
   (newest first) and its folders under a toolkit root. */
typedef struct cudacore__lib_spec {
    const char *env;
    const char *names[3];
    const char *subdirs[3];
} cudacore__lib_spec;

static const cudacore__lib_spec cudacore__lib_specs[CUDACORE_LIBRARY__COUNT] = {
    {NULL, {NULL}, {NULL}},
#if defined(_WIN32)
    {"CUDACORE_LIBCUDA_PATH", {"nvcuda.dll"}, {NULL}}, /* from System32 only */
    {"CUDACORE_NVRTC_PATH", {"nvrtc64_130_0.dll", "nvrtc64_120_0.dll"}, {"bin\\x64", "bin"}},
    {"CUDACORE_NVJITLINK_PATH", {"nvJitLink_130_0.dll", "nvJitLink_120_0.dll"}, {"bin\\x64", "bin"}},
    {"CUDACORE_NVVM_PATH", {"nvvm64_40_0.dll"}, {"nvvm\\bin\\x64", "nvvm\\bin"}},
    {"CUDACORE_NCCL_PATH", {NULL}, {NULL}}, /* NCCL is not built for Windows: only an explicit path */
#else
    {"CUDACORE_LIBCUDA_PATH", {"libcuda.so.1"}, {"lib64", "lib"}},
    {"CUDACORE_NVRTC_PATH", {"libnvrtc.so.13", "libnvrtc.so.12"}, {"lib64", "lib"}},
    {"CUDACORE_NVJITLINK_PATH", {"libnvJitLink.so.13", "libnvJitLink.so.12"}, {"lib64", "lib"}},
    {"CUDACORE_NVVM_PATH", {"libnvvm.so.4", "libnvvm.so.3"}, {"nvvm/lib64", "nvvm/lib"}},
    {"CUDACORE_NCCL_PATH", {"libnccl.so.2"}, {"lib64", "lib"}},
#endif
};

/* The path cudacore_desc gives for a library, or NULL. */
CUDACORE__PRIVATE const char *cudacore__desc_path(cudacore_library lib) {
    switch (lib) {
        case CUDACORE_LIBRARY_CUDA: return cudacore__g.desc.libcuda_path;
        case CUDACORE_LIBRARY_NVRTC: return cudacore__g.desc.nvrtc_path;
        case CUDACORE_LIBRARY_NVJITLINK: return cudacore__g.desc.nvjitlink_path;
        case CUDACORE_LIBRARY_NVVM: return cudacore__g.desc.nvvm_path;
        case CUDACORE_LIBRARY_NCCL: return cudacore__g.desc.nccl_path;
        default: return NULL;
    }
}

/* Walks the search order of LOADING. On success fills lib->handle/path; on
   failure the list of every attempt is in `tried`. */
CUDACORE__PRIVATE int cudacore__lib_open(cudacore__lib *lib, cudacore_library which, char *tried, size_t cap) {
    const cudacore__lib_spec *s = &cudacore__lib_specs[which];
    char err[512], path[1024];
    const char *roots[3];
    const char *explicit_path = cudacore__desc_path(which);
    const char *explicit_from = "cudacore_desc", *env_path = NULL;
    int i, j, n = 0;
    size_t used = 0;
#define CUDACORE__TRIED(...) \
    do { \
        if (used < cap) used += (size_t)snprintf(tried + used, cap - used, __VA_ARGS__); \
        if (used > cap) used = cap; \
    } while (0)
    tried[0] = 0;
    if (!explicit_path && s->env && (env_path = getenv(s->env)) != NULL && env_path[0]) { /* one getenv: the environment may change */
        explicit_path = env_path;
        explicit_from = s->env;
    }
    if (explicit_path) { /* authoritative: no fallback */
        lib->handle = cudacore__dlopen(explicit_path, 0, err, sizeof err);
        if (lib->handle) {
            cudacore__copy(lib->path, sizeof lib->path, explicit_path);
            return 1;
        }
        CUDACORE__TRIED("  %s (from %s): %s\n", explicit_path, explicit_from, err);
        return 0;
    }
    for (i = 0; i < 3 && s->names[i]; i++) { /* a copy already in the process */
        lib->handle = cudacore__dlopen(s->names[i], 1, err, sizeof err);
        if (lib->handle) {
            cudacore__copy(lib->path, sizeof lib->path, s->names[i]);
            return 1;
        }
    }
    CUDACORE__TRIED("  (no copy already loaded in the process)\n");
    for (i = 0; i < 3 && s->names[i]; i++) { /* the system loader */
#if defined(_WIN32)
        if (which == CUDACORE_LIBRARY_CUDA) {
            lib->handle = (void *)LoadLibraryExA(s->names[i], NULL, LOAD_LIBRARY_SEARCH_SYSTEM32);
            if (!lib->handle) snprintf(err, sizeof err, "not found in System32 (Windows error %lu)", (unsigned long)GetLastError());
        } else
#endif
            lib->handle = cudacore__dlopen(s->names[i], 0, err, sizeof err);
        if (lib->handle) {
            cudacore__copy(lib->path, sizeof lib->path, s->names[i]);
            return 1;
        }
        CUDACORE__TRIED("  %s (system loader): %s\n", s->names[i], err);
    }
    roots[n] = getenv("CUDA_HOME");
    if (roots[n] && roots[n][0]) n++;
    roots[n] = getenv("CUDA_PATH");
    if (roots[n] && roots[n][0]) n++;
#if !defined(_WIN32)
    if (which != CUDACORE_LIBRARY_CUDA) roots[n++] = "/usr/local/cuda"; /* the toolkit's default prefix, last */
#endif
    if (!n) CUDACORE__TRIED("  (CUDA_HOME and CUDA_PATH are not set)\n");
    for (j = 0; j < n; j++) {
        int k;
        for (k = 0; k < 3 && s->subdirs[k]; k++) {
            for (i = 0; i < 3 && s->names[i]; i++) {
                snprintf(path, sizeof path, "%s" CUDACORE__PATH_SEP "%s" CUDACORE__PATH_SEP "%s", roots[j], s->subdirs[k], s->names[i]);
                lib->handle = cudacore__dlopen(path, 0, err, sizeof err);
                if (lib->handle) {
                    cudacore__copy(lib->path, sizeof lib->path, path);
                    return 1;
                }
                CUDACORE__TRIED("  %s: %s\n", path, err);
            }
        }
    }
#undef CUDACORE__TRIED
    return 0;
}

/* Marks a library as failed, keeping the error to replay on every later call. */
CUDACORE__PRIVATE cudacore_result cudacore__lib_failed(cudacore__lib *lib, cudacore_result r, const char *detail, const char *fmt, ...) {
    va_list ap;
    lib->fail_result = r;
    va_start(ap, fmt);
    vsnprintf(lib->fail_message, sizeof lib->fail_message, fmt, ap);
    va_end(ap);
    cudacore__copy(lib->fail_detail, sizeof lib->fail_detail, detail);
    if (lib->handle) {
        /* Not unloaded: a failed init may have started driver threads. */
        lib->handle = NULL;
    }
    cudacore__store32(&lib->state, 2);
    return r;
}

CUDACORE__PRIVATE cudacore__fnptr cudacore__drv_resolve(int index) {
    const cudacore__fn_info *fi = &cudacore__drv_info[index];
    int per_thread = cudacore__g.desc.per_thread_default_stream && fi->ptds_version;
    int version = per_thread ? fi->ptds_version : fi->version;
    void *p = NULL;
    cudacore__fnptr f;
    if (version > cudacore__g.driver_version) return NULL;
    if (CUDACORE__FAULT(CUDACORE__FAULT_SYMBOL)) {
#ifdef CUDACORE_FAULT_INJECTION
        fprintf(stderr, "cudacore: fault injected into resolving %s\n", fi->name);
#endif
        return NULL;
    }
    if (cudacore__g.getproc_v2) {
        int status = 0;
        if ((int)cudacore__g.getproc_v2(fi->name, &p, version, per_thread ? 2 : 1, &status) != 0) p = NULL;
    } else if (cudacore__g.getproc_v1) {
        if ((int)cudacore__g.getproc_v1(fi->name, &p, version, per_thread ? 2 : 1) != 0) p = NULL;
    } else {
        return cudacore__dlsym(cudacore__g.libs[CUDACORE_LIBRARY_CUDA].handle, fi->export_name);
    }
    memcpy(&f, &p, sizeof f);
    return f;
}

CUDACORE__PRIVATE cudacore_result cudacore__load_driver(cudacore__lib *lib) {
    char tried[4096];
    cudacore_CUresult r;
    int i, count = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_CUDA, tried, sizeof tried))
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                    "libcuda (the NVIDIA driver) could not be loaded: no NVIDIA driver is installed, or it is not on the loader's path");
    cudacore__g.getproc_v2 = (cudacore__PFN_getproc_v2)cudacore__dlsym(lib->handle, "cuGetProcAddress_v2");
    if (!cudacore__g.getproc_v2) cudacore__g.getproc_v1 = (cudacore__PFN_getproc_v1)cudacore__dlsym(lib->handle, "cuGetProcAddress");
    /* cuInit and cuDriverGetVersion are as old as CUDA 2: resolve them first. */
    cudacore__g.driver_version = 2020;
    /* (The toolkit's stub answers cuGetProcAddress with an error: look the two
       up by name as well, so that cuInit can say what the library is.) */
    cudacore__g.drv[CUDACORE__DRV_cuInit] = cudacore__drv_resolve(CUDACORE__DRV_cuInit);
    if (!cudacore__g.drv[CUDACORE__DRV_cuInit]) cudacore__g.drv[CUDACORE__DRV_cuInit] = cudacore__dlsym(lib->handle, "cuInit");
    cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion] = cudacore__drv_resolve(CUDACORE__DRV_cuDriverGetVersion);
    if (!cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion])
        cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion] = cudacore__dlsym(lib->handle, "cuDriverGetVersion");
    cudacore__g.drv[CUDACORE__DRV_cuGetErrorName] = cudacore__drv_stub[CUDACORE__DRV_cuGetErrorName];
    cudacore__g.drv[CUDACORE__DRV_cuGetErrorString] = cudacore__drv_stub[CUDACORE__DRV_cuGetErrorString];
    if (!cudacore__g.drv[CUDACORE__DRV_cuInit] || !cudacore__g.drv[CUDACORE__DRV_cuDriverGetVersion]) {
        snprintf(tried, sizeof tried, "  %s loaded, but cuInit/cuDriverGetVersion could not be resolved\n", lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable CUDA driver library", lib->path);
    }
    r = CUDACORE__CU(cuInit)(0);
    if ((int)r == 34) { /* CUDA_ERROR_STUB_LIBRARY */
        snprintf(tried, sizeof tried,
                 "  %s answered CUDA_ERROR_STUB_LIBRARY: it is the toolkit's link-time stub (lib64/stubs), not the driver.\n"
                 "  Remove the stubs directory from LD_LIBRARY_PATH, or point CUDACORE_LIBCUDA_PATH at the real libcuda.so.1.\n",
                 lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_STUB_LIBRARY, tried, "the toolkit's stub libcuda (%s) was loaded instead of the driver",
                                    lib->path);
    }
    if ((int)r != 0) {
        snprintf(tried, sizeof tried, "  %s: cuInit(0) returned %d\n", lib->path, (int)r);
        return cudacore__lib_failed(lib, (int)r == 100 ? CUDACORE_ERROR_NO_DEVICE : cudacore__map_cu((int)r), tried,
                                    (int)r == 100 ? "the CUDA driver (%s) found no CUDA device" : "cuInit failed in %s (CUresult %d)", lib->path, (int)r);
    }
    if ((int)CUDACORE__CU(cuDriverGetVersion)(&cudacore__g.driver_version) != 0) cudacore__g.driver_version = 0;
    for (i = 0; i < CUDACORE__DRV_COUNT; i++) {
        cudacore__fnptr f = cudacore__drv_resolve(i);
        cudacore__g.drv[i] = f ? f : cudacore__drv_stub[i];
    }
    if ((int)CUDACORE__CU(cuDeviceGetCount)(&count) != 0) count = 0;
    cudacore__g.device_count = count;
    lib->version = cudacore__g.driver_version;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nvrtc(cudacore__lib *lib) {
    char tried[4096];
    int i, major = 0, minor = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NVRTC, tried, sizeof tried))
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                    "NVRTC could not be loaded: install the CUDA toolkit's NVRTC, or set CUDACORE_NVRTC_PATH or CUDA_HOME");
    for (i = 0; i < CUDACORE__NVRTC_COUNT; i++) {
        cudacore__fnptr f = cudacore__dlsym(lib->handle, cudacore__nvrtc_info[i].name);
        cudacore__g.nvrtc[i] = f ? f : cudacore__nvrtc_stub[i];
    }
    /* Functions every NVRTC since 11.0 has: without one of them (or with a
       lookup failing) nothing could be compiled, or a program not freed. */
    {
        static const int required[] = {CUDACORE__NVRTC_nvrtcVersion, CUDACORE__NVRTC_nvrtcCreateProgram, CUDACORE__NVRTC_nvrtcDestroyProgram,
                                       CUDACORE__NVRTC_nvrtcCompileProgram, CUDACORE__NVRTC_nvrtcGetProgramLogSize, CUDACORE__NVRTC_nvrtcGetProgramLog,
                                       CUDACORE__NVRTC_nvrtcGetPTXSize, CUDACORE__NVRTC_nvrtcGetPTX, CUDACORE__NVRTC_nvrtcGetErrorString};
        size_t k;
        for (k = 0; k < sizeof required / sizeof required[0]; k++)
            if (cudacore__g.nvrtc[required[k]] == cudacore__nvrtc_stub[required[k]]) {
                snprintf(tried, sizeof tried, "  %s lacks %s\n", lib->path, cudacore__nvrtc_info[required[k]].name);
                return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable NVRTC library (it lacks %s)", lib->path,
                                            cudacore__nvrtc_info[required[k]].name);
            }
    }
    if ((int)CUDACORE__NVRTC(nvrtcVersion)(&major, &minor) != 0) {
        snprintf(tried, sizeof tried, "  %s: nvrtcVersion failed\n", lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_NVRTC, tried, "%s is not a usable NVRTC library", lib->path);
    }
    lib->version = major * 1000 + minor * 10;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nvjitlink(cudacore__lib *lib) {
    char tried[4096];
    cudacore__lib *nvrtc = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    const cudacore__lib_spec *spec = &cudacore__lib_specs[CUDACORE_LIBRARY_NVJITLINK];
    int i;
    unsigned int version = 0;
    tried[0] = 0;
    /* Prefer the directory NVRTC came from, so both are of one toolkit. */
    if (!cudacore__desc_path(CUDACORE_LIBRARY_NVJITLINK) && !getenv(spec->env) && cudacore__load32(&nvrtc->state) == 1 &&
        strpbrk(nvrtc->path, "/\\")) {
        char path[1024], err[256];
        size_t dir = 0, k;
        for (k = 0; nvrtc->path[k]; k++)
            if (nvrtc->path[k] == '/' || nvrtc->path[k] == '\\') dir = k + 1;
        for (i = 0; i < 3 && spec->names[i] && !lib->handle; i++) {
            snprintf(path, sizeof path, "%.*s%s", (int)dir, nvrtc->path, spec->names[i]);
            lib->handle = cudacore__dlopen(path, 0, err, sizeof err);
            if (lib->handle) cudacore__copy(lib->path, sizeof lib->path, path);
        }
    }
    if (!lib->handle && !cudacore__lib_open(lib, CUDACORE_LIBRARY_NVJITLINK, tried, sizeof tried))
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                    "nvJitLink could not be loaded: install the CUDA toolkit's nvJitLink, or set CUDACORE_NVJITLINK_PATH or CUDA_HOME");
    for (i = 0; i < CUDACORE__NVJITLINK_COUNT; i++) {
        /* plain names since 12.3; 12.0-12.2 export only __nvJitLink<Name>_12_<minor> (the _12_0 alias stays) */
        static const char *const suffixes[] = {"_13_0", "_12_0"};
        const char *name = cudacore__nvjitlink_info[i].name;
        cudacore__fnptr f = cudacore__dlsym(lib->handle, name);
        size_t s;
        for (s = 0; !f && s < 2; s++) {
            char versioned[128];
            snprintf(versioned, sizeof versioned, "__%s%s", name, suffixes[s]);
            f = cudacore__dlsym(lib->handle, versioned);
        }
        cudacore__g.nvjitlink[i] = f ? f : cudacore__nvjitlink_stub[i];
    }
    {
        static const int required[] = {CUDACORE__NVJITLINK_nvJitLinkCreate, CUDACORE__NVJITLINK_nvJitLinkDestroy, CUDACORE__NVJITLINK_nvJitLinkAddData,
                                       CUDACORE__NVJITLINK_nvJitLinkComplete, CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubinSize,
                                       CUDACORE__NVJITLINK_nvJitLinkGetLinkedCubin, CUDACORE__NVJITLINK_nvJitLinkGetErrorLogSize,
                                       CUDACORE__NVJITLINK_nvJitLinkGetErrorLog};
        size_t k;
        for (k = 0; k < sizeof required / sizeof required[0]; k++)
            if (cudacore__g.nvjitlink[required[k]] == cudacore__nvjitlink_stub[required[k]]) {
                snprintf(tried, sizeof tried, "  %s lacks %s\n", lib->path, cudacore__nvjitlink_info[required[k]].name);
                return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable nvJitLink library (it lacks %s)",
                                            lib->path, cudacore__nvjitlink_info[required[k]].name);
            }
    }
    if (cudacore__dlsym(lib->handle, "nvJitLinkVersion")) {
        unsigned int major = 0, minor = 0;
        if ((int)CUDACORE__NVJITLINK(nvJitLinkVersion)(&major, &minor) == 0) version = major * 1000 + minor * 10;
    } else {
        version = 12000; /* 12.0-12.2: no nvJitLinkVersion */
    }
    lib->version = (int)version;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nvvm(cudacore__lib *lib) {
    char tried[4096];
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NVVM, tried, sizeof tried))
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
                                    "libNVVM could not be loaded: it lives under the toolkit's nvvm/lib64; set CUDACORE_NVVM_PATH or CUDA_HOME");
    lib->version = 0;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

/* NCCL's loader and its function table live in >>impl:nccl. */
CUDACORE__PRIVATE cudacore_result cudacore__load_nccl(cudacore__lib *lib);
CUDACORE__PRIVATE const char *cudacore__nccl_fn_name(int index);
CUDACORE__PRIVATE cudacore__fnptr cudacore__nccl_fn_lookup(int index);
CUDACORE__PRIVATE void cudacore__nccl_result_text(int code, const char **name, const char **str);

/* Makes sure `which` is loaded (once, thread-safe). On failure replays the
   saved error into this thread's record: every call needing the library gets
   the same clear message. */
CUDACORE__PRIVATE cudacore_result cudacore__need(cudacore_library which, const char *call) {
    cudacore__lib *lib = &cudacore__g.libs[which];
    int state = cudacore__load32(&lib->state);
    /* libraries stay loaded across cudacore_shutdown: "loaded" alone does not
       mean "set up" (a call after a shutdown must set up again, or what it
       makes would be wiped by the next setup) */
    if (CUDACORE__LIKELY(state == 1 && cudacore__load32(&cudacore__g.ready))) return CUDACORE_SUCCESS;
    cudacore__ensure_setup();
    if (state == 1) return CUDACORE_SUCCESS;
    if (state == 0) {
        cudacore__lock(&cudacore__lib_lock);
        if (lib->state == 0) {
            switch (which) {
                case CUDACORE_LIBRARY_CUDA: cudacore__load_driver(lib); break;
                case CUDACORE_LIBRARY_NVRTC: cudacore__load_nvrtc(lib); break;
                case CUDACORE_LIBRARY_NVJITLINK: cudacore__load_nvjitlink(lib); break;
                case CUDACORE_LIBRARY_NVVM: cudacore__load_nvvm(lib); break;
                case CUDACORE_LIBRARY_NCCL: cudacore__load_nccl(lib); break;
                default: break;
            }
        }
        cudacore__unlock(&cudacore__lib_lock);
        state = cudacore__load32(&lib->state);
        if (state == 1) return CUDACORE_SUCCESS;
    }
    CUDACORE__FAIL(lib->fail_result, call, "%s", lib->fail_message);
    cudacore__set_detail(lib->fail_detail);
    return lib->fail_result;
}
#define CUDACORE__NEED(which, call) \
    do { \
        cudacore_result cudacore__n_ = cudacore__need(CUDACORE_LIBRARY_##which, call); \
        if (cudacore__n_ != CUDACORE_SUCCESS) return cudacore__n_; \
    } while (0)

CUDACORE_API cudacore_result cudacore_library_load(cudacore_library lib, cudacore_library_info *info) {
    cudacore_result r;
    cudacore__lib *l;
    if (info) memset(info, 0, sizeof *info);
    if ((unsigned)lib == 0 || (unsigned)lib >= CUDACORE_LIBRARY__COUNT)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_library_load", "unknown library %d", (int)lib);
    r = cudacore__need(lib, "cudacore_library_load");
    l = &cudacore__g.libs[lib];
    if (info) {
        info->loaded = r == CUDACORE_SUCCESS;
        info->path = info->loaded ? l->path : "";
        info->version = info->loaded ? l->version : 0;
        info->version_major = info->version / 1000;
        info->version_minor = (info->version % 1000) / 10;
        if (lib == CUDACORE_LIBRARY_NCCL) { /* NCCL_VERSION(X, Y, Z): X*1000+Y*100+Z up to 2.8, X*10000+Y*100+Z after */
            info->version_major = info->version >= 10000 ? info->version / 10000 : info->version / 1000;
            info->version_minor = info->version >= 10000 ? info->version / 100 % 100 : info->version / 100 % 10;
        }
    }
    return r;
}

/* cudabind.h support (see the declaration). */
CUDACORE_API cudacore_fnptr cudacore_library_function(cudacore_library lib, int index, int *native_code) {
    cudacore_fnptr f = NULL;
    int nf = lib == CUDACORE_LIBRARY_CUDA ? 500 : lib == CUDACORE_LIBRARY_NVRTC ? 11 : lib == CUDACORE_LIBRARY_NCCL ? 2 : 6;
    cudacore_result r = CUDACORE_ERROR_INVALID_ARGUMENT;
    if (index >= 0 && ((lib == CUDACORE_LIBRARY_CUDA && index < CUDACORE__DRV_COUNT) || (lib == CUDACORE_LIBRARY_NVRTC && index < CUDACORE__NVRTC_COUNT) ||
                       (lib == CUDACORE_LIBRARY_NVJITLINK && index < CUDACORE__NVJITLINK_COUNT)))
        r = cudacore__need(lib, lib == CUDACORE_LIBRARY_CUDA ? cudacore__drv_info[index].name : lib == CUDACORE_LIBRARY_NVRTC ? cudacore__nvrtc_info[index].name : cudacore__nvjitlink_info[index].name);
    else if (index >= 0 && lib == CUDACORE_LIBRARY_NCCL && index < CUDACORE__NCCL_COUNT)
        r = cudacore__need(lib, cudacore__nccl_fn_name(index));
    else
        CUDACORE__FAIL(r, "cudacore_library_function", "no function %d in library %d", index, (int)lib);
    if (r == CUDACORE_SUCCESS) {
        if (lib == CUDACORE_LIBRARY_CUDA) {
            f = cudacore__g.drv[index];
            if (!f || f == cudacore__drv_stub[index]) { f = NULL; (void)cudacore__drv_missing(index); }
        } else if (lib == CUDACORE_LIBRARY_NVRTC) {
            f = cudacore__g.nvrtc[index];
            if (!f || f == cudacore__nvrtc_stub[index]) { f = NULL; (void)cudacore__nvrtc_missing(index); }
        } else if (lib == CUDACORE_LIBRARY_NCCL) {
            f = cudacore__nccl_fn_lookup(index);
        } else {
            f = cudacore__g.nvjitlink[index];
            if (!f || f == cudacore__nvjitlink_stub[index]) { f = NULL; (void)cudacore__nvjitlink_missing(index); }
        }
        cudacore__err.stub_pending = 0;
    } else if (r == CUDACORE_ERROR_STUB_LIBRARY) {
        nf = 34; /* CUDA_ERROR_STUB_LIBRARY */
    }
    if (native_code) *native_code = f ? 0 : nf;
    return f;
}

CUDACORE_API void cudacore_library_record(cudacore_library lib, int index, int native_code) {
    cudacore__tls_error *e = &cudacore__err;
    const char *name = NULL, *str = NULL, *fn = "?";
    cudacore_result result = CUDACORE_ERROR_CUDA;
    if (lib == CUDACORE_LIBRARY_CUDA && index >= 0 && index < CUDACORE__DRV_COUNT) {
        fn = cudacore__drv_info[index].name;
        result = cudacore__map_cu(native_code);
        if ((int)CUDACORE__CU(cuGetErrorName)((cudacore_CUresult)native_code, &name) != 0) name = NULL;
        if ((int)CUDACORE__CU(cuGetErrorString)((cudacore_CUresult)native_code, &str) != 0) str = NULL;
    } else if (lib == CUDACORE_LIBRARY_NVRTC && index >= 0 && index < CUDACORE__NVRTC_COUNT) {
        fn = cudacore__nvrtc_info[index].name;
        result = native_code == 6 ? CUDACORE_ERROR_COMPILE : CUDACORE_ERROR_NVRTC;
        name = CUDACORE__NVRTC(nvrtcGetErrorString)((cudacore_nvrtcResult)native_code);
    } else if (lib == CUDACORE_LIBRARY_NVJITLINK && index >= 0 && index < CUDACORE__NVJITLINK_COUNT) {
        fn = cudacore__nvjitlink_info[index].name;
        result = CUDACORE_ERROR_NVJITLINK;
    } else if (lib == CUDACORE_LIBRARY_NCCL && index >= 0 && index < CUDACORE__NCCL_COUNT) {
        fn = cudacore__nccl_fn_name(index);
        result = CUDACORE_ERROR_NCCL;
        cudacore__nccl_result_text(native_code, &name, &str);
    }
    e->stub_pending = 0;
    e->info.result = result;
    e->info.library = lib;
    e->info.native_code = native_code;
    cudacore__copy(e->native_name, sizeof e->native_name, name);
    cudacore__copy(e->native_string, sizeof e->native_string, str);
    cudacore__copy(e->call, sizeof e->call, fn);
    snprintf(e->message, sizeof e->message, "%s returned %d%s%s", fn, native_code, name ? " " : "", name ? name : "");
    e->detail[0] = 0;
    e->info.native_name = e->native_name;
    e->info.native_string = e->native_string;
    e->info.call = e->call;
    e->info.message = e->message;
    e->info.detail = e->detail;
    e->info.file = __FILE__;
    e->info.line = __LINE__;
}

CUDACORE_API cudacore_result cudacore_driver_version(int *version) {
    if (!version) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_driver_version", "version is NULL");
    *version = 0;
    CUDACORE__NEED(CUDA, "cudacore_driver_version");
    *version = cudacore__g.driver_version;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_driver_proc(const char *name, int version, void **fn) {
    int i;
    if (fn) *fn = NULL;
    if (!name || !fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_driver_proc", "name and fn must not be NULL");
    if (version < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_driver_proc", "version %d is negative", version);
    CUDACORE__NEED(CUDA, "cudacore_driver_proc");
    if (!version) {
        version = cudacore__g.driver_version;
        for (i = 0; i < CUDACORE__DRV_COUNT; i++)
            if (!strcmp(cudacore__drv_info[i].name, name)) {
                version = cudacore__drv_info[i].version;
                break;
            }
    }
    if (version > cudacore__g.driver_version)
        return CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, "cudacore_driver_proc", "%s at ABI %d needs a newer driver (it supports %d)", name,
                              version, cudacore__g.driver_version);
    if (cudacore__g.getproc_v2) {
        int status = 0;
        if ((int)cudacore__g.getproc_v2(name, fn, version, cudacore__g.desc.per_thread_default_stream ? 2 : 1, &status) != 0) *fn = NULL;
    } else if (cudacore__g.getproc_v1) {
        if ((int)cudacore__g.getproc_v1(name, fn, version, cudacore__g.desc.per_thread_default_stream ? 2 : 1) != 0) *fn = NULL;
    }
    if (!*fn) return CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, "cudacore_driver_proc", "%s (ABI %d) was not found in the driver", name, version);
    return CUDACORE_SUCCESS;
}

/*--- >>devices --------------------------------------------------------------*/
/* CUDACORE_GENERATED_BEGIN(device_property_table) -- generated by tools/gen_device_props.py, do not edit */
typedef struct cudacore__device_property { int attribute; size_t offset; const char *name; } cudacore__device_property;
static const cudacore__device_property cudacore__device_property_table[] = {
    {1, offsetof(cudacore_device_properties, max_threads_per_block), "max_threads_per_block"},
    {2, offsetof(cudacore_device_properties, max_block_dim_x), "max_block_dim_x"},
    {3, offsetof(cudacore_device_properties, max_block_dim_y), "max_block_dim_y"},
    {4, offsetof(cudacore_device_properties, max_block_dim_z), "max_block_dim_z"},
    {5, offsetof(cudacore_device_properties, max_grid_dim_x), "max_grid_dim_x"},
    {6, offsetof(cudacore_device_properties, max_grid_dim_y), "max_grid_dim_y"},
    {7, offsetof(cudacore_device_properties, max_grid_dim_z), "max_grid_dim_z"},
    {8, offsetof(cudacore_device_properties, max_shared_memory_per_block), "max_shared_memory_per_block"},
    {9, offsetof(cudacore_device_properties, total_constant_memory), "total_constant_memory"},
    {10, offsetof(cudacore_device_properties, warp_size), "warp_size"},
    {11, offsetof(cudacore_device_properties, max_pitch), "max_pitch"},
    {12, offsetof(cudacore_device_properties, max_registers_per_block), "max_registers_per_block"},
    {13, offsetof(cudacore_device_properties, clock_rate), "clock_rate"},
    {14, offsetof(cudacore_device_properties, texture_alignment), "texture_alignment"},
    {15, offsetof(cudacore_device_properties, gpu_overlap), "gpu_overlap"},
    {16, offsetof(cudacore_device_properties, multiprocessor_count), "multiprocessor_count"},
    {17, offsetof(cudacore_device_properties, kernel_exec_timeout), "kernel_exec_timeout"},
    {18, offsetof(cudacore_device_properties, integrated), "integrated"},
    {19, offsetof(cudacore_device_properties, can_map_host_memory), "can_map_host_memory"},
    {20, offsetof(cudacore_device_properties, compute_mode), "compute_mode"},
    {21, offsetof(cudacore_device_properties, maximum_texture1d_width), "maximum_texture1d_width"},
    {22, offsetof(cudacore_device_properties, maximum_texture2d_width), "maximum_texture2d_width"},
    {23, offsetof(cudacore_device_properties, maximum_texture2d_height), "maximum_texture2d_height"},
    {24, offsetof(cudacore_device_properties, maximum_texture3d_width), "maximum_texture3d_width"},
    {25, offsetof(cudacore_device_properties, maximum_texture3d_height), "maximum_texture3d_height"},
    {26, offsetof(cudacore_device_properties, maximum_texture3d_depth), "maximum_texture3d_depth"},
    {27, offsetof(cudacore_device_properties, maximum_texture2d_layered_width), "maximum_texture2d_layered_width"},
    {28, offsetof(cudacore_device_properties, maximum_texture2d_layered_height), "maximum_texture2d_layered_height"},
    {29, offsetof(cudacore_device_properties, maximum_texture2d_layered_layers), "maximum_texture2d_layered_layers"},
    {30, offsetof(cudacore_device_properties, surface_alignment), "surface_alignment"},
    {31, offsetof(cudacore_device_properties, concurrent_kernels), "concurrent_kernels"},
    {32, offsetof(cudacore_device_properties, ecc_enabled), "ecc_enabled"},
    {33, offsetof(cudacore_device_properties, pci_bus_id), "pci_bus_id"},
    {34, offsetof(cudacore_device_properties, pci_device_id), "pci_device_id"},
    {35, offsetof(cudacore_device_properties, tcc_driver), "tcc_driver"},
    {36, offsetof(cudacore_device_properties, memory_clock_rate), "memory_clock_rate"},
    {37, offsetof(cudacore_device_properties, global_memory_bus_width), "global_memory_bus_width"},
    {38, offsetof(cudacore_device_properties, l2_cache_size), "l2_cache_size"},
    {39, offsetof(cudacore_device_properties, max_threads_per_multiprocessor), "max_threads_per_multiprocessor"},
    {40, offsetof(cudacore_device_properties, async_engine_count), "async_engine_count"},
    {41, offsetof(cudacore_device_properties, unified_addressing), "unified_addressing"},
    {42, offsetof(cudacore_device_properties, maximum_texture1d_layered_width), "maximum_texture1d_layered_width"},
    {43, offsetof(cudacore_device_properties, maximum_texture1d_layered_layers), "maximum_texture1d_layered_layers"},
    {44, offsetof(cudacore_device_properties, can_tex2d_gather), "can_tex2d_gather"},
    {45, offsetof(cudacore_device_properties, maximum_texture2d_gather_width), "maximum_texture2d_gather_width"},
    {46, offsetof(cudacore_device_properties, maximum_texture2d_gather_height), "maximum_texture2d_gather_height"},
    {47, offsetof(cudacore_device_properties, maximum_texture3d_width_alternate), "maximum_texture3d_width_alternate"},
    {48, offsetof(cudacore_device_properties, maximum_texture3d_height_alternate), "maximum_texture3d_height_alternate"},
    {49, offsetof(cudacore_device_properties, maximum_texture3d_depth_alternate), "maximum_texture3d_depth_alternate"},
    {50, offsetof(cudacore_device_properties, pci_domain_id), "pci_domain_id"},
    {51, offsetof(cudacore_device_properties, texture_pitch_alignment), "texture_pitch_alignment"},
    {52, offsetof(cudacore_device_properties, maximum_texturecubemap_width), "maximum_texturecubemap_width"},
    {53, offsetof(cudacore_device_properties, maximum_texturecubemap_layered_width), "maximum_texturecubemap_layered_width"},
    {54, offsetof(cudacore_device_properties, maximum_texturecubemap_layered_layers), "maximum_texturecubemap_layered_layers"},
    {55, offsetof(cudacore_device_properties, maximum_surface1d_width), "maximum_surface1d_width"},
    {56, offsetof(cudacore_device_properties, maximum_surface2d_width), "maximum_surface2d_width"},
    {57, offsetof(cudacore_device_properties, maximum_surface2d_height), "maximum_surface2d_height"},
    {58, offsetof(cudacore_device_properties, maximum_surface3d_width), "maximum_surface3d_width"},
    {59, offsetof(cudacore_device_properties, maximum_surface3d_height), "maximum_surface3d_height"},
    {60, offsetof(cudacore_device_properties, maximum_surface3d_depth), "maximum_surface3d_depth"},
    {61, offsetof(cudacore_device_properties, maximum_surface1d_layered_width), "maximum_surface1d_layered_width"},
    {62, offsetof(cudacore_device_properties, maximum_surface1d_layered_layers), "maximum_surface1d_layered_layers"},
    {63, offsetof(cudacore_device_properties, maximum_surface2d_layered_width), "maximum_surface2d_layered_width"},
    {64, offsetof(cudacore_device_properties, maximum_surface2d_layered_height), "maximum_surface2d_layered_height"},
    {65, offsetof(cudacore_device_properties, maximum_surface2d_layered_layers), "maximum_surface2d_layered_layers"},
    {66, offsetof(cudacore_device_properties, maximum_surfacecubemap_width), "maximum_surfacecubemap_width"},
    {67, offsetof(cudacore_device_properties, maximum_surfacecubemap_layered_width), "maximum_surfacecubemap_layered_width"},
    {68, offsetof(cudacore_device_properties, maximum_surfacecubemap_layered_layers), "maximum_surfacecubemap_layered_layers"},
    {69, offsetof(cudacore_device_properties, maximum_texture1d_linear_width), "maximum_texture1d_linear_width"},
    {70, offsetof(cudacore_device_properties, maximum_texture2d_linear_width), "maximum_texture2d_linear_width"},
    {71, offsetof(cudacore_device_properties, maximum_texture2d_linear_height), "maximum_texture2d_linear_height"},
    {72, offsetof(cudacore_device_properties, maximum_texture2d_linear_pitch), "maximum_texture2d_linear_pitch"},
    {73, offsetof(cudacore_device_properties, maximum_texture2d_mipmapped_width), "maximum_texture2d_mipmapped_width"},
    {74, offsetof(cudacore_device_properties, maximum_texture2d_mipmapped_height), "maximum_texture2d_mipmapped_height"},
    {75, offsetof(cudacore_device_properties, compute_capability_major), "compute_capability_major"},
    {76, offsetof(cudacore_device_properties, compute_capability_minor), "compute_capability_minor"},
    {77, offsetof(cudacore_device_properties, maximum_texture1d_mipmapped_width), "maximum_texture1d_mipmapped_width"},
    {78, offsetof(cudacore_device_properties, stream_priorities_supported), "stream_priorities_supported"},
    {79, offsetof(cudacore_device_properties, global_l1_cache_supported), "global_l1_cache_supported"},
    {80, offsetof(cudacore_device_properties, local_l1_cache_supported), "local_l1_cache_supported"},
    {81, offsetof(cudacore_device_properties, max_shared_memory_per_multiprocessor), "max_shared_memory_per_multiprocessor"},
    {82, offsetof(cudacore_device_properties, max_registers_per_multiprocessor), "max_registers_per_multiprocessor"},
    {83, offsetof(cudacore_device_properties, managed_memory), "managed_memory"},
    {84, offsetof(cudacore_device_properties, multi_gpu_board), "multi_gpu_board"},
    {85, offsetof(cudacore_device_properties, multi_gpu_board_group_id), "multi_gpu_board_group_id"},
    {86, offsetof(cudacore_device_properties, host_native_atomic_supported), "host_native_atomic_supported"},
    {87, offsetof(cudacore_device_properties, single_to_double_precision_perf_ratio), "single_to_double_precision_perf_ratio"},
    {88, offsetof(cudacore_device_properties, pageable_memory_access), "pageable_memory_access"},
    {89, offsetof(cudacore_device_properties, concurrent_managed_access), "concurrent_managed_access"},
    {90, offsetof(cudacore_device_properties, compute_preemption_supported), "compute_preemption_supported"},
    {91, offsetof(cudacore_device_properties, can_use_host_pointer_for_registered_mem), "can_use_host_pointer_for_registered_mem"},
    {92, offsetof(cudacore_device_properties, can_use_stream_mem_ops_v1), "can_use_stream_mem_ops_v1"},
    {93, offsetof(cudacore_device_properties, can_use_64_bit_stream_mem_ops_v1), "can_use_64_bit_stream_mem_ops_v1"},
    {94, offsetof(cudacore_device_properties, can_use_stream_wait_value_nor_v1), "can_use_stream_wait_value_nor_v1"},
    {95, offsetof(cudacore_device_properties, cooperative_launch), "cooperative_launch"},
    {96, offsetof(cudacore_device_properties, cooperative_multi_device_launch), "cooperative_multi_device_launch"},
    {97, offsetof(cudacore_device_properties, max_shared_memory_per_block_optin), "max_shared_memory_per_block_optin"},
    {98, offsetof(cudacore_device_properties, can_flush_remote_writes), "can_flush_remote_writes"},
    {99, offsetof(cudacore_device_properties, host_register_supported), "host_register_supported"},
    {100, offsetof(cudacore_device_properties, pageable_memory_access_uses_host_page_tables), "pageable_memory_access_uses_host_page_tables"},
    {101, offsetof(cudacore_device_properties, direct_managed_mem_access_from_host), "direct_managed_mem_access_from_host"},
    {102, offsetof(cudacore_device_properties, virtual_address_management_supported), "virtual_address_management_supported"},
    {103, offsetof(cudacore_device_properties, handle_type_posix_file_descriptor_supported), "handle_type_posix_file_descriptor_supported"},
    {104, offsetof(cudacore_device_properties, handle_type_win32_handle_supported), "handle_type_win32_handle_supported"},
    {105, offsetof(cudacore_device_properties, handle_type_win32_kmt_handle_supported), "handle_type_win32_kmt_handle_supported"},
    {106, offsetof(cudacore_device_properties, max_blocks_per_multiprocessor), "max_blocks_per_multiprocessor"},
    {107, offsetof(cudacore_device_properties, generic_compression_supported), "generic_compression_supported"},
    {108, offsetof(cudacore_device_properties, max_persisting_l2_cache_size), "max_persisting_l2_cache_size"},
    {109, offsetof(cudacore_device_properties, max_access_policy_window_size), "max_access_policy_window_size"},
    {110, offsetof(cudacore_device_properties, gpu_direct_rdma_with_cuda_vmm_supported), "gpu_direct_rdma_with_cuda_vmm_supported"},
    {111, offsetof(cudacore_device_properties, reserved_shared_memory_per_block), "reserved_shared_memory_per_block"},
    {112, offsetof(cudacore_device_properties, sparse_cuda_array_supported), "sparse_cuda_array_supported"},
    {113, offsetof(cudacore_device_properties, read_only_host_register_supported), "read_only_host_register_supported"},
    {114, offsetof(cudacore_device_properties, timeline_semaphore_interop_supported), "timeline_semaphore_interop_supported"},
    {115, offsetof(cudacore_device_properties, memory_pools_supported), "memory_pools_supported"},
    {116, offsetof(cudacore_device_properties, gpu_direct_rdma_supported), "gpu_direct_rdma_supported"},
    {117, offsetof(cudacore_device_properties, gpu_direct_rdma_flush_writes_options), "gpu_direct_rdma_flush_writes_options"},
    {118, offsetof(cudacore_device_properties, gpu_direct_rdma_writes_ordering), "gpu_direct_rdma_writes_ordering"},
    {119, offsetof(cudacore_device_properties, mempool_supported_handle_types), "mempool_supported_handle_types"},
    {120, offsetof(cudacore_device_properties, cluster_launch), "cluster_launch"},
    {121, offsetof(cudacore_device_properties, deferred_mapping_cuda_array_supported), "deferred_mapping_cuda_array_supported"},
    {122, offsetof(cudacore_device_properties, can_use_64_bit_stream_mem_ops), "can_use_64_bit_stream_mem_ops"},
    {123, offsetof(cudacore_device_properties, can_use_stream_wait_value_nor), "can_use_stream_wait_value_nor"},
    {124, offsetof(cudacore_device_properties, dma_buf_supported), "dma_buf_supported"},
    {125, offsetof(cudacore_device_properties, ipc_event_supported), "ipc_event_supported"},
    {126, offsetof(cudacore_device_properties, mem_sync_domain_count), "mem_sync_domain_count"},
    {127, offsetof(cudacore_device_properties, tensor_map_access_supported), "tensor_map_access_supported"},
    {128, offsetof(cudacore_device_properties, handle_type_fabric_supported), "handle_type_fabric_supported"},
    {129, offsetof(cudacore_device_properties, unified_function_pointers), "unified_function_pointers"},
    {130, offsetof(cudacore_device_properties, numa_config), "numa_config"},
    {131, offsetof(cudacore_device_properties, numa_id), "numa_id"},
    {132, offsetof(cudacore_device_properties, multicast_supported), "multicast_supported"},
    {133, offsetof(cudacore_device_properties, mps_enabled), "mps_enabled"},
    {134, offsetof(cudacore_device_properties, host_numa_id), "host_numa_id"},
    {135, offsetof(cudacore_device_properties, d3d12_cig_supported), "d3d12_cig_supported"},
    {136, offsetof(cudacore_device_properties, mem_decompress_algorithm_mask), "mem_decompress_algorithm_mask"},
    {137, offsetof(cudacore_device_properties, mem_decompress_maximum_length), "mem_decompress_maximum_length"},
    {138, offsetof(cudacore_device_properties, vulkan_cig_supported), "vulkan_cig_supported"},
    {139, offsetof(cudacore_device_properties, gpu_pci_device_id), "gpu_pci_device_id"},
    {140, offsetof(cudacore_device_properties, gpu_pci_subsystem_id), "gpu_pci_subsystem_id"},
    {141, offsetof(cudacore_device_properties, host_numa_virtual_memory_management_supported), "host_numa_virtual_memory_management_supported"},
    {142, offsetof(cudacore_device_properties, host_numa_memory_pools_supported), "host_numa_memory_pools_supported"},
    {143, offsetof(cudacore_device_properties, host_numa_multinode_ipc_supported), "host_numa_multinode_ipc_supported"},
    {144, offsetof(cudacore_device_properties, host_memory_pools_supported), "host_memory_pools_supported"},
    {145, offsetof(cudacore_device_properties, host_virtual_memory_management_supported), "host_virtual_memory_management_supported"},
    {146, offsetof(cudacore_device_properties, host_alloc_dma_buf_supported), "host_alloc_dma_buf_supported"},
    {147, offsetof(cudacore_device_properties, only_partial_host_native_atomic_supported), "only_partial_host_native_atomic_supported"},
};
/* CUDACORE_GENERATED_END(device_property_table) */

CUDACORE__PRIVATE cudacore_result cudacore__check_device(int device, const char *call) {
    CUDACORE__NEED(CUDA, call);
    if (device < 0 || device >= cudacore__g.device_count)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_DEVICE, call, "device ordinal %d is out of range: there %s %d device%s", device,
                              cudacore__g.device_count == 1 ? "is" : "are", cudacore__g.device_count, cudacore__g.device_count == 1 ? "" : "s");
    if (device >= CUDACORE__MAX_DEVICES)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "cudacore handles at most %d devices", CUDACORE__MAX_DEVICES);
    return CUDACORE_SUCCESS;
}
#define CUDACORE__CHECK_DEVICE(device, call) \
    do { \
        cudacore_result cudacore__d_ = cudacore__check_device(device, call); \
        if (cudacore__d_ != CUDACORE_SUCCESS) return cudacore__d_; \
    } while (0)

/* The device's primary context, retained once per process on first use. */
CUDACORE__PRIVATE cudacore_result cudacore__primary(int device, cudacore_CUcontext *ctx, const char *call) {
    void *c = cudacore__loadptr(&cudacore__g.primary[device]);
    if (CUDACORE__LIKELY(c != NULL)) {
        *ctx = (cudacore_CUcontext)c;
        return CUDACORE_SUCCESS;
    }
    cudacore__lock(&cudacore__setup_lock);
    c = cudacore__g.primary[device];
    if (!c) {
        cudacore_CUcontext nc = NULL;
        cudacore_result r = CUDACORE__CU_CALL(cuDevicePrimaryCtxRetain, (&nc, (cudacore_CUdevice)device));
        if (r != CUDACORE_SUCCESS) {
            cudacore__unlock(&cudacore__setup_lock);
            return r;
        }
        c = (void *)nc;
        cudacore__storeptr(&cudacore__g.primary[device], c);
    }
    cudacore__unlock(&cudacore__setup_lock);
    *ctx = (cudacore_CUcontext)c;
    (void)call;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__make_current(int device, const char *call) {
    cudacore_CUcontext ctx = NULL;
    cudacore_result r = cudacore__primary(device, &ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuCtxSetCurrent, (ctx));
    cudacore__tls_device = device;
    cudacore__tls_setup_gen = cudacore__setup_gen;
    return CUDACORE_SUCCESS;
}

/* The calling thread's current device, with its primary context current.
   Creation functions call this; hot paths never do. */
CUDACORE__PRIVATE cudacore_result cudacore__current_device(int *device, const char *call) {
    cudacore_CUcontext cur = NULL;
    int dev = cudacore__tls_device;
    CUDACORE__NEED(CUDA, call);
    if (dev < 0 || cudacore__tls_setup_gen != cudacore__setup_gen) dev = 0;
    if (dev >= cudacore__g.device_count)
        return CUDACORE__FAIL(cudacore__g.device_count ? CUDACORE_ERROR_INVALID_DEVICE : CUDACORE_ERROR_NO_DEVICE, call,
                              "no CUDA device is available");
    CUDACORE__CU_TRY(cuCtxGetCurrent, (&cur));
    if (!cur || (void *)cur != cudacore__loadptr(&cudacore__g.primary[dev]) || cudacore__tls_device != dev) {
        cudacore_result r = cudacore__make_current(dev, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    *device = dev;
    return CUDACORE_SUCCESS;
}

/* Pushes device's primary context for a call that needs it; pop after. */
CUDACORE__PRIVATE cudacore_result cudacore__push_device(int device, const char *call) {
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    CUDACORE__CHECK_DEVICE(device, call);
    r = cudacore__primary(device, &ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuCtxPushCurrent, (ctx));
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE void cudacore__pop_device(void) {
    cudacore_CUcontext ctx = NULL;
    CUDACORE__CLEANUP(CUDACORE__CU(cuCtxPopCurrent)(&ctx));
}

CUDACORE_API cudacore_result cudacore_device_count(int *count) {
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_count", "count is NULL");
    *count = 0;
    CUDACORE__NEED(CUDA, "cudacore_device_count");
    *count = cudacore__g.device_count;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_native(int device, cudacore_CUdevice *out) {
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_native", "out is NULL");
    *out = 0;
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_native");
    CUDACORE__CU_TRY(cuDeviceGet, (out, device));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_attribute(int device, cudacore_CUdevice_attribute attribute, int *value) {
    cudacore_CUresult r;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_attribute", "value is NULL");
    *value = 0;
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_attribute");
    r = CUDACORE__CU(cuDeviceGetAttribute)(value, attribute, (cudacore_CUdevice)device);
    if ((int)r == 1) { /* CUDA_ERROR_INVALID_VALUE: an attribute this driver does not know */
        *value = 0;
        return CUDACORE_SUCCESS;
    }
    return cudacore__cu_check(r, "cuDeviceGetAttribute", __LINE__);
}

CUDACORE_API cudacore_result cudacore_device_get_info(int device, cudacore_device_info *info) {
    cudacore_CUuuid uuid;
    const unsigned char *u;
    size_t total = 0;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_get_info", "info is NULL");
    memset(info, 0, sizeof *info);
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_get_info");
    info->ordinal = device;
    CUDACORE__CU_TRY(cuDeviceGetName, (info->name, (int)sizeof info->name, (cudacore_CUdevice)device));
    CUDACORE__CU_TRY(cuDeviceGetUuid, (&uuid, (cudacore_CUdevice)device));
    u = (const unsigned char *)uuid.bytes;
    snprintf(info->uuid, sizeof info->uuid, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", u[0], u[1], u[2], u[3],
             u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]);
    CUDACORE__CU_TRY(cuDeviceGetPCIBusId, (info->pci_bus_id, (int)sizeof info->pci_bus_id, (cudacore_CUdevice)device));
    CUDACORE__CU_TRY(cuDeviceGetAttribute, (&info->cc_major, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, (cudacore_CUdevice)device));
    CUDACORE__CU_TRY(cuDeviceGetAttribute, (&info->cc_minor, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, (cudacore_CUdevice)device));
    CUDACORE__CU_TRY(cuDeviceGetAttribute, (&info->multiprocessor_count, CUDACORE_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, (cudacore_CUdevice)device));
    snprintf(info->arch, sizeof info->arch, "%d%d", info->cc_major, info->cc_minor);
    CUDACORE__CU_TRY(cuDeviceTotalMem, (&total, (cudacore_CUdevice)device));
    info->total_memory = total;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_get_properties(int device, cudacore_device_properties *props) {
    size_t i;
    if (!props) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_get_properties", "props is NULL");
    memset(props, 0, sizeof *props);
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_get_properties");
    for (i = 0; i < sizeof cudacore__device_property_table / sizeof cudacore__device_property_table[0]; i++) {
        int *field = (int *)((char *)props + cudacore__device_property_table[i].offset);
        cudacore_result r = cudacore_device_attribute(device, (cudacore_CUdevice_attribute)cudacore__device_property_table[i].attribute, field);
        if (r != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API size_t cudacore_device_property_count(void) {
    return sizeof cudacore__device_property_table / sizeof cudacore__device_property_table[0];
}
CUDACORE_API const char *cudacore_device_property_name(size_t index) {
    return index < cudacore_device_property_count() ? cudacore__device_property_table[index].name : NULL;
}

CUDACORE_API cudacore_result cudacore_device_memory_info(int device, size_t *free_bytes, size_t *total_bytes) {
    size_t f = 0, t = 0;
    cudacore_result r;
    if (free_bytes) *free_bytes = 0;
    if (total_bytes) *total_bytes = 0;
    if (!free_bytes && !total_bytes)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_memory_info", "free_bytes and total_bytes are both NULL");
    r = cudacore__push_device(device, "cudacore_device_memory_info");
    if (r != CUDACORE_SUCCESS) return r;
    r = CUDACORE__CU_CALL(cuMemGetInfo, (&f, &t));
    cudacore__pop_device();
    if (r != CUDACORE_SUCCESS) return r;
    if (free_bytes) *free_bytes = f;
    if (total_bytes) *total_bytes = t;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_can_access_peer(int device, int peer, int *can_access) {
    if (!can_access) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_can_access_peer", "can_access is NULL");
    *can_access = 0;
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_can_access_peer");
    CUDACORE__CHECK_DEVICE(peer, "cudacore_device_can_access_peer");
    if (device == peer) {
        *can_access = 1;
        return CUDACORE_SUCCESS;
    }
    CUDACORE__CU_TRY(cuDeviceCanAccessPeer, (can_access, (cudacore_CUdevice)device, (cudacore_CUdevice)peer));
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__peer_access(int device, int peer, int enable, const char *call) {
    cudacore_CUcontext peer_ctx = NULL;
    cudacore_CUresult cr;
    cudacore_result r;
    CUDACORE__CHECK_DEVICE(device, call);
    CUDACORE__CHECK_DEVICE(peer, call);
    if (device == peer) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "device and peer are both %d", device);
    r = cudacore__primary(peer, &peer_ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__push_device(device, call);
    if (r != CUDACORE_SUCCESS) return r;
    cr = enable ? CUDACORE__CU(cuCtxEnablePeerAccess)(peer_ctx, 0) : CUDACORE__CU(cuCtxDisablePeerAccess)(peer_ctx);
    cudacore__pop_device();
    /* already enabled (704) / not enabled (705): the wanted state holds */
    if ((int)cr == 0 || (int)cr == (enable ? 704 : 705)) return CUDACORE_SUCCESS;
    return cudacore__cu_fail(cr, enable ? "cuCtxEnablePeerAccess" : "cuCtxDisablePeerAccess", __LINE__);
}
CUDACORE_API cudacore_result cudacore_device_enable_peer_access(int device, int peer) {
    return cudacore__peer_access(device, peer, 1, "cudacore_device_enable_peer_access");
}
CUDACORE_API cudacore_result cudacore_device_disable_peer_access(int device, int peer) {
    return cudacore__peer_access(device, peer, 0, "cudacore_device_disable_peer_access");
}

CUDACORE_API cudacore_result cudacore_device_set_current(int device) {
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_set_current");
    return cudacore__make_current(device, "cudacore_device_set_current");
}

CUDACORE_API cudacore_result cudacore_device_get_current(int *device) {
    if (!device) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_get_current", "device is NULL");
    *device = 0;
    CUDACORE__NEED(CUDA, "cudacore_device_get_current");
    if (cudacore__tls_device >= 0 && cudacore__tls_setup_gen == cudacore__setup_gen) *device = cudacore__tls_device;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_context(int device, cudacore_CUcontext *ctx) {
    if (!ctx) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_context", "ctx is NULL");
    *ctx = NULL;
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_context");
    return cudacore__primary(device, ctx, "cudacore_device_context");
}

CUDACORE_API cudacore_result cudacore_device_synchronize(int device) {
    cudacore_result r = cudacore__push_device(device, "cudacore_device_synchronize");
    if (r != CUDACORE_SUCCESS) return r;
    r = CUDACORE__CU_CALL(cuCtxSynchronize, ());
    cudacore__pop_device();
    return r;
}

CUDACORE_API cudacore_result cudacore_device_set_flags(int device, unsigned int flags) {
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_set_flags");
    CUDACORE__CU_TRY(cuDevicePrimaryCtxSetFlags, ((cudacore_CUdevice)device, flags));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_get_flags(int device, unsigned int *flags, int *active) {
    unsigned int f = 0;
    int a = 0;
    if (flags) *flags = 0;
    if (active) *active = 0;
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_get_flags");
    CUDACORE__CU_TRY(cuDevicePrimaryCtxGetState, ((cudacore_CUdevice)device, &f, &a));
    if (flags) *flags = f;
    if (active) *active = a;
    return CUDACORE_SUCCESS;
}

/*=== STREAMS AND EVENTS (>>impl:streams) ====================================*/
/* The default streams have fixed ids that no pool slot can carry (slot index
   beyond the last chunk), so they resolve without a lookup. */
#define CUDACORE__STREAM_LEGACY_ID (((uint64_t)0xFFFFFFFFu << 32) | ((uint64_t)CUDACORE_OBJECT_STREAM << 24) | 0xFFFFFFu)
#define CUDACORE__STREAM_PTDS_ID (((uint64_t)0xFFFFFFFFu << 32) | ((uint64_t)CUDACORE_OBJECT_STREAM << 24) | 0xFFFFFEu)

typedef struct cudacore__stream_obj {
    cudacore_CUstream native;
    int device;
    int owned;
} cudacore__stream_obj;
CUDACORE__FITS_SLOT(cudacore__stream_obj);

typedef struct cudacore__event_obj {
    cudacore_CUevent native;
    int device;
    int timing, blocking, ipc, imported;
    int recorded;             /* atomic: set by every record */
} cudacore__event_obj;
CUDACORE__FITS_SLOT(cudacore__event_obj);
CUDACORE__STATIC_ASSERT(sizeof(cudacore_CUipcEventHandle_v1) == 64, ipc_event_handle_is_64_bytes);

/* Resolves a stream handle: the raw stream and its device (-1 for the default
   streams, whose device is the calling thread's current context's). */
CUDACORE__PRIVATE cudacore_result cudacore__stream_get(uint64_t id, cudacore_CUstream *cs, int *device, const char *call) {
    cudacore__stream_obj *so = (cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], id);
    if (CUDACORE__LIKELY(so != NULL)) {
        *cs = so->native;
        *device = so->device;
        return CUDACORE_SUCCESS;
    }
    if (id == CUDACORE__STREAM_LEGACY_ID || id == CUDACORE__STREAM_PTDS_ID) {
        CUDACORE__NEED(CUDA, call);
        *cs = id == CUDACORE__STREAM_LEGACY_ID ? CUDACORE_CU_STREAM_LEGACY : CUDACORE_CU_STREAM_PER_THREAD;
        *device = -1;
        return CUDACORE_SUCCESS;
    }
    return cudacore__bad_handle(CUDACORE_OBJECT_STREAM, id, call);
}
#define CUDACORE__STREAM(s, cs, dev, call) \
    do { \
        cudacore_result cudacore__sr_ = cudacore__stream_get((s).id, &(cs), &(dev), call); \
        if (CUDACORE__UNLIKELY(cudacore__sr_ != CUDACORE_SUCCESS)) return cudacore__sr_; \
    } while (0)

CUDACORE_API cudacore_stream cudacore_stream_legacy(void) {
    cudacore_stream s;
    s.id = CUDACORE__STREAM_LEGACY_ID;
    return s;
}
CUDACORE_API cudacore_stream cudacore_stream_per_thread(void) {
    cudacore_stream s;
    s.id = CUDACORE__STREAM_PTDS_ID;
    return s;
}

CUDACORE_API cudacore_result cudacore_stream_priority_range(int *least, int *greatest) {
    int dev = 0, l = 0, g = 0;
    cudacore_result r;
    if (least) *least = 0;
    if (greatest) *greatest = 0;
    if (!least && !greatest)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_stream_priority_range", "least and greatest are both NULL");
    r = cudacore__current_device(&dev, "cudacore_stream_priority_range");
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuCtxGetStreamPriorityRange, (&l, &g));
    if (least) *least = l;
    if (greatest) *greatest = g;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_create(const cudacore_stream_desc *desc, cudacore_stream *out) {
    static const char *call = "cudacore_stream_create";
    cudacore_stream_desc d;
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_STREAM];
    cudacore__stream_obj *so;
    cudacore_CUstream cs = NULL;
    int dev = 0, least = 0, greatest = 0;
    uint64_t id = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.blocking < 0 || d.blocking > 1) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "blocking must be 0 or 1, not %d", d.blocking);
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuCtxGetStreamPriorityRange, (&least, &greatest));
    if (d.priority > least || d.priority < greatest)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "priority %d is out of range: device %d accepts %d (lowest) to %d (highest); see cudacore_stream_priority_range",
                              d.priority, dev, least, greatest);
    so = (cudacore__stream_obj *)cudacore__pool_reserve(pool, &id, call);
    if (!so) return cudacore_last_error()->result;
    r = CUDACORE__CU_CALL(cuStreamCreateWithPriority, (&cs, d.blocking ? 0u : (unsigned)CUDACORE_CU_STREAM_NON_BLOCKING, d.priority));
    if (r != CUDACORE_SUCCESS) {
        cudacore__pool_release(pool, so, id);
        return r;
    }
    so->native = cs;
    so->device = dev;
    so->owned = 1;
    cudacore__pool_commit(so, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

/* The device of a raw stream: cuStreamGetDevice, else through its context. */
CUDACORE__PRIVATE cudacore_result cudacore__native_stream_device(cudacore_CUstream cs, int *device, const char *call) {
    cudacore_CUdevice d = 0;
    cudacore_CUcontext ctx = NULL;
    cudacore_CUresult cr = CUDACORE__CU(cuStreamGetDevice)(cs, &d);
    if ((int)cr == 0) {
        *device = (int)d;
        return CUDACORE_SUCCESS;
    }
    cudacore__err.stub_pending = 0;
    CUDACORE__CU_TRY(cuStreamGetCtx, (cs, &ctx));
    CUDACORE__CU_TRY(cuCtxPushCurrent, (ctx));
    cr = CUDACORE__CU(cuCtxGetDevice)(&d);
    cudacore__pop_device();
    if ((int)cr != 0) return cudacore__cu_fail(cr, "cuCtxGetDevice", __LINE__);
    (void)call;
    *device = (int)d;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_wrap(cudacore_CUstream native, cudacore_stream *out) {
    static const char *call = "cudacore_stream_wrap";
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_STREAM];
    cudacore__stream_obj *so;
    uint64_t id = 0;
    int dev = -1;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    CUDACORE__NEED(CUDA, call);
    if (native == NULL || native == CUDACORE_CU_STREAM_LEGACY || native == CUDACORE_CU_STREAM_PER_THREAD)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "native is a default stream: use cudacore_stream_legacy() or cudacore_stream_per_thread()");
    r = cudacore__native_stream_device(native, &dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    so = (cudacore__stream_obj *)cudacore__pool_reserve(pool, &id, call);
    if (!so) return cudacore_last_error()->result;
    so->native = native;
    so->device = dev;
    so->owned = 0;
    cudacore__pool_commit(so, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_destroy(cudacore_stream s) {
    static const char *call = "cudacore_stream_destroy";
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_STREAM];
    cudacore__stream_obj *so;
    cudacore_result r = CUDACORE_SUCCESS;
    if (s.id == CUDACORE__STREAM_LEGACY_ID || s.id == CUDACORE__STREAM_PTDS_ID) return CUDACORE_SUCCESS;
    so = (cudacore__stream_obj *)cudacore__pool_take(pool, s.id, call);
    if (!so) return cudacore_last_error()->result;
    if (so->owned) r = CUDACORE__CU_CALL(cuStreamDestroy, (so->native));
    cudacore__pool_release(pool, so, s.id);
    return r;
}

CUDACORE_API cudacore_result cudacore_stream_synchronize(cudacore_stream s) {
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__STREAM(s, cs, dev, "cudacore_stream_synchronize");
    (void)dev;
    CUDACORE__CU_TRY(cuStreamSynchronize, (cs));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_query(cudacore_stream s, int *done) {
    cudacore_CUstream cs = NULL;
    cudacore_CUresult cr;
    int dev = -1;
    if (!done) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_stream_query", "done is NULL");
    *done = 0;
    CUDACORE__STREAM(s, cs, dev, "cudacore_stream_query");
    (void)dev;
    cr = CUDACORE__CU(cuStreamQuery)(cs);
    if ((int)cr == 600) return CUDACORE_SUCCESS; /* CUDA_ERROR_NOT_READY */
    if ((int)cr != 0) return cudacore__cu_fail(cr, "cuStreamQuery", __LINE__);
    *done = 1;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_wait_event(cudacore_stream s, cudacore_event e) {
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__event_obj, eo, EVENT, e.id, "cudacore_stream_wait_event");
    CUDACORE__STREAM(s, cs, dev, "cudacore_stream_wait_event");
    (void)dev;
    CUDACORE__CU_TRY(cuStreamWaitEvent, (cs, eo->native, 0));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_wait_stream(cudacore_stream s, cudacore_stream other) {
    static const char *call = "cudacore_stream_wait_stream";
    cudacore_CUstream cs = NULL, co = NULL;
    cudacore_CUevent ev = NULL;
    int dev = -1, odev = -1;
    cudacore_result r;
    CUDACORE__STREAM(s, cs, dev, call);
    CUDACORE__STREAM(other, co, odev, call);
    (void)dev;
    if (cs == co) return CUDACORE_SUCCESS;
    if (odev >= 0) {
        r = cudacore__push_device(odev, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    r = CUDACORE__CU_CALL(cuEventCreate, (&ev, (unsigned)CUDACORE_CU_EVENT_DISABLE_TIMING));
    if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuEventRecord, (ev, co));
    if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuStreamWaitEvent, (cs, ev, 0));
    if (ev) CUDACORE__CLEANUP(CUDACORE__CU(cuEventDestroy)(ev)); /* released once the wait no longer needs it */
    if (odev >= 0) cudacore__pop_device();
    return r;
}

CUDACORE_API cudacore_result cudacore_stream_launch_host_func(cudacore_stream s, cudacore_CUhostFn fn, void *user_data) {
    cudacore_CUstream cs = NULL;
    int dev = -1;
    if (!fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_stream_launch_host_func", "fn is NULL");
    CUDACORE__STREAM(s, cs, dev, "cudacore_stream_launch_host_func");
    (void)dev;
    CUDACORE__CU_TRY(cuLaunchHostFunc, (cs, fn, user_data));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_native(cudacore_stream s, cudacore_CUstream *out) {
    cudacore_CUstream cs = NULL;
    int dev = -1;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_stream_native", "out is NULL");
    *out = NULL;
    CUDACORE__STREAM(s, cs, dev, "cudacore_stream_native");
    (void)dev;
    *out = cs;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_get_info(cudacore_stream s, cudacore_stream_info *info) {
    static const char *call = "cudacore_stream_get_info";
    cudacore_CUstream cs = NULL;
    int dev = -1;
    cudacore_result r;
    cudacore__stream_obj *so;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "info is NULL");
    memset(info, 0, sizeof *info);
    CUDACORE__STREAM(s, cs, dev, call);
    so = (cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id);
    if (dev < 0) {
        r = cudacore__current_device(&dev, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    info->native = cs;
    info->owned = so ? so->owned : 0;
    info->device = dev;
    CUDACORE__CU_TRY(cuStreamGetFlags, (cs, &info->flags));
    CUDACORE__CU_TRY(cuStreamGetPriority, (cs, &info->priority));
    CUDACORE__CU_TRY(cuStreamGetCtx, (cs, &info->context));
    info->blocking = (info->flags & (unsigned)CUDACORE_CU_STREAM_NON_BLOCKING) ? 0 : 1;
    return CUDACORE_SUCCESS;
}

/*--- events ---*/
CUDACORE_API cudacore_result cudacore_event_create(const cudacore_event_desc *desc, cudacore_event *out) {
    static const char *call = "cudacore_event_create";
    cudacore_event_desc d;
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_EVENT];
    cudacore__event_obj *eo;
    cudacore_CUevent ev = NULL;
    unsigned flags = 0;
    uint64_t id = 0;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.ipc && d.enable_timing)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "an IPC event cannot have timing enabled (CUDA requires CU_EVENT_DISABLE_TIMING)");
    if (!d.enable_timing) flags |= (unsigned)CUDACORE_CU_EVENT_DISABLE_TIMING;
    if (d.blocking_sync) flags |= (unsigned)CUDACORE_CU_EVENT_BLOCKING_SYNC;
    if (d.ipc) flags |= (unsigned)CUDACORE_CU_EVENT_INTERPROCESS;
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    eo = (cudacore__event_obj *)cudacore__pool_reserve(pool, &id, call);
    if (!eo) return cudacore_last_error()->result;
    r = CUDACORE__CU_CALL(cuEventCreate, (&ev, flags));
    if (r != CUDACORE_SUCCESS) {
        cudacore__pool_release(pool, eo, id);
        return r;
    }
    eo->native = ev;
    eo->device = dev;
    eo->timing = d.enable_timing != 0;
    eo->blocking = d.blocking_sync != 0;
    eo->ipc = d.ipc != 0;
    cudacore__pool_commit(eo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_record(cudacore_event e, cudacore_stream s) {
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__event_obj, eo, EVENT, e.id, "cudacore_event_record");
    CUDACORE__STREAM(s, cs, dev, "cudacore_event_record");
    if (CUDACORE__UNLIKELY(dev >= 0 && dev != eo->device))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_event_record", "the event belongs to device %d but the stream to device %d",
                              eo->device, dev);
    CUDACORE__CU_TRY(cuEventRecord, (eo->native, cs));
    if (!eo->recorded) cudacore__store32(&eo->recorded, 1);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_synchronize(cudacore_event e) {
    CUDACORE__LOOKUP(cudacore__event_obj, eo, EVENT, e.id, "cudacore_event_synchronize");
    CUDACORE__CU_TRY(cuEventSynchronize, (eo->native));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_query(cudacore_event e, int *done) {
    cudacore_CUresult cr;
    if (!done) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_event_query", "done is NULL");
    *done = 0;
    {
        CUDACORE__LOOKUP(cudacore__event_obj, eo, EVENT, e.id, "cudacore_event_query");
        cr = CUDACORE__CU(cuEventQuery)(eo->native);
    }
    if ((int)cr == 600) return CUDACORE_SUCCESS;
    if ((int)cr != 0) return cudacore__cu_fail(cr, "cuEventQuery", __LINE__);
    *done = 1;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_elapsed_ms(cudacore_event start, cudacore_event end, float *ms) {
    static const char *call = "cudacore_event_elapsed_ms";
    cudacore_CUresult cr;
    if (!ms) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ms is NULL");
    *ms = 0.0f;
    {
        CUDACORE__LOOKUP(cudacore__event_obj, a, EVENT, start.id, call);
        {
            CUDACORE__LOOKUP(cudacore__event_obj, b, EVENT, end.id, call);
            if (!a->timing || !b->timing)
                return CUDACORE__FAIL(CUDACORE_ERROR_TIMING_DISABLED, call, "the %s event was created without enable_timing",
                                      !a->timing ? "start" : "end");
            if (!cudacore__load32(&a->recorded) || !cudacore__load32(&b->recorded))
                return CUDACORE__FAIL(CUDACORE_ERROR_EVENT_NOT_RECORDED, call, "the %s event has never been recorded",
                                      !cudacore__load32(&a->recorded) ? "start" : "end");
            cr = CUDACORE__CU(cuEventElapsedTime)(ms, a->native, b->native);
        }
    }
    if ((int)cr == 600) {
        *ms = 0.0f;
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_READY, call, "an event has not completed yet: synchronize the end event first");
    }
    if ((int)cr != 0) {
        *ms = 0.0f;
        return cudacore__cu_fail(cr, "cuEventElapsedTime", __LINE__);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_destroy(cudacore_event e) {
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_EVENT];
    cudacore_result r;
    cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__pool_take(pool, e.id, "cudacore_event_destroy");
    if (!eo) return cudacore_last_error()->result;
    r = CUDACORE__CU_CALL(cuEventDestroy, (eo->native));
    cudacore__pool_release(pool, eo, e.id);
    return r;
}

CUDACORE_API cudacore_result cudacore_event_native(cudacore_event e, cudacore_CUevent *out) {
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_event_native", "out is NULL");
    *out = NULL;
    {
        CUDACORE__LOOKUP(cudacore__event_obj, eo, EVENT, e.id, "cudacore_event_native");
        *out = eo->native;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_get_info(cudacore_event e, cudacore_event_info *info) {
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_event_get_info", "info is NULL");
    memset(info, 0, sizeof *info);
    {
        CUDACORE__LOOKUP(cudacore__event_obj, eo, EVENT, e.id, "cudacore_event_get_info");
        info->native = eo->native;
        info->device = eo->device;
        info->timing = eo->timing;
        info->blocking_sync = eo->blocking;
        info->ipc = eo->ipc;
        info->imported = eo->imported;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_ipc_export(cudacore_event e, cudacore_event_ipc_handle *out) {
    static const char *call = "cudacore_event_ipc_export";
    cudacore_CUipcEventHandle_v1 h;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    {
        CUDACORE__LOOKUP(cudacore__event_obj, eo, EVENT, e.id, call);
        if (!eo->ipc)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "the event was created without the IPC option: create it with cudacore_event_desc.ipc = 1 to share it across processes");
        memset(&h, 0, sizeof h);
        CUDACORE__CU_TRY(cuIpcGetEventHandle, (&h, eo->native));
    }
    memcpy(out->bytes, &h, 64);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_event_ipc_import(const cudacore_event_ipc_handle *handle, cudacore_event *out) {
    static const char *call = "cudacore_event_ipc_import";
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_EVENT];
    cudacore__event_obj *eo;
    cudacore_CUipcEventHandle_v1 h;
    cudacore_CUevent ev = NULL;
    uint64_t id = 0;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!handle) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "handle is NULL");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    memcpy(&h, handle->bytes, 64);
    eo = (cudacore__event_obj *)cudacore__pool_reserve(pool, &id, call);
    if (!eo) return cudacore_last_error()->result;
    r = CUDACORE__CU_CALL(cuIpcOpenEventHandle, (&ev, h));
    if (r != CUDACORE_SUCCESS) {
        cudacore__pool_release(pool, eo, id);
        return r;
    }
    eo->native = ev;
    eo->device = dev;
    eo->ipc = 1;
    eo->imported = 1;
    eo->recorded = 1; /* the exporter may have recorded it */
    cudacore__pool_commit(eo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}


/*=== MEMORY RESOURCES AND BUFFERS (>>impl:memory) ===========================*/
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
} cudacore__mr_obj;
CUDACORE__FITS_SLOT(cudacore__mr_obj);

enum { CUDACORE__FREE_NONE = 0, CUDACORE__FREE_POOL, CUDACORE__FREE_DEVICE, CUDACORE__FREE_HOST, CUDACORE__FREE_USER, CUDACORE__FREE_VMM,
       CUDACORE__FREE_UNREGISTER, CUDACORE__FREE_IPC_CLOSE, CUDACORE__FREE_DLPACK };

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
    union {
        struct {
            cudacore_result (*dealloc)(void *, cudacore_CUdeviceptr, size_t, cudacore_CUstream);
            void *user_data;
        } user;
        cudacore__vmm_alloc *vmm;
        cudacore_DLManagedTensor *dl;
    } u;
} cudacore__buffer_obj;
CUDACORE__FITS_SLOT(cudacore__buffer_obj);

static struct {
    uint64_t id;
    int gen;
} cudacore__default_mr[CUDACORE__MAX_DEVICES];

#define CUDACORE__OUT(ptr, call) \
    do { \
        if (!(ptr)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, #ptr " is NULL"); \
    } while (0)

/* range [off, off + n) inside size, without overflow */
#define CUDACORE__IN_BOUNDS(off, n, size) ((off) <= (size) && (n) <= (size) - (off))

CUDACORE__PRIVATE cudacore_result cudacore__oob(const char *call, const char *what, size_t off, size_t n, size_t size) {
    return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "%s range [%llu, +%llu) lies outside the buffer of %llu bytes", what,
                          (unsigned long long)off, (unsigned long long)n, (unsigned long long)size);
}

/*--- memory resources ---*/
CUDACORE__PRIVATE cudacore__mr_obj *cudacore__mr_reserve(uint64_t *id, const char *call) {
    return (cudacore__mr_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], id, call);
}

CUDACORE__PRIVATE cudacore_result cudacore__pool_set_threshold(cudacore_CUmemoryPool pool, uint64_t threshold) {
    cudacore_cuuint64_t v = (cudacore_cuuint64_t)(threshold ? threshold : ~(uint64_t)0);
    CUDACORE__CU_TRY(cuMemPoolSetAttribute, (pool, CUDACORE_CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &v));
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__check_peers(const int *peers, int count, int self, const char *call) {
    int i;
    if (count < 0 || count > 16 || (count && !peers))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "peer_count must be 0..16 with peers set (got %d)", count);
    for (i = 0; i < count; i++) {
        CUDACORE__CHECK_DEVICE(peers[i], call);
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
    CUDACORE__CU_TRY(cuMemPoolSetAccess, (pool, &a, 1));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_memory_resource(int device, cudacore_memory_resource *out) {
    static const char *call = "cudacore_device_memory_resource";
    cudacore__mr_obj *mo;
    cudacore_CUmemoryPool pool = NULL;
    uint64_t id = 0;
    cudacore_result r;
    CUDACORE__OUT(out, call);
    out->id = 0;
    CUDACORE__CHECK_DEVICE(device, call);
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
        return cudacore_last_error()->result;
    }
    mo->type = CUDACORE_MR_DEVICE_POOL;
    mo->device = device;
    mo->dev_acc = 1;
    mo->pool = pool;
    mo->is_default = 1;
    cudacore__pool_commit(mo, id);
    cudacore__default_mr[device].gen = cudacore__setup_gen;
    cudacore__store64(&cudacore__default_mr[device].id, id);
    cudacore__unlock(&cudacore__lib_lock);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__create_pool(const cudacore_CUmemPoolProps *props, uint64_t threshold, const int *peers, int npeers,
                                                        cudacore_CUmemoryPool *pool, const char *call) {
    int i;
    cudacore_result r;
    CUDACORE__CU_TRY(cuMemPoolCreate, (pool, props));
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
    cudacore_CUmemoryPool pool = NULL;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    cudacore_result r;
    CUDACORE__OUT(out, call);
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    CUDACORE__CHECK_DEVICE(d.device, call);
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
    if (!mo) return cudacore_last_error()->result;
    r = cudacore__create_pool(&props, d.release_threshold, d.peers, d.peer_count, &pool, call);
    if (r != CUDACORE_SUCCESS) {
        cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], mo, id);
        return r;
    }
    mo->type = CUDACORE_MR_DEVICE_POOL;
    mo->device = d.device;
    mo->dev_acc = 1;
    mo->ipc = d.ipc != 0;
    mo->pool = pool;
    mo->owns_pool = 1;
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_malloc_resource_create(int device, cudacore_memory_resource *out) {
    static const char *call = "cudacore_device_malloc_resource_create";
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    CUDACORE__OUT(out, call);
    out->id = 0;
    CUDACORE__CHECK_DEVICE(device, call);
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore_last_error()->result;
    mo->type = CUDACORE_MR_DEVICE;
    mo->device = device;
    mo->dev_acc = 1;
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_pinned_memory_resource_create(const cudacore_pinned_memory_resource_desc *desc,
                                                                    cudacore_memory_resource *out) {
    static const char *call = "cudacore_pinned_memory_resource_create";
    cudacore_pinned_memory_resource_desc d;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    CUDACORE__OUT(out, call);
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    CUDACORE__NEED(CUDA, call);
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore_last_error()->result;
    mo->type = CUDACORE_MR_PINNED;
    mo->device = -1;
    mo->dev_acc = 1;
    mo->host_acc = 1;
    mo->flags = (d.portable ? CUDACORE_CU_MEMHOSTALLOC_PORTABLE : 0u) | (d.mapped ? CUDACORE_CU_MEMHOSTALLOC_DEVICEMAP : 0u) |
                (d.write_combined ? CUDACORE_CU_MEMHOSTALLOC_WRITECOMBINED : 0u);
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_pinned_pool_resource_create(const cudacore_host_pool_desc *desc, cudacore_memory_resource *out) {
    static const char *call = "cudacore_pinned_pool_resource_create";
    cudacore_host_pool_desc d;
    cudacore_CUmemPoolProps props;
    cudacore_CUmemoryPool pool = NULL;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    int i, dev = 0;
    cudacore_result r;
    CUDACORE__OUT(out, call);
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
    if (!mo) return cudacore_last_error()->result;
    r = cudacore__create_pool(&props, d.release_threshold, NULL, 0, &pool, call);
    for (i = 0; r == CUDACORE_SUCCESS && i < cudacore__g.device_count && i < CUDACORE__MAX_DEVICES; i++) r = cudacore__pool_access(pool, i, 1);
    if (r != CUDACORE_SUCCESS) {
        if (pool) CUDACORE__CLEANUP(CUDACORE__CU(cuMemPoolDestroy)(pool));
        cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], mo, id);
        return r;
    }
    mo->type = CUDACORE_MR_PINNED_POOL;
    mo->device = -1;
    mo->dev_acc = 1;
    mo->host_acc = 1;
    mo->pool = pool;
    mo->owns_pool = 1;
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_managed_memory_resource_create(const cudacore_managed_memory_resource_desc *desc,
                                                                     cudacore_memory_resource *out) {
    static const char *call = "cudacore_managed_memory_resource_create";
    cudacore_managed_memory_resource_desc d;
    cudacore_CUmemPoolProps props;
    cudacore_CUmemoryPool pool = NULL;
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    cudacore_result r;
    CUDACORE__OUT(out, call);
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    CUDACORE__CHECK_DEVICE(d.device, call);
    if (d.pool && cudacore__g.driver_version < 13000)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "managed memory pools need a CUDA 13 driver (this one is %d)",
                              cudacore__g.driver_version);
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore_last_error()->result;
    if (d.pool) {
        memset(&props, 0, sizeof props);
        props.allocType = CUDACORE_CU_MEM_ALLOCATION_TYPE_MANAGED;
        props.location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
        props.location.id = d.device;
        r = cudacore__create_pool(&props, 0, NULL, 0, &pool, call);
        if (r != CUDACORE_SUCCESS) {
            cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], mo, id);
            return r;
        }
    }
    mo->type = d.pool ? CUDACORE_MR_MANAGED_POOL : CUDACORE_MR_MANAGED;
    mo->device = d.device;
    mo->dev_acc = mo->host_acc = mo->managed = 1;
    mo->flags = d.attach_host ? (unsigned)CUDACORE_CU_MEM_ATTACH_HOST : (unsigned)CUDACORE_CU_MEM_ATTACH_GLOBAL;
    mo->pool = pool;
    mo->owns_pool = pool != NULL;
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
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
    CUDACORE__OUT(out, call);
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    CUDACORE__CHECK_DEVICE(d.device, call);
    r = cudacore__check_peers(d.peers, d.peer_count, d.device, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__vmm_prop(&prop, d.device);
    CUDACORE__CU_TRY(cuMemGetAllocationGranularity, (&gran, &prop, CUDACORE_CU_MEM_ALLOC_GRANULARITY_RECOMMENDED));
    if (!gran) return CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "the driver reported a granularity of 0");
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore_last_error()->result;
    mo->type = CUDACORE_MR_VIRTUAL;
    mo->device = d.device;
    mo->dev_acc = 1;
    mo->granularity = gran;
    mo->reserve_size = d.reserve_size;
    mo->peer_count = d.peer_count;
    for (i = 0; i < d.peer_count; i++) mo->peers[i] = d.peers[i];
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_user_memory_resource_create(const cudacore_user_memory_resource_desc *desc,
                                                                  cudacore_memory_resource *out) {
    static const char *call = "cudacore_user_memory_resource_create";
    cudacore__mr_obj *mo;
    uint64_t id = 0;
    CUDACORE__OUT(out, call);
    out->id = 0;
    CUDACORE__OUT(desc, call);
    if (!desc->vtable.allocate || !desc->vtable.deallocate)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "vtable.allocate and vtable.deallocate are required");
    cudacore__ensure_setup();
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) return cudacore_last_error()->result;
    mo->type = CUDACORE_MR_USER;
    mo->device = desc->device;
    mo->dev_acc = desc->device_accessible != 0;
    mo->host_acc = desc->host_accessible != 0;
    mo->managed = desc->managed != 0;
    mo->vt = desc->vtable;
    mo->user_data = desc->user_data;
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_destroy(cudacore_memory_resource mr) {
    static const char *call = "cudacore_memory_resource_destroy";
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE];
    cudacore__mr_obj *mo;
    cudacore_result r = CUDACORE_SUCCESS;
    {
        CUDACORE__LOOKUP(cudacore__mr_obj, probe, MEMORY_RESOURCE, mr.id, call);
        if (probe->is_default) return CUDACORE_SUCCESS;
    }
    mo = (cudacore__mr_obj *)cudacore__pool_take(pool, mr.id, call);
    if (!mo) return cudacore_last_error()->result;
    if (mo->owns_pool && mo->pool) r = CUDACORE__CU_CALL(cuMemPoolDestroy, (mo->pool));
    if (mo->type == CUDACORE_MR_USER && mo->vt.destroy) mo->vt.destroy(mo->user_data);
    cudacore__pool_release(pool, mo, mr.id);
    return r;
}

CUDACORE_API cudacore_result cudacore_memory_resource_get_info(cudacore_memory_resource mr, cudacore_memory_resource_info *info) {
    CUDACORE__OUT(info, "cudacore_memory_resource_get_info");
    memset(info, 0, sizeof *info);
    {
        CUDACORE__LOOKUP(cudacore__mr_obj, mo, MEMORY_RESOURCE, mr.id, "cudacore_memory_resource_get_info");
        info->type = mo->type;
        info->device = mo->device;
        info->device_accessible = mo->dev_acc;
        info->host_accessible = mo->host_acc;
        info->managed = mo->managed;
        info->ipc_enabled = mo->ipc;
        info->pool = mo->pool;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__vmm_map(cudacore__vmm_alloc *v, size_t bytes, const char *call) {
    cudacore_CUmemAllocationProp_v1 prop;
    cudacore_CUmemGenericAllocationHandle_v1 h = 0;
    cudacore_result r;
    if (v->nchunks >= CUDACORE__VMM_MAX_CHUNKS)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "a virtual-memory buffer can grow at most %d times", CUDACORE__VMM_MAX_CHUNKS - 1);
    cudacore__vmm_prop(&prop, v->device);
    CUDACORE__CU_TRY(cuMemCreate, (&h, bytes, &prop, 0));
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

/* Allocates size > 0 bytes from mo; fills the buffer fields when b != NULL. */
CUDACORE__PRIVATE cudacore_result cudacore__mr_alloc(cudacore__mr_obj *mo, size_t size, cudacore_CUstream cs, int sdev, cudacore_CUdeviceptr *ptr,
                                                     cudacore__buffer_obj *b, const char *call) {
    cudacore_result r;
    switch (mo->type) {
        case CUDACORE_MR_DEVICE_POOL:
        case CUDACORE_MR_PINNED_POOL:
        case CUDACORE_MR_MANAGED_POOL:
            if (CUDACORE__UNLIKELY(sdev >= 0 && mo->device >= 0 && sdev != mo->device && mo->type == CUDACORE_MR_DEVICE_POOL))
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                      "the stream belongs to device %d but the memory resource to device %d", sdev, mo->device);
            r = CUDACORE__CU_CALL(cuMemAllocFromPoolAsync, (ptr, size, mo->pool, cs));
            if (CUDACORE__UNLIKELY(r == CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY && mo->type == CUDACORE_MR_PINNED_POOL))
                r = cudacore__err.info.result = CUDACORE_ERROR_OUT_OF_HOST_MEMORY; /* pinned host memory ran out */
            if (CUDACORE__UNLIKELY(r == CUDACORE_ERROR_CAPTURE))
                cudacore__set_detail("the stream is being captured and this pool cannot allocate in a graph: allocate before capture, or use "
                                     "cudacore_device_memory_resource (its allocations become graph memory nodes)");
            if (b) b->free_method = CUDACORE__FREE_POOL;
            return r;
        case CUDACORE_MR_DEVICE:
            r = cudacore__push_device(mo->device, call);
            if (r != CUDACORE_SUCCESS) return r;
            *ptr = 0;
            r = CUDACORE__CU_CALL(cuMemAlloc, (ptr, size));
            /* During another thread's global-mode capture the driver allocates,
               then reports the capture violation: give that memory back. */
            if (r != CUDACORE_SUCCESS && *ptr) CUDACORE__CLEANUP(CUDACORE__CU_CALL(cuMemFree, (*ptr)));
            if (r != CUDACORE_SUCCESS) *ptr = 0;
            cudacore__pop_device();
            if (b) b->free_method = CUDACORE__FREE_DEVICE;
            return r;
        case CUDACORE_MR_PINNED: {
            void *hp = NULL;
            r = CUDACORE__CU_CALL(cuMemHostAlloc, (&hp, size, mo->flags));
            if (r == CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY) r = cudacore__err.info.result = CUDACORE_ERROR_OUT_OF_HOST_MEMORY; /* host memory ran out */
            if (r != CUDACORE_SUCCESS) return r;
            *ptr = (cudacore_CUdeviceptr)(uintptr_t)hp;
            if (b) b->free_method = CUDACORE__FREE_HOST;
            return CUDACORE_SUCCESS;
        }
        case CUDACORE_MR_MANAGED:
            r = cudacore__push_device(mo->device, call);
            if (r != CUDACORE_SUCCESS) return r;
            r = CUDACORE__CU_CALL(cuMemAllocManaged, (ptr, size, mo->flags));
            cudacore__pop_device();
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
            r = CUDACORE__CU_CALL(cuMemAddressReserve, (&v->va, reserve, 0, 0, 0));
            if (r == CUDACORE_SUCCESS) r = cudacore__vmm_map(v, rounded, call);
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
            r = mo->vt.allocate(mo->user_data, size, cs, ptr);
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

/* Frees a buffer's memory on stream cs. */
CUDACORE__PRIVATE cudacore_result cudacore__buffer_release_memory(cudacore__buffer_obj *b, cudacore_CUstream cs, const char *call) {
    cudacore_result r = CUDACORE_SUCCESS;
    if (!b->owned || b->is_view || (!b->ptr && b->free_method != CUDACORE__FREE_DLPACK)) return CUDACORE_SUCCESS;
    if (b->free_method == CUDACORE__FREE_POOL) return CUDACORE__CU_CALL(cuMemFreeAsync, (b->ptr, cs));
    if (b->free_method == CUDACORE__FREE_USER) {
        r = b->u.user.dealloc(b->u.user.user_data, b->ptr, b->size, cs);
        if (r != CUDACORE_SUCCESS && cudacore_last_error()->result != r) CUDACORE__FAIL(r, call, "the user memory resource's deallocate failed");
        return r;
    }
    /* not stream-ordered: let the stream's earlier work finish first */
    r = CUDACORE__CU_CALL(cuStreamSynchronize, (cs));
    if (r != CUDACORE_SUCCESS) return r;
    switch (b->free_method) {
        case CUDACORE__FREE_DEVICE: return CUDACORE__CU_CALL(cuMemFree, (b->ptr));
        case CUDACORE__FREE_HOST: return CUDACORE__CU_CALL(cuMemFreeHost, ((void *)(uintptr_t)b->ptr));
        case CUDACORE__FREE_UNREGISTER: return CUDACORE__CU_CALL(cuMemHostUnregister, ((void *)(uintptr_t)b->ptr));
        case CUDACORE__FREE_IPC_CLOSE: return CUDACORE__CU_CALL(cuIpcCloseMemHandle, (b->ptr));
        case CUDACORE__FREE_VMM: cudacore__vmm_release(b->u.vmm); return CUDACORE_SUCCESS;
        case CUDACORE__FREE_DLPACK:
            if (b->u.dl && b->u.dl->deleter) b->u.dl->deleter(b->u.dl);
            return CUDACORE_SUCCESS;
        default: return CUDACORE_SUCCESS;
    }
}

CUDACORE_API cudacore_result cudacore_memory_resource_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_CUdeviceptr *ptr) {
    static const char *call = "cudacore_memory_resource_allocate";
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__OUT(ptr, call);
    *ptr = 0;
    {
        CUDACORE__LOOKUP(cudacore__mr_obj, mo, MEMORY_RESOURCE, mr.id, call);
        CUDACORE__STREAM(s, cs, dev, call);
        if (size == 0) return CUDACORE_SUCCESS;
        return cudacore__mr_alloc(mo, size, cs, dev, ptr, NULL, call);
    }
}

CUDACORE_API cudacore_result cudacore_memory_resource_deallocate(cudacore_memory_resource mr, cudacore_CUdeviceptr ptr, size_t size,
                                                                 cudacore_stream s) {
    static const char *call = "cudacore_memory_resource_deallocate";
    cudacore_CUstream cs = NULL;
    cudacore__buffer_obj tmp;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__mr_obj, mo, MEMORY_RESOURCE, mr.id, call);
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
    if (!ptr) return CUDACORE_SUCCESS;
    memset(&tmp, 0, sizeof tmp);
    tmp.ptr = ptr;
    tmp.size = size;
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
    return cudacore__buffer_release_memory(&tmp, cs, call);
}

CUDACORE__PRIVATE cudacore_result cudacore__pool_of(cudacore_memory_resource mr, cudacore_CUmemoryPool *pool, const char *call) {
    CUDACORE__LOOKUP(cudacore__mr_obj, mo, MEMORY_RESOURCE, mr.id, call);
    if (!mo->pool) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the memory resource is not pool-based");
    *pool = mo->pool;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_get_attribute(cudacore_memory_resource mr, cudacore_CUmemPool_attribute attr, uint64_t *value) {
    static const char *call = "cudacore_memory_resource_get_attribute";
    cudacore_CUmemoryPool pool = NULL;
    cudacore_result r;
    CUDACORE__OUT(value, call);
    *value = 0;
    r = cudacore__pool_of(mr, &pool, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((int)attr >= 1 && (int)attr <= 3) { /* the REUSE_* booleans are ints */
        int v = 0;
        CUDACORE__CU_TRY(cuMemPoolGetAttribute, (pool, attr, &v));
        *value = (uint64_t)v;
    } else {
        cudacore_cuuint64_t v = 0;
        CUDACORE__CU_TRY(cuMemPoolGetAttribute, (pool, attr, &v));
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
        CUDACORE__CU_TRY(cuMemPoolSetAttribute, (pool, attr, &v));
    } else {
        cudacore_cuuint64_t v = (cudacore_cuuint64_t)value;
        CUDACORE__CU_TRY(cuMemPoolSetAttribute, (pool, attr, &v));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_trim(cudacore_memory_resource mr, size_t min_bytes_to_keep) {
    cudacore_CUmemoryPool pool = NULL;
    cudacore_result r = cudacore__pool_of(mr, &pool, "cudacore_memory_resource_trim");
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuMemPoolTrimTo, (pool, min_bytes_to_keep));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_memory_resource_set_peer_access(cudacore_memory_resource mr, int peer, int enable) {
    static const char *call = "cudacore_memory_resource_set_peer_access";
    cudacore_CUmemoryPool pool = NULL;
    cudacore_result r = cudacore__pool_of(mr, &pool, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CHECK_DEVICE(peer, call);
    return cudacore__pool_access(pool, peer, enable);
}

/*--- buffers ---*/
CUDACORE__PRIVATE cudacore__buffer_obj *cudacore__buffer_reserve(uint64_t *id, const char *call) {
    return (cudacore__buffer_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], id, call);
}

CUDACORE__PRIVATE unsigned char cudacore__mr_kind(const cudacore__mr_obj *mo) {
    if (mo->managed) return CUDACORE_MEMORY_MANAGED;
    if (mo->host_acc) return CUDACORE_MEMORY_HOST;
    return CUDACORE_MEMORY_DEVICE;
}

CUDACORE_API cudacore_result cudacore_buffer_allocate(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_allocate";
    cudacore__pool *bp = &cudacore__g.pools[CUDACORE_OBJECT_BUFFER];
    cudacore__buffer_obj *b;
    cudacore_CUstream cs = NULL;
    cudacore_CUdeviceptr ptr = 0;
    uint64_t id;
    int dev = -1;
    cudacore_result r;
    if (CUDACORE__UNLIKELY(!out)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        CUDACORE__LOOKUP(cudacore__mr_obj, mo, MEMORY_RESOURCE, mr.id, call);
        CUDACORE__STREAM(s, cs, dev, call);
        b = cudacore__buffer_reserve(&id, call);
        if (CUDACORE__UNLIKELY(!b)) return cudacore_last_error()->result;
        if (size) {
            r = cudacore__mr_alloc(mo, size, cs, dev, &ptr, b, call);
            if (CUDACORE__UNLIKELY(r != CUDACORE_SUCCESS)) {
                cudacore__pool_release(bp, b, id);
                return r;
            }
        }
        b->ptr = ptr;
        b->size = size;
        b->mr_id = mr.id;
        b->device = mo->device;
        b->kind = cudacore__mr_kind(mo);
        b->dev_acc = (unsigned char)mo->dev_acc;
        b->host_acc = (unsigned char)mo->host_acc;
        b->managed = (unsigned char)mo->managed;
        b->owned = 1;
    }
    cudacore__pool_commit(b, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_free(cudacore_buffer buf, cudacore_stream s) {
    static const char *call = "cudacore_buffer_free";
    cudacore__pool *bp = &cudacore__g.pools[CUDACORE_OBJECT_BUFFER];
    cudacore__buffer_obj *b;
    cudacore_CUstream cs = NULL;
    int dev = -1;
    cudacore_result r;
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
    b = (cudacore__buffer_obj *)cudacore__pool_take(bp, buf.id, call);
    if (CUDACORE__UNLIKELY(!b)) return cudacore_last_error()->result;
    r = cudacore__buffer_release_memory(b, cs, call);
    if (CUDACORE__UNLIKELY(r != CUDACORE_SUCCESS)) {
        /* nothing was freed (the stream sync, or the free itself, failed): the
           handle stays valid so that the caller can retry */
        cudacore__pool_commit(b, buf.id);
        return r;
    }
    cudacore__pool_release(bp, b, buf.id);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_native(cudacore_buffer buf, cudacore_CUdeviceptr *out) {
    CUDACORE__OUT(out, "cudacore_buffer_native");
    *out = 0;
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, "cudacore_buffer_native");
        *out = b->ptr;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_host_ptr(cudacore_buffer buf, void **out) {
    CUDACORE__OUT(out, "cudacore_buffer_host_ptr");
    *out = NULL;
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, "cudacore_buffer_host_ptr");
        if (!b->host_acc)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_buffer_host_ptr", "the buffer holds device memory, not host-accessible");
        *out = (void *)(uintptr_t)b->ptr;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_get_info(cudacore_buffer buf, cudacore_buffer_info *info) {
    CUDACORE__OUT(info, "cudacore_buffer_get_info");
    memset(info, 0, sizeof *info);
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, "cudacore_buffer_get_info");
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
    }
    return CUDACORE_SUCCESS;
}

/* Commits a buffer for memory described by pointer attributes. */
CUDACORE__PRIVATE cudacore_result cudacore__buffer_from_ptr(cudacore_CUdeviceptr ptr, size_t size, int owned, int free_method, cudacore_buffer *out,
                                                            cudacore__buffer_obj **made, const char *call) {
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
    if (ptr) CUDACORE__CU_TRY(cuPointerGetAttributes, (3, attrs, data, ptr));
    b = cudacore__buffer_reserve(&id, call);
    if (!b) return cudacore_last_error()->result;
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
    cudacore__pool_commit(b, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_wrap(cudacore_CUdeviceptr ptr, size_t size, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_wrap";
    CUDACORE__OUT(out, call);
    out->id = 0;
    if (!ptr && size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr is 0 but size is %llu", (unsigned long long)size);
    if (ptr && (uint64_t)size > ~(uint64_t)0 - ptr) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr + size overflows");
    CUDACORE__NEED(CUDA, call);
    return cudacore__buffer_from_ptr(ptr, size, 0, CUDACORE__FREE_NONE, out, NULL, call);
}

CUDACORE_API cudacore_result cudacore_buffer_register_host(void *ptr, size_t size, unsigned int flags, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_register_host";
    cudacore_result r;
    int dev = 0;
    CUDACORE__OUT(out, call);
    out->id = 0;
    if (!ptr || !size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "ptr and size must be non-zero");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuMemHostRegister, (ptr, size, flags));
    r = cudacore__buffer_from_ptr((cudacore_CUdeviceptr)(uintptr_t)ptr, size, 1, CUDACORE__FREE_UNREGISTER, out, NULL, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuMemHostUnregister)(ptr));
    return r;
}

CUDACORE_API cudacore_result cudacore_buffer_view(cudacore_buffer parent, size_t offset, size_t size, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_view";
    cudacore__buffer_obj *b;
    uint64_t id;
    CUDACORE__OUT(out, call);
    out->id = 0;
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, p, BUFFER, parent.id, call);
        if (!CUDACORE__IN_BOUNDS(offset, size, p->size)) return cudacore__oob(call, "view", offset, size, p->size);
        b = cudacore__buffer_reserve(&id, call);
        if (!b) return cudacore_last_error()->result;
        *b = *p;
        b->ptr = size ? p->ptr + offset : 0;
        b->size = size;
        b->is_view = 1;
        b->owned = 0;
        b->free_method = CUDACORE__FREE_NONE;
    }
    cudacore__pool_commit(b, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_copy_from_host(cudacore_buffer dst, size_t dst_offset, const void *src, size_t size, cudacore_stream s) {
    static const char *call = "cudacore_buffer_copy_from_host";
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, dst.id, call);
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(dst_offset, size, b->size))) return cudacore__oob(call, "destination", dst_offset, size, b->size);
    if (CUDACORE__UNLIKELY(size == 0)) return CUDACORE_SUCCESS;
    if (CUDACORE__UNLIKELY(!src)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "src is NULL");
    if (b->kind == CUDACORE_MEMORY_DEVICE) CUDACORE__CU_TRY(cuMemcpyHtoDAsync, (b->ptr + dst_offset, src, size, cs));
    else CUDACORE__CU_TRY(cuMemcpyAsync, (b->ptr + dst_offset, (cudacore_CUdeviceptr)(uintptr_t)src, size, cs));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_copy_to_host(void *dst, cudacore_buffer src, size_t src_offset, size_t size, cudacore_stream s) {
    static const char *call = "cudacore_buffer_copy_to_host";
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, src.id, call);
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(src_offset, size, b->size))) return cudacore__oob(call, "source", src_offset, size, b->size);
    if (CUDACORE__UNLIKELY(size == 0)) return CUDACORE_SUCCESS;
    if (CUDACORE__UNLIKELY(!dst)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "dst is NULL");
    if (b->kind == CUDACORE_MEMORY_DEVICE) CUDACORE__CU_TRY(cuMemcpyDtoHAsync, (dst, b->ptr + src_offset, size, cs));
    else CUDACORE__CU_TRY(cuMemcpyAsync, ((cudacore_CUdeviceptr)(uintptr_t)dst, b->ptr + src_offset, size, cs));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_copy(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset, size_t size,
                                                  cudacore_stream s) {
    static const char *call = "cudacore_buffer_copy";
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__buffer_obj, d, BUFFER, dst.id, call);
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, sb, BUFFER, src.id, call);
        CUDACORE__STREAM(s, cs, dev, call);
        (void)dev;
        if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(dst_offset, size, d->size))) return cudacore__oob(call, "destination", dst_offset, size, d->size);
        if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(src_offset, size, sb->size))) return cudacore__oob(call, "source", src_offset, size, sb->size);
        if (CUDACORE__UNLIKELY(size == 0)) return CUDACORE_SUCCESS;
        CUDACORE__CU_TRY(cuMemcpyAsync, (d->ptr + dst_offset, sb->ptr + src_offset, size, cs));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_copy_peer(cudacore_buffer dst, size_t dst_offset, cudacore_buffer src, size_t src_offset, size_t size,
                                                       cudacore_stream s) {
    static const char *call = "cudacore_buffer_copy_peer";
    cudacore_CUstream cs = NULL;
    cudacore_CUcontext dctx = NULL, sctx = NULL;
    cudacore_result r;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__buffer_obj, d, BUFFER, dst.id, call);
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, sb, BUFFER, src.id, call);
        CUDACORE__STREAM(s, cs, dev, call);
        (void)dev;
        if (d->device < 0 || sb->device < 0 || d->kind != CUDACORE_MEMORY_DEVICE || sb->kind != CUDACORE_MEMORY_DEVICE)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "peer copies need device memory on both sides (use cudacore_buffer_copy)");
        if (!CUDACORE__IN_BOUNDS(dst_offset, size, d->size)) return cudacore__oob(call, "destination", dst_offset, size, d->size);
        if (!CUDACORE__IN_BOUNDS(src_offset, size, sb->size)) return cudacore__oob(call, "source", src_offset, size, sb->size);
        if (size == 0) return CUDACORE_SUCCESS;
        r = cudacore__primary(d->device, &dctx, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__primary(sb->device, &sctx, call);
        if (r != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_TRY(cuMemcpyPeerAsync, (d->ptr + dst_offset, dctx, sb->ptr + src_offset, sctx, size, cs));
    }
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
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
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
    cudacore_CUstream cs = NULL;
    int dev = -1;
    cudacore_result r;
    CUDACORE__OUT(desc, call);
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
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
    CUDACORE__CU_TRY(cuMemcpy2DAsync, (&m, cs));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_fill(cudacore_buffer buf, size_t offset, size_t size, uint32_t value, int pattern_size, cudacore_stream s) {
    static const char *call = "cudacore_buffer_fill";
    cudacore_CUstream cs = NULL;
    cudacore_CUdeviceptr p;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
    CUDACORE__STREAM(s, cs, dev, call);
    if (CUDACORE__UNLIKELY(pattern_size != 1 && pattern_size != 2 && pattern_size != 4))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pattern_size must be 1, 2 or 4, not %d", pattern_size);
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(offset, size, b->size))) return cudacore__oob(call, "fill", offset, size, b->size);
    if (CUDACORE__UNLIKELY((offset | size) % (size_t)pattern_size))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "offset %llu and size %llu must be multiples of the %d-byte pattern",
                              (unsigned long long)offset, (unsigned long long)size, pattern_size);
    if (CUDACORE__UNLIKELY(!b->dev_acc))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is not device-accessible (pageable host memory): fill it on the host");
    if (CUDACORE__UNLIKELY(dev >= 0 && b->kind == CUDACORE_MEMORY_DEVICE && b->device >= 0 && dev != b->device))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the stream belongs to device %d but the buffer to device %d", dev, b->device);
    if (size == 0) return CUDACORE_SUCCESS;
    p = b->ptr + offset;
    if (CUDACORE__UNLIKELY(p % (cudacore_CUdeviceptr)pattern_size))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the address is not aligned to the %d-byte pattern", pattern_size);
    if (pattern_size == 1) CUDACORE__CU_TRY(cuMemsetD8Async, (p, (unsigned char)value, size, cs));
    else if (pattern_size == 2) CUDACORE__CU_TRY(cuMemsetD16Async, (p, (unsigned short)value, size / 2, cs));
    else CUDACORE__CU_TRY(cuMemsetD32Async, (p, (unsigned int)value, size / 4, cs));
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_CUmemLocation cudacore__location(int device) {
    cudacore_CUmemLocation l;
    memset(&l, 0, sizeof l);
    l.type = device < 0 ? CUDACORE_CU_MEM_LOCATION_TYPE_HOST : CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
    l.id = device < 0 ? 0 : device;
    return l;
}

CUDACORE_API cudacore_result cudacore_buffer_prefetch(cudacore_buffer buf, size_t offset, size_t size, int device, cudacore_stream s) {
    static const char *call = "cudacore_buffer_prefetch";
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
    if (!b->managed) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "prefetch needs managed memory");
    if (!CUDACORE__IN_BOUNDS(offset, size, b->size)) return cudacore__oob(call, "prefetch", offset, size, b->size);
    if (device >= 0) CUDACORE__CHECK_DEVICE(device, call);
    if (size == 0) return CUDACORE_SUCCESS;
    CUDACORE__CU_TRY(cuMemPrefetchAsync_v2, (b->ptr + offset, size, cudacore__location(device), 0, cs));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_advise(cudacore_buffer buf, size_t offset, size_t size, cudacore_CUmem_advise advice, int device) {
    static const char *call = "cudacore_buffer_advise";
    CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
    if (!b->managed) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "advise needs managed memory");
    if (!CUDACORE__IN_BOUNDS(offset, size, b->size)) return cudacore__oob(call, "advise", offset, size, b->size);
    if (device >= 0) CUDACORE__CHECK_DEVICE(device, call);
    if (size == 0) return CUDACORE_SUCCESS;
    CUDACORE__CU_TRY(cuMemAdvise_v2, (b->ptr + offset, size, advice, cudacore__location(device)));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_grow(cudacore_buffer buf, size_t new_size) {
    static const char *call = "cudacore_buffer_grow";
    cudacore__vmm_alloc *v;
    size_t want;
    cudacore_result r;
    CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
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
    static const char *call = "cudacore_memory_resource_export_fd";
    int h = -1;
    CUDACORE__OUT(fd, call);
    *fd = -1;
    {
        CUDACORE__LOOKUP(cudacore__mr_obj, mo, MEMORY_RESOURCE, mr.id, call);
        if (!mo->ipc || !mo->pool)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the resource is not an IPC-enabled pool (cudacore_device_pool_desc.ipc = 1)");
        CUDACORE__CU_TRY(cuMemPoolExportToShareableHandle, (&h, mo->pool, CUDACORE_CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
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
    CUDACORE__OUT(out, call);
    out->id = 0;
    if (fd < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "fd %d is not a file descriptor", fd);
    CUDACORE__CHECK_DEVICE(device, call);
    r = cudacore__push_device(device, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = CUDACORE__CU_CALL(cuMemPoolImportFromShareableHandle,
                          (&pool, (void *)(intptr_t)fd, CUDACORE_CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    cudacore__pop_device();
    if (r != CUDACORE_SUCCESS) return r;
    mo = cudacore__mr_reserve(&id, call);
    if (!mo) {
        CUDACORE__CLEANUP(CUDACORE__CU(cuMemPoolDestroy)(pool));
        return cudacore_last_error()->result;
    }
    mo->type = CUDACORE_MR_IMPORTED_POOL;
    mo->device = device;
    mo->dev_acc = 1;
    mo->ipc = 1;
    mo->pool = pool;
    mo->owns_pool = 1;
    cudacore__pool_commit(mo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_ipc_export(cudacore_buffer buf, cudacore_buffer_ipc_descriptor *out) {
    static const char *call = "cudacore_buffer_ipc_export";
    cudacore_CUmemPoolPtrExportData_v1 data;
    CUDACORE__OUT(out, call);
    memset(out, 0, sizeof *out);
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
        cudacore__mr_obj *mo = (cudacore__mr_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], b->mr_id);
        if (b->is_view || !b->ptr || !mo || !mo->ipc || b->free_method != CUDACORE__FREE_POOL)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "only a whole, non-empty buffer of a live IPC-enabled pool resource can be exported");
        memset(&data, 0, sizeof data);
        CUDACORE__CU_TRY(cuMemPoolExportPointer, (&data, b->ptr));
        memcpy(out->data, &data, sizeof out->data);
        out->size = b->size;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_ipc_import(cudacore_memory_resource imported, const cudacore_buffer_ipc_descriptor *desc,
                                                        cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_ipc_import";
    cudacore_CUmemPoolPtrExportData_v1 data;
    cudacore_CUdeviceptr ptr = 0;
    cudacore__buffer_obj *b;
    uint64_t id;
    CUDACORE__OUT(out, call);
    out->id = 0;
    CUDACORE__OUT(desc, call);
    {
        CUDACORE__LOOKUP(cudacore__mr_obj, mo, MEMORY_RESOURCE, imported.id, call);
        if (mo->type != CUDACORE_MR_IMPORTED_POOL)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "use the resource returned by cudacore_memory_resource_import_fd");
        memcpy(&data, desc->data, sizeof desc->data);
        b = cudacore__buffer_reserve(&id, call);
        if (!b) return cudacore_last_error()->result;
        if (CUDACORE__CU_CALL(cuMemPoolImportPointer, (&ptr, mo->pool, &data)) != CUDACORE_SUCCESS) {
            cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], b, id);
            return cudacore_last_error()->result;
        }
        b->ptr = ptr;
        b->size = (size_t)desc->size;
        b->mr_id = imported.id;
        b->device = mo->device;
        b->kind = CUDACORE_MEMORY_DEVICE;
        b->dev_acc = 1;
        b->owned = 1;
        b->free_method = CUDACORE__FREE_POOL;
    }
    cudacore__pool_commit(b, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_ipc_get_mem_handle(cudacore_buffer buf, cudacore_buffer_ipc_mem_handle *out) {
    static const char *call = "cudacore_buffer_ipc_get_mem_handle";
    cudacore_CUipcMemHandle_v1 h;
    CUDACORE__OUT(out, call);
    memset(out, 0, sizeof *out);
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
        if (b->is_view || !b->ptr || b->free_method != CUDACORE__FREE_DEVICE || b->managed)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "legacy IPC needs a whole cuMemAlloc buffer (cudacore_device_malloc_resource_create); pool buffers use cudacore_buffer_ipc_export");
        memset(&h, 0, sizeof h);
        CUDACORE__CU_TRY(cuIpcGetMemHandle, (&h, b->ptr));
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
    CUDACORE__OUT(out, call);
    out->id = 0;
    CUDACORE__OUT(handle, call);
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    memcpy(&h, handle->bytes, 64);
    CUDACORE__CU_TRY(cuIpcOpenMemHandle, (&ptr, h, (unsigned)CUDACORE_CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS));
    r = cudacore__buffer_from_ptr(ptr, (size_t)handle->size, 1, CUDACORE__FREE_IPC_CLOSE, out, NULL, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CLEANUP(CUDACORE__CU(cuIpcCloseMemHandle)(ptr));
    return r;
}

/*--- DLPack ---*/
typedef struct cudacore__dl_export {
    cudacore_DLManagedTensor t;
    int64_t shape[1];
    uint64_t buffer_id;       /* freed by the deleter when ownership was transferred */
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

CUDACORE_API cudacore_result cudacore_buffer_to_dlpack(cudacore_buffer buf, int transfer_ownership, cudacore_DLManagedTensor **out) {
    static const char *call = "cudacore_buffer_to_dlpack";
    cudacore__dl_export *e;
    CUDACORE__OUT(out, call);
    *out = NULL;
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, buf.id, call);
        if ((uint64_t)b->size > (uint64_t)INT64_MAX) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is too large for DLPack");
        e = (cudacore__dl_export *)cudacore__calloc(sizeof *e, call);
        if (!e) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        e->shape[0] = (int64_t)b->size;
        e->t.dl_tensor.data = (void *)(uintptr_t)b->ptr;
        switch (b->kind) {
            case CUDACORE_MEMORY_DEVICE: e->t.dl_tensor.device.device_type = CUDACORE_DL_CUDA; break;
            case CUDACORE_MEMORY_MANAGED: e->t.dl_tensor.device.device_type = CUDACORE_DL_CUDA_MANAGED; break;
            case CUDACORE_MEMORY_HOST: e->t.dl_tensor.device.device_type = CUDACORE_DL_CUDA_HOST; break;
            default: e->t.dl_tensor.device.device_type = CUDACORE_DL_CPU; break;
        }
        e->t.dl_tensor.device.device_id = b->device < 0 ? 0 : b->device;
        e->t.dl_tensor.ndim = 1;
        e->t.dl_tensor.dtype.code = 0; /* kDLInt */
        e->t.dl_tensor.dtype.bits = 8;
        e->t.dl_tensor.dtype.lanes = 1;
        e->t.dl_tensor.shape = e->shape;
        e->t.dl_tensor.strides = NULL;
        e->t.manager_ctx = e;
        e->t.deleter = cudacore__dl_deleter;
        e->buffer_id = transfer_ownership ? buf.id : 0;
    }
    *out = &e->t;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_buffer_from_dlpack(cudacore_DLManagedTensor *tensor, cudacore_buffer *out) {
    static const char *call = "cudacore_buffer_from_dlpack";
    const cudacore_DLTensor *t;
    uint64_t elems = 1, bytes, elem_bits, expect = 1;
    cudacore__buffer_obj *b = NULL;
    cudacore_result r;
    int32_t i;
    CUDACORE__OUT(out, call);
    out->id = 0;
    CUDACORE__OUT(tensor, call);
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
    CUDACORE__NEED(CUDA, call);
    r = cudacore__buffer_from_ptr((cudacore_CUdeviceptr)(uintptr_t)t->data + t->byte_offset, (size_t)bytes, 1, CUDACORE__FREE_DLPACK, out, &b, call);
    if (r != CUDACORE_SUCCESS || !b) return r != CUDACORE_SUCCESS ? r : CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "no buffer was made");
    b->u.dl = tensor;
    return CUDACORE_SUCCESS;
}


/*=== >>impl:programs ==========================================================*/
#if defined(_WIN32)
#include <direct.h>
#include <io.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/utime.h>
#else
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>
#endif

/* A growable list of NUL-terminated strings in one heap block (not on hot paths). */
typedef struct cudacore__strs {
    char *buf;
    size_t len, cap;
    size_t count;
    int oom;
} cudacore__strs;

CUDACORE__PRIVATE void cudacore__strs_addn(cudacore__strs *l, const char *s, size_t n) {
    if (l->oom) return;
    if (l->len + n + 1 > l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 256;
        char *nb;
        while (cap < l->len + n + 1) cap *= 2;
        nb = (char *)cudacore__malloc(cap);
        if (!nb) {
            l->oom = 1;
            return;
        }
        if (l->len) memcpy(nb, l->buf, l->len);
        cudacore__free(l->buf);
        l->buf = nb;
        l->cap = cap;
    }
    memcpy(l->buf + l->len, s, n);
    l->buf[l->len + n] = 0;
    l->len += n + 1;
    l->count++;
}
CUDACORE__PRIVATE void cudacore__strs_addf(cudacore__strs *l, const char *fmt, ...) {
    char tmp[2048], *big;
    int n;
    va_list ap;
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0) {
        l->oom = 1; /* cannot happen with cudacore's formats; never add a wrong option */
        return;
    }
    if ((size_t)n < sizeof tmp) {
        cudacore__strs_addn(l, tmp, (size_t)n);
        return;
    }
    /* a long option (a define, a path): format again into a buffer that fits, never truncate */
    big = (char *)cudacore__malloc((size_t)n + 1);
    if (!big) {
        l->oom = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    cudacore__strs_addn(l, big, (size_t)n);
    cudacore__free(big);
}
CUDACORE__PRIVATE void cudacore__strs_free(cudacore__strs *l) {
    cudacore__free(l->buf);
    memset(l, 0, sizeof *l);
}
/* An argv view of the list (free with cudacore__free), or NULL on OOM. */
CUDACORE__PRIVATE const char **cudacore__strs_argv(const cudacore__strs *l, const char *call) {
    const char **v = (const char **)cudacore__calloc((l->count + 1) * sizeof(char *), call);
    size_t i, off = 0;
    if (!v) return NULL;
    for (i = 0; i < l->count; i++) {
        v[i] = l->buf + off;
        off += strlen(l->buf + off) + 1;
    }
    return v;
}

/* 128-bit FNV-1a style hash, two lanes with different seeds and primes. */
typedef struct cudacore__hash {
    uint64_t a, b;
} cudacore__hash;
CUDACORE__PRIVATE void cudacore__hash_init(cudacore__hash *h) {
    h->a = 0xcbf29ce484222325ull;
    h->b = 0x84222325cbf29ce4ull;
}
CUDACORE__PRIVATE void cudacore__hash_bytes(cudacore__hash *h, const void *data, size_t n) {
    const unsigned char *p = (const unsigned char *)data;
    uint64_t a = h->a, b = h->b;
    size_t i;
    for (i = 0; i < n; i++) {
        a = (a ^ p[i]) * 0x100000001b3ull;
        b = (b ^ p[i]) * 0x00000100000001b3ull + 0x9e3779b97f4a7c15ull;
        b ^= b >> 29;
    }
    h->a = a;
    h->b = b;
}
CUDACORE__PRIVATE void cudacore__hash_u64(cudacore__hash *h, uint64_t v) {
    unsigned char b[8];
    int i;
    for (i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));
    cudacore__hash_bytes(h, b, 8);
}
/* Length-prefixed, so that ("ab","c") and ("a","bc") differ. */
CUDACORE__PRIVATE void cudacore__hash_str(cudacore__hash *h, const char *s, size_t n) {
    cudacore__hash_u64(h, (uint64_t)n);
    cudacore__hash_bytes(h, s, n);
}
CUDACORE__PRIVATE uint64_t cudacore__checksum(const void *data, size_t n) {
    cudacore__hash h;
    cudacore__hash_init(&h);
    cudacore__hash_bytes(&h, data, n);
    return h.a ^ (h.b * 31u);
}

/*--- file helpers ---*/
CUDACORE__PRIVATE int cudacore__read_file(const char *path, void **data, size_t *size) {
    FILE *f;
    long n;
    char *buf;
#if defined(_WIN32)
    struct _stat st;
#else
    struct stat st;
#endif
    *data = NULL;
    *size = 0;
    /* regular files only: a directory or a device "opens", then reports a
       nonsense size (LONG_MAX for a directory) */
#if defined(_WIN32)
    if (_stat(path, &st) != 0 || !(st.st_mode & _S_IFREG)) return 0;
#else
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return 0;
#endif
    f = fopen(path, "rb");
    if (!f) return 0;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return 0;
    }
    buf = (char *)cudacore__malloc((size_t)n + 1);
    if (!buf) {
        fclose(f);
        return 0;
    }
    if (n && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        cudacore__free(buf);
        fclose(f);
        return 0;
    }
    fclose(f);
    buf[n] = 0; /* text inputs (PTX) are NUL-terminated */
    *data = buf;
    *size = (size_t)n;
    return 1;
}
CUDACORE__PRIVATE int cudacore__write_file(const char *path, const void *data, size_t size) {
    FILE *f = fopen(path, "wb");
    int ok;
    if (!f) return 0;
    ok = fwrite(data, 1, size, f) == size;
    ok = (fclose(f) == 0) && ok;
    return ok;
}
CUDACORE__PRIVATE int cudacore__rename_replace(const char *from, const char *to) {
#if defined(_WIN32)
    return MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING) != 0;
#else
    return rename(from, to) == 0;
#endif
}
CUDACORE__PRIVATE void cudacore__mkdirs(const char *path) {
    char tmp[1024];
    size_t i, n = strlen(path);
    if (n >= sizeof tmp) return;
    memcpy(tmp, path, n + 1);
    for (i = 1; i <= n; i++) {
        if (tmp[i] == '/' || tmp[i] == '\\' || tmp[i] == 0) {
            char c = tmp[i];
            tmp[i] = 0;
#if defined(_WIN32)
            _mkdir(tmp);
#else
            mkdir(tmp, 0755);
#endif
            tmp[i] = c;
        }
    }
}
CUDACORE__PRIVATE unsigned long cudacore__pid(void) {
#if defined(_WIN32)
    return (unsigned long)GetCurrentProcessId();
#else
    return (unsigned long)getpid();
#endif
}

/*--- options -> strings ---*/
CUDACORE__PRIVATE void cudacore__tri(cudacore__strs *l, int v, const char *name) {
    if (v) cudacore__strs_addf(l, "%s=%s", name, v > 0 ? "true" : "false");
}
CUDACORE__PRIVATE int cudacore__is_digits(const char *s) {
    if (!s || !*s) return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9') return 0;
    return 1;
}
/* Resolves the arch to "NN[a|f]" digits+suffix (without the sm_/compute_ prefix) into out. */
CUDACORE__PRIVATE cudacore_result cudacore__resolve_arch(const char *arch, char *out, size_t cap, const char *call) {
    if (arch && *arch) {
        const char *p = arch;
        if (!strncmp(p, "sm_", 3)) p += 3;
        else if (!strncmp(p, "compute_", 8)) p += 8;
        else if (!strncmp(p, "lto_", 4)) p += 4;
        if (!*p || *p < '0' || *p > '9' || strlen(p) >= cap)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "arch '%s' is not of the form sm_NN, compute_NN or NN", arch);
        cudacore__copy(out, cap, p);
        return CUDACORE_SUCCESS;
    } else {
        int dev = 0;
        cudacore_device_info info;
        cudacore_result r = cudacore__current_device(&dev, call);
        if (r != CUDACORE_SUCCESS)
            return CUDACORE__FAIL(r == CUDACORE_ERROR_LIBRARY_NOT_FOUND || r == CUDACORE_ERROR_STUB_LIBRARY ? CUDACORE_ERROR_NO_DEVICE : r, call,
                                  "no arch was given and there is no current device to take it from (%s): set options.arch, e.g. \"sm_90\"",
                                  cudacore_result_name(r));
        r = cudacore_device_get_info(dev, &info);
        if (r != CUDACORE_SUCCESS) return r;
        snprintf(out, cap, "%d%d", info.cc_major, info.cc_minor);
        return CUDACORE_SUCCESS;
    }
}

CUDACORE__PRIVATE void cudacore__add_list(cudacore__strs *l, const char *fmt, const char *const *v, size_t n) {
    size_t i;
    for (i = 0; v && i < n; i++)
        if (v[i]) cudacore__strs_addf(l, fmt, v[i]);
}
CUDACORE__PRIVATE void cudacore__add_ints(cudacore__strs *l, const char *flag, const int *v, size_t n) {
    size_t i;
    for (i = 0; v && i < n; i++) cudacore__strs_addf(l, "%s=%d", flag, v[i]);
}

/* Builds the option strings; resolves the arch. */
CUDACORE__PRIVATE cudacore_result cudacore__program_opts(const cudacore_program_options *o, cudacore_program_kind kind, cudacore_code_type target,
                                                          cudacore__strs *l, char *arch_out, size_t arch_cap, const char *call) {
    cudacore_program_options def;
    char arch[32];
    cudacore_result r;
    if (!o) {
        memset(&def, 0, sizeof def);
        o = &def;
    }
    if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
    if (o->optimization_level < 0 || o->optimization_level > CUDACORE_OPT_LEVEL(3))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "optimization_level %d is not 0 or CUDACORE_OPT_LEVEL(0..3)", o->optimization_level);
    r = cudacore__resolve_arch(o->arch, arch, sizeof arch, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (arch_out) cudacore__copy(arch_out, arch_cap, arch);
    if (kind == CUDACORE_PROGRAM_NVVM) {
        /* libNVVM accepts a small subset; reject the rest rather than ignore it. */
        if (o->std || o->relocatable_device_code || o->lineinfo || o->num_defines || o->num_include_paths || o->num_pre_includes ||
            o->use_fast_math || o->max_register_count || o->pch || o->create_pch || o->use_pch || o->time || o->split_compile || o->minimal)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "an option was set that libNVVM does not accept (NVVM takes: arch, debug, optimization_level, ftz, "
                                  "prec_sqrt, prec_div, fma, use_libdevice, extra_options)");
        cudacore__strs_addf(l, "-arch=compute_%s", arch);
        if (o->debug > 0) cudacore__strs_addf(l, "-g");
        if (o->optimization_level) cudacore__strs_addf(l, "-opt=%d", o->optimization_level - 1);
        if (o->ftz) cudacore__strs_addf(l, "-ftz=%d", o->ftz > 0);
        if (o->prec_sqrt) cudacore__strs_addf(l, "-prec-sqrt=%d", o->prec_sqrt > 0);
        if (o->prec_div) cudacore__strs_addf(l, "-prec-div=%d", o->prec_div > 0);
        if (o->fma) cudacore__strs_addf(l, "-fma=%d", o->fma > 0);
        if (target == CUDACORE_CODE_LTOIR) cudacore__strs_addf(l, "-gen-lto");
        cudacore__add_list(l, "%s", o->extra_options, o->num_extra_options);
        return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
    }
    /* NVRTC (PTX programs assembled by the linker use only the arch). */
    cudacore__strs_addf(l, "-arch=%s_%s", target == CUDACORE_CODE_CUBIN ? "sm" : "compute", arch);
    if (kind == CUDACORE_PROGRAM_PTX) return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
    if (o->std) cudacore__strs_addf(l, "--std=%s", o->std);
    cudacore__tri(l, o->relocatable_device_code, "--relocatable-device-code");
    cudacore__tri(l, o->extensible_whole_program, "--extensible-whole-program");
    if (o->debug > 0) cudacore__strs_addf(l, "--device-debug");
    if (o->lineinfo > 0) cudacore__strs_addf(l, "--generate-line-info");
    if (o->device_code_optimize) cudacore__strs_addf(l, "--dopt=%s", o->device_code_optimize > 0 ? "on" : "off");
    if (o->optimization_level) cudacore__strs_addf(l, "--ptxas-options=-O%d", o->optimization_level - 1);
    cudacore__add_list(l, "--ptxas-options=%s", o->ptxas_options, o->num_ptxas_options);
    if (o->max_register_count) cudacore__strs_addf(l, "--maxrregcount=%d", o->max_register_count);
    cudacore__tri(l, o->ftz, "--ftz");
    cudacore__tri(l, o->prec_sqrt, "--prec-sqrt");
    cudacore__tri(l, o->prec_div, "--prec-div");
    cudacore__tri(l, o->fma, "--fmad");
    if (o->use_fast_math > 0) cudacore__strs_addf(l, "--use_fast_math");
    if (o->extra_device_vectorization > 0) cudacore__strs_addf(l, "--extra-device-vectorization");
    if (o->link_time_optimization > 0 || target == CUDACORE_CODE_LTOIR) cudacore__strs_addf(l, "--dlink-time-opt");
    if (o->gen_opt_lto > 0) cudacore__strs_addf(l, "--gen-opt-lto");
    cudacore__add_list(l, "--define-macro=%s", o->defines, o->num_defines);
    cudacore__add_list(l, "--undefine-macro=%s", o->undefines, o->num_undefines);
    cudacore__add_list(l, "--include-path=%s", o->include_paths, o->num_include_paths);
    cudacore__add_list(l, "--pre-include=%s", o->pre_includes, o->num_pre_includes);
    if (o->no_source_include > 0) cudacore__strs_addf(l, "--no-source-include");
    cudacore__tri(l, o->builtin_move_forward, "--builtin-move-forward");
    cudacore__tri(l, o->builtin_initializer_list, "--builtin-initializer-list");
    if (o->restrict_ > 0) cudacore__strs_addf(l, "--restrict");
    if (o->device_as_default_execution_space > 0) cudacore__strs_addf(l, "--device-as-default-execution-space");
    if (o->device_int128 > 0) cudacore__strs_addf(l, "--device-int128");
    if (o->device_float128 > 0) cudacore__strs_addf(l, "--device-float128");
    if (o->disable_warnings > 0) cudacore__strs_addf(l, "--disable-warnings");
    if (o->optimization_info) cudacore__strs_addf(l, "--optimization-info=%s", o->optimization_info);
    if (o->no_display_error_number > 0) cudacore__strs_addf(l, "--no-display-error-number");
    cudacore__add_ints(l, "--diag-error", o->diag_error, o->num_diag_error);
    cudacore__add_ints(l, "--diag-suppress", o->diag_suppress, o->num_diag_suppress);
    cudacore__add_ints(l, "--diag-warn", o->diag_warn, o->num_diag_warn);
    if (o->brief_diagnostics > 0) cudacore__strs_addf(l, "--brief-diagnostics=true");
    if (o->time) cudacore__strs_addf(l, "--time=%s", o->time);
    if (o->fdevice_time_trace) cudacore__strs_addf(l, "--fdevice-time-trace=%s", o->fdevice_time_trace);
    if (o->split_compile) cudacore__strs_addf(l, "--split-compile=%d", o->split_compile);
    if (o->fdevice_syntax_only > 0) cudacore__strs_addf(l, "--fdevice-syntax-only");
    if (o->minimal > 0) cudacore__strs_addf(l, "--minimal");
    if (o->no_cache > 0) cudacore__strs_addf(l, "--no-cache");
    if (o->frandom_seed) cudacore__strs_addf(l, "--frandom-seed=%s", o->frandom_seed);
    if (o->ofast_compile) cudacore__strs_addf(l, "--Ofast-compile=%s", o->ofast_compile);
    if (o->pch > 0) cudacore__strs_addf(l, "--pch");
    if (o->create_pch) cudacore__strs_addf(l, "--create-pch=%s", o->create_pch);
    if (o->use_pch) cudacore__strs_addf(l, "--use-pch=%s", o->use_pch);
    if (o->pch_dir) cudacore__strs_addf(l, "--pch-dir=%s", o->pch_dir);
    if (o->pch_verbose > 0) cudacore__strs_addf(l, "--pch-verbose=true");
    cudacore__tri(l, o->pch_messages, "--pch-messages");
    cudacore__tri(l, o->instantiate_templates_in_pch, "--instantiate-templates-in-pch");
    if (o->use_libdevice)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "use_libdevice applies to NVVM programs only (NVRTC links libdevice itself)");
    cudacore__add_list(l, "%s", o->extra_options, o->num_extra_options);
    return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__format_strs(const cudacore__strs *l, char *buf, size_t cap, size_t *needed, const char *call) {
    size_t i, need = l->len + 1; /* every NUL becomes '\n', plus the final NUL */
    if (needed) *needed = need;
    if (buf && cap) buf[0] = 0;
    if (!buf || cap < need) {
        if (!buf && !cap) return CUDACORE_SUCCESS;
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer holds %lu bytes; %lu are needed", (unsigned long)cap,
                              (unsigned long)need);
    }
    if (l->len) memcpy(buf, l->buf, l->len);
    for (i = 0; i < l->len; i++)
        if (!buf[i]) buf[i] = '\n';
    buf[l->len] = 0;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_program_options_format(const cudacore_program_options *opts, cudacore_program_kind kind,
                                                             cudacore_code_type target, char *buf, size_t cap, size_t *needed) {
    static const char call[] = "cudacore_program_options_format";
    cudacore__strs l;
    cudacore_result r;
    if (needed) *needed = 0;
    if ((unsigned)kind > CUDACORE_PROGRAM_NVVM) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown program kind %d", (int)kind);
    cudacore__ensure_setup();
    memset(&l, 0, sizeof l);
    r = cudacore__program_opts(opts, kind, target, &l, NULL, 0, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__format_strs(&l, buf, cap, needed, call);
    cudacore__strs_free(&l);
    return r;
}

/*--- code images (shared by object code handles, kernels and the in-memory cache) ---*/
typedef struct cudacore__image {
    int refs;                    /* under cudacore__cache_lock */
    int has_key;
    cudacore__hash key;
    struct cudacore__image *next; /* in-memory cache list */
    cudacore_code_type type;
    char *data;                  /* NUL-terminated copy */
    size_t size;
    size_t num_names;
    char **exprs, **lowered;
    char name[64];
    cudacore__mutex load_lock;
    int loaded;                  /* atomic */
    cudacore_CUlibrary lib;
    cudacore_CUmodule mod;       /* fallback on drivers < 12.0 */
} cudacore__image;

typedef struct cudacore__cache_state {
    int configured;
    int disabled;
    char dir[1024];
    uint64_t max_bytes;
    uint64_t hits, misses;
    cudacore__image *loaded;     /* images with a key, alive */
    unsigned long counter;
} cudacore__cache_state;
static cudacore__cache_state cudacore__cache;
static cudacore__mutex cudacore__cache_lock = CUDACORE__MUTEX_INIT;

CUDACORE__PRIVATE void cudacore__image_free(cudacore__image *img) {
    size_t i;
    if (!img) return;
    if (img->lib) CUDACORE__CLEANUP(CUDACORE__CU(cuLibraryUnload)(img->lib));
    if (img->mod) CUDACORE__CLEANUP(CUDACORE__CU(cuModuleUnload)(img->mod));
    for (i = 0; i < img->num_names; i++) {
        if (img->exprs) cudacore__free(img->exprs[i]);
        if (img->lowered) cudacore__free(img->lowered[i]);
    }
    cudacore__free(img->exprs);
    cudacore__free(img->lowered);
    cudacore__free(img->data);
    cudacore__free(img);
}
/* A new image owning a copy of data. */
CUDACORE__PRIVATE cudacore__image *cudacore__image_new(cudacore_code_type type, const void *data, size_t size, const char *name, size_t num_names,
                                                      const char *call) {
    cudacore__image *img = (cudacore__image *)cudacore__calloc(sizeof *img, call);
    cudacore__mutex init = CUDACORE__MUTEX_INIT;
    if (!img) return NULL;
    img->refs = 1;
    img->load_lock = init;
    img->type = type;
    img->data = (char *)cudacore__calloc(size + 1, call);
    if (num_names) {
        img->exprs = (char **)cudacore__calloc(num_names * sizeof(char *), call);
        img->lowered = (char **)cudacore__calloc(num_names * sizeof(char *), call);
    }
    if (!img->data || (num_names && (!img->exprs || !img->lowered))) {
        cudacore__image_free(img);
        return NULL;
    }
    img->num_names = num_names;
    if (size) memcpy(img->data, data, size);
    img->size = size;
    cudacore__copy(img->name, sizeof img->name, name ? name : "");
    return img;
}
CUDACORE__PRIVATE void cudacore__image_retain(cudacore__image *img) {
    cudacore__lock(&cudacore__cache_lock);
    img->refs++;
    cudacore__unlock(&cudacore__cache_lock);
}
CUDACORE__PRIVATE void cudacore__image_release(cudacore__image *img) {
    int last;
    cudacore__lock(&cudacore__cache_lock);
    last = --img->refs == 0;
    if (last && img->has_key) {
        cudacore__image **pp = &cudacore__cache.loaded;
        while (*pp && *pp != img) pp = &(*pp)->next;
        if (*pp) *pp = img->next;
    }
    cudacore__unlock(&cudacore__cache_lock);
    if (last) cudacore__image_free(img);
}

/*--- persistent cache ---*/
#define CUDACORE__CACHE_FORMAT 1u
#define CUDACORE__CACHE_MAGIC "CUDACORE-CACHE\n"

CUDACORE__PRIVATE void cudacore__cache_defaults_locked(void) {
    const char *e;
    if (cudacore__cache.configured) return;
    cudacore__cache.configured = 1;
    cudacore__cache.max_bytes = (uint64_t)1 << 30;
    e = getenv("CUDACORE_CACHE_DISABLE");
    cudacore__cache.disabled = e && e[0] && e[0] != '0';
    cudacore__cache.dir[0] = 0;
    if ((e = getenv("CUDACORE_CACHE_DIR")) && *e) snprintf(cudacore__cache.dir, sizeof cudacore__cache.dir, "%s", e);
#if defined(_WIN32)
    else if ((e = getenv("LOCALAPPDATA")) && *e) snprintf(cudacore__cache.dir, sizeof cudacore__cache.dir, "%s\\cudacore", e);
#else
    else if ((e = getenv("XDG_CACHE_HOME")) && *e) snprintf(cudacore__cache.dir, sizeof cudacore__cache.dir, "%s/cudacore", e);
    else if ((e = getenv("HOME")) && *e) snprintf(cudacore__cache.dir, sizeof cudacore__cache.dir, "%s/.cache/cudacore", e);
#endif
    if (!cudacore__cache.dir[0]) cudacore__cache.disabled = 1;
}

CUDACORE_API cudacore_result cudacore_compile_cache_configure(const cudacore_compile_cache_desc *desc) {
    if (desc && desc->dir && (!desc->dir[0] || strlen(desc->dir) >= sizeof cudacore__cache.dir - 64))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_configure", "desc.dir is %s",
                              desc->dir[0] ? "too long (entries would be written under a truncated path)" : "empty (use NULL for the default)");
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.configured = 0;
    cudacore__cache_defaults_locked();
    if (desc) {
        if (desc->disabled) cudacore__cache.disabled = 1;
        if (desc->dir) {
            snprintf(cudacore__cache.dir, sizeof cudacore__cache.dir, "%s", desc->dir);
            if (!desc->disabled) cudacore__cache.disabled = 0;
        }
        if (desc->max_bytes) cudacore__cache.max_bytes = desc->max_bytes;
    }
    cudacore__unlock(&cudacore__cache_lock);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_compile_cache_stats(uint64_t *hits, uint64_t *misses) {
    if (hits) *hits = 0;
    if (misses) *misses = 0;
    if (!hits && !misses) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_stats", "hits and misses are both NULL");
    cudacore__lock(&cudacore__cache_lock);
    if (hits) *hits = cudacore__cache.hits;
    if (misses) *misses = cudacore__cache.misses;
    cudacore__unlock(&cudacore__cache_lock);
    return CUDACORE_SUCCESS;
}
CUDACORE_API void cudacore_compile_cache_reset_stats(void) {
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.hits = cudacore__cache.misses = 0;
    cudacore__unlock(&cudacore__cache_lock);
}
CUDACORE_API cudacore_result cudacore_compile_cache_dir(char *buf, size_t cap) {
    size_t n;
    if (!buf || !cap) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_dir", "buf is NULL or cap is 0");
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache_defaults_locked();
    n = strlen(cudacore__cache.dir);
    cudacore__copy(buf, cap, n < cap ? cudacore__cache.dir : "");
    cudacore__unlock(&cudacore__cache_lock);
    if (n >= cap)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_dir", "the buffer holds %lu bytes; %lu are needed",
                              (unsigned long)cap, (unsigned long)n + 1);
    return CUDACORE_SUCCESS;
}

/* Calls fn(path, size, mtime, user) for each cache entry file in dir. */
typedef void (*cudacore__entry_fn)(const char *path, uint64_t size, int64_t mtime, void *user);
CUDACORE__PRIVATE void cudacore__cache_scan(const char *dir, cudacore__entry_fn fn, void *user) {
    char path[1200];
#if defined(_WIN32)
    WIN32_FIND_DATAA fd;
    HANDLE h;
    snprintf(path, sizeof path, "%s\\*.ccc", dir);
    h = FindFirstFileA(path, &fd);
    if (h == INVALID_HANDLE_VALUE) return;
    do {
        uint64_t sz = ((uint64_t)fd.nFileSizeHigh << 32) | fd.nFileSizeLow;
        int64_t t = (int64_t)(((uint64_t)fd.ftLastWriteTime.dwHighDateTime << 32) | fd.ftLastWriteTime.dwLowDateTime);
        snprintf(path, sizeof path, "%s\\%s", dir, fd.cFileName);
        fn(path, sz, t, user);
    } while (FindNextFileA(h, &fd));
    FindClose(h);
#else
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d) return;
    while ((e = readdir(d)) != NULL) {
        struct stat st;
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".ccc") != 0) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) == 0) fn(path, (uint64_t)st.st_size, (int64_t)st.st_mtime, user);
    }
    closedir(d);
#endif
}
CUDACORE__PRIVATE void cudacore__cache_rm(const char *path, uint64_t size, int64_t mtime, void *user) {
    (void)size;
    (void)mtime;
    (void)user;
    remove(path);
}
CUDACORE_API cudacore_result cudacore_compile_cache_clear(void) {
    char dir[1024];
    cudacore_compile_cache_dir(dir, sizeof dir);
    if (dir[0]) cudacore__cache_scan(dir, cudacore__cache_rm, NULL);
    return CUDACORE_SUCCESS;
}

typedef struct cudacore__evict {
    uint64_t total;
    int64_t oldest_time;
    const char *keep;
    char oldest[1200];
} cudacore__evict;
CUDACORE__PRIVATE void cudacore__cache_sum(const char *path, uint64_t size, int64_t mtime, void *user) {
    cudacore__evict *ev = (cudacore__evict *)user;
    ev->total += size;
    if (ev->keep && !strcmp(path, ev->keep)) return; /* never evict the entry just written */
    if (!ev->oldest[0] || mtime < ev->oldest_time) {
        ev->oldest_time = mtime;
        cudacore__copy(ev->oldest, sizeof ev->oldest, path);
    }
}
/* Removes least-recently-used entries until the directory fits the cap. */
CUDACORE__PRIVATE void cudacore__cache_evict(const char *dir, uint64_t cap, const char *keep) {
    int rounds;
    for (rounds = 0; rounds < 100000; rounds++) {
        cudacore__evict ev;
        memset(&ev, 0, sizeof ev);
        ev.keep = keep;
        cudacore__cache_scan(dir, cudacore__cache_sum, &ev);
        if (ev.total <= cap || !ev.oldest[0]) return;
        remove(ev.oldest);
    }
}

CUDACORE__PRIVATE void cudacore__key_hex(const cudacore__hash *k, char *out) {
    snprintf(out, 40, "%016llx%016llx", (unsigned long long)k->a, (unsigned long long)k->b);
}
CUDACORE__PRIVATE void cudacore__put_u64(char *p, uint64_t v) {
    int i;
    for (i = 0; i < 8; i++) p[i] = (char)(unsigned char)(v >> (8 * i));
}
CUDACORE__PRIVATE uint64_t cudacore__get_u64(const char *p) {
    uint64_t v = 0;
    int i;
    for (i = 0; i < 8; i++) v |= (uint64_t)(unsigned char)p[i] << (8 * i);
    return v;
}

/* Entry: magic, u64 format, u64 type, u64 num_names, u64 binary size,
   names as (u64 len, bytes) pairs, binary, u64 checksum of all before. */
CUDACORE__PRIVATE void cudacore__cache_store(const cudacore__hash *key, const cudacore__image *img) {
    char dir[1024], path[1200], tmp[1300], hex[40];
    size_t i, n = sizeof CUDACORE__CACHE_MAGIC - 1 + 32 + img->size + 8;
    char *buf, *p;
    uint64_t cap;
    unsigned long ctr;
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache_defaults_locked();
    if (cudacore__cache.disabled) {
        cudacore__unlock(&cudacore__cache_lock);
        return;
    }
    cudacore__copy(dir, sizeof dir, cudacore__cache.dir);
    cap = cudacore__cache.max_bytes;
    ctr = ++cudacore__cache.counter;
    cudacore__unlock(&cudacore__cache_lock);
    for (i = 0; i < img->num_names; i++) n += 16 + strlen(img->exprs[i]) + strlen(img->lowered[i]);
    buf = (char *)cudacore__malloc(n);
    if (!buf) return;
    p = buf;
    memcpy(p, CUDACORE__CACHE_MAGIC, sizeof CUDACORE__CACHE_MAGIC - 1);
    p += sizeof CUDACORE__CACHE_MAGIC - 1;
    cudacore__put_u64(p, CUDACORE__CACHE_FORMAT), p += 8;
    cudacore__put_u64(p, (uint64_t)img->type), p += 8;
    cudacore__put_u64(p, (uint64_t)img->num_names), p += 8;
    cudacore__put_u64(p, (uint64_t)img->size), p += 8;
    for (i = 0; i < img->num_names; i++) {
        size_t a = strlen(img->exprs[i]), b = strlen(img->lowered[i]);
        cudacore__put_u64(p, a), p += 8;
        memcpy(p, img->exprs[i], a), p += a;
        cudacore__put_u64(p, b), p += 8;
        memcpy(p, img->lowered[i], b), p += b;
    }
    memcpy(p, img->data, img->size), p += img->size;
    cudacore__put_u64(p, cudacore__checksum(buf, (size_t)(p - buf))), p += 8;
    cudacore__mkdirs(dir);
    cudacore__key_hex(key, hex);
    snprintf(path, sizeof path, "%s/%s.ccc", dir, hex);
    snprintf(tmp, sizeof tmp, "%s/%s.%lu.%lu.tmp", dir, hex, cudacore__pid(), ctr);
    if (cudacore__write_file(tmp, buf, (size_t)(p - buf)) && cudacore__rename_replace(tmp, path)) cudacore__cache_evict(dir, cap, path);
    else remove(tmp);
    cudacore__free(buf);
}

/* A valid entry as a new image, or NULL (missing, corrupt, truncated: the
   corrupt file is removed so that the recompile rewrites it). */
CUDACORE__PRIVATE cudacore__image *cudacore__cache_fetch(const cudacore__hash *key, const char *name, const char *call) {
    char dir[1024], path[1200], hex[40];
    void *raw = NULL;
    size_t size = 0, i, nn, bin, off;
    const char *b;
    cudacore__image *img = NULL;
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache_defaults_locked();
    if (cudacore__cache.disabled) {
        cudacore__unlock(&cudacore__cache_lock);
        return NULL;
    }
    cudacore__copy(dir, sizeof dir, cudacore__cache.dir);
    cudacore__unlock(&cudacore__cache_lock);
    cudacore__key_hex(key, hex);
    snprintf(path, sizeof path, "%s/%s.ccc", dir, hex);
    if (!cudacore__read_file(path, &raw, &size)) return NULL;
    b = (const char *)raw;
    off = sizeof CUDACORE__CACHE_MAGIC - 1;
    if (size < off + 40 || memcmp(b, CUDACORE__CACHE_MAGIC, off) != 0 || cudacore__get_u64(b + size - 8) != cudacore__checksum(b, size - 8) ||
        cudacore__get_u64(b + off) != CUDACORE__CACHE_FORMAT)
        goto corrupt;
    nn = (size_t)cudacore__get_u64(b + off + 16);
    bin = (size_t)cudacore__get_u64(b + off + 24);
    if (nn > 100000 || bin > size) goto corrupt;
    off += 32;
    img = cudacore__image_new((cudacore_code_type)cudacore__get_u64(b + sizeof CUDACORE__CACHE_MAGIC - 1 + 8), "", 0, name, nn, call);
    if (!img) goto done;
    for (i = 0; i < nn; i++) {
        size_t k;
        for (k = 0; k < 2; k++) {
            size_t len;
            char *s;
            if (off + 8 > size - 8) goto corrupt;
            len = (size_t)cudacore__get_u64(b + off);
            off += 8;
            if (len > size - 8 - off) goto corrupt;
            s = (char *)cudacore__calloc(len + 1, call);
            if (!s) goto done;
            memcpy(s, b + off, len);
            off += len;
            if (k == 0) img->exprs[i] = s;
            else img->lowered[i] = s;
        }
    }
    if (off + bin + 8 != size) goto corrupt;
    cudacore__free(img->data);
    img->data = (char *)cudacore__calloc(bin + 1, call);
    if (!img->data) goto done;
    memcpy(img->data, b + off, bin);
    img->size = bin;
    cudacore__free(raw);
    /* least-recently-used: a hit refreshes the entry's time */
#if defined(_WIN32)
    _utime(path, NULL);
#else
    utime(path, NULL);
#endif
    return img;
corrupt:
    remove(path);
done:
    if (img) {
        img->num_names = img->exprs ? nn : 0;
        cudacore__image_free(img);
    }
    cudacore__free(raw);
    return NULL;
}

/*--- programs ---*/
typedef struct cudacore__program_data {
    cudacore_program_kind kind;
    char *source;
    size_t source_size;
    char name[128];
    size_t num_headers;
    char **header_names, **header_sources;
    size_t num_exprs;
    char **exprs;
    char *log;
} cudacore__program_data;
typedef struct cudacore__program_obj {
    cudacore__program_data *d;
} cudacore__program_obj;
CUDACORE__FITS_SLOT(cudacore__program_obj);

CUDACORE__PRIVATE void cudacore__program_data_free(cudacore__program_data *d) {
    size_t i;
    if (!d) return;
    for (i = 0; i < d->num_headers; i++) {
        if (d->header_names) cudacore__free(d->header_names[i]);
        if (d->header_sources) cudacore__free(d->header_sources[i]);
    }
    for (i = 0; i < d->num_exprs; i++)
        if (d->exprs) cudacore__free(d->exprs[i]);
    cudacore__free(d->header_names);
    cudacore__free(d->header_sources);
    cudacore__free(d->exprs);
    cudacore__free(d->source);
    cudacore__free(d->log);
    cudacore__free(d);
}

CUDACORE_API cudacore_result cudacore_program_create(const cudacore_program_desc *desc, cudacore_program *out) {
    static const char call[] = "cudacore_program_create";
    cudacore__program_obj *o;
    cudacore__program_data *d;
    uint64_t id;
    size_t i, n;
    if (out) out->id = 0;
    if (!desc || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc and out must not be NULL");
    if (!desc->source) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is NULL");
    if ((unsigned)desc->kind > CUDACORE_PROGRAM_NVVM) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown program kind %d", (int)desc->kind);
    if (desc->num_headers && !desc->headers) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_headers is %lu but headers is NULL", (unsigned long)desc->num_headers);
    if (desc->num_name_expressions && !desc->name_expressions)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_name_expressions is %lu but name_expressions is NULL", (unsigned long)desc->num_name_expressions);
    if (desc->kind != CUDACORE_PROGRAM_CXX && (desc->num_headers || desc->num_name_expressions))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "headers and name expressions apply to C++ (NVRTC) programs only");
    for (i = 0; i < desc->num_headers; i++)
        if (!desc->headers[i].name || !desc->headers[i].source)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "headers[%lu] has a NULL name or source", (unsigned long)i);
    for (i = 0; i < desc->num_name_expressions; i++)
        if (!desc->name_expressions[i] || !desc->name_expressions[i][0])
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name_expressions[%lu] is NULL or empty", (unsigned long)i);
    n = desc->source_size ? desc->source_size : strlen(desc->source);
    if (n == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is empty");
    if (desc->kind != CUDACORE_PROGRAM_NVVM) { /* text: NVRTC and the PTX assembler would stop at the first NUL */
        const char *nul = (const char *)memchr(desc->source, 0, n);
        if (nul && (size_t)(nul - desc->source) + 1 < n)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source has a NUL byte at offset %lu of %lu: %s source is text",
                                  (unsigned long)(nul - desc->source), (unsigned long)n, desc->kind == CUDACORE_PROGRAM_PTX ? "PTX" : "C++");
        if (nul) n--; /* a terminating NUL counted in source_size */
        if (n == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is empty");
    }
    cudacore__ensure_setup();
    d = (cudacore__program_data *)cudacore__calloc(sizeof *d, call);
    if (!d) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    d->kind = desc->kind;
    d->source = (char *)cudacore__calloc(n + 1, call);
    d->source_size = n;
    cudacore__copy(d->name, sizeof d->name, desc->name ? desc->name : "default_program");
    if (d->source) memcpy(d->source, desc->source, n);
    if (desc->num_headers) {
        d->header_names = (char **)cudacore__calloc(desc->num_headers * sizeof(char *), call);
        d->header_sources = (char **)cudacore__calloc(desc->num_headers * sizeof(char *), call);
        if (d->header_names && d->header_sources) {
            d->num_headers = desc->num_headers;
            for (i = 0; i < desc->num_headers; i++) {
                d->header_names[i] = cudacore__strdup(desc->headers[i].name, call);
                d->header_sources[i] = cudacore__strdup(desc->headers[i].source, call);
                if (!d->header_names[i] || !d->header_sources[i]) goto oom;
            }
        } else goto oom;
    }
    if (desc->num_name_expressions) {
        d->exprs = (char **)cudacore__calloc(desc->num_name_expressions * sizeof(char *), call);
        if (!d->exprs) goto oom;
        d->num_exprs = desc->num_name_expressions;
        for (i = 0; i < d->num_exprs; i++)
            if (!(d->exprs[i] = cudacore__strdup(desc->name_expressions[i], call))) goto oom;
    }
    if (!d->source) goto oom;
    o = (cudacore__program_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], &id, call);
    if (!o) {
        cudacore__program_data_free(d);
        return cudacore_last_error()->result;
    }
    o->d = d;
    cudacore__pool_commit(o, id);
    out->id = id;
    return CUDACORE_SUCCESS;
oom:
    cudacore__program_data_free(d);
    return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}

CUDACORE_API cudacore_result cudacore_program_destroy(cudacore_program p) {
    cudacore__program_obj *o = (cudacore__program_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], p.id, "cudacore_program_destroy");
    if (!o) return cudacore_last_error()->result;
    cudacore__program_data_free(o->d);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], o, p.id);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_program_log(cudacore_program p, const char **log) {
    if (log) *log = "";
    if (!log) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_program_log", "log is NULL");
    {
        CUDACORE__LOOKUP(cudacore__program_obj, o, PROGRAM, p.id, "cudacore_program_log");
        *log = o->d->log ? o->d->log : "";
    }
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE void cudacore__set_log(cudacore__program_data *d, const char *log, size_t n) {
    cudacore__free(d->log);
    d->log = (char *)cudacore__malloc(n + 1);
    if (d->log) {
        if (n) memcpy(d->log, log, n);
        d->log[n] = 0;
    }
}

/* Records a failed NVRTC call. */
CUDACORE__PRIVATE cudacore_result cudacore__nvrtc_fail(cudacore_nvrtcResult r, const char *fn, const char *call) {
    const char *s = NULL;
    if (cudacore__err.stub_pending) { /* the failing call was a missing function (or an injected fault): its stub said it all */
        cudacore__err.stub_pending = 0;
        return cudacore__err.info.result;
    }
    CUDACORE__CLEANUP(s = CUDACORE__NVRTC(nvrtcGetErrorString)(r));
    CUDACORE__FAIL(CUDACORE_ERROR_NVRTC, call, "%s failed: %s (%d)", fn, s ? s : "?", (int)r);
    cudacore__set_native(CUDACORE_LIBRARY_NVRTC, (int)r, s ? s : "NVRTC_ERROR", s);
    return CUDACORE_ERROR_NVRTC;
}

/* NVRTC compile into a new image (with lowered names); the log goes to d->log. */
CUDACORE__PRIVATE cudacore_result cudacore__nvrtc_compile(cudacore__program_data *d, cudacore_code_type target, const char **argv, int argc,
                                                          cudacore__image **out, const char *call) {
    cudacore_nvrtcProgram prog = NULL;
    cudacore_nvrtcResult r, cr;
    size_t i, logn = 0, n = 0;
    char *log = NULL, *bin = NULL;
    cudacore__image *img = NULL;
    cudacore_result res = CUDACORE_SUCCESS;
    if (CUDACORE__FAULT(CUDACORE__FAULT_NVRTC)) return cudacore__nvrtc_fail((cudacore_nvrtcResult)11, "nvrtcCreateProgram", call);
    r = CUDACORE__NVRTC(nvrtcCreateProgram)(&prog, d->source, d->name, (int)d->num_headers, (const char *const *)d->header_sources,
                                            (const char *const *)d->header_names);
    if (r) return cudacore__nvrtc_fail(r, "nvrtcCreateProgram", call);
    for (i = 0; i < d->num_exprs; i++)
        if ((r = CUDACORE__NVRTC(nvrtcAddNameExpression)(prog, d->exprs[i])) != 0) {
            res = cudacore__nvrtc_fail(r, "nvrtcAddNameExpression", call);
            goto done;
        }
    cr = CUDACORE__NVRTC(nvrtcCompileProgram)(prog, argc, argv);
    if (CUDACORE__NVRTC(nvrtcGetProgramLogSize)(prog, &logn) == 0 && logn) {
        log = (char *)cudacore__calloc(logn + 1, call);
        if (log) CUDACORE__NVRTC(nvrtcGetProgramLog)(prog, log);
    }
    cudacore__set_log(d, log ? log : "", log ? strlen(log) : 0);
    if (cr) {
        if ((int)cr == 6) {
            CUDACORE__FAIL(CUDACORE_ERROR_COMPILE, call, "compiling '%s' failed (the NVRTC log is in the error detail)", d->name);
            cudacore__set_native(CUDACORE_LIBRARY_NVRTC, 6, "NVRTC_ERROR_COMPILATION", "NVRTC_ERROR_COMPILATION");
            cudacore__set_detail(d->log ? d->log : "");
            res = CUDACORE_ERROR_COMPILE;
        } else {
            res = cudacore__nvrtc_fail(cr, "nvrtcCompileProgram", call);
            cudacore__set_detail(d->log ? d->log : "");
        }
        goto done;
    }
    if (target == CUDACORE_CODE_PTX) r = CUDACORE__NVRTC(nvrtcGetPTXSize)(prog, &n);
    else if (target == CUDACORE_CODE_CUBIN) r = CUDACORE__NVRTC(nvrtcGetCUBINSize)(prog, &n);
    else r = CUDACORE__NVRTC(nvrtcGetLTOIRSize)(prog, &n);
    if (r) {
        res = cudacore__nvrtc_fail(r, "nvrtcGet<target>Size", call);
        goto done;
    }
    bin = (char *)cudacore__calloc(n + 1, call);
    if (!bin) {
        res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    if (target == CUDACORE_CODE_PTX) r = CUDACORE__NVRTC(nvrtcGetPTX)(prog, bin);
    else if (target == CUDACORE_CODE_CUBIN) r = CUDACORE__NVRTC(nvrtcGetCUBIN)(prog, bin);
    else r = CUDACORE__NVRTC(nvrtcGetLTOIR)(prog, bin);
    if (r) {
        res = cudacore__nvrtc_fail(r, "nvrtcGet<target>", call);
        goto done;
    }
    if (target == CUDACORE_CODE_PTX && n && !bin[n - 1]) n--; /* keep the text, not its NUL */
    img = cudacore__image_new(target, bin, n, d->name, d->num_exprs, call);
    if (!img) {
        res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    for (i = 0; i < d->num_exprs; i++) {
        const char *low = NULL;
        if ((r = CUDACORE__NVRTC(nvrtcGetLoweredName)(prog, d->exprs[i], &low)) != 0) {
            res = cudacore__nvrtc_fail(r, "nvrtcGetLoweredName", call);
            goto done;
        }
        img->exprs[i] = cudacore__strdup(d->exprs[i], call);
        img->lowered[i] = cudacore__strdup(low ? low : "", call);
        if (!img->exprs[i] || !img->lowered[i]) {
            res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            goto done;
        }
    }
done:
    if (res != CUDACORE_SUCCESS && img) {
        cudacore__image_free(img);
        img = NULL;
    }
    *out = img;
    cudacore__free(log);
    cudacore__free(bin);
    CUDACORE__CLEANUP(CUDACORE__NVRTC(nvrtcDestroyProgram)(&prog));
    return res;
}

/*--- libNVVM (resolved by name; its library is loaded like the others) ---*/
typedef int (*cudacore__nvvm_create_fn)(void **);
typedef int (*cudacore__nvvm_destroy_fn)(void **);
typedef int (*cudacore__nvvm_add_fn)(void *, const char *, size_t, const char *);
typedef int (*cudacore__nvvm_compile_fn)(void *, int, const char **);
typedef int (*cudacore__nvvm_size_fn)(void *, size_t *);
typedef int (*cudacore__nvvm_get_fn)(void *, char *);
CUDACORE__PRIVATE cudacore_result cudacore__nvvm_compile(cudacore__program_data *d, cudacore_code_type target, const char **argv, int argc,
                                                         cudacore__image **out, const char *call) {
    void *h, *prog = NULL;
    cudacore__nvvm_create_fn create;
    cudacore__nvvm_destroy_fn destroy;
    cudacore__nvvm_add_fn add;
    cudacore__nvvm_compile_fn compile;
    cudacore__nvvm_size_fn rsize, lsize;
    cudacore__nvvm_get_fn rget, lget;
    size_t n = 0, logn = 0;
    char *bin = NULL, *log = NULL;
    int r;
    cudacore_result res = CUDACORE_SUCCESS;
    *out = NULL;
    CUDACORE__NEED(NVVM, call);
    h = cudacore__g.libs[CUDACORE_LIBRARY_NVVM].handle;
    create = (cudacore__nvvm_create_fn)cudacore__dlsym(h, "nvvmCreateProgram");
    destroy = (cudacore__nvvm_destroy_fn)cudacore__dlsym(h, "nvvmDestroyProgram");
    add = (cudacore__nvvm_add_fn)cudacore__dlsym(h, "nvvmAddModuleToProgram");
    compile = (cudacore__nvvm_compile_fn)cudacore__dlsym(h, "nvvmCompileProgram");
    rsize = (cudacore__nvvm_size_fn)cudacore__dlsym(h, "nvvmGetCompiledResultSize");
    rget = (cudacore__nvvm_get_fn)cudacore__dlsym(h, "nvvmGetCompiledResult");
    lsize = (cudacore__nvvm_size_fn)cudacore__dlsym(h, "nvvmGetProgramLogSize");
    lget = (cudacore__nvvm_get_fn)cudacore__dlsym(h, "nvvmGetProgramLog");
    if (!create || !destroy || !add || !compile || !rsize || !rget || !lsize || !lget)
        return CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, call, "%s lacks a libNVVM entry point", cudacore__g.libs[CUDACORE_LIBRARY_NVVM].path);
    if ((r = create(&prog)) != 0) return CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmCreateProgram failed (%d)", r);
    if ((r = add(prog, d->source, d->source_size, d->name)) != 0) {
        res = CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmAddModuleToProgram failed (%d)", r);
        goto done;
    }
    r = compile(prog, argc, argv);
    if (lsize(prog, &logn) == 0 && logn && (log = (char *)cudacore__calloc(logn + 1, call)) != NULL) lget(prog, log);
    cudacore__set_log(d, log ? log : "", log ? strlen(log) : 0);
    if (r) {
        res = CUDACORE__FAIL(CUDACORE_ERROR_COMPILE, call, "libNVVM could not compile '%s' (%d; the log is in the error detail)", d->name, r);
        cudacore__set_native(CUDACORE_LIBRARY_NVVM, r, "NVVM_ERROR", "");
        cudacore__set_detail(d->log ? d->log : "");
        goto done;
    }
    if ((r = rsize(prog, &n)) != 0 || (bin = (char *)cudacore__calloc(n + 1, call)) == NULL || (r = rget(prog, bin)) != 0) {
        res = bin ? CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmGetCompiledResult failed (%d)", r) : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    if (target == CUDACORE_CODE_PTX && n && !bin[n - 1]) n--;
    *out = cudacore__image_new(target, bin, n, d->name, 0, call);
    if (!*out) res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
done:
    cudacore__free(bin);
    cudacore__free(log);
    destroy(&prog);
    return res;
}

/*--- object code handles ---*/
typedef struct cudacore__object_code_obj {
    cudacore__image *img;
} cudacore__object_code_obj;
CUDACORE__FITS_SLOT(cudacore__object_code_obj);

/* Wraps an image (takes its reference) in a new handle. */
CUDACORE__PRIVATE cudacore_result cudacore__object_code_wrap(cudacore__image *img, cudacore_object_code *out, const char *call) {
    uint64_t id;
    cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], &id, call);
    if (!o) {
        cudacore__image_release(img);
        return cudacore_last_error()->result;
    }
    o->img = img;
    cudacore__pool_commit(o, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__link_ptx(const cudacore__image *ptx, const char *arch, cudacore__image **out, const char *call);

CUDACORE_API cudacore_result cudacore_program_compile(cudacore_program p, cudacore_code_type target, const cudacore_program_options *opts,
                                                      cudacore_object_code *out) {
    static const char call[] = "cudacore_program_compile";
    cudacore__strs l;
    const char **argv = NULL;
    char arch[32];
    cudacore__hash key;
    cudacore__image *img = NULL, *it;
    cudacore_result r;
    size_t i, off;
    int use_cache;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    {
        CUDACORE__LOOKUP(cudacore__program_obj, o, PROGRAM, p.id, call);
        cudacore__program_data *d = o->d;
        if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
        if ((d->kind == CUDACORE_PROGRAM_CXX && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_CUBIN && target != CUDACORE_CODE_LTOIR) ||
            (d->kind == CUDACORE_PROGRAM_NVVM && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_LTOIR) ||
            (d->kind == CUDACORE_PROGRAM_PTX && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_CUBIN))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "target %d is not available for this program kind (C++: PTX, CUBIN, LTOIR; NVVM: PTX, LTOIR; PTX: PTX, CUBIN)", (int)target);
        if (d->kind == CUDACORE_PROGRAM_PTX && target == CUDACORE_CODE_PTX) {
            img = cudacore__image_new(CUDACORE_CODE_PTX, d->source, d->source_size, d->name, 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            cudacore__set_log(d, "", 0);
            return cudacore__object_code_wrap(img, out, call);
        }
        if (d->kind == CUDACORE_PROGRAM_CXX) CUDACORE__NEED(NVRTC, call);
        memset(&l, 0, sizeof l);
        r = cudacore__program_opts(opts, d->kind, target, &l, arch, sizeof arch, call);
        if (r != CUDACORE_SUCCESS) {
            cudacore__strs_free(&l);
            return r;
        }
        /* the key */
        cudacore__hash_init(&key);
        cudacore__hash_u64(&key, CUDACORE__CACHE_FORMAT);
        cudacore__hash_u64(&key, (uint64_t)d->kind);
        cudacore__hash_u64(&key, (uint64_t)target);
        cudacore__hash_str(&key, arch, strlen(arch));
        cudacore__hash_u64(&key, (uint64_t)cudacore__g.libs[d->kind == CUDACORE_PROGRAM_CXX ? CUDACORE_LIBRARY_NVRTC : CUDACORE_LIBRARY_NVJITLINK].version);
        cudacore__hash_str(&key, d->name, strlen(d->name));
        cudacore__hash_str(&key, d->source, d->source_size);
        cudacore__hash_u64(&key, (uint64_t)d->num_headers);
        for (i = 0; i < d->num_headers; i++) {
            cudacore__hash_str(&key, d->header_names[i], strlen(d->header_names[i]));
            cudacore__hash_str(&key, d->header_sources[i], strlen(d->header_sources[i]));
        }
        cudacore__hash_u64(&key, (uint64_t)l.count);
        for (off = 0, i = 0; i < l.count; i++) {
            size_t n = strlen(l.buf + off);
            cudacore__hash_str(&key, l.buf + off, n);
            off += n + 1;
        }
        cudacore__hash_u64(&key, (uint64_t)d->num_exprs);
        for (i = 0; i < d->num_exprs; i++) cudacore__hash_str(&key, d->exprs[i], strlen(d->exprs[i]));
        use_cache = !(opts && opts->no_compile_cache);
        if (use_cache) {
            /* 1. loaded in this process */
            cudacore__lock(&cudacore__cache_lock);
            for (it = cudacore__cache.loaded; it; it = it->next)
                if (it->key.a == key.a && it->key.b == key.b) {
                    it->refs++;
                    cudacore__cache.hits++;
                    break;
                }
            cudacore__unlock(&cudacore__cache_lock);
            if (it) {
                cudacore__strs_free(&l);
                cudacore__set_log(d, "", 0);
                return cudacore__object_code_wrap(it, out, call);
            }
            /* 2. on disk */
            img = cudacore__cache_fetch(&key, d->name, call);
            if (img && (img->type != target || img->num_names != d->num_exprs)) {
                cudacore__image_free(img);
                img = NULL;
            }
        }
        if (img) {
            cudacore__set_log(d, "", 0);
            cudacore__lock(&cudacore__cache_lock);
            cudacore__cache.hits++;
            cudacore__unlock(&cudacore__cache_lock);
        } else {
            argv = cudacore__strs_argv(&l, call);
            if (!argv) {
                cudacore__strs_free(&l);
                return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            }
            if (d->kind == CUDACORE_PROGRAM_CXX) r = cudacore__nvrtc_compile(d, target, argv, (int)l.count, &img, call);
            else if (d->kind == CUDACORE_PROGRAM_NVVM) r = cudacore__nvvm_compile(d, target, argv, (int)l.count, &img, call);
            else {
                cudacore__image *src = cudacore__image_new(CUDACORE_CODE_PTX, d->source, d->source_size, d->name, 0, call);
                r = src ? cudacore__link_ptx(src, arch, &img, call) : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
                cudacore__image_free(src);
                cudacore__set_log(d, "", 0);
            }
            cudacore__free((void *)argv);
            cudacore__lock(&cudacore__cache_lock);
            cudacore__cache.misses++;
            cudacore__unlock(&cudacore__cache_lock);
            if (r != CUDACORE_SUCCESS) {
                cudacore__strs_free(&l);
                return r;
            }
            if (use_cache) cudacore__cache_store(&key, img);
        }
        cudacore__strs_free(&l);
        if (use_cache) {
            img->key = key;
            img->has_key = 1;
            cudacore__lock(&cudacore__cache_lock);
            if (img->num_names == 0 || img->exprs) {
                img->next = cudacore__cache.loaded;
                cudacore__cache.loaded = img;
            }
            cudacore__unlock(&cudacore__cache_lock);
        }
        return cudacore__object_code_wrap(img, out, call);
    }
}

/* The type of code bytes: `type` checked against them, or guessed when it is
   DEFAULT (ELF -> CUBIN, fatbin magic -> FATBIN, LTO-IR magic -> LTOIR, text
   -> PTX). DEFAULT with the error recorded when the bytes cannot be that (or
   anything loadable): empty, CUBIN/FATBIN without an ELF or fatbin header,
   PTX with a NUL byte before its end. */
CUDACORE__PRIVATE cudacore_code_type cudacore__code_type_check(cudacore_code_type type, const void *data, size_t size, const char *call) {
    const unsigned char *b = (const unsigned char *)data;
    const unsigned char *nul = size ? (const unsigned char *)memchr(b, 0, size) : NULL;
    int elf = size >= 64 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F';
    int fatbin = size >= 16 && b[0] == 0x50 && b[1] == 0xed && b[2] == 0x55 && b[3] == 0xba;
    int ltoir = size >= 16 && b[0] == 0xed && b[1] == 0x43 && b[2] == 0x4e && b[3] == 0x7f;
    int text = !nul || (size_t)(nul - b) == size - 1;
    if (!size) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the code is empty");
        return CUDACORE_CODE_DEFAULT;
    }
    if (type == CUDACORE_CODE_DEFAULT) {
        type = elf ? CUDACORE_CODE_CUBIN : fatbin ? CUDACORE_CODE_FATBIN : ltoir ? CUDACORE_CODE_LTOIR : text ? CUDACORE_CODE_PTX : CUDACORE_CODE_DEFAULT;
        if (type == CUDACORE_CODE_DEFAULT)
            CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                           "cannot tell what the %lu bytes are: not an ELF image (CUBIN), a fatbin, LTO-IR or PTX text; set the type",
                           (unsigned long)size);
        return type;
    }
    if ((type == CUDACORE_CODE_CUBIN || type == CUDACORE_CODE_FATBIN) && !elf && !fatbin) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %lu bytes given as %s are neither an ELF image nor a fatbin", (unsigned long)size,
                       type == CUDACORE_CODE_CUBIN ? "CUBIN" : "FATBIN");
        return CUDACORE_CODE_DEFAULT;
    }
    if (type == CUDACORE_CODE_PTX && !text) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "PTX is text, but the %lu bytes hold a NUL byte at offset %lu", (unsigned long)size,
                       (unsigned long)(nul - b));
        return CUDACORE_CODE_DEFAULT;
    }
    return type;
}

CUDACORE_API cudacore_result cudacore_object_code_load(const cudacore_object_code_desc *desc, cudacore_object_code *out) {
    static const char call[] = "cudacore_object_code_load";
    cudacore__image *img;
    void *data = NULL;
    size_t size = 0;
    cudacore_code_type type;
    if (out) out->id = 0;
    if (!desc || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc and out must not be NULL");
    if (!desc->data == !desc->path) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "give exactly one of desc.data and desc.path");
    if ((unsigned)desc->type > CUDACORE_CODE_LIBRARY) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown code type %d", (int)desc->type);
    cudacore__ensure_setup();
    if (desc->path) {
        if (!cudacore__read_file(desc->path, &data, &size)) return CUDACORE__FAIL(CUDACORE_ERROR_IO, call, "cannot read '%s'", desc->path);
    } else {
        data = (void *)desc->data;
        size = desc->size ? desc->size : strlen((const char *)desc->data);
    }
    type = cudacore__code_type_check(desc->type, data, size, call);
    if (type == CUDACORE_CODE_DEFAULT) {
        if (desc->path) cudacore__free(data);
        return cudacore_last_error()->result;
    }
    img = cudacore__image_new(type, data, size, desc->name ? desc->name : desc->path, 0, call);
    if (desc->path) cudacore__free(data);
    if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    return cudacore__object_code_wrap(img, out, call);
}

CUDACORE_API cudacore_result cudacore_object_code_destroy(cudacore_object_code oc) {
    cudacore__object_code_obj *o =
        (cudacore__object_code_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id, "cudacore_object_code_destroy");
    if (!o) return cudacore_last_error()->result;
    cudacore__image_release(o->img);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], o, oc.id);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_data(cudacore_object_code oc, const void **data, size_t *size, cudacore_code_type *type) {
    if (data) *data = NULL;
    if (size) *size = 0;
    if (type) *type = CUDACORE_CODE_DEFAULT;
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, "cudacore_object_code_data");
        if (data) *data = o->img->data;
        if (size) *size = o->img->size;
        if (type) *type = o->img->type;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_save(cudacore_object_code oc, const char *path) {
    CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, "cudacore_object_code_save");
    if (!path) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_object_code_save", "path is NULL");
    if (!cudacore__write_file(path, o->img->data, o->img->size))
        return CUDACORE__FAIL(CUDACORE_ERROR_IO, "cudacore_object_code_save", "cannot write '%s'", path);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE const char *cudacore__lowered(const cudacore__image *img, const char *name) {
    size_t i;
    for (i = 0; i < img->num_names; i++)
        if (!strcmp(img->exprs[i], name)) return img->lowered[i];
    return NULL;
}

CUDACORE_API cudacore_result cudacore_object_code_lowered_name(cudacore_object_code oc, const char *expr, const char **lowered) {
    static const char call[] = "cudacore_object_code_lowered_name";
    if (lowered) *lowered = NULL;
    if (!expr || !lowered) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name_expression and lowered must not be NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        *lowered = cudacore__lowered(o->img, expr);
        if (!*lowered) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "'%s' was not one of the program's name expressions", expr);
    }
    return CUDACORE_SUCCESS;
}

/* Loads the image into the driver once (thread-safe). Needs a device. */
CUDACORE__PRIVATE cudacore_result cudacore__image_load(cudacore__image *img, const char *call) {
    cudacore_result r = CUDACORE_SUCCESS;
    int dev;
    if (cudacore__load32(&img->loaded)) return CUDACORE_SUCCESS;
    if (img->type != CUDACORE_CODE_CUBIN && img->type != CUDACORE_CODE_PTX && img->type != CUDACORE_CODE_FATBIN)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "LTO-IR, object and library code can only be linked, not loaded: link it first");
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__lock(&img->load_lock);
    if (!img->loaded) {
        if (cudacore__g.driver_version >= 12000)
            r = CUDACORE__CU_CALL(cuLibraryLoadData, (&img->lib, img->data, NULL, NULL, 0, NULL, NULL, 0));
        else
            r = CUDACORE__CU_CALL(cuModuleLoadDataEx, (&img->mod, img->data, 0, NULL, NULL));
        if (r == CUDACORE_SUCCESS) cudacore__store32(&img->loaded, 1);
    }
    cudacore__unlock(&img->load_lock);
    return r;
}

/*--- kernels ---*/
typedef struct cudacore__kernel_obj {
    cudacore_CUfunction func;    /* what cuLaunchKernelEx takes (a CUkernel cast, or a module function) */
    cudacore_CUfunction ctx_func;/* the same kernel as a function of `device`'s primary context: launching
                                    it skips the driver's per-launch CUkernel resolution (~0.03 us) */
    cudacore_CUkernel kernel;    /* NULL on the module fallback */
    cudacore__image *img;
    char *name;
    int num_params;              /* -1: unknown (driver without cuKernelGetParamInfo) */
    size_t *param_offsets, *param_sizes;
    int device;                  /* device the limits below are of */
    int max_threads, max_block[3], max_grid[3], smem_optin, coop, cluster, sm_count;
} cudacore__kernel_obj;
CUDACORE__FITS_SLOT(cudacore__kernel_obj);

CUDACORE__PRIVATE int cudacore__attr(int dev, int attr) {
    int v = 0;
    if ((int)CUDACORE__CU(cuDeviceGetAttribute)(&v, (cudacore_CUdevice_attribute)attr, (cudacore_CUdevice)dev) != 0) v = 0;
    return v;
}

CUDACORE__PRIVATE cudacore_result cudacore__kernel_make(cudacore__image *img, cudacore_CUkernel kern, cudacore_CUfunction fn, const char *name,
                                                        cudacore_kernel *out, const char *call) {
    cudacore__kernel_obj *k;
    uint64_t id;
    int dev = 0, i;
    size_t n, off, sz;
    cudacore_result r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    k = (cudacore__kernel_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], &id, call);
    if (!k) return cudacore_last_error()->result;
    k->kernel = kern;
    k->func = kern ? (cudacore_CUfunction)(void *)kern : fn;
    k->name = cudacore__strdup(name, call);
    if (!k->name) {
        r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto fail;
    }
    /* Parameter info and device limits serve the debug validation layer only:
       release builds skip these ~20 driver queries, so that loading code
       costs what the raw driver does. */
    k->num_params = -1;
    k->device = dev;
    k->ctx_func = k->func;
    if (kern && (int)CUDACORE__CU(cuKernelGetFunction)(&k->ctx_func, kern) != 0) k->ctx_func = NULL; /* then launches use the CUkernel */
#ifdef CUDACORE_DEBUG
    if (kern && cudacore__g.driver_version >= 12040 && !cudacore__g.desc.disable_validation) {
        cudacore_CUresult pr = (cudacore_CUresult)0;
        /* the count: the first index answered CUDA_ERROR_INVALID_VALUE. Any
           other error is a failure, not the end (a wrong count would make every
           launch of the kernel fail validation); a driver without the function
           (NOT_FOUND) leaves the count unknown, as before 12.4 */
        for (n = 0; n < 4096; n++)
            if ((pr = CUDACORE__CU(cuKernelGetParamInfo)(kern, n, &off, &sz)) != 0) break;
        if ((int)pr == 500) {
            cudacore_clear_error(); /* what the missing function's stub recorded */
            n = 0;
        } else if ((int)pr != 0 && (int)pr != 1) {
            r = cudacore__cu_fail(pr, "cuKernelGetParamInfo", __LINE__);
            goto fail;
        } else {
            k->num_params = (int)n;
        }
        if (k->num_params > 0) {
            k->param_offsets = (size_t *)cudacore__calloc(n * sizeof(size_t), call);
            k->param_sizes = (size_t *)cudacore__calloc(n * sizeof(size_t), call);
            if (!k->param_offsets || !k->param_sizes) {
                r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
                goto fail;
            }
            for (i = 0; i < (int)n; i++) {
                pr = CUDACORE__CU(cuKernelGetParamInfo)(kern, (size_t)i, &k->param_offsets[i], &k->param_sizes[i]);
                if ((int)pr != 0) {
                    r = cudacore__cu_fail(pr, "cuKernelGetParamInfo", __LINE__);
                    goto fail;
                }
            }
        }
    }
    k->max_threads = cudacore__attr(dev, 1);
    for (i = 0; i < 3; i++) {
        k->max_block[i] = cudacore__attr(dev, 2 + i);
        k->max_grid[i] = cudacore__attr(dev, 5 + i);
    }
    k->smem_optin = cudacore__attr(dev, 97);
    k->coop = cudacore__attr(dev, 95);
    k->cluster = cudacore__attr(dev, 120);
    k->sm_count = cudacore__attr(dev, 16);
#else
    (void)i, (void)n, (void)off, (void)sz;
#endif
    cudacore__image_retain(img);
    k->img = img;
    cudacore__pool_commit(k, id);
    out->id = id;
    return CUDACORE_SUCCESS;
fail:
    cudacore__free(k->name);
    cudacore__free(k->param_offsets);
    cudacore__free(k->param_sizes);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], k, id);
    return r;
}

CUDACORE_API cudacore_result cudacore_object_code_get_kernel(cudacore_object_code oc, const char *name, cudacore_kernel *out) {
    static const char call[] = "cudacore_object_code_get_kernel";
    const char *sym;
    cudacore_CUkernel kern = NULL;
    cudacore_CUfunction fn = NULL;
    cudacore_result r;
    if (out) out->id = 0;
    if (!name || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name and out must not be NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        r = cudacore__image_load(o->img, call);
        if (r != CUDACORE_SUCCESS) return r;
        sym = cudacore__lowered(o->img, name);
        if (!sym) sym = name;
        if (o->img->lib) r = CUDACORE__CU_CALL(cuLibraryGetKernel, (&kern, o->img->lib, sym));
        else r = CUDACORE__CU_CALL(cuModuleGetFunction, (&fn, o->img->mod, sym));
        if (r != CUDACORE_SUCCESS) {
            cudacore__append_detail("kernel '%s' (symbol '%s') is not in object code '%s'\n", name, sym, o->img->name);
            return r;
        }
        return cudacore__kernel_make(o->img, kern, fn, sym, out, call);
    }
}

CUDACORE_API cudacore_result cudacore_object_code_kernel_count(cudacore_object_code oc, unsigned *count) {
    static const char call[] = "cudacore_object_code_kernel_count";
    cudacore_result r;
    if (count) *count = 0;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        if ((r = cudacore__image_load(o->img, call)) != CUDACORE_SUCCESS) return r;
        if (!o->img->lib) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "kernel enumeration needs a 12.0+ driver");
        CUDACORE__CU_TRY(cuLibraryGetKernelCount, (count, o->img->lib));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_kernel_at(cudacore_object_code oc, unsigned index, cudacore_kernel *out) {
    static const char call[] = "cudacore_object_code_kernel_at";
    unsigned count = 0;
    cudacore_CUkernel stack[64], *all = stack;
    const char *kname = NULL;
    cudacore_result r;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if ((r = cudacore_object_code_kernel_count(oc, &count)) != CUDACORE_SUCCESS) return r;
    if (index >= count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "index %u is past the %u kernels", index, count);
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        if (count > 64 && !(all = (cudacore_CUkernel *)cudacore__calloc(count * sizeof *all, call))) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        r = CUDACORE__CU_CALL(cuLibraryEnumerateKernels, (all, count, o->img->lib));
        if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuKernelGetName, (&kname, all[index]));
        if (r == CUDACORE_SUCCESS) r = cudacore__kernel_make(o->img, all[index], NULL, kname ? kname : "", out, call);
        if (all != stack) cudacore__free(all);
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_object_code_get_global(cudacore_object_code oc, const char *name, cudacore_CUdeviceptr *ptr, size_t *size) {
    static const char call[] = "cudacore_object_code_get_global";
    cudacore_CUdeviceptr p = 0;
    size_t n = 0;
    cudacore_result r;
    if (ptr) *ptr = 0;
    if (size) *size = 0;
    if (!name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name is NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        const char *sym;
        if ((r = cudacore__image_load(o->img, call)) != CUDACORE_SUCCESS) return r;
        sym = cudacore__lowered(o->img, name);
        if (!sym) sym = name;
        if (o->img->lib) CUDACORE__CU_TRY(cuLibraryGetGlobal, (&p, &n, o->img->lib, sym));
        else CUDACORE__CU_TRY(cuModuleGetGlobal, (&p, &n, o->img->mod, sym));
    }
    if (ptr) *ptr = p;
    if (size) *size = n;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__global_copy(cudacore_object_code oc, const char *name, size_t offset, void *host, size_t size, int to_dev,
                                                        const char *call) {
    cudacore_CUdeviceptr p = 0;
    size_t n = 0;
    cudacore_result r;
    if (!host && size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the host pointer is NULL");
    if ((r = cudacore_object_code_get_global(oc, name, &p, &n)) != CUDACORE_SUCCESS) return r;
    if (offset > n || size > n - offset)
        return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "offset %lu + size %lu is past global '%s' (%lu bytes)", (unsigned long)offset,
                              (unsigned long)size, name, (unsigned long)n);
    if (to_dev) CUDACORE__CU_TRY(cuMemcpy, ((cudacore_CUdeviceptr)(p + offset), (cudacore_CUdeviceptr)(uintptr_t)host, size));
    else CUDACORE__CU_TRY(cuMemcpy, ((cudacore_CUdeviceptr)(uintptr_t)host, (cudacore_CUdeviceptr)(p + offset), size));
    /* cuMemcpy from pageable memory may return once the data is staged: wait
       for the default stream it ran on, so that work on every stream sees it. */
    CUDACORE__CU_TRY(cuStreamSynchronize, (cudacore__g.desc.per_thread_default_stream ? CUDACORE_CU_STREAM_PER_THREAD : CUDACORE_CU_STREAM_LEGACY));
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_object_code_copy_to_global(cudacore_object_code oc, const char *name, size_t offset, const void *src, size_t size) {
    return cudacore__global_copy(oc, name, offset, (void *)(uintptr_t)src, size, 1, "cudacore_object_code_copy_to_global");
}
CUDACORE_API cudacore_result cudacore_object_code_copy_from_global(cudacore_object_code oc, const char *name, size_t offset, void *dst, size_t size) {
    return cudacore__global_copy(oc, name, offset, dst, size, 0, "cudacore_object_code_copy_from_global");
}

CUDACORE_API cudacore_result cudacore_kernel_destroy(cudacore_kernel k) {
    cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], k.id, "cudacore_kernel_destroy");
    if (!o) return cudacore_last_error()->result;
    cudacore__free(o->name);
    cudacore__free(o->param_offsets);
    cudacore__free(o->param_sizes);
    cudacore__image_release(o->img);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], o, k.id);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_native(cudacore_kernel k, cudacore_CUkernel *out) {
    if (out) *out = NULL;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_native", "out is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, "cudacore_kernel_native");
        if (!o->kernel) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, "cudacore_kernel_native", "loaded as a module (driver < 12.0): no CUkernel");
        *out = o->kernel;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_function(cudacore_kernel k, cudacore_CUfunction *out) {
    static const char call[] = "cudacore_kernel_function";
    int dev;
    cudacore_result r;
    if (out) *out = NULL;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
        if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
        if (o->kernel) CUDACORE__CU_TRY(cuKernelGetFunction, (out, o->kernel));
        else *out = o->func;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_name(cudacore_kernel k, const char **name) {
    if (name) *name = "";
    if (!name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_name", "name is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, "cudacore_kernel_name");
        *name = o->name;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__kernel_dev(int device, int *dev, const char *call) {
    if (device < 0) return cudacore__current_device(dev, call);
    *dev = device;
    return cudacore__check_device(device, call);
}
CUDACORE_API cudacore_result cudacore_kernel_get_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int *value) {
    static const char call[] = "cudacore_kernel_get_attribute";
    int dev = 0;
    cudacore_result r;
    if (value) *value = 0;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
        if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
        if (o->kernel) CUDACORE__CU_TRY(cuKernelGetAttribute, (value, attr, o->kernel, (cudacore_CUdevice)dev));
        else CUDACORE__CU_TRY(cuFuncGetAttribute, (value, attr, o->func));
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_set_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int value) {
    static const char call[] = "cudacore_kernel_set_attribute";
    int dev = 0;
    cudacore_result r;
    CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
    if ((int)attr < 8 || (int)attr > 15 || (int)attr == 10)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "attribute %d is read-only", (int)attr);
    if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
    if (o->kernel) CUDACORE__CU_TRY(cuKernelSetAttribute, (attr, value, o->kernel, (cudacore_CUdevice)dev));
    else CUDACORE__CU_TRY(cuFuncSetAttribute, (o->func, attr, value));
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_set_max_dynamic_shared_memory(cudacore_kernel k, size_t bytes) {
    if (bytes > 0x7FFFFFFF)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_set_max_dynamic_shared_memory", "%llu bytes is more than any device has",
                              (unsigned long long)bytes);
    return cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -1, (int)bytes);
}
CUDACORE_API cudacore_result cudacore_kernel_set_cache_config(cudacore_kernel k, cudacore_CUfunc_cache config, int device) {
    static const char call[] = "cudacore_kernel_set_cache_config";
    int dev = 0;
    cudacore_result r;
    CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
    if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
    if (o->kernel) CUDACORE__CU_TRY(cuKernelSetCacheConfig, (o->kernel, config, (cudacore_CUdevice)dev));
    else CUDACORE__CU_TRY(cuFuncSetCacheConfig, (o->func, config));
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_param_info(cudacore_kernel k, size_t *count, size_t *offsets, size_t *sizes, size_t cap) {
    static const char call[] = "cudacore_kernel_param_info";
    size_t i;
    if (count) *count = 0;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
        if (o->num_params >= 0) { /* cached by the debug layer */
            *count = (size_t)o->num_params;
            for (i = 0; i < (size_t)o->num_params && i < cap; i++) {
                if (offsets) offsets[i] = o->param_offsets[i];
                if (sizes) sizes[i] = o->param_sizes[i];
            }
            return CUDACORE_SUCCESS;
        }
        if (!o->kernel || cudacore__g.driver_version < 12040)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "parameter info needs a 12.4+ driver and a library-loaded kernel");
        for (i = 0;; i++) {
            size_t off = 0, sz = 0;
            if ((int)CUDACORE__CU(cuKernelGetParamInfo)(o->kernel, i, &off, &sz) != 0) break;
            if (i < cap) {
                if (offsets) offsets[i] = off;
                if (sizes) sizes[i] = sz;
            }
        }
        *count = i; /* (the raw probe past the last parameter records no error) */
    }
    return CUDACORE_SUCCESS;
}

/*--- launch ---*/
#ifdef CUDACORE_DEBUG
CUDACORE__PRIVATE cudacore_result cudacore__validate_launch(const cudacore__kernel_obj *k, const unsigned *grid, const unsigned *block,
                                                            const cudacore_launch_config *cfg, size_t num_args, void **args) {
    static const char call[] = "cudacore_launch";
    static const char xyz[] = "xyz";
    int i;
    uint64_t threads = (uint64_t)block[0] * block[1] * block[2];
    if (k->num_params >= 0) {
        if ((size_t)k->num_params != num_args)
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' takes %d arguments, %lu were given", k->name, k->num_params,
                                  (unsigned long)num_args);
        for (i = 0; i < k->num_params; i++)
            if (!args[i]) return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "argument %d of kernel '%s' is a NULL pointer", i, k->name);
    }
    for (i = 0; i < 3; i++) {
        if (k->max_block[i] && block[i] > (unsigned)k->max_block[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "block.%c = %u exceeds the device's maximum %d", xyz[i], block[i], k->max_block[i]);
        if (k->max_grid[i] && grid[i] > (unsigned)k->max_grid[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "grid.%c = %u blocks exceeds the device's maximum %d", xyz[i], grid[i], k->max_grid[i]);
    }
    if (k->max_threads && threads > (uint64_t)k->max_threads)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "block %ux%ux%u = %llu threads exceeds the device's maximum %d", block[0], block[1],
                              block[2], (unsigned long long)threads, k->max_threads);
    if (k->smem_optin && cfg->shared_mem > (size_t)k->smem_optin)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "shared_mem = %lu bytes exceeds the device's opt-in maximum %d",
                              (unsigned long)cfg->shared_mem, k->smem_optin);
    if (cfg->cooperative) {
        int per_sm = 0;
        uint64_t total = (uint64_t)grid[0] * grid[1] * grid[2];
        if (!k->coop) return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "cooperative launch is not supported by the device");
        if ((int)CUDACORE__CU(cuOccupancyMaxActiveBlocksPerMultiprocessor)(&per_sm, k->func, (int)threads, cfg->shared_mem) == 0 &&
            total > (uint64_t)per_sm * (uint64_t)k->sm_count)
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "cooperative grid of %llu blocks exceeds the %d x %d SMs that can be co-resident",
                                  (unsigned long long)total, per_sm, k->sm_count);
    }
    if (cfg->cluster[0] && !k->cluster)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "thread block clusters need compute capability 9.0+");
    return CUDACORE_SUCCESS;
}
#endif

/* device: the stream's device, or -1 when unknown (a raw or default stream). */
CUDACORE__PRIVATE cudacore_result cudacore__launch(cudacore_CUstream hs, int device, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                   void **args, size_t num_args) {
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute attrs[4];
    unsigned grid[3], block[3], n = 0;
    int i;
    CUDACORE__LOOKUP(cudacore__kernel_obj, ko, KERNEL, k.id, "cudacore_launch");
    if (CUDACORE__UNLIKELY(!cfg || (num_args && !args)))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_launch", "cfg is NULL, or args is NULL with num_args > 0");
    if (CUDACORE__UNLIKELY(!cfg->grid[0] || !cfg->block[0]))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_launch", "grid[0] and block[0] must be > 0 (grid %u, block %u)", cfg->grid[0],
                              cfg->block[0]);
    if (CUDACORE__UNLIKELY(cfg->shared_mem > 0xFFFFFFFFu))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_launch", "shared_mem = %llu bytes does not fit the driver's 32-bit field",
                              (unsigned long long)cfg->shared_mem);
    for (i = 0; i < 3; i++) {
        grid[i] = cfg->grid[i] ? cfg->grid[i] : 1;
        block[i] = cfg->block[i] ? cfg->block[i] : 1;
    }
    if (cfg->cluster[0]) {
        unsigned c[3];
        for (i = 0; i < 3; i++) {
            c[i] = cfg->cluster[i] ? cfg->cluster[i] : 1;
            if (CUDACORE__UNLIKELY(grid[i] > 0xFFFFFFFFu / c[i]))
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_launch", "grid.%c = %u clusters of %u blocks is more than 2^32 blocks",
                                      "xyz"[i], grid[i], c[i]);
            grid[i] *= c[i]; /* the grid counts clusters */
        }
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        attrs[n].value.clusterDim.x = c[0];
        attrs[n].value.clusterDim.y = c[1];
        attrs[n].value.clusterDim.z = c[2];
        n++;
    }
    if (cfg->cooperative) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
        attrs[n].value.cooperative = 1;
        n++;
    }
    if (cfg->priority) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY;
        attrs[n].value.priority = cfg->priority;
        n++;
    }
    if (cfg->programmatic_dependent_launch) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
        attrs[n].value.programmaticStreamSerializationAllowed = 1;
        n++;
    }
#ifdef CUDACORE_DEBUG
    if (!cudacore__g.desc.disable_validation) {
        cudacore_result r = cudacore__validate_launch(ko, grid, block, cfg, num_args, args);
        if (r != CUDACORE_SUCCESS) return r;
    }
#endif
    lc.gridDimX = grid[0];
    lc.gridDimY = grid[1];
    lc.gridDimZ = grid[2];
    lc.blockDimX = block[0];
    lc.blockDimY = block[1];
    lc.blockDimZ = block[2];
    lc.sharedMemBytes = (unsigned)cfg->shared_mem;
    lc.hStream = hs;
    lc.attrs = n ? attrs : NULL;
    lc.numAttrs = n;
    CUDACORE__CU_TRY(cuLaunchKernelEx, (&lc, device == ko->device && ko->ctx_func ? ko->ctx_func : ko->func, args, NULL));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_launch_native(cudacore_CUstream hs, const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                    size_t num_args) {
    return cudacore__launch(hs, -1, cfg, k, args, num_args);
}

CUDACORE_API cudacore_result cudacore_launch(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args) {
    cudacore_CUstream cs = NULL;
    int device = -1;
    CUDACORE__STREAM(s, cs, device, "cudacore_launch");
    return cudacore__launch(cs, device, cfg, k, args, num_args);
}

/*--- occupancy ---*/
#define CUDACORE__KFUNC(k, var, call) \
    CUDACORE__LOOKUP(cudacore__kernel_obj, var, KERNEL, (k).id, call); \
    { \
        int cudacore__d_; \
        cudacore_result cudacore__r_ = cudacore__current_device(&cudacore__d_, call); \
        if (cudacore__r_ != CUDACORE_SUCCESS) return cudacore__r_; \
    }
CUDACORE_API cudacore_result cudacore_kernel_max_active_blocks_per_sm(cudacore_kernel k, int block_size, size_t smem, int *blocks) {
    if (blocks) *blocks = 0;
    if (!blocks) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_active_blocks_per_sm", "blocks is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_active_blocks_per_sm");
        CUDACORE__CU_TRY(cuOccupancyMaxActiveBlocksPerMultiprocessor, (blocks, o->func, block_size, smem));
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_max_potential_block_size(cudacore_kernel k, size_t smem, int limit, int *min_grid, int *block_size) {
    int g = 0, b = 0;
    if (min_grid) *min_grid = 0;
    if (block_size) *block_size = 0;
    if (!block_size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_potential_block_size", "block_size is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_potential_block_size");
        CUDACORE__CU_TRY(cuOccupancyMaxPotentialBlockSize, (&g, &b, o->func, NULL, smem, limit));
    }
    if (min_grid) *min_grid = g;
    *block_size = b;
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_available_dynamic_smem_per_block(cudacore_kernel k, int num_blocks, int block_size, size_t *bytes) {
    if (bytes) *bytes = 0;
    if (!bytes) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_available_dynamic_smem_per_block", "bytes is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_available_dynamic_smem_per_block");
        CUDACORE__CU_TRY(cuOccupancyAvailableDynamicSMemPerBlock, (bytes, o->func, num_blocks, block_size));
    }
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE void cudacore__native_cfg(const cudacore_launch_config *cfg, cudacore_CUlaunchConfig *lc, cudacore_CUlaunchAttribute *a) {
    memset(lc, 0, sizeof *lc);
    memset(a, 0, sizeof *a);
    lc->gridDimX = cfg->grid[0] ? cfg->grid[0] : 1;
    lc->gridDimY = cfg->grid[1] ? cfg->grid[1] : 1;
    lc->gridDimZ = cfg->grid[2] ? cfg->grid[2] : 1;
    lc->blockDimX = cfg->block[0] ? cfg->block[0] : 1;
    lc->blockDimY = cfg->block[1] ? cfg->block[1] : 1;
    lc->blockDimZ = cfg->block[2] ? cfg->block[2] : 1;
    lc->sharedMemBytes = (unsigned)cfg->shared_mem;
    if (cfg->cluster[0]) {
        a->id = CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        a->value.clusterDim.x = cfg->cluster[0];
        a->value.clusterDim.y = cfg->cluster[1] ? cfg->cluster[1] : 1;
        a->value.clusterDim.z = cfg->cluster[2] ? cfg->cluster[2] : 1;
        lc->gridDimX *= a->value.clusterDim.x;
        lc->gridDimY *= a->value.clusterDim.y;
        lc->gridDimZ *= a->value.clusterDim.z;
        lc->attrs = a;
        lc->numAttrs = 1;
    }
}
CUDACORE_API cudacore_result cudacore_kernel_max_potential_cluster_size(cudacore_kernel k, const cudacore_launch_config *cfg, int *size) {
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a;
    if (size) *size = 0;
    if (!cfg || !size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_potential_cluster_size", "cfg or size is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_potential_cluster_size");
        cudacore__native_cfg(cfg, &lc, &a);
        CUDACORE__CU_TRY(cuOccupancyMaxPotentialClusterSize, (size, o->func, &lc));
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_max_active_clusters(cudacore_kernel k, const cudacore_launch_config *cfg, int *clusters) {
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a;
    if (clusters) *clusters = 0;
    if (!cfg || !clusters) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_active_clusters", "cfg or clusters is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_active_clusters");
        cudacore__native_cfg(cfg, &lc, &a);
        CUDACORE__CU_TRY(cuOccupancyMaxActiveClusters, (clusters, o->func, &lc));
    }
    return CUDACORE_SUCCESS;
}

/*--- linker ---*/
typedef struct cudacore__linker_obj {
    cudacore_linker_backend backend;
    cudacore_nvJitLinkHandle jl;
    cudacore_CUlinkState cl;
    char *info_log, *error_log;
    char *drv_info, *drv_err;    /* driver log buffers */
    int has_lto_input;
    /* cuLinkCreate's option arrays: the driver keeps them and writes the log
       sizes back into jv at every cuLinkAddData/cuLinkComplete, so they live
       as long as the link state (in the slot, which never moves) */
    cudacore_CUjit_option jo[10];
    void *jv[10];
} cudacore__linker_obj;
CUDACORE__FITS_SLOT(cudacore__linker_obj);

CUDACORE__PRIVATE cudacore_result cudacore__linker_opt_level(const cudacore_linker_options *o, const char *call) {
    if (o->optimization_level < 0 || o->optimization_level > CUDACORE_OPT_LEVEL(3))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "optimization_level %d is not 0 or CUDACORE_OPT_LEVEL(0..3)", o->optimization_level);
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__linker_strs(const cudacore_linker_options *o, cudacore__strs *l, const char *call) {
    char arch[32];
    cudacore_result r = cudacore__linker_opt_level(o, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__resolve_arch(o->arch, arch, sizeof arch, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__strs_addf(l, "-arch=sm_%s", arch);
    if (o->max_register_count) cudacore__strs_addf(l, "-maxrregcount=%d", o->max_register_count);
    if (o->verbose > 0) cudacore__strs_addf(l, "-verbose");
    if (o->link_time_optimization > 0) cudacore__strs_addf(l, "-lto");
    if (o->optimization_level) cudacore__strs_addf(l, "-O%d", o->optimization_level - 1);
    if (o->debug > 0) cudacore__strs_addf(l, "-g");
    if (o->lineinfo > 0) cudacore__strs_addf(l, "-lineinfo");
    if (o->no_cache > 0) cudacore__strs_addf(l, "-no-cache");
    if (o->time > 0) cudacore__strs_addf(l, "-time");
    if (o->split_compile) cudacore__strs_addf(l, "-split-compile=%d", o->split_compile);
    if (o->split_compile_extended) cudacore__strs_addf(l, "-split-compile-extended=%d", o->split_compile_extended);
    cudacore__add_list(l, "-Xptxas=%s", o->ptxas_options, o->num_ptxas_options);
    if (o->ftz) cudacore__strs_addf(l, "-ftz=%d", o->ftz > 0);
    if (o->prec_div) cudacore__strs_addf(l, "-prec-div=%d", o->prec_div > 0);
    if (o->prec_sqrt) cudacore__strs_addf(l, "-prec-sqrt=%d", o->prec_sqrt > 0);
    if (o->fma) cudacore__strs_addf(l, "-fma=%d", o->fma > 0);
    cudacore__add_list(l, "-kernels-used=%s", o->kernels_used, o->num_kernels_used);
    cudacore__add_list(l, "-variables-used=%s", o->variables_used, o->num_variables_used);
    if (o->optimize_unused_variables > 0) cudacore__strs_addf(l, "-optimize-unused-variables");
    return l->oom ? CUDACORE_ERROR_OUT_OF_HOST_MEMORY : CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_linker_options_format(const cudacore_linker_options *opts, char *buf, size_t cap, size_t *needed) {
    cudacore_linker_options def;
    cudacore__strs l;
    cudacore_result r;
    if (needed) *needed = 0;
    if (!opts) {
        memset(&def, 0, sizeof def);
        opts = &def;
    }
    cudacore__ensure_setup();
    memset(&l, 0, sizeof l);
    r = cudacore__linker_strs(opts, &l, "cudacore_linker_options_format");
    if (r == CUDACORE_SUCCESS) r = cudacore__format_strs(&l, buf, cap, needed, "cudacore_linker_options_format");
    cudacore__strs_free(&l);
    return r;
}

CUDACORE__PRIVATE void cudacore__jl_logs(cudacore__linker_obj *o) {
    size_t n = 0;
    cudacore__free(o->info_log);
    cudacore__free(o->error_log);
    o->info_log = o->error_log = NULL;
    if (CUDACORE__NVJITLINK(nvJitLinkGetInfoLogSize)(o->jl, &n) == 0 && (o->info_log = (char *)cudacore__malloc(n + 1)) != NULL) {
        o->info_log[0] = 0;
        if (n) CUDACORE__NVJITLINK(nvJitLinkGetInfoLog)(o->jl, o->info_log);
    }
    n = 0;
    if (CUDACORE__NVJITLINK(nvJitLinkGetErrorLogSize)(o->jl, &n) == 0 && (o->error_log = (char *)cudacore__malloc(n + 1)) != NULL) {
        o->error_log[0] = 0;
        if (n) CUDACORE__NVJITLINK(nvJitLinkGetErrorLog)(o->jl, o->error_log);
    }
}

CUDACORE_API cudacore_result cudacore_linker_create(const cudacore_linker_options *opts, cudacore_linker *out) {
    static const char call[] = "cudacore_linker_create";
    cudacore_linker_options def;
    cudacore__linker_obj *o;
    cudacore__strs l;
    const char **argv = NULL;
    uint64_t id;
    cudacore_result r;
    cudacore_linker_backend be;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if (!opts) {
        memset(&def, 0, sizeof def);
        opts = &def;
    }
    if ((unsigned)opts->backend > CUDACORE_LINKER_DRIVER)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown linker backend %d", (int)opts->backend);
    if ((r = cudacore__linker_opt_level(opts, call)) != CUDACORE_SUCCESS) return r;
    cudacore__ensure_setup();
    be = opts->backend;
    if (be != CUDACORE_LINKER_DRIVER) {
        r = cudacore__need(CUDACORE_LIBRARY_NVJITLINK, call);
        if (r == CUDACORE_SUCCESS && cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].version >= 12030) be = CUDACORE_LINKER_NVJITLINK;
        else if (be == CUDACORE_LINKER_NVJITLINK)
            return r != CUDACORE_SUCCESS ? r : CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "nvJitLink older than 12.3 is not used");
        else be = CUDACORE_LINKER_DRIVER;
    }
    if (be == CUDACORE_LINKER_DRIVER) {
        if (opts->time || opts->split_compile || opts->split_compile_extended || opts->num_ptxas_options || opts->ftz || opts->prec_div ||
            opts->prec_sqrt || opts->fma || opts->num_kernels_used || opts->num_variables_used || opts->optimize_unused_variables)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                                  "the driver linker (cuLink*) cannot honour time, split_compile*, ptxas_options, ftz, prec_*, fma, "
                                  "kernels_used, variables_used or optimize_unused_variables: they need nvJitLink 12.3+");
    }
    o = (cudacore__linker_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], &id, call);
    if (!o) return cudacore_last_error()->result;
    o->backend = be;
    if (be == CUDACORE_LINKER_NVJITLINK) {
        cudacore_nvJitLinkResult jr;
        memset(&l, 0, sizeof l);
        r = cudacore__linker_strs(opts, &l, call);
        if (r == CUDACORE_SUCCESS && !(argv = cudacore__strs_argv(&l, call))) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (r == CUDACORE_SUCCESS && (jr = CUDACORE__NVJITLINK(nvJitLinkCreate)(&o->jl, (uint32_t)l.count, argv)) != 0) {
            r = CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "nvJitLinkCreate failed (%d): an option may be invalid", (int)jr);
            cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
        }
        cudacore__free((void *)argv);
        cudacore__strs_free(&l);
    } else {
        cudacore_CUjit_option *jo = o->jo;
        void **jv = o->jv;
        unsigned n = 0;
        char arch[32];
        int dev;
        r = cudacore__current_device(&dev, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__resolve_arch(opts->arch, arch, sizeof arch, call);
        o->drv_info = (char *)cudacore__calloc(16384, call);
        o->drv_err = (char *)cudacore__calloc(16384, call);
        if (r == CUDACORE_SUCCESS && (!o->drv_info || !o->drv_err)) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (r == CUDACORE_SUCCESS) {
            jo[n] = CUDACORE_CU_JIT_INFO_LOG_BUFFER, jv[n++] = o->drv_info;
            jo[n] = CUDACORE_CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, jv[n++] = (void *)(uintptr_t)16384;
            jo[n] = CUDACORE_CU_JIT_ERROR_LOG_BUFFER, jv[n++] = o->drv_err;
            jo[n] = CUDACORE_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, jv[n++] = (void *)(uintptr_t)16384;
            jo[n] = CUDACORE_CU_JIT_TARGET, jv[n++] = (void *)(uintptr_t)atoi(arch);
            if (opts->max_register_count) jo[n] = CUDACORE_CU_JIT_MAX_REGISTERS, jv[n++] = (void *)(uintptr_t)opts->max_register_count;
            if (opts->verbose > 0) jo[n] = CUDACORE_CU_JIT_LOG_VERBOSE, jv[n++] = (void *)(uintptr_t)1;
            if (opts->optimization_level) jo[n] = CUDACORE_CU_JIT_OPTIMIZATION_LEVEL, jv[n++] = (void *)(uintptr_t)(opts->optimization_level - 1);
            if (opts->debug > 0) jo[n] = CUDACORE_CU_JIT_GENERATE_DEBUG_INFO, jv[n++] = (void *)(uintptr_t)1;
            if (opts->lineinfo > 0) jo[n] = CUDACORE_CU_JIT_GENERATE_LINE_INFO, jv[n++] = (void *)(uintptr_t)1;
            r = CUDACORE__CU_CALL(cuLinkCreate, (n, jo, jv, &o->cl));
        }
    }
    if (r != CUDACORE_SUCCESS) {
        if (o->jl) CUDACORE__CLEANUP(CUDACORE__NVJITLINK(nvJitLinkDestroy)(&o->jl));
        cudacore__free(o->drv_info);
        cudacore__free(o->drv_err);
        cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], o, id);
        return r;
    }
    cudacore__pool_commit(o, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_linker_add(cudacore_linker lk, const cudacore_link_input *in) {
    static const char call[] = "cudacore_linker_add";
    /* nvJitLinkInputType / CUjitInputType by cudacore_code_type */
    static const int jl_type[] = {0, 1, 2, 3, 4, 5, 6};
    static const int cu_type[] = {-1, 0, 1, -1, 2, 3, 4};
    const char *name;
    CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, call);
    if (!in || (!in->data == !in->path)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input is NULL, or gives both or neither of data and path");
    if ((unsigned)in->type == 0 || (unsigned)in->type > CUDACORE_CODE_LIBRARY)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input.type must be set (CUBIN, PTX, LTOIR, FATBIN, OBJECT, LIBRARY)");
    if (in->data && !in->size && in->type != CUDACORE_CODE_PTX)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input.size is 0 (only PTX text may leave it to strlen)");
    name = in->name ? in->name : (in->path ? in->path : "input");
    if (o->backend == CUDACORE_LINKER_NVJITLINK) {
        cudacore_nvJitLinkResult jr;
        size_t size = in->size;
        if (in->type == CUDACORE_CODE_LTOIR &&
            cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].version < cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].version)
            return CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "nvJitLink (%d) is older than NVRTC (%d): it cannot link NVRTC's LTO-IR",
                                  cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].version, cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].version);
        if (in->data && !size && in->type == CUDACORE_CODE_PTX) size = strlen((const char *)in->data) + 1;
        if (in->data) jr = CUDACORE__NVJITLINK(nvJitLinkAddData)(o->jl, (cudacore_nvJitLinkInputType)jl_type[in->type], in->data, size, name);
        else jr = CUDACORE__NVJITLINK(nvJitLinkAddFile)(o->jl, (cudacore_nvJitLinkInputType)jl_type[in->type], in->path);
        if (jr) {
            cudacore__jl_logs(o);
            CUDACORE__FAIL(CUDACORE_ERROR_LINK, call, "nvJitLink rejected input '%s' (%d; the log is in the error detail)", name, (int)jr);
            cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
            cudacore__set_detail(o->error_log ? o->error_log : "");
            return CUDACORE_ERROR_LINK;
        }
    } else {
        cudacore_result r;
        if (cu_type[in->type] < 0)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "the driver linker (cuLink*) cannot link LTO-IR: install nvJitLink 12.3+");
        if (in->data) {
            size_t size = in->size;
            if (!size && in->type == CUDACORE_CODE_PTX) size = strlen((const char *)in->data) + 1;
            r = CUDACORE__CU_CALL(cuLinkAddData, (o->cl, (cudacore_CUjitInputType)cu_type[in->type], (void *)(uintptr_t)in->data, size, name, 0, NULL, NULL));
        } else
            r = CUDACORE__CU_CALL(cuLinkAddFile, (o->cl, (cudacore_CUjitInputType)cu_type[in->type], in->path, 0, NULL, NULL));
        if (r != CUDACORE_SUCCESS) {
            cudacore__set_detail(o->drv_err);
            return r;
        }
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_linker_add_object_code(cudacore_linker lk, cudacore_object_code oc) {
    cudacore_link_input in;
    CUDACORE__LOOKUP(cudacore__object_code_obj, c, OBJECT_CODE, oc.id, "cudacore_linker_add_object_code");
    memset(&in, 0, sizeof in);
    in.type = c->img->type;
    in.data = c->img->data;
    in.size = c->img->size + (c->img->type == CUDACORE_CODE_PTX ? 1 : 0);
    in.name = c->img->name[0] ? c->img->name : "object_code";
    return cudacore_linker_add(lk, &in);
}

CUDACORE_API cudacore_result cudacore_linker_link(cudacore_linker lk, cudacore_code_type target, cudacore_object_code *out) {
    static const char call[] = "cudacore_linker_link";
    cudacore__image *img = NULL;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
    if (target != CUDACORE_CODE_CUBIN && target != CUDACORE_CODE_PTX) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the linker outputs CUBIN or PTX");
    {
        CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, call);
        if (o->backend == CUDACORE_LINKER_NVJITLINK) {
            cudacore_nvJitLinkResult jr = CUDACORE__NVJITLINK(nvJitLinkComplete)(o->jl);
            size_t n = 0;
            cudacore__jl_logs(o);
            if (jr) {
                CUDACORE__FAIL(CUDACORE_ERROR_LINK, call, "linking failed (%d; the nvJitLink error log is in the error detail)", (int)jr);
                cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
                cudacore__set_detail(o->error_log ? o->error_log : "");
                return CUDACORE_ERROR_LINK;
            }
            jr = target == CUDACORE_CODE_CUBIN ? CUDACORE__NVJITLINK(nvJitLinkGetLinkedCubinSize)(o->jl, &n)
                                               : CUDACORE__NVJITLINK(nvJitLinkGetLinkedPtxSize)(o->jl, &n);
            if (jr) return CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "getting the linked %s failed (%d; PTX output needs link_time_optimization)",
                                          target == CUDACORE_CODE_CUBIN ? "CUBIN" : "PTX", (int)jr);
            img = cudacore__image_new(target, "", 0, "linked", 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            cudacore__free(img->data);
            if (!(img->data = (char *)cudacore__calloc(n + 1, call))) {
                cudacore__image_free(img);
                return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            }
            jr = target == CUDACORE_CODE_CUBIN ? CUDACORE__NVJITLINK(nvJitLinkGetLinkedCubin)(o->jl, img->data)
                                               : CUDACORE__NVJITLINK(nvJitLinkGetLinkedPtx)(o->jl, img->data);
            if (jr) {
                cudacore__image_free(img);
                return CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "getting the linked %s failed (%d)",
                                      target == CUDACORE_CODE_CUBIN ? "CUBIN" : "PTX", (int)jr);
            }
            if (target == CUDACORE_CODE_PTX && n && !img->data[n - 1]) n--;
            img->size = n;
        } else {
            void *cubin = NULL;
            size_t n = 0;
            cudacore_result r;
            if (target != CUDACORE_CODE_CUBIN) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "the driver linker outputs CUBIN only");
            r = CUDACORE__CU_CALL(cuLinkComplete, (o->cl, &cubin, &n));
            if (r != CUDACORE_SUCCESS) {
                cudacore__set_detail(o->drv_err);
                return r;
            }
            img = cudacore__image_new(CUDACORE_CODE_CUBIN, cubin, n, "linked", 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    return cudacore__object_code_wrap(img, out, call);
}

CUDACORE_API cudacore_result cudacore_linker_logs(cudacore_linker lk, const char **info, const char **err) {
    if (info) *info = "";
    if (err) *err = "";
    {
        CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, "cudacore_linker_logs");
        if (info) *info = o->backend == CUDACORE_LINKER_DRIVER ? o->drv_info : (o->info_log ? o->info_log : "");
        if (err) *err = o->backend == CUDACORE_LINKER_DRIVER ? o->drv_err : (o->error_log ? o->error_log : "");
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_linker_backend_used(cudacore_linker lk, cudacore_linker_backend *backend) {
    if (!backend) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_linker_backend_used", "backend is NULL");
    *backend = CUDACORE_LINKER_AUTO;
    {
        CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, "cudacore_linker_backend_used");
        *backend = o->backend;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_linker_destroy(cudacore_linker lk) {
    cudacore__linker_obj *o = (cudacore__linker_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], lk.id, "cudacore_linker_destroy");
    if (!o) return cudacore_last_error()->result;
    if (o->jl) CUDACORE__CLEANUP(CUDACORE__NVJITLINK(nvJitLinkDestroy)(&o->jl));
    if (o->cl) CUDACORE__CLEANUP(CUDACORE__CU(cuLinkDestroy)(o->cl));
    cudacore__free(o->info_log);
    cudacore__free(o->error_log);
    cudacore__free(o->drv_info);
    cudacore__free(o->drv_err);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], o, lk.id);
    return CUDACORE_SUCCESS;
}

/* PTX program -> CUBIN through the linker. */
CUDACORE__PRIVATE cudacore_result cudacore__link_ptx(const cudacore__image *ptx, const char *arch, cudacore__image **out, const char *call) {
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_link_input in;
    cudacore_object_code oc;
    cudacore_result r;
    (void)call;
    *out = NULL;
    memset(&lo, 0, sizeof lo);
    lo.arch = arch;
    if ((r = cudacore_linker_create(&lo, &lk)) != CUDACORE_SUCCESS) return r;
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_PTX;
    in.data = ptx->data;
    in.size = ptx->size + 1;
    in.name = ptx->name;
    r = cudacore_linker_add(lk, &in);
    if (r == CUDACORE_SUCCESS) r = cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &oc);
    if (r == CUDACORE_SUCCESS) {
        cudacore__object_code_obj *c = (cudacore__object_code_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id, call);
        *out = c->img;
        cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], c, oc.id);
    }
    cudacore_linker_destroy(lk);
    return r;
}

/*=== GRAPHS (>>impl:graphs) =================================================*/
/* A body graph of a conditional node: the node and the body's handle. */
typedef struct cudacore__graph_body {
    cudacore_CUgraphNode node;
    uint64_t id;
} cudacore__graph_body;

typedef struct cudacore__graph_obj {
    cudacore_CUgraph native;
    int device;                  /* the device its nodes run on */
    int owned;                   /* 1: destroy calls cuGraphDestroy */
    uint64_t parent;             /* body graphs: the graph holding the conditional node */
    cudacore__graph_body *bodies; /* body handles to release with this graph */
    size_t num_bodies, cap_bodies;
} cudacore__graph_obj;
CUDACORE__FITS_SLOT(cudacore__graph_obj);

typedef struct cudacore__graph_exec_obj {
    cudacore_CUgraphExec native;
    int device;
    uint64_t graph;              /* id of the definition it was made from (may be gone) */
} cudacore__graph_exec_obj;
CUDACORE__FITS_SLOT(cudacore__graph_exec_obj);

/* Streams capturing into an existing graph, so that end_capture returns
   that graph's handle instead of a second one. */
#define CUDACORE__CAPTURE_TO_MAX 64
static struct {
    cudacore_CUstream stream;
    uint64_t graph;
} cudacore__capture_to[CUDACORE__CAPTURE_TO_MAX];
static int cudacore__capture_to_count; /* atomic: entries in use */
static cudacore__mutex cudacore__graph_lock = CUDACORE__MUTEX_INIT;

CUDACORE__PRIVATE const char *cudacore__node_type_name(int t) {
    static const char *const names[] = {"kernel", "memcpy", "memset", "host", "child graph", "empty", "event wait", "event record",
                                        "external semaphore signal", "external semaphore wait", "memory alloc", "memory free",
                                        "batch memory op", "conditional"};
    return t >= 0 && t < (int)(sizeof names / sizeof names[0]) ? names[t] : "unknown";
}

/* Records a failed driver call with a message of our own (the native code
   and name are kept); res 0: the usual mapping of the CUresult. */
CUDACORE__PRIVATE cudacore_result cudacore__graph_cu_fail(cudacore_CUresult r, cudacore_result res, const char *call, int line, const char *fmt, ...) {
    const char *name = NULL, *str = NULL;
    char msg[400];
    va_list ap;
    if (cudacore__err.stub_pending && ((int)r == 500 || (int)r == 999)) { /* a missing function (or the injector) already said it */
        cudacore__err.stub_pending = 0;
        return cudacore__err.info.result;
    }
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if ((int)CUDACORE__CU(cuGetErrorName)(r, &name) != 0) name = NULL;
    if ((int)CUDACORE__CU(cuGetErrorString)(r, &str) != 0) str = NULL;
    cudacore__fail_at(res != CUDACORE_SUCCESS ? res : cudacore__map_cu((int)r), call, line, "%s [%s (%d)]", msg, name ? name : "CUDA_ERROR_?", (int)r);
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, (int)r, name ? name : "CUDA_ERROR_?", str);
    return cudacore__err.info.result;
}

/* Explains a failed capture call (every reason is CUDACORE_ERROR_CAPTURE). */
CUDACORE__PRIVATE cudacore_result cudacore__capture_fail(cudacore_CUresult r, int ending, const char *call, int line) {
    const char *why;
    switch ((int)r) {
        case 401: /* CUDA_ERROR_ILLEGAL_STATE */
            why = ending ? "the stream is not capturing: the capture was never begun, or it was already ended"
                         : "the stream is already capturing: end that capture first";
            break;
        case 900: why = "this stream cannot be captured (the legacy default stream, or a blocking stream that would synchronise with it)"; break;
        case 901:
            why = "the capture was invalidated by an operation not allowed while capturing (an unsafe call such as cuMemAlloc or a synchronous "
                  "copy in GLOBAL / THREAD_LOCAL mode, or a query or synchronisation of captured work); nothing was captured";
            break;
        case 902: why = "the capture would merge two independent captures"; break;
        case 903: why = "the capture was begun on another stream: end it on the stream that began it"; break;
        case 904: why = "a stream forked from the capture was not joined back before the end: make the capturing stream wait for it"; break;
        case 905: why = "the operation would create a dependency on work outside the capture"; break;
        case 906: why = "the operation would implicitly synchronise with the legacy default stream, which cannot be captured"; break;
        case 908: why = "the capture was begun in another thread (GLOBAL or THREAD_LOCAL mode): end it there, or capture in RELAXED mode"; break;
        default: return cudacore__graph_cu_fail(r, CUDACORE_SUCCESS, call, line, "%s failed", ending ? "cuStreamEndCapture" : "cuStreamBeginCapture");
    }
    return cudacore__graph_cu_fail(r, CUDACORE_ERROR_CAPTURE, call, line, "%s", why);
}

/* Remembers that cs captures into graph gid (0 when the table is full). */
CUDACORE__PRIVATE int cudacore__capture_to_add(cudacore_CUstream cs, uint64_t gid) {
    int i, done = 0;
    cudacore__lock(&cudacore__graph_lock);
    for (i = 0; i < CUDACORE__CAPTURE_TO_MAX && !done; i++)
        if (!cudacore__capture_to[i].graph) {
            cudacore__capture_to[i].stream = cs;
            cudacore__capture_to[i].graph = gid;
            cudacore__store32(&cudacore__capture_to_count, cudacore__capture_to_count + 1);
            done = 1;
        }
    cudacore__unlock(&cudacore__graph_lock);
    return done;
}
/* Forgets cs; returns the graph id it captured into (0: none). */
CUDACORE__PRIVATE uint64_t cudacore__capture_to_take(cudacore_CUstream cs) {
    uint64_t gid = 0;
    int i;
    if (!cudacore__load32(&cudacore__capture_to_count)) return 0;
    cudacore__lock(&cudacore__graph_lock);
    for (i = 0; i < CUDACORE__CAPTURE_TO_MAX; i++)
        if (cudacore__capture_to[i].graph && cudacore__capture_to[i].stream == cs) {
            gid = cudacore__capture_to[i].graph;
            cudacore__capture_to[i].graph = 0;
            cudacore__capture_to[i].stream = NULL;
            cudacore__store32(&cudacore__capture_to_count, cudacore__capture_to_count - 1);
        }
    cudacore__unlock(&cudacore__graph_lock);
    return gid;
}

/* The raw nodes of a dependency list, checked to belong to graph gid. */
#define CUDACORE__DEPS_STACK 16
typedef struct cudacore__deps {
    cudacore_CUgraphNode stack[CUDACORE__DEPS_STACK];
    cudacore_CUgraphNode *p;
    size_t n;
} cudacore__deps;

CUDACORE__PRIVATE cudacore_result cudacore__deps_get(cudacore__deps *d, uint64_t gid, const cudacore_graph_node *deps, size_t n, const char *what,
                                                     const char *call) {
    size_t i;
    d->p = d->stack;
    d->n = n;
    if (n && !deps) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is NULL but its count is %lu", what, (unsigned long)n);
    if (n > CUDACORE__DEPS_STACK) {
        d->p = (cudacore_CUgraphNode *)cudacore__calloc(n * sizeof *d->p, call);
        if (!d->p) {
            d->p = d->stack;
            return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    for (i = 0; i < n; i++) {
        if (!deps[i].native || deps[i].graph != gid) {
            if (d->p != d->stack) cudacore__free(d->p);
            d->p = d->stack;
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s[%lu] %s", what, (unsigned long)i,
                                  !deps[i].native ? "is a zero node" : "is a node of another graph");
        }
        d->p[i] = deps[i].native;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE void cudacore__deps_free(cudacore__deps *d) {
    if (d->p != d->stack) cudacore__free(d->p);
    d->p = d->stack;
}

CUDACORE__PRIVATE cudacore_result cudacore__graph_make(cudacore_CUgraph native, int device, int owned, uint64_t parent, cudacore_graph *out,
                                                       const char *call) {
    uint64_t id = 0;
    cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_GRAPH], &id, call);
    if (!go) return cudacore_last_error()->result;
    go->native = native;
    go->device = device;
    go->owned = owned;
    go->parent = parent;
    cudacore__pool_commit(go, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE void cudacore__graph_release_id(uint64_t id);
CUDACORE__PRIVATE void cudacore__graph_release_bodies(cudacore__graph_obj *go, cudacore_CUgraphNode only) {
    size_t i, kept = 0;
    for (i = 0; i < go->num_bodies; i++) {
        if (only && go->bodies[i].node != only) {
            go->bodies[kept++] = go->bodies[i];
            continue;
        }
        cudacore__graph_release_id(go->bodies[i].id);
    }
    go->num_bodies = kept;
    if (!only) {
        cudacore__free(go->bodies);
        go->bodies = NULL;
        go->cap_bodies = 0;
    }
}
/* Releases a graph handle if it is still alive (no error when it is not). */
CUDACORE__PRIVATE void cudacore__graph_release_id(uint64_t id) {
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_GRAPH];
    cudacore__graph_obj *go;
    if (!cudacore__get(pool, id)) return;
    go = (cudacore__graph_obj *)cudacore__pool_take(pool, id, "cudacore_graph_destroy");
    if (!go) return;
    cudacore__graph_release_bodies(go, NULL);
    if (go->owned) CUDACORE__CU(cuGraphDestroy)(go->native);
    cudacore__pool_release(pool, go, id);
}

/* The graph object of a node, checked alive. */
#define CUDACORE__NODE_GRAPH(var, node, call) \
    CUDACORE__LOOKUP(cudacore__graph_obj, var, GRAPH, (node).graph, call); \
    if (CUDACORE__UNLIKELY(!(node).native)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the node is zero")

/*--- capture ---*/
CUDACORE_API cudacore_result cudacore_stream_begin_capture(cudacore_stream s, const cudacore_capture_desc *desc) {
    static const char *call = "cudacore_stream_begin_capture";
    cudacore_capture_desc d;
    cudacore_CUstream cs = NULL;
    cudacore_CUresult cr;
    int dev = -1;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
    if ((unsigned)d.mode > 2u)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "mode %d is not a CU_STREAM_CAPTURE_MODE_* (0 global, 1 thread-local, 2 relaxed)",
                              (int)d.mode);
    if (cs == CUDACORE_CU_STREAM_LEGACY)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call,
                              "the legacy default stream cannot be captured: capture a created stream (or cudacore_stream_per_thread())");
    if (d.graph.id) {
        cudacore__deps deps;
        cudacore_result r;
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, d.graph.id, call);
        if (cudacore__g.driver_version < 12030)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "capturing into an existing graph needs a CUDA 12.3+ driver (this one is %d.%d)",
                                  cudacore__g.driver_version / 1000, (cudacore__g.driver_version % 1000) / 10);
        r = cudacore__deps_get(&deps, d.graph.id, d.dependencies, d.num_dependencies, "desc.dependencies", call);
        if (r != CUDACORE_SUCCESS) return r;
        cr = CUDACORE__CU(cuStreamBeginCaptureToGraph)(cs, go->native, deps.n ? deps.p : NULL, NULL, deps.n, d.mode);
        cudacore__deps_free(&deps);
        if ((int)cr != 0) return cudacore__capture_fail(cr, 0, call, __LINE__);
        cudacore__capture_to_take(cs); /* a stale entry from an abandoned capture */
        if (!cudacore__capture_to_add(cs, d.graph.id)) {
            cudacore_CUgraph ignored = NULL;
            CUDACORE__CU(cuStreamEndCapture)(cs, &ignored);
            return CUDACORE__FAIL(CUDACORE_ERROR_TOO_MANY_OBJECTS, call, "more than %d streams capture into existing graphs at once",
                                  CUDACORE__CAPTURE_TO_MAX);
        }
        return CUDACORE_SUCCESS;
    }
    if (d.num_dependencies)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "dependencies are nodes of desc.graph: set desc.graph to use them");
    cr = CUDACORE__CU(cuStreamBeginCapture)(cs, d.mode);
    if ((int)cr != 0) return cudacore__capture_fail(cr, 0, call, __LINE__);
    cudacore__capture_to_take(cs); /* a stale entry from an abandoned capture */
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_stream_end_capture(cudacore_stream s, cudacore_graph *out) {
    static const char *call = "cudacore_stream_end_capture";
    cudacore_CUstream cs = NULL;
    cudacore_CUgraph g = NULL;
    cudacore_CUresult cr;
    uint64_t target;
    int dev = -1;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    CUDACORE__STREAM(s, cs, dev, call);
    cr = CUDACORE__CU(cuStreamEndCapture)(cs, &g);
    target = cudacore__capture_to_take(cs);
    if ((int)cr != 0) {
        if (g && !target) CUDACORE__CU(cuGraphDestroy)(g);
        return cudacore__capture_fail(cr, 1, call, __LINE__);
    }
    if (target) {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_GRAPH], target);
        if (go && go->native == g) {
            out->id = target;
            return CUDACORE_SUCCESS;
        }
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the graph this stream captured into was destroyed during the capture");
    }
    if (dev < 0) {
        r = cudacore__current_device(&dev, call);
        if (r != CUDACORE_SUCCESS) {
            CUDACORE__CU(cuGraphDestroy)(g);
            return r;
        }
    }
    r = cudacore__graph_make(g, dev, 1, 0, out, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroy)(g);
    return r;
}

CUDACORE_API cudacore_result cudacore_stream_get_capture_info(cudacore_stream s, cudacore_capture_info *info) {
    static const char *call = "cudacore_stream_get_capture_info";
    cudacore_CUstream cs = NULL;
    cudacore_CUstreamCaptureStatus st = CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE;
    cudacore_cuuint64_t cid = 0;
    cudacore_CUgraph g = NULL;
    const cudacore_CUgraphNode *deps = NULL;
    size_t n = 0;
    int dev = -1;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "info is NULL");
    memset(info, 0, sizeof *info);
    CUDACORE__STREAM(s, cs, dev, call);
    (void)dev;
    if (cudacore__g.driver_version >= 12030) {
        const cudacore_CUgraphEdgeData *edges = NULL;
        CUDACORE__CU_TRY(cuStreamGetCaptureInfo_v3, (cs, &st, &cid, &g, &deps, &edges, &n));
    } else {
        CUDACORE__CU_TRY(cuStreamGetCaptureInfo_v2, (cs, &st, &cid, &g, &deps, &n));
    }
    info->status = st;
    if (st == CUDACORE_CU_STREAM_CAPTURE_STATUS_ACTIVE) {
        info->id = (uint64_t)cid;
        info->graph = g;
        info->num_dependencies = n;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_thread_exchange_capture_mode(cudacore_CUstreamCaptureMode *mode) {
    static const char *call = "cudacore_thread_exchange_capture_mode";
    if (!mode) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "mode is NULL");
    if ((unsigned)*mode > 2u) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "mode %d is not a CU_STREAM_CAPTURE_MODE_*", (int)*mode);
    CUDACORE__NEED(CUDA, call);
    CUDACORE__CU_TRY(cuThreadExchangeStreamCaptureMode, (mode));
    return CUDACORE_SUCCESS;
}

/*--- graph definitions ---*/
CUDACORE_API cudacore_result cudacore_graph_create(cudacore_graph *out) {
    static const char *call = "cudacore_graph_create";
    cudacore_CUgraph g = NULL;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuGraphCreate, (&g, 0));
    r = cudacore__graph_make(g, dev, 1, 0, out, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroy)(g);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_wrap(cudacore_CUgraph native, int take_ownership, cudacore_graph *out) {
    static const char *call = "cudacore_graph_wrap";
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!native) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "native is NULL");
    if (take_ownership != 0 && take_ownership != 1)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "take_ownership must be 0 or 1, not %d", take_ownership);
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    return cudacore__graph_make(native, dev, take_ownership, 0, out, call);
}

CUDACORE_API cudacore_result cudacore_graph_destroy(cudacore_graph g) {
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_GRAPH];
    cudacore_result r = CUDACORE_SUCCESS;
    cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__pool_take(pool, g.id, "cudacore_graph_destroy");
    if (!go) return cudacore_last_error()->result;
    cudacore__graph_release_bodies(go, NULL);
    if (go->owned) r = CUDACORE__CU_CALL(cuGraphDestroy, (go->native));
    cudacore__pool_release(pool, go, g.id);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_native(cudacore_graph g, cudacore_CUgraph *out) {
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_graph_native", "out is NULL");
    *out = NULL;
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, "cudacore_graph_native");
        *out = go->native;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_clone(cudacore_graph g, cudacore_graph *out) {
    static const char *call = "cudacore_graph_clone";
    cudacore_CUgraph c = NULL;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, call);
        CUDACORE__CU_TRY(cuGraphClone, (&c, go->native));
        r = cudacore__graph_make(c, go->device, 1, 0, out, call);
    }
    if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroy)(c);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_debug_dot(cudacore_graph g, const char *path, unsigned int flags) {
    static const char *call = "cudacore_graph_debug_dot";
    cudacore_CUresult cr;
    if (!path || !path[0]) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "path is NULL or empty");
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, call);
        cr = CUDACORE__CU(cuGraphDebugDotPrint)(go->native, path, flags);
    }
    if ((int)cr != 0) {
        FILE *f = fopen(path, "a");
        if (!f) {
            cudacore__graph_cu_fail(cr, CUDACORE_ERROR_IO, call, __LINE__, "cannot write the DOT file '%s'", path);
            return CUDACORE_ERROR_IO;
        }
        fclose(f);
        return cudacore__graph_cu_fail(cr, CUDACORE_SUCCESS, call, __LINE__, "cuGraphDebugDotPrint failed writing '%s'", path);
    }
    return CUDACORE_SUCCESS;
}

/* Fills out[0..min(cap, n)) from raw nodes of graph gid. */
CUDACORE__PRIVATE void cudacore__nodes_out(uint64_t gid, const cudacore_CUgraphNode *raw, size_t n, cudacore_graph_node *out) {
    size_t i;
    for (i = 0; i < n; i++) {
        out[i].graph = gid;
        out[i].native = raw[i];
    }
}

CUDACORE_API cudacore_result cudacore_graph_get_nodes(cudacore_graph g, cudacore_graph_node *nodes, size_t cap, size_t *count) {
    static const char *call = "cudacore_graph_get_nodes";
    cudacore_CUgraphNode *raw;
    size_t n = 0, m;
    cudacore_result r;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    *count = 0;
    if (cap && !nodes) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "nodes is NULL but cap is %lu", (unsigned long)cap);
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, call);
        CUDACORE__CU_TRY(cuGraphGetNodes, (go->native, NULL, &n));
        *count = n;
        m = n < cap ? n : cap;
        if (!m) return CUDACORE_SUCCESS;
        raw = (cudacore_CUgraphNode *)cudacore__calloc(m * sizeof *raw, call);
        if (!raw) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        r = CUDACORE__CU_CALL(cuGraphGetNodes, (go->native, raw, &m));
        if (r == CUDACORE_SUCCESS) cudacore__nodes_out(g.id, raw, m, nodes);
        cudacore__free(raw);
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_get_edges(cudacore_graph g, cudacore_graph_node *from, cudacore_graph_node *to, size_t cap, size_t *count) {
    static const char *call = "cudacore_graph_get_edges";
    cudacore_CUgraphNode *raw;
    size_t n = 0, m;
    cudacore_result r;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    *count = 0;
    if (cap && (!from || !to)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "from or to is NULL but cap is %lu", (unsigned long)cap);
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, call);
        CUDACORE__CU_TRY(cuGraphGetEdges, (go->native, NULL, NULL, &n));
        *count = n;
        m = n < cap ? n : cap;
        if (!m) return CUDACORE_SUCCESS;
        raw = (cudacore_CUgraphNode *)cudacore__calloc(2 * m * sizeof *raw, call);
        if (!raw) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        n = m;
        r = CUDACORE__CU_CALL(cuGraphGetEdges, (go->native, raw, raw + n, &m));
        if (r == CUDACORE_SUCCESS) {
            cudacore__nodes_out(g.id, raw, m, from);
            cudacore__nodes_out(g.id, raw + n, m, to);
        }
        cudacore__free(raw);
    }
    return r;
}

/*--- nodes ---*/
/* The kernel node parameters (v2 layout; the v1 layout is its prefix) and
   the attributes a launch config asks for. */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_node_params(const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args,
                                                               cudacore_CUcontext ctx, cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *p,
                                                               cudacore_CUlaunchAttribute *attrs, unsigned *num_attrs, const char *call) {
    unsigned grid[3], block[3], n = 0;
    int i;
    CUDACORE__LOOKUP(cudacore__kernel_obj, ko, KERNEL, k.id, call);
    if (!cfg || (num_args && !args))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "cfg is NULL, or args is NULL with num_args %lu", (unsigned long)num_args);
    if (!cfg->grid[0] || !cfg->block[0])
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "grid[0] and block[0] must be > 0 (grid %u, block %u)", cfg->grid[0], cfg->block[0]);
    if (cfg->programmatic_dependent_launch)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                              "programmatic_dependent_launch is a stream launch property: capture the launch instead of adding a node");
    for (i = 0; i < 3; i++) {
        grid[i] = cfg->grid[i] ? cfg->grid[i] : 1;
        block[i] = cfg->block[i] ? cfg->block[i] : 1;
    }
    memset(attrs, 0, 3 * sizeof *attrs);
    if (cfg->cluster[0]) {
        unsigned c[3];
        for (i = 0; i < 3; i++) {
            c[i] = cfg->cluster[i] ? cfg->cluster[i] : 1;
            grid[i] *= c[i]; /* the grid counts clusters, as in cudacore_launch */
        }
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        attrs[n].value.clusterDim.x = c[0];
        attrs[n].value.clusterDim.y = c[1];
        attrs[n].value.clusterDim.z = c[2];
        n++;
    }
    if (cfg->cooperative) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
        attrs[n].value.cooperative = 1;
        n++;
    }
    if (cfg->priority) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY;
        attrs[n].value.priority = cfg->priority;
        n++;
    }
#ifdef CUDACORE_DEBUG
    if (!cudacore__g.desc.disable_validation) {
        cudacore_result r = cudacore__validate_launch(ko, grid, block, cfg, num_args, args);
        if (r != CUDACORE_SUCCESS) {
            cudacore__copy(cudacore__err.call, sizeof cudacore__err.call, call);
            return r;
        }
    }
#endif
    memset(p, 0, sizeof *p);
    p->func = ko->func;
    if (ko->kernel) {
        /* The CUfunction of the kernel in the graph's context: a context-
           independent CUkernel (CUDA_KERNEL_NODE_PARAMS_v2.kern) is refused
           in the body graphs of conditional nodes, so nodes always name a
           function. */
        cudacore_CUcontext cur = NULL;
        cudacore_CUresult cr;
        int pushed = 0;
        if ((int)CUDACORE__CU(cuCtxGetCurrent)(&cur) != 0 || cur != ctx) {
            CUDACORE__CU_TRY(cuCtxPushCurrent, (ctx));
            pushed = 1;
        }
        cr = CUDACORE__CU(cuKernelGetFunction)(&p->func, ko->kernel);
        if (pushed) cudacore__pop_device();
        if ((int)cr != 0) return cudacore__cu_fail(cr, "cuKernelGetFunction", __LINE__);
    }
    p->gridDimX = grid[0];
    p->gridDimY = grid[1];
    p->gridDimZ = grid[2];
    p->blockDimX = block[0];
    p->blockDimY = block[1];
    p->blockDimZ = block[2];
    p->sharedMemBytes = (unsigned)cfg->shared_mem;
    p->kernelParams = num_args ? args : NULL;
    *num_attrs = n;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__kernel_node_attrs(cudacore_CUgraphNode node, const cudacore_CUlaunchAttribute *attrs, unsigned n) {
    unsigned i;
    for (i = 0; i < n; i++) CUDACORE__CU_TRY(cuGraphKernelNodeSetAttribute, (node, attrs[i].id, &attrs[i].value));
    return CUDACORE_SUCCESS;
}

/* A memcpy of a cudacore_copy_2d_desc as CUDA_MEMCPY3D (height 0/1: 1-D). */
CUDACORE__PRIVATE cudacore_result cudacore__memcpy3d(const cudacore_copy_2d_desc *d, cudacore_CUDA_MEMCPY3D *m, const char *call) {
    size_t height = d->height ? d->height : 1, sp = d->src_pitch, dp = d->dst_pitch;
    const void *hp = NULL;
    cudacore_result r;
    if (!d->width) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width is 0: a memcpy node copies at least one byte");
    if (height == 1) { /* pitches do not matter for one row */
        if (sp < d->width) sp = d->width;
        if (dp < d->width) dp = d->width;
    }
    memset(m, 0, sizeof *m);
    r = cudacore__side_2d(d->src, d->src_host, d->src_offset, sp, d->width, height, &m->srcMemoryType, &m->srcHost, &m->srcDevice, "source", call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__side_2d(d->dst, d->dst_host, d->dst_offset, dp, d->width, height, &m->dstMemoryType, &hp, &m->dstDevice, "destination", call);
    if (r != CUDACORE_SUCCESS) return r;
    m->dstHost = (void *)(uintptr_t)hp;
    m->srcPitch = sp;
    m->dstPitch = dp;
    m->srcHeight = height;
    m->dstHeight = height;
    m->WidthInBytes = d->width;
    m->Height = height;
    m->Depth = 1;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__memset_params(const cudacore_graph_memset_desc *d, cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *p, const char *call) {
    size_t es, height, pitch, row, extent;
    if (!d) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    es = d->element_size ? (size_t)d->element_size : 1;
    height = d->height ? d->height : 1;
    if (es != 1 && es != 2 && es != 4) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "element_size must be 1, 2 or 4, not %d", d->element_size);
    if (!d->width) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width is 0: a memset node sets at least one element");
    if (d->width > ~(size_t)0 / es) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width %llu overflows", (unsigned long long)d->width);
    row = d->width * es;
    pitch = d->pitch ? d->pitch : row;
    if (height > 1 && pitch < row)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pitch %llu is less than a row (%llu bytes)", (unsigned long long)pitch,
                              (unsigned long long)row);
    if ((pitch % es) || (d->offset % es))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "offset %llu and pitch %llu must be multiples of element_size %d",
                              (unsigned long long)d->offset, (unsigned long long)pitch, (int)es);
    {
        CUDACORE__LOOKUP(cudacore__buffer_obj, b, BUFFER, d->dst.id, call);
        if (height - 1 > 0 && pitch > (~(size_t)0 - row) / (height - 1)) return cudacore__oob(call, "memset", d->offset, ~(size_t)0, b->size);
        extent = (height - 1) * pitch + row;
        if (!CUDACORE__IN_BOUNDS(d->offset, extent, b->size)) return cudacore__oob(call, "memset", d->offset, extent, b->size);
        if (!b->dev_acc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is not device-accessible");
        if ((b->ptr + d->offset) % es) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the address is not aligned to element_size %d", (int)es);
        memset(p, 0, sizeof *p);
        p->dst = b->ptr + d->offset;
        p->pitch = height > 1 ? pitch : row;
        p->value = d->value;
        p->elementSize = (unsigned)es;
        p->width = d->width;
        p->height = height;
    }
    return CUDACORE_SUCCESS;
}

/* Common start of every add function: out zeroed, graph, dependencies. */
#define CUDACORE__ADD_BEGIN(g, go, deps, dl, nd, out, call) \
    cudacore__deps dl; \
    cudacore_result cudacore__ab_r; \
    if (!(out)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL"); \
    (out)->graph = 0; \
    (out)->native = NULL; \
    CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, (g).id, call); \
    cudacore__ab_r = cudacore__deps_get(&dl, (g).id, deps, nd, "deps", call); \
    if (cudacore__ab_r != CUDACORE_SUCCESS) return cudacore__ab_r

CUDACORE__PRIVATE void cudacore__node_out(cudacore_graph g, cudacore_CUgraphNode n, cudacore_graph_node *out) {
    out->graph = g.id;
    out->native = n;
}

CUDACORE_API cudacore_result cudacore_graph_add_empty_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                           cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_empty_node";
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
    r = CUDACORE__CU_CALL(cuGraphAddEmptyNode, (&n, go->native, dl.p, dl.n));
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_add_kernel_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args,
                                                            cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_kernel_node";
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;
    cudacore_CUlaunchAttribute attrs[3];
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    unsigned na = 0;
    cudacore_result r;
    CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
    r = cudacore__primary(go->device, &ctx, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__kernel_node_params(cfg, k, args, num_args, ctx, &p, attrs, &na, call);
    if (r == CUDACORE_SUCCESS) {
        if (cudacore__g.driver_version >= 12000) r = CUDACORE__CU_CALL(cuGraphAddKernelNode_v2, (&n, go->native, dl.p, dl.n, &p));
        else r = CUDACORE__CU_CALL(cuGraphAddKernelNode, (&n, go->native, dl.p, dl.n, (const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS && na) {
        r = cudacore__kernel_node_attrs(n, attrs, na);
        if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroyNode)(n);
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_add_memcpy_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_copy_2d_desc *copy, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_memcpy_node";
    cudacore_CUDA_MEMCPY3D m;
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    if (!copy) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copy is NULL");
    {
        CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
        r = cudacore__memcpy3d(copy, &m, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__primary(go->device, &ctx, call);
        if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuGraphAddMemcpyNode, (&n, go->native, dl.p, dl.n, &m, ctx));
        cudacore__deps_free(&dl);
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_add_memset_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_graph_memset_desc *desc, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_memset_node";
    cudacore_CUDA_MEMSET_NODE_PARAMS_v1 p;
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
    r = cudacore__memset_params(desc, &p, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__primary(go->device, &ctx, call);
    if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuGraphAddMemsetNode, (&n, go->native, dl.p, dl.n, &p, ctx));
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/* Host-node data held by a CUDA user object: the header, then the copy. */
typedef struct cudacore__host_data {
    void (*destroy)(void *);
    void *user;                  /* what the callback gets */
    uint64_t align_pad[2];       /* keeps the copy 16-byte aligned */
} cudacore__host_data;
static void CUDACORE__CUDAAPI cudacore__host_data_free(void *p) {
    cudacore__host_data *h = (cudacore__host_data *)p;
    if (h->destroy) h->destroy(h->user);
    cudacore__free(h);
}

CUDACORE_API cudacore_result cudacore_graph_add_host_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                          const cudacore_host_node_desc *desc, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_host_node";
    cudacore_CUDA_HOST_NODE_PARAMS_v1 hp;
    cudacore__host_data *h = NULL;
    cudacore_CUuserObject uo = NULL;
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    if (!desc || !desc->fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc or desc->fn is NULL");
    if (desc->user_data_size && !desc->user_data)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "user_data is NULL but user_data_size is %lu", (unsigned long)desc->user_data_size);
    {
        CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
        memset(&hp, 0, sizeof hp);
        hp.fn = desc->fn;
        hp.userData = desc->user_data;
        if (desc->user_data_size || desc->destroy) {
            if (desc->user_data_size > ~(size_t)0 - sizeof *h) {
                cudacore__deps_free(&dl);
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "user_data_size overflows");
            }
            h = (cudacore__host_data *)cudacore__calloc(sizeof *h + desc->user_data_size, call);
            if (!h) {
                cudacore__deps_free(&dl);
                return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            }
            h->destroy = desc->destroy;
            h->user = desc->user_data;
            if (desc->user_data_size) {
                h->user = h + 1;
                memcpy(h->user, desc->user_data, desc->user_data_size);
            }
            hp.userData = h->user;
        }
        r = CUDACORE__CU_CALL(cuGraphAddHostNode, (&n, go->native, dl.p, dl.n, &hp));
        cudacore__deps_free(&dl);
        if (r == CUDACORE_SUCCESS && h) {
            /* the graph takes our one reference; clones and executables retain their own */
            r = CUDACORE__CU_CALL(cuUserObjectCreate, (&uo, h, cudacore__host_data_free, 1, 1u /* CU_USER_OBJECT_NO_DESTRUCTOR_SYNC */));
            if (r == CUDACORE_SUCCESS) {
                r = CUDACORE__CU_CALL(cuGraphRetainUserObject, (go->native, uo, 1, 1u /* CU_GRAPH_USER_OBJECT_MOVE */));
                if (r != CUDACORE_SUCCESS) {
                    h = NULL; /* freed by the user object's destructor */
                    CUDACORE__CU(cuUserObjectRelease)(uo, 1);
                }
            }
            if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroyNode)(n);
        }
        if (r != CUDACORE_SUCCESS && h && !uo) {
            h->destroy = NULL; /* never handed out: the caller keeps its data */
            cudacore__host_data_free(h);
        }
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/* Event record and event wait nodes differ only in the driver call. */
CUDACORE__PRIVATE cudacore_result cudacore__add_event_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps, cudacore_event e,
                                                           cudacore_graph_node *out, int wait, const char *call) {
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
    {
        cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_EVENT], e.id);
        if (!eo) r = cudacore__bad_handle(CUDACORE_OBJECT_EVENT, e.id, call);
        else if (wait) r = CUDACORE__CU_CALL(cuGraphAddEventWaitNode, (&n, go->native, dl.p, dl.n, eo->native));
        else r = CUDACORE__CU_CALL(cuGraphAddEventRecordNode, (&n, go->native, dl.p, dl.n, eo->native));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}
CUDACORE_API cudacore_result cudacore_graph_add_event_record_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                  cudacore_event e, cudacore_graph_node *out) {
    return cudacore__add_event_node(g, deps, num_deps, e, out, 0, "cudacore_graph_add_event_record_node");
}
CUDACORE_API cudacore_result cudacore_graph_add_event_wait_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                cudacore_event e, cudacore_graph_node *out) {
    return cudacore__add_event_node(g, deps, num_deps, e, out, 1, "cudacore_graph_add_event_wait_node");
}

CUDACORE_API cudacore_result cudacore_graph_add_child_graph_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph child, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_child_graph_node";
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
    {
        cudacore__graph_obj *co = (cudacore__graph_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_GRAPH], child.id);
        if (!co) r = cudacore__bad_handle(CUDACORE_OBJECT_GRAPH, child.id, call);
        else if (child.id == g.id) r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a graph cannot be its own child");
        else r = CUDACORE__CU_CALL(cuGraphAddChildGraphNode, (&n, go->native, dl.p, dl.n, co->native));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_add_mem_alloc_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps, size_t size,
                                                               cudacore_graph_node *out, cudacore_buffer *buffer) {
    static const char *call = "cudacore_graph_add_mem_alloc_node";
    cudacore_CUDA_MEM_ALLOC_NODE_PARAMS p;
    cudacore_CUgraphNode n = NULL;
    cudacore__buffer_obj *b;
    uint64_t bid = 0;
    cudacore_result r;
    int dev;
    if (buffer) buffer->id = 0;
    if (!size) {
        if (out) out->graph = 0, out->native = NULL;
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "size is 0: an alloc node allocates at least one byte");
    }
    {
        CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
        dev = go->device;
        memset(&p, 0, sizeof p);
        p.poolProps.allocType = CUDACORE_CU_MEM_ALLOCATION_TYPE_PINNED;
        p.poolProps.location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
        p.poolProps.location.id = dev;
        p.bytesize = size;
        r = CUDACORE__CU_CALL(cuGraphAddMemAllocNode, (&n, go->native, dl.p, dl.n, &p));
        cudacore__deps_free(&dl);
    }
    if (r != CUDACORE_SUCCESS) return r;
    if (buffer) {
        b = (cudacore__buffer_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], &bid, call);
        if (!b) {
            CUDACORE__CU(cuGraphDestroyNode)(n);
            return cudacore_last_error()->result;
        }
        b->ptr = p.dptr;
        b->size = size;
        b->device = dev;
        b->kind = CUDACORE_MEMORY_DEVICE;
        b->dev_acc = 1;
        b->owned = 0; /* the graph owns the memory: freeing the handle never frees it */
        b->free_method = CUDACORE__FREE_NONE;
        cudacore__pool_commit(b, bid);
        buffer->id = bid;
    }
    cudacore__node_out(g, n, out);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_add_mem_free_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                              cudacore_buffer buf, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_mem_free_node";
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
    {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], buf.id);
        if (!b) r = cudacore__bad_handle(CUDACORE_OBJECT_BUFFER, buf.id, call);
        else if (!b->ptr) r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is empty (no memory to free)");
        else r = CUDACORE__CU_CALL(cuGraphAddMemFreeNode, (&n, go->native, dl.p, dl.n, b->ptr));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/*--- conditional nodes ---*/
CUDACORE__PRIVATE cudacore_result cudacore__conditional_supported(cudacore_graph_conditional_type type, const char *call) {
    int v = cudacore__g.driver_version, need = (type == CUDACORE_GRAPH_COND_IF_ELSE || type == CUDACORE_GRAPH_COND_SWITCH) ? 12080 : 12030;
    if (v < need)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "%s nodes need a CUDA %d.%d+ driver; this one is CUDA %d.%d",
                              type == CUDACORE_GRAPH_COND_IF_ELSE ? "if/else conditional" : type == CUDACORE_GRAPH_COND_SWITCH ? "switch conditional"
                                                                                                                            : "conditional",
                              need / 1000, (need % 1000) / 10, v / 1000, (v % 1000) / 10);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_conditional_handle_create(cudacore_graph g, unsigned int default_value,
                                                                      cudacore_graph_conditional_handle *out) {
    static const char *call = "cudacore_graph_conditional_handle_create";
    cudacore_CUgraphConditionalHandle h = 0;
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    *out = 0;
    CUDACORE__NEED(CUDA, call);
    r = cudacore__conditional_supported(CUDACORE_GRAPH_COND_IF, call);
    if (r != CUDACORE_SUCCESS) return r;
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, call);
        r = cudacore__primary(go->device, &ctx, call);
        if (r != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_TRY(cuGraphConditionalHandleCreate, (&h, go->native, ctx, default_value, 1u /* CU_GRAPH_COND_ASSIGN_DEFAULT */));
    }
    *out = (cudacore_graph_conditional_handle)h;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_add_conditional_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph_conditional_handle condition, cudacore_graph_conditional_type type,
                                                                 unsigned int num_cases, cudacore_graph_node *out, cudacore_graph *bodies) {
    static const char *call = "cudacore_graph_add_conditional_node";
    cudacore_CUgraphNodeParams p;
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    unsigned nb, i;
    cudacore_result r;
    if (out) out->graph = 0, out->native = NULL;
    if (!out || !bodies) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out or bodies is NULL");
    if ((unsigned)type > 3u) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "type %d is not a cudacore_graph_conditional_type", (int)type);
    nb = type == CUDACORE_GRAPH_COND_SWITCH ? num_cases : type == CUDACORE_GRAPH_COND_IF_ELSE ? 2u : 1u;
    if (!nb) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a switch node needs num_cases > 0");
    for (i = 0; i < nb; i++) bodies[i].id = 0;
    CUDACORE__NEED(CUDA, call);
    r = cudacore__conditional_supported(type, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (!condition) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "condition is 0: create it with cudacore_graph_conditional_handle_create");
    {
        CUDACORE__ADD_BEGIN(g, go, deps, dl, num_deps, out, call);
        r = cudacore__primary(go->device, &ctx, call);
        if (r == CUDACORE_SUCCESS && go->num_bodies + nb > go->cap_bodies) { /* room to remember the bodies */
            size_t cap = go->cap_bodies ? go->cap_bodies * 2 : 8;
            cudacore__graph_body *nbd;
            while (cap < go->num_bodies + nb) cap *= 2;
            nbd = (cudacore__graph_body *)cudacore__calloc(cap * sizeof *nbd, call);
            if (!nbd) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            else {
                if (go->num_bodies) memcpy(nbd, go->bodies, go->num_bodies * sizeof *nbd);
                cudacore__free(go->bodies);
                go->bodies = nbd;
                go->cap_bodies = cap;
            }
        }
        if (r == CUDACORE_SUCCESS) {
            memset(&p, 0, sizeof p);
            p.type = CUDACORE_CU_GRAPH_NODE_TYPE_CONDITIONAL;
            p.conditional.handle = (cudacore_CUgraphConditionalHandle)condition;
            p.conditional.type = type == CUDACORE_GRAPH_COND_WHILE    ? CUDACORE_CU_GRAPH_COND_TYPE_WHILE
                                 : type == CUDACORE_GRAPH_COND_SWITCH ? CUDACORE_CU_GRAPH_COND_TYPE_SWITCH
                                                                      : CUDACORE_CU_GRAPH_COND_TYPE_IF;
            p.conditional.size = nb;
            p.conditional.ctx = ctx;
            /* the driver points phGraph_out at its own array of the bodies */
            r = CUDACORE__CU_CALL(cuGraphAddNode, (&n, go->native, dl.p, dl.n, &p));
            if (r == CUDACORE_SUCCESS && !p.conditional.phGraph_out)
                r = CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "cuGraphAddNode returned no body graphs for the conditional node");
        }
        cudacore__deps_free(&dl);
        for (i = 0; r == CUDACORE_SUCCESS && i < nb; i++) {
            r = cudacore__graph_make(p.conditional.phGraph_out[i], go->device, 0, g.id, &bodies[i], call);
            if (r == CUDACORE_SUCCESS) {
                go->bodies[go->num_bodies].node = n;
                go->bodies[go->num_bodies].id = bodies[i].id;
                go->num_bodies++;
            }
        }
        if (r != CUDACORE_SUCCESS && n) { /* undo: the node and the body handles made so far */
            cudacore__graph_release_bodies(go, n);
            CUDACORE__CU(cuGraphDestroyNode)(n);
            for (i = 0; i < nb; i++) bodies[i].id = 0;
        }
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/*--- working with nodes ---*/
CUDACORE_API cudacore_result cudacore_graph_node_get_type(cudacore_graph_node node, cudacore_CUgraphNodeType *type) {
    static const char *call = "cudacore_graph_node_get_type";
    if (!type) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "type is NULL");
    *type = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
    {
        CUDACORE__NODE_GRAPH(go, node, call);
        (void)go;
        CUDACORE__CU_TRY(cuGraphNodeGetType, (node.native, type));
    }
    return CUDACORE_SUCCESS;
}

/* Dependencies (dependents 0) or dependents (1) of a node. */
CUDACORE__PRIVATE cudacore_result cudacore__node_neighbours(cudacore_graph_node node, int dependents, cudacore_graph_node *out, size_t cap,
                                                            size_t *count, const char *call) {
    cudacore_CUgraphNode *raw;
    size_t n = 0, m;
    cudacore_result r;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    *count = 0;
    if (cap && !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the output array is NULL but cap is %lu", (unsigned long)cap);
    {
        CUDACORE__NODE_GRAPH(go, node, call);
        (void)go;
        if (dependents) CUDACORE__CU_TRY(cuGraphNodeGetDependentNodes, (node.native, NULL, &n));
        else CUDACORE__CU_TRY(cuGraphNodeGetDependencies, (node.native, NULL, &n));
    }
    *count = n;
    m = n < cap ? n : cap;
    if (!m) return CUDACORE_SUCCESS;
    raw = (cudacore_CUgraphNode *)cudacore__calloc(m * sizeof *raw, call);
    if (!raw) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    if (dependents) r = CUDACORE__CU_CALL(cuGraphNodeGetDependentNodes, (node.native, raw, &m));
    else r = CUDACORE__CU_CALL(cuGraphNodeGetDependencies, (node.native, raw, &m));
    if (r == CUDACORE_SUCCESS) cudacore__nodes_out(node.graph, raw, m, out);
    cudacore__free(raw);
    return r;
}
CUDACORE_API cudacore_result cudacore_graph_node_get_dependencies(cudacore_graph_node node, cudacore_graph_node *deps, size_t cap, size_t *count) {
    return cudacore__node_neighbours(node, 0, deps, cap, count, "cudacore_graph_node_get_dependencies");
}
CUDACORE_API cudacore_result cudacore_graph_node_get_dependents(cudacore_graph_node node, cudacore_graph_node *dependents, size_t cap,
                                                                size_t *count) {
    return cudacore__node_neighbours(node, 1, dependents, cap, count, "cudacore_graph_node_get_dependents");
}

CUDACORE__PRIVATE cudacore_result cudacore__edges_change(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count, int add,
                                                         const char *call) {
    cudacore__deps a, b;
    cudacore_result r;
    if (!count || !from || !to) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "from and to must be non-NULL and count > 0");
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, from[0].graph, call);
        r = cudacore__deps_get(&a, from[0].graph, from, count, "from", call);
        if (r != CUDACORE_SUCCESS) return r;
        r = cudacore__deps_get(&b, from[0].graph, to, count, "to", call);
        if (r != CUDACORE_SUCCESS) {
            cudacore__deps_free(&a);
            return r;
        }
        if (add) r = CUDACORE__CU_CALL(cuGraphAddDependencies, (go->native, a.p, b.p, count));
        else r = CUDACORE__CU_CALL(cuGraphRemoveDependencies, (go->native, a.p, b.p, count));
        cudacore__deps_free(&a);
        cudacore__deps_free(&b);
    }
    return r;
}
CUDACORE_API cudacore_result cudacore_graph_add_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count) {
    return cudacore__edges_change(from, to, count, 1, "cudacore_graph_add_dependencies");
}
CUDACORE_API cudacore_result cudacore_graph_remove_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count) {
    return cudacore__edges_change(from, to, count, 0, "cudacore_graph_remove_dependencies");
}

CUDACORE_API cudacore_result cudacore_graph_node_destroy(cudacore_graph_node node) {
    static const char *call = "cudacore_graph_node_destroy";
    CUDACORE__NODE_GRAPH(go, node, call);
    CUDACORE__CU_TRY(cuGraphDestroyNode, (node.native));
    cudacore__graph_release_bodies(go, node.native);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_node_find_in_clone(cudacore_graph clone, cudacore_graph_node original, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_node_find_in_clone";
    cudacore_CUgraphNode n = NULL;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->graph = 0;
    out->native = NULL;
    {
        CUDACORE__NODE_GRAPH(og, original, call);
        (void)og;
        {
            CUDACORE__LOOKUP(cudacore__graph_obj, co, GRAPH, clone.id, call);
            CUDACORE__CU_TRY(cuGraphNodeFindInClone, (&n, original.native, co->native));
        }
    }
    out->graph = clone.id;
    out->native = n;
    return CUDACORE_SUCCESS;
}

/* Sets a kernel node's parameters: in a definition (exec NULL) or in exec. */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_node_set(cudacore_CUgraphExec exec, cudacore_CUgraphNode node, int device,
                                                            const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args,
                                                            const char *call) {
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;
    cudacore_CUlaunchAttribute attrs[3];
    cudacore_CUcontext ctx = NULL;
    unsigned na = 0;
    int v2 = cudacore__g.driver_version >= 12000;
    cudacore_result r = cudacore__primary(device, &ctx, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__kernel_node_params(cfg, k, args, num_args, ctx, &p, attrs, &na, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (exec) {
        if (v2) CUDACORE__CU_TRY(cuGraphExecKernelNodeSetParams_v2, (exec, node, &p));
        else CUDACORE__CU_TRY(cuGraphExecKernelNodeSetParams, (exec, node, (const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p));
        return CUDACORE_SUCCESS;
    }
    if (v2) CUDACORE__CU_TRY(cuGraphKernelNodeSetParams_v2, (node, &p));
    else CUDACORE__CU_TRY(cuGraphKernelNodeSetParams, (node, (const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p));
    /* cooperative and priority always follow cfg; a cluster shape only when cfg sets one */
    if (!cfg->cooperative) {
        attrs[na].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
        memset(&attrs[na].value, 0, sizeof attrs[na].value);
        na++;
    }
    return cudacore__kernel_node_attrs(node, attrs, na);
}

CUDACORE_API cudacore_result cudacore_graph_node_set_kernel(cudacore_graph_node node, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                            void **args, size_t num_args) {
    static const char *call = "cudacore_graph_node_set_kernel";
    CUDACORE__NODE_GRAPH(go, node, call);
    return cudacore__kernel_node_set(NULL, node.native, go->device, cfg, k, args, num_args, call);
}

CUDACORE_API cudacore_result cudacore_graph_node_set_memcpy(cudacore_graph_node node, const cudacore_copy_2d_desc *copy) {
    static const char *call = "cudacore_graph_node_set_memcpy";
    cudacore_CUDA_MEMCPY3D m;
    cudacore_result r;
    if (!copy) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copy is NULL");
    {
        CUDACORE__NODE_GRAPH(go, node, call);
        (void)go;
        r = cudacore__memcpy3d(copy, &m, call);
        if (r != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_TRY(cuGraphMemcpyNodeSetParams, (node.native, &m));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_node_set_memset(cudacore_graph_node node, const cudacore_graph_memset_desc *desc) {
    static const char *call = "cudacore_graph_node_set_memset";
    cudacore_CUDA_MEMSET_NODE_PARAMS_v1 p;
    cudacore_result r;
    CUDACORE__NODE_GRAPH(go, node, call);
    (void)go;
    r = cudacore__memset_params(desc, &p, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuGraphMemsetNodeSetParams, (node.native, &p));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_kernel_node_get_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      cudacore_CUlaunchAttributeValue *value) {
    static const char *call = "cudacore_graph_kernel_node_get_attribute";
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    memset(value, 0, sizeof *value);
    {
        CUDACORE__NODE_GRAPH(go, node, call);
        (void)go;
        CUDACORE__CU_TRY(cuGraphKernelNodeGetAttribute, (node.native, attr, value));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_kernel_node_set_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      const cudacore_CUlaunchAttributeValue *value) {
    static const char *call = "cudacore_graph_kernel_node_set_attribute";
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    {
        CUDACORE__NODE_GRAPH(go, node, call);
        (void)go;
        CUDACORE__CU_TRY(cuGraphKernelNodeSetAttribute, (node.native, attr, value));
    }
    return CUDACORE_SUCCESS;
}

/*--- executable graphs ---*/
CUDACORE_API cudacore_result cudacore_graph_instantiate(cudacore_graph g, const cudacore_graph_instantiate_desc *desc, cudacore_graph_exec *out) {
    static const char *call = "cudacore_graph_instantiate";
    static const char *const results[] = {"success", "an unexpected error", "invalid structure (a cycle, or nodes of another graph)",
                                          "a node operation not supported (for example a host node in a device-launchable graph)",
                                          "nodes from several contexts", "a conditional handle that no conditional node uses"};
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_GRAPH_EXEC];
    cudacore_graph_instantiate_desc d;
    cudacore__graph_exec_obj *eo;
    cudacore_CUgraphExec ge = NULL;
    cudacore_CUstream us = NULL;
    cudacore_CUresult cr;
    cudacore_cuuint64_t flags = 0;
    uint64_t id = 0;
    int udev = -1, device;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.auto_free_on_launch) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH;
    if (d.upload) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD;
    if (d.device_launch) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH;
    if (d.use_node_priority) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY;
    if (d.upload) {
        if (!d.upload_stream.id) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "upload is set but upload_stream is {0}");
        CUDACORE__STREAM(d.upload_stream, us, udev, call);
    }
    (void)udev;
    {
        CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, call);
        device = go->device;
        eo = (cudacore__graph_exec_obj *)cudacore__pool_reserve(pool, &id, call);
        if (!eo) return cudacore_last_error()->result;
        r = cudacore__push_device(device, call);
        if (r != CUDACORE_SUCCESS) {
            cudacore__pool_release(pool, eo, id);
            return r;
        }
        if (cudacore__g.driver_version >= 12000) {
            cudacore_CUDA_GRAPH_INSTANTIATE_PARAMS ip;
            memset(&ip, 0, sizeof ip);
            ip.flags = flags;
            ip.hUploadStream = us;
            cr = CUDACORE__CU(cuGraphInstantiateWithParams)(&ge, go->native, &ip);
            if ((int)cr == 0 && ip.result_out != CUDACORE_CUDA_GRAPH_INSTANTIATE_SUCCESS) cr = (cudacore_CUresult)1;
            if ((int)cr != 0) {
                int res = (int)ip.result_out;
                cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
                if (ge) CUDACORE__CU(cuGraphExecDestroy)(ge);
                ge = NULL;
                cudacore__graph_cu_fail(cr, CUDACORE_SUCCESS, call, __LINE__, "the graph cannot be instantiated: %s",
                                        res >= 0 && res <= 5 ? results[res] : "an unknown instantiate result");
                r = cudacore_last_error()->result;
                cudacore__append_detail("instantiate result: %d (%s)\n", res, res >= 0 && res <= 5 ? results[res] : "?");
                if (ip.hErrNode_out && (int)CUDACORE__CU(cuGraphNodeGetType)(ip.hErrNode_out, &t) == 0)
                    cudacore__append_detail("the node at fault: a %s node (CUgraphNode %p)\n", cudacore__node_type_name((int)t), (void *)ip.hErrNode_out);
                else if (ip.hErrNode_out)
                    cudacore__append_detail("the node at fault: CUgraphNode %p\n", (void *)ip.hErrNode_out);
                cudacore__append_detail("flags: 0x%llx\n", (unsigned long long)flags);
                cudacore__err.stub_pending = 0;
            } else {
                r = CUDACORE_SUCCESS;
            }
        } else if (d.upload) {
            r = CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "upload at instantiation needs a CUDA 12.0+ driver: call cudacore_graph_upload");
        } else {
            r = CUDACORE__CU_CALL(cuGraphInstantiateWithFlags, (&ge, go->native, (unsigned long long)flags));
        }
        cudacore__pop_device();
    }
    if (r != CUDACORE_SUCCESS) {
        cudacore__pool_release(pool, eo, id);
        return r;
    }
    eo->native = ge;
    eo->device = device;
    eo->graph = g.id;
    cudacore__pool_commit(eo, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_destroy(cudacore_graph_exec e) {
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_GRAPH_EXEC];
    cudacore_result r;
    cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__pool_take(pool, e.id, "cudacore_graph_exec_destroy");
    if (!eo) return cudacore_last_error()->result;
    r = CUDACORE__CU_CALL(cuGraphExecDestroy, (eo->native));
    cudacore__pool_release(pool, eo, e.id);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_exec_native(cudacore_graph_exec e, cudacore_CUgraphExec *out) {
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_graph_exec_native", "out is NULL");
    *out = NULL;
    {
        CUDACORE__LOOKUP(cudacore__graph_exec_obj, eo, GRAPH_EXEC, e.id, "cudacore_graph_exec_native");
        *out = eo->native;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_upload(cudacore_graph_exec e, cudacore_stream s) {
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__graph_exec_obj, eo, GRAPH_EXEC, e.id, "cudacore_graph_upload");
    CUDACORE__STREAM(s, cs, dev, "cudacore_graph_upload");
    (void)dev;
    CUDACORE__CU_TRY(cuGraphUpload, (eo->native, cs));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_launch(cudacore_graph_exec e, cudacore_stream s) {
    cudacore_CUstream cs = NULL;
    int dev = -1;
    CUDACORE__LOOKUP(cudacore__graph_exec_obj, eo, GRAPH_EXEC, e.id, "cudacore_graph_launch");
    CUDACORE__STREAM(s, cs, dev, "cudacore_graph_launch");
    (void)dev;
    CUDACORE__CU_TRY(cuGraphLaunch, (eo->native, cs));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_update(cudacore_graph_exec e, cudacore_graph g, cudacore_graph_update_info *info) {
    static const char *call = "cudacore_graph_exec_update";
    static const char *const reasons[] = {
        "the update succeeded",
        "an unexpected error (an invalid value)",
        "the topology changed: the new graph's nodes or edges do not match the executable's",
        "a node's type changed",
        "a kernel node's function changed (drivers before 11.2)",
        "a node's parameters changed in a way that cannot be updated",
        "something about a node cannot be updated (a not updatable node kind, or memory nodes)",
        "a kernel node's function changed in an unsupported way (another context, or to or from dynamic parallelism)",
        "a node's attributes changed in a way that cannot be updated",
    };
    cudacore_CUgraphExecUpdateResultInfo ri;
    cudacore_CUresult cr;
    cudacore_result r;
    int res;
    if (info) memset(info, 0, sizeof *info);
    memset(&ri, 0, sizeof ri);
    {
        CUDACORE__LOOKUP(cudacore__graph_exec_obj, eo, GRAPH_EXEC, e.id, call);
        {
            CUDACORE__LOOKUP(cudacore__graph_obj, go, GRAPH, g.id, call);
            r = cudacore__push_device(eo->device, call);
            if (r != CUDACORE_SUCCESS) return r;
            if (cudacore__g.driver_version >= 12000) {
                cr = CUDACORE__CU(cuGraphExecUpdate_v2)(eo->native, go->native, &ri);
            } else {
                cudacore_CUgraphExecUpdateResult res1 = CUDACORE_CU_GRAPH_EXEC_UPDATE_SUCCESS;
                cudacore_CUgraphNode err = NULL;
                cr = CUDACORE__CU(cuGraphExecUpdate)(eo->native, go->native, &err, &res1);
                ri.result = res1;
                ri.errorNode = err;
            }
            cudacore__pop_device();
            if (info) {
                info->result = ri.result;
                if (ri.errorNode) info->error_node.graph = g.id, info->error_node.native = ri.errorNode;
                if (ri.errorFromNode) info->error_from_node.graph = g.id, info->error_from_node.native = ri.errorFromNode;
            }
            if ((int)cr == 0) return CUDACORE_SUCCESS; /* e's nodes are still named by the nodes of the graph it was made from */
        }
    }
    res = (int)ri.result;
    r = cudacore__graph_cu_fail(cr, CUDACORE_SUCCESS, call, __LINE__, "the executable graph cannot be updated from this graph: %s",
                                res >= 0 && res <= 8 ? reasons[res] : "an unknown reason");
    if (ri.errorNode) {
        cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
        if ((int)CUDACORE__CU(cuGraphNodeGetType)(ri.errorNode, &t) == 0)
            cudacore__append_detail("the node at fault in the new graph: a %s node (CUgraphNode %p)\n", cudacore__node_type_name((int)t),
                                    (void *)ri.errorNode);
        cudacore__err.stub_pending = 0;
    }
    cudacore__append_detail("update result: %d\n", res);
    return r;
}

/* An executable graph and a node of a live definition. */
#define CUDACORE__EXEC_NODE(eo, go, e, node, call) \
    CUDACORE__LOOKUP(cudacore__graph_exec_obj, eo, GRAPH_EXEC, (e).id, call); \
    CUDACORE__NODE_GRAPH(go, node, call)

CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_launch_config *cfg,
                                                                 cudacore_kernel k, void **args, size_t num_args) {
    static const char *call = "cudacore_graph_exec_set_kernel_node";
    CUDACORE__EXEC_NODE(eo, go, e, node, call);
    (void)go;
    return cudacore__kernel_node_set(eo->native, node.native, eo->device, cfg, k, args, num_args, call);
}

CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_args(cudacore_graph_exec e, cudacore_graph_node node, void **args, size_t num_args) {
    static const char *call = "cudacore_graph_exec_set_kernel_args";
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;
    cudacore_CUresult cr;
    int v2 = cudacore__g.driver_version >= 12000;
    if (num_args && !args) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "args is NULL with num_args %lu", (unsigned long)num_args);
    {
        CUDACORE__EXEC_NODE(eo, go, e, node, call);
        (void)go;
        memset(&p, 0, sizeof p);
        if (v2) cr = CUDACORE__CU(cuGraphKernelNodeGetParams_v2)(node.native, &p);
        else cr = CUDACORE__CU(cuGraphKernelNodeGetParams)(node.native, (cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p);
        if ((int)cr != 0) {
            cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL;
            if ((int)CUDACORE__CU(cuGraphNodeGetType)(node.native, &t) == 0 && t != CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL)
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the node is a %s node, not a kernel node",
                                      cudacore__node_type_name((int)t));
            return cudacore__cu_fail(cr, "cuGraphKernelNodeGetParams", __LINE__);
        }
        p.kernelParams = num_args ? args : NULL;
        p.extra = NULL;
        if (v2) CUDACORE__CU_TRY(cuGraphExecKernelNodeSetParams_v2, (eo->native, node.native, &p));
        else CUDACORE__CU_TRY(cuGraphExecKernelNodeSetParams, (eo->native, node.native, (const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_set_memcpy_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_copy_2d_desc *copy) {
    static const char *call = "cudacore_graph_exec_set_memcpy_node";
    cudacore_CUDA_MEMCPY3D m;
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    if (!copy) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copy is NULL");
    {
        CUDACORE__EXEC_NODE(eo, go, e, node, call);
        (void)go;
        r = cudacore__memcpy3d(copy, &m, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__primary(eo->device, &ctx, call);
        if (r != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_TRY(cuGraphExecMemcpyNodeSetParams, (eo->native, node.native, &m, ctx));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_set_memset_node(cudacore_graph_exec e, cudacore_graph_node node,
                                                                 const cudacore_graph_memset_desc *desc) {
    static const char *call = "cudacore_graph_exec_set_memset_node";
    cudacore_CUDA_MEMSET_NODE_PARAMS_v1 p;
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    CUDACORE__EXEC_NODE(eo, go, e, node, call);
    (void)go;
    r = cudacore__memset_params(desc, &p, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__primary(eo->device, &ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    CUDACORE__CU_TRY(cuGraphExecMemsetNodeSetParams, (eo->native, node.native, &p, ctx));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_set_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int enabled) {
    static const char *call = "cudacore_graph_exec_set_node_enabled";
    if (enabled != 0 && enabled != 1) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "enabled must be 0 or 1, not %d", enabled);
    {
        CUDACORE__EXEC_NODE(eo, go, e, node, call);
        (void)go;
        CUDACORE__CU_TRY(cuGraphNodeSetEnabled, (eo->native, node.native, (unsigned)enabled));
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_get_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int *enabled) {
    static const char *call = "cudacore_graph_exec_get_node_enabled";
    unsigned v = 0;
    if (!enabled) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "enabled is NULL");
    *enabled = 0;
    {
        CUDACORE__EXEC_NODE(eo, go, e, node, call);
        (void)go;
        CUDACORE__CU_TRY(cuGraphNodeGetEnabled, (eo->native, node.native, &v));
    }
    *enabled = v != 0;
    return CUDACORE_SUCCESS;
}

/*--- graph memory ---*/
CUDACORE_API cudacore_result cudacore_device_graph_mem_trim(int device) {
    CUDACORE__CHECK_DEVICE(device, "cudacore_device_graph_mem_trim");
    CUDACORE__CU_TRY(cuDeviceGraphMemTrim, ((cudacore_CUdevice)device));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_graph_mem_get_attribute(int device, cudacore_CUgraphMem_attribute attr, uint64_t *value) {
    static const char *call = "cudacore_device_graph_mem_get_attribute";
    cudacore_cuuint64_t v = 0;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    *value = 0;
    CUDACORE__CHECK_DEVICE(device, call);
    CUDACORE__CU_TRY(cuDeviceGetGraphMemAttribute, ((cudacore_CUdevice)device, attr, &v));
    *value = (uint64_t)v;
    return CUDACORE_SUCCESS;
}

/*=== NCCL: COMMUNICATORS AND COLLECTIVES (>>impl:nccl) ======================*/
static cudacore_ncclResult_t cudacore__nccl_missing(int index);

/* CUDACORE_GENERATED_BEGIN(nccl_fn_tables) -- generated by tools/gen_abi.py, do not edit */
/* ncclResult_t value -> its name. */
static const char *const cudacore__nccl_result_names[8] = {
    "ncclSuccess",
    "ncclUnhandledCudaError",
    "ncclSystemError",
    "ncclInternalError",
    "ncclInvalidArgument",
    "ncclInvalidUsage",
    "ncclRemoteError",
    "ncclInProgress"
};
CUDACORE__UNUSED static const cudacore__fn_info cudacore__nccl_info[CUDACORE__NCCL_COUNT] = {
    {"ncclMemAlloc", 21900, 0, "ncclMemAlloc"},
    {"ncclMemFree", 21900, 0, "ncclMemFree"},
    {"ncclGetVersion", 0, 0, "ncclGetVersion"},
    {"ncclGetUniqueId", 0, 0, "ncclGetUniqueId"},
    {"ncclCommInitRankConfig", 0, 0, "ncclCommInitRankConfig"},
    {"ncclCommInitRank", 0, 0, "ncclCommInitRank"},
    {"ncclCommInitAll", 0, 0, "ncclCommInitAll"},
    {"ncclCommFinalize", 0, 0, "ncclCommFinalize"},
    {"ncclCommDestroy", 0, 0, "ncclCommDestroy"},
    {"ncclCommAbort", 0, 0, "ncclCommAbort"},
    {"ncclCommRevoke", 22807, 0, "ncclCommRevoke"},
    {"ncclCommSplit", 21800, 0, "ncclCommSplit"},
    {"ncclCommShrink", 22700, 0, "ncclCommShrink"},
    {"ncclCommInitRankScalable", 22300, 0, "ncclCommInitRankScalable"},
    {"ncclGetErrorString", 0, 0, "ncclGetErrorString"},
    {"ncclGetLastError", 0, 0, "ncclGetLastError"},
    {"ncclResetDebugInit", 22700, 0, "ncclResetDebugInit"},
    {"ncclCommGetAsyncError", 0, 0, "ncclCommGetAsyncError"},
    {"ncclCommCount", 0, 0, "ncclCommCount"},
    {"ncclCommCuDevice", 0, 0, "ncclCommCuDevice"},
    {"ncclCommUserRank", 0, 0, "ncclCommUserRank"},
    {"ncclCommRegister", 21900, 0, "ncclCommRegister"},
    {"ncclCommDeregister", 21900, 0, "ncclCommDeregister"},
    {"ncclCommWindowRegister", 22700, 0, "ncclCommWindowRegister"},
    {"ncclCommWindowDeregister", 22700, 0, "ncclCommWindowDeregister"},
    {"ncclRedOpCreatePreMulSum", 0, 0, "ncclRedOpCreatePreMulSum"},
    {"ncclRedOpDestroy", 0, 0, "ncclRedOpDestroy"},
    {"ncclReduce", 0, 0, "ncclReduce"},
    {"ncclBcast", 0, 0, "ncclBcast"},
    {"ncclBroadcast", 0, 0, "ncclBroadcast"},
    {"ncclAllReduce", 0, 0, "ncclAllReduce"},
    {"ncclReduceScatter", 0, 0, "ncclReduceScatter"},
    {"ncclAllGather", 0, 0, "ncclAllGather"},
    {"ncclAlltoAll", 22800, 0, "ncclAlltoAll"},
    {"ncclGather", 22800, 0, "ncclGather"},
    {"ncclScatter", 22800, 0, "ncclScatter"},
    {"ncclSend", 0, 0, "ncclSend"},
    {"ncclRecv", 0, 0, "ncclRecv"},
    {"ncclGroupStart", 0, 0, "ncclGroupStart"},
    {"ncclGroupEnd", 0, 0, "ncclGroupEnd"},
    {"ncclGroupSimulateEnd", 22200, 0, "ncclGroupSimulateEnd"}
};

typedef cudacore_ncclResult_t (*cudacore__PFN_ncclMemAlloc)(void **ptr, size_t size);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclMemFree)(void *ptr);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclGetVersion)(int *version);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclGetUniqueId)(cudacore_ncclUniqueId *uniqueId);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommInitRankConfig)(cudacore_ncclComm_t *comm, int nranks, cudacore_ncclUniqueId commId, int rank, cudacore_ncclConfig_t *config);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommInitRank)(cudacore_ncclComm_t *comm, int nranks, cudacore_ncclUniqueId commId, int rank);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommInitAll)(cudacore_ncclComm_t *comm, int ndev, const int *devlist);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommFinalize)(cudacore_ncclComm_t comm);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommDestroy)(cudacore_ncclComm_t comm);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommAbort)(cudacore_ncclComm_t comm);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommRevoke)(cudacore_ncclComm_t comm, int revokeFlags);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommSplit)(cudacore_ncclComm_t comm, int color, int key, cudacore_ncclComm_t *newcomm, cudacore_ncclConfig_t *config);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommShrink)(cudacore_ncclComm_t comm, int *excludeRanksList, int excludeRanksCount, cudacore_ncclComm_t *newcomm, cudacore_ncclConfig_t *config, int shrinkFlags);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommInitRankScalable)(cudacore_ncclComm_t *newcomm, int nranks, int myrank, int nId, cudacore_ncclUniqueId *commIds, cudacore_ncclConfig_t *config);
typedef const char *(*cudacore__PFN_ncclGetErrorString)(cudacore_ncclResult_t result);
typedef const char *(*cudacore__PFN_ncclGetLastError)(cudacore_ncclComm_t comm);
typedef void (*cudacore__PFN_ncclResetDebugInit)(void);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommGetAsyncError)(cudacore_ncclComm_t comm, cudacore_ncclResult_t *asyncError);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommCount)(const cudacore_ncclComm_t comm, int *count);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommCuDevice)(const cudacore_ncclComm_t comm, int *device);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommUserRank)(const cudacore_ncclComm_t comm, int *rank);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommRegister)(const cudacore_ncclComm_t comm, void *buff, size_t size, void **handle);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommDeregister)(const cudacore_ncclComm_t comm, void *handle);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommWindowRegister)(cudacore_ncclComm_t comm, void *buff, size_t size, cudacore_ncclWindow_t *win, int winFlags);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclCommWindowDeregister)(cudacore_ncclComm_t comm, cudacore_ncclWindow_t win);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclRedOpCreatePreMulSum)(cudacore_ncclRedOp_t *op, void *scalar, cudacore_ncclDataType_t datatype, cudacore_ncclScalarResidence_t residence, cudacore_ncclComm_t comm);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclRedOpDestroy)(cudacore_ncclRedOp_t op, cudacore_ncclComm_t comm);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclReduce)(const void *sendbuff, void *recvbuff, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, int root, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclBcast)(void *buff, size_t count, cudacore_ncclDataType_t datatype, int root, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclBroadcast)(const void *sendbuff, void *recvbuff, size_t count, cudacore_ncclDataType_t datatype, int root, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclAllReduce)(const void *sendbuff, void *recvbuff, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclReduceScatter)(const void *sendbuff, void *recvbuff, size_t recvcount, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclAllGather)(const void *sendbuff, void *recvbuff, size_t sendcount, cudacore_ncclDataType_t datatype, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclAlltoAll)(const void *sendbuff, void *recvbuff, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclGather)(const void *sendbuff, void *recvbuff, size_t count, cudacore_ncclDataType_t datatype, int root, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclScatter)(const void *sendbuff, void *recvbuff, size_t count, cudacore_ncclDataType_t datatype, int root, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclSend)(const void *sendbuff, size_t count, cudacore_ncclDataType_t datatype, int peer, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclRecv)(void *recvbuff, size_t count, cudacore_ncclDataType_t datatype, int peer, cudacore_ncclComm_t comm, cudacore_CUstream stream);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclGroupStart)(void);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclGroupEnd)(void);
typedef cudacore_ncclResult_t (*cudacore__PFN_ncclGroupSimulateEnd)(cudacore_ncclSimInfo_t *simInfo);
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclMemAlloc(void **cudacore__p0, size_t cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclMemAlloc); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclMemFree(void *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nccl_missing(CUDACORE__NCCL_ncclMemFree); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclGetVersion(int *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nccl_missing(CUDACORE__NCCL_ncclGetVersion); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclGetUniqueId(cudacore_ncclUniqueId *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nccl_missing(CUDACORE__NCCL_ncclGetUniqueId); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommInitRankConfig(cudacore_ncclComm_t *cudacore__p0, int cudacore__p1, cudacore_ncclUniqueId cudacore__p2, int cudacore__p3, cudacore_ncclConfig_t *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommInitRankConfig); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommInitRank(cudacore_ncclComm_t *cudacore__p0, int cudacore__p1, cudacore_ncclUniqueId cudacore__p2, int cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommInitRank); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommInitAll(cudacore_ncclComm_t *cudacore__p0, int cudacore__p1, const int *cudacore__p2)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommInitAll); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommFinalize(cudacore_ncclComm_t cudacore__p0)
{ (void)cudacore__p0; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommFinalize); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommDestroy(cudacore_ncclComm_t cudacore__p0)
{ (void)cudacore__p0; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommDestroy); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommAbort(cudacore_ncclComm_t cudacore__p0)
{ (void)cudacore__p0; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommAbort); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommRevoke(cudacore_ncclComm_t cudacore__p0, int cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommRevoke); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommSplit(cudacore_ncclComm_t cudacore__p0, int cudacore__p1, int cudacore__p2, cudacore_ncclComm_t *cudacore__p3, cudacore_ncclConfig_t *cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommSplit); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommShrink(cudacore_ncclComm_t cudacore__p0, int *cudacore__p1, int cudacore__p2, cudacore_ncclComm_t *cudacore__p3, cudacore_ncclConfig_t *cudacore__p4, int cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommShrink); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommInitRankScalable(cudacore_ncclComm_t *cudacore__p0, int cudacore__p1, int cudacore__p2, int cudacore__p3, cudacore_ncclUniqueId *cudacore__p4, cudacore_ncclConfig_t *cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommInitRankScalable); }
CUDACORE__UNUSED static const char *cudacore__missing_ncclGetErrorString(cudacore_ncclResult_t cudacore__p0)
{ (void)cudacore__p0; (void)cudacore__nccl_missing(CUDACORE__NCCL_ncclGetErrorString); return NULL; }
CUDACORE__UNUSED static const char *cudacore__missing_ncclGetLastError(cudacore_ncclComm_t cudacore__p0)
{ (void)cudacore__p0; (void)cudacore__nccl_missing(CUDACORE__NCCL_ncclGetLastError); return NULL; }
CUDACORE__UNUSED static void cudacore__missing_ncclResetDebugInit(void)
{ (void)cudacore__nccl_missing(CUDACORE__NCCL_ncclResetDebugInit); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommGetAsyncError(cudacore_ncclComm_t cudacore__p0, cudacore_ncclResult_t *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommGetAsyncError); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommCount(const cudacore_ncclComm_t cudacore__p0, int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommCount); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommCuDevice(const cudacore_ncclComm_t cudacore__p0, int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommCuDevice); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommUserRank(const cudacore_ncclComm_t cudacore__p0, int *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommUserRank); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommRegister(const cudacore_ncclComm_t cudacore__p0, void *cudacore__p1, size_t cudacore__p2, void **cudacore__p3)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommRegister); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommDeregister(const cudacore_ncclComm_t cudacore__p0, void *cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommDeregister); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommWindowRegister(cudacore_ncclComm_t cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclWindow_t *cudacore__p3, int cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommWindowRegister); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclCommWindowDeregister(cudacore_ncclComm_t cudacore__p0, cudacore_ncclWindow_t cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclCommWindowDeregister); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclRedOpCreatePreMulSum(cudacore_ncclRedOp_t *cudacore__p0, void *cudacore__p1, cudacore_ncclDataType_t cudacore__p2, cudacore_ncclScalarResidence_t cudacore__p3, cudacore_ncclComm_t cudacore__p4)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; return cudacore__nccl_missing(CUDACORE__NCCL_ncclRedOpCreatePreMulSum); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclRedOpDestroy(cudacore_ncclRedOp_t cudacore__p0, cudacore_ncclComm_t cudacore__p1)
{ (void)cudacore__p0; (void)cudacore__p1; return cudacore__nccl_missing(CUDACORE__NCCL_ncclRedOpDestroy); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclReduce(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, cudacore_ncclRedOp_t cudacore__p4, int cudacore__p5, cudacore_ncclComm_t cudacore__p6, cudacore_CUstream cudacore__p7)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; (void)cudacore__p7; return cudacore__nccl_missing(CUDACORE__NCCL_ncclReduce); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclBcast(void *cudacore__p0, size_t cudacore__p1, cudacore_ncclDataType_t cudacore__p2, int cudacore__p3, cudacore_ncclComm_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nccl_missing(CUDACORE__NCCL_ncclBcast); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclBroadcast(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, int cudacore__p4, cudacore_ncclComm_t cudacore__p5, cudacore_CUstream cudacore__p6)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; return cudacore__nccl_missing(CUDACORE__NCCL_ncclBroadcast); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclAllReduce(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, cudacore_ncclRedOp_t cudacore__p4, cudacore_ncclComm_t cudacore__p5, cudacore_CUstream cudacore__p6)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; return cudacore__nccl_missing(CUDACORE__NCCL_ncclAllReduce); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclReduceScatter(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, cudacore_ncclRedOp_t cudacore__p4, cudacore_ncclComm_t cudacore__p5, cudacore_CUstream cudacore__p6)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; return cudacore__nccl_missing(CUDACORE__NCCL_ncclReduceScatter); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclAllGather(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, cudacore_ncclComm_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nccl_missing(CUDACORE__NCCL_ncclAllGather); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclAlltoAll(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, cudacore_ncclComm_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nccl_missing(CUDACORE__NCCL_ncclAlltoAll); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclGather(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, int cudacore__p4, cudacore_ncclComm_t cudacore__p5, cudacore_CUstream cudacore__p6)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; return cudacore__nccl_missing(CUDACORE__NCCL_ncclGather); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclScatter(const void *cudacore__p0, void *cudacore__p1, size_t cudacore__p2, cudacore_ncclDataType_t cudacore__p3, int cudacore__p4, cudacore_ncclComm_t cudacore__p5, cudacore_CUstream cudacore__p6)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; (void)cudacore__p6; return cudacore__nccl_missing(CUDACORE__NCCL_ncclScatter); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclSend(const void *cudacore__p0, size_t cudacore__p1, cudacore_ncclDataType_t cudacore__p2, int cudacore__p3, cudacore_ncclComm_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nccl_missing(CUDACORE__NCCL_ncclSend); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclRecv(void *cudacore__p0, size_t cudacore__p1, cudacore_ncclDataType_t cudacore__p2, int cudacore__p3, cudacore_ncclComm_t cudacore__p4, cudacore_CUstream cudacore__p5)
{ (void)cudacore__p0; (void)cudacore__p1; (void)cudacore__p2; (void)cudacore__p3; (void)cudacore__p4; (void)cudacore__p5; return cudacore__nccl_missing(CUDACORE__NCCL_ncclRecv); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclGroupStart(void)
{ return cudacore__nccl_missing(CUDACORE__NCCL_ncclGroupStart); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclGroupEnd(void)
{ return cudacore__nccl_missing(CUDACORE__NCCL_ncclGroupEnd); }
CUDACORE__UNUSED static cudacore_ncclResult_t cudacore__missing_ncclGroupSimulateEnd(cudacore_ncclSimInfo_t *cudacore__p0)
{ (void)cudacore__p0; return cudacore__nccl_missing(CUDACORE__NCCL_ncclGroupSimulateEnd); }
CUDACORE__UNUSED static const cudacore__fnptr cudacore__nccl_stub[CUDACORE__NCCL_COUNT] = {
    (cudacore__fnptr)cudacore__missing_ncclMemAlloc,
    (cudacore__fnptr)cudacore__missing_ncclMemFree,
    (cudacore__fnptr)cudacore__missing_ncclGetVersion,
    (cudacore__fnptr)cudacore__missing_ncclGetUniqueId,
    (cudacore__fnptr)cudacore__missing_ncclCommInitRankConfig,
    (cudacore__fnptr)cudacore__missing_ncclCommInitRank,
    (cudacore__fnptr)cudacore__missing_ncclCommInitAll,
    (cudacore__fnptr)cudacore__missing_ncclCommFinalize,
    (cudacore__fnptr)cudacore__missing_ncclCommDestroy,
    (cudacore__fnptr)cudacore__missing_ncclCommAbort,
    (cudacore__fnptr)cudacore__missing_ncclCommRevoke,
    (cudacore__fnptr)cudacore__missing_ncclCommSplit,
    (cudacore__fnptr)cudacore__missing_ncclCommShrink,
    (cudacore__fnptr)cudacore__missing_ncclCommInitRankScalable,
    (cudacore__fnptr)cudacore__missing_ncclGetErrorString,
    (cudacore__fnptr)cudacore__missing_ncclGetLastError,
    (cudacore__fnptr)cudacore__missing_ncclResetDebugInit,
    (cudacore__fnptr)cudacore__missing_ncclCommGetAsyncError,
    (cudacore__fnptr)cudacore__missing_ncclCommCount,
    (cudacore__fnptr)cudacore__missing_ncclCommCuDevice,
    (cudacore__fnptr)cudacore__missing_ncclCommUserRank,
    (cudacore__fnptr)cudacore__missing_ncclCommRegister,
    (cudacore__fnptr)cudacore__missing_ncclCommDeregister,
    (cudacore__fnptr)cudacore__missing_ncclCommWindowRegister,
    (cudacore__fnptr)cudacore__missing_ncclCommWindowDeregister,
    (cudacore__fnptr)cudacore__missing_ncclRedOpCreatePreMulSum,
    (cudacore__fnptr)cudacore__missing_ncclRedOpDestroy,
    (cudacore__fnptr)cudacore__missing_ncclReduce,
    (cudacore__fnptr)cudacore__missing_ncclBcast,
    (cudacore__fnptr)cudacore__missing_ncclBroadcast,
    (cudacore__fnptr)cudacore__missing_ncclAllReduce,
    (cudacore__fnptr)cudacore__missing_ncclReduceScatter,
    (cudacore__fnptr)cudacore__missing_ncclAllGather,
    (cudacore__fnptr)cudacore__missing_ncclAlltoAll,
    (cudacore__fnptr)cudacore__missing_ncclGather,
    (cudacore__fnptr)cudacore__missing_ncclScatter,
    (cudacore__fnptr)cudacore__missing_ncclSend,
    (cudacore__fnptr)cudacore__missing_ncclRecv,
    (cudacore__fnptr)cudacore__missing_ncclGroupStart,
    (cudacore__fnptr)cudacore__missing_ncclGroupEnd,
    (cudacore__fnptr)cudacore__missing_ncclGroupSimulateEnd
};
/* CUDACORE_GENERATED_END(nccl_fn_tables) */

/* NCCL calls go through the loaded table; a missing function is a stub that
   records "not found" (fault injection treats them as the NVRTC class). */
#define CUDACORE__NCCL(fn) ((cudacore__PFN_##fn)CUDACORE__PICK(cudacore__g.nccl, cudacore__nccl_stub, CUDACORE__NCCL_##fn, CUDACORE__FAULT_NVRTC))
#define CUDACORE__NCCL_MIN_VERSION 21400 /* ncclCommInitRankConfig, ncclCommFinalize */
#define CUDACORE__NCCL_IN_PROGRESS 7     /* ncclInProgress */
/* TODO(11): DEVICE_MISMATCH -- CUDACORE_ERROR_DEVICE_MISMATCH once it exists */
#define CUDACORE__E_DEVICE_MISMATCH CUDACORE_ERROR_INVALID_ARGUMENT
#if !defined(_WIN32)
#include <poll.h>
#include <sched.h>
#include <sys/time.h>
#endif

CUDACORE__STATIC_ASSERT(sizeof(cudacore_nccl_unique_id) == sizeof(cudacore_ncclUniqueId), nccl_unique_id_is_ncclUniqueId);

typedef struct cudacore__comm_obj {
    cudacore_ncclComm_t native;
    int device, rank, size;   /* fixed for its life */
    int nonblocking;          /* NCCL runs it non-blocking: it was created with a timeout */
    uint32_t timeout_ms;      /* atomic (cudacore_communicator_set_timeout) */
    uint64_t aborted;         /* atomic: 1 once aborted */
} cudacore__comm_obj;
CUDACORE__FITS_SLOT(cudacore__comm_obj);

/* Element sizes, by ncclDataType_t. */
static const unsigned char cudacore__nccl_type_size[] = {1, 1, 4, 4, 8, 8, 2, 4, 8, 2, 1, 1};
CUDACORE__STATIC_ASSERT(sizeof cudacore__nccl_type_size == (size_t)CUDACORE_ncclNumTypes, nccl_type_sizes_cover_every_datatype);

/* The communicators with a timeout used inside the calling thread's NCCL
   group: group_end waits until NCCL has set their operations up. */
#define CUDACORE__NCCL_GROUP_MAX 64
typedef struct cudacore__nccl_group_state {
    int depth, count;
    uint64_t ids[CUDACORE__NCCL_GROUP_MAX];
} cudacore__nccl_group_state;
static CUDACORE__TLS cudacore__nccl_group_state cudacore__nccl_group;

/*--- loading ---*/
/* "2.28.9" for an NCCL_VERSION_CODE (X*1000+Y*100+Z up to 2.8, X*10000+Y*100+Z after). */
CUDACORE__PRIVATE void cudacore__nccl_version_text(int code, char *out, size_t cap) {
    if (code >= 10000) snprintf(out, cap, "%d.%d.%d", code / 10000, code / 100 % 100, code % 100);
    else snprintf(out, cap, "%d.%d.%d", code / 1000, code / 100 % 10, code % 100);
}

CUDACORE__PRIVATE const char *cudacore__nccl_fn_name(int index) { return cudacore__nccl_info[index].name; }

/* The entry point of a function the loaded NCCL has, or NULL (recorded). */
CUDACORE__PRIVATE cudacore__fnptr cudacore__nccl_fn_lookup(int index) {
    cudacore__fnptr f = cudacore__g.nccl[index];
    if (f && f != cudacore__nccl_stub[index]) return f;
    (void)cudacore__nccl_missing(index);
    return NULL;
}

/* The name of an ncclResult_t and NCCL's own string for it (NULL before NCCL is loaded). */
CUDACORE__PRIVATE void cudacore__nccl_result_text(int code, const char **name, const char **str) {
    int n = (int)(sizeof cudacore__nccl_result_names / sizeof cudacore__nccl_result_names[0]);
    *name = code >= 0 && code < n ? cudacore__nccl_result_names[code] : "ncclResult_t?";
    *str = NULL;
    if (cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_NCCL].state) == 1)
        *str = ((cudacore__PFN_ncclGetErrorString)cudacore__g.nccl[CUDACORE__NCCL_ncclGetErrorString])((cudacore_ncclResult_t)code);
}

static cudacore_ncclResult_t cudacore__nccl_missing(int index) {
    const cudacore__fn_info *fi = &cudacore__nccl_info[index];
    const cudacore__lib *lib = &cudacore__g.libs[CUDACORE_LIBRARY_NCCL];
    char have[32], need[32];
    if (cudacore__fault_report(fi->name)) {
        CUDACORE__FAIL(CUDACORE_ERROR_NCCL, fi->name, "%s failed: ncclInternalError (3), injected by CUDACORE_FAULT", fi->name);
        cudacore__set_native(CUDACORE_LIBRARY_NCCL, 3, "ncclInternalError", "fault injected");
        cudacore__err.stub_pending = !cudacore__err.keep;
        return (cudacore_ncclResult_t)3;
    }
    cudacore__nccl_version_text(lib->version, have, sizeof have);
    cudacore__nccl_version_text(fi->version ? fi->version : CUDACORE__NCCL_MIN_VERSION, need, sizeof need);
    CUDACORE__FAIL(CUDACORE_ERROR_SYMBOL_NOT_FOUND, fi->name, "%s was not found in the loaded NCCL %s (%s): it needs NCCL %s or newer", fi->name, have,
                   lib->path, need);
    cudacore__set_native(CUDACORE_LIBRARY_NCCL, 2, "ncclSystemError", "not found");
    cudacore__err.stub_pending = !cudacore__err.keep;
    return (cudacore_ncclResult_t)2; /* ncclSystemError */
}

CUDACORE__PRIVATE cudacore_result cudacore__load_nccl(cudacore__lib *lib) {
    char tried[4096], have[32];
    int i, code = 0;
    if (!cudacore__lib_open(lib, CUDACORE_LIBRARY_NCCL, tried, sizeof tried))
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_NOT_FOUND, tried,
#if defined(_WIN32)
                                    "NCCL could not be loaded: NVIDIA builds it for Linux only (CUDACORE_NCCL_PATH may name a compatible library)"
#else
                                    "NCCL (libnccl.so.2) could not be loaded: install NCCL, or set CUDACORE_NCCL_PATH or CUDA_HOME"
#endif
        );
    for (i = 0; i < CUDACORE__NCCL_COUNT; i++) {
        cudacore__fnptr f = cudacore__dlsym(lib->handle, cudacore__nccl_info[i].name);
        cudacore__g.nccl[i] = f ? f : cudacore__nccl_stub[i];
    }
    if (cudacore__g.nccl[CUDACORE__NCCL_ncclGetVersion] == cudacore__nccl_stub[CUDACORE__NCCL_ncclGetVersion] ||
        (int)((cudacore__PFN_ncclGetVersion)cudacore__g.nccl[CUDACORE__NCCL_ncclGetVersion])(&code) != 0) {
        snprintf(tried, sizeof tried, "  %s: no ncclGetVersion, or it failed\n", lib->path);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable NCCL (ncclGetVersion)", lib->path);
    }
    cudacore__nccl_version_text(code, have, sizeof have);
    if (code < CUDACORE__NCCL_MIN_VERSION) {
        snprintf(tried, sizeof tried, "  %s: NCCL %s (NCCL_VERSION_CODE %d)\n", lib->path, have, code);
        return cudacore__lib_failed(lib, CUDACORE_ERROR_LIBRARY_TOO_OLD, tried, "%s is NCCL %s: cudacore needs NCCL 2.14 or newer", lib->path, have);
    }
    for (i = 0; i < CUDACORE__NCCL_COUNT; i++) /* the functions every NCCL since 2.14 has */
        if (!cudacore__nccl_info[i].version && cudacore__g.nccl[i] == cudacore__nccl_stub[i]) {
            snprintf(tried, sizeof tried, "  %s (NCCL %s) lacks %s\n", lib->path, have, cudacore__nccl_info[i].name);
            return cudacore__lib_failed(lib, CUDACORE_ERROR_SYMBOL_NOT_FOUND, tried, "%s is not a usable NCCL (it lacks %s)", lib->path,
                                        cudacore__nccl_info[i].name);
        }
    lib->version = code;
    cudacore__store32(&lib->state, 1);
    return CUDACORE_SUCCESS;
}

/*--- errors, waiting, aborting ---*/
/* Records that NCCL's fn returned r: CUDACORE_ERROR_NCCL with NCCL's last
   error text in the detail. */
CUDACORE__PRIVATE cudacore_result cudacore__nccl_fail(int r, cudacore_ncclComm_t comm, const char *fn, const char *call, int line) {
    cudacore__tls_error *e = &cudacore__err;
    const char *name = NULL, *str = NULL, *last;
    if (e->stub_pending && (r == 2 || r == 3)) { /* a missing-function stub (or the injector) said it all */
        e->stub_pending = 0;
        return e->info.result;
    }
    cudacore__nccl_result_text(r, &name, &str);
    last = ((cudacore__PFN_ncclGetLastError)cudacore__g.nccl[CUDACORE__NCCL_ncclGetLastError])(comm);
    cudacore__fail_at(CUDACORE_ERROR_NCCL, call, line, "%s failed: %s (%d)%s%s", fn, name, r, str ? ": " : "", str ? str : "");
    cudacore__set_native(CUDACORE_LIBRARY_NCCL, r, name, str);
    cudacore__set_detail(last && last[0] ? last : "(no text from ncclGetLastError: run with NCCL_DEBUG=WARN for NCCL's own report)");
    return CUDACORE_ERROR_NCCL;
}

/* A wait with a timeout in plain C99 (no clock_gettime there) and Win32: the
   time spent is summed from a wall clock step by step, each step counted
   as at most 50 ms, so that a change of the system clock cannot end or
   stretch a wait by more than that. */
typedef struct cudacore__waiter {
    uint64_t last_us, spent_us, limit_us; /* limit 0: none */
    unsigned polls;
} cudacore__waiter;

CUDACORE__PRIVATE uint64_t cudacore__clock_us(void) {
#if defined(_WIN32)
    return (uint64_t)GetTickCount64() * 1000u;
#else
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (uint64_t)tv.tv_sec * 1000000u + (uint64_t)tv.tv_usec;
#endif
}

CUDACORE__PRIVATE void cudacore__wait_start(cudacore__waiter *w, uint32_t timeout_ms) {
    w->last_us = cudacore__clock_us();
    w->spent_us = 0;
    w->limit_us = (uint64_t)timeout_ms * 1000u;
    w->polls = 0;
}

/* Pauses before the next poll (yields for the first 1000, then sleeps 1 ms);
   returns 1 once the timeout has passed. */
CUDACORE__PRIVATE int cudacore__wait_step(cudacore__waiter *w) {
    uint64_t now;
#if defined(_WIN32)
    if (w->polls++ < 1000) SwitchToThread();
    else Sleep(1);
#else
    if (w->polls++ < 1000) sched_yield();
    else poll(NULL, 0, 1);
#endif
    now = cudacore__clock_us();
    if (now > w->last_us) w->spent_us += now - w->last_us > 50000u ? 50000u : now - w->last_us;
    w->last_us = now;
    return w->limit_us && w->spent_us >= w->limit_us;
}

/* ncclCommAbort, once (the first caller wins); returns NCCL's result. */
CUDACORE__PRIVATE int cudacore__comm_abort(cudacore__comm_obj *co) {
    int r;
    if (!cudacore__cas64(&co->aborted, 0, 1)) return 0;
    r = (int)CUDACORE__NCCL(ncclCommAbort)(co->native);
    return r == CUDACORE__NCCL_IN_PROGRESS ? 0 : r;
}

CUDACORE__PRIVATE cudacore_result cudacore__comm_timed_out(cudacore__comm_obj *co, const char *what, const char *call) {
    CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
    return CUDACORE__FAIL(CUDACORE_ERROR_TIMEOUT, call,
                          "%s did not finish within the communicator's timeout of %u ms (rank %d of %d, device %d; a peer may have died or "
                          "never joined): the communicator was aborted, destroy it",
                          what, (unsigned)cudacore__loadu32(&co->timeout_ms), co->rank, co->size, co->device);
}

/* An error NCCL met in the background: the communicator cannot go on. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_async_failed(cudacore__comm_obj *co, int state, const char *call) {
    cudacore__nccl_fail(state, co->native, "an operation of the communicator (ncclCommGetAsyncError)", call, __LINE__);
    CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
    cudacore__append_detail("\n(the communicator was aborted: destroy it)");
    return CUDACORE_ERROR_NCCL;
}

/* A communicator NCCL runs non-blocking: waits until what its last call
   started is done (ncclCommGetAsyncError leaves ncclInProgress), up to the
   timeout. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_settle(cudacore__comm_obj *co, const char *what, const char *call) {
    cudacore__waiter w;
    cudacore_ncclResult_t state = CUDACORE_ncclInProgress;
    cudacore__wait_start(&w, cudacore__loadu32(&co->timeout_ms));
    for (;;) {
        int r = (int)CUDACORE__NCCL(ncclCommGetAsyncError)(co->native, &state);
        if (r != 0) return cudacore__nccl_fail(r, co->native, "ncclCommGetAsyncError", call, __LINE__);
        if ((int)state != CUDACORE__NCCL_IN_PROGRESS) break;
        if (cudacore__wait_step(&w)) return cudacore__comm_timed_out(co, what, call);
    }
    return (int)state == 0 ? CUDACORE_SUCCESS : cudacore__comm_async_failed(co, (int)state, call);
}

/* Within a group: remember a non-blocking communicator for group_end. */
CUDACORE__PRIVATE cudacore_result cudacore__nccl_group_add(uint64_t id, const char *call) {
    cudacore__nccl_group_state *g = &cudacore__nccl_group;
    int i;
    for (i = 0; i < g->count; i++)
        if (g->ids[i] == id) return CUDACORE_SUCCESS;
    if (g->count == CUDACORE__NCCL_GROUP_MAX)
        return CUDACORE__FAIL(CUDACORE_ERROR_TOO_MANY_OBJECTS, call, "more than %d communicators with a timeout in one NCCL group", CUDACORE__NCCL_GROUP_MAX);
    g->ids[g->count++] = id;
    return CUDACORE_SUCCESS;
}

/* After an NCCL call on a communicator: done, set up in the background
   (waited for now, or at the group's end), or failed. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_done(cudacore__comm_obj *co, uint64_t id, int r, const char *fn, const char *call) {
    if (CUDACORE__LIKELY(r == 0 && !co->nonblocking)) return CUDACORE_SUCCESS;
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, co->native, fn, call, __LINE__);
    if (!co->nonblocking) return CUDACORE_SUCCESS;
    if (cudacore__nccl_group.depth > 0) return cudacore__nccl_group_add(id, call);
    return r == CUDACORE__NCCL_IN_PROGRESS ? cudacore__comm_settle(co, fn, call) : CUDACORE_SUCCESS;
}

/* A live, not aborted communicator, or NULL with the error recorded. */
CUDACORE__PRIVATE cudacore__comm_obj *cudacore__comm_get(uint64_t id, const char *call) {
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], id);
    if (CUDACORE__UNLIKELY(!co)) {
        cudacore__bad_handle(CUDACORE_OBJECT_COMMUNICATOR, id, call);
        return NULL;
    }
    if (CUDACORE__UNLIKELY(cudacore__load64(&co->aborted) != 0)) {
        CUDACORE__FAIL(CUDACORE_ERROR_NCCL, call,
                       "the communicator was aborted (cudacore_communicator_abort, a timeout or an error NCCL met): destroy it and create another");
        return NULL;
    }
    return co;
}
#define CUDACORE__COMM(var, c, call) \
    cudacore__comm_obj *var = cudacore__comm_get((c).id, call); \
    if (CUDACORE__UNLIKELY(!var)) return cudacore_last_error()->result

/*--- unique ids and the environment ---*/
CUDACORE_API cudacore_result cudacore_nccl_unique_id_create(cudacore_nccl_unique_id *out) {
    static const char *call = "cudacore_nccl_unique_id_create";
    cudacore_ncclUniqueId uid;
    int r;
    CUDACORE__OUT(out, call);
    memset(out, 0, sizeof *out);
    CUDACORE__NEED(NCCL, call);
    memset(&uid, 0, sizeof uid);
    r = (int)CUDACORE__NCCL(ncclGetUniqueId)(&uid);
    if (r != 0) return cudacore__nccl_fail(r, NULL, "ncclGetUniqueId", call, __LINE__);
    memcpy(out->bytes, &uid, sizeof out->bytes);
    return CUDACORE_SUCCESS;
}

/* An environment variable holding a whole decimal int in [lo, INT_MAX]: 1
   (*v set), 0 (not set), or -1 with the error recorded. */
CUDACORE__PRIVATE int cudacore__env_int(const char *var, int lo, int *v, const char *call) {
    const char *s = getenv(var);
    char *end = NULL;
    long x;
    if (!s) return 0;
    x = strtol(s, &end, 10);
    if (!s[0] || *end || x < lo || x > 2147483647L) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is '%s': it must be a whole number from %d", var, s, lo);
        return -1;
    }
    *v = (int)x;
    return 1;
}

CUDACORE_API cudacore_result cudacore_nccl_env_get(cudacore_nccl_env *out) {
    static const char *call = "cudacore_nccl_env_get";
    static const char *const vars[][3] = {{"CUDACORE_RANK", "CUDACORE_WORLD_SIZE", "CUDACORE_LOCAL_RANK"},
                                          {"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK"},
                                          {"PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID"},
                                          {"RANK", "WORLD_SIZE", "LOCAL_RANK"}};
    size_t k;
    CUDACORE__OUT(out, call);
    memset(out, 0, sizeof *out);
    out->size = 1;
    out->rank_var = out->size_var = "";
    out->comm_id = getenv("NCCL_COMM_ID") ? getenv("NCCL_COMM_ID") : "";
    for (k = 0; k < sizeof vars / sizeof vars[0]; k++) {
        int rank = 0, size = 0, local = -1, hr, hs;
        if ((hr = cudacore__env_int(vars[k][0], 0, &rank, call)) < 0 || (hs = cudacore__env_int(vars[k][1], 1, &size, call)) < 0 ||
            cudacore__env_int(vars[k][2], 0, &local, call) < 0)
            return CUDACORE_ERROR_INVALID_ARGUMENT;
        if (!hr && !hs) continue;
        if (!hr || !hs)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is set but %s is not: set both", hr ? vars[k][0] : vars[k][1],
                                  hr ? vars[k][1] : vars[k][0]);
        if (rank >= size)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is %d but %s is %d: a rank is 0 to size - 1", vars[k][0], rank,
                                  vars[k][1], size);
        out->rank = rank;
        out->size = size;
        out->local_rank = local;
        out->rank_var = vars[k][0];
        out->size_var = vars[k][1];
        return CUDACORE_SUCCESS;
    }
    return CUDACORE_SUCCESS; /* no launcher: a job of one */
}

/*--- creation ---*/
/* A desc field: 0 (NCCL's default) or in [lo, hi], and known to the loaded NCCL. */
CUDACORE__PRIVATE cudacore_result cudacore__nccl_field(int value, int lo, int hi, const char *field, int since, const char *call) {
    char have[32], need[32];
    if (!value) return CUDACORE_SUCCESS;
    if (value < lo || value > hi)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.%s is %d: it must be 0 (NCCL's default) or %d to %d", field, value, lo, hi);
    if (cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version >= since) return CUDACORE_SUCCESS;
    cudacore__nccl_version_text(cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version, have, sizeof have);
    cudacore__nccl_version_text(since, need, sizeof need);
    return CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "desc.%s needs NCCL %s or newer; the loaded NCCL is %s", field, need, have);
}

/* NCCL's config for desc, every field checked. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_config(const cudacore_communicator_desc *d, cudacore_ncclConfig_t *cfg, const char *call) {
    static const cudacore_ncclConfig_t init = CUDACORE_NCCL_CONFIG_INITIALIZER;
    cudacore_result r;
    *cfg = init;
    cfg->blocking = d->timeout_ms ? 0 : 1;
    if ((r = cudacore__nccl_field(d->cga_cluster_size, 1, 8, "cga_cluster_size", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->min_ctas, 1, 64, "min_ctas", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->max_ctas, 1, 64, "max_ctas", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->net_name != NULL, 1, 1, "net_name", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->split_share, 1, 1, "split_share", 21800, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->traffic_class, 1, 255, "traffic_class", 22600, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->name != NULL, 1, 1, "name", 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->collnet_enable, 1, 1, "collnet_enable", 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->cta_policy, 1, 2, "cta_policy", d->cta_policy == 2 ? 22800 : 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->nvls_ctas, 1, 64, "nvls_ctas", 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->n_channels_per_net_peer, 1, 64, "n_channels_per_net_peer", 22800, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->nvlink_centric_sched, 1, 1, "nvlink_centric_sched", 22800, call)) != CUDACORE_SUCCESS)
        return r;
    if (d->min_ctas && d->max_ctas && d->min_ctas > d->max_ctas)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.min_ctas %d is more than desc.max_ctas %d", d->min_ctas, d->max_ctas);
    if (d->cga_cluster_size) cfg->cgaClusterSize = d->cga_cluster_size;
    if (d->min_ctas) cfg->minCTAs = d->min_ctas;
    if (d->max_ctas) cfg->maxCTAs = d->max_ctas;
    if (d->net_name) cfg->netName = d->net_name;
    if (d->split_share) cfg->splitShare = 1;
    if (d->traffic_class) cfg->trafficClass = d->traffic_class;
    if (d->name) cfg->commName = d->name;
    if (d->collnet_enable) cfg->collnetEnable = 1;
    if (d->cta_policy) cfg->CTAPolicy = d->cta_policy;
    if (d->nvls_ctas) cfg->nvlsCTAs = d->nvls_ctas;
    if (d->n_channels_per_net_peer) cfg->nChannelsPerNetPeer = d->n_channels_per_net_peer;
    if (d->nvlink_centric_sched) cfg->nvlinkCentricSched = 1;
    return CUDACORE_SUCCESS;
}

/* What every create does first: NCCL loaded, no group open, a valid config. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_prepare(const cudacore_communicator_desc *desc, cudacore_communicator_desc *d,
                                                         cudacore_ncclConfig_t *cfg, const char *call) {
    memset(d, 0, sizeof *d);
    if (desc) *d = *desc;
    CUDACORE__NEED(NCCL, call);
    if (cudacore__nccl_group.depth > 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "a communicator cannot be created between cudacore_nccl_group_start and _end (end the group first)");
    return cudacore__comm_config(d, cfg, call);
}

CUDACORE__PRIVATE cudacore__comm_obj *cudacore__comm_reserve(uint64_t *id, int device, uint32_t timeout_ms, const char *call) {
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], id, call);
    if (co) {
        co->device = device;
        co->timeout_ms = timeout_ms;
        co->nonblocking = timeout_ms != 0;
    }
    return co;
}

/* Drops a reserved communicator after a failure: what NCCL made is aborted. */
CUDACORE__PRIVATE void cudacore__comm_unreserve(cudacore__comm_obj *co, uint64_t id) {
    if (co->native) CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], co, id);
}

/* After its init call (r): waits for a non-blocking init, reads rank and size. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_ready(cudacore__comm_obj *co, int r, const char *fn, const char *call) {
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, NULL, fn, call, __LINE__);
    if (r == CUDACORE__NCCL_IN_PROGRESS) {
        cudacore_result res = cudacore__comm_settle(co, fn, call);
        if (res != CUDACORE_SUCCESS) return res;
    }
    if ((r = (int)CUDACORE__NCCL(ncclCommUserRank)(co->native, &co->rank)) != 0)
        return cudacore__nccl_fail(r, co->native, "ncclCommUserRank", call, __LINE__);
    if ((r = (int)CUDACORE__NCCL(ncclCommCount)(co->native, &co->size)) != 0)
        return cudacore__nccl_fail(r, co->native, "ncclCommCount", call, __LINE__);
    return CUDACORE_SUCCESS;
}

/* One rank from a unique id on device dev; publishes it in *out. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_init_rank(cudacore_ncclConfig_t *cfg, uint32_t timeout_ms, const cudacore_nccl_unique_id *id, int rank,
                                                           int size, int dev, cudacore_communicator *out, const char *call) {
    cudacore_ncclUniqueId uid;
    uint64_t cid = 0;
    cudacore_result res;
    cudacore__comm_obj *co = cudacore__comm_reserve(&cid, dev, timeout_ms, call);
    if (!co) return cudacore_last_error()->result;
    memcpy(&uid, id->bytes, sizeof uid);
    res = cudacore__comm_ready(co, (int)CUDACORE__NCCL(ncclCommInitRankConfig)(&co->native, size, uid, rank, cfg), "ncclCommInitRankConfig", call);
    if (res != CUDACORE_SUCCESS) {
        cudacore__comm_unreserve(co, cid);
        return res;
    }
    cudacore__pool_commit(co, cid);
    out->id = cid;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_create(const cudacore_communicator_desc *desc, const cudacore_nccl_unique_id *id, int rank,
                                                          int size, cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_create";
    cudacore_communicator_desc d;
    cudacore_ncclConfig_t cfg;
    cudacore_result r;
    int dev = 0;
    CUDACORE__OUT(out, call);
    out->id = 0;
    CUDACORE__OUT(id, call);
    if (size < 1 || rank < 0 || rank >= size)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "rank %d of %d: size must be at least 1 and rank 0 to size - 1", rank, size);
    if ((r = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__comm_init_rank(&cfg, d.timeout_ms, id, rank, size, dev, out, call);
}

CUDACORE_API cudacore_result cudacore_communicator_create_from_env(const cudacore_communicator_desc *desc, cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_create_from_env";
    cudacore_communicator_desc d;
    cudacore_ncclConfig_t cfg;
    cudacore_nccl_env env;
    cudacore_nccl_unique_id id;
    cudacore_result r;
    int dev = 0;
    CUDACORE__OUT(out, call);
    out->id = 0;
    if ((r = cudacore_nccl_env_get(&env)) != CUDACORE_SUCCESS) return r;
    if (env.size > 1 && !env.comm_id[0])
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "rank %d of %d (from %s and %s), but NCCL_COMM_ID is not set: set it to host:port of a free port on rank 0's "
                              "machine, the same for every rank",
                              env.rank, env.size, env.rank_var, env.size_var);
    if ((r = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore_nccl_unique_id_create(&id)) != CUDACORE_SUCCESS) return r; /* from NCCL_COMM_ID, when set */
    return cudacore__comm_init_rank(&cfg, d.timeout_ms, &id, env.rank, env.size, dev, out, call);
}

/* create_all with a config: one NCCL group of ncclCommInitRankConfig, each
   on its device. Returns the first failing NCCL result (0: none). */
CUDACORE__PRIVATE int cudacore__comm_init_group(cudacore_ncclConfig_t *cfg, const int *devs, int count, cudacore_ncclComm_t *natives,
                                                const char **fn, const char *call) {
    cudacore_ncclUniqueId uid;
    int i, r, end;
    memset(&uid, 0, sizeof uid);
    *fn = "ncclGetUniqueId";
    if ((r = (int)CUDACORE__NCCL(ncclGetUniqueId)(&uid)) != 0) return r;
    *fn = "ncclGroupStart";
    if ((r = (int)CUDACORE__NCCL(ncclGroupStart)()) != 0) return r;
    for (i = 0; i < count && (r == 0 || r == CUDACORE__NCCL_IN_PROGRESS); i++) {
        if (cudacore__push_device(devs[i], call) != CUDACORE_SUCCESS) {
            r = -1; /* recorded */
            break;
        }
        *fn = "ncclCommInitRankConfig";
        r = (int)CUDACORE__NCCL(ncclCommInitRankConfig)(&natives[i], count, uid, i, cfg);
        cudacore__pop_device();
    }
    end = (int)CUDACORE__NCCL(ncclGroupEnd)();
    if (r == 0 || r == CUDACORE__NCCL_IN_PROGRESS) {
        *fn = "ncclGroupEnd";
        r = end;
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_communicator_create_all(const cudacore_communicator_desc *desc, const int *devices, int count,
                                                              cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_create_all";
    cudacore_communicator_desc d, zero_desc;
    cudacore_ncclConfig_t cfg;
    cudacore_ncclComm_t natives[CUDACORE__MAX_DEVICES];
    cudacore__comm_obj *cos[CUDACORE__MAX_DEVICES];
    uint64_t ids[CUDACORE__MAX_DEVICES];
    int devs[CUDACORE__MAX_DEVICES], i, j, n = 0, r;
    const char *fn = "ncclCommInitAll";
    cudacore_result res = CUDACORE_SUCCESS;
    CUDACORE__OUT(out, call);
    if (count < 1 || count > CUDACORE__MAX_DEVICES)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is %d: it must be 1 to %d", count, CUDACORE__MAX_DEVICES);
    memset(out, 0, sizeof *out * (size_t)count);
    if ((res = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return res;
    for (i = 0; i < count; i++) {
        devs[i] = devices ? devices[i] : i;
        CUDACORE__CHECK_DEVICE(devs[i], call);
        for (j = 0; j < i; j++)
            if (devs[j] == devs[i])
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "device %d is listed twice (devices[%d] and [%d]): NCCL takes one rank per GPU",
                                      devs[i], j, i);
    }
    memset(natives, 0, sizeof natives);
    memset(&zero_desc, 0, sizeof zero_desc);
    for (n = 0; n < count; n++)
        if ((cos[n] = cudacore__comm_reserve(&ids[n], devs[n], d.timeout_ms, call)) == NULL) break;
    if (n == count) {
        r = memcmp(&d, &zero_desc, sizeof d) == 0 ? (int)CUDACORE__NCCL(ncclCommInitAll)(natives, count, devs)
                                                    : cudacore__comm_init_group(&cfg, devs, count, natives, &fn, call);
        for (i = 0; i < count; i++) cos[i]->native = natives[i];
        if (r == -1) res = cudacore_last_error()->result;
        else if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) res = cudacore__nccl_fail(r, NULL, fn, call, __LINE__);
        for (i = 0; i < count && res == CUDACORE_SUCCESS; i++)
            res = cudacore__comm_ready(cos[i], cos[i]->nonblocking ? CUDACORE__NCCL_IN_PROGRESS : 0, fn, call);
    } else {
        res = cudacore_last_error()->result;
    }
    for (i = 0; i < n; i++) {
        if (res != CUDACORE_SUCCESS) {
            cudacore__comm_unreserve(cos[i], ids[i]);
            continue;
        }
        cudacore__pool_commit(cos[i], ids[i]);
        out[i].id = ids[i];
    }
    return res;
}

CUDACORE_API cudacore_result cudacore_communicator_split(cudacore_communicator c, int color, int key, const cudacore_communicator_desc *desc,
                                                         cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_split";
    cudacore_communicator_desc d;
    cudacore_ncclConfig_t cfg;
    cudacore__comm_obj *nco;
    uint64_t nid = 0;
    cudacore_result res;
    int r;
    CUDACORE__OUT(out, call);
    out->id = 0;
    {
        CUDACORE__COMM(co, c, call);
        if (color < 0 && color != CUDACORE_NCCL_SPLIT_NOCOLOR)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "color %d: a color is 0 or more, or CUDACORE_NCCL_SPLIT_NOCOLOR (-1)", color);
        if ((res = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return res;
        if (!desc) d.timeout_ms = cudacore__loadu32(&co->timeout_ms);
        if ((nco = cudacore__comm_reserve(&nid, co->device, d.timeout_ms, call)) == NULL) return cudacore_last_error()->result;
        if (!desc) nco->nonblocking = co->nonblocking; /* NCCL copies c's config, blocking mode included */
        r = (int)CUDACORE__NCCL(ncclCommSplit)(co->native, color, key, &nco->native, desc ? &cfg : NULL);
        if (r == CUDACORE__NCCL_IN_PROGRESS && (res = cudacore__comm_settle(co, "ncclCommSplit", call)) != CUDACORE_SUCCESS) {
            cudacore__comm_unreserve(nco, nid);
            return res;
        }
        if (!nco->native && (r == 0 || r == CUDACORE__NCCL_IN_PROGRESS)) { /* CUDACORE_NCCL_SPLIT_NOCOLOR: in no new communicator */
            cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], nco, nid);
            return CUDACORE_SUCCESS;
        }
        if ((res = cudacore__comm_ready(nco, r, "ncclCommSplit", call)) != CUDACORE_SUCCESS) {
            cudacore__comm_unreserve(nco, nid);
            return res;
        }
        cudacore__pool_commit(nco, nid);
        out->id = nid;
        return CUDACORE_SUCCESS;
    }
}

/*--- destruction, abort, queries ---*/
/* ncclCommFinalize (waited for), then ncclCommDestroy; aborts when the finalize fails. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_close(cudacore__comm_obj *co, const char *call) {
    cudacore_result res = CUDACORE_SUCCESS;
    int r = (int)CUDACORE__NCCL(ncclCommFinalize)(co->native);
    if (r == CUDACORE__NCCL_IN_PROGRESS) res = cudacore__comm_settle(co, "ncclCommFinalize", call);
    else if (r != 0) res = cudacore__nccl_fail(r, co->native, "ncclCommFinalize", call, __LINE__);
    if (cudacore__load64(&co->aborted)) return res; /* the wait timed out or NCCL failed in the background: aborted */
    if (res != CUDACORE_SUCCESS) {
        CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
        return res;
    }
    r = (int)CUDACORE__NCCL(ncclCommDestroy)(co->native);
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, NULL, "ncclCommDestroy", call, __LINE__);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_destroy(cudacore_communicator c) {
    static const char *call = "cudacore_communicator_destroy";
    cudacore__pool *pool = &cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR];
    cudacore_result res = CUDACORE_SUCCESS;
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__pool_take(pool, c.id, call);
    if (!co) return cudacore_last_error()->result;
    if (!cudacore__load64(&co->aborted)) res = cudacore__comm_close(co, call);
    cudacore__pool_release(pool, co, c.id);
    return res;
}

CUDACORE_API cudacore_result cudacore_communicator_abort(cudacore_communicator c) {
    static const char *call = "cudacore_communicator_abort";
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], c.id);
    int r;
    if (!co) return cudacore__bad_handle(CUDACORE_OBJECT_COMMUNICATOR, c.id, call);
    r = cudacore__comm_abort(co);
    return r ? cudacore__nccl_fail(r, NULL, "ncclCommAbort", call, __LINE__) : CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_get_info(cudacore_communicator c, cudacore_communicator_info *info) {
    static const char *call = "cudacore_communicator_get_info";
    cudacore__comm_obj *co;
    int r;
    CUDACORE__OUT(info, call);
    memset(info, 0, sizeof *info);
    co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], c.id);
    if (!co) return cudacore__bad_handle(CUDACORE_OBJECT_COMMUNICATOR, c.id, call);
    info->rank = co->rank;
    info->size = co->size;
    info->device = co->device;
    info->timeout_ms = cudacore__loadu32(&co->timeout_ms);
    info->nonblocking = co->nonblocking;
    info->aborted = cudacore__load64(&co->aborted) != 0;
    if (info->aborted) return CUDACORE_SUCCESS;
    info->native = co->native;
    if ((r = (int)CUDACORE__NCCL(ncclCommUserRank)(co->native, &info->rank)) != 0 ||
        (r = (int)CUDACORE__NCCL(ncclCommCount)(co->native, &info->size)) != 0 ||
        (r = (int)CUDACORE__NCCL(ncclCommCuDevice)(co->native, &info->device)) != 0) {
        memset(info, 0, sizeof *info);
        return cudacore__nccl_fail(r, co->native, "ncclCommUserRank / ncclCommCount / ncclCommCuDevice", call, __LINE__);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_native(cudacore_communicator c, cudacore_ncclComm_t *out) {
    static const char *call = "cudacore_communicator_native";
    CUDACORE__OUT(out, call);
    *out = NULL;
    {
        CUDACORE__COMM(co, c, call);
        *out = co->native;
        return CUDACORE_SUCCESS;
    }
}

CUDACORE_API cudacore_result cudacore_communicator_set_timeout(cudacore_communicator c, uint32_t timeout_ms) {
    CUDACORE__LOOKUP(cudacore__comm_obj, co, COMMUNICATOR, c.id, "cudacore_communicator_set_timeout");
    cudacore__storeu32(&co->timeout_ms, timeout_ms);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_async_error(cudacore_communicator c, cudacore_ncclResult_t *state) {
    static const char *call = "cudacore_communicator_async_error";
    int r;
    CUDACORE__OUT(state, call);
    *state = CUDACORE_ncclSuccess;
    {
        CUDACORE__COMM(co, c, call);
        r = (int)CUDACORE__NCCL(ncclCommGetAsyncError)(co->native, state);
        if (r != 0) {
            *state = CUDACORE_ncclSuccess;
            return cudacore__nccl_fail(r, co->native, "ncclCommGetAsyncError", call, __LINE__);
        }
        return CUDACORE_SUCCESS;
    }
}

/* The stream for an operation of co: its raw handle, on co's device. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_stream(const cudacore__comm_obj *co, cudacore_stream s, cudacore_CUstream *cs, const char *call) {
    int dev = -1;
    cudacore_result r = cudacore__stream_get(s.id, cs, &dev, call);
    if (CUDACORE__UNLIKELY(r != CUDACORE_SUCCESS)) return r;
    if (CUDACORE__UNLIKELY(dev >= 0 && dev != co->device))
        return CUDACORE__FAIL(CUDACORE__E_DEVICE_MISMATCH, call, "the stream belongs to device %d but the communicator to device %d", dev, co->device);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_synchronize(cudacore_communicator c, cudacore_stream s) {
    static const char *call = "cudacore_communicator_synchronize";
    cudacore_CUstream cs = NULL;
    cudacore_ncclResult_t state = CUDACORE_ncclSuccess;
    cudacore__waiter w;
    cudacore_result res;
    CUDACORE__COMM(co, c, call);
    if ((res = cudacore__comm_stream(co, s, &cs, call)) != CUDACORE_SUCCESS) return res;
    cudacore__wait_start(&w, cudacore__loadu32(&co->timeout_ms));
    for (;;) {
        int r = (int)CUDACORE__CU(cuStreamQuery)(cs);
        int nr = (int)CUDACORE__NCCL(ncclCommGetAsyncError)(co->native, &state);
        if (nr != 0) return cudacore__nccl_fail(nr, co->native, "ncclCommGetAsyncError", call, __LINE__);
        if ((int)state != 0 && (int)state != CUDACORE__NCCL_IN_PROGRESS) return cudacore__comm_async_failed(co, (int)state, call);
        if (r == 0) return CUDACORE_SUCCESS;
        if (r != 600) return cudacore__cu_fail((cudacore_CUresult)r, "cuStreamQuery", __LINE__); /* CUDA_ERROR_NOT_READY: not yet */
        if (cudacore__wait_step(&w)) return cudacore__comm_timed_out(co, "the work queued on the stream", call);
    }
}

/*--- collectives ---*/
/* One operation: fn is its CUDACORE__NCCL_ index; blocks = how many count-element
   blocks each side holds (all-gather's recv and reduce-scatter's send hold size). */
typedef struct cudacore__nccl_op {
    int fn;
    cudacore_buffer send, recv;
    size_t send_offset, recv_offset, count;
    cudacore_ncclDataType_t datatype;
    cudacore_ncclRedOp_t op;
    int root, has_root;       /* root or peer */
    int send_blocks, recv_blocks; /* 0: no such side; -1: the communicator's size */
    int send_optional, recv_optional; /* {0} allowed (the side a rank does not use) */
} cudacore__nccl_op;

/* The device address of blocks * count elements at offset in b, checked for co. */
CUDACORE__PRIVATE cudacore_result cudacore__nccl_span(const cudacore__comm_obj *co, cudacore_buffer b, size_t offset, size_t count, int blocks,
                                                      size_t es, int optional, const char *what, const char *call, void **ptr) {
    cudacore__buffer_obj *bo;
    size_t n;
    *ptr = NULL;
    if (optional && !b.id) return CUDACORE_SUCCESS;
    bo = (cudacore__buffer_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], b.id);
    if (CUDACORE__UNLIKELY(!bo)) return cudacore__bad_handle(CUDACORE_OBJECT_BUFFER, b.id, call);
    if (CUDACORE__UNLIKELY(count > SIZE_MAX / es / (size_t)blocks))
        return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "%s: %d x %llu elements of %u bytes do not fit in size_t", what, blocks,
                              (unsigned long long)count, (unsigned)es);
    n = count * (size_t)blocks * es;
    if (CUDACORE__UNLIKELY(!CUDACORE__IN_BOUNDS(offset, n, bo->size))) return cudacore__oob(call, what, offset, n, bo->size);
    if (CUDACORE__UNLIKELY(offset % es))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s offset %llu is not a multiple of the element size (%u bytes)", what,
                              (unsigned long long)offset, (unsigned)es);
    if (CUDACORE__UNLIKELY(!bo->dev_acc))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "%s is pageable host memory: NCCL needs memory its device can access (device, pinned or managed)", what);
    if (CUDACORE__UNLIKELY(bo->device >= 0 && bo->device != co->device && !bo->managed && !bo->host_acc))
        return CUDACORE__FAIL(CUDACORE__E_DEVICE_MISMATCH, call, "%s belongs to device %d but the communicator to device %d", what, bo->device,
                              co->device);
    *ptr = (void *)(uintptr_t)(bo->ptr + offset);
    return CUDACORE_SUCCESS;
}

/* The element size of t for the loaded NCCL, or 0 with the error recorded. */
CUDACORE__PRIVATE size_t cudacore__nccl_type(cudacore_ncclDataType_t t, const char *call) {
    char have[32];
    if (CUDACORE__UNLIKELY((unsigned)t >= (unsigned)CUDACORE_ncclNumTypes)) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "datatype %d is not an NCCL datatype (CUDACORE_ncclInt8 = 0 to CUDACORE_ncclFloat8e5m2 = %d)",
                       (int)t, (int)CUDACORE_ncclNumTypes - 1);
        return 0;
    }
    if (CUDACORE__UNLIKELY((int)t >= (int)CUDACORE_ncclFloat8e4m3 && cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version < 22400)) {
        cudacore__nccl_version_text(cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version, have, sizeof have);
        CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "datatype %d (an fp8 type) needs NCCL 2.24 or newer; the loaded NCCL is %s", (int)t, have);
        return 0;
    }
    return cudacore__nccl_type_size[(int)t];
}

/* Checks everything, then calls NCCL. */
CUDACORE__PRIVATE cudacore_result cudacore__collective(cudacore_communicator c, const cudacore__nccl_op *o, cudacore_stream s, const char *call) {
    cudacore_CUstream cs = NULL;
    void *sp = NULL, *rp = NULL;
    size_t es;
    cudacore_result res;
    int r = 0;
    CUDACORE__COMM(co, c, call);
    if (CUDACORE__UNLIKELY((es = cudacore__nccl_type(o->datatype, call)) == 0)) return cudacore_last_error()->result;
    if (CUDACORE__UNLIKELY((int)o->op < 0))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "op %d is not an NCCL reduction (CUDACORE_ncclSum = 0 to CUDACORE_ncclAvg = 4, or one made by ncclRedOpCreatePreMulSum)",
                              (int)o->op);
    if (CUDACORE__UNLIKELY(o->has_root && (o->root < 0 || o->root >= co->size)))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s %d is not a rank of this communicator of %d ranks",
                              o->fn == CUDACORE__NCCL_ncclSend || o->fn == CUDACORE__NCCL_ncclRecv ? "peer" : "root", o->root, co->size);
    if (o->send_blocks && (res = cudacore__nccl_span(co, o->send, o->send_offset, o->count, o->send_blocks < 0 ? co->size : o->send_blocks, es,
                                                     o->send_optional && co->rank != o->root, "send buffer", call, &sp)) != CUDACORE_SUCCESS)
        return res;
    if (o->recv_blocks && (res = cudacore__nccl_span(co, o->recv, o->recv_offset, o->count, o->recv_blocks < 0 ? co->size : o->recv_blocks, es,
                                                     o->recv_optional && co->rank != o->root, "recv buffer", call, &rp)) != CUDACORE_SUCCESS)
        return res;
    if ((res = cudacore__comm_stream(co, s, &cs, call)) != CUDACORE_SUCCESS) return res;
    switch (o->fn) {
        case CUDACORE__NCCL_ncclAllReduce: r = (int)CUDACORE__NCCL(ncclAllReduce)(sp, rp, o->count, o->datatype, o->op, co->native, cs); break;
        case CUDACORE__NCCL_ncclBroadcast: r = (int)CUDACORE__NCCL(ncclBroadcast)(sp, rp, o->count, o->datatype, o->root, co->native, cs); break;
        case CUDACORE__NCCL_ncclReduce: r = (int)CUDACORE__NCCL(ncclReduce)(sp, rp, o->count, o->datatype, o->op, o->root, co->native, cs); break;
        case CUDACORE__NCCL_ncclAllGather: r = (int)CUDACORE__NCCL(ncclAllGather)(sp, rp, o->count, o->datatype, co->native, cs); break;
        case CUDACORE__NCCL_ncclReduceScatter: r = (int)CUDACORE__NCCL(ncclReduceScatter)(sp, rp, o->count, o->datatype, o->op, co->native, cs); break;
        case CUDACORE__NCCL_ncclSend: r = (int)CUDACORE__NCCL(ncclSend)(sp, o->count, o->datatype, o->root, co->native, cs); break;
        default: r = (int)CUDACORE__NCCL(ncclRecv)(rp, o->count, o->datatype, o->root, co->native, cs); break;
    }
    return cudacore__comm_done(co, c.id, r, cudacore__nccl_info[o->fn].name, call);
}

/* An op with one block on each side and no root. */
CUDACORE__PRIVATE cudacore__nccl_op cudacore__nccl_op_make(int fn, cudacore_buffer send, size_t send_offset, cudacore_buffer recv, size_t recv_offset,
                                                          size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op) {
    cudacore__nccl_op o;
    memset(&o, 0, sizeof o);
    o.fn = fn;
    o.send = send;
    o.send_offset = send_offset;
    o.recv = recv;
    o.recv_offset = recv_offset;
    o.count = count;
    o.datatype = datatype;
    o.op = op;
    o.send_blocks = o.recv_blocks = 1;
    return o;
}

CUDACORE_API cudacore_result cudacore_communicator_all_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype,
                                                              cudacore_ncclRedOp_t op, cudacore_stream s) {
    cudacore__nccl_op o = cudacore__nccl_op_make(CUDACORE__NCCL_ncclAllReduce, send, send_offset, recv, recv_offset, count, datatype, op);
    return cudacore__collective(c, &o, s, "cudacore_communicator_all_reduce");
}

CUDACORE_API cudacore_result cudacore_communicator_broadcast(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                             size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, int root,
                                                             cudacore_stream s) {
    cudacore__nccl_op o = cudacore__nccl_op_make(CUDACORE__NCCL_ncclBroadcast, send, send_offset, recv, recv_offset, count, datatype, CUDACORE_ncclSum);
    o.root = root;
    o.has_root = o.send_optional = 1;
    return cudacore__collective(c, &o, s, "cudacore_communicator_broadcast");
}

CUDACORE_API cudacore_result cudacore_communicator_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                          size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op,
                                                          int root, cudacore_stream s) {
    cudacore__nccl_op o = cudacore__nccl_op_make(CUDACORE__NCCL_ncclReduce, send, send_offset, recv, recv_offset, count, datatype, op);
    o.root = root;
    o.has_root = o.recv_optional = 1;
    return cudacore__collective(c, &o, s, "cudacore_communicator_reduce");
}

CUDACORE_API cudacore_result cudacore_communicator_all_gather(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_stream s) {
    cudacore__nccl_op o = cudacore__nccl_op_make(CUDACORE__NCCL_ncclAllGather, send, send_offset, recv, recv_offset, count, datatype, CUDACORE_ncclSum);
    o.recv_blocks = -1;
    return cudacore__collective(c, &o, s, "cudacore_communicator_all_gather");
}

CUDACORE_API cudacore_result cudacore_communicator_reduce_scatter(cudacore_communicator c, cudacore_buffer send, size_t send_offset,
                                                                  cudacore_buffer recv, size_t recv_offset, size_t count,
                                                                  cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, cudacore_stream s) {
    cudacore__nccl_op o = cudacore__nccl_op_make(CUDACORE__NCCL_ncclReduceScatter, send, send_offset, recv, recv_offset, count, datatype, op);
    o.send_blocks = -1;
    return cudacore__collective(c, &o, s, "cudacore_communicator_reduce_scatter");
}

CUDACORE_API cudacore_result cudacore_communicator_send(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s) {
    cudacore__nccl_op o = cudacore__nccl_op_make(CUDACORE__NCCL_ncclSend, buf, offset, buf, 0, count, datatype, CUDACORE_ncclSum);
    o.root = peer;
    o.has_root = 1;
    o.recv_blocks = 0;
    return cudacore__collective(c, &o, s, "cudacore_communicator_send");
}

CUDACORE_API cudacore_result cudacore_communicator_recv(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s) {
    cudacore__nccl_op o = cudacore__nccl_op_make(CUDACORE__NCCL_ncclRecv, buf, 0, buf, offset, count, datatype, CUDACORE_ncclSum);
    o.root = peer;
    o.has_root = 1;
    o.send_blocks = 0;
    return cudacore__collective(c, &o, s, "cudacore_communicator_recv");
}

/*--- groups ---*/
CUDACORE_API cudacore_result cudacore_nccl_group_start(void) {
    static const char *call = "cudacore_nccl_group_start";
    int r;
    CUDACORE__NEED(NCCL, call);
    r = (int)CUDACORE__NCCL(ncclGroupStart)();
    if (r != 0) return cudacore__nccl_fail(r, NULL, "ncclGroupStart", call, __LINE__);
    cudacore__nccl_group.depth++;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_nccl_group_end(void) {
    static const char *call = "cudacore_nccl_group_end";
    cudacore__nccl_group_state *g = &cudacore__nccl_group;
    cudacore_result res = CUDACORE_SUCCESS;
    int r, i, n;
    if (g->depth <= 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "no NCCL group is open on this thread (cudacore_nccl_group_start was not called)");
    r = (int)CUDACORE__NCCL(ncclGroupEnd)();
    if (--g->depth > 0) return r == 0 || r == CUDACORE__NCCL_IN_PROGRESS ? CUDACORE_SUCCESS : cudacore__nccl_fail(r, NULL, "ncclGroupEnd", call, __LINE__);
    n = g->count;
    g->count = 0;
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, NULL, "ncclGroupEnd", call, __LINE__);
    for (i = 0; i < n && res == CUDACORE_SUCCESS; i++) {
        cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], g->ids[i]);
        if (co && !cudacore__load64(&co->aborted)) res = cudacore__comm_settle(co, "the group's operations", call);
    }
    return res;
}

/*--- >>shutdown -------------------------------------------------------------*/
CUDACORE_API void cudacore_shutdown(void) {
    int k;
    uint32_t c;
    char msg[128];
    cudacore__lock(&cudacore__setup_lock);
    if (!cudacore__g.ready) {
        cudacore__unlock(&cudacore__setup_lock);
        return;
    }
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) {
        cudacore__pool *p = &cudacore__g.pools[k];
        if (p->live) {
            snprintf(msg, sizeof msg, "cudacore_shutdown: %u %s object(s) still alive; their handles are now invalid", p->live,
                     cudacore__kind_names[k]);
            cudacore__log(CUDACORE_LOG_WARN, CUDACORE_SUCCESS, msg, __LINE__);
        }
        for (c = 0; c < CUDACORE__MAX_CHUNKS && p->chunks[c]; c++) cudacore__free(p->chunks[c]);
        memset(p->chunks, 0, sizeof p->chunks);
    }
    for (k = 0; k < CUDACORE__MAX_DEVICES; k++) {
        if (cudacore__g.primary[k]) {
            CUDACORE__CLEANUP(CUDACORE__CU(cuDevicePrimaryCtxRelease)((cudacore_CUdevice)k));
            cudacore__g.primary[k] = NULL;
        }
    }
    cudacore__store32(&cudacore__g.ready, 0);
    cudacore__unlock(&cudacore__setup_lock);
}

#endif /* CUDACORE_IMPL_INCLUDED */
#endif /* CUDACORE_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
------------------------------------------------------------------------------
ALTERNATIVE A - MIT License
Copyright (c) 2026 the cudacore authors
Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do
so, subject to the following conditions:
The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
------------------------------------------------------------------------------
ALTERNATIVE B - Public Domain (www.unlicense.org)
This is free and unencumbered software released into the public domain.
Anyone is free to copy, modify, publish, use, compile, sell, or distribute this
software, either in source code form or as a compiled binary, for any purpose,
commercial or non-commercial, and by any means.
In jurisdictions that recognize copyright laws, the author or authors of this
software dedicate any and all copyright interest in the software to the public
domain. We make this dedication for the benefit of the public at large and to
the detriment of our heirs and successors. We intend this dedication to be an
overt act of relinquishment in perpetuity of all present and future rights to
this software under copyright law.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN
ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
------------------------------------------------------------------------------
*/
