import DSGenCore
import DSGenLint
import DSGenSwift
import Foundation
import SwiftParser
import SwiftSyntax

/// One pass over the definitions: each read once, an alias after the token it names.
struct TokenReading {
    struct Token {
        var scope: String
        var name: String
        var kind: DSGenCore.TokenKind
        var value: String
        var summary: String?
        /// A number token's value, for arithmetic over it.
        var number: Double? = nil
        /// For an alias, the definition it names (its path is known only once every token is
        /// read) and what follows the reference: `.opacity(0.5)`. `value` is then unused.
        var alias: (target: String, suffix: String)? = nil
    }

    let files: [(path: String, text: String)]
    let definitions: TokenDefinitions
    let colors: AppColorValue
    var tokens: [String: Token] = [:]
    var order: [String] = []
    var skipped: [AppTokens.Skipped] = []
    /// What was assumed to read a value: the branch of a condition taken.
    var assumptions: [AppTokens.Assumption] = []
    /// The type each of `skipped` is annotated with, when it is.
    var skippedTypes: [String?] = []
    var usedFiles: Set<Int> = []
    /// Each file's line table, by index, made when first needed (`location(of:)`).
    var lineTables: [Int: LineTable] = [:]
    private var reading: Set<String> = []

    init(files: [(path: String, text: String)], definitions: TokenDefinitions, colors: AppColorValue) {
        self.files = files
        self.definitions = definitions
        self.colors = colors
    }

    /// Reads the definition named `qualified` (once), and returns its token if it is one.
    @discardableResult
    mutating func read(_ qualified: String) -> Token? {
        if let token = tokens[qualified] { return token }
        guard !reading.contains(qualified), !skipped.contains(where: { $0.swiftName == qualified }),
              let (definition, otherBranches) = PlatformBranch.preferred(definitions.definitions[qualified] ?? []),
              let dot = qualified.lastIndex(of: ".") else { return nil }
        reading.insert(qualified)
        defer { reading.remove(qualified) }
        let scope = String(qualified[..<dot]), name = String(qualified[qualified.index(after: dot)...])
        // A view's preview, a preference key's default: SwiftUI's machinery, never a token; an
        // instance `var` is state unless its type is a theme's.
        guard !isMachinery(scope: scope, name: name), definition.isStatic || !definition.isVariable else { return nil }
        let token = read(qualified, definition, scope: scope, name: name)
        if token != nil, !otherBranches.isEmpty {
            assume(qualified, definition, "read from the iOS branch, not the one under " +
                otherBranches.map { "#if \($0)" }.joined(separator: ", "))
        }
        return token
    }

    /// Reads one definition of `qualified`, `name` of the type `scope`.
    private mutating func read(
        _ qualified: String, _ definition: TokenDefinitions.Definition, scope: String, name: String
    ) -> Token? {
        guard let expression = definition.value else {
            // A stored property with no value written (`let count: Int`) is state, not a token.
            guard definition.isStatic else { return nil }
            return skip(
                qualified, definition, .computed, "its value is computed by statements, not written as one expression"
            )
        }
        let summary = Self.comment(of: definition.binding)
        if let aliased = alias(qualified, definition, expression, scope: scope, name: name, summary: summary) {
            return aliased
        }
        if let pair = appearancePair(expression, scope: scope, own: qualified) {
            let token = Token(scope: scope, name: name, kind: .color, value: pair, summary: summary)
            return add(qualified, definition, token)
        }
        let annotation = definition.binding.typeAnnotation?.type.sourceText
        // An instance `let` of a theme or a token class is read when its value is a token's
        // (`let bgCanvas = Color("bgCanvas", bundle: .module)`); other stored state is not a token.
        if !definition.isStatic,
           DefinitionKind.kind(annotation: annotation, scope: scope, name: name, expression: expression) == nil {
            return skip(qualified, definition, .instance, "an instance property is read only as another token's alias")
        }
        let computed = computedNumber(expression, scope: scope, own: qualified)
        // Worked-out numbers are lengths as literals are: by the CGFloat type, or by a name of design.
        let isLength = annotation.map(DefinitionKind.plain) == "CGFloat"
            || DefinitionKind.isDesignName(scope: scope, name: name)
        guard let kind = DefinitionKind.kind(annotation: annotation, scope: scope, name: name, expression: expression)
            ?? computed.flatMap({ _ in isLength ? DefinitionKind.numberKind(scope: scope, name: name) : nil }) else {
            let type = annotation
                ?? (definitions.types[scope]?.isExtension == true ? String(scope.prefix { $0 != "." }) : nil)
            return skip(
                qualified,
                definition,
                .noKind,
                type.map { "\($0) is no kind of token dsgen has" }
                    ?? "its value, \(Self.short(expression.sourceText)), is no kind of token dsgen has"
            )
        }
        if let computed, DefinitionKind.numberKinds.contains(kind),
           let value = Self.numberText(computed.value, kind: kind) {
            return addWorkedOut(
                qualified, definition, computed, value: value, kind: kind, scope: scope, name: name, summary: summary
            )
        }
        guard let value = value(expression, kind: kind) else {
            return skip(
                qualified,
                definition,
                .notLiteral,
                "its value, \(Self.short(expression.sourceText)), is not a literal dsgen can read as a \(kind)"
            )
        }
        let number = EvaluatedDefinition.number(expression)?.0
        return add(qualified, definition, Token(
            scope: scope, name: name, kind: kind, value: value, summary: summary, number: number
        ))
    }

    /// `definition` read as an alias: `Color.brand.opacity(0.5)` (another colour token, made
    /// translucent) or a reference to another definition. Nil when it is neither; else the token,
    /// or nil inside when what it names is not a token.
    private mutating func alias(
        _ qualified: String,
        _ definition: TokenDefinitions.Definition,
        _ expression: ExprSyntax,
        scope: String,
        name: String,
        summary: String?
    ) -> Token?? {
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, member.declName.baseName.text == "opacity", call.arguments.count == 1,
           let factor = call.arguments.first?.expression.literalNumber, (0...1).contains(factor),
           let target = aliasTarget(base, scope: scope, own: qualified),
           let targetToken = read(target), targetToken.kind == .color {
            return .some(add(qualified, definition, Token(
                scope: scope, name: name, kind: .color, value: "", summary: summary,
                alias: (target, ".opacity(\(factor.formatted))")
            )))
        }
        if let target = aliasTarget(expression, scope: scope, own: qualified) {
            guard let targetToken = read(target) else {
                return .some(skip(
                    qualified, definition, .notAToken, "it refers to \(target), which is not a token either"
                ))
            }
            return .some(add(qualified, definition, Token(
                scope: scope, name: name, kind: targetToken.kind, value: "", summary: summary,
                number: targetToken.number, alias: (target, "")
            )))
        }
        return nil
    }

    /// A number the app works out (`spaceScale * 4`, `isCompact ? 20 : 8`), with what was assumed
    /// to read it noted on the token and in its description.
    private mutating func addWorkedOut(
        _ qualified: String,
        _ definition: TokenDefinitions.Definition,
        _ computed: Computed,
        value: String,
        kind: DSGenCore.TokenKind,
        scope: String,
        name: String,
        summary: String?
    ) -> Token {
        if let assumption = computed.assumption { assume(qualified, definition, assumption) }
        let expression = definition.value.map { Self.short($0.sourceText) } ?? ""
        let note = computed.assumption.map { "\(expression) in the app, \($0)" }
        let described = [summary, note].compactMap { $0 }.joined(separator: " — ")
        return add(qualified, definition, Token(
            scope: scope, name: name, kind: kind, value: value,
            summary: described.isEmpty ? nil : described, number: computed.value
        ))
    }

    /// The definition an expression names: `CoreColors.green900`, `Self.md`, `.md` or `md`
    /// beside it, looked up from the innermost scope out; never the definition itself.
    func aliasTarget(_ expression: ExprSyntax, scope: String, own: String) -> String? {
        var text = expression.sourceText
        guard expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self),
              !text.contains("("), !text.contains(" ") else { return nil }
        if text.hasPrefix(".") { text.removeFirst() }
        if text.hasPrefix("Self.") { text.removeFirst("Self.".count) }
        var scopes = scope.split(separator: ".").map(String.init)
        while true {
            let candidate = (scopes + [text]).joined(separator: ".")
            if candidate != own, definitions.definitions[candidate] != nil { return candidate }
            guard !scopes.isEmpty else { return nil }
            scopes.removeLast()
        }
    }

    private mutating func add(_ qualified: String, _ definition: TokenDefinitions.Definition, _ token: Token) -> Token {
        tokens[qualified] = token
        order.append(qualified)
        usedFiles.insert(definition.file)
        return token
    }

    @discardableResult
    private mutating func skip(
        _ qualified: String,
        _ definition: TokenDefinitions.Definition,
        _ because: AppTokens.Reason,
        _ reason: String
    ) -> Token? {
        skipped.append(AppTokens.Skipped(
            swiftName: qualified,
            location: location(of: definition),
            reason: reason,
            because: because
        ))
        skippedTypes.append(definition.binding.typeAnnotation.map { DefinitionKind.plain($0.type.sourceText) })
        return nil
    }
}
