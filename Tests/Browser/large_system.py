#!/usr/bin/env python3
"""Writes a design system the size of a large published one into a folder, as its token files and
resolver: a base palette of numbered ramps and scales, a semantic layer of aliases with light, dark
and both high-contrast appearances, and component tokens that alias the semantic layer.

usage: large_system.py FOLDER     prints how many tokens it wrote

The browser suite builds it (`suite.py --large SITE`) to measure the guide at scale. The values
are made from fixed formulas, so the same folder comes out every time.
"""
import colorsys
import json
import os
import sys

HUES = {"blue": 215, "gray": 220, "green": 140, "red": 355, "orange": 28, "yellow": 48, "purple": 270,
        "pink": 330, "teal": 180, "coral": 10, "lime": 85, "indigo": 240, "brown": 25}
STEPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
ROLES = ["accent", "success", "attention", "severe", "danger", "done", "sponsors", "neutral", "open", "closed"]
ROLE_HUES = {"accent": "blue", "success": "green", "attention": "yellow", "severe": "orange", "danger": "red",
             "done": "purple", "sponsors": "pink", "neutral": "gray", "open": "teal", "closed": "coral"}
COMPONENTS = ["button", "card", "counter", "label", "avatar", "badge", "banner", "checkbox", "radio", "toggle",
              "tooltip", "menu", "dialog", "tab", "segmented", "textField", "select", "link", "progress", "toast",
              "chip", "listRow", "navigation", "stepper", "slider", "searchField"]
VARIANTS = ["primary", "secondary", "danger", "invisible"]
STATES = ["rest", "hover", "active", "disabled"]
PARTS = ["bg", "fg", "border"]


def color_of(hue, step, saturation):
    """A ramp's step as DTCG 2025.10 writes a colour: sRGB components and the hex beside them."""
    lightness = 0.96 - step * 0.088
    channels = [round(channel, 4) for channel in colorsys.hls_to_rgb(hue / 360, lightness, saturation)]
    return {"colorSpace": "srgb", "components": channels,
            "hex": "#" + "".join(f"{round(channel * 255):02x}" for channel in channels)}


def base():
    color = {"$description": "The base palette: ramps from light to dark."}
    for name, hue in HUES.items():
        saturation = 0.12 if name == "gray" else 0.7
        color[name] = {"$type": "color", **{str(step): {"$value": color_of(hue, step, saturation)} for step in STEPS}}
    color["white"] = {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}
    color["black"] = {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}}
    dimension = lambda points: {"$value": {"value": points, "unit": "px"}}
    return {
        "color": color,
        "space": {"$type": "dimension", **{str(index): dimension(index * 4) for index in range(16)}},
        "radius": {"$type": "dimension", **{name: dimension(points) for name, points in
                                            [("small", 4), ("medium", 8), ("large", 12), ("full", 999)]}},
        "duration": {"$type": "duration", **{name: {"$value": {"value": ms, "unit": "ms"}} for name, ms in
                                             [("fast", 100), ("medium", 200), ("slow", 400)]}},
    }


def semantic(dark, high_contrast):
    """The semantic layer in one appearance: aliases of ramp steps, deeper in high contrast."""
    shift = 1 if high_contrast else 0
    def step(light_step):
        value = 9 - light_step if dark else light_step
        return max(0, min(9, value + (shift if not dark else -shift)))
    layer = {"fg": {"$type": "color"}, "bg": {"$type": "color"}, "border": {"$type": "color"}}
    layer["fg"]["default"] = {"$value": f"{{color.gray.{step(9)}}}"}
    layer["fg"]["muted"] = {"$value": f"{{color.gray.{step(6)}}}"}
    layer["bg"]["default"] = {"$value": "{color.black}" if dark else "{color.white}"}
    layer["bg"]["muted"] = {"$value": f"{{color.gray.{step(1)}}}"}
    layer["border"]["default"] = {"$value": f"{{color.gray.{step(3)}}}"}
    for role in ROLES:
        ramp = ROLE_HUES[role]
        layer["fg"][role] = {"$value": f"{{color.{ramp}.{step(7)}}}"}
        layer["bg"][role + "Emphasis"] = {"$value": f"{{color.{ramp}.{step(6)}}}"}
        layer["bg"][role + "Muted"] = {"$value": f"{{color.{ramp}.{step(1)}}}"}
        layer["border"][role] = {"$value": f"{{color.{ramp}.{step(5)}}}"}
        layer["border"][role + "Muted"] = {"$value": f"{{color.{ramp}.{step(2)}}}"}
    if not dark and not high_contrast:
        # The text colours say which backgrounds they are read on, for the rows' contrast badges.
        layer["fg"]["$description"] = "Text and icons."
        for name in ("default", "accent", "danger", "done"):
            layer["fg"][name]["$extensions"] = {"dev.dsgen": {"on": ["bg.default", "bg.muted"]}}
        layer["fg"]["muted"]["$extensions"] = {"dev.dsgen": {"on": ["bg.default"]}}
    return layer


def components():
    tokens = {}
    for index, component in enumerate(COMPONENTS):
        variants = VARIANTS if index < 8 else VARIANTS[:2]
        group = {"$type": "color"}
        for variant in variants:
            role = "danger" if variant == "danger" else ROLES[index % len(ROLES)]
            group[variant] = {part: {state: {"$value": reference(part, role, variant, state)} for state in STATES}
                              for part in PARTS}
        tokens[component] = group
    return {"component": tokens}


def reference(part, role, variant, state):
    if state == "disabled":
        return {"bg": "{bg.muted}", "fg": "{fg.muted}", "border": "{border.default}"}[part]
    if variant == "invisible" or variant == "secondary":
        return {"bg": "{bg.default}" if state == "rest" else "{bg.muted}", "fg": f"{{fg.{role}}}",
                "border": "{border.default}"}[part]
    return {"bg": f"{{bg.{role}Emphasis}}" if state == "rest" else f"{{bg.{role}Muted}}", "fg": "{fg.default}",
            "border": f"{{border.{role}}}"}[part]


def count(tree):
    return sum(count(value) if "$value" not in value else 1
               for key, value in tree.items() if not key.startswith("$") and isinstance(value, dict))


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    files = {"base.tokens.json": base(), "semantic.tokens.json": semantic(False, False),
             "semantic-dark.tokens.json": semantic(True, False),
             "semantic-light-high-contrast.tokens.json": semantic(False, True),
             "semantic-dark-high-contrast.tokens.json": semantic(True, True),
             "components.tokens.json": components()}
    for name, tree in files.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            json.dump(tree, handle, indent=2)
    contexts = {"light": [], "dark": ["semantic-dark"], "light-high-contrast": ["semantic-light-high-contrast"],
                "dark-high-contrast": ["semantic-dark-high-contrast"]}
    resolver = {
        "name": "Large design system", "version": "2025.10",
        "sets": {"foundation": {"sources": [{"$ref": f"{name}.tokens.json"} for name in
                                            ("base", "semantic", "components")]}},
        "modifiers": {"appearance": {"default": "light", "contexts": {
            context: [{"$ref": f"{name}.tokens.json"} for name in names] for context, names in contexts.items()}}},
        "resolutionOrder": [{"$ref": "#/sets/foundation"}, {"$ref": "#/modifiers/appearance"}],
    }
    with open(os.path.join(folder, "design.resolver.json"), "w", encoding="utf-8") as handle:
        json.dump(resolver, handle, indent=2)
    print(count(files["base.tokens.json"]) + count(files["semantic.tokens.json"]) + count(files["components.tokens.json"]))


if __name__ == "__main__":
    main()
