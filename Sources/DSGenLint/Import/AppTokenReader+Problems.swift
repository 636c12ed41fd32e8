import DSGenCore
import SwiftSyntax

extension AppTokenReader {
    /// The file's first syntax error, located: its tokens cannot be read.
    static func syntaxError(in tree: SourceFileSyntax, of file: (path: String, text: String)) -> Diagnostic {
        let lines = LineTable(Array(file.text.utf8))
        let error = SyntaxErrorFinder.firstError(in: tree)
        let local = lines.location(of: error?.position.utf8Offset ?? 0)
        let message = (error.map { $0.message + "; " } ?? "")
            + "the file is not valid Swift, so its tokens cannot be read; fix it and run dsgen init again"
        return Diagnostic(
            .swiftSyntax, at: SourceLocation(path: file.path, line: local.line, column: local.column), message
        )
    }
}
