import DSGenCore
import DSGenSwift
import Foundation
import SwiftSyntax

/// Where the app still uses a deprecated component: a reference to a type its file declares
/// (`Tag(title:)`, `let tag: Tag`), in any Swift file but the component's own.
enum DeprecatedComponentUses {
    /// `titles` are the pages' titles by path, for the replacement's name.
    static func find(
        _ components: [ComponentFiles.Source], in files: [String], titles: [String: String],
        severity: Diagnostic.Severity
    ) -> [Finding] {
        var types: [String: ComponentFiles.Source] = [:]
        for component in components {
            for name in declaredTypes(in: component.file) where types[name] == nil { types[name] = component }
        }
        guard !types.isEmpty else { return [] }
        let own = Set(components.map(\.file))
        return files.flatMap { path -> [Finding] in
            guard let data = FileManager.default.contents(atPath: path) else { return [] }
            let text = String(decoding: data, as: UTF8.self)
            // Most files name none of the types: those are not parsed.
            guard types.keys.contains(where: { text.contains($0) }),
                  !own.contains(FolderListing.realPath(path) ?? path),
                  let tree = WalkableTree(text).tree else { return [] }
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            return References(names: Set(types.keys), tree: tree).found.map { name, node in
                let place = node.startLocation(converter: converter)
                let component = types[name]
                return Finding(diagnostic: Diagnostic(
                    severity, .deprecatedComponentUsed,
                    at: SourceLocation(path: path, line: place.line, column: place.column),
                    message(name, component, titles)
                ))
            }
        }
    }

    private static func message(
        _ name: String, _ component: ComponentFiles.Source?, _ titles: [String: String]
    ) -> String {
        guard let component else { return "'\(name)' is a deprecated component" }
        let page = component.page
        guard let replacement = page.frontMatter.replacement?.page else {
            return "'\(name)' is deprecated (\(page.displayPath)); stop using it before it is removed"
        }
        return "'\(name)' is deprecated (\(page.displayPath)): move to \(titles[replacement] ?? replacement) " +
            "before it is removed"
    }

    /// The names of the types a file declares outside any other type (inside `#if` too).
    private static func declaredTypes(in file: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: file),
              let tree = WalkableTree(String(decoding: data, as: UTF8.self)).tree else { return [] }
        return OuterTypes(tree).names
    }

    private final class OuterTypes: SyntaxVisitor {
        private(set) var names: [String] = []

        init(_ tree: SourceFileSyntax) {
            super.init(viewMode: .sourceAccurate)
            walk(tree)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        // Functions and extensions hold no type the app names from outside.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func add(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
            names.append(name.text)
            return .skipChildren
        }
    }

    /// Each reference to one of `names`: a call or value (`Tag(…)`) or a type (`: Tag`).
    private final class References: SyntaxVisitor {
        let names: Set<String>
        private(set) var found: [(String, Syntax)] = []

        init(names: Set<String>, tree: SourceFileSyntax) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
            walk(tree)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if names.contains(node.baseName.text) { found.append((node.baseName.text, Syntax(node))) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if names.contains(node.name.text) { found.append((node.name.text, Syntax(node))) }
            return .visitChildren
        }
    }
}
