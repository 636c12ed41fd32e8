import DSGenCore
import Foundation
import Mustache

/// The templates and assets a site is rendered with: every `*.mustache` file of the templates folder
/// (registered by name, `layout`, `token-block`…) and every other file, copied to the site as is.
public struct Theme: Sendable {
    /// The templates of a theme. Mustache renders a missing partial as nothing, so a theme
    /// without one of these would silently lose part of every page: each is required.
    static let requiredTemplates = ["layout", "nav", "nav-section", "toc", "token-block", "token-value", "code-block", "token-index"]

    let library: MustacheLibrary
    let assets: [String: Data]

    /// Loads `directory`, reporting a missing folder, a missing template and every template that
    /// does not parse, at the line and column where it fails.
    public static func load(directory: String) -> (Theme?, [Diagnostic]) {
        let root = FolderListing.normalized(directory)
        guard FolderListing.isFolder(root) == true else {
            return (nil, [Diagnostic(.missingFile, at: .start(of: root), "templates folder '\(root)' does not exist; pass --templates DIR")])
        }
        var templates: [String: MustacheTemplate] = [:]
        var sources: [String: String] = [:]
        var assets: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        let files = FolderListing.files(in: root)
        for path in files {
            let fullPath = root + "/" + path
            guard let data = FileManager.default.contents(atPath: fullPath) else {
                diagnostics.append(Diagnostic(.unreadableFile, at: .start(of: fullPath), "cannot read this file"))
                continue
            }
            guard path.hasSuffix(".mustache") else {
                assets[path] = data
                continue
            }
            do {
                let text = String(decoding: data, as: UTF8.self)
                templates[String(path.dropLast(".mustache".count))] = try MustacheTemplate(string: text)
                sources[fullPath] = text
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(path: fullPath, line: error.context.lineNumber, column: error.context.columnNumber + 1)
                diagnostics.append(Diagnostic(.templateError, at: location, "this template does not parse: \(describe(error.error))"))
            } catch {
                diagnostics.append(Diagnostic(.templateError, at: .start(of: fullPath), "this template does not parse: \(error)"))
            }
        }
        // A template that is there but does not parse is reported above; one that is not there, here.
        let templateFiles = Set(files.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) })
        for name in requiredTemplates where !templateFiles.contains(name) {
            diagnostics.append(Diagnostic(.missingFile, at: .start(of: root + "/\(name).mustache"), "the theme has no '\(name).mustache' template; dsgen renders every page with it"))
        }
        let accountedFor = templateFiles.union(requiredTemplates)
        for (file, text) in sources.sorted(by: { $0.key < $1.key }) {
            diagnostics += missingPartials(in: text, of: file, known: accountedFor)
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics.sorted()) }
        return (Theme(library: MustacheLibrary(templates: templates), assets: assets), [])
    }

    /// Renders `context` with the template `name`, which `load` has checked exists.
    func render(_ name: String, _ context: Any) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// Every `{{> name}}` whose template the theme lacks. Mustache renders a missing partial as
    /// nothing, so a misspelt or forgotten partial would silently drop part of every page.
    static func missingPartials(in text: String, of file: String, known: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, line) in text.sourceLines().enumerated() {
            var rest = line[...]
            while let open = rest.firstRange(of: "{{>") {
                guard let close = rest[open.upperBound...].firstRange(of: "}}") else { break }
                let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                if !known.contains(name) {
                    let column = line.utf8.distance(from: line.startIndex, to: open.lowerBound) + 1
                    diagnostics.append(Diagnostic(.templateError, at: SourceLocation(path: file, line: index + 1, column: column), "this template includes the partial '\(name)', but the theme has no '\(name).mustache'"))
                }
                rest = rest[close.upperBound...]
            }
        }
        return diagnostics
    }

    private static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with a name other than the one that opened it"
        case .unfinishedName: "a tag is not closed with }}"
        case .expectedSectionEnd: "a section is never closed ({{/name}} is missing)"
        case .invalidSetDelimiter: "the set-delimiter tag is malformed"
        default: "\(error)" == "overflow" ? "the template ends inside a tag: a {{ is not closed with }}" : "\(error)"
        }
    }
}
