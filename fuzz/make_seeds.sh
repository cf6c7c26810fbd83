#!/usr/bin/env bash
# Regenerates fuzz/corpus/ (checked in): run from the repository root on a
# machine with the CUDA toolkit (NVRTC; nvcc for the fatbin seeds).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/fuzz fuzz/corpus/fuzz_cache_entry fuzz/corpus/fuzz_object_code fuzz/corpus/fuzz_options
${CC:-cc} -std=c99 -O1 -g fuzz/make_seeds.c -o build/fuzz/make_seeds -ldl -lpthread
build/fuzz/make_seeds fuzz/corpus
if command -v nvcc >/dev/null || [ -x "${CUDA_HOME:-/usr/local/cuda}/bin/nvcc" ]; then
  nvcc=$(command -v nvcc || echo "${CUDA_HOME:-/usr/local/cuda}/bin/nvcc")
  tmp=$(mktemp -d)
  printf 'extern "C" __global__ void k(int *x) { *x = 42; }\n' > "$tmp/k.cu"
  "$nvcc" -fatbin -arch=sm_90 -o "$tmp/k.fatbin" "$tmp/k.cu"
  { printf '\000'; cat "$tmp/k.fatbin"; } > fuzz/corpus/fuzz_object_code/fatbin-guessed
  { printf '\004'; cat "$tmp/k.fatbin"; } > fuzz/corpus/fuzz_object_code/fatbin-given
  rm -rf "$tmp"
fi
# the parameter-table harness reads the same layout (a mode byte, then code)
mkdir -p fuzz/corpus/fuzz_param_table
cp fuzz/corpus/fuzz_object_code/* fuzz/corpus/fuzz_param_table/
ls -l fuzz/corpus/*
