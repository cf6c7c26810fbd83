#!/usr/bin/env bash
# tests/need.sh TOOL... -- exits 77 (skip) naming the first tool that is missing.
for t in "$@"; do
  case "$t" in
    cuda-headers) h=${CUDA_HOME:-/usr/local/cuda}; [ -f "$h/include/cuda.h" ] || { echo "no CUDA toolkit headers"; exit 77; }
                  [ -f "$h/include/nvvm.h" ] || [ -f "$h/nvvm/include/nvvm.h" ] || { echo "no nvvm.h in $h/include or $h/nvvm/include"; exit 77; };;
    nvml-header) [ -f "${CUDA_HOME:-/usr/local/cuda}/include/nvml.h" ] || { echo "no nvml.h (the toolkit's cuda-nvml-dev)"; exit 77; };;
    nvtx-headers) [ -f "${CUDA_HOME:-/usr/local/cuda}/include/nvtx3/nvToolsExt.h" ] || { echo "no nvtx3/nvToolsExt.h (the toolkit's NVTX headers)"; exit 77; };;
    nccl-headers) [ -f "${NCCL_INCLUDE:-${CUDA_HOME:-/usr/local/cuda}/include}/nccl.h" ] || { echo "no nccl.h"; exit 77; };;
    *) command -v "$t" >/dev/null 2>&1 || { echo "$t not installed"; exit 77; };;
  esac
done
exit 0
