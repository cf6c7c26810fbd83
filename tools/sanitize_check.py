#!/usr/bin/env python3
"""Checks the sanitizer summary: every driver error against the deliberate list, and the rest.

Usage: python3 tools/sanitize_check.py SUMMARY.json [--expected FILE] [--unexpected-programs]

SUMMARY.json is what tools/sanitize_summary.py wrote from the logs of
`make gpu-check` (steps sanitize and race). FILE (default
tools/sanitize-expected.txt) lists the driver errors made on purpose, each
with its reason. Prints one line per program (its ERROR SUMMARY, exit status,
leaks and hazards where its tool looks for them), then each of its API errors
as deliberate (with the reason) or UNEXPECTED, the listed rows that did not
occur, and a last line with the totals. A program fails on an API error not
listed, a memory error (memcheck), a leaked byte (memcheck with leak check),
a hazard (racecheck), an error the tool did not print (--print-limit), no
ERROR SUMMARY or RACECHECK SUMMARY (the run was cut at its limit) or a
status other than 0. Exits 1 if any program fails. A parallel pass that was
run again alone (superseded) is shown, not judged.

--unexpected-programs: prints instead, for each program judged with an API
error not listed, a line "PATH<tab>TOOL<tab>LIMIT" (as the summary recorded
them), and exits 0: the programs to run again alone."""
import fnmatch
import json
import os
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


def matches(row, prog, e):
    if not fnmatch.fnmatch(prog, row['prog']) or row['err'] != e['error']:
        return False
    if row['where'] == '*':
        return True
    if row['where'] == 'inside libnccl':
        return e['inside_libnccl']
    return any(f.startswith(row['where'] + ' in ') for f in e['frames'])


def other_failures(p):
    """What besides API errors fails program p (a list of reasons)."""
    why = []
    if p['error_summary'] is None:
        why.append('no %s SUMMARY (cut at its limit of %s s?)' % ('RACECHECK' if p['tool'] == 'racecheck' else 'ERROR', p['limit']))
    if p.get('unprinted'):
        why.append('%d errors not printed (each unseen: raise --print-limit)' % p['unprinted'])
    if p['exit'] != 0:
        why.append('exit %s%s' % (p['exit'], ' (its limit)' if p['exit'] in (124, 137) else ''))
    if p['tool'].startswith('memcheck') and p['memory_errors']:
        why.append('%d memory errors' % p['memory_errors'])
    if p['tool'] == 'memcheck-leak' and p['leaked_bytes'] != 0:
        why.append('leaked %s bytes' % ('?' if p['leaked_bytes'] is None else p['leaked_bytes']))
    if p['tool'] == 'racecheck' and p['hazards'] != 0:
        why.append('racecheck: %s hazards' % ('?' if p['hazards'] is None else p['hazards']))
    return why


def program_line(p):
    s = '%-40s %-10s %-28s exit %s' % (p['name'], p['tool'], 'ERROR SUMMARY: %s errors' % p['error_summary']
                                        if p['error_summary'] is not None else 'no ERROR SUMMARY', p['exit'])
    if p['tool'] == 'memcheck-leak':
        s += ', leaked %s bytes' % p['leaked_bytes']
    if p['tool'] == 'racecheck':
        s += ', %s hazards' % p['hazards']
    return s + (', %s s' % p['seconds'] if p['seconds'] is not None else '') + ('  (parallel pass, run again alone)' if p['superseded'] else '')


def judge(p, expected, out):
    """Prints program p's lines to out; (deliberate, unexpected) API errors counted, and whether it fails."""
    out.append(program_line(p))
    deliberate = unexpected = 0
    for e in p['api_errors']:
        row = next((r for r in expected if matches(r, p['name'], e)), None)
        frames = ''.join('  <- ' + f for f in e['frames']) + ('  (inside libnccl)' if e['inside_libnccl'] else '')
        out.append('  deliberate %3d  %s: %s' % (e['count'], e['error'], row['why']) if row else
                   '  UNEXPECTED %3d  %s%s' % (e['count'], e['error'], frames))
        if row and not p['superseded']:
            row['seen'] += e['count']
        deliberate += e['count'] if row else 0
        unexpected += 0 if row else e['count']
    if p['superseded']:
        return 0, 0, False
    why = other_failures(p)
    out.extend('  FAILED: ' + w for w in why)
    return deliberate, unexpected, bool(why) or unexpected > 0


def main():
    args = [a for a in sys.argv[1:] if a != '--unexpected-programs']
    expected_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'sanitize-expected.txt')
    if '--expected' in args:
        expected_path = args.pop(args.index('--expected') + 1)
        args.remove('--expected')
    if len(args) != 1:
        sys.exit(__doc__)
    programs = json.load(open(args[0]))['programs']
    expected = load_expected(expected_path)
    lines, totals, rerun = [], [0, 0, 0], []
    for p in programs:
        d, u, fails = judge(p, expected, lines)
        totals = [totals[0] + d, totals[1] + u, totals[2] + fails]
        if u and not p['superseded']:
            rerun.append('%s\t%s\t%s' % (p['path'], p['tool'], p['limit']))
    if '--unexpected-programs' in sys.argv:
        for line in rerun:
            print(line)
        return 0
    lines += ['  (not seen on this machine: %s | %s | %s)' % (r['prog'], r['err'], r['where']) for r in expected if not r['seen']]
    lines.append('sanitizer: %d programs, %d failing; API errors: %d deliberate (listed in tools/sanitize-expected.txt), %d unexpected'
                 % (sum(not p['superseded'] for p in programs), totals[2], totals[0], totals[1]))
    print('\n'.join(lines))
    return 1 if totals[2] else 0


if __name__ == '__main__':
    sys.exit(main())
