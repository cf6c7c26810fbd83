/* libFuzzer harness: program and linker options to strings, program descs,
   and name-expression lookup.

   The input is cut into fields: a few bytes for each int (tri-states, levels,
   counts, kind, target, backend) and NUL-separated strings for every string
   and list field. Checked for every input:
     - cudacore_program_options_format / cudacore_linker_options_format give
       SUCCESS or INVALID_ARGUMENT (with a message), never truncate: on
       success *needed is the text's size, every line ends in '\n', and each
       string option given appears whole; a buffer one byte short is refused;
     - cudacore_program_create accepts or refuses the desc (NUL bytes inside
       C++/PTX source, empty names, NULL entries) and destroys cleanly;
     - an image holding fuzzed name expressions finds each of them, and no
       name that is not one of them.
   No GPU, no NVRTC calls. Build: make fuzz. */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdlib.h>

typedef struct {
    const uint8_t *p;
    size_t n;
} src_t;
static int take_int(src_t *s) {
    int v = 0;
    if (s->n) {
        /* small values and the edges, mostly */
        uint8_t b = *s->p++;
        s->n--;
        switch (b >> 6) {
            case 0: v = (int)(b & 63) - 8; break;
            case 1: v = b & 1 ? 1 : -1; break;
            case 2: v = (b & 1) ? 0x7fffffff : (int)0x80000000u; break;
            default: v = (int)(b & 63) * 1000; break;
        }
    }
    return v;
}
/* the next NUL-terminated string (NULL for an empty field), inside the input copy */
static const char *take_str(src_t *s, char **arena) {
    const char *start = *arena;
    size_t i = 0;
    if (!s->n) return NULL;
    if (s->p[0] == 0xff) { /* a NULL field */
        s->p++, s->n--;
        return NULL;
    }
    while (i < s->n && s->p[i] != 0) i++;
    memcpy(*arena, s->p, i);
    (*arena)[i] = 0;
    *arena += i + 1;
    s->p += i < s->n ? i + 1 : i;
    s->n -= i < s->n ? i + 1 : i;
    return start;
}
static size_t take_list(src_t *s, char **arena, const char **out, size_t cap) {
    size_t k, n = s->n ? (size_t)(*s->p % (cap + 1)) : 0;
    if (s->n) s->p++, s->n--;
    for (k = 0; k < n; k++) out[k] = take_str(s, arena);
    return n;
}

static void check_format(const cudacore_program_options *o, cudacore_program_kind kind, cudacore_code_type target, const char *const *strs,
                         size_t nstrs) {
    static char buf[1 << 17];
    size_t need = 0, i, len;
    cudacore_result r = cudacore_program_options_format(o, kind, target, buf, sizeof buf, &need);
    if (r != CUDACORE_SUCCESS) {
        if ((r != CUDACORE_ERROR_INVALID_ARGUMENT && r != CUDACORE_ERROR_NO_DEVICE && r != CUDACORE_ERROR_LIBRARY_NOT_FOUND &&
             r != CUDACORE_ERROR_OUT_OF_HOST_MEMORY) ||
            !cudacore_last_error()->message[0])
            abort();
        return;
    }
    len = strlen(buf);
    if (need != len + 1 || (len && buf[len - 1] != '\n')) abort();
    for (i = 0; i < nstrs; i++) /* nothing given was cut short */
        if (strs[i] && strs[i][0] && !strchr(strs[i], '\n') && !strstr(buf, strs[i])) abort();
    if (need > 1 && cudacore_program_options_format(o, kind, target, buf, need - 1, NULL) != CUDACORE_ERROR_INVALID_ARGUMENT) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static int ready;
    src_t s;
    char *arena = (char *)malloc(size + 64), *a = arena;
    const char *defines[8], *undefs[4], *incs[4], *pre[4], *ptxas[4], *extra[4], *names[8], *strs[64];
    int diags[4];
    size_t nstrs = 0, i;
    cudacore_program_options o;
    cudacore_linker_options lo;
    cudacore_program_kind kind;
    cudacore_code_type target;
    if (!arena) return 0;
    if (!ready) {
        cudacore_desc d;
        memset(&d, 0, sizeof d);
        d.quiet = 1;
        d.libcuda_path = "/nonexistent/libcuda.so.1"; /* no device: a NULL arch must fail cleanly */
        cudacore_setup(&d);
        ready = 1;
    }
    s.p = data;
    s.n = size;
    memset(&o, 0, sizeof o);
    kind = (cudacore_program_kind)(take_int(&s) & 3);
    target = (cudacore_code_type)(take_int(&s) & 7);
    o.arch = take_str(&s, &a);
    o.std = take_str(&s, &a);
    o.relocatable_device_code = take_int(&s);
    o.extensible_whole_program = take_int(&s);
    o.debug = take_int(&s);
    o.lineinfo = take_int(&s);
    o.device_code_optimize = take_int(&s);
    o.optimization_level = take_int(&s);
    o.max_register_count = take_int(&s);
    o.ftz = take_int(&s);
    o.prec_sqrt = take_int(&s);
    o.prec_div = take_int(&s);
    o.fma = take_int(&s);
    o.use_fast_math = take_int(&s);
    o.link_time_optimization = take_int(&s);
    o.split_compile = take_int(&s);
    o.use_libdevice = take_int(&s) > 60;
    o.num_defines = take_list(&s, &a, defines, 8);
    o.defines = o.num_defines ? defines : NULL;
    o.num_undefines = take_list(&s, &a, undefs, 4);
    o.undefines = undefs;
    o.num_include_paths = take_list(&s, &a, incs, 4);
    o.include_paths = incs;
    o.num_pre_includes = take_list(&s, &a, pre, 4);
    o.pre_includes = pre;
    o.num_ptxas_options = take_list(&s, &a, ptxas, 4);
    o.ptxas_options = ptxas;
    o.num_extra_options = take_list(&s, &a, extra, 4);
    o.extra_options = extra;
    for (i = 0; i < 4; i++) diags[i] = take_int(&s);
    o.diag_suppress = diags;
    o.num_diag_suppress = s.n ? *s.p % 5 : 0;
    o.optimization_info = take_str(&s, &a);
    o.time = take_str(&s, &a);
    o.frandom_seed = take_str(&s, &a);
    o.ofast_compile = take_str(&s, &a);
    o.create_pch = take_str(&s, &a);
    o.pch_dir = take_str(&s, &a);
    /* the strings that must come out whole */
    strs[nstrs++] = o.std;
    strs[nstrs++] = o.time;
    strs[nstrs++] = o.frandom_seed;
    for (i = 0; i < o.num_defines; i++) strs[nstrs++] = defines[i];
    for (i = 0; i < o.num_include_paths; i++) strs[nstrs++] = incs[i];
    for (i = 0; i < o.num_extra_options; i++) strs[nstrs++] = extra[i];
    check_format(&o, kind, target, strs, kind == CUDACORE_PROGRAM_CXX ? nstrs : 0);
    check_format(NULL, kind, target, strs, 0);

    /* the linker's options */
    memset(&lo, 0, sizeof lo);
    lo.arch = o.arch;
    lo.max_register_count = o.max_register_count;
    lo.optimization_level = o.optimization_level;
    lo.split_compile = o.split_compile;
    lo.ftz = o.ftz;
    lo.ptxas_options = ptxas;
    lo.num_ptxas_options = o.num_ptxas_options;
    lo.kernels_used = defines;
    lo.num_kernels_used = o.num_defines;
    lo.backend = (cudacore_linker_backend)(take_int(&s) & 3);
    {
        static char buf[1 << 16];
        size_t need = 0;
        cudacore_result r = cudacore_linker_options_format(&lo, buf, sizeof buf, &need);
        if (r == CUDACORE_SUCCESS) {
            if (need != strlen(buf) + 1) abort();
            for (i = 0; i < o.num_defines; i++)
                if (defines[i] && !strstr(buf, defines[i])) abort();
        } else if (!cudacore_last_error()->message[0]) {
            abort();
        }
    }

    /* a program desc: source (with NULs from the input), headers, name expressions */
    {
        cudacore_program_desc d;
        cudacore_header hdr[2];
        cudacore_program p;
        size_t srclen = s.n ? *s.p % 64 : 0;
        char *src = (char *)malloc(srclen + 1);
        cudacore_result r;
        if (!src) abort();
        if (s.n) s.p++, s.n--;
        if (srclen > s.n) srclen = s.n;
        memcpy(src, s.p, srclen);
        src[srclen] = 0;
        s.p += srclen, s.n -= srclen;
        memset(&d, 0, sizeof d);
        d.source = src;
        d.source_size = srclen;
        d.kind = (cudacore_program_kind)(take_int(&s) & 3);
        hdr[0].name = take_str(&s, &a);
        hdr[0].source = take_str(&s, &a);
        hdr[1].name = take_str(&s, &a);
        hdr[1].source = "";
        d.headers = hdr;
        d.num_headers = (size_t)(take_int(&s) & 3) % 3;
        d.num_name_expressions = take_list(&s, &a, names, 8);
        d.name_expressions = names;
        r = cudacore_program_create(&d, &p);
        if (r == CUDACORE_SUCCESS) {
            if (cudacore_program_destroy(p) != CUDACORE_SUCCESS) abort();
        } else if (r != CUDACORE_ERROR_INVALID_ARGUMENT || p.id != 0) {
            abort();
        }
        free(src);

        /* name-expression lookup in an image holding these names */
        {
            size_t nn = d.num_name_expressions, k;
            cudacore__image *img = cudacore__image_new(CUDACORE_CODE_CUBIN, "x", 1, "fuzz", nn, "fuzz");
            if (!img) abort();
            for (k = 0; k < nn; k++) {
                img->exprs[k] = cudacore__strdup(names[k] ? names[k] : "", "fuzz");
                img->lowered[k] = cudacore__strdup("_Zlowered", "fuzz");
            }
            for (k = 0; k < nn; k++)
                if (!cudacore__lowered(img, names[k] ? names[k] : "")) abort();
            {
                const char *probe = take_str(&s, &a);
                int listed = 0;
                for (k = 0; probe && k < nn; k++)
                    if (!strcmp(names[k] ? names[k] : "", probe)) listed = 1;
                if (probe && !listed && cudacore__lowered(img, probe)) abort(); /* found a name never given */
            }
            cudacore__image_free(img);
        }
    }
    free(arena);
    return 0;
}
