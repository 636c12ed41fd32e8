// The default theme's script: copy buttons on code examples and Swift names, search, the light/dark
// button, whose choice is remembered, and the phone's Menu button. The site works without it: the
// buttons stay hidden until it runs, and the sidebar stays open.
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
  var search = document.querySelector("[data-search]");
  var results = document.querySelector(".search-results");
  if (search && results && window.dsgenSearchIndex) {
    var rootPath = search.getAttribute("data-root") || "";
    search.hidden = false;
    var show = function () {
      var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      results.textContent = "";
      if (!words.length) { results.hidden = true; return; }
      var found = window.dsgenSearchIndex.filter(function (entry) {
        var text = (entry.title + " " + (entry.detail || "")).toLowerCase();
        return words.every(function (word) { return text.indexOf(word) >= 0; });
      }).slice(0, 12);
      found.forEach(function (entry) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = rootPath + entry.url;
        link.textContent = entry.title;
        var kind = document.createElement("span");
        kind.className = "search-kind";
        kind.textContent = entry.kind === "token" ? entry.detail : "page";
        link.appendChild(kind);
        item.appendChild(link);
        results.appendChild(item);
      });
      if (!found.length) {
        var none = document.createElement("li");
        none.className = "search-none";
        none.textContent = "Nothing matches.";
        results.appendChild(none);
      }
      results.hidden = false;
    };
    search.addEventListener("input", show);
    search.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { search.value = ""; show(); }
      if (event.key === "Enter") { var first = results.querySelector("a"); if (first) window.location.href = first.href; }
      if (event.key === "ArrowDown") { var top = results.querySelector("a"); if (top) { event.preventDefault(); top.focus(); } }
    });
    // Up and down move through the results; Escape goes back to the box.
    results.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(results.querySelectorAll("a"));
      var at = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && at < links.length - 1) { event.preventDefault(); links[at + 1].focus(); }
      if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? links[at - 1] : search).focus(); }
      if (event.key === "Escape") { search.focus(); search.value = ""; show(); }
    });
  }

  var menu = document.querySelector("[data-nav-toggle]");
  var nav = document.getElementById("site-nav");
  if (menu && nav) {
    document.documentElement.classList.add("nav-folds");
    var setOpen = function (open) {
      nav.classList.toggle("open", open);
      menu.setAttribute("aria-expanded", open ? "true" : "false");
      menu.textContent = open ? "Close" : "Menu";
    };
    menu.addEventListener("click", function () { setOpen(!nav.classList.contains("open")); });
    nav.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && nav.classList.contains("open")) { setOpen(false); menu.focus(); }
    });
  }

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
