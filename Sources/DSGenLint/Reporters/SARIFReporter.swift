import DSGenCore
import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: the rules, each result with its rule index,
/// a repository-relative URI, a region, and a partial fingerprint that follows the code, not its line.
enum SARIFReporter {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var columnKind = "utf16CodeUnits"
        var originalUriBaseIds = ["%SRCROOT%": ArtifactLocation(uri: "./", uriBaseId: nil)]
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "dsgen"
        var version = DSGenVersion.current
        var semanticVersion = DSGenVersion.current
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    static func render(_ report: LintReport) -> String {
        let rules = LintRules.all
        let indexes = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = zip(report.findings, Fingerprint.of(report.findings)).map { finding, fingerprint in
            Result(
                ruleId: finding.rule.rawValue,
                ruleIndex: indexes[finding.rule] ?? 0,
                level: finding.severity == .error ? "error" : "warning",
                message: Message(text: finding.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: uri(finding.location.path), uriBaseId: "%SRCROOT%"),
                    region: Region(startLine: finding.location.line, startColumn: finding.utf16Column)
                ))],
                partialFingerprints: ["dsgenFingerprint/v1": fingerprint]
            )
        }
        let driver = Driver(rules: rules.map {
            Rule(id: $0.id.rawValue, name: $0.id.rawValue, shortDescription: Message(text: $0.summary),
                 defaultConfiguration: Configuration(level: $0.severity == .error ? "error" : "warning"))
        })
        return JSONReporter.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }

    /// A path relative to the repository root (the working directory), percent-encoded as a URI.
    static func uri(_ path: String) -> String {
        var relative = path
        if relative.hasPrefix("/") {
            let root = FileManager.default.currentDirectoryPath + "/"
            if relative.hasPrefix(root) { relative = String(relative.dropFirst(root.count)) }
        }
        while relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }
}
