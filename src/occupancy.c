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
CUDACORE__PRIVATE void cudacore__native_cfg(const cudacore_launch_config *cfg, cudacore_CUlaunchConfig *lc, cudacore_CUlaunchAttribute *a) {
    memset(lc, 0, sizeof *lc);
    memset(a, 0, sizeof *a);
    lc->gridDimX = cfg->grid[0] ? cfg->grid[0] : 1;
    lc->gridDimY = cfg->grid[1] ? cfg->grid[1] : 1;
    lc->gridDimZ = cfg->grid[2] ? cfg->grid[2] : 1;
    lc->blockDimX = cfg->block[0] ? cfg->block[0] : 1;
    lc->blockDimY = cfg->block[1] ? cfg->block[1] : 1;
    lc->blockDimZ = cfg->block[2] ? cfg->block[2] : 1;
    lc->sharedMemBytes = (unsigned)cfg->shared_mem;
    if (cfg->cluster[0]) {
        a->id = CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        a->value.clusterDim.x = cfg->cluster[0];
        a->value.clusterDim.y = cfg->cluster[1] ? cfg->cluster[1] : 1;
        a->value.clusterDim.z = cfg->cluster[2] ? cfg->cluster[2] : 1;
        lc->gridDimX *= a->value.clusterDim.x;
        lc->gridDimY *= a->value.clusterDim.y;
        lc->gridDimZ *= a->value.clusterDim.z;
        lc->attrs = a;
        lc->numAttrs = 1;
    }
}
CUDACORE_API cudacore_result cudacore_kernel_max_potential_cluster_size(cudacore_kernel k, const cudacore_launch_config *cfg, int *size) {
    cudacore_result r;
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a;
    if (size) *size = 0;
    if (!cfg || !size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_potential_cluster_size", "cfg or size is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, "cudacore_kernel_max_potential_cluster_size");
        int dev;
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__current_device(&dev, "cudacore_kernel_max_potential_cluster_size")) != CUDACORE_SUCCESS) return r;
        cudacore__native_cfg(cfg, &lc, &a);
        if ((r = CUDACORE__CU_CALL(cuOccupancyMaxPotentialClusterSize, (size, o->func, &lc))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_max_active_clusters(cudacore_kernel k, const cudacore_launch_config *cfg, int *clusters) {
    cudacore_result r;
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a;
    if (clusters) *clusters = 0;
    if (!cfg || !clusters) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_active_clusters", "cfg or clusters is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, "cudacore_kernel_max_active_clusters");
        int dev;
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__current_device(&dev, "cudacore_kernel_max_active_clusters")) != CUDACORE_SUCCESS) return r;
        cudacore__native_cfg(cfg, &lc, &a);
        if ((r = CUDACORE__CU_CALL(cuOccupancyMaxActiveClusters, (clusters, o->func, &lc))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}
