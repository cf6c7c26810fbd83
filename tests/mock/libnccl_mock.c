/* A fake NCCL for tests without a GPU (CI): every function cudacore requires,
   answering like NCCL without moving a byte, so that the communicator and
   collective paths of cudacore.h (argument checks, pointer arithmetic,
   non-blocking polling, timeouts, aborts, NCCL's errors) run on any machine.

   Environment (read at each call):
     CUDACORE_MOCK_NCCL_VERSION  NCCL_VERSION_CODE reported (default 22809)
     CUDACORE_MOCK_NCCL_FAIL     a function name: it returns ncclInvalidArgument
                                 and ncclGetLastError says "mock: <name> refused"
     CUDACORE_MOCK_NCCL_ASYNC    for non-blocking communicators (config.blocking 0),
                                 whose init and collectives return ncclInProgress:
                                 "" / unset: ncclSuccess after 3 polls of
                                 ncclCommGetAsyncError; "hang": ncclInProgress
                                 forever; "error": ncclRemoteError after 3 polls
     CUDACORE_MOCK_NCCL_US_PER_KIB  each collective and point-to-point call
                                 sleeps this many microseconds per whole KiB
                                 it carries (count x the datatype's size): a
                                 slow transport, for bench/nccl-bench.c's
                                 --seconds (a lower bound on its calls' time)
     CUDACORE_MOCK_NCCL_HOLD     "BYTES:FILE": a call carrying BYTES or more
                                 waits until FILE exists (120 s at most), so
                                 that a test can look at a program's output
                                 while it is held at a known point
   mock_nccl_state() returns the record of calls (the last collective's
   arguments, counts of aborts, finalizes, destroys) for the test to check.
   Built twice by the Makefile: libnccl_mock.so (NCCL 2.28) and, with
   -DMOCK_NCCL_OLD, libnccl_mock_old.so (an NCCL 2.17 without ncclCommSplit). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32 /* NCCL is Linux-only; elsewhere the mock finishes a split at once */
#include <pthread.h>
#include <time.h>
#define MOCK_SPLIT_THREAD 1
#endif

typedef int ncclResult_t;
typedef struct mock_comm {
    int rank, nranks, dev, blocking;
    int polls_left;           /* ncclInProgress for this many more polls */
} mock_comm;
typedef mock_comm *ncclComm_t;
typedef struct { char internal[128]; } ncclUniqueId;
typedef struct {
    size_t size;
    unsigned int magic, version;
    int blocking, cgaClusterSize, minCTAs, maxCTAs;
    const char *netName;
    int splitShare, trafficClass;
    const char *commName;
    int collnetEnable, CTAPolicy, shrinkShare, nvlsCTAs, nChannelsPerNetPeer, nvlinkCentricSched;
} ncclConfig_t;

typedef struct mock_nccl_record {
    char fn[32];              /* the last collective / point-to-point call */
    const void *send;
    void *recv;
    size_t count;
    int datatype, op, root;   /* root, or peer */
    void *comm, *stream;
    int collectives, inits, aborts, finalizes, destroys, groups_started, groups_ended, live;
    ncclConfig_t config;      /* the last config given to an init */
} mock_nccl_record;
static mock_nccl_record rec;
static char last_error[256];

mock_nccl_record *mock_nccl_state(void);
mock_nccl_record *mock_nccl_state(void) { return &rec; }

static int refused(const char *fn) {
    const char *e = getenv("CUDACORE_MOCK_NCCL_FAIL");
    if (!e || strcmp(e, fn) != 0) return 0;
    strcpy(last_error, "mock: ");
    strcat(last_error, fn);
    strcat(last_error, " refused");
    return 1;
}
#define REFUSE(fn) \
    do { \
        if (refused(fn)) return 4; /* ncclInvalidArgument */ \
    } while (0)

static mock_comm *new_comm(int rank, int nranks, int dev, const ncclConfig_t *cfg) {
    mock_comm *c = (mock_comm *)calloc(1, sizeof *c);
    if (!c) return NULL;
    c->rank = rank;
    c->nranks = nranks;
    c->dev = dev;
    c->blocking = !cfg || cfg->blocking != 0;
    c->polls_left = c->blocking ? 0 : 3;
    if (cfg) rec.config = *cfg;
    rec.inits++;
    rec.live++;
    return c;
}
static void free_comm(mock_comm *c) {
    rec.live--;
    free(c);
}
/* A non-blocking communicator's answer to a call that started work. */
static ncclResult_t started(mock_comm *c) {
    if (c->blocking) return 0;
    c->polls_left = 3;
    return 7; /* ncclInProgress */
}

ncclResult_t ncclGetVersion(int *v);
ncclResult_t ncclGetVersion(int *v) {
    const char *e = getenv("CUDACORE_MOCK_NCCL_VERSION");
#ifdef MOCK_NCCL_OLD
    *v = e ? atoi(e) : 21703;
#else
    *v = e ? atoi(e) : 22809;
#endif
    return 0;
}
ncclResult_t ncclGetUniqueId(ncclUniqueId *id);
ncclResult_t ncclGetUniqueId(ncclUniqueId *id) {
    REFUSE("ncclGetUniqueId");
    memset(id, 0x5a, sizeof *id);
    return 0;
}
ncclResult_t ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId id, int rank, ncclConfig_t *config);
ncclResult_t ncclCommInitRankConfig(ncclComm_t *comm, int nranks, ncclUniqueId id, int rank, ncclConfig_t *config) {
    (void)id;
    *comm = NULL;
    REFUSE("ncclCommInitRankConfig");
    if (config && config->magic != 0xcafebeef) return 4;
    if (!(*comm = new_comm(rank, nranks, 0, config))) return 2;
    return started(*comm);
}
ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId id, int rank);
ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId id, int rank) { return ncclCommInitRankConfig(comm, nranks, id, rank, NULL); }
ncclResult_t ncclCommInitAll(ncclComm_t *comms, int ndev, const int *devlist);
ncclResult_t ncclCommInitAll(ncclComm_t *comms, int ndev, const int *devlist) {
    int i;
    REFUSE("ncclCommInitAll");
    for (i = 0; i < ndev; i++) comms[i] = new_comm(i, ndev, devlist ? devlist[i] : i, NULL);
    return 0;
}
ncclResult_t ncclCommFinalize(ncclComm_t comm);
ncclResult_t ncclCommFinalize(ncclComm_t comm) {
    REFUSE("ncclCommFinalize");
    rec.finalizes++;
    return started(comm);
}
ncclResult_t ncclCommDestroy(ncclComm_t comm);
ncclResult_t ncclCommDestroy(ncclComm_t comm) {
    REFUSE("ncclCommDestroy");
    rec.destroys++;
    free_comm(comm);
    return 0;
}
ncclResult_t ncclCommAbort(ncclComm_t comm);
ncclResult_t ncclCommAbort(ncclComm_t comm) {
    rec.aborts++;
    free_comm(comm);
    return 0;
}
#ifndef MOCK_NCCL_OLD
ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config);
/* As NCCL does: a non-blocking split runs as a background job that stores
   the new communicator in *newcomm when it finishes (here 20 ms later); the
   call returns ncclSuccess (ncclInProgress with CUDACORE_MOCK_NCCL_SPLIT_IN_PROGRESS
   set), and the parent's ncclCommGetAsyncError does not wait for the job. */
#ifdef MOCK_SPLIT_THREAD
typedef struct {
    ncclComm_t *newcomm;
    mock_comm *child;
} split_job;
static void *split_finish(void *arg) {
    split_job *j = (split_job *)arg;
    struct timespec ts = {0, 20 * 1000 * 1000};
    nanosleep(&ts, NULL);
    __atomic_store_n(j->newcomm, j->child, __ATOMIC_RELEASE);
    free(j);
    return NULL;
}
#endif
ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t *newcomm, ncclConfig_t *config) {
    mock_comm *child = NULL;
#ifdef MOCK_SPLIT_THREAD
    split_job *j;
    pthread_t t;
#endif
    (void)key;
    *newcomm = NULL;
    REFUSE("ncclCommSplit");
    if (color >= 0 && !(child = new_comm(0, 1, comm->dev, config ? config : NULL))) return 2;
    if (child && !config) child->blocking = comm->blocking, child->polls_left = comm->blocking ? 0 : 3;
#ifdef MOCK_SPLIT_THREAD
    if (comm->blocking || !child) {
#endif
        *newcomm = child;
        return comm->blocking ? 0 : 7;
#ifdef MOCK_SPLIT_THREAD
    }
    if (!(j = (split_job *)malloc(sizeof *j))) return 2;
    j->newcomm = newcomm;
    j->child = child;
    if (pthread_create(&t, NULL, split_finish, j) != 0) return 2;
    pthread_detach(t);
    return getenv("CUDACORE_MOCK_NCCL_SPLIT_IN_PROGRESS") ? 7 : 0; /* NCCL 2.2x answers ncclSuccess, nothing stored yet */
#endif
}
#endif
const char *ncclGetErrorString(ncclResult_t r);
const char *ncclGetErrorString(ncclResult_t r) { return r == 4 ? "invalid argument (mock)" : r == 6 ? "remote process exited (mock)" : "mock result"; }
const char *ncclGetLastError(ncclComm_t comm);
const char *ncclGetLastError(ncclComm_t comm) {
    (void)comm;
    return last_error;
}
ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *state);
ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *state) {
    const char *mode = getenv("CUDACORE_MOCK_NCCL_ASYNC");
    REFUSE("ncclCommGetAsyncError");
    if (mode && !strcmp(mode, "hang") && !comm->blocking) {
        *state = 7;
        return 0;
    }
    if (comm->polls_left > 0) {
        comm->polls_left--;
        *state = 7;
        return 0;
    }
    *state = mode && !strcmp(mode, "error") ? 6 : 0;
    if (*state) strcpy(last_error, "mock: a peer vanished");
    return 0;
}
ncclResult_t ncclCommCount(const ncclComm_t comm, int *count);
ncclResult_t ncclCommCount(const ncclComm_t comm, int *count) {
    REFUSE("ncclCommCount");
    *count = comm->nranks;
    return 0;
}
ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int *device);
ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int *device) {
    *device = comm->dev;
    return 0;
}
ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank);
ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank) {
    *rank = comm->rank;
    return 0;
}
ncclResult_t ncclRedOpCreatePreMulSum(int *op, void *scalar, int datatype, int residence, ncclComm_t comm);
ncclResult_t ncclRedOpCreatePreMulSum(int *op, void *scalar, int datatype, int residence, ncclComm_t comm) {
    (void)scalar, (void)datatype, (void)residence, (void)comm;
    *op = 5;
    return 0;
}
ncclResult_t ncclRedOpDestroy(int op, ncclComm_t comm);
ncclResult_t ncclRedOpDestroy(int op, ncclComm_t comm) {
    (void)op, (void)comm;
    return 0;
}

/* A call carrying bytes: held while CUDACORE_MOCK_NCCL_HOLD says so, then
   as slow as CUDACORE_MOCK_NCCL_US_PER_KIB says (POSIX; NCCL is Linux-only). */
static void transport(size_t bytes) {
#ifdef MOCK_SPLIT_THREAD
    const char *hold = getenv("CUDACORE_MOCK_NCCL_HOLD"), *per = getenv("CUDACORE_MOCK_NCCL_US_PER_KIB"), *file;
    long long us = per ? atoll(per) * (long long)(bytes / 1024) : 0;
    struct timespec tick = {0, 10 * 1000 * 1000}, ts;
    FILE *f = NULL;
    int i;
    if (hold && (file = strchr(hold, ':')) != NULL && bytes >= (size_t)atoll(hold))
        for (i = 0; i < 12000 && !(f = fopen(file + 1, "r")); i++) nanosleep(&tick, NULL);
    if (f) fclose(f);
    if (us <= 0) return;
    ts.tv_sec = (time_t)(us / 1000000);
    ts.tv_nsec = (long)(us % 1000000) * 1000;
    while (nanosleep(&ts, &ts) != 0) {}
#else
    (void)bytes;
#endif
}
static size_t type_size(int datatype) { /* ncclInt8 ... ncclBfloat16, then the fp8 types */
    static const unsigned char sizes[] = {1, 1, 4, 4, 8, 8, 2, 4, 8, 2, 1, 1};
    return datatype >= 0 && datatype < (int)sizeof sizes ? sizes[datatype] : 1;
}

/* Every collective and point-to-point call: recorded, refused on request. */
static ncclResult_t coll(const char *fn, const void *send, void *recv, size_t count, int datatype, int op, int root, ncclComm_t comm, void *stream) {
    REFUSE(fn);
    transport(count * type_size(datatype));
    strcpy(rec.fn, fn);
    rec.send = send;
    rec.recv = recv;
    rec.count = count;
    rec.datatype = datatype;
    rec.op = op;
    rec.root = root;
    rec.comm = comm;
    rec.stream = stream;
    rec.collectives++;
    return started(comm);
}
ncclResult_t ncclAllReduce(const void *s, void *r, size_t n, int dt, int op, ncclComm_t c, void *st);
ncclResult_t ncclAllReduce(const void *s, void *r, size_t n, int dt, int op, ncclComm_t c, void *st) { return coll("ncclAllReduce", s, r, n, dt, op, -1, c, st); }
ncclResult_t ncclBroadcast(const void *s, void *r, size_t n, int dt, int root, ncclComm_t c, void *st);
ncclResult_t ncclBroadcast(const void *s, void *r, size_t n, int dt, int root, ncclComm_t c, void *st) { return coll("ncclBroadcast", s, r, n, dt, -1, root, c, st); }
ncclResult_t ncclBcast(void *b, size_t n, int dt, int root, ncclComm_t c, void *st);
ncclResult_t ncclBcast(void *b, size_t n, int dt, int root, ncclComm_t c, void *st) { return coll("ncclBcast", b, b, n, dt, -1, root, c, st); }
ncclResult_t ncclReduce(const void *s, void *r, size_t n, int dt, int op, int root, ncclComm_t c, void *st);
ncclResult_t ncclReduce(const void *s, void *r, size_t n, int dt, int op, int root, ncclComm_t c, void *st) { return coll("ncclReduce", s, r, n, dt, op, root, c, st); }
ncclResult_t ncclAllGather(const void *s, void *r, size_t n, int dt, ncclComm_t c, void *st);
ncclResult_t ncclAllGather(const void *s, void *r, size_t n, int dt, ncclComm_t c, void *st) { return coll("ncclAllGather", s, r, n, dt, -1, -1, c, st); }
ncclResult_t ncclReduceScatter(const void *s, void *r, size_t n, int dt, int op, ncclComm_t c, void *st);
ncclResult_t ncclReduceScatter(const void *s, void *r, size_t n, int dt, int op, ncclComm_t c, void *st) { return coll("ncclReduceScatter", s, r, n, dt, op, -1, c, st); }
ncclResult_t ncclSend(const void *s, size_t n, int dt, int peer, ncclComm_t c, void *st);
ncclResult_t ncclSend(const void *s, size_t n, int dt, int peer, ncclComm_t c, void *st) { return coll("ncclSend", s, NULL, n, dt, -1, peer, c, st); }
ncclResult_t ncclRecv(void *r, size_t n, int dt, int peer, ncclComm_t c, void *st);
ncclResult_t ncclRecv(void *r, size_t n, int dt, int peer, ncclComm_t c, void *st) { return coll("ncclRecv", NULL, r, n, dt, -1, peer, c, st); }
ncclResult_t ncclGroupStart(void);
ncclResult_t ncclGroupStart(void) {
    REFUSE("ncclGroupStart");
    rec.groups_started++;
    return 0;
}
ncclResult_t ncclGroupEnd(void);
ncclResult_t ncclGroupEnd(void) {
    REFUSE("ncclGroupEnd");
    rec.groups_ended++;
    return 0;
}
