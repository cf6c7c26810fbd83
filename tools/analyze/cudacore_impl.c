/* make analyze: the implementation of cudacore.h as one translation unit,
   for clang's static analyzer and cppcheck (tools/analyze-notes.md). */
#define CUDACORE_IMPLEMENTATION
#include "../../cudacore.h"
