import DSGenCore
import Foundation

/// The findings a team has accepted for now: `--write-baseline` records them, and `--baseline`
/// reports only findings that are not among them.
public struct Baseline: Codable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var path: String
        public var fingerprint: String
    }

    public var version = 1
    public var findings: [Entry]

    public init(_ findings: [Finding]) {
        self.findings = zip(findings, Fingerprint.of(findings)).map { finding, fingerprint in
            Entry(
                rule: finding.rule.rawValue,
                path: RepositoryPath.normalized(finding.location.path),
                fingerprint: fingerprint
            )
        }
    }

    /// The findings not recorded in the baseline.
    public func newFindings(among findings: [Finding]) -> [Finding] {
        let known = Set(self.findings)
        return zip(findings, Fingerprint.of(findings)).filter { finding, fingerprint in
            !known.contains(Entry(
                rule: finding.rule.rawValue,
                path: RepositoryPath.normalized(finding.location.path),
                fingerprint: fingerprint
            ))
        }.map(\.0)
    }

    public static func read(path: String) -> Result<Baseline, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(
                .configuration,
                at: .start(of: path),
                "cannot read the baseline '\(path)'; write one with --write-baseline"
            ))
        }
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data), baseline.version == 1 else {
            return .failure(Diagnostic(
                .configuration,
                at: .start(of: path),
                "'\(path)' is not a dsgen baseline; write one with --write-baseline"
            ))
        }
        return .success(baseline)
    }

    /// Writes the baseline as sorted, pretty JSON, replacing the file in one step.
    public func write(to path: String) -> Diagnostic? {
        var sorted = self
        sorted.findings.sort { ($0.path, $0.rule, $0.fingerprint) < ($1.path, $1.rule, $1.fingerprint) }
        do {
            let document = JSONOutput.ordered([
                ("version", .integer(sorted.version)),
                ("findings", .array(sorted.findings.map { entry in
                    .ordered([
                        ("rule", .string(entry.rule)),
                        ("path", .string(entry.path)),
                        ("fingerprint", .string(entry.fingerprint))
                    ])
                })),
            ])
            try Data(document.text(.report).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return Diagnostic(
                .outputError,
                at: .start(of: path),
                "cannot write the baseline: \(error.localizedDescription)"
            )
        }
    }
}
