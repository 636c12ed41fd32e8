import Foundation
import SwiftSyntax

/// How a component is called, read from its Swift file with swift-syntax: each public
/// initialiser of the file's types, with its parameters' labels, types, defaults and doc
/// comments. A file that declares nothing public (an app's own component) shows the initialisers
/// the rest of its module can call, and a view without one its memberwise initialiser.
struct ComponentAPI: Hashable, Sendable {
    struct Initializer: Hashable, Sendable {
        /// The type it makes: `StatusBadge`.
        var typeName: String
        /// The first paragraph of its doc comment.
        var summary: String
        var parameters: [Parameter]
        /// `StatusBadge(title:tint:)`, as Swift names it.
        var name: String { typeName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
    }

    struct Parameter: Hashable, Sendable {
        /// The argument label a call writes, or nil for `_`.
        var label: String?
        var name: String
        var type: String
        var defaultValue: String?
        var documentation: String?
    }

    var initializers: [Initializer]

    /// The API of the types `tree` declares (a view's memberwise initialiser only for a `View`).
    static func read(_ tree: SourceFileSyntax) -> ComponentAPI {
        let types = DeclaredTypes(tree)
        let open = types.initializers.filter { $0.isPublic }
        let callable = open.isEmpty ? types.initializers.filter { !$0.isPrivate } : open
        let made = Set(callable.map(\.typeName))
        // A type with no initialiser of its own has its memberwise one, unless the file is a
        // library's, whose memberwise initialisers are internal.
        let memberwise = open.isEmpty && !types.hasPublicType
            ? types.memberwise.filter { !made.contains($0.typeName) } : []
        // A type's first initialiser without a doc comment of its own is summed up by the type's.
        var described: Set<String> = []
        return ComponentAPI(initializers: (callable.map(\.initializer) + memberwise).map { initializer in
            var initializer = initializer
            if described.insert(initializer.typeName).inserted, initializer.summary.isEmpty {
                initializer.summary = types.summaries[initializer.typeName] ?? ""
            }
            return initializer
        })
    }
}

/// The initialisers and stored properties of every type a file declares, with the type's name.
private final class DeclaredTypes: SyntaxVisitor {
    struct Found {
        var initializer: ComponentAPI.Initializer
        var isPublic: Bool
        var isPrivate: Bool
        var typeName: String { initializer.typeName }
    }

    private(set) var initializers: [Found] = []
    private(set) var memberwise: [ComponentAPI.Initializer] = []
    private(set) var hasPublicType = false
    /// Each type's doc comment's summary.
    private(set) var summaries: [String: String] = [:]

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.isPublic { hasPublicType = true }
        guard !node.modifiers.isPrivate else { return .skipChildren }
        summaries[node.name.text] = DocComment(node.leadingTrivia).summary
        let isView = node.inheritanceClause?.inheritedTypes.contains {
            ["View", "SwiftUI.View"].contains($0.type.trimmedDescription)
        } ?? false
        guard isView else { return .visitChildren }
        let properties = node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap(Self.memberwiseParameters)
        memberwise.append(ComponentAPI.Initializer(typeName: node.name.text, summary: "", parameters: properties))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.isPublic { hasPublicType = true }
        summaries[node.name.text] = DocComment(node.leadingTrivia).summary
        return node.modifiers.isPrivate ? .skipChildren : .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let typeName = Self.enclosingType(of: node) else { return .skipChildren }
        let documentation = DocComment(node.leadingTrivia)
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            return ComponentAPI.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, name: name,
                type: Self.oneLine(parameter.type) + (parameter.ellipsis == nil ? "" : "..."),
                defaultValue: parameter.defaultValue.map { Self.oneLine($0.value) },
                documentation: documentation.parameters[name]
            )
        }
        initializers.append(Found(
            initializer: ComponentAPI.Initializer(
                typeName: typeName, summary: documentation.summary, parameters: parameters
            ),
            isPublic: node.modifiers.isPublic, isPrivate: node.modifiers.isPrivate
        ))
        return .skipChildren
    }

    /// Code written over several lines, on one: `f(\n  a: 1\n)` → `f(a: 1)`.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        node.trimmedDescription.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ").replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    /// The type an initialiser makes: the declaration or extension around it.
    private static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let current = parent {
            if let type = current.asProtocol(NamedDeclSyntax.self), current.is(StructDeclSyntax.self)
                || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) {
                return type.name.text
            }
            if let extended = current.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            parent = current.parent
        }
        return nil
    }

    /// The parameters a stored property gives a struct's memberwise initialiser: a `var` or an
    /// unset `let` that is not private, static or computed; a binding is a `Binding`.
    private static func memberwiseParameters(_ variable: VariableDeclSyntax) -> [ComponentAPI.Parameter] {
        let modifiers = variable.modifiers
        guard !modifiers.isPrivate, !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
            return []
        }
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard wrappers.allSatisfy({ $0 == "Binding" }) else { return [] }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return variable.bindings.compactMap { binding in
            guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self),
                  let type = binding.typeAnnotation?.type.trimmedDescription,
                  !(isLet && binding.initializer != nil) else { return nil }
            return ComponentAPI.Parameter(
                label: name.identifier.text, name: name.identifier.text,
                type: wrappers.isEmpty ? type : "Binding<\(type)>",
                defaultValue: wrappers.isEmpty ? binding.initializer?.value.trimmedDescription : nil,
                documentation: DocComment(variable.leadingTrivia).summary.nilIfEmpty
            )
        }
    }
}

extension DeclModifierListSyntax {
    var isPublic: Bool { contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) } }
    var isPrivate: Bool {
        contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
