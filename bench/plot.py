#!/usr/bin/env python3
"""Draws bench.json (and bench_cuda_core.json when present) as a PNG: each row's
time against the raw driver API's in the same run.

Usage: python3 bench/plot.py OUTDIR [PNG]   (default PNG: OUTDIR/bench.png)

What a reader compares is how far each row is from raw, so the axis is linear
around 1.0 (raw), from 1 - SPAN to 1 + SPAN: +3% or a paired +0.05 us stays
visible. Each bar is cudacore's time / raw's (bandwidth rows: raw / cudacore, so
that lower is better on every bar), coloured by its goal (met, not met, or a
row that only reports), with the 95% confidence interval of the paired
difference where the row has one. The paired median difference is written at
the right of each row. A row beyond the axis (the compile cache at 0.001x,
cuda.core's process start at 4x) is drawn to the edge, marked off the scale
with its value. cuda.core 1.2 (Python), where measured, is the thin bar."""
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

SPAN = 0.3  # the axis: 1 - SPAN .. 1 + SPAN
COLOURS = {True: "#2a7", False: "#d44", None: "#89a"}
LABELS = {True: "cudacore: goal met", False: "cudacore: goal not met", None: "cudacore: reported (no goal)"}


def ratio_of(r):
    """cudacore / raw (raw / cudacore for bandwidth), and its paired CI or None."""
    if r["kind"] == "bandwidth":
        return (r["raw"] / r["cudacore"] if r["cudacore"] else 0.0), None
    ci = None
    if r.get("paired_lo") is not None and r.get("raw"):
        ci = (1 + r["paired_lo"] / r["raw"], 1 + r["paired_hi"] / r["raw"])
    return r["ratio"], ci


def difference_text(r):
    """The paired median difference, as the row's goal states it."""
    if r.get("paired_median") is None:
        return ""
    return "%+.3f %s" % (r["paired_median"], "µs" if r["unit"] == "us" else r["unit"])


def clipped(v):
    return min(max(v, 1 - SPAN), 1 + SPAN)


def off_scale(ax, y, v, colour):
    """Marks a ratio beyond the axis at its edge, with its value."""
    left = v < 1 - SPAN
    x = 1 - SPAN if left else 1 + SPAN
    text = ("◀ %.3gx" if left else "%.3gx ▶") % v
    ax.text(x + (0.005 if left else -0.005), y, text, va="center", ha="left" if left else "right", fontsize=7,
            color="white", fontweight="bold", bbox=dict(boxstyle="round,pad=0.15", fc=colour, ec="none"))


def main():
    outdir = sys.argv[1]
    png = sys.argv[2] if len(sys.argv) > 2 else os.path.join(outdir, "bench.png")
    base = json.load(open(os.path.join(outdir, "bench.json")))
    core_path = os.path.join(outdir, "bench_cuda_core.json")
    core = json.load(open(core_path)) if os.path.exists(core_path) else {}
    rows = base["rows"]
    fig, ax = plt.subplots(figsize=(11, 0.3 * len(rows) + 1.6))
    seen = set()
    for y, r in enumerate(rows):
        v, ci = ratio_of(r)
        goal = r.get("goal_met")
        colour = COLOURS[goal]
        label = LABELS[goal] if goal not in seen else None
        seen.add(goal)
        ax.barh(y, clipped(v) - 1, left=1, height=0.55, color=colour, label=label)
        if ci:
            lo, hi = clipped(ci[0]), clipped(ci[1])
            ax.plot([lo, hi], [y, y], color="black", linewidth=0.8)
        if not 1 - SPAN <= v <= 1 + SPAN:
            off_scale(ax, y, v, colour)
        if r["kind"] != "bandwidth" and r["op"] in core and r["raw"]:
            c = core[r["op"]] / r["raw"]
            ax.barh(y + 0.36, clipped(c) - 1, left=1, height=0.16, color="#c75",
                    label="cuda.core 1.2 (Python)" if "core" not in seen else None)
            seen.add("core")
            if not 1 - SPAN <= c <= 1 + SPAN:
                ax.text(1 + SPAN - 0.005 if c > 1 else 1 - SPAN + 0.005, y + 0.36, "cuda.core %.3gx" % c, va="center",
                        ha="right" if c > 1 else "left", fontsize=6, color="white",
                        bbox=dict(boxstyle="round,pad=0.1", fc="#c75", ec="none"))
        ax.text(1.01, y, difference_text(r), transform=ax.get_yaxis_transform(), va="center", ha="left", fontsize=7)
    ax.axvline(1.0, color="black", linewidth=1)
    for x in (0.95, 1.05):
        ax.axvline(x, color="#bbb", linewidth=0.6, linestyle=":")
    ax.set_xlim(1 - SPAN, 1 + SPAN)
    ax.set_ylim(len(rows) - 0.4, -0.8)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r["op"] for r in rows], fontsize=7)
    ax.set_xlabel("time / raw driver API's time, same run (1.0 = raw; lower is better; bandwidth: raw / cudacore)", fontsize=8)
    v = base.get("driver")
    api = " (CUDA %d.%d driver)" % (v // 1000, v % 1000 // 10) if isinstance(v, int) else ""
    ax.set_title("cudacore against the raw driver API on %s%s" % (base["device"], api), fontsize=10)
    ax.text(1.01, -0.8, "paired median\ncudacore - raw", transform=ax.get_yaxis_transform(), va="bottom", ha="left", fontsize=7)
    ax.legend(loc="lower left", fontsize=7, framealpha=0.9)
    fig.savefig(png, dpi=110, bbox_inches="tight", pad_inches=0.15)
    print("wrote", png)


if __name__ == "__main__":
    main()
