import DSGenCore
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
    private(set) var raw: [RawFinding] = []
    var comments: [CommentDirective] = []

    init(source: SwiftSource, tree: SourceFileSyntax, catalog: TokenCatalog, configuration: LintConfiguration, isDefinitionFile: Bool) {
        self.source = source
        self.tree = tree
        self.catalog = catalog
        self.configuration = configuration
        self.isDefinitionFile = isDefinitionFile
    }

    /// Literals are where they belong inside the declarations that define tokens.
    var isInsideDefinition: Bool { isDefinitionFile || definitionDepth > 0 }

    /// Records a finding at `node`; `replacement`, when given, is the exact rewrite of the node.
    func report(_ rule: RuleDescription, at node: some SyntaxProtocol, _ message: String, replacement: String? = nil) {
        guard let severity = configuration.severity(of: rule.id, default: rule.severity) else { return }
        let start = node.positionAfterSkippingLeadingTrivia
        let fix = replacement.map { Fix(range: start.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: $0) }
        raw.append(RawFinding(rule: rule.id, severity: severity, message: message, position: start, fix: fix))
    }

    /// The node's source text without its surrounding trivia, as messages quote it.
    func text(of node: some SyntaxProtocol) -> String {
        node.trimmedDescription
    }
}

/// A finding before its position is turned into a line and column.
struct RawFinding {
    var rule: RuleID
    var severity: Diagnostic.Severity
    var message: String
    var position: AbsolutePosition
    var fix: Fix?
}
