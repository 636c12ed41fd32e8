// The default theme's script: copy buttons on code examples and Swift names, and the light/dark
// button, whose choice is remembered. The site works without it; the buttons stay hidden until it runs.
(function () {
  "use strict";
  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    document.body.removeChild(area);
    return Promise.resolve();
  }
  document.querySelectorAll("[data-copy], [data-copy-text]").forEach(function (button) {
    var code = button.parentElement.querySelector("code");
    var text = button.getAttribute("data-copy-text") || (code && code.textContent);
    if (!text) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      copy(text).then(function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      });
    });
  });
  var toggle = document.querySelector("[data-theme-toggle]");
  if (toggle) {
    var root = document.documentElement;
    var systemDark = window.matchMedia("(prefers-color-scheme: dark)");
    var current = function () { return root.dataset.theme || (systemDark.matches ? "dark" : "light"); };
    var label = function () {
      var next = current() === "dark" ? "Light" : "Dark";
      toggle.textContent = next;
      toggle.setAttribute("aria-label", "Switch to " + next.toLowerCase() + " mode");
    };
    toggle.hidden = false;
    label();
    systemDark.addEventListener("change", label);
    toggle.addEventListener("click", function () {
      root.dataset.theme = current() === "dark" ? "light" : "dark";
      try { localStorage.setItem("dsgen-theme", root.dataset.theme); } catch (error) {}
      label();
    });
  }
})();
