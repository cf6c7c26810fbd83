#!/usr/bin/env bash
# tools/gpu-final.sh OUT [SECONDS] -- every step of tools/gpu-check.sh in one device call of
# at most SECONDS (570): the suite, the sanitizer, the benchmark, the NVTX check, the version matrix
# over the units carried in .versions/, then memcheck
# and racecheck in the time that is left. Everything lands in OUT/results.tgz; the summaries
# also beside it (the device tool brings back 8 files).
export NCCL_NVLS_ENABLE=0
out=$1; budget=${2:-570}; o=$out/r; mkdir -p "$o"; start=$(date +%s)
left() { echo $(( budget - ($(date +%s) - start) )); }
step() { # NAME MAX: one gpu-check step, bounded by MAX and by the time left
  t=$(left); [ "$t" -gt "$2" ] && t=$2; [ "$t" -lt 20 ] && { echo "== $1: no time left"; return; }
  s=$(date +%s); SANITIZE_JOBS=6 timeout "$t" tools/gpu-check.sh "$o" "$1"; echo "== $1: rc $?, $(( $(date +%s) - s )) s (limit $t)"
}
step tests 150; cp build/test.log "$o/test-programs.log" 2>/dev/null
step sanitize 110
step bench 280
step nvtx 60
step versions 120
step race 150
tar czf "$out/results.tgz" -C "$out" r
for f in sanitize-check.txt race-summary.txt nvtx.log bench.md bench_all.md nccl-bench.md bench.png; do [ -f "$o/$f" ] && cp "$o/$f" "$out/"; done
