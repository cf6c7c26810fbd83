/* internals.h -- the test helpers that reach into the library's internals
   (its object pools). test.h includes it.

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

   They are compiled where the implementation is: static in a test program
   whose CUDACORE_IMPLEMENTATION is in effect, and once, external, in the
   implementation object that the Makefile links into the programs it builds
   with -DCUDACORE_NO_IMPLEMENTATION (tests/impl.c defines T_INTERNALS_EXTERN).
   Without the implementation this file only declares them. */
#ifndef CUDACORE_TEST_INTERNALS_H
#define CUDACORE_TEST_INTERNALS_H
#include "../cudacore.h"

#if !defined(CUDACORE_IMPLEMENTATION)
void t_destroy_all(void);
uint64_t bi_stale_id(cudacore_object_kind kind);
uint32_t t_pool_used(cudacore_object_kind kind);
#else
#if defined(T_INTERNALS_EXTERN)
#define T_INTERNAL
void t_destroy_all(void);
uint64_t bi_stale_id(cudacore_object_kind kind);
uint32_t t_pool_used(cudacore_object_kind kind);
#else
#define T_INTERNAL static CUDACORE__UNUSED
#endif

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
#endif /* CUDACORE_IMPLEMENTATION */
#endif
