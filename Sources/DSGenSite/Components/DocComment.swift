import Foundation
import SwiftSyntax

/// A declaration's doc comment (`///` lines or a `/** */` block), as Xcode's Quick Help reads
/// it: the summary is its first paragraph, and `- Parameter name:` or a `- Parameters:` list
/// describes the parameters.
struct DocComment {
    private(set) var summary = ""
    private(set) var parameters: [String: String] = [:]

    init(_ trivia: Trivia) {
        let lines = trivia.flatMap { piece -> [String] in
            switch piece {
            case .docLineComment(let text): [String(text.dropFirst(3))]
            case .docBlockComment(let text):
                text.dropFirst(3).dropLast(2).split(separator: "\n", omittingEmptySubsequences: false).map {
                    String($0.drop { $0 == " " || $0 == "\t" || $0 == "*" })
                }
            default: []
            }
        }
        read(lines.map { $0.trimmingCharacters(in: .whitespaces) })
    }

    private mutating func read(_ lines: [String]) {
        var paragraph: [String] = []
        var current: String?
        var inParameters = false
        for line in lines {
            if let (name, text) = Self.parameter(line, inList: inParameters) {
                current = name
                parameters[name] = text
                continue
            }
            if line.lowercased().hasPrefix("- parameters:") {
                inParameters = true
                current = nil
                continue
            }
            if line.hasPrefix("- ") {
                // Another field (`- Returns:`, `- Note:`): its lines belong to no parameter.
                (current, inParameters) = (nil, false)
                continue
            }
            if let name = current, !line.isEmpty {
                parameters[name, default: ""] += " " + line
            } else if summary.isEmpty, current == nil, !inParameters {
                if line.isEmpty, !paragraph.isEmpty { summary = paragraph.joined(separator: " ") }
                if !line.isEmpty { paragraph.append(line) }
            }
        }
        if summary.isEmpty { summary = paragraph.joined(separator: " ") }
    }

    /// `- Parameter title: The text.`, or in a `- Parameters:` list `- title: The text.`
    private static func parameter(_ line: String, inList: Bool) -> (String, String)? {
        var rest = Substring(line)
        guard rest.hasPrefix("- ") else { return nil }
        rest = rest.dropFirst(2)
        if rest.lowercased().hasPrefix("parameter ") {
            rest = rest.dropFirst("parameter ".count)
        } else if !inList {
            return nil
        }
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !name.contains(" ") else { return nil }
        return (name, rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
}
