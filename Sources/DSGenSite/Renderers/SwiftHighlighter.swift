import DSGenCore
import DSGenLint
import SwiftIDEUtils
import SwiftSyntax

/// Swift code as HTML, coloured by swift-syntax's classification of each piece (as
/// `SwiftClassifier` finds it): keywords, types, literals, comments, attributes. Every byte of the
/// code is kept, escaped.
enum SwiftHighlighter {
    static func html(_ code: String) -> String {
        html(tree: WalkableTree(code).tree, code: code)
    }

    /// The HTML of `code`, which `tree` was parsed from. Without a tree (code that could not be
    /// parsed in time, or too deep to classify: classifying recurses once per level), the code
    /// is shown plain.
    @Sendable static func html(tree: SourceFileSyntax?, code: String) -> String {
        let bytes = Array(code.utf8)
        var html: [UInt8] = []
        guard let tree else {
            escape(bytes[...], into: &html)
            return String(decoding: html, as: UTF8.self)
        }
        html.reserveCapacity(bytes.count * 2)
        var offset = 0
        for run in SwiftClassifier.runs(of: tree, source: bytes) {
            let start = run.start, end = min(run.end, bytes.count)
            guard start >= offset, start <= end else { continue }
            escape(bytes[offset..<start], into: &html)
            if let tag = openingTag(run.kind) {
                html.append(contentsOf: tag)
                escape(bytes[start..<end], into: &html)
                html.append(contentsOf: closingTag)
            } else {
                escape(bytes[start..<end], into: &html)
            }
            offset = end
        }
        if offset < bytes.count { escape(bytes[offset...], into: &html) }
        return String(decoding: html, as: UTF8.self)
    }

    /// `<span class="hl-…">` for each kind the theme colours (the class names its colour in the
    /// stylesheet), made once rather than for every run of every example; nil for plain text.
    private static func openingTag(_ kind: SyntaxClassification) -> [UInt8]? {
        switch kind {
        case .keyword: Tag.keyword
        case .type: Tag.type
        case .integerLiteral, .floatLiteral: Tag.number
        case .stringLiteral, .regexLiteral: Tag.string
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: Tag.comment
        case .attribute: Tag.attribute
        case .ifConfigDirective: Tag.directive
        case .argumentLabel: Tag.label
        case .identifier, .dollarIdentifier, .operator, .editorPlaceholder, .none: nil
        @unknown default: nil
        }
    }

    private enum Tag {
        static let keyword = opening("keyword"), type = opening("type"), number = opening("number")
        static let string = opening("string"), comment = opening("comment"), attribute = opening("attribute")
        static let directive = opening("directive"), label = opening("label")

        private static func opening(_ name: String) -> [UInt8] { Array("<span class=\"hl-\(name)\">".utf8) }
    }

    private static let closingTag = Array("</span>".utf8)

    /// Appends `bytes` to `html` with `&`, `<`, `>`, `"` and `'` escaped.
    private static func escape(_ bytes: ArraySlice<UInt8>, into html: inout [UInt8]) {
        HTMLText.appendEscaped(bytes, to: &html)
    }
}
