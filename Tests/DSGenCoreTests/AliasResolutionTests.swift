import Testing
@testable import DSGenCore

struct AliasResolutionTests {
    static let colors = "```tokens colors kind=color\nsuccess green\nerror #FF3B30 | #FF453A\n```\n"

    @Test func aliasesResolveAppearanceByAppearanceAcrossPages() throws {
        let fixture = SpecFixture([
            "colors.md": Self.colors,
            "status.md":
                "```tokens status kind=color\nmet {colors.success}\nmissed {colors.error}\nfaded " +
                    "{colors.error}.opacity(50%)\n```\n"
        ])
        #expect(fixture.diagnostics.isEmpty, "\(summaries(fixture.diagnostics))")
        #expect(fixture.value("status.met", .light) == .color(.rgba(RGBA(hex: "#34C759")!)))
        #expect(fixture.value("status.met", .dark) == .color(.rgba(RGBA(hex: "#30D158")!)))
        #expect(fixture.value("status.missed", .dark) == .color(.rgba(RGBA(hex: "#FF453A")!)))
        #expect(fixture.value("status.faded", .dark) == .color(.rgba(RGBA(hex: "#FF453A")!.multiplyingAlpha(by: 0.5))))
        #expect(fixture.system.token("status.met")?.aliasOf == "colors.success")
    }

    @Test func aliasesOfAliasesAndColoursInsideComposites() {
        let fixture = SpecFixture([
            "colors.md": Self.colors
                + "```tokens colors kind=color\ndanger {colors.error}\nalarm {colors.danger}\n```\n",
            "gradients.md":
                "```tokens gradients kind=gradient\nglow linear(colors: [{colors.alarm}, clear], startPoint: top, " +
                    "endPoint: bottom)\n```\n"
        ])
        #expect(fixture.diagnostics.isEmpty, "\(summaries(fixture.diagnostics))")
        #expect(fixture.value("colors.alarm", .dark) == .color(.rgba(RGBA(hex: "#FF453A")!)))
        guard case .gradient(let gradient)? = fixture.value("gradients.glow", .dark) else {
            Issue.record("gradients.glow did not resolve to a gradient")
            return
        }
        #expect(gradient.stops.first?.color == .rgba(RGBA(hex: "#FF453A")!))
    }

    @Test func cycleAcrossTwoPagesIsReportedOnceAtItsFirstToken() {
        let fixture = SpecFixture([
            "a.md": "```tokens colors kind=color\nprimary {status.accent}\n```\n",
            "b.md": "# B\n\n```tokens status kind=color\naccent {colors.primary}\nother {status.accent}\n```\n",
        ])
        #expect(fixture.diagnostics.map(\.description) == [
                "a.md:2:9: error: alias cycle: colors.primary → status.accent → colors.primary; one of these tokens " +
                    "needs a value of its own [alias_cycle]"
        ])
        #expect(fixture.system.tokens.isEmpty)
    }

    @Test func selfReferenceIsACycle() {
        let fixture = SpecFixture(kind: "color", group: "colors", "loop {colors.loop}")
        #expect(
            summaries(fixture.diagnostics) == [
                "4:6 [alias_cycle] alias cycle: colors.loop → colors.loop; one of these tokens needs a value of its own"
            ])
    }

    @Test func unresolvedAliasSuggestsTheClosestToken() {
        let fixture = SpecFixture(["c.md": Self.colors + "```tokens status kind=color\nmissed {colors.eror}\n```\n"])
        #expect(
            summaries(fixture.diagnostics) == [
                "6:8 [unresolved_alias] '{colors.eror}' refers to no token; did you mean 'colors.error'?"
            ])
    }

    @Test func aliasToAnotherKindIsRefused() {
        let fixture = SpecFixture([
            "c.md": Self.colors,
            "s.md":
                "```tokens spacing kind=dimension\ncard {colors.error}\n```\n```tokens gradients kind=gradient\ng " +
                    "linear(colors: [{spacing.base}, clear], startPoint: top, endPoint: bottom)\n```\n```tokens " +
                    "spacing kind=dimension\nbase 4pt\n```\n"
        ])
        #expect(summaries(fixture.diagnostics) == [
                "2:6 [alias_kind_mismatch] spacing.card is a dimension token, but {colors.error} is a color token; " +
                    "an alias must point to a token of the same kind",
                "5:19 [alias_kind_mismatch] a colour inside gradients.g must refer to a color token, but " +
                    "{spacing.base} is a dimension token",
        ])
    }

    @Test func radiusMayAliasADimension() {
        let fixture = SpecFixture([
            "s.md":
                "```tokens spacing kind=dimension\nsm 8pt\n```\n```tokens cornerRadius kind=radius\nsm " +
                    "{spacing.sm}\n```\n"
        ])
        #expect(fixture.diagnostics.isEmpty, "\(summaries(fixture.diagnostics))")
        #expect(fixture.value("cornerRadius.sm") == .radius(.points(8)))
    }

    @Test func referencesToATokenWithAnErrorAreNotReportedAgain() {
        let fixture = SpecFixture([
            "c.md": "```tokens colors kind=color\nerror redd\n```\n",
            "s.md":
                "```tokens status kind=color\nmissed {colors.error}  @deprecated({colors.error})\nfaded " +
                    "{colors.error}.opacity(50%)\nother {colors.eror}\n```\n"
        ])
        #expect(
            fixture.diagnostics.map { "\($0.location) [\($0.rule)]" } == [
                "c.md:2:7 [malformed_color]", "s.md:4:7 [unresolved_alias]",
            ])
        #expect(fixture.system.tokens.isEmpty)
    }

    @Test func referencesIntoAFenceWithABadHeaderAreNotReportedAgain() {
        let fixture = SpecFixture([
            "c.md": "```tokens colors kind=colr\nerror red\n```\n",
            "s.md": "```tokens status kind=color\nmissed {colors.error}\n```\n",
        ])
        #expect(fixture.diagnostics.map { "\($0.location) [\($0.rule)]" } == ["c.md:1:23 [unknown_kind]"])
    }

    @Test func valuesTakenAcrossKindsMustStillFit() {
        let fixture = SpecFixture([
            "n.md": "```tokens num kind=number\nbig 7\n```\n```tokens spacing kind=dimension\nneg -4pt\n```\n",
            "o.md":
                "```tokens opacity kind=opacity\no {num.big}\n```\n```tokens radius kind=radius\nr {spacing.neg}\n```\n"
        ])
        #expect(fixture.diagnostics.map(\.description) == [
            "o.md:2:3: error: {num.big} is 7, but the opacity opacity.o must be from 0 to 1 [invalid_value]",
            "o.md:5:3: error: {spacing.neg} is -4 pt, but the radius radius.r cannot be negative [invalid_value]",
        ])
    }

    @Test func aReplacementOfAnotherKindSaysSo() {
        let fixture = SpecFixture([
            "p.md": Self.colors + "```tokens spacing kind=dimension\nold 4pt @deprecated({colors.error})\n```\n"
        ])
        #expect(
            summaries(fixture.diagnostics) == [
                "6:21 [alias_kind_mismatch] the replacement of spacing.old must be a dimension token, but " +
                    "{colors.error} is a color token"
            ])
    }

    /// A chain t0 → t1 → … → tN where tN holds the value, written head first or value first.
    static func chain(_ length: Int, valueFirst: Bool) -> SpecFixture {
        let lines = (0..<length).map { "t\($0) {chain.t\($0 + 1)}" } + ["t\(length) 4pt"]
        return SpecFixture(
            kind: "dimension", group: "chain", (valueFirst ? lines.reversed() : lines).joined(separator: "\n"))
    }

    @Test(arguments: [false, true])
    func aVeryLongAliasChainIsReportedOnceWhicheverWayItIsWritten(valueFirst: Bool) {
        let fixture = Self.chain(3000, valueFirst: valueFirst)
        #expect(
            fixture.diagnostics.map(\.message) == [
                "chain.t2935 reaches its value through more than 64 references in a row; point it nearer the value"
            ])
        #expect(fixture.value("chain.t2936") == .dimension(4))
        #expect(fixture.value("chain.t2935") == nil)
    }

    @Test(arguments: [false, true])
    func sixtyFourAliasesAreAllowed(valueFirst: Bool) {
        let fixture = Self.chain(64, valueFirst: valueFirst)
        #expect(fixture.diagnostics.isEmpty)
        #expect(fixture.value("chain.t0") == .dimension(4))
    }

    @Test func deprecationReplacementMustExist() {
        let fixture = SpecFixture(kind: "dimension", group: "spacing", "md 16pt\nold 16pt @deprecated({spacing.mdd})")
        #expect(
            summaries(fixture.diagnostics) == [
                "5:22 [unresolved_alias] '{spacing.mdd}' refers to no token; did you mean 'spacing.md'?"
            ])
    }
}
