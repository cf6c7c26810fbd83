/*
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
*/
/*
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
