# tests/tally.sh -- the one count of results, sourced by tests/run.sh,
# tools/versions.sh and tools/gpu-check.sh. A result is a line "ok - NAME",
# "FAIL - NAME" or "skip - NAME: why"; each of the three ends with
# tally_line's "N passed, N failed, N skipped".

# [FILE...]: "P F S", the result lines of the files (or of stdin) counted
tally_counts() {
  awk '/^ok - /{p++} /^FAIL - /{f++} /^skip - /{s++} END{printf "%d %d %d\n", p, f, s}' "$@"
}

# P F S: the last line
tally_line() {
  echo "$1 passed, $2 failed, $3 skipped"
}
