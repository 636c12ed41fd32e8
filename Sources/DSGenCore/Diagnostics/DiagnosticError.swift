/// Thrown by a stage that cannot go on; carries every diagnostic found so far, already sorted.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
