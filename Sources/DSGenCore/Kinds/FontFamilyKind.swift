/// `rounded`, `serif`, `monospaced`, `default` (SwiftUI's `Font.Design`), or a custom family `"Inter"`.
struct FontFamilyKind: KindDescriptor {
    var kind: TokenKind { .fontFamily }
    var expected: String {
        "a system design (default, rounded, serif, monospaced) or a quoted family name such as \"Inter\""
    }
    var example: String { "rounded" }
    var dtcgType: String { "fontFamily" }

    func wrap(_ family: FontFamily) -> TokenValue { .fontFamily(family) }
    func payload(_ value: TokenValue) -> FontFamily? { if case .fontFamily(let family) = value { family } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> FontFamily {
        if case .string(let family) = expression.form {
            guard !family.isEmpty else {
                throw Diagnostic(.invalidValue, at: expression.location, "a font family name cannot be empty")
            }
            return .custom(family)
        }
        return .system(try expression.name(from: FontDesign.byName, for: "font design"))
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> FontFamily {
        try reader.family(node, design: extras?["design"]?.string)
    }

    /// DTCG writes a family as a name: a system design as its CSS generic family, with the
    /// design in dsgen's extension.
    func dtcg(_ family: FontFamily, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (.string(DTCGWriter.family(family)), family.design.map { ["design": .string($0.rawValue)] } ?? [:])
    }

    func text(_ family: FontFamily) -> String { family.text }
    func specText(_ family: FontFamily) -> String? { family.text }
}

extension FontDesign {
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

extension TextStyle {
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}


