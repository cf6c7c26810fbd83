/*
    NCCL: MANY GPUS, PROCESSES AND MACHINES
    =======================================
    A cudacore_communicator is one rank of an NCCL communicator, on one
    device. Make them for every GPU of this process at once
    (cudacore_communicator_create_all), or one per process: from a unique id
    (cudacore_nccl_unique_id_create; 128 bytes to send to the other ranks any
    way you like), or from the environment a launcher sets
    (cudacore_communicator_create_from_env: rank and size from CUDACORE_RANK /
    _WORLD_SIZE, Open MPI, MPICH or torchrun variables, the rest through
    NCCL_COMM_ID=host:port, NCCL's own bootstrap). So the same program runs
    alone, under `mpirun -np N -x NCCL_COMM_ID=...`, from a shell loop, and
    across machines (NCCL_COMM_ID names rank 0's machine). Then split, abort,
    destroy, and query rank, size, device and NCCL's asynchronous error.
    Collectives (all-reduce, broadcast, reduce, all-gather, reduce-scatter,
    send, recv; grouped with cudacore_nccl_group_start / _end) take
    cudacore buffers with byte offsets and element counts and a stream; they
    are checked before NCCL sees them (range, alignment, datatype, op, rank,
    device) and cost one lookup per handle. NCCL's failures are
    CUDACORE_ERROR_NCCL with its last error text in the detail.
    Timeouts: a communicator created with desc.timeout_ms runs non-blocking
    in NCCL; every call on it then waits at most that long, and
    cudacore_communicator_synchronize(c, s) waits for a stream while watching
    c. Past the timeout, or on an error NCCL meets in the background, c is
    aborted and the call returns CUDACORE_ERROR_TIMEOUT (or _NCCL): a rank
    whose peer died gets an error, not a hang. Destroy c afterwards.
    Versions: cudacore needs NCCL 2.14 or newer (communicators are made with
    ncclCommInitRankConfig and an ncclConfig_t, and finalised with
    ncclCommFinalize, all 2.14's); an older NCCL is refused when it loads
    (CUDACORE_ERROR_LIBRARY_TOO_OLD, naming its version and 2.14). What came
    later fails only where it is used, naming the release it needs: a
    function (CUDACORE_ERROR_SYMBOL_NOT_FOUND: ncclCommSplit, 2.18), a desc
    field or an fp8 datatype (CUDACORE_ERROR_LIBRARY_TOO_OLD).
*/
/* Many GPUs, in one process or many, on one machine or many, through NCCL
   (see NCCL in the manual above). NCCL is loaded on first use; without it
   every function here returns CUDACORE_ERROR_LIBRARY_NOT_FOUND (the detail
   lists every path tried) and nothing else is affected. NCCL's failures are
   CUDACORE_ERROR_NCCL with its ncclResult_t as the native code and
   ncclGetLastError's text in the error detail. */

/* The 128 bytes that make ranks find each other: created by one process,
   sent to every other rank over any channel (a pipe, a file, MPI_Bcast). */
typedef struct cudacore_nccl_unique_id {
    unsigned char bytes[128];
} cudacore_nccl_unique_id;
/* ncclGetUniqueId. Without NCCL_COMM_ID in the environment the calling
   process becomes the root the other ranks connect to: it must live until
   every rank has created its communicator. */
CUDACORE_API cudacore_result cudacore_nccl_unique_id_create(cudacore_nccl_unique_id *out);

/* Where this process stands in a job started by a launcher, read from the
   environment by cudacore_nccl_env_get. The first complete pair wins:
     CUDACORE_RANK, CUDACORE_WORLD_SIZE, CUDACORE_LOCAL_RANK  (set them yourself)
     OMPI_COMM_WORLD_RANK, _SIZE, _LOCAL_RANK                  (Open MPI's mpirun)
     PMI_RANK, PMI_SIZE, MPI_LOCALRANKID                       (MPICH, Intel MPI)
     RANK, WORLD_SIZE, LOCAL_RANK                              (torchrun)
   None set: a job of one process (rank 0 of 1, local rank 0). A rank without
   its size, a value that is not a number, or a rank outside [0, size) is
   CUDACORE_ERROR_INVALID_ARGUMENT naming the variable. */
typedef struct cudacore_nccl_env {
    int rank;                 /* this process's rank */
    int size;                 /* the number of ranks (processes) in the job */
    int local_rank;           /* its rank among those on this machine; -1 when the launcher does not say */
    const char *rank_var;     /* the variables read ("OMPI_COMM_WORLD_RANK"), "" for a job of one */
    const char *size_var;
    const char *comm_id;      /* NCCL_COMM_ID ("host:port" where rank 0 listens), "" when not set */
} cudacore_nccl_env;
CUDACORE_API cudacore_result cudacore_nccl_env_get(cudacore_nccl_env *out);

/* cudacore_communicator_desc: all zero means NCCL's defaults.
     timeout_ms               0: calls wait as long as NCCL does (for a peer that
                              never comes: forever). Else the longest a call waits
                              for NCCL or for the communicator's work (create,
                              split, collectives, synchronize, destroy); past it
                              the communicator is aborted and the call returns
                              CUDACORE_ERROR_TIMEOUT. NCCL then runs the
                              communicator non-blocking (ncclConfig_t.blocking = 0)
                              and cudacore polls it: every call still returns
                              with NCCL's part done.
     name                     NULL; a name for NCCL's logs (commName; NCCL 2.27)
     cga_cluster_size         0: NCCL's default (4 on sm_90); 1 to 8 thread-block
                              cluster size of NCCL's kernels (1: no clusters) (2.17)
     min_ctas, max_ctas       0: NCCL's default; the fewest / most CTAs (channels)
                              NCCL may use, min <= max (2.17)
     net_name                 NULL; the network NCCL uses ("IB", "Socket") (2.17)
     split_share              0; 1: communicators split from it share its resources (2.18)
     traffic_class            0: the default; a network traffic class (2.26)
     collnet_enable           0; 1: in-network reductions (CollNet / SHARP) (2.27)
     cta_policy               0: CUDACORE_NCCL_CTA_POLICY_DEFAULT; _EFFICIENCY (2.27),
                              _ZERO (2.28)
     nvls_ctas                0: NCCL's default; CTAs for NVLink SHARP collectives (2.27)
     n_channels_per_net_peer  0: NCCL's default (2.28)
     nvlink_centric_sched     0; 1: NVLink-centric scheduling (2.28)
   A field the loaded NCCL is too old for (the release that added it is in
   parentheses) is CUDACORE_ERROR_LIBRARY_TOO_OLD, not silently ignored. */
typedef struct cudacore_communicator_desc {
    uint32_t timeout_ms;
    const char *name;
    int cga_cluster_size;
    int min_ctas, max_ctas;
    const char *net_name;
    int split_share;
    int traffic_class;
    int collnet_enable;
    int cta_policy;
    int nvls_ctas;
    int n_channels_per_net_peer;
    int nvlink_centric_sched;
} cudacore_communicator_desc;

/* Rank `rank` of a communicator of `size` ranks, on the calling thread's
   current device, from the unique id every rank was given
   (ncclCommInitRankConfig). Returns once every rank has joined. One rank per
   device: NCCL refuses two ranks of one communicator on one GPU. No create
   may be called between cudacore_nccl_group_start and _end. */
CUDACORE_API cudacore_result cudacore_communicator_create(const cudacore_communicator_desc *desc, const cudacore_nccl_unique_id *id, int rank,
                                                          int size, cudacore_communicator *out);
/* The same for a process a launcher started: rank and size from
   cudacore_nccl_env_get, the unique id from NCCL_COMM_ID (NCCL's own
   bootstrap: rank 0 listens on that host:port, every rank connects; no other
   code). A job of one needs no NCCL_COMM_ID. Select the device first (e.g.
   local_rank % device count, or rank % device count where local_rank is -1)
   with cudacore_device_set_current. */
CUDACORE_API cudacore_result cudacore_communicator_create_from_env(const cudacore_communicator_desc *desc, cudacore_communicator *out);
/* All of this process's GPUs in one communicator, one rank per device:
   out[i] is rank i, on devices[i] (devices NULL: devices 0 to count - 1).
   With no desc (or an all-zero one) this is ncclCommInitAll, else
   ncclCommInitRankConfig for each device within one NCCL group. */
CUDACORE_API cudacore_result cudacore_communicator_create_all(const cudacore_communicator_desc *desc, const int *devices, int count,
                                                              cudacore_communicator *out);
/* ncclCommSplit (NCCL 2.18): every rank of c calls it; ranks that pass the
   same color form a new communicator, ranked by key (ties: by rank in c).
   color CUDACORE_NCCL_SPLIT_NOCOLOR joins none: *out is {0}, a success.
   desc NULL: the new communicator takes c's configuration and timeout. */
CUDACORE_API cudacore_result cudacore_communicator_split(cudacore_communicator c, int color, int key, const cudacore_communicator_desc *desc,
                                                         cudacore_communicator *out);
/* Finishes c's work and frees it (ncclCommFinalize, then ncclCommDestroy):
   every rank calls it. An aborted communicator is only released. Past the
   timeout c is aborted instead (CUDACORE_ERROR_TIMEOUT; released all the same). */
CUDACORE_API cudacore_result cudacore_communicator_destroy(cudacore_communicator c);
/* Stops c on this rank at once (ncclCommAbort): work in flight is dropped and
   NCCL's resources are freed; the other ranks' collectives with it fail or
   time out. May be called from another thread to free one stuck in a call on
   c. The handle stays valid until destroyed; calls that need NCCL fail on it
   (CUDACORE_ERROR_NCCL, "aborted"). Aborting twice is a no-op success. */
CUDACORE_API cudacore_result cudacore_communicator_abort(cudacore_communicator c);

typedef struct cudacore_communicator_info {
    cudacore_ncclComm_t native;   /* NULL once aborted */
    int rank;                     /* this rank (ncclCommUserRank) */
    int size;                     /* the number of ranks (ncclCommCount) */
    int device;                   /* the device ordinal it runs on (ncclCommCuDevice) */
    uint32_t timeout_ms;
    int nonblocking;              /* 1: NCCL runs it non-blocking (it was created with a timeout) */
    int aborted;                  /* 1: after cudacore_communicator_abort, a timeout or an asynchronous error */
} cudacore_communicator_info;
/* Rank, size and device as NCCL reports them (the values stored at creation
   once it is aborted). */
CUDACORE_API cudacore_result cudacore_communicator_get_info(cudacore_communicator c, cudacore_communicator_info *info);
CUDACORE_API cudacore_result cudacore_communicator_native(cudacore_communicator c, cudacore_ncclComm_t *out);
/* Sets the timeout of the calls that follow (0: none). A communicator created
   without one stays blocking in NCCL: the timeout then bounds waits
   (cudacore_communicator_synchronize, destroy), not a blocking NCCL call. */
CUDACORE_API cudacore_result cudacore_communicator_set_timeout(cudacore_communicator c, uint32_t timeout_ms);
/* ncclCommGetAsyncError: *state is CUDACORE_ncclSuccess, CUDACORE_ncclInProgress
   (NCCL still sets an operation up) or the error NCCL met in the background
   (then abort c: its collectives cannot complete). */
CUDACORE_API cudacore_result cudacore_communicator_async_error(cudacore_communicator c, cudacore_ncclResult_t *state);
/* Waits until the work queued on s so far is done, watching c: an error NCCL
   meets in the background aborts c and returns CUDACORE_ERROR_NCCL; past c's
   timeout c is aborted and CUDACORE_ERROR_TIMEOUT returned. So a rank whose
   peer died mid-collective gets an error instead of hanging forever. Polls
   the stream (yields, then sleeps 1 ms between polls). */
CUDACORE_API cudacore_result cudacore_communicator_synchronize(cudacore_communicator c, cudacore_stream s);

/* Collectives, with NCCL's semantics, queued on s like any stream work
   (capturable into a graph). Data is given as (buffer, byte offset) with a
   count of elements of datatype; before NCCL is called: each range must lie
   inside its buffer (CUDACORE_ERROR_OUT_OF_BOUNDS) at an offset that is a
   multiple of the element size; the buffer must be device memory of c's
   device, pinned host or managed memory, and s a stream of c's device (else
   CUDACORE_ERROR_DEVICE_MISMATCH); datatype one of CUDACORE_ncclInt8 ...
   _ncclFloat8e5m2 that the loaded NCCL knows (the fp8 types need 2.24); op
   CUDACORE_ncclSum, _Prod, _Max, _Min, _Avg, or an op made for c by
   ncclRedOpCreatePreMulSum (cudabind.h). In place: pass the same buffer and
   offset for both sides (all-gather: send = recv offset + rank * count
   elements; reduce-scatter: recv = send offset + rank * count elements).
   Each is one lookup per handle and the NCCL call: no allocation, lock or
   system call. */
CUDACORE_API cudacore_result cudacore_communicator_all_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype,
                                                              cudacore_ncclRedOp_t op, cudacore_stream s);
/* Copies root's send range into every rank's recv range. send is read on root
   only: other ranks may pass {0}. */
CUDACORE_API cudacore_result cudacore_communicator_broadcast(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                             size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, int root,
                                                             cudacore_stream s);
/* Reduces every rank's send range into root's recv range. recv is written on
   root only: other ranks may pass {0}. */
CUDACORE_API cudacore_result cudacore_communicator_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                          size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op,
                                                          int root, cudacore_stream s);
/* Each rank sends count elements; recv receives size * count, rank i's at
   element i * count. */
CUDACORE_API cudacore_result cudacore_communicator_all_gather(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_stream s);
/* Reduces size * count elements of send; rank i receives block i (count
   elements) of the result. */
CUDACORE_API cudacore_result cudacore_communicator_reduce_scatter(cudacore_communicator c, cudacore_buffer send, size_t send_offset,
                                                                  cudacore_buffer recv, size_t recv_offset, size_t count,
                                                                  cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, cudacore_stream s);
/* Point to point: peer calls the matching recv / send with the same count
   and datatype. Exchanges that must progress together (a ring shift, both
   directions) go between cudacore_nccl_group_start and _end. */
CUDACORE_API cudacore_result cudacore_communicator_send(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_communicator_recv(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s);
/* NCCL groups on the calling thread (ncclGroupStart / ncclGroupEnd; they
   nest): the collectives and sends in between are launched together at the
   outermost end -- one thread driving several GPUs, or fused operations.
   group_end returns once they are queued on their streams (for communicators
   with a timeout, once NCCL has set them up, or their timeout passed). */
CUDACORE_API cudacore_result cudacore_nccl_group_start(void);
CUDACORE_API cudacore_result cudacore_nccl_group_end(void);
