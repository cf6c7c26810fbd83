/* Objects live in per-kind pools of fixed-size slots, allocated in chunks of
   1024 that never move, so a lookup needs no lock: one acquire load of the
   chunk and one of the slot's id. A handle id is
   generation << 32 | kind << 24 | slot index. Chunks are 64-byte aligned:
   a slot's header and the first 48 bytes of its object share a cache line. */
static const char *const cudacore__kind_names[CUDACORE_OBJECT__COUNT] = {
    "none", "stream", "event", "memory resource", "buffer", "program", "linker", "object code", "kernel", "graph", "graph exec",
    "array", "mipmapped array", "texture", "surface", "graphics resource", "external memory", "external semaphore",
    "communicator",
    "context", "recorder",
};

/* Each kind's column in the chunk table: the kinds of the hot paths in
   columns 0 to 7, one cache line of row 0 (see chunks). A permutation of
   0..CUDACORE_OBJECT__COUNT-1 (test_core.c checks it). */
static const unsigned char cudacore__chunk_column[CUDACORE_OBJECT__COUNT] = {
    20, /* NONE (never looked up) */ 1, /* STREAM */ 2, /* EVENT */ 3, /* MEMORY_RESOURCE */ 4, /* BUFFER */
    8,  /* PROGRAM */ 10, /* LINKER */ 18, /* OBJECT_CODE */ 5, /* KERNEL */ 9, /* GRAPH */ 6, /* GRAPH_EXEC */
    11, 12, 13, 14, 15, 16, 17, /* ARRAY to EXTERNAL_SEMAPHORE: their own */
    7,  /* COMMUNICATOR */ 19, /* CONTEXT */ 0, /* RECORDER */
};
/* Chunk c of pool p (an lvalue; p a constant in the hot paths, where the
   column is a constant too). */
#define CUDACORE__CHUNK(p, c) (cudacore__g.chunks[c][cudacore__chunk_column[(p) - cudacore__g.pools]])

CUDACORE__STATIC_ASSERT(CUDACORE_OBJECT__COUNT <= 32, every_kind_has_a_column_of_chunks);

/* (p's chunks are all NULL: never allocated, or freed by cudacore_shutdown.) */
CUDACORE__PRIVATE void cudacore__pool_init(cudacore__pool *p, uint32_t kind) {
    cudacore__mutex init = CUDACORE__MUTEX_INIT;
    memset(p, 0, sizeof *p);
    p->lock = init;
    p->kind = kind;
    p->slot_size = CUDACORE__SLOT_BYTES;
}

/* Frees pool p's chunks (each keeps, just below it, the pointer that was allocated). */
CUDACORE__PRIVATE void cudacore__pool_free_chunks(cudacore__pool *p) {
    uint32_t c;
    for (c = 0; c < CUDACORE__MAX_CHUNKS && CUDACORE__CHUNK(p, c); c++) {
        void *mem;
        memcpy(&mem, CUDACORE__CHUNK(p, c) - sizeof mem, sizeof mem);
        cudacore__free(mem);
        CUDACORE__CHUNK(p, c) = NULL;
    }
}

CUDACORE__HOT_INLINE cudacore__slot *cudacore__pool_slot(cudacore__pool *p, uint32_t index) {
    char *chunk = (char *)cudacore__loadptr((void *const *)&CUDACORE__CHUNK(p, index >> CUDACORE__CHUNK_SHIFT));
    return chunk ? (cudacore__slot *)(chunk + (size_t)(index & (CUDACORE__CHUNK_SLOTS - 1)) * CUDACORE__SLOT_BYTES) : NULL;
}

/* The payload of a live handle, or NULL. Inlined: with p a constant
   &cudacore__g.pools[K] it is a few instructions and two loads (the chunk
   pointer and the slot's id, which shares its cache line with the payload's
   first bytes). */
/* (An id's index field is 24 bits, of which a live slot uses the low 20:
   the kind and the 4 bits above the index that must be zero are one
   comparison.) */
CUDACORE__STATIC_ASSERT(CUDACORE__MAX_CHUNKS * CUDACORE__CHUNK_SLOTS == 1u << 20, slot_index_is_20_bits);
CUDACORE__HOT_INLINE void *cudacore__get(cudacore__pool *p, uint64_t id) {
    uint32_t index = (uint32_t)(id & 0xFFFFFu);
    cudacore__slot *s;
    if (CUDACORE__UNLIKELY((uint32_t)id >> 20 != (uint32_t)(p - cudacore__g.pools) << 4)) return NULL;
    s = cudacore__pool_slot(p, index);
    if (CUDACORE__UNLIKELY(!s || cudacore__load64(&s->id) != id)) return NULL;
    return s + 1;
}

/* Explains, as an error, why cudacore__get failed. */
CUDACORE__COLD cudacore_result cudacore__bad_handle(uint32_t kind, uint64_t id, const char *call) {
    uint32_t got = (uint32_t)(id >> 24) & 0xFFu;
    if (id == 0)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the %s handle is zero (never created, or its creation failed)",
                              cudacore__kind_names[kind]);
    if (got != kind)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "a handle of kind '%s' was passed where a %s was expected",
                              got < CUDACORE_OBJECT__COUNT ? cudacore__kind_names[got] : "unknown", cudacore__kind_names[kind]);
    if (!cudacore__load32(&cudacore__g.ready))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the %s handle dates from before cudacore_shutdown", cudacore__kind_names[kind]);
    return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_HANDLE, call, "the %s handle was destroyed (stale id 0x%llx)", cudacore__kind_names[kind],
                          (unsigned long long)id);
}

/* The live object of handle id, of kind `kind`, for a function named call;
   NULL when there is none, with the error (CUDACORE_ERROR_INVALID_HANDLE)
   recorded:
     cudacore__event_obj *eo = (cudacore__event_obj *)cudacore__lookup(CUDACORE_OBJECT_EVENT, e.id, call);
     if (!eo) return CUDACORE_ERROR_INVALID_HANDLE;                         */
CUDACORE__HOT_INLINE void *cudacore__lookup(uint32_t kind, uint64_t id, const char *call) {
    void *o = cudacore__get(&cudacore__g.pools[kind], id);
    if (CUDACORE__UNLIKELY(!o)) cudacore__bad_handle(kind, id, call);
    return o;
}

/* A new slot (the free stack was empty): under the lock, a new chunk when needed. */
CUDACORE__COLD cudacore__slot *cudacore__pool_grow(cudacore__pool *p, uint32_t *index, const char *call) {
    cudacore__lock(&p->lock);
    *index = p->used;
    if ((*index >> CUDACORE__CHUNK_SHIFT) >= CUDACORE__MAX_CHUNKS) {
        cudacore__unlock(&p->lock);
        CUDACORE__FAIL(CUDACORE_ERROR_TOO_MANY_OBJECTS, call, "more than %u live %s objects", CUDACORE__MAX_CHUNKS * CUDACORE__CHUNK_SLOTS,
                       cudacore__kind_names[p->kind]);
        return NULL;
    }
    if (!CUDACORE__CHUNK(p, *index >> CUDACORE__CHUNK_SHIFT)) {
        char *mem = (char *)cudacore__malloc(CUDACORE__SLOT_BYTES * CUDACORE__CHUNK_SLOTS + 64 + sizeof(char *)), *chunk;
        if (!mem) {
            cudacore__unlock(&p->lock);
            CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "cannot allocate a pool chunk for %s objects", cudacore__kind_names[p->kind]);
            return NULL;
        }
        chunk = mem + ((64 - (((uintptr_t)mem + sizeof mem) & 63)) & 63) + sizeof mem; /* 64-byte aligned, with mem just below */
        memcpy(chunk - sizeof mem, &mem, sizeof mem);
        memset(chunk, 0, CUDACORE__SLOT_BYTES * CUDACORE__CHUNK_SLOTS);
        cudacore__storeptr((void **)&CUDACORE__CHUNK(p, *index >> CUDACORE__CHUNK_SHIFT), chunk);
    }
    cudacore__storeu32(&p->used, *index + 1);
    cudacore__unlock(&p->lock);
    return cudacore__pool_slot(p, *index);
}

/* Reserves a slot: returns its payload, the first `zero` bytes zeroed, and
   the id it will carry once committed, or NULL with the error recorded.
   Lookups fail until commit. Free slots sit on a lock-free stack (the tag in
   the head's high half makes a stale compare-and-swap fail, so a slot popped
   and pushed back meanwhile cannot corrupt it); the lock is taken only to add
   a new slot. (No count of live objects is kept here: cudacore_live_objects
   counts them when asked, so that a hot create/destroy pair makes one atomic
   operation fewer on each side.)                                           */
/* Makes slot s (at index; ours alone now) p's next object: a new
   generation, the id it will carry, the first `zero` bytes zeroed. */
CUDACORE__HOT_INLINE void *cudacore__slot_claim(cudacore__pool *p, cudacore__slot *s, uint32_t index, uint64_t *id, size_t zero) {
    uint32_t g = s->generation + 1;
    g += g == 0; /* (ids never carry generation 0, a fresh slot's) */
    s->generation = g;
    *id = ((uint64_t)g << 32) | ((uint64_t)(p - cudacore__g.pools) << 24) | index;
    memset(s + 1, 0, zero);
    return s + 1;
}
CUDACORE__HOT_INLINE void *cudacore__pool_reserve_zeroed(cudacore__pool *p, uint64_t *id, size_t zero, const char *call) {
    uint32_t index;
    cudacore__slot *s = NULL;
    for (;;) {
        uint64_t head = cudacore__load64(&p->free_head);
        uint32_t top = (uint32_t)head;
        if (CUDACORE__UNLIKELY(!top)) {
            if (!(s = cudacore__pool_grow(p, &index, call))) return NULL;
            break;
        }
        s = cudacore__pool_slot(p, top - 1);
        if (CUDACORE__LIKELY(cudacore__cas64(&p->free_head, head, (((head >> 32) + 1) << 32) | cudacore__loadu32(&s->next_free)))) {
            index = top - 1;
            break;
        }
    }
    return cudacore__slot_claim(p, s, index, id, zero);
}
/* The same with the whole payload zeroed. */
CUDACORE__PRIVATE void *cudacore__pool_reserve(cudacore__pool *p, uint64_t *id, const char *call) {
    return cudacore__pool_reserve_zeroed(p, id, CUDACORE__PAYLOAD_MAX, call);
}

/* Publishes a reserved slot: from now on its id is valid. */
CUDACORE__HOT_INLINE void cudacore__pool_commit(void *payload, uint64_t id) { cudacore__store64(&((cudacore__slot *)payload - 1)->id, id); }

/* Returns a reserved (never committed) or taken slot (s, at index) to the free list. */
CUDACORE__HOT_INLINE void cudacore__pool_push(cudacore__pool *p, cudacore__slot *s, uint32_t index) {
    uint64_t head;
    do {
        head = cudacore__load64(&p->free_head);
        cudacore__storeu32(&s->next_free, (uint32_t)head);
    } while (!cudacore__cas64(&p->free_head, head, (((head >> 32) + 1) << 32) | (index + 1)));
}
/* The slot index of an id: its index field, the 24 bits below the kind
   (cudacore__slot_claim's layout). A slot's index is below 2^20 (the pools'
   size), so 0xFFFFF would give the same today, but only because of that
   bound: every push takes the field whole. (cudacore__get tests bits 20..23
   with the kind, in one comparison.) */
CUDACORE__HOT_INLINE uint32_t cudacore__id_index(uint64_t id) { return (uint32_t)(id & 0xFFFFFFu); }
/* The same for the payload of the slot that was to carry (or carried) id. */
CUDACORE__HOT_INLINE void cudacore__pool_release(cudacore__pool *p, void *payload, uint64_t id) {
    cudacore__pool_push(p, (cudacore__slot *)payload - 1, cudacore__id_index(id));
}

/* Takes a live handle out of use for destruction: afterwards every lookup of
   the id fails, so a concurrent or repeated destroy is detected, not run
   twice (one compare-and-swap decides). Returns the payload (release it when
   done) or NULL (error recorded). cudacore__pool_take_found: the same for
   a caller that looked the id up already (payload: what cudacore__get
   returned, maybe NULL), to check the object before it takes it. */
CUDACORE__HOT_INLINE void *cudacore__pool_take_found(cudacore__pool *p, void *payload, uint64_t id, const char *call) {
    if (CUDACORE__UNLIKELY(!payload || !cudacore__cas64(&((cudacore__slot *)payload - 1)->id, id, 0))) {
        cudacore__bad_handle(p->kind, id, call);
        return NULL;
    }
    return payload;
}
CUDACORE__HOT_INLINE void *cudacore__pool_take(cudacore__pool *p, uint64_t id, const char *call) {
    return cudacore__pool_take_found(p, cudacore__get(p, id), id, call);
}

/* The slots of p holding a live (committed) handle. A slot being created or
   destroyed right now is not counted. */
CUDACORE__PRIVATE uint32_t cudacore__pool_live(cudacore__pool *p) {
    uint32_t i, n = 0, used = cudacore__loadu32(&p->used);
    for (i = 0; i < used; i++) {
        cudacore__slot *s = cudacore__pool_slot(p, i);
        if (s && cudacore__load64(&s->id) != 0) n++;
    }
    return n;
}

CUDACORE_API uint32_t cudacore_live_objects(cudacore_object_kind kind) {
    if ((unsigned)kind == 0 || (unsigned)kind >= CUDACORE_OBJECT__COUNT || !cudacore__load32(&cudacore__g.ready)) return 0;
    return cudacore__pool_live(&cudacore__g.pools[kind]);
}

#define CUDACORE__FITS_SLOT(type) CUDACORE__STATIC_ASSERT(sizeof(type) <= CUDACORE__PAYLOAD_MAX, type##_fits_a_pool_slot)

/*--- an object's life: the steps every kind takes ---
   Every kind is created, destroyed, asked for its raw handle and its info in
   the same steps on its pool; the functions below are those steps, written
   once. A create reserves a slot (cudacore__object_reserve), makes the
   object in it and ends with cudacore__object_publish, which publishes it or
   gives the slot back (cudacore__object_unreserve); a destroy is
   cudacore__object_destroy; a handle that another object holds (a level, a
   mapping, a graph's body) ends with cudacore__object_drop; cudacore_*_native
   is cudacore__object_native, and cudacore_*_get_info begins with
   cudacore__object_info. What differs, each kind says in its cudacore__life,
   written beside its object struct.
   The fast paths keep their own steps, where a call through these hooks
   would cost instructions: cudacore_buffer_allocate and _free (the thread's
   own slots, src/memory.c) and the graphics mapping's buffer, whose slot its
   resource keeps from one mapping to the next (src/interop.c). */
typedef struct cudacore__life {
    cudacore_object_kind kind;
    /* Before a destroy takes the handle, looked at on the live object: an
       error refuses the destroy (recorded), and *spare = 1 makes it succeed
       doing nothing (an object cudacore keeps: a device's default memory
       resource, a primary context). NULL: nothing to check. */
    cudacore_result (*check)(const void *o, int *spare, const char *call);
    /* Once the handle is taken (nothing can reach the object, so the users
       it counts stay as they are): an error refuses the destroy (recorded),
       and the handle is live again. NULL: nothing to check. */
    cudacore_result (*busy)(const void *o, const char *call);
    /* The end: the driver's destroy, then what the object holds. NULL:
       nothing to end. */
    cudacore_result (*end)(void *o, const char *call);
    /* 1: when end fails, the object lives on (its handle live again: the
       destroy may be retried); 0: the handle ends all the same. */
    int kept_if_end_fails;
    /* Where the slot of a failed create goes: NULL, back to the pool (a
       buffer's: to the thread's own slots, where cudacore__buffer_reserve
       takes it from). */
    void (*give_back)(void *o, uint64_t id);
    /* The raw handle (cudacore_*_native): its offset and size in the object. */
    size_t native_at, native_size;
} cudacore__life;

/* The first step of a create: a zeroed slot for an object of k's kind, its
   id in *id (found by no lookup until published); NULL with the error
   recorded. */
CUDACORE__PRIVATE void *cudacore__object_reserve(const cudacore__life *k, uint64_t *id, const char *call) {
    return cudacore__pool_reserve(&cudacore__g.pools[k->kind], id, call);
}

/* Gives back the slot of a create that made nothing (o, reserved as id). */
CUDACORE__PRIVATE void cudacore__object_unreserve(const cudacore__life *k, void *o, uint64_t id) {
    if (k->give_back) k->give_back(o, id);
    else cudacore__pool_release(&cudacore__g.pools[k->kind], o, id);
}

/* The last step of a create whose object o (reserved as id) was made with
   result r: on success the object goes live and *out = id; else its slot is
   given back (what was made of the object is the caller's to undo first)
   and *out is left alone. Returns r. */
CUDACORE__PRIVATE cudacore_result cudacore__object_publish(const cudacore__life *k, void *o, uint64_t id, cudacore_result r, uint64_t *out) {
    if (r != CUDACORE_SUCCESS) {
        cudacore__object_unreserve(k, o, id);
        return r;
    }
    cudacore__pool_commit(o, id);
    *out = id;
    return CUDACORE_SUCCESS;
}

/* A destroy, for a function named call: k's check on the live object, the
   handle taken (of two racing destroys one wins; a second finds it gone),
   k's busy check, k's end, the slot given back; a refusal, or a failed end
   of an object kept_if_end_fails, makes the handle live again. */
CUDACORE__PRIVATE cudacore_result cudacore__object_destroy(const cudacore__life *k, uint64_t id, const char *call) {
    cudacore__pool *p = &cudacore__g.pools[k->kind];
    cudacore_result r = CUDACORE_SUCCESS;
    int kept = 0;
    void *o = cudacore__get(p, id); /* (looked up once: checked live, then taken) */
    if (k->check && o) {
        int spare = 0;
        if ((r = k->check(o, &spare, call)) != CUDACORE_SUCCESS || spare) return r;
    }
    if (!cudacore__pool_take_found(p, o, id, call)) return cudacore__recorded();
    if (k->busy && (r = k->busy(o, call)) != CUDACORE_SUCCESS) kept = 1;
    else if (k->end && (r = k->end(o, call)) != CUDACORE_SUCCESS) kept = k->kept_if_end_fails;
    if (kept) cudacore__pool_commit(o, id);
    else cudacore__pool_release(p, o, id);
    return r;
}

/* Ends handle id, which another object holds, if it is still alive: k's end
   (its failures only logged), the slot given back; no check, and nothing
   recorded. call: the function on whose behalf. */
CUDACORE__PRIVATE void cudacore__object_drop(const cudacore__life *k, uint64_t id, const char *call) {
    cudacore__pool *p = &cudacore__g.pools[k->kind];
    void *o = cudacore__get(p, id);
    if (!o || !cudacore__cas64(&((cudacore__slot *)o - 1)->id, id, 0)) return;
    if (k->end) CUDACORE__CLEANUP((void)k->end(o, call));
    cudacore__pool_release(p, o, id);
}

/* What every cudacore_*_get_info does first: *info (size bytes) zeroed,
   then the live object of kind `kind` looked up; NULL with the error
   recorded (info NULL: CUDACORE_ERROR_INVALID_ARGUMENT). */
CUDACORE__PRIVATE const void *cudacore__object_info(cudacore_object_kind kind, uint64_t id, void *info, size_t size, const char *call) {
    if (!info) {
        CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "info is NULL");
        return NULL;
    }
    memset(info, 0, size);
    return cudacore__lookup(kind, id, call);
}

/* What cudacore_*_native does: *out (k->native_size bytes) zeroed, then the
   live object's raw handle copied into it. */
CUDACORE__PRIVATE cudacore_result cudacore__object_native(const cudacore__life *k, uint64_t id, void *out, const char *call) {
    const char *o;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    memset(out, 0, k->native_size);
    o = (const char *)cudacore__lookup(k->kind, id, call);
    if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
    memcpy(out, o + k->native_at, k->native_size);
    return CUDACORE_SUCCESS;
}
