#!/usr/bin/env python3
"""The browser suite: the built site in headless Chromium, as a reader sees it.

usage: suite.py [SITE]          (default: site)
       suite.py --generated SITE   the site of Tests/DSGenSiteTests/Fixtures/dtcg-only, whose pages
                                   are all generated from token files
       suite.py --large SITE       the site of large_system.py's design system (over 1,000 tokens), which
                                   is also measured: row and page heights, copy controls, the tiers' folders
       suite.py --components SITE  the site of Tests/Browser/Components: pages whose front matter makes
                                   them components, with their API read from Swift files
       suite.py --versions SITE    the site of Tests/Versions's repository, which publishes three earlier
                                   versions: the version menu, the banner, each version's search
       RECORD=1 suite.py        records the screenshots instead of comparing them

Every page, in light and dark: no console errors, no failed requests, no axe-core violations.
Every link and anchor resolves. Search, the theme button, the phone's menu and the copy buttons
work. A few pages look as their committed screenshots do (Tests/Browser/Screenshots), within a
tolerance. Prints each failure and exits 1 if there is any.
"""
import functools
import http.server
import os
import sys
import threading

from selenium.common.exceptions import WebDriverException

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402
from interactions import GENERATED_INTERACTIONS, INTERACTIONS  # noqa: E402
from links import broken_links, html_pages  # noqa: E402
from scale import measure  # noqa: E402
from screenshots import compare_or_record  # noqa: E402
from versions import VERSION_INTERACTIONS  # noqa: E402

SHOTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Screenshots")
SHOT_PAGES = [
    "index.html", "foundations/colors.html", "foundations/spacing.html", "tokens.html", "components.html",
    "components/empty-state.html",
]
GENERATED_SHOT_PAGES = ["index.html", "tokens/primitives/color.html", "tokens/semantic/fg.html", "tokens/primitives/typography.html"]
LARGE_SHOT_PAGES = ["tokens/semantic/fg.html", "tokens/components/button.html"]
# Not the components page: its last column is the day of a commit.
COMPONENTS_SHOT_PAGES = ["status-badge.html", "tag.html"]
VERSIONS_SHOT_PAGES = ["spacing.html", "v/release-1.1/buttons.html"]
SIZES = {"wide": (1280, 900), "narrow": (390, 844)}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def serve(site):
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main():
    arguments = sys.argv[1:]
    large = arguments[:1] == ["--large"]
    components = arguments[:1] == ["--components"]
    versions = arguments[:1] == ["--versions"]
    generated = arguments[:1] in (["--generated"], ["--large"], ["--components"], ["--versions"])
    if generated:
        arguments = arguments[1:]
    site = arguments[0] if arguments else "site"
    shot_pages, interactions = (GENERATED_SHOT_PAGES, GENERATED_INTERACTIONS) if generated else (SHOT_PAGES, INTERACTIONS)
    if large:
        shot_pages, interactions = LARGE_SHOT_PAGES, []
    if components:
        shot_pages, interactions = COMPONENTS_SHOT_PAGES, []
    if versions:
        shot_pages, interactions = VERSIONS_SHOT_PAGES, VERSION_INTERACTIONS
    prefix = ("large-" if large else "components-fixture-" if components else "versions-" if versions
              else "generated-" if generated else "")
    record = os.environ.get("RECORD") == "1"
    failures = [f"link: {problem}" for problem in broken_links(site)]
    pages = [page for page in html_pages(site) if not page.startswith("downloads/")]
    server, root = serve(site)
    browser = Browser()
    try:
        for scheme in ("light", "dark"):
            browser.scheme(scheme)
            # The generated pages are checked at both widths: their ramps and tables reflow.
            for width in (SIZES if generated else ["wide"]):
                browser.size(*SIZES[width])
                for page in pages:
                    failures += [f"{page} ({scheme}, {width}): {problem}" for problem in browser.open(root + page)]
                    failures += [f"{page} ({scheme}, {width}): axe: {problem}" for problem in browser.violations()]
            for width, size in SIZES.items():
                browser.size(*size)
                for page in shot_pages:
                    browser.open(root + page)
                    name = prefix + page.replace("/", "-").replace(".html", "") + f"-{scheme}-{width}.png"
                    problem = compare_or_record(browser, os.path.join(SHOTS, name), record)
                    if problem:
                        failures.append(f"{page} ({scheme}, {width}): {problem}")
        browser.scheme("light")
        if large:
            problems, figures = measure(browser, root, pages)
            failures += [f"at scale: {problem}" for problem in problems]
            print(figures)
        for name, check in interactions:
            browser.size(*SIZES["wide"])
            try:
                check(browser, root)
            except (AssertionError, WebDriverException) as error:
                failures.append(f"{name}: {str(error).splitlines()[0]}")
    finally:
        browser.close()
        server.shutdown()
    for failure in failures:
        print("FAIL", failure)
    print(f"{len(pages)} pages in light and dark, {len(interactions)} interactions, "
          f"{len(shot_pages) * 4} screenshots {'recorded' if record else 'compared'}: "
          f"{len(failures)} failure{'' if len(failures) == 1 else 's'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
