#!/usr/bin/env python3
"""tools/host_cost_lines.py TRACE MARKER_ADDR -- distinct 64-byte cache lines
touched by one call of each side of each host-cost row, from a trace of
`host-cost --trace` under `valgrind --tool=lackey --trace-mem=yes
--log-file=TRACE` (bench/host_cost.c). Code (I) and data (L/S/M) lines are
counted apart; cudacore's cost is what its side touches beyond the raw one."""
import sys

ROWS = ["pool alloc+free pair", "event record + sync", "launch (void **)", "tensor map encode", "NCCL all-reduce",
        "NCCL all-reduce in place", "NCCL all-gather", "NCCL reduce-scatter", "NCCL broadcast",
        "recorder step as is", "GL map + pointer + unmap"]

def main():
    trace, marker = sys.argv[1], int(sys.argv[2], 16)
    seg = 0  # segment 0: before the first marker
    lines = {}
    with open(trace, errors="replace") as f:
        for ln in f:
            if len(ln) < 3 or ln[0] not in " I":
                continue
            kind = ln[:2].strip()
            try:
                addr = int(ln[3:].split(",")[0], 16)
            except ValueError:
                continue
            if kind == "S" and addr == marker:  # the store to `marker` opens the next segment
                seg += 1
                continue
            if seg and seg % 3:  # stores 2i+1, 2i+2, 1000 per row: segments 3i+1 (raw), 3i+2 (cudacore), 3i+3 (between rows)
                d = lines.setdefault(seg, (set(), set()))
                (d[0] if kind == "I" else d[1]).add(addr >> 6)
    print("distinct cache lines per call (lackey): code / data")
    print("  %-26s %12s %12s %12s" % ("row", "raw", "cudacore", "+"))
    for i, name in enumerate(ROWS):
        r, c = lines.get(3 * i + 1), lines.get(3 * i + 2)
        if not r or not c:
            continue
        print("  %-26s %5d / %-5d %5d / %-5d %5d / %-5d" % (name, len(r[0]), len(r[1]), len(c[0]), len(c[1]),
                                                          len(c[0]) - len(r[0]), len(c[1]) - len(r[1])))

main()
