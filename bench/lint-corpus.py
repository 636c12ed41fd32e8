#!/usr/bin/env python3
"""Writes a SwiftUI corpus for benchmarking `dsgen lint`: N Swift files mixing planted findings
with decoys that must not be reported, plus the spec they are linted against and the list of
planted findings (path, line, column, rule) to score precision and recall.

usage: lint-corpus.py N OUTDIR [SEED]

PLANTED (environment, default 0.25) is the share of view lines that carry a planted finding; about
one in twenty more is a planted finding under a suppression comment, and the rest are decoys. Each
view also gets up to two member declarations after its body (a computed colour, a helper, a static
design value), planted with the same share and never suppressed.

The planted findings cover:
  - spacing, radius, colour, font and material literals in SwiftUI modifiers and initialisers;
  - the same values passed to the app's own views and modifiers, recognised by argument label
    (`padding:`, `itemSpacing:`, `imageCornerRadius:`, `borderColor:`, `tint:`, `accent:` ...);
  - radius modifiers and shapes (`presentationCornerRadius`, `.rect(cornerRadius:)`,
    `UnevenRoundedRectangle`);
  - edge insets in every spelling (`EdgeInsets(...)`, `.init(...)`, `contentMargins`,
    `safeAreaPadding`, `listRowInsets`);
  - each literal branch of a ternary, whatever its condition;
  - modified colours (`.black.opacity(0.4)`), colours from UIKit and colours in a `let`;
  - colours returned from computed properties, functions and switch cases;
  - unknown and deprecated tokens, including a typo in a nested token group.

The decoys cover tokens (nested groups too), semantic colours, zero and placeholder sizes,
non-radius `radius:` labels (shadow, blur), frames, scale and rotation, counts, literals in strings
and comments, colours from data, and static design values that define a token of their own.
"""
import os
import random
import sys

SPEC = """# Bench tokens

```tokens spacing kind=dimension use=padding,stack,grid swift=DesignSystem.Spacing
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

```tokens status kind=color swift=DesignSystem.Status
ok green
```

```tokens status.budget kind=color swift=DesignSystem.Status.Budget
met   green
over  red
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

```tokens form kind=dimension use=form swift=DesignSystem.Form
padding 20pt
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
    # The app's own views, by argument label.
    ("CardView(title: title, padding: ↓{s})", ["hardcoded_spacing"]),
    ("Badge(title, horizontalPadding: ↓{s})", ["hardcoded_spacing"]),
    ("TagCloud(tags: tags, itemSpacing: ↓{s}, lineSpacing: ↓{s})", ["hardcoded_spacing"] * 2),
    ("RoundedCard(cornerRadius: ↓{r}) { Text(title) }", ["hardcoded_radius"]),
    ("Avatar(url: url, imageCornerRadius: ↓{r})", ["hardcoded_radius"]),
    ("Chip(title, borderColor: ↓.gray)", ["hardcoded_color"]),
    ("Chip(title, backgroundColor: ↓Color.blue)", ["hardcoded_color"]),
    ("ProgressRing(progress: 0.5, tint: ↓.green)", ["hardcoded_color"]),
    ("Chip(title, fillStyle: ↓Color.red.opacity(0.2))", ["hardcoded_color"]),
    # Radius modifiers and shapes.
    ("Text(title).presentationCornerRadius(↓{r})", ["hardcoded_radius"]),
    ("Text(title).listRowCornerRadius(↓{r})", ["hardcoded_radius"]),
    ("Text(title).containerShape(.rect(cornerRadius: ↓{r}))", ["hardcoded_radius"]),
    ("Text(title).clipShape(.rect(cornerRadius: ↓{r}))", ["hardcoded_radius"]),
    ("UnevenRoundedRectangle(topLeadingRadius: ↓{r}, bottomTrailingRadius: ↓{r})",
     ["hardcoded_radius"] * 2),
    # Edge insets in every spelling.
    ("Text(title).padding(.init(vertical: ↓{s}, horizontal: ↓{s}))", ["hardcoded_spacing"] * 2),
    ("Text(title).listRowInsets(.init(top: ↓{s}, leading: ↓{s}, bottom: ↓{s}, trailing: ↓{s}))",
     ["hardcoded_spacing"] * 4),
    ("Text(title).listRowInsets(EdgeInsets(all: ↓{s}))", ["hardcoded_spacing"]),
    ("Text(title).contentMargins(.horizontal, ↓{s}, for: .scrollContent)", ["hardcoded_spacing"]),
    ("Text(title).safeAreaPadding(.bottom, ↓{s})", ["hardcoded_spacing"]),
    ("Text(title).padding(EdgeInsets(horizontal: ↓{s}, vertical: ↓{s}))", ["hardcoded_spacing"] * 2),
    # Ternaries: each literal branch is a finding of its own.
    ("Text(title).padding(mode == .compact ? nil : ↓{s})", ["hardcoded_spacing"]),
    ("Text(title).padding(.top, items.isEmpty && isCompact ? ↓{s} : ↓{s})", ["hardcoded_spacing"] * 2),
    ("Text(title).foregroundStyle(state == .error ? ↓.red : .primary)", ["hardcoded_color"]),
    # Colours under any label, modified colours, colours in a `let`.
    ("Text(title).modifier(Highlight(color: ↓Color(.darkGray)))", ["hardcoded_color"]),
    ("Chip(title, accent: ↓UIColor.systemBlue)", ["hardcoded_color"]),
    ("Chip(title, accent: ↓.gray.opacity(0.7))", ["hardcoded_color"]),
    ("let shade = ↓Color(.darkGray)", ["hardcoded_color"]),
    ("Text(title).background(↓.black.opacity(0.4))", ["hardcoded_color"]),
    # A typo in a nested token group.
    ("Text(title).foregroundStyle(↓DesignSystem.Status.Budget.mett)", ["unknown_token"]),
    # Colours in arrays of colours, written as `N / 255` or with `.init`; app modifiers named
    # like SwiftUI's; padding a form (which the spec's form group is for).
    ("let chart: [Color] = [↓.red, ↓.orange, DesignSystem.Colors.info]", ["hardcoded_color"] * 2),
    ("Circle().fill(↓Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255))", ["hardcoded_color"]),
    ("let brand = ↓Color.init(red: 0.2, green: 0.78, blue: 0.35)", ["hardcoded_color"]),
    ("Text(title).cardPadding(↓{s})", ["hardcoded_spacing"]),
    ("Form { Text(title) }.padding(↓20)", ["hardcoded_spacing"]),
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
    "Text(title).font(Font(UIFont(descriptor: descriptor, size: 0)))",
    "Text(title).font(Font(UIFont(name: \"Menlo\", size: 1)!))",
    "Text(title).foregroundStyle(Color(hex: hexString))",
    "Text(title).foregroundStyle(DesignSystem.Status.Budget.met)",
    "Text(title).foregroundStyle(DesignSystem.Status.ok)",
    "Text(title).padding(mode == .compact ? nil : DesignSystem.Spacing.md)",
    "Text(title).shadow(color: DesignSystem.Colors.error, radius: 8)",
    "Text(title).blur(radius: 6)",
    "Text(title).frame(minHeight: 44)",
    "Text(title).lineLimit(2)",
    "Text(title).scaleEffect(1.2)",
    "Text(title).rotationEffect(.degrees(45))",
    "Chip(title, count: 12, style: .bordered)",
    "RoundedRectangle(cornerRadius: 0)",
    "Text(title).padding(.init(vertical: DesignSystem.Spacing.xs, horizontal: DesignSystem.Spacing.md))",
    "Text(title).tint(.accentColor)",
    "Chip(title, accent: .secondary)",
]

# Member declarations written after a view's body, one line per '\n'; markers as in PLANTED.
PLANTED_MEMBERS = [
    ("var accent: Color {\n    ↓.orange\n}", ["hardcoded_color"]),
    ("func tint(for state: Int) -> Color? {\n    if state > 0 { return ↓.red }\n    return nil\n}",
     ["hardcoded_color"]),
    ("var fill: some ShapeStyle {\n    switch kind {\n    case .warning: return ↓Color.yellow\n"
     "    default: return ↓.mint\n    }\n}", ["hardcoded_color"] * 2),
]

DECOY_MEMBERS = [
    "static let brandBlue = Color(red: 0.1, green: 0.3, blue: 0.9)",
    "static let cardPadding: CGFloat = 20",
    "private var isCompact: Bool { true }",
]

SPACING = [4, 8, 12, 16, 24, 32, 6, 10, 14, 20]
RADII = [4, 12, 6, 8, 10]
FONTS = [12, 13, 15, 17, 22]


def filled(template, rng):
    """The template with each placeholder replaced by a value of its own draw."""
    for placeholder, values in (("{s}", SPACING), ("{r}", RADII), ("{f}", FONTS)):
        while placeholder in template:
            template = template.replace(placeholder, str(rng.choice(values)), 1)
    return template


def unmarked(text):
    """The text without its markers, and where each stood: (line from 0, 1-based UTF-8 column)."""
    places = []
    lines = []
    for number, line in enumerate(text.split("\n")):
        clean = ""
        for character in line:
            if character == "↓":
                places.append((number, len(clean.encode("utf-8")) + 1))
            else:
                clean += character
        lines.append(clean)
    return lines, places


def planted_entry(entry, rng):
    """A (template, rules) entry filled in: its lines and (line from 0, column, rule) per finding."""
    template, rules = entry
    lines, places = unmarked(filled(template, rng))
    assert len(places) == len(rules), template
    return lines, [(line, column, rule) for (line, column), rule in zip(places, rules)]


PLANTED_SHARE = float(os.environ.get("PLANTED", "0.25"))


def add_block(lines, expected, block, marks, indent):
    """Appends the lines of `block` at `indent` spaces and the findings planted in them."""
    first = len(lines) + 1
    lines += [" " * indent + line for line in block]
    for line, column, rule in marks:
        expected.append((first + line, column + indent, rule))


def add_members(lines, expected, rng):
    """Up to two member declarations, planted or decoy, none declared twice in one view."""
    planted = list(PLANTED_MEMBERS)
    decoys = list(DECOY_MEMBERS)
    for _ in range(rng.randint(0, 2)):
        if rng.random() < PLANTED_SHARE:
            entry = rng.choice(planted)
            planted.remove(entry)
            block, marks = planted_entry(entry, rng)
        else:
            decoy = rng.choice(decoys)
            decoys.remove(decoy)
            block, marks = [decoy], []
        add_block(lines, expected, block, marks, 4)
        lines.append("")


def write_file(path, rng, index):
    lines = ["import SwiftUI", "", f"/// Screen {index} of the bench corpus."]
    expected = []
    for view in range(rng.randint(1, 6)):
        lines += [f"struct Screen{index}View{view}: View {{",
                  "    let title: String",
                  "    let name: String",
                  "    let columns: [GridItem] = []",
                  "    let kind: Kind = .warning",
                  "",
                  "    var body: some View {",
                  "        VStack(alignment: .leading) {"]
        for _ in range(rng.randint(4, 40)):
            roll = rng.random()
            if roll < PLANTED_SHARE:
                block, marks = planted_entry(rng.choice(PLANTED), rng)
                add_block(lines, expected, block, marks, 12)
            elif roll < PLANTED_SHARE + 0.05:
                block, _ = planted_entry(rng.choice(PLANTED), rng)
                lines.append("            // dsgen:disable:next all")
                add_block(lines, [], block, [], 12)
            else:
                lines.append("            " + rng.choice(DECOYS))
        lines += ["        }", "    }", ""]
        add_members(lines, expected, rng)
        lines += ["    private func helper(_ value: Int) -> Int {",
                  "        let doubled = value * 2 // arithmetic is not a token", "        return doubled + 16",
                  "    }", "", "    enum Kind {", "        case warning, other", "    }", "}", ""]
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
