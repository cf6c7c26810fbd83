#!/usr/bin/env python3
"""Draws nccl-bench.json (bench/nccl-bench.c) as a PNG: one column per collective.

Usage: python3 bench/plot_nccl.py OUTDIR [PNG]   (default PNG: OUTDIR/nccl-bench.png)
       python3 bench/plot_nccl.py OUTDIR --table (docs/performance.md's compact table, on stdout)
OUTDIR may also be a results file X.json (default PNG: X.png).
Top row: bus bandwidth against size, raw NCCL and cudacore (nccl-tests' busbw; on one
rank, which has none, the time per call instead). Bottom row: cudacore / raw bus
bandwidth (= raw time / cudacore time, same run): 1.0 is the raw call, higher is
better. Sizes on a log axis. Reads the all-reduce-only files of earlier runs too.
--table needs no matplotlib: the sizes 8 B, 64 KiB, 1 MiB, 64 MiB, 256 MiB and 1 GiB
of each collective (the nearest row below each, where n does not divide them)."""
import json
import math
import os
import sys

TITLES = {"all_reduce": "all-reduce", "all_gather": "all-gather", "reduce_scatter": "reduce-scatter", "broadcast": "broadcast"}


def collectives(doc):
    """[(op, rows)] in the file's order; a file of before the four collectives is all-reduce."""
    if "ops" in doc:
        return [(o["op"], o["rows"]) for o in doc["ops"]]
    return [("all_reduce", doc.get("rows", []))]


def size_label(b):
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if b >= 1 << shift:
            return "%g %s" % (b / (1 << shift), unit)
    return "%d B" % b


def size_ticks(sizes):
    """At most 7 powers of 2 spanning the sizes, the smallest and largest among them."""
    lo, hi = int(math.floor(math.log2(min(sizes)))), int(math.ceil(math.log2(max(sizes))))
    step = max(1, int(math.ceil((hi - lo) / 6.0)))
    exps = [e for e in range(hi, lo, -step) if e - lo >= step / 2.0] + [lo]
    return [1 << e for e in reversed(exps)]


def draw(ax_top, ax_ratio, op, rows, ranks):
    from matplotlib.ticker import NullLocator

    sizes = [r["bytes"] for r in rows]
    by_time = ranks < 2 or not any(r["raw_busbw"] for r in rows)
    key, label = ("us", "time per call (us)") if by_time else ("busbw", "bus bandwidth (GB/s)")
    ax_top.plot(sizes, [r["raw_" + key] for r in rows], "o-", markersize=3, label="raw NCCL", color="#c75")
    ax_top.plot(sizes, [r["cudacore_" + key] for r in rows], "s--", markersize=3, label="cudacore", color="#2a7")
    ax_top.set_xscale("log", base=2)
    if by_time:
        ax_top.set_yscale("log")
    ax_top.set_title(TITLES.get(op, op))
    ax_top.set_ylabel(label)
    ax_top.legend(loc="best", fontsize=8)
    ax_top.grid(True, which="major", alpha=0.3)
    ratio = [r.get("ratio") or (r["raw_us"] / r["cudacore_us"] if r["cudacore_us"] else 0) for r in rows]
    ax_ratio.plot(sizes, ratio, "o-", markersize=3, color="#2a7")
    ax_ratio.axhline(1.0, color="black", linewidth=1)
    ax_ratio.set_xscale("log", base=2)
    lo, hi = min(ratio + [0.95]), max(ratio + [1.05])
    ax_ratio.set_ylim(lo - 0.01, hi + 0.01)
    ax_ratio.set_ylabel("raw time / cudacore time" if by_time else "cudacore / raw busbw", fontsize=8)
    ax_ratio.set_xlabel("size (bytes, nccl-tests' definition)")
    ax_ratio.grid(True, which="major", alpha=0.3)
    ticks = size_ticks(sizes)
    for ax in (ax_top, ax_ratio):
        ax.set_xticks(ticks)
        ax.set_xticklabels([size_label(s) for s in ticks], fontsize=7)
        ax.xaxis.set_minor_locator(NullLocator())


TABLE_SIZES = (8, 1 << 16, 1 << 20, 1 << 26, 1 << 28, 1 << 30)


def table(doc, cols):
    """docs/performance.md's table: selected sizes of every collective, one row each."""
    ranks = doc.get("ranks", 1)
    print("| collective | size | raw NCCL (µs) | cudacore (µs) | raw busbw (GB/s) | cudacore busbw (GB/s) | cudacore / raw |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for op, rows in cols:
        for want in TABLE_SIZES:
            below = [r for r in rows if r["bytes"] <= want]
            r = below[-1] if below else None
            if not r or want - r["bytes"] >= 4 * ranks:
                continue
            ratio = r.get("ratio") or r["raw_us"] / r["cudacore_us"]
            bw = ("%.2f" % r["raw_busbw"], "%.2f" % r["cudacore_busbw"]) if ranks > 1 else ("–", "–")
            print("| %s | %s | %.2f | %.2f | %s | %s | %.3f |" % (TITLES.get(op, op), size_label(r["bytes"]), r["raw_us"], r["cudacore_us"], bw[0], bw[1], ratio))


def plot(doc, cols, png):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ranks = doc.get("ranks", 1)
    fig, axes = plt.subplots(2, len(cols), figsize=(4.2 * len(cols) + 0.6, 6.4), squeeze=False, gridspec_kw={"height_ratios": [2, 1]})
    for i, (op, rows) in enumerate(cols):
        draw(axes[0][i], axes[1][i], op, rows, ranks)
    fig.suptitle("cudacore vs raw NCCL, %d rank%s\n%s, NCCL %s, float32, out of place"
                 % (ranks, "" if ranks == 1 else "s", doc.get("device", "?"), doc.get("nccl", "?")), fontsize=10)
    fig.tight_layout()
    fig.savefig(png, dpi=110)
    print("wrote", png)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    outdir = sys.argv[1]  # a run's OUTDIR, or a results .json file
    path = outdir if outdir.endswith(".json") else os.path.join(outdir, "nccl-bench.json")
    doc = json.load(open(path))
    cols = [(op, rows) for op, rows in collectives(doc) if rows]
    if not cols:
        sys.exit("plot_nccl: no rows in %s" % path)
    if len(sys.argv) > 2 and sys.argv[2] == "--table":
        table(doc, cols)
    else:
        plot(doc, cols, sys.argv[2] if len(sys.argv) > 2 else path[:-len(".json")] + ".png")


if __name__ == "__main__":
    main()
