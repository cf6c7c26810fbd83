/* cudacore-info -- what CUDA this machine has, through cudacore.h.

   Prints the versions of the driver, NVRTC, nvJitLink and NCCL (and where
   each was loaded from, or why it could not be), then every device with all
   of its properties.
     cudacore-info            human-readable
     cudacore-info --json     machine-readable
   With no driver it says what it tried and exits with status 1.

   Build: cc -std=c99 -I.. cudacore-info.c -o cudacore-info -ldl -lpthread   */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"

#include <stdio.h>
#include <string.h>

static void json_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') printf("\\%c", *s);
        else if ((unsigned char)*s < 0x20) printf("\\u%04x", (unsigned char)*s);
        else putchar(*s);
    }
    putchar('"');
}

static void print_library(const char *label, cudacore_library lib, int json, int last) {
    cudacore_library_info info;
    cudacore_result r = cudacore_library_load(lib, &info);
    char version[32];
    if (lib == CUDACORE_LIBRARY_NCCL && info.loaded) /* NCCL_VERSION_CODE: major.minor.patch */
        snprintf(version, sizeof version, "%d.%d.%d", info.version_major, info.version_minor, info.version % 100);
    else
        snprintf(version, sizeof version, "%d.%d", info.version_major, info.version_minor);
    if (json) {
        printf("    \"%s\": {\"loaded\": %s, \"path\": ", label, info.loaded ? "true" : "false");
        json_string(info.path);
        printf(", \"version\": \"%s\"", version);
        if (r != CUDACORE_SUCCESS) {
            printf(", \"error\": ");
            json_string(cudacore_last_error()->message);
        }
        printf("}%s\n", last ? "" : ",");
        return;
    }
    if (r == CUDACORE_SUCCESS)
        printf("%-10s %s   (%s)\n", label, version, info.path);
    else
        printf("%-10s not available: %s\n", label, cudacore_last_error()->message);
}

int main(int argc, char **argv) {
    int json = argc > 1 && !strcmp(argv[1], "--json");
    int count = 0, d;
    size_t i, nprops = cudacore_device_property_count();
    cudacore_result r;
    cudacore_desc desc;

    if (argc > 1 && !json) {
        fprintf(stderr, "usage: %s [--json]\n", argv[0]);
        return 2;
    }
    memset(&desc, 0, sizeof desc);
    desc.quiet = 1; /* failures are reported below, once */
    CUDACORE_CHECK(cudacore_setup(&desc));

    if (json) printf("{\n  \"cudacore\": \"%s\",\n  \"libraries\": {\n", CUDACORE_VERSION_STRING);
    else printf("cudacore %s\n\n", CUDACORE_VERSION_STRING);
    print_library("driver", CUDACORE_LIBRARY_CUDA, json, 0);
    print_library("NVRTC", CUDACORE_LIBRARY_NVRTC, json, 0);
    print_library("nvJitLink", CUDACORE_LIBRARY_NVJITLINK, json, 0);
    print_library("NCCL", CUDACORE_LIBRARY_NCCL, json, 1);
    if (json) printf("  },\n");

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
            printf("}}%s\n", d + 1 < count ? "," : "");
        } else {
            printf("\nDevice %d: %s\n", d, info.name);
            printf("  uuid                 %s\n", info.uuid);
            printf("  pci bus id           %s\n", info.pci_bus_id);
            printf("  compute capability   %d.%d (sm_%s)\n", info.cc_major, info.cc_minor, info.arch);
            printf("  memory               %.1f GiB total, %.1f GiB free\n", (double)info.total_memory / (1 << 30), (double)free_b / (1 << 30));
            for (i = 0; i < nprops; i++) printf("  %-58s %d\n", cudacore_device_property_name(i), values[i]);
        }
    }
    if (json) printf("  ]\n}\n");
    return 0;
}
