import DSGenCore
import DSGenLint
import DSGenSwift
import SwiftSyntax

extension AppTokens {
    /// A family of themes read from the app: each theme's value of each member, as a spec line
    /// writes it (`#BB3BE2`, `white`).
    public struct Themes: Sendable, Equatable {
        /// The protocol the themes conform to: the group's name and the tokens' Swift prefix.
        public var name: String
        public var themes: [(name: String, values: [(member: String, kind: DSGenCore.TokenKind, value: String)])]

        public static func == (left: Themes, right: Themes) -> Bool {
            left.name == right.name && left.themes.map(\.name) == right.themes.map(\.name)
                && zip(left.themes, right.themes).allSatisfy { pair in
                    pair.0.values.map { "\($0.member) \($0.kind) \($0.value)" }
                        == pair.1.values.map { "\($0.member) \($0.kind) \($0.value)" }
                }
        }
    }
}

extension TokenReading {
    /// The values of each theme of `family`, the members every theme defines as a colour or a
    /// length, in the first theme's order.
    mutating func themes(of family: ThemeFamily) -> AppTokens.Themes? {
        var read: [(name: String, values: [String: (DSGenCore.TokenKind, String)])] = []
        for theme in family.themes {
            var values: [String: (DSGenCore.TokenKind, String)] = [:]
            for qualified in definitions.order where qualified.hasPrefix(theme + ".") {
                guard let definition = definitions.definitions[qualified]?.first,
                      let expression = definition.value else { continue }
                let member = String(qualified.dropFirst(theme.count + 1))
                let annotation = definition.binding.typeAnnotation?.type.sourceText
                guard let kind = DefinitionKind.kind(annotation: annotation, scope: theme, name: member,
                                                     expression: expression),
                      [.color, .dimension].contains(kind), let text = value(expression, kind: kind) else { continue }
                values[member] = (kind, text)
                usedFiles.insert(definition.file)
            }
            read.append((theme, values))
        }
        guard let first = family.themes.first else { return nil }
        let members = definitions.order.filter { $0.hasPrefix(first + ".") }
            .map { String($0.dropFirst(first.count + 1)) }
            .filter { member in read.allSatisfy { $0.values[member] != nil } }
        guard !members.isEmpty else { return nil }
        return AppTokens.Themes(name: family.name, themes: read.map { theme in
            (theme.name, members.compactMap { member in theme.values[member].map { (member, $0.0, $0.1) } })
        })
    }
}
