import DSGenCore
import DSGenSwift
import SwiftIDEUtils
import SwiftSyntax

/// Swift code as HTML, coloured by swift-syntax's classification of each piece (as
/// `SwiftClassifier` finds it): keywords, types, literals, comments, attributes. Every byte of the
/// code is kept, escaped.
enum SwiftHighlighter {
    static func html(_ code: String) -> String {
        highlighted(tree: WalkableTree(code).tree, code: code).html
    }

    /// `code`, which `tree` was parsed from, with the runs the theme colours. Without a tree (code
    /// that could not be parsed in time, or too deep to classify: classifying recurses once per
    /// level), the code is shown plain.
    @Sendable static func highlighted(tree: SourceFileSyntax?, code: String) -> HighlightedCode {
        guard let tree else { return HighlightedCode(code: code, runs: []) }
        var runs: [HighlightedCode.Run] = []
        let count = code.utf8.count
        var offset = 0
        for run in SwiftClassifier.runs(of: tree, source: Array(code.utf8)) {
            let start = run.start, end = min(run.end, count)
            guard start >= offset, start <= end else { continue }
            if let tag = tag(run.kind) {
                runs.append(HighlightedCode.Run(start: UInt32(start), end: UInt32(end), tag: tag))
            }
            offset = end
        }
        // Copied to an array of its own size (a grown array holds up to twice its count): every
        // example's runs are kept until its page is written.
        return HighlightedCode(code: code, runs: runs.withUnsafeBufferPointer { Array($0) })
    }

    /// The HTML of `code` with its coloured `runs`.
    static func html(of code: String, runs: [HighlightedCode.Run]) -> String {
        let bytes = Array(code.utf8)
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 2)
        var offset = 0
        for run in runs {
            let start = Int(run.start), end = Int(run.end)
            escape(bytes[offset..<start], into: &html)
            html.append(contentsOf: Tag.opening[Int(run.tag)])
            escape(bytes[start..<end], into: &html)
            html.append(contentsOf: closingTag)
            offset = end
        }
        if offset < bytes.count { escape(bytes[offset...], into: &html) }
        return String(decoding: html, as: UTF8.self)
    }

    /// The place in `Tag.opening` of the `<span class="hl-…">` of each kind the theme colours (the
    /// class names its colour in the stylesheet); nil for plain text.
    private static func tag(_ kind: SyntaxClassification) -> UInt8? {
        switch kind {
        case .keyword: 0
        case .type: 1
        case .integerLiteral, .floatLiteral: 2
        case .stringLiteral, .regexLiteral: 3
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: 4
        case .attribute: 5
        case .ifConfigDirective: 6
        case .argumentLabel: 7
        case .identifier, .dollarIdentifier, .operator, .editorPlaceholder, .none: nil
        @unknown default: nil
        }
    }

    /// Each opening tag, made once rather than for every run of every example.
    private enum Tag {
        static let opening = ["keyword", "type", "number", "string", "comment", "attribute", "directive", "label"]
            .map { Array("<span class=\"hl-\($0)\">".utf8) }
    }

    private static let closingTag = Array("</span>".utf8)

    /// Appends `bytes` to `html` with `&`, `<`, `>`, `"` and `'` escaped.
    private static func escape(_ bytes: ArraySlice<UInt8>, into html: inout [UInt8]) {
        HTMLText.appendEscaped(bytes, to: &html)
    }
}

/// Swift code and the runs of it the theme colours: what its HTML is made from when its page is
/// written, at a fraction of the HTML's size.
struct HighlightedCode: Sendable {
    struct Run: Sendable {
        var start: UInt32
        var end: UInt32
        /// The run's place in the highlighter's tags.
        var tag: UInt8
    }

    let code: String
    let runs: [Run]

    var html: String { SwiftHighlighter.html(of: code, runs: runs) }
}
