import DSGenCore
import DSGenSwift
import SwiftSyntax

/// The declarations an example makes that a preview can draw: views (their stored properties,
/// `init`s and `body`), view modifiers and `extension View` functions.
extension PreviewReader {
    func declarations(in declaration: DeclSyntax) -> [PreviewDeclaration] {
        if let structure = declaration.as(StructDeclSyntax.self) {
            return self.structure(structure).map { [$0] } ?? []
        }
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self),
           ["View", "SwiftUI.View"].contains(extensionDecl.extendedType.sourceText) {
            return extensionDecl.memberBlock.members.compactMap { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self), let block = function.body else {
                    return nil
                }
                return PreviewDeclaration(
                    kind: .function,
                    name: function.name.text,
                    parameters: parameters(of: function.signature.parameterClause),
                    body: block.statements.compactMap { statement($0, depth: 0) }
                )
            }
        }
        return []
    }

    /// A `View` or a `ViewModifier` with its parameters and body; nil for any other structure,
    /// one without a body, or one with several `init`s.
    private func structure(_ structure: StructDeclSyntax) -> PreviewDeclaration? {
        let inherited = Set(structure.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? [])
        let kind: PreviewDeclaration.Kind
        if inherited.contains("View") || inherited.contains("SwiftUI.View") {
            kind = .view
        } else if inherited.contains("ViewModifier") || inherited.contains("SwiftUI.ViewModifier") {
            kind = .modifier
        } else {
            return nil
        }
        var parameters: [PreviewDeclaration.Parameter] = []
        var body: [PreviewExpr]?
        var initializers: [InitializerDeclSyntax] = []
        for member in structure.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) { initializers.append(initializer) }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                if kind == .view, let binding = variable.bindings.first, binding.pattern.sourceText == "body",
                   let accessor = binding.accessorBlock {
                    body = statements(of: accessor)
                } else if let parameter = storedProperty(variable) {
                    parameters.append(parameter)
                }
            } else if kind == .modifier, let function = member.decl.as(FunctionDeclSyntax.self),
                      function.name.text == "body", let block = function.body {
                body = block.statements.compactMap { statement($0, depth: 0) }
            }
        }
        guard let body else { return nil }
        // One `init` that only sets properties replaces the memberwise one; with several, a
        // preview cannot tell which a call means.
        if initializers.count == 1, let initializer = initializers.first,
           let assigned = assignments(in: initializer) {
            // A property declared twice (code that does not compile) keeps its first value.
            var properties = Dictionary(
                parameters.compactMap { property in property.defaultValue.map { (property.name, $0) } }
            ) { first, _ in first }
            properties.merge(assigned) { _, new in new }
            return PreviewDeclaration(
                kind: kind,
                name: structure.name.text,
                parameters: self.parameters(of: initializer.signature.parameterClause),
                properties: properties,
                body: body
            )
        }
        guard initializers.isEmpty else { return nil }
        return PreviewDeclaration(kind: kind, name: structure.name.text, parameters: parameters, body: body)
    }

    func parameters(of clause: FunctionParameterClauseSyntax) -> [PreviewDeclaration.Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            return PreviewDeclaration.Parameter(
                label: label,
                name: name,
                defaultValue: parameter.defaultValue.map { expression($0.value, depth: 0) }
            )
        }
    }

    /// What an `init` made only of `self.name = value` statements sets; nil for any other `init`.
    func assignments(in initializer: InitializerDeclSyntax) -> [String: PreviewExpr]? {
        guard let body = initializer.body else { return nil }
        var assigned: [String: PreviewExpr] = [:]
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
                  target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                return nil
            }
            assigned[target.declName.baseName.text] = expression(elements[2], depth: 0)
        }
        return assigned
    }

    /// A stored property the memberwise initialiser takes: not static, not computed, not set by
    /// SwiftUI (`@Environment`, `@State` with a value, which a caller does not pass).
    func storedProperty(_ variable: VariableDeclSyntax) -> PreviewDeclaration.Parameter? {
        guard !variable.modifiers.contains(where: { $0.name.text == "static" }), variable.bindings.count == 1,
              let binding = variable.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.sourceText }
        if attributes.contains(where: {
            ["Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState"].contains($0)
        }) { return nil }
        // A `let` with a value is not the caller's to give.
        if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { return nil }
        var defaultValue = binding.initializer.map { expression($0.value, depth: 0) }
        // An optional with no value starts as nil: a caller may leave it out.
        if defaultValue == nil, binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true {
            defaultValue = .name("nil")
        }
        return PreviewDeclaration.Parameter(label: name, name: name, defaultValue: defaultValue)
    }

    func statements(of accessor: AccessorBlockSyntax) -> [PreviewExpr] {
        switch accessor.accessors {
        case .getter(let items):
            return items.compactMap { statement($0, depth: 0) }
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                  let body = getter.body else { return [] }
            return body.statements.compactMap { statement($0, depth: 0) }
        }
    }
}
