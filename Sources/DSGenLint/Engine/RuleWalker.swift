import DSGenSwift
import SwiftSyntax

/// The one walk over a file's tree: hands calls, member accesses and macros to every enabled rule,
/// and tracks the declarations that define tokens (comments are found from the text: see
/// `LintFile.findDirectives`).
final class RuleWalker: SyntaxVisitor {
    private let file: LintFile
    /// The rules that check each kind of place: a number is handed to the rules of numbers alone,
    /// not to every rule, most of which would look and return.
    private let callRules: [any SwiftRule]
    private let memberRules: [any SwiftRule]
    private let numberRules: [any SwiftRule]
    private let macroRules: [any SwiftRule]

    init(file: LintFile, rules: [any SwiftRule]) {
        self.file = file
        callRules = rules.filter { $0.sites.contains(.calls) }
        memberRules = rules.filter { $0.sites.contains(.members) }
        numberRules = rules.filter { $0.sites.contains(.numbers) }
        macroRules = rules.filter { $0.sites.contains(.macros) }
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in callRules { rule.check(node, in: file) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = MemberSite(node, catalog: file.catalog)
        for rule in memberRules { rule.check(member, in: file) }
        if let swiftName = token(named: member) { file.references[swiftName, default: 0] += 1 }
        return .visitChildren
    }

    /// The token a member access names: on its type (a chain is read from its outermost link; the
    /// links inside it are no chains of their own), as an implicit member, or through an object.
    private func token(named member: MemberSite) -> String? {
        if let chain = member.chain {
            return !chain.isCalled && file.catalog.tokensBySwiftName[chain.swiftName] != nil ? chain.swiftName : nil
        }
        if let swiftName = ImplicitMember.token(member.node, in: file.catalog) { return swiftName }
        guard let (prefix, name) = InstanceMember.reference(member.node, in: file),
              file.catalog.tokensBySwiftName[prefix + "." + name] != nil else { return nil }
        return prefix + "." + name
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        number(ExprSyntax(node))
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        number(ExprSyntax(node))
    }

    private func number(_ literal: ExprSyntax) -> SyntaxVisitorContinueKind {
        if !numberRules.isEmpty, let number = NumberSite(literal: literal) {
            for rule in numberRules { rule.check(number, in: file) }
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        for rule in macroRules { rule.check(node, in: file) }
        return .visitChildren
    }

    // Declarations of the token types: `enum DesignSystem { … }`, `extension DesignSystem.Spacing { … }`.

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.name.text) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.name.text) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.name.text) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(Self.root(of: node.extendedType))
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave(Self.root(of: node.extendedType)) }

    // A static property of a design value defines a token wherever it is declared (`static let brand
    // = Color(red: …)` beside the views that use it); a view's `body`, or a preview's, does not.

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.definesValue(node) { file.definitionDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if Self.definesValue(node) { file.definitionDepth -= 1 }
    }

    static func definesValue(_ node: VariableDeclSyntax) -> Bool {
        node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            && node.bindings.allSatisfy { binding in
                !(binding.typeAnnotation?.type.sourceText.hasSuffix("View") ?? false)
            }
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        if file.catalog.isRoot(name) { file.definitionDepth += 1 }
        return .visitChildren
    }

    private func leave(_ name: String) {
        if file.catalog.isRoot(name) { file.definitionDepth -= 1 }
    }

    private static func root(of type: TypeSyntax) -> String {
        var type = type
        while let member = type.as(MemberTypeSyntax.self) { type = member.baseType }
        return type.as(IdentifierTypeSyntax.self)?.name.text ?? ""
    }
}
