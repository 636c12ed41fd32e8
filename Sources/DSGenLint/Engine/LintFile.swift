import DSGenCore
import DSGenSwift
import Foundation
import SwiftSyntax

/// One Swift text while it is being linted: its tree, the tokens and settings rules consult, and
/// the findings, suppressions and counter-example markers gathered by the walk.
final class LintFile {
    let source: SwiftSource
    let tree: SourceFileSyntax
    let catalog: TokenCatalog
    let configuration: LintConfiguration
    /// Whether the whole file defines tokens (configured `token_files`): literals belong there.
    let isDefinitionFile: Bool
    /// How many declarations of a token type (`enum DesignSystem`, `extension DesignSystem.Spacing`)
    /// the walk is inside.
    var definitionDepth = 0
    /// How often the file names each token, by Swift name, for `dsgen usage` and `unused_token`.
    var references: [String: Int] = [:]
    private(set) var raw: [RawFinding] = []
    /// Findings past `findingLimit`: counted, not kept, with where the first of them is.
    private(set) var omitted: (count: Int, first: AbsolutePosition)?
    var comments: [CommentDirective] = []
    /// Where, in a page's fence, a rule the configuration turns off would have reported: a
    /// counter-example that shows that rule still shows something.
    private(set) var offRuleHits: [AbsolutePosition] = []
    /// The source's bytes, for quoting nodes and lines without walking the tree again.
    let bytes: [UInt8]

    init(
        source: SwiftSource,
        tree: SourceFileSyntax,
        catalog: TokenCatalog,
        configuration: LintConfiguration,
        isDefinitionFile: Bool
    ) {
        self.source = source
        self.tree = tree
        self.catalog = catalog
        self.configuration = configuration
        self.isDefinitionFile = isDefinitionFile
        bytes = Array(source.text.utf8)
    }

    /// The comments that direct dsgen, found from the text and confirmed by the tree to be
    /// comments (not strings): in a page's fence every comment, for its counter-example markers,
    /// from each `/`; in a file its suppression comments, from where its text says `dsgen:`.
    /// Reading only the trivia there, not every token's, is far cheaper than a walk.
    func findDirectives() {
        let needle = Array((source.isFence ? "/" : "dsgen:").utf8)
        var seen = Set<AbsolutePosition>()
        var offset = 0
        while let found = bytes.withUnsafeBufferPointer({ ByteSearch.firstIndex(of: needle, in: $0, from: offset) }) {
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: found)) else {
                offset = found + needle.count
                continue
            }
            // The token's trivia, before and after it, is read once: the search goes on past it.
            offset = max(found + needle.count, token.endPosition.utf8Offset)
            let candidates = CommentDirective.all(in: token.leadingTrivia, from: token.position)
                + CommentDirective.all(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
            // Counter-example markers mean something in a page's fences only.
            for directive in candidates
                where (source.isFence || (directive.kind != .counterexample && directive.kind != .example))
                && seen.insert(directive.position).inserted {
                comments.append(directive)
            }
        }
        comments.sort { $0.position < $1.position }
    }

    /// Literals are where they belong inside the declarations that define tokens.
    var isInsideDefinition: Bool { isDefinitionFile || definitionDepth > 0 }

    /// Whether a rule about literals of one kind should look at a site, given whether the spec has
    /// tokens of that kind. Without them a literal breaks no rule, but in a page's fence the rule
    /// still looks, so that a counter-example about that kind is known to show something.
    /// Looking for token candidates (`usage --candidates`, `hardcoded_value_without_token`), it always looks.
    func looks(_ hasTokens: Bool) -> Bool { hasTokens || source.isFence || configuration.looksForCandidates }

    /// The most findings one file or fence keeps. A generated file of a million literals would
    /// otherwise hold a gigabyte of findings; past the limit they are counted and reported as one.
    static let findingLimit = 10_000

    /// Records a finding at `node`; `replacement`, when given, is the exact rewrite of the node.
    /// A rule turned off, or one with no token to compare with, records only where it would have reported.
    /// `value` is the hard-coded value, for usage to count as a token candidate; where the spec has no
    /// token of its kind, it is reported as `hardcoded_value_without_token` when candidates are looked for.
    func report(
        _ rule: RuleDescription, at node: some SyntaxProtocol, _ message: String, replacement: String? = nil,
        value: HardcodedValue? = nil
    ) {
        let start = node.positionAfterSkippingLeadingTrivia
        if !catalog.hasTokens(for: rule.id), !source.isFence, let value, configuration.looksForCandidates {
            return reportWithoutToken(message, value: value, at: node)
        }
        guard catalog.hasTokens(for: rule.id),
              let severity = configuration.severity(of: rule.id, default: rule.severity) else {
            if source.isFence { offRuleHits.append(start) }
            return
        }
        guard raw.count < Self.findingLimit else {
            omitted = ((omitted?.count ?? 0) + 1, omitted?.first ?? start)
            return
        }
        let fix = replacement.map {
            Fix(range: start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: $0)
        }
        raw.append(RawFinding(
            rule: rule.id, severity: severity, message: message, position: start, fix: fix,
            end: node.endPositionBeforeTrailingTrivia, hardcoded: value
        ))
    }

    private func reportWithoutToken(_ message: String, value: HardcodedValue, at node: some SyntaxProtocol) {
        guard raw.count < Self.findingLimit else { return }
        let severity = configuration.severity(of: .hardcodedValueWithoutToken, default: .warning) ?? .warning
        raw.append(RawFinding(
            rule: .hardcodedValueWithoutToken, severity: severity,
            message: message + "; the spec has no \(value.kind) token yet (dsgen usage --candidates proposes some)",
            position: node.positionAfterSkippingLeadingTrivia, end: node.endPositionBeforeTrailingTrivia,
            hardcoded: value
        ))
    }

    /// The node's source text without its surrounding trivia, as messages quote it.
    func text(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let text = start <= end && end <= bytes.count
            ? String(decoding: bytes[start..<end], as: UTF8.self)
            : node.sourceText
        // A message is one line: an expression written over several lines is quoted on one.
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }
}

/// A finding before its position is turned into a line and column.
struct RawFinding {
    var rule: RuleID
    var severity: Diagnostic.Severity
    var message: String
    var position: AbsolutePosition
    var fix: Fix?
    /// Where the expression reported ends, for a finding about a node.
    var end: AbsolutePosition?
    /// The hard-coded value reported, for usage's token candidates.
    var hardcoded: HardcodedValue?

    /// One finding per expression: a hard-coded value inside another that is reported (a colour
    /// inside a gradient equal to a gradient token) is said by the outer finding, which names it,
    /// so that it is reported and fixed once; two parts of one call that one rule reports stay two.
    /// Findings are swept in order of their start, so a file of thousands of findings costs a sort.
    static func outermost(_ findings: [RawFinding]) -> [RawFinding] {
        let values = findings.indices.filter {
            findings[$0].end != nil && findings[$0].rule.rawValue.hasPrefix("hardcoded_")
        }
        guard values.count > 1 else { return findings }
        let sorted = values.sorted {
            let (left, right) = (findings[$0], findings[$1])
            return (left.position.utf8Offset, -(left.end?.utf8Offset ?? 0))
                < (right.position.utf8Offset, -(right.end?.utf8Offset ?? 0))
        }
        var result = findings, dropped: Set<Int> = [], inner: [Int: [String]] = [:]
        var outer: Int?
        for index in sorted {
            let end = findings[index].end?.utf8Offset ?? 0
            guard let current = outer, end <= findings[current].end?.utf8Offset ?? 0 else {
                outer = index
                continue
            }
            // A rule's own parts of one call (a curve and its duration) are two findings still.
            guard findings[index].rule != findings[current].rule else { continue }
            dropped.insert(index)
            inner[current, default: []].append(findings[index].message.prefix { $0 != ";" }.description)
        }
        for (index, said) in inner {
            let more = said.count > 1 ? " and \(said.count - 1) more" : ""
            result[index].message += " (it holds \(said[0])\(more))"
        }
        return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
    }
}
