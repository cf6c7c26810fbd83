/* libFuzzer harness: the kernel parameter tables read from code images
   (cudacore__code_params: CUBIN .nv.info records, PTX .entry lists, fatbin
   entries), on arbitrary bytes. The first input byte picks the code type
   (bits 0-1: CUBIN, PTX, FATBIN, DEFAULT) and the device's compute capability
   for the fatbin entry choice (bits 2-4). Checked:
     - no read outside the input (AddressSanitizer), no undefined behaviour;
     - an answer is a count >= 0 or -1 (no table), the same with and without
       output arrays, and for every cap;
     - a table's sizes are not 0 and, for CUBIN, fit the 16-bit offsets.
   Seeds: fuzz/corpus/fuzz_param_table (the object code seeds: same layout). */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const names[] = {"k", "plain", "_Z5scaleIfEvPT_S0_i", "_Z5scaleIiEvPT_S0_i", "kmany"};
    static const int arches[8] = {0, 75, 80, 86, 89, 90, 100, 120};
    static const cudacore_code_type types[4] = {CUDACORE_CODE_CUBIN, CUDACORE_CODE_PTX, CUDACORE_CODE_FATBIN, CUDACORE_CODE_DEFAULT};
    size_t off[8], sz[8], off2[2], sz2[2], i, j;
    cudacore_code_type type;
    int arch;
    char *copy;
    if (size < 1) return 0;
    type = types[data[0] & 3];
    arch = arches[(data[0] >> 2) & 7];
    data++, size--;
    copy = (char *)malloc(size ? size : 1); /* exactly the input: reads past it are caught */
    if (!copy) return 0;
    if (size) memcpy(copy, data, size);
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        int n = cudacore__code_params(type, copy, size, names[i], arch, off, sz, 8);
        int m = cudacore__code_params(type, copy, size, names[i], arch, NULL, NULL, 0);
        int p = cudacore__code_params(type, copy, size, names[i], arch, off2, sz2, 2);
        if (n < -1 || n != m || n != p) abort();
        for (j = 0; n > 0 && j < (size_t)n && j < 8; j++) {
            if (!sz[j]) abort();
            if (j < 2 && (off2[j] != off[j] || sz2[j] != sz[j])) abort();
        }
    }
    free(copy);
    return 0;
}
