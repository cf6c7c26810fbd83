/* A body graph of a conditional node: the node and the body's handle. */
typedef struct cudacore__graph_body {
    cudacore_CUgraphNode node;
    uint64_t id;
} cudacore__graph_body;

typedef struct cudacore__graph_obj {
    cudacore_CUgraph native;
    cudacore_CUcontext ctx;      /* the capturing stream's context; NULL: the device's primary one */
    int device;                  /* the device its nodes run on */
    int owned;                   /* 1: destroy calls cuGraphDestroy */
    uint64_t parent;             /* body graphs: the graph holding the conditional node */
    cudacore__graph_body *bodies; /* body handles to release with this graph */
    size_t num_bodies, cap_bodies;
} cudacore__graph_obj;
CUDACORE__FITS_SLOT(cudacore__graph_obj);

typedef struct cudacore__graph_exec_obj {
    cudacore_CUgraphExec native;
    cudacore_CUcontext ctx;      /* the context it was instantiated in */
    int device;
    uint64_t graph;              /* id of the definition it was made from (may be gone) */
} cudacore__graph_exec_obj;
CUDACORE__FITS_SLOT(cudacore__graph_exec_obj);

/* Streams capturing into an existing graph, so that end_capture returns
   that graph's handle instead of a second one. */
#define CUDACORE__CAPTURE_TO_MAX 64
static struct {
    cudacore_CUstream stream;
    uint64_t graph;
} cudacore__capture_to[CUDACORE__CAPTURE_TO_MAX];
static int cudacore__capture_to_count; /* atomic: entries in use */
static cudacore__mutex cudacore__graph_lock = CUDACORE__MUTEX_INIT;

CUDACORE__PRIVATE const char *cudacore__node_type_name(int t) {
    static const char *const names[] = {"kernel", "memcpy", "memset", "host", "child graph", "empty", "event wait", "event record",
                                        "external semaphore signal", "external semaphore wait", "memory alloc", "memory free",
                                        "batch memory op", "conditional"};
    return t >= 0 && t < (int)(sizeof names / sizeof names[0]) ? names[t] : "unknown";
}

/* Records a failed driver call with a message of our own (the native code
   and name are kept); res 0: the usual mapping of the CUresult. */
CUDACORE__PRIVATE cudacore_result cudacore__graph_cu_fail(cudacore_CUresult r, cudacore_result res, const char *call, int line, const char *fmt, ...) {
    const char *name = NULL, *str = NULL;
    char msg[400];
    va_list ap;
    if (cudacore__err.stub_pending && ((int)r == 500 || (int)r == 999)) { /* a missing function (or the injector) already said it */
        cudacore__err.stub_pending = 0;
        return cudacore__err.info.result;
    }
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if ((int)CUDACORE__CU(cuGetErrorName)(r, &name) != 0) name = NULL;
    if ((int)CUDACORE__CU(cuGetErrorString)(r, &str) != 0) str = NULL;
    cudacore__fail_at(res != CUDACORE_SUCCESS ? res : cudacore__map_cu((int)r), call, line, "%s [%s (%d)]", msg, name ? name : "CUDA_ERROR_?", (int)r);
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, (int)r, name ? name : "CUDA_ERROR_?", str);
    return cudacore__err.info.result;
}

/* Explains a failed capture call (every reason is CUDACORE_ERROR_CAPTURE). */
CUDACORE__PRIVATE cudacore_result cudacore__capture_fail(cudacore_CUresult r, int ending, const char *call, int line) {
    const char *why;
    switch ((int)r) {
        case 401: /* CUDA_ERROR_ILLEGAL_STATE */
            why = ending ? "the stream is not capturing: the capture was never begun, or it was already ended"
                         : "the stream is already capturing: end that capture first";
            break;
        case 900: why = "this stream cannot be captured (the legacy default stream, or a blocking stream that would synchronise with it)"; break;
        case 901:
            why = "the capture was invalidated by an operation not allowed while capturing (an unsafe call such as cuMemAlloc or a synchronous "
                  "copy in GLOBAL / THREAD_LOCAL mode, or a query or synchronisation of captured work); nothing was captured";
            break;
        case 902: why = "the capture would merge two independent captures"; break;
        case 903: why = "the capture was begun on another stream: end it on the stream that began it"; break;
        case 904: why = "a stream forked from the capture was not joined back before the end: make the capturing stream wait for it"; break;
        case 905: why = "the operation would create a dependency on work outside the capture"; break;
        case 906: why = "the operation would implicitly synchronise with the legacy default stream, which cannot be captured"; break;
        case 908: why = "the capture was begun in another thread (GLOBAL or THREAD_LOCAL mode): end it there, or capture in RELAXED mode"; break;
        default: return cudacore__graph_cu_fail(r, CUDACORE_SUCCESS, call, line, "%s failed", ending ? "cuStreamEndCapture" : "cuStreamBeginCapture");
    }
    return cudacore__graph_cu_fail(r, CUDACORE_ERROR_CAPTURE, call, line, "%s", why);
}

/* Remembers that cs captures into graph gid (0 when the table is full). */
CUDACORE__PRIVATE int cudacore__capture_to_add(cudacore_CUstream cs, uint64_t gid) {
    int i, done = 0;
    cudacore__lock(&cudacore__graph_lock);
    for (i = 0; i < CUDACORE__CAPTURE_TO_MAX && !done; i++)
        if (!cudacore__capture_to[i].graph) {
            cudacore__capture_to[i].stream = cs;
            cudacore__capture_to[i].graph = gid;
            cudacore__store32(&cudacore__capture_to_count, cudacore__capture_to_count + 1);
            done = 1;
        }
    cudacore__unlock(&cudacore__graph_lock);
    return done;
}
/* Forgets cs; returns the graph id it captured into (0: none). */
CUDACORE__PRIVATE uint64_t cudacore__capture_to_take(cudacore_CUstream cs) {
    uint64_t gid = 0;
    int i;
    if (!cudacore__load32(&cudacore__capture_to_count)) return 0;
    cudacore__lock(&cudacore__graph_lock);
    for (i = 0; i < CUDACORE__CAPTURE_TO_MAX; i++)
        if (cudacore__capture_to[i].graph && cudacore__capture_to[i].stream == cs) {
            gid = cudacore__capture_to[i].graph;
            cudacore__capture_to[i].graph = 0;
            cudacore__capture_to[i].stream = NULL;
            cudacore__store32(&cudacore__capture_to_count, cudacore__capture_to_count - 1);
        }
    cudacore__unlock(&cudacore__graph_lock);
    return gid;
}

/* The raw nodes of a dependency list, checked to belong to graph gid. */
#define CUDACORE__DEPS_STACK 16
typedef struct cudacore__deps {
    cudacore_CUgraphNode stack[CUDACORE__DEPS_STACK];
    cudacore_CUgraphNode *p;
    size_t n;
} cudacore__deps;

CUDACORE__PRIVATE cudacore_result cudacore__deps_get(cudacore__deps *d, uint64_t gid, const cudacore_graph_node *deps, size_t n, const char *what,
                                                     const char *call) {
    size_t i;
    d->p = d->stack;
    d->n = n;
    if (n && !deps) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is NULL but its count is %lu", what, (unsigned long)n);
    if (n > CUDACORE__DEPS_STACK) {
        d->p = (cudacore_CUgraphNode *)cudacore__calloc(n * sizeof *d->p, call);
        if (!d->p) {
            d->p = d->stack;
            return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    for (i = 0; i < n; i++) {
        if (!deps[i].native || deps[i].graph != gid) {
            if (d->p != d->stack) cudacore__free(d->p);
            d->p = d->stack;
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s[%lu] %s", what, (unsigned long)i,
                                  !deps[i].native ? "is a zero node" : "is a node of another graph");
        }
        d->p[i] = deps[i].native;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE void cudacore__deps_free(cudacore__deps *d) {
    if (d->p != d->stack) cudacore__free(d->p);
    d->p = d->stack;
}

CUDACORE__PRIVATE void cudacore__graph_release_id(uint64_t id);
CUDACORE__PRIVATE void cudacore__graph_release_bodies(cudacore__graph_obj *go, cudacore_CUgraphNode only) {
    size_t i, kept = 0;
    for (i = 0; i < go->num_bodies; i++) {
        if (only && go->bodies[i].node != only) {
            go->bodies[kept++] = go->bodies[i];
            continue;
        }
        cudacore__graph_release_id(go->bodies[i].id);
    }
    go->num_bodies = kept;
    if (!only) {
        cudacore__free(go->bodies);
        go->bodies = NULL;
        go->cap_bodies = 0;
    }
}
/* The lives of graphs and executable graphs (cudacore__life). A graph ends
   with the handles of its nodes' bodies (a conditional node's, which the
   graph owns), and is destroyed when cudacore made it or was given it; an
   executable graph is destroyed in any context. Either ends even when the
   driver's destroy fails. */
CUDACORE__PRIVATE cudacore_result cudacore__graph_end(void *o, const char *call) {
    cudacore__graph_obj *go = (cudacore__graph_obj *)o;
    (void)call;
    cudacore__graph_release_bodies(go, NULL);
    return go->owned ? CUDACORE__CU_CALL(cuGraphDestroy, (go->native)) : CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__graph_life = {CUDACORE_OBJECT_GRAPH, NULL, NULL, cudacore__graph_end, 0, NULL,
                                                    offsetof(cudacore__graph_obj, native), sizeof(cudacore_CUgraph)};
CUDACORE__PRIVATE cudacore_result cudacore__graph_exec_end(void *o, const char *call) {
    (void)call;
    return CUDACORE__CU_CALL(cuGraphExecDestroy, (((const cudacore__graph_exec_obj *)o)->native));
}
static const cudacore__life cudacore__graph_exec_life = {CUDACORE_OBJECT_GRAPH_EXEC, NULL, NULL, cudacore__graph_exec_end, 0, NULL,
                                                         offsetof(cudacore__graph_exec_obj, native), sizeof(cudacore_CUgraphExec)};

/* Releases a graph handle if it is still alive (no error when it is not). */
CUDACORE__PRIVATE void cudacore__graph_release_id(uint64_t id) { cudacore__object_drop(&cudacore__graph_life, id, "cudacore_graph_destroy"); }

CUDACORE__PRIVATE cudacore_result cudacore__graph_make(cudacore_CUgraph native, cudacore_CUcontext ctx, int device, int owned, uint64_t parent,
                                                       cudacore_graph *out, const char *call) {
    uint64_t id = 0;
    cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__object_reserve(&cudacore__graph_life, &id, call);
    if (!go) return cudacore__recorded();
    go->native = native;
    go->ctx = ctx;
    go->device = device;
    go->owned = owned;
    go->parent = parent;
    return cudacore__object_publish(&cudacore__graph_life, go, id, CUDACORE_SUCCESS, &out->id);
}

/* The context a graph's nodes run in: ctx, else the device's primary one. */
CUDACORE__PRIVATE cudacore_result cudacore__graph_ctx(cudacore_CUcontext ctx, int device, cudacore_CUcontext *out, const char *call) {
    if (ctx) {
        *out = ctx;
        return CUDACORE_SUCCESS;
    }
    return cudacore__primary(device, out, call);
}

/* The graph object of a node, checked alive; NULL, with the error recorded,
   for a stale graph or a zero node. */
CUDACORE__PRIVATE cudacore__graph_obj *cudacore__node_graph(cudacore_graph_node node, const char *call) {
    cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, node.graph, call);
    if (go && CUDACORE__UNLIKELY(!node.native)) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the node is zero");
        return NULL;
    }
    return go;
}

/*--- capture ---*/
CUDACORE__PRIVATE cudacore_result cudacore__begin_capture(cudacore_CUstream cs, const cudacore_capture_desc *desc, const char *call) {
    cudacore_capture_desc d;
    cudacore_CUresult cr;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if ((unsigned)d.mode > 2u)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "mode %d is not a CU_STREAM_CAPTURE_MODE_* (0 global, 1 thread-local, 2 relaxed)",
                              (int)d.mode);
    if (cs == CUDACORE_CU_STREAM_LEGACY)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call,
                              "the legacy default stream cannot be captured: capture a created stream (or cudacore_stream_per_thread())");
    if (d.graph.id) {
        cudacore__deps deps;
        cudacore_result r;
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, d.graph.id, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        if (cudacore__g.driver_version < 12030)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "capturing into an existing graph needs a CUDA 12.3+ driver (this one is %d.%d)",
                                  cudacore__g.driver_version / 1000, (cudacore__g.driver_version % 1000) / 10);
        r = cudacore__deps_get(&deps, d.graph.id, d.dependencies, d.num_dependencies, "desc.dependencies", call);
        if (r != CUDACORE_SUCCESS) return r;
        cr = CUDACORE__CU(cuStreamBeginCaptureToGraph)(cs, go->native, deps.n ? deps.p : NULL, NULL, deps.n, d.mode);
        cudacore__deps_free(&deps);
        if ((int)cr != 0) return cudacore__capture_fail(cr, 0, call, __LINE__);
        cudacore__capture_to_take(cs); /* a stale entry from an abandoned capture */
        if (!cudacore__capture_to_add(cs, d.graph.id)) {
            cudacore_CUgraph ignored = NULL;
            CUDACORE__CU(cuStreamEndCapture)(cs, &ignored);
            return CUDACORE__FAIL(CUDACORE_ERROR_TOO_MANY_OBJECTS, call, "more than %d streams capture into existing graphs at once",
                                  CUDACORE__CAPTURE_TO_MAX);
        }
        return CUDACORE_SUCCESS;
    }
    if (d.num_dependencies)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "dependencies are nodes of desc.graph: set desc.graph to use them");
    cr = CUDACORE__CU(cuStreamBeginCapture)(cs, d.mode);
    if ((int)cr != 0) return cudacore__capture_fail(cr, 0, call, __LINE__);
    cudacore__capture_to_take(cs); /* a stale entry from an abandoned capture */
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_stream_begin_capture(cudacore_stream s, const cudacore_capture_desc *desc) {
    cudacore_result r;
    int pushed = 0;
    static const char *call = "cudacore_stream_begin_capture";
    cudacore__strm st = {NULL, NULL, -1};
    if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__enter(&st.ctx, st.device, &pushed, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__begin_capture(st.cs, desc, call);
    if (pushed) cudacore__pop_device();
    return r;
}

CUDACORE__PRIVATE cudacore_result cudacore__end_capture(const cudacore__strm *st, cudacore_graph *out, const char *call) {
    cudacore_CUstream cs = st->cs;
    int dev = st->device;
    cudacore_CUgraph g = NULL;
    cudacore_CUresult cr;
    uint64_t target;
    cudacore_result r;
    cr = CUDACORE__CU(cuStreamEndCapture)(cs, &g);
    target = cudacore__capture_to_take(cs);
    if ((int)cr != 0) {
        if (g && !target) CUDACORE__CU(cuGraphDestroy)(g);
        return cudacore__capture_fail(cr, 1, call, __LINE__);
    }
    if (target) {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_GRAPH], target);
        if (go && go->native == g) {
            out->id = target;
            return CUDACORE_SUCCESS;
        }
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the graph this stream captured into was destroyed during the capture");
    }
    if (dev < 0) {
        r = cudacore__current_device(&dev, call);
        if (r != CUDACORE_SUCCESS) {
            CUDACORE__CU(cuGraphDestroy)(g);
            return r;
        }
    }
    r = cudacore__graph_make(g, st->ctx, dev, 1, 0, out, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroy)(g);
    return r;
}
CUDACORE_API cudacore_result cudacore_stream_end_capture(cudacore_stream s, cudacore_graph *out) {
    cudacore_result r;
    int pushed = 0;
    static const char *call = "cudacore_stream_end_capture";
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
        if ((r = cudacore__enter(&st.ctx, st.device, &pushed, call)) != CUDACORE_SUCCESS) return r;
        r = cudacore__end_capture(&st, out, call);
        if (pushed) cudacore__pop_device();
        return r;
    }
}

/* The capture state of stream st and the nodes the stream's next captured
   node would depend on (after a call that made one node: that node). */
CUDACORE__PRIVATE cudacore_result cudacore__capture_state(const cudacore__strm *st, cudacore_CUstreamCaptureStatus *status, cudacore_cuuint64_t *id,
                                                          cudacore_CUgraph *g, const cudacore_CUgraphNode **deps, size_t *num_deps) {
    cudacore_result r;
    if (cudacore__g.driver_version >= 12030) {
        const cudacore_CUgraphEdgeData *edges = NULL;
        CUDACORE__CU_ON(r, *st, cuStreamGetCaptureInfo_v3, (st->cs, status, id, g, deps, &edges, num_deps));
    } else {
        CUDACORE__CU_ON(r, *st, cuStreamGetCaptureInfo_v2, (st->cs, status, id, g, deps, num_deps));
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_stream_get_capture_info(cudacore_stream s, cudacore_capture_info *info) {
    cudacore_result r;
    static const char *call = "cudacore_stream_get_capture_info";
    cudacore_CUstreamCaptureStatus cst = CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE;
    cudacore_cuuint64_t cid = 0;
    cudacore_CUgraph g = NULL;
    const cudacore_CUgraphNode *deps = NULL;
    size_t n = 0;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "info is NULL");
    memset(info, 0, sizeof *info);
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, call)) != CUDACORE_SUCCESS) return r;
        if ((r = cudacore__capture_state(&st, &cst, &cid, &g, &deps, &n)) != CUDACORE_SUCCESS) return r;
    }
    info->status = cst;
    if (cst == CUDACORE_CU_STREAM_CAPTURE_STATUS_ACTIVE) {
        info->id = (uint64_t)cid;
        info->graph = g;
        info->num_dependencies = n;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_thread_exchange_capture_mode(cudacore_CUstreamCaptureMode *mode) {
    cudacore_result r;
    static const char *call = "cudacore_thread_exchange_capture_mode";
    if (!mode) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "mode is NULL");
    if ((unsigned)*mode > 2u) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "mode %d is not a CU_STREAM_CAPTURE_MODE_*", (int)*mode);
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuThreadExchangeStreamCaptureMode, (mode));
}

/*--- graph definitions ---*/
CUDACORE_API cudacore_result cudacore_graph_create(cudacore_graph *out) {
    static const char *call = "cudacore_graph_create";
    cudacore_CUgraph g = NULL;
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuGraphCreate, (&g, 0))) != CUDACORE_SUCCESS) return r;
    r = cudacore__graph_make(g, cudacore__cur.ctx, dev, 1, 0, out, call);
    if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroy)(g);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_wrap(cudacore_CUgraph native, int take_ownership, cudacore_graph *out) {
    static const char *call = "cudacore_graph_wrap";
    int dev = 0;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!native) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "native is NULL");
    if (take_ownership != 0 && take_ownership != 1)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "take_ownership must be 0 or 1, not %d", take_ownership);
    r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    return cudacore__graph_make(native, cudacore__cur.ctx, dev, take_ownership, 0, out, call);
}

CUDACORE_API cudacore_result cudacore_graph_destroy(cudacore_graph g) {
    return cudacore__object_destroy(&cudacore__graph_life, g.id, "cudacore_graph_destroy");
}

CUDACORE_API cudacore_result cudacore_graph_native(cudacore_graph g, cudacore_CUgraph *out) {
    return cudacore__object_native(&cudacore__graph_life, g.id, out, "cudacore_graph_native");
}

CUDACORE_API cudacore_result cudacore_graph_clone(cudacore_graph g, cudacore_graph *out) {
    static const char *call = "cudacore_graph_clone";
    cudacore_CUgraph c = NULL;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = CUDACORE__CU_CALL(cuGraphClone, (&c, go->native))) != CUDACORE_SUCCESS) return r;
        r = cudacore__graph_make(c, go->ctx, go->device, 1, 0, out, call);
    }
    if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroy)(c);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_debug_dot(cudacore_graph g, const char *path, unsigned int flags) {
    static const char *call = "cudacore_graph_debug_dot";
    cudacore_CUresult cr;
    FILE *f;
    if (!path || !path[0]) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "path is NULL or empty");
    {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        /* a path that cannot be written is refused here, with the reason,
           rather than by the driver (which reports only OPERATING_SYSTEM) */
        if (!(f = fopen(path, "a"))) return CUDACORE__FAIL(CUDACORE_ERROR_IO, call, "cannot write the DOT file '%s': %s", path, strerror(errno));
        fclose(f);
        cr = CUDACORE__CU(cuGraphDebugDotPrint)(go->native, path, flags);
    }
    if ((int)cr != 0) return cudacore__graph_cu_fail(cr, CUDACORE_SUCCESS, call, __LINE__, "cuGraphDebugDotPrint failed writing '%s'", path);
    return CUDACORE_SUCCESS;
}

/* Fills out[0..min(cap, n)) from raw nodes of graph gid. */
CUDACORE__PRIVATE void cudacore__nodes_out(uint64_t gid, const cudacore_CUgraphNode *raw, size_t n, cudacore_graph_node *out) {
    size_t i;
    for (i = 0; i < n; i++) {
        out[i].graph = gid;
        out[i].native = raw[i];
    }
}

CUDACORE_API cudacore_result cudacore_graph_get_nodes(cudacore_graph g, cudacore_graph_node *nodes, size_t cap, size_t *count) {
    static const char *call = "cudacore_graph_get_nodes";
    cudacore_CUgraphNode *raw;
    size_t n = 0, m;
    cudacore_result r;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    *count = 0;
    if (cap && !nodes) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "nodes is NULL but cap is %lu", (unsigned long)cap);
    {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = CUDACORE__CU_CALL(cuGraphGetNodes, (go->native, NULL, &n))) != CUDACORE_SUCCESS) return r;
        *count = n;
        m = n < cap ? n : cap;
        if (!m) return CUDACORE_SUCCESS;
        raw = (cudacore_CUgraphNode *)cudacore__calloc(m * sizeof *raw, call);
        if (!raw) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        r = CUDACORE__CU_CALL(cuGraphGetNodes, (go->native, raw, &m));
        if (r == CUDACORE_SUCCESS) cudacore__nodes_out(g.id, raw, m, nodes);
        cudacore__free(raw);
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_get_edges(cudacore_graph g, cudacore_graph_node *from, cudacore_graph_node *to, size_t cap, size_t *count) {
    static const char *call = "cudacore_graph_get_edges";
    cudacore_CUgraphNode *raw;
    size_t n = 0, m;
    cudacore_result r;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    *count = 0;
    if (cap && (!from || !to)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "from or to is NULL but cap is %lu", (unsigned long)cap);
    {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = CUDACORE__CU_CALL(cuGraphGetEdges, (go->native, NULL, NULL, &n))) != CUDACORE_SUCCESS) return r;
        *count = n;
        m = n < cap ? n : cap;
        if (!m) return CUDACORE_SUCCESS;
        raw = (cudacore_CUgraphNode *)cudacore__calloc(2 * m * sizeof *raw, call);
        if (!raw) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        n = m;
        r = CUDACORE__CU_CALL(cuGraphGetEdges, (go->native, raw, raw + n, &m));
        if (r == CUDACORE_SUCCESS) {
            cudacore__nodes_out(g.id, raw, m, from);
            cudacore__nodes_out(g.id, raw + n, m, to);
        }
        cudacore__free(raw);
    }
    return r;
}

/*--- nodes ---*/
/* The kernel node parameters (v2 layout; the v1 layout is its prefix) and
   the attributes a launch config asks for (attrs: CUDACORE__LAUNCH_ATTRS),
   made by the launch config's builder (cudacore__launch_settings). */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_node_params(const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                               const cudacore_arg *sized, size_t num_args, cudacore_CUcontext ctx,
                                                               cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *p, cudacore_CUlaunchAttribute *attrs,
                                                               unsigned *num_attrs, const char *call) {
    cudacore_result r;
    cudacore_CUlaunchConfig lc;
    cudacore__kernel_obj *ko = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
    if (!ko) return CUDACORE_ERROR_INVALID_HANDLE;
    memset(&lc, 0, sizeof lc);
    memset(attrs, 0, CUDACORE__LAUNCH_ATTRS * sizeof *attrs);
    if ((r = cudacore__launch_settings(ko, cfg, args, sized, num_args, -1, CUDACORE__USE_NODE, &lc, attrs, call)) != CUDACORE_SUCCESS) return r;
    memset(p, 0, sizeof *p);
    p->func = ko->func;
    if (ko->kernel) {
        /* The CUfunction of the kernel in the graph's context: a context-
           independent CUkernel (CUDA_KERNEL_NODE_PARAMS_v2.kern) is refused
           in the body graphs of conditional nodes, so nodes always name a
           function. */
        cudacore_CUresult cr;
        int pushed = 0;
        if ((r = cudacore__push_unless_current(ctx, &pushed)) != CUDACORE_SUCCESS) return r;
        cr = CUDACORE__CU(cuKernelGetFunction)(&p->func, ko->kernel);
        if (pushed) cudacore__pop_device();
        if ((int)cr != 0) return cudacore__cu_fail(cr, "cuKernelGetFunction", __LINE__);
    }
    p->gridDimX = lc.gridDimX;
    p->gridDimY = lc.gridDimY;
    p->gridDimZ = lc.gridDimZ;
    p->blockDimX = lc.blockDimX;
    p->blockDimY = lc.blockDimY;
    p->blockDimZ = lc.blockDimZ;
    p->sharedMemBytes = lc.sharedMemBytes;
    p->kernelParams = num_args ? args : NULL;
    *num_attrs = lc.numAttrs;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__kernel_node_attrs(cudacore_CUgraphNode node, const cudacore_CUlaunchAttribute *attrs, unsigned n) {
    cudacore_result r;
    unsigned i;
    for (i = 0; i < n; i++)
        if ((r = CUDACORE__CU_CALL(cuGraphKernelNodeSetAttribute, (node, attrs[i].id, &attrs[i].value))) != CUDACORE_SUCCESS) return r;
    return CUDACORE_SUCCESS;
}

/* A memcpy of a cudacore_copy_2d_desc as CUDA_MEMCPY3D (height 0/1: 1-D). */
CUDACORE__PRIVATE cudacore_result cudacore__memcpy3d(const cudacore_copy_2d_desc *d, cudacore_CUDA_MEMCPY3D *m, const char *call) {
    size_t height = d->height ? d->height : 1, sp = d->src_pitch, dp = d->dst_pitch;
    const void *hp = NULL;
    cudacore_result r;
    if (!d->width) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width is 0: a memcpy node copies at least one byte");
    if (height == 1) { /* pitches do not matter for one row */
        if (sp < d->width) sp = d->width;
        if (dp < d->width) dp = d->width;
    }
    memset(m, 0, sizeof *m);
    r = cudacore__side_2d(d->src, d->src_host, d->src_offset, sp, d->width, height, &m->srcMemoryType, &m->srcHost, &m->srcDevice, "source", call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__side_2d(d->dst, d->dst_host, d->dst_offset, dp, d->width, height, &m->dstMemoryType, &hp, &m->dstDevice, "destination", call);
    if (r != CUDACORE_SUCCESS) return r;
    m->dstHost = (void *)(uintptr_t)hp;
    m->srcPitch = sp;
    m->dstPitch = dp;
    m->srcHeight = height;
    m->dstHeight = height;
    m->WidthInBytes = d->width;
    m->Height = height;
    m->Depth = 1;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__memset_params(const cudacore_graph_memset_desc *d, cudacore_CUDA_MEMSET_NODE_PARAMS_v1 *p, const char *call) {
    size_t es, height, pitch, row, extent;
    if (!d) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc is NULL");
    es = d->element_size ? (size_t)d->element_size : 1;
    height = d->height ? d->height : 1;
    if (es != 1 && es != 2 && es != 4) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "element_size must be 1, 2 or 4, not %d", d->element_size);
    if (!d->width) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width is 0: a memset node sets at least one element");
    if (d->width > ~(size_t)0 / es) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "width %llu overflows", (unsigned long long)d->width);
    row = d->width * es;
    pitch = d->pitch ? d->pitch : row;
    if (height > 1 && pitch < row)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "pitch %llu is less than a row (%llu bytes)", (unsigned long long)pitch,
                              (unsigned long long)row);
    if ((pitch % es) || (d->offset % es))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "offset %llu and pitch %llu must be multiples of element_size %d",
                              (unsigned long long)d->offset, (unsigned long long)pitch, (int)es);
    {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__lookup(CUDACORE_OBJECT_BUFFER, d->dst.id, call);
        if (!b) return CUDACORE_ERROR_INVALID_HANDLE;
        if (height - 1 > 0 && pitch > (~(size_t)0 - row) / (height - 1)) return cudacore__oob(call, "memset", d->offset, ~(size_t)0, b->size);
        extent = (height - 1) * pitch + row;
        if (!CUDACORE__IN_BOUNDS(d->offset, extent, b->size)) return cudacore__oob(call, "memset", d->offset, extent, b->size);
        if (!b->dev_acc) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is not device-accessible");
        if ((b->ptr + d->offset) % es) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the address is not aligned to element_size %d", (int)es);
        memset(p, 0, sizeof *p);
        p->dst = b->ptr + d->offset;
        p->pitch = height > 1 ? pitch : row;
        p->value = d->value;
        p->elementSize = (unsigned)es;
        p->width = d->width;
        p->height = height;
    }
    return CUDACORE_SUCCESS;
}

/* The start of every add function: out zeroed, the graph, its dependencies
   into dl (cudacore__deps_free frees them). NULL, with the error recorded,
   when one of them fails. */
CUDACORE__PRIVATE cudacore__graph_obj *cudacore__add_begin(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps, cudacore__deps *dl,
                                                          cudacore_graph_node *out, const char *call) {
    cudacore__graph_obj *go;
    if (!out) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
        return NULL;
    }
    out->graph = 0;
    out->native = NULL;
    if (!(go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call))) return NULL;
    return cudacore__deps_get(dl, g.id, deps, num_deps, "deps", call) == CUDACORE_SUCCESS ? go : NULL;
}

CUDACORE__PRIVATE void cudacore__node_out(cudacore_graph g, cudacore_CUgraphNode n, cudacore_graph_node *out) {
    out->graph = g.id;
    out->native = n;
}

CUDACORE_API cudacore_result cudacore_graph_add_empty_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                           cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_empty_node";
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    cudacore__deps dl;
    cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
    if (!go) return cudacore__recorded();
    r = CUDACORE__CU_CALL(cuGraphAddEmptyNode, (&n, go->native, dl.p, dl.n));
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/* Both argument forms: args, and sized (NULL for void **). */
CUDACORE__PRIVATE cudacore_result cudacore__add_kernel_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_launch_config *cfg, cudacore_kernel k, void **args, const cudacore_arg *sized,
                                                            size_t num_args, cudacore_graph_node *out, const char *call) {
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;
    cudacore_CUlaunchAttribute attrs[CUDACORE__LAUNCH_ATTRS];
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    unsigned na = 0;
    cudacore_result r;
    cudacore__deps dl;
    cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
    if (!go) return cudacore__recorded();
    r = cudacore__graph_ctx(go->ctx, go->device, &ctx, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__kernel_node_params(cfg, k, args, sized, num_args, ctx, &p, attrs, &na, call);
    if (r == CUDACORE_SUCCESS) {
        if (cudacore__g.driver_version >= 12000) r = CUDACORE__CU_CALL(cuGraphAddKernelNode_v2, (&n, go->native, dl.p, dl.n, &p));
        else r = CUDACORE__CU_CALL(cuGraphAddKernelNode, (&n, go->native, dl.p, dl.n, (const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS && na) {
        r = cudacore__kernel_node_attrs(n, attrs, na);
        if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroyNode)(n);
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}
CUDACORE_API cudacore_result cudacore_graph_add_kernel_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args,
                                                            cudacore_graph_node *out) {
    return cudacore__add_kernel_node(g, deps, num_deps, cfg, k, args, NULL, num_args, out, "cudacore_graph_add_kernel_node");
}
CUDACORE_API cudacore_result cudacore_graph_add_kernel_node_sized(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                  const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                                  size_t num_args, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_kernel_node_sized";
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    cudacore_result r;
    if (out) out->graph = 0, out->native = NULL;
    if ((r = cudacore__arg_values(args, num_args, vals, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__add_kernel_node(g, deps, num_deps, cfg, k, vals, args, num_args, out, call);
}

CUDACORE_API cudacore_result cudacore_graph_add_memcpy_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_copy_2d_desc *copy, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_memcpy_node";
    cudacore_CUDA_MEMCPY3D m;
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    if (!copy) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copy is NULL");
    {
        cudacore__deps dl;
        cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
        if (!go) return cudacore__recorded();
        r = cudacore__memcpy3d(copy, &m, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__graph_ctx(go->ctx, go->device, &ctx, call);
        if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuGraphAddMemcpyNode, (&n, go->native, dl.p, dl.n, &m, ctx));
        cudacore__deps_free(&dl);
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_add_memset_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_graph_memset_desc *desc, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_memset_node";
    cudacore_CUDA_MEMSET_NODE_PARAMS_v1 p;
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    cudacore__deps dl;
    cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
    if (!go) return cudacore__recorded();
    r = cudacore__memset_params(desc, &p, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__graph_ctx(go->ctx, go->device, &ctx, call);
    if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuGraphAddMemsetNode, (&n, go->native, dl.p, dl.n, &p, ctx));
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/* Host-node data held by a CUDA user object: the header, then the copy. */
typedef struct cudacore__host_data {
    void (*destroy)(void *);
    void *user;                  /* what the callback gets */
    uint64_t align_pad[2];       /* keeps the copy 16-byte aligned */
} cudacore__host_data;
static void CUDACORE__CUDAAPI cudacore__host_data_free(void *p) {
    cudacore__host_data *h = (cudacore__host_data *)p;
    if (h->destroy) h->destroy(h->user);
    cudacore__free(h);
}

CUDACORE_API cudacore_result cudacore_graph_add_host_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                          const cudacore_host_node_desc *desc, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_host_node";
    cudacore_CUDA_HOST_NODE_PARAMS_v1 hp;
    cudacore__host_data *h = NULL;
    cudacore_CUuserObject uo = NULL;
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    if (!desc || !desc->fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc or desc->fn is NULL");
    if (desc->user_data_size && !desc->user_data)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "user_data is NULL but user_data_size is %lu", (unsigned long)desc->user_data_size);
    {
        cudacore__deps dl;
        cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
        if (!go) return cudacore__recorded();
        memset(&hp, 0, sizeof hp);
        hp.fn = desc->fn;
        hp.userData = desc->user_data;
        if (desc->user_data_size || desc->destroy) {
            if (desc->user_data_size > ~(size_t)0 - sizeof *h) {
                cudacore__deps_free(&dl);
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "user_data_size overflows");
            }
            h = (cudacore__host_data *)cudacore__calloc(sizeof *h + desc->user_data_size, call);
            if (!h) {
                cudacore__deps_free(&dl);
                return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            }
            h->destroy = desc->destroy;
            h->user = desc->user_data;
            if (desc->user_data_size) {
                h->user = h + 1;
                memcpy(h->user, desc->user_data, desc->user_data_size);
            }
            hp.userData = h->user;
        }
        r = CUDACORE__CU_CALL(cuGraphAddHostNode, (&n, go->native, dl.p, dl.n, &hp));
        cudacore__deps_free(&dl);
        if (r == CUDACORE_SUCCESS && h) {
            /* the graph takes our one reference; clones and executables retain their own */
            r = CUDACORE__CU_CALL(cuUserObjectCreate, (&uo, h, cudacore__host_data_free, 1, 1u /* CU_USER_OBJECT_NO_DESTRUCTOR_SYNC */));
            if (r == CUDACORE_SUCCESS) {
                r = CUDACORE__CU_CALL(cuGraphRetainUserObject, (go->native, uo, 1, 1u /* CU_GRAPH_USER_OBJECT_MOVE */));
                if (r != CUDACORE_SUCCESS) {
                    h = NULL; /* freed by the user object's destructor */
                    CUDACORE__CU(cuUserObjectRelease)(uo, 1);
                }
            }
            if (r != CUDACORE_SUCCESS) CUDACORE__CU(cuGraphDestroyNode)(n);
        }
        if (r != CUDACORE_SUCCESS && h && !uo) {
            h->destroy = NULL; /* never handed out: the caller keeps its data */
            cudacore__host_data_free(h);
        }
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/* Event record and event wait nodes differ only in the driver call. */
CUDACORE__PRIVATE cudacore_result cudacore__add_event_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps, cudacore_event e,
                                                           cudacore_graph_node *out, int wait, const char *call) {
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    cudacore__deps dl;
    cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
    if (!go) return cudacore__recorded();
    {
        cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_EVENT], e.id);
        if (!eo) r = cudacore__bad_handle(CUDACORE_OBJECT_EVENT, e.id, call);
        else if (wait) r = CUDACORE__CU_CALL(cuGraphAddEventWaitNode, (&n, go->native, dl.p, dl.n, eo->native));
        else r = CUDACORE__CU_CALL(cuGraphAddEventRecordNode, (&n, go->native, dl.p, dl.n, eo->native));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}
CUDACORE_API cudacore_result cudacore_graph_add_event_record_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                  cudacore_event e, cudacore_graph_node *out) {
    return cudacore__add_event_node(g, deps, num_deps, e, out, 0, "cudacore_graph_add_event_record_node");
}
CUDACORE_API cudacore_result cudacore_graph_add_event_wait_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                cudacore_event e, cudacore_graph_node *out) {
    return cudacore__add_event_node(g, deps, num_deps, e, out, 1, "cudacore_graph_add_event_wait_node");
}

CUDACORE_API cudacore_result cudacore_graph_add_child_graph_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph child, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_child_graph_node";
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    cudacore__deps dl;
    cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
    if (!go) return cudacore__recorded();
    {
        cudacore__graph_obj *co = (cudacore__graph_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_GRAPH], child.id);
        if (!co) r = cudacore__bad_handle(CUDACORE_OBJECT_GRAPH, child.id, call);
        else if (child.id == g.id) r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a graph cannot be its own child");
        else r = CUDACORE__CU_CALL(cuGraphAddChildGraphNode, (&n, go->native, dl.p, dl.n, co->native));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_add_mem_alloc_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps, size_t size,
                                                               cudacore_graph_node *out, cudacore_buffer *buffer) {
    static const char *call = "cudacore_graph_add_mem_alloc_node";
    cudacore_CUDA_MEM_ALLOC_NODE_PARAMS p;
    cudacore_CUgraphNode n = NULL;
    cudacore__buffer_obj *b;
    uint64_t bid = 0;
    cudacore_result r;
    int dev;
    if (buffer) buffer->id = 0;
    if (!size) {
        if (out) out->graph = 0, out->native = NULL;
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "size is 0: an alloc node allocates at least one byte");
    }
    {
        cudacore__deps dl;
        cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
        if (!go) return cudacore__recorded();
        dev = go->device;
        memset(&p, 0, sizeof p);
        p.poolProps.allocType = CUDACORE_CU_MEM_ALLOCATION_TYPE_PINNED;
        p.poolProps.location.type = CUDACORE_CU_MEM_LOCATION_TYPE_DEVICE;
        p.poolProps.location.id = dev;
        p.bytesize = size;
        r = CUDACORE__CU_CALL(cuGraphAddMemAllocNode, (&n, go->native, dl.p, dl.n, &p));
        cudacore__deps_free(&dl);
    }
    if (r != CUDACORE_SUCCESS) return r;
    if (buffer) {
        b = (cudacore__buffer_obj *)cudacore__object_reserve(&cudacore__buffer_life, &bid, call);
        if (!b) {
            CUDACORE__CU(cuGraphDestroyNode)(n);
            return cudacore__recorded();
        }
        b->ptr = p.dptr;
        b->size = size;
        b->device = dev;
        b->kind = CUDACORE_MEMORY_DEVICE;
        b->dev_acc = 1;
        b->owned = 0; /* the graph owns the memory: freeing the handle never frees it */
        b->free_method = CUDACORE__FREE_NONE;
        cudacore__object_publish(&cudacore__buffer_life, b, bid, CUDACORE_SUCCESS, &buffer->id);
    }
    cudacore__node_out(g, n, out);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_add_mem_free_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                              cudacore_buffer buf, cudacore_graph_node *out) {
    static const char *call = "cudacore_graph_add_mem_free_node";
    cudacore_CUgraphNode n = NULL;
    cudacore_result r;
    cudacore__deps dl;
    cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
    if (!go) return cudacore__recorded();
    {
        cudacore__buffer_obj *b = (cudacore__buffer_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], buf.id);
        if (!b) r = cudacore__bad_handle(CUDACORE_OBJECT_BUFFER, buf.id, call);
        else if (!b->ptr) r = CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer is empty (no memory to free)");
        else r = CUDACORE__CU_CALL(cuGraphAddMemFreeNode, (&n, go->native, dl.p, dl.n, b->ptr));
    }
    cudacore__deps_free(&dl);
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/*--- conditional nodes ---*/
CUDACORE__PRIVATE cudacore_result cudacore__conditional_supported(cudacore_graph_conditional_type type, const char *call) {
    int v = cudacore__g.driver_version, need = (type == CUDACORE_GRAPH_COND_IF_ELSE || type == CUDACORE_GRAPH_COND_SWITCH) ? 12080 : 12030;
    if (v < need)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "%s nodes need a CUDA %d.%d+ driver; this one is CUDA %d.%d",
                              type == CUDACORE_GRAPH_COND_IF_ELSE ? "if/else conditional" : type == CUDACORE_GRAPH_COND_SWITCH ? "switch conditional"
                                                                                                                            : "conditional",
                              need / 1000, (need % 1000) / 10, v / 1000, (v % 1000) / 10);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_conditional_handle_create(cudacore_graph g, unsigned int default_value,
                                                                      cudacore_graph_conditional_handle *out) {
    static const char *call = "cudacore_graph_conditional_handle_create";
    cudacore_CUgraphConditionalHandle h = 0;
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    *out = 0;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__conditional_supported(CUDACORE_GRAPH_COND_IF, call);
    if (r != CUDACORE_SUCCESS) return r;
    {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        r = cudacore__graph_ctx(go->ctx, go->device, &ctx, call);
        if (r != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuGraphConditionalHandleCreate, (&h, go->native, ctx, default_value, 1u /* CU_GRAPH_COND_ASSIGN_DEFAULT */))) != CUDACORE_SUCCESS) return r;
    }
    *out = (cudacore_graph_conditional_handle)h;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_add_conditional_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph_conditional_handle condition, cudacore_graph_conditional_type type,
                                                                 unsigned int num_cases, cudacore_graph_node *out, cudacore_graph *bodies) {
    static const char *call = "cudacore_graph_add_conditional_node";
    cudacore_CUgraphNodeParams p;
    cudacore_CUcontext ctx = NULL;
    cudacore_CUgraphNode n = NULL;
    unsigned nb, i;
    cudacore_result r;
    if (out) out->graph = 0, out->native = NULL;
    if (!out || !bodies) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out or bodies is NULL");
    if ((unsigned)type > 3u) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "type %d is not a cudacore_graph_conditional_type", (int)type);
    nb = type == CUDACORE_GRAPH_COND_SWITCH ? num_cases : type == CUDACORE_GRAPH_COND_IF_ELSE ? 2u : 1u;
    if (!nb) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "a switch node needs num_cases > 0");
    for (i = 0; i < nb; i++) bodies[i].id = 0;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__conditional_supported(type, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (!condition) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "condition is 0: create it with cudacore_graph_conditional_handle_create");
    {
        cudacore__deps dl;
        cudacore__graph_obj *go = cudacore__add_begin(g, deps, num_deps, &dl, out, call);
        if (!go) return cudacore__recorded();
        r = cudacore__graph_ctx(go->ctx, go->device, &ctx, call);
        if (r == CUDACORE_SUCCESS) /* room to remember the bodies */
            r = cudacore__grow(&go->bodies, &go->cap_bodies, go->num_bodies, go->num_bodies + nb, sizeof *go->bodies, 8, call);
        if (r == CUDACORE_SUCCESS) {
            memset(&p, 0, sizeof p);
            p.type = CUDACORE_CU_GRAPH_NODE_TYPE_CONDITIONAL;
            p.conditional.handle = (cudacore_CUgraphConditionalHandle)condition;
            p.conditional.type = type == CUDACORE_GRAPH_COND_WHILE    ? CUDACORE_CU_GRAPH_COND_TYPE_WHILE
                                 : type == CUDACORE_GRAPH_COND_SWITCH ? CUDACORE_CU_GRAPH_COND_TYPE_SWITCH
                                                                      : CUDACORE_CU_GRAPH_COND_TYPE_IF;
            p.conditional.size = nb;
            p.conditional.ctx = ctx;
            /* the driver points phGraph_out at its own array of the bodies */
            r = CUDACORE__CU_CALL(cuGraphAddNode, (&n, go->native, dl.p, dl.n, &p));
            if (r == CUDACORE_SUCCESS && !p.conditional.phGraph_out)
                r = CUDACORE__FAIL(CUDACORE_ERROR_INTERNAL, call, "cuGraphAddNode returned no body graphs for the conditional node");
        }
        cudacore__deps_free(&dl);
        for (i = 0; r == CUDACORE_SUCCESS && p.conditional.phGraph_out && i < nb; i++) {
            r = cudacore__graph_make(p.conditional.phGraph_out[i], go->ctx, go->device, 0, g.id, &bodies[i], call);
            if (r == CUDACORE_SUCCESS) {
                go->bodies[go->num_bodies].node = n;
                go->bodies[go->num_bodies].id = bodies[i].id;
                go->num_bodies++;
            }
        }
        if (r != CUDACORE_SUCCESS && n) { /* undo: the node and the body handles made so far */
            cudacore__graph_release_bodies(go, n);
            CUDACORE__CU(cuGraphDestroyNode)(n);
            for (i = 0; i < nb; i++) bodies[i].id = 0;
        }
    }
    if (r == CUDACORE_SUCCESS) cudacore__node_out(g, n, out);
    return r;
}

/*--- working with nodes ---*/
CUDACORE_API cudacore_result cudacore_graph_node_get_type(cudacore_graph_node node, cudacore_CUgraphNodeType *type) {
    cudacore_result r;
    static const char *call = "cudacore_graph_node_get_type";
    if (!type) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "type is NULL");
    *type = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
    {
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        if ((r = CUDACORE__CU_CALL(cuGraphNodeGetType, (node.native, type))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

/* Dependencies (dependents 0) or dependents (1) of a node. */
CUDACORE__PRIVATE cudacore_result cudacore__node_neighbours(cudacore_graph_node node, int dependents, cudacore_graph_node *out, size_t cap,
                                                            size_t *count, const char *call) {
    cudacore_CUgraphNode *raw;
    size_t n = 0, m;
    cudacore_result r;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    *count = 0;
    if (cap && !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the output array is NULL but cap is %lu", (unsigned long)cap);
    {
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        r = dependents ? CUDACORE__CU_CALL(cuGraphNodeGetDependentNodes, (node.native, NULL, &n))
                       : CUDACORE__CU_CALL(cuGraphNodeGetDependencies, (node.native, NULL, &n));
        if (r != CUDACORE_SUCCESS) return r;
    }
    *count = n;
    m = n < cap ? n : cap;
    if (!m) return CUDACORE_SUCCESS;
    raw = (cudacore_CUgraphNode *)cudacore__calloc(m * sizeof *raw, call);
    if (!raw) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    if (dependents) r = CUDACORE__CU_CALL(cuGraphNodeGetDependentNodes, (node.native, raw, &m));
    else r = CUDACORE__CU_CALL(cuGraphNodeGetDependencies, (node.native, raw, &m));
    if (r == CUDACORE_SUCCESS) cudacore__nodes_out(node.graph, raw, m, out);
    cudacore__free(raw);
    return r;
}
CUDACORE_API cudacore_result cudacore_graph_node_get_dependencies(cudacore_graph_node node, cudacore_graph_node *deps, size_t cap, size_t *count) {
    return cudacore__node_neighbours(node, 0, deps, cap, count, "cudacore_graph_node_get_dependencies");
}
CUDACORE_API cudacore_result cudacore_graph_node_get_dependents(cudacore_graph_node node, cudacore_graph_node *dependents, size_t cap,
                                                                size_t *count) {
    return cudacore__node_neighbours(node, 1, dependents, cap, count, "cudacore_graph_node_get_dependents");
}

CUDACORE__PRIVATE cudacore_result cudacore__edges_change(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count, int add,
                                                         const char *call) {
    cudacore__deps a, b;
    cudacore_result r;
    if (!count || !from || !to) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "from and to must be non-NULL and count > 0");
    {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, from[0].graph, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        r = cudacore__deps_get(&a, from[0].graph, from, count, "from", call);
        if (r != CUDACORE_SUCCESS) return r;
        r = cudacore__deps_get(&b, from[0].graph, to, count, "to", call);
        if (r != CUDACORE_SUCCESS) {
            cudacore__deps_free(&a);
            return r;
        }
        if (add) r = CUDACORE__CU_CALL(cuGraphAddDependencies, (go->native, a.p, b.p, count));
        else r = CUDACORE__CU_CALL(cuGraphRemoveDependencies, (go->native, a.p, b.p, count));
        cudacore__deps_free(&a);
        cudacore__deps_free(&b);
    }
    return r;
}
CUDACORE_API cudacore_result cudacore_graph_add_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count) {
    return cudacore__edges_change(from, to, count, 1, "cudacore_graph_add_dependencies");
}
CUDACORE_API cudacore_result cudacore_graph_remove_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count) {
    return cudacore__edges_change(from, to, count, 0, "cudacore_graph_remove_dependencies");
}

CUDACORE_API cudacore_result cudacore_graph_node_destroy(cudacore_graph_node node) {
    cudacore_result r;
    static const char *call = "cudacore_graph_node_destroy";
    cudacore__graph_obj *go = cudacore__node_graph(node, call);
    if (!go) return cudacore__recorded();
    if ((r = CUDACORE__CU_CALL(cuGraphDestroyNode, (node.native))) != CUDACORE_SUCCESS) return r;
    cudacore__graph_release_bodies(go, node.native);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_node_find_in_clone(cudacore_graph clone, cudacore_graph_node original, cudacore_graph_node *out) {
    cudacore_result r;
    static const char *call = "cudacore_graph_node_find_in_clone";
    cudacore_CUgraphNode n = NULL;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->graph = 0;
    out->native = NULL;
    {
        if (!cudacore__node_graph(original, call)) return cudacore__recorded();
        {
            cudacore__graph_obj *co = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, clone.id, call);
            if (!co) return CUDACORE_ERROR_INVALID_HANDLE;
            if ((r = CUDACORE__CU_CALL(cuGraphNodeFindInClone, (&n, original.native, co->native))) != CUDACORE_SUCCESS) return r;
        }
    }
    out->graph = clone.id;
    out->native = n;
    return CUDACORE_SUCCESS;
}

/* Kernel node parameters p set on exec's node: the one call of every
   setter (v2 from driver 12.0, else its v1 prefix). */
CUDACORE__PRIVATE cudacore_result cudacore__exec_kernel_node_set(cudacore_CUgraphExec exec, cudacore_CUgraphNode node, const cudacore_CUDA_KERNEL_NODE_PARAMS_v2 *p) {
    if (cudacore__g.driver_version >= 12000) return CUDACORE__CU_CALL(cuGraphExecKernelNodeSetParams_v2, (exec, node, p));
    return CUDACORE__CU_CALL(cuGraphExecKernelNodeSetParams, (exec, node, (const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(const void *)p));
}

/* Sets a kernel node's parameters: in a definition (exec NULL) or in exec. */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_node_set(cudacore_CUgraphExec exec, cudacore_CUgraphNode node, cudacore_CUcontext gctx, int device,
                                                            const cudacore_launch_config *cfg, cudacore_kernel k, void **args, const cudacore_arg *sized,
                                                            size_t num_args, const char *call) {
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;
    cudacore_CUlaunchAttribute attrs[CUDACORE__LAUNCH_ATTRS + 1];
    cudacore_CUcontext ctx = NULL;
    unsigned na = 0;
    int v2 = cudacore__g.driver_version >= 12000;
    cudacore_result r = cudacore__graph_ctx(gctx, device, &ctx, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__kernel_node_params(cfg, k, args, sized, num_args, ctx, &p, attrs, &na, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (exec) return cudacore__exec_kernel_node_set(exec, node, &p);
    r = v2 ? CUDACORE__CU_CALL(cuGraphKernelNodeSetParams_v2, (node, &p))
           : CUDACORE__CU_CALL(cuGraphKernelNodeSetParams, (node, (const cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p));
    if (r != CUDACORE_SUCCESS) return r;
    /* cooperative and priority always follow cfg; a cluster shape only when cfg sets one */
    if (!cfg->cooperative) {
        attrs[na].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
        memset(&attrs[na].value, 0, sizeof attrs[na].value);
        na++;
    }
    return cudacore__kernel_node_attrs(node, attrs, na);
}

CUDACORE_API cudacore_result cudacore_graph_node_set_kernel(cudacore_graph_node node, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                            void **args, size_t num_args) {
    static const char *call = "cudacore_graph_node_set_kernel";
    cudacore__graph_obj *go = cudacore__node_graph(node, call);
    if (!go) return cudacore__recorded();
    return cudacore__kernel_node_set(NULL, node.native, go->ctx, go->device, cfg, k, args, NULL, num_args, call);
}
CUDACORE_API cudacore_result cudacore_graph_node_set_kernel_sized(cudacore_graph_node node, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                                  const cudacore_arg *args, size_t num_args) {
    static const char *call = "cudacore_graph_node_set_kernel_sized";
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    cudacore_result r;
    cudacore__graph_obj *go = cudacore__node_graph(node, call);
    if (!go) return cudacore__recorded();
    if ((r = cudacore__arg_values(args, num_args, vals, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__kernel_node_set(NULL, node.native, go->ctx, go->device, cfg, k, vals, args, num_args, call);
}

CUDACORE_API cudacore_result cudacore_graph_node_set_memcpy(cudacore_graph_node node, const cudacore_copy_2d_desc *copy) {
    static const char *call = "cudacore_graph_node_set_memcpy";
    cudacore_CUDA_MEMCPY3D m;
    cudacore_result r;
    if (!copy) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copy is NULL");
    {
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        r = cudacore__memcpy3d(copy, &m, call);
        if (r != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuGraphMemcpyNodeSetParams, (node.native, &m))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_node_set_memset(cudacore_graph_node node, const cudacore_graph_memset_desc *desc) {
    static const char *call = "cudacore_graph_node_set_memset";
    cudacore_CUDA_MEMSET_NODE_PARAMS_v1 p;
    cudacore_result r;
    if (!cudacore__node_graph(node, call)) return cudacore__recorded();
    r = cudacore__memset_params(desc, &p, call);
    if (r != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuGraphMemsetNodeSetParams, (node.native, &p));
}

CUDACORE_API cudacore_result cudacore_graph_kernel_node_get_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      cudacore_CUlaunchAttributeValue *value) {
    cudacore_result r;
    static const char *call = "cudacore_graph_kernel_node_get_attribute";
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    memset(value, 0, sizeof *value);
    {
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        if ((r = CUDACORE__CU_CALL(cuGraphKernelNodeGetAttribute, (node.native, attr, value))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_kernel_node_set_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      const cudacore_CUlaunchAttributeValue *value) {
    cudacore_result r;
    static const char *call = "cudacore_graph_kernel_node_set_attribute";
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    {
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        if ((r = CUDACORE__CU_CALL(cuGraphKernelNodeSetAttribute, (node.native, attr, value))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

/*--- executable graphs ---*/
/* Instantiates raw graph g in the current context (driver 12.0+: with
   flags and an upload stream; before: flags only, no upload); a refusal is
   explained with the instantiate result and the node at fault. */
CUDACORE__PRIVATE cudacore_result cudacore__instantiate(cudacore_CUgraph g, cudacore_cuuint64_t flags, cudacore_CUstream upload, cudacore_CUgraphExec *out,
                                                        const char *call) {
    static const char *const results[] = {"success", "an unexpected error", "invalid structure (a cycle, or nodes of another graph)",
                                          "a node operation not supported (for example a host node in a device-launchable graph)",
                                          "nodes from several contexts", "a conditional handle that no conditional node uses"};
    cudacore_CUDA_GRAPH_INSTANTIATE_PARAMS ip;
    cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
    cudacore_CUresult cr;
    int res;
    *out = NULL;
    if (cudacore__g.driver_version < 12000) {
        if (upload) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "upload at instantiation needs a CUDA 12.0+ driver: call cudacore_graph_upload");
        return CUDACORE__CU_CALL(cuGraphInstantiateWithFlags, (out, g, (unsigned long long)flags));
    }
    memset(&ip, 0, sizeof ip);
    ip.flags = flags;
    ip.hUploadStream = upload;
    cr = CUDACORE__CU(cuGraphInstantiateWithParams)(out, g, &ip);
    if ((int)cr == 0 && ip.result_out == CUDACORE_CUDA_GRAPH_INSTANTIATE_SUCCESS) return CUDACORE_SUCCESS;
    if ((int)cr == 0) cr = (cudacore_CUresult)1;
    if (*out) CUDACORE__CU(cuGraphExecDestroy)(*out);
    *out = NULL;
    res = (int)ip.result_out;
    cudacore__graph_cu_fail(cr, CUDACORE_SUCCESS, call, __LINE__, "the graph cannot be instantiated: %s",
                            res >= 0 && res <= 5 ? results[res] : "an unknown instantiate result");
    cudacore__append_detail("instantiate result: %d (%s)\n", res, res >= 0 && res <= 5 ? results[res] : "?");
    if (ip.hErrNode_out && (int)CUDACORE__CU(cuGraphNodeGetType)(ip.hErrNode_out, &t) == 0)
        cudacore__append_detail("the node at fault: a %s node (CUgraphNode %p)\n", cudacore__node_type_name((int)t), (void *)ip.hErrNode_out);
    else if (ip.hErrNode_out)
        cudacore__append_detail("the node at fault: CUgraphNode %p\n", (void *)ip.hErrNode_out);
    cudacore__append_detail("flags: 0x%llx\n", (unsigned long long)flags);
    cudacore__err.stub_pending = 0;
    return cudacore_last_error()->result;
}

/* CUDA_GRAPH_INSTANTIATE_FLAG_* of a desc. */
CUDACORE__PRIVATE cudacore_cuuint64_t cudacore__instantiate_flags(const cudacore_graph_instantiate_desc *d) {
    cudacore_cuuint64_t flags = 0;
    if (d->auto_free_on_launch) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH;
    if (d->upload) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD;
    if (d->device_launch) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH;
    if (d->use_node_priority) flags |= (cudacore_cuuint64_t)CUDACORE_CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY;
    return flags;
}

CUDACORE__PRIVATE cudacore_result cudacore__graph_instantiate(cudacore_graph g, const cudacore_graph_instantiate_desc *desc, cudacore_graph_exec *out) {
    static const char *call = "cudacore_graph_instantiate";
    cudacore_graph_instantiate_desc d;
    cudacore__graph_exec_obj *eo;
    cudacore_CUstream us = NULL;
    cudacore_cuuint64_t flags;
    uint64_t id = 0;
    int device, pushed = 0;
    cudacore_CUcontext gctx = NULL;
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    flags = cudacore__instantiate_flags(&d);
    if (d.upload) {
        if (!d.upload_stream.id) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "upload is set but upload_stream is {0}");
        {
            cudacore__strm ust = {NULL, NULL, -1};
            if ((r = cudacore__stream_get(d.upload_stream.id, &ust, call)) != CUDACORE_SUCCESS) return r;
            us = ust.cs;
        }
    }
    {
        cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call);
        if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
        device = go->device;
        eo = (cudacore__graph_exec_obj *)cudacore__object_reserve(&cudacore__graph_exec_life, &id, call);
        if (!eo) return cudacore__recorded();
        r = cudacore__graph_ctx(go->ctx, device, &gctx, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__push_unless_current(gctx, &pushed);
        if (r == CUDACORE_SUCCESS) r = cudacore__instantiate(go->native, flags, us, &eo->native, call);
        if (pushed) cudacore__pop_device();
    }
    eo->ctx = gctx;
    eo->device = device;
    eo->graph = g.id;
    return cudacore__object_publish(&cudacore__graph_exec_life, eo, id, r, &out->id);
}

CUDACORE_API cudacore_result cudacore_graph_instantiate(cudacore_graph g, const cudacore_graph_instantiate_desc *desc, cudacore_graph_exec *out) {
    int rg = cudacore__nvtx_range_begin("cudacore_graph_instantiate");
    cudacore_result r = cudacore__graph_instantiate(g, desc, out);
    cudacore__nvtx_range_end(rg);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_exec_destroy(cudacore_graph_exec e) {
    return cudacore__object_destroy(&cudacore__graph_exec_life, e.id, "cudacore_graph_exec_destroy");
}

CUDACORE_API cudacore_result cudacore_graph_exec_native(cudacore_graph_exec e, cudacore_CUgraphExec *out) {
    return cudacore__object_native(&cudacore__graph_exec_life, e.id, out, "cudacore_graph_exec_native");
}

CUDACORE__PRIVATE cudacore_result cudacore__graph_upload(cudacore_graph_exec e, cudacore_stream s) {
    cudacore_result r;
    cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, "cudacore_graph_upload");
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, "cudacore_graph_upload")) != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_ON(r, st, cuGraphUpload, (eo->native, st.cs));
        if (r != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_upload(cudacore_graph_exec e, cudacore_stream s) {
    int rg = cudacore__nvtx_range_begin("cudacore_graph_upload");
    cudacore_result r = cudacore__graph_upload(e, s);
    cudacore__nvtx_range_end(rg);
    return r;
}

/* Any device's stream may launch the graph (its nodes run where they were
   made); the call is made in the stream's context. */
CUDACORE_API cudacore_result cudacore_graph_launch(cudacore_graph_exec e, cudacore_stream s) {
    cudacore_result r;
    cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, "cudacore_graph_launch");
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    {
        cudacore__strm st = {NULL, NULL, -1};
        if ((r = cudacore__stream_get(s.id, &st, "cudacore_graph_launch")) != CUDACORE_SUCCESS) return r;
        CUDACORE__CU_ON(r, st, cuGraphLaunch, (eo->native, st.cs));
        if (r != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

/* Updates raw executable e from raw graph g in the current context; a
   refusal is explained (the reason and the node at fault), with the driver's
   answer in *ri. */
CUDACORE__PRIVATE cudacore_result cudacore__exec_update(cudacore_CUgraphExec e, cudacore_CUgraph g, cudacore_CUgraphExecUpdateResultInfo *ri,
                                                        const char *call) {
    static const char *const reasons[] = {
        "the update succeeded",
        "an unexpected error (an invalid value)",
        "the topology changed: the new graph's nodes or edges do not match the executable's",
        "a node's type changed",
        "a kernel node's function changed (drivers before 11.2)",
        "a node's parameters changed in a way that cannot be updated",
        "something about a node cannot be updated (a not updatable node kind, or memory nodes)",
        "a kernel node's function changed in an unsupported way (another context, or to or from dynamic parallelism)",
        "a node's attributes changed in a way that cannot be updated",
    };
    cudacore_CUresult cr;
    cudacore_result r;
    int res;
    memset(ri, 0, sizeof *ri);
    if (cudacore__g.driver_version >= 12000) {
        cr = CUDACORE__CU(cuGraphExecUpdate_v2)(e, g, ri);
    } else {
        cudacore_CUgraphExecUpdateResult res1 = CUDACORE_CU_GRAPH_EXEC_UPDATE_SUCCESS;
        cudacore_CUgraphNode err = NULL;
        cr = CUDACORE__CU(cuGraphExecUpdate)(e, g, &err, &res1);
        ri->result = res1;
        ri->errorNode = err;
    }
    if ((int)cr == 0) return CUDACORE_SUCCESS;
    res = (int)ri->result;
    r = cudacore__graph_cu_fail(cr, CUDACORE_SUCCESS, call, __LINE__, "the executable graph cannot be updated from this graph: %s",
                                res >= 0 && res <= 8 ? reasons[res] : "an unknown reason");
    if (ri->errorNode) {
        cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
        if ((int)CUDACORE__CU(cuGraphNodeGetType)(ri->errorNode, &t) == 0)
            cudacore__append_detail("the node at fault in the new graph: a %s node (CUgraphNode %p)\n", cudacore__node_type_name((int)t),
                                    (void *)ri->errorNode);
        cudacore__err.stub_pending = 0;
    }
    cudacore__append_detail("update result: %d\n", res);
    return r;
}

CUDACORE_API cudacore_result cudacore_graph_exec_update(cudacore_graph_exec e, cudacore_graph g, cudacore_graph_update_info *info) {
    static const char *call = "cudacore_graph_exec_update";
    cudacore_CUgraphExecUpdateResultInfo ri;
    cudacore_result r;
    int pushed = 0;
    if (info) memset(info, 0, sizeof *info);
    {
        cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
        if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
        {
            cudacore__graph_obj *go = (cudacore__graph_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH, g.id, call);
            if (!go) return CUDACORE_ERROR_INVALID_HANDLE;
            r = cudacore__push_unless_current(eo->ctx, &pushed);
            if (r != CUDACORE_SUCCESS) return r;
            r = cudacore__exec_update(eo->native, go->native, &ri, call);
            if (pushed) cudacore__pop_device();
        }
    }
    if (info) { /* e's nodes are still named by the nodes of the graph it was made from */
        info->result = ri.result;
        if (ri.errorNode) info->error_node.graph = g.id, info->error_node.native = ri.errorNode;
        if (ri.errorFromNode) info->error_from_node.graph = g.id, info->error_from_node.native = ri.errorFromNode;
    }
    return r;
}


CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_launch_config *cfg,
                                                                 cudacore_kernel k, void **args, size_t num_args) {
    static const char *call = "cudacore_graph_exec_set_kernel_node";
    cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!cudacore__node_graph(node, call)) return cudacore__recorded();
    return cudacore__kernel_node_set(eo->native, node.native, eo->ctx, eo->device, cfg, k, args, NULL, num_args, call);
}
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_node_sized(cudacore_graph_exec e, cudacore_graph_node node,
                                                                       const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                                       size_t num_args) {
    static const char *call = "cudacore_graph_exec_set_kernel_node_sized";
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    cudacore_result r;
    cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!cudacore__node_graph(node, call)) return cudacore__recorded();
    if ((r = cudacore__arg_values(args, num_args, vals, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__kernel_node_set(eo->native, node.native, eo->ctx, eo->device, cfg, k, vals, args, num_args, call);
}

/* New argument values for a kernel node of e (both forms). */
CUDACORE__PRIVATE cudacore_result cudacore__set_kernel_args(cudacore_graph_exec e, cudacore_graph_node node, void **args, const cudacore_arg *sized,
                                                            size_t num_args, const char *call) {
    cudacore_result r;
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;
    cudacore_CUresult cr;
    int v2 = cudacore__g.driver_version >= 12000;
    if (num_args && !args) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "args is NULL with num_args %lu", (unsigned long)num_args);
    {
        cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL;
        cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
        if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        /* the type first: asking a node of another kind for kernel parameters
           makes the driver report an error (compute-sanitizer shows it) */
        if ((int)CUDACORE__CU(cuGraphNodeGetType)(node.native, &t) == 0 && t != CUDACORE_CU_GRAPH_NODE_TYPE_KERNEL)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the node is a %s node, not a kernel node", cudacore__node_type_name((int)t));
        memset(&p, 0, sizeof p);
        if (v2) cr = CUDACORE__CU(cuGraphKernelNodeGetParams_v2)(node.native, &p);
        else cr = CUDACORE__CU(cuGraphKernelNodeGetParams)(node.native, (cudacore_CUDA_KERNEL_NODE_PARAMS_v1 *)(void *)&p);
        if ((int)cr != 0) return cudacore__cu_fail(cr, "cuGraphKernelNodeGetParams", __LINE__);
        if (CUDACORE__CHECK_ARGS() && (r = cudacore__check_args(cudacore__kernel_by_function(p.func), args, sized, num_args, call)) != CUDACORE_SUCCESS)
            return r;
        p.kernelParams = num_args ? args : NULL;
        p.extra = NULL;
        if ((r = cudacore__exec_kernel_node_set(eo->native, node.native, &p)) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_args(cudacore_graph_exec e, cudacore_graph_node node, void **args, size_t num_args) {
    return cudacore__set_kernel_args(e, node, args, NULL, num_args, "cudacore_graph_exec_set_kernel_args");
}
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_args_sized(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_arg *args,
                                                                       size_t num_args) {
    static const char *call = "cudacore_graph_exec_set_kernel_args_sized";
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    cudacore_result r = cudacore__arg_values(args, num_args, vals, call);
    return r != CUDACORE_SUCCESS ? r : cudacore__set_kernel_args(e, node, vals, args, num_args, call);
}

CUDACORE_API cudacore_result cudacore_graph_exec_set_memcpy_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_copy_2d_desc *copy) {
    static const char *call = "cudacore_graph_exec_set_memcpy_node";
    cudacore_CUDA_MEMCPY3D m;
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    if (!copy) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "copy is NULL");
    {
        cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
        if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        r = cudacore__memcpy3d(copy, &m, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__graph_ctx(eo->ctx, eo->device, &ctx, call);
        if (r != CUDACORE_SUCCESS) return r;
        if ((r = CUDACORE__CU_CALL(cuGraphExecMemcpyNodeSetParams, (eo->native, node.native, &m, ctx))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_set_memset_node(cudacore_graph_exec e, cudacore_graph_node node,
                                                                 const cudacore_graph_memset_desc *desc) {
    static const char *call = "cudacore_graph_exec_set_memset_node";
    cudacore_CUDA_MEMSET_NODE_PARAMS_v1 p;
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
    if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!cudacore__node_graph(node, call)) return cudacore__recorded();
    r = cudacore__memset_params(desc, &p, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__graph_ctx(eo->ctx, eo->device, &ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuGraphExecMemsetNodeSetParams, (eo->native, node.native, &p, ctx));
}

CUDACORE_API cudacore_result cudacore_graph_exec_set_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int enabled) {
    cudacore_result r;
    static const char *call = "cudacore_graph_exec_set_node_enabled";
    if (enabled != 0 && enabled != 1) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "enabled must be 0 or 1, not %d", enabled);
    {
        cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
        if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        if ((r = CUDACORE__CU_CALL(cuGraphNodeSetEnabled, (eo->native, node.native, (unsigned)enabled))) != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_graph_exec_get_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int *enabled) {
    cudacore_result r;
    static const char *call = "cudacore_graph_exec_get_node_enabled";
    unsigned v = 0;
    if (!enabled) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "enabled is NULL");
    *enabled = 0;
    {
        cudacore__graph_exec_obj *eo = (cudacore__graph_exec_obj *)cudacore__lookup(CUDACORE_OBJECT_GRAPH_EXEC, e.id, call);
        if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;
        if (!cudacore__node_graph(node, call)) return cudacore__recorded();
        if ((r = CUDACORE__CU_CALL(cuGraphNodeGetEnabled, (eo->native, node.native, &v))) != CUDACORE_SUCCESS) return r;
    }
    *enabled = v != 0;
    return CUDACORE_SUCCESS;
}

/*--- graph memory ---*/
CUDACORE_API cudacore_result cudacore_device_graph_mem_trim(int device) {
    cudacore_result r;
    if ((r = cudacore__check_device(device, "cudacore_device_graph_mem_trim")) != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuDeviceGraphMemTrim, ((cudacore_CUdevice)device));
}

CUDACORE_API cudacore_result cudacore_device_graph_mem_get_attribute(int device, cudacore_CUgraphMem_attribute attr, uint64_t *value) {
    cudacore_result r;
    static const char *call = "cudacore_device_graph_mem_get_attribute";
    cudacore_cuuint64_t v = 0;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    *value = 0;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuDeviceGetGraphMemAttribute, ((cudacore_CUdevice)device, attr, &v))) != CUDACORE_SUCCESS) return r;
    *value = (uint64_t)v;
    return CUDACORE_SUCCESS;
}
