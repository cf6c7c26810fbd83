/*
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
    - The current device is per thread (cudacore_device_set_current); it
      decides where new objects are created, never where the work on an
      existing object runs (see MULTIPLE DEVICES).
    - cudacore_device_reset ends every object of its device: it must not
      race other calls on them (LOST CONTEXTS); other devices' objects may
      be used meanwhile.
    - System and telemetry calls may come from any thread (NVML is thread-safe).
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
    | compile cache   | safe, also across this user's processes (entries      |
    |                 | written to a new temp file, then renamed); a folder   |
    |                 | other users write only when asked (PROGRAMS AND THE   |
    |                 | COMPILE CACHE: the trust model)                       |
    | graph           | a definition must not be modified while another       |
    |                 | thread instantiates, captures into or reads it        |
    | array, texture, | safe: copies, creating textures and surfaces, native  |
    | surface         | handles; destroy must not race other uses of it       |
    | graphics        | one thread at a time (register, map, the mapped_*     |
    | resource        | calls, unmap)                                         |
    | external memory,| safe: mappings, signals and waits from any thread;    |
    | semaphore       | destroy must not race them                            |
    | communicator    | one thread at a time (NCCL's rule), except abort,     |
    |                 | which may free a thread stuck in a call; different    |
    |                 | communicators in parallel; a group is per thread      |
    | context         | safe; but calls on objects of one GREEN context must  |
    |                 | not run on two threads at once (the driver's rule)    |
    The logger and the allocator hooks are called from whichever thread
    fails or allocates, possibly concurrently: they must be reentrant.
    A thread keeps the handle slots of the last few buffers it freed for its
    next cudacore_buffer_allocate (so that the pair changes no shared
    memory); on POSIX systems one thread-specific key (pthread_key_create,
    made on first use, deleted by cudacore_shutdown) gives them back when the
    thread exits. A program that unloads a library holding cudacore's
    implementation calls cudacore_shutdown first.
    The threads cudacore starts, in two places only:
    - the driver's resolver: libcuda's load (once a process, on the thread
      that first needs the driver, or on the background start's) starts a
      thread that resolves the driver's entry points through
      cuGetProcAddress while cuInit runs on the loading thread (see
      LOADING). The load joins it as soon as cuInit returns, before any
      call can use the driver: it never outlives the load, so neither
      cudacore_shutdown nor the process's exit has one to join. It calls
      no logger or allocator. No setting turns it off; where no thread can
      be started (and in CUDACORE_FAULT_INJECTION builds) the loading
      thread resolves the entries itself, after cuInit.
    - the background start (START-UP IN THE BACKGROUND), when
      cudacore_desc.start_in_background asks for it: joined by
      cudacore_start_wait, cudacore_shutdown and the process's exit (on
      glibc first of all when the thread that called cudacore_setup exits
      the process, as main does by returning: before any atexit handler,
      so that nothing NVRTC set up is torn down under a warm-up compile
      still running; else by atexit handlers).
*/
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
typedef struct cudacore_array { uint64_t id; } cudacore_array;
typedef struct cudacore_mipmapped_array { uint64_t id; } cudacore_mipmapped_array;
typedef struct cudacore_texture { uint64_t id; } cudacore_texture;
typedef struct cudacore_surface { uint64_t id; } cudacore_surface;
typedef struct cudacore_graphics_resource { uint64_t id; } cudacore_graphics_resource;
typedef struct cudacore_external_memory { uint64_t id; } cudacore_external_memory;
typedef struct cudacore_external_semaphore { uint64_t id; } cudacore_external_semaphore;
typedef struct cudacore_communicator { uint64_t id; } cudacore_communicator;
typedef struct cudacore_context { uint64_t id; } cudacore_context;
typedef struct cudacore_recorder { uint64_t id; } cudacore_recorder;

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
    CUDACORE_OBJECT_ARRAY,
    CUDACORE_OBJECT_MIPMAPPED_ARRAY,
    CUDACORE_OBJECT_TEXTURE,
    CUDACORE_OBJECT_SURFACE,
    CUDACORE_OBJECT_GRAPHICS_RESOURCE,
    CUDACORE_OBJECT_EXTERNAL_MEMORY,
    CUDACORE_OBJECT_EXTERNAL_SEMAPHORE,
    CUDACORE_OBJECT_COMMUNICATOR,
    CUDACORE_OBJECT_CONTEXT,
    CUDACORE_OBJECT_RECORDER,
    CUDACORE_OBJECT__COUNT
} cudacore_object_kind;

/* The number of live objects of a kind (for leak checks in tests). */
CUDACORE_API uint32_t cudacore_live_objects(cudacore_object_kind kind);
