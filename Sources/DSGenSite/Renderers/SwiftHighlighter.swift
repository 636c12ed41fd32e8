import DSGenCore
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift code as HTML, coloured by swift-syntax's own classification of each piece: keywords,
/// types, literals, comments, attributes. Every byte of the code is kept, escaped.
enum SwiftHighlighter {
    static func html(_ code: String) -> String {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var offset = 0
        for piece in tree.classifications {
            let start = piece.range.lowerBound.utf8Offset, end = min(piece.range.upperBound.utf8Offset, bytes.count)
            guard start >= offset, start <= end else { continue }
            html += escape(bytes[offset..<start])
            let text = escape(bytes[start..<end])
            if let name = className(piece.kind) {
                html += "<span class=\"hl-\(name)\">\(text)</span>"
            } else {
                html += text
            }
            offset = end
        }
        return html + escape(bytes[offset...])
    }

    /// The CSS class of each kind the theme colours; nil for plain text.
    static func className(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "keyword"
        case .type: "type"
        case .integerLiteral, .floatLiteral: "number"
        case .stringLiteral, .regexLiteral: "string"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "comment"
        case .attribute: "attribute"
        case .ifConfigDirective: "directive"
        case .argumentLabel: "label"
        case .identifier, .dollarIdentifier, .operator, .editorPlaceholder, .none: nil
        @unknown default: nil
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> String {
        HTMLText.escaped(String(decoding: bytes, as: UTF8.self))
    }
}
