import DSGenCore
import DSGenInit
import DSGenLint

/// What `dsgen init` says of the definitions it did not read: a located warning per reason, with
/// the count and two examples, or with `verbose` a warning per definition.
enum InitReport {
    /// ` and 14 themes of ColorSet (4 tokens each)`, or nothing.
    static func themes(_ tokens: AppTokens) -> String {
        let families = tokens.themes.map { family -> String in
            let each = family.themes.first?.values.count ?? 0
            return "\(family.themes.count) themes of \(family.name) (\(each) tokens each)"
        }
        return families.isEmpty ? "" : " and " + families.joined(separator: ", ")
    }

    /// A note per token read under an assumption, at its definition; tokens read under the same
    /// one (`#if targetEnvironment(macCatalyst)`), unless `verbose`, share a note.
    static func assumed(_ tokens: AppTokens, verbose: Bool) -> [String] {
        let line = { (assumption: AppTokens.Assumption) in
            "\(assumption.location): note: '\(assumption.swiftName)' is \(assumption.text)"
        }
        guard !verbose else { return tokens.assumptions.map(line) }
        return tokens.assumptions.groupedInOrder(by: \.text).compactMap { text, same in
            guard let first = same.first else { return nil }
            guard same.count > 1 else { return line(first) }
            let names = same.prefix(2).map { "'\($0.swiftName)'" }.joined(separator: ", ")
            return "\(first.location): note: \(same.count) tokens, such as \(names), are \(text)"
        }
    }

    static func skipped(_ tokens: AppTokens, verbose: Bool) -> [String] {
        let line = { (skipped: AppTokens.Skipped) in
            "\(skipped.location): warning: '\(skipped.swiftName)' is not read: \(skipped.reason) " +
                "[\(RuleID.initSkipped)]"
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
