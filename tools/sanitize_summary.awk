# tools/sanitize_summary.awk -- one line per distinct driver/API error in a
# compute-sanitizer log: "count  ERROR on CALL  <- frame <- frame", where the
# frames are the first host frames outside libcuda (cudacore's or the program's).
# Usage: awk -f tools/sanitize_summary.awk LOG
/Program hit/ {
    if (key != "") counts[key]++
    line = $0; sub(/^=* */, "", line)
    err = line; sub(/^Program hit /, "", err); sub(/ \(error.*on CUDA API call to /, " on ", err); sub(/ due to.*on CUDA API call to /, " on ", err); sub(/\.$/, "", err)
    key = err; nframes = 0; next
}
/Host Frame:/ && key != "" {
    if ($0 ~ /libcuda|libnvrtc|libnccl|libnvJitLink|libcudart|libc\.so|libc-|__libc|_start/) next
    if (nframes >= 2) next
    f = $0; sub(/^.*Host Frame: */, "", f); sub(/ \[0x[0-9a-f]+\]/, "", f); sub(/ in [^ ]*\/([^\/ ]+)$/, " in \\1", f)
    key = key "  <- " f; nframes++; next
}
/^=* *$/ || /ERROR SUMMARY/ { if (key != "") { counts[key]++; key = "" } }
END { if (key != "") counts[key]++; for (k in counts) printf "%5d  %s\n", counts[k], k }
