import DSGenCore
import Foundation
import Testing
@testable import DSGenLint
@testable import DSGenSwift

/// `.red` passed under a colour's label to a call of the app's, where the app declares an enum with a
/// case `red`, is taken for the app's case; SwiftUI's own calls still take it for a colour.
struct AppEnumCaseTests {
    static let system: DesignSystem = {
        let spec = "# Tokens\n\n```tokens colors kind=color swift=DS.Colors\ndanger #FF3B30\n```\n"
        return DesignSystem.read([PageParser.parse(spec, path: "tokens.md", displayPath: "tokens.md")]).0
    }()

    static let code = """
        Badge(title: "Down", color: .red)
        Text("Hi").foregroundStyle(.red).shadow(color: .gray, radius: 2)
        Badge(title: "Up", color: .green)
        Badge(title: "Faded", color: .red.opacity(0.5))
        """

    static func rules(_ cases: Set<String>) -> [String] {
        var configuration = LintConfiguration()
        configuration.app.colorCases = cases
        return Linter(system: system, configuration: configuration)
            .lint(SwiftSource(path: "View.swift", text: code, origin: .file)).findings
            .map { "\($0.location.line):\($0.location.column) \($0.rule)" }
    }

    @Test func theAppsEnumCasesAreNotColoursInItsOwnCalls() {
        #expect(Self.rules(["red", "gray"]) == [
            "2:28 hardcoded_color", "2:48 hardcoded_color", "3:27 hardcoded_color", "4:30 hardcoded_color",
        ])
        #expect(Self.rules([]).count == 5)
    }

    @Test func casesAreReadFromDeclarationsNotFromSwitches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-enum-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Severity.swift")
        try Data("""
            enum Severity: String {
                case red, gray = "grey"
                case blue
                case warning
            }
            func tint(_ severity: Severity) -> Int {
                switch severity {
                case .red: return 1
                case let other where other == .gray: return 2
                default: return 3
                }
            }
            let green = "case green"
            """.utf8).write(to: file)
        #expect(AppDeclarations.read([file.path], isTokenFile: { _ in false }).colorCases == ["red", "gray", "blue"])
    }
}
