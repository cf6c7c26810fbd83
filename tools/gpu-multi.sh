#!/usr/bin/env bash
# tools/gpu-multi.sh OUT -- the two-GPU verification in one device call (nvidia-h100-x2):
# compute-sanitizer (default settings; tools/gpu-check.sh sanitize) on the programs that
# use both GPUs, alongside the whole suite with CUDACORE_REQUIRE_GPU=1; then tools/gpu-check.sh multi (the NCCL
# example under mpirun and by NCCL_COMM_ID, the cross-device bench rows, nccl-bench
# at two ranks). Summaries in OUT, everything in OUT/results.tgz.
export NCCL_NVLS_ENABLE=0
out=$1; o=$out/r; mkdir -p "$o"
cd "$(dirname "$0")/.."
nvidia-smi -L > "$o/gpus.txt"; nvidia-smi topo -m >> "$o/gpus.txt" 2>&1
s=$(date +%s); make -j"$(nproc)" test-build > "$o/build.log" 2>&1 || { tail -20 "$o/build.log"; exit 1; }
echo "build: $(( $(date +%s) - s )) s"
s=$(date +%s)
SANITIZE_PROGRAMS="build/tests/test_multi_gpu build/tests/test_nccl build/tests/test_texture build/tests/test_bad_input_gpu
  build/examples/nccl_single_process build/examples/nccl_allreduce build/examples/multi_gpu_split build/examples/peer_copy" \
  SANITIZE_TIMEOUT=300 SANITIZE_JOBS=8 tools/gpu-check.sh "$o" sanitize > "$o/sanitize.txt" 2>&1 &
CUDACORE_REQUIRE_GPU=1 make test > "$o/test.log" 2>&1; echo "suite: rc $?, $(( $(date +%s) - s )) s"
grep -E "^FAIL|^skip" "$o/test.log"; tail -1 "$o/test.log"
wait; echo "sanitizer: $(( $(date +%s) - s )) s"; grep -v '^build:' "$o/sanitize.txt"
s=$(date +%s); NCCL2_SECONDS=${NCCL2_SECONDS:-150} tools/gpu-check.sh "$o" multi; echo "multi: rc $?, $(( $(date +%s) - s )) s"
tar czf "$out/results.tgz" -C "$out" r
for f in sanitize-summary.txt sanitize-check.txt nccl2/nccl-bench.md bench-cross.log; do cp "$o/$f" "$out/" 2>/dev/null; done
