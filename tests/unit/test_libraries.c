/* Where the libraries are found (LOADING), without a GPU: NVIDIA's pip
   wheels in an activated environment ($VIRTUAL_ENV, $CONDA_PREFIX; CUDA 13's
   nvidia/cu13 and CUDA 12's per-library folders), conda's own packages, the
   python3 on PATH (its user and system site-packages, found without starting
   it), the default toolkits (/usr/local/cuda, then /usr/local/cuda-X.Y newest
   first), each in its place in the order, with the toolkit headers of the
   NVRTC found. Trees like those are made here, in a temporary folder, around
   a copy of the mock NVRTC (tests/mock/nvrtc_mock.c, CUDA 13.0); a load runs
   in a child process with a controlled environment, which writes what it
   found to a file. The machine's own toolkit may be on the system loader's
   path: the loaded file's path tells which was chosen. Also: explicit paths
   stay authoritative, a setuid program ignores the environment, the driver's
   libraries are never taken from a Python environment, a failed search lists
   every place (and says what to pip install), and headers of another CUDA
   version than NVRTC's are named.
   Every wheel layout of every library (CUDA 12's and 13's, in a virtual
   environment, a conda environment, the user's and python3's site-packages)
   is listed where LOADING says, from empty files. NVRTC's set: once NVRTC
   is loaded (the mock, as CUDA 12.4 or 13.0), nvJitLink, libNVVM and NCCL
   are looked for where it came from first (its wheels, its folder, its
   toolkit) and by its major version first; cudacore-info names a set that
   mixes releases, with the risk. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../test.h"
#include "../portable.h"
#include <errno.h>

#if defined(_WIN32)
#define SEP "\\"
#define NVRTC13 "nvrtc64_130_0.dll"
#define NVRTC12 "nvrtc64_120_0.dll"
#define WHEEL13 "nvidia/cu13/bin/x86_64/"
#define WHEEL12 "nvidia/cuda_nvrtc/bin/"
#define JL13 "nvJitLink_130_0.dll"
#define JL12 "nvJitLink_120_0.dll"
#define JL_WHEEL12 "nvidia/nvjitlink/bin/" JL12
#define NVVM13 "nvvm64_40_0.dll"
#define NVVM_WHEEL12 "nvidia/cuda_nvcc/nvvm/bin/nvvm64_40_0.dll"
#define TK_NVVM "nvvm/bin/" NVVM13
#define SITE_OF(prefix, version) prefix "/Lib/site-packages"
#define CONDA_BIN "conda/Library/bin"
#define CONDA_INCLUDE "conda/Library/include"
#define NOTHING "cudacore_nothing.dll"
#else
#define SEP "/"
#define NVRTC13 "libnvrtc.so.13"
#define NVRTC12 "libnvrtc.so.12"
#define WHEEL13 "nvidia/cu13/lib/"
#define WHEEL12 "nvidia/cuda_nvrtc/lib/"
#define JL13 "libnvJitLink.so.13"
#define JL12 "libnvJitLink.so.12"
#define JL_WHEEL12 "nvidia/nvjitlink/lib/" JL12
#define NVVM13 "libnvvm.so.4"
#define NVVM_WHEEL12 "nvidia/cuda_nvcc/nvvm/lib64/libnvvm.so" /* (no .4 in CUDA 12's nvcc wheels) */
#define NCCL_WHEEL "nvidia/nccl/lib/libnccl.so.2"
#define TK_NVVM "nvvm/lib64/" NVVM13
#define SITE_OF(prefix, version) prefix "/lib/python" version "/site-packages"
#define CONDA_BIN "conda/lib"
#define CONDA_INCLUDE "conda/include"
#define NOTHING "libcudacore_nothing.so.7"
#endif
/* what a child clears, so that nothing but the tree can name the library */
#define CLEARED "CUDACORE_NVRTC_PATH= CUDA_HOME= CUDA_PATH= CUDACORE_CUDA_INCLUDE_PATH="

static const char *self_path;
static char mock_dir[900], mock_nvrtc[1024], mock_nvjitlink[1024];
static char root[512]; /* this test's folder (made and removed around each test) */

/*--- files and folders ------------------------------------------------------*/
/* root/rel ('/' in rel written as this OS's separator) */
static const char *in_root(char *out, size_t cap, const char *rel) {
    size_t i, n = strlen(root);
    snprintf(out, cap, "%s" SEP "%s", root, rel);
    for (i = n; out[i]; i++)
        if (out[i] == '/' || out[i] == '\\') out[i] = SEP[0];
    return out;
}

static int make_dir(const char *path) {
#if defined(_WIN32)
    return _mkdir(path) == 0 || errno == EEXIST;
#else
    return mkdir(path, 0755) == 0 || errno == EEXIST;
#endif
}

/* Makes every folder of path (a folder itself when dir, else a file's). */
static int make_dirs(const char *path, int dir) {
    char p[1024];
    size_t i;
    snprintf(p, sizeof p, "%s", path);
    for (i = strlen(root) + 1; p[i]; i++)
        if (p[i] == SEP[0]) {
            p[i] = 0;
            if (!make_dir(p)) return 0;
            p[i] = SEP[0];
        }
    return !dir || make_dir(p);
}

static int write_file(const char *path, const void *data, size_t n) {
    FILE *f;
    int ok;
    if (!make_dirs(path, 0) || (f = fopen(path, "wb")) == NULL) return 0;
    ok = fwrite(data, 1, n, f) == n;
    return fclose(f) == 0 && ok;
}

/* root/rel, a file with text in it (the folders made too) */
static int put(const char *rel, const char *text) {
    char path[1024];
    return write_file(in_root(path, sizeof path, rel), text, strlen(text));
}

/* the mock NVRTC copied to root/rel; its path in out */
static int put_copy(const char *from, const char *rel, char *out, size_t cap);
static int put_mock(const char *rel, char *out, size_t cap) { return put_copy(mock_nvrtc, rel, out, cap); }

/* a copy of file `from` at root/rel; its path in out */
static int put_copy(const char *from, const char *rel, char *out, size_t cap) {
    static char data[1 << 20];
    FILE *f = fopen(from, "rb");
    size_t n;
    if (!f) return 0;
    n = fread(data, 1, sizeof data, f);
    fclose(f);
    return n > 0 && n < sizeof data && write_file(in_root(out, cap, rel), data, n);
}

/* A toolkit include folder root/rel: cuda_fp16.h, cuda.h of CUDA `version`
   (13000), and a cccl folder when cccl. */
static int put_headers(const char *rel, int version, int cccl) {
    char path[1100], text[64];
    snprintf(path, sizeof path, "%s/cuda_fp16.h", rel);
    if (!put(path, "/* half */\n")) return 0;
    snprintf(path, sizeof path, "%s/cuda.h", rel);
    snprintf(text, sizeof text, "/* cuda.h */\n#define CUDA_VERSION %d\n", version);
    if (!put(path, text)) return 0;
    snprintf(path, sizeof path, "%s/cccl/cuda/std/version", rel);
    return !cccl || put(path, "/* cccl */\n");
}

/* Removes a folder and all it holds. */
static void remove_tree(const char *dir) {
    char path[1200];
#if defined(_WIN32)
    WIN32_FIND_DATAA fd;
    HANDLE h;
    snprintf(path, sizeof path, "%s\\*", dir);
    if ((h = FindFirstFileA(path, &fd)) != INVALID_HANDLE_VALUE) {
        do {
            if (!strcmp(fd.cFileName, ".") || !strcmp(fd.cFileName, "..")) continue;
            snprintf(path, sizeof path, "%s\\%s", dir, fd.cFileName);
            if (fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) remove_tree(path);
            else remove(path);
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    _rmdir(dir);
#else
    DIR *d = opendir(dir);
    struct dirent *e;
    struct stat st;
    while (d && (e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) remove_tree(path);
        else remove(path);
    }
    if (d) closedir(d);
    rmdir(dir);
#endif
}

static char *read_all(const char *path) {
    static char buf[1 << 16];
    FILE *f = fopen(path, "rb");
    size_t n = 0;
    buf[0] = 0;
    if (f) {
        n = fread(buf, 1, sizeof buf - 1, f);
        fclose(f);
    }
    buf[n] = 0;
    return buf;
}

/*--- the child: load NVRTC, write down what was found -----------------------*/
static int child_report(const char *dir, int from_desc) {
    static cudacore_toolkit_headers_info h;
    char path[1100];
    cudacore_library_info li;
    cudacore_program_desc pd;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_object_code oc;
    cudacore_desc d;
    cudacore_result r;
    const char *log = "";
    FILE *f;
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    d.nvrtc_path = from_desc ? mock_nvrtc : NULL;
    cudacore_setup(&d);
    r = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li);
    snprintf(path, sizeof path, "%s" SEP "report.txt", dir);
    if ((f = fopen(path, "wb")) == NULL) return 10;
    fprintf(f, "load=%s\npath=%s\nfrom=%s\n", cudacore_result_name(r), li.path ? li.path : "", li.from ? li.from : "");
    if (r != CUDACORE_SUCCESS) fprintf(f, "message=%s\ndetail=%s\n", cudacore_last_error()->message, cudacore_last_error()->detail);
    if (r == CUDACORE_SUCCESS && cudacore_toolkit_headers_get_info(&h) == CUDACORE_SUCCESS) {
        fprintf(f, "include=%s\ncccl=%s\nheaders_from=%s\nversion=%d\nnvrtc_version=%d\nmismatch=%d\nlooked=%s", h.include, h.cccl, h.from,
                h.version, h.nvrtc_version, h.mismatch, h.looked);
        memset(&pd, 0, sizeof pd);
        memset(&o, 0, sizeof o);
        pd.source = "#error the mock fails this one\n";
        pd.name = "k.cu";
        o.arch = "sm_90";
        o.no_compile_cache = 1;
        if (cudacore_program_create(&pd, &p) == CUDACORE_SUCCESS) {
            if (cudacore_program_compile(p, CUDACORE_CODE_CUBIN, &o, &oc) == CUDACORE_SUCCESS) cudacore_object_code_destroy(oc);
            cudacore_program_log(p, &log);
            fprintf(f, "log=%s\n", log);
            cudacore_program_destroy(p);
        }
    }
    fclose(f);
    cudacore_shutdown();
    return 0;
}

/* The child of the set tests: NVRTC loaded as the environment says, then
   every place listed for nvJitLink, libNVVM and NCCL (lines "c LIB EXISTS
   FROM|PATH", in order), then nvJitLink loaded. */
typedef struct set_out {
    FILE *f;
    const char *lib;
} set_out;
static void write_candidate(const cudacore_library_candidate *c, void *user) {
    set_out *o = (set_out *)user;
    fprintf(o->f, "c %s %d %s|%s\n", o->lib, c->exists, c->from, c->path);
}
static int child_set(const char *dir) {
    static const cudacore_library libs[] = {CUDACORE_LIBRARY_NVJITLINK, CUDACORE_LIBRARY_NVVM, CUDACORE_LIBRARY_NCCL};
    static const char *const names[] = {"nvjitlink", "nvvm", "nccl"};
    char path[1100];
    cudacore_library_info li;
    cudacore_desc d;
    cudacore_result r;
    set_out o;
    size_t k;
    memset(&d, 0, sizeof d);
    d.logger.func = t_quiet_logger;
    cudacore_setup(&d);
    snprintf(path, sizeof path, "%s" SEP "report.txt", dir);
    if ((o.f = fopen(path, "wb")) == NULL) return 10;
    r = cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &li);
    fprintf(o.f, "nvrtc=%s %d %s|%s\n", cudacore_result_name(r), li.version, li.from, li.path);
    for (k = 0; k < 3; k++) {
        o.lib = names[k];
        cudacore_library_candidates(libs[k], write_candidate, &o);
    }
    r = cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &li);
    fprintf(o.f, "nvjitlink=%s %d %s|%s\n", cudacore_result_name(r), li.version, li.from, li.path);
    if (r != CUDACORE_SUCCESS) fprintf(o.f, "message=%s\n", cudacore_last_error()->message);
    fclose(o.f);
    cudacore_shutdown();
    return 0;
}

static int child(const char *scenario) {
    if (!strncmp(scenario, "set=", 4)) return child_set(scenario + 4);
    if (!strncmp(scenario, "report=", 7)) return child_report(scenario + 7, 0);
    if (!strncmp(scenario, "report-desc=", 12)) return child_report(scenario + 12, 1);
    return 99;
}

/* Runs the child with `env` added ("A=1 B=2"); the report it wrote, or NULL. */
static const char *report_with(const char *env, int from_desc) {
    char arg[600], path[1024];
    snprintf(arg, sizeof arg, "%s=%s", from_desc ? "report-desc" : "report", root);
    if (t_run_self(self_path, env, "child", arg) != 0) return NULL;
    return read_all(in_root(path, sizeof path, "report.txt"));
}

/* report has the line "key=value" */
static int has(const char *report, const char *key, const char *value) {
    char line[1200];
    snprintf(line, sizeof line, "%s=%s\n", key, value);
    return report && strstr(report, line) != NULL;
}

static int have_mock(void) {
    FILE *f = fopen(mock_nvrtc, "rb");
    if (f) fclose(f);
    return f != NULL;
}
#define NEED_MOCK() \
    do { \
        if (!have_mock()) SKIP("the mock NVRTC is not built next to this test"); \
    } while (0)

/*--- found without any variable naming the library --------------------------*/
/* A CUDA 13 wheel in $VIRTUAL_ENV, before the system loader (which may have
   the machine's own NVRTC), with the wheel's own headers. */
static void wheel_in_virtual_env(void) {
    char lib[1024], inc[1024], cccl[1100], env[1600];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, lib, sizeof lib));
    CHECK(put_headers(SITE_OF("venv", "3.12") "/nvidia/cu13/include", 13000, 1));
    snprintf(env, sizeof env, "VIRTUAL_ENV=%s CONDA_PREFIX= " CLEARED, in_root(inc, sizeof inc, "venv"));
    rep = report_with(env, 0);
    if (rep && !has(rep, "path", lib)) printf("  report:\n%s", rep);
    CHECK(has(rep, "load", "CUDACORE_SUCCESS") && has(rep, "path", lib) && has(rep, "from", "VIRTUAL_ENV wheel"));
    in_root(inc, sizeof inc, SITE_OF("venv", "3.12") "/nvidia/cu13/include");
    snprintf(cccl, sizeof cccl, "%s" SEP "cccl", inc);
    CHECK(has(rep, "include", inc) && has(rep, "cccl", cccl) && has(rep, "headers_from", "next to NVRTC"));
    CHECK(has(rep, "version", "13000") && has(rep, "nvrtc_version", "13000") && has(rep, "mismatch", "0"));
}

/* A conda package in $CONDA_PREFIX (lib; Windows Library\bin), with the
   environment's include folder. */
static void conda_package(void) {
    char lib[1024], inc[1024], env[1600];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(CONDA_BIN "/" NVRTC13, lib, sizeof lib));
    CHECK(put_headers(CONDA_INCLUDE, 13000, 0));
    snprintf(env, sizeof env, "CONDA_PREFIX=%s VIRTUAL_ENV= " CLEARED, in_root(inc, sizeof inc, "conda"));
    rep = report_with(env, 0);
    if (rep && !has(rep, "path", lib)) printf("  report:\n%s", rep);
    CHECK(has(rep, "path", lib) && has(rep, "from", "CONDA_PREFIX"));
    CHECK(has(rep, "include", in_root(inc, sizeof inc, CONDA_INCLUDE)) && has(rep, "cccl", "") && has(rep, "mismatch", "0"));
}

/* A CUDA 12 wheel (nvidia/cuda_nvrtc) in $CONDA_PREFIX's site-packages: its
   headers are those of the nvidia-cuda-runtime wheel beside it, with the
   nvidia-cuda-cccl wheel's. */
static void cuda12_wheel_with_its_headers(void) {
    char lib[1024], inc[1024], cccl[1024], env[1600];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("conda", "3.11") "/" WHEEL12 NVRTC12, lib, sizeof lib));
    CHECK(put_headers(SITE_OF("conda", "3.11") "/nvidia/cuda_runtime/include", 13000, 0)); /* (the mock says 13.0) */
    CHECK(put(SITE_OF("conda", "3.11") "/nvidia/cuda_cccl/include/cuda/std/version", "/* cccl */\n"));
    snprintf(env, sizeof env, "CONDA_PREFIX=%s VIRTUAL_ENV= " CLEARED, in_root(inc, sizeof inc, "conda"));
    rep = report_with(env, 0);
    if (rep && !has(rep, "path", lib)) printf("  report:\n%s", rep);
    CHECK(has(rep, "path", lib) && has(rep, "from", "CONDA_PREFIX wheel"));
    in_root(inc, sizeof inc, SITE_OF("conda", "3.11") "/nvidia/cuda_runtime/include");
    in_root(cccl, sizeof cccl, SITE_OF("conda", "3.11") "/nvidia/cuda_cccl/include");
    CHECK(has(rep, "include", inc) && has(rep, "cccl", cccl) && has(rep, "headers_from", "next to NVRTC"));
}

/* A path given (environment, cudacore_desc) is used or fails alone: the
   wheel is not a fallback. */
static void explicit_paths_stay_authoritative(void) {
    char lib[1024], venv[1024], missing[1024], env[2600];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, lib, sizeof lib));
    in_root(venv, sizeof venv, "venv");
    snprintf(env, sizeof env, "VIRTUAL_ENV=%s CONDA_PREFIX= CUDA_HOME= CUDACORE_NVRTC_PATH=%s", venv, in_root(missing, sizeof missing, "nowhere/" NVRTC13));
    rep = report_with(env, 0);
    CHECK(has(rep, "load", "CUDACORE_ERROR_LIBRARY_NOT_FOUND") && strstr(rep, "nowhere") && strstr(rep, "(CUDACORE_NVRTC_PATH)"));
    CHECK(!strstr(rep, "VIRTUAL_ENV"));
    /* the message says what to install: the toolkit, or the pip route */
    if (!strstr(rep, "pip install nvidia-cuda-nvrtc-cu12 for CUDA 12, nvidia-cuda-nvrtc for CUDA 13")) printf("  report:\n%s", rep);
    CHECK(strstr(rep, "pip install nvidia-cuda-nvrtc-cu12 for CUDA 12, nvidia-cuda-nvrtc for CUDA 13") != NULL);
    CHECK(strstr(rep, "activate the Python environment that has it") != NULL);
    snprintf(env, sizeof env, "VIRTUAL_ENV=%s CONDA_PREFIX= " CLEARED, venv);
    rep = report_with(env, 1);
    CHECK(has(rep, "path", mock_nvrtc) && has(rep, "from", "cudacore_desc"));
}

/*--- the headers: NVRTC's own version first ---------------------------------*/
/* The wheel's headers are CUDA 12.4, NVRTC is 13.0, $CUDA_HOME's are 13.0:
   $CUDA_HOME's are used, and the search says why it passed the wheel's. */
static void headers_of_nvrtc_version_preferred(void) {
    char lib[1024], venv[1024], home[1024], inc[1100], env[2600];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, lib, sizeof lib));
    CHECK(put_headers(SITE_OF("venv", "3.12") "/nvidia/cu13/include", 12040, 1));
    CHECK(put_headers("toolkit13/include", 13000, 1));
    snprintf(env, sizeof env, "VIRTUAL_ENV=%s CONDA_PREFIX= CUDACORE_NVRTC_PATH= CUDA_PATH= CUDACORE_CUDA_INCLUDE_PATH= CUDA_HOME=%s",
             in_root(venv, sizeof venv, "venv"), in_root(home, sizeof home, "toolkit13"));
    rep = report_with(env, 0);
    if (rep && !has(rep, "mismatch", "0")) printf("  report:\n%s", rep);
    snprintf(inc, sizeof inc, "%s" SEP "include", home);
    CHECK(has(rep, "path", lib) && has(rep, "include", inc) && has(rep, "headers_from", "CUDA_HOME"));
    CHECK(has(rep, "version", "13000") && has(rep, "mismatch", "0"));
    CHECK(strstr(rep, "(CUDA 12.4, not NVRTC's CUDA 13.0)") != NULL);
}

/* Only headers of other versions: the first found (NVRTC's own
   installation's) is used, and a failed compile's log names both versions
   and where the search looked. */
static void mismatched_headers_are_named(void) {
    char lib[1024], venv[1024], home[1024], inc[1024], env[2600];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, lib, sizeof lib));
    CHECK(put_headers(SITE_OF("venv", "3.12") "/nvidia/cu13/include", 12040, 1));
    CHECK(put_headers("toolkit12/include", 12080, 0));
    snprintf(env, sizeof env, "VIRTUAL_ENV=%s CONDA_PREFIX= CUDACORE_NVRTC_PATH= CUDA_PATH= CUDACORE_CUDA_INCLUDE_PATH= CUDA_HOME=%s",
             in_root(venv, sizeof venv, "venv"), in_root(home, sizeof home, "toolkit12"));
    rep = report_with(env, 0);
    if (rep && !has(rep, "mismatch", "1")) printf("  report:\n%s", rep);
    CHECK(has(rep, "include", in_root(inc, sizeof inc, SITE_OF("venv", "3.12") "/nvidia/cu13/include")));
    CHECK(has(rep, "version", "12040") && has(rep, "nvrtc_version", "13000") && has(rep, "mismatch", "1"));
    CHECK(strstr(rep, "are of CUDA 12.4, but the loaded NVRTC is of CUDA 13.0") != NULL);
    CHECK(strstr(rep, "Looked in:\n") != NULL && strstr(rep, "(CUDA 12.8, not NVRTC's CUDA 13.0)") != NULL);
}

/*--- the order, listed (nothing loaded) ---------------------------------------*/
/* The environment, changed for one test and put back after. */
static const char *const VARS[] = {"PATH",
                                   "HOME",
                                   "APPDATA",
                                   "VIRTUAL_ENV",
                                   "CONDA_PREFIX",
                                   "CUDA_HOME",
                                   "CUDA_PATH",
                                   "CUDACORE_NVRTC_PATH",
                                   "CUDACORE_NVJITLINK_PATH",
                                   "CUDACORE_NVVM_PATH",
                                   "CUDACORE_NCCL_PATH",
                                   "CUDACORE_CUDA_INCLUDE_PATH",
                                   "CUDACORE_MOCK_NVRTC_VERSION",
                                   "CUDACORE_MOCK_NVJITLINK_VERSION"};
#define NVARS (sizeof VARS / sizeof VARS[0])
static char *saved[NVARS];
static void env_save(void) {
    size_t i;
    for (i = 0; i < NVARS; i++) {
        const char *v = getenv(VARS[i]);
        saved[i] = v ? (char *)t_malloc(strlen(v) + 1) : NULL;
        if (saved[i]) strcpy(saved[i], v);
        t_setenv(VARS[i], NULL);
    }
}
static void env_restore(void) {
    size_t i;
    for (i = 0; i < NVARS; i++) t_setenv(VARS[i], saved[i]);
}

typedef struct listed {
    char path[40][1024];
    const char *from[40];
    int exists[40], n;
} listed;
static listed got;
static void add_listed(const cudacore_library_candidate *c, void *user) {
    listed *l = (listed *)user;
    if (l->n == 40) return;
    snprintf(l->path[l->n], sizeof l->path[0], "%s", c->path);
    l->from[l->n] = c->from;
    l->exists[l->n++] = c->exists;
}
static int list_of(cudacore_library lib) {
    memset(&got, 0, sizeof got);
    return cudacore_library_candidates(lib, add_listed, &got) == CUDACORE_SUCCESS;
}
/* index of the first candidate with this path (and from, unless NULL); -1 if none */
static int index_of(const char *path, const char *from) {
    int i;
    for (i = 0; i < got.n; i++)
        if ((!path || !strcmp(got.path[i], path)) && (!from || !strcmp(got.from[i], from))) return i;
    return -1;
}
static int last_from(const char *from) {
    int i, last = -1;
    for (i = 0; i < got.n; i++)
        if (!strcmp(got.from[i], from)) last = i;
    return last;
}
static void print_listed(void) {
    int i;
    for (i = 0; i < got.n; i++) printf("  %2d %-18s %2d %s\n", i, got.from[i], got.exists[i], got.path[i]);
}

/* The python3 on PATH, not started: its user site-packages, then its own,
   after every toolkit; the python3 a link on PATH points at gives its
   installation's. */
static void python3_on_path_comes_last(void) {
    char user[1024], site[1024], v[1024];
    int u, s;
    CHECK(put_mock(SITE_OF("py", "3.12") "/" WHEEL13 NVRTC13, site, sizeof site));
#if defined(_WIN32)
    CHECK(put("py/python.exe", ""));
    CHECK(put_mock("appdata/Python/Python311/site-packages/" WHEEL12 NVRTC12, user, sizeof user));
    t_setenv("APPDATA", in_root(v, sizeof v, "appdata"));
    t_setenv("PATH", in_root(v, sizeof v, "py"));
#else
    CHECK(put("py/bin/python3", "#!/bin/sh\nexit 1\n"));
    CHECK(put_mock("home/.local/lib/python3.11/site-packages/" WHEEL12 NVRTC12, user, sizeof user));
    t_setenv("HOME", in_root(v, sizeof v, "home"));
    t_setenv("PATH", in_root(v, sizeof v, "py/bin"));
#endif
    CHECK(list_of(CUDACORE_LIBRARY_NVRTC));
    u = index_of(user, "python3 user site");
    s = index_of(site, "python3 site");
    if (u < 0 || s < 0) print_listed();
    CHECK(u >= 0 && s > u && got.exists[u] == 1 && got.exists[s] == 1);
    CHECK(u > last_from("system loader") && u > last_from("default toolkit") && u > last_from("CUDA_HOME"));
#if !defined(_WIN32)
    /* PATH names a link to that python3: its target's installation */
    CHECK(make_dirs(in_root(v, sizeof v, "bin"), 1));
    CHECK(symlink(in_root(v, sizeof v, "py/bin/python3"), in_root(user, sizeof user, "bin/python3")) == 0);
    t_setenv("PATH", in_root(v, sizeof v, "bin"));
    CHECK(list_of(CUDACORE_LIBRARY_NVRTC) && index_of(site, "python3 site") >= 0);
#endif
}

/* $VIRTUAL_ENV's wheels before $CONDA_PREFIX's, before conda's packages,
   before the system loader; libcuda and NVML never from any of them. */
static void python_environments_in_order_and_not_for_the_driver(void) {
    char venv[1024], wheel[1024], conda_wheel[1024], conda_lib[1024], v[1024];
    const char *driver_libs[] = {"libcuda.so.1", "libnvidia-ml.so.1", "nvcuda.dll", "nvml.dll"};
    size_t k;
    int i;
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, wheel, sizeof wheel));
    CHECK(put_mock(SITE_OF("conda", "3.12") "/" WHEEL13 NVRTC13, conda_wheel, sizeof conda_wheel));
    CHECK(put_mock(CONDA_BIN "/" NVRTC13, conda_lib, sizeof conda_lib));
    for (k = 0; k < 4; k++) { /* driver libraries where a careless search would take them */
        snprintf(v, sizeof v, SITE_OF("venv", "3.12") "/" WHEEL13 "%s", driver_libs[k]);
        CHECK(put(v, ""));
        snprintf(v, sizeof v, CONDA_BIN "/%s", driver_libs[k]);
        CHECK(put(v, ""));
    }
    t_setenv("VIRTUAL_ENV", in_root(venv, sizeof venv, "venv"));
    t_setenv("CONDA_PREFIX", in_root(v, sizeof v, "conda"));
    CHECK(list_of(CUDACORE_LIBRARY_NVRTC));
    i = index_of(wheel, "VIRTUAL_ENV wheel");
    if (i < 0) print_listed();
    CHECK(i >= 0 && got.exists[i] == 1 && i > last_from("already loaded"));
    CHECK(index_of(conda_wheel, "CONDA_PREFIX wheel") > i);
    CHECK(index_of(conda_lib, "CONDA_PREFIX") > index_of(conda_wheel, NULL));
    CHECK(index_of(NULL, "system loader") > index_of(conda_lib, NULL));
    for (k = 0; k < 2; k++) {
        CHECK(list_of(k ? CUDACORE_LIBRARY_NVML : CUDACORE_LIBRARY_CUDA));
        for (i = 0; i < got.n; i++) CHECK(strncmp(got.path[i], root, strlen(root)) != 0);
        CHECK(index_of(NULL, "system loader") >= 0);
    }
}

/* Neither $CUDA_HOME nor $CUDA_PATH set: /usr/local/cuda, then
   /usr/local/cuda-X.Y newest first (the one cuda links to once); with
   $CUDA_HOME set, none of them. */
static void default_toolkits_newest_first(void) {
#if defined(_WIN32)
    SKIP("no default toolkits on Windows (its installer sets CUDA_PATH)");
#else
    static const char *const order[] = {"cuda", "cuda-12.10", "cuda-12.4", "cuda-9.2"};
    char base[1024], path[1100], v[1024];
    int i, at = -1;
    for (i = 0; i < 5; i++) {
        static const char *const made[] = {"cuda-9.2", "cuda-12.4", "cuda-13.0", "cuda-12.10", "cuda-new"};
        snprintf(path, sizeof path, "usrlocal/%s/lib/" NVRTC13, made[i]);
        CHECK(put(path, ""));
    }
    CHECK(symlink("cuda-13.0", in_root(v, sizeof v, "usrlocal/cuda")) == 0);
    t_set_toolkits_dir(in_root(base, sizeof base, "usrlocal"));
    CHECK(list_of(CUDACORE_LIBRARY_NVRTC));
    for (i = 0; i < 4; i++) {
        int here;
        snprintf(path, sizeof path, "%s/%s/lib/" NVRTC13, base, order[i]);
        here = index_of(path, "default toolkit");
        if (here <= at) print_listed();
        CHECK(here > at && got.exists[here] == 1);
        at = here;
    }
    for (i = 0; i < got.n; i++) /* cuda-13.0 (cuda's target: listed as cuda) and cuda-new (no version): not listed */
        CHECK(!strstr(got.path[i], "cuda-13.0") && !strstr(got.path[i], "cuda-new"));
    CHECK(put("elsewhere/lib64/keep", ""));
    t_setenv("CUDA_HOME", in_root(v, sizeof v, "elsewhere"));
    CHECK(list_of(CUDACORE_LIBRARY_NVRTC) && last_from("default toolkit") < 0 && last_from("CUDA_HOME") >= 0);
    t_set_toolkits_dir(NULL);
#endif
}

/* A setuid program: no step the environment names (explicit variables,
   Python environments, PATH, CUDA_HOME). */
static void setuid_ignores_the_environment(void) {
    char wheel[1024], v[1024];
    int i;
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, wheel, sizeof wheel));
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CUDACORE_NVRTC_PATH", wheel);
    t_setenv("CUDA_HOME", in_root(v, sizeof v, "toolkit"));
    CHECK(list_of(CUDACORE_LIBRARY_NVRTC) && index_of(wheel, NULL) == 0); /* as given: alone */
    CHECK(got.n == 1 && !strcmp(got.from[0], "CUDACORE_NVRTC_PATH"));
    t_set_privileged(1);
    CHECK(list_of(CUDACORE_LIBRARY_NVRTC));
    t_set_privileged(0);
    for (i = 0; i < got.n; i++) {
        CHECK(strncmp(got.path[i], root, strlen(root)) != 0);
        CHECK(strcmp(got.from[i], "CUDA_HOME") && strncmp(got.from[i], "python3", 7) && strncmp(got.from[i], "VIRTUAL_ENV", 11));
    }
}

/* A search that finds nothing says where it looked, every step in order,
   and the listing names the same files in the same order. (A library no
   machine has: the search itself, with its steps, run on a name of its own.) */
static const t_lib_spec nothing = {"CUDACORE_TEST_NOTHING_PATH", NOTHING,
#if defined(_WIN32)
                                   "bin", "nvidia\\cu13\\bin\\x86_64\\" NOTHING
#else
                                   "lib", "nvidia/cu13/lib/" NOTHING
#endif
};
static void failed_search_lists_every_place(void) {
    static char tried[16384];
    char v[1024], want[1200];
    const char *at = tried;
    int i, files = 0;
    const char *in_order[9];
    int n = 0;
    CHECK(put(SITE_OF("venv", "3.12") "/keep", "") && put(SITE_OF("conda", "3.12") "/keep", "") && put(CONDA_BIN "/keep", ""));
    CHECK(put("usrlocal/cuda-12.4/lib/keep", "") && put(SITE_OF("py", "3.12") "/keep", ""));
#if defined(_WIN32)
    CHECK(put("py/python.exe", "") && put("appdata/Python/Python311/site-packages/keep", ""));
    t_setenv("APPDATA", in_root(v, sizeof v, "appdata"));
    t_setenv("PATH", in_root(v, sizeof v, "py"));
#else
    CHECK(put("py/bin/python3", "") && put("home/.local/lib/python3.11/site-packages/keep", ""));
    t_setenv("HOME", in_root(v, sizeof v, "home"));
    t_setenv("PATH", in_root(v, sizeof v, "py/bin"));
#endif
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CONDA_PREFIX", in_root(v, sizeof v, "conda"));
    t_set_toolkits_dir(in_root(want, sizeof want, "usrlocal"));
    CHECK(!t_search_load(CUDACORE_LIBRARY_NVRTC, &nothing, tried, sizeof tried)); /* (its place in the order: not the driver's) */
    in_order[n++] = "(no copy already loaded in the process)";
    in_order[n++] = "(VIRTUAL_ENV wheel): not found";
    in_order[n++] = "(CONDA_PREFIX wheel): not found";
    in_order[n++] = "(CONDA_PREFIX): not found";
    in_order[n++] = NOTHING " (system loader): ";
    in_order[n++] = "(CUDA_HOME and CUDA_PATH are not set)";
#if !defined(_WIN32) /* (no default toolkits there) */
    in_order[n++] = "cuda-12.4" SEP "lib" SEP NOTHING " (default toolkit): not found";
#endif
    in_order[n++] = "(python3 user site): not found";
    in_order[n++] = "(python3 site): not found";
    for (i = 0; i < n; i++) {
        const char *next = strstr(at, in_order[i]);
        if (!next) printf("  missing, in order: %s\n  tried:\n%s", in_order[i], tried);
        CHECK(next != NULL);
        at = next;
    }
    /* the listing: the same files, in the same order */
    memset(&got, 0, sizeof got);
    t_search_list(CUDACORE_LIBRARY_NVRTC, &nothing, add_listed, &got);
    for (at = tried, i = 0; i < got.n; i++) {
        if (got.exists[i] < 0 || !strcmp(got.from[i], "already loaded")) continue;
        snprintf(want, sizeof want, "  %s (%s): not found\n", got.path[i], got.from[i]);
        if (!strstr(at, want)) printf("  listed, not tried (in order): %s", want);
        CHECK((at = strstr(at, want)) != NULL);
        files++;
    }
    CHECK(files >= 5);
    t_set_toolkits_dir(NULL);
}

/* cudacore-info names the library chosen, the step that found it and the
   places searched, and the headers (read through popen: POSIX). */
static void cudacore_info_shows_the_choice(void) {
#if defined(_WIN32)
    SKIP("read through popen: POSIX (test-windows runs the tool itself)");
#else
    static char out[1 << 16];
    char tool[1100], cmd[1300], lib[1024], inc[1024], line[2200];
    size_t n;
    FILE *p;
    NEED_MOCK();
    snprintf(tool, sizeof tool, "%s/../cudacore-info", mock_dir);
    if ((p = fopen(tool, "rb")) == NULL) SKIP("build/cudacore-info is not built");
    fclose(p);
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, lib, sizeof lib));
    CHECK(put_headers(SITE_OF("venv", "3.12") "/nvidia/cu13/include", 13000, 1));
    t_setenv("VIRTUAL_ENV", in_root(inc, sizeof inc, "venv"));
    snprintf(cmd, sizeof cmd, "'%s'", tool);
    CHECK((p = popen(cmd, "r")) != NULL);
    n = fread(out, 1, sizeof out - 1, p);
    out[n] = 0;
    pclose(p);
    snprintf(line, sizeof line, "\nNVRTC      13.0   (%s; from: VIRTUAL_ENV wheel)\n           * %s", lib, lib);
    if (!strstr(out, line)) printf("  output:\n%s", out);
    CHECK(strstr(out, line) != NULL);
    snprintf(line, sizeof line, "\nheaders    13.0   (%s; from: next to NVRTC)\n", in_root(inc, sizeof inc, SITE_OF("venv", "3.12") "/nvidia/cu13/include"));
    CHECK(strstr(out, line) != NULL);
#endif
}

/*--- every wheel layout of every library, in every Python place ------------*/
/* The wheels' files (pip's layout, CUDA 13's shared nvidia/cu13 and CUDA
   12's per-library folders) and conda's own packages, as empty files in a
   virtual environment, a conda environment, the user's site-packages and
   python3's: each listed, there, by the step LOADING names. */
typedef struct layout {
    cudacore_library lib;
    const char *wheel;
} layout;
static const layout LAYOUTS[] = {
    {CUDACORE_LIBRARY_NVRTC, WHEEL13 NVRTC13},      {CUDACORE_LIBRARY_NVRTC, WHEEL12 NVRTC12},
    {CUDACORE_LIBRARY_NVJITLINK, WHEEL13 JL13},     {CUDACORE_LIBRARY_NVJITLINK, JL_WHEEL12},
    {CUDACORE_LIBRARY_NVVM, WHEEL13 NVVM13},        {CUDACORE_LIBRARY_NVVM, NVVM_WHEEL12},
#if !defined(_WIN32) /* (NCCL: Linux only) */
    {CUDACORE_LIBRARY_NCCL, NCCL_WHEEL},
#endif
};
#define NLAYOUTS (sizeof LAYOUTS / sizeof LAYOUTS[0])
static void every_wheel_layout_listed(void) {
#if defined(_WIN32)
    static const char *const sites[] = {SITE_OF("venv", "3.12"), SITE_OF("conda", "3.12"), "appdata/Python/Python311/site-packages",
                                        "py/Lib/site-packages"};
    static const char *const conda_own[] = {"conda/Library/bin/" NVRTC13, "conda/Library/bin/" JL13, "conda/Library/nvvm/bin/" NVVM13, NULL};
#else
    static const char *const sites[] = {SITE_OF("venv", "3.12"), SITE_OF("conda", "3.12"), "home/.local/lib/python3.11/site-packages",
                                        "py/lib/python3.12/site-packages"};
    static const char *const conda_own[] = {"conda/lib/" NVRTC13, "conda/lib/" JL13, "conda/nvvm/lib64/" NVVM13, "conda/lib/libnccl.so.2"};
#endif
    static const char *const froms[] = {"VIRTUAL_ENV wheel", "CONDA_PREFIX wheel", "python3 user site", "python3 site"};
    static const cudacore_library own_libs[] = {CUDACORE_LIBRARY_NVRTC, CUDACORE_LIBRARY_NVJITLINK, CUDACORE_LIBRARY_NVVM, CUDACORE_LIBRARY_NCCL};
    char path[1100], v[1024];
    size_t i, k;
    int at, checked = 0;
    for (k = 0; k < 4; k++)
        for (i = 0; i < NLAYOUTS; i++) {
            snprintf(path, sizeof path, "%s/%s", sites[k], LAYOUTS[i].wheel);
            CHECK(put(path, ""));
        }
    for (k = 0; k < 4; k++)
        if (conda_own[k]) CHECK(put(conda_own[k], ""));
#if defined(_WIN32)
    CHECK(put("py/python.exe", ""));
    t_setenv("APPDATA", in_root(v, sizeof v, "appdata"));
    t_setenv("PATH", in_root(v, sizeof v, "py"));
#else
    CHECK(put("py/bin/python3", ""));
    t_setenv("HOME", in_root(v, sizeof v, "home"));
    t_setenv("PATH", in_root(v, sizeof v, "py/bin"));
#endif
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CONDA_PREFIX", in_root(v, sizeof v, "conda"));
    for (i = 0; i < NLAYOUTS; i++) {
        CHECK(list_of(LAYOUTS[i].lib));
        for (k = 0; k < 4; k++) {
            snprintf(path, sizeof path, "%s/%s", sites[k], LAYOUTS[i].wheel);
            at = index_of(in_root(v, sizeof v, path), froms[k]);
            if (at < 0 || got.exists[at] != 1) {
                printf("  library %d: %s not listed as there (%s)\n", (int)LAYOUTS[i].lib, v, froms[k]);
                print_listed();
            }
            CHECK(at >= 0 && got.exists[at] == 1);
            checked++;
        }
    }
    for (k = 0; k < 4; k++) { /* conda's own packages: lib (nvvm/lib64 for libNVVM; Windows Library\bin) */
        if (!conda_own[k]) continue;
        CHECK(list_of(own_libs[k]));
        at = index_of(in_root(v, sizeof v, conda_own[k]), "CONDA_PREFIX");
        if (at < 0) print_listed();
        CHECK(at >= 0 && got.exists[at] == 1);
        checked++;
    }
    CHECK(checked >= 27);
}

/*--- NVRTC's set -------------------------------------------------------------*/
/* Runs the set child with the environment as it is now; its report. */
static const char *set_report(void) {
    char arg[600], path[1024];
    snprintf(arg, sizeof arg, "set=%s", root);
    if (t_run_self(self_path, "", "child", arg) != 0) return NULL;
    return read_all(in_root(path, sizeof path, "report.txt"));
}

/* The n-th line of report that starts with prefix (n from 0), copied to out; 0 if none. */
static int report_line(const char *report, const char *prefix, int n, char *out, size_t cap) {
    const char *p = report;
    size_t k = strlen(prefix);
    while (p && *p) {
        size_t len = strcspn(p, "\n");
        if (len >= k && !strncmp(p, prefix, k) && n-- == 0) {
            snprintf(out, cap, "%.*s", (int)len, p);
            return 1;
        }
        p += len + (p[len] == '\n');
    }
    return 0;
}

/* Where candidate "FROM|PATH" of lib is in the report's list (its line
   number among that library's), -1 if it is not listed. */
static int set_position(const char *report, const char *lib, const char *from, const char *path) {
    char prefix[64], line[1400], want[1300];
    int i;
    snprintf(prefix, sizeof prefix, "c %s ", lib);
    snprintf(want, sizeof want, "%s|%s", from, path);
    for (i = 0; report_line(report, prefix, i, line, sizeof line); i++) {
        const char *rest = strchr(line + strlen(prefix), ' ');
        if (rest && !strcmp(rest + 1, want)) return i;
    }
    return -1;
}

/* The first candidate of lib that is a file there ("FROM|PATH"), "" if none. */
static const char *set_first_file(const char *report, const char *lib) {
    static char first[1300];
    char prefix[64], line[1400];
    int i;
    snprintf(prefix, sizeof prefix, "c %s 1 ", lib);
    first[0] = 0;
    for (i = 0; report_line(report, prefix, i, line, sizeof line); i++) {
        snprintf(first, sizeof first, "%s", line + strlen(prefix));
        break;
    }
    return first;
}

/* first == "from|root/rel" */
static int is_first(const char *report, const char *lib, const char *from, const char *rel) {
    char path[1024], want[1300];
    snprintf(want, sizeof want, "%s|%s", from, in_root(path, sizeof path, rel));
    if (strcmp(set_first_file(report, lib), want) != 0) {
        printf("  %s: the first file listed is '%s', not '%s'\n", lib, set_first_file(report, lib), want);
        return 0;
    }
    return 1;
}

/* NVRTC 12.4 from a CUDA 12 wheel in $VIRTUAL_ENV: nvJitLink, libNVVM and
   NCCL from the same site-packages first, CUDA 12's files before CUDA 13's
   (which wait for the second pass, after the system loader's .so.12). */
static void set_of_a_cuda12_wheel(void) {
    char lib[1024], jl[1024], v[1024], line[1400], want[1400];
    const char *rep;
    const char *site = SITE_OF("venv", "3.12");
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL12 NVRTC12, lib, sizeof lib));
    CHECK(put_copy(mock_nvjitlink, SITE_OF("venv", "3.12") "/" JL_WHEEL12, jl, sizeof jl));
    CHECK(put(SITE_OF("venv", "3.12") "/" WHEEL13 JL13, "") && put(SITE_OF("venv", "3.12") "/" WHEEL13 NVVM13, ""));
    CHECK(put(SITE_OF("venv", "3.12") "/" NVVM_WHEEL12, ""));
#if !defined(_WIN32)
    CHECK(put(SITE_OF("venv", "3.12") "/" NCCL_WHEEL, ""));
#endif
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CUDACORE_MOCK_NVRTC_VERSION", "12.4");
    t_setenv("CUDACORE_MOCK_NVJITLINK_VERSION", "12.4");
    rep = set_report();
    CHECK(rep != NULL);
    snprintf(want, sizeof want, "nvrtc=CUDACORE_SUCCESS 12040 VIRTUAL_ENV wheel|%s", lib);
    if (!report_line(rep, "nvrtc=", 0, line, sizeof line) || strcmp(line, want)) printf("  report:\n%s", rep);
    CHECK(report_line(rep, "nvrtc=", 0, line, sizeof line) && !strcmp(line, want));
    CHECK(is_first(rep, "nvjitlink", "NVRTC's wheels", SITE_OF("venv", "3.12") "/" JL_WHEEL12));
    CHECK(is_first(rep, "nvvm", "NVRTC's wheels", SITE_OF("venv", "3.12") "/" NVVM_WHEEL12));
#if !defined(_WIN32)
    CHECK(is_first(rep, "nccl", "NVRTC's wheels", SITE_OF("venv", "3.12") "/" NCCL_WHEEL));
#endif
    /* NVRTC's major version first: every .so.12 before any .so.13 */
    snprintf(want, sizeof want, "%s/" WHEEL13 JL13, site);
    CHECK(set_position(rep, "nvjitlink", "NVRTC's wheels", in_root(v, sizeof v, want)) >
          set_position(rep, "nvjitlink", "system loader", JL12));
    CHECK(set_position(rep, "nvjitlink", "system loader", JL13) > set_position(rep, "nvjitlink", "system loader", JL12));
    CHECK(set_position(rep, "nvjitlink", "system loader", JL12) >= 0);
    /* and it loads from there */
    snprintf(want, sizeof want, "nvjitlink=CUDACORE_SUCCESS 12040 NVRTC's wheels|%s", jl);
    if (!report_line(rep, "nvjitlink=", 0, line, sizeof line) || strcmp(line, want)) printf("  report:\n%s", rep);
    CHECK(report_line(rep, "nvjitlink=", 0, line, sizeof line) && !strcmp(line, want));
}

/* NVRTC 13.0 from CUDA 13's shared wheel folder: the set from nvidia/cu13 first. */
static void set_of_a_cuda13_wheel(void) {
    char lib[1024], jl[1024], v[1024], line[1400], want[1400];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL13 NVRTC13, lib, sizeof lib));
    CHECK(put_copy(mock_nvjitlink, SITE_OF("venv", "3.12") "/" WHEEL13 JL13, jl, sizeof jl));
    CHECK(put(SITE_OF("venv", "3.12") "/" WHEEL13 NVVM13, "") && put(SITE_OF("venv", "3.12") "/" JL_WHEEL12, ""));
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CUDACORE_MOCK_NVJITLINK_VERSION", "13.0");
    rep = set_report();
    CHECK(rep != NULL);
    CHECK(is_first(rep, "nvjitlink", "NVRTC's wheels", SITE_OF("venv", "3.12") "/" WHEEL13 JL13));
    CHECK(is_first(rep, "nvvm", "NVRTC's wheels", SITE_OF("venv", "3.12") "/" WHEEL13 NVVM13));
    snprintf(want, sizeof want, "nvjitlink=CUDACORE_SUCCESS 13000 NVRTC's wheels|%s", jl);
    if (!report_line(rep, "nvjitlink=", 0, line, sizeof line) || strcmp(line, want)) printf("  report:\n%s", rep);
    CHECK(report_line(rep, "nvjitlink=", 0, line, sizeof line) && !strcmp(line, want));
}

/* NVRTC from $CONDA_PREFIX's wheels, an nvJitLink in both $VIRTUAL_ENV's and
   $CONDA_PREFIX's: the one beside NVRTC, though $VIRTUAL_ENV comes first
   in the plain order. */
static void set_where_nvrtc_came_from_first(void) {
    char lib[1024], jl[1024], other[1024], v[1024], line[1400], want[1400];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("conda", "3.12") "/" WHEEL12 NVRTC12, lib, sizeof lib));
    CHECK(put_copy(mock_nvjitlink, SITE_OF("conda", "3.12") "/" JL_WHEEL12, jl, sizeof jl));
    CHECK(put_copy(mock_nvjitlink, SITE_OF("venv", "3.12") "/" JL_WHEEL12, other, sizeof other));
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CONDA_PREFIX", in_root(v, sizeof v, "conda"));
    t_setenv("CUDACORE_MOCK_NVRTC_VERSION", "12.4");
    rep = set_report();
    CHECK(rep != NULL);
    CHECK(report_line(rep, "nvrtc=", 0, line, sizeof line) && strstr(line, "CONDA_PREFIX wheel|"));
    snprintf(want, sizeof want, "nvjitlink=CUDACORE_SUCCESS 12040 NVRTC's wheels|%s", jl);
    if (!report_line(rep, "nvjitlink=", 0, line, sizeof line) || strcmp(line, want)) printf("  report:\n%s", rep);
    CHECK(report_line(rep, "nvjitlink=", 0, line, sizeof line) && !strcmp(line, want));
    CHECK(set_position(rep, "nvjitlink", "VIRTUAL_ENV wheel", other) > set_position(rep, "nvjitlink", "NVRTC's wheels", jl));
}

/* NVRTC from a toolkit (given: the machine's own NVRTC would win the
   search): nvJitLink next to it, libNVVM in its nvvm folder, before a
   Python environment's; the same from targets/<arch>/lib and from a conda
   environment's own packages. */
static void set_of_a_toolkit(void) {
#if defined(_WIN32)
    static const char *const libdirs[] = {"tk/bin", "tk2/bin/x64", "conda/Library/bin"};
    static const char *const nvvms[] = {"tk/" TK_NVVM, "tk2/" TK_NVVM, "conda/Library/" TK_NVVM};
#else
    static const char *const libdirs[] = {"tk/lib64", "tk2/targets/x86_64-linux/lib", "conda/lib"};
    static const char *const nvvms[] = {"tk/" TK_NVVM, "tk2/" TK_NVVM, "conda/" TK_NVVM};
#endif
    char lib[1024], jl[1024], v[1100], line[1400], want[1400], rel[1100], venv_nvvm[1024];
    const char *rep;
    int i;
    NEED_MOCK();
    CHECK(put(SITE_OF("venv", "3.12") "/" NVVM_WHEEL12, ""));
    in_root(venv_nvvm, sizeof venv_nvvm, SITE_OF("venv", "3.12") "/" NVVM_WHEEL12);
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CUDACORE_MOCK_NVRTC_VERSION", "12.4");
    for (i = 0; i < 3; i++) {
        snprintf(rel, sizeof rel, "%s/" NVRTC12, libdirs[i]);
        CHECK(put_mock(rel, lib, sizeof lib));
        snprintf(rel, sizeof rel, "%s/" JL12, libdirs[i]);
        CHECK(put_copy(mock_nvjitlink, rel, jl, sizeof jl));
        CHECK(put(nvvms[i], ""));
        if (i == 2) t_setenv("CONDA_PREFIX", in_root(v, sizeof v, "conda"));
        t_setenv("CUDACORE_NVRTC_PATH", lib);
        rep = set_report();
        CHECK(rep != NULL);
        snprintf(want, sizeof want, "nvjitlink=CUDACORE_SUCCESS 12040 next to NVRTC|%s", jl);
        if (!report_line(rep, "nvjitlink=", 0, line, sizeof line) || strcmp(line, want)) printf("  report:\n%s", rep);
        CHECK(report_line(rep, "nvjitlink=", 0, line, sizeof line) && !strcmp(line, want));
        CHECK(is_first(rep, "nvvm", "NVRTC's toolkit", nvvms[i]));
        CHECK(set_position(rep, "nvvm", "VIRTUAL_ENV wheel", venv_nvvm) > set_position(rep, "nvvm", "NVRTC's toolkit", in_root(v, sizeof v, nvvms[i])));
    }
}

/* NVRTC 12 (given) and no nvJitLink beside it: the CUDA 12 nvJitLink of
   the python3 user site before the CUDA 13 one of $VIRTUAL_ENV, and the
   system loader's .so.12 before its .so.13; without NVRTC loaded, the
   plain order ($VIRTUAL_ENV first). */
static void set_major_version_first(void) {
    char lib[1024], user[1024], venv13[1024], v[1024];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock("solo/" NVRTC12, lib, sizeof lib));
    CHECK(put(SITE_OF("venv", "3.12") "/" WHEEL13 JL13, ""));
    in_root(venv13, sizeof venv13, SITE_OF("venv", "3.12") "/" WHEEL13 JL13);
#if defined(_WIN32)
    CHECK(put("appdata/Python/Python311/site-packages/" JL_WHEEL12, "") && put("py/python.exe", ""));
    in_root(user, sizeof user, "appdata/Python/Python311/site-packages/" JL_WHEEL12);
    t_setenv("APPDATA", in_root(v, sizeof v, "appdata"));
    t_setenv("PATH", in_root(v, sizeof v, "py"));
#else
    CHECK(put("home/.local/lib/python3.11/site-packages/" JL_WHEEL12, "") && put("py/bin/python3", ""));
    in_root(user, sizeof user, "home/.local/lib/python3.11/site-packages/" JL_WHEEL12);
    t_setenv("HOME", in_root(v, sizeof v, "home"));
    t_setenv("PATH", in_root(v, sizeof v, "py/bin"));
#endif
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CUDACORE_NVRTC_PATH", lib);
    t_setenv("CUDACORE_MOCK_NVRTC_VERSION", "12.4");
    rep = set_report();
    CHECK(rep != NULL);
    if (!rep || set_position(rep, "nvjitlink", "python3 user site", user) < 0) printf("  report:\n%s", rep ? rep : "");
    CHECK(set_position(rep, "nvjitlink", "python3 user site", user) >= 0);
    CHECK(set_position(rep, "nvjitlink", "VIRTUAL_ENV wheel", venv13) > set_position(rep, "nvjitlink", "python3 user site", user));
    CHECK(set_position(rep, "nvjitlink", "system loader", JL13) > set_position(rep, "nvjitlink", "system loader", JL12));
    /* the control: with no NVRTC loaded (this process), $VIRTUAL_ENV's .so.13 comes first */
    CHECK(list_of(CUDACORE_LIBRARY_NVJITLINK));
    CHECK(index_of(venv13, "VIRTUAL_ENV wheel") >= 0 && index_of(venv13, "VIRTUAL_ENV wheel") < index_of(user, "python3 user site"));
}

/* An nvJitLink that cannot be found, with NVRTC 12.4 loaded: the message
   names the pip wheel of NVRTC's release. */
static void set_member_not_found_names_the_wheel(void) {
    char lib[1024], v[1024], line[1400];
    const char *rep;
    NEED_MOCK();
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL12 NVRTC12, lib, sizeof lib));
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CUDACORE_NVJITLINK_PATH", in_root(v, sizeof v, "nowhere/" JL12));
    t_setenv("CUDACORE_MOCK_NVRTC_VERSION", "12.4");
    rep = set_report();
    CHECK(rep != NULL);
    if (!rep || !strstr(rep, "pip install \"nvidia-nvjitlink-cu12==12.4.*\"")) printf("  report:\n%s", rep ? rep : "");
    CHECK(report_line(rep, "nvjitlink=", 0, line, sizeof line) && strstr(line, "CUDACORE_ERROR_LIBRARY_NOT_FOUND"));
    CHECK(strstr(rep, "pip install \"nvidia-nvjitlink-cu12==12.4.*\", NVRTC's release") != NULL);
}

/* cudacore-info on a mixed set: NVRTC 12.4 from a virtual environment's
   wheel (the case: its nvJitLink not installed there) and an
   nvJitLink 13.0 from elsewhere; then one of NVRTC's release. */
static void cudacore_info_names_a_mixed_set(void) {
#if defined(_WIN32)
    SKIP("read through popen: POSIX (test-windows runs the tool itself)");
#else
    static char out[1 << 16];
    char tool[1100], cmd[1300], lib[1024], v[1024];
    size_t n;
    FILE *p;
    int round;
    NEED_MOCK();
    snprintf(tool, sizeof tool, "%s/../cudacore-info", mock_dir);
    if ((p = fopen(tool, "rb")) == NULL) SKIP("build/cudacore-info is not built");
    fclose(p);
    CHECK(put_mock(SITE_OF("venv", "3.12") "/" WHEEL12 NVRTC12, lib, sizeof lib));
    t_setenv("VIRTUAL_ENV", in_root(v, sizeof v, "venv"));
    t_setenv("CUDACORE_NVJITLINK_PATH", mock_nvjitlink);
    t_setenv("CUDACORE_MOCK_NVRTC_VERSION", "12.4");
    for (round = 0; round < 2; round++) {
        t_setenv("CUDACORE_MOCK_NVJITLINK_VERSION", round ? "12.4" : "13.0");
        snprintf(cmd, sizeof cmd, "'%s'", tool);
        CHECK((p = popen(cmd, "r")) != NULL);
        n = fread(out, 1, sizeof out - 1, p);
        out[n] = 0;
        pclose(p);
        if (!strstr(out, "\nset        NVRTC 12.4 (VIRTUAL_ENV wheel), nvJitLink ")) printf("  output:\n%s", out);
        CHECK(strstr(out, "\nset        NVRTC 12.4 (VIRTUAL_ENV wheel), nvJitLink ") != NULL);
        if (!round) {
            CHECK(strstr(out, "MIXED RELEASES\n") != NULL);
            CHECK(strstr(out, "\n             nvJitLink 13.0 is of another major version than NVRTC 12.4: it cannot link the LTO-IR NVRTC makes") !=
                  NULL);
            CHECK(strstr(out, "pip install \"nvidia-nvjitlink-cu12==12.4.*\"") != NULL);
        } else { /* nvJitLink of NVRTC's release: nothing said of it */
            CHECK(strstr(out, "nvJitLink 12.4 (CUDACORE_NVJITLINK_PATH)") != NULL);
            CHECK(strstr(out, "             nvJitLink 12.4 is") == NULL && strstr(out, "nvidia-nvjitlink-cu12") == NULL);
        }
    }
#endif
}

static void bad_arguments(void) {
    CHECK_ERR(cudacore_library_candidates(CUDACORE_LIBRARY_NONE, add_listed, &got), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_library_candidates(CUDACORE_LIBRARY__COUNT, add_listed, &got), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_library_candidates(CUDACORE_LIBRARY_NVRTC, NULL, NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(cudacore_toolkit_headers_get_info(NULL), CUDACORE_ERROR_INVALID_ARGUMENT);
}

/* Each test in a folder of its own, with the environment as it was after. */
static void run_in_folder(const char *name, void (*fn)(void)) {
    if (!t_mkdtemp(root, sizeof root, "cudacore-search")) {
        printf("FAIL - %s: no temporary folder\n", name);
        t_failed++;
        return;
    }
    env_save();
    t_run(name, fn);
    env_restore();
    remove_tree(root);
}
#define RUN_IN_FOLDER(fn) run_in_folder(#fn, fn)

int main(int argc, char **argv) {
    self_path = argv[0];
    t_dirname(argv[0], mock_dir, sizeof mock_dir);
    snprintf(mock_nvrtc, sizeof mock_nvrtc, "%s" SEP T_SHLIB("libnvrtc_mock"), mock_dir);
    snprintf(mock_nvjitlink, sizeof mock_nvjitlink, "%s" SEP T_SHLIB("libnvjitlink_mock"), mock_dir);
    CHILD_FIRST(argc, argv, child);
    t_setup_quiet();
    RUN_IN_FOLDER(wheel_in_virtual_env);
    RUN_IN_FOLDER(conda_package);
    RUN_IN_FOLDER(cuda12_wheel_with_its_headers);
    RUN_IN_FOLDER(explicit_paths_stay_authoritative);
    RUN_IN_FOLDER(headers_of_nvrtc_version_preferred);
    RUN_IN_FOLDER(mismatched_headers_are_named);
    RUN_IN_FOLDER(python3_on_path_comes_last);
    RUN_IN_FOLDER(python_environments_in_order_and_not_for_the_driver);
    RUN_IN_FOLDER(default_toolkits_newest_first);
    RUN_IN_FOLDER(setuid_ignores_the_environment);
    RUN_IN_FOLDER(failed_search_lists_every_place);
    RUN_IN_FOLDER(cudacore_info_shows_the_choice);
    RUN_IN_FOLDER(every_wheel_layout_listed);
    RUN_IN_FOLDER(set_of_a_cuda12_wheel);
    RUN_IN_FOLDER(set_of_a_cuda13_wheel);
    RUN_IN_FOLDER(set_where_nvrtc_came_from_first);
    RUN_IN_FOLDER(set_of_a_toolkit);
    RUN_IN_FOLDER(set_major_version_first);
    RUN_IN_FOLDER(set_member_not_found_names_the_wheel);
    RUN_IN_FOLDER(cudacore_info_names_a_mixed_set);
    RUN(bad_arguments);
    cudacore_shutdown();
    TEST_EXIT();
}
