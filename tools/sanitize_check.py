#!/usr/bin/env python3
"""Checks compute-sanitizer's driver errors against the deliberate list.

Usage: python3 tools/sanitize_check.py SUMMARY [EXPECTED]
SUMMARY is what tools/gpu-check.sh sanitize writes (sanitize-summary.txt): a line
"PROGRAM  ERROR SUMMARY: N errors  exit R" per program, then one indented line per
distinct error, "COUNT  ERROR on CALL  <- frame ...". EXPECTED (default
tools/sanitize-expected.txt) lists the errors made on purpose. Prints each
program's errors as expected (with the reason) or UNEXPECTED, and the rows that
did not occur; exits 1 if any error is unexpected."""
import fnmatch
import os
import re
import sys


def load_expected(path):
    rows = []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        prog, err, where, why = [f.strip() for f in line.split('|', 3)]
        rows.append({'prog': prog, 'err': err, 'where': where, 'why': why, 'seen': 0})
    return rows


def matches(row, prog, err, frames):
    if not fnmatch.fnmatch(prog, row['prog']) or row['err'] != err:
        return False
    if row['where'] == '*':
        return True
    if row['where'] == 'inside libnccl':
        return '(inside libnccl)' in frames
    return re.search(r'(^|<- )%s in ' % re.escape(row['where']), frames) is not None


def main():
    summary = sys.argv[1]
    expected = load_expected(sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), 'sanitize-expected.txt'))
    prog, unexpected, deliberate = None, 0, 0
    for line in open(summary):
        head = re.match(r'^(\S+)\s+(ERROR SUMMARY: .*|no ERROR SUMMARY)\s+exit (\S+)', line)
        if head:
            prog = head.group(1)
            continue
        m = re.match(r'^\s+(\d+)\s+(\S+ on \S+)(.*)$', line)
        if not m or prog is None:
            continue
        count, err, frames = int(m.group(1)), m.group(2), m.group(3)
        row = next((r for r in expected if matches(r, prog, err, frames)), None)
        if row:
            row['seen'] += count
            deliberate += count
            print('  deliberate %-26s %3d  %s: %s' % (prog, count, err, row['why']))
        else:
            unexpected += count
            print('UNEXPECTED  %-26s %3d  %s%s' % (prog, count, err, frames))
    for r in expected:
        if not r['seen']:
            print('  (not seen on this machine: %s | %s | %s)' % (r['prog'], r['err'], r['where']))
    print('sanitizer errors: %d deliberate (listed in tools/sanitize-expected.txt), %d unexpected' % (deliberate, unexpected))
    return 1 if unexpected else 0


if __name__ == '__main__':
    sys.exit(main())
