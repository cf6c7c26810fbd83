#!/usr/bin/env python3
"""Writes the sanitizer summary: one JSON file made from compute-sanitizer logs.

Usage: python3 tools/sanitize_summary.py OUT.json LOG...

Each LOG is what `make gpu-check` (tools/gpu-check.sh, steps sanitize and race)
writes for one program: a first line "#gpu-check program=PATH tool=TOOL
limit=SECONDS", compute-sanitizer's output and the program's, and a last line
"#gpu-check exit=STATUS seconds=SECONDS". A log named NAME.parallel.log is
the parallel pass of a program that ran again alone (NAME.log): it is kept,
marked superseded.

This file is the one place that reads the logs; every checker reads its JSON
(tools/sanitize_check.py). OUT.json:
  {"format": "cudacore-sanitize/1", "programs": [{
     "name": "tests-test_nccl_gpu"    (folder-program: what tools/sanitize-expected.txt names),
     "path": "build/tests/test_nccl_gpu", "tool": "memcheck" | "memcheck-leak" | "racecheck",
     "log": the log's file name, "superseded": true for a parallel pass run again alone,
     "exit": the status (124: stopped at its limit), "seconds", "limit",
     "error_summary": ERROR SUMMARY's count; racecheck's: its RACECHECK SUMMARY's errors and
                      warnings (null: no summary, the run was cut),
     "unprinted": errors the tool counted but did not print (--print-limit; each unseen),
     "api_errors": [{"count", "error": "CUDA_ERROR_X on cuCall", "frames": [the first
                     host frame outside the CUDA libraries (cudacore's function), then,
                     where it differs, the first outside cudacore.h and cudabind.h (the
                     program's own)], "inside_libnccl": the call was NCCL's own}],
     "leaks": Leaked records, "leaked_bytes": LEAK SUMMARY's bytes (null: none printed),
     "memory_errors": error_summary - unprinted - API errors - leaks (memcheck tools; else null),
     "hazards": RACECHECK SUMMARY's count (null: none printed)}]}
"""
import json
import os
import re
import sys

LIBRARY_FRAME = re.compile(r'libnvrtc|libnccl|libnvJitLink|libcudart|libc\.so|libc-|__libc|_start')


def frame_text(line):
    """A host frame without its address, and its file without the folders."""
    f = re.sub(r'^.*Host Frame: *', '', line.rstrip('\n'))
    f = re.sub(r' \[0x[0-9a-f]+\]', '', f)
    return re.sub(r' in [^ ]*/([^/ ]+)$', r' in \1', f)


def api_error_text(line):
    """'CUDA_ERROR_X on cuCall' from a 'Program hit' line."""
    err = re.sub(r'^=* *Program hit ', '', line.rstrip('\n'))
    err = re.sub(r' \(error [0-9]+\)', '', err)
    err = re.sub(r' due to ".*" on CUDA API call to ', ' on ', err)
    err = err.replace(' on CUDA API call to ', ' on ')
    return re.sub(r'\.$', '', err)


class ApiErrors:
    """The distinct API errors of one log, counted, each with its frames."""

    def __init__(self):
        self.counts, self.order, self.hits = {}, [], 0
        self.err = None

    def hit(self, line):
        self.flush()
        self.hits += 1
        self.err, self.first, self.user, self.inner = api_error_text(line), None, None, None

    def frame(self, line):
        if self.err is None or 'libcuda.so' in line:
            return
        if self.inner is None:
            self.inner = 'libnccl' in line
        if LIBRARY_FRAME.search(line):
            return
        f = frame_text(line)
        if self.first is None:
            self.first = f
        if self.user is None and not re.search(r'cudacore\.h|cudabind\.h', f):
            self.user = f

    def flush(self):
        if self.err is None:
            return
        frames = [f for f in (self.first, self.user if self.user != self.first else None) if f]
        key = (self.err, tuple(frames), bool(self.inner))
        if key not in self.counts:
            self.order.append(key)
        self.counts[key] = self.counts.get(key, 0) + 1
        self.err = None

    def rows(self):
        self.flush()
        return [{'count': self.counts[k], 'error': k[0], 'frames': list(k[1]), 'inside_libnccl': k[2]} for k in self.order]


def last_number(pattern, text):
    found = re.findall(pattern, text, re.M)
    return int(found[-1]) if found else None


def summarize(path):
    text = open(path, errors='replace').read()
    head = dict(re.findall(r'(\w+)=(\S+)', text.split('\n', 1)[0])) if text.startswith('#gpu-check') else {}
    tail = dict(re.findall(r'(\w+)=(\S+)', re.findall(r'^#gpu-check exit=.*$', text, re.M)[-1])) if '#gpu-check exit=' in text else {}
    errors = ApiErrors()
    for line in text.split('\n'):
        if 'Program hit' in line:
            errors.hit(line)
        elif 'Host Frame:' in line:
            errors.frame(line)
        elif 'ERROR SUMMARY' in line or re.match(r'^=+ *$', line):
            errors.flush()
    program = head.get('program', '')
    tool = head.get('tool', 'memcheck')
    log = os.path.basename(path)
    summary = last_number(r'ERROR SUMMARY: ([0-9]+) errors?\s*$', text)
    if tool == 'racecheck':
        race = re.findall(r'RACECHECK SUMMARY: [0-9]+ hazards? displayed \(([0-9]+) errors?, ([0-9]+) warnings?\)', text)
        summary = int(race[-1][0]) + int(race[-1][1]) if race else None
    leaks = len(re.findall(r'^=* *Leaked', text, re.M))
    unprinted = last_number(r'ERROR SUMMARY: ([0-9]+) errors? were not printed', text) or 0
    rows = errors.rows()
    return {
        'name': '%s-%s' % (os.path.basename(os.path.dirname(program)), os.path.basename(program)) if program else log.split('.')[0],
        'path': program, 'tool': tool, 'log': log, 'superseded': log.endswith('.parallel.log'),
        'exit': int(tail['exit']) if tail.get('exit', '').lstrip('-').isdigit() else None,
        'seconds': int(tail['seconds']) if tail.get('seconds', '').isdigit() else None,
        'limit': int(head['limit']) if head.get('limit', '').isdigit() else None,
        'error_summary': summary, 'unprinted': unprinted,
        'api_errors': rows, 'leaks': leaks,
        'leaked_bytes': last_number(r'LEAK SUMMARY: ([0-9]+) bytes', text),
        'memory_errors': summary - unprinted - errors.hits - leaks if summary is not None and tool != 'racecheck' else None,
        'hazards': last_number(r'RACECHECK SUMMARY: ([0-9]+) hazard', text),
    }


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    programs = [summarize(p) for p in sorted(sys.argv[2:])]
    with open(sys.argv[1], 'w') as out:
        json.dump({'format': 'cudacore-sanitize/1', 'programs': programs}, out, indent=1)
        out.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
