#!/usr/bin/env bash
# tools/gpu-check.sh -- the GPU verification, one command:
#   make gpu-check [STEPS="step or group ..."] [BUDGET=seconds]
# on a machine with one GPU or more. It builds everything once (make test-build,
# in this build tree, never again in a step), runs the steps asked for one after
# the other, each in its own process under a time limit, and exits non-zero when
# a step fails, is stopped at its limit, or is not run because the budget is
# spent. Steps, in the order they run:
#   suite     CUDACORE_REQUIRE_GPU=1 make test: no GPU test may skip (test_examples_gpu
#             runs every example)
#   info      cudacore-info --json against cuda.core and nvidia-smi (tools/compare_info.py)
#   nvtx      Nsight Compute filters by cudacore's NVTX ranges (tests/gpu/test_nvtx_gpu:
#             ncu --nvtx-include "cudacore@profiled/" on examples/profiling profiles exactly
#             the kernel inside the range), then examples/profiling under compute-sanitizer
#             with its NVTX tool attached: 0 errors
#   sanitize  every GPU test program under compute-sanitizer's memcheck with leak check and
#             every example under its default settings (memcheck, API errors reported, as
#             users run it), JOBS at a time, the programs that use every GPU first, each
#             bounded by its limit. tools/sanitize_summary.py writes every log's facts once
#             (sanitize.json: the program's path, its tool, status, ERROR SUMMARY, each
#             distinct API error with the cudacore function and the program's function it
#             came from, leaks); tools/sanitize_check.py reads it and fails on an API error
#             not in tools/sanitize-expected.txt (the errors tests make on purpose, each with
#             its reason: cudacore itself must make the driver report nothing), a memory
#             error, a leaked byte, a cut run or a failing program. A program with an
#             unlisted API error runs again alone (the parallel pass shares the GPU among
#             JOBS sanitized programs, and graph_while has met CUDA_ERROR_ILLEGAL_ADDRESS
#             there without memcheck reporting an access of its own, never alone; its
#             raw-driver twin, tools/graph_while_raw.c, does the same: STEPS=whilerace and
#             tools/sanitize-expected.txt): both runs are kept, the check takes the second. CUDACORE_SANITIZE=1: tests that make the
#             driver fail on purpose in other ways skip themselves.
#   race      racecheck on every GPU test program (the same summary and check: no hazard)
#   bench     make bench (every row; its goals are reported, never failed on), the launch
#             rows of the C++, --check-args and debug builds (each must print its rows), and
#             nccl-bench on one rank (--seconds)
#   nccl      (two GPUs or more) examples/nccl_allreduce as a job of one rank a GPU, under
#             mpirun and as processes bootstrapped by NCCL_COMM_ID, the benchmark's
#             cross-device rows, nccl-bench at one rank a GPU under mpirun (--seconds)
#   socket    (two GPUs or more) the same example and nccl-bench (all-reduce and broadcast to
#             64 MiB, --seconds) at 2 ranks over NCCL's socket transport, the path between two
#             machines (NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 NCCL_SOCKET_IFNAME=lo); its table
#             goes to bench/results/nccl-bench-socket-2ranks-DATE-GPU.md and .json
#   versions  (only when named) the version matrix over the units carried in .versions/
#             (tools/versions-pack.sh makes them; the device tool's carry brings them)
#   spread    (only when named) the rows near their 0.05 us goal, each in fresh processes,
#             to tell what moves from process to process from what the pairing does:
#             nccl-bench at one rank (the four collectives, --seconds 30), SPREAD_REPS
#             (2) pairs of processes, each pair a normal run and a --control run (both sides
#             raw NCCL: the pairing's own bias), each process pinned to a CPU of its own
#             with taskset where there is one; then the benchmark's graphics-parts section
#             (the GL map cycle taken apart) in SPREAD_REPS processes, each writing its
#             rounds (CUDACORE_BENCH_ROUNDS), pooled over the processes by
#             tools/rounds_pool.py (each variant less the raw-vs-raw control). One line
#             a process in summary.txt, with its CPU, then the pooled lines
#   stages    (only when named) when each stage of the benchmark's start-up children ends
#             (raw, raw-threaded: the raw program overlapped by hand, cudacore-start-only,
#             cudacore-driver, cudacore; W = 0 and 50 ms; STAGES_REPS
#             rounds), beside another process holding a context as the benchmark's parent
#             does; docs/performance.md's start-up notes come from it
#   faults    (only when named) tools/fault_probe.c on the raw driver, once for each fault
#             (illegal, trap, misaligned), each in its own process: which calls still succeed,
#             what another GPU's work becomes, whether any reset brings the process back; each
#             run's last line ("recovered: ..." / "not recovered") in the summary (FAULTS in
#             cudacore.h cites it)
#   updates   (only when named) tools/update_probe.c on the raw driver: which copy, fill and
#             kernel changes cuGraphExecUpdate accepts, pair by pair (the recorder's
#             check_node_kinds is built on what it shows); its REFUSED lines in the summary
#   whilerace (only when named) examples/graph_while and tools/graph_while_raw.c (the same graph
#             on the raw driver, no cudacore) each WHILERACE_ROUNDS (4) times 8 copies at once
#             under compute-sanitizer, then 8 at once without it: the failures of each, to tell
#             whether a failure of the example under the sanitizer is cudacore's
# Groups (STEPS_TABLE below decides them, with each step's order, limit and GPUs):
# check = suite info sanitize; measure = nvtx race bench; multi = nccl socket;
# all = check measure multi (the default). Each group is meant to fit one device call (10
# minutes) on one and two GPUs (steps.tsv shows each step's time against its limit); a
# step that needs two GPUs is skipped in a group on one GPU, and fails when named alone there.
# Sized by the host: JOBS (sanitized programs at a time) = CPUs / 3, from 2 to 8; each
# program's sanitizer limit is 150 s (racecheck 200), plus 150 s on two GPUs and 30 s more for
# each GPU past two for the programs that use every GPU (their multi-GPU tests run then); nccl-bench's
# --seconds from the step's limit. BUDGET (default 570: one device call with room to pack
# the results; 0: none) bounds the whole run, build included: each step gets its own limit
# or what is left, less 15 s for packing; a step with less than 30 s left is not run.
# Results: $OUT when set (the device tool's folder; else build/gpu-check-out): summary.txt
# (the host, one line a step with its status, time and limit, then each step's own
# summary), steps.tsv (step, status, exit, seconds, limit, note), gpu-check.tgz (every
# step's folder: logs, summaries, sanitize.json) and the tables (bench.md, the socket
# table, nccl-bench.md ...), 8 files at most. Work folder: build/gpu-check/STEP/.
# NCCL_NVLS_ENABLE=0 is exported for every step (no NVLink multicast on shared hosts).
# Without a GPU: GPU_CHECK_DRY=1 runs the whole command, packing included, with each step
# printing what it would run (GPU_CHECK_GPUS and GPU_CHECK_CPUS stand for the host;
# GPU_CHECK_DRY_FAIL / GPU_CHECK_DRY_HANG name steps that fail / never end), for
# tests/gpu_check_cpu.sh. GPU_CHECK_BUILD=0 skips the build. A step is not started with
# less than GPU_CHECK_MIN_STEP (30) seconds of budget left (the test lowers it).
set -u
export NCCL_NVLS_ENABLE=0
unset MAKEFLAGS MFLAGS MAKELEVEL # (make gpu-check's own: this script's makes choose their -j)
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
cd "$(dirname "$self")/.." || exit 2
. tests/tally.sh
BUILD=${BUILD:-build}
PYTHON=${PYTHON:-python3}
export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
# The steps, in the order they run: the one list every other place reads. A step's
# limit in seconds ("-": step_limit computes it from the host), its group ("-": run only
# when named; every group but "-" is also in "all"), and the GPUs it needs.
STEPS_TABLE="
suite      -    check    1
info       60   check    1
nvtx       120  measure  1
sanitize   -    check    1
race       -    measure  1
bench      360  measure  1
nccl       300  multi    2
socket     300  multi    2
versions   -    -        1
spread     -    -        1
stages     300  -        1
faults     120  -        1
updates    60   -        1
whilerace  -    -        1
"
step_field() { echo "$STEPS_TABLE" | awk -v s="$1" -v f="$2" '$1 == s { print $f }'; } # STEP FIELD (2 limit, 3 group, 4 GPUs)
ORDER=$(echo "$STEPS_TABLE" | awk 'NF { printf "%s%s", sep, $1; sep = " " }')
STEP_GROUPS=$(echo "$STEPS_TABLE" | awk 'NF && $3 != "-" && !seen[$3]++ { printf "%s%s", sep, $3; sep = " " }')
MULTI_GPU_PROGRAMS="tests/test_nccl_gpu tests/test_devices_multi_gpu examples/nccl_single_process examples/multi_gpu_split examples/peer_copy"

# --- the host, and what is sized by it ---------------------------------------
host_facts() {
  if [ -z "${GPU_CHECK_GPUS:-}" ]; then
    GPU_CHECK_GPUS=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
  fi
  GPU_CHECK_CPUS=${GPU_CHECK_CPUS:-$(nproc)}
  export GPU_CHECK_GPUS GPU_CHECK_CPUS
}
jobs_for_host() { local j=$((GPU_CHECK_CPUS / 3)); [ $j -lt 2 ] && j=2; [ $j -gt 8 ] && j=8; echo $j; }
program_limit() { # PATH TOOL: one sanitized program's limit (s)
  local base=150 p
  [ "$2" = racecheck ] && base=200
  for p in $MULTI_GPU_PROGRAMS; do
    case $1 in */$p) [ "$GPU_CHECK_GPUS" -gt 1 ] && base=$((base + 150 + 30 * (GPU_CHECK_GPUS - 2))) ;; esac
  done
  echo $base
}
step_limit() { # STEP: its own limit (s), before the budget: the table's, or computed here
  local fixed
  fixed=$(step_field "$1" 2)
  [ "$fixed" != - ] && { echo "$fixed"; return; }
  case $1 in
    suite) echo $((240 + 60 * (GPU_CHECK_GPUS > 1))) ;;
    sanitize) echo $(($(program_limit x/tests/test_nccl_gpu memcheck-leak) + 150)) ;;
    race) echo $(($(program_limit x/tests/test_nccl_gpu racecheck) + 120)) ;;
    versions) echo $((${VERSIONS_SECONDS:-240} + 30)) ;;
    spread) echo $((40 + ${SPREAD_REPS:-2} * 180)) ;;
    whilerace) echo $((60 + ${WHILERACE_ROUNDS:-4} * 60)) ;;
  esac
}
needs_two() { [ "$(step_field "$1" 4)" = 2 ]; }

# --- running the steps ---------------------------------------------------------
t_start=$(date +%s)
now() { echo $(($(date +%s) - t_start)); }
budget_left() { [ "${BUDGET:-570}" = 0 ] && echo 999999 || echo $((${BUDGET:-570} - $(now))); }

note_step() { # NAME STATUS RC SECONDS LIMIT NOTE: one row of steps.tsv, one line of the summary
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >> "$work/steps.tsv"
  printf '%-9s %-8s exit %-4s %4s s of %4s s  %s\n' "$@" >> "$work/table.txt"
  printf '%-9s %-8s %s s (limit %s s) %s\n' "$1" "$2" "$4" "$5" "$6" >&2
}
# NAME: the step in its own process, bounded by its limit and the budget; 1 when it did not pass
run_step() {
  local name=$1 dir=$work/$1 limit left t rc status note=""
  limit=$(step_limit "$name"); left=$(( $(budget_left) - 15 ))
  [ "$left" -lt "$limit" ] && { limit=$left; note="(cut to the budget)"; }
  if [ "$limit" -lt "${GPU_CHECK_MIN_STEP:-30}" ]; then
    note_step "$name" "NOT-RUN" - 0 "$limit" "the budget is spent: make gpu-check STEPS=$name in another call"; return 1
  fi
  rm -rf "$dir"; mkdir -p "$dir"; t=$(date +%s)
  GPU_CHECK_STEP_END=$((t + limit)) timeout -k 10 "$limit" "$self" --step "$name" "$dir" > "$dir/output.txt" 2>&1; rc=$?
  case $rc in 0) status=ok ;; 124|137) status=TIMEOUT ;; *) status=FAIL ;; esac
  t=$(($(date +%s) - t))
  note_step "$name" "$status" "$rc" $t "$limit" "$note"
  { echo "== $name: $status (exit $rc), $t s of $limit s"
    if [ -s "$dir/summary.txt" ]; then cat "$dir/summary.txt"; else tail -15 "$dir/output.txt"; fi; echo; } | tee -a "$work/sections.txt"
  pack_summary
  [ $rc = 0 ]
}

# STEPS ("check measure ..."): the steps, in ORDER; those needing two GPUs dropped from groups on one GPU
expand_steps() {
  local want=" " s g
  for s in ${STEPS:-all}; do
    if [ "$s" = all ] || case " $STEP_GROUPS " in *" $s "*) true ;; *) false ;; esac; then
      for g in $ORDER; do
        case "$s $(step_field "$g" 3)" in "all -"|*" -") continue ;; "all "*|"$s $s") ;; *) continue ;; esac
        if needs_two "$g"; then want="$want $g? "; else want="$want $g "; fi
      done
    else
      case " $ORDER " in *" $s "*) want="$want $s " ;; *) echo "gpu-check: no step or group '$s' (steps: $ORDER; groups: $STEP_GROUPS all)" >&2; return 2 ;; esac
    fi
  done
  for g in $ORDER; do
    case $want in *" $g "*) echo "$g" ;; *" $g? "*) echo "$g?" ;; esac
  done
}

host_line() {
  local gpus driver commit
  gpus=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | sort | uniq -c | sed 's/^ *//' | paste -sd, -)
  driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
  commit=$(git rev-parse --short HEAD 2>/dev/null || echo "not a git checkout")
  # a copied tree (the device tool's) may carry an older .git: say so
  git diff --quiet HEAD -- 2>/dev/null || commit="$commit, with changes to $(git diff --name-only HEAD -- | wc -l) tracked file(s)"
  echo "gpu-check on $(hostname), $(date -u '+%Y-%m-%d %H:%M UTC'), commit $commit"
  echo "host: $GPU_CHECK_GPUS GPU(s) ${gpus:+($gpus) }driver ${driver:-?}, $GPU_CHECK_CPUS CPUs; sanitized programs $(jobs_for_host) at a time; budget ${BUDGET:-570} s; steps: ${STEPS:-all}"
}

build_all() { # the one build of this tree
  local t rc
  [ "${GPU_CHECK_BUILD:-1}" = 0 ] || [ -n "${GPU_CHECK_DRY:-}" ] && return 0
  t=$(date +%s)
  make -j"$GPU_CHECK_CPUS" BUILD="$BUILD" CUDA_HOME="$CUDA_HOME" test-build > "$work/build.log" 2>&1; rc=$?
  note_step build "$([ $rc = 0 ] && echo ok || echo FAIL)" $rc $(($(date +%s) - t)) - "make -j$GPU_CHECK_CPUS test-build"
  [ $rc = 0 ] || { tail -30 "$work/build.log"; { echo "== build: FAIL"; tail -30 "$work/build.log"; } >> "$work/sections.txt"; }
  return $rc
}

# The summary and the table of steps in OUT, written again after each step (a call stopped
# from outside still brings back what was done).
pack_summary() {
  mkdir -p "$out"
  { host_line; echo; cat "$work/table.txt"; echo; cat "$work/sections.txt" 2>/dev/null; } > "$out/summary.txt"
  cp "$work/steps.tsv" "$out/steps.tsv"
}
# What comes back: the summary, the table of steps, everything packed, and the tables (8 files at most).
pack() {
  local f n=3
  pack_summary
  tar czf "$out/gpu-check.tgz" -C "$work" --exclude=./gpu-check.tgz . 2>/dev/null
  for f in "$work"/socket/nccl-bench-socket-*.md "$work"/socket/nccl-bench-socket-*.json "$work"/bench/bench.md "$work"/nccl/nccl/nccl-bench.md \
           "$work"/bench/nccl1/nccl-bench.md "$work"/bench/bench.png "$work"/stages/stages.txt "$work"/versions/versions.txt; do
    [ -f "$f" ] && [ $n -lt 8 ] || continue
    case $f in */nccl-bench-socket-*) cp "$f" "$out/" ;; *) cp "$f" "$out/$(basename "$(dirname "$f")")-$(basename "$f")" ;; esac
    n=$((n + 1))
  done
}

# steps.tsv as result lines (tests/tally.sh): ok, skip (a group's two-GPU step on one GPU), or FAIL
step_results() {
  awk -F'\t' 'NR > 1 { print ($2 == "ok" ? "ok" : $2 == "skip" ? "skip" : "FAIL") " - " $1 }' "$work/steps.tsv"
}
main() {
  local s rc=0 list
  host_facts
  list=$(expand_steps) || exit 2
  work=$BUILD/gpu-check; out=${OUT:-$BUILD/gpu-check-out}
  rm -rf "$work"; mkdir -p "$work"
  [ -n "${OUT:-}" ] || rm -rf "$out"
  printf 'step\tstatus\texit\tseconds\tlimit\tnote\n' > "$work/steps.tsv"; : > "$work/table.txt"
  host_line
  pack_summary
  if ! build_all; then pack; exit 1; fi
  for s in $list; do
    if needs_two "${s%\?}" && [ "$GPU_CHECK_GPUS" -lt 2 ]; then
      case $s in *\?) note_step "${s%\?}" skip - 0 - "needs two GPUs; this host has $GPU_CHECK_GPUS" ;;
                 *) note_step "$s" FAIL - 0 - "needs two GPUs; this host has $GPU_CHECK_GPUS"; rc=1 ;; esac
      continue
    fi
    run_step "${s%\?}" || rc=1
  done
  pack
  echo "gpu-check: $(step_results | tally_counts | { read -r p f s; tally_line "$p" "$f" "$s"; }); $(now) s; results in $out"
  exit $rc
}

# --- the steps (each runs as: tools/gpu-check.sh --step NAME DIR) --------------
gpu_tests() { # the GPU test programs, less the runners of other programs (examples, ncu)
  local f t
  for f in tests/gpu/*.c; do
    t=$BUILD/tests/$(basename "$f" .c)
    case $t in */test_examples_gpu|*/test_nvtx_gpu) continue ;; esac
    echo "$t"
  done
}
programs_of() { # STEP: "PATH TOOL" of each program the step sanitizes, those that use every GPU first (the longest start first)
  local p all multi
  all=$(case $1 in
          sanitize) gpu_tests | sed 's/$/ memcheck-leak/'; for p in "$BUILD"/examples/*; do [ -f "$p" ] && echo "$p memcheck"; done ;;
          race) gpu_tests | sed 's/$/ racecheck/' ;;
        esac)
  multi="/($(echo $MULTI_GPU_PROGRAMS | sed 's/ /|/g')) "
  echo "$all" | grep -E "$multi"; echo "$all" | grep -vE "$multi"
}
# LOGDIR PATH TOOL LIMIT: one program under compute-sanitizer, its log LOGDIR/FOLDER-NAME.log; its limit
# shortened to end 20 s before the step's (GPU_CHECK_STEP_END), so that a squeezed step still writes its summary
sanitize_one() {
  local log args t rc limit=$4
  log=$1/$(basename "$(dirname "$2")")-$(basename "$2").log
  case $3 in memcheck) args="" ;; memcheck-leak) args="--tool memcheck --leak-check full" ;; racecheck) args="--tool racecheck" ;; esac
  args="$args --print-limit 100000" # (the default prints 100 errors: each must be seen to be judged)
  t=$(date +%s)
  [ -n "${GPU_CHECK_STEP_END:-}" ] && [ $((GPU_CHECK_STEP_END - 20 - t)) -lt "$limit" ] && limit=$((GPU_CHECK_STEP_END - 20 - t))
  [ "$limit" -lt 5 ] && limit=5
  { echo "#gpu-check program=$2 tool=$3 limit=$limit"
    # shellcheck disable=SC2086
    CUDACORE_SANITIZE=1 CUDACORE_STRESS_ITERS=20 CUDACORE_REQUIRE_GPU=1 timeout -k 5 "$limit" compute-sanitizer $args "$2" 2>&1; rc=$?
    echo "#gpu-check exit=$rc seconds=$(($(date +%s) - t))"; } > "$log"
}
# DIR NAME: the programs "PATH TOOL" on stdin, sanitized JOBS at a time; NAME.json and NAME-check.txt in DIR
sanitized() {
  local dir=$1 logs=$1/logs p tool limit rc
  mkdir -p "$logs"
  while read -r p tool; do [ -x "$p" ] && [ -f "$p" ] && echo "$p $tool $(program_limit "$p" "$tool")"; done |
    xargs -P "$(jobs_for_host)" -L 1 "$self" --sanitize-one "$logs"
  "$PYTHON" tools/sanitize_summary.py "$dir/$2.json" "$logs"/*.log
  "$PYTHON" tools/sanitize_check.py "$dir/$2.json" --unexpected-programs | while IFS=$'\t' read -r p tool limit; do
    mv "$logs/$(basename "$(dirname "$p")")-$(basename "$p").log" "$logs/$(basename "$(dirname "$p")")-$(basename "$p").parallel.log"
    sanitize_one "$logs" "$p" "$tool" "$limit"
    echo "$p: an API error not listed in the parallel pass: run again alone" >> "$dir/summary.txt"
  done
  "$PYTHON" tools/sanitize_summary.py "$dir/$2.json" "$logs"/*.log
  "$PYTHON" tools/sanitize_check.py "$dir/$2.json" > "$dir/$2-check.txt"; rc=$?
  grep -E '^[a-z]|^  UNEXPECTED|^  FAILED: |^sanitizer:' "$dir/$2-check.txt" | grep -Ev 'ERROR SUMMARY: 0 errors +exit 0(, leaked 0 bytes|, 0 hazards)?(, [0-9]+ s)?$' >> "$dir/summary.txt"
  tar czf "$dir/logs.tgz" -C "$dir" logs && rm -rf "$logs"
  return $rc
}

step_suite() {
  local rc
  CUDACORE_REQUIRE_GPU=1 make BUILD="$BUILD" CUDA_HOME="$CUDA_HOME" test > "$1/test.log" 2>&1; rc=$?
  cp "$BUILD/test.log" "$1/test-programs.log" 2>/dev/null
  { grep -E "^FAIL|^skip" "$1/test.log"; tail -1 "$1/test.log"; } > "$1/summary.txt"
  return $rc
}
step_info() {
  "$BUILD/cudacore-info" --json > "$1/info.json" && "$PYTHON" tools/compare_info.py "$BUILD/cudacore-info" > "$1/compare.log" 2>&1; local rc=$?
  tail -2 "$1/compare.log" > "$1/summary.txt" 2>/dev/null
  return $rc
}
step_nvtx() {
  local rc=0 r
  CUDACORE_REQUIRE_GPU=1 "$BUILD/tests/test_nvtx_gpu" > "$1/nvtx.log" 2>&1 || rc=1
  grep -E '^\s+\$ |==PROF== Profiling|kernel\(s\) profiled|^(ok|FAIL|skip) ' "$1/nvtx.log" > "$1/summary.txt"
  compute-sanitizer "$BUILD/examples/profiling" > "$1/nvtx-sanitizer.log" 2>&1; r=$?
  echo "compute-sanitizer examples/profiling: exit $r, $(grep -E 'ERROR SUMMARY' "$1/nvtx-sanitizer.log" | sed 's/^=* *//')" >> "$1/summary.txt"
  grep -q 'ERROR SUMMARY: 0 errors' "$1/nvtx-sanitizer.log" && [ $r -eq 0 ] || rc=1
  return $rc
}
step_sanitize() { programs_of sanitize | sanitized "$1" sanitize; }
step_race() { programs_of race | sanitized "$1" race; }

step_bench() {
  local rc=0 run name
  make BUILD="$BUILD" bench OUT="$1" > "$1/bench.log" 2>&1 || rc=1
  { grep -E '^## make bench' "$1/bench.md"; grep -E 'start-up overlap' "$1/bench.md" | cut -c1-200; } > "$1/summary.txt" 2>/dev/null
  make BUILD="$BUILD" "$BUILD/cudacore-bench-cxx" "$BUILD/cudacore-bench-debug" > "$1/bench-builds.log" 2>&1 || rc=1
  for run in "cxx:$BUILD/cudacore-bench-cxx" "check-args:$BUILD/cudacore-bench --check-args" "debug:$BUILD/cudacore-bench-debug"; do
    name=${run%%:*}; mkdir -p "$1/bench-$name"
    # (the whole output is kept: a run that prints no row shows why)
    ${run#*:} "$1/bench-$name" --launch-only > "$1/bench-$name/launch.log" 2>&1
    echo "launch rows, $name build: $(grep -c 'launch host cost' "$1/bench-$name/launch.log")" >> "$1/summary.txt"
    grep -q 'launch host cost' "$1/bench-$name/launch.log" || rc=1
  done
  mkdir -p "$1/nccl1"
  make BUILD="$BUILD" bench-nccl OUT="$1/nccl1" NCCL_BENCH_ARGS="--seconds 60" > "$1/nccl1/run.log" 2>&1 || rc=1
  grep -E '^cudacore - raw' "$1/nccl1/run.log" | sed 's/, 8 B to 8 MiB//' >> "$1/summary.txt"
  return $rc
}

mpi_run() { # SECONDS NP ARGS...: under mpirun, at most SECONDS, this environment's NCCL settings passed on
  local limit=$1 np=$2 v x=""; shift 2
  for v in NCCL_COMM_ID NCCL_NVLS_ENABLE NCCL_P2P_DISABLE NCCL_SHM_DISABLE NCCL_SOCKET_IFNAME NCCL_DEBUG; do [ -n "${!v:-}" ] && x="$x -x $v"; done
  # shellcheck disable=SC2086
  OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 timeout -k 10 "$limit" mpirun --allow-run-as-root -np "$np" $x "$@"
}
step_nccl() {
  local rc=0 np=$GPU_CHECK_GPUS r e pids=""
  NCCL_COMM_ID=127.0.0.1:29611 mpi_run 120 "$np" "$BUILD/examples/nccl_allreduce" > "$1/example-mpirun.log" 2>&1; e=$?
  echo "nccl_allreduce under mpirun -np $np: exit $e" >> "$1/summary.txt"
  [ $e = 0 ] || rc=1
  for r in $(seq 0 $((np - 1))); do
    NCCL_COMM_ID=127.0.0.1:29612 CUDACORE_RANK=$r CUDACORE_WORLD_SIZE=$np timeout 120 "$BUILD/examples/nccl_allreduce" > "$1/example-loop$r.log" 2>&1 &
    pids="$pids $!"
  done
  e=0; for r in $pids; do wait "$r" || e=1; done
  echo "nccl_allreduce as $np processes by NCCL_COMM_ID (no MPI): $([ $e = 0 ] && echo ok || echo failed)" >> "$1/summary.txt"
  [ $e = 0 ] || rc=1
  mkdir -p "$1/cross"
  CUDACORE_BENCH_ONLY=cross "$BUILD/cudacore-bench" "$1/cross" > "$1/cross.log" 2>&1 || rc=1
  grep -E 'device 1|peer copy' "$1/cross/bench.md" >> "$1/summary.txt" 2>/dev/null
  mkdir -p "$1/nccl"
  NCCL_COMM_ID=127.0.0.1:29613 mpi_run 210 "$np" "$BUILD/nccl-bench" "$1/nccl" --seconds 150 > "$1/nccl/run.log" 2>&1 || rc=1
  grep -E '^cudacore - raw|not measured' "$1/nccl/run.log" | sed 's/, 8 B to 8 MiB//' >> "$1/summary.txt"
  return $rc
}
step_socket() {
  local rc=0 kind name
  export NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 NCCL_SOCKET_IFNAME=lo
  NCCL_DEBUG=INFO NCCL_COMM_ID=127.0.0.1:29621 mpi_run 120 2 "$BUILD/examples/nccl_allreduce" > "$1/example.log" 2>&1 || rc=1
  grep -Eq 'NET/Socket|Using network Socket' "$1/example.log" || { rc=1; echo "the example did not use NCCL's socket transport" >> "$1/summary.txt"; }
  echo "nccl_allreduce, 2 ranks over sockets: $([ $rc = 0 ] && echo ok || echo failed); $(grep -Eom1 'Using network [A-Za-z]+' "$1/example.log")" >> "$1/summary.txt"
  mkdir -p "$1/nccl"
  NCCL_COMM_ID=127.0.0.1:29622 mpi_run 240 2 "$BUILD/nccl-bench" "$1/nccl" --ops all_reduce,broadcast --max-bytes 64M --seconds 150 > "$1/nccl/run.log" 2>&1 || rc=1
  grep -E '^cudacore - raw|not measured' "$1/nccl/run.log" | sed 's/, 8 B to 8 MiB//' >> "$1/summary.txt"
  kind=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 | grep -Eo '[A-Z][0-9]{2,}' | head -1 | tr 'A-Z' 'a-z')
  name=nccl-bench-socket-2ranks-$(date -u +%Y%m%d)-${kind:-gpu}x$GPU_CHECK_GPUS
  [ -f "$1/nccl/nccl-bench.md" ] && cp "$1/nccl/nccl-bench.md" "$1/$name.md" && cp "$1/nccl/nccl-bench.json" "$1/$name.json" 2>/dev/null &&
    mkdir -p bench/results && cp "$1/$name.md" "$1/$name.json" bench/results/ && echo "table: bench/results/$name.md" >> "$1/summary.txt"
  return $rc
}
step_versions() {
  if ! ls .versions/*.tar.xz* > /dev/null 2>&1; then
    echo "versions: no units carried in .versions/ (tools/versions-pack.sh, then carry them)" > "$1/summary.txt"; return 1
  fi
  CUDACORE_REQUIRE_GPU=1 timeout "${VERSIONS_SECONDS:-240}" tools/versions.sh --packed .versions --log "$1/versions-gpu.log" > "$1/versions.txt" 2>&1; local rc=$?
  { grep -E '^FAIL|^version-row' "$1/versions.txt" | grep -v -- '-notes='; tail -1 "$1/versions.txt"; } > "$1/summary.txt"
  return $rc
}
pinned() { # CPU COMMAND...: the command on that CPU alone, where taskset is there
  local cpu=$1; shift
  if command -v taskset > /dev/null 2>&1; then taskset -c "$cpu" "$@"; else "$@"; fi
}
step_spread() {
  local rc=0 i k cpu=$((2 % GPU_CHECK_CPUS)) d
  command -v taskset > /dev/null 2>&1 || echo "(no taskset: the processes are not pinned)" >> "$1/summary.txt"
  for i in $(seq "${SPREAD_REPS:-2}"); do
    for k in normal control; do
      d=$1/nccl-$i-$k; mkdir -p "$d"
      pinned $cpu timeout 75 "$BUILD/nccl-bench" "$d" --ops all --seconds 30 $([ $k = control ] && echo --control) > "$d/run.log" 2>&1 || rc=1
      grep -E '^(cudacore|raw) - raw' "$d/run.log" | sed "s/, 8 B to 8 MiB//; s/^/nccl $i $k, CPU $cpu: /" >> "$1/summary.txt"
      cpu=$(( (cpu + 2) % GPU_CHECK_CPUS ))
    done
  done
  for i in $(seq "${SPREAD_REPS:-2}"); do
    d=$1/gl-$i; mkdir -p "$d"; rm -f "$d/rounds.txt"
    CUDACORE_BENCH_ONLY=graphics-parts CUDACORE_BENCH_ROUNDS=$d/rounds.txt pinned $cpu timeout 130 "$BUILD/cudacore-bench" "$d" > "$d/run.log" 2>&1 || rc=1
    grep -E '^ +\((GL buffer [^:]*): cudacore - raw, paired by round' "$d/run.log" | sed -E "s/^ +\(//; s/\)\$//; s/^/gl $i, CPU $cpu: /" >> "$1/summary.txt"
    grep -q 'skipped' "$d/run.log" && grep -m1 'skipped' "$d/run.log" | sed "s/^ */gl $i: /" >> "$1/summary.txt"
    cpu=$(( (cpu + 2) % GPU_CHECK_CPUS ))
  done
  ls "$1"/gl-*/rounds.txt > /dev/null 2>&1 && { "$PYTHON" tools/rounds_pool.py "$1"/gl-*/rounds.txt | sed 's/^/gl pooled: /' >> "$1/summary.txt" || rc=1; }
  return $rc
}
step_stages() {
  local nvrtc keeper m w arch
  nvrtc=$(ls "$CUDA_HOME"/lib64/libnvrtc.so.[0-9]* 2>/dev/null | sort | head -1)
  arch=-arch=sm_$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader -i 0 2>/dev/null | tr -d '. \r' | head -1)
  [ "$arch" = -arch=sm_ ] && arch=-arch=sm_90
  [ -n "$nvrtc" ] || { echo "no NVRTC in $CUDA_HOME/lib64 (CUDA_HOME)" > "$1/summary.txt"; return 1; }
  "$BUILD/cudacore-bench" --hold-context 280 > "$1/keeper.log" 2>&1 & keeper=$!
  sleep 3
  for _ in $(seq "${STAGES_REPS:-3}"); do
    for m in raw raw-threaded cudacore-start-only cudacore-driver cudacore; do
      for w in 0 50; do
        sleep 0.2
        echo "== $m W=$w"; CUDACORE_BENCH_STAGES=1 "$BUILD/cudacore-bench" --overlap-child $m $w "$nvrtc" "$arch" 2>&1 | grep -v '^[0-9.]* [0-9.]* [0-9.]* [0-9.]*$'
      done
    done
  done > "$1/stages.txt"
  kill "$keeper" 2>/dev/null
  grep -c '^== ' "$1/stages.txt" | sed 's/$/ start-up children timed (stages.txt)/' > "$1/summary.txt"
}

step_faults() {
  local k rc=0
  cc -std=c99 -O1 tools/fault_probe.c -o "$BUILD/fault_probe" -ldl || return 1
  for k in illegal trap misaligned; do
    timeout 60 "$BUILD/fault_probe" $k > "$1/fault-$k.txt" 2>&1 || rc=1
    echo "$k: $(tail -1 "$1/fault-$k.txt")" >> "$1/summary.txt"
  done
  return $rc
}
step_updates() {
  cc -std=c99 -O1 tools/update_probe.c -o "$BUILD/update_probe" -ldl -lpthread -lm || return 1
  timeout 50 "$BUILD/update_probe" > "$1/update-probe.txt" 2>&1 || return 1
  { grep -c 'updated (result' "$1/update-probe.txt" | sed 's/$/ updates accepted/'; grep 'REFUSED' "$1/update-probe.txt"; } > "$1/summary.txt"
}
# The while-loop graph, 8 copies at once: examples/graph_while and its raw-driver twin, each
# WHILERACE_ROUNDS times under compute-sanitizer and once without; one summary line each.
step_whilerace() {
  local prog name round i fails runs sanitizer
  cc -std=c99 -O1 tools/graph_while_raw.c -o "$BUILD/graph_while_raw" -ldl -lm || return 1
  for prog in "$BUILD/examples/graph_while" "$BUILD/graph_while_raw"; do
    name=$(basename "$prog")
    for sanitizer in compute-sanitizer none; do
      fails=0 runs=0
      for round in $(seq "$([ $sanitizer = none ] && echo 1 || echo "${WHILERACE_ROUNDS:-4}")"); do
        for i in 1 2 3 4 5 6 7 8; do
          if [ $sanitizer = none ]; then timeout 60 "$prog" > "$1/$name-plain-$round-$i.log" 2>&1 &
          else timeout 60 compute-sanitizer --print-limit 100 "$prog" > "$1/$name-san-$round-$i.log" 2>&1 & fi
        done
        for i in 1 2 3 4 5 6 7 8; do wait -n && runs=$((runs + 1)) || { runs=$((runs + 1)); fails=$((fails + 1)); }; done
      done
      echo "$name, 8 at once, $([ $sanitizer = none ] && echo "no sanitizer" || echo "under compute-sanitizer"): $fails of $runs failed" >> "$1/summary.txt"
    done
  done
  grep -l 'ERROR\|wrong\|failed' "$1"/*.log 2>/dev/null | head -3 | while read -r f; do echo "--- $f"; grep -m5 'ERROR\|wrong\|failed' "$f"; done >> "$1/summary.txt"
  return 0
}

dry_step() { # NAME DIR: what the step would run on this host
  local p tool
  echo "step $1 (dry run): limit $(step_limit "$1") s, $GPU_CHECK_GPUS GPU(s), $GPU_CHECK_CPUS CPUs" | tee "$2/summary.txt"
  case $1 in
    sanitize|race) echo "  $(jobs_for_host) programs at a time"
                   programs_of "$1" | while read -r p tool; do echo "  $p $tool $(program_limit "$p" "$tool") s"; done ;;
    nccl) echo "  mpirun -np $GPU_CHECK_GPUS: examples/nccl_allreduce, nccl-bench --seconds 150" ;;
    socket) echo "  NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 NCCL_SOCKET_IFNAME=lo mpirun -np 2: examples/nccl_allreduce, nccl-bench --seconds 150" ;;
    spread) echo "  ${SPREAD_REPS:-2} x (nccl-bench, nccl-bench --control) on one rank, ${SPREAD_REPS:-2} x cudacore-bench graphics-parts, each process pinned" ;;
  esac | tee -a "$2/summary.txt"
  case " ${GPU_CHECK_DRY_FAIL:-} " in *" $1 "*) echo "  (made to fail: GPU_CHECK_DRY_FAIL)"; return 1 ;; esac
  case " ${GPU_CHECK_DRY_HANG:-} " in *" $1 "*) echo "  (made to hang: GPU_CHECK_DRY_HANG)"; sleep 100000 ;; esac
  return 0
}

case ${1:-} in
  --step) host_facts; [ -n "${GPU_CHECK_DRY:-}" ] && { dry_step "$2" "$3"; exit; }; "step_$2" "$3"; exit ;;
  --sanitize-one) shift; host_facts; sanitize_one "$@"; exit 0 ;;
  "") main ;;
  *) echo "usage: make gpu-check [STEPS=\"step or group ...\"] [BUDGET=seconds] (see tools/gpu-check.sh)" >&2; exit 2 ;;
esac
