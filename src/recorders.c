/*
   A recorder keeps the executable graph of its last captured step, that
   step's key, and what decides between an update and a new instantiation:
   the node and edge counts, memory nodes and the context (and the node
   kinds in order, read at each instantiation, compared at each step only
   when check_kinds is on). */
enum { CUDACORE__STEP_NONE, CUDACORE__STEP_CAPTURING, CUDACORE__STEP_AS_IS, CUDACORE__STEP_PLAIN };
enum { CUDACORE__KEY_ON_HEAP = 9 }; /* key_len of a key of more than 8 bytes */
typedef struct cudacore__recorder_obj {
    /* what a step launched as is reads and writes, all in the slot's first
       cache line (after its 16-byte header: see the assertion below) */
    cudacore_CUgraphExec exec;     /* NULL until a step was captured */
    cudacore_CUcontext ctx;        /* the context exec runs in */
    union {
        unsigned char *heap;       /* a key of more than 8 bytes (key_cap of them) */
        uint64_t word;             /* a key of 1 to 8 bytes as one word (cudacore__key_word) */
    } key;
    uint64_t stream;               /* the step's stream handle (0: no step under way) */
    uint64_t as_is;                /* info.as_is, kept here (and counted in info.steps by get_info) */
    int in_a_row;                  /* info.in_a_row, kept here */
    unsigned char step;            /* CUDACORE__STEP_*: the step under way */
    unsigned char key_len;         /* exec's step's key is key.word, of this many bytes (1..8), or
                                      key.heap (CUDACORE__KEY_ON_HEAP); 0: none to compare, which
                                      is also the case while graphs are off (info.plain_left != 0),
                                      so that a step may be launched as is when key_len matches */
    unsigned char nvtx;            /* 1: the step's NVTX range was pushed */
    /* the rest: capturing steps, settings */
    size_t key_size;               /* the last captured step's key size */
    cudacore_recorder_info info;   /* (but as_is and in_a_row: the fields above; info.steps
                                      leaves out the steps launched as is, which get_info adds) */
    int memory_nodes;              /* exec's graph has alloc or free nodes */
    int check_kinds;               /* node kinds compared at every changed step (desc, or after a refused update) */
    cudacore_CUstreamCaptureMode mode;
    int max_row, plain_steps;
    const void *thread;            /* the capturing thread (its cudacore__cur): only it may end the capture */
    size_t key_cap;                /* > 0: key.heap is allocated */
    unsigned char *kinds, *fresh;  /* node kinds of exec's graph / of a new one */
    cudacore_CUgraphNode *nodes;   /* a new graph's nodes */
    size_t num_nodes, num_edges, cap;
    cudacore_cuuint64_t flags;     /* instantiate flags */
} cudacore__recorder_obj;
CUDACORE__FITS_SLOT(cudacore__recorder_obj);
CUDACORE__STATIC_ASSERT(offsetof(cudacore__recorder_obj, nvtx) < 64 - sizeof(cudacore__slot), recorder_as_is_fields_in_one_line);

/* Its life (cudacore__life): a step captured in another thread refuses a
   destroy; the end closes the step under way and frees what the recorder
   holds (both below). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_check(const void *o, int *spare, const char *call);
CUDACORE__PRIVATE cudacore_result cudacore__recorder_life_end(void *o, const char *call);
static const cudacore__life cudacore__recorder_life = {CUDACORE_OBJECT_RECORDER, cudacore__recorder_check, NULL, cudacore__recorder_life_end, 0, NULL, 0, 0};

CUDACORE_API cudacore_result cudacore_recorder_create(const cudacore_recorder_desc *desc, cudacore_recorder *out) {
    static const char *call = "cudacore_recorder_create";
    static const cudacore_CUstreamCaptureMode modes[] = {CUDACORE_CU_STREAM_CAPTURE_MODE_THREAD_LOCAL, CUDACORE_CU_STREAM_CAPTURE_MODE_GLOBAL,
                                                         CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED};
    cudacore_recorder_desc d;
    cudacore__recorder_obj *ro;
    uint64_t id = 0;
    char *name;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((unsigned)d.capture_mode > 2u)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "capture_mode %d is not a CUDACORE_RECORDER_CAPTURE_*", (int)d.capture_mode);
    if (d.instantiate.upload || d.instantiate.device_launch)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "instantiate.upload and .device_launch do not apply to a recorder");
    if (!(name = cudacore__strdup(d.name ? d.name : "recorder", call))) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    if (!(ro = (cudacore__recorder_obj *)cudacore__object_reserve(&cudacore__recorder_life, &id, call))) {
        cudacore__free(name);
        return cudacore__recorded();
    }
    ro->info.name = name;
    ro->mode = modes[d.capture_mode];
    ro->max_row = d.max_reinstantiations ? d.max_reinstantiations : 4;
    ro->plain_steps = d.plain_steps ? d.plain_steps : 100;
    ro->check_kinds = d.check_node_kinds != 0;
    ro->flags = cudacore__instantiate_flags(&d.instantiate);
    return cudacore__object_publish(&cudacore__recorder_life, ro, id, CUDACORE_SUCCESS, &out->id);
}

/* Forgets the executable graph and the key. */
CUDACORE__PRIVATE void cudacore__recorder_forget(cudacore__recorder_obj *ro) {
    if (ro->exec) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphExecDestroy)(ro->exec));
    ro->exec = NULL;
    ro->ctx = NULL;
    ro->key_len = 0;
    ro->num_nodes = ro->num_edges = ro->info.nodes = 0;
    ro->memory_nodes = 0;
}

/* Ends the step under way: the NVTX mark of its outcome and its range. */
CUDACORE__PRIVATE void cudacore__recorder_close(cudacore__recorder_obj *ro, const char *outcome) {
    ro->step = CUDACORE__STEP_NONE;
    ro->stream = 0;
    if (CUDACORE__LIKELY(!ro->nvtx)) return; /* (no tool: one load and a branch) */
    if (outcome) cudacore__nvtx_markf("%s: %s", ro->info.name, outcome);
    cudacore__nvtx_range_end(ro->nvtx);
    ro->nvtx = 0;
}

/* One more re-instantiation or refusal in a row; at the limit, graphs are
   off for plain_steps steps from the next one. */
CUDACORE__PRIVATE void cudacore__recorder_row(cudacore__recorder_obj *ro) {
    char msg[224];
    if (++ro->in_a_row < ro->max_row || ro->max_row < 0) return;
    ro->in_a_row = 0;
    ro->info.plain_left = ro->plain_steps < 0 ? -1 : ro->plain_steps;
    if (ro->plain_steps < 0)
        snprintf(msg, sizeof msg, "recorder '%.64s': %d steps in a row changed topology or were refused: steps run as plain work until a reset",
                 ro->info.name, ro->max_row);
    else
        snprintf(msg, sizeof msg, "recorder '%.64s': %d steps in a row changed topology or were refused: the next %d run as plain work", ro->info.name,
                 ro->max_row, ro->plain_steps);
    cudacore__log(CUDACORE_LOG_INFO, CUDACORE_SUCCESS, msg, __LINE__);
}

/* Makes room for n nodes (the old kinds are not kept: a graph of more
   nodes than ever is a new topology anyway). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_room(cudacore__recorder_obj *ro, size_t n, const char *call) {
    unsigned char *kinds, *fresh;
    cudacore_CUgraphNode *nodes;
    if (n <= ro->cap) return CUDACORE_SUCCESS;
    kinds = (unsigned char *)cudacore__calloc(n, call);
    fresh = (unsigned char *)cudacore__calloc(n, call);
    nodes = (cudacore_CUgraphNode *)cudacore__calloc(n * sizeof *nodes, call);
    if (!kinds || !fresh || !nodes) {
        cudacore__free(kinds), cudacore__free(fresh), cudacore__free(nodes);
        return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    }
    cudacore__free(ro->kinds), cudacore__free(ro->fresh), cudacore__free(ro->nodes);
    ro->kinds = kinds, ro->fresh = fresh, ro->nodes = nodes;
    ro->cap = n;
    ro->num_nodes = 0; /* (kinds are gone: no match) */
    return CUDACORE_SUCCESS;
}

/* Reads the kinds of g's n nodes into fresh; *mem: some are memory nodes. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_kinds(cudacore__recorder_obj *ro, cudacore_CUgraph g, size_t n, int *mem, const char *call) {
    size_t i;
    cudacore_result r = cudacore__recorder_room(ro, n, call);
    *mem = 0;
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuGraphGetNodes, (g, ro->nodes, &n))) != CUDACORE_SUCCESS) return r;
    for (i = 0; i < n; i++) {
        cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
        if ((r = CUDACORE__CU_CALL(cuGraphNodeGetType, (ro->nodes[i], &t))) != CUDACORE_SUCCESS) return r;
        ro->fresh[i] = (unsigned char)t;
        *mem |= t == CUDACORE_CU_GRAPH_NODE_TYPE_MEM_ALLOC || t == CUDACORE_CU_GRAPH_NODE_TYPE_MEM_FREE;
    }
    return CUDACORE_SUCCESS;
}

/* Reads g's node and edge counts; *same: they are exec's (in the same
   context, exec without memory nodes), so that an update is tried. The
   node kinds are read (*walked = 1, fresh and *mem filled) only when the
   recorder compares them at every step (see check_node_kinds). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_topology(cudacore__recorder_obj *ro, cudacore_CUgraph g, cudacore_CUcontext ctx, size_t *n,
                                                              size_t *edges, int *mem, int *same, int *walked, const char *call) {
    cudacore_result r;
    *n = *edges = 0;
    *mem = *same = *walked = 0;
    if ((r = CUDACORE__CU_CALL(cuGraphGetNodes, (g, NULL, n))) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuGraphGetEdges, (g, NULL, NULL, edges))) != CUDACORE_SUCCESS) return r;
    *same = ro->exec && ctx == ro->ctx && *n == ro->num_nodes && *edges == ro->num_edges && !ro->memory_nodes;
    if (!*same || !ro->check_kinds) return CUDACORE_SUCCESS;
    *walked = 1;
    if ((r = cudacore__recorder_kinds(ro, g, *n, mem, call)) != CUDACORE_SUCCESS) return r;
    *same = !*mem && (!*n || !memcmp(ro->fresh, ro->kinds, *n));
    return CUDACORE_SUCCESS;
}

/* exec becomes an instantiation of g (topology n, edges, mem): the old one
   is destroyed once the new one exists. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_instantiate(cudacore__recorder_obj *ro, cudacore_CUgraph g, cudacore_CUcontext ctx, size_t n,
                                                                 size_t edges, int mem, const char *call) {
    cudacore_CUgraphExec e = NULL;
    unsigned char *t;
    int again = ro->exec != NULL;
    cudacore_result r = cudacore__instantiate(g, ro->flags, NULL, &e, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__recorder_forget(ro);
    ro->exec = e;
    ro->ctx = ctx;
    t = ro->kinds, ro->kinds = ro->fresh, ro->fresh = t;
    ro->num_nodes = ro->info.nodes = n;
    ro->num_edges = edges;
    ro->memory_nodes = mem;
    ro->info.instantiated++;
    if (again) cudacore__recorder_row(ro);
    return CUDACORE_SUCCESS;
}

/* A captured step's graph g, in the stream's context: exec updated in place
   or instantiated anew, then launched on the stream. *outcome for NVTX. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_apply(cudacore__recorder_obj *ro, const cudacore__strm *st, cudacore_CUgraph g,
                                                           const char **outcome, const char *call) {
    cudacore_CUgraphExecUpdateResultInfo ri;
    size_t n, edges;
    int mem, same, walked;
    cudacore_result r = cudacore__recorder_topology(ro, g, st->ctx, &n, &edges, &mem, &same, &walked, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (same && cudacore__exec_update(ro->exec, g, &ri, call) == CUDACORE_SUCCESS) {
        ro->info.updated++;
        ro->in_a_row = 0;
        *outcome = "updated";
    } else {
        if (same) { /* refused by the driver (node kinds changed at the same counts): from now on they are compared first */
            ro->info.updates_refused++;
            ro->check_kinds = 1;
        }
        if (!walked && (r = cudacore__recorder_kinds(ro, g, n, &mem, call)) != CUDACORE_SUCCESS) return r;
        if ((r = cudacore__recorder_instantiate(ro, g, st->ctx, n, edges, mem, call)) != CUDACORE_SUCCESS) return r;
        *outcome = "instantiated";
    }
    if ((r = CUDACORE__CU_CALL(cuGraphLaunch, (ro->exec, st->cs))) != CUDACORE_SUCCESS) return r;
    if (ro->key_size && !ro->info.plain_left) /* (graphs going off: no key to compare, see key_len) */
        ro->key_len = ro->key_size <= sizeof ro->key.word ? (unsigned char)ro->key_size : (unsigned char)CUDACORE__KEY_ON_HEAP;
    return CUDACORE_SUCCESS;
}

/* Ends the capture of a step, in the stream's context. *outcome for NVTX. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_finish(cudacore__recorder_obj *ro, const cudacore__strm *st, const char **outcome, const char *call) {
    cudacore_CUgraph g = NULL;
    cudacore_CUresult cr = CUDACORE__CU(cuStreamEndCapture)(st->cs, &g);
    cudacore_result r;
    if ((int)cr != 0) {
        if (g) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
        ro->info.refused++;
        *outcome = "refused";
        r = cudacore__capture_fail(cr, 1, call, __LINE__);
        cudacore__append_detail("recorder '%s': the step's work did not run; the stream is no longer capturing\n", ro->info.name);
        cudacore__recorder_row(ro);
        return r;
    }
    r = cudacore__recorder_apply(ro, st, g, outcome, call);
    CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
    return r;
}

/* A key of 1 to 8 bytes as one word, the same bytes giving the same word:
   its first and last 4 bytes (2 below 4 bytes, overlapping when fewer than
   8), which cover every byte, read with memcpy (strict-aliasing clean, one
   load each). */
CUDACORE__HOT_INLINE uint64_t cudacore__key_word(const void *key, size_t n) {
    const unsigned char *k = (const unsigned char *)key;
    uint32_t a, b;
    uint16_t c, d;
    if (n >= 4) {
        memcpy(&a, k, 4), memcpy(&b, k + n - 4, 4);
        return (uint64_t)a << 32 | b;
    }
    if (n >= 2) {
        memcpy(&c, k, 2), memcpy(&d, k + n - 2, 2);
        return (uint64_t)c << 16 | d;
    }
    return k[0];
}

/* Whether n > 8 bytes at a and b are equal, a word at a time (the last
   word overlapping the one before), with no call. */
CUDACORE__HOT_INLINE int cudacore__same_words(const unsigned char *a, const unsigned char *b, size_t n) {
    uint64_t x, y;
    size_t i;
    for (i = 0; i < n - 8; i += 8) {
        memcpy(&x, a + i, 8), memcpy(&y, b + i, 8);
        if (x != y) return 0;
    }
    memcpy(&x, a + n - 8, 8), memcpy(&y, b + n - 8, 8);
    return x == y;
}

/* Whether key (not NULL) is the key of exec's step (see key_len). */
CUDACORE__HOT_INLINE int cudacore__recorder_same_key(const cudacore__recorder_obj *ro, const void *key, size_t key_size) {
    if (key_size - 1 < sizeof ro->key.word) /* (1 to 8 bytes) */
        return ro->key_len == key_size && ro->key.word == cudacore__key_word(key, key_size);
    return ro->key_len == CUDACORE__KEY_ON_HEAP && key_size == ro->key_size && cudacore__same_words((const unsigned char *)key, ro->key.heap, key_size);
}

/* Keeps a copy of the step's key: inside the object up to 8 bytes, else in
   a heap buffer kept for the next steps. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_keep_key(cudacore__recorder_obj *ro, const void *key, size_t key_size, const char *call) {
    if (key_size <= sizeof ro->key.word) {
        if (ro->key_cap) cudacore__free(ro->key.heap);
        ro->key_cap = 0;
        ro->key.word = key_size ? cudacore__key_word(key, key_size) : 0;
    } else {
        if (key_size > ro->key_cap) {
            unsigned char *k = (unsigned char *)cudacore__calloc(key_size, call);
            if (!k) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            if (ro->key_cap) cudacore__free(ro->key.heap);
            ro->key.heap = k;
            ro->key_cap = key_size;
        }
        memcpy(ro->key.heap, key, key_size);
    }
    ro->key_size = key_size;
    return CUDACORE_SUCCESS;
}

/* The step launched as is on cs (its key and context checked): exec
   launched, the step under way, nothing for the caller to issue. */
CUDACORE__HOT_INLINE cudacore_result cudacore__recorder_launch(cudacore__recorder_obj *ro, cudacore_CUstream cs, int *issue) {
    cudacore_result r;
    if ((r = CUDACORE__CU_CALL(cuGraphLaunch, (ro->exec, cs))) != CUDACORE_SUCCESS) return r;
    ro->step = CUDACORE__STEP_AS_IS;
    *issue = 0;
    return CUDACORE_SUCCESS;
}

/* A step's start, in the stream's context: plain, launched as is, or captured
   (the key kept for the end). */
CUDACORE__RARE cudacore_result cudacore__recorder_capture(cudacore__recorder_obj *ro, const cudacore__strm *st, const void *key, size_t key_size,
                                                         const char *call);
CUDACORE__PRIVATE cudacore_result cudacore__recorder_open(cudacore__recorder_obj *ro, const cudacore__strm *st, const void *key, size_t key_size,
                                                          int *issue, const char *call) {
    if (!ro->info.plain_left && key_size && st->ctx == ro->ctx && cudacore__recorder_same_key(ro, key, key_size))
        return cudacore__recorder_launch(ro, st->cs, issue);
    return cudacore__recorder_capture(ro, st, key, key_size, call);
}
/* A step that is not launched as is: plain (graphs are off) or captured. */
CUDACORE__RARE cudacore_result cudacore__recorder_capture(cudacore__recorder_obj *ro, const cudacore__strm *st, const void *key, size_t key_size,
                                                         const char *call) {
    cudacore_capture_desc cd;
    cudacore_result r;
    if (ro->info.plain_left) {
        if (ro->exec) cudacore__recorder_forget(ro); /* (graphs went off at the last step) */
        ro->step = CUDACORE__STEP_PLAIN;
        return CUDACORE_SUCCESS;
    }
    ro->key_len = 0;
    if ((r = cudacore__recorder_keep_key(ro, key, key_size, call)) != CUDACORE_SUCCESS) return r;
    memset(&cd, 0, sizeof cd);
    cd.mode = ro->mode;
    if ((r = cudacore__begin_capture(st->cs, &cd, call)) != CUDACORE_SUCCESS) return r;
    ro->step = CUDACORE__STEP_CAPTURING;
    ro->thread = &cudacore__cur;
    return CUDACORE_SUCCESS;
}

/* The full path of cudacore_recorder_begin: every check, in order. */
CUDACORE__RARE cudacore_result cudacore__recorder_begin_full(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, int *issue) {
    static const char *call = "cudacore_recorder_begin";
    cudacore_result res;
    int pushed = 0;
    if (CUDACORE__UNLIKELY(!issue || (key_size && !key)))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "issue is NULL, or key is NULL with key_size %lu", (unsigned long)key_size);
    *issue = 1;
    {
        cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__lookup(CUDACORE_OBJECT_RECORDER, r.id, call);
        if (!ro) return CUDACORE_ERROR_INVALID_HANDLE;
        if (CUDACORE__UNLIKELY(ro->step != CUDACORE__STEP_NONE))
            return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s': a step is under way: end it (cudacore_recorder_end or _cancel) first",
                                  ro->info.name);
        {
            cudacore__strm st = {NULL, NULL, -1};
            if ((res = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return res;
            res = cudacore__enter(&st.ctx, st.device, &pushed, call);
            if (CUDACORE__UNLIKELY(res != CUDACORE_SUCCESS)) return res;
            ro->nvtx = CUDACORE__UNLIKELY(CUDACORE__NVTX_ON()) ? (unsigned char)cudacore__nvtx_range_begin("%s", ro->info.name) : 0;
            res = cudacore__recorder_open(ro, &st, key, key_size, issue, call);
            if (pushed) cudacore__pop_device();
            if (CUDACORE__UNLIKELY(res != CUDACORE_SUCCESS)) {
                cudacore__recorder_close(ro, NULL);
                return res;
            }
            ro->stream = s.id;
        }
    }
    return CUDACORE_SUCCESS;
}

/* The fast paths of begin and end, tried first: a step launched as is, on
   a created stream whose context cudacore made current on this thread (as
   the full path then pushes nothing), no NVTX tool listening (the full
   path's range and mark). Between two driver calls a wrapper's cost is
   mostly its code and data lines: these read the recorder's first line and
   the stream's, and share with the full paths the key's comparison
   (cudacore__recorder_same_key), the launch (cudacore__recorder_launch),
   the count (cudacore__recorder_as_is_ended) and the step's close. Anything
   else goes to the full paths, which check and report it. 1 when the fast
   path took the call, *res its result. */
CUDACORE__HOT_INLINE int cudacore__recorder_begin_fast(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, int *issue,
                                                       cudacore_result *res) {
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_RECORDER], r.id);
    const cudacore__stream_obj *so = (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id);
    if (CUDACORE__UNLIKELY(!(ro && so && issue && key && ro->step == CUDACORE__STEP_NONE && so->ctx == ro->ctx && cudacore__is_current(so->ctx) &&
                             !CUDACORE__NVTX_ON() && cudacore__recorder_same_key(ro, key, key_size))))
        return 0;
    *issue = 1;
    if (CUDACORE__LIKELY((*res = cudacore__recorder_launch(ro, so->native, issue)) == CUDACORE_SUCCESS)) ro->stream = s.id;
    return 1;
}

CUDACORE_API cudacore_result cudacore_recorder_begin(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, int *issue) {
    cudacore_result res;
    if (CUDACORE__LIKELY(cudacore__recorder_begin_fast(r, s, key, key_size, issue, &res))) return res;
    return cudacore__recorder_begin_full(r, s, key, key_size, issue);
}

/* A capture begun in another thread, which this one may not end (the driver
   would refuse and, as driver 580 does, end the capture all the same). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_elsewhere(const cudacore__recorder_obj *ro, const char *call) {
    if (ro->step != CUDACORE__STEP_CAPTURING || ro->mode == CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED || ro->thread == &cudacore__cur)
        return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call,
                          "recorder '%s': its step is captured in the thread that began it: end or cancel it there (capture mode RELAXED allows any thread)",
                          ro->info.name);
}

/* The step under way, checked to be on stream s and in its thread. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_on(const cudacore__recorder_obj *ro, cudacore_stream s, const char *call) {
    if (ro->step == CUDACORE__STEP_NONE)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s' has no step under way: call cudacore_recorder_begin first", ro->info.name);
    if (ro->stream != s.id)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s': its step began on another stream: end it on that one", ro->info.name);
    return cudacore__recorder_elsewhere(ro, call);
}

/* A step launched as is, ended: counted (in steps too, by get_info); the
   row of re-instantiations ends. */
CUDACORE__HOT_INLINE void cudacore__recorder_as_is_ended(cudacore__recorder_obj *ro) {
    ro->as_is++;
    ro->in_a_row = 0;
}

/* The full path of cudacore_recorder_end: every check, in order. */
CUDACORE__RARE cudacore_result cudacore__recorder_end_full(cudacore_recorder r, cudacore_stream s) {
    static const char *call = "cudacore_recorder_end";
    const char *outcome = "as is";
    cudacore_result res;
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__lookup(CUDACORE_OBJECT_RECORDER, r.id, call);
    if (!ro) return CUDACORE_ERROR_INVALID_HANDLE;
    if (CUDACORE__UNLIKELY((res = cudacore__recorder_on(ro, s, call)) != CUDACORE_SUCCESS)) return res;
    if (ro->step == CUDACORE__STEP_AS_IS) {
        cudacore__recorder_as_is_ended(ro);
    } else if (ro->step == CUDACORE__STEP_PLAIN) {
        ro->info.plain++;
        if (ro->info.plain_left > 0) ro->info.plain_left--;
        outcome = "plain";
        ro->info.steps++;
    } else {
        int pushed = 0;
        cudacore__strm st = {NULL, NULL, -1};
        if ((res = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return res;
        res = cudacore__enter(&st.ctx, st.device, &pushed, call);
        if (res == CUDACORE_SUCCESS) res = cudacore__recorder_finish(ro, &st, &outcome, call);
        if (pushed) cudacore__pop_device();
        ro->info.steps += res == CUDACORE_SUCCESS;
    }
    cudacore__recorder_close(ro, outcome);
    return res;
}

/* (See cudacore__recorder_begin_fast.) */
CUDACORE__HOT_INLINE int cudacore__recorder_end_fast(cudacore_recorder r, cudacore_stream s) {
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_RECORDER], r.id);
    if (CUDACORE__UNLIKELY(!(ro && ro->step == CUDACORE__STEP_AS_IS && ro->stream == s.id && !ro->nvtx))) return 0;
    cudacore__recorder_as_is_ended(ro);
    cudacore__recorder_close(ro, "as is");
    return 1;
}

CUDACORE_API cudacore_result cudacore_recorder_end(cudacore_recorder r, cudacore_stream s) {
    if (CUDACORE__LIKELY(cudacore__recorder_end_fast(r, s))) return CUDACORE_SUCCESS;
    return cudacore__recorder_end_full(r, s);
}

/* Ends a capture without using it (the stream may be gone: then there is
   nothing left to end). */
CUDACORE__PRIVATE void cudacore__recorder_drop_capture(cudacore__recorder_obj *ro) {
    cudacore__strm st = {NULL, NULL, -1};
    cudacore_CUgraph g = NULL;
    int pushed = 0;
    int alive = ro->stream == CUDACORE__STREAM_PTDS_ID || cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], ro->stream) != NULL;
    if (!alive || cudacore__stream_get(ro->stream, &st, "cudacore_recorder_cancel") != CUDACORE_SUCCESS) return;
    if (cudacore__enter(&st.ctx, st.device, &pushed, "cudacore_recorder_cancel") != CUDACORE_SUCCESS) return;
    if ((int)CUDACORE__CU(cuStreamEndCapture)(st.cs, &g) == 0 && g) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
    if (pushed) cudacore__pop_device();
}

CUDACORE_API cudacore_result cudacore_recorder_cancel(cudacore_recorder r) {
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__lookup(CUDACORE_OBJECT_RECORDER, r.id, "cudacore_recorder_cancel");
    if (!ro) return CUDACORE_ERROR_INVALID_HANDLE;
    if (ro->step == CUDACORE__STEP_NONE) return CUDACORE_SUCCESS;
    if (cudacore__recorder_elsewhere(ro, "cudacore_recorder_cancel") != CUDACORE_SUCCESS) return CUDACORE_ERROR_CAPTURE;
    if (ro->step == CUDACORE__STEP_CAPTURING) cudacore__recorder_drop_capture(ro);
    ro->info.cancelled++;
    cudacore__recorder_close(ro, "cancelled");
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_recorder_run(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, cudacore_recorder_fn fn,
                                                   void *user) {
    int issue = 1;
    cudacore_result res;
    if (!fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_recorder_run", "fn is NULL");
    if ((res = cudacore_recorder_begin(r, s, key, key_size, &issue)) != CUDACORE_SUCCESS) return res;
    if (issue && (res = fn(s, user)) != CUDACORE_SUCCESS) {
        cudacore_recorder_cancel(r); /* (the error record keeps fn's failure) */
        return res;
    }
    return cudacore_recorder_end(r, s);
}

CUDACORE_API cudacore_result cudacore_recorder_get_info(cudacore_recorder r, cudacore_recorder_info *info) {
    const cudacore__recorder_obj *ro =
        (const cudacore__recorder_obj *)cudacore__object_info(CUDACORE_OBJECT_RECORDER, r.id, info, sizeof *info, "cudacore_recorder_get_info");
    if (!ro) return cudacore__recorded();
    *info = ro->info;
    info->as_is = ro->as_is;
    info->steps += ro->as_is;
    info->in_a_row = ro->in_a_row;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_recorder_reset(cudacore_recorder r) {
    static const char *call = "cudacore_recorder_reset";
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__lookup(CUDACORE_OBJECT_RECORDER, r.id, call);
    if (!ro) return CUDACORE_ERROR_INVALID_HANDLE;
    if (ro->step != CUDACORE__STEP_NONE)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s': a step is under way: end or cancel it first", ro->info.name);
    cudacore__recorder_forget(ro);
    ro->in_a_row = ro->info.plain_left = 0;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__recorder_check(const void *o, int *spare, const char *call) {
    (void)spare;
    return cudacore__recorder_elsewhere((const cudacore__recorder_obj *)o, call);
}
CUDACORE__PRIVATE cudacore_result cudacore__recorder_life_end(void *o, const char *call) {
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)o;
    (void)call;
    if (ro->step == CUDACORE__STEP_CAPTURING) cudacore__recorder_drop_capture(ro);
    if (ro->step != CUDACORE__STEP_NONE) cudacore__recorder_close(ro, "cancelled");
    cudacore__recorder_forget(ro);
    cudacore__free((void *)(uintptr_t)ro->info.name), cudacore__free(ro->kinds), cudacore__free(ro->fresh), cudacore__free(ro->nodes);
    if (ro->key_cap) cudacore__free(ro->key.heap);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_recorder_destroy(cudacore_recorder r) {
    return cudacore__object_destroy(&cudacore__recorder_life, r.id, "cudacore_recorder_destroy");
}
