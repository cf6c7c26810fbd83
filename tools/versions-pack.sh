#!/usr/bin/env bash
# tools/versions-pack.sh [UNIT...] -- packs units of the version matrix for a
# machine without a network (the GPU machine): each unit's unpacked folder
# (tools/versions.sh made it under $VERSIONS_CACHE/sites: the libraries and
# headers only, nothing that cudacore loads or reads left out) goes to
# .versions/UNIT.tar.xz (xz -9) in the repository root, which git ignores.
# A pack over $VERSIONS_PART_MIB (default 58) MiB is split into parts
# UNIT.tar.xz.part00, .part01, ... (tools/versions.sh --packed joins them).
# Then it reports each unit's packed and unpacked size and proposes carry
# sets of at most $VERSIONS_CARRY_MIB (default 58) MiB and 8 paths each, for
# the device tool's carry (64 MiB a call, with the working tree's 5 MiB).
# No unit named: every unit of tools/versions.txt whose folder is there.
# Run tools/versions.sh --fetch-only first.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${VERSIONS_CACHE:-$HOME/.cache/cudacore-versions}
part_mib=${VERSIONS_PART_MIB:-58}
carry_mib=${VERSIONS_CARRY_MIB:-58}
out=.versions
mkdir -p "$out"

if [ $# -eq 0 ]; then
  # shellcheck disable=SC2046 # (unit names are single words)
  set -- $(grep -v '^[[:space:]]*\(#\|$\)' tools/versions.txt | awk '{print $1}')
fi
for unit in "$@"; do
  if [ ! -f "$cache/sites/$unit/.complete" ]; then
    echo "versions-pack: $unit is not unpacked in $cache/sites (tools/versions.sh --fetch-only)"; continue
  fi
  if [ -n "$(find "$out" -maxdepth 1 \( -name "$unit.tar.xz" -o -name "$unit.tar.xz.part*" \))" ]; then
    echo "versions-pack: $unit already packed"; continue
  fi
  echo "versions-pack: packing $unit ..."
  tar -C "$cache/sites" -cf - "$unit" | xz -9 -T1 > "$out/$unit.tar.xz.tmp"
  mv "$out/$unit.tar.xz.tmp" "$out/$unit.tar.xz"
  if [ "$(stat -c %s "$out/$unit.tar.xz")" -gt $((part_mib * 1048576)) ]; then
    split -b "${part_mib}M" -d -a 2 "$out/$unit.tar.xz" "$out/$unit.tar.xz.part"
    rm "$out/$unit.tar.xz"
  fi
done

# The report: every file's size, the unpacked size, and the carry sets
# (first fit, largest first; parts of one unit are carried in any sets).
python3 - "$out" "$carry_mib" "$cache/sites" <<'EOF'
import glob, os, sys
out, cap, sites = sys.argv[1], float(sys.argv[2]) * 1048576, sys.argv[3]
MiB = 1048576.0
files = sorted(glob.glob(os.path.join(out, "*.tar.xz")) + glob.glob(os.path.join(out, "*.tar.xz.part*")))

def unit(f):
    return os.path.basename(f).split(".tar.xz")[0]

def unpacked(name):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(os.path.join(sites, name)) for f in fs)

print("\n%-34s %9s %9s" % ("unit", "packed", "unpacked"))
for name in sorted(set(unit(f) for f in files)):
    mine = [f for f in files if unit(f) == name]
    packed = sum(os.path.getsize(f) for f in mine)
    parts = " in %d parts" % len(mine) if len(mine) > 1 else ""
    print("%-34s %8.1fM %8.1fM%s" % (name, packed / MiB, unpacked(name) / MiB, parts))

# carry sets: first fit, largest first, at most 8 paths a set (the device
# tool's limit); a unit's parts may go to different sets
sets = []
for f in sorted(files, key=os.path.getsize, reverse=True):
    size = os.path.getsize(f)
    s = next((s for s in sets if s[0] + size <= cap and len(s[1]) < 8), None)
    if s is None:
        s = [0, []]
        sets.append(s)
    s[0] += size
    s[1].append(f)
total = sum(os.path.getsize(f) for f in files)
print("\ntotal %.1f MiB in %d files; %d carry sets of at most %.0f MiB:" % (total / MiB, len(files), len(sets), cap / MiB))
for i, (size, fs) in enumerate(sets, 1):
    print("  set %d (%.1f MiB): [%s]" % (i, size / MiB, ", ".join('"%s"' % f for f in sorted(fs))))
EOF
