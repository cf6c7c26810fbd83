#define CUDACORE_STATIC
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"
int static_b_result_count(void);
int static_b_result_count(void) { return cudacore_result_string(CUDACORE_ERROR_CUDA)[0] ? 1 : 0; }
