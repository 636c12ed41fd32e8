/// A value written in code where a token of its kind belongs: the kind, as lint names it
/// (`spacing`, `radius`, `colour`), and the value (`16`, `#FF9500`).
public struct HardcodedValue: Hashable, Sendable {
    public var kind: String
    public var value: String

    public init(kind: String, value: String) {
        self.kind = kind
        self.value = value
    }

    /// A number: `16`, `0.5`.
    public init(kind: String, number: Double) {
        self.init(kind: kind, value: number.formatted)
    }
}
