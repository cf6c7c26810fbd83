/* internals.h -- every way a test reaches into the library's internals: the
   object pools, the fast and full paths the agreement tests compare, the
   tables packed into constants, the test-only switches. test.h includes it.
   A test names no cudacore__ function, struct or macro itself: it calls
   these helpers, which mirror what it needs in types of its own (t_tmap,
   t_fake_kernel, ...), so that it links the implementation compiled once
   (tests/impl.c) instead of compiling a copy of it.

   They are compiled where the implementation is: once, external, in the
   implementation object that the Makefile links into the programs it builds
   with -DCUDACORE_NO_IMPLEMENTATION (tests/impl.c defines
   T_INTERNALS_EXTERN), and static in a program whose own
   CUDACORE_IMPLEMENTATION is in effect (a test built on its own, or one that
   keeps its own copy to check a configuration macro: tests/test.h). Without
   the implementation this file only declares them.

   Objects
     t_destroy_all()    destroys every cudacore object still alive, kind by
                        kind (kernels before their code, buffers before their
                        resources): for tests that stopped early on a failed
                        check. Call before cudacore_shutdown. What the library
                        itself leaks still shows: only objects the test made
                        are destroyed.
     bi_stale_id(kind)  a handle id of `kind` that was valid once and has been
                        destroyed: a slot reserved, published and taken back
                        exactly as create and destroy do (bad_input.h's rows)
     t_pool_used(kind)  how many slots the kind's pool has ever handed out
                        (live, free, or kept by a thread for its next object)
     t_pool_reserve, _commit, _get, _take, _release, t_bad_handle: the
                        pool's own steps, on the pool of a kind (test_core,
                        test_threads); t_pool_get is also "is it alive"
     t_chunk_column(kind), t_id_index(id), t_slot_fill(kind, index, byte):
                        where a kind's chunks and an id's slot are; a slot's
                        payload filled with one byte
     t_object_bytes(kind)  the size of a kind's object in its slot (the
                        bytes an agreement test saves, compares and puts back)
   Fast and full paths (the agreement tests), each as the library calls it:
     t_buffer_allocate_fast/_full, t_buffer_free_fast/_full, t_buffer_copy
     t_recorder_begin_fast/_full, t_recorder_end_fast/_full, t_recorder_name
     t_same_args_4_or_8, t_same_args (a compared launch's arguments)
     t_graphics_fast, t_graphics_map_full, t_graphics_unmap_full, t_graphics_mapped
     t_coll_fast, t_coll_full, t_coll_kind, t_comm_shape
     t_tmap_fast, t_tmap_full, t_tmap_key_make, t_tmap_key_diff
     t_check_args, t_check_args_fast, t_check_args_full, t_arg_values
   Tables and constants: t_tmap_bits, t_tmap_type_of, t_tmap_from_dtype,
     t_tmap_is_float, t_swizzle_span, t_dtype_size, t_tmap_log2_bytes,
     t_tmap_spans, t_nccl_type_size, t_nccl_type_log2, t_nccl_type_log2_packed,
     t_nccl_fn_name, t_nccl_fn_version, t_nccl_result_name, t_nccl_min_version,
     t_nccl_version_text, t_code_params
   State: t_lib_state, t_lib_version_add, t_lib_build_add, t_driver_version,
     t_nccl_group_depth, t_nccl_group_count, t_toolkit_get, t_privileged,
     t_program_key, t_view_recheck, t_kernel_param_info
   Files: t_fd_create, t_fd_close, t_read_file, t_free
   Test-only switches: t_set_privileged, t_set_toolkits_dir, t_search_load,
     t_search_list; with CUDACORE_TEST_HOOKS, t_start_warmed and
     t_start_proc_gpus. */
#ifndef CUDACORE_TEST_INTERNALS_H
#define CUDACORE_TEST_INTERNALS_H
#include "../cudacore.h"

#if defined(CUDACORE_IMPLEMENTATION) && !defined(T_INTERNALS_EXTERN)
#define T_INTERNAL static CUDACORE__UNUSED
#else
#define T_INTERNAL
#endif

/* What the tests see of the internals' types (the implementation part below
   asserts that each mirror holds what it stands for). */
#define T_PAYLOAD_BYTES 240  /* an object's room in its slot */
#define T_MAX_DEVICES 64     /* the devices cudacore handles */
#define T_TMAP_KEY_WORDS 25  /* a tensor-map memo key */
typedef struct t_tmap {      /* a tensor map as the checks resolve it */
    int rank, device, type;
    cudacore_CUdeviceptr address;
    cudacore_cuuint64_t dims[CUDACORE_TENSOR_MAP_MAX_RANK], strides[CUDACORE_TENSOR_MAP_MAX_RANK];
    cudacore_cuuint32_t estrides[CUDACORE_TENSOR_MAP_MAX_RANK];
} t_tmap;
typedef struct t_fake_kernel { /* a kernel as its creation leaves it, for the argument checks */
    const char *name;
    int num_params; /* -1: not known */
    size_t *param_offsets, *param_sizes;
} t_fake_kernel;
typedef struct t_buffer_bytes { /* a buffer's object: its bytes, the pointer zeroed */
    unsigned char bytes[T_PAYLOAD_BYTES];
    size_t size;
    int has_ptr, device, dev_acc;
} t_buffer_bytes;
typedef struct t_toolkit { /* the toolkit headers the search found */
    char include[1024], cccl[1040], looked[4096];
} t_toolkit;
typedef struct t_lib_spec { /* a library to search for: its variable, file name, subfolder, wheel path */
    const char *env, *name, *subdir, *wheel;
} t_lib_spec;

/* objects */
T_INTERNAL void t_destroy_all(void);
T_INTERNAL uint64_t bi_stale_id(cudacore_object_kind kind);
T_INTERNAL uint32_t t_pool_used(cudacore_object_kind kind);
T_INTERNAL void *t_pool_reserve(cudacore_object_kind kind, uint64_t *id);
T_INTERNAL void t_pool_commit(void *payload, uint64_t id);
T_INTERNAL void *t_pool_get(cudacore_object_kind kind, uint64_t id);
T_INTERNAL void *t_pool_take(cudacore_object_kind kind, uint64_t id);
T_INTERNAL void t_pool_release(cudacore_object_kind kind, void *payload, uint64_t id);
T_INTERNAL cudacore_result t_bad_handle(cudacore_object_kind kind, uint64_t id);
T_INTERNAL unsigned t_chunk_column(int kind);
T_INTERNAL uint32_t t_id_index(uint64_t id);
T_INTERNAL void t_slot_fill(cudacore_object_kind kind, uint32_t index, unsigned char byte);
T_INTERNAL size_t t_object_bytes(cudacore_object_kind kind);
/* buffers */
T_INTERNAL int t_buffer_allocate_fast(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out, cudacore_result *r);
T_INTERNAL cudacore_result t_buffer_allocate_full(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out);
T_INTERNAL int t_buffer_free_fast(cudacore_buffer b, cudacore_stream s, cudacore_result *r);
T_INTERNAL cudacore_result t_buffer_free_full(cudacore_buffer b, cudacore_stream s);
T_INTERNAL int t_buffer_copy(cudacore_buffer b, t_buffer_bytes *out);
/* recorders */
T_INTERNAL int t_recorder_begin_fast(cudacore_recorder r, cudacore_stream s, const void *key, size_t n, int *issue, cudacore_result *res);
T_INTERNAL cudacore_result t_recorder_begin_full(cudacore_recorder r, cudacore_stream s, const void *key, size_t n, int *issue);
T_INTERNAL int t_recorder_end_fast(cudacore_recorder r, cudacore_stream s);
T_INTERNAL cudacore_result t_recorder_end_full(cudacore_recorder r, cudacore_stream s);
T_INTERNAL const char *t_recorder_name(const void *obj);
T_INTERNAL int t_same_args_4_or_8(void **args, const cudacore_arg *sized, size_t n, uint64_t wide, const unsigned char *values);
T_INTERNAL int t_same_args(void **args, const cudacore_arg *sized, size_t n, const unsigned char *kept);
/* graphics resources */
T_INTERNAL int t_graphics_fast(cudacore_graphics_resource r, cudacore_stream s, int unmap);
T_INTERNAL cudacore_result t_graphics_map_full(cudacore_graphics_resource r, cudacore_stream s);
T_INTERNAL cudacore_result t_graphics_unmap_full(cudacore_graphics_resource r, cudacore_stream s);
T_INTERNAL int t_graphics_mapped(cudacore_graphics_resource r);
/* NCCL */
T_INTERNAL int t_coll_fast(int kind, cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv, size_t recv_offset,
                           size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, int root, cudacore_stream s, cudacore_result *r);
T_INTERNAL cudacore_result t_coll_full(int kind, cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                       size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, int root,
                                       cudacore_stream s);
T_INTERNAL void t_coll_kind(int kind, int *send_blocks, int *recv_blocks, int *optional);
T_INTERNAL int t_comm_shape(cudacore_communicator c, int *device, int *rank, int *size, int *nonblocking);
T_INTERNAL size_t t_nccl_type_size(cudacore_ncclDataType_t t);
T_INTERNAL unsigned t_nccl_type_log2(cudacore_ncclDataType_t t);
T_INTERNAL unsigned long t_nccl_type_log2_packed(void);
T_INTERNAL const char *t_nccl_fn_name(int fn);
T_INTERNAL int t_nccl_fn_version(int fn);
T_INTERNAL const char *t_nccl_result_name(int code);
T_INTERNAL int t_nccl_min_version(void);
T_INTERNAL void t_nccl_version_text(int code, char *out, size_t cap);
T_INTERNAL int t_nccl_group_depth(void);
T_INTERNAL int t_nccl_group_count(void);
/* tensor maps and views */
T_INTERNAL int t_tmap_fast(const cudacore_tensor_map_desc *d, int kind, t_tmap *m);
T_INTERNAL cudacore_result t_tmap_full(const cudacore_tensor_map_desc *d, int kind, t_tmap *m);
T_INTERNAL void t_tmap_key_make(const cudacore_tensor_map_desc *d, int kind, int n, uint64_t *key);
T_INTERNAL uint64_t t_tmap_key_diff(const cudacore_tensor_map_desc *d, int kind, int n, const uint64_t *key);
T_INTERNAL unsigned t_tmap_bits(int t);
T_INTERNAL int t_tmap_type_of(unsigned code, unsigned k);
T_INTERNAL int t_tmap_from_dtype(cudacore_DLDataType t);
T_INTERNAL int t_tmap_is_float(int t);
T_INTERNAL unsigned t_swizzle_span(cudacore_CUtensorMapSwizzle s);
T_INTERNAL uint64_t t_tmap_log2_bytes(void);
T_INTERNAL uint64_t t_tmap_spans(void);
T_INTERNAL size_t t_dtype_size(cudacore_DLDataType t);
T_INTERNAL cudacore_result t_view_recheck(const cudacore_view *v);
/* kernels and their code */
T_INTERNAL cudacore_result t_check_args(const t_fake_kernel *k, void *const *values, const cudacore_arg *sized, size_t n, const char *call);
T_INTERNAL int t_check_args_fast(const t_fake_kernel *k, void *const *values, const cudacore_arg *sized, size_t n);
T_INTERNAL cudacore_result t_check_args_full(const t_fake_kernel *k, void *const *values, const cudacore_arg *sized, size_t n, const char *call);
T_INTERNAL cudacore_result t_arg_values(const cudacore_arg *args, size_t n, void **vals, const char *call);
T_INTERNAL int t_code_params(cudacore_code_type type, const void *data, size_t size, const char *name, int arch, size_t *offsets, size_t *sizes,
                             size_t cap);
T_INTERNAL int t_kernel_param_info(cudacore_CUkernel k, size_t index, size_t *offset, size_t *size);
/* libraries, programs and the toolkit */
T_INTERNAL int t_lib_state(cudacore_library lib);
T_INTERNAL void t_lib_version_add(cudacore_library lib, int delta);
T_INTERNAL void t_lib_build_add(cudacore_library lib, int which, int delta);
T_INTERNAL int t_driver_version(void);
T_INTERNAL uint64_t t_program_key(cudacore_program_kind kind, const char *source, size_t size, cudacore_code_type target, const char *arch);
T_INTERNAL void t_toolkit_get(t_toolkit *out);
T_INTERNAL int t_privileged(void);
T_INTERNAL void t_set_privileged(int on);
T_INTERNAL void t_set_toolkits_dir(const char *dir);
T_INTERNAL int t_search_load(cudacore_library which, const t_lib_spec *spec, char *tried, size_t cap);
T_INTERNAL void t_search_list(cudacore_library which, const t_lib_spec *spec, cudacore_library_candidate_fn fn, void *user);
/* files */
T_INTERNAL int t_fd_create(const char *path, int shared);
T_INTERNAL void t_fd_close(int fd);
T_INTERNAL int t_read_file(const char *path, void **data, size_t *size);
T_INTERNAL void t_free(void *p);
#if defined(CUDACORE_TEST_HOOKS)
/* the start's test fields (test_start.c) */
T_INTERNAL int t_start_warmed(void);
T_INTERNAL void t_start_proc_gpus(const char *dir);
/* the compile cache's hooks (test_compile_cache.c): fn run at a point
   (NULL: nothing), and the kernel's AT_SECURE as the test says it */
#define T_HOOK_AFTER_SCAN 0
#define T_HOOK_AFTER_COMPILE 1
#define T_HOOK_AFTER_ENTRY_READ 2
T_INTERNAL void t_set_hook(int point, void (*fn)(void));
T_INTERNAL void t_set_at_secure(int on);
#endif
/* a 32-bit value shared between threads, read and written whole (the
   library's own atomics) */
T_INTERNAL int t_load32(int *p);
T_INTERNAL void t_store32(int *p, int v);

#if defined(CUDACORE_IMPLEMENTATION)
CUDACORE__STATIC_ASSERT(T_PAYLOAD_BYTES == CUDACORE__PAYLOAD_MAX, t_payload_bytes_is_the_slots);
CUDACORE__STATIC_ASSERT(T_MAX_DEVICES == CUDACORE__MAX_DEVICES, t_max_devices_is_the_librarys);
CUDACORE__STATIC_ASSERT(T_TMAP_KEY_WORDS == CUDACORE__TMAP_KEY_WORDS, t_tmap_key_words_is_the_memos);
CUDACORE__STATIC_ASSERT(sizeof(((t_toolkit *)0)->include) == sizeof(((cudacore__toolkit *)0)->include) &&
                            sizeof(((t_toolkit *)0)->cccl) == sizeof(((cudacore__toolkit *)0)->cccl) &&
                            sizeof(((t_toolkit *)0)->looked) == sizeof(((cudacore__toolkit *)0)->looked),
                        t_toolkit_mirrors_the_search);

/*--- objects ---*/
T_INTERNAL void t_destroy_all(void) {
    static const int order[] = {CUDACORE_OBJECT_RECORDER, CUDACORE_OBJECT_COMMUNICATOR, CUDACORE_OBJECT_KERNEL, CUDACORE_OBJECT_OBJECT_CODE, CUDACORE_OBJECT_PROGRAM, CUDACORE_OBJECT_LINKER,
                                CUDACORE_OBJECT_EVENT, CUDACORE_OBJECT_TEXTURE, CUDACORE_OBJECT_SURFACE, CUDACORE_OBJECT_BUFFER,
                                CUDACORE_OBJECT_MIPMAPPED_ARRAY, CUDACORE_OBJECT_ARRAY, CUDACORE_OBJECT_GRAPHICS_RESOURCE,
                                CUDACORE_OBJECT_EXTERNAL_SEMAPHORE, CUDACORE_OBJECT_EXTERNAL_MEMORY, CUDACORE_OBJECT_MEMORY_RESOURCE,
                                CUDACORE_OBJECT_STREAM, CUDACORE_OBJECT_CONTEXT};
    size_t k;
    uint32_t c, i;
    if (!cudacore_is_set_up()) return;
    for (k = 0; k < sizeof order / sizeof order[0]; k++) {
        cudacore__pool *p = &cudacore__g.pools[order[k]];
        for (c = 0; c < CUDACORE__MAX_CHUNKS && CUDACORE__CHUNK(p, c); c++)
            for (i = 0; i < CUDACORE__CHUNK_SLOTS; i++) {
                uint64_t id = cudacore__load64(&((cudacore__slot *)(CUDACORE__CHUNK(p, c) + (size_t)i * p->slot_size))->id);
                if (!id) continue;
                switch (order[k]) {
                    case CUDACORE_OBJECT_COMMUNICATOR: { cudacore_communicator h; h.id = id; cudacore_communicator_abort(h); cudacore_communicator_destroy(h); break; }
                    case CUDACORE_OBJECT_KERNEL: { cudacore_kernel h; h.id = id; cudacore_kernel_destroy(h); break; }
                    case CUDACORE_OBJECT_OBJECT_CODE: { cudacore_object_code h; h.id = id; cudacore_object_code_destroy(h); break; }
                    case CUDACORE_OBJECT_PROGRAM: { cudacore_program h; h.id = id; cudacore_program_destroy(h); break; }
                    case CUDACORE_OBJECT_LINKER: { cudacore_linker h; h.id = id; cudacore_linker_destroy(h); break; }
                    case CUDACORE_OBJECT_EVENT: { cudacore_event h; h.id = id; cudacore_event_destroy(h); break; }
                    case CUDACORE_OBJECT_BUFFER: { cudacore_buffer h; h.id = id; cudacore_buffer_free(h, cudacore_stream_legacy()); break; }
                    case CUDACORE_OBJECT_MEMORY_RESOURCE: { cudacore_memory_resource h; h.id = id; cudacore_memory_resource_destroy(h); break; }
                    case CUDACORE_OBJECT_TEXTURE: { cudacore_texture h; h.id = id; cudacore_texture_destroy(h); break; }
                    case CUDACORE_OBJECT_SURFACE: { cudacore_surface h; h.id = id; cudacore_surface_destroy(h); break; }
                    case CUDACORE_OBJECT_MIPMAPPED_ARRAY: { cudacore_mipmapped_array h; h.id = id; cudacore_mipmapped_array_destroy(h); break; }
                    case CUDACORE_OBJECT_ARRAY: { cudacore_array h; h.id = id; cudacore_array_destroy(h); break; }
                    case CUDACORE_OBJECT_GRAPHICS_RESOURCE: { cudacore_graphics_resource h; h.id = id; cudacore_graphics_resource_destroy(h); break; }
                    case CUDACORE_OBJECT_EXTERNAL_SEMAPHORE: { cudacore_external_semaphore h; h.id = id; cudacore_external_semaphore_destroy(h); break; }
                    case CUDACORE_OBJECT_EXTERNAL_MEMORY: { cudacore_external_memory h; h.id = id; cudacore_external_memory_destroy(h); break; }
                    case CUDACORE_OBJECT_CONTEXT: { cudacore_context h; h.id = id; cudacore_context_destroy(h); break; }
                    case CUDACORE_OBJECT_RECORDER: { cudacore_recorder h; h.id = id; cudacore_recorder_destroy(h); break; }
                    default: { cudacore_stream h; h.id = id; cudacore_stream_destroy(h); break; }
                }
            }
    }
}

T_INTERNAL uint64_t bi_stale_id(cudacore_object_kind kind) {
    cudacore__pool *p = &cudacore__g.pools[kind];
    uint64_t id = 0;
    void *payload = cudacore__pool_reserve(p, &id, "bad_input");
    if (!payload) return 0;
    cudacore__pool_commit(payload, id);
    if (cudacore__pool_take(p, id, "bad_input") != payload) return 0;
    cudacore__pool_release(p, payload, id);
    return id;
}

T_INTERNAL uint32_t t_pool_used(cudacore_object_kind kind) { return cudacore__loadu32(&cudacore__g.pools[kind].used); }
T_INTERNAL void *t_pool_reserve(cudacore_object_kind kind, uint64_t *id) { return cudacore__pool_reserve(&cudacore__g.pools[kind], id, "test"); }
T_INTERNAL void t_pool_commit(void *payload, uint64_t id) { cudacore__pool_commit(payload, id); }
T_INTERNAL void *t_pool_get(cudacore_object_kind kind, uint64_t id) { return cudacore__get(&cudacore__g.pools[kind], id); }
T_INTERNAL void *t_pool_take(cudacore_object_kind kind, uint64_t id) { return cudacore__pool_take(&cudacore__g.pools[kind], id, "test"); }
T_INTERNAL void t_pool_release(cudacore_object_kind kind, void *payload, uint64_t id) { cudacore__pool_release(&cudacore__g.pools[kind], payload, id); }
T_INTERNAL cudacore_result t_bad_handle(cudacore_object_kind kind, uint64_t id) { return cudacore__bad_handle((uint32_t)kind, id, "test"); }
T_INTERNAL unsigned t_chunk_column(int kind) { return cudacore__chunk_column[kind]; }
T_INTERNAL uint32_t t_id_index(uint64_t id) { return cudacore__id_index(id); }
T_INTERNAL void t_slot_fill(cudacore_object_kind kind, uint32_t index, unsigned char byte) {
    memset(cudacore__pool_slot(&cudacore__g.pools[kind], index) + 1, byte, CUDACORE__PAYLOAD_MAX);
}
T_INTERNAL size_t t_object_bytes(cudacore_object_kind kind) {
    switch (kind) {
        case CUDACORE_OBJECT_BUFFER: return sizeof(cudacore__buffer_obj);
        case CUDACORE_OBJECT_RECORDER: return sizeof(cudacore__recorder_obj);
        case CUDACORE_OBJECT_GRAPHICS_RESOURCE: return sizeof(cudacore__graphics_obj);
        case CUDACORE_OBJECT_COMMUNICATOR: return sizeof(cudacore__comm_obj);
        default: return CUDACORE__PAYLOAD_MAX;
    }
}

/*--- buffers ---*/
T_INTERNAL int t_buffer_allocate_fast(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out, cudacore_result *r) {
    return cudacore__buffer_allocate_fast(mr, size, s, out, r);
}
T_INTERNAL cudacore_result t_buffer_allocate_full(cudacore_memory_resource mr, size_t size, cudacore_stream s, cudacore_buffer *out) {
    return cudacore__buffer_allocate_full(mr, size, s, out);
}
T_INTERNAL int t_buffer_free_fast(cudacore_buffer b, cudacore_stream s, cudacore_result *r) { return cudacore__buffer_free_fast(b, s, r); }
T_INTERNAL cudacore_result t_buffer_free_full(cudacore_buffer b, cudacore_stream s) { return cudacore__buffer_free_full(b, s); }
T_INTERNAL int t_buffer_copy(cudacore_buffer b, t_buffer_bytes *out) {
    const cudacore__buffer_obj *o = (const cudacore__buffer_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_BUFFER], b.id);
    cudacore__buffer_obj copy;
    memset(out, 0, sizeof *out);
    if (!o) return 0;
    memcpy(&copy, o, sizeof copy);
    out->has_ptr = copy.ptr != 0;
    out->device = copy.device;
    out->dev_acc = copy.dev_acc;
    copy.ptr = 0;
    memcpy(out->bytes, &copy, sizeof copy);
    out->size = sizeof copy;
    return 1;
}

/*--- recorders ---*/
/* Each looks the recorder and the stream up as the library's entry does
   (cudacore__get) and hands the objects to the path. */
#define T_REC_OBJ(r) ((cudacore__recorder_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_RECORDER], (r).id))
#define T_STREAM_OBJ(s) ((const cudacore__stream_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_STREAM], (s).id))
T_INTERNAL int t_recorder_begin_fast(cudacore_recorder r, cudacore_stream s, const void *key, size_t n, int *issue, cudacore_result *res) {
    return cudacore__recorder_begin_fast(T_REC_OBJ(r), T_STREAM_OBJ(s), s, key, n, issue, res);
}
T_INTERNAL cudacore_result t_recorder_begin_full(cudacore_recorder r, cudacore_stream s, const void *key, size_t n, int *issue) {
    return cudacore__recorder_begin_full(r, s, key, n, issue, T_REC_OBJ(r), T_STREAM_OBJ(s));
}
T_INTERNAL int t_recorder_end_fast(cudacore_recorder r, cudacore_stream s) { return cudacore__recorder_end_fast(T_REC_OBJ(r), s); }
T_INTERNAL cudacore_result t_recorder_end_full(cudacore_recorder r, cudacore_stream s) {
    cudacore__recorder_obj *ro = T_REC_OBJ(r);
    return cudacore__recorder_end_full(r, s, ro ? (cudacore__slot *)(void *)ro - 1 : NULL);
}
T_INTERNAL const char *t_recorder_name(const void *obj) { return ((const cudacore__recorder_obj *)obj)->name; }
T_INTERNAL int t_same_args_4_or_8(void **args, const cudacore_arg *sized, size_t n, uint64_t wide, const unsigned char *values) {
    return cudacore__same_args_4_or_8(args, sized, n, wide, values);
}
T_INTERNAL int t_same_args(void **args, const cudacore_arg *sized, size_t n, const unsigned char *kept) {
    return cudacore__same_args(args, sized, n, kept);
}

/*--- graphics resources ---*/
T_INTERNAL int t_graphics_fast(cudacore_graphics_resource r, cudacore_stream s, int unmap) {
    const cudacore__stream_obj *so;
    return cudacore__graphics_fast(r, s, unmap, &so) != NULL;
}
T_INTERNAL cudacore_result t_graphics_map_full(cudacore_graphics_resource r, cudacore_stream s) { return cudacore__graphics_map_full(r, s); }
T_INTERNAL cudacore_result t_graphics_unmap_full(cudacore_graphics_resource r, cudacore_stream s) { return cudacore__graphics_unmap_full(r, s); }
T_INTERNAL int t_graphics_mapped(cudacore_graphics_resource r) {
    const cudacore__graphics_obj *g = (const cudacore__graphics_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_GRAPHICS_RESOURCE], r.id);
    return g ? g->mapped : -1;
}

/*--- NCCL ---*/
T_INTERNAL int t_coll_fast(int kind, cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv, size_t recv_offset,
                           size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, int root, cudacore_stream s, cudacore_result *r) {
    return cudacore__coll_fast(kind, c, send, send_offset, recv, recv_offset, count, datatype, op, root, s, "t", r);
}
T_INTERNAL cudacore_result t_coll_full(int kind, cudacore_communicator c, cudacore_buffer send, size_t send_offset, cudacore_buffer recv,
                                       size_t recv_offset, size_t count, cudacore_ncclDataType_t datatype, cudacore_ncclRedOp_t op, int root,
                                       cudacore_stream s) {
    return cudacore__coll_full(kind, c, send, send_offset, recv, recv_offset, count, datatype, op, root, s, "t");
}
T_INTERNAL void t_coll_kind(int kind, int *send_blocks, int *recv_blocks, int *optional) {
    const cudacore__coll_kind *k = &cudacore__coll_kinds[kind];
    *send_blocks = k->send_blocks, *recv_blocks = k->recv_blocks, *optional = k->optional;
}
T_INTERNAL int t_comm_shape(cudacore_communicator c, int *device, int *rank, int *size, int *nonblocking) {
    const cudacore__comm_obj *co = (const cudacore__comm_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_COMMUNICATOR], c.id);
    if (!co) return 0;
    *device = co->device, *rank = co->rank, *size = co->size, *nonblocking = co->nonblocking;
    return 1;
}
T_INTERNAL size_t t_nccl_type_size(cudacore_ncclDataType_t t) { return cudacore__nccl_type_size(t); }
T_INTERNAL unsigned t_nccl_type_log2(cudacore_ncclDataType_t t) { return cudacore__nccl_type_log2(t); }
T_INTERNAL unsigned long t_nccl_type_log2_packed(void) { return (unsigned long)CUDACORE__NCCL_TYPE_LOG2; }
T_INTERNAL const char *t_nccl_fn_name(int fn) { return cudacore__nccl_info[fn].name; }
T_INTERNAL int t_nccl_fn_version(int fn) { return cudacore__nccl_info[fn].version; }
T_INTERNAL const char *t_nccl_result_name(int code) { return cudacore__nccl_result_names[code]; }
T_INTERNAL int t_nccl_min_version(void) { return CUDACORE__NCCL_MIN_VERSION; }
T_INTERNAL void t_nccl_version_text(int code, char *out, size_t cap) { cudacore__nccl_version_text(code, out, cap); }
T_INTERNAL int t_nccl_group_depth(void) { return cudacore__nccl_group.depth; }
T_INTERNAL int t_nccl_group_count(void) { return cudacore__nccl_group.count; }

/*--- tensor maps and views ---*/
static CUDACORE__UNUSED void t_tmap_mirror(const cudacore__tmap *m, t_tmap *out) {
    int i;
    memset(out, 0, sizeof *out);
    out->rank = m->rank, out->device = m->device, out->type = (int)m->type, out->address = m->address;
    for (i = 0; i < CUDACORE_TENSOR_MAP_MAX_RANK; i++) out->dims[i] = m->dims[i], out->strides[i] = m->strides[i], out->estrides[i] = m->estrides[i];
}
T_INTERNAL int t_tmap_fast(const cudacore_tensor_map_desc *d, int kind, t_tmap *m) {
    cudacore__tmap t;
    int f;
    memset(&t, 0, sizeof t);
    f = cudacore__tmap_fast(d, kind, &t);
    t_tmap_mirror(&t, m);
    return f;
}
T_INTERNAL cudacore_result t_tmap_full(const cudacore_tensor_map_desc *d, int kind, t_tmap *m) {
    cudacore__tmap t;
    cudacore_result r;
    memset(&t, 0, sizeof t);
    r = cudacore__tmap_full(d, kind, &t, "t");
    t_tmap_mirror(&t, m);
    return r;
}
T_INTERNAL void t_tmap_key_make(const cudacore_tensor_map_desc *d, int kind, int n, uint64_t *key) { cudacore__tmap_key_make(d, kind, n, key); }
T_INTERNAL uint64_t t_tmap_key_diff(const cudacore_tensor_map_desc *d, int kind, int n, const uint64_t *key) { return cudacore__tmap_key_diff(d, kind, n, key); }
T_INTERNAL unsigned t_tmap_bits(int t) { return cudacore__tmap_bits(t); }
T_INTERNAL int t_tmap_type_of(unsigned code, unsigned k) { return cudacore__tmap_type_of(code, k); }
T_INTERNAL int t_tmap_from_dtype(cudacore_DLDataType t) { return cudacore__tmap_from_dtype(t); }
T_INTERNAL int t_tmap_is_float(int t) { return cudacore__tmap_is_float(t); }
T_INTERNAL unsigned t_swizzle_span(cudacore_CUtensorMapSwizzle s) { return cudacore__swizzle_span(s); }
T_INTERNAL uint64_t t_tmap_log2_bytes(void) { return CUDACORE__TMAP_LOG2_BYTES; }
T_INTERNAL uint64_t t_tmap_spans(void) { return CUDACORE__TMAP_SPANS; }
T_INTERNAL size_t t_dtype_size(cudacore_DLDataType t) { return cudacore__dtype_size(t); }
T_INTERNAL cudacore_result t_view_recheck(const cudacore_view *v) {
    cudacore_CUdeviceptr data;
    return cudacore__view_recheck(v, &data, "t");
}

/*--- kernels and their code ---*/
static CUDACORE__UNUSED const cudacore__kernel_obj *t_kernel_obj(const t_fake_kernel *f, cudacore__kernel_obj *k) {
    if (!f) return NULL;
    memset(k, 0, sizeof *k);
    k->name = (char *)f->name;
    k->num_params = f->num_params;
    k->param_offsets = f->param_offsets;
    k->param_sizes = f->param_sizes;
    return k;
}
T_INTERNAL cudacore_result t_check_args(const t_fake_kernel *f, void *const *values, const cudacore_arg *sized, size_t n, const char *call) {
    cudacore__kernel_obj k;
    return cudacore__check_args(t_kernel_obj(f, &k), values, sized, n, call);
}
T_INTERNAL int t_check_args_fast(const t_fake_kernel *f, void *const *values, const cudacore_arg *sized, size_t n) {
    cudacore__kernel_obj k;
    return cudacore__check_args_fast(t_kernel_obj(f, &k), values, sized, n);
}
T_INTERNAL cudacore_result t_check_args_full(const t_fake_kernel *f, void *const *values, const cudacore_arg *sized, size_t n, const char *call) {
    cudacore__kernel_obj k;
    return cudacore__check_args_full(t_kernel_obj(f, &k), values, sized, n, call);
}
T_INTERNAL cudacore_result t_arg_values(const cudacore_arg *args, size_t n, void **vals, const char *call) { return cudacore__arg_values(args, n, vals, call); }
T_INTERNAL int t_code_params(cudacore_code_type type, const void *data, size_t size, const char *name, int arch, size_t *offsets, size_t *sizes,
                             size_t cap) {
    return cudacore__code_params(type, data, size, name, arch, offsets, sizes, cap);
}
T_INTERNAL int t_kernel_param_info(cudacore_CUkernel k, size_t index, size_t *offset, size_t *size) {
    return (int)CUDACORE__CU(cuKernelGetParamInfo)(k, index, offset, size);
}

/*--- libraries, programs and the toolkit ---*/
T_INTERNAL int t_lib_state(cudacore_library lib) { return cudacore__load32(&cudacore__g.libs[lib].state); }
T_INTERNAL void t_lib_version_add(cudacore_library lib, int delta) { cudacore__g.libs[lib].version += delta; }
T_INTERNAL void t_lib_build_add(cudacore_library lib, int which, int delta) { cudacore__g.libs[lib].build[which] += (uint64_t)(int64_t)delta; }
T_INTERNAL int t_driver_version(void) { return cudacore__g.driver_version; }
T_INTERNAL uint64_t t_program_key(cudacore_program_kind kind, const char *source, size_t size, cudacore_code_type target, const char *arch) {
    cudacore__program_data d;
    cudacore__strs l;
    cudacore__hash k;
    memset(&d, 0, sizeof d);
    memset(&l, 0, sizeof l);
    d.kind = kind;
    d.source = (char *)source;
    d.source_size = size;
    cudacore__program_key(&d, target, arch, &l, &k);
    return k.a;
}
T_INTERNAL void t_toolkit_get(t_toolkit *out) {
    cudacore__toolkit tk;
    cudacore__toolkit_get(&tk);
    memcpy(out->include, tk.include, sizeof out->include);
    memcpy(out->cccl, tk.cccl, sizeof out->cccl);
    memcpy(out->looked, tk.looked, sizeof out->looked);
}
T_INTERNAL int t_privileged(void) { return cudacore__privileged(); }
T_INTERNAL void t_set_privileged(int on) { cudacore__privileged_for_tests = on; }
T_INTERNAL void t_set_toolkits_dir(const char *dir) { cudacore__toolkits_dir_for_tests = dir; }
/* A search walk for the library spec stands for, in which's place in the order. */
static CUDACORE__UNUSED void t_search_walk(cudacore_library which, const t_lib_spec *spec, cudacore__search *s, cudacore__lib_spec *ls) {
    memset(ls, 0, sizeof *ls);
    ls->env = spec->env;
    ls->names[0] = spec->name;
    ls->subdirs[0] = spec->subdir;
    ls->wheels[0] = spec->wheel;
    s->which = which;
    s->spec = ls;
    cudacore__search_walk(s);
}
T_INTERNAL int t_search_load(cudacore_library which, const t_lib_spec *spec, char *tried, size_t cap) {
    static cudacore__lib lib;
    cudacore__lib_spec ls;
    cudacore__search s;
    memset(&s, 0, sizeof s);
    s.visit = cudacore__load_visit;
    s.lib = &lib;
    s.tried = tried;
    s.cap = cap;
    t_search_walk(which, spec, &s, &ls);
    return lib.handle != NULL;
}
T_INTERNAL void t_search_list(cudacore_library which, const t_lib_spec *spec, cudacore_library_candidate_fn fn, void *user) {
    cudacore__lib_spec ls;
    cudacore__search s;
    memset(&s, 0, sizeof s);
    s.visit = cudacore__list_visit;
    s.fn = fn;
    s.user_data = user;
    t_search_walk(which, spec, &s, &ls);
}

/*--- files ---*/
T_INTERNAL int t_fd_create(const char *path, int shared) { return cudacore__fd_create(path, shared); }
T_INTERNAL void t_fd_close(int fd) { cudacore__fd_close(fd); }
T_INTERNAL int t_read_file(const char *path, void **data, size_t *size) { return cudacore__read_file(path, data, size); }
T_INTERNAL void t_free(void *p) { cudacore__free(p); }

#if defined(CUDACORE_TEST_HOOKS)
T_INTERNAL int t_start_warmed(void) { return cudacore__load32(&cudacore__start.warmed); }
T_INTERNAL void t_start_proc_gpus(const char *dir) { cudacore__start.proc_gpus = dir; }
T_INTERNAL void t_set_hook(int point, void (*fn)(void)) {
    if (point == T_HOOK_AFTER_SCAN) cudacore__test_hooks.after_scan = fn;
    else if (point == T_HOOK_AFTER_COMPILE) cudacore__test_hooks.after_compile = fn;
    else cudacore__test_hooks.after_entry_read = fn;
}
T_INTERNAL void t_set_at_secure(int on) { cudacore__test_hooks.at_secure = on; }
#endif
T_INTERNAL int t_load32(int *p) { return cudacore__load32(p); }
T_INTERNAL void t_store32(int *p, int v) { cudacore__store32(p, v); }
#endif /* CUDACORE_IMPLEMENTATION */
#endif
