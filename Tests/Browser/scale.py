"""The guide at the scale of a large published design system (large_system.py): measured in the
browser at 1280 px wide, with every token row shown and no detail opened."""
from selenium.webdriver.common.by import By

ROW_HEIGHT = 64
PAGE_HEIGHT = 15000

MEASURE = """
var rows = Array.from(document.querySelectorAll('.token-rows tr.token-row'));
return {
  height: document.documentElement.scrollHeight,
  rows: rows.length,
  hidden: rows.filter(function (row) { return row.getClientRects().length === 0; }).length,
  tallest: rows.reduce(function (most, row) { return Math.max(most, row.getBoundingClientRect().height); }, 0),
  extraCopies: rows.filter(function (row) {
    return row.querySelectorAll('[data-copy-text]').length > row.querySelectorAll('td[data-label]').length + 1
      || row.querySelector('.copy-button');
  }).map(function (row) { return row.id; }),
};
"""


def measure(browser, root, pages):
    """The problems of `pages` at scale, and a line of figures: the tallest page and row."""
    browser.size(1280, 900)
    problems, tallest_page, tallest_row, rows = [], ("", 0), 0, 0
    for page in pages:
        browser.open(root + page)
        figures = browser.driver.execute_script(MEASURE)
        rows += figures["rows"]
        if figures["height"] > tallest_page[1]:
            tallest_page = (page, figures["height"])
        tallest_row = max(tallest_row, figures["tallest"])
        if figures["height"] >= PAGE_HEIGHT:
            problems.append(f"{page} is {figures['height']} px tall (under {PAGE_HEIGHT})")
        if figures["hidden"]:
            problems.append(f"{page} hides {figures['hidden']} of its {figures['rows']} token rows")
        if figures["tallest"] > ROW_HEIGHT:
            problems.append(f"{page} has a token row {figures['tallest']:.0f} px tall (at most {ROW_HEIGHT})")
        if figures["extraCopies"]:
            problems.append(f"{page}: more than one copy control a value in {figures['extraCopies'][:3]}")
    problems += sidebar(browser, root + pages[0])
    summary = (f"{rows} colour rows on {len(pages)} pages: tallest page {tallest_page[0]} {tallest_page[1]} px, "
               f"tallest row {tallest_row:.0f} px")
    return problems, summary


def sidebar(browser, url):
    """The sidebar's tiers are folders that fold by keyboard."""
    browser.open(url)
    folders = browser.driver.find_elements(By.CSS_SELECTOR, ".site-nav details.nav-folder")
    titles = [folder.find_element(By.TAG_NAME, "summary").text for folder in folders]
    if titles[:3] != ["Primitives", "Semantic", "Components"]:
        return [f"the sidebar's folders are {titles}, not Primitives, Semantic, Components"]
    summary = folders[2].find_element(By.TAG_NAME, "summary")
    summary.send_keys("\n")
    if folders[2].get_attribute("open") is not None:
        return ["Enter on the Components folder does not fold it"]
    return []
