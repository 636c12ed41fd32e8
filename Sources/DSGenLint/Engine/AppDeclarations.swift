import DSGenCore
import DSGenSwift
import Foundation
import SwiftSyntax

/// What the app's own sources declare that changes how lint reads a name, found once a run:
/// the colour-named cases of its enums, the static members its token files declare, and the
/// entry points of its wrappers over a token type.
public struct AppDeclarations: Sendable, Hashable {
    /// `enum Severity { case red, gray }`: see `AppEnumCases`.
    public var colorCases: Set<String> = []
    /// Every static member the token files declare, `ListRowPadding.insets`: one the spec lacks is
    /// reported once, at its definition (`token_not_in_spec`), not at each use.
    public var declared: Set<String> = []
    /// The types a static entry point reaches, by the entry's name: `compound` → [`CompoundColorTokens`]
    /// for `static let compound = CompoundColors()`, where `CompoundColors` is `@dynamicMemberLookup`
    /// over `KeyPath<CompoundColorTokens, Color>`, and `compound` → [`CompoundFonts`] for
    /// `static let compound = CompoundFonts()`: `.compound.textPrimary` and `Font.compound.body` name
    /// the reached type's members, where the spec has a group of that prefix.
    public var reached: [String: Set<String>] = [:]
    /// The members a wrapper declares itself, by entry point: `compound` → [`_bgSubtleSecondaryAlpha`];
    /// Swift looks these up before the wrapped type.
    public var wrapperMembers: [String: Set<String>] = [:]

    public init() {}

    /// Reads `files` once each: their text for enum cases and entry points, and with swift-syntax
    /// the token files (those `isTokenFile` says are) and the few files that declare a wrapper.
    public static func read(_ files: [String], isTokenFile: (String) -> Bool) -> AppDeclarations {
        var found = AppDeclarations()
        var wrappers: [String: WrapperReader.Wrapper] = [:]
        var entries: [String: Set<String>] = [:]
        for path in files {
            guard let data = FileManager.default.contents(atPath: path), data.count <= FileBudget.maximumBytes
            else { continue }
            let hasEnums = data.range(of: Data("enum ".utf8)) != nil
            let hasStatics = data.range(of: Data("static ".utf8)) != nil
            let hasWrapper = data.range(of: Data("dynamicMemberLookup".utf8)) != nil
            let isTokens = isTokenFile(path)
            guard hasEnums || hasStatics || isTokens else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if hasEnums { found.colorCases.formUnion(AppEnumCases.cases(in: text)) }
            if hasStatics { entries.merge(EntryPoints.instances(in: text)) { $0.union($1) } }
            guard hasWrapper || isTokens, let tree = WalkableTree(text).tree else { continue }
            if hasWrapper { wrappers.merge(WrapperReader.wrappers(in: tree)) { first, _ in first } }
            if isTokens {
                let definitions = TokenDefinitions([tree])
                found.declared.formUnion(definitions.order.filter { name in
                    definitions.definitions[name]?.contains(where: \.isStatic) ?? false
                })
            }
        }
        for (entry, types) in entries {
            found.reached[entry] = Set(types.map { wrappers[$0]?.wrapped ?? $0 })
            let own = types.reduce(into: Set<String>()) { $0.formUnion(wrappers[$1]?.members ?? []) }
            if !own.isEmpty { found.wrapperMembers[entry] = own }
        }
        return found
    }

    /// The declarations as text that is the same in every run, for the lint cache's key.
    var fingerprint: String {
        [
            colorCases.isEmpty ? "" : "enum cases: \(colorCases.sorted())",
            declared.isEmpty ? "" : "declared: \(declared.sorted())",
            reached.isEmpty ? "" : "reached: \(reached.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) })",
            wrapperMembers.isEmpty
                ? "" : "own: \(wrapperMembers.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) })",
        ].filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

/// Wrappers over a token type, and the static properties that hold them.
final class WrapperReader: SyntaxVisitor {
    /// A wrapper: the type it reaches, and the members it declares itself.
    struct Wrapper {
        var wrapped: String
        var members: Set<String>
    }

    private var wrappers: [String: Wrapper] = [:]

    private init() {
        super.init(viewMode: .sourceAccurate)
    }

    /// `@dynamicMemberLookup class CompoundColors` with `subscript(dynamicMember keyPath:
    /// KeyPath<CompoundColorTokens, Color>)`: `CompoundColors` → `CompoundColorTokens`.
    static func wrappers(in tree: SourceFileSyntax) -> [String: Wrapper] {
        let reader = WrapperReader()
        reader.walk(tree)
        return reader.wrappers
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.attributes, node.memberBlock)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.attributes, node.memberBlock)
    }

    private func record(_ name: String, _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax)
        -> SyntaxVisitorContinueKind {
        guard attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.sourceText == "dynamicMemberLookup"
        }) else { return .visitChildren }
        var wrapped: String?
        var own: Set<String> = []
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                own.formUnion(variable.bindings.compactMap {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                })
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                own.insert(function.name.text)
            }
            guard wrapped == nil, let subscriptDecl = member.decl.as(SubscriptDeclSyntax.self),
                  let parameter = subscriptDecl.parameterClause.parameters.first,
                  parameter.firstName.text == "dynamicMember" else { continue }
            wrapped = Self.root(ofKeyPath: parameter.type.sourceText)
        }
        if let wrapped { wrappers[name] = Wrapper(wrapped: wrapped, members: own) }
        return .visitChildren
    }

    /// `CompoundColorTokens` in `KeyPath<CompoundColorTokens, Color>` (or a writable key path).
    private static func root(ofKeyPath type: String) -> String? {
        guard let open = type.firstIndex(of: "<"), type[..<open].hasSuffix("KeyPath"),
              let comma = type[open...].firstIndex(of: ",") else { return nil }
        let root = type[type.index(after: open)..<comma].trimmingCharacters(in: .whitespaces)
        return root.isEmpty ? nil : root
    }
}
