/* amalgamate -- writes cudacore.h and cudabind.h from their parts in src/.

   cudacore is developed in parts (src/) and shipped as one header. Each
   shipped header has a frame, src/<header>.in, copied line by line but for
   these lines:

     @# TEXT                   a comment of the frame's: writes nothing
     @area NAME TITLE -- HOLDS  an area of the library, in order: src/NAME.h
                               (its manual chapter, then its declarations)
                               and src/NAME.c (its implementation), either
                               may be absent; TITLE names it in banners,
                               HOLDS says what it holds in the index
     @index                    the index of the areas (name, what it holds,
                               parts), as the manual shows it
     @manual                   each area's manual chapter: the comment that
                               opens src/NAME.h, less its opening and
                               closing lines, then a blank line
     @declarations             the rest of each src/NAME.h, under a banner
                               naming the part
     @implementation           each src/NAME.c, under a banner naming it
     #include "PATH"           PATH a file under src/: that file, inlined
                               (its own such lines too)

   Every .h and .c directly in src/ must be an area's: a part no area names
   is refused, as is an area with neither.

   Usage: amalgamate [--check | --where HEADER:LINE] [ROOT]
     ROOT      the repository (default: the current folder): reads ROOT/src
               and writes ROOT/cudacore.h and ROOT/cudabind.h where changed
     --check   writes nothing; exits 1 when a shipped header is not the
               amalgamation of src/, naming the part that the first
               differing line comes from (edit that part, then run make)
     --where   writes nothing; prints the part and line that line LINE of
               HEADER comes from (for a compiler's message about cudacore.h)

   It needs only a C99 compiler: the Makefile builds it first. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 8   /* of nested #include "..." */
#define MAX_AREAS 64
#define WIDTH 80      /* of a banner */

/* An output header, and where each of its lines came from. */
typedef struct output {
    char *data;
    size_t len, cap;
    const char **part; /* per line: the part (a path under src/) */
    int *part_line;    /* per line: its line there */
    int lines, line_cap;
} output;

/* An area of a frame (@area NAME TITLE -- HOLDS) and its parts' texts. */
typedef struct area {
    char *name, *title, *holds;
    char *h_name, *c_name; /* NAME.h, NAME.c */
    char *h, *c;           /* their texts; NULL: absent */
} area;

static const char *root = ".";
static area areas[MAX_AREAS];
static int area_count;

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

/* The n bytes at s, trimmed of blanks at both ends, in a new string. */
static char *trimmed(const char *s, size_t n) {
    char *t;
    while (n && (*s == ' ' || *s == '\t')) s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n')) n--;
    t = (char *)grow(NULL, n + 1);
    memcpy(t, s, n);
    t[n] = '\0';
    return t;
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

/* The text of src/NAME, or NULL where there is none. */
static char *read_part_if_any(const char *name) {
    char *path = concat(root, "/src/", name), *s = read_file(path, NULL);
    free(path);
    return s;
}

/* The text of src/NAME, which must exist (named_by says who named it). */
static char *read_part(const char *name, const char *named_by) {
    char *s = read_part_if_any(name);
    if (!s) {
        fprintf(stderr, "amalgamate: %s names src/%s, which cannot be read\n", named_by, name);
        exit(2);
    }
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

/* A line the tool writes itself, counted as line `k` of `part`. */
static void put_text(output *o, const char *text, const char *part, int k) {
    put_line(o, text, strlen(text), part, k);
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

/* The line of a part's text s that closes the manual chapter it opens with
   ("/" "*" alone on its first line), 0 if it opens with none. */
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

/* Whether lines [from, ...) of s hold anything but blank lines. */
static int has_text_from(const char *s, int from) {
    size_t n;
    int k;
    for (k = 1; (n = line_length(s)) != 0; s += n, k++)
        if (k >= from && strspn(s, " \t\n") < n) return 1;
    return 0;
}

/* The banner over an area's half: the title and the part it comes from. */
static void put_banner(output *o, const area *a, const char *part) {
    char line[WIDTH * 2 + 64];
    size_t n;
    snprintf(line, sizeof line, "/*=== %s (src/%s) ", a->title, part);
    n = strlen(line);
    while (n < WIDTH - 2 && n < sizeof line - 4) line[n++] = '=';
    memcpy(line + n, "*/\n", 4);
    put_text(o, line, part, 0);
}

/* The index: per area, its name, what it holds (wrapped) and its parts. */
static void put_index(output *o, const char *frame, int k) {
    int i;
    put_text(o, "      area            holds                                            in src/\n", frame, k);
    for (i = 0; i < area_count; i++) {
        const area *a = &areas[i];
        const char *h = a->holds;
        char line[256], parts[32];
        int first = 1;
        snprintf(parts, sizeof parts, "%s", a->h && a->c ? ".h .c" : a->h ? ".h" : ".c");
        while (*h || first) {
            size_t n = strlen(h);
            if (n > 48) { /* wrap at the last blank that fits */
                n = 48;
                while (n > 0 && h[n] != ' ') n--;
                if (n == 0) n = 48;
            }
            snprintf(line, sizeof line, "      %-15s %-48.*s %s", first ? a->name : "", (int)n, h, first ? parts : "");
            n += (h[n] == ' ');
            h += n;
            while (strlen(line) && line[strlen(line) - 1] == ' ') line[strlen(line) - 1] = '\0';
            put_text(o, concat(line, "\n", ""), frame, k);
            first = 0;
        }
    }
}

/* Reads `@area NAME TITLE -- HOLDS` line (n bytes at line) into the next area. */
static void add_area(const char *frame, const char *line, size_t n) {
    const char *name = line + 5, *sep, *end = line + n;
    area *a;
    int i;
    if (area_count == MAX_AREAS) die("too many areas in src/", frame);
    while (name < end && (*name == ' ' || *name == '\t')) name++;
    sep = strstr(name, " -- ");
    if (!sep || sep > end) die("an @area line needs NAME TITLE -- HOLDS in src/", frame);
    a = &areas[area_count];
    a->name = trimmed(name, strcspn(name, " \t"));
    a->title = trimmed(name + strlen(a->name), (size_t)(sep - name) - strlen(a->name));
    a->holds = trimmed(sep + 4, (size_t)(end - sep - 4));
    if (!*a->name || !*a->title || !*a->holds) die("an @area line needs NAME TITLE -- HOLDS in src/", frame);
    for (i = 0; i < area_count; i++)
        if (!strcmp(areas[i].name, a->name)) die("an area named twice: ", a->name);
    a->h_name = concat(a->name, ".h", "");
    a->c_name = concat(a->name, ".c", "");
    a->h = read_part_if_any(a->h_name);
    a->c = read_part_if_any(a->c_name);
    if (!a->h && !a->c) die("an area with neither part: src/", a->h_name);
    area_count++;
}

/* Every .h and .c directly in src/ is some area's. */
static void check_every_part_named(void) {
    char *dir = concat(root, "/src", "");
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d) die("cannot list ", dir);
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        int i, named = 0;
        if (n < 3 || e->d_name[n - 2] != '.' || (e->d_name[n - 1] != 'h' && e->d_name[n - 1] != 'c')) continue;
        for (i = 0; i < area_count; i++) named |= !strcmp(e->d_name, areas[i].h_name) || !strcmp(e->d_name, areas[i].c_name);
        if (!named) die("a part that no @area of src/cudacore.h.in names: src/", e->d_name);
    }
    closedir(d);
    free(dir);
}

static void copy_lines(output *o, const char *name, const char *s, int from, int to, int depth);

/* A frame's directive at line k of src/FRAME (@area lines were read before). */
static void expand(output *o, const char *frame, int k, const char *line, size_t n) {
    size_t w = strcspn(line, " \t\n");
    int i;
#define IS(d) (w == strlen(d) && memcmp(line, d, w) == 0)
    if (IS("@area") || (w >= 2 && line[1] == '#')) return;
    if (IS("@index")) {
        put_index(o, frame, k);
        return;
    }
    if (!IS("@manual") && !IS("@declarations") && !IS("@implementation"))
        die("a line starts with @ but is no directive (@#, @area, @index, @manual, @declarations, @implementation) in src/", frame);
    for (i = (int)w; i < (int)n; i++)
        if (line[i] != ' ' && line[i] != '\t' && line[i] != '\n') die("a directive takes no words after it (the areas come from @area) in src/", frame);
    for (i = 0; i < area_count; i++) {
        const area *a = &areas[i];
        int chapter = a->h ? chapter_end(a->h) : 0;
        if (IS("@manual") && chapter) {
            copy_lines(o, a->h_name, a->h, 2, chapter, 1);
            put_line(o, "\n", 1, a->h_name, chapter);
        } else if (IS("@manual") && a->h) {
            die("an area's .h opens with no manual chapter: src/", a->h_name);
        } else if (IS("@declarations") && a->h && has_text_from(a->h, chapter + 1)) {
            put_banner(o, a, a->h_name);
            copy_lines(o, a->h_name, a->h, chapter + 1, 1 << 30, 1);
        } else if (IS("@implementation") && a->c) {
            put_banner(o, a, a->c_name);
            copy_lines(o, a->c_name, a->c, 1, 1 << 30, 1);
        }
    }
#undef IS
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
            expand(o, name, k, s, n);
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

/* Reads the frame's @area lines (all of them, before anything is written). */
static void read_areas(const char *frame, const char *s) {
    size_t n;
    for (; (n = line_length(s)) != 0; s += n)
        if (n > 6 && memcmp(s, "@area", 5) == 0 && (s[5] == ' ' || s[5] == '\t')) add_area(frame, s, n);
}

/* Amalgamates src/HEADER.in; writes HEADER where it changed, or (check)
   says where it differs, or (where > 0) prints where its line `where` comes
   from. 0: current. */
static int one_header(const char *header, int check, int where) {
    char *frame = concat(header, ".in", ""), *text = read_part(frame, "the header list"), *path = concat(root, "/", header), *old;
    size_t old_len = 0;
    int diff, stale = 0;
    output o;
    memset(&o, 0, sizeof o);
    area_count = 0;
    read_areas(frame, text);
    if (area_count) check_every_part_named();
    copy_lines(&o, frame, text, 1, 1 << 30, 0);
    if (where > 0) {
        if (where > o.lines) die("no such line in ", header);
        if (o.part_line[where - 1]) printf("src/%s:%d\n", o.part[where - 1], o.part_line[where - 1]);
        else printf("src/%s (its banner)\n", o.part[where - 1]);
        free(path);
        free(text);
        free(o.data);
        free((void *)o.part);
        free(o.part_line);
        return 0;
    }
    old = read_file(path, &old_len);
    diff = old ? first_difference(old, old_len, o.data, o.len) : 1;
    if (diff && check) {
        int at = diff <= o.lines ? diff : o.lines;
        const char *part = o.part[at - 1];
        char at_line[64] = "its banner";
        if (o.part_line[at - 1]) snprintf(at_line, sizeof at_line, "line %d", o.part_line[at - 1]);
        fprintf(stderr,
                "%s:%d: not the amalgamation of src/ (the line there is src/%s, %s).\n"
                "  %s is written from src/ by tools/amalgamate.c: edit src/%s, then run make.%s\n",
                header, diff, part, at_line, header, part,
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
    const char *where = NULL;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--check") == 0) {
            check = 1;
        } else if (strcmp(argv[i], "--where") == 0 && i + 1 < argc) {
            where = argv[++i];
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: amalgamate [--check | --where HEADER:LINE] [ROOT]\n");
            return 2;
        } else {
            root = argv[i];
        }
    }
    if (where) {
        const char *colon = strrchr(where, ':');
        char header[64];
        size_t n = colon ? (size_t)(colon - where) : 0;
        if (!colon || n == 0 || n >= sizeof header || atoi(colon + 1) <= 0) die("--where takes HEADER:LINE, not ", where);
        memcpy(header, where, n);
        header[n] = '\0';
        if (strcmp(header, "cudacore.h") && strcmp(header, "cudabind.h")) die("--where: no such header: ", header);
        return one_header(header, 0, atoi(colon + 1));
    }
    stale = one_header("cudacore.h", check, 0);
    stale |= one_header("cudabind.h", check, 0);
    return stale;
}
