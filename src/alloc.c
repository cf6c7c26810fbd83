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

/* THE ONE GROWING ARRAY. Room for `need` items of item_size bytes in the
   array at *(T **)items (capacity *cap, its first `used` items kept): the
   capacity doubles from `first` until need fits; new room is zeroed. On
   failure the array is as it was and CUDACORE_ERROR_OUT_OF_HOST_MEMORY is
   returned, recorded under call (NULL: not recorded, for callers that say
   it their own way). */
CUDACORE__PRIVATE cudacore_result cudacore__grow(void *items, size_t *cap, size_t used, size_t need, size_t item_size, size_t first, const char *call) {
    size_t n = *cap ? *cap : first;
    void *old, *nv;
    if (need <= *cap) return CUDACORE_SUCCESS;
    while (n < need) n *= 2;
    nv = call ? cudacore__calloc(n * item_size, call) : cudacore__malloc(n * item_size);
    if (!nv) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    if (!call) memset(nv, 0, n * item_size);
    memcpy(&old, items, sizeof old); /* (items is a T **: its pointer read and written as bytes) */
    if (used) memcpy(nv, old, used * item_size);
    cudacore__free(old);
    memcpy(items, &nv, sizeof nv);
    *cap = n;
    return CUDACORE_SUCCESS;
}
