/*=== >>impl:programs ==========================================================*/
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

/* A growable list of NUL-terminated strings in one heap block (not on hot paths). */
typedef struct cudacore__strs {
    char *buf;
    size_t len, cap;
    size_t count;
    int oom;
} cudacore__strs;

CUDACORE__PRIVATE void cudacore__strs_addn(cudacore__strs *l, const char *s, size_t n) {
    if (l->oom) return;
    if (l->len + n + 1 > l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 256;
        char *nb;
        while (cap < l->len + n + 1) cap *= 2;
        nb = (char *)cudacore__malloc(cap);
        if (!nb) {
            l->oom = 1;
            return;
        }
        if (l->len) memcpy(nb, l->buf, l->len);
        cudacore__free(l->buf);
        l->buf = nb;
        l->cap = cap;
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
} cudacore__file_info;
CUDACORE__PRIVATE int cudacore__fd_info(int fd, cudacore__file_info *fi) {
#if defined(_WIN32)
    struct _stat64 st;
    if (_fstat64(fd, &st) != 0) return 0;
    fi->regular = (st.st_mode & _S_IFREG) != 0;
    fi->private_ = 1;
#else
    struct stat st;
    if (fstat(fd, &st) != 0) return 0;
    fi->regular = S_ISREG(st.st_mode);
    fi->private_ = st.st_uid == geteuid() && !(st.st_mode & 022);
#endif
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
   PTX, are used as strings), then closes it. 1: read; 0: the read failed;
   -1: refused -- not a regular file (a directory or a device "opens", then
   reports a nonsense size), over max bytes, or, with mine, not this user's
   or writable by others. */
CUDACORE__PRIVATE int cudacore__fd_read_all(int fd, uint64_t max, int mine, void **data, size_t *size) {
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
    cudacore__fd_close(fd);
    if (!buf || got != fi.size) {
        cudacore__free(buf);
        return ok ? 0 : -1;
    }
    buf[got] = 0;
    *data = buf;
    *size = got;
    return 1;
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

/*--- options -> strings ---*/
CUDACORE__PRIVATE void cudacore__tri(cudacore__strs *l, int v, const char *name) {
    if (v) cudacore__strs_addf(l, "%s=%s", name, v > 0 ? "true" : "false");
}
CUDACORE__PRIVATE int cudacore__is_digits(const char *s) {
    if (!s || !*s) return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9') return 0;
    return 1;
}
/* Resolves the arch to "NN[a|f]" digits+suffix (without the sm_/compute_ prefix) into out. */
CUDACORE__PRIVATE cudacore_result cudacore__resolve_arch(const char *arch, char *out, size_t cap, const char *call) {
    if (arch && *arch) {
        const char *p = arch;
        if (!strncmp(p, "sm_", 3)) p += 3;
        else if (!strncmp(p, "compute_", 8)) p += 8;
        else if (!strncmp(p, "lto_", 4)) p += 4;
        if (!*p || *p < '0' || *p > '9' || strlen(p) >= cap)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "arch '%s' is not of the form sm_NN, compute_NN or NN", arch);
        cudacore__copy(out, cap, p);
        return CUDACORE_SUCCESS;
    } else { /* the current device's compute capability: the driver started, no context needed */
        int dev = 0, cc = cudacore__start_early_cc(); /* (during a background start: perhaps known without the driver) */
        cudacore_result r;
        if (cc > 0) {
            snprintf(out, cap, "%d%d", cc / 100, cc % 100);
            return CUDACORE_SUCCESS;
        }
        r = cudacore__current_ordinal(&dev, call);
        if (r == CUDACORE_SUCCESS && (cc = cudacore__cc(dev)) <= 0)
            r = CUDACORE__FAIL(CUDACORE_ERROR_CUDA, call, "the compute capability of device %d could not be read", dev);
        if (r != CUDACORE_SUCCESS)
            return CUDACORE__FAIL(r == CUDACORE_ERROR_LIBRARY_NOT_FOUND || r == CUDACORE_ERROR_STUB_LIBRARY ? CUDACORE_ERROR_NO_DEVICE : r, call,
                                  "no arch was given and there is no current device to take it from (%s): set options.arch, e.g. \"sm_90\"",
                                  cudacore_result_name(r));
        snprintf(out, cap, "%d%d", cc / 100, cc % 100);
        return CUDACORE_SUCCESS;
    }
}

CUDACORE__PRIVATE void cudacore__add_list(cudacore__strs *l, const char *fmt, const char *const *v, size_t n) {
    size_t i;
    for (i = 0; v && i < n; i++)
        if (v[i]) cudacore__strs_addf(l, fmt, v[i]);
}
CUDACORE__PRIVATE void cudacore__add_ints(cudacore__strs *l, const char *flag, const int *v, size_t n) {
    size_t i;
    for (i = 0; v && i < n; i++) cudacore__strs_addf(l, "%s=%d", flag, v[i]);
}

/*--- the toolkit's headers (NVRTC) ---
   The CUDA toolkit's include directory (and, from CUDA 13, its cccl
   subdirectory, which the headers in it need) go to every C++ compile after
   the user's include paths, found as PROGRAMS AND THE COMPILE CACHE says:
   those of NVRTC's own CUDA version where there are any. The search runs
   once NVRTC is loaded and is kept until the next setup; where it looked
   goes into the log of a compile that fails without them, or with headers
   of another version. */
typedef struct cudacore__toolkit {
    int gen;            /* the setup generation it was found in; 0: not yet */
    char include[1024]; /* "" when none was found */
    char cccl[1040];    /* "" when the toolkit has no cccl directory */
    const char *from;   /* the step that found it (NULL when none) */
    int version;        /* CUDA_VERSION of its cuda.h (13000); 0: not known */
    int nvrtc_version;  /* the loaded NVRTC's (major * 1000 + minor * 10); 0: none */
    char looked[4096];  /* where the search looked, one line each */
} cudacore__toolkit;
static cudacore__toolkit cudacore__tk;
static cudacore__mutex cudacore__tk_lock = CUDACORE__MUTEX_INIT;

/* A line for `looked`. */
CUDACORE__PRIVATE void cudacore__toolkit_line(cudacore__toolkit *tk, const char *fmt, ...) {
    size_t used = strlen(tk->looked);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tk->looked + used, sizeof tk->looked - used, fmt, ap);
    va_end(ap);
}

/* The CUDA version of an include directory: CUDA_VERSION in its cuda.h
   (13000 for 13.0); 0 when there is none. */
CUDACORE__PRIVATE int cudacore__headers_version(const char *dir) {
    static const char key[] = "#define CUDA_VERSION ";
    char path[1100], line[256];
    int lines = 0, v = 0;
    FILE *f;
    if (!cudacore__path_join(path, sizeof path, dir, "cuda.h") || (f = fopen(path, "rb")) == NULL) return 0;
    while (!v && lines++ < 4000 && fgets(line, sizeof line, f))
        if (!strncmp(line, key, sizeof key - 1)) v = atoi(line + sizeof key - 1);
    fclose(f);
    return v;
}

/* "CUDA 13.0" for 13000. */
CUDACORE__PRIVATE const char *cudacore__cuda_version_text(int v, char *out, size_t cap) {
    if (v > 0) snprintf(out, cap, "CUDA %d.%d", v / 1000, v % 1000 / 10);
    else cudacore__copy(out, cap, "CUDA version not known");
    return out;
}

/* 1 when the headers found are of another CUDA version than NVRTC. */
CUDACORE__PRIVATE int cudacore__toolkit_mismatch(const cudacore__toolkit *tk) {
    return tk->include[0] && tk->version && tk->nvrtc_version && tk->version != tk->nvrtc_version;
}

/* Makes dir the headers (cccl: their CCCL directory; NULL: dir/cccl). */
CUDACORE__PRIVATE void cudacore__toolkit_take(cudacore__toolkit *tk, const char *from, const char *dir, const char *cccl, int version) {
    char own[1100];
    if (!cccl && cudacore__path_join(own, sizeof own, dir, "cccl")) cccl = own;
    cudacore__copy(tk->include, sizeof tk->include, dir);
    cudacore__copy(tk->cccl, sizeof tk->cccl, cccl && cudacore__path_is(cccl, 1) ? cccl : "");
    tk->from = from;
    tk->version = version;
}

/* Tries include directory dir, found from `from` (cccl as for _take). A
   given one must exist and is used as it is; a guessed one must hold
   cuda_fp16.h, and is used when it is of NVRTC's CUDA version (or NVRTC's is
   not known), else kept only if it is the first found. 1: the search ends. */
CUDACORE__PRIVATE int cudacore__toolkit_try(cudacore__toolkit *tk, const char *from, const char *dir, const char *cccl, int given) {
    char path[1100], have[48], want[48];
    int v, match;
    int ok = strlen(dir) < sizeof tk->include &&
             (given ? cudacore__path_is(dir, 1) : cudacore__path_join(path, sizeof path, dir, "cuda_fp16.h") && cudacore__path_is(path, 0));
    if (!ok) {
        cudacore__toolkit_line(tk, "  %s: %s (%s)\n", from, dir, given ? "not a directory" : "no cuda_fp16.h");
        return given;
    }
    v = cudacore__headers_version(dir);
    match = given || !tk->nvrtc_version || v == tk->nvrtc_version;
    cudacore__cuda_version_text(v, have, sizeof have);
    cudacore__cuda_version_text(tk->nvrtc_version, want, sizeof want);
    if (match) cudacore__toolkit_line(tk, "  %s: %s (%s)\n", from, dir, have);
    else cudacore__toolkit_line(tk, "  %s: %s (%s, not NVRTC's %s)\n", from, dir, have, want);
    if (match || !tk->include[0]) cudacore__toolkit_take(tk, from, dir, cccl, v);
    return match;
}


/* The directory of the loaded NVRTC library; 0 when it is not loaded or its
   file is not known. */
CUDACORE__PRIVATE int cudacore__nvrtc_dir(char *out, size_t cap) {
    const cudacore__lib *l = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    return cudacore__load32(&l->state) == 1 && cudacore__lib_file(l, cudacore__g.nvrtc[CUDACORE__NVRTC_nvrtcVersion], out, cap) &&
           cudacore__path_up(out);
}

/* NVRTC's own installation, from NVRTC's folder: <dir>/../include and
   <dir>/../../include (toolkits, targets/<arch>, Debian, conda, CUDA 13's
   pip wheels, Windows' bin\x64), and for CUDA 12's pip wheels
   (nvidia/cuda_nvrtc/lib) nvidia/cuda_runtime/include with
   nvidia/cuda_cccl/include. */
CUDACORE__PRIVATE int cudacore__toolkit_near(cudacore__toolkit *tk, const char *lib) {
    char up[1024], dir[1100], cccl[1100];
    int i, wheel12 = 0;
    cudacore__copy(up, sizeof up, lib);
    for (i = 0; i < 2 && cudacore__path_up(up); i++) {
        if (i == 0) wheel12 = !strcmp(cudacore__path_base(up), "cuda_nvrtc");
        if (cudacore__path_join(dir, sizeof dir, up, "include") && cudacore__toolkit_try(tk, "next to NVRTC", dir, NULL, 0)) return 1;
    }
    return i == 2 && wheel12 && cudacore__path_join(dir, sizeof dir, up, "cuda_runtime" CUDACORE__PATH_SEP "include") &&
           cudacore__path_join(cccl, sizeof cccl, up, "cuda_cccl" CUDACORE__PATH_SEP "include") &&
           cudacore__toolkit_try(tk, "next to NVRTC", dir, cccl, 0);
}

CUDACORE__PRIVATE int cudacore__toolkit_default_root(void *tk, const char *root) {
    char dir[1100];
    return cudacore__path_join(dir, sizeof dir, root, "include") && cudacore__toolkit_try((cudacore__toolkit *)tk, "default toolkit", dir, NULL, 0);
}

/* The search: a given directory (desc, then environment) is used as is;
   otherwise, of next to NVRTC (its folder as loaded, then as its links
   resolve), $CUDA_HOME, $CUDA_PATH, and when neither is set the default
   toolkits, the first that holds headers of NVRTC's version, else the
   first that holds any. */
CUDACORE__PRIVATE void cudacore__toolkit_find(cudacore__toolkit *tk) {
    static const char *const envs[] = {"CUDA_HOME", "CUDA_PATH"};
    const cudacore__lib *nvrtc = &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    char lib[1024], real[1024], dir[1100];
    const char *e;
    int i, set = 0;
    memset(tk, 0, sizeof *tk);
    if (cudacore__load32(&nvrtc->state) == 1) tk->nvrtc_version = nvrtc->version;
    if ((e = cudacore__g.desc.cuda_include_path) != NULL || (e = cudacore__env_path("CUDACORE_CUDA_INCLUDE_PATH")) != NULL) {
        const char *from = e == cudacore__g.desc.cuda_include_path ? "cudacore_desc.cuda_include_path" : "CUDACORE_CUDA_INCLUDE_PATH";
        cudacore__toolkit_try(tk, from, e, NULL, 1);
        return;
    }
    if (!cudacore__nvrtc_dir(lib, sizeof lib)) cudacore__toolkit_line(tk, "  next to NVRTC: (not loaded, or its file not known)\n");
    else if (cudacore__toolkit_near(tk, lib) || (cudacore__real_path(lib, real, sizeof real) && strcmp(real, lib) && cudacore__toolkit_near(tk, real)))
        return;
    for (i = 0; i < 2; i++) {
        if (!(e = cudacore__env_path(envs[i]))) {
            cudacore__toolkit_line(tk, "  $%s: %s\n", envs[i], cudacore__privileged() ? "ignored (setuid or setgid)" : "not set");
            continue;
        }
        set = 1;
        if (cudacore__path_join(dir, sizeof dir, e, "include") && cudacore__toolkit_try(tk, envs[i], dir, NULL, 0)) return;
    }
    if (!set) cudacore__default_toolkits(cudacore__toolkit_default_root, tk);
}

/* The search's result (run once NVRTC is loaded, kept until the next setup). */
CUDACORE__PRIVATE void cudacore__toolkit_get(cudacore__toolkit *out) {
    cudacore__lock(&cudacore__tk_lock);
    if (cudacore__tk.gen != cudacore__setup_gen) {
        cudacore__toolkit_find(&cudacore__tk);
        if (cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].state) == 1) cudacore__tk.gen = cudacore__setup_gen;
    }
    *out = cudacore__tk;
    cudacore__unlock(&cudacore__tk_lock);
}
CUDACORE__PRIVATE void cudacore__toolkit_paths(cudacore__strs *l) {
    cudacore__toolkit tk;
    cudacore__toolkit_get(&tk);
    if (tk.include[0]) cudacore__strs_addf(l, "--include-path=%s", tk.include);
    if (tk.cccl[0]) cudacore__strs_addf(l, "--include-path=%s", tk.cccl);
}
/* Builds the option strings; resolves the arch. */
CUDACORE__PRIVATE cudacore_result cudacore__program_opts(const cudacore_program_options *o, cudacore_program_kind kind, cudacore_code_type target,
                                                          cudacore__strs *l, char *arch_out, size_t arch_cap, const char *call) {
    cudacore_program_options def;
    char arch[32];
    cudacore_result r;
    if (!o) {
        memset(&def, 0, sizeof def);
        o = &def;
    }
    if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
    if (o->optimization_level < 0 || o->optimization_level > CUDACORE_OPT_LEVEL(3))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "optimization_level %d is not 0 or CUDACORE_OPT_LEVEL(0..3)", o->optimization_level);
    r = cudacore__resolve_arch(o->arch, arch, sizeof arch, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (arch_out) cudacore__copy(arch_out, arch_cap, arch);
    if (kind == CUDACORE_PROGRAM_NVVM) {
        /* libNVVM accepts a small subset; reject the rest rather than ignore it. */
        if (o->std || o->relocatable_device_code || o->lineinfo || o->num_defines || o->num_include_paths || o->num_pre_includes ||
            o->use_fast_math || o->max_register_count || o->pch || o->create_pch || o->use_pch || o->time || o->split_compile || o->minimal)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "an option was set that libNVVM does not accept (NVVM takes: arch, debug, optimization_level, ftz, "
                                  "prec_sqrt, prec_div, fma, use_libdevice, extra_options)");
        cudacore__strs_addf(l, "-arch=compute_%s", arch);
        if (o->debug > 0) cudacore__strs_addf(l, "-g");
        if (o->optimization_level) cudacore__strs_addf(l, "-opt=%d", o->optimization_level - 1);
        if (o->ftz) cudacore__strs_addf(l, "-ftz=%d", o->ftz > 0);
        if (o->prec_sqrt) cudacore__strs_addf(l, "-prec-sqrt=%d", o->prec_sqrt > 0);
        if (o->prec_div) cudacore__strs_addf(l, "-prec-div=%d", o->prec_div > 0);
        if (o->fma) cudacore__strs_addf(l, "-fma=%d", o->fma > 0);
        if (target == CUDACORE_CODE_LTOIR) cudacore__strs_addf(l, "-gen-lto");
        cudacore__add_list(l, "%s", o->extra_options, o->num_extra_options);
        return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
    }
    /* NVRTC (PTX programs assembled by the linker use only the arch). */
    cudacore__strs_addf(l, "-arch=%s_%s", target == CUDACORE_CODE_CUBIN ? "sm" : "compute", arch);
    if (kind == CUDACORE_PROGRAM_PTX) return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
    if (o->std) cudacore__strs_addf(l, "--std=%s", o->std);
    cudacore__tri(l, o->relocatable_device_code, "--relocatable-device-code");
    cudacore__tri(l, o->extensible_whole_program, "--extensible-whole-program");
    if (o->debug > 0) cudacore__strs_addf(l, "--device-debug");
    if (o->lineinfo > 0) cudacore__strs_addf(l, "--generate-line-info");
    if (o->device_code_optimize) cudacore__strs_addf(l, "--dopt=%s", o->device_code_optimize > 0 ? "on" : "off");
    if (o->optimization_level) cudacore__strs_addf(l, "--ptxas-options=-O%d", o->optimization_level - 1);
    cudacore__add_list(l, "--ptxas-options=%s", o->ptxas_options, o->num_ptxas_options);
    if (o->max_register_count) cudacore__strs_addf(l, "--maxrregcount=%d", o->max_register_count);
    cudacore__tri(l, o->ftz, "--ftz");
    cudacore__tri(l, o->prec_sqrt, "--prec-sqrt");
    cudacore__tri(l, o->prec_div, "--prec-div");
    cudacore__tri(l, o->fma, "--fmad");
    if (o->use_fast_math > 0) cudacore__strs_addf(l, "--use_fast_math");
    if (o->extra_device_vectorization > 0) cudacore__strs_addf(l, "--extra-device-vectorization");
    if (o->link_time_optimization > 0 || target == CUDACORE_CODE_LTOIR) cudacore__strs_addf(l, "--dlink-time-opt");
    if (o->gen_opt_lto > 0) cudacore__strs_addf(l, "--gen-opt-lto");
    cudacore__add_list(l, "--define-macro=%s", o->defines, o->num_defines);
    cudacore__add_list(l, "--undefine-macro=%s", o->undefines, o->num_undefines);
    cudacore__add_list(l, "--include-path=%s", o->include_paths, o->num_include_paths);
    if (!o->no_toolkit_headers) cudacore__toolkit_paths(l);
    cudacore__add_list(l, "--pre-include=%s", o->pre_includes, o->num_pre_includes);
    if (o->no_source_include > 0) cudacore__strs_addf(l, "--no-source-include");
    cudacore__tri(l, o->builtin_move_forward, "--builtin-move-forward");
    cudacore__tri(l, o->builtin_initializer_list, "--builtin-initializer-list");
    if (o->restrict_ > 0) cudacore__strs_addf(l, "--restrict");
    if (o->device_as_default_execution_space > 0) cudacore__strs_addf(l, "--device-as-default-execution-space");
    if (o->device_int128 > 0) cudacore__strs_addf(l, "--device-int128");
    if (o->device_float128 > 0) cudacore__strs_addf(l, "--device-float128");
    if (o->disable_warnings > 0) cudacore__strs_addf(l, "--disable-warnings");
    if (o->optimization_info) cudacore__strs_addf(l, "--optimization-info=%s", o->optimization_info);
    if (o->no_display_error_number > 0) cudacore__strs_addf(l, "--no-display-error-number");
    cudacore__add_ints(l, "--diag-error", o->diag_error, o->num_diag_error);
    cudacore__add_ints(l, "--diag-suppress", o->diag_suppress, o->num_diag_suppress);
    cudacore__add_ints(l, "--diag-warn", o->diag_warn, o->num_diag_warn);
    if (o->brief_diagnostics > 0) cudacore__strs_addf(l, "--brief-diagnostics=true");
    if (o->time) cudacore__strs_addf(l, "--time=%s", o->time);
    if (o->fdevice_time_trace) cudacore__strs_addf(l, "--fdevice-time-trace=%s", o->fdevice_time_trace);
    if (o->split_compile) cudacore__strs_addf(l, "--split-compile=%d", o->split_compile);
    if (o->fdevice_syntax_only > 0) cudacore__strs_addf(l, "--fdevice-syntax-only");
    if (o->minimal > 0) cudacore__strs_addf(l, "--minimal");
    if (o->no_cache > 0) cudacore__strs_addf(l, "--no-cache");
    if (o->frandom_seed) cudacore__strs_addf(l, "--frandom-seed=%s", o->frandom_seed);
    if (o->ofast_compile) cudacore__strs_addf(l, "--Ofast-compile=%s", o->ofast_compile);
    if (o->pch > 0) cudacore__strs_addf(l, "--pch");
    if (o->create_pch) cudacore__strs_addf(l, "--create-pch=%s", o->create_pch);
    if (o->use_pch) cudacore__strs_addf(l, "--use-pch=%s", o->use_pch);
    if (o->pch_dir) cudacore__strs_addf(l, "--pch-dir=%s", o->pch_dir);
    if (o->pch_verbose > 0) cudacore__strs_addf(l, "--pch-verbose=true");
    cudacore__tri(l, o->pch_messages, "--pch-messages");
    cudacore__tri(l, o->instantiate_templates_in_pch, "--instantiate-templates-in-pch");
    if (o->use_libdevice)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "use_libdevice applies to NVVM programs only (NVRTC links libdevice itself)");
    cudacore__add_list(l, "%s", o->extra_options, o->num_extra_options);
    return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
}

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

CUDACORE_API cudacore_result cudacore_program_options_format(const cudacore_program_options *opts, cudacore_program_kind kind,
                                                             cudacore_code_type target, char *buf, size_t cap, size_t *needed) {
    static const char call[] = "cudacore_program_options_format";
    cudacore__strs l;
    cudacore_result r;
    if (needed) *needed = 0;
    if ((unsigned)kind > CUDACORE_PROGRAM_NVVM) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown program kind %d", (int)kind);
    cudacore__ensure_setup();
    memset(&l, 0, sizeof l);
    r = cudacore__program_opts(opts, kind, target, &l, NULL, 0, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__format_strs(&l, buf, cap, needed, call);
    cudacore__strs_free(&l);
    return r;
}

/*--- what a compile read: its dependencies (kept with the code it made) ---
   A file a compile read, or a path it looked at and found nothing at; for a
   file, the hash of its bytes and the stat data that vouch for them unread
   (device, inode, size, modification and change times; all 0 where they
   cannot: a file changed in the last 2 seconds, whose times may not yet
   tell a later change, and every file on Windows). */
typedef struct cudacore__input {
    char *path;
    int found;
    cudacore__hash content;
    uint64_t stamp[5];
} cudacore__input;
typedef struct cudacore__inputs {
    cudacore__input *v;
    size_t n, cap;
    char why[200]; /* not "": what the compile reads cannot be known (it is not cached) */
} cudacore__inputs;
CUDACORE__PRIVATE void cudacore__inputs_free(cudacore__inputs *s) {
    size_t i;
    for (i = 0; i < s->n; i++) cudacore__free(s->v[i].path);
    cudacore__free(s->v);
    memset(s, 0, sizeof *s);
}

/*--- code images (shared by object code handles, kernels and the in-memory cache) ---*/
typedef struct cudacore__image {
    int refs;                    /* under cudacore__cache_lock */
    int has_key;
    cudacore__hash key;
    cudacore__inputs inputs;       /* what the compile that made it read (cached images) */
    struct cudacore__image *next; /* in-memory cache list */
    cudacore_code_type type;
    char *data;                  /* NUL-terminated copy */
    size_t size;
    size_t num_names;
    char **exprs, **lowered;
    char name[64];
    int producer;                /* the NVRTC that compiled it, as a CUDA version (13050: 13.5); 0: not known */
    cudacore__mutex load_lock;
    int loaded;                  /* atomic */
    cudacore_CUlibrary lib;
    cudacore_CUmodule mod;       /* fallback on drivers < 12.0 */
} cudacore__image;

typedef struct cudacore__cache_state {
    int configured;
    int disabled;
    int shared;                  /* 1: the folder may be others' (asked for) */
    int warned;                  /* the folder's refusal was logged (once per configuration) */
    char dir[1024];
    char off_why[1200];          /* not "": the configured place cannot be used (a path too long) */
    uint64_t max_bytes;
    uint64_t hits, misses;
    cudacore__image *loaded;     /* images with a key, alive */
    unsigned long counter;
} cudacore__cache_state;
static cudacore__cache_state cudacore__cache;
static cudacore__mutex cudacore__cache_lock = CUDACORE__MUTEX_INIT;

CUDACORE__PRIVATE void cudacore__image_free(cudacore__image *img) {
    size_t i;
    if (!img) return;
    if (img->lib) CUDACORE__CLEANUP(CUDACORE__CU(cuLibraryUnload)(img->lib));
    if (img->mod) CUDACORE__CLEANUP(CUDACORE__CU(cuModuleUnload)(img->mod));
    for (i = 0; i < img->num_names; i++) {
        if (img->exprs) cudacore__free(img->exprs[i]);
        if (img->lowered) cudacore__free(img->lowered[i]);
    }
    cudacore__free(img->exprs);
    cudacore__free(img->lowered);
    cudacore__free(img->data);
    cudacore__inputs_free(&img->inputs);
    cudacore__free(img);
}
/* A new image owning a copy of data. */
CUDACORE__PRIVATE cudacore__image *cudacore__image_new(cudacore_code_type type, const void *data, size_t size, const char *name, size_t num_names,
                                                      const char *call) {
    cudacore__image *img = (cudacore__image *)cudacore__calloc(sizeof *img, call);
    cudacore__mutex init = CUDACORE__MUTEX_INIT;
    if (!img) return NULL;
    img->refs = 1;
    img->load_lock = init;
    img->type = type;
    img->data = (char *)cudacore__calloc(size + 1, call);
    if (num_names) {
        img->exprs = (char **)cudacore__calloc(num_names * sizeof(char *), call);
        img->lowered = (char **)cudacore__calloc(num_names * sizeof(char *), call);
    }
    if (!img->data || (num_names && (!img->exprs || !img->lowered))) {
        cudacore__image_free(img);
        return NULL;
    }
    img->num_names = num_names;
    if (size) memcpy(img->data, data, size);
    img->size = size;
    cudacore__copy(img->name, sizeof img->name, name ? name : "");
    return img;
}
CUDACORE__PRIVATE void cudacore__image_retain(cudacore__image *img) {
    cudacore__lock(&cudacore__cache_lock);
    img->refs++;
    cudacore__unlock(&cudacore__cache_lock);
}
CUDACORE__PRIVATE void cudacore__image_release(cudacore__image *img) {
    int last;
    cudacore__lock(&cudacore__cache_lock);
    last = --img->refs == 0;
    if (last && img->has_key) {
        cudacore__image **pp = &cudacore__cache.loaded;
        while (*pp && *pp != img) pp = &(*pp)->next;
        if (*pp) *pp = img->next;
    }
    cudacore__unlock(&cudacore__cache_lock);
    if (last) cudacore__image_free(img);
}

/*--- persistent cache ---
   The folder holds <key>.ccc, one entry per key (32 hex digits), the
   background start's memo gpu-archs, and <name>.<random>.tmp while a file
   is written. Private unless a shared cache is asked for: the folder is
   made 0700 and used only while it is this user's and nobody else can
   write it; files are created 0600 (a shared cache: 0644, less the umask),
   exclusively (never through a link nor over another file) and renamed into
   place; nothing is read through a link, or when over
   CUDACORE__CACHE_FILE_MAX bytes, or -- private -- when another user's or
   writable by others. */
#define CUDACORE__CACHE_FORMAT 2u
#define CUDACORE__CACHE_MAGIC "CUDACORE-CACHE\n"
#define CUDACORE__CACHE_FILE_MAX ((uint64_t)256 << 20) /* larger: not read, and not written */
#define CUDACORE__CACHE_TMP_AGE 3600                     /* seconds after which a temp file left behind is swept */
/* The cache's place from the environment (a path from it never cut: one
   too long turns the cache off, with the reason). */
CUDACORE__PRIVATE void cudacore__cache_place_from_env(void) {
    static const char *const vars[] = {"CUDACORE_CACHE_DIR", "LOCALAPPDATA", "XDG_CACHE_HOME", "HOME"};
    static const char *const tails[] = {"", "\\cudacore", "/cudacore", "/.cache/cudacore"};
    int i, n;
    for (i = 0; i < 4; i++) {
        const char *e = cudacore__env_path(vars[i]);
#if defined(_WIN32)
        if (i >= 2) break;
#else
        if (i == 1) continue;
#endif
        if (!e) continue;
        n = snprintf(cudacore__cache.dir, sizeof cudacore__cache.dir - 64, "%s%s", e, tails[i]);
        if (n < 0 || (size_t)n >= sizeof cudacore__cache.dir - 64) {
            snprintf(cudacore__cache.off_why, sizeof cudacore__cache.off_why, "$%s is %d characters long, over the %d the cache's paths allow", vars[i],
                     (int)strlen(e), (int)(sizeof cudacore__cache.dir - 65 - strlen(tails[i])));
            cudacore__cache.dir[0] = 0;
        }
        return;
    }
}
CUDACORE__PRIVATE void cudacore__cache_defaults_locked(void) {
    const char *e;
    if (cudacore__cache.configured) return;
    cudacore__cache.configured = 1;
    cudacore__cache.warned = 0;
    cudacore__cache.max_bytes = (uint64_t)1 << 30;
    e = getenv("CUDACORE_CACHE_DISABLE");
    cudacore__cache.disabled = e && e[0] && e[0] != '0';
    e = cudacore__env_path("CUDACORE_CACHE_SHARED"); /* (a setuid program shares nothing) */
    cudacore__cache.shared = e && e[0] != '0';
    cudacore__cache.dir[0] = cudacore__cache.off_why[0] = 0;
    cudacore__cache_place_from_env();
    if (cudacore__cache.disabled) cudacore__cache.off_why[0] = 0; /* (off by request: nothing to say) */
    if (!cudacore__cache.dir[0]) cudacore__cache.disabled = 1;
}

CUDACORE_API cudacore_result cudacore_compile_cache_configure(const cudacore_compile_cache_desc *desc) {
    if (desc && desc->dir && (!desc->dir[0] || strlen(desc->dir) >= sizeof cudacore__cache.dir - 64))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_configure", "desc.dir is %s",
                              desc->dir[0] ? "too long (entries would be written under a truncated path)" : "empty (use NULL for the default)");
    if (desc && (desc->shared < 0 || desc->shared > 1))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_configure", "desc.shared is %d, not 0 or 1", desc->shared);
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.configured = 0;
    cudacore__cache_defaults_locked();
    if (desc) {
        if (desc->disabled) cudacore__cache.disabled = 1;
        if (desc->dir) {
            snprintf(cudacore__cache.dir, sizeof cudacore__cache.dir, "%s", desc->dir);
            cudacore__cache.off_why[0] = 0;
            if (!desc->disabled) cudacore__cache.disabled = 0;
        }
        if (desc->shared) cudacore__cache.shared = 1;
        if (desc->max_bytes) cudacore__cache.max_bytes = desc->max_bytes;
    }
    cudacore__unlock(&cudacore__cache_lock);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_compile_cache_stats(uint64_t *hits, uint64_t *misses) {
    if (hits) *hits = 0;
    if (misses) *misses = 0;
    if (!hits && !misses) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_stats", "hits and misses are both NULL");
    cudacore__lock(&cudacore__cache_lock);
    if (hits) *hits = cudacore__cache.hits;
    if (misses) *misses = cudacore__cache.misses;
    cudacore__unlock(&cudacore__cache_lock);
    return CUDACORE_SUCCESS;
}
CUDACORE_API void cudacore_compile_cache_reset_stats(void) {
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.hits = cudacore__cache.misses = 0;
    cudacore__unlock(&cudacore__cache_lock);
}
CUDACORE_API cudacore_result cudacore_compile_cache_dir(char *buf, size_t cap) {
    size_t n;
    if (!buf || !cap) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_dir", "buf is NULL or cap is 0");
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache_defaults_locked();
    n = strlen(cudacore__cache.dir);
    cudacore__copy(buf, cap, n < cap ? cudacore__cache.dir : "");
    cudacore__unlock(&cudacore__cache_lock);
    if (n >= cap)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_dir", "the buffer holds %lu bytes; %lu are needed",
                              (unsigned long)cap, (unsigned long)n + 1);
    return CUDACORE_SUCCESS;
}

/*--- the cache's files ---*/
/* Reads a cache file whole into *data (NUL-terminated): a regular file
   reached without a link, of at most max bytes and, unless shared, this
   user's and writable by nobody else. 1: read; 0: nothing there; -1:
   something there that is refused (the caller removes it). */
CUDACORE__PRIVATE int cudacore__cache_read(const char *path, uint64_t max, int shared, void **data, size_t *size) {
    int fd = cudacore__fd_open_read(path, 0);
    *data = NULL;
    *size = 0;
    if (fd < 0) return errno == ENOENT ? 0 : -1;
    return cudacore__fd_read_all(fd, max, !shared, data, size);
}

/* A name no other writer guesses (a planted file there only costs a retry). */
CUDACORE__PRIVATE uint64_t cudacore__cache_random(void) {
    cudacore__hash h;
    unsigned long ctr;
    cudacore__lock(&cudacore__cache_lock);
    ctr = ++cudacore__cache.counter;
    cudacore__unlock(&cudacore__cache_lock);
    cudacore__hash_init(&h);
    cudacore__hash_u64(&h, (uint64_t)cudacore__pid());
    cudacore__hash_u64(&h, (uint64_t)ctr);
    cudacore__hash_u64(&h, (uint64_t)time(NULL));
    cudacore__hash_u64(&h, (uint64_t)clock());
    cudacore__hash_u64(&h, (uint64_t)(uintptr_t)&h);
    return h.a ^ (h.b << 1);
}

/* Writes dir/name whole: a new temp file beside it (created exclusively,
   a few names tried) renamed over it. 1 on success. */
CUDACORE__PRIVATE int cudacore__cache_write(const char *dir, const char *name, const void *data, size_t n, int shared) {
    char path[1200], tmp[1300];
    int tries, fd = -1, ok;
    size_t put = 0;
    if (!cudacore__path_join(path, sizeof path, dir, name)) return 0;
    for (tries = 0; tries < 8 && fd < 0; tries++) {
        snprintf(tmp, sizeof tmp, "%s.%016llx.tmp", path, (unsigned long long)cudacore__cache_random());
        fd = cudacore__fd_create(tmp, shared);
        if (fd < 0 && errno != EEXIST) return 0;
    }
    if (fd < 0) return 0;
    while (put < n) {
        long k = cudacore__fd_io(fd, (char *)data + put, n - put, 1);
        if (k <= 0) break;
        put += (size_t)k;
    }
    cudacore__fd_close(fd);
    ok = put == n && cudacore__rename_replace(tmp, path);
    if (!ok) remove(tmp);
    return ok;
}

/* 1 if dir may hold the cache: a folder (made, 0700, when missing) and,
   unless shared, this user's and writable by nobody else; else 0 with the
   reason in why. */
CUDACORE__PRIVATE int cudacore__cache_folder_ok(const char *dir, int shared, char *why, size_t cap) {
#if defined(_WIN32)
    (void)shared;
    if (!cudacore__path_is(dir, 1)) cudacore__mkdirs(dir);
    if (cudacore__path_is(dir, 1)) return 1;
    snprintf(why, cap, "%s could not be made", dir);
    return 0;
#else
    struct stat st;
    if (stat(dir, &st) != 0) {
        cudacore__mkdirs(dir);
        if (stat(dir, &st) != 0) return snprintf(why, cap, "%s could not be made (%s)", dir, strerror(errno)), 0;
    }
    if (!S_ISDIR(st.st_mode)) return snprintf(why, cap, "%s is not a folder", dir), 0;
    if (shared) return 1;
    if (st.st_uid != geteuid())
        return snprintf(why, cap, "%s belongs to another user (uid %lu, this process runs as %lu)", dir, (unsigned long)st.st_uid,
                        (unsigned long)geteuid()),
               0;
    if (st.st_mode & 022)
        return snprintf(why, cap, "%s can be written by %s (mode %03o)", dir, st.st_mode & 002 ? "every user" : "its group",
                        (unsigned)(st.st_mode & 0777)),
               0;
    if (st.st_mode & 077) chmod(dir, st.st_mode & 0700); /* (others may read a folder made before: no longer) */
    return 1;
#endif
}

/* Where the cache is, in w, with its folder checked (1); 0: off, by request
   or because the folder is refused (said once through the logger). */
typedef struct cudacore__cache_where {
    char dir[1024];
    int shared;
    uint64_t max_bytes;
} cudacore__cache_where;
CUDACORE__PRIVATE int cudacore__cache_where_get(cudacore__cache_where *w) {
    char why[1400] = "", msg[1700];
    int on, warn = 0;
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache_defaults_locked();
    on = !cudacore__cache.disabled;
    cudacore__copy(w->dir, sizeof w->dir, cudacore__cache.dir);
    w->shared = cudacore__cache.shared;
    w->max_bytes = cudacore__cache.max_bytes;
    if (cudacore__cache.off_why[0]) cudacore__copy(why, sizeof why, cudacore__cache.off_why);
    cudacore__unlock(&cudacore__cache_lock);
    if (!on && !why[0]) return 0;
    if (on && cudacore__cache_folder_ok(w->dir, w->shared, why, sizeof why)) return 1;
    cudacore__lock(&cudacore__cache_lock);
    warn = !cudacore__cache.warned;
    cudacore__cache.warned = 1;
    cudacore__unlock(&cudacore__cache_lock);
    if (warn) {
        snprintf(msg, sizeof msg,
                 "the compile cache is off: %s (whoever can write the folder can put code into this program; make it yours and private, "
                 "or ask for a shared cache: cudacore_compile_cache_desc.shared, CUDACORE_CACHE_SHARED=1)",
                 why);
        cudacore__log(CUDACORE_LOG_WARN, CUDACORE_SUCCESS, msg, __LINE__);
    }
    return 0;
}

/* Calls fn(path, name, info, user) for each file of dir whose name ends in
   ext, with its own stat data (a link is reported as not regular). */
typedef void (*cudacore__entry_fn)(const char *path, const cudacore__file_info *fi, void *user);
CUDACORE__PRIVATE void cudacore__cache_scan(const char *dir, const char *ext, cudacore__entry_fn fn, void *user) {
    char path[1200];
    size_t k = strlen(ext);
#if defined(_WIN32)
    WIN32_FIND_DATAA fd;
    HANDLE h;
    snprintf(path, sizeof path, "%s\\*%s", dir, ext);
    h = FindFirstFileA(path, &fd);
    if (h == INVALID_HANDLE_VALUE) return;
    do {
        cudacore__file_info fi;
        size_t n = strlen(fd.cFileName);
        if (n <= k || strcmp(fd.cFileName + n - k, ext) != 0) continue; /* ("*.ccc" also finds "x.cccc" through its short name) */
        fi.size = ((uint64_t)fd.nFileSizeHigh << 32) | fd.nFileSizeLow;
        fi.mtime = (int64_t)((((uint64_t)fd.ftLastWriteTime.dwHighDateTime << 32) | fd.ftLastWriteTime.dwLowDateTime) / 10000000u) - 11644473600;
        fi.regular = !(fd.dwFileAttributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT));
        fi.private_ = 1;
        snprintf(path, sizeof path, "%s\\%s", dir, fd.cFileName);
        fn(path, &fi, user);
    } while (FindNextFileA(h, &fd));
    FindClose(h);
#else
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d) return;
    while ((e = readdir(d)) != NULL) {
        cudacore__file_info fi;
        size_t n = strlen(e->d_name);
        int fd;
        if (n <= k || strcmp(e->d_name + n - k, ext) != 0) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        memset(&fi, 0, sizeof fi);
        if ((fd = cudacore__fd_open_read(path, 0)) >= 0) { /* (a link does not open: not regular) */
            if (!cudacore__fd_info(fd, &fi)) memset(&fi, 0, sizeof fi);
            cudacore__fd_close(fd);
        }
        fn(path, &fi, user);
    }
    closedir(d);
#endif
}
CUDACORE__PRIVATE void cudacore__cache_rm(const char *path, const cudacore__file_info *fi, void *user) {
    (void)fi;
    (void)user;
    remove(path);
}
CUDACORE_API cudacore_result cudacore_compile_cache_clear(void) {
    cudacore__cache_where w;
    if (cudacore__cache_where_get(&w)) cudacore__cache_scan(w.dir, ".ccc", cudacore__cache_rm, NULL);
    return CUDACORE_SUCCESS;
}

/* Eviction: one scan of the entries (regular files only: a link's target is
   no entry's size), then the least recently used removed until the folder
   fits the cap; temp files older than CUDACORE__CACHE_TMP_AGE are swept. */
typedef struct cudacore__evict_entry {
    int64_t mtime;
    uint64_t size;
    char name[48];
} cudacore__evict_entry;
typedef struct cudacore__evict {
    cudacore__evict_entry *v;
    size_t n, cap;
    uint64_t total;
    int64_t now;
    const char *keep;
} cudacore__evict;
CUDACORE__PRIVATE void cudacore__cache_note(const char *path, const cudacore__file_info *fi, void *user) {
    cudacore__evict *ev = (cudacore__evict *)user;
    const char *name = cudacore__path_base(path);
    if (!fi->regular) return;
    ev->total += fi->size;
    if ((ev->keep && !strcmp(path, ev->keep)) || strlen(name) >= sizeof ev->v[0].name) return; /* never the entry just written */
    if (ev->n == ev->cap) {
        size_t cap = ev->cap ? ev->cap * 2 : 64;
        cudacore__evict_entry *nv = (cudacore__evict_entry *)cudacore__malloc(cap * sizeof *nv);
        if (!nv) return;
        if (ev->n) memcpy(nv, ev->v, ev->n * sizeof *nv);
        cudacore__free(ev->v);
        ev->v = nv;
        ev->cap = cap;
    }
    ev->v[ev->n].mtime = fi->mtime;
    ev->v[ev->n].size = fi->size;
    cudacore__copy(ev->v[ev->n].name, sizeof ev->v[ev->n].name, name);
    ev->n++;
}
CUDACORE__PRIVATE void cudacore__cache_sweep_tmp(const char *path, const cudacore__file_info *fi, void *user) {
    const cudacore__evict *ev = (const cudacore__evict *)user;
    if (!fi->regular || fi->mtime < ev->now - CUDACORE__CACHE_TMP_AGE) remove(path); /* (a link: removed itself, never its target) */
}
CUDACORE__PRIVATE int cudacore__evict_older(const void *a, const void *b) {
    int64_t x = ((const cudacore__evict_entry *)a)->mtime, y = ((const cudacore__evict_entry *)b)->mtime;
    return x < y ? -1 : x > y;
}
CUDACORE__PRIVATE void cudacore__cache_evict(const char *dir, uint64_t cap, const char *keep) {
    cudacore__evict ev;
    char path[1200];
    size_t i;
    memset(&ev, 0, sizeof ev);
    ev.keep = keep;
    ev.now = (int64_t)time(NULL);
    cudacore__cache_scan(dir, ".tmp", cudacore__cache_sweep_tmp, &ev);
    cudacore__cache_scan(dir, ".ccc", cudacore__cache_note, &ev);
    if (ev.n) qsort(ev.v, ev.n, sizeof *ev.v, cudacore__evict_older);
    for (i = 0; i < ev.n && ev.total > cap; i++) {
        snprintf(path, sizeof path, "%s" CUDACORE__PATH_SEP "%s", dir, ev.v[i].name);
        if (remove(path) == 0) ev.total -= ev.v[i].size;
    }
    cudacore__free(ev.v);
}

CUDACORE__PRIVATE void cudacore__key_hex(const cudacore__hash *k, char *out) {
    snprintf(out, 40, "%016llx%016llx", (unsigned long long)k->a, (unsigned long long)k->b);
}
CUDACORE__PRIVATE void cudacore__put_u64(char *p, uint64_t v) {
    int i;
    for (i = 0; i < 8; i++) p[i] = (char)(unsigned char)(v >> (8 * i));
}
CUDACORE__PRIVATE uint64_t cudacore__get_u64(const char *p) {
    uint64_t v = 0;
    int i;
    for (i = 0; i < 8; i++) v |= (uint64_t)(unsigned char)p[i] << (8 * i);
    return v;
}

/* Serialising an entry: a byte writer that only counts when p is NULL, and
   a reader that stops (bad) at the first field running past the end. */
typedef struct cudacore__wr {
    char *p;
    size_t n;
} cudacore__wr;
CUDACORE__PRIVATE void cudacore__wr_bytes(cudacore__wr *w, const void *s, size_t n) {
    if (w->p && n) memcpy(w->p + w->n, s, n);
    w->n += n;
}
CUDACORE__PRIVATE void cudacore__wr_u64(cudacore__wr *w, uint64_t v) {
    if (w->p) cudacore__put_u64(w->p + w->n, v);
    w->n += 8;
}
CUDACORE__PRIVATE void cudacore__wr_str(cudacore__wr *w, const char *s) {
    size_t n = strlen(s);
    cudacore__wr_u64(w, n);
    cudacore__wr_bytes(w, s, n);
}
typedef struct cudacore__rd {
    const char *b;
    size_t off, end;
    int bad;
} cudacore__rd;
CUDACORE__PRIVATE uint64_t cudacore__rd_u64(cudacore__rd *r) {
    if (r->bad || r->end - r->off < 8) return r->bad = 1, 0;
    r->off += 8;
    return cudacore__get_u64(r->b + r->off - 8);
}
/* A new NUL-terminated copy of the next length-prefixed string (NULL: bad, or out of memory). */
CUDACORE__PRIVATE char *cudacore__rd_str(cudacore__rd *r, const char *call) {
    uint64_t n = cudacore__rd_u64(r);
    char *s;
    if (r->bad || n > r->end - r->off) return r->bad = 1, (char *)NULL;
    if (!(s = (char *)cudacore__calloc((size_t)n + 1, call))) return r->bad = 1, (char *)NULL;
    memcpy(s, r->b + r->off, (size_t)n);
    r->off += (size_t)n;
    return s;
}

/* Entry: magic, u64 format, type, number of dependencies, of names, binary
   size; each dependency (u64 found, path, u64 hash a, b, 5 x u64 stamp);
   each name (expression, lowered name); the binary; u64 checksum of all
   before (it finds a torn or damaged file; it does not authenticate: the
   folder's privacy does). */
CUDACORE__PRIVATE size_t cudacore__entry_write(const cudacore__image *img, char *buf) {
    cudacore__wr w;
    size_t i, k;
    w.p = buf;
    w.n = 0;
    cudacore__wr_bytes(&w, CUDACORE__CACHE_MAGIC, sizeof CUDACORE__CACHE_MAGIC - 1);
    cudacore__wr_u64(&w, CUDACORE__CACHE_FORMAT);
    cudacore__wr_u64(&w, (uint64_t)img->type);
    cudacore__wr_u64(&w, (uint64_t)img->inputs.n);
    cudacore__wr_u64(&w, (uint64_t)img->num_names);
    cudacore__wr_u64(&w, (uint64_t)img->size);
    for (i = 0; i < img->inputs.n; i++) {
        const cudacore__input *d = &img->inputs.v[i];
        cudacore__wr_u64(&w, (uint64_t)d->found);
        cudacore__wr_str(&w, d->path);
        cudacore__wr_u64(&w, d->content.a);
        cudacore__wr_u64(&w, d->content.b);
        for (k = 0; k < 5; k++) cudacore__wr_u64(&w, d->stamp[k]);
    }
    for (i = 0; i < img->num_names; i++) {
        cudacore__wr_str(&w, img->exprs[i]);
        cudacore__wr_str(&w, img->lowered[i]);
    }
    cudacore__wr_bytes(&w, img->data, img->size);
    cudacore__wr_u64(&w, buf ? cudacore__checksum(buf, w.n) : 0);
    return w.n;
}
CUDACORE__PRIVATE void cudacore__cache_store(const cudacore__hash *key, const cudacore__image *img) {
    cudacore__cache_where w;
    char name[48], path[1200];
    size_t n = cudacore__entry_write(img, NULL);
    char *buf;
    if (n > CUDACORE__CACHE_FILE_MAX || !cudacore__cache_where_get(&w) || !(buf = (char *)cudacore__malloc(n))) return;
    cudacore__entry_write(img, buf);
    cudacore__key_hex(key, name);
    strcat(name, ".ccc");
    /* (the separator cudacore__cache_scan uses: eviction compares these paths with its) */
    snprintf(path, sizeof path, "%s" CUDACORE__PATH_SEP "%s", w.dir, name);
    if (cudacore__cache_write(w.dir, name, buf, n, w.shared)) cudacore__cache_evict(w.dir, w.max_bytes, path);
    cudacore__free(buf);
}

CUDACORE__PRIVATE int cudacore__inputs_hold(const cudacore__inputs *s);

/* The entry's fields after the magic into a new image (NULL: bad). */
CUDACORE__PRIVATE cudacore__image *cudacore__entry_read(cudacore__rd *r, const char *name, const char *call) {
    cudacore__image *img;
    uint64_t type, nd, nn, bin, i, k;
    if (cudacore__rd_u64(r) != CUDACORE__CACHE_FORMAT) return NULL;
    type = cudacore__rd_u64(r);
    nd = cudacore__rd_u64(r);
    nn = cudacore__rd_u64(r);
    bin = cudacore__rd_u64(r);
    if (r->bad || nd > 100000 || nn > 100000 || bin > r->end - r->off) return NULL;
    if (!(img = cudacore__image_new((cudacore_code_type)type, "", 0, name, (size_t)nn, call))) return NULL;
    if (nd && !(img->inputs.v = (cudacore__input *)cudacore__calloc((size_t)nd * sizeof(cudacore__input), call))) r->bad = 1;
    for (i = 0; i < nd && !r->bad; i++, img->inputs.n++) {
        cudacore__input *d = &img->inputs.v[i];
        d->found = cudacore__rd_u64(r) != 0;
        d->path = cudacore__rd_str(r, call);
        d->content.a = cudacore__rd_u64(r);
        d->content.b = cudacore__rd_u64(r);
        for (k = 0; k < 5; k++) d->stamp[k] = cudacore__rd_u64(r);
    }
    for (i = 0; i < nn && !r->bad; i++) {
        img->exprs[i] = cudacore__rd_str(r, call);
        img->lowered[i] = cudacore__rd_str(r, call);
    }
    if (!r->bad && r->end - r->off == bin) {
        cudacore__free(img->data);
        if ((img->data = (char *)cudacore__calloc((size_t)bin + 1, call)) != NULL) {
            memcpy(img->data, r->b + r->off, (size_t)bin);
            img->size = (size_t)bin;
            return img;
        }
    }
    cudacore__image_free(img);
    return NULL;
}

/* A valid entry for key, whose dependencies still hold, as a new image; or
   NULL (missing, refused, damaged or stale: such a file is removed so that
   the recompile writes it again). */
CUDACORE__PRIVATE cudacore__image *cudacore__cache_fetch(const cudacore__hash *key, const char *name, const char *call) {
    cudacore__cache_where w;
    char path[1200], hex[40];
    void *raw = NULL;
    size_t size = 0, off = sizeof CUDACORE__CACHE_MAGIC - 1;
    cudacore__image *img = NULL;
    cudacore__rd r;
    int got;
    if (!cudacore__cache_where_get(&w)) return NULL;
    cudacore__key_hex(key, hex);
    snprintf(path, sizeof path, "%s" CUDACORE__PATH_SEP "%s.ccc", w.dir, hex);
    got = cudacore__cache_read(path, CUDACORE__CACHE_FILE_MAX, w.shared, &raw, &size);
    if (got == 0) return NULL;
    if (got == 1 && size >= off + 8 && !memcmp(raw, CUDACORE__CACHE_MAGIC, off) &&
        cudacore__get_u64((const char *)raw + size - 8) == cudacore__checksum(raw, size - 8)) {
        r.b = (const char *)raw;
        r.off = off;
        r.end = size - 8;
        r.bad = 0;
        img = cudacore__entry_read(&r, name, call);
    }
    cudacore__free(raw);
    if (img && cudacore__inputs_hold(&img->inputs)) {
        /* least-recently-used: a hit refreshes the entry's time */
#if defined(_WIN32)
        _utime(path, NULL);
#else
        utime(path, NULL);
#endif
        return img;
    }
    cudacore__image_free(img);
    remove(path);
    return NULL;
}

/*--- programs ---*/
typedef struct cudacore__program_data {
    cudacore_program_kind kind;
    char *source;
    size_t source_size;
    char name[128];
    size_t num_headers;
    char **header_names, **header_sources;
    size_t num_exprs;
    char **exprs;
    char *log;
} cudacore__program_data;
typedef struct cudacore__program_obj {
    cudacore__program_data *d;
} cudacore__program_obj;
CUDACORE__FITS_SLOT(cudacore__program_obj);

CUDACORE__PRIVATE void cudacore__program_data_free(cudacore__program_data *d) {
    size_t i;
    if (!d) return;
    for (i = 0; i < d->num_headers; i++) {
        if (d->header_names) cudacore__free(d->header_names[i]);
        if (d->header_sources) cudacore__free(d->header_sources[i]);
    }
    for (i = 0; i < d->num_exprs; i++)
        if (d->exprs) cudacore__free(d->exprs[i]);
    cudacore__free(d->header_names);
    cudacore__free(d->header_sources);
    cudacore__free(d->exprs);
    cudacore__free(d->source);
    cudacore__free(d->log);
    cudacore__free(d);
}

CUDACORE_API cudacore_result cudacore_program_create(const cudacore_program_desc *desc, cudacore_program *out) {
    static const char call[] = "cudacore_program_create";
    cudacore__program_obj *o;
    cudacore__program_data *d;
    uint64_t id;
    size_t i, n;
    if (out) out->id = 0;
    if (!desc || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc and out must not be NULL");
    if (!desc->source) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is NULL");
    if ((unsigned)desc->kind > CUDACORE_PROGRAM_NVVM) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown program kind %d", (int)desc->kind);
    if (desc->num_headers && !desc->headers) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_headers is %lu but headers is NULL", (unsigned long)desc->num_headers);
    if (desc->num_name_expressions && !desc->name_expressions)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_name_expressions is %lu but name_expressions is NULL", (unsigned long)desc->num_name_expressions);
    if (desc->kind != CUDACORE_PROGRAM_CXX && (desc->num_headers || desc->num_name_expressions))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "headers and name expressions apply to C++ (NVRTC) programs only");
    for (i = 0; i < desc->num_headers; i++)
        if (!desc->headers[i].name || !desc->headers[i].source)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "headers[%lu] has a NULL name or source", (unsigned long)i);
    for (i = 0; i < desc->num_name_expressions; i++)
        if (!desc->name_expressions[i] || !desc->name_expressions[i][0])
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name_expressions[%lu] is NULL or empty", (unsigned long)i);
    n = desc->source_size ? desc->source_size : strlen(desc->source);
    if (n == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is empty");
    if (desc->kind != CUDACORE_PROGRAM_NVVM) { /* text: NVRTC and the PTX assembler would stop at the first NUL */
        const char *nul = (const char *)memchr(desc->source, 0, n);
        if (nul && (size_t)(nul - desc->source) + 1 < n)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source has a NUL byte at offset %lu of %lu: %s source is text",
                                  (unsigned long)(nul - desc->source), (unsigned long)n, desc->kind == CUDACORE_PROGRAM_PTX ? "PTX" : "C++");
        if (nul) n--; /* a terminating NUL counted in source_size */
        if (n == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is empty");
    }
    cudacore__ensure_setup();
    d = (cudacore__program_data *)cudacore__calloc(sizeof *d, call);
    if (!d) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    d->kind = desc->kind;
    d->source = (char *)cudacore__calloc(n + 1, call);
    d->source_size = n;
    cudacore__copy(d->name, sizeof d->name, desc->name ? desc->name : "default_program");
    if (d->source) memcpy(d->source, desc->source, n);
    if (desc->num_headers) {
        d->header_names = (char **)cudacore__calloc(desc->num_headers * sizeof(char *), call);
        d->header_sources = (char **)cudacore__calloc(desc->num_headers * sizeof(char *), call);
        if (d->header_names && d->header_sources) {
            d->num_headers = desc->num_headers;
            for (i = 0; i < desc->num_headers; i++) {
                d->header_names[i] = cudacore__strdup(desc->headers[i].name, call);
                d->header_sources[i] = cudacore__strdup(desc->headers[i].source, call);
                if (!d->header_names[i] || !d->header_sources[i]) goto oom;
            }
        } else goto oom;
    }
    if (desc->num_name_expressions) {
        d->exprs = (char **)cudacore__calloc(desc->num_name_expressions * sizeof(char *), call);
        if (!d->exprs) goto oom;
        d->num_exprs = desc->num_name_expressions;
        for (i = 0; i < d->num_exprs; i++)
            if (!(d->exprs[i] = cudacore__strdup(desc->name_expressions[i], call))) goto oom;
    }
    if (!d->source) goto oom;
    o = (cudacore__program_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], &id, call);
    if (!o) {
        cudacore__program_data_free(d);
        return cudacore_last_error()->result;
    }
    o->d = d;
    cudacore__pool_commit(o, id);
    out->id = id;
    return CUDACORE_SUCCESS;
oom:
    cudacore__program_data_free(d);
    return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}

CUDACORE_API cudacore_result cudacore_program_destroy(cudacore_program p) {
    cudacore__program_obj *o = (cudacore__program_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], p.id, "cudacore_program_destroy");
    if (!o) return cudacore_last_error()->result;
    cudacore__program_data_free(o->d);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], o, p.id);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_program_log(cudacore_program p, const char **log) {
    if (log) *log = "";
    if (!log) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_program_log", "log is NULL");
    {
        CUDACORE__LOOKUP(cudacore__program_obj, o, PROGRAM, p.id, "cudacore_program_log");
        *log = o->d->log ? o->d->log : "";
    }
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE void cudacore__set_log(cudacore__program_data *d, const char *log, size_t n) {
    cudacore__free(d->log);
    d->log = (char *)cudacore__malloc(n + 1);
    if (d->log) {
        if (n) memcpy(d->log, log, n);
        d->log[n] = 0;
    }
}

/* Records a failed NVRTC call. */
CUDACORE__PRIVATE cudacore_result cudacore__nvrtc_fail(cudacore_nvrtcResult r, const char *fn, const char *call) {
    const char *s = NULL;
    if (cudacore__err.stub_pending) { /* the failing call was a missing function (or an injected fault): its stub said it all */
        cudacore__err.stub_pending = 0;
        return cudacore__err.info.result;
    }
    CUDACORE__CLEANUP(s = CUDACORE__NVRTC(nvrtcGetErrorString)(r));
    CUDACORE__FAIL(CUDACORE_ERROR_NVRTC, call, "%s failed: %s (%d)", fn, s ? s : "?", (int)r);
    cudacore__set_native(CUDACORE_LIBRARY_NVRTC, (int)r, s ? s : "NVRTC_ERROR", s);
    return CUDACORE_ERROR_NVRTC;
}

/* After a failed compile: when no toolkit headers were found, or only
   headers of another CUDA version than NVRTC's, the log (and the error
   detail) say so, and where the search looked. */
CUDACORE__PRIVATE void cudacore__toolkit_note(cudacore__program_data *d) {
    static const char fmt[] = "%s\ncudacore: %s. Looked in:\n%sSet cudacore_desc.cuda_include_path or "
                              "CUDACORE_CUDA_INCLUDE_PATH to the toolkit's include directory.\n";
    cudacore__toolkit tk;
    char what[1400], have[48], want[48], *log;
    size_t n;
    cudacore__toolkit_get(&tk);
    if (!tk.include[0])
        cudacore__copy(what, sizeof what,
                       "no CUDA toolkit headers were found, so <cuda_fp16.h>, <cooperative_groups.h>, <cuda/std/...> and the like cannot be included");
    else if (cudacore__toolkit_mismatch(&tk))
        snprintf(what, sizeof what,
                 "the CUDA toolkit headers used (%s, from: %s) are of %s, but the loaded NVRTC is of %s: no headers of NVRTC's version were found",
                 tk.include, tk.from ? tk.from : "", cudacore__cuda_version_text(tk.version, have, sizeof have),
                 cudacore__cuda_version_text(tk.nvrtc_version, want, sizeof want));
    else
        return;
    n = strlen(d->log ? d->log : "") + sizeof fmt + strlen(what) + strlen(tk.looked);
    if (!(log = (char *)cudacore__malloc(n))) return;
    snprintf(log, n, fmt, d->log ? d->log : "", what, tk.looked);
    cudacore__set_log(d, log, strlen(log));
    cudacore__free(log);
    cudacore__set_detail(d->log ? d->log : "");
}

/*--- what a C++ compile reads (the cache's dependencies) ---
   NVRTC says nothing of the files it opens, so before a compile that the
   cache will keep, cudacore reads what NVRTC will read: every #include,
   #include_next and __has_include of the source, of its in-memory headers
   and, in turn, of each file found, resolved as NVRTC resolves them (an
   in-memory header by its name first; a quoted name in the including
   file's folder -- the program's name's, for the source -- unless
   --no-source-include, then each include path in order; an angled name in
   the include paths). Every path looked at is kept, found or not, so that a
   file put in an earlier folder later counts as a change too. A directive
   under #if 0 or in a comment is read as well: a file more, never one less.
   What cannot be known makes the compile skip the cache: an include of a
   macro, an option that reads or writes files of its own (--use-pch,
   --create-pch, --pch-dir, --time, --fdevice-time-trace), a file over
   64 MiB, over 4096 paths. */
#define CUDACORE__INPUTS_MAX 4096
#define CUDACORE__INPUT_FILE_MAX ((size_t)64 << 20)

/* path's stat data in stamp (dev, ino, size, mtime, ctime): 1 for a regular
   file, else 0 (nothing there, or not a file). *vouch: the data may stand
   for the bytes (the last change is over 2 s old; never on Windows). */
CUDACORE__PRIVATE int cudacore__file_stamp(const char *path, uint64_t stamp[5], int *vouch) {
#if defined(_WIN32)
    struct _stat64 st;
    memset(stamp, 0, 5 * sizeof stamp[0]);
    *vouch = 0;
    return _stat64(path, &st) == 0 && (st.st_mode & _S_IFREG) != 0;
#else
    struct stat st;
    int64_t now = (int64_t)time(NULL);
    memset(stamp, 0, 5 * sizeof stamp[0]);
    *vouch = 0;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return 0;
    stamp[0] = (uint64_t)st.st_dev, stamp[1] = (uint64_t)st.st_ino, stamp[2] = (uint64_t)st.st_size;
    stamp[3] = (uint64_t)(int64_t)st.st_mtime, stamp[4] = (uint64_t)(int64_t)st.st_ctime;
    *vouch = (int64_t)st.st_mtime < now - 2 && (int64_t)st.st_ctime < now - 2;
    return 1;
#endif
}
/* The hash of path's bytes (1), and the bytes in *text when asked; 0: unreadable or over 64 MiB. */
CUDACORE__PRIVATE int cudacore__file_hash(const char *path, cudacore__hash *h, char **text) {
    void *data = NULL;
    size_t n = 0;
    if (!cudacore__read_file(path, &data, &n)) return 0;
    if (n > CUDACORE__INPUT_FILE_MAX) {
        cudacore__free(data);
        return 0;
    }
    cudacore__hash_init(h);
    cudacore__hash_bytes(h, data, n);
    if (text) *text = (char *)data;
    else cudacore__free(data);
    return 1;
}

/* 1 while every dependency holds: each file found has the bytes it had
   (its stat data vouching, or its bytes hashed again), each path found
   empty is empty still. */
CUDACORE__PRIVATE int cudacore__inputs_hold(const cudacore__inputs *s) {
    size_t i;
    for (i = 0; i < s->n; i++) {
        const cudacore__input *d = &s->v[i];
        uint64_t now[5];
        int vouch;
        cudacore__hash h;
        if (cudacore__file_stamp(d->path, now, &vouch) != d->found) return 0;
        if (!d->found || ((d->stamp[0] | d->stamp[1] | d->stamp[2] | d->stamp[3] | d->stamp[4]) && !memcmp(now, d->stamp, sizeof now)))
            continue; /* (nothing there still; or stat data that vouch for the same bytes) */
        if (!cudacore__file_hash(d->path, &h, NULL) || h.a != d->content.a || h.b != d->content.b) return 0;
    }
    return 1;
}

typedef struct cudacore__scan {
    const cudacore__program_data *d;
    cudacore__inputs *deps;
    const char **dirs; /* the include paths, in order */
    size_t num_dirs;
    int no_source_dir;
    char *header_seen; /* in-memory headers read already */
    const char *call;
} cudacore__scan;

CUDACORE__PRIVATE void cudacore__scan_stop(cudacore__scan *s, const char *fmt, const char *what) {
    if (!s->deps->why[0]) snprintf(s->deps->why, sizeof s->deps->why, fmt, what);
}
/* Adds path (found or not) unless there: its index, or -1 (known already, or out of room). */
CUDACORE__PRIVATE long cudacore__inputs_add(cudacore__scan *s, const char *path, int *found) {
    cudacore__inputs *ds = s->deps;
    cudacore__input *d;
    size_t i;
    int vouch;
    for (i = 0; i < ds->n; i++)
        if (!strcmp(ds->v[i].path, path)) return *found = ds->v[i].found, -1;
    if (ds->n == CUDACORE__INPUTS_MAX) return cudacore__scan_stop(s, "it would read over %s files", "4096"), *found = 0, -1;
    if (ds->n == ds->cap) {
        size_t cap = ds->cap ? ds->cap * 2 : 16;
        cudacore__input *nv = (cudacore__input *)cudacore__calloc(cap * sizeof *nv, s->call);
        if (!nv) return cudacore__scan_stop(s, "%s", "out of host memory"), *found = 0, -1;
        if (ds->n) memcpy(nv, ds->v, ds->n * sizeof *nv);
        cudacore__free(ds->v);
        ds->v = nv;
        ds->cap = cap;
    }
    d = &ds->v[ds->n];
    memset(d, 0, sizeof *d);
    if (!(d->path = cudacore__strdup(path, s->call))) return cudacore__scan_stop(s, "%s", "out of host memory"), *found = 0, -1;
    d->found = *found = cudacore__file_stamp(path, d->stamp, &vouch);
    if (!vouch) memset(d->stamp, 0, sizeof d->stamp);
    return (long)ds->n++;
}

CUDACORE__PRIVATE void cudacore__scan_text(cudacore__scan *s, const char *text, const char *from);

/* path's folder, with its separator ("" for a bare name), in out. */
CUDACORE__PRIVATE void cudacore__folder_of(const char *path, char *out, size_t cap) {
    snprintf(out, cap, "%.*s", (int)(cudacore__path_base(path) - path), path);
}
/* Reads found file i: its hash, then its includes (found files are read in
   the order found: a worklist, not a recursion as deep as the includes). */
CUDACORE__PRIVATE void cudacore__scan_file(cudacore__scan *s, size_t i) {
    char *text = NULL, from[1100];
    cudacore__hash h;
    if (!cudacore__file_hash(s->deps->v[i].path, &h, &text)) {
        cudacore__scan_stop(s, "%s is over 64 MiB or cannot be read", s->deps->v[i].path);
        return;
    }
    s->deps->v[i].content = h;
    cudacore__folder_of(s->deps->v[i].path, from, sizeof from);
    cudacore__scan_text(s, text, from); /* (may move s->deps->v) */
    cudacore__free(text);
}
/* One include: name, quoted or angled, from a file in folder `from`; next:
   #include_next (every include path is looked at). */
CUDACORE__PRIVATE void cudacore__scan_include(cudacore__scan *s, const char *name, int quoted, int next, const char *from) {
    char path[2200], folder[1100];
    size_t k;
    int found = 0;
    for (k = 0; k < s->d->num_headers; k++)
        if (!strcmp(s->d->header_names[k], name)) {
            if (!s->header_seen[k]) {
                s->header_seen[k] = 1;
                cudacore__folder_of(name, folder, sizeof folder);
                cudacore__scan_text(s, s->d->header_sources[k], folder);
            }
            return;
        }
    if (name[0] == '/' || name[0] == '\\' || (name[0] && name[1] == ':')) { /* an absolute path */
        (void)cudacore__inputs_add(s, name, &found);
        return;
    }
    for (k = quoted && !s->no_source_dir ? 0 : 1; k <= s->num_dirs && (!found || next) && !s->deps->why[0]; k++) {
        if (k == 0) snprintf(path, sizeof path, "%s%s", from, name);
        else snprintf(path, sizeof path, "%s%s%s", s->dirs[k - 1], CUDACORE__PATH_SEP, name);
        (void)cudacore__inputs_add(s, path, &found);
    }
}
/* The name of a directive's operand at p ("x" or <x>) into name: 1 quoted,
   2 angled, 0 none (something else: a macro). */
CUDACORE__PRIVATE int cudacore__include_operand(const char *p, char *name, size_t cap) {
    const char *e;
    char close;
    while (*p == ' ' || *p == '\t') p++;
    if (*p != '"' && *p != '<') return 0;
    close = *p == '"' ? '"' : '>';
    for (e = p + 1; *e && *e != close && *e != '\n'; e++) {}
    if (*e != close || e == p + 1 || (size_t)(e - p) > cap) return 0;
    snprintf(name, cap, "%.*s", (int)(e - p - 1), p + 1);
    return close == '"' ? 1 : 2;
}
/* Where s starts in the n bytes at t, or NULL. */
CUDACORE__PRIVATE const char *cudacore__find(const char *t, size_t n, const char *s) {
    size_t k = strlen(s), i;
    for (i = 0; k <= n && i <= n - k; i++)
        if (!memcmp(t + i, s, k)) return t + i;
    return NULL;
}
/* Every include of text, found in folder `from` (with its separator, or ""). */
CUDACORE__PRIVATE void cudacore__scan_text(cudacore__scan *s, const char *text, const char *from) {
    char name[1024];
    const char *line, *end, *p, *h;
    int q;
    for (line = text; *line && !s->deps->why[0]; line = *end ? end + 1 : end) {
        for (end = line; *end && *end != '\n'; end++) {}
        for (p = line; *p == ' ' || *p == '\t'; p++) {}
        if (*p == '#') {
            int next = 0;
            for (p++; *p == ' ' || *p == '\t'; p++) {}
            if (!strncmp(p, "include_next", 12)) p += 12, next = 1;
            else if (!strncmp(p, "include", 7)) p += 7;
            else p = NULL;
            if (p && (q = cudacore__include_operand(p, name, sizeof name)) != 0) cudacore__scan_include(s, name, q == 1, next, from);
            else if (p) cudacore__scan_stop(s, "it includes a file named by a macro (%.60s)", line);
        }
        for (h = cudacore__find(line, (size_t)(end - line), "__has_include"); h; h = cudacore__find(h + 13, (size_t)(end - h - 13), "__has_include")) {
            p = h + 13 + (strncmp(h + 13, "_next", 5) ? 0 : 5);
            while (*p == ' ' || *p == '\t') p++;
            if (*p != '(') continue;
            if ((q = cudacore__include_operand(p + 1, name, sizeof name)) != 0) cudacore__scan_include(s, name, q == 1, 1, from);
            else cudacore__scan_stop(s, "it asks __has_include of a macro (%.60s)", line);
        }
    }
}

/* The dependencies of a C++ compile with option strings l, into deps
   (deps->why set: not knowable). */
CUDACORE__PRIVATE void cudacore__program_inputs(const cudacore__program_data *d, const cudacore__strs *l, cudacore__inputs *deps, const char *call) {
    static const char *const own_files[] = {"--use-pch", "--create-pch", "--pch-dir", "--time", "--fdevice-time-trace",
                                            "-use-pch",  "-create-pch",  "-pch-dir",  "-time",  "-fdevice-time-trace"};
    cudacore__scan s;
    const char **pre = NULL, *o;
    size_t i, k, off, npre = 0;
    char from[200];
    memset(&s, 0, sizeof s);
    s.d = d, s.deps = deps, s.call = call;
    s.dirs = (const char **)cudacore__calloc((l->count + 1) * sizeof(char *), call);
    pre = (const char **)cudacore__calloc((l->count + 1) * sizeof(char *), call);
    s.header_seen = (char *)cudacore__calloc(d->num_headers + 1, call);
    if (!s.dirs || !pre || !s.header_seen) cudacore__scan_stop(&s, "%s", "out of host memory");
    for (off = 0, i = 0; i < l->count && !deps->why[0]; i++, off += strlen(o) + 1) {
        const char *next = i + 1 < l->count ? l->buf + off + strlen(l->buf + off) + 1 : NULL;
        o = l->buf + off;
        for (k = 0; k < sizeof own_files / sizeof own_files[0]; k++)
            if (!strncmp(o, own_files[k], strlen(own_files[k])) && (o[strlen(own_files[k])] == '=' || !o[strlen(own_files[k])]))
                cudacore__scan_stop(&s, "option %s reads or writes files of its own", o);
        if (!strncmp(o, "--include-path=", 15)) s.dirs[s.num_dirs++] = o + 15;
        else if (!strcmp(o, "-I") && next) s.dirs[s.num_dirs++] = next;
        else if (!strncmp(o, "-I", 2)) s.dirs[s.num_dirs++] = o + 2;
        else if (!strncmp(o, "--pre-include=", 14)) pre[npre++] = o + 14;
        else if (!strcmp(o, "-include") && next) pre[npre++] = next;
        else if (!strcmp(o, "--no-source-include") || !strcmp(o, "-no-source-include")) s.no_source_dir = 1;
    }
    cudacore__folder_of(d->name, from, sizeof from);
    for (i = 0; i < npre && !deps->why[0]; i++) cudacore__scan_include(&s, pre[i], 1, 0, from);
    if (!deps->why[0]) cudacore__scan_text(&s, d->source, from);
    for (i = 0; i < deps->n && !deps->why[0]; i++)
        if (deps->v[i].found) cudacore__scan_file(&s, i);
    cudacore__free((void *)s.dirs);
    cudacore__free((void *)pre);
    cudacore__free(s.header_seen);
}

/* cudacore_toolkit_headers_get_info: the search's result, NVRTC loaded first. */
CUDACORE_API cudacore_result cudacore_toolkit_headers_get_info(cudacore_toolkit_headers_info *info) {
    cudacore__toolkit tk;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_toolkit_headers_get_info", "info is NULL");
    cudacore__ensure_setup();
    (void)cudacore__load_once(CUDACORE_LIBRARY_NVRTC); /* the search starts next to it; its failure is its own to report */
    cudacore__toolkit_get(&tk);
    memset(info, 0, sizeof *info);
    cudacore__copy(info->include, sizeof info->include, tk.include);
    cudacore__copy(info->cccl, sizeof info->cccl, tk.cccl);
    info->from = tk.from ? tk.from : "";
    info->version = tk.version;
    info->nvrtc_version = tk.nvrtc_version;
    info->mismatch = cudacore__toolkit_mismatch(&tk);
    cudacore__copy(info->looked, sizeof info->looked, tk.looked);
    return CUDACORE_SUCCESS;
}

/* NVRTC compile into a new image (with lowered names); the log goes to d->log. */
CUDACORE__PRIVATE cudacore_result cudacore__nvrtc_compile(cudacore__program_data *d, cudacore_code_type target, const char **argv, int argc,
                                                          cudacore__image **out, const char *call) {
    cudacore_nvrtcProgram prog = NULL;
    cudacore_nvrtcResult r, cr;
    size_t i, logn = 0, n = 0;
    char *log = NULL, *bin = NULL;
    cudacore__image *img = NULL;
    cudacore_result res = CUDACORE_SUCCESS;
    if (CUDACORE__FAULT(CUDACORE__FAULT_NVRTC)) return cudacore__nvrtc_fail((cudacore_nvrtcResult)11, "nvrtcCreateProgram", call);
    cudacore__start_compile_began();
    r = CUDACORE__NVRTC(nvrtcCreateProgram)(&prog, d->source, d->name, (int)d->num_headers, (const char *const *)d->header_sources,
                                            (const char *const *)d->header_names);
    if (r) return cudacore__nvrtc_fail(r, "nvrtcCreateProgram", call);
    for (i = 0; i < d->num_exprs; i++)
        if ((r = CUDACORE__NVRTC(nvrtcAddNameExpression)(prog, d->exprs[i])) != 0) {
            res = cudacore__nvrtc_fail(r, "nvrtcAddNameExpression", call);
            goto done;
        }
    cr = CUDACORE__NVRTC(nvrtcCompileProgram)(prog, argc, argv);
    if (CUDACORE__NVRTC(nvrtcGetProgramLogSize)(prog, &logn) == 0 && logn) {
        log = (char *)cudacore__calloc(logn + 1, call);
        if (log) CUDACORE__NVRTC(nvrtcGetProgramLog)(prog, log);
    }
    cudacore__set_log(d, log ? log : "", log ? strlen(log) : 0);
    if (cr) {
        if ((int)cr == 6) {
            CUDACORE__FAIL(CUDACORE_ERROR_COMPILE, call, "compiling '%s' failed (the NVRTC log is in the error detail)", d->name);
            cudacore__set_native(CUDACORE_LIBRARY_NVRTC, 6, "NVRTC_ERROR_COMPILATION", "NVRTC_ERROR_COMPILATION");
            cudacore__set_detail(d->log ? d->log : "");
            res = CUDACORE_ERROR_COMPILE;
        } else {
            res = cudacore__nvrtc_fail(cr, "nvrtcCompileProgram", call);
            cudacore__set_detail(d->log ? d->log : "");
        }
        goto done;
    }
    if (target == CUDACORE_CODE_PTX) r = CUDACORE__NVRTC(nvrtcGetPTXSize)(prog, &n);
    else if (target == CUDACORE_CODE_CUBIN) r = CUDACORE__NVRTC(nvrtcGetCUBINSize)(prog, &n);
    else r = CUDACORE__NVRTC(nvrtcGetLTOIRSize)(prog, &n);
    if (r) {
        res = cudacore__nvrtc_fail(r, "nvrtcGet<target>Size", call);
        goto done;
    }
    bin = (char *)cudacore__calloc(n + 1, call);
    if (!bin) {
        res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    if (target == CUDACORE_CODE_PTX) r = CUDACORE__NVRTC(nvrtcGetPTX)(prog, bin);
    else if (target == CUDACORE_CODE_CUBIN) r = CUDACORE__NVRTC(nvrtcGetCUBIN)(prog, bin);
    else r = CUDACORE__NVRTC(nvrtcGetLTOIR)(prog, bin);
    if (r) {
        res = cudacore__nvrtc_fail(r, "nvrtcGet<target>", call);
        goto done;
    }
    if (target == CUDACORE_CODE_PTX && n && !bin[n - 1]) n--; /* keep the text, not its NUL */
    img = cudacore__image_new(target, bin, n, d->name, d->num_exprs, call);
    if (!img) {
        res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    for (i = 0; i < d->num_exprs; i++) {
        const char *low = NULL;
        if ((r = CUDACORE__NVRTC(nvrtcGetLoweredName)(prog, d->exprs[i], &low)) != 0) {
            res = cudacore__nvrtc_fail(r, "nvrtcGetLoweredName", call);
            goto done;
        }
        img->exprs[i] = cudacore__strdup(d->exprs[i], call);
        img->lowered[i] = cudacore__strdup(low ? low : "", call);
        if (!img->exprs[i] || !img->lowered[i]) {
            res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            goto done;
        }
    }
done:
    if (res != CUDACORE_SUCCESS && img) {
        cudacore__image_free(img);
        img = NULL;
    }
    *out = img;
    cudacore__free(log);
    cudacore__free(bin);
    CUDACORE__CLEANUP(CUDACORE__NVRTC(nvrtcDestroyProgram)(&prog));
    return res;
}

/*--- libNVVM (through the loaded table: cudacore__g.nvvm) ---*/
CUDACORE__PRIVATE cudacore_result cudacore__nvvm_compile(cudacore__program_data *d, cudacore_code_type target, const char **argv, int argc,
                                                         cudacore__image **out, const char *call) {
    cudacore_nvvmProgram prog = NULL;
    size_t n = 0, logn = 0;
    char *bin = NULL, *log = NULL;
    int r;
    cudacore_result res = CUDACORE_SUCCESS;
    *out = NULL;
    CUDACORE__NEED(NVVM, call);
    if ((r = (int)CUDACORE__NVVM(nvvmCreateProgram)(&prog)) != 0) return CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmCreateProgram failed (%d)", r);
    if ((r = (int)CUDACORE__NVVM(nvvmAddModuleToProgram)(prog, d->source, d->source_size, d->name)) != 0) {
        res = CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmAddModuleToProgram failed (%d)", r);
        goto done;
    }
    r = (int)CUDACORE__NVVM(nvvmCompileProgram)(prog, argc, argv);
    if ((int)CUDACORE__NVVM(nvvmGetProgramLogSize)(prog, &logn) == 0 && logn && (log = (char *)cudacore__calloc(logn + 1, call)) != NULL)
        (void)CUDACORE__NVVM(nvvmGetProgramLog)(prog, log);
    cudacore__set_log(d, log ? log : "", log ? strlen(log) : 0);
    if (r) {
        res = CUDACORE__FAIL(CUDACORE_ERROR_COMPILE, call, "libNVVM could not compile '%s' (%d; the log is in the error detail)", d->name, r);
        cudacore__set_native(CUDACORE_LIBRARY_NVVM, r, CUDACORE__NVVM(nvvmGetErrorString)((cudacore_nvvmResult)r), "");
        cudacore__set_detail(d->log ? d->log : "");
        goto done;
    }
    if ((r = (int)CUDACORE__NVVM(nvvmGetCompiledResultSize)(prog, &n)) != 0 || (bin = (char *)cudacore__calloc(n + 1, call)) == NULL ||
        (r = (int)CUDACORE__NVVM(nvvmGetCompiledResult)(prog, bin)) != 0) {
        res = bin ? CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmGetCompiledResult failed (%d)", r) : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    if (target == CUDACORE_CODE_PTX && n && !bin[n - 1]) n--;
    *out = cudacore__image_new(target, bin, n, d->name, 0, call);
    if (!*out) res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
done:
    cudacore__free(bin);
    cudacore__free(log);
    (void)CUDACORE__NVVM(nvvmDestroyProgram)(&prog);
    return res;
}

/*--- object code handles ---*/
typedef struct cudacore__object_code_obj {
    cudacore__image *img;
} cudacore__object_code_obj;
CUDACORE__FITS_SLOT(cudacore__object_code_obj);

/* Wraps an image (takes its reference) in a new handle. */
CUDACORE__PRIVATE cudacore_result cudacore__object_code_wrap(cudacore__image *img, cudacore_object_code *out, const char *call) {
    uint64_t id;
    cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], &id, call);
    if (!o) {
        cudacore__image_release(img);
        return cudacore_last_error()->result;
    }
    o->img = img;
    cudacore__pool_commit(o, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__link_ptx(const cudacore__image *ptx, const char *arch, cudacore__image **out, const char *call);

/* What turns a program of this kind into code, whose version and build
   (lib->build) are part of its key: NVRTC (C++), libNVVM (NVVM IR); for PTX
   assembled to CUBIN, the linker that will do it -- nvJitLink 12.3+ where it
   loads, else the driver's cuLink (the driver) -- loaded here, so that the
   key does not depend on what happened to be loaded before. */
CUDACORE__PRIVATE const cudacore__lib *cudacore__producer(cudacore_program_kind kind) {
    const cudacore__lib *jl = &cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK];
    if (kind == CUDACORE_PROGRAM_CXX) return &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    if (kind == CUDACORE_PROGRAM_NVVM) return &cudacore__g.libs[CUDACORE_LIBRARY_NVVM];
    if (cudacore__load_once(CUDACORE_LIBRARY_NVJITLINK) == 1 && jl->version >= 12030) return jl;
    return cudacore__load_once(CUDACORE_LIBRARY_CUDA) == 1 ? &cudacore__g.libs[CUDACORE_LIBRARY_CUDA] : NULL;
}

/* The key: everything the code depends on but the files the compile reads
   (kept in the entry, and checked on a hit). */
CUDACORE__PRIVATE void cudacore__program_key(const cudacore__program_data *d, cudacore_code_type target, const char *arch, const cudacore__strs *l,
                                            cudacore__hash *key) {
    const cudacore__lib *producer;
    size_t i, off;
    cudacore__hash_init(key);
    cudacore__hash_u64(key, CUDACORE__CACHE_FORMAT);
    cudacore__hash_u64(key, (uint64_t)d->kind);
    cudacore__hash_u64(key, (uint64_t)target);
    cudacore__hash_str(key, arch, strlen(arch));
    producer = cudacore__producer(d->kind);
    cudacore__hash_u64(key, producer ? (uint64_t)(producer - cudacore__g.libs) : 0); /* which library, its version and build */
    cudacore__hash_u64(key, producer ? (uint64_t)producer->version : 0);
    cudacore__hash_u64(key, producer ? producer->build[0] : 0);
    cudacore__hash_u64(key, producer ? producer->build[1] : 0);
    cudacore__hash_str(key, d->name, strlen(d->name));
    cudacore__hash_str(key, d->source, d->source_size);
    cudacore__hash_u64(key, (uint64_t)d->num_headers);
    for (i = 0; i < d->num_headers; i++) {
        cudacore__hash_str(key, d->header_names[i], strlen(d->header_names[i]));
        cudacore__hash_str(key, d->header_sources[i], strlen(d->header_sources[i]));
    }
    cudacore__hash_u64(key, (uint64_t)l->count);
    for (off = 0, i = 0; i < l->count; i++) {
        size_t n = strlen(l->buf + off);
        cudacore__hash_str(key, l->buf + off, n);
        off += n + 1;
    }
    cudacore__hash_u64(key, (uint64_t)d->num_exprs);
    for (i = 0; i < d->num_exprs; i++) cudacore__hash_str(key, d->exprs[i], strlen(d->exprs[i]));
}

/* The code for key from this process (an image still alive) or from disk,
   when the files its compile read are as they were; NULL: a miss. */
CUDACORE__PRIVATE cudacore__image *cudacore__cache_lookup(const cudacore__hash *key, cudacore__program_data *d, cudacore_code_type target,
                                                         const char *call) {
    cudacore__image *it;
    const char *where = "in memory";
    cudacore__lock(&cudacore__cache_lock);
    for (it = cudacore__cache.loaded; it; it = it->next)
        if (it->key.a == key->a && it->key.b == key->b) {
            it->refs++;
            break;
        }
    cudacore__unlock(&cudacore__cache_lock);
    if (it && !cudacore__inputs_hold(&it->inputs)) {
        cudacore__image_release(it);
        it = NULL;
    }
    if (!it) {
        where = "on disk";
        it = cudacore__cache_fetch(key, d->name, call);
        if (it && (it->type != target || it->num_names != d->num_exprs)) {
            cudacore__image_free(it);
            it = NULL;
        }
        if (it && d->kind == CUDACORE_PROGRAM_CXX) it->producer = cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].version; /* (the key holds it) */
    }
    if (!it) return NULL;
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.hits++;
    cudacore__unlock(&cudacore__cache_lock);
    cudacore__set_log(d, "", 0);
    cudacore__nvtx_markf("compile cache hit (%s): %s", where, d->name);
    return it;
}

/* Says, through NVTX and (once a process) the logger, why a compile is not cached. */
CUDACORE__PRIVATE void cudacore__cache_skipped(const cudacore__program_data *d, const char *why) {
    static int told;
    char msg[512];
    cudacore__nvtx_markf("compile cache not used for %s: %s", d->name, why);
    if (cudacore__load32(&told)) return;
    cudacore__store32(&told, 1);
    snprintf(msg, sizeof msg, "the compile cache is not used for '%s' (nor, with this log once a process, for others like it): %s", d->name, why);
    cudacore__log(CUDACORE_LOG_INFO, CUDACORE_SUCCESS, msg, __LINE__);
}

/* Compiles (NVRTC, libNVVM, or PTX through the linker) into *out; with a key,
   what the compile reads is learned first and the code kept in the cache. */
CUDACORE__PRIVATE cudacore_result cudacore__program_build(cudacore__program_data *d, cudacore_code_type target, const char *arch,
                                                         const cudacore__strs *l, const cudacore_program_options *opts, const cudacore__hash *key,
                                                         cudacore__image **out, const char *call) {
    cudacore__inputs deps;
    const char **argv = cudacore__strs_argv(l, call);
    cudacore__image *img = NULL;
    cudacore_result r;
    int rg;
    *out = NULL;
    if (!argv) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    memset(&deps, 0, sizeof deps);
    if (key && d->kind == CUDACORE_PROGRAM_CXX) cudacore__program_inputs(d, l, &deps, call);
    if (key && deps.why[0]) {
        cudacore__cache_skipped(d, deps.why);
        key = NULL;
    }
    rg = cudacore__nvtx_range_begin("%s %s (%s)", d->kind == CUDACORE_PROGRAM_CXX ? "NVRTC" : d->kind == CUDACORE_PROGRAM_NVVM ? "libNVVM" : "PTX to CUBIN",
                                    d->name, key ? "cache miss" : "no cache");
    if (d->kind == CUDACORE_PROGRAM_CXX) r = cudacore__nvrtc_compile(d, target, argv, (int)l->count, &img, call);
    else if (d->kind == CUDACORE_PROGRAM_NVVM) r = cudacore__nvvm_compile(d, target, argv, (int)l->count, &img, call);
    else {
        cudacore__image *src = cudacore__image_new(CUDACORE_CODE_PTX, d->source, d->source_size, d->name, 0, call);
        r = src ? cudacore__link_ptx(src, arch, &img, call) : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        cudacore__image_free(src);
        cudacore__set_log(d, "", 0);
    }
    cudacore__nvtx_range_end(rg);
    if (r == CUDACORE_ERROR_COMPILE && d->kind == CUDACORE_PROGRAM_CXX && !(opts && opts->no_toolkit_headers)) cudacore__toolkit_note(d);
    cudacore__free((void *)argv);
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.misses++;
    cudacore__unlock(&cudacore__cache_lock);
    if (r == CUDACORE_SUCCESS && d->kind == CUDACORE_PROGRAM_CXX) img->producer = cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].version;
    if (r != CUDACORE_SUCCESS || !key) {
        cudacore__inputs_free(&deps);
        *out = img;
        return r;
    }
    img->inputs = deps; /* (the image owns them now) */
    img->key = *key;
    img->has_key = 1;
    cudacore__cache_store(key, img);
    cudacore__lock(&cudacore__cache_lock);
    if (img->num_names == 0 || img->exprs) {
        img->next = cudacore__cache.loaded;
        cudacore__cache.loaded = img;
    }
    cudacore__unlock(&cudacore__cache_lock);
    *out = img;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__program_compile(cudacore_program p, cudacore_code_type target, const cudacore_program_options *opts,
                                                           cudacore_object_code *out) {
    static const char call[] = "cudacore_program_compile";
    cudacore__strs l;
    char arch[32];
    cudacore__hash key;
    cudacore__image *img = NULL;
    cudacore_result r;
    int use_cache = !(opts && opts->no_compile_cache);
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    {
        CUDACORE__LOOKUP(cudacore__program_obj, o, PROGRAM, p.id, call);
        cudacore__program_data *d = o->d;
        if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
        if ((d->kind == CUDACORE_PROGRAM_CXX && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_CUBIN && target != CUDACORE_CODE_LTOIR) ||
            (d->kind == CUDACORE_PROGRAM_NVVM && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_LTOIR) ||
            (d->kind == CUDACORE_PROGRAM_PTX && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_CUBIN))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "target %d is not available for this program kind (C++: PTX, CUBIN, LTOIR; NVVM: PTX, LTOIR; PTX: PTX, CUBIN)", (int)target);
        if (d->kind == CUDACORE_PROGRAM_PTX && target == CUDACORE_CODE_PTX) {
            img = cudacore__image_new(CUDACORE_CODE_PTX, d->source, d->source_size, d->name, 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            cudacore__set_log(d, "", 0);
            return cudacore__object_code_wrap(img, out, call);
        }
        if (d->kind == CUDACORE_PROGRAM_CXX) CUDACORE__NEED(NVRTC, call);
        memset(&l, 0, sizeof l);
        r = cudacore__program_opts(opts, d->kind, target, &l, arch, sizeof arch, call);
        if (r == CUDACORE_SUCCESS && d->kind == CUDACORE_PROGRAM_NVVM) r = cudacore__need(CUDACORE_LIBRARY_NVVM, call); /* (its version: the key) */
        if (r == CUDACORE_SUCCESS && use_cache) {
            cudacore__program_key(d, target, arch, &l, &key);
            img = cudacore__cache_lookup(&key, d, target, call);
        }
        if (r == CUDACORE_SUCCESS && !img) r = cudacore__program_build(d, target, arch, &l, opts, use_cache ? &key : NULL, &img, call);
        cudacore__strs_free(&l);
        return r == CUDACORE_SUCCESS ? cudacore__object_code_wrap(img, out, call) : r;
    }
}

CUDACORE__PRIVATE void cudacore__ptx_compile_note(cudacore_object_code oc, const char *program); /* (versions, below) */
/* In the range "cudacore_program_compile <name>" (NVTX, with what the cache did inside). */
CUDACORE_API cudacore_result cudacore_program_compile(cudacore_program p, cudacore_code_type target, const cudacore_program_options *opts,
                                                      cudacore_object_code *out) {
    const cudacore__program_obj *o = (const cudacore__program_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], p.id);
    int rg = cudacore__nvtx_range_begin("cudacore_program_compile %s", o ? o->d->name : "?");
    cudacore_result r = cudacore__program_compile(p, target, opts, out);
    cudacore__nvtx_range_end(rg);
    if (r == CUDACORE_SUCCESS && target == CUDACORE_CODE_PTX) cudacore__ptx_compile_note(*out, o ? o->d->name : "?");
    return r;
}

/* The type of code bytes: `type` checked against them, or guessed when it is
   DEFAULT (ELF -> CUBIN, fatbin magic -> FATBIN, LTO-IR magic -> LTOIR, text
   -> PTX). DEFAULT with the error recorded when the bytes cannot be that (or
   anything loadable): empty, CUBIN/FATBIN without an ELF or fatbin header,
   PTX with a NUL byte before its end. */
CUDACORE__PRIVATE cudacore_code_type cudacore__code_type_check(cudacore_code_type type, const void *data, size_t size, const char *call) {
    const unsigned char *b = (const unsigned char *)data;
    const unsigned char *nul = size ? (const unsigned char *)memchr(b, 0, size) : NULL;
    int elf = size >= 64 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F';
    int fatbin = size >= 16 && b[0] == 0x50 && b[1] == 0xed && b[2] == 0x55 && b[3] == 0xba;
    int ltoir = size >= 16 && b[0] == 0xed && b[1] == 0x43 && b[2] == 0x4e && b[3] == 0x7f;
    int text = !nul || (size_t)(nul - b) == size - 1;
    if (!size) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the code is empty");
        return CUDACORE_CODE_DEFAULT;
    }
    if (type == CUDACORE_CODE_DEFAULT) {
        type = elf ? CUDACORE_CODE_CUBIN : fatbin ? CUDACORE_CODE_FATBIN : ltoir ? CUDACORE_CODE_LTOIR : text ? CUDACORE_CODE_PTX : CUDACORE_CODE_DEFAULT;
        if (type == CUDACORE_CODE_DEFAULT)
            CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                           "cannot tell what the %lu bytes are: not an ELF image (CUBIN), a fatbin, LTO-IR or PTX text; set the type",
                           (unsigned long)size);
        return type;
    }
    if ((type == CUDACORE_CODE_CUBIN || type == CUDACORE_CODE_FATBIN) && !elf && !fatbin) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %lu bytes given as %s are neither an ELF image nor a fatbin", (unsigned long)size,
                       type == CUDACORE_CODE_CUBIN ? "CUBIN" : "FATBIN");
        return CUDACORE_CODE_DEFAULT;
    }
    if (type == CUDACORE_CODE_PTX && !text) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "PTX is text, but the %lu bytes hold a NUL byte at offset %lu", (unsigned long)size,
                       (unsigned long)(nul - b));
        return CUDACORE_CODE_DEFAULT;
    }
    return type;
}

CUDACORE_API cudacore_result cudacore_object_code_load(const cudacore_object_code_desc *desc, cudacore_object_code *out) {
    static const char call[] = "cudacore_object_code_load";
    cudacore__image *img;
    void *data = NULL;
    size_t size = 0;
    cudacore_code_type type;
    if (out) out->id = 0;
    if (!desc || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc and out must not be NULL");
    if (!desc->data == !desc->path) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "give exactly one of desc.data and desc.path");
    if ((unsigned)desc->type > CUDACORE_CODE_LIBRARY) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown code type %d", (int)desc->type);
    cudacore__ensure_setup();
    if (desc->path) {
        if (!cudacore__read_file(desc->path, &data, &size)) return CUDACORE__FAIL(CUDACORE_ERROR_IO, call, "cannot read '%s'", desc->path);
    } else {
        data = (void *)desc->data;
        size = desc->size ? desc->size : strlen((const char *)desc->data);
    }
    type = cudacore__code_type_check(desc->type, data, size, call);
    if (type == CUDACORE_CODE_DEFAULT) {
        if (desc->path) cudacore__free(data);
        return cudacore_last_error()->result;
    }
    img = cudacore__image_new(type, data, size, desc->name ? desc->name : desc->path, 0, call);
    if (desc->path) cudacore__free(data);
    if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    return cudacore__object_code_wrap(img, out, call);
}

CUDACORE_API cudacore_result cudacore_object_code_destroy(cudacore_object_code oc) {
    cudacore__object_code_obj *o =
        (cudacore__object_code_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id, "cudacore_object_code_destroy");
    if (!o) return cudacore_last_error()->result;
    cudacore__image_release(o->img);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], o, oc.id);
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_data(cudacore_object_code oc, const void **data, size_t *size, cudacore_code_type *type) {
    if (data) *data = NULL;
    if (size) *size = 0;
    if (type) *type = CUDACORE_CODE_DEFAULT;
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, "cudacore_object_code_data");
        if (data) *data = o->img->data;
        if (size) *size = o->img->size;
        if (type) *type = o->img->type;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_save(cudacore_object_code oc, const char *path) {
    CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, "cudacore_object_code_save");
    if (!path) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_object_code_save", "path is NULL");
    if (!cudacore__write_file(path, o->img->data, o->img->size))
        return CUDACORE__FAIL(CUDACORE_ERROR_IO, "cudacore_object_code_save", "cannot write '%s'", path);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE const char *cudacore__lowered(const cudacore__image *img, const char *name) {
    size_t i;
    for (i = 0; i < img->num_names; i++)
        if (!strcmp(img->exprs[i], name)) return img->lowered[i];
    return NULL;
}

CUDACORE_API cudacore_result cudacore_object_code_lowered_name(cudacore_object_code oc, const char *expr, const char **lowered) {
    static const char call[] = "cudacore_object_code_lowered_name";
    if (lowered) *lowered = NULL;
    if (!expr || !lowered) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name_expression and lowered must not be NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        *lowered = cudacore__lowered(o->img, expr);
        if (!*lowered) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "'%s' was not one of the program's name expressions", expr);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__image_check(const cudacore__image *img, const char *call); /* (versions, below) */
CUDACORE__PRIVATE cudacore_result cudacore__image_failed(const cudacore__image *img, const char *call);
/* Loads the image into the driver once (thread-safe). Needs a device. */
CUDACORE__PRIVATE cudacore_result cudacore__image_load(cudacore__image *img, const char *call) {
    cudacore_result r = CUDACORE_SUCCESS;
    int dev;
    if (cudacore__load32(&img->loaded)) return CUDACORE_SUCCESS;
    if (img->type != CUDACORE_CODE_CUBIN && img->type != CUDACORE_CODE_PTX && img->type != CUDACORE_CODE_FATBIN)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "LTO-IR, object and library code can only be linked, not loaded: link it first");
    r = cudacore__current_device(&dev, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__image_check(img, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__lock(&img->load_lock);
    if (!img->loaded) {
        int rg = cudacore__nvtx_range_begin("load object code %s", img->name);
        if (cudacore__g.driver_version >= 12000)
            r = CUDACORE__CU_CALL(cuLibraryLoadData, (&img->lib, img->data, NULL, NULL, 0, NULL, NULL, 0));
        else
            r = CUDACORE__CU_CALL(cuModuleLoadDataEx, (&img->mod, img->data, 0, NULL, NULL));
        cudacore__nvtx_range_end(rg);
        if (r == CUDACORE_SUCCESS) cudacore__store32(&img->loaded, 1);
    }
    cudacore__unlock(&img->load_lock);
    return r == CUDACORE_SUCCESS ? r : cudacore__image_failed(img, call);
}

/*--- parameter tables in code images ---
   A kernel's parameter count, offsets and sizes, read from the code it was
   loaded from, so that finding the count needs no driver call that fails
   (CUDA 13's driver API has no count query: probing cuKernelGetParamInfo
   past the last parameter is an API error that compute-sanitizer reports).
     CUBIN   ELF64 section ".nv.info.<kernel>", a list of records: u8 format,
             u8 attribute, then for format 4 (EIFMT_SVAL) a u16 length and
             that many bytes, for formats 1-3 a u16 value. Parameters are
             attribute 0x17 (EIATTR_KPARAM_INFO: u32 index, u16 ordinal, u16
             offset, u32 flags whose bits 18-31 are the size) or, in kernels
             with a parameter of 16 KB or more, 0x45 (EIATTR_KPARAM_INFO_V2:
             the same with the size in the low 16 bits), in any order.
     PTX     the `.entry <kernel>( .param ... )` list: sizes from the types and
             array lengths, offsets from the alignments.
     FATBIN  the entry the device would run (a CUBIN of its compute
             capability, else of its major with the highest minor not above
             it, else the newest PTX not above it), if it is not compressed.
   Each returns the count, or -1 when there is no table to read; offsets and
   sizes (each may be NULL) get the first `cap` entries.                    */
CUDACORE__PRIVATE uint32_t cudacore__le16(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }
CUDACORE__PRIVATE uint32_t cudacore__le32(const unsigned char *p) { return cudacore__le16(p) | cudacore__le16(p + 2) << 16; }
CUDACORE__PRIVATE uint64_t cudacore__le64(const unsigned char *p) { return (uint64_t)cudacore__le32(p) | (uint64_t)cudacore__le32(p + 4) << 32; }

/* The bytes of the ELF64 section named prefix+name, or NULL. */
CUDACORE__PRIVATE const unsigned char *cudacore__elf_section(const unsigned char *b, size_t n, const char *prefix, const char *name, size_t *size) {
    size_t pl = strlen(prefix), nl = strlen(name);
    uint64_t shoff, stroff, strsize;
    uint32_t entsize, num, strndx, i;
    if (n < 64 || memcmp(b, "\177ELF", 4) != 0 || b[4] != 2 || b[5] != 1) return NULL; /* ELF64, little-endian */
    shoff = cudacore__le64(b + 0x28);
    entsize = cudacore__le16(b + 0x3a), num = cudacore__le16(b + 0x3c), strndx = cudacore__le16(b + 0x3e);
    if (entsize < 64 || shoff > n || num > (n - shoff) / entsize || strndx >= num) return NULL;
    stroff = cudacore__le64(b + shoff + (size_t)strndx * entsize + 0x18);
    strsize = cudacore__le64(b + shoff + (size_t)strndx * entsize + 0x20);
    if (stroff > n || strsize > n - stroff) return NULL;
    for (i = 0; i < num; i++) {
        const unsigned char *sh = b + shoff + (size_t)i * entsize;
        uint64_t at = cudacore__le32(sh), off = cudacore__le64(sh + 0x18), sz = cudacore__le64(sh + 0x20);
        const char *nm = (const char *)b + stroff + at;
        if (at >= strsize || strsize - at < pl + nl + 1 || memcmp(nm, prefix, pl) != 0 || memcmp(nm + pl, name, nl) != 0 || nm[pl + nl]) continue;
        if (off > n || sz > n - off) return NULL;
        *size = (size_t)sz;
        return b + off;
    }
    return NULL;
}

/* The parameter records of a .nv.info.<kernel> section. */
CUDACORE__PRIVATE int cudacore__nvinfo_params(const unsigned char *p, size_t n, size_t *offsets, size_t *sizes, size_t cap) {
    size_t at = 0, i, count = 0, max_ord = 0, filled = 0;
    for (i = 0; sizes && i < cap; i++) sizes[i] = 0;
    while (n - at >= 4) {
        const unsigned char *r = p + at;
        size_t len = r[0] == 4 ? 4 + (size_t)cudacore__le16(r + 2) : 4;
        if (r[0] < 1 || r[0] > 4 || len > n - at) return -1;
        at += len;
        if (r[0] == 4 && len == 16 && (r[1] == 0x17 || r[1] == 0x45)) {
            size_t ord = cudacore__le16(r + 8);
            size_t sz = r[1] == 0x17 ? cudacore__le32(r + 12) >> 18 : (cudacore__le32(r + 12) & 0xFFFFu);
            if (!sz) return -1;
            count++;
            if (ord > max_ord) max_ord = ord;
            if (ord < cap && sizes) {
                if (sizes[ord]) return -1; /* an ordinal twice */
                sizes[ord] = sz;
                filled++;
            }
            if (ord < cap && offsets) offsets[ord] = cudacore__le16(r + 10);
        }
    }
    if (at != n || (count && max_ord + 1 != count) || (sizes && filled != (count < cap ? count : cap))) return -1;
    return (int)count;
}

CUDACORE__PRIVATE int cudacore__cubin_params(const unsigned char *b, size_t n, const char *name, size_t *offsets, size_t *sizes, size_t cap) {
    size_t sn = 0;
    const unsigned char *sec = cudacore__elf_section(b, n, ".nv.info.", name, &sn);
    return sec ? cudacore__nvinfo_params(sec, sn, offsets, sizes, cap) : -1;
}

/* PTX: skips blanks, comments and quoted strings from i. */
CUDACORE__PRIVATE size_t cudacore__ptx_skip(const char *t, size_t n, size_t i) {
    while (i < n) {
        if (t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n') i++;
        else if (t[i] == '/' && i + 1 < n && t[i + 1] == '/') while (i < n && t[i] != '\n') i++;
        else if (t[i] == '/' && i + 1 < n && t[i + 1] == '*') {
            for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++) {}
            i += 2;
        } else if (t[i] == '"') {
            for (i++; i < n && t[i] != '"'; i++) {}
            i++;
        } else break;
    }
    return i < n ? i : n;
}
/* The length of the PTX token at i: a directive, identifier or number (at least 1). */
CUDACORE__PRIVATE size_t cudacore__ptx_token(const char *t, size_t n, size_t i) {
    size_t j = i;
    while (j < n && (t[j] == '.' || t[j] == '_' || t[j] == '$' || t[j] == '%' || (t[j] >= '0' && t[j] <= '9') || (t[j] >= 'a' && t[j] <= 'z') ||
                     (t[j] >= 'A' && t[j] <= 'Z')))
        j++;
    return j > i ? j - i : 1;
}
CUDACORE__PRIVATE int cudacore__tok_is(const char *t, size_t len, const char *s) { return strlen(s) == len && !memcmp(t, s, len); }
/* Bytes of a PTX parameter type (.u32, .b8, .f16x2, ...), 0 if it is not one. */
CUDACORE__PRIVATE size_t cudacore__ptx_type_size(const char *t, size_t len) {
    static const char *const types[] = {".b8",  ".u8",  ".s8",  ".b16", ".u16", ".s16", ".f16", ".bf16", ".b32",  ".u32",    ".s32",        ".f32",
                                        ".f16x2", ".bf16x2", ".b64", ".u64", ".s64", ".f64", ".b128", ".texref", ".samplerref", ".surfref"};
    static const unsigned char bytes[] = {1, 1, 1, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 8, 8, 8, 8, 16, 8, 8, 8};
    size_t i;
    for (i = 0; i < sizeof bytes; i++)
        if (cudacore__tok_is(t, len, types[i])) return bytes[i];
    return 0;
}
/* The decimal number at t[*i] (0 if none, or too large); *i moves past it. */
CUDACORE__PRIVATE size_t cudacore__ptx_number(const char *t, size_t n, size_t *i) {
    size_t v = 0;
    *i = cudacore__ptx_skip(t, n, *i);
    for (; *i < n && t[*i] >= '0' && t[*i] <= '9'; (*i)++)
        if ((v = v * 10 + (size_t)(t[*i] - '0')) > 0x100000) return 0;
    return v;
}
/* One `.param [.align A] .type [.ptr [.space] [.align B]] name[N]...` from
   *i, which moves to the ',' or ')' after it: its size (0: not a parameter)
   and alignment (A, else the type's). */
CUDACORE__PRIVATE size_t cudacore__ptx_param(const char *t, size_t n, size_t *i, size_t *align) {
    size_t size = 0, len;
    *align = 0;
    while ((*i = cudacore__ptx_skip(t, n, *i)) < n && t[*i] != ',' && t[*i] != ')') {
        len = cudacore__ptx_token(t, n, *i);
        if (!size && cudacore__tok_is(t + *i, len, ".align")) { /* after the type, .align is the pointee's */
            *i += len;
            if (!(*align = cudacore__ptx_number(t, n, i))) return 0;
            continue;
        }
        if (!size && t[*i] == '.' && !cudacore__tok_is(t + *i, len, ".param")) {
            if (!(size = cudacore__ptx_type_size(t + *i, len))) return 0;
            if (!*align) *align = size;
        } else if (t[*i] == '[') {
            size_t dim;
            *i += 1;
            if (!size || !(dim = cudacore__ptx_number(t, n, i)) || size > 0x100000 / dim) return 0;
            size *= dim;
            continue;
        }
        *i += len;
    }
    return *i < n ? size : 0;
}
/* The parameter list of `.entry name` in PTX text of n bytes. */
CUDACORE__PRIVATE int cudacore__ptx_params(const char *t, size_t n, const char *name, size_t *offsets, size_t *sizes, size_t cap) {
    size_t i = 0, len, nl = strlen(name), count = 0, end = 0;
    while ((i = cudacore__ptx_skip(t, n, i)) < n) { /* find `.entry name` */
        len = cudacore__ptx_token(t, n, i);
        i += len;
        if (!cudacore__tok_is(t + i - len, len, ".entry")) continue;
        i = cudacore__ptx_skip(t, n, i);
        if (i < n && cudacore__ptx_token(t, n, i) == nl && !memcmp(t + i, name, nl)) break;
    }
    if (i >= n) return -1;
    i = cudacore__ptx_skip(t, n, i + nl);
    if (i >= n || t[i] != '(') return 0; /* no parameter list */
    if ((i = cudacore__ptx_skip(t, n, i + 1)) < n && t[i] == ')') return 0;
    for (;;) {
        size_t align, size = cudacore__ptx_param(t, n, &i, &align);
        if (!size || (align & (align - 1)) || count > 0xFFFF) return -1;
        end = (end + align - 1) & ~(align - 1);
        if (count < cap && offsets) offsets[count] = end;
        if (count < cap && sizes) sizes[count] = size;
        end += size;
        count++;
        if (t[i++] == ')') return (int)count;
    }
}

/* The code in a fatbin that a device of compute capability `arch` (major *
   10 + minor; 0: any) runs, when it is stored uncompressed: its bytes, size
   and whether it is PTX. Entry headers: u16 kind (1 PTX, 2 ELF), u16, u32
   header size, u64 code size, u32 compressed size, ..., u32 arch at 0x1c,
   u64 flags at 0x28 (0x2000, 0x8000: compressed); a PTX entry's ISA version
   is u16 minor at 0x18, u16 major at 0x1a. cudacore__fatbin_entry finds the
   entry's header (compressed or not). */
CUDACORE__PRIVATE const unsigned char *cudacore__fatbin_entry(const unsigned char *b, size_t n, int arch) {
    const unsigned char *best = NULL;
    int best_score = 0;
    size_t at, end;
    if (n < 16 || cudacore__le32(b) != 0xBA55ED50u) return NULL;
    at = cudacore__le16(b + 6);
    end = (size_t)cudacore__le64(b + 8);
    if (at > n || end > n - at) return NULL;
    for (end += at; end - at >= 64;) {
        const unsigned char *e = b + at;
        uint32_t kind = cudacore__le16(e), hs = cudacore__le32(e + 4);
        uint64_t sz = cudacore__le64(e + 8);
        int a = (int)cudacore__le32(e + 0x1c), score = 0;
        if (hs < 64 || hs > end - at || sz > end - at - hs) return NULL;
        if (kind == 2 && (!arch || a == arch)) score = 3000;
        else if (kind == 2 && a / 10 == arch / 10 && a < arch) score = 2000 + a;
        else if (kind == 1 && (!arch || a <= arch)) score = 1000 + a;
        if (score > best_score) best_score = score, best = e;
        at += hs + (size_t)sz;
    }
    return best;
}
CUDACORE__PRIVATE int cudacore__fatbin_compressed(const unsigned char *e) { return (cudacore__le64(e + 0x28) & 0xA000u) || cudacore__le32(e + 0x10); }
CUDACORE__PRIVATE const unsigned char *cudacore__fatbin_pick(const unsigned char *b, size_t n, int arch, size_t *size, int *ptx) {
    const unsigned char *best = cudacore__fatbin_entry(b, n, arch);
    if (!best || cudacore__fatbin_compressed(best)) return NULL;
    *ptx = cudacore__le16(best) == 1;
    *size = (size_t)cudacore__le64(best + 8);
    return best + cudacore__le32(best + 4);
}

/* The parameter table of kernel `name` (a mangled name) in code of `type`;
   arch picks a fatbin's entry. */
CUDACORE__PRIVATE int cudacore__code_params(cudacore_code_type type, const void *data, size_t size, const char *name, int arch, size_t *offsets,
                                            size_t *sizes, size_t cap) {
    const unsigned char *b = (const unsigned char *)data;
    int ptx = type == CUDACORE_CODE_PTX;
    if (size >= 16 && cudacore__le32(b) == 0xBA55ED50u && !(b = cudacore__fatbin_pick(b, size, arch, &size, &ptx))) return -1;
    if (ptx) {
        const char *nul = (const char *)memchr(b, 0, size);
        return cudacore__ptx_params((const char *)b, nul ? (size_t)(nul - (const char *)b) : size, name, offsets, sizes, cap);
    }
    return cudacore__cubin_params(b, size, name, offsets, sizes, cap);
}

/*--- versions: what code needs of the driver or linker that takes it ---
   A driver JIT-compiles PTX, and nvJitLink or the driver's linker assembles
   it, of every ISA version up to its own CUDA release's: newer PTX fails
   there (CUDA_ERROR_UNSUPPORTED_PTX_VERSION; with lazy loading not before
   the first kernel lookup). PTX says its ISA version in its `.version`
   line, a fatbin in its PTX entry's header (also when the entry is
   compressed), and NVRTC's and nvcc's PTX name their compiler in a comment
   ("Cuda compilation tools, release 13.5"). LTO-IR says neither in a
   documented form: its compiler is known where cudacore compiled it (the
   image's producer). nvJitLink links LTO-IR of its own major version, made
   by a compiler no newer than itself. */

/* Each PTX ISA version (major * 100 + minor) with the first CUDA release
   that takes it, from the PTX ISA release history (9.2, 9.3 and 9.5 as
   NVRTC 13.2, 13.3 and 13.5 write them; CUDA 12.6 kept 8.5, and 8.6 came
   with 12.7, which was never released: 12.8 is the first to take it). */
static const int cudacore__ptx_isa_releases[][2] = {
    {700, 11000}, {701, 11010}, {702, 11020}, {703, 11030}, {704, 11040}, {705, 11050}, {706, 11060}, {707, 11070},
    {708, 11080}, {800, 12000}, {801, 12010}, {802, 12020}, {803, 12030}, {804, 12040}, {805, 12050}, {806, 12080},
    {807, 12080}, {808, 12090}, {900, 13000}, {901, 13010}, {902, 13020}, {903, 13030}, {904, 13040}, {905, 13050}};
#define CUDACORE__PTX_ISAS (sizeof cudacore__ptx_isa_releases / sizeof cudacore__ptx_isa_releases[0])

/* The first CUDA release that takes PTX ISA `isa`: 0 when it is older than
   the table (every driver cudacore runs on takes it), -1 when it is newer
   (the table does not know it yet). */
CUDACORE__PRIVATE int cudacore__isa_release(int isa) {
    size_t i;
    if (isa < cudacore__ptx_isa_releases[0][0]) return 0;
    for (i = 0; i < CUDACORE__PTX_ISAS; i++)
        if (cudacore__ptx_isa_releases[i][0] >= isa) return cudacore__ptx_isa_releases[i][1];
    return -1;
}
/* The newest PTX ISA that software of CUDA release `cuda` takes; -1 outside
   the table (a release newer than it may take more: only it can tell). */
CUDACORE__PRIVATE int cudacore__release_isa(int cuda) {
    size_t i;
    int isa = -1;
    if (cuda > cudacore__ptx_isa_releases[CUDACORE__PTX_ISAS - 1][1]) return -1;
    for (i = 0; i < CUDACORE__PTX_ISAS && cudacore__ptx_isa_releases[i][1] <= cuda; i++) isa = cudacore__ptx_isa_releases[i][0];
    return isa;
}

/* What is known of PTX on its way to a driver or linker. */
typedef struct cudacore__ptx_info {
    int isa;      /* its ISA version, major * 100 + minor; 0: not known (or no PTX) */
    int producer; /* its compiler's CUDA release (13050: 13.5); 0: not known */
    int nvrtc;    /* 1: that compiler is the NVRTC cudacore compiled it with; 0: its comment says */
    int arch;     /* a fatbin's entry: the compute capability it is for (80); 0: plain PTX */
    int ptx;      /* 1: the code is PTX (plain, or the fatbin's entry); 0: it is not, or that is not known */
} cudacore__ptx_info;

/* "X.Y" at t[i] as X * 100 + Y; 0 when it is not one. */
CUDACORE__PRIVATE int cudacore__dotted(const char *t, size_t n, size_t i) {
    size_t major = cudacore__ptx_number(t, n, &i), minor;
    if (!major || major > 99 || i + 1 >= n || t[i] != '.' || t[i + 1] < '0' || t[i + 1] > '9') return 0;
    i++;
    minor = cudacore__ptx_number(t, n, &i);
    return minor < 100 ? (int)(major * 100 + minor) : 0;
}
/* The ISA version (`.version X.Y`, the first directive) and the compiler
   (its comment, before that) of PTX text of n bytes. */
CUDACORE__PRIVATE void cudacore__ptx_text_info(const char *t, size_t n, cudacore__ptx_info *pi) {
    static const char tools[] = "Cuda compilation tools, release ";
    size_t i = cudacore__ptx_skip(t, n, 0);
    const char *c = cudacore__find(t, i, tools);
    if (!pi->isa && i < n && cudacore__tok_is(t + i, cudacore__ptx_token(t, n, i), ".version")) pi->isa = cudacore__dotted(t, n, i + 8);
    if (c && !pi->producer) {
        int v = cudacore__dotted(t, i, (size_t)(c - t) + sizeof tools - 1);
        pi->producer = v / 100 * 1000 + v % 100 * 10;
    }
}
/* The PTX that a device of compute capability `arch` gets from code of
   `type`: plain PTX, or the entry of a fatbin it runs, if that is PTX. */
CUDACORE__PRIVATE void cudacore__code_ptx(cudacore_code_type type, const void *data, size_t size, int arch, cudacore__ptx_info *pi) {
    const unsigned char *e;
    if (size >= 16 && cudacore__le32((const unsigned char *)data) == 0xBA55ED50u) {
        if (!(e = cudacore__fatbin_entry((const unsigned char *)data, size, arch)) || cudacore__le16(e) != 1) return;
        pi->ptx = 1;
        pi->isa = (int)cudacore__le16(e + 0x1a) * 100 + (int)cudacore__le16(e + 0x18);
        pi->arch = (int)cudacore__le32(e + 0x1c);
        if (!cudacore__fatbin_compressed(e)) cudacore__ptx_text_info((const char *)e + cudacore__le32(e + 4), (size_t)cudacore__le64(e + 8), pi);
    } else if (type == CUDACORE_CODE_PTX) {
        pi->ptx = 1;
        cudacore__ptx_text_info((const char *)data, size, pi);
    }
}
/* Whether software of CUDA release `have` surely cannot take PTX pi: its
   ISA is newer than the table says that release takes. */
CUDACORE__PRIVATE int cudacore__ptx_too_new(const cudacore__ptx_info *pi, int have) {
    int max = cudacore__release_isa(have);
    return pi->isa > 0 && max >= 0 && pi->isa > max;
}

/* Who takes code: a driver loading it, nvJitLink, or a driver's linker. */
enum { CUDACORE__TAKER_DRIVER, CUDACORE__TAKER_NVJITLINK, CUDACORE__TAKER_CULINK };

/* "its PTX (ISA 9.5, from NVRTC 13.5)", "its fatbin's PTX for compute_80
   (ISA 9.5)", "its code (from NVRTC 13.5)": what is known of code pi. */
CUDACORE__PRIVATE void cudacore__ptx_what(const cudacore__ptx_info *pi, char *out, size_t cap) {
    char isa[32] = "", from[64] = "";
    int n;
    if (pi->isa) snprintf(isa, sizeof isa, "ISA %d.%d", pi->isa / 100, pi->isa % 100);
    if (pi->producer)
        snprintf(from, sizeof from, pi->nvrtc ? "from NVRTC %d.%d" : "from the CUDA %d.%d compiler", pi->producer / 1000, pi->producer % 1000 / 10);
    n = pi->arch ? snprintf(out, cap, "its fatbin's PTX for compute_%d", pi->arch) : snprintf(out, cap, pi->ptx ? "its PTX" : "its code");
    if ((isa[0] || from[0]) && n > 0 && (size_t)n < cap) snprintf(out + n, cap - (size_t)n, " (%s%s%s)", isa, isa[0] && from[0] ? ", " : "", from);
}
/* snprintf, for messages that may be cut at cap. */
CUDACORE__PRIVATE void cudacore__message(char *out, size_t cap, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, cap, fmt, ap);
    va_end(ap);
}
/* "13.5" for v 13050. */
CUDACORE__PRIVATE void cudacore__release_text(int v, char *out, size_t cap) { snprintf(out, cap, "%d.%d", v / 1000, v % 1000 / 10); }
/* Writes why PTX pi of `code` ("object code 'k.cu'") is more than what takes
   it, of CUDA release `have`, can take, and the fix: "object code 'k.cu':
   its PTX (ISA 9.5, from NVRTC 13.5) needs a driver for CUDA 13.5 or newer;
   this driver supports CUDA 13.0: compile to CUBIN ..." */
CUDACORE__PRIVATE void cudacore__ptx_mismatch_text(char *out, size_t cap, const char *code, const cudacore__ptx_info *pi, int taker, int have) {
    static const char *const fixes[] = {"compile to CUBIN (the default target), or update the driver",
                                        "load a newer nvJitLink (cudacore_desc.nvjitlink_path, CUDACORE_NVJITLINK_PATH), or compile to CUBIN",
                                        "link it with nvJitLink (CUDACORE_LINKER_NVJITLINK), or update the driver"};
    char what[160], need[96], has[320], v_text[32], have_text[32];
    int v = pi->isa ? cudacore__isa_release(pi->isa) : -1;
    if (v < 0) v = pi->producer;
    if (v <= have) v = 0; /* not known, or the table thinks `have` is enough where the taker said no */
    cudacore__ptx_what(pi, what, sizeof what);
    cudacore__release_text(v, v_text, sizeof v_text);
    cudacore__release_text(have, have_text, sizeof have_text);
    if (taker == CUDACORE__TAKER_NVJITLINK) {
        if (v) snprintf(need, sizeof need, "nvJitLink %s or newer", v_text);
        else snprintf(need, sizeof need, "a newer nvJitLink");
        snprintf(has, sizeof has, "the loaded nvJitLink is %s (%.200s)", have_text, cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].path);
    } else {
        if (v) snprintf(need, sizeof need, "a driver for CUDA %s or newer", v_text);
        else snprintf(need, sizeof need, "a newer driver");
        snprintf(has, sizeof has, "%s supports CUDA %s", taker == CUDACORE__TAKER_CULINK ? "the driver linker (cuLink) of this driver" : "this driver",
                 have_text);
    }
    cudacore__message(out, cap, "%s: %s needs %s; %s: %s", code, what, need, has, fixes[taker]);
}
/* Records the mismatch cudacore__ptx_mismatch_text describes. */
CUDACORE__COLD cudacore_result cudacore__ptx_mismatch(const char *code, const cudacore__ptx_info *pi, int taker, int have, const char *call) {
    char msg[512];
    cudacore__ptx_mismatch_text(msg, sizeof msg, code, pi, taker, have);
    return CUDACORE__FAIL(CUDACORE_ERROR_VERSION_MISMATCH, call, "%s", msg);
}

CUDACORE__PRIVATE int cudacore__attr(int dev, int attr);
/* The PTX a code image gives the current device (see cudacore__code_ptx). */
CUDACORE__PRIVATE void cudacore__image_ptx(const cudacore__image *img, cudacore__ptx_info *pi) {
    int dev = 0, arch = 0;
    memset(pi, 0, sizeof *pi);
    pi->producer = img->producer;
    pi->nvrtc = img->producer != 0;
    if (img->size >= 16 && cudacore__le32((const unsigned char *)img->data) == 0xBA55ED50u && cudacore__current_device(&dev, "") == CUDACORE_SUCCESS)
        arch = cudacore__attr(dev, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10 +
               cudacore__attr(dev, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
    cudacore__code_ptx(img->type, img->data, img->size, arch, pi);
}
CUDACORE__PRIVATE void cudacore__image_code(const cudacore__image *img, char *out, size_t cap) {
    if (img->name[0]) snprintf(out, cap, "object code '%s'", img->name);
    else snprintf(out, cap, "object code");
}
/* Before img goes to the driver: PTX newer than the driver takes is refused
   here, the driver never called. */
CUDACORE__PRIVATE cudacore_result cudacore__image_check(const cudacore__image *img, const char *call) {
    cudacore__ptx_info pi;
    char code[96];
    cudacore__image_ptx(img, &pi);
    if (!cudacore__ptx_too_new(&pi, cudacore__g.driver_version)) return CUDACORE_SUCCESS;
    cudacore__image_code(img, code, sizeof code);
    return cudacore__ptx_mismatch(code, &pi, CUDACORE__TAKER_DRIVER, cudacore__g.driver_version, call);
}
/* After a driver call on img failed (recorded): CUDA_ERROR_UNSUPPORTED_PTX_VERSION
   becomes the mismatch it is, the driver's code kept in the record and its
   message in the detail. Returns the recorded result. */
CUDACORE__COLD cudacore_result cudacore__image_failed(const cudacore__image *img, const char *call) {
    const cudacore_error_info *e = cudacore_last_error();
    char driver[512], name[64], str[256], code[96];
    cudacore__ptx_info pi;
    if (e->library != CUDACORE_LIBRARY_CUDA || e->native_code != 222) return e->result;
    cudacore__copy(driver, sizeof driver, e->message);
    cudacore__copy(name, sizeof name, e->native_name);
    cudacore__copy(str, sizeof str, e->native_string);
    cudacore__image_ptx(img, &pi);
    cudacore__image_code(img, code, sizeof code);
    cudacore__ptx_mismatch(code, &pi, CUDACORE__TAKER_DRIVER, cudacore__g.driver_version, call);
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, 222, name, str);
    cudacore__append_detail("the driver answered: %s\n", driver);
    return CUDACORE_ERROR_VERSION_MISMATCH;
}

/* A PTX compile whose PTX this process's driver cannot load: said once per
   process, as a warning through the logger (the PTX may be meant for
   another machine). Only a driver already loaded is asked: never loaded
   for this (a compile needs no driver). */
static uint64_t cudacore__ptx_warned;
CUDACORE__PRIVATE void cudacore__ptx_compile_note(cudacore_object_code oc, const char *program) {
    const cudacore__object_code_obj *o =
        (const cudacore__object_code_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id);
    cudacore__ptx_info pi;
    char code[256], msg[512];
    int have;
    if (!o || cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_CUDA].state) != 1) return;
    have = cudacore__g.driver_version; /* (set before the state says loaded) */
    memset(&pi, 0, sizeof pi);
    pi.producer = o->img->producer;
    pi.nvrtc = pi.producer != 0;
    cudacore__code_ptx(CUDACORE_CODE_PTX, o->img->data, o->img->size, 0, &pi);
    if (!cudacore__ptx_too_new(&pi, have) || !cudacore__cas64(&cudacore__ptx_warned, 0, 1)) return;
    snprintf(code, sizeof code, "program '%.100s' compiled to PTX, which this process's driver cannot load", program);
    cudacore__ptx_mismatch_text(msg, sizeof msg, code, &pi, CUDACORE__TAKER_DRIVER, have);
    cudacore__log(CUDACORE_LOG_WARN, CUDACORE_ERROR_VERSION_MISMATCH, msg, __LINE__);
}

/*--- kernels ---*/
typedef struct cudacore__kernel_obj {
    cudacore_CUfunction func;    /* what cuLaunchKernelEx takes (a CUkernel cast, or a module function) */
    cudacore_CUfunction ctx_func;/* the same kernel as a function of ctx: launching it there skips the
                                    driver's per-launch CUkernel resolution (~0.03 us) */
    cudacore_CUcontext ctx;      /* the context it was got in (the thread's current one) */
    cudacore_CUkernel kernel;    /* NULL on the module fallback */
    cudacore__image *img;
    char *name;
    int num_params;              /* -1: unknown, or not kept (argument check off) */
    size_t *param_offsets, *param_sizes;
    int device;                  /* device the limits below are of */
    int max_threads, max_block[3], max_grid[3], smem_optin, coop, cluster, sm_count;
    uint32_t dyn_smem_max;       /* MAX_DYNAMIC_SHARED_SIZE_BYTES as last read (0: not yet; UINT32_MAX: unknown, not checked) */
} cudacore__kernel_obj;
CUDACORE__FITS_SLOT(cudacore__kernel_obj);

CUDACORE__PRIVATE int cudacore__attr(int dev, int attr) {
    int v = 0;
    if ((int)CUDACORE__CU(cuDeviceGetAttribute)(&v, (cudacore_CUdevice_attribute)attr, (cudacore_CUdevice)dev) != 0) v = 0;
    return v;
}

/* Whether launches check their arguments (see cudacore_launch). */
#ifdef CUDACORE_DEBUG
#define CUDACORE__CHECK_ARGS() (!cudacore__g.desc.disable_validation || cudacore__g.desc.check_kernel_args)
#else
#define CUDACORE__CHECK_ARGS() (cudacore__g.desc.check_kernel_args)
#endif

/* A kernel whose code has no parameter table (a compressed fatbin entry):
   cuKernelGetParamInfo up to the first index it refuses with
   CUDA_ERROR_INVALID_VALUE -- the one driver error cudacore provokes, and
   only here. -1 when the driver cannot tell. */
CUDACORE__PRIVATE int cudacore__kernel_params_probe(cudacore_CUkernel kern, size_t *offsets, size_t *sizes, size_t cap) {
    cudacore_CUresult pr = (cudacore_CUresult)0;
    size_t i, off = 0, sz = 0;
    for (i = 0; i < 65536; i++) {
        if ((pr = CUDACORE__CU(cuKernelGetParamInfo)(kern, i, &off, &sz)) != 0) break;
        if (i < cap && offsets) offsets[i] = off;
        if (i < cap && sizes) sizes[i] = sz;
    }
    if ((int)pr == 500) cudacore_clear_error(); /* what a missing function's stub recorded */
    return (int)pr == 1 ? (int)i : -1;
}

/* k's parameter count (-1: unknown) and its first `cap` offsets and sizes:
   the count from k's code image, offsets and sizes from cuKernelGetParamInfo
   (driver 12.4+, never past the count) or else from the image. */
CUDACORE__PRIVATE int cudacore__kernel_params_read(const cudacore__kernel_obj *k, size_t *offsets, size_t *sizes, size_t cap) {
    const cudacore__image *img = k->img;
    int by_driver = k->kernel && cudacore__g.driver_version >= 12040;
    int fatbin = img->size >= 16 && cudacore__le32((const unsigned char *)img->data) == 0xBA55ED50u; /* the entry to read is the device's */
    int arch = fatbin ? cudacore__attr(k->device, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10 +
                            cudacore__attr(k->device, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
                      : 0;
    int n = cudacore__code_params(img->type, img->data, img->size, k->name, arch, offsets, sizes, cap);
    size_t i, off = 0, sz = 0;
    if (n < 0) return by_driver ? cudacore__kernel_params_probe(k->kernel, offsets, sizes, cap) : -1;
    for (i = 0; by_driver && i < (size_t)n && i < cap; i++) {
        cudacore_CUresult pr = CUDACORE__CU(cuKernelGetParamInfo)(k->kernel, i, &off, &sz);
        if ((int)pr != 0) { /* (a driver without it: the image's values stay) */
            if ((int)pr == 500) cudacore_clear_error();
            break;
        }
        if (offsets) offsets[i] = off;
        if (sizes) sizes[i] = sz;
    }
    return n;
}

/* Keeps k's parameter info for the argument check (num_params -1: unknown). */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_keep_params(cudacore__kernel_obj *k, const char *call) {
    size_t offs[64], sizes[64];
    int n = cudacore__kernel_params_read(k, offs, sizes, 64);
    if (n > 0) {
        k->param_offsets = (size_t *)cudacore__calloc((size_t)n * sizeof(size_t), call);
        k->param_sizes = (size_t *)cudacore__calloc((size_t)n * sizeof(size_t), call);
        if (!k->param_offsets || !k->param_sizes) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (n <= 64) {
            memcpy(k->param_offsets, offs, (size_t)n * sizeof(size_t));
            memcpy(k->param_sizes, sizes, (size_t)n * sizeof(size_t));
        } else if (cudacore__kernel_params_read(k, k->param_offsets, k->param_sizes, (size_t)n) != n) n = -1;
    }
    k->num_params = n;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__kernel_make(cudacore__image *img, cudacore_CUkernel kern, cudacore_CUfunction fn, const char *name,
                                                        cudacore_kernel *out, const char *call) {
    cudacore__kernel_obj *k;
    uint64_t id;
    int dev = 0, i;
    cudacore_result r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    k = (cudacore__kernel_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], &id, call);
    if (!k) return cudacore_last_error()->result;
    k->kernel = kern;
    k->func = kern ? (cudacore_CUfunction)(void *)kern : fn;
    k->img = img;
    k->name = cudacore__strdup(name, call);
    if (!k->name) {
        r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto fail;
    }
    /* Parameter info serves the argument check, device limits the debug
       validation layer: builds without them skip these driver queries, so
       that loading code costs what the raw driver does. */
    k->num_params = -1;
    k->device = dev;
    k->ctx = cudacore__cur.ctx;
    k->ctx_func = k->func;
    if (kern && (int)CUDACORE__CU(cuKernelGetFunction)(&k->ctx_func, kern) != 0) k->ctx_func = NULL; /* then launches use the CUkernel */
    if (CUDACORE__CHECK_ARGS() && (r = cudacore__kernel_keep_params(k, call)) != CUDACORE_SUCCESS) goto fail;
#ifdef CUDACORE_DEBUG
    k->max_threads = cudacore__attr(dev, 1);
    for (i = 0; i < 3; i++) {
        k->max_block[i] = cudacore__attr(dev, 2 + i);
        k->max_grid[i] = cudacore__attr(dev, 5 + i);
    }
    k->smem_optin = cudacore__attr(dev, 97);
    k->coop = cudacore__attr(dev, 95);
    k->cluster = cudacore__attr(dev, 120);
    k->sm_count = cudacore__attr(dev, 16);
#else
    (void)i;
#endif
    cudacore__image_retain(img);
    cudacore__pool_commit(k, id);
    out->id = id;
    return CUDACORE_SUCCESS;
fail:
    cudacore__free(k->name);
    cudacore__free(k->param_offsets);
    cudacore__free(k->param_sizes);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], k, id);
    return r;
}

/* The live kernel whose function is f (what a kernel graph node holds: the
   kernel's function in the graph's context), or NULL. Not a hot path: it
   serves the argument check of cudacore_graph_exec_set_kernel_args. */
CUDACORE__PRIVATE const cudacore__kernel_obj *cudacore__kernel_by_function(cudacore_CUfunction f) {
    cudacore__pool *p = &cudacore__g.pools[CUDACORE_OBJECT_KERNEL];
    uint32_t i, used;
    cudacore__lock(&p->lock);
    used = p->used;
    cudacore__unlock(&p->lock);
    for (i = 0; f && i < used; i++) {
        cudacore__slot *s = cudacore__pool_slot(p, i);
        const cudacore__kernel_obj *k = s && cudacore__load64(&s->id) ? (const cudacore__kernel_obj *)(s + 1) : NULL;
        if (k && (k->ctx_func == f || k->func == f)) return k;
    }
    return NULL;
}

CUDACORE__PRIVATE cudacore_result cudacore__get_kernel(cudacore_object_code oc, const char *name, cudacore_kernel *out) {
    static const char call[] = "cudacore_object_code_get_kernel";
    const char *sym;
    cudacore_CUkernel kern = NULL;
    cudacore_CUfunction fn = NULL;
    cudacore_result r;
    if (out) out->id = 0;
    if (!name || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name and out must not be NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        r = cudacore__image_load(o->img, call);
        if (r != CUDACORE_SUCCESS) return r;
        sym = cudacore__lowered(o->img, name);
        if (!sym) sym = name;
        if (o->img->lib) r = CUDACORE__CU_CALL(cuLibraryGetKernel, (&kern, o->img->lib, sym));
        else r = CUDACORE__CU_CALL(cuModuleGetFunction, (&fn, o->img->mod, sym));
        if (r != CUDACORE_SUCCESS && (r = cudacore__image_failed(o->img, call)) != CUDACORE_ERROR_VERSION_MISMATCH)
            cudacore__append_detail("kernel '%s' (symbol '%s') is not in object code '%s'\n", name, sym, o->img->name);
        if (r != CUDACORE_SUCCESS) return r;
        return cudacore__kernel_make(o->img, kern, fn, sym, out, call);
    }
}

CUDACORE_API cudacore_result cudacore_object_code_get_kernel(cudacore_object_code oc, const char *name, cudacore_kernel *out) {
    int rg = cudacore__nvtx_range_begin("cudacore_object_code_get_kernel %s", name ? name : "(NULL)");
    cudacore_result r = cudacore__get_kernel(oc, name, out);
    cudacore__nvtx_range_end(rg);
    return r;
}

CUDACORE_API cudacore_result cudacore_object_code_kernel_count(cudacore_object_code oc, unsigned *count) {
    static const char call[] = "cudacore_object_code_kernel_count";
    cudacore_result r;
    if (count) *count = 0;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        if ((r = cudacore__image_load(o->img, call)) != CUDACORE_SUCCESS) return r;
        if (!o->img->lib) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "kernel enumeration needs a 12.0+ driver");
        if (CUDACORE__CU_CALL(cuLibraryGetKernelCount, (count, o->img->lib)) != CUDACORE_SUCCESS) return cudacore__image_failed(o->img, call);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_kernel_at(cudacore_object_code oc, unsigned index, cudacore_kernel *out) {
    static const char call[] = "cudacore_object_code_kernel_at";
    unsigned count = 0;
    cudacore_CUkernel stack[64], *all = stack;
    const char *kname = NULL;
    cudacore_result r;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if ((r = cudacore_object_code_kernel_count(oc, &count)) != CUDACORE_SUCCESS) return r;
    if (index >= count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "index %u is past the %u kernels", index, count);
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        if (count > 64 && !(all = (cudacore_CUkernel *)cudacore__calloc(count * sizeof *all, call))) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        r = CUDACORE__CU_CALL(cuLibraryEnumerateKernels, (all, count, o->img->lib));
        if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuKernelGetName, (&kname, all[index]));
        if (r != CUDACORE_SUCCESS) r = cudacore__image_failed(o->img, call);
        else r = cudacore__kernel_make(o->img, all[index], NULL, kname ? kname : "", out, call);
        if (all != stack) cudacore__free(all);
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_object_code_get_global(cudacore_object_code oc, const char *name, cudacore_CUdeviceptr *ptr, size_t *size) {
    static const char call[] = "cudacore_object_code_get_global";
    cudacore_CUdeviceptr p = 0;
    size_t n = 0;
    cudacore_result r;
    if (ptr) *ptr = 0;
    if (size) *size = 0;
    if (!name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name is NULL");
    {
        CUDACORE__LOOKUP(cudacore__object_code_obj, o, OBJECT_CODE, oc.id, call);
        const char *sym;
        if ((r = cudacore__image_load(o->img, call)) != CUDACORE_SUCCESS) return r;
        sym = cudacore__lowered(o->img, name);
        if (!sym) sym = name;
        if (o->img->lib) r = CUDACORE__CU_CALL(cuLibraryGetGlobal, (&p, &n, o->img->lib, sym));
        else r = CUDACORE__CU_CALL(cuModuleGetGlobal, (&p, &n, o->img->mod, sym));
        if (r != CUDACORE_SUCCESS) return cudacore__image_failed(o->img, call);
    }
    if (ptr) *ptr = p;
    if (size) *size = n;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__global_copy(cudacore_object_code oc, const char *name, size_t offset, void *host, size_t size, int to_dev,
                                                        const char *call) {
    cudacore_CUdeviceptr p = 0;
    size_t n = 0;
    cudacore_result r;
    if (!host && size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the host pointer is NULL");
    if ((r = cudacore_object_code_get_global(oc, name, &p, &n)) != CUDACORE_SUCCESS) return r;
    if (offset > n || size > n - offset)
        return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "offset %lu + size %lu is past global '%s' (%lu bytes)", (unsigned long)offset,
                              (unsigned long)size, name, (unsigned long)n);
    if (to_dev) CUDACORE__CU_TRY(cuMemcpy, ((cudacore_CUdeviceptr)(p + offset), (cudacore_CUdeviceptr)(uintptr_t)host, size));
    else CUDACORE__CU_TRY(cuMemcpy, ((cudacore_CUdeviceptr)(uintptr_t)host, (cudacore_CUdeviceptr)(p + offset), size));
    /* cuMemcpy from pageable memory may return once the data is staged: wait
       for the default stream it ran on, so that work on every stream sees it. */
    CUDACORE__CU_TRY(cuStreamSynchronize, (cudacore__g.desc.per_thread_default_stream ? CUDACORE_CU_STREAM_PER_THREAD : CUDACORE_CU_STREAM_LEGACY));
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_object_code_copy_to_global(cudacore_object_code oc, const char *name, size_t offset, const void *src, size_t size) {
    return cudacore__global_copy(oc, name, offset, (void *)(uintptr_t)src, size, 1, "cudacore_object_code_copy_to_global");
}
CUDACORE_API cudacore_result cudacore_object_code_copy_from_global(cudacore_object_code oc, const char *name, size_t offset, void *dst, size_t size) {
    return cudacore__global_copy(oc, name, offset, dst, size, 0, "cudacore_object_code_copy_from_global");
}

CUDACORE_API cudacore_result cudacore_kernel_destroy(cudacore_kernel k) {
    cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], k.id, "cudacore_kernel_destroy");
    if (!o) return cudacore_last_error()->result;
    cudacore__free(o->name);
    cudacore__free(o->param_offsets);
    cudacore__free(o->param_sizes);
    cudacore__image_release(o->img);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_KERNEL], o, k.id);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_native(cudacore_kernel k, cudacore_CUkernel *out) {
    if (out) *out = NULL;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_native", "out is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, "cudacore_kernel_native");
        if (!o->kernel) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, "cudacore_kernel_native", "loaded as a module (driver < 12.0): no CUkernel");
        *out = o->kernel;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_function(cudacore_kernel k, cudacore_CUfunction *out) {
    static const char call[] = "cudacore_kernel_function";
    int dev;
    cudacore_result r;
    if (out) *out = NULL;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
        if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
        if (o->kernel) CUDACORE__CU_TRY(cuKernelGetFunction, (out, o->kernel));
        else *out = o->func;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_name(cudacore_kernel k, const char **name) {
    if (name) *name = "";
    if (!name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_name", "name is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, "cudacore_kernel_name");
        *name = o->name;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__kernel_dev(int device, int *dev, const char *call) {
    if (device < 0) return cudacore__current_device(dev, call);
    *dev = device;
    return cudacore__check_device(device, call);
}
/* A function attribute of the kernel on device dev (the CUkernel's, else the
   module function's): the driver's result, nothing recorded. */
CUDACORE__PRIVATE int cudacore__kernel_attr(const cudacore__kernel_obj *o, cudacore_CUfunction_attribute attr, int dev, int *value) {
    if (o->kernel) return (int)CUDACORE__CU(cuKernelGetAttribute)(value, attr, o->kernel, (cudacore_CUdevice)dev);
    return (int)CUDACORE__CU(cuFuncGetAttribute)(value, attr, o->func);
}
#define CUDACORE__KERNEL_ATTR_TRY(o, attr, dev, value) \
    do { \
        int cudacore__ka_ = cudacore__kernel_attr((o), (attr), (dev), (value)); \
        if (CUDACORE__UNLIKELY(cudacore__ka_ != 0)) \
            return cudacore__cu_fail((cudacore_CUresult)cudacore__ka_, (o)->kernel ? "cuKernelGetAttribute" : "cuFuncGetAttribute", __LINE__); \
    } while (0)
CUDACORE_API cudacore_result cudacore_kernel_get_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int *value) {
    static const char call[] = "cudacore_kernel_get_attribute";
    int dev = 0;
    cudacore_result r;
    if (value) *value = 0;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
        if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
        CUDACORE__KERNEL_ATTR_TRY(o, attr, dev, value);
    }
    return CUDACORE_SUCCESS;
}
/* A MAX_DYNAMIC_SHARED_SIZE_BYTES the device can give the kernel: at most its
   opt-in maximum per block less the kernel's static shared memory. */
CUDACORE__PRIVATE cudacore_result cudacore__dyn_smem_fits(const cudacore__kernel_obj *o, int dev, int value, const char *call) {
    int optin = cudacore__attr(dev, 97), static_smem = 0;
    if (value < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%d bytes of dynamic shared memory: a size is 0 or more", value);
    CUDACORE__KERNEL_ATTR_TRY(o, CUDACORE_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, dev, &static_smem);
    if (optin > 0 && value > optin - static_smem)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "%d bytes of dynamic shared memory for kernel '%s' on device %d: at most %d (the device's "
                              "max_shared_memory_per_block_optin %d less the kernel's %d bytes of static shared memory)",
                              value, o->name, dev, optin - static_smem, optin, static_smem);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_set_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int value) {
    static const char call[] = "cudacore_kernel_set_attribute";
    int dev = 0;
    cudacore_result r;
    CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
    if ((int)attr < 8 || (int)attr > 15 || (int)attr == 10)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "attribute %d is read-only", (int)attr);
    if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
    if (attr == CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES && (r = cudacore__dyn_smem_fits(o, dev, value, call)) != CUDACORE_SUCCESS)
        return r;
    if (o->kernel) CUDACORE__CU_TRY(cuKernelSetAttribute, (attr, value, o->kernel, (cudacore_CUdevice)dev));
    else CUDACORE__CU_TRY(cuFuncSetAttribute, (o->func, attr, value));
    if (attr == CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES && dev == o->device) cudacore__storeu32(&o->dyn_smem_max, (uint32_t)value);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_set_max_dynamic_shared_memory(cudacore_kernel k, size_t bytes) {
    if (bytes > 0x7FFFFFFF)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_set_max_dynamic_shared_memory", "%llu bytes is more than any device has",
                              (unsigned long long)bytes);
    return cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -1, (int)bytes);
}
CUDACORE_API cudacore_result cudacore_kernel_set_cache_config(cudacore_kernel k, cudacore_CUfunc_cache config, int device) {
    static const char call[] = "cudacore_kernel_set_cache_config";
    int dev = 0;
    cudacore_result r;
    CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
    if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
    if (o->kernel) CUDACORE__CU_TRY(cuKernelSetCacheConfig, (o->kernel, config, (cudacore_CUdevice)dev));
    else CUDACORE__CU_TRY(cuFuncSetCacheConfig, (o->func, config));
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_param_info(cudacore_kernel k, size_t *count, size_t *offsets, size_t *sizes, size_t cap) {
    static const char call[] = "cudacore_kernel_param_info";
    size_t i;
    int n;
    if (count) *count = 0;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    {
        CUDACORE__LOOKUP(cudacore__kernel_obj, o, KERNEL, k.id, call);
        if (o->num_params >= 0) { /* kept for the argument check */
            *count = (size_t)o->num_params;
            for (i = 0; i < (size_t)o->num_params && i < cap; i++) {
                if (offsets) offsets[i] = o->param_offsets[i];
                if (sizes) sizes[i] = o->param_sizes[i];
            }
            return CUDACORE_SUCCESS;
        }
        if ((n = cudacore__kernel_params_read(o, offsets, sizes, cap)) < 0)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                                  "kernel '%s': its code has no readable parameter table (a compressed fatbin entry?) and asking the driver "
                                  "needs a 12.4+ driver and a library-loaded kernel",
                                  o->name);
        *count = (size_t)n;
    }
    return CUDACORE_SUCCESS;
}

/*--- launch ---*/
/* The argument check (see cudacore_launch): values[] and, for the sized
   forms, sized[] (the same pointers, with sizes). k NULL: the kernel is not
   known, only NULL values and zero sizes are caught. In order, with the
   first fault's message: taken when the fast check below fails. */
CUDACORE__COLD cudacore_result cudacore__check_args_full(const cudacore__kernel_obj *k, void *const *values, const cudacore_arg *sized, size_t n,
                                                         const char *call) {
    int known = k && k->num_params >= 0;
    const char *name = k ? k->name : "(not a cudacore kernel)";
    size_t i;
    if (known && (size_t)k->num_params != n)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' takes %d argument%s, %lu %s given", k->name, k->num_params,
                              k->num_params == 1 ? "" : "s", (unsigned long)n, n == 1 ? "was" : "were");
    for (i = 0; i < n; i++) {
        if (!values[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' argument %lu is a NULL pointer (give the address of the value)",
                                  name, (unsigned long)i);
        if (sized && !sized[i].size)
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' argument %lu has size 0", name, (unsigned long)i);
        if (sized && known && sized[i].size != k->param_sizes[i]) {
            CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "kernel '%s' parameter %lu is %lu bytes, %lu %s given", k->name, (unsigned long)i,
                           (unsigned long)k->param_sizes[i], (unsigned long)sized[i].size, sized[i].size == 1 ? "was" : "were");
            cudacore__set_detail("The value's type is not the parameter's (int for a long long or size_t parameter, float for double, "
                                 "a struct of another layout): the kernel would read other bytes than these. Give the value in the "
                                 "parameter's own type, e.g. CUDACORE_ARG(long long, n).");
            return CUDACORE_ERROR_VALIDATION;
        }
    }
    return CUDACORE_SUCCESS;
}

/* The common case, in a few lines of code: 1 for a kernel whose parameters
   are known, as many arguments, none NULL, and (sized forms) each of its
   parameter's size; 0 sends the arguments to the full check above, which
   checks them again and reports. */
CUDACORE__HOT_INLINE int cudacore__check_args_fast(const cudacore__kernel_obj *k, void *const *values, const cudacore_arg *sized, size_t n) {
    const size_t *ps;
    size_t i;
    int bad = 0;
    if (CUDACORE__UNLIKELY(!k || k->num_params < 0 || (size_t)k->num_params != n)) return 0;
    ps = k->param_sizes;
    if (sized)
        for (i = 0; i < n; i++) bad |= (values[i] == NULL) | (sized[i].size == 0) | (sized[i].size != ps[i]);
    else
        for (i = 0; i < n; i++) bad |= values[i] == NULL;
    return !bad;
}
CUDACORE__HOT_INLINE cudacore_result cudacore__check_args(const cudacore__kernel_obj *k, void *const *values, const cudacore_arg *sized, size_t n,
                                                          const char *call) {
    if (CUDACORE__LIKELY(cudacore__check_args_fast(k, values, sized, n))) return CUDACORE_SUCCESS;
    return cudacore__check_args_full(k, values, sized, n, call);
}

/* The value pointers of a sized argument list, for the driver: copied into
   vals (CUDACORE_MAX_SIZED_ARGS entries, on the caller's stack). */
CUDACORE__PRIVATE cudacore_result cudacore__arg_values(const cudacore_arg *args, size_t n, void **vals, const char *call) {
    size_t i;
    /* (the results are returned as constants: the analyzer cannot see through the variadic cudacore__fail_at) */
    if (CUDACORE__UNLIKELY(n && !args)) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "args is NULL with num_args %lu", (unsigned long)n);
        return CUDACORE_ERROR_INVALID_ARGUMENT;
    }
    if (CUDACORE__UNLIKELY(n > CUDACORE_MAX_SIZED_ARGS)) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%lu arguments: the sized forms take at most %d (the void ** form has no limit)",
                       (unsigned long)n, CUDACORE_MAX_SIZED_ARGS);
        return CUDACORE_ERROR_INVALID_ARGUMENT;
    }
    for (i = 0; i < n; i++) vals[i] = (void *)(uintptr_t)args[i].value;
    return CUDACORE_SUCCESS;
}

#ifdef CUDACORE_DEBUG
CUDACORE__PRIVATE cudacore_result cudacore__validate_launch(const cudacore__kernel_obj *k, const unsigned *grid, const unsigned *block,
                                                            const cudacore_launch_config *cfg, const char *call) {
    static const char xyz[] = "xyz";
    int i;
    uint64_t threads = (uint64_t)block[0] * block[1] * block[2];
    for (i = 0; i < 3; i++) {
        if (k->max_block[i] && block[i] > (unsigned)k->max_block[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "block.%c = %u exceeds the device's maximum %d", xyz[i], block[i], k->max_block[i]);
        if (k->max_grid[i] && grid[i] > (unsigned)k->max_grid[i])
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "grid.%c = %u blocks exceeds the device's maximum %d", xyz[i], grid[i], k->max_grid[i]);
    }
    if (k->max_threads && threads > (uint64_t)k->max_threads)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "block %ux%ux%u = %llu threads exceeds the device's maximum %d", block[0], block[1],
                              block[2], (unsigned long long)threads, k->max_threads);
    if (k->smem_optin && cfg->shared_mem > (size_t)k->smem_optin)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "shared_mem = %lu bytes exceeds the device's opt-in maximum %d",
                              (unsigned long)cfg->shared_mem, k->smem_optin);
    if (cfg->cooperative) {
        int per_sm = 0;
        uint64_t total = (uint64_t)grid[0] * grid[1] * grid[2];
        if (!k->coop) return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "cooperative launch is not supported by the device");
        if ((int)CUDACORE__CU(cuOccupancyMaxActiveBlocksPerMultiprocessor)(&per_sm, k->func, (int)threads, cfg->shared_mem) == 0 &&
            total > (uint64_t)per_sm * (uint64_t)k->sm_count)
            return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "cooperative grid of %llu blocks exceeds the %d x %d SMs that can be co-resident",
                                  (unsigned long long)total, per_sm, k->sm_count);
    }
    if (cfg->cluster[0] && !k->cluster)
        return CUDACORE__FAIL(CUDACORE_ERROR_VALIDATION, call, "thread block clusters need compute capability 9.0+");
    return CUDACORE_SUCCESS;
}
#endif

/* Dynamic shared memory over what the kernel allows (its attribute
   MAX_DYNAMIC_SHARED_SIZE_BYTES: 48 KB less its static shared memory, until
   it opts in to more) is refused here, naming the opt-in, not by the driver.
   Launches compare with the value last read; this full path, taken only by
   launches above it (and by the first with any), reads the attribute again
   (it may have been raised since, also through the raw driver) on the
   launch's device (-1: the kernel's own). */
CUDACORE__PRIVATE cudacore_result cudacore__check_dyn_smem_full(cudacore__kernel_obj *ko, int device, size_t bytes, const char *call) {
    int v = 0, dev = device >= 0 ? device : ko->device;
    int r = cudacore__kernel_attr(ko, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, dev, &v);
    /* the value is kept whichever device it was read on (a kernel's limit is
       normally the same on every device): launches below it never come here
       again; unknown, the check is off and the driver decides */
    cudacore__storeu32(&ko->dyn_smem_max, r != 0 || v < 0 ? 0xFFFFFFFFu : (uint32_t)v);
    if (r != 0 || v < 0 || bytes <= (size_t)v) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                          "shared_mem = %llu bytes is more dynamic shared memory than kernel '%s' allows on device %d (%d bytes, its "
                          "MAX_DYNAMIC_SHARED_SIZE_BYTES): opt in first with cudacore_kernel_set_max_dynamic_shared_memory(k, %llu), up to "
                          "the device's max_shared_memory_per_block_optin less the kernel's static shared memory",
                          (unsigned long long)bytes, ko->name, dev, v, (unsigned long long)bytes);
}
#define CUDACORE__CHECK_DYN_SMEM(ko, device, bytes, call) \
    do { \
        if (CUDACORE__UNLIKELY((bytes) > cudacore__loadu32(&(ko)->dyn_smem_max))) { \
            cudacore_result r_ = cudacore__check_dyn_smem_full((ko), (device), (bytes), (call)); \
            if (r_ != CUDACORE_SUCCESS) return r_; \
        } \
    } while (0)

/* st: the stream (device -1 for a raw or default stream: the thread's context).
   args: the value pointers; sized: the same with sizes (sized forms), or NULL. */
CUDACORE__PRIVATE cudacore_result cudacore__launch(const cudacore__strm *st, const cudacore_launch_config *cfg, cudacore_kernel k,
                                                   void **args, const cudacore_arg *sized, size_t num_args, const char *call) {
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute attrs[4];
    unsigned grid[3], block[3], n = 0;
    int i;
    CUDACORE__LOOKUP(cudacore__kernel_obj, ko, KERNEL, k.id, call);
    if (CUDACORE__UNLIKELY(!cfg || (num_args && !args)))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "cfg is NULL, or args is NULL with num_args > 0");
    if (CUDACORE__UNLIKELY(!cfg->grid[0] || !cfg->block[0]))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "grid[0] and block[0] must be > 0 (grid %u, block %u)", cfg->grid[0],
                              cfg->block[0]);
    if (CUDACORE__UNLIKELY(cfg->shared_mem > 0xFFFFFFFFu))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "shared_mem = %llu bytes does not fit the driver's 32-bit field",
                              (unsigned long long)cfg->shared_mem);
    for (i = 0; i < 3; i++) {
        grid[i] = cfg->grid[i] ? cfg->grid[i] : 1;
        block[i] = cfg->block[i] ? cfg->block[i] : 1;
    }
    if (cfg->cluster[0]) {
        unsigned c[3];
        for (i = 0; i < 3; i++) {
            c[i] = cfg->cluster[i] ? cfg->cluster[i] : 1;
            if (CUDACORE__UNLIKELY(grid[i] > 0xFFFFFFFFu / c[i]))
                return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "grid.%c = %u clusters of %u blocks is more than 2^32 blocks", "xyz"[i],
                                      grid[i], c[i]);
            grid[i] *= c[i]; /* the grid counts clusters */
        }
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        attrs[n].value.clusterDim.x = c[0];
        attrs[n].value.clusterDim.y = c[1];
        attrs[n].value.clusterDim.z = c[2];
        n++;
    }
    if (cfg->cooperative) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
        attrs[n].value.cooperative = 1;
        n++;
    }
    if (cfg->priority) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_PRIORITY;
        attrs[n].value.priority = cfg->priority;
        n++;
    }
    if (cfg->programmatic_dependent_launch) {
        attrs[n].id = CUDACORE_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
        attrs[n].value.programmaticStreamSerializationAllowed = 1;
        n++;
    }
    if (CUDACORE__CHECK_ARGS()) {
        cudacore_result r = cudacore__check_args(ko, args, sized, num_args, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
#ifdef CUDACORE_DEBUG
    if (!cudacore__g.desc.disable_validation) {
        cudacore_result r = cudacore__validate_launch(ko, grid, block, cfg, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
#endif
    CUDACORE__CHECK_DYN_SMEM(ko, st->device, cfg->shared_mem, call);
    lc.gridDimX = grid[0];
    lc.gridDimY = grid[1];
    lc.gridDimZ = grid[2];
    lc.blockDimX = block[0];
    lc.blockDimY = block[1];
    lc.blockDimZ = block[2];
    lc.sharedMemBytes = (unsigned)cfg->shared_mem;
    lc.hStream = st->cs;
    lc.attrs = n ? attrs : NULL;
    lc.numAttrs = n;
    /* in the kernel's own context its function skips the driver's CUkernel
       resolution; in any other the CUkernel is resolved there */
    if (CUDACORE__UNLIKELY(cudacore__g.desc.nvtx_hot_paths)) { /* asked for: a range around the launch */
        int rg = cudacore__nvtx_range_begin("launch %s", ko->name);
        cudacore_result r;
        CUDACORE__CU_ON(r, *st, cuLaunchKernelEx, (&lc, st->ctx == ko->ctx && ko->ctx_func ? ko->ctx_func : ko->func, args, NULL));
        cudacore__nvtx_range_end(rg);
        return r;
    }
    CUDACORE__CU_ON_TRY(*st, cuLaunchKernelEx, (&lc, st->ctx == ko->ctx && ko->ctx_func ? ko->ctx_func : ko->func, args, NULL));
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_launch_native(cudacore_CUstream hs, const cudacore_launch_config *cfg, cudacore_kernel k, void **args,
                                                    size_t num_args) {
    cudacore__strm st;
    st.cs = hs;
    st.ctx = NULL;
    st.device = -1;
    return cudacore__launch(&st, cfg, k, args, NULL, num_args, "cudacore_launch_native");
}

CUDACORE_API cudacore_result cudacore_launch(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, void **args, size_t num_args) {
    CUDACORE__STREAM(s, st, "cudacore_launch");
    return cudacore__launch(&st, cfg, k, args, NULL, num_args, "cudacore_launch");
}

CUDACORE_API cudacore_result cudacore_launch_sized(cudacore_stream s, const cudacore_launch_config *cfg, cudacore_kernel k, const cudacore_arg *args,
                                                   size_t num_args) {
    static const char call[] = "cudacore_launch_sized";
    void *vals[CUDACORE_MAX_SIZED_ARGS];
    cudacore_result r;
    CUDACORE__STREAM(s, st, call);
    if (CUDACORE__UNLIKELY((r = cudacore__arg_values(args, num_args, vals, call)) != CUDACORE_SUCCESS)) return r;
    return cudacore__launch(&st, cfg, k, vals, args, num_args, call);
}

/*--- occupancy ---*/
#define CUDACORE__KFUNC(k, var, call) \
    CUDACORE__LOOKUP(cudacore__kernel_obj, var, KERNEL, (k).id, call); \
    { \
        int cudacore__d_; \
        cudacore_result cudacore__r_ = cudacore__current_device(&cudacore__d_, call); \
        if (cudacore__r_ != CUDACORE_SUCCESS) return cudacore__r_; \
    }
CUDACORE_API cudacore_result cudacore_kernel_max_active_blocks_per_sm(cudacore_kernel k, int block_size, size_t smem, int *blocks) {
    if (blocks) *blocks = 0;
    if (!blocks) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_active_blocks_per_sm", "blocks is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_active_blocks_per_sm");
        CUDACORE__CU_TRY(cuOccupancyMaxActiveBlocksPerMultiprocessor, (blocks, o->func, block_size, smem));
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_max_potential_block_size(cudacore_kernel k, size_t smem, int limit, int *min_grid, int *block_size) {
    int g = 0, b = 0;
    if (min_grid) *min_grid = 0;
    if (block_size) *block_size = 0;
    if (!block_size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_potential_block_size", "block_size is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_potential_block_size");
        CUDACORE__CU_TRY(cuOccupancyMaxPotentialBlockSize, (&g, &b, o->func, NULL, smem, limit));
    }
    if (min_grid) *min_grid = g;
    *block_size = b;
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_available_dynamic_smem_per_block(cudacore_kernel k, int num_blocks, int block_size, size_t *bytes) {
    if (bytes) *bytes = 0;
    if (!bytes) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_available_dynamic_smem_per_block", "bytes is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_available_dynamic_smem_per_block");
        CUDACORE__CU_TRY(cuOccupancyAvailableDynamicSMemPerBlock, (bytes, o->func, num_blocks, block_size));
    }
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE void cudacore__native_cfg(const cudacore_launch_config *cfg, cudacore_CUlaunchConfig *lc, cudacore_CUlaunchAttribute *a) {
    memset(lc, 0, sizeof *lc);
    memset(a, 0, sizeof *a);
    lc->gridDimX = cfg->grid[0] ? cfg->grid[0] : 1;
    lc->gridDimY = cfg->grid[1] ? cfg->grid[1] : 1;
    lc->gridDimZ = cfg->grid[2] ? cfg->grid[2] : 1;
    lc->blockDimX = cfg->block[0] ? cfg->block[0] : 1;
    lc->blockDimY = cfg->block[1] ? cfg->block[1] : 1;
    lc->blockDimZ = cfg->block[2] ? cfg->block[2] : 1;
    lc->sharedMemBytes = (unsigned)cfg->shared_mem;
    if (cfg->cluster[0]) {
        a->id = CUDACORE_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        a->value.clusterDim.x = cfg->cluster[0];
        a->value.clusterDim.y = cfg->cluster[1] ? cfg->cluster[1] : 1;
        a->value.clusterDim.z = cfg->cluster[2] ? cfg->cluster[2] : 1;
        lc->gridDimX *= a->value.clusterDim.x;
        lc->gridDimY *= a->value.clusterDim.y;
        lc->gridDimZ *= a->value.clusterDim.z;
        lc->attrs = a;
        lc->numAttrs = 1;
    }
}
CUDACORE_API cudacore_result cudacore_kernel_max_potential_cluster_size(cudacore_kernel k, const cudacore_launch_config *cfg, int *size) {
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a;
    if (size) *size = 0;
    if (!cfg || !size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_potential_cluster_size", "cfg or size is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_potential_cluster_size");
        cudacore__native_cfg(cfg, &lc, &a);
        CUDACORE__CU_TRY(cuOccupancyMaxPotentialClusterSize, (size, o->func, &lc));
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_max_active_clusters(cudacore_kernel k, const cudacore_launch_config *cfg, int *clusters) {
    cudacore_CUlaunchConfig lc;
    cudacore_CUlaunchAttribute a;
    if (clusters) *clusters = 0;
    if (!cfg || !clusters) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_max_active_clusters", "cfg or clusters is NULL");
    {
        CUDACORE__KFUNC(k, o, "cudacore_kernel_max_active_clusters");
        cudacore__native_cfg(cfg, &lc, &a);
        CUDACORE__CU_TRY(cuOccupancyMaxActiveClusters, (clusters, o->func, &lc));
    }
    return CUDACORE_SUCCESS;
}

/*--- linker ---*/
typedef struct cudacore__linker_obj {
    cudacore_linker_backend backend;
    cudacore_linker_backend asked;   /* the options' backend (AUTO, or the one named) */
    cudacore_nvJitLinkHandle jl;
    cudacore_CUlinkState cl;
    char *info_log, *error_log;
    char *drv_info, *drv_err;    /* driver log buffers */
    int has_lto_input;
    /* cuLinkCreate's option arrays: the driver keeps them and writes the log
       sizes back into jv at every cuLinkAddData/cuLinkComplete, so they live
       as long as the link state (in the slot, which never moves) */
    cudacore_CUjit_option jo[10];
    void *jv[10];
} cudacore__linker_obj;
CUDACORE__FITS_SLOT(cudacore__linker_obj);

CUDACORE__PRIVATE cudacore_result cudacore__linker_opt_level(const cudacore_linker_options *o, const char *call) {
    if (o->optimization_level < 0 || o->optimization_level > CUDACORE_OPT_LEVEL(3))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "optimization_level %d is not 0 or CUDACORE_OPT_LEVEL(0..3)", o->optimization_level);
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__linker_strs(const cudacore_linker_options *o, cudacore__strs *l, const char *call) {
    char arch[32];
    cudacore_result r = cudacore__linker_opt_level(o, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__resolve_arch(o->arch, arch, sizeof arch, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__strs_addf(l, "-arch=sm_%s", arch);
    if (o->max_register_count) cudacore__strs_addf(l, "-maxrregcount=%d", o->max_register_count);
    if (o->verbose > 0) cudacore__strs_addf(l, "-verbose");
    if (o->link_time_optimization > 0) cudacore__strs_addf(l, "-lto");
    if (o->optimization_level) cudacore__strs_addf(l, "-O%d", o->optimization_level - 1);
    if (o->debug > 0) cudacore__strs_addf(l, "-g");
    if (o->lineinfo > 0) cudacore__strs_addf(l, "-lineinfo");
    if (o->no_cache > 0) cudacore__strs_addf(l, "-no-cache");
    if (o->time > 0) cudacore__strs_addf(l, "-time");
    if (o->split_compile) cudacore__strs_addf(l, "-split-compile=%d", o->split_compile);
    if (o->split_compile_extended) cudacore__strs_addf(l, "-split-compile-extended=%d", o->split_compile_extended);
    cudacore__add_list(l, "-Xptxas=%s", o->ptxas_options, o->num_ptxas_options);
    if (o->ftz) cudacore__strs_addf(l, "-ftz=%d", o->ftz > 0);
    if (o->prec_div) cudacore__strs_addf(l, "-prec-div=%d", o->prec_div > 0);
    if (o->prec_sqrt) cudacore__strs_addf(l, "-prec-sqrt=%d", o->prec_sqrt > 0);
    if (o->fma) cudacore__strs_addf(l, "-fma=%d", o->fma > 0);
    cudacore__add_list(l, "-kernels-used=%s", o->kernels_used, o->num_kernels_used);
    cudacore__add_list(l, "-variables-used=%s", o->variables_used, o->num_variables_used);
    if (o->optimize_unused_variables > 0) cudacore__strs_addf(l, "-optimize-unused-variables");
    return l->oom ? CUDACORE_ERROR_OUT_OF_HOST_MEMORY : CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_linker_options_format(const cudacore_linker_options *opts, char *buf, size_t cap, size_t *needed) {
    cudacore_linker_options def;
    cudacore__strs l;
    cudacore_result r;
    if (needed) *needed = 0;
    if (!opts) {
        memset(&def, 0, sizeof def);
        opts = &def;
    }
    cudacore__ensure_setup();
    memset(&l, 0, sizeof l);
    r = cudacore__linker_strs(opts, &l, "cudacore_linker_options_format");
    if (r == CUDACORE_SUCCESS) r = cudacore__format_strs(&l, buf, cap, needed, "cudacore_linker_options_format");
    cudacore__strs_free(&l);
    return r;
}

CUDACORE__PRIVATE void cudacore__jl_logs(cudacore__linker_obj *o) {
    size_t n = 0;
    cudacore__free(o->info_log);
    cudacore__free(o->error_log);
    o->info_log = o->error_log = NULL;
    if (CUDACORE__NVJITLINK(nvJitLinkGetInfoLogSize)(o->jl, &n) == 0 && (o->info_log = (char *)cudacore__malloc(n + 1)) != NULL) {
        o->info_log[0] = 0;
        if (n) CUDACORE__NVJITLINK(nvJitLinkGetInfoLog)(o->jl, o->info_log);
    }
    n = 0;
    if (CUDACORE__NVJITLINK(nvJitLinkGetErrorLogSize)(o->jl, &n) == 0 && (o->error_log = (char *)cudacore__malloc(n + 1)) != NULL) {
        o->error_log[0] = 0;
        if (n) CUDACORE__NVJITLINK(nvJitLinkGetErrorLog)(o->jl, o->error_log);
    }
}

CUDACORE_API cudacore_result cudacore_linker_create(const cudacore_linker_options *opts, cudacore_linker *out) {
    static const char call[] = "cudacore_linker_create";
    cudacore_linker_options def;
    cudacore__linker_obj *o;
    cudacore__strs l;
    const char **argv = NULL;
    uint64_t id;
    cudacore_result r;
    cudacore_linker_backend be;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if (!opts) {
        memset(&def, 0, sizeof def);
        opts = &def;
    }
    if ((unsigned)opts->backend > CUDACORE_LINKER_DRIVER)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown linker backend %d", (int)opts->backend);
    if ((r = cudacore__linker_opt_level(opts, call)) != CUDACORE_SUCCESS) return r;
    cudacore__ensure_setup();
    be = opts->backend;
    if (be != CUDACORE_LINKER_DRIVER) {
        r = cudacore__need(CUDACORE_LIBRARY_NVJITLINK, call);
        if (r == CUDACORE_SUCCESS && cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].version >= 12030) be = CUDACORE_LINKER_NVJITLINK;
        else if (be == CUDACORE_LINKER_NVJITLINK)
            return r != CUDACORE_SUCCESS ? r : CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "nvJitLink older than 12.3 is not used");
        else be = CUDACORE_LINKER_DRIVER;
    }
    if (be == CUDACORE_LINKER_DRIVER) {
        if (opts->time || opts->split_compile || opts->split_compile_extended || opts->num_ptxas_options || opts->ftz || opts->prec_div ||
            opts->prec_sqrt || opts->fma || opts->num_kernels_used || opts->num_variables_used || opts->optimize_unused_variables)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                                  "the driver linker (cuLink*) cannot honour time, split_compile*, ptxas_options, ftz, prec_*, fma, "
                                  "kernels_used, variables_used or optimize_unused_variables: they need nvJitLink 12.3+");
    }
    o = (cudacore__linker_obj *)cudacore__pool_reserve(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], &id, call);
    if (!o) return cudacore_last_error()->result;
    o->backend = be;
    o->asked = opts->backend;
    if (be == CUDACORE_LINKER_NVJITLINK) {
        cudacore_nvJitLinkResult jr;
        memset(&l, 0, sizeof l);
        r = cudacore__linker_strs(opts, &l, call);
        if (r == CUDACORE_SUCCESS && !(argv = cudacore__strs_argv(&l, call))) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (r == CUDACORE_SUCCESS && (jr = CUDACORE__NVJITLINK(nvJitLinkCreate)(&o->jl, (uint32_t)l.count, argv)) != 0) {
            r = CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "nvJitLinkCreate failed (%d): an option may be invalid", (int)jr);
            cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
        }
        cudacore__free((void *)argv);
        cudacore__strs_free(&l);
    } else {
        cudacore_CUjit_option *jo = o->jo;
        void **jv = o->jv;
        unsigned n = 0;
        char arch[32];
        int dev;
        r = cudacore__current_device(&dev, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__resolve_arch(opts->arch, arch, sizeof arch, call);
        o->drv_info = (char *)cudacore__calloc(16384, call);
        o->drv_err = (char *)cudacore__calloc(16384, call);
        if (r == CUDACORE_SUCCESS && (!o->drv_info || !o->drv_err)) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (r == CUDACORE_SUCCESS) {
            jo[n] = CUDACORE_CU_JIT_INFO_LOG_BUFFER, jv[n++] = o->drv_info;
            jo[n] = CUDACORE_CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, jv[n++] = (void *)(uintptr_t)16384;
            jo[n] = CUDACORE_CU_JIT_ERROR_LOG_BUFFER, jv[n++] = o->drv_err;
            jo[n] = CUDACORE_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, jv[n++] = (void *)(uintptr_t)16384;
            jo[n] = CUDACORE_CU_JIT_TARGET, jv[n++] = (void *)(uintptr_t)atoi(arch);
            if (opts->max_register_count) jo[n] = CUDACORE_CU_JIT_MAX_REGISTERS, jv[n++] = (void *)(uintptr_t)opts->max_register_count;
            if (opts->verbose > 0) jo[n] = CUDACORE_CU_JIT_LOG_VERBOSE, jv[n++] = (void *)(uintptr_t)1;
            if (opts->optimization_level) jo[n] = CUDACORE_CU_JIT_OPTIMIZATION_LEVEL, jv[n++] = (void *)(uintptr_t)(opts->optimization_level - 1);
            if (opts->debug > 0) jo[n] = CUDACORE_CU_JIT_GENERATE_DEBUG_INFO, jv[n++] = (void *)(uintptr_t)1;
            if (opts->lineinfo > 0) jo[n] = CUDACORE_CU_JIT_GENERATE_LINE_INFO, jv[n++] = (void *)(uintptr_t)1;
            r = CUDACORE__CU_CALL(cuLinkCreate, (n, jo, jv, &o->cl));
        }
    }
    if (r != CUDACORE_SUCCESS) {
        if (o->jl) CUDACORE__CLEANUP(CUDACORE__NVJITLINK(nvJitLinkDestroy)(&o->jl));
        cudacore__free(o->drv_info);
        cudacore__free(o->drv_err);
        cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], o, id);
        return r;
    }
    cudacore__pool_commit(o, id);
    out->id = id;
    return CUDACORE_SUCCESS;
}

/* The PTX of a linker input of type PTX (its data, or its file read). */
CUDACORE__PRIVATE void cudacore__input_ptx(const cudacore_link_input *in, int producer, cudacore__ptx_info *pi) {
    void *file = NULL;
    size_t n = 0;
    memset(pi, 0, sizeof *pi);
    pi->producer = producer;
    pi->nvrtc = producer != 0;
    if (in->type != CUDACORE_CODE_PTX) return;
    if (in->data) {
        cudacore__code_ptx(in->type, in->data, in->size ? in->size : strlen((const char *)in->data), 0, pi);
    } else if (cudacore__read_file(in->path, &file, &n)) {
        cudacore__code_ptx(in->type, file, n, 0, pi);
        cudacore__free(file);
    }
}
/* LTO-IR from NVRTC `producer` that nvJitLink `have` cannot link: another
   major version, or newer. */
CUDACORE__COLD cudacore_result cudacore__lto_mismatch(const char *code, int producer, int have, const char *call) {
    char p[32], h[32];
    cudacore__release_text(producer, p, sizeof p);
    cudacore__release_text(have, h, sizeof h);
    return CUDACORE__FAIL(CUDACORE_ERROR_VERSION_MISMATCH, call,
                          "%s: LTO-IR from NVRTC %s needs nvJitLink %s or a newer %d.x; the loaded nvJitLink is %s (%.200s): load the nvJitLink of "
                          "NVRTC's toolkit (cudacore_desc.nvjitlink_path, CUDACORE_NVJITLINK_PATH), or compile with an NVRTC %d.x no newer than it",
                          code, p, p, producer / 1000, h, cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].path, have / 1000);
}
/* A linker input's versions against the linker's, before it sees them:
   PTX newer than it assembles; LTO-IR of a known compiler (cudacore's
   NVRTC) of another major version than nvJitLink, or newer. */
CUDACORE__PRIVATE cudacore_result cudacore__link_input_check(const cudacore__linker_obj *o, const cudacore_link_input *in, int producer, const char *name,
                                                             const char *call) {
    int jl = o->backend == CUDACORE_LINKER_NVJITLINK;
    int have = jl ? cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].version : cudacore__g.driver_version;
    char code[160];
    cudacore__ptx_info pi;
    snprintf(code, sizeof code, "linker input '%.100s'", name);
    if (jl && in->type == CUDACORE_CODE_LTOIR && producer && (producer / 1000 != have / 1000 || producer > have))
        return cudacore__lto_mismatch(code, producer, have, call);
    cudacore__input_ptx(in, producer, &pi);
    if (!cudacore__ptx_too_new(&pi, have)) return CUDACORE_SUCCESS;
    return cudacore__ptx_mismatch(code, &pi, jl ? CUDACORE__TAKER_NVJITLINK : CUDACORE__TAKER_CULINK, have, call);
}
/* LTO-IR given to a linker that uses the driver's cuLink, which cannot link it. */
CUDACORE__COLD cudacore_result cudacore__culink_lto(const cudacore__linker_obj *o, const char *call) {
    const cudacore__lib *jl = &cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK];
    char why[128];
    if (o->asked == CUDACORE_LINKER_DRIVER) snprintf(why, sizeof why, "it was created with backend CUDACORE_LINKER_DRIVER");
    else if (cudacore__load32(&jl->state) == 1) snprintf(why, sizeof why, "the loaded nvJitLink, %d.%d, is older than 12.3", jl->version / 1000, jl->version % 1000 / 10);
    else snprintf(why, sizeof why, "nvJitLink could not be loaded");
    return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                          "the driver linker (cuLink*) cannot link LTO-IR, and this linker uses it: %s. Link LTO-IR with nvJitLink 12.3 or newer "
                          "(backend CUDACORE_LINKER_NVJITLINK; cudacore_desc.nvjitlink_path, CUDACORE_NVJITLINK_PATH)",
                          why);
}
/* nvJitLink refused an input as newer than itself. */
CUDACORE__COLD cudacore_result cudacore__jl_outdated(const cudacore__linker_obj *o, const char *name, const char *call) {
    const cudacore__lib *jl = &cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK];
    CUDACORE__FAIL(CUDACORE_ERROR_VERSION_MISMATCH, call,
                   "linker input '%.100s': the loaded nvJitLink, %d.%d (%.200s), is older than the compiler that made it (it answered "
                   "NVJITLINK_ERROR_OUTDATED_LIBRARY): load an nvJitLink as new as that compiler, of its major version (cudacore_desc.nvjitlink_path, "
                   "CUDACORE_NVJITLINK_PATH)",
                   name, jl->version / 1000, jl->version % 1000 / 10, jl->path);
    cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, 14, "NVJITLINK_ERROR_OUTDATED_LIBRARY", "");
    cudacore__set_detail(o->error_log ? o->error_log : "");
    return CUDACORE_ERROR_VERSION_MISMATCH;
}

/* cudacore_linker_add; producer: the NVRTC that compiled the input (0: not known). */
CUDACORE__PRIVATE cudacore_result cudacore__linker_add(cudacore_linker lk, const cudacore_link_input *in, int producer) {
    static const char call[] = "cudacore_linker_add";
    /* nvJitLinkInputType / CUjitInputType by cudacore_code_type */
    static const int jl_type[] = {0, 1, 2, 3, 4, 5, 6};
    static const int cu_type[] = {-1, 0, 1, -1, 2, 3, 4};
    const char *name;
    CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, call);
    if (!in || (!in->data == !in->path)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input is NULL, or gives both or neither of data and path");
    if ((unsigned)in->type == 0 || (unsigned)in->type > CUDACORE_CODE_LIBRARY)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input.type must be set (CUBIN, PTX, LTOIR, FATBIN, OBJECT, LIBRARY)");
    if (in->data && !in->size && in->type != CUDACORE_CODE_PTX)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input.size is 0 (only PTX text may leave it to strlen)");
    name = in->name ? in->name : (in->path ? in->path : "input");
    if (o->backend == CUDACORE_LINKER_DRIVER && cu_type[in->type] < 0) return cudacore__culink_lto(o, call);
    {
        cudacore_result r = cudacore__link_input_check(o, in, producer, name, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    if (o->backend == CUDACORE_LINKER_NVJITLINK) {
        cudacore_nvJitLinkResult jr;
        size_t size = in->size;
        if (in->data && !size && in->type == CUDACORE_CODE_PTX) size = strlen((const char *)in->data) + 1;
        if (in->data) jr = CUDACORE__NVJITLINK(nvJitLinkAddData)(o->jl, (cudacore_nvJitLinkInputType)jl_type[in->type], in->data, size, name);
        else jr = CUDACORE__NVJITLINK(nvJitLinkAddFile)(o->jl, (cudacore_nvJitLinkInputType)jl_type[in->type], in->path);
        if (jr) {
            cudacore__jl_logs(o);
            if ((int)jr == 14) return cudacore__jl_outdated(o, name, call); /* NVJITLINK_ERROR_OUTDATED_LIBRARY */
            CUDACORE__FAIL(CUDACORE_ERROR_LINK, call, "nvJitLink rejected input '%s' (%d; the log is in the error detail)", name, (int)jr);
            cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
            cudacore__set_detail(o->error_log ? o->error_log : "");
            return CUDACORE_ERROR_LINK;
        }
    } else {
        cudacore_result r;
        if (in->data) {
            size_t size = in->size;
            if (!size && in->type == CUDACORE_CODE_PTX) size = strlen((const char *)in->data) + 1;
            r = CUDACORE__CU_CALL(cuLinkAddData, (o->cl, (cudacore_CUjitInputType)cu_type[in->type], (void *)(uintptr_t)in->data, size, name, 0, NULL, NULL));
        } else
            r = CUDACORE__CU_CALL(cuLinkAddFile, (o->cl, (cudacore_CUjitInputType)cu_type[in->type], in->path, 0, NULL, NULL));
        if (r != CUDACORE_SUCCESS) {
            cudacore__set_detail(o->drv_err);
            return r;
        }
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_linker_add(cudacore_linker lk, const cudacore_link_input *in) { return cudacore__linker_add(lk, in, 0); }

CUDACORE_API cudacore_result cudacore_linker_add_object_code(cudacore_linker lk, cudacore_object_code oc) {
    cudacore_link_input in;
    CUDACORE__LOOKUP(cudacore__object_code_obj, c, OBJECT_CODE, oc.id, "cudacore_linker_add_object_code");
    memset(&in, 0, sizeof in);
    in.type = c->img->type;
    in.data = c->img->data;
    in.size = c->img->size + (c->img->type == CUDACORE_CODE_PTX ? 1 : 0);
    in.name = c->img->name[0] ? c->img->name : "object_code";
    return cudacore__linker_add(lk, &in, c->img->producer);
}

CUDACORE__PRIVATE cudacore_result cudacore__linker_link(cudacore_linker lk, cudacore_code_type target, cudacore_object_code *out) {
    static const char call[] = "cudacore_linker_link";
    cudacore__image *img = NULL;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
    if (target != CUDACORE_CODE_CUBIN && target != CUDACORE_CODE_PTX) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the linker outputs CUBIN or PTX");
    {
        CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, call);
        if (o->backend == CUDACORE_LINKER_NVJITLINK) {
            cudacore_nvJitLinkResult jr = CUDACORE__NVJITLINK(nvJitLinkComplete)(o->jl);
            size_t n = 0;
            cudacore__jl_logs(o);
            if (jr) {
                CUDACORE__FAIL(CUDACORE_ERROR_LINK, call, "linking failed (%d; the nvJitLink error log is in the error detail)", (int)jr);
                cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
                cudacore__set_detail(o->error_log ? o->error_log : "");
                return CUDACORE_ERROR_LINK;
            }
            jr = target == CUDACORE_CODE_CUBIN ? CUDACORE__NVJITLINK(nvJitLinkGetLinkedCubinSize)(o->jl, &n)
                                               : CUDACORE__NVJITLINK(nvJitLinkGetLinkedPtxSize)(o->jl, &n);
            if (jr) return CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "getting the linked %s failed (%d; PTX output needs link_time_optimization)",
                                          target == CUDACORE_CODE_CUBIN ? "CUBIN" : "PTX", (int)jr);
            img = cudacore__image_new(target, "", 0, "linked", 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            cudacore__free(img->data);
            if (!(img->data = (char *)cudacore__calloc(n + 1, call))) {
                cudacore__image_free(img);
                return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            }
            jr = target == CUDACORE_CODE_CUBIN ? CUDACORE__NVJITLINK(nvJitLinkGetLinkedCubin)(o->jl, img->data)
                                               : CUDACORE__NVJITLINK(nvJitLinkGetLinkedPtx)(o->jl, img->data);
            if (jr) {
                cudacore__image_free(img);
                return CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "getting the linked %s failed (%d)",
                                      target == CUDACORE_CODE_CUBIN ? "CUBIN" : "PTX", (int)jr);
            }
            if (target == CUDACORE_CODE_PTX && n && !img->data[n - 1]) n--;
            img->size = n;
        } else {
            void *cubin = NULL;
            size_t n = 0;
            cudacore_result r;
            if (target != CUDACORE_CODE_CUBIN) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "the driver linker outputs CUBIN only");
            r = CUDACORE__CU_CALL(cuLinkComplete, (o->cl, &cubin, &n));
            if (r != CUDACORE_SUCCESS) {
                cudacore__set_detail(o->drv_err);
                return r;
            }
            img = cudacore__image_new(CUDACORE_CODE_CUBIN, cubin, n, "linked", 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    return cudacore__object_code_wrap(img, out, call);
}

CUDACORE_API cudacore_result cudacore_linker_link(cudacore_linker lk, cudacore_code_type target, cudacore_object_code *out) {
    int rg = cudacore__nvtx_range_begin("cudacore_linker_link");
    cudacore_result r = cudacore__linker_link(lk, target, out);
    cudacore__nvtx_range_end(rg);
    return r;
}

CUDACORE_API cudacore_result cudacore_linker_logs(cudacore_linker lk, const char **info, const char **err) {
    if (info) *info = "";
    if (err) *err = "";
    {
        CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, "cudacore_linker_logs");
        if (info) *info = o->backend == CUDACORE_LINKER_DRIVER ? o->drv_info : (o->info_log ? o->info_log : "");
        if (err) *err = o->backend == CUDACORE_LINKER_DRIVER ? o->drv_err : (o->error_log ? o->error_log : "");
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_linker_backend_used(cudacore_linker lk, cudacore_linker_backend *backend) {
    if (!backend) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_linker_backend_used", "backend is NULL");
    *backend = CUDACORE_LINKER_AUTO;
    {
        CUDACORE__LOOKUP(cudacore__linker_obj, o, LINKER, lk.id, "cudacore_linker_backend_used");
        *backend = o->backend;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_linker_destroy(cudacore_linker lk) {
    cudacore__linker_obj *o = (cudacore__linker_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], lk.id, "cudacore_linker_destroy");
    if (!o) return cudacore_last_error()->result;
    if (o->jl) CUDACORE__CLEANUP(CUDACORE__NVJITLINK(nvJitLinkDestroy)(&o->jl));
    if (o->cl) CUDACORE__CLEANUP(CUDACORE__CU(cuLinkDestroy)(o->cl));
    cudacore__free(o->info_log);
    cudacore__free(o->error_log);
    cudacore__free(o->drv_info);
    cudacore__free(o->drv_err);
    cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_LINKER], o, lk.id);
    return CUDACORE_SUCCESS;
}

/* PTX program -> CUBIN through the linker. */
CUDACORE__PRIVATE cudacore_result cudacore__link_ptx(const cudacore__image *ptx, const char *arch, cudacore__image **out, const char *call) {
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_link_input in;
    cudacore_object_code oc;
    cudacore_result r;
    (void)call;
    *out = NULL;
    memset(&lo, 0, sizeof lo);
    lo.arch = arch;
    if ((r = cudacore_linker_create(&lo, &lk)) != CUDACORE_SUCCESS) return r;
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_PTX;
    in.data = ptx->data;
    in.size = ptx->size + 1;
    in.name = ptx->name;
    r = cudacore_linker_add(lk, &in);
    if (r == CUDACORE_SUCCESS) r = cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &oc);
    if (r == CUDACORE_SUCCESS) {
        cudacore__object_code_obj *c = (cudacore__object_code_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id, call);
        *out = c->img;
        cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], c, oc.id);
    }
    cudacore_linker_destroy(lk);
    return r;
}

