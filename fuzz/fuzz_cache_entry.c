/* libFuzzer harness: the compile cache's entry reader (cudacore__cache_fetch).

   A cache entry is a file anyone who can write the cache directory controls:
   magic, format, type, name count, binary size, (length, bytes) name pairs,
   the binary, a checksum. The reader must accept exactly the well-formed
   entries and turn everything else into a miss (the file removed), never
   read out of bounds, over-allocate on a lying length, or leak.

   The first input byte picks how much of the frame the harness supplies, so
   that the fuzzer also reaches the fields behind the magic and the checksum:
     bit 0  prepend the magic and format version 1
     bit 1  append the right checksum
   The rest is the entry (or its body). Build: make fuzz (clang -fsanitize=fuzzer). */
#define CUDACORE_IMPLEMENTATION
#include "../cudacore.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char dir[64];
static cudacore__hash key;
static char path[256];

static void once(void) {
    cudacore_compile_cache_desc cd;
    cudacore_desc d;
    char hex[40];
    if (dir[0]) return;
    memset(&d, 0, sizeof d);
    d.quiet = 1;
    cudacore_setup(&d);
    snprintf(dir, sizeof dir, "/dev/shm/cudacore-fuzz-cache-%lu", (unsigned long)getpid());
    cudacore__mkdirs(dir);
    memset(&cd, 0, sizeof cd);
    cd.dir = dir;
    cudacore_compile_cache_configure(&cd);
    key.a = 0x0123456789abcdefull;
    key.b = 0xfedcba9876543210ull;
    cudacore__key_hex(&key, hex);
    snprintf(path, sizeof path, "%s/%s.ccc", dir, hex);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char magic[] = CUDACORE__CACHE_MAGIC;
    size_t m = sizeof magic - 1, n = 0, i;
    unsigned mode;
    char *buf;
    FILE *f;
    cudacore__image *img;
    once();
    if (size < 1) return 0;
    mode = data[0];
    data++, size--;
    buf = (char *)malloc(m + 8 + size + 8);
    if (!buf) return 0;
    if (mode & 1) {
        memcpy(buf, magic, m);
        cudacore__put_u64(buf + m, CUDACORE__CACHE_FORMAT);
        n = m + 8;
    }
    if (size) memcpy(buf + n, data, size);
    n += size;
    if (mode & 2) {
        cudacore__put_u64(buf + n, cudacore__checksum(buf, n));
        n += 8;
    }
    f = fopen(path, "wb");
    if (!f) abort();
    if (n && fwrite(buf, 1, n, f) != n) abort();
    fclose(f);
    img = cudacore__cache_fetch(&key, "fuzz", "fuzz");
    if (img) {
        /* what was accepted is whole: the binary fits the file, names are strings */
        if (img->size > n || img->data[img->size] != 0) abort();
        for (i = 0; i < img->num_names; i++) {
            if (!img->exprs[i] || !img->lowered[i]) abort();
            if (strlen(img->exprs[i]) > n || strlen(img->lowered[i]) > n) abort();
        }
        /* a well-formed entry round-trips through the writer unchanged */
        remove(path);
        cudacore__cache_store(&key, img);
        {
            cudacore__image *again = cudacore__cache_fetch(&key, "fuzz", "fuzz");
            if (!again || again->size != img->size || again->num_names != img->num_names || again->type != img->type ||
                memcmp(again->data, img->data, img->size) != 0)
                abort();
            for (i = 0; i < img->num_names; i++)
                if (strcmp(again->exprs[i], img->exprs[i]) || strcmp(again->lowered[i], img->lowered[i])) abort();
            cudacore__image_free(again);
        }
        cudacore__image_free(img);
    } else if (access(path, F_OK) == 0 && n) {
        abort(); /* a rejected entry must be removed, so that the recompile rewrites it */
    }
    remove(path);
    free(buf);
    return 0;
}
