#!/usr/bin/env python3
"""Writes a documentation set shaped like real ones: ten sections of five folders, N pages spread
over them (so pages per folder grow with N, as they do when a team documents more), each page
with prose, a table, lists, links to its neighbours and two or three Swift fences that differ
from page to page. No token specs: this measures the Markdown, page and site work.

    python3 bench/docs-corpus.py OUT_FOLDER [PAGES]
"""
import os
import random
import sys

out = sys.argv[1]
pages = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
rng = random.Random(11)
WORDS = ("view layout padding spacing token colour modifier stack binding state environment preview "
         "accessibility dynamic type contrast gradient material shadow radius navigation sheet list").split()


def sentence():
    words = [rng.choice(WORDS) for _ in range(rng.randint(8, 18))]
    return " ".join(words).capitalize() + "."


def fence(index, variant):
    return f"""```swift
struct Example{index}_{variant}: View {{
    @State private var isOn = {rng.choice(["true", "false"])}

    var body: some View {{
        VStack(alignment: .leading, spacing: 8) {{
            Text("Page {index}, example {variant}")
                .font(.headline)
            Toggle("Option {variant}", isOn: $isOn)
        }}
        .padding({rng.choice([8, 12, 16])})
    }}
}}
```
"""


os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "index.md"), "w") as handle:
    handle.write("# Documentation\n\nThe home page of a generated documentation set.\n")
for index in range(pages):
    section, folder = index % 10, (index // 10) % 5
    path = os.path.join(out, f"{section + 1:02d}-section-{section}", f"{folder + 1:02d}-folder-{folder}")
    os.makedirs(path, exist_ok=True)
    body = [f"# Page {index}\n", sentence() + " " + sentence() + "\n", f"## Overview of {index}\n",
            " ".join(sentence() for _ in range(4)) + "\n",
            "| Name | Value | Notes |\n|---|---|---|\n" + "".join(f"| row{r} | {r * 4} | {sentence()} |\n" for r in range(4)),
            f"See [the previous page](page-{index - 50 if index >= 50 else index}.md) and *emphasis*, `code`, **strong**.\n",
            "- " + "\n- ".join(sentence() for _ in range(3)) + "\n"]
    for variant in range(rng.randint(2, 3)):
        body.append(f"## Example {variant}\n")
        body.append(sentence() + "\n")
        body.append(fence(index, variant))
    with open(os.path.join(path, f"page-{index}.md"), "w") as handle:
        handle.write("\n".join(body))
print(f"{pages} pages in {out}")
