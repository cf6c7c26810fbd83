CUDACORE__PRIVATE void *cudacore__fault_report_alloc(size_t size) {
#ifdef CUDACORE_FAULT_INJECTION
    fprintf(stderr, "cudacore: fault injected into a host allocation of %lu bytes\n", (unsigned long)size);
#else
    (void)size;
#endif
    return NULL;
}
CUDACORE__PRIVATE void *cudacore__malloc(size_t size) {
    if (CUDACORE__FAULT(CUDACORE__FAULT_HOST_ALLOC)) return cudacore__fault_report_alloc(size);
    if (cudacore__g.desc.allocator.alloc_fn) return cudacore__g.desc.allocator.alloc_fn(size, cudacore__g.desc.allocator.user_data);
    return CUDACORE_MALLOC(size);
}
CUDACORE__PRIVATE void cudacore__free(void *p) {
    if (!p) return;
    if (cudacore__g.desc.allocator.free_fn) cudacore__g.desc.allocator.free_fn(p, cudacore__g.desc.allocator.user_data);
    else CUDACORE_FREE(p);
}
/* Zeroed host memory, or NULL with the error recorded. */
CUDACORE__PRIVATE void *cudacore__calloc(size_t size, const char *call) {
    void *p = cudacore__malloc(size ? size : 1);
    if (!p) {
        CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "cannot allocate %lu bytes of host memory", (unsigned long)size);
        return NULL;
    }
    memset(p, 0, size ? size : 1);
    return p;
}
CUDACORE__PRIVATE char *cudacore__strdup(const char *s, const char *call) {
    size_t n = strlen(s) + 1;
    char *d = (char *)cudacore__calloc(n, call);
    if (d) memcpy(d, s, n);
    return d;
}
