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
