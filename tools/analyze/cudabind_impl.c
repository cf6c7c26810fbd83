/* make analyze: cudabind.h (every generated wrapper) with cudacore's
   implementation, as one translation unit (tools/analyze-notes.md). */
#define CUDACORE_IMPLEMENTATION
#include "../../cudabind.h"
