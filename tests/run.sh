#!/usr/bin/env bash
# tests/run.sh -- runs every step of `make test` and prints the totals.
# Usage: tests/run.sh BUILD_DIR STEP...   where each STEP is one of
#   compile:NAME:COMMAND...  a compile/link command that must succeed (skipped with
#                            exit code 77 from tests/need.sh when its compiler is missing)
#   run:NAME:COMMAND...      a command that must succeed (exit 77: skipped, its output says why)
#   bin:PATH                 a test program printing "ok/FAIL/skip - name" lines
#                            ($TEST_RUNNER, if set, runs it: TEST_RUNNER=wine for .exe files)
# The last line is "N passed, N failed, N skipped".
set -u
build=$1; shift
mkdir -p "$build"
log="$build/test.log"; : > "$log"
pass=0; fail=0; skip=0
for step in "$@"; do
  case "$step" in
    compile:*|run:*)
      kind=${step%%:*}; rest=${step#*:}; name=${rest%%:*}; cmd=${rest#*:}
      [ "$kind" = compile ] && name="compile $name"
      out=$(bash -c "$cmd" 2>&1); rc=$?
      if [ $rc -eq 0 ]; then echo "ok - $name"; pass=$((pass+1))
      elif [ $rc -eq 77 ]; then echo "skip - $name: $(echo "$out" | tail -1)"; skip=$((skip+1))
      else echo "FAIL - $name"; echo "$out" | head -30 | sed 's/^/  /'; fail=$((fail+1)); fi
      ;;
    bin:*)
      bin=${step#bin:}
      out=$(${TEST_RUNNER:-} "$bin" 2>&1); rc=$?
      echo "$out" >> "$log"
      echo "$out" | grep -E '^(ok|FAIL|skip) - |^  ' || true
      p=$(echo "$out" | grep -c '^ok - '); f=$(echo "$out" | grep -c '^FAIL - '); s=$(echo "$out" | grep -c '^skip - ')
      pass=$((pass+p)); fail=$((fail+f)); skip=$((skip+s))
      if [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "FAIL - $(basename "$bin") exited with status $rc"; echo "$out" | tail -5 | sed 's/^/  /'; fail=$((fail+1))
      fi
      ;;
    *) echo "run.sh: unknown step $step"; fail=$((fail+1));;
  esac
done
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
