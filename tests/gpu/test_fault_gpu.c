/* Lost contexts on real GPUs (skipped, counted, without one): kernels that
   fault on purpose, the health query, and cudacore_device_reset.

   A sticky error ends the GPU work of the whole process (CUDA's rule;
   measured on driver 580: every device's, and no reset brings it back), so
   each faulting case runs in a child process of its own (this program run
   again as "test_fault_gpu child CASE"), which checks everything and exits
   0, 77 when it cannot run the case (one GPU where two are needed), else 1;
   the rest of the program keeps its GPU. The faulting cases:
     illegal     a store through a pointer into unmapped memory (700)
     trap        asm("trap;") (719, CUDA_ERROR_LAUNCH_FAILED)
     misaligned  a 4-byte store at an odd address (716)
     recorder    the fault inside a recorder's captured step
     two         device 1's work in flight while device 0 faults (two GPUs)
   Each: the call that meets it returns CUDACORE_ERROR_CONTEXT_LOST, the
   driver's code in native_code, the message says the process's GPU work is
   lost and what to do, the detail names the faulting kernel (debug build);
   the health query says lost on every device; cudacore_device_reset ends
   every object of the device and then says whether the driver recovered
   (CONTEXT_LOST with "no recovery" on driver 580; if a driver ever
   recovers, new work must then be exact); every old handle says the device
   was reset, and its destroy succeeds.
   In this process (no fault): a reset of a healthy device 0 with live
   objects of every kind: old handles refused, destroyed with success, the
   objects counted gone; a new stream, buffer, kernel launch and graph give
   exact results; the library kernel got before the reset launches again
   without a new load; with two GPUs, device 1's kernel in flight during
   device 0's reset finishes exactly.
   Under compute-sanitizer (CUDACORE_SANITIZE=1) the faulting cases skip:
   memcheck reports a faulting kernel as the error it is.
   Not here: an NCCL communicator on a reset device (the reset aborts it:
   tested on the mock NCCL, tests/unit/test_nccl.c). */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#if !defined(_WIN32)
#include <sys/wait.h>
#endif

static const char *source =
    "extern \"C\" __global__ void fill(int *p, int n, int v) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) p[i] = v;\n"
    "}\n"
    "extern \"C\" __global__ void spin_fill(int *p, int n, int v, long long cycles) {\n"
    "    long long t0 = clock64();\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    while (clock64() - t0 < cycles) {}\n"
    "    if (i < n) p[i] = v;\n"
    "}\n"
    "extern \"C\" __global__ void bad_store(int *p) {\n"
    "    *(volatile int *)(unsigned long long)0x10 = 1; /* unmapped: an illegal address */\n"
    "    (void)p;\n"
    "}\n"
    "extern \"C\" __global__ void trap_now(int *p) {\n"
    "    (void)p;\n"
    "    asm volatile(\"trap;\");\n"
    "}\n"
    "extern \"C\" __global__ void misaligned_store(int *p) {\n"
    "    *(volatile int *)((char *)p + 1) = 1;\n"
    "}\n";

static const char *self_path;
static cudacore_object_code code;
static cudacore_kernel k_fill, k_spin, k_bad, k_trap, k_misaligned;

static int sanitizing(void) {
    const char *e = getenv("CUDACORE_SANITIZE");
    return e && e[0] == '1';
}

static cudacore_result compile_kernels(void) {
    cudacore_program_desc pd;
    cudacore_program prog;
    cudacore_result r;
    if (code.id) return CUDACORE_SUCCESS;
    memset(&pd, 0, sizeof pd);
    pd.source = source;
    pd.name = "fault.cu";
    if ((r = cudacore_program_create(&pd, &prog)) != CUDACORE_SUCCESS) return r;
    r = cudacore_program_compile(prog, CUDACORE_CODE_CUBIN, NULL, &code);
    cudacore_program_destroy(prog);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "fill", &k_fill);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "spin_fill", &k_spin);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "bad_store", &k_bad);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "trap_now", &k_trap);
    if (r == CUDACORE_SUCCESS) r = cudacore_object_code_get_kernel(code, "misaligned_store", &k_misaligned);
    return r;
}

static cudacore_launch_config config(int n) {
    cudacore_launch_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.block[0] = 256;
    cfg.grid[0] = (unsigned)((n + 255) / 256);
    return cfg;
}

/* fill(p, n, v) on s. */
static cudacore_result launch_fill(cudacore_stream s, cudacore_buffer b, int n, int v) {
    cudacore_launch_config cfg = config(n);
    cudacore_CUdeviceptr p = 0;
    void *args[3];
    cudacore_buffer_native(b, &p);
    args[0] = &p, args[1] = &n, args[2] = &v;
    return cudacore_launch(s, &cfg, k_fill, args, 3);
}
/* spin_fill: about `ms` milliseconds of spinning (at 2 GHz), then the fill. */
static cudacore_result launch_spin(cudacore_stream s, cudacore_buffer b, int n, int v, int ms) {
    cudacore_launch_config cfg = config(n);
    cudacore_CUdeviceptr p = 0;
    long long cycles = (long long)ms * 2000000;
    void *args[4];
    cudacore_buffer_native(b, &p);
    args[0] = &p, args[1] = &n, args[2] = &v, args[3] = &cycles;
    return cudacore_launch(s, &cfg, k_spin, args, 4);
}
/* One of the faulting kernels, one thread. */
static cudacore_result launch_fault(cudacore_stream s, cudacore_kernel k, cudacore_buffer b) {
    cudacore_launch_config cfg = config(1);
    cudacore_CUdeviceptr p = 0;
    void *args[1];
    cudacore_buffer_native(b, &p);
    args[0] = &p;
    return cudacore_launch(s, &cfg, k, args, 1);
}

/* 1 when b (n ints) holds v everywhere (copied back on s, synchronised). */
static int holds(cudacore_stream s, cudacore_buffer b, int n, int v) {
    int *back = (int *)malloc((size_t)n * sizeof(int)), i, ok;
    if (!back) return 0;
    ok = cudacore_buffer_copy_to_host(back, b, 0, (size_t)n * sizeof(int), s) == CUDACORE_SUCCESS && cudacore_stream_synchronize(s) == CUDACORE_SUCCESS;
    for (i = 0; ok && i < n; i++) ok = back[i] == v;
    free(back);
    return ok;
}

static cudacore_result stream_on(int device, cudacore_stream *s) {
    cudacore_result r = cudacore_device_set_current(device);
    return r != CUDACORE_SUCCESS ? r : cudacore_stream_create(NULL, s);
}
static cudacore_result buffer_on(int device, cudacore_stream s, size_t size, cudacore_buffer *b) {
    cudacore_memory_resource mr;
    cudacore_result r = cudacore_device_memory_resource(device, &mr);
    return r != CUDACORE_SUCCESS ? r : cudacore_buffer_allocate(mr, size, s, b);
}

/* 1 when the last error says a reset ended the handle. */
static int said_reset(cudacore_result r) {
    return r == CUDACORE_ERROR_INVALID_HANDLE && strstr(cudacore_last_error()->message, "cudacore_device_reset") != NULL;
}

/*--- the faulting cases, each in a child process ---------------------------*/
static int expected_code(const char *which) {
    return !strcmp(which, "trap") ? 719 : !strcmp(which, "misaligned") ? 716 : 700;
}

/* The checks after a fault met by a call that returned r: the code, the
   message, health on every device, then the reset of device 0 (also of
   device 1 when it was used). */
static void after_fault(cudacore_result r, int code_expected, const char *kernel, int ndev) {
    const cudacore_error_info *e = cudacore_last_error();
    cudacore_device_health_info h;
    int d;
    CHECK(r == CUDACORE_ERROR_CONTEXT_LOST);
    CHECK(e->result == CUDACORE_ERROR_CONTEXT_LOST && e->library == CUDACORE_LIBRARY_CUDA && e->native_code == code_expected);
    CHECK(strstr(e->message, "lost") && strstr(e->message, "every device") && strstr(e->message, "start a new one"));
#ifndef NDEBUG
    if (kernel) CHECK(strstr(e->detail, kernel) != NULL);
#else
    (void)kernel;
#endif
    for (d = 0; d < ndev; d++) {
        CHECK_OK(cudacore_device_health(d, &h));
        CHECK(h.usable == 0 && h.lost == 1 && h.result == CUDACORE_ERROR_CONTEXT_LOST && h.native_code == code_expected && h.why[0]);
    }
    CHECK_ERR(cudacore_device_synchronize(0), CUDACORE_ERROR_CONTEXT_LOST); /* (any later call: the same answer) */
}

/* Device 0's reset after the fault: either the driver allows no recovery
   (CONTEXT_LOST, "no recovery": driver 580), or new work is exact. */
static void reset_after_fault(int device) {
    cudacore_result r = cudacore_device_reset(device);
    cudacore_stream s;
    cudacore_buffer b;
    if (r == CUDACORE_ERROR_CONTEXT_LOST) {
        CHECK(strstr(cudacore_last_error()->message, "no recovery inside the process"));
        return;
    }
    CHECK_OK(r);
    printf("  note: the driver recovered device %d after a sticky error\n", device);
    CHECK_OK(stream_on(device, &s));
    CHECK_OK(buffer_on(device, s, 1024 * sizeof(int), &b));
    CHECK_OK(launch_fill(s, b, 1024, 5));
    CHECK(holds(s, b, 1024, 5));
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_stream_destroy(s));
}

static void child_fault(const char *which) {
    cudacore_stream s, s1 = {0};
    cudacore_buffer b, b1 = {0};
    cudacore_event ev;
    cudacore_stream_info si;
    cudacore_kernel k;
    const char *kname = !strcmp(which, "trap") ? "trap_now" : !strcmp(which, "misaligned") ? "misaligned_store" : "bad_store";
    int ndev = 0, n = 1 << 20;
    cudacore_result r;
    CHECK_OK(cudacore_device_count(&ndev));
    if (!strcmp(which, "two") && ndev < 2) {
        t_skip_reason = "one GPU";
        return;
    }
    CHECK_OK(compile_kernels());
    k = !strcmp(which, "trap") ? k_trap : !strcmp(which, "misaligned") ? k_misaligned : k_bad; /* (made by the compile) */
    if (!strcmp(which, "two")) { /* device 1: a kernel in flight (about 300 ms) when device 0 faults */
        CHECK_OK(stream_on(1, &s1));
        CHECK_OK(buffer_on(1, s1, (size_t)n * sizeof(int), &b1));
        CHECK_OK(launch_spin(s1, b1, n, 7, 300));
    }
    CHECK_OK(stream_on(0, &s));
    CHECK_OK(buffer_on(0, s, (size_t)n * sizeof(int), &b));
    CHECK_OK(cudacore_event_create(NULL, &ev));
    CHECK_OK(launch_fill(s, b, n, 3));
    CHECK(holds(s, b, n, 3));
    r = launch_fault(s, k, b);
    CHECK(r == CUDACORE_SUCCESS || r == CUDACORE_ERROR_CONTEXT_LOST); /* (the launch is asynchronous: the fault comes later, mostly) */
    if (r == CUDACORE_SUCCESS) r = cudacore_stream_synchronize(s);
    after_fault(r, expected_code(which), kname, ndev);
    if (t_case_failed) return;
    if (s1.id) { /* device 1's work: lost as well (driver 580), or, where a driver keeps it, exact */
        r = cudacore_stream_synchronize(s1);
        CHECK(r == CUDACORE_ERROR_CONTEXT_LOST || (r == CUDACORE_SUCCESS && holds(s1, b1, n, 7)));
        if (r == CUDACORE_SUCCESS) printf("  note: device 1's work survived device 0's fault\n");
    }
    reset_after_fault(0);
    if (t_case_failed) return;
    CHECK(said_reset(cudacore_stream_get_info(s, &si)));
    CHECK(said_reset(cudacore_event_record(ev, s)));
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_event_destroy(ev));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_ERR(cudacore_stream_destroy(s), CUDACORE_ERROR_INVALID_HANDLE);
    if (s1.id) {
        reset_after_fault(1);
        if (t_case_failed) return;
        CHECK_OK(cudacore_buffer_free(b1, s1));
        CHECK_OK(cudacore_stream_destroy(s1));
    }
}

/* The fault inside a recorder's captured step: the step's end or the
   synchronisation after it meets it; the recorder is ended by the reset. */
static void child_recorder(void) {
    cudacore_recorder rec;
    cudacore_recorder_desc rd;
    cudacore_recorder_info ri;
    cudacore_stream s;
    cudacore_buffer b;
    int issue = 0, n = 4096, ndev = 0;
    cudacore_result r;
    CHECK_OK(cudacore_device_count(&ndev));
    CHECK_OK(compile_kernels());
    CHECK_OK(stream_on(0, &s));
    CHECK_OK(buffer_on(0, s, (size_t)n * sizeof(int), &b));
    memset(&rd, 0, sizeof rd);
    rd.name = "faulting step";
    CHECK_OK(cudacore_recorder_create(&rd, &rec));
    CHECK_OK(cudacore_recorder_begin(rec, s, NULL, 0, &issue)); /* a captured step that works */
    CHECK(issue == 1);
    CHECK_OK(launch_fill(s, b, n, 4));
    CHECK_OK(cudacore_recorder_end(rec, s));
    CHECK(holds(s, b, n, 4));
    CHECK_OK(cudacore_recorder_begin(rec, s, NULL, 0, &issue)); /* the step that faults */
    CHECK_OK(launch_fault(s, k_bad, b));
    r = cudacore_recorder_end(rec, s);
    CHECK(r == CUDACORE_SUCCESS || r == CUDACORE_ERROR_CONTEXT_LOST);
    if (r == CUDACORE_SUCCESS) r = cudacore_stream_synchronize(s);
    after_fault(r, 700, NULL, ndev); /* (the graph launched the kernel: the last launch this thread made was captured) */
    if (t_case_failed) return;
    reset_after_fault(0);
    if (t_case_failed) return;
    CHECK(said_reset(cudacore_recorder_get_info(rec, &ri)));
    CHECK_OK(cudacore_recorder_destroy(rec));
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_stream_destroy(s));
}

/* Runs this program as "child CASE"; its exit status (-1: not run). */
static int run_child(const char *which) {
    char cmd[1400];
    int rc;
    snprintf(cmd, sizeof cmd, "\"%s\" child %s", self_path, which);
    fflush(stdout);
    rc = system(cmd);
#if !defined(_WIN32)
    if (rc == -1 || !WIFEXITED(rc)) return -1;
    rc = WEXITSTATUS(rc);
#endif
    return rc;
}

static void fault_case(const char *which) {
    int rc;
    NEED_GPU();
    if (sanitizing()) SKIP("a kernel faults on purpose, which memcheck reports as the error it is");
    rc = run_child(which);
    if (rc == 77) SKIP("one GPU");
    if (rc != 0) printf("  the child for case %s exited with %d\n", which, rc);
    CHECK(rc == 0);
}
static void fault_illegal_address(void) { fault_case("illegal"); }
static void fault_trap(void) { fault_case("trap"); }
static void fault_misaligned_address(void) { fault_case("misaligned"); }
static void fault_in_a_recorder_step(void) { fault_case("recorder"); }
static void fault_with_work_on_device_1(void) { fault_case("two"); }

/*--- a reset of a healthy device, in this process -------------------------*/
static uint32_t live_total(void) {
    uint32_t n = 0;
    int k;
    for (k = 1; k < CUDACORE_OBJECT__COUNT; k++) n += cudacore_live_objects((cudacore_object_kind)k);
    return n;
}

static void reset_of_a_healthy_device(void) {
    cudacore_stream s, us, s2;
    cudacore_event ev;
    cudacore_memory_resource pool;
    cudacore_device_pool_desc pd;
    cudacore_buffer b, pb, nb;
    cudacore_graph g, g2;
    cudacore_graph_exec x, x2;
    cudacore_recorder rec;
    cudacore_recorder_desc rd;
    cudacore_recorder_info ri;
    cudacore_context uc, gc = {0}, pc;
    cudacore_context_info ci;
    cudacore_context_desc cd;
    cudacore_green_context_desc gd;
    cudacore_sm_resource dev, groups[1];
    cudacore_sm_split_desc sd;
    cudacore_stream_info si;
    cudacore_device_health_info h;
    unsigned ng = 1;
    int n = 1 << 16, issue = 0;
    uint32_t live;
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(compile_kernels());
    CHECK_OK(cudacore_device_set_current(0));
    live = live_total();
    CHECK_OK(stream_on(0, &s));
    CHECK_OK(cudacore_event_create(NULL, &ev));
    CHECK_OK(buffer_on(0, s, (size_t)n * sizeof(int), &b));
    memset(&pd, 0, sizeof pd);
    CHECK_OK(cudacore_device_pool_resource_create(&pd, &pool));
    CHECK_OK(cudacore_buffer_allocate(pool, (size_t)n * sizeof(int), s, &pb));
    CHECK_OK(cudacore_stream_begin_capture(s, NULL));
    CHECK_OK(launch_fill(s, b, n, 1));
    CHECK_OK(cudacore_stream_end_capture(s, &g));
    CHECK_OK(cudacore_graph_instantiate(g, NULL, &x));
    CHECK_OK(cudacore_graph_launch(x, s));
    memset(&rd, 0, sizeof rd);
    CHECK_OK(cudacore_recorder_create(&rd, &rec));
    CHECK_OK(cudacore_recorder_begin(rec, s, NULL, 0, &issue));
    CHECK_OK(launch_fill(s, pb, n, 2));
    CHECK_OK(cudacore_recorder_end(rec, s));
    CHECK(holds(s, b, n, 1) && holds(s, pb, n, 2));
    memset(&cd, 0, sizeof cd);
    CHECK_OK(cudacore_context_create(&cd, &uc));
    CHECK_OK(cudacore_context_set_current(uc));
    CHECK_OK(cudacore_stream_create(NULL, &us));
    memset(&sd, 0, sizeof sd);
    sd.min_count = 8;
    memset(&gd, 0, sizeof gd);
    if (cudacore_device_sm_resource(0, &dev) == CUDACORE_SUCCESS && cudacore_sm_resource_split(&dev, &sd, groups, &ng, NULL) == CUDACORE_SUCCESS) {
        gd.resources = groups;
        gd.num_resources = 1;
        if (cudacore_green_context_create(&gd, &gc) != CUDACORE_SUCCESS) gc.id = 0; /* (a driver without green contexts) */
    }
    CHECK_OK(cudacore_device_set_current(0));
    CHECK_OK(cudacore_context_primary(0, &pc));

    CHECK_OK(cudacore_device_reset(0));
    CHECK(said_reset(cudacore_context_get_info(pc, &ci)));
    CHECK_OK(cudacore_device_health(0, &h));
    CHECK(h.usable == 1 && h.lost == 0);
    CHECK(said_reset(cudacore_stream_get_info(s, &si)));
    CHECK(said_reset(cudacore_stream_get_info(us, &si)));
    CHECK(said_reset(cudacore_event_record(ev, cudacore_stream_legacy())));
    CHECK(said_reset(cudacore_buffer_allocate(pool, 64, cudacore_stream_legacy(), &nb)));
    CHECK(said_reset(cudacore_buffer_copy_to_host(&issue, b, 0, sizeof issue, cudacore_stream_legacy())));
    CHECK(said_reset(cudacore_graph_instantiate(g, NULL, &x2)));
    CHECK(said_reset(cudacore_graph_launch(x, cudacore_stream_legacy())));
    CHECK(said_reset(cudacore_recorder_get_info(rec, &ri)));
    CHECK(said_reset(cudacore_context_set_current(uc)));
    if (gc.id) CHECK(said_reset(cudacore_context_set_current(gc)));

    /* new objects on device 0, the kernel got before the reset among them */
    CHECK_OK(stream_on(0, &s2));
    CHECK_OK(buffer_on(0, s2, (size_t)n * sizeof(int), &nb));
    CHECK_OK(launch_fill(s2, nb, n, 9));
    CHECK(holds(s2, nb, n, 9));
    CHECK_OK(cudacore_stream_begin_capture(s2, NULL));
    CHECK_OK(launch_fill(s2, nb, n, 11));
    CHECK_OK(cudacore_stream_end_capture(s2, &g2));
    CHECK_OK(cudacore_graph_instantiate(g2, NULL, &x2));
    CHECK_OK(cudacore_graph_launch(x2, s2));
    CHECK(holds(s2, nb, n, 11));

    /* the old handles: destroyed with success */
    CHECK_OK(cudacore_recorder_destroy(rec));
    CHECK_OK(cudacore_graph_exec_destroy(x));
    CHECK_OK(cudacore_graph_destroy(g));
    CHECK_OK(cudacore_buffer_free(pb, s));
    CHECK_OK(cudacore_buffer_free(b, s));
    CHECK_OK(cudacore_memory_resource_destroy(pool));
    CHECK_OK(cudacore_event_destroy(ev));
    CHECK_OK(cudacore_stream_destroy(us));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK_OK(cudacore_context_destroy(uc));
    if (gc.id) CHECK_OK(cudacore_context_destroy(gc));
    CHECK_OK(cudacore_context_destroy(pc));
    CHECK_ERR(cudacore_stream_destroy(s), CUDACORE_ERROR_INVALID_HANDLE);

    CHECK_OK(cudacore_graph_exec_destroy(x2));
    CHECK_OK(cudacore_graph_destroy(g2));
    CHECK_OK(cudacore_buffer_free(nb, s2));
    CHECK_OK(cudacore_stream_destroy(s2));
    /* (+2: device 0's own memory resource, which the test never destroys:
       the one the reset ended, its slot kept until destroyed, and the one
       made again on first use) */
    CHECK(live_total() <= live + 2);
}

/* Two GPUs: device 1's kernel in flight while device 0 is reset finishes exactly. */
static void reset_leaves_the_other_device_alone(void) {
    cudacore_stream s1;
    cudacore_buffer b1;
    int ndev = 0, n = 1 << 20;
    NEED_GPU();
    t_setup_quiet();
    CHECK_OK(cudacore_device_count(&ndev));
    if (ndev < 2) SKIP("one GPU");
    CHECK_OK(compile_kernels());
    CHECK_OK(stream_on(1, &s1));
    CHECK_OK(buffer_on(1, s1, (size_t)n * sizeof(int), &b1));
    CHECK_OK(launch_spin(s1, b1, n, 13, 300));
    CHECK_OK(cudacore_device_reset(0));
    CHECK(holds(s1, b1, n, 13));
    CHECK_OK(launch_fill(s1, b1, n, 14));
    CHECK(holds(s1, b1, n, 14));
    CHECK_OK(cudacore_buffer_free(b1, s1));
    CHECK_OK(cudacore_stream_destroy(s1));
    CHECK_OK(cudacore_device_set_current(0));
}

int main(int argc, char **argv) {
    self_path = argv[0];
    if (argc == 3 && !strcmp(argv[1], "child")) { /* one faulting case: its checks' lines, then its status */
        t_setup_quiet();
        if (!strcmp(argv[2], "recorder")) child_recorder();
        else child_fault(argv[2]);
        return t_case_failed ? 1 : t_skip_reason ? 77 : 0;
    }
    RUN(reset_of_a_healthy_device);
    RUN(reset_leaves_the_other_device_alone);
    RUN(fault_illegal_address);
    RUN(fault_trap);
    RUN(fault_misaligned_address);
    RUN(fault_in_a_recorder_step);
    RUN(fault_with_work_on_device_1);
    if (code.id) {
        cudacore_kernel_destroy(k_fill), cudacore_kernel_destroy(k_spin), cudacore_kernel_destroy(k_bad);
        cudacore_kernel_destroy(k_trap), cudacore_kernel_destroy(k_misaligned);
        cudacore_object_code_destroy(code);
    }
    cudacore_shutdown();
    TEST_EXIT();
}
