import DSGenCore

/// A finding's identity that survives edits elsewhere in its file: its rule, its path and its line
/// of code with spacing normalised, numbered when the same line of code has the same finding twice.
/// Line numbers are left out, so a finding keeps its fingerprint when lines above it come and go.
public enum Fingerprint {
    /// The fingerprint of each finding, in the same order.
    public static func of(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let key = [finding.rule.rawValue, finding.location.path, normalized(finding.lineText)].joined(separator: "\u{1F}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            let hash = Page.sourceHash(key + "\u{1F}\(occurrence)")
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }

    /// The line with runs of spaces and tabs made one space, and its ends trimmed.
    static func normalized(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
