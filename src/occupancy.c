CUDACORE_API cudacore_result cudacore_kernel_max_active_blocks_per_sm(cudacore_kernel k, int block_size, size_t smem, int *blocks) {
    cudacore_result r;
    if (blocks) *blocks = 0;
    if (!blocks) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_active_blocks_per_sm", "blocks is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, "cudacore_kernel_max_active_blocks_per_sm");
        int dev;
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__current_device(&dev, "cudacore_kernel_max_active_blocks_per_sm")) != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuOccupancyMaxActiveBlocksPerMultiprocessor, (blocks, o->func, block_size, smem))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_max_potential_block_size(cudacore_kernel k, size_t smem, int limit, int *min_grid, int *block_size) {
    cudacore_result r;
    int g = 0, b = 0;
    if (min_grid) *min_grid = 0;
    if (block_size) *block_size = 0;
    if (!block_size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_potential_block_size", "block_size is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, "cudacore_kernel_max_potential_block_size");
        int dev;
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__current_device(&dev, "cudacore_kernel_max_potential_block_size")) != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuOccupancyMaxPotentialBlockSize, (&g, &b, o->func, NULL, smem, limit))) != CUDACORE_SUCCESS) return r;
    }
    if (min_grid) *min_grid = g;
    *block_size = b;
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_available_dynamic_smem_per_block(cudacore_kernel k, int num_blocks, int block_size, size_t *bytes) {
    cudacore_result r;
    if (bytes) *bytes = 0;
    if (!bytes) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_available_dynamic_smem_per_block", "bytes is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, "cudacore_kernel_available_dynamic_smem_per_block");
        int dev;
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__current_device(&dev, "cudacore_kernel_available_dynamic_smem_per_block")) != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuOccupancyAvailableDynamicSMemPerBlock, (bytes, o->func, num_blocks, block_size))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}
/* The cluster queries: k's function and cfg as the driver's settings (the
   launch config's builder, for an occupancy query), in the current device's
   context; cfg and out already checked (not NULL), *out zeroed. */
CUDACORE__PRIVATE cudacore_result cudacore__cluster_query(cudacore_kernel k, const cudacore_launch_config *cfg, cudacore_CUfunction *func,
                                                          cudacore_CUlaunchConfig *lc, cudacore_CUlaunchAttribute *attrs, const char *call) {
    cudacore_result r;
    int dev;
    cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
    if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
    if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
    memset(lc, 0, sizeof *lc);
    memset(attrs, 0, CUDACORE__LAUNCH_ATTRS * sizeof *attrs);
    *func = o->func;
    return cudacore__launch_settings(o, cfg, NULL, NULL, 0, -1, CUDACORE__USE_OCCUPANCY, lc, attrs, call);
}
CUDACORE_API cudacore_result cudacore_kernel_max_potential_cluster_size(cudacore_kernel k, const cudacore_launch_config *cfg, int *size) {
    static const char *call = "cudacore_kernel_max_potential_cluster_size";
    cudacore_result r;
    cudacore_CUfunction f = NULL;
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a[CUDACORE__LAUNCH_ATTRS];
    if (size) *size = 0;
    if (!cfg || !size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "cfg or size is NULL");
    if ((r = cudacore__cluster_query(k, cfg, &f, &lc, a, call)) != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuOccupancyMaxPotentialClusterSize, (size, f, &lc));
}
CUDACORE_API cudacore_result cudacore_kernel_max_active_clusters(cudacore_kernel k, const cudacore_launch_config *cfg, int *clusters) {
    static const char *call = "cudacore_kernel_max_active_clusters";
    cudacore_result r;
    cudacore_CUfunction f = NULL;
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a[CUDACORE__LAUNCH_ATTRS];
    if (clusters) *clusters = 0;
    if (!cfg || !clusters) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "cfg or clusters is NULL");
    if ((r = cudacore__cluster_query(k, cfg, &f, &lc, a, call)) != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuOccupancyMaxActiveClusters, (clusters, f, &lc));
}
