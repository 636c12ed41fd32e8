import DSGenCore

/// How far an app has come: how often its code names each token (an alias's uses count for the
/// token it aliases too), which tokens nothing names, and the adoption ratio, token references
/// against the hard-coded values lint finds, for the app and for each of its folders.
public struct TokenUsage: Sendable {
    public struct Use: Sendable {
        public var swift: String
        public var path: String
        public var uses: Int
        public var files: [String]
    }

    /// Token references and hard-coded values, and the share of the references among both.
    public struct Adoption: Sendable {
        public var tokenReferences: Int
        public var hardcodedValues: Int
        public var ratio: Double {
            let all = tokenReferences + hardcodedValues
            return all == 0 ? 1 : Double(tokenReferences) / Double(all)
        }
    }

    /// Every token of the spec, in the spec's order.
    public var tokens: [Use]
    /// Whether a use of the token as an implicit member is counted: it is when its group's
    /// prefix is one platform type (`CGFloat.layoutPadding` as `.layoutPadding`, a catalog's
    /// `ColorResource.brand` as `.brand` or `Color.brand`).
    public func countsImplicitMembers(of swiftName: String) -> Bool {
        guard let dot = swiftName.lastIndex(of: ".") else { return false }
        let prefix = String(swiftName[..<dot])
        return !prefix.contains(".") && SwiftPlatformTypes.isPlatform(prefix)
    }

    /// The Swift names of the tokens nothing names, in the spec's order.
    public var unused: [String] { tokens.filter { $0.uses == 0 }.map(\.swift) }
    public var adoption: Adoption
    /// The adoption of each folder of the files, by folder path, sorted.
    public var folders: [(folder: String, adoption: Adoption)]
    /// The files that could not be read or parsed, with lint's finding for each.
    public var problems: [Finding]
    /// The hard-coded values by kind and the tokens they suggest, when the linter collected them.
    public var candidates: TokenCandidates?

    /// Reads `files` once each (or not at all, where `cache` knows them): lint's findings for the
    /// hard-coded values, and the names of tokens.
    public static func measure(files: [String], linter: Linter, cache: LintCache? = nil) -> TokenUsage {
        measure(cache.map { $0.lint(files, with: linter).results } ?? linter.lint(files: files), linter: linter)
    }

    /// The usage lint's results for the app's files show.
    public static func measure(_ results: [FileResult], linter: Linter) -> TokenUsage {
        let catalog = linter.catalog
        let measured = results.sorted { $0.path < $1.path }.map { result in
            (
                path: result.path, counts: result.references,
                hardcoded: result.findings.count { LintRules.hardcodedIDs.contains($0.rule) },
                problems: result.findings.filter { $0.rule == .swiftSyntax || $0.rule == .unreadableFile }
            )
        }
        var uses: [String: Int] = [:], filesOfToken: [String: Set<String>] = [:]
        var byFolder: [String: Adoption] = [:]
        for file in measured {
            let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
            var adoption = byFolder[folder] ?? Adoption(tokenReferences: 0, hardcodedValues: 0)
            adoption.hardcodedValues += file.hardcoded
            for (swift, count) in file.counts {
                adoption.tokenReferences += count
                // A use of an alias is a use of what it aliases, down the chain.
                var path = catalog.tokensBySwiftName[swift]?.path
                var seen: Set<String> = []
                while let current = path, seen.insert(current).inserted {
                    uses[current, default: 0] += count
                    filesOfToken[current, default: []].insert(file.path)
                    path = linter.system.token(current)?.aliasOf
                }
            }
            byFolder[folder] = adoption
        }
        let total = byFolder.values.reduce(Adoption(tokenReferences: 0, hardcodedValues: 0)) {
            Adoption(tokenReferences: $0.tokenReferences + $1.tokenReferences,
                     hardcodedValues: $0.hardcodedValues + $1.hardcodedValues)
        }
        return TokenUsage(
            tokens: linter.system.tokens.map { token in
                Use(swift: token.token.swiftName, path: token.path, uses: uses[token.path] ?? 0,
                    files: (filesOfToken[token.path] ?? []).sorted())
            },
            adoption: total,
            folders: byFolder.keys.sorted().map { ($0, byFolder[$0]!) },
            problems: measured.flatMap(\.problems),
            candidates: linter.configuration.collectsCandidates
                ? TokenCandidates.collect(results) { catalog.hasTokens(for: TokenCandidates.rule(of: $0)) } : nil
        )
    }
}
