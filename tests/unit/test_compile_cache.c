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
     a path the system cannot look at is not stored;
   - a header changed between the scan and NVRTC's read, or changed and
     changed back (test hooks), and a thread swapping it in a loop: never
     stored under the other bytes' hash;
   - cudacore-nvrtc -v says why a miss was not stored;
   - the folder: a link another user made (as nobody, when run as root) in
     a folder everyone may write is not followed, the victim's folder and
     files untouched; a link of one's own in a private folder is; shared
     mode sweeps only its own old temp files (as root, and as nobody); a hit
     refreshes the entry it read, not a link swapped in; a folder where an
     entry goes is replaced, or said;
   - a program with AT_SECURE (the hook; and a copy given a file capability,
     run as nobody) takes no path from the environment, and says so once;
   - two checkouts running the same relative command keep an entry each;
   - the test programs and make test's steps leave HOME untouched: the
     cache's folder is a temporary one (tests/test.h, tests/run.sh).
   It links the implementation built with CUDACORE_TEST_HOOKS: the points
   where a race would strike, where it runs code of its own. */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv, symlink, lstat, realpath */
#define _DEFAULT_SOURCE   /* setgroups */
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_HOOKS
#define CUDACORE_TEST_CONFIG CUDACORE_TEST_HOOKS /* the configuration it checks */
#define CUDACORE_TEST_NOT_ON_WINDOWS "fork, setuid, symbolic links and sh (POSIX-only)"
#include "../test.h"
#include "../portable.h"
#include <grp.h>
#include <pthread.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

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
    v = t_stored_value(oc);
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

/* A path the system cannot look at (a name longer than a folder entry may
   be): NVRTC's search and cudacore's might part there, so the compile is
   not stored, with the reason. */
static void path_the_system_cannot_look_at_is_not_stored(void) {
    char src[1200], name[400];
    cudacore_compile_cache_stats_info c;
    if (!have_nvrtc()) SKIP("no NVRTC");
    memset(name, 'n', 300);
    name[300] = 0;
    snprintf(src, sizeof src, "#if __has_include(\"%s.h\")\n#define VALUE 1\n#else\n#define VALUE 2\n#endif\n%s", name, KERNEL);
    use_cache(NULL);
    CHECK(compile_value(src, NULL, NULL) == 2);
    c = counts();
    CHECK(c.stored == 0 && c.not_stored == 1 && strstr(c.why, "cannot be looked at"));
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
    t_set_hook(T_HOOK_AFTER_SCAN, swap_to_b);
    CHECK(compile_value(src1, inc, NULL) == 22222); /* what NVRTC read */
    t_set_hook(T_HOOK_AFTER_SCAN, NULL);
    c = counts();
    CHECK(c.stored == 0 && c.not_stored == 1 && strstr(c.why, "t.h changed during the compile"));
    swap_to_a();
    CHECK(compile_value(src1, inc, NULL) == 11111);
    CHECK(compile_value(src1, inc, NULL) == 11111 && counts().hits == 1);
    t_set_hook(T_HOOK_AFTER_SCAN, swap_to_b); /* and back before the check */
    t_set_hook(T_HOOK_AFTER_COMPILE, swap_to_a);
    CHECK(compile_value(src2, inc, NULL) == 22222);
    t_set_hook(T_HOOK_AFTER_SCAN, NULL);
    t_set_hook(T_HOOK_AFTER_COMPILE, NULL);
    c = counts();
    CHECK(c.not_stored == 2 && strstr(c.why, "t.h changed during the compile"));
    CHECK(compile_value(src2, inc, NULL) == 11111);
}

/* The finding as it was found, without hooks: a thread swaps t.h between
   two versions of one size while compiles run; afterwards, each version
   compiles to its own value, never to the other's from the cache. */
static int swapping; /* (atomic: t_load32, t_store32) */
static char swap_a[500], swap_b[500], swap_tmp[500];
static void *swapper(void *arg) { /* (each version put in place whole: a link renamed over t.h) */
    int i = 0;
    (void)arg;
    while (t_load32(&swapping))
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
        t_store32(&swapping, 1);
        CHECK(pthread_create(&t, NULL, swapper, NULL) == 0);
        v = compile_value(src, inc, NULL);
        t_store32(&swapping, 0);
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

/*--- the folder: no path followed that the library did not make --------------*/
/* Runs this program again as `nobody` (uid and gid 65534, no other group)
   with arguments a1 a2 a3: its exit status; -1: not root (no second user). */
static int run_as_nobody(const char *program, const char *a1, const char *a2, const char *a3) {
    pid_t pid;
    int st = 0;
    if (geteuid() != 0) return -1;
    fflush(stdout);
    if ((pid = fork()) == 0) {
        if (setgroups(0, NULL) != 0 || setgid(65534) != 0 || setuid(65534) != 0) _exit(120);
        execl(program, program, a1, a2, a3, (const char *)NULL);
        _exit(121);
    }
    return pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}
static int as_nobody(const char *a1, const char *a2, const char *a3) { return run_as_nobody(self_path, a1, a2, a3); }
/* A file's time set to `ago` seconds in the past. */
static int age(const char *path, long ago) {
    struct utimbuf t;
    t.actime = t.modtime = time(NULL) - ago;
    return utime(path, &t) == 0;
}
static int exists(const char *path) {
    struct stat st;
    return lstat(path, &st) == 0;
}
static cudacore_result compile_simple(int n) {
    char src[200];
    cudacore_program p;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_object_code oc;
    cudacore_result r;
    snprintf(src, sizeof src, "extern \"C\" __global__ void k(int *x) { *x = %d; }\n", n);
    memset(&d, 0, sizeof d);
    memset(&o, 0, sizeof o);
    d.source = src;
    o.arch = "compute_80";
    if ((r = cudacore_program_create(&d, &p)) != CUDACORE_SUCCESS) return r;
    r = cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &oc);
    if (r == CUDACORE_SUCCESS) cudacore_object_code_destroy(oc);
    cudacore_program_destroy(p);
    return r;
}

/* The finding: as `nobody`, in a folder everyone may write, ww/cache made a
   link to a victim's folder; root used ww/cache as its cache. The victim's
   folder was made 0700, its 3-hour-old report.tmp swept, and its data.ccc
   and z.ccc deleted by cudacore_compile_cache_clear. Now the cache is off,
   with the reason, and nothing of the victim's is touched; also through a
   folder below the link (ww/cache/sub). (Not root: this user makes the
   link, in a folder others may write, and it is refused the same.) */
static void symlinked_cache_folder_is_not_followed(void) {
    char ww[400], victim[400], link[500], sub[600], path[700];
    struct stat st;
    cudacore_compile_cache_stats_info c;
    int i;
    static const char *const files[] = {"data.ccc", "z.ccc", "report.tmp"};
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(ww, sizeof ww, "%s/ww", root);
    snprintf(victim, sizeof victim, "%s/victim", root);
    snprintf(link, sizeof link, "%s/cache", ww);
    snprintf(sub, sizeof sub, "%s/sub", link);
    CHECK(mkdir(ww, 0777) == 0 && chmod(ww, 0777) == 0 && mkdir(victim, 0755) == 0 && chmod(victim, 0755) == 0);
    chmod(root, 0755); /* (nobody reaches ww) */
    for (i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", victim, files[i]);
        CHECK(write_text(path, "the victim's\n") && age(path, 3 * 3600));
    }
    snprintf(path, sizeof path, "%s/sub", victim);
    CHECK(mkdir(path, 0755) == 0);
    if (as_nobody("make-link", victim, link) < 0) CHECK(symlink(victim, link) == 0);
    CHECK(lstat(link, &st) == 0 && S_ISLNK(st.st_mode));
    use_cache(link);
    CHECK(compile_simple(1) == CUDACORE_SUCCESS && compile_simple(1) == CUDACORE_SUCCESS);
    c = counts();
    CHECK(c.hits == 0 && c.stored == 0 && c.not_stored == 2 && strstr(c.why, "symbolic link"));
    CHECK_OK(cudacore_compile_cache_clear());
    use_cache(sub);
    CHECK(compile_simple(2) == CUDACORE_SUCCESS && counts().stored == 0);
    CHECK_OK(cudacore_compile_cache_clear());
    CHECK(stat(victim, &st) == 0 && (st.st_mode & 0777) == 0755);
    snprintf(path, sizeof path, "%s/sub", victim);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0755);
    for (i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", victim, files[i]);
        CHECK(exists(path));
    }
    chmod(root, 0700);
    use_cache(NULL);
}
/* A link that only this user (or root) can have made, in a folder nobody
   else may write (~/.cache a link to a larger disk): followed, as before. */
static void own_link_in_a_private_folder_is_followed(void) {
    char priv[400], real[400], link[500];
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(priv, sizeof priv, "%s/priv", root);
    snprintf(real, sizeof real, "%s/real", root);
    snprintf(link, sizeof link, "%s/cache", priv);
    CHECK(mkdir(priv, 0700) == 0 && mkdir(real, 0700) == 0 && symlink(real, link) == 0);
    use_cache(link);
    CHECK(compile_simple(3) == CUDACORE_SUCCESS && compile_simple(3) == CUDACORE_SUCCESS);
    CHECK(counts().stored == 1 && counts().hits == 1 && entries_in(real) == 1);
    use_cache(NULL);
}

/* Shared mode removes only this user's temp files, and only old ones:
   another user's, fresh (a write in progress) or old, are theirs. As root,
   with nobody's files; and as nobody, with root's fresh unreadable one
   (which nobody could not open, and took for a link). */
static int shared_child(const char *dir) { /* (as nobody) a compile through the shared cache in dir */
    cudacore_compile_cache_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.dir = dir;
    cd.shared = 1;
    if (cudacore_compile_cache_configure(&cd) != CUDACORE_SUCCESS) return 10;
    if (compile_simple(5) != CUDACORE_SUCCESS) return cudacore_print_error(stdout), 11;
    return counts().stored == 1 ? 0 : (printf("  %s\n", counts().why), 12);
}
static void shared_mode_removes_only_its_own_temp_files(void) {
    char dir[400], mine_old[500], theirs_old[500], theirs_new[500], root_new[500];
    cudacore_compile_cache_desc cd;
    if (!have_nvrtc()) SKIP("no NVRTC");
    if (geteuid() != 0) SKIP("needs a second user: runs as root, and as nobody");
    snprintf(dir, sizeof dir, "%s/shared", root);
    snprintf(mine_old, sizeof mine_old, "%s/mine.0123456789abcdef.tmp", dir);
    snprintf(theirs_old, sizeof theirs_old, "%s/theirs-old.0123456789abcdef.tmp", dir);
    snprintf(theirs_new, sizeof theirs_new, "%s/theirs-new.0123456789abcdef.tmp", dir);
    snprintf(root_new, sizeof root_new, "%s/roots-new.0123456789abcdef.tmp", dir);
    CHECK(mkdir(dir, 0777) == 0 && chmod(dir, 0777) == 0);
    chmod(root, 0755);
    CHECK(write_text(mine_old, "x") && age(mine_old, 3 * 3600));
    CHECK(write_text(theirs_old, "x") && chown(theirs_old, 65534, 65534) == 0 && chmod(theirs_old, 0600) == 0 && age(theirs_old, 3 * 3600));
    CHECK(write_text(theirs_new, "x") && chown(theirs_new, 65534, 65534) == 0 && chmod(theirs_new, 0600) == 0);
    memset(&cd, 0, sizeof cd);
    cd.dir = dir;
    cd.shared = 1;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    CHECK(compile_simple(4) == CUDACORE_SUCCESS);
    CHECK(!exists(mine_old) && exists(theirs_old) && exists(theirs_new));
    CHECK(write_text(root_new, "x") && chmod(root_new, 0600) == 0);
    CHECK(as_nobody("shared-child", dir, "") == 0);
    CHECK(exists(root_new) && exists(theirs_new) && !exists(theirs_old)); /* (nobody's own old one: swept by nobody) */
    chmod(root, 0700);
    use_cache(NULL);
}

/* A hit refreshes its entry's time on the descriptor it read: a link
   swapped in for the entry between the read and the update (the hook
   after_entry_read) is not followed to its target. */
static char entry_path[600], victim_path[500];
static void swap_entry_for_a_link(void) {
    if (unlink(entry_path) != 0 || symlink(victim_path, entry_path) != 0) printf("  (the swap failed)\n");
}
static void hit_refreshes_the_entry_it_read(void) {
    char dir[400], cmd[600];
    struct stat st;
    FILE *p;
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(dir, sizeof dir, "%s/hit", root);
    snprintf(victim_path, sizeof victim_path, "%s/victim-file", root);
    CHECK(write_text(victim_path, "the victim's\n") && age(victim_path, 3 * 3600));
    use_cache(dir);
    CHECK(compile_simple(6) == CUDACORE_SUCCESS);
    snprintf(cmd, sizeof cmd, "ls '%s'/*.ccc", dir);
    CHECK((p = popen(cmd, "r")) != NULL && fgets(entry_path, sizeof entry_path, p) != NULL);
    pclose(p);
    entry_path[strcspn(entry_path, "\n")] = 0;
    t_set_hook(T_HOOK_AFTER_ENTRY_READ, swap_entry_for_a_link);
    CHECK(compile_simple(6) == CUDACORE_SUCCESS);
    t_set_hook(T_HOOK_AFTER_ENTRY_READ, NULL);
    CHECK(counts().hits == 1 && lstat(entry_path, &st) == 0 && S_ISLNK(st.st_mode)); /* (the swap happened) */
    CHECK(stat(victim_path, &st) == 0 && st.st_mtime < time(NULL) - 3000); /* untouched */
    use_cache(NULL);
}

/* A folder where an entry goes: an empty one is replaced by the entry, one
   with files in it is said (the miss's reason, cudacore-nvrtc -v), never a
   silent miss forever. */
static void folder_at_an_entry_is_replaced_or_said(void) {
    char dir[400], cmd[800], name[600], inner[700];
    FILE *p;
    if (!have_nvrtc()) SKIP("no NVRTC");
    snprintf(dir, sizeof dir, "%s/dirs", root);
    use_cache(dir);
    CHECK(compile_simple(7) == CUDACORE_SUCCESS);
    snprintf(cmd, sizeof cmd, "ls '%s'/*.ccc", dir);
    CHECK((p = popen(cmd, "r")) != NULL && fgets(name, sizeof name, p) != NULL);
    pclose(p);
    name[strcspn(name, "\n")] = 0;
    CHECK(unlink(name) == 0 && mkdir(name, 0700) == 0); /* an empty folder */
    use_cache(dir);
    CHECK(compile_simple(7) == CUDACORE_SUCCESS && counts().stored == 1);
    CHECK(compile_simple(7) == CUDACORE_SUCCESS && counts().hits == 1);
    CHECK(unlink(name) == 0 && mkdir(name, 0700) == 0); /* one with a file in it */
    snprintf(inner, sizeof inner, "%s/keep", name);
    CHECK(write_text(inner, "x"));
    use_cache(dir);
    CHECK(compile_simple(7) == CUDACORE_SUCCESS && counts().stored == 0 && strstr(counts().why, "is a folder with files in it"));
    use_cache(NULL);
}

/*--- privileged programs ----------------------------------------------------*/
/* What the logger was told (the children below). */
static char told[4096];
static void keeping_logger(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    size_t n = strlen(told);
    (void)tag, (void)level, (void)result, (void)line, (void)file, (void)ud;
    snprintf(told + n, sizeof told - n, "%s\n", message);
}
/* (a child) A program that runs with rights its caller lacks: the library
   CUDACORE_NVRTC_PATH names and the folder CUDACORE_CACHE_DIR names are
   not used, and the logger says so once. 0 when so. */
static int secure_child(void) {
    cudacore_desc d;
    cudacore_library_info li;
    char dir[1100];
    const char *p;
    int n = 0;
    memset(&d, 0, sizeof d);
    d.logger.func = keeping_logger;
    if (cudacore_setup(&d) != CUDACORE_SUCCESS) return 20;
    if (!t_privileged()) return 21;
    if (cudacore_compile_cache_dir(dir, sizeof dir) != CUDACORE_SUCCESS || dir[0]) return printf("  the cache's folder: %s\n", dir), 22;
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS && strstr(li.path, "nonexistent")) return 23;
    if (compile_simple(8) != CUDACORE_SUCCESS && cudacore_last_error()->result != CUDACORE_ERROR_LIBRARY_NOT_FOUND) return 24;
    for (p = strstr(told, "is ignored, as is every variable"); p; p = strstr(p + 1, "is ignored, as is every variable")) n++;
    if (n != 1) return printf("  the logger was told %d times:\n%s", n, told), 25;
    printf("  uid %d, euid %d: the environment's paths ignored, said once\n", (int)getuid(), (int)geteuid());
    return 0;
}
static int secure_hook_child(void) {
    t_set_at_secure(1); /* the kernel's AT_SECURE, as for a program raised by file capabilities */
    return secure_child();
}
/* AT_SECURE (through the hook): uid and euid alike, yet the environment's
   paths are not taken. */
static void at_secure_takes_no_path_from_the_environment(void) {
    char env[1200];
    snprintf(env, sizeof env, "CUDACORE_NVRTC_PATH=/nonexistent/libnvrtc.so CUDACORE_CACHE_DIR=%s/from-env", root);
    CHECK(t_run_self(self_path, env, "secure-hook-child", "") == 0);
}
/* The finding as it was found: a copy of this program given a file
   capability (setcap cap_dac_read_search+ep), run as nobody, with
   CUDACORE_NVRTC_PATH and CUDACORE_CACHE_DIR set. */
static void capability_raised_program_takes_no_path_from_the_environment(void) {
    char copy[400], cmd[1400];
    if (geteuid() != 0) SKIP("needs root (setcap, and a second user to run the copy as)");
    if (system("command -v setcap > /dev/null 2>&1") != 0) SKIP("no setcap here (libcap2-bin)");
    snprintf(copy, sizeof copy, "%s/capable", root);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s' && chmod 755 '%s' && setcap cap_dac_read_search+ep '%s' 2>&1", self_path, copy, copy, copy);
    if (system(cmd) != 0) SKIP("setcap failed here (a file system without security attributes)");
    chmod(root, 0755);
    snprintf(cmd, sizeof cmd, "%s/from-env", root);
    setenv("CUDACORE_NVRTC_PATH", "/nonexistent/libnvrtc.so", 1);
    setenv("CUDACORE_CACHE_DIR", cmd, 1);
    CHECK(run_as_nobody(copy, "secure-child", "", "") == 0);
    unsetenv("CUDACORE_NVRTC_PATH");
    setenv("CUDACORE_CACHE_DIR", t_cache_dir, 1);
    chmod(root, 0700);
}

/*--- the key: the working folder ---------------------------------------------*/
/* The same relative command in two checkouts (cudacore-nvrtc k.cu, whose
   folder is an include path, with a k.h of its own in each): two entries,
   each a hit in turn, instead of one that the other replaces every time. */
static void two_checkouts_keep_their_own_entries(void) {
    char a[400], b[400], path[500], out[8192], args[600];
    int i;
    snprintf(a, sizeof a, "%s/checkout-a", root);
    snprintf(b, sizeof b, "%s/checkout-b", root);
    CHECK(mkdir(a, 0700) == 0 && mkdir(b, 0700) == 0);
    for (i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/k.cu", i ? b : a);
        CHECK(write_text(path, "#include \"k.h\"\nextern \"C\" __global__ void k(int *x) { *x = V; }\n"));
        snprintf(path, sizeof path, "%s/k.h", i ? b : a);
        CHECK(write_text(path, i ? "#define V 2\n" : "#define V 1\n"));
    }
    snprintf(args, sizeof args, "--cache-dir='%s/shared-cache' k.cu", root); /* (one cache for both) */
    CHECK(run_tool(a, args, out, sizeof out) == 0 && strstr(out, "(compile cache: miss, stored)"));
    CHECK(run_tool(b, args, out, sizeof out) == 0 && strstr(out, "(compile cache: miss, stored)"));
    for (i = 0; i < 4; i++) {
        CHECK(run_tool(i & 1 ? b : a, args, out, sizeof out) == 0);
        if (!strstr(out, "(compile cache: hit)")) printf("%s", out);
        CHECK(strstr(out, "(compile cache: hit)") != NULL);
    }
}

/*--- the user's home ------------------------------------------------------*/
/* A compile through the default cache configuration (run by make test's
   runner below, as every test program is): its folder is the one the
   harness made, not ~/.cache/cudacore. */
static void compile_with_the_default_cache(void) {
    const char *home = getenv("HOME"), *mark = getenv("CUDACORE_TEST_CACHE_DIR");
    char dir[1100], user_cache[1100];
    cudacore_program p;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_object_code oc;
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK_OK(cudacore_compile_cache_configure(NULL)); /* the environment's place, read again */
    CHECK_OK(cudacore_compile_cache_dir(dir, sizeof dir));
    CHECK(mark && !strcmp(dir, mark)); /* the harness's own folder (tests/test.h) */
    snprintf(user_cache, sizeof user_cache, "%s/.cache/cudacore", home ? home : "");
    CHECK(strcmp(dir, user_cache) != 0);
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
    if (rc == 0) { /* (both steps ran: a run of nothing proves nothing) */
        snprintf(cmd, sizeof cmd, "grep -q '^ok - a tool run by a step$' '%s/runner.log' && grep -q '^ok - compile_with_the_default_cache$' '%s/runner.log'",
                 root, root);
        rc = system(cmd) == 0 ? 0 : 1;
    }
    if (rc != 0) {
        snprintf(cmd, sizeof cmd, "sed 's/^/  | /' '%s/runner.log'", root);
        if (system(cmd) != 0) printf("  (no runner log)\n");
    }
    CHECK(rc == 0);
    CHECK(entries_in(home) == 0);
}

int main(int argc, char **argv) {
    char dir[1100];
    (void)argc;
    self_path = realpath(argv[0], NULL); /* (whole: tests run tools from other folders; malloc'd, as a buffer must be PATH_MAX) */
    if (!self_path) self_path = argv[0];
    if (argc >= 4 && !strcmp(argv[1], "make-link")) return symlink(argv[2], argv[3]) == 0 ? 0 : 1;
    if (argc >= 2 && !strcmp(argv[1], "secure-child")) return secure_child();
    if (argc >= 2 && !strcmp(argv[1], "secure-hook-child")) return secure_hook_child();
    if (argc >= 3 && !strcmp(argv[1], "shared-child")) {
        t_setup_quiet();
        return shared_child(argv[2]);
    }
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
    RUN(path_the_system_cannot_look_at_is_not_stored);
    RUN(header_changed_during_the_compile_is_not_stored);
    RUN(header_swapped_in_a_loop_is_never_served_stale);
    RUN(verbose_says_why_a_miss_was_not_stored);
    RUN(symlinked_cache_folder_is_not_followed);
    RUN(own_link_in_a_private_folder_is_followed);
    RUN(shared_mode_removes_only_its_own_temp_files);
    RUN(hit_refreshes_the_entry_it_read);
    RUN(folder_at_an_entry_is_replaced_or_said);
    RUN(at_secure_takes_no_path_from_the_environment);
    RUN(capability_raised_program_takes_no_path_from_the_environment);
    RUN(two_checkouts_keep_their_own_entries);
    if (!getenv("IN_RUNNER")) RUN(tests_leave_home_untouched); /* (not inside the runner it starts) */
    snprintf(dir, sizeof dir, "chmod -R u+w '%s'; rm -rf '%s'", root, root);
    if (system(dir) != 0) printf("  (%s was not removed)\n", root);
    TEST_EXIT();
}
