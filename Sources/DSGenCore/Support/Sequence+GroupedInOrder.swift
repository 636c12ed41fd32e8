extension Sequence {
    /// The elements grouped by `key`, the groups in the order their first elements come in, each
    /// group's elements in theirs: `Dictionary(grouping:by:)` with the order kept.
    public func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [(key: Key, elements: [Element])] {
        var order: [Key] = [], groups: [Key: [Element]] = [:]
        for element in self {
            let name = key(element)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(element)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
