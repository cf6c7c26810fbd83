#!/usr/bin/env python3
"""tools/versions_table.py -- the compatibility table (docs/compatibility.md)
and its headline (there and in the README), from the version matrix's output
(tools/versions.sh; make versions-table).

Usage: tools/versions_table.py [--page docs/compatibility.md] [--readme README.md] [--check] LOG...
Reads the "version-row:" lines (and the "# versions.sh:" run lines) of each
LOG: a whole versions.log, or the rows kept under docs/versions/. One table
row per library and version: what the checks without a GPU found, and what
each GPU run found with its driver and GPU (a library seen twice, as in the
cross unit or a unit found by discovery, is merged: a FAIL anywhere is a
FAIL). Rows that no GPU run has reached say so. Prints the table, or:
  --page FILE    writes the table between FILE's markers
                     <!-- versions-table:begin ... -->  and  <!-- versions-table:end -->
                 and the headline between
                     <!-- versions-headline:begin ... -->  and  <!-- versions-headline:end -->
  --readme FILE  writes the headline between FILE's headline markers
  --check        writes nothing: fails (status 1) when a file is not what it
                 would write (make test runs this)
"""
import re
import sys

MARKERS = {"table": (re.compile(r"^<!-- versions-table:begin.*-->$"), "<!-- versions-table:end -->"),
           "headline": (re.compile(r"^<!-- versions-headline:begin.*-->$"), "<!-- versions-headline:end -->")}
LIBRARIES = ["nvrtc", "nvjitlink", "nvvm", "nccl"]
NAMES = {"nvrtc": "NVRTC", "nvjitlink": "nvJitLink", "nvvm": "libNVVM", "nccl": "NCCL"}

# How a note of versions_check reads in the table (else "key value").
READABLE = [
    (r"^cubin:ok$", "CUBIN"),
    (r"^ptx:ok\(isa_(.*)\)$", r"PTX (ISA \1)"),
    (r"^ltoir:ok$", "LTO-IR"),
    (r"^names:ok$", "name expressions"),
    (r"^headers:wheel\((.*)\)$", r"toolkit headers: the wheel's (\1)"),
    (r"^headers:none\((.*)\)$", r"toolkit headers: none found (\1)"),
    (r"^headers:(.*)\((.*)\)$", r"toolkit headers: not the wheel's, `\1` (\2)"),
    (r"^own-headers:ok$", "its own header wheels"),
    (r"^cache-first:miss$", "cache: no other version's entry"),
    (r"^cache-first:hit$", "cache: **another version's entry served**"),
    (r"^link:ok$", "links LTO-IR"),
    (r"^link:refused\(<12.3\)$", "not used for LTO (< 12.3: refused)"),
    (r"^direct-link:ok$", "its own API links LTO-IR"),
    (r"^older-than-nvrtc:refused$", "a newer NVRTC's LTO-IR refused"),
    (r"^direct-link-of-newer-ltoir:(.*)$", r"nvJitLink's own API \1 on a newer NVRTC's LTO-IR"),
    (r"^nvvm-ir:(.*)$", r"NVVM IR \1"),
    (r"^build:(.*)$", r"PTX header V\1"),
    (r"^ptx:ok$", "PTX"),
    (r"^functions:(\d+)/(\d+)$", r"\1 of cudacore's \2 functions"),
    (r"^before-table-version:(\d+)$", r"\1 before the release cudacore's table gives"),
    (r"^load:refused\(older_than_(.*)\)$", r"load refused: older than \1"),
    (r"^cubin:ran\((.*)\)$", r"CUBIN ran (\1)"),
    (r"^ptx:ran\(isa_(.*)\)$", r"PTX ran (ISA \1)"),
    (r"^ptx:refused-explained\(isa_(.*)\)$", r"PTX (ISA \1) refused by the driver, explained"),
    (r"^ptx:refused-unexplained\(isa_(.*)\)$", r"PTX (ISA \1) refused by the driver (unexplained)"),
    (r"^lto:ran\((.*)\)$", r"LTO-IR linked and ran (\1)"),
    (r"^link:driver-refuses-ltoir$", "driver linker refuses LTO-IR"),
    (r"^all-reduce:ran\((.*)\)$", r"all-reduce ran (\1)"),
    (r"^found:(.*)$", r"found with no path given (\1)"),
]


def readable(note):
    for pattern, text in READABLE:
        if re.match(pattern, note):
            return re.sub(pattern, text, note)
    return note.replace(":", " ")


def parse_row(line):
    """'version-row: LIB VERSION key=value ...' -> dict"""
    words = line.split()
    row = {"lib": words[1], "version": words[2]}
    for w in words[3:]:
        key, _, value = w.partition("=")
        row[key] = value
    return row


def read_logs(paths):
    rows, runs = {}, []
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                line = line.rstrip("\n")
                if line.startswith("# versions.sh:"):
                    runs.append("%s (%s)" % (line[len("# versions.sh:"):].strip(), path))
                elif line.startswith("version-row: "):
                    merge(rows, parse_row(line))
    return rows, runs


def add_notes(notes, text):
    for n in text.split(","):
        if n and n != "-" and n not in notes:
            notes.append(n)


def merge(rows, r):
    key = (r["lib"], r["version"])
    m = rows.setdefault(key, {"reported": "-", "cpu": "ok", "cpu_notes": [], "gpu": {}})
    if r.get("reported", "-") != "-":
        m["reported"] = r["reported"]
    if r.get("cpu") == "FAIL":
        m["cpu"] = "FAIL"
    add_notes(m["cpu_notes"], r.get("cpu-notes", "-"))
    if r.get("gpu") in ("ok", "FAIL"):  # one entry per driver and GPU
        where = "%s, %s" % (r.get("driver", "-").replace("_", " "), r.get("device", "-").replace("_", " "))
        g = m["gpu"].setdefault(where, {"result": "ok", "notes": []})
        if r["gpu"] == "FAIL":
            g["result"] = "FAIL"
        add_notes(g["notes"], r.get("gpu-notes", "-"))


def version_key(version):
    return [int(x) if x.isdigit() else x for x in re.split(r"[.-]", version)]


def cell(result, notes):
    text = ", ".join(readable(n).replace("_", " ") for n in notes)
    head = "**FAIL**" if result == "FAIL" else "ok, a known defect" if "**" in text else "ok"
    return "%s: %s" % (head, text) if text else head


def table(rows, runs):
    out = ["| library | version (wheel) | cudacore reports | checks without a GPU | GPU run | driver, GPU |",
           "|---|---|---|---|---|---|"]
    for (lib, version) in sorted(rows, key=lambda k: (LIBRARIES.index(k[0]) if k[0] in LIBRARIES else 9, version_key(k[1]))):
        m = rows[(lib, version)]
        gpus = m["gpu"] or {"": None}
        for where, g in gpus.items():
            gpu = cell(g["result"], g["notes"]) if g else "not yet run on a GPU"
            out.append("| %s | %s | %s | %s | %s | %s |" % (NAMES.get(lib, lib), version, m["reported"], cell(m["cpu"], m["cpu_notes"]), gpu,
                                                         where or "-"))
    out.append("")
    out.append("Generated by `tools/versions_table.py` (`make versions-table`) from %s." %
               ("; ".join(runs) if runs else "the logs given"))
    return "\n".join(out)


def span(versions):
    v = sorted(versions, key=version_key)
    return v[0] if len(v) == 1 else "%s to %s" % (v[0], v[-1])


def headline(rows):
    """One paragraph: which releases were checked, and how they fared."""
    parts, fails, found, total, gpu = [], [], 0, 0, {}
    for lib in LIBRARIES:
        keys = [k for k in rows if k[0] == lib]
        if not keys:
            continue
        refused = [v for (_, v) in keys if any(n.startswith("load:refused") for n in rows[(lib, v)]["cpu_notes"])]
        taken = [v for (_, v) in keys if v not in refused]
        text = "%s %s (%d release%s" % (NAMES[lib], span(taken), len(taken), "" if len(taken) == 1 else "s")
        if any(n.startswith("link:refused") for k in keys for n in rows[k]["cpu_notes"]):
            text += "; LTO-IR linked from 12.3"
        if refused:
            text += "; %s refused, as it must be" % ", ".join(sorted(refused, key=version_key))
        parts.append(text + ")")
        for k in keys:
            m = rows[k]
            if k[1] not in refused:  # (a refused load has nothing to be found)
                total += 1
                found += any(n.startswith("found:") for n in m["cpu_notes"])
            if m["cpu"] == "FAIL":
                fails.append("%s %s" % (NAMES[lib], k[1]))
            for where, g in m["gpu"].items():
                r = gpu.setdefault(where, [0, 0])
                r[0 if g["result"] == "ok" else 1] += 1
    out = "**Checked:** " + ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1] + ". "
    out += ("Every check without a GPU passes" if not fails else "Without a GPU %d row%s fail%s: %s" %
            (len(fails), "" if len(fails) == 1 else "s", "s" if len(fails) == 1 else "", ", ".join(fails)))
    out += ("; every one of the %d that load was also found by discovery alone (no path given)." % total if found == total else
            "; %d of the %d that load were also found by discovery alone (no path given)." % (found, total))
    for where, (ok, bad) in sorted(gpu.items()):
        driver, _, device = where.partition(", ")
        out += " On a GPU (%s, driver %s): %d row%s run, %s." % (device, driver.replace("(", " ("), ok + bad, "" if ok + bad == 1 else "s",
                                                                "all pass" if not bad else "%d fail" % bad)
    return out


def replaced(text, which, part, path):
    """text (the file at path) with what lies between its markers replaced by part."""
    begin_re, end_mark = MARKERS[which]
    lines = text.split("\n")
    begin = next((i for i, l in enumerate(lines) if begin_re.match(l)), None)
    end = next((i for i, l in enumerate(lines) if l == end_mark), None)
    if begin is None or end is None or end < begin:
        sys.exit("versions_table.py: %s has no versions-%s markers" % (path, which))
    lines[begin + 1:end] = part.split("\n")
    return "\n".join(lines)


def main(argv):
    targets, check = [], False
    while argv and argv[0].startswith("--"):
        if argv[0] == "--check":
            check, argv = True, argv[1:]
        elif argv[0] in ("--page", "--readme") and len(argv) > 1:
            targets.append((argv[0], argv[1]))
            argv = argv[2:]
        else:
            sys.exit(__doc__)
    if not argv:
        sys.exit(__doc__)
    rows, runs = read_logs(argv)
    if not rows:
        sys.exit("versions_table.py: no version-row lines in %s" % " ".join(argv))
    text, head = table(rows, runs), headline(rows)
    if not targets:
        print(head + "\n\n" + text)
        return
    stale = []
    for kind, path in targets:
        with open(path, encoding="utf-8") as f:
            old = f.read()
        new = replaced(old, "headline", head, path)
        if kind == "--page":
            new = replaced(new, "table", text, path)
        if check:
            if new != old:
                stale.append(path)
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
        print("versions_table.py: %d rows: %s written" % (len(rows), path))
    if stale:
        sys.exit("versions_table.py: %s %s not what make versions-table writes from %s: run make versions-table" %
                 (" and ".join(stale), "is" if len(stale) == 1 else "are", " ".join(argv)))


if __name__ == "__main__":
    main(sys.argv[1:])
