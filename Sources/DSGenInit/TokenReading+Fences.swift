import DSGenCore
import DSGenLint
import Foundation
import SwiftSyntax

/// How the tokens read become fences: a group per Swift type, named for it, with the lengths of
/// a type that holds several kinds of them (spacing, border widths, font sizes…) split by
/// purpose, and the comments that become descriptions.
extension TokenReading {
    /// The group of a Swift type: its segments after the outermost namespace, in lower camel
    /// case (`DesignSystem.Spacing` → `spacing`); a type on its own keeps its name (`Color` → `color`).
    func group(of scope: String, collide: Bool) -> String {
        if let platform = Self.platformGroups[scope] { return platform }
        let segments = scope.split(separator: ".").map(String.init)
        let kept = segments.count > 1 && !collide ? Array(segments.dropFirst()) : segments
        return kept.map(Self.lowerCamel).joined(separator: ".")
    }

    /// Whether two namespaces would give the same group once their outermost type is dropped
    /// (`DesignSystem.Colors` and `Theme.Colors`): then every group keeps its outermost type.
    var groupsCollide: Bool {
        var owners: [String: String] = [:]
        for token in tokens.values {
            let segments = token.scope.split(separator: ".")
            guard segments.count > 1 else { continue }
            let dropped = segments.dropFirst().joined(separator: ".")
            if let owner = owners[dropped], owner != token.scope { return true }
            owners[dropped] = token.scope
        }
        return false
    }

    /// Each token's group, by qualified name, worked out once every token is read. A length whose
    /// name says what it is for goes to the group of that purpose (`spacing`, `borderWidths`),
    /// named by the purpose alone when one type holds all of them, else with its type's group
    /// below it (`spacing.layout`).
    func groups() -> [String: String] {
        let collide = groupsCollide
        var purposes: [String: LengthPurpose] = [:], owners: [LengthPurpose: Set<String>] = [:]
        let typeGroups = Set(tokens.values.map { group(of: $0.scope, collide: collide) })
        for (qualified, token) in tokens where token.kind == .dimension {
            let base = group(of: token.scope, collide: collide)
            // A type named for the purpose (`DesignSystem.Spacing`) keeps its group.
            // A number in a font's namespace is a font size, whatever its name (`body`).
            let inFont = Self.platformGroups[token.scope] == "typography"
            let named = LengthPurpose(name: token.name) ?? (inFont ? .fontSizes : nil)
            guard let purpose = named, LengthPurpose(name: base) != purpose else { continue }
            purposes[qualified] = purpose
            owners[purpose, default: []].insert(token.scope)
        }
        var result: [String: String] = [:]
        for (qualified, token) in tokens {
            let base = group(of: token.scope, collide: collide)
            guard let purpose = purposes[qualified] else {
                result[qualified] = base
                continue
            }
            let alone = owners[purpose]?.count == 1 && !typeGroups.contains(purpose.group)
            // Several types' lengths of one purpose share its page, each type a group of its own.
            result[qualified] = alone ? purpose.group : purpose.group + "." + base
        }
        return result
    }

    /// The fences: one per group and kind, in the order their first tokens are declared.
    func fences() -> [AppTokens.Fence] {
        let groups = groups()
        var result: [AppTokens.Fence] = []
        var index: [String: Int] = [:]
        for qualified in order {
            guard let token = tokens[qualified], let group = groups[qualified] else { continue }
            let key = token.scope + "#" + token.kind.rawValue + "#" + group
            let value = token.alias.map { alias in
                "{\(groups[alias.target] ?? alias.target).\(tokens[alias.target]?.name ?? "")}\(alias.suffix)"
            } ?? Self.resolvingPlaceholders(token.value) { target in
                "{\(groups[target] ?? target).\(tokens[target]?.name ?? "")}"
            }
            let line = AppTokens.Line(name: token.name, value: value, summary: token.summary)
            if let at = index[key] {
                result[at].lines.append(line)
            } else {
                index[key] = result.count
                result.append(AppTokens.Fence(
                    group: group, kind: token.kind, swiftPrefix: token.scope, lines: [line],
                    uses: token.kind == .dimension ? LengthPurpose(name: group)?.uses ?? [] : []
                ))
            }
        }
        return result
    }

    /// `///` lines above the declaration, else a `//` comment after it on its line.
    static func comment(of binding: PatternBindingSyntax) -> String? {
        guard let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let documentation = declaration.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece { return text.dropFirst(3).trimmingCharacters(in: .whitespaces) }
            return nil
        }
        if !documentation.isEmpty { return documentation.joined(separator: " ") }
        for piece in declaration.trailingTrivia {
            if case .lineComment(let text) = piece { return text.dropFirst(2).trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// The groups of tokens an app adds to the platform's own types, named for what they hold.
    static let platformGroups: [String: String] = [
        "CGFloat": "layout", "Double": "layout", "Float": "layout", "Int": "layout",
        "Color": "colors", "SwiftUI.Color": "colors", "ShapeStyle": "colors",
        "Font": "typography", "SwiftUI.Font": "typography",
        "Font.Weight": "fontWeights", "Material": "materials",
    ]

    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        let run = characters.prefix { $0.isUppercase }.count
        guard run > 0 else { return name }
        let lowered = run < characters.count && run > 1 ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    static func short(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }
}
