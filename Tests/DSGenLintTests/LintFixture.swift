@testable import DSGenCore
@testable import DSGenLint
@testable import DSGenSwift

/// The design system every rule example is linted against: a few tokens of each kind that the
/// rules look for, one deprecated token, and Swift prefixes under `DesignSystem`.
enum LintFixture {
    static let spec = """
    # Tokens

    ```tokens spacing kind=dimension swift=DesignSystem.Spacing
    xxs     4pt
    xs      8pt
    sm      12pt
    md      16pt
    lg      24pt
    medium  16pt  @deprecated({spacing.md})
    ```

    ```tokens colors kind=color swift=DesignSystem.Colors
    error       red
    success     green
    accent      #FF9500 | #FF9F0A
    background  #FFFFFF | #000000
    scrim       #00000066
    ```

    ```tokens colors.status kind=color
    met   #0A7D32
    over  #B3261E
    ```

    ```tokens cornerRadius kind=radius swift=DesignSystem.CornerRadius
    small  4pt
    card   12pt
    pill   round
    ```

    ```tokens typography kind=typography swift=DesignSystem.Typography
    body     body
    caption  system(size: 12pt, weight: medium)
    ```

    ```tokens materials kind=material swift=DesignSystem.Materials
    card   thin
    sheet  regular
    ```
    """

    /// Tokens of the other kinds the code rules check: sizes, opacity, shadows, motion, borders
    /// and gradients. The drift examples and tests leave them out, so that a hand-written file
    /// need not declare them all.
    static let otherKinds = """
    ```tokens size kind=dimension use=size swift=DesignSystem.Size
    icon       24pt
    tapTarget  44pt
    ```

    ```tokens opacity kind=opacity swift=DesignSystem.Opacity
    tint      15%
    disabled  40%
    pressed   70%
    ```

    ```tokens shadows kind=shadow swift=DesignSystem.Shadows
    card      shadow(color: black.opacity(0.08), radius: 8pt, y: 2pt)
    floating  shadow(color: black.opacity(0.16), radius: 16pt, y: 8pt)
    ```

    ```tokens motion kind=duration swift=DesignSystem.Motion
    quick     150ms
    standard  250ms
    slow      400ms
    ```

    ```tokens curves kind=cubicBezier swift=DesignSystem.Curves
    standard  cubicBezier(0.2, 0, 0, 1)
    ```

    ```tokens transitions kind=transition swift=DesignSystem.Transitions
    expand   transition(duration: 250ms, timing: cubicBezier(0.2, 0, 0, 1))
    fadeOut  transition(duration: 200ms, timing: easeIn)
    ```

    ```tokens borders kind=border swift=DesignSystem.Borders
    card      border(color: {colors.background}, width: 1pt, style: solid)
    selected  border(color: {colors.accent}, width: 2pt, style: solid)
    ```

    ```tokens gradients kind=gradient swift=DesignSystem.Gradients
    scrim  linear(colors: [clear, black.opacity(0.4)], startPoint: top, endPoint: bottom)
    ```

    ```tokens assets kind=color swift=ColorResource
    brandPrimary  #3366FF
    ```
    """

    static let system = read(spec + "\n\n" + otherKinds)

    /// The spec without `otherKinds`, as the drift checks read it.
    static let driftSystem = read(spec)

    private static func read(_ spec: String) -> DesignSystem {
        let (system, diagnostics) = DesignSystem.read([
            PageParser.parse(spec, path: "tokens.md", displayPath: "tokens.md")
        ])
        precondition(diagnostics.isEmpty, "the fixture spec has errors: \(diagnostics)")
        return system
    }

    static func linter(_ configuration: LintConfiguration = LintConfiguration()) -> Linter {
        Linter(system: system, configuration: configuration)
    }

    /// Lints `code` as a Swift file named `path`.
    static func lint(
        _ code: String, path: String = "View.swift", configuration: LintConfiguration = LintConfiguration()
    ) -> FileResult {
        linter(configuration).lint(SwiftSource(path: path, text: code, origin: .file))
    }

    /// The drift rules' findings over `code` read as the only token file, named `path`.
    static func checkDrift(
        _ code: String, path: String = "DesignSystem.swift", system: DesignSystem = driftSystem,
        configuration: LintConfiguration = LintConfiguration()
    ) -> [Finding] {
        Linter(system: system, configuration: configuration).checkDrift([
            SwiftSource(path: path, text: code, origin: .file)
        ])
    }

    /// Lints the Swift fences of a Markdown page, as `dsgen lint` does with the content folder.
    static func lintPage(_ markdown: String, path: String = "page.md") -> [FileResult] {
        linter().lint(SwiftSource.fences(of: [PageParser.parse(markdown, path: path, displayPath: path)]))
    }
}

/// An example with its `↓` markers taken out, and the line and column (UTF-8 bytes) each stood at.
struct MarkedExample {
    let text: String
    let markers: [String]

    init(_ example: String) {
        var text = ""
        var markers: [String] = []
        var line = 1, column = 1
        for character in example {
            if character == "↓" {
                markers.append("\(line):\(column)")
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }
}

/// Findings as `line:col [rule]`, the parts position tests pin.
func positions(_ findings: [Finding], rule: RuleID? = nil) -> [String] {
    findings.filter { rule == nil || $0.rule == rule }.map { "\($0.location.line):\($0.location.column)" }
}
