import DSGenCore

/// The rules that compare the team's own token definitions (the `token_files` of `dsgen.yml`)
/// with the spec. They read all the token files at once, so they are not `SwiftRule`s, which see
/// one file at a time.
enum DriftRules {
    static let tokenDrift = RuleDescription(
        id: .tokenDrift,
        summary: "A token file defines a token with another value than the spec's.",
        severity: .error,
        triggering: [
            "enum DesignSystem { enum Spacing { static let md: CGFloat = ↓20 } }",
            "enum DesignSystem {\n    enum Spacing {\n        static let xs: CGFloat = ↓6\n" +
                "        static let sm: CGFloat = ↓-12\n    }\n}",
            "extension DesignSystem.Spacing { static var lg: CGFloat { ↓CGFloat(20) } }",
            "extension DesignSystem.CornerRadius { static let pill: CGFloat = ↓12 }",
            "extension DesignSystem.CornerRadius { static var card: CGFloat { return ↓.infinity } }",
            "extension DesignSystem.Colors { static let error = ↓Color.orange }",
            "extension DesignSystem.Colors { static let success: Color = ↓.green.opacity(0.5) }",
            "extension DesignSystem.Colors { static let accent = ↓Color(hex: 0xFF8000) }",
            "extension DesignSystem.Colors { static let background = ↓Color(.sRGB, " +
                "red: 230 / 255, green: 230 / 255, blue: 230 / 255) }",
            "extension DesignSystem.Typography { static let body: Font = ↓.system(size: 17) }",
            "extension DesignSystem.Typography { static let caption = " +
                "↓Font.system(size: 12, weight: .medium).italic() }",
            "extension DesignSystem.Materials { static let card: Material = ↓.regularMaterial }",
        ],
        nonTriggering: [
            "enum DesignSystem { enum Spacing { static let md: CGFloat = 16 } }",
            "extension DesignSystem.Spacing { static var lg: CGFloat { 24 } }",
            "extension DesignSystem.CornerRadius { static let pill = CGFloat.infinity }",
            "extension DesignSystem.Colors { static let error = Color.red }",
            "extension DesignSystem.Colors { static let accent = " +
                "Color(red: 255 / 255, green: 149 / 255, blue: 0 / 255) }",
            "extension DesignSystem.Colors { static let accent = Color(hex: \"#FF9500\") }",
            "extension DesignSystem.Colors { static let accent = Color(\"Accent\") }",
            "extension DesignSystem.Colors { static let background = " +
                "Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .black : .white }) }",
            "extension DesignSystem.Spacing { static let md: CGFloat = base * 2 }",
            "extension DesignSystem.Typography { static let body: Font = .body; " +
                "static let caption = Font.system(size: 12, weight: .medium) }",
            "extension DesignSystem.Materials { static let card: Material = .thinMaterial; " +
                "static let sheet = Material.regular }",
            "extension DesignSystem.Spacing { var md: CGFloat { 20 }; func lg() -> CGFloat { 20 } }",
            "enum Theme { enum Spacing { static let md: CGFloat = 20 } }",
        ]
    )

    static let tokenMissing = RuleDescription(
        id: .tokenMissing,
        summary: "A token file declares a token's type but not the token, or a type the spec's tokens need.",
        severity: .error,
        triggering: [
            "enum ↓DesignSystem {\n    enum ↓Spacing { static let md: CGFloat = 16 }\n}",
            "extension ↓DesignSystem.Typography { static let body: Font = .body }",
            "extension ↓DesignSystem.Materials { static let card: Material = .thinMaterial }",
        ],
        nonTriggering: [
            """
            enum DesignSystem {
                enum Spacing { static let xxs: CGFloat = 4, xs: CGFloat = 8, sm: CGFloat = 12, md: CGFloat = 16, \
            lg: CGFloat = 24 }
                enum Colors { static let error = Color.red, success = Color.green, accent = Color("Accent"), \
            background = Color("Background"), scrim = Color("Scrim") }
                enum CornerRadius { static let small: CGFloat = 4, card: CGFloat = 12, pill: CGFloat = .infinity }
                enum Typography { static var body: Font { .body }; \
            static var caption: Font { return .system(size: 12, weight: .medium) } }
                enum Materials { static let card = Material.thin, sheet = Material.regular }
            }
            extension DesignSystem.Colors { enum Status { static let met = Color("Met"), over = Color("Over") } }
            """,
            "enum Theme { enum Spacing { static let md: CGFloat = 16 } }",
            "extension ColorResource { static let brand = ColorResource(name: \"Brand\", bundle: .main) }",
            "let spacing: CGFloat = 16",
        ]
    )

    static let tokenNotInSpec = RuleDescription(
        id: .tokenNotInSpec,
        summary: "A token file defines a member beside a group's tokens that the spec does not declare.",
        severity: .warning,
        triggering: [
            "extension DesignSystem.Spacing { static let ↓gutter: CGFloat = 20 }",
            "enum DesignSystem {\n    enum Colors {\n        static let error = Color.red\n" +
                "        static var ↓brandGradient: Color { .orange }\n    }\n}",
            "extension DesignSystem.Typography { static let ↓captoin = Font.caption }",
            "extension DesignSystem.Colors.Status { static let met = Color.green, ↓missed = Color.red }",
        ],
        nonTriggering: [
            "extension DesignSystem.Spacing { static let md: CGFloat = 16 }",
            "extension DesignSystem.Spacing { static func scaled(_ value: CGFloat) -> CGFloat { value } }",
            "extension DesignSystem.Spacing { var gutter: CGFloat { 20 } }",
            "extension DesignSystem { static let version = 2 }",
            "enum Theme { enum Spacing { static let gutter: CGFloat = 20 } }",
        ]
    )

    static let all = [tokenDrift, tokenMissing, tokenNotInSpec]

    /// `Font.scaledBody is not a token of the spec, which has 12 under Font; add it to the spec,
    /// or define it elsewhere`, with "did you mean" for a name close to a token's.
    static func notInSpec(_ swiftName: String, prefix: String, tokens: Int, closest: String?) -> String {
        let count = tokens == 1 ? "1 token" : "\(tokens) tokens"
        if let closest {
            return "\(swiftName) is not a token of the spec; did you mean \(prefix).\(closest)?"
        }
        return "\(swiftName) is not a token of the spec, which has \(count) under \(prefix); " +
            "add it to the spec, or define it outside \(prefix)"
    }

    /// `DesignSystem.Spacing.md is 20 here but 16 pt in the spec (Content/spacing.md:14:1); write 16`
    static func drift(
        _ swiftName: String, here: String, spec: String, at location: SourceLocation, replacement: String?
    ) -> String {
        "\(swiftName) is \(here) here but \(spec) in the spec (\(location))"
            + (replacement.map { "; write \($0)" } ?? "")
    }

    /// `DesignSystem.Spacing has no xl (32 pt in the spec); add: static let xl: CGFloat = 32`
    static func missing(_ name: String, in type: String, spec: String, declaration: String?) -> String {
        "\(type) has no \(name) (\(spec) in the spec)" + (declaration.map { "; add: \($0)" } ?? "")
    }

    /// `DesignSystem has no Status, where the spec puts 2 tokens (…); add: enum Status { … }`
    static func missingType(_ name: String, in parent: String, tokens: [String]) -> String {
        let shown = tokens.prefix(3).joined(separator: ", ")
            + (tokens.count > 3 ? ", and \(tokens.count - 3) more" : "")
        let count = tokens.count == 1 ? "1 token" : "\(tokens.count) tokens"
        return "\(parent) has no \(name), where the spec puts \(count) (\(shown)); add: enum \(name) { … }"
    }
}
