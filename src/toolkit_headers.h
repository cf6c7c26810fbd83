/*
    THE TOOLKIT'S HEADERS
    =====================
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
*/
/* The CUDA toolkit headers C++ compiles get (THE TOOLKIT'S HEADERS: where
   from), and how they compare with NVRTC.
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
