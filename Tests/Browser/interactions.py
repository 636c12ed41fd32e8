"""What a reader does with the page's script: search, switch the theme, open the phone's menu,
copy an example. Each check raises AssertionError with what went wrong."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, condition, message):
    try:
        WebDriverWait(browser.driver, 5).until(lambda driver: condition())
    except Exception:
        raise AssertionError(message) from None


def search(browser, root):
    browser.open(root + "index.html")
    box = browser.driver.find_element(By.CSS_SELECTOR, "[data-search]")
    assert box.is_displayed(), "the search box is hidden"
    browser.driver.find_element(By.TAG_NAME, "body").send_keys("/")
    assert browser.driver.switch_to.active_element == box, "'/' does not move to the search box"
    results = browser.driver.find_element(By.CSS_SELECTOR, ".search-results")
    for query, expected in [("spacing", "foundations/spacing.html"), ("#FF9500", "#token-colors-goals"),
                            ("grid", "foundations/spacing.html"), ("DesignSystem.Colors.error", "#token-colors-error")]:
        box.clear()
        box.send_keys(query)
        wait(browser, results.is_displayed, f"no results appear for {query!r}")
        links = [link.get_attribute("href") for link in results.find_elements(By.TAG_NAME, "a")]
        assert any(link.endswith(expected) for link in links), f"{query!r} does not find {expected}: {links[:5]}"
    # A token's path ranks its token above the pages that only mention it.
    box.clear()
    box.send_keys("spacing.md")
    wait(browser, results.is_displayed, "no results appear for 'spacing.md'")
    first = results.find_element(By.TAG_NAME, "a").get_attribute("href")
    assert first.endswith("#token-spacing-md"), f"'spacing.md' does not list its token first: {first}"
    status = browser.driver.find_element(By.CSS_SELECTOR, ".search-status").get_attribute("textContent")
    assert "found" in status, f"the result count is not announced: {status!r}"
    box.send_keys(Keys.ARROW_DOWN)
    focused = browser.driver.switch_to.active_element
    assert focused.tag_name == "a", "the down arrow does not move to the first result"
    focused.send_keys(Keys.ESCAPE)
    wait(browser, lambda: not results.is_displayed(), "Escape does not close the results")
    box.send_keys("colour")
    wait(browser, results.is_displayed, "no results appear for 'colour'")
    box.send_keys(Keys.SHIFT, Keys.TAB)
    wait(browser, lambda: not results.is_displayed(), "the results stay open when focus leaves the search")


def theme(browser, root, next_page="foundations/colors.html"):
    browser.open(root + "index.html")
    toggle = browser.driver.find_element(By.CSS_SELECTOR, "[data-theme-toggle]")
    before = browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    toggle.click()
    assert browser.driver.execute_script("return document.documentElement.dataset.theme") == "dark", "the button does not switch to dark"
    after = browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert after != before, f"the page's background stays {before} in dark"
    browser.open(root + next_page)
    assert browser.driver.execute_script("return document.documentElement.dataset.theme") == "dark", "the choice is not remembered on the next page"
    browser.driver.find_element(By.CSS_SELECTOR, "[data-theme-toggle]").click()
    browser.driver.execute_script("localStorage.clear()")


def phone_menu(browser, root, page="components/status-badge.html"):
    browser.size(390, 844)
    browser.open(root + page)
    nav = browser.driver.find_element(By.ID, "site-nav")
    menu = browser.driver.find_element(By.CSS_SELECTOR, "[data-nav-toggle]")
    assert menu.is_displayed(), "no Menu button on a phone"
    assert not nav.is_displayed(), "the sidebar covers the page on a phone before Menu is pressed"
    menu.click()
    wait(browser, nav.is_displayed, "Menu does not open the sidebar")
    assert menu.get_attribute("aria-expanded") == "true", "Menu does not say it is expanded"
    first = nav.find_element(By.TAG_NAME, "a")
    first.send_keys(Keys.ESCAPE)
    wait(browser, lambda: not nav.is_displayed(), "Escape in the sidebar does not close it")
    menu.click()
    wait(browser, nav.is_displayed, "Menu does not open the sidebar again")
    menu.send_keys(Keys.ESCAPE)
    wait(browser, lambda: not nav.is_displayed(), "Escape on the Menu button does not close the sidebar")
    assert menu.get_attribute("aria-expanded") == "false", "Menu still says it is expanded after Escape"


def copy_buttons(browser, root):
    browser.open(root + "components/status-badge.html")
    buttons = [button for button in browser.driver.find_elements(By.CSS_SELECTOR, "[data-copy]") if button.is_displayed()]
    assert buttons, "no copy button is shown beside the examples"
    buttons[0].click()
    wait(browser, lambda: buttons[0].text == "Copied", "the copy button does not say Copied")
    # Every code block, of any language, has one.
    for page in ("guides/writing-token-specs.html", "guides/maintaining-the-system.html"):
        browser.open(root + page)
        blocks = browser.driver.find_elements(By.CSS_SELECTOR, "article pre")
        without = [block for block in blocks if not any(
            button.is_displayed() for button in block.find_elements(By.XPATH, "../button[@data-copy]"))]
        assert blocks and not without, f"{len(without)} of the {len(blocks)} code blocks of {page} have no copy button"


def kind_filter(browser, root):
    browser.open(root + "tokens.html")
    groups = browser.driver.find_elements(By.CSS_SELECTOR, ".token-index-group")
    browser.driver.find_element(By.CSS_SELECTOR, "[data-kind='color']").click()
    shown = [group for group in groups if group.is_displayed()]
    assert shown and all("kind-color" in group.get_attribute("class") for group in shown), "the colour filter shows other kinds"
    assert len(shown) < len(groups), "the colour filter hides nothing"
    browser.driver.find_element(By.CSS_SELECTOR, "[data-kind='']").click()
    assert all(group.is_displayed() for group in groups), "All kinds does not show every group again"


def token_filter(browser, root):
    """The generated colour page's filter: rows and ramp steps follow the text."""
    browser.open(root + "tokens/primitives/color.html")
    box = browser.driver.find_element(By.CSS_SELECTOR, ".token-filter input")
    rows = browser.driver.find_elements(By.CSS_SELECTOR, ".token-table tbody tr.token-row")
    box.send_keys("blue._5")
    shown = [row.get_attribute("id") for row in rows if row.is_displayed()]
    assert shown == ["token-color-blue-50", "token-color-blue-500"], f"'blue._5' shows {shown}"
    steps = browser.driver.find_elements(By.CSS_SELECTOR, ".ramp-steps > li")
    assert sum(step.is_displayed() for step in steps) == 2, "the ramps' steps do not follow the filter"
    ramps = browser.driver.find_elements(By.CSS_SELECTOR, ".ramp")
    assert sum(ramp.is_displayed() for ramp in ramps) == 1, "ramps with no step shown stay"
    count = browser.driver.find_element(By.CSS_SELECTOR, ".token-filter-count").get_attribute("textContent")
    assert count == f"2 of {len(rows)} shown", f"the count says {count!r}"
    box.clear()
    box.send_keys(" ")
    assert all(row.is_displayed() for row in rows), "clearing the filter does not show every row"


INTERACTIONS = [("search", search), ("theme toggle", theme), ("phone menu", phone_menu), ("copy buttons", copy_buttons), ("kind filter", kind_filter)]
# The site of token files alone (Tests/DSGenSiteTests/Fixtures/dtcg-only), whose pages are generated.
def token_details(browser, root):
    """A colour row's Details opens its card by keyboard; a click on a value copies it in place;
    Show details opens every card and is remembered on the next page."""
    browser.open(root + "tokens/semantic/fg.html")
    toggle = browser.driver.find_element(By.CSS_SELECTOR, ".detail-toggle")
    detail = browser.driver.find_element(By.ID, toggle.get_attribute("aria-controls"))
    assert not detail.is_displayed(), "a row's detail shows before Details is pressed"
    toggle.send_keys(Keys.ENTER)
    wait(browser, detail.is_displayed, "Enter on Details does not open the row's detail")
    assert toggle.get_attribute("aria-expanded") == "true", "Details does not say it is expanded"
    assert "rgb(" in detail.text, f"the detail lacks the rgb value: {detail.text!r}"
    toggle.send_keys(" ")
    wait(browser, lambda: not detail.is_displayed(), "Space on Details does not close the detail")
    value = browser.driver.find_element(By.CSS_SELECTOR, "td .copy-value")
    text = value.text
    value.click()
    wait(browser, lambda: value.get_attribute("data-copied") is not None, "a click on a value does not copy it")
    assert value.text == text, f"the copied value's text changed to {value.text!r}"
    browser.driver.find_element(By.CSS_SELECTOR, ".density-toggle").click()
    details = browser.driver.find_elements(By.CSS_SELECTOR, ".token-detail")
    assert all(each.is_displayed() for each in details), "Show details leaves some details closed"
    browser.open(root + "tokens/semantic/bg.html")
    switch = browser.driver.find_element(By.CSS_SELECTOR, ".density-toggle")
    assert switch.get_attribute("aria-pressed") == "true", "the density is not remembered on the next page"
    assert all(each.is_displayed() for each in browser.driver.find_elements(By.CSS_SELECTOR, ".token-detail"))
    switch.click()
    assert not any(each.is_displayed() for each in browser.driver.find_elements(By.CSS_SELECTOR, ".token-detail"))


GENERATED_INTERACTIONS = [
    ("theme toggle", lambda browser, root: theme(browser, root, next_page="tokens/primitives/color.html")),
    ("phone menu", lambda browser, root: phone_menu(browser, root, page="tokens/semantic/fg.html")),
    ("token filter", token_filter),
    ("token details", token_details),
]
