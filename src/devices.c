#include "gen/device_property_table.c"

CUDACORE__COLD cudacore_result cudacore__bad_device(int device, const char *call) {
    cudacore_result r;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    if (device < 0 || device >= cudacore__g.device_count)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_DEVICE, call, "device ordinal %d is out of range: there %s %d device%s", device,
                              cudacore__g.device_count == 1 ? "is" : "are", cudacore__g.device_count, cudacore__g.device_count == 1 ? "" : "s");
    return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "cudacore handles at most %d devices", CUDACORE__MAX_DEVICES);
}
CUDACORE__HOT_INLINE cudacore_result cudacore__check_device(int device, const char *call) {
    if (CUDACORE__LIKELY(cudacore__need(CUDACORE_LIBRARY_CUDA, call) == CUDACORE_SUCCESS && device >= 0 && device < cudacore__g.device_count &&
                         device < CUDACORE__MAX_DEVICES))
        return CUDACORE_SUCCESS;
    return cudacore__bad_device(device, call);
}

/* CUDACORE_SUCCESS when the driver is CUDA `version` (major * 1000 + minor
   * 10) or newer, loading it first; else CUDACORE_ERROR_NOT_SUPPORTED: "WHAT
   a X.Y+ driver; this one is A.B", what saying who needs it ("process
   checkpointing needs"). */
CUDACORE__PRIVATE cudacore_result cudacore__driver_at_least(int version, const char *what, const char *call) {
    cudacore_result r;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    if (cudacore__g.driver_version >= version) return CUDACORE_SUCCESS;
    return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "%s a %d.%d+ driver; this one is %d.%d", what, version / 1000, version % 1000 / 10,
                          cudacore__g.driver_version / 1000, cudacore__g.driver_version % 1000 / 10);
}

/* A device attribute, or 0 when the driver cannot say (nothing recorded). */
CUDACORE__PRIVATE int cudacore__attr(int dev, int attr) {
    int v = 0;
    if ((int)CUDACORE__CU(cuDeviceGetAttribute)(&v, (cudacore_CUdevice_attribute)attr, (cudacore_CUdevice)dev) != 0) v = 0;
    return v;
}

/* The compute capability of a checked device ordinal, major * 100 + minor:
   asked of the driver once (it needs no context), then a load. 0 when the
   driver cannot say. */
CUDACORE__PRIVATE int cudacore__cc(int device) {
    int v = cudacore__load32(&cudacore__g.cc[device]), major = 0, minor = 0;
    if (CUDACORE__LIKELY(v > 0)) return v;
    if ((int)CUDACORE__CU(cuDeviceGetAttribute)(&major, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, (cudacore_CUdevice)device) != 0 ||
        (int)CUDACORE__CU(cuDeviceGetAttribute)(&minor, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, (cudacore_CUdevice)device) != 0)
        return 0;
    v = major * 100 + minor;
    if (v > 0) cudacore__store32(&cudacore__g.cc[device], v);
    return v;
}

/* The device's primary context, retained once per process on first use. */
CUDACORE__COLD cudacore_result cudacore__primary_full(int device, cudacore_CUcontext *ctx, const char *call) {
    void *c;
    cudacore__lock(&cudacore__setup_lock);
    c = cudacore__g.primary[device];
    if (!c) {
        cudacore_CUcontext nc = NULL;
        int rg = cudacore__nvtx_range_begin("cuDevicePrimaryCtxRetain device %d", device);
        cudacore_result r = CUDACORE__CU_CALL(cuDevicePrimaryCtxRetain, (&nc, (cudacore_CUdevice)device));
        cudacore__nvtx_range_end(rg);
        if (r != CUDACORE_SUCCESS) {
            cudacore__unlock(&cudacore__setup_lock);
            return r;
        }
        c = (void *)nc;
        cudacore__storeptr(&cudacore__g.primary[device], c);
    }
    cudacore__unlock(&cudacore__setup_lock);
    *ctx = (cudacore_CUcontext)c;
    (void)call;
    return CUDACORE_SUCCESS;
}
CUDACORE__HOT_INLINE cudacore_result cudacore__primary(int device, cudacore_CUcontext *ctx, const char *call) {
    void *c = cudacore__loadptr(&cudacore__g.primary[device]);
    if (CUDACORE__UNLIKELY(c == NULL)) return cudacore__primary_full(device, ctx, call);
    *ctx = (cudacore_CUcontext)c;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE void cudacore__track(cudacore_CUcontext ctx, int device) {
    cudacore__cur.ctx = ctx;
    cudacore__cur.device = device;
    cudacore__cur.gen = cudacore__setup_gen;
    cudacore__cur.context = 0;
}
CUDACORE__PRIVATE int cudacore__tracked(void) { return cudacore__cur.gen == cudacore__setup_gen; }

CUDACORE__PRIVATE cudacore_result cudacore__make_current(int device, const char *call) {
    cudacore_CUcontext ctx = NULL;
    cudacore_result r = cudacore__primary(device, &ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuCtxSetCurrent, (ctx))) != CUDACORE_SUCCESS) return r;
    cudacore__track(ctx, device);
    return CUDACORE_SUCCESS;
}

/* A thread cudacore does not track yet takes the device whose primary
   context is current on it (as the runtime API's cudaSetDevice leaves it);
   returns that device, or -1 when cur is none of them. */
CUDACORE__PRIVATE int cudacore__adopt(cudacore_CUcontext cur) {
    int i;
    for (i = 0; cur && i < cudacore__g.device_count && i < CUDACORE__MAX_DEVICES; i++)
        if (cudacore__loadptr(&cudacore__g.primary[i]) == (void *)cur) {
            cudacore__track(cur, i);
            return i;
        }
    return -1;
}

/* The calling thread's current device, with its current context current:
   the context cudacore made current on the thread (a device's primary one,
   or a user or green context), else the primary context of the device
   whose primary context is current, else device 0's. Afterwards
   cudacore__cur.ctx is that context: creation functions call this and put
   new objects there; hot paths never do. */
CUDACORE__PRIVATE cudacore_result cudacore__current_device(int *device, const char *call) {
    cudacore_result r;
    cudacore_CUcontext cur = NULL;
    int dev;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuCtxGetCurrent, (&cur))) != CUDACORE_SUCCESS) return r;
    if (cur && cudacore__tracked() && cudacore__cur.ctx == cur) { /* what cudacore made current is still current */
        *device = cudacore__cur.device;
        return CUDACORE_SUCCESS;
    }
    dev = cudacore__tracked() ? cudacore__cur.device : cudacore__adopt(cur);
    if (dev < 0) dev = 0;
    if (dev >= cudacore__g.device_count)
        return CUDACORE__FAIL(cudacore__g.device_count ? CUDACORE_ERROR_INVALID_DEVICE : CUDACORE_ERROR_NO_DEVICE, call,
                              "no CUDA device is available");
    if (!cur || (void *)cur != cudacore__loadptr(&cudacore__g.primary[dev]) || !cudacore__tracked() || cudacore__cur.ctx != cur) {
        r = cudacore__make_current(dev, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    *device = dev;
    return CUDACORE_SUCCESS;
}

/* The calling thread's current device as cudacore__current_device decides
   it, without making any context current: for what needs the ordinal alone
   (NVRTC's default arch), so that a compile waits for cuInit, never for a
   context (START-UP IN THE BACKGROUND). */
CUDACORE__PRIVATE cudacore_result cudacore__current_ordinal(int *device, const char *call) {
    cudacore_result r;
    cudacore_CUcontext cur = NULL;
    int dev;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, call)) != CUDACORE_SUCCESS) return r;
    if (cudacore__tracked()) {
        dev = cudacore__cur.device;
    } else {
        if ((r = CUDACORE__CU_CALL(cuCtxGetCurrent, (&cur))) != CUDACORE_SUCCESS) return r;
        if ((dev = cudacore__adopt(cur)) < 0) dev = 0;
    }
    if (dev >= cudacore__g.device_count)
        return CUDACORE__FAIL(cudacore__g.device_count ? CUDACORE_ERROR_INVALID_DEVICE : CUDACORE_ERROR_NO_DEVICE, call, "no CUDA device is available");
    *device = dev;
    return CUDACORE_SUCCESS;
}

/* Pushes device's primary context for a call that needs it; pop after. */
CUDACORE__PRIVATE cudacore_result cudacore__push_device(int device, const char *call) {
    cudacore_CUcontext ctx = NULL;
    cudacore_result r;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    r = cudacore__primary(device, &ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuCtxPushCurrent, (ctx));
}
CUDACORE__PRIVATE void cudacore__pop_device(void) {
    cudacore_CUcontext ctx = NULL;
    CUDACORE__CLEANUP(CUDACORE__CU(cuCtxPopCurrent)(&ctx));
}

/*--- the object's context -----------------------------------------------------
   An object's device decides where its work runs; the thread's current
   device only decides where new objects are created. So a call on an object
   is made in the object's context (its stream's or event's, else its
   device's primary context):
     - when cudacore made that context current on this thread, which is the
       single-device case, the call is made as is: one thread-local compare,
       no driver call, no lock;
     - otherwise the context is pushed before the call and popped after it
       (what the raw driver API needs as well), and the thread's current
       context is left as it was;
     - if the thread's context was changed behind cudacore's back
       (cuCtxSetCurrent, cudaSetDevice) and the call fails for it, cudacore
       notices (one cuCtxGetCurrent after the failure), pushes the right
       context and makes the call once more. The failed first try is what a
       tool such as compute-sanitizer then reports.
   Device -1 (host memory, the default streams) means the thread's own
   context: nothing is pushed.                                                */
CUDACORE__PRIVATE cudacore_CUcontext cudacore__primary_ctx(int device) {
    return device >= 0 && device < CUDACORE__MAX_DEVICES ? (cudacore_CUcontext)cudacore__loadptr(&cudacore__g.primary[device]) : NULL;
}

CUDACORE__COLD cudacore_result cudacore__enter_full(cudacore_CUcontext *ctx, int device, int *pushed, const char *call) {
    cudacore_result r;
    cudacore_CUcontext cur = NULL;
    if (!*ctx) { /* a device whose primary context cudacore has not retained yet */
        r = cudacore__primary(device, ctx, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    if (!cudacore__tracked()) {
        if ((r = CUDACORE__CU_CALL(cuCtxGetCurrent, (&cur))) != CUDACORE_SUCCESS) return r;
        if (cudacore__adopt(cur) < 0 && !cur) { /* nothing current: the default device, as for creation */
            r = cudacore__make_current(0, call);
            if (r != CUDACORE_SUCCESS) return r;
        }
    }
    if (cudacore__tracked() && cudacore__cur.ctx == *ctx) return CUDACORE_SUCCESS;
    if ((r = CUDACORE__CU_CALL(cuCtxPushCurrent, (*ctx))) != CUDACORE_SUCCESS) return r;
    *pushed = 1;
    return CUDACORE_SUCCESS;
}
/* Whether ctx is the context cudacore made current on this thread: the
   test of cudacore__enter's fast path, and of the fast paths that make
   their driver call with CUDACORE__CU_CURRENT. */
CUDACORE__HOT_INLINE int cudacore__is_current(cudacore_CUcontext ctx) {
    return ctx == cudacore__cur.ctx && cudacore__cur.gen == cudacore__setup_gen;
}
/* Makes *ctx (of device) current for one call; see above. *pushed: pop after. */
CUDACORE__HOT_INLINE cudacore_result cudacore__enter(cudacore_CUcontext *ctx, int device, int *pushed, const char *call) {
    *pushed = 0;
    if (CUDACORE__LIKELY(cudacore__is_current(*ctx))) return CUDACORE_SUCCESS;
    if (device < 0) return CUDACORE_SUCCESS; /* (tested second: the common case, a stream of a device, falls through the first) */
    return cudacore__enter_full(ctx, device, pushed, call);
}
/* After the driver call `name`, made in ctx without a push, failed with c:
   CUDACORE_SUCCESS, with ctx pushed, when the thread's current context was
   not the one cudacore believed, so that the call is worth one more try;
   else the failure recorded, and its result. */
CUDACORE__COLD cudacore_result cudacore__enter_retry(cudacore_CUcontext ctx, cudacore_CUresult c, const char *name, int line) {
    cudacore_CUcontext cur = NULL;
    if (!ctx || (int)CUDACORE__CU(cuCtxGetCurrent)(&cur) != 0 || cur == ctx) return cudacore__cu_fail(c, name, line);
    cudacore__cur.gen = 0; /* forget: the driver is asked again on this thread's next cudacore__enter_full */
    if ((int)CUDACORE__CU(cuCtxPushCurrent)(ctx) != 0) return cudacore__cu_fail(c, name, line);
    return CUDACORE_SUCCESS;
}
/* r = the driver call fn args, made in context ctx of device (see above).
     CUDACORE__CU_IN(r, eo->ctx, eo->device, cuEventSynchronize, (eo->native));
   (fn is pasted at once, never passed on: see CUDACORE__DRV_FN.) */
#define CUDACORE__CU_IN(r, ctx, device, fn, args) \
    CUDACORE__CU_IN_(r, ctx, device, cudacore__PFN_##fn, CUDACORE__DRV_##fn, #fn, args)
#define CUDACORE__CU_IN_(r, ctx, device, pfn, index, name, args) \
    do { \
        cudacore_CUcontext cudacore__x_ = (ctx); \
        int cudacore__p_ = 0; \
        (r) = cudacore__enter(&cudacore__x_, (device), &cudacore__p_, name); \
        if (CUDACORE__UNLIKELY(cudacore__p_)) { /* (out of the hot path: the call, then the push undone) */ \
            cudacore_CUresult cudacore__c_ = CUDACORE__DRV_FN(pfn, index) args; \
            cudacore__pop_device(); \
            (r) = cudacore__cu_check(cudacore__c_, name, __LINE__); \
        } else if (CUDACORE__LIKELY((r) == CUDACORE_SUCCESS)) { \
            CUDACORE__CU_CURRENT_(r, cudacore__x_, pfn, index, name, args); \
        } \
    } while (0)
/* r = the driver call fn args, made as it is in context ctx, which
   cudacore believes current (cudacore__is_current, or cudacore__enter
   pushed nothing): a failure is tried once more with ctx pushed when the
   thread's context was changed behind cudacore's back
   (cudacore__enter_retry). The one retry: CUDACORE__CU_IN_'s unpushed calls
   are made with it, and the fast paths that test the context themselves
   (cudacore__buffer_allocate_fast, _free_fast) call it directly. */
#define CUDACORE__CU_CURRENT(r, ctx, fn, args) CUDACORE__CU_CURRENT_(r, ctx, cudacore__PFN_##fn, CUDACORE__DRV_##fn, #fn, args)
#define CUDACORE__CU_CURRENT_(r, ctx, pfn, index, name, args) \
    do { \
        cudacore_CUresult cudacore__c_ = CUDACORE__DRV_FN(pfn, index) args; \
        (r) = CUDACORE_SUCCESS; \
        if (CUDACORE__UNLIKELY((int)cudacore__c_ != 0) && /* (out of the hot path) */ \
            ((r) = cudacore__enter_retry((ctx), cudacore__c_, name, __LINE__)) == CUDACORE_SUCCESS) { \
            cudacore__c_ = CUDACORE__DRV_FN(pfn, index) args; \
            cudacore__pop_device(); \
            (r) = cudacore__cu_check(cudacore__c_, name, __LINE__); \
        } \
    } while (0)
/* For calls on objects that are not hot paths and that the driver answers in
   whatever context is current (allocation, loading): always asks the driver
   which context is current, and pushes the object's when it is another. */
CUDACORE__PRIVATE cudacore_result cudacore__push_unless_current(cudacore_CUcontext ctx, int *pushed) {
    cudacore_result r;
    cudacore_CUcontext cur = NULL;
    *pushed = 0;
    if ((r = CUDACORE__CU_CALL(cuCtxGetCurrent, (&cur))) != CUDACORE_SUCCESS) return r;
    if (cur == ctx) return CUDACORE_SUCCESS;
    if ((r = CUDACORE__CU_CALL(cuCtxPushCurrent, (ctx))) != CUDACORE_SUCCESS) return r;
    *pushed = 1;
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__enter_checked(int device, int *pushed, const char *call) {
    cudacore_CUcontext ctx = NULL;
    cudacore_result r = cudacore__primary(device, &ctx, call);
    *pushed = 0;
    return r != CUDACORE_SUCCESS ? r : cudacore__push_unless_current(ctx, pushed);
}
/* Names both devices of a mix CUDA does not allow, before the driver sees it. */
CUDACORE__COLD cudacore_result cudacore__mismatch(const char *call, const char *a, int da, const char *b, int db) {
    return CUDACORE__FAIL(CUDACORE_ERROR_DEVICE_MISMATCH, call, "%s belongs to device %d but %s to device %d", a, da, b, db);
}

CUDACORE_API cudacore_result cudacore_device_count(int *count) {
    cudacore_result r;
    if (!count) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_count", "count is NULL");
    *count = 0;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, "cudacore_device_count")) != CUDACORE_SUCCESS) return r;
    *count = cudacore__g.device_count;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_native(int device, cudacore_CUdevice *out) {
    cudacore_result r;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_native", "out is NULL");
    *out = 0;
    if ((r = cudacore__check_device(device, "cudacore_device_native")) != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuDeviceGet, (out, device));
}

CUDACORE_API cudacore_result cudacore_device_attribute(int device, cudacore_CUdevice_attribute attribute, int *value) {
    cudacore_result r;
    cudacore_CUresult cr;
    if (!value) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_attribute", "value is NULL");
    *value = 0;
    if ((r = cudacore__check_device(device, "cudacore_device_attribute")) != CUDACORE_SUCCESS) return r;
    cr = CUDACORE__CU(cuDeviceGetAttribute)(value, attribute, (cudacore_CUdevice)device);
    if ((int)cr == 1) { /* CUDA_ERROR_INVALID_VALUE: an attribute this driver does not know */
        *value = 0;
        return CUDACORE_SUCCESS;
    }
    return cudacore__cu_check(cr, "cuDeviceGetAttribute", __LINE__);
}

CUDACORE_API cudacore_result cudacore_device_get_info(int device, cudacore_device_info *info) {
    cudacore_result r;
    cudacore_CUuuid uuid;
    const unsigned char *u;
    size_t total = 0;
    if (!info) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_get_info", "info is NULL");
    memset(info, 0, sizeof *info);
    if ((r = cudacore__check_device(device, "cudacore_device_get_info")) != CUDACORE_SUCCESS) return r;
    info->ordinal = device;
    if ((r = CUDACORE__CU_CALL(cuDeviceGetName, (info->name, (int)sizeof info->name, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuDeviceGetUuid, (&uuid, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    u = (const unsigned char *)uuid.bytes;
    snprintf(info->uuid, sizeof info->uuid, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", u[0], u[1], u[2], u[3],
             u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]);
    if ((r = CUDACORE__CU_CALL(cuDeviceGetPCIBusId, (info->pci_bus_id, (int)sizeof info->pci_bus_id, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuDeviceGetAttribute, (&info->cc_major, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuDeviceGetAttribute, (&info->cc_minor, CUDACORE_CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuDeviceGetAttribute, (&info->multiprocessor_count, CUDACORE_CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    snprintf(info->arch, sizeof info->arch, "%d%d", info->cc_major, info->cc_minor);
    if ((r = CUDACORE__CU_CALL(cuDeviceTotalMem, (&total, (cudacore_CUdevice)device))) != CUDACORE_SUCCESS) return r;
    info->total_memory = total;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_get_properties(int device, cudacore_device_properties *props) {
    cudacore_result r;
    size_t i;
    if (!props) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_get_properties", "props is NULL");
    memset(props, 0, sizeof *props);
    if ((r = cudacore__check_device(device, "cudacore_device_get_properties")) != CUDACORE_SUCCESS) return r;
    for (i = 0; i < sizeof cudacore__device_property_table / sizeof cudacore__device_property_table[0]; i++) {
        int *field = (int *)((char *)props + cudacore__device_property_table[i].offset);
        r = cudacore_device_attribute(device, (cudacore_CUdevice_attribute)cudacore__device_property_table[i].attribute, field);
        if (r != CUDACORE_SUCCESS) return r;
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API size_t cudacore_device_property_count(void) {
    return sizeof cudacore__device_property_table / sizeof cudacore__device_property_table[0];
}
CUDACORE_API const char *cudacore_device_property_name(size_t index) {
    return index < cudacore_device_property_count() ? cudacore__device_property_table[index].name : NULL;
}

CUDACORE_API cudacore_result cudacore_device_memory_info(int device, size_t *free_bytes, size_t *total_bytes) {
    size_t f = 0, t = 0;
    cudacore_result r;
    if (free_bytes) *free_bytes = 0;
    if (total_bytes) *total_bytes = 0;
    if (!free_bytes && !total_bytes)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_memory_info", "free_bytes and total_bytes are both NULL");
    r = cudacore__push_device(device, "cudacore_device_memory_info");
    if (r != CUDACORE_SUCCESS) return r;
    r = CUDACORE__CU_CALL(cuMemGetInfo, (&f, &t));
    cudacore__pop_device();
    if (r != CUDACORE_SUCCESS) return r;
    if (free_bytes) *free_bytes = f;
    if (total_bytes) *total_bytes = t;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_can_access_peer(int device, int peer, int *can_access) {
    cudacore_result r;
    if (!can_access) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_can_access_peer", "can_access is NULL");
    *can_access = 0;
    if ((r = cudacore__check_device(device, "cudacore_device_can_access_peer")) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__check_device(peer, "cudacore_device_can_access_peer")) != CUDACORE_SUCCESS) return r;
    if (device == peer) {
        *can_access = 1;
        return CUDACORE_SUCCESS;
    }
    return CUDACORE__CU_CALL(cuDeviceCanAccessPeer, (can_access, (cudacore_CUdevice)device, (cudacore_CUdevice)peer));
}

CUDACORE__PRIVATE cudacore_result cudacore__peer_access(int device, int peer, int enable, const char *call) {
    cudacore_CUcontext peer_ctx = NULL;
    cudacore_CUresult cr;
    cudacore_result r;
    if ((r = cudacore__check_device(device, call)) != CUDACORE_SUCCESS) return r;
    if ((r = cudacore__check_device(peer, call)) != CUDACORE_SUCCESS) return r;
    if (device == peer) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "device and peer are both %d", device);
    r = cudacore__primary(peer, &peer_ctx, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__push_device(device, call);
    if (r != CUDACORE_SUCCESS) return r;
    cr = enable ? CUDACORE__CU(cuCtxEnablePeerAccess)(peer_ctx, 0) : CUDACORE__CU(cuCtxDisablePeerAccess)(peer_ctx);
    cudacore__pop_device();
    /* already enabled (704) / not enabled (705): the wanted state holds */
    if ((int)cr == 0 || (int)cr == (enable ? 704 : 705)) return CUDACORE_SUCCESS;
    return cudacore__cu_fail(cr, enable ? "cuCtxEnablePeerAccess" : "cuCtxDisablePeerAccess", __LINE__);
}
CUDACORE_API cudacore_result cudacore_device_enable_peer_access(int device, int peer) {
    return cudacore__peer_access(device, peer, 1, "cudacore_device_enable_peer_access");
}
CUDACORE_API cudacore_result cudacore_device_disable_peer_access(int device, int peer) {
    return cudacore__peer_access(device, peer, 0, "cudacore_device_disable_peer_access");
}

CUDACORE_API cudacore_result cudacore_device_set_current(int device) {
    cudacore_result r;
    if ((r = cudacore__check_device(device, "cudacore_device_set_current")) != CUDACORE_SUCCESS) return r;
    return cudacore__make_current(device, "cudacore_device_set_current");
}

CUDACORE_API cudacore_result cudacore_device_get_current(int *device) {
    cudacore_result r;
    if (!device) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_get_current", "device is NULL");
    *device = 0;
    if ((r = cudacore__need(CUDACORE_LIBRARY_CUDA, "cudacore_device_get_current")) != CUDACORE_SUCCESS) return r;
    if (!cudacore__tracked()) {
        cudacore_CUcontext cur = NULL;
        if ((r = CUDACORE__CU_CALL(cuCtxGetCurrent, (&cur))) != CUDACORE_SUCCESS) return r;
        if (cudacore__adopt(cur) < 0) return CUDACORE_SUCCESS; /* device 0 */
    }
    *device = cudacore__cur.device;
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_device_context(int device, cudacore_CUcontext *ctx) {
    cudacore_result r;
    if (!ctx) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_device_context", "ctx is NULL");
    *ctx = NULL;
    if ((r = cudacore__check_device(device, "cudacore_device_context")) != CUDACORE_SUCCESS) return r;
    return cudacore__primary(device, ctx, "cudacore_device_context");
}

CUDACORE_API cudacore_result cudacore_device_synchronize(int device) {
    cudacore_result r = cudacore__push_device(device, "cudacore_device_synchronize");
    if (r != CUDACORE_SUCCESS) return r;
    r = CUDACORE__CU_CALL(cuCtxSynchronize, ());
    cudacore__pop_device();
    return r;
}

CUDACORE_API cudacore_result cudacore_device_set_flags(int device, unsigned int flags) {
    cudacore_result r;
    if ((r = cudacore__check_device(device, "cudacore_device_set_flags")) != CUDACORE_SUCCESS) return r;
    return CUDACORE__CU_CALL(cuDevicePrimaryCtxSetFlags, ((cudacore_CUdevice)device, flags));
}

CUDACORE_API cudacore_result cudacore_device_get_flags(int device, unsigned int *flags, int *active) {
    cudacore_result r;
    unsigned int f = 0;
    int a = 0;
    if (flags) *flags = 0;
    if (active) *active = 0;
    if ((r = cudacore__check_device(device, "cudacore_device_get_flags")) != CUDACORE_SUCCESS) return r;
    if ((r = CUDACORE__CU_CALL(cuDevicePrimaryCtxGetState, ((cudacore_CUdevice)device, &f, &a))) != CUDACORE_SUCCESS) return r;
    if (flags) *flags = f;
    if (active) *active = a;
    return CUDACORE_SUCCESS;
}
