import DSGenCore
import DSGenLint
import Foundation

/// The small design system the fuzz targets run against: a token of every kind the lint rules
/// match, in light and dark, so that fuzzed input finds tokens to alias, match and suggest.
enum FuzzSpec {
    static let markdown = """
    # Spec

    ```tokens spacing kind=dimension swift=DesignSystem.Spacing
    sm  8pt
    md  16pt
    ```

    ```tokens colors kind=color swift=DesignSystem.Colors
    accent   #FF9500 | #FF9F0A
    surface  #FFFFFF | #1C1C1E  @on({colors.accent})
    scrim    black.opacity(0.4)
    ```

    ```tokens radius kind=dimension swift=DesignSystem.Radius
    card  12pt
    ```

    ```tokens type kind=typography swift=DesignSystem.Typography
    title  system(size: 20pt, weight: semibold)
    ```

    ```tokens fades kind=gradient swift=DesignSystem.Gradients
    scrim  linear(stops: [clear 0%, {colors.scrim} 100%], startPoint: top, endPoint: bottom)
    ```

    ```swift
    Text("Spec").padding(DesignSystem.Spacing.md).background(DesignSystem.Colors.surface)
    ```

    """

    static let page = PageParser.parse(markdown, path: "spec.md", displayPath: "spec.md")

    static let linter = Linter(system: DesignSystem.read([page]).0)

    /// The theme's templates, in the order the template target's first byte picks from.
    static let templateNames = [
        "layout", "nav", "nav-section", "nav-folder", "nav-link", "toc", "code-block", "token-block", "token-index",
        "token-value"
    ]

    static let baseTokens = """
    { "color": { "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
      "size": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } } }
    """

    static let darkTokens = """
    { "color": { "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
    """
}
