#!/usr/bin/env python3
"""tools/rounds_pool.py FILE... -- paired rows pooled over processes.

Each FILE is what one cudacore-bench process wrote under
CUDACORE_BENCH_ROUNDS=FILE: for every paired row, its rounds in order (one
line a round, "raw cudacore" in us per operation), then "# ROW NAME". Rows
are grouped by name, " (repeat N)" left out, over every file; for each group
it prints the number of rounds and processes, the median of the per-round
differences cudacore - raw with its 95% confidence interval (order
statistics, as the benchmark's own rows), and the range of the per-process
medians. When a group's name says "raw vs raw" (both sides the raw calls: the
pairing's own bias), every other group also gets its median less the
control's, with a 95% interval from a seeded bootstrap of both groups. One
process's row can move by more than the differences it is meant to show;
pooled, the processes' own layouts average out."""
import math
import random
import re
import sys


def median(v):
    s = sorted(v)
    n = len(s)
    return s[n // 2] if n % 2 else 0.5 * (s[n // 2 - 1] + s[n // 2])


def median_ci(v):
    s = sorted(v)
    n = len(s)
    j = max(0, math.floor(n / 2 - 0.98 * math.sqrt(n)))
    k = min(n - 1, math.ceil(n / 2 + 0.98 * math.sqrt(n)))
    return median(s), s[j], s[k]


def read(path, groups):
    rounds = []
    with open(path) as f:
        for line in f:
            if line.startswith("# "):
                name = re.sub(r" \(repeat \d+\)$", "", line[2:].strip())
                g = groups.setdefault(name, {"diffs": [], "per_process": []})
                d = [c - r for r, c in rounds]
                if d:
                    g["diffs"].extend(d)
                    g["per_process"].append((path, median(d)))
                rounds = []
            elif line.strip():
                raw, cc = line.split()
                rounds.append((float(raw), float(cc)))


def net_ci(a, b, seed=1, resamples=400):
    """95% interval of median(a) - median(b), a seeded bootstrap."""
    rng = random.Random(seed)
    est = sorted(median(rng.choices(a, k=len(a))) - median(rng.choices(b, k=len(b))) for _ in range(resamples))
    return est[int(0.025 * resamples)], est[int(0.975 * resamples) - 1]


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: tools/rounds_pool.py FILE...")
    groups = {}
    for path in sys.argv[1:]:
        read(path, groups)
    control = next((g for name, g in groups.items() if "raw vs raw" in name), None)
    for name, g in groups.items():
        m, lo, hi = median_ci(g["diffs"])
        files = {p for p, _ in g["per_process"]}
        per = [v for _, v in g["per_process"]]
        line = "%s: pooled %d rounds from %d process(es): cudacore - raw median %+.3f us, 95%% CI [%+.3f, %+.3f]; rows %+.3f to %+.3f" % (
            name, len(g["diffs"]), len(files), m, lo, hi, min(per), max(per))
        if control is not None and g is not control:
            nlo, nhi = net_ci(g["diffs"], control["diffs"])
            line += "; less the raw-vs-raw control %+.3f us [%+.3f, %+.3f]" % (m - median(control["diffs"]), nlo, nhi)
        print(line)


main()
