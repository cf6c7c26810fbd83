/* The documents against the code, without a GPU:
   - every cudacore_* / CUDACORE_* name in docs/cuda-core-mapping.md exists in
     cudacore.h, and every field written as `struct.field` (cudacore_desc.logger) is a
     member of that struct: the mapping cannot name what is not there;
   - every example opens with a comment that says what comes next ("Next:"),
     and the learning path of docs/README.md lists it;
   - the manual's index lists the areas of the library (src/AREA.h and .c),
     and the header holds each part under one banner naming it, and no
     banner that the index does not list (banner_problems); no part declares
     ahead a function of another area, but for the cycles src/README.md
     lists (forward_problems);
   - the tests mirror those areas: every tests/unit/test_*.c and
     tests/gpu/test_*_gpu.c is named test_<area>, for an area of the index
     or one of the names listed in test_names, and a test that declares
     CUDACORE_TEST_CONFIG (tests/test.h) names the configuration macro
     that the implementation it links is built with, and why.
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
        printf("  %s is not in docs/README.md's learning path\n", stem);
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

/*--- areas: the manual's index, and a banner for each part ---*/
/* The areas of the manual's INDEX (the table after its "area holds in
   src/" line, up to a blank line): each name, and whether it has a .h and a
   .c part. */
typedef struct t_areas {
    char names[64][32];
    int has_h[64], has_c[64];
    int count;
} t_areas;

static int area_index(const t_areas *a, const char *name) {
    int i;
    for (i = 0; i < a->count; i++)
        if (!strcmp(a->names[i], name)) return i;
    return -1;
}

/* Reads the index of text into *a; the number of lines it could not read. */
static int read_index(const char *text, t_areas *a) {
    const char *line = strstr(text, "\n      area            holds"), *eol;
    int bad = 0;
    memset(a, 0, sizeof *a);
    if (!line) return 1;
    for (line = strchr(line + 1, '\n'); line && line[1] != '\n' && line[1]; line = strchr(line + 1, '\n')) {
        const char *p = line + 1;
        size_t n = 0;
        eol = strchr(p, '\n');
        if (!eol) break;
        if (strncmp(p, "      ", 6) || p[6] == ' ') continue; /* a wrapped line of the area above */
        p += 6;
        while (is_ident(p[n])) n++;
        if (n == 0 || n >= sizeof a->names[0] || a->count == 64) {
            bad++;
            continue;
        }
        memcpy(a->names[a->count], p, n);
        a->names[a->count][n] = 0;
        a->has_h[a->count] = strstr(p, " .h") && strstr(p, " .h") < eol;
        a->has_c[a->count] = strstr(p, " .c") && strstr(p, " .c") < eol;
        bad += !a->has_h[a->count] && !a->has_c[a->count];
        a->count++;
    }
    return bad;
}

/* The problems of text's banners (printed when loud): each part of each
   indexed area has its one banner "/" "*=== TITLE (src/PART) ===...", and
   every such banner names an indexed part. */
static int banner_problems(const char *text, int loud) {
    t_areas a;
    int problems = read_index(text, &a), i, half;
    const char *line, *eol;
    for (i = 0; i < a.count; i++)
        for (half = 0; half < 2; half++) {
            char want[64];
            const char *at;
            int seen = 0;
            if (!(half ? a.has_c[i] : a.has_h[i])) continue;
            snprintf(want, sizeof want, " (src/%s.%c) =", a.names[i], half ? 'c' : 'h');
            for (at = strstr(text, want); at; at = strstr(at + 1, want)) {
                for (line = at; line > text && line[-1] != '\n'; line--) {}
                seen += !strncmp(line, "/*=== ", 6);
            }
            if (seen != 1) {
                if (loud) printf("  src/%s.%c has %d banners in the header, not 1\n", a.names[i], half ? 'c' : 'h', seen);
                problems++;
            }
        }
    for (line = text; *line; line = *eol ? eol + 1 : eol) {
        const char *src;
        char name[32];
        size_t n = 0;
        eol = line + strcspn(line, "\n");
        if (strncmp(line, "/*=== ", 6) || !(src = strstr(line, " (src/")) || src > eol) continue;
        for (src += 6; is_ident(src[n]) && n < sizeof name - 1; n++) name[n] = src[n];
        name[n] = 0;
        if (area_index(&a, name) < 0) {
            if (loud) printf("  a banner names src/%s, which the index does not list\n", name);
            problems++;
        }
    }
    return problems;
}

static void every_area_is_indexed_and_bannered(void) {
    static const char sample[] = "\n      area            holds   in src/\n"
                                 "      a               one     .h .c\n"
                                 "                      more\n"
                                 "      b               two     .c\n\n"
                                 "/*=== A (src/a.h) ===*/\n/* (src/a.c) */\n/*=== B (src/b.c) ===*/\n/*=== B (src/b.c) ===*/\n/*=== Z (src/z.c) ===*/\n";
    t_areas a;
    CHECK(read_index(sample, &a) == 0 && a.count == 2 && a.has_h[0] && a.has_c[0] && !a.has_h[1] && a.has_c[1]);
    CHECK(banner_problems(sample, 0) == 3); /* a.c: none (prose does not count); b.c: twice; z: not indexed */
    CHECK(header);
    CHECK(read_index(header, &a) == 0);
    CHECK(banner_problems(header, 1) == 0);
    printf("  %d areas indexed, each part under its banner\n", a.count);
    CHECK(a.count >= 25); /* (every area of the library: the index meant) */
}

/*--- forward declarations stay in their area ---*/
/* The areas are ordered by what they use, so a part declares ahead only
   what it defines itself, but for the cycles src/README.md lists ("| `NAME`
   | src/PART.c |" rows). Each file-scope prototype of a cudacore function
   in src/AREA.c (a statement from a line's start to a ';' with a '(' and no
   '{' or '='), whose definition is not in that part, is a problem unless
   listed; so is a listed row that no longer holds. */
static int is_prototype_start(const char *line) {
    static const char *const starts[] = {"CUDACORE__PRIVATE ", "CUDACORE__COLD ", "CUDACORE__HOT_INLINE ", "CUDACORE_API ", "static ", NULL};
    int i;
    for (i = 0; starts[i]; i++)
        if (!strncmp(line, starts[i], strlen(starts[i]))) return 1;
    return 0;
}

/* The function a statement at line declares or defines, in name (cap
   bytes); 1: a prototype, 2: a definition, 0: neither. */
static int statement_kind(const char *line, char *name, size_t cap) {
    size_t end = strcspn(line, ";{="), n;
    const char *paren = memchr(line, '(', end), *p;
    if (!paren || !line[end] || line[end] == '=') return 0;
    for (p = paren; p > line && p[-1] == ' '; p--) {}
    for (n = 0; p - n > line && is_ident(p[-1 - (long)n]); n++) {}
    if (n == 0 || n >= cap || strncmp(p - n, "cudacore", 8)) return 0;
    memcpy(name, p - n, n);
    name[n] = 0;
    return line[end] == ';' ? 1 : 2;
}

/* Whether text defines function name. */
static int defines(const char *text, const char *name) {
    const char *line;
    char got[128];
    for (line = text; line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
        if (is_prototype_start(line) && statement_kind(line, got, sizeof got) == 2 && !strcmp(got, name)) return 1;
    return 0;
}

/* The cross-area prototypes of src/NAME.c that the cycles list (readme)
   does not name; printed when loud. *listed counts those it names. */
static int forward_problems(const char *part, const char *text, const char *readme_text, int *listed, int loud) {
    const char *line;
    char name[128], row[300];
    int problems = 0;
    for (line = text; line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (!is_prototype_start(line) || statement_kind(line, name, sizeof name) != 1 || defines(text, name)) continue;
        snprintf(row, sizeof row, "| `%s` | src/%s |", name, part);
        if (readme_text && strstr(readme_text, row)) {
            (*listed)++;
        } else {
            if (loud) printf("  src/%s declares %s, defined in another area, and src/README.md lists no such cycle\n", part, name);
            problems++;
        }
    }
    return problems;
}

static void forward_declarations_stay_in_their_area(void) {
    static const char sample[] = "CUDACORE__PRIVATE int cudacore__a(void);\nstatic int cudacore__b(int x);\n"
                                 "CUDACORE__PRIVATE int cudacore__b(int x) {\n    return x;\n}\nstatic const int cudacore__t[2] = {1, 2};\n";
    static const char rows[] = "| `cudacore__c` | src/x.c | why |\n";
    t_areas a;
    char *src_readme = slurp("src/README.md"), rel[64], part[48];
    const char *at;
    int i, listed = 0, problems = 0, parts = 0, rows_listed;
    CHECK(forward_problems("x.c", sample, rows, &listed, 0) == 1 && listed == 0); /* cudacore__a: defined elsewhere, not listed */
    CHECK(src_readme);
    CHECK(header && read_index(header, &a) == 0);
    for (i = 0; i < a.count; i++) {
        char *text;
        if (!a.has_c[i]) continue;
        snprintf(rel, sizeof rel, "src/%s.c", a.names[i]);
        snprintf(part, sizeof part, "%s.c", a.names[i]);
        CHECK((text = slurp(rel)) != NULL);
        if (!text) continue;
        parts++;
        problems += forward_problems(part, text, src_readme, &listed, 1);
    }
    for (rows_listed = 0, at = src_readme ? strstr(src_readme, "\n| `cudacore") : NULL; at; at = strstr(at + 1, "\n| `cudacore")) rows_listed++;
    printf("  %d parts: %d forward declarations across areas, each a cycle src/README.md lists (%d rows)\n", parts, listed, rows_listed);
    CHECK(parts >= 25);
    CHECK(problems == 0);
    CHECK(listed == rows_listed); /* no row for a cycle that is gone */
}

/*--- test files: named by the header's areas ---*/
/* Besides the areas: the names of tests that cross areas. NULL ends the list. */
static const char *const test_names[] = {"core", "bad_input", "threads", "docs", "versions", "bind", "examples", NULL};

/* s begins with the word w, then '_' or '.' */
static int begins_with_word(const char *s, const char *w) {
    size_t k = strlen(w);
    return !strncmp(s, w, k) && (s[k] == '_' || s[k] == '.');
}

/* Why a test file's name breaks the rule (NULL: it keeps it): test_<S>.c or
   test_<S>_<more>.c, S an area of m or one of names (NULL-ended); a GPU
   test's (gpu 1) name ends in _gpu.c, a CPU test's never does. */
static const char *test_name_problem(const char *name, int gpu, const t_areas *m, const char *const *names) {
    size_t n = strlen(name);
    int i, is_gpu = n > 11 && !strcmp(name + n - 6, "_gpu.c");
    if (n < 8 || strncmp(name, "test_", 5) || strcmp(name + n - 2, ".c")) return "not test_<section>.c";
    if (gpu != is_gpu) return gpu ? "a GPU test whose name does not end in _gpu.c" : "a CPU test whose name ends in _gpu.c";
    for (i = 0; i < m->count; i++)
        if (begins_with_word(name + 5, m->names[i])) return NULL;
    for (; *names; names++)
        if (begins_with_word(name + 5, *names)) return NULL;
    return "test_<section>: no area of cudacore.h's index, nor a name of test_names";
}

typedef struct t_test_files {
    const t_areas *m;
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

static void test_files_are_named_by_areas(void) {
    t_areas m;
    t_test_files tf;
    char dir[1100];
    CHECK(header);
    CHECK(read_index(header, &m) == 0);
    CHECK(m.count >= 25); /* (every area of the library: the index meant) */
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
    printf("  %d test files named by %d areas and %d other names\n", tf.count, m.count, (int)(sizeof test_names / sizeof test_names[0]) - 1);
    CHECK(tf.count > 40);
    CHECK(tf.bad == 0);
}

/* A test that declares CUDACORE_TEST_CONFIG (tests/test.h: it links the
   implementation compiled with a configuration macro) names after it the
   macro it checks, which the shared implementation object is built
   without: the macro is one the implementation tests (#ifdef, #ifndef or
   defined() in cudacore.h), the file defines it before the marker and says
   why in its opening comment, and it reaches the internals as every other
   test does, through tests/internals.h (no cudacore__ name of its own; the
   compiler refuses one too, the implementation being an object's). Returns
   what is wrong with text (NULL when nothing is, or when it has no
   marker). */
static const char *test_config_problem(const char *text, const char *hdr, char *why, size_t cap) {
    const char *at = strstr(text, "\n#define CUDACORE_TEST_CONFIG"), *opening_end = strstr(text, "*/");
    char macro[64], def[80], test[3][80];
    size_t n = 0, k;
    int tested = 0;
    if (!at) return NULL;
    at += strlen("\n#define CUDACORE_TEST_CONFIG");
    while (*at == ' ') at++;
    while ((isalnum((unsigned char)at[n]) || at[n] == '_') && n < sizeof macro - 1) n++;
    memcpy(macro, at, n);
    macro[n] = 0;
    if (!n) return snprintf(why, cap, "names no configuration macro after CUDACORE_TEST_CONFIG"), why;
    snprintf(test[0], sizeof test[0], "#ifdef %s\n", macro);
    snprintf(test[1], sizeof test[1], "#ifndef %s\n", macro);
    snprintf(test[2], sizeof test[2], "defined(%s)", macro);
    for (k = 0; k < 3; k++) tested |= hdr && strstr(hdr, test[k]) != NULL;
    if (!tested) return snprintf(why, cap, "names %s, which the implementation never tests", macro), why;
    snprintf(def, sizeof def, "\n#define %s", macro);
    if (!strstr(text, def) || strstr(text, def) > at) return snprintf(why, cap, "does not define %s before the marker", macro), why;
    if (!opening_end || !strstr(text, macro) || strstr(text, macro) > opening_end)
        return snprintf(why, cap, "does not say in its opening comment why it checks %s", macro), why;
    if (strstr(at, "cudacore__")) return snprintf(why, cap, "names a cudacore__ internal itself (tests/internals.h is the way in)"), why;
    return NULL;
}
typedef struct t_test_config {
    const char *dir;
    int count, bad;
} t_test_config;
static void check_test_config(const char *name, const char *path, long long size, void *user) {
    t_test_config *oi = (t_test_config *)user;
    char rel[300], why[200];
    const char *problem;
    char *text;
    size_t n = strlen(name);
    (void)path;
    (void)size;
    if (n < 2 || strcmp(name + n - 2, ".c")) return;
    snprintf(rel, sizeof rel, "%s/%s", oi->dir, name);
    if (!(text = slurp(rel)) || !strstr(text, "\n#define CUDACORE_TEST_CONFIG")) return;
    oi->count++;
    if ((problem = test_config_problem(text, header, why, sizeof why)) != NULL) {
        printf("  %s declares CUDACORE_TEST_CONFIG but %s\n", rel, problem);
        oi->bad++;
    }
}

static void configuration_tests_say_which(void) {
    static const char *const bad[] = {
        "/* x */\n#define CUDACORE_TEST_CONFIG /* uses internals */\n",                          /* no macro */
        "/* NDEBUG */\n#define CUDACORE_TEST_CONFIG NDEBUG\n",                                   /* not defined */
        "/* NDEBUG */\n#define CUDACORE_TEST_CONFIG NDEBUG\n#define NDEBUG 1\n",                /* defined after */
        "/* MY_FLAG */\n#define MY_FLAG\n#define CUDACORE_TEST_CONFIG MY_FLAG\n",               /* not the implementation's */
        "/* x */\n#define NDEBUG 1\n#define CUDACORE_TEST_CONFIG NDEBUG\n",                     /* no reason given */
        "/* NDEBUG */\n#define NDEBUG 1\n#define CUDACORE_TEST_CONFIG NDEBUG\nint x = cudacore__g.n;\n"}; /* an internal */
    static const char good[] = "/* NDEBUG: a release build */\n#define NDEBUG 1\n#define CUDACORE_TEST_CONFIG NDEBUG\nint x;\n";
    t_test_config oi;
    char dir[1100], why[200];
    size_t i;
    int gpu;
    CHECK(header);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) CHECK(test_config_problem(bad[i], header, why, sizeof why) != NULL);
    CHECK(test_config_problem(good, header, why, sizeof why) == NULL && test_config_problem("int x;\n", header, why, sizeof why) == NULL);
    memset(&oi, 0, sizeof oi);
    for (gpu = 0; gpu < 2; gpu++) {
        oi.dir = gpu ? "tests/gpu" : "tests/unit";
        snprintf(dir, sizeof dir, "%s/%s", root, oi.dir);
        t_dir_each(dir, check_test_config, &oi);
    }
    printf("  %d tests check a configuration macro (each linked with the implementation built with it)\n", oi.count);
    CHECK(oi.count > 0); /* (the marker the Makefile reads: the rule meant) */
    CHECK(oi.bad == 0);
}

int main(void) {
    find_root();
    header = slurp("cudacore.h");
    mapping = slurp("docs/cuda-core-mapping.md");
    readme = slurp("docs/README.md"); /* (the learning path) */
    RUN(mapping_names_exist_in_the_header);
    RUN(examples_say_what_comes_next);
    RUN(every_area_is_indexed_and_bannered);
    RUN(forward_declarations_stay_in_their_area);
    RUN(test_files_are_named_by_areas);
    RUN(configuration_tests_say_which);
    TEST_EXIT();
}
