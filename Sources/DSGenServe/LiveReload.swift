import Foundation

/// The script that reloads an open page after a rebuild and shows a failed build's diagnostics in
/// an overlay. It is added to the pages of the private preview build only, never to `site/`.
enum LiveReload {
    static let scriptPath = "__dsgen/live-reload.js"
    static let eventsPath = "/__dsgen/events"
    static let tag = tag(build: 0)

    /// The script tag, carrying the number of the build that wrote the page: on connecting, the
    /// page tells the server, which answers `reload` if the page has been rebuilt since.
    static func tag(build: Int) -> String {
        "<script src=\"/\(scriptPath)\" data-build=\"\(build)\" defer></script>"
    }

    /// `html` with the script added before its last `</body>` (or at its end).
    static func inject(_ html: Data, build: Int = 0) -> Data {
        let tag = tag(build: build)
        let bytes = [UInt8](html)
        let closing = Array("</body>".utf8)
        var index = bytes.count - closing.count
        while index >= 0, !bytes[index..<index + closing.count].elementsEqual(closing) { index -= 1 }
        guard index >= 0 else { return html + Data(tag.utf8) }
        return Data(bytes[..<index]) + Data((tag + "\n").utf8) + Data(bytes[index...])
    }

    /// Shown at `/` while no build has succeeded yet; the overlay says why.
    static let waitingPage = Data("""
    <!DOCTYPE html>
    <html lang="en">
    <head><meta charset="utf-8"><title>dsgen preview</title></head>
    <body>
    <p>The site is being built. This page reloads by itself when it is ready; \
    if the build fails, the problems are shown here.</p>
    \(tag)
    </body>
    </html>

    """.utf8)

    static let script = Data("""
    // dsgen serve: reload after each rebuild; show a failed build's diagnostics over the page.
    (function () {
      "use strict";
      var script = document.currentScript || document.querySelector("script[data-build]");
      var build = script ? script.getAttribute("data-build") : "0";
      var events = new EventSource("\(eventsPath)?build=" + encodeURIComponent(build) +
        "&path=" + encodeURIComponent(window.location.pathname));
      events.addEventListener("reload", function () { window.location.reload(); });
      events.addEventListener("build-failed", function (event) {
        var diagnostics = JSON.parse(event.data).diagnostics;
        var overlay = document.getElementById("dsgen-overlay");
        if (!overlay) {
          overlay = document.createElement("div");
          overlay.id = "dsgen-overlay";
          overlay.setAttribute("role", "alert");
          overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
            "background:rgba(20,20,22,0.94);color:#F2F2F7;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace";
          document.body.appendChild(overlay);
        }
        overlay.textContent = "";
        var title = document.createElement("h2");
        title.textContent = "The build failed; the page shows the last good build.";
        title.style.cssText = "font:600 18px/1.4 -apple-system,Arial,sans-serif;color:#FF8A80;margin:0 0 1rem";
        overlay.appendChild(title);
        var list = document.createElement("pre");
        list.style.cssText = "white-space:pre-wrap;margin:0";
        list.textContent = diagnostics.join("\\n");
        overlay.appendChild(list);
      });
    })();

    """.utf8)
}
