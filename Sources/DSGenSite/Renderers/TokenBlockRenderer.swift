import DSGenCore
import DSGenLint

/// Renders one token fence, in place on its page, with `token-block.mustache`.
struct TokenBlockRenderer {
    let theme: Theme
    let system: DesignSystem
    /// The design system in each other context of a Dynamic Type size modifier, for the type
    /// specimens of every size.
    var sizes: SizeVariants?
    /// How the app's sources use each token, by path, when `dsgen.yml` lists them.
    var usage: [String: TokenUsage.Use]?

    func render(_ block: TokenBlock) -> String {
        let tokens = block.tokenPaths.compactMap(system.token)
        let dense = block.kind == .color && block.layout == .rows
        let context = TokenBlockContext(
            group: block.group, kind: block.kind.rawValue, swiftPrefix: block.swiftPrefix,
            isColor: block.kind == .color, tokens: dense ? [] : tokens.map(row), ramps: ColorRamp.ramps(in: tokens),
            rows: dense ? colorRows(tokens, group: block.group) : nil
        )
        return theme.render("token-block", context)
    }

    private func row(_ token: ResolvedToken) -> TokenRow {
        let values = token.values
        let vignette = token.kind == .palette ? vignette(of: token) : nil
        // A palette drawn in light stands for dark too when dark is not declared apart.
        let screens = { (appearance: Appearance) -> [Appearance] in
            !values.varies || (appearance == .light && values.dark == nil) ? [appearance, .dark] : [appearance]
        }
        let cell = { (appearance: Appearance, value: TokenValue) in
            let shown = values.varies ? appearance : nil
            return RenderedCell(
                self.cell(
                    shown,
                    value,
                    screens: screens(appearance),
                    vignette: vignette,
                    contrasts: self.contrasts(of: token, in: shown)
                ),
                theme: theme
            )
        }
        let highContrast = values.declaredByAppearance.filter(\.appearance.isHighContrast)
            .map { cell($0.appearance, $0.value) }
        let sized = sizedCells(of: token)
        let light = sized?.labelledDefault ?? cell(.light, values.light)
        return TokenRow(
            name: token.token.name,
            path: token.path,
            anchor: Self.anchor(for: token.path),
            swiftName: token.token.swiftName,
            summary: token.token.summary,
            light: light,
            dark: values.dark.map { cell(.dark, $0) },
            highContrast: highContrast,
            sizes: sized?.others ?? [],
            aliasOf: token.aliasOf,
            deprecated: token.token.deprecation != nil,
            replacement: token.token.deprecation?.replacement?.path,
            uses: usage?[token.path].map(AdoptionPage.uses)
        )
    }

    /// A typography token that another Dynamic Type size changes, at every size: one cell per
    /// other context, and its default value labelled with the default context (nil when the value
    /// varies by appearance and keeps its appearance's label); nil for any other token.
    private func sizedCells(of token: ResolvedToken) -> (labelledDefault: RenderedCell?, others: [RenderedCell])? {
        guard let sizes, token.kind == .typography else { return nil }
        let values = token.values
        let sized = sizes.systems.compactMap { context, variant in
            variant.token(token.path).map { (context, $0.values.light) }
        }
        guard sized.contains(where: { $0.1 != values.light }) else { return nil }
        let labelled = { (label: String, value: TokenValue) in
            var cell = self.cell(nil, value, screens: [.light], vignette: nil, contrasts: [])
            cell.label = label
            return RenderedCell(cell, theme: self.theme)
        }
        let labelledDefault = values.varies ? nil : labelled("\(sizes.modifier.defaultContext) (default)", values.light)
        return (labelledDefault, sized.map { labelled($0.0, $0.1) })
    }

    /// The gradient a palette's screens draw over it: its own `@vignette`, or that of the palette
    /// it aliases.
    private func vignette(of token: ResolvedToken) -> ResolvedToken? {
        var current: ResolvedToken? = token
        var seen: Set<String> = []
        while let palette = current, seen.insert(palette.path).inserted {
            if let reference = palette.token.vignette { return system.token(reference.path) }
            current = palette.aliasOf.flatMap(system.token)
        }
        return nil
    }

    /// The contrast of a text colour with each background it declares (`@on`), in `appearance`, or
    /// when the colour is the same in every appearance, in light and each appearance in which either
    /// colour differs from the one it falls back to (a system colour's dark and Increase Contrast
    /// values included), so that every figure a contrast finding names is on the page. A colour that
    /// declares no background gets none: contrast means something only between a pair.
    func contrasts(of token: ResolvedToken, in appearance: Appearance?) -> [ContrastCell] {
        token.token.backgrounds.flatMap { reference -> [ContrastCell] in
            guard let background = system.token(reference.path) else { return [] }
            // An appearance is shown where either colour differs from what it falls back to:
            // dark from light, each high contrast from its own base.
            let base: [Appearance: Appearance] = [.dark: .light, .lightHighContrast: .light, .darkHighContrast: .dark]
            let appearances: [Appearance] = appearance.map { [$0] } ?? Appearance.allCases.filter { shown in
                guard let under = base[shown] else { return true }
                return background.values[shown] != background.values[under]
                    || token.values[shown] != token.values[under]
            }
            return appearances.compactMap { shown in
                guard let (foreground, backdrop) = token.colors(on: background, in: shown) else { return nil }
                let which = appearance == nil && appearances.count > 1 ? ", \(Self.label(shown).lowercased())" : ""
                return ContrastCell(
                    label: "on \(background.token.name)\(which)", ratio: foreground.contrastRatio(on: backdrop)
                )
            }
        }
    }

    func cell(
        _ appearance: Appearance?,
        _ value: TokenValue,
        screens: [Appearance],
        vignette: ResolvedToken?,
        contrasts: [ContrastCell]
    ) -> AppearanceCell {
        guard case .color(let color) = value, let rgba = color.rgba else {
            var cell = AppearanceCell(
                label: appearance.map(Self.label), text: value.text,
                bar: ValuePreview.bar(value), radius: ValuePreview.radius(value),
                specimen: ValuePreview.specimen(value), specimenText: ValuePreview.specimenText(value),
                sample: ValuePreview.sample(value)
            )
            if case .gradient(let gradient) = value { cell.screens = [.gradient(gradient)] }
            if case .palette(let palette) = value {
                cell.chips = palette.colors.map(ValuePreview.css)
                cell.screens = Screen.palette(palette, in: screens, vignette: vignette?.values)
                cell.vignette = vignette?.path
            }
            return cell
        }
        return AppearanceCell(
            label: appearance.map(Self.label), text: value.text, swatch: rgba.hex,
            rgb: ContrastCell.rgb(rgba), contrasts: contrasts
        )
    }

    /// A value as the token index shows it: its label, text and preview, without `rgb()` or the
    /// contrast of its pairs (the declaring page and the index's grid show those).
    func previewCell(_ appearance: Appearance?, _ value: TokenValue) -> AppearanceCell {
        var cell = cell(appearance, value, screens: [appearance ?? .light], vignette: nil, contrasts: [])
        // The hex is enough beside the Swift name in a table of every token.
        cell.rgb = nil
        return cell
    }

    /// The size modifier among `system`'s themes and the design system in each of its other
    /// contexts, in the modifier's order; nil without one.
    static func sizes(
        of system: DesignSystem,
        in variants: [(choice: ThemeChoice, system: DesignSystem)]
    ) -> SizeVariants? {
        guard let modifier = system.themes.first(where: \.isDynamicTypeSize) else { return nil }
        let systems = modifier.contexts.compactMap { context in
            variants.first { $0.choice == ThemeChoice(modifier: modifier.name, context: context) }
                .map { (context, $0.system) }
        }
        return SizeVariants(modifier: modifier, systems: systems)
    }

    /// `token-spacing-md`: every token has an anchor of its own.
    static func anchor(for path: String) -> String {
        TokenBlock.anchor(forToken: path)
    }

    static func label(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: "Light"
        case .dark: "Dark"
        case .lightHighContrast: "Light, high contrast"
        case .darkHighContrast: "Dark, high contrast"
        }
    }
}

/// A Dynamic Type size modifier and the design system in each of its other contexts.
struct SizeVariants: Sendable {
    var modifier: ResolverModifier
    var systems: [(context: String, system: DesignSystem)]
}
