typedef struct cudacore__linker_obj {
    cudacore_linker_backend backend;
    cudacore_linker_backend asked;   /* the options' backend (AUTO, or the one named) */
    cudacore_nvJitLinkHandle jl;
    cudacore_CUlinkState cl;
    char *info_log, *error_log;
    char *drv_info, *drv_err;    /* driver log buffers */
    int has_lto_input;
    /* cuLinkCreate's option arrays: the driver keeps them and writes the log
       sizes back into jv at every cuLinkAddData/cuLinkComplete, so they live
       as long as the link state (in the slot, which never moves) */
    cudacore_CUjit_option jo[10];
    void *jv[10];
} cudacore__linker_obj;
CUDACORE__FITS_SLOT(cudacore__linker_obj);

/* Its life (cudacore__life): a linker holds its link state (nvJitLink's or
   the driver's) and its logs; the end also undoes a create made in part. */
CUDACORE__PRIVATE cudacore_result cudacore__linker_end(void *o, const char *call) {
    cudacore__linker_obj *lo = (cudacore__linker_obj *)o;
    (void)call;
    if (lo->jl) CUDACORE__CLEANUP(CUDACORE__NVJITLINK(nvJitLinkDestroy)(&lo->jl));
    if (lo->cl) CUDACORE__CLEANUP(CUDACORE__CU(cuLinkDestroy)(lo->cl));
    cudacore__free(lo->info_log);
    cudacore__free(lo->error_log);
    cudacore__free(lo->drv_info);
    cudacore__free(lo->drv_err);
    return CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__linker_life = {CUDACORE_OBJECT_LINKER, NULL, NULL, cudacore__linker_end, 0, NULL, 0, 0};

CUDACORE__PRIVATE cudacore_result cudacore__linker_opt_level(const cudacore_linker_options *o, const char *call) {
    if (o->optimization_level < 0 || o->optimization_level > CUDACORE_OPT_LEVEL(3))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "optimization_level %d is not 0 or CUDACORE_OPT_LEVEL(0..3)", o->optimization_level);
    return CUDACORE_SUCCESS;
}
CUDACORE__PRIVATE cudacore_result cudacore__linker_strs(const cudacore_linker_options *o, cudacore__strs *l, const char *call) {
    char arch[32];
    cudacore_result r = cudacore__linker_opt_level(o, call);
    if (r != CUDACORE_SUCCESS) return r;
    r = cudacore__resolve_arch(o->arch, arch, sizeof arch, call);
    if (r != CUDACORE_SUCCESS) return r;
    cudacore__strs_addf(l, "-arch=sm_%s", arch);
    if (o->max_register_count) cudacore__strs_addf(l, "-maxrregcount=%d", o->max_register_count);
    if (o->verbose > 0) cudacore__strs_addf(l, "-verbose");
    if (o->link_time_optimization > 0) cudacore__strs_addf(l, "-lto");
    if (o->optimization_level) cudacore__strs_addf(l, "-O%d", o->optimization_level - 1);
    if (o->debug > 0) cudacore__strs_addf(l, "-g");
    if (o->lineinfo > 0) cudacore__strs_addf(l, "-lineinfo");
    if (o->no_cache > 0) cudacore__strs_addf(l, "-no-cache");
    if (o->time > 0) cudacore__strs_addf(l, "-time");
    if (o->split_compile) cudacore__strs_addf(l, "-split-compile=%d", o->split_compile);
    if (o->split_compile_extended) cudacore__strs_addf(l, "-split-compile-extended=%d", o->split_compile_extended);
    cudacore__add_list(l, "-Xptxas=%s", o->ptxas_options, o->num_ptxas_options);
    if (o->ftz) cudacore__strs_addf(l, "-ftz=%d", o->ftz > 0);
    if (o->prec_div) cudacore__strs_addf(l, "-prec-div=%d", o->prec_div > 0);
    if (o->prec_sqrt) cudacore__strs_addf(l, "-prec-sqrt=%d", o->prec_sqrt > 0);
    if (o->fma) cudacore__strs_addf(l, "-fma=%d", o->fma > 0);
    cudacore__add_list(l, "-kernels-used=%s", o->kernels_used, o->num_kernels_used);
    cudacore__add_list(l, "-variables-used=%s", o->variables_used, o->num_variables_used);
    if (o->optimize_unused_variables > 0) cudacore__strs_addf(l, "-optimize-unused-variables");
    return l->oom ? CUDACORE_ERROR_OUT_OF_HOST_MEMORY : CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_linker_options_format(const cudacore_linker_options *opts, char *buf, size_t cap, size_t *needed) {
    cudacore_linker_options def;
    cudacore__strs l;
    cudacore_result r;
    if (needed) *needed = 0;
    if (!opts) {
        memset(&def, 0, sizeof def);
        opts = &def;
    }
    cudacore__ensure_setup();
    memset(&l, 0, sizeof l);
    r = cudacore__linker_strs(opts, &l, "cudacore_linker_options_format");
    if (r == CUDACORE_SUCCESS) r = cudacore__format_strs(&l, buf, cap, needed, "cudacore_linker_options_format");
    cudacore__strs_free(&l);
    return r;
}

CUDACORE__PRIVATE void cudacore__jl_logs(cudacore__linker_obj *o) {
    size_t n = 0;
    cudacore__free(o->info_log);
    cudacore__free(o->error_log);
    o->info_log = o->error_log = NULL;
    if (CUDACORE__NVJITLINK(nvJitLinkGetInfoLogSize)(o->jl, &n) == 0 && (o->info_log = (char *)cudacore__malloc(n + 1)) != NULL) {
        o->info_log[0] = 0;
        if (n) CUDACORE__NVJITLINK(nvJitLinkGetInfoLog)(o->jl, o->info_log);
    }
    n = 0;
    if (CUDACORE__NVJITLINK(nvJitLinkGetErrorLogSize)(o->jl, &n) == 0 && (o->error_log = (char *)cudacore__malloc(n + 1)) != NULL) {
        o->error_log[0] = 0;
        if (n) CUDACORE__NVJITLINK(nvJitLinkGetErrorLog)(o->jl, o->error_log);
    }
}

CUDACORE_API cudacore_result cudacore_linker_create(const cudacore_linker_options *opts, cudacore_linker *out) {
    static const char call[] = "cudacore_linker_create";
    cudacore_linker_options def;
    cudacore__linker_obj *o;
    cudacore__strs l;
    const char **argv = NULL;
    uint64_t id;
    cudacore_result r;
    cudacore_linker_backend be;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if (!opts) {
        memset(&def, 0, sizeof def);
        opts = &def;
    }
    if ((unsigned)opts->backend > CUDACORE_LINKER_DRIVER)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown linker backend %d", (int)opts->backend);
    if ((r = cudacore__linker_opt_level(opts, call)) != CUDACORE_SUCCESS) return r;
    cudacore__ensure_setup();
    be = opts->backend;
    if (be != CUDACORE_LINKER_DRIVER) {
        r = cudacore__need(CUDACORE_LIBRARY_NVJITLINK, call);
        if (r == CUDACORE_SUCCESS && cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].version >= 12030) be = CUDACORE_LINKER_NVJITLINK;
        else if (be == CUDACORE_LINKER_NVJITLINK)
            return r != CUDACORE_SUCCESS ? r : CUDACORE__FAIL(CUDACORE_ERROR_LIBRARY_TOO_OLD, call, "nvJitLink older than 12.3 is not used");
        else be = CUDACORE_LINKER_DRIVER;
    }
    if (be == CUDACORE_LINKER_DRIVER) {
        if (opts->time || opts->split_compile || opts->split_compile_extended || opts->num_ptxas_options || opts->ftz || opts->prec_div ||
            opts->prec_sqrt || opts->fma || opts->num_kernels_used || opts->num_variables_used || opts->optimize_unused_variables)
            return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                                  "the driver linker (cuLink*) cannot honour time, split_compile*, ptxas_options, ftz, prec_*, fma, "
                                  "kernels_used, variables_used or optimize_unused_variables: they need nvJitLink 12.3+");
    }
    o = (cudacore__linker_obj *)cudacore__object_reserve(&cudacore__linker_life, &id, call);
    if (!o) return cudacore__recorded();
    o->backend = be;
    o->asked = opts->backend;
    if (be == CUDACORE_LINKER_NVJITLINK) {
        cudacore_nvJitLinkResult jr;
        memset(&l, 0, sizeof l);
        r = cudacore__linker_strs(opts, &l, call);
        if (r == CUDACORE_SUCCESS && !(argv = cudacore__strs_argv(&l, call))) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (r == CUDACORE_SUCCESS && (jr = CUDACORE__NVJITLINK(nvJitLinkCreate)(&o->jl, (uint32_t)l.count, argv)) != 0) {
            r = CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "nvJitLinkCreate failed (%d): an option may be invalid", (int)jr);
            cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
        }
        cudacore__free((void *)argv);
        cudacore__strs_free(&l);
    } else {
        cudacore_CUjit_option *jo = o->jo;
        void **jv = o->jv;
        unsigned n = 0;
        char arch[32];
        int dev;
        r = cudacore__current_device(&dev, call);
        if (r == CUDACORE_SUCCESS) r = cudacore__resolve_arch(opts->arch, arch, sizeof arch, call);
        o->drv_info = (char *)cudacore__calloc(16384, call);
        o->drv_err = (char *)cudacore__calloc(16384, call);
        if (r == CUDACORE_SUCCESS && (!o->drv_info || !o->drv_err)) r = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        if (r == CUDACORE_SUCCESS) {
            jo[n] = CUDACORE_CU_JIT_INFO_LOG_BUFFER, jv[n++] = o->drv_info;
            jo[n] = CUDACORE_CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, jv[n++] = (void *)(uintptr_t)16384;
            jo[n] = CUDACORE_CU_JIT_ERROR_LOG_BUFFER, jv[n++] = o->drv_err;
            jo[n] = CUDACORE_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, jv[n++] = (void *)(uintptr_t)16384;
            jo[n] = CUDACORE_CU_JIT_TARGET, jv[n++] = (void *)(uintptr_t)atoi(arch);
            if (opts->max_register_count) jo[n] = CUDACORE_CU_JIT_MAX_REGISTERS, jv[n++] = (void *)(uintptr_t)opts->max_register_count;
            if (opts->verbose > 0) jo[n] = CUDACORE_CU_JIT_LOG_VERBOSE, jv[n++] = (void *)(uintptr_t)1;
            if (opts->optimization_level) jo[n] = CUDACORE_CU_JIT_OPTIMIZATION_LEVEL, jv[n++] = (void *)(uintptr_t)(opts->optimization_level - 1);
            if (opts->debug > 0) jo[n] = CUDACORE_CU_JIT_GENERATE_DEBUG_INFO, jv[n++] = (void *)(uintptr_t)1;
            if (opts->lineinfo > 0) jo[n] = CUDACORE_CU_JIT_GENERATE_LINE_INFO, jv[n++] = (void *)(uintptr_t)1;
            r = CUDACORE__CU_CALL(cuLinkCreate, (n, jo, jv, &o->cl));
        }
    }
    if (r != CUDACORE_SUCCESS) cudacore__linker_end(o, call);
    return cudacore__object_publish(&cudacore__linker_life, o, id, r, &out->id);
}

/* The PTX of a linker input of type PTX (its data, or its file read). */
CUDACORE__PRIVATE void cudacore__input_ptx(const cudacore_link_input *in, int producer, cudacore__ptx_info *pi) {
    void *file = NULL;
    size_t n = 0;
    memset(pi, 0, sizeof *pi);
    pi->producer = producer;
    pi->nvrtc = producer != 0;
    if (in->type != CUDACORE_CODE_PTX) return;
    if (in->data) {
        cudacore__code_ptx(in->type, in->data, in->size ? in->size : strlen((const char *)in->data), 0, pi);
    } else if (cudacore__read_file(in->path, &file, &n)) {
        cudacore__code_ptx(in->type, file, n, 0, pi);
        cudacore__free(file);
    }
}
/* LTO-IR from NVRTC `producer` that nvJitLink `have` cannot link: another
   major version, or newer. */
CUDACORE__COLD cudacore_result cudacore__lto_mismatch(const char *code, int producer, int have, const char *call) {
    char p[32], h[32];
    cudacore__release_text(producer, p, sizeof p);
    cudacore__release_text(have, h, sizeof h);
    return CUDACORE__FAIL(CUDACORE_ERROR_VERSION_MISMATCH, call,
                          "%s: LTO-IR from NVRTC %s needs nvJitLink %s or a newer %d.x; the loaded nvJitLink is %s (%.200s): load the nvJitLink of "
                          "NVRTC's toolkit (cudacore_desc.nvjitlink_path, CUDACORE_NVJITLINK_PATH), or compile with an NVRTC %d.x no newer than it",
                          code, p, p, producer / 1000, h, cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].path, have / 1000);
}
/* A linker input's versions against the linker's, before it sees them:
   PTX newer than it assembles; LTO-IR of a known compiler (cudacore's
   NVRTC) of another major version than nvJitLink, or newer. */
CUDACORE__PRIVATE cudacore_result cudacore__link_input_check(const cudacore__linker_obj *o, const cudacore_link_input *in, int producer, const char *name,
                                                             const char *call) {
    int jl = o->backend == CUDACORE_LINKER_NVJITLINK;
    int have = jl ? cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK].version : cudacore__g.driver_version;
    char code[160];
    cudacore__ptx_info pi;
    snprintf(code, sizeof code, "linker input '%.100s'", name);
    if (jl && in->type == CUDACORE_CODE_LTOIR && producer && (producer / 1000 != have / 1000 || producer > have))
        return cudacore__lto_mismatch(code, producer, have, call);
    cudacore__input_ptx(in, producer, &pi);
    if (!cudacore__ptx_too_new(&pi, have)) return CUDACORE_SUCCESS;
    return cudacore__ptx_mismatch(code, &pi, jl ? CUDACORE__TAKER_NVJITLINK : CUDACORE__TAKER_CULINK, have, call);
}
/* LTO-IR given to a linker that uses the driver's cuLink, which cannot link it. */
CUDACORE__COLD cudacore_result cudacore__culink_lto(const cudacore__linker_obj *o, const char *call) {
    const cudacore__lib *jl = &cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK];
    char why[128];
    if (o->asked == CUDACORE_LINKER_DRIVER) snprintf(why, sizeof why, "it was created with backend CUDACORE_LINKER_DRIVER");
    else if (cudacore__load32(&jl->state) == 1) snprintf(why, sizeof why, "the loaded nvJitLink, %d.%d, is older than 12.3", jl->version / 1000, jl->version % 1000 / 10);
    else snprintf(why, sizeof why, "nvJitLink could not be loaded");
    return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call,
                          "the driver linker (cuLink*) cannot link LTO-IR, and this linker uses it: %s. Link LTO-IR with nvJitLink 12.3 or newer "
                          "(backend CUDACORE_LINKER_NVJITLINK; cudacore_desc.nvjitlink_path, CUDACORE_NVJITLINK_PATH)",
                          why);
}
/* nvJitLink refused an input as newer than itself. */
CUDACORE__COLD cudacore_result cudacore__jl_outdated(const cudacore__linker_obj *o, const char *name, const char *call) {
    const cudacore__lib *jl = &cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK];
    CUDACORE__FAIL(CUDACORE_ERROR_VERSION_MISMATCH, call,
                   "linker input '%.100s': the loaded nvJitLink, %d.%d (%.200s), is older than the compiler that made it (it answered "
                   "NVJITLINK_ERROR_OUTDATED_LIBRARY): load an nvJitLink as new as that compiler, of its major version (cudacore_desc.nvjitlink_path, "
                   "CUDACORE_NVJITLINK_PATH)",
                   name, jl->version / 1000, jl->version % 1000 / 10, jl->path);
    cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, 14, "NVJITLINK_ERROR_OUTDATED_LIBRARY", "");
    cudacore__set_detail(o->error_log ? o->error_log : "");
    return CUDACORE_ERROR_VERSION_MISMATCH;
}

/* cudacore_linker_add; producer: the NVRTC that compiled the input (0: not known). */
CUDACORE__PRIVATE cudacore_result cudacore__linker_add(cudacore_linker lk, const cudacore_link_input *in, int producer) {
    static const char call[] = "cudacore_linker_add";
    /* nvJitLinkInputType / CUjitInputType by cudacore_code_type */
    static const int jl_type[] = {0, 1, 2, 3, 4, 5, 6};
    static const int cu_type[] = {-1, 0, 1, -1, 2, 3, 4};
    const char *name;
    cudacore__linker_obj *o = (cudacore__linker_obj *)cudacore__lookup(CUDACORE_OBJECT_LINKER, lk.id, call);
    if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
    if (!in || (!in->data == !in->path)) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input is NULL, or gives both or neither of data and path");
    if ((unsigned)in->type == 0 || (unsigned)in->type > CUDACORE_CODE_LIBRARY)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input.type must be set (CUBIN, PTX, LTOIR, FATBIN, OBJECT, LIBRARY)");
    if (in->data && !in->size && in->type != CUDACORE_CODE_PTX)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "input.size is 0 (only PTX text may leave it to strlen)");
    name = in->name ? in->name : (in->path ? in->path : "input");
    if (o->backend == CUDACORE_LINKER_DRIVER && cu_type[in->type] < 0) return cudacore__culink_lto(o, call);
    {
        cudacore_result r = cudacore__link_input_check(o, in, producer, name, call);
        if (r != CUDACORE_SUCCESS) return r;
    }
    if (o->backend == CUDACORE_LINKER_NVJITLINK) {
        cudacore_nvJitLinkResult jr;
        size_t size = in->size;
        if (in->data && !size && in->type == CUDACORE_CODE_PTX) size = strlen((const char *)in->data) + 1;
        if (in->data) jr = CUDACORE__NVJITLINK(nvJitLinkAddData)(o->jl, (cudacore_nvJitLinkInputType)jl_type[in->type], in->data, size, name);
        else jr = CUDACORE__NVJITLINK(nvJitLinkAddFile)(o->jl, (cudacore_nvJitLinkInputType)jl_type[in->type], in->path);
        if (jr) {
            cudacore__jl_logs(o);
            if ((int)jr == 14) return cudacore__jl_outdated(o, name, call); /* NVJITLINK_ERROR_OUTDATED_LIBRARY */
            CUDACORE__FAIL(CUDACORE_ERROR_LINK, call, "nvJitLink rejected input '%s' (%d; the log is in the error detail)", name, (int)jr);
            cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
            cudacore__set_detail(o->error_log ? o->error_log : "");
            return CUDACORE_ERROR_LINK;
        }
    } else {
        cudacore_result r;
        if (in->data) {
            size_t size = in->size;
            if (!size && in->type == CUDACORE_CODE_PTX) size = strlen((const char *)in->data) + 1;
            r = CUDACORE__CU_CALL(cuLinkAddData, (o->cl, (cudacore_CUjitInputType)cu_type[in->type], (void *)(uintptr_t)in->data, size, name, 0, NULL, NULL));
        } else
            r = CUDACORE__CU_CALL(cuLinkAddFile, (o->cl, (cudacore_CUjitInputType)cu_type[in->type], in->path, 0, NULL, NULL));
        if (r != CUDACORE_SUCCESS) {
            cudacore__set_detail(o->drv_err);
            return r;
        }
    }
    return CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_linker_add(cudacore_linker lk, const cudacore_link_input *in) { return cudacore__linker_add(lk, in, 0); }

CUDACORE_API cudacore_result cudacore_linker_add_object_code(cudacore_linker lk, cudacore_object_code oc) {
    cudacore_link_input in;
    cudacore__object_code_obj *c = (cudacore__object_code_obj *)cudacore__lookup(CUDACORE_OBJECT_OBJECT_CODE, oc.id, "cudacore_linker_add_object_code");
    if (!c) return CUDACORE_ERROR_INVALID_HANDLE;
    memset(&in, 0, sizeof in);
    in.type = c->img->type;
    in.data = c->img->data;
    in.size = c->img->size + (c->img->type == CUDACORE_CODE_PTX ? 1 : 0);
    in.name = c->img->name[0] ? c->img->name : "object_code";
    return cudacore__linker_add(lk, &in, c->img->producer);
}

CUDACORE__PRIVATE cudacore_result cudacore__linker_link(cudacore_linker lk, cudacore_code_type target, cudacore_object_code *out) {
    static const char call[] = "cudacore_linker_link";
    cudacore__image *img = NULL;
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
    if (target != CUDACORE_CODE_CUBIN && target != CUDACORE_CODE_PTX) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "the linker outputs CUBIN or PTX");
    {
        cudacore__linker_obj *o = (cudacore__linker_obj *)cudacore__lookup(CUDACORE_OBJECT_LINKER, lk.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if (o->backend == CUDACORE_LINKER_NVJITLINK) {
            cudacore_nvJitLinkResult jr = CUDACORE__NVJITLINK(nvJitLinkComplete)(o->jl);
            size_t n = 0;
            cudacore__jl_logs(o);
            if (jr) {
                CUDACORE__FAIL(CUDACORE_ERROR_LINK, call, "linking failed (%d; the nvJitLink error log is in the error detail)", (int)jr);
                cudacore__set_native(CUDACORE_LIBRARY_NVJITLINK, (int)jr, "NVJITLINK_ERROR", "");
                cudacore__set_detail(o->error_log ? o->error_log : "");
                return CUDACORE_ERROR_LINK;
            }
            jr = target == CUDACORE_CODE_CUBIN ? CUDACORE__NVJITLINK(nvJitLinkGetLinkedCubinSize)(o->jl, &n)
                                               : CUDACORE__NVJITLINK(nvJitLinkGetLinkedPtxSize)(o->jl, &n);
            if (jr) return CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "getting the linked %s failed (%d; PTX output needs link_time_optimization)",
                                          target == CUDACORE_CODE_CUBIN ? "CUBIN" : "PTX", (int)jr);
            img = cudacore__image_new(target, "", 0, "linked", 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            cudacore__free(img->data);
            if (!(img->data = (char *)cudacore__calloc(n + 1, call))) {
                cudacore__image_free(img);
                return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            }
            jr = target == CUDACORE_CODE_CUBIN ? CUDACORE__NVJITLINK(nvJitLinkGetLinkedCubin)(o->jl, img->data)
                                               : CUDACORE__NVJITLINK(nvJitLinkGetLinkedPtx)(o->jl, img->data);
            if (jr) {
                cudacore__image_free(img);
                return CUDACORE__FAIL(CUDACORE_ERROR_NVJITLINK, call, "getting the linked %s failed (%d)",
                                      target == CUDACORE_CODE_CUBIN ? "CUBIN" : "PTX", (int)jr);
            }
            if (target == CUDACORE_CODE_PTX && n && !img->data[n - 1]) n--;
            img->size = n;
        } else {
            void *cubin = NULL;
            size_t n = 0;
            cudacore_result r;
            if (target != CUDACORE_CODE_CUBIN) return CUDACORE__FAIL(CUDACORE_ERROR_NOT_SUPPORTED, call, "the driver linker outputs CUBIN only");
            r = CUDACORE__CU_CALL(cuLinkComplete, (o->cl, &cubin, &n));
            if (r != CUDACORE_SUCCESS) {
                cudacore__set_detail(o->drv_err);
                return r;
            }
            img = cudacore__image_new(CUDACORE_CODE_CUBIN, cubin, n, "linked", 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        }
    }
    return cudacore__object_code_wrap(img, out, call);
}

CUDACORE_API cudacore_result cudacore_linker_link(cudacore_linker lk, cudacore_code_type target, cudacore_object_code *out) {
    int rg = cudacore__nvtx_range_begin("cudacore_linker_link");
    cudacore_result r = cudacore__linker_link(lk, target, out);
    cudacore__nvtx_range_end(rg);
    return r;
}

CUDACORE_API cudacore_result cudacore_linker_logs(cudacore_linker lk, const char **info, const char **err) {
    if (info) *info = "";
    if (err) *err = "";
    {
        cudacore__linker_obj *o = (cudacore__linker_obj *)cudacore__lookup(CUDACORE_OBJECT_LINKER, lk.id, "cudacore_linker_logs");
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        if (info) *info = o->backend == CUDACORE_LINKER_DRIVER ? o->drv_info : (o->info_log ? o->info_log : "");
        if (err) *err = o->backend == CUDACORE_LINKER_DRIVER ? o->drv_err : (o->error_log ? o->error_log : "");
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_linker_backend_used(cudacore_linker lk, cudacore_linker_backend *backend) {
    if (!backend) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_linker_backend_used", "backend is NULL");
    *backend = CUDACORE_LINKER_AUTO;
    {
        cudacore__linker_obj *o = (cudacore__linker_obj *)cudacore__lookup(CUDACORE_OBJECT_LINKER, lk.id, "cudacore_linker_backend_used");
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        *backend = o->backend;
    }
    return CUDACORE_SUCCESS;
}
CUDACORE_API cudacore_result cudacore_linker_destroy(cudacore_linker lk) {
    return cudacore__object_destroy(&cudacore__linker_life, lk.id, "cudacore_linker_destroy");
}

/* PTX program -> CUBIN through the linker. */
CUDACORE__PRIVATE cudacore_result cudacore__link_ptx(const cudacore__image *ptx, const char *arch, cudacore__image **out, const char *call) {
    cudacore_linker_options lo;
    cudacore_linker lk;
    cudacore_link_input in;
    cudacore_object_code oc;
    cudacore_result r;
    (void)call;
    *out = NULL;
    memset(&lo, 0, sizeof lo);
    lo.arch = arch;
    if ((r = cudacore_linker_create(&lo, &lk)) != CUDACORE_SUCCESS) return r;
    memset(&in, 0, sizeof in);
    in.type = CUDACORE_CODE_PTX;
    in.data = ptx->data;
    in.size = ptx->size + 1;
    in.name = ptx->name;
    r = cudacore_linker_add(lk, &in);
    if (r == CUDACORE_SUCCESS) r = cudacore_linker_link(lk, CUDACORE_CODE_CUBIN, &oc);
    if (r == CUDACORE_SUCCESS) {
        cudacore__object_code_obj *c = (cudacore__object_code_obj *)cudacore__pool_take(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], oc.id, call);
        *out = c->img;
        cudacore__pool_release(&cudacore__g.pools[CUDACORE_OBJECT_OBJECT_CODE], c, oc.id);
    }
    cudacore_linker_destroy(lk);
    return r;
}
