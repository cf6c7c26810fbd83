#!/usr/bin/env bash
# tools/versions.sh -- the version matrix of issue 29 (make test-versions):
# cudacore against each NVRTC, nvJitLink, libNVVM and NCCL release that
# tools/versions.txt lists, taken from NVIDIA's pip wheels.
#
# Usage: tools/versions.sh [--packed DIR] [--units "NAME..."] [--log FILE] [--fetch-only]
#   (default)      fetch the wheels with pip (manylinux x86_64, --no-deps
#                  --only-binary=:all:) into $VERSIONS_CACHE (default
#                  ~/.cache/cudacore-versions), unpack each unit there
#                  (sites/NAME: the libraries and headers, as pip installs
#                  them), then run tests/versions/versions_check on each unit
#   --packed DIR   no network: take the units from DIR/NAME.tar.xz (made by
#                  tools/versions-pack.sh), unpacked into $VERSIONS_UNPACK
#                  (default /tmp/cudacore-versions); units without a pack there
#                  are skipped (counted)
#   --units        only these units (names of tools/versions.txt)
#   --log FILE     the whole output (default $BUILD/versions/versions.log),
#                  read by tools/versions_table.py
#   --fetch-only   fetch and unpack, run nothing
# Each unit runs twice: with its libraries named by CUDACORE_*_PATH (as a
# user points cudacore at a wheel), then found by discovery alone: a
# virtual environment of the unit's wheels (VIRTUAL_ENV; its site-packages
# as pip lays them out: the unpacked unit), no CUDACORE_*_PATH, CUDA_HOME or
# CUDA_PATH, whatever the system loader has; NVRTC's set must come from
# there (versions_check --discovery).
# The log's first lines say what the wheels weigh ("# versions.sh: wheels:
# N files, X GB ...; unpacked: Y GB ..."): docs/testing.md states it, and
# the docs test checks it against the log kept in docs/versions/.
# $VERSIONS_CHECK names a built versions_check (make test-versions builds
# it); otherwise it is built here with $CC. On a machine with a GPU the
# checks run kernels too (CUDACORE_REQUIRE_GPU=1: a missing GPU fails them).
# Exit status: 0 all passed, 1 a check failed, 77 nothing could run (no
# network and nothing cached): the reason is printed.
# The last line is "N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
. tests/tally.sh

# Known cudacore defects the matrix shows (versions_check --allow-known):
# each is reported as a skip naming it; remove it here once it is fixed.
# None now. Fixed: nvrtc-patch-cache (the key holds the library file's size
# and time, lib->build), nvvm-cache-key (libNVVM's version, not
# nvJitLink's), ptx-cache-key (the linker loaded before the key is made).
known=()

cache=${VERSIONS_CACHE:-$HOME/.cache/cudacore-versions}
build=${BUILD:-build}/versions
packed="" only="" log="" fetch_only=0
while [ $# -gt 0 ]; do
  case $1 in
    --packed) packed=$2; shift 2;;
    --units) only=$2; shift 2;;
    --log) log=$2; shift 2;;
    --fetch-only) fetch_only=1; shift;;
    *) echo "usage: tools/versions.sh [--packed DIR] [--units \"NAME...\"] [--log FILE] [--fetch-only]" >&2; exit 2;;
  esac
done
mkdir -p "$build"
log=${log:-$build/versions.log}
sites=$cache/sites
[ -n "$packed" ] && sites=${VERSIONS_UNPACK:-/tmp/cudacore-versions}/sites
mkdir -p "$sites" "$cache"
: > "$log"
say() { echo "$@" | tee -a "$log"; }
say "# versions.sh: $(date -u +%Y-%m-%d), cudacore $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(uname -m), ${packed:+packed, }$(nproc) cores"

# units: "NAME WHEEL..." lines of tools/versions.txt (or of --units)
units() {
  grep -v '^[[:space:]]*\(#\|$\)' tools/versions.txt | while read -r name rest; do
    if [ -z "$only" ] || [[ " $only " == *" $name "* ]]; then echo "$name $rest"; fi
  done
}

# The cached wheel of "package==version", if any.
wheel_of() {
  local pkg=${1%%==*} ver=${1#*==}
  find "$cache/wheels" -maxdepth 1 -name "${pkg//-/_}-$ver-*.whl" 2>/dev/null | head -1 || true
}

# Fetches one wheel spec into the cache (nothing when it is there). After a
# failed fetch pip is not asked again: without a network each try would wait.
offline=0
fetch() {
  [ -n "$(wheel_of "$1")" ] && return 0
  if [ $offline -eq 1 ]; then why="not cached, and pip failed before: no network?"; return 1; fi
  mkdir -p "$cache/wheels"
  if python3 -m pip download --quiet --no-deps --only-binary=:all: --disable-pip-version-check --retries 1 --timeout 20 \
       --platform manylinux1_x86_64 --platform manylinux2014_x86_64 --platform manylinux_2_17_x86_64 \
       --platform manylinux_2_27_x86_64 --platform manylinux_2_28_x86_64 -d "$cache/wheels" "$1" > "$cache/pip.log" 2>&1; then
    return 0
  fi
  offline=1 why="no network? pip: $(grep -v '^ *$' "$cache/pip.log" | tail -1)"
  return 1
}

# Unpacks a unit's wheels into sites/NAME: only what cudacore loads or reads
# (NVRTC with its builtins, nvJitLink, libNVVM with libdevice, NCCL, the
# include folders); left out: the unused .alt builds of NVRTC, nvcc's
# programs (cicc, ptxas), static and runtime libraries, NCCL's device
# libraries (for kernels that call NCCL), Python files.
unpack() {
  local name=$1; shift
  [ -f "$sites/$name/.complete" ] && return 0
  rm -rf "${sites:?}/$name"
  python3 - "$sites/$name" "$@" <<'EOF'
import os, re, sys, zipfile
dest, wheels = sys.argv[1], sys.argv[2:]
keep = re.compile(r"^nvidia/[^/]+/(nvvm/)?(lib|lib64)/lib(nvrtc|nvrtc-builtins|nvJitLink|nvvm|nccl)\.so(\.[0-9]+)*$"
                  r"|^nvidia/[^/]+/(nvvm/)?(include|libdevice)/")
kept = left = 0
for whl in wheels:
    with zipfile.ZipFile(whl) as z:
        for info in z.infolist():
            if info.is_dir():
                continue
            if not keep.search(info.filename):
                left += info.file_size
                continue
            z.extract(info, dest)
            mode = info.external_attr >> 16
            if mode:
                os.chmod(os.path.join(dest, info.filename), mode & 0o755 | 0o644)
            kept += info.file_size
print("unpacked %.0f MB, left out %.0f MB" % (kept / 1e6, left / 1e6))
EOF
  touch "$sites/$name/.complete"
}

# xz -dc, or Python's lzma where there is no xz.
unxz() {
  if command -v xz > /dev/null; then xz -dc; else python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.stdin.buffer), sys.stdout.buffer)'; fi
}

# Unpacks NAME from the packed folder (NAME.tar.xz, or its parts NAME.tar.xz.part*).
unpack_packed() {
  local name=$1 parts
  [ -f "$sites/$name/.complete" ] && return 0
  parts=$(find "$packed" -maxdepth 1 \( -name "$name.tar.xz" -o -name "$name.tar.xz.part*" \) 2>/dev/null | sort)
  [ -n "$parts" ] || return 1
  rm -rf "${sites:?}/$name"
  # shellcheck disable=SC2086
  if ! cat $parts | unxz | tar -x -C "$sites"; then # (a part missing: the end is cut)
    rm -rf "${sites:?}/$name"
    return 1
  fi
  [ -f "$sites/$name/.complete" ]
}

# The version in a unit's wheel list of the first package matching PATTERN ("" if none).
version_of() {
  local pattern=$1 w; shift
  for w in "$@"; do
    # shellcheck disable=SC2053
    if [[ ${w%%==*} == $pattern ]]; then echo "${w#*==}"; return 0; fi
  done
}

# The first file under the site matching a find -path pattern.
first() { find "$1" -path "$2" -type f 2>/dev/null | sort | head -1 || true; }

# The arguments and environment of versions_check for unit NAME.
unit_args() {
  local name=$1 site=$sites/$1; shift
  local v d
  args=(--site "$site") envs=()
  v=$(version_of 'nvidia-cuda-nvrtc*' "$@")
  if [ -n "$v" ]; then
    args+=(--nvrtc "$v" --cache miss); envs+=("CUDACORE_NVRTC_PATH=$(first "$site" '*/lib/libnvrtc.so.1[0-9]')")
  fi
  v=$(version_of 'nvidia-nvjitlink*' "$@")
  if [ -n "$v" ]; then
    args+=(--nvjitlink "$v"); envs+=("CUDACORE_NVJITLINK_PATH=$(first "$site" '*/lib/libnvJitLink.so.1[0-9]')")
  fi
  v=$(version_of 'nvidia-nvvm' "$@"; version_of 'nvidia-cuda-nvcc*' "$@")
  if [ -n "$v" ]; then
    args+=(--nvvm "$v"); envs+=("CUDACORE_NVVM_PATH=$( (first "$site" '*/libnvvm.so'; first "$site" '*/libnvvm.so.[0-9]') | head -1)")
  fi
  v=$(version_of 'nvidia-nccl*' "$@")
  if [ -n "$v" ]; then
    args+=(--nccl "$v"); envs+=("CUDACORE_NCCL_PATH=$(first "$site" '*/lib/libnccl.so.2')")
    [[ $name == nccl-too-old* ]] && args+=(--nccl-too-old)
  fi
  # the release's own headers: <cuda_fp16.h>'s folder, then CCCL's (nv/target)
  for d in $(find "$site" -path '*/include/cuda_fp16.h' -printf '%h\n' | sort -u) \
           $(find "$site" -path '*/include/nv/target' -printf '%h\n' | sed 's|/nv$||' | sort -u); do
    [[ " ${args[*]} " == *" --headers $d "* ]] || args+=(--headers "$d")
  done
  local k; for k in ${known[@]+"${known[@]}"}; do args+=(--allow-known "$k"); done
}

# Runs versions_check (its arguments after the environment's VAR=VALUE
# words) with only the given libraries and the shared compile cache
# (CUDACORE_TEST_CACHE_DIR: tests/test.h then keeps it, instead of making the
# program a cache folder of its own); the output goes to the log. A crash or an exit status without a FAIL line is a
# failure too.
run_check() {
  local out rc
  set +e
  out=$(env -u CUDACORE_NVRTC_PATH -u CUDACORE_NVJITLINK_PATH -u CUDACORE_NVVM_PATH -u CUDACORE_NCCL_PATH \
        -u CUDACORE_CUDA_INCLUDE_PATH -u CUDACORE_CACHE_DISABLE CUDACORE_CACHE_DIR="$work/cache" CUDACORE_TEST_CACHE_DIR="$work/cache" "$@" 2>&1)
  rc=$?
  set -e
  printf '%s\n' "$out" | tee -a "$log"
  if [ $rc -ne 0 ] && ! grep -q '^FAIL - ' <<< "$out"; then say "FAIL - versions_check exited with status $rc"; fi
}

run_unit() {
  local name=$1; shift
  unit_args "$name" "$@"
  say "# unit $name: ${args[*]} ${extra[*]}"
  run_check "${envs[@]}" "$check" "${args[@]}" "${extra[@]}"
}

# --- fetch and unpack ---------------------------------------------------------
ready=() skipped=()
while read -r name rest; do
  # shellcheck disable=SC2206
  wheels=($rest)
  if [ -n "$packed" ]; then
    if unpack_packed "$name"; then ready+=("$name $rest"); else skipped+=("$name: not in $packed, or a part of it is missing (tools/versions-pack.sh)"); fi
    continue
  fi
  ok=1 files=()
  for w in "${wheels[@]}"; do
    if ! fetch "$w"; then ok=0; skipped+=("$name: could not fetch $w ($why)"); break; fi
    files+=("$(wheel_of "$w")")
  done
  [ $ok -eq 1 ] || continue
  say "$name: $(unpack "$name" "${files[@]}" || echo 'unpack failed')"
  if [ -f "$sites/$name/.complete" ]; then ready+=("$name $rest"); else skipped+=("$name: could not unpack"); fi
done < <(units)
if [ ${#ready[@]} -eq 0 ]; then
  for s in "${skipped[@]}"; do say "skip - unit $s"; done
  say "$(tally_line 0 0 ${#skipped[@]})"
  exit 77
fi
# What the matrix weighs: the distinct wheel files of its units, and what was unpacked of them.
weigh() {
  python3 -c '
import os, sys
sites, files = sys.argv[1], sorted(set(sys.argv[2:]))
wheels = sum(os.path.getsize(f) for f in files)
unpacked = 0
for d, _, names in os.walk(sites):  # (links are not followed)
    unpacked += sum(os.lstat(os.path.join(d, n)).st_size for n in names)
print("wheels: %d files, %.1f GB (%d bytes); unpacked: %.1f GB (%d bytes); the cache folder: %.1f GB" %
      (len(files), wheels / 1e9, wheels, unpacked / 1e9, unpacked, (wheels + unpacked) / 1e9))' "$@"
}
if [ -z "$packed" ]; then
  files=()
  for u in "${ready[@]}"; do
    # shellcheck disable=SC2086
    set -- $u
    shift
    for w in "$@"; do files+=("$(wheel_of "$w")"); done
  done
  say "# versions.sh: $(weigh "$sites" "${files[@]}")"
fi
[ $fetch_only -eq 1 ] && { say "fetched and unpacked ${#ready[@]} units into $sites"; exit 0; }

# --- run ----------------------------------------------------------------------
check=${VERSIONS_CHECK:-}
if [ -z "$check" ]; then
  check=$build/versions_check
  ${CC:-cc} -std=c99 -O1 tests/versions/versions_check.c -o "$check" -ldl -lpthread
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/cudacore-versions-run.XXXXXX")
trap 'rm -rf "$work"' EXIT
extra=()
# pass 1: every unit, into one shared compile cache: each probe must miss
for u in "${ready[@]}"; do
  # shellcheck disable=SC2086
  run_unit $u
done
# NVRTC 13.5's LTO-IR with nvJitLink 13.0: cudacore must refuse it
if [[ " ${ready[*]} " == *" cuda-13.5 "* && " ${ready[*]} " == *" cuda-13.0 "* ]]; then
  say "# unit cross: NVRTC 13.5.37 with nvJitLink 13.0.88"
  run_check CUDACORE_NVRTC_PATH="$(first "$sites/cuda-13.5" '*/lib/libnvrtc.so.13')" \
    CUDACORE_NVJITLINK_PATH="$(first "$sites/cuda-13.0" '*/lib/libnvJitLink.so.13')" \
    "$check" --nvrtc 13.5.37 --nvjitlink 13.0.88 --site "$sites/cuda-13.5"
fi
# pass 2: the probes again: now each must hit its own version's entry
extra=(--cache-only --cache hit)
for u in "${ready[@]}"; do
  # shellcheck disable=SC2086
  set -- $u
  [[ $* == *nvidia-cuda-nvrtc* ]] && run_unit "$@"
done

# pass 3: each unit found by discovery alone, in a virtual environment of
# its wheels (no CUDACORE_*_PATH, CUDA_HOME or CUDA_PATH; no cache probes)
pyver=$(python3 -c 'import sys; print("python%d.%d" % sys.version_info[:2])' 2>/dev/null || echo python3.12)
venvs=$(dirname "$sites")/venvs
for u in "${ready[@]}"; do
  # shellcheck disable=SC2086
  set -- $u
  name=$1; shift
  venv=$venvs/$name
  mkdir -p "$venv/lib/$pyver"
  ln -sfn "$sites/$name" "$venv/lib/$pyver/site-packages"
  unit_args "$name" "$@"
  dargs=()
  for ((i = 0; i < ${#args[@]}; i++)); do
    case ${args[$i]} in
      --site) dargs+=(--site "$venv/lib/$pyver/site-packages"); i=$((i + 1));;
      --cache) i=$((i + 1));;
      *) dargs+=("${args[$i]}");;
    esac
  done
  say "# unit $name, found by discovery: VIRTUAL_ENV=$venv ${dargs[*]} --discovery"
  run_check VIRTUAL_ENV="$venv" CONDA_PREFIX= CUDA_HOME= CUDA_PATH= "$check" "${dargs[@]}" --discovery
done

# --- summary -------------------------------------------------------------------
for s in "${skipped[@]}"; do say "skip - unit $s"; done
say ""
say "version matrix: $(grep -c '^version-row:' "$log") library rows ($log)"
grep '^version-row:' "$log" | sed 's/ cpu-notes=.*//' || true
read -r passed failed skips < <(tally_counts "$log")
say "$(tally_line "$passed" "$failed" "$skips")"
[ "$failed" -eq 0 ]
