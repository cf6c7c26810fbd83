/* amalgamate -- writes cudacore.h and cudabind.h from their parts in src/.

   cudacore is developed in parts (src/) and shipped as one header. Each
   shipped header has a frame, src/<header>.in, copied line by line but for
   these lines:

     #include "PATH"           PATH a file under src/: that file, inlined
                               (its own such lines too)
     @manual AREA...           each AREA's manual chapter: the comment that
                               opens src/AREA.h, less its opening and
                               closing lines, then a blank line
     @declarations AREA...     the rest of each src/AREA.h
     @implementation AREA...   each src/AREA.c

   Usage: amalgamate [--check] [ROOT]
     ROOT      the repository (default: the current folder): reads ROOT/src
               and writes ROOT/cudacore.h and ROOT/cudabind.h where changed
     --check   writes nothing; exits 1 when a shipped header is not the
               amalgamation of src/, naming the part that the first
               differing line comes from (edit that part, then run make)

   It needs only a C99 compiler: the Makefile builds it first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 8 /* of nested #include "..." */

/* An output header, and where each of its lines came from. */
typedef struct output {
    char *data;
    size_t len, cap;
    const char **part; /* per line: the part (a path under src/) */
    int *part_line;    /* per line: its line there */
    int lines, line_cap;
} output;

static const char *root = ".";

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noreturn))
#endif
static void die(const char *what, const char *name) {
    fprintf(stderr, "amalgamate: %s%s\n", what, name);
    exit(2);
}

static void *grow(void *p, size_t size) {
    p = realloc(p, size);
    if (!p) die("out of memory", "");
    return p;
}

/* a + b + c in a new string. */
static char *concat(const char *a, const char *b, const char *c) {
    size_t na = strlen(a), nb = strlen(b), nc = strlen(c);
    char *s = (char *)grow(NULL, na + nb + nc + 1);
    memcpy(s, a, na);
    memcpy(s + na, b, nb);
    memcpy(s + na + nb, c, nc + 1);
    return s;
}

/* The whole file, NUL-terminated (length in *len); NULL if it cannot be opened. */
static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *buf;
    long n = -1;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) die("cannot read ", path);
    buf = (char *)grow(NULL, (size_t)n + 1);
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) die("cannot read ", path);
    fclose(f);
    buf[n] = '\0';
    if (len) *len = (size_t)n;
    return buf;
}

/* A part: the text of src/NAME (NAME is kept: the output's lines point at it). */
static char *read_part(const char *name, const char *named_by) {
    char *path = concat(root, "/src/", name), *s = read_file(path, NULL);
    if (!s) {
        fprintf(stderr, "amalgamate: %s names src/%s, which cannot be read\n", named_by, name);
        exit(2);
    }
    free(path);
    return s;
}

static void put_line(output *o, const char *line, size_t n, const char *part, int part_line) {
    if (o->len + n + 1 > o->cap) {
        o->cap = (o->len + n + 1) * 2;
        o->data = (char *)grow(o->data, o->cap);
    }
    memcpy(o->data + o->len, line, n);
    o->len += n;
    o->data[o->len] = '\0';
    if (o->lines == o->line_cap) {
        o->line_cap = o->line_cap ? 2 * o->line_cap : 4096;
        o->part = (const char **)grow((void *)o->part, (size_t)o->line_cap * sizeof *o->part);
        o->part_line = (int *)grow(o->part_line, (size_t)o->line_cap * sizeof *o->part_line);
    }
    o->part[o->lines] = part;
    o->part_line[o->lines] = part_line;
    o->lines++;
}

/* The length of the line at s, its newline included; 0 at the end. */
static size_t line_length(const char *s) {
    const char *e = strchr(s, '\n');
    return e ? (size_t)(e - s) + 1 : strlen(s);
}

/* The PATH of a line `#include "PATH"` naming a file under src/, else NULL. */
static char *included_part(const char *line, size_t n) {
    const char *q;
    char *name, *path;
    FILE *f;
    if (line[n - 1] == '\n') n--;
    if (n < 12 || memcmp(line, "#include \"", 10) != 0 || line[n - 1] != '"') return NULL;
    q = memchr(line + 10, '"', n - 10);
    if (q != line + n - 1) return NULL;
    name = (char *)grow(NULL, n - 10);
    memcpy(name, line + 10, n - 11);
    name[n - 11] = '\0';
    path = concat(root, "/src/", name);
    f = fopen(path, "rb");
    free(path);
    if (!f) {
        free(name);
        return NULL;
    }
    fclose(f);
    return name;
}

/* The line of src/NAME (text s) that closes the manual chapter it opens
   with ("/" "*" alone on the first line), 0 if it opens with none. */
static int chapter_end(const char *s) {
    size_t n;
    int k = 1;
    if (strncmp(s, "/*\n", 3) != 0) return 0;
    for (s += 3; (n = line_length(s)) != 0; s += n) {
        k++;
        if ((n == 2 || (n == 3 && s[2] == '\n')) && s[0] == '*' && s[1] == '/') return k;
    }
    return 0;
}

static void copy_lines(output *o, const char *name, const char *s, int from, int to, int depth);

/* A frame's directive (line k of src/FRAME): each area's chapter,
   declarations or implementation. */
static void expand(output *o, const char *frame, const char *line, size_t n) {
    static const char *const directives[] = {"@manual", "@declarations", "@implementation"};
    size_t d, w = strcspn(line, " \t\n"), m;
    const char *a, *end = line + n;
    for (d = 0; d < 3; d++)
        if (w == strlen(directives[d]) && memcmp(line, directives[d], w) == 0) break;
    if (d == 3) die("a line starts with @ but is no directive (@manual, @declarations, @implementation) in src/", frame);
    for (a = line + w; a < end; a += m) {
        char *area, *name, *s;
        int chapter;
        m = strcspn(a, " \t\n");
        if (m == 0) {
            m = 1;
            continue;
        }
        area = (char *)grow(NULL, m + 1);
        memcpy(area, a, m);
        area[m] = '\0';
        name = concat(area, d == 2 ? ".c" : ".h", "");
        free(area);
        s = read_part(name, directives[d]);
        chapter = chapter_end(s);
        if (d == 0) {
            if (!chapter) die("@manual names a part that opens with no manual chapter: src/", name);
            copy_lines(o, name, s, 2, chapter, 1);
            put_line(o, "\n", 1, name, chapter);
        } else {
            copy_lines(o, name, s, d == 1 ? chapter + 1 : 1, 1 << 30, 1);
        }
        free(s);
    }
}

/* Copies lines [from, to) of src/NAME (text s), inlining the parts it
   includes; in a frame (depth 0), expanding its directives. */
static void copy_lines(output *o, const char *name, const char *s, int from, int to, int depth) {
    size_t n;
    int k;
    if (depth > MAX_DEPTH) die("#include nested too deep in src/", name);
    for (k = 1; (n = line_length(s)) != 0 && k < to; s += n, k++) {
        char *inc;
        if (k < from) continue;
        if (depth == 0 && s[0] == '@') {
            expand(o, name, s, n);
        } else if ((inc = included_part(s, n)) != NULL) {
            char *text = read_part(inc, name);
            copy_lines(o, inc, text, 1, 1 << 30, depth + 1);
            free(text);
        } else {
            put_line(o, s, n, name, k);
        }
    }
}

/* The line (1-based) where a and b first differ, 0 if they are equal. */
static int first_difference(const char *a, size_t alen, const char *b, size_t blen) {
    size_t i, n = alen < blen ? alen : blen;
    int line = 1;
    for (i = 0; i < n && a[i] == b[i]; i++)
        if (a[i] == '\n') line++;
    return i == n && alen == blen ? 0 : line;
}

/* Amalgamates src/HEADER.in; writes HEADER where it changed, or (check)
   says where it differs. 0: current. */
static int one_header(const char *header, int check) {
    char *frame = concat(header, ".in", ""), *text = read_part(frame, "the header list"), *path = concat(root, "/", header), *old;
    size_t old_len = 0;
    int diff, stale = 0;
    output o;
    memset(&o, 0, sizeof o);
    copy_lines(&o, frame, text, 1, 1 << 30, 0);
    old = read_file(path, &old_len);
    diff = old ? first_difference(old, old_len, o.data, o.len) : 1;
    if (diff && check) {
        int at = diff <= o.lines ? diff : o.lines;
        const char *part = o.part[at - 1];
        fprintf(stderr,
                "%s:%d: not the amalgamation of src/ (the line there comes from src/%s:%d).\n"
                "  %s is written from src/ by tools/amalgamate.c: edit src/%s, then run make.%s\n",
                header, diff, part, o.part_line[at - 1], header, part,
                strncmp(part, "gen/", 4) == 0 ? " That part is generated: change its generator (tools/gen_abi.py or tools/gen_device_props.py)." : "");
        stale = 1;
    } else if (diff) {
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(o.data, 1, o.len, f) != o.len || fclose(f) != 0) die("cannot write ", path);
        printf("amalgamate: wrote %s (%d lines)\n", header, o.lines);
    }
    free(old);
    free(path);
    free(text);
    free(o.data);
    free((void *)o.part);
    free(o.part_line);
    return stale;
}

int main(int argc, char **argv) {
    int check = 0, stale, i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--check") == 0) {
            check = 1;
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: amalgamate [--check] [ROOT]\n");
            return 2;
        } else {
            root = argv[i];
        }
    }
    stale = one_header("cudacore.h", check);
    stale |= one_header("cudabind.h", check);
    return stale;
}
