import DSGenCore
import DSGenLint

/// What `dsgen init` says of the definitions it did not read: a located warning per reason, with
/// the count and two examples, or with `verbose` a warning per definition.
enum InitReport {
    /// A note per token read under an assumption, at its definition.
    static func assumed(_ tokens: AppTokens) -> [String] {
        tokens.assumptions.map {
            "\($0.location): note: '\($0.swiftName)' is \($0.text)"
        }
    }

    static func skipped(_ tokens: AppTokens, verbose: Bool) -> [String] {
        let line = { (skipped: AppTokens.Skipped) in
            "\(skipped.location): warning: '\(skipped.swiftName)' is not read: \(skipped.reason) [\(RuleID.initSkipped)]"
        }
        guard !verbose else { return tokens.skipped.map(line) }
        return tokens.skippedByReason.map { reason, skipped in
            guard skipped.count > 1, let first = skipped.first else { return skipped.map(line).joined() }
            let examples = skipped.prefix(2).map { "'\($0.swiftName)' (\($0.location))" }
                .joined(separator: " and ")
            return "\(first.location): warning: \(skipped.count) definitions are not read: \(reason.rawValue), " +
                "such as \(examples) [\(RuleID.initSkipped)]"
        }
    }
}
