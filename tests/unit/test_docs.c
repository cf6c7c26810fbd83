/* The documents against the code, without a GPU:
   - every cudacore_* / CUDACORE_* name in docs/cuda-core-mapping.md exists in
     cudacore.h, and every field written as `struct.field` (cudacore_desc.logger) is a
     member of that struct: the mapping cannot name what is not there;
   - every example opens with a comment that says what comes next ("Next:"),
     and the README's learning path lists it;
   - cudacore.h's section markers are paired: every heading marked >>decl:X
     has one marked >>impl:X and the other way round, once each, unless X
     is listed as unpaired on purpose (marker_problems);
   - the tests mirror those sections: every tests/unit/test_*.c and
     tests/gpu/test_*_gpu.c is named test_<section>, for a >>decl: section
     or one of the names listed in test_names, and a test that declares
     CUDACORE_TEST_OWN_IMPL (tests/test.h) uses what only its own copy of
     the implementation gives it.
   Run from the repository root (make test does), or with the files found
   from this source file's path. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"
#include <ctype.h>

static char root[1024];
static char *header, *mapping, *readme;

/* The repository root: where README.md is, from here or from __FILE__. */
static void find_root(void) {
    const char *file = __FILE__, *at = strstr(__FILE__, "tests/unit/");
    FILE *f = fopen("README.md", "rb");
    if (f) {
        fclose(f);
        snprintf(root, sizeof root, ".");
        return;
    }
    if (at) snprintf(root, sizeof root, "%.*s", at == file ? 1 : (int)(at - file - 1), at == file ? "." : file);
    else snprintf(root, sizeof root, ".");
}

static char *slurp(const char *rel) {
    char path[1200];
    FILE *f;
    long n;
    char *buf;
    snprintf(path, sizeof path, "%s/%s", root, rel);
    if (!(f = fopen(path, "rb"))) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 || !(buf = (char *)t_malloc((size_t)n + 1))) {
        fclose(f);
        return NULL;
    }
    buf[fread(buf, 1, (size_t)n, f)] = 0;
    fclose(f);
    return buf;
}

static int is_ident(int c) { return isalnum((unsigned char)c) || c == '_'; }

/* word (len bytes) occurs in [text, end) as a whole identifier */
static int has_word(const char *text, const char *end, const char *word, size_t len) {
    const char *p = text;
    while ((p = strstr(p, word)) != NULL && p < end) {
        if ((p == text || !is_ident(p[-1])) && !is_ident(p[len])) return 1;
        p += len;
    }
    return 0;
}

/* field is a member of `typedef struct name {...} name;` (comments skipped) */
static int struct_has_field(const char *name, size_t nlen, const char *field, size_t flen) {
    char open[160], close[160], body[8192];
    const char *b, *e, *p;
    size_t n = 0;
    snprintf(open, sizeof open, "typedef struct %.*s {", (int)nlen, name);
    snprintf(close, sizeof close, "} %.*s;", (int)nlen, name);
    if (!(b = strstr(header, open)) || !(e = strstr(b, close))) return 0;
    for (p = b + strlen(open); p < e && n < sizeof body - 1; p++) {
        if (p[0] == '/' && p[1] == '*') {
            const char *q = strstr(p + 2, "*/");
            if (!q || q > e) break;
            p = q + 1;
            continue;
        }
        body[n++] = *p;
    }
    body[n] = 0;
    return has_word(body, body + n, field, flen);
}

static void mapping_names_exist_in_the_header(void) {
    const char *p;
    int names = 0, fields = 0, missing = 0;
    char word[160], fld[80];
    CHECK(header && mapping);
    for (p = mapping; *p; p++) {
        size_t len, flen = 0;
        if ((p != mapping && is_ident(p[-1])) || (strncmp(p, "cudacore_", 9) && strncmp(p, "CUDACORE_", 9))) continue;
        for (len = 9; is_ident(p[len]); len++) {}
        if (len == 9 || len >= sizeof word) continue; /* "cudacore_..." in prose */
        memcpy(word, p, len);
        word[len] = 0;
        if (p[len] == '.' && is_ident(p[len + 1]))
            for (flen = 0; is_ident(p[len + 1 + flen]) && flen < sizeof fld - 1; flen++) fld[flen] = p[len + 1 + flen];
        fld[flen] = 0;
        names++;
        if (!has_word(header, header + strlen(header), word, len)) {
            printf("  docs/cuda-core-mapping.md names %s, which cudacore.h does not have\n", word);
            missing++;
        } else if (flen) {
            fields++;
            if (!struct_has_field(word, len, fld, flen)) {
                printf("  docs/cuda-core-mapping.md names %s.%s, which is not a field of %s\n", word, fld, word);
                missing++;
            }
        }
        p += len - 1;
    }
    printf("  %d names (%d of them struct.field) checked\n", names, fields);
    CHECK(names > 100 && fields > 50); /* the document is the one meant */
    CHECK(missing == 0);
}

/*--- examples: "Next:" in each opening comment, each in the learning path ---*/
typedef struct t_examples {
    int count, bad;
} t_examples;
static void check_example(const char *name, const char *path, long long size, void *user) {
    t_examples *ex = (t_examples *)user;
    char stem[128], rel[200];
    size_t n = strlen(name);
    char *text, *end;
    (void)path;
    (void)size;
    if (n < 3 || strcmp(name + n - 2, ".c") || n - 2 >= sizeof stem) return;
    snprintf(stem, sizeof stem, "%.*s", (int)(n - 2), name);
    snprintf(rel, sizeof rel, "examples/%s", name);
    ex->count++;
    text = slurp(rel);
    end = text ? strstr(text, "*/") : NULL;
    if (!text || strncmp(text, "/*", 2) || !end) {
        printf("  %s does not open with a comment\n", rel);
        ex->bad++;
        return;
    }
    *end = 0;
    if (!strstr(text, "Next:")) {
        printf("  %s: its opening comment does not say what comes next (\"Next: ...\")\n", rel);
        ex->bad++;
    }
    snprintf(rel, sizeof rel, "`%s`", stem);
    if (!readme || !strstr(readme, "## Learning path") || !strstr(strstr(readme, "## Learning path"), rel)) {
        printf("  %s is not in README.md's learning path\n", stem);
        ex->bad++;
    }
}

static void examples_say_what_comes_next(void) {
    char dir[1100];
    t_examples ex;
    memset(&ex, 0, sizeof ex);
    snprintf(dir, sizeof dir, "%s/examples", root);
    t_dir_each(dir, check_example, &ex);
    printf("  %d examples checked\n", ex.count);
    CHECK(ex.count > 10);
    CHECK(ex.bad == 0);
}

/*--- section markers: each >>decl:X heading with its >>impl:X heading ---*/
/* Sections marked on one side only, on purpose (none now; NULL ends the list). */
static const char *const unpaired[] = {NULL};

typedef struct t_markers {
    char names[2][64][48]; /* [0]: >>decl:, [1]: >>impl: */
    int count[2];
} t_markers;

static int is_listed(const char *const *list, const char *name) {
    for (; *list; list++)
        if (!strcmp(*list, name)) return 1;
    return 0;
}
static int marker_index(const t_markers *m, int side, const char *name) {
    int i;
    for (i = 0; i < m->count[side]; i++)
        if (!strcmp(m->names[side][i], name)) return i;
    return -1;
}

static const char *const marker_tag[2] = {">>decl:", ">>impl:"};

/* The X of each >>decl:X and >>impl:X on one of text's section headings (a
   line that opens a comment with a rule of '=' or '-'; a marker in prose
   only points to one) into *m. Returns how many marked a second heading
   (or came past 64), printed when loud. */
static int collect_markers(const char *text, t_markers *m, int loud) {
    const char *line, *eol, *at;
    int side, problems = 0;
    memset(m, 0, sizeof *m);
    for (line = text; *line; line = *eol ? eol + 1 : eol) {
        eol = line + strcspn(line, "\n");
        if (strncmp(line, "/*===", 5) && strncmp(line, "/*---", 5)) continue;
        for (side = 0; side < 2; side++) {
            char name[48];
            size_t n = 0;
            if (!(at = strstr(line, marker_tag[side])) || at > eol) continue;
            for (at += 7; is_ident(at[n]) && n < sizeof name - 1; n++) name[n] = at[n];
            name[n] = 0;
            if (marker_index(m, side, name) >= 0 || m->count[side] == 64) {
                if (loud) printf("  %s%s marks more than one heading (or more than 64 markers)\n", marker_tag[side], name);
                problems++;
            } else
                snprintf(m->names[side][m->count[side]++], sizeof m->names[0][0], "%s", name);
        }
    }
    return problems;
}

/* The problems of text's markers (printed when loud): a >>decl:X or
   >>impl:X on a section heading without its other half (X not in the list
   ok, which NULL ends), or on two headings. *pairs: the pairs found. */
static int marker_problems(const char *text, const char *const *ok, int *pairs, int loud) {
    t_markers m;
    int side, i, problems = collect_markers(text, &m, loud);
    for (*pairs = 0, side = 0; side < 2; side++)
        for (i = 0; i < m.count[side]; i++) {
            const char *name = m.names[side][i];
            if (marker_index(&m, !side, name) >= 0) *pairs += side == 0;
            else if (!is_listed(ok, name)) {
                if (loud) printf("  %s%s has no %s%s heading\n", marker_tag[side], name, marker_tag[!side], name);
                problems++;
            }
        }
    return problems;
}

static void section_markers_are_paired(void) {
    static const char sample[] = "/*=== A (>>decl:a) ===*/\n/*=== B (>>decl:b) ===*/\n/* (see >>impl:b) */\n"
                                 "/*--- >>impl:a ---*/\n/*=== C (>>impl:c) ===*/\n/*=== A again (>>impl:a) ===*/\n";
    static const char *const none[] = {NULL}, *const c_alone[] = {"c", NULL};
    int pairs = 0;
    CHECK(marker_problems(sample, none, &pairs, 0) == 3 && pairs == 1); /* b: no impl heading (prose does not count); c: no decl; a twice */
    CHECK(marker_problems(sample, c_alone, &pairs, 0) == 2);
    CHECK(header);
    CHECK(marker_problems(header, unpaired, &pairs, 1) == 0);
    printf("  %d >>decl:/>>impl: pairs\n", pairs);
    CHECK(pairs >= 13); /* (every section of the API: the header meant) */
}

/*--- test files: named by the header's sections ---*/
/* Besides the >>decl: sections: the sections without a marker, then the
   names of tests that cross sections. NULL ends the list. */
static const char *const test_names[] = {"results", "setup", "libraries", "handles", "devices",
                                         "core", "bad_input", "threads", "docs", "platform", "start", "versions", "bind", "examples", NULL};

/* s begins with the word w, then '_' or '.' */
static int begins_with_word(const char *s, const char *w) {
    size_t k = strlen(w);
    return !strncmp(s, w, k) && (s[k] == '_' || s[k] == '.');
}

/* Why a test file's name breaks the rule (NULL: it keeps it): test_<S>.c or
   test_<S>_<more>.c, S a >>decl: name of m or one of names (NULL-ended);
   a GPU test's (gpu 1) name ends in _gpu.c, a CPU test's never does. */
static const char *test_name_problem(const char *name, int gpu, const t_markers *m, const char *const *names) {
    size_t n = strlen(name);
    int i, is_gpu = n > 11 && !strcmp(name + n - 6, "_gpu.c");
    if (n < 8 || strncmp(name, "test_", 5) || strcmp(name + n - 2, ".c")) return "not test_<section>.c";
    if (gpu != is_gpu) return gpu ? "a GPU test whose name does not end in _gpu.c" : "a CPU test whose name ends in _gpu.c";
    for (i = 0; i < m->count[0]; i++)
        if (begins_with_word(name + 5, m->names[0][i])) return NULL;
    for (; *names; names++)
        if (begins_with_word(name + 5, *names)) return NULL;
    return "test_<section>: no >>decl: section of cudacore.h, nor a name of test_names";
}

typedef struct t_test_files {
    const t_markers *m;
    const char *dir;
    int gpu, count, bad;
} t_test_files;
static void check_test_name(const char *name, const char *path, long long size, void *user) {
    t_test_files *tf = (t_test_files *)user;
    const char *why;
    size_t n = strlen(name);
    (void)path;
    (void)size;
    if (n < 2 || strcmp(name + n - 2, ".c")) return;
    tf->count++;
    if ((why = test_name_problem(name, tf->gpu, tf->m, test_names)) != NULL) {
        printf("  %s/%s: %s\n", tf->dir, name, why);
        tf->bad++;
    }
}

static void test_files_are_named_by_sections(void) {
    t_markers m;
    t_test_files tf;
    char dir[1100];
    CHECK(header);
    collect_markers(header, &m, 0);
    CHECK(m.count[0] >= 13); /* (every section of the API: the header meant) */
    CHECK(!test_name_problem("test_tensor_maps_rules.c", 0, &m, test_names) && !test_name_problem("test_streams_gpu.c", 1, &m, test_names));
    CHECK(!test_name_problem("test_bad_input.c", 0, &m, test_names) && !test_name_problem("test_devices_multi_gpu.c", 1, &m, test_names));
    CHECK(test_name_problem("test_streams.c", 1, &m, test_names) && test_name_problem("test_streams_gpu.c", 0, &m, test_names));
    CHECK(test_name_problem("test_hopper.c", 0, &m, test_names) && test_name_problem("test_stream.c", 0, &m, test_names));
    CHECK(test_name_problem("memory_test.c", 0, &m, test_names) && test_name_problem("test_gpu.c", 1, &m, test_names));
    memset(&tf, 0, sizeof tf);
    tf.m = &m;
    for (tf.gpu = 0; tf.gpu < 2; tf.gpu++) {
        tf.dir = tf.gpu ? "tests/gpu" : "tests/unit";
        snprintf(dir, sizeof dir, "%s/%s", root, tf.dir);
        t_dir_each(dir, check_test_name, &tf);
    }
    printf("  %d test files named by %d sections and %d other names\n", tf.count, m.count[0], (int)(sizeof test_names / sizeof test_names[0]) - 1);
    CHECK(tf.count > 40);
    CHECK(tf.bad == 0);
}

/* A test that declares CUDACORE_TEST_OWN_IMPL (its own copy of the
   implementation; tests/test.h) must need it: cudacore__ names after that
   line, or NDEBUG defined before it. (The other way round the compiler
   checks: cudacore__ names exist only in the implementation.) */
typedef struct t_own_impl {
    const char *dir;
    int count, bad;
} t_own_impl;
static void check_own_impl(const char *name, const char *path, long long size, void *user) {
    t_own_impl *oi = (t_own_impl *)user;
    char rel[300];
    char *text, *at, *eol;
    size_t n = strlen(name);
    (void)path;
    (void)size;
    if (n < 2 || strcmp(name + n - 2, ".c")) return;
    snprintf(rel, sizeof rel, "%s/%s", oi->dir, name);
    if (!(text = slurp(rel)) || !(at = strstr(text, "\n#define CUDACORE_TEST_OWN_IMPL"))) return;
    oi->count++;
    *at = 0;
    eol = strchr(at + 1, '\n');
    if (!strstr(text, "#define NDEBUG") && (!eol || !strstr(eol, "cudacore__"))) {
        printf("  %s declares CUDACORE_TEST_OWN_IMPL but uses no cudacore__ name and does not define NDEBUG\n", rel);
        oi->bad++;
    }
}

static void own_implementation_only_where_needed(void) {
    t_own_impl oi;
    char dir[1100];
    int gpu;
    memset(&oi, 0, sizeof oi);
    for (gpu = 0; gpu < 2; gpu++) {
        oi.dir = gpu ? "tests/gpu" : "tests/unit";
        snprintf(dir, sizeof dir, "%s/%s", root, oi.dir);
        t_dir_each(dir, check_own_impl, &oi);
    }
    printf("  %d tests keep their own copy of the implementation\n", oi.count);
    CHECK(oi.count > 5); /* (the marker the Makefile reads: the rule meant) */
    CHECK(oi.bad == 0);
}

int main(void) {
    find_root();
    header = slurp("cudacore.h");
    mapping = slurp("docs/cuda-core-mapping.md");
    readme = slurp("README.md");
    RUN(mapping_names_exist_in_the_header);
    RUN(examples_say_what_comes_next);
    RUN(section_markers_are_paired);
    RUN(test_files_are_named_by_sections);
    RUN(own_implementation_only_where_needed);
    TEST_EXIT();
}
