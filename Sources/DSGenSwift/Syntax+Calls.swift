import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The name called: `padding` for `.padding(8)` and `view.padding(8)`, `VStack` for `VStack(…)`.
    public var calleeName: String? {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The type a call is made on: `Color` for `Color(red:…)` and `Color.init(…)`, `Font` for
    /// `Font.system(…)`; nil for `.system(…)` and for calls on values.
    package var calleeTypeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text
        }
        return nil
    }

    /// Whether the call is written on a type's member with a leading dot, or on the type: `.system(…)`
    /// or `Font.system(…)`, not `someValue.system(…)`.
    public func isStaticCall(on types: Set<String>) -> Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self).map { types.contains($0.baseName.text) } ?? false
    }

    /// The argument with `label`, if the call has one.
    public func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The labels the call's arguments use, `_` for unlabelled ones.
    package var argumentLabels: Set<String> { Set(arguments.map { $0.label?.text ?? "_" }) }
}

extension ExprSyntax {
    /// The member named by `.name` or `Type.name`, where `Type` is one of `types`.
    package func memberName(on types: Set<String>) -> String? {
        guard let member = self.as(MemberAccessExprSyntax.self),
              member.declName.argumentNames == nil else { return nil }
        if let base = member.base, !types.contains(base.sourceText) { return nil }
        return member.declName.baseName.identifier?.name ?? member.declName.baseName.text
    }

    /// The value of a number written as a literal: `16`, `12.5`, `-4`, `(8)`, `CGFloat(16)`.
    public var literalNumber: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map(Double.init)
        }
        if let float = self.as(FloatLiteralExprSyntax.self) {
            return float.representedLiteralValue
        }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.literalNumber.map { -$0 }
        }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            return tuple.elements.first?.expression.literalNumber
        }
        if let call = self.as(FunctionCallExprSyntax.self), let type = call.calleeTypeName,
           ["CGFloat", "Double", "Float", "Int"].contains(type), call.calledExpression.is(DeclReferenceExprSyntax.self),
           call.arguments.count == 1, call.arguments.first?.label == nil {
            return call.arguments.first?.expression.literalNumber
        }
        return nil
    }

    /// A number written as a literal, or as one literal divided by another, as colour components
    /// often are: `0.2`, `52 / 255` (whether or not the parser folded the operator).
    package var literalQuotient: Double? {
        if let value = literalNumber { return value }
        let operands: (ExprSyntax, ExprSyntax)
        if let infix = self.as(InfixOperatorExprSyntax.self),
           infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "/" {
            operands = (infix.leftOperand, infix.rightOperand)
        } else if let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
                  let left = sequence.elements.first, let right = sequence.elements.last {
            operands = (left, right)
        } else {
            return nil
        }
        guard let numerator = operands.0.literalNumber,
              let denominator = operands.1.literalNumber, denominator != 0 else { return nil }
        return numerator / denominator
    }

    /// The text of a string literal without interpolation: `"#FF9500"`.
    package var literalString: String? {
        guard let string = self.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}
