#!/usr/bin/env bash
# tests/windows_checks.sh DIR CHECK [ARG] -- one check of the Windows build in
# DIR (made by `make test-windows`), run under wine ($WINE, default wine).
# Exit 0: passed; 77: skipped; anything else: failed, and the output says why.
#   info-version        cudacore-info.exe --version names the tool and cudacore's version
#   info-no-driver      without a driver: exit 1, what was tried (nvcuda.dll from System32)
#   info-json           the same as JSON that parses
#   info-mock-driver    with the mock driver DLL (CUDA 12.0, a few entry points): the
#                       device is counted, and what the mock lacks is an error, not a crash
#   nvrtc-version       cudacore-nvrtc.exe --version and --help
#   nvrtc-compile       compiles src\k.cu through the mock NVRTC DLL: k.ptx lands in the
#                       current folder, and the compile cache has an entry
#   nvrtc-real          with NVIDIA's NVRTC (CUDA_PATH set by make test-windows): a
#                       CUBIN for sm_90 and a lowered name; `-o -` writes the same bytes
#                       (stdout in binary mode); skipped without it
#   example NAME        examples/NAME.exe ends cleanly. With NVIDIA's NVRTC and nvJitLink
#                       (CUDA_PATH): exit 0 ("skipped: no GPU" after compiling). With the
#                       mock NVRTC: exit 0, or exit 1 with a cudacore error record (a
#                       library it needs is missing); never a crash
set -u
dir=$(cd "$1" && pwd); check=$2; arg=${3:-}
wine=${WINE:-wine}
tests=$(cd "$dir/tests" && pwd)
mock_nvrtc="$tests/libnvrtc_mock.dll"
fail() { echo "$*"; echo "--- output:"; echo "$out"; exit 1; }

case $check in
  info-version)
    out=$($wine "$dir/cudacore-info.exe" --version 2>&1) || fail "exit status $?"
    grep -Eq '^cudacore-info \(cudacore [0-9]+\.[0-9]+\.[0-9]+\)' <<<"$out" || fail "no 'cudacore-info (cudacore X.Y.Z)' line"
    ;;
  info-no-driver)
    out=$($wine "$dir/cudacore-info.exe" 2>&1); rc=$?
    [ $rc -eq 1 ] || fail "exit status $rc, expected 1 (no driver)"
    grep -q 'No CUDA driver' <<<"$out" || fail "no 'No CUDA driver' line"
    grep -q 'nvcuda.dll (system loader): not found in System32' <<<"$out" || fail "the search for nvcuda.dll is not reported"
    ;;
  info-json)
    out=$($wine "$dir/cudacore-info.exe" --json 2>&1); rc=$?
    [ $rc -eq 1 ] || fail "exit status $rc, expected 1 (no driver)"
    python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); assert d["devices"] == [] and "nvcuda.dll" in d["tried"], d' <<<"$out" \
      || fail "not the expected JSON"
    ;;
  info-mock-driver)
    out=$(CUDACORE_LIBCUDA_PATH="$tests/libcuda_mock.dll" $wine "$dir/cudacore-info.exe" 2>&1); rc=$?
    [ $rc -le 1 ] || fail "exit status $rc (a crash?)"
    grep -q '^driver *12\.0 .*libcuda_mock.dll' <<<"$out" || fail "the mock driver is not reported"
    grep -q '^1 device' <<<"$out" || fail "the mock device is not counted"
    [ $rc -eq 0 ] || grep -q 'cudacore error: CUDACORE_ERROR_SYMBOL_NOT_FOUND' <<<"$out" || fail "exit 1 without the error record"
    ;;
  nvrtc-version)
    out=$($wine "$dir/cudacore-nvrtc.exe" --version 2>&1) || fail "--version: exit status $?"
    grep -Eq '^cudacore-nvrtc \(cudacore [0-9]+\.[0-9]+\.[0-9]+\)' <<<"$out" || fail "no 'cudacore-nvrtc (cudacore X.Y.Z)' line"
    out=$($wine "$dir/cudacore-nvrtc.exe" --help 2>&1) || fail "--help: exit status $?"
    grep -q '^usage: cudacore-nvrtc' <<<"$out" || fail "no usage line"
    ;;
  nvrtc-compile)
    work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
    mkdir -p "$work/src"
    printf 'extern "C" __global__ void k(int *x) { *x = 1; }\n' > "$work/src/k.cu"
    out=$(cd "$work" && CUDACORE_NVRTC_PATH="$mock_nvrtc" CUDACORE_CACHE_DIR="$work/cache" \
          $wine "$dir/cudacore-nvrtc.exe" --ptx -arch=sm_90 'src\k.cu' 2>&1) || fail "exit status $?"
    grep -q '^// mock PTX' "$work/k.ptx" 2>/dev/null || fail "k.ptx was not written in the current folder"
    ls "$work/cache"/*.ccc >/dev/null 2>&1 || fail "no compile cache entry in $work/cache"
    ;;
  nvrtc-real)
    [ -n "${CUDA_PATH:-}" ] || { echo "no Windows NVRTC (make windows-toolkit)"; exit 77; }
    work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
    printf 'template <typename T> __global__ void add(T *x) { x[threadIdx.x] += (T)1; }\n' > "$work/t.cu"
    out=$(cd "$work" && CUDACORE_CACHE_DIR="$work/cache" $wine "$dir/cudacore-nvrtc.exe" -arch=sm_90 --name-expression='add<float>' t.cu 2>&1) \
      || fail "exit status $?"
    grep -q $'^add<float>\t_Z3addIfEvPT_' <<<"$out" || fail "no lowered name for add<float>"
    [ "$(head -c 4 "$work/t.cubin" | od -An -tx1 | tr -d ' ')" = 7f454c46 ] || fail "t.cubin is not an ELF file"
    (cd "$work" && CUDACORE_CACHE_DIR="$work/cache" $wine "$dir/cudacore-nvrtc.exe" -arch=sm_90 --name-expression='add<float>' -o - t.cu \
       > stdout.cubin 2>/dev/null) || fail "-o -: exit status $?"
    cmp -s "$work/t.cubin" "$work/stdout.cubin" || fail "-o - wrote $(wc -c < "$work/stdout.cubin") bytes, not the $(wc -c < "$work/t.cubin") of t.cubin"
    ;;
  example)
    exe="$dir/examples/$arg.exe"
    if [ -n "${CUDA_PATH:-}" ]; then # NVIDIA's NVRTC and nvJitLink: it must compile and link everything
      out=$(CUDACORE_CACHE_DIR="$dir/cache-toolkit" timeout 300 $wine "$exe" 2>&1); rc=$?
      [ $rc -eq 0 ] || fail "exit status $rc"
      exit 0
    fi
    out=$(CUDACORE_NVRTC_PATH="$mock_nvrtc" CUDACORE_CACHE_DIR="$dir/cache-mock" timeout 120 $wine "$exe" 2>&1); rc=$?
    [ $rc -eq 0 ] && exit 0
    [ $rc -eq 1 ] && grep -q 'cudacore error: CUDACORE_ERROR_' <<<"$out" && exit 0
    fail "exit status $rc: neither a clean run nor a cudacore error"
    ;;
  *) echo "windows_checks.sh: unknown check $check"; exit 2;;
esac
exit 0
