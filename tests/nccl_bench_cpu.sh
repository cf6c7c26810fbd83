#!/usr/bin/env bash
# tests/nccl_bench_cpu.sh BUILD -- bench/nccl-bench.c without a GPU:
#  1. with no driver it says it needs a GPU and exits 0; with the mock driver
#     and no NCCL, that it needs NCCL (exit 0); a bad option exits 2;
#  2. on the mock driver (tests/mock/libcuda_multi_mock.so) and the mock NCCL
#     (tests/mock/libnccl_mock.so), --quick with every collective on one rank:
#     four tables, the JSON's rows, busbw 0; then as rank 0 of 2 and of 3
#     (the mock NCCL needs no peer): nccl-tests' sizes (all-gather and
#     reduce-scatter: multiples of 4n bytes, small ones merged) and busbw
#     factors, --ops choosing and ordering, and the warm-up (not with --quick);
#  3. each raw call goes to its own NCCL function: with the mock refusing
#     ncclAllGather (CUDACORE_MOCK_NCCL_FAIL), --ops all_gather stops at
#     "ncclAllGather failed", and so on for the others;
#  4. each row is printed as it is measured: with the mock NCCL holding the
#     calls of the third size (CUDACORE_MOCK_NCCL_HOLD) until this script lets
#     them go, the first two rows must already be in the output (a file, not a
#     terminal: only a flush puts them there) and in the .md; a run that holds
#     them back never shows them, and is let go after 60 s and fails;
#  5. --seconds bounds the run: with the mock NCCL slow (CUDACORE_MOCK_NCCL_US_PER_KIB:
#     64 MiB take 65 ms a call, and all_reduce + broadcast up to 64 MiB would
#     take minutes at the usual calls per size), --seconds 3 must end (timeout
#     120 s: a run that never ends fails, nothing tighter) and the calls it
#     measured must fit in the budget by the mock's sleeps alone (the sum over
#     its rows of 2 x repeats x iters x each call's sleep: a lower bound of
#     the time they took, so the check holds on any host), and the budget must
#     have cut something (3 repeats somewhere, or sizes not measured);
#  6. --control (both sides raw NCCL) says so in the .md title, the JSON and
#     the paired line, and a normal run says it is not one;
#  7. bench/plot_nccl.py --table prints docs/performance.md's rows of the 2-rank file, and
#     the script draws the 1- and 2-rank files where Python has matplotlib.
set -u
build=${1:?usage: tests/nccl_bench_cpu.sh BUILD}
case $build in /*) ;; *) build=$PWD/$build ;; esac
bench=$build/nccl-bench
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "$*"; exit 1; }

out=$(CUDACORE_LIBCUDA_PATH=/nonexistent/libcuda.so.1 "$bench" "$dir" --quick 2>&1); rc=$?
[ $rc -eq 0 ] && echo "$out" | grep -q "needs a GPU" || fail "no driver: status $rc: $out"
for bad in "--no-such-option" "--ops all_reduce,nope" "--ops" "--ops ," "--max-bytes 1000" "--max-bytes 2G" "$dir/second" "--seconds 0" "--seconds 5x" "--seconds"; do
  # shellcheck disable=SC2086
  "$bench" "$dir" $bad >/dev/null 2>&1; rc=$?
  [ $rc -eq 2 ] || fail "'$bad' must exit 2, not $rc"
done
"$bench" "$dir" --ops "" >/dev/null 2>&1; rc=$?
[ $rc -eq 2 ] || fail "--ops '' (no collective) must exit 2, not $rc"

export CUDACORE_LIBCUDA_PATH=$build/tests/libcuda_multi_mock.so CUDACORE_MOCK_DEVICES=1
out=$(CUDACORE_NCCL_PATH=/nonexistent/libnccl.so.2 "$bench" "$dir" --quick 2>&1); rc=$?
[ $rc -eq 0 ] && echo "$out" | grep -q "needs NCCL" || fail "no NCCL: status $rc: $out"
export CUDACORE_NCCL_PATH=$build/tests/libnccl_mock.so

# "op:bytes op:bytes ..." of a nccl-bench.json; "op=factor ..." of its busbw factors
rows() { awk '/"op": /{match($0,/"op": "[a-z_]+"/); op=substr($0,RSTART+7,RLENGTH-8)}
              /"bytes": /{match($0,/"bytes": [0-9]+/); printf "%s%s:%s", sep, op, substr($0,RSTART+9,RLENGTH-9); sep=" "}' "$1"; }
factors() { awk '/"op": /{match($0,/"op": "[a-z_]+"/); op=substr($0,RSTART+7,RLENGTH-8); match($0,/"busbw_factor": [0-9.]+/)
                 printf "%s%s=%s", sep, op, substr($0,RSTART+16,RLENGTH-16); sep=" "}' "$1"; }
expect() { [ "$2" = "$3" ] || fail "$1: got '$2', expected '$3'"; }
json_ok() { ! command -v python3 >/dev/null 2>&1 || python3 -m json.tool "$1" >/dev/null || fail "$1 is not JSON"; }

# one rank, every collective, --quick: 8 B to 64 KiB in steps of 8x
mkdir -p "$dir/r1"
out=$("$bench" "$dir/r1" --quick --max-bytes 64K 2>&1) || fail "one rank on the mocks: $out"
json_ok "$dir/r1/nccl-bench.json"
q="8 64 512 4096 32768"
want=""; for op in all_reduce all_gather reduce_scatter broadcast; do for b in $q; do want="$want${want:+ }$op:$b"; done; done
expect "one rank, rows" "$(rows "$dir/r1/nccl-bench.json")" "$want"
expect "one rank, busbw factors" "$(factors "$dir/r1/nccl-bench.json")" "all_reduce=0.000000 all_gather=0.000000 reduce_scatter=0.000000 broadcast=0.000000"
expect "one rank, markdown tables" "$(grep -c '^| bytes |' "$dir/r1/nccl-bench.md")" 4
expect "one rank, markdown rows" "$(grep -c '^| [0-9]' "$dir/r1/nccl-bench.md")" 20
echo "$out" | grep -q "^Reduce-scatter (float32, sum, out of place): 1 rank" || fail "no reduce-scatter table on stdout: $out"
echo "$out" | grep -q "^warm-up" && fail "--quick makes no warm-up: $out"

grep -q '"control": false,' "$dir/r1/nccl-bench.json" || fail "a normal run's JSON must say control false"
echo "$out" | grep -q '^cudacore - raw per All-reduce' || fail "a normal run's paired line must say cudacore - raw: $out"

# --control: both sides raw NCCL, and every title says so
mkdir -p "$dir/ctl"
out=$("$bench" "$dir/ctl" --quick --max-bytes 64 --ops all_reduce --control 2>&1) || fail "--control on the mocks: $out"
json_ok "$dir/ctl/nccl-bench.json"
grep -q '"control": true,' "$dir/ctl/nccl-bench.json" || fail "--control: the JSON must say control true"
head -1 "$dir/ctl/nccl-bench.md" | grep -q 'CONTROL RUN' || fail "--control: the .md title must say CONTROL RUN: $(head -1 "$dir/ctl/nccl-bench.md")"
echo "$out" | grep -q '^raw - raw (control) per All-reduce' || fail "--control: the paired line must say raw - raw (control): $out"
echo "$out" | grep -q '^cudacore - raw' && fail "--control: no line may say cudacore - raw: $out"

# rank 0 of 2 (the mock NCCL runs the collectives alone), two collectives in the order given
mkdir -p "$dir/r2"
out=$(CUDACORE_RANK=0 CUDACORE_WORLD_SIZE=2 NCCL_COMM_ID=127.0.0.1:1 "$bench" "$dir/r2" --ops broadcast,all_gather --max-bytes 64 2>&1) ||
  fail "rank 0 of 2 on the mocks: $out"
json_ok "$dir/r2/nccl-bench.json"
expect "2 ranks, rows" "$(rows "$dir/r2/nccl-bench.json")" "all_gather:8 all_gather:16 all_gather:32 all_gather:64 broadcast:8 broadcast:16 broadcast:32 broadcast:64"
expect "2 ranks, busbw factors" "$(factors "$dir/r2/nccl-bench.json")" "all_gather=0.500000 broadcast=1.000000"
grep -q '"bytes": 64, "count": 8, ' "$dir/r2/nccl-bench.json" || fail "2 ranks: all-gather of 64 B must send 8 floats per rank"
echo "$out" | grep -q "^warm-up: 200 x 500 calls a way, ncclAllGather at 8 B" || fail "2 ranks: no warm-up with the first collective: $out"

# rank 0 of 3: sizes rounded down to multiples of 12 bytes, at least 12
mkdir -p "$dir/r3"
out=$(CUDACORE_RANK=0 CUDACORE_WORLD_SIZE=3 NCCL_COMM_ID=127.0.0.1:1 "$bench" "$dir/r3" --ops reduce_scatter,all_reduce --max-bytes 64 2>&1) ||
  fail "rank 0 of 3 on the mocks: $out"
expect "3 ranks, rows" "$(rows "$dir/r3/nccl-bench.json")" \
  "all_reduce:8 all_reduce:16 all_reduce:32 all_reduce:64 reduce_scatter:12 reduce_scatter:24 reduce_scatter:60"
expect "3 ranks, busbw factors" "$(factors "$dir/r3/nccl-bench.json")" "all_reduce=1.333333 reduce_scatter=0.666667"

# each raw call is its own NCCL function
for pair in all_reduce:ncclAllReduce all_gather:ncclAllGather reduce_scatter:ncclReduceScatter broadcast:ncclBroadcast; do
  out=$(CUDACORE_MOCK_NCCL_FAIL=${pair#*:} "$bench" "$dir" --quick --max-bytes 64 --ops "${pair%%:*}" 2>&1); rc=$?
  [ $rc -eq 1 ] && echo "$out" | grep -q "^${pair#*:} failed" || fail "--ops ${pair%%:*} with ${pair#*:} refused: status $rc: $out"
done

# rows as they are measured: the calls of 64 B and more are held until $dir/go exists
mkdir -p "$dir/held"
CUDACORE_MOCK_NCCL_HOLD="64:$dir/go" "$bench" "$dir/held" --quick --ops all_reduce --max-bytes 4K > "$dir/held.out" 2>&1 &
pid=$!
for _ in $(seq 600); do [ "$(grep -c '^ *\(8\|16\|32\) ' "$dir/held.out")" -ge 1 ] && break; kill -0 $pid 2>/dev/null || break; sleep 0.1; done
printed=$(grep -c '^ *8 ' "$dir/held.out"); in_md=$(grep -c '^| 8 |' "$dir/held/nccl-bench.md" 2>/dev/null)
kill -0 $pid 2>/dev/null; held=$?
touch "$dir/go"; wait $pid || fail "the held run failed: $(cat "$dir/held.out")"
[ $held = 0 ] || fail "the held run ended before it was let go: $(cat "$dir/held.out")"
[ "$printed" = 1 ] && [ "$in_md" = 1 ] || fail "rows not flushed as measured: while the 64 B calls were held stdout had $printed 8 B row(s), the .md $in_md: $(cat "$dir/held.out")"
expect "the held run's rows" "$(rows "$dir/held/nccl-bench.json")" "all_reduce:8 all_reduce:64 all_reduce:512 all_reduce:4096"

# --seconds: all_reduce and broadcast up to 64 MiB on a slow transport, in 3 s
mkdir -p "$dir/slow"
out=$(CUDACORE_MOCK_NCCL_US_PER_KIB=1 timeout 120 "$bench" "$dir/slow" --ops all_reduce,broadcast --max-bytes 64M --seconds 3 2>&1); rc=$?
[ $rc = 0 ] || fail "--seconds 3 on a slow transport: status $rc (124: it did not end in 120 s): $(echo "$out" | tail -5)"
json_ok "$dir/slow/nccl-bench.json"
grep -q '"seconds": 3,' "$dir/slow/nccl-bench.json" || fail "the JSON does not give the budget"
# the measured calls' sleeps (whole KiB x 1 us each): at most the budget
spent=$(awk '/"bytes": /{ match($0, /"count": [0-9]+/); c = substr($0, RSTART + 9, RLENGTH - 9); match($0, /"iters": [0-9]+/); i = substr($0, RSTART + 9, RLENGTH - 9)
                       match($0, /"repeats": [0-9]+/); r = substr($0, RSTART + 11, RLENGTH - 11); us += 2 * r * i * int(c * 4 / 1024) }
             END { printf "%d", us }' "$dir/slow/nccl-bench.json")
[ "$spent" -le 3000000 ] || fail "--seconds 3: the measured calls slept $spent us, more than the budget"
grep -q '"repeats": 3,' "$dir/slow/nccl-bench.json" || grep -q '"not_measured_from"' "$dir/slow/nccl-bench.json" ||
  fail "--seconds 3 cut nothing on a transport where the usual calls take minutes"
for op in all_reduce broadcast; do echo " $(rows "$dir/slow/nccl-bench.json") " | grep -q " $op:8 " || fail "--seconds 3: no $op rows"; done
echo "--seconds 3 on the slow mock: the measured calls slept $((spent / 1000)) ms; $(grep -c '"bytes"' "$dir/slow/nccl-bench.json") rows"

if command -v python3 >/dev/null 2>&1; then
  expect "the README table of 2 ranks" "$(python3 bench/plot_nccl.py "$dir/r2" --table | cut -d'|' -f2-3 | tail -n +3 | tr -s ' ' | tr '\n' ';')" \
    " all-gather | 8 B ; broadcast | 8 B ;"
fi
if command -v python3 >/dev/null 2>&1 && python3 -c "import matplotlib" 2>/dev/null; then
  for d in r1 r2; do
    python3 bench/plot_nccl.py "$dir/$d" >/dev/null && [ -s "$dir/$d/nccl-bench.png" ] || fail "plot_nccl.py on $d"
  done
  echo "nccl-bench ran every collective on the mocks (1, 2 and 3 ranks); plot_nccl.py drew them"
else
  echo "nccl-bench ran every collective on the mocks (1, 2 and 3 ranks); no matplotlib: the plot was not drawn"
fi
exit 0
