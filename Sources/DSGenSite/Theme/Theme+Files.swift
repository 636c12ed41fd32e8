import DSGenCore
import Foundation
import Mustache

extension Theme {
    /// The files of a folder of template overrides, by their path in it, each with the path
    /// diagnostics name; a folder or file that cannot be read, or a link out of the folder, is
    /// reported in `diagnostics`.
    static func readOverrides(
        _ root: String,
        diagnostics: inout [Diagnostic]
    ) -> [String: (data: Data, origin: String)] {
        let (paths, outside, unreadable) = FolderListing.list(in: root)
        diagnostics += unreadable.map {
            Diagnostic(
                .unreadableFile,
                at: .start(of: $0.isEmpty ? root : root + "/" + $0),
                "cannot read this folder of the theme"
            )
        }
        diagnostics += outside.map { FolderListing.outsideLink($0, in: root, folder: "templates folder") }
        var files: [String: (data: Data, origin: String)] = [:]
        for path in paths {
            let fullPath = root + "/" + path
            guard let data = FileManager.default.contents(atPath: fullPath) else {
                diagnostics.append(Diagnostic(.unreadableFile, at: .start(of: fullPath), "cannot read this file"))
                continue
            }
            files[path] = (data, fullPath)
        }
        return files
    }

    /// A template's text parsed, or where and why it does not parse.
    static func parse(_ text: String, origin: String) -> Result<MustacheTemplate, Diagnostic> {
        do {
            _ = ThemeHTML.registered
            return .success(try MustacheTemplate(string: ThemeHTML.pragma + text))
        } catch let error as MustacheTemplate.ParserError {
            // The line the pragma adds above the template is not the author's.
            var location = SourceLocation(
                path: origin,
                line: max(error.context.lineNumber - 1, 1),
                column: error.context.columnNumber + 1
            )
            // The parser stops where it gave up on a tag; the tag that is not closed opens earlier.
            if case .unfinishedName? = error.error as? MustacheTemplate.Error,
               let opening = lastOpening(in: text, before: location) {
                location = opening
            }
            return .failure(Diagnostic(
                .templateError, at: location, "this template does not parse: \(describe(error.error))"
            ))
        } catch {
            return .failure(Diagnostic(
                .templateError, at: .start(of: origin), "this template does not parse: \(error)"
            ))
        }
    }
}
