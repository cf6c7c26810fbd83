/* The argument check (see cudacore_launch): values[] and, for the sized
   forms, sized[] (the same pointers, with sizes). k NULL: the kernel is not
   known, only NULL values and zero sizes are caught. In order, with the
   first fault's message: taken when the fast check below fails. */
CUDACORE__COLD cudacore_result cudacore__check_args_full(const cudacore__kernel_obj *k, void *const *values, const cudacore_arg *sized, size_t n,
                                                         const char *call) {
    int known = k && k->num_params >= 0;
    const char *name = k ? k->name : "(not a cudacore kernel)";
    size_t i;
    if (known && (size_t)k->num_params != n)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' takes %d argument%s, %lu %s given", k->name, k->num_params,
                              k->num_params == 1 ? "" : "s", (unsigned long)n, n == 1 ? "was" : "were");
    for (i = 0; i < n; i++) {
        if (!values[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' argument %lu is a NULL pointer (give the address of the value)",
                                  name, (unsigned long)i);
        if (sized && !sized[i].size)
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' argument %lu has size 0", name, (unsigned long)i);
        if (sized && known && sized[i].size != k->param_sizes[i]) {
            CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' parameter %lu is %lu bytes, %lu %s given", k->name, (unsigned long)i,
                           (unsigned long)k->param_sizes[i], (unsigned long)sized[i].size, sized[i].size == 1 ? "was" : "were");
            cudacore__set_detail("The value's type is not the parameter's (int for a long long or size_t parameter, float for double, "
                                 "a struct of another layout): the kernel would read other bytes than these. Give the value in the "
                                 "parameter's own type, e.g. CUDACORE_ARG(long long, n).");
            return CUDACORE_ERROR_VALIDATION;
        }
    }
    return CUDACORE_SUCCESS;
}

/* The common case, in a few lines of code: 1 for a kernel whose parameters
   are known, as many arguments, none NULL, and (sized forms) each of its
   parameter's size; 0 sends the arguments to the full check above, which
   checks them again and reports. */
CUDACORE__HOT_INLINE int cudacore__check_args_fast(const cudacore__kernel_obj *k, void *const *values, const cudacore_arg *sized, size_t n) {
    const size_t *ps;
    size_t i;
    int bad = 0;
    if (CUDACORE__UNLIKELY(!k || k->num_params < 0 || (size_t)k->num_params != n)) return 0;
    ps = k->param_sizes;
    if (sized)
        for (i = 0; i < n; i++) bad |= (values[i] == NULL) | (sized[i].size == 0) | (sized[i].size != ps[i]);
    else
        for (i = 0; i < n; i++) bad |= values[i] == NULL;
    return !bad;
}
CUDACORE__HOT_INLINE cudacore_result cudacore__check_args(const cudacore__kernel_obj *k, void *const *values, const cudacore_arg *sized, size_t n,
                                                          const char *call) {
    if (CUDACORE__LIKELY(cudacore__check_args_fast(k, values, sized, n))) return CUDACORE_SUCCESS;
    return cudacore__check_args_full(k, values, sized, n, call);
}

/* The value pointers of a sized argument list, for the driver: copied into
   vals (CUDACORE_MAX_SIZED_ARGS entries, on the caller's stack). */
CUDACORE__PRIVATE cudacore_result cudacore__arg_values(const cudacore_arg *args, size_t n, void **vals, const char *call) {
    size_t i;
    /* (the results are returned as constants: the analyzer cannot see through the variadic cudacore__fail_at) */
    if (CUDACORE__UNLIKELY(n && !args)) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "args is NULL with num_args %lu", (unsigned long)n);
        return CUDACORE_ERROR_INVALID_ARGUMENT;
    }
    if (CUDACORE__UNLIKELY(n > CUDACORE_MAX_SIZED_ARGS)) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%lu arguments: the sized forms take at most %d (the void ** form has no limit)",
                       (unsigned long)n, CUDACORE_MAX_SIZED_ARGS);
        return CUDACORE_ERROR_INVALID_ARGUMENT;
    }
    for (i = 0; i < n; i++) vals[i] = (void *)(uintptr_t)args[i].value;
    return CUDACORE_SUCCESS;
}

#ifdef CUDACORE_DEBUG
CUDACORE__PRIVATE cudacore_result cudacore__validate_launch(const cudacore__kernel_obj *k, const unsigned *grid, const unsigned *block,
                                                            const cudacore_launch_config *cfg, const char *call) {
    static const char xyz[] = "xyz";
    int i;
    uint64_t threads = (uint64_t)block[0] * block[1] * block[2];
    for (i = 0; i < 3; i++) {
        if (k->max_block[i] && block[i] > (unsigned)k->max_block[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "block.%c = %u exceeds the device's maximum %d", xyz[i], block[i], k->max_block[i]);
        if (k->max_grid[i] && grid[i] > (unsigned)k->max_grid[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "grid.%c = %u blocks exceeds the device's maximum %d", xyz[i], grid[i], k->max_grid[i]);
    }
    if (k->max_threads && threads > (uint64_t)k->max_threads)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "block %ux%ux%u = %llu threads exceeds the device's maximum %d", block[0], block[1],
                              block[2], (unsigned long long)threads, k->max_threads);
    if (k->smem_optin && cfg->shared_mem > (size_t)k->smem_optin)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "shared_mem = %lu bytes exceeds the device's opt-in maximum %d",
                              (unsigned long)cfg->shared_mem, k->smem_optin);
    if (cfg->cooperative) {
        int per_sm = 0;
        uint64_t total = (uint64_t)grid[0] * grid[1] * grid[2];
        if (!k->coop) return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "cooperative launch is not supported by the device");
        if ((int)CUDACORE__CU(cuOccupancyMaxActiveBlocksPerMultiprocessor)(&per_sm, k->func, (int)threads, cfg->shared_mem) == 0 &&
            total > (uint64_t)per_sm * (uint64_t)k->sm_count)
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "cooperative grid of %llu blocks exceeds the %d x %d SMs that can be co-resident",
                                  (unsigned long long)total, per_sm, k->sm_count);
    }
    if (cfg->cluster[0] && !k->cluster)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "thread block clusters need compute capability 9.0+");
    return CUDACORE_SUCCESS;
}
#endif

/* Dynamic shared memory over what the kernel allows (its attribute
   MAX_DYNAMIC_SHARED_SIZE_BYTES: 48 KB less its static shared memory, until
   it opts in to more) is refused here, naming the opt-in, not by the driver.
   Launches compare with the value last read; this full path, taken only by
   launches above it (and by the first with any), reads the attribute again
   (it may have been raised since, also through the raw driver) on the
   launch's device (-1: the kernel's own). */
CUDACORE__PRIVATE cudacore_result cudacore__check_dyn_smem_full(cudacore__kernel_obj *ko, int device, size_t bytes, const char *call) {
    int v = 0, dev = device >= 0 ? device : ko->device;
    int r = cudacore__kernel_attr(ko, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, dev, &v);
    /* the value is kept whichever device it was read on (a kernel's limit is
       normally the same on every device): launches below it never come here
       again; unknown, the check is off and the driver decides */
    cudacore__storeu32(&ko->dyn_smem_max, r != 0 || v < 0 ? 0xFFFFFFFFu : (uint32_t)v);
    if (r != 0 || v < 0 || bytes <= (size_t)v) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                          "shared_mem = %llu bytes is more dynamic shared memory than kernel '%s' allows on device %d (%d bytes, its "
                          "MAX_DYNAMIC_SHARED_SIZE_BYTES): opt in first with cudacore_kernel_set_max_dynamic_shared_memory(k, %llu), up to "
                          "the device's max_shared_memory_per_block_optin less the kernel's static shared memory",
                          (unsigned long long)bytes, ko->name, dev, v, (unsigned long long)bytes);
}
/* The check of a launch's dynamic shared memory: a load and a compare, the
   rest out of line when the bytes pass what the kernel was known to allow. */
CUDACORE__HOT_INLINE cudacore_result cudacore__check_dyn_smem(cudacore__kernel_obj *ko, int device, size_t bytes, const char *call) {
    return CUDACORE__LIKELY(bytes <= cudacore__loadu32(&ko->dyn_smem_max)) ? CUDACORE_SUCCESS : cudacore__check_dyn_smem_full(ko, device, bytes, call);
}

/* THE LAUNCH CONFIG'S ONE BUILDER. Every user of a cudacore_launch_config
   (launches, kernel graph nodes as they are added and set, the occupancy
   queries) turns it into the driver's settings here, with the same
   refusals and the same messages. What differs by use, each stated once
   below:
     CUDACORE__USE_LAUNCH     cuLaunchKernelEx on a stream: every rule, every
                              attribute
     CUDACORE__USE_NODE       a kernel graph node: programmatic_dependent_launch
                              is refused (a stream launch property: capture the
                              launch instead)
     CUDACORE__USE_OCCUPANCY  an occupancy query: the config's shape (grid,
                              block, shared memory, the cluster attribute),
                              no argument or kernel check                  */
typedef enum cudacore__launch_use { CUDACORE__USE_LAUNCH, CUDACORE__USE_NODE, CUDACORE__USE_OCCUPANCY } cudacore__launch_use;
enum { CUDACORE__LAUNCH_ATTRS = 4 }; /* the most attributes a config asks for: cluster, cooperative, priority, programmatic */

/* The fault the fast checks of cudacore__launch_settings found, named: the
   one source of these messages. dim 0..2: that dimension of a clustered
   grid has more than 2^32 - 1 blocks; -1: a fault of the first checks (the
   last of them, the 32-bit shared_mem, is the one left when no other is). */
CUDACORE__COLD cudacore_result cudacore__launch_config_fault(const cudacore_launch_config *cfg, void *const *args, size_t num_args,
                                                             cudacore__launch_use use, int dim, const char *call) {
    if (dim >= 0) {
        unsigned g = cfg->grid[dim] ? cfg->grid[dim] : 1, c = cfg->cluster[dim] ? cfg->cluster[dim] : 1;
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "grid.%c = %u clusters of %u blocks is more than 2^32 blocks", "xyz"[dim], g, c);
    }
    if (!cfg || (num_args && !args))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "cfg is NULL, or args is NULL with num_args %lu", (unsigned long)num_args);
    if (!cfg->grid[0] || !cfg->block[0])
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "grid[0] and block[0] must be > 0 (grid %u, block %u)", cfg->grid[0], cfg->block[0]);
    if (use == CUDACORE__USE_NODE && cfg->programmatic_dependent_launch)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                              "programmatic_dependent_launch is a stream launch property: capture the launch instead of adding a node");
    return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "shared_mem = %llu bytes does not fit the driver's 32-bit field",
                          (unsigned long long)cfg->shared_mem);
}

/* cfg for kernel ko as the driver's settings: lc's grid, block, shared
   memory and attributes (in attrs, CUDACORE__LAUNCH_ATTRS of them; lc's
   stream is the caller's), after every refusal, in order: the config's own
   rules (fast checks here, the messages out of line), then, but for an
   occupancy query, the arguments (see cudacore_launch), the device's limits
   (debug builds) and the kernel's dynamic shared memory on `device` (-1:
   the kernel's own). args, sized, num_args: as cudacore__check_args. */
CUDACORE__HOT_INLINE cudacore_result cudacore__launch_settings(cudacore__kernel_obj *ko, const cudacore_launch_config *cfg, void **args,
                                                               const cudacore_arg *sized, size_t num_args, int device, cudacore__launch_use use,
                                                               cudacore_CUlaunchConfig *lc, cudacore_CUlaunchAttribute *attrs, const char *call) {
    cudacore_result r;
    unsigned grid[3], block[3], n = 0;
    int i;
    if (CUDACORE__UNLIKELY(!cfg || (num_args && !args) || !cfg->grid[0] || !cfg->block[0] ||
                           (use == CUDACORE__USE_NODE && cfg->programmatic_dependent_launch) || cfg->shared_mem > 0xFFFFFFFFu))
        return cudacore__launch_config_fault(cfg, args, num_args, use, -1, call);
    for (i = 0; i < 3; i++) {
        grid[i] = cfg->grid[i] ? cfg->grid[i] : 1;
        block[i] = cfg->block[i] ? cfg->block[i] : 1;
    }
    if (cfg->cluster[0]) {
        unsigned c[3];
        for (i = 0; i < 3; i++) {
            c[i] = cfg->cluster[i] ? cfg->cluster[i] : 1;
            if (CUDACORE__UNLIKELY(grid[i] > 0xFFFFFFFFu / c[i])) return cudacore__launch_config_fault(cfg, args, num_args, use, i, call);
            grid[i] *= c[i]; /* the grid counts clusters */
        }
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        attrs[n].value.clusterDim.x = c[0];
        attrs[n].value.clusterDim.y = c[1];
        attrs[n].value.clusterDim.z = c[2];
        n++;
    }
    if (use != CUDACORE__USE_OCCUPANCY) {
        if (cfg->cooperative) {
            attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
            attrs[n].value.cooperative = 1;
            n++;
        }
        if (cfg->priority) {
            attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY;
            attrs[n].value.priority = cfg->priority;
            n++;
        }
        if (cfg->programmatic_dependent_launch) { /* (a node's was refused above) */
            attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
            attrs[n].value.programmaticStreamSerializationAllowed = 1;
            n++;
        }
        if (CUDACORE__CHECK_ARGS() && (r = cudacore__check_args(ko, args, sized, num_args, call)) != CUDACORE_SUCCESS) return r;
#ifdef CUDACORE_DEBUG
        if (!cudacore__g.desc.disable_validation && (r = cudacore__validate_launch(ko, grid, block, cfg, call)) != CUDACORE_SUCCESS) return r;
#endif
        if ((r = cudacore__check_dyn_smem(ko, device, cfg->shared_mem, call)) != CUDACORE_SUCCESS) return r;
    }
    lc->gridDimX = grid[0];
    lc->gridDimY = grid[1];
    lc->gridDimZ = grid[2];
    lc->blockDimX = block[0];
    lc->blockDimY = block[1];
    lc->blockDimZ = block[2];
    lc->sharedMemBytes = (unsigned)cfg->shared_mem;
    lc->attrs = n ? attrs : NULL;
    lc->numAttrs = n;
    return CUDACORE_SUCCESS;
}

/* st: the stream (device -1 for a raw or default stream: the thread's context).
   args: the value pointers; sized: the same with sizes (sized forms), or NULL. */
CUDACORE__PRIVATE cudacore_result cudacore__launch(const cudacore__strm *st, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                   void **args, const cudacore_arg *sized, size_t num_args, const char *call) {
    cudacore_result r;
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute attrs[CUDACORE__LAUNCH_ATTRS];
    cudacore__kernel_obj *ko = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
    if (!ko) return CUDACORE_ERROR_INVALID_HANDLE;
    if ((r = cudacore__launch_settings(ko, cfg, args, sized, num_args, st->device, CUDACORE__USE_LAUNCH, &lc, attrs, call)) != CUDACORE_SUCCESS)
        return r;
    lc.hStream = st->cs;
    /* in the kernel's own context its function skips the driver's CUkernel
       resolution; in any other the CUkernel is resolved there */
    if (CUDACORE__UNLIKELY(cudacore__g.desc.nvtx_hot_paths)) { /* asked for: a range around the launch */
        int rg = cudacore__nvtx_range_begin("launch %s", ko->name);
        CUDACORE__CU_ON(r, *st, cuLaunchKernelEx, (&lc, st->ctx == ko->ctx && ko->ctx_func ? ko->ctx_func : ko->func, args, NULL));
        cudacore__nvtx_range_end(rg);
        return r;
    }
    CUDACORE__CU_ON(r, *st, cuLaunchKernelEx, (&lc, st->ctx == ko->ctx && ko->ctx_func ? ko->ctx_func : ko->func, args, NULL));
#ifdef CUDACORE_DEBUG
    cudacore__copy(cudacore__launched.kernel, sizeof cudacore__launched.kernel, ko->name); /* (for a sticky error's message) */
    cudacore__launched.stream = (const void *)st->cs;
#endif
    return r;
}

CUDACORE_API cudacore_result cudacore_launch_native(cudacore_CUstream hs, const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                    size_t num_args) {
    cudacore__strm st;
    st.cs = hs;
    st.ctx = NULL;
    st.device = -1;
    return cudacore__launch(&st, cfg, k, args, NULL, num_args, "cudacore_launch_native");
}

/* A launch on the stream of a recorder's step, which compares or records
   its calls (recorders.c): cudacore_launch's, and cudacore_launch_sized's
   (args: its arguments, their values at vals). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_launch(struct cudacore__recorder_obj *ro, const cudacore__strm *st, const cudacore_launch_config *cfg,
                                                            cudacore_kernel k, void **args, size_t num_args);
CUDACORE__PRIVATE cudacore_result cudacore__recorder_launch_sized(struct cudacore__recorder_obj *ro, const cudacore__strm *st,
                                                                  const cudacore_launch_config *cfg, cudacore_kernel k, void **vals,
                                                                  const cudacore_arg *args, size_t num_args);

CUDACORE_API cudacore_result cudacore_launch(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args) {
    cudacore_result r;
    cudacore__strm st = {NULL, NULL, -1};
    struct cudacore__recorder_obj *step;
    if ((r = cudacore__stream_get_step(s.id, &st, &step, "cudacore_launch")) != CUDACORE_SUCCESS) return r;
    if (CUDACORE__UNLIKELY(step != NULL)) return cudacore__recorder_launch(step, &st, cfg, k, args, num_args);
    return cudacore__launch(&st, cfg, k, args, NULL, num_args, "cudacore_launch");
}

CUDACORE_API cudacore_result cudacore_launch_sized(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                   size_t num_args) {
    static const char call[] = "cudacore_launch_sized";
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    cudacore_result r;
    cudacore__strm st = {NULL, NULL, -1};
    struct cudacore__recorder_obj *step;
    if ((r = cudacore__stream_get_step(s.id, &st, &step, call)) != CUDACORE_SUCCESS) return r;
    if (CUDACORE__UNLIKELY((r = cudacore__arg_values(args, num_args, vals, call)) != CUDACORE_SUCCESS)) return r;
    if (CUDACORE__UNLIKELY(step != NULL)) return cudacore__recorder_launch_sized(step, &st, cfg, k, vals, args, num_args);
    return cudacore__launch(&st, cfg, k, vals, args, num_args, call);
}
