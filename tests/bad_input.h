/* bad_input.h -- the table harness of the bad-input tests (tests/unit/test_bad_input.c
   on the CPU, tests/gpu/test_bad_input_gpu.c on a GPU). Include after test.h.

   Each row calls one public function with one bad input and names the exact
   cudacore_result it must return; the thread's error record must then hold
   that result, a message and the failing call. Rows never stop the test: every
   mismatch is printed, and the test fails at the end if there was any.

     BAD(fn, expect, expr)           expr (a call of fn) returns expect
     BAD_OUT(fn, expect, out, expr)  the same, and the out-parameter `out`
                                     (pre-filled with 0xA5) was written
                                     (zeroed, or -1 for a descriptor) anyway
     BADV(fn, cond)                  for functions that return no result:
                                     cond (which calls fn) holds
   BI_KIND(k) sets the category the following rows are counted under. */
#ifndef CUDACORE_BAD_INPUT_H
#define CUDACORE_BAD_INPUT_H

enum {
    BI_NULL,        /* NULL out-parameters and NULL inputs */
    BI_ZERO,        /* zero handles */
    BI_STALE,       /* destroyed handles */
    BI_DOUBLE,      /* destroyed twice */
    BI_KIND,        /* a handle of another kind */
    BI_SIZE,        /* sizes 0 and near SIZE_MAX, offsets and ranges */
    BI_RANGE,       /* device ordinals, grid and block, enums out of range */
    BI_CONTRA,      /* options that contradict each other */
    BI_CODE,        /* empty source, NUL bytes, garbage as CUBIN / PTX / LTO-IR */
    BI_NAME,        /* names and name expressions that do not exist */
    BI_STATE,       /* calls in the wrong state (not recorded, already set up...) */
    BI__COUNT
};
static const char *const bi_kind_names[BI__COUNT] = {
    "NULL out-parameters / inputs", "zero handles", "destroyed (stale) handles", "double destroy", "handles of the wrong kind, forged ids",
    "sizes 0 / near SIZE_MAX", "out-of-range ordinals, grid, block, enums", "contradictory options",
    "empty / NUL-bearing / garbage code", "names that do not exist", "wrong state",
};

static int bi_counts[BI__COUNT];
static int bi_total, bi_failed, bi_cur = BI_NULL;
static const char *bi_fns[400];
static int bi_nfns;

#define BI_KIND(k) (bi_cur = (k))

static void bi_cover(const char *fn) {
    int i;
    for (i = 0; i < bi_nfns; i++)
        if (!strcmp(bi_fns[i], fn)) return;
    if (bi_nfns < (int)(sizeof bi_fns / sizeof bi_fns[0])) bi_fns[bi_nfns++] = fn;
}

/* Before each row: a clean record, so that a row cannot pass on an old one. */
static int bi_pre(void) {
    cudacore_clear_error();
    return 0;
}

static void bi_row(const char *fn, size_t unused, cudacore_result expect, cudacore_result got, const char *expr, int line) {
    const cudacore_error_info *e = cudacore_last_error();
    (void)unused;
    bi_total++;
    bi_counts[bi_cur]++;
    bi_cover(fn);
    if (got != expect) {
        printf("  line %d: %s returned %s, expected %s\n", line, expr, cudacore_result_name(got), cudacore_result_name(expect));
        if (got != CUDACORE_SUCCESS) printf("    message: %s\n", e->message);
        bi_failed++;
        return;
    }
    if (expect == CUDACORE_SUCCESS) return; /* a documented no-op on odd input */
    if (e->result != expect || !e->message[0] || !e->call[0]) {
        printf("  line %d: %s: the error record does not describe it (result %s, message '%s', call '%s')\n", line, expr,
               cudacore_result_name(e->result), e->message, e->call);
        bi_failed++;
    }
}

static T_UNUSED void bi_written(const void *out, size_t n, const char *expr, int line) {
    const unsigned char *p = (const unsigned char *)out;
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != 0xA5) return;
    printf("  line %d: %s left its out-parameter unwritten on failure\n", line, expr);
    bi_failed++;
}

static T_UNUSED void bi_rowv(const char *fn, size_t unused, int ok, const char *cond, int line) {
    (void)unused;
    bi_total++;
    bi_counts[bi_cur]++;
    bi_cover(fn);
    if (!ok) {
        printf("  line %d: %s does not hold\n", line, cond);
        bi_failed++;
    }
}

#define BAD(fn, expect, expr) bi_row(#fn, sizeof(&fn), (expect), (bi_pre(), (expr)), #expr, __LINE__)
#define BAD_OUT(fn, expect, out, expr) \
    do { \
        memset(&(out), 0xA5, sizeof(out)); \
        BAD(fn, expect, expr); \
        bi_written(&(out), sizeof(out), #expr, __LINE__); \
    } while (0)
#define BADV(fn, cond) bi_rowv(#fn, sizeof(&fn), (bi_pre(), (cond)) != 0, #cond, __LINE__)

/* The shorthands the rows use. */
#define E_ARG CUDACORE_ERROR_INVALID_ARGUMENT
#undef E_HANDLE /* <winerror.h> (through <windows.h>) has one */
#define E_HANDLE CUDACORE_ERROR_INVALID_HANDLE
#define E_OOB CUDACORE_ERROR_OUT_OF_BOUNDS
#define E_DEVICE CUDACORE_ERROR_INVALID_DEVICE
#define E_UNSUP CUDACORE_ERROR_NOT_SUPPORTED
/* Rows whose answer depends on the platform: a feature of the other OS is
   NOT_SUPPORTED before its arguments are looked at. */
#ifdef _WIN32
#define E_LINUX_ONLY E_UNSUP /* fd handle types, process checkpoint */
#define E_WIN32_ONLY E_ARG   /* a Win32 handle type given neither handle nor name */
#else
#define E_LINUX_ONLY E_ARG
#define E_WIN32_ONLY E_UNSUP
#endif

/* bi_stale_id(kind): tests/internals.h */

static void bi_summary(const char *what) {
    int k;
    printf("  %s: %d bad inputs across %d public functions, %d mismatches\n", what, bi_total, bi_nfns, bi_failed);
    for (k = 0; k < BI__COUNT; k++)
        if (bi_counts[k]) printf("    %4d  %s\n", bi_counts[k], bi_kind_names[k]);
}

#endif
