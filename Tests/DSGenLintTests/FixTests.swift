@testable import DSGenCore
@testable import DSGenLint
import Testing

/// `--fix` rewrites values that equal exactly one token, and nothing else.
struct FixTests {
    private func fixed(_ code: String) -> String? {
        let fixes = LintFixture.lint(code).findings.compactMap(\.fix)
        return FixApplier.apply(fixes, to: code)?.text
    }

    @Test func exactMatchesAreRewrittenAndCommentsKept() {
        let code = """
        struct Row: View {
            var body: some View {
                HStack(spacing: 12) { // icon to text
                    Image(systemName: "star")   /* the star */
                    Text("Goal")
                }
                .padding(.horizontal,   16)
                .padding(.top, -8)
                .background(Color.red)
                .foregroundStyle(.green.opacity(0.5))
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .font(.system(size: 12, weight: .medium))
            }
        }
        """
        let expected = """
        struct Row: View {
            var body: some View {
                HStack(spacing: DesignSystem.Spacing.sm) { // icon to text
                    Image(systemName: "star")   /* the star */
                    Text("Goal")
                }
                .padding(.horizontal,   DesignSystem.Spacing.md)
                .padding(.top, -DesignSystem.Spacing.xs)
                .background(DesignSystem.Colors.error)
                .foregroundStyle(DesignSystem.Colors.success.opacity(0.5))
                .clipShape(RoundedRectangle(cornerRadius: DesignSystem.CornerRadius.card))
                .font(DesignSystem.Typography.caption)
            }
        }
        """
        #expect(fixed(code) == expected)
    }

    @Test func aTranslucentColourIsQuotedWholeAndATokenOfExactlyThatValueReplacesIt() {
        let code =
            "Text(\"a\").background(.black.opacity(0.4)).overlay(Color.red.opacity(0.5)).border(.black.opacity(0.3))\n"
        let findings = LintFixture.lint(code).findings
        #expect(findings.map(\.message) == [
            "hard-coded colour '.black.opacity(0.4)'; use DesignSystem.Colors.scrim",
            "hard-coded colour 'Color.red.opacity(0.5)'; use DesignSystem.Colors.error.opacity(0.5)",
                "hard-coded colour '.black.opacity(0.3)'; no token has this value, nearest: " +
                    "DesignSystem.Colors.scrim (#00000066)",
        ])
        #expect(
            fixed(code)
                == "Text(\"a\").background(DesignSystem.Colors.scrim)"
                + ".overlay(DesignSystem.Colors.error.opacity(0.5)).border(.black.opacity(0.3))\n"
        )
    }

    @Test func aSecondFixChangesNothing() throws {
        let once = try #require(fixed("Text(\"a\").padding(16).background(Color.red)\n"))
        #expect(LintFixture.lint(once).findings.compactMap(\.fix).isEmpty)
        #expect(fixed(once) == once)
    }

    @Test func nearMissesAndAmbiguousValuesAreLeftAlone() {
        let code = "Text(\"a\").padding(14).background(Color.purple).cornerRadius(7)\n"
        let findings = LintFixture.lint(code).findings
        #expect(findings.count == 3)
        #expect(findings.allSatisfy { $0.fix == nil })
        #expect(
            findings[0].message
                == "hard-coded spacing 14; no token has this value, nearest: DesignSystem.Spacing.sm (12pt), " +
                    "DesignSystem.Spacing.md (16pt)"
        )
        #expect(fixed(code) == code)
    }

    @Test func deprecatedTokensAreReplacedWithTheirSuccessor() {
        #expect(
            fixed("Text(\"a\").padding(DesignSystem.Spacing.medium)\n")
                == "Text(\"a\").padding(DesignSystem.Spacing.md)\n")
    }

    @Test func ofNestedFixesTheOuterIsKept() {
        // "let value = first + second": the whole expression at 12..<26, and `first` inside it.
        let text = "let value = first + second\n"
        let nested = [Fix(range: 14..<17, replacement: "x"), Fix(range: 12..<26, replacement: "total")]
        #expect(FixApplier.apply(nested, to: text)?.text == "let value = total\n")
        #expect(FixApplier.apply(nested, to: text)?.applied == 1)
        // Two that overlap without nesting (no two nodes do): the one that starts first.
        let crossing = [Fix(range: 14..<20, replacement: "two"), Fix(range: 12..<17, replacement: "one")]
        #expect(FixApplier.apply(crossing, to: text)?.text == "let value = one + second\n")
        // Apart, both, whatever their order.
        let apart = [Fix(range: 20..<26, replacement: "b"), Fix(range: 12..<17, replacement: "a")]
        #expect(FixApplier.apply(apart, to: text)?.text == "let value = a + b\n")
    }

    @Test func aFixThatWouldBreakTheFileIsRefused() {
        #expect(FixApplier.apply([Fix(range: 0..<1, replacement: "{")], to: "let a = 1\n") == nil)
    }
}
