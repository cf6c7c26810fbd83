/* Every cudabind.h wrapper instantiated: takes the address of each one (so
   each body is compiled), as C99, C++ and after the toolkit's headers. */
#if defined(BIND_AFTER_CUDA_H)
#include <cuda.h>
#include <nvrtc.h>
#include <nvJitLink.h>
#include <nvvm.h>
#endif
#define CUDACORE_IMPLEMENTATION
#include "../../cudabind.h"

typedef void (*bind_any_fn)(void);
#define BIND_ADDR(name) (bind_any_fn)cudabind_##name,
static const bind_any_fn bind_all[] = {CUDABIND_FOR_EACH_FUNCTION(BIND_ADDR) (bind_any_fn)0};

int main(void) {
    size_t i, n = 0;
    for (i = 0; i < sizeof bind_all / sizeof bind_all[0]; i++)
        if (bind_all[i]) n++;
    printf("%u wrappers\n", (unsigned)n);
    return n == 0;
}
