extension LintConfiguration {
    /// A value that changes whenever a setting that changes findings, or the sources, does.
    public var fingerprint: Int {
        var hasher = Hasher()
        hasher.combine(sources)
        hasher.combine(stableFingerprint)
        return hasher.finalize()
    }

    /// The settings that change findings, as text that is the same in every run: for the keys of
    /// results kept on disk as well as in memory.
    var stableFingerprint: String {
        var parts = ["exclude: \(excluded)", "token_files: \(tokenFiles)"]
        parts += severities.sorted { $0.key < $1.key }.map { "rule \($0.key): \(String(describing: $0.value))" }
        parts += allowedNumbers.sorted { $0.key < $1.key }.map { "allow \($0.key): \($0.value.sorted())" }
        parts += allowedNames.sorted { $0.key < $1.key }.map { "allow \($0.key): \($0.value.sorted())" }
        parts.append("contrast: \(contrastAppearances.map(\.rawValue).sorted())")
        if collectsCandidates { parts.append("candidates") }
        if !app.fingerprint.isEmpty { parts.append(app.fingerprint) }
        return parts.joined(separator: "\n")
    }

    /// Reads what the app's `files` declare, for the rules to read its names by.
    public mutating func readApp(_ files: [String]) {
        app = AppDeclarations.read(files, isTokenFile: isTokenFile)
    }
}
