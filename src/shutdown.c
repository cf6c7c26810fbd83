CUDACORE_API void cudacore_shutdown(void) {
    int k;
    uint32_t own = 0;
    char msg[128];
    cudacore__start_reset(); /* (first: a start still running takes the setup lock) */
    cudacore__lock(&cudacore__setup_lock);
    if (!cudacore__g.ready) {
        cudacore__unlock(&cudacore__setup_lock);
        return;
    }
    for (k = 0; k < CUDACORE__MAX_DEVICES; k++) /* the devices' default resources are cudacore's own: not the user's to destroy */
        if (cudacore__default_mr[k].id && cudacore__default_mr[k].gen == cudacore__setup_gen &&
            cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_MEMORY_RESOURCE], cudacore__default_mr[k].id))
            own++;
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) {
        cudacore__pool *p = &cudacore__g.pools[k];
        uint32_t live = cudacore__pool_live(p) - (k == CUDACORE_OBJECT_MEMORY_RESOURCE ? own : 0);
        if (live) {
            snprintf(msg, sizeof msg, "cudacore_shutdown: %u %s object(s) still alive; their handles are now invalid", live,
                     cudacore__kind_names[k]);
            cudacore__log(CUDACORE_LOG_WARN, CUDACORE_SUCCESS, msg, __LINE__);
        }
        cudacore__pool_free_chunks(p);
    }
    for (k = 0; k < CUDACORE__MAX_DEVICES; k++) {
        if (cudacore__g.primary[k]) {
            CUDACORE__CLEANUP(CUDACORE__CU(cuDevicePrimaryCtxRelease)((cudacore_CUdevice)k));
            cudacore__g.primary[k] = NULL;
        }
    }
    cudacore__bslots_shutdown();
    cudacore__store32(&cudacore__g.ready, 0);
    cudacore__unlock(&cudacore__setup_lock);
}
