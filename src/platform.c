#if defined(CUDACORE_MALLOC) || defined(CUDACORE_REALLOC) || defined(CUDACORE_FREE)
#if !defined(CUDACORE_MALLOC) || !defined(CUDACORE_REALLOC) || !defined(CUDACORE_FREE)
#error "cudacore: define all of CUDACORE_MALLOC, CUDACORE_REALLOC and CUDACORE_FREE, or none of them"
#endif
#else
#include <stdlib.h>
#define CUDACORE_MALLOC(sz) malloc(sz)
#define CUDACORE_REALLOC(p, sz) realloc(p, sz)
#define CUDACORE_FREE(p) free(p)
#endif

#if !defined(CUDACORE_DEBUG) && !defined(NDEBUG)
#define CUDACORE_DEBUG 1
#endif

#ifndef CUDACORE_ASSERT
#include <assert.h>
#define CUDACORE_ASSERT(c) assert(c)
#endif

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <dlfcn.h>
#include <pthread.h>
#include <unistd.h>
#endif

#if defined(__GNUC__) || defined(__clang__)
#define CUDACORE__UNUSED __attribute__((unused))
#define CUDACORE__LIKELY(x) __builtin_expect(!!(x), 1)
#define CUDACORE__UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define CUDACORE__UNUSED
#define CUDACORE__LIKELY(x) (x)
#define CUDACORE__UNLIKELY(x) (x)
#endif
#define CUDACORE__PRIVATE static CUDACORE__UNUSED
/* Error paths: kept out of the hot code (the compiler moves the branches that
   reach them out of line). Tiny hot-path helpers: always inlined. Rare, not
   failing paths: out of line without the cold mark, which can make the
   compiler move hot code that shares their block out of line too. */
#if defined(__GNUC__) || defined(__clang__)
#define CUDACORE__COLD static __attribute__((cold, noinline, unused))
#define CUDACORE__HOT_INLINE static __inline__ __attribute__((always_inline, unused))
#define CUDACORE__RARE static __attribute__((noinline, unused))
#elif defined(_MSC_VER)
#define CUDACORE__COLD static __declspec(noinline)
#define CUDACORE__HOT_INLINE static __forceinline
#define CUDACORE__RARE static __declspec(noinline)
#else
#define CUDACORE__COLD static
#define CUDACORE__HOT_INLINE static
#define CUDACORE__RARE static
#endif
/* Fast paths and full paths. A call with a fast path tries it first: the
   common case checked in a few lines, which either does the whole call or
   declines before any step the full path would not take again. The full
   path checks every case in order and is the only one that reports an
   error. The twins are named X_fast and X_full, the entry X trying the one
   and then the other; they share their facts and their writes (the
   helpers named), and a randomized test runs both on the same inputs and
   fails when they disagree:
     cudacore_buffer_allocate  cudacore__buffer_allocate_fast / _full
     cudacore_buffer_free      cudacore__buffer_free_fast / _full
         sharing cudacore__buffer_slot (the pop), _unslot (the push),
         _fill, _freed, CUDACORE__CU_CURRENT (the retry):
         test_devices_multi.c, buffer_fast_and_full_paths_agree
     cudacore__coll            cudacore__coll_fast / _full (each collective),
                               cudacore__coll_side_fast / _full (a buffer's
                               range), cudacore__comm_stream_fast / _full
         sharing cudacore__nccl_type_log2, cudacore__coll_call:
         test_nccl.c, collective_fast_and_full_paths_agree
     cudacore__check_args      cudacore__check_args_fast / _full:
         test_programs_kernel_args.c, fast_check_agrees_with_the_full_one
     cudacore_recorder_begin   cudacore__recorder_begin_fast / _full
     cudacore_recorder_end     cudacore__recorder_end_fast / _full
         sharing the objects they looked up, cudacore__recorder_same_key,
         _launch_as_is, _as_is_ended, _close:
         test_graphs_recorders.c, fast_and_full_paths_agree
     cudacore_graphics_map     cudacore__graphics_fast (the one test), then the
     cudacore_graphics_unmap   call in place / cudacore__graphics_map_full, _unmap_full
         sharing cudacore__graphics_unmapped, CUDACORE__CU_CURRENT (the retry):
         test_interop.c, map_fast_and_full_paths_agree
     cudacore__tmap_check      the thread's memo (its key compared inline) /
                               cudacore__tmap_check_full, which tries
                               cudacore__tmap_fast, then cudacore__tmap_full
                               (_full_tiled, _full_im2col):
         test_tensor_maps_rules.c, memo_key_covers_every_input and
         fast_path_agrees_with_full_checks
   Where the fast path is one test of a cached state and the full path does
   the work the test found undone (nothing checked twice), the entry holds
   the test and X_full the rest: cudacore__need / _need_full (a library
   loaded and set up), cudacore__primary / _primary_full (a device's
   primary context retained), cudacore__enter / _enter_full (the context
   current), cudacore__check_dyn_smem / cudacore__check_dyn_smem_full (the
   kernel's dynamic shared memory limit). Packed constants that stand for a
   table on a fast path are derived from their tables by
   test_tensor_maps_rules.c (packed_constants_match_their_tables) and
   test_nccl.c (nccl_type_sizes_match_their_table). */

#if defined(__cplusplus) && __cplusplus >= 201103L
#define CUDACORE__TLS thread_local
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_THREADS__)
#define CUDACORE__TLS _Thread_local
#elif defined(_MSC_VER)
#define CUDACORE__TLS __declspec(thread)
#else
#define CUDACORE__TLS __thread
#endif

/*--- atomics ---*/
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
CUDACORE__PRIVATE uint64_t cudacore__load64(const volatile uint64_t *p) { uint64_t v = *p; _ReadWriteBarrier(); return v; }
CUDACORE__PRIVATE void cudacore__store64(volatile uint64_t *p, uint64_t v) { _ReadWriteBarrier(); *p = v; }
CUDACORE__PRIVATE int cudacore__load32(const volatile int *p) { int v = *p; _ReadWriteBarrier(); return v; }
CUDACORE__PRIVATE void cudacore__store32(volatile int *p, int v) { _ReadWriteBarrier(); *p = v; }
CUDACORE__PRIVATE int cudacore__dec32(volatile int *p) { return (int)_InterlockedDecrement((volatile long *)p); }
CUDACORE__PRIVATE void *cudacore__loadptr(void *const volatile *p) { void *v = *p; _ReadWriteBarrier(); return v; }
CUDACORE__PRIVATE void cudacore__storeptr(void *volatile *p, void *v) { _ReadWriteBarrier(); *p = v; }
CUDACORE__PRIVATE int cudacore__cas64(volatile uint64_t *p, uint64_t expected, uint64_t desired) {
    return (uint64_t)_InterlockedCompareExchange64((volatile __int64 *)p, (__int64)desired, (__int64)expected) == expected;
}
CUDACORE__PRIVATE uint32_t cudacore__loadu32(const volatile uint32_t *p) { return *p; }
CUDACORE__PRIVATE void cudacore__storeu32(volatile uint32_t *p, uint32_t v) { *p = v; }
CUDACORE__PRIVATE void cudacore__addu32(volatile uint32_t *p, int32_t d) { _InterlockedExchangeAdd((volatile long *)p, (long)d); }
#else
CUDACORE__PRIVATE uint64_t cudacore__load64(const uint64_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
CUDACORE__PRIVATE void cudacore__store64(uint64_t *p, uint64_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
CUDACORE__PRIVATE int cudacore__load32(const int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
CUDACORE__PRIVATE void cudacore__store32(int *p, int v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
CUDACORE__PRIVATE int cudacore__dec32(int *p) { return __atomic_sub_fetch(p, 1, __ATOMIC_ACQ_REL); }
CUDACORE__PRIVATE void *cudacore__loadptr(void *const *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
CUDACORE__PRIVATE void cudacore__storeptr(void **p, void *v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
CUDACORE__PRIVATE int cudacore__cas64(uint64_t *p, uint64_t expected, uint64_t desired) {
    return __atomic_compare_exchange_n(p, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}
CUDACORE__PRIVATE uint32_t cudacore__loadu32(const uint32_t *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
CUDACORE__PRIVATE void cudacore__storeu32(uint32_t *p, uint32_t v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }
CUDACORE__PRIVATE void cudacore__addu32(uint32_t *p, int32_t d) { __atomic_add_fetch(p, (uint32_t)d, __ATOMIC_RELAXED); }
#endif

/*--- mutex ---*/
#if defined(_WIN32)
typedef SRWLOCK cudacore__mutex;
#define CUDACORE__MUTEX_INIT SRWLOCK_INIT
CUDACORE__PRIVATE void cudacore__lock(cudacore__mutex *m) { AcquireSRWLockExclusive(m); }
CUDACORE__PRIVATE void cudacore__unlock(cudacore__mutex *m) { ReleaseSRWLockExclusive(m); }
#else
typedef pthread_mutex_t cudacore__mutex;
#define CUDACORE__MUTEX_INIT PTHREAD_MUTEX_INITIALIZER
CUDACORE__PRIVATE void cudacore__lock(cudacore__mutex *m) { pthread_mutex_lock(m); }
CUDACORE__PRIVATE void cudacore__unlock(cudacore__mutex *m) { pthread_mutex_unlock(m); }
#endif

/* A thread of cudacore's own (the driver's resolver during libcuda's load;
   the background start): started, then joined. */
#if defined(_WIN32)
typedef HANDLE cudacore__thread;
#define CUDACORE__THREAD_FN(name) static DWORD WINAPI name(LPVOID cudacore__arg_)
#define CUDACORE__THREAD_DONE 0 /* what a thread function returns */
CUDACORE__PRIVATE int cudacore__thread_start(cudacore__thread *t, LPTHREAD_START_ROUTINE fn) {
    *t = CreateThread(NULL, 0, fn, NULL, 0, NULL);
    return *t != NULL;
}
CUDACORE__PRIVATE void cudacore__thread_join(cudacore__thread t) {
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
}
#else
typedef pthread_t cudacore__thread;
#define CUDACORE__THREAD_FN(name) static void *name(void *cudacore__arg_)
#define CUDACORE__THREAD_DONE NULL
CUDACORE__PRIVATE int cudacore__thread_start(cudacore__thread *t, void *(*fn)(void *)) { return pthread_create(t, NULL, fn, NULL) == 0; }
CUDACORE__PRIVATE void cudacore__thread_join(cudacore__thread t) { pthread_join(t, NULL); }
#endif

/*--- fault injection (tests) ---*/
/* With CUDACORE_FAULT_INJECTION defined, a test can make the Nth next call of
   a class fail (cudacore__fault_set). Without it every check is constant 0. */
typedef enum cudacore__fault_class {
    CUDACORE__FAULT_DLOPEN = 0,
    CUDACORE__FAULT_SYMBOL,
    CUDACORE__FAULT_HOST_ALLOC,
    CUDACORE__FAULT_DRIVER,
    CUDACORE__FAULT_NVRTC,
    CUDACORE__FAULT__COUNT
} cudacore__fault_class;
#ifdef CUDACORE_FAULT_INJECTION
static int cudacore__fault_countdown[CUDACORE__FAULT__COUNT];
/* Fail the nth (1-based) next call of class c; 0 disarms. */
CUDACORE__PRIVATE void cudacore__fault_set(cudacore__fault_class c, int nth) { cudacore__store32(&cudacore__fault_countdown[c], nth); }
CUDACORE__PRIVATE int cudacore__fault(cudacore__fault_class c) {
    return cudacore__load32(&cudacore__fault_countdown[c]) > 0 && cudacore__dec32(&cudacore__fault_countdown[c]) == 0;
}
#define CUDACORE__FAULT(c) cudacore__fault(c)
/* CUDACORE_FAULT="class:N" (class: dlopen, symbol, alloc, driver, nvrtc) arms
   the injector at setup: the Nth call of that class fails, once. */
CUDACORE__PRIVATE void cudacore__fault_from_env(void) {
    static const char *const names[CUDACORE__FAULT__COUNT] = {"dlopen", "symbol", "alloc", "driver", "nvrtc"};
    const char *e = getenv("CUDACORE_FAULT");
    int c;
    if (!e) return;
    for (c = 0; c < CUDACORE__FAULT__COUNT; c++) {
        size_t n = strlen(names[c]);
        if (!strncmp(e, names[c], n) && e[n] == ':') cudacore__fault_set((cudacore__fault_class)c, atoi(e + n + 1));
    }
}
#else
#define CUDACORE__FAULT(c) 0
#endif

/*--- test hooks ---*/
/* With CUDACORE_TEST_HOOKS defined (tests/unit/test_compile_cache.c), a
   test can run code of its own at the points where a race would strike,
   one call each: between a compile's scan of what it reads and NVRTC
   (after_scan), between NVRTC's return and the check of what it read
   (after_compile), between a hit's read of its entry and the update of the
   entry's time (after_entry_read); and the kernel's answer to "does this
   process run with rights its caller lacks" can be the test's (at_secure).
   Without it each point is nothing. */
#ifdef CUDACORE_TEST_HOOKS
typedef struct cudacore__test_hook_set {
    void (*after_scan)(void);
    void (*after_compile)(void);
    void (*after_entry_read)(void);
    int at_secure; /* the kernel's AT_SECURE, as the test says (cudacore__privileged) */
} cudacore__test_hook_set;
static cudacore__test_hook_set cudacore__test_hooks;
#define CUDACORE__TEST_HOOK(point) (cudacore__test_hooks.point ? cudacore__test_hooks.point() : (void)0)
#else
#define CUDACORE__TEST_HOOK(point) ((void)0)
#endif


#if !defined(_WIN32)
/* A C library function looked up at run time: <stdlib.h>, <dlfcn.h>,
   <fcntl.h>, <time.h> and <sys/auxv.h> declare realpath, dladdr, openat,
   clock_gettime, getauxval and the like only under feature macros that the
   program including this file may not set. */
CUDACORE__PRIVATE void *cudacore__libc_symbol(const char *name) {
    void *self = dlopen(NULL, RTLD_NOW), *sym = self ? dlsym(self, name) : NULL;
    if (self) dlclose(self);
    return sym;
}
#endif

/* Whether the process runs with rights its caller lacks, so that the
   caller's environment must not choose the code it runs or the files it
   writes: setuid or setgid, or raised by file capabilities (setcap), which
   leave the user ids alone. The one place this is decided. Linux: the
   kernel's AT_SECURE (getauxval), set for each of them; elsewhere
   issetugid() where the C library has it; and the real and effective ids
   compared everywhere. Decided once (the answer does not change). With
   CUDACORE_TEST_HOOKS, cudacore__test_hooks.at_secure stands for the
   kernel's answer (1: set, -1: not set, 0: ask the kernel); and
   cudacore__privileged_for_tests (1) for all of it. */
static int cudacore__privileged_for_tests; /* 1: act as a setuid program (tests only) */
#if !defined(_WIN32)
static int cudacore__secure_state; /* 0: not asked yet; 1: no; 2: yes (atomic) */
#endif
CUDACORE__PRIVATE int cudacore__privileged(void) {
#if defined(_WIN32)
    return cudacore__privileged_for_tests;
#else
    int s = cudacore__load32(&cudacore__secure_state);
    if (cudacore__privileged_for_tests) return 1;
#ifdef CUDACORE_TEST_HOOKS
    if (cudacore__test_hooks.at_secure) return cudacore__test_hooks.at_secure > 0 || getuid() != geteuid() || getgid() != getegid();
#endif
    if (!s) {
        void *f = cudacore__libc_symbol("getauxval"), *g = f ? NULL : cudacore__libc_symbol("issetugid");
        unsigned long (*aux)(unsigned long) = NULL;
        int (*ugid)(void) = NULL, secure = getuid() != geteuid() || getgid() != getegid();
        if (f) memcpy(&aux, &f, sizeof f); /* ISO C has no void* to function pointer cast */
        if (g) memcpy(&ugid, &g, sizeof g);
        if (aux && aux(23 /* AT_SECURE */) != 0) secure = 1;
        if (ugid && ugid() != 0) secure = 1;
        s = secure ? 2 : 1;
        cudacore__store32(&cudacore__secure_state, s);
    }
    return s == 2;
#endif
}
