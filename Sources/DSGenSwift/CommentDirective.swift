import DSGenCore
import Foundation
import SwiftSyntax

/// A comment that tells lint something: a suppression (`// dsgen:disable:next rule`), or in a page's
/// example, the start of a counter-example (`// ❌ DON'T`) or of the good example after it (`// ✅ DO`).
public struct CommentDirective: Sendable {
    public enum Kind: Equatable, Sendable {
        case disableNext([String])
        case disable([String])
        case enable([String])
        case counterexample
        case example
    }

    public var kind: Kind
    public var position: AbsolutePosition

    /// Reads a comment's text (with its `//` or `/*`); nil for an ordinary comment.
    package init?(comment: String, at position: AbsolutePosition) {
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2).dropLast(2)
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "/" }
        self.position = position
        if body.hasPrefix("dsgen:") {
            let words = body.dropFirst(6).split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
            guard let verb = words.first else { return nil }
            let rules = Array(words.dropFirst())
            switch verb {
            case "disable:next": kind = .disableNext(rules)
            case "disable": kind = .disable(rules)
            case "enable": kind = .enable(rules)
            default: return nil
            }
        } else if Self.isMarker(body, Self.counterexampleWords, emoji: "❌") {
            kind = .counterexample
        } else if Self.isMarker(body, Self.exampleWords, emoji: "✅") {
            kind = .example
        } else {
            return nil
        }
    }

    /// The directives among the comments of `trivia`, which starts at `start`.
    public static func all(in trivia: Trivia, from start: AbsolutePosition) -> [CommentDirective] {
        var position = start
        var found: [CommentDirective] = []
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text):
                if let directive = CommentDirective(comment: text, at: position) { found.append(directive) }
            default:
                break
            }
            position += piece.sourceLength
        }
        return found
    }

    package static let counterexampleWords = ["DON'T", "DON’T"]
    package static let exampleWords = ["DO"]

    /// Whether `text` is an explicit marker: one of `words` alone or followed by a colon
    /// (`// DON'T`, `// DO: …`), or after `emoji` followed by anything (`// ❌ DON'T hard-code`).
    /// The emoji alone is no marker: pages use ❌ for much else, such as a compiler's error
    /// (`// ❌ error: cannot find 'x'`), and a sentence such as `// DO NOT use literals` is an
    /// ordinary comment.
    private static func isMarker(_ text: Substring, _ words: [String], emoji: Unicode.Scalar) -> Bool {
        var scalars = text.unicodeScalars
        let hasEmoji = scalars.first == emoji
        if hasEmoji {
            // ❌ may carry the emoji variation selector, U+FE0F.
            scalars = scalars.dropFirst().drop { $0 == "\u{FE0F}" }
        }
        let trimmed = String(scalars).trimmingCharacters(in: .whitespaces)
        return words.contains { word in
            trimmed == word || trimmed.hasPrefix(word + ":")
                || (hasEmoji && (trimmed.hasPrefix(word + " ") || trimmed.hasPrefix(word + "\t")))
        }
    }
}
