typedef struct cudacore__tls_error {
    cudacore_error_info info;
    int stub_pending;         /* a missing-function stub has just filled the record */
    int keep;                 /* > 0 inside CUDACORE__CLEANUP: failures are logged, never recorded */
    char native_name[64];
    char native_string[256];
    char call[96];
    char message[512];
    char detail[8192];
} cudacore__tls_error;

static CUDACORE__TLS cudacore__tls_error cudacore__err;

CUDACORE__PRIVATE void cudacore__copy(char *dst, size_t cap, const char *src) {
    size_t n;
    if (!cap) return;
    if (!src) src = "";
    n = strlen(src);
    if (n >= cap) n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

CUDACORE_API const char *cudacore_result_name(cudacore_result result) {
    switch (result) {
#define CUDACORE__RESULT_NAME(name, value, msg) case name: return #name;
        CUDACORE_RESULT_LIST(CUDACORE__RESULT_NAME)
#undef CUDACORE__RESULT_NAME
        default: return "?";
    }
}

CUDACORE_API const char *cudacore_result_string(cudacore_result result) {
    switch (result) {
#define CUDACORE__RESULT_MSG(name, value, msg) case name: return msg;
        CUDACORE_RESULT_LIST(CUDACORE__RESULT_MSG)
#undef CUDACORE__RESULT_MSG
        default: return "unknown cudacore_result value";
    }
}

CUDACORE__PRIVATE const char *cudacore__library_name(cudacore_library lib) {
    switch (lib) {
        case CUDACORE_LIBRARY_CUDA: return "libcuda";
        case CUDACORE_LIBRARY_NVRTC: return "NVRTC";
        case CUDACORE_LIBRARY_NVJITLINK: return "nvJitLink";
        case CUDACORE_LIBRARY_NVVM: return "libNVVM";
        case CUDACORE_LIBRARY_NVML: return "NVML";
        case CUDACORE_LIBRARY_NCCL: return "NCCL";
        default: return "cudacore";
    }
}

CUDACORE_API void cudacore_log_stderr(const char *tag, uint32_t level, uint32_t result, const char *message,
                                      uint32_t line, const char *file, void *user_data) {
    static const char *const names[] = {"panic", "error", "warning", "info", "debug"};
    (void)user_data;
    (void)file;
    fprintf(stderr, "[%s] %s%s%s: %s (cudacore.h:%u)\n", tag ? tag : "cudacore", level < 5 ? names[level] : "log",
            result ? " " : "", result ? cudacore_result_name((cudacore_result)result) : "", message ? message : "",
            (unsigned)line);
}

CUDACORE__PRIVATE void cudacore__log(uint32_t level, cudacore_result result, const char *message, int line) {
    cudacore_log_fn fn = cudacore__g.desc.logger.func;
    if (fn) fn("cudacore", level, (uint32_t)result, message, (uint32_t)line, __FILE__, cudacore__g.desc.logger.user_data);
}

/* Points the record's info at the thread's own strings, as made at file,
   line. */
CUDACORE__PRIVATE void cudacore__record_point(cudacore__tls_error *e, const char *file, int line) {
    e->info.native_name = e->native_name;
    e->info.native_string = e->native_string;
    e->info.call = e->call;
    e->info.message = e->message;
    e->info.detail = e->detail;
    e->info.file = file;
    e->info.line = line;
}

/* A variable of the environment that names a path cudacore loads, reads or
   writes (a library, the toolkit's headers, the compile cache's folder, a
   tool, the folders searched for them: CUDACORE_*_PATH,
   CUDACORE_CACHE_DIR, CUDA_HOME, CUDA_PATH, VIRTUAL_ENV, CONDA_PREFIX,
   HOME and the others the python site lookups read), or NULL where the
   process runs with rights its caller lacks (cudacore__privileged: setuid,
   setgid, file capabilities): the caller's environment must not choose the
   code such a program runs or the files it overwrites. Said once a
   process, through the logger, when a set variable is first ignored.
   Every path cudacore takes from the environment comes through here
   (LOADING says so); switches (CUDACORE_CACHE_DISABLE) need not. */
static int cudacore__env_told; /* the ignoring was said (atomic) */
CUDACORE__PRIVATE const char *cudacore__env_path(const char *name) {
    const char *v = getenv(name);
    if (!v || !v[0]) return NULL;
    if (!cudacore__privileged()) return v;
    if (cudacore__load32(&cudacore__g.ready) && cudacore__g.desc.logger.func && !cudacore__load32(&cudacore__env_told)) {
        char msg[400];
        cudacore__store32(&cudacore__env_told, 1);
        snprintf(msg, sizeof msg,
                 "$%s is ignored, as is every variable of the environment that names a path (a library, a folder): this program runs with "
                 "rights its caller lacks (setuid, setgid or file capabilities)",
                 name);
        cudacore__log(CUDACORE_LOG_WARN, CUDACORE_SUCCESS, msg, __LINE__);
    }
    return NULL;
}

/* Fills the calling thread's error record (no native code) with `message`,
   logging nothing; 0 inside CUDACORE__CLEANUP, where nothing is recorded. */
CUDACORE__PRIVATE int cudacore__record(cudacore_result result, const char *call, int line, const char *message) {
    cudacore__tls_error *e = &cudacore__err;
    if (e->keep) return 0;
    e->stub_pending = 0;
    e->info.result = result;
    e->info.library = CUDACORE_LIBRARY_NONE;
    e->info.native_code = 0;
    e->native_name[0] = e->native_string[0] = e->detail[0] = 0;
    cudacore__copy(e->call, sizeof e->call, call);
    cudacore__copy(e->message, sizeof e->message, message);
    cudacore__record_point(e, __FILE__, line);
    return 1;
}

/* Fills the calling thread's error record (no native code) and logs it; a
   cleanup call's failure is only logged (as a warning), keeping the failure
   being returned. Returns `result`: callers write `return CUDACORE__FAIL(...)`. */
CUDACORE__COLD cudacore_result cudacore__fail_at(cudacore_result result, const char *call, int line, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    cudacore__log(cudacore__record(result, call, line, msg) ? CUDACORE_LOG_ERROR : CUDACORE_LOG_WARN, result, msg, line);
    return result;
}
#define CUDACORE__FAIL(result, call, ...) cudacore__fail_at(result, call, __LINE__, __VA_ARGS__)

/* Sets the native part of the current record. */
CUDACORE__PRIVATE void cudacore__set_native(cudacore_library lib, int code, const char *name, const char *str) {
    cudacore__tls_error *e = &cudacore__err;
    if (e->keep) return;
    e->info.library = lib;
    e->info.native_code = code;
    cudacore__copy(e->native_name, sizeof e->native_name, name);
    cudacore__copy(e->native_string, sizeof e->native_string, str);
}

CUDACORE__PRIVATE void cudacore__set_detail(const char *text) {
    if (!cudacore__err.keep) cudacore__copy(cudacore__err.detail, sizeof cudacore__err.detail, text);
}

CUDACORE__PRIVATE void cudacore__append_detail(const char *fmt, ...) {
    size_t n = strlen(cudacore__err.detail);
    va_list ap;
    if (n + 1 >= sizeof cudacore__err.detail || cudacore__err.keep) return;
    va_start(ap, fmt);
    vsnprintf(cudacore__err.detail + n, sizeof cudacore__err.detail - n, fmt, ap);
    va_end(ap);
}

/* Runs a cleanup call (undoing half of a failed call, releasing a temporary,
   destroying) without touching the thread's error record: a failure there is
   logged as a warning, and the record keeps describing what the caller returns:
     CUDACORE__CLEANUP(CUDACORE__CU(cuMemPoolDestroy)(pool));                   */
#define CUDACORE__CLEANUP(stmt) \
    do { \
        cudacore__err.keep++; \
        stmt; \
        cudacore__err.keep--; \
    } while (0)


CUDACORE_API const cudacore_error_info *cudacore_last_error(void) {
    cudacore__tls_error *e = &cudacore__err;
    if (!e->info.message) cudacore__record_point(e, "", e->info.line); /* never failed on this thread */
    return &e->info;
}

/* The result the calling thread's record holds: for a hot path's error return
   after a helper recorded the failure (out of line, as
   cudacore_last_error()->result would not be). */
CUDACORE__COLD cudacore_result cudacore__recorded(void) { return cudacore__err.info.result; }

CUDACORE_API void cudacore_clear_error(void) {
    cudacore__tls_error *e = &cudacore__err;
    e->stub_pending = 0;
    e->info.result = CUDACORE_SUCCESS;
    e->info.library = CUDACORE_LIBRARY_NONE;
    e->info.native_code = 0;
    e->info.line = 0;
    e->native_name[0] = e->native_string[0] = e->call[0] = e->message[0] = e->detail[0] = 0;
}

CUDACORE_API void cudacore_print_error(void *file) {
    FILE *f = file ? (FILE *)file : stderr;
    const cudacore_error_info *e = cudacore_last_error();
    size_t n = strlen(e->detail);
    fprintf(f, "cudacore error: %s: %s\n", cudacore_result_name(e->result), cudacore_result_string(e->result));
    if (e->message[0]) fprintf(f, "  message: %s\n", e->message);
    if (e->call[0]) fprintf(f, "  call:    %s\n", e->call);
    if (e->library != CUDACORE_LIBRARY_NONE)
        fprintf(f, "  %s: %d %s%s%s\n", cudacore__library_name(e->library), e->native_code, e->native_name, e->native_string[0] ? ": " : "",
                e->native_string);
    if (n) fprintf(f, "  detail:\n%s%s", e->detail, e->detail[n - 1] == '\n' ? "" : "\n");
}

CUDACORE_API void cudacore_check_failed(cudacore_result result, const char *expr, const char *file, int line) {
    fprintf(stderr, "%s:%d: %s returned %s\n", file ? file : "?", line, expr ? expr : "?", cudacore_result_name(result));
    if (cudacore_last_error()->result == result) cudacore_print_error(stderr);
    exit(1);
}
