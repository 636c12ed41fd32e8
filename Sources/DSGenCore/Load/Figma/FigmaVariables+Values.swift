import Foundation

extension FigmaVariables {
    /// What a variable's value is read against: its collection, and every variable's path and type.
    struct Place {
        var collection: Collection
        var paths: [String: String]
        var types: [String: String]
        /// Variables whose code syntax another took first: read under the name their path makes.
        var sharedSwiftNames: Set<String> = []
    }

    /// The DTCG token of `variable` in `mode` (the default mode's value where it has none there),
    /// or nil with an error in `problems`.
    func entry(_ variable: Variable, mode: String, _ place: Place, _ problems: inout [Diagnostic]) -> JSONOutput? {
        let node = variable.values.first { $0.modeID == mode }?.node
            ?? variable.values.first { $0.modeID == place.collection.defaultModeID }?.node
        guard let node, let type = Self.kind(of: variable) else {
            problems.append(Diagnostic(
                .error, .invalidValue, at: variable.node.location, "'\(variable.name)' has no value in valuesByMode"
            ))
            return nil
        }
        guard let value = value(of: variable, node, place, &problems) else { return nil }
        var members: [(String, JSONOutput)] = [("$type", .string(type)), ("$value", value)]
        if let description = Self.description(variable.description, hidden: variable.isHidden) {
            members.append(("$description", .string(description)))
        }
        var ours: [(String, JSONOutput)] = []
        if let swift = variable.swiftName, Self.isSwiftName(swift), !place.sharedSwiftNames.contains(variable.id) {
            ours.append(("swift", .string(swift)))
        }
        let uses = variable.scopes.flatMap { Self.scopeUses[$0] ?? [] }
        if !uses.isEmpty { ours.append(("use", .array(uses.map(JSONOutput.string)))) }
        var extensions: [(String, JSONOutput)] = ours.isEmpty ? [] : [(DTCGNames.extensionKey, .ordered(ours))]
        extensions.append(("com.figma.variableId", .string(variable.id)))
        if !variable.scopes.isEmpty {
            extensions.append(("com.figma.scopes", .array(variable.scopes.map(JSONOutput.string))))
        }
        if variable.isHidden { extensions.append(("com.figma.hiddenFromPublishing", .bool(true))) }
        members.append(("$extensions", .ordered(extensions)))
        return .ordered(members)
    }

    /// The variable's description, and whether Figma hides it from publishing, which the page says.
    static func description(_ text: String?, hidden: Bool) -> String? {
        let parts = [text.flatMap { $0.isEmpty ? nil : $0 }, hidden ? "Hidden from publishing in Figma." : nil]
        let joined = parts.compactMap { $0 }.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    /// The value as DTCG writes it: an alias as `{path}`, a colour as an sRGB object, a length in px.
    private func value(
        of variable: Variable, _ node: JSONNode, _ place: Place, _ problems: inout [Diagnostic]
    ) -> JSONOutput? {
        if node["type"]?.string == "VARIABLE_ALIAS" {
            guard let id = node["id"]?.string, let target = place.paths[id] else {
                problems.append(Diagnostic(
                    .error, .unresolvedAlias, at: node.location,
                    "'\(variable.name)' is an alias of \(node["id"]?.string ?? "nothing"), which is no variable " +
                        "read from this file; it is left out"
                ))
                return nil
            }
            guard place.types[id] == variable.type else {
                problems.append(Diagnostic(
                    .error, .aliasKindMismatch, at: node.location,
                    "'\(variable.name)' is a \(variable.type) variable aliasing a \(place.types[id] ?? "") one"
                ))
                return nil
            }
            return .string("{\(target)}")
        }
        switch (variable.type, node.value) {
        case ("COLOR", .object):
            let channels = ["r", "g", "b"].compactMap { node[$0]?.number }
            guard channels.count == 3 else { break }
            return .ordered([
                ("colorSpace", "srgb"), ("components", .array(channels.map(JSONOutput.number))),
                ("alpha", .number(node["a"]?.number ?? 1)),
            ])
        case ("FLOAT", .number(let number)):
            switch Self.kind(of: variable) {
            case "dimension": return .ordered([("value", .number(number)), ("unit", "px")])
            // Figma's opacities run from 0 to 100.
            case "number" where variable.scopes.contains("OPACITY"): return .number(number > 1 ? number / 100 : number)
            default: return .number(number)
            }
        case ("STRING", .string(let text)): return .string(text)
        default: break
        }
        problems.append(Diagnostic(
            .error, .invalidValue, at: node.location,
            "'\(variable.name)' says it is a \(variable.type) variable, but its value is \(node.kindDescription) " +
                "of another shape; it is left out"
        ))
        return nil
    }

    /// Variables whose iOS code syntax an earlier one has, each with a warning at it.
    static func sharedSwiftNames(_ variables: [Variable]) -> (ids: Set<String>, diagnostics: [Diagnostic]) {
        var first: [String: String] = [:]
        var shared: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for variable in variables {
            guard let swift = variable.swiftName, isSwiftName(swift) else { continue }
            if let earlier = first[swift] {
                shared.insert(variable.id)
                diagnostics.append(Diagnostic(
                    .warning, .formatDeviation, at: variable.node.location,
                    "the code syntax '\(swift)' of '\(variable.name)' is '\(earlier)'s already; it is read under " +
                        "the Swift name its path makes"
                ))
            } else {
                first[swift] = variable.name
            }
        }
        return (shared, diagnostics)
    }

    /// What is read with a bending of the file: a mode the collection does not declare, a mode
    /// missing (the default mode's value is read), a code syntax that is no Swift name.
    func warnings(of variable: Variable, in collections: [String: Collection]) -> [Diagnostic] {
        guard let collection = collections[variable.collectionID] else { return [] }
        var found: [Diagnostic] = []
        let declared = Set(collection.modes.map(\.id))
        for (modeID, node) in variable.values where !declared.contains(modeID) {
            found.append(Diagnostic(
                .warning, .formatDeviation, at: node.location,
                "'\(variable.name)' has a value for the mode \(modeID), which '\(collection.name)' does not declare; " +
                    "it is not read"
            ))
        }
        let given = Set(variable.values.map(\.modeID))
        for mode in collection.modes where !given.contains(mode.id) {
            found.append(Diagnostic(
                .warning, .formatDeviation, at: variable.node.location,
                "'\(variable.name)' has no value for the mode '\(mode.name)'; the default mode's value is read"
            ))
        }
        if let swift = variable.swiftName, !swift.isEmpty, !Self.isSwiftName(swift) {
            found.append(Diagnostic(
                .warning, .formatDeviation, at: variable.node.location,
                "the code syntax '\(swift)' of '\(variable.name)' is no Swift name (Type.name); the name made " +
                    "from its path is used"
            ))
        }
        return found
    }
}
