/*
    START-UP IN THE BACKGROUND
    ==========================
    A CUDA program's start is dominated by the driver: cuInit and the first
    context take some 100 ms each before any kernel can run. With

        cudacore_desc desc = {0};
        desc.start_in_background = CUDACORE_START_DRIVER | CUDACORE_START_NVRTC;
        cudacore_setup(&desc);           // first thing in main

    a thread of cudacore's loads libcuda, runs cuInit, reads device 0's
    compute capability and retains device 0's primary context
    (CUDACORE_START_DRIVER, also written 1), then loads NVRTC and makes its
    first compile, a one-line kernel thrown away (CUDACORE_START_NVRTC):
    NVRTC sets much of itself up during a process's first compile (on an
    H100 host 70-80 ms for a small kernel's first compile, 38 ms for a later
    one), so that the program's own first compile costs what a later one
    does. That warm-up is skipped when the program's own compile has begun
    by then (it does the setting up itself). All this happens while the
    program goes on with its own host work (reading input) and its NVRTC
    compiles, which need no context: a compile whose options give no arch
    waits for cuInit only, and one with options.arch set waits for nothing.
    Nor, on Linux, does a compile without an arch once the start has run
    before on this machine: when every GPU the kernel driver lists
    (/proc/driver/nvidia/gpus) is of one model, the start writes that
    model's compute capability to the compile cache's folder (the file
    gpu-archs, lines "CC<tab>MODEL"; not with the cache off; written and read
    as the cache's entries are), and later starts take the default arch from
    there instead of waiting for cuInit. A line that is no compute
    capability, or one the loaded NVRTC does not know, is not used; a line
    the driver then contradicts is replaced.
    Every later call waits only if it needs what is still starting (the
    driver: until cuInit is done; a context: until device 0's is retained)
    and costs nothing extra once it is done: the waits are the locks the
    first use takes anyway. The start's errors (no driver, no device, the
    context) are reported, with their usual records, by the first call that
    needs the driver or the context (cudacore_start_wait asks at once);
    the start thread itself records and logs nothing; NVRTC's errors reach
    the first compile. cudacore_shutdown, and the process's exit, wait for a
    start still running (with CUDACORE_START_NVRTC, a program that ends
    within some 100 ms of its setup may wait for the warm-up compile). Do not
    fork while it runs.

    MEMORY ALLOCATION OVERRIDE
    ==========================
    Host allocations go through cudacore_desc.allocator when set, otherwise
    through CUDACORE_MALLOC/CUDACORE_FREE. They happen when objects are
    created (handle pool chunks, logs, program images) and never on the hot
    paths: launch, event record, copy, and stream-ordered buffer alloc/free.

    LOGGING
    =======
    cudacore_desc.logger receives every error (and warnings) as it happens,
    but one: a library that is not installed (CUDACORE_ERROR_LIBRARY_NOT_FOUND)
    is the machine's state, not a mistake of the program, and is not logged:
    every call that needs the library returns that result, its record naming
    every place searched, so a program that reports it (cudacore_print_error,
    CUDACORE_CHECK) says it once. In CUDACORE_DEBUG builds the default logger
    is cudacore_log_stderr; release builds are silent unless a logger is set.
    A logger must be reentrant, treat every string as possibly NULL, and copy
    what it keeps.
*/
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
     libcuda_path ... nvvm_path, nvml_path   search as in LOADING (NULL: not given;
                                a path given is the only one tried)
     per_thread_default_stream  0: stream-ordered entry points use the legacy
                                default stream; 1: the per-thread one (as
                                nvcc's --default-stream per-thread)
     disable_validation         0: under CUDACORE_DEBUG, validate launches and
                                descs before calling the driver
     quiet                      1: no default logger even in debug builds
     check_kernel_args          1: check kernel arguments (count, sizes, NULL
                                values: see cudacore_launch) in release
                                builds too; debug builds check them unless
                                disable_validation
     cuda_include_path          the CUDA toolkit's include directory for
                                NVRTC (its cccl subdirectory is added too when
                                present); NULL: found as PROGRAMS says
     nccl_path                  NCCL, searched as in LOADING (NULL: not given)
     nvtx_hot_paths             1: NVTX ranges around launches and marks at
                                copies too (see PROFILING); 0: only around
                                cudacore's own, slower work
     start_in_background        what cudacore_setup starts on a thread of its
                                own (see START-UP IN THE BACKGROUND), flags of
                                cudacore_start_flags: CUDACORE_START_DRIVER
                                (1: the driver and device 0's context),
                                CUDACORE_START_NVRTC (NVRTC, warmed up by a
                                first compile); 0: each on first use, in the
                                calling thread */
/* What cudacore_desc.start_in_background starts (flags, or-ed). */
typedef enum cudacore_start_flags {
    CUDACORE_START_DRIVER = 1, /* libcuda, cuInit, device 0's compute capability and primary context */
    CUDACORE_START_NVRTC = 2   /* NVRTC loaded, and its first compile made (see START-UP IN THE BACKGROUND) */
} cudacore_start_flags;
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
    const char *nvml_path;
    int check_kernel_args;
    const char *cuda_include_path;
    const char *nccl_path;
    int nvtx_hot_paths;
    int start_in_background;
} cudacore_desc;

/* Optional. Sets the library up with desc (NULL: defaults). Fails with
   CUDACORE_ERROR_ALREADY_SET_UP if it is already set up (explicitly or by a
   first call). Loads nothing yet: libraries are loaded on first use, unless
   desc->start_in_background asks for the driver to start now, in the
   background. */
CUDACORE_API cudacore_result cudacore_setup(const cudacore_desc *desc);
/* Waits until the background start (cudacore_desc.start_in_background) has
   finished and returns its result: CUDACORE_SUCCESS, or the error of loading
   the driver, of device 0's primary context or of loading NVRTC (whichever
   was asked for, in that order), recorded on this thread as the first call
   that needs them would record it. CUDACORE_SUCCESS at once
   when no background start was asked for. Never needed: every call waits
   for what it needs by itself. */
CUDACORE_API cudacore_result cudacore_start_wait(void);
/* Frees cudacore's host state and releases the primary contexts it retained.
   Objects still alive are reported (logged) and their handles become invalid;
   their driver objects are not destroyed. Loaded libraries stay loaded. The
   library can be set up again afterwards. Must not race any other call. */
CUDACORE_API void cudacore_shutdown(void);
CUDACORE_API int cudacore_is_set_up(void);
/* The desc in effect, defaults resolved. */
CUDACORE_API cudacore_desc cudacore_query_desc(void);
