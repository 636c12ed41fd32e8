/// Where a resolver bends the Resolver Module 2025.10 but has one reading: properties it does not
/// define, a modifier of one context, an entry named twice in `resolutionOrder`. Each is a warning.
extension DTCGResolver {
    private static let rootProperties: Set<String> = [
        "name", "version", "description", "sets", "modifiers", "resolutionOrder", "composition",
        "$schema", "$extensions", "$defs",
    ]
    private static let setProperties: Set<String> = ["name", "type", "description", "sources", "$extensions"]
    private static let modifierProperties: Set<String> = [
        "name", "type", "description", "contexts", "default", "$extensions",
    ]

    /// The warnings for properties of the root, its sets and its modifiers that the module does not define.
    static func unknownProperties(of root: JSONNode) -> [Diagnostic] {
        var warnings = unknown(in: root, allowed: rootProperties, what: "a resolver")
        for set in root["sets"]?.members ?? [] {
            warnings += unknown(in: set.node, allowed: setProperties, what: "the set '\(set.key)'")
        }
        for modifier in root["modifiers"]?.members ?? [] {
            warnings += unknown(in: modifier.node, allowed: modifierProperties, what: "the modifier '\(modifier.key)'")
        }
        return warnings
    }

    private static func unknown(in node: JSONNode, allowed: Set<String>, what: String) -> [Diagnostic] {
        (node.members ?? []).filter { !allowed.contains($0.key) }.map { member in
            Diagnostic(
                .warning, .formatDeviation, at: member.keyLocation,
                "'\(member.key)' is not a property of \(what) in the Resolver Module 2025.10; it is ignored"
            )
        }
    }

    /// A modifier chooses between two or more contexts; one of a single context is read as a set.
    static func singleContext(_ node: JSONNode, name: String) -> Diagnostic? {
        guard let contexts = node["contexts"]?.members, contexts.count == 1 else { return nil }
        return Diagnostic(
            .warning, .formatDeviation, at: node["contexts"]?.location ?? node.location,
            "a modifier chooses between two or more contexts; '\(name)' has one, '\(contexts[0].key)', " +
                "which is read as a set"
        )
    }

    /// An entry `resolutionOrder` names again: the second adds nothing the first did not.
    static func repeated(_ item: JSONNode, seen: inout Set<String>) -> Diagnostic? {
        guard let reference = item["$ref"]?.string else { return nil }
        guard seen.insert(reference).inserted else {
            return Diagnostic(
                .warning, .formatDeviation, at: item.location,
                "resolutionOrder names '\(reference)' twice; it is read where it is first named"
            )
        }
        return nil
    }
}
