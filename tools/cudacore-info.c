/* cudacore-info -- what CUDA this machine has, through cudacore.h.

   Prints the versions of the driver, NVRTC, nvJitLink, libNVVM, NVML and NCCL,
   where each was loaded from and which step of the search (cudacore.h,
   LOADING) found it, with the places the search looks at in order (those
   that have the library; --json: all of them), the toolkit headers NVRTC
   compiles get (and whether they are of NVRTC's CUDA version), the driver
   as NVML sees it, then every device with all of its properties, its
   telemetry (NVML: memory, utilisation, temperature, power, clocks,
   throttle reasons, PCIe, NVLink, ECC, modes) and the processes using it.
     cudacore-info                        human-readable
     cudacore-info --json                 machine-readable
     cudacore-info --watch [seconds]      one line per device every interval
                   [--count N]            (default 1 s; N lines each, then stop),
                                          as nvidia-smi dmon
     cudacore-info --version              this tool's version (cudacore's), and nothing else
   With no driver it says what it tried and exits with status 1. Without
   NVML everything but the telemetry is printed.

   Build: cc -std=c99 -I.. cudacore-info.c -o cudacore-info -ldl -lpthread   */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 199309L /* nanosleep */
#endif
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(_WIN32)
#include <windows.h>
#else
#include <time.h>
#endif

static void json_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') printf("\\%c", *s);
        else if ((unsigned char)*s < 0x20) printf("\\u%04x", (unsigned char)*s);
        else putchar(*s);
    }
    putchar('"');
}

/* The search's candidates for a library, gathered before it is loaded (so
   that "already loaded" says what it was before). */
#define MAX_CANDIDATES 64
typedef struct candidate {
    char path[1024];
    const char *from;
    int exists;
} candidate;
typedef struct candidates {
    candidate c[MAX_CANDIDATES];
    int n, left_out;
} candidates;
static void gather_candidate(const cudacore_library_candidate *c, void *user) {
    candidates *all = (candidates *)user;
    if (all->n == MAX_CANDIDATES) {
        all->left_out++;
        return;
    }
    snprintf(all->c[all->n].path, sizeof all->c[all->n].path, "%s", c->path);
    all->c[all->n].from = c->from;
    all->c[all->n++].exists = c->exists;
}
static int is_chosen(const candidate *c, const cudacore_library_info *info) {
    return info->loaded && !strcmp(c->path, info->path) && !strcmp(c->from, info->from);
}

/* Where the search looked, in its order: every place in JSON; for people,
   those that have the library (or that only loading can tell), the chosen
   one marked, and how many places had none. */
static void print_candidates(const candidates *all, const cudacore_library_info *info, int json) {
    int i, absent = 0;
    if (json) {
        printf(", \"candidates\": [");
        for (i = 0; i < all->n; i++) {
            printf("%s{\"path\": ", i ? ", " : "");
            json_string(all->c[i].path);
            printf(", \"from\": \"%s\", \"exists\": %s, \"chosen\": %s}", all->c[i].from,
                   all->c[i].exists < 0 ? "null" : all->c[i].exists ? "true" : "false", is_chosen(&all->c[i], info) ? "true" : "false");
        }
        printf("]");
        return;
    }
    for (i = 0; i < all->n; i++) {
        if (!all->c[i].exists) {
            absent++;
            continue;
        }
        printf("           %s %-56s %s%s\n", is_chosen(&all->c[i], info) ? "*" : " ", all->c[i].path, all->c[i].from,
               all->c[i].exists < 0 ? " (by name)" : "");
    }
    absent += all->left_out;
    if (absent) printf("             (%d other place%s searched: not there)\n", absent, absent == 1 ? "" : "s");
}

static void print_library(const char *label, cudacore_library lib, int json, int last) {
    static candidates all;
    cudacore_library_info info;
    cudacore_result r;
    char version[32];
    memset(&all, 0, sizeof all);
    cudacore_library_candidates(lib, gather_candidate, &all);
    r = cudacore_library_load(lib, &info);
    if (lib == CUDACORE_LIBRARY_NCCL && info.loaded) /* NCCL_VERSION_CODE: major.minor.patch */
        snprintf(version, sizeof version, "%d.%d.%d", info.version_major, info.version_minor, info.version % 100);
    else
        snprintf(version, sizeof version, "%d.%d", info.version_major, info.version_minor);
    if (json) {
        printf("    \"%s\": {\"loaded\": %s, \"path\": ", label, info.loaded ? "true" : "false");
        json_string(info.path);
        printf(", \"from\": \"%s\", \"version\": \"%s\"", info.from, version);
        if (r != CUDACORE_SUCCESS) {
            printf(", \"error\": ");
            json_string(cudacore_last_error()->message);
        }
        print_candidates(&all, &info, 1);
        printf("}%s\n", last ? "" : ",");
        return;
    }
    if (r == CUDACORE_SUCCESS)
        printf("%-10s %s   (%s; from: %s)\n", label, version, info.path, info.from);
    else
        printf("%-10s not available: %s\n", label, cudacore_last_error()->message);
    print_candidates(&all, &info, 0);
}

/* text, each line indented by `indent` more spaces */
static void print_indented(const char *text, int indent) {
    while (*text) {
        size_t n = strcspn(text, "\n");
        printf("%*s%.*s\n", indent, "", (int)n, text);
        text += n + (text[n] == '\n');
    }
}

/* The toolkit headers NVRTC compiles get, and whether they are of NVRTC's version. */
static void print_headers(int json) {
    static cudacore_toolkit_headers_info h;
    char have[32], want[32];
    cudacore_toolkit_headers_get_info(&h);
    snprintf(have, sizeof have, "%d.%d", h.version / 1000, h.version % 1000 / 10);
    snprintf(want, sizeof want, "%d.%d", h.nvrtc_version / 1000, h.nvrtc_version % 1000 / 10);
    if (json) {
        printf("  \"toolkit_headers\": {\"include\": ");
        json_string(h.include);
        printf(", \"cccl\": ");
        json_string(h.cccl);
        printf(", \"from\": \"%s\", \"version\": \"%s\", \"nvrtc_version\": \"%s\", \"mismatch\": %s, \"looked\": ", h.from, have, want,
               h.mismatch ? "true" : "false");
        json_string(h.looked);
        printf("},\n");
        return;
    }
    if (!h.include[0]) printf("%-10s none found; looked in:\n", "headers");
    else printf("%-10s %s   (%s; from: %s)\n", "headers", h.version ? have : "?", h.include, h.from);
    if (h.mismatch) printf("             not NVRTC's version (%s): no headers of CUDA %s were found; looked in:\n", want, want);
    if (!h.include[0] || h.mismatch) print_indented(h.looked, 11);
}

/*--- NVRTC's set: one release, or a mix ---*/
/* The exact release of the loaded libNVVM ("13.0.88"): nvvmVersion says 2.0
   in every release, but the PTX it makes names it. A tiny kernel compiled
   to PTX (no cache, no driver); "" when that cannot be done. */
static void nvvm_release(char *out, size_t cap) {
    static const char ir[] =
        "target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-"
        "v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\n"
        "target triple = \"nvptx64-nvidia-cuda\"\n"
        "define void @release_probe() {\n"
        "  ret void\n"
        "}\n"
        "!nvvm.annotations = !{!0}\n"
        "!0 = !{void ()* @release_probe, !\"kernel\", i32 1}\n"
        "!nvvmir.version = !{!1}\n"
        "!1 = !{i32 2, i32 0}\n";
    cudacore_program_desc d;
    cudacore_program_options o;
    cudacore_program p;
    cudacore_object_code oc;
    const void *data = NULL;
    size_t size = 0, n = 0;
    out[0] = 0;
    memset(&d, 0, sizeof d);
    d.source = ir;
    d.kind = CUDACORE_PROGRAM_NVVM;
    d.name = "release_probe.ll";
    memset(&o, 0, sizeof o);
    o.arch = "sm_80";
    o.no_compile_cache = 1;
    if (cudacore_program_create(&d, &p) != CUDACORE_SUCCESS) return;
    if (cudacore_program_compile(p, CUDACORE_CODE_PTX, &o, &oc) == CUDACORE_SUCCESS) {
        if (cudacore_object_code_data(oc, &data, &size, NULL) == CUDACORE_SUCCESS) {
            const char *text = (const char *)data, *end = text + size, *at = NULL, *q;
            for (q = text; q + 4 <= end && !at; q++) /* "Cuda compilation tools, release 13.0, V13.0.88" */
                if (q[0] == ',' && q[1] == ' ' && q[2] == 'V' && q[3] >= '0' && q[3] <= '9') at = q + 3;
            while (at && at + n < end && n + 1 < cap && ((at[n] >= '0' && at[n] <= '9') || at[n] == '.')) n++;
            if (at) memcpy(out, at, n);
            out[n] = 0;
        }
        cudacore_object_code_destroy(oc);
    }
    cudacore_program_destroy(p);
}

/* major * 1000 + minor * 10 of "13.0.88"; 0 when it is not one. */
static int release_code(const char *v) {
    int major = 0, minor = 0;
    return sscanf(v, "%d.%d", &major, &minor) == 2 ? major * 1000 + minor * 10 : 0;
}

/* One note on the set, for people (indented) or as a JSON string. */
static int set_notes;
static void set_note(int json, const char *fmt, ...) {
    char text[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (json) {
        printf("%s", set_notes ? ", " : "");
        json_string(text);
    } else {
        printf("             %s\n", text);
    }
    set_notes++;
}

/* NVRTC with the nvJitLink, libNVVM and toolkit headers found for it
   (LOADING: they are looked for where NVRTC came from, of its release
   first): of one release, or a mix, with what each mix risks and how to
   make it one release. */
static void print_set(int json) {
    static cudacore_toolkit_headers_info h;
    cudacore_library_info rtc, jl, vm;
    char nvvm[32] = "", want[16], pkg[256];
    int r, j, v, hv, mixed = 0, major;
    memset(&jl, 0, sizeof jl);
    memset(&vm, 0, sizeof vm);
    if (cudacore_library_load(CUDACORE_LIBRARY_NVRTC, &rtc) != CUDACORE_SUCCESS) {
        if (json) printf("  \"library_set\": null,\n");
        else printf("%-10s no NVRTC: nothing to compare\n", "set");
        return;
    }
    (void)cudacore_library_load(CUDACORE_LIBRARY_NVJITLINK, &jl);
    if (cudacore_library_load(CUDACORE_LIBRARY_NVVM, &vm) == CUDACORE_SUCCESS) nvvm_release(nvvm, sizeof nvvm);
    cudacore_toolkit_headers_get_info(&h);
    r = rtc.version;
    major = r / 1000;
    j = jl.loaded ? jl.version : 0;
    v = release_code(nvvm);
    hv = h.include[0] ? h.version : 0;
    mixed = (j && j != r) || (v && v != r) || (hv && hv != r);
    snprintf(want, sizeof want, "%d.%d", major, r % 1000 / 10);
    if (json) {
        printf("  \"library_set\": {\"nvrtc\": \"%s\", \"nvjitlink\": ", want);
        if (j) printf("\"%d.%d\"", j / 1000, j % 1000 / 10);
        else printf("null");
        printf(", \"nvvm\": ");
        if (nvvm[0]) printf("\"%s\"", nvvm);
        else printf("null");
        printf(", \"headers\": ");
        if (hv) printf("\"%d.%d\"", hv / 1000, hv % 1000 / 10);
        else printf("null");
        printf(", \"one_release\": %s, \"notes\": [", mixed ? "false" : "true");
    } else {
        printf("%-10s NVRTC %s (%s)", "set", want, rtc.from);
        if (jl.loaded) printf(", nvJitLink %d.%d (%s)", j / 1000, j % 1000 / 10, jl.from);
        if (vm.loaded) printf(", libNVVM %s (%s)", nvvm[0] ? nvvm : "of a release not known", vm.from);
        if (hv) printf(", headers %d.%d (%s)", hv / 1000, hv % 1000 / 10, h.from);
        printf(": %s\n", mixed ? "MIXED RELEASES" : "one release");
    }
    set_notes = 0;
    if (j && j != r) {
        if (j < 12030)
            set_note(json, "nvJitLink %d.%d is older than 12.3: cudacore links with the driver's cuLink instead, which cannot link LTO-IR", j / 1000,
                     j % 1000 / 10);
        else if (j / 1000 != major)
            set_note(json, "nvJitLink %d.%d is of another major version than NVRTC %s: it cannot link the LTO-IR NVRTC makes (cudacore refuses "
                           "that link, naming both versions)", j / 1000, j % 1000 / 10, want);
        else if (j < r)
            set_note(json, "nvJitLink %d.%d is older than NVRTC %s: it cannot link the LTO-IR NVRTC makes (cudacore refuses that link, naming "
                           "both versions)", j / 1000, j % 1000 / 10, want);
        else
            set_note(json, "nvJitLink %d.%d is newer than NVRTC %s, of its major version: it links NVRTC's LTO-IR", j / 1000, j % 1000 / 10, want);
    }
    if (v && v != r) {
        set_note(json, "libNVVM %s is not NVRTC's release: the PTX and LTO-IR it makes are %s's%s", nvvm, nvvm,
                 j && (v / 1000 != j / 1000 || v > j) ? ", and this nvJitLink cannot link its LTO-IR" : "");
    }
    if (hv && hv != r)
        set_note(json, "the toolkit headers are CUDA %d.%d, not NVRTC's %s: a compile that includes them may fail (its log names both versions)",
                 hv / 1000, hv % 1000 / 10, want);
    if (mixed && (major == 12 || major == 13)) { /* NVIDIA's wheels of NVRTC's release, for the environment NVRTC came from */
        const char *suffix = major == 12 ? "-cu12" : "";
        pkg[0] = 0;
        if (j && j != r) snprintf(pkg + strlen(pkg), sizeof pkg - strlen(pkg), " \"nvidia-nvjitlink%s==%s.*\"", suffix, want);
        if (v && v != r) snprintf(pkg + strlen(pkg), sizeof pkg - strlen(pkg), " \"%s==%s.*\"", major == 12 ? "nvidia-cuda-nvcc-cu12" : "nvidia-nvvm", want);
        if (hv && hv != r) snprintf(pkg + strlen(pkg), sizeof pkg - strlen(pkg), " \"nvidia-cuda-runtime%s==%s.*\" nvidia-cuda-cccl%s", suffix, want, suffix);
        set_note(json, "to make it one release: pip install%s into the environment NVRTC came from, or point CUDACORE_NVJITLINK_PATH, "
                       "CUDACORE_NVVM_PATH, CUDACORE_CUDA_INCLUDE_PATH at NVRTC %s's own", pkg, want);
    }
    if (json) printf("]},\n");
}

/*--- telemetry ---*/
static const char *const status_names[] = {"not_queried", "ok", "not_supported", "no_permission", "error"};

/* The value of field f, as text for people (units) or as a JSON value. */
static void field_text(const cudacore_device_telemetry *t, int f, int json, char *b, size_t n) {
    const double gib = 1024.0 * 1024.0 * 1024.0;
    switch ((cudacore_telemetry_field)f) {
        case CUDACORE_TELEMETRY_NAME: snprintf(b, n, json ? "\"%s\"" : "%s", t->name); break;
        case CUDACORE_TELEMETRY_UUID: snprintf(b, n, json ? "\"%s\"" : "%s", t->uuid); break;
        case CUDACORE_TELEMETRY_SERIAL: snprintf(b, n, json ? "\"%s\"" : "%s", t->serial); break;
        case CUDACORE_TELEMETRY_PCI:
            snprintf(b, n, json ? "{\"bus_id\": \"%s\", \"device_id\": \"0x%08x\"}" : "%s (device id 0x%08x)", t->pci_bus_id, t->pci_device_id);
            break;
        case CUDACORE_TELEMETRY_MEMORY:
            if (json)
                snprintf(b, n, "{\"total\": %llu, \"reserved\": %llu, \"used\": %llu, \"free\": %llu}", (unsigned long long)t->memory_total,
                         (unsigned long long)t->memory_reserved, (unsigned long long)t->memory_used, (unsigned long long)t->memory_free);
            else
                snprintf(b, n, "%.2f GiB used, %.2f GiB free, %.2f GiB total (%.2f GiB reserved)", t->memory_used / gib, t->memory_free / gib,
                         t->memory_total / gib, t->memory_reserved / gib);
            break;
        case CUDACORE_TELEMETRY_UTILIZATION:
            snprintf(b, n, json ? "{\"gpu\": %u, \"memory\": %u}" : "gpu %u %%, memory %u %%", t->gpu_utilization, t->memory_utilization);
            break;
        case CUDACORE_TELEMETRY_TEMPERATURE: snprintf(b, n, json ? "%u" : "%u C", t->temperature); break;
        case CUDACORE_TELEMETRY_POWER:
            if (json) snprintf(b, n, "%u", t->power_usage); /* mW */
            else snprintf(b, n, "%.1f W", t->power_usage / 1000.0);
            break;
        case CUDACORE_TELEMETRY_POWER_LIMIT:
            if (json) snprintf(b, n, "%u", t->power_limit);
            else snprintf(b, n, "%.1f W", t->power_limit / 1000.0);
            break;
        case CUDACORE_TELEMETRY_SM_CLOCK: snprintf(b, n, json ? "%u" : "%u MHz", t->sm_clock); break;
        case CUDACORE_TELEMETRY_MEMORY_CLOCK: snprintf(b, n, json ? "%u" : "%u MHz", t->memory_clock); break;
        case CUDACORE_TELEMETRY_MAX_SM_CLOCK: snprintf(b, n, json ? "%u" : "%u MHz", t->max_sm_clock); break;
        case CUDACORE_TELEMETRY_MAX_MEMORY_CLOCK: snprintf(b, n, json ? "%u" : "%u MHz", t->max_memory_clock); break;
        case CUDACORE_TELEMETRY_PERFORMANCE_STATE: snprintf(b, n, json ? "%u" : "P%u", t->performance_state); break;
        case CUDACORE_TELEMETRY_THROTTLE_REASONS: {
            size_t used = (size_t)snprintf(b, n, json ? "[" : "%s", t->throttle_reasons ? "" : "none");
            uint64_t bit;
            for (bit = 1; bit && used < n; bit <<= 1)
                if (t->throttle_reasons & bit) {
                    const char *name = cudacore_throttle_reason_name(bit);
                    used += (size_t)snprintf(b + used, n - used, json ? "%s\"%s\"" : "%s%s", used > 1 ? (json ? ", " : " ") : "", name ? name : "?");
                }
            if (json && used < n) snprintf(b + used, n - used, "]");
            break;
        }
        case CUDACORE_TELEMETRY_PCIE_LINK:
            snprintf(b, n, json ? "{\"generation\": %u, \"width\": %u}" : "gen %u x%u", t->pcie_generation, t->pcie_width);
            break;
        case CUDACORE_TELEMETRY_PCIE_MAX_LINK:
            snprintf(b, n, json ? "{\"generation\": %u, \"width\": %u}" : "gen %u x%u", t->pcie_max_generation, t->pcie_max_width);
            break;
        case CUDACORE_TELEMETRY_PCIE_THROUGHPUT:
            snprintf(b, n, json ? "{\"tx\": %u, \"rx\": %u}" : "tx %u KB/s, rx %u KB/s", t->pcie_tx, t->pcie_rx);
            break;
        case CUDACORE_TELEMETRY_NVLINK:
            snprintf(b, n, json ? "{\"links\": %u, \"active_mask\": %u}" : "%u links, active mask 0x%05x", t->nvlink_links, t->nvlink_active);
            break;
        case CUDACORE_TELEMETRY_ECC_MODE:
            if (json) snprintf(b, n, "{\"enabled\": %u, \"pending\": %u}", t->ecc_enabled, t->ecc_pending);
            else snprintf(b, n, "%s (after reboot: %s)", t->ecc_enabled ? "on" : "off", t->ecc_pending ? "on" : "off");
            break;
        case CUDACORE_TELEMETRY_ECC_ERRORS:
            snprintf(b, n,
                     json ? "{\"corrected\": %llu, \"uncorrected\": %llu, \"corrected_lifetime\": %llu, \"uncorrected_lifetime\": %llu}"
                          : "%llu corrected, %llu uncorrected (lifetime %llu, %llu)",
                     (unsigned long long)t->ecc_corrected, (unsigned long long)t->ecc_uncorrected, (unsigned long long)t->ecc_corrected_lifetime,
                     (unsigned long long)t->ecc_uncorrected_lifetime);
            break;
        case CUDACORE_TELEMETRY_MIG_MODE:
            if (json) snprintf(b, n, "{\"enabled\": %u, \"pending\": %u}", t->mig_enabled, t->mig_pending);
            else snprintf(b, n, "%s (after reset: %s)", t->mig_enabled ? "on" : "off", t->mig_pending ? "on" : "off");
            break;
        case CUDACORE_TELEMETRY_COMPUTE_MODE: {
            static const char *const modes[] = {"default", "exclusive_thread", "prohibited", "exclusive_process"};
            snprintf(b, n, json ? "\"%s\"" : "%s", t->compute_mode < 4 ? modes[t->compute_mode] : "?");
            break;
        }
        case CUDACORE_TELEMETRY_PERSISTENCE_MODE:
            if (json) snprintf(b, n, "%u", t->persistence_mode);
            else snprintf(b, n, "%s", t->persistence_mode ? "on" : "off");
            break;
        default: snprintf(b, n, json ? "null" : "?"); break;
    }
}

static void print_telemetry(int d, int json) {
    cudacore_device_telemetry t;
    cudacore_gpu_process procs[64];
    size_t np = 0, i;
    char text[512];
    int f;
    if (cudacore_device_get_telemetry(d, CUDACORE_TELEMETRY_ALL, &t) != CUDACORE_SUCCESS) {
        if (json) {
            printf(",\n     \"telemetry\": {\"error\": ");
            json_string(cudacore_last_error()->message);
            printf("}");
        } else {
            printf("  telemetry            not available: %s\n", cudacore_last_error()->message);
        }
        return;
    }
    if (cudacore_device_get_processes(d, procs, sizeof procs / sizeof procs[0], &np) != CUDACORE_SUCCESS) np = 0;
    if (json) {
        printf(",\n     \"telemetry\": {\"nvml_index\": %u", t.nvml_index);
        for (f = 0; f < CUDACORE_TELEMETRY__COUNT; f++) {
            if (t.status[f] == CUDACORE_FIELD_OK) field_text(&t, f, 1, text, sizeof text);
            else snprintf(text, sizeof text, "null");
            printf(", \"%s\": %s", cudacore_telemetry_field_name((cudacore_telemetry_field)f), text);
        }
        printf(",\n       \"status\": {");
        for (f = 0; f < CUDACORE_TELEMETRY__COUNT; f++)
            printf("%s\"%s\": \"%s\"", f ? ", " : "", cudacore_telemetry_field_name((cudacore_telemetry_field)f), status_names[t.status[f]]);
        printf("},\n       \"processes\": [");
        for (i = 0; i < np && i < sizeof procs / sizeof procs[0]; i++) {
            printf("%s{\"pid\": %u, \"type\": \"%s\", \"used_memory\": ", i ? ", " : "", procs[i].pid,
                   procs[i].type == (CUDACORE_PROCESS_COMPUTE | CUDACORE_PROCESS_GRAPHICS) ? "C+G" : procs[i].type == CUDACORE_PROCESS_COMPUTE ? "C" : "G");
            if (procs[i].used_memory == UINT64_MAX) printf("null");
            else printf("%llu", (unsigned long long)procs[i].used_memory);
            printf(", \"name\": ");
            json_string(procs[i].name);
            printf("}");
        }
        printf("]}");
        return;
    }
    printf("  telemetry (NVML GPU %u)\n", t.nvml_index);
    for (f = 0; f < CUDACORE_TELEMETRY__COUNT; f++) {
        if (t.status[f] == CUDACORE_FIELD_OK) field_text(&t, f, 0, text, sizeof text);
        else snprintf(text, sizeof text, "(%s)", t.status[f] == CUDACORE_FIELD_NOT_SUPPORTED ? "not supported" : status_names[t.status[f]]);
        printf("    %-20s %s\n", cudacore_telemetry_field_name((cudacore_telemetry_field)f), text);
    }
    printf("  processes            %u\n", (unsigned)np);
    for (i = 0; i < np && i < sizeof procs / sizeof procs[0]; i++) {
        printf("    %8u  %-3s ", procs[i].pid,
               procs[i].type == (CUDACORE_PROCESS_COMPUTE | CUDACORE_PROCESS_GRAPHICS) ? "C+G" : procs[i].type == CUDACORE_PROCESS_COMPUTE ? "C" : "G");
        if (procs[i].used_memory == UINT64_MAX) printf("%10s", "-");
        else printf("%7llu MiB", (unsigned long long)(procs[i].used_memory >> 20));
        printf("  %s\n", procs[i].name[0] ? procs[i].name : "?");
    }
}

static void print_system(int json) {
    cudacore_system_info si;
    if (cudacore_system_get_info(&si) != CUDACORE_SUCCESS) {
        if (json) {
            printf("  \"system\": {\"error\": ");
            json_string(cudacore_last_error()->message);
            printf("},\n");
        }
        return; /* the libraries list said why */
    }
    if (json) {
        printf("  \"system\": {\"driver_version\": ");
        json_string(si.driver_version);
        printf(", \"nvml_version\": ");
        json_string(si.nvml_version);
        printf(", \"cuda_driver_version\": %d, \"nvml_device_count\": %d},\n", si.cuda_driver_version, si.nvml_device_count);
    } else {
        printf("\ndisplay driver %s, NVML %s, CUDA %d.%d; NVML sees %d GPU%s\n", si.driver_version, si.nvml_version, si.cuda_driver_version / 1000,
               (si.cuda_driver_version % 1000) / 10, si.nvml_device_count, si.nvml_device_count == 1 ? "" : "s");
    }
}

static void sleep_seconds(double s) {
#if defined(_WIN32)
    Sleep((DWORD)(s * 1000.0));
#else
    struct timespec ts;
    ts.tv_sec = (time_t)s;
    ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);
    nanosleep(&ts, NULL);
#endif
}

/* nvidia-smi dmon's shape: a header, then one line per device per interval. */
static int watch(double interval, long count) {
    int n = 0, d;
    long line;
    cudacore_system_info si;
    if (cudacore_device_count(&n) != CUDACORE_SUCCESS || cudacore_system_get_info(&si) != CUDACORE_SUCCESS) {
        fprintf(stderr, "cudacore-info --watch: %s\n", cudacore_last_error()->message);
        if (cudacore_last_error()->detail[0]) fprintf(stderr, "%s", cudacore_last_error()->detail);
        return 1;
    }
    for (line = 0; count <= 0 || line < count; line++) {
        if (line % 20 == 0) {
            printf("# gpu   nvml    pwr  gtemp     sm    mem   mclk   pclk   fb_used  fb_total\n");
            printf("# Idx    Idx      W      C      %%      %%    MHz    MHz       MiB       MiB\n");
        }
        for (d = 0; d < n; d++) {
            cudacore_device_telemetry t;
            char c[8][16];
            if (cudacore_device_get_telemetry(d, CUDACORE_TELEMETRY_WATCH, &t) != CUDACORE_SUCCESS) {
                printf("  %3d  error: %s\n", d, cudacore_last_error()->message);
                continue;
            }
#define WATCH_COL(i, field, fmt, value) \
    if (t.status[CUDACORE_TELEMETRY_##field] == CUDACORE_FIELD_OK) snprintf(c[i], sizeof c[i], fmt, value); \
    else snprintf(c[i], sizeof c[i], "-")
            WATCH_COL(0, POWER, "%u", (t.power_usage + 500) / 1000);
            WATCH_COL(1, TEMPERATURE, "%u", t.temperature);
            WATCH_COL(2, UTILIZATION, "%u", t.gpu_utilization);
            WATCH_COL(3, UTILIZATION, "%u", t.memory_utilization);
            WATCH_COL(4, MEMORY_CLOCK, "%u", t.memory_clock);
            WATCH_COL(5, SM_CLOCK, "%u", t.sm_clock);
            WATCH_COL(6, MEMORY, "%llu", (unsigned long long)(t.memory_used >> 20));
            WATCH_COL(7, MEMORY, "%llu", (unsigned long long)(t.memory_total >> 20));
#undef WATCH_COL
            printf("  %3d  %5u  %5s  %5s  %5s  %5s  %5s  %5s  %8s  %8s\n", d, t.nvml_index, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
        }
        fflush(stdout);
        if (count <= 0 || line + 1 < count) sleep_seconds(interval);
    }
    return 0;
}

static int usage(const char *argv0) {
    fprintf(stderr, "usage: %s [--json | --watch [seconds] [--count N] | --version]\n", argv0);
    return 2;
}

int main(int argc, char **argv) {
    int json = 0, watching = 0, count = 0, d, a;
    double interval = 1.0;
    long lines = 0;
    size_t i, nprops = cudacore_device_property_count();
    cudacore_result r;
    cudacore_desc desc;

    for (a = 1; a < argc; a++) {
        char *end = NULL;
        if (!strcmp(argv[a], "--version")) {
            printf("cudacore-info (cudacore %s)\n", CUDACORE_VERSION_STRING);
            return 0;
        } else if (!strcmp(argv[a], "-h") || !strcmp(argv[a], "--help")) {
            printf("usage: cudacore-info [--json | --watch [seconds] [--count N] | --version]\n"
                   "Prints the CUDA driver, NVRTC, nvJitLink, libNVVM, NVML and NCCL this machine has (where\n"
                   "each was found, and where the search looked), the toolkit headers, every\n"
                   "device's properties and telemetry. Exit status: 0, or 1 when no driver could be used.\n");
            return 0;
        } else if (!strcmp(argv[a], "--json")) {
            json = 1;
        } else if (!strcmp(argv[a], "--watch")) {
            watching = 1;
            if (a + 1 < argc && argv[a + 1][0] != '-') {
                interval = strtod(argv[++a], &end);
                if (*end || interval <= 0) return usage(argv[0]);
            }
        } else if (!strcmp(argv[a], "--count") && a + 1 < argc) {
            lines = strtol(argv[++a], &end, 10);
            if (*end || lines <= 0) return usage(argv[0]);
        } else {
            return usage(argv[0]);
        }
    }
    if ((json && watching) || (lines && !watching)) return usage(argv[0]);
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1; /* failures are reported below, once */
    CUDACORE_CHECK(cudacore_setup(&desc));
    if (watching) return watch(interval, lines);

    if (json) printf("{\n  \"cudacore\": \"%s\",\n  \"libraries\": {\n", CUDACORE_VERSION_STRING);
    else printf("cudacore %s\n\n", CUDACORE_VERSION_STRING);
    print_library("driver", CUDACORE_LIBRARY_CUDA, json, 0);
    print_library("NVRTC", CUDACORE_LIBRARY_NVRTC, json, 0);
    print_library("nvJitLink", CUDACORE_LIBRARY_NVJITLINK, json, 0);
    print_library("libNVVM", CUDACORE_LIBRARY_NVVM, json, 0);
    print_library("NVML", CUDACORE_LIBRARY_NVML, json, 0);
    print_library("NCCL", CUDACORE_LIBRARY_NCCL, json, 1);
    if (json) printf("  },\n");
    print_headers(json);
    print_set(json);
    print_system(json);

    r = cudacore_device_count(&count);
    if (r != CUDACORE_SUCCESS) {
        if (json) {
            printf("  \"devices\": [],\n  \"error\": ");
            json_string(cudacore_last_error()->message);
            printf(",\n  \"tried\": ");
            json_string(cudacore_last_error()->detail);
            printf("\n}\n");
        } else {
            printf("\nNo CUDA driver: %s\n", cudacore_last_error()->message);
            if (cudacore_last_error()->detail[0]) printf("Tried:\n%s", cudacore_last_error()->detail);
        }
        return 1;
    }
    if (json) printf("  \"devices\": [\n");
    else printf("\n%d device%s\n", count, count == 1 ? "" : "s");
    for (d = 0; d < count; d++) {
        cudacore_device_info info;
        cudacore_device_properties props;
        const int *values = (const int *)&props;
        size_t free_b = 0, total_b = 0;
        CUDACORE_CHECK(cudacore_device_get_info(d, &info));
        CUDACORE_CHECK(cudacore_device_get_properties(d, &props));
        CUDACORE_CHECK(cudacore_device_memory_info(d, &free_b, &total_b));
        if (json) {
            printf("    {\"ordinal\": %d, \"name\": ", d);
            json_string(info.name);
            printf(", \"uuid\": \"%s\", \"pci_bus_id\": \"%s\", \"compute_capability\": [%d, %d], \"arch\": \"%s\",\n", info.uuid,
                   info.pci_bus_id, info.cc_major, info.cc_minor, info.arch);
            printf("     \"total_memory\": %llu, \"free_memory\": %llu,\n     \"properties\": {", (unsigned long long)info.total_memory,
                   (unsigned long long)free_b);
            for (i = 0; i < nprops; i++) printf("%s\"%s\": %d", i ? ", " : "", cudacore_device_property_name(i), values[i]);
            printf("}");
            print_telemetry(d, 1);
            printf("}%s\n", d + 1 < count ? "," : "");
        } else {
            printf("\nDevice %d: %s\n", d, info.name);
            printf("  uuid                 %s\n", info.uuid);
            printf("  pci bus id           %s\n", info.pci_bus_id);
            printf("  compute capability   %d.%d (sm_%s)\n", info.cc_major, info.cc_minor, info.arch);
            printf("  memory               %.1f GiB total, %.1f GiB free\n", (double)info.total_memory / (1 << 30), (double)free_b / (1 << 30));
            for (i = 0; i < nprops; i++) printf("  %-58s %d\n", cudacore_device_property_name(i), values[i]);
            print_telemetry(d, 0);
        }
    }
    if (json) printf("  ]\n}\n");
    return 0;
}
