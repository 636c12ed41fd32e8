import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The house's limits, kept: 250 lines a file, 60 lines a function, 120 columns a line, in Sources,
/// Plugins and Tests (not their fixtures, goldens and others' files). What broke a limit when it
/// was first checked is in `Golden/source-limits.txt` with its figure; that list may only shrink:
/// a new entry or a larger figure fails, and so does a figure that went down without the list
/// going down with it.
/// `RECORD_GOLDEN=1` rewrites the list when nothing grew (or writes it when there is none).
struct SourceLimitsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized
    static let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/source-limits.txt")
    /// Fixtures, goldens and the files of other projects kept as they were published (`RealWorld`).
    static let skipped = ["/Fixtures/", "/Golden/", "/Stubs/", "/Inputs/", "/Snapshots/", "/RealWorld/"]

    @Test func noFileFunctionOrLineGrowsPastTheLimits() throws {
        let found = try Self.measure()
        let allowed = try Self.readList()
        let grown = found.filter { key, figure in figure > allowed[key] ?? 0 }.keys.sorted()
        let shrunk = allowed.filter { key, figure in (found[key] ?? 0) < figure }.keys.sorted()
        let first = !FileManager.default.fileExists(atPath: Self.list.path)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1", grown.isEmpty || first {
            try Data(Self.text(found).utf8).write(to: Self.list)
            return
        }
        #expect(grown.isEmpty, "past the limits: \(grown.map { "\($0) \(found[$0] ?? 0)" })")
        #expect(shrunk.isEmpty, "now within the limits or nearer them; lower the list: \(shrunk)")
    }

    /// Each limit broken, as "PATH: lines", "PATH: lines over 120 columns" and "PATH NAME(): function
    /// lines", with its figure.
    static func measure() throws -> [String: Int] {
        var found: [String: Int] = [:]
        for folder in ["Sources", "Plugins", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") && !skipped.contains(where: ("/" + file).contains) {
                let path = folder + "/" + file
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                if lines.count > 250 { found["\(path): lines"] = lines.count }
                let wide = lines.filter { $0.count > 120 }.count
                if wide > 0 { found["\(path): lines over 120 columns"] = wide }
                for (name, length) in functionLengths(text) where length > 60 {
                    let key = "\(path) \(name): function lines"
                    found[key] = max(found[key] ?? 0, length)
                }
            }
        }
        return found
    }

    static func functionLengths(_ text: String) -> [(String, Int)] {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        final class Walker: SyntaxVisitor {
            var found: [(String, Int)] = []
            let converter: SourceLocationConverter
            init(_ converter: SourceLocationConverter) {
                self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }
            func record(_ name: String, _ node: some SyntaxProtocol) {
                let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
                let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
                found.append((name, end - start + 1))
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                record(node.name.text + "()", node)
                return .visitChildren
            }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                record("init()", node)
                return .visitChildren
            }
        }
        let walker = Walker(converter)
        walker.walk(tree)
        return walker.found
    }

    static func readList() throws -> [String: Int] {
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        var allowed: [String: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "),
                  let figure = Int(line[line.index(after: space)...]) else { continue }
            allowed[String(line[..<space])] = figure
        }
        return allowed
    }

    static func text(_ found: [String: Int]) -> String {
        "# What broke the source limits when they were first checked (SourceLimitsTests); only shrinks.\n"
            + found.keys.sorted().map { "\($0) \(found[$0] ?? 0)\n" }.joined()
    }
}
