#!/usr/bin/env bash
# tools/gpu-check.sh OUTDIR [tests|sanitize|race|bench|all] -- the verification run on a GPU machine.
#   tests     CUDACORE_REQUIRE_GPU=1 make test (no GPU test may skip), every example, cudacore-info
#             checked against cuda.core and nvidia-smi
#   sanitize  every example and every GPU test program under compute-sanitizer with its DEFAULT
#             settings (memcheck, API errors reported), as users run it on their own programs:
#             one line per program with its ERROR SUMMARY count. cudacore itself must add none:
#             an example with errors fails the run; a test program that provokes driver errors
#             on purpose (bad inputs only the driver can refuse) shows them in its count.
#             CUDACORE_SANITIZE=1 is set: tests that make the driver fail on purpose in other
#             ways (a context switched behind cudacore's back) skip themselves.
#   race      every GPU test program under memcheck with leak check, and racecheck
#   bench     the benchmark (all rows; a start-up overlap row of W = 50 or 200 ms whose goal
#             is not met fails the run), then the launch rows of the C++ build, of a release build with
#             cudacore_desc.check_kernel_args = 1 and of a debug build (each must print
#             its rows); NCCL all-reduce (nccl-bench) on the GPUs there are
# Logs and results go to OUTDIR (test.log, sanitize.log, race.log, info.json, compare.log, bench*).
set -u
export NCCL_NVLS_ENABLE=0 # never NVLink multicast on a shared host (every program here also sets it)
out=${1:?usage: tools/gpu-check.sh OUTDIR [tests|sanitize|race|bench|all]}; what=${2:-all}
mkdir -p "$out"
cd "$(dirname "$0")/.."
t0=$(date +%s)
make -j"$(nproc)" test-build > "$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 1; }
echo "build: $(( $(date +%s) - t0 )) s (make -j$(nproc) test-build)"
rc=0
if [ "$what" = tests ] || [ "$what" = all ]; then
  CUDACORE_REQUIRE_GPU=1 make test > "$out/test.log" 2>&1 || rc=1
  grep -E "^FAIL|^skip" "$out/test.log"; tail -1 "$out/test.log"
  ./build/cudacore-info --json > "$out/info.json" && python3 tools/compare_info.py build/cudacore-info > "$out/compare.log" 2>&1 || rc=1
  tail -2 "$out/compare.log"
fi
gpu_tests() { # the GPU test programs: tests/gpu/*.c, less the example runner
  for f in tests/gpu/*.c; do
    t=build/tests/$(basename "$f" .c)
    [ "$t" = build/tests/test_examples ] && continue
    [ -x "$t" ] && [ -f "$t" ] && echo "$t"
  done
}
sanitize_one() { # PROGRAM LOGDIR: one program under compute-sanitizer (default settings)
  t=$1; log=$2/$(basename "$(dirname "$t")")-$(basename "$t").log
  CUDACORE_SANITIZE=1 CUDACORE_STRESS_ITERS=20 CUDACORE_REQUIRE_GPU=1 timeout 300 compute-sanitizer "$t" > "$log" 2>&1
  echo "   exit $?" >> "$log"
}
if [ "$what" = sanitize ] || [ "$what" = all ]; then
  t0=$(date +%s); logs="$out/sanitize"; rm -rf "$logs"; mkdir -p "$logs"
  export -f sanitize_one
  for t in $(gpu_tests) build/examples/*; do [ -x "$t" ] && [ -f "$t" ] && echo "$t"; done |
    xargs -P "${SANITIZE_JOBS:-4}" -I{} bash -c 'sanitize_one "$1" "$2"' _ {} "$logs"
  nonzero=0; : > "$out/sanitize-summary.txt"
  for log in "$logs"/*.log; do
    name=$(basename "$log" .log); r=$(tail -1 "$log" | sed 's/.*exit //')
    sum=$(grep -E 'ERROR SUMMARY' "$log" | tail -1 | sed 's/^=* *//')
    printf '%-40s %-32s exit %s\n' "$name" "${sum:-no ERROR SUMMARY}" "$r" | tee -a "$out/sanitize-summary.txt"
    awk -f tools/sanitize_summary.awk "$log" | sort -rn >> "$out/sanitize-summary.txt"
    case "$sum" in "ERROR SUMMARY: 0 errors") ;; *) nonzero=$((nonzero+1)); case "$name" in examples-*) rc=1;; esac;; esac
  done
  tar -C "$out" -czf "$out/sanitize-logs.tgz" sanitize && rm -rf "$logs"
  echo "compute-sanitizer (default settings): $nonzero program(s) with errors, $(( $(date +%s) - t0 )) s; distinct errors in $out/sanitize-summary.txt"
fi
if [ "$what" = race ] || [ "$what" = all ]; then
  : > "$out/race.log"
  make -j"$(nproc)" $(for f in tests/gpu/*.c; do b=${f##*/}; echo "build/tests/${b%.c}"; done) >/dev/null 2>&1
  for t in $(gpu_tests); do
    for tool in "memcheck --leak-check full" "racecheck"; do
      echo "== $tool $t" >> "$out/race.log"
      CUDACORE_STRESS_ITERS=20 CUDACORE_REQUIRE_GPU=1 compute-sanitizer --tool $tool --error-exitcode 9 "$t" >> "$out/race.log" 2>&1
      r=$?; echo "   exit $r" >> "$out/race.log"
      printf '%-60s %s\n' "compute-sanitizer ${tool%% *} $(basename "$t")" "$(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|LEAK SUMMARY' "$out/race.log" | tail -2 | tr '\n' ' ') exit $r"
      [ $r -eq 0 ] || rc=1
    done
  done
fi
if [ "$what" = bench ] || [ "$what" = all ]; then
  make bench OUT="$out" > "$out/bench.log" 2>&1 || rc=1
  tail -40 "$out/bench.log"
  make build/cudacore-bench-cxx build/cudacore-bench-debug >/dev/null 2>&1 || rc=1
  grep -E "W = (50|200) ms.*NOT met" "$out/bench.log" && rc=1   # the start-up overlap rows print their goal, met or not (W = 0: reported only)
  for run in "cxx:build/cudacore-bench-cxx" "check-args:build/cudacore-bench --check-args" "debug:build/cudacore-bench-debug"; do
    mkdir -p "$out/bench-${run%%:*}"
    echo "== launch rows, ${run%%:*}"
    # the full output is kept: a run that prints no row shows why (it once stopped at an option it took for OUTDIR)
    ${run#*:} "$out/bench-${run%%:*}" --launch-only > "$out/bench-${run%%:*}/launch.log" 2>&1
    grep 'launch host cost' "$out/bench-${run%%:*}/launch.log" || { rc=1; echo "no launch rows:"; tail -5 "$out/bench-${run%%:*}/launch.log"; }
  done
  make bench-nccl OUT="$out" > "$out/nccl-bench.log" 2>&1 || rc=1   # one rank; two: see bench/nccl-bench.c
  tail -32 "$out/nccl-bench.log"
fi
exit $rc
