/*--- options -> strings ---*/
CUDACORE__PRIVATE void cudacore__tri(cudacore__strs *l, int v, const char *name) {
    if (v) cudacore__strs_addf(l, "%s=%s", name, v > 0 ? "true" : "false");
}
CUDACORE__PRIVATE int cudacore__is_digits(const char *s) {
    if (!s || !*s) return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9') return 0;
    return 1;
}
/* Resolves the arch to "NN[a|f]" digits+suffix (without the sm_/compute_ prefix) into out. */
CUDACORE__PRIVATE cudacore_result cudacore__resolve_arch(const char *arch, char *out, size_t cap, const char *call) {
    if (arch && *arch) {
        const char *p = arch;
        if (!strncmp(p, "sm_", 3)) p += 3;
        else if (!strncmp(p, "compute_", 8)) p += 8;
        else if (!strncmp(p, "lto_", 4)) p += 4;
        if (!*p || *p < '0' || *p > '9' || strlen(p) >= cap)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "arch '%s' is not of the form sm_NN, compute_NN or NN", arch);
        cudacore__copy(out, cap, p);
        return CUDACORE_SUCCESS;
    } else { /* the current device's compute capability: the driver started, no context needed */
        int dev = 0, cc = cudacore__start_early_cc(); /* (during a background start: perhaps known without the driver) */
        cudacore_result r;
        if (cc > 0) {
            snprintf(out, cap, "%d%d", cc / 100, cc % 100);
            return CUDACORE_SUCCESS;
        }
        r = cudacore__current_ordinal(&dev, call);
        if (r == CUDACORE_SUCCESS && (cc = cudacore__cc(dev)) <= 0)
            r = CUDACORE__FAIL(CUDACORE_ERROR_CUDA, call, "the compute capability of device %d could not be read", dev);
        if (r != CUDACORE_SUCCESS)
            return CUDACORE__FAIL(r == CUDACORE_ERROR_LIBRARY_NOT_FOUND || r == CUDACORE_ERROR_STUB_LIBRARY ? CUDACORE_ERROR_NO_DEVICE : r, call,
                                  "no arch was given and there is no current device to take it from (%s): set options.arch, e.g. \"sm_90\"",
                                  cudacore_result_name(r));
        snprintf(out, cap, "%d%d", cc / 100, cc % 100);
        return CUDACORE_SUCCESS;
    }
}

CUDACORE__PRIVATE void cudacore__add_list(cudacore__strs *l, const char *fmt, const char *const *v, size_t n) {
    size_t i;
    for (i = 0; v && i < n; i++)
        if (v[i]) cudacore__strs_addf(l, fmt, v[i]);
}
CUDACORE__PRIVATE void cudacore__add_ints(cudacore__strs *l, const char *flag, const int *v, size_t n) {
    size_t i;
    for (i = 0; v && i < n; i++) cudacore__strs_addf(l, "%s=%d", flag, v[i]);
}

/*--- what a compile read: its dependencies (kept with the code it made) ---
   A file a compile read, or a path it looked at and found nothing at; for a
   file, the hash of its bytes and the stat data that vouch for them unread
   (device, inode, size, modification and change times in nanoseconds; all
   0 where they cannot: a file changed in the last 2 seconds, whose times
   may not yet tell a later change, and every file on Windows). seen: the
   stat data when its bytes were read (0 for nothing there), checked again
   once the compile is done; not kept in the entry. */
typedef struct cudacore__input {
    char *path;
    int found;
    cudacore__hash content;
    uint64_t stamp[5];
    uint64_t seen[5];
} cudacore__input;
typedef struct cudacore__inputs {
    cudacore__input *v;
    size_t n, cap;
    char why[400]; /* not "": what the compile reads cannot be known (it is not cached) */
} cudacore__inputs;
CUDACORE__PRIVATE void cudacore__inputs_free(cudacore__inputs *s) {
    size_t i;
    for (i = 0; i < s->n; i++) cudacore__free(s->v[i].path);
    cudacore__free(s->v);
    memset(s, 0, sizeof *s);
}

/*--- code images (shared by object code handles, kernels and the in-memory cache) ---*/
typedef struct cudacore__image {
    int refs;                    /* under cudacore__cache_lock */
    int has_key;
    cudacore__hash key;
    cudacore__inputs inputs;       /* what the compile that made it read (cached images) */
    struct cudacore__image *next; /* in-memory cache list */
    cudacore_code_type type;
    char *data;                  /* NUL-terminated copy */
    size_t size;
    size_t num_names;
    char **exprs, **lowered;
    char name[64];
    int producer;                /* the NVRTC that compiled it, as a CUDA version (13050: 13.5); 0: not known */
    cudacore__mutex load_lock;
    int loaded;                  /* atomic */
    cudacore_CUlibrary lib;
    cudacore_CUmodule mod;       /* fallback on drivers < 12.0 */
} cudacore__image;

typedef struct cudacore__cache_state {
    int configured;
    int disabled;
    int shared;                  /* 1: the folder may be others' (asked for) */
    int warned;                  /* the folder's refusal was logged (once per configuration) */
    char dir[1024];
    char off_why[1200];          /* not "": the configured place cannot be used (a path too long) */
    int folder_state;            /* 1: folder_fd is the folder, open; -1: refused (folder_why), until configured again; 0: not opened */
    int folder_fd;               /* (POSIX) */
    char folder_why[1400];
    uint64_t max_bytes;
    uint64_t hits, misses;
    uint64_t stored, not_stored; /* what became of the misses that compiled */
    cudacore__image *loaded;     /* images with a key, alive */
    unsigned long counter;
} cudacore__cache_state;
static cudacore__cache_state cudacore__cache;
static cudacore__mutex cudacore__cache_lock = CUDACORE__MUTEX_INIT;

CUDACORE__PRIVATE void cudacore__image_free(cudacore__image *img) {
    size_t i;
    if (!img) return;
    if (img->lib) CUDACORE__CLEANUP(CUDACORE__CU(cuLibraryUnload)(img->lib));
    if (img->mod) CUDACORE__CLEANUP(CUDACORE__CU(cuModuleUnload)(img->mod));
    for (i = 0; i < img->num_names; i++) {
        if (img->exprs) cudacore__free(img->exprs[i]);
        if (img->lowered) cudacore__free(img->lowered[i]);
    }
    cudacore__free(img->exprs);
    cudacore__free(img->lowered);
    cudacore__free(img->data);
    cudacore__inputs_free(&img->inputs);
    cudacore__free(img);
}
/* A new image owning a copy of data. */
CUDACORE__PRIVATE cudacore__image *cudacore__image_new(cudacore_code_type type, const void *data, size_t size, const char *name, size_t num_names,
                                                      const char *call) {
    cudacore__image *img = (cudacore__image *)cudacore__calloc(sizeof *img, call);
    cudacore__mutex init = CUDACORE__MUTEX_INIT;
    if (!img) return NULL;
    img->refs = 1;
    img->load_lock = init;
    img->type = type;
    img->data = (char *)cudacore__calloc(size + 1, call);
    if (num_names) {
        img->exprs = (char **)cudacore__calloc(num_names * sizeof(char *), call);
        img->lowered = (char **)cudacore__calloc(num_names * sizeof(char *), call);
    }
    if (!img->data || (num_names && (!img->exprs || !img->lowered))) {
        cudacore__image_free(img);
        return NULL;
    }
    img->num_names = num_names;
    if (size) memcpy(img->data, data, size);
    img->size = size;
    cudacore__copy(img->name, sizeof img->name, name ? name : "");
    return img;
}
CUDACORE__PRIVATE void cudacore__image_retain(cudacore__image *img) {
    cudacore__lock(&cudacore__cache_lock);
    img->refs++;
    cudacore__unlock(&cudacore__cache_lock);
}
CUDACORE__PRIVATE void cudacore__image_release(cudacore__image *img) {
    int last;
    cudacore__lock(&cudacore__cache_lock);
    last = --img->refs == 0;
    if (last && img->has_key) {
        cudacore__image **pp = &cudacore__cache.loaded;
        while (*pp && *pp != img) pp = &(*pp)->next;
        if (*pp) *pp = img->next;
    }
    cudacore__unlock(&cudacore__cache_lock);
    if (last) cudacore__image_free(img);
}

/*--- object code handles ---*/
typedef struct cudacore__object_code_obj {
    cudacore__image *img;
} cudacore__object_code_obj;
CUDACORE__FITS_SLOT(cudacore__object_code_obj);

/* Its life (cudacore__life): a handle holds a reference to its image (the
   kernels got from it hold their own). */
CUDACORE__PRIVATE cudacore_result cudacore__object_code_end(void *o, const char *call) {
    (void)call;
    cudacore__image_release(((cudacore__object_code_obj *)o)->img);
    return CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__object_code_life = {CUDACORE_OBJECT_OBJECT_CODE, NULL, NULL, cudacore__object_code_end, 0, NULL, 0, 0};

/* Wraps an image (takes its reference) in a new handle. */
CUDACORE__PRIVATE cudacore_result cudacore__object_code_wrap(cudacore__image *img, cudacore_object_code *out, const char *call) {
    uint64_t id;
    cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__object_reserve(&cudacore__object_code_life, &id, call);
    if (!o) {
        cudacore__image_release(img);
        return cudacore__recorded();
    }
    o->img = img;
    return cudacore__object_publish(&cudacore__object_code_life, o, id, CUDACORE_SUCCESS, &out->id);
}

/*--- parameter tables in code images ---
   A kernel's parameter count, offsets and sizes, read from the code it was
   loaded from, so that finding the count needs no driver call that fails
   (CUDA 13's driver API has no count query: probing cuKernelGetParamInfo
   past the last parameter is an API error that compute-sanitizer reports).
     CUBIN   ELF64 section ".nv.info.<kernel>", a list of records: u8 format,
             u8 attribute, then for format 4 (EIFMT_SVAL) a u16 length and
             that many bytes, for formats 1-3 a u16 value. Parameters are
             attribute 0x17 (EIATTR_KPARAM_INFO: u32 index, u16 ordinal, u16
             offset, u32 flags whose bits 18-31 are the size) or, in kernels
             with a parameter of 16 KB or more, 0x45 (EIATTR_KPARAM_INFO_V2:
             the same with the size in the low 16 bits), in any order.
     PTX     the `.entry <kernel>( .param ... )` list: sizes from the types and
             array lengths, offsets from the alignments.
     FATBIN  the entry the device would run (a CUBIN of its compute
             capability, else of its major with the highest minor not above
             it, else the newest PTX not above it), if it is not compressed.
   Each returns the count, or -1 when there is no table to read; offsets and
   sizes (each may be NULL) get the first `cap` entries.                    */
CUDACORE__PRIVATE uint32_t cudacore__le16(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }
CUDACORE__PRIVATE uint32_t cudacore__le32(const unsigned char *p) { return cudacore__le16(p) | cudacore__le16(p + 2) << 16; }
CUDACORE__PRIVATE uint64_t cudacore__le64(const unsigned char *p) { return (uint64_t)cudacore__le32(p) | (uint64_t)cudacore__le32(p + 4) << 32; }

/* The bytes of the ELF64 section named prefix+name, or NULL. */
CUDACORE__PRIVATE const unsigned char *cudacore__elf_section(const unsigned char *b, size_t n, const char *prefix, const char *name, size_t *size) {
    size_t pl = strlen(prefix), nl = strlen(name);
    uint64_t shoff, stroff, strsize;
    uint32_t entsize, num, strndx, i;
    if (n < 64 || memcmp(b, "\177ELF", 4) != 0 || b[4] != 2 || b[5] != 1) return NULL; /* ELF64, little-endian */
    shoff = cudacore__le64(b + 0x28);
    entsize = cudacore__le16(b + 0x3a), num = cudacore__le16(b + 0x3c), strndx = cudacore__le16(b + 0x3e);
    if (entsize < 64 || shoff > n || num > (n - shoff) / entsize || strndx >= num) return NULL;
    stroff = cudacore__le64(b + shoff + (size_t)strndx * entsize + 0x18);
    strsize = cudacore__le64(b + shoff + (size_t)strndx * entsize + 0x20);
    if (stroff > n || strsize > n - stroff) return NULL;
    for (i = 0; i < num; i++) {
        const unsigned char *sh = b + shoff + (size_t)i * entsize;
        uint64_t at = cudacore__le32(sh), off = cudacore__le64(sh + 0x18), sz = cudacore__le64(sh + 0x20);
        const char *nm = (const char *)b + stroff + at;
        if (at >= strsize || strsize - at < pl + nl + 1 || memcmp(nm, prefix, pl) != 0 || memcmp(nm + pl, name, nl) != 0 || nm[pl + nl]) continue;
        if (off > n || sz > n - off) return NULL;
        *size = (size_t)sz;
        return b + off;
    }
    return NULL;
}

/* The parameter records of a .nv.info.<kernel> section. */
CUDACORE__PRIVATE int cudacore__nvinfo_params(const unsigned char *p, size_t n, size_t *offsets, size_t *sizes, size_t cap) {
    size_t at = 0, i, count = 0, max_ord = 0, filled = 0;
    for (i = 0; sizes && i < cap; i++) sizes[i] = 0;
    while (n - at >= 4) {
        const unsigned char *r = p + at;
        size_t len = r[0] == 4 ? 4 + (size_t)cudacore__le16(r + 2) : 4;
        if (r[0] < 1 || r[0] > 4 || len > n - at) return -1;
        at += len;
        if (r[0] == 4 && len == 16 && (r[1] == 0x17 || r[1] == 0x45)) {
            size_t ord = cudacore__le16(r + 8);
            size_t sz = r[1] == 0x17 ? cudacore__le32(r + 12) >> 18 : (cudacore__le32(r + 12) & 0xFFFFu);
            if (!sz) return -1;
            count++;
            if (ord > max_ord) max_ord = ord;
            if (ord < cap && sizes) {
                if (sizes[ord]) return -1; /* an ordinal twice */
                sizes[ord] = sz;
                filled++;
            }
            if (ord < cap && offsets) offsets[ord] = cudacore__le16(r + 10);
        }
    }
    if (at != n || (count && max_ord + 1 != count) || (sizes && filled != (count < cap ? count : cap))) return -1;
    return (int)count;
}

CUDACORE__PRIVATE int cudacore__cubin_params(const unsigned char *b, size_t n, const char *name, size_t *offsets, size_t *sizes, size_t cap) {
    size_t sn = 0;
    const unsigned char *sec = cudacore__elf_section(b, n, ".nv.info.", name, &sn);
    return sec ? cudacore__nvinfo_params(sec, sn, offsets, sizes, cap) : -1;
}

/* PTX: skips blanks, comments and quoted strings from i. */
CUDACORE__PRIVATE size_t cudacore__ptx_skip(const char *t, size_t n, size_t i) {
    while (i < n) {
        if (t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n') i++;
        else if (t[i] == '/' && i + 1 < n && t[i + 1] == '/') while (i < n && t[i] != '\n') i++;
        else if (t[i] == '/' && i + 1 < n && t[i + 1] == '*') {
            for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++) {}
            i += 2;
        } else if (t[i] == '"') {
            for (i++; i < n && t[i] != '"'; i++) {}
            i++;
        } else break;
    }
    return i < n ? i : n;
}
/* The length of the PTX token at i: a directive, identifier or number (at least 1). */
CUDACORE__PRIVATE size_t cudacore__ptx_token(const char *t, size_t n, size_t i) {
    size_t j = i;
    while (j < n && (t[j] == '.' || t[j] == '_' || t[j] == '$' || t[j] == '%' || (t[j] >= '0' && t[j] <= '9') || (t[j] >= 'a' && t[j] <= 'z') ||
                     (t[j] >= 'A' && t[j] <= 'Z')))
        j++;
    return j > i ? j - i : 1;
}
CUDACORE__PRIVATE int cudacore__tok_is(const char *t, size_t len, const char *s) { return strlen(s) == len && !memcmp(t, s, len); }
/* Bytes of a PTX parameter type (.u32, .b8, .f16x2, ...), 0 if it is not one. */
CUDACORE__PRIVATE size_t cudacore__ptx_type_size(const char *t, size_t len) {
    static const char *const types[] = {".b8",  ".u8",  ".s8",  ".b16", ".u16", ".s16", ".f16", ".bf16", ".b32",  ".u32",    ".s32",        ".f32",
                                        ".f16x2", ".bf16x2", ".b64", ".u64", ".s64", ".f64", ".b128", ".texref", ".samplerref", ".surfref"};
    static const unsigned char bytes[] = {1, 1, 1, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 8, 8, 8, 8, 16, 8, 8, 8};
    size_t i;
    for (i = 0; i < sizeof bytes; i++)
        if (cudacore__tok_is(t, len, types[i])) return bytes[i];
    return 0;
}
/* The decimal number at t[*i] (0 if none, or too large); *i moves past it. */
CUDACORE__PRIVATE size_t cudacore__ptx_number(const char *t, size_t n, size_t *i) {
    size_t v = 0;
    *i = cudacore__ptx_skip(t, n, *i);
    for (; *i < n && t[*i] >= '0' && t[*i] <= '9'; (*i)++)
        if ((v = v * 10 + (size_t)(t[*i] - '0')) > 0x100000) return 0;
    return v;
}
/* One `.param [.align A] .type [.ptr [.space] [.align B]] name[N]...` from
   *i, which moves to the ',' or ')' after it: its size (0: not a parameter)
   and alignment (A, else the type's). */
CUDACORE__PRIVATE size_t cudacore__ptx_param(const char *t, size_t n, size_t *i, size_t *align) {
    size_t size = 0, len;
    *align = 0;
    while ((*i = cudacore__ptx_skip(t, n, *i)) < n && t[*i] != ',' && t[*i] != ')') {
        len = cudacore__ptx_token(t, n, *i);
        if (!size && cudacore__tok_is(t + *i, len, ".align")) { /* after the type, .align is the pointee's */
            *i += len;
            if (!(*align = cudacore__ptx_number(t, n, i))) return 0;
            continue;
        }
        if (!size && t[*i] == '.' && !cudacore__tok_is(t + *i, len, ".param")) {
            if (!(size = cudacore__ptx_type_size(t + *i, len))) return 0;
            if (!*align) *align = size;
        } else if (t[*i] == '[') {
            size_t dim;
            *i += 1;
            if (!size || !(dim = cudacore__ptx_number(t, n, i)) || size > 0x100000 / dim) return 0;
            size *= dim;
            continue;
        }
        *i += len;
    }
    return *i < n ? size : 0;
}
/* The parameter list of `.entry name` in PTX text of n bytes. */
CUDACORE__PRIVATE int cudacore__ptx_params(const char *t, size_t n, const char *name, size_t *offsets, size_t *sizes, size_t cap) {
    size_t i = 0, len, nl = strlen(name), count = 0, end = 0;
    while ((i = cudacore__ptx_skip(t, n, i)) < n) { /* find `.entry name` */
        len = cudacore__ptx_token(t, n, i);
        i += len;
        if (!cudacore__tok_is(t + i - len, len, ".entry")) continue;
        i = cudacore__ptx_skip(t, n, i);
        if (i < n && cudacore__ptx_token(t, n, i) == nl && !memcmp(t + i, name, nl)) break;
    }
    if (i >= n) return -1;
    i = cudacore__ptx_skip(t, n, i + nl);
    if (i >= n || t[i] != '(') return 0; /* no parameter list */
    if ((i = cudacore__ptx_skip(t, n, i + 1)) < n && t[i] == ')') return 0;
    for (;;) {
        size_t align, size = cudacore__ptx_param(t, n, &i, &align);
        if (!size || (align & (align - 1)) || count > 0xFFFF) return -1;
        end = (end + align - 1) & ~(align - 1);
        if (count < cap && offsets) offsets[count] = end;
        if (count < cap && sizes) sizes[count] = size;
        end += size;
        count++;
        if (t[i++] == ')') return (int)count;
    }
}

/* The code in a fatbin that a device of compute capability `arch` (major *
   10 + minor; 0: any) runs, when it is stored uncompressed: its bytes, size
   and whether it is PTX. Entry headers: u16 kind (1 PTX, 2 ELF), u16, u32
   header size, u64 code size, u32 compressed size, ..., u32 arch at 0x1c,
   u64 flags at 0x28 (0x2000, 0x8000: compressed); a PTX entry's ISA version
   is u16 minor at 0x18, u16 major at 0x1a. cudacore__fatbin_entry finds the
   entry's header (compressed or not). */
CUDACORE__PRIVATE const unsigned char *cudacore__fatbin_entry(const unsigned char *b, size_t n, int arch) {
    const unsigned char *best = NULL;
    int best_score = 0;
    size_t at, end;
    if (n < 16 || cudacore__le32(b) != 0xBA55ED50u) return NULL;
    at = cudacore__le16(b + 6);
    end = (size_t)cudacore__le64(b + 8);
    if (at > n || end > n - at) return NULL;
    for (end += at; end - at >= 64;) {
        const unsigned char *e = b + at;
        uint32_t kind = cudacore__le16(e), hs = cudacore__le32(e + 4);
        uint64_t sz = cudacore__le64(e + 8);
        int a = (int)cudacore__le32(e + 0x1c), score = 0;
        if (hs < 64 || hs > end - at || sz > end - at - hs) return NULL;
        if (kind == 2 && (!arch || a == arch)) score = 3000;
        else if (kind == 2 && a / 10 == arch / 10 && a < arch) score = 2000 + a;
        else if (kind == 1 && (!arch || a <= arch)) score = 1000 + a;
        if (score > best_score) best_score = score, best = e;
        at += hs + (size_t)sz;
    }
    return best;
}
CUDACORE__PRIVATE int cudacore__fatbin_compressed(const unsigned char *e) { return (cudacore__le64(e + 0x28) & 0xA000u) || cudacore__le32(e + 0x10); }
CUDACORE__PRIVATE const unsigned char *cudacore__fatbin_pick(const unsigned char *b, size_t n, int arch, size_t *size, int *ptx) {
    const unsigned char *best = cudacore__fatbin_entry(b, n, arch);
    if (!best || cudacore__fatbin_compressed(best)) return NULL;
    *ptx = cudacore__le16(best) == 1;
    *size = (size_t)cudacore__le64(best + 8);
    return best + cudacore__le32(best + 4);
}

/* The parameter table of kernel `name` (a mangled name) in code of `type`;
   arch picks a fatbin's entry. */
CUDACORE__PRIVATE int cudacore__code_params(cudacore_code_type type, const void *data, size_t size, const char *name, int arch, size_t *offsets,
                                            size_t *sizes, size_t cap) {
    const unsigned char *b = (const unsigned char *)data;
    int ptx = type == CUDACORE_CODE_PTX;
    if (size >= 16 && cudacore__le32(b) == 0xBA55ED50u && !(b = cudacore__fatbin_pick(b, size, arch, &size, &ptx))) return -1;
    if (ptx) {
        const char *nul = (const char *)memchr(b, 0, size);
        return cudacore__ptx_params((const char *)b, nul ? (size_t)(nul - (const char *)b) : size, name, offsets, sizes, cap);
    }
    return cudacore__cubin_params(b, size, name, offsets, sizes, cap);
}

/*--- versions: what code needs of the driver or linker that takes it ---
   A driver JIT-compiles PTX, and nvJitLink or the driver's linker assembles
   it, of every ISA version up to its own CUDA release's: newer PTX fails
   there (CUDA_ERROR_UNSUPPORTED_PTX_VERSION; with lazy loading not before
   the first kernel lookup). PTX says its ISA version in its `.version`
   line, a fatbin in its PTX entry's header (also when the entry is
   compressed), and NVRTC's and nvcc's PTX name their compiler in a comment
   ("Cuda compilation tools, release 13.5"). LTO-IR says neither in a
   documented form: its compiler is known where cudacore compiled it (the
   image's producer). nvJitLink links LTO-IR of its own major version, made
   by a compiler no newer than itself. */

/* Each PTX ISA version (major * 100 + minor) with the first CUDA release
   that takes it, from the PTX ISA release history (9.2, 9.3 and 9.5 as
   NVRTC 13.2, 13.3 and 13.5 write them; CUDA 12.6 kept 8.5, and 8.6 came
   with 12.7, which was never released: 12.8 is the first to take it). */
static const int cudacore__ptx_isa_releases[][2] = {
    {700, 11000}, {701, 11010}, {702, 11020}, {703, 11030}, {704, 11040}, {705, 11050}, {706, 11060}, {707, 11070},
    {708, 11080}, {800, 12000}, {801, 12010}, {802, 12020}, {803, 12030}, {804, 12040}, {805, 12050}, {806, 12080},
    {807, 12080}, {808, 12090}, {900, 13000}, {901, 13010}, {902, 13020}, {903, 13030}, {904, 13040}, {905, 13050}};
#define CUDACORE__PTX_ISAS (sizeof cudacore__ptx_isa_releases / sizeof cudacore__ptx_isa_releases[0])

/* The first CUDA release that takes PTX ISA `isa`: 0 when it is older than
   the table (every driver cudacore runs on takes it), -1 when it is newer
   (the table does not know it yet). */
CUDACORE__PRIVATE int cudacore__isa_release(int isa) {
    size_t i;
    if (isa < cudacore__ptx_isa_releases[0][0]) return 0;
    for (i = 0; i < CUDACORE__PTX_ISAS; i++)
        if (cudacore__ptx_isa_releases[i][0] >= isa) return cudacore__ptx_isa_releases[i][1];
    return -1;
}
/* The newest PTX ISA that software of CUDA release `cuda` takes; -1 outside
   the table (a release newer than it may take more: only it can tell). */
CUDACORE__PRIVATE int cudacore__release_isa(int cuda) {
    size_t i;
    int isa = -1;
    if (cuda > cudacore__ptx_isa_releases[CUDACORE__PTX_ISAS - 1][1]) return -1;
    for (i = 0; i < CUDACORE__PTX_ISAS && cudacore__ptx_isa_releases[i][1] <= cuda; i++) isa = cudacore__ptx_isa_releases[i][0];
    return isa;
}

/* What is known of PTX on its way to a driver or linker. */
typedef struct cudacore__ptx_info {
    int isa;      /* its ISA version, major * 100 + minor; 0: not known (or no PTX) */
    int producer; /* its compiler's CUDA release (13050: 13.5); 0: not known */
    int nvrtc;    /* 1: that compiler is the NVRTC cudacore compiled it with; 0: its comment says */
    int arch;     /* a fatbin's entry: the compute capability it is for (80); 0: plain PTX */
    int ptx;      /* 1: the code is PTX (plain, or the fatbin's entry); 0: it is not, or that is not known */
} cudacore__ptx_info;

/* "X.Y" at t[i] as X * 100 + Y; 0 when it is not one. */
CUDACORE__PRIVATE int cudacore__dotted(const char *t, size_t n, size_t i) {
    size_t major = cudacore__ptx_number(t, n, &i), minor;
    if (!major || major > 99 || i + 1 >= n || t[i] != '.' || t[i + 1] < '0' || t[i + 1] > '9') return 0;
    i++;
    minor = cudacore__ptx_number(t, n, &i);
    return minor < 100 ? (int)(major * 100 + minor) : 0;
}
/* The ISA version (`.version X.Y`, the first directive) and the compiler
   (its comment, before that) of PTX text of n bytes. */
CUDACORE__PRIVATE void cudacore__ptx_text_info(const char *t, size_t n, cudacore__ptx_info *pi) {
    static const char tools[] = "Cuda compilation tools, release ";
    size_t i = cudacore__ptx_skip(t, n, 0);
    const char *c = cudacore__find(t, i, tools);
    if (!pi->isa && i < n && cudacore__tok_is(t + i, cudacore__ptx_token(t, n, i), ".version")) pi->isa = cudacore__dotted(t, n, i + 8);
    if (c && !pi->producer) {
        int v = cudacore__dotted(t, i, (size_t)(c - t) + sizeof tools - 1);
        pi->producer = v / 100 * 1000 + v % 100 * 10;
    }
}
/* The PTX that a device of compute capability `arch` gets from code of
   `type`: plain PTX, or the entry of a fatbin it runs, if that is PTX. */
CUDACORE__PRIVATE void cudacore__code_ptx(cudacore_code_type type, const void *data, size_t size, int arch, cudacore__ptx_info *pi) {
    const unsigned char *e;
    if (size >= 16 && cudacore__le32((const unsigned char *)data) == 0xBA55ED50u) {
        if (!(e = cudacore__fatbin_entry((const unsigned char *)data, size, arch)) || cudacore__le16(e) != 1) return;
        pi->ptx = 1;
        pi->isa = (int)cudacore__le16(e + 0x1a) * 100 + (int)cudacore__le16(e + 0x18);
        pi->arch = (int)cudacore__le32(e + 0x1c);
        if (!cudacore__fatbin_compressed(e)) cudacore__ptx_text_info((const char *)e + cudacore__le32(e + 4), (size_t)cudacore__le64(e + 8), pi);
    } else if (type == CUDACORE_CODE_PTX) {
        pi->ptx = 1;
        cudacore__ptx_text_info((const char *)data, size, pi);
    }
}
/* Whether software of CUDA release `have` surely cannot take PTX pi: its
   ISA is newer than the table says that release takes. */
CUDACORE__PRIVATE int cudacore__ptx_too_new(const cudacore__ptx_info *pi, int have) {
    int max = cudacore__release_isa(have);
    return pi->isa > 0 && max >= 0 && pi->isa > max;
}

/* Who takes code: a driver loading it, nvJitLink, or a driver's linker. */
enum { CUDACORE__TAKER_DRIVER, CUDACORE__TAKER_NVJITLINK, CUDACORE__TAKER_CULINK };

/* "its PTX (ISA 9.5, from NVRTC 13.5)", "its fatbin's PTX for compute_80
   (ISA 9.5)", "its code (from NVRTC 13.5)": what is known of code pi. */
CUDACORE__PRIVATE void cudacore__ptx_what(const cudacore__ptx_info *pi, char *out, size_t cap) {
    char isa[32] = "", from[64] = "";
    int n;
    if (pi->isa) snprintf(isa, sizeof isa, "ISA %d.%d", pi->isa / 100, pi->isa % 100);
    if (pi->producer)
        snprintf(from, sizeof from, pi->nvrtc ? "from NVRTC %d.%d" : "from the CUDA %d.%d compiler", pi->producer / 1000, pi->producer % 1000 / 10);
    n = pi->arch ? snprintf(out, cap, "its fatbin's PTX for compute_%d", pi->arch) : snprintf(out, cap, pi->ptx ? "its PTX" : "its code");
    if ((isa[0] || from[0]) && n > 0 && (size_t)n < cap) snprintf(out + n, cap - (size_t)n, " (%s%s%s)", isa, isa[0] && from[0] ? ", " : "", from);
}
/* snprintf, for messages that may be cut at cap. */
CUDACORE__PRIVATE void cudacore__message(char *out, size_t cap, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, cap, fmt, ap);
    va_end(ap);
}
/* "13.5" for v 13050. */
CUDACORE__PRIVATE void cudacore__release_text(int v, char *out, size_t cap) { snprintf(out, cap, "%d.%d", v / 1000, v % 1000 / 10); }
/* Writes why PTX pi of `code` ("object code 'k.cu'") is more than what takes
   it, of CUDA release `have`, can take, and the fix: "object code 'k.cu':
   its PTX (ISA 9.5, from NVRTC 13.5) needs a driver for CUDA 13.5 or newer;
   this driver supports CUDA 13.0: compile to CUBIN ..." */
CUDACORE__PRIVATE void cudacore__ptx_mismatch_text(char *out, size_t cap, const char *code, const cudacore__ptx_info *pi, int taker, int have) {
    static const char *const fixes[] = {"compile to CUBIN (the default target), or update the driver",
                                        "load a newer nvJitLink (cudacore_desc.nvjitlink_path, CUDACORE_NVJITLINK_PATH), or compile to CUBIN",
                                        "link it with nvJitLink (CUDACORE_LINKER_NVJITLINK), or update the driver"};
    char what[160], need[96], has[320], v_text[32], have_text[32];
    int v = pi->isa ? cudacore__isa_release(pi->isa) : -1;
    if (v < 0) v = pi->producer;
    if (v <= have) v = 0; /* not known, or the table thinks `have` is enough where the taker said no */
    cudacore__ptx_what(pi, what, sizeof what);
    cudacore__release_text(v, v_text, sizeof v_text);
    cudacore__release_text(have, have_text, sizeof have_text);
    if (taker == CUDACORE__TAKER_NVJITLINK) {
        if (v) snprintf(need, sizeof need, "nvJitLink %s or newer", v_text);
        else snprintf(need, sizeof need, "a newer nvJitLink");
        snprintf(has, sizeof has, "the loaded nvJitLink is %s (%.200s)", have_text, cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].path);
    } else {
        if (v) snprintf(need, sizeof need, "a driver for CUDA %s or newer", v_text);
        else snprintf(need, sizeof need, "a newer driver");
        snprintf(has, sizeof has, "%s supports CUDA %s", taker == CUDACORE__TAKER_CULINK ? "the driver linker (cuLink) of this driver" : "this driver",
                 have_text);
    }
    cudacore__message(out, cap, "%s: %s needs %s; %s: %s", code, what, need, has, fixes[taker]);
}
/* Records the mismatch cudacore__ptx_mismatch_text describes. */
CUDACORE__COLD cudacore_result cudacore__ptx_mismatch(const char *code, const cudacore__ptx_info *pi, int taker, int have, const char *call) {
    char msg[512];
    cudacore__ptx_mismatch_text(msg, sizeof msg, code, pi, taker, have);
    return CUDACORE__FAIL(CUDACORE_ERROR_VERSION_MISMATCH, call, "%s", msg);
}

/* The PTX a code image gives the current device (see cudacore__code_ptx). */
CUDACORE__PRIVATE void cudacore__image_ptx(const cudacore__image *img, cudacore__ptx_info *pi) {
    int dev = 0, arch = 0;
    memset(pi, 0, sizeof *pi);
    pi->producer = img->producer;
    pi->nvrtc = img->producer != 0;
    if (img->size >= 16 && cudacore__le32((const unsigned char *)img->data) == 0xBA55ED50u && cudacore__current_device(&dev, "") == CUDACORE_SUCCESS)
        arch = cudacore__attr(dev, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10 +
               cudacore__attr(dev, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
    cudacore__code_ptx(img->type, img->data, img->size, arch, pi);
}
CUDACORE__PRIVATE void cudacore__image_code(const cudacore__image *img, char *out, size_t cap) {
    if (img->name[0]) snprintf(out, cap, "object code '%s'", img->name);
    else snprintf(out, cap, "object code");
}
/* Before img goes to the driver: PTX newer than the driver takes is refused
   here, the driver never called. */
CUDACORE__PRIVATE cudacore_result cudacore__image_check(const cudacore__image *img, const char *call) {
    cudacore__ptx_info pi;
    char code[96];
    cudacore__image_ptx(img, &pi);
    if (!cudacore__ptx_too_new(&pi, cudacore__g.driver_version)) return CUDACORE_SUCCESS;
    cudacore__image_code(img, code, sizeof code);
    return cudacore__ptx_mismatch(code, &pi, CUDACORE__TAKER_DRIVER, cudacore__g.driver_version, call);
}
/* After a driver call on img failed (recorded): CUDA_ERROR_UNSUPPORTED_PTX_VERSION
   becomes the mismatch it is, the driver's code kept in the record and its
   message in the detail. Returns the recorded result. */
CUDACORE__COLD cudacore_result cudacore__image_failed(const cudacore__image *img, const char *call) {
    const cudacore_error_info *e = cudacore_last_error();
    char driver[512], name[64], str[256], code[96];
    cudacore__ptx_info pi;
    if (e->library != CUDACORE_LIBRARY_CUDA || e->native_code != 222) return e->result;
    cudacore__copy(driver, sizeof driver, e->message);
    cudacore__copy(name, sizeof name, e->native_name);
    cudacore__copy(str, sizeof str, e->native_string);
    cudacore__image_ptx(img, &pi);
    cudacore__image_code(img, code, sizeof code);
    cudacore__ptx_mismatch(code, &pi, CUDACORE__TAKER_DRIVER, cudacore__g.driver_version, call);
    cudacore__set_native(CUDACORE_LIBRARY_CUDA, 222, name, str);
    cudacore__append_detail("the driver answered: %s\n", driver);
    return CUDACORE_ERROR_VERSION_MISMATCH;
}

/* A PTX compile whose PTX this process's driver cannot load: said once per
   process, as a warning through the logger (the PTX may be meant for
   another machine). Only a driver already loaded is asked: never loaded
   for this (a compile needs no driver). */
static uint64_t cudacore__ptx_warned;
CUDACORE__PRIVATE void cudacore__ptx_compile_note(cudacore_object_code oc, const char *program) {
    const cudacore__object_code_obj *o =
        (const cudacore__object_code_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id);
    cudacore__ptx_info pi;
    char code[256], msg[512];
    int have;
    if (!o || cudacore__load32(&cudacore__g.libs[CUDACORE_LIBRARY_CUDA].state) != 1) return;
    have = cudacore__g.driver_version; /* (set before the state says loaded) */
    memset(&pi, 0, sizeof pi);
    pi.producer = o->img->producer;
    pi.nvrtc = pi.producer != 0;
    cudacore__code_ptx(CUDACORE_CODE_PTX, o->img->data, o->img->size, 0, &pi);
    if (!cudacore__ptx_too_new(&pi, have) || !cudacore__cas64(&cudacore__ptx_warned, 0, 1)) return;
    snprintf(code, sizeof code, "program '%.100s' compiled to PTX, which this process's driver cannot load", program);
    cudacore__ptx_mismatch_text(msg, sizeof msg, code, &pi, CUDACORE__TAKER_DRIVER, have);
    cudacore__log(CUDACORE_LOG_WARN, CUDACORE_ERROR_VERSION_MISMATCH, msg, __LINE__);
}

/*--- object code handles: loading, data, names ---*/
/* The type of code bytes: `type` checked against them, or guessed when it is
   DEFAULT (ELF -> CUBIN, fatbin magic -> FATBIN, LTO-IR magic -> LTOIR, text
   -> PTX). DEFAULT with the error recorded when the bytes cannot be that (or
   anything loadable): empty, CUBIN/FATBIN without an ELF or fatbin header,
   PTX with a NUL byte before its end. */
CUDACORE__PRIVATE cudacore_code_type cudacore__code_type_check(cudacore_code_type type, const void *data, size_t size, const char *call) {
    const unsigned char *b = (const unsigned char *)data;
    const unsigned char *nul = size ? (const unsigned char *)memchr(b, 0, size) : NULL;
    int elf = size >= 64 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F';
    int fatbin = size >= 16 && b[0] == 0x50 && b[1] == 0xed && b[2] == 0x55 && b[3] == 0xba;
    int ltoir = size >= 16 && b[0] == 0xed && b[1] == 0x43 && b[2] == 0x4e && b[3] == 0x7f;
    int text = !nul || (size_t)(nul - b) == size - 1;
    if (!size) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the code is empty");
        return CUDACORE_CODE_DEFAULT;
    }
    if (type == CUDACORE_CODE_DEFAULT) {
        type = elf ? CUDACORE_CODE_CUBIN : fatbin ? CUDACORE_CODE_FATBIN : ltoir ? CUDACORE_CODE_LTOIR : text ? CUDACORE_CODE_PTX : CUDACORE_CODE_DEFAULT;
        if (type == CUDACORE_CODE_DEFAULT)
            CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                           "cannot tell what the %lu bytes are: not an ELF image (CUBIN), a fatbin, LTO-IR or PTX text; set the type",
                           (unsigned long)size);
        return type;
    }
    if ((type == CUDACORE_CODE_CUBIN || type == CUDACORE_CODE_FATBIN) && !elf && !fatbin) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the %lu bytes given as %s are neither an ELF image nor a fatbin", (unsigned long)size,
                       type == CUDACORE_CODE_CUBIN ? "CUBIN" : "FATBIN");
        return CUDACORE_CODE_DEFAULT;
    }
    if (type == CUDACORE_CODE_PTX && !text) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "PTX is text, but the %lu bytes hold a NUL byte at offset %lu", (unsigned long)size,
                       (unsigned long)(nul - b));
        return CUDACORE_CODE_DEFAULT;
    }
    return type;
}

CUDACORE_API cudacore_result cudacore_object_code_load(const cudacore_object_code_desc *desc, cudacore_object_code *out) {
    static const char call[] = "cudacore_object_code_load";
    cudacore__image *img;
    void *data = NULL;
    size_t size = 0;
    cudacore_code_type type;
    if (out) out->id = 0;
    if (!desc || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc and out must not be NULL");
    if (!desc->data == !desc->path) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "give exactly one of desc.data and desc.path");
    if ((unsigned)desc->type > CUDACORE_CODE_LIBRARY) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown code type %d", (int)desc->type);
    cudacore__ensure_setup();
    if (desc->path) {
        if (!cudacore__read_file(desc->path, &data, &size)) return CUDACORE__FAIL(CUDACORE_ERROR_IO, call, "cannot read '%s'", desc->path);
    } else {
        data = (void *)desc->data;
        size = desc->size ? desc->size : strlen((const char *)desc->data);
    }
    type = cudacore__code_type_check(desc->type, data, size, call);
    if (type == CUDACORE_CODE_DEFAULT) {
        if (desc->path) cudacore__free(data);
        return cudacore_last_error()->result;
    }
    img = cudacore__image_new(type, data, size, desc->name ? desc->name : desc->path, 0, call);
    if (desc->path) cudacore__free(data);
    if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    return cudacore__object_code_wrap(img, out, call);
}

CUDACORE_API cudacore_result cudacore_object_code_destroy(cudacore_object_code oc) {
    return cudacore__object_destroy(&cudacore__object_code_life, oc.id, "cudacore_object_code_destroy");
}

CUDACORE_API cudacore_result cudacore_object_code_data(cudacore_object_code oc, const void **data, size_t *size, cudacore_code_type *type) {
    if (data) *data = NULL;
    if (size) *size = 0;
    if (type) *type = CUDACORE_CODE_DEFAULT;
    {
        cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, "cudacore_object_code_data");
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if (data) *data = o->img->data;
        if (size) *size = o->img->size;
        if (type) *type = o->img->type;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_save(cudacore_object_code oc, const char *path) {
    cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, "cudacore_object_code_save");
    if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!path) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_object_code_save", "path is NULL");
    if (!cudacore__write_file(path, o->img->data, o->img->size))
        return CUDACORE__FAIL(CUDACORE_ERROR_IO, "cudacore_object_code_save", "cannot write '%s'", path);
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE const char *cudacore__lowered(const cudacore__image *img, const char *name) {
    size_t i;
    for (i = 0; i < img->num_names; i++)
        if (!strcmp(img->exprs[i], name)) return img->lowered[i];
    return NULL;
}

CUDACORE_API cudacore_result cudacore_object_code_lowered_name(cudacore_object_code oc, const char *expr, const char **lowered) {
    static const char call[] = "cudacore_object_code_lowered_name";
    if (lowered) *lowered = NULL;
    if (!expr || !lowered) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name_expression and lowered must not be NULL");
    {
        cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        *lowered = cudacore__lowered(o->img, expr);
        if (!*lowered) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "'%s' was not one of the program's name expressions", expr);
    }
    return CUDACORE_SUCCESS;
}

/* Loads the image into the driver once (thread-safe). Needs a device. */
CUDACORE__PRIVATE cudacore_result cudacore__image_load(cudacore__image *img, const char *call) {
    cudacore_result r = CUDACORE_SUCCESS;
    int dev;
    if (cudacore__load32(&img->loaded)) return CUDACORE_SUCCESS;
    if (img->type != CUDACORE_CODE_CUBIN && img->type != CUDACORE_CODE_PTX && img->type != CUDACORE_CODE_FATBIN)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "LTO-IR, object and library code can only be linked, not loaded: link it first");
    r = cudacore__current_device(&dev, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__image_check(img, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__lock(&img->load_lock);
    if (!img->loaded) {
        int rg = cudacore__nvtx_range_begin("load object code %s", img->name);
        if (cudacore__g.driver_version >= 12000)
            r = CUDACORE__CU_CALL(cuLibraryLoadData, (&img->lib, img->data, NULL, NULL, 0, NULL, NULL, 0));
        else
            r = CUDACORE__CU_CALL(cuModuleLoadDataEx, (&img->mod, img->data, 0, NULL, NULL));
        cudacore__nvtx_range_end(rg);
        if (r == CUDACORE_SUCCESS) cudacore__store32(&img->loaded, 1);
    }
    cudacore__unlock(&img->load_lock);
    return r == CUDACORE_SUCCESS ? r : cudacore__image_failed(img, call);
}

/*--- kernels ---*/
typedef struct cudacore__kernel_obj {
    cudacore_CUfunction func;    /* what cuLaunchKernelEx takes (a CUkernel cast, or a module function) */
    cudacore_CUfunction ctx_func;/* the same kernel as a function of ctx: launching it there skips the
                                    driver's per-launch CUkernel resolution (~0.03 us) */
    cudacore_CUcontext ctx;      /* the context it was got in (the thread's current one) */
    cudacore_CUkernel kernel;    /* NULL on the module fallback */
    cudacore__image *img;
    char *name;
    int num_params;              /* -1: unknown, or not kept (argument check off) */
    size_t *param_offsets, *param_sizes;
    int device;                  /* device the limits below are of */
    int max_threads, max_block[3], max_grid[3], smem_optin, coop, cluster, sm_count;
    uint32_t dyn_smem_max;       /* MAX_DYNAMIC_SHARED_SIZE_BYTES as last read (0: not yet; UINT32_MAX: unknown, not checked) */
} cudacore__kernel_obj;
CUDACORE__FITS_SLOT(cudacore__kernel_obj);

/* Its life (cudacore__life): a kernel holds its name, its parameter table
   and a reference to its image (so its code outlives the object code's
   handle). */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_end(void *o, const char *call) {
    cudacore__kernel_obj *k = (cudacore__kernel_obj *)o;
    (void)call;
    cudacore__free(k->name);
    cudacore__free(k->param_offsets);
    cudacore__free(k->param_sizes);
    cudacore__image_release(k->img);
    return CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__kernel_life = {CUDACORE_OBJECT_KERNEL, NULL, NULL, cudacore__kernel_end, 0, NULL,
                                                     offsetof(cudacore__kernel_obj, kernel), sizeof(cudacore_CUkernel)};

/* Whether launches check their arguments (see cudacore_launch). */
#ifdef CUDACORE_DEBUG
#define CUDACORE__CHECK_ARGS() (!cudacore__g.desc.disable_validation || cudacore__g.desc.check_kernel_args)
#else
#define CUDACORE__CHECK_ARGS() (cudacore__g.desc.check_kernel_args)
#endif

/* A kernel whose code has no parameter table (a compressed fatbin entry):
   cuKernelGetParamInfo up to the first index it refuses with
   CUDA_ERROR_INVALID_VALUE -- the one driver error cudacore provokes, and
   only here. -1 when the driver cannot tell. */
CUDACORE__PRIVATE int cudacore__kernel_params_probe(cudacore_CUkernel kern, size_t *offsets, size_t *sizes, size_t cap) {
    cudacore_CUresult pr = (cudacore_CUresult)0;
    size_t i, off = 0, sz = 0;
    for (i = 0; i < 65536; i++) {
        if ((pr = CUDACORE__CU(cuKernelGetParamInfo)(kern, i, &off, &sz)) != 0) break;
        if (i < cap && offsets) offsets[i] = off;
        if (i < cap && sizes) sizes[i] = sz;
    }
    if ((int)pr == 500) cudacore_clear_error(); /* what a missing function's stub recorded */
    return (int)pr == 1 ? (int)i : -1;
}

/* k's parameter count (-1: unknown) and its first `cap` offsets and sizes:
   the count from k's code image, offsets and sizes from cuKernelGetParamInfo
   (driver 12.4+, never past the count) or else from the image. */
CUDACORE__PRIVATE int cudacore__kernel_params_read(const cudacore__kernel_obj *k, size_t *offsets, size_t *sizes, size_t cap) {
    const cudacore__image *img = k->img;
    int by_driver = k->kernel && cudacore__g.driver_version >= 12040;
    int fatbin = img->size >= 16 && cudacore__le32((const unsigned char *)img->data) == 0xBA55ED50u; /* the entry to read is the device's */
    int arch = fatbin ? cudacore__attr(k->device, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10 +
                            cudacore__attr(k->device, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
                      : 0;
    int n = cudacore__code_params(img->type, img->data, img->size, k->name, arch, offsets, sizes, cap);
    size_t i, off = 0, sz = 0;
    if (n < 0) return by_driver ? cudacore__kernel_params_probe(k->kernel, offsets, sizes, cap) : -1;
    for (i = 0; by_driver && i < (size_t)n && i < cap; i++) {
        cudacore_CUresult pr = CUDACORE__CU(cuKernelGetParamInfo)(k->kernel, i, &off, &sz);
        if ((int)pr != 0) { /* (a driver without it: the image's values stay) */
            if ((int)pr == 500) cudacore_clear_error();
            break;
        }
        if (offsets) offsets[i] = off;
        if (sizes) sizes[i] = sz;
    }
    return n;
}

/* Keeps k's parameter info for the argument check (num_params -1: unknown). */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_keep_params(cudacore__kernel_obj *k, const char *call) {
    size_t offs[64], sizes[64];
    int n = cudacore__kernel_params_read(k, offs, sizes, 64);
    if (n > 0) {
        k->param_offsets = (size_t *)cudacore__calloc((size_t)n * sizeof(size_t), call);
        k->param_sizes = (size_t *)cudacore__calloc((size_t)n * sizeof(size_t), call);
        if (!k->param_offsets || !k->param_sizes) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (n <= 64) {
            memcpy(k->param_offsets, offs, (size_t)n * sizeof(size_t));
            memcpy(k->param_sizes, sizes, (size_t)n * sizeof(size_t));
        } else if (cudacore__kernel_params_read(k, k->param_offsets, k->param_sizes, (size_t)n) != n) n = -1;
    }
    k->num_params = n;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__kernel_make(cudacore__image *img, cudacore_CUkernel kern, cudacore_CUfunction fn, const char *name,
                                                        cudacore_kernel *out, const char *call) {
    cudacore__kernel_obj *k;
    uint64_t id;
    int dev = 0, i;
    cudacore_result r = cudacore__current_device(&dev, call);
    if (r != CUDACORE_SUCCESS) return r;
    k = (cudacore__kernel_obj *)cudacore__object_reserve(&cudacore__kernel_life, &id, call);
    if (!k) return cudacore__recorded();
    k->kernel = kern;
    k->func = kern ? (cudacore_CUfunction)(void *)kern : fn;
    k->img = img;
    cudacore__image_retain(img); /* (the end releases it) */
    k->name = cudacore__strdup(name, call);
    if (!k->name) {
        r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    /* Parameter info serves the argument check, device limits the debug
       validation layer: builds without them skip these driver queries, so
       that loading code costs what the raw driver does. */
    k->num_params = -1;
    k->device = dev;
    k->ctx = cudacore__cur.ctx;
    k->ctx_func = k->func;
    if (kern && (int)CUDACORE__CU(cuKernelGetFunction)(&k->ctx_func, kern) != 0) k->ctx_func = NULL; /* then launches use the CUkernel */
    if (CUDACORE__CHECK_ARGS() && (r = cudacore__kernel_keep_params(k, call)) != CUDACORE_SUCCESS) goto done;
#ifdef CUDACORE_DEBUG
    k->max_threads = cudacore__attr(dev, 1);
    for (i = 0; i < 3; i++) {
        k->max_block[i] = cudacore__attr(dev, 2 + i);
        k->max_grid[i] = cudacore__attr(dev, 5 + i);
    }
    k->smem_optin = cudacore__attr(dev, 97);
    k->coop = cudacore__attr(dev, 95);
    k->cluster = cudacore__attr(dev, 120);
    k->sm_count = cudacore__attr(dev, 16);
#else
    (void)i;
#endif
done:
    if (r != CUDACORE_SUCCESS) cudacore__kernel_end(k, call);
    return cudacore__object_publish(&cudacore__kernel_life, k, id, r, &out->id);
}

/* The live kernel whose function is f (what a kernel graph node holds: the
   kernel's function in the graph's context), or NULL. Not a hot path: it
   serves the argument check of cudacore_graph_exec_set_kernel_args. */
CUDACORE__PRIVATE const cudacore__kernel_obj *cudacore__kernel_by_function(cudacore_CUfunction f) {
    cudacore__pool *p = &cudacore__g.pools[CUDACORE_OBJECT_KERNEL];
    uint32_t i, used;
    cudacore__lock(&p->lock);
    used = p->used;
    cudacore__unlock(&p->lock);
    for (i = 0; f && i < used; i++) {
        cudacore__slot *s = cudacore__pool_slot(p, i);
        const cudacore__kernel_obj *k = s && cudacore__load64(&s->id) ? (const cudacore__kernel_obj *)(s + 1) : NULL;
        if (k && (k->ctx_func == f || k->func == f)) return k;
    }
    return NULL;
}

CUDACORE__PRIVATE cudacore_result cudacore__get_kernel(cudacore_object_code oc, const char *name, cudacore_kernel *out) {
    static const char call[] = "cudacore_object_code_get_kernel";
    const char *sym;
    cudacore_CUkernel kern = NULL;
    cudacore_CUfunction fn = NULL;
    cudacore_result r;
    if (out) out->id = 0;
    if (!name || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name and out must not be NULL");
    {
        cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        r = cudacore__image_load(o->img, call);
        if (r != CUDACORE_SUCCESS) return r;
        sym = cudacore__lowered(o->img, name);
        if (!sym) sym = name;
        if (o->img->lib) r = CUDACORE__CU_CALL(cuLibraryGetKernel, (&kern, o->img->lib, sym));
        else r = CUDACORE__CU_CALL(cuModuleGetFunction, (&fn, o->img->mod, sym));
        if (r != CUDACORE_SUCCESS && (r = cudacore__image_failed(o->img, call)) != CUDACORE_ERROR_VERSION_MISMATCH)
            cudacore__append_detail("kernel '%s' (symbol '%s') is not in object code '%s'\n", name, sym, o->img->name);
        if (r != CUDACORE_SUCCESS) return r;
        return cudacore__kernel_make(o->img, kern, fn, sym, out, call);
    }
}

CUDACORE_API cudacore_result cudacore_object_code_get_kernel(cudacore_object_code oc, const char *name, cudacore_kernel *out) {
    int rg = cudacore__nvtx_range_begin("cudacore_object_code_get_kernel %s", name ? name : "(NULL)");
    cudacore_result r = cudacore__get_kernel(oc, name, out);
    cudacore__nvtx_range_end(rg);
    return r;
}

CUDACORE_API cudacore_result cudacore_object_code_kernel_count(cudacore_object_code oc, unsigned *count) {
    static const char call[] = "cudacore_object_code_kernel_count";
    cudacore_result r;
    if (count) *count = 0;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    {
        cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__image_load(o->img, call)) != CUDACORE_SUCCESS) return r;
        if (!o->img->lib) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "kernel enumeration needs a 12.0+ driver");
        if (CUDACORE__CU_CALL(cuLibraryGetKernelCount, (count, o->img->lib)) != CUDACORE_SUCCESS) return cudacore__image_failed(o->img, call);
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_object_code_kernel_at(cudacore_object_code oc, unsigned index, cudacore_kernel *out) {
    static const char call[] = "cudacore_object_code_kernel_at";
    unsigned count = 0;
    cudacore_CUkernel stack[64], *all = stack;
    const char *kname = NULL;
    cudacore_result r;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if ((r = cudacore_object_code_kernel_count(oc, &count)) != CUDACORE_SUCCESS) return r;
    if (index >= count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "index %u is past the %u kernels", index, count);
    {
        cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if (count > 64 && !(all = (cudacore_CUkernel *)cudacore__calloc(count * sizeof *all, call))) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        r = CUDACORE__CU_CALL(cuLibraryEnumerateKernels, (all, count, o->img->lib));
        if (r == CUDACORE_SUCCESS) r = CUDACORE__CU_CALL(cuKernelGetName, (&kname, all[index]));
        if (r != CUDACORE_SUCCESS) r = cudacore__image_failed(o->img, call);
        else r = cudacore__kernel_make(o->img, all[index], NULL, kname ? kname : "", out, call);
        if (all != stack) cudacore__free(all);
    }
    return r;
}

CUDACORE_API cudacore_result cudacore_object_code_get_global(cudacore_object_code oc, const char *name, cudacore_CUdeviceptr *ptr, size_t *size) {
    static const char call[] = "cudacore_object_code_get_global";
    cudacore_CUdeviceptr p = 0;
    size_t n = 0;
    cudacore_result r;
    if (ptr) *ptr = 0;
    if (size) *size = 0;
    if (!name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name is NULL");
    {
        cudacore__object_code_obj *o = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        const char *sym;
        if ((r = cudacore__image_load(o->img, call)) != CUDACORE_SUCCESS) return r;
        sym = cudacore__lowered(o->img, name);
        if (!sym) sym = name;
        if (o->img->lib) r = CUDACORE__CU_CALL(cuLibraryGetGlobal, (&p, &n, o->img->lib, sym));
        else r = CUDACORE__CU_CALL(cuModuleGetGlobal, (&p, &n, o->img->mod, sym));
        if (r != CUDACORE_SUCCESS) return cudacore__image_failed(o->img, call);
    }
    if (ptr) *ptr = p;
    if (size) *size = n;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__global_copy(cudacore_object_code oc, const char *name, size_t offset, void *host, size_t size, int to_dev,
                                                        const char *call) {
    cudacore_CUdeviceptr p = 0;
    size_t n = 0;
    cudacore_result r;
    if (!host && size) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the host pointer is NULL");
    if ((r = cudacore_object_code_get_global(oc, name, &p, &n)) != CUDACORE_SUCCESS) return r;
    if (offset > n || size > n - offset)
        return CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_BOUNDS, call, "offset %lu + size %lu is past global '%s' (%lu bytes)", (unsigned long)offset,
                              (unsigned long)size, name, (unsigned long)n);
    r = to_dev ? CUDACORE__CU_CALL(cuMemcpy, ((cudacore_CUdeviceptr)(p + offset), (cudacore_CUdeviceptr)(uintptr_t)host, size))
               : CUDACORE__CU_CALL(cuMemcpy, ((cudacore_CUdeviceptr)(uintptr_t)host, (cudacore_CUdeviceptr)(p + offset), size));
    if (r != CUDACORE_SUCCESS) return r;
    /* cuMemcpy from pageable memory may return once the data is staged: wait
       for the default stream it ran on, so that work on every stream sees it. */
    return CUDACORE__CU_CALL(cuStreamSynchronize, (cudacore__g.desc.per_thread_default_stream ? CUDACORE_CU_STREAM_PER_THREAD : CUDACORE_CU_STREAM_LEGACY));
}
CUDACORE_API cudacore_result cudacore_object_code_copy_to_global(cudacore_object_code oc, const char *name, size_t offset, const void *src, size_t size) {
    return cudacore__global_copy(oc, name, offset, (void *)(uintptr_t)src, size, 1, "cudacore_object_code_copy_to_global");
}
CUDACORE_API cudacore_result cudacore_object_code_copy_from_global(cudacore_object_code oc, const char *name, size_t offset, void *dst, size_t size) {
    return cudacore__global_copy(oc, name, offset, dst, size, 0, "cudacore_object_code_copy_from_global");
}

CUDACORE_API cudacore_result cudacore_kernel_destroy(cudacore_kernel k) {
    return cudacore__object_destroy(&cudacore__kernel_life, k.id, "cudacore_kernel_destroy");
}
CUDACORE_API cudacore_result cudacore_kernel_native(cudacore_kernel k, cudacore_CUkernel *out) {
    cudacore_result r = cudacore__object_native(&cudacore__kernel_life, k.id, out, "cudacore_kernel_native");
    if (r == CUDACORE_SUCCESS && !*out)
        return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, "cudacore_kernel_native", "loaded as a module (driver < 12.0): no CUkernel");
    return r;
}
CUDACORE_API cudacore_result cudacore_kernel_function(cudacore_kernel k, cudacore_CUfunction *out) {
    static const char call[] = "cudacore_kernel_function";
    int dev;
    cudacore_result r;
    if (out) *out = NULL;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__current_device(&dev, call)) != CUDACORE_SUCCESS) return r;
        if (o->kernel) return CUDACORE__CU_CALL(cuKernelGetFunction, (out, o->kernel));
        *out = o->func;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_name(cudacore_kernel k, const char **name) {
    if (name) *name = "";
    if (!name) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_name", "name is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, "cudacore_kernel_name");
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        *name = o->name;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__kernel_dev(int device, int *dev, const char *call) {
    if (device < 0) return cudacore__current_device(dev, call);
    *dev = device;
    return cudacore__check_device(device, call);
}
/* A function attribute of the kernel on device dev (the CUkernel's, else the
   module function's): the driver's result, nothing recorded. */
CUDACORE__PRIVATE int cudacore__kernel_attr(const cudacore__kernel_obj *o, cudacore_CUfunction_attribute attr, int dev, int *value) {
    if (o->kernel) return (int)CUDACORE__CU(cuKernelGetAttribute)(value, attr, o->kernel, (cudacore_CUdevice)dev);
    return (int)CUDACORE__CU(cuFuncGetAttribute)(value, attr, o->func);
}
/* The same, the failure recorded. */
CUDACORE__PRIVATE cudacore_result cudacore__kernel_attr_checked(const cudacore__kernel_obj *o, cudacore_CUfunction_attribute attr, int dev, int *value) {
    int r = cudacore__kernel_attr(o, attr, dev, value);
    return CUDACORE__LIKELY(r == 0) ? CUDACORE_SUCCESS : cudacore__cu_fail((cudacore_CUresult)r, o->kernel ? "cuKernelGetAttribute" : "cuFuncGetAttribute", __LINE__);
}
CUDACORE_API cudacore_result cudacore_kernel_get_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int *value) {
    static const char call[] = "cudacore_kernel_get_attribute";
    int dev = 0;
    cudacore_result r;
    if (value) *value = 0;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "value is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
        return cudacore__kernel_attr_checked(o, attr, dev, value);
    }
}
/* A MAX_DYNAMIC_SHARED_SIZE_BYTES the device can give the kernel: at most its
   opt-in maximum per block less the kernel's static shared memory. */
CUDACORE__PRIVATE cudacore_result cudacore__dyn_smem_fits(const cudacore__kernel_obj *o, int dev, int value, const char *call) {
    int optin = cudacore__attr(dev, 97), static_smem = 0;
    if (value < 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "%d bytes of dynamic shared memory: a size is 0 or more", value);
    cudacore_result r = cudacore__kernel_attr_checked(o, CUDACORE_CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, dev, &static_smem);
    if (r != CUDACORE_SUCCESS) return r;
    if (optin > 0 && value > optin - static_smem)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                              "%d bytes of dynamic shared memory for kernel '%s' on device %d: at most %d (the device's "
                              "max_shared_memory_per_block_optin %d less the kernel's %d bytes of static shared memory)",
                              value, o->name, dev, optin - static_smem, optin, static_smem);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_set_attribute(cudacore_kernel k, cudacore_CUfunction_attribute attr, int device, int value) {
    static const char call[] = "cudacore_kernel_set_attribute";
    int dev = 0;
    cudacore_result r;
    cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
    if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
    if ((int)attr < 8 || (int)attr > 15 || (int)attr == 10)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "attribute %d is read-only", (int)attr);
    if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
    if (attr == CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES && (r = cudacore__dyn_smem_fits(o, dev, value, call)) != CUDACORE_SUCCESS)
        return r;
    r = o->kernel ? CUDACORE__CU_CALL(cuKernelSetAttribute, (attr, value, o->kernel, (cudacore_CUdevice)dev))
                  : CUDACORE__CU_CALL(cuFuncSetAttribute, (o->func, attr, value));
    if (r != CUDACORE_SUCCESS) return r;
    if (attr == CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES && dev == o->device) cudacore__storeu32(&o->dyn_smem_max, (uint32_t)value);
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_kernel_set_max_dynamic_shared_memory(cudacore_kernel k, size_t bytes) {
    if (bytes > 0x7FFFFFFF)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_kernel_set_max_dynamic_shared_memory", "%llu bytes is more than any device has",
                              (unsigned long long)bytes);
    return cudacore_kernel_set_attribute(k, CUDACORE_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -1, (int)bytes);
}
CUDACORE_API cudacore_result cudacore_kernel_set_cache_config(cudacore_kernel k, cudacore_CUfunc_cache config, int device) {
    static const char call[] = "cudacore_kernel_set_cache_config";
    int dev = 0;
    cudacore_result r;
    cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
    if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
    if ((r = cudacore__kernel_dev(device, &dev, call)) != CUDACORE_SUCCESS) return r;
    return o->kernel ? CUDACORE__CU_CALL(cuKernelSetCacheConfig, (o->kernel, config, (cudacore_CUdevice)dev))
                     : CUDACORE__CU_CALL(cuFuncSetCacheConfig, (o->func, config));
}
/* k's parameter count (-1: unknown) and its first `cap` offsets and sizes:
   those kept for the argument check, else read from its code now (the one
   way cudacore_kernel_param_info and a recorder's calls learn them). */
CUDACORE__PRIVATE int cudacore__kernel_params(const cudacore__kernel_obj *k, size_t *offsets, size_t *sizes, size_t cap) {
    size_t i;
    if (k->num_params < 0) return cudacore__kernel_params_read(k, offsets, sizes, cap);
    for (i = 0; i < (size_t)k->num_params && i < cap; i++) {
        if (offsets) offsets[i] = k->param_offsets[i];
        if (sizes) sizes[i] = k->param_sizes[i];
    }
    return k->num_params;
}

CUDACORE_API cudacore_result cudacore_kernel_param_info(cudacore_kernel k, size_t *count, size_t *offsets, size_t *sizes, size_t cap) {
    static const char call[] = "cudacore_kernel_param_info";
    int n;
    if (count) *count = 0;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "count is NULL");
    {
        cudacore__kernel_obj *o = (cudacore__kernel_obj *)cudacore__lookup(CUDACORE_OBJECT_KERNEL, k.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if ((n = cudacore__kernel_params(o, offsets, sizes, cap)) < 0)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                                  "kernel '%s': its code has no readable parameter table (a compressed fatbin entry?) and asking the driver "
                                  "needs a 12.4+ driver and a library-loaded kernel",
                                  o->name);
        *count = (size_t)n;
    }
    return CUDACORE_SUCCESS;
}
