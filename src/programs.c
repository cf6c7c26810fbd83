/*--- programs ---*/
typedef struct cudacore__program_data {
    cudacore_program_kind kind;
    char *source;
    size_t source_size;
    char *name; /* as given, whole: NVRTC searches its folder for "..." includes */
    size_t num_headers;
    char **header_names, **header_sources;
    size_t num_exprs;
    char **exprs;
    char *log;
} cudacore__program_data;
typedef struct cudacore__program_obj {
    cudacore__program_data *d;
} cudacore__program_obj;
CUDACORE__FITS_SLOT(cudacore__program_obj);

CUDACORE__PRIVATE void cudacore__program_data_free(cudacore__program_data *d) {
    size_t i;
    if (!d) return;
    for (i = 0; i < d->num_headers; i++) {
        if (d->header_names) cudacore__free(d->header_names[i]);
        if (d->header_sources) cudacore__free(d->header_sources[i]);
    }
    for (i = 0; i < d->num_exprs; i++)
        if (d->exprs) cudacore__free(d->exprs[i]);
    cudacore__free(d->header_names);
    cudacore__free(d->header_sources);
    cudacore__free(d->exprs);
    cudacore__free(d->source);
    cudacore__free(d->name);
    cudacore__free(d->log);
    cudacore__free(d);
}

/* Its life (cudacore__life): a program holds its data (source, headers,
   name expressions, log). */
CUDACORE__PRIVATE cudacore_result cudacore__program_end(void *o, const char *call) {
    (void)call;
    cudacore__program_data_free(((cudacore__program_obj *)o)->d);
    return CUDACORE_SUCCESS;
}
static const cudacore__life cudacore__program_life = {CUDACORE_OBJECT_PROGRAM, NULL, NULL, cudacore__program_end, 0, NULL, 0, 0};

CUDACORE_API cudacore_result cudacore_program_create(const cudacore_program_desc *desc, cudacore_program *out) {
    static const char call[] = "cudacore_program_create";
    cudacore__program_obj *o;
    cudacore__program_data *d;
    uint64_t id;
    size_t i, n;
    if (out) out->id = 0;
    if (!desc || !out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc and out must not be NULL");
    if (!desc->source) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is NULL");
    if ((unsigned)desc->kind > CUDACORE_PROGRAM_NVVM) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown program kind %d", (int)desc->kind);
    if (desc->num_headers && !desc->headers) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_headers is %lu but headers is NULL", (unsigned long)desc->num_headers);
    if (desc->num_name_expressions && !desc->name_expressions)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "num_name_expressions is %lu but name_expressions is NULL", (unsigned long)desc->num_name_expressions);
    if (desc->kind != CUDACORE_PROGRAM_CXX && (desc->num_headers || desc->num_name_expressions))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "headers and name expressions apply to C++ (NVRTC) programs only");
    for (i = 0; i < desc->num_headers; i++)
        if (!desc->headers[i].name || !desc->headers[i].source)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "headers[%lu] has a NULL name or source", (unsigned long)i);
    for (i = 0; i < desc->num_name_expressions; i++)
        if (!desc->name_expressions[i] || !desc->name_expressions[i][0])
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "name_expressions[%lu] is NULL or empty", (unsigned long)i);
    n = desc->source_size ? desc->source_size : strlen(desc->source);
    if (n == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is empty");
    if (desc->kind != CUDACORE_PROGRAM_NVVM) { /* text: NVRTC and the PTX assembler would stop at the first NUL */
        const char *nul = (const char *)memchr(desc->source, 0, n);
        if (nul && (size_t)(nul - desc->source) + 1 < n)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source has a NUL byte at offset %lu of %lu: %s source is text",
                                  (unsigned long)(nul - desc->source), (unsigned long)n, desc->kind == CUDACORE_PROGRAM_PTX ? "PTX" : "C++");
        if (nul) n--; /* a terminating NUL counted in source_size */
        if (n == 0) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "desc.source is empty");
    }
    cudacore__ensure_setup();
    d = (cudacore__program_data *)cudacore__calloc(sizeof *d, call);
    if (!d) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    d->kind = desc->kind;
    d->source = (char *)cudacore__calloc(n + 1, call);
    d->source_size = n;
    d->name = cudacore__strdup(desc->name ? desc->name : "default_program", call);
    if (!d->name) goto oom;
    if (d->source) memcpy(d->source, desc->source, n);
    if (desc->num_headers) {
        d->header_names = (char **)cudacore__calloc(desc->num_headers * sizeof(char *), call);
        d->header_sources = (char **)cudacore__calloc(desc->num_headers * sizeof(char *), call);
        if (d->header_names && d->header_sources) {
            d->num_headers = desc->num_headers;
            for (i = 0; i < desc->num_headers; i++) {
                d->header_names[i] = cudacore__strdup(desc->headers[i].name, call);
                d->header_sources[i] = cudacore__strdup(desc->headers[i].source, call);
                if (!d->header_names[i] || !d->header_sources[i]) goto oom;
            }
        } else goto oom;
    }
    if (desc->num_name_expressions) {
        d->exprs = (char **)cudacore__calloc(desc->num_name_expressions * sizeof(char *), call);
        if (!d->exprs) goto oom;
        d->num_exprs = desc->num_name_expressions;
        for (i = 0; i < d->num_exprs; i++)
            if (!(d->exprs[i] = cudacore__strdup(desc->name_expressions[i], call))) goto oom;
    }
    if (!d->source) goto oom;
    o = (cudacore__program_obj *)cudacore__object_reserve(&cudacore__program_life, &id, call);
    if (!o) {
        cudacore__program_data_free(d);
        return cudacore__recorded();
    }
    o->d = d;
    return cudacore__object_publish(&cudacore__program_life, o, id, CUDACORE_SUCCESS, &out->id);
oom:
    cudacore__program_data_free(d);
    return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
}

CUDACORE_API cudacore_result cudacore_program_destroy(cudacore_program p) {
    return cudacore__object_destroy(&cudacore__program_life, p.id, "cudacore_program_destroy");
}

CUDACORE_API cudacore_result cudacore_program_log(cudacore_program p, const char **log) {
    if (log) *log = "";
    if (!log) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, "cudacore_program_log", "log is NULL");
    {
        cudacore__program_obj *o = (cudacore__program_obj *)cudacore__lookup(CUDACORE_OBJECT_PROGRAM, p.id, "cudacore_program_log");
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        *log = o->d->log ? o->d->log : "";
    }
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE void cudacore__set_log(cudacore__program_data *d, const char *log, size_t n) {
    cudacore__free(d->log);
    d->log = (char *)cudacore__malloc(n + 1);
    if (d->log) {
        if (n) memcpy(d->log, log, n);
        d->log[n] = 0;
    }
}

/* Records a failed NVRTC call. */
CUDACORE__PRIVATE cudacore_result cudacore__nvrtc_fail(cudacore_nvrtcResult r, const char *fn, const char *call) {
    const char *s = NULL;
    if (cudacore__err.stub_pending) { /* the failing call was a missing function (or an injected fault): its stub said it all */
        cudacore__err.stub_pending = 0;
        return cudacore__err.info.result;
    }
    CUDACORE__CLEANUP(s = CUDACORE__NVRTC(nvrtcGetErrorString)(r));
    CUDACORE__FAIL(CUDACORE_ERROR_NVRTC, call, "%s failed: %s (%d)", fn, s ? s : "?", (int)r);
    cudacore__set_native(CUDACORE_LIBRARY_NVRTC, (int)r, s ? s : "NVRTC_ERROR", s);
    return CUDACORE_ERROR_NVRTC;
}

/* After a failed compile: when no toolkit headers were found, or only
   headers of another CUDA version than NVRTC's, the log (and the error
   detail) say so, and where the search looked. */
CUDACORE__PRIVATE void cudacore__toolkit_note(cudacore__program_data *d) {
    static const char fmt[] = "%s\ncudacore: %s. Looked in:\n%sSet cudacore_desc.cuda_include_path or "
                              "CUDACORE_CUDA_INCLUDE_PATH to the toolkit's include directory.\n";
    cudacore__toolkit tk;
    char what[1400], have[48], want[48], *log;
    size_t n;
    cudacore__toolkit_get(&tk);
    if (!tk.include[0])
        cudacore__copy(what, sizeof what,
                       "no CUDA toolkit headers were found, so <cuda_fp16.h>, <cooperative_groups.h>, <cuda/std/...> and the like cannot be included");
    else if (cudacore__toolkit_mismatch(&tk))
        snprintf(what, sizeof what,
                 "the CUDA toolkit headers used (%s, from: %s) are of %s, but the loaded NVRTC is of %s: no headers of NVRTC's version were found",
                 tk.include, tk.from ? tk.from : "", cudacore__cuda_version_text(tk.version, have, sizeof have),
                 cudacore__cuda_version_text(tk.nvrtc_version, want, sizeof want));
    else
        return;
    n = strlen(d->log ? d->log : "") + sizeof fmt + strlen(what) + strlen(tk.looked);
    if (!(log = (char *)cudacore__malloc(n))) return;
    snprintf(log, n, fmt, d->log ? d->log : "", what, tk.looked);
    cudacore__set_log(d, log, strlen(log));
    cudacore__free(log);
    cudacore__set_detail(d->log ? d->log : "");
}

/* Builds the option strings; resolves the arch. */
CUDACORE__PRIVATE cudacore_result cudacore__program_opts(const cudacore_program_options *o, cudacore_program_kind kind, cudacore_code_type target,
                                                          cudacore__strs *l, char *arch_out, size_t arch_cap, const char *call) {
    cudacore_program_options def;
    char arch[32];
    cudacore_result r;
    if (!o) {
        memset(&def, 0, sizeof def);
        o = &def;
    }
    if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
    if (o->optimization_level < 0 || o->optimization_level > CUDACORE_OPT_LEVEL(3))
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "optimization_level %d is not 0 or CUDACORE_OPT_LEVEL(0..3)", o->optimization_level);
    r = cudacore__resolve_arch(o->arch, arch, sizeof arch, call);
    if (r != CUDACORE_SUCCESS) return r;
    if (arch_out) cudacore__copy(arch_out, arch_cap, arch);
    if (kind == CUDACORE_PROGRAM_NVVM) {
        /* libNVVM accepts a small subset; reject the rest rather than ignore it. */
        if (o->std || o->relocatable_device_code || o->lineinfo || o->num_defines || o->num_include_paths || o->num_pre_includes ||
            o->use_fast_math || o->max_register_count || o->pch || o->create_pch || o->use_pch || o->time || o->split_compile || o->minimal)
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "an option was set that libNVVM does not accept (NVVM takes: arch, debug, optimization_level, ftz, "
                                  "prec_sqrt, prec_div, fma, use_libdevice, extra_options)");
        cudacore__strs_addf(l, "-arch=compute_%s", arch);
        if (o->debug > 0) cudacore__strs_addf(l, "-g");
        if (o->optimization_level) cudacore__strs_addf(l, "-opt=%d", o->optimization_level - 1);
        if (o->ftz) cudacore__strs_addf(l, "-ftz=%d", o->ftz > 0);
        if (o->prec_sqrt) cudacore__strs_addf(l, "-prec-sqrt=%d", o->prec_sqrt > 0);
        if (o->prec_div) cudacore__strs_addf(l, "-prec-div=%d", o->prec_div > 0);
        if (o->fma) cudacore__strs_addf(l, "-fma=%d", o->fma > 0);
        if (target == CUDACORE_CODE_LTOIR) cudacore__strs_addf(l, "-gen-lto");
        cudacore__add_list(l, "%s", o->extra_options, o->num_extra_options);
        return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
    }
    /* NVRTC (PTX programs assembled by the linker use only the arch). */
    cudacore__strs_addf(l, "-arch=%s_%s", target == CUDACORE_CODE_CUBIN ? "sm" : "compute", arch);
    if (kind == CUDACORE_PROGRAM_PTX) return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
    if (o->std) cudacore__strs_addf(l, "--std=%s", o->std);
    cudacore__tri(l, o->relocatable_device_code, "--relocatable-device-code");
    cudacore__tri(l, o->extensible_whole_program, "--extensible-whole-program");
    if (o->debug > 0) cudacore__strs_addf(l, "--device-debug");
    if (o->lineinfo > 0) cudacore__strs_addf(l, "--generate-line-info");
    if (o->device_code_optimize) cudacore__strs_addf(l, "--dopt=%s", o->device_code_optimize > 0 ? "on" : "off");
    if (o->optimization_level) cudacore__strs_addf(l, "--ptxas-options=-O%d", o->optimization_level - 1);
    cudacore__add_list(l, "--ptxas-options=%s", o->ptxas_options, o->num_ptxas_options);
    if (o->max_register_count) cudacore__strs_addf(l, "--maxrregcount=%d", o->max_register_count);
    cudacore__tri(l, o->ftz, "--ftz");
    cudacore__tri(l, o->prec_sqrt, "--prec-sqrt");
    cudacore__tri(l, o->prec_div, "--prec-div");
    cudacore__tri(l, o->fma, "--fmad");
    if (o->use_fast_math > 0) cudacore__strs_addf(l, "--use_fast_math");
    if (o->extra_device_vectorization > 0) cudacore__strs_addf(l, "--extra-device-vectorization");
    if (o->link_time_optimization > 0 || target == CUDACORE_CODE_LTOIR) cudacore__strs_addf(l, "--dlink-time-opt");
    if (o->gen_opt_lto > 0) cudacore__strs_addf(l, "--gen-opt-lto");
    cudacore__add_list(l, "--define-macro=%s", o->defines, o->num_defines);
    cudacore__add_list(l, "--undefine-macro=%s", o->undefines, o->num_undefines);
    cudacore__add_list(l, "--include-path=%s", o->include_paths, o->num_include_paths);
    if (!o->no_toolkit_headers) cudacore__toolkit_paths(l);
    cudacore__add_list(l, "--pre-include=%s", o->pre_includes, o->num_pre_includes);
    if (o->no_source_include > 0) cudacore__strs_addf(l, "--no-source-include");
    cudacore__tri(l, o->builtin_move_forward, "--builtin-move-forward");
    cudacore__tri(l, o->builtin_initializer_list, "--builtin-initializer-list");
    if (o->restrict_ > 0) cudacore__strs_addf(l, "--restrict");
    if (o->device_as_default_execution_space > 0) cudacore__strs_addf(l, "--device-as-default-execution-space");
    if (o->device_int128 > 0) cudacore__strs_addf(l, "--device-int128");
    if (o->device_float128 > 0) cudacore__strs_addf(l, "--device-float128");
    if (o->disable_warnings > 0) cudacore__strs_addf(l, "--disable-warnings");
    if (o->optimization_info) cudacore__strs_addf(l, "--optimization-info=%s", o->optimization_info);
    if (o->no_display_error_number > 0) cudacore__strs_addf(l, "--no-display-error-number");
    cudacore__add_ints(l, "--diag-error", o->diag_error, o->num_diag_error);
    cudacore__add_ints(l, "--diag-suppress", o->diag_suppress, o->num_diag_suppress);
    cudacore__add_ints(l, "--diag-warn", o->diag_warn, o->num_diag_warn);
    if (o->brief_diagnostics > 0) cudacore__strs_addf(l, "--brief-diagnostics=true");
    if (o->time) cudacore__strs_addf(l, "--time=%s", o->time);
    if (o->fdevice_time_trace) cudacore__strs_addf(l, "--fdevice-time-trace=%s", o->fdevice_time_trace);
    if (o->split_compile) cudacore__strs_addf(l, "--split-compile=%d", o->split_compile);
    if (o->fdevice_syntax_only > 0) cudacore__strs_addf(l, "--fdevice-syntax-only");
    if (o->minimal > 0) cudacore__strs_addf(l, "--minimal");
    if (o->no_cache > 0) cudacore__strs_addf(l, "--no-cache");
    if (o->frandom_seed) cudacore__strs_addf(l, "--frandom-seed=%s", o->frandom_seed);
    if (o->ofast_compile) cudacore__strs_addf(l, "--Ofast-compile=%s", o->ofast_compile);
    if (o->pch > 0) cudacore__strs_addf(l, "--pch");
    if (o->create_pch) cudacore__strs_addf(l, "--create-pch=%s", o->create_pch);
    if (o->use_pch) cudacore__strs_addf(l, "--use-pch=%s", o->use_pch);
    if (o->pch_dir) cudacore__strs_addf(l, "--pch-dir=%s", o->pch_dir);
    if (o->pch_verbose > 0) cudacore__strs_addf(l, "--pch-verbose=true");
    cudacore__tri(l, o->pch_messages, "--pch-messages");
    cudacore__tri(l, o->instantiate_templates_in_pch, "--instantiate-templates-in-pch");
    if (o->use_libdevice)
        return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "use_libdevice applies to NVVM programs only (NVRTC links libdevice itself)");
    cudacore__add_list(l, "%s", o->extra_options, o->num_extra_options);
    return l->oom ? CUDACORE__FAIL(CUDACORE_ERROR_OUT_OF_HOST_MEMORY, call, "out of host memory") : CUDACORE_SUCCESS;
}

CUDACORE_API cudacore_result cudacore_program_options_format(const cudacore_program_options *opts, cudacore_program_kind kind,
                                                             cudacore_code_type target, char *buf, size_t cap, size_t *needed) {
    static const char call[] = "cudacore_program_options_format";
    cudacore__strs l;
    cudacore_result r;
    if (needed) *needed = 0;
    if ((unsigned)kind > CUDACORE_PROGRAM_NVVM) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "unknown program kind %d", (int)kind);
    cudacore__ensure_setup();
    memset(&l, 0, sizeof l);
    r = cudacore__program_opts(opts, kind, target, &l, NULL, 0, call);
    if (r == CUDACORE_SUCCESS) r = cudacore__format_strs(&l, buf, cap, needed, call);
    cudacore__strs_free(&l);
    return r;
}

typedef struct cudacore__scan {
    const cudacore__program_data *d;
    cudacore__inputs *deps;
    const char **dirs; /* the include paths, in order */
    size_t num_dirs;
    int no_source_dir;
    int tri, raw;      /* the language standard's trigraphs, raw strings (cudacore__pp) */
    char *header_seen; /* in-memory headers read already */
    const char *from;  /* the folder of the text being read, with its separator ("" for none) */
    const char *call;
} cudacore__scan;

CUDACORE__PRIVATE void cudacore__scan_stop(cudacore__scan *s, const char *fmt, const char *what) {
    if (!s->deps->why[0]) snprintf(s->deps->why, sizeof s->deps->why, fmt, what);
}
/* Adds path (found or not) unless there: its index, or -1 (known already,
   or out of room; a path that cannot be looked at -- too long, a folder
   that cannot be searched -- stops the scan: NVRTC's search might find
   what cudacore's cannot see). */
CUDACORE__PRIVATE long cudacore__inputs_add(cudacore__scan *s, const char *path, int *found) {
    cudacore__inputs *ds = s->deps;
    cudacore__input *d;
    size_t i;
    int vouch, got, err = 0;
    for (i = 0; i < ds->n; i++)
        if (!strcmp(ds->v[i].path, path)) return *found = ds->v[i].found, -1;
    if (ds->n == CUDACORE__INPUTS_MAX) return cudacore__scan_stop(s, "it would read over %s files", "4096"), *found = 0, -1;
    if (cudacore__grow(&ds->v, &ds->cap, ds->n, ds->n + 1, sizeof *ds->v, 16, s->call) != CUDACORE_SUCCESS)
        return cudacore__scan_stop(s, "%s", "out of host memory"), *found = 0, -1;
    d = &ds->v[ds->n];
    memset(d, 0, sizeof *d);
    if ((got = cudacore__file_stamp(path, d->stamp, &vouch, &err)) < 0) {
        char why[160];
        snprintf(why, sizeof why, "%.100s%s cannot be looked at (%s)", path, strlen(path) > 100 ? "..." : "", strerror(err));
        return cudacore__scan_stop(s, "%s", why), *found = 0, -1;
    }
    if (!(d->path = cudacore__strdup(path, s->call))) return cudacore__scan_stop(s, "%s", "out of host memory"), *found = 0, -1;
    d->found = *found = got; /* (a file's stat data: once it is read, cudacore__scan_file) */
    return (long)ds->n++;
}

CUDACORE__PRIVATE void cudacore__scan_text(cudacore__scan *s, const char *text, size_t n, const char *from);

/* path's folder, with its separator ("" for a bare name), in a new string (NULL: no memory). */
CUDACORE__PRIVATE char *cudacore__folder_of(const char *path, const char *call) {
    size_t n = (size_t)(cudacore__path_base(path) - path);
    char *f = (char *)cudacore__calloc(n + 1, call);
    if (f) memcpy(f, path, n);
    return f;
}
/* a and b, one after the other, in a new string (NULL: no memory). */
CUDACORE__PRIVATE char *cudacore__concat(const char *a, const char *sep, const char *b, const char *call) {
    size_t na = strlen(a), ns = strlen(sep), nb = strlen(b);
    char *r = (char *)cudacore__calloc(na + ns + nb + 1, call);
    if (!r) return NULL;
    memcpy(r, a, na);
    memcpy(r + na, sep, ns);
    memcpy(r + na + ns, b, nb);
    return r;
}
/* Reads found file i: its hash, then its includes (found files are read in
   the order found: a worklist, not a recursion as deep as the includes).
   Its stat data are taken once they can tell a later change, and again
   after the read: the same, or it is read again (a file that keeps
   changing makes the compile skip the cache). */
CUDACORE__PRIVATE void cudacore__scan_file(cudacore__scan *s, size_t i) {
    char *text = NULL, *from;
    const char *path = s->deps->v[i].path;
    size_t n = 0;
    uint64_t before[5], after[5];
    int tries, got, vouch, later, err;
    cudacore__hash h;
    for (tries = 0;; tries++) {
        if ((got = cudacore__file_settled(path, before, &vouch)) <= 0) {
            cudacore__scan_stop(s, got ? "%s changed while it was read (or has a time in the future)" : "%s went away while it was read", path);
            return;
        }
        if (!cudacore__file_hash(path, &h, &text, &n)) {
            cudacore__scan_stop(s, "%s is over 64 MiB or cannot be read", path);
            return;
        }
        if (cudacore__file_stamp(path, after, &later, &err) == 1 && !memcmp(before, after, sizeof after)) break;
        cudacore__free(text);
        text = NULL;
        if (tries == 3) {
            cudacore__scan_stop(s, "%s changed while it was read", path);
            return;
        }
    }
    s->deps->v[i].content = h;
    memcpy(s->deps->v[i].seen, before, sizeof before);
    if (vouch) memcpy(s->deps->v[i].stamp, before, sizeof before);
    if (!(from = cudacore__folder_of(path, s->call))) cudacore__scan_stop(s, "%s", "out of host memory");
    else cudacore__scan_text(s, text, n, from); /* (may move s->deps->v) */
    cudacore__free(from);
    cudacore__free(text);
}
/* One include of name, as NVRTC finds it: an in-memory header of that name
   first; then, for a quoted name, the folder `first` (the including file's,
   unless --no-source-include; the working folder for --pre-include; NULL:
   none); then each include path in order. every: look at each of them (for
   #include_next and __has_include: a file more, never one less); else stop
   at the first file found. */
CUDACORE__PRIVATE void cudacore__scan_include(cudacore__scan *s, const char *name, const char *first, int every) {
    char *path, *folder;
    size_t k;
    int found = 0;
    for (k = 0; k < s->d->num_headers; k++)
        if (!strcmp(s->d->header_names[k], name)) {
            if (!s->header_seen[k]) {
                s->header_seen[k] = 1;
                if (!(folder = cudacore__folder_of(name, s->call))) cudacore__scan_stop(s, "%s", "out of host memory");
                else cudacore__scan_text(s, s->d->header_sources[k], strlen(s->d->header_sources[k]), folder);
                cudacore__free(folder);
            }
            return;
        }
    if (name[0] == '/' || name[0] == '\\' || (name[0] && name[1] == ':')) { /* an absolute path */
        (void)cudacore__inputs_add(s, name, &found);
        return;
    }
    for (k = first ? 0 : 1; k <= s->num_dirs && (!found || every) && !s->deps->why[0]; k++) {
        if (!(path = k == 0 ? cudacore__concat(first, "", name, s->call) : cudacore__concat(s->dirs[k - 1], CUDACORE__PATH_SEP, name, s->call))) {
            cudacore__scan_stop(s, "%s", "out of host memory");
            return;
        }
        (void)cudacore__inputs_add(s, path, &found);
        cudacore__free(path);
    }
}
/* What cudacore__pp_scan found in the text being read. */
CUDACORE__PRIVATE void cudacore__scan_found(void *user, int what, const char *name, size_t n, int quoted) {
    static const char *const unknowable[] = {"it includes a file named by a macro (%s)", "it asks __has_include of a macro (%s)",
                                             "it uses __has_include other than as __has_include(<name>) (%s)"};
    cudacore__scan *s = (cudacore__scan *)user;
    char line[64];
    if (s->deps->why[0]) return;
    if (what == CUDACORE__PP_UNKNOWABLE) {
        snprintf(line, sizeof line, "%.*s", (int)strcspn(name, "\n") < (int)n ? (int)strcspn(name, "\n") : (int)n, name);
        cudacore__scan_stop(s, unknowable[quoted < 0 || quoted > 2 ? 0 : quoted], line);
        return;
    }
    cudacore__scan_include(s, name, quoted && !s->no_source_dir ? s->from : NULL, what != CUDACORE__PP_INCLUDE);
}
/* Every include of text (n bytes), a file of folder `from` (with its separator, or ""). */
CUDACORE__PRIVATE void cudacore__scan_text(cudacore__scan *s, const char *text, size_t n, const char *from) {
    const char *saved = s->from;
    s->from = from;
    if (!s->deps->why[0]) cudacore__pp_scan(text, n, s->tri, s->raw, cudacore__scan_found, s);
    s->from = saved;
}

/* The language standard of option strings l (the last --std=, as NVRTC
   reads them; NVRTC's default: C++17): *tri, whether it has trigraphs
   (C++03, C++11, C++14), *raw, whether it has raw strings (from C++11). */
CUDACORE__PRIVATE void cudacore__program_std(const cudacore__strs *l, int *tri, int *raw) {
    const char *o, *std = "c++17";
    size_t i, off;
    for (off = 0, i = 0; i < l->count; i++, off += strlen(o) + 1) {
        o = l->buf + off;
        if (!strncmp(o, "--std=", 6) || !strncmp(o, "-std=", 5)) std = strchr(o, '=') + 1;
        else if ((!strcmp(o, "--std") || !strcmp(o, "-std")) && i + 1 < l->count) std = o + strlen(o) + 1;
    }
    *tri = !strcmp(std, "c++03") || !strcmp(std, "c++98") || !strcmp(std, "c++11") || !strcmp(std, "c++14");
    *raw = strcmp(std, "c++03") != 0 && strcmp(std, "c++98") != 0;
}

/* The dependencies of a C++ compile with option strings l, into deps
   (deps->why set: not knowable). */
CUDACORE__PRIVATE void cudacore__program_inputs(const cudacore__program_data *d, const cudacore__strs *l, cudacore__inputs *deps, const char *call) {
    static const char *const own_files[] = {"--use-pch", "--create-pch", "--pch-dir", "--time", "--fdevice-time-trace",
                                            "-use-pch",  "-create-pch",  "-pch-dir",  "-time",  "-fdevice-time-trace"};
    cudacore__scan s;
    const char **pre = NULL, *o;
    char *from = NULL;
    size_t i, k, off, npre = 0;
    memset(&s, 0, sizeof s);
    s.d = d, s.deps = deps, s.call = call, s.from = "";
    cudacore__program_std(l, &s.tri, &s.raw);
    s.dirs = (const char **)cudacore__calloc((l->count + 1) * sizeof(char *), call);
    pre = (const char **)cudacore__calloc((l->count + 1) * sizeof(char *), call);
    s.header_seen = (char *)cudacore__calloc(d->num_headers + 1, call);
    from = cudacore__folder_of(d->name, call);
    if (!s.dirs || !pre || !s.header_seen || !from) cudacore__scan_stop(&s, "%s", "out of host memory");
    for (off = 0, i = 0; i < l->count && !deps->why[0]; i++, off += strlen(o) + 1) {
        const char *next = i + 1 < l->count ? l->buf + off + strlen(l->buf + off) + 1 : NULL;
        o = l->buf + off;
        for (k = 0; k < sizeof own_files / sizeof own_files[0]; k++)
            if (!strncmp(o, own_files[k], strlen(own_files[k])) && (o[strlen(own_files[k])] == '=' || !o[strlen(own_files[k])]))
                cudacore__scan_stop(&s, "option %s reads or writes files of its own", o);
        if (!strncmp(o, "--include-path=", 15)) s.dirs[s.num_dirs++] = o + 15;
        else if ((!strcmp(o, "-I") || !strcmp(o, "--include-path")) && next) s.dirs[s.num_dirs++] = next;
        else if (!strncmp(o, "-I", 2)) s.dirs[s.num_dirs++] = o + 2;
        else if (!strncmp(o, "--pre-include=", 14)) pre[npre++] = o + 14;
        else if ((!strcmp(o, "-include") || !strcmp(o, "--pre-include")) && next) pre[npre++] = next;
        else if (!strcmp(o, "--no-source-include") || !strcmp(o, "-no-source-include")) s.no_source_dir = 1;
    }
    /* a pre-included file: an in-memory header, else in the working folder, else in the include paths */
    for (i = 0; i < npre && !deps->why[0]; i++) cudacore__scan_include(&s, pre[i], "", 0);
    if (!deps->why[0]) cudacore__scan_text(&s, d->source, d->source_size, from);
    for (i = 0; i < deps->n && !deps->why[0]; i++)
        if (deps->v[i].found) cudacore__scan_file(&s, i);
    cudacore__free((void *)s.dirs);
    cudacore__free((void *)pre);
    cudacore__free(s.header_seen);
    cudacore__free(from);
}

/*--- the NVRTC compile ---*/
/* NVRTC compile into a new image (with lowered names); the log goes to d->log. */
CUDACORE__PRIVATE cudacore_result cudacore__nvrtc_compile(cudacore__program_data *d, cudacore_code_type target, const char **argv, int argc,
                                                          cudacore__image **out, const char *call) {
    cudacore_nvrtcProgram prog = NULL;
    cudacore_nvrtcResult r, cr;
    size_t i, logn = 0, n = 0;
    char *log = NULL, *bin = NULL;
    cudacore__image *img = NULL;
    cudacore_result res = CUDACORE_SUCCESS;
    if (CUDACORE__FAULT(CUDACORE__FAULT_NVRTC)) return cudacore__nvrtc_fail((cudacore_nvrtcResult)11, "nvrtcCreateProgram", call);
    cudacore__start_compile_began();
    r = CUDACORE__NVRTC(nvrtcCreateProgram)(&prog, d->source, d->name, (int)d->num_headers, (const char *const *)d->header_sources,
                                            (const char *const *)d->header_names);
    if (r) return cudacore__nvrtc_fail(r, "nvrtcCreateProgram", call);
    for (i = 0; i < d->num_exprs; i++)
        if ((r = CUDACORE__NVRTC(nvrtcAddNameExpression)(prog, d->exprs[i])) != 0) {
            res = cudacore__nvrtc_fail(r, "nvrtcAddNameExpression", call);
            goto done;
        }
    cr = CUDACORE__NVRTC(nvrtcCompileProgram)(prog, argc, argv);
    if (CUDACORE__NVRTC(nvrtcGetProgramLogSize)(prog, &logn) == 0 && logn) {
        log = (char *)cudacore__calloc(logn + 1, call);
        if (log) CUDACORE__NVRTC(nvrtcGetProgramLog)(prog, log);
    }
    cudacore__set_log(d, log ? log : "", log ? strlen(log) : 0);
    if (cr) {
        if ((int)cr == 6) {
            CUDACORE__FAIL(CUDACORE_ERROR_COMPILE, call, "compiling '%s' failed (the NVRTC log is in the error detail)", d->name);
            cudacore__set_native(CUDACORE_LIBRARY_NVRTC, 6, "NVRTC_ERROR_COMPILATION", "NVRTC_ERROR_COMPILATION");
            cudacore__set_detail(d->log ? d->log : "");
            res = CUDACORE_ERROR_COMPILE;
        } else {
            res = cudacore__nvrtc_fail(cr, "nvrtcCompileProgram", call);
            cudacore__set_detail(d->log ? d->log : "");
        }
        goto done;
    }
    if (target == CUDACORE_CODE_PTX) r = CUDACORE__NVRTC(nvrtcGetPTXSize)(prog, &n);
    else if (target == CUDACORE_CODE_CUBIN) r = CUDACORE__NVRTC(nvrtcGetCUBINSize)(prog, &n);
    else r = CUDACORE__NVRTC(nvrtcGetLTOIRSize)(prog, &n);
    if (r) {
        res = cudacore__nvrtc_fail(r, "nvrtcGet<target>Size", call);
        goto done;
    }
    bin = (char *)cudacore__calloc(n + 1, call);
    if (!bin) {
        res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    if (target == CUDACORE_CODE_PTX) r = CUDACORE__NVRTC(nvrtcGetPTX)(prog, bin);
    else if (target == CUDACORE_CODE_CUBIN) r = CUDACORE__NVRTC(nvrtcGetCUBIN)(prog, bin);
    else r = CUDACORE__NVRTC(nvrtcGetLTOIR)(prog, bin);
    if (r) {
        res = cudacore__nvrtc_fail(r, "nvrtcGet<target>", call);
        goto done;
    }
    if (target == CUDACORE_CODE_PTX && n && !bin[n - 1]) n--; /* keep the text, not its NUL */
    img = cudacore__image_new(target, bin, n, d->name, d->num_exprs, call);
    if (!img) {
        res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    for (i = 0; i < d->num_exprs; i++) {
        const char *low = NULL;
        if ((r = CUDACORE__NVRTC(nvrtcGetLoweredName)(prog, d->exprs[i], &low)) != 0) {
            res = cudacore__nvrtc_fail(r, "nvrtcGetLoweredName", call);
            goto done;
        }
        img->exprs[i] = cudacore__strdup(d->exprs[i], call);
        img->lowered[i] = cudacore__strdup(low ? low : "", call);
        if (!img->exprs[i] || !img->lowered[i]) {
            res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            goto done;
        }
    }
done:
    if (res != CUDACORE_SUCCESS && img) {
        cudacore__image_free(img);
        img = NULL;
    }
    *out = img;
    cudacore__free(log);
    cudacore__free(bin);
    CUDACORE__CLEANUP(CUDACORE__NVRTC(nvrtcDestroyProgram)(&prog));
    return res;
}

/*--- libNVVM (through the loaded table: cudacore__g.nvvm) ---*/
CUDACORE__PRIVATE cudacore_result cudacore__nvvm_compile(cudacore__program_data *d, cudacore_code_type target, const char **argv, int argc,
                                                         cudacore__image **out, const char *call) {
    cudacore_nvvmProgram prog = NULL;
    size_t n = 0, logn = 0;
    char *bin = NULL, *log = NULL;
    int r;
    cudacore_result res = CUDACORE_SUCCESS;
    *out = NULL;
    if ((res = cudacore__need(CUDACORE_LIBRARY_NVVM, call)) != CUDACORE_SUCCESS) return res;
    if ((r = (int)CUDACORE__NVVM(nvvmCreateProgram)(&prog)) != 0) return CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmCreateProgram failed (%d)", r);
    if ((r = (int)CUDACORE__NVVM(nvvmAddModuleToProgram)(prog, d->source, d->source_size, d->name)) != 0) {
        res = CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmAddModuleToProgram failed (%d)", r);
        goto done;
    }
    r = (int)CUDACORE__NVVM(nvvmCompileProgram)(prog, argc, argv);
    if ((int)CUDACORE__NVVM(nvvmGetProgramLogSize)(prog, &logn) == 0 && logn && (log = (char *)cudacore__calloc(logn + 1, call)) != NULL)
        (void)CUDACORE__NVVM(nvvmGetProgramLog)(prog, log);
    cudacore__set_log(d, log ? log : "", log ? strlen(log) : 0);
    if (r) {
        res = CUDACORE__FAIL(CUDACORE_ERROR_COMPILE, call, "libNVVM could not compile '%s' (%d; the log is in the error detail)", d->name, r);
        cudacore__set_native(CUDACORE_LIBRARY_NVVM, r, CUDACORE__NVVM(nvvmGetErrorString)((cudacore_nvvmResult)r), "");
        cudacore__set_detail(d->log ? d->log : "");
        goto done;
    }
    if ((r = (int)CUDACORE__NVVM(nvvmGetCompiledResultSize)(prog, &n)) != 0 || (bin = (char *)cudacore__calloc(n + 1, call)) == NULL ||
        (r = (int)CUDACORE__NVVM(nvvmGetCompiledResult)(prog, bin)) != 0) {
        res = bin ? CUDACORE__FAIL(CUDACORE_ERROR_NVVM, call, "nvvmGetCompiledResult failed (%d)", r) : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        goto done;
    }
    if (target == CUDACORE_CODE_PTX && n && !bin[n - 1]) n--;
    *out = cudacore__image_new(target, bin, n, d->name, 0, call);
    if (!*out) res = CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
done:
    cudacore__free(bin);
    cudacore__free(log);
    (void)CUDACORE__NVVM(nvvmDestroyProgram)(&prog);
    return res;
}

/*--- compiles: through the cache, to object code ---*/

/* What turns a program of this kind into code, whose version and build
   (lib->build) are part of its key: NVRTC (C++), libNVVM (NVVM IR); for PTX
   assembled to CUBIN, the linker that will do it -- nvJitLink 12.3+ where it
   loads, else the driver's cuLink (the driver) -- loaded here, so that the
   key does not depend on what happened to be loaded before. */
CUDACORE__PRIVATE const cudacore__lib *cudacore__producer(cudacore_program_kind kind) {
    const cudacore__lib *jl = &cudacore__g.libs[CUDACORE_LIBRARY_NVJITLINK];
    if (kind == CUDACORE_PROGRAM_CXX) return &cudacore__g.libs[CUDACORE_LIBRARY_NVRTC];
    if (kind == CUDACORE_PROGRAM_NVVM) return &cudacore__g.libs[CUDACORE_LIBRARY_NVVM];
    if (cudacore__load_once(CUDACORE_LIBRARY_NVJITLINK) == 1 && jl->version >= 12030) return jl;
    return cudacore__load_once(CUDACORE_LIBRARY_CUDA) == 1 ? &cudacore__g.libs[CUDACORE_LIBRARY_CUDA] : NULL;
}

/* Whether a text of the program (cudacore__key_folders) has a quoted
   include that no in-memory header answers and that is no absolute path:
   one NVRTC looks for relative to the working folder. */
typedef struct cudacore__key_scan {
    const cudacore__program_data *d;
    int relative;
} cudacore__key_scan;
CUDACORE__PRIVATE int cudacore__path_absolute(const char *p) { return p[0] == '/' || p[0] == '\\' || (p[0] && p[1] == ':'); }
CUDACORE__PRIVATE void cudacore__key_found(void *user, int what, const char *name, size_t n, int quoted) {
    cudacore__key_scan *k = (cudacore__key_scan *)user;
    size_t i;
    (void)n;
    if (what == CUDACORE__PP_UNKNOWABLE || !quoted || cudacore__path_absolute(name)) return;
    for (i = 0; i < k->d->num_headers; i++)
        if (!strcmp(k->d->header_names[i], name)) return;
    k->relative = 1;
}
/* The working folder, when what NVRTC reads depends on it, into key: two
   checkouts that compile the same text with the same relative options
   ("-I include", a program named "k.cu" that includes "k.h") read
   different files, and each keeps an entry of its own instead of
   replacing the other's on every alternation. It does when an include
   path or a pre-included file is relative, or when a quoted include of a
   text is looked for in the folder of a program or header whose name is
   relative. (The files read are checked on a hit wherever it happens: this
   is about keeping both, not about being right.) */
CUDACORE__PRIVATE void cudacore__key_folders(const cudacore__program_data *d, const cudacore__strs *l, cudacore__hash *key) {
    const char *o;
    size_t i, off;
    int relative = 0, source_dir = 1;
    for (off = 0, i = 0; i < l->count; i++, off += strlen(o) + 1) {
        const char *next = i + 1 < l->count ? l->buf + off + strlen(l->buf + off) + 1 : NULL, *path = NULL;
        o = l->buf + off;
        if (!strncmp(o, "--include-path=", 15)) path = o + 15;
        else if (!strncmp(o, "--pre-include=", 14)) path = o + 14;
        else if (!strcmp(o, "-I") || !strcmp(o, "--include-path") || !strcmp(o, "-include") || !strcmp(o, "--pre-include")) path = next;
        else if (!strncmp(o, "-I", 2)) path = o + 2;
        else if (!strcmp(o, "--no-source-include") || !strcmp(o, "-no-source-include")) source_dir = 0;
        if (path && !cudacore__path_absolute(path)) relative = 1;
    }
    if (!relative && source_dir && !cudacore__path_absolute(d->name)) {
        cudacore__key_scan k;
        int tri, raw;
        cudacore__program_std(l, &tri, &raw);
        k.d = d;
        k.relative = 0;
        for (i = 0; i <= d->num_headers && !k.relative; i++) {
            const char *t = i ? d->header_sources[i - 1] : d->source;
            size_t n = i ? strlen(t) : d->source_size;
            /* (a text with none of "include", a splice or a trigraph has no include: not read through) */
            if (cudacore__find(t, n, "include") || cudacore__find(t, n, "\\\n") || cudacore__find(t, n, "\\\r\n") || cudacore__find(t, n, "?\?/"))
                cudacore__pp_scan(t, n, tri, raw, cudacore__key_found, &k);
        }
        relative = k.relative;
    }
    if (relative) {
        char here[1024], *big = NULL;
        const char *cwd = cudacore__working_folder(here, sizeof here, &big);
        cudacore__hash_str(key, cwd ? cwd : "?", strlen(cwd ? cwd : "?"));
        cudacore__free(big);
    }
}

/* The key: everything the code depends on but the files the compile reads
   (kept in the entry, and checked on a hit). */
CUDACORE__PRIVATE void cudacore__program_key(const cudacore__program_data *d, cudacore_code_type target, const char *arch, const cudacore__strs *l,
                                            cudacore__hash *key) {
    const cudacore__lib *producer;
    size_t i, off;
    cudacore__hash_init(key);
    cudacore__hash_u64(key, CUDACORE__CACHE_FORMAT);
    cudacore__hash_u64(key, (uint64_t)d->kind);
    cudacore__hash_u64(key, (uint64_t)target);
    cudacore__hash_str(key, arch, strlen(arch));
    producer = cudacore__producer(d->kind);
    cudacore__hash_u64(key, producer ? (uint64_t)(producer - cudacore__g.libs) : 0); /* which library, its version and build */
    cudacore__hash_u64(key, producer ? (uint64_t)producer->version : 0);
    cudacore__hash_u64(key, producer ? producer->build[0] : 0);
    cudacore__hash_u64(key, producer ? producer->build[1] : 0);
    cudacore__hash_str(key, d->name ? d->name : "", d->name ? strlen(d->name) : 0);
    cudacore__hash_str(key, d->source, d->source_size);
    cudacore__hash_u64(key, (uint64_t)d->num_headers);
    for (i = 0; i < d->num_headers; i++) {
        cudacore__hash_str(key, d->header_names[i], strlen(d->header_names[i]));
        cudacore__hash_str(key, d->header_sources[i], strlen(d->header_sources[i]));
    }
    cudacore__hash_u64(key, (uint64_t)l->count);
    for (off = 0, i = 0; i < l->count; i++) {
        size_t n = strlen(l->buf + off);
        cudacore__hash_str(key, l->buf + off, n);
        off += n + 1;
    }
    cudacore__hash_u64(key, (uint64_t)d->num_exprs);
    for (i = 0; i < d->num_exprs; i++) cudacore__hash_str(key, d->exprs[i], strlen(d->exprs[i]));
    if (d->kind == CUDACORE_PROGRAM_CXX && d->name) cudacore__key_folders(d, l, key);
}

/* The code for key from this process (an image still alive) or from disk,
   when the files its compile read are as they were; NULL: a miss. */
CUDACORE__PRIVATE cudacore__image *cudacore__cache_lookup(const cudacore__hash *key, cudacore__program_data *d, cudacore_code_type target,
                                                         const char *call) {
    cudacore__image *it;
    const char *where = "in memory";
    cudacore__lock(&cudacore__cache_lock);
    for (it = cudacore__cache.loaded; it; it = it->next)
        if (it->key.a == key->a && it->key.b == key->b) {
            it->refs++;
            break;
        }
    cudacore__unlock(&cudacore__cache_lock);
    if (it && !cudacore__inputs_hold(&it->inputs)) {
        cudacore__image_release(it);
        it = NULL;
    }
    if (!it) {
        where = "on disk";
        it = cudacore__cache_fetch(key, d->name, call);
        if (it && (it->type != target || it->num_names != d->num_exprs)) {
            cudacore__image_free(it);
            it = NULL;
        }
        if (it && d->kind == CUDACORE_PROGRAM_CXX) it->producer = cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].version; /* (the key holds it) */
    }
    if (!it) return NULL;
    cudacore__cache_count(1, 0, "");
    cudacore__set_log(d, "", 0);
    cudacore__nvtx_markf("compile cache hit (%s): %s", where, d->name);
    return it;
}

/* Says, through NVTX and (once a process) the logger, why a compile is not cached. */
CUDACORE__PRIVATE void cudacore__cache_skipped(const cudacore__program_data *d, const char *why) {
    static int told;
    char msg[512];
    cudacore__nvtx_markf("compile cache not used for %s: %s", d->name, why);
    if (cudacore__load32(&told)) return;
    cudacore__store32(&told, 1);
    snprintf(msg, sizeof msg, "the compile cache is not used for '%s' (nor, with this log once a process, for others like it): %s", d->name, why);
    cudacore__log(CUDACORE_LOG_INFO, CUDACORE_SUCCESS, msg, __LINE__);
}

/* Compiles (NVRTC, libNVVM, or PTX through the linker) into *out; with a key,
   what the compile reads is learned first and the code kept in the cache. */
CUDACORE__PRIVATE cudacore_result cudacore__program_build(cudacore__program_data *d, cudacore_code_type target, const char *arch,
                                                         const cudacore__strs *l, const cudacore_program_options *opts, const cudacore__hash *key,
                                                         cudacore__image **out, const char *call) {
    cudacore__inputs deps;
    const char **argv = cudacore__strs_argv(l, call);
    cudacore__image *img = NULL;
    cudacore_result r;
    char why[1600] = "no_compile_cache was set";
    int rg, stored;
    *out = NULL;
    if (!argv) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
    memset(&deps, 0, sizeof deps);
    if (key && d->kind == CUDACORE_PROGRAM_CXX) cudacore__program_inputs(d, l, &deps, call);
    if (key && deps.why[0]) {
        cudacore__cache_skipped(d, deps.why);
        cudacore__copy(why, sizeof why, deps.why);
        key = NULL;
    }
    CUDACORE__TEST_HOOK(after_scan);
    rg = cudacore__nvtx_range_begin("%s %s (%s)", d->kind == CUDACORE_PROGRAM_CXX ? "NVRTC" : d->kind == CUDACORE_PROGRAM_NVVM ? "libNVVM" : "PTX to CUBIN",
                                    d->name, key ? "cache miss" : "no cache");
    if (d->kind == CUDACORE_PROGRAM_CXX) r = cudacore__nvrtc_compile(d, target, argv, (int)l->count, &img, call);
    else if (d->kind == CUDACORE_PROGRAM_NVVM) r = cudacore__nvvm_compile(d, target, argv, (int)l->count, &img, call);
    else {
        cudacore__image *src = cudacore__image_new(CUDACORE_CODE_PTX, d->source, d->source_size, d->name, 0, call);
        r = src ? cudacore__link_ptx(src, arch, &img, call) : CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
        cudacore__image_free(src);
        cudacore__set_log(d, "", 0);
    }
    cudacore__nvtx_range_end(rg);
    if (r == CUDACORE_ERROR_COMPILE && d->kind == CUDACORE_PROGRAM_CXX && !(opts && opts->no_toolkit_headers)) cudacore__toolkit_note(d);
    cudacore__free((void *)argv);
    cudacore__lock(&cudacore__cache_lock);
    cudacore__cache.misses++;
    cudacore__unlock(&cudacore__cache_lock);
    if (r == CUDACORE_SUCCESS && d->kind == CUDACORE_PROGRAM_CXX) img->producer = cudacore__g.libs[CUDACORE_LIBRARY_NVRTC].version;
    CUDACORE__TEST_HOOK(after_compile);
    if (r == CUDACORE_SUCCESS && key && !cudacore__inputs_unchanged(&deps, why, sizeof why)) key = NULL; /* used, not stored */
    if (r != CUDACORE_SUCCESS || !key) {
        if (r == CUDACORE_SUCCESS) cudacore__cache_count(0, 0, why);
        cudacore__inputs_free(&deps);
        *out = img;
        return r;
    }
    img->inputs = deps; /* (the image owns them now) */
    img->key = *key;
    img->has_key = 1;
    stored = cudacore__cache_store(key, img, why, sizeof why);
    cudacore__cache_count(0, stored, why);
    cudacore__lock(&cudacore__cache_lock);
    if (img->num_names == 0 || img->exprs) {
        img->next = cudacore__cache.loaded;
        cudacore__cache.loaded = img;
    }
    cudacore__unlock(&cudacore__cache_lock);
    *out = img;
    return CUDACORE_SUCCESS;
}

CUDACORE__PRIVATE cudacore_result cudacore__program_compile(cudacore_program p, cudacore_code_type target, const cudacore_program_options *opts,
                                                           cudacore_object_code *out) {
    static const char call[] = "cudacore_program_compile";
    cudacore__strs l;
    char arch[32];
    cudacore__hash key;
    cudacore__image *img = NULL;
    cudacore_result r;
    int use_cache = !(opts && opts->no_compile_cache);
    if (out) out->id = 0;
    if (!out) return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call, "out is NULL");
    {
        cudacore__program_obj *o = (cudacore__program_obj *)cudacore__lookup(CUDACORE_OBJECT_PROGRAM, p.id, call);
        if (!o) return CUDACORE_ERROR_INVALID_HANDLE;
        cudacore__program_data *d = o->d;
        if (target == CUDACORE_CODE_DEFAULT) target = CUDACORE_CODE_CUBIN;
        if ((d->kind == CUDACORE_PROGRAM_CXX && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_CUBIN && target != CUDACORE_CODE_LTOIR) ||
            (d->kind == CUDACORE_PROGRAM_NVVM && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_LTOIR) ||
            (d->kind == CUDACORE_PROGRAM_PTX && target != CUDACORE_CODE_PTX && target != CUDACORE_CODE_CUBIN))
            return CUDACORE__FAIL(CUDACORE_ERROR_INVALID_ARGUMENT, call,
                                  "target %d is not available for this program kind (C++: PTX, CUBIN, LTOIR; NVVM: PTX, LTOIR; PTX: PTX, CUBIN)", (int)target);
        if (d->kind == CUDACORE_PROGRAM_PTX && target == CUDACORE_CODE_PTX) {
            img = cudacore__image_new(CUDACORE_CODE_PTX, d->source, d->source_size, d->name, 0, call);
            if (!img) return CUDACORE_ERROR_OUT_OF_HOST_MEMORY;
            cudacore__set_log(d, "", 0);
            return cudacore__object_code_wrap(img, out, call);
        }
        if (d->kind == CUDACORE_PROGRAM_CXX && (r = cudacore__need(CUDACORE_LIBRARY_NVRTC, call)) != CUDACORE_SUCCESS) return r;
        memset(&l, 0, sizeof l);
        r = cudacore__program_opts(opts, d->kind, target, &l, arch, sizeof arch, call);
        if (r == CUDACORE_SUCCESS && d->kind == CUDACORE_PROGRAM_NVVM) r = cudacore__need(CUDACORE_LIBRARY_NVVM, call); /* (its version: the key) */
        if (r == CUDACORE_SUCCESS && use_cache) {
            cudacore__program_key(d, target, arch, &l, &key);
            img = cudacore__cache_lookup(&key, d, target, call);
        }
        if (r == CUDACORE_SUCCESS && !img) r = cudacore__program_build(d, target, arch, &l, opts, use_cache ? &key : NULL, &img, call);
        cudacore__strs_free(&l);
        return r == CUDACORE_SUCCESS ? cudacore__object_code_wrap(img, out, call) : r;
    }
}

/* In the range "cudacore_program_compile <name>" (NVTX, with what the cache did inside). */
CUDACORE_API cudacore_result cudacore_program_compile(cudacore_program p, cudacore_code_type target, const cudacore_program_options *opts,
                                                      cudacore_object_code *out) {
    const cudacore__program_obj *o = (const cudacore__program_obj *)cudacore__get(&cudacore__g.pools[CUDACORE_OBJECT_PROGRAM], p.id);
    int rg = cudacore__nvtx_range_begin("cudacore_program_compile %s", o ? o->d->name : "?");
    cudacore_result r = cudacore__program_compile(p, target, opts, out);
    cudacore__nvtx_range_end(rg);
    if (r == CUDACORE_SUCCESS && target == CUDACORE_CODE_PTX) cudacore__ptx_compile_note(*out, o ? o->d->name : "?");
    return r;
}
