"""What a reader does with the version menu of Tests/Versions's site: switch versions and stay on
the page (or land on the version's home page when it has no such page), read the banner of an
earlier version and follow it back, and search each version's own pages and tokens. Each check
raises AssertionError with what went wrong."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from interactions import wait


def choose(browser, label):
    """Opens the version menu with the keyboard and follows the link named `label`."""
    summary = browser.driver.find_element(By.CSS_SELECTOR, ".version-menu summary")
    summary.send_keys(Keys.ENTER)
    menu = browser.driver.find_element(By.CSS_SELECTOR, ".version-menu")
    assert menu.get_attribute("open") is not None, "Enter on the version menu does not open it"
    link = menu.find_element(By.LINK_TEXT, label)
    assert link.is_displayed(), f"the menu's {label!r} is not shown once it is open"
    link.click()


def closes_as_a_menu(browser, root):
    browser.open(root + "index.html")
    menu = browser.driver.find_element(By.CSS_SELECTOR, ".version-menu")
    summary = menu.find_element(By.TAG_NAME, "summary")
    summary.send_keys(Keys.ENTER)
    menu.find_element(By.LINK_TEXT, "v2.0").send_keys(Keys.ESCAPE)
    assert menu.get_attribute("open") is None, "Escape does not close the version menu"
    assert browser.driver.switch_to.active_element == summary, "Escape does not give the focus back to the menu"
    summary.click()
    browser.driver.find_element(By.TAG_NAME, "h1").click()
    assert menu.get_attribute("open") is None, "a click outside the version menu does not close it"


def keeps_the_page(browser, root):
    browser.open(root + "spacing.html")
    assert not browser.driver.find_elements(By.CSS_SELECTOR, ".version-banner"), "the latest version has a banner"
    choose(browser, "v1.0")
    wait(browser, lambda: browser.driver.current_url.endswith("v/v1.0/spacing.html"),
         f"v1.0 in the menu of spacing.html goes to {browser.driver.current_url}, not v/v1.0/spacing.html")
    banner = browser.driver.find_element(By.CSS_SELECTOR, ".version-banner")
    assert "v1.0, an earlier version" in banner.text, f"the banner says {banner.text!r}"
    banner.find_element(By.TAG_NAME, "a").click()
    wait(browser, lambda: browser.driver.current_url == root + "spacing.html",
         f"the banner's link goes to {browser.driver.current_url}, not the latest spacing.html")


def falls_back_to_home(browser, root):
    browser.open(root + "v/release-1.1/buttons.html")
    choose(browser, "v2.0")
    wait(browser, lambda: browser.driver.current_url.endswith("v/v2.0/index.html"),
         f"v2.0, which has no buttons page, goes to {browser.driver.current_url}, not its home page")


def searches_its_own_version(browser, root):
    for version, finds_success in [("v/v1.0/", False), ("v/release-1.1/", True)]:
        browser.open(root + version + "index.html")
        box = browser.driver.find_element(By.CSS_SELECTOR, "[data-search]")
        box.send_keys("colors.")
        results = browser.driver.find_element(By.CSS_SELECTOR, ".search-results")
        wait(browser, results.is_displayed, f"no results appear for 'colors.' in {version}")
        links = [link.get_attribute("href") for link in results.find_elements(By.TAG_NAME, "a")]
        outside = [link for link in links if not link.startswith(root + version)]
        assert not outside, f"search in {version} links outside it: {outside[:3]}"
        found = any(link.endswith("#token-colors-success") for link in links)
        assert found == finds_success, f"search in {version} {'misses' if finds_success else 'finds'} colors.success"


VERSION_INTERACTIONS = [
    ("version menu closes as a menu does", closes_as_a_menu),
    ("version menu keeps the page", keeps_the_page),
    ("version menu falls back to the version's home", falls_back_to_home),
    ("search keeps to its version", searches_its_own_version),
]
