/* Graphics interop on a real GPU, headless, every result checked from the
   host:
     - Vulkan: memory exported as an fd and a timeline semaphore, shared with
       CUDA (the code of examples/vulkan_interop.c, included below): two
       frames signalled and waited on streams, a third as a graph with
       semaphore wait and signal nodes; Vulkan copies each frame back.
     - EGL + OpenGL: a GL buffer object and a GL texture registered, mapped,
       written by CUDA kernels (a buffer, a surface), unmapped, read back
       with glGetBufferSubData / glGetTexImage.
   The loaders (libvulkan.so.1, libEGL.so.1) are opened here with dlopen and
   the few Vulkan / EGL / GL declarations are written out from the specs, so
   no graphics SDK is needed. A missing loader or graphics driver is an
   environment matter: those tests skip, saying so, even under
   CUDACORE_REQUIRE_GPU=1. Skipped, counted, without a GPU. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <unistd.h>
#define VULKAN_INTEROP_NO_MAIN
#include "../../examples/vulkan_interop.c"

/* Where the NVIDIA container runtime puts the driver's loader manifests:
   used when the environment names none. */
static void point_loaders_at_the_driver(void) {
    static const char *vk = "/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json";
    static const char *egl = "/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json";
    if (!getenv("VK_DRIVER_FILES") && !getenv("VK_ICD_FILENAMES") && access(vk, R_OK) == 0) {
        setenv("VK_DRIVER_FILES", vk, 0);  /* loaders since 1.3.207 */
        setenv("VK_ICD_FILENAMES", vk, 0); /* older ones */
    }
    if (!getenv("__EGL_VENDOR_LIBRARY_FILENAMES") && !getenv("__EGL_VENDOR_LIBRARY_DIRS") && access(egl, R_OK) == 0)
        setenv("__EGL_VENDOR_LIBRARY_FILENAMES", egl, 0);
}

static char skip_why[400];
#define SKIP_ENV(fmt, arg) \
    do { \
        snprintf(skip_why, sizeof skip_why, fmt " -- an environment matter (loaders are carried to the GPU machine), so skipped even with " \
                 "CUDACORE_REQUIRE_GPU=1", arg); \
        SKIP(skip_why); \
    } while (0)

/*--- Vulkan: external memory and a timeline semaphore ---*/
static void vulkan_memory_and_timeline(void) {
    enum { N = 1 << 18 };
    vk_side v;
    cuda_side c;
    unsigned char uuid[16];
    const char *why;
    cudacore_graph g;
    cudacore_graph_exec ge;
    cudacore_graph_node wait_node, fill_node, signal_node;
    cudacore_external_semaphore_op op;
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p = 0;
    unsigned int n = N, frame = 3;
    void *args[3];
    NEED_GPU();
    cuda_uuid(uuid);
    if ((why = vk_open_device(&v, uuid)) != NULL) {
        vk_close(&v);
        SKIP_ENV("Vulkan: %s", why);
    }
    if ((why = vk_make_shared(&v, N * 4)) != NULL) {
        printf("  Vulkan: %s\n", why);
        vk_close(&v);
        CHECK(0);
    }
    CHECK_OK(cuda_import(&c, &v, N));
    /* frame 1: CUDA signals 1, Vulkan copies and signals 2 */
    CHECK_OK(cuda_frame(&c, 0, 1, 1));
    CHECK((why = vk_submit_copy(&v, 1, 2)) == NULL && (why = vk_host_wait(&v, 2)) == NULL);
    CHECK(count_wrong(&v, N, 1) == 0);
    /* frame 2: CUDA waits for 2 on the GPU */
    CHECK_OK(cuda_frame(&c, 2, 2, 3));
    CHECK((why = vk_submit_copy(&v, 3, 4)) == NULL && (why = vk_host_wait(&v, 4)) == NULL);
    CHECK(count_wrong(&v, N, 2) == 0);
    /* frame 3 as a graph: wait for 4 -> fill -> signal 5 */
    memset(&op, 0, sizeof op);
    op.semaphore = c.timeline;
    op.value = 4;
    CHECK_OK(cudacore_graph_create(&g));
    CHECK_OK(cudacore_graph_add_semaphore_wait_node(g, NULL, 0, &op, 1, &wait_node));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (N + 255) / 256;
    CHECK_OK(cudacore_buffer_native(c.buffer, &p));
    args[0] = &p;
    args[1] = &n;
    args[2] = &frame;
    CHECK_OK(cudacore_graph_add_kernel_node(g, &wait_node, 1, &cfg, c.fill, args, 3, &fill_node));
    op.value = 5;
    CHECK_OK(cudacore_graph_add_semaphore_signal_node(g, &fill_node, 1, &op, 1, &signal_node));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &ge));
    CHECK_OK(cudacore_graph_launch(ge, c.stream));
    CHECK((why = vk_submit_copy(&v, 5, 6)) == NULL && (why = vk_host_wait(&v, 6)) == NULL);
    CHECK(count_wrong(&v, N, 3) == 0);
    CHECK_OK(cudacore_stream_synchronize(c.stream));
    CHECK_OK(cudacore_graph_exec_destroy(ge));
    CHECK_OK(cudacore_graph_destroy(g));
    /* the import outlives what is mapped from it; binary semaphores take no value */
    CHECK_ERR(cudacore_external_memory_destroy(c.memory), CUDACORE_ERROR_IN_USE);
    op.value = 0;
    op.timeout_ms = 5; /* keyed mutexes only */
    CHECK_ERR(cudacore_external_semaphore_wait(&op, 1, c.stream), CUDACORE_ERROR_INVALID_ARGUMENT);
    cuda_close(&c);
    vk_close(&v);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_EXTERNAL_MEMORY) == 0 && cudacore_live_objects(CUDACORE_OBJECT_EXTERNAL_SEMAPHORE) == 0);
}

/*--- EGL + OpenGL (the subset used here, from the EGL 1.5 / GL 4.5 specs) ---*/
typedef void *EGLDisplay, *EGLConfig, *EGLContext, *EGLDeviceEXT;
typedef int32_t EGLint;
typedef unsigned int EGLBoolean, EGLenum;
typedef intptr_t EGLAttrib;
#define EGL_NONE 0x3038
#define EGL_SURFACE_TYPE 0x3033
#define EGL_PBUFFER_BIT 0x0001
#define EGL_RENDERABLE_TYPE 0x3040
#define EGL_OPENGL_BIT 0x0008
#define EGL_OPENGL_API 0x30A2
#define EGL_PLATFORM_DEVICE_EXT 0x313F
#define EGL_CUDA_DEVICE_NV 0x323A
#define GL_ARRAY_BUFFER 0x8892
#define GL_STATIC_DRAW 0x88E4
#define GL_TEXTURE_2D 0x0DE1
#define GL_R32UI 0x8236
#define GL_RED_INTEGER 0x8D94
#define GL_UNSIGNED_INT 0x1405

typedef void (*gl_GenBuffers_fn)(int, unsigned int *);
typedef void (*gl_BindBuffer_fn)(unsigned int, unsigned int);
typedef void (*gl_BufferData_fn)(unsigned int, intptr_t, const void *, unsigned int);
typedef void (*gl_GetBufferSubData_fn)(unsigned int, intptr_t, intptr_t, void *);
typedef void (*gl_DeleteBuffers_fn)(int, const unsigned int *);
typedef void (*gl_GenTextures_fn)(int, unsigned int *);
typedef void (*gl_BindTexture_fn)(unsigned int, unsigned int);
typedef void (*gl_TexStorage2D_fn)(unsigned int, int, unsigned int, int, int);
typedef void (*gl_GetTexImage_fn)(unsigned int, int, unsigned int, unsigned int, void *);
typedef void (*gl_DeleteTextures_fn)(int, const unsigned int *);
typedef void (*gl_Finish_fn)(void);
typedef unsigned int (*gl_GetError_fn)(void);

typedef struct gl_side {
    void *lib;
    EGLDisplay display;
    EGLContext context;
    void (*(*GetProcAddress)(const char *))(void);
    EGLBoolean (*Terminate)(EGLDisplay);
    EGLBoolean (*MakeCurrent)(EGLDisplay, void *, void *, EGLContext);
    EGLBoolean (*DestroyContext)(EGLDisplay, EGLContext);
    gl_GenBuffers_fn GenBuffers;
    gl_BindBuffer_fn BindBuffer;
    gl_BufferData_fn BufferData;
    gl_GetBufferSubData_fn GetBufferSubData;
    gl_DeleteBuffers_fn DeleteBuffers;
    gl_GenTextures_fn GenTextures;
    gl_BindTexture_fn BindTexture;
    gl_TexStorage2D_fn TexStorage2D;
    gl_GetTexImage_fn GetTexImage;
    gl_DeleteTextures_fn DeleteTextures;
    gl_Finish_fn Finish;
    gl_GetError_fn GetError;
} gl_side;

#define EGL_SYM(g, name) (*(void **)&(g)->name = dlsym((g)->lib, "egl" #name))
#define GL_SYM(g, name) (((g)->name = (gl_##name##_fn)(g)->GetProcAddress("gl" #name)) != NULL)

/* A GL 4.5 context, current, on the EGL device that is CUDA device 0;
   without a window (a surfaceless context). NULL, or why not. */
static const char *gl_open(gl_side *g) {
    static const EGLint config_attrs[] = {EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
    EGLBoolean (*QueryDevices)(EGLint, EGLDeviceEXT *, EGLint *);
    EGLBoolean (*QueryDeviceAttrib)(EGLDeviceEXT, EGLint, EGLAttrib *);
    EGLDisplay (*GetPlatformDisplay)(EGLenum, void *, const EGLint *);
    EGLBoolean (*Initialize)(EGLDisplay, EGLint *, EGLint *);
    EGLBoolean (*BindAPI)(EGLenum);
    EGLBoolean (*ChooseConfig)(EGLDisplay, const EGLint *, EGLConfig *, EGLint, EGLint *);
    EGLContext (*CreateContext)(EGLDisplay, EGLConfig, EGLContext, const EGLint *);
    EGLDeviceEXT devices[16], dev = NULL;
    EGLConfig config;
    EGLint n = 0, i, major = 0, minor = 0;
    memset(g, 0, sizeof *g);
    g->lib = dlopen("libEGL.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!g->lib) return "libEGL.so.1 (the EGL loader) is not installed";
    EGL_SYM(g, GetProcAddress);
    EGL_SYM(g, Terminate);
    EGL_SYM(g, MakeCurrent);
    EGL_SYM(g, DestroyContext);
    *(void **)&Initialize = dlsym(g->lib, "eglInitialize");
    *(void **)&BindAPI = dlsym(g->lib, "eglBindAPI");
    *(void **)&ChooseConfig = dlsym(g->lib, "eglChooseConfig");
    *(void **)&CreateContext = dlsym(g->lib, "eglCreateContext");
    if (!g->GetProcAddress || !Initialize || !CreateContext) return "libEGL.so.1 lacks core EGL functions";
    QueryDevices = (EGLBoolean(*)(EGLint, EGLDeviceEXT *, EGLint *))g->GetProcAddress("eglQueryDevicesEXT");
    QueryDeviceAttrib = (EGLBoolean(*)(EGLDeviceEXT, EGLint, EGLAttrib *))g->GetProcAddress("eglQueryDeviceAttribEXT");
    GetPlatformDisplay = (EGLDisplay(*)(EGLenum, void *, const EGLint *))g->GetProcAddress("eglGetPlatformDisplayEXT");
    if (!QueryDevices || !GetPlatformDisplay || !QueryDevices(16, devices, &n) || n == 0)
        return "no EGL device (is the NVIDIA EGL vendor library (glvnd's 10_nvidia.json) installed?)";
    for (i = 0; i < n && !dev; i++) {
        EGLAttrib cuda = -1;
        if (QueryDeviceAttrib && QueryDeviceAttrib(devices[i], EGL_CUDA_DEVICE_NV, &cuda) && cuda == 0) dev = devices[i];
    }
    if (!dev) return "no EGL device is CUDA device 0";
    g->display = GetPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, dev, NULL);
    if (!g->display || !Initialize(g->display, &major, &minor)) return "eglInitialize failed on the device display";
    if (!BindAPI(EGL_OPENGL_API) || !ChooseConfig(g->display, config_attrs, &config, 1, &n) || n != 1) return "no EGL config for desktop OpenGL";
    g->context = CreateContext(g->display, config, NULL, NULL);
    if (!g->context || !g->MakeCurrent(g->display, NULL, NULL, g->context)) return "no current surfaceless OpenGL context";
    if (!GL_SYM(g, GenBuffers) || !GL_SYM(g, BindBuffer) || !GL_SYM(g, BufferData) || !GL_SYM(g, GetBufferSubData) || !GL_SYM(g, DeleteBuffers) ||
        !GL_SYM(g, GenTextures) || !GL_SYM(g, BindTexture) || !GL_SYM(g, TexStorage2D) || !GL_SYM(g, GetTexImage) || !GL_SYM(g, DeleteTextures) ||
        !GL_SYM(g, Finish) || !GL_SYM(g, GetError))
        return "the OpenGL library lacks GL 4.2 entry points (libOpenGL.so.0 / libGL.so.1)";
    return NULL;
}

static void gl_close(gl_side *g) {
    if (g->context) {
        g->MakeCurrent(g->display, NULL, NULL, NULL);
        g->DestroyContext(g->display, g->context);
    }
    if (g->display) g->Terminate(g->display);
    memset(g, 0, sizeof *g);
}

static const char *GL_KSRC =
    "extern \"C\" __global__ void fill(unsigned int *x, unsigned int n, unsigned int frame) {\n"
    "    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) x[i] = i * 2654435761u + frame;\n"
    "}\n"
    "extern \"C\" __global__ void write2d(cudaSurfaceObject_t s, int w, int h) {\n"
    "    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;\n"
    "    if (x < w && y < h) surf2Dwrite((unsigned int)(x * 1000 + y), s, x * 4, y);\n"
    "}\n";

static void gl_buffer_and_texture(void) {
    enum { N = 100000, W = 70, H = 33 };
    static unsigned int got[N], img[W * H];
    gl_side gl;
    const char *why;
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_object_code code;
    cudacore_kernel fill, write2d;
    cudacore_stream s;
    cudacore_graphics_resource rb, rt;
    cudacore_graphics_register_desc rd;
    cudacore_buffer b;
    cudacore_buffer_info bi;
    cudacore_array a;
    cudacore_array_info ai;
    cudacore_surface sf;
    cudacore_CUsurfObject sh;
    cudacore_CUdeviceptr p;
    cudacore_launch_config cfg;
    unsigned int vbo = 0, tex = 0, n = N, frame = 9, i;
    int w = W, h = H, bad = 0, x, y;
    NEED_GPU();
    if ((why = gl_open(&gl)) != NULL) {
        gl_close(&gl);
        SKIP_ENV("EGL/OpenGL: %s", why);
    }
    memset(&pd, 0, sizeof pd);
    pd.source = GL_KSRC;
    CHECK_OK(cudacore_program_create(&pd, &prog));
    CHECK_OK(cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code));
    CHECK_OK(cudacore_program_destroy(prog));
    CHECK_OK(cudacore_object_code_get_kernel(code, "fill", &fill));
    CHECK_OK(cudacore_object_code_get_kernel(code, "write2d", &write2d));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    /* a GL buffer object, written by a kernel */
    gl.GenBuffers(1, &vbo);
    gl.BindBuffer(GL_ARRAY_BUFFER, vbo);
    gl.BufferData(GL_ARRAY_BUFFER, (intptr_t)N * 4, NULL, GL_STATIC_DRAW);
    gl.Finish();
    CHECK(gl.GetError() == 0);
    memset(&rd, 0, sizeof rd);
    rd.write_discard = 1;
    CHECK_OK(cudacore_graphics_register_gl_buffer(vbo, &rd, &rb));
    CHECK_ERR(cudacore_graphics_mapped_buffer(rb, &b), CUDACORE_ERROR_INVALID_ARGUMENT); /* not mapped yet */
    CHECK_OK(cudacore_graphics_map(rb, s));
    CHECK_ERR(cudacore_graphics_map(rb, s), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_graphics_mapped_buffer(rb, &b));
    CHECK_OK(cudacore_buffer_get_info(b, &bi));
    CHECK(bi.size == (size_t)N * 4 && bi.kind == CUDACORE_MEMORY_DEVICE && !bi.owned);
    CHECK_OK(cudacore_buffer_native(b, &p));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (N + 255) / 256;
    CHECK_OK(CUDACORE_LAUNCH(s, &cfg, fill, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(unsigned int, n), CUDACORE_ARG(unsigned int, frame)));
    CHECK_ERR(cudacore_graphics_resource_destroy(rb), CUDACORE_ERROR_IN_USE); /* mapped */
    CHECK_OK(cudacore_graphics_unmap(rb, s));
    CHECK_ERR(cudacore_buffer_native(b, &p), CUDACORE_ERROR_INVALID_HANDLE); /* released by the unmap */
    CHECK_OK(cudacore_stream_synchronize(s));
    gl.GetBufferSubData(GL_ARRAY_BUFFER, 0, (intptr_t)N * 4, got);
    CHECK(gl.GetError() == 0);
    for (i = 0; i < N; i++) bad += got[i] != i * 2654435761u + frame;
    CHECK(bad == 0);
    CHECK_OK(cudacore_graphics_resource_destroy(rb));
    /* a GL texture, written through a surface */
    gl.GenTextures(1, &tex);
    gl.BindTexture(GL_TEXTURE_2D, tex);
    gl.TexStorage2D(GL_TEXTURE_2D, 1, GL_R32UI, W, H);
    gl.Finish();
    CHECK(gl.GetError() == 0);
    memset(&rd, 0, sizeof rd);
    rd.surface_load_store = 1;
    CHECK_OK(cudacore_graphics_register_gl_image(tex, GL_TEXTURE_2D, &rd, &rt));
    CHECK_OK(cudacore_graphics_map(rt, s));
    CHECK_OK(cudacore_graphics_mapped_array(rt, 0, 0, &a));
    CHECK_OK(cudacore_array_get_info(a, &ai));
    CHECK(ai.width == W && ai.height == H && ai.format == CUDACORE_CU_AD_FORMAT_UNSIGNED_INT32 && ai.num_channels == 1 && !ai.owned);
    CHECK_ERR(cudacore_array_destroy(a), CUDACORE_ERROR_INVALID_ARGUMENT); /* it goes with the mapping */
    CHECK_OK(cudacore_surface_create(a, &sf));
    CHECK_OK(cudacore_surface_native(sf, &sh));
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 64;
    cfg.block[1] = cfg.block[2] = 1;
    cfg.grid[0] = (W + 63) / 64;
    cfg.grid[1] = H;
    cfg.grid[2] = 1;
    CHECK_OK(CUDACORE_LAUNCH(s, &cfg, write2d, CUDACORE_ARG(cudacore_CUsurfObject, sh), CUDACORE_ARG(int, w), CUDACORE_ARG(int, h)));
    CHECK_ERR(cudacore_graphics_unmap(rt, s), CUDACORE_ERROR_IN_USE); /* the surface still uses the image */
    CHECK_OK(cudacore_surface_destroy(sf));
    CHECK_OK(cudacore_graphics_unmap(rt, s));
    CHECK_OK(cudacore_stream_synchronize(s));
    gl.GetTexImage(GL_TEXTURE_2D, 0, GL_RED_INTEGER, GL_UNSIGNED_INT, img);
    CHECK(gl.GetError() == 0);
    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) bad += img[y * W + x] != (unsigned int)(x * 1000 + y);
    CHECK(bad == 0);
    CHECK_OK(cudacore_graphics_resource_destroy(rt));
    gl.DeleteTextures(1, &tex);
    gl.DeleteBuffers(1, &vbo);
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_kernel_destroy(fill));
    CHECK_OK(cudacore_kernel_destroy(write2d));
    CHECK_OK(cudacore_object_code_destroy(code));
    gl_close(&gl);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_GRAPHICS_RESOURCE) == 0 && cudacore_live_objects(CUDACORE_OBJECT_ARRAY) == 0);
}

int main(void) {
    point_loaders_at_the_driver();
    t_setup_quiet();
    RUN(vulkan_memory_and_timeline);
    RUN(gl_buffer_and_texture);
    t_destroy_all();
    cudacore_shutdown();
    TEST_EXIT();
}
