#!/usr/bin/env python3
"""tools/docs_check.py -- what the documents say, checked (make test runs it).

Usage:
  tools/docs_check.py links FILE...
      Every relative link of each Markdown FILE resolves: [text](path),
      ![alt](path), [text](path#anchor), [text](#anchor) and reference
      definitions "[name]: path", outside code blocks and code spans. A path
      is taken from the file's own folder and must name a file or folder of
      the repository; an anchor must be a heading of the target page, as a
      code host makes its id (lower case, punctuation dropped, spaces to
      hyphens, "-1", "-2" for repeats). Links to http(s) and mailto are not
      followed. Fails on a broken link, and when the files hold no relative
      link at all (nothing was checked).

  tools/docs_check.py names FILE...
      Every cudacore_* and cudabind_* name the files write is declared in
      cudacore.h or cudabind.h, and every CUDACORE_* and CUDABIND_* name is
      found in the repository's sources (the headers, tests/, bench/, tools/,
      examples/, the Makefile and CMake files: variables such as
      CUDACORE_TEST_ONLY live there). Fails on
      a name that is nowhere, and when the files name none.

  tools/docs_check.py rows FILE
      Every row of the tables in FILE's "## Performance" section is, as it
      is, a row of a run that section links under bench/results/: the
      figures are the run's, not retyped. Fails on a row found in none, and
      when the section has no row or links no run.

  tools/docs_check.py counts --build BUILD FILE...
      Every count the documents state, against the tool that measures it:
        bad inputs, public functions   tests/unit/test_bad_input's own count,
                                        run from BUILD ("CPU: N bad inputs
                                        across M public functions")
        wrappers                        cudabind.h's coverage, as
                                        tools/gen_abi.py measured and wrote it
        the version matrix's weight     the "# versions.sh: wheels: ..." line
                                        of the logs kept in docs/versions/
                                        (tools/versions.sh measures it), whose
                                        wheel count must be tools/versions.txt's
        test programs, example programs the files the Makefile builds them from
      Each statement is found by its wording ("1,564 bad inputs", "487
      wrappers", "1.5 GB of wheels (36 files)", ...; the table RULES below
      says which); every number so stated must be the measured one. Fails on
      a wrong number, and when a measured fact is stated nowhere (the
      wording changed: the check would check nothing).
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# --- Markdown, read as a code host reads it ----------------------------------------
def prose_lines(text):
    """(line number, line) of the text outside fenced code blocks, with code spans blanked."""
    fence = None
    for n, line in enumerate(text.split("\n"), 1):
        m = re.match(r"^\s*(```+|~~~+)", line)
        if m:
            if fence is None:
                fence = m.group(1)[0] * 3
            elif line.strip().startswith(fence):
                fence = None
            continue
        if fence is None:
            yield n, re.sub(r"`[^`]*`", lambda s: " " * len(s.group(0)), line)


def slug(heading):
    """A heading's anchor id, as GitHub makes it."""
    h = heading.strip().lower()
    h = re.sub(r"<[^>]+>", "", h)
    h = re.sub(r"[^\w\- ]", "", h)  # (\w keeps letters of every script, digits and _)
    return h.replace(" ", "-")


def anchors(path):
    ids, seen = set(), {}
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for _, line in prose_lines(text):
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        base = slug(m.group(2).replace("`", ""))
        k = seen.get(base, 0)
        ids.add(base if k == 0 else "%s-%d" % (base, k))
        seen[base] = k + 1
    # explicit anchors: <a id="x"></a> / <a name="x"></a>
    ids.update(re.findall(r'<a\s+(?:id|name)="([^"]+)"', text))
    return ids


LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFDEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$")


def links_of(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    # code spans are blanked line by line; a link's text may hold one, so read the raw line at the match
    raw = text.split("\n")
    for n, line in prose_lines(text):
        for m in LINK.finditer(line):
            target = LINK.match(raw[n - 1], m.start())
            yield n, (target.group(1) if target else m.group(1))
        m = REFDEF.match(line)
        if m:
            yield n, m.group(1)


def check_links(files):
    broken, checked = [], 0
    cache = {}
    for path in files:
        for n, target in links_of(path):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):  # http:, https:, mailto:
                continue
            checked += 1
            file_part, _, anchor = target.partition("#")
            dest = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            where = "%s:%d: %s" % (os.path.relpath(path, ROOT), n, target)
            if not os.path.exists(dest):
                broken.append("%s: no such file" % where)
                continue
            if os.path.relpath(os.path.abspath(dest), ROOT).split(os.sep)[0] == "..":
                broken.append("%s: outside the repository" % where)
                continue
            if anchor:
                if not dest.endswith(".md"):
                    broken.append("%s: an anchor into a file that is not Markdown" % where)
                    continue
                if dest not in cache:
                    cache[dest] = anchors(dest)
                if anchor not in cache[dest]:
                    broken.append("%s: %s has no heading with the id '%s'" % (where, os.path.relpath(dest, ROOT), anchor))
    for b in broken:
        print("FAIL - %s" % b)
    if checked == 0:
        print("FAIL - no relative link in %s: nothing was checked" % " ".join(files))
        return 1
    print("%d relative links checked in %d files, %d broken" % (checked, len(files), len(broken)))
    return 1 if broken else 0


# --- counts -----------------------------------------------------------------------
def number(s):
    return float(s.replace(",", "")) if "." in s else int(s.replace(",", ""))


def measure(build):
    """Every count the documents may state, as its tool measures it."""
    facts = {}
    exe = os.path.join(build, "tests", "test_bad_input")
    out = subprocess.run([exe], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True).stdout
    m = re.search(r"CPU: (\d+) bad inputs across (\d+) public functions", out)
    if not m:
        sys.exit("FAIL - %s did not print its count (\"CPU: N bad inputs across M public functions\")" % exe)
    facts["bad inputs"], facts["public functions"] = int(m.group(1)), int(m.group(2))
    with open(os.path.join(ROOT, "cudabind.h"), encoding="utf-8") as f:
        bind = f.read()
    m = re.search(r"driver\s+(\d+) of (\d+) cuda\.h \+ cudaGL\.h functions wrapped \((\d+) wrappers", bind)
    facts["driver functions"] = (int(m.group(1)), int(m.group(2)))
    facts["driver wrappers"] = int(m.group(3))
    for lib, header in (("NVRTC", "nvrtc.h"), ("nvJitLink", "nvJitLink.h"), ("libNVVM", "nvvm.h"), ("NCCL", "nccl.h")):
        m = re.search(r"%s\s+(\d+) of (\d+) %s functions wrapped" % (lib, re.escape(header)), bind)
        facts[header + " functions"] = (int(m.group(1)), int(m.group(2)))
    facts["NVML functions"] = int(re.search(r"NVML\s+(\d+) functions: the subset", bind).group(1))
    logs = sorted(glob.glob(os.path.join(ROOT, "docs", "versions", "*.log")))
    weights = []
    for log in logs:
        with open(log, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"# versions\.sh: wheels: (\d+) files, ([\d.]+) GB .*; unpacked: ([\d.]+) GB .*; the cache folder: ([\d.]+) GB", line)
                if m:
                    weights.append(m.groups())
    if not weights:
        sys.exit("FAIL - no \"# versions.sh: wheels: ...\" line in docs/versions/*.log (tools/versions.sh writes it)")
    files, wheels, unpacked, cache = weights[0]
    specs = set()
    with open(os.path.join(ROOT, "tools", "versions.txt"), encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.lstrip().startswith("#"):
                specs.update(line.split()[1:])
    if int(files) != len(specs):
        sys.exit("FAIL - the kept matrix log weighs %s wheel files; tools/versions.txt names %d: run make test-versions and keep its log" %
                 (files, len(specs)))
    facts["wheel files"], facts["GB of wheels"] = int(files), float(wheels)
    facts["GB unpacked"], facts["GB in all"] = float(unpacked), float(cache)
    facts["CPU test programs"] = len(glob.glob(os.path.join(ROOT, "tests", "unit", "*.c")))
    facts["GPU test programs"] = len(glob.glob(os.path.join(ROOT, "tests", "gpu", "*.c")))
    facts["examples"] = len(glob.glob(os.path.join(ROOT, "examples", "*.c")))
    return facts


# How each count is worded: a pattern, and the fact its groups must equal.
N = r"(\d[\d,]*)"
RULES = [
    (N + r" bad inputs", ["bad inputs"]),
    (N + r" (?:public|`?CUDACORE_API`?) functions", ["public functions"]),
    (N + r" of " + N + r" (?:`?cuda\.h`? \+ `?cudaGL\.h`?|driver) functions", ["driver functions"]),
    (N + r" wrappers", ["driver wrappers"]),
    (N + r" of " + N + r" `?nvrtc\.h`? functions", ["nvrtc.h functions"]),
    (N + r" of " + N + r" `?nvJitLink\.h`? functions", ["nvJitLink.h functions"]),
    (N + r" of " + N + r" `?nvvm\.h`? functions", ["nvvm.h functions"]),
    (N + r" of " + N + r" `?nccl\.h`? functions", ["nccl.h functions"]),
    (N + r" NVML functions", ["NVML functions"]),
    (r"([\d.]+) GB of wheels \((\d+) files\)", ["GB of wheels", "wheel files"]),
    (r"([\d.]+) GB of wheels", ["GB of wheels"]),
    (r"([\d.]+) GB unpacked", ["GB unpacked"]),
    (r"([\d.]+) GB in all", ["GB in all"]),
    (N + r" CPU test programs", ["CPU test programs"]),
    (N + r" GPU test programs", ["GPU test programs"]),
    (N + r" example programs", ["examples"]),
]


def check_counts(build, files):
    facts = measure(build)
    wrong, stated = [], set()
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for n, line in enumerate(text.split("\n"), 1):  # (code blocks too: a count is a count)
            plain = line.replace("**", "")
            for pattern, keys in RULES:
                for m in re.finditer(pattern, plain):
                    values = [number(g) for g in m.groups()]
                    want = []
                    for k in keys:
                        v = facts[k]
                        want += list(v) if isinstance(v, tuple) else [v]
                    stated.update(keys)
                    if values != want[:len(values)]:
                        wrong.append("%s:%d: \"%s\" says %s; measured: %s" %
                                     (os.path.relpath(path, ROOT), n, m.group(0), values, want[:len(values)]))
    for w in wrong:
        print("FAIL - %s" % w)
    unstated = sorted(k for k in facts if k not in stated)
    for k in unstated:
        print("FAIL - no document states the count of %s (%s): its wording changed? (tools/docs_check.py, RULES)" % (k, facts[k]))
    print("%d counts measured, %d stated wrongly, %d stated nowhere" % (len(facts), len(wrong), len(unstated)))
    return 1 if wrong or unstated else 0


# --- names ----------------------------------------------------------------------
NAME = re.compile(r"\b((?:cudacore|cudabind|CUDACORE|CUDABIND)_[A-Za-z0-9_]*[A-Za-z0-9])\b")


def check_names(files):
    with open(os.path.join(ROOT, "cudacore.h"), encoding="utf-8") as f:
        api = f.read()
    with open(os.path.join(ROOT, "cudabind.h"), encoding="utf-8") as f:
        api += f.read()
    sources = api
    for pattern in ("tests/*.h", "tests/*.sh", "tests/*/*.c", "bench/*.c", "bench/*.h", "tools/*.c", "tools/*.sh", "tools/*.py", "examples/*.c",
                    "Makefile", "CMakeLists.txt", "cmake/*"):
        for path in glob.glob(os.path.join(ROOT, pattern)):
            with open(path, encoding="utf-8", errors="replace") as f:
                sources += f.read()
    declared = set(NAME.findall(api))
    known = set(NAME.findall(sources))
    missing, seen = [], set()
    for path in files:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                for name in NAME.findall(line):
                    seen.add(name)
                    lower = name[0].islower()
                    if (lower and name not in declared) or (not lower and name not in known):
                        missing.append("%s:%d: %s is %s" % (os.path.relpath(path, ROOT), n, name,
                                                             "declared in neither cudacore.h nor cudabind.h" if lower else "in none of the sources"))
    for m in missing:
        print("FAIL - %s" % m)
    if not seen:
        print("FAIL - no cudacore name in %s: nothing was checked" % " ".join(files))
        return 1
    print("%d distinct names checked in %d files, %d unknown" % (len(seen), len(files), len(missing)))
    return 1 if missing else 0


# --- rows -------------------------------------------------------------------------
def check_rows(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^## Performance\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    if not m:
        print("FAIL - %s has no \"## Performance\" section" % path)
        return 1
    section = m.group(1)
    runs = sorted(set(re.findall(r"\]\((bench/results/[^)#\s]+\.md)\)", section)))
    lines = set()
    for run in runs:
        with open(os.path.join(os.path.dirname(os.path.abspath(path)), run), encoding="utf-8") as f:
            lines.update(l.rstrip("\n") for l in f)
    rows = [l for l in section.split("\n") if l.startswith("|") and not re.match(r"^\|[-:| ]+\|$", l) and not l.startswith("| operation |")]
    bad = [r for r in rows if r not in lines]
    for r in bad:
        print("FAIL - %s: a row of no run it links (%s): %s" % (path, ", ".join(runs) or "none", r[:120]))
    if not rows or not runs:
        print("FAIL - %s: the performance section has %d rows and links %d runs: nothing was checked" % (path, len(rows), len(runs)))
        return 1
    print("%d rows checked against %s, %d not there" % (len(rows), ", ".join(runs), len(bad)))
    return 1 if bad else 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "links":
        return check_links(argv[1:])
    if len(argv) >= 2 and argv[0] == "names":
        return check_names(argv[1:])
    if len(argv) == 2 and argv[0] == "rows":
        return check_rows(argv[1])
    if len(argv) >= 4 and argv[0] == "counts" and argv[1] == "--build":
        return check_counts(argv[2], argv[3:])
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
