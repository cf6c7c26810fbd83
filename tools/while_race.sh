#!/usr/bin/env bash
# tools/while_race.sh DIR ROUNDS PROGRAM... -- each PROGRAM, 8 copies at once
# under compute-sanitizer (its default memcheck, as the sanitize step runs the
# examples), ROUNDS times; a copy fails when it exits non-zero (77, a skip,
# fails too: the step runs where each can run). Logs in DIR/NAME-ROUND-COPY.log;
# DIR/summary.txt: one line a program, "NAME: F of R rounds with a failure, C of
# 8R copies failed (K CUDA_ERROR_ILLEGAL_ADDRESS)", and the first failing
# copy's last lines. Rounds stop 60 s before GPU_CHECK_STEP_END (gpu-check's
# end of the step), counted as run. Exit 0: every copy passed (the rates are
# the finding either way; the exit says whether any copy failed).
# make gpu-check STEPS=whilerace runs it on tools/while_race.c's raw-driver
# graph, then on examples/graph_while (WHILERACE_ROUNDS, default 8).
set -u
dir=$1 rounds=$2; shift 2
copies=8 bad=0
: > "$dir/summary.txt"
for prog in "$@"; do
  name=$(basename "$prog")
  if [ ! -x "$prog" ]; then echo "$name: not built ($prog)" >> "$dir/summary.txt"; bad=1; continue; fi
  failed_rounds=0 failed=0 illegal=0 ran=0 first=""
  for r in $(seq "$rounds"); do
    if [ -n "${GPU_CHECK_STEP_END:-}" ] && [ $((GPU_CHECK_STEP_END - $(date +%s))) -lt 60 ]; then
      echo "$name: stopped after $ran of $rounds rounds (the step's limit)" >> "$dir/summary.txt"; break
    fi
    pids=()
    for c in $(seq $copies); do
      compute-sanitizer "$prog" > "$dir/$name-$r-$c.log" 2>&1 &
      pids+=($!)
    done
    any=0 c=0
    for p in "${pids[@]}"; do
      c=$((c + 1))
      if ! wait "$p"; then
        any=1 failed=$((failed + 1))
        [ -n "$first" ] || first="$dir/$name-$r-$c.log"
      fi
      grep -q 'CUDA_ERROR_ILLEGAL_ADDRESS' "$dir/$name-$r-$c.log" && illegal=$((illegal + 1))
    done
    failed_rounds=$((failed_rounds + any)) ran=$((ran + 1))
  done
  echo "$name: $failed_rounds of $ran rounds with a failure, $failed of $((copies * ran)) copies failed ($illegal CUDA_ERROR_ILLEGAL_ADDRESS)" >> "$dir/summary.txt"
  if [ -n "$first" ]; then { echo "  first failure ($(basename "$first")):"; tail -8 "$first" | sed 's/^/    /'; } >> "$dir/summary.txt"; bad=1; fi
  [ "$ran" -gt 0 ] || bad=1
done
cat "$dir/summary.txt"
exit $bad
