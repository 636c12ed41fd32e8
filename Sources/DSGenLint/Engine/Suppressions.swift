import DSGenCore
import DSGenSwift
import SwiftSyntax

/// The `dsgen:disable` comments of one file, and which of them have silenced a finding.
struct Suppressions {
    private struct Entry {
        var rule: String
        var lines: ClosedRange<Int>
        var position: AbsolutePosition
        var used = false
    }

    private var entries: [Entry] = []
    private var invalid: [(position: AbsolutePosition, message: String)] = []

    /// `comments` with the line each stands on, in file order.
    init(_ comments: [(CommentDirective, line: Int)]) {
        var open: [String: (line: Int, position: AbsolutePosition)] = [:]
        for (comment, line) in comments {
            switch comment.kind {
            case .disableNext(let rules):
                for rule in checked(rules, at: comment.position) {
                    entries.append(Entry(rule: rule, lines: line + 1...line + 1, position: comment.position))
                }
            case .disable(let rules):
                for rule in checked(rules, at: comment.position) where open[rule] == nil {
                    open[rule] = (line, comment.position)
                }
            case .enable(let rules):
                for rule in checked(rules, at: comment.position) {
                    guard let start = open.removeValue(forKey: rule) else { continue }
                    entries.append(Entry(rule: rule, lines: start.line...line, position: start.position))
                }
            case .counterexample, .example:
                break
            }
        }
        for (rule, start) in open {
            entries.append(Entry(rule: rule, lines: start.line...Int.max, position: start.position))
        }
    }

    /// Whether a finding of `rule` on `line` is silenced; marks the suppression used.
    mutating func suppresses(_ rule: RuleID, onLine line: Int) -> Bool {
        var silenced = false
        for index in entries.indices where entries[index].lines.contains(line)
            && (entries[index].rule == rule.rawValue || entries[index].rule == "all") {
            entries[index].used = true
            silenced = true
        }
        return silenced
    }

    /// Suppressions that silenced nothing, and ones that name no rule. Those of the drift rules
    /// are left out: the drift check runs over all token files after each file's own lint.
    var unused: [(position: AbsolutePosition, message: String)] {
        invalid + entries.filter { !$0.used && !Self.laterRules.contains($0.rule) }.map {
            ($0.position, "'dsgen:disable' of \($0.rule) suppresses nothing here; remove it")
        }
    }

    static let laterRules: Set<String> = [RuleID.tokenDrift.rawValue, RuleID.tokenMissing.rawValue]

    private mutating func checked(_ rules: [String], at position: AbsolutePosition) -> [String] {
        if rules.isEmpty {
            invalid.append((
                position,
                "name the rules to suppress, such as 'dsgen:disable:next hardcoded_spacing', or 'all'"
            ))
        }
        return rules.filter { rule in
            guard rule != "all", !LintRules.ids.contains(rule) else { return true }
            invalid.append((position, "'\(rule)' is not a rule\(Suggestion.hint(for: rule, in: LintRules.ids))"))
            return false
        }
    }
}

/// The counter-examples of a page's Swift fence: from each `// ❌ DON'T` to the next marker or the end.
struct CounterexampleRegions {
    struct Region {
        var lines: Range<Int>
        var position: AbsolutePosition
    }

    let regions: [Region]

    init(_ comments: [(CommentDirective, line: Int)]) {
        let markers = comments.filter { $0.0.kind == .counterexample || $0.0.kind == .example }
        regions = markers.indices.compactMap { index in
            let (marker, line) = markers[index]
            guard marker.kind == .counterexample else { return nil }
            let end = index + 1 < markers.count ? markers[index + 1].line : Int.max
            return Region(lines: line..<end, position: marker.position)
        }
    }

    func contains(line: Int) -> Bool { regions.contains { $0.lines.contains(line) } }
}
