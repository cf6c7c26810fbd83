/*
   A recorder keeps the executable graph of its last captured step, that
   step's key, and what decides between an update and a new instantiation:
   the node and edge counts, memory nodes and the context (and the node
   kinds in order, read at each instantiation, compared at each step only
   when check_node_kinds is on). Its fields bear the public names
   (cudacore_recorder_desc, cudacore_recorder_info), each count kept once:
   cudacore_recorder_get_info makes the info from them. */
enum { CUDACORE__STEP_NONE, CUDACORE__STEP_CAPTURING, CUDACORE__STEP_AS_IS, CUDACORE__STEP_PLAIN, CUDACORE__STEP_COMPARING };

/* update_changed_nodes: a cudacore call of a step, as the node it made
   (see "Steps compared, not captured" below). */
enum { CUDACORE__CALL_LAUNCH, CUDACORE__CALL_WORK }; /* a kernel launch; a copy, fill or host function (cudacore__stream_op) */
typedef struct cudacore__step_op { /* (what a compared launch reads first, together) */
    int kind;                        /* CUDACORE__CALL_* */
    int args_4_or_8;                 /* kernels: every argument is 4 or 8 bytes (wide says which) */
    uint64_t kernel;                 /* kernels: the cudacore_kernel */
    size_t num_args, bytes;          /* kernels: its arguments, at `bytes` in the byte store: num_args
                                        4-byte sizes, then the values */
    uint64_t wide;                   /* kernels: bit i set: argument i is 8 bytes (args_4_or_8) */
    cudacore_launch_config cfg;      /* kernels: as given */
    cudacore_CUgraphNode node;       /* the node it made: of exec's graph (ops), of the capture (new_ops) */
    int p_ready;                     /* kernels: p holds the node's parameters for cfg (made when a node is first set) */
    cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;                /* kernels: the node's (kernelParams unset) */
    cudacore__stream_op m;           /* copies, fills and host functions */
} cudacore__step_op;
/* The calls of a step in order and their arguments' bytes. */
typedef struct cudacore__step_ops {
    cudacore__step_op *v;
    size_t n, cap;
    unsigned char *bytes;
    size_t num_bytes, bytes_cap;
} cudacore__step_ops;
/* The parameter sizes of a kernel launched in the void ** form, learnt
   once per recorder (a release build's kernel objects keep none: the
   argument check is off). */
typedef struct cudacore__kernel_sizes {
    uint64_t kernel;
    int n;                           /* its parameter count (-1: unknown, or over 64) */
    uint32_t size[64];
} cudacore__kernel_sizes;
/* desc.update_changed_nodes: steps compared, not captured (see "Steps
   compared, not captured" below), kept apart from the recorder's slot. */
typedef struct cudacore__recorder_compare {
    cudacore_CUgraph graph;        /* the graph exec was instantiated from: its nodes name exec's */
    cudacore__step_ops ops;        /* the calls of exec's step, each with its node of graph */
    cudacore__step_ops new_ops;    /* the calls of the step being captured, each with its captured node */
    int comparable;                /* ops are every node of exec's graph: a changed step is compared */
    int new_complete;              /* every call captured in this step is in new_ops (and nothing failed) */
    size_t at;                     /* a compared step: its next call's position in ops */
    size_t foreign;                /* (debug builds) nodes a compared step's stream captured besides its calls */
    void **argv;                   /* argument pointers of a kernel issued again */
    size_t argv_cap;
    cudacore__kernel_sizes *sizes; /* kernels launched in the void ** form */
    size_t num_sizes, sizes_cap;
    size_t *next;                  /* a captured graph's nodes: each one's follower (cudacore__recorder_chain) */
    size_t next_cap;
    int fell_back_in_a_row;        /* compared steps that fell back since one that did not, or one launched as is */
    uint64_t fell_back_as_is;      /* the recorder's as_is count at the last one */
    int unkept_left;               /* changed steps still to capture without keeping their calls (see below) */
    uint64_t compared, nodes_set, fell_back, unkept; /* info's */
} cudacore__recorder_compare;
/* When compared steps keep falling back (a step whose shape keeps
   changing), keeping calls costs and saves nothing: after
   CUDACORE__FALLBACKS_IN_A_ROW in a row (a compared step that did not fall
   back, or one launched as is, ends the row), the next CUDACORE__UNKEPT_STEPS
   changed steps are captured and updated as a recorder without
   update_changed_nodes does (the stream not tied, no call kept); then the
   next one keeps its calls again, and the one after is compared. */
enum { CUDACORE__FALLBACKS_IN_A_ROW = 4, CUDACORE__UNKEPT_STEPS = 16 };
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
    uint64_t as_is;                /* info.as_is */
    int in_a_row;                  /* info.in_a_row */
    unsigned char step;            /* CUDACORE__STEP_*: the step under way */
    unsigned char key_len;         /* exec's step's key is key.word, of this many bytes (1..8), or
                                      key.heap (CUDACORE__KEY_ON_HEAP); 0: none to compare, which
                                      is also the case while graphs are off (plain_left != 0), so
                                      that a step may be launched as is when key_len matches */
    unsigned char nvtx;            /* 1: the step's NVTX range was pushed */
    unsigned char tied;            /* 1: the step's stream is tied to the recorder (so->step: update_changed_nodes) */
    /* the rest: capturing steps, the other counts, settings */
    size_t key_size;               /* the last captured step's key size */
    int plain_left;                /* info.plain_left */
    uint64_t steps_issued;         /* steps ended without an error whose work the caller issued
                                      (captured or plain): info.steps is this and as_is */
    uint64_t updated, instantiated, plain, refused, updates_refused, cancelled; /* info's */
    size_t nodes;                  /* info.nodes: of exec's graph (0: none) */
    size_t edges;                  /* of exec's graph */
    int memory_nodes;              /* exec's graph has alloc or free nodes */
    int check_node_kinds;          /* node kinds compared at every changed step (desc, or after a refused update) */
    cudacore_CUstreamCaptureMode capture_mode; /* desc.capture_mode, as the driver's */
    int max_reinstantiations, plain_steps;     /* desc's, defaults applied */
    cudacore_cuuint64_t instantiate;           /* desc.instantiate, as the driver's flags */
    const char *name;              /* desc.name, copied (info.name) */
    const void *thread;            /* the capturing thread (its cudacore__cur): only it may end the capture */
    size_t key_cap;                /* > 0: key.heap is allocated */
    struct cudacore__node_kind *node_kinds, *new_node_kinds; /* node kinds of exec's graph / of a new one */
    size_t cap;                    /* of node_kinds and new_node_kinds */
    struct cudacore__recorder_shape *shape; /* the nodes and dependencies of exec's graph and of a new one (with node_kinds) */
    struct cudacore__recorder_compare *cmp; /* desc.update_changed_nodes (else NULL): see below */
} cudacore__recorder_obj;
CUDACORE__FITS_SLOT(cudacore__recorder_obj);
CUDACORE__STATIC_ASSERT(offsetof(cudacore__recorder_obj, tied) < 64 - sizeof(cudacore__slot), recorder_as_is_fields_in_one_line);

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
    cudacore__recorder_compare *cmp = NULL;
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
    if (d.update_changed_nodes && !(cmp = (cudacore__recorder_compare *)cudacore__calloc(sizeof *cmp, call))) {
        cudacore__free(name);
        return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    }
    if (!(ro = (cudacore__recorder_obj *)cudacore__object_reserve(&cudacore__recorder_life, &id, call))) {
        cudacore__free(name), cudacore__free(cmp);
        return cudacore__recorded();
    }
    ro->name = name;
    ro->cmp = cmp;
    ro->capture_mode = modes[d.capture_mode];
    ro->max_reinstantiations = d.max_reinstantiations ? d.max_reinstantiations : 4;
    ro->plain_steps = d.plain_steps ? d.plain_steps : 100;
    ro->check_node_kinds = d.check_node_kinds != 0;
    ro->instantiate = cudacore__instantiate_flags(&d.instantiate);
    return cudacore__object_publish(&cudacore__recorder_life, ro, id, CUDACORE_SUCCESS, &out->id);
}

/* Forgets the executable graph and the key. */
CUDACORE__PRIVATE void cudacore__recorder_forget(cudacore__recorder_obj *ro) {
    if (ro->exec) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphExecDestroy)(ro->exec));
    ro->exec = NULL;
    ro->ctx = NULL;
    ro->key_len = 0;
    ro->nodes = ro->edges = 0;
    ro->memory_nodes = 0;
    if (!ro->cmp) return;
    if (ro->cmp->graph) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(ro->cmp->graph));
    ro->cmp->graph = NULL;
    ro->cmp->comparable = 0;
}

/* Ends the step under way: the NVTX mark of its outcome and its range. */
CUDACORE__PRIVATE void cudacore__recorder_tie(cudacore__recorder_obj *ro, uint64_t stream, int tie);
/* (Out of line: steps launched as is never tie their stream.) */
CUDACORE__COLD void cudacore__recorder_untie(cudacore__recorder_obj *ro) {
    cudacore__recorder_tie(ro, ro->stream, 0);
    ro->tied = 0;
}
CUDACORE__PRIVATE void cudacore__recorder_close(cudacore__recorder_obj *ro, const char *outcome) {
    if (CUDACORE__UNLIKELY(ro->tied)) cudacore__recorder_untie(ro);
    ro->step = CUDACORE__STEP_NONE;
    ro->stream = 0;
    if (CUDACORE__LIKELY(!ro->nvtx)) return; /* (no tool: one load and a branch) */
    if (outcome) cudacore__nvtx_markf("%s: %s", ro->name, outcome);
    cudacore__nvtx_range_end(ro->nvtx);
    ro->nvtx = 0;
}

/* One more re-instantiation or refusal in a row; at max_reinstantiations,
   graphs are off for plain_steps steps from the next one. */
CUDACORE__PRIVATE void cudacore__recorder_one_more_in_a_row(cudacore__recorder_obj *ro) {
    char msg[224];
    if (++ro->in_a_row < ro->max_reinstantiations || ro->max_reinstantiations < 0) return;
    ro->in_a_row = 0;
    ro->plain_left = ro->plain_steps < 0 ? -1 : ro->plain_steps;
    if (ro->plain_steps < 0)
        snprintf(msg, sizeof msg, "recorder '%.64s': %d steps in a row changed topology or were refused: steps run as plain work until a reset",
                 ro->name, ro->max_reinstantiations);
    else
        snprintf(msg, sizeof msg, "recorder '%.64s': %d steps in a row changed topology or were refused: the next %d run as plain work", ro->name,
                 ro->max_reinstantiations, ro->plain_steps);
    cudacore__log(CUDACORE_LOG_INFO, CUDACORE_SUCCESS, msg, __LINE__);
}

/* What a node is to cuGraphExecUpdate (a node whose kind changed is refused
   by it): its type and, for a copy, each operand's memory type as the node
   names it and its device (cudacore__operand_kind), and the copy's height
   and depth; for a fill, its device and, when it is 2-D, its element size,
   width and height (a 2-D fill is refused any change of them, a 1-D fill
   none: seen on an H200, tools/update_probe.c). Zeroed before it is
   filled: compared with memcmp. */
typedef struct cudacore__node_kind {
    int type;                        /* cudacore_CUgraphNodeType */
    int src, dst;                    /* copies: cudacore__operand_kind; fills: dst's */
    unsigned element;                /* fills */
    size_t width, height, depth;     /* fills: width and height; copies: height and depth */
} cudacore__node_kind;

/* Makes room for the kinds of a graph of n nodes (exec's node kinds are
   kept: they are compared until exec is replaced). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_room(cudacore__recorder_obj *ro, size_t n, const char *call) {
    cudacore__node_kind *node_kinds, *new_node_kinds;
    if (n <= ro->cap) return CUDACORE_SUCCESS;
    node_kinds = (cudacore__node_kind *)cudacore__calloc(n * sizeof *node_kinds, call);
    new_node_kinds = (cudacore__node_kind *)cudacore__calloc(n * sizeof *new_node_kinds, call);
    if (!node_kinds || !new_node_kinds) {
        cudacore__free(node_kinds), cudacore__free(new_node_kinds);
        return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    }
    if (ro->nodes) memcpy(node_kinds, ro->node_kinds, ro->nodes * sizeof *node_kinds);
    cudacore__free(ro->node_kinds), cudacore__free(ro->new_node_kinds);
    ro->node_kinds = node_kinds, ro->new_node_kinds = new_node_kinds;
    ro->cap = n;
    return CUDACORE_SUCCESS;
}

/* An operand of a copy or fill: the memory type its node names (mt: the
   driver refuses an update that changes it, and accepts one that keeps it
   whatever memory the addresses are: seen on an H200, tools/update_probe.c)
   and, for device memory, its device (which the driver's update may not
   change), in one int. cuPointerGetAttributes answers for any address
   without an error. */
CUDACORE__PRIVATE int cudacore__operand_kind(cudacore_CUmemorytype mt, cudacore_CUdeviceptr ptr) {
    cudacore_CUpointer_attribute attrs[2];
    unsigned memtype = 0;
    int ordinal = -1;
    void *data[2];
    if (mt == CUDACORE_CU_MEMORYTYPE_ARRAY || mt == CUDACORE_CU_MEMORYTYPE_HOST) return (int)mt;
    attrs[0] = CUDACORE_CU_POINTER_ATTRIBUTE_MEMORY_TYPE, attrs[1] = CUDACORE_CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL;
    data[0] = &memtype, data[1] = &ordinal;
    if ((int)CUDACORE__CU(cuPointerGetAttributes)(2, attrs, data, ptr) != 0 || memtype != (unsigned)CUDACORE_CU_MEMORYTYPE_DEVICE) ordinal = -1;
    return (int)mt | (ordinal + 1) << 8;
}

/* Node `node` of type t, as cuGraphExecUpdate sees it (*k). */
CUDACORE__PRIVATE cudacore_result cudacore__node_kind_of(cudacore_CUgraphNode node, cudacore_CUgraphNodeType t, cudacore__node_kind *k) {
    cudacore_result r;
    memset(k, 0, sizeof *k);
    k->type = (int)t;
    if (t == CUDACORE_CU_GRAPH_NODE_TYPE_MEMCPY) {
        cudacore_CUDA_MEMCPY3D m;
        memset(&m, 0, sizeof m);
        if ((r = CUDACORE__CU_CALL(cuGraphMemcpyNodeGetParams, (node, &m))) != CUDACORE_SUCCESS) return r;
        k->src = cudacore__operand_kind(m.srcMemoryType, m.srcMemoryType == CUDACORE_CU_MEMORYTYPE_HOST ? (cudacore_CUdeviceptr)(uintptr_t)m.srcHost : m.srcDevice);
        k->dst = cudacore__operand_kind(m.dstMemoryType, m.dstMemoryType == CUDACORE_CU_MEMORYTYPE_HOST ? (cudacore_CUdeviceptr)(uintptr_t)m.dstHost : m.dstDevice);
        k->height = m.Height, k->depth = m.Depth;
    } else if (t == CUDACORE_CU_GRAPH_NODE_TYPE_MEMSET) {
        cudacore_CUDA_MEMSET_NODE_PARAMS_v1 m;
        memset(&m, 0, sizeof m);
        if ((r = CUDACORE__CU_CALL(cuGraphMemsetNodeGetParams, (node, &m))) != CUDACORE_SUCCESS) return r;
        k->dst = cudacore__operand_kind(CUDACORE_CU_MEMORYTYPE_DEVICE, m.dst);
        if (m.height > 1) k->element = m.elementSize, k->width = m.width, k->height = m.height; /* (a 1-D fill may change them) */
    }
    return CUDACORE_SUCCESS;
}

/* The shape of exec's graph and of a new one, for cuGraphExecUpdate's
   topology check and for the calls' nodes (cudacore__recorder_chain): the
   nodes in the order they were made (cuGraphGetNodes's), and their
   dependencies, node by node: its count and then each dependency's
   position, in the order the node lists them (cudacore__recorder_read_deps);
   the new graph's become exec's at an instantiation. And what reading them
   takes. */
typedef struct cudacore__recorder_shape {
    cudacore_CUgraphNode *nodes, *new_nodes;
    uint64_t *deps, *new_deps;
    size_t nodes_cap, new_nodes_cap, deps_cap, new_deps_cap;
    struct cudacore__node_at *by_node; /* a new graph's nodes with their positions, sorted */
    cudacore_CUgraphNode *ends;        /* a new graph's dependencies, node by node */
    size_t by_node_cap, ends_cap;
} cudacore__recorder_shape;
/* A node with its position in its graph (cuGraphGetNodes's order: the
   order the nodes were made). */
typedef struct cudacore__node_at {
    cudacore_CUgraphNode node;
    size_t at;
} cudacore__node_at;
CUDACORE__PRIVATE int cudacore__node_at_order(const void *a, const void *b) {
    uintptr_t x = (uintptr_t)((const cudacore__node_at *)a)->node, y = (uintptr_t)((const cudacore__node_at *)b)->node;
    return x < y ? -1 : x > y;
}
/* Makes room for the shape of a new graph of `nodes` nodes and `edges`
   edges (ro->shape made at the first). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_shape_room(cudacore__recorder_obj *ro, size_t nodes, size_t edges, const char *call) {
    cudacore__recorder_shape *d = ro->shape;
    cudacore_result r;
    if (!d && !(d = ro->shape = (cudacore__recorder_shape *)cudacore__calloc(sizeof *d, call))) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    if ((r = cudacore__grow(&d->new_nodes, &d->new_nodes_cap, 0, nodes, sizeof *d->new_nodes, 16, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__grow(&d->new_deps, &d->new_deps_cap, 0, nodes + edges, sizeof *d->new_deps, 16, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__grow(&d->ends, &d->ends_cap, 0, edges, sizeof *d->ends, 16, call)) != CUDACORE_SUCCESS)
        return r;
    return cudacore__grow(&d->by_node, &d->by_node_cap, 0, nodes, sizeof *d->by_node, 16, call);
}
/* Reads into new_deps the dependencies of the new graph's `nodes` nodes
   (new_nodes), `edges` in all, each node's in the order it lists them: the
   driver pairs the nodes of an update from the graph's exit nodes through
   their dependencies in that order, and refuses a node that depends on the
   same nodes in another order (seen on an H200, driver 580: a stream forked
   twice in a step, where the step before forked once). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_read_deps(cudacore__recorder_obj *ro, size_t nodes, size_t edges) {
    cudacore__recorder_shape *d = ro->shape;
    cudacore_result r;
    size_t i, j, at = 0, used = 0;
    if (!edges) return CUDACORE_SUCCESS;
    for (i = 0; i < nodes; i++) d->by_node[i].node = d->new_nodes[i], d->by_node[i].at = i;
    qsort(d->by_node, nodes, sizeof *d->by_node, cudacore__node_at_order);
    for (i = 0; i < nodes; i++) {
        size_t m = edges - used;
        if ((r = CUDACORE__CU_CALL(cuGraphNodeGetDependencies, (d->new_nodes[i], m ? d->ends + used : NULL, &m))) != CUDACORE_SUCCESS) return r;
        if (m > edges - used) m = edges - used; /* (more than the graph's edges: it changed under us; compared as it is) */
        d->new_deps[at++] = m;
        for (j = 0; j < m; j++) {
            cudacore__node_at key, *dep;
            key.node = d->ends[used + j], key.at = 0;
            dep = (cudacore__node_at *)bsearch(&key, d->by_node, nodes, sizeof key, cudacore__node_at_order);
            d->new_deps[at++] = dep ? dep->at : UINT64_MAX;
        }
        used += m;
    }
    for (; at < nodes + edges; at++) d->new_deps[at] = UINT64_MAX;
    return CUDACORE_SUCCESS;
}

/* Reads the shape of g (nodes, edges) into shape's new_nodes and new_deps
   and the kinds of its nodes into new_node_kinds; *memory_nodes: some are
   memory nodes. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_node_kinds(cudacore__recorder_obj *ro, cudacore_CUgraph g, size_t nodes, size_t edges,
                                                                int *memory_nodes, const char *call) {
    cudacore_CUgraphNode *gn;
    size_t i;
    cudacore_result r = cudacore__recorder_room(ro, nodes, call);
    *memory_nodes = 0;
    if (r != CUDACORE_SUCCESS || (r = cudacore__recorder_shape_room(ro, nodes, edges, call)) != CUDACORE_SUCCESS) return r;
    gn = ro->shape->new_nodes;
    if ((r = CUDACORE__CU_CALL(cuGraphGetNodes, (g, gn, &nodes))) != CUDACORE_SUCCESS) return r;
    for (i = 0; i < nodes; i++) {
        cudacore_CUgraphNodeType t = CUDACORE_CU_GRAPH_NODE_TYPE_EMPTY;
        if ((r = CUDACORE__CU_CALL(cuGraphNodeGetType, (gn[i], &t))) != CUDACORE_SUCCESS) return r;
        if ((r = cudacore__node_kind_of(gn[i], t, &ro->new_node_kinds[i])) != CUDACORE_SUCCESS) return r;
        *memory_nodes |= t == CUDACORE_CU_GRAPH_NODE_TYPE_MEM_ALLOC || t == CUDACORE_CU_GRAPH_NODE_TYPE_MEM_FREE;
    }
    return cudacore__recorder_read_deps(ro, nodes, edges);
}

/* Reads g's node and edge counts; *same: they are exec's (in the same
   context, exec without memory nodes), so that an update is tried. The
   node kinds are read (*walked = 1, new_node_kinds and *memory_nodes
   filled) only when the recorder compares them at every step
   (check_node_kinds). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_topology(cudacore__recorder_obj *ro, cudacore_CUgraph g, cudacore_CUcontext ctx, size_t *nodes,
                                                              size_t *edges, int *memory_nodes, int *same, int *walked, const char *call) {
    cudacore_result r;
    *nodes = *edges = 0;
    *memory_nodes = *same = *walked = 0;
    if ((r = CUDACORE__CU_CALL(cuGraphGetNodes, (g, NULL, nodes))) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuGraphGetEdges, (g, NULL, NULL, edges))) != CUDACORE_SUCCESS) return r;
    *same = ro->exec && ctx == ro->ctx && *nodes == ro->nodes && *edges == ro->edges && !ro->memory_nodes;
    if (!*same || !ro->check_node_kinds) return CUDACORE_SUCCESS;
    *walked = 1;
    if ((r = cudacore__recorder_node_kinds(ro, g, *nodes, *edges, memory_nodes, call)) != CUDACORE_SUCCESS) return r;
    *same = !*memory_nodes && (!*nodes || !memcmp(ro->new_node_kinds, ro->node_kinds, *nodes * sizeof *ro->node_kinds)) &&
            (!*edges || !memcmp(ro->shape->new_deps, ro->shape->deps, (*nodes + *edges) * sizeof *ro->shape->deps));
    return CUDACORE_SUCCESS;
}

/* exec becomes an instantiation of g (of nodes, edges, memory_nodes, its
   node kinds in new_node_kinds, its shape in shape's new_nodes and
   new_deps, which become exec's): the old one is destroyed once the new
   one exists. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_instantiate(cudacore__recorder_obj *ro, cudacore_CUgraph g, cudacore_CUcontext ctx, size_t nodes,
                                                                 size_t edges, int memory_nodes, const char *call) {
    cudacore_CUgraphExec e = NULL;
    cudacore__recorder_shape *o = ro->shape; /* (made by the read of g's node kinds) */
    cudacore__node_kind *t;
    cudacore_CUgraphNode *gn;
    uint64_t *d;
    size_t cap;
    int again = ro->exec != NULL;
    cudacore_result r = cudacore__instantiate(g, ro->instantiate, NULL, &e, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__recorder_forget(ro);
    ro->exec = e;
    ro->ctx = ctx;
    t = ro->node_kinds, ro->node_kinds = ro->new_node_kinds, ro->new_node_kinds = t;
    gn = o->nodes, o->nodes = o->new_nodes, o->new_nodes = gn;
    cap = o->nodes_cap, o->nodes_cap = o->new_nodes_cap, o->new_nodes_cap = cap;
    d = o->deps, o->deps = o->new_deps, o->new_deps = d;
    cap = o->deps_cap, o->deps_cap = o->new_deps_cap, o->new_deps_cap = cap;
    ro->nodes = nodes;
    ro->edges = edges;
    ro->memory_nodes = memory_nodes;
    ro->instantiated++;
    if (again) cudacore__recorder_one_more_in_a_row(ro);
    return CUDACORE_SUCCESS;
}

/* The nodes of exec's graph given to the calls kept in the step just
   captured, in the order the stream made them. The graph (n nodes, e
   edges) is read at its instantiation: shape's nodes, and its deps as
   cudacore__recorder_read_deps wrote them (node by node, its count of
   dependencies and their positions); no driver call here. It must be one
   chain, each call's node depending on the call before's alone: walked
   from its head (the node with no dependency) through each node's one
   follower, neither the order of cuGraphGetNodes nor that of the edges
   relied on. 1 when every call has its node. */
CUDACORE__PRIVATE int cudacore__recorder_chain(cudacore__recorder_obj *ro, size_t n, size_t e) {
    cudacore__recorder_compare *c = ro->cmp;
    const cudacore__recorder_shape *o = ro->shape;
    size_t i, at = 0, head = SIZE_MAX, *next;
    if (!n || e != n - 1 || !o ||
        cudacore__grow(&c->next, &c->next_cap, 0, n, sizeof *c->next, 16, NULL) != CUDACORE_SUCCESS)
        return 0;
    next = c->next;
    for (i = 0; i < n; i++) next[i] = SIZE_MAX;
    for (i = 0; i < n; i++) {
        uint64_t count = e ? o->deps[at++] : 0, d; /* (no edge: the graph's one node, no dependency read) */
        if (count == 0 && head == SIZE_MAX) {
            head = i;
            continue;
        }
        if (count != 1 || (d = o->deps[at++]) >= n || next[d] != SIZE_MAX) return 0;
        next[d] = i;
    }
    for (i = 0; i < n; i++, head = next[head]) {
        if (head == SIZE_MAX) return 0;
        c->new_ops.v[i].node = o->nodes[head];
    }
    return 1;
}

/* update_changed_nodes: the calls of the step just captured (new_ops, each
   with its node: comparable) become exec's (ops); after an instantiation,
   the step's graph *g is kept as the one that names exec's nodes (*g NULL). */
CUDACORE__PRIVATE void cudacore__recorder_keep_ops(cudacore__recorder_obj *ro, cudacore_CUgraph *g, int comparable, int instantiated) {
    cudacore__step_ops t;
    if (instantiated) {
        ro->cmp->graph = *g;
        *g = NULL;
    }
    ro->cmp->comparable = comparable;
    t = ro->cmp->ops, ro->cmp->ops = ro->cmp->new_ops, ro->cmp->new_ops = t;
}
/* After exec was updated from a step whose `nodes` nodes are its kept
   calls: each call given the node of exec's graph at its position (the
   update pairs nodes in the order they were made, and keeps exec's
   topology): the node of exec's call there when exec's step was comparable
   (no driver call), else found in the graph exec was instantiated from. 1
   when every call has its node. */
CUDACORE__PRIVATE int cudacore__recorder_nodes_of_exec(cudacore__recorder_obj *ro, size_t nodes, size_t edges) {
    cudacore__recorder_compare *c = ro->cmp;
    size_t i;
    if (!c->comparable || c->ops.n != nodes) return c->graph && cudacore__recorder_chain(ro, nodes, edges);
    for (i = 0; i < nodes; i++) c->new_ops.v[i].node = c->ops.v[i].node;
    return 1;
}

/* A captured step's graph *g, in the stream's context: exec updated in
   place or instantiated anew, then launched on the stream. *outcome for
   NVTX. update_changed_nodes: the step's calls kept, with their nodes when
   they are all of g's and g is one chain (g too, when it was instantiated:
   *g is then NULL), so that later steps may be compared. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_apply(cudacore__recorder_obj *ro, const cudacore__strm *st, cudacore_CUgraph *g,
                                                           const char **outcome, const char *call) {
    cudacore_CUgraphExecUpdateResultInfo ri;
    size_t nodes, edges;
    int memory_nodes, same, walked, counted;
    cudacore_result r = cudacore__recorder_topology(ro, *g, st->ctx, &nodes, &edges, &memory_nodes, &same, &walked, call);
    if (r != CUDACORE_SUCCESS) return r;
    counted = ro->cmp && ro->cmp->new_complete && ro->cmp->new_ops.n == nodes; /* every node is a kept call's */
    if (same && cudacore__exec_update(ro->exec, *g, &ri, call) == CUDACORE_SUCCESS) {
        ro->updated++;
        ro->in_a_row = 0;
        *outcome = "updated";
        if (ro->cmp) cudacore__recorder_keep_ops(ro, g, counted && cudacore__recorder_nodes_of_exec(ro, nodes, edges), 0);
    } else {
        if (same) { /* refused by the driver (node kinds changed at the same counts): from now on they are compared first */
            ro->updates_refused++;
            ro->check_node_kinds = 1;
        }
        if (!walked && (r = cudacore__recorder_node_kinds(ro, *g, nodes, edges, &memory_nodes, call)) != CUDACORE_SUCCESS) return r;
        if ((r = cudacore__recorder_instantiate(ro, *g, st->ctx, nodes, edges, memory_nodes, call)) != CUDACORE_SUCCESS) return r;
        *outcome = "instantiated";
        if (ro->cmp) cudacore__recorder_keep_ops(ro, g, counted && cudacore__recorder_chain(ro, nodes, edges), 1);
    }
    if ((r = CUDACORE__CU_CALL(cuGraphLaunch, (ro->exec, st->cs))) != CUDACORE_SUCCESS) return r;
    if (ro->key_size && !ro->plain_left) /* (graphs going off: no key to compare, see key_len) */
        ro->key_len = ro->key_size <= sizeof ro->key.word ? (unsigned char)ro->key_size : (unsigned char)CUDACORE__KEY_ON_HEAP;
    return CUDACORE_SUCCESS;
}

/* (Debug builds, update_changed_nodes.) A compared step whose capture held
   work issued around cudacore: refused, exec forgotten (some of its nodes
   were set for a step that does not run). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_foreign(cudacore__recorder_obj *ro, const char *call) {
    size_t n = ro->cmp->foreign;
    cudacore__recorder_forget(ro);
    ro->refused++;
    return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call,
                          "recorder '%s' (update_changed_nodes): %lu operation%s reached the step's stream around cudacore (a raw driver call?); "
                          "a release build would have run %s at once, out of the step: the step's work did not run",
                          ro->name, (unsigned long)n, n == 1 ? "" : "s", n == 1 ? "it" : "them");
}

/* Ends the capture of a step, in the stream's context. *outcome for NVTX. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_finish(cudacore__recorder_obj *ro, const cudacore__strm *st, const char **outcome, const char *call) {
    cudacore_CUgraph g = NULL;
    cudacore_CUresult cr = CUDACORE__CU(cuStreamEndCapture)(st->cs, &g);
    cudacore_result r;
    if ((int)cr != 0) {
        if (g) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
        ro->refused++;
        *outcome = "refused";
        r = cudacore__capture_fail(cr, 1, call, __LINE__);
        cudacore__append_detail("recorder '%s': the step's work did not run; the stream is no longer capturing\n", ro->name);
        cudacore__recorder_one_more_in_a_row(ro);
        return r;
    }
    if (CUDACORE__UNLIKELY(ro->cmp && ro->cmp->foreign)) { /* (debug builds: a compared step fell back after work around cudacore) */
        CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
        *outcome = "refused";
        return cudacore__recorder_foreign(ro, call);
    }
    r = cudacore__recorder_apply(ro, st, &g, outcome, call);
    if (g) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
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
CUDACORE__HOT_INLINE cudacore_result cudacore__recorder_launch_as_is(cudacore__recorder_obj *ro, cudacore_CUstream cs, int *issue) {
    cudacore_result r;
    if ((r = CUDACORE__CU_CALL(cuGraphLaunch, (ro->exec, cs))) != CUDACORE_SUCCESS) return r;
    ro->step = CUDACORE__STEP_AS_IS;
    *issue = 0;
    return CUDACORE_SUCCESS;
}

/*--- Steps compared, not captured (desc.update_changed_nodes) ---------------
   Every captured step of such a recorder keeps, call by call, what each
   cudacore launch, copy, fill and host function on its stream made
   (new_ops: the call and
   the node the capture made of it, read from the capture's state). When
   those calls are all of the graph's nodes (comparable), a later step with
   a changed key is not captured: each such call is compared with the node
   at its position; a kernel whose arguments or shape changed has its node
   set in exec (cuGraphExecKernelNodeSetParams), an equal call costs the
   comparison, and the end launches exec. The first call that is not its
   node's (another kernel, kind or count, a changed copy, fill or host
   function, any other call on the stream) makes the step captured from there: the capture
   begins, the calls compared so far are issued again into it from what
   they were (this step's values), and the call at hand goes on captured,
   so nothing is issued twice and nothing is lost. The stream knows its
   step (its step field) so that these calls find the recorder.
   Debug builds capture a compared step too: what the stream's capture
   holds at its end was issued around cudacore (a raw driver call), which a
   release build would have run at once; the step is refused. */

/* Whether the n bytes of an argument at a and b are equal: one load each
   for 8 and 4 bytes (most arguments), else as the key's comparisons. */
CUDACORE__HOT_INLINE int cudacore__same_value(const void *a, const void *b, size_t n) {
    uint64_t x, y;
    uint32_t u, v;
    if (n == 8) {
        memcpy(&x, a, 8), memcpy(&y, b, 8);
        return x == y;
    }
    if (n == 4) {
        memcpy(&u, a, 4), memcpy(&v, b, 4);
        return u == v;
    }
    if (n - 1 < 8) return cudacore__key_word(a, n) == cudacore__key_word(b, n);
    return !n || cudacore__same_words((const unsigned char *)a, (const unsigned char *)b, n);
}
/* Whether two launch configs are the same bytes (no padding in them: a
   memcmp of a constant size, which compilers expand inline). */
CUDACORE__STATIC_ASSERT(sizeof(cudacore_launch_config) == 48 + sizeof(size_t), launch_config_has_no_padding);
CUDACORE__HOT_INLINE int cudacore__same_config(const cudacore_launch_config *a, const cudacore_launch_config *b) { return !memcmp(a, b, sizeof *a); }

/* Room for one more call of the step being captured, with `bytes` bytes of
   arguments at *at; NULL when there is none (the step then is not compared
   later: new_complete 0). */
CUDACORE__PRIVATE cudacore__step_op *cudacore__recorder_new_op(cudacore__recorder_obj *ro, size_t bytes, unsigned char **at) {
    cudacore__step_ops *o = &ro->cmp->new_ops;
    cudacore__step_op *op;
    if (CUDACORE__UNLIKELY(!ro->cmp->new_complete)) return NULL;
    if (CUDACORE__UNLIKELY(o->n == o->cap || o->num_bytes + bytes > o->bytes_cap) && /* (room is made only by steps larger than any before) */
        (cudacore__grow(&o->v, &o->cap, o->n, o->n + 1, sizeof *o->v, 16, NULL) != CUDACORE_SUCCESS ||
         cudacore__grow(&o->bytes, &o->bytes_cap, o->num_bytes, o->num_bytes + bytes, 1, 256, NULL) != CUDACORE_SUCCESS)) {
        ro->cmp->new_complete = 0;
        return NULL;
    }
    op = &o->v[o->n]; /* (its fields are the noting call's to set: a launch's or a work's) */
    op->bytes = o->num_bytes;
    op->num_args = 0;
    *at = o->bytes + o->num_bytes;
    return op;
}
/* The call just captured, as op (with `bytes` bytes of arguments), kept;
   its node is found when the capture ends (cudacore__recorder_chain). */
CUDACORE__PRIVATE void cudacore__recorder_keep_op(cudacore__recorder_obj *ro, cudacore__step_op *op, size_t bytes) {
    op->node = NULL;
    ro->cmp->new_ops.n++;
    ro->cmp->new_ops.num_bytes += bytes;
}


/* The sizes of kernel k's n parameters, for a launch in the void ** form:
   learnt once per recorder (cudacore__kernel_params); NULL when they are
   unknown or not n. */
CUDACORE__PRIVATE const uint32_t *cudacore__recorder_param_sizes(cudacore__recorder_compare *c, uint64_t k, size_t n) {
    size_t i, sizes[64];
    cudacore__kernel_sizes *e = NULL;
    for (i = 0; i < c->num_sizes && !e; i++)
        if (c->sizes[i].kernel == k) e = &c->sizes[i];
    if (!e) {
        const cudacore__kernel_obj *ko = (const cudacore__kernel_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], k);
        if (!ko || cudacore__grow(&c->sizes, &c->sizes_cap, c->num_sizes, c->num_sizes + 1, sizeof *c->sizes, 4, NULL) != CUDACORE_SUCCESS) return NULL;
        e = &c->sizes[c->num_sizes++];
        e->kernel = k;
        e->n = cudacore__kernel_params(ko, NULL, sizes, 64);
        for (i = 0; e->n > 0 && i < (size_t)e->n && i < 64; i++) e->size[i] = (uint32_t)sizes[i];
        if (e->n > 64) e->n = -1;
    }
    return e->n >= 0 && (size_t)e->n == n ? e->size : NULL;
}

/* n bytes from `from` to `to`: an argument's value (most are 4 or 8 bytes:
   one load and store, not a call). */
CUDACORE__HOT_INLINE void cudacore__copy_value(unsigned char *to, const void *from, size_t n) {
    if (n == 8) {
        uint64_t v;
        memcpy(&v, from, 8);
        memcpy(to, &v, 8);
    } else if (n == 4) {
        uint32_t v;
        memcpy(&v, from, 4);
        memcpy(to, &v, 4);
    } else memcpy(to, from, n);
}

/* A kernel launch just captured: kept (kernel, config, argument sizes and
   values), with its node's parameters when exec's call at the same position
   has them for the same kernel and config in the same context (a step
   captured again with its shape); else they are made when the node is
   first set (cudacore__recorder_set_kernel). A launch whose argument sizes
   are not known (the void ** form of a kernel whose code has no parameter
   table) or that asks for programmatic dependent launch (no node
   parameter) is not kept: the step is not compared later. This runs for
   every launch of a captured step: no driver call, no allocation (room is
   made only by steps larger than any before). */
CUDACORE__PRIVATE void cudacore__recorder_note_kernel(cudacore__recorder_obj *ro, const cudacore__strm *st, const cudacore_launch_config *cfg,
                                                      cudacore_kernel k, void **args, const cudacore_arg *sized, size_t n) {
    cudacore__recorder_compare *c = ro->cmp;
    const cudacore__step_op *was = c->new_ops.n < c->ops.n ? &c->ops.v[c->new_ops.n] : NULL;
    const uint32_t *sizes = NULL;
    uint32_t given[64];
    cudacore__step_op *op;
    unsigned char *at;
    size_t i, bytes = 4 * n;
    if (!c->new_complete) return;
    if (cfg->programmatic_dependent_launch || n > 64) {
        c->new_complete = 0;
        return;
    }
    if (sized) {
        for (i = 0; i < n; i++) given[i] = (uint32_t)sized[i].size;
        sizes = given;
    } else if (n && !(sizes = cudacore__recorder_param_sizes(c, k.id, n))) {
        c->new_complete = 0;
        return;
    }
    for (i = 0; i < n; i++) bytes += sizes[i];
    if (!(op = cudacore__recorder_new_op(ro, bytes, &at))) return;
    if (n) memcpy(at, sizes, 4 * n);
    op->args_4_or_8 = 1;
    op->wide = 0;
    for (at += 4 * n, i = 0; i < n; i++) {
        cudacore__copy_value(at, args[i], sizes[i]);
        at += sizes[i];
        op->args_4_or_8 &= sizes[i] == 4 || sizes[i] == 8;
        op->wide |= (uint64_t)(sizes[i] == 8) << i;
    }
    op->kind = CUDACORE__CALL_LAUNCH;
    op->kernel = k.id;
    op->num_args = n;
    op->cfg = *cfg;
    op->p_ready = was && was->p_ready && was->kind == CUDACORE__CALL_LAUNCH && was->kernel == k.id && st->ctx == ro->ctx &&
                  cudacore__same_config(&was->cfg, cfg);
    if (op->p_ready) op->p = was->p;
    cudacore__recorder_keep_op(ro, op, bytes);
}

/* A copy, fill or host function just captured: kept. */
CUDACORE__PRIVATE void cudacore__recorder_note_work(cudacore__recorder_obj *ro, const cudacore__stream_op *m) {
    unsigned char *at;
    cudacore__step_op *op = cudacore__recorder_new_op(ro, 0, &at);
    if (!op) return;
    op->kind = CUDACORE__CALL_WORK;
    op->m = *m;
    cudacore__recorder_keep_op(ro, op, 0);
}

/* Op (of ops) issued again on st, as its call issued it (a launch through
   cudacore__launch, its arguments from the byte store). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_reissue(cudacore__recorder_obj *ro, const cudacore__strm *st, const cudacore__step_op *op,
                                                             const char *call) {
    const unsigned char *at = ro->cmp->ops.bytes + op->bytes + 4 * op->num_args;
    cudacore_kernel k;
    cudacore_result r;
    size_t i;
    if (op->kind == CUDACORE__CALL_WORK) return cudacore__stream_op_issue(st, &op->m);
    if ((r = cudacore__grow(&ro->cmp->argv, &ro->cmp->argv_cap, 0, op->num_args, sizeof *ro->cmp->argv, 16, call)) != CUDACORE_SUCCESS) return r;
    for (i = 0; i < op->num_args; i++) {
        uint32_t size;
        memcpy(&size, ro->cmp->ops.bytes + op->bytes + 4 * i, 4);
        ro->cmp->argv[i] = (void *)(uintptr_t)at;
        at += size;
    }
    k.id = op->kernel;
    return cudacore__launch(st, &op->cfg, k, op->num_args ? ro->cmp->argv : NULL, NULL, op->num_args, call);
}

/* The step under way captures from now (its stream st): the step's
   ops so far were compared, so new_ops starts over. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_begin_capture(cudacore__recorder_obj *ro, const cudacore__strm *st, const char *call) {
    cudacore_capture_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.mode = ro->capture_mode;
    if (ro->cmp) {
        ro->cmp->new_ops.n = ro->cmp->new_ops.num_bytes = 0;
        ro->cmp->new_complete = 1;
        ro->cmp->foreign = 0;
    }
    return cudacore__begin_capture(st->cs, &cd, call);
}
/* A changed step that is not compared begins its capture: its calls kept,
   unless compared steps kept falling back (see above). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_begin_changed(cudacore__recorder_obj *ro, const cudacore__strm *st, const char *call) {
    cudacore_result r = cudacore__recorder_begin_capture(ro, st, call);
    if (r != CUDACORE_SUCCESS || !ro->cmp || !ro->cmp->unkept_left) return r;
    ro->cmp->unkept_left--;
    ro->cmp->unkept++;
    ro->cmp->new_complete = 0;
    return CUDACORE_SUCCESS;
}

/* How many nodes the capture under way on st holds (debug builds: a
   compared step's capture holds what reached the stream around cudacore). */
CUDACORE__PRIVATE size_t cudacore__recorder_captured_nodes(const cudacore__strm *st) {
    cudacore_CUstreamCaptureStatus status = CUDACORE_CU_STREAM_CAPTURE_STATUS_NONE;
    cudacore_CUgraph g = NULL;
    const cudacore_CUgraphNode *deps = NULL;
    size_t n = 0, deps_n = 0;
    if (cudacore__capture_state(st, &status, NULL, &g, &deps, &deps_n) != CUDACORE_SUCCESS || !g) return 0;
    if ((int)CUDACORE__CU(cuGraphGetNodes)(g, NULL, &n) != 0) return 0;
    return n;
}

/* A compared step meets a call that is not its node's: captured from here
   (see above). In a debug build the capture is on already: what it holds
   so far was issued around cudacore. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_fall_back(cudacore__recorder_obj *ro, const cudacore__strm *st, const char *call) {
    cudacore_result r;
    size_t i;
#ifdef CUDACORE_DEBUG
    ro->cmp->foreign += cudacore__recorder_captured_nodes(st);
    ro->cmp->new_ops.n = ro->cmp->new_ops.num_bytes = 0;
    ro->cmp->new_complete = 1;
#else
    if ((r = cudacore__recorder_begin_capture(ro, st, call)) != CUDACORE_SUCCESS) return r;
#endif
    ro->step = CUDACORE__STEP_CAPTURING;
    ro->cmp->fell_back++;
    /* (a program that sets arguments by index launches as is between changes of shape: not a shape that keeps changing) */
    ro->cmp->fell_back_in_a_row = ro->as_is == ro->cmp->fell_back_as_is ? ro->cmp->fell_back_in_a_row + 1 : 1;
    ro->cmp->fell_back_as_is = ro->as_is;
    if (ro->cmp->fell_back_in_a_row >= CUDACORE__FALLBACKS_IN_A_ROW) ro->cmp->unkept_left = CUDACORE__UNKEPT_STEPS;
    for (i = 0; i < ro->cmp->at; i++) {
        cudacore__step_op *op = &ro->cmp->ops.v[i];
        unsigned char *at;
        cudacore__step_op *kept;
        size_t bytes = op->kind == CUDACORE__CALL_LAUNCH ? 4 * op->num_args : 0, j;
        for (j = 0; j < op->num_args; j++) {
            uint32_t size;
            memcpy(&size, ro->cmp->ops.bytes + op->bytes + 4 * j, 4);
            bytes += size;
        }
        if ((r = cudacore__recorder_reissue(ro, st, op, call)) != CUDACORE_SUCCESS) return r;
        if ((kept = cudacore__recorder_new_op(ro, bytes, &at)) != NULL) {
            size_t where = kept->bytes;
            *kept = *op;
            kept->bytes = where;
            memcpy(at, ro->cmp->ops.bytes + op->bytes, bytes);
            cudacore__recorder_keep_op(ro, kept, bytes);
        }
    }
    return CUDACORE_SUCCESS;
}

/* A call on the stream of a recorder's step that the step does not compare
   (anything but launches, copies, fills and host functions): a compared
   step is captured
   from here (see cudacore__stream_get_other). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_uncompared_call(struct cudacore__recorder_obj *ro, const cudacore__strm *st, const char *call) {
    if (ro->step != CUDACORE__STEP_COMPARING) return CUDACORE_SUCCESS;
    return cudacore__recorder_fall_back(ro, st, call);
}

/* Whether a changed config may be set on the node: the same attributes
   (cluster shape, cooperative, priority), which a node's parameters do
   not carry. */
CUDACORE__PRIVATE int cudacore__same_attributes(const cudacore_launch_config *a, const cudacore_launch_config *b) {
    return a->cluster[0] == b->cluster[0] && a->cluster[1] == b->cluster[1] && a->cluster[2] == b->cluster[2] && a->cooperative == b->cooperative &&
           a->priority == b->priority && a->programmatic_dependent_launch == b->programmatic_dependent_launch;
}

/* A launch of op's kernel (of ops) whose arguments or config changed
   (a compared launch, cudacore__recorder_match_launch; or
   cudacore_recorder_set_kernel_args; reconfigured: cfg is not op's): its
   node set in exec and its values (and config) kept for the next step's
   comparison. In the recorder's context: a compared step's stream is in it.
   Inline in its two forms below. */
CUDACORE__HOT_INLINE cudacore_result cudacore__recorder_set_kernel_in(cudacore__recorder_obj *ro, cudacore__step_op *op, const cudacore_launch_config *cfg,
                                                                      void **args, const cudacore_arg *sized, size_t n, int reconfigured, const char *call) {
    unsigned char *sizes = ro->cmp->ops.bytes + op->bytes, *values = sizes + 4 * n;
    cudacore_result r;
    size_t i;
    if (!op->p_ready || reconfigured) { /* the node's parameters from the launch config's builder, as a node gets them */
        cudacore_CUDA_KERNEL_NODE_PARAMS_v2 p;
        cudacore_CUlaunchAttribute attrs[CUDACORE__LAUNCH_ATTRS]; /* (the same as the node's: cudacore__same_attributes) */
        cudacore_kernel k;
        unsigned na = 0;
        k.id = op->kernel;
        if ((r = cudacore__kernel_node_params(cfg, k, args, sized, n, ro->ctx, &p, attrs, &na, call)) != CUDACORE_SUCCESS) return r;
        op->p = p;
        op->cfg = *cfg;
        op->p_ready = 1;
    }
    op->p.kernelParams = n ? args : NULL; /* (the caller's values, read by the call; not kept) */
    r = cudacore__exec_kernel_node_set(ro->exec, op->node, &op->p);
    op->p.kernelParams = NULL;
    if (r != CUDACORE_SUCCESS) return r;
    for (i = 0; i < n; i++) { /* the values kept for the next step's comparison */
        uint32_t size;
        memcpy(&size, sizes + 4 * i, 4);
        cudacore__copy_value(values, args[i], size);
        values += size;
    }
    ro->cmp->nodes_set++;
    return CUDACORE_SUCCESS;
}
CUDACORE__RARE cudacore_result cudacore__recorder_set_kernel(cudacore__recorder_obj *ro, cudacore__step_op *op, const cudacore_launch_config *cfg,
                                                             void **args, const cudacore_arg *sized, size_t n, int reconfigured, const char *call) {
    return cudacore__recorder_set_kernel_in(ro, op, cfg, args, sized, n, reconfigured, call);
}
/* cudacore_launch's compared launch whose arguments changed (its config
   did not): its node set, and the step goes on. */
CUDACORE__RARE cudacore_result cudacore__recorder_set_changed(cudacore__recorder_obj *ro, const cudacore_launch_config *cfg, void **args, size_t n) {
    cudacore_result r = cudacore__recorder_set_kernel_in(ro, &ro->cmp->ops.v[ro->cmp->at], cfg, args, NULL, n, 0, "cudacore_launch");
    if (r == CUDACORE_SUCCESS) ro->cmp->at++;
    return r;
}
/* Whether the n arguments at args (with their sizes, sized forms) are the
   values kept at `values`, each of 4 or 8 bytes (bit i of wide set:
   argument i is 8): per argument one load of each side and an exclusive
   or, one test at the end (a compared launch's common case;
   cudacore__same_args is the general one). -1: an argument is missing or
   not its kept size. */
CUDACORE__HOT_INLINE int cudacore__same_args_4_or_8(void **args, const cudacore_arg *sized, size_t n, uint64_t wide, const unsigned char *values) {
    uint64_t diff = 0;
    size_t i;
    for (i = 0; i < n; i++, wide >>= 1) {
        uint64_t x, y;
        if (!args[i] || (sized && sized[i].size != 4 + 4 * (wide & 1))) return -1;
        if (wide & 1) {
            memcpy(&x, args[i], 8), memcpy(&y, values, 8);
            values += 8;
        } else {
            uint32_t u, v;
            memcpy(&u, args[i], 4), memcpy(&v, values, 4);
            x = u, y = v;
            values += 4;
        }
        diff |= x ^ y;
    }
    return diff == 0;
}
/* Whether the n arguments at args (with their sizes, sized forms) are the
   values kept at `kept` (n 4-byte sizes, then the values). -1: an argument
   is missing or not its kept size. */
CUDACORE__RARE int cudacore__same_args(void **args, const cudacore_arg *sized, size_t n, const unsigned char *kept) {
    const unsigned char *values = kept + 4 * n;
    size_t i;
    int same = 1;
    for (i = 0; i < n; i++) {
        uint32_t size;
        memcpy(&size, kept + 4 * i, 4);
        if (!args[i] || (sized && sized[i].size != size)) return -1;
        same &= cudacore__same_value(args[i], values, size);
        values += size;
    }
    return same;
}
/* A launch compared with the node at the compared step's position: not
   its node's (another kernel, argument count or sizes, or a changed cluster
   shape, cooperative flag or priority, which a node's parameters do not
   carry), its node's with the same config and argument bytes, its node's
   with other argument bytes, or with another config (the node is set).
   first_look: a launch of 4- and 8-byte arguments and the same config is
   told apart, anything else is CUDACORE__NOT_ITS_NODE for a second look
   without first_look (cudacore__recorder_launch: the first look needs no
   frame). Inline: the equal launch is a compared step's common call. */
enum { CUDACORE__NOT_ITS_NODE, CUDACORE__ITS_NODE, CUDACORE__ITS_NODE_CHANGED, CUDACORE__ITS_NODE_RECONFIGURED };
CUDACORE__HOT_INLINE int cudacore__recorder_match_launch(const cudacore__recorder_obj *ro, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                         void **args, const cudacore_arg *sized, size_t n, int first_look) {
    const cudacore__recorder_compare *c = ro->cmp;
    const cudacore__step_op *op;
    const unsigned char *kept;
    int same_config, same;
    if (ro->step != CUDACORE__STEP_COMPARING || c->at >= c->ops.n) return CUDACORE__NOT_ITS_NODE;
    op = &c->ops.v[c->at];
    if (op->kind != CUDACORE__CALL_LAUNCH || op->kernel != k.id || op->num_args != n || !cfg || (n && !args)) return CUDACORE__NOT_ITS_NODE;
    if (!cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], k.id)) return CUDACORE__NOT_ITS_NODE;
    same_config = cudacore__same_config(cfg, &op->cfg);
    if (first_look ? !same_config : !same_config && !cudacore__same_attributes(cfg, &op->cfg)) return CUDACORE__NOT_ITS_NODE;
    kept = c->ops.bytes + op->bytes;
    if (op->args_4_or_8) same = cudacore__same_args_4_or_8(args, sized, n, op->wide, kept + 4 * n);
    else if (first_look) return CUDACORE__NOT_ITS_NODE;
    else same = cudacore__same_args(args, sized, n, kept);
    if (same < 0) return CUDACORE__NOT_ITS_NODE;
    if (!same_config) return CUDACORE__ITS_NODE_RECONFIGURED;
    return same ? CUDACORE__ITS_NODE : CUDACORE__ITS_NODE_CHANGED;
}
/* Any launch on the stream of the step under way but an equal compared
   one of 4- and 8-byte arguments (match: the first look's): its node's
   (equal, or the node set), or the compared step falls back to a capture
   and it is launched, or it is captured and kept. */
CUDACORE__RARE cudacore_result cudacore__recorder_other_launch(struct cudacore__recorder_obj *ro, const cudacore__strm *st,
                                                                const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                                const cudacore_arg *sized, size_t num_args, int match, const char *call) {
    cudacore_result r;
    if (match == CUDACORE__NOT_ITS_NODE) match = cudacore__recorder_match_launch(ro, cfg, k, args, sized, num_args, 0);
    if (match == CUDACORE__ITS_NODE) {
        ro->cmp->at++;
        return CUDACORE_SUCCESS;
    }
    if (match != CUDACORE__NOT_ITS_NODE) {
        if ((r = cudacore__recorder_set_kernel(ro, &ro->cmp->ops.v[ro->cmp->at], cfg, args, sized, num_args, match == CUDACORE__ITS_NODE_RECONFIGURED,
                                               call)) == CUDACORE_SUCCESS)
            ro->cmp->at++;
        return r;
    }
    if (ro->step == CUDACORE__STEP_COMPARING && (r = cudacore__recorder_fall_back(ro, st, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__launch(st, cfg, k, args, sized, num_args, call);
    if (r == CUDACORE_SUCCESS && ro->step == CUDACORE__STEP_CAPTURING) cudacore__recorder_note_kernel(ro, st, cfg, k, args, sized, num_args);
    return r;
}
/* cudacore_launch's and cudacore_launch_sized's launch on the stream of a
   recorder's step (launch.c; sized: the latter's arguments, their values
   at args): inline in each, whose first looks differ. */
CUDACORE__HOT_INLINE cudacore_result cudacore__recorder_launch_in(struct cudacore__recorder_obj *ro, const cudacore__strm *st,
                                                                  const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                                  const cudacore_arg *sized, size_t num_args) {
    int match = cudacore__recorder_match_launch(ro, cfg, k, args, sized, num_args, 1);
    if (CUDACORE__LIKELY(match == CUDACORE__ITS_NODE)) {
        ro->cmp->at++;
        return CUDACORE_SUCCESS;
    }
    if (match == CUDACORE__ITS_NODE_CHANGED && !sized) return cudacore__recorder_set_changed(ro, cfg, args, num_args);
    return cudacore__recorder_other_launch(ro, st, cfg, k, args, sized, num_args, match, sized ? "cudacore_launch_sized" : "cudacore_launch");
}
CUDACORE__PRIVATE cudacore_result cudacore__recorder_launch(struct cudacore__recorder_obj *ro, const cudacore__strm *st, const cudacore_launch_config *cfg,
                                                            cudacore_kernel k, void **args, size_t num_args) {
    return cudacore__recorder_launch_in(ro, st, cfg, k, args, NULL, num_args);
}
CUDACORE__PRIVATE cudacore_result cudacore__recorder_launch_sized(struct cudacore__recorder_obj *ro, const cudacore__strm *st,
                                                                  const cudacore_launch_config *cfg, cudacore_kernel k, void **vals,
                                                                  const cudacore_arg *args, size_t num_args) {
    return cudacore__recorder_launch_in(ro, st, cfg, k, vals, args, num_args);
}

/* Whether work a is b (a copy or fill: the same kind, addresses, size and
   value; a host function: the same function and argument). */
CUDACORE__PRIVATE int cudacore__same_work(const cudacore__stream_op *a, const cudacore__stream_op *b) {
    if (a->kind == CUDACORE__OP_HOST_FUNC) return b->kind == CUDACORE__OP_HOST_FUNC && a->fn == b->fn && a->user == b->user;
    return a->kind == b->kind && a->dst == b->dst && a->src == b->src && a->count == b->count && a->value == b->value;
}

CUDACORE__PRIVATE cudacore_result cudacore__recorder_stream_op(struct cudacore__recorder_obj *ro, const cudacore__strm *st, const cudacore__stream_op *m,
                                                            const char *call) {
    cudacore_result r;
    if (ro->step == CUDACORE__STEP_COMPARING) {
        const cudacore__step_op *op = ro->cmp->at < ro->cmp->ops.n ? &ro->cmp->ops.v[ro->cmp->at] : NULL;
        if (op && op->kind == CUDACORE__CALL_WORK && cudacore__same_work(m, &op->m)) {
            ro->cmp->at++;
            return CUDACORE_SUCCESS;
        }
        if ((r = cudacore__recorder_fall_back(ro, st, call)) != CUDACORE_SUCCESS) return r;
    }
    r = cudacore__stream_op_issue(st, m);
    if (r == CUDACORE_SUCCESS && ro->step == CUDACORE__STEP_CAPTURING) cudacore__recorder_note_work(ro, m);
    return r;
}

/* The stream object of the step under way, when the step's calls go
   through the recorder (compared, or captured with update_changed_nodes):
   tied to the recorder (so->step) at the begin, untied at the close. */
CUDACORE__PRIVATE void cudacore__recorder_tie(cudacore__recorder_obj *ro, uint64_t stream, int tie) {
    cudacore__stream_obj *so = (cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], stream);
    if (!so) return;
    if (tie) so->step = ro;
    else if (so->step == ro) so->step = NULL;
}

/* A step that compares from its begin on st (exec's graph is all its
   calls, in the stream's context). Debug builds capture it as well. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_begin_compared(cudacore__recorder_obj *ro, const cudacore__strm *st, const char *call) {
    ro->cmp->at = 0;
    ro->cmp->foreign = 0;
#ifdef CUDACORE_DEBUG
    {
        cudacore_result r = cudacore__recorder_begin_capture(ro, st, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
#else
    (void)st, (void)call;
#endif
    ro->step = CUDACORE__STEP_COMPARING;
    ro->thread = &cudacore__cur;
    return CUDACORE_SUCCESS;
}

/* The end of a compared step on st: a step that issued fewer calls than
   exec's is captured (its calls issued again) and finished as captured
   (*captured 1); else exec, its changed nodes set, is launched. In a debug
   build, a capture that holds anything refuses the step. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_compared_end(cudacore__recorder_obj *ro, const cudacore__strm *st, int *captured, const char *call) {
    cudacore_result r;
    *captured = 0;
    if (ro->cmp->at != ro->cmp->ops.n) {
        *captured = 1;
        return cudacore__recorder_fall_back(ro, st, call);
    }
#ifdef CUDACORE_DEBUG
    {
        cudacore_CUgraph g = NULL;
        size_t n = 0;
        cudacore_CUresult cr = CUDACORE__CU(cuStreamEndCapture)(st->cs, &g);
        if ((int)cr == 0 && g) {
            if ((int)CUDACORE__CU(cuGraphGetNodes)(g, NULL, &n) != 0) n = 0;
            CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
        }
        ro->cmp->foreign += n;
        if ((int)cr != 0) {
            cudacore__recorder_forget(ro);
            ro->refused++;
            return cudacore__capture_fail(cr, 1, call, __LINE__);
        }
        if (ro->cmp->foreign) return cudacore__recorder_foreign(ro, call);
    }
#endif
    if ((r = CUDACORE__CU_CALL(cuGraphLaunch, (ro->exec, st->cs))) != CUDACORE_SUCCESS) return r;
    ro->cmp->compared++;
    ro->cmp->fell_back_in_a_row = 0;
    ro->in_a_row = 0;
    if (ro->key_size) ro->key_len = ro->key_size <= sizeof ro->key.word ? (unsigned char)ro->key_size : (unsigned char)CUDACORE__KEY_ON_HEAP;
    return CUDACORE_SUCCESS;
}

/* A step's start, in the stream's context: plain, launched as is, or captured
   (the key kept for the end). */
CUDACORE__RARE cudacore_result cudacore__recorder_capture(cudacore__recorder_obj *ro, const cudacore__strm *st, const void *key, size_t key_size,
                                                         const char *call);
CUDACORE__PRIVATE cudacore_result cudacore__recorder_open(cudacore__recorder_obj *ro, const cudacore__strm *st, const void *key, size_t key_size,
                                                          int *issue, const char *call) {
    if (!ro->plain_left && key_size && st->ctx == ro->ctx && cudacore__recorder_same_key(ro, key, key_size))
        return cudacore__recorder_launch_as_is(ro, st->cs, issue);
    return cudacore__recorder_capture(ro, st, key, key_size, call);
}
/* A step that is not launched as is: plain (graphs are off) or captured. */
CUDACORE__RARE cudacore_result cudacore__recorder_capture(cudacore__recorder_obj *ro, const cudacore__strm *st, const void *key, size_t key_size,
                                                         const char *call) {
    cudacore_result r;
    if (ro->plain_left) {
        if (ro->exec) cudacore__recorder_forget(ro); /* (graphs went off at the last step) */
        ro->step = CUDACORE__STEP_PLAIN;
        return CUDACORE_SUCCESS;
    }
    ro->key_len = 0;
    if ((r = cudacore__recorder_keep_key(ro, key, key_size, call)) != CUDACORE_SUCCESS) return r;
    if (ro->cmp && ro->cmp->comparable && !ro->cmp->unkept_left && st->ctx == ro->ctx &&
        cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], ro->stream))
        return cudacore__recorder_begin_compared(ro, st, call); /* (a default stream has no object: its calls could not find the recorder) */
    if ((r = cudacore__recorder_begin_changed(ro, st, call)) != CUDACORE_SUCCESS) return r;
    ro->step = CUDACORE__STEP_CAPTURING;
    ro->thread = &cudacore__cur;
    return CUDACORE_SUCCESS;
}

/* The full path of cudacore_recorder_begin: every check, in order. ro and
   so: the recorder and the stream as the fast path looked them up (NULL:
   r or s is no live object of its kind; last, so that the entry's
   arguments stay where they are). */
CUDACORE__RARE cudacore_result cudacore__recorder_begin_full(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, int *issue,
                                                             cudacore__recorder_obj *ro, const cudacore__stream_obj *so) {
    static const char *call = "cudacore_recorder_begin";
    cudacore__strm st = {NULL, NULL, -1};
    cudacore_result res;
    int pushed = 0;
    if (CUDACORE__UNLIKELY(!issue || (key_size && !key)))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "issue is NULL, or key is NULL with key_size %lu", (unsigned long)key_size);
    *issue = 1;
    if (!ro) return cudacore__bad_handle(CUDACORE_OBJECT_RECORDER, r.id, call);
    if (CUDACORE__UNLIKELY(ro->step != CUDACORE__STEP_NONE))
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s': a step is under way: end it (cudacore_recorder_end or _cancel) first",
                              ro->name);
    if ((res = cudacore__stream_of(so, s.id, &st, call)) != CUDACORE_SUCCESS) return res;
    res = cudacore__enter(&st.ctx, st.device, &pushed, call);
    if (CUDACORE__UNLIKELY(res != CUDACORE_SUCCESS)) return res;
    ro->nvtx = CUDACORE__UNLIKELY(CUDACORE__NVTX_ON()) ? (unsigned char)cudacore__nvtx_range_begin("%s", ro->name) : 0;
    ro->stream = s.id; /* (a step that compares looks its stream up) */
    res = cudacore__recorder_open(ro, &st, key, key_size, issue, call);
    if (pushed) cudacore__pop_device();
    if (CUDACORE__UNLIKELY(res != CUDACORE_SUCCESS)) {
        cudacore__recorder_close(ro, NULL);
        return res;
    }
    if (ro->cmp && ((ro->step == CUDACORE__STEP_CAPTURING && ro->cmp->new_complete) || ro->step == CUDACORE__STEP_COMPARING)) {
        cudacore__recorder_tie(ro, s.id, 1);
        ro->tied = 1;
    }
    return CUDACORE_SUCCESS;
}

/* The fast paths of begin and end, tried first: a step launched as is, on
   a created stream whose context cudacore made current on this thread (as
   the full path then pushes nothing), no NVTX tool listening (the full
   path's range and mark). Between two driver calls a wrapper's cost is
   mostly its code and data lines: these read the recorder's first line and
   the stream's, and share with the full paths the objects they looked up,
   the key's comparison (cudacore__recorder_same_key), the launch
   (cudacore__recorder_launch_as_is), the count (cudacore__recorder_as_is_
   ended) and the step's close. Anything else goes to the full paths, which
   check and report it. 1 when the fast path took the call, *res its
   result. ro and so: what cudacore__get found for r and s (maybe NULL). */
CUDACORE__HOT_INLINE int cudacore__recorder_begin_fast(cudacore__recorder_obj *ro, const cudacore__stream_obj *so, cudacore_stream s, const void *key,
                                                       size_t key_size, int *issue, cudacore_result *res) {
    if (CUDACORE__UNLIKELY(!(ro && so && issue && key && ro->step == CUDACORE__STEP_NONE && so->ctx == ro->ctx && cudacore__is_current(so->ctx) &&
                             !CUDACORE__NVTX_ON() && cudacore__recorder_same_key(ro, key, key_size))))
        return 0;
    *issue = 1;
    if (CUDACORE__LIKELY((*res = cudacore__recorder_launch_as_is(ro, so->native, issue)) == CUDACORE_SUCCESS)) ro->stream = s.id;
    return 1;
}
/* cudacore_recorder_begin on the objects of r and s, looked up by the caller. */
CUDACORE__HOT_INLINE cudacore_result cudacore__recorder_begin_on(cudacore__recorder_obj *ro, const cudacore__stream_obj *so, cudacore_recorder r,
                                                                 cudacore_stream s, const void *key, size_t key_size, int *issue) {
    cudacore_result res;
    if (CUDACORE__LIKELY(cudacore__recorder_begin_fast(ro, so, s, key, key_size, issue, &res))) return res;
    return cudacore__recorder_begin_full(r, s, key, key_size, issue, ro, so);
}

CUDACORE_API cudacore_result cudacore_recorder_begin(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, int *issue) {
    return cudacore__recorder_begin_on((cudacore__recorder_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_RECORDER], r.id),
                                       (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id), r, s, key,
                                       key_size, issue);
}

/* A capture begun in another thread, which this one may not end (the driver
   would refuse and, as driver 580 does, end the capture all the same). */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_elsewhere(const cudacore__recorder_obj *ro, const char *call) {
    if ((ro->step != CUDACORE__STEP_CAPTURING && ro->step != CUDACORE__STEP_COMPARING) || ro->capture_mode == CUDACORE_CU_STREAM_CAPTURE_MODE_RELAXED ||
        ro->thread == &cudacore__cur)
        return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call,
                          "recorder '%s': its step is captured in the thread that began it: end or cancel it there (capture mode RELAXED allows any thread)",
                          ro->name);
}

/* The step under way, checked to be on stream s and in its thread. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_on(const cudacore__recorder_obj *ro, cudacore_stream s, const char *call) {
    if (ro->step == CUDACORE__STEP_NONE)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s' has no step under way: call cudacore_recorder_begin first", ro->name);
    if (ro->stream != s.id)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s': its step began on another stream: end it on that one", ro->name);
    return cudacore__recorder_elsewhere(ro, call);
}

/* A step launched as is, ended: counted (in steps too, by get_info); the
   row of re-instantiations ends. */
CUDACORE__HOT_INLINE void cudacore__recorder_as_is_ended(cudacore__recorder_obj *ro) {
    ro->as_is++;
    ro->in_a_row = 0;
}

/* The full path of cudacore_recorder_end: every check, in order. slot: the
   recorder's slot as the fast path looked it up (NULL: r is no live
   recorder); the object is its payload. (Handed over as the slot, it costs
   the fast path nothing: the object's address would be computed before the
   fast path's branch.) */
CUDACORE__RARE cudacore_result cudacore__recorder_end_full(cudacore_recorder r, cudacore_stream s, cudacore__slot *slot) {
    static const char *call = "cudacore_recorder_end";
    cudacore__recorder_obj *ro = slot ? (cudacore__recorder_obj *)(void *)(slot + 1) : NULL;
    const char *outcome = "as is";
    cudacore_result res;
    if (!ro) return cudacore__bad_handle(CUDACORE_OBJECT_RECORDER, r.id, call);
    if (CUDACORE__UNLIKELY((res = cudacore__recorder_on(ro, s, call)) != CUDACORE_SUCCESS)) return res;
    if (ro->step == CUDACORE__STEP_AS_IS) {
        cudacore__recorder_as_is_ended(ro);
    } else if (ro->step == CUDACORE__STEP_PLAIN) {
        ro->plain++;
        if (ro->plain_left > 0) ro->plain_left--;
        outcome = "plain";
        ro->steps_issued++;
    } else {
        int pushed = 0, captured = 1;
        cudacore__strm st = {NULL, NULL, -1};
        struct cudacore__recorder_obj *tied;
        if ((res = cudacore__stream_get_step(s.id, &st, &tied, call)) != CUDACORE_SUCCESS) return res;
        res = cudacore__enter(&st.ctx, st.device, &pushed, call);
        if (res == CUDACORE_SUCCESS && ro->step == CUDACORE__STEP_COMPARING) {
            res = cudacore__recorder_compared_end(ro, &st, &captured, call);
            outcome = "compared";
        }
        if (res == CUDACORE_SUCCESS && captured) res = cudacore__recorder_finish(ro, &st, &outcome, call);
        if (pushed) cudacore__pop_device();
        ro->steps_issued += res == CUDACORE_SUCCESS;
    }
    cudacore__recorder_close(ro, outcome);
    return res;
}

/* (See cudacore__recorder_begin_fast.) */
CUDACORE__HOT_INLINE int cudacore__recorder_end_fast(cudacore__recorder_obj *ro, cudacore_stream s) {
    if (CUDACORE__UNLIKELY(!(ro && ro->step == CUDACORE__STEP_AS_IS && ro->stream == s.id && !ro->nvtx))) return 0;
    cudacore__recorder_as_is_ended(ro);
    cudacore__recorder_close(ro, "as is");
    return 1;
}
/* cudacore_recorder_end on the object of r, looked up by the caller. */
CUDACORE__HOT_INLINE cudacore_result cudacore__recorder_end_on(cudacore__recorder_obj *ro, cudacore_recorder r, cudacore_stream s) {
    if (CUDACORE__LIKELY(cudacore__recorder_end_fast(ro, s))) return CUDACORE_SUCCESS;
    return cudacore__recorder_end_full(r, s, ro ? (cudacore__slot *)(void *)ro - 1 : NULL);
}

CUDACORE_API cudacore_result cudacore_recorder_end(cudacore_recorder r, cudacore_stream s) {
    return cudacore__recorder_end_on((cudacore__recorder_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_RECORDER], r.id), r, s);
}

/* Whether the step under way holds a capture open (a compared step does in
   debug builds). */
CUDACORE__PRIVATE int cudacore__recorder_capturing(const cudacore__recorder_obj *ro) {
#ifdef CUDACORE_DEBUG
    if (ro->step == CUDACORE__STEP_COMPARING) return 1;
#endif
    return ro->step == CUDACORE__STEP_CAPTURING;
}

/* Ends a capture without using it (the stream may be gone: then there is
   nothing left to end). */
CUDACORE__PRIVATE void cudacore__recorder_drop_capture(cudacore__recorder_obj *ro) {
    const cudacore__stream_obj *so = (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], ro->stream);
    cudacore__strm st = {NULL, NULL, -1};
    struct cudacore__recorder_obj *tied;
    cudacore_CUgraph g = NULL;
    int pushed = 0;
    if (!so && ro->stream != CUDACORE__STREAM_PTDS_ID) return;
    if (cudacore__stream_get_step(ro->stream, &st, &tied, "cudacore_recorder_cancel") != CUDACORE_SUCCESS) return;
    if (cudacore__enter(&st.ctx, st.device, &pushed, "cudacore_recorder_cancel") != CUDACORE_SUCCESS) return;
    if ((int)CUDACORE__CU(cuStreamEndCapture)(st.cs, &g) == 0 && g) CUDACORE__CLEANUP(CUDACORE__CU(cuGraphDestroy)(g));
    if (pushed) cudacore__pop_device();
}

CUDACORE_API cudacore_result cudacore_recorder_cancel(cudacore_recorder r) {
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__lookup(CUDACORE_OBJECT_RECORDER, r.id, "cudacore_recorder_cancel");
    if (!ro) return CUDACORE_ERROR_INVALID_HANDLE;
    if (ro->step == CUDACORE__STEP_NONE) return CUDACORE_SUCCESS;
    if (cudacore__recorder_elsewhere(ro, "cudacore_recorder_cancel") != CUDACORE_SUCCESS) return CUDACORE_ERROR_CAPTURE;
    if (cudacore__recorder_capturing(ro)) cudacore__recorder_drop_capture(ro);
    ro->cancelled++;
    cudacore__recorder_close(ro, "cancelled");
    return CUDACORE_SUCCESS;
}

/* The recorder and the stream are looked up once for the begin and, when
   the step was launched as is, for its end too; after fn, which may have
   destroyed either, the end and the cancel look them up again. */
CUDACORE_API cudacore_result cudacore_recorder_run(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, cudacore_recorder_fn fn,
                                                   void *user) {
    int issue = 1;
    cudacore_result res;
    cudacore__recorder_obj *ro;
    if (!fn) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_recorder_run", "fn is NULL");
    ro = (cudacore__recorder_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_RECORDER], r.id);
    res = cudacore__recorder_begin_on(ro, (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id), r, s, key,
                                      key_size, &issue);
    if (res != CUDACORE_SUCCESS) return res;
    if (!issue) return cudacore__recorder_end_on(ro, r, s);
    if ((res = fn(s, user)) != CUDACORE_SUCCESS) {
        cudacore_recorder_cancel(r); /* (the error record keeps fn's failure) */
        return res;
    }
    return cudacore_recorder_end(r, s);
}

CUDACORE_API cudacore_result cudacore_recorder_get_info(cudacore_recorder r, cudacore_recorder_info *info) {
    const cudacore__recorder_obj *ro =
        (const cudacore__recorder_obj *)cudacore__object_info(CUDACORE_OBJECT_RECORDER, r.id, info, sizeof *info, "cudacore_recorder_get_info");
    if (!ro) return cudacore__recorded();
    info->steps = ro->steps_issued + ro->as_is;
    info->as_is = ro->as_is;
    info->in_a_row = ro->in_a_row;
    info->plain_left = ro->plain_left;
    info->updated = ro->updated;
    info->instantiated = ro->instantiated;
    info->plain = ro->plain;
    info->refused = ro->refused;
    info->updates_refused = ro->updates_refused;
    info->cancelled = ro->cancelled;
    info->nodes = ro->nodes;
    info->name = ro->name;
    if (ro->cmp) {
        info->compared = ro->cmp->compared;
        info->nodes_set = ro->cmp->nodes_set;
        info->fell_back = ro->cmp->fell_back;
        info->unkept = ro->cmp->unkept;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_recorder_reset(cudacore_recorder r) {
    static const char *call = "cudacore_recorder_reset";
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)cudacore__lookup(CUDACORE_OBJECT_RECORDER, r.id, call);
    if (!ro) return CUDACORE_ERROR_INVALID_HANDLE;
    if (ro->step != CUDACORE__STEP_NONE)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s': a step is under way: end or cancel it first", ro->name);
    cudacore__recorder_forget(ro);
    ro->in_a_row = ro->plain_left = 0;
    if (ro->cmp) ro->cmp->fell_back_in_a_row = ro->cmp->unkept_left = 0;
    return CUDACORE_SUCCESS;
}

/* Call `index` of r's graph given new argument values (sized: with their
   sizes), between steps: its node set, its values kept. */
CUDACORE__PRIVATE cudacore_result cudacore__recorder_set_args(cudacore_recorder r, size_t index, void **args, const cudacore_arg *sized, size_t n,
                                                             const char *call) {
    cudacore__recorder_obj *ro;
    cudacore__step_op *op;
    int same;
    if (n && !args) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "args is NULL");
    if (!(ro = (cudacore__recorder_obj *)cudacore__lookup(CUDACORE_OBJECT_RECORDER, r.id, call))) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!ro->cmp)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "recorder '%s' was made without update_changed_nodes: it keeps no calls", ro->name);
    if (ro->step != CUDACORE__STEP_NONE)
        return CUDACORE__FAIL(CUDACORE_ERROR_CAPTURE, call, "recorder '%s': a step is under way: set arguments between steps", ro->name);
    if (!ro->exec || !ro->cmp->comparable)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "recorder '%s' knows no calls of a graph now (no step captured yet, or its last step forked another stream, "
                              "or was captured without keeping its calls: info.unkept)", ro->name);
    if (index >= ro->cmp->ops.n)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "index %llu: recorder '%s''s graph has %llu calls", (unsigned long long)index,
                              ro->name, (unsigned long long)ro->cmp->ops.n);
    op = &ro->cmp->ops.v[index];
    if (op->kind != CUDACORE__CALL_LAUNCH)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "call %llu of recorder '%s''s graph is a copy, fill or host function, not a launch",
                              (unsigned long long)index, ro->name);
    if (n != op->num_args)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "call %llu of recorder '%s''s graph launches a kernel of %llu arguments, not %llu",
                              (unsigned long long)index, ro->name, (unsigned long long)op->num_args, (unsigned long long)n);
    if (!cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], op->kernel))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the kernel that call %llu of recorder '%s''s graph launches was destroyed",
                              (unsigned long long)index, ro->name);
    if ((same = cudacore__same_args(args, sized, n, ro->cmp->ops.bytes + op->bytes)) < 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "an argument of call %llu is NULL%s", (unsigned long long)index,
                              sized ? " or not the size of the kernel's" : "");
    return same ? CUDACORE_SUCCESS : cudacore__recorder_set_kernel(ro, op, &op->cfg, args, sized, n, 0, call);
}
CUDACORE_API cudacore_result cudacore_recorder_set_kernel_args(cudacore_recorder r, size_t index, void **args, size_t num_args) {
    return cudacore__recorder_set_args(r, index, args, NULL, num_args, "cudacore_recorder_set_kernel_args");
}
CUDACORE_API cudacore_result cudacore_recorder_set_kernel_args_sized(cudacore_recorder r, size_t index, const cudacore_arg *args, size_t num_args) {
    static const char *call = "cudacore_recorder_set_kernel_args_sized";
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    cudacore_result res = cudacore__arg_values(args, num_args, vals, call);
    return res != CUDACORE_SUCCESS ? res : cudacore__recorder_set_args(r, index, vals, args, num_args, call);
}

CUDACORE__PRIVATE cudacore_result cudacore__recorder_check(const void *o, int *spare, const char *call) {
    (void)spare;
    return cudacore__recorder_elsewhere((const cudacore__recorder_obj *)o, call);
}
CUDACORE__PRIVATE cudacore_result cudacore__recorder_life_end(void *o, const char *call) {
    cudacore__recorder_obj *ro = (cudacore__recorder_obj *)o;
    (void)call;
    if (cudacore__recorder_capturing(ro)) cudacore__recorder_drop_capture(ro);
    if (ro->step != CUDACORE__STEP_NONE) cudacore__recorder_close(ro, "cancelled");
    cudacore__recorder_forget(ro);
    cudacore__free((void *)(uintptr_t)ro->name), cudacore__free(ro->node_kinds), cudacore__free(ro->new_node_kinds);
    if (ro->shape) {
        cudacore__recorder_shape *d = ro->shape;
        cudacore__free(d->nodes), cudacore__free(d->new_nodes), cudacore__free(d->deps), cudacore__free(d->new_deps);
        cudacore__free(d->by_node), cudacore__free(d->ends), cudacore__free(d);
    }
    if (ro->cmp) {
        cudacore__recorder_compare *c = ro->cmp;
        cudacore__free(c->ops.v), cudacore__free(c->ops.bytes), cudacore__free(c->new_ops.v), cudacore__free(c->new_ops.bytes), cudacore__free(c->argv);
        cudacore__free(c->sizes), cudacore__free(c->next);
        cudacore__free(c);
    }
    if (ro->key_cap) cudacore__free(ro->key.heap);
    return CUDACORE_SUCCESS;
}

/* The recorder is looked up once: checked (a capture of another thread is
   not ended here), then taken (cudacore__object_destroy). */
CUDACORE_API cudacore_result cudacore_recorder_destroy(cudacore_recorder r) {
    return cudacore__object_destroy(&cudacore__recorder_life, r.id, "cudacore_recorder_destroy");
}
