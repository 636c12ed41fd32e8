import DSGenCore
import DSGenSwift
import Foundation
import SwiftSyntax

/// Reads an example's syntax tree into what a preview draws: its top-level views (each under the
/// `// ❌ DON'T` or `// ✅ DO` marker before it), the views inside `#Preview { … }`, and the views,
/// view modifiers and `extension View` functions it declares.
struct PreviewReader {
    private let lines: LineTable

    /// Calls nested deeper than this (a chain of thousands of modifiers) are not read.
    static let depthLimit = 64
    /// The most characters of code a placeholder quotes.
    static let quoteLimit = 60

    static func read(_ tree: SourceFileSyntax, text: String) -> ExamplePreview {
        PreviewReader(lines: LineTable(Array(text.utf8))).read(tree)
    }

    private init(lines: LineTable) {
        self.lines = lines
    }

    private func read(_ tree: SourceFileSyntax) -> ExamplePreview {
        var items: [ExamplePreview.Item] = []
        var declarations: [PreviewDeclaration] = []
        var role = ExamplePreview.Role.plain
        for statement in tree.statements {
            for directive in CommentDirective.all(in: statement.leadingTrivia, from: statement.position) {
                role = ExamplePreview.Role(directive) ?? role
            }
            switch statement.item {
            case .decl(let declaration):
                declarations += self.declarations(in: declaration)
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    let body = macro.trailingClosure?.statements.compactMap { self.statement($0, depth: 0) } ?? []
                    items += body.map { ExamplePreview.Item(view: $0, role: role, lines: span(of: Syntax(macro))) }
                } else {
                    items += self.items(of: expression, role: &role)
                }
            case .stmt(let statement):
                // A top-level `if` or `switch` stands as an expression statement.
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    items += self.items(of: expression, role: &role)
                }
            }
        }
        return ExamplePreview(items: items, declarations: declarations)
    }

    /// A top-level statement's views. An example written as modifiers alone runs on from one
    /// marker to the next (`.background(.red)` `// ✅ DO` `.cardStyle()` is one chain in Swift):
    /// the chain is cut at each `.` a marker stands before, and each part is a view of its own.
    private func items(of expression: ExprSyntax, role: inout ExamplePreview.Role) -> [ExamplePreview.Item] {
        var cuts: [(level: Int, member: MemberAccessExprSyntax, role: ExamplePreview.Role)] = []
        var node = expression
        var level = 0
        while level < Self.depthLimit {
            let member = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                ?? node.as(MemberAccessExprSyntax.self)
            guard let member, let base = member.base else { break }
            for directive in CommentDirective.all(in: member.period.leadingTrivia, from: member.period.position) {
                if let role = ExamplePreview.Role(directive) { cuts.append((level, member, role)) }
            }
            node = base
            level += 1
        }
        var view = self.expression(expression, depth: 0)
        guard !cuts.isEmpty else {
            return [ExamplePreview.Item(view: view, role: role, lines: span(of: Syntax(expression)))]
        }
        // From the last part in the source (the top of the chain) down to the first.
        var parts: [ExamplePreview.Item] = []
        var cutLevel = 0
        let lastLine = span(of: Syntax(expression)).upperBound
        var partEnd = lastLine
        for cut in cuts {
            guard let (lower, upper) = Self.cut(view, at: cut.level - cutLevel) else { break }
            let start = line(of: Syntax(cut.member.period))
            parts.append(ExamplePreview.Item(view: upper, role: cut.role, lines: start...max(start, partEnd)))
            partEnd = max(start - 1, 1)
            view = lower
            cutLevel = cut.level + 1
        }
        let first = span(of: Syntax(expression)).lowerBound
        parts.append(ExamplePreview.Item(view: view, role: role, lines: first...max(first, partEnd)))
        role = cuts.first?.role ?? role
        return parts.reversed()
    }

    /// `view` cut at the call `level` steps down its chain: what that call is made on, and the
    /// chain from that call up, made on nothing (`.cardStyle()`).
    private static func cut(_ view: PreviewExpr, at level: Int) -> (lower: PreviewExpr, upper: PreviewExpr)? {
        guard case .call(var call) = view, let base = call.base else { return nil }
        if level == 0 {
            call.base = nil
            call.name = "." + call.name
            return (base, .call(call))
        }
        guard let (lower, upper) = cut(base, at: level - 1) else { return nil }
        call.base = upper
        return (lower, .call(call))
    }

    // MARK: Statements and expressions

    /// A statement of a view builder (or a function's body): its expression, `return`'s value,
    /// `if let …`; nil for a declaration, which draws nothing.
    func statement(_ item: CodeBlockItemSyntax, depth: Int) -> PreviewExpr? {
        let written: ExprSyntax
        switch item.item {
        case .expr(let expression):
            written = expression
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self) {
                return returned.expression.map { expression($0, depth: depth) }
            }
            guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else {
                return other(Syntax(statement))
            }
            written = expression
        case .decl:
            return nil
        }
        if let condition = written.as(IfExprSyntax.self) { return ifLet(condition, depth: depth) }
        return expression(written, depth: depth)
    }

    /// `if let a, let b { … }` with no `else`; any other `if` is not read.
    private func ifLet(_ condition: IfExprSyntax, depth: Int) -> PreviewExpr {
        var names: [String] = []
        for element in condition.conditions {
            guard case .optionalBinding(let binding) = element.condition, binding.initializer == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                return other(Syntax(condition))
            }
            names.append(name)
        }
        guard condition.elseBody == nil else { return other(Syntax(condition)) }
        return .ifLet(names: names, then: condition.body.statements.compactMap { statement($0, depth: depth + 1) })
    }

    func expression(_ node: ExprSyntax, depth: Int) -> PreviewExpr {
        guard depth < Self.depthLimit else { return other(Syntax(node)) }
        if let number = node.literalNumber { return .number(number) }
        if let path = Self.path(node) { return .name(path) }
        if let string = node.as(StringLiteralExprSyntax.self) { return .string(Self.text(of: string)) }
        if let boolean = node.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if node.is(NilLiteralExprSyntax.self) { return .name("nil") }
        if let call = node.as(FunctionCallExprSyntax.self) { return self.call(call, depth: depth) }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
            return .call(PreviewCall(
                base: expression(base, depth: depth + 1),
                name: member.declName.baseName.text,
                arguments: [],
                line: line(of: Syntax(member.declName))
            ))
        }
        if let postfix = node.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
            return platform(postfix, on: expression(base, depth: depth + 1), depth: depth) ?? other(Syntax(node))
        }
        if let closure = node.as(ClosureExprSyntax.self) {
            return .closure(closure.statements.compactMap { statement($0, depth: depth + 1) })
        }
        if let array = node.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { expression($0.expression, depth: depth + 1) })
        }
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return expression(only.expression, depth: depth + 1)
        }
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            if let operation = elements[1].as(BinaryOperatorExprSyntax.self),
               ["+", "-", "*", "/"].contains(operation.operator.text) {
                return .binary(
                    expression(elements[0], depth: depth + 1),
                    operation.operator.text,
                    expression(elements[2], depth: depth + 1)
                )
            }
        }
        return other(Syntax(node))
    }

    /// A string literal's text, each interpolation shown as `…`.
    private static func text(of literal: StringLiteralExprSyntax) -> String {
        literal.segments.map { segment in
            switch segment {
            case .stringSegment(let text): text.content.text
            case .expressionSegment: "…"
            }
        }.joined()
    }

    func other(_ node: Syntax) -> PreviewExpr {
        var text = node.sourceText.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
            .joined(separator: " ")
        if text.count > Self.quoteLimit { text = String(text.prefix(Self.quoteLimit - 1)) + "…" }
        return .other(text, line: line(of: node))
    }

    func line(of node: Syntax) -> Int {
        lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset).line
    }

    private func span(of node: Syntax) -> ClosedRange<Int> {
        let first = line(of: node)
        let last = lines.location(of: max(node.endPositionBeforeTrailingTrivia.utf8Offset - 1, 0)).line
        return first...max(first, last)
    }
}

extension ExamplePreview {
    /// What a preview draws of `code`, parsed on its own; nil for code that cannot be parsed in
    /// time or is too deep to read (the check stage reads its examples from its own parse instead).
    public static func read(code: String) -> ExamplePreview? {
        guard case .tree(let tree) = WalkableTree(code) else { return nil }
        return PreviewReader.read(tree, text: code)
    }
}
