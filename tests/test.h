/* test.h -- the little harness every cudacore test program uses.

   Each test prints one line: "ok - name", "FAIL - name" or "skip - name: why".
   tests/run.sh counts those lines, so a test binary may hold many tests. A
   GPU test calls NEED_GPU() first: with no usable driver it is skipped,
   unless CUDACORE_REQUIRE_GPU=1 is set (the GPU machine's run), where a
   missing GPU is a failure, so that "no GPU test skipped" is checked, not hoped.

   Each test program defines CUDACORE_IMPLEMENTATION before including this
   file, so that it builds on its own (cc tests/unit/test_bind.c ...). The
   Makefile builds most of them with -DCUDACORE_NO_IMPLEMENTATION instead and
   links the implementation it compiled once for the build's configuration
   (tests/impl.c). A test reaches the library's internals only through
   tests/internals.h, whose helpers that object holds. Two lines a test may
   put before including this file, which the Makefile reads from the sources:
     #define CUDACORE_TEST_CONFIG MACRO   it checks the configuration
         MACRO (NDEBUG, CUDACORE_TEST_HOOKS, ...), which it defines before
         this line and the shared object is built without: the Makefile
         links it with the implementation compiled with -DMACRO
         (obj/cudacore-MACRO.o, one for every test that names MACRO); its
         opening comment says why (tests/unit/test_docs.c checks the rule);
     #define CUDACORE_TEST_NOT_ON_WINDOWS "why"   make test-windows does not
         build it and counts it as skipped, with that reason.
   Test files are named by the header's sections: tests/unit/test_<section>.c
   and tests/gpu/test_<section>_gpu.c, a second word for a part of a section
   (test_graphs_recorders.c), or one of a few names for what crosses them
   (test_bad_input.c, test_threads.c, ...); tests/unit/test_docs.c checks it. */
#ifndef CUDACORE_TEST_H
#define CUDACORE_TEST_H
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE) && !defined(_XOPEN_SOURCE) && !defined(_GNU_SOURCE)
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv: the compile cache's folder of a test (t_cache_folder) */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../cudacore.h"
#if !defined(_WIN32)
#include <dirent.h>
#include <unistd.h>
#endif
#if defined(_WIN32) /* first, as the implementation includes it: the tests' own names win (bad_input.h's E_HANDLE) */
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#endif

#if defined(__GNUC__) || defined(__clang__)
#define T_UNUSED __attribute__((unused))
#else
#define T_UNUSED
#endif

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
static T_UNUSED void t_setup_quiet(void) {
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    if (!cudacore_is_set_up()) cudacore_setup(&d);
}
static int t_gpu_state = -1; /* -1 unknown, 0 none, 1 usable */
static const char *t_gpu_why = "";
static T_UNUSED int t_have_gpu(void) {
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
static T_UNUSED int t_require_gpu(void) {
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

/* A tool the GPU run must have (nvcc, fatbinary, mpirun, the built
   examples): without it, a counted skip -- or, with CUDACORE_REQUIRE_GPU=1
   (the GPU machine's run, where every tool is installed), a failure saying
   which. A tool that is there and fails is a failure either way
   (CHECK_SHELL). */
#define NEED_TOOL(ok, why) \
    do { \
        if (!(ok)) { \
            if (t_require_gpu()) { \
                printf("  CUDACORE_REQUIRE_GPU=1 but %s\n", (why)); \
                t_case_failed = 1; \
                return; \
            } \
            SKIP(why); \
        } \
    } while (0)

/* The program's own setup (made once, before its cases) must have worked:
   a case with nothing to test on is a failure, never a skip. */
#define NEED_SETUP_DONE(ok) \
    do { \
        if (!(ok)) { \
            printf("  the program's setup failed (its error is printed above): nothing to test\n"); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

/* Prints the file at path (its first 40 lines), indented. */
static T_UNUSED void t_print_file(const char *path) {
    char line[512];
    int n = 0;
    FILE *f = fopen(path, "r");
    if (!f) return;
    while (n++ < 40 && fgets(line, sizeof line, f)) printf("  | %s", line);
    fclose(f);
}

/* The shell command cmd, which writes its output to log, must exit 0; on
   failure the command and its log are printed. */
#define CHECK_SHELL(cmd, log) \
    do { \
        if (system(cmd) != 0) { \
            printf("  failed: %s  (%s:%d)\n", (cmd), __FILE__, __LINE__); \
            t_print_file(log); \
            t_case_failed = 1; \
            return; \
        } \
    } while (0)

/* Whether CUDACORE_TEST_ONLY (cases by name, separated by commas; unset:
   every case) names this case. */
static int t_chosen(const char *name) {
    const char *only = getenv("CUDACORE_TEST_ONLY"), *p;
    size_t n = strlen(name);
    if (!only || !*only) return 1;
    for (p = strstr(only, name); p; p = strstr(p + 1, name))
        if ((p == only || p[-1] == ',') && (p[n] == ',' || !p[n])) return 1;
    return 0;
}
static void t_run(const char *name, void (*fn)(void)) {
    t_case_failed = 0;
    t_skip_reason = NULL;
    fflush(stdout);
    if (t_chosen(name)) fn();
    else t_skip_reason = "not named in CUDACORE_TEST_ONLY";
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
static void **t_mem;
static int t_nmem, t_capmem;
static T_UNUSED void *t_malloc(size_t n) {
    void *p;
    if (t_nmem == t_capmem) {
        int cap = t_capmem ? 2 * t_capmem : 64;
        void **grown = (void **)realloc(t_mem, (size_t)cap * sizeof *grown);
        if (!grown) {
            printf("  t_malloc: no memory to track another allocation  (%s:%d)\n", __FILE__, __LINE__);
            t_case_failed = 1;
            return NULL;
        }
        t_mem = grown;
        t_capmem = cap;
    }
    p = malloc(n ? n : 1);
    if (!p) {
        printf("  t_malloc: %lu bytes not allocated  (%s:%d)\n", (unsigned long)n, __FILE__, __LINE__);
        t_case_failed = 1;
        return NULL;
    }
    t_mem[t_nmem++] = p;
    return p;
}
static T_UNUSED void t_free_all(void) {
    while (t_nmem) free(t_mem[--t_nmem]);
    free(t_mem);
    t_mem = NULL;
    t_capmem = 0;
}

/* A count from the environment (CUDACORE_STRESS_ITERS ...: the GPU
   verification shortens stress loops under compute-sanitizer), def when
   unset, at least min. */
static T_UNUSED int t_env_int(const char *name, int def, int min) {
    const char *e = getenv(name);
    int v = e ? atoi(e) : def;
    return v < min ? min : v;
}

/* Pseudo-random numbers for the randomized tests (xorshift64*): the same
   sequence on every run of a program. t_rand(n): 0 .. n - 1. */
static uint64_t t_rng = 0x9e3779b97f4a7c15ull;
static T_UNUSED uint64_t t_rand64(void) {
    t_rng ^= t_rng >> 12;
    t_rng ^= t_rng << 25;
    t_rng ^= t_rng >> 27;
    return t_rng * 0x2545f4914f6cdd1dull;
}
static T_UNUSED unsigned t_rand(unsigned n) { return (unsigned)(t_rand64() >> 33) % n; }

/* The compile cache of a test program: a new empty folder of its own under
   the system's temp folder, made before main runs (CUDACORE_CACHE_DIR then
   names it) and removed when the program exits, so that no test reads the
   user's cache (~/.cache/cudacore) or writes into it, whatever the
   environment said. The programs a test starts inherit it: a test program
   that finds CUDACORE_TEST_CACHE_DIR set (the mark the first one leaves)
   keeps the CUDACORE_CACHE_DIR it was given. */
static char t_cache_dir[512];
static unsigned long t_cache_pid;
static void t_cache_remove(void) {
#if defined(_WIN32)
    char pattern[600], path[1100];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    if (!t_cache_dir[0] || t_cache_pid != (unsigned long)GetCurrentProcessId()) return;
    snprintf(pattern, sizeof pattern, "%s\\*", t_cache_dir);
    if ((h = FindFirstFileA(pattern, &fd)) != INVALID_HANDLE_VALUE) {
        do {
            snprintf(path, sizeof path, "%s\\%s", t_cache_dir, fd.cFileName);
            if (!(fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)) DeleteFileA(path);
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    RemoveDirectoryA(t_cache_dir);
#else
    char path[1100];
    DIR *d;
    struct dirent *e;
    if (!t_cache_dir[0] || t_cache_pid != (unsigned long)getpid()) return; /* (a forked child's exit leaves it) */
    if ((d = opendir(t_cache_dir)) != NULL) {
        while ((e = readdir(d)) != NULL) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            snprintf(path, sizeof path, "%s/%s", t_cache_dir, e->d_name);
            unlink(path);
        }
        closedir(d);
    }
    rmdir(t_cache_dir);
#endif
}
#if defined(__GNUC__) || defined(__clang__)
__attribute__((constructor))
#endif
static void t_cache_folder(void) {
    const char *mark = getenv("CUDACORE_TEST_CACHE_DIR");
    if (mark && mark[0]) return; /* started by a test: its folder, or the one it named */
#if defined(_WIN32)
    {
        char tmp[400];
        DWORD n = GetTempPathA((DWORD)sizeof tmp, tmp);
        if (!n || n >= sizeof tmp) return;
        snprintf(t_cache_dir, sizeof t_cache_dir, "%scudacore-test-cache-%lu-%lu", tmp, (unsigned long)GetCurrentProcessId(),
                 (unsigned long)GetTickCount());
        if (!CreateDirectoryA(t_cache_dir, NULL)) {
            t_cache_dir[0] = 0;
            return;
        }
        t_cache_pid = (unsigned long)GetCurrentProcessId();
        _putenv_s("CUDACORE_CACHE_DIR", t_cache_dir);
        _putenv_s("CUDACORE_TEST_CACHE_DIR", t_cache_dir);
    }
#else
    {
        const char *tmp = getenv("TMPDIR");
        snprintf(t_cache_dir, sizeof t_cache_dir, "%s/cudacore-test-cache-XXXXXX", tmp && tmp[0] == '/' && strlen(tmp) < 400 ? tmp : "/tmp");
        if (!mkdtemp(t_cache_dir)) {
            t_cache_dir[0] = 0;
            return;
        }
        t_cache_pid = (unsigned long)getpid();
        setenv("CUDACORE_CACHE_DIR", t_cache_dir, 1);
        setenv("CUDACORE_TEST_CACHE_DIR", t_cache_dir, 1);
    }
#endif
    atexit(t_cache_remove);
}

/* What several tests do alike (compiles, handles, a warning logger, main's
   opening): tests/helpers.h. t_destroy_all() and every other way into the
   library's internals: tests/internals.h. */
#include "helpers.h"
#include "internals.h"

#define TEST_EXIT() \
    do { \
        t_free_all(); \
        return t_failed ? 1 : 0; \
    } while (0)

#endif
