#!/usr/bin/env python3
"""Times dsgen on inputs built to be hard: each must end, with a diagnostic or a site, within
5 s on a release build. Prints one line per input with its time, peak memory and exit code.

    python3 bench/adversarial.py DSGEN [WORK_FOLDER]

Inputs: a page of 100,000 identical headings; a chain of 10,000 aliases; a 50 MB Swift file and
one of 8 MB (the largest read); a 50 MB page and one of 8 MB; a fence of 100,000 unbalanced
brackets; one expression of 100,000 chained modifiers; 8 MB of Swift that is all findings.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

dsgen = os.path.abspath(sys.argv[1])
work = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="dsgen-adversarial-")
LIMIT = 5.0
SPEC = "```tokens spacing kind=dimension swift=DesignSystem.Spacing\nmd 16pt\n```\n"


def content(name, files):
    folder = os.path.join(work, name)
    shutil.rmtree(folder, ignore_errors=True)
    for path, text in files.items():
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as handle:
            handle.write(text)
    return folder


def run(label, arguments):
    out = os.path.join(work, "time.txt")
    start = time.time()
    process = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out, dsgen] + arguments,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=600)
    seconds = time.time() - start
    with open(out) as handle:
        megabytes = int(handle.read().split()[-1]) // 1024
    lines = (process.stdout + process.stderr).splitlines()
    first = next((line.replace(work, "") for line in lines if ": error:" in line or ": warning:" in line), "")
    verdict = "ok" if seconds < LIMIT and process.returncode in (0, 1) else "OVER"
    print(f"{verdict:4} {label:42} {seconds:6.2f} s {megabytes:5} MB exit {process.returncode}  {first[:110]}")


headings = content("headings", {"index.md": "# Many\n\n" + "## Same\n\n" * 100_000})
run("build: 100,000 identical headings", ["build", "--content", headings, "--output", os.path.join(work, "site-headings")])

chain = "\n".join(f"a{i} {{colors.a{i + 1}}}" for i in range(10_000))
aliases = content("aliases", {"index.md": "# Aliases\n\n```tokens colors kind=color\n" + chain + "\na10000 #FF0000\n```\n"})
run("build: a chain of 10,000 aliases", ["build", "--content", aliases, "--output", os.path.join(work, "site-aliases")])

unit = "struct Row{i}: View {{\n    var body: some View {{\n        Text(\"Row {i}\").padding(16).foregroundStyle(.red)\n    }}\n}}\n"
swift, size, index = [], 0, 0
while size < 50 << 20:
    piece = unit.format(i=index)
    swift.append(piece)
    size += len(piece)
    index += 1
sources = content("swift", {"index.md": "# Home\n\n" + SPEC, "Big.swift": "import SwiftUI\n" + "".join(swift)})
run("lint: a 50 MB Swift file", ["lint", "--content", sources, os.path.join(sources, "Big.swift")])
within = content("swift-8", {"index.md": "# Home\n\n" + SPEC, "Big.swift": "import SwiftUI\n" + "".join(swift)[:(8 << 20) - 100].rsplit("struct", 1)[0]})
run("lint: an 8 MB Swift file (the largest read)", ["lint", "--content", within, os.path.join(within, "Big.swift")])

paragraph = "Words of a long page, with *emphasis*, `code` and [a link](index.md).\n\n"
page = content("page", {"index.md": "# Big\n\n" + paragraph * ((50 << 20) // len(paragraph))})
run("build: a 50 MB page", ["build", "--content", page, "--output", os.path.join(work, "site-page")])
page8 = content("page-8", {"index.md": "# Big\n\n" + paragraph * (((8 << 20) - 100) // len(paragraph))})
run("build: an 8 MB page (the largest read)", ["build", "--content", page8, "--output", os.path.join(work, "site-page-8")])

brackets = content("brackets", {"index.md": "# Brackets\n\n```swift\nlet v = Text(\"a\").padding(DesignSystem.Sp" + "[" * 100_000 + "acing.md)\n```\n"})
run("build: a fence of 100,000 open brackets", ["build", "--content", brackets, "--output", os.path.join(work, "site-brackets")])
run("lint: a fence of 100,000 open brackets", ["lint", "--content", brackets])

modifiers = content("modifiers", {"index.md": "# Home\n\n" + SPEC, "Chain.swift": "let v = Text(\"a\")" + ".padding(8)" * 100_000 + "\n"})
run("lint: 100,000 chained modifiers", ["lint", "--content", modifiers, os.path.join(modifiers, "Chain.swift")])

line = "let v = Text(\"a\")" + ".padding(8)" * 1_000 + "\n"
findings = content("findings", {"index.md": "# Home\n\n" + SPEC, "Many.swift": line * (((8 << 20) - 100) // len(line))})
run("lint: 8 MB of findings (760,000 literals)", ["lint", "--content", findings, os.path.join(findings, "Many.swift")])

if len(sys.argv) <= 2:
    shutil.rmtree(work, ignore_errors=True)
