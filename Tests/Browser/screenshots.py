"""Screenshots compared with committed ones: a pixel differs when one of its channels is off by
more than CHANNEL; a screenshot matches when fewer than SHARE of its pixels differ (text may
anti-alias a little differently from one Chromium to the next, a broken layout moves far more)."""
import os
import tempfile

from PIL import Image, ImageChops

CHANNEL = 40
SHARE = 0.005


def compare_or_record(browser, path, record):
    """Records the browser's screenshot at `path`, or compares it with the one there; a problem or None."""
    if record:
        browser.screenshot(path)
        return None
    if not os.path.exists(path):
        return f"no committed screenshot {os.path.basename(path)}; run with RECORD=1"
    with tempfile.NamedTemporaryFile(suffix=".png") as taken:
        browser.screenshot(taken.name)
        with Image.open(taken.name) as new, Image.open(path) as old:
            return difference(old.convert("RGB"), new.convert("RGB"), os.path.basename(path))


def difference(old, new, name):
    if old.size != new.size:
        return f"{name} is {new.size[0]}x{new.size[1]}, the committed one {old.size[0]}x{old.size[1]}"
    channels = ImageChops.difference(old, new).split()
    mask = channels[0].point(lambda value: 255 if value > CHANNEL else 0)
    for channel in channels[1:]:
        mask = ImageChops.lighter(mask, channel.point(lambda value: 255 if value > CHANNEL else 0))
    changed = mask.histogram()[255]
    share = changed / (old.size[0] * old.size[1])
    if share >= SHARE:
        return f"{name} differs in {share * 100:.2f}% of its pixels (at most {SHARE * 100:.1f}%); look at it, then RECORD=1 if it is right"
    return None
