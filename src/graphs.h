/*
    GRAPHS
    ======
    Build a graph by capturing a stream (cudacore_stream_begin_capture /
    _end_capture, any capture mode, also into an existing graph) or node by
    node (kernel with cluster / cooperative settings, memcpy 1-D and 2-D,
    memset, host callback, event record and wait, child graph, empty, memory
    alloc and free, and the conditional if, if/else, while and switch).
    Nodes are values owned by their graph. cudacore_graph_instantiate makes
    an executable graph (a refusal names the node at fault); launch, upload,
    update it whole (a refusal says why) or node by node, enable and disable
    nodes, write DOT files. Launch costs one lookup per handle and
    cuGraphLaunch. Kernel argument values are copied by the driver; host
    callback data can be copied into storage the graphs own (CUDA user
    objects), freed when the last graph that can run it is destroyed.
*/
/* CUDA graphs: built by stream capture or node by node, instantiated into
   executable graphs, launched, updated.

   OWNERSHIP (who keeps what alive)
     - cudacore_graph: a definition (CUgraph). Owned graphs (created,
       captured, cloned) are destroyed by cudacore_graph_destroy. The body
       graphs of a conditional node belong to that node: their handles are
       released with their parent graph (or when the node is destroyed);
       destroying a body handle releases only the handle.
     - cudacore_graph_exec: an executable graph (CUgraphExec). It does not
       need its definition to run, but per-node updates name nodes of the
       definition, which must then still be alive.
     - cudacore_graph_node: a plain value {graph id, CUgraphNode}, owned by
       its graph. A call taking a node first checks that its graph handle is
       alive (CUDACORE_ERROR_INVALID_HANDLE if not); a node destroyed with
       cudacore_graph_node_destroy must not be used again.
     - Kernel arguments: the driver copies the argument VALUES when a node is
       made or its parameters set (cuGraphKernelNodeGetParams: "owned by the
       node"), for definitions, clones and executables alike: `args` and what
       it points to may be freed as soon as the call returns. Device memory
       that a pointer argument points to is NOT kept alive: keep it valid
       while any graph that uses it can run.
     - Host callbacks: with user_data_size > 0 the user data is copied into
       storage held by a CUDA user object that every graph, clone and
       executable made from this one retains; it is freed (and `destroy`
       called) by the driver once the last of them is destroyed and its last
       launch has finished. With user_data_size 0 the pointer is passed as is
       and stays the caller's (`destroy`, if set, still runs at that point).
     - Memory of an alloc node is owned by the graph: it is valid on the GPU
       from the alloc node to a free node (or, without one, until it is freed
       with a free node of another graph or cuMemFreeAsync; AUTO_FREE_ON_LAUNCH
       frees it at the next launch). The buffer handle returned for it is a
       view: freeing the handle never frees the memory.
     - Events, buffers and child graphs a node names: the event and buffers
       must outlive every launch; a child graph is copied into the node.
   THREAD SAFETY: as CUDA: a graph definition or executable graph must not
   be used from two threads at once (build, update and launch included).  */

/* A node of a graph: the id of its graph's handle and the raw node. */
typedef struct cudacore_graph_node {
    uint64_t graph;
    cudacore_CUgraphNode native;
} cudacore_graph_node;

/*--- capture ---
   cudacore_capture_desc: all zero means defaults.
     mode              CUDACORE_CU_STREAM_CAPTURE_MODE_GLOBAL (0): unsafe
                       calls (cuMemAlloc, synchronous copies, ...) fail in
                       every thread while the capture runs; THREAD_LOCAL:
                       only in this thread; RELAXED: never
     graph             {0}: capture into a new graph; a graph handle (a body
                       graph too): add the captured work to it
                       (cuStreamBeginCaptureToGraph, driver 12.3+)
     dependencies,     with `graph`: the captured work follows these nodes
     num_dependencies  of it (none: it starts at the roots)
   Forking and joining: while s captures, record an event on s and make
   another stream wait for it (cudacore_stream_wait_event, or
   cudacore_stream_wait_stream); that stream then captures into the same
   graph until it is joined back the same way, before the capture ends.
   Launches, copies, fills, host functions and pool allocations (graph
   memory nodes; see MEMORY) made on capturing streams become nodes.     */
typedef struct cudacore_capture_desc {
    cudacore_CUstreamCaptureMode mode;
    cudacore_graph graph;
    const cudacore_graph_node *dependencies;
    size_t num_dependencies;
} cudacore_capture_desc;

/* Starts capturing s (desc NULL: defaults). A stream that already captures
   gives CUDACORE_ERROR_CAPTURE; so do the default streams. */
CUDACORE_API cudacore_result cudacore_stream_begin_capture(cudacore_stream s, const cudacore_capture_desc *desc);
/* Ends the capture of s. *out is a new owned graph, or, for a capture begun
   into an existing graph, that graph's handle again. Errors (all
   CUDACORE_ERROR_CAPTURE, with the reason in the message): s is not
   capturing (never begun, or ended twice); the capture was invalidated by an
   unsafe call; a forked stream was not joined back; it was begun on
   another stream or thread. */
CUDACORE_API cudacore_result cudacore_stream_end_capture(cudacore_stream s, cudacore_graph *out);

typedef struct cudacore_capture_info {
    cudacore_CUstreamCaptureStatus status; /* NONE, ACTIVE or INVALIDATED */
    uint64_t id;                 /* the capture sequence's unique id (ACTIVE) */
    cudacore_CUgraph graph;      /* the raw graph being built (ACTIVE) */
    size_t num_dependencies;     /* nodes the next captured work will follow */
} cudacore_capture_info;
/* Whether and how s is being captured. Not a hot-path call. */
CUDACORE_API cudacore_result cudacore_stream_get_capture_info(cudacore_stream s, cudacore_capture_info *info);
/* Sets this thread's capture-interaction mode to *mode and returns the old
   one in *mode (cuThreadExchangeStreamCaptureMode): RELAXED lets this thread
   make unsafe calls while another thread captures in GLOBAL mode. Restore
   it by calling again with the returned value. */
CUDACORE_API cudacore_result cudacore_thread_exchange_capture_mode(cudacore_CUstreamCaptureMode *mode);

/*--- graph definitions ---*/
/* An empty owned graph on the current device. */
CUDACORE_API cudacore_result cudacore_graph_create(cudacore_graph *out);
/* Wraps a foreign CUgraph; take_ownership 1: destroy destroys it. Its device
   is the calling thread's current one. */
CUDACORE_API cudacore_result cudacore_graph_wrap(cudacore_CUgraph native, int take_ownership, cudacore_graph *out);
/* Destroys an owned graph (its executables keep working) and releases the
   handles of its body graphs; for a body or unowned graph, the handle only. */
CUDACORE_API cudacore_result cudacore_graph_destroy(cudacore_graph g);
CUDACORE_API cudacore_result cudacore_graph_native(cudacore_graph g, cudacore_CUgraph *out);
/* A deep copy (cuGraphClone), owned by the caller. Its nodes are found from
   the original's with cudacore_graph_node_find_in_clone. */
CUDACORE_API cudacore_result cudacore_graph_clone(cudacore_graph g, cudacore_graph *out);
/* Writes g as a Graphviz DOT file (cuGraphDebugDotPrint). flags: 0 for the
   driver's short form, CUDACORE_CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE for every
   detail, or any CU_GRAPH_DEBUG_DOT_FLAGS_* bits. CUDACORE_ERROR_IO when the
   file cannot be written. */
CUDACORE_API cudacore_result cudacore_graph_debug_dot(cudacore_graph g, const char *path, unsigned int flags);
/* The nodes (edges: from[i] -> to[i]) of g. *count gets the total; at most
   cap entries are written (nodes / from / to may be NULL when cap is 0). */
CUDACORE_API cudacore_result cudacore_graph_get_nodes(cudacore_graph g, cudacore_graph_node *nodes, size_t cap, size_t *count);
CUDACORE_API cudacore_result cudacore_graph_get_edges(cudacore_graph g, cudacore_graph_node *from, cudacore_graph_node *to, size_t cap,
                                                      size_t *count);

/*--- nodes ---
   Every add function takes the graph, the nodes the new one depends on
   (deps may be NULL when num_deps is 0; all must belong to g) and writes the
   new node to *out. A failed add leaves the graph unchanged.          */
CUDACORE_API cudacore_result cudacore_graph_add_empty_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                           cudacore_graph_node *out);
/* A kernel node: as cudacore_launch (same config rules: grid counts clusters
   when cluster[0] is set), with cluster dimensions, cooperative and priority
   set as kernel node attributes, which instantiation keeps. programmatic_
   dependent_launch is not available for explicit nodes (NOT_SUPPORTED: use
   capture). Argument values are copied (see OWNERSHIP). The argument forms
   and their check are cudacore_launch's: void ** (count checked) or, with
   _sized, a cudacore_arg array (sizes checked too; CUDACORE_ARGS(...)). */
CUDACORE_API cudacore_result cudacore_graph_add_kernel_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args,
                                                            cudacore_graph_node *out);
CUDACORE_API cudacore_result cudacore_graph_add_kernel_node_sized(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                  const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                                  size_t num_args, cudacore_graph_node *out);
/* A memcpy node from a cudacore_copy_2d_desc (buffers with offsets, or host
   pointers; pinned host memory is best). height 0 or 1: a 1-D copy of width
   bytes (pitches may be 0); else height rows of width bytes. Ranges are
   checked against the buffers (CUDACORE_ERROR_OUT_OF_BOUNDS). */
CUDACORE_API cudacore_result cudacore_graph_add_memcpy_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_copy_2d_desc *copy, cudacore_graph_node *out);
/* cudacore_graph_memset_desc: fill a 1-D or 2-D region of a device-
   accessible buffer with a 1-, 2- or 4-byte value.
     dst, offset    the buffer and the byte offset of the first element
                    (aligned to element_size)
     value          the low element_size bytes are written
     element_size   1, 2 or 4 (0: 1)
     width          elements per row (> 0)
     height         rows (0: 1)
     pitch          bytes from row to row (0: width * element_size) */
typedef struct cudacore_graph_memset_desc {
    cudacore_buffer dst;
    size_t offset;
    uint32_t value;
    int element_size;
    size_t width;
    size_t height;
    size_t pitch;
} cudacore_graph_memset_desc;
CUDACORE_API cudacore_result cudacore_graph_add_memset_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                            const cudacore_graph_memset_desc *desc, cudacore_graph_node *out);
/* cudacore_host_node_desc (fn required):
     fn              called on a driver thread when the node runs; it must
                     not call CUDA
     user_data       what fn gets (or the source of the copy below)
     user_data_size  0: user_data is passed as is; > 0: that many bytes of it
                     are copied into graph-owned storage and fn gets the copy
     destroy         optional: called once with the pointer fn gets, when no
                     graph, clone or executable can run the node any more
                     (from a driver thread; must not call CUDA) */
typedef struct cudacore_host_node_desc {
    cudacore_CUhostFn fn;
    void *user_data;
    size_t user_data_size;
    void (*destroy)(void *user_data);
} cudacore_host_node_desc;
CUDACORE_API cudacore_result cudacore_graph_add_host_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                          const cudacore_host_node_desc *desc, cudacore_graph_node *out);
/* Event nodes: record e, or make the following work wait for e's record. */
CUDACORE_API cudacore_result cudacore_graph_add_event_record_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                  cudacore_event e, cudacore_graph_node *out);
CUDACORE_API cudacore_result cudacore_graph_add_event_wait_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                cudacore_event e, cudacore_graph_node *out);
/* Embeds a copy of child (which may then be destroyed or changed freely). */
CUDACORE_API cudacore_result cudacore_graph_add_child_graph_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph child, cudacore_graph_node *out);
/* A memory alloc node of size bytes on g's device. *buffer (optional, may
   be NULL) gets a view handle of the allocation (see OWNERSHIP): usable by
   later nodes, kernels (its address is fixed now), and free nodes. */
CUDACORE_API cudacore_result cudacore_graph_add_mem_alloc_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps, size_t size,
                                                               cudacore_graph_node *out, cudacore_buffer *buffer);
/* A memory free node for graph memory (an alloc node's buffer, or a pool
   allocation made while capturing). */
CUDACORE_API cudacore_result cudacore_graph_add_mem_free_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                              cudacore_buffer b, cudacore_graph_node *out);

/*--- conditional nodes (driver 12.3+: if, while; 12.8+: if/else, switch) ---
   A condition handle belongs to the graph that holds the conditional node.
   Kernels take it as an ordinary 64-bit argument and set it on the device:
       extern "C" __device__ void cudaGraphSetConditional(unsigned long long handle, unsigned int value);
   (NVRTC does not declare it: declare it as above.) The value is reset to
   default_value at the start of every launch of the graph.            */
typedef uint64_t cudacore_graph_conditional_handle; /* the raw CUgraphConditionalHandle */
typedef enum cudacore_graph_conditional_type {
    CUDACORE_GRAPH_COND_IF = 0,      /* 1 body: runs once if the value is non-zero */
    CUDACORE_GRAPH_COND_IF_ELSE = 1, /* 2 bodies: [0] if non-zero, [1] if zero (12.8+) */
    CUDACORE_GRAPH_COND_WHILE = 2,   /* 1 body: runs while the value is non-zero (tested before each run) */
    CUDACORE_GRAPH_COND_SWITCH = 3   /* num_cases bodies: body [value] runs; none if value >= num_cases (12.8+) */
} cudacore_graph_conditional_type;
CUDACORE_API cudacore_result cudacore_graph_conditional_handle_create(cudacore_graph g, unsigned int default_value,
                                                                      cudacore_graph_conditional_handle *out);
/* Adds a conditional node; bodies (1, 2 or num_cases entries; num_cases is
   read for SWITCH only) get handles of the empty body graphs, built like
   any graph (add nodes, or capture with cudacore_capture_desc.graph). A
   driver without the kind of node: CUDACORE_ERROR_NOT_SUPPORTED. */
CUDACORE_API cudacore_result cudacore_graph_add_conditional_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                 cudacore_graph_conditional_handle condition, cudacore_graph_conditional_type type,
                                                                 unsigned int num_cases, cudacore_graph_node *out, cudacore_graph *bodies);

/*--- working with nodes ---*/
CUDACORE_API cudacore_result cudacore_graph_node_get_type(cudacore_graph_node node, cudacore_CUgraphNodeType *type);
/* The nodes `node` depends on / that depend on it; *count gets the total,
   at most cap are written. */
CUDACORE_API cudacore_result cudacore_graph_node_get_dependencies(cudacore_graph_node node, cudacore_graph_node *deps, size_t cap, size_t *count);
CUDACORE_API cudacore_result cudacore_graph_node_get_dependents(cudacore_graph_node node, cudacore_graph_node *dependents, size_t cap,
                                                                size_t *count);
/* Adds or removes the edges from[i] -> to[i] (all nodes of one graph). */
CUDACORE_API cudacore_result cudacore_graph_add_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count);
CUDACORE_API cudacore_result cudacore_graph_remove_dependencies(const cudacore_graph_node *from, const cudacore_graph_node *to, size_t count);
/* Removes a node and its edges from its graph (a conditional node's body
   handles are released with it). */
CUDACORE_API cudacore_result cudacore_graph_node_destroy(cudacore_graph_node node);
/* The node of `clone` (made by cudacore_graph_clone from original's graph)
   that corresponds to `original`. */
CUDACORE_API cudacore_result cudacore_graph_node_find_in_clone(cudacore_graph clone, cudacore_graph_node original, cudacore_graph_node *out);
/* Changes a node of a definition (executables made before are unaffected).
   Kernel nodes: the argument forms and check of cudacore_graph_add_kernel_node. */
CUDACORE_API cudacore_result cudacore_graph_node_set_kernel(cudacore_graph_node node, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                            void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_graph_node_set_kernel_sized(cudacore_graph_node node, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                                  const cudacore_arg *args, size_t num_args);
CUDACORE_API cudacore_result cudacore_graph_node_set_memcpy(cudacore_graph_node node, const cudacore_copy_2d_desc *copy);
CUDACORE_API cudacore_result cudacore_graph_node_set_memset(cudacore_graph_node node, const cudacore_graph_memset_desc *desc);
/* Kernel node attributes (CU_LAUNCH_ATTRIBUTE_*: cluster dimension,
   cooperative, priority, access policy window, ...). */
CUDACORE_API cudacore_result cudacore_graph_kernel_node_get_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      cudacore_CUlaunchAttributeValue *value);
CUDACORE_API cudacore_result cudacore_graph_kernel_node_set_attribute(cudacore_graph_node node, cudacore_CUlaunchAttributeID attr,
                                                                      const cudacore_CUlaunchAttributeValue *value);

/*--- executable graphs ---
   cudacore_graph_instantiate_desc: all zero means defaults (flags 0).
     auto_free_on_launch  CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH:
                          graph memory not freed by the graph is freed at
                          the next launch
     upload               1: upload as part of instantiation on
                          upload_stream (required then)
     device_launch        CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH
     use_node_priority    CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY:
                          kernel nodes run at their priority attribute     */
typedef struct cudacore_graph_instantiate_desc {
    int auto_free_on_launch;
    int upload;
    cudacore_stream upload_stream;
    int device_launch;
    int use_node_priority;
} cudacore_graph_instantiate_desc;
/* Instantiates g (desc NULL: defaults). A refusal returns CUDACORE_ERROR_CUDA
   whose detail names the instantiate result (invalid structure, node
   operation not supported, several contexts, unused conditional handle)
   and the node that caused it. */
CUDACORE_API cudacore_result cudacore_graph_instantiate(cudacore_graph g, const cudacore_graph_instantiate_desc *desc, cudacore_graph_exec *out);
CUDACORE_API cudacore_result cudacore_graph_exec_destroy(cudacore_graph_exec e);
CUDACORE_API cudacore_result cudacore_graph_exec_native(cudacore_graph_exec e, cudacore_CUgraphExec *out);
/* Uploads e's work to the device ahead of its first launch. */
CUDACORE_API cudacore_result cudacore_graph_upload(cudacore_graph_exec e, cudacore_stream s);
/* Launches e on s. Hot path: one lock-free lookup per handle and
   cuGraphLaunch; no allocation, no lock. */
CUDACORE_API cudacore_result cudacore_graph_launch(cudacore_graph_exec e, cudacore_stream s);

/* Why a whole-graph update was refused. */
typedef struct cudacore_graph_update_info {
    cudacore_CUgraphExecUpdateResult result; /* CUDACORE_CU_GRAPH_EXEC_UPDATE_* */
    cudacore_graph_node error_node;          /* the node of g at fault, or the head of an edge that does not match (or zero) */
    cudacore_graph_node error_from_node;     /* the tail of that edge (topology changes only; else zero) */
} cudacore_graph_update_info;
/* Updates e in place to run g, which must have the same topology as e's
   graph (cuGraphExecUpdate). Per-node updates keep naming the nodes of the
   graph e was instantiated from. A refusal returns CUDACORE_ERROR_CUDA
   (CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE) with the reason in the message and
   in *info (optional). */
CUDACORE_API cudacore_result cudacore_graph_exec_update(cudacore_graph_exec e, cudacore_graph g, cudacore_graph_update_info *info);
/* Per-node updates of an executable graph; node is the node of the
   definition e was instantiated from (which must still be alive). They
   change only e; the next launch uses them. A kernel node's function may
   change only within the same context; its cluster / cooperative /
   priority attributes stay as instantiated. Kernel arguments: the forms and
   check of cudacore_graph_add_kernel_node. */
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_launch_config *cfg,
                                                                 cudacore_kernel k, void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_node_sized(cudacore_graph_exec e, cudacore_graph_node node,
                                                                       const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                                       size_t num_args);
/* New argument values only: the function and launch configuration are
   those of the node in the definition. The check compares the arguments
   with the kernel the node runs, found among the live cudacore kernels by
   its function (a kernel of the graph's device); for a node whose kernel is
   not one of them (another device's, or from outside cudacore) only NULL
   values and zero sizes are caught. */
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_args(cudacore_graph_exec e, cudacore_graph_node node, void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_graph_exec_set_kernel_args_sized(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_arg *args,
                                                                       size_t num_args);
CUDACORE_API cudacore_result cudacore_graph_exec_set_memcpy_node(cudacore_graph_exec e, cudacore_graph_node node, const cudacore_copy_2d_desc *copy);
CUDACORE_API cudacore_result cudacore_graph_exec_set_memset_node(cudacore_graph_exec e, cudacore_graph_node node,
                                                                 const cudacore_graph_memset_desc *desc);
/* Disables (enabled 0: the node does nothing, its edges stay) or re-enables
   a kernel, memcpy or memset node in e. */
CUDACORE_API cudacore_result cudacore_graph_exec_set_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int enabled);
CUDACORE_API cudacore_result cudacore_graph_exec_get_node_enabled(cudacore_graph_exec e, cudacore_graph_node node, int *enabled);

/* Graph memory of a device: give unused memory back to the OS, and read a
   CU_GRAPH_MEM_ATTR_* (bytes). */
CUDACORE_API cudacore_result cudacore_device_graph_mem_trim(int device);
CUDACORE_API cudacore_result cudacore_device_graph_mem_get_attribute(int device, cudacore_CUgraphMem_attribute attr, uint64_t *value);
