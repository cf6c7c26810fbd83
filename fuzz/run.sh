#!/usr/bin/env bash
# fuzz/run.sh BUILD SECONDS HARNESS... -- runs each libFuzzer harness for
# SECONDS from its checked-in seeds (fuzz/corpus/NAME, read only) plus a work
# corpus in BUILD/fuzz/work/NAME, FUZZ_JOBS at a time (default 1). Fails when
# any harness finds a crash, a leak, a sanitizer report or a failed check
# (the input is saved as BUILD/fuzz/NAME-crash-*; rerun it with
# BUILD/fuzz/NAME FILE).
set -u
build=$1; secs=$2; shift 2
jobs=${FUZZ_JOBS:-1}
bad=0; total=0
run_one() {
  local h=$1 log="$build/fuzz/$1.log"
  mkdir -p "$build/fuzz/work/$h"
  "$build/fuzz/$h" -max_total_time="$secs" -print_final_stats=1 -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$build/fuzz/$h-" "$build/fuzz/work/$h" "fuzz/corpus/$h" > "$log" 2>&1
  echo $? > "$log.rc"
}
pids=()
for h in "$@"; do
  run_one "$h" & pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
wait
for h in "$@"; do
  log="$build/fuzz/$h.log"; rc=$(cat "$log.rc")
  n=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  total=$((total + ${n:-0}))
  if [ "$rc" -eq 0 ]; then echo "ok - fuzz $h: ${secs}s, ${n:-0} inputs, $cov"
  else echo "FAIL - fuzz $h (exit $rc)"; grep -A15 "ERROR\|runtime error\|deadly signal" "$log" | head -30 | sed 's/^/  /'; bad=$((bad+1)); fi
done
echo "fuzzing: $# harnesses, $total inputs, $bad failed"
[ $bad -eq 0 ]
