/* 3-D and batched copies on the CPU, through tests/mock/libcuda_mock.so,
   whose copy entry points copy host memory: once as a CUDA 12.0 driver (the
   batches run as a loop of single copies) and once as a 12.8 one (one
   cuMemcpyBatchAsync / cuMemcpy3DBatchAsync per 64 copies). Both must give
   the same bytes; the mock counts which entry points ran. Each driver
   version runs in its own child process (the driver is loaded once). */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "fork and waitpid (POSIX-only)"
#include "../test.h"
#include <dlfcn.h>
#include <sys/wait.h>
#include <unistd.h>

static char mock_path[1024];
static int version;                       /* the mock's driver version in this child */
static int (*mock_calls)(const char *name);
static cudacore_memory_resource mr;

static cudacore_result h_alloc(void *ud, size_t size, cudacore_CUstream s, cudacore_CUdeviceptr *p) {
    (void)ud; (void)s;
    *p = (cudacore_CUdeviceptr)(uintptr_t)calloc(1, size);
    return *p ? CUDACORE_SUCCESS : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}
static cudacore_result h_free(void *ud, cudacore_CUdeviceptr p, size_t size, cudacore_CUstream s) {
    (void)ud; (void)s; (void)size;
    free((void *)(uintptr_t)p);
    return CUDACORE_SUCCESS;
}

/* a host "buffer" of n bytes, filled with seed-derived bytes */
static unsigned char *buf_make(cudacore_buffer *b, size_t n, unsigned seed) {
    void *p = NULL;
    size_t i;
    if (cudacore_buffer_allocate(mr, n, cudacore_stream_per_thread(), b) != CUDACORE_SUCCESS) return NULL;
    if (cudacore_buffer_host_ptr(*b, &p) != CUDACORE_SUCCESS) return NULL;
    for (i = 0; i < n; i++) ((unsigned char *)p)[i] = (unsigned char)(seed * 31u + i * 7u);
    return (unsigned char *)p;
}

static void setup(void) {
    cudacore_desc d;
    cudacore_user_memory_resource_desc u;
    void *h;
    memset(&d, 0, sizeof d);
    d.libcuda_path = mock_path;
    d.quiet = 1;
    CHECK_OK(cudacore_setup(&d));
    memset(&u, 0, sizeof u);
    u.vtable.allocate = h_alloc;
    u.vtable.deallocate = h_free;
    u.device = -1;
    u.host_accessible = 1;
    u.device_accessible = 1;
    CHECK_OK(cudacore_user_memory_resource_create(&u, &mr));
    CHECK_OK(cudacore_driver_version(&version));
    h = dlopen(mock_path, RTLD_NOW | RTLD_NOLOAD);
    CHECK(h != NULL);
    *(void **)&mock_calls = dlsym(h, "cudacore_mock_calls");
    CHECK(mock_calls != NULL);
}

static void batch_is_byte_exact(void) {
    enum { N = 150 }; /* three chunks of the native path */
    cudacore_copy c[N];
    cudacore_copy_attributes at[N];
    cudacore_buffer src, dst;
    unsigned char *s, *d, host_src[64], host_dst[64];
    size_t i, issued = 0;
    int b0 = mock_calls("cuMemcpyBatchAsync"), m0 = mock_calls("cuMemcpyAsync");
    CHECK((s = buf_make(&src, 4096, 1)) != NULL);
    CHECK((d = buf_make(&dst, 8192, 2)) != NULL);
    memset(host_dst, 0, sizeof host_dst);
    for (i = 0; i < sizeof host_src; i++) host_src[i] = (unsigned char)(200 - i);
    memset(c, 0, sizeof c);
    memset(at, 0, sizeof at);
    for (i = 0; i < N; i++) {
        c[i].dst = dst;
        c[i].dst_offset = i * 50;
        c[i].src = src;
        c[i].src_offset = (i * 13) % 4000;
        c[i].size = i % 7 == 3 ? 0 : 1 + i % 40; /* some empty copies */
        at[i].source_access = i % 3 == 0 ? CUDACORE_COPY_SOURCE_ANY : CUDACORE_COPY_SOURCE_STREAM; /* runs of attributes */
        at[i].prefer_overlap_with_compute = i % 5 == 0;
        issued += c[i].size != 0;
    }
    c[7].src.id = 0; /* host to buffer */
    c[7].src_host = host_src;
    c[7].src_offset = 4;
    c[7].size = 32;
    c[8].dst.id = 0; /* buffer to host */
    c[8].dst_host = host_dst;
    c[8].dst_offset = 8;
    c[8].size = 16;
    CHECK_OK(cudacore_copy_batch(c, N, at, N, cudacore_stream_per_thread()));
    for (i = 0; i < N; i++) {
        const unsigned char *from = c[i].src.id ? s + c[i].src_offset : host_src + c[i].src_offset;
        const unsigned char *to = c[i].dst.id ? d + c[i].dst_offset : host_dst + c[i].dst_offset;
        CHECK(memcmp(to, from, c[i].size) == 0);
    }
    if (version >= 12080) {
        CHECK(mock_calls("cuMemcpyBatchAsync") - b0 == 3);
        CHECK(mock_calls("cuMemcpyAsync") == m0);
    } else {
        CHECK(mock_calls("cuMemcpyBatchAsync") == b0);
        CHECK(mock_calls("cuMemcpyAsync") - m0 == (int)issued);
    }
    /* one attribute for all, and none */
    CHECK_OK(cudacore_copy_batch(c, 20, at, 1, cudacore_stream_per_thread()));
    CHECK_OK(cudacore_copy_batch(c, 20, NULL, 0, cudacore_stream_per_thread()));
    CHECK_OK(cudacore_copy_batch(NULL, 0, NULL, 0, cudacore_stream_per_thread()));
    CHECK_OK(cudacore_buffer_free(src, cudacore_stream_per_thread()));
    CHECK_OK(cudacore_buffer_free(dst, cudacore_stream_per_thread()));
}

static void batch_refusals_issue_nothing(void) {
    cudacore_copy c[3];
    cudacore_copy_attributes at;
    cudacore_buffer src, dst;
    unsigned char *d;
    int b0 = mock_calls("cuMemcpyBatchAsync"), m0 = mock_calls("cuMemcpyAsync");
    CHECK(buf_make(&src, 64, 3) != NULL);
    CHECK((d = buf_make(&dst, 64, 4)) != NULL);
    memset(c, 0, sizeof c);
    c[0].dst = c[1].dst = c[2].dst = dst;
    c[0].src = c[1].src = c[2].src = src;
    c[0].size = c[1].size = c[2].size = 16;
    c[2].src_offset = 60; /* past the end */
    CHECK_ERR(cudacore_copy_batch(c, 3, NULL, 0, cudacore_stream_per_thread()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK(strstr(cudacore_last_error()->message, "copies[2]") != NULL);
    CHECK(mock_calls("cuMemcpyBatchAsync") == b0 && mock_calls("cuMemcpyAsync") == m0); /* nothing ran */
    CHECK(d[0] == (unsigned char)(4 * 31));
    CHECK_ERR(cudacore_copy_batch(c, 2, NULL, 0, cudacore_stream_legacy()), CUDACORE_ERROR_INVALID_ARGUMENT);
    memset(&at, 0, sizeof at);
    CHECK_ERR(cudacore_copy_batch(c, 2, &at, 3, cudacore_stream_per_thread()), CUDACORE_ERROR_INVALID_ARGUMENT);
    at.source_access = (cudacore_copy_source_access)9;
    CHECK_ERR(cudacore_copy_batch(c, 2, &at, 1, cudacore_stream_per_thread()), CUDACORE_ERROR_INVALID_ARGUMENT);
    at.source_access = CUDACORE_COPY_SOURCE_DURING_CALL;
    if (version >= 12080) CHECK_OK(cudacore_copy_batch(c, 2, &at, 1, cudacore_stream_per_thread()));
    else CHECK_ERR(cudacore_copy_batch(c, 2, &at, 1, cudacore_stream_per_thread()), CUDACORE_ERROR_NOT_SUPPORTED);
    CHECK_OK(cudacore_buffer_free(src, cudacore_stream_per_thread()));
    CHECK_OK(cudacore_buffer_free(dst, cudacore_stream_per_thread()));
}

/* 3-D copies of memory: a 5 x 3 x 2 box (bytes) between pitched layouts. */
static void copy_3d_boxes(void) {
    enum { SP = 16, SR = 4, DP = 12, DR = 5, W = 5, H = 3, D = 2 };
    cudacore_copy_3d_desc c[4];
    cudacore_buffer src, dst;
    unsigned char *s, *d, host[DP * DR * D + 3];
    size_t x, y, z;
    int n3 = mock_calls("cuMemcpy3DAsync"), nb = mock_calls("cuMemcpy3DBatchAsync");
    CHECK((s = buf_make(&src, SP * SR * D + 8, 5)) != NULL);
    CHECK((d = buf_make(&dst, DP * DR * D + 2, 6)) != NULL);
    memset(host, 0, sizeof host);
    memset(c, 0, sizeof c);
    c[0].src.buffer = src;
    c[0].src.offset = 3;
    c[0].src.pitch = SP;
    c[0].src.rows = SR;
    c[0].dst.buffer = dst;
    c[0].dst.offset = 2;
    c[0].dst.pitch = DP;
    c[0].dst.rows = DR;
    c[0].width = W;
    c[0].height = H;
    c[0].depth = D;
    CHECK_OK(cudacore_copy_3d(&c[0], cudacore_stream_per_thread()));
    for (z = 0; z < D; z++)
        for (y = 0; y < H; y++)
            for (x = 0; x < W; x++) CHECK(d[2 + (z * DR + y) * DP + x] == s[3 + (z * SR + y) * SP + x]);
    CHECK(mock_calls("cuMemcpy3DAsync") == n3 + 1);
    /* the same box to host memory, as a batch of one plus an empty copy */
    c[1] = c[0];
    c[1].dst.buffer.id = 0;
    c[1].dst.host = host;
    c[1].dst.offset = 3;
    c[2] = c[1];
    c[2].width = 0;
    CHECK_OK(cudacore_copy_3d_batch(&c[1], 2, NULL, 0, cudacore_stream_per_thread()));
    for (z = 0; z < D; z++)
        for (y = 0; y < H; y++)
            for (x = 0; x < W; x++) CHECK(host[3 + (z * DR + y) * DP + x] == s[3 + (z * SR + y) * SP + x]);
    if (version >= 12080) CHECK(mock_calls("cuMemcpy3DBatchAsync") == nb + 1 && mock_calls("cuMemcpy3DAsync") == n3 + 1);
    else CHECK(mock_calls("cuMemcpy3DBatchAsync") == nb && mock_calls("cuMemcpy3DAsync") == n3 + 2);
    /* the last byte of the destination box is one past the buffer */
    c[3] = c[0];
    c[3].dst.offset = DP * DR * D + 2 - ((D - 1) * DP * DR + (H - 1) * DP + W) + 1;
    CHECK_ERR(cudacore_copy_3d(&c[3], cudacore_stream_per_thread()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    CHECK_ERR(cudacore_copy_3d_batch(&c[2], 2, NULL, 0, cudacore_stream_per_thread()), CUDACORE_ERROR_OUT_OF_BOUNDS);
    c[3] = c[0];
    c[3].src.pitch = W - 1; /* a row does not fit its pitch */
    CHECK_ERR(cudacore_copy_3d(&c[3], cudacore_stream_per_thread()), CUDACORE_ERROR_INVALID_ARGUMENT);
    c[3] = c[0];
    c[3].dst.rows = H - 1;
    CHECK_ERR(cudacore_copy_3d(&c[3], cudacore_stream_per_thread()), CUDACORE_ERROR_INVALID_ARGUMENT);
    c[3] = c[0];
    c[3].dst.x = 1; /* x, y, z are for arrays */
    CHECK_ERR(cudacore_copy_3d(&c[3], cudacore_stream_per_thread()), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(cudacore_buffer_free(src, cudacore_stream_per_thread()));
    CHECK_OK(cudacore_buffer_free(dst, cudacore_stream_per_thread()));
}

static void no_leaks(void) {
    CHECK_OK(cudacore_memory_resource_destroy(mr));
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_BUFFER) == 0);
    CHECK(cudacore_live_objects(CUDACORE_OBJECT_MEMORY_RESOURCE) == 0);
}

static int run_as(const char *v) {
    pid_t pid;
    int status = 0;
    fflush(stdout);
    pid = fork();
    if (pid == 0) {
        setenv("CUDACORE_MOCK_DRIVER_VERSION", v, 1);
        printf("  (the mock reports CUDA %s)\n", v);
        RUN(setup);
        if (t_failed) exit(1);
        RUN(batch_is_byte_exact);
        RUN(batch_refusals_issue_nothing);
        RUN(copy_3d_boxes);
        RUN(no_leaks);
        t_destroy_all(); /* what a test that stopped early left (make test-faults) */
        cudacore_shutdown();
        fflush(stdout);
        exit(t_failed ? 1 : 0);
    }
    if (pid < 0 || waitpid(pid, &status, 0) != pid) return 1;
    return !(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

static void needs_the_mock(void) { SKIP("tests/mock/libcuda_mock.so was not built next to this test"); }

int main(int argc, char **argv) {
    const char *slash = strrchr(argv[0], '/');
    FILE *f;
    int bad = 0;
    (void)argc;
    snprintf(mock_path, sizeof mock_path, "%.*s/libcuda_mock.so", slash ? (int)(slash - argv[0]) : 1, slash ? argv[0] : ".");
    if ((f = fopen(mock_path, "rb")) == NULL) {
        RUN(needs_the_mock);
        TEST_EXIT();
    }
    fclose(f);
    bad |= run_as("12000"); /* before cuMemcpyBatchAsync: the fallback loop */
    bad |= run_as("12080"); /* the batched entry points */
    return bad;
}
