/* The tensor-map checks' ways agree, on random descs -- views and explicit
   tensors, tiled and im2col, every field drawn near the edges of its rules:

     fast_path_agrees_with_full_checks  what the fast path
         (t_tmap_fast) passes, the full checks (t_tmap_full, which alone
         name errors) pass too, with the same tensor; and it
         passes all they pass within its range (a type of 1 to 8 bytes, no
         interleave)
     memo_key_covers_every_input  a desc with one byte changed (of the desc
         or of its view) whose key is still the memo's
         (t_tmap_key_diff 0) gets from the full checks what the
         unchanged one got: the key holds every word the checks read
     packed_constants_match_their_tables  the fast path's tables in
         constants (element sizes, swizzle spans, DLPack types) rebuilt
         from the tables they stand for

   No driver: the checks are pure (views of raw memory: no buffer to look
   up). Those functions are the implementation's own, reached through
   tests/internals.h. The public side of the same (every
   rule refused, with its field named; a changed desc encoded anew) is in
   test_tensor_maps.c. */
#define CUDACORE_IMPLEMENTATION
#include "../test.h"

static uint64_t pick(const uint64_t *v, size_t n) { return v[t_rand64() % n]; }
#define PICK(arr) pick(arr, sizeof arr / sizeof arr[0])

/* A tensor every rule passes, mostly: a view of raw device memory
   (row-major, rows padded to 16 bytes) or an explicit one (compact or
   padded), a box within the swizzle span, and for im2col a pixel box that
   is not empty. */
static const uint64_t view_types[][2] = {{2, 32}, {2, 16}, {2, 64}, {0, 8}, {0, 16}, {0, 32}, {0, 64}, {1, 8}, {1, 16}, {1, 32}, {1, 64}, {4, 16}, {6, 8}};
static void valid_view(cudacore_view *v, int n) {
    static const uint64_t kinds[] = {CUDACORE_MEMORY_DEVICE, CUDACORE_MEMORY_DEVICE, CUDACORE_MEMORY_HOST, CUDACORE_MEMORY_MANAGED};
    static const uint64_t extents[] = {1, 2, 3, 8, 16, 32, 64, 100, 128};
    const uint64_t *t = view_types[t_rand64() % (sizeof view_types / sizeof view_types[0])];
    int i;
    memset(v, 0, sizeof *v);
    v->dtype.code = (uint8_t)t[0];
    v->dtype.bits = (uint8_t)t[1];
    v->dtype.lanes = 1;
    v->itemsize = t_dtype_size(v->dtype);
    v->kind = (cudacore_memory_kind)PICK(kinds);
    v->device = t_rand64() % 8 ? 0 : -1;
    v->ptr = ((uint64_t)1 << 30) + 256 * (t_rand64() % 4);
    v->ndim = n;
    for (i = n - 1; i >= 0; i--) {
        int64_t row = i == n - 1 ? 0 : v->strides[i + 1] * v->shape[i + 1] * (int64_t)v->itemsize; /* bytes below */
        v->shape[i] = (int64_t)PICK(extents);
        v->strides[i] = i == n - 1 ? 1 : ((row + 15) / 16 * 16 + 16 * (int64_t)(t_rand64() % 3)) / (int64_t)v->itemsize;
    }
    v->count = 1;
}
static void valid_explicit(cudacore_tensor_map_desc *d, int n) {
    static const uint64_t extents[] = {1, 2, 3, 8, 16, 32, 64, 100, 128};
    unsigned bytes = t_tmap_bits(d->data_type - 1) / 8;
    int i;
    d->address = ((uint64_t)1 << 30) + 256 * (t_rand64() % 4);
    d->rank = n;
    for (i = 0; i < n; i++) d->dims[i] = PICK(extents);
    if (t_rand64() % 2) return; /* compact (what cudacore computes: the rules may refuse it) */
    d->strides[0] = t_rand64() % 2 ? bytes : 0;
    for (i = 1; i < n; i++) {
        uint64_t below = i == 1 ? d->dims[0] * bytes : d->strides[i - 1] * d->dims[i - 1];
        d->strides[i] = (below + 15) / 16 * 16 + 16 * (t_rand64() % 3);
    }
}
static void valid_desc(cudacore_tensor_map_desc *d, cudacore_view *v, int kind) {
    static const uint64_t spans[] = {0, 32, 64, 128, 128, 128, 128};
    int n = kind == 1 ? 1 + (int)(t_rand64() % 5) : 3 + (int)(t_rand64() % 3), i, t;
    unsigned bytes, span, limit = n == 3 ? 32768 : n == 4 ? 128 : 16;
    memset(d, 0, sizeof *d);
    if (t_rand64() % 5 < 3) {
        valid_view(v, n);
        d->view = v;
        t = t_tmap_from_dtype(v->dtype);
        if (t_rand64() % 8 == 0 && t == 7) d->data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(t_rand64() % 2 ? 3 : 11); /* INT32, TFLOAT32 */
    } else {
        d->data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(t_rand64() % 13);
        valid_explicit(d, n);
        t = d->data_type - 1;
    }
    bytes = t_tmap_bits(t) / 8;
    d->swizzle = (cudacore_CUtensorMapSwizzle)(t_rand64() % 7);
    span = (unsigned)spans[d->swizzle];
    d->l2_promotion = (cudacore_CUtensorMapL2promotion)(t_rand64() % 4);
    d->oob_fill = (cudacore_CUtensorMapFloatOOBfill)(t_tmap_is_float(t) ? t_rand64() % 2 : 0);
    for (i = 0; i < n; i++) {
        d->box[i] = 1 + (uint32_t)(t_rand64() % 256);
        d->element_strides[i] = (uint32_t)(t_rand64() % 9);
    }
    d->box[0] = (uint32_t)((16 / bytes) * (1 + t_rand64() % ((span ? span : 256) / 16))); /* whole 16 bytes, within the span */
    for (i = 0; i < n - 2; i++) {
        d->lower_corner[i] = -(int)(t_rand64() % (limit < 3 ? limit : 3));
        d->upper_corner[i] = -(int)(t_rand64() % (limit < 3 ? limit : 3));
    }
    d->channels_per_pixel = (uint32_t)((16 / bytes) * (1 + t_rand64() % ((span ? span : 256) / 16)));
    d->pixels_per_column = 1 + (uint32_t)(t_rand64() % 1024);
}

/* One field moved to the edge of a rule (or past it), or a type, layout or
   interleave of the unusual tensors the fast path leaves to the full checks. */
static void perturb(cudacore_tensor_map_desc *d, cudacore_view *v) {
    static const uint64_t extents[] = {0, 1, (uint64_t)1 << 32, ((uint64_t)1 << 32) + 1, (uint64_t)1 << 20, (uint64_t)-1};
    static const uint64_t strides[] = {0, 1, 2, 8, 16, 24, (uint64_t)-1, (uint64_t)-16, (uint64_t)1 << 36, ((uint64_t)1 << 40) - 16,
                                       (uint64_t)1 << 40, ((uint64_t)1 << 40) + 16, (uint64_t)1 << 62, /* and some that wrap to a small byte stride: */
                                       ((uint64_t)1 << 61) + 32, ((uint64_t)1 << 62) + 64, ((uint64_t)1 << 63) + 16, ((uint64_t)1 << 63) + 128};
    static const uint64_t boxes[] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 257};
    static const uint64_t corners[] = {0, 1, (uint64_t)-1, 15, 16, (uint64_t)-16, (uint64_t)-17, 127, 128, (uint64_t)-128, (uint64_t)-129, 32767,
                                       32768, (uint64_t)-32768, (uint64_t)-32769, 1000, (uint64_t)-1000};
    static const uint64_t small[] = {0, 1, 2, 8, 9, 64, 128, 256, 257, 1024, 1025};
    static const uint64_t ranks[] = {0, 1, 2, 3, 5, 6, 16, (uint64_t)-1};
    int i = (int)(t_rand64() % CUDACORE_TENSOR_MAP_MAX_RANK), n = d->view ? v->ndim : d->rank;
    if (n >= 1 && n <= CUDACORE_TENSOR_MAP_MAX_RANK) i %= n;
    switch (t_rand64() % 23) {
        case 0: d->data_type = (int)(t_rand64() % 18); break;
        case 1: d->interleave = (cudacore_CUtensorMapInterleave)(t_rand64() % 4); break;
        case 2: d->swizzle = (cudacore_CUtensorMapSwizzle)(t_rand64() % 8); break;
        case 3: d->l2_promotion = (cudacore_CUtensorMapL2promotion)(t_rand64() % 5); break;
        case 4: d->oob_fill = (cudacore_CUtensorMapFloatOOBfill)(t_rand64() % 3); break;
        case 5: d->box[i] = (uint32_t)PICK(boxes); break;
        case 6: d->element_strides[i] = (uint32_t)PICK(small); break;
        case 7: d->lower_corner[i % 3] = (int)PICK(corners); break;
        case 8: d->upper_corner[i % 3] = (int)PICK(corners); break;
        case 9: d->channels_per_pixel = (uint32_t)PICK(small); break;
        case 10: d->pixels_per_column = (uint32_t)PICK(small); break;
        case 11: if (d->view) v->shape[i] = (int64_t)PICK(extents); else d->dims[i] = PICK(extents); break;
        case 12: if (d->view) v->strides[i] = (int64_t)PICK(strides); else d->strides[i] = PICK(strides); break;
        case 13: if (d->view) v->ptr += 8 * (t_rand64() % 4); else d->address += 8 * (t_rand64() % 4); break;
        case 14: if (d->view) v->ndim = (int)PICK(ranks); else d->rank = (int)PICK(ranks); break;
        case 15: if (d->view) v->kind = (cudacore_memory_kind)(t_rand64() % 6); break;
        case 16: if (d->view) { const uint64_t *t = view_types[t_rand64() % 13]; v->dtype.code = (uint8_t)t[0]; v->dtype.bits = (uint8_t)t[1]; } break;
        case 17: if (d->view) { v->dtype.lanes = (uint16_t)(t_rand64() % 3); v->itemsize = t_dtype_size(v->dtype); } break;
        case 18: if (d->view) { v->dtype.code = (uint8_t)(t_rand64() % 9); v->dtype.bits = (uint8_t)(4 << (t_rand64() % 6)); v->itemsize = t_dtype_size(v->dtype); } break;
        case 19: if (d->view) v->itemsize = (size_t)(t_rand64() % 9); break;
        case 20: d->data_type = CUDACORE_TENSOR_MAP_DATA_TYPE(13 + t_rand64() % 3); break; /* the packed types */
        case 21: /* a dimension whose bytes pass 2^64 (2^32 of 2^39 bytes) below a stride that covers what wraps */
            if (n < 3 || n > CUDACORE_TENSOR_MAP_MAX_RANK || (d->view && !v->itemsize)) break;
            i = 1 + i % (n - 2);
            if (d->view) {
                v->shape[n - 1 - i] = (int64_t)1 << 32;
                v->strides[n - 1 - i] = ((int64_t)1 << 39) / (int64_t)v->itemsize;
                v->strides[n - 2 - i] = ((int64_t)1 << 39) / (int64_t)v->itemsize + 16;
            } else {
                d->dims[i] = (uint64_t)1 << 32;
                d->strides[i] = (uint64_t)1 << 39;
                d->strides[i + 1] = ((uint64_t)1 << 39) + 16 * (t_rand64() % 2);
            }
            break;
        default: if (!d->view) d->strides[i] = d->strides[i] ? d->strides[i] + 16 : 0; break;
    }
}
static void random_desc(cudacore_tensor_map_desc *d, cudacore_view *v, int kind) {
    int k = (int)(t_rand64() % 4);
    valid_desc(d, v, kind);
    while (k-- > 1) perturb(d, v);
}

/* The full checks' verdict on d (their precondition: a view rechecked; 0
   where that fails). */
static int rechecked(const cudacore_tensor_map_desc *d) { return !d->view || t_view_recheck(d->view) == CUDACORE_SUCCESS; }
static cudacore_result full_checks(const cudacore_tensor_map_desc *d, int kind, t_tmap *m) { return t_tmap_full(d, kind, m); }
/* Whether two resolved tensors are the same to the driver. */
static int same_tensor(const t_tmap *a, const t_tmap *b) {
    int i;
    if (a->rank != b->rank || a->type != b->type || a->address != b->address || a->device != b->device) return 0;
    for (i = 0; i < a->rank; i++)
        if (a->dims[i] != b->dims[i] || a->strides[i] != b->strides[i] || a->estrides[i] != b->estrides[i]) return 0;
    return 1;
}
static void show(const char *what, const cudacore_tensor_map_desc *d, int kind) {
    int i;
    printf("  %s (kind %d, %s, data_type %d, rank %d, interleave %d, swizzle %d, l2 %d, oob %d):\n", what, kind, d->view ? "view" : "explicit",
           d->data_type, d->view ? d->view->ndim : d->rank, (int)d->interleave, (int)d->swizzle, (int)d->l2_promotion, (int)d->oob_fill);
    if (d->view)
        printf("    dtype %u/%u/%u itemsize %lu kind %d ptr 0x%llx\n", (unsigned)d->view->dtype.code, (unsigned)d->view->dtype.bits,
               (unsigned)d->view->dtype.lanes, (unsigned long)d->view->itemsize, (int)d->view->kind, (unsigned long long)d->view->ptr);
    for (i = 0; i < CUDACORE_TENSOR_MAP_MAX_RANK; i++)
        printf("    [%d] dims/shape %lld strides %lld box %u es %u\n", i, d->view ? (long long)d->view->shape[i] : (long long)d->dims[i],
               d->view ? (long long)d->view->strides[i] : (long long)d->strides[i], (unsigned)d->box[i], (unsigned)d->element_strides[i]);
    printf("    last error: %s\n", cudacore_last_error()->message);
}

static void fast_path_agrees_with_full_checks(void) {
    enum { N = 400000 };
    cudacore_tensor_map_desc d;
    cudacore_view v;
    t_tmap mf, ms;
    long fast = 0, full = 0, refused = 0, unusual = 0, i;
    for (i = 0; i < N; i++) {
        int kind = 1 + (int)(t_rand64() % 2), f;
        cudacore_result r;
        random_desc(&d, &v, kind);
        if (!rechecked(&d)) continue;
        memset(&mf, 0, sizeof mf);
        f = t_tmap_fast(&d, kind, &mf);
        r = full_checks(&d, kind, &ms);
        fast += f;
        full += r == CUDACORE_SUCCESS;
        refused += r != CUDACORE_SUCCESS;
        if (f && r != CUDACORE_SUCCESS) {
            show("the fast path passed what the full checks refuse", &d, kind);
            CHECK(0);
        }
        if (f && !same_tensor(&mf, &ms)) {
            show("the fast path made another tensor than the full checks", &d, kind);
            CHECK(0);
        }
        if (!f && r == CUDACORE_SUCCESS) {
            if (ms.type <= 12 && d.interleave == CUDACORE_CU_TENSOR_MAP_INTERLEAVE_NONE) {
                show("the fast path refused a common tensor the full checks pass", &d, kind);
                CHECK(0);
            }
            unusual++;
        }
    }
    printf("  %d descs: %ld passed the fast path, %ld the full checks (%ld of them unusual), %ld refused\n", (int)N, fast, full, unusual, refused);
    CHECK(fast > N / 5 && unusual > N / 1000 && refused > N / 5); /* (each way taken, often) */
}

/* One byte of the desc (its view pointer aside) or of its view changed. */
static void change_a_byte(cudacore_tensor_map_desc *d, cudacore_view *v) {
    unsigned char *p;
    size_t at;
    if (d->view && t_rand64() % 2) {
        p = (unsigned char *)v;
        at = (size_t)(t_rand64() % sizeof *v);
    } else {
        p = (unsigned char *)d;
        at = sizeof d->view + (size_t)(t_rand64() % (sizeof *d - sizeof d->view));
    }
    p[at] ^= (unsigned char)(1u << (t_rand64() % 8));
}

static void memo_key_covers_every_input(void) {
    enum { N = 400000 };
    cudacore_tensor_map_desc d, d2;
    cudacore_view v, v2;
    t_tmap m1, m2;
    uint64_t key[T_TMAP_KEY_WORDS];
    long hits = 0, i;
    for (i = 0; i < N; i++) {
        int kind = 1 + (int)(t_rand64() % 2), n;
        cudacore_result r1, r2;
        random_desc(&d, &v, kind);
        n = d.view ? v.ndim : d.rank;
        if ((unsigned)d.data_type > 16u || (unsigned)(n - 1) >= CUDACORE_TENSOR_MAP_MAX_RANK || !rechecked(&d)) continue; /* (never memoised) */
        r1 = full_checks(&d, kind, &m1);
        if (r1 != CUDACORE_SUCCESS && t_rand64() % 8) continue; /* (the memo holds passed tensors: some refused ones keep the test honest) */
        t_tmap_key_make(&d, kind, n, key);
        d2 = d;
        v2 = v;
        if (d.view) d2.view = &v2;
        change_a_byte(&d2, &v2);
        n = d2.view ? v2.ndim : d2.rank;
        if ((unsigned)d2.data_type > 16u || (unsigned)(n - 1) >= CUDACORE_TENSOR_MAP_MAX_RANK || !rechecked(&d2)) continue;
        if (t_tmap_key_diff(&d2, kind, n, key)) continue;
        hits++;
        r2 = full_checks(&d2, kind, &m2);
        if (r1 != r2 || (r1 == CUDACORE_SUCCESS && !same_tensor(&m1, &m2))) {
            show("a desc the key cannot tell from the memo's is another tensor", &d2, kind);
            CHECK(0);
        }
    }
    printf("  %ld changed descs the key matched (padding, or fields the checks do not read), each the same tensor\n", hits);
    CHECK(hits > N / 100); /* (the key does not just differ always) */
}

/* The tables the fast path keeps in packed constants are their tables,
   rebuilt here and compared whole (bits the fast path never reads
   included): t_tmap_log2_bytes (2 bits a type, 0..12) is log2 of the
   bytes of t_tmap_bits, the full checks' table; t_tmap_spans (4 bits a
   swizzle, 0..6) is t_swizzle_span / 16, the full checks' spans;
   t_tmap_type_of's two rows are the
   table in its comment (DLPack code and size to CU_TENSOR_MAP_DATA_TYPE_*),
   every code and size asked. */
static void packed_constants_match_their_tables(void) {
    static const struct {
        unsigned code, bits;
        cudacore_CUtensorMapDataType type;
    } dl[] = {{0, 8, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT8},    {0, 16, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT16},
              {0, 32, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_INT32},   {0, 64, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_INT64},
              {1, 8, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT8},    {1, 16, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT16},
              {1, 32, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT32},  {1, 64, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT64},
              {2, 16, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_FLOAT16}, {2, 32, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_FLOAT32},
              {2, 64, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_FLOAT64}, {4, 16, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_BFLOAT16},
              {6, 8, CUDACORE_CU_TENSOR_MAP_DATA_TYPE_UINT8}};
    uint64_t log2_bytes = 0, spans = 0;
    unsigned code, k;
    int t, sw;
    size_t i;
    for (t = 0; t <= 12; t++) { /* the types the fast path takes */
        unsigned bytes = t_tmap_bits(t) / 8, lg = 0;
        while ((1u << lg) < bytes) lg++;
        CHECK(bytes && (1u << lg) == bytes);
        log2_bytes |= (uint64_t)lg << (2 * t);
    }
    CHECK(log2_bytes == t_tmap_log2_bytes());
    for (sw = 0; sw <= 6; sw++) spans |= (uint64_t)(t_swizzle_span((cudacore_CUtensorMapSwizzle)sw) / 16) << (4 * sw);
    CHECK(spans == t_tmap_spans());
    for (code = 0; code < 16; code++)
        for (k = 0; k < 4; k++) { /* 8 << k bits */
            int want = -1;
            for (i = 0; i < sizeof dl / sizeof dl[0]; i++)
                if (dl[i].code == code && dl[i].bits == 8u << k) want = (int)dl[i].type;
            if (t_tmap_type_of(code, k) != want) printf("  code %u, %u bits: type %d, the table's %d\n", code, 8u << k, t_tmap_type_of(code, k), want);
            CHECK(t_tmap_type_of(code, k) == want);
        }
}

int main(void) {
    RUN(fast_path_agrees_with_full_checks);
    RUN(memo_key_covers_every_input);
    RUN(packed_constants_match_their_tables);
    TEST_EXIT();
}
