/* test.h -- the little harness every cudacore test program uses.

   Each test prints one line: "ok - name", "FAIL - name" or "skip - name: why".
   tests/run.sh counts those lines, so a test binary may hold many tests. A
   GPU test calls NEED_GPU() first: with no usable driver it is skipped,
   unless CUDACORE_REQUIRE_GPU=1 is set (the GPU machine's run), where a
   missing GPU is a failure, so that "no GPU test skipped" is checked, not hoped. */
#ifndef CUDACORE_TEST_H
#define CUDACORE_TEST_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../cudacore.h"

static int t_failed, t_passed, t_skipped;
static int t_case_failed;
static const char *t_skip_reason;

#define CHECK(cond) \
    do { \
        if (!(cond)) { \
            printf("  check failed: %s  (%s:%d)\n", #cond, __FILE__, __LINE__); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

/* expr must succeed; on failure print the library's error record */
#define CHECK_OK(expr) \
    do { \
        cudacore_result t_r_ = (expr); \
        if (t_r_ != CUDACORE_SUCCESS) { \
            printf("  %s returned %s  (%s:%d)\n", #expr, cudacore_result_name(t_r_), __FILE__, __LINE__); \
            cudacore_print_error(stdout); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

/* expr must fail with exactly `code`, and leave a message in the record */
#define CHECK_ERR(expr, code) \
    do { \
        cudacore_result t_r_ = (expr); \
        if (t_r_ != (code)) { \
            printf("  %s returned %s, expected %s  (%s:%d)\n", #expr, cudacore_result_name(t_r_), #code, __FILE__, __LINE__); \
            if (t_r_ != CUDACORE_SUCCESS) cudacore_print_error(stdout); \
            t_case_failed = 1; \
            return; \
        } \
        if (!cudacore_last_error()->message[0] || cudacore_last_error()->result != (code)) { \
            printf("  %s: no error record for %s  (%s:%d)\n", #expr, #code, __FILE__, __LINE__); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

#define SKIP(why) \
    do { \
        t_skip_reason = (why); \
        return; \
    } while (0)

/* A logger that keeps quiet: bad-input tests provoke errors on purpose. */
static void t_quiet_logger(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    (void)tag; (void)level; (void)result; (void)message; (void)line; (void)file; (void)ud;
}
static CUDACORE__UNUSED void t_setup_quiet(void) {
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    if (!cudacore_is_set_up()) cudacore_setup(&d);
}
static int t_gpu_state = -1; /* -1 unknown, 0 none, 1 usable */
static const char *t_gpu_why = "";
static CUDACORE__UNUSED int t_have_gpu(void) {
    if (t_gpu_state < 0) {
        int n = 0;
        cudacore_result r;
        t_setup_quiet();
        r = cudacore_device_count(&n);
        t_gpu_state = r == CUDACORE_SUCCESS && n > 0;
        t_gpu_why = r == CUDACORE_SUCCESS ? "no CUDA device" : cudacore_result_name(r);
        cudacore_clear_error();
    }
    return t_gpu_state;
}
static CUDACORE__UNUSED int t_require_gpu(void) {
    const char *e = getenv("CUDACORE_REQUIRE_GPU");
    return e && e[0] == '1';
}
#define NEED_GPU() \
    do { \
        if (!t_have_gpu()) { \
            if (t_require_gpu()) { \
                printf("  CUDACORE_REQUIRE_GPU=1 but no GPU: %s\n", t_gpu_why); \
                t_case_failed = 1; \
                return; \
            } \
            SKIP("needs a GPU"); \
        } \
    } while (0)

static void t_run(const char *name, void (*fn)(void)) {
    t_case_failed = 0;
    t_skip_reason = NULL;
    fflush(stdout);
    fn();
    if (t_case_failed) {
        printf("FAIL - %s\n", name);
        t_failed++;
    } else if (t_skip_reason) {
        printf("skip - %s: %s\n", name, t_skip_reason);
        t_skipped++;
    } else {
        printf("ok - %s\n", name);
        t_passed++;
    }
    fflush(stdout);
}
#define RUN(fn) t_run(#fn, fn)

/* Host memory for a test: a failed CHECK returns at once, and under fault
   injection (make test-faults) a test's own leak must not read as the
   library's. Freed by TEST_EXIT. */
static void *t_mem[256];
static int t_nmem;
static CUDACORE__UNUSED void *t_malloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (p && t_nmem < (int)(sizeof t_mem / sizeof t_mem[0])) t_mem[t_nmem++] = p;
    return p;
}
static CUDACORE__UNUSED void t_free_all(void) {
    while (t_nmem) free(t_mem[--t_nmem]);
}

/* Destroys every cudacore object still alive, kind by kind (kernels before
   their code, buffers before their resources): for tests that stopped early
   on a failed check. Call before cudacore_shutdown. What the library itself
   leaks still shows: only objects the test made are destroyed. */
static CUDACORE__UNUSED void t_destroy_all(void) {
    static const int order[] = {CUDACORE_OBJECT_COMMUNICATOR, CUDACORE_OBJECT_KERNEL, CUDACORE_OBJECT_OBJECT_CODE, CUDACORE_OBJECT_PROGRAM, CUDACORE_OBJECT_LINKER,
                                CUDACORE_OBJECT_EVENT, CUDACORE_OBJECT_TEXTURE, CUDACORE_OBJECT_SURFACE, CUDACORE_OBJECT_BUFFER,
                                CUDACORE_OBJECT_MIPMAPPED_ARRAY, CUDACORE_OBJECT_ARRAY, CUDACORE_OBJECT_GRAPHICS_RESOURCE,
                                CUDACORE_OBJECT_EXTERNAL_SEMAPHORE, CUDACORE_OBJECT_EXTERNAL_MEMORY, CUDACORE_OBJECT_MEMORY_RESOURCE,
                                CUDACORE_OBJECT_STREAM, CUDACORE_OBJECT_CONTEXT};
    size_t k;
    uint32_t c, i;
    if (!cudacore_is_set_up()) return;
    for (k = 0; k < sizeof order / sizeof order[0]; k++) {
        cudacore__pool *p = &cudacore__g.pools[order[k]];
        for (c = 0; c < CUDACORE__MAX_CHUNKS && p->chunks[c]; c++)
            for (i = 0; i < CUDACORE__CHUNK_SLOTS; i++) {
                uint64_t id = cudacore__load64(&((cudacore__slot *)(p->chunks[c] + (size_t)i * p->slot_size))->id);
                if (!id) continue;
                switch (order[k]) {
                    case CUDACORE_OBJECT_COMMUNICATOR: { cudacore_communicator h; h.id = id; cudacore_communicator_abort(h); cudacore_communicator_destroy(h); break; }
                    case CUDACORE_OBJECT_KERNEL: { cudacore_kernel h; h.id = id; cudacore_kernel_destroy(h); break; }
                    case CUDACORE_OBJECT_OBJECT_CODE: { cudacore_object_code h; h.id = id; cudacore_object_code_destroy(h); break; }
                    case CUDACORE_OBJECT_PROGRAM: { cudacore_program h; h.id = id; cudacore_program_destroy(h); break; }
                    case CUDACORE_OBJECT_LINKER: { cudacore_linker h; h.id = id; cudacore_linker_destroy(h); break; }
                    case CUDACORE_OBJECT_EVENT: { cudacore_event h; h.id = id; cudacore_event_destroy(h); break; }
                    case CUDACORE_OBJECT_BUFFER: { cudacore_buffer h; h.id = id; cudacore_buffer_free(h, cudacore_stream_legacy()); break; }
                    case CUDACORE_OBJECT_MEMORY_RESOURCE: { cudacore_memory_resource h; h.id = id; cudacore_memory_resource_destroy(h); break; }
                    case CUDACORE_OBJECT_TEXTURE: { cudacore_texture h; h.id = id; cudacore_texture_destroy(h); break; }
                    case CUDACORE_OBJECT_SURFACE: { cudacore_surface h; h.id = id; cudacore_surface_destroy(h); break; }
                    case CUDACORE_OBJECT_MIPMAPPED_ARRAY: { cudacore_mipmapped_array h; h.id = id; cudacore_mipmapped_array_destroy(h); break; }
                    case CUDACORE_OBJECT_ARRAY: { cudacore_array h; h.id = id; cudacore_array_destroy(h); break; }
                    case CUDACORE_OBJECT_GRAPHICS_RESOURCE: { cudacore_graphics_resource h; h.id = id; cudacore_graphics_resource_destroy(h); break; }
                    case CUDACORE_OBJECT_EXTERNAL_SEMAPHORE: { cudacore_external_semaphore h; h.id = id; cudacore_external_semaphore_destroy(h); break; }
                    case CUDACORE_OBJECT_EXTERNAL_MEMORY: { cudacore_external_memory h; h.id = id; cudacore_external_memory_destroy(h); break; }
                    case CUDACORE_OBJECT_CONTEXT: { cudacore_context h; h.id = id; cudacore_context_destroy(h); break; }
                    default: { cudacore_stream h; h.id = id; cudacore_stream_destroy(h); break; }
                }
            }
    }
}

#define TEST_EXIT() \
    do { \
        t_free_all(); \
        return t_failed ? 1 : 0; \
    } while (0)

#endif
