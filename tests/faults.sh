#!/usr/bin/env bash
# tests/faults.sh BIN... -- runs each test program again and again, making the
# Nth call of one class fail each time (CUDACORE_FAULT=class:N), for every
# class and every N until the class no longer fires. The programs are built
# with CUDACORE_FAULT_INJECTION and ASan+UBSan (make test-faults). A run passes
# when the program neither crashes nor trips a sanitizer (leaks included):
# its own test lines may fail, since an injected failure must reach the caller.
# FAULT_MAX_N (400) caps N; FAULT_CLASSES picks classes (default: all five);
# ASAN_OPTIONS is passed on (on a GPU machine: protect_shadow_gap=0 for the driver).
set -u
max=${FAULT_MAX_N:-400}
supp="$(cd "$(dirname "$0")" && pwd)/faults.supp"
runs=0; fired=0; bad=0; foreign=0
targets=$(mktemp); trap 'rm -f "$targets"' EXIT
for bin in "$@"; do
  for cls in ${FAULT_CLASSES:-dlopen symbol alloc driver nvrtc}; do
    n=1
    while [ $n -le $max ]; do
      out=$(CUDACORE_FAULT=$cls:$n ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1 "$bin" 2>&1); rc=$?
      runs=$((runs+1))
      if echo "$out" | grep -q "ERROR: LeakSanitizer" && ! echo "$out" | grep -q "ERROR: AddressSanitizer\|runtime error:" && [ $rc -lt 128 ] &&
         echo "$out" | grep -q "fault injected into .*\(Destroy\|Unload\|Release\|Free\|Unregister\|Close\|Abort\)"; then
        # the failed call was a library's own destroy: its object stays allocated
        # inside NVRTC/nvJitLink/libcuda. Rerun ignoring those; cudacore's memory must still all be freed.
        out=$(CUDACORE_FAULT=$cls:$n ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1 LSAN_OPTIONS=suppressions="$supp" "$bin" 2>&1); rc=$?
        if ! echo "$out" | grep -q "ERROR: \|runtime error:" && [ $rc -lt 128 ]; then foreign=$((foreign+1)); fi
      fi
      if echo "$out" | grep -q "ERROR: AddressSanitizer\|ERROR: LeakSanitizer\|runtime error:" || [ $rc -ge 128 ]; then
        echo "FAIL - $(basename "$bin") with CUDACORE_FAULT=$cls:$n (exit $rc)"
        echo "$out" | grep -A12 "ERROR: \|runtime error:\|fault injected" | head -30 | sed 's/^/  /'
        bad=$((bad+1))
      fi
      if echo "$out" | grep -q "cudacore: fault injected"; then
        fired=$((fired+1))
        echo "$out" | grep -o "cudacore: fault injected into .*" | head -1 | sed "s/^cudacore: fault injected into /$cls /; s/ of [0-9]* bytes//" >> "$targets"
      else break; fi
      n=$((n+1))
    done
  done
done
for cls in dlopen symbol alloc driver nvrtc; do
  echo "  $cls: $(grep -c "^$cls " "$targets") injected failures at $(grep "^$cls " "$targets" | sort -u | wc -l) distinct calls"
done
echo "fault injection: $runs runs, $fired injected failures, $bad crashes or sanitizer reports ($foreign runs leaked only a library's own object after its destroy call was failed)"
if [ $bad -eq 0 ]; then echo "$((fired)) passed, 0 failed, 0 skipped"; else echo "$((fired-bad)) passed, $bad failed, 0 skipped"; fi
[ $bad -eq 0 ]
