#!/usr/bin/env python3
"""Draws the ratios of bench.json (and bench_cuda_core.json when present) as a PNG bar chart.

Usage: python3 bench/plot.py OUTDIR [PNG]   (default PNG: OUTDIR/bench.png)
Ratio to the raw driver API, same run: 1.0 is the raw driver. For bandwidth rows the
ratio is raw/cudacore, so that lower is better on every bar."""
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def main():
    outdir = sys.argv[1]
    png = sys.argv[2] if len(sys.argv) > 2 else os.path.join(outdir, "bench.png")
    base = json.load(open(os.path.join(outdir, "bench.json")))
    core_path = os.path.join(outdir, "bench_cuda_core.json")
    core = json.load(open(core_path)) if os.path.exists(core_path) else {}
    names, ours, theirs = [], [], []
    for r in base["rows"]:
        if r["kind"] == "bandwidth":
            ratio = r["raw"] / r["cudacore"] if r["cudacore"] else 0
            other = None
        else:
            ratio = r["ratio"]
            other = core[r["op"]] / r["raw"] if r["op"] in core and r["raw"] else None
        names.append(r["op"])
        ours.append(ratio)
        theirs.append(other)
    fig, ax = plt.subplots(figsize=(10, 0.42 * len(names) + 1.5))
    y = range(len(names))
    ax.barh([i + 0.2 for i in y], ours, height=0.4, label="cudacore", color="#2a7")
    ax.barh([i - 0.2 for i in y], [t or 0 for t in theirs], height=0.4, label="cuda.core 1.2 (Python)", color="#c75")
    ax.axvline(1.0, color="black", linewidth=1)
    ax.set_yticks(list(y))
    ax.set_yticklabels(names, fontsize=8)
    ax.invert_yaxis()
    ax.set_xscale("log")
    ax.set_xlabel("time relative to the raw driver API, same run (1.0 = raw; lower is better)")
    ax.set_title("cudacore vs raw driver vs cuda.core on %s" % base["device"])
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(png, dpi=110)
    print("wrote", png)


if __name__ == "__main__":
    main()
