import Foundation
import Logging
import Synchronization
import Testing
@testable import DSGenServe

/// The preview as a writer uses it: a real server on a free port, over real sockets.
@Suite(.serialized)
struct LocalServerTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates").path

    /// A scratch project with a spec page and a prose page, and a secret next to it that must never be served.
    final class Project {
        let root: URL
        var content: String { root.appendingPathComponent("Content").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-serve-test-" + UUID().uuidString)
            try write("# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16pt\n```\n", to: "Content/index.md")
            try write("# Guide\n\nThe first version.\n", to: "Content/guide.md")
            try write("top secret", to: "secret.txt")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ text: String, to path: String) throws {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// What the server wrote to its log.
    final class Log: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// Runs a server for `body`, then stops it as Ctrl-C would (by cancelling it).
    private func withServer(_ project: Project, templates: String? = nil, quietPeriod: Duration = .milliseconds(50), idleTimeout: Duration = .seconds(30), maximumConnections: Int? = nil, host: String = "127.0.0.1", _ body: (HTTPProbe, Log) async throws -> Void) async throws {
        let log = Log()
        let ready = AsyncStream<URL>.makeStream()
        var options = ServeOptions(contentDirectory: project.content, templatesDirectory: templates, host: host, port: 0, quietPeriod: quietPeriod, pollInterval: .milliseconds(30))
        options.idleTimeout = idleTimeout
        options.maximumConnections = maximumConnections
        let server = LocalServer(options: options) { line in log.append(line) }
        let task = Task { try await server.run { ready.continuation.yield($0) } }
        var iterator = ready.stream.makeAsyncIterator()
        guard let url = await iterator.next(), let port = url.port else {
            task.cancel()
            Issue.record("the server did not start: \(log.all)")
            return
        }
        // The first build runs once the server listens; wait for its outcome (up to 240 s, for a
        // machine busy with the other suites and more; the loop ends as soon as the log says it is done).
        for _ in 0..<12000 where !log.all.contains(where: { $0.hasPrefix("Built ") || $0.hasPrefix("The build failed") }) {
            try await Task.sleep(for: .milliseconds(20))
        }
        do {
            try await body(HTTPProbe(port: port), log)
        } catch {
            task.cancel()
            throw error
        }
        task.cancel()
        _ = await task.result
    }

    @Test func servesPagesWithContentTypesETagsAndHEAD() async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            // On a machine loaded past its cores (fuzzers beside the full suite) the first answer
            // has come back empty while every later one came; a second asking tells a slow start
            // from a server that does not answer, which fails both.
            var home = try http.request("/")
            if home.status == 0 { home = try http.request("/") }
            #expect(home.status == 200)
            #expect(home.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(home.body.contains("<script src=\"/__dsgen/live-reload.js\" data-build=\"1\" defer></script>\n</body>"))
            #expect(home.headers["cache-control"] == "no-cache")
            #expect(try http.request("/assets/style.css").headers["content-type"]?.hasPrefix("text/css") == true)
            #expect(try http.request("/__dsgen/live-reload.js").headers["content-type"]?.contains("javascript") == true)

            let etag = try #require(home.headers["etag"])
            let again = try http.request("/index.html", headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)

            let head = try http.request("/guide.html", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(Int(head.headers["content-length"] ?? "") ?? 0 > 0)
        }
    }

    @Test func aMissingPageGetsAHelpfulNotFoundPage() async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            let missing = try http.request("/foundations/nope.html")
            #expect(missing.status == 404)
            #expect(missing.body.contains("The preview has no page at <code>/foundations/nope.html</code>"))
            #expect(missing.body.contains("<a href=\"/\">Back to the home page</a>"))
            #expect(missing.body.contains("<li><a href=\"/guide.html\">Guide</a> <code>/guide.html</code></li>"))
            #expect(try http.request("/guid.html").body.contains("Did you mean <a href=\"/guide.html\">/guide.html</a>?"))
        }
    }

    @Test(arguments: [
        "/../secret.txt", "/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2E%2E/secret.txt",
        "/..%2fsecret.txt", "/%2e%2e%2f%2e%2e%2fsecret.txt", "//secret.txt", "/.%2e/secret.txt",
        "/guide.html/../../secret.txt", "/%00/secret.txt",
    ])
    func requestsThatTryToLeaveTheFolderGetNothingFromOutside(path: String) async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            let response = try http.request(path)
            #expect(response.status != 200)
            #expect(!response.body.contains("top secret"))
        }
    }

    @Test func onlyRequestsForThisMachineAreAnswered() async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            for host in ["localhost:\(http.port)", "127.0.0.1", "[::1]:\(http.port)", "192.168.1.20:\(http.port)"] {
                #expect(try http.request("/", host: host).status == 200, "\(host) is refused")
            }
            // A page that points a name of its own at 127.0.0.1 sends that name.
            for host in ["evil.example", "evil.example:\(http.port)", "localhost.evil.example", "127.0.0.1.evil.example"] {
                let response = try http.request("/", host: host)
                #expect(response.status == 403, "\(host) is answered")
                #expect(!response.body.contains("<html"))
            }
            #expect(try http.request("/", host: "").status == 400)
            #expect(try http.request("/", host: .some(nil)).status == 400)
        }
    }

    /// Idle connections are closed, so that they cannot hold every file descriptor; an open
    /// page's event stream, a request in progress, stays.
    @Test func idleConnectionsAreClosedAndEventStreamsStay() async throws {
        let project = try Project()
        try await withServer(project, idleTimeout: .milliseconds(300)) { http, _ in
            let silent = try http.silentConnection()
            let stream = try http.events("/__dsgen/events")
            #expect(silent.isClosed(within: 3))
            #expect(!stream.isClosed(within: 1))
            #expect(try http.request("/").status == 200)
        }
    }

    /// Past the connection budget, a new connection waits, not taking the descriptors a rebuild
    /// needs, and is answered once others close; the log says both.
    @Test func pastTheConnectionBudgetNewConnectionsWaitUntilOthersClose() async throws {
        let project = try Project()
        try await withServer(project, maximumConnections: 3) { http, log in
            var held = try (0..<3).map { _ in try http.silentConnection() }
            for _ in 0..<250 where !log.all.contains(where: { $0.contains("3 connections are open") }) {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(log.all.contains { $0.hasPrefix("warning: 3 connections are open") && $0.contains("ulimit -n") }, "\(log.all)")
            let waiting = try http.events("/guide.html")
            #expect(!waiting.read(until: { $0.contains("HTTP/1.1 200") }, timeout: 1))
            held.removeAll()
            #expect(waiting.read(until: { $0.contains("HTTP/1.1 200") && $0.contains("The first version.") }, timeout: 5))
            #expect(log.all.contains("Connections closed; accepting new ones again."))
        }
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH"])
    func writeMethodsAreNotAllowed(method: String) async throws {
        let project = try Project()
        try await withServer(project) { http, _ in
            let response = try http.request("/index.html", method: method, headers: ["Content-Length": "0"])
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD" || response.headers["Allow"] == "GET, HEAD")
        }
    }

    @Test func listeningBeyondThisMachineIsAWarning() async throws {
        let project = try Project()
        try await withServer(project, host: "0.0.0.0") { http, log in
            let home = try http.request("/")
            #expect(home.status == 200)
            #expect(log.all.contains("warning: listening on 0.0.0.0 lets other machines on the network read the preview; use --host 127.0.0.1 to keep it to this one"))
        }
        try await withServer(project) { _, log in
            #expect(!log.all.contains { $0.hasPrefix("warning: listening on") })
        }
        #expect(PreviewHost.isBeyondLoopback("0.0.0.0"))
        #expect(PreviewHost.isBeyondLoopback("::"))
        #expect(PreviewHost.isBeyondLoopback("192.168.1.20"))
        #expect(!PreviewHost.isBeyondLoopback("127.0.0.1"))
        #expect(!PreviewHost.isBeyondLoopback("localhost"))
        #expect(!PreviewHost.isBeyondLoopback("::1"))
    }

    /// A rebuild renames each new page over the old one; a response already under way must be
    /// the old page whole, its length and bytes from one opening, never a mix of the two.
    @Test func aPageReplacedWhileItIsServedIsServedWhole() async throws {
        let project = try Project()
        let folder = project.root.appendingPathComponent("served").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let old = String(repeating: "old page ", count: 1_000)
        try Data(old.utf8).write(to: URL(fileURLWithPath: folder + "/page.html"))
        let files = ServedFiles(folder: folder, index: SiteIndex(), logger: Logger(label: "test"))
        let opened = try #require(files.getFileIdentifier("/page.html"))
        try Data("new".utf8).write(to: URL(fileURLWithPath: folder + "/page.html"), options: .atomic)
        let attributes = try await files.getAttributes(id: opened)
        #expect(attributes?.size == old.utf8.count)
        #expect(opened.contents == Data(old.utf8))
        #expect(files.getFileIdentifier("/page.html")?.contents == Data("new".utf8))
    }

    /// The search index is served from memory, ahead of any file of its name, with its size and
    /// the time of the build that made it.
    @Test func aHeldFileIsServedFromMemory() async throws {
        let project = try Project()
        let folder = project.root.appendingPathComponent("served").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("on disk".utf8).write(to: URL(fileURLWithPath: folder + "/search-index.js"))
        try Data("a page".utf8).write(to: URL(fileURLWithPath: folder + "/page.html"))
        let index = SiteIndex()
        let built = Date(timeIntervalSince1970: 1_800_000_000.25)
        index.update(builds: [:], pages: [:], held: ["search-index.js": HeldFile(data: Data("held".utf8), modified: built)])
        let files = ServedFiles(folder: folder, index: index, logger: Logger(label: "test"))
        let held = try #require(files.getFileIdentifier("/search-index.js"))
        #expect(held.contents == Data("held".utf8))
        let attributes = try await files.getAttributes(id: held)
        #expect(attributes?.size == 4)
        #expect(attributes?.modificationDate == built)
        #expect(files.getFileIdentifier("/page.html")?.contents == Data("a page".utf8))
        index.update(builds: [:], pages: [:])
        #expect(files.getFileIdentifier("/search-index.js")?.contents == Data("on disk".utf8))
    }

    @Test func aLinkThatPointsOutsideTheFolderIsNotFollowed() throws {
        let project = try Project()
        let folder = project.root.appendingPathComponent("served").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/leak.txt", withDestinationPath: project.root.appendingPathComponent("secret.txt").path)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: folder + "/ok.txt"))
        let files = ServedFiles(folder: folder, index: SiteIndex(), logger: Logger(label: "test"))
        #expect(files.getFileIdentifier("/leak.txt") == nil)
        #expect(files.getFileIdentifier("/ok.txt") != nil)
    }

    @Test func anEditRebuildsAndReloadsAndABrokenTokenShowsAnOverlayUntilFixed() async throws {
        let project = try Project()
        try await withServer(project) { http, log in
            let events = try http.events("/__dsgen/events")
            #expect(events.read { $0.contains("retry: 1000") })

            try project.write("# Guide\n\nThe second version.\n", to: "Content/guide.md")
            #expect(events.read { $0.contains("event: reload") })
            #expect(try http.request("/guide.html").body.contains("The second version."))
            #expect(log.all.contains { $0.hasPrefix("1 file changed; rebuilt 1 page in ") })

            try project.write("# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16\n```\n", to: "Content/index.md")
            #expect(events.read { $0.contains("event: build-failed") })
            #expect(events.text.contains("index.md:4:5: error: '16' has no unit: write 16pt (SwiftUI lengths are in points) [missing_unit]"))
            #expect(try http.request("/guide.html").status == 200, "the last good build stays served")
            #expect(log.all.contains("The build failed; still serving the last good build."))

            // A page opened while the build is broken is told at once.
            let late = try http.events("/__dsgen/events")
            #expect(late.read { $0.contains("event: build-failed") })

            let before = events.text.count
            try project.write("# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16pt\n```\n", to: "Content/index.md")
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
            try project.write("# Home\n\nA paragraph.\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16pt\nlg  24pt\n```\n", to: "Content/index.md")
            #expect(events.read { $0.contains("event: reload") })
            #expect(try http.request("/tokens.html").body.contains("spacing.lg"))
        }
    }

    /// An `@on` edit reaches the token index's contrast grid and the downloads, which read what a
    /// token says; new words on a page reach the search index, which reads the pages' text.
    @Test func anOnPairAndNewWordsReachTheGridTheDownloadsAndTheSearchIndex() async throws {
        let project = try Project()
        let colors = { (background: String) in
            "# Colors\n\n```tokens colors kind=color swift=DS.Colors\nsurface #FFFFFF\npaper #F2F2F7\nink #000000 @on({colors.\(background)})\n```\n"
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
        let declaration = { (color: String) in "# Badge\n\n```swift\nstruct Badge: View {\n    var body: some View {\n        Text(\"NEW\").background(Color.\(color))\n    }\n}\n```\n" }
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
            #expect(try http.request("/figures/chart.svg").body == "<svg>first</svg>", "a page's edit keeps the copied file")

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
            try project.write("# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16\n```\n", to: "Content/index.md")
            #expect(events.read { $0.contains("event: build-failed") })
            let css = try String(contentsOfFile: templates + "/assets/style.css", encoding: .utf8)
            try project.write(css + "\n.theme-edit { color: red; }\n", to: "Templates/assets/style.css")
            try await Task.sleep(for: .milliseconds(300))
            try project.write("# Home\n\n```tokens spacing kind=dimension swift=DS.Spacing\nmd  16pt\n```\n", to: "Content/index.md")
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
            let second = LocalServer(options: ServeOptions(contentDirectory: project.content, templatesDirectory: Self.templates, port: http.port)) { _ in }
            await #expect {
                try await second.run()
            } throws: { error in
                (error as? LocalServer.StartError)?.description == "error: 127.0.0.1:\(http.port) is already in use; choose another port with --port [usage]"
            }
        }
    }

    @Test func stoppingRemovesThePrivateFolder() async throws {
        let project = try Project()
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("dsgen-serve-") && !$0.hasPrefix("dsgen-serve-test") })
        try await withServer(project) { http, _ in
            #expect(try http.request("/").status == 200)
            let during = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("dsgen-serve-") && !$0.hasPrefix("dsgen-serve-test") })
            #expect(during.subtracting(before).count == 1)
        }
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("dsgen-serve-") && !$0.hasPrefix("dsgen-serve-test") })
        #expect(after.subtracting(before).isEmpty)
    }
}
