#!/usr/bin/env python3
"""Pixel checks of previews in headless Chromium, on the site built from Tests/Browser/Previews.

usage: previews.py SITE

In the first preview, `Text("A").padding(16).background(.red)`, the red pixels reach 16 CSS px
past the text on each side; in the second, with the modifiers the other way round, the red is the
text's size. The capsule of the third is round at both ends. The fourth shows the token's light
value, and its dark value once the reader picks Dark, and from the start on a dark system. The
list of the fifth draws a line between its rows, in iOS's separator colour over the row's white.
Each control of the sixth is drawn at the size the tap-target check computed for it, within 1 px.
Prints each failure and exits 1 if there is any.
"""
import io
import os
import sys

from PIL import Image
from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402
from suite import serve  # noqa: E402

RED = (0xFF, 0x3B, 0x30)
BLUE = (0x00, 0x7A, 0xFF)
ACCENT = {"light": (0xFF, 0x95, 0x00), "dark": (0x0A, 0x84, 0xFF)}


def close(pixel, color, tolerance=8):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], color))


def shown_canvas(browser, index):
    """The canvas of preview `index` that the reader sees, and its picture."""
    preview = browser.driver.find_elements(By.CSS_SELECTOR, "[data-preview]")[index]
    canvas = next(c for c in preview.find_elements(By.CSS_SELECTOR, ".pv-canvas") if c.is_displayed())
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", canvas)
    return preview, canvas, Image.open(io.BytesIO(canvas.screenshot_as_png)).convert("RGB")


def box_of(image, color):
    """The bounding box (left, top, right, bottom) of the pixels of `color`, or None."""
    points = [(x, y) for y in range(image.height) for x in range(image.width) if close(image.getpixel((x, y)), color)]
    if not points:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def text_box(browser, canvas):
    """The text's box within the canvas, in CSS px."""
    return browser.driver.execute_script(
        "var c = arguments[0].getBoundingClientRect(), t = arguments[0].querySelector('.pv-text').getBoundingClientRect();"
        "return [t.left - c.left, t.top - c.top, t.right - c.left, t.bottom - c.top];", canvas)


def padded_red_box(browser, failures):
    for index, padding in ((0, 16), (1, 0)):
        _, canvas, image = shown_canvas(browser, index)
        red = box_of(image, RED)
        text = text_box(browser, canvas)
        if red is None:
            failures.append(f"preview {index + 1}: no red pixels")
            continue
        expected = (text[0] - padding, text[1] - padding, text[2] + padding, text[3] + padding)
        if any(abs(a - b) > 1 for a, b in zip(red, expected)):
            failures.append(f"preview {index + 1}: the red box is {red}, the text {tuple(round(v, 1) for v in text)}; "
                            f"expected {padding} px around the text")


def round_capsule(browser, failures):
    _, canvas, image = shown_canvas(browser, 2)
    box = box_of(image, BLUE)
    # Its rounded ends are antialiased: the last column may be too light to count.
    if box is None or not (119 <= box[2] - box[0] <= 120 and 39 <= box[3] - box[1] <= 40):
        failures.append(f"capsule: its blue pixels span {box}, not 120 x 40")
        return
    left, top, right, bottom = box
    middle = (top + bottom) // 2
    corners = [(left, top), (right - 1, top), (left, bottom - 1), (right - 1, bottom - 1)]
    if any(close(image.getpixel(corner), BLUE) for corner in corners):
        failures.append("capsule: a corner is blue, so it is not round")
    if not all(close(image.getpixel(point), BLUE) for point in [(left + 1, middle), (right - 2, middle), ((left + right) // 2, top)]):
        failures.append("capsule: the ends or the top edge are not blue")
    # A semicircle of radius 20: 6 px in from the end, the edge is 8 px below the top (20 - √(20² - 14²) ≈ 5.7).
    if close(image.getpixel((left + 6, top + 3)), BLUE) or not close(image.getpixel((left + 6, top + 8)), BLUE):
        failures.append("capsule: its ends are not semicircles")


def appearance_values(browser, root, failures):
    preview, canvas, image = shown_canvas(browser, 3)
    middle = image.getpixel((image.width // 2, image.height // 2))
    if not close(middle, ACCENT["light"]):
        failures.append(f"light: the token shows {middle}, not its light value")
    preview.find_element(By.CSS_SELECTOR, '.preview-appearances button[data-appearance="dark"]').click()
    _, canvas, image = shown_canvas(browser, 3)
    middle = image.getpixel((image.width // 2, image.height // 2))
    if not close(middle, ACCENT["dark"]):
        failures.append(f"dark (picked): the token shows {middle}, not its dark value")
    background = image.getpixel((image.width // 2, 6))
    if not close(background, (0, 0, 0)):
        failures.append(f"dark (picked): the canvas is {background}, not the dark system background")
    browser.scheme("dark")
    browser.open(root + "index.html")
    _, canvas, image = shown_canvas(browser, 3)
    middle = image.getpixel((image.width // 2, image.height // 2))
    if not close(middle, ACCENT["dark"]):
        failures.append(f"dark (system): the token shows {middle}, not its dark value")
    browser.scheme("light")


def list_separator(browser, root, failures):
    failures += browser.open(root + "index.html")
    _, canvas, image = shown_canvas(browser, 4)
    # The second row's top edge, 40 px in from its left: where iOS draws the line between rows.
    x, y = browser.driver.execute_script(
        "var c = arguments[0].getBoundingClientRect(), r = arguments[0].querySelectorAll('.pv-list-row')[1].getBoundingClientRect();"
        "return [Math.round(r.left - c.left + 40), Math.floor(r.top - c.top)];", canvas)
    line, row = image.getpixel((x, y)), image.getpixel((x, y + 8))
    if not close(row, (0xFF, 0xFF, 0xFF)):
        failures.append(f"list: the row is {row}, not white")
    # #3C3C434A over white.
    if not close(line, (0xC6, 0xC6, 0xC8), tolerance=12):
        failures.append(f"list: the line between the rows is {line}, not iOS's separator over white")


def tap_targets(browser, failures):
    """Each control's size as the tap-target check computed it (data-pv-width, data-pv-height),
    against the size the browser draws it at: within 1 px, in every canvas of the page."""
    sizes = browser.driver.execute_script(
        "return Array.from(document.querySelectorAll('.pv-canvas [data-pv-height], .pv-canvas [data-pv-width]'))"
        ".filter(e => e.getClientRects().length).map(e => {var r = e.getBoundingClientRect();"
        "return [e.getAttribute('data-pv-width'), e.getAttribute('data-pv-height'), r.width, r.height,"
        " e.textContent.trim()]});")
    if len(sizes) < 5:
        failures.append(f"tap targets: {len(sizes)} controls with computed sizes shown, not at least 5")
    for width, height, drawn_width, drawn_height, text in sizes:
        for computed, drawn, axis in ((width, drawn_width, "width"), (height, drawn_height, "height")):
            if computed is not None and abs(float(computed) - drawn) > 1:
                failures.append(f"tap target '{text}': computed {axis} {computed}, drawn {drawn:.1f}")


def main():
    site = sys.argv[1]
    server, root = serve(site)
    browser = Browser()
    failures = []
    try:
        browser.scheme("light")
        browser.size(1280, 900)
        failures += browser.open(root + "index.html")
        padded_red_box(browser, failures)
        round_capsule(browser, failures)
        appearance_values(browser, root, failures)
        list_separator(browser, root, failures)
        failures += browser.open(root + "index.html")
        tap_targets(browser, failures)
    finally:
        browser.close()
        server.shutdown()
    for failure in failures:
        print("FAIL", failure)
    print(f"previews: 6 checks, {len(failures)} failure{'' if len(failures) == 1 else 's'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
