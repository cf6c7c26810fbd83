# tally.sh -- the one result counter of the scripts that run tests
# (tests/run.sh, tools/versions.sh; tools/gpu-check.sh's suite step reads
# make test's last line): a result is a line "ok - NAME", "FAIL - NAME" or
# "skip - NAME: WHY", and the last line of a run is tally_line's.
# Sourced (bash), never run.

# tally_of < OUTPUT: "P F S", the ok, FAIL and skip lines of OUTPUT.
tally_of() { awk '/^ok - /{p++} /^FAIL - /{f++} /^skip - /{s++} END{printf "%d %d %d\n", p, f, s}'; }
# tally_line P F S: a run's last line.
tally_line() { echo "$1 passed, $2 failed, $3 skipped"; }
