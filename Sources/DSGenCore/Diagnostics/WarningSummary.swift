/// What `dsgen build` and `dsgen serve` print of a build's warnings: each one while there are
/// few; past that, the first few of each rule and a count of the rest, so that a site of hundreds
/// of broken links does not bury its summary (`dsgen build --verbose` prints every one).
public enum WarningSummary {
    /// Up to this many warnings are printed whole.
    static let printedWhole = 20
    /// Past that, how many of each rule are printed.
    static let examplesPerRule = 3

    /// `diagnostics` as printed: every error, and the warnings as above.
    public static func lines(_ diagnostics: [Diagnostic], verbose: Bool = false) -> [String] {
        let warnings = diagnostics.filter { $0.severity != .error }
        guard !verbose, warnings.count > printedWhole else { return diagnostics.map(\.description) }
        let examples = warnings.groupedInOrder(by: \.rule).flatMap { rule, all in
            let rest = all.count - examplesPerRule
            return all.prefix(examplesPerRule).map(\.description)
                + (rest > 0 ? ["note: \(rest) more [\(rule)] warning\(rest == 1 ? "" : "s"), not shown"] : [])
        }
        return diagnostics.filter { $0.severity == .error }.map(\.description) + examples
            + ["note: \(warnings.count) warnings in all; dsgen build --verbose prints every one"]
    }
}
