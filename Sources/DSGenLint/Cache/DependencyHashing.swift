import DSGenCore

/// Something that hashes what lint results depend on: `Hasher` for the results a process keeps
/// (`Check.dependencies`), `StableHash` for those kept on disk between runs (`LintCache`).
protocol DependencyHashing {
    mutating func add<Value: Hashable>(_ value: Value)
}

extension Hasher: DependencyHashing {
    mutating func add<Value: Hashable>(_ value: Value) { combine(value) }
}

extension StableHash: DependencyHashing {
    /// A value by its reflected text, which is the same in every process.
    mutating func add<Value: Hashable>(_ value: Value) { combine(String(reflecting: value)) }
}

extension Linter {
    /// Feeds `hasher` everything a lint result depends on besides its source: each token's path,
    /// values, Swift name, deprecation, alias and uses (fixes and messages name them), and the
    /// configuration's settings that change findings.
    func hashDependencies<Hashing: DependencyHashing>(into hasher: inout Hashing) {
        for token in system.tokens {
            hasher.add(token.path)
            hasher.add(token.values)
            hasher.add(token.token.swiftName)
            hasher.add(token.token.deprecation)
            hasher.add(token.aliasOf)
            hasher.add(token.token.uses)
        }
        // The theme modifiers decide which groups' members are reached through a theme object.
        hasher.add(system.themes.map(\.name))
        hasher.add(configuration.stableFingerprint)
    }
}
