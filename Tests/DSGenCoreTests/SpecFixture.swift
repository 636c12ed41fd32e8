@testable import DSGenCore

/// Reads Markdown pages given inline, the way `ContentLoader` reads a folder, without touching disk.
struct SpecFixture {
    let system: DesignSystem
    let diagnostics: [Diagnostic]

    init(_ pages: KeyValuePairs<String, String>) {
        (system, diagnostics) = DesignSystem.read(
            pages.map { PageParser.parse($0.value, path: $0.key, displayPath: $0.key) })
    }

    /// One page holding one fence of `kind` with `lines`.
    init(kind: String, group: String = "group", _ lines: String) {
        self.init(["page.md": "# Page\n\n```tokens \(group) kind=\(kind)\n\(lines)\n```\n"])
    }

    func value(_ path: String, _ appearance: Appearance = .light) -> TokenValue? {
        system.token(path)?.values[appearance]
    }
}

/// The diagnostics as `line:col [rule] message`, the parts every spec test pins.
func summaries(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }
}
