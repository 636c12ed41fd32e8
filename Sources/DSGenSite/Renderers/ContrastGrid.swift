import DSGenCore
import Mustache

/// The token index's contrast grid: every text colour on every background it declares (`@on`),
/// and every colour of a `use=foreground` group on every colour of a `use=background` group, in
/// each appearance the spec has, as a sample and a WCAG 2.x ratio with its level.
struct ContrastGrid {
    /// `Light`, `Dark`, and the high-contrast appearances when any token declares one.
    var columns: [String]
    var pairs: [ContrastPair]

    init(_ system: DesignSystem) {
        let hasHighContrast = system.tokens.contains { $0.values.declaresHighContrast }
        let appearances: [Appearance] = hasHighContrast
            ? [.light, .dark, .lightHighContrast, .darkHighContrast] : [.light, .dark]
        columns = appearances.map(TokenBlockRenderer.label)
        let declared = system.tokens.flatMap { text in
            text.token.backgrounds.compactMap { reference in system.token(reference.path).map { (text, $0, true) } }
        }
        // Text colours against the backgrounds the spec's groups say they are for, where no pair says it.
        let foregrounds = system.tokens.filter { $0.kind == .color && $0.token.uses.contains(.foreground) }
        let backgrounds = system.tokens.filter { $0.kind == .color && $0.token.uses.contains(.background) }
        let named = Set(declared.map { [$0.0.path, $0.1.path] })
        let byUse = foregrounds.flatMap { text in
            backgrounds.filter { !named.contains([text.path, $0.path]) }.map { (text, $0, false) }
        }
        pairs = (declared + byUse).compactMap { text, background, isDeclared -> ContrastPair? in
            let cells = appearances.compactMap { appearance -> ContrastSample? in
                guard let (ink, paper) = text.colors(on: background, in: appearance) else { return nil }
                return ContrastSample(
                    ink: ink.hex,
                    paper: paper.hex,
                    contrast: ContrastCell(
                        label: TokenBlockRenderer.label(appearance), ratio: ink.contrastRatio(on: paper)
                    )
                )
            }
            guard cells.count == appearances.count else { return nil }
            return ContrastPair(text: text.path, background: background.path, isDeclared: isDeclared, cells: cells)
        }
    }
}

struct ContrastPair {
    var text: String
    var background: String
    /// Declared with `@on`; otherwise paired by the groups' uses (`use=foreground`, `use=background`).
    var isDeclared: Bool
    var cells: [ContrastSample]
}

/// One pair in one appearance: "Aa" set in the text colour on the background, and the ratio.
struct ContrastSample {
    /// Hex colours, the only text that reaches the `style` attribute.
    var ink: String
    var paper: String
    var contrast: ContrastCell
}

extension ContrastGrid: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "columns": self.columns
        case "pairs": self.pairs
        default: nil
        }
    }
}

extension ContrastPair: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "text": HTMLText.breakable(self.text)
        case "background": HTMLText.breakable(self.background)
        case "isDeclared": self.isDeclared
        case "cells": self.cells
        default: nil
        }
    }
}

extension ContrastSample: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "ink": self.ink
        case "paper": self.paper
        case "ratio": self.contrast.ratio
        case "level": self.contrast.level
        case "levelClass": self.contrast.levelClass
        case "label": self.contrast.label
        default: nil
        }
    }
}
