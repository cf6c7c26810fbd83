#!/usr/bin/env python3
"""tools/versions_table.py -- the README's compatibility table, from the
version matrix's output (tools/versions.sh; make versions-table).

Usage: tools/versions_table.py [--readme README.md] LOG...
Reads the "version-row:" lines (and the "# versions.sh:" run lines) of each
LOG: a whole versions.log, or the rows kept under docs/versions/. One table
row per library and version: what the checks without a GPU found, and what
each GPU run found with its driver and GPU (a library seen twice, as in the
cross unit, is merged: a FAIL anywhere is a FAIL). Rows that no GPU run has
reached say so. Prints the table, or with --readme writes it between the
README's markers
    <!-- versions-table:begin ... -->  and  <!-- versions-table:end -->
"""
import re
import sys

BEGIN = re.compile(r"^<!-- versions-table:begin.*-->$")
END = "<!-- versions-table:end -->"
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


def write_readme(path, text):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    begin = next((i for i, l in enumerate(lines) if BEGIN.match(l)), None)
    end = next((i for i, l in enumerate(lines) if l == END), None)
    if begin is None or end is None or end < begin:
        sys.exit("versions_table.py: %s has no versions-table markers" % path)
    lines[begin + 1:end] = text.split("\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def main(argv):
    readme = None
    if len(argv) > 1 and argv[0] == "--readme":
        readme, argv = argv[1], argv[2:]
    if not argv:
        sys.exit(__doc__)
    rows, runs = read_logs(argv)
    if not rows:
        sys.exit("versions_table.py: no version-row lines in %s" % " ".join(argv))
    text = table(rows, runs)
    if readme:
        write_readme(readme, text)
        print("versions_table.py: %d rows written to %s" % (len(rows), readme))
    else:
        print(text)


if __name__ == "__main__":
    main(sys.argv[1:])
