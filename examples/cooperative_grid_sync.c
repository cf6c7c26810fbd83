/* cooperative_grid_sync -- a grid-wide barrier inside one kernel, with
   cooperative_groups as CUDA programmers write it: grid.sync(). Phase 1
   writes, every block waits at the barrier, phase 2 reads what *other* blocks
   wrote. That is only safe when every block of the grid is resident at once:
   a cooperative launch (cfg.cooperative = 1) guarantees it, and the grid is
   sized from the occupancy API (blocks per SM x SMs) so that it fits. A grid
   that does not fit is refused (by cudacore's validation in debug builds,
   otherwise by the driver) instead of deadlocking.
   #include <cooperative_groups.h> needs no include option: cudacore gives
   NVRTC the CUDA toolkit's include directories (found next to NVRTC, or
   through CUDA_HOME; see PROGRAMS in cudacore.h). Where there are none (an
   NVRTC without the toolkit), the compile log says where cudacore looked.
   Without a GPU it compiles for sm_90 and prints "skipped: no GPU".
   Next: thread_block_cluster -- clusters of blocks sharing their shared memory.
   Build: cc -std=c99 examples/cooperative_grid_sync.c -o cooperative_grid_sync -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *source =
    "#include <cooperative_groups.h>\n"
    "namespace cg = cooperative_groups;\n"
    "extern \"C\" __global__ void two_phase(const int *x, int *y, int *z, unsigned long long *partial,\n"
    "                                      unsigned long long *total, int n) {\n"
    "    cg::grid_group grid = cg::this_grid();\n"
    "    cg::thread_block block = cg::this_thread_block();\n"
    "    __shared__ unsigned long long sum[256];\n"
    "    unsigned long long mine = 0;\n"
    "    /* phase 1: y = 2x, and each block's sum of x */\n"
    "    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size()) {\n"
    "        y[i] = 2 * x[i];\n"
    "        mine += (unsigned long long)x[i];\n"
    "    }\n"
    "    sum[block.thread_rank()] = mine;\n"
    "    block.sync();\n"
    "    for (unsigned half = block.size() / 2; half > 0; half /= 2) {\n"
    "        if (block.thread_rank() < half) sum[block.thread_rank()] += sum[block.thread_rank() + half];\n"
    "        block.sync();\n"
    "    }\n"
    "    if (block.thread_rank() == 0) partial[blockIdx.x] = sum[0];\n"
    "    grid.sync(); /* every block of the grid is past phase 1 */\n"
    "    /* phase 2: read other blocks' results */\n"
    "    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size()) z[i] = y[i] + y[n - 1 - i];\n"
    "    if (grid.thread_rank() == 0) {\n"
    "        unsigned long long t = 0;\n"
    "        for (unsigned b = 0; b < gridDim.x; b++) t += partial[b];\n"
    "        *total = t;\n"
    "    }\n"
    "}\n";

/* Compiles the program; when the toolkit's headers are missing, says so (the
   log lists where cudacore looked) and returns 0. */
static int compile(cudacore_program prog, const cudacore_program_options *opts, cudacore_object_code *code) {
    const char *log = "";
    cudacore_result r = cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, opts, code);
    if (r == CUDACORE_SUCCESS) return 1;
    cudacore_program_log(prog, &log);
    if (r == CUDACORE_ERROR_COMPILE && strstr(log, "no CUDA toolkit headers were found")) {
        printf("%s\nskipped: no CUDA toolkit headers for <cooperative_groups.h>\n", log);
        return 0;
    }
    cudacore_print_error(stdout);
    exit(1);
}

#define N (1 << 22)
#define BLOCK 256

int main(void) {
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_device_properties props;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer bx, by, bz, bpartial, btotal;
    cudacore_CUdeviceptr px, py, pz, ppartial, ptotal;
    cudacore_launch_config cfg;
    cudacore_result r;
    unsigned long long total = 0, want_total = (unsigned long long)N * (N - 1) / 2;
    int *x, *z, ndev = 0, per_sm = 0, n = N, i;
    size_t size = 0, bad = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "two_phase.cu";
    memset(&opts, 0, sizeof opts);
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "sm_90";
        if (!compile(prog, &opts, &code)) return 0;
        CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
        printf("compiled two_phase to %lu bytes of CUBIN for sm_90\nskipped: no GPU\n", (unsigned long)size);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_device_get_properties(0, &props));
    if (!props.cooperative_launch) {
        printf("skipped: device 0 does not support cooperative launch\n");
        return 0;
    }
    if (!compile(prog, &opts, &code)) return 0;
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "two_phase", &k));

    /* The largest grid that is resident all at once. */
    CUDACORE_CHECK(cudacore_kernel_max_active_blocks_per_sm(k, BLOCK, 0, &per_sm));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = BLOCK;
    cfg.grid[0] = (unsigned)(per_sm * props.multiprocessor_count);
    cfg.cooperative = 1;
    printf("%d blocks per SM x %d SMs: a cooperative grid of %u blocks of %d threads\n", per_sm, props.multiprocessor_count, cfg.grid[0], BLOCK);

    x = (int *)malloc(N * sizeof(int));
    z = (int *)malloc(N * sizeof(int));
    if (!x || !z) return 1;
    for (i = 0; i < N; i++) x[i] = i;
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(int), s, &bx));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(int), s, &by));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N * sizeof(int), s, &bz));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, cfg.grid[0] * sizeof(unsigned long long), s, &bpartial));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof(unsigned long long), s, &btotal));
    CUDACORE_CHECK(cudacore_buffer_native(bx, &px));
    CUDACORE_CHECK(cudacore_buffer_native(by, &py));
    CUDACORE_CHECK(cudacore_buffer_native(bz, &pz));
    CUDACORE_CHECK(cudacore_buffer_native(bpartial, &ppartial));
    CUDACORE_CHECK(cudacore_buffer_native(btotal, &ptotal));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bx, 0, x, N * sizeof(int), s));
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(cudacore_CUdeviceptr, py),
                                   CUDACORE_ARG(cudacore_CUdeviceptr, pz), CUDACORE_ARG(cudacore_CUdeviceptr, ppartial),
                                   CUDACORE_ARG(cudacore_CUdeviceptr, ptotal), CUDACORE_ARG(int, n)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(z, bz, 0, N * sizeof(int), s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(&total, btotal, 0, sizeof total, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));

    /* z[i] = 2x[i] + 2x[n-1-i] = 2(n-1) everywhere, only if phase 1 was complete everywhere */
    for (i = 0; i < N; i++)
        if (z[i] != 2 * (N - 1)) {
            if (bad < 5) printf("z[%d] = %d, want %d\n", i, z[i], 2 * (N - 1));
            bad++;
        }
    if (total != want_total) printf("FAILED: total %llu, want %llu\n", total, want_total);
    if (bad) printf("FAILED: %lu of %d elements wrong\n", (unsigned long)bad, N);

    /* One block more than fits: refused, never a hang. */
    cfg.grid[0] += 1;
    r = CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_CUdeviceptr, px), CUDACORE_ARG(cudacore_CUdeviceptr, py),
                        CUDACORE_ARG(cudacore_CUdeviceptr, pz), CUDACORE_ARG(cudacore_CUdeviceptr, ppartial),
                        CUDACORE_ARG(cudacore_CUdeviceptr, ptotal), CUDACORE_ARG(int, n));
    if (r == CUDACORE_SUCCESS) {
        printf("FAILED: a cooperative grid of %u blocks (more than fit) was launched\n", cfg.grid[0]);
        CUDACORE_CHECK(cudacore_stream_synchronize(s));
        return 1;
    }
    printf("a grid of %u blocks is refused: %s (%s)\n", cfg.grid[0], cudacore_result_name(r), cudacore_last_error()->message);

    if (!bad && total == want_total)
        printf("grid barrier held: phase 2 saw all of phase 1 in all %d elements; sum %llu correct\n", N, total);
    CUDACORE_CHECK(cudacore_buffer_free(bx, s));
    CUDACORE_CHECK(cudacore_buffer_free(by, s));
    CUDACORE_CHECK(cudacore_buffer_free(bz, s));
    CUDACORE_CHECK(cudacore_buffer_free(bpartial, s));
    CUDACORE_CHECK(cudacore_buffer_free(btotal, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    free(x);
    free(z);
    return bad || total != want_total ? 1 : 0;
}
