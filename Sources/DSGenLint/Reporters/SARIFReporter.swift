import DSGenCore
import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: the rules, each result with its rule index,
/// a repository-relative URI, a region, and a partial fingerprint that follows the code, not its line.
enum SARIFReporter {
    static func data(_ report: LintReport) -> Data {
        let rules = LintRules.all
        let indexes = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let all = report.findings
        let fingerprints = Fingerprint.of(all)
        let results = JSONOutput.reportArray(all.count, depth: 3) { index in
            let finding = all[index], fingerprint = fingerprints[index]
            var members: [(String, JSONOutput)] = [
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .integer(indexes[finding.rule] ?? 0)),
                ("level", .string(level(finding.severity))),
                ("message", .ordered([("text", .string(finding.message))])),
                ("locations", .array([.ordered([
                    ("physicalLocation", .ordered([
                        ("artifactLocation", artifactLocation(finding.location.path)),
                        ("region", .ordered([
                            ("startLine", .integer(finding.location.line)),
                            ("startColumn", .integer(finding.utf16Column)),
                        ])),
                    ])),
                ])])),
                ("partialFingerprints", .ordered([("dsgenFingerprint/v1", .string(fingerprint))])),
            ]
            // The appearances a contrast finding holds in, in the result's property bag.
            let appearances = finding.diagnostic.appearances
            if !appearances.isEmpty {
                members.append(("properties", .ordered([("appearances", .array(appearances.map { .string($0) }))])))
            }
            return .ordered(members)
        }
        let driver = JSONOutput.ordered([
            ("name", .string("dsgen")),
            ("version", .string(DSGenVersion.current)),
            ("semanticVersion", .string(DSGenVersion.current)),
            ("rules", .array(rules.map { rule in
                .ordered([
                    ("id", .string(rule.id.rawValue)),
                    ("name", .string(rule.id.rawValue)),
                    ("shortDescription", .ordered([("text", .string(rule.summary))])),
                    ("defaultConfiguration", .ordered([("level", .string(level(rule.severity)))])),
                ])
            })),
        ])
        return JSONOutput.ordered([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.ordered([
                ("tool", .ordered([("driver", driver)])),
                ("columnKind", .string("utf16CodeUnits")),
                ("originalUriBaseIds", .ordered([("%SRCROOT%", .ordered([("uri", .string(rootURI))]))])),
                ("results", results),
            ])])),
        ]).data(.report)
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    /// The repository root (the working directory) as an absolute `file:` URI, as SARIF requires.
    static var rootURI: String {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).absoluteString
    }

    /// A file below the root is named relative to `%SRCROOT%`, as code scanning expects; a file
    /// outside it by its absolute `file:` URI.
    static func artifactLocation(_ path: String) -> JSONOutput {
        let relative = RepositoryPath.normalized(path)
        if relative.hasPrefix("/") || relative.hasPrefix("../") || relative == ".." {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.absoluteString
            return .ordered([("uri", .string(absolute))])
        }
        return .ordered([("uri", .string(uri(relative))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    /// A relative path percent-encoded as a URI reference.
    static func uri(_ path: String) -> String {
        let relative = RepositoryPath.normalized(path)
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }
}
