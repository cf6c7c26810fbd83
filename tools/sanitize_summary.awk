# tools/sanitize_summary.awk -- one line per distinct driver/API error in a
# compute-sanitizer log:  "count  ERROR on CALL  <- cudacore_fn  <- caller_fn in file:line"
# where cudacore_fn is the first host frame outside the CUDA libraries and
# caller_fn the first frame outside cudacore.h/cudabind.h (the test's or the
# example's own function; absent when the error came from a library's thread).
# An error whose innermost frame (past libcuda) is in libnccl is marked
# "(inside libnccl)": NCCL made the call, on its own behalf.
# Usage: awk -f tools/sanitize_summary.awk LOG
function flush() {
    if (key != "") counts[key (inner == "libnccl" ? "  (inside libnccl)" : "") (user != "" && user != first ? "  <- " user : "")]++
    key = ""; first = ""; user = ""; inner = ""
}
/Program hit/ {
    flush()
    err = $0; sub(/^=* *Program hit /, "", err)
    sub(/ \(error [0-9]+\)/, "", err); sub(/ due to ".*" on CUDA API call to /, " on ", err); sub(/ on CUDA API call to /, " on ", err); sub(/\.$/, "", err)
    key = err; next
}
/Host Frame:/ && key != "" {
    if ($0 ~ /libcuda\.so/) next
    if (inner == "") inner = $0 ~ /libnccl/ ? "libnccl" : "other"
    if ($0 ~ /libnvrtc|libnccl|libnvJitLink|libcudart|libc\.so|libc-|__libc|_start/) next
    f = $0; sub(/^.*Host Frame: */, "", f); sub(/ \[0x[0-9a-f]+\]/, "", f); sub(/ in [^ ]*\/([^\/ ]+)$/, " in \\1", f)
    if (first == "") { first = f; key = key "  <- " f }
    if (user == "" && f !~ /cudacore\.h|cudabind\.h/) user = f
    next
}
/ERROR SUMMARY/ || /^=+ *$/ { flush() }
END { flush(); for (k in counts) printf "%5d  %s\n", counts[k], k }
