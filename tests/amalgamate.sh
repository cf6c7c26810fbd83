#!/usr/bin/env bash
# tests/amalgamate.sh BUILD -- the shipped headers are the amalgamation of
# src/, and tools/amalgamate.c's check catches a hand edit, naming the part
# to edit instead. Works on a copy of src/ and the headers.
set -u
build=$1
tool=$build/amalgamate
fail() { echo "FAIL: $*"; exit 1; }

"$tool" --check || fail "cudacore.h or cudabind.h is not the amalgamation of src/ (run make)"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
copy() { rm -rf "$tmp/r"; mkdir -p "$tmp/r"; cp -r src cudacore.h cudabind.h "$tmp/r/"; }

# A line of cudacore.h that only a given part holds, edited by hand in the header.
hand_edit() { # PART HEADER: edits the first line of HEADER that is a unique line of PART
  local part=$1 header=$2 line n
  while IFS= read -r line; do
    [ ${#line} -gt 30 ] || continue
    n=$(grep -cxF -- "$line" "$tmp/r/$header")
    [ "$n" = 1 ] || continue
    n=$(grep -nxF -- "$line" "$tmp/r/$header" | cut -d: -f1)
    sed -i "${n}s/\$/ /" "$tmp/r/$header"
    echo "$n"
    return 0
  done < "src/$part"
  return 1
}
for case in "streams.c cudacore.h" "devices.h cudacore.h" "gen/fn_tables.c cudacore.h" "gen/nvml_abi.h cudacore.h" "cudabind.h.in cudabind.h" "gen/bind_functions.h cudabind.h"; do
  set -- $case
  copy
  n=$(hand_edit "$1" "$2") || fail "no unique line of src/$1 in $2"
  out=$("$tool" --check "$tmp/r" 2>&1); rc=$?
  [ $rc -eq 1 ] || fail "a hand edit of $2 (line $n, from src/$1): --check exited $rc, not 1"
  echo "$out" | grep -q "^$2:$n: .*src/$1, line" || fail "the check does not name src/$1 for $2:$n: $out"
  echo "$out" | grep -q "edit src/$1, then run make" || fail "the check does not say to edit src/$1: $out"
  case $1 in gen/*) echo "$out" | grep -q "change its generator" || fail "the check does not name the generator for src/$1: $out";; esac
  echo "ok: a hand edit of $2:$n is refused, src/$1 named"
done

# A banner edited by hand: the part it stands over is named.
copy
n=$(grep -n '^/\*=== LAUNCH (src/launch.c) ' "$tmp/r/cudacore.h" | cut -d: -f1)
[ -n "$n" ] || fail "no banner of src/launch.c in cudacore.h"
sed -i "${n}s/LAUNCH/LAUNCHES/" "$tmp/r/cudacore.h"
out=$("$tool" --check "$tmp/r" 2>&1); rc=$?
[ $rc -eq 1 ] && echo "$out" | grep -q "^cudacore.h:$n: .*src/launch.c, its banner" || fail "a banner edited by hand: exit $rc, $out"
echo "ok: a hand edit of a banner is refused, src/launch.c named"

# A part that no @area names is refused, as is an @area with no part.
copy
printf '/* orphan */\n' > "$tmp/r/src/orphan.c"
"$tool" --check "$tmp/r" > "$tmp/out" 2>&1; rc=$?
[ $rc -eq 2 ] && grep -q 'no @area .*names: src/orphan.c' "$tmp/out" || fail "a part no area names: exit $rc, $(cat "$tmp/out")"
copy
sed -i '0,/^@area /s//@area ghost GHOST -- nothing\n@area /' "$tmp/r/src/cudacore.h.in"
"$tool" --check "$tmp/r" > "$tmp/out" 2>&1; rc=$?
[ $rc -eq 2 ] && grep -q 'neither part: src/ghost.h' "$tmp/out" || fail "an area with no part: exit $rc, $(cat "$tmp/out")"
echo "ok: a part no area names, and an area with no part, are refused"

# An edit of a part reaches the header; the check then passes.
copy
printf '/* an edit */\n' >> "$tmp/r/src/checkpoint.c"
"$tool" "$tmp/r" > /dev/null || fail "amalgamate could not write the headers"
grep -qxF '/* an edit */' "$tmp/r/cudacore.h" || fail "an edit of src/checkpoint.c did not reach cudacore.h"
"$tool" --check "$tmp/r" || fail "the check fails right after an amalgamation"
cmp -s "$tmp/r/cudabind.h" cudabind.h || fail "cudabind.h changed though no part of it did"
echo "ok: an edit of a part reaches cudacore.h"

# A frame line that starts with @ but is no directive is refused.
copy
printf '@nonsense\n' >> "$tmp/r/src/cudacore.h.in"
"$tool" --check "$tmp/r" > "$tmp/out" 2>&1; rc=$?
[ $rc -eq 2 ] && grep -q 'no directive' "$tmp/out" || fail "a stray @ line: exit $rc, $(cat "$tmp/out")"
echo "ok: a stray directive is refused"
