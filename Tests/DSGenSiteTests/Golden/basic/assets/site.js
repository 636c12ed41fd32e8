// The default theme's script: copy buttons on code examples, values and Swift names, links on
// section headings, a filter on long token tables, search, the light/dark button, whose choice
// is remembered, and the phone's Menu button. The site works without it: the buttons stay hidden until it runs, and the sidebar
// stays open.
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
  // Code blocks of other languages (shell, JSON, YAML) get the examples' copy button too.
  document.querySelectorAll(".page article pre").forEach(function (pre) {
    if (pre.parentElement.classList.contains("code-frame") || !pre.querySelector("code")) return;
    var frame = document.createElement("div");
    frame.className = "code-frame";
    pre.parentElement.insertBefore(frame, pre);
    frame.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.setAttribute("data-copy", "");
    button.hidden = true;
    button.textContent = "Copy";
    frame.appendChild(button);
  });
  document.querySelectorAll("[data-copy], [data-copy-text]").forEach(function (button) {
    var code = button.parentElement.querySelector("code");
    var text = button.getAttribute("data-copy-text") || (code && code.textContent);
    if (!text) return;
    button.hidden = false;
    // A value copied by a click on itself keeps its text and says "Copied" above it.
    var inPlace = button.classList.contains("copy-value");
    button.addEventListener("click", function () {
      copy(text).then(function () {
        if (inPlace) button.setAttribute("data-copied", ""); else button.textContent = "Copied";
        setTimeout(function () {
          if (inPlace) button.removeAttribute("data-copied"); else button.textContent = "Copy";
        }, 1500);
      });
    });
  });

  // A colour row's Details button opens the detail row under it; each table's "Show details"
  // opens them all, on every page, remembered as the reader's density.
  document.querySelectorAll(".detail-toggle").forEach(function (button) {
    var detail = document.getElementById(button.getAttribute("aria-controls"));
    if (!detail) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      var open = !detail.classList.contains("open");
      detail.classList.toggle("open", open);
      button.setAttribute("aria-expanded", open ? "true" : "false");
    });
  });
  var densityButtons = [];
  var showDensity = function () {
    var detailed = document.documentElement.dataset.density === "detailed";
    densityButtons.forEach(function (button) { button.setAttribute("aria-pressed", detailed ? "true" : "false"); });
  };
  document.querySelectorAll(".token-rows").forEach(function (table) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "density-toggle";
    button.textContent = "Show details";
    button.addEventListener("click", function () {
      var detailed = document.documentElement.dataset.density !== "detailed";
      if (detailed) document.documentElement.dataset.density = "detailed";
      else delete document.documentElement.dataset.density;
      try { localStorage.setItem("dsgen-density", detailed ? "detailed" : "compact"); } catch (error) {}
      showDensity();
    });
    var header = table.parentElement.querySelector(".token-block-header");
    if (header) header.appendChild(button);
    densityButtons.push(button);
  });
  showDensity();
  // Each section heading links to itself, to copy and share.
  document.querySelectorAll(".page article :is(h2, h3, h4)[id]").forEach(function (heading) {
    var link = document.createElement("a");
    link.className = "heading-link";
    link.href = "#" + heading.id;
    link.setAttribute("aria-label", "Link to this section");
    link.textContent = "#";
    heading.appendChild(document.createTextNode(" "));
    heading.appendChild(link);
  });

  // The token index's filter: one kind at a time, or all.
  var filter = document.querySelector("[data-kind-filter]");
  if (filter) {
    filter.hidden = false;
    filter.addEventListener("click", function (event) {
      var option = event.target.closest("[data-kind]");
      if (!option) return;
      var kind = option.getAttribute("data-kind");
      filter.querySelectorAll("[data-kind]").forEach(function (each) { each.setAttribute("aria-pressed", each === option ? "true" : "false"); });
      document.querySelectorAll(".token-index-group").forEach(function (group) {
        group.hidden = kind !== "" && !group.classList.contains("kind-" + kind);
      });
    });
  }

  // A token table of many rows gets a filter: rows whose name, Swift name or value hold the
  // text stay, and a ramp's steps follow their rows.
  document.querySelectorAll(".token-block:not(.token-index-group)").forEach(function (block) {
    var rows = block.querySelectorAll(".token-table tbody tr:not(.token-detail)");
    if (rows.length < 25) return;
    var label = document.createElement("label");
    label.className = "token-filter";
    label.textContent = "Filter " + rows.length + " tokens ";
    var input = document.createElement("input");
    input.type = "search";
    input.placeholder = "name or value";
    var count = document.createElement("span");
    count.className = "token-filter-count";
    count.setAttribute("role", "status");
    label.appendChild(input);
    block.insertBefore(label, block.querySelector(".ramp, .token-table"));
    label.after(count);
    input.addEventListener("input", function () {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      rows.forEach(function (row) {
        var text = row.textContent.toLowerCase();
        var match = words.every(function (word) { return text.indexOf(word) >= 0; });
        row.hidden = !match;
        var detail = document.getElementById(row.id + "-detail");
        if (detail) detail.hidden = !match;
        if (match) shown += 1;
        var step = block.querySelector('.ramp-swatch[href="#' + row.id + '"]');
        if (step) step.parentElement.hidden = !match;
      });
      block.querySelectorAll(".ramp").forEach(function (ramp) {
        ramp.hidden = !ramp.querySelector(".ramp-steps > li:not([hidden])");
      });
      count.textContent = words.length ? shown + " of " + rows.length + " shown" : "";
    });
  });

  var search = document.querySelector("[data-search]");
  var results = document.querySelector(".search-results");
  var status = document.querySelector(".search-status");
  if (search && results && window.dsgenSearchIndex) {
    var rootPath = search.getAttribute("data-root") || "";
    var perGroup = 8;
    search.hidden = false;
    // A match in the title ranks first, then one in the Swift name, then one in the text; a title
    // or Swift name that is the whole query (a token's path, spacing.md) above all.
    var score = function (entry, words, query) {
      var title = entry.title.toLowerCase(), detail = (entry.detail || "").toLowerCase(), text = (entry.text || "").toLowerCase();
      var total = title === query || detail === query ? 10 : 0;
      for (var i = 0; i < words.length; i++) {
        var word = words[i];
        if (title.indexOf(word) >= 0) total += 3;
        else if (detail.indexOf(word) >= 0) total += 2;
        else if (text.indexOf(word) >= 0) total += 1;
        else return 0;
      }
      return total;
    };
    var group = function (name, entries) {
      if (!entries.length) return;
      var heading = document.createElement("li");
      heading.className = "search-group";
      heading.setAttribute("role", "presentation");
      heading.textContent = name;
      results.appendChild(heading);
      entries.slice(0, perGroup).forEach(function (entry) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = rootPath + entry.url;
        link.textContent = entry.title;
        if (entry.detail) {
          var kind = document.createElement("span");
          kind.className = "search-kind";
          kind.textContent = entry.detail;
          link.appendChild(kind);
        }
        item.appendChild(link);
        results.appendChild(item);
      });
      if (entries.length > perGroup) {
        var more = document.createElement("li");
        more.className = "search-none";
        more.textContent = (entries.length - perGroup) + " more " + name.toLowerCase() + ": add a word to narrow the search";
        results.appendChild(more);
      }
    };
    var show = function () {
      var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      results.textContent = "";
      if (!words.length) { results.hidden = true; if (status) status.textContent = ""; return; }
      var query = words.join(" ");
      var matches = window.dsgenSearchIndex.map(function (entry) { return { entry: entry, score: score(entry, words, query) }; })
        .filter(function (match) { return match.score > 0; })
        .sort(function (a, b) { return b.score - a.score; });
      var found = matches.map(function (match) { return match.entry; });
      var pages = found.filter(function (entry) { return entry.kind === "page"; });
      var tokens = found.filter(function (entry) { return entry.kind === "token"; });
      // The group with the best match comes first: tokens when the query names one (spacing.md)
      // better than any page does, pages otherwise.
      var best = function (kind) {
        var first = matches.find(function (match) { return match.entry.kind === kind; });
        return first ? first.score : 0;
      };
      if (best("token") > best("page")) { group("Tokens", tokens); group("Pages", pages); }
      else { group("Pages", pages); group("Tokens", tokens); }
      if (!found.length) {
        var none = document.createElement("li");
        none.className = "search-none";
        none.textContent = "Nothing matches.";
        results.appendChild(none);
      }
      if (status) status.textContent = found.length ? pages.length + " pages and " + tokens.length + " tokens found" : "Nothing matches";
      results.hidden = false;
    };
    var close = function () { results.hidden = true; };
    search.addEventListener("input", show);
    search.addEventListener("focus", function () { if (search.value) show(); });
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
    // The results close when focus leaves the search for the rest of the page.
    search.parentElement.addEventListener("focusout", function (event) {
      if (!event.relatedTarget || !search.parentElement.contains(event.relatedTarget)) close();
    });
    // "/" anywhere but in a field goes to the search box.
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) { event.preventDefault(); search.focus(); }
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
    menu.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && nav.classList.contains("open")) setOpen(false);
    });
    nav.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && nav.classList.contains("open")) { setOpen(false); menu.focus(); }
    });
  }

  // Previews show one appearance at a time (all of them without the script): the site's own to
  // begin with, then the one the reader picks, on every preview of the page.
  var previews = document.querySelectorAll("[data-preview]");
  var showAppearance = function (name) {
    previews.forEach(function (preview) {
      if (!preview.querySelector('.preview-appearance[data-appearance="' + name + '"]')) return;
      preview.classList.add("preview-one");
      preview.querySelector(".preview-appearances").hidden = false;
      preview.querySelectorAll(".preview-appearances button").forEach(function (button) {
        button.setAttribute("aria-pressed", button.dataset.appearance === name ? "true" : "false");
      });
      preview.querySelectorAll(".preview-appearance").forEach(function (frame) { frame.hidden = frame.dataset.appearance !== name; });
    });
  };
  previews.forEach(function (preview) {
    preview.querySelector(".preview-appearances").addEventListener("click", function (event) {
      var button = event.target.closest("button[data-appearance]");
      if (button) showAppearance(button.dataset.appearance);
    });
  });
  var siteAppearance = function () {
    var theme = document.documentElement.dataset.theme;
    return theme || (window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  };
  if (previews.length) showAppearance(siteAppearance());

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
      showAppearance(root.dataset.theme);
    });
  }
  // The version menu closes as a menu does: on a click outside it, and on Escape, which gives the
  // focus back to its button.
  var versions = document.querySelector(".version-menu");
  if (versions) {
    document.addEventListener("click", function (event) {
      if (versions.open && !versions.contains(event.target)) versions.open = false;
    });
    versions.addEventListener("keydown", function (event) {
      if (event.key !== "Escape" || !versions.open) return;
      versions.open = false;
      versions.querySelector("summary").focus();
    });
  }
})();
