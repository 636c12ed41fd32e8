#!/usr/bin/env python3
"""Writes the token definitions of an app as teams hand-write them in a DesignSystem.swift.

    python3 bench/app-corpus.py OUT_FILE [TOKENS]

TOKENS definitions (default 500) in nested enums of static lets: spacing and radius scales
(CGFloat), colours (system names, Color(red:green:blue:), .opacity, an alias layer of semantic
colours over a palette), fonts (text styles and .system(size:weight:)), with doc and trailing
comments, and a computed member now and then, which dsgen init lists as not read. Deterministic.
"""
import random
import sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 500
rng = random.Random(20261127)
systems = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]
styles = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption"]
weights = ["regular", "medium", "semibold", "bold"]

groups = {"Spacing": [], "Radius": [], "Palette": [], "Semantic": [], "Typography": []}
shares = {"Spacing": 0.25, "Radius": 0.1, "Palette": 0.3, "Semantic": 0.2, "Typography": 0.15}
for index in range(count):
    group = rng.choices(list(shares), list(shares.values()))[0]
    members = groups[group]
    name = f"{group.lower()}{len(members) + 1}"
    if group in ("Spacing", "Radius"):
        line = f"static let {name}: CGFloat = {rng.choice([2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64])}"
    elif group == "Palette":
        if rng.random() < 0.3:
            line = f"static let {name} = Color.{rng.choice(systems)}"
        else:
            r, g, b = (round(rng.random(), 3) for _ in range(3))
            line = f"static let {name} = Color(red: {r}, green: {g}, blue: {b})"
    elif group == "Semantic":
        palette = groups["Palette"]
        if palette and rng.random() < 0.8:
            target = rng.choice(palette)[0]
            line = f"static let {name} = Palette.{target}" + (f".opacity({rng.choice([0.2, 0.4, 0.6])})" if rng.random() < 0.2 else "")
        else:
            line = f"static let {name} = Color.{rng.choice(systems)}.opacity(0.5)"
    else:
        if rng.random() < 0.5:
            line = f"static let {name} = Font.{rng.choice(styles)}"
        else:
            line = f"static let {name} = Font.system(size: {rng.choice([11, 13, 15, 17, 20, 22, 28, 34])}, weight: .{rng.choice(weights)})"
    if rng.random() < 0.2:
        line = f"/// What {name} is for, in a sentence.\n        " + line
    elif rng.random() < 0.2:
        line += f"  // {name}: a trailing note"
    members.append((name, line))

with open(out, "w") as file:
    file.write("import SwiftUI\n\n/// The app's design tokens.\nenum DesignSystem {\n")
    for group, members in groups.items():
        file.write(f"    enum {group} {{\n")
        for _, line in members:
            file.write(f"        {line}\n")
        if group == "Spacing":
            file.write("        static var scaled: CGFloat { UIFontMetrics.default.scaledValue(for: 16) }\n")
        file.write("    }\n\n")
    file.write("}\n")
