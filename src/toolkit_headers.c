/* The CUDA toolkit's include directory (and, from CUDA 13, its cccl
   subdirectory, which the headers in it need) go to every C++ compile after
   the user's include paths, found as THE TOOLKIT'S HEADERS says:
   those of NVRTC's own CUDA version where there are any. The search runs
   once NVRTC is loaded and is kept until the next setup; where it looked
   goes into the log of a compile that fails without them, or with headers
   of another version. */
typedef struct cudacore__toolkit {
    int gen;            /* the setup generation it was found in; 0: not yet */
    char include[1024]; /* "" when none was found */
    char cccl[1040];    /* "" when the toolkit has no cccl directory */
    const char *from;   /* the step that found it (NULL when none) */
    int version;        /* CUDA_VERSION of its cuda.h (13000); 0: not known */
    int nvrtc_version;  /* the loaded NVRTC's (major * 1000 + minor * 10); 0: none */
    char looked[4096];  /* where the search looked, one line each */
} cudacore__toolkit;
static cudacore__toolkit cudacore__tk;
static cudacore__mutex cudacore__tk_lock = CUDACORE__MUTEX_INIT;

/* A line for `looked`. */
CUDACORE__PRIVATE void cudacore__toolkit_line(cudacore__toolkit *tk, const char *fmt, ...) {
    size_t used = strlen(tk->looked);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tk->looked + used, sizeof tk->looked - used, fmt, ap);
    va_end(ap);
}

/* The CUDA version of an include directory: CUDA_VERSION in its cuda.h
   (13000 for 13.0); 0 when there is none. */
CUDACORE__PRIVATE int cudacore__headers_version(const char *dir) {
    static const char key[] = "#define CUDA_VERSION ";
    char path[1100], line[256];
    int lines = 0, v = 0;
    FILE *f;
    if (!cudacore__path_join(path, sizeof path, dir, "cuda.h") || (f = fopen(path, "rb")) == NULL) return 0;
    while (!v && lines++ < 4000 && fgets(line, sizeof line, f))
        if (!strncmp(line, key, sizeof key - 1)) v = atoi(line + sizeof key - 1);
    fclose(f);
    return v;
}

/* "CUDA 13.0" for 13000. */
CUDACORE__PRIVATE const char *cudacore__cuda_version_text(int v, char *out, size_t cap) {
    if (v > 0) snprintf(out, cap, "CUDA %d.%d", v / 1000, v % 1000 / 10);
    else cudacore__copy(out, cap, "CUDA version not known");
    return out;
}

/* 1 when the headers found are of another CUDA version than NVRTC. */
CUDACORE__PRIVATE int cudacore__toolkit_mismatch(const cudacore__toolkit *tk) {
    return tk->include[0] && tk->version && tk->nvrtc_version && tk->version != tk->nvrtc_version;
}

/* Makes dir the headers (cccl: their CCCL directory; NULL: dir/cccl). */
CUDACORE__PRIVATE void cudacore__toolkit_take(cudacore__toolkit *tk, const char *from, const char *dir, const char *cccl, int version) {
    char own[1100];
    if (!cccl && cudacore__path_join(own, sizeof own, dir, "cccl")) cccl = own;
    cudacore__copy(tk->include, sizeof tk->include, dir);
    cudacore__copy(tk->cccl, sizeof tk->cccl, cccl && cudacore__path_is(cccl, 1) ? cccl : "");
    tk->from = from;
    tk->version = version;
}

/* Tries include directory dir, found from `from` (cccl as for _take). A
   given one must exist and is used as it is; a guessed one must hold
   cuda_fp16.h, and is used when it is of NVRTC's CUDA version (or NVRTC's is
   not known), else kept only if it is the first found. 1: the search ends. */
CUDACORE__PRIVATE int cudacore__toolkit_try(cudacore__toolkit *tk, const char *from, const char *dir, const char *cccl, int given) {
    char path[1100], have[48], want[48];
    int v, match;
    int ok = strlen(dir) < sizeof tk->include &&
             (given ? cudacore__path_is(dir, 1) : cudacore__path_join(path, sizeof path, dir, "cuda_fp16.h") && cudacore__path_is(path, 0));
    if (!ok) {
        cudacore__toolkit_line(tk, "  %s: %s (%s)\n", from, dir, given ? "not a directory" : "no cuda_fp16.h");
        return given;
    }
    v = cudacore__headers_version(dir);
    match = given || !tk->nvrtc_version || v == tk->nvrtc_version;
    cudacore__cuda_version_text(v, have, sizeof have);
    cudacore__cuda_version_text(tk->nvrtc_version, want, sizeof want);
    if (match) cudacore__toolkit_line(tk, "  %s: %s (%s)\n", from, dir, have);
    else cudacore__toolkit_line(tk, "  %s: %s (%s, not NVRTC's %s)\n", from, dir, have, want);
    if (match || !tk->include[0]) cudacore__toolkit_take(tk, from, dir, cccl, v);
    return match;
}


/* The directory of the loaded NVRTC library; 0 when it is not loaded or its
   file is not known. */
CUDACORE__PRIVATE int cudacore__nvrtc_dir(char *out, size_t cap) {
    const cudacore__lib *l = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    return cudacore__load32(&l->state) == 1 && cudacore__lib_file(l, cudacore__g.nvrtc[CUDACORE__NVRTC_nvrtcVersion], out, cap) &&
           cudacore__path_up(out);
}

/* NVRTC's own installation, from NVRTC's folder: <dir>/../include and
   <dir>/../../include (toolkits, targets/<arch>, Debian, conda, CUDA 13's
   pip wheels, Windows' bin\x64), and for CUDA 12's pip wheels
   (nvidia/cuda_nvrtc/lib) nvidia/cuda_runtime/include with
   nvidia/cuda_cccl/include. */
CUDACORE__PRIVATE int cudacore__toolkit_near(cudacore__toolkit *tk, const char *lib) {
    char up[1024], dir[1100], cccl[1100];
    int i, wheel12 = 0;
    cudacore__copy(up, sizeof up, lib);
    for (i = 0; i < 2 && cudacore__path_up(up); i++) {
        if (i == 0) wheel12 = !strcmp(cudacore__path_base(up), "cuda_nvrtc");
        if (cudacore__path_join(dir, sizeof dir, up, "include") && cudacore__toolkit_try(tk, "next to NVRTC", dir, NULL, 0)) return 1;
    }
    return i == 2 && wheel12 && cudacore__path_join(dir, sizeof dir, up, "cuda_runtime" CUDACORE__PATH_SEP "include") &&
           cudacore__path_join(cccl, sizeof cccl, up, "cuda_cccl" CUDACORE__PATH_SEP "include") &&
           cudacore__toolkit_try(tk, "next to NVRTC", dir, cccl, 0);
}

CUDACORE__PRIVATE int cudacore__toolkit_default_root(void *tk, const char *root) {
    char dir[1100];
    return cudacore__path_join(dir, sizeof dir, root, "include") && cudacore__toolkit_try((cudacore__toolkit *)tk, "default toolkit", dir, NULL, 0);
}

/* The search: a given directory (desc, then environment) is used as is;
   otherwise, of next to NVRTC (its folder as loaded, then as its links
   resolve), $CUDA_HOME, $CUDA_PATH, and when neither is set the default
   toolkits, the first that holds headers of NVRTC's version, else the
   first that holds any. */
CUDACORE__PRIVATE void cudacore__toolkit_find(cudacore__toolkit *tk) {
    static const char *const envs[] = {"CUDA_HOME", "CUDA_PATH"};
    const cudacore__lib *nvrtc = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    char lib[1024], real[1024], dir[1100];
    const char *e;
    int i, set = 0;
    memset(tk, 0, sizeof *tk);
    if (cudacore__load32(&nvrtc->state) == 1) tk->nvrtc_version = nvrtc->version;
    if ((e = cudacore__g.desc.cuda_include_path) != NULL || (e = cudacore__env_path("CUDACORE_CUDA_INCLUDE_PATH")) != NULL) {
        const char *from = e == cudacore__g.desc.cuda_include_path ? "cudacore_desc.cuda_include_path" : "CUDACORE_CUDA_INCLUDE_PATH";
        cudacore__toolkit_try(tk, from, e, NULL, 1);
        return;
    }
    if (!cudacore__nvrtc_dir(lib, sizeof lib)) cudacore__toolkit_line(tk, "  next to NVRTC: (not loaded, or its file not known)\n");
    else if (cudacore__toolkit_near(tk, lib) || (cudacore__real_path(lib, real, sizeof real) && strcmp(real, lib) && cudacore__toolkit_near(tk, real)))
        return;
    for (i = 0; i < 2; i++) {
        if (!(e = cudacore__env_path(envs[i]))) {
            cudacore__toolkit_line(tk, "  $%s: %s\n", envs[i], cudacore__privileged() ? "ignored (a privileged program: setuid, setgid or file capabilities)" : "not set");
            continue;
        }
        set = 1;
        if (cudacore__path_join(dir, sizeof dir, e, "include") && cudacore__toolkit_try(tk, envs[i], dir, NULL, 0)) return;
    }
    if (!set) cudacore__default_toolkits(cudacore__toolkit_default_root, tk);
}

/* The search's result (run once NVRTC is loaded, kept until the next setup). */
CUDACORE__PRIVATE void cudacore__toolkit_get(cudacore__toolkit *out) {
    cudacore__lock(&cudacore__tk_lock);
    if (cudacore__tk.gen != cudacore__setup_gen) {
        cudacore__toolkit_find(&cudacore__tk);
        if (cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].state) == 1) cudacore__tk.gen = cudacore__setup_gen;
    }
    *out = cudacore__tk;
    cudacore__unlock(&cudacore__tk_lock);
}
CUDACORE__PRIVATE void cudacore__toolkit_paths(cudacore__strs *l) {
    cudacore__toolkit tk;
    cudacore__toolkit_get(&tk);
    if (tk.include[0]) cudacore__strs_addf(l, "--include-path=%s", tk.include);
    if (tk.cccl[0]) cudacore__strs_addf(l, "--include-path=%s", tk.cccl);
}

/* cudacore_toolkit_headers_get_info: the search's result, NVRTC loaded first. */
CUDACORE_API cudacore_result cudacore_toolkit_headers_get_info(cudacore_toolkit_headers_info *info) {
    cudacore__toolkit tk;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_toolkit_headers_get_info", "info is NULL");
    cudacore__ensure_setup();
    (void)cudacore__load_once(CUDACORE_LIBRARY_NVRTC); /* the search starts next to it; its failure is its own to report */
    cudacore__toolkit_get(&tk);
    memset(info, 0, sizeof *info);
    cudacore__copy(info->include, sizeof info->include, tk.include);
    cudacore__copy(info->cccl, sizeof info->cccl, tk.cccl);
    info->from = tk.from ? tk.from : "";
    info->version = tk.version;
    info->nvrtc_version = tk.nvrtc_version;
    info->mismatch = cudacore__toolkit_mismatch(&tk);
    cudacore__copy(info->looked, sizeof info->looked, tk.looked);
    return CUDACORE_SUCCESS;
}
