#!/bin/sh
# tools/host_cost_instructions.sh CALLGRIND_OUT -- instructions per call of each
# host-cost row (bench/host_cost.c run with --count under callgrind): the
# cudacore side's inclusive count against the raw side's, per call.
f=${1:?usage: tools/host_cost_instructions.sh CALLGRIND_OUT}
callgrind_annotate --inclusive=yes --threshold=100 "$f" 2>/dev/null |
awk '
  { gsub(",", "", $1) }
  match($0, /host_cost\.c:(raw|cc)_[a-z_]+ \[/) { n = substr($0, RSTART + 12, RLENGTH - 14); v[n] = $1 }
  END {
    n = split("pool_pair event launch encode all_reduce all_reduce_in_place all_gather reduce_scatter broadcast recorder_as_is nodes_one nodes_by_index nodes_every nodes_fallback graphics", rows, " ")
    printf "instructions per call (callgrind, 1000 calls each side)\n"
    printf "  %-20s %10s %10s %10s\n", "row", "raw", "cudacore", "+"
    for (i = 1; i <= n; i++) {
      r = rows[i]
      if (!(("raw_" r) in v)) continue
      printf "  %-20s %10.1f %10.1f %10.1f\n", r, v["raw_" r] / 1000, v["cc_" r] / 1000, (v["cc_" r] - v["raw_" r]) / 1000
    }
  }'
