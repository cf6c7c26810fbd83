/*
    cudabind.h -- thin {err, value} wrappers over the CUDA driver, NVRTC and
    nvJitLink APIs, sharing cudacore.h's loader.

    (The generated wrappers arrive with the cudabind issue; for now this header
    only includes cudacore.h, so code can already include it.)
*/
#ifndef CUDABIND_H_INCLUDED
#define CUDABIND_H_INCLUDED
#include "cudacore.h"
#endif /* CUDABIND_H_INCLUDED */
