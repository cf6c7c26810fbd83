#!/usr/bin/env bash
# tools/gpu-check.sh OUTDIR [tests|sanitize|race|bench|nvtx|versions|multi|all] -- the verification run on a GPU machine.
#   tests     CUDACORE_REQUIRE_GPU=1 make test (no GPU test may skip), every example, cudacore-info
#             checked against cuda.core and nvidia-smi
#   sanitize  every example and every GPU test program under compute-sanitizer with its DEFAULT
#             settings (memcheck, API errors reported), as users run it on their own programs,
#             SANITIZE_JOBS (4) at a time: one line per program with its ERROR SUMMARY count,
#             then each distinct driver error and where it came from (sanitize-summary.txt).
#             tools/sanitize_check.py fails the run on any error not in tools/sanitize-expected.txt,
#             the list of errors tests make on purpose (bad inputs only the driver can refuse),
#             each with its reason: cudacore itself must make the driver report nothing.
#             SANITIZE_PROGRAMS (a list of paths) and SANITIZE_TIMEOUT (150 s each) narrow it.
#             CUDACORE_SANITIZE=1 is set: tests that make the driver fail on purpose in other
#             ways (a context switched behind cudacore's back) skip themselves.
#   race      every GPU test program under memcheck with leak check, and racecheck
#   nvtx      Nsight Compute filters by cudacore's NVTX ranges: tests/gpu/test_nvtx_ncu runs
#             ncu --nvtx --nvtx-include "cudacore@profiled/" on examples/profiling (exactly the
#             kernel inside the range is profiled) and ncu without the filter (both are); then
#             examples/profiling under compute-sanitizer with its NVTX tool attached
#   multi     (two GPUs) examples/nccl_allreduce under mpirun -np 2 and as two processes
#             bootstrapped by NCCL_COMM_ID, the benchmark's cross-device rows, nccl-bench at
#             two ranks under mpirun (NCCL2_ARGS, NCCL2_SECONDS)
#   versions  the version matrix (tools/versions.sh --packed .versions) over the units carried in
#             .versions/ (tools/versions-pack.sh makes them; the device tool's carry brings them):
#             kernels of each NVRTC, nvJitLink and libNVVM, a one-rank all-reduce with each NCCL;
#             bounded by VERSIONS_SECONDS (240: NCCL builds without code for the GPU JIT for minutes)
#   bench     the benchmark (all rows; a start-up overlap row of W = 50 or 200 ms whose goal
#             is not met fails the run), then the launch rows of the C++ build, of a release build with
#             cudacore_desc.check_kernel_args = 1 and of a debug build (each must print
#             its rows); NCCL's four collectives (nccl-bench, one rank)
# Everything is built first, in parallel (make -j test-build). Logs and results go to OUTDIR:
# build.log, test.log, info.json, compare.log, sanitize-summary.txt, sanitize-check.txt,
# sanitize-logs.tgz, race-summary.txt, race-logs.tgz, nvtx.log, bench*.
set -u
export NCCL_NVLS_ENABLE=0 # never NVLink multicast on a shared host (every program here also sets it)
out=${1:?usage: tools/gpu-check.sh OUTDIR [tests|sanitize|race|bench|nvtx|versions|multi|all]}; what=${2:-all}
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
gpu_tests() { # the GPU test programs: tests/gpu/*.c, less the runners of other programs (examples, ncu)
  for f in tests/gpu/*.c; do
    t=build/tests/$(basename "$f" .c)
    [ "$t" = build/tests/test_examples ] && continue
    [ "$t" = build/tests/test_nvtx_ncu ] && continue
    [ -x "$t" ] && [ -f "$t" ] && echo "$t"
  done
}
sanitize_one() { # PROGRAM LOGDIR: one program under compute-sanitizer (default settings)
  t=$1; log=$2/$(basename "$(dirname "$t")")-$(basename "$t").log
  CUDACORE_SANITIZE=1 CUDACORE_STRESS_ITERS=20 CUDACORE_REQUIRE_GPU=1 timeout "${SANITIZE_TIMEOUT:-150}" compute-sanitizer "$t" > "$log" 2>&1
  echo "   exit $?" >> "$log"
}
# A program with an error the deliberate list does not explain runs again, alone: the
# parallel pass shares the GPU among SANITIZE_JOBS sanitized programs, and one example
# (graph_while: a while-conditional graph) has met CUDA_ERROR_ILLEGAL_ADDRESS there
# without memcheck reporting any access of its own, never when run alone. Both runs are
# kept in the summary (the first marked "parallel pass"); the check takes the rerun.
sanitize_rerun_unexplained() { # LOGDIR SUMMARY
  for name in $(python3 tools/sanitize_check.py "$2" | awk '/^UNEXPECTED/ {print $2}' | sort -u); do
    t=build/${name%%-*}/${name#*-}
    [ -x "$t" ] || continue
    mv "$1/$name.log" "$1/$name.parallel.log"
    sanitize_one "$t" "$1"
    echo "$name: an unexplained error in the parallel pass; alone: $(grep -E 'ERROR SUMMARY' "$1/$name.log" | tail -1 | sed 's/^=* *//')"
  done
}
if [ "$what" = sanitize ] || [ "$what" = all ]; then
  t0=$(date +%s); logs="$out/sanitize"; rm -rf "$logs"; mkdir -p "$logs"
  export -f sanitize_one
  for t in ${SANITIZE_PROGRAMS:-$(gpu_tests) build/examples/*}; do [ -x "$t" ] && [ -f "$t" ] && echo "$t"; done |
    xargs -P "${SANITIZE_JOBS:-4}" -I{} bash -c 'sanitize_one "$1" "$2"' _ {} "$logs"
  summarize() { # the summary of every program's log
    for log in "$logs"/*.log; do
      case "$log" in *.parallel.log) continue;; esac
      name=$(basename "$log" .log); r=$(tail -1 "$log" | sed 's/.*exit //')
      sum=$(grep -E 'ERROR SUMMARY' "$log" | tail -1 | sed 's/^=* *//')
      printf '%-40s %-32s exit %s\n' "$name" "${sum:-no ERROR SUMMARY}" "$r"
      awk -f tools/sanitize_summary.awk "$log" | sort -rn
    done
  }
  summarize > "$out/sanitize-summary.txt"
  sanitize_rerun_unexplained "$logs" "$out/sanitize-summary.txt"
  summarize > "$out/sanitize-summary.txt"
  grep -v '^ ' "$out/sanitize-summary.txt"
  nonzero=$(grep -v '^ ' "$out/sanitize-summary.txt" | grep -vc 'ERROR SUMMARY: 0 errors')
  tar -C "$out" -czf "$out/sanitize-logs.tgz" sanitize && rm -rf "$logs"
  echo "compute-sanitizer (default settings): $nonzero program(s) with errors, $(( $(date +%s) - t0 )) s; distinct errors in $out/sanitize-summary.txt"
  python3 tools/sanitize_check.py "$out/sanitize-summary.txt" > "$out/sanitize-check.txt" || rc=1
  grep -E "^UNEXPECTED|not seen|^sanitizer errors" "$out/sanitize-check.txt"
fi
race_one() { # PROGRAM LOGDIR: memcheck with leak check, then racecheck, one log each
  t=$1; n=$(basename "$t")
  CUDACORE_SANITIZE=1 CUDACORE_STRESS_ITERS=20 CUDACORE_REQUIRE_GPU=1 timeout 200 compute-sanitizer --tool memcheck --leak-check full "$t" > "$2/$n.memcheck.log" 2>&1
  echo "   exit $?" >> "$2/$n.memcheck.log"
  CUDACORE_SANITIZE=1 CUDACORE_STRESS_ITERS=20 CUDACORE_REQUIRE_GPU=1 timeout 200 compute-sanitizer --tool racecheck "$t" > "$2/$n.racecheck.log" 2>&1
  echo "   exit $?" >> "$2/$n.racecheck.log"
}
# One line a program: bytes leaked, memory errors (other than API errors, which are
# checked against the deliberate list like the sanitize step's), racecheck hazards.
race_report() { # LOGDIR OUT
  ok=1; : > "$2/race-api.txt"
  for m in "$1"/*.memcheck.log; do
    n=$(basename "$m" .memcheck.log); rlog=$1/$n.racecheck.log
    total=$(grep -E 'ERROR SUMMARY: [0-9]+ errors?$' "$m" | tail -1 | grep -Eo '[0-9]+'); api=$(grep -c 'Program hit' "$m"); leaks=$(grep -c '^=* *Leaked' "$m")
    bytes=$(grep -Eo 'LEAK SUMMARY: [0-9]+ bytes' "$m" | grep -Eo '[0-9]+' | head -1)
    hazards=$(grep -Eo 'RACECHECK SUMMARY: [0-9]+ hazard' "$rlog" | grep -Eo '[0-9]+' | head -1)
    other=$(( ${total:-0} - api - leaks ))
    printf '%-24s leaked %s bytes, %s memory errors, %s API errors (checked below), racecheck %s hazards\n' "$n" "${bytes:-?}" "$other" "$api" "${hazards:-?}"
    [ "${bytes:-x}" = 0 ] && [ "$other" = 0 ] && [ "${hazards:-x}" = 0 ] || ok=0
    printf '%-40s ERROR SUMMARY: %s errors (memcheck)  exit 0\n' "tests-$n" "${total:-0}" >> "$2/race-api.txt"; awk -f tools/sanitize_summary.awk "$m" >> "$2/race-api.txt"
  done
  python3 tools/sanitize_check.py "$2/race-api.txt" > "$2/race-api-check.txt" || ok=0
  tail -1 "$2/race-api-check.txt"; grep '^UNEXPECTED' "$2/race-api-check.txt"
  [ $ok = 1 ]
}
if [ "$what" = race ] || [ "$what" = all ]; then
  t0=$(date +%s); logs="$out/race"; rm -rf "$logs"; mkdir -p "$logs"
  export -f race_one
  gpu_tests | xargs -P "${SANITIZE_JOBS:-4}" -I{} bash -c 'race_one "$1" "$2"' _ {} "$logs"
  race_report "$logs" "$out" > "$out/race-summary.txt" || rc=1
  cat "$out/race-summary.txt"
  tar -C "$out" -czf "$out/race-logs.tgz" race && rm -rf "$logs"
  echo "memcheck (leak check) and racecheck: $(( $(date +%s) - t0 )) s"
fi
if [ "$what" = nvtx ] || [ "$what" = all ]; then
  CUDACORE_REQUIRE_GPU=1 build/tests/test_nvtx_ncu > "$out/nvtx.log" 2>&1 || rc=1
  grep -E '^\s+\$ |==PROF== Profiling|kernel\(s\) profiled|^(ok|FAIL|skip) ' "$out/nvtx.log"
  # the sanitizer is an NVTX tool too: the example's annotations go to it, with no error
  compute-sanitizer build/examples/profiling > "$out/nvtx-sanitizer.log" 2>&1; r=$?
  echo "compute-sanitizer build/examples/profiling: exit $r, $(grep -E 'ERROR SUMMARY' "$out/nvtx-sanitizer.log" | sed 's/^=* *//')"
  grep -q 'ERROR SUMMARY: 0 errors' "$out/nvtx-sanitizer.log" && [ $r -eq 0 ] || rc=1
fi
if [ "$what" = versions ] || [ "$what" = all ]; then
  # the version matrix's GPU part with the units carried in .versions/ (tools/versions-pack.sh; this
  # machine has no network): kernels of each NVRTC, nvJitLink and libNVVM, an all-reduce with each NCCL
  if ls .versions/*.tar.xz* >/dev/null 2>&1; then
    CUDACORE_REQUIRE_GPU=1 timeout "${VERSIONS_SECONDS:-240}" tools/versions.sh --packed .versions --log "$out/versions-gpu.log" \
      > "$out/versions.txt" 2>&1 || rc=1
    grep -E '^FAIL|^version-row' "$out/versions.txt" | grep -v -- '-notes=' ; tail -1 "$out/versions.txt"
  else
    echo "versions: no units carried in .versions/ (tools/versions-pack.sh, then carry them)"
  fi
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
  grep -E '^(All|Reduce|Broadcast)|^ +(8|65536|1048576|67108864|1073741824) ' "$out/nccl-bench.log" || tail -20 "$out/nccl-bench.log"
fi
if [ "$what" = multi ]; then # two GPUs or more: what a one-GPU machine cannot run
  ndev=$(nvidia-smi -L | grep -c '^GPU')
  [ "$ndev" -ge 2 ] || { echo "multi: $ndev GPU(s), two needed"; exit 1; }
  mpi="mpirun --allow-run-as-root -np 2 -x NCCL_COMM_ID -x NCCL_NVLS_ENABLE"
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  # the NCCL example as a job of two: under mpirun, and as a shell loop with NCCL_COMM_ID
  for ex in nccl_allreduce; do
    NCCL_COMM_ID=127.0.0.1:29611 timeout 120 $mpi build/examples/$ex > "$out/$ex-mpirun.log" 2>&1
    echo "$ex under mpirun -np 2: exit $?"; sed 's/^/   /' "$out/$ex-mpirun.log" | tail -6
    for r in 0 1; do
      NCCL_COMM_ID=127.0.0.1:29612 CUDACORE_RANK=$r CUDACORE_WORLD_SIZE=2 timeout 120 build/examples/$ex > "$out/$ex-loop$r.log" 2>&1 &
    done
    e=0; for j in $(jobs -p); do wait "$j" || e=$?; done
    echo "$ex, two processes by NCCL_COMM_ID (no MPI): exit $e"; cat "$out/$ex-loop0.log" "$out/$ex-loop1.log" | sed 's/^/   /' | tail -8
    [ $e = 0 ] || rc=1
  done
  # the benchmark's cross-device rows, then nccl-bench at two ranks (every collective)
  mkdir -p "$out/bench-cross"
  CUDACORE_BENCH_ONLY=cross build/cudacore-bench "$out/bench-cross" > "$out/bench-cross.log" 2>&1 || rc=1
  grep -E 'device 1|peer copy|0 -> 1|1 -> 0' "$out/bench-cross.log"
  mkdir -p "$out/nccl2"
  NCCL_COMM_ID=127.0.0.1:29613 timeout "${NCCL2_SECONDS:-300}" $mpi build/nccl-bench "$out/nccl2" ${NCCL2_ARGS:-} > "$out/nccl2/run.log" 2>&1 || rc=1
  tail -60 "$out/nccl2/run.log"
fi
exit $rc
