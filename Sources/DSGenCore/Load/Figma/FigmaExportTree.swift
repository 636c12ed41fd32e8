import Foundation

/// One mode file of Figma's DTCG export, rewritten as the DTCG dsgen reads the REST response as:
/// an alias where `com.figma.aliasData` names one, a number as a length unless its scope says it
/// is a weight or an opacity, scopes as `use`, the iOS code syntax as the Swift name.
final class FigmaExportTree {
    let collection: String
    let displayPath: String
    /// The token paths of each collection's group, within it: an alias whose set name is no
    /// collection of these files (a file named otherwise) is looked for in the one that holds it.
    let known: [String: Set<String>]
    private(set) var diagnostics: [Diagnostic] = []

    init(collection: String, displayPath: String, known: [String: Set<String>]) {
        self.collection = collection
        self.displayPath = displayPath
        self.known = known
    }

    /// Every token path of a mode file, within its collection: `color.gray.900`.
    static func paths(in node: JSONNode, prefix: String = "") -> Set<String> {
        var found: Set<String> = []
        for member in node.members ?? [] where !member.key.hasPrefix("$") {
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            if member.node["$value"] != nil {
                found.insert(path)
            } else {
                found.formUnion(paths(in: member.node, prefix: path))
            }
        }
        return found
    }

    func convert(_ node: JSONNode) -> JSONOutput {
        guard let members = node.members else { return JSONOutput(node) }
        if node["$value"] != nil { return token(node) ?? .object([:]) }
        var kept: [(String, JSONOutput)] = []
        for member in members where member.key != "$extensions" {
            if member.node["$value"] != nil, token(member.node) == nil { continue }
            kept.append((member.key, member.key.hasPrefix("$") ? JSONOutput(member.node) : convert(member.node)))
        }
        return .ordered(kept)
    }

    /// A variable's token, or nil for one that is no token (a flag, a text), with a warning.
    private func token(_ node: JSONNode) -> JSONOutput? {
        let extensions = node["$extensions"]
        let scopes = (extensions?["com.figma.scopes"]?.array ?? []).compactMap(\.string)
        let figmaType = extensions?["com.figma.type"]?.string ?? node["$type"]?.string ?? ""
        guard let (type, value) = typed(node, figmaType: figmaType, scopes: scopes) else {
            diagnostics.append(Diagnostic(
                .warning, .unsupportedTokenType, at: node.location,
                "a \(figmaType) variable is no kind of token; it is left out"
            ))
            return nil
        }
        var members: [(String, JSONOutput)] = [("$type", .string(type)), ("$value", value)]
        let hidden = extensions?["com.figma.hiddenFromPublishing"]?.bool ?? false
        if let description = FigmaVariables.description(node["$description"]?.string, hidden: hidden) {
            members.append(("$description", .string(description)))
        }
        var ours: [(String, JSONOutput)] = []
        if let swift = extensions?["com.figma.codeSyntax"]?["iOS"]?.string, FigmaVariables.isSwiftName(swift) {
            ours.append(("swift", .string(swift)))
        }
        let uses = scopes.flatMap { FigmaVariables.scopeUses[$0] ?? [] }
        if !uses.isEmpty { ours.append(("use", .array(uses.map(JSONOutput.string)))) }
        var written: [(String, JSONOutput)] = ours.isEmpty ? [] : [(DTCGNames.extensionKey, .ordered(ours))]
        for member in extensions?.members ?? [] where member.key.hasPrefix("com.figma.") {
            written.append((member.key, JSONOutput(member.node)))
        }
        if !written.isEmpty { members.append(("$extensions", .ordered(written))) }
        return .ordered(members)
    }

    /// The DTCG type and value: the alias `com.figma.aliasData` names, else the value as it is,
    /// a number as a length unless a scope makes it a weight or an opacity.
    private func typed(_ node: JSONNode, figmaType: String, scopes: [String]) -> (String, JSONOutput)? {
        let type: String
        switch figmaType {
        case "color": type = "color"
        case "number", "float", "dimension":
            // The token's JSON Pointer holds its name's words (`/Geofencing/FillOpacity`).
            type = FigmaVariables.floatType(scopes: scopes, name: node.pointer)
        case "string" where scopes.contains("FONT_FAMILY"), "fontFamily": type = "fontFamily"
        default: return nil
        }
        if let alias = node["$extensions"]?["com.figma.aliasData"], let target = alias["targetVariableName"]?.string {
            let set = alias["targetVariableSetName"]?.string ?? collection
            let inside = target.split(separator: "/").map {
                FigmaVariables.segment(String($0), at: alias, into: &diagnostics)
            }.joined(separator: ".")
            var group = FigmaVariables.groupName(set)
            if known[group]?.contains(inside) != true,
               let holder = known.keys.sorted().first(where: { known[$0]?.contains(inside) == true }) {
                group = holder
            }
            return (type, .string("{" + group + "." + inside + "}"))
        }
        guard let value = node["$value"] else { return nil }
        if case .string(let text) = value.value, text.hasPrefix("{") {
            // An alias written as DTCG writes one names a path inside this collection's group.
            return (type, .string("{" + FigmaVariables.groupName(collection) + "." + text.dropFirst()))
        }
        if type == "dimension", let number = value.number {
            return (type, .ordered([("value", .number(number)), ("unit", "px")]))
        }
        if type == "number", let number = value.number, scopes.contains("OPACITY") {
            return (type, .number(number > 1 ? number / 100 : number))
        }
        return (type, JSONOutput(value))
    }
}
