/* tma_copy -- tensor maps and the Tensor Memory Accelerator (compute
   capability 9.0+). A 2-D tensor of floats lives in device memory; a strided
   view describes it (rows, columns, strides), a tensor map describes it to
   the TMA with a box (the tile one copy moves) and a shared-memory swizzle.
   An NVRTC kernel takes two maps BY VALUE (const __grid_constant__), and
   each block moves one tile: a TMA load into shared memory that completes on
   an mbarrier, one added to every element, a TMA store back to global
   memory. The tensor's size is not a multiple of the box: the load fills the
   part of the box outside the tensor with zeros, and the store skips it.
   The result is checked on the host. The TMA instructions are written as
   the PTX they are (cp.async.bulk.tensor, mbarrier), so no toolkit headers
   are needed. Without a GPU it compiles the kernel for sm_90 and prints
   "skipped: no GPU"; below compute capability 9.0 it says so and exits 0.
   Next: green_contexts -- one GPU split between workloads.
   Build: cc -std=c99 examples/tma_copy.c -o tma_copy -ldl -lpthread */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

static const char *source =
    "struct __align__(64) tensor_map { unsigned long long opaque[16]; }; /* a CUtensorMap */\n"
    "__device__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }\n"
    "extern \"C\" __global__ void add_one(const __grid_constant__ tensor_map src, const __grid_constant__ tensor_map dst,\n"
    "                                     int tiles_x, int box_x, int box_y) {\n"
    "    extern __shared__ unsigned char pool[];\n"
    "    __shared__ __align__(8) unsigned long long bar;         /* the mbarrier the load completes on */\n"
    "    float *tile = (float *)(((unsigned long long)pool + 1023) & ~1023ull); /* 128-byte swizzle: 1024-aligned */\n"
    "    unsigned bytes = box_x * box_y * 4, b = smem(&bar), done = 0;\n"
    "    int x = (blockIdx.x % tiles_x) * box_x, y = (blockIdx.x / tiles_x) * box_y;  /* the tile's first element */\n"
    "    if (threadIdx.x == 0) {\n"
    "        asm volatile(\"mbarrier.init.shared::cta.b64 [%0], 1;\" :: \"r\"(b) : \"memory\");\n"
    "        asm volatile(\"fence.mbarrier_init.release.cluster;\" ::: \"memory\");\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (threadIdx.x == 0) { /* expect the whole box (zero-filled parts count), then start the copy */\n"
    "        asm volatile(\"mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\" :: \"r\"(b), \"r\"(bytes) : \"memory\");\n"
    "        asm volatile(\"cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\"\n"
    "                     :: \"r\"(smem(tile)), \"l\"(&src), \"r\"(x), \"r\"(y), \"r\"(b) : \"memory\");\n"
    "    }\n"
    "    while (!done) /* every thread waits for phase 0 of the barrier */\n"
    "        asm volatile(\"{\\n\\t.reg .pred p;\\n\\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0;\\n\\tselp.u32 %0, 1, 0, p;\\n\\t}\"\n"
    "                     : \"=r\"(done) : \"r\"(b) : \"memory\");\n"
    "    for (unsigned i = threadIdx.x; i < bytes / 4; i += blockDim.x) tile[i] += 1.0f; /* swizzling moves 16-byte chunks, never splits a float */\n"
    "    asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); /* make the writes visible to the TMA */\n"
    "    __syncthreads();\n"
    "    if (threadIdx.x == 0) {\n"
    "        asm volatile(\"cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];\"\n"
    "                     :: \"l\"(&dst), \"r\"(x), \"r\"(y), \"r\"(smem(tile)) : \"memory\");\n"
    "        asm volatile(\"cp.async.bulk.commit_group;\" ::: \"memory\");\n"
    "        asm volatile(\"cp.async.bulk.wait_group.read 0;\" ::: \"memory\"); /* shared memory must outlive the store's reads */\n"
    "    }\n"
    "}\n";

#define ROWS 300
#define COLS 200
#define BOX_X 32 /* 32 floats = 128 bytes: the widest box a 128-byte swizzle takes */
#define BOX_Y 16

int main(void) {
    static float host[ROWS][COLS], back[ROWS][COLS];
    cudacore_desc desc;
    cudacore_program_desc pd;
    cudacore_program_options opts;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel k;
    cudacore_device_info info;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer bsrc, bdst;
    cudacore_view_desc vd;
    cudacore_view vsrc, vdst;
    cudacore_tensor_map_desc md;
    cudacore_tensor_map msrc, mdst;
    cudacore_launch_config cfg;
    int64_t shape[2] = {ROWS, COLS};
    int ndev = 0, r, c, bad = 0, tiles_x = (COLS + BOX_X - 1) / BOX_X, tiles_y = (ROWS + BOX_Y - 1) / BOX_Y, box_x = BOX_X, box_y = BOX_Y;
    size_t size = 0;

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "tma_copy.cu";
    memset(&opts, 0, sizeof opts);
    CUDACORE_CHECK(cudacore_program_create(&pd, &prog));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        opts.arch = "sm_90";
        CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
        CUDACORE_CHECK(cudacore_object_code_data(code, NULL, &size, NULL));
        printf("compiled add_one to %lu bytes of CUBIN for sm_90\nskipped: no GPU\n", (unsigned long)size);
        CUDACORE_CHECK(cudacore_object_code_destroy(code));
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_device_get_info(0, &info));
    if (info.cc_major < 9) {
        printf("skipped: the TMA needs compute capability 9.0; device 0 (%s) is %d.%d\n", info.name, info.cc_major, info.cc_minor);
        CUDACORE_CHECK(cudacore_program_destroy(prog));
        return 0;
    }
    CUDACORE_CHECK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, &opts, &code));
    CUDACORE_CHECK(cudacore_object_code_get_kernel(code, "add_one", &k));

    /* the tensors, and views that say what they hold */
    for (r = 0; r < ROWS; r++)
        for (c = 0; c < COLS; c++) host[r][c] = (float)(r * COLS + c);
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof host, s, &bsrc));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof host, s, &bdst));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(bsrc, 0, host, sizeof host, s));
    memset(&vd, 0, sizeof vd);
    vd.buffer = bsrc;
    vd.ndim = 2;
    vd.shape = shape; /* row-major: ROWS rows of COLS floats (strides NULL: compact) */
    vd.dtype.code = 2; /* kDLFloat */
    vd.dtype.bits = 32;
    CUDACORE_CHECK(cudacore_view_create(&vd, &vsrc));
    vd.buffer = bdst;
    CUDACORE_CHECK(cudacore_view_create(&vd, &vdst));

    /* the maps: the box in the TMA's order, innermost (columns) first */
    memset(&md, 0, sizeof md);
    md.view = &vsrc;
    md.box[0] = BOX_X;
    md.box[1] = BOX_Y;
    md.swizzle = CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B;
    md.l2_promotion = CUDACORE_CU_TENSOR_MAP_L2_PROMOTION_L2_128B;
    CUDACORE_CHECK(cudacore_tensor_map_encode_tiled(&md, &msrc));
    md.view = &vdst;
    CUDACORE_CHECK(cudacore_tensor_map_encode_tiled(&md, &mdst));

    /* one block per tile; the maps go by value, like any struct argument */
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (unsigned)(tiles_x * tiles_y);
    cfg.block[0] = 128;
    cfg.shared_mem = BOX_X * BOX_Y * 4 + 1024;
    CUDACORE_CHECK(CUDACORE_LAUNCH(s, &cfg, k, CUDACORE_ARG(cudacore_tensor_map, msrc), CUDACORE_ARG(cudacore_tensor_map, mdst),
                                   CUDACORE_ARG(int, tiles_x), CUDACORE_ARG(int, box_x), CUDACORE_ARG(int, box_y)));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(back, bdst, 0, sizeof back, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));

    for (r = 0; r < ROWS; r++)
        for (c = 0; c < COLS; c++)
            if (back[r][c] != host[r][c] + 1.0f && bad++ < 5) printf("FAILED: [%d][%d] = %g, want %g\n", r, c, back[r][c], host[r][c] + 1.0f);
    printf("%s: %d x %d floats moved in %d tiles of %d x %d by the TMA (128-byte swizzle): %s\n", info.name, ROWS, COLS, tiles_x * tiles_y,
           BOX_Y, BOX_X, bad ? "WRONG" : "all correct");

    CUDACORE_CHECK(cudacore_buffer_free(bsrc, s));
    CUDACORE_CHECK(cudacore_buffer_free(bdst, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_kernel_destroy(k));
    CUDACORE_CHECK(cudacore_object_code_destroy(code));
    CUDACORE_CHECK(cudacore_program_destroy(prog));
    return bad ? 1 : 0;
}
