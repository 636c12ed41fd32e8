/// SwiftUI materials: `ultraThin`, `thin`, `regular`, `thick`, `ultraThick`, `bar`
/// (the `…Material` spelling, as in `.ultraThinMaterial`, is accepted too).
///
/// DTCG has no material type: a material is written as its translucent fill in each appearance,
/// with the material's name in dsgen's extension, which is how it is read back.
struct MaterialKind: KindDescriptor {
    var kind: TokenKind { .material }
    var expected: String { "ultraThin, thin, regular, thick, ultraThick or bar" }
    var example: String { "regular" }
    var dtcgType: String { "color" }
    var isDTCGType: Bool { false }

    static let byName: [String: Material] = Dictionary(uniqueKeysWithValues:
        Material.allCases.map { ($0.rawValue, $0) }
            + Material.allCases.filter { $0 != .bar }.map { ($0.rawValue + "Material", $0) })

    func wrap(_ material: Material) -> TokenValue { .material(material) }
    func payload(_ value: TokenValue) -> Material? { if case .material(let material) = value { material } else { nil } }

    func parse(_ expression: ValueExpression) throws(Diagnostic) -> Material {
        guard let word = expression.word, let material = Self.byName[word] else {
            let hint = expression.word.map { Suggestion.hint(for: $0, in: Self.byName.keys) } ?? ""
            throw Diagnostic(
                .invalidValue, at: expression.location,
                "'\(expression.text)' is not a material; write \(expected)\(hint)"
            )
        }
        return material
    }

    func read(_ node: JSONNode, extras: JSONNode?, with reader: DTCGValueReader) throws(Diagnostic) -> Material {
        guard let name = extras?["material"]?.string, let material = Material(rawValue: name) else {
            throw Diagnostic(
                .invalidValue, at: node.location, "a material token names its material in the dev.dsgen extension"
            )
        }
        return material
    }

    func dtcg(_ material: Material, in appearance: Appearance) -> (JSONOutput, [String: JSONOutput]) {
        (
            DTCGWriter.color(.rgba(material.fill(in: appearance)), in: appearance),
            ["material": .string(material.rawValue)]
        )
    }

    func text(_ material: Material) -> String { material.swiftName }
    func specText(_ material: Material) -> String? { material.rawValue }
}
