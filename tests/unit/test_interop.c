/* Graphics interop without a GPU or a graphics API: GL registrations on the
   strict two-device mock driver (tests/mock/libcuda_multi_mock.so), which
   registers any nonzero GL name as a 1 MiB buffer or a 64 x 32 image and
   maps and unmaps them as stream work (the stream's context current).
   Checked: the map cycle's refusals (mapping twice, unmapping or asking for
   the buffer unmapped, a stream of another device, destroying a mapped
   resource); the mapped buffer (what it is, the same handle within a
   mapping, a new one in each, every one ended by unmap); a mapped buffer
   freed by the caller (its handle ends, the next mapped_buffer gives a new
   one, and no other buffer is disturbed: the resource keeps the buffer's
   slot, which the free must not give away); an adopted resource
   (cudacore_graphics_resource_wrap); a mapped image's array, which a surface
   keeps mapped (unmap: IN_USE) and unmap ends; map and unmap's fast path
   against their full path. No driver call may fail beyond those a case
   provokes. The same with GL on a real GPU is
   tests/gpu/test_interop_gpu.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"

static cudacore_stream s0, s1; /* streams of devices 0 and 1 */
static cudacore_memory_resource mr;
static int errors;             /* the mock's failed calls before a case */

static void t_setup(void) {
    const char *why = multi_mock_setup();
    cudacore_stream_desc sd;
    if (why) printf("  %s\n", why);
    CHECK(!why);
    memset(&sd, 0, sizeof sd);
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_stream_create(&sd, &s1));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_stream_create(&sd, &s0));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    errors = mock_errors();
}

/* What the driver maps r's buffer at now (r mapped). */
static cudacore_CUdeviceptr driver_pointer(cudacore_graphics_resource r) {
    static int (*get)(cudacore_CUdeviceptr *, size_t *, cudacore_CUgraphicsResource);
    cudacore_CUgraphicsResource native = NULL;
    cudacore_CUdeviceptr p = 0;
    size_t size = 0;
    if (!get && cudacore_driver_proc("cuGraphicsResourceGetMappedPointer", 0, (void **)&get) != CUDACORE_SUCCESS) return 0;
    if (cudacore_graphics_resource_native(r, &native) != CUDACORE_SUCCESS || get(&p, &size, native) != 0) return 0;
    return p;
}

/* The cycle and its refusals, over several frames. */
static void buffer_map_cycle(void) {
    enum { FRAMES = 5 };
    cudacore_graphics_resource r;
    cudacore_buffer b, again, old[FRAMES];
    cudacore_buffer_info bi;
    cudacore_CUdeviceptr p;
    uint32_t buffers = cudacore_live_objects(CUDACORE_OBJECT_BUFFER);
    int f, i;
    CHECK_OK(cudacore_graphics_register_gl_buffer(7, NULL, &r));
    b.id = 99;
    CHECK_ERR(cudacore_graphics_mapped_buffer(r, &b), CUDACORE_ERROR_INVALID_ARGUMENT); /* not mapped yet */
    CHECK(b.id == 0);
    CHECK_ERR(cudacore_graphics_unmap(r, s0), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_graphics_map(r, s1), CUDACORE_ERROR_DEVICE_MISMATCH); /* a stream of device 1 */
    for (f = 0; f < FRAMES; f++) {
        CHECK_OK(cudacore_graphics_map(r, s0));
        CHECK_ERR(cudacore_graphics_map(r, s0), CUDACORE_ERROR_INVALID_ARGUMENT); /* mapped already */
        CHECK_ERR(cudacore_graphics_unmap(r, s1), CUDACORE_ERROR_DEVICE_MISMATCH); /* as map: the resource is device 0's (and stays mapped) */
        CHECK_OK(cudacore_graphics_mapped_buffer(r, &b));
        CHECK_OK(cudacore_graphics_mapped_buffer(r, &again));
        CHECK(again.id == b.id); /* one handle per mapping */
        for (i = 0; i < f; i++) CHECK(b.id != old[i].id);
        old[f] = b;
        CHECK_OK(cudacore_buffer_get_info(b, &bi));
        CHECK(bi.ptr != 0 && bi.ptr == driver_pointer(r) && bi.size == (size_t)1 << 20);
        CHECK(bi.kind == CUDACORE_MEMORY_DEVICE && bi.device == 0 && bi.device_accessible && !bi.host_accessible && !bi.owned && !bi.is_view);
        CHECK(bi.mr.id == 0 && !bi.managed);
        CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == buffers + 1);
        CHECK_ERR(cudacore_graphics_resource_destroy(r), CUDACORE_ERROR_IN_USE); /* mapped */
        CHECK_OK(cudacore_graphics_unmap(r, s0));
        CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == buffers);
        for (i = 0; i <= f; i++) CHECK_ERR(cudacore_buffer_native(old[i], &p), CUDACORE_ERROR_INVALID_HANDLE); /* ended by the unmaps */
        CHECK_ERR(cudacore_graphics_unmap(r, s0), CUDACORE_ERROR_INVALID_ARGUMENT); /* not mapped */
        CHECK_ERR(cudacore_graphics_mapped_buffer(r, &again), CUDACORE_ERROR_INVALID_ARGUMENT);
        CHECK(again.id == 0);
    }
    CHECK_ERR(cudacore_buffer_free(old[FRAMES - 1], s0), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_graphics_map(r, s0)); /* mapped without asking for the buffer */
    CHECK_OK(cudacore_graphics_unmap(r, s0));
    CHECK_OK(cudacore_graphics_resource_destroy(r));
    CHECK_ERR(cudacore_graphics_map(r, s0), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPHICS_RESOURCE) == 0 && cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == buffers);
    CHECK(mock_errors() == errors);
}

/* A mapped buffer the caller frees: its handle ends there; the next
   mapped_buffer of the same mapping gives a new one; buffers allocated in
   between (which may take any free slot) stay what they are through the
   next mapped_buffer, the unmap and the next frames. */
static void freed_mapped_buffer(void) {
    cudacore_graphics_resource r;
    cudacore_buffer b, b2, x[4];
    cudacore_buffer_info bi;
    cudacore_CUdeviceptr p, xp[4];
    uint32_t buffers = cudacore_live_objects(CUDACORE_OBJECT_BUFFER);
    int f, i;
    CHECK_OK(cudacore_graphics_register_gl_buffer(8, NULL, &r));
    for (f = 0; f < 2; f++) { /* the first frame takes the buffer's slot, the second reuses it */
        CHECK_OK(cudacore_graphics_map(r, s0));
        CHECK_OK(cudacore_graphics_mapped_buffer(r, &b));
        CHECK_OK(cudacore_buffer_free(b, s0));
        CHECK_ERR(cudacore_buffer_native(b, &p), CUDACORE_ERROR_INVALID_HANDLE);
        CHECK_ERR(cudacore_buffer_free(b, s0), CUDACORE_ERROR_INVALID_HANDLE);
        for (i = 0; i < 4; i++) {
            CHECK_OK(cudacore_buffer_allocate(mr, 256, s0, &x[i]));
            CHECK_OK(cudacore_buffer_native(x[i], &xp[i]));
        }
        CHECK_OK(cudacore_graphics_mapped_buffer(r, &b2));
        CHECK(b2.id != b.id);
        for (i = 0; i < 4; i++) CHECK(b2.id != x[i].id);
        CHECK_OK(cudacore_buffer_get_info(b2, &bi));
        CHECK(bi.ptr == driver_pointer(r) && bi.size == (size_t)1 << 20 && !bi.owned);
        CHECK_OK(cudacore_graphics_unmap(r, s0));
        CHECK_ERR(cudacore_buffer_native(b2, &p), CUDACORE_ERROR_INVALID_HANDLE);
        for (i = 0; i < 4; i++) {
            CHECK_OK(cudacore_buffer_get_info(x[i], &bi));
            CHECK(bi.ptr == xp[i] && bi.size == 256 && bi.owned);
        }
        for (i = 0; i < 4; i++) CHECK_OK(cudacore_buffer_free(x[i], s0));
    }
    CHECK_OK(cudacore_graphics_resource_destroy(r));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == buffers);
    CHECK(mock_errors() == errors);
}

/* A registration made with the driver, adopted: the same cycle through
   either handle's resource; destroying the adopted one unregisters nothing.
   (The driver's registration is undone whatever the cycle did, so that a
   failed step leaks nothing of the mock's under fault injection.) */
static cudacore_CUgraphicsResource adopted;
static void adopted_cycle(void) {
    cudacore_graphics_resource w;
    cudacore_buffer b;
    cudacore_buffer_info bi;
    CHECK_OK(cudacore_graphics_resource_wrap(adopted, 0, &w));
    CHECK_OK(cudacore_graphics_map(w, s0));
    CHECK_OK(cudacore_graphics_mapped_buffer(w, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    CHECK(bi.ptr == driver_pointer(w) && bi.device == 0);
    CHECK_OK(cudacore_graphics_unmap(w, s0));
    CHECK_ERR(cudacore_buffer_get_info(b, &bi), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_graphics_resource_destroy(w));
}
static void wrapped_resource(void) {
    static int (*reg)(cudacore_CUgraphicsResource *, unsigned int, unsigned int);
    static int (*unreg)(cudacore_CUgraphicsResource);
    CHECK_OK(cudacore_driver_proc("cuGraphicsGLRegisterBuffer", 0, (void **)&reg));
    CHECK_OK(cudacore_driver_proc("cuGraphicsUnregisterResource", 0, (void **)&unreg));
    CHECK(reg(&adopted, 9, 0) == 0);
    adopted_cycle();
    CHECK(unreg(adopted) == 0); /* (still registered: the wrap did not own it) */
    CHECK(mock_errors() == errors);
}

/* A mapped image: its array, a surface on it that keeps the image mapped,
   and the array's handle ended by the unmap. */
static void image_array_and_surface(void) {
    cudacore_graphics_resource r;
    cudacore_graphics_register_desc rd;
    cudacore_array a, a2;
    cudacore_array_info ai;
    cudacore_surface sf;
    memset(&rd, 0, sizeof rd);
    rd.surface_load_store = 1;
    CHECK_OK(cudacore_graphics_register_gl_image(5, 0x0DE1, &rd, &r)); /* GL_TEXTURE_2D */
    CHECK_OK(cudacore_graphics_map(r, s0));
    CHECK_OK(cudacore_graphics_mapped_array(r, 0, 0, &a));
    CHECK_OK(cudacore_array_get_info(a, &ai));
    CHECK(ai.width == 64 && ai.height == 32 && ai.format == CUDACORE_CU_AD_FORMAT_UNSIGNED_INT32 && ai.num_channels == 1 && !ai.owned);
    CHECK_ERR(cudacore_array_destroy(a), CUDACORE_ERROR_INVALID_ARGUMENT); /* it goes with the mapping */
    CHECK_OK(cudacore_surface_create(a, &sf));
    CHECK_ERR(cudacore_graphics_unmap(r, s0), CUDACORE_ERROR_IN_USE); /* the surface uses the image */
    CHECK(strstr(cudacore_last_error()->message, "1 texture(s) or surface(s)") != NULL);
    CHECK_OK(cudacore_array_get_info(a, &ai)); /* still mapped */
    CHECK_OK(cudacore_surface_destroy(sf));
    CHECK_OK(cudacore_graphics_unmap(r, s0));
    CHECK_ERR(cudacore_array_get_info(a, &ai), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_graphics_map(r, s0)); /* the next mapping: a new array handle, and nothing left in use */
    CHECK_OK(cudacore_graphics_mapped_array(r, 0, 0, &a2));
    CHECK(a2.id != a.id);
    CHECK_OK(cudacore_graphics_unmap(r, s0));
    CHECK_ERR(cudacore_array_get_info(a2, &ai), CUDACORE_ERROR_INVALID_HANDLE);
    CHECK_OK(cudacore_graphics_resource_destroy(r));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_ARRAY) == 0 && cudacore_live_objects(CUDACORE_OBJECT_SURFACE) == 0);
    CHECK(mock_errors() == errors);
}

/* Map and unmap's fast path against their full path (cudacore.h, "Fast
   paths and full paths"): on random resources (a buffer of device 0 or of
   device 1, an image with an array handed out, a destroyed one, zero, a
   handle of another kind), streams (each device's, the default streams,
   zero, destroyed, another kind), states (mapped or not) and current
   devices, each call is made through the entry and then, from the same
   state, through the full path alone: the same result, message, mapped
   state, live arrays and failed driver calls. Both paths must be taken (the fast one
   when its test holds), so that the test can fail. */
/* Puts r (of device dev; image: hand out its array when mapped) in state m, through the full paths. */
static int agree_put(cudacore_graphics_resource r, int dev, int image, int m) {
    cudacore_array a;
    int ok;
    if (t_graphics_mapped(r) < 0 || t_graphics_mapped(r) == m) return 1;
    if (cudacore_device_set_current(dev) != CUDACORE_SUCCESS) return 0;
    ok = (m ? t_graphics_map_full(r, dev ? s1 : s0) : t_graphics_unmap_full(r, dev ? s1 : s0)) == CUDACORE_SUCCESS;
    return ok && (!m || !image || cudacore_graphics_mapped_array(r, 0, 0, &a) == CUDACORE_SUCCESS);
}
/* What one map or unmap left: its result and message, the mapped state,
   the live arrays, the driver's failed calls, and (through the entry)
   whether the fast path's test held. */
typedef struct map_outcome {
    cudacore_result r;
    int mapped, errors, fast;
    uint32_t arrays;
    char msg[512];
} map_outcome;
/* r (of device rdev; image: see agree_put) put in state m0, device dev made
   current, then map or unmap on s through the entry (full 0) or the full
   path alone: *o what came of it; 0 when the state could not be put. */
static int agree_call(cudacore_graphics_resource r, int rdev, int image, int m0, int dev, cudacore_stream s, int unmap, int full,
                      map_outcome *o) {
    if (!agree_put(r, rdev, image, m0) || cudacore_device_set_current(dev) != CUDACORE_SUCCESS) return 0;
    o->fast = !full && t_graphics_fast(r, s, unmap);
    cudacore_clear_error();
    o->errors = mock_errors();
    if (full) o->r = unmap ? t_graphics_unmap_full(r, s) : t_graphics_map_full(r, s);
    else o->r = unmap ? cudacore_graphics_unmap(r, s) : cudacore_graphics_map(r, s);
    o->errors = mock_errors() - o->errors;
    o->mapped = t_graphics_mapped(r);
    o->arrays = cudacore_live_objects(CUDACORE_OBJECT_ARRAY);
    snprintf(o->msg, sizeof o->msg, "%s", o->r == CUDACORE_SUCCESS ? "" : cudacore_last_error()->message);
    return 1;
}
static void map_fast_and_full_paths_agree(void) {
    enum { N = 3000, NR = 6, NS = 7 };
    cudacore_graphics_resource rs[NR];
    cudacore_stream ss[NS];
    cudacore_graphics_register_desc rd;
    static const int rdev[NR] = {0, 1, 0, 0, 0, 0}, rimage[NR] = {0, 0, 1, 0, 0, 0};
    long took = 0, declined = 0, i;
    int bad = 0;
    memset(&rd, 0, sizeof rd);
    CHECK_OK(cudacore_graphics_register_gl_buffer(11, NULL, &rs[0]));
    CHECK_OK(cudacore_device_set_current(1));
    CHECK_OK(cudacore_graphics_register_gl_buffer(12, NULL, &rs[1]));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_graphics_register_gl_image(13, 0x0DE1, &rd, &rs[2])); /* GL_TEXTURE_2D */
    CHECK_OK(cudacore_graphics_register_gl_buffer(14, NULL, &rs[3]));
    CHECK_OK(cudacore_graphics_resource_destroy(rs[3]));
    rs[4].id = 0;
    rs[5].id = s0.id; /* not a resource */
    ss[0] = s0, ss[1] = s1, ss[2] = cudacore_stream_legacy(), ss[3] = cudacore_stream_per_thread();
    ss[4].id = 0;
    CHECK_OK(cudacore_stream_create(NULL, &ss[5]));
    CHECK_OK(cudacore_stream_destroy(ss[5]));
    ss[6].id = rs[0].id; /* not a stream */
    for (i = 0; i < N && !bad; i++) {
        int j = t_rand(3) ? (int)t_rand(3) : (int)t_rand(NR), unmap = (int)t_rand(2), m0 = t_rand(4) ? unmap : 1 - unmap;
        int dev = t_rand(4) ? rdev[j] : (int)t_rand(2);
        cudacore_stream s = t_rand(3) ? ss[rdev[j]] : ss[t_rand(NS)];
        map_outcome e, f; /* through the entry, through the full path */
        if (!agree_call(rs[j], rdev[j], rimage[j], m0, dev, s, unmap, 0, &e) || !agree_call(rs[j], rdev[j], rimage[j], m0, dev, s, unmap, 1, &f)) {
            bad = 1;
            break;
        }
        took += e.fast, declined += !e.fast;
        if (e.r != f.r || e.mapped != f.mapped || e.arrays != f.arrays || e.errors != f.errors || strcmp(e.msg, f.msg) != 0) {
            printf("  # trial %ld: %s of resource %d on stream %d, state %d, device %d current: entry %d (%s), mapped %d, %u arrays, %d driver errors;"
                   " full %d (%s), mapped %d, %u arrays, %d driver errors\n",
                   i, unmap ? "unmap" : "map", j, (int)(s.id == ss[0].id ? 0 : s.id == ss[1].id ? 1 : -1), m0, dev, (int)e.r, e.msg, e.mapped, e.arrays,
                   e.errors, (int)f.r, f.msg, f.mapped, f.arrays, f.errors);
            bad = 1;
        }
    }
    CHECK(!bad);
    CHECK(took > N / 5 && declined > N / 5);
    CHECK_OK(cudacore_device_set_current(0));
    CHECK(agree_put(rs[0], 0, 0, 0) && agree_put(rs[1], 1, 0, 0) && agree_put(rs[2], 0, 1, 0));
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_graphics_resource_destroy(rs[0]));
    CHECK_OK(cudacore_graphics_resource_destroy(rs[1]));
    CHECK_OK(cudacore_graphics_resource_destroy(rs[2]));
    errors = mock_errors();
}

static void cleanup(void) {
    CHECK_OK(cudacore_stream_destroy(s0));
    CHECK_OK(cudacore_stream_destroy(s1));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPHICS_RESOURCE) == 0 && cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    CHECK(mock_errors() == errors);
    cudacore_shutdown();
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN(t_setup);
    if (t_failed) return 1;
    RUN(buffer_map_cycle);
    RUN(freed_mapped_buffer);
    RUN(wrapped_resource);
    RUN(image_array_and_surface);
    RUN(map_fast_and_full_paths_agree);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
