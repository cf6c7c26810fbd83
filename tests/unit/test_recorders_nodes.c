/* Recorders that update only the nodes that changed (cudacore.h >>decl:recorders,
   desc.update_changed_nodes) as users ship them: a release build (NDEBUG),
   where a compared step is not captured at all -- the path this program
   exists for; tests/unit/test_graphs_recorders.c runs the same sequences in
   a debug build, where compared steps are captured too and checked. On the
   two-device mock driver, which captures work into graphs, replays them at
   cuGraphLaunch ("device" memory is host memory, so every result is read
   back), sets kernel nodes of executable graphs, and counts every capture,
   update and failed call. The mock's kernel add(int *p, int v) adds v to
   p[0]. Compared steps must: begin no capture and update nothing; set the
   changed nodes alone; fall back to a capture at the first call that is not
   their node's, issuing nothing twice; leave nothing run when cancelled;
   and agree with capture + update on random step sequences (and the fast
   comparison of 4- and 8-byte arguments with the general one). */
#define NDEBUG
#define CUDACORE_TEST_CONFIG NDEBUG /* the release build's compared steps, which the shared (debug) object captures */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../multi_mock.h"
#include "../portable.h"
#include "../recorder_agree.h"

static cudacore_object_code code;
static cudacore_kernel add, fill42;
static cudacore_stream s;
static cudacore_memory_resource mr, no_pinned; /* (the mock has no pinned memory: uploads read plain host memory) */
static cudacore_buffer buf;
static cudacore_CUdeviceptr ptr;
static int *(*graph_calls)(void); /* begin, end, instantiate, update, launch, exec destroy, invalidations, update refusals */
enum { G_BEGIN, G_END, G_INST, G_UPDATE, G_LAUNCH };

static void t_setup(void) {
    CHECK(ra_mock_setup(&graph_calls, &code, &add, &fill42));
    CHECK_OK(cudacore_stream_create(NULL, &s));
    CHECK_OK(cudacore_device_memory_resource(0, &mr));
    CHECK_OK(cudacore_buffer_allocate(mr, 64, s, &buf));
    CHECK_OK(cudacore_buffer_native(buf, &ptr));
}

static int value(int i) { return ((int *)(uintptr_t)ptr)[i]; }
static int calls(int which) { return graph_calls()[which]; }

static cudacore_recorder make(void) {
    cudacore_recorder_desc d;
    cudacore_recorder r = {0};
    memset(&d, 0, sizeof d);
    d.name = "nodes";
    d.update_changed_nodes = 1;
    d.max_reinstantiations = -1; /* (shape changes in a row never turn graphs off here) */
    if (cudacore_recorder_create(&d, &r) != CUDACORE_SUCCESS) r.id = 0;
    return r;
}

/* A step of n adds, add(ptr + i, v[i]), with key; `extra` issues a call
   of another kind after the kernel at that position (-1: none): 1 a fill,
   2 a host function. */
static int hits;
static void host_fn(void *p) { ++*(int *)p; }
static cudacore_result step(cudacore_recorder r, const int *v, int n, int key, int extra_at, int extra) {
    cudacore_launch_config cfg;
    int i, issue = -1;
    cudacore_result res = cudacore_recorder_begin(r, s, &key, sizeof key, &issue);
    if (res != CUDACORE_SUCCESS) return res;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    for (i = 0; issue && i < n && res == CUDACORE_SUCCESS; i++) {
        cudacore_CUdeviceptr p = ptr + 4 * (cudacore_CUdeviceptr)i;
        res = CUDACORE_LAUNCH(s, &cfg, add, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, v[i]));
        if (res == CUDACORE_SUCCESS && i == extra_at)
            res = extra == 1 ? cudacore_buffer_fill(buf, 32, 16, 9, 4, s) : cudacore_stream_launch_host_func(s, host_fn, &hits);
    }
    if (res != CUDACORE_SUCCESS) {
        cudacore_recorder_cancel(r);
        return res;
    }
    return cudacore_recorder_end(r, s);
}

/* A changed argument: the step is compared, not captured; only the
   changed nodes are set; the results are the new arguments'. */
static void changed_arguments_set_their_nodes(void) {
    cudacore_recorder r = make();
    cudacore_recorder_info info;
    int v[4] = {1, 2, 3, 4}, begins, updates, insts, errors = mock_errors();
    CHECK(r.id);
    memset((void *)(uintptr_t)ptr, 0, 64);
    CHECK_OK(step(r, v, 4, 1, -1, 0)); /* captured, instantiated */
    CHECK(value(0) == 1 && value(3) == 4);
    begins = calls(G_BEGIN), updates = calls(G_UPDATE), insts = calls(G_INST);
    v[2] = 30;
    CHECK_OK(step(r, v, 4, 2, -1, 0)); /* one argument changed */
    CHECK(value(0) == 2 && value(1) == 4 && value(2) == 33 && value(3) == 8);
    v[0] = 10, v[3] = 40;
    CHECK_OK(step(r, v, 4, 3, -1, 0)); /* two changed */
    CHECK(value(0) == 12 && value(2) == 63 && value(3) == 48);
    CHECK(calls(G_BEGIN) == begins && calls(G_UPDATE) == updates && calls(G_INST) == insts);
    CHECK_OK(step(r, v, 4, 3, -1, 0)); /* the same key: launched as is */
    CHECK(value(0) == 22);
    {   /* the void ** form, whose sizes a release build's kernel does not keep: read by the recorder, compared alike */
        cudacore_launch_config cfg;
        int issue = -1, key = 4, i;
        memset(&cfg, 0, sizeof cfg);
        cfg.grid[0] = cfg.block[0] = 1;
        CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
        for (i = 0; i < 4; i++) {
            cudacore_CUdeviceptr p = ptr + 4 * (cudacore_CUdeviceptr)i;
            int one = 1;
            void *args[2];
            args[0] = &p, args[1] = &one;
            CHECK_OK(cudacore_launch(s, &cfg, add, args, 2));
        }
        CHECK_OK(cudacore_recorder_end(r, s));
        CHECK(value(0) == 23 && value(1) == 9 && value(2) == 94 && value(3) == 89);
        CHECK(calls(G_BEGIN) == begins);
    }
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.compared == 3 && info.nodes_set == 7 && info.fell_back == 0 && info.as_is == 1 && info.instantiated == 1 && info.updated == 0);
    CHECK(info.steps == 5 && mock_errors() == errors);
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* cudacore_recorder_set_kernel_args: a program that knows what changed
   sets a launch's arguments by its index between steps; the next step with
   the same key is launched as is, with them (no capture, no update, the
   node set once); a later compared step compares its launches with them.
   Every refusal says why, and none reaches the driver. */
static const char *said(void) { return cudacore_last_error()->message; }
static void arguments_set_by_index(void) {
    cudacore_recorder r = make(), plain = {0}, none = {0};
    cudacore_recorder_desc d;
    cudacore_recorder_info info;
    cudacore_CUdeviceptr p0 = ptr, p2 = ptr + 8;
    int v[4] = {1, 2, 3, 4}, thirty = 30, five = 5, begins, updates, insts, errors = mock_errors(), issue = -1, key = 3;
    void *args[2];
    cudacore_arg sized[2];
    CHECK(r.id);
    memset((void *)(uintptr_t)ptr, 0, 64);
    args[0] = &p2, args[1] = &thirty;
    CHECK(cudacore_recorder_set_kernel_args(r, 0, args, 2) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "knows no calls"));
    CHECK_OK(step(r, v, 4, 1, 1, 1)); /* captured: add, add, a fill, add, add (calls 0 to 4) */
    CHECK(value(2) == 3);
    begins = calls(G_BEGIN), updates = calls(G_UPDATE), insts = calls(G_INST);
    CHECK_OK(cudacore_recorder_set_kernel_args(r, 3, args, 2)); /* the third add: add(ptr + 8, 30) */
    CHECK_OK(step(r, v, 4, 1, 1, 1));                           /* the same key: launched as is, with it */
    CHECK(value(0) == 2 && value(1) == 4 && value(2) == 33 && value(3) == 8);
    CHECK_OK(cudacore_recorder_set_kernel_args(r, 3, args, 2)); /* its values already: nothing set */
    sized[0].value = &p0, sized[0].size = sizeof p0, sized[1].value = &five, sized[1].size = sizeof five;
    CHECK_OK(cudacore_recorder_set_kernel_args_sized(r, 0, sized, 2));
    CHECK_OK(step(r, v, 4, 1, 1, 1));
    CHECK(value(0) == 7 && value(2) == 63);
    CHECK(calls(G_BEGIN) == begins && calls(G_UPDATE) == updates && calls(G_INST) == insts);
    CHECK_OK(step(r, v, 4, 2, 1, 1)); /* a changed step compares with them: adds 0 and 3 set back to v's */
    CHECK(value(0) == 8 && value(2) == 66 && value(3) == 16);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.as_is == 2 && info.compared == 1 && info.nodes_set == 4 && info.fell_back == 0 && info.instantiated == 1 && info.updated == 0);
    /* refusals */
    CHECK(cudacore_recorder_set_kernel_args(r, 5, args, 2) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "index 5") && strstr(said(), "5 calls"));
    CHECK(cudacore_recorder_set_kernel_args(r, 2, args, 2) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "not a launch"));
    CHECK(cudacore_recorder_set_kernel_args(r, 0, args, 1) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "of 2 arguments, not 1"));
    CHECK(cudacore_recorder_set_kernel_args(r, 0, NULL, 2) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "args is NULL"));
    args[1] = NULL;
    CHECK(cudacore_recorder_set_kernel_args(r, 0, args, 2) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "call 0 is NULL"));
    sized[1].size = 8;
    CHECK(cudacore_recorder_set_kernel_args_sized(r, 0, sized, 2) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "not the size"));
    args[1] = &thirty;
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK(cudacore_recorder_set_kernel_args(r, 0, args, 2) == CUDACORE_ERROR_CAPTURE && strstr(said(), "a step is under way"));
    CHECK_OK(cudacore_recorder_cancel(r));
    memset(&d, 0, sizeof d);
    CHECK_OK(cudacore_recorder_create(&d, &plain));
    CHECK(cudacore_recorder_set_kernel_args(plain, 0, args, 2) == CUDACORE_ERROR_INVALID_ARGUMENT && strstr(said(), "without update_changed_nodes"));
    CHECK(cudacore_recorder_set_kernel_args(none, 0, args, 2) == CUDACORE_ERROR_INVALID_HANDLE);
    {   /* a launch whose kernel was destroyed since */
        cudacore_recorder r2 = make();
        cudacore_kernel add2;
        cudacore_launch_config cfg;
        int key2 = 9;
        memset(&cfg, 0, sizeof cfg);
        cfg.grid[0] = cfg.block[0] = 1;
        CHECK_OK(cudacore_object_code_get_kernel(code, "add", &add2));
        CHECK_OK(cudacore_recorder_begin(r2, s, &key2, sizeof key2, &issue));
        CHECK_OK(CUDACORE_LAUNCH(s, &cfg, add2, CUDACORE_ARG(cudacore_CUdeviceptr, p0), CUDACORE_ARG(int, 1)));
        CHECK_OK(cudacore_recorder_end(r2, s));
        CHECK_OK(cudacore_kernel_destroy(add2));
        CHECK(cudacore_recorder_set_kernel_args(r2, 0, args, 2) == CUDACORE_ERROR_INVALID_HANDLE && strstr(said(), "was destroyed"));
        CHECK_OK(cudacore_recorder_destroy(r2));
    }
    CHECK(mock_errors() == errors);
    CHECK_OK(cudacore_recorder_destroy(plain));
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* A program that sets arguments by index and changes its step's shape now
   and then (a topology key): the steps launched as is between two changes
   of shape end the fallbacks' row, so the recorder keeps knowing its
   graph's calls (no step goes unkept) and every set is taken. */
static void shape_changes_between_sets_keep_the_calls(void) {
    cudacore_recorder r = make();
    cudacore_recorder_info info;
    int v[4] = {1, 1, 1, 1}, round, value2 = 0;
    CHECK(r.id);
    memset((void *)(uintptr_t)ptr, 0, 64);
    CHECK_OK(step(r, v, 4, 1, -1, 0));
    for (round = 0; round < 8; round++) {
        cudacore_CUdeviceptr p = ptr;
        int n = 3 + round % 2, seven = 7;
        void *args[2];
        CHECK_OK(step(r, v, n, 100 + n, -1, 0)); /* another shape: compared, falls back, captured */
        args[0] = &p, args[1] = &seven;
        CHECK_OK(cudacore_recorder_set_kernel_args(r, 0, args, 2));
        CHECK_OK(step(r, v, n, 100 + n, -1, 0)); /* launched as is, with it */
        value2 += 1 + 7;
    }
    CHECK(value(0) == 1 + value2);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.fell_back == 8 && info.unkept == 0 && info.as_is == 8);
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* A step whose shape changed (a kernel more, one less, a call of another
   kind) falls back to a capture at the first call that differs: the calls
   compared before it are issued again into the capture, once; the step
   then is updated or instantiated as a captured one. After 4 fallbacks in
   a row, 16 changed steps are captured without keeping their calls, then
   the recorder keeps and compares again. */
static void a_changed_shape_falls_back(void) {
    cudacore_recorder r = make();
    cudacore_recorder_info info;
    int v[5] = {1, 1, 1, 1, 1}, begins, errors = mock_errors(), i;
    memset((void *)(uintptr_t)ptr, 0, 64);
    CHECK_OK(step(r, v, 3, 1, -1, 0));
    v[0] = 2;
    begins = calls(G_BEGIN);
    CHECK_OK(step(r, v, 4, 2, -1, 0)); /* one kernel more: compared three, the fourth falls back */
    CHECK(calls(G_BEGIN) == begins + 1);
    CHECK(value(0) == 3 && value(1) == 2 && value(2) == 2 && value(3) == 1);
    CHECK_OK(step(r, v, 2, 3, -1, 0)); /* one less: falls back at the end */
    CHECK(value(0) == 5 && value(1) == 3 && value(2) == 2 && value(3) == 1);
    CHECK_OK(step(r, v, 2, 4, 0, 1)); /* a fill after the first kernel */
    CHECK(value(0) == 7 && value(1) == 4 && value(8) == 9 && value(11) == 9);
    hits = 0;
    CHECK_OK(step(r, v, 2, 5, 0, 2)); /* a host function there instead of the fill: captured from there */
    CHECK(value(0) == 9 && value(1) == 5 && hits == 1);
    v[1] = 5;
    CHECK_OK(step(r, v, 2, 6, 0, 2)); /* the same shape again, but 4 steps in a row fell back: captured, its calls not kept */
    CHECK(value(0) == 11 && value(1) == 10 && hits == 2);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.fell_back == 4 && info.compared == 0 && info.unkept == 1 && info.nodes_set == 1 && info.steps == 6); /* (set: kernel 0 in step 2) */
    CHECK(mock_errors() <= errors + 1); /* (at most the one update refusal a recorder may meet: kinds changed at the same counts) */
    for (i = 0; i < 15; i++) CHECK_OK(step(r, v, 2, 7 + i, 0, 2)); /* the other 15 of 16 steps not kept */
    begins = calls(G_BEGIN);
    CHECK_OK(step(r, v, 2, 22, 0, 2)); /* kept again: captured */
    CHECK(calls(G_BEGIN) == begins + 1);
    v[0] = 3;
    CHECK_OK(step(r, v, 2, 23, 0, 2)); /* and compared, the host function too */
    CHECK(calls(G_BEGIN) == begins + 1);
    CHECK(value(0) == 11 + 16 * 2 + 3 && value(1) == 10 + 17 * 5 && hits == 2 + 17);
    CHECK_OK(cudacore_recorder_get_info(r, &info));
    CHECK(info.fell_back == 4 && info.compared == 1 && info.unkept == 16 && info.nodes_set == 2 && info.steps == 23);
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* A compared step cancelled half-way ran nothing, and its key is
   forgotten: the next step is compared again, and right. */
static void a_cancelled_step_runs_nothing(void) {
    cudacore_recorder r = make();
    cudacore_launch_config cfg;
    int v[2] = {1, 1}, issue = -1, key = 2, seven = 7;
    cudacore_CUdeviceptr p = ptr;
    memset((void *)(uintptr_t)ptr, 0, 64);
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = cfg.block[0] = 1;
    CHECK_OK(step(r, v, 2, 1, -1, 0));
    CHECK_OK(cudacore_recorder_begin(r, s, &key, sizeof key, &issue));
    CHECK(issue == 1);
    CHECK_OK(CUDACORE_LAUNCH(s, &cfg, add, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, seven)));
    CHECK_OK(cudacore_recorder_cancel(r));
    CHECK(value(0) == 1 && value(1) == 1);
    CHECK_OK(step(r, v, 2, 1, -1, 0)); /* the first key again: its node was set by the cancelled step, so compared, not as is */
    CHECK(value(0) == 2 && value(1) == 2);
    CHECK_OK(cudacore_recorder_destroy(r));
}

/* A compared launch's arguments: the comparison of 4- and 8-byte arguments
   (a launch whose kernel's arguments are all 4 or 8 bytes) against the
   general one (any size) and against memcmp, on random arguments: equal, a
   byte changed, an argument missing, a sized form's size not the kept
   one; and the general one on other sizes. */
static void argument_comparisons_agree(void) {
    static const uint32_t other_sizes[] = {1, 2, 3, 12, 16, 4, 8};
    unsigned char kept[16 * 4 + 16 * 16], given[16][16];
    void *args[16];
    cudacore_arg sized[16];
    unsigned seed = 7;
    int round, fast_equal = 0, fast_changed = 0, missing = 0, other = 0;
    for (round = 0; round < 20000; round++) {
        size_t n, i, at;
        uint64_t wide = 0;
        int four_or_eight = round % 4 != 3, what, expect, changed = 0, sizes_wrong = 0, full, fast = 0;
        seed = seed * 1103515245u + 12345u;
        n = (seed >> 8) % 17;
        what = (int)((seed >> 16) % 4); /* 0, 1: equal; 2: a byte changed; 3: an argument missing */
        for (at = 4 * n, i = 0; i < n; i++) {
            uint32_t size, b;
            seed = seed * 1103515245u + 12345u;
            size = four_or_eight ? 4 + 4 * ((seed >> 9) & 1) : other_sizes[(seed >> 9) % 7];
            if (size == 8) wide |= (uint64_t)1 << i;
            memcpy(kept + 4 * i, &size, 4);
            for (b = 0; b < size; b++) kept[at + b] = given[i][b] = (unsigned char)(seed >> (b % 3 * 8));
            args[i] = given[i];
            sized[i].value = given[i];
            sized[i].size = size;
            at += size;
        }
        if (n && what == 2) {
            uint32_t size;
            i = (seed >> 3) % n;
            memcpy(&size, kept + 4 * i, 4);
            given[i][(seed >> 5) % size] ^= (unsigned char)(1 + (seed >> 12) % 255);
            changed = 1;
        }
        if (n && what == 3) args[(seed >> 3) % n] = NULL;
        if (n && round % 7 == 0 && !(n && what == 3)) { /* a sized form whose size is not the kept one */
            sized[(seed >> 3) % n].size++;
            sizes_wrong = 1;
        }
        expect = n && what == 3 ? -1 : !changed;
        full = t_same_args(args, NULL, n, kept);
        if (four_or_eight) CHECK((fast = t_same_args_4_or_8(args, NULL, n, wide, kept + 4 * n)) == full);
        CHECK(full == expect);
        if (!(n && what == 3)) CHECK(t_same_args(args, sized, n, kept) == (sizes_wrong ? -1 : expect));
        if (four_or_eight && !(n && what == 3)) CHECK(t_same_args_4_or_8(args, sized, n, wide, kept + 4 * n) == (sizes_wrong ? -1 : expect));
        if (!four_or_eight) other++;
        else if (fast < 0) missing++;
        else if (fast) fast_equal++;
        else fast_changed++;
    }
    printf("  4 and 8 bytes: %d equal, %d changed, %d missing; other sizes: %d\n", fast_equal, fast_changed, missing, other);
    CHECK(fast_equal > 1000 && fast_changed > 1000 && missing > 1000 && other > 1000);
}

/* Against capture + update, on random step sequences. */
static void random_sequences_agree(void) {
    cudacore_recorder_info info, all;
    unsigned seeds[] = {11, 12, 3, 20261129}; /* (11: step 63 forks twice where step 61 forked once, at the same counts: an H200
                                                  refused that update, whose node depended on the same nodes in another order) */
    int i;
    memset(&all, 0, sizeof all);
    for (i = 0; i < 4; i++) {
        CHECK(ra_run(mr, no_pinned, add, fill42, seeds[i], 300, &info));
        all.compared += info.compared, all.nodes_set += info.nodes_set, all.fell_back += info.fell_back, all.as_is += info.as_is;
        all.cancelled += info.cancelled, all.unkept += info.unkept;
    }
    CHECK(t_setenv("CUDACORE_MOCK_EDGES_REVERSED", "1")); /* a graph's edges listed in another order: its chain walked */
    CHECK(ra_run(mr, no_pinned, add, fill42, 5, 300, &info));
    CHECK(t_setenv("CUDACORE_MOCK_EDGES_REVERSED", NULL));
    CHECK(info.compared > 50 && info.nodes_set > info.compared);
    printf("  4 x 300 steps: %llu compared (%llu nodes set), %llu fell back, %llu not kept, %llu as is, %llu cancelled; %d set by index\n",
           (unsigned long long)all.compared, (unsigned long long)all.nodes_set, (unsigned long long)all.fell_back, (unsigned long long)all.unkept,
           (unsigned long long)all.as_is, (unsigned long long)all.cancelled, ra_set_steps);
    CHECK(all.compared > 100 && all.nodes_set > all.compared && all.fell_back > 20 && all.unkept > 20 && all.as_is > 20 && all.cancelled > 20);
    CHECK(ra_set_steps > 20);
}

static void cleanup(void) {
    CHECK_OK(cudacore_buffer_free(buf, s));
    CHECK_OK(cudacore_stream_destroy(s));
    CHECK(ra_mock_cleanup(code, add, fill42));
    CHECK(t_live_objects() == 0);
    cudacore_shutdown();
}

int main(int argc, char **argv) {
    (void)argc;
    multi_mock_locate(argv[0]);
    RUN_FIRST(t_setup);
    RUN(changed_arguments_set_their_nodes);
    RUN(a_changed_shape_falls_back);
    RUN(a_cancelled_step_runs_nothing);
    RUN(arguments_set_by_index);
    RUN(shape_changes_between_sets_keep_the_calls);
    RUN(argument_comparisons_agree);
    RUN(random_sequences_agree);
    RUN(cleanup);
    return t_failed ? 1 : 0;
}
