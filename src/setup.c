/* What cudacore knows of the calling thread, valid for setup generation gen
   only: its current device (where new objects are created) and the context
   cudacore made current on it. Calls on objects compare their context with
   ctx (one thread-local read) to learn whether they must push their own. */
typedef struct cudacore__thread_place {
    cudacore_CUcontext ctx;   /* ctx and gen: what every wrapper's context check reads */
    int gen;
    int device;
    uint64_t context;         /* the cudacore_context made current (user, green); 0: the device's primary */
} cudacore__thread_place;
/* Aligned to a cache line, so that the check reads one line (at 8 bytes'
   alignment ctx and gen fell on two in the benchmark's binary). Not on
   Windows, whose loaders have not always honoured an over-aligned
   thread-local. */
#if defined(_WIN32)
static CUDACORE__TLS cudacore__thread_place cudacore__cur;
#else
CUDACORE__ALIGN_64 static CUDACORE__TLS cudacore__thread_place cudacore__cur;
#endif
static int cudacore__setup_gen;                       /* bumped by every setup */

CUDACORE__PRIVATE void cudacore__setup_locked(const cudacore_desc *desc) {
    int k;
    memset(&cudacore__g.desc, 0, sizeof cudacore__g.desc);
    if (desc) cudacore__g.desc = *desc;
#ifdef CUDACORE_DEBUG
    if (!cudacore__g.desc.logger.func && !cudacore__g.desc.quiet) cudacore__g.desc.logger.func = cudacore_log_stderr;
#endif
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) cudacore__pool_init(&cudacore__g.pools[k], (uint32_t)k);
#ifdef CUDACORE_FAULT_INJECTION
    cudacore__fault_from_env();
#endif
    cudacore__setup_gen++;
    cudacore__store32(&cudacore__g.ready, 1);
    cudacore__nvtx_report(); /* a tool that failed before the logger was known */
}

/* Sets the library up with defaults on first use. */
CUDACORE__PRIVATE void cudacore__ensure_setup(void) {
    if (CUDACORE__LIKELY(cudacore__load32(&cudacore__g.ready))) return;
    cudacore__lock(&cudacore__setup_lock);
    if (!cudacore__g.ready) cudacore__setup_locked(NULL);
    cudacore__unlock(&cudacore__setup_lock);
}

/* The background start's entry points (src/start.c) for the areas before
   it: the one cycle of areas, listed in src/README.md. cudacore_setup
   launches the start, which uses the whole library; a compile tells it that
   it began (programs) and asks it the early arch (object code). */
CUDACORE__PRIVATE void cudacore__start_launch(int what);
CUDACORE__PRIVATE int cudacore__start_early_cc(void);
CUDACORE__PRIVATE void cudacore__start_compile_began(void);

CUDACORE_API cudacore_result cudacore_setup(const cudacore_desc *desc) {
    cudacore_result r = CUDACORE_SUCCESS;
    if (desc && (!desc->allocator.alloc_fn) != (!desc->allocator.free_fn))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_setup", "set both allocator.alloc_fn and allocator.free_fn, or neither");
    if (desc && (desc->per_thread_default_stream < 0 || desc->per_thread_default_stream > 1))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_setup", "per_thread_default_stream must be 0 or 1, not %d",
                              desc->per_thread_default_stream);
    if (desc && (desc->start_in_background & ~(CUDACORE_START_DRIVER | CUDACORE_START_NVRTC)))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_setup",
                              "start_in_background must be 0 or CUDACORE_START_DRIVER and/or CUDACORE_START_NVRTC (1, 2, 3), not %d",
                              desc->start_in_background);
    cudacore__lock(&cudacore__setup_lock);
    if (cudacore__g.ready) r = CUDACORE_ERROR_ALREADY_SET_UP;
    else cudacore__setup_locked(desc);
    cudacore__unlock(&cudacore__setup_lock);
    if (r != CUDACORE_SUCCESS)
        return CUDACORE__FAIL(r, "cudacore_setup", "cudacore is already set up (by an earlier cudacore_setup or a first call): call cudacore_shutdown first");
    if (desc && desc->start_in_background) cudacore__start_launch(desc->start_in_background);
    return CUDACORE_SUCCESS;
}

CUDACORE_API int cudacore_is_set_up(void) { return cudacore__load32(&cudacore__g.ready); }

CUDACORE_API cudacore_desc cudacore_query_desc(void) {
    cudacore__ensure_setup();
    return cudacore__g.desc;
}
