#!/usr/bin/env bash
# tools/versions-pack.sh [UNIT...] -- packs units of the version matrix for a
# machine without a network (the GPU machine): each unit's unpacked folder
# (tools/versions.sh made it under $VERSIONS_CACHE/sites: the libraries and
# headers only, nothing that cudacore loads or reads left out) goes to
# .versions/UNIT.tar.xz (xz -9) in the repository root, which git ignores.
# A pack over $VERSIONS_PART_MIB (default 60) MiB is split into parts
# UNIT.tar.xz.part00, .part01, ... (tools/versions.sh --packed joins them).
# Then it reports each file's size and proposes carry sets of at most
# $VERSIONS_CARRY_MIB (default 60) MiB each, for the device tool's carry
# (64 MiB a call). No unit named: every unit of tools/versions.txt whose
# folder is there. Run tools/versions.sh --fetch-only first.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${VERSIONS_CACHE:-$HOME/.cache/cudacore-versions}
part_mib=${VERSIONS_PART_MIB:-60}
carry_mib=${VERSIONS_CARRY_MIB:-60}
out=.versions
mkdir -p "$out"

if [ $# -eq 0 ]; then
  set -- $(grep -v '^[[:space:]]*\(#\|$\)' tools/versions.txt | awk '{print $1}')
fi
for unit in "$@"; do
  if [ ! -f "$cache/sites/$unit/.complete" ]; then
    echo "versions-pack: $unit is not unpacked in $cache/sites (tools/versions.sh --fetch-only)"; continue
  fi
  if ls "$out/$unit.tar.xz" "$out/$unit.tar.xz.part"* >/dev/null 2>&1; then
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
files = sorted(glob.glob(os.path.join(out, "*.tar.xz")) + glob.glob(os.path.join(out, "*.tar.xz.part*")),
               key=os.path.getsize, reverse=True)
def unpacked(unit):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(os.path.join(sites, unit)) for f in fs)
print("\n%-44s %10s %14s" % ("file", "MiB", "unpacked MiB"))
for f in sorted(files):
    unit = os.path.basename(f).split(".tar.xz")[0]
    print("%-44s %10.1f %14s" % (f, os.path.getsize(f) / 1048576,
                                 "%.1f" % (unpacked(unit) / 1048576) if not f.endswith(".part01") and ".part" not in f[:-2] else ""))
sets = []  # [size, [files]]
for f in files:
    size = os.path.getsize(f)
    for s in sets:
        if s[0] + size <= cap:
            s[0] += size
            s[1].append(f)
            break
    else:
        sets.append([size, [f]])
total = sum(os.path.getsize(f) for f in files)
print("\ntotal %.1f MiB in %d files; %d carry sets of at most %.0f MiB:" % (total / 1048576, len(files), len(sets), cap / 1048576))
for i, (size, fs) in enumerate(sets, 1):
    print("  set %d (%.1f MiB): %s" % (i, size / 1048576, " ".join('"%s"' % f for f in sorted(fs))))
EOF
