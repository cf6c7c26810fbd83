#!/usr/bin/env bash
# tests/bench_cpu.sh BUILD -- what of bench/cudacore-bench.c runs without a GPU:
#  1. its options before or after OUTDIR (tools/gpu-check.sh passes --check-args
#     first; the bench once took it for OUTDIR and stopped, printing no row): with
#     no driver it must say it needs a GPU and exit 0; an unknown option exits 2;
#  2. its start-up children on the mock driver (tests/mock/libcuda_multi_mock.so,
#     cuInit and the context made 100 ms each) with the real NVRTC: the raw child
#     (host work, cuInit + context, compile, launch: one after the other) and the
#     cudacore child (start_in_background) each print their line, and the
#     cudacore one finishes well before the raw one; the process-start children
#     run too. Skipped (77) without NVRTC after step 1.
set -u
build=${1:?usage: tests/bench_cpu.sh BUILD}
bench=$build/cudacore-bench
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
out=$(CUDACORE_LIBCUDA_PATH=/nonexistent/libcuda.so.1 "$bench" --check-args "$dir" --launch-only 2>&1); rc=$?
[ $rc -eq 0 ] && echo "$out" | grep -q "needs a GPU" || { echo "--check-args OUTDIR --launch-only: status $rc: $out"; exit 1; }
out=$(CUDACORE_LIBCUDA_PATH=/nonexistent/libcuda.so.1 "$bench" "$dir" --launch-only --check-args 2>&1); rc=$?
[ $rc -eq 0 ] && echo "$out" | grep -q "needs a GPU" || { echo "OUTDIR --launch-only --check-args: status $rc: $out"; exit 1; }
"$bench" "$dir" --no-such-option >/dev/null 2>&1; [ $? -eq 2 ] || { echo "an unknown option must exit 2"; exit 1; }
nvrtc=$(ls "${CUDA_HOME:-/usr/local/cuda}"/lib64/libnvrtc.so.1[0-9] 2>/dev/null | head -1)
[ -n "$nvrtc" ] || { echo "no NVRTC: the start-up children were not run"; exit 77; }
export CUDACORE_LIBCUDA_PATH=$PWD/$build/tests/libcuda_multi_mock.so CUDACORE_MOCK_ANY_KERNEL=1 CUDACORE_MOCK_DEVICES=1
export CUDACORE_MOCK_INIT_MS=100 CUDACORE_MOCK_RETAIN_MS=100
ms() { date +%s%3N; }
for mode in raw cudacore; do
  t=$(ms); line=$("$bench" --overlap-child $mode 50 "$nvrtc") || { echo "overlap child $mode failed"; exit 1; }
  eval "t_$mode=$(( $(ms) - t ))"
  echo "$line" | grep -Eq '^[0-9.]+ [0-9.]+ [0-9.]+ [0-9.]+$' || { echo "overlap child $mode printed '$line'"; exit 1; }
  # the kernel's end and main's first moment: W = 50 ms and more between them, less than the child's whole run
  echo "$line" | awk -v whole="$(( $(ms) - t ))" '{ d = ($1 - $4) / 1000; exit !(d >= 50 && d <= whole) }' ||
    { echo "overlap child $mode: main's first moment in '$line' is not 50 ms or more before its end"; exit 1; }
done
echo "W = 50 ms, cuInit and context 100 ms each on the mock: raw $t_raw ms, cudacore $t_cudacore ms"
[ "$t_cudacore" -lt $(( t_raw - 40 )) ] || { echo "the background start did not overlap"; exit 1; }
printf '\177ELF\2\1\1' > "$dir/bench.cubin"; head -c 120 /dev/zero >> "$dir/bench.cubin"
for mode in raw raw-library cudacore; do
  line=$("$bench" --startup-child $mode "$dir") && echo "$line" | grep -Eq '^[0-9.]+$' || { echo "startup child $mode: '$line'"; exit 1; }
done
exit 0
