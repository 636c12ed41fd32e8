#!/usr/bin/env python3
"""Scores a `dsgen lint --reporter json` report against the corpus's planted findings.

usage: lint-score.py EXPECTED.tsv REPORT.json
"""
import json
import sys

expected = set()
with open(sys.argv[1]) as handle:
    for row in handle:
        if row.strip():
            path, line, column, rule = row.rstrip("\n").split("\t")
            expected.add((path, int(line), int(column), rule))
with open(sys.argv[2]) as handle:
    report = json.load(handle)
found = {(item["path"], item["line"], item["column"], item["rule"]) for item in report["findings"]}
true_positives = len(expected & found)
precision = true_positives / len(found) if found else 1.0
recall = true_positives / len(expected) if expected else 1.0
print(f"planted {len(expected)}, reported {len(found)}, matched {true_positives}")
print(f"precision {precision * 100:.2f}%  recall {recall * 100:.2f}%")
for miss in sorted(expected - found)[:5]:
    print("missed:", *miss)
for extra in sorted(found - expected)[:5]:
    print("unexpected:", *extra)
