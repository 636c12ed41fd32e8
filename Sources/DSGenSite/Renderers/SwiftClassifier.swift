import SwiftIDEUtils
import SwiftSyntax

/// A run of Swift code of one kind, as UTF-8 offsets into its source.
struct ClassifiedRun: Equatable {
    var kind: SyntaxClassification
    var start: Int
    var end: Int
}

/// The runs swift-syntax's `classifications` finds in a tree, less those it leaves plain
/// (`.none`): the same kinds and the same runs, two of one kind that touch joined into one.
///
/// A piece of code takes its kind from its token, or from its place in a parent: a type's name, an
/// attribute's name, an argument's label. `classifications` asks every child of every node for
/// its place by comparing key paths, which was most of the time spent highlighting an example.
/// Here one walk down the tree asks only the parents whose kind has such a place.
struct SwiftClassifier {
    private var runs: [ClassifiedRun] = []
    private let source: [UInt8]

    private init(source: [UInt8]) {
        self.source = source
    }

    /// The runs of `tree`, which was parsed from the UTF-8 `source`.
    static func runs(of tree: SourceFileSyntax, source: [UInt8]) -> [ClassifiedRun] {
        var classifier = SwiftClassifier(source: source)
        classifier.runs.reserveCapacity(source.count / 8)
        classifier.walk(Syntax(tree), context: nil)
        return classifier.runs
    }

    /// Walks `node`; `context` is the kind its nearest place gives identifiers below it.
    private mutating func walk(_ node: Syntax, context: SyntaxClassification?) {
        if let token = node.as(TokenSyntax.self) {
            add(token, context: context)
            return
        }
        let places = Place.places(in: node)
        for child in node.children(viewMode: .sourceAccurate) {
            guard let place = places.place(of: child.id) else {
                walk(child, context: context)
                continue
            }
            if place.whole {
                addWhole(child, as: place.kind)
            } else {
                walk(child, context: place.kind)
            }
        }
    }

    private mutating func add(_ token: TokenSyntax, context: SyntaxClassification?) {
        let tokenKind = token.tokenKind
        if let context, case .identifier = tokenKind {
            addWhole(Syntax(token), as: context)
        } else {
            addWhole(Syntax(token), as: Self.kind(of: tokenKind))
        }
    }

    /// A node's text as one run of `kind`, trivia within it included, between the comments of its
    /// leading and trailing trivia: a token, or a node whose place colours all of it.
    private mutating func addWhole(_ node: Syntax, as kind: SyntaxClassification) {
        let textStart = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let textEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
        addComments(node.leadingTrivia, from: node.position.utf8Offset, to: textStart)
        add(kind, from: textStart, to: textEnd)
        addComments(node.trailingTrivia, from: textEnd, to: node.endPosition.utf8Offset)
    }

    /// The comments among trivia; its other pieces are plain. Trivia without a `/` holds none,
    /// and most trivia is spaces and line breaks, so its pieces are made only when it has one.
    private mutating func addComments(_ trivia: @autoclosure () -> Trivia, from start: Int, to end: Int) {
        guard start < end, end <= source.count, source[start..<end].contains(UInt8(ascii: "/")) else { return }
        var offset = start
        for piece in trivia() {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment: add(.lineComment, from: offset, to: offset + length)
            case .blockComment: add(.blockComment, from: offset, to: offset + length)
            case .docLineComment: add(.docLineComment, from: offset, to: offset + length)
            case .docBlockComment: add(.docBlockComment, from: offset, to: offset + length)
            default: break
            }
            offset += length
        }
    }

    private mutating func add(_ kind: SyntaxClassification, from start: Int, to end: Int) {
        if kind == .none { return }
        if let last = runs.last, last.kind == kind, last.end == start {
            runs[runs.count - 1].end = end
        } else {
            runs.append(ClassifiedRun(kind: kind, start: start, end: end))
        }
    }

    /// A token's kind where its place says nothing.
    private static func kind(of token: TokenKind) -> SyntaxClassification {
        switch token {
        case .keyword, .poundSourceLocation: .keyword
        case .identifier(let text): text.hasPrefix("<#") && text.hasSuffix("#>") ? .editorPlaceholder : .identifier
        case .dollarIdentifier: .dollarIdentifier
        case .integerLiteral: .integerLiteral
        case .floatLiteral: .floatLiteral
        case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment: .stringLiteral
        case .unknown(let text): text.hasPrefix("\"") ? .stringLiteral : .none
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: .regexLiteral
        case .binaryOperator, .prefixOperator, .postfixOperator, .colonColon: .operator
        case .atSign: .attribute
        case .poundIf, .poundElseif, .poundElse, .poundEndif: .ifConfigDirective
        default: .none
        }
    }
}

/// A child whose place in its parent gives it a kind: its identifiers take the kind, or, `whole`,
/// all of its text does.
private struct Place {
    var child: SyntaxIdentifier
    var kind: SyntaxClassification
    var whole = false

    /// The places of a node: none, one, or (an `#if` clause's keyword and condition) two. Kept
    /// without an array, which most nodes of an example would allocate for one place or none.
    struct Places {
        var first: Place?
        var second: Place?

        init(_ first: Place?, _ second: Place? = nil) {
            self.first = first
            self.second = second
        }

        func place(of child: SyntaxIdentifier) -> Place? {
            if let first, first.child == child { return first }
            if let second, second.child == child { return second }
            return nil
        }
    }

    static func places(in node: Syntax) -> Places {
        guard node.kind == .ifConfigClause else { return Places(place(in: node)) }
        return ifConfigPlaces(node.cast(IfConfigClauseSyntax.self))
    }

    /// The one place of a node that has one, other than an `#if` clause.
    private static func place(in node: Syntax) -> Place? {
        switch node.kind {
        case .attribute:
            Place(child: node.cast(AttributeSyntax.self).attributeName.id, kind: .attribute, whole: true)
        case .identifierType: Place(child: node.cast(IdentifierTypeSyntax.self).name.id, kind: .type)
        case .memberType: Place(child: node.cast(MemberTypeSyntax.self).name.id, kind: .type)
        case .labeledExpr: node.cast(LabeledExprSyntax.self).label.map { Place(child: $0.id, kind: .argumentLabel) }
        case .functionParameter:
            Place(child: node.cast(FunctionParameterSyntax.self).firstName.id, kind: .argumentLabel)
        case .declModifier: Place(child: node.cast(DeclModifierSyntax.self).name.id, kind: .attribute)
        case .platformVersion: Place(child: node.cast(PlatformVersionSyntax.self).platform.id, kind: .keyword)
        case .platformVersionItem:
            Place(child: node.cast(PlatformVersionItemSyntax.self).platformVersion.id, kind: .keyword)
        case .ifConfigDecl: Place(child: node.cast(IfConfigDeclSyntax.self).poundEndif.id, kind: .ifConfigDirective)
        case .operatorDecl: Place(child: node.cast(OperatorDeclSyntax.self).name.id, kind: .operator)
        case .precedenceGroupAssociativity:
            Place(child: node.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel.id, kind: .keyword)
        case .precedenceGroupRelation:
            Place(child: node.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel.id, kind: .keyword)
        default: nil
        }
    }

    /// An `#if` clause's keyword and its condition, both coloured as the directive.
    private static func ifConfigPlaces(_ clause: IfConfigClauseSyntax) -> Places {
        Places(
            Place(child: clause.poundKeyword.id, kind: .ifConfigDirective),
            clause.condition.map { Place(child: $0.id, kind: .ifConfigDirective) }
        )
    }
}
