import SwiftSyntax

/// Which of a name's definitions `dsgen init` reads when `#if` gives it one per platform: the
/// iOS one, as the previews draw iOS (`#if os(iOS)`, `#if canImport(UIKit)`, or the `#else` of a
/// branch for another platform), so that a Mac Catalyst or macOS value is kept as a note only.
package enum PlatformBranch {
    /// The definition to read of several, and the conditions of the others (`targetEnvironment(macCatalyst)`).
    package static func preferred(
        _ definitions: [TokenDefinitions.Definition]
    ) -> (TokenDefinitions.Definition, [String])? {
        guard let first = definitions.first else { return nil }
        guard definitions.count > 1 else { return (first, []) }
        let scored = definitions.map { ($0, score(of: $0.binding)) }
        let best = scored.max { $0.1 < $1.1 }?.0 ?? first
        let others = scored.filter { $0.0.binding.id != best.binding.id }.map { condition(of: $0.0.binding) ?? "#else" }
        return (best, others)
    }

    /// The definitions of one name that iOS compiles: those under `#if` for another platform are
    /// left out when another definition is there (drift compares what the guide shows).
    static func forIOS(_ definitions: [TokenDefinitions.Definition]) -> [TokenDefinitions.Definition] {
        guard definitions.count > 1 else { return definitions }
        let kept = definitions.filter { score(of: $0.binding) > 0 }
        return kept.isEmpty ? definitions : kept
    }

    /// 2 for a clause for iOS, 0 for one for another platform, 1 for anything else (`#else`,
    /// no `#if` at all): where the definition stands decides.
    private static func score(of binding: PatternBindingSyntax) -> Int {
        guard let text = condition(of: binding) else {
            // An `#else` after a clause for another platform is iOS's.
            return isElseAfterOtherPlatform(binding) ? 2 : 1
        }
        if iOSWords.contains(where: text.contains) { return 2 }
        return otherWords.contains(where: text.contains) ? 0 : 1
    }

    private static let iOSWords = ["os(iOS)", "canImport(UIKit)", "os(iPadOS)"]
    private static let otherWords = [
        "macCatalyst", "os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "canImport(AppKit)", "os(OSX)",
    ]

    /// The condition of the `#if` or `#elseif` clause the binding stands in, nil for `#else` or none.
    static func condition(of binding: PatternBindingSyntax) -> String? {
        clause(of: binding)?.condition?.trimmedDescription
    }

    private static func clause(of binding: PatternBindingSyntax) -> IfConfigClauseSyntax? {
        var node: Syntax? = Syntax(binding)
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self) { return clause }
            node = current.parent
        }
        return nil
    }

    private static func isElseAfterOtherPlatform(_ binding: PatternBindingSyntax) -> Bool {
        guard let clause = clause(of: binding), clause.condition == nil,
              let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        return clauses.contains { other in
            guard let text = other.condition?.trimmedDescription else { return false }
            return otherWords.contains(where: text.contains)
        }
    }
}
