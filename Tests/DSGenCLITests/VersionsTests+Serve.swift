import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing

/// `dsgen serve` on the fixture repository: every page has the version menu, the earlier versions
/// are served from their folders, and a save rebuilds the working tree's pages while the earlier
/// versions, built once, stay.
extension VersionsTests {
    @Test func serveShowsTheMenuAndKeepsTheEarlierVersionsAcrossASave() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = DSGenProcess.executable
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = folder
        let log = Pipe()
        process.standardError = log
        process.standardOutput = FileHandle.nullDevice
        let lines = Mutex("")
        log.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            lines.withLock { $0 += text }
        }
        try process.run()
        defer { process.terminate() }
        let address = try await waited("the server's address") {
            lines.withLock { text in
                text.contains("Built ") ? text.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init)
                    : nil
            }
        }
        let latest = try await page(address + "spacing.html")
        #expect(latest.contains("<li><a href=\"v/v1.0/spacing.html\">v1.0</a></li>"))
        #expect(try await page(address + "v/v1.0/spacing.html").contains("You are reading v1.0"))

        let spacing = folder.appendingPathComponent("Content/spacing.md")
        try (try String(contentsOf: spacing, encoding: .utf8)).replacingOccurrences(of: "16pt", with: "20pt")
            .write(to: spacing, atomically: true, encoding: .utf8)
        _ = try await waited("the rebuild after the save") {
            try? await page(address + "spacing.html").contains("20 pt") ? true : nil
        }
        #expect(try await page(address + "v/release-1.1/buttons.html").contains("You are reading 1.1"))
        #expect(try await page(address + "changelog.html").contains("20 pt"))
    }

    /// The body of the page at `address`.
    func page(_ address: String) async throws -> String {
        let (data, _) = try await URLSession.shared.data(from: try #require(URL(string: address)))
        return String(decoding: data, as: UTF8.self)
    }

    /// `value()`'s first answer, asked every 0.1 s for at most 30 s.
    func waited<T>(_ what: String, _ value: () async -> T?) async throws -> T {
        for _ in 0..<300 {
            if let found = await value() { return found }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("no \(what) within 30 s")
        throw CancellationError()
    }
}
