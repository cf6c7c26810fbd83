/*
    PROGRAMS AND THE COMPILE CACHE
    ==============================
    cudacore_program_create() takes CUDA C++ (NVRTC), PTX or NVVM IR
    (libNVVM), in-memory headers, and name expressions; compile to PTX,
    CUBIN or LTO-IR with cudacore_program_options (zero = default; the arch
    defaults to the current device's). cudacore_program_options_format()
    shows the exact option strings. A failed compile returns
    CUDACORE_ERROR_COMPILE with the log in the error detail, and the log is
    always available from cudacore_program_log().
    Compiled code is kept in a persistent cache. Its key covers the source,
    in-memory headers, option strings, name expressions, arch, target and
    what made the code (NVRTC; libNVVM for NVVM IR; for PTX assembled to
    CUBIN the linker: nvJitLink, else the driver): its version, and its
    library file's size and time, which tell patch releases of one version
    apart (nvrtcVersion says 13.0 for 13.0.48 and 13.0.88 alike). An entry
    holds the binary, its name-expression map and the files the compile
    read. NVRTC does not say which, so before a compile cudacore reads the
    #include, #include_next and __has_include lines of the source, of the
    in-memory headers and of each file found, resolved as NVRTC resolves them
    (the include paths and the toolkit's headers too), and keeps each path
    looked at: with a hash of the file's bytes, or as empty. A hit needs each
    unchanged: an edited header, or a file put in an earlier include folder,
    compiles again. A file's stat data (inode, size, times) vouch for its
    bytes when it last changed over 2 s before the entry was made; otherwise
    (and on Windows) it is hashed again on each hit. A hit costs a stat per
    file read (a kernel that includes nothing: nothing more). Not cached,
    because what they read cannot be known (said through NVTX and, once a
    process, the logger): an #include of a macro (Thrust's headers have
    them), and the options with files of their own (use_pch, create_pch,
    pch_dir, time, fdevice_time_trace). extra_options that make NVRTC read
    other files are not seen: compile those with no_compile_cache.
    The cache is private. Its folder is made 0700 and used only while it is
    this user's and nobody else can write it (otherwise the cache is off,
    and the logger says why, once). Entries are 0600 whatever the umask,
    written to a new temp file (created exclusively: never through a link,
    never over another file) and renamed into place; never read through a
    link, nor when over 256 MiB; checked by a checksum (a damaged entry is
    recompiled and rewritten). Temp files left for over an hour are swept.
    A cache several users share (a team's group-writable folder) is asked
    for: cudacore_compile_cache_desc.shared = 1, or CUDACORE_CACHE_SHARED=1;
    its entries are 0644 less the umask. The trust model: whoever can write
    the cache's folder can run code in your program (an entry is code; the
    checksum finds damage, it does not authenticate), so a shared cache
    trusts everyone who can write it. Location: $CUDACORE_CACHE_DIR, else
    $XDG_CACHE_HOME/cudacore, else ~/.cache/cudacore (%LOCALAPPDATA%\cudacore
    on Windows, where the per-user folder's ACL is the protection: the owner
    and mode checks are POSIX's). A path from the environment too long for
    the cache is refused (the cache is off, with the reason), never cut; a
    setuid or setgid program takes no path from the environment. Size cap
    (1 GiB by default) with least-recently-used eviction;
    CUDACORE_CACHE_DISABLE=1 or cudacore_compile_cache_configure() turn it off.
    The CUDA toolkit's headers: C++ compiles get the toolkit's include
    directory and, from CUDA 13, its include/cccl (which the toolkit's own
    headers need), after the program's include_paths, so that
    <cooperative_groups.h>, <cuda_fp16.h>, <cuda/std/...> and <cub/...> work
    with no option. Where from: cudacore_desc.cuda_include_path, else
    $CUDACORE_CUDA_INCLUDE_PATH (either used as given), else, of these
    include directories that hold cuda_fp16.h, the first whose cuda.h is of
    the loaded NVRTC's CUDA version (CUDA_VERSION), else the first: NVRTC's
    own installation, from the folder <dir> NVRTC was loaded from (and, where
    that is a link, the one it points to): <dir>/../include,
    <dir>/../../include (toolkits, targets/<arch>, Debian, conda, CUDA 13
    pip wheels' nvidia/cu13/include) and, for CUDA 12 wheels, the
    nvidia/cuda_runtime/include beside nvidia/cuda_nvrtc (with
    nvidia/cuda_cccl/include for CCCL); then $CUDA_HOME/include,
    $CUDA_PATH/include, and when neither is set (Linux)
    /usr/local/cuda/include and /usr/local/cuda-X.Y/include, newest first.
    Headers of another version than NVRTC's are used only where no others
    are found, and a failed compile's log (and error detail) then names both
    versions and the places looked at; cudacore_toolkit_headers_get_info
    (and `cudacore-info`) tell what was found and how it compares. They are
    options like any other: shown by cudacore_program_options_format, part
    of the cache key; options.no_toolkit_headers = 1 leaves them out. When
    none is found, a failed compile's log (and error detail) ends with the
    list of places looked at.
    Compiling needs no driver, and PTX may be compiled for another machine:
    a compile to PTX never fails for the driver's sake. But when this
    process's driver is loaded already (it is never loaded for this) and
    could not load the PTX just compiled (an NVRTC newer than the driver:
    see VERSIONS in OBJECT CODE), the logger gets a warning, once per
    process, naming both versions and the fix; loading that PTX here fails
    with CUDACORE_ERROR_VERSION_MISMATCH.

    LINKER
    ======
    cudacore_linker links PTX, CUBIN, fatbin, LTO-IR, objects and libraries
    (memory or file) to CUBIN or PTX, through nvJitLink or, when nvJitLink is
    missing or older than 12.3, through the driver's cuLink. Options one
    backend cannot honour are errors, not ignored. Versions are checked
    before the linker sees an input (CUDACORE_ERROR_VERSION_MISMATCH, the
    message naming both versions and the fix):
      - PTX newer than the linker assembles: nvJitLink takes PTX ISA versions
        up to its own release's, cuLink up to the driver's (VERSIONS, below);
      - LTO-IR that cudacore's NVRTC compiled (cudacore_linker_add_object_code)
        links only with an nvJitLink of NVRTC's major version, as new as NVRTC
        or newer; LTO-IR from elsewhere does not say which compiler made it,
        and nvJitLink's own refusal (NVJITLINK_ERROR_OUTDATED_LIBRARY, kept as
        the native code, its log in the detail) becomes the same code;
      - LTO-IR never goes to cuLink, which cannot link it:
        CUDACORE_ERROR_NOT_SUPPORTED, saying why the linker uses cuLink (asked
        for, nvJitLink older than 12.3, or none loaded).
    A fatbin, object or library input is judged by the linker itself.

    OBJECT CODE, KERNELS AND LAUNCH
    ===============================
    Object code is loaded with cuLibraryLoadData: kernels are
    context-independent. Get a kernel by name or name expression; read and
    set its attributes (e.g. more than 48 KB of dynamic shared memory), ask
    the occupancy calculator, copy to and from __device__/__constant__
    globals. cudacore_launch() takes a cudacore_launch_config (grid, block,
    dynamic shared memory, clusters, cooperative, priority, programmatic
    dependent launch; with clusters the grid counts clusters) and the
    arguments in one of these forms (graph kernel nodes take the same):
      void **args        cudacore_launch: a pointer to each value
      cudacore_arg[]     cudacore_launch_sized: {value pointer, size} pairs,
                         easy to build in a loop
      CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(float *, x), CUDACORE_ARG(int, n))
                         the values themselves (C and C++); CUDACORE_ARGS(...)
                         gives the (array, count) of any _sized function
      cudacore_launch_values(s, &cfg, k, x, n)   C++: sizes from the types; a
                         type that is not trivially copyable does not compile
    A launch is one lock-free lookup per handle and one cuLaunchKernelEx: no
    allocation, no system call (the sized forms copy the value pointers to
    the stack).
    Argument check: CUDACORE_DEBUG builds (unless disable_validation), and
    release builds whose cudacore_desc sets check_kernel_args, compare the
    arguments with the kernel's parameters before the driver is called: the
    count, NULL value pointers, and, for the sized forms, every size ("kernel
    'k64' parameter 1 is 8 bytes, 4 were given": an int for a long long).
    The void ** form has no sizes: only its count and pointers are checked.
    A mismatch is CUDACORE_ERROR_VALIDATION. Debug builds also check grid,
    block and shared memory against the device, naming the dimension.
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
     no_compile_cache    1: skip cudacore's persistent compile cache for this call
     no_toolkit_headers  1: do not add the CUDA toolkit's include directories
                         (C++ programs get them after include_paths; see
                         PROGRAMS AND THE COMPILE CACHE) */
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
    int no_toolkit_headers;
} cudacore_program_options;

/* Writes the option strings opts (NULL: defaults) stands for, for a program
   of `kind` compiled to `target`, one per line ('\n'-terminated), into buf
   (may be NULL when cap is 0). *needed (optional) gets the size including the
   final NUL. Fails with CUDACORE_ERROR_INVALID_ARGUMENT if cap is too small
   (nothing truncated silently) or an option is not valid for the backend.  */
CUDACORE_API cudacore_result cudacore_program_options_format(const cudacore_program_options *opts, cudacore_program_kind kind,
                                                             cudacore_code_type target, char *buf, size_t cap, size_t *needed);

/* The CUDA toolkit headers C++ compiles get (PROGRAMS AND THE COMPILE
   CACHE: where from), and how they compare with NVRTC.
     include, cccl   the directories ("" when none was found / there is none)
     from            the step that found them: "cudacore_desc.cuda_include_path",
                     "CUDACORE_CUDA_INCLUDE_PATH", "next to NVRTC", "CUDA_HOME",
                     "CUDA_PATH", "default toolkit"; "" when none
     version         CUDA_VERSION in include's cuda.h (13000 for 13.0); 0: not known
     nvrtc_version   the loaded NVRTC's, major*1000 + minor*10; 0: NVRTC is not loaded
     mismatch        1: both versions are known and differ (no headers of
                     NVRTC's own version were found)
     looked          where the search looked, one line each */
typedef struct cudacore_toolkit_headers_info {
    char include[1024];
    char cccl[1040];
    const char *from;
    int version;
    int nvrtc_version;
    int mismatch;
    char looked[4096];
} cudacore_toolkit_headers_info;
/* Loads NVRTC if it was not tried yet (the search starts next to it; its
   failure is not this call's) and describes the headers found. Fails only
   for a NULL info (INVALID_ARGUMENT). */
CUDACORE_API cudacore_result cudacore_toolkit_headers_get_info(cudacore_toolkit_headers_info *info);

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
   headers, option strings, name expressions, what made the code (NVRTC,
   libNVVM, or the linker that assembled PTX: nvJitLink, else the driver;
   its version and its file's size and time), arch, target and cudacore's
   cache format version; an entry
   also lists every file the compile read (headers found through the include
   paths, the toolkit's, pre-included files) with a hash of its bytes, and a
   hit needs them unchanged. An entry holds the binary and the
   name-expression -> lowered-name map. Private: the folder is 0700 and
   used only while it is this user's and writable by nobody else, entries
   are 0600, written to a new temp file (created exclusively) and renamed,
   never read through a link or over 256 MiB; entries are checksummed (a
   damaged one is recompiled and rewritten), and the folder is capped with
   least-recently-used eviction. Location: CUDACORE_CACHE_DIR, else
   $XDG_CACHE_HOME/cudacore, else ~/.cache/cudacore (Windows:
   %LOCALAPPDATA%\cudacore). CUDACORE_CACHE_DISABLE=1 turns it off. See
   PROGRAMS AND THE COMPILE CACHE for what is read and the trust model.
   Loaded object code is also shared within the process: compiling the same
   thing twice while the first object code is alive loads it once.
   Thread safety: the cache may be used from many threads and processes at
   once; two threads missing on the same key both compile (same bytes), and
   whichever rename lands last stays.

   cudacore_compile_cache_desc: zero = defaults.
     disabled    1: no persistent cache (counters still count misses)
     dir         NULL: the location above ("" or a path of 960+ bytes:
                 CUDACORE_ERROR_INVALID_ARGUMENT, nothing changed)
     max_bytes   0: 1 GiB
     shared      1: use a folder other users may write (and read): a cache
                 shared by a group or a team. Everyone who can write it can
                 put code into this program (see PROGRAMS AND THE COMPILE
                 CACHE); CUDACORE_CACHE_SHARED=1 asks the same. 0: the
                 folder must be this user's and writable by nobody else,
                 else the cache is off (said once through the logger) */
typedef struct cudacore_compile_cache_desc {
    int disabled;
    const char *dir;
    uint64_t max_bytes;
    int shared;
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

/* A kernel argument with its size: `value` points at the value (a struct
   passed by value: at the struct), `size` is its size in bytes. The form to
   build in a loop: args[i].value = &v[i]; args[i].size = sizeof v[i]; or
   with CUDACORE_ARG_OF(variable) in an initializer. */
typedef struct cudacore_arg {
    const void *value;
    size_t size;
} cudacore_arg;
#define CUDACORE_ARG_OF(var) {&(var), sizeof(var)}
/* The sized forms copy the value pointers into an array on the stack: at
   most this many arguments (more: CUDACORE_ERROR_INVALID_ARGUMENT). */
#define CUDACORE_MAX_SIZED_ARGS 256

/* Launches k on stream s with cuLaunchKernelEx. No host allocation, no
   system call, no lock. Works on a stream that is being captured.
   Argument forms (the same for kernel graph nodes):
     cudacore_launch        void **args: one pointer per kernel parameter,
                            pointing at its value. The sizes are not known,
                            so the check below covers the count and NULL
                            pointers only.
     cudacore_launch_sized  cudacore_arg args[]: values with their sizes.
     CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(type, value), ...)
                            the values themselves (C and C++): each
                            CUDACORE_ARG carries sizeof(type) (a sized launch).
     cudacore_launch_values(s, &cfg, k, values...)   C++ only: the values,
                            sizes deduced; a type that is not trivially
                            copyable is a compile error.
   THE ARGUMENT CHECK runs in CUDACORE_DEBUG builds (unless
   cudacore_desc.disable_validation) and in release builds when
   cudacore_desc.check_kernel_args is 1. Before the driver is called, the
   arguments are compared with the kernel's parameter info (see
   cudacore_kernel_param_info): too many or too few, a NULL value pointer,
   and, for the sized forms, a size 0 or a size other than the parameter's
   ("kernel 'k64' parameter 1 is 8 bytes, 4 were given") are
   CUDACORE_ERROR_VALIDATION. Without the check nothing is compared and a
   wrong size reaches the kernel as garbage. Debug builds also check
   grid/block/shared memory against the device and a cooperative grid
   against occupancy. */
CUDACORE_API cudacore_result cudacore_launch(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_launch_sized(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                   size_t num_args);
/* The same on a raw CUstream (NULL = legacy default stream). */
CUDACORE_API cudacore_result cudacore_launch_native(cudacore_CUstream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                    size_t num_args);

/* The values themselves, each with its type: a (cudacore_arg array, count)
   pair for any sized form, and the launch shorthand (at least one argument;
   a kernel without parameters: cudacore_launch(s, &cfg, k, NULL, 0)).
     CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(float *, d_x), CUDACORE_ARG(int, n), CUDACORE_ARG(params_t, p));
     cudacore_graph_add_kernel_node_sized(g, NULL, 0, &cfg, k, CUDACORE_ARGS(CUDACORE_ARG(float *, d_x), CUDACORE_ARG(int, n)), &node);
   Write the kernel's own parameter type: CUDACORE_ARG(int, n) for a `long
   long` parameter is the classic mistake the check names. In C these are
   compound literals; in C++ CUDACORE_ARG(type, value) is
   static_cast<type>(value), and CUDACORE_ARGS / CUDACORE_LAUNCH also take
   plain values (their types give the sizes). */
#ifndef __cplusplus
#define CUDACORE_ARG(type, value) ((cudacore_arg){(type[1]){value}, sizeof(type)})
#define CUDACORE_ARGS(...) (cudacore_arg[]){__VA_ARGS__}, sizeof((cudacore_arg[]){__VA_ARGS__}) / sizeof(cudacore_arg)
#define CUDACORE_LAUNCH(stream, cfg, kernel, ...) cudacore_launch_sized((stream), (cfg), (kernel), CUDACORE_ARGS(__VA_ARGS__))
#else
extern "C++" {
/* C++: templates (C++ linkage). No copy of the values: each cudacore_arg
   points at the caller's value, which lives until the call returns. */
template <typename T> inline cudacore_arg cudacore__arg_of(const T &v) {
    static_assert(std::is_trivially_copyable<T>::value, "a kernel argument is copied byte for byte: its type must be trivially copyable");
    cudacore_arg a;
    a.value = &reinterpret_cast<const char &>(v); /* the address, even if T overloads & */
    a.size = sizeof(T);
    return a;
}
template <typename... A> struct cudacore__arg_list {
    cudacore_arg a[sizeof...(A) + 1];
    explicit cudacore__arg_list(const A &...v) : a{cudacore__arg_of(v)..., {NULL, 0}} {}
};
template <typename... A> inline cudacore__arg_list<A...> cudacore__args(const A &...v) { return cudacore__arg_list<A...>(v...); }
template <typename... A> char (&cudacore__arg_count(const A &...))[sizeof...(A) + 1]; /* only in sizeof: never called */
template <typename... A>
inline cudacore_result cudacore_launch_values(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, const A &...values) {
    const cudacore_arg a[sizeof...(A) + 1] = {cudacore__arg_of(values)..., {NULL, 0}};
    return cudacore_launch_sized(s, cfg, k, a, sizeof...(A));
}
}
#define CUDACORE_ARG(type, value) static_cast<type>(value)
#define CUDACORE_ARGS(...) cudacore__args(__VA_ARGS__).a, (sizeof(cudacore__arg_count(__VA_ARGS__)) - 1)
#define CUDACORE_LAUNCH(stream, cfg, kernel, ...) cudacore_launch_values((stream), (cfg), (kernel), __VA_ARGS__)
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
   only for NUL-terminated PTX) or path. PTX newer than the linker takes, and
   LTO-IR (of cudacore's NVRTC) of another major version than nvJitLink or
   newer, are CUDACORE_ERROR_VERSION_MISMATCH before the linker sees them
   (the manual's LINKER section). */
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
