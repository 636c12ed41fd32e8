import DSGenCore
import Foundation
import Yams

/// Reads `dsgen.yml`. Every mistake — an unknown key, a rule that does not exist, a value of the
/// wrong type — is an error at its own line, so a team's CI never runs with a setting silently ignored.
public enum ConfigurationReader {
    static let keys = [
        "sources", "exclude", "token_files", "rules", "allow", "generated_pages", "contrast", "site", "versions",
    ]

    /// The configuration at `explicitPath`, which must exist; without one, `dsgen.yml` in the
    /// working directory when it exists, or the defaults.
    public static func read(explicitPath: String?) -> Result<LintConfiguration, Diagnostic> {
        if let explicitPath { return read(path: explicitPath) }
        guard FileManager.default.fileExists(atPath: LintOptions.defaultConfigurationPath) else {
            return .success(LintConfiguration())
        }
        return read(path: LintOptions.defaultConfigurationPath)
    }

    public static func read(path: String) -> Result<LintConfiguration, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(
                .configuration,
                at: .start(of: path),
                "cannot read the configuration file '\(path)'"
            ))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Diagnostic(
                .configuration,
                at: .start(of: path),
                "the configuration file is not UTF-8 text"
            ))
        }
        return parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) -> Result<LintConfiguration, Diagnostic> {
        do {
            return .success(try configuration(text, path: path))
        } catch let diagnostic as Diagnostic {
            return .failure(diagnostic)
        } catch let error as YamlError {
            return .failure(yamlDiagnostic(error, path: path))
        } catch {
            return .failure(Diagnostic(.configuration, at: .start(of: path), "cannot read the configuration: \(error)"))
        }
    }

    private static func configuration(_ text: String, path: String) throws -> LintConfiguration {
        var configuration = LintConfiguration()
        guard let root = try Yams.compose(yaml: text) else { return configuration }
        let at = { (node: Node) in
            SourceLocation(path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }
        guard let mapping = root.mapping else {
            throw Diagnostic(
                .configuration,
                at: at(root),
                "the configuration must be a mapping of settings, such as 'sources: [App]'"
            )
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "sources":
                configuration.sources = try strings(value, key, at)
                let nodes = value.sequence.map(Array.init) ?? [value]
                for (source, node) in zip(configuration.sources, nodes)
                    where configuration.sourceLocations[source] == nil {
                    configuration.sourceLocations[source] = at(node)
                }
            case "exclude": configuration.excluded = try strings(value, key, at)
            case "token_files": configuration.tokenFiles = try strings(value, key, at)
            case "rules":
                for (ruleNode, severityNode) in try entries(value, key, at) {
                    let rule = try ruleID(ruleNode, at)
                    switch severityNode.string {
                    case "error": configuration.severities[rule] = .some(.error)
                    case "warning": configuration.severities[rule] = .some(.warning)
                    case "off": configuration.severities[rule] = .some(nil)
                    default: throw Diagnostic(
                        .configuration,
                        at: at(severityNode),
                        "a rule is set to error, warning or off, not '\(severityNode.string ?? "")'"
                    )
                    }
                }
            case "allow": try allow(value, into: &configuration, at)
            case "generated_pages": configuration.generatedPages = try GeneratedPagesReader.setting(value, at: at)
            case "contrast": configuration.contrastAppearances = try ContrastSettingReader.appearances(value, at: at)
            case "site": configuration.site = try SiteSettingReader.setting(value, at: at)
            case "versions": configuration.versions = try VersionSettingReader.versions(value, at: at)
            default:
                throw Diagnostic.unknownKey(key, "", keys: keys, at: at(keyNode))
            }
        }
        return configuration
    }

    /// `allow`: the numbers or names each rule accepts.
    private static func allow(
        _ value: Node, into configuration: inout LintConfiguration, _ at: (Node) -> SourceLocation
    ) throws {
        let key = "allow"
        for (ruleNode, valuesNode) in try entries(value, key, at) {
            let rule = try ruleID(ruleNode, at)
            let values = try strings(valuesNode, rule, at)
            if let names = allowedNames[rule] {
                for (value, node) in zip(values, valuesNode.sequence.map(Array.init) ?? [valuesNode])
                    where !names.contains(value) {
                    throw Diagnostic(
                        .configuration,
                        at: at(node),
                        "'\(value)' is not a name \(rule) reports\(Suggestion.hint(for: value, in: names))"
                    )
                }
                configuration.allowedNames[rule] = Set(values)
            } else {
                guard numericRules.contains(rule) else {
                    throw Diagnostic(
                        .configuration,
                        at: at(ruleNode),
                        "\(rule) has no values to allow; 'allow' applies to " +
                            "\((numericRules + allowedNames.keys.sorted()).joined(separator: ", "))"
                    )
                }
                configuration.allowedNumbers[rule] = Set(try zip(
                    values,
                    valuesNode.sequence.map(Array.init) ?? [valuesNode]
                ).map { text, node in
                    guard let number = Double(text) else {
                        throw Diagnostic(
                            .configuration,
                            at: at(node),
                            "'\(text)' is not a number; \(rule) allows numbers, such as [0, 1]"
                        )
                    }
                    return number
                })
            }
        }
    }

    /// Rules whose allowed values are numbers, and those whose allowed values are names, as their
    /// descriptions say.
    static let numericRules = LintRules.numbersAllowed.map(\.rule.rawValue)
    static let allowedNames = Dictionary(
        LintRules.namesAllowed.map { ($0.rule.rawValue, $0.names) }, uniquingKeysWith: { first, _ in first }
    )

    private static func strings(_ node: Node, _ key: String, _ at: (Node) -> SourceLocation) throws -> [String] {
        if let scalar = node.scalar {
            guard !scalar.string.isEmpty else {
                throw Diagnostic(.configuration, at: at(node), "'\(key)' needs a value, such as [a, b]")
            }
            return [scalar.string]
        }
        guard let sequence = node.sequence else {
            throw Diagnostic(.configuration, at: at(node), "'\(key)' takes a list, such as [a, b]")
        }
        return try sequence.map { item in
            guard let scalar = item.scalar else {
                throw Diagnostic(.configuration, at: at(item), "'\(key)' takes a list of plain values")
            }
            return scalar.string
        }
    }

    private static func entries(_ node: Node, _ key: String, _ at: (Node) -> SourceLocation) throws -> [(Node, Node)] {
        guard let mapping = node.mapping else {
            throw Diagnostic(
                .configuration,
                at: at(node),
                "'\(key)' takes a mapping of rule ids, such as 'hardcoded_font: warning'"
            )
        }
        return Array(mapping)
    }

    private static func ruleID(_ node: Node, _ at: (Node) -> SourceLocation) throws -> String {
        let rule = node.string ?? ""
        guard let described = LintRules.rule(rule) else {
            throw Diagnostic(
                .configuration,
                at: at(node),
                "'\(rule)' is not a rule\(Suggestion.hint(for: rule, in: LintRules.ids))"
            )
        }
        guard described.stage.isConfigurable else {
            throw Diagnostic(
                .configuration,
                at: at(node),
                "'\(rule)' reports on dsgen's own run (its configuration, templates or output), " +
                    "which has no other way to go on, so it cannot be configured"
            )
        }
        return rule
    }

    private static func yamlDiagnostic(_ error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _),
            .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return Diagnostic(
                .configuration,
                at: SourceLocation(path: path, line: mark.line, column: mark.column),
                "this is not valid YAML: \(problem)"
            )
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                .configuration,
                at: SourceLocation(path: path, line: context.mark.line, column: context.mark.column),
                "the key \(keys) appears more than once in this mapping; keep one"
            )
        default:
            return Diagnostic(.configuration, at: .start(of: path), "this is not valid YAML: \(error)")
        }
    }
}
