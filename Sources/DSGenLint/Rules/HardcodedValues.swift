import DSGenCore

/// What a rule about values written by hand knows of itself, kept in its description: whether
/// the spec has the tokens it compares literals with (without them a literal breaks no rule),
/// and what `dsgen.yml`'s `allow` may exempt, with what it exempts by default.
struct HardcodedValues: Sendable {
    enum Allowed: Sendable {
        /// Numbers, such as `hardcoded_spacing: [0, 1]`, and those allowed without being listed.
        case numbers(byDefault: Set<Double>)
        /// Names, such as `hardcoded_color: [white]`, from those the rule reports.
        case names(Set<String>)
        /// Nothing: every value the rule reports has a token to use.
        case nothing
    }

    let allowed: Allowed
    let hasTokens: @Sendable (TokenCatalog) -> Bool

    init(allowing allowed: Allowed, hasTokens: @escaping @Sendable (TokenCatalog) -> Bool) {
        self.allowed = allowed
        self.hasTokens = hasTokens
    }
}

extension LintRules {
    /// The rules about values written by hand, in the order `--help` lists them.
    static let hardcoded: [RuleDescription] = SwiftRules.all.map(\.description).filter { $0.hardcoded != nil }
    /// Their ids.
    static let hardcodedIDs = Set(hardcoded.map(\.id))
    private static let hardcodedByID = Dictionary(
        hardcoded.compactMap { rule in rule.hardcoded.map { (rule.id, $0) } }, uniquingKeysWith: { first, _ in first }
    )

    /// What `rule` knows of the values it reports; nil for a rule that reports none.
    static func hardcodedValues(of rule: RuleID) -> HardcodedValues? { hardcodedByID[rule] }

    /// The rules whose allowed values are numbers, with the numbers allowed by default.
    static var numbersAllowed: [(rule: RuleID, byDefault: Set<Double>)] {
        hardcoded.compactMap { rule in
            guard case .numbers(let byDefault)? = rule.hardcoded?.allowed else { return nil }
            return (rule.id, byDefault)
        }
    }

    /// The rules whose allowed values are names, with the names each reports.
    static var namesAllowed: [(rule: RuleID, names: Set<String>)] {
        hardcoded.compactMap { rule in
            guard case .names(let names)? = rule.hardcoded?.allowed else { return nil }
            return (rule.id, names)
        }
    }
}
