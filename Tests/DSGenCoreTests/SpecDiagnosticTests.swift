import Testing
@testable import DSGenCore

/// Every bad spec input has its own rule, reported at the token's own line and column with a
/// message that says what is wrong and what would be right.
struct SpecDiagnosticTests {
    static let kinds =
        "color, dimension, radius, fontFamily, fontWeight, typography, material, gradient, palette, shadow, opacity, " +
            "number, duration, cubicBezier, transition, strokeStyle, border"

    /// A page whose line 1 is the fence header and line 2 onwards its token lines.
    static let cases: [(page: String, expected: String)] = [
        ("```tokens spacing\nmd 16pt\n```",
            "1:4 [missing_kind] the fence does not say what kind of tokens it holds: add kind=dimension (kinds are " +
                "\(kinds))"
        ),
        ("```tokens spacing kind=dimenson\nmd 16pt\n```",
         "1:24 [unknown_kind] unknown token kind 'dimenson'; kinds are \(kinds); did you mean 'dimension'?"),
        ("```tokens spacing kind=dimension swfit=Theme\nmd 16pt\n```",
            "1:34 [unknown_fence_option] unknown option 'swfit=Theme' in the fence header; options are kind=…, " +
                "swift=…, use=… and layout=…; did you mean 'swift'?"
        ),
        ("```tokens colors kind=color layout=card\nred #FF0000\n```",
         "1:36 [unknown_fence_option] unknown layout 'card'; layouts are rows and cards; did you mean 'cards'?"),
        ("```tokens spacing kind=dimension use=padding,stak\nmd 16pt\n```",
            "1:46 [unknown_fence_option] unknown use 'stak' for a dimension group; uses are padding, stack, grid, " +
                "list, form, size, text; did you mean 'stack'?"
        ),
        ("```tokens radius kind=radius use=card\nr 4pt\n```",
            "1:34 [unknown_fence_option] use= says what spacing, size or colour tokens are for; a radius group has " +
                "no uses"
        ),
        ("```tokens spacing kind=dimension swift=Theme-Space\nmd 16pt\n```",
         "1:40 [unknown_fence_option] 'Theme-Space' is not a Swift name: write swift=DesignSystem.Spacing"),
        ("```tokens 2spacing kind=dimension\nmd 16pt\n```",
            "1:11 [invalid_group_name] '2spacing' is not a group name: use letters and digits, with dots between " +
                "levels, such as colors.status"
        ),
        ("```tokens spacing kind=dimension\n2xl 48pt\n```",
            "2:1 [invalid_token_name] '2xl' is not a token name: start with a letter and use letters, digits and _ " +
                "(it becomes DesignSystem.Spacing.name in Swift); put a dot in the group, not the name"
        ),
        ("```tokens spacing kind=dimension\nmd\n```",
         "2:3 [malformed_token_line] token 'md' has no value: write it after the name, such as 'md  16pt'"),
        ("```tokens colors kind=color\nerror #FF3B30 |\n```",
         "2:15 [malformed_token_line] a value is missing beside '|': write light | dark, such as #FF9500 | #FF9F0A"),
        ("```tokens colors kind=color\na #111 | #222 | #333 | #444 | #555\n```",
            "2:29 [too_many_appearances] a token has at most four appearances: light | dark | light high-contrast | " +
                "dark high-contrast"
        ),
        ("```tokens spacing kind=dimension\nmd 16pt @deprecate\n```",
            "2:9 [unknown_attribute] unknown attribute '@deprecate'; the attributes are " +
                "@deprecated({group.replacement}), @on({group.background}) and @vignette({group.gradient}); did you " +
                "mean 'deprecated'?"
        ),
        ("```tokens spacing kind=dimension\nmd 16pt @on({spacing.lg})\nlg 24pt\n```",
         "2:9 [unknown_attribute] @on declares a text colour's background, so it belongs to color tokens only"),
        ("```tokens colors kind=color\nlabel #000000 @on\n```",
         "2:15 [unknown_attribute] write the background the colour is read on as @on({group.background})"),
        ("```tokens colors kind=color\nlabel #000000 @on({colors.surfce})\nsurface #FFFFFF\n```",
         "2:19 [unresolved_alias] '{colors.surfce}' refers to no token; did you mean 'colors.surface'?"),
        (
            "```tokens colors kind=color\nlabel #000000 @on({spacing.md})\n```\n```tokens spacing kind=dimension\nmd " +
                "16pt\n```",
            "2:19 [alias_kind_mismatch] the background of colors.label must be a color token, but {spacing.md} is a " +
                "dimension token"
        ),
        ("```tokens colors kind=color\nlabel #000000 @on({colors.surface}) #FFF\nsurface #FFFFFF\n```",
            "2:37 [unknown_attribute] only attributes may follow an attribute: @deprecated, " +
                "@deprecated({group.replacement}), @on({group.background}) or @vignette({group.gradient})"
        ),
        ("```tokens colors kind=color\nlabel #000000 @vignette({gradients.edge})\n```",
            "2:15 [unknown_attribute] @vignette names the gradient drawn over a palette's background, so it belongs " +
                "to palette tokens only"
        ),
        (
            "```tokens palettes kind=palette\nsea palette(colors: [#000000], gradientIndices: [0], " +
                "gradientOpacities: [0.5]) @vignette({colors.edge})\n```\n```tokens colors kind=color\nedge " +
                "#000000\n```",
            "2:90 [alias_kind_mismatch] the vignette of palettes.sea must be a gradient token, but {colors.edge} is " +
                "a color token"
        ),
        (
            "```tokens palettes kind=palette\nsea palette(colors: [#000000], gradientIndices: [0], " +
                "gradientOpacities: [0.5]) @vignette\n```",
            "2:80 [unknown_attribute] write the one gradient drawn over the palette's background as " +
                "@vignette({group.gradient})"
        ),
        ("```tokens colors kind=color\ngoals  #FF95ZZ  // Goals\n```",
            "2:8 [malformed_color] '#FF95ZZ' is not a hex colour: write #RGB, #RGBA, #RRGGBB or #RRGGBBAA with hex " +
                "digits 0-9 and A-F"
        ),
        ("```tokens colors kind=color\nerror redd\n```",
         "2:7 [malformed_color] 'redd' is not a colour name; did you mean 'red'?"),
        ("```tokens colors kind=color\nerror #FF3B30 | crimson\n```",
            "2:17 [malformed_color] 'crimson' is not a colour name; write a hex colour (#RRGGBB), a system colour " +
                "name (red, blue, …), an alias {group.name}, or any of these with .opacity(0.4)"
        ),
        ("```tokens spacing kind=dimension\nmd 16\n```",
         "2:4 [missing_unit] '16' has no unit: write 16pt (SwiftUI lengths are in points)"),
        ("```tokens motion kind=duration\nquick 150\n```",
         "2:7 [missing_unit] '150' has no unit: write 150ms or 150s"),
        ("```tokens spacing kind=dimension\nmd 16px\n```",
            "2:4 [invalid_value] 'px' is not a unit dsgen knows for a dimension: write 16pt (SwiftUI lengths are in " +
                "points)"
        ),
        ("```tokens materials kind=material\nsidebar ultrathin\n```",
            "2:9 [invalid_value] 'ultrathin' is not a material; write ultraThin, thin, regular, thick, ultraThick or " +
                "bar; did you mean 'ultraThin'?"
        ),
        ("```tokens shadows kind=shadow\ncard shadow(colour: black, radius: 8pt)\n```",
            "2:13 [invalid_value] shadow(…) has no argument 'colour:' (it takes color: radius: x: y:); did you mean " +
                "'color'?"
        ),
        ("```tokens gradients kind=gradient\nscrim linear(colors: [clear, black], startPoint: top)\n```",
         "2:7 [invalid_value] linear(…) needs 'endPoint:'"),
        (
            "```tokens gradients kind=gradient\nscrim linear(colors: [clear, black), startPoint: top, endPoint: " +
                "bottom)\n```",
         "2:22 [invalid_value] '[' is never closed: add ']' before ')'"),
        (
            "```tokens palettes kind=palette\nocean palette(colors: [red, blue], gradientIndices: [0, 2], " +
                "gradientOpacities: [0.3, 0.2])\n```",
            "2:57 [palette_index_out_of_range] palette index 2 is out of range: this palette has 2 colours, indexed " +
                "0 to 1"
        ),
        (
            "```tokens palettes kind=palette\nocean palette(colors: [red, blue], gradientIndices: [0, 1], " +
                "gradientOpacities: [0.3])\n```",
         "2:80 [invalid_value] gradientOpacities has 1 values but gradientIndices has 2: give one opacity per index"),
        ("```tokens opacity kind=opacity\ntint 150%\n```",
         "2:6 [invalid_value] an opacity 150% is outside 0…1 (0%…100%)"),
        ("```tokens colors kind=color\nstatus.met green\n```",
            "2:1 [invalid_token_name] 'status.met' is not a token name: start with a letter and use letters, digits " +
                "and _ (it becomes DesignSystem.Colors.name in Swift); put a dot in the group, not the name"
        ),
        ("```tokens colors kind=color\n_hidden green\n```",
            "2:1 [invalid_token_name] '_hidden' is not a token name: start with a letter and use letters, digits and " +
                "_ (it becomes DesignSystem.Colors.name in Swift); put a dot in the group, not the name"
        ),
        ("```tokens type kind=typography\nt body\(String(repeating: ".bold()", count: 20))\n```",
         "2:119 [invalid_value] more than 16 modifiers are chained here"),
        ("```tokens type kind=typography\nc body.bold\n```",
         "2:3 [invalid_value] 'body.bold' needs parentheses: write .bold(), as in SwiftUI"),
        ("```tokens type kind=typography\ntiny system(size: 0pt)\n```",
         "2:19 [invalid_value] a font size must be larger than 0pt"),
        ("```tokens weights kind=fontWeight\nw 600px\n```",
         "2:3 [invalid_value] a font weight takes no unit: write 600"),
        ("```tokens motion kind=duration\nback -250ms\n```",
         "2:6 [invalid_value] a duration cannot be negative: -250ms"),
        ("```tokens motion kind=duration\nodd 1e3ms\n```",
         "2:5 [invalid_value] '1e3ms' is not a duration; write a time such as 250ms or 0.25s"),
        ("```tokens spacing kind=dimension\nhuge \(String(repeating: "9", count: 400))pt\n```",
         "2:6 [invalid_value] '\(String(repeating: "9", count: 400))' is too large for a token value"),
        ("```tokens s kind=color kind=dimension\na red\n```",
         "1:24 [unknown_fence_option] kind= is given twice in the fence header; keep one"),
        ("```tokens sizes kind=dimension\nself 4pt\n```",
            "2:1 [invalid_token_name] 'self' cannot name a token: after a dot, Swift reads DesignSystem.Sizes.self " +
                "as the type's own self; choose another name"
        ),
        ("```tokens g kind=gradient\nv radial(colors: [clear, black], startRadius: -50pt, endRadius: -10pt)\n```",
         "2:47 [invalid_value] startRadius cannot be negative"),
        ("```tokens type kind=typography\nt custom(\"\", size: 12pt)\n```",
         "2:3 [invalid_value] custom(…) starts with the family name in quotes: custom(\"Inter\", size: 15pt)"),
        ("```tokens type kind=typography\nt body.weight(foo: bold)\n```",
         "2:3 [invalid_value] .weight takes one weight and no label, such as .weight(semibold)"),
        ("```tokens type kind=typography\nt body.weight\n```",
         "2:3 [invalid_value] 'body.weight' needs parentheses: write .weight(semibold), as in SwiftUI"),
        ("```tokens p kind=palette\nocean palette(colors: [red], gradientIndices: [], gradientOpacities: [])\n```",
         "2:47 [invalid_value] a palette's gradient needs at least one colour: list its index in gradientIndices"),
    ]

    @Test(arguments: cases)
    func reportsProblem(page: String, expected: String) {
        let fixture = SpecFixture(["page.md": page])
        #expect(summaries(fixture.diagnostics) == [expected])
        #expect(fixture.diagnostics.allSatisfy { $0.severity == .error && $0.location.path == "page.md" })
    }

    @Test func duplicateTokenNamesTheFirstDeclaration() {
        let fixture = SpecFixture([
            "a.md": "```tokens spacing kind=dimension\nmd 16pt\n```\n",
            "b.md": "# B\n\n```tokens spacing kind=dimension\nsm 12pt\n  md 20pt\n```\n",
        ])
        #expect(fixture.diagnostics.map(\.description) == [
                "b.md:5:3: error: 'spacing.md' is already declared at a.md:2:1; give this token another name or " +
                    "remove one of them [duplicate_token]"
        ])
        #expect(fixture.value("spacing.md") == .dimension(16))
    }

    @Test func twoTokensCannotShareASwiftName() {
        let fixture = SpecFixture([
            "p.md":
                "```tokens spacing kind=dimension swift=DS.Space\nmd 16pt\n```\n\n```tokens padding kind=dimension " +
                    "swift=DS.Space\nmd 20pt\n```\n"
        ])
        #expect(
            summaries(fixture.diagnostics) == [
                "6:1 [duplicate_token] DS.Space.md is already the Swift name of 'spacing.md' at p.md:2:1; give one " +
                    "of the groups another swift= prefix"
            ])
    }

    @Test func everyProblemIsReportedSortedByFileAndLine() {
        let fixture = SpecFixture([
            "b.md": "```tokens colors kind=color\nok #FFFFFF\nbad #GG0000\n```\n",
            "a.md": "```tokens spacing kind=dimension\nmd 16\nlg 24pt\nxl 32\n```\n",
        ])
        #expect(fixture.diagnostics.map { "\($0.location) [\($0.rule)]" } == [
            "a.md:2:4 [missing_unit]", "a.md:4:4 [missing_unit]", "b.md:3:5 [malformed_color]",
        ])
        #expect(fixture.system.tokens.map(\.path) == ["colors.ok", "spacing.lg"])
    }

    @Test func positionsStayExactInsideBlockQuotesAndLists() {
        let fixture = SpecFixture(["page.md": """
        > ```tokens spacing kind=dimension
        > md 16
        > ```

        - Item

          ```tokens colors kind=color
          bad #12
          ```
        """])
        #expect(fixture.diagnostics.map { "\($0.location) [\($0.rule)]" } == [
            "page.md:2:6 [missing_unit]", "page.md:8:7 [malformed_color]",
        ])
    }
}
