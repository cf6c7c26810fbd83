#if defined(_WIN32)
#include <direct.h>
#include <io.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/utime.h>
#else
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>
#endif
#include <fcntl.h>
#include <time.h>

#if defined(_WIN32)
#include <sys/types.h>
#include <sys/stat.h>
#define CUDACORE__PATH_SEP "\\"
#define CUDACORE__PATH_LIST_SEP ";" /* between PATH's folders */
#else
#define CUDACORE__PATH_SEP "/"
#define CUDACORE__PATH_LIST_SEP ":"
#endif


/* A growable list of NUL-terminated strings in one heap block (not on hot paths). */
typedef struct cudacore__strs {
    char *buf;
    size_t len, cap;
    size_t count;
    int oom;
} cudacore__strs;

CUDACORE__PRIVATE void cudacore__strs_addn(cudacore__strs *l, const char *s, size_t n) {
    if (l->oom) return;
    if (cudacore__grow(&l->buf, &l->cap, l->len, l->len + n + 1, 1, 256, NULL) != CUDACORE_SUCCESS) {
        l->oom = 1;
        return;
    }
    memcpy(l->buf + l->len, s, n);
    l->buf[l->len + n] = 0;
    l->len += n + 1;
    l->count++;
}
CUDACORE__PRIVATE void cudacore__strs_addf(cudacore__strs *l, const char *fmt, ...) {
    char tmp[2048], *big;
    int n;
    va_list ap;
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0) {
        l->oom = 1; /* cannot happen with cudacore's formats; never add a wrong option */
        return;
    }
    if ((size_t)n < sizeof tmp) {
        cudacore__strs_addn(l, tmp, (size_t)n);
        return;
    }
    /* a long option (a define, a path): format again into a buffer that fits, never truncate */
    big = (char *)cudacore__malloc((size_t)n + 1);
    if (!big) {
        l->oom = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    cudacore__strs_addn(l, big, (size_t)n);
    cudacore__free(big);
}
CUDACORE__PRIVATE void cudacore__strs_free(cudacore__strs *l) {
    cudacore__free(l->buf);
    memset(l, 0, sizeof *l);
}
/* An argv view of the list (free with cudacore__free), or NULL on OOM. */
CUDACORE__PRIVATE const char **cudacore__strs_argv(const cudacore__strs *l, const char *call) {
    const char **v = (const char **)cudacore__calloc((l->count + 1) * sizeof(char *), call);
    size_t i, off = 0;
    if (!v) return NULL;
    for (i = 0; i < l->count; i++) {
        v[i] = l->buf + off;
        off += strlen(l->buf + off) + 1;
    }
    return v;
}

/* 128-bit FNV-1a style hash, two lanes with different seeds and primes. */
typedef struct cudacore__hash {
    uint64_t a, b;
} cudacore__hash;
CUDACORE__PRIVATE void cudacore__hash_init(cudacore__hash *h) {
    h->a = 0xcbf29ce484222325ull;
    h->b = 0x84222325cbf29ce4ull;
}
CUDACORE__PRIVATE void cudacore__hash_bytes(cudacore__hash *h, const void *data, size_t n) {
    const unsigned char *p = (const unsigned char *)data;
    uint64_t a = h->a, b = h->b;
    size_t i;
    for (i = 0; i < n; i++) {
        a = (a ^ p[i]) * 0x100000001b3ull;
        b = (b ^ p[i]) * 0x00000100000001b3ull + 0x9e3779b97f4a7c15ull;
        b ^= b >> 29;
    }
    h->a = a;
    h->b = b;
}
CUDACORE__PRIVATE void cudacore__hash_u64(cudacore__hash *h, uint64_t v) {
    unsigned char b[8];
    int i;
    for (i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));
    cudacore__hash_bytes(h, b, 8);
}
/* Length-prefixed, so that ("ab","c") and ("a","bc") differ. */
CUDACORE__PRIVATE void cudacore__hash_str(cudacore__hash *h, const char *s, size_t n) {
    cudacore__hash_u64(h, (uint64_t)n);
    cudacore__hash_bytes(h, s, n);
}
CUDACORE__PRIVATE uint64_t cudacore__checksum(const void *data, size_t n) {
    cudacore__hash h;
    cudacore__hash_init(&h);
    cudacore__hash_bytes(&h, data, n);
    return h.a ^ (h.b * 31u);
}

/*--- file helpers ---*/
#if defined(_WIN32)
#define CUDACORE__O_NOFOLLOW 0 /* (Windows: making a link needs a privilege) */
#define CUDACORE__O_CLOEXEC 0
#else
#if defined(O_NOFOLLOW)
#define CUDACORE__O_NOFOLLOW O_NOFOLLOW
#elif defined(__O_NOFOLLOW)
#define CUDACORE__O_NOFOLLOW __O_NOFOLLOW /* glibc's, where strict ISO C hides the name */
#else
#define CUDACORE__O_NOFOLLOW 0
#endif
#if defined(O_CLOEXEC)
#define CUDACORE__O_CLOEXEC O_CLOEXEC
#elif defined(__O_CLOEXEC)
#define CUDACORE__O_CLOEXEC __O_CLOEXEC
#else
#define CUDACORE__O_CLOEXEC 0
#endif
#endif

typedef struct cudacore__file_info {
    uint64_t size;
    int64_t mtime;
    int regular;
    int private_; /* this user's, and writable by nobody else (Windows: always; the folder's ACL decides) */
    int mine;     /* this user's (Windows: always) */
    int gone;     /* (a folder's listing) it went away before its stat data were read */
} cudacore__file_info;
CUDACORE__PRIVATE int cudacore__fd_info(int fd, cudacore__file_info *fi) {
#if defined(_WIN32)
    struct _stat64 st;
    if (_fstat64(fd, &st) != 0) return 0;
    fi->regular = (st.st_mode & _S_IFREG) != 0;
    fi->private_ = fi->mine = 1;
#else
    struct stat st;
    if (fstat(fd, &st) != 0) return 0;
    fi->regular = S_ISREG(st.st_mode);
    fi->mine = st.st_uid == geteuid();
    fi->private_ = fi->mine && !(st.st_mode & 022);
#endif
    fi->gone = 0;
    fi->size = (uint64_t)st.st_size;
    fi->mtime = (int64_t)st.st_mtime;
    return 1;
}
/* Opens path to read (never waiting on a FIFO); follow 0: not through a link. */
CUDACORE__PRIVATE int cudacore__fd_open_read(const char *path, int follow) {
#if defined(_WIN32)
    (void)follow;
    return _open(path, _O_RDONLY | _O_BINARY);
#else
    return open(path, O_RDONLY | O_NONBLOCK | (follow ? 0 : CUDACORE__O_NOFOLLOW) | CUDACORE__O_CLOEXEC);
#endif
}
/* Creates path to write, exclusively: never through a link, never over a file. */
CUDACORE__PRIVATE int cudacore__fd_create(const char *path, int shared) {
#if defined(_WIN32)
    (void)shared;
    return _open(path, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _S_IREAD | _S_IWRITE);
#else
    return open(path, O_WRONLY | O_CREAT | O_EXCL | CUDACORE__O_NOFOLLOW | CUDACORE__O_CLOEXEC, shared ? 0644 : 0600);
#endif
}
CUDACORE__PRIVATE long cudacore__fd_io(int fd, void *buf, size_t n, int writing) {
    unsigned chunk = n > (1u << 30) ? 1u << 30 : (unsigned)n;
#if defined(_WIN32)
    return writing ? (long)_write(fd, buf, chunk) : (long)_read(fd, buf, chunk);
#else
    return writing ? (long)write(fd, buf, chunk) : (long)read(fd, buf, chunk);
#endif
}
CUDACORE__PRIVATE void cudacore__fd_close(int fd) {
#if defined(_WIN32)
    _close(fd);
#else
    close(fd);
#endif
}

/* Reads the open file fd whole into *data (NUL-terminated: text inputs,
   PTX, are used as strings); fd stays open. 1: read; 0: the read failed;
   -1: refused -- not a regular file (a directory or a device "opens", then
   reports a nonsense size), over max bytes, or, with mine, not this user's
   or writable by others. */
CUDACORE__PRIVATE int cudacore__fd_read(int fd, uint64_t max, int mine, void **data, size_t *size) {
    cudacore__file_info fi;
    size_t got = 0;
    char *buf = NULL;
    int ok = cudacore__fd_info(fd, &fi) && fi.regular && fi.size <= max && (!mine || fi.private_);
    *data = NULL;
    *size = 0;
    if (ok && (buf = (char *)cudacore__malloc((size_t)fi.size + 1)) != NULL)
        while (got < fi.size) {
            long n = cudacore__fd_io(fd, buf + got, (size_t)fi.size - got, 0);
            if (n <= 0) break;
            got += (size_t)n;
        }
    if (!buf || got != fi.size) {
        cudacore__free(buf);
        return ok ? 0 : -1;
    }
    buf[got] = 0;
    *data = buf;
    *size = got;
    return 1;
}
/* cudacore__fd_read, then fd closed. */
CUDACORE__PRIVATE int cudacore__fd_read_all(int fd, uint64_t max, int mine, void **data, size_t *size) {
    int r = cudacore__fd_read(fd, max, mine, data, size);
    cudacore__fd_close(fd);
    return r;
}
/* A file of the user's whole into *data (1), as cudacore__fd_read_all. */
CUDACORE__PRIVATE int cudacore__read_file(const char *path, void **data, size_t *size) {
    int fd = cudacore__fd_open_read(path, 1);
    *data = NULL;
    *size = 0;
    return fd >= 0 && cudacore__fd_read_all(fd, (uint64_t)SIZE_MAX - 1, 0, data, size) == 1;
}
CUDACORE__PRIVATE int cudacore__write_file(const char *path, const void *data, size_t size) {
    FILE *f = fopen(path, "wb");
    int ok;
    if (!f) return 0;
    ok = fwrite(data, 1, size, f) == size;
    ok = (fclose(f) == 0) && ok;
    return ok;
}
CUDACORE__PRIVATE int cudacore__rename_replace(const char *from, const char *to) {
#if defined(_WIN32)
    return MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING) != 0;
#else
    return rename(from, to) == 0;
#endif
}
CUDACORE__PRIVATE void cudacore__mkdirs(const char *path) {
    char tmp[1024];
    size_t i, n = strlen(path);
    if (n >= sizeof tmp) return;
    memcpy(tmp, path, n + 1);
    for (i = 1; i <= n; i++) {
        if (tmp[i] == '/' || tmp[i] == '\\' || tmp[i] == 0) {
            char c = tmp[i];
            tmp[i] = 0;
#if defined(_WIN32)
            _mkdir(tmp);
#else
            mkdir(tmp, 0700); /* (a folder made for the cache is private) */
#endif
            tmp[i] = c;
        }
    }
}
CUDACORE__PRIVATE unsigned long cudacore__pid(void) {
#if defined(_WIN32)
    return (unsigned long)GetCurrentProcessId();
#else
    return (unsigned long)getpid();
#endif
}

/*--- paths ---*/
/* 1 if path is a directory (dir 1) or a regular file (dir 0). */
CUDACORE__PRIVATE int cudacore__path_is(const char *path, int dir) {
#if defined(_WIN32)
    struct _stat st;
    return _stat(path, &st) == 0 && (dir ? (st.st_mode & _S_IFDIR) != 0 : (st.st_mode & _S_IFREG) != 0);
#else
    struct stat st;
    return stat(path, &st) == 0 && (dir ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode));
#endif
}

/* Cuts the last component off a path ("/a/b" -> "/a"); 0 when there is none. */
CUDACORE__PRIVATE int cudacore__path_up(char *path) {
    char *end = strrchr(path, '/');
#if defined(_WIN32)
    char *bs = strrchr(path, '\\');
    if (bs && (!end || bs > end)) end = bs;
#endif
    if (!end || end == path) return 0;
    *end = 0;
    return 1;
}

/* The last component of a path ("/a/b" -> "b"). */
CUDACORE__PRIVATE const char *cudacore__path_base(const char *path) {
    const char *a = strrchr(path, '/'), *b = strrchr(path, '\\');
    const char *sep = a > b ? a : b;
    return sep ? sep + 1 : path;
}

/* a, the separator and b into out; 0 when that does not fit. */
CUDACORE__PRIVATE int cudacore__path_join(char *out, size_t cap, const char *a, const char *b) {
    int n = snprintf(out, cap, "%s" CUDACORE__PATH_SEP "%s", a, b);
    return n > 0 && (size_t)n < cap;
}

/* The working folder's path: in buf when it fits, else in a new *big (to
   free); NULL when it cannot be read. */
CUDACORE__PRIVATE const char *cudacore__working_folder(char *buf, size_t cap, char **big) {
    size_t n = 4096;
    *big = NULL;
#if defined(_WIN32)
    if (_getcwd(buf, (int)cap)) return buf;
#else
    if (getcwd(buf, cap)) return buf;
#endif
    for (; n <= ((size_t)1 << 20); n *= 4) {
        cudacore__free(*big);
        if (!(*big = (char *)cudacore__malloc(n))) return NULL;
#if defined(_WIN32)
        if (_getcwd(*big, (int)n)) return *big;
#else
        if (getcwd(*big, n)) return *big;
#endif
    }
    cudacore__free(*big);
    *big = NULL;
    return NULL;
}

/* path with its links resolved (Windows: made absolute); 0 when it cannot be. */
CUDACORE__PRIVATE int cudacore__real_path(const char *path, char *out, size_t cap) {
#if defined(_WIN32)
    DWORD n = GetFullPathNameA(path, (DWORD)cap, out, NULL);
    return n && n < cap;
#else
    char *(*real)(const char *, char *) = NULL;
    void *sym = cudacore__libc_symbol("realpath");
    char *r;
    int ok;
    if (!sym) return 0;
    memcpy(&real, &sym, sizeof sym); /* ISO C has no void* to function pointer cast */
    if ((r = real(path, NULL)) == NULL) return 0;
    ok = strlen(r) < cap;
    if (ok) cudacore__copy(out, cap, r);
    free(r); /* realpath's own malloc */
    return ok;
#endif
}

/* The strings of l, one per line, into buf (cap bytes; *needed: the size it takes). */
CUDACORE__PRIVATE cudacore_result cudacore__format_strs(const cudacore__strs *l, char *buf, size_t cap, size_t *needed, const char *call) {
    size_t i, need = l->len + 1; /* every NUL becomes '\n', plus the final NUL */
    if (needed) *needed = need;
    if (buf && cap) buf[0] = 0;
    if (!buf || cap < need) {
        if (!buf && !cap) return CUDACORE_SUCCESS;
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the buffer holds %lu bytes; %lu are needed", (unsigned long)cap,
                              (unsigned long)need);
    }
    if (l->len) memcpy(buf, l->buf, l->len);
    for (i = 0; i < l->len; i++)
        if (!buf[i]) buf[i] = '\n';
    buf[l->len] = 0;
    return CUDACORE_SUCCESS;
}

/* Where s starts in the n bytes at t, or NULL. */
CUDACORE__PRIVATE const char *cudacore__find(const char *t, size_t n, const char *s) {
    size_t k = strlen(s), i;
    for (i = 0; k <= n && i <= n - k; i++)
        if (!memcmp(t + i, s, k)) return t + i;
    return NULL;
}
