import DSGenCore
import DSGenSwift
import Foundation
import SwiftParser
import SwiftSyntax

extension Linter {
    /// `token_drift` and `token_missing` over the Swift files at `paths`, read as they are on disk
    /// now, so that after `--fix` they report what the rewritten files hold. The caller passes the
    /// token files among the linted sources; a file that cannot be read is left to `lint(files:)`.
    public func checkDrift(files paths: [String]) -> [Finding] {
        guard !paths.isEmpty else { return [] }
        let sources = paths.compactMap { path in
            FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
                .map { SwiftSource(path: path, text: $0, origin: .file) }
        }
        return checkDrift(sources)
    }

    /// The drift rules over token files already in memory, read together as one set of definitions.
    func checkDrift(_ sources: [SwiftSource]) -> [Finding] {
        DriftCheck(catalog: catalog, configuration: configuration, sources: sources).findings()
    }
}

/// Compares what the token files define with the spec: each definition whose value can be read
/// against its token, and each token against the types that should define it.
struct DriftCheck {
    private struct ParsedFile {
        let source: SwiftSource
        let bytes: [UInt8]
        let lines: LineTable
    }

    private let catalog: TokenCatalog
    private let configuration: LintConfiguration
    private let files: [ParsedFile]
    private let trees: [SourceFileSyntax]
    private let definitions: TokenDefinitions

    init(catalog: TokenCatalog, configuration: LintConfiguration, sources: [SwiftSource]) {
        self.catalog = catalog
        self.configuration = configuration
        files = sources.map { source in
            let bytes = Array(source.text.utf8)
            return ParsedFile(source: source, bytes: bytes, lines: LineTable(bytes))
        }
        // A file lint gives up on (and says so) declares nothing here.
        trees = sources.map { WalkableTree($0.text).tree ?? Parser.parse(source: "") }
        definitions = TokenDefinitions(trees, instanceMembers: true)
    }

    func findings() -> [Finding] {
        let driftSeverity = configuration.severity(of: .tokenDrift, default: DriftRules.tokenDrift.severity)
        let missingSeverity = configuration.severity(of: .tokenMissing, default: DriftRules.tokenMissing.severity)
        // A root no token file declares is someone else's: Xcode's `ColorResource`, say.
        let roots = definitions.roots
        var findings: [Finding] = []
        var missingTypes: [String: (parent: TokenDefinitions.TypeDeclaration, tokens: [String])] = [:]
        for swiftName in catalog.tokensBySwiftName.keys.sorted() {
            guard let token = catalog.tokensBySwiftName[swiftName], let dot = swiftName.lastIndex(of: "."),
                  roots.contains(String(swiftName.prefix { $0 != "." })) else { continue }
            if let found = definitions.definitions[swiftName] {
                guard let driftSeverity else { continue }
                findings += PlatformBranch.forIOS(found).compactMap {
                    drift($0, of: token, named: swiftName, severity: driftSeverity)
                }
                continue
            }
            // A deprecated token is on its way out: code that no longer defines it is done with it.
            guard let missingSeverity, token.token.deprecation == nil else { continue }
            let type = String(swiftName[..<dot])
            if let declaration = definitions.types[type] {
                let name = String(swiftName[swiftName.index(after: dot)...])
                let message = DriftRules.missing(
                    name, in: type, spec: DriftSpelling.text(of: token),
                    declaration: DriftSpelling.declaration(of: token, named: name)
                )
                findings.append(finding(.tokenMissing, missingSeverity, at: declaration, message))
            } else if let (missing, parent) = outermostMissingType(of: type) {
                missingTypes[missing, default: (parent, [])].tokens.append(swiftName)
            }
        }
        findings += definitionsNotInSpec()
        for (type, missing) in missingTypes {
            guard let missingSeverity, let dot = type.lastIndex(of: ".") else { continue }
            let message = DriftRules.missingType(
                String(type[type.index(after: dot)...]), in: String(type[..<dot]), tokens: missing.tokens
            )
            findings.append(finding(.tokenMissing, missingSeverity, at: missing.parent, message))
        }
        return unsuppressed(findings).sorted()
    }

    /// The findings no `dsgen:disable` comment of their file silences. (The file's own lint leaves
    /// suppressions of these two rules to this check: it cannot tell whether they are used.)
    private func unsuppressed(_ findings: [Finding]) -> [Finding] {
        var suppressions: [String: Suppressions] = [:]
        for (index, file) in files.enumerated() {
            let lint = LintFile(
                source: file.source, tree: trees[index], catalog: catalog, configuration: configuration,
                isDefinitionFile: true
            )
            lint.findDirectives()
            suppressions[file.source.path] = Suppressions(
                lint.comments.map { ($0, file.lines.location(of: $0.position.utf8Offset).line) }
            )
        }
        return findings.filter { finding in
            suppressions[finding.location.path]?.suppresses(finding.rule, onLine: finding.location.line) != true
        }
    }

    /// A finding when the definition's value can be read and differs from the token's.
    private func drift(
        _ definition: TokenDefinitions.Definition, of token: ResolvedToken, named swiftName: String,
        severity: Diagnostic.Severity
    ) -> Finding? {
        guard let expression = definition.value, let evaluated = EvaluatedDefinition(expression, as: token.kind),
              evaluated.value.matches(token) == false else { return nil }
        let replacement = evaluated.literal.flatMap {
            DriftSpelling.replacement(for: $0, token: token, isAnnotated: definition.isAnnotated)
        }
        var fix: Fix?
        if let node = evaluated.literal?.node, let replacement {
            fix = Fix(
                range: node.positionAfterSkippingLeadingTrivia.utf8Offset
                    ..< node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: replacement
            )
        }
        let message = DriftRules.drift(
            swiftName, here: DriftSpelling.text(of: evaluated.value), spec: DriftSpelling.text(of: token),
            at: token.token.location, replacement: replacement
        )
        return finding(
            .tokenDrift, severity, in: files[definition.file], at: expression.positionAfterSkippingLeadingTrivia,
            message, fix: fix
        )
    }

    /// `token_not_in_spec`: a static member the token files define beside a group's tokens (under
    /// its Swift prefix) that the spec does not declare, once at its definition. In a platform's
    /// namespace (`extension Font { static let scaledBody … }`) its uses are not reported, so this
    /// is where the spec hears of it.
    private func definitionsNotInSpec() -> [Finding] {
        guard let severity = configuration.severity(of: .tokenNotInSpec, default: DriftRules.tokenNotInSpec.severity)
        else { return [] }
        var findings: [Finding] = []
        for swiftName in definitions.order where catalog.tokensBySwiftName[swiftName] == nil {
            guard let dot = swiftName.lastIndex(of: "."),
                  let names = catalog.namesByPrefix[String(swiftName[..<dot])] else { continue }
            let prefix = String(swiftName[..<dot]), name = String(swiftName[swiftName.index(after: dot)...])
            for definition in definitions.definitions[swiftName] ?? []
                where definition.isStatic && definition.mayBeToken {
                let closest = Suggestion(candidates: names).closest(to: name)
                let message = DriftRules.notInSpec(swiftName, prefix: prefix, tokens: names.count, closest: closest)
                findings.append(finding(
                    .tokenNotInSpec, severity, in: files[definition.file],
                    at: definition.binding.pattern.positionAfterSkippingLeadingTrivia, message
                ))
            }
        }
        return findings
    }

    /// The outermost type on the way to `type` that no token file declares, when the type around
    /// it is declared: where the missing type belongs.
    private func outermostMissingType(of type: String) -> (String, TokenDefinitions.TypeDeclaration)? {
        let segments = type.split(separator: ".")
        guard segments.count > 1 else { return nil }
        for count in 2...segments.count {
            let name = segments.prefix(count).joined(separator: ".")
            guard definitions.types[name] == nil else { continue }
            return definitions.types[segments.prefix(count - 1).joined(separator: ".")].map { (name, $0) }
        }
        return nil
    }

    private func finding(
        _ rule: RuleID, _ severity: Diagnostic.Severity, at declaration: TokenDefinitions.TypeDeclaration,
        _ message: String
    ) -> Finding {
        finding(rule, severity, in: files[declaration.file], at: declaration.position, message)
    }

    private func finding(
        _ rule: RuleID, _ severity: Diagnostic.Severity, in file: ParsedFile, at position: AbsolutePosition,
        _ message: String, fix: Fix? = nil
    ) -> Finding {
        let local = file.lines.location(of: position.utf8Offset)
        let line = LintFile.line(containing: position.utf8Offset, in: file.bytes)
        return Finding(
            diagnostic: Diagnostic(
                severity, rule, at: file.source.location(line: local.line, column: local.column), message
            ),
            fix: fix,
            lineText: String(decoding: line.line, as: UTF8.self),
            utf16Column: String(decoding: line.prefix, as: UTF8.self).utf16.count + 1
        )
    }
}

extension EvaluatedDefinition.Literal {
    /// The expression the literal is.
    var node: ExprSyntax {
        switch self {
        case .number(let node), .hexInteger(let node), .hexString(let node, _): node
        }
    }
}
