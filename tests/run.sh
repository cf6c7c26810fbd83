#!/usr/bin/env bash
# tests/run.sh -- runs every step of `make test` and prints the totals.
# Usage: tests/run.sh BUILD_DIR STEP...   where each STEP is one of
#   compile:NAME:COMMAND...  a compile/link command that must succeed (skipped with
#                            exit code 77 from tests/need.sh when its compiler is missing)
#   run:NAME:COMMAND...      a command that must succeed (exit 77: skipped, its output says why)
#   bin:PATH                 a test program printing "ok/FAIL/skip - name" lines (none at
#                            all, or a non-zero exit with no FAIL line: it fails)
#                            ($TEST_RUNNER, if set, runs it: TEST_RUNNER=wine for .exe files)
#   gpubin:PATH              the same, for a program of tests/gpu
# Steps run side by side, TEST_JOBS at a time (default: one per core; TEST_JOBS=1
# runs them one after another). Programs that use the GPU share it one at a
# time: gpubin steps never overlap, nor, when this machine has a GPU, bin steps
# (a CPU test may reach the real driver too). Each step's output is kept and
# printed in the order the steps were given, as a serial run prints it; the
# programs' whole output goes to BUILD_DIR/test.log in the same order.
# TEST_TIMES=N prints, before the totals, the N steps that took longest (wall
# seconds each, and the sum over all steps: where the time of a run goes).
# The last line is "N passed, N failed, N skipped".
set -u
. "$(dirname "$0")/tally.sh"
build=$1; shift
mkdir -p "$build"
log="$build/test.log"; : > "$log"
work="$build/steps"; rm -rf "$work"; mkdir -p "$work"
# The compile cache of the steps: a folder of this run, never the user's own
# (~/.cache/cudacore), removed at the end. A test program makes one of its own
# (tests/test.h); the scripts, and the tools and examples they run, use this.
CUDACORE_CACHE_DIR="$(cd "$build" && pwd)/test-cache"; export CUDACORE_CACHE_DIR
rm -rf "$CUDACORE_CACHE_DIR"; mkdir -m 700 "$CUDACORE_CACHE_DIR"
unset CUDACORE_TEST_CACHE_DIR
jobs=${TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
[ "$jobs" -ge 1 ] 2>/dev/null || jobs=1
gpu_here=0 # an NVIDIA device node (Linux), or WSL's GPU
for d in /dev/nvidia[0-9]* /dev/dxg; do [ -e "$d" ] && gpu_here=1; done

# one I STEP: runs step I; leaves what to print in I.out, a program's whole
# output in I.log, and "passed failed skipped" in I.n (written last: I is done).
one() {
  local i=$1 step=$2 kind rest name cmd out rc bin p f s t0
  t0=$(date +%s%N)
  kind=${step%%:*}
  case "$step" in
    compile:*|run:*)
      rest=${step#*:}; name=${rest%%:*}; cmd=${rest#*:}
      [ "$kind" = compile ] && name="compile $name"
      out=$(bash -c "$cmd" 2>&1); rc=$?
      if [ $rc -eq 0 ]; then echo "ok - $name"; p=1 f=0 s=0
      elif [ $rc -eq 77 ]; then echo "skip - $name: $(echo "$out" | tail -1)"; p=0 f=0 s=1
      else echo "FAIL - $name"; echo "$out" | head -30 | sed 's/^/  /'; p=0 f=1 s=0; fi
      ;;
    bin:*|gpubin:*)
      bin=${step#*:}
      out=$(${TEST_RUNNER:-} "$bin" 2>&1); rc=$?
      echo "$out" > "$work/$i.log"
      echo "$out" | grep -E '^(ok|FAIL|skip) - |^  ' || true
      read -r p f s < <(echo "$out" | tally_counts)
      if [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "FAIL - $(basename "$bin") exited with status $rc"; echo "$out" | tail -5 | sed 's/^/  /'; f=1
      elif [ $((p + f + s)) -eq 0 ]; then # a program that ran nothing does not pass
        echo "FAIL - $(basename "$bin") printed no result (no ok, FAIL or skip line)"; echo "$out" | tail -5 | sed 's/^/  /'; f=1
      fi
      ;;
    *) echo "run.sh: unknown step $step"; p=0 f=1 s=0;;
  esac > "$work/$i.out"
  echo "$(( ($(date +%s%N) - t0) / 1000000 )) $(head -1 "$work/$i.out" | cut -c1-100)" > "$work/$i.time"
  echo "$p $f $s" > "$work/$i.tmp" && mv "$work/$i.tmp" "$work/$i.n"
}
uses_gpu() {
  case "$1" in gpubin:*) return 0;; bin:*) [ $gpu_here -eq 1 ];; *) return 1;; esac
}

trap 'kill $(jobs -p) 2>/dev/null; exit 130' INT TERM
n=$#; steps=("$@")
pass=0; fail=0; skip=0
next=0; shown=0; running=""; gpu_step=""
while [ $shown -lt $n ]; do
  # drop the finished steps; start steps, in order, while a job (and the GPU) is free
  left=""; busy=0
  for i in $running; do [ -f "$work/$i.n" ] || { left="$left $i"; busy=$((busy+1)); }; done; running=$left
  [ -n "$gpu_step" ] && [ -f "$work/$gpu_step.n" ] && gpu_step=""
  while [ $next -lt $n ] && [ $busy -lt "$jobs" ]; do
    step=${steps[$next]}
    if uses_gpu "$step"; then [ -z "$gpu_step" ] || break; gpu_step=$next; fi
    one $next "$step" &
    running="$running $next"; busy=$((busy+1)); next=$((next+1))
  done
  # print the finished steps that are next in order
  while [ $shown -lt $n ] && [ -f "$work/$shown.n" ]; do
    cat "$work/$shown.out"
    [ -f "$work/$shown.log" ] && cat "$work/$shown.log" >> "$log"
    read -r p f s < "$work/$shown.n"
    pass=$((pass+p)); fail=$((fail+f)); skip=$((skip+s))
    shown=$((shown+1))
  done
  [ $shown -lt $n ] && sleep 0.1
done
wait
rm -rf "$CUDACORE_CACHE_DIR"
if [ "${TEST_TIMES:-0}" -gt 0 ] 2>/dev/null; then
  echo "the ${TEST_TIMES} longest steps (wall seconds; all $n steps: $(cat "$work"/*.time | awk '{ s += $1 } END { printf "%.1f", s / 1000 }') s):"
  cat "$work"/*.time | sort -rn | head -"$TEST_TIMES" | awk '{ t = $1; $1 = ""; printf "  %6.1f %s\n", t / 1000, $0 }'
fi
tally_line $pass $fail $skip
[ $fail -eq 0 ]
