/* recorder_agree.h -- a recorder that updates only the nodes that changed
   (desc.update_changed_nodes) against one that captures and updates every
   changed step, on random step sequences, on the two-device mock driver or
   a GPU (every result is read back through cudacore's copies). Two
   worlds, each with its own buffers, streams and events, run the same
   calls, one through each recorder; after every step both worlds' memory
   must be equal (and their host functions have run as often). The
   sequences change arguments, launch configs, copies, fills, uploads and
   host functions, launch in the void ** form and the sized form (and
   switch a launch from one to the other), set a step's changed arguments
   by index between steps instead of issuing it (world 0, now and then:
   cudacore_recorder_set_kernel_args, then the step launched as is),
   change the step's shape at random positions (a call inserted, removed
   or replaced), fork and join another stream, repeat a step (launched as
   is) and cancel steps half-way.

   Included by tests/unit/test_recorders_nodes.c (a release build: compared
   steps are not captured), tests/unit/test_graphs_recorders.c (a debug
   build: compared steps are captured too, and checked) and
   tests/gpu/test_recorders_nodes_gpu.c (a release build on a GPU). Include
   after test.h; ra_run() needs two kernels: add(int *p, int v), which adds
   v to p[0] once, and fill42(int *p, int n), which sets p[0..n) to 42 (a
   call of either kind may be replaced by the other: another kernel at the
   same position). RA_KERNELS is their CUDA C++ source, for a GPU; RA_PTX
   declares them for the mock, which runs them by name. */
#ifndef CUDACORE_RECORDER_AGREE_H
#define CUDACORE_RECORDER_AGREE_H

enum { RA_ADD, RA_FILL, RA_COPY, RA_UPLOAD, RA_HOST, RA_FORK, RA_FILL42, RA_KINDS };
enum { RA_BUFS = 3, RA_INTS = 64, RA_MAX_CALLS = 24 };
#define RA_PTX \
    ".version 8.0\n.target sm_90\n.address_size 64\n" \
    ".visible .entry add(\n\t.param .u64 add_param_0,\n\t.param .u32 add_param_1\n)\n{\n\tret;\n}\n" \
    ".visible .entry fill42(\n\t.param .u64 fill42_param_0,\n\t.param .u32 fill42_param_1\n)\n{\n\tret;\n}\n"
#define RA_KERNELS \
    "extern \"C\" __global__ void add(int *p, int v) { if (blockIdx.x == 0 && threadIdx.x == 0) p[0] += v; }\n" \
    "extern \"C\" __global__ void fill42(int *p, int n) { if (blockIdx.x == 0 && (int)threadIdx.x < n) p[threadIdx.x] = 42; }\n"
#ifdef CUDACORE_MULTI_MOCK_H
/* The mock's side of a recorder test's setup (after multi_mock.h): the
   mock driver loaded, its graph-call counters (*graph_calls: begin, end,
   instantiate, update, launch, exec destroy, invalidations, update
   refusals), device 0 current, RA_PTX loaded into *code with its kernels
   add and fill42. 1 when all of it worked (else the reason is printed). */
static int ra_mock_setup(int *(**graph_calls)(void), cudacore_object_code *code, cudacore_kernel *add, cudacore_kernel *fill42) {
    static const char ptx[] = RA_PTX;
    cudacore_object_code_desc od;
    void *f;
    const char *why = multi_mock_setup();
    if (why) {
        printf("  %s\n", why);
        return 0;
    }
    f = multi_mock_symbol("cudacore_mock_graph_calls");
    memcpy(graph_calls, &f, sizeof f);
    memset(&od, 0, sizeof od);
    od.type = CUDACORE_CODE_PTX;
    od.data = ptx;
    return *graph_calls != NULL && cudacore_device_set_current(0) == CUDACORE_SUCCESS && cudacore_object_code_load(&od, code) == CUDACORE_SUCCESS &&
           cudacore_object_code_get_kernel(*code, "add", add) == CUDACORE_SUCCESS &&
           cudacore_object_code_get_kernel(*code, "fill42", fill42) == CUDACORE_SUCCESS;
}
/* Its pair: add, fill42 and code destroyed. */
static int ra_mock_cleanup(cudacore_object_code code, cudacore_kernel add, cudacore_kernel fill42) {
    return cudacore_kernel_destroy(add) == CUDACORE_SUCCESS && cudacore_kernel_destroy(fill42) == CUDACORE_SUCCESS &&
           cudacore_object_code_destroy(code) == CUDACORE_SUCCESS;
}
#endif

typedef struct ra_call {
    int kind, buf, slot, v, grid, other;
    int void_form; /* a launch in the void ** form (cudacore_launch), else the sized form (CUDACORE_LAUNCH) */
} ra_call;
typedef struct ra_world {
    cudacore_stream s, s2;
    cudacore_event e1, e2;
    cudacore_buffer bufs[RA_BUFS];
    cudacore_CUdeviceptr ptrs[RA_BUFS];
    int *host;              /* an upload's source: call i reads host[i] (pinned memory on a GPU) */
    int host_array[RA_MAX_CALLS];
    cudacore_buffer host_buf;
    int hits[2];            /* host functions' counters: a call's slot picks one */
    int mirror[RA_BUFS][RA_INTS]; /* the buffers, read back */
    cudacore_recorder r;
} ra_world;

static unsigned ra_seed;
static cudacore_kernel ra_add, ra_fill42;
static unsigned ra_rand(unsigned n) {
    ra_seed = ra_seed * 1103515245u + 12345u;
    return (ra_seed >> 8) % n;
}

static ra_call ra_random_call(void) {
    ra_call c;
    c.kind = (int)ra_rand(10) < 6 ? RA_ADD : (int)ra_rand(RA_KINDS);
    c.buf = (int)ra_rand(RA_BUFS);
    c.slot = (int)ra_rand(8);
    c.v = (int)ra_rand(1000);
    c.grid = 1 + (int)ra_rand(2);
    c.other = (int)ra_rand(RA_BUFS);
    c.void_form = (int)ra_rand(2);
    return c;
}

/* Call c of a step, in world w, on the step's stream. */
static void ra_hit(void *counter) { ++*(int *)counter; }
static cudacore_result ra_issue(ra_world *w, const ra_call *c, int i) {
    cudacore_launch_config cfg;
    cudacore_CUdeviceptr p = w->ptrs[c->buf] + 4 * (cudacore_CUdeviceptr)c->slot;
    cudacore_result r;
    int v = c->v, n = 1 + c->v % 4;
    void *args[2];
    args[0] = &p, args[1] = c->kind == RA_ADD ? &v : &n;
    memset(&cfg, 0, sizeof cfg);
    cfg.grid[0] = (unsigned)c->grid;
    cfg.block[0] = 32;
    if (c->void_form && (c->kind == RA_ADD || c->kind == RA_FILL42)) return cudacore_launch(w->s, &cfg, c->kind == RA_ADD ? ra_add : ra_fill42, args, 2);
    switch (c->kind) {
        case RA_ADD: return CUDACORE_LAUNCH(w->s, &cfg, ra_add, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, c->v));
        case RA_FILL42: return CUDACORE_LAUNCH(w->s, &cfg, ra_fill42, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, n));
        case RA_FILL: return cudacore_buffer_fill(w->bufs[c->buf], 4 * (size_t)(8 + c->slot), 16, (uint32_t)c->v, 4, w->s);
        case RA_COPY: return cudacore_buffer_copy(w->bufs[c->other], 128, w->bufs[c->buf], 4 * (size_t)c->slot, 32, w->s);
        case RA_UPLOAD:
            w->host[i] = c->v;
            return cudacore_buffer_copy_from_host(w->bufs[c->buf], 4 * (size_t)(40 + c->slot), &w->host[i], 4, w->s);
        case RA_HOST: return cudacore_stream_launch_host_func(w->s, ra_hit, &w->hits[c->slot & 1]);
        default: /* another stream forked and joined: an add on it */
            if ((r = cudacore_event_record(w->e1, w->s)) != CUDACORE_SUCCESS) return r;
            if ((r = cudacore_stream_wait_event(w->s2, w->e1)) != CUDACORE_SUCCESS) return r;
            if ((r = CUDACORE_LAUNCH(w->s2, &cfg, ra_add, CUDACORE_ARG(cudacore_CUdeviceptr, p), CUDACORE_ARG(int, c->v))) != CUDACORE_SUCCESS) return r;
            if ((r = cudacore_event_record(w->e2, w->s2)) != CUDACORE_SUCCESS) return r;
            return cudacore_stream_wait_event(w->s, w->e2);
    }
}

/* One step of n calls in world w with key; cancel_at >= 0: cancelled after
   that many calls. Returns the first failure. */
static cudacore_result ra_step(ra_world *w, const ra_call *calls, int n, unsigned key, int cancel_at) {
    int issue = -1, i;
    cudacore_result r = cudacore_recorder_begin(w->r, w->s, &key, sizeof key, &issue);
    if (r != CUDACORE_SUCCESS) return r;
    for (i = 0; issue && i < n && (cancel_at < 0 || i < cancel_at); i++)
        if ((r = ra_issue(w, &calls[i], i)) != CUDACORE_SUCCESS) {
            cudacore_recorder_cancel(w->r);
            return r;
        }
    if (cancel_at >= 0) return cudacore_recorder_cancel(w->r);
    return cudacore_recorder_end(w->r, w->s);
}

/* Whether calls may follow prev (n each) as a program that knows what
   changed writes it: the same calls, launches with other arguments alone
   (and uploads of other values, read from the host at each launch). */
static int ra_only_arguments_changed(const ra_call *calls, const ra_call *prev, int n) {
    int i;
    for (i = 0; i < n; i++) {
        const ra_call *c = &calls[i], *p = &prev[i];
        int launch = c->kind == RA_ADD || c->kind == RA_FILL42;
        if (c->kind != p->kind || c->kind == RA_FORK) return 0;
        if (launch && c->grid != p->grid) return 0; /* (a launch's arguments alone may change) */
        if (!launch && (c->buf != p->buf || c->slot != p->slot || c->other != p->other || (c->kind != RA_UPLOAD && c->v != p->v))) return 0;
    }
    return 1;
}
/* The step as that program writes it, in world w (update_changed_nodes):
   each launch whose arguments changed since prev set by its index
   (cudacore_recorder_set_kernel_args, in the call's form), the uploads'
   sources written, the step begun with the recorder's last key (launched as
   is; issued as usual if the recorder forgot it). 0 when the recorder
   knows no calls now (its first set refused: the caller steps as usual);
   else 1, *r the first failure. ra_set_steps counts the steps so made. */
static int ra_set_steps;
static int ra_set_step(ra_world *w, const ra_call *calls, const ra_call *prev, int n, unsigned key, cudacore_result *r) {
    int i, issue = -1, sets = 0;
    for (i = 0; i < n; i++) {
        const ra_call *c = &calls[i];
        cudacore_CUdeviceptr p = w->ptrs[c->buf] + 4 * (cudacore_CUdeviceptr)c->slot;
        int v = c->kind == RA_ADD ? c->v : 1 + c->v % 4;
        void *args[2];
        if (c->kind == RA_UPLOAD) w->host[i] = c->v;
        if ((c->kind != RA_ADD && c->kind != RA_FILL42) || (c->buf == prev[i].buf && c->slot == prev[i].slot && c->v == prev[i].v)) continue;
        args[0] = &p, args[1] = &v;
        if (c->void_form) *r = cudacore_recorder_set_kernel_args(w->r, (size_t)i, args, 2);
        else {
            cudacore_arg sized[2];
            sized[0].value = &p, sized[0].size = sizeof p, sized[1].value = &v, sized[1].size = sizeof v;
            *r = cudacore_recorder_set_kernel_args_sized(w->r, (size_t)i, sized, 2);
        }
        if (*r == CUDACORE_ERROR_INVALID_ARGUMENT && !sets) return 0;
        if (*r != CUDACORE_SUCCESS) return 1;
        sets++;
    }
    ra_set_steps++;
    if ((*r = cudacore_recorder_begin(w->r, w->s, &key, sizeof key, &issue)) != CUDACORE_SUCCESS) return 1;
    for (i = 0; issue && i < n; i++)
        if ((*r = ra_issue(w, &calls[i], i)) != CUDACORE_SUCCESS) {
            cudacore_recorder_cancel(w->r);
            return 1;
        }
    *r = cudacore_recorder_end(w->r, w->s);
    return 1;
}

static int ra_make_world(ra_world *w, cudacore_memory_resource mr, cudacore_memory_resource pinned, int update_changed_nodes) {
    cudacore_recorder_desc d;
    void *host = NULL;
    int i;
    memset(w, 0, sizeof *w);
    w->host = w->host_array;
    memset(&d, 0, sizeof d);
    d.name = update_changed_nodes ? "changed nodes" : "capture and update";
    d.update_changed_nodes = update_changed_nodes;
    d.max_reinstantiations = -1; /* (graphs never go off: every step is a graph step) */
    d.check_node_kinds = 1;      /* (no update the driver would refuse: a GPU run under compute-sanitizer sees no error) */
    if (cudacore_stream_create(NULL, &w->s) || cudacore_stream_create(NULL, &w->s2) || cudacore_event_create(NULL, &w->e1) ||
        cudacore_event_create(NULL, &w->e2) || cudacore_recorder_create(&d, &w->r))
        return 0;
    if (pinned.id) { /* (a graph copies from pinned host memory) */
        if (cudacore_buffer_allocate(pinned, sizeof w->host_array, w->s, &w->host_buf) || cudacore_buffer_host_ptr(w->host_buf, &host)) return 0;
        w->host = (int *)host;
    }
    for (i = 0; i < RA_BUFS; i++)
        if (cudacore_buffer_allocate(mr, RA_INTS * sizeof(int), w->s, &w->bufs[i]) || cudacore_buffer_native(w->bufs[i], &w->ptrs[i]) ||
            cudacore_buffer_fill(w->bufs[i], 0, RA_INTS * sizeof(int), 0, 4, w->s))
            return 0;
    return cudacore_stream_synchronize(w->s) == CUDACORE_SUCCESS;
}
static void ra_free_world(ra_world *w) {
    int i;
    for (i = 0; i < RA_BUFS; i++) CHECK_OK(cudacore_buffer_free(w->bufs[i], w->s));
    if (w->host_buf.id) CHECK_OK(cudacore_buffer_free(w->host_buf, w->s));
    CHECK_OK(cudacore_recorder_destroy(w->r));
    CHECK_OK(cudacore_event_destroy(w->e1));
    CHECK_OK(cudacore_event_destroy(w->e2));
    CHECK_OK(cudacore_stream_destroy(w->s));
    CHECK_OK(cudacore_stream_destroy(w->s2));
}
/* World w's buffers read back into its mirror (the step's work done). */
static int ra_read(ra_world *w) {
    int i;
    for (i = 0; i < RA_BUFS; i++)
        if (cudacore_buffer_copy_to_host(w->mirror[i], w->bufs[i], 0, sizeof w->mirror[i], w->s)) return 0;
    return cudacore_stream_synchronize(w->s) == CUDACORE_SUCCESS;
}
static int ra_same_memory(ra_world *a, ra_world *b) {
    if (!ra_read(a) || !ra_read(b)) return 0;
    return !memcmp(a->mirror, b->mirror, sizeof a->mirror) && a->hits[0] == b->hits[0] && a->hits[1] == b->hits[1];
}

/* The step after `calls` (n of them): mostly the same shape with changed
   values; now and then a call inserted, removed or replaced. */
static int ra_next_step(ra_call *calls, int n) {
    int i, what = (int)ra_rand(20), at = n ? (int)ra_rand((unsigned)n) : 0;
    for (i = 0; i < n; i++) {
        if (ra_rand(4) == 0) calls[i].v = (int)ra_rand(1000);                       /* an argument (or a fill's value) */
        if (ra_rand(16) == 0) calls[i].slot = (int)ra_rand(8);                       /* a pointer argument, a copy's or fill's address */
        if (calls[i].kind == RA_ADD && ra_rand(16) == 0) calls[i].grid = 1 + (int)ra_rand(2); /* the launch config */
        if (ra_rand(8) == 0) calls[i].void_form = !calls[i].void_form;                 /* the same launch in the other form */
    }
    if (what == 0 && n < RA_MAX_CALLS) { /* a call inserted */
        memmove(&calls[at + 1], &calls[at], (size_t)(n - at) * sizeof *calls);
        calls[at] = ra_random_call();
        return n + 1;
    }
    if (what == 1 && n > 1) { /* a call removed */
        memmove(&calls[at], &calls[at + 1], (size_t)(n - at - 1) * sizeof *calls);
        return n - 1;
    }
    if (what == 2 && n) calls[at] = ra_random_call(); /* a call replaced */
    return n;
}

/* `steps` random steps from seed; the counts of the compared recorder
   (*info) show what it did. 1 when every step agreed. */
/* pinned: a pinned memory resource for the uploads' sources (id 0: none,
   plain host memory: the mock's). */
static int ra_run(cudacore_memory_resource mr, cudacore_memory_resource pinned, cudacore_kernel add, cudacore_kernel fill42, unsigned seed, int steps,
                  cudacore_recorder_info *info) {
    ra_world w[2];
    ra_call calls[RA_MAX_CALLS], prev[RA_MAX_CALLS];
    unsigned key = 0, last_key = 0, key0 = 0; /* key0: the key of world 0's last step */
    int n = 6, i, j, ok = 1, done = 0;
    ra_seed = seed;
    ra_add = add, ra_fill42 = fill42;
    if (!ra_make_world(&w[0], mr, pinned, 1) || !ra_make_world(&w[1], mr, pinned, 0)) {
        printf("  the two worlds could not be made: %s\n", cudacore_last_error()->message);
        return 0;
    }
    for (i = 0; i < n; i++) {
        calls[i] = ra_random_call();
        calls[i].kind = RA_ADD;
    }
    for (j = 0; j < steps && ok; j++) {
        unsigned pick = ra_rand(10);
        int cancel_at = -1, k, m = n, set_step;
        memcpy(prev, calls, sizeof calls);
        if (pick == 0 && done) key = last_key; /* the last step's key, its calls unchanged: launched as is */
        else {
            n = ra_next_step(calls, n);
            key = (unsigned)j + 1;
            if (pick == 1) cancel_at = (int)ra_rand((unsigned)n + 1);
        }
        /* now and then world 0 writes a step whose arguments alone changed as a program that knows what changed */
        set_step = done && pick >= 2 && m == n && ra_rand(3) == 0 && ra_only_arguments_changed(calls, prev, n);
        for (k = 0; k < 2 && ok; k++) {
            cudacore_result r = CUDACORE_SUCCESS;
            cudacore_recorder_info ri;
            int as_set = k == 0 && set_step && ra_set_step(&w[0], calls, prev, n, key0, &r);
            if (!as_set) r = ra_step(&w[k], calls, n, key, cancel_at);
            if (k == 0 && !as_set) key0 = key;
            if (r != CUDACORE_SUCCESS) {
                printf("  seed %u, step %d, %s: %s\n", seed, j, k ? "capture and update" : "changed nodes", cudacore_last_error()->message);
                ok = 0;
            } else if (cudacore_recorder_get_info(w[k].r, &ri) != CUDACORE_SUCCESS || ri.updates_refused) {
                /* (check_node_kinds: no update the driver would refuse is tried, a copy's memory types changed too) */
                printf("  seed %u, step %d, %s: an update was refused by the driver: %s\n%s", seed, j, k ? "capture and update" : "changed nodes",
                       cudacore_last_error()->message, cudacore_last_error()->detail);
                ok = 0;
            }
        }
        if (ok && !ra_same_memory(&w[0], &w[1])) {
            printf("  seed %u, step %d: the two recorders' results differ\n", seed, j);
            ok = 0;
        }
        last_key = key;
        done = cancel_at < 0; /* (a cancelled step's key is forgotten: no step repeats it) */
    }
    if (cudacore_recorder_get_info(w[0].r, info) != CUDACORE_SUCCESS) ok = 0;
    ra_free_world(&w[0]);
    ra_free_world(&w[1]);
    return ok;
}
#endif
