import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last:
    /// what `trimmedDescription` gives, read from the tree as it is. `trimmedDescription` builds
    /// a trimmed copy of the node first, which was a twentieth of a large site's build.
    public var sourceText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
