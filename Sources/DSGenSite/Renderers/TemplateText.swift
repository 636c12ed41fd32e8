import Mustache

/// A context a template reads: it answers each key with `value(named:)`, and Mustache gets the
/// answer with its text wrapped as `TemplateText` (unless the theme names partials by values).
protocol TemplateContext: MustacheParent {
    /// The value of `key`, or nil when the context has no such key (Mustache then asks the
    /// context around this one).
    func value(named key: String) -> Any?
}

extension TemplateContext {
    func child(named key: String) -> Any? {
        let value = value(named: key)
        if TemplateText.isUsed, let text = value as? String { return TemplateText(text) }
        return value
    }
}

/// Text a context answers with, printed as a plain `String` would be (escaped by `{{key}}`, as
/// it stands by `{{{key}}}`), and read the same way by sections and transforms.
///
/// Mustache prints a `String` only after asking the runtime whether it is a custom-rendered
/// value, an optional and a streamable one: three protocol conformances, each looked up in a
/// cache that every core shares. This type answers yes to the first. Every page prints dozens of
/// values; on a 1,000-page build the look-ups went from 6.3% to 4.6% of the CPU.
struct TemplateText: MustacheCustomRenderable, MustacheParent, MustacheTransformable {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    var renderText: String { text }
    var isNull: Bool { false }

    /// Text has no keys; Mustache would find none in a `String` either.
    func child(named key: String) -> Any? { nil }

    func transform(_ name: String) -> Any? { text.transform(name) }

    /// False while a theme renders whose templates may name a partial by a value: Mustache
    /// takes that name only from a plain `String`, so the contexts answer with one.
    @TaskLocal static var isUsed = true

    /// Whether `template` may name a partial by a value: `{{>*key}}`, `{{< *key}}…{{/*key}}`, in
    /// any delimiters, so a `>` or `<` then `*`, with nothing but white space between. Read
    /// widely: HTML such as `<b> *</b>` counts too, which costs only speed.
    static func mayNamePartialsByValue(_ template: String) -> Bool {
        // Most templates have no `*` at all, which a look at the bytes tells at once.
        guard template.utf8.contains(UInt8(ascii: "*")) else { return false }
        var afterTagMark = false
        for character in template {
            if character == "*", afterTagMark { return true }
            if character == ">" || character == "<" {
                afterTagMark = true
            } else if !character.isWhitespace {
                afterTagMark = false
            }
        }
        return false
    }
}
