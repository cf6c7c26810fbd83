/* Arrays, textures, surfaces, 3-D and batched copies on a real GPU: texture
   fetches against a host bilinear / point reference (clamp, wrap, mirror,
   border; texel and normalised coordinates; arrays, linear and pitched
   buffers), surface writes read back (2-D, 3-D, layered), every mip level,
   array shapes and formats, 3-D copies of sub-regions (host, buffer, array,
   layered, cubemap, across devices) and batched copies, all byte-exact.
   Skipped, counted, without a GPU. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <math.h>

static const char *KSRC =
    "extern \"C\" __global__ void sample2d(cudaTextureObject_t t, const float2 *at, float *out, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = tex2D<float>(t, at[i].x, at[i].y);\n"
    "}\n"
    "extern \"C\" __global__ void sample2d_u8(cudaTextureObject_t t, const float2 *at, unsigned int *out, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = tex2D<unsigned char>(t, at[i].x, at[i].y);\n"
    "}\n"
    "extern \"C\" __global__ void fetch1d(cudaTextureObject_t t, float *out, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = tex1Dfetch<float>(t, i);\n"
    "}\n"
    "extern \"C\" __global__ void lod(cudaTextureObject_t t, float *out, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) out[i] = tex2DLod<float>(t, 0.5f, 0.5f, (float)i);\n"
    "}\n"
    "extern \"C\" __global__ void write2d(cudaSurfaceObject_t s, int w, int h) {\n"
    "    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;\n"
    "    if (x < w && y < h) surf2Dwrite(x * 1000 + y, s, x * 4, y);\n"
    "}\n"
    "extern \"C\" __global__ void read2d(cudaSurfaceObject_t s, int *out, int w, int h) {\n"
    "    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y, v;\n"
    "    if (x < w && y < h) { surf2Dread(&v, s, x * 4, y); out[y * w + x] = v; }\n"
    "}\n"
    "extern \"C\" __global__ void write3d(cudaSurfaceObject_t s, int w, int h, int d, int layered) {\n"
    "    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y, z = blockIdx.z;\n"
    "    if (x >= w || y >= h || z >= d) return;\n"
    "    if (layered) surf2DLayeredwrite(z * 1000000 + x * 1000 + y, s, x * 4, y, z);\n"
    "    else surf3Dwrite(z * 1000000 + x * 1000 + y, s, x * 4, y, z);\n"
    "}\n";

static cudacore_object_code g_code;
static cudacore_stream g_s;
static cudacore_memory_resource g_mr, g_pinned;

/* each kernel looked up once (a lookup makes a handle) */
static cudacore_kernel kern(const char *name) {
    static const char *names[8];
    static cudacore_kernel ks[8];
    int i;
    for (i = 0; i < 8 && names[i]; i++)
        if (!strcmp(names[i], name)) return ks[i];
    if (i == 8) abort();
    names[i] = name;
    ks[i].id = 0;
    cudacore_object_code_get_kernel(g_code, name, &ks[i]);
    return ks[i];
}

/* once: the kernels, a stream, the default and a pinned resource */
static void setup(void) {
    cudacore_program_desc d;
    cudacore_program p;
    NEED_GPU();
    memset(&d, 0, sizeof d);
    d.source = KSRC;
    d.name = "test_arrays_gpu.cu";
    CHECK_OK(cudacore_program_create(&d, &p));
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, NULL, &g_code));
    CHECK_OK(cudacore_program_destroy(p));
    CHECK_OK(cudacore_stream_create(NULL, &g_s));
    CHECK_OK(cudacore_device_memory_resource(0, &g_mr));
    CHECK_OK(cudacore_pinned_memory_resource_create(NULL, &g_pinned));
}
#define NEED_SETUP() \
    do { \
        NEED_GPU(); \
        NEED_SETUP_DONE(g_code.id); \
    } while (0)

static float hashf(unsigned i) {
    i = (i ^ 61u) ^ (i >> 16);
    i *= 9u;
    i ^= i >> 4;
    i *= 0x27d4eb2du;
    i ^= i >> 15;
    return (float)(i % 1000u) / 999.0f;
}

/* host reference of one 2-D float texture fetch */
typedef struct ref_tex {
    const float *img;
    int w, h;
    cudacore_address_mode mode;
    int linear, normalized;
    float border;
} ref_tex;
static float ref_texel(const ref_tex *r, int x, int y) {
    int c[2], n[2], k;
    c[0] = x, c[1] = y, n[0] = r->w, n[1] = r->h;
    for (k = 0; k < 2; k++) {
        int v = c[k], m = n[k];
        switch (r->mode) {
            case CUDACORE_ADDRESS_CLAMP: v = v < 0 ? 0 : v >= m ? m - 1 : v; break;
            case CUDACORE_ADDRESS_WRAP: v = ((v % m) + m) % m; break;
            case CUDACORE_ADDRESS_MIRROR: v = ((v % (2 * m)) + 2 * m) % (2 * m); v = v >= m ? 2 * m - 1 - v : v; break;
            case CUDACORE_ADDRESS_BORDER: if (v < 0 || v >= m) return r->border; break;
        }
        c[k] = v;
    }
    return r->img[c[1] * r->w + c[0]];
}
static float ref_fetch(const ref_tex *r, float u, float v) {
    float x = r->normalized ? u * r->w : u, y = r->normalized ? v * r->h : v;
    if (!r->linear) return ref_texel(r, (int)floorf(x), (int)floorf(y));
    {
        float xb = x - 0.5f, yb = y - 0.5f;
        int x0 = (int)floorf(xb), y0 = (int)floorf(yb);
        float a = xb - x0, b = yb - y0;
        return (1 - a) * (1 - b) * ref_texel(r, x0, y0) + a * (1 - b) * ref_texel(r, x0 + 1, y0) + (1 - a) * b * ref_texel(r, x0, y0 + 1) +
               a * b * ref_texel(r, x0 + 1, y0 + 1);
    }
}

enum { NPTS = 500 };
/* Samples t at NPTS points (u, v) with kernel sample2d; returns the worst
   difference from the reference, or -1 on a failed call. */
static float sample_and_compare(cudacore_texture t, const ref_tex *r, float lo_u, float hi_u, float lo_v, float hi_v) {
    static float at[NPTS * 2], got[NPTS];
    cudacore_buffer bat, bout;
    cudacore_CUtexObject th;
    cudacore_CUdeviceptr pat, pout;
    cudacore_launch_config cfg;
    float worst = 0;
    int i, n = NPTS;
    for (i = 0; i < NPTS; i++) {
        at[2 * i] = lo_u + (hi_u - lo_u) * hashf(3 * i + 1);
        at[2 * i + 1] = lo_v + (hi_v - lo_v) * hashf(3 * i + 2);
        if (!r->linear) { /* point sampling: keep away from texel edges, where the unit's fixed-point coordinates may round across */
            float su = r->normalized ? (float)r->w : 1, sv = r->normalized ? (float)r->h : 1;
            at[2 * i] = (floorf(at[2 * i] * su) + 0.25f + 0.5f * hashf(3 * i + 3)) / su;
            at[2 * i + 1] = (floorf(at[2 * i + 1] * sv) + 0.25f + 0.5f * hashf(3 * i + 4)) / sv;
        }
    }
    if (cudacore_buffer_allocate(g_mr, sizeof at, g_s, &bat) || cudacore_buffer_allocate(g_mr, sizeof got, g_s, &bout)) return -1;
    if (cudacore_buffer_copy_from_host(bat, 0, at, sizeof at, g_s) || cudacore_texture_native(t, &th)) return -1;
    cudacore_buffer_native(bat, &pat);
    cudacore_buffer_native(bout, &pout);
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (NPTS + 127) / 128;
    cfg.block[0] = 128;
    if (CUDACORE_LAUNCH(g_s, &cfg, kern("sample2d"), CUDACORE_ARG(cudacore_CUtexObject, th), CUDACORE_ARG(cudacore_CUdeviceptr, pat),
                        CUDACORE_ARG(cudacore_CUdeviceptr, pout), CUDACORE_ARG(int, n)))
        return -1;
    if (cudacore_buffer_copy_to_host(got, bout, 0, sizeof got, g_s) || cudacore_stream_synchronize(g_s)) return -1;
    for (i = 0; i < NPTS; i++) {
        float d = fabsf(got[i] - ref_fetch(r, at[2 * i], at[2 * i + 1]));
        if (d > worst) worst = d;
    }
    cudacore_buffer_free(bat, g_s);
    cudacore_buffer_free(bout, g_s);
    return worst;
}

static cudacore_array make_array(cudacore_CUarray_format f, unsigned ch, size_t w, size_t h, size_t d, int surface) {
    cudacore_array_desc ad;
    cudacore_array a;
    memset(&ad, 0, sizeof ad);
    ad.format = f;
    ad.num_channels = ch;
    ad.width = w;
    ad.height = h;
    ad.depth = d;
    ad.surface_load_store = surface;
    a.id = 0;
    if (cudacore_array_create(&ad, &a) != CUDACORE_SUCCESS) cudacore_print_error(stdout);
    return a;
}

/*--- fetches against the host reference ---*/
static void fetches_match_the_host(void) {
    enum { W = 19, H = 13 };
    static float img[W * H];
    static unsigned char img8[W * H];
    static const float tol = 1.0f / 128; /* 8-bit fractional filter weights */
    cudacore_texture_desc td;
    cudacore_texture t;
    cudacore_array a, a8;
    ref_tex r;
    float e;
    int i;
    NEED_SETUP();
    for (i = 0; i < W * H; i++) img[i] = hashf((unsigned)i + 7);
    for (i = 0; i < W * H; i++) img8[i] = (unsigned char)(i * 29 % 251);
    a = make_array(CUDACORE_CU_AD_FORMAT_FLOAT, 1, W, H, 0, 0);
    CHECK(a.id != 0);
    CHECK_OK(cudacore_array_copy_from(a, (cudacore_buffer){0}, img, g_s));
    memset(&r, 0, sizeof r);
    r.img = img;
    r.w = W;
    r.h = H;
    /* bilinear, texel coordinates, clamped (also outside the image) */
    memset(&td, 0, sizeof td);
    td.array = a;
    td.filter = CUDACORE_FILTER_LINEAR;
    CHECK_OK(cudacore_texture_create(&td, &t));
    r.linear = 1;
    e = sample_and_compare(t, &r, -3, W + 3, -2, H + 2);
    printf("  bilinear clamp, texel coordinates: worst %.6f\n", (double)e);
    CHECK(e >= 0 && e <= tol);
    CHECK_OK(cudacore_texture_destroy(t));
    /* bilinear, normalised, wrap */
    td.normalized_coords = 1;
    td.address_mode[0] = td.address_mode[1] = CUDACORE_ADDRESS_WRAP;
    CHECK_OK(cudacore_texture_create(&td, &t));
    r.normalized = 1;
    r.mode = CUDACORE_ADDRESS_WRAP;
    e = sample_and_compare(t, &r, -1.3f, 2.4f, -0.7f, 1.9f);
    printf("  bilinear wrap, normalised: worst %.6f\n", (double)e);
    CHECK(e >= 0 && e <= tol);
    CHECK_OK(cudacore_texture_destroy(t));
    /* point, normalised, mirror */
    td.filter = CUDACORE_FILTER_POINT;
    td.address_mode[0] = td.address_mode[1] = CUDACORE_ADDRESS_MIRROR;
    CHECK_OK(cudacore_texture_create(&td, &t));
    r.linear = 0;
    r.mode = CUDACORE_ADDRESS_MIRROR;
    e = sample_and_compare(t, &r, -1.3f, 2.4f, -0.7f, 1.9f);
    printf("  point mirror, normalised: worst %.6f\n", (double)e);
    CHECK(e == 0);
    CHECK_OK(cudacore_texture_destroy(t));
    /* bilinear, texel coordinates, border colour */
    memset(&td, 0, sizeof td);
    td.array = a;
    td.filter = CUDACORE_FILTER_LINEAR;
    td.address_mode[0] = td.address_mode[1] = CUDACORE_ADDRESS_BORDER;
    td.border_color[0] = td.border_color[1] = td.border_color[2] = td.border_color[3] = 0.25f;
    CHECK_OK(cudacore_texture_create(&td, &t));
    r.linear = 1;
    r.normalized = 0;
    r.mode = CUDACORE_ADDRESS_BORDER;
    r.border = 0.25f;
    e = sample_and_compare(t, &r, -3, W + 3, -2, H + 2);
    printf("  bilinear border 0.25: worst %.6f\n", (double)e);
    CHECK(e >= 0 && e <= tol);
    CHECK_OK(cudacore_texture_destroy(t));
    /* 8-bit texels read as integers, point sampled: exact */
    a8 = make_array(CUDACORE_CU_AD_FORMAT_UNSIGNED_INT8, 1, W, H, 0, 0);
    CHECK(a8.id != 0);
    CHECK_OK(cudacore_array_copy_from(a8, (cudacore_buffer){0}, img8, g_s));
    memset(&td, 0, sizeof td);
    td.array = a8;
    CHECK_OK(cudacore_texture_create(&td, &t));
    {
        static float at[NPTS * 2];
        static unsigned int got[NPTS];
        cudacore_buffer bat, bout;
        cudacore_CUdeviceptr pat, pout;
        cudacore_CUtexObject th;
        cudacore_launch_config cfg;
        int n = NPTS, bad = 0;
        for (i = 0; i < NPTS; i++) { /* texel coordinates away from texel edges */
            at[2 * i] = floorf(W * 0.999f * hashf(5 * i + 1)) + 0.25f + 0.5f * hashf(5 * i + 3);
            at[2 * i + 1] = floorf(H * 0.999f * hashf(5 * i + 2)) + 0.25f + 0.5f * hashf(5 * i + 4);
        }
        CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof at, g_s, &bat));
        CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof got, g_s, &bout));
        CHECK_OK(cudacore_buffer_copy_from_host(bat, 0, at, sizeof at, g_s));
        CHECK_OK(cudacore_buffer_native(bat, &pat));
        CHECK_OK(cudacore_buffer_native(bout, &pout));
        CHECK_OK(cudacore_texture_native(t, &th));
        memset(&cfg, 0, sizeof cfg);
        cfg.grid[0] = (NPTS + 127) / 128;
        cfg.block[0] = 128;
        CHECK_OK(CUDACORE_LAUNCH(g_s, &cfg, kern("sample2d_u8"), CUDACORE_ARG(cudacore_CUtexObject, th), CUDACORE_ARG(cudacore_CUdeviceptr, pat),
                                 CUDACORE_ARG(cudacore_CUdeviceptr, pout), CUDACORE_ARG(int, n)));
        CHECK_OK(cudacore_buffer_copy_to_host(got, bout, 0, sizeof got, g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s));
        for (i = 0; i < NPTS; i++) bad += got[i] != img8[(int)at[2 * i + 1] * W + (int)at[2 * i]];
        CHECK(bad == 0);
        CHECK_OK(cudacore_buffer_free(bat, g_s));
        CHECK_OK(cudacore_buffer_free(bout, g_s));
    }
    /* the array is in use while the texture lives */
    CHECK_ERR(cudacore_array_destroy(a8), CUDACORE_ERROR_IN_USE);
    CHECK_OK(cudacore_texture_destroy(t));
    CHECK_OK(cudacore_array_destroy(a8));
    CHECK_OK(cudacore_array_destroy(a));
}

/*--- textures over buffers ---*/
static void linear_and_pitched_textures(void) {
    enum { N = 1000, W = 30, H = 17 };
    static float lin[N], got[N], img[W * H];
    cudacore_texture_desc td;
    cudacore_texture t;
    cudacore_buffer b, out, img_buf;
    cudacore_CUtexObject th;
    cudacore_CUdeviceptr pout;
    cudacore_launch_config cfg;
    cudacore_copy_2d_desc c2;
    ref_tex r;
    size_t pitch;
    int i, n = N, align = 0;
    float e;
    NEED_SETUP();
    for (i = 0; i < N; i++) lin[i] = (float)i * 0.5f - 3;
    CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof lin + 256, g_s, &b));
    CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof got, g_s, &out));
    CHECK_OK(cudacore_buffer_copy_from_host(b, 0, lin, sizeof lin, g_s));
    memset(&td, 0, sizeof td);
    td.buffer = b;
    td.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    td.size = sizeof lin;
    CHECK_OK(cudacore_texture_create(&td, &t));
    CHECK_OK(cudacore_texture_native(t, &th));
    CHECK_OK(cudacore_buffer_native(out, &pout));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (N + 127) / 128;
    cfg.block[0] = 128;
    CHECK_OK(CUDACORE_LAUNCH(g_s, &cfg, kern("fetch1d"), CUDACORE_ARG(cudacore_CUtexObject, th), CUDACORE_ARG(cudacore_CUdeviceptr, pout),
                             CUDACORE_ARG(int, n)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, out, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(memcmp(got, lin, sizeof lin) == 0);
    CHECK_OK(cudacore_texture_destroy(t));
    /* an offset the device cannot texture from */
    td.offset = 4;
    td.size = 64;
    CHECK_ERR(cudacore_texture_create(&td, &t), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "texture_alignment") != NULL);
    /* a pitched 2-D image, sampled bilinearly */
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT, &align));
    CHECK(align > 0);
    pitch = ((W * sizeof(float) + (size_t)align - 1) / (size_t)align) * (size_t)align;
    for (i = 0; i < W * H; i++) img[i] = hashf((unsigned)i * 3 + 1);
    CHECK_OK(cudacore_buffer_allocate(g_mr, pitch * H, g_s, &img_buf));
    memset(&c2, 0, sizeof c2);
    c2.dst = img_buf;
    c2.dst_pitch = pitch;
    c2.src_host = img;
    c2.src_pitch = W * sizeof(float);
    c2.width = W * sizeof(float);
    c2.height = H;
    CHECK_OK(cudacore_copy_2d(&c2, g_s));
    memset(&td, 0, sizeof td);
    td.buffer = img_buf;
    td.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    td.width = W;
    td.height = H;
    td.pitch = pitch;
    td.filter = CUDACORE_FILTER_LINEAR;
    CHECK_OK(cudacore_texture_create(&td, &t));
    memset(&r, 0, sizeof r);
    r.img = img;
    r.w = W;
    r.h = H;
    r.linear = 1;
    e = sample_and_compare(t, &r, -1, W + 1, -1, H + 1);
    printf("  pitched bilinear: worst %.6f (pitch %lu)\n", (double)e, (unsigned long)pitch);
    CHECK(e >= 0 && e <= 1.0f / 128);
    CHECK_OK(cudacore_texture_destroy(t));
    if (pitch % 2 == 0 && (pitch / 2) % (size_t)align) { /* a pitch off the device's alignment */
        td.pitch = pitch / 2 + 4;
        td.height = 2;
        CHECK_ERR(cudacore_texture_create(&td, &t), CUDACORE_ERROR_INVALID_ARGUMENT);
    }
    CHECK_OK(cudacore_buffer_free(img_buf, g_s));
    CHECK_OK(cudacore_buffer_free(b, g_s));
    CHECK_OK(cudacore_buffer_free(out, g_s));
}

/*--- surfaces ---*/
static void surface_writes_read_back(void) {
    enum { W = 37, H = 11, D = 5 };
    static int got[W * H * D], via[W * H];
    cudacore_array a, a3, al;
    cudacore_array_desc ad;
    cudacore_surface s, s3, sl;
    cudacore_CUsurfObject sh;
    cudacore_buffer out;
    cudacore_CUdeviceptr pout;
    cudacore_launch_config cfg;
    int x, y, z, bad = 0, w = W, h = H, d = D, zero = 0, one = 1;
    NEED_SETUP();
    a = make_array(CUDACORE_CU_AD_FORMAT_SIGNED_INT32, 1, W, H, 0, 1);
    CHECK(a.id != 0);
    CHECK_OK(cudacore_surface_create(a, &s));
    CHECK_OK(cudacore_surface_native(s, &sh));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (W + 31) / 32;
    cfg.grid[1] = H;
    cfg.grid[2] = 1;
    cfg.block[0] = 32;
    cfg.block[1] = cfg.block[2] = 1;
    CHECK_OK(CUDACORE_LAUNCH(g_s, &cfg, kern("write2d"), CUDACORE_ARG(cudacore_CUsurfObject, sh), CUDACORE_ARG(int, w), CUDACORE_ARG(int, h)));
    CHECK_OK(cudacore_array_copy_to((cudacore_buffer){0}, got, a, g_s));
    /* and read back through the surface too */
    CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof via, g_s, &out));
    CHECK_OK(cudacore_buffer_native(out, &pout));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &cfg, kern("read2d"), CUDACORE_ARG(cudacore_CUsurfObject, sh), CUDACORE_ARG(cudacore_CUdeviceptr, pout),
                             CUDACORE_ARG(int, w), CUDACORE_ARG(int, h)));
    CHECK_OK(cudacore_buffer_copy_to_host(via, out, 0, sizeof via, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) bad += got[y * W + x] != x * 1000 + y || via[y * W + x] != x * 1000 + y;
    CHECK(bad == 0);
    /* 3-D and 2-D layered */
    a3 = make_array(CUDACORE_CU_AD_FORMAT_SIGNED_INT32, 1, W, H, D, 1);
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_SIGNED_INT32;
    ad.width = W;
    ad.height = H;
    ad.layers = D;
    ad.surface_load_store = 1;
    CHECK_OK(cudacore_array_create(&ad, &al));
    CHECK(a3.id != 0);
    CHECK_OK(cudacore_surface_create(a3, &s3));
    CHECK_OK(cudacore_surface_create(al, &sl));
    cfg.grid[2] = D;
    CHECK_OK(cudacore_surface_native(s3, &sh));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &cfg, kern("write3d"), CUDACORE_ARG(cudacore_CUsurfObject, sh), CUDACORE_ARG(int, w), CUDACORE_ARG(int, h),
                             CUDACORE_ARG(int, d), CUDACORE_ARG(int, zero)));
    CHECK_OK(cudacore_array_copy_to((cudacore_buffer){0}, got, a3, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (z = 0; z < D; z++)
        for (y = 0; y < H; y++)
            for (x = 0; x < W; x++) bad += got[(z * H + y) * W + x] != z * 1000000 + x * 1000 + y;
    CHECK(bad == 0);
    memset(got, 0, sizeof got);
    CHECK_OK(cudacore_surface_native(sl, &sh));
    CHECK_OK(CUDACORE_LAUNCH(g_s, &cfg, kern("write3d"), CUDACORE_ARG(cudacore_CUsurfObject, sh), CUDACORE_ARG(int, w), CUDACORE_ARG(int, h),
                             CUDACORE_ARG(int, d), CUDACORE_ARG(int, one)));
    CHECK_OK(cudacore_array_copy_to((cudacore_buffer){0}, got, al, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (z = 0; z < D; z++)
        for (y = 0; y < H; y++)
            for (x = 0; x < W; x++) bad += got[(z * H + y) * W + x] != z * 1000000 + x * 1000 + y;
    CHECK(bad == 0);
    /* a surface needs surface_load_store */
    {
        cudacore_array plain = make_array(CUDACORE_CU_AD_FORMAT_FLOAT, 1, 8, 8, 0, 0);
        cudacore_surface no;
        CHECK_ERR(cudacore_surface_create(plain, &no), CUDACORE_ERROR_INVALID_ARGUMENT);
        CHECK_OK(cudacore_array_destroy(plain));
    }
    CHECK_ERR(cudacore_array_destroy(a3), CUDACORE_ERROR_IN_USE);
    CHECK_OK(cudacore_surface_destroy(s));
    CHECK_OK(cudacore_surface_destroy(s3));
    CHECK_OK(cudacore_surface_destroy(sl));
    CHECK_OK(cudacore_array_destroy(a));
    CHECK_OK(cudacore_array_destroy(a3));
    CHECK_OK(cudacore_array_destroy(al));
    CHECK_OK(cudacore_buffer_free(out, g_s));
}

/*--- mipmapped arrays ---*/
static void mip_levels(void) {
    enum { W = 64, H = 32, L = 7 };
    static float level_img[W * H], got[L];
    cudacore_array_desc ad;
    cudacore_mipmapped_array m;
    cudacore_array lv, again;
    cudacore_array_info info;
    cudacore_texture_desc td;
    cudacore_texture t;
    cudacore_CUtexObject th;
    cudacore_buffer out;
    cudacore_CUdeviceptr pout;
    cudacore_launch_config cfg;
    unsigned int n = 0, l;
    int i, nl = L;
    NEED_SETUP();
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    ad.width = W;
    ad.height = H;
    CHECK_OK(cudacore_mipmapped_array_create(&ad, 0, &m)); /* the full chain: 64x32 ... 1x1 */
    CHECK_OK(cudacore_mipmapped_array_get_info(m, &n, &info));
    CHECK(n == L && info.width == W && info.height == H);
    for (l = 0; l < L; l++) {
        size_t w = W >> l ? W >> l : 1, h = H >> l ? H >> l : 1;
        CHECK_OK(cudacore_mipmapped_array_level(m, l, &lv));
        CHECK_OK(cudacore_mipmapped_array_level(m, l, &again));
        CHECK(lv.id == again.id);
        CHECK_OK(cudacore_array_get_info(lv, &info));
        CHECK(info.width == w && info.height == h && info.level == (int)l && !info.owned);
        for (i = 0; i < (int)(w * h); i++) level_img[i] = 10.0f * l + 1;
        CHECK_OK(cudacore_array_copy_from(lv, (cudacore_buffer){0}, level_img, g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s)); /* level_img is reused */
    }
    CHECK_ERR(cudacore_mipmapped_array_level(m, L, &lv), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(lv.id == 0); /* a failed call zeroes its out-parameters */
    CHECK_OK(cudacore_mipmapped_array_level(m, L - 1, &lv));
    CHECK_ERR(cudacore_array_destroy(lv), CUDACORE_ERROR_INVALID_ARGUMENT); /* a level goes with its owner */
    memset(&td, 0, sizeof td);
    td.mipmapped_array = m;
    CHECK_ERR(cudacore_texture_create(&td, &t), CUDACORE_ERROR_INVALID_ARGUMENT); /* needs normalized_coords */
    td.normalized_coords = 1; /* clamps 0 and 0: every level */
    CHECK_OK(cudacore_texture_create(&td, &t));
    CHECK_OK(cudacore_texture_native(t, &th));
    CHECK_OK(cudacore_buffer_allocate(g_mr, sizeof got, g_s, &out));
    CHECK_OK(cudacore_buffer_native(out, &pout));
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = 1;
    cfg.block[0] = 32;
    CHECK_OK(CUDACORE_LAUNCH(g_s, &cfg, kern("lod"), CUDACORE_ARG(cudacore_CUtexObject, th), CUDACORE_ARG(cudacore_CUdeviceptr, pout),
                             CUDACORE_ARG(int, nl)));
    CHECK_OK(cudacore_buffer_copy_to_host(got, out, 0, sizeof got, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (l = 0; l < L; l++) {
        if (got[l] != 10.0f * l + 1) printf("  level %u read %g\n", l, (double)got[l]);
        CHECK(got[l] == 10.0f * l + 1);
    }
    CHECK_ERR(cudacore_mipmapped_array_destroy(m), CUDACORE_ERROR_IN_USE);
    CHECK_OK(cudacore_texture_destroy(t));
    CHECK_OK(cudacore_mipmapped_array_destroy(m));
    CHECK_ERR(cudacore_array_get_info(lv, &info), CUDACORE_ERROR_INVALID_HANDLE); /* levels went with it */
    CHECK_OK(cudacore_mipmapped_array_create(&ad, 3, &m));
    CHECK_OK(cudacore_mipmapped_array_get_info(m, &n, NULL));
    CHECK(n == 3);
    CHECK_OK(cudacore_mipmapped_array_destroy(m));
    CHECK_OK(cudacore_buffer_free(out, g_s));
}

/*--- shapes, formats, limits ---*/
static void array_shapes_formats_and_limits(void) {
    static const struct { cudacore_CUarray_format f; unsigned ch; size_t elem; } fmts[] = {
        {CUDACORE_CU_AD_FORMAT_UNSIGNED_INT8, 1, 1}, {CUDACORE_CU_AD_FORMAT_UNSIGNED_INT16, 2, 4}, {CUDACORE_CU_AD_FORMAT_UNSIGNED_INT32, 4, 16},
        {CUDACORE_CU_AD_FORMAT_SIGNED_INT8, 4, 4},   {CUDACORE_CU_AD_FORMAT_SIGNED_INT16, 1, 2},   {CUDACORE_CU_AD_FORMAT_SIGNED_INT32, 2, 8},
        {CUDACORE_CU_AD_FORMAT_HALF, 4, 8},          {CUDACORE_CU_AD_FORMAT_FLOAT, 2, 8},          {CUDACORE_CU_AD_FORMAT_UNORM_INT8X4, 0, 4},
        {CUDACORE_CU_AD_FORMAT_SNORM_INT16X2, 0, 4}, {CUDACORE_CU_AD_FORMAT_UNORM_INT_101010_2, 0, 4}, {CUDACORE_CU_AD_FORMAT_BC1_UNORM, 0, 8},
        {CUDACORE_CU_AD_FORMAT_BC7_UNORM_SRGB, 0, 16},
    };
    cudacore_array_desc ad;
    cudacore_array a;
    cudacore_array_info info;
    size_t i;
    int max1d = 0, sparse = 0, deferred = 0;
    NEED_SETUP();
    for (i = 0; i < sizeof fmts / sizeof fmts[0]; i++) {
        memset(&ad, 0, sizeof ad);
        ad.format = fmts[i].f;
        ad.num_channels = fmts[i].ch;
        ad.width = ad.height = 16;
        if (cudacore_array_create(&ad, &a) != CUDACORE_SUCCESS) {
            printf("  format 0x%x x%u:\n", (unsigned)fmts[i].f, fmts[i].ch);
            cudacore_print_error(stdout);
            CHECK(0);
        }
        CHECK_OK(cudacore_array_get_info(a, &info));
        CHECK(info.format == fmts[i].f && info.element_size == fmts[i].elem && info.owned == 1 && info.level == -1);
        CHECK_OK(cudacore_array_destroy(a));
    }
    /* shapes: 1-D layered, 2-D layered, cubemap, layered cubemap */
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    ad.width = 16;
    ad.layers = 3;
    CHECK_OK(cudacore_array_create(&ad, &a));
    CHECK_OK(cudacore_array_get_info(a, &info));
    CHECK(info.layers == 3 && info.height == 0 && info.depth == 0 && !info.cubemap && info.size_bytes == 16 * 3 * 4);
    CHECK_OK(cudacore_array_destroy(a));
    ad.height = 8;
    CHECK_OK(cudacore_array_create(&ad, &a));
    CHECK_OK(cudacore_array_get_info(a, &info));
    CHECK(info.layers == 3 && info.height == 8 && info.size_bytes == 16 * 8 * 3 * 4);
    CHECK_OK(cudacore_array_destroy(a));
    ad.height = 0;
    ad.layers = 0;
    ad.cubemap = 1;
    CHECK_OK(cudacore_array_create(&ad, &a));
    CHECK_OK(cudacore_array_get_info(a, &info));
    CHECK(info.cubemap && info.layers == 0 && info.width == 16 && info.height == 16 && info.size_bytes == 16 * 16 * 6 * 4);
    CHECK_OK(cudacore_array_destroy(a));
    ad.layers = 2;
    CHECK_OK(cudacore_array_create(&ad, &a));
    CHECK_OK(cudacore_array_get_info(a, &info));
    CHECK(info.cubemap && info.layers == 2 && info.size_bytes == 16 * 16 * 12 * 4);
    CHECK_OK(cudacore_array_destroy(a));
    /* the device's limits are checked before the driver */
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH, &max1d));
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    ad.width = (size_t)max1d + 1;
    CHECK_ERR(cudacore_array_create(&ad, &a), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "maximum_texture1d_width") != NULL);
    /* sparse and deferred mapping follow the device's attributes */
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED, &sparse));
    CHECK_OK(cudacore_device_attribute(0, CUDACORE_CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED, &deferred));
    ad.width = 256;
    ad.height = 256;
    ad.sparse = 1;
    if (sparse) {
        CHECK_OK(cudacore_array_create(&ad, &a));
        CHECK_OK(cudacore_array_get_info(a, &info));
        CHECK(info.flags & CUDACORE_CUDA_ARRAY3D_SPARSE);
        CHECK_OK(cudacore_array_destroy(a));
    } else {
        CHECK_ERR(cudacore_array_create(&ad, &a), CUDACORE_ERROR_NOT_SUPPORTED);
    }
    ad.sparse = 0;
    ad.deferred_mapping = 1;
    if (deferred) {
        CHECK_OK(cudacore_array_create(&ad, &a));
        CHECK_OK(cudacore_array_destroy(a));
    } else {
        CHECK_ERR(cudacore_array_create(&ad, &a), CUDACORE_ERROR_NOT_SUPPORTED);
    }
    printf("  sparse arrays %s, deferred mapping %s on device 0\n", sparse ? "supported" : "not supported", deferred ? "supported" : "not supported");
}

/*--- 3-D copies ---*/
static void copies_3d(void) {
    enum { W = 20, H = 10, D = 6, E = 4 }; /* UNSIGNED_INT16 x 2: 4-byte elements */
    static unsigned char model[W * H * D * E], got[W * H * D * E], src[40 * 6 * 3], buf_host[32 * 5 * 2];
    cudacore_array a, a2, lay, cube;
    cudacore_array_desc ad;
    cudacore_copy_3d_desc c;
    cudacore_buffer b;
    size_t i, x, y, z;
    NEED_SETUP();
    a = make_array(CUDACORE_CU_AD_FORMAT_UNSIGNED_INT16, 2, W, H, D, 0);
    a2 = make_array(CUDACORE_CU_AD_FORMAT_UNSIGNED_INT16, 2, W, H, D, 0);
    CHECK(a.id && a2.id);
    memset(model, 0, sizeof model);
    CHECK_OK(cudacore_array_copy_from(a, (cudacore_buffer){0}, model, g_s));
    CHECK_OK(cudacore_array_copy_from(a2, (cudacore_buffer){0}, model, g_s));
    /* host -> array: a 7 x 5 x 3 box at (3, 2, 1), from rows of 40 bytes, 6 rows a slice */
    for (i = 0; i < sizeof src; i++) src[i] = (unsigned char)(i * 13 + 1);
    memset(&c, 0, sizeof c);
    c.src.host = src;
    c.src.pitch = 40;
    c.src.rows = 6;
    c.dst.array = a;
    c.dst.x = 3;
    c.dst.y = 2;
    c.dst.z = 1;
    c.width = 7;
    c.height = 5;
    c.depth = 3;
    CHECK_OK(cudacore_copy_3d(&c, g_s));
    for (z = 0; z < 3; z++)
        for (y = 0; y < 5; y++) memcpy(model + (((1 + z) * H + 2 + y) * W + 3) * E, src + (z * 6 + y) * 40, 7 * E);
    CHECK_OK(cudacore_array_copy_to((cudacore_buffer){0}, got, a, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(memcmp(got, model, sizeof model) == 0);
    /* array -> buffer: a 6 x 4 x 2 box at (5, 1, 2) into rows of 32 bytes, 5 a slice, at offset 16 */
    CHECK_OK(cudacore_buffer_allocate(g_mr, 16 + 32 * 5 * 2, g_s, &b));
    CHECK_OK(cudacore_buffer_fill(b, 0, 16 + 32 * 5 * 2, 0, 1, g_s));
    memset(&c, 0, sizeof c);
    c.src.array = a;
    c.src.x = 5;
    c.src.y = 1;
    c.src.z = 2;
    c.dst.buffer = b;
    c.dst.offset = 16;
    c.dst.pitch = 32;
    c.dst.rows = 5;
    c.width = 6;
    c.height = 4;
    c.depth = 2;
    CHECK_OK(cudacore_copy_3d(&c, g_s));
    CHECK_OK(cudacore_buffer_copy_to_host(buf_host, b, 16, sizeof buf_host, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (z = 0; z < 2; z++)
        for (y = 0; y < 4; y++) CHECK(memcmp(buf_host + (z * 5 + y) * 32, model + (((2 + z) * H + 1 + y) * W + 5) * E, 6 * E) == 0);
    c.dst.offset = 16 + 32 * 5 * 2 - (32 * 5 + 3 * 32 + 6 * E) + 1; /* the box's last byte one past the buffer's end */
    CHECK_ERR(cudacore_copy_3d(&c, g_s), CUDACORE_ERROR_OUT_OF_BOUNDS);
    c.dst.offset = 16;
    c.src.z = D - 1; /* the box reaches past the array's depth */
    CHECK_ERR(cudacore_copy_3d(&c, g_s), CUDACORE_ERROR_OUT_OF_BOUNDS);
    /* array -> array: a 4 x 3 x 2 box from (1, 1, 1) to (15, 6, 3) */
    memset(&c, 0, sizeof c);
    c.src.array = a;
    c.src.x = c.src.y = c.src.z = 1;
    c.dst.array = a2;
    c.dst.x = 15;
    c.dst.y = 6;
    c.dst.z = 3;
    c.width = 4;
    c.height = 3;
    c.depth = 2;
    CHECK_OK(cudacore_copy_3d(&c, g_s));
    CHECK_OK(cudacore_array_copy_to((cudacore_buffer){0}, got, a2, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    for (z = 0; z < D; z++)
        for (y = 0; y < H; y++)
            for (x = 0; x < W; x++) {
                int in = x >= 15 && x < 19 && y >= 6 && y < 9 && z >= 3 && z < 5;
                const unsigned char *want = in ? model + (((z - 2) * H + y - 5) * W + x - 14) * E : NULL;
                static const unsigned char zero[E] = {0, 0, 0, 0};
                CHECK(memcmp(got + ((z * H + y) * W + x) * E, want ? want : zero, E) == 0);
            }
    /* one layer of a layered array, one face of a cubemap */
    memset(&ad, 0, sizeof ad);
    ad.format = CUDACORE_CU_AD_FORMAT_FLOAT;
    ad.width = 8;
    ad.height = 4;
    ad.layers = 3;
    CHECK_OK(cudacore_array_create(&ad, &lay));
    ad.height = 0;
    ad.layers = 0;
    ad.cubemap = 1;
    CHECK_OK(cudacore_array_create(&ad, &cube));
    {
        static float zero[8 * 8 * 6], layer[8 * 8], all[8 * 8 * 6];
        cudacore_array targets[2];
        int k, faces[2] = {2, 5}, hs[2] = {4, 8}, nz[2] = {3, 6};
        targets[0] = lay;
        targets[1] = cube;
        for (i = 0; i < 64; i++) layer[i] = (float)i + 0.5f;
        for (k = 0; k < 2; k++) {
            CHECK_OK(cudacore_array_copy_from(targets[k], (cudacore_buffer){0}, zero, g_s));
            memset(&c, 0, sizeof c);
            c.src.host = layer;
            c.dst.array = targets[k];
            c.dst.z = (size_t)faces[k];
            c.width = 8;
            c.height = (size_t)hs[k];
            CHECK_OK(cudacore_copy_3d(&c, g_s));
            CHECK_OK(cudacore_array_copy_to((cudacore_buffer){0}, all, targets[k], g_s));
            CHECK_OK(cudacore_stream_synchronize(g_s));
            for (z = 0; z < (size_t)nz[k]; z++)
                for (i = 0; i < (size_t)(8 * hs[k]); i++) CHECK(all[z * 8 * hs[k] + i] == (z == (size_t)faces[k] ? layer[i] : 0.0f));
            c.dst.z = (size_t)nz[k]; /* past the last layer / face */
            CHECK_ERR(cudacore_copy_3d(&c, g_s), CUDACORE_ERROR_OUT_OF_BOUNDS);
        }
    }
    /* arrays of different element sizes */
    memset(&c, 0, sizeof c);
    c.src.array = a;
    c.dst.array = lay;
    c.width = 1;
    CHECK_OK(cudacore_copy_3d(&c, g_s)); /* both 4-byte elements */
    CHECK_OK(cudacore_array_destroy(cube));
    ad.cubemap = 0;
    ad.num_channels = 2;
    CHECK_OK(cudacore_array_create(&ad, &cube)); /* 8-byte elements */
    c.dst.array = cube;
    CHECK_ERR(cudacore_copy_3d(&c, g_s), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK_OK(cudacore_array_destroy(cube));
    CHECK_OK(cudacore_array_destroy(lay));
    CHECK_OK(cudacore_array_destroy(a));
    CHECK_OK(cudacore_array_destroy(a2));
    CHECK_OK(cudacore_buffer_free(b, g_s));
}

/*--- batched copies ---*/
static void batched_copies(void) {
    enum { N = 200, SZ = 1 << 20 };
    static unsigned char host_src[SZ], got[SZ], model[SZ];
    cudacore_copy c[N + 2];
    cudacore_copy_attributes at[N + 2];
    cudacore_buffer src, dst, pin;
    void *pin_host = NULL;
    size_t i, off = 0;
    int version = 0;
    unsigned char stack_data[64];
    NEED_SETUP();
    CHECK_OK(cudacore_driver_version(&version));
    for (i = 0; i < SZ; i++) host_src[i] = (unsigned char)(i * 131 + (i >> 9));
    CHECK_OK(cudacore_buffer_allocate(g_mr, SZ, g_s, &src));
    CHECK_OK(cudacore_buffer_allocate(g_mr, SZ, g_s, &dst));
    CHECK_OK(cudacore_buffer_allocate(g_pinned, 4096, g_s, &pin));
    CHECK_OK(cudacore_buffer_host_ptr(pin, &pin_host));
    CHECK_OK(cudacore_buffer_copy_from_host(src, 0, host_src, SZ, g_s));
    CHECK_OK(cudacore_buffer_fill(dst, 0, SZ, 0, 1, g_s));
    memset(model, 0, sizeof model);
    memset(c, 0, sizeof c);
    memset(at, 0, sizeof at);
    for (i = 0; i < N; i++) { /* disjoint destination ranges */
        size_t size = 1 + (i * 977) % 3000;
        c[i].dst = dst;
        c[i].dst_offset = off;
        c[i].src = src;
        c[i].src_offset = (i * 7919) % (SZ - size);
        c[i].size = size;
        memcpy(model + off, host_src + c[i].src_offset, size);
        off += size + 13;
        at[i].source_access = i % 4 == 1 ? CUDACORE_COPY_SOURCE_ANY : CUDACORE_COPY_SOURCE_STREAM;
        at[i].prefer_overlap_with_compute = i % 3 == 0;
    }
    /* pinned host memory in (its first half), device memory out (to its second) */
    memset(pin_host, 0x5A, 4096);
    c[N].dst = dst;
    c[N].dst_offset = off;
    c[N].src = pin;
    c[N].size = 2048;
    memset(model + off, 0x5A, 2048);
    c[N + 1].dst = pin;
    c[N + 1].dst_offset = 2048;
    c[N + 1].src = src;
    c[N + 1].src_offset = 100;
    c[N + 1].size = 1000;
    CHECK(off + 2048 <= SZ);
    CHECK_OK(cudacore_copy_batch(c, N + 2, at, N + 2, g_s));
    CHECK_OK(cudacore_buffer_copy_to_host(got, dst, 0, SZ, g_s));
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK(memcmp(got, model, SZ) == 0);
    CHECK(memcmp((unsigned char *)pin_host + 2048, host_src + 100, 1000) == 0);
    /* a source that dies with the call (12.8+: read before the call returns) */
    at[0].source_access = CUDACORE_COPY_SOURCE_DURING_CALL;
    for (i = 0; i < sizeof stack_data; i++) stack_data[i] = (unsigned char)(255 - i);
    memset(c, 0, sizeof c[0]);
    c[0].dst = dst;
    c[0].src_host = stack_data;
    c[0].size = sizeof stack_data;
    if (version >= 12080) {
        CHECK_OK(cudacore_copy_batch(c, 1, at, 1, g_s));
        memset(stack_data, 0, sizeof stack_data); /* may be reused at once */
        CHECK_OK(cudacore_buffer_copy_to_host(got, dst, 0, 64, g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s));
        for (i = 0; i < 64; i++) CHECK(got[i] == (unsigned char)(255 - i));
    } else {
        CHECK_ERR(cudacore_copy_batch(c, 1, at, 1, g_s), CUDACORE_ERROR_NOT_SUPPORTED);
    }
    printf("  %d copies in one batch (%s)\n", N + 2, version >= 12080 ? "cuMemcpyBatchAsync" : "a loop of cuMemcpyAsync: driver before 12.8");
    /* 3-D batch: four boxes into an array, one buffer-to-buffer box */
    {
        enum { W = 32, H = 16 };
        static float img[W * H], back[W * H], want[W * H];
        cudacore_copy_3d_desc b3[5];
        cudacore_array a = make_array(CUDACORE_CU_AD_FORMAT_FLOAT, 1, W, H, 0, 0);
        int k;
        CHECK(a.id != 0);
        for (i = 0; i < W * H; i++) img[i] = (float)i;
        memset(want, 0, sizeof want);
        CHECK_OK(cudacore_array_copy_from(a, (cudacore_buffer){0}, want, g_s));
        memset(b3, 0, sizeof b3);
        for (k = 0; k < 4; k++) { /* the four quadrants, each from the mirrored quadrant of img */
            size_t qx = (size_t)(k % 2) * (W / 2), qy = (size_t)(k / 2) * (H / 2), sx = W / 2 - qx, sy = H / 2 - qy, yy;
            b3[k].src.host = img;
            b3[k].src.offset = (sy * W + sx) * sizeof(float);
            b3[k].src.pitch = W * sizeof(float);
            b3[k].dst.array = a;
            b3[k].dst.x = qx;
            b3[k].dst.y = qy;
            b3[k].width = W / 2;
            b3[k].height = H / 2;
            for (yy = 0; yy < H / 2; yy++) memcpy(want + (qy + yy) * W + qx, img + (sy + yy) * W + sx, W / 2 * sizeof(float));
        }
        b3[4].src.buffer = src;
        b3[4].dst.buffer = dst;
        b3[4].src.pitch = 100;
        b3[4].dst.pitch = 64;
        b3[4].width = 48;
        b3[4].height = 10;
        CHECK_OK(cudacore_copy_3d_batch(b3, 5, NULL, 0, g_s));
        CHECK_OK(cudacore_array_copy_to((cudacore_buffer){0}, back, a, g_s));
        CHECK_OK(cudacore_buffer_copy_to_host(got, dst, 0, 640, g_s));
        CHECK_OK(cudacore_stream_synchronize(g_s));
        CHECK(memcmp(back, want, sizeof want) == 0);
        for (i = 0; i < 10; i++) CHECK(memcmp(got + i * 64, host_src + i * 100, 48) == 0);
        b3[0].src.pitch = W * sizeof(float) + 2; /* not a whole number of elements */
        CHECK_ERR(cudacore_copy_3d_batch(b3, 5, NULL, 0, g_s), CUDACORE_ERROR_INVALID_ARGUMENT);
        CHECK_OK(cudacore_array_destroy(a));
    }
    CHECK_ERR(cudacore_copy_batch(c, 1, NULL, 0, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_copy_batch(c, 1, NULL, 0, cudacore_stream_per_thread())); /* the per-thread stream is a real stream */
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_per_thread()));
    CHECK_OK(cudacore_buffer_free(src, g_s));
    CHECK_OK(cudacore_buffer_free(dst, g_s));
    CHECK_OK(cudacore_buffer_free(pin, g_s));
}

/*--- across devices ---*/
static void peer_copy_3d(void) {
    enum { W = 16, H = 8 };
    static int img[W * H], got[W * H];
    cudacore_memory_resource mr1;
    cudacore_buffer b1;
    cudacore_array a;
    cudacore_copy_3d_desc c;
    int ndev = 0, i;
    NEED_SETUP();
    CHECK_OK(cudacore_device_count(&ndev));
    if (ndev < 2) SKIP("needs two GPUs");
    for (i = 0; i < W * H; i++) img[i] = i * 3 + 1;
    a = make_array(CUDACORE_CU_AD_FORMAT_SIGNED_INT32, 1, W, H, 0, 0); /* device 0 */
    CHECK(a.id != 0);
    CHECK_OK(cudacore_array_copy_from(a, (cudacore_buffer){0}, img, g_s));
    /* the default stream is the current device's: device 1's for its memory */
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_device_memory_resource(1, &mr1));
    CHECK_OK(cudacore_buffer_allocate(mr1, sizeof img, cudacore_stream_legacy(), &b1));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK_OK(cudacore_device_set_current(0));
    memset(&c, 0, sizeof c);
    c.src.array = a;
    c.dst.buffer = b1;
    c.width = W;
    c.height = H;
    CHECK_OK(cudacore_copy_3d(&c, g_s)); /* device 0's stream: cuMemcpy3DPeerAsync */
    CHECK_OK(cudacore_stream_synchronize(g_s));
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_buffer_copy_to_host(got, b1, 0, sizeof got, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK(memcmp(got, img, sizeof img) == 0);
    CHECK_OK(cudacore_buffer_free(b1, cudacore_stream_legacy()));
    CHECK_OK(cudacore_stream_synchronize(cudacore_stream_legacy()));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_array_destroy(a));
}

static void no_leaks(void) {
    int k;
    NEED_SETUP();
    CHECK_OK(cudacore_stream_destroy(g_s));
    CHECK_OK(cudacore_memory_resource_destroy(g_pinned));
    CHECK_OK(cudacore_object_code_destroy(g_code));
    for (k = CUDACORE_OBJECT_ARRAY; k <= CUDACORE_OBJECT_SURFACE; k++) CHECK(cudacore_live_objects((cudacore_object_kind)k) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
}

int main(void) {
    t_setup_quiet();
    RUN(setup);
    RUN(fetches_match_the_host);
    RUN(linear_and_pitched_textures);
    RUN(surface_writes_read_back);
    RUN(mip_levels);
    RUN(array_shapes_formats_and_limits);
    RUN(copies_3d);
    RUN(batched_copies);
    RUN(peer_copy_3d);
    RUN(no_leaks);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
