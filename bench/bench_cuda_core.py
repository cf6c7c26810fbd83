#!/usr/bin/env python3
"""The same operations as cudacore-bench, through NVIDIA's cuda.core (Python).

Usage: python3 bench/bench_cuda_core.py OUTDIR
Reads OUTDIR/bench.json (written by cudacore-bench in the same job on the same
machine), measures each operation it can express in cuda.core, and writes
OUTDIR/bench_cuda_core.json plus a merged table OUTDIR/bench_all.md with a
cuda.core column. Ratios are to the raw driver figure of bench.json. Figures are
medians after a warm-up, taken like the C benchmark (perf_counter_ns): the launch
rows as 200 batches of 500 launches, each from an empty queue, and the capture
row over 200 captures, as cudacore-bench measures them."""
import json
import os
import statistics
import subprocess
import sys
import time

from cuda.core import Device, EventOptions, LaunchConfig, ObjectCode, Program, ProgramOptions, launch

SRC = r'''
extern "C" __global__ void empty_kernel() {}
extern "C" __global__ void args6_kernel(float *out, const float *a, const float *b, int n, float alpha, long long tag) {
    if (n < 0) out[0] = a[0] * alpha + b[0] + (float)tag;
}
'''


def us_per(fn, n, reps=7):
    out = []
    for _ in range(reps):
        t0 = time.perf_counter_ns()
        fn(n)
        out.append((time.perf_counter_ns() - t0) / 1e3 / n)
    return statistics.median(out)


def measure(res, name, fn):
    """One row; an API this cuda.core lacks leaves the row n/a, not the run."""
    try:
        res[name] = fn()
    except Exception as e:  # noqa: BLE001 - report and go on
        print("cuda.core: %s: %s: %s" % (name, type(e).__name__, e))


def main():
    outdir = sys.argv[1]
    base = json.load(open(os.path.join(outdir, "bench.json")))
    dev = Device(0)
    dev.set_current()
    s = dev.create_stream()
    prog = Program(SRC, code_type="c++", options=ProgramOptions(arch="sm_" + dev.arch))
    mod = prog.compile("cubin")
    k0, k6 = mod.get_kernel("empty_kernel"), mod.get_kernel("args6_kernel")
    cfg = LaunchConfig(grid=1, block=1)
    mr = dev.memory_resource
    buf = mr.allocate(1024, stream=s)
    import numpy as np
    n32, a32, t64 = np.int32(0), np.float32(2.0), np.int64(7)
    res = {}

    def launches(n):
        for _ in range(n):
            launch(s, cfg, k0)

    def launches6(n):
        for _ in range(n):
            launch(s, cfg, k6, buf, buf, buf, n32, a32, t64)

    def from_empty_queue(fn, rounds=200, batch=500):
        """As cudacore-bench's launch rows: rounds of `batch` launches, each from an
        empty queue (the stream synchronized between batches, untimed); the median
        over rounds of the time per launch (N = rounds x batch = 100000)."""
        out = []
        for _ in range(rounds):
            t0 = time.perf_counter_ns()
            fn(batch)
            out.append((time.perf_counter_ns() - t0) / 1e3 / batch)
            s.sync()
        return statistics.median(out)

    launches(2000)
    s.sync()
    res["launch host cost, empty kernel (N=100000)"] = from_empty_queue(launches)
    launches6(2000)
    s.sync()
    res["launch host cost, 6 arguments (N=100000)"] = from_empty_queue(launches6)
    lat = []
    for _ in range(3000):
        t0 = time.perf_counter_ns()
        launch(s, cfg, k0)
        s.sync()
        lat.append((time.perf_counter_ns() - t0) / 1e3)
    res["launch + stream sync latency"] = statistics.median(lat)

    def capture():
        cap = []
        for _ in range(200):
            gb = s.create_graph_builder()
            t0 = time.perf_counter_ns()
            gb.begin_building()
            for _ in range(1000):
                launch(gb, cfg, k0)
            gb.end_building()
            cap.append((time.perf_counter_ns() - t0) / 1e3 / 1000)
            if hasattr(gb, "close"):
                gb.close()
        return statistics.median(cap)
    measure(res, "capture 1000 launches into a graph, per launch", capture)

    for size, name in ((256, "256 B"), (64 << 10, "64 KiB"), (16 << 20, "16 MiB")):
        def pairs(n, size=size):
            for _ in range(n):
                b = mr.allocate(size, stream=s)
                b.close(s)
        pairs(1000)
        res["pool alloc+free pair, " + name] = us_per(pairs, 20000)

    for timing in (False, True):
        def events(timing=timing):
            e = s.record(options=EventOptions(timing_enabled=timing))
            lat = []
            for _ in range(3000):
                t0 = time.perf_counter_ns()
                s.record(e)
                e.sync()
                lat.append((time.perf_counter_ns() - t0) / 1e3)
            return statistics.median(lat)
        measure(res, "event record + sync, timing on" if timing else "event record + sync, timing off (default)", events)

    cubin = open(os.path.join(outdir, "bench.cubin"), "rb").read()
    lat = []
    for _ in range(50):
        t0 = time.perf_counter_ns()
        oc = ObjectCode.from_cubin(cubin)
        launch(s, cfg, oc.get_kernel("empty_kernel"))
        s.sync()
        lat.append((time.perf_counter_ns() - t0) / 1e3)
    res["cubin load to first finished launch"] = statistics.median(lat)

    child = ("import time,sys; from cuda.core import Device, ObjectCode, LaunchConfig, launch\n"
             "d=Device(0); d.set_current(); s=d.create_stream(); oc=ObjectCode.from_cubin(open(sys.argv[1],'rb').read())\n"
             "launch(s, LaunchConfig(grid=1, block=1), oc.get_kernel('empty_kernel')); s.sync(); print(time.time_ns())")
    st = []
    for _ in range(6):
        t0 = time.time_ns()
        out = subprocess.check_output([sys.executable, "-c", child, os.path.join(outdir, "bench.cubin")], text=True)
        st.append((int(out.strip().splitlines()[-1]) - t0) / 1e6)
    res["process start to first finished kernel"] = statistics.median(st[1:])

    json.dump(res, open(os.path.join(outdir, "bench_cuda_core.json"), "w"), indent=2)
    lines = ["| operation | cudacore | cuda.core | raw driver | cudacore / raw | cuda.core / raw | target |", "|---|---:|---:|---:|---:|---:|---|"]
    for r in base["rows"]:
        cc = res.get(r["op"])
        core_ratio = ("%.2f" % (cc / r["raw"])) if cc is not None and r["raw"] else "n/a"
        if r["kind"] == "bandwidth":
            core_ratio = "n/a"
        lines.append("| %s | %.3f %s | %s | %.3f %s | %.3f | %s | %s |" % (
            r["op"], r["cudacore"], r["unit"], ("%.3f %s" % (cc, r["unit"])) if cc is not None else "n/a",
            r["raw"], r["unit"], r["ratio"], core_ratio, r["target"]))
    open(os.path.join(outdir, "bench_all.md"), "w").write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
