extension LintConfiguration {
    /// The settings that change findings, as text that is the same in every run (`fingerprint`
    /// hashes with a seed of the process's own): for the lint cache's key.
    var stableFingerprint: String {
        var parts = ["exclude: \(excluded)", "token_files: \(tokenFiles)"]
        parts += severities.sorted { $0.key < $1.key }.map { "rule \($0.key): \(String(describing: $0.value))" }
        parts += allowedNumbers.sorted { $0.key < $1.key }.map { "allow \($0.key): \($0.value.sorted())" }
        parts += allowedNames.sorted { $0.key < $1.key }.map { "allow \($0.key): \($0.value.sorted())" }
        return parts.joined(separator: "\n")
    }
}
