/*
    RECORDERS
    =========
    Recorders make graphs of work that recurs (a frame, a simulation step, a
    token): mark the step with cudacore_recorder_begin / _end (or give it
    as a function to cudacore_recorder_run) with a key of what it depends
    on; the first step is captured and instantiated, a step with the same
    key is launched as is without running the step's code, a changed step
    updates the graph in place or, with another topology, instantiates it
    anew, and steps that keep changing shape run as plain work. See the
    declarations below and examples/frame_step.c.
*/
/* A program that issues the same sequence of work every frame, step or
   token marks it as a step of a recorder:

       cudacore_recorder_desc rd = {0};
       rd.name = "physics";
       cudacore_recorder_create(&rd, &rec);
       for (frame = 0; ...; frame++) {
           int issue;
           params p = {dt, particles, n};               (what the step depends on)
           cudacore_recorder_begin(rec, s, &p, sizeof p, &issue);
           if (issue) {                                 (this frame's work, as usual)
               cudacore_launch_sized(s, &cfg, integrate, CUDACORE_ARGS(...), 3);
               cudacore_buffer_copy_to_host(...);
           }
           cudacore_recorder_end(rec, s);
       }

   What a step costs: the first step captures s (cudacore_stream_begin_
   capture) while the caller issues its work, instantiates the graph and
   launches it. A later step whose key bytes equal the last captured step's
   is launched as is: begin launches the graph and says issue = 0, so the
   caller issues nothing (the host pays one cuGraphLaunch). Otherwise the
   step is captured again and, when its shape is the executable graph's
   (the same node count and edge count, the same context, no memory nodes),
   the executable graph is updated in place (cuGraphExecUpdate) and
   launched; if not, it is instantiated anew. Node kinds are read once per
   instantiation, not per step: reading a node's type costs the driver ~45
   ns (H200), as much as the whole update budget, and its dependencies are
   a second call (copies and fills a third). A node's kind is what the
   driver's update cannot change: its type; for a copy, the memory types
   its node names (a cuMemcpyAsync's unified addresses, a typed call's host
   or device) and the device of its memory; for a 2-D fill, its element
   size, width and height (a 1-D fill may change them); and the kinds of
   the graph's edges: each node's dependencies, in order (a node that
   depends on the same nodes in another order is refused: a stream forked
   twice in a step). So a step whose kinds change while both counts stay
   (a kernel replaced by a memset, a copy by an upload) reaches the
   driver's update, which refuses it (compute-sanitizer shows that
   CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE): the step is instantiated anew,
   counted in info.updates_refused, and from then on this recorder compares
   kinds before each update, so such a refusal happens at most once per
   recorder. desc.check_node_kinds compares them from the first step: no
   refusal ever, at that cost.
   The key is the caller's promise: every value the step's work depends on
   (scalars, pointers, sizes, which kernels) must be in it. A NULL key (size
   0) captures and updates every step.

   When graphs stop paying: after max_reinstantiations steps in a row that
   had to be instantiated again (or whose capture was refused), the
   recorder runs steps as plain work (issue = 1, no capture) for
   plain_steps steps, then tries graphs again. An update or a launch as is
   ends the row. cudacore_recorder_get_info counts every outcome.

   Refusals. An operation not allowed while capturing (a synchronisation
   or query of the stream, an unsafe call such as cuMemAlloc in this
   thread, work on the legacy default stream while a blocking stream
   captures) invalidates the capture: cudacore_recorder_end then returns
   CUDACORE_ERROR_CAPTURE with the reason, the step's work has NOT run, and
   the stream is usable again (no capture left open). A step must end on
   the stream it began on, and in the thread that began it (unless
   RELAXED): an end, cancel or destroy in another thread is refused
   (CUDACORE_ERROR_CAPTURE, the driver is not asked: it would end the
   capture) and the step goes on. A second
   begin before the end is refused (CUDACORE_ERROR_CAPTURE) and so is
   beginning on a stream that is already capturing;
   cudacore_recorder_cancel ends a step without running what it captured
   (for a caller whose own work failed half-way, or whose stream was
   destroyed during the step).

   Streams and devices: a step may fork other streams and join them back
   (record an event on s, make another stream wait for it, and the reverse
   before the end); their work is part of the graph. Steps may move between
   streams; a step on a stream of another context (another device, or a
   green context) instantiates anew. Graph memory (pool allocations made in
   the step, cudacore_buffer_allocate on a capturing stream) is allowed; a
   graph with memory nodes cannot be updated, so a step with them that
   changes is instantiated again: free what the step allocates within it.
   Host functions in the step run at every launch, in stream order.

   Only the nodes that changed (desc.update_changed_nodes = 1). Capture and
   update cost the driver time for every node of the step; when one
   kernel's argument changed, setting that one node costs ~30x less at 100
   kernels (H200). In this mode a recorder keeps, for each captured step,
   what each cudacore launch, copy, fill and host function issued on the
   step's stream made (its kernel, config and argument bytes; its addresses
   and sizes; its function and argument). A later step with a changed key
   is not captured: begin says issue = 1 as always, and each such call is
   compared with the node at its position: an equal call costs the
   comparison, a kernel whose arguments or grid, block or shared memory
   changed has its node set in the executable graph
   (cuGraphExecKernelNodeSetParams), and the end launches the graph. The
   first call that is not its node's (another kernel, another kind or
   count, a changed cluster shape, priority or cooperative flag, a changed
   copy, fill or host function, or any other cudacore call on the stream:
   an event, a wait, an allocation) makes that step captured from there:
   the calls compared so far are issued again into the capture and the
   step ends as a captured one (updated or instantiated), nothing issued
   twice, nothing lost. A step that forks other streams, or a launch whose
   argument sizes cannot be known (the void ** form of a kernel whose code
   has no parameter table), is captured every time. Only streams cudacore
   made or wrapped compare (not the default streams). When compared steps
   keep falling back (4 in a row: a step whose shape keeps changing; a step
   launched as is between two ends the row), the next 16 changed steps are
   captured and updated without keeping their calls (info.unkept), at what
   capture + update costs, and then the recorder keeps and compares again.
   The contract: while a step of such a recorder is under way, work reaches
   its stream only through cudacore (cudacore_launch*, CUDACORE_LAUNCH,
   buffer copies and fills, host functions, ...). A raw driver call on the
   stream would run at once instead of being part of the graph. Debug
   builds (CUDACORE_DEBUG) check it: a compared step is captured as well,
   and anything the capture holds besides the step's own calls was issued
   around cudacore: cudacore_recorder_end returns CUDACORE_ERROR_CAPTURE
   (the step's work did not run; counted in info.refused) and the next step
   is captured afresh. info.compared, .nodes_set and .fell_back count what
   happened. A program that knows which launch changed sets its arguments
   between steps by its index (cudacore_recorder_set_kernel_args) and
   begins the next step with the same key: launched as is, at what setting
   the node by hand costs. examples/frame_step.c does both.

   Capture mode: THREAD_LOCAL unless desc.capture_mode says otherwise, so
   that another thread's unsafe calls are not refused because of this
   recorder (GLOBAL refuses them in every thread).
   NVTX: each step is a range named after the recorder, and a mark says
   whether it was launched as is, updated, instantiated or run plain.
   THREAD SAFETY: one thread at a time per recorder (as CUDA's graphs); many
   recorders may be used by many threads at once. begin and end are hot
   paths: a step launched as is costs two lookups, one comparison of the key
   (one word up to 8 bytes, else a word at a time) and cuGraphLaunch; no
   allocation, no lock. Capturing steps allocate only when a key or a graph
   is larger than any before.                                         */
typedef enum cudacore_recorder_capture_mode {
    CUDACORE_RECORDER_CAPTURE_THREAD_LOCAL = 0, /* the default: this thread's unsafe calls invalidate the capture */
    CUDACORE_RECORDER_CAPTURE_GLOBAL = 1,       /* unsafe calls in any thread do (and are refused) */
    CUDACORE_RECORDER_CAPTURE_RELAXED = 2       /* none do */
} cudacore_recorder_capture_mode;
/* cudacore_recorder_desc: all zero means defaults.
     name                  shown in NVTX and in messages (copied; NULL: "recorder")
     capture_mode          see above (0: THREAD_LOCAL)
     max_reinstantiations  re-instantiations (or refused captures) in a row
                           before steps run as plain work (0: 4; < 0: never)
     plain_steps           steps run as plain work before graphs are tried
                           again (0: 100; < 0: until cudacore_recorder_reset)
     instantiate           flags for every instantiation (auto_free_on_launch,
                           use_node_priority; upload and device_launch are
                           refused: a recorder launches from the host)
     check_node_kinds      1: compare node kinds at every changed step, so
                           that no update the driver would refuse is ever
                           tried (see "What a step costs")
     update_changed_nodes  1: a changed step is not captured: its cudacore
                           calls are compared with the graph's nodes and
                           only the nodes that changed are set (see "Only
                           the nodes that changed" below: a contract)      */
typedef struct cudacore_recorder_desc {
    const char *name;
    cudacore_recorder_capture_mode capture_mode;
    int max_reinstantiations;
    int plain_steps;
    cudacore_graph_instantiate_desc instantiate;
    int check_node_kinds;
    int update_changed_nodes;
} cudacore_recorder_desc;
CUDACORE_API cudacore_result cudacore_recorder_create(const cudacore_recorder_desc *desc, cudacore_recorder *out);
/* Destroys r and its executable graph (launches already queued still run).
   A step under way is cancelled first (in its thread: see above). */
CUDACORE_API cudacore_result cudacore_recorder_destroy(cudacore_recorder r);
/* Begins a step on s. key, key_size: the bytes the step depends on (NULL, 0:
   none; they are copied at the end of a captured step). *issue: 1 when the
   caller must now issue the step's work on s (captured, or plain), 0 when
   the recorder has launched the step's graph as is. Either way, end the
   step with cudacore_recorder_end on the same stream. */
CUDACORE_API cudacore_result cudacore_recorder_begin(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size, int *issue);
/* Ends the step begun on s: a captured step is updated or instantiated and
   launched on s. CUDACORE_ERROR_CAPTURE when the capture was refused (see
   above: the step's work did not run) or no step is under way on s. */
CUDACORE_API cudacore_result cudacore_recorder_end(cudacore_recorder r, cudacore_stream s);
/* Ends the step under way without running what it captured (a plain step's
   work was queued already). Succeeds when no step is under way; works when
   the step's stream was destroyed meanwhile; refused in another thread than
   the capture's (see above). */
CUDACORE_API cudacore_result cudacore_recorder_cancel(cudacore_recorder r);
/* A step as a function: begin; fn(s, user) when the work must be issued;
   end. A failure of fn cancels the step and is returned. */
typedef cudacore_result (*cudacore_recorder_fn)(cudacore_stream s, void *user);
CUDACORE_API cudacore_result cudacore_recorder_run(cudacore_recorder r, cudacore_stream s, const void *key, size_t key_size,
                                                   cudacore_recorder_fn fn, void *user);
/* For a program that knows what changed (update_changed_nodes): between
   steps, call `index` of r's graph (the calls of its last captured or
   compared step on its stream, launches, copies, fills and host functions,
   counted from 0), a launch, gets new argument values: its node is set in
   the executable graph now (one cuGraphExecKernelNodeSetParams; nothing
   when they are its values already), its kernel and launch config stay.
   Begin the next step with the same key: the graph is launched as is, with
   them, and issues none of the step's calls (a changed step, compared,
   compares its launches with them). The _sized form checks each size
   against the kernel's. CUDACORE_ERROR_INVALID_ARGUMENT when r has no
   update_changed_nodes, knows no calls of a graph (no step captured yet, a
   step that forked another stream, or one captured without keeping its
   calls: info.unkept), index is not a launch of it, num_args is not its
   count, or a value is NULL; CUDACORE_ERROR_INVALID_HANDLE when its
   kernel was destroyed; CUDACORE_ERROR_CAPTURE during a step. */
CUDACORE_API cudacore_result cudacore_recorder_set_kernel_args(cudacore_recorder r, size_t index, void **args, size_t num_args);
CUDACORE_API cudacore_result cudacore_recorder_set_kernel_args_sized(cudacore_recorder r, size_t index, const cudacore_arg *args, size_t num_args);
typedef struct cudacore_recorder_info {
    uint64_t steps;           /* steps ended without an error (refused and cancelled ones not counted) */
    uint64_t as_is;           /* launched as is: the key was the last captured step's */
    int in_a_row;             /* re-instantiations and refusals in a row, now */
    int plain_left;           /* > 0: graphs are off for this many more steps; -1: until reset; 0: on */
    uint64_t updated;         /* captured; the executable graph updated in place */
    uint64_t instantiated;    /* captured and instantiated (the first, a new topology or context, memory nodes) */
    uint64_t plain;           /* run as plain work while graphs were off */
    uint64_t refused;         /* captures refused (CUDACORE_ERROR_CAPTURE from end) */
    uint64_t updates_refused; /* updates the driver refused (node kinds changed at the same counts): instantiated instead */
    uint64_t cancelled;
    uint64_t compared;        /* update_changed_nodes: changed steps compared, not captured, and launched */
    uint64_t nodes_set;       /* update_changed_nodes: kernel nodes set because their call changed (or cudacore_recorder_set_kernel_args) */
    uint64_t fell_back;       /* update_changed_nodes: compared steps that met a call not their node's: captured from there */
    uint64_t unkept;          /* update_changed_nodes: changed steps captured without keeping their calls (after 4 fallbacks in a row) */
    size_t nodes;             /* nodes of the graph it launches (0: none yet) */
    const char *name;         /* valid while r lives */
} cudacore_recorder_info;
CUDACORE_API cudacore_result cudacore_recorder_get_info(cudacore_recorder r, cudacore_recorder_info *info);
/* Forgets the graph and the key (the next step captures and instantiates)
   and turns graphs back on; the counts stay. Not during a step. */
CUDACORE_API cudacore_result cudacore_recorder_reset(cudacore_recorder r);
