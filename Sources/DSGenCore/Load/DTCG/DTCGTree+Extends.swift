/// `$extends`: a group that takes another group's members, and the type it inherits with them.
extension DTCGTree {
    /// The members of the group `$extends` names (`{group}` or `#/group`), with its own extensions followed.
    mutating func inheritedMembers(
        _ extends: JSONNode, from path: [String], visiting: inout [String]
    ) -> [JSONMember] {
        guard let text = extends.string, let target = Self.groupPath(text) else {
            diagnostics.append(Diagnostic(
                .invalidToken, at: extends.location, "$extends names a group as {group.name} or #/group/name"
            ))
            return []
        }
        let dotted = target.joined(separator: ".")
        if visiting.contains(dotted) || path.starts(with: target) {
            diagnostics.append(Diagnostic(
                .aliasCycle, at: extends.location,
                "$extends cycle: \((visiting + [dotted]).joined(separator: " → ")); " +
                    "a group cannot extend itself or a group it extends"
            ))
            return []
        }
        var node: JSONNode? = document.root
        for segment in target { node = node?[segment] }
        guard let group = node, group.members != nil, group["$value"] == nil else {
            diagnostics.append(Diagnostic(
                .unresolvedAlias, at: extends.location, "$extends refers to no group '\(dotted)' in this file"
            ))
            return []
        }
        visiting.append(dotted)
        defer { visiting.removeLast() }
        var members = group.members ?? []
        if let further = group["$extends"] {
            let inherited = inheritedMembers(further, from: target, visiting: &visiting)
            guard inherit(inherited.count, at: further.location) else { return [] }
            members = merged(inherited: inherited, local: members)
        }
        return members.filter { $0.key != "$extends" }
    }

    /// Inherited members first, then local ones: a local token replaces an inherited one whole,
    /// and groups of the same name merge.
    func merged(inherited: [JSONMember], local: [JSONMember]) -> [JSONMember] {
        var result = inherited
        for member in local {
            guard let index = result.firstIndex(where: { $0.key == member.key }) else {
                result.append(member)
                continue
            }
            let old = result[index]
            if old.node["$value"] == nil, member.node["$value"] == nil, let oldMembers = old.node.members,
                let newMembers = member.node.members {
                var node = member.node
                node.value = .object(merged(inherited: oldMembers, local: newMembers))
                result[index] = JSONMember(key: member.key, keyLocation: member.keyLocation, node: node)
            } else {
                result[index] = member
            }
        }
        return result
    }

    /// The `$type` of the group `$extends` names, or of the group that one extends, however deep;
    /// the chain stops at a group seen before, which `inheritedMembers` reports as a cycle.
    func extendedType(_ extends: JSONNode?) -> String? {
        var extends = extends
        var seen: Set<String> = []
        while let text = extends?.string, let target = Self.groupPath(text), seen.insert(text).inserted {
            var node: JSONNode? = document.root
            for segment in target { node = node?[segment] }
            if let type = node?["$type"]?.string { return type }
            extends = node?["$extends"]
        }
        return nil
    }

    /// `{a.b}` or `#/a/b` as path segments.
    static func groupPath(_ text: String) -> [String]? {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            return text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        if text.hasPrefix("#/") {
            return text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
        }
        return nil
    }
}
