#!/usr/bin/env python3
"""Writes a SwiftUI corpus for benchmarking `dsgen lint`: N Swift files mixing planted findings
with decoys that must not be reported, plus the spec they are linted against and the list of
planted findings (path, line, column, rule) to score precision and recall.

usage: lint-corpus.py N OUTDIR [SEED]

PLANTED (environment, default 0.25) is the share of view lines that carry a planted finding; about
one in twenty more is a planted finding under a suppression comment, and the rest are decoys.
"""
import os
import random
import sys

SPEC = """# Bench tokens

```tokens spacing kind=dimension swift=DesignSystem.Spacing
xxs 4pt
xs  8pt
sm  12pt
md  16pt
lg  24pt
xl  32pt
old 20pt @deprecated({spacing.lg})
```

```tokens colors kind=color swift=DesignSystem.Colors
error    red
success  green
info     blue
surface  #FFFFFF | #1C1C1E
```

```tokens radius kind=radius swift=DesignSystem.Radius
small 4pt
card  12pt
pill  round
```

```tokens typography kind=typography swift=DesignSystem.Typography
body     body
caption  system(size: 12pt, weight: medium)
```

```tokens materials kind=material swift=DesignSystem.Materials
card thin
```
"""

# Each planted line: (text with a '↓' before each finding, rule of each marker in order).
PLANTED = [
    ("Text(title).padding(↓{s})", ["hardcoded_spacing"]),
    ("Text(title).padding(.horizontal, ↓{s})", ["hardcoded_spacing"]),
    ("VStack(alignment: .leading, spacing: ↓{s}) { Text(title) }", ["hardcoded_spacing"]),
    ("Text(title).padding(EdgeInsets(top: ↓{s}, leading: ↓{s}, bottom: ↓{s}, trailing: ↓{s}))",
     ["hardcoded_spacing"] * 4),
    ("LazyVGrid(columns: columns, spacing: ↓{s}) { Text(title) }", ["hardcoded_spacing"]),
    ("Text(title).background(↓Color.red)", ["hardcoded_color"]),
    ("Text(title).foregroundStyle(↓.orange)", ["hardcoded_color"]),
    ("Circle().fill(↓Color(red: 0.2, green: 0.4, blue: 0.6))", ["hardcoded_color"]),
    ("Text(title).shadow(color: ↓.black.opacity(0.2), radius: 4)", ["hardcoded_color"]),
    ("let swatch = ↓#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)", ["hardcoded_color"]),
    ("label.textColor = ↓UIColor.systemBlue", ["hardcoded_color"]),
    ("Image(name).cornerRadius(↓{r})", ["hardcoded_radius"]),
    ("Text(title).clipShape(RoundedRectangle(cornerRadius: ↓{r}))", ["hardcoded_radius"]),
    ("Text(title).font(↓.system(size: {f}))", ["hardcoded_font"]),
    ("Text(title).background(↓.thinMaterial)", ["hardcoded_material"]),
    ("Text(title).padding(↓DesignSystem.Spacing.huge)", ["unknown_token"]),
    ("Text(title).padding(↓DesignSystem.Spacing.old)", ["deprecated_token"]),
]

DECOYS = [
    "Text(title).padding()",
    "Text(title).padding(DesignSystem.Spacing.md)",
    "Text(title).padding(.horizontal, DesignSystem.Spacing.xs - 2)",
    "Text(title).foregroundStyle(Color.primary)",
    "Text(title).background(Color.clear)",
    "Text(title).foregroundStyle(.secondary)",
    "Image(name).foregroundStyle(Color(\"BrandBlue\"))",
    "Text(title).frame(width: 44, height: 44)",
    "VStack(spacing: 0) { Text(title) }",
    "Text(title).opacity(0.5)",
    "Text(title).shadow(radius: 4)",
    "Text(title).font(.headline)",
    "Text(\".padding(16) and Color.red\")",
    "// .padding(16).background(Color.red)",
    "Text(title).foregroundStyle(DesignSystem.Colors.error.opacity(0.5))",
    "Text(title).padding(geometry.size.width * 0.1)",
    "Text(title).clipShape(Capsule())",
    "Text(title).background(DesignSystem.Materials.card)",
    "let delay = 0.25 * Double(index)",
    "Text(title).offset(x: 12, y: -4)",
]

SPACING = [4, 8, 12, 16, 24, 32, 6, 10, 14, 20]
RADII = [4, 12, 6, 8, 10]
FONTS = [12, 13, 15, 17, 22]


def planted_line(rng):
    template, rules = rng.choice(PLANTED)
    text = template
    while "{s}" in text:
        text = text.replace("{s}", str(rng.choice(SPACING)), 1)
    text = text.replace("{r}", str(rng.choice(RADII))).replace("{f}", str(rng.choice(FONTS)))
    columns = []
    clean = ""
    for character in text:
        if character == "↓":
            columns.append(len(clean.encode("utf-8")) + 1)
        else:
            clean += character
    return clean, list(zip(columns, rules))


PLANTED_SHARE = float(os.environ.get("PLANTED", "0.25"))


def write_file(path, rng, index):
    lines = ["import SwiftUI", "", f"/// Screen {index} of the bench corpus."]
    expected = []
    for view in range(rng.randint(1, 6)):
        lines += [f"struct Screen{index}View{view}: View {{",
                  "    let title: String",
                  "    let name: String",
                  "    let columns: [GridItem] = []",
                  "",
                  "    var body: some View {",
                  "        VStack(alignment: .leading) {"]
        for _ in range(rng.randint(4, 40)):
            roll = rng.random()
            if roll < PLANTED_SHARE:
                text, marks = planted_line(rng)
                lines.append("            " + text)
                for column, rule in marks:
                    expected.append((len(lines), column + 12, rule))
            elif roll < PLANTED_SHARE + 0.05:
                text, _ = planted_line(rng)
                lines.append("            // dsgen:disable:next all")
                lines.append("            " + text)
            else:
                lines.append("            " + rng.choice(DECOYS))
        lines += ["        }", "    }", "", "    private func helper(_ value: Int) -> Int {",
                  "        let doubled = value * 2 // arithmetic is not a token", "        return doubled + 16",
                  "    }", "}", ""]
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    return expected


def main():
    count, root = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 42)
    os.makedirs(os.path.join(root, "Content"), exist_ok=True)
    with open(os.path.join(root, "Content", "tokens.md"), "w") as handle:
        handle.write(SPEC)
    expected = []
    for index in range(count):
        folder = os.path.join("Sources", f"Feature{index % 50:02d}")
        os.makedirs(os.path.join(root, folder), exist_ok=True)
        relative = os.path.join(folder, f"Screen{index:05d}.swift")
        for line, column, rule in write_file(os.path.join(root, relative), rng, index):
            expected.append(f"{relative}\t{line}\t{column}\t{rule}")
    with open(os.path.join(root, "expected.tsv"), "w") as handle:
        handle.write("\n".join(expected) + "\n")
    print(f"wrote {count} files with {len(expected)} planted findings to {root}")


if __name__ == "__main__":
    main()
