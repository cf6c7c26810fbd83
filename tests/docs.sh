#!/usr/bin/env bash
# tests/docs.sh BUILD_DIR FILE -- what a newcomer copies from the documents,
# compiled as written (make test runs it once per FILE).
#
#   FILE examples/NAME.c  the example, built with its own build line: the
#       "Build:" line of its opening comment, run from the repository root as
#       written, with $CC (when set) in place of its leading `cc` and the
#       program written to BUILD_DIR/docs/ instead of the current folder. The
#       line must name the example's own file. (Built as `build` below says:
#       the implementation is not compiled twice.)
#   FILE README.md, docs/*.md (any Markdown page)
#                         every ```c block, and every `make` command of a
#                         ```sh block: each target it names must be one the
#                         Makefile has. A page with neither fails.
#   FILE cudacore.h       every code block of the manual (the header's opening
#       comment): a paragraph indented 8 spaces that follows a blank line,
#       except a build line (one that starts with `cc `).
#
# Each snippet is compiled with $CC -std=c99 -Wall -Wextra -pedantic -Werror:
#   - a snippet that defines main() is a whole program: built and linked as
#     README.md's quick start says (-ldl -lpthread), with the repository root
#     on the include path (where the quick start keeps cudacore.h; built as
#     `build` below says), then run
#     (at most 60 s): it must exit 0, or say why on its standard output
#     (with no driver here, the quick start's "why" is what a reader sees);
#   - any other snippet is a fragment, wrapped by this rule: its leading
#     preprocessor lines (#define, #include), then <stdio.h> and "cudacore.h";
#     then, when its first other line is a comment `/* given: DECLARATIONS */`
#     (what the fragment takes from the program around it, which the reader
#     sees too), those declarations at file scope; then the whole fragment as
#     the body of `void snippet(void)`. A fragment is compiled, not linked
#     (-fsyntax-only: its errors and warnings).
#
# Prints "ok - ..." or "FAIL - ..." (with the compiler's first lines) for each
# item; exits 1 when any fails, 77 (skipped, the reason last) without a C
# compiler, and 1 when FILE has no snippet at all (the rule found nothing).
set -u
[ $# -eq 2 ] || { echo "usage: tests/docs.sh BUILD_DIR FILE"; exit 2; }
mkdir -p "$1/docs" || exit 1
out=$(cd "$1/docs" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
impl=$(cd "$1" && pwd)/obj/cudacore.o # (what make builds: tests/impl.c)
file=$2
cc=${CC:-cc}
cd "$root" || exit 1
command -v "${cc%% *}" >/dev/null 2>&1 || { echo "no C compiler ($cc)"; exit 77; }
flags="-std=c99 -Wall -Wextra -pedantic -Werror"
failed=0

# report NAME LOG STATUS: one line per item, the compiler's first lines on failure
report() {
  if [ "$3" -eq 0 ]; then echo "ok - $1"
  else echo "FAIL - $1"; head -12 "$2" | sed 's/^/  /'; failed=$((failed+1)); fi
}

# the example's own build line, run as written
example() {
  local name line cmd
  name=$(basename "$file" .c)
  line=$(awk 'NR == 1, /\*\//' "$file" | grep -m1 'Build:' | sed 's/.*Build:[[:space:]]*//; s/[[:space:]]*\*\/.*$//')
  case "$line" in
    "") echo "FAIL - $file: its opening comment has no \"Build:\" line"; exit 1;;
    "cc "*"$file "*) ;;
    *) echo "FAIL - $file: its build line does not start with cc and name $file: $line"; exit 1;;
  esac
  cmd="$cc ${line#cc }"
  cmd=$(printf '%s\n' "$cmd" | sed "s| -o [^ ]*| -o $out/$name|")
  build "$file" "$cmd" > "$out/$name.log" 2>&1
  report "$file builds with its own line: $line" "$out/$name.log" $?
}

# build SOURCE COMMAND: COMMAND (a compile-and-link line that names SOURCE,
# a one-file cudacore program) run as written, without compiling the
# implementation twice when make has built it for this build folder
# ($impl): first with -fsyntax-only (the file as the line compiles it, the
# whole implementation included: its errors and warnings), then with
# -DCUDACORE_NO_IMPLEMENTATION and that object after SOURCE, which makes the
# program: its own code compiled and linked with the line's own libraries.
# (Compiling the implementation is almost all of a build's time, and the
# object holds the same code.) Without the object, or when SOURCE sets a
# CUDACORE_ macro of its own (a configuration the object lacks): as written.
build() {
  local src=$1 cmd=$2
  if [ ! -f "$impl" ] || grep -v 'CUDACORE_IMPLEMENTATION' "$src" | grep -q '^#define CUDACORE_'; then bash -c "$cmd"; return; fi
  bash -c "$cmd -fsyntax-only" || return
  bash -c "$(printf '%s\n' "$cmd" | sed "s| $src | $src -DCUDACORE_NO_IMPLEMENTATION $impl |")"
}

# splits FILE's snippets into $out/FILE-LINE.raw (LINE: the snippet's first line)
extract() {
  local base
  base=$(printf '%s' "$file" | tr '/' '_')
  rm -f "$out/$base"-*.raw
  case "$base" in
    *.md)
      awk -v p="$out/$base" '
        /^```c[[:space:]]*$/ { f = p "-" (NR + 1) ".raw"; printf "" > f; inb = 1; next }
        inb && /^```/ { inb = 0; close(f); next }
        inb { print > f }' "$file";;
    cudacore.h)
      awk -v p="$out/$base" '
        /^\*\// { exit }
        inb && /^[[:space:]]*$/ { inb = 0; close(f) }
        !inb && blank && /^        [^ ]/ && !/^        cc / { f = p "-" NR ".raw"; inb = 1 }
        inb { print substr($0, 9) > f }
        { blank = /^[[:space:]]*$/ }' "$file";;
    *) echo "tests/docs.sh: no snippet rule for $file"; exit 2;;
  esac
}

# wrap RAW C: a whole program as it is, a fragment by the rule above
wrap() {
  if grep -q '\bmain[[:space:]]*(' "$1"; then cp "$1" "$2"; return; fi
  awk '
    !body && (/^#/ || /^[[:space:]]*$/) { print; next }
    !body { body = 1; print "#include <stdio.h>"; print "#include \"cudacore.h\""
            if (match($0, /^\/\* given: .*\*\/[[:space:]]*$/)) { d = $0; sub(/^\/\* given: /, "", d); sub(/[[:space:]]*\*\/[[:space:]]*$/, "", d); print d }
            print "void snippet(void);"; print "void snippet(void) {" }
    { print }
    END { if (!body) { print "#include <stdio.h>"; print "#include \"cudacore.h\""; print "void snippet(void);"; print "void snippet(void) {" }
          print "}" }' "$1" > "$2"
}

# a whole program, run: exit 0, or a reason on its standard output
run_program() {
  local rc
  timeout 60 "$2" > "$2.stdout" 2> "$2.stderr"; rc=$?
  if [ $rc -eq 0 ]; then echo "ok - $1 runs (exit 0)"
  elif [ -s "$2.stdout" ]; then echo "ok - $1 runs: exit $rc, saying why: $(head -1 "$2.stdout")"
  else
    echo "FAIL - $1 exits $rc and says nothing on its standard output (a reader sees no reason)"
    head -5 "$2.stderr" | sed 's/^/  stderr: /'; failed=$((failed+1))
  fi
}

# the targets the Makefile has (its database, nothing run)
make_targets() {
  make -C "$root" -qp 2>/dev/null | awk '
    /^# Not a target/ { skip = 1; next }
    /^[^#\t%.][^=]*:([^=]|$)/ && !skip { sub(/:.*/, ""); n = split($0, t, " "); for (i = 1; i <= n; i++) print t[i] }
    { skip = 0 }' | sort -u
}

# every `make TARGET...` of the page's ```sh blocks names targets the Makefile has
make_lines() {
  local targets line word n=0 bad
  awk '/^```sh[[:space:]]*$/ { inb = 1; next } inb && /^```/ { inb = 0; next }
       inb && /^[[:space:]]*make([[:space:]]|$)/ { print NR ":" $0 }' "$file" > "$out/$(printf '%s' "$file" | tr '/' '_').make"
  [ -s "$out/$(printf '%s' "$file" | tr '/' '_').make" ] || return 0
  targets=$(make_targets)
  while IFS= read -r line; do
    n=$((n+1)); bad=""
    # (quoted values, STEPS="suite sanitize", are a variable's: not targets)
    for word in $(printf '%s\n' "${line#*:}" | sed "s/\"[^\"]*\"//g; s/'[^']*'//g"); do
      case "$word" in make|-*|*=*) continue;; "#"*) break;; esac
      printf '%s\n' "$targets" | grep -qxF "$word" || bad="$bad $word"
    done
    if [ -z "$bad" ]; then echo "ok - $file:${line%%:*}: ${line#*:}"
    else echo "FAIL - $file:${line%%:*}: the Makefile has no target$bad (${line#*:})"; failed=$((failed+1)); fi
  done < "$out/$(printf '%s' "$file" | tr '/' '_').make"
  makes=$n
}

snippets() {
  local raw c n=0 at
  makes=0
  case "$file" in *.md) make_lines;; esac
  extract
  for raw in "$out/$(printf '%s' "$file" | tr '/' '_')"-*.raw; do
    [ -f "$raw" ] || continue
    n=$((n+1))
    at=${raw##*-}; at=${at%.raw}
    c=${raw%.raw}.c
    wrap "$raw" "$c"
    if grep -q '\bmain[[:space:]]*(' "$c"; then
      build "$c" "$cc $flags -I\"$root\" $c -o ${c%.c} -ldl -lpthread" > "${c%.c}.log" 2>&1
      report "$file:$at (a whole program, built and linked)" "${c%.c}.log" $?
      [ -x "${c%.c}" ] && run_program "$file:$at" "${c%.c}"
    else
      $cc $flags -I"$root" -fsyntax-only "$c" > "${c%.c}.log" 2>&1
      report "$file:$at (a fragment, compiled: $c)" "${c%.c}.log" $?
    fi
  done
  [ $((n + makes)) -gt 0 ] || { echo "FAIL - $file: no C snippet and no make command found (the extraction rule is out of date)"; failed=1; }
}

case "$file" in
  examples/*.c) example;;
  *) snippets;;
esac
[ $failed -eq 0 ]
