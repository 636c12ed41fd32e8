#!/usr/bin/env python3
"""Writes a DTCG 2025.10 design system shaped like the ones design tools export.

    python3 bench/dtcg-corpus.py OUT_FOLDER [TOKENS] [ALIASES]

TOKENS literal tokens (default 10,000) and ALIASES alias tokens (default 3,000) are spread over
primitive files (colour ramps in several colour spaces, spacing, sizes, radii, durations, font
families and weights), a semantic file whose aliases point at primitives and at each other (chains
of one to three links, some across files), component files of composites (typography whose fields
are references, shadows and gradients with colour references) and dark and high-contrast files,
named by a resolver's appearance modifier. Group sizes vary from 3 to 40, as real ramps and scales
do. The output is deterministic for given arguments.
"""
import json
import os
import random
import sys

out = sys.argv[1]
literal_count = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
alias_count = int(sys.argv[3]) if len(sys.argv) > 3 else 3_000
rng = random.Random(20251028)
os.makedirs(out, exist_ok=True)

SPACES = [("srgb", lambda: [round(rng.random(), 4) for _ in range(3)]),
          ("display-p3", lambda: [round(rng.random(), 4) for _ in range(3)]),
          ("oklch", lambda: [round(rng.uniform(0.2, 0.95), 4), round(rng.uniform(0, 0.3), 4), round(rng.uniform(0, 359), 2)]),
          ("hsl", lambda: [round(rng.uniform(0, 359), 1), round(rng.uniform(0, 100), 1), round(rng.uniform(5, 95), 1)]),
          ("lab", lambda: [round(rng.uniform(5, 95), 2), round(rng.uniform(-80, 80), 2), round(rng.uniform(-80, 80), 2)])]


def color():
    space, make = rng.choice(SPACES)
    value = {"colorSpace": space, "components": make()}
    if rng.random() < 0.15:
        value["alpha"] = round(rng.uniform(0.05, 0.95), 2)
    return value


def dimension(lo, hi):
    return {"value": rng.randint(lo, hi), "unit": "px"}


primitives = {}
colors, dimensions, durations, families, weights = [], [], [], [], []
made = 0
group_index = 0
while made < literal_count:
    group_index += 1
    size = min(rng.randint(3, 40), literal_count - made)
    kind = rng.choices(["color", "dimension", "duration", "fontFamily", "fontWeight", "number"], [60, 25, 4, 3, 3, 5])[0]
    group = {"$type": kind, "$description": f"Group {group_index} of the primitives"}
    for step in range(size):
        name = f"{(step + 1) * 50}" if kind == "color" else f"step{step}"
        value = {"color": color, "dimension": lambda: dimension(0, 96), "duration": lambda: {"value": rng.randint(50, 800), "unit": "ms"},
                 "fontFamily": lambda: rng.choice(["Inter", ["SF Pro", "system-ui"], "Georgia", "ui-monospace"]),
                 "fontWeight": lambda: rng.choice([100, 300, 400, "semi-bold", "bold", 900]), "number": lambda: round(rng.uniform(0, 4), 2)}[kind]()
        token = {"$value": value}
        if rng.random() < 0.3:
            token["$description"] = f"Step {step} of group {group_index}"
        if rng.random() < 0.05:
            token["$extensions"] = {"com.example.tool": {"id": f"{group_index}:{step}", "hidden": rng.random() < 0.5}}
        group[name] = token
        path = f"prim{group_index}.{name}"
        {"color": colors, "dimension": dimensions, "duration": durations, "fontFamily": families, "fontWeight": weights}.get(kind, []).append(path)
    primitives[f"prim{group_index}"] = group
    made += size

semantic = {}
aliases = []
for index in range(alias_count):
    group = semantic.setdefault(f"sem{index // 25}", {})
    depth_pool = aliases if aliases and rng.random() < 0.3 else None
    if depth_pool:
        target = rng.choice(depth_pool)
    else:
        target = rng.choice(colors if rng.random() < 0.7 else dimensions)
    group[f"role{index % 25}"] = {"$value": "{" + target + "}"}
    aliases.append(f"sem{index // 25}.role{index % 25}")

components = {"type": {"$type": "typography"}, "elevation": {"$type": "shadow"}, "fill": {"$type": "gradient"}}
for index in range(200):
    components["type"][f"style{index}"] = {"$value": {
        "fontFamily": "{" + rng.choice(families) + "}", "fontSize": "{" + rng.choice(dimensions) + "}",
        "fontWeight": "{" + rng.choice(weights) + "}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}
    components["elevation"][f"level{index}"] = {"$value": {
        "color": "{" + rng.choice(colors) + "}", "offsetX": dimension(0, 4), "offsetY": dimension(0, 12),
        "blur": dimension(2, 30), "spread": {"value": 0, "unit": "px"}}}
    components["fill"][f"wash{index}"] = {"$value": [
        {"color": "{" + rng.choice(colors) + "}", "position": 0}, {"color": color(), "position": 1}]}


def overlay(share):
    tree = {}
    for path in rng.sample(colors, int(len(colors) * share)):
        group, name = path.split(".")
        tree.setdefault(group, {"$type": "color"})[name] = {"$value": color()}
    return tree


files = {"primitives.tokens.json": primitives, "semantic.tokens.json": semantic, "components.tokens.json": components,
         "dark.tokens.json": overlay(0.5), "high-contrast.tokens.json": overlay(0.15), "dark-high-contrast.tokens.json": overlay(0.15)}
for name, tree in files.items():
    with open(os.path.join(out, name), "w") as handle:
        json.dump(tree, handle, indent=2)
resolver = {
    "name": "Benchmark", "version": "2025.10",
    "sets": {"base": {"sources": [{"$ref": "primitives.tokens.json"}, {"$ref": "semantic.tokens.json"}, {"$ref": "components.tokens.json"}]}},
    "modifiers": {"appearance": {"default": "light", "contexts": {
        "light": [], "dark": [{"$ref": "dark.tokens.json"}], "light-high-contrast": [{"$ref": "high-contrast.tokens.json"}],
        "dark-high-contrast": [{"$ref": "dark.tokens.json"}, {"$ref": "dark-high-contrast.tokens.json"}]}}},
    "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}],
}
with open(os.path.join(out, "design.resolver.json"), "w") as handle:
    json.dump(resolver, handle, indent=2)
print(f"{made} literal tokens, {alias_count} aliases, 600 composites in {len(files)} files and a resolver")
