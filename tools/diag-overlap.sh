#!/usr/bin/env bash
# tools/diag-overlap.sh [REPS] -- stage times of the benchmark's start-up children (on a
# GPU machine): raw (W, cuInit + context, compile, launch), cudacore-start-only (the
# background start alone: when cudacore_start_wait returns), cudacore-driver (the
# overlap child with CUDACORE_START_DRIVER only) and cudacore (the overlap child),
# W = 0 and 50, REPS (5) times each, 200 ms apart, with a CUDA context kept alive
# in another process as the benchmark's parent keeps one. Prints each stage's end
# (CUDACORE_BENCH_STAGES=1); the README's start-up notes come from it.
export NCCL_NVLS_ENABLE=0
make -j16 build/cudacore-bench > /dev/null 2>&1 || exit 1
nv=$(ls /usr/local/cuda-13.0/lib64/libnvrtc.so.13* | head -1)
# keep a context alive in another process, as the bench parent does
python3 -c "import cupy, time; cupy.zeros(1); time.sleep(120)" > /dev/null 2>&1 &
keeper=$!
sleep 8
for i in $(seq ${1:-5}); do
  for m in raw cudacore-start-only cudacore-driver cudacore; do
    for w in 0 50; do
      sleep 0.2
      echo "== $m W=$w"; CUDACORE_BENCH_STAGES=1 build/cudacore-bench --overlap-child $m $w $nv 2>&1 | grep -v "^1[0-9]\{15\}"
    done
  done
done
kill $keeper 2>/dev/null
