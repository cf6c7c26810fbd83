/*
    OCCUPANCY
    =========
    The driver's occupancy calculator, asked for a kernel on the calling
    thread's current device: how many blocks of a size fit on an SM
    (cudacore_kernel_max_active_blocks_per_sm), the block size that fills
    the device best (_max_potential_block_size), the dynamic shared memory
    left per block (_available_dynamic_smem_per_block), and for a launch
    config with clusters the largest cluster and how many run at once
    (_max_potential_cluster_size, _max_active_clusters).
*/
CUDACORE_API cudacore_result cudacore_kernel_max_active_blocks_per_sm(cudacore_kernel k, int block_size, size_t dynamic_smem, int *blocks);
CUDACORE_API cudacore_result cudacore_kernel_max_potential_block_size(cudacore_kernel k, size_t dynamic_smem, int block_size_limit, int *min_grid_size,
                                                                      int *block_size);
CUDACORE_API cudacore_result cudacore_kernel_available_dynamic_smem_per_block(cudacore_kernel k, int num_blocks, int block_size, size_t *bytes);
CUDACORE_API cudacore_result cudacore_kernel_max_potential_cluster_size(cudacore_kernel k, const cudacore_launch_config *cfg, int *cluster_size);
CUDACORE_API cudacore_result cudacore_kernel_max_active_clusters(cudacore_kernel k, const cudacore_launch_config *cfg, int *clusters);
