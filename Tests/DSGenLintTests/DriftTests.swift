@testable import DSGenCore
@testable import DSGenLint
import Testing

/// The drift rules over hand-written token files: what they report, where, and what they leave alone.
struct DriftTests {
    /// A spec of one page, which must read without errors.
    static func system(_ markdown: String) -> DesignSystem {
        let (system, diagnostics) = DesignSystem.read([
            PageParser.parse("# Tokens\n\n" + markdown, path: "tokens.md", displayPath: "tokens.md")
        ])
        precondition(diagnostics.isEmpty, "the spec has errors: \(diagnostics)")
        return system
    }

    static let spacingFile = """
    import SwiftUI

    enum DesignSystem {
        enum Spacing {
            static let md: CGFloat = 20
        }
    }
    """

    @Test func aChangedValueIsReportedAtTheValueWithAFix() throws {
        let drift = LintFixture.checkDrift(Self.spacingFile).filter { $0.rule == .tokenDrift }
        #expect(drift.map(\.diagnostic.description) == [
                "DesignSystem.swift:5:34: error: DesignSystem.Spacing.md is 20 here but 16 pt in the spec " +
                    "(tokens.md:7:1); write 16 [token_drift]"
        ])
        #expect(drift.first?.lineText == "        static let md: CGFloat = 20")
        let fixed = try #require(FixApplier.apply(drift.compactMap(\.fix), to: Self.spacingFile))
        #expect(fixed.text == Self.spacingFile.replacing("= 20", with: "= 16"))
        #expect(LintFixture.checkDrift(fixed.text).filter { $0.rule == .tokenDrift }.isEmpty)
    }

    @Test func aSuppressionSilencesDriftAndIsNotReportedAsUnused() {
        let code = Self.spacingFile.replacing(
            "        static let md", with: "        // dsgen:disable:next token_drift\n        static let md")
        #expect(LintFixture.checkDrift(code).filter { $0.rule == .tokenDrift }.isEmpty)
        let own = LintFixture.lint(code, path: "DesignSystem.swift")
        #expect(!own.findings.contains { $0.rule == .unusedSuppression })
    }

    @Test func aMissingTokenIsReportedAtItsTypeAndAMissingTypeAtItsParent() {
        let code = """
        enum DesignSystem {
            enum Spacing {
                static let xxs: CGFloat = 4, xs: CGFloat = 8, sm: CGFloat = 12, md: CGFloat = 16
            }
        }
        """
        #expect(LintFixture.checkDrift(code).map(\.diagnostic.description) == [
                "DesignSystem.swift:1:6: error: DesignSystem has no Colors, where the spec puts 7 tokens " +
                    "(DesignSystem.Colors.Status.met, DesignSystem.Colors.Status.over, DesignSystem.Colors.accent, " +
                    "and 4 more); add: enum Colors { … } [token_missing]",
                "DesignSystem.swift:1:6: error: DesignSystem has no CornerRadius, where the spec puts 3 tokens " +
                    "(DesignSystem.CornerRadius.card, DesignSystem.CornerRadius.pill, " +
                    "DesignSystem.CornerRadius.small); add: enum CornerRadius { … } [token_missing]",
                "DesignSystem.swift:1:6: error: DesignSystem has no Materials, where the spec puts 2 tokens " +
                    "(DesignSystem.Materials.card, DesignSystem.Materials.sheet); add: enum Materials { … } " +
                    "[token_missing]",
                "DesignSystem.swift:1:6: error: DesignSystem has no Typography, where the spec puts 2 tokens " +
                    "(DesignSystem.Typography.body, DesignSystem.Typography.caption); add: enum Typography { … } " +
                    "[token_missing]",
            // `medium` is deprecated: a file that no longer defines it is not asked to.
                "DesignSystem.swift:2:10: error: DesignSystem.Spacing has no lg (24 pt in the spec); add: static let " +
                    "lg: CGFloat = 24 [token_missing]",
        ])
    }

    @Test func aMissingNestedTypeIsReportedOnceWhereItBelongs() {
        let system = Self.system("""
        ```tokens budget kind=color swift=DesignSystem.Status.Budget
        met   green
        over  purple
        ```
        """)
        #expect(LintFixture.checkDrift("enum DesignSystem {}\n", system: system).map(\.diagnostic.description) == [
                "DesignSystem.swift:1:6: error: DesignSystem has no Status, where the spec puts 2 tokens " +
                    "(DesignSystem.Status.Budget.met, DesignSystem.Status.Budget.over); add: enum Status { … } " +
                    "[token_missing]"
        ])
        #expect(LintFixture.checkDrift("enum DesignSystem { enum Status {} }\n", system: system).map(\.message) == [
                "DesignSystem.Status has no Budget, where the spec puts 2 tokens (DesignSystem.Status.Budget.met, " +
                    "DesignSystem.Status.Budget.over); add: enum Budget { … }"
        ])
        // An extension is where the type's tokens go when no token file declares the type itself.
        #expect(
            LintFixture.checkDrift(
                "extension DesignSystem.Status.Budget { static let met = Color.green }\n", system: system
            ).map(\.diagnostic.description) == [
                "DesignSystem.swift:1:11: error: DesignSystem.Status.Budget has no over (#AF52DE | #BF5AF2 in the " +
                    "spec); add: static let over: Color = .purple [token_missing]"
        ])
    }

    @Test func aCorrectHandWrittenFileGivesNothing() {
        let code = """
        import SwiftUI

        enum DesignSystem {
            enum Spacing {
                static let xxs: CGFloat = 4
                static let xs: CGFloat = 8
                static let sm = CGFloat(12)
                static var md: CGFloat { 16 }
                static var lg: CGFloat { return 24 }
            }

            enum Colors {
                static let error = Color.red
                static let success: Color = .green
                static let accent = Color(hex: 0xFF9500)
                static let background = Color(white: 1)
                static let scrim = Color.black.opacity(0.4)

                enum Status {
                    static let met = Color(hex: 0x0A7D32)
                    static let over = Color(red: 179 / 255, green: 38 / 255, blue: 30 / 255)
                }
            }
        }

        extension DesignSystem {
            enum CornerRadius {
                static let small: CGFloat = 4, card: CGFloat = 12
                static let pill: CGFloat = .infinity
            }

            enum Typography {}
            enum Materials {}
        }

        extension DesignSystem.Typography {
            static let body: Font = .body
            static let caption = Font.system(size: 12, weight: .medium)
        }

        extension DesignSystem.Materials {
            static let card: Material = .thinMaterial
            static let sheet = Material.regular
        }
        """
        #expect(LintFixture.checkDrift(code).map(\.diagnostic.description) == [])
    }

    @Test func systemAndHexColoursMatchTheirValues() {
        let system = Self.system("""
        ```tokens colors kind=color swift=DesignSystem.Colors
        alert  #FF3B30 | #FF453A
        brand  #FF9500
        flat   #FF3B30
        scrim  black.opacity(0.4)
        ```
        """)
        let matching = """
        enum DesignSystem {
            enum Colors {
                static let alert = Color.red
                static let brand = Color(hex: "#ff9500")
                static let flat = Color(red: 255 / 255, green: 59 / 255, blue: 48 / 255)
                static let scrim = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.4)
            }
        }
        """
        #expect(LintFixture.checkDrift(matching, system: system).isEmpty)

        // A system colour follows dark mode, so its dark value is compared too.
        let drifting = matching.replacing("Color(red: 255 / 255, green: 59 / 255, blue: 48 / 255)", with: ".red")
            .replacing("Color(hex: \"#ff9500\")", with: "Color(hex: 0xFF8000)")
        let findings = LintFixture.checkDrift(drifting, system: system)
        #expect(findings.map(\.diagnostic.description) == [
                "DesignSystem.swift:4:28: error: DesignSystem.Colors.brand is #FF8000 here but #FF9500 in the spec " +
                    "(tokens.md:5:1); write 0xFF9500 [token_drift]",
                "DesignSystem.swift:5:27: error: DesignSystem.Colors.flat is #FF3B30 | #FF453A here but #FF3B30 in " +
                    "the spec (tokens.md:6:1) [token_drift]",
        ])
        #expect(
            FixApplier.apply(findings.compactMap(\.fix), to: drifting)?.text
                == drifting.replacing("0xFF8000", with: "0xFF9500"))
    }

    @Test func expressionsThatCannotBeReadExactlyAreNotCompared() {
        let code = """
        enum DesignSystem {
            enum Spacing {
                static let xxs: CGFloat = base / 4
                static let xs = DesignSystem.Spacing.xxs * 2
                static var sm: CGFloat { let grid: CGFloat = 4; return grid * 3 }
                static let md: CGFloat = .init(20)
                static let lg: CGFloat = isCompact ? 20 : 24
            }
            enum Colors {
                static let error = Color("Error")
                static let success = Color(uiColor: .systemGreen)
                static let accent = Color(.displayP3, red: 1, green: 0.5, blue: 0)
                static let background = Color(hex: 0xFF00FF00)
                static let scrim = Color("Scrim")
                enum Status { static let met = Color("Met"), over = Color("Over") }
            }
        }
        """
        let findings = LintFixture.checkDrift(code)
        #expect(findings.filter { $0.rule == .tokenDrift }.isEmpty)
        #expect(
            findings.filter { $0.location.line > 1 }.isEmpty,
            "every token of Spacing and Colors is defined: \(findings.map(\.message))")
    }

    @Test func theConfigurationSetsEachRulesSeverity() throws {
        let off = try ConfigurationReader.parse("rules:\n  token_drift: off\n", path: "dsgen.yml").get()
        let findings = LintFixture.checkDrift(Self.spacingFile, configuration: off)
        #expect(!findings.isEmpty && findings.allSatisfy { $0.rule == .tokenMissing })

        let relaxed = try ConfigurationReader.parse(
            "rules:\n  token_drift: warning\n  token_missing: off\n", path: "dsgen.yml"
        ).get()
        #expect(
            LintFixture.checkDrift(Self.spacingFile, configuration: relaxed).map { "\($0.severity) \($0.rule)" } == [
                "warning token_drift"
            ])
    }

    @Test func typesThatNoTokenFileDeclaresAreLeftAlone() {
        let system = Self.system("""
        ```tokens marketing kind=color swift=ColorResource.Marketing
        highlight  pink
        ```
        """)
        #expect(LintFixture.checkDrift("enum DesignSystem { enum Spacing {} }\n", system: system).isEmpty)
        #expect(
            LintFixture.checkDrift(
                "extension ColorResource.Marketing { static let highlight = Color.pink }\n", system: system
            ).isEmpty)
        #expect(
            LintFixture.checkDrift(
                "extension ColorResource.Marketing { static let highlight = Color.red }\n", system: system
            ).map(\.rule) == [.tokenDrift])
    }
}
