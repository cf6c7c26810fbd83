/* checkpoint -- a process survives a checkpoint and restore of its own CUDA
   state (driver 12.8+, Linux). The checkpoint calls name a process by pid
   and lock it (its CUDA calls then block), so they run in another process:
   here a coordinator child, forked before this process touches CUDA. The
   parent puts data in device memory and hands over; the child locks the
   parent, checkpoints it (device memory goes to host memory, the GPU is
   released), restores it and unlocks it, printing the state at each step;
   the parent then reads its device memory back and uses the GPU again.
   This is what tools such as cuda-checkpoint (with CRIU) do to a whole
   process, and what a scheduler does to pause a job and lend its GPU.
   Where the driver refuses (an older driver, a GPU or system without
   checkpoint support), the refusal is printed with cudacore's explanation
   and the example is skipped; any other failure is an error.
   Without a GPU it prints "skipped: no GPU".
   Next: bind_device_query -- the same machine through the raw API (cudabind.h).
   Build: cc -std=c99 examples/checkpoint.c -o checkpoint -ldl -lpthread */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <string.h>
#if !defined(_WIN32)
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#if defined(_WIN32)
int main(void) {
    printf("skipped: process checkpointing is Linux-only\n");
    return 0;
}
#else

#define N 4096

static int say(int fd, const char *fmt, const char *a, const char *b) {
    char line[1024];
    int n = snprintf(line, sizeof line, fmt, a, b);
    return write(fd, line, (size_t)n) == n;
}

/* One step of the coordinator; on failure tells the parent why. */
static int step(cudacore_result r, const char *what, int out) {
    cudacore_process_state st = CUDACORE_PROCESS_FAILED;
    if (r != CUDACORE_SUCCESS) {
        char why[900];
        snprintf(why, sizeof why, "%s: %s %s", what, cudacore_last_error()->message, cudacore_last_error()->detail);
        say(out, "refused %s %s\n", cudacore_result_name(r), why);
        return 0;
    }
    if (cudacore_process_get_state(getppid(), &st) == CUDACORE_SUCCESS) printf("coordinator: %-12s -> the process is %s\n", what, cudacore_process_state_name(st));
    return 1;
}

/* The child: checkpoints and restores its parent on request. */
static int coordinator(int in, int out) {
    cudacore_desc desc;
    cudacore_process_state st;
    char cmd[16] = {0};
    int pid = (int)getppid(), ok;
    if (read(in, cmd, sizeof cmd - 1) <= 0 || strncmp(cmd, "go", 2)) return 0;
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    cudacore_setup(&desc);
    ok = step(cudacore_process_get_state(pid, &st), "state", out) && step(cudacore_process_lock(pid, 30000), "lock", out) &&
         step(cudacore_process_checkpoint(pid), "checkpoint", out) && step(cudacore_process_restore(pid, NULL, 0), "restore", out) &&
         step(cudacore_process_unlock(pid), "unlock", out);
    if (!ok && cudacore_process_get_state(pid, &st) == CUDACORE_SUCCESS) { /* never leave the parent frozen */
        if (st == CUDACORE_PROCESS_CHECKPOINTED) cudacore_process_restore(pid, NULL, 0);
        if (cudacore_process_get_state(pid, &st) == CUDACORE_SUCCESS && st == CUDACORE_PROCESS_LOCKED) cudacore_process_unlock(pid);
    }
    if (ok) say(out, "survived%s%s\n", "", "");
    fflush(stdout);
    cudacore_shutdown();
    return ok ? 0 : 1;
}

/* The parent's answer from the child, waiting at most 120 s. */
static int reply(int in, char *buf, size_t cap) {
    struct pollfd p;
    ssize_t n;
    p.fd = in;
    p.events = POLLIN;
    if (poll(&p, 1, 120000) <= 0) return 0;
    n = read(in, buf, cap - 1);
    if (n <= 0) return 0;
    buf[n] = 0;
    return 1;
}

int main(void) {
    static int host[N], back[N];
    cudacore_desc desc;
    cudacore_stream s;
    cudacore_memory_resource mr;
    cudacore_buffer b;
    int to_child[2], to_parent[2], ndev = 0, i, bad = 0, status = 0;
    char answer[1024];
    pid_t child;
    if (pipe(to_child) != 0 || pipe(to_parent) != 0) return 1;
    fflush(stdout);
    child = fork(); /* before any CUDA call here: the child starts CUDA afresh */
    if (child < 0) return 1;
    if (child == 0) {
        close(to_child[1]);
        close(to_parent[0]);
        _exit(coordinator(to_child[0], to_parent[1]));
    }
    close(to_child[0]);
    close(to_parent[1]);

    memset(&desc, 0, sizeof desc);
    desc.quiet = 1;
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (cudacore_device_count(&ndev) != CUDACORE_SUCCESS || ndev == 0) {
        (void)!write(to_child[1], "quit\n", 5);
        waitpid(child, &status, 0);
        printf("skipped: no GPU\n");
        return 0;
    }
    for (i = 0; i < N; i++) host[i] = i * 3 + 1;
    CUDACORE_CHECK(cudacore_stream_create(NULL, &s));
    CUDACORE_CHECK(cudacore_device_memory_resource(0, &mr));
    CUDACORE_CHECK(cudacore_buffer_allocate(mr, sizeof host, s, &b));
    CUDACORE_CHECK(cudacore_buffer_copy_from_host(b, 0, host, sizeof host, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    printf("parent %d: %d ints in device memory; handing over to the coordinator %d\n", (int)getpid(), N, (int)child);
    fflush(stdout);

    /* no CUDA call from here until the answer: the process may be locked */
    if ((void)!write(to_child[1], "go\n", 3), !reply(to_parent[0], answer, sizeof answer)) {
        kill(child, SIGKILL);
        waitpid(child, &status, 0);
        printf("FAILED: the coordinator did not answer within 120 s\n");
        return 1;
    }
    waitpid(child, &status, 0);
    if (!strncmp(answer, "refused CUDACORE_ERROR_NOT_SUPPORTED", 36)) {
        printf("skipped: the driver does not checkpoint this process: %s", answer + 37);
        return 0;
    }
    if (strncmp(answer, "survived", 8)) {
        printf("FAILED: %s", answer);
        return 1;
    }

    /* restored: the data is back, and the GPU works */
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(back, b, 0, sizeof back, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++) bad += back[i] != host[i];
    CUDACORE_CHECK(cudacore_buffer_fill(b, 0, sizeof host, 7u, 4, s));
    CUDACORE_CHECK(cudacore_buffer_copy_to_host(back, b, 0, sizeof back, s));
    CUDACORE_CHECK(cudacore_stream_synchronize(s));
    for (i = 0; i < N; i++) bad += back[i] != 7;
    printf("parent: after the restore the device memory %s, and new work runs\n", bad ? "is WRONG" : "holds the same data");
    CUDACORE_CHECK(cudacore_buffer_free(b, s));
    CUDACORE_CHECK(cudacore_stream_destroy(s));
    return bad ? 1 : 0;
}
#endif
