/* What differs between operating systems, without a GPU: loading a library
   from a path given relative to the working folder or with the other
   separator, the compile cache's folder and files (entries, temporary files,
   eviction, a damaged entry), the default cache location, and object code
   saved to and read from a file. NVRTC is tests/mock/nvrtc_mock.c and the
   driver tests/mock/libcuda_mock.c, so every check runs on every machine,
   Linux and Windows (`make test-windows` runs this under wine) alike. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"

static const char *self_path;
static char mock_dir[900];

/*--- children: one process per loader configuration -----------------------*/
static int chdir_to(const char *dir) {
#if defined(_WIN32)
    return _chdir(dir) == 0;
#else
    return chdir(dir) == 0;
#endif
}

/* CUDACORE_LIBCUDA_PATH relative to the working folder ("./libcuda_mock.so"). */
static int child_relative_driver_path(void) {
    cudacore_library_info info;
    int n = 0;
    if (!chdir_to(mock_dir)) return 10;
    t_setup_quiet();
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || n != 1) {
        cudacore_print_error(stdout);
        return 11;
    }
    if (cudacore_library_load(CUDACORE_LIBRARY_CUDA, &info) != CUDACORE_SUCCESS || strcmp(info.path, "./" T_SHLIB("libcuda_mock"))) return 12;
    return 0;
}

/* The mock driver's full path written with the separator this OS does not
   use first ('/' on Windows), given in cudacore_desc. */
static int child_other_separator(void) {
    char path[1024];
    size_t i;
    cudacore_desc d;
    int n = 0;
    snprintf(path, sizeof path, "%s/" T_SHLIB("libcuda_mock"), mock_dir);
    for (i = 0; path[i]; i++)
        if (path[i] == '\\') path[i] = '/';
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.libcuda_path = path;
    if (cudacore_setup(&d) != CUDACORE_SUCCESS) return 20;
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || n != 1) {
        cudacore_print_error(stdout);
        return 21;
    }
    return 0;
}

/* A missing explicit path: the error names it as given, and where it came from. */
static int child_missing_path(void) {
    int n = 0;
    t_setup_quiet();
    if (cudacore_device_count(&n) != CUDACORE_ERROR_LIBRARY_NOT_FOUND) return 30;
    printf("  child: %s\n  %s", cudacore_last_error()->message, cudacore_last_error()->detail);
    if (!strstr(cudacore_last_error()->detail, "no-such-folder/" T_SHLIB("libcuda")) || !strstr(cudacore_last_error()->detail, "CUDACORE_LIBCUDA_PATH"))
        return 31;
    return 0;
}

/* The default cache folder, from the environment this OS uses. */
static int child_default_cache_dir(const char *base) {
    char dir[1024], want[1024];
#if defined(_WIN32)
    snprintf(want, sizeof want, "%s\\cudacore", base);
#else
    snprintf(want, sizeof want, "%s/cudacore", base);
#endif
    t_setup_quiet();
    if (cudacore_compile_cache_dir(dir, sizeof dir) != CUDACORE_SUCCESS) return 40;
    printf("  child: cache folder %s\n", dir);
    return strcmp(dir, want) ? 41 : 0;
}

static int child(const char *scenario) {
    if (!strcmp(scenario, "relative-driver")) return child_relative_driver_path();
    if (!strcmp(scenario, "other-separator")) return child_other_separator();
    if (!strcmp(scenario, "missing-path")) return child_missing_path();
    if (!strncmp(scenario, "cache-dir=", 10)) return child_default_cache_dir(scenario + 10);
    return 99;
}

/*--- the loader -------------------------------------------------------------*/
static void loader_path_relative_to_the_working_folder(void) {
    char env[1200];
    snprintf(env, sizeof env, "CUDACORE_LIBCUDA_PATH=./" T_SHLIB("libcuda_mock"));
    CHECK(t_run_self(self_path, env, "child", "relative-driver") == 0);
}

static void loader_path_with_forward_slashes(void) { CHECK(t_run_self(self_path, "", "child", "other-separator") == 0); }

static void loader_missing_path_is_named(void) {
    CHECK(t_run_self(self_path, "CUDACORE_LIBCUDA_PATH=no-such-folder/" T_SHLIB("libcuda"), "child", "missing-path") == 0);
}

static void default_cache_folder(void) {
    char env[1400], scenario[1100], base[1024];
    CHECK(t_mkdtemp(base, sizeof base, "cudacore-cache-home"));
    snprintf(scenario, sizeof scenario, "cache-dir=%s", base);
#if defined(_WIN32)
    snprintf(env, sizeof env, "CUDACORE_CACHE_DIR= LOCALAPPDATA=%s", base);
#else
    snprintf(env, sizeof env, "CUDACORE_CACHE_DIR= XDG_CACHE_HOME=%s", base);
#endif
    CHECK(t_run_self(self_path, env, "child", scenario) == 0);
    t_rmtree(base);
}

/*--- the compile cache, through the mock NVRTC ------------------------------*/
static char cache_dir[1024];

static cudacore_result compile(const char *src, cudacore_object_code *oc) {
    static const char *exprs[] = {"scale<int>"};
    cudacore_program_desc d = t_source(src, NULL, exprs, 1);
    cudacore_program_options o = t_options("sm_90", 0);
    oc->id = 0;
    return t_compile(&d, CUDACORE_CODE_PTX, &o, oc);
}

static int have_mock_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS && strstr(li.path, "nvrtc_mock");
    cudacore_clear_error();
    return ok;
}

static void cache_entries_are_files_in_the_folder(void) {
    static const char src[] = "template <typename T> __global__ void scale(T *x) { *x *= 2; }\n";
    cudacore_object_code a;
    const void *data;
    const char *low;
    size_t size;
    uint64_t hits, misses;
    char dir[1024];
    if (!have_mock_nvrtc()) SKIP("the mock NVRTC is not built next to this test");
    CHECK_OK(cudacore_compile_cache_dir(dir, sizeof dir));
    CHECK(!strcmp(dir, cache_dir));
    cudacore_compile_cache_reset_stats();
    CHECK_OK(compile(src, &a)); /* a miss: compiled and stored */
    CHECK_OK(cudacore_object_code_data(a, &data, &size, NULL));
    CHECK(size > 12 && !memcmp(data, "// mock PTX\n", 12));
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK(t_dir_files(cache_dir, ".ccc", NULL, 0, NULL) == 1);
    CHECK(t_dir_files(cache_dir, ".tmp", NULL, 0, NULL) == 0); /* renamed into place */
    CHECK_OK(compile(src, &a)); /* from the file, with its lowered names */
    CHECK_OK(cudacore_compile_cache_stats(&hits, &misses));
    CHECK(hits == 1 && misses == 1);
    CHECK_OK(cudacore_object_code_lowered_name(a, "scale<int>", &low));
    CHECK(!strcmp(low, "_mock_scale_int_"));
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK_OK(cudacore_compile_cache_clear());
    CHECK(t_dir_files(cache_dir, "", NULL, 0, NULL) == 0);
}

static void cache_damaged_entry_is_rewritten(void) {
    static const char src[] = "extern \"C\" __global__ void damaged(int *x) { *x = 3; }\n";
    cudacore_object_code a;
    uint64_t hits, misses;
    char path[1200];
    long long before = 0, after = 0;
    FILE *f;
    if (!have_mock_nvrtc()) SKIP("the mock NVRTC is not built next to this test");
    CHECK_OK(compile(src, &a));
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK(t_dir_files(cache_dir, ".ccc", path, sizeof path, &before) == 1);
    CHECK((f = fopen(path, "wb")) != NULL); /* cut to a few bytes */
    fputs("CUDACORE", f);
    fclose(f);
    cudacore_compile_cache_reset_stats();
    CHECK_OK(compile(src, &a));
    CHECK_OK(cudacore_compile_cache_stats(&hits, &misses));
    CHECK(hits == 0 && misses == 1);
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK(t_dir_files(cache_dir, ".ccc", NULL, 0, &after) == 1 && after == before);
    CHECK_OK(cudacore_compile_cache_clear());
}

static void cache_eviction_keeps_the_newest(void) {
    cudacore_compile_cache_desc cd;
    cudacore_object_code a;
    char src[256], path[1200];
    long long one = 0, total = 0;
    uint64_t hits, misses;
    int i;
    if (!have_mock_nvrtc()) SKIP("the mock NVRTC is not built next to this test");
    snprintf(src, sizeof src, "extern \"C\" __global__ void k0(int *x) { *x = %d; }\n", 0);
    CHECK_OK(compile(src, &a));
    CHECK_OK(cudacore_object_code_destroy(a));
    CHECK(t_dir_files(cache_dir, ".ccc", path, sizeof path, &one) == 1);
    /* k0 an hour in the future: each entry written next is the oldest by
       time, and only "never evict the entry just written" keeps it */
    CHECK(t_set_mtime(path, 3600));
    memset(&cd, 0, sizeof cd);
    cd.dir = cache_dir;
    cd.max_bytes = (uint64_t)(one + one / 2); /* room for one entry and a half */
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    for (i = 1; i < 4; i++) {
        snprintf(src, sizeof src, "extern \"C\" __global__ void k%d(int *x) { *x = %d; }\n", i, i);
        CHECK_OK(compile(src, &a));
        CHECK_OK(cudacore_object_code_destroy(a));
    }
    CHECK(t_dir_files(cache_dir, ".ccc", NULL, 0, &total) == 1 && total <= one + one / 2);
    cudacore_compile_cache_reset_stats();
    CHECK_OK(compile(src, &a)); /* the entry just written survived its own eviction */
    CHECK_OK(cudacore_compile_cache_stats(&hits, &misses));
    CHECK(hits == 1 && misses == 0);
    CHECK_OK(cudacore_object_code_destroy(a));
    cd.max_bytes = 0;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    CHECK_OK(cudacore_compile_cache_clear());
}

static void compile_error_through_the_mock(void) {
    cudacore_object_code a;
    if (!have_mock_nvrtc()) SKIP("the mock NVRTC is not built next to this test");
    CHECK_ERR(compile("#error no\n", &a), CUDACORE_ERROR_COMPILE);
    CHECK(a.id == 0 && strstr(cudacore_last_error()->detail, "#error") != NULL);
}

/*--- files ------------------------------------------------------------------*/
static void object_code_save_and_read_back(void) {
    static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n";
    cudacore_object_code_desc d;
    cudacore_object_code a, b;
    const void *data;
    size_t size;
    char path[1200];
    memset(&d, 0, sizeof d);
    d.data = ptx;
    CHECK_OK(cudacore_object_code_load(&d, &a));
    snprintf(path, sizeof path, "%s%ssaved.ptx", cache_dir, strchr(cache_dir, '\\') ? "\\" : "/");
    CHECK_OK(cudacore_object_code_save(a, path));
    CHECK_OK(cudacore_object_code_destroy(a));
    memset(&d, 0, sizeof d);
    d.path = path;
    CHECK_OK(cudacore_object_code_load(&d, &b));
    CHECK_OK(cudacore_object_code_data(b, &data, &size, NULL));
    CHECK(size == sizeof ptx - 1 && !memcmp(data, ptx, size));
    CHECK_OK(cudacore_object_code_destroy(b));
    remove(path);
    d.path = cache_dir; /* a folder is not a file */
    CHECK_ERR(cudacore_object_code_load(&d, &b), CUDACORE_ERROR_IO);
}

int main(int argc, char **argv) {
    char env_nvrtc[1100];
    self_path = argv[0];
    t_dirname(argv[0], mock_dir, sizeof mock_dir);
    CHILD_FIRST(argc, argv, child);
    RUN(loader_path_relative_to_the_working_folder);
    RUN(loader_path_with_forward_slashes);
    RUN(loader_missing_path_is_named);
    RUN(default_cache_folder);
    /* the rest runs in this process, with the mock NVRTC and a fresh cache folder */
    if (!t_mkdtemp(cache_dir, sizeof cache_dir, "cudacore-platform")) {
        printf("FAIL - cannot make a temporary folder\n");
        return 1;
    }
    snprintf(env_nvrtc, sizeof env_nvrtc, "%s/" T_SHLIB("libnvrtc_mock"), mock_dir);
    t_setenv("CUDACORE_NVRTC_PATH", env_nvrtc);
    t_setenv("CUDACORE_CACHE_DIR", cache_dir);
    t_setup_quiet();
    RUN(cache_entries_are_files_in_the_folder);
    RUN(cache_damaged_entry_is_rewritten);
    RUN(cache_eviction_keeps_the_newest);
    RUN(compile_error_through_the_mock);
    RUN(object_code_save_and_read_back);
    t_destroy_all();
    cudacore_shutdown();
    t_rmtree(cache_dir);
    TEST_EXIT();
}
