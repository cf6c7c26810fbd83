#!/usr/bin/env bash
# tests/gpu_check_cpu.sh BUILD -- make gpu-check (tools/gpu-check.sh) on a machine
# without a GPU (it also runs inside the GPU machine's suite: nothing here needs
# or uses a GPU):
#  1. the script parses; an unknown step exits 2; make gpu-check passes STEPS;
#  2. dry runs (GPU_CHECK_DRY=1, GPU_CHECK_GPUS / _CPUS standing for the host) on
#     1, 2 and 4 GPUs: which steps a group holds (nccl and socket only with two
#     GPUs; named alone on one GPU they fail), the sanitizer's programs at a time
#     and each program's limit by the host, summary.txt and steps.tsv listing every
#     step, 8 files at most in OUT;
#  3. a step made to fail fails the command, and the steps after it still run; a
#     step that never ends is stopped at its share of the budget (BUDGET=21: 6 s,
#     with GPU_CHECK_MIN_STEP=3 standing for the 30 s a step needs at least) and
#     the step after it is not run (the budget is spent): non-zero;
#  4. a real step failing (info, with a build folder that has no cudacore-info)
#     fails the command;
#  5. the sanitizer summary, written once by tools/sanitize_summary.py from logs in
#     compute-sanitizer's format and read by tools/sanitize_check.py: listed errors
#     (one of them NCCL's own) pass; an unlisted one fails, and --unexpected-programs
#     gives its program's path, tool and limit from the summary; a parallel pass
#     run again alone is shown, not judged; a leak, a racecheck hazard and a run cut
#     at its limit fail;
#  6. the sanitize and race steps themselves (not dry), on stand-in programs with a
#     stand-in compute-sanitizer first in PATH: every program's log, the summary,
#     the check, the rerun alone of a program whose parallel pass had an unlisted
#     error (the path taken from the summary), the logs packed; an error that stays
#     fails the step and the command;
#  7. tools/rounds_pool.py (the spread step's pooled GL lines) on two processes'
#     rounds written as CUDACORE_BENCH_ROUNDS writes them: a row whose cudacore
#     side is 0.1 us slower in every round, over both files and both repeats, is
#     +0.100 pooled and +0.100 less a raw-vs-raw control that differs by 0.
#     Skipped (77) without python3.
set -u
build=${1:?usage: tests/gpu_check_cpu.sh BUILD}
case $build in /*) ;; *) build=$PWD/$build ;; esac
command -v python3 >/dev/null 2>&1 || { echo "no python3: make gpu-check's summaries need it"; exit 77; }
root=$PWD
# (this test runs inside make gpu-check's suite step too: nothing of that run's settings applies here)
unset STEPS BUDGET OUT GPU_CHECK_GPUS GPU_CHECK_CPUS GPU_CHECK_STEP_END GPU_CHECK_DRY GPU_CHECK_DRY_FAIL GPU_CHECK_DRY_HANG GPU_CHECK_BUILD GPU_CHECK_MIN_STEP
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "$*"; exit 1; }
gc() { env -u MAKEFLAGS -u MAKELEVEL GPU_CHECK_DRY=1 GPU_CHECK_CPUS=16 BUILD="$dir/build" "$root/tools/gpu-check.sh"; }
status_of() { awk -F'\t' -v s="$1" '$1 == s { print $2 }' "$2/steps.tsv"; }

# 1. parses; a step it does not know
bash -n tools/gpu-check.sh || fail "tools/gpu-check.sh does not parse"
STEPS="suite nope" OUT=$dir/o0 gc > "$dir/o0.log" 2>&1; rc=$?
[ $rc = 2 ] && grep -q "no step or group 'nope'" "$dir/o0.log" || fail "an unknown step: status $rc: $(cat "$dir/o0.log")"
env -u MAKEFLAGS -u MAKELEVEL make -s --no-print-directory gpu-check STEPS="info" OUT="$dir/o1" GPU_CHECK_DRY=1 GPU_CHECK_GPUS=1 BUILD="$dir/build" > "$dir/o1.log" 2>&1 ||
  fail "make gpu-check STEPS=info (dry): $(cat "$dir/o1.log")"
[ "$(cut -f1 "$dir/o1/steps.tsv" | tail -n +2 | tr '\n' ' ')" = "info " ] || fail "make gpu-check STEPS=info ran: $(cat "$dir/o1/steps.tsv")"

# 2. the steps of a group on one, two and four GPUs
for n in 1 2 4; do
  STEPS=all OUT=$dir/all$n GPU_CHECK_GPUS=$n gc > "$dir/all$n.log" 2>&1 || fail "dry run on $n GPU(s): $(cat "$dir/all$n.log")"
  got=$(tail -n +2 "$dir/all$n/steps.tsv" | cut -f1,2 | tr '\t\n' ': ')
  want="suite:ok info:ok nvtx:ok sanitize:ok race:ok bench:ok nccl:ok socket:ok "
  [ $n = 1 ] && want="suite:ok info:ok nvtx:ok sanitize:ok race:ok bench:ok nccl:skip socket:skip "
  [ "$got" = "$want" ] || fail "dry run on $n GPU(s): steps '$got', expected '$want'"
  [ "$(find "$dir/all$n" -type f | wc -l)" -le 8 ] || fail "more than 8 files in OUT"
  for f in summary.txt steps.tsv gpu-check.tgz; do [ -s "$dir/all$n/$f" ] || fail "no $f in OUT"; done
  grep -q "^host: $n GPU(s)" "$dir/all$n/summary.txt" || fail "summary.txt does not give the host"
done
grep -q '^  5 programs at a time' "$dir/all2/summary.txt" || fail "16 CPUs: 5 sanitized programs at a time expected"
grep -q 'tests/test_nccl_gpu memcheck-leak 150 s' "$dir/all1/summary.txt" || fail "one GPU: test_nccl_gpu's sanitizer limit is 150 s"
grep -q 'tests/test_nccl_gpu memcheck-leak 300 s' "$dir/all2/summary.txt" || fail "two GPUs: test_nccl_gpu's sanitizer limit is 300 s"
grep -q 'tests/test_nccl_gpu racecheck 410 s' "$dir/all4/summary.txt" || fail "four GPUs: test_nccl_gpu's racecheck limit is 410 s"
grep -q 'tests/test_devices_gpu memcheck-leak 150 s' "$dir/all4/summary.txt" || fail "a one-GPU program's limit does not grow with GPUs"
[ "$(grep -A3 'step sanitize' "$dir/all2/summary.txt" | sed -n 3p | awk '{print $1}')" = "$dir/build/tests/test_devices_multi_gpu" ] ||
  fail "the programs that use every GPU are not sanitized first"
STEPS=socket OUT=$dir/s1 GPU_CHECK_GPUS=1 gc > /dev/null 2>&1 && fail "socket named alone on one GPU must fail"
# spread: only when named (not in all, above), on one GPU; its limit from SPREAD_REPS
SPREAD_REPS=3 STEPS=spread OUT=$dir/sp GPU_CHECK_GPUS=1 gc > "$dir/sp.log" 2>&1 || fail "spread (dry) on one GPU: $(cat "$dir/sp.log")"
grep -q 'step spread (dry run): limit 580 s' "$dir/sp/summary.txt" && grep -q '3 x (nccl-bench, nccl-bench --control)' "$dir/sp/summary.txt" ||
  fail "spread (dry): $(cat "$dir/sp/summary.txt")"
[ "$(status_of socket "$dir/s1")" = FAIL ] || fail "socket on one GPU: $(cat "$dir/s1/steps.tsv")"

# 3. a failing step, a step that never ends
STEPS=check OUT=$dir/f GPU_CHECK_GPUS=1 GPU_CHECK_DRY_FAIL=info gc > "$dir/f.log" 2>&1 && fail "a failing step: the command exited 0"
[ "$(status_of info "$dir/f")" = FAIL ] && [ "$(status_of suite "$dir/f")" = ok ] && [ "$(status_of sanitize "$dir/f")" = ok ] ||
  fail "a failing step: $(cat "$dir/f/steps.tsv")"
grep -q '^== info: FAIL (exit 1)' "$dir/f/summary.txt" || fail "the summary does not show the failed step"
STEPS="suite info" BUDGET=21 GPU_CHECK_MIN_STEP=3 OUT=$dir/h GPU_CHECK_GPUS=1 GPU_CHECK_DRY_HANG=suite gc > "$dir/h.log" 2>&1 &&
  fail "a step that never ends: the command exited 0"
[ "$(status_of suite "$dir/h")" = TIMEOUT ] && [ "$(status_of info "$dir/h")" = NOT-RUN ] || fail "a step that never ends: $(cat "$dir/h/steps.tsv")"
awk -F'\t' '$1 == "suite" { exit !($5 >= 4 && $5 <= 6 && $4 >= $5) }' "$dir/h/steps.tsv" ||
  fail "the hung step was not stopped at what the budget left it (21 - 15 s): $(cat "$dir/h/steps.tsv")"

# 4. a real step that fails here
mkdir -p "$dir/empty"
env -u MAKEFLAGS -u MAKELEVEL STEPS=info OUT=$dir/r GPU_CHECK_BUILD=0 BUILD="$dir/empty" tools/gpu-check.sh > "$dir/r.log" 2>&1 &&
  fail "the info step without cudacore-info: the command exited 0"
[ "$(status_of info "$dir/r")" = FAIL ] || fail "a real failing step: $(cat "$dir/r/steps.tsv")"

# 5. the sanitizer summary and its check
L=$dir/logs; mkdir -p "$L"
api() { # ERROR CALL FRAME...: one API error as compute-sanitizer reports it
  echo "========= Program hit $1 (error 2) due to \"some reason\" on CUDA API call to $2."
  echo "=========     Saved host backtrace up to driver entry point at error"
  echo "=========         Host Frame: [0x2a1b4f] in /usr/lib/x86_64-linux-gnu/libcuda.so.1"
  shift 2; for f in "$@"; do echo "=========         Host Frame: $f [0x1234] in prog"; done
  echo "========= "
}
log() { # NAME PROGRAM TOOL EXIT SUMMARY-LINES...: a log as the sanitize step writes it
  local name=$1 prog=$2 tool=$3 rc=$4; shift 4
  { echo "#gpu-check program=$prog tool=$tool limit=150"; echo "========= COMPUTE-SANITIZER"; echo "ok - a test"
    for l in "$@"; do echo "$l"; done; echo "#gpu-check exit=$rc seconds=3"; } > "$L/$name"
}
log tests-test_bad_input_gpu.log build/tests/test_bad_input_gpu memcheck-leak 0 \
  "$(api CUDA_ERROR_OUT_OF_MEMORY cuMemHostAlloc "cudacore_buffer_allocate in /r/cudacore.h:15000" "memory_and_events in /r/tests/gpu/test_bad_input_gpu.c:120")" \
  "$(api CUDA_ERROR_OUT_OF_MEMORY cuMemHostAlloc "cudacore_buffer_allocate in /r/cudacore.h:15000" "memory_and_events in /r/tests/gpu/test_bad_input_gpu.c:120")" \
  "========= LEAK SUMMARY: 0 bytes leaked in 0 allocations" "========= ERROR SUMMARY: 2 errors"
log examples-nccl_single_process.log build/examples/nccl_single_process memcheck 0 \
  "$(api cudaErrorPeerAccessAlreadyEnabled cudaGetLastError "ncclProxyService in /usr/lib/libnccl.so.2" "start_thread in /lib/libc.so.6")" \
  "========= ERROR SUMMARY: 1 error"
summary() { python3 tools/sanitize_summary.py "$dir/s.json" "$@" || fail "sanitize_summary.py failed"; }
check() { python3 tools/sanitize_check.py "$dir/s.json" > "$dir/check.txt"; }
summary "$L"/*.log
check || fail "listed errors only: $(cat "$dir/check.txt")"
python3 -c "import json,sys; p = json.load(open(sys.argv[1]))['programs']; sys.exit(not (p[1]['path'] == 'build/tests/test_bad_input_gpu' and p[1]['api_errors'][0]['count'] == 2 and p[0]['api_errors'][0]['inside_libnccl']))" "$dir/s.json" ||
  fail "the summary's facts: $(cat "$dir/s.json")"
[ "$(grep -c '^  deliberate' "$dir/check.txt")" = 2 ] && grep -q 'API errors: 3 deliberate.*0 unexpected' "$dir/check.txt" || fail "deliberate errors: $(cat "$dir/check.txt")"
log tests-test_graphs_gpu.log build/tests/test_graphs_gpu memcheck-leak 0 \
  "$(api CUDA_ERROR_INVALID_VALUE cuMemcpyHtoD_v2 "cudacore_buffer_copy_from_host in /r/cudacore.h:17000" "copy_things in /r/tests/gpu/test_graphs_gpu.c:40")" \
  "========= LEAK SUMMARY: 0 bytes leaked in 0 allocations" "========= ERROR SUMMARY: 1 error"
summary "$L"/*.log
check && fail "an unlisted error passed: $(cat "$dir/check.txt")"
grep -q '^  UNEXPECTED   1  CUDA_ERROR_INVALID_VALUE on cuMemcpyHtoD_v2  <- cudacore_buffer_copy_from_host in /r/cudacore.h:17000 .* <- copy_things in ' "$dir/check.txt" ||
  fail "the unlisted error's line: $(cat "$dir/check.txt")"
[ "$(python3 tools/sanitize_check.py "$dir/s.json" --unexpected-programs)" = "build/tests/test_graphs_gpu	memcheck-leak	150" ] ||
  fail "--unexpected-programs: $(python3 tools/sanitize_check.py "$dir/s.json" --unexpected-programs)"
mv "$L/tests-test_graphs_gpu.log" "$L/tests-test_graphs_gpu.parallel.log"  # run again alone: clean
log tests-test_graphs_gpu.log build/tests/test_graphs_gpu memcheck-leak 0 "========= LEAK SUMMARY: 0 bytes leaked in 0 allocations" "========= ERROR SUMMARY: 0 errors"
summary "$L"/*.log
check || fail "a parallel pass run again alone is judged: $(cat "$dir/check.txt")"
grep -q 'parallel pass, run again alone' "$dir/check.txt" || fail "the parallel pass is not shown: $(cat "$dir/check.txt")"
for bad in "leak|memcheck-leak|0|========= Leaked 64 bytes at 0x7f00|========= LEAK SUMMARY: 64 bytes leaked in 1 allocations|========= ERROR SUMMARY: 1 error" \
           "hazard|racecheck|0|========= RACECHECK SUMMARY: 2 hazards displayed (2 errors, 0 warnings)" \
           "unprinted|memcheck|0|========= ERROR SUMMARY: 102 errors|========= ERROR SUMMARY: 2 errors were not printed. Use --print-limit option to adjust the number of printed errors" \
           "cut|memcheck-leak|124|still running" "memory|memcheck|0|========= Invalid __global__ write of size 4 bytes|========= ERROR SUMMARY: 1 error" \
           "status|memcheck|1|========= ERROR SUMMARY: 0 errors"; do
  IFS='|' read -r what tool rc l1 l2 l3 <<< "$bad"
  log "examples-$what.log" "build/examples/$what" "$tool" "$rc" "$l1" ${l2:+"$l2"} ${l3:+"$l3"}
  summary "$L/examples-$what.log"
  check && fail "$what must fail the check: $(cat "$dir/check.txt")"
  grep -q '^  FAILED: ' "$dir/check.txt" || fail "$what: no FAILED line: $(cat "$dir/check.txt")"
  rm "$L/examples-$what.log"
done
# 6. the sanitize and race steps on stand-ins
fake=$dir/fake; mkdir -p "$dir/bin" "$fake/tests" "$fake/examples"
for f in tests/gpu/*.c; do printf '#!/bin/sh\n' > "$fake/tests/$(basename "$f" .c)"; done
for e in saxpy nccl_single_process; do printf '#!/bin/sh\n' > "$fake/examples/$e"; done
chmod +x "$fake"/tests/* "$fake"/examples/*
cat > "$dir/bin/compute-sanitizer" <<'STUB'
#!/bin/sh
# a stand-in: test_graphs_gpu reports an unlisted error once (every time with STUB_ALWAYS)
tool=memcheck leak=0
while [ $# -gt 1 ]; do case $1 in --tool) tool=$2; shift 2 ;; --leak-check) leak=1; shift 2 ;; *) shift ;; esac; done
echo "========= COMPUTE-SANITIZER"; n=0
case $1 in */test_graphs_gpu) if [ ! -e "$STUB_DIR/once" ] || [ -n "${STUB_ALWAYS:-}" ]; then touch "$STUB_DIR/once"; n=1
  echo "========= Program hit CUDA_ERROR_INVALID_VALUE (error 1) due to \"invalid argument\" on CUDA API call to cuMemcpyHtoD_v2."
  echo "=========         Host Frame: copy_things in /r/tests/gpu/test_graphs_gpu.c:40 [0x1] in test_graphs_gpu"; echo "========= "; fi ;; esac
[ $leak = 1 ] && echo "========= LEAK SUMMARY: 0 bytes leaked in 0 allocations"
# (racecheck prints its own summary, never an ERROR SUMMARY)
if [ $tool = racecheck ]; then echo "========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 warnings)"; else echo "========= ERROR SUMMARY: $n errors"; fi
STUB
chmod +x "$dir/bin/compute-sanitizer"
stub() { env -u MAKEFLAGS -u MAKELEVEL PATH="$dir/bin:$PATH" STUB_DIR="$dir" GPU_CHECK_BUILD=0 GPU_CHECK_GPUS=1 GPU_CHECK_CPUS=16 BUILD="$fake" "$@" tools/gpu-check.sh; }
STEPS="sanitize race" OUT=$dir/z stub > "$dir/z.log" 2>&1 || fail "sanitize and race on stand-ins: $(cat "$dir/z.log")"
n=0; for f in tests/gpu/*.c; do case $f in */test_examples_gpu.c|*/test_nvtx_gpu.c) ;; *) n=$((n + 1)) ;; esac; done
python3 - "$fake/gpu-check/sanitize/sanitize.json" "$n" <<'PY' || fail "the sanitize step's summary: $(cat "$fake/gpu-check/sanitize/sanitize.json")"
import json, sys
p = json.load(open(sys.argv[1]))['programs']
graphs = [x for x in p if x['path'].endswith('/tests/test_graphs_gpu')]
alone = [x for x in graphs if not x['superseded']]
first = [x for x in graphs if x['superseded']]
ok = len(p) == int(sys.argv[2]) + 3 and sorted(set(x['tool'] for x in p)) == ['memcheck', 'memcheck-leak']
ok = ok and len(alone) == 1 and not alone[0]['api_errors'] and len(first) == 1 and first[0]['api_errors']
sys.exit(not (ok and all(x['exit'] == 0 and x['error_summary'] is not None for x in p)))
PY
grep -q 'test_graphs_gpu: an API error not listed in the parallel pass: run again alone' "$dir/z/summary.txt" || fail "no rerun in the summary: $(cat "$dir/z/summary.txt")"
grep -q '^sanitizer: .* 0 failing' "$fake/gpu-check/race/race-check.txt" && [ -s "$fake/gpu-check/sanitize/logs.tgz" ] || fail "the race step or the packed logs"
rm -f "$dir/once"
STEPS=sanitize OUT=$dir/y stub STUB_ALWAYS=1 > "$dir/y.log" 2>&1 && fail "an unlisted error that stays: the command exited 0"
[ "$(status_of sanitize "$dir/y")" = FAIL ] && grep -q 'UNEXPECTED   1  CUDA_ERROR_INVALID_VALUE on cuMemcpyHtoD_v2' "$dir/y/summary.txt" ||
  fail "an unlisted error that stays: $(cat "$dir/y/summary.txt")"

# 7. rows pooled over processes
for p in 1 2; do
  awk -v p=$p 'BEGIN { for (k = 1; k <= 2; k++) {
      for (i = 0; i < 101; i++) printf "%.5f %.5f\n", 7 + i / 50 + p, 7 + i / 50 + p; printf "# GL cycle, raw vs raw (repeat %d)\n", k
      for (i = 0; i < 101; i++) printf "%.5f %.5f\n", 9 - i / 40, 9.1 - i / 40; printf "# GL cycle, cudacore vs raw (repeat %d)\n", k } }' > "$dir/rounds-$p.txt"
done
out=$(python3 tools/rounds_pool.py "$dir/rounds-1.txt" "$dir/rounds-2.txt") || fail "rounds_pool.py: $out"
echo "$out" | grep -q '^GL cycle, raw vs raw: pooled 404 rounds from 2 process(es): cudacore - raw median +0.000 us, 95% CI \[+0.000, +0.000\]' &&
  echo "$out" | grep -q '^GL cycle, cudacore vs raw: pooled 404 rounds from 2 process(es): cudacore - raw median +0.100 us, .*; rows +0.100 to +0.100; less the raw-vs-raw control +0.100 us \[+0.100, +0.100\]$' ||
  fail "rounds_pool.py: $out"
echo "make gpu-check dry runs on 1, 2 and 4 GPUs; a failing, a hung and a real failing step fail it; the sanitizer summary checked; sanitize and race on stand-ins; rows pooled over processes"
exit 0
