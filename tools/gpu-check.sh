#!/usr/bin/env bash
# tools/gpu-check.sh OUTDIR [tests|sanitize|bench|all] -- the verification run on a GPU machine.
#   tests     CUDACORE_REQUIRE_GPU=1 make test (no GPU test may skip), every example, cudacore-info
#             checked against cuda.core and nvidia-smi
#   sanitize  every GPU test program under compute-sanitizer memcheck (with leak check) and racecheck
#   bench     the benchmark, the cuda.core column and the plot; NCCL all-reduce on one GPU
# Logs and results go to OUTDIR (test.log, sanitize.log, info.json, compare.log, bench.*).
set -u
out=${1:?usage: tools/gpu-check.sh OUTDIR [tests|sanitize|bench|all]}; what=${2:-all}
mkdir -p "$out"
cd "$(dirname "$0")/.."
make -j"$(nproc)" all >/dev/null 2>&1 || make all
rc=0
if [ "$what" = tests ] || [ "$what" = all ]; then
  CUDACORE_REQUIRE_GPU=1 make test > "$out/test.log" 2>&1 || rc=1
  grep -E "^FAIL|^skip" "$out/test.log"; tail -1 "$out/test.log"
  ./build/cudacore-info --json > "$out/info.json" && python3 tools/compare_info.py build/cudacore-info > "$out/compare.log" 2>&1 || rc=1
  tail -2 "$out/compare.log"
fi
if [ "$what" = sanitize ] || [ "$what" = all ]; then
  : > "$out/sanitize.log"
  make -j"$(nproc)" $(for f in tests/gpu/*.c; do b=${f##*/}; echo "build/tests/${b%.c}"; done) >/dev/null 2>&1
  for t in build/tests/*; do
    case "$t" in *.so|*/test_core|*/test_threads|*/test_bind|*/test_programs|*/test_*_api|*/test_bad_input|*/test_examples|*/test_nvrtc_tool) continue;; esac
    [ -x "$t" ] && [ -f "$t" ] || continue
    for tool in "memcheck --leak-check full" "racecheck"; do
      echo "== $tool $t" >> "$out/sanitize.log"
      CUDACORE_STRESS_ITERS=20 CUDACORE_REQUIRE_GPU=1 compute-sanitizer --tool $tool --report-api-errors no --error-exitcode 9 "$t" >> "$out/sanitize.log" 2>&1
      r=$?; echo "   exit $r" >> "$out/sanitize.log"
      printf '%-60s %s\n' "compute-sanitizer ${tool%% *} $(basename "$t")" "$(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|LEAK SUMMARY' "$out/sanitize.log" | tail -2 | tr '\n' ' ') exit $r"
      [ $r -eq 0 ] || rc=1
    done
  done
fi
if [ "$what" = bench ] || [ "$what" = all ]; then
  make bench OUT="$out" > "$out/bench.log" 2>&1 || rc=1
  tail -40 "$out/bench.log"
  make bench-nccl OUT="$out" > "$out/nccl-bench.log" 2>&1 || rc=1   # one rank; two: see bench/nccl-bench.c
  tail -32 "$out/nccl-bench.log"
fi
exit $rc
