/* The compile cache (PROGRAMS AND THE COMPILE CACHE): never stale, private
   by default, safe in a folder others can reach. With the toolkit's NVRTC
   (no GPU needed); each case repeats an experiment that got the unsafe or
   stale result before:
   - a header found through an include path changes (same size, same second
     too), or a file appears earlier in the include paths, or a file an
     in-memory header includes changes: recompiled; the toolkit's headers
     hit; an include the cache cannot follow (a macro) is compiled uncached;
   - temp files are created exclusively: planted links at the old,
     predictable names are never written through;
   - a folder another user owns, or others can write, is not used (unless a
     shared cache is asked for), nor an entry others could have written;
   - folders 0700 and entries 0600 whatever the umask; shared: 0644;
   - the key holds the version of what made the code (libNVVM for NVVM IR;
     the linker for PTX to CUBIN, loaded before the key is made);
   - an entry over the size cap is not read; eviction does not follow links;
     old temp files are swept; a cache path too long is refused, not cut;
   - a setuid program takes no path from the environment. */
#define _XOPEN_SOURCE 700 /* mkdtemp, symlink, lstat */
#define CUDACORE_IMPLEMENTATION
#define CUDACORE_TEST_NOT_ON_WINDOWS "popen and sh (POSIX-only)"
#include "../test.h"
#include "../portable.h"
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

static char root[64];      /* this run's folder */
static char cache[256];    /* the cache's folder in it */
static const char *self_path;

/* What the logger was told (the folder refusal is a warning). */
static char told[2048];
static void keeping_logger(const char *tag, uint32_t level, uint32_t result, const char *message, uint32_t line, const char *file, void *ud) {
    size_t n = strlen(told);
    (void)tag, (void)level, (void)result, (void)line, (void)file, (void)ud;
    snprintf(told + n, sizeof told - n, "%s\n", message);
}
/* The largest host allocation cudacore asked for. */
static size_t largest;
static void *counting_alloc(size_t n, void *ud) {
    (void)ud;
    if (n > largest) largest = n;
    return malloc(n);
}
static void counting_free(void *p, void *ud) {
    (void)ud;
    free(p);
}

static int write_text(const char *path, const char *text) {
    FILE *f = fopen(path, "w");
    if (!f) return 0;
    fputs(text, f);
    return fclose(f) == 0;
}
static int sh(const char *fmt, const char *a) {
    char cmd[1200];
    snprintf(cmd, sizeof cmd, fmt, a, a, a);
    return system(cmd) == 0;
}
static void use_cache(const char *dir, int shared) {
    cudacore_compile_cache_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.dir = dir;
    cd.shared = shared;
    cudacore_compile_cache_configure(&cd);
    cudacore_compile_cache_reset_stats();
    told[0] = 0;
}
static void fresh_cache(void) {
    sh("rm -rf '%s'", cache);
    use_cache(cache, 0);
}
static uint64_t hits(void) {
    uint64_t h = 0, m = 0;
    cudacore_compile_cache_stats(&h, &m);
    return h;
}

/* Compiles source (with the in-memory header mem.h) to PTX for compute_80
   with the include paths; *value gets the value it stores. 1 on success. */
static int compile_value(const char *source, const char *const *incs, size_t ninc, cudacore_program_options *extra, long *value) {
    cudacore_program p;
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_object_code oc;
    cudacore_header h;
    int ok;
    memset(&d, 0, sizeof d);
    h.name = "mem.h";
    h.source = "#include \"disk.h\"\n#define MEM 0\n";
    d.source = source;
    d.name = "kernel.cu";
    d.headers = &h;
    d.num_headers = 1;
    if (extra) o = *extra;
    else memset(&o, 0, sizeof o);
    o.arch = "compute_80";
    o.include_paths = incs;
    o.num_include_paths = ninc;
    if (cudacore_program_create(&d, &p) != CUDACORE_SUCCESS) return 0;
    ok = cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &oc) == CUDACORE_SUCCESS;
    cudacore_program_destroy(p);
    if (!ok) return cudacore_print_error(stdout), 0;
    *value = t_stored_value(oc);
    cudacore_object_code_destroy(oc);
    return 1;
}

static int have_nvrtc(void) {
    cudacore_library_info li;
    int ok = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) == CUDACORE_SUCCESS;
    cudacore_clear_error();
    return ok;
}

/*--- never stale ------------------------------------------------------------*/
static const char *KERNEL = "#include \"h.h\"\nextern \"C\" __global__ void k(int *x) { *x = VALUE; }\n";

static void header_change_recompiles(void) {
    char inc[160], hp[200];
    const char *incs[1];
    long v = 0;
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    snprintf(inc, sizeof inc, "%s/inc", root);
    snprintf(hp, sizeof hp, "%s/h.h", inc);
    CHECK(sh("mkdir -p '%s'", inc) && write_text(hp, "#define VALUE 11111\n"));
    incs[0] = inc;
    CHECK(compile_value(KERNEL, incs, 1, NULL, &v) && v == 11111 && hits() == 0);
    CHECK(compile_value(KERNEL, incs, 1, NULL, &v) && v == 11111 && hits() == 1);
    CHECK(write_text(hp, "#define VALUE 22222\n")); /* same size, same second */
    CHECK(compile_value(KERNEL, incs, 1, NULL, &v) && v == 22222 && hits() == 1);
    CHECK(compile_value(KERNEL, incs, 1, NULL, &v) && v == 22222 && hits() == 2);
    {
        /* the in-memory copy (its object code alive) is checked too */
        cudacore_program p;
        cudacore_program_desc d;
        cudacore_program_options o;
        cudacore_object_code keep, again;
        memset(&d, 0, sizeof d);
        memset(&o, 0, sizeof o);
        d.source = KERNEL;
        d.name = "kernel.cu";
        o.arch = "compute_80";
        o.include_paths = incs;
        o.num_include_paths = 1;
        CHECK_OK(cudacore_program_create(&d, &p));
        CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &keep));
        CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &again)); /* in memory */
        CHECK(t_stored_value(again) == 22222 && hits() == 3);
        cudacore_object_code_destroy(again);
        CHECK(write_text(hp, "#define VALUE 33333\n"));
        CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &again));
        CHECK(t_stored_value(again) == 33333 && hits() == 3);
        cudacore_object_code_destroy(again);
        cudacore_object_code_destroy(keep);
        cudacore_program_destroy(p);
    }
}

static void file_in_an_earlier_folder_counts(void) {
    char a[160], b[160], hp[200];
    const char *incs[2];
    long v = 0;
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    snprintf(a, sizeof a, "%s/a", root);
    snprintf(b, sizeof b, "%s/b", root);
    CHECK(sh("rm -rf '%s' && mkdir -p '%s'", a) && sh("rm -rf '%s' && mkdir -p '%s'", b));
    snprintf(hp, sizeof hp, "%s/h.h", b);
    CHECK(write_text(hp, "#define VALUE 2\n"));
    incs[0] = a, incs[1] = b;
    CHECK(compile_value(KERNEL, incs, 2, NULL, &v) && v == 2);
    CHECK(compile_value(KERNEL, incs, 2, NULL, &v) && v == 2 && hits() == 1);
    snprintf(hp, sizeof hp, "%s/h.h", a); /* now found first */
    CHECK(write_text(hp, "#define VALUE 1\n"));
    CHECK(compile_value(KERNEL, incs, 2, NULL, &v) && v == 1 && hits() == 1);
}

static void nested_and_in_memory_includes(void) {
    char inc[160], p[200];
    const char *incs[1];
    long v = 0;
    static const char *src = "#include \"mem.h\"\n#include <n/top.h>\nextern \"C\" __global__ void k(int *x) { *x = MEM + DISK + DEEP; }\n";
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    snprintf(inc, sizeof inc, "%s/nest", root);
    CHECK(sh("rm -rf '%s' && mkdir -p '%s/n'", inc));
    snprintf(p, sizeof p, "%s/disk.h", inc);
    CHECK(write_text(p, "#define DISK 40\n")); /* included by the in-memory mem.h */
    snprintf(p, sizeof p, "%s/n/top.h", inc);
    CHECK(write_text(p, "#include \"deep.h\"\n")); /* found beside top.h */
    snprintf(p, sizeof p, "%s/n/deep.h", inc);
    CHECK(write_text(p, "#define DEEP 2\n"));
    incs[0] = inc;
    CHECK(compile_value(src, incs, 1, NULL, &v) && v == 42);
    CHECK(compile_value(src, incs, 1, NULL, &v) && v == 42 && hits() == 1);
    CHECK(write_text(p, "#define DEEP 3\n"));
    CHECK(compile_value(src, incs, 1, NULL, &v) && v == 43 && hits() == 1);
    snprintf(p, sizeof p, "%s/disk.h", inc);
    CHECK(write_text(p, "#define DISK 50\n"));
    CHECK(compile_value(src, incs, 1, NULL, &v) && v == 53 && hits() == 1);
    CHECK(compile_value(src, incs, 1, NULL, &v) && v == 53 && hits() == 2);
}

static void toolkit_headers_hit(void) {
    static const char *src = "#include <cuda_fp16.h>\nextern \"C\" __global__ void k(int *x) { *x = (int)sizeof(__half) * 1000 + 7; }\n";
    cudacore_program_options o;
    long v = 0;
    uint64_t h, m;
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    memset(&o, 0, sizeof o);
    if (!compile_value(src, NULL, 0, &o, &v)) SKIP("the toolkit's headers are not found here");
    CHECK(v == 2007);
    CHECK(compile_value(src, NULL, 0, &o, &v) && v == 2007);
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 1 && m == 1);
}

static void what_cannot_be_known_is_not_cached(void) {
    static const char *src = "#define H \"h.h\"\n#include H\nextern \"C\" __global__ void k(int *x) { *x = VALUE; }\n";
    char inc[160], tfile[200];
    const char *incs[1];
    cudacore_program_options o;
    long v = 0;
    uint64_t h, m;
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    snprintf(inc, sizeof inc, "%s/inc", root);
    incs[0] = inc;
    CHECK(compile_value(src, incs, 1, NULL, &v) && compile_value(src, incs, 1, NULL, &v) && v > 0);
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 0 && m == 2);
    CHECK(strstr(told, "named by a macro") != NULL);
    memset(&o, 0, sizeof o); /* an option that writes a file of its own */
    snprintf(tfile, sizeof tfile, "%s/times.csv", root);
    o.time = tfile;
    CHECK(compile_value(KERNEL, incs, 1, &o, &v) && compile_value(KERNEL, incs, 1, &o, &v));
    CHECK_OK(cudacore_compile_cache_stats(&h, &m));
    CHECK(h == 0 && m == 4);
}

/*--- the folder and its files -------------------------------------------------*/
/* The entry's file name of the one entry in the cache (into name). */
static int entry_name(char *name, size_t cap) {
    char cmd[300];
    FILE *p;
    int ok;
    snprintf(cmd, sizeof cmd, "cd '%s' && ls *.ccc 2>/dev/null | head -1", cache);
    if (!(p = popen(cmd, "r"))) return 0;
    ok = fgets(name, (int)cap, p) != NULL;
    pclose(p);
    if (ok) name[strcspn(name, "\n")] = 0;
    return ok && name[0];
}

static void temp_files_created_exclusively(void) {
    char name[100], path[400], victim[200], buf[64] = "";
    int i, fd;
    long v = 0;
    FILE *f;
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    CHECK(compile_value("extern \"C\" __global__ void k(int *x) { *x = 5; }\n", NULL, 0, NULL, &v));
    CHECK(entry_name(name, sizeof name));
    name[strlen(name) - 4] = 0;
    CHECK_OK(cudacore_compile_cache_clear());
    snprintf(victim, sizeof victim, "%s/victim", root);
    CHECK(write_text(victim, "the victim\n"));
    for (i = 1; i <= 64; i++) { /* links at the names the temp files used to have */
        snprintf(path, sizeof path, "%s/%s.%d.%d.tmp", cache, name, (int)getpid(), i);
        CHECK(symlink(victim, path) == 0);
    }
    CHECK(compile_value("extern \"C\" __global__ void k(int *x) { *x = 5; }\n", NULL, 0, NULL, &v) && v == 5);
    CHECK((f = fopen(victim, "r")) != NULL);
    CHECK(fgets(buf, sizeof buf, f) != NULL && !strcmp(buf, "the victim\n") && !fgets(buf, sizeof buf, f));
    fclose(f);
    CHECK(entry_name(path, sizeof path)); /* the entry was written */
    /* the creation itself: never through a link, never over a file */
    snprintf(path, sizeof path, "%s/link.tmp", cache);
    CHECK(symlink(victim, path) == 0);
    fd = t_fd_create(path, 0);
    CHECK(fd < 0);
    remove(path);
    CHECK((fd = t_fd_create(path, 0)) >= 0);
    t_fd_close(fd);
    CHECK(t_fd_create(path, 0) < 0);
    remove(path);
}

/* A folder another user owns, or others can write, is not used: a forged
   entry there (valid, checksummed) is never served. */
static void foreign_folder_not_used(void) {
    long v = 0;
    struct stat st;
    char name[100], path[400];
    static const char *src = "extern \"C\" __global__ void k(int *x) { *x = 6; }\n";
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    CHECK(compile_value(src, NULL, 0, NULL, &v) && compile_value(src, NULL, 0, NULL, &v) && hits() == 1);
    CHECK(chmod(cache, 0770) == 0); /* the group may write */
    use_cache(cache, 0);
    CHECK(compile_value(src, NULL, 0, NULL, &v) && compile_value(src, NULL, 0, NULL, &v) && v == 6 && hits() == 0);
    CHECK(strstr(told, "can be written by its group") && strstr(told, "shared"));
    CHECK(strstr(strstr(told, "compile cache is off") + 1, "compile cache is off") == NULL); /* said once */
    CHECK(chmod(cache, 0777) == 0);
    use_cache(cache, 0);
    CHECK(compile_value(src, NULL, 0, NULL, &v) && hits() == 0 && strstr(told, "every user"));
    use_cache(cache, 1); /* asked for: shared */
    CHECK(compile_value(src, NULL, 0, NULL, &v) && hits() == 1 && !told[0]);
    CHECK(chmod(cache, 0700) == 0);
    use_cache(cache, 0);
    CHECK(entry_name(name, sizeof name));
    snprintf(path, sizeof path, "%s/%s", cache, name);
    CHECK(chmod(path, 0666) == 0); /* an entry others could have rewritten */
    CHECK(compile_value(src, NULL, 0, NULL, &v) && hits() == 0);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600); /* replaced by a new one */
    if (geteuid() != 0) return;
    CHECK(chown(path, 65534, 65534) == 0); /* another user's entry in this user's folder */
    CHECK(compile_value(src, NULL, 0, NULL, &v) && hits() == 0);
    CHECK(chown(cache, 65534, 65534) == 0); /* a folder of another user */
    use_cache(cache, 0);
    CHECK(compile_value(src, NULL, 0, NULL, &v) && hits() == 0 && strstr(told, "belongs to another user"));
    CHECK(chown(cache, 0, 0) == 0);
}

static void private_whatever_the_umask(void) {
    long v = 0;
    char dir[200], name[100], path[400];
    struct stat st;
    mode_t old;
    if (!have_nvrtc()) SKIP("no NVRTC");
    old = umask(0);
    snprintf(dir, sizeof dir, "%s/new/deeper/cache", root);
    use_cache(dir, 0);
    v = compile_value("extern \"C\" __global__ void k(int *x) { *x = 7; }\n", NULL, 0, NULL, &v);
    umask(old);
    CHECK(v);
    CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
    snprintf(path, sizeof path, "%s/new", root);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0700);
    snprintf(cache, sizeof cache, "%s", dir);
    CHECK(entry_name(name, sizeof name));
    snprintf(path, sizeof path, "%s/%s", dir, name);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
    CHECK(sh("rm -rf '%s'", dir));
    old = umask(0); /* shared: readable by others, writable by none */
    use_cache(dir, 1);
    v = compile_value("extern \"C\" __global__ void k(int *x) { *x = 7; }\n", NULL, 0, NULL, &v);
    umask(old);
    CHECK(v && entry_name(name, sizeof name));
    snprintf(path, sizeof path, "%s/%s", dir, name);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0644);
    snprintf(cache, sizeof cache, "%s/cache", root);
}

/*--- the key ----------------------------------------------------------------*/
/* NVVM IR is keyed on libNVVM's version (not nvJitLink's); PTX assembled to
   CUBIN on the linker's, the same before and after nvJitLink is loaded. */
static void key_holds_the_producers_version(void) {
    uint64_t k1, k2, k3;
    cudacore_program p;
    cudacore_program_desc pd;
    cudacore_program_options o;
    cudacore_object_code oc;
    const void *ptx = NULL;
    char *copy;
    size_t n = 0;
    k1 = t_program_key(CUDACORE_PROGRAM_NVVM, "; NVVM IR", 9, CUDACORE_CODE_PTX, "80");
    t_lib_version_add(CUDACORE_LIBRARY_NVVM, 10);
    k2 = t_program_key(CUDACORE_PROGRAM_NVVM, "; NVVM IR", 9, CUDACORE_CODE_PTX, "80");
    t_lib_version_add(CUDACORE_LIBRARY_NVJITLINK, 10);
    k3 = t_program_key(CUDACORE_PROGRAM_NVVM, "; NVVM IR", 9, CUDACORE_CODE_PTX, "80");
    t_lib_version_add(CUDACORE_LIBRARY_NVJITLINK, -10);
    t_lib_version_add(CUDACORE_LIBRARY_NVVM, -10);
    CHECK(k1 != k2 && k2 == k3);
    t_lib_build_add(CUDACORE_LIBRARY_NVVM, 1, 1); /* another build of the same version (a patch release) */
    k2 = t_program_key(CUDACORE_PROGRAM_NVVM, "; NVVM IR", 9, CUDACORE_CODE_PTX, "80");
    t_lib_build_add(CUDACORE_LIBRARY_NVVM, 1, -1);
    CHECK(k1 != k2);
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    memset(&pd, 0, sizeof pd);
    memset(&o, 0, sizeof o);
    pd.source = "extern \"C\" __global__ void k(int *x) { *x = 8; }\n";
    o.arch = "compute_80";
    o.no_compile_cache = 1;
    CHECK_OK(cudacore_program_create(&pd, &p));
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &oc));
    cudacore_program_destroy(p);
    CHECK_OK(cudacore_object_code_data(oc, &ptx, &n, NULL));
    copy = (char *)t_malloc(n + 1);
    memcpy(copy, ptx, n);
    copy[n] = 0;
    cudacore_object_code_destroy(oc);
    CHECK(t_lib_state(CUDACORE_LIBRARY_NVJITLINK) == 0); /* not loaded yet */
    pd.source = copy;
    pd.kind = CUDACORE_PROGRAM_PTX;
    o.arch = "sm_80";
    o.no_compile_cache = 0;
    CHECK_OK(cudacore_program_create(&pd, &p));
    if (cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc) != CUDACORE_SUCCESS) {
        cudacore_program_destroy(p);
        SKIP("no nvJitLink, nor a driver, to assemble PTX");
    }
    cudacore_object_code_destroy(oc);
    CHECK_OK(cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc)); /* nvJitLink loaded now: the same key */
    cudacore_object_code_destroy(oc);
    cudacore_program_destroy(p);
    CHECK(hits() == 1);
}

/*--- bounds -----------------------------------------------------------------*/
static void entry_over_the_cap_not_read(void) {
    char name[100], path[400];
    long v = 0;
    struct stat st;
    static const char *src = "extern \"C\" __global__ void k(int *x) { *x = 9; }\n";
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    CHECK(compile_value(src, NULL, 0, NULL, &v));
    CHECK(entry_name(name, sizeof name));
    snprintf(path, sizeof path, "%s/%s", cache, name);
    CHECK(truncate(path, (off_t)4 << 30) == 0); /* a 4 GiB (sparse) file at the entry's name */
    largest = 0;
    CHECK(compile_value(src, NULL, 0, NULL, &v) && v == 9 && hits() == 0);
    CHECK(largest < ((size_t)256 << 20));
    CHECK(stat(path, &st) == 0 && st.st_size < 100000); /* written again */
}

static void eviction_does_not_follow_links(void) {
    char path[300], big[200], src[200];
    cudacore_compile_cache_desc cd;
    struct utimbuf t;
    long v = 0;
    int i, n = 0;
    FILE *p;
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    snprintf(big, sizeof big, "%s/big", root);
    CHECK(write_text(big, "") && truncate(big, (off_t)10 << 30) == 0);
    t.actime = t.modtime = time(NULL) + 3600; /* (newer than every entry: not the first one evicted) */
    CHECK(utime(big, &t) == 0);
    memset(&cd, 0, sizeof cd);
    cd.dir = cache;
    cd.max_bytes = 1 << 20;
    CHECK_OK(cudacore_compile_cache_configure(&cd));
    for (i = 0; i < 3; i++) {
        snprintf(src, sizeof src, "extern \"C\" __global__ void k(int *x) { *x = %d; }\n", 100 + i);
        CHECK(compile_value(src, NULL, 0, NULL, &v) && v == 100 + i);
        snprintf(path, sizeof path, "%s/00000000000000000000000000000000.ccc", cache);
        if (i == 0) CHECK(symlink(big, path) == 0); /* planted beside the first entry */
    }
    snprintf(path, sizeof path, "find '%s' -name '*.ccc' -type f | wc -l", cache);
    CHECK((p = popen(path, "r")) != NULL && fscanf(p, "%d", &n) == 1);
    pclose(p);
    CHECK(n == 3); /* every real entry kept: the link's 10 GiB counted for nothing */
    CHECK(access(big, F_OK) == 0);
}

static void old_temp_files_swept(void) {
    char old_tmp[300], new_tmp[300];
    struct utimbuf t;
    long v = 0;
    if (!have_nvrtc()) SKIP("no NVRTC");
    fresh_cache();
    CHECK(sh("mkdir -p '%s'", cache));
    snprintf(old_tmp, sizeof old_tmp, "%s/abandoned.0123456789abcdef.tmp", cache);
    snprintf(new_tmp, sizeof new_tmp, "%s/in-flight.0123456789abcdef.tmp", cache);
    CHECK(write_text(old_tmp, "x") && write_text(new_tmp, "y"));
    t.actime = t.modtime = time(NULL) - 7200;
    CHECK(utime(old_tmp, &t) == 0);
    CHECK(compile_value("extern \"C\" __global__ void k(int *x) { *x = 11; }\n", NULL, 0, NULL, &v));
    CHECK(access(old_tmp, F_OK) != 0 && access(new_tmp, F_OK) == 0);
}

static void long_cache_path_refused(void) {
    static char longdir[1300];
    char buf[1400], prefix[1100];
    struct stat st;
    long v = 0;
    size_t n;
    if (!have_nvrtc()) SKIP("no NVRTC");
    n = (size_t)snprintf(longdir, sizeof longdir, "%s/", root);
    for (; n < 1100; n++) longdir[n] = (n % 100) == 99 ? '/' : 'd';
    longdir[n] = 0;
    setenv("CUDACORE_CACHE_DIR", longdir, 1);
    CHECK_OK(cudacore_compile_cache_configure(NULL)); /* the environment read again */
    told[0] = 0;
    CHECK(cudacore_compile_cache_dir(buf, sizeof buf) == CUDACORE_SUCCESS && buf[0] == 0);
    CHECK(compile_value("extern \"C\" __global__ void k(int *x) { *x = 12; }\n", NULL, 0, NULL, &v) && v == 12);
    CHECK(strstr(told, "CUDACORE_CACHE_DIR is") && strstr(told, "characters long"));
    snprintf(prefix, sizeof prefix, "%.*s", 1023 - 64, longdir);
    CHECK(stat(prefix, &st) != 0); /* nothing made under a cut path */
    unsetenv("CUDACORE_CACHE_DIR");
    use_cache(cache, 0);
}

/* setuid or setgid: no path from the environment (a library, the cache's
   folder). In a child, as loads happen once a process. */
static int privileged_child(void) {
    char buf[1100];
    cudacore_library_info li;
    t_set_privileged(1);
    setenv("CUDACORE_CACHE_DIR", root, 1);
    setenv("HOME", root, 1);
    setenv("XDG_CACHE_HOME", root, 1);
    setenv("CUDACORE_NVRTC_PATH", "/nonexistent/libnvrtc.so", 1);
    if (cudacore_compile_cache_configure(NULL) != CUDACORE_SUCCESS || cudacore_compile_cache_dir(buf, sizeof buf) != CUDACORE_SUCCESS || buf[0])
        return 2; /* no folder from the environment: the cache is off */
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) != CUDACORE_SUCCESS) return 3; /* found where it is, not at the named path */
    return strstr(li.path, "nonexistent") ? 4 : 0;
}
static void setuid_takes_no_path_from_the_environment(void) {
    char cmd[400];
    struct stat st;
    if (!have_nvrtc()) SKIP("no NVRTC");
    CHECK(t_run_self(self_path, "", "privileged", "") == 0);
    /* a real setuid copy, where this machine allows one (root, a mount without nosuid) */
    if (geteuid() != 0) return;
    snprintf(cmd, sizeof cmd, "cp '%s' '%s/suid' && chown 65534 '%s/suid' && chmod 4755 '%s/suid'", self_path, root, root, root);
    if (system(cmd) != 0) return;
    snprintf(cmd, sizeof cmd, "%s/suid", root);
    if (stat(cmd, &st) != 0 || !(st.st_mode & S_ISUID)) return;
    CHECK(t_run_self(cmd, "CUDACORE_NVRTC_PATH=/nonexistent/libnvrtc.so", "suid", "") == 0);
}
static int suid_child(void) {
    cudacore_library_info li;
    if (geteuid() == getuid()) return 0; /* the mount ignores setuid: nothing to see */
    if (!t_privileged()) return 5;
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li) != CUDACORE_SUCCESS || strstr(li.path, "nonexistent")) return 6;
    printf("  a setuid copy (uid %d, euid %d) loaded %s, not CUDACORE_NVRTC_PATH's\n", (int)getuid(), (int)geteuid(), li.path);
    return 0;
}

int main(int argc, char **argv) {
    cudacore_desc d;
    int r;
    self_path = argv[0];
    if (argc >= 2 && !strcmp(argv[1], "privileged")) return privileged_child();
    if (argc >= 2 && !strcmp(argv[1], "suid")) {
        /* _exit: a setuid process is not dumpable, so LeakSanitizer's tracer
           could not attach to it at exit (make test-asan, run as root) */
        r = suid_child();
        fflush(stdout);
        _exit(r);
    }
    memset(&d, 0, sizeof d);
    d.logger.func = keeping_logger;
    d.allocator.alloc_fn = counting_alloc;
    d.allocator.free_fn = counting_free;
    cudacore_setup(&d);
    snprintf(root, sizeof root, "/tmp/cudacore-cache-test-XXXXXX");
    if (!mkdtemp(root)) return 1;
    snprintf(cache, sizeof cache, "%s/cache", root);
    RUN(header_change_recompiles);
    RUN(file_in_an_earlier_folder_counts);
    RUN(nested_and_in_memory_includes);
    RUN(toolkit_headers_hit);
    RUN(what_cannot_be_known_is_not_cached);
    RUN(temp_files_created_exclusively);
    RUN(foreign_folder_not_used);
    RUN(private_whatever_the_umask);
    RUN(key_holds_the_producers_version);
    RUN(entry_over_the_cap_not_read);
    RUN(eviction_does_not_follow_links);
    RUN(old_temp_files_swept);
    RUN(long_cache_path_refused);
    RUN(setuid_takes_no_path_from_the_environment);
    r = sh("chmod -R u+w '%s'; rm -rf '%s'", root);
    (void)r;
    TEST_EXIT();
}
