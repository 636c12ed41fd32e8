"""Headless Chromium driven through chromedriver, with what the suite asks of each page: the
console's errors, the requests that failed, axe-core's violations, a screenshot."""
import json
import os
import shutil

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

import axe_playwright_python

AXE_SOURCE = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")


def find(*names):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit(f"none of {', '.join(names)} is installed (apt-get install chromium chromium-driver)")


class Browser:
    def __init__(self):
        options = webdriver.ChromeOptions()
        options.binary_location = find("chromium", "chromium-browser", "google-chrome")
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         "--force-device-scale-factor=1", "--disable-dev-shm-usage", "--lang=en-US"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        self.driver = webdriver.Chrome(service=Service(find("chromedriver")), options=options)
        self.driver.set_script_timeout(60)
        with open(AXE_SOURCE, encoding="utf-8") as handle:
            self.axe = handle.read()

    def close(self):
        self.driver.quit()

    def size(self, width, height):
        """The viewport, whatever the window's own chrome takes."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600,
        })

    def scheme(self, scheme):
        """`light` or `dark`, as the system's setting the page's CSS reads; motion reduced, so
        that an animated sample stands still for a screenshot."""
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme},
                         {"name": "prefers-reduced-motion", "value": "reduce"}],
        })

    def open(self, url):
        """Loads `url`; the console errors and failed requests of the load."""
        self.driver.get_log("browser")
        self.driver.get_log("performance")
        self.driver.get(url)
        self.driver.execute_async_script(
            "var done = arguments[0]; if (document.readyState === 'complete') done(); "
            "else window.addEventListener('load', function () { done(); });")
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        return errors + self.failed_requests()

    def failed_requests(self):
        failed = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            params = message.get("params", {})
            if message["method"] == "Network.responseReceived" and params["response"]["status"] >= 400:
                failed.append(f"{params['response']['status']} {params['response']['url']}")
            elif message["method"] == "Network.loadingFailed" and not params.get("canceled"):
                failed.append(f"failed: {params.get('errorText')}")
        return failed

    def violations(self):
        """axe-core's violations of the page as it stands, one line each. The contrast of text is
        not checked inside previews (`.pv-canvas`): they draw the app's own colours as its code
        does, a "don't" included, and the spec's contrast rule checks those pairs."""
        self.driver.execute_script(self.axe)
        result = self.driver.execute_async_script(
            "var done = arguments[0], fail = function (e) { done([{id: 'axe-error', help: String(e), nodes: []}]); };"
            "axe.run(document, {resultTypes: ['violations'], rules: {'color-contrast': {enabled: false}}}).then(function (all) {"
            "  axe.run({exclude: [['.pv-canvas']]}, {resultTypes: ['violations'], runOnly: ['color-contrast']}).then(function (contrast) {"
            "    done(all.violations.concat(contrast.violations)); }, fail); }, fail);")
        lines = []
        for violation in result:
            targets = ", ".join(" ".join(node["target"]) if isinstance(node["target"], list) else str(node["target"])
                                for node in violation["nodes"][:3])
            lines.append(f"{violation['id']}: {violation['help']} ({len(violation['nodes'])}: {targets})")
        return lines

    def screenshot(self, path):
        self.driver.save_screenshot(path)
