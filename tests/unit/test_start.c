/* The background start (cudacore_desc.start_in_background, START-UP IN THE
   BACKGROUND) on the strict mock driver (tests/mock/libcuda_multi_mock.so),
   whose cuInit and primary-context retain are made slow or failing through
   its environment (CUDACORE_MOCK_INIT_MS, _RETAIN_MS, _INIT_RESULT,
   _RETAIN_RESULT). Each scenario runs in a fresh process (a driver loads
   once per process): this program again, as `test_start child NAME`.

   Checked: the driver and device 0's context start on another thread while
   the program sleeps (its host work), so that the first call needing them
   waits only for what is left; the default arch of a compile waits for
   cuInit, not for the context; errors of the start (no device, a context
   that cannot be retained) reach the first call that needs the driver or
   the context, with their records, and the start thread logs nothing;
   shutdown while starting waits for the start and releases its context;
   many threads using cudacore during the start all succeed, with one cuInit
   and one retain; the process may exit while the start runs; setup's own
   checks of the flag; the arch memo (Linux): learned by the start, once,
   it gives the default arch at once while cuInit still runs (and is then
   not read again by the start), unless the GPUs are of several models;
   NVRTC's part (CUDACORE_START_NVRTC): loaded and warmed up by a first
   compile, with the driver or alone (then no driver is loaded), and no
   warm-up once the program's own compile began.
   Order and overlap are decided from the mock's record of when its cuInit
   and retain began and ended, beside the program's own moments on the same
   clock, never from how long anything took: a lower bound that the mock's
   sleeps guarantee is checked, an upper one never (the suite runs beside
   compiles, under ASan and TSan).
   This file links the implementation built with CUDACORE_TEST_HOOKS:
   the start's two test fields (whether the start made
   NVRTC's warm-up compile, and the folder it reads the GPU list from;
   tests/internals.h's t_start_warmed and t_start_proc_gpus) exist only in
   that configuration, and the implementation object the other tests link
   is the one the tools and examples link too, built without them. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_HOOKS
#define CUDACORE_TEST_CONFIG CUDACORE_TEST_HOOKS /* the configuration it checks */
#include "../test.h"
#include "../portable.h"
#include "../multi_mock.h"
#include <pthread.h>
#include <stddef.h>
#include <sys/stat.h>

static const char *self_path;

typedef struct mock_start_record {
    int inits, retains;
    unsigned long init_thread, retain_thread;
    int retained0;
    long long init_begin, init_end, retain_begin, retain_end; /* microseconds of now_ms()'s clock; 0: not yet */
} mock_start_record;
static mock_start_record *(*start_record)(void);
static unsigned long (*mock_thread)(void);

/* The mock's clock (CLOCK_MONOTONIC; under mingw, winpthreads reads it from
   QueryPerformanceCounter, as the mock does on Windows), in ms. */
static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
static void sleep_ms(int ms) {
    struct timespec ts;
    ts.tv_sec = ms / 1000;
    ts.tv_nsec = (long)(ms % 1000) * 1000000L;
    while (nanosleep(&ts, &ts) != 0) {}
}

/* Errors logged, and by which thread (the start thread must log none). */
static int logged, logged_elsewhere;
static pthread_t main_thread;
static void counting_logger(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    (void)tag, (void)level, (void)result, (void)message, (void)line, (void)file, (void)ud;
    __atomic_add_fetch(&logged, 1, __ATOMIC_SEQ_CST);
    if (!pthread_equal(pthread_self(), main_thread)) __atomic_add_fetch(&logged_elsewhere, 1, __ATOMIC_SEQ_CST);
}

/* cudacore set up on the mock with the start in the background; 0 on failure. */
static int start_setup(int background) {
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.logger.func = counting_logger;
    d.libcuda_path = mock_path;
    d.start_in_background = background;
    main_thread = pthread_self();
    if (cudacore_setup(&d) != CUDACORE_SUCCESS) return 0;
    return 1;
}
/* The mock's record, once it is loaded (it is, after any call that needed the driver). */
static int bind_mock(void) {
    void *f = multi_mock_symbol("cudacore_mock_start_record"), *g = multi_mock_symbol("cudacore_mock_thread");
    void *h = multi_mock_symbol("cudacore_mock_driver_errors");
    memcpy(&start_record, &f, sizeof f);
    memcpy(&mock_thread, &g, sizeof g);
    memcpy(&mock_errors, &h, sizeof h);
    return start_record && mock_thread && mock_errors;
}
/* One of the record's moments, in ms of now_ms()'s clock (0: not yet, or the mock is not loaded yet). */
static double event_ms(size_t offset) {
    long long us;
    if (!start_record && !bind_mock()) return 0;
    us = __atomic_load_n((long long *)(void *)((char *)start_record() + offset), __ATOMIC_SEQ_CST);
    return (double)us / 1e3;
}
#define EVENT_MS(field) event_ms(offsetof(mock_start_record, field))

/* A little of everything on device 0's primary context. */
static int use_device(void) {
    cudacore_stream s;
    cudacore_event e;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    int n = 0;
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || n != 2) return 0;
    if (cudacore_stream_create(NULL, &s) != CUDACORE_SUCCESS) return 0;
    if (cudacore_event_create(NULL, &e) != CUDACORE_SUCCESS) return 0;
    if (cudacore_device_memory_resource(0, &mr) != CUDACORE_SUCCESS || cudacore_buffer_allocate(mr, 256, s, &b) != CUDACORE_SUCCESS) return 0;
    if (cudacore_buffer_free(b, s) != CUDACORE_SUCCESS || cudacore_event_record(e, s) != CUDACORE_SUCCESS) return 0;
    if (cudacore_event_synchronize(e) != CUDACORE_SUCCESS || cudacore_stream_synchronize(s) != CUDACORE_SUCCESS) return 0;
    return cudacore_event_destroy(e) == CUDACORE_SUCCESS && cudacore_stream_destroy(s) == CUDACORE_SUCCESS;
}

static void *thread_use(void *arg) {
    *(int *)arg = use_device();
    return NULL;
}

/* One small NVRTC compile to CUBIN (arch NULL: the default); 1 on success. */
static int compile_one(const char *arch) {
    cudacore_program_desc pd;
    cudacore_program_options po;
    cudacore_program p;
    cudacore_object_code oc;
    int ok;
    memset(&pd, 0, sizeof pd);
    memset(&po, 0, sizeof po);
    pd.source = "extern \"C\" __global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }\n";
    po.arch = arch;
    po.no_compile_cache = 1;
    if (cudacore_program_create(&pd, &p) != CUDACORE_SUCCESS) return 0;
    ok = cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &po, &oc) == CUDACORE_SUCCESS;
    if (ok) cudacore_object_code_destroy(oc);
    cudacore_program_destroy(p);
    return ok;
}

/* The arch memo's files (START-UP IN THE BACKGROUND): a folder of fake
   /proc/driver/nvidia/gpus entries and a compile cache folder, made by the
   parent; a child finds them in TEST_START_PROC_GPUS and CUDACORE_CACHE_DIR.
   Every other child sees no GPU list, whatever this machine has. */
#if defined(__linux__)
static char memo_root[64];
static int memo_lines(const char *model) { /* lines of the memo naming model; -1: no memo */
    char path[160], line[320], want[300];
    int n = 0;
    FILE *f;
    snprintf(path, sizeof path, "%s/cache/gpu-archs", memo_root);
    snprintf(want, sizeof want, "900\t%s\n", model);
    if (!(f = fopen(path, "r"))) return -1;
    while (fgets(line, sizeof line, f)) n += !strcmp(line, want);
    fclose(f);
    return n;
}
#endif

static int child(const char *scenario) {
    double t0 = now_ms(), t;
#if defined(__linux__)
    t_start_proc_gpus(getenv("TEST_START_PROC_GPUS") ? getenv("TEST_START_PROC_GPUS") : "/nonexistent");
    if (getenv("TEST_START_ROOT")) snprintf(memo_root, sizeof memo_root, "%s", getenv("TEST_START_ROOT"));
    if (!strcmp(scenario, "memo-learn")) { /* the start writes device 0's arch, once, when every GPU is of its model */
        if (!start_setup(1) || cudacore_start_wait() != CUDACORE_SUCCESS) return 90;
        return memo_lines("cudacore multi-device mock") == 1 ? 0 : 91;
    }
    if (!strcmp(scenario, "memo-early") || !strcmp(scenario, "memo-mixed")) { /* cuInit 300 ms: the default arch at once, or after cuInit */
        char opts[256];
        int early = !strcmp(scenario, "memo-early");
        if (!start_setup(1)) return 92;
        if (cudacore_program_options_format(NULL, CUDACORE_PROGRAM_PTX, CUDACORE_CODE_CUBIN, opts, sizeof opts, NULL) != CUDACORE_SUCCESS)
            return cudacore_print_error(stdout), 93;
        t = now_ms();
        printf("  default arch known at %.0f ms (cuInit takes 300; %s): %s", t - t0, early ? "one model, in the memo" : "two models", opts);
        /* from the memo: known while cuInit still ran; two models: only once cuInit had ended */
        if (!strstr(opts, "sm_90") || (early ? EVENT_MS(init_end) != 0 : EVENT_MS(init_end) == 0 || EVENT_MS(init_end) > t)) return 94;
        if (early) { /* read once: with the memo moved away now, the start finds nothing to write after the context */
            char path[160], away[170];
            snprintf(path, sizeof path, "%s/cache/gpu-archs", memo_root);
            snprintf(away, sizeof away, "%s.away", path);
            if (rename(path, away) != 0 || cudacore_start_wait() != CUDACORE_SUCCESS) return 97;
            if (memo_lines("cudacore multi-device mock") != -1) return 98; /* (the start read and wrote it again) */
            if (rename(away, path) != 0) return 99;
        }
        if (cudacore_start_wait() != CUDACORE_SUCCESS) return 95;
        return memo_lines("cudacore multi-device mock") == 1 ? 0 : 96; /* (not written again) */
    }
#endif
    if (!strcmp(scenario, "nvrtc-warm") || !strcmp(scenario, "nvrtc-only")) { /* NVRTC loaded and its first compile made by the start */
        int driver = !strcmp(scenario, "nvrtc-warm");
        if (!start_setup(CUDACORE_START_NVRTC | (driver ? CUDACORE_START_DRIVER : 0))) return 40;
        if (cudacore_start_wait() != CUDACORE_SUCCESS) return cudacore_print_error(stdout), 41;
        if (!t_start_warmed()) return 42; /* the warm-up compile was made */
        if (t_lib_state(CUDACORE_LIBRARY_NVRTC) != 1) return 43;
        if (t_lib_state(CUDACORE_LIBRARY_CUDA) != (driver ? 1 : 0)) return 44; /* NVRTC alone loads no driver */
        t = now_ms();
        if (!compile_one(driver ? NULL : "sm_90")) return cudacore_print_error(stdout), 45;
        printf("  %s: warmed up by the start; the program's first compile then took %.1f ms\n", driver ? "driver + NVRTC" : "NVRTC alone",
               now_ms() - t);
        return logged == 0 ? 0 : 46;
    }
    if (!strcmp(scenario, "nvrtc-after-compile")) { /* cuInit 400 ms: the program compiles first, so the start makes no warm-up */
        if (!start_setup(CUDACORE_START_DRIVER | CUDACORE_START_NVRTC)) return 47;
        if (!compile_one("sm_90")) return cudacore_print_error(stdout), 48;
        if (cudacore_start_wait() != CUDACORE_SUCCESS) return 49;
        return t_start_warmed() == 0 && logged == 0 ? 0 : 50;
    }
    if (!strcmp(scenario, "overlap")) { /* cuInit 200 ms + retain 200 ms beside 300 ms of host work */
        double set_up, work_end, ib, ie, rb, re;
        int i;
        if (!start_setup(1)) return 10;
        set_up = now_ms(); /* the host work begins */
        sleep_ms(300);
        for (i = 0; i < 10000 && EVENT_MS(init_begin) == 0; i++) sleep_ms(1); /* (and goes on until the start has begun: 10 s at most) */
        work_end = now_ms();
        if (!use_device()) return cudacore_print_error(stdout), 12;
        t = now_ms();
        if (!bind_mock()) return 14;
        ib = EVENT_MS(init_begin), ie = EVENT_MS(init_end), rb = EVENT_MS(retain_begin), re = EVENT_MS(retain_end);
        printf("  host work %.0f-%.0f ms, the start's cuInit %.0f-%.0f and context %.0f-%.0f, first work done at %.0f (one after the other: 700)\n",
               set_up - t0, work_end - t0, ib - t0, ie - t0, rb - t0, re - t0, t - t0);
        if (start_record()->inits != 1 || start_record()->retains != 1) return 15;
        if (start_record()->init_thread == mock_thread() || start_record()->retain_thread == mock_thread()) return 16;
        /* setup returned while cuInit ran (it did not wait for the start), the start began before the host work ended: the two overlapped */
        if (!(ie > set_up) || !(ib > 0 && ib < work_end)) return printf("  the start did not overlap the host work\n"), 11;
        if (!(t >= re && t - t0 >= 400)) return 13; /* the first work waited for the context (200 + 200 ms of the mock's sleeps) */
        return cudacore_start_wait() == CUDACORE_SUCCESS && logged == 0 ? 0 : 17;
    }
    if (!strcmp(scenario, "no-background")) { /* the same, without the flag: all of it on first use, here */
        if (!start_setup(0)) return 20;
        sleep_ms(100);
        if (!use_device()) return 21;
        if ((t = now_ms() - t0) < 480) return printf("  done at %.0f ms\n", t), 22;
        if (!bind_mock() || start_record()->init_thread != mock_thread() || start_record()->retain_thread != mock_thread()) return 23;
        return cudacore_start_wait() == CUDACORE_SUCCESS ? 0 : 24;
    }
    if (!strcmp(scenario, "arch")) { /* cuInit 200 ms, retain 600 ms: the default arch is known at ~200 ms */
        char opts[256];
        if (!start_setup(1)) return 30;
        if (cudacore_program_options_format(NULL, CUDACORE_PROGRAM_PTX, CUDACORE_CODE_CUBIN, opts, sizeof opts, NULL) != CUDACORE_SUCCESS)
            return cudacore_print_error(stdout), 31;
        t = now_ms();
        printf("  default arch known at %.0f ms (the context is retained at ~800 ms): %s", t - t0, opts);
        /* known once cuInit had ended, while the context was still being retained */
        if (!strstr(opts, "sm_90") || EVENT_MS(init_end) == 0 || EVENT_MS(init_end) > t || EVENT_MS(retain_end) != 0) return 32;
        if (!bind_mock() || start_record()->retained0 != 0) return 33; /* the context is still being retained */
        if (cudacore_start_wait() != CUDACORE_SUCCESS || start_record()->retained0 != 1) return 34;
        return 0;
    }
    if (!strcmp(scenario, "no-device")) { /* cuInit fails: every call needing the driver says so; the start logged nothing */
        int n = -1;
        if (!start_setup(1)) return 40;
        sleep_ms(100);
        if (logged) return 41;
        if (cudacore_start_wait() != CUDACORE_ERROR_NO_DEVICE || !strstr(cudacore_last_error()->message, "found no CUDA device")) return 42;
        if (cudacore_device_count(&n) != CUDACORE_ERROR_NO_DEVICE || n != 0) return 43;
        if (cudacore_stream_create(NULL, NULL) == CUDACORE_SUCCESS) return 44;
        printf("  %s: %s\n", cudacore_result_name(cudacore_last_error()->result), cudacore_last_error()->message);
        return logged_elsewhere == 0 && logged >= 2 ? 0 : 45;
    }
    if (!strcmp(scenario, "no-context")) { /* the retain fails: the first call needing the context reports it */
        cudacore_stream s;
        if (!start_setup(1)) return 50;
        sleep_ms(100);
        if (logged) return 51;
        if (cudacore_stream_create(NULL, &s) != CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY || !strstr(cudacore_last_error()->message, "cuDevicePrimaryCtxRetain"))
            return cudacore_print_error(stdout), 52;
        if (cudacore_start_wait() != CUDACORE_ERROR_OUT_OF_DEVICE_MEMORY) return 53;
        if (!bind_mock() || start_record()->retains < 3) return 54; /* the start's, then each call's own */
        return logged_elsewhere == 0 ? 0 : 55;
    }
    if (!strcmp(scenario, "shutdown")) { /* shutdown while starting: waits, releases the context, sets up again */
        int n = 0;
        if (!start_setup(1)) return 60;
        cudacore_shutdown();
        if ((t = now_ms() - t0) < 350) return printf("  shutdown returned at %.0f ms\n", t), 61;
        if (!bind_mock() || start_record()->inits != 1 || start_record()->retains != 1 || start_record()->retained0 != 0) return 62;
        if (!start_setup(0) || cudacore_device_count(&n) != CUDACORE_SUCCESS || n != 2) return 63;
        if (cudacore_start_wait() != CUDACORE_SUCCESS) return 64;
        if (!use_device() || start_record()->retained0 != 1) return 65;
        cudacore_shutdown();
        return start_record()->retained0 == 0 ? 0 : 66;
    }
    if (!strcmp(scenario, "threads")) { /* eight threads at once, during the start */
        pthread_t th[8];
        int ok[8], i, all = 1;
        if (!start_setup(1)) return 70;
        for (i = 0; i < 8; i++)
            if (pthread_create(&th[i], NULL, thread_use, &ok[i]) != 0) return 71;
        for (i = 0; i < 8; i++) {
            pthread_join(th[i], NULL);
            all &= ok[i];
        }
        if (!all) return 72;
        if (!bind_mock() || start_record()->inits != 1 || start_record()->retains != 1) return 73;
        return mock_errors() == 0 && logged == 0 ? 0 : 74;
    }
    if (!strcmp(scenario, "exit-in-warm-up")) { /* the process leaves EXIT_DELAY_MS after the start has loaded NVRTC: during its warm-up compile */
        const char *delay = getenv("EXIT_DELAY_MS");
        if (!start_setup(CUDACORE_START_NVRTC)) return 81;
        while (t_lib_state(CUDACORE_LIBRARY_NVRTC) == 0) sleep_ms(1);
        sleep_ms(delay ? atoi(delay) : 0);
        return 0;
    }
    if (!strcmp(scenario, "exit")) { /* the process leaves while the start runs: it exits cleanly */
        if (!start_setup(1)) return 80;
        return 0;
    }
    return 99;
}

static int run_child(const char *env, const char *scenario) { return t_run_self(self_path, env, "child", scenario); }

static void start_overlaps_host_work(void) { CHECK(run_child("CUDACORE_MOCK_INIT_MS=200 CUDACORE_MOCK_RETAIN_MS=200", "overlap") == 0); }
static void without_the_flag_all_on_first_use(void) { CHECK(run_child("CUDACORE_MOCK_INIT_MS=200 CUDACORE_MOCK_RETAIN_MS=200", "no-background") == 0); }
static void default_arch_waits_for_cuinit_only(void) { CHECK(run_child("CUDACORE_MOCK_INIT_MS=200 CUDACORE_MOCK_RETAIN_MS=600", "arch") == 0); }
static void no_device_reported_by_first_use(void) { CHECK(run_child("CUDACORE_MOCK_INIT_RESULT=100", "no-device") == 0); }
static void context_failure_reported_by_first_use(void) { CHECK(run_child("CUDACORE_MOCK_RETAIN_RESULT=2", "no-context") == 0); }
static void shutdown_while_starting(void) { CHECK(run_child("CUDACORE_MOCK_INIT_MS=200 CUDACORE_MOCK_RETAIN_MS=200", "shutdown") == 0); }
static void many_threads_during_the_start(void) { CHECK(run_child("CUDACORE_MOCK_INIT_MS=100 CUDACORE_MOCK_RETAIN_MS=100", "threads") == 0); }
/* NVRTC's part of the start: the tests compile, with the toolkit's NVRTC. */
static int have_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    cudacore_shutdown();
    return ok;
}
static void nvrtc_warmed_up_by_the_start(void) {
    if (!have_nvrtc()) SKIP("no NVRTC on this machine");
    CHECK(run_child("CUDACORE_MOCK_INIT_MS=50", "nvrtc-warm") == 0);
    CHECK(run_child("", "nvrtc-only") == 0);
}
static void no_warm_up_after_the_programs_compile(void) {
    if (!have_nvrtc()) SKIP("no NVRTC on this machine");
    CHECK(run_child("CUDACORE_MOCK_INIT_MS=400", "nvrtc-after-compile") == 0);
}
static void exit_while_starting(void) {
    double t0 = now_ms();
    int i;
    CHECK(run_child("CUDACORE_MOCK_INIT_MS=300", "exit") == 0);
    CHECK(now_ms() - t0 >= 250); /* the exit waited for the start */
    if (!have_nvrtc()) return;
    /* NVRTC not torn down under the warm-up: no crash at exit, wherever in
       the compile it comes (before the join ran first, about 1 in 10 such
       exits crashed: what NVRTC loads and creates during its first compile
       registered destructors that exit ran before the join) */
    for (i = 0; i < 24; i++) {
        char env[32];
        snprintf(env, sizeof env, "EXIT_DELAY_MS=%d", i * 5);
        CHECK(run_child(env, "exit-in-warm-up") == 0);
    }
}

#if defined(__linux__)
static int write_file(const char *path, const char *text) {
    FILE *f = fopen(path, "w");
    if (!f) return 0;
    fputs(text, f);
    return fclose(f) == 0;
}
static int memo_has(const char *text) { /* the memo holds the line text (and is a file, not a link) */
    char path[160], line[320];
    int n = 0;
    struct stat st;
    FILE *f;
    snprintf(path, sizeof path, "%s/cache/gpu-archs", memo_root);
    if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || (st.st_mode & 077) || !(f = fopen(path, "r"))) return -1;
    while (fgets(line, sizeof line, f)) n += !strcmp(line, text);
    fclose(f);
    return n;
}
/* The memo is one of the compile cache's files: replaced whole, never
   written through a link; a line that is no compute capability is not used
   (the arch waits for cuInit) and a wrong one is replaced once the driver
   tells. */
static void memo_written_like_a_cache_entry(void) {
    char path[160], victim[160], env[600], buf[64] = "";
    FILE *f;
    snprintf(path, sizeof path, "%s/cache/gpu-archs", memo_root);
    snprintf(victim, sizeof victim, "%s/victim", memo_root);
    CHECK(write_file(victim, "not the memo\n"));
    CHECK(remove(path) == 0 && symlink(victim, path) == 0); /* planted: gpu-archs -> victim */
    snprintf(env, sizeof env, "TEST_START_ROOT=%s TEST_START_PROC_GPUS=%s/gpus CUDACORE_CACHE_DIR=%s/cache", memo_root, memo_root, memo_root);
    CHECK(run_child(env, "memo-learn") == 0);
    CHECK((f = fopen(victim, "r")) != NULL);
    CHECK(fgets(buf, sizeof buf, f) != NULL && !strcmp(buf, "not the memo\n") && !fgets(buf, sizeof buf, f));
    fclose(f);
    CHECK(memo_has("900\tcudacore multi-device mock\n") == 1);
    CHECK(write_file(path, "999\tcudacore multi-device mock\n90\tAnother GPU\n705\tAnother GPU\n")); /* no compute capability; a good line */
    CHECK(chmod(path, 0600) == 0);
    snprintf(env, sizeof env, "TEST_START_ROOT=%s TEST_START_PROC_GPUS=%s/gpus CUDACORE_CACHE_DIR=%s/cache CUDACORE_MOCK_INIT_MS=300", memo_root,
             memo_root, memo_root);
    CHECK(run_child(env, "memo-mixed") == 0); /* (waits for cuInit, as with two models) */
    CHECK(memo_has("900\tcudacore multi-device mock\n") == 1 && memo_has("705\tAnother GPU\n") == 1);
    CHECK(memo_has("999\tcudacore multi-device mock\n") == 0 && memo_has("90\tAnother GPU\n") == 0);
    CHECK(write_file(path, "800\tcudacore multi-device mock\n") && chmod(path, 0600) == 0); /* wrong for this model */
    snprintf(env, sizeof env, "TEST_START_ROOT=%s TEST_START_PROC_GPUS=%s/gpus CUDACORE_CACHE_DIR=%s/cache", memo_root, memo_root, memo_root);
    CHECK(run_child(env, "memo-learn") == 0);
    CHECK(memo_has("800\tcudacore multi-device mock\n") == 0);
    CHECK(chmod(path, 0666) == 0); /* writable by others: not read, and written again */
    CHECK(run_child(env, "memo-learn") == 0);
    CHECK(memo_has("900\tcudacore multi-device mock\n") == 1);
}

/* Learned once from the driver, the arch is known at once in later runs
   while cuInit is still running; with GPUs of two models it is not. */
static void default_arch_from_the_memo(void) {
    static const char *const dirs[] = {"gpus", "gpus/0000:17:00.0", "gpus/0000:65:00.0", "mixed", "mixed/0000:17:00.0", "mixed/0000:65:00.0", "cache"};
    char path[160], env[600];
    size_t i;
    snprintf(memo_root, sizeof memo_root, "/tmp/cudacore-start-XXXXXX");
    CHECK(mkdtemp(memo_root) != NULL);
    for (i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", memo_root, dirs[i]);
        CHECK(mkdir(path, 0755) == 0);
    }
    for (i = 0; i < 4; i++) { /* two GPUs of the mock's model; a mixed pair */
        snprintf(path, sizeof path, "%s/%s/information", memo_root, dirs[i < 2 ? 1 + i : 2 + i]);
        CHECK(write_file(path, i == 3 ? "Model: \t\t Another GPU\nIRQ:   42\n" : "Model: \t\t cudacore multi-device mock\nIRQ:   42\n"));
    }
    snprintf(env, sizeof env, "TEST_START_ROOT=%s TEST_START_PROC_GPUS=%s/gpus CUDACORE_CACHE_DIR=%s/cache", memo_root, memo_root, memo_root);
    CHECK(run_child(env, "memo-learn") == 0);
    CHECK(run_child(env, "memo-learn") == 0); /* known: not written twice */
    snprintf(env, sizeof env, "TEST_START_ROOT=%s TEST_START_PROC_GPUS=%s/gpus CUDACORE_CACHE_DIR=%s/cache CUDACORE_MOCK_INIT_MS=300", memo_root,
             memo_root, memo_root);
    CHECK(run_child(env, "memo-early") == 0);
    snprintf(env, sizeof env, "TEST_START_ROOT=%s TEST_START_PROC_GPUS=%s/mixed CUDACORE_CACHE_DIR=%s/cache CUDACORE_MOCK_INIT_MS=300", memo_root,
             memo_root, memo_root);
    CHECK(run_child(env, "memo-mixed") == 0);
    memo_written_like_a_cache_entry();
    snprintf(path, sizeof path, "rm -rf '%s'", memo_root);
    CHECK(system(path) == 0);
}
#endif

static void setup_checks_the_flag(void) {
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.start_in_background = 4;
    CHECK_ERR(cudacore_setup(&d), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(strstr(cudacore_last_error()->message, "start_in_background"));
    d.start_in_background = -1;
    CHECK_ERR(cudacore_setup(&d), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK(!cudacore_is_set_up());
    CHECK_OK(cudacore_start_wait()); /* nothing asked: nothing to wait for */
}

int main(int argc, char **argv) {
    self_path = argv[0];
    multi_mock_locate(argv[0]);
    (void)multi_mock_setup; /* (each scenario sets cudacore up itself) */
    if (argc >= 3 && !strcmp(argv[1], "child")) return child(argv[2]);
    RUN(setup_checks_the_flag);
    RUN(start_overlaps_host_work);
    RUN(nvrtc_warmed_up_by_the_start);
    RUN(no_warm_up_after_the_programs_compile);
    RUN(without_the_flag_all_on_first_use);
    RUN(default_arch_waits_for_cuinit_only);
    RUN(no_device_reported_by_first_use);
    RUN(context_failure_reported_by_first_use);
    RUN(shutdown_while_starting);
    RUN(many_threads_during_the_start);
    RUN(exit_while_starting);
#if defined(__linux__)
    RUN(default_arch_from_the_memo);
#endif
    TEST_EXIT();
}
