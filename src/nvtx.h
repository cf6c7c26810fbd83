/*
    PROFILING: NVTX RANGES AND NAMES
    ================================
    cudacore speaks NVTX v3 to Nsight Systems, Nsight Compute and
    compute-sanitizer without any NVTX header or library at build time: a
    tool sets NVTX_INJECTION64_PATH, cudacore loads that library on the first
    annotation and calls its InitializeInjectionNvtx2, and the tool fills
    cudacore's function tables. With no tool every annotation is one load and
    one predictable branch. A tool library that fails to load or to
    initialise is reported once through the logger (a warning) and the
    program runs on without annotations. The state is per process: every
    call is safe from any thread, before cudacore_setup and after
    cudacore_shutdown.
    - cudacore's own work is in the domain "cudacore": loading each library,
      cuInit, retaining a primary context, cudacore_program_compile (the
      program's name; inside it an "NVRTC ... (cache miss)" range or a
      "compile cache hit" mark), cudacore_linker_link, loading object code,
      kernel lookup, graph instantiate and upload, communicator creation.
      Launches and copies are annotated only with cudacore_desc.nvtx_hot_paths.
    - Names: the `name` of a stream, event or context desc is given to the
      tool (nvtxNameCuStreamA, nvtxNameCuEventA, nvtxNameCuContextA), so the
      timeline shows it instead of "Stream 13"; a memory resource's name
      becomes an NVTX resource of the cudacore domain.
    - Your own ranges and marks, in your domain (cudacore_nvtx_domain_create),
      cudacore's (cudacore_nvtx_domain_cudacore) or NVTX's default ({NULL}):
      cudacore_nvtx_push / _pop (per thread, nested), cudacore_nvtx_start /
      _end (any thread), cudacore_nvtx_mark; in C++ cudacore_nvtx_range, a
      scoped push/pop. Nsight Compute profiles only the kernels inside a range:
      ncu --nvtx --nvtx-include "cudacore@step/" ./app  (a push/pop range
      "step" of domain "cudacore"; without the slash: a start/end range).
    Only the dynamic injection (the environment variable) is supported, as
    the tools use; NVTX's static-injection and Android paths are not.
*/
/* Annotations for Nsight Systems, Nsight Compute and other NVTX tools (see
   PROFILING). None of these fails or needs cudacore_setup; with no tool
   attached each is one load and one branch. Strings are copied by the tool
   during the call. */
/* An NVTX domain: native is its nvtxDomainHandle_t, usable with NVTX's own
   calls too. {NULL} is NVTX's default domain; it is also what every domain
   call returns while no tool is attached. */
typedef struct cudacore_nvtx_domain {
    void *native;
} cudacore_nvtx_domain;
/* 1 if a tool's injection library is attached, else 0. The first call of
   any annotation loads it (NVTX_INJECTION64_PATH), once per process. */
CUDACORE_API int cudacore_nvtx_attached(void);
/* A domain of your own (the tool returns the same one for the same name);
   domains live as long as the process. */
CUDACORE_API cudacore_nvtx_domain cudacore_nvtx_domain_create(const char *name);
/* The domain "cudacore" in which cudacore annotates its own work. */
CUDACORE_API cudacore_nvtx_domain cudacore_nvtx_domain_cudacore(void);
/* A range of the calling thread, nested: push opens it, pop closes the
   innermost one of the domain on this thread. */
CUDACORE_API void cudacore_nvtx_push(cudacore_nvtx_domain domain, const char *name);
CUDACORE_API void cudacore_nvtx_pop(cudacore_nvtx_domain domain);
/* A range that may end on another thread: start returns its id (0 with no
   tool) for end. */
CUDACORE_API uint64_t cudacore_nvtx_start(cudacore_nvtx_domain domain, const char *name);
CUDACORE_API void cudacore_nvtx_end(cudacore_nvtx_domain domain, uint64_t range);
/* An instant. */
CUDACORE_API void cudacore_nvtx_mark(cudacore_nvtx_domain domain, const char *name);


#ifdef __cplusplus
extern "C++" {
/* C++: a push/pop range for the enclosing scope.
     { cudacore_nvtx_range r("step"); ... }   (NVTX's default domain)
     { cudacore_nvtx_range r("step", cudacore_nvtx_domain_cudacore()); ... } */
class cudacore_nvtx_range {
public:
    explicit cudacore_nvtx_range(const char *name, cudacore_nvtx_domain domain = cudacore_nvtx_domain()) : domain_(domain) {
        cudacore_nvtx_push(domain_, name);
    }
    ~cudacore_nvtx_range() { cudacore_nvtx_pop(domain_); }
    cudacore_nvtx_range(const cudacore_nvtx_range &) = delete;
    cudacore_nvtx_range &operator=(const cudacore_nvtx_range &) = delete;

private:
    cudacore_nvtx_domain domain_;
};
}
#endif
