/*
    INTEROP
    =======
    OpenGL: register a buffer object or a texture / renderbuffer of the
    current GL context (cudacore loads no GL library), map it on a stream,
    take it as a buffer or an array (cudacore_graphics_mapped_*), unmap.
    Direct3D, EGL and VDPAU resources registered with cudabind.h are adopted
    with cudacore_graphics_resource_wrap. External memory (Vulkan, Direct3D
    11/12, NvSci, dma-buf: an fd or a Windows handle) is imported and mapped
    as a buffer or a mipmapped array; external semaphores (binary, timeline,
    fences, keyed mutexes) are signalled and waited on streams or as graph
    nodes. Imports outlive what is mapped from them (CUDACORE_ERROR_IN_USE).
*/
/* OPENGL: register a GL buffer object or a texture / renderbuffer with the
   GL context current on the calling thread (cudacore loads no GL library:
   the driver talks to the current context), then map it on a stream
   around CUDA's use of it each frame:
       cudacore_graphics_register_gl_buffer(vbo, NULL, &res);     once
       cudacore_graphics_map(res, s);                              each frame
       cudacore_graphics_mapped_buffer(res, &buf);  ... kernels on s ...
       cudacore_graphics_unmap(res, s);             GL may use it again
   While mapped, GL must not touch it. The buffer / array handles a mapped
   resource hands out are released by unmap (later use: INVALID_HANDLE).
   Direct3D, EGL and VDPAU resources: register them with cudabind.h and
   adopt the CUgraphicsResource with cudacore_graphics_resource_wrap.
   A graphics resource is used by one thread at a time.

   EXTERNAL MEMORY AND SEMAPHORES: memory and synchronisation objects
   exported by Vulkan, Direct3D 11/12 or NvSci (an fd on Linux, an NT or KMT
   handle on Windows) are imported; the memory is then mapped as a buffer or
   a mipmapped array, and the semaphores are signalled and waited on
   streams or in graphs, in the graphics API's own timeline.               */
/* cudacore_graphics_register_desc: usage flags; all zero: none.
     read_only           CUDA only reads it
     write_discard       CUDA overwrites all of it (old contents undefined)
     surface_load_store  images: bindable as a surface
     texture_gather      images: texture gather                            */
typedef struct cudacore_graphics_register_desc {
    int read_only;
    int write_discard;
    int surface_load_store;
    int texture_gather;
} cudacore_graphics_register_desc;
/* Registers GL buffer object `buffer` (a GLuint name) for CUDA. */
CUDACORE_API cudacore_result cudacore_graphics_register_gl_buffer(unsigned int buffer, const cudacore_graphics_register_desc *desc,
                                                                  cudacore_graphics_resource *out);
/* Registers a GL texture or renderbuffer: image is its GLuint name, target
   its GLenum (GL_TEXTURE_2D, GL_TEXTURE_3D, GL_TEXTURE_CUBE_MAP,
   GL_TEXTURE_2D_ARRAY, GL_RENDERBUFFER, ...). */
CUDACORE_API cudacore_result cudacore_graphics_register_gl_image(unsigned int image, unsigned int target, const cudacore_graphics_register_desc *desc,
                                                                 cudacore_graphics_resource *out);
/* Adopts a registered CUgraphicsResource (take_ownership 1: destroy
   unregisters it). Its device is the calling thread's current one. */
CUDACORE_API cudacore_result cudacore_graphics_resource_wrap(cudacore_CUgraphicsResource native, int take_ownership,
                                                             cudacore_graphics_resource *out);
/* Unregisters an owned resource, or releases a wrapped one's handle.
   A mapped resource: CUDACORE_ERROR_IN_USE (unmap it first). */
CUDACORE_API cudacore_result cudacore_graphics_resource_destroy(cudacore_graphics_resource r);
CUDACORE_API cudacore_result cudacore_graphics_resource_native(cudacore_graphics_resource r, cudacore_CUgraphicsResource *out);
/* How the next maps use it (CUDACORE_CU_GRAPHICS_MAP_RESOURCE_FLAGS_*). */
CUDACORE_API cudacore_result cudacore_graphics_set_map_flags(cudacore_graphics_resource r, unsigned int flags);
/* Maps r for CUDA in stream order on s (cuGraphicsMapResources): work on s
   after it sees the graphics API's finished work. Mapping twice:
   CUDACORE_ERROR_INVALID_ARGUMENT; a stream of another device than r's
   (map or unmap): CUDACORE_ERROR_DEVICE_MISMATCH. */
CUDACORE_API cudacore_result cudacore_graphics_map(cudacore_graphics_resource r, cudacore_stream s);
/* Unmaps r after the work queued on s; releases the handles the mapped_*
   calls gave (CUDACORE_ERROR_IN_USE while textures or surfaces use them). */
CUDACORE_API cudacore_result cudacore_graphics_unmap(cudacore_graphics_resource r, cudacore_stream s);
/* A mapped buffer resource's memory as a buffer (device memory, not owned;
   the same handle until unmap). */
CUDACORE_API cudacore_result cudacore_graphics_mapped_buffer(cudacore_graphics_resource r, cudacore_buffer *out);
/* A mapped image's level `level` of layer / cube face `index`, as an array
   (valid until unmap). */
CUDACORE_API cudacore_result cudacore_graphics_mapped_array(cudacore_graphics_resource r, unsigned int index, unsigned int level,
                                                            cudacore_array *out);
/* A mapped mipmapped image as a mipmapped array (valid until unmap, the
   same handle until then). num_levels: the levels the image has (as given
   to glTexStorage*; the driver cannot tell; 0: 1). */
CUDACORE_API cudacore_result cudacore_graphics_mapped_mipmapped_array(cudacore_graphics_resource r, unsigned int num_levels,
                                                                      cudacore_mipmapped_array *out);

/*--- external memory ---
   cudacore_external_memory_desc (type and size required):
     type        CUDACORE_CU_EXTERNAL_MEMORY_HANDLE_TYPE_*: OPAQUE_FD (Vulkan
                 on Linux), OPAQUE_WIN32 / OPAQUE_WIN32_KMT (Vulkan on
                 Windows), D3D12_HEAP, D3D12_RESOURCE, D3D11_RESOURCE,
                 D3D11_RESOURCE_KMT, NVSCIBUF, DMABUF_FD (Linux dma-buf)
     fd          OPAQUE_FD, DMABUF_FD: the file descriptor. On success the driver owns
                 it (do not close it); on failure it is still yours.
     win32_handle, win32_name   Windows types: a handle, or (handle NULL) a
                 name of a named object
     nvsci_buf_object  NVSCIBUF: the NvSciBufObj
     size        bytes of the memory object (as the exporter allocated it)
     dedicated   1: a dedicated allocation (Vulkan dedicated allocations,
                 Direct3D 12 committed resources: CUDA_EXTERNAL_MEMORY_DEDICATED) */
typedef struct cudacore_external_memory_desc {
    cudacore_CUexternalMemoryHandleType type;
    int fd;
    void *win32_handle;
    const void *win32_name;
    const void *nvsci_buf_object;
    unsigned long long size;
    int dedicated;
} cudacore_external_memory_desc;
/* Imports memory on the current device (cuImportExternalMemory). */
CUDACORE_API cudacore_result cudacore_external_memory_import(const cudacore_external_memory_desc *desc, cudacore_external_memory *out);
/* Destroys the import (CUDACORE_ERROR_IN_USE while buffers or mipmapped
   arrays mapped from it are alive; the exporter's memory is unaffected). */
CUDACORE_API cudacore_result cudacore_external_memory_destroy(cudacore_external_memory m);
CUDACORE_API cudacore_result cudacore_external_memory_native(cudacore_external_memory m, cudacore_CUexternalMemory *out);
/* [offset, offset + size) of the memory as an owned device buffer (size 0:
   the rest); freeing the buffer unmaps it. */
CUDACORE_API cudacore_result cudacore_external_memory_buffer(cudacore_external_memory m, unsigned long long offset, unsigned long long size,
                                                             cudacore_buffer *out);
/* The memory at offset as an owned mipmapped array of desc's shape (as
   cudacore_mipmapped_array_create; the exporter's image must match it). */
CUDACORE_API cudacore_result cudacore_external_memory_mipmapped_array(cudacore_external_memory m, unsigned long long offset,
                                                                      const cudacore_array_desc *desc, unsigned int num_levels,
                                                                      cudacore_mipmapped_array *out);

/*--- external semaphores ---
   cudacore_external_semaphore_desc (type required):
     type   CUDACORE_CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_*: OPAQUE_FD,
            OPAQUE_WIN32, OPAQUE_WIN32_KMT (Vulkan binary semaphores),
            TIMELINE_SEMAPHORE_FD / _WIN32 (Vulkan timeline semaphores),
            D3D12_FENCE, D3D11_FENCE, D3D11_KEYED_MUTEX(_KMT), NVSCISYNC
     fd, win32_handle, win32_name, nvsci_sync_object  as for memory (the
            driver owns a successfully imported fd)                       */
typedef struct cudacore_external_semaphore_desc {
    cudacore_CUexternalSemaphoreHandleType type;
    int fd;
    void *win32_handle;
    const void *win32_name;
    void *nvsci_sync_object;
} cudacore_external_semaphore_desc;
CUDACORE_API cudacore_result cudacore_external_semaphore_import(const cudacore_external_semaphore_desc *desc,
                                                                cudacore_external_semaphore *out);
CUDACORE_API cudacore_result cudacore_external_semaphore_destroy(cudacore_external_semaphore sem);
CUDACORE_API cudacore_result cudacore_external_semaphore_native(cudacore_external_semaphore sem, cudacore_CUexternalSemaphore *out);
/* One semaphore of a signal or wait:
     semaphore   the imported semaphore
     value       timeline semaphores and fences: the value to signal or to
                 wait for; keyed mutexes: the key; binary semaphores: 0
     timeout_ms  keyed-mutex waits: how long to wait (other types: 0)    */
typedef struct cudacore_external_semaphore_op {
    cudacore_external_semaphore semaphore;
    unsigned long long value;
    unsigned int timeout_ms;
} cudacore_external_semaphore_op;
/* Signals / waits for count semaphores in stream order on s
   (cuSignalExternalSemaphoresAsync / cuWaitExternalSemaphoresAsync). A wait
   holds back the work queued on s after it, on the GPU. */
CUDACORE_API cudacore_result cudacore_external_semaphore_signal(const cudacore_external_semaphore_op *ops, size_t count, cudacore_stream s);
CUDACORE_API cudacore_result cudacore_external_semaphore_wait(const cudacore_external_semaphore_op *ops, size_t count, cudacore_stream s);
/* The same as graph nodes (deps as for every add function). The ops are
   copied; the semaphores must outlive every launch. */
CUDACORE_API cudacore_result cudacore_graph_add_semaphore_signal_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                      const cudacore_external_semaphore_op *ops, size_t count,
                                                                      cudacore_graph_node *out);
CUDACORE_API cudacore_result cudacore_graph_add_semaphore_wait_node(cudacore_graph g, const cudacore_graph_node *deps, size_t num_deps,
                                                                    const cudacore_external_semaphore_op *ops, size_t count,
                                                                    cudacore_graph_node *out);
