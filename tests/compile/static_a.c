/* Two translation units, each with its own private (CUDACORE_STATIC) copy of
   the implementation, linked into one program: no symbol may clash. */
#define CUDACORE_STATIC
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"
int static_b_result_count(void);
int main(void) { return cudacore_result_name(CUDACORE_SUCCESS)[0] == 'C' && static_b_result_count() > 0 ? 0 : 1; }
