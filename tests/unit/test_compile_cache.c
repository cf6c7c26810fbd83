/* The compile cache (THE COMPILE CACHE): no wrong code served, under every
   spelling of an include and every race, no path followed that the library
   did not make, and no test that writes into the user's own cache. Each
   case is a finding of issue 41, reproduced as it was found (with NVIDIA's
   NVRTC where what NVRTC reads matters, else the mock):
   - an include spelled with a line splice, a digraph, comments around the
     #, a form feed or vertical tab, trigraphs (C++11, C++14): the header
     edited, the new value; strings and raw strings hide nothing;
     __has_include through a macro is not stored (counted, with the
     reason); a header through a folder of 2,400 characters is followed;
   - a header changed between the scan and NVRTC's read, or changed and
     changed back (test hooks), and a thread swapping it in a loop: never
     stored under the other bytes' hash;
   - cudacore-nvrtc -v says why a miss was not stored;
   - the test programs and make test's steps leave HOME untouched: the
     cache's folder is a temporary one (tests/test.h, tests/run.sh). */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv, realpath, link */
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_OWN_IMPL /* uses the library's test hooks (cudacore__test_hooks) */
#define CUDACORE_TEST_HOOKS
#define CUDACORE_TEST_NOT_ON_WINDOWS "fork, setuid, symbolic links and sh (POSIX-only)"
#include "../test.h"
#include "../portable.h"
#include <pthread.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char root[256];      /* this run's folder */
static const char *self_path;
static char mock_nvrtc[1300];

static int write_text(const char *path, const char *text) {
    FILE *f = fopen(path, "w");
    if (!f) return 0;
    fputs(text, f);
    return fclose(f) == 0;
}
/* The repository's root (where tests/run.sh is): the working folder under
   make test, else found from this file's path. */
static void repo_root(char *out, size_t cap) {
    const char *file = __FILE__, *at = strstr(file, "tests/unit/");
    if (access("tests/run.sh", F_OK) == 0 || !at || at == file) snprintf(out, cap, ".");
    else snprintf(out, cap, "%.*s", (int)(at - file - 1), file);
}
/* The number of entries (files and folders) in dir, -1 when unreadable. */
static int entries_in(const char *dir) {
    char cmd[600];
    int n = -1;
    FILE *p;
    snprintf(cmd, sizeof cmd, "find '%s' -mindepth 1 | wc -l", dir);
    if ((p = popen(cmd, "r")) == NULL) return -1;
    if (fscanf(p, "%d", &n) != 1) n = -1;
    pclose(p);
    return n;
}

static int have_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    cudacore_clear_error();
    return ok;
}

static void use_cache(const char *dir) {
    cudacore_compile_cache_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.dir = dir;
    cudacore_compile_cache_configure(&cd);
    cudacore_compile_cache_reset_stats();
}
static cudacore_compile_cache_stats_info counts(void) {
    cudacore_compile_cache_stats_info c;
    cudacore_compile_cache_stats_get(&c);
    return c;
}
/* The value a kernel stores (the number after its "mov.u32 %r1, "), -1: none. */
static long stored_value(cudacore_object_code oc) {
    const void *data = NULL;
    size_t size = 0;
    const char *m;
    cudacore_object_code_data(oc, &data, &size, NULL);
    m = data ? strstr((const char *)data, "mov.u32") : NULL;
    if (!m) m = data ? strstr((const char *)data, "mov.b32") : NULL;
    return m && (m = strchr(m, ',')) ? strtol(m + 1, NULL, 10) : -1;
}
/* Compiles source named name to PTX for compute_80 with the include path
   inc (NULL: none) and the standard std (NULL: NVRTC's); the value it
   stores, or -1 (the error printed). */
static long compile_value_as(const char *name, const char *source, const char *inc, const char *std) {
    cudacore_program p;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_object_code oc;
    long v;
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = source;
    d.name = name;
    o.arch = "compute_80";
    o.include_paths = &inc;
    o.num_include_paths = inc ? 1 : 0;
    o.std = std;
    if (cudacore_program_create(&d, &p) != CUDACORE_SUCCESS) return cudacore_print_error(stdout), -1;
    if (cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &oc) != CUDACORE_SUCCESS) {
        const char *log = "";
        cudacore_program_log(p, &log);
        printf("  the compile failed: %.300s\n", log);
        cudacore_program_destroy(p);
        return -1;
    }
    cudacore_program_destroy(p);
    v = stored_value(oc);
    cudacore_object_code_destroy(oc);
    return v;
}
static long compile_value(const char *source, const char *inc, const char *std) { return compile_value_as("kernel.cu", source, inc, std); }

/*--- the include scan: every spelling ---------------------------------------*/
static const char *KERNEL = "extern \"C\" __global__ void k(int *x) { *x = VALUE; }\n";
/* A source that includes h.h (found in the include path) as `spelling`
   writes it, compiled; h.h edited (same size, same second); compiled again:
   the new value, never the old one from the cache. */
static int spelling_follows_the_header(const char *what, const char *spelling, const char *std) {
    char inc[400], h[500], src[2000];
    long v1, v2;
    snprintf(inc, sizeof inc, "%s/spell", root);
    snprintf(h, sizeof h, "%s/h.h", inc);
    snprintf(src, sizeof src, "%s%s", spelling, KERNEL);
    mkdir(inc, 0700);
    use_cache(NULL);
    cudacore_compile_cache_clear();
    if (!write_text(h, "#define VALUE 11111\n")) return 0;
    v1 = compile_value(src, inc, std);
    if (!write_text(h, "#define VALUE 22222\n")) return 0;
    v2 = compile_value(src, inc, std);
    if (v1 == 11111 && v2 == 22222) return 1;
    printf("  %s: %ld then %ld (want 11111 then 22222)\n", what, v1, v2);
    return 0;
}
static void include_with_a_line_splice(void) {
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK(spelling_follows_the_header("#inc\\<newline>lude", "#inc\\\nlude \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("#\\<newline>include", "#\\\ninclude \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("#inc\\<CR LF>lude", "#inc\\\r\nlude \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("#include \"h\\<newline>.h\"", "#include \"h\\\n.h\"\n", NULL));
}
static void include_as_a_digraph(void) {
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK(spelling_follows_the_header("%:include", "%:include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header(" %: include", " %: include \"h.h\"\n", NULL));
}
static void include_with_comments_around_the_hash(void) {
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK(spelling_follows_the_header("# /* c */ include", "# /* c */ include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("/* c */ #include", "/* c */ #include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("/* two\\nlines */ #include", "/* two\nlines */ #include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("#include /* two\\nlines */ \"h.h\"", "#include /* two\nlines */ \"h.h\"\n", NULL));
}
static void include_after_a_form_feed_or_vertical_tab(void) {
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK(spelling_follows_the_header("<FF>#include", "\f#include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("<VT>#include", "\v#include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("#<FF>include", "#\finclude \"h.h\"\n", NULL));
}
static void include_as_trigraphs_where_the_standard_has_them(void) {
    if (!have_nvrtc()) SKIP("no NVRTC");
    /* (?\? in C: the test's own compiler has trigraphs too) */
    CHECK(spelling_follows_the_header("?\?=include (C++14)", "?\?=include \"h.h\"\n", "c++14"));
    CHECK(spelling_follows_the_header("?\?=include (C++11)", "?\?=include \"h.h\"\n", "c++11"));
    CHECK(spelling_follows_the_header("#inc?\?/ newline lude (C++14)", "#inc?\?/\nlude \"h.h\"\n", "c++14"));
}
/* What looks like a comment or a directive but is not one hides nothing. */
static void strings_and_raw_strings_hide_nothing(void) {
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK(spelling_follows_the_header("\"/*\" before", "__device__ const char *s = \"/*\";\n#include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("'\"' before", "__device__ char c = '\"'; /* \" */\n#include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("raw string before",
                                      "__device__ const char *s = R\"x(/* )\" \n)x\";\n#include \"h.h\"\n", NULL));
    CHECK(spelling_follows_the_header("digit separators before", "__device__ int n = 1'000'000; /* ' */\n#include \"h.h\"\n", "c++14"));
    CHECK(spelling_follows_the_header("a raw string's body as written (C++14: ?\?) is no trigraph there)",
                                      "__device__ const char *s = R\"x(?\?)x\";\n#include \"h.h\"\n", "c++14"));
}

/* __has_include through a macro decides what is compiled: the compile is
   not stored (counted, with the reason), and a header that appears counts. */
static void has_include_through_a_macro_is_not_stored(void) {
    static const char *src = "#define HI __has_include\n#if HI(\"h.h\")\n#define VALUE 1\n#else\n#define VALUE 2\n#endif\n"
                             "extern \"C\" __global__ void k(int *x) { *x = VALUE; }\n";
    char inc[400], h[500];
    cudacore_compile_cache_stats_info c;
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(inc, sizeof inc, "%s/hi", root);
    snprintf(h, sizeof h, "%s/h.h", inc);
    CHECK(mkdir(inc, 0700) == 0);
    use_cache(NULL);
    CHECK(compile_value(src, inc, NULL) == 2);
    CHECK(write_text(h, "\n"));
    CHECK(compile_value(src, inc, NULL) == 1);
    c = counts();
    CHECK(c.hits == 0 && c.misses == 2 && c.stored == 0 && c.not_stored == 2);
    CHECK(strstr(c.why, "__has_include other than as __has_include(<name>)") != NULL);
}

/* A header reached through a folder longer than any fixed buffer (an
   include path of 2,400 characters, and a header that includes another
   beside it): edited, it is compiled again. */
static void long_folders_are_followed(void) {
    char inc[400], path[3200], rel[2600], folder[3000], text[200];
    size_t n;
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(inc, sizeof inc, "%s/long", root);
    CHECK(mkdir(inc, 0700) == 0);
    for (n = 0; n < 2400; n += 100) { /* 24 folders of 99 characters */
        memset(rel + n, 'f', 99);
        rel[n + 99] = 0;
        snprintf(path, sizeof path, "%s/%s", inc, rel);
        CHECK(mkdir(path, 0700) == 0);
        rel[n + 99] = '/';
    }
    rel[n - 1] = 0;
    snprintf(folder, sizeof folder, "%s/%s", inc, rel); /* the include path */
    snprintf(path, sizeof path, "%s/top.h", folder);
    CHECK(write_text(path, "#include \"deep.h\"\n")); /* found beside top.h */
    snprintf(path, sizeof path, "%s/deep.h", folder);
    CHECK(write_text(path, "#define VALUE 11111\n"));
    snprintf(text, sizeof text, "#include \"top.h\"\n%s", KERNEL);
    use_cache(NULL);
    CHECK(compile_value(text, folder, NULL) == 11111);
    CHECK(write_text(path, "#define VALUE 22222\n"));
    CHECK(compile_value(text, folder, NULL) == 22222);
}

/*--- a header changed during the compile ------------------------------------*/
static char swap_path[500];
static void swap_to_b(void) { write_text(swap_path, "#define VALUE 22222\n"); }
static void swap_to_a(void) { write_text(swap_path, "#define VALUE 11111\n"); }
/* A header changed between the scan and NVRTC's read (the hook after_scan):
   the code NVRTC made from the new bytes is used, not stored under the old
   bytes' hash; with the old header back, the old value. The same when it
   is changed back before the check (after_compile: a change and a change
   back, the same bytes again, which only the stat data tell). */
static void header_changed_during_the_compile_is_not_stored(void) {
    char inc[400];
    cudacore_compile_cache_stats_info c;
    static const char *src1 = "#include \"t.h\"\nextern \"C\" __global__ void k1(int *x) { *x = VALUE; }\n";
    static const char *src2 = "#include \"t.h\"\nextern \"C\" __global__ void k2(int *x) { *x = VALUE; }\n";
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(inc, sizeof inc, "%s/swap", root);
    snprintf(swap_path, sizeof swap_path, "%s/t.h", inc);
    CHECK(mkdir(inc, 0700) == 0 && write_text(swap_path, "#define VALUE 11111\n"));
    use_cache(NULL);
    cudacore__test_hooks.after_scan = swap_to_b;
    CHECK(compile_value(src1, inc, NULL) == 22222); /* what NVRTC read */
    cudacore__test_hooks.after_scan = NULL;
    c = counts();
    CHECK(c.stored == 0 && c.not_stored == 1 && strstr(c.why, "t.h changed during the compile"));
    swap_to_a();
    CHECK(compile_value(src1, inc, NULL) == 11111);
    CHECK(compile_value(src1, inc, NULL) == 11111 && counts().hits == 1);
    cudacore__test_hooks.after_scan = swap_to_b; /* and back before the check */
    cudacore__test_hooks.after_compile = swap_to_a;
    CHECK(compile_value(src2, inc, NULL) == 22222);
    cudacore__test_hooks.after_scan = cudacore__test_hooks.after_compile = NULL;
    c = counts();
    CHECK(c.not_stored == 2 && strstr(c.why, "t.h changed during the compile"));
    CHECK(compile_value(src2, inc, NULL) == 11111);
}

/* The finding as it was found, without hooks: a thread swaps t.h between
   two versions of one size while compiles run; afterwards, each version
   compiles to its own value, never to the other's from the cache. */
static volatile int swapping;
static char swap_a[500], swap_b[500], swap_tmp[500];
static void *swapper(void *arg) { /* (each version put in place whole: a link renamed over t.h) */
    int i = 0;
    (void)arg;
    while (swapping)
        if (link(i++ & 1 ? swap_a : swap_b, swap_tmp) == 0 && rename(swap_tmp, swap_path) != 0) unlink(swap_tmp);
    return NULL;
}
static void header_swapped_in_a_loop_is_never_served_stale(void) {
    char inc[400], src[300];
    pthread_t t;
    int i, wrong = 0;
    long v;
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(inc, sizeof inc, "%s/loop", root);
    snprintf(swap_path, sizeof swap_path, "%s/t.h", inc);
    snprintf(swap_a, sizeof swap_a, "%s/a", inc);
    snprintf(swap_b, sizeof swap_b, "%s/b", inc);
    snprintf(swap_tmp, sizeof swap_tmp, "%s/t.tmp", inc);
    CHECK(mkdir(inc, 0700) == 0 && write_text(swap_path, "#define VALUE 11111\n"));
    CHECK(write_text(swap_a, "#define VALUE 11111\n") && write_text(swap_b, "#define VALUE 22222\n"));
    use_cache(NULL);
    for (i = 0; i < 12; i++) {
        snprintf(src, sizeof src, "#include \"t.h\"\nextern \"C\" __global__ void k%d(int *x) { *x = VALUE; }\n", i);
        swapping = 1;
        CHECK(pthread_create(&t, NULL, swapper, NULL) == 0);
        v = compile_value(src, inc, NULL);
        swapping = 0;
        pthread_join(t, NULL);
        CHECK(v == 11111 || v == 22222);
        swap_to_a();
        if (compile_value(src, inc, NULL) != 11111) wrong++;
        swap_to_b();
        if (compile_value(src, inc, NULL) != 22222) wrong++;
    }
    if (wrong) printf("  %d of 24 compiles after the swaps served the other version's code\n", wrong);
    CHECK(wrong == 0);
}

/*--- what cudacore-nvrtc -v says ---------------------------------------------*/
/* cudacore-nvrtc -v: a miss that was not stored says why (with the mock
   NVRTC: the cache's side of it is all there is to see). *out: the tool's
   output. */
static int run_tool(const char *dir, const char *args, char *out, size_t cap) {
    char cmd[3000], tool[1200];
    FILE *p;
    size_t n = 0;
    t_dirname(self_path, tool, sizeof tool);
    snprintf(cmd, sizeof cmd, "cd '%s' && CUDACORE_NVRTC_PATH='%s' '%s/../cudacore-nvrtc' --ptx -arch=compute_80 -v --cache-dir='%s/cache' %s 2>&1",
             dir, mock_nvrtc, tool, dir, args);
    if (!(p = popen(cmd, "r"))) return -1;
    while (n + 1 < cap && fgets(out + n, (int)(cap - n), p)) n += strlen(out + n);
    return pclose(p);
}
static void verbose_says_why_a_miss_was_not_stored(void) {
    char dir[400], path[500], out[8192];
    snprintf(dir, sizeof dir, "%s/tool", root);
    CHECK(mkdir(dir, 0700) == 0);
    snprintf(path, sizeof path, "%s/m.cu", dir);
    CHECK(write_text(path, "#define H \"h.h\"\n#include H\nextern \"C\" __global__ void k(int *x) { *x = V; }\n"));
    snprintf(path, sizeof path, "%s/h.h", dir);
    CHECK(write_text(path, "#define V 1\n"));
    CHECK(run_tool(dir, "m.cu", out, sizeof out) == 0);
    if (!strstr(out, "(compile cache: miss, not stored: it includes a file named by a macro (#include H))")) printf("%s", out);
    CHECK(strstr(out, "(compile cache: miss, not stored: it includes a file named by a macro (#include H))") != NULL);
    snprintf(path, sizeof path, "%s/s.cu", dir);
    CHECK(write_text(path, "#include \"h.h\"\nextern \"C\" __global__ void k(int *x) { *x = V; }\n"));
    CHECK(run_tool(dir, "s.cu", out, sizeof out) == 0 && strstr(out, "(compile cache: miss, stored)"));
    CHECK(run_tool(dir, "s.cu", out, sizeof out) == 0 && strstr(out, "(compile cache: hit)"));
    CHECK(run_tool(dir, "--no-cache s.cu", out, sizeof out) == 0 && strstr(out, "(compile cache: bypassed)"));
}

/*--- the user's home ------------------------------------------------------*/
/* A compile through the default cache configuration (run by make test's
   runner below, as every test program is): its folder is not under $HOME. */
static void compile_with_the_default_cache(void) {
    const char *home = getenv("HOME");
    char dir[1100];
    cudacore_program p;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_object_code oc;
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK_OK(cudacore_compile_cache_configure(NULL)); /* the environment's place, read again */
    CHECK_OK(cudacore_compile_cache_dir(dir, sizeof dir));
    CHECK(dir[0] && (!home || !home[0] || strncmp(dir, home, strlen(home)) != 0));
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = "extern \"C\" __global__ void k(int *x) { *x = 1; }\n";
    o.arch = "compute_80";
    CHECK_OK(cudacore_program_create(&d, &p));
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &oc));
    cudacore_object_code_destroy(oc);
    cudacore_program_destroy(p);
}

/* make test's runner (tests/run.sh) with HOME an empty folder and no cache
   folder named: a test program (this one, its compile above) and a tool run
   by a script step compile through the cache, and HOME stays empty. */
static void tests_leave_home_untouched(void) {
    char home[300], src[300], repo[600], cmd[8000], tool[1200];
    int rc;
    snprintf(home, sizeof home, "%s/home", root);
    snprintf(src, sizeof src, "%s/k.cu", root);
    CHECK(mkdir(home, 0700) == 0);
    CHECK(write_text(src, "extern \"C\" __global__ void k(int *x) { *x = 2; }\n"));
    repo_root(repo, sizeof repo);
    t_dirname(self_path, tool, sizeof tool);
    snprintf(cmd, sizeof cmd,
             "cd '%s' && env -u XDG_CACHE_HOME -u CUDACORE_CACHE_DIR -u CUDACORE_TEST_CACHE_DIR HOME='%s' CUDACORE_NVRTC_PATH='%s' "
             "CUDACORE_TEST_ONLY=compile_with_the_default_cache IN_RUNNER=1 TEST_JOBS=1 tests/run.sh '%s/runner' "
             "'run:a tool run by a step:%s/../cudacore-nvrtc --ptx -arch=compute_80 %s -o %s/k.ptx' 'bin:%s' > '%s/runner.log' 2>&1",
             repo, home, mock_nvrtc, root, tool, src, root, self_path, root);
    rc = system(cmd);
    if (rc != 0) {
        snprintf(cmd, sizeof cmd, "sed 's/^/  | /' '%s/runner.log'", root);
        if (system(cmd) != 0) printf("  (no runner log)\n");
    }
    CHECK(rc == 0);
    CHECK(entries_in(home) == 0);
}

int main(int argc, char **argv) {
    static char self[1100];
    char dir[1100];
    (void)argc;
    self_path = realpath(argv[0], self) ? self : argv[0]; /* (whole: tests run tools from other folders) */
    t_dirname(self_path, dir, sizeof dir);
    snprintf(mock_nvrtc, sizeof mock_nvrtc, "%s/" T_SHLIB("libnvrtc_mock"), dir);
    t_setup_quiet();
    snprintf(root, sizeof root, "/tmp/cudacore-compile-cache-test-XXXXXX");
    if (!mkdtemp(root)) return 1;
    RUN(compile_with_the_default_cache);
    RUN(include_with_a_line_splice);
    RUN(include_as_a_digraph);
    RUN(include_with_comments_around_the_hash);
    RUN(include_after_a_form_feed_or_vertical_tab);
    RUN(include_as_trigraphs_where_the_standard_has_them);
    RUN(strings_and_raw_strings_hide_nothing);
    RUN(has_include_through_a_macro_is_not_stored);
    RUN(long_folders_are_followed);
    RUN(header_changed_during_the_compile_is_not_stored);
    RUN(header_swapped_in_a_loop_is_never_served_stale);
    RUN(verbose_says_why_a_miss_was_not_stored);
    if (!getenv("IN_RUNNER")) RUN(tests_leave_home_untouched); /* (not inside the runner it starts) */
    snprintf(dir, sizeof dir, "chmod -R u+w '%s'; rm -rf '%s'", root, root);
    if (system(dir) != 0) printf("  (%s was not removed)\n", root);
    TEST_EXIT();
}
