extension ContentLoader {
    /// A folder of token files from which not one token was read says so, rather than building an empty guide.
    static func noTokens(_ paths: [String], in root: String) -> Diagnostic? {
        let candidates = paths.filter { path in
            let name = path.pathParts.last ?? ""
            return (name.hasSuffix(".json") || DTCGLoader.isTokenFile(path))
                && !["package.json", "package-lock.json", "Contents.json"].contains(name)
        }
        guard let first = candidates.first else { return nil }
        let names = candidates.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            + (candidates.count > 3 ? " and \(candidates.count - 3) more" : "")
        return Diagnostic(
            .noTokens, at: .start(of: root + "/" + first),
            "not one token was read from \(names): dsgen reads DTCG files (*.tokens.json, *.resolver.json), " +
                "Tokens Studio's sets beside its $themes.json or $metadata.json, and asset catalogs; " +
                "`dsgen init --from FOLDER` converts other token files"
        )
    }
}

extension RuleID {
    /// A content folder whose token files gave no token at all.
    public static let noTokens: RuleID = "no_tokens"
}
