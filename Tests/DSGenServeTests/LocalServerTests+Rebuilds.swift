import Foundation
import Logging
import Synchronization
import Testing
@testable import DSGenServe

/// Rebuilds: edits, the token index, previews, files beside the pages, reloads, bursts of saves.
extension LocalServerTests {
    @Test func anEditRebuildsAndReloadsAndABrokenTokenShowsAnOverlayUntilFixed() async throws {
        let project = try Project()
        try await withServer(project) { http, log in
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })

            try project.write("# Guide\n\nThe second version.\n", to: "Content/guide.md")
            #expect(events.read { $0.contains("event: reload") })
            #expect(try http.request("/guide.html").body.contains("The second version."))
            #expect(log.all.contains { $0.hasPrefix("1 file changed; rebuilt 1 page in ") })

            try project.write(
                "# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16\n```\n", to: "Content/index.md")
            #expect(events.read { $0.contains("event: build-failed") })
            #expect(
                events.text.contains(
                    "index.md:4:5: error: '16' has no unit: write 16pt (SwiftUI lengths are in points) [missing_unit]"))
            #expect(try http.request("/guide.html").status == 200, "the last good build stays served")
            #expect(log.all.contains("The build failed; still serving the last good build."))

            // A page opened while the build is broken is told at once.
            let late = try http.events("/__dsgen/events")
            #expect(late.read { $0.contains("event: build-failed") })

            let before = events.text.count
            try project.write(
                "# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16pt\n```\n", to: "Content/index.md")
            #expect(events.read { $0.dropFirst(before).contains("event: reload") })
        }
    }

    /// A new token on one page changes the index; prose above a fence does not.
    @Test func theTokenIndexFollowsTheTokens() async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            #expect(try http.request("/tokens.html").body.contains(">Home (index.md)</a>"))
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })
            try project.write(
                "# Home\n\nA paragraph.\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16pt\nlg  " +
                    "24pt\n```\n",
                to: "Content/index.md")
            #expect(events.read { $0.contains("event: reload") })
            #expect(try http.request("/tokens.html").body.contains("spacing.lg"))
        }
    }

    /// An `@on` edit reaches the token index's contrast grid and the downloads, which read what a
    /// token says; new words on a page reach the search index, which reads the pages' text.
    @Test func anOnPairAndNewWordsReachTheGridTheDownloadsAndTheSearchIndex() async throws {
        let project = try Project()
        let colors = { (background: String) in
            "# Colors\n\n```tokens colors kind=color swift=DS.Colors\nsurface #FFFFFF\npaper #F2F2F7\nink #000000 " +
                "@on({colors.\(background)})\n```\n"
        }
        try project.write(colors("surface"), to: "Content/colors.md")
        try await withServer(project) { http, _ in
            let grid = try http.request("/tokens.html").body
            let dtcg = "/downloads/tokens/design-system.tokens.json"
            #expect(try http.request(dtcg).body.contains("colors.surface"))
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })
            try project.write(colors("paper"), to: "Content/colors.md")
            #expect(events.read { $0.contains("event: reload") })
            let download = try http.request(dtcg).body
            #expect(download.contains("\"colors.paper\"") && !download.contains("\"colors.surface\"\n"))
            #expect(try http.request("/tokens.html").body != grid)

            let before = events.text.count
            try project.write("# Guide\n\nWords about marmalade.\n", to: "Content/guide.md")
            #expect(events.read { $0.dropFirst(before).contains("event: reload") })
            #expect(try http.request("/search-index.js").body.contains("marmalade"))
        }
    }

    /// A view declared on one page and used on another: editing the declaration redraws the other page's preview.
    @Test func aViewsPreviewFollowsItsDeclarationOnAnotherPage() async throws {
        let project = try Project()
        let declaration = { (color: String) in
            "# Badge\n\n```swift\nstruct Badge: View {\n    var body: some View {\n        " +
                "Text(\"NEW\").background(Color.\(color))\n    }\n}\n```\n"
        }
        try project.write(declaration("red"), to: "Content/badge.md")
        try project.write("# Guide\n\n```swift\nBadge()\n```\n", to: "Content/guide.md")
        try await withServer(project) { http, _ in
            #expect(try http.request("/guide.html").body.contains("background: #FF3B30"))
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })
            try project.write(declaration("blue"), to: "Content/badge.md")
            #expect(events.read { $0.contains("event: reload") })
            #expect(try http.request("/guide.html").body.contains("background: #007AFF"))
        }
    }

    /// An image beside the pages is served, kept while pages are rebuilt, and follows its own edits.
    @Test func filesBesideThePagesAreServedAndKept() async throws {
        let project = try Project()
        try project.write("<svg>first</svg>", to: "Content/figures/chart.svg")
        try await withServer(project) { http, _ in
            #expect(try http.request("/figures/chart.svg").body == "<svg>first</svg>")
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })
            try project.write("# Guide\n\nThe second version.\n", to: "Content/guide.md")
            #expect(events.read { $0.contains("event: reload") })
            #expect(
                try http.request("/figures/chart.svg").body == "<svg>first</svg>", "a page's edit keeps the copied file"
            )

            var before = events.text.count
            try project.write("<svg>second</svg>", to: "Content/figures/chart.svg")
            #expect(events.read { $0.dropFirst(before).contains("event: reload") })
            #expect(try http.request("/figures/chart.svg").body == "<svg>second</svg>")

            before = events.text.count
            try FileManager.default.removeItem(atPath: project.content + "/figures/chart.svg")
            #expect(events.read { $0.dropFirst(before).contains("event: reload") })
            #expect(try http.request("/figures/chart.svg").status == 404)
        }
    }

    /// Removing `index.md` gives the preview the generated home page; writing it again replaces it.
    @Test func withoutAnIndexThePreviewServesTheGeneratedHomePage() async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })
            var before = events.text.count
            try FileManager.default.removeItem(atPath: project.content + "/index.md")
            #expect(events.read { $0.dropFirst(before).contains("event: reload") })
            let home = try http.request("/")
            #expect(home.status == 200)
            #expect(home.body.contains("<a href=\"guide.html\">Guide</a>"))

            before = events.text.count
            try project.write("# Welcome\n\nWritten by hand.\n", to: "Content/index.md")
            #expect(events.read { $0.dropFirst(before).contains("event: reload") })
            #expect(try http.request("/").body.contains("Written by hand."))
        }
    }

    @Test func aPageThatConnectsAfterItWasRebuiltIsToldToReload() async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            let watching = try http.events("/__dsgen/events")
            #expect(watching.read { $0.contains("retry: 1000") })
            try project.write("# Guide\n\nThe second version.\n", to: "Content/guide.md")
            #expect(watching.read { $0.contains("event: reload") })
            // A page loaded before that rebuild (build 1) connects only now; one loaded after it does not reload.
            let stale = try http.events("/__dsgen/events?build=1&path=%2Fguide.html")
            #expect(stale.read { $0.contains("event: reload") })
            let fresh = try http.events("/__dsgen/events?build=2&path=%2Fguide.html")
            #expect(!fresh.read(until: { $0.contains("event: reload") }, timeout: 0.5))
            let untouched = try http.events("/__dsgen/events?build=1&path=%2F")
            #expect(!untouched.read(until: { $0.contains("event: reload") }, timeout: 0.5))
        }
    }

    @Test func aThemeEditMadeWhileTheBuildIsBrokenShowsOnceItIsFixed() async throws {
        let project = try Project()
        let templates = project.root.appendingPathComponent("Templates").path
        try FileManager.default.copyItem(atPath: Self.templates, toPath: templates)
        try await withServer(project, templates: templates) { http, _ in
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })
            try project.write(
                "# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16\n```\n", to: "Content/index.md")
            #expect(events.read { $0.contains("event: build-failed") })
            let css = try String(contentsOfFile: templates + "/assets/style.css", encoding: .utf8)
            try project.write(css + "\n.theme-edit { color: red; }\n", to: "Templates/assets/style.css")
            try await Task.sleep(for: .milliseconds(300))
            try project.write(
                "# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16pt\n```\n", to: "Content/index.md")
            #expect(events.read { $0.contains("event: reload") })
            #expect(try http.request("/assets/style.css").body.contains(".theme-edit"))
        }
    }

    @Test func aBurstOfSavesGivesOneRebuild() async throws {
        let project = try Project()
        // Saves 10 ms apart, and a quiet period far longer, so that a slow machine still sees one burst.
        try await withServer(project, quietPeriod: .milliseconds(400)) { http, log in
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })
            for version in 1...5 {
                try project.write("# Guide\n\nVersion \(version).\n", to: "Content/guide.md")
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(events.read { $0.contains("event: reload") })
            try await Task.sleep(for: .milliseconds(600))
            #expect(events.text.components(separatedBy: "event: reload").count - 1 == 1)
            #expect(log.all.filter { $0.contains("rebuilt") }.count == 1)
        }
    }

    @Test func aPortInUseIsAOneLineError() async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            let second = LocalServer(
                options: ServeOptions(
                    contentDirectory: project.content, templatesDirectory: Self.templates, port: http.port)
            ) { _ in }
            await #expect {
                try await second.run()
            } throws: { error in
                (error as? LocalServer.StartError)?.description
                    == "error: 127.0.0.1:\(http.port) is already in use; choose another port with --port [usage]"
            }
        }
    }

    @Test func stoppingRemovesThePrivateFolder() async throws {
        let project = try Project()
        let before = Set(
            try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
                $0.hasPrefix("dsgen-serve-") && !$0.hasPrefix("dsgen-serve-test")
            })
        try await withServer(project) { http, _ in
            #expect(try http.request("/").status == 200)
            let during = Set(
                try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
                    $0.hasPrefix("dsgen-serve-") && !$0.hasPrefix("dsgen-serve-test")
                })
            #expect(during.subtracting(before).count == 1)
        }
        let after = Set(
            try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
                $0.hasPrefix("dsgen-serve-") && !$0.hasPrefix("dsgen-serve-test")
            })
        #expect(after.subtracting(before).isEmpty)
    }
}
