/*
    LOADING
    =======
    Each library is searched in this order, stopping at the first that loads:
      1. the path in cudacore_desc (libcuda_path, nvrtc_path, nvjitlink_path,
         nvvm_path, nvml_path, nccl_path);
      2. the environment: CUDACORE_LIBCUDA_PATH, CUDACORE_NVRTC_PATH,
         CUDACORE_NVJITLINK_PATH, CUDACORE_NVVM_PATH, CUDACORE_NVML_PATH,
         CUDACORE_NCCL_PATH;
         (NVRTC's set: nvJitLink, libNVVM and NCCL, once NVRTC is loaded,
         where that NVRTC came from: its wheels' site-packages folder when
         NVRTC is a wheel's file, else NVRTC's own folder, then the
         toolkit or conda environment above it -- <root>/lib64, <root>/lib,
         <root>/targets/<arch>/lib, Windows' <root>\bin\x64 -- in the
         library's folders there (libNVVM: nvvm/lib64, nvvm/lib);)
      3. a copy already loaded in the process;
      4. the activated Python environment (NVRTC, nvJitLink, libNVVM, NCCL):
         NVIDIA's pip wheels in $VIRTUAL_ENV's site-packages, then in
         $CONDA_PREFIX's, then conda's own packages in $CONDA_PREFIX (lib64,
         lib; nvvm/lib64 for libNVVM; Windows: Library\bin\x64,
         Library\bin). site-packages is lib/python3.X/site-packages, newest
         X first (Windows: Lib\site-packages); in it, the wheels' files:
           CUDA 13  nvidia/cu13/lib/libnvrtc.so.13, libnvJitLink.so.13,
                    libnvvm.so.4 (Windows: in nvidia\cu13\bin\x86_64,
                    nvrtc64_130_0.dll, nvJitLink_130_0.dll, nvvm64_40_0.dll)
           CUDA 12  nvidia/cuda_nvrtc/lib/libnvrtc.so.12,
                    nvidia/nvjitlink/lib/libnvJitLink.so.12,
                    nvidia/cuda_nvcc/nvvm/lib64/libnvvm.so (no .4 in those
                    wheels) (Windows:
                    nvidia\cuda_nvrtc\bin\nvrtc64_120_0.dll, ...\nvjitlink\bin,
                    ...\cuda_nvcc\nvvm\bin)
           NCCL     nvidia/nccl/lib/libnccl.so.2 (its CUDA 12 and 13 wheels alike)
      5. the system loader, by versioned name (libcuda.so.1; libnvrtc.so.13,
         .12; libnvJitLink.so.13, .12; libnvvm.so.4, .3; libnvidia-ml.so.1;
         libnccl.so.2 -- on Windows nvcuda.dll and nvml.dll from System32,
         nvrtc64_130_0.dll, nvrtc64_120_0.dll, nvJitLink_130_0.dll, ...;
         NCCL only from an explicit path): LD_LIBRARY_PATH, the program's
         RPATH, and the ld.so cache, where distribution packages
         (/usr/lib/x86_64-linux-gnu) and toolkits registered in ld.so.conf
         are;
      6. $CUDA_HOME then $CUDA_PATH: lib64, lib (Windows: bin\x64, bin;
         libNVVM: nvvm/lib64, nvvm/lib). When neither is set (Linux, not for
         libcuda): /usr/local/cuda, the toolkit the system's default points
         to, then each /usr/local/cuda-X.Y, newest first (the one
         /usr/local/cuda links to once). Never for NVML (a toolkit has only a
         link-time stub of it);
      7. the python3 on PATH (NVRTC, nvJitLink, libNVVM, NCCL), found without
         starting it: the wheels in the user's site-packages
         (~/.local/lib/python3.X/site-packages; Windows:
         %APPDATA%\Python\Python3X\site-packages), then in its
         installation's: <prefix>/lib/python3.X/site-packages and
         dist-packages, Debian's <prefix>/lib/python3/dist-packages and
         /usr/local/lib/python3.X/dist-packages, where <prefix> is the folder
         above the one PATH names and, when python3 is a link, above its
         target's (Windows: python.exe's folder and the one above it,
         Lib\site-packages);
      8. Windows, NVML: %ProgramW6432%\NVIDIA Corporation\NVSMI.
    NVRTC's major version first: once NVRTC is loaded, the search for
    nvJitLink and libNVVM goes through steps 2-7 with the names and wheel
    files of NVRTC's CUDA major version first (libnvJitLink.so.12 and
    nvidia/nvjitlink beside NVRTC 12, anywhere, before any .so.13), then,
    when none of those is found, through the same steps with the others:
    nvJitLink cannot link LTO-IR of another major version, so an
    nvJitLink.so.13 on the loader's path no longer wins over a .so.12 in a
    toolkit of NVRTC 12's. A set that still mixes releases (nothing of
    NVRTC's release was found) is named by `cudacore-info`, with the risk;
    LTO-IR that nvJitLink cannot link is refused, naming both versions
    (LINKER).
    Why this order: what you set (1-2) decides. An activated environment (4)
    is a choice made for this shell: its wheels are what its Python packages
    (PyTorch, CuPy) use, and they win over an older toolkit on the system
    loader's path. A python3 that is merely on PATH (7) was not chosen for
    this program: its wheels serve only where no toolkit is found. libcuda
    and NVML come with the driver: never from a Python environment or a
    default toolkit. The search stops at the first library that loads, so a
    later step costs nothing; each step costs a folder read or two, at a
    library's first load only. cudacore_library_info.from names the step that
    found a library ("VIRTUAL_ENV wheel", "NVRTC's wheels", "system
    loader", ...); cudacore_library_candidates lists, without loading
    anything, every place the search looks at, in order; `cudacore-info`
    prints the places that have the library (the one chosen marked) and how
    many others it searched (--json: every one). When nothing loads, the
    error detail lists every place tried and why it failed, and the message
    says what to install: the toolkit, or NVIDIA's pip wheel (pip install
    nvidia-cuda-nvrtc-cu12, ...; of NVRTC's release for its set) in the
    Python environment to activate.
    A path given in steps 1-2 is authoritative: if it does not load, the
    search stops with an error naming it. libcuda is loaded on first use;
    NVRTC, nvJitLink, libNVVM, NVML and NCCL when first needed. Only cuGetProcAddress is looked
    up by name; every other driver entry point is resolved through it at the
    ABI version pinned for it in tools/abi_manifest.txt, and never above the
    driver's own version. The driver's table (hundreds of entries, some
    10-25 ms of lookups on an H100 host) is resolved on a thread of its own
    while cuInit runs, and that thread is joined before the load returns
    (THREAD SAFETY: the threads cudacore starts). An entry point the driver
    lacks fails only the calls that need it (CUDACORE_ERROR_SYMBOL_NOT_FOUND,
    naming it).
    The toolkit's stub libcuda is detected and reported as such.
    Libraries are never unloaded while the process runs: other threads, or
    objects the driver still runs, may call into them.
    A program that runs with rights its caller lacks -- setuid, setgid, or
    raised by file capabilities (setcap; Linux's AT_SECURE tells them all)
    -- takes no path from the environment: what steps 2, 4, 6 and 7 read
    (CUDACORE_*_PATH, VIRTUAL_ENV, CONDA_PREFIX, CUDA_HOME, CUDA_PATH,
    PATH, HOME, APPDATA), the toolkit's headers', the compile cache's
    folder, an NVTX tool's; the logger says so once. Its caller must not
    choose the code it runs or the files it writes; the desc's paths still
    work.
*/
typedef struct cudacore_library_info {
    int loaded;               /* 1 if the library is loaded and usable */
    const char *path;         /* the path or name it was loaded from ("" if not loaded) */
    int version_major;        /* driver, NVML: CUDA version the driver supports (13, 0); NVRTC, nvJitLink, libNVVM: their own */
    int version_minor;
    int version;              /* driver: cuDriverGetVersion (13000); NCCL: its NCCL_VERSION_CODE
                                 (22809 for 2.28.9); others major*1000+minor*10 */
    const char *from;         /* the step of LOADING that found it (see cudacore_library_candidate);
                                 "" if not loaded */
} cudacore_library_info;

/* Loads the library if it was not tried yet, and describes it. Returns the
   load's result: on failure the error detail lists every path tried. */
CUDACORE_API cudacore_result cudacore_library_load(cudacore_library lib, cudacore_library_info *info);

/* One place the search of LOADING looks at, in its order.
     path    a file, or a name for the system loader or a copy already loaded
     from    the step: "cudacore_desc", the environment variable
             ("CUDACORE_NVRTC_PATH", ...), "NVRTC's wheels", "next to NVRTC",
             "NVRTC's toolkit" (nvJitLink, libNVVM, NCCL: NVRTC's set),
             "already loaded", "VIRTUAL_ENV wheel", "CONDA_PREFIX wheel",
             "CONDA_PREFIX", "system loader", "CUDA_HOME", "CUDA_PATH",
             "default toolkit", "python3 user site", "python3 site", "NVSMI"
     exists  1: the file is there (already loaded: the library is in the
             process); 0: it is not; -1: not known without loading it (a name
             the system loader looks up)
   Folders that are not there are left out. The strings are valid during the
   call only. */
typedef struct cudacore_library_candidate {
    const char *path;
    const char *from;
    int exists;
} cudacore_library_candidate;
typedef void (*cudacore_library_candidate_fn)(const cudacore_library_candidate *candidate, void *user_data);
/* Calls fn for every place the search for lib looks at, in LOADING's order,
   without loading anything (a path given in cudacore_desc or the
   environment: that one only). The environment is read now: what a load
   started now would search. INVALID_ARGUMENT for an unknown lib or a NULL fn. */
CUDACORE_API cudacore_result cudacore_library_candidates(cudacore_library lib, cudacore_library_candidate_fn fn, void *user_data);
CUDACORE_API cudacore_result cudacore_driver_version(int *version);

/* The driver's entry point for `name` at ABI `version` (0: the version pinned
   in cudacore's manifest, or the driver's own). NULL if missing. Resolved through
   the same loaded libcuda that cudacore uses. */
CUDACORE_API cudacore_result cudacore_driver_proc(const char *name, int version, void **fn);

/* For cudabind.h (the generated {err, value} wrappers; a few lines here so that
   they share this loader). cudacore_library_function: the entry point of
   function `index` of `lib` (CUDACORE__DRV_<abi> for CUDA, CUDACORE__NVRTC_<name>,
   CUDACORE__NVJITLINK_<name>, CUDACORE__NVVM_<name>, CUDACORE__NVML_<name>,
   CUDACORE__NCCL_<name>), loading the library on first use. NULL when the
   library cannot be loaded or lacks the function: the error record then
   names the function and *native_code holds the library's "not found" code
   (CUDA_ERROR_NOT_FOUND, or CUDA_ERROR_STUB_LIBRARY; NVRTC_ERROR_INTERNAL_ERROR;
   NVJITLINK_ERROR_INTERNAL; NVVM_ERROR_PROGRAM_CREATION_FAILURE;
   NVML_ERROR_LIBRARY_NOT_FOUND or NVML_ERROR_FUNCTION_NOT_FOUND;
   ncclSystemError). When no library function was called (the library did
   not load), the record's native_code is that code, its library NONE and its
   message the reason ("libcuda (the NVIDIA driver) could not be loaded: ...").
   Thread-safe; lock-free once loaded.
   cudacore_library_record: records in this thread's error record (without
   logging) that function `index` of `lib` returned `native_code`. */
typedef void (*cudacore_fnptr)(void);
CUDACORE_API cudacore_fnptr cudacore_library_function(cudacore_library lib, int index, int *native_code);
CUDACORE_API void cudacore_library_record(cudacore_library lib, int index, int native_code);
