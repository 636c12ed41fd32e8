import DSGenCore
import Foundation
import Testing
@testable import DSGenDiff

/// Each kind of change `dsgen diff` tells, on two versions of a small spec written inline.
struct TokenDiffTests {
    /// The design system of one page holding `fences`.
    static func system(_ fences: String) -> DesignSystem {
        let (system, diagnostics) = DesignSystem.read([
            PageParser.parse("# Tokens\n\n" + fences, path: "tokens.md", displayPath: "tokens.md")
        ])
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        return system
    }

    static func spacing(_ lines: String) -> String {
        "```tokens spacing kind=dimension swift=DS.Spacing use=padding\n\(lines)\n```\n\n"
    }

    /// `kind token breaking`, one line a change.
    static func summary(_ old: String, _ new: String) -> [String] {
        TokenDiff.changes(from: system(old), to: system(new)).map {
            "\($0.kind.rawValue) \($0.token)" + ($0.breaking ? " breaking" : "")
        }
    }

    @Test func anAddedTokenBreaksNothing() {
        #expect(Self.summary(Self.spacing("md 16pt"), Self.spacing("md 16pt\nlg 24pt")) == ["added spacing.lg"])
    }

    @Test func aTokenNoLongerDeprecatedOrDeprecatedForAnotherIsTold() {
        let old = Self.spacing("md 16pt\nlg 24pt\nwide 24pt @deprecated({spacing.lg})")
        #expect(Self.summary(old, Self.spacing("md 16pt\nlg 24pt\nwide 24pt")) == ["undeprecated spacing.wide"])
        let moved = Self.system(Self.spacing("md 16pt\nlg 24pt\nwide 24pt @deprecated({spacing.md})"))
        let changes = TokenDiff.changes(from: Self.system(old), to: moved)
        #expect(changes.map(\.kind) == [.deprecated])
        #expect(changes.first?.after?.replacement == "spacing.md")
        let kept = Self.system(Self.spacing("md 16pt\nlg 24pt\nwide 24pt"))
        let undeprecated = TokenDiff.changes(from: Self.system(old), to: kept)
        #expect(DiffReporter.text(undeprecated) == "         undeprecated spacing.wide (DS.Spacing.wide) " +
            "is no longer deprecated\n1 change, 0 breaking: 1 no longer deprecated.\n")
    }

    @Test func aRemovedTokenBreaks() {
        #expect(
            Self.summary(Self.spacing("md 16pt\nlg 24pt"), Self.spacing("md 16pt")) == ["removed spacing.lg breaking"])
    }

    @Test func aChangedValueListsTheAppearancesThatChanged() throws {
        let old = "```tokens colors kind=color\naccent #0A84FF | #409CFF\n```\n"
        let new = "```tokens colors kind=color\naccent #0A84FF | #64D2FF\n```\n"
        let changes = TokenDiff.changes(from: Self.system(old), to: Self.system(new))
        let change = try #require(changes.first)
        #expect(changes.count == 1)
        #expect(change.kind == .changed && !change.breaking)
        #expect(change.before?.values == [.dark: "#409CFF"])
        #expect(change.after?.values == [.dark: "#64D2FF"])
    }

    @Test func anotherKindBreaks() {
        let old = "```tokens sizes kind=dimension\nicon 24pt\n```\n"
        let new = "```tokens sizes kind=number\nicon 24\n```\n"
        #expect(Self.summary(old, new) == ["kindChanged sizes.icon breaking"])
    }

    @Test func aNewDeprecationIsToldWithItsReplacement() throws {
        let old = Self.spacing("md 16pt\nlg 24pt")
        let new = Self.spacing("md 16pt\nlg 24pt @deprecated({spacing.md})")
        let changes = TokenDiff.changes(from: Self.system(old), to: Self.system(new))
        #expect(changes.map(\.kind) == [.deprecated])
        #expect(changes.first?.after?.replacement == "spacing.md")
    }

    @Test func aDeprecatedOldNameKeptForANewOneIsARenameThatBreaksNothing() {
        let old = Self.spacing("medium 16pt")
        let new = Self.spacing("md 16pt\nmedium {spacing.md} @deprecated({spacing.md})")
        #expect(Self.summary(old, new) == ["renamed spacing.md"])
    }

    @Test func aDeprecatedTokenRemovedIsARenameThatBreaks() throws {
        let old = Self.spacing("md 16pt\nmedium 16pt @deprecated({spacing.md})")
        let new = Self.spacing("md 16pt")
        let changes = TokenDiff.changes(from: Self.system(old), to: Self.system(new))
        #expect(changes.map { "\($0.kind) \($0.before?.path ?? "") \($0.token) \($0.breaking)" }
            == ["renamed spacing.medium spacing.md true"])
    }

    @Test func anUnmistakableMoveIsARename() {
        #expect(Self.summary(Self.spacing("medium 16pt\nlg 24pt"), Self.spacing("md 16pt\nlg 24pt"))
            == ["renamed spacing.md breaking"])
    }

    @Test func aMoveThatCouldBeTwoThingsIsARemovalAndAnAddition() {
        // Two removed tokens of 16: neither is unmistakably `md`.
        #expect(Self.summary(Self.spacing("medium 16pt\nregular 16pt"), Self.spacing("md 16pt")) == [
            "added spacing.md", "removed spacing.medium breaking", "removed spacing.regular breaking",
        ])
    }

    @Test func anotherSwiftNameBreaks() {
        let old = "```tokens spacing kind=dimension swift=DS.Spacing\nmd 16pt\n```\n"
        let new = "```tokens spacing kind=dimension swift=Theme.Spacing\nmd 16pt\n```\n"
        #expect(Self.summary(old, new) == ["renamed spacing.md breaking"])
    }

    @Test func twoDesignSystemsWithNoTokenInCommonAreUnrelated() {
        let old = Self.system(Self.spacing("md 16pt"))
        let new = Self.system("```tokens colors kind=color\naccent #0A84FF\n```\n")
        #expect(TokenDiff.unrelated(old, new, changes: TokenDiff.changes(from: old, to: new)))
        #expect(!TokenDiff.unrelated(old, old, changes: []))
    }
}
