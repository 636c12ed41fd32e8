import DSGenCore
import Foundation
import Mustache

/// The templates and assets a site is rendered with: every `*.mustache` file of the templates folder
/// (registered by name, `layout`, `token-block`…) and every other file, copied to the site as is.
public struct Theme: Sendable {
    /// The templates of a theme. Mustache renders a missing partial as nothing, so a theme
    /// without one of these would silently lose part of every page: each is required.
    static let requiredTemplates = ["layout", "nav", "nav-section", "toc", "token-block", "token-value", "code-block"]

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
        var assets: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        for path in FolderListing.files(in: root) {
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
                templates[String(path.dropLast(".mustache".count))] = try MustacheTemplate(string: String(decoding: data, as: UTF8.self))
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(path: fullPath, line: error.context.lineNumber, column: error.context.columnNumber + 1)
                diagnostics.append(Diagnostic(.templateError, at: location, "this template does not parse: \(describe(error.error))"))
            } catch {
                diagnostics.append(Diagnostic(.templateError, at: .start(of: fullPath), "this template does not parse: \(error)"))
            }
        }
        for name in requiredTemplates where templates[name] == nil && !diagnostics.contains(where: { $0.location.path.hasSuffix("/\(name).mustache") }) {
            diagnostics.append(Diagnostic(.missingFile, at: .start(of: root + "/\(name).mustache"), "the theme has no '\(name).mustache' template; dsgen renders every page with it"))
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics.sorted()) }
        return (Theme(library: MustacheLibrary(templates: templates), assets: assets), [])
    }

    /// Renders `context` with the template `name`, which `load` has checked exists.
    func render(_ name: String, _ context: Any) -> String {
        library.render(context, withTemplate: name) ?? ""
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
