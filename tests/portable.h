/* portable.h -- the few operating-system services the tests need, on POSIX
   and on Windows (mingw-w64 here, run under wine by `make test-windows`; the
   Win32 calls are MSVC's too). Include after test.h.

     t_run_self(self, env, a1, a2)  run this program again as `self a1 a2`
                                    with "NAME=VALUE NAME=VALUE" added to its
                                    environment (values without spaces); its
                                    exit status, or -1
     t_dirname(path, buf, cap)      the folder of path ('/' or '\\'), "." if none
     t_setenv(name, value)          set (value NULL: remove) a variable
     t_mkdtemp(buf, cap, stem)      a new empty folder under the temp folder
     t_dir_each(dir, fn, user)      call fn for each file in a folder
     t_dir_files(dir, suffix, ...)  count (and size) the files in a folder
     t_rmtree(dir)                  remove a folder and the files in it (one level)
     t_set_mtime(path, seconds)     a file's modification time: now + seconds
     t_getpid()                     this process's id
     T_SHLIB(stem)                  a test library's file name: "libcuda_mock.so"
                                    on Linux, "libcuda_mock.dll" on Windows
     T_EXE                          ".exe" on Windows, "" elsewhere               */
#ifndef CUDACORE_TEST_PORTABLE_H
#define CUDACORE_TEST_PORTABLE_H
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#error "portable.h: define _POSIX_C_SOURCE 200809L at the top of the test, before any #include"
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <time.h>
#if defined(_WIN32)
#include <direct.h>
#include <io.h>
#include <process.h>
#include <sys/types.h>
#include <sys/utime.h>
#define T_SHLIB(stem) stem ".dll"
#define T_EXE ".exe"
#else
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <dirent.h>
#include <unistd.h>
#include <utime.h>
#define T_SHLIB(stem) stem ".so"
#define T_EXE ""
#endif

static T_UNUSED void t_dirname(const char *path, char *buf, size_t cap) {
    const char *a = strrchr(path, '/'), *b = strrchr(path, '\\');
    const char *sep = a > b ? a : b;
    if (sep) snprintf(buf, cap, "%.*s", (int)(sep - path), path);
    else snprintf(buf, cap, ".");
}

static T_UNUSED unsigned long t_getpid(void) {
#if defined(_WIN32)
    return (unsigned long)_getpid();
#else
    return (unsigned long)getpid();
#endif
}

static T_UNUSED int t_setenv(const char *name, const char *value) {
#if defined(_WIN32)
    return _putenv_s(name, value ? value : "") == 0; /* "" removes it */
#else
    return value ? setenv(name, value, 1) == 0 : unsetenv(name) == 0;
#endif
}

#if defined(_WIN32)
/* Windows passes one command line: quote an argument that holds a space. */
static T_UNUSED const char *t_quote_arg(const char *a, char *buf, size_t cap) {
    if (!strchr(a, ' ')) return a;
    snprintf(buf, cap, "\"%s\"", a);
    return buf;
}
#endif

static T_UNUSED int t_run_self(const char *self, const char *env, const char *a1, const char *a2) {
    char vars[8][512], *saved[8];
    int n = 0, i, rc;
    const char *p = env ? env : "";
    fflush(stdout);
    fflush(stderr);
    while (*p && n < 8) { /* split "A=1 B=2" */
        size_t len = strcspn(p, " ");
        if (len && len < sizeof vars[0]) {
            char *eq, *old;
            memcpy(vars[n], p, len);
            vars[n][len] = 0;
            if ((eq = strchr(vars[n], '=')) != NULL) {
                *eq = 0;
                old = getenv(vars[n]);
                saved[n] = old ? (char *)malloc(strlen(old) + 1) : NULL;
                if (saved[n]) strcpy(saved[n], old);
                t_setenv(vars[n], eq + 1);
                n++;
            }
        }
        p += len;
        while (*p == ' ') p++;
    }
#if defined(_WIN32)
    {
        char q0[1100], q1[600], q2[600];
        rc = (int)_spawnl(_P_WAIT, self, t_quote_arg(self, q0, sizeof q0), t_quote_arg(a1, q1, sizeof q1),
                          a2 ? t_quote_arg(a2, q2, sizeof q2) : NULL, (const char *)NULL);
    }
#else
    {
        pid_t pid = fork();
        int st = 0;
        if (pid == 0) {
            execl(self, self, a1, a2, (const char *)NULL);
            _exit(127);
        }
        rc = pid < 0 || waitpid(pid, &st, 0) != pid ? -1 : WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    }
#endif
    for (i = 0; i < n; i++) { /* the parent's environment as it was */
        t_setenv(vars[i], saved[i]);
        free(saved[i]);
    }
    return rc;
}

static T_UNUSED int t_mkdtemp(char *buf, size_t cap, const char *stem) {
#if defined(_WIN32)
    char base[512];
    DWORD n = GetTempPathA((DWORD)sizeof base, base);
    int i;
    if (!n || n >= sizeof base) return 0;
    for (i = 0; i < 100; i++) {
        snprintf(buf, cap, "%s%s-%lu-%d", base, stem, t_getpid(), i);
        if (_mkdir(buf) == 0) return 1;
    }
    return 0;
#else
    const char *base = getenv("TMPDIR");
    snprintf(buf, cap, "%s/%s-XXXXXX", base && *base ? base : "/tmp", stem);
    return mkdtemp(buf) != NULL;
#endif
}

/* Calls fn(name, path, size, user) for each regular file in dir. */
typedef void (*t_file_fn)(const char *name, const char *path, long long size, void *user);
#if defined(_WIN32)
static T_UNUSED void t_dir_each(const char *dir, t_file_fn fn, void *user) {
    char path[2048];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    snprintf(path, sizeof path, "%s\\*", dir);
    if ((h = FindFirstFileA(path, &fd)) == INVALID_HANDLE_VALUE) return;
    do {
        if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) continue;
        snprintf(path, sizeof path, "%s\\%s", dir, fd.cFileName);
        fn(fd.cFileName, path, ((long long)fd.nFileSizeHigh << 32) | fd.nFileSizeLow, user);
    } while (FindNextFileA(h, &fd));
    FindClose(h);
}
#else
static T_UNUSED void t_dir_each(const char *dir, t_file_fn fn, void *user) {
    char path[2048];
    DIR *d = opendir(dir);
    struct dirent *e;
    struct stat st;
    if (!d) return;
    while ((e = readdir(d)) != NULL) {
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) fn(e->d_name, path, (long long)st.st_size, user);
    }
    closedir(d);
}
#endif

/* The files in dir whose names end in suffix ("" for all): their count, their
   total size (bytes may be NULL), the path of the first (first may be NULL). */
typedef struct t_dir_count {
    const char *suffix;
    char *first;
    size_t cap;
    long long bytes;
    int n;
} t_dir_count;
static T_UNUSED void t_dir_count_one(const char *name, const char *path, long long size, void *user) {
    t_dir_count *c = (t_dir_count *)user;
    size_t ln = strlen(name), ls = strlen(c->suffix);
    if (ln < ls || strcmp(name + ln - ls, c->suffix)) return;
    if (c->first && !c->n && c->cap) { /* (not snprintf: gcc -O2 warns that it may truncate) */
        size_t k = strlen(path) < c->cap - 1 ? strlen(path) : c->cap - 1;
        memcpy(c->first, path, k);
        c->first[k] = 0;
    }
    c->bytes += size;
    c->n++;
}
static T_UNUSED int t_dir_files(const char *dir, const char *suffix, char *first, size_t cap, long long *bytes) {
    t_dir_count c;
    memset(&c, 0, sizeof c);
    c.suffix = suffix;
    c.first = first;
    c.cap = cap;
    t_dir_each(dir, t_dir_count_one, &c);
    if (bytes) *bytes += c.bytes;
    return c.n;
}

static T_UNUSED int t_set_mtime(const char *path, long seconds) {
#if defined(_WIN32)
    struct _utimbuf t;
    t.actime = t.modtime = time(NULL) + seconds;
    return _utime(path, &t) == 0;
#else
    struct utimbuf t;
    t.actime = t.modtime = time(NULL) + seconds;
    return utime(path, &t) == 0;
#endif
}

/* Removes dir and the files in it (one level: the tests make no deeper ones). */
static T_UNUSED void t_rmtree(const char *dir) {
    char path[1200];
    while (t_dir_files(dir, "", path, sizeof path, NULL) > 0)
        if (remove(path) != 0) break;
#if defined(_WIN32)
    _rmdir(dir);
#else
    rmdir(dir);
#endif
}
#endif
