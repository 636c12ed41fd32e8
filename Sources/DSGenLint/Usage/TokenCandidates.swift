import DSGenCore

/// The values an app hard-codes, kind by kind (kinds with no token yet included), counted, and the
/// tokens they suggest: a scale on a base grid of 4 or 8 points where most uses fit one, else the
/// most used values, with the share of uses the proposal covers exactly and the values it leaves out.
public struct TokenCandidates: Sendable {
    public struct Value: Sendable, Equatable {
        public var value: String
        public var uses: Int
        public var files: Int
    }

    public struct Kind: Sendable {
        public var kind: String
        /// Whether the spec has tokens of the kind already.
        public var hasTokens: Bool
        /// Every value, the most used first.
        public var values: [Value]
        public var uses: Int { values.reduce(0) { $0 + $1.uses } }
        public var proposal: Proposal
    }

    public struct Proposal: Sendable {
        /// The grid the steps lie on (4 or 8 points), where most uses fit one.
        public var grid: Int?
        /// The proposed tokens' values, smallest first.
        public var steps: [Value]
        /// The share of all uses whose value is a step.
        public var coverage: Double
        /// The values left out, the most used first.
        public var outside: [Value]
    }

    public var kinds: [Kind]

    /// What usage knows of a kind of hard-coded value: the rule that reports it, whether it is a
    /// length (which may lie on a grid), and how its proposal is written as a fence.
    struct KindInfo: Sendable {
        var name: String
        var rule: RuleID
        var isLength: Bool
        var header: String
        var tokenName: String
    }

    /// The kinds in the order a guide shows them.
    static let known: [KindInfo] = [
        KindInfo(name: "spacing", rule: .hardcodedSpacing, isLength: true, header: "spacing kind=dimension",
                 tokenName: "space"),
        KindInfo(name: "radius", rule: .hardcodedRadius, isLength: true, header: "radius kind=radius",
                 tokenName: "radius"),
        KindInfo(name: "size", rule: .hardcodedSize, isLength: true, header: "sizes kind=dimension use=size",
                 tokenName: "size"),
        KindInfo(name: "line width", rule: .hardcodedLineWidth, isLength: true, header: "lineWidths kind=dimension",
                 tokenName: "width"),
        KindInfo(name: "font size", rule: .hardcodedFont, isLength: false, header: "fontSizes kind=dimension use=text",
                 tokenName: "text"),
        KindInfo(name: "opacity", rule: .hardcodedOpacity, isLength: false, header: "opacity kind=opacity",
                 tokenName: "opacity"),
        KindInfo(name: "duration", rule: .hardcodedMotion, isLength: false, header: "durations kind=duration",
                 tokenName: "duration"),
        KindInfo(name: "colour", rule: .hardcodedColor, isLength: false, header: "colors kind=color",
                 tokenName: "color"),
    ]

    static func info(_ kind: String) -> KindInfo? { known.first { $0.name == kind } }

    /// The rule that reports hard-coded values of `kind`.
    static func rule(of kind: String) -> RuleID { info(kind)?.rule ?? .hardcodedValueWithoutToken }

    /// The fewest uses that make a value a step when no grid fits.
    static let share = 0.8
    static let mostSteps = 10

    /// The candidates in lint's results: each finding that names its hard-coded value.
    public static func collect(_ results: [FileResult], hasTokens: (String) -> Bool) -> TokenCandidates {
        var counts: [String: [String: (uses: Int, files: Set<String>)]] = [:]
        for result in results {
            for finding in result.findings {
                guard let value = finding.diagnostic.hardcoded else { continue }
                var entry = counts[value.kind, default: [:]][value.value] ?? (0, [])
                entry.uses += 1
                entry.files.insert(result.path)
                counts[value.kind, default: [:]][value.value] = entry
            }
        }
        let order = known.map(\.name)
        let kinds = order.filter { counts[$0] != nil } + counts.keys.filter { !order.contains($0) }.sorted()
        return TokenCandidates(kinds: kinds.map { kind in
            let values = (counts[kind] ?? [:])
                .map { Value(value: $0.key, uses: $0.value.uses, files: $0.value.files.count) }
                .sorted { ($0.uses, $1.value) > ($1.uses, $0.value) }
            return Kind(kind: kind, hasTokens: hasTokens(kind), values: values, proposal: propose(values, kind: kind))
        })
    }

    /// Steps on the coarsest grid that at least `share` of the uses fit; else the most used values
    /// up to `share` of the uses.
    static func propose(_ values: [Value], kind: String) -> Proposal {
        let total = max(values.reduce(0) { $0 + $1.uses }, 1)
        func onGrid(_ grid: Int) -> [Value] {
            values.filter { value in
                Double(value.value).map { $0 > 0 && $0.truncatingRemainder(dividingBy: Double(grid)) == 0 } == true
            }
        }
        let grid = info(kind)?.isLength == true
            ? [8, 4].first { Double(onGrid($0).reduce(0) { $0 + $1.uses }) >= share * Double(total) } : nil
        var steps: [Value] = []
        if let grid {
            steps = Array(onGrid(grid).prefix(mostSteps))
        } else {
            var covered = 0
            for value in values where steps.count < mostSteps && Double(covered) < share * Double(total) {
                steps.append(value)
                covered += value.uses
            }
        }
        let chosen = Set(steps.map(\.value))
        let sorted = steps.sorted { (Double($0.value) ?? 0, $0.value) < (Double($1.value) ?? 0, $1.value) }
        return Proposal(
            grid: grid, steps: sorted, coverage: Double(steps.reduce(0) { $0 + $1.uses }) / Double(total),
            outside: values.filter { !chosen.contains($0.value) }
        )
    }
}
