"""Parses a stylesheet with tinycss2 and fails on any parse error, at-rule or declaration that does not read."""
import sys

import tinycss2


def errors(nodes, where):
    for node in nodes:
        if node.type == "error":
            yield f"{where}:{node.source_line}:{node.source_column}: {node.message}"
        content = getattr(node, "content", None)
        if node.type in ("qualified-rule", "at-rule") and content is not None:
            for item in tinycss2.parse_blocks_contents(content, skip_whitespace=True, skip_comments=True):
                if item.type == "error":
                    yield f"{where}:{item.source_line}:{item.source_column}: {item.message}"
                elif item.type in ("qualified-rule", "at-rule"):
                    yield from errors([item], where)


def main(path):
    with open(path, encoding="utf-8") as file:
        rules = tinycss2.parse_stylesheet(file.read(), skip_whitespace=True, skip_comments=True)
    found = list(errors(rules, path))
    for line in found:
        print(line, file=sys.stderr)
    if found or not rules:
        sys.exit(1)
    print(f"tinycss2: {path} parses ({len(rules)} rules)")


if __name__ == "__main__":
    main(sys.argv[1])
