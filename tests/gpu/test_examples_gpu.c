/* Runs every built example (build/examples/<name>) as a test: each must exit 0
   within the time limit. An example checks its own numeric results on the
   host and exits non-zero when one is wrong.
     - "skipped: no GPU" in its output: a skip -- or, with
       CUDACORE_REQUIRE_GPU=1 (the GPU machine's run), a failure;
     - "skipped: <another reason>" (two GPUs needed, compute capability
       too low, ...): a counted skip, as the GPU tests do;
     - anything else with exit status 0: a pass.
   The examples are found next to this test's build directory
   (build/tests/../examples) or in CUDACORE_EXAMPLES_DIR; if they are not
   built (sanitizer builds build only the tests) this test is skipped, or
   with CUDACORE_REQUIRE_GPU=1 fails: the GPU run must run every example.
   CUDACORE_EXAMPLE_TIMEOUT sets the per-example limit in seconds (300). */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char out[1 << 16]; /* the example's output (the last 64 KB) */

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Runs path with stdout and stderr captured into out. Returns the exit
   status, or -1 (could not run), -2 (timed out: killed), -3 (killed by a signal). */
static int run_example(const char *path, int timeout_s, double *seconds) {
    int fds[2], st = 0, timed_out = 0;
    size_t n = 0;
    pid_t pid;
    double start = now_s();
    out[0] = 0;
    if (pipe(fds) != 0) return -1;
    fflush(stdout);
    pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        setpgid(0, 0); /* its own group: a timeout kills it and any child it forked */
        dup2(fds[1], 1);
        dup2(fds[1], 2);
        close(fds[0]);
        close(fds[1]);
        execl(path, path, (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    for (;;) {
        struct pollfd p;
        int left_ms = (int)((start + timeout_s - now_s()) * 1000), rc;
        char buf[4096];
        ssize_t got;
        if (left_ms <= 0) {
            timed_out = 1;
            break;
        }
        p.fd = fds[0];
        p.events = POLLIN;
        rc = poll(&p, 1, left_ms);
        if (rc < 0 && errno == EINTR) continue;
        if (rc <= 0) continue; /* the deadline is checked above */
        got = read(fds[0], buf, sizeof buf);
        if (got <= 0) break; /* EOF: the example (and its children) closed the pipe */
        if (n + (size_t)got > sizeof out - 1) { /* keep the tail */
            size_t drop = n + (size_t)got - (sizeof out - 1);
            memmove(out, out + drop, n - drop);
            n -= drop;
        }
        memcpy(out + n, buf, (size_t)got);
        n += (size_t)got;
        out[n] = 0;
    }
    if (timed_out) kill(-pid, SIGKILL);
    close(fds[0]);
    waitpid(pid, &st, 0);
    *seconds = now_s() - start;
    if (timed_out) return -2;
    if (WIFSIGNALED(st)) return -3;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The text after "skipped:" on the first line that starts with it, or NULL. */
static const char *skip_line(char *why, size_t cap) {
    const char *p = out;
    while (p && *p) {
        if (!strncmp(p, "skipped:", 8)) {
            const char *e = strchr(p, '\n');
            size_t len = e ? (size_t)(e - p) : strlen(p);
            p += 8;
            len -= 8;
            while (len && *p == ' ') p++, len--;
            if (len >= cap) len = cap - 1;
            memcpy(why, p, len);
            why[len] = 0;
            return why;
        }
        p = strchr(p, '\n');
        if (p) p++;
    }
    return NULL;
}

static void print_tail(int lines) {
    const char *p = out + strlen(out);
    int seen = 0;
    while (p > out && seen <= lines) {
        p--;
        if (*p == '\n' && p[1]) seen++;
    }
    if (*p == '\n') p++;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        printf("  | %.*s\n", (int)len, p);
        p += len + (e ? 1 : 0);
    }
}

/* No example to run: a counted skip, or with CUDACORE_REQUIRE_GPU=1 (the GPU
   machine's run, which builds them) a failure. */
static void no_examples(const char *what, const char *dir) {
    if (t_require_gpu()) {
        printf("  CUDACORE_REQUIRE_GPU=1 but no example was run\nFAIL - examples: %s %s (make examples)\n", what, dir);
        t_failed++;
    } else {
        printf("skip - examples: %s %s (make examples)\n", what, dir);
        t_skipped++;
    }
}

static int by_name(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

int main(int argc, char **argv) {
    char dir[1024], *names[256], path[1400], why[512];
    const char *env = getenv("CUDACORE_EXAMPLES_DIR"), *tenv = getenv("CUDACORE_EXAMPLE_TIMEOUT");
    int timeout_s = tenv && atoi(tenv) > 0 ? atoi(tenv) : 300, count = 0, i;
    DIR *d;
    struct dirent *e;
    (void)argc;
    (void)t_run; /* the harness's counters and exit code are used; its RUN is not */
    if (env && *env) snprintf(dir, sizeof dir, "%s", env);
    else {
        const char *slash = strrchr(argv[0], '/');
        if (slash) snprintf(dir, sizeof dir, "%.*s/../examples", (int)(slash - argv[0]), argv[0]);
        else snprintf(dir, sizeof dir, "../examples");
    }
    d = opendir(dir);
    if (!d) {
        no_examples("not built in", dir);
        TEST_EXIT();
    }
    while ((e = readdir(d)) != NULL && count < 256) {
        struct stat st;
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || access(path, X_OK) != 0) continue;
        names[count] = (char *)malloc(strlen(e->d_name) + 1);
        if (!names[count]) break;
        strcpy(names[count++], e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)count, sizeof names[0], by_name);
    if (!count) {
        no_examples("none built in", dir);
        TEST_EXIT();
    }
    for (i = 0; i < count; i++) {
        double secs = 0;
        int rc;
        const char *skipped;
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        rc = run_example(path, timeout_s, &secs);
        skipped = skip_line(why, sizeof why);
        if (rc != 0) {
            if (rc == -2) printf("  %s did not finish within %d s (killed)\n", names[i], timeout_s);
            else if (rc == -3) printf("  %s was killed by a signal\n", names[i]);
            else printf("  %s exited with status %d after %.1f s\n", names[i], rc, secs);
            print_tail(25);
            printf("FAIL - example %s\n", names[i]);
            t_failed++;
        } else if (skipped && !strncmp(skipped, "no GPU", 6)) {
            if (t_require_gpu()) {
                printf("  CUDACORE_REQUIRE_GPU=1 but %s printed \"skipped: %s\"\n", names[i], skipped);
                print_tail(10);
                printf("FAIL - example %s\n", names[i]);
                t_failed++;
            } else {
                printf("skip - example %s: %s\n", names[i], skipped);
                t_skipped++;
            }
        } else if (skipped) {
            printf("skip - example %s: %s\n", names[i], skipped);
            t_skipped++;
        } else {
            printf("ok - example %s (%.1f s)\n", names[i], secs);
            t_passed++;
        }
        fflush(stdout);
        free(names[i]);
    }
    TEST_EXIT();
}
