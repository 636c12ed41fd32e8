// The default theme's only script: copy buttons on code examples and Swift names. The site works without it;
// the buttons stay hidden until it runs.
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
})();
