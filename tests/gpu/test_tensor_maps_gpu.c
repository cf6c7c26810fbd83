/* Tensor maps on a real GPU (skipped, counted, without one; TMA needs
   compute capability 9.0): an NVRTC kernel copies a tensor tile by tile with
   TMA (cp.async.bulk.tensor load into shared memory, completion on an
   mbarrier, then a TMA store), for ranks 1 to 5, every swizzle, boxes that
   do not divide the tensor (the load fills zeros, the store clips), a
   padded view, element strides; a second mode writes the shared-memory box
   out as it landed, so that its layout and the zero fill are checked
   element by element; the map goes by value through cudacore_launch and
   through a graph kernel node; address replacement retargets it. Every
   result is checked on the host. (Without a GPU, on the mock driver:
   tests/unit/test_tensor_maps.c.) */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static const char *KSRC =
    "struct __align__(64) tensor_map { unsigned long long opaque[16]; };\n"
    "struct job { int rank, mode; int tiles[5], box[5]; unsigned bytes, box_elems; };\n"
    "__device__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }\n"
    "__device__ void load(const job &j, unsigned dst, const tensor_map *m, const int *c, unsigned bar) {\n"
    "#define LD(D, CO, ...) asm volatile(\"cp.async.bulk.tensor.\" #D \"d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {\" CO \"}], [%2];\" \\\n"
    "        :: \"r\"(dst), \"l\"(m), \"r\"(bar), __VA_ARGS__ : \"memory\")\n"
    "    switch (j.rank) {\n"
    "    case 1: LD(1, \"%3\", \"r\"(c[0])); break;\n"
    "    case 2: LD(2, \"%3, %4\", \"r\"(c[0]), \"r\"(c[1])); break;\n"
    "    case 3: LD(3, \"%3, %4, %5\", \"r\"(c[0]), \"r\"(c[1]), \"r\"(c[2])); break;\n"
    "    case 4: LD(4, \"%3, %4, %5, %6\", \"r\"(c[0]), \"r\"(c[1]), \"r\"(c[2]), \"r\"(c[3])); break;\n"
    "    default: LD(5, \"%3, %4, %5, %6, %7\", \"r\"(c[0]), \"r\"(c[1]), \"r\"(c[2]), \"r\"(c[3]), \"r\"(c[4])); break;\n"
    "    }\n"
    "}\n"
    "__device__ void store(const job &j, const tensor_map *m, const int *c, unsigned src) {\n"
    "#define ST(D, CO, ...) asm volatile(\"cp.async.bulk.tensor.\" #D \"d.global.shared::cta.tile.bulk_group [%0, {\" CO \"}], [%1];\" \\\n"
    "        :: \"l\"(m), \"r\"(src), __VA_ARGS__ : \"memory\")\n"
    "    switch (j.rank) {\n"
    "    case 1: ST(1, \"%2\", \"r\"(c[0])); break;\n"
    "    case 2: ST(2, \"%2, %3\", \"r\"(c[0]), \"r\"(c[1])); break;\n"
    "    case 3: ST(3, \"%2, %3, %4\", \"r\"(c[0]), \"r\"(c[1]), \"r\"(c[2])); break;\n"
    "    case 4: ST(4, \"%2, %3, %4, %5\", \"r\"(c[0]), \"r\"(c[1]), \"r\"(c[2]), \"r\"(c[3])); break;\n"
    "    default: ST(5, \"%2, %3, %4, %5, %6\", \"r\"(c[0]), \"r\"(c[1]), \"r\"(c[2]), \"r\"(c[3]), \"r\"(c[4])); break;\n"
    "    }\n"
    "    asm volatile(\"cp.async.bulk.commit_group;\" ::: \"memory\");\n"
    "    asm volatile(\"cp.async.bulk.wait_group.read 0;\" ::: \"memory\");\n"
    "}\n"
    "/* mode 0: TMA load, TMA store to dst (a copy). mode 1: TMA load, then the\n"
    "   box as it landed in shared memory to raw[blockIdx.x * box_elems ...]. */\n"
    "extern \"C\" __global__ void tma_tiles(const __grid_constant__ tensor_map src, const __grid_constant__ tensor_map dst, job j, unsigned *raw) {\n"
    "    extern __shared__ unsigned char pool[];\n"
    "    __shared__ __align__(8) unsigned long long bar;\n"
    "    unsigned *box = (unsigned *)(((unsigned long long)pool + 1023) & ~1023ull); /* 1024: the 128-byte swizzle's alignment */\n"
    "    int c[5] = {0, 0, 0, 0, 0}, i;\n"
    "    unsigned t = blockIdx.x, b = smem(&bar), done = 0;\n"
    "    for (i = 0; i < j.rank; i++) { c[i] = (int)(t % j.tiles[i]) * j.box[i]; t /= j.tiles[i]; }\n"
    "    if (threadIdx.x == 0) {\n"
    "        asm volatile(\"mbarrier.init.shared::cta.b64 [%0], 1;\" :: \"r\"(b) : \"memory\");\n"
    "        asm volatile(\"fence.mbarrier_init.release.cluster;\" ::: \"memory\");\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (threadIdx.x == 0) {\n"
    "        asm volatile(\"mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\" :: \"r\"(b), \"r\"(j.bytes) : \"memory\");\n"
    "        load(j, smem(box), &src, c, b);\n"
    "    }\n"
    "    while (!done)\n"
    "        asm volatile(\"{\\n\\t.reg .pred p;\\n\\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0;\\n\\tselp.u32 %0, 1, 0, p;\\n\\t}\"\n"
    "                     : \"=r\"(done) : \"r\"(b) : \"memory\");\n"
    "    if (j.mode == 1) {\n"
    "        for (i = threadIdx.x; i < (int)j.box_elems; i += blockDim.x) raw[blockIdx.x * j.box_elems + i] = box[i];\n"
    "        return;\n"
    "    }\n"
    "    if (threadIdx.x == 0) store(j, &dst, c, smem(box));\n"
    "}\n";

/* the kernel's `job`, as C sees it */
typedef struct job {
    int rank, mode;
    int tiles[5], box[5];
    unsigned bytes, box_elems;
} job;

static int ready, hopper;
static cudacore_stream s;
static cudacore_memory_resource mr;
static cudacore_object_code code;
static cudacore_kernel k_tiles;

static void setup(void) {
    cudacore_device_info info;
    cudacore_program_desc pd;
    cudacore_program p;
    NEED_GPU();
    CHECK_OK(cudacore_device_get_info(0, &info));
    hopper = info.cc_major >= 9;
    if (!hopper) SKIP("tensor maps need compute capability 9.0");
    memset(&pd, 0, sizeof pd);
    pd.source = KSRC;
    pd.name = "tensor_maps.cu";
    CHECK_OK(cudacore_program_create(&pd, &p));
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &code));
    CHECK_OK(cudacore_program_destroy(p));
    CHECK_OK(cudacore_object_code_get_kernel(code, "tma_tiles", &k_tiles));
    CHECK_OK(cudacore_kernel_set_max_dynamic_shared_memory(k_tiles, 100 * 1024));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    ready = 1;
}
#define NEED_HOPPER() \
    do { \
        NEED_GPU(); \
        if (!hopper) SKIP("needs compute capability 9.0"); \
        NEED_SETUP_DONE(ready); \
    } while (0)

/*--- tensor maps ---*/
/* One copy case: a tensor of `rank` dims (the driver's order) of 32-bit
   elements, rows padded to `pitch` elements (0: none). */
typedef struct tcase {
    int rank;
    int64_t dims[5];
    uint32_t box[5];
    cudacore_CUtensorMapSwizzle swizzle;
    int pitch;
    uint32_t estride1; /* element stride of dimension 1 (0: 1) */
} tcase;

static uint64_t elems_of(const tcase *c, int64_t *strides) { /* strides in elements, driver order */
    int i;
    strides[0] = 1;
    for (i = 1; i < c->rank; i++) strides[i] = strides[i - 1] * (i == 1 && c->pitch ? c->pitch : c->dims[i - 1]);
    return (uint64_t)(strides[c->rank - 1] * c->dims[c->rank - 1]);
}

/* The view of a tensor in buffer b (row-major: dimensions reversed). */
static cudacore_result view_of(const tcase *c, cudacore_buffer b, const int64_t *st, cudacore_view *v) {
    cudacore_view_desc d;
    int64_t shape[5], strides[5];
    int i;
    for (i = 0; i < c->rank; i++) {
        shape[i] = c->dims[c->rank - 1 - i];
        strides[i] = st[c->rank - 1 - i];
    }
    memset(&d, 0, sizeof d);
    d.buffer = b;
    d.ndim = c->rank;
    d.shape = shape;
    d.strides = strides;
    d.dtype.code = 1; /* uint32 */
    d.dtype.bits = 32;
    d.dtype.lanes = 1;
    return cudacore_view_create(&d, v);
}

/* Host index -> coordinates (driver order). */
static void coords_of(const tcase *c, uint64_t linear, int64_t *co) {
    int i;
    for (i = 0; i < c->rank; i++) {
        co[i] = (int64_t)(linear % (uint64_t)c->dims[i]);
        linear /= (uint64_t)c->dims[i];
    }
}

static int run_copy(const tcase *c, int via_graph) {
    cudacore_buffer bin, bout;
    cudacore_view vin, vout;
    cudacore_tensor_map_desc md;
    cudacore_tensor_map min, mout;
    cudacore_launch_config cfg;
    int64_t st[5], co[5];
    uint64_t n = 1, total, i, tiles = 1, bad = 0;
    unsigned *host, *back;
    cudacore_CUdeviceptr dummy = 0;
    job j;
    void *args[4];
    int d, ok = 1;
    for (d = 0; d < c->rank; d++) n *= (uint64_t)c->dims[d];
    total = elems_of(c, st);
    host = (unsigned *)t_malloc(total * 4);
    back = (unsigned *)t_malloc(total * 4);
    if (!host || !back) return 0;
    for (i = 0; i < total; i++) host[i] = 0xEEEEEEEEu; /* padding */
    for (i = 0; i < n; i++) {
        uint64_t at = 0;
        coords_of(c, i, co);
        for (d = 0; d < c->rank; d++) at += (uint64_t)(co[d] * st[d]);
        host[at] = (unsigned)i + 1;
    }
    if (cudacore_buffer_allocate(mr, total * 4, s, &bin) != CUDACORE_SUCCESS || cudacore_buffer_allocate(mr, total * 4, s, &bout) != CUDACORE_SUCCESS)
        return 0;
    cudacore_buffer_copy_from_host(bin, 0, host, total * 4, s);
    cudacore_buffer_fill(bout, 0, total * 4, 0xFFFFFFFFu, 4, s);
    if (view_of(c, bin, st, &vin) != CUDACORE_SUCCESS || view_of(c, bout, st, &vout) != CUDACORE_SUCCESS) return 0;
    memset(&md, 0, sizeof md);
    md.view = &vin;
    md.swizzle = c->swizzle;
    memset(&j, 0, sizeof j);
    j.rank = c->rank;
    j.bytes = 4;
    for (d = 0; d < c->rank; d++) {
        uint32_t es = d == 1 && c->estride1 ? c->estride1 : 1;
        md.box[d] = c->box[d];
        md.element_strides[d] = es;
        j.box[d] = (int)c->box[d];
        j.tiles[d] = (int)((c->dims[d] + c->box[d] - 1) / c->box[d]);
        j.bytes *= (c->box[d] + es - 1) / es; /* TMA moves ceil(box / stride) elements */
        tiles *= (uint64_t)j.tiles[d];
    }
    if (cudacore_tensor_map_encode_tiled(&md, &min) != CUDACORE_SUCCESS) return 0;
    md.view = &vout;
    if (cudacore_tensor_map_encode_tiled(&md, &mout) != CUDACORE_SUCCESS) return 0;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (unsigned)tiles;
    cfg.block[0] = 128;
    cfg.shared_mem = j.bytes + 1024;
    args[0] = &min;
    args[1] = &mout;
    args[2] = &j;
    args[3] = &dummy;
    if (via_graph) {
        cudacore_graph g;
        cudacore_graph_exec ge;
        cudacore_graph_node node;
        if (cudacore_graph_create(&g) != CUDACORE_SUCCESS || cudacore_graph_add_kernel_node(g, NULL, 0, &cfg, k_tiles, args, 4, &node) != CUDACORE_SUCCESS ||
            cudacore_graph_instantiate(g, NULL, &ge) != CUDACORE_SUCCESS || cudacore_graph_launch(ge, s) != CUDACORE_SUCCESS)
            return 0;
        cudacore_graph_exec_destroy(ge);
        cudacore_graph_destroy(g);
    } else if (cudacore_launch(s, &cfg, k_tiles, args, 4) != CUDACORE_SUCCESS) {
        return 0;
    }
    if (cudacore_buffer_copy_to_host(back, bout, 0, total * 4, s) != CUDACORE_SUCCESS || cudacore_stream_synchronize(s) != CUDACORE_SUCCESS) return 0;
    for (i = 0; i < total; i++) {
        unsigned want = host[i] == 0xEEEEEEEEu ? 0xFFFFFFFFu : host[i]; /* padding untouched */
        if (c->estride1 > 1 && host[i] != 0xEEEEEEEEu) {
            int64_t r = (int64_t)(i / (uint64_t)st[1]) % c->dims[1];
            if ((r % c->box[1]) % c->estride1) want = 0xFFFFFFFFu; /* rows the traversal steps over */
        }
        if (back[i] != want && bad++ < 5) printf("    element %llu: %08x, want %08x\n", (unsigned long long)i, back[i], want);
    }
    if (bad) {
        printf("  rank %d, swizzle %d, box %u x %u ...: %llu wrong elements\n", c->rank, (int)c->swizzle, c->box[0], c->box[1], (unsigned long long)bad);
        ok = 0;
    }
    cudacore_buffer_free(bin, s);
    cudacore_buffer_free(bout, s);
    return ok;
}

static void tma_copies_every_rank_swizzle_and_box(void) {
    static const tcase cases[] = {
        {1, {1000}, {64}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE, 0, 0},
        {2, {100, 37}, {32, 8}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B, 0, 0},
        {2, {64, 64}, {16, 16}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B, 0, 0},
        {2, {40, 20}, {8, 4}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_32B, 0, 0},
        {2, {256, 3}, {256, 1}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE, 0, 0},
        {3, {20, 9, 7}, {8, 4, 2}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE, 24, 0}, /* padded rows */
        {4, {16, 6, 5, 3}, {16, 2, 2, 2}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B, 0, 0},
        {5, {8, 3, 3, 2, 2}, {8, 2, 2, 1, 2}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_32B, 0, 0},
        {5, {36, 5, 4, 3, 2}, {32, 4, 2, 2, 1}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B, 40, 0},
    };
    size_t i;
    NEED_HOPPER();
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (!run_copy(&cases[i], 0)) {
            printf("  case %lu (rank %d) failed: %s\n", (unsigned long)i, cases[i].rank, cudacore_last_error()->message);
            t_case_failed = 1;
        }
    }
}

static void tma_map_through_a_graph_kernel_node(void) {
    static const tcase c = {3, {48, 10, 3}, {16, 4, 2}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_64B, 0, 0};
    NEED_HOPPER();
    if (!run_copy(&c, 1)) {
        printf("  %s\n", cudacore_last_error()->message);
        t_case_failed = 1;
    }
}

/* Element strides: every other row of each box moves. */
static void tma_element_strides(void) {
    static const tcase c = {2, {32, 16}, {16, 8}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_NONE, 0, 2};
    NEED_HOPPER();
    if (!run_copy(&c, 0)) {
        printf("  (element strides: rows at odd offsets within a box were expected untouched)\n");
        t_case_failed = 1;
    }
}

/* Mode 1: the box as it lands in shared memory, zeros outside the tensor. */
static void tma_box_layout_and_zero_fill(void) {
    enum { W = 20, H = 7, BX = 8, BY = 4 }; /* tiles: 3 x 2, the last ones partial */
    cudacore_buffer bin, braw;
    cudacore_view v;
    cudacore_tensor_map_desc md;
    cudacore_tensor_map m;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr praw;
    unsigned host[W * H], raw[6 * BX * BY];
    int64_t st[2] = {1, W};
    tcase c;
    job j;
    void *args[4];
    int i, t, bad = 0;
    NEED_HOPPER();
    memset(&c, 0, sizeof c);
    c.rank = 2;
    c.dims[0] = W;
    c.dims[1] = H;
    for (i = 0; i < W * H; i++) host[i] = (unsigned)i + 1;
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof host, s, &bin));
    CHECK_OK(cudacore_buffer_allocate(mr, sizeof raw, s, &braw));
    CHECK_OK(cudacore_buffer_copy_from_host(bin, 0, host, sizeof host, s));
    CHECK_OK(cudacore_buffer_fill(braw, 0, sizeof raw, 0xFFFFFFFFu, 4, s));
    CHECK_OK(view_of(&c, bin, st, &v));
    memset(&md, 0, sizeof md);
    md.view = &v;
    md.box[0] = BX;
    md.box[1] = BY;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&md, &m));
    memset(&j, 0, sizeof j);
    j.rank = 2;
    j.mode = 1;
    j.tiles[0] = 3;
    j.tiles[1] = 2;
    j.box[0] = BX;
    j.box[1] = BY;
    j.box_elems = BX * BY;
    j.bytes = BX * BY * 4;
    CHECK_OK(cudacore_buffer_native(braw, &praw));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 6;
    cfg.block[0] = 64;
    cfg.shared_mem = j.bytes + 1024;
    args[0] = &m;
    args[1] = &m;
    args[2] = &j;
    args[3] = &praw;
    CHECK_OK(cudacore_launch(s, &cfg, k_tiles, args, 4));
    CHECK_OK(cudacore_buffer_copy_to_host(raw, braw, 0, sizeof raw, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    for (t = 0; t < 6; t++)
        for (i = 0; i < BX * BY; i++) {
            int x = (t % 3) * BX + i % BX, y = (t / 3) * BY + i / BX;
            unsigned want = x < W && y < H ? host[y * W + x] : 0u;
            if (raw[t * BX * BY + i] != want && bad++ < 5) printf("  tile %d element %d: %u, want %u\n", t, i, raw[t * BX * BY + i], want);
        }
    CHECK(bad == 0);
    CHECK_OK(cudacore_buffer_free(bin, s));
    CHECK_OK(cudacore_buffer_free(braw, s));
}

/* The same map retargeted at a second tensor of the same layout. */
static void tma_replace_address(void) {
    static const tcase c = {2, {64, 8}, {32, 8}, CUDACORE_CU_TENSOR_MAP_SWIZZLE_128B, 0, 0};
    cudacore_buffer b1, b2;
    cudacore_view v;
    cudacore_tensor_map_desc md;
    cudacore_tensor_map m;
    cudacore_CUdeviceptr p2;
    int64_t st[5];
    NEED_HOPPER();
    elems_of(&c, st);
    CHECK_OK(cudacore_buffer_allocate(mr, 64 * 8 * 4, s, &b1));
    CHECK_OK(cudacore_buffer_allocate(mr, 64 * 8 * 4 + 256, s, &b2));
    CHECK_OK(view_of(&c, b1, st, &v));
    memset(&md, 0, sizeof md);
    md.view = &v;
    md.box[0] = 32;
    md.box[1] = 8;
    md.swizzle = c.swizzle;
    CHECK_OK(cudacore_tensor_map_encode_tiled(&md, &m));
    CHECK_OK(cudacore_buffer_native(b2, &p2));
    CHECK_OK(cudacore_tensor_map_replace_address(&m, p2 + 256));
    CHECK_ERR(cudacore_tensor_map_replace_address(&m, p2 + 8), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_buffer_free(b1, s));
    CHECK_OK(cudacore_buffer_free(b2, s));
}

static void cleanup(void) {
    NEED_HOPPER();
    CHECK_OK(cudacore_kernel_destroy(k_tiles));
    CHECK_OK(cudacore_object_code_destroy(code));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0 && cudacore_live_objects(CUDACORE_OBJECT_STREAM) == 0);
}

int main(void) {
    RUN(setup);
    RUN(tma_copies_every_rank_swizzle_and_box);
    RUN(tma_map_through_a_graph_kernel_node);
    RUN(tma_element_strides);
    RUN(tma_box_layout_and_zero_fill);
    RUN(tma_replace_address);
    RUN(cleanup);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
