import DSGenCore
import Mustache

/// What `component-api.mustache` sees for a component with a `source:`: its initialisers, each
/// a table of parameters, and the tokens its file names, each linked to its row.
struct ComponentAPIContext {
    struct Initializer {
        var id: String
        var name: String
        var summary: String
        var parameters: [Parameter]
    }

    struct Parameter {
        /// As a call writes it: `title`, `_ title`, or `for item`.
        var label: String
        var type: String
        var defaultValue: String?
        var documentation: String?
    }

    var source: String
    var initializers: [Initializer]
    var tokens: [[String: String]]

    /// `root` leads from the page to the site's root.
    init(_ source: ComponentSource, root: String) {
        self.source = source.path
        initializers = source.api.initializers.enumerated().map { index, initializer in
            Initializer(
                id: "component-init-\(index + 1)", name: initializer.name, summary: initializer.summary,
                parameters: initializer.parameters.map { parameter in
                    Parameter(
                        label: parameter.label.map { $0 == parameter.name ? $0 : $0 + " " + parameter.name }
                            ?? "_ " + parameter.name,
                        type: parameter.type, defaultValue: parameter.defaultValue,
                        documentation: parameter.documentation
                    )
                }
            )
        }
        tokens = source.tokens.map { ["name": $0.swiftName, "href": root + $0.url] }
    }

    /// The table of contents' entries for the section.
    var tocEntries: [TocEntry] {
        [TocEntry(text: "API", id: "component-api", level: 2, nested: false)]
            + (tokens.isEmpty ? [] : [TocEntry(text: "Tokens it uses", id: "component-tokens", level: 3, nested: true)])
    }
}

extension ComponentAPIContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "source": source
        case "initializers": initializers
        case "hasTokens": !tokens.isEmpty
        case "tokens": tokens
        default: nil
        }
    }
}

extension ComponentAPIContext.Initializer: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "summary": summary.isEmpty ? nil : summary
        case "hasParameters": !parameters.isEmpty
        case "parameters": parameters
        default: nil
        }
    }
}

extension ComponentAPIContext.Parameter: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "label": label
        case "type": type
        case "defaultValue": defaultValue
        case "documentation": documentation
        default: nil
        }
    }
}
