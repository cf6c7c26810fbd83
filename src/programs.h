/*
    PROGRAMS
    ========
    cudacore_program_create() takes CUDA C++ (NVRTC), PTX or NVVM IR
    (libNVVM), in-memory headers, and name expressions; compile to PTX,
    CUBIN or LTO-IR with cudacore_program_options (zero = default; the arch
    defaults to the current device's). cudacore_program_options_format()
    shows the exact option strings. A failed compile returns
    CUDACORE_ERROR_COMPILE with the log in the error detail, and the log is
    always available from cudacore_program_log().
    Compiling needs no driver, and PTX may be compiled for another machine:
    a compile to PTX never fails for the driver's sake. But when this
    process's driver is loaded already (it is never loaded for this) and
    could not load the PTX just compiled (an NVRTC newer than the driver:
    see VERSIONS in OBJECT CODE), the logger gets a warning, once per
    process, naming both versions and the fix; loading that PTX here fails
    with CUDACORE_ERROR_VERSION_MISMATCH.
*/
/* What a program's source is. */
typedef enum cudacore_program_kind {
    CUDACORE_PROGRAM_CXX = 0,   /* CUDA C++, compiled by NVRTC */
    CUDACORE_PROGRAM_PTX = 1,   /* PTX text: loaded as is (target PTX) or assembled through the linker (CUBIN) */
    CUDACORE_PROGRAM_NVVM = 2   /* NVVM IR (text or bitcode), compiled by libNVVM */
} cudacore_program_kind;


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
                         THE TOOLKIT'S HEADERS) */
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
