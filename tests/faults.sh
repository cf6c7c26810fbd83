#!/usr/bin/env bash
# tests/faults.sh BIN... -- runs each test program again and again, making the
# Nth call of one class fail each time (CUDACORE_FAULT=class:N), for every
# class and every N until the class no longer fires. The programs are built
# with CUDACORE_FAULT_INJECTION and ASan+UBSan (make test-faults). A run passes
# when the program neither crashes nor trips a sanitizer (leaks included):
# its own test lines may fail, since an injected failure must reach the caller.
set -u
max=${FAULT_MAX_N:-400}
runs=0; fired=0; bad=0
for bin in "$@"; do
  for cls in dlopen symbol alloc driver nvrtc; do
    n=1
    while [ $n -le $max ]; do
      out=$(CUDACORE_FAULT=$cls:$n ASAN_OPTIONS=detect_leaks=1 "$bin" 2>&1); rc=$?
      runs=$((runs+1))
      if echo "$out" | grep -q "ERROR: AddressSanitizer\|ERROR: LeakSanitizer\|runtime error:" || [ $rc -ge 128 ]; then
        echo "FAIL - $(basename "$bin") with CUDACORE_FAULT=$cls:$n (exit $rc)"
        echo "$out" | grep -A12 "ERROR: \|runtime error:\|fault injected" | head -30 | sed 's/^/  /'
        bad=$((bad+1))
      fi
      if echo "$out" | grep -q "cudacore: fault injected"; then fired=$((fired+1)); else break; fi
      n=$((n+1))
    done
  done
done
echo "fault injection: $runs runs, $fired injected failures, $bad crashes or sanitizer reports"
if [ $bad -eq 0 ]; then echo "$((fired)) passed, 0 failed, 0 skipped"; else echo "$((fired-bad)) passed, $bad failed, 0 skipped"; fi
[ $bad -eq 0 ]
