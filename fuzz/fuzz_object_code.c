/* libFuzzer harness: the object code loader (cudacore_object_code_load) from
   memory and from a file, with the type given or guessed from the bytes, and
   everything that may be asked of loaded code without a GPU.

   libcuda is pointed at a path that does not exist, so every call that needs
   the driver must fail cleanly (CUDACORE_ERROR_LIBRARY_NOT_FOUND, or
   INVALID_ARGUMENT for code that cannot be loaded at all). Checked:
     - load gives SUCCESS or INVALID_ARGUMENT with a message, never more;
     - loaded code holds exactly the input bytes, NUL-terminated, with the
       type given, or the one the bytes say (ELF -> CUBIN, fatbin -> FATBIN,
       LTO-IR magic -> LTOIR, text -> PTX);
     - loading the same bytes from a file gives the same code;
     - kernel, global and count lookups fail cleanly; destroy succeeds;
     - nothing leaks (LeakSanitizer), no object is left alive.
   The first input byte picks the type (0..6, or a value out of range). */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char path[128];

static void expect_clean_failure(cudacore_result r) {
    if (r != CUDACORE_ERROR_LIBRARY_NOT_FOUND && r != CUDACORE_ERROR_INVALID_ARGUMENT) abort();
    if (!cudacore_last_error()->message[0]) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static int ready;
    cudacore_object_code_desc d;
    cudacore_object_code oc, oc2;
    cudacore_kernel k;
    cudacore_CUdeviceptr gp;
    const void *got;
    size_t got_size, gs;
    cudacore_code_type type, want, given;
    unsigned count;
    int mode;
    cudacore_result r;
    FILE *f;
    if (!ready) {
        cudacore_desc sd;
        memset(&sd, 0, sizeof sd);
        sd.quiet = 1;
        sd.libcuda_path = "/nonexistent/libcuda.so.1";
        cudacore_setup(&sd);
        snprintf(path, sizeof path, "/dev/shm/cudacore-fuzz-code-%lu.bin", (unsigned long)getpid());
        ready = 1;
    }
    if (size < 1) return 0;
    mode = data[0];
    data++, size--;
    memset(&d, 0, sizeof d);
    d.type = (cudacore_code_type)(mode % 9 == 8 ? 1000 + mode : mode % 9); /* 7, 8: out of range */
    d.data = size ? (const void *)data : (const void *)"";
    d.size = size;
    given = d.type;
    r = cudacore_object_code_load(&d, &oc);
    if (r != CUDACORE_SUCCESS) {
        if (r != CUDACORE_ERROR_INVALID_ARGUMENT || oc.id != 0 || !cudacore_last_error()->message[0]) abort();
        if (cudacore_live_objects(CUDACORE_OBJECT_OBJECT_CODE) != 0) abort();
        return 0;
    }
    if (cudacore_object_code_data(oc, &got, &got_size, &type) != CUDACORE_SUCCESS) abort();
    if (got_size != size || memcmp(got, data, size) != 0 || ((const char *)got)[size] != 0) abort();
    want = given;
    if (want == CUDACORE_CODE_DEFAULT) {
        const uint8_t *b = data;
        if (size >= 64 && !memcmp(b, "\177ELF", 4)) want = CUDACORE_CODE_CUBIN;
        else if (size >= 16 && b[0] == 0x50 && b[1] == 0xed && b[2] == 0x55 && b[3] == 0xba) want = CUDACORE_CODE_FATBIN;
        else if (size >= 16 && b[0] == 0xed && b[1] == 0x43 && b[2] == 0x4e && b[3] == 0x7f) want = CUDACORE_CODE_LTOIR;
        else want = CUDACORE_CODE_PTX;
    }
    if (type != want) abort();
    /* the same from a file */
    f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size) abort();
    fclose(f);
    memset(&d, 0, sizeof d);
    d.type = given;
    d.path = path;
    if (cudacore_object_code_load(&d, &oc2) != CUDACORE_SUCCESS) abort();
    if (cudacore_object_code_data(oc2, &got, &got_size, &type) != CUDACORE_SUCCESS || got_size != size || memcmp(got, data, size) != 0 || type != want)
        abort();
    remove(path);
    /* without a driver, lookups fail cleanly */
    expect_clean_failure(cudacore_object_code_get_kernel(oc, "k", &k));
    expect_clean_failure(cudacore_object_code_kernel_count(oc2, &count));
    expect_clean_failure(cudacore_object_code_get_global(oc, "g", &gp, &gs));
    expect_clean_failure(cudacore_object_code_kernel_at(oc2, 0, &k));
    if (cudacore_object_code_destroy(oc) != CUDACORE_SUCCESS || cudacore_object_code_destroy(oc2) != CUDACORE_SUCCESS) abort();
    if (cudacore_object_code_destroy(oc) != CUDACORE_ERROR_INVALID_HANDLE) abort();
    if (cudacore_live_objects(CUDACORE_OBJECT_OBJECT_CODE) != 0 || cudacore_live_objects(CUDACORE_OBJECT_KERNEL) != 0) abort();
    return 0;
}
