/* NCCL calls go through the loaded table; a missing function is a stub that
   records "not found" (fault injection treats them as the NVRTC class). */
#define CUDACORE__NCCL(fn) ((cudacore__PFN_##fn)CUDACORE__PICK(cudacore__g.nccl, cudacore__nccl_stub, CUDACORE__NCCL_##fn, CUDACORE__FAULT_NVRTC))
#define CUDACORE__NCCL_IN_PROGRESS 7     /* ncclInProgress */
#if !defined(_WIN32)
#include <poll.h>
#include <sched.h>
#include <sys/time.h>
#endif

CUDACORE__STATIC_ASSERT(sizeof(cudacore_nccl_unique_id) == sizeof(cudacore_ncclUniqueId), nccl_unique_id_is_ncclUniqueId);

typedef struct cudacore__comm_obj {
    cudacore_ncclComm_t native;
    int device, rank, size;   /* fixed for its life */
    int nonblocking;          /* NCCL runs it non-blocking: it was created with a timeout */
    uint32_t timeout_ms;      /* atomic (cudacore_communicator_set_timeout) */
    uint64_t aborted;         /* atomic: 1 once aborted */
} cudacore__comm_obj;
CUDACORE__FITS_SLOT(cudacore__comm_obj);

/* Element sizes by ncclDataType_t (int8 uint8 int32 uint32 int64 uint64 float16
   float32 float64 bfloat16 fp8e4m3 fp8e5m2: 1 1 4 4 8 8 2 4 8 2 1 1 bytes), as
   log2 in 2 bits each: a shift of a constant, no table to load
   (test_nccl.c rebuilds it from those sizes). */
#define CUDACORE__NCCL_TYPE_LOG2 \
    ((2u << 4) | (2u << 6) | (3u << 8) | (3u << 10) | (1u << 12) | (2u << 14) | (3u << 16) | (1u << 18))
CUDACORE__STATIC_ASSERT(CUDACORE_ncclNumTypes == 12, nccl_type_sizes_cover_every_datatype);
/* log2 of the element size of datatype t (0 <= t < CUDACORE_ncclNumTypes),
   and the size: the fast path takes the one, the full path the other. */
CUDACORE__HOT_INLINE unsigned cudacore__nccl_type_log2(cudacore_ncclDataType_t t) { return (CUDACORE__NCCL_TYPE_LOG2 >> (2 * (unsigned)t)) & 3u; }
CUDACORE__HOT_INLINE size_t cudacore__nccl_type_size(cudacore_ncclDataType_t t) { return (size_t)1 << cudacore__nccl_type_log2(t); }

/* The communicators with a timeout used inside the calling thread's NCCL
   group: group_end waits until NCCL has set their operations up. */
#define CUDACORE__NCCL_GROUP_MAX 64
typedef struct cudacore__nccl_group_state {
    int depth, count;
    uint64_t ids[CUDACORE__NCCL_GROUP_MAX];
} cudacore__nccl_group_state;
static CUDACORE__TLS cudacore__nccl_group_state cudacore__nccl_group;

/*--- errors, waiting, aborting ---*/
/* Records that NCCL's fn returned r: CUDACORE_ERROR_NCCL with NCCL's last
   error text in the detail. */
CUDACORE__COLD cudacore_result cudacore__nccl_fail(int r, cudacore_ncclComm_t comm, const char *fn, const char *call, int line) {
    cudacore__tls_error *e = &cudacore__err;
    const char *name = NULL, *str = NULL, *last;
    if (e->stub_pending && (r == 2 || r == 3)) { /* a missing-function stub (or the injector) said it all */
        e->stub_pending = 0;
        return e->info.result;
    }
    cudacore__nccl_result_text(r, &name, &str);
    last = ((cudacore__PFN_ncclGetLastError)cudacore__g.nccl[CUDACORE__NCCL_ncclGetLastError])(comm);
    cudacore__fail_at(CUDACORE_ERROR_NCCL, call, line, "%s failed: %s (%d)%s%s", fn, name, r, str ? ": " : "", str ? str : "");
    cudacore__set_native(CUDACORE_LIBRARY_NCCL, r, name, str);
    cudacore__set_detail(last && last[0] ? last : "(no text from ncclGetLastError: run with NCCL_DEBUG=WARN for NCCL's own report)");
    return CUDACORE_ERROR_NCCL;
}

/* A wait with a timeout in plain C99 (no clock_gettime there) and Win32: the
   time spent is summed from a wall clock step by step, each step counted
   as at most 50 ms, so that a change of the system clock cannot end or
   stretch a wait by more than that. */
typedef struct cudacore__waiter {
    uint64_t last_us, spent_us, limit_us; /* limit 0: none */
    unsigned polls;
} cudacore__waiter;

CUDACORE__PRIVATE uint64_t cudacore__clock_us(void) {
#if defined(_WIN32)
    return (uint64_t)GetTickCount64() * 1000u;
#else
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (uint64_t)tv.tv_sec * 1000000u + (uint64_t)tv.tv_usec;
#endif
}

CUDACORE__PRIVATE void cudacore__wait_start(cudacore__waiter *w, uint32_t timeout_ms) {
    w->last_us = cudacore__clock_us();
    w->spent_us = 0;
    w->limit_us = (uint64_t)timeout_ms * 1000u;
    w->polls = 0;
}

/* Pauses before the next poll (yields for the first 1000, then sleeps 1 ms);
   returns 1 once the timeout has passed. */
CUDACORE__PRIVATE int cudacore__wait_step(cudacore__waiter *w) {
    uint64_t now;
#if defined(_WIN32)
    if (w->polls++ < 1000) SwitchToThread();
    else Sleep(1);
#else
    if (w->polls++ < 1000) sched_yield();
    else poll(NULL, 0, 1);
#endif
    now = cudacore__clock_us();
    if (now > w->last_us) w->spent_us += now - w->last_us > 50000u ? 50000u : now - w->last_us;
    w->last_us = now;
    return w->limit_us && w->spent_us >= w->limit_us;
}

/* ncclCommAbort, once (the first caller wins); returns NCCL's result. */
CUDACORE__PRIVATE int cudacore__comm_abort(cudacore__comm_obj *co) {
    int r;
    if (!cudacore__cas64(&co->aborted, 0, 1)) return 0;
    r = (int)CUDACORE__NCCL(ncclCommAbort)(co->native);
    return r == CUDACORE__NCCL_IN_PROGRESS ? 0 : r;
}

CUDACORE__PRIVATE cudacore_result cudacore__comm_timed_out(cudacore__comm_obj *co, const char *what, const char *call) {
    CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
    return CUDACORE__FAIL(CUDACORE_ERROR_TIMEOUT, call,
                          "%s did not finish within the communicator's timeout of %u ms (rank %d of %d, device %d; a peer may have died or "
                          "never joined): the communicator was aborted, destroy it",
                          what, (unsigned)cudacore__loadu32(&co->timeout_ms), co->rank, co->size, co->device);
}

/* An error NCCL met in the background: the communicator cannot go on. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_async_failed(cudacore__comm_obj *co, int state, const char *call) {
    cudacore__nccl_fail(state, co->native, "an operation of the communicator (ncclCommGetAsyncError)", call, __LINE__);
    CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
    cudacore__append_detail("\n(the communicator was aborted: destroy it)");
    return CUDACORE_ERROR_NCCL;
}

/* A communicator NCCL runs non-blocking: waits until what its last call
   started is done (ncclCommGetAsyncError leaves ncclInProgress), up to the
   timeout. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_settle(cudacore__comm_obj *co, const char *what, const char *call) {
    cudacore__waiter w;
    cudacore_ncclResult_t state = CUDACORE_ncclInProgress;
    cudacore__wait_start(&w, cudacore__loadu32(&co->timeout_ms));
    for (;;) {
        int r = (int)CUDACORE__NCCL(ncclCommGetAsyncError)(co->native, &state);
        if (r != 0) return cudacore__nccl_fail(r, co->native, "ncclCommGetAsyncError", call, __LINE__);
        if ((int)state != CUDACORE__NCCL_IN_PROGRESS) break;
        if (cudacore__wait_step(&w)) return cudacore__comm_timed_out(co, what, call);
    }
    return (int)state == 0 ? CUDACORE_SUCCESS : cudacore__comm_async_failed(co, (int)state, call);
}

/* Within a group: remember a non-blocking communicator for group_end. */
CUDACORE__PRIVATE cudacore_result cudacore__nccl_group_add(uint64_t id, const char *call) {
    cudacore__nccl_group_state *g = &cudacore__nccl_group;
    int i;
    for (i = 0; i < g->count; i++)
        if (g->ids[i] == id) return CUDACORE_SUCCESS;
    if (g->count == CUDACORE__NCCL_GROUP_MAX)
        return CUDACORE__FAIL(CUDACORE_ERROR_TOO_MANY_OBJECTS, call, "more than %d communicators with a timeout in one NCCL group", CUDACORE__NCCL_GROUP_MAX);
    g->ids[g->count++] = id;
    return CUDACORE_SUCCESS;
}

/* After an NCCL call on a communicator: done, set up in the background
   (waited for now, or at the group's end), or failed. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_done(cudacore__comm_obj *co, uint64_t id, int r, const char *fn, const char *call) {
    if (CUDACORE__LIKELY(r == 0 && !co->nonblocking)) return CUDACORE_SUCCESS;
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, co->native, fn, call, __LINE__);
    if (!co->nonblocking) return CUDACORE_SUCCESS;
    if (cudacore__nccl_group.depth > 0) return cudacore__nccl_group_add(id, call);
    return r == CUDACORE__NCCL_IN_PROGRESS ? cudacore__comm_settle(co, fn, call) : CUDACORE_SUCCESS;
}

/* Why cudacore__comm_get found no usable communicator (recorded). */
CUDACORE__COLD void cudacore__comm_unusable(const cudacore__comm_obj *co, uint64_t id, const char *call) {
    if (!co) cudacore__bad_handle(CUDACORE_OBJECT_COMMUNICATOR, id, call);
    else
        CUDACORE__FAIL(CUDACORE_ERROR_NCCL, call,
                       "the communicator was aborted (cudacore_communicator_abort, a timeout or an error NCCL met): destroy it and create another");
}
/* A live, not aborted communicator, or NULL with the error recorded. */
CUDACORE__HOT_INLINE cudacore__comm_obj *cudacore__comm_get(uint64_t id, const char *call) {
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], id);
    if (CUDACORE__UNLIKELY(!co || cudacore__load64(&co->aborted) != 0)) {
        cudacore__comm_unusable(co, id, call);
        return NULL;
    }
    return co;
}

/*--- unique ids and the environment ---*/
CUDACORE_API cudacore_result cudacore_nccl_unique_id_create(cudacore_nccl_unique_id *out) {
    static const char *call = "cudacore_nccl_unique_id_create";
    cudacore_ncclUniqueId uid;
    cudacore_result r;
    int code;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    if ((r = cudacore__need(CUDACORE_LIBRARY_NCCL, call)) != CUDACORE_SUCCESS) return r;
    memset(&uid, 0, sizeof uid);
    code = (int)CUDACORE__NCCL(ncclGetUniqueId)(&uid);
    if (code != 0) return cudacore__nccl_fail(code, NULL, "ncclGetUniqueId", call, __LINE__);
    memcpy(out->bytes, &uid, sizeof out->bytes);
    return CUDACORE_SUCCESS;
}

/* An environment variable holding a whole decimal int in [lo, INT_MAX]: 1
   (*v set), 0 (not set), or -1 with the error recorded. */
CUDACORE__PRIVATE int cudacore__env_int(const char *var, int lo, int *v, const char *call) {
    const char *s = getenv(var);
    char *end = NULL;
    long x;
    if (!s) return 0;
    x = strtol(s, &end, 10);
    if (!s[0] || *end || x < lo || x > 2147483647L) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is '%s': it must be a whole number from %d", var, s, lo);
        return -1;
    }
    *v = (int)x;
    return 1;
}

CUDACORE_API cudacore_result cudacore_nccl_env_get(cudacore_nccl_env *out) {
    static const char *call = "cudacore_nccl_env_get";
    static const char *const vars[][3] = {{"CUDACORE_RANK", "CUDACORE_WORLD_SIZE", "CUDACORE_LOCAL_RANK"},
                                          {"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK"},
                                          {"PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID"},
                                          {"RANK", "WORLD_SIZE", "LOCAL_RANK"}};
    size_t k;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, sizeof *out);
    out->size = 1;
    out->rank_var = out->size_var = "";
    out->comm_id = getenv("NCCL_COMM_ID") ? getenv("NCCL_COMM_ID") : "";
    for (k = 0; k < sizeof vars / sizeof vars[0]; k++) {
        int rank = 0, size = 0, local = -1, hr, hs;
        if ((hr = cudacore__env_int(vars[k][0], 0, &rank, call)) < 0 || (hs = cudacore__env_int(vars[k][1], 1, &size, call)) < 0 ||
            cudacore__env_int(vars[k][2], 0, &local, call) < 0)
            return CUDACORE_ERROR_INVALID_ARGUMENT;
        if (!hr && !hs) continue;
        if (!hr || !hs)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is set but %s is not: set both", hr ? vars[k][0] : vars[k][1],
                                  hr ? vars[k][1] : vars[k][0]);
        if (rank >= size)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s is %d but %s is %d: a rank is 0 to size - 1", vars[k][0], rank,
                                  vars[k][1], size);
        out->rank = rank;
        out->size = size;
        out->local_rank = local;
        out->rank_var = vars[k][0];
        out->size_var = vars[k][1];
        return CUDACORE_SUCCESS;
    }
    return CUDACORE_SUCCESS; /* no launcher: a job of one */
}

/*--- creation ---*/
/* A desc field: 0 (NCCL's default) or in [lo, hi], and known to the loaded NCCL. */
CUDACORE__PRIVATE cudacore_result cudacore__nccl_field(int value, int lo, int hi, const char *field, int since, const char *call) {
    char have[32], need[32];
    if (!value) return CUDACORE_SUCCESS;
    if (value < lo || value > hi)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.%s is %d: it must be 0 (NCCL's default) or %d to %d", field, value, lo, hi);
    if (cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version >= since) return CUDACORE_SUCCESS;
    cudacore__nccl_version_text(cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version, have, sizeof have);
    cudacore__nccl_version_text(since, need, sizeof need);
    return CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "desc.%s needs NCCL %s or newer; the loaded NCCL is %s", field, need, have);
}

/* NCCL's config for desc, every field checked. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_config(const cudacore_communicator_desc *d, cudacore_ncclConfig_t *cfg, const char *call) {
    static const cudacore_ncclConfig_t init = CUDACORE_NCCL_CONFIG_INITIALIZER;
    cudacore_result r;
    *cfg = init;
    cfg->blocking = d->timeout_ms ? 0 : 1;
    if ((r = cudacore__nccl_field(d->cga_cluster_size, 1, 8, "cga_cluster_size", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->min_ctas, 1, 64, "min_ctas", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->max_ctas, 1, 64, "max_ctas", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->net_name != NULL, 1, 1, "net_name", 21700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->split_share, 1, 1, "split_share", 21800, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->traffic_class, 1, 255, "traffic_class", 22600, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->name != NULL, 1, 1, "name", 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->collnet_enable, 1, 1, "collnet_enable", 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->cta_policy, 1, 2, "cta_policy", d->cta_policy == 2 ? 22800 : 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->nvls_ctas, 1, 64, "nvls_ctas", 22700, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->n_channels_per_net_peer, 1, 64, "n_channels_per_net_peer", 22800, call)) != CUDACORE_SUCCESS ||
        (r = cudacore__nccl_field(d->nvlink_centric_sched, 1, 1, "nvlink_centric_sched", 22800, call)) != CUDACORE_SUCCESS)
        return r;
    if (d->min_ctas && d->max_ctas && d->min_ctas > d->max_ctas)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.min_ctas %d is more than desc.max_ctas %d", d->min_ctas, d->max_ctas);
    if (d->cga_cluster_size) cfg->cgaClusterSize = d->cga_cluster_size;
    if (d->min_ctas) cfg->minCTAs = d->min_ctas;
    if (d->max_ctas) cfg->maxCTAs = d->max_ctas;
    if (d->net_name) cfg->netName = d->net_name;
    if (d->split_share) cfg->splitShare = 1;
    if (d->traffic_class) cfg->trafficClass = d->traffic_class;
    if (d->name) cfg->commName = d->name;
    if (d->collnet_enable) cfg->collnetEnable = 1;
    if (d->cta_policy) cfg->CTAPolicy = d->cta_policy;
    if (d->nvls_ctas) cfg->nvlsCTAs = d->nvls_ctas;
    if (d->n_channels_per_net_peer) cfg->nChannelsPerNetPeer = d->n_channels_per_net_peer;
    if (d->nvlink_centric_sched) cfg->nvlinkCentricSched = 1;
    return CUDACORE_SUCCESS;
}

/* What every create does first: NCCL loaded, no group open, a valid config. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_prepare(const cudacore_communicator_desc *desc, cudacore_communicator_desc *d,
                                                         cudacore_ncclConfig_t *cfg, const char *call) {
    cudacore_result r;
    memset(d, 0, sizeof *d);
    if (desc) *d = *desc;
    if ((r = cudacore__need(CUDACORE_LIBRARY_NCCL, call)) != CUDACORE_SUCCESS) return r;
    if (cudacore__nccl_group.depth > 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "a communicator cannot be created between cudacore_nccl_group_start and _end (end the group first)");
    return cudacore__comm_config(d, cfg, call);
}

/* ncclCommFinalize (waited for), then ncclCommDestroy; aborts when the finalize fails. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_close(cudacore__comm_obj *co, const char *call) {
    cudacore_result res = CUDACORE_SUCCESS;
    int r = (int)CUDACORE__NCCL(ncclCommFinalize)(co->native);
    if (r == CUDACORE__NCCL_IN_PROGRESS) res = cudacore__comm_settle(co, "ncclCommFinalize", call);
    else if (r != 0) res = cudacore__nccl_fail(r, co->native, "ncclCommFinalize", call, __LINE__);
    if (cudacore__load64(&co->aborted)) return res; /* the wait timed out or NCCL failed in the background: aborted */
    if (res != CUDACORE_SUCCESS) {
        CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
        return res;
    }
    r = (int)CUDACORE__NCCL(ncclCommDestroy)(co->native);
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, NULL, "ncclCommDestroy", call, __LINE__);
    return CUDACORE_SUCCESS;
}

/* Its life (cudacore__life): the end closes a communicator that was not
   aborted (an aborted one is NCCL's no more), and ends the handle even when
   the close fails. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_end(void *o, const char *call) {
    cudacore__comm_obj *co = (cudacore__comm_obj *)o;
    return cudacore__load64(&co->aborted) ? CUDACORE_SUCCESS : cudacore__comm_close(co, call);
}
static const cudacore__life cudacore__comm_life = {CUDACORE_OBJECT_COMMUNICATOR, NULL, NULL, cudacore__comm_end, 0, NULL,
                                                   offsetof(cudacore__comm_obj, native), sizeof(cudacore_ncclComm_t)};

CUDACORE__PRIVATE cudacore__comm_obj *cudacore__comm_reserve(uint64_t *id, int device, uint32_t timeout_ms, const char *call) {
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__object_reserve(&cudacore__comm_life, id, call);
    if (co) {
        co->device = device;
        co->timeout_ms = timeout_ms;
        co->nonblocking = timeout_ms != 0;
    }
    return co;
}

/* Publishes a reserved communicator made with result r
   (cudacore__object_publish); after a failure, what NCCL made is aborted. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_publish(cudacore__comm_obj *co, uint64_t id, cudacore_result r, uint64_t *out) {
    if (r != CUDACORE_SUCCESS && co->native) CUDACORE__CLEANUP((void)cudacore__comm_abort(co));
    return cudacore__object_publish(&cudacore__comm_life, co, id, r, out);
}

/* After its init call (r): waits for a non-blocking init, reads rank and size. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_ready(cudacore__comm_obj *co, int r, const char *fn, const char *call) {
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, NULL, fn, call, __LINE__);
    if (r == CUDACORE__NCCL_IN_PROGRESS) {
        cudacore_result res = cudacore__comm_settle(co, fn, call);
        if (res != CUDACORE_SUCCESS) return res;
    }
    if ((r = (int)CUDACORE__NCCL(ncclCommUserRank)(co->native, &co->rank)) != 0)
        return cudacore__nccl_fail(r, co->native, "ncclCommUserRank", call, __LINE__);
    if ((r = (int)CUDACORE__NCCL(ncclCommCount)(co->native, &co->size)) != 0)
        return cudacore__nccl_fail(r, co->native, "ncclCommCount", call, __LINE__);
    return CUDACORE_SUCCESS;
}

/* One rank from a unique id on device dev; publishes it in *out. */
CUDACORE__PRIVATE cudacore_result cudacore__comm_init_rank(cudacore_ncclConfig_t *cfg, uint32_t timeout_ms, const cudacore_nccl_unique_id *id, int rank,
                                                           int size, int dev, cudacore_communicator *out, const char *call) {
    cudacore_ncclUniqueId uid;
    uint64_t cid = 0;
    cudacore_result res;
    int rg;
    cudacore__comm_obj *co = cudacore__comm_reserve(&cid, dev, timeout_ms, call);
    if (!co) return cudacore__recorded();
    rg = cudacore__nvtx_range_begin("%s rank %d of %d, device %d", call, rank, size, dev);
    memcpy(&uid, id->bytes, sizeof uid);
    res = cudacore__comm_ready(co, (int)CUDACORE__NCCL(ncclCommInitRankConfig)(&co->native, size, uid, rank, cfg), "ncclCommInitRankConfig", call);
    cudacore__nvtx_range_end(rg);
    return cudacore__comm_publish(co, cid, res, &out->id);
}

CUDACORE_API cudacore_result cudacore_communicator_create(const cudacore_communicator_desc *desc, const cudacore_nccl_unique_id *id, int rank,
                                                          int size, cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_create";
    cudacore_communicator_desc d;
    cudacore_ncclConfig_t cfg;
    cudacore_result r;
    int dev = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if (!id) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "id is NULL");
    if (size < 1 || rank < 0 || rank >= size)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "rank %d of %d: size must be at least 1 and rank 0 to size - 1", rank, size);
    if ((r = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
    return cudacore__comm_init_rank(&cfg, d.timeout_ms, id, rank, size, dev, out, call);
}

CUDACORE_API cudacore_result cudacore_communicator_create_from_env(const cudacore_communicator_desc *desc, cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_create_from_env";
    cudacore_communicator_desc d;
    cudacore_ncclConfig_t cfg;
    cudacore_nccl_env env;
    cudacore_nccl_unique_id id;
    cudacore_result r;
    int dev = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    if ((r = cudacore_nccl_env_get(&env)) != CUDACORE_SUCCESS) return r;
    if (env.size > 1 && !env.comm_id[0])
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "rank %d of %d (from %s and %s), but NCCL_COMM_ID is not set: set it to host:port of a free port on rank 0's "
                              "machine, the same for every rank",
                              env.rank, env.size, env.rank_var, env.size_var);
    if ((r = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore_nccl_unique_id_create(&id)) != CUDACORE_SUCCESS) return r; /* from NCCL_COMM_ID, when set */
    return cudacore__comm_init_rank(&cfg, d.timeout_ms, &id, env.rank, env.size, dev, out, call);
}

/* create_all with a config: one NCCL group of ncclCommInitRankConfig, each
   on its device. Returns the first failing NCCL result (0: none). */
CUDACORE__PRIVATE int cudacore__comm_init_group(cudacore_ncclConfig_t *cfg, const int *devs, int count, cudacore_ncclComm_t *natives,
                                                const char **fn, const char *call) {
    cudacore_ncclUniqueId uid;
    int i, r, end;
    memset(&uid, 0, sizeof uid);
    *fn = "ncclGetUniqueId";
    if ((r = (int)CUDACORE__NCCL(ncclGetUniqueId)(&uid)) != 0) return r;
    *fn = "ncclGroupStart";
    if ((r = (int)CUDACORE__NCCL(ncclGroupStart)()) != 0) return r;
    for (i = 0; i < count && (r == 0 || r == CUDACORE__NCCL_IN_PROGRESS); i++) {
        if (cudacore__push_device(devs[i], call) != CUDACORE_SUCCESS) {
            r = -1; /* recorded */
            break;
        }
        *fn = "ncclCommInitRankConfig";
        r = (int)CUDACORE__NCCL(ncclCommInitRankConfig)(&natives[i], count, uid, i, cfg);
        cudacore__pop_device();
    }
    end = (int)CUDACORE__NCCL(ncclGroupEnd)();
    if (r == 0 || r == CUDACORE__NCCL_IN_PROGRESS) {
        *fn = "ncclGroupEnd";
        r = end;
    }
    return r;
}

CUDACORE__PRIVATE cudacore_result cudacore__communicator_create_all(const cudacore_communicator_desc *desc, const int *devices, int count,
                                                                   cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_create_all";
    cudacore_communicator_desc d, zero_desc;
    cudacore_ncclConfig_t cfg;
    cudacore_ncclComm_t natives[CUDACORE__MAX_DEVICES];
    cudacore__comm_obj *cos[CUDACORE__MAX_DEVICES];
    uint64_t ids[CUDACORE__MAX_DEVICES];
    int devs[CUDACORE__MAX_DEVICES], i, j, n = 0, r;
    const char *fn = "ncclCommInitAll";
    cudacore_result res = CUDACORE_SUCCESS;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if (count < 1 || count > CUDACORE__MAX_DEVICES)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is %d: it must be 1 to %d", count, CUDACORE__MAX_DEVICES);
    memset(out, 0, sizeof *out * (size_t)count);
    if ((res = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return res;
    for (i = 0; i < count; i++) {
        devs[i] = devices ? devices[i] : i;
        if ((res = cudacore__check_device(devs[i], call)) != CUDACORE_SUCCESS) return res;
        for (j = 0; j < i; j++)
            if (devs[j] == devs[i])
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "device %d is listed twice (devices[%d] and [%d]): NCCL takes one rank per GPU",
                                      devs[i], j, i);
    }
    memset(natives, 0, sizeof natives);
    memset(&zero_desc, 0, sizeof zero_desc);
    for (n = 0; n < count; n++)
        if ((cos[n] = cudacore__comm_reserve(&ids[n], devs[n], d.timeout_ms, call)) == NULL) break;
    if (n == count) {
        r = memcmp(&d, &zero_desc, sizeof d) == 0 ? (int)CUDACORE__NCCL(ncclCommInitAll)(natives, count, devs)
                                                    : cudacore__comm_init_group(&cfg, devs, count, natives, &fn, call);
        for (i = 0; i < count; i++) cos[i]->native = natives[i];
        if (r == -1) res = cudacore_last_error()->result;
        else if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) res = cudacore__nccl_fail(r, NULL, fn, call, __LINE__);
        for (i = 0; i < count && res == CUDACORE_SUCCESS; i++)
            res = cudacore__comm_ready(cos[i], cos[i]->nonblocking ? CUDACORE__NCCL_IN_PROGRESS : 0, fn, call);
    } else {
        res = cudacore_last_error()->result;
    }
    for (i = 0; i < n; i++) cudacore__comm_publish(cos[i], ids[i], res, &out[i].id);
    return res;
}

CUDACORE_API cudacore_result cudacore_communicator_create_all(const cudacore_communicator_desc *desc, const int *devices, int count,
                                                              cudacore_communicator *out) {
    int rg = cudacore__nvtx_range_begin("cudacore_communicator_create_all %d devices", count);
    cudacore_result r = cudacore__communicator_create_all(desc, devices, count, out);
    cudacore__nvtx_range_end(rg);
    return r;
}

/* ncclCommSplit into nco, finished. A non-blocking split is a background job
   that stores the new communicator only when it is done, failed or not; the
   call itself returns ncclSuccess or ncclInProgress with nothing stored yet,
   and the parent's async state does not wait for the job. So the call waits
   for that store (CUDACORE_NCCL_SPLIT_NOCOLOR stores nothing), then for the
   child itself. NCCL writes into a heap cell of ours; after a timeout it may
   still write, so the cell is then left to it (8 bytes). */
CUDACORE__PRIVATE cudacore_result cudacore__comm_split_native(cudacore__comm_obj *co, int color, int key, cudacore_ncclConfig_t *cfg,
                                                              cudacore__comm_obj *nco, const char *call) {
    cudacore_ncclComm_t *cell = (cudacore_ncclComm_t *)cudacore__calloc(sizeof *cell, call);
    cudacore_ncclResult_t state = CUDACORE_ncclSuccess;
    cudacore__waiter w;
    int r, async;
    if (!cell) return cudacore_last_error()->result;
    r = (int)CUDACORE__NCCL(ncclCommSplit)(co->native, color, key, cell, cfg);
    async = r == CUDACORE__NCCL_IN_PROGRESS || (r == 0 && (co->nonblocking || nco->nonblocking));
    cudacore__wait_start(&w, cudacore__loadu32(&nco->timeout_ms));
    while (async && color != CUDACORE_NCCL_SPLIT_NOCOLOR && !cudacore__loadptr((void *const *)cell)) {
        /* on a return from this loop the cell stays NCCL's */
        if ((r = (int)CUDACORE__NCCL(ncclCommGetAsyncError)(co->native, &state)) != 0)
            return cudacore__nccl_fail(r, co->native, "ncclCommGetAsyncError", call, __LINE__);
        if ((int)state != 0 && (int)state != CUDACORE__NCCL_IN_PROGRESS) return cudacore__comm_async_failed(co, (int)state, call);
        if (cudacore__wait_step(&w)) return cudacore__comm_timed_out(co, "ncclCommSplit", call);
    }
    nco->native = (cudacore_ncclComm_t)cudacore__loadptr((void *const *)cell);
    cudacore__free(cell);
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, co->native, "ncclCommSplit", call, __LINE__);
    if (!nco->native) return CUDACORE_SUCCESS; /* in no new communicator */
    return cudacore__comm_ready(nco, nco->nonblocking ? CUDACORE__NCCL_IN_PROGRESS : 0, "ncclCommSplit", call);
}

CUDACORE_API cudacore_result cudacore_communicator_split(cudacore_communicator c, int color, int key, const cudacore_communicator_desc *desc,
                                                         cudacore_communicator *out) {
    static const char *call = "cudacore_communicator_split";
    cudacore_communicator_desc d;
    cudacore_ncclConfig_t cfg;
    cudacore__comm_obj *nco;
    uint64_t nid = 0;
    cudacore_result res;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    out->id = 0;
    {
        cudacore__comm_obj *co = cudacore__comm_get(c.id, call);
        if (!co) return cudacore__recorded();
        if (color < 0 && color != CUDACORE_NCCL_SPLIT_NOCOLOR)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "color %d: a color is 0 or more, or CUDACORE_NCCL_SPLIT_NOCOLOR (-1)", color);
        if ((res = cudacore__comm_prepare(desc, &d, &cfg, call)) != CUDACORE_SUCCESS) return res;
        if (!desc) d.timeout_ms = cudacore__loadu32(&co->timeout_ms);
        if ((nco = cudacore__comm_reserve(&nid, co->device, d.timeout_ms, call)) == NULL) return cudacore__recorded();
        if (!desc) nco->nonblocking = co->nonblocking; /* NCCL copies c's config, blocking mode included */
        res = cudacore__comm_split_native(co, color, key, desc ? &cfg : NULL, nco, call);
        if (res == CUDACORE_SUCCESS && !nco->native) { /* CUDACORE_NCCL_SPLIT_NOCOLOR: in no new communicator */
            cudacore__object_unreserve(&cudacore__comm_life, nco, nid);
            return CUDACORE_SUCCESS;
        }
        return cudacore__comm_publish(nco, nid, res, &out->id);
    }
}

/*--- destruction, abort, queries ---*/
CUDACORE_API cudacore_result cudacore_communicator_destroy(cudacore_communicator c) {
    return cudacore__object_destroy(&cudacore__comm_life, c.id, "cudacore_communicator_destroy");
}

CUDACORE_API cudacore_result cudacore_communicator_abort(cudacore_communicator c) {
    static const char *call = "cudacore_communicator_abort";
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], c.id);
    int r;
    if (!co) return cudacore__bad_handle(CUDACORE_OBJECT_COMMUNICATOR, c.id, call);
    r = cudacore__comm_abort(co);
    return r ? cudacore__nccl_fail(r, NULL, "ncclCommAbort", call, __LINE__) : CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_get_info(cudacore_communicator c, cudacore_communicator_info *info) {
    static const char *call = "cudacore_communicator_get_info";
    const cudacore__comm_obj *co = (const cudacore__comm_obj *)cudacore__object_info(CUDACORE_OBJECT_COMMUNICATOR, c.id, info, sizeof *info, call);
    int r;
    if (!co) return cudacore__recorded();
    info->rank = co->rank;
    info->size = co->size;
    info->device = co->device;
    info->timeout_ms = cudacore__loadu32(&co->timeout_ms);
    info->nonblocking = co->nonblocking;
    info->aborted = cudacore__load64(&co->aborted) != 0;
    if (info->aborted) return CUDACORE_SUCCESS;
    info->native = co->native;
    if ((r = (int)CUDACORE__NCCL(ncclCommUserRank)(co->native, &info->rank)) != 0 ||
        (r = (int)CUDACORE__NCCL(ncclCommCount)(co->native, &info->size)) != 0 ||
        (r = (int)CUDACORE__NCCL(ncclCommCuDevice)(co->native, &info->device)) != 0) {
        memset(info, 0, sizeof *info);
        return cudacore__nccl_fail(r, co->native, "ncclCommUserRank / ncclCommCount / ncclCommCuDevice", call, __LINE__);
    }
    return CUDACORE_SUCCESS;
}

/* (An aborted communicator's raw handle is NCCL's no more: refused.) */
CUDACORE_API cudacore_result cudacore_communicator_native(cudacore_communicator c, cudacore_ncclComm_t *out) {
    static const char *call = "cudacore_communicator_native";
    cudacore_result r = cudacore__object_native(&cudacore__comm_life, c.id, out, call);
    if (r == CUDACORE_SUCCESS && !cudacore__comm_get(c.id, call)) {
        *out = NULL;
        return cudacore__recorded();
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_communicator_set_timeout(cudacore_communicator c, uint32_t timeout_ms) {
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__lookup(CUDACORE_OBJECT_COMMUNICATOR, c.id, "cudacore_communicator_set_timeout");
    if (!co) return CUDACORE_ERROR_INVALID_HANDLE;
    cudacore__storeu32(&co->timeout_ms, timeout_ms);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_async_error(cudacore_communicator c, cudacore_ncclResult_t *state) {
    static const char *call = "cudacore_communicator_async_error";
    int r;
    if (!state) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "state is NULL");
    *state = CUDACORE_ncclSuccess;
    {
        cudacore__comm_obj *co = cudacore__comm_get(c.id, call);
        if (!co) return cudacore__recorded();
        r = (int)CUDACORE__NCCL(ncclCommGetAsyncError)(co->native, state);
        if (r != 0) {
            *state = CUDACORE_ncclSuccess;
            return cudacore__nccl_fail(r, co->native, "ncclCommGetAsyncError", call, __LINE__);
        }
        return CUDACORE_SUCCESS;
    }
}

/* The stream for an operation of co, on co's device (a default stream: the
   communicator's device's, since NCCL makes that device current itself). */
CUDACORE__HOT_INLINE cudacore_result cudacore__comm_stream_full(const cudacore__comm_obj *co, cudacore_stream s, cudacore__strm *st, const char *call) {
    cudacore_result r = cudacore__stream_get(s.id, st, call);
    if (CUDACORE__UNLIKELY(r != CUDACORE_SUCCESS)) return r;
    if (CUDACORE__UNLIKELY(st->device != co->device && st->device >= 0))
        return cudacore__mismatch(call, "the stream", st->device, "the communicator", co->device);
    if (st->device < 0) {
        st->device = co->device;
        st->ctx = cudacore__primary_ctx(co->device);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_communicator_synchronize(cudacore_communicator c, cudacore_stream s) {
    static const char *call = "cudacore_communicator_synchronize";
    cudacore__strm st = {NULL, NULL, -1};
    cudacore_ncclResult_t state = CUDACORE_ncclSuccess;
    cudacore__waiter w;
    cudacore_result res;
    cudacore__comm_obj *co = cudacore__comm_get(c.id, call);
    if (!co) return cudacore__recorded();
    if ((res = cudacore__comm_stream_full(co, s, &st, call)) != CUDACORE_SUCCESS) return res;
    cudacore__wait_start(&w, cudacore__loadu32(&co->timeout_ms));
    for (;;) {
        int pushed = 0, r;
        if ((res = cudacore__enter(&st.ctx, st.device, &pushed, call)) != CUDACORE_SUCCESS) return res;
        r = (int)CUDACORE__CU(cuStreamQuery)(st.cs); /* (the legacy stream is the current context's) */
        if (pushed) cudacore__pop_device();
        int nr = (int)CUDACORE__NCCL(ncclCommGetAsyncError)(co->native, &state);
        if (nr != 0) return cudacore__nccl_fail(nr, co->native, "ncclCommGetAsyncError", call, __LINE__);
        if ((int)state != 0 && (int)state != CUDACORE__NCCL_IN_PROGRESS) return cudacore__comm_async_failed(co, (int)state, call);
        if (r == 0) return CUDACORE_SUCCESS;
        if (r != 600) return cudacore__cu_fail((cudacore_CUresult)r, "cuStreamQuery", __LINE__); /* CUDA_ERROR_NOT_READY: not yet */
        if (cudacore__wait_step(&w)) return cudacore__comm_timed_out(co, "the work queued on the stream", call);
    }
}

/*--- collectives ---*/
/* Each collective and point-to-point call: its NCCL function (CUDACORE__NCCL_
   index), the count-element blocks each side holds (0: no such side; -1: the
   communicator's size, as all-gather's recv and reduce-scatter's send),
   whether root (or peer) is checked, and the side a rank other than root may
   leave {0} (1: send, 2: recv). */
typedef struct cudacore__coll_kind {
    int fn;
    signed char send_blocks, recv_blocks, rooted, optional;
} cudacore__coll_kind;
enum {
    CUDACORE__COLL_ALL_REDUCE,
    CUDACORE__COLL_BROADCAST,
    CUDACORE__COLL_REDUCE,
    CUDACORE__COLL_ALL_GATHER,
    CUDACORE__COLL_REDUCE_SCATTER,
    CUDACORE__COLL_SEND,
    CUDACORE__COLL_RECV
};
static const cudacore__coll_kind cudacore__coll_kinds[] = {
    {CUDACORE__NCCL_ncclAllReduce, 1, 1, 0, 0},     {CUDACORE__NCCL_ncclBroadcast, 1, 1, 1, 1}, {CUDACORE__NCCL_ncclReduce, 1, 1, 1, 2},
    {CUDACORE__NCCL_ncclAllGather, 1, -1, 0, 0},    {CUDACORE__NCCL_ncclReduceScatter, -1, 1, 0, 0},
    {CUDACORE__NCCL_ncclSend, 1, 0, 1, 0},          {CUDACORE__NCCL_ncclRecv, 0, 1, 1, 0},
};

/* 1 when the loaded NCCL knows datatype t (every NCCL the types below fp8:
   one comparison; the two fp8 types since 2.24). */
CUDACORE__HOT_INLINE int cudacore__nccl_type_ok(cudacore_ncclDataType_t t) {
    return (unsigned)t < (unsigned)CUDACORE_ncclFloat8e4m3 ||
           ((unsigned)t < (unsigned)CUDACORE_ncclNumTypes && cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version >= 22400);
}

/* Why datatype t cannot be used. */
CUDACORE__COLD cudacore_result cudacore__nccl_bad_type(cudacore_ncclDataType_t t, const char *call) {
    char have[32];
    if ((unsigned)t >= (unsigned)CUDACORE_ncclNumTypes)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "datatype %d is not an NCCL datatype (CUDACORE_ncclInt8 = 0 to CUDACORE_ncclFloat8e5m2 = %d)", (int)t,
                              (int)CUDACORE_ncclNumTypes - 1);
    cudacore__nccl_version_text(cudacore__g.libs[CUDACORE_LIBRARY_NCCL].version, have, sizeof have);
    return CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "datatype %d (an fp8 type) needs NCCL 2.24 or newer; the loaded NCCL is %s", (int)t,
                          have);
}

/* NCCL's call for fn (a constant where inlined: only that call remains). */
CUDACORE__HOT_INLINE int cudacore__coll_call(int fn, const void *sp, void *rp, size_t count, cudacore_ncclDataType_t t, cudacore_ncclRedOp_t op, int root,
                                             cudacore_ncclComm_t comm, cudacore_CUstream cs) {
    switch (fn) {
        case CUDACORE__NCCL_ncclAllReduce: return (int)CUDACORE__NCCL(ncclAllReduce)(sp, rp, count, t, op, comm, cs);
        case CUDACORE__NCCL_ncclBroadcast: return (int)CUDACORE__NCCL(ncclBroadcast)(sp, rp, count, t, root, comm, cs);
        case CUDACORE__NCCL_ncclReduce: return (int)CUDACORE__NCCL(ncclReduce)(sp, rp, count, t, op, root, comm, cs);
        case CUDACORE__NCCL_ncclAllGather: return (int)CUDACORE__NCCL(ncclAllGather)(sp, rp, count, t, comm, cs);
        case CUDACORE__NCCL_ncclReduceScatter: return (int)CUDACORE__NCCL(ncclReduceScatter)(sp, rp, count, t, op, comm, cs);
        case CUDACORE__NCCL_ncclSend: return (int)CUDACORE__NCCL(ncclSend)(sp, count, t, root, comm, cs);
        default: return (int)CUDACORE__NCCL(ncclRecv)(rp, count, t, root, comm, cs);
    }
}

/* The full path's side: the device address of blocks * count elements of es
   bytes at offset in b, every check made in order with its own error. */
CUDACORE__PRIVATE cudacore_result cudacore__coll_side_full(const cudacore__comm_obj *co, cudacore_buffer b, size_t offset, size_t count, int blocks, size_t es,
                                                      int optional, const char *what, const char *call, void **ptr) {
    cudacore__buffer_obj *bo;
    size_t n;
    *ptr = NULL;
    if (optional && !b.id) return CUDACORE_SUCCESS;
    bo = (cudacore__buffer_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], b.id);
    if (!bo) return cudacore__bad_handle(CUDACORE_OBJECT_BUFFER, b.id, call);
    if (count > SIZE_MAX / es || (blocks > 1 && count * es > SIZE_MAX / (size_t)blocks))
        return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "%s: %d x %llu elements of %u bytes do not fit in size_t", what, blocks,
                              (unsigned long long)count, (unsigned)es);
    n = count * (size_t)blocks * es;
    if (!CUDACORE__IN_BOUNDS(offset, n, bo->size)) return cudacore__oob(call, what, offset, n, bo->size);
    if (offset & (es - 1))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s offset %llu is not a multiple of the element size (%u bytes)", what,
                              (unsigned long long)offset, (unsigned)es);
    if (!bo->dev_acc)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "%s is pageable host memory: NCCL needs memory its device can access (device, pinned or managed)", what);
    if (bo->device != co->device && bo->device >= 0 && !bo->managed && !bo->host_acc)
        return CUDACORE__FAIL(CUDACORE_ERROR_DEVICE_MISMATCH, call, "%s belongs to device %d but the communicator to device %d", what, bo->device,
                              co->device);
    *ptr = (void *)(uintptr_t)(bo->ptr + offset);
    return CUDACORE_SUCCESS;
}

/* The full path: every check in order, each failure with its own error, then
   NCCL. Bad arguments come here, and the rarer valid calls: pinned host or
   managed memory, a communicator NCCL runs non-blocking (whose calls wait for
   NCCL anyway). Cold, so that its call sits out of line and the fast path's
   success falls straight through to the return. */
CUDACORE__COLD cudacore_result cudacore__coll_full(int kind, cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                   size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op,
                                                   int root, cudacore_stream s, const char *call) {
    const cudacore__coll_kind *k = &cudacore__coll_kinds[kind];
    cudacore__strm st = {NULL, NULL, -1};
    void *sp = NULL, *rp = NULL;
    size_t es;
    cudacore_result res;
    cudacore__comm_obj *co = cudacore__comm_get(c.id, call);
    if (!co) return cudacore__recorded();
    if (!cudacore__nccl_type_ok(datatype)) return cudacore__nccl_bad_type(datatype, call);
    es = cudacore__nccl_type_size(datatype);
    if ((int)op < 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "op %d is not an NCCL reduction (CUDACORE_ncclSum = 0 to CUDACORE_ncclAvg = 4, or one made by ncclRedOpCreatePreMulSum)",
                              (int)op);
    if (k->rooted && (root < 0 || root >= co->size))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%s %d is not a rank of this communicator of %d ranks",
                              k->fn == CUDACORE__NCCL_ncclSend || k->fn == CUDACORE__NCCL_ncclRecv ? "peer" : "root", root, co->size);
    if (k->send_blocks && (res = cudacore__coll_side_full(co, send, send_offset, count, k->send_blocks < 0 ? co->size : k->send_blocks, es,
                                                     k->optional == 1 && co->rank != root, "send buffer", call, &sp)) != CUDACORE_SUCCESS)
        return res;
    if (k->recv_blocks && (res = cudacore__coll_side_full(co, recv, recv_offset, count, k->recv_blocks < 0 ? co->size : k->recv_blocks, es,
                                                     k->optional == 2 && co->rank != root, "recv buffer", call, &rp)) != CUDACORE_SUCCESS)
        return res;
    if ((res = cudacore__comm_stream_full(co, s, &st, call)) != CUDACORE_SUCCESS) return res;
    return cudacore__comm_done(co, c.id, cudacore__coll_call(k->fn, sp, rp, count, datatype, op, root, co->native, st.cs),
                               cudacore__nccl_info[k->fn].name, call);
}

/* A blocking communicator's NCCL call failed (r != 0). */
CUDACORE__COLD cudacore_result cudacore__coll_failed(cudacore__comm_obj *co, uint64_t id, int r, int fn, const char *call) {
    return cudacore__comm_done(co, id, r, cudacore__nccl_info[fn].name, call);
}

/* The fast path's buffer: device memory of co's device, or NULL. */
CUDACORE__HOT_INLINE const cudacore__buffer_obj *cudacore__coll_buffer(const cudacore__comm_obj *co, uint64_t id) {
    const cudacore__buffer_obj *bo = (const cudacore__buffer_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], id);
    return CUDACORE__LIKELY(bo && bo->dev_acc && bo->device == co->device) ? bo : NULL;
}
/* 1 with *ptr the address of n elements of 2^lg bytes at offset in bo when
   they lie inside it (counted in elements: n's bytes need not fit in size_t). */
CUDACORE__HOT_INLINE int cudacore__coll_side_fast(const cudacore__buffer_obj *bo, size_t offset, size_t n, unsigned lg, void **ptr) {
    if (CUDACORE__UNLIKELY(!bo || offset > bo->size || n > (bo->size - offset) >> lg)) return 0;
    *ptr = (void *)(uintptr_t)(bo->ptr + offset);
    return 1;
}

/* 1 with *cs the stream s when the fast path takes it: a stream of co's
   device, or a default stream (the driver is set up: co was created on a
   device, and a shutdown leaves no communicator). */
CUDACORE__HOT_INLINE int cudacore__comm_stream_fast(const cudacore__comm_obj *co, cudacore_stream s, cudacore_CUstream *cs) {
    const cudacore__stream_obj *so = (const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], s.id);
    if (CUDACORE__LIKELY(so != NULL)) {
        *cs = so->native;
        return so->device == co->device;
    }
    if (s.id != CUDACORE__STREAM_LEGACY_ID && s.id != CUDACORE__STREAM_PTDS_ID) return 0;
    *cs = s.id == CUDACORE__STREAM_LEGACY_ID ? CUDACORE_CU_STREAM_LEGACY : CUDACORE_CU_STREAM_PER_THREAD;
    return 1;
}

/* The fast path of a collective, inlined into each (kind a constant). The
   common case is checked whole, with one lookup per handle (in place: one
   for both sides) and nothing copied: a live blocking communicator, a
   datatype the loaded NCCL knows, an op, a root that is a rank, offsets
   that are multiples of the element size, each side device memory of the
   communicator's device with its range inside (its elements against the
   room after the offset: no product that could overflow), a stream of that
   device or a default stream. 1 when it took the call (*res its result); 0
   sends it to cudacore__coll_full, which checks it all again in order and
   says what is wrong (or takes the rarer valid case). */
CUDACORE__HOT_INLINE int cudacore__coll_fast(int kind, cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                             size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, int root,
                                             cudacore_stream s, const char *call, cudacore_result *res) {
    const cudacore__coll_kind *k = &cudacore__coll_kinds[kind];
    cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], c.id);
    const cudacore__buffer_obj *sb = NULL;
    cudacore_CUstream cs;
    void *sp = NULL, *rp = NULL;
    size_t ns, nr;
    unsigned lg;
    int r;
    if (CUDACORE__UNLIKELY(!co || (cudacore__load64(&co->aborted) | (uint64_t)co->nonblocking) != 0 || /* (both in one test) */
                           !cudacore__nccl_type_ok(datatype)))
        return 0;
    lg = cudacore__nccl_type_log2(datatype);
    if (CUDACORE__UNLIKELY((int)op < 0 || (k->rooted && (unsigned)root >= (unsigned)co->size) ||
                           ((send_offset | recv_offset) & (((size_t)1 << lg) - 1)) != 0))
        return 0;
    ns = nr = count; /* elements */
    if (k->send_blocks < 0 || k->recv_blocks < 0) { /* times the size (below 2^31): no overflow while below 2^(bits - 31) */
        if (CUDACORE__UNLIKELY(count > SIZE_MAX >> 31)) return 0;
        if (k->send_blocks < 0) ns *= (size_t)co->size;
        else nr *= (size_t)co->size;
    }
    if (k->send_blocks && !(k->optional == 1 && !send.id && co->rank != root) &&
        !cudacore__coll_side_fast(sb = cudacore__coll_buffer(co, send.id), send_offset, ns, lg, &sp))
        return 0;
    if (k->recv_blocks && !(k->optional == 2 && !recv.id && co->rank != root) &&
        !cudacore__coll_side_fast(k->send_blocks && recv.id == send.id ? sb : cudacore__coll_buffer(co, recv.id), recv_offset, nr, lg, &rp))
        return 0;
    if (CUDACORE__UNLIKELY(!cudacore__comm_stream_fast(co, s, &cs))) return 0;
    r = cudacore__coll_call(k->fn, sp, rp, count, datatype, op, root, co->native, cs);
    *res = CUDACORE__LIKELY(r == 0) ? CUDACORE_SUCCESS : cudacore__coll_failed(co, c.id, r, k->fn, call);
    return 1;
}
/* A collective: the fast path, else the full one. */
CUDACORE__HOT_INLINE cudacore_result cudacore__coll(int kind, cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                    size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op,
                                                    int root, cudacore_stream s, const char *call) {
    cudacore_result r;
    if (CUDACORE__LIKELY(cudacore__coll_fast(kind, c, send, send_offset, recv, recv_offset, count, datatype, op, root, s, call, &r))) return r;
    return cudacore__coll_full(kind, c, send, send_offset, recv, recv_offset, count, datatype, op, root, s, call);
}

CUDACORE_API cudacore_result cudacore_communicator_all_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype,
                                                              cudacore_ncclRedOp_t op, cudacore_stream s) {
    return cudacore__coll(CUDACORE__COLL_ALL_REDUCE, c, send, send_offset, recv, recv_offset, count, datatype, op, 0, s,
                          "cudacore_communicator_all_reduce");
}

CUDACORE_API cudacore_result cudacore_communicator_broadcast(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                             size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, int root,
                                                             cudacore_stream s) {
    return cudacore__coll(CUDACORE__COLL_BROADCAST, c, send, send_offset, recv, recv_offset, count, datatype, CUDACORE_ncclSum, root, s,
                          "cudacore_communicator_broadcast");
}

CUDACORE_API cudacore_result cudacore_communicator_reduce(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                          size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op,
                                                          int root, cudacore_stream s) {
    return cudacore__coll(CUDACORE__COLL_REDUCE, c, send, send_offset, recv, recv_offset, count, datatype, op, root, s, "cudacore_communicator_reduce");
}

CUDACORE_API cudacore_result cudacore_communicator_all_gather(cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                                              size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_stream s) {
    return cudacore__coll(CUDACORE__COLL_ALL_GATHER, c, send, send_offset, recv, recv_offset, count, datatype, CUDACORE_ncclSum, 0, s,
                          "cudacore_communicator_all_gather");
}

CUDACORE_API cudacore_result cudacore_communicator_reduce_scatter(cudacore_communicator c, cudacore_buffer send, size_t send_offset,
                                                                  cudacore_buffer recv, size_t recv_offset, size_t count,
                                                                  cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, cudacore_stream s) {
    return cudacore__coll(CUDACORE__COLL_REDUCE_SCATTER, c, send, send_offset, recv, recv_offset, count, datatype, op, 0, s,
                          "cudacore_communicator_reduce_scatter");
}

CUDACORE_API cudacore_result cudacore_communicator_send(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s) {
    return cudacore__coll(CUDACORE__COLL_SEND, c, buf, offset, buf, 0, count, datatype, CUDACORE_ncclSum, peer, s, "cudacore_communicator_send");
}

CUDACORE_API cudacore_result cudacore_communicator_recv(cudacore_communicator c, cudacore_buffer buf, size_t offset, size_t count,
                                                        cudacore_ncclDataType_t datatype, int peer, cudacore_stream s) {
    return cudacore__coll(CUDACORE__COLL_RECV, c, buf, 0, buf, offset, count, datatype, CUDACORE_ncclSum, peer, s, "cudacore_communicator_recv");
}

/*--- groups ---*/
CUDACORE_API cudacore_result cudacore_nccl_group_start(void) {
    static const char *call = "cudacore_nccl_group_start";
    cudacore_result r;
    int code;
    if ((r = cudacore__need(CUDACORE_LIBRARY_NCCL, call)) != CUDACORE_SUCCESS) return r;
    code = (int)CUDACORE__NCCL(ncclGroupStart)();
    if (code != 0) return cudacore__nccl_fail(code, NULL, "ncclGroupStart", call, __LINE__);
    cudacore__nccl_group.depth++;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_nccl_group_end(void) {
    static const char *call = "cudacore_nccl_group_end";
    cudacore__nccl_group_state *g = &cudacore__nccl_group;
    cudacore_result res = CUDACORE_SUCCESS;
    int r, i, n;
    if (g->depth <= 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "no NCCL group is open on this thread (cudacore_nccl_group_start was not called)");
    r = (int)CUDACORE__NCCL(ncclGroupEnd)();
    if (--g->depth > 0) return r == 0 || r == CUDACORE__NCCL_IN_PROGRESS ? CUDACORE_SUCCESS : cudacore__nccl_fail(r, NULL, "ncclGroupEnd", call, __LINE__);
    n = g->count;
    g->count = 0;
    if (r != 0 && r != CUDACORE__NCCL_IN_PROGRESS) return cudacore__nccl_fail(r, NULL, "ncclGroupEnd", call, __LINE__);
    for (i = 0; i < n && res == CUDACORE_SUCCESS; i++) {
        cudacore__comm_obj *co = (cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], g->ids[i]);
        if (co && !cudacore__load64(&co->aborted)) res = cudacore__comm_settle(co, "the group's operations", call);
    }
    return res;
}
