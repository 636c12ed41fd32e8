@testable import DSGenCore
@testable import DSGenLint
@testable import DSGenSwift
import Testing

/// The rules for sizes, opacity, shadows, motion, line widths and gradients: what they say, what
/// `--fix` makes of each, and that none runs without tokens of its kind.
struct OtherKindRuleTests {
    private func messages(_ code: String, system: DesignSystem = LintFixture.system) -> [String] {
        Linter(system: system, configuration: LintConfiguration())
            .lint(SwiftSource(path: "View.swift", text: code, origin: .file))
            .findings.map { "\($0.location.line):\($0.location.column) \($0.message) [\($0.rule)]" }
    }

    private func fixed(_ code: String) -> String? {
        FixApplier.apply(LintFixture.lint(code).findings.compactMap(\.fix), to: code)?.text
    }

    @Test func eachRuleNamesTheTokenOrTheNearestOnes() {
        #expect(messages("Icon().frame(width: 24, height: 30)") == [
            "1:21 hard-coded size 24; use DesignSystem.Size.icon [hardcoded_size]",
        ])
        #expect(messages("Card().opacity(0.5)") == [
            "1:16 hard-coded opacity 0.5; no token has this value, nearest: DesignSystem.Opacity.disabled (0.4), " +
                "DesignSystem.Opacity.pressed (0.7) [hardcoded_opacity]",
        ])
        #expect(messages("Card().shadow(radius: 10, y: 3)") == [
            "1:15 hard-coded shadow (radius 10, x 0, y 3); no shadow token has these values, nearest: " +
                "DesignSystem.Shadows.card (radius 8, x 0, y 2), DesignSystem.Shadows.floating (radius 16, x 0, y 8) " +
                "[hardcoded_shadow]",
        ])
        #expect(messages("withAnimation(.easeOut(duration: 0.3)) {}") == [
                "1:34 hard-coded duration 0.3 s; no token has this value, nearest: DesignSystem.Motion.standard " +
                    "(0.25 s), "
                    +
                "DesignSystem.Motion.slow (0.4 s) [hardcoded_motion]",
        ])
        #expect(messages("withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.4)) {}") == [
            "1:15 hard-coded timing curve 0.2, 0, 0, 1; use .timingCurve(DesignSystem.Curves.standard, duration: …) " +
                "[hardcoded_motion]",
            "1:52 hard-coded duration 0.4 s; use DesignSystem.Motion.slow [hardcoded_motion]",
        ])
        #expect(messages("Circle().stroke(lineWidth: 3)") == [
                "1:28 hard-coded line width 3; no token has this value, nearest: DesignSystem.Borders.selected.width " +
                    "(2pt) "
                    +
                "[hardcoded_line_width]",
        ])
    }

    @Test func fixesNameTheTokenAndAWholeValueWinsOverItsParts() {
        #expect(fixed("Icon().frame(width: 44)") == "Icon().frame(width: DesignSystem.Size.tapTarget)")
        #expect(fixed("Card().opacity(0.4)") == "Card().opacity(DesignSystem.Opacity.disabled)")
        #expect(fixed("Circle().stroke(lineWidth: 1)") == "Circle().stroke(lineWidth: DesignSystem.Borders.card.width)")
        #expect(fixed("withAnimation(.spring(response: 0.15, dampingFraction: 0.8)) {}")
            == "withAnimation(.spring(response: DesignSystem.Motion.quick, dampingFraction: 0.8)) {}")
        // A transition replaces the whole animation, its delay included when one token has it.
        #expect(
            fixed("withAnimation(.easeIn(duration: 0.2)) {}") == "withAnimation(DesignSystem.Transitions.fadeOut) {}")
        #expect(fixed("v.animation(Animation.timingCurve(0.2, 0, 0, 1, duration: 0.25), value: x)")
            == "v.animation(DesignSystem.Transitions.expand, value: x)")
        // The shadow's arguments become the token's fields, its literal colour with them.
        #expect(fixed("Card().shadow(color: .black.opacity(0.16), radius: 16, y: 8)") == "Card().shadow(" +
            "color: DesignSystem.Shadows.floating.color, radius: DesignSystem.Shadows.floating.radius, " +
            "x: DesignSystem.Shadows.floating.x, y: DesignSystem.Shadows.floating.y)")
        // The gradient is replaced whole, not the colour token inside it.
        #expect(fixed("Image(\"a\").overlay(LinearGradient(colors: [.clear, .black.opacity(0.4)], " +
            "startPoint: .top, endPoint: .bottom))") == "Image(\"a\").overlay(DesignSystem.Gradients.scrim)")
    }

    @Test func aDelayedAnimationIsATransitionOnlyWithItsDelay() throws {
        let spec = """
        ```tokens transitions kind=transition swift=DS.Transitions
        toast  transition(duration: 400ms, delay: 100ms, timing: cubicBezier(0.2, 0, 0, 1))
        ```
        """
        let (system, diagnostics) = DesignSystem.read([PageParser.parse(spec, path: "t.md", displayPath: "t.md")])
        #expect(diagnostics.isEmpty)
        #expect(messages("withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.4).delay(0.1)) {}", system: system) == [
                "1:15 hard-coded animation '.timingCurve(0.2, 0, 0, 1, duration: 0.4).delay(0.1)'; use " +
                    "DS.Transitions.toast "
                    +
                "[hardcoded_motion]",
        ])
        #expect(messages("withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.4)) {}", system: system).isEmpty)
    }

    @Test func aSizeTokenIsNeverProposedForSpaceNorASpacingTokenForAFrame() {
        // 24 is both `DesignSystem.Spacing.lg` and `DesignSystem.Size.icon`.
        #expect(messages("Text(\"Hi\").padding(24)") == [
            "1:20 hard-coded spacing 24; use DesignSystem.Spacing.lg [hardcoded_spacing]",
        ])
        #expect(messages("Text(\"Hi\").frame(width: 16)").isEmpty)
    }

    @Test func noRuleRunsWithoutTokensOfItsKind() {
        let code = """
        Icon().frame(width: 24).opacity(0.5).shadow(radius: 8, y: 2).animation(.easeIn(duration: 0.2), value: x)
        Circle().stroke(lineWidth: 1)
        Image("a").overlay(LinearGradient(colors: [.clear, .black.opacity(0.4)], startPoint: .top, endPoint: .bottom))
        """
        #expect(messages(code, system: LintFixture.driftSystem).filter { !$0.hasSuffix("[hardcoded_color]") }.isEmpty)
    }

    @Test func theAllowedNumbersAreZeroAndOneForOpacityAndZeroForALineWidth() {
        #expect(messages("Card().opacity(isOn ? 1 : 0).overlay(Circle().stroke(lineWidth: 0))").isEmpty)
    }
}
