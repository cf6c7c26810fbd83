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
#define CUDACORE__CACHE_FORMAT 3u /* 3: stat data in nanoseconds */
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
#if !defined(_WIN32)
    if (cudacore__cache.folder_state > 0) close(cudacore__cache.folder_fd); /* (users hold descriptors of their own) */
#endif
    cudacore__cache.folder_state = 0;
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
/* Why this thread's last compile was not stored ("": it was, or was a hit). */
static CUDACORE__TLS char cudacore__cache_why[512];
CUDACORE_API cudacore_result cudacore_compile_cache_stats_get(cudacore_compile_cache_stats_info *out) {
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_compile_cache_stats_get", "out is NULL");
    memset(out, 0, sizeof *out);
    cudacore__lock(&cudacore__cache_lock);
    out->hits = cudacore__cache.hits;
    out->misses = cudacore__cache.misses;
    out->stored = cudacore__cache.stored;
    out->not_stored = cudacore__cache.not_stored;
    cudacore__unlock(&cudacore__cache_lock);
    cudacore__copy(out->why, sizeof out->why, cudacore__cache_why);
    return CUDACORE_SUCCESS;
}
/* Counts what became of a compile: a hit (hit 1), or a miss that was stored
   or not (why: the reason, said by cudacore_compile_cache_stats_get). */
CUDACORE__PRIVATE void cudacore__cache_count(int hit, int stored, const char *why) {
    cudacore__lock(&cudacore__cache_lock);
    if (hit) cudacore__cache.hits++;
    else if (stored) cudacore__cache.stored++;
    else cudacore__cache.not_stored++;
    cudacore__unlock(&cudacore__cache_lock);
    cudacore__copy(cudacore__cache_why, sizeof cudacore__cache_why, hit || stored ? "" : why);
}
CUDACORE_API void cudacore_compile_cache_reset_stats(void) {
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.hits = cudacore__cache.misses = cudacore__cache.stored = cudacore__cache.not_stored = 0;
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
   and, in turn, of each file found (cudacore__pp_scan below), resolved as
   NVRTC resolves them (src/programs.c, cudacore__scan_include). Every path
   looked at is kept, found or not, so that a file put in an earlier folder
   later counts as a change too. What cannot be known makes the compile
   skip the cache (compiled, not stored, counted and said): an include of a
   macro, __has_include of a macro, a path that cannot be looked at (too
   long for the system, a folder that cannot be searched), an option that
   reads or writes files of its own (--use-pch, --create-pch, --pch-dir,
   --time, --fdevice-time-trace), a file over 64 MiB, over 4096 paths. No
   path is cut: each is as long as it is. */
#define CUDACORE__INPUTS_MAX 4096
#define CUDACORE__INPUT_FILE_MAX ((size_t)64 << 20)

/*--- the clock, as the times of files count it ---*/
#if !defined(_WIN32)
/* struct timespec of an LP64 system, for clock_gettime and nanosleep,
   looked up at run time: <time.h> declares them, and the struct, only under
   POSIX's feature macros, which the program including this file may not
   set. (CUDA's hosts are LP64; elsewhere whole seconds are used.) */
typedef struct cudacore__timespec {
    int64_t sec;
    long nsec;
} cudacore__timespec;
static void *cudacore__clock_fns[2]; /* clock_gettime, nanosleep (atomic; NULL: not looked up yet) */
CUDACORE__PRIVATE void *cudacore__clock_fn(int i) {
    static const char *const names[2] = {"clock_gettime", "nanosleep"};
    void *f = cudacore__loadptr(&cudacore__clock_fns[i]);
    if (!f && sizeof(long) == 8 && sizeof(cudacore__timespec) == 16) {
        f = cudacore__libc_symbol(names[i]);
        cudacore__storeptr(&cudacore__clock_fns[i], f);
    }
    return f;
}
#endif
/* Now, in nanoseconds since 1970. */
CUDACORE__PRIVATE int64_t cudacore__now_ns(void) {
#if defined(_WIN32)
    FILETIME ft;
    GetSystemTimeAsFileTime(&ft);
    return (int64_t)((((uint64_t)ft.dwHighDateTime << 32) | ft.dwLowDateTime) - 116444736000000000ull) * 100;
#else
    void *f = cudacore__clock_fn(0);
    int (*get)(int, cudacore__timespec *) = NULL;
    cudacore__timespec ts;
    if (f) memcpy(&get, &f, sizeof f); /* ISO C has no void* to function pointer cast */
    if (!get || get(0 /* CLOCK_REALTIME */, &ts) != 0) return (int64_t)time(NULL) * 1000000000;
    return ts.sec * 1000000000 + ts.nsec;
#endif
}
/* Waits ns nanoseconds (at most 2 s). */
CUDACORE__PRIVATE void cudacore__sleep_ns(int64_t ns) {
#if defined(_WIN32)
    if (ns > 0) Sleep((DWORD)(ns / 1000000 + 1));
#else
    void *f = cudacore__clock_fn(1);
    int (*nap)(const cudacore__timespec *, cudacore__timespec *) = NULL;
    int64_t until = cudacore__now_ns() + ns;
    cudacore__timespec ts;
    if (ns <= 0) return;
    if (ns > 2000000000) ns = 2000000000;
    if (f) memcpy(&nap, &f, sizeof f);
    ts.sec = ns / 1000000000, ts.nsec = (long)(ns % 1000000000);
    if (nap) (void)nap(&ts, NULL);
    else
        while (cudacore__now_ns() < until) {} /* (no nanosleep: a C library without it) */
#endif
}

#if !defined(_WIN32)
/* A stat's modification (change 0) or status change (change 1) time in
   nanoseconds, in whatever fields this C library and the program's feature
   macros give (st_mtim; st_mtimespec; st_mtimensec; else whole seconds). */
CUDACORE__PRIVATE int64_t cudacore__stat_ns(const struct stat *st, int change) {
#if defined(__APPLE__) && defined(st_mtime)
    const struct timespec *t = change ? &st->st_ctimespec : &st->st_mtimespec;
    return (int64_t)t->tv_sec * 1000000000 + t->tv_nsec;
#elif defined(__APPLE__) || (defined(__GLIBC__) && !defined(st_mtime))
    return change ? (int64_t)st->st_ctime * 1000000000 + (int64_t)st->st_ctimensec : (int64_t)st->st_mtime * 1000000000 + (int64_t)st->st_mtimensec;
#elif defined(st_mtime)
    const struct timespec *t = change ? &st->st_ctim : &st->st_mtim;
    return (int64_t)t->tv_sec * 1000000000 + t->tv_nsec;
#else
    return (int64_t)(change ? st->st_ctime : st->st_mtime) * 1000000000;
#endif
}
#endif

/* path's stat data in stamp (dev, ino, size, mtime, ctime; times in
   nanoseconds): 1 for a regular file, 0 for nothing there (or not a file),
   -1 when the path cannot be looked at (*err: errno; too long, a folder
   that cannot be searched). *vouch: the data may stand for the bytes (the
   last change is over 2 s old; never on Windows, where the stamp is the
   size and the time of the last write). */
CUDACORE__PRIVATE int cudacore__file_stamp(const char *path, uint64_t stamp[5], int *vouch, int *err) {
#if defined(_WIN32)
    WIN32_FILE_ATTRIBUTE_DATA fa;
    memset(stamp, 0, 5 * sizeof stamp[0]);
    *vouch = 0;
    *err = 0;
    if (!GetFileAttributesExA(path, GetFileExInfoStandard, &fa)) {
        DWORD e = GetLastError();
        if (e == ERROR_FILE_NOT_FOUND || e == ERROR_PATH_NOT_FOUND || e == ERROR_INVALID_NAME) return 0;
        *err = e == ERROR_FILENAME_EXCED_RANGE ? ENAMETOOLONG : EACCES;
        return -1;
    }
    if (fa.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) return 0;
    stamp[2] = ((uint64_t)fa.nFileSizeHigh << 32) | fa.nFileSizeLow;
    stamp[3] = ((((uint64_t)fa.ftLastWriteTime.dwHighDateTime << 32) | fa.ftLastWriteTime.dwLowDateTime) - 116444736000000000ull) * 100;
    return 1;
#else
    struct stat st;
    int64_t now = cudacore__now_ns(), m, c;
    memset(stamp, 0, 5 * sizeof stamp[0]);
    *vouch = 0;
    *err = 0;
    if (stat(path, &st) != 0) return errno == ENOENT || errno == ENOTDIR ? 0 : (*err = errno, -1);
    if (!S_ISREG(st.st_mode)) return 0;
    m = cudacore__stat_ns(&st, 0), c = cudacore__stat_ns(&st, 1);
    stamp[0] = (uint64_t)st.st_dev, stamp[1] = (uint64_t)st.st_ino, stamp[2] = (uint64_t)st.st_size;
    stamp[3] = (uint64_t)m, stamp[4] = (uint64_t)c;
    *vouch = m < now - 2000000000 && c < now - 2000000000;
    return 1;
#endif
}

/* How long to wait before the stat data in stamp (a file's) can tell any
   later change: a write gives a file the file system's time of it, which
   lags the clock by up to a tick (1-10 ms; 20 are waited), or, where the
   times are whole seconds (a file system that keeps no more), by up to 2
   s. 0: nothing to wait; -1: the file changed in the future (a clock
   ahead), and its data can never tell. ccache's rule, with a wait instead
   of a refusal: a file modified at or after the compile started is not
   trusted until that time has passed. */
CUDACORE__PRIVATE int64_t cudacore__stamp_wait(const uint64_t stamp[5]) {
    int64_t t = (int64_t)(stamp[3] > stamp[4] ? stamp[3] : stamp[4]), now = cudacore__now_ns();
    int64_t margin = stamp[3] % 1000000000 == 0 && stamp[4] % 1000000000 == 0 ? 2000000000 : 20000000;
    if (t + margin < now) return 0;
    return t > now + 1000000000 ? -1 : t + margin - now;
}
/* path's stat data, once old enough to tell a later change (waiting when
   it is not), in stamp: 1; 0: path is no file now; -1: it changed in the
   future, or kept changing. */
CUDACORE__PRIVATE int cudacore__file_settled(const char *path, uint64_t stamp[5], int *vouch) {
    int tries, got, err;
    for (tries = 0; tries < 4; tries++) {
        int64_t wait;
        if ((got = cudacore__file_stamp(path, stamp, vouch, &err)) != 1) return got < 0 ? -1 : 0;
        if ((wait = cudacore__stamp_wait(stamp)) == 0) return 1;
        if (wait < 0) return -1;
        cudacore__sleep_ns(wait);
    }
    return -1;
}
/* The hash of path's bytes (1), and the bytes (NUL-terminated) in *text
   and their number in *n when asked; 0: unreadable or over 64 MiB. */
CUDACORE__PRIVATE int cudacore__file_hash(const char *path, cudacore__hash *h, char **text, size_t *n) {
    void *data = NULL;
    size_t size = 0;
    if (!cudacore__read_file(path, &data, &size)) return 0;
    if (size > CUDACORE__INPUT_FILE_MAX) {
        cudacore__free(data);
        return 0;
    }
    cudacore__hash_init(h);
    cudacore__hash_bytes(h, data, size);
    if (n) *n = size;
    if (text) *text = (char *)data;
    else cudacore__free(data);
    return 1;
}

/*--- what a C++ compile reads: the include directives, as the compiler sees them ---
   NVRTC says nothing of the files it opens, so cudacore finds them as the
   compiler does: the text goes through translation phases 1 to 3 before a
   directive is looked for. Phase 1: trigraphs (two question marks and =
   are #, two and / a backslash, ...) are replaced where the language
   standard has them: C++03 to C++14 (NVRTC replaces them there, and not
   under C++17, its default, or C++20). Phase 2: a backslash right before a
   newline (LF or CR LF; not a backslash, a space and a newline, nor a lone
   CR: NVRTC splices neither) joins two lines. Phase 3: each comment is one space; string and character
   literals, raw strings (C++11 on) among them, are skipped whole -- a raw
   string's body as written, before phases 1 and 2, as the standard says. A
   line whose first token is # or its digraph %: is a directive (spaces,
   tabs, form feeds, vertical tabs, carriage returns and comments may come
   before and after the #). Every #include and #include_next, and every
   __has_include and __has_include_next, is reported with its header name;
   one whose operand is not a header name written out (a macro), and a
   __has_include that is not called (a macro could call it: #define H
   __has_include), is reported as unknowable. Directives in groups that
   #if leaves out are reported too: a file more, never one less. */
typedef struct cudacore__pp {
    const char *p, *end; /* the text left */
    int tri;             /* trigraphs are replaced */
    int raw;             /* raw string literals exist */
} cudacore__pp;
enum { CUDACORE__PP_INCLUDE, CUDACORE__PP_INCLUDE_NEXT, CUDACORE__PP_HAS_INCLUDE, CUDACORE__PP_UNKNOWABLE };
/* What the scan found: an include of the header name (name, n bytes;
   quoted 1 for "...", 0 for <...>), or (UNKNOWABLE) a directive whose file
   cannot be known, name then being the text where it is. */
typedef void (*cudacore__pp_fn)(void *user, int what, const char *name, size_t n, int quoted);

/* The length of the newline at p (LF, or CR LF), 0 for none. */
CUDACORE__PRIVATE size_t cudacore__pp_newline(const char *p, const char *end) {
    if (p < end && p[0] == '\n') return 1;
    return end - p >= 2 && p[0] == '\r' && p[1] == '\n' ? 2 : 0;
}
/* The logical character at `at` (phases 1 and 2), -1 at the end; *n: the
   bytes it takes, line splices before it included. */
CUDACORE__PRIVATE int cudacore__pp_at(const cudacore__pp *s, const char *at, size_t *n) {
    static const char tri_from[] = "=/'()!<>-", tri_to[] = "#\\^[]|{}~";
    const char *p = at, *k;
    for (;;) {
        size_t len = 1, nl;
        int c;
        if (p >= s->end) {
            *n = (size_t)(p - at);
            return -1;
        }
        c = (unsigned char)*p;
        if (s->tri && c == '?' && s->end - p >= 3 && p[1] == '?' && p[2] && (k = strchr(tri_from, p[2])) != NULL) c = tri_to[k - tri_from], len = 3;
        if (c == '\\' && (nl = cudacore__pp_newline(p + len, s->end)) != 0) {
            p += len + nl; /* a line splice: nothing */
            continue;
        }
        *n = (size_t)(p - at) + len;
        return c;
    }
}
CUDACORE__PRIVATE int cudacore__pp_peek(const cudacore__pp *s) {
    size_t n;
    return cudacore__pp_at(s, s->p, &n);
}
/* The logical character after the next one. */
CUDACORE__PRIVATE int cudacore__pp_peek2(const cudacore__pp *s) {
    size_t n, m;
    if (cudacore__pp_at(s, s->p, &n) < 0) return -1;
    return cudacore__pp_at(s, s->p + n, &m);
}
CUDACORE__PRIVATE int cudacore__pp_get(cudacore__pp *s) {
    size_t n;
    int c = cudacore__pp_at(s, s->p, &n);
    s->p += n;
    return c;
}
CUDACORE__PRIVATE int cudacore__pp_ident_char(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' || c >= 0x80;
}
/* A literal's encoding prefix: L, u, U or u8. */
CUDACORE__PRIVATE int cudacore__pp_encoding(const char *id) { return !strcmp(id, "L") || !strcmp(id, "u") || !strcmp(id, "U") || !strcmp(id, "u8"); }
/* Skips white space and comments (1 when any), up to a newline (not taken). */
CUDACORE__PRIVATE int cudacore__pp_space(cudacore__pp *s) {
    int any = 0;
    for (;;) {
        int c = cudacore__pp_peek(s), d = c == '/' ? cudacore__pp_peek2(s) : 0;
        if (c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r') {
            cudacore__pp_get(s);
        } else if (c == '/' && d == '/') {
            while ((c = cudacore__pp_peek(s)) >= 0 && c != '\n') cudacore__pp_get(s);
        } else if (c == '/' && d == '*') {
            cudacore__pp_get(s), cudacore__pp_get(s);
            while ((c = cudacore__pp_get(s)) >= 0 && !(c == '*' && cudacore__pp_peek(s) == '/')) {}
            cudacore__pp_get(s);
        } else {
            return any;
        }
        any = 1;
    }
}
/* An identifier at s (its first character checked by the caller) into
   buf (cut at cap - 1: only short names are compared). */
CUDACORE__PRIVATE void cudacore__pp_ident(cudacore__pp *s, char *buf, size_t cap) {
    size_t n = 0;
    while (cudacore__pp_ident_char(cudacore__pp_peek(s))) {
        int c = cudacore__pp_get(s);
        if (n + 1 < cap) buf[n++] = (char)c;
    }
    buf[n] = 0;
}
/* A literal after its opening quote q: to the closing one, or to the end
   of the line (left there), escapes skipped. */
CUDACORE__PRIVATE void cudacore__pp_literal(cudacore__pp *s, int q) {
    int c;
    while ((c = cudacore__pp_peek(s)) >= 0 && c != '\n') {
        cudacore__pp_get(s);
        if (c == q) return;
        if (c == '\\' && cudacore__pp_peek(s) >= 0 && cudacore__pp_peek(s) != '\n') cudacore__pp_get(s);
    }
}
/* A raw string after its R": the delimiter to '(' (at most 16 characters
   and none of space, parentheses, backslash, newline), then the body as
   written to )delimiter". 0: no raw string there, or none that ends (read
   as a plain one). */
CUDACORE__PRIVATE int cudacore__pp_raw(cudacore__pp *s) {
    const char *d = s->p, *p;
    size_t k = 0;
    while (k < 17 && d + k < s->end && d[k] != '(') {
        if (strchr(" ()\\\t\v\f\r\n", d[k])) return 0;
        k++;
    }
    if (k > 16 || d + k >= s->end) return 0;
    for (p = d + k + 1; p < s->end; p++)
        if (*p == ')' && (size_t)(s->end - p) > k + 1 && !memcmp(p + 1, d, k) && p[1 + k] == '"') {
            s->p = p + k + 2;
            return 1;
        }
    return 0; /* (one that never ends: read as a plain string, so that the rest of the text is read) */
}
/* A header name after its opening '"' or '<' into a new string (*out;
   NULL: none -- the name does not close on its line, or no memory). */
CUDACORE__PRIVATE size_t cudacore__pp_header_name(cudacore__pp *s, int close, char **out) {
    const char *start = s->p;
    size_t n = 0, cap = 0;
    int c;
    *out = NULL;
    while ((c = cudacore__pp_peek(s)) >= 0 && c != '\n' && c != close) {
        cudacore__pp_get(s);
        n++;
    }
    if (c != close) return 0;
    cap = n + 1;
    if ((*out = (char *)cudacore__malloc(cap)) != NULL) { /* the logical characters again, into the name */
        cudacore__pp r = *s;
        r.p = start;
        for (n = 0; r.p < s->p;) (*out)[n++] = (char)cudacore__pp_get(&r);
        (*out)[n] = 0;
    }
    cudacore__pp_get(s);
    return n;
}
/* After an include's name or __has_include's "(": the operand, reported. */
CUDACORE__PRIVATE void cudacore__pp_operand(cudacore__pp *s, int what, const char *at, cudacore__pp_fn fn, void *user) {
    int c;
    char *name = NULL;
    size_t n;
    cudacore__pp_space(s);
    c = cudacore__pp_peek(s);
    if (c == '"' || c == '<') {
        cudacore__pp_get(s);
        n = cudacore__pp_header_name(s, c == '"' ? '"' : '>', &name);
        if (name) fn(user, what, name, n, c == '"');
        else if (n) fn(user, CUDACORE__PP_UNKNOWABLE, "(out of host memory)", 20, 0);
        /* (a name that does not close: a compile error where it counts; nothing is read) */
        cudacore__free(name);
    } else if (c >= 0 && c != '\n') {
        fn(user, CUDACORE__PP_UNKNOWABLE, at, (size_t)(s->end - at) < 60 ? (size_t)(s->end - at) : 60, what == CUDACORE__PP_HAS_INCLUDE);
    }
}
/* Scans text (n bytes) for the directives above; tri, raw: as in cudacore__pp. */
CUDACORE__PRIVATE void cudacore__pp_scan(const char *text, size_t n, int tri, int raw, cudacore__pp_fn fn, void *user) {
    cudacore__pp s;
    char id[24];
    int bol = 1, c, names = 0; /* the start of a line; in a directive that takes macro names (#ifdef, #ifndef, #elifdef, #elifndef, #undef) */
    int prev = 0, prev2 = 0;    /* the two tokens before: 'd' defined, '(' a parenthesis, 'o' another */
    s.p = text, s.end = text + n, s.tri = tri, s.raw = raw;
    if (n >= 3 && !memcmp(text, "\xef\xbb\xbf", 3)) s.p += 3; /* a UTF-8 byte order mark */
    while ((c = cudacore__pp_peek(&s)) >= 0) {
        const char *at = s.p;
        if (c == '\n') {
            cudacore__pp_get(&s);
            bol = 1, names = 0, prev = prev2 = 0;
            continue;
        }
        if (cudacore__pp_space(&s)) continue;
        if (bol && (c == '#' || (c == '%' && cudacore__pp_peek2(&s) == ':'))) {
            int dd;
            cudacore__pp_get(&s);
            if (c == '%') cudacore__pp_get(&s);
            bol = 0;
            dd = cudacore__pp_peek(&s); /* ## and %:%: are not directives */
            if (dd == '#' || (dd == '%' && cudacore__pp_peek2(&s) == ':')) continue;
            cudacore__pp_space(&s);
            if (!cudacore__pp_ident_char(cudacore__pp_peek(&s))) continue;
            cudacore__pp_ident(&s, id, sizeof id);
            if (!strcmp(id, "include") || !strcmp(id, "include_next"))
                cudacore__pp_operand(&s, id[7] ? CUDACORE__PP_INCLUDE_NEXT : CUDACORE__PP_INCLUDE, at, fn, user);
            names = !strcmp(id, "ifdef") || !strcmp(id, "ifndef") || !strcmp(id, "elifdef") || !strcmp(id, "elifndef") || !strcmp(id, "undef");
            prev = prev2 = 'o';
            continue;
        }
        bol = 0;
        prev2 = prev;
        if (cudacore__pp_ident_char(c) && !(c >= '0' && c <= '9')) {
            int q;
            cudacore__pp_ident(&s, id, sizeof id);
            q = cudacore__pp_peek(&s);
            if (q == '"' || q == '\'') { /* a literal's prefix? */
                size_t k = strlen(id);
                int raw_prefix = 0;
                if (q == '"' && s.raw && k && id[k - 1] == 'R') {
                    id[k - 1] = 0;
                    raw_prefix = k == 1 || cudacore__pp_encoding(id);
                    id[k - 1] = 'R';
                }
                if (raw_prefix) {
                    cudacore__pp_get(&s);
                    if (!cudacore__pp_raw(&s)) cudacore__pp_literal(&s, '"');
                    prev = 'o';
                    continue;
                }
                if (cudacore__pp_encoding(id)) {
                    cudacore__pp_get(&s);
                    cudacore__pp_literal(&s, q);
                    prev = 'o';
                    continue;
                }
            }
            if (!strcmp(id, "__has_include") || !strcmp(id, "__has_include_next")) {
                cudacore__pp_space(&s);
                if (cudacore__pp_peek(&s) == '(') {
                    cudacore__pp_get(&s);
                    cudacore__pp_operand(&s, CUDACORE__PP_HAS_INCLUDE, at, fn, user);
                } else if (!names && prev != 'd' && !(prev == '(' && prev2 == 'd')) {
                    fn(user, CUDACORE__PP_UNKNOWABLE, at, (size_t)(s.end - at) < 60 ? (size_t)(s.end - at) : 60, 2);
                }
                prev = 'o';
                continue;
            }
            prev = !strcmp(id, "defined") ? 'd' : 'o';
            continue;
        }
        cudacore__pp_get(&s);
        if (c >= '0' && c <= '9') { /* a pp-number: digits, letters, _, ., e+ e- p+ p-, and ' before a digit or letter */
            c = '0';
            for (;;) {
                int d = cudacore__pp_peek(&s);
                if ((d == '+' || d == '-') && (c == 'e' || c == 'E' || c == 'p' || c == 'P')) c = cudacore__pp_get(&s);
                else if (cudacore__pp_ident_char(d) || d == '.') c = cudacore__pp_get(&s);
                else if (d == '\'' && cudacore__pp_ident_char(cudacore__pp_peek2(&s))) c = cudacore__pp_get(&s);
                else break;
            }
        } else if (c == '"' || c == '\'') {
            cudacore__pp_literal(&s, c);
        } else if (c == '.' && cudacore__pp_peek(&s) >= '0' && cudacore__pp_peek(&s) <= '9') {
            continue; /* (.5: the number follows) */
        }
        prev = c == '(' ? '(' : 'o';
    }
}

/* 1 while every dependency holds: each file found has the bytes it had
   (its stat data vouching, or its bytes hashed again), each path found
   empty is empty still. */
CUDACORE__PRIVATE int cudacore__inputs_hold(const cudacore__inputs *s) {
    size_t i;
    for (i = 0; i < s->n; i++) {
        const cudacore__input *d = &s->v[i];
        uint64_t now[5];
        int vouch, err;
        cudacore__hash h;
        if (cudacore__file_stamp(d->path, now, &vouch, &err) != d->found) return 0;
        if (!d->found || ((d->stamp[0] | d->stamp[1] | d->stamp[2] | d->stamp[3] | d->stamp[4]) && !memcmp(now, d->stamp, sizeof now)))
            continue; /* (nothing there still; or stat data that vouch for the same bytes) */
        if (!cudacore__file_hash(d->path, &h, NULL, NULL) || h.a != d->content.a || h.b != d->content.b) return 0;
    }
    return 1;
}

/* After the compile: 1 while every dependency is as the scan saw it (each
   file with the stat data it had when it was read, and the same bytes;
   each path found empty, empty still); else 0, the first that changed
   named in why: the code is used, but not stored, as it may have been made
   from what was not hashed. (The stat data tell a change back to the same
   bytes, which the bytes cannot: cudacore__file_settled.) */
CUDACORE__PRIVATE int cudacore__inputs_unchanged(const cudacore__inputs *s, char *why, size_t cap) {
    size_t i;
    for (i = 0; i < s->n; i++) {
        const cudacore__input *d = &s->v[i];
        uint64_t now[5];
        int vouch, err, got = cudacore__file_stamp(d->path, now, &vouch, &err);
        cudacore__hash h;
        if (got != d->found || (d->found && (memcmp(now, d->seen, sizeof now) != 0 || !cudacore__file_hash(d->path, &h, NULL, NULL) ||
                                             h.a != d->content.a || h.b != d->content.b))) {
            snprintf(why, cap, "%.300s changed during the compile", d->path);
            return 0;
        }
    }
    return 1;
}

/*--- the cache's folder, opened once ---
   The folder is opened once (again after cudacore_compile_cache_configure,
   or when it has been removed) and every later operation is made relative
   to that descriptor: no path is resolved again, so a folder or link put in
   the way later changes nothing. It is opened component by component, each
   without following a link (O_NOFOLLOW), the missing ones made (0700) and
   opened the same way. A component that is a symbolic link is followed
   only where no other user can have made it: the link is root's or this
   user's, and it stands in a folder that nobody else may write (or only
   with the sticky bit, which keeps others from replacing what is not
   theirs) -- a system's /home link, or a user's own ~/.cache link, but never
   a link in a folder others can write. Any other link, a link put in place
   of a folder the library has just made, or a component that is no folder,
   turns the cache off for the process (until it is configured again), with
   the reason. Then the folder's owner and mode are checked on the
   descriptor (fstat), and, private, it is made 0700 on the descriptor
   (fchmod). On Windows, where making a link takes a privilege, the folder
   is used by its path, and refused when it is a reparse point (a link or a
   junction). */
#if !defined(_WIN32)
#if defined(O_DIRECTORY)
#define CUDACORE__O_DIRECTORY O_DIRECTORY
#elif defined(__O_DIRECTORY)
#define CUDACORE__O_DIRECTORY __O_DIRECTORY /* glibc's, where strict ISO C hides the name */
#else
#define CUDACORE__O_DIRECTORY 0
#endif
#if defined(O_PATH)
#define CUDACORE__O_PATH O_PATH
#elif defined(__O_PATH)
#define CUDACORE__O_PATH __O_PATH
#else
#define CUDACORE__O_PATH 0
#endif
#if defined(AT_REMOVEDIR)
#define CUDACORE__AT_REMOVEDIR AT_REMOVEDIR
#define CUDACORE__AT_SYMLINK_NOFOLLOW AT_SYMLINK_NOFOLLOW
#define CUDACORE__AT_FDCWD AT_FDCWD
#else /* Linux's values, where strict ISO C hides the names */
#define CUDACORE__AT_REMOVEDIR 0x200
#define CUDACORE__AT_SYMLINK_NOFOLLOW 0x100
#define CUDACORE__AT_FDCWD (-100)
#endif
#if defined(F_DUPFD_CLOEXEC)
#define CUDACORE__F_DUPFD_CLOEXEC F_DUPFD_CLOEXEC
#else
#define CUDACORE__F_DUPFD_CLOEXEC 1030 /* Linux's */
#endif
/* The calls relative to a folder, looked up in the C library at run time:
   <fcntl.h>, <sys/stat.h> and <dirent.h> declare them only under POSIX's
   feature macros, which the program including this file may not set.
   Set once, under cudacore__cache_lock. */
typedef struct cudacore__at_calls {
    int ready; /* 1: all found; -1: one is missing (the cache is off) */
    int (*openat)(int, const char *, int, ...);
    int (*mkdirat)(int, const char *, unsigned);
    int (*unlinkat)(int, const char *, int);
    int (*renameat)(int, const char *, int, const char *);
    int (*fchmod)(int, unsigned);
    int (*futimens)(int, const void *);
    DIR *(*fdopendir)(int);
    int (*fstatat)(int, const char *, struct stat *, int); /* (optional: glibc before 2.33 has none; O_PATH stands in) */
} cudacore__at_calls;
static cudacore__at_calls cudacore__at;
CUDACORE__PRIVATE void cudacore__at_find_locked(void) {
    static const char *const names[] = {"openat", "mkdirat", "unlinkat", "renameat", "fchmod", "futimens", "fdopendir", "fstatat"};
    void *f[8];
    int i;
    if (cudacore__at.ready) return;
    for (i = 0; i < 8; i++) f[i] = cudacore__libc_symbol(names[i]);
    memcpy(&cudacore__at.openat, &f[0], sizeof f[0]); /* ISO C has no void* to function pointer cast */
    memcpy(&cudacore__at.mkdirat, &f[1], sizeof f[1]);
    memcpy(&cudacore__at.unlinkat, &f[2], sizeof f[2]);
    memcpy(&cudacore__at.renameat, &f[3], sizeof f[3]);
    memcpy(&cudacore__at.fchmod, &f[4], sizeof f[4]);
    memcpy(&cudacore__at.futimens, &f[5], sizeof f[5]);
    memcpy(&cudacore__at.fdopendir, &f[6], sizeof f[6]);
    memcpy(&cudacore__at.fstatat, &f[7], sizeof f[7]);
    cudacore__at.ready = f[0] && f[1] && f[2] && f[3] && f[4] && f[5] && f[6] ? 1 : -1;
}
/* name's own stat data in folder dir, a link's not followed: 1, or 0 (errno set). */
CUDACORE__PRIVATE int cudacore__stat_at(int dir, const char *name, struct stat *st) {
    int fd, ok;
    if (cudacore__at.fstatat) return cudacore__at.fstatat(dir, name, st, CUDACORE__AT_SYMLINK_NOFOLLOW) == 0;
    if (!CUDACORE__O_PATH) return errno = ENOSYS, 0;
    if ((fd = cudacore__at.openat(dir, name, CUDACORE__O_PATH | CUDACORE__O_NOFOLLOW | CUDACORE__O_CLOEXEC)) < 0) return 0;
    ok = fstat(fd, &st[0]) == 0;
    close(fd);
    return ok;
}
/* 1 when the link `name` in folder `dir` (whose stat data are in parent)
   can only have been made by root or this user: it is theirs, and nobody
   else may write the folder, or only with the sticky bit. */
CUDACORE__PRIVATE int cudacore__link_trusted(int dir, const struct stat *parent, const char *name, char *why, size_t cap, const char *path) {
    struct stat ln;
    if (!cudacore__stat_at(dir, name, &ln) || !S_ISLNK(ln.st_mode))
        return snprintf(why, cap, "%s is not a folder", path), 0;
    if (ln.st_uid != 0 && ln.st_uid != geteuid())
        return snprintf(why, cap, "%s is a symbolic link of another user's (uid %lu), which the cache does not follow", path, (unsigned long)ln.st_uid), 0;
    if ((parent->st_mode & 022) && !(parent->st_mode & 01000))
        return snprintf(why, cap, "%s is a symbolic link in a folder other users may write, which the cache does not follow", path), 0;
    return 1;
}
/* Opens dir, the cache's folder, as said above: its descriptor, or -1 with
   the reason in why. */
CUDACORE__PRIVATE int cudacore__cache_open_folder(const char *dir, int shared, char *why, size_t cap) {
    const int flags = O_RDONLY | CUDACORE__O_DIRECTORY | CUDACORE__O_NOFOLLOW | CUDACORE__O_CLOEXEC;
    char part[1024];
    const char *s = dir;
    int fd, next;
    struct stat st;
    if (cudacore__at.ready < 0) return snprintf(why, cap, "this C library has no openat, mkdirat, unlinkat, renameat, fchmod, futimens or fdopendir"), -1;
    if (strlen(dir) >= sizeof part) return snprintf(why, cap, "the path is too long"), -1;
    fd = cudacore__at.openat(CUDACORE__AT_FDCWD, *s == '/' ? "/" : ".", O_RDONLY | CUDACORE__O_DIRECTORY | CUDACORE__O_CLOEXEC);
    if (fd < 0) return snprintf(why, cap, "%s could not be opened (%s)", *s == '/' ? "/" : "the working folder", strerror(errno)), -1;
    while (*s) {
        size_t n;
        int made = 0;
        while (*s == '/') s++;
        n = strcspn(s, "/");
        if (!n) break;
        memcpy(part, s, n);
        part[n] = 0;
        s += n;
        if (!strcmp(part, ".")) continue;
        next = cudacore__at.openat(fd, part, flags);
        if (next < 0 && errno == ENOENT) {
            if (cudacore__at.mkdirat(fd, part, 0700) == 0) made = 1; /* (a folder made for the cache is private) */
            next = cudacore__at.openat(fd, part, flags);
        }
        if (next < 0 && (errno == ELOOP || errno == ENOTDIR || errno == EMLINK)) { /* a link, or no folder */
            char shown[1100];
            snprintf(shown, sizeof shown, "%.*s", (int)(s - dir), dir);
            if (made || fstat(fd, &st) != 0 || !cudacore__link_trusted(fd, &st, part, why, cap, shown)) {
                if (made) snprintf(why, cap, "%s, made by the cache, was replaced by a link or a file", shown);
                close(fd);
                return -1;
            }
            next = cudacore__at.openat(fd, part, O_RDONLY | CUDACORE__O_DIRECTORY | CUDACORE__O_CLOEXEC); /* a trusted link: followed */
        }
        if (next < 0) {
            snprintf(why, cap, "%.*s could not be %s (%s)", (int)(s - dir), dir, made ? "opened" : "made or opened", strerror(errno));
            close(fd);
            return -1;
        }
        close(fd);
        fd = next;
    }
    if (fstat(fd, &st) != 0 || !S_ISDIR(st.st_mode)) {
        close(fd);
        return snprintf(why, cap, "%s is not a folder", dir), -1;
    }
    if (!shared) {
        if (st.st_uid != geteuid()) {
            snprintf(why, cap, "%s belongs to another user (uid %lu, this process runs as %lu)", dir, (unsigned long)st.st_uid, (unsigned long)geteuid());
            close(fd);
            return -1;
        }
        if (st.st_mode & 022) {
            snprintf(why, cap, "%s can be written by %s (mode %03o)", dir, st.st_mode & 002 ? "every user" : "its group", (unsigned)(st.st_mode & 0777));
            close(fd);
            return -1;
        }
        if (st.st_mode & 077) cudacore__at.fchmod(fd, st.st_mode & 0700); /* (others may read a folder made before: no longer) */
    }
    return fd;
}
#endif

/* Where the cache is (w), with its folder checked: 1; 0: off, by request
   or because the folder is refused (w->why; logged once). w->fd: a
   descriptor of the folder of its own (POSIX; closed by
   cudacore__cache_where_done). */
typedef struct cudacore__cache_where {
    char dir[1024];
    int fd;
    int shared;
    uint64_t max_bytes;
    char why[1400]; /* off: why ("" when off by request) */
} cudacore__cache_where;
CUDACORE__PRIVATE void cudacore__cache_where_done(cudacore__cache_where *w) {
#if !defined(_WIN32)
    if (w->fd >= 0) close(w->fd);
#endif
    w->fd = -1;
}
/* Checks the open folder (private: this user's, written by nobody else) or
   opens it; under the lock. 1: cudacore__cache.folder_fd is good. */
CUDACORE__PRIVATE int cudacore__cache_folder_locked(char *why, size_t cap) {
#if defined(_WIN32)
    DWORD a;
    const char *dir = cudacore__cache.dir;
    if (cudacore__cache.folder_state) return cudacore__cache.folder_state > 0 ? 1 : (cudacore__copy(why, cap, cudacore__cache.folder_why), 0);
    if ((a = GetFileAttributesA(dir)) == INVALID_FILE_ATTRIBUTES) {
        cudacore__mkdirs(dir);
        a = GetFileAttributesA(dir);
    }
    if (a == INVALID_FILE_ATTRIBUTES) snprintf(why, cap, "%s could not be made", dir);
    else if (a & FILE_ATTRIBUTE_REPARSE_POINT) snprintf(why, cap, "%s is a link or a junction, which the cache does not follow", dir);
    else if (!(a & FILE_ATTRIBUTE_DIRECTORY)) snprintf(why, cap, "%s is not a folder", dir);
    else return cudacore__cache.folder_state = 1;
    cudacore__copy(cudacore__cache.folder_why, sizeof cudacore__cache.folder_why, why);
    cudacore__cache.folder_state = -1;
    return 0;
#else
    struct stat st;
    if (cudacore__cache.folder_state > 0) {
        if (fstat(cudacore__cache.folder_fd, &st) == 0 && st.st_nlink > 0 && S_ISDIR(st.st_mode) &&
            (cudacore__cache.shared || (st.st_uid == geteuid() && !(st.st_mode & 022))))
            return 1;
        close(cudacore__cache.folder_fd); /* removed, or no longer private: opened, and checked, again */
        cudacore__cache.folder_state = 0;
    }
    if (cudacore__cache.folder_state < 0) return cudacore__copy(why, cap, cudacore__cache.folder_why), 0;
    cudacore__at_find_locked();
    if ((cudacore__cache.folder_fd = cudacore__cache_open_folder(cudacore__cache.dir, cudacore__cache.shared, why, cap)) >= 0)
        return cudacore__cache.folder_state = 1;
    cudacore__copy(cudacore__cache.folder_why, sizeof cudacore__cache.folder_why, why);
    cudacore__cache.folder_state = -1;
    return 0;
#endif
}
CUDACORE__PRIVATE int cudacore__cache_where_get(cudacore__cache_where *w) {
    char msg[1700];
    int on, warn = 0;
    w->why[0] = 0;
    w->fd = -1;
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache_defaults_locked();
    on = !cudacore__cache.disabled;
    cudacore__copy(w->dir, sizeof w->dir, cudacore__cache.dir);
    w->shared = cudacore__cache.shared;
    w->max_bytes = cudacore__cache.max_bytes;
    if (cudacore__cache.off_why[0]) cudacore__copy(w->why, sizeof w->why, cudacore__cache.off_why);
    if (on && cudacore__cache_folder_locked(w->why, sizeof w->why)) {
#if !defined(_WIN32)
        w->fd = fcntl(cudacore__cache.folder_fd, CUDACORE__F_DUPFD_CLOEXEC, 0);
        on = w->fd >= 0;
        if (!on) snprintf(w->why, sizeof w->why, "the cache's folder could not be opened again (%s)", strerror(errno));
#endif
        if (on) {
            cudacore__unlock(&cudacore__cache_lock);
            return 1;
        }
    }
    if (w->why[0] && !cudacore__cache.warned) warn = cudacore__cache.warned = 1;
    cudacore__unlock(&cudacore__cache_lock);
    if (warn) {
        snprintf(msg, sizeof msg,
                 "the compile cache is off: %s (whoever can write the folder can put code into this program; make it yours and private, "
                 "or ask for a shared cache: cudacore_compile_cache_desc.shared, CUDACORE_CACHE_SHARED=1)",
                 w->why);
        cudacore__log(CUDACORE_LOG_WARN, CUDACORE_SUCCESS, msg, __LINE__);
    }
    return 0;
}

/*--- the cache's files: entries, temp files, the start's memo ---*/
/* name in the cache's folder, opened to read (a regular file reached
   without a link; never waiting on a FIFO): its descriptor, or -1. */
CUDACORE__PRIVATE int cudacore__cache_open_read(const cudacore__cache_where *w, const char *name) {
#if defined(_WIN32)
    char path[1200];
    if (!cudacore__path_join(path, sizeof path, w->dir, name)) return errno = ENAMETOOLONG, -1;
    return cudacore__fd_open_read(path, 0);
#else
    return cudacore__at.openat(w->fd, name, O_RDONLY | O_NONBLOCK | CUDACORE__O_NOFOLLOW | CUDACORE__O_CLOEXEC);
#endif
}
/* Reads the file name of the cache's folder whole into *data
   (NUL-terminated): a regular file reached without a link, of at most max
   bytes and, unless shared, this user's and writable by nobody else. 1:
   read; 0: nothing there; -1: something there that is refused (the caller
   removes it). */
CUDACORE__PRIVATE int cudacore__cache_read(const cudacore__cache_where *w, const char *name, uint64_t max, void **data, size_t *size) {
    int fd = cudacore__cache_open_read(w, name);
    *data = NULL;
    *size = 0;
    if (fd < 0) return errno == ENOENT ? 0 : -1;
    return cudacore__fd_read_all(fd, max, !w->shared, data, size);
}
/* Removes name from the cache's folder (a link itself, never its target;
   folder 1: an empty folder). 1: removed. */
CUDACORE__PRIVATE int cudacore__cache_unlink(const cudacore__cache_where *w, const char *name, int folder) {
#if defined(_WIN32)
    char path[1200];
    if (!cudacore__path_join(path, sizeof path, w->dir, name)) return 0;
    return folder ? RemoveDirectoryA(path) != 0 : remove(path) == 0;
#else
    return cudacore__at.unlinkat(w->fd, name, folder ? CUDACORE__AT_REMOVEDIR : 0) == 0;
#endif
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

/* Writes name in the cache's folder whole: a new temp file beside it
   (created exclusively -- never through a link, never over a file -- a few
   names tried) renamed over it. A folder at name is removed when empty; a
   folder with files in it is left, and said (a miss, never a silent
   permanent one). 1 on success; else 0 with the reason in why. */
CUDACORE__PRIVATE int cudacore__cache_write(const cudacore__cache_where *w, const char *name, const void *data, size_t n, char *why, size_t cap) {
    char tmp[128];
    int tries, fd = -1, ok, e = 0;
    size_t put = 0;
#if defined(_WIN32)
    char tmp_path[1300] = "", path[1200];
    DWORD a;
    if (!cudacore__path_join(path, sizeof path, w->dir, name)) return snprintf(why, cap, "the path is too long"), 0;
#endif
    if (strlen(name) > 64) return snprintf(why, cap, "the name %s is too long", name), 0;
    for (tries = 0; tries < 8 && fd < 0; tries++) {
        snprintf(tmp, sizeof tmp, "%s.%016llx.tmp", name, (unsigned long long)cudacore__cache_random());
#if defined(_WIN32)
        fd = cudacore__path_join(tmp_path, sizeof tmp_path, w->dir, tmp) ? cudacore__fd_create(tmp_path, w->shared) : -1;
#else
        fd = cudacore__at.openat(w->fd, tmp, O_WRONLY | O_CREAT | O_EXCL | CUDACORE__O_NOFOLLOW | CUDACORE__O_CLOEXEC, w->shared ? 0644 : 0600);
#endif
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) return snprintf(why, cap, "no file could be made in %s (%s)", w->dir, strerror(errno)), 0;
    while (put < n) {
        long k = cudacore__fd_io(fd, (char *)data + put, n - put, 1);
        if (k <= 0) break;
        put += (size_t)k;
    }
    e = errno;
    cudacore__fd_close(fd);
    if (put < n) {
        cudacore__cache_unlink(w, tmp, 0);
        return snprintf(why, cap, "%s could not be written in %s (%s)", name, w->dir, strerror(e)), 0;
    }
#if defined(_WIN32)
    ok = cudacore__rename_replace(tmp_path, path);
    if (!ok && (a = GetFileAttributesA(path)) != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY)) { /* a folder there: removed when empty */
        ok = cudacore__cache_unlink(w, name, 1) && cudacore__rename_replace(tmp_path, path);
        e = ok ? 0 : ENOTEMPTY;
    }
#else
    ok = cudacore__at.renameat(w->fd, tmp, w->fd, name) == 0;
    e = errno;
    if (!ok && (e == EISDIR || e == ENOTEMPTY || e == EEXIST)) { /* a folder there: removed when empty */
        ok = cudacore__cache_unlink(w, name, 1) && cudacore__at.renameat(w->fd, tmp, w->fd, name) == 0;
        e = ok ? 0 : ENOTEMPTY;
    }
#endif
    if (ok) return 1;
    cudacore__cache_unlink(w, tmp, 0);
    if (e == ENOTEMPTY) snprintf(why, cap, "%s%s%s is a folder with files in it, where the entry goes: remove it", w->dir, CUDACORE__PATH_SEP, name);
    else snprintf(why, cap, "%s%s%s could not be put in place (%s)", w->dir, CUDACORE__PATH_SEP, name, strerror(e));
    return 0;
}

/* Calls fn(w, name, info, user) for each file of the cache's folder whose
   name ends in ext, with its own stat data (a link's, not its target's:
   not regular; taken without opening the file, so that another user's
   unreadable file is seen as it is). */
typedef void (*cudacore__entry_fn)(const cudacore__cache_where *w, const char *name, const cudacore__file_info *fi, void *user);
CUDACORE__PRIVATE void cudacore__cache_scan(const cudacore__cache_where *w, const char *ext, cudacore__entry_fn fn, void *user) {
    size_t k = strlen(ext);
#if defined(_WIN32)
    char path[1200];
    WIN32_FIND_DATAA fd;
    HANDLE h;
    snprintf(path, sizeof path, "%s\\*%s", w->dir, ext);
    h = FindFirstFileA(path, &fd);
    if (h == INVALID_HANDLE_VALUE) return;
    do {
        cudacore__file_info fi;
        size_t n = strlen(fd.cFileName);
        if (n <= k || strcmp(fd.cFileName + n - k, ext) != 0) continue; /* ("*.ccc" also finds "x.cccc" through its short name) */
        memset(&fi, 0, sizeof fi);
        fi.size = ((uint64_t)fd.nFileSizeHigh << 32) | fd.nFileSizeLow;
        fi.mtime = (int64_t)((((uint64_t)fd.ftLastWriteTime.dwHighDateTime << 32) | fd.ftLastWriteTime.dwLowDateTime) / 10000000u) - 11644473600;
        fi.regular = !(fd.dwFileAttributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT));
        fi.private_ = fi.mine = 1;
        fn(w, fd.cFileName, &fi, user);
    } while (FindNextFileA(h, &fd));
    FindClose(h);
#else
    /* (a description of its own: a duplicate would share its read position with other threads' scans) */
    int dfd = cudacore__at.openat(w->fd, ".", O_RDONLY | CUDACORE__O_DIRECTORY | CUDACORE__O_CLOEXEC);
    DIR *d = dfd >= 0 ? cudacore__at.fdopendir(dfd) : NULL;
    struct dirent *e;
    if (!d) {
        if (dfd >= 0) close(dfd);
        return;
    }
    while ((e = readdir(d)) != NULL) {
        cudacore__file_info fi;
        struct stat st;
        size_t n = strlen(e->d_name);
        if (n <= k || strcmp(e->d_name + n - k, ext) != 0) continue;
        memset(&fi, 0, sizeof fi);
        if (cudacore__stat_at(w->fd, e->d_name, &st)) {
            fi.regular = S_ISREG(st.st_mode);
            fi.mine = st.st_uid == geteuid();
            fi.private_ = fi.mine && !(st.st_mode & 022);
            fi.size = (uint64_t)st.st_size;
            fi.mtime = (int64_t)st.st_mtime;
        } else {
            fi.gone = 1;
        }
        fn(w, e->d_name, &fi, user);
    }
    closedir(d);
#endif
}
CUDACORE__PRIVATE void cudacore__cache_rm(const cudacore__cache_where *w, const char *name, const cudacore__file_info *fi, void *user) {
    (void)fi;
    (void)user;
    cudacore__cache_unlink(w, name, 0);
}
CUDACORE_API cudacore_result cudacore_compile_cache_clear(void) {
    cudacore__cache_where w;
    if (cudacore__cache_where_get(&w)) cudacore__cache_scan(&w, ".ccc", cudacore__cache_rm, NULL);
    cudacore__cache_where_done(&w);
    return CUDACORE_SUCCESS;
}

/* Eviction: one scan of the entries (regular files only: a link's target is
   no entry's size), then the least recently used removed until the folder
   fits the cap; this user's temp files older than CUDACORE__CACHE_TMP_AGE
   are swept (another user's, in a shared folder, are theirs to remove: a
   fresh one is a write in progress). */
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
CUDACORE__PRIVATE void cudacore__cache_note(const cudacore__cache_where *w, const char *name, const cudacore__file_info *fi, void *user) {
    cudacore__evict *ev = (cudacore__evict *)user;
    (void)w;
    if (!fi->regular) return;
    ev->total += fi->size;
    if ((ev->keep && !strcmp(name, ev->keep)) || strlen(name) >= sizeof ev->v[0].name) return; /* never the entry just written */
    if (cudacore__grow(&ev->v, &ev->cap, ev->n, ev->n + 1, sizeof *ev->v, 64, NULL) != CUDACORE_SUCCESS) return;
    ev->v[ev->n].mtime = fi->mtime;
    ev->v[ev->n].size = fi->size;
    cudacore__copy(ev->v[ev->n].name, sizeof ev->v[ev->n].name, name);
    ev->n++;
}
CUDACORE__PRIVATE void cudacore__cache_sweep_tmp(const cudacore__cache_where *w, const char *name, const cudacore__file_info *fi, void *user) {
    const cudacore__evict *ev = (const cudacore__evict *)user;
    if (!fi->gone && fi->mine && fi->mtime < ev->now - CUDACORE__CACHE_TMP_AGE) cudacore__cache_unlink(w, name, 0); /* (a link: itself, never its target) */
}
CUDACORE__PRIVATE int cudacore__evict_older(const void *a, const void *b) {
    int64_t x = ((const cudacore__evict_entry *)a)->mtime, y = ((const cudacore__evict_entry *)b)->mtime;
    return x < y ? -1 : x > y;
}
CUDACORE__PRIVATE void cudacore__cache_evict(const cudacore__cache_where *w, const char *keep) {
    cudacore__evict ev;
    size_t i;
    memset(&ev, 0, sizeof ev);
    ev.keep = keep;
    ev.now = (int64_t)time(NULL);
    cudacore__cache_scan(w, ".tmp", cudacore__cache_sweep_tmp, &ev);
    cudacore__cache_scan(w, ".ccc", cudacore__cache_note, &ev);
    if (ev.n) qsort(ev.v, ev.n, sizeof *ev.v, cudacore__evict_older);
    for (i = 0; i < ev.n && ev.total > w->max_bytes; i++)
        if (cudacore__cache_unlink(w, ev.v[i].name, 0)) ev.total -= ev.v[i].size;
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
/* Stores img as key's entry: 1; 0 with the reason in why. */
CUDACORE__PRIVATE int cudacore__cache_store(const cudacore__hash *key, const cudacore__image *img, char *why, size_t cap) {
    cudacore__cache_where w;
    char name[48];
    size_t n = cudacore__entry_write(img, NULL);
    char *buf;
    int ok;
    if (n > CUDACORE__CACHE_FILE_MAX)
        return snprintf(why, cap, "the entry would be %lu bytes, over the %lu an entry may have", (unsigned long)n, (unsigned long)CUDACORE__CACHE_FILE_MAX), 0;
    if (!cudacore__cache_where_get(&w)) {
        snprintf(why, cap, "the compile cache is off%s%s", w.why[0] ? ": " : " (CUDACORE_CACHE_DISABLE=1, or cudacore_compile_cache_configure)", w.why);
        return 0;
    }
    if (!(buf = (char *)cudacore__malloc(n))) {
        cudacore__cache_where_done(&w);
        return snprintf(why, cap, "out of host memory"), 0;
    }
    cudacore__entry_write(img, buf);
    cudacore__key_hex(key, name);
    strcat(name, ".ccc");
    if ((ok = cudacore__cache_write(&w, name, buf, n, why, cap)) != 0) cudacore__cache_evict(&w, name);
    cudacore__free(buf);
    cudacore__cache_where_done(&w);
    return ok;
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
   the recompile writes it again). A hit refreshes the entry's time (least
   recently used), on the descriptor it was read from. */
CUDACORE__PRIVATE cudacore__image *cudacore__cache_fetch(const cudacore__hash *key, const char *name, const char *call) {
    cudacore__cache_where w;
    char file[48];
    void *raw = NULL;
    size_t size = 0, off = sizeof CUDACORE__CACHE_MAGIC - 1;
    cudacore__image *img = NULL;
    cudacore__rd r;
    int got, fd;
    if (!cudacore__cache_where_get(&w)) return NULL;
    cudacore__key_hex(key, file);
    strcat(file, ".ccc");
    if ((fd = cudacore__cache_open_read(&w, file)) < 0) {
        got = errno == ENOENT ? 0 : -1;
    } else {
        got = cudacore__fd_read(fd, CUDACORE__CACHE_FILE_MAX, !w.shared, &raw, &size);
    }
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
        CUDACORE__TEST_HOOK(after_entry_read);
#if defined(_WIN32)
        {
            char path[1200];
            if (cudacore__path_join(path, sizeof path, w.dir, file)) _utime(path, NULL); /* (Windows: no links without a privilege) */
        }
#else
        cudacore__at.futimens(fd, NULL);
#endif
    } else {
        cudacore__image_free(img);
        img = NULL;
        if (got != 0) cudacore__cache_unlink(&w, file, 0);
    }
    if (fd >= 0) cudacore__fd_close(fd);
    cudacore__cache_where_done(&w);
    return img;
}
