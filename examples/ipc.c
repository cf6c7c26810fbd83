/* ipc -- two processes share GPU memory and an event. The parent allocates a
   buffer from a memory pool created for IPC, fills it, and exports three
   things: the pool (a POSIX file descriptor, sent over a Unix socket with
   SCM_RIGHTS -- the only way to hand an fd to another process), the buffer
   (64 bytes describing it within the pool) and an IPC event (64 bytes). The
   child imports all three, checks the parent's data, overwrites the second
   half on its own stream and records the shared event; the parent makes its
   stream wait for that event -- recorded in the other process -- before
   reading the buffer back, and checks the child's writes.
   The processes are forked before either touches CUDA (a CUDA context does
   not survive fork). Linux only; on Windows it prints that it is unsupported.
   Without a GPU it prints "skipped: no GPU".
   Next: nccl_single_process -- collectives across GPUs with NCCL.
   Build: cc -std=c99 examples/ipc.c -o ipc -ldl -lpthread */
#if !defined(_WIN32)
#define _XOPEN_SOURCE 700
#endif
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>

#if defined(_WIN32)
int main(void) {
    printf("ipc: unsupported on Windows (this example passes a POSIX file descriptor between forked processes)\n");
    return 0;
}
#else
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#define N (4 << 20)
#define CHILD_PATTERN 0xC0FFEE11u

/* parent -> child: what to import; child -> parent: how it went */
typedef struct message {
    int status; /* 0: go on / all well; 1: nothing to do (skipped); 2: failed */
    cudacore_buffer_ipc_descriptor buffer;
    cudacore_event_ipc_handle event;
} message;

/* Sends one message, with `fd` attached when fd >= 0. */
static int send_message(int sock, const message *msg, int fd) {
    struct msghdr m;
    struct iovec iov;
    union {
        struct cmsghdr align;
        char buf[CMSG_SPACE(sizeof(int))];
    } ctrl;
    memset(&m, 0, sizeof m);
    memset(&ctrl, 0, sizeof ctrl);
    iov.iov_base = (void *)msg;
    iov.iov_len = sizeof *msg;
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    if (fd >= 0) {
        struct cmsghdr *c;
        m.msg_control = ctrl.buf;
        m.msg_controllen = sizeof ctrl.buf;
        c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS; /* the kernel duplicates the fd into the receiver */
        c->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(c), &fd, sizeof fd);
    }
    return sendmsg(sock, &m, 0) == (ssize_t)sizeof *msg;
}

/* Receives one message (and an fd, if one came: else *fd = -1). 0 on EOF/error. */
static int recv_message(int sock, message *msg, int *fd) {
    struct msghdr m;
    struct iovec iov;
    union {
        struct cmsghdr align;
        char buf[CMSG_SPACE(sizeof(int))];
    } ctrl;
    struct cmsghdr *c;
    *fd = -1;
    memset(&m, 0, sizeof m);
    iov.iov_base = msg;
    iov.iov_len = sizeof *msg;
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    m.msg_control = ctrl.buf;
    m.msg_controllen = sizeof ctrl.buf;
    if (recvmsg(sock, &m, MSG_WAITALL) != (ssize_t)sizeof *msg) return 0;
    for (c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) memcpy(fd, CMSG_DATA(c), sizeof *fd);
    return 1;
}

static unsigned char parent_byte(size_t i) { return (unsigned char)(i * 7 + 3); }

static void quiet_setup(void) {
    cudacore_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
}

static int child(int sock) {
    static unsigned char got[N];
    message msg, reply;
    cudacore_memory_resource imported;
    cudacore_buffer b;
    cudacore_event ev;
    cudacore_stream s;
    size_t i, bad = 0;
    int fd = -1;
    if (!recv_message(sock, &msg, &fd)) return 1;
    if (msg.status != 0) return 0; /* the parent is skipping */
    quiet_setup();
    /* import the pool, then the buffer within it, then the event */
    CUDACORE_CHECK(cudacore_memory_resource_import_fd(fd, 0, &imported));
    close(fd);
    CUDACORE_CHECK(cudacore_buffer_ipc_import(imported, &msg.buffer, &b));
    CUDACORE_CHECK(cudacore_event_ipc_import(&msg.event, &ev));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, b, 0, N, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++) bad += got[i] != parent_byte(i);
    printf("child:  imported the pool, the buffer and the event; the parent's %d bytes are %s\n", N, bad ? "WRONG" : "correct");
    /* write the second half, then record the shared event (no host wait) */
    CUDACORE_CHECK(cudacore_buffer_fill(b, N / 2, N / 2, CHILD_PATTERN, 4, s));
    CUDACORE_CHECK(cudacore_event_record(ev, s));
    memset(&reply, 0, sizeof reply);
    reply.status = bad ? 2 : 0;
    if (!send_message(sock, &reply, -1)) return 1;
    /* the parent has read the buffer: imported memory is freed before the original */
    if (!recv_message(sock, &msg, &fd)) return 1;
    CUDACORE_CHECK(cudacore_buffer_free(b, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_event_destroy(ev));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_memory_resource_destroy(imported));
    return bad ? 1 : 0;
}

static int finish_child(pid_t pid) {
    int st = 0;
    if (waitpid(pid, &st, 0) != pid) return 1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}

static int parent(int sock, pid_t pid) {
    static unsigned char host[N], got[N];
    message msg;
    cudacore_device_properties props;
    cudacore_device_pool_desc pd;
    cudacore_event_desc ed;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    cudacore_event ev;
    cudacore_stream s;
    size_t i, bad = 0;
    int ndev = 0, fd = -1, child_rc;
    memset(&msg, 0, sizeof msg);
    quiet_setup();
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        msg.status = 1;
        send_message(sock, &msg, -1);
        finish_child(pid);
        printf("skipped: no GPU\n");
        return 0;
    }
    CUDACORE_CHECK(cudacore_device_get_properties(0, &props));
    if (!props.memory_pools_supported || !(props.mempool_supported_handle_types & 1 /* POSIX fd */) || !props.ipc_event_supported) {
        msg.status = 1;
        send_message(sock, &msg, -1);
        finish_child(pid);
        printf("skipped: device 0 cannot share pools through file descriptors or share events\n");
        return 0;
    }
    memset(&pd, 0, sizeof pd);
    pd.device = 0;
    pd.ipc = 1; /* exportable as a POSIX fd */
    CUDACORE_CHECK(cudacore_device_pool_resource_create(&pd, &mr));
    memset(&ed, 0, sizeof ed);
    ed.ipc = 1; /* exportable; timing stays off (IPC events cannot time) */
    CUDACORE_CHECK(cudacore_event_create(&ed, &ev));
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, N, s, &b));
    for (i = 0; i < N; i++) host[i] = parent_byte(i);
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b, 0, host, N, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s)); /* the allocation and the data exist before export */

    CUDACORE_CHECK(cudacore_memory_resource_export_fd(mr, &fd));
    CUDACORE_CHECK(cudacore_buffer_ipc_export(b, &msg.buffer));
    CUDACORE_CHECK(cudacore_event_ipc_export(ev, &msg.event));
    msg.status = 0;
    if (!send_message(sock, &msg, fd)) {
        printf("FAILED: could not send the descriptors to the child\n");
        return 1;
    }
    close(fd); /* the child has its own copy now */
    printf("parent: exported pool fd, buffer (%d bytes) and event to child %d\n", N, (int)pid);

    if (!recv_message(sock, &msg, &fd) || msg.status != 0) {
        printf("FAILED: the child %s\n", msg.status == 2 ? "read wrong data" : "stopped early");
        close(sock);
        finish_child(pid);
        return 1;
    }
    /* order this stream after the child's fill: the event it recorded */
    CUDACORE_CHECK(cudacore_stream_wait_event(s, ev));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(got, b, 0, N, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++) {
        unsigned pattern = CHILD_PATTERN;
        unsigned char want = i < N / 2 ? parent_byte(i) : ((unsigned char *)&pattern)[i % 4];
        if (got[i] != want) {
            if (bad < 5) printf("byte %lu is 0x%02x, want 0x%02x\n", (unsigned long)i, got[i], want);
            bad++;
        }
    }
    send_message(sock, &msg, -1); /* done: the child frees its import */
    child_rc = finish_child(pid);
    CUDACORE_CHECK(cudacore_buffer_free(b, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    CUDACORE_CHECK(cudacore_event_destroy(ev));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    CUDACORE_CHECK(cudacore_memory_resource_destroy(mr));
    if (child_rc) printf("FAILED: the child exited with status %d\n", child_rc);
    if (bad) printf("FAILED: %lu bytes wrong after the child's writes\n", (unsigned long)bad);
    if (!bad && !child_rc) printf("parent: waited on the event the child recorded; its writes are all there: correct\n");
    return bad || child_rc ? 1 : 0;
}

int main(void) {
    int sv[2];
    pid_t pid;
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) {
        perror("socketpair");
        return 1;
    }
    fflush(stdout);
    pid = fork(); /* before any CUDA call, in either process */
    if (pid < 0) {
        perror("fork");
        return 1;
    }
    if (pid == 0) {
        int rc;
        close(sv[0]);
        rc = child(sv[1]);
        fflush(stdout);
        _exit(rc);
    }
    close(sv[1]);
    return parent(sv[0], pid);
}
#endif
