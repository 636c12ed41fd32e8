import DSGenCore
import DSGenLint
import DSGenSwift
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads an app's token definitions with swift-syntax, for `dsgen init`: the static members of
/// its namespaces and of its extensions of `CGFloat`, `Color`, `Font` and `ShapeStyle` (and the
/// instance `let`s of its types, as aliases), each as a token of the kind its type or value
/// says, under the Swift name the app already uses.
public enum AppTokenReader {
    /// `files` are Swift sources (path as given, text); `catalogColors` are the colours of the
    /// asset catalogs found beside them, by the name code gives them.
    public static func read(
        _ files: [(path: String, text: String)],
        catalogColors: [String: AppearanceValues<TokenValue>] = [:]
    ) -> AppTokens {
        var result = AppTokens()
        // Each file is parsed in turn, and the tree of one that defines nothing (a view, a model) is
        // let go at once: an app of a thousand views needs only its design system's trees kept.
        var kept: [(path: String, text: String)] = []
        var trees: [SourceFileSyntax] = []
        for file in files {
            let walkable = WalkableTree(file.text)
            guard let tree = walkable.tree else {
                let source = SwiftSource(path: file.path, text: file.text, origin: .file)
                if let finding = Linter.givenUp(source, walkable) { result.diagnostics.append(finding.diagnostic) }
                continue
            }
            if tree.hasError {
                result.diagnostics.append(syntaxError(in: tree, of: file))
                continue
            }
            // A protocol may be what a family of themes conforms to.
            guard definesTokens(tree) || file.text.contains("protocol ") else { continue }
            kept.append(file)
            trees.append(tree)
        }
        guard result.diagnostics.isEmpty else { return result }
        let files = kept
        let definitions = TokenDefinitions(trees, instanceMembers: true)
        var reading = TokenReading(
            files: files,
            definitions: definitions,
            colors: AppColorValue(catalogColors: catalogColors)
        )
        // A theme's members are read as its family's, not as tokens of the theme's own type.
        let families = ThemeFamily.find(in: definitions)
        let themeTypes = Set(families.flatMap(\.themes))
        for name in definitions.order {
            let type = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
            if !themeTypes.contains(type) { reading.read(name) }
        }
        result.themes = families.compactMap { reading.themes(of: $0) }
        let fences = reading.fences()
        result.fences = Self.namespaces(fences, definitions: definitions)
        result.skipped = Self.mentioned(reading.mentionedSkips(), outside: fences, kept: result.fences)
        result.assumptions = reading.assumptions
        result.tokenFiles = reading.usedFiles.sorted().map { files[$0].path }
        return result
    }
}
