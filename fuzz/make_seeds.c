/* Writes the seed corpora of the fuzz harnesses (fuzz/corpus/<harness>/):
   real compile-cache entries written by cudacore's own cache writer, real
   CUBIN, PTX and LTO-IR from NVRTC (fatbins come from nvcc in make_seeds.sh),
   and option field layouts. Run by fuzz/make_seeds.sh; the output is checked in. */
#define _POSIX_C_SOURCE 200809L
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>

static const char *SRC =
    "template <typename T> __global__ void scale(T *x, T a, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= a; }\n"
    "__device__ int g[4];\n"
    "extern \"C\" __global__ void plain(int *x) { *x = g[0]; }\n";

static void put(const char *dir, const char *name, unsigned char mode, const void *data, size_t n) {
    char path[512];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "wb");
    if (!f) {
        perror(path);
        exit(1);
    }
    fputc(mode, f);
    if (n) fwrite(data, 1, n, f);
    fclose(f);
}

static cudacore__image *compile(cudacore_code_type target, size_t nexpr) {
    static const char *exprs[] = {"scale<float>", "scale<int>"};
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_object_code oc;
    cudacore__image *img;
    memset(&d, 0, sizeof d);
    d.source = SRC;
    d.name_expressions = exprs;
    d.num_name_expressions = nexpr;
    memset(&o, 0, sizeof o);
    o.arch = "sm_90";
    o.no_compile_cache = 1;
    CUDACORE_CHECK(cudacore_program_create(&d, &p));
    CUDACORE_CHECK(cudacore_program_compile(p, target, &o, &oc));
    img = ((cudacore__object_code_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id))->img;
    cudacore__image_retain(img);
    CUDACORE_CHECK(cudacore_object_code_destroy(oc));
    CUDACORE_CHECK(cudacore_program_destroy(p));
    return img;
}

/* An entry as cudacore writes it, read back from the cache directory. */
static void entry_seed(const char *out, const char *name, cudacore__image *img, const char *tmpdir) {
    cudacore__hash key;
    cudacore_compile_cache_desc cd;
    char hex[40], path[512];
    void *raw = NULL;
    size_t n = 0, m = sizeof CUDACORE__CACHE_MAGIC - 1;
    char body[600];
    memset(&cd, 0, sizeof cd);
    cd.dir = tmpdir;
    cudacore_compile_cache_configure(&cd);
    key.a = 1;
    key.b = 2;
    cudacore__cache_store(&key, img);
    cudacore__key_hex(&key, hex);
    snprintf(path, sizeof path, "%s/%s.ccc", tmpdir, hex);
    if (!cudacore__read_file(path, &raw, &n)) exit(2);
    remove(path);
    put(out, name, 0, raw, n); /* the whole entry, as written */
    snprintf(body, sizeof body, "%s-body", name);
    put(out, body, 3, (char *)raw + m + 8, n - m - 16); /* the body: the harness adds magic, format and checksum */
    snprintf(body, sizeof body, "%s-cut", name);
    put(out, body, 2, raw, n / 2); /* cut short, checksum fixed */
    cudacore__free(raw);
}

int main(int argc, char **argv) {
    const char *root = argc > 1 ? argv[1] : "fuzz/corpus";
    char cache[512], code[512], opts[512], tmpdir[] = "/tmp/cudacore-seeds-XXXXXX";
    cudacore__image *cubin, *ptx, *ltoir, *named;
    cudacore_desc d;
    memset(&d, 0, sizeof d);
    d.quiet = 1;
    cudacore_setup(&d);
    if (!mkdtemp(tmpdir)) return 1;
    snprintf(cache, sizeof cache, "%s/fuzz_cache_entry", root);
    snprintf(code, sizeof code, "%s/fuzz_object_code", root);
    snprintf(opts, sizeof opts, "%s/fuzz_options", root);
    cubin = compile(CUDACORE_CODE_CUBIN, 0);
    ptx = compile(CUDACORE_CODE_PTX, 0);
    ltoir = compile(CUDACORE_CODE_LTOIR, 0);
    named = compile(CUDACORE_CODE_PTX, 2);
    entry_seed(cache, "cubin", cubin, tmpdir);
    entry_seed(cache, "ptx-with-names", named, tmpdir);
    entry_seed(cache, "ltoir", ltoir, tmpdir);
    put(cache, "empty", 0, "", 0);
    put(cache, "magic-only", 1, "", 0);
    /* object code: each real kind guessed (mode 0) and given (mode = type) */
    put(code, "cubin-guessed", 0, cubin->data, cubin->size);
    put(code, "cubin-given", CUDACORE_CODE_CUBIN, cubin->data, cubin->size);
    put(code, "ptx-guessed", 0, ptx->data, ptx->size);
    put(code, "ptx-given", CUDACORE_CODE_PTX, ptx->data, ptx->size);
    put(code, "ltoir-guessed", 0, ltoir->data, ltoir->size);
    put(code, "ltoir-given", CUDACORE_CODE_LTOIR, ltoir->data, ltoir->size);
    put(code, "elf-header-only", CUDACORE_CODE_CUBIN, cubin->data, 64);
    put(code, "text", 0, "// not PTX at all\n", 18);
    /* options: kind, target, arch, std, tri-states..., then lists and strings */
    {
        static const unsigned char cxx[] = {0, 1, 's', 'm', '_', '9', '0', 0, 'c', '+', '+', '1', '7', 0, 65, 64, 65, 64, 8, 9, 40,
                                            65, 64, 65, 64, 65, 65, 8, 0, 2, 'A', '=', '1', 0, 'B', 0, 1, 'X', 0, 1, '/', 'i', 'n', 'c', 0,
                                            0, 1, '-', 'v', 0, 1, '-', 'w', 0, 20, 21, 22, 23, 2, 'i', 'n', 'l', 'i', 'n', 'e', 0, 't', 0,
                                            '4', '2', 0, 'm', 'i', 'd', 0, 0xff, 0xff, 1, 10, 'e', 'x', 't', 'e', 'r', 'n', ' ', 'x', ';',
                                            0, 0, 'a', '.', 'h', 0, 0, 'b', '.', 'h', 0, 2, 2, 'k', '<', 'i', 'n', 't', '>', 0, 'k', 0, 'k', 0};
        static const unsigned char nvvm[] = {2, 2, 'c', 'o', 'm', 'p', 'u', 't', 'e', '_', '8', '0', 0, 0xff, 0, 0, 65, 0, 0, 11, 0, 65,
                                             64, 65, 65};
        static const unsigned char ptxk[] = {1, 1, '9', '0', 'a', 0, 0xff};
        put(opts, "cxx", 0, cxx + 1, sizeof cxx - 1);
        put(opts, "nvvm", 2, nvvm + 1, sizeof nvvm - 1);
        put(opts, "ptx", 1, ptxk + 1, sizeof ptxk - 1);
    }
    cudacore__image_release(cubin);
    cudacore__image_release(ptx);
    cudacore__image_release(ltoir);
    cudacore__image_release(named);
    rmdir(tmpdir);
    cudacore_shutdown();
    return 0;
}
