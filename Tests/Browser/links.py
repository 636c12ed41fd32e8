"""Every link and anchor of the built site resolves: each relative link names a file that exists,
and each `#fragment` an element of that page with that id."""
import html.parser
import os
import urllib.parse


class PageParts(html.parser.HTMLParser):
    """The ids a page declares and the links (href and src) it makes."""

    def __init__(self):
        super().__init__()
        self.ids = set()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if name in ("href", "src") and value is not None:
                self.links.append(value)


def read(path):
    parts = PageParts()
    with open(path, encoding="utf-8") as handle:
        parts.feed(handle.read())
    return parts


def html_pages(site):
    """Every HTML page of the site, as paths relative to it."""
    pages = []
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                pages.append(os.path.relpath(os.path.join(folder, name), site))
    return sorted(pages)


def broken_links(site):
    """`page: link (why)` for every link of the site that goes nowhere."""
    parsed = {page: read(os.path.join(site, page)) for page in html_pages(site)}
    problems = []
    for page, parts in parsed.items():
        for link in parts.links:
            target = urllib.parse.urlsplit(link)
            if target.scheme or target.netloc or link.startswith("//"):
                continue
            path = urllib.parse.unquote(target.path)
            if path:
                resolved = os.path.normpath(os.path.join(os.path.dirname(page), path))
            else:
                resolved = page
            if resolved.startswith(".."):
                problems.append(f"{page}: {link} (outside the site)")
                continue
            if not os.path.exists(os.path.join(site, resolved)):
                problems.append(f"{page}: {link} (no such file)")
                continue
            if target.fragment and resolved.endswith(".html"):
                ids = parsed[resolved].ids if resolved in parsed else read(os.path.join(site, resolved)).ids
                if urllib.parse.unquote(target.fragment) not in ids:
                    problems.append(f"{page}: {link} (no such anchor)")
    return problems
