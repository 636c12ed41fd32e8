import DSGenCore
import Foundation
import Mustache

/// The templates and assets a site is rendered with: the built-in theme, with any file of an
/// override folder replacing the built-in file of the same path. Every `*.mustache` file is a
/// template, registered by name (`layout`, `token-block`…); every other file is copied to the site.
public struct Theme: Sendable {
    let library: MustacheLibrary
    let assets: [String: Data]
    /// Where each asset comes from, for diagnostics: the override file's path, or the built-in theme.
    let assetOrigins: [String: String]
    /// Whether a template may name a partial by a value (`{{>*key}}`): the contexts then answer
    /// text as plain strings, the only values Mustache takes a partial's name from.
    let namesPartialsByValue: Bool
    /// Each token value rendered with `token-value.mustache`, kept for as long as the theme is.
    let cells = RenderMemo<AppearanceCell>()

    /// The same for copies of one loaded theme, and for no other theme while it lives.
    var identity: ObjectIdentifier { ObjectIdentifier(cells) }

    /// The built-in theme with the files of `overrides` (a folder, if given) in place of its own.
    /// Reports a missing folder and every template that does not parse, at the line and column
    /// where it fails, and every partial that no template provides.
    public static func load(overrides directory: String?) -> (Theme?, [Diagnostic]) {
        var files = Dictionary(uniqueKeysWithValues: BuiltInTheme.files.map {
            ($0.key, (data: $0.value, origin: BuiltInTheme.origin(of: $0.key)))
        })
        var overrides: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        if let directory {
            let root = FolderListing.normalized(directory)
            if let problem = folderProblem(root) { return (nil, [problem]) }
            for (path, read) in readOverrides(root, diagnostics: &diagnostics) {
                files[path] = read
                overrides[path] = read.origin
            }
        }
        var templates: [String: MustacheTemplate] = [:]
        var sources: [(name: String, origin: String, text: String)] = []
        var assets: [String: Data] = [:]
        var assetOrigins: [String: String] = [:]
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            guard path.hasSuffix(".mustache") else {
                assets[path] = file.data
                assetOrigins[path] = file.origin
                continue
            }
            guard let text = String(validating: file.data, as: UTF8.self) else {
                diagnostics.append(Diagnostic(
                    .templateError, at: .start(of: file.origin), "this template is not valid UTF-8 text"
                ))
                continue
            }
            if let tooDeep = ThemeIncludes.tooDeep(text, origin: file.origin) {
                diagnostics.append(tooDeep)
                continue
            }
            switch parse(text, origin: file.origin) {
            case .success(let template):
                templates[String(path.dropLast(".mustache".count))] = template
                sources.append((String(path.dropLast(".mustache".count)), file.origin, text))
            case .failure(let problem):
                diagnostics.append(problem)
            }
        }
        // A template that is there but does not parse is reported above; a partial that no file provides, here.
        let names = Set(files.keys.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) })
        // Each template's partials, found once for the three checks.
        let includes = sources.map { (name: $0.name, origin: $0.origin, partials: partialNames(in: $0.text)) }
        for template in includes {
            diagnostics += missingPartials(template.partials, of: template.origin, known: names)
        }
        diagnostics += strayTemplates(overrides, included: Set(includes.flatMap { $0.partials.map(\.name) }))
        diagnostics += ThemeIncludes.cycles(in: includes)
        guard !diagnostics.containsErrors else { return (nil, diagnostics.sorted()) }
        let theme = Theme(
            library: MustacheLibrary(templates: templates), assets: assets, assetOrigins: assetOrigins,
            namesPartialsByValue: sources.contains { TemplateText.mayNamePartialsByValue($0.text) }
        )
        return (theme, diagnostics.sorted())
    }

    /// Why `path` cannot be a folder of template overrides: it is missing, or it is a file.
    public static func folderProblem(_ path: String) -> Diagnostic? {
        switch FolderListing.isFolder(path) {
        case true?: nil
        case false?:
            Diagnostic(
                .missingFile,
                at: .start(of: path),
                "'\(path)' is a file; --templates takes the folder that holds your template overrides"
            )
        case nil:
            Diagnostic(
                .missingFile,
                at: .start(of: path),
                "templates folder '\(path)' does not exist; pass the folder of your template overrides with " +
                    "--templates DIR, or leave it out to use the built-in theme"
            )
        }
    }

    /// An override template that replaces no built-in template and that no template includes (the
    /// names in `included`) is never used: most likely a misspelt name, which would otherwise
    /// leave the built-in file in place.
    static func strayTemplates(_ overrides: [String: String], included: Set<String>) -> [Diagnostic] {
        let builtIn = BuiltInTheme.files.keys.filter { $0.hasSuffix(".mustache") }
        return overrides.keys.sorted().compactMap { path in
            guard path.hasSuffix(".mustache"), !builtIn.contains(path) else { return nil }
            let name = String(path.dropLast(".mustache".count))
            guard !included.contains(name), let origin = overrides[path] else { return nil }
            return Diagnostic(
                .warning,
                .templateError,
                at: .start(of: origin),
                "this template replaces no built-in template and no template includes it, " +
                    "so it is never used\(Suggestion.hint(for: path, in: builtIn))"
            )
        }
    }

    /// Renders `context` with the template `name`, which `load` has checked exists.
    func render(_ name: String, _ context: Any) -> String {
        guard namesPartialsByValue else { return library.render(context, withTemplate: name) ?? "" }
        return TemplateText.$isUsed.withValue(false) { library.render(context, withTemplate: name) ?? "" }
    }

    /// Renders `context` with the partial `name` on its own, for a template to print where it
    /// would have included the partial: without the partial's last line break, which a
    /// standalone `{{> name}}` line leaves out as well.
    func renderPartial(_ name: String, _ context: Any) -> String {
        let html = render(name, context)
        return html.utf8.last == UInt8(ascii: "\n") ? String(Substring(html.utf8.dropLast())) : html
    }

    /// Each of a template's `partials` (its `{{> name}}`) whose template the theme lacks. Mustache
    /// renders a missing partial as nothing, so a misspelt or forgotten partial would silently
    /// drop part of every page.
    static func missingPartials(_ partials: [PartialUse], of file: String, known: Set<String>) -> [Diagnostic] {
        partials.filter { !known.contains($0.name) }.map { partial in
            Diagnostic(
                .templateError,
                at: SourceLocation(path: file, line: partial.line, column: partial.column),
                "this template includes the partial '\(partial.name)', " +
                    "but the theme has no '\(partial.name).mustache'"
            )
        }
    }

    /// A partial a template includes (`{{> name}}`), and the line and column of the include.
    typealias PartialUse = (name: String, line: Int, column: Int)

    /// The partials a template includes (`{{> name}}`), with the line and column of each.
    static func partialNames(in text: String) -> [PartialUse] {
        var partials: [PartialUse] = []
        for (index, line) in text.sourceLines().enumerated() {
            // Searched as bytes: the tags are ASCII, and a search by character was most of the
            // time a theme took to load.
            Array(line.utf8).withUnsafeBufferPointer { bytes in
                var at = 0
                while let open = ByteSearch.firstIndex(of: ThemeIncludes.partialTag, in: bytes, from: at),
                      let close = ByteSearch.firstIndex(of: ThemeIncludes.closingTag, in: bytes, from: open + 3) {
                    let name = String(decoding: bytes[(open + 3)..<close], as: UTF8.self)
                    partials.append((name.trimmingCharacters(in: .whitespaces), index + 1, open + 1))
                    at = close + 2
                }
            }
        }
        return partials
    }

    /// Where the last `{{` at or before `location` in `text` stands, in the same file; columns
    /// count UTF-8 bytes, as every location dsgen prints does.
    static func lastOpening(in text: String, before location: SourceLocation) -> SourceLocation? {
        let lines = Array(text.utf8).split(separator: 10, omittingEmptySubsequences: false)
        guard location.line <= lines.count else { return nil }
        for number in stride(from: location.line, through: 1, by: -1) {
            let line = Array(lines[number - 1])
            let end = number == location.line ? min(location.column, line.count) : line.count
            var index = end - 1
            while index > 0 {
                if line[index - 1] == UInt8(ascii: "{"), line[index] == UInt8(ascii: "{") {
                    return SourceLocation(path: location.path, line: number, column: index)
                }
                index -= 1
            }
        }
        return nil
    }

    static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with a name other than the one that opened it"
        case .unfinishedName: "a tag is not closed with }}"
        case .expectedSectionEnd: "a section is never closed ({{/name}} is missing)"
        case .invalidSetDelimiter: "the set-delimiter tag is malformed"
        default: "\(error)" == "overflow" ? "the template ends inside a tag: a {{ is not closed with }}" : "\(error)"
        }
    }
}
