import DSGenCore
import Foundation

/// `DesignSystem.kt`: the tokens for Jetpack Compose, an `object` per group (nested as the groups
/// are), lengths in `dp` (`sp` for type), colours as a `ThemedColor` with their dark and
/// high-contrast values, type as `TextStyle`, curves as `CubicBezierEasing`, shadows as the
/// elevation they fall by where they fall straight down, durations in milliseconds. Deprecated
/// tokens carry `@Deprecated` with the replacement; kinds Compose holds no value of here
/// (gradients, palettes, materials, transitions, borders) are left out, and the header counts them.
public struct ComposeEmitter: Emitter {
    public static let fileName = "DesignSystem.kt"
    public var output: EmitterOutput { .file(Self.fileName) }
    public var download: EmitterDownload {
        EmitterDownload(
            title: "Jetpack Compose", file: Self.fileName,
            detail: "an object per group; colours with their dark and high-contrast values, type as TextStyle"
        )
    }

    public init() {}

    public func emit(_ system: DesignSystem) -> [String: Data] {
        let root = ComposeGroup(name: "")
        var leftOut = 0
        for token in system.tokens {
            guard let expression = ComposeValue.expression(of: token) else { leftOut += 1; continue }
            let (groups, name) = Self.place(token.path)
            var lines = Self.documentation(of: token)
            if let replacement = token.token.deprecation.map({ $0.replacement.map { Self.qualifiedName($0.path) } }) {
                lines.append(replacement.map { "@Deprecated(\"Use \($0)\", ReplaceWith(\"\($0)\"))" }
                    ?? "@Deprecated(\"\(token.path) is deprecated in the design system\")")
            }
            lines.append("val \(ComposeName.member(name)) = \(expression)")
            root.child(at: groups).members.append(lines)
        }
        var text = Self.header(leftOut: leftOut)
        for child in root.children { text += child.kotlin(indent: "") }
        return [Self.fileName: Data(text.utf8)]
    }

    /// The groups' object names and the token's name: `colors.status.met` → ([Colors, Status], met).
    static func place(_ path: String) -> (groups: [String], name: String) {
        let segments = path.split(separator: ".").map(String.init)
        return (segments.dropLast().map(ComposeName.object), segments.last ?? path)
    }

    /// `Colors.Status.met`, as Kotlin names the token.
    static func qualifiedName(_ path: String) -> String {
        let (groups, name) = place(path)
        return (groups + [ComposeName.member(name)]).joined(separator: ".")
    }

    static func documentation(of token: ResolvedToken) -> [String] {
        let parts = [token.token.summary, ComposeValue.note(of: token)].compactMap { $0 }
        guard !parts.isEmpty else { return [] }
        return ["/** " + parts.joined(separator: " ").replacingOccurrences(of: "*/", with: "* /") + " */"]
    }

    static func header(leftOut: Int) -> String {
        var text = "// The design system's tokens for Jetpack Compose, written by dsgen.\n"
        if leftOut > 0 {
            text += "// \(leftOut) token\(leftOut == 1 ? "" : "s") of kinds Compose holds no value of here " +
                "(gradients, palettes, materials, transitions, borders) are left out.\n"
        }
        return text + """
            package designsystem

            import androidx.compose.animation.core.CubicBezierEasing
            import androidx.compose.ui.graphics.Color
            import androidx.compose.ui.text.TextStyle
            import androidx.compose.ui.text.font.FontFamily
            import androidx.compose.ui.text.font.FontWeight
            import androidx.compose.ui.unit.dp
            import androidx.compose.ui.unit.sp

            /** A colour in each appearance: [resolve] picks one for the system's dark theme and contrast setting. */
            class ThemedColor(
                val light: Color,
                val dark: Color = light,
                val lightHighContrast: Color = light,
                val darkHighContrast: Color = dark
            ) {
                fun resolve(darkTheme: Boolean, highContrast: Boolean = false): Color = when {
                    darkTheme && highContrast -> darkHighContrast
                    darkTheme -> dark
                    highContrast -> lightHighContrast
                    else -> light
                }
            }

            """
    }
}

/// A group's `object`: its tokens' lines and the groups inside it, in the spec's order.
final class ComposeGroup {
    let name: String
    var members: [[String]] = []
    var children: [ComposeGroup] = []

    init(name: String) { self.name = name }

    func child(at path: [String]) -> ComposeGroup {
        guard let first = path.first else { return self }
        if let existing = children.first(where: { $0.name == first }) {
            return existing.child(at: Array(path.dropFirst()))
        }
        let created = ComposeGroup(name: first)
        children.append(created)
        return created.child(at: Array(path.dropFirst()))
    }

    func kotlin(indent: String) -> String {
        var text = "\n\(indent)object \(name) {\n"
        for lines in members { text += lines.map { indent + "    " + $0 + "\n" }.joined() }
        for child in children { text += child.kotlin(indent: indent + "    ") }
        return text + "\(indent)}\n"
    }
}

/// Kotlin names for the spec's: members in lower camel case, objects in upper camel case, a
/// keyword or a name that starts with a digit in backticks.
enum ComposeName {
    static func member(_ segment: String) -> String {
        let words = PlatformName.words(segment)
        let name = (words.first ?? "token") + words.dropFirst().map(\.capitalized).joined()
        return name.first?.isLetter == true && !keywords.contains(name) ? name : "`\(name)`"
    }

    static func object(_ segment: String) -> String {
        let name = PlatformName.words(segment).map(\.capitalized).joined()
        return name.first?.isLetter == true ? name : "Group" + name
    }

    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]
}
