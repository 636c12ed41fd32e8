#!/usr/bin/env python3
"""Writes a documentation set shaped like long real guides (about 8 KB a page, 41 MB at 5,000
pages): ten sections of five folders, each page an overview, several sections of prose with
lists, a table of properties, notes in block quotes, links to its neighbours, and two or three
SwiftUI examples of 20-40 lines (stacks, lists, modifiers, state, a preview) that differ from page
to page. No token specs: this measures the Markdown, the examples and the site work on pages
that hold much more than docs-corpus.py's.

    python3 bench/guide-corpus.py OUT_FOLDER [PAGES]
"""
import os
import random
import sys

out = sys.argv[1]
pages = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
rng = random.Random(23)
WORDS = ("view layout padding spacing token colour modifier stack binding state environment preview "
         "accessibility dynamic type contrast gradient material shadow radius navigation sheet list "
         "button label toolbar focus scroll animation transition gesture safe area inset alignment").split()
MODIFIERS = [".padding(.horizontal, 16)", ".font(.body)", ".foregroundStyle(.secondary)",
             ".background(.thinMaterial)", ".clipShape(RoundedRectangle(cornerRadius: 12))",
             ".frame(maxWidth: .infinity, alignment: .leading)", ".shadow(radius: 4)",
             ".opacity(isOn ? 1 : 0.5)", ".animation(.easeInOut, value: isOn)", ".accessibilityLabel(\"Item\")"]


def sentence():
    words = [rng.choice(WORDS) for _ in range(rng.randint(9, 19))]
    return " ".join(words).capitalize() + "."


def paragraph(count):
    return " ".join(sentence() for _ in range(count)) + "\n"


def fence(index, variant):
    icons = ["star", "bell", "gear", "heart"]
    rows = "\n".join(f"""                Label("Row {row} of {index}", systemImage: "{rng.choice(icons)}")
                    {rng.choice(MODIFIERS)}""" for row in range(rng.randint(3, 7)))
    modifiers = "\n".join(f"        {rng.choice(MODIFIERS)}" for _ in range(rng.randint(2, 5)))
    return f"""```swift
struct Guide{index}Example{variant}: View {{
    @State private var isOn = {rng.choice(["true", "false"])}
    @State private var query = ""

    var body: some View {{
        NavigationStack {{
            List {{
{rows}
            }}
            .searchable(text: $query)
            .navigationTitle("Example {variant}")
            .toolbar {{
                Button("Toggle") {{ isOn.toggle() }}
            }}
        }}
{modifiers}
    }}
}}

#Preview {{
    Guide{index}Example{variant}()
}}
```
"""


os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "index.md"), "w") as handle:
    handle.write("# Guides\n\nThe home page of a generated set of long guides.\n")
for index in range(pages):
    section, folder = index % 10, (index // 10) % 5
    path = os.path.join(out, f"{section + 1:02d}-section-{section}", f"{folder + 1:02d}-folder-{folder}")
    os.makedirs(path, exist_ok=True)
    body = [f"# Guide {index}\n", paragraph(2), "## Overview\n", paragraph(4),
            "- " + "\n- ".join(sentence() for _ in range(5)) + "\n",
            "| Property | Type | Default | Notes |\n|---|---|---|---|\n"
            + "".join(f"| `prop{r}` | `CGFloat` | {r * 4} | {sentence()} |\n" for r in range(6)),
            f"> Note: {sentence()} {sentence()}\n",
            f"See [the previous guide](page-{index - 50 if index >= 50 else index}.md), *emphasis*, `code`, "
            "**strong** and ~~struck~~ text.\n"]
    for variant in range(rng.randint(2, 3)):
        steps = "1. " + "\n1. ".join(sentence() for _ in range(4)) + "\n"
        body += [f"## Using it, part {variant + 1}\n", paragraph(4), steps, fence(index, variant), paragraph(2)]
    body += ["## Accessibility\n", paragraph(3), "## See also\n",
             "- " + "\n- ".join(f"[Guide {index + k}](page-{index + k}.md)" for k in range(1, 4)) + "\n"]
    with open(os.path.join(path, f"page-{index}.md"), "w") as handle:
        handle.write("\n".join(body))
print(f"{pages} pages in {out}")
