import DSGenCore
import Mustache

/// How the theme's templates escape `{{value}}`: the five characters Mustache's own HTML content
/// type escapes, the same way, but found by a scan of the bytes, so that the many values with
/// none (titles, links) come back as they are. Mustache's own escape looks each character up in
/// a dictionary, which made escaping a tenth of a large build.
///
/// Mustache selects a content type by a pragma; `Theme` puts `pragma` on a line of its own
/// before each template, where Mustache removes it from the output.
struct ThemeHTML: MustacheContentType {
    static let name = "DSGEN_HTML"
    static let pragma = "{{% CONTENT_TYPE: \(name) }}\n"

    /// Registers the content type with Mustache, once, before any template names it.
    static let registered: Bool = {
        MustacheContentTypes.register(ThemeHTML(), named: name)
        return true
    }()

    func escapeText(_ text: String) -> String {
        HTMLText.escaped(text)
    }
}
