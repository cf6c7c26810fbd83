/*
   One thread, started by cudacore_setup, doing what start_in_background
   asks, in this order (the driver first: with little host work it is the
   longest wait): CUDACORE_START_DRIVER, the driver loaded (cuInit), device
   0's compute capability read, device 0's primary context retained -- each
   exactly as a first use would do it, under the same locks, so that a call
   needing one of them waits for it there and finds it done; then
   CUDACORE_START_NVRTC, NVRTC loaded as a first compile loads it, and its
   first compile made (see cudacore__start_nvrtc). It records and logs
   nothing: a failure leaves the library failed (replayed to every call that
   needs it) or the context not retained (retried, and reported, by the
   first call that needs it). Joined by cudacore_start_wait,
   cudacore_shutdown and, if still running, at the process's exit.          */

/* The start's state, all of it. What a setup asked and read is forgotten by
   cudacore_shutdown (cudacore__start_reset); the rest lasts as long as the
   process, as the libraries the start loads do. (The lock is a static of
   its own: a static initialiser that named only the lock of a struct would
   draw -Wmissing-field-initializers.)
   With CUDACORE_TEST_HOOKS defined (tests/unit/test_start.c), two fields
   more: whether the start made NVRTC's first compile, and the folder it
   reads the GPU list from. */
typedef struct cudacore__start_state {
    cudacore__thread thread;
    int running;          /* a start thread to join (under the lock) */
    int asked;            /* the cudacore_start_flags this setup asked for (under the lock; reset) */
    int memo_cc;          /* what this setup read from the arch memo (atomic; 0: nothing yet; reset) */
    int compile_began;    /* a program's compile has reached NVRTC: no warm-up then (atomic) */
    int exit_join;        /* the exit's join registered by a launch (under the lock) */
    int exit_join_driver; /* ... registered again after the start loaded the driver (start thread) */
    int exit_join_nvrtc;  /* ... and after it loaded NVRTC (start thread) */
#ifdef CUDACORE_TEST_HOOKS
    int warmed;            /* the start made NVRTC's first compile (atomic; cleared by a launch) */
    const char *proc_gpus; /* the GPU list's folder (NULL: /proc/driver/nvidia/gpus) */
#endif
} cudacore__start_state;
static cudacore__start_state cudacore__start;
static cudacore__mutex cudacore__start_lock = CUDACORE__MUTEX_INIT;
#ifdef CUDACORE_TEST_HOOKS
#define CUDACORE__START_WARMED(v) cudacore__store32(&cudacore__start.warmed, (v))
#define CUDACORE__PROC_GPUS (cudacore__start.proc_gpus ? cudacore__start.proc_gpus : "/proc/driver/nvidia/gpus")
#else
#define CUDACORE__START_WARMED(v) ((void)0)
#define CUDACORE__PROC_GPUS "/proc/driver/nvidia/gpus"
#endif

/* The flags this setup asked the start for (0: none). */
CUDACORE__PRIVATE int cudacore__start_asked(void) {
    int asked;
    cudacore__lock(&cudacore__start_lock);
    asked = cudacore__start.asked;
    cudacore__unlock(&cudacore__start_lock);
    return asked;
}

/* The default arch before the driver is up. A compile that gives no arch
   needs device 0's compute capability, which the driver tells only after
   cuInit. But when every NVIDIA GPU the kernel driver lists (Linux:
   /proc/driver/nvidia/gpus/<bus>/information, "Model:") is of one model,
   and the compile cache's folder holds that model's compute capability
   (the file gpu-archs, lines "CC<tab>MODEL", which the start thread writes
   once it has read them from the driver, where the model is device 0's
   CUDA name), that is the arch, and the compile need not wait. Elsewhere,
   the first time, with the cache off, or with GPUs of several models: the
   compile waits for cuInit, as it would. */
#if defined(__linux__)
/* The model of the GPU whose information file is at path, in model (1; 0 when none). */
CUDACORE__PRIVATE int cudacore__gpu_model_of(const char *path, char *model, size_t cap) {
    char line[256];
    int found = 0;
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    while (!found && fgets(line, sizeof line, f)) {
        char *m = line + 6, *e;
        if (strncmp(line, "Model:", 6)) continue;
        while (*m == ' ' || *m == '\t') m++;
        for (e = m + strlen(m); e > m && (e[-1] == '\n' || e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t'); e--) e[-1] = 0;
        cudacore__copy(model, cap, m);
        found = *m != 0;
    }
    fclose(f);
    return found;
}
/* The one model of every GPU listed, in model (1; 0: none listed, one
   unreadable, or several models). */
CUDACORE__PRIVATE int cudacore__gpu_model(char *model, size_t cap) {
    char path[600], other[256] = "";
    struct dirent *de;
    DIR *d = opendir(CUDACORE__PROC_GPUS);
    int n = 0, one = 1;
    if (!d) return 0;
    while (one && (de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s/information", CUDACORE__PROC_GPUS, de->d_name);
        one = cudacore__gpu_model_of(path, n ? other : model, n ? sizeof other : cap) && (!n || !strcmp(model, other));
        n++;
    }
    closedir(d);
    return one && n > 0;
}
/* The memo, a file of the compile cache's folder read and written as its
   entries are (see src/compile_cache.c: relative to the folder's
   descriptor, not through a link, this user's, replaced whole through an
   exclusive temp file), one line per model. Its
   text in the cache's folder w in a new buffer; NULL: none (a refused file
   is removed: the start writes it again). */
#define CUDACORE__MEMO_MAX 65536
CUDACORE__PRIVATE char *cudacore__arch_memo_read(const cudacore__cache_where *w) {
    void *text = NULL;
    size_t n = 0;
    int got;
    if ((got = cudacore__cache_read(w, "gpu-archs", CUDACORE__MEMO_MAX, &text, &n)) < 0) cudacore__cache_unlink(w, "gpu-archs", 0);
    return got == 1 ? (char *)text : NULL;
}
/* A memo line's compute capability (major * 100 + minor) when the line is
   "CC<tab>MODEL" with a compute capability a GPU can have (major 1-99,
   minor 0-9) and model is NULL or its model; else 0. */
CUDACORE__PRIVATE int cudacore__arch_memo_line(const char *line, const char *model) {
    const char *p = line;
    size_t n;
    int v = 0;
    while (*p >= '0' && *p <= '9' && v < 10000) v = v * 10 + (*p++ - '0');
    if (p == line || *p++ != '\t' || v < 100 || v > 9999 || v % 100 > 9) return 0;
    n = strcspn(p, "\r\n");
    return !model || (strlen(model) == n && !strncmp(p, model, n)) ? v : 0;
}
/* The compute capability the memo's text gives model (its last good line for it); 0: none. */
CUDACORE__PRIVATE int cudacore__arch_memo_find(const char *text, const char *model) {
    int cc = 0, v;
    for (; text && *text; text += strcspn(text, "\n"), text += *text == '\n')
        if ((v = cudacore__arch_memo_line(text, model)) != 0) cc = v;
    return cc;
}
/* 1 unless NVRTC is loaded and does not know cc's arch (a memo line naming
   one is not used: the compile waits for the driver's answer). */
CUDACORE__PRIVATE int cudacore__nvrtc_knows(int cc) {
    int n = 0, i, archs[64];
    if (cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].state) != 1 || CUDACORE__NVRTC(nvrtcGetNumSupportedArchs)(&n) != 0 || n <= 0 ||
        n > 64 || CUDACORE__NVRTC(nvrtcGetSupportedArchs)(archs) != 0)
        return 1;
    for (i = 0; i < n; i++)
        if (archs[i] == cc / 100 * 10 + cc % 100) return 1;
    return 0;
}
CUDACORE__PRIVATE int cudacore__arch_early(void) {
    cudacore__cache_where w;
    char model[256], *text;
    int cc = 0;
    if (!cudacore__gpu_model(model, sizeof model) || !cudacore__cache_where_get(&w)) return 0;
    if ((text = cudacore__arch_memo_read(&w)) != NULL) cc = cudacore__arch_memo_find(text, model);
    cudacore__cache_where_done(&w);
    cudacore__free(text);
    if (cc > 0 && !cudacore__nvrtc_knows(cc)) cc = 0;
    if (cc > 0) cudacore__store32(&cudacore__start.memo_cc, cc);
    return cc;
}
/* On the start thread, with device 0's compute capability read: the memo
   learns it, when every GPU is of device 0's model (its CUDA name), and a
   line that said otherwise (or was no compute capability) is replaced. Not
   read again when this process has read that from it already (a compile
   during the start did): the start thread is often still here when a short
   program ends, and its exit waits for it. */
CUDACORE__PRIVATE void cudacore__arch_memo_learn(int cc) {
    cudacore__cache_where w;
    char model[256], name[256], *text, *buf, *line, why[256];
    size_t n = 0, k;
    if (cc <= 0 || cudacore__load32(&cudacore__start.memo_cc) == cc) return;
    if (!cudacore__gpu_model(model, sizeof model) || (int)CUDACORE__CU(cuDeviceGetName)(name, (int)sizeof name, 0) != 0 || strcmp(name, model) ||
        !cudacore__cache_where_get(&w))
        return;
    text = cudacore__arch_memo_read(&w);
    if ((text && cudacore__arch_memo_find(text, model) == cc) || !(buf = (char *)cudacore__malloc((text ? strlen(text) : 0) + strlen(model) + 16))) {
        cudacore__free(text);
        cudacore__cache_where_done(&w);
        return;
    }
    for (line = text; line && *line; line += k, line += *line == '\n') { /* the other models' good lines, then this one's */
        k = strcspn(line, "\n");
        if (cudacore__arch_memo_line(line, NULL) && !cudacore__arch_memo_line(line, model)) n += (size_t)sprintf(buf + n, "%.*s\n", (int)k, line);
    }
    n += (size_t)sprintf(buf + n, "%d\t%s\n", cc, model);
    if (n <= CUDACORE__MEMO_MAX) (void)cudacore__cache_write(&w, "gpu-archs", buf, n, why, sizeof why);
    cudacore__cache_where_done(&w);
    cudacore__free(buf);
    cudacore__free(text);
}
#else
CUDACORE__PRIVATE int cudacore__arch_early(void) { return 0; }
CUDACORE__PRIVATE void cudacore__arch_memo_learn(int cc) { (void)cc; }
#endif

/* The exit's join of the start must run before the destructors of the
   libraries the start loads, or a process that exits while the start is
   still inside NVRTC (its warm-up compile) tears NVRTC down under it (a
   crash in NVRTC at exit). atexit runs the last registered first, and a
   library's destructors are registered when it loads: so the join is
   registered again after each library the start thread loads (once a
   process each; a join with nothing to join returns at once). Not on
   Windows: there a DLL's destructors run at its detach, after ExitProcess
   has ended the other threads, and the CRT's atexit waits for a lock that
   exit holds while it runs the join (a deadlock). */
static void cudacore__start_at_exit(void);
CUDACORE__PRIVATE void cudacore__start_exit_after_load(int *registered) {
#if !defined(_WIN32)
    if (cudacore__load32(registered)) return;
    cudacore__store32(registered, 1);
    (void)atexit(cudacore__start_at_exit);
#else
    (void)registered;
#endif
}

CUDACORE__PRIVATE void cudacore__start_driver(void) {
    cudacore_CUcontext ctx = NULL;
    if (cudacore__load_once(CUDACORE_LIBRARY_CUDA) != 1) return;
    cudacore__start_exit_after_load(&cudacore__start.exit_join_driver);
    if (cudacore__g.device_count <= 0) return;
    (void)cudacore__cc(0);
    cudacore__lock(&cudacore__setup_lock);
    if (!cudacore__g.primary[0] && (int)CUDACORE__CU(cuDevicePrimaryCtxRetain)(&ctx, 0) == 0) cudacore__storeptr(&cudacore__g.primary[0], (void *)ctx);
    cudacore__unlock(&cudacore__setup_lock);
    cudacore__arch_memo_learn(cudacore__cc(0)); /* (after the context: nothing waits for this) */
}

/* NVRTC sets much of itself up during the first compile of a process (on an
   H100 host a cold kernel's first compile took 70-80 ms, a later one 38), so
   the start makes that first compile: a one-line kernel for device 0's arch
   when it is known (else the first arch this NVRTC supports), thrown away.
   The program's own first compile then costs what a later one does. Not
   when the program's compile has already begun: that one does the setting
   up itself, and a second compile would only compete with it. */
CUDACORE__PRIVATE void cudacore__start_nvrtc(void) {
    static const char src[] = "extern \"C\" __global__ void cudacore_warm_up(int *p) { if (p) *p = 1; }\n";
    cudacore_nvrtcProgram prog = NULL;
    char arch[32];
    const char *opt = arch;
    int cc = 0, n = 0, archs[64];
    if (cudacore__load_once(CUDACORE_LIBRARY_NVRTC) != 1) return;
    cudacore__start_exit_after_load(&cudacore__start.exit_join_nvrtc);
    if (cudacore__load32(&cudacore__start.compile_began)) return;
    if (cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_CUDA].state) == 1 && cudacore__g.device_count > 0) cc = cudacore__cc(0);
    if (cc <= 0) cc = cudacore__arch_early();
    if (cc > 0) snprintf(arch, sizeof arch, "-arch=sm_%d%d", cc / 100, cc % 100);
    else if (CUDACORE__NVRTC(nvrtcGetNumSupportedArchs)(&n) == 0 && n > 0 && n <= 64 && CUDACORE__NVRTC(nvrtcGetSupportedArchs)(archs) == 0)
        snprintf(arch, sizeof arch, "-arch=sm_%d", archs[0]);
    else return;
    if (CUDACORE__NVRTC(nvrtcCreateProgram)(&prog, src, "cudacore_warm_up.cu", 0, NULL, NULL) != 0) return;
    if (CUDACORE__NVRTC(nvrtcCompileProgram)(prog, 1, &opt) == 0) CUDACORE__START_WARMED(1);
    (void)CUDACORE__NVRTC(nvrtcDestroyProgram)(&prog);
}

CUDACORE__THREAD_FN(cudacore__start_main) {
    int what = cudacore__start.asked; /* (no lock: written before this thread was made, and cleared only after it is joined -- while
                                          joining, cudacore_start_wait holds start_lock) */
    (void)cudacore__arg_;
    if (what & CUDACORE_START_DRIVER) cudacore__start_driver();
    if (what & CUDACORE_START_NVRTC) cudacore__start_nvrtc();
    return CUDACORE__THREAD_DONE;
}

CUDACORE__PRIVATE void cudacore__start_join(void) {
    cudacore__lock(&cudacore__start_lock);
    if (cudacore__start.running) {
        cudacore__thread_join(cudacore__start.thread);
        cudacore__start.running = 0;
    }
    cudacore__unlock(&cudacore__start_lock);
}
static void cudacore__start_at_exit(void) { cudacore__start_join(); }

/* The exit's join, before everything else (glibc). A program that exits
   while the start's warm-up compile runs crashed (on the mock driver under
   load, 11 of 100 such exits; 3 of 60 when the program's own compile ran
   beside the warm-up): during its first compile NVRTC loads
   libnvrtc-builtins and libstdc++ and creates statics, and the destructors
   they register come after every join registered above, so exit ran them
   first, under the compile. But exit() runs the exiting thread's
   thread_local destructors before any atexit handler: the join, registered
   as one (__cxa_thread_atexit_impl, glibc 2.18 and later) in the thread that
   asked for the start, runs first when that thread exits the process (as
   main does by returning). Where the C library lacks it, or another thread
   calls exit, the atexit joins above remain. */
#if !defined(_WIN32)
static void cudacore__start_join_at_thread_exit(void *unused) {
    (void)unused;
    cudacore__start_join();
}
#endif
CUDACORE__PRIVATE void cudacore__start_exit_first(void) {
#if !defined(_WIN32)
    static CUDACORE__TLS int registered;
    int (*thread_atexit)(void (*)(void *), void *, void *) = NULL;
    void *sym;
    if (registered || !(sym = cudacore__libc_symbol("__cxa_thread_atexit_impl"))) return;
    memcpy(&thread_atexit, &sym, sizeof sym);
    registered = thread_atexit(cudacore__start_join_at_thread_exit, NULL, &cudacore__start) == 0;
#endif
}

CUDACORE__PRIVATE void cudacore__start_launch(int what) {
    cudacore__lock(&cudacore__start_lock);
    cudacore__start.asked = what;
    CUDACORE__START_WARMED(0);
    if (!cudacore__start.running) { /* (a thread that cannot start: everything happens on first use) */
        cudacore__start.running = cudacore__thread_start(&cudacore__start.thread, cudacore__start_main);
        if (cudacore__start.running && !cudacore__start.exit_join) cudacore__start.exit_join = atexit(cudacore__start_at_exit) == 0;
    }
    cudacore__unlock(&cudacore__start_lock);
    cudacore__start_exit_first();
}

/* A program's compile has reached NVRTC (src/programs.c): the start's
   warm-up compile is moot now. */
CUDACORE__PRIVATE void cudacore__start_compile_began(void) {
    if (!cudacore__load32(&cudacore__start.compile_began)) cudacore__store32(&cudacore__start.compile_began, 1);
}

/* Device 0's compute capability while a background start has not yet
   brought the driver up, when the memo above knows it; else 0. */
CUDACORE__PRIVATE int cudacore__start_early_cc(void) {
    if (cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_CUDA].state) != 0) return 0; /* up (or failed): ask the driver */
    return cudacore__start_asked() & CUDACORE_START_DRIVER ? cudacore__arch_early() : 0;
}

CUDACORE_API cudacore_result cudacore_start_wait(void) {
    static const char call[] = "cudacore_start_wait";
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    int asked = cudacore__start_asked();
    if (!asked) return CUDACORE_SUCCESS;
    cudacore__start_join();
    if (asked & CUDACORE_START_DRIVER) {
        if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
        r = cudacore__g.device_count > 0 ? cudacore__primary(0, &ctx, call) : CUDACORE_SUCCESS;
        if (r != CUDACORE_SUCCESS) return r;
    }
    if (asked & CUDACORE_START_NVRTC && (r = cudacore__need(CUDACORE_LIBRARY_NVRTC, call)) != CUDACORE_SUCCESS) return r;
    return CUDACORE_SUCCESS;
}

/* cudacore_shutdown's part: a start still running finishes first (it takes
   the setup lock), then what this setup asked and read is forgotten (the
   next setup may ask otherwise, or name another cache folder). */
CUDACORE__PRIVATE void cudacore__start_reset(void) {
    cudacore__start_join();
    cudacore__lock(&cudacore__start_lock);
    cudacore__start.asked = 0;
    cudacore__unlock(&cudacore__start_lock);
    cudacore__store32(&cudacore__start.memo_cc, 0);
}
