import DSGenSwift
import SwiftSyntax

/// What the team's token files define: every static member of their types under its qualified
/// Swift name (`DesignSystem.Spacing.md`), and where each type is declared.
package struct TokenDefinitions {
    /// `static let NAME: T = EXPR` or `static var NAME: T { EXPR }` inside a type.
    package struct Definition {
        /// The index of the file, among those read, that holds it.
        package let file: Int
        /// The expression that gives the value; nil for a getter with statements around it.
        package let value: ExprSyntax?
        /// Whether the declaration names its type, which a rewrite to `.infinity` relies on.
        let isAnnotated: Bool
        /// The binding, for a reader that needs more than the value: its type, its comments.
        package let binding: PatternBindingSyntax
        /// Whether it is `static` (or `class`); instance `let`s are collected only on request.
        package let isStatic: Bool
        /// Whether it is a `var`: of instance members, read only as a theme's.
        package var isVariable = false

        /// Whether its value may be a token's: it is of a type a token's value has (`CGFloat`,
        /// `Color`), or of no type written and no flag or text (`static var isCompact: Bool` is
        /// a setting beside the tokens, not one the spec lacks).
        var mayBeToken: Bool {
            if let type = binding.typeAnnotation?.type.sourceText {
                return DefinitionKind.tokenTypes.contains(DefinitionKind.plain(type))
            }
            guard let value else { return true }
            return !value.is(BooleanLiteralExprSyntax.self) && !value.is(StringLiteralExprSyntax.self)
        }
    }

    /// Where a type is first declared: its `enum`, `struct` or `class`, else its first extension.
    package struct TypeDeclaration {
        let file: Int
        /// The type's name in the declaration, or the extended type of an extension.
        let position: AbsolutePosition
        package let isExtension: Bool
        /// The protocols and superclass its declaration names: `View`, `PreferenceKey`.
        package var inherited: [String] = []
    }

    package private(set) var definitions: [String: [Definition]] = [:]
    package private(set) var types: [String: TypeDeclaration] = [:]
    /// The enums that declare cases (`enum SettingsItem { case servers, general }`): a model's
    /// type, not a namespace of tokens, whatever static members it has beside.
    package private(set) var typesWithCases: Set<String> = []
    /// Every qualified name, in the order the files declare them.
    package private(set) var order: [String] = []

    /// `instanceMembers` also collects a type's `let`s that are not static, as
    /// `dsgen init` reads them (`let bgAccent = CoreColors.green900` in a theme struct).
    package init(_ trees: [SourceFileSyntax], instanceMembers: Bool = false) {
        for (index, tree) in trees.enumerated() {
            let collector = Collector(file: index, instanceMembers: instanceMembers)
            collector.walk(tree)
            for name in collector.order where definitions[name] == nil { order.append(name) }
            for (name, found) in collector.definitions { definitions[name, default: []] += found }
            typesWithCases.formUnion(collector.typesWithCases)
            for (name, declaration) in collector.types {
                let inherited = (types[name]?.inherited ?? []) + declaration.inherited
                if types[name].map({ $0.isExtension && !declaration.isExtension }) ?? true { types[name] = declaration }
                types[name]?.inherited = inherited
            }
        }
    }

    /// The outermost types the files declare or extend: `DesignSystem`, `Color`.
    var roots: Set<String> {
        Set(types.keys.map { String($0.prefix { $0 != "." }) })
    }
}

/// Walks one file's declarations, naming each type by the types around it; function bodies,
/// closures and accessors are not entered, since a type declared there is local.
final class Collector: SyntaxVisitor {
    let file: Int
    let instanceMembers: Bool
    var definitions: [String: [TokenDefinitions.Definition]] = [:]
    var types: [String: TokenDefinitions.TypeDeclaration] = [:]
    var typesWithCases: Set<String> = []
    var order: [String] = []
    private var scopes: [String] = []

    init(file: Int, instanceMembers: Bool) {
        self.file = file
        self.instanceMembers = instanceMembers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Extensions stand at file scope, so the extended type's name is already complete.
        let name = Self.dottedName(of: node.extendedType)
        scopes.append(name)
        record(name, TokenDefinitions.TypeDeclaration(
            file: file, position: node.extendedType.positionAfterSkippingLeadingTrivia, isExtension: true,
            inherited: Self.names(node.inheritanceClause)
        ))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let scope = scopes.last { typesWithCases.insert(scope) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        // Of instance members only stored ones with a value (`let`, or a theme's `var tint: Color =
        // .blue`): a computed `var` is behaviour, not a token.
        let isStored = node.bindingSpecifier.tokenKind == .keyword(.let)
            || node.bindings.allSatisfy { $0.initializer != nil && $0.accessorBlock == nil }
        let isInstanceLet = instanceMembers && isStored
        guard let scope = scopes.last, isStatic || isInstanceLet else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let definition = TokenDefinitions.Definition(
                file: file, value: Self.value(of: binding), isAnnotated: binding.typeAnnotation != nil,
                binding: binding, isStatic: isStatic, isVariable: node.bindingSpecifier.tokenKind == .keyword(.var)
            )
            let qualified = scope + "." + Self.plain(name)
            if definitions[qualified] == nil { order.append(qualified) }
            definitions[qualified, default: []].append(definition)
        }
        return .skipChildren
    }

    private func enter(_ name: TokenSyntax, inheriting clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        let qualified = (scopes.last.map { $0 + "." } ?? "") + Self.plain(name)
        scopes.append(qualified)
        record(qualified, TokenDefinitions.TypeDeclaration(
            file: file, position: name.positionAfterSkippingLeadingTrivia, isExtension: false,
            inherited: Self.names(clause)
        ))
        return .visitChildren
    }

    /// A type is declared where it is first declared, and inherits what any declaration names.
    private func record(_ name: String, _ declaration: TokenDefinitions.TypeDeclaration) {
        let inherited = (types[name]?.inherited ?? []) + declaration.inherited
        if types[name].map({ $0.isExtension && !declaration.isExtension }) ?? true { types[name] = declaration }
        types[name]?.inherited = inherited
    }

    /// `View`, `PreferenceKey` in `: View, PreferenceKey`.
    private static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    /// `= EXPR`, or a getter whose only statement is `EXPR` or `return EXPR`.
    private static func value(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let initializer = binding.initializer { return initializer.value }
        let statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let items): statements = items
        case .accessors(let accessors):
            statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: statements = nil
        }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// `DesignSystem.Spacing` for `extension DesignSystem.Spacing`; generic arguments are dropped.
    static func dottedName(of type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) {
            return dottedName(of: member.baseType) + "." + plain(member.name)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return plain(identifier.name) }
        return type.sourceText
    }

    /// A name without the backticks that escape a keyword: `` `default` `` is `default`.
    static func plain(_ token: TokenSyntax) -> String {
        token.identifier?.name ?? token.text
    }
}
