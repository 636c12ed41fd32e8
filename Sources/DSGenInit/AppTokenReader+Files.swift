import DSGenCore
import DSGenLint
import DSGenSwift
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

extension AppTokenReader {
    /// Whether the file defines something outside SwiftUI's machinery (a view's `static let`, a
    /// preview's members are never tokens): a file that does not is let go before reading.
    static func definesTokens(_ tree: SourceFileSyntax) -> Bool {
        let definitions = TokenDefinitions([tree], instanceMembers: true)
        return definitions.order.contains { name in
            var scopes = name.split(separator: ".").dropLast().map(String.init)
            while !scopes.isEmpty {
                let inherited = definitions.types[scopes.joined(separator: ".")]?.inherited ?? []
                let isMachinery = inherited.contains { type in
                    TokenReading.machinery.contains(String(type.split(separator: ".").last ?? ""))
                }
                if isMachinery { return false }
                scopes.removeLast()
            }
            return true
        }
    }
}

extension AppTokenReader {
    /// The fences of types that hold tokens: a type of many members of which a tenth or fewer are
    /// tokens (an icon font's `static let count = 7447` among its 7,000 glyphs), or an enum of cases
    /// (a model's `SettingsItem` with its `static let iconSize`), is no namespace of tokens, and its
    /// few are left out, lest every other member be an unknown token to lint.
    static func namespaces(_ fences: [AppTokens.Fence], definitions: TokenDefinitions) -> [AppTokens.Fence] {
        var members: [String: Int] = [:]
        for name in definitions.order {
            members[String(name[..<(name.lastIndex(of: ".") ?? name.startIndex)]), default: 0] += 1
        }
        var tokens: [String: Int] = [:]
        for fence in fences { tokens[fence.swiftPrefix, default: 0] += fence.lines.count }
        return fences.filter { fence in
            guard !definitions.typesWithCases.contains(fence.swiftPrefix) else { return false }
            let all = members[fence.swiftPrefix] ?? 0
            return all <= 20 || (tokens[fence.swiftPrefix] ?? 0) * 10 > all
        }
    }

    /// What a type that is no namespace of tokens holds is not mentioned either.
    static func mentioned(
        _ skipped: [AppTokens.Skipped], outside fences: [AppTokens.Fence], kept: [AppTokens.Fence]
    ) -> [AppTokens.Skipped] {
        let dropped = Set(fences.map(\.swiftPrefix)).subtracting(kept.map(\.swiftPrefix))
        return skipped.filter { skip in
            let name = skip.swiftName
            return !dropped.contains(String(name[..<(name.lastIndex(of: ".") ?? name.startIndex)]))
        }
    }
}
