/* impl.c -- the implementation of cudacore.h, compiled once per build
   configuration into $(BUILD)/obj/cudacore.o, with the test helpers that walk
   its internals (tests/internals.h). The Makefile links it into every test
   program, example, tool and benchmark that it builds with
   -DCUDACORE_NO_IMPLEMENTATION: their own CUDACORE_IMPLEMENTATION is then
   off, and a clean build compiles the implementation a handful of times
   instead of once for each of them. */
#define CUDACORE_IMPLEMENTATION
#define T_INTERNALS_EXTERN
#include "../cudacore.h"
#include "internals.h"
