/* The compile cache (THE COMPILE CACHE): no wrong code served, under every
   spelling of an include and every race, no path followed that the library
   did not make, and no test that writes into the user's own cache. Each
   case is a finding of issue 41, reproduced as it was found:
   - the test programs and make test's steps leave HOME untouched: the
     cache's folder is a temporary one (tests/test.h, tests/run.sh). */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv */
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "fork, setuid, symbolic links and sh (POSIX-only)"
#include "../test.h"
#include "../portable.h"
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
    char dir[1100];
    (void)argc;
    self_path = argv[0];
    t_dirname(argv[0], dir, sizeof dir);
    snprintf(mock_nvrtc, sizeof mock_nvrtc, "%s/" T_SHLIB("libnvrtc_mock"), dir);
    t_setup_quiet();
    snprintf(root, sizeof root, "/tmp/cudacore-compile-cache-test-XXXXXX");
    if (!mkdtemp(root)) return 1;
    RUN(compile_with_the_default_cache);
    if (!getenv("IN_RUNNER")) RUN(tests_leave_home_untouched); /* (not inside the runner it starts) */
    snprintf(dir, sizeof dir, "chmod -R u+w '%s'; rm -rf '%s'", root, root);
    if (system(dir) != 0) printf("  (%s was not removed)\n", root);
    TEST_EXIT();
}
