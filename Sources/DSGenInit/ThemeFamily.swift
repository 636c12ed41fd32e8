import DSGenLint
/// Themes as apps write them: a protocol of colours (`protocol ColorSet { var tintColor: Color }`)
/// and the types that conform to it, each a theme (`struct IceCubeDark: ColorSet`), or types of
/// one shape that conform to nothing else in common. Each family is one group of tokens, and each
/// of its types a context of a theme modifier.
struct ThemeFamily: Equatable {
    /// The protocol, which names the group and the tokens' Swift prefix.
    var name: String
    /// The conforming types, in the order their files declare them.
    var themes: [String]

    /// The families among `definitions`: a name two or more types inherit that is no protocol
    /// of the platform's, whose types each define two or more instance members, of one shape.
    static func find(in definitions: TokenDefinitions) -> [ThemeFamily] {
        var byProtocol: [String: [String]] = [:]
        for (type, declaration) in definitions.types.sorted(by: { $0.key < $1.key }) where !declaration.isExtension {
            for inherited in declaration.inherited where !platformProtocols.contains(inherited) {
                byProtocol[inherited, default: []].append(type)
            }
        }
        let members = Dictionary(grouping: definitions.order.filter { name in
            definitions.definitions[name]?.first.map { !$0.isStatic } ?? false
        }) { String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)]) }
        return byProtocol.sorted { $0.key < $1.key }.compactMap { name, types in
            let themes = types.filter { (members[$0]?.count ?? 0) >= 2 }
            guard themes.count >= 2, isOneShape(themes.map { type in
                Set((members[type] ?? []).map { String($0[$0.index(after: $0.lastIndex(of: ".")!)...]) })
            }) else { return nil }
            let order = definitions.order
            let first = { (type: String) in order.firstIndex { $0.hasPrefix(type + ".") } ?? Int.max }
            return ThemeFamily(name: name, themes: themes.sorted { first($0) < first($1) })
        }
    }

    /// Whether types of these members are themes of one shape: two or more members in common,
    /// half or more of each type's. Types that share only a protocol of behaviour (`extension
    /// CompoundColorTokens: AllValues`, `extension CompoundFonts: AllValues`) are not themes.
    static func isOneShape(_ members: [Set<String>]) -> Bool {
        guard let first = members.first else { return false }
        let common = members.dropFirst().reduce(first) { $0.intersection($1) }
        return common.count >= 2 && members.allSatisfy { common.count * 2 >= $0.count }
    }

    /// Protocols of Swift, Foundation and SwiftUI, which any type may conform to.
    static let platformProtocols: Set<String> = [
        "Sendable", "Identifiable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "CaseIterable",
        "Comparable", "CustomStringConvertible", "RawRepresentable", "ObservableObject", "View", "Error",
        "PreviewProvider", "PreferenceKey", "EnvironmentKey", "ViewModifier", "Shape", "App", "Scene",
        "AnyObject", "Observable", "@unchecked Sendable", "NSObject", "ShapeStyle",
    ]
}
