import DSGenCore
import DSGenSwift
import SwiftSyntax

/// What linting one file or fence found.
public struct FileResult: Sendable {
    public var path: String
    /// For a page's fence, its place on the page.
    public var fenceIndex: Int?
    /// Findings to report, sorted.
    public var findings: [Finding]
    /// Findings inside a page's counter-examples: expected, shown beside the example, not reported.
    public var demonstrated: [Finding]
    /// How often the source names each token by its Swift name (`DesignSystem.Spacing.md`, or
    /// `DesignSystem.Colors.error` in `DesignSystem.Colors.error.opacity(0.5)`). An implicit
    /// member (`.md` where the type is inferred) names no type, and is not counted.
    public var references: [String: Int] = [:]
}

extension LintFile {
    /// Turns the walk's raw findings into results: positions become lines and columns in the file
    /// findings point to, suppressions and counter-examples take their findings, and suppressions
    /// that took none are reported.
    func results() -> FileResult {
        findDirectives()
        let lines = LineTable(bytes)
        let line = { (position: AbsolutePosition) in lines.location(of: position.utf8Offset).line }
        var pending = RawFinding.outermost(raw) + fileWideFindings()
        var suppressions = Suppressions(comments.map { ($0, line($0.position)) })
        pending.removeAll { suppressions.suppresses($0.rule, onLine: line($0.position)) }
        for unused in suppressions.unused {
            guard let severity = configuration.severity(of: .unusedSuppression, default: .warning) else { continue }
            pending.append(RawFinding(
                rule: .unusedSuppression, severity: severity, message: unused.message, position: unused.position
            ))
        }
        let regions = CounterexampleRegions(source.isFence ? comments.map { ($0, line($0.position)) } : [])
        var reported: [RawFinding] = []
        var demonstrated: [RawFinding] = []
        for finding in pending {
            if regions.contains(line: line(finding.position)) {
                demonstrated.append(finding)
            } else {
                reported.append(finding)
            }
        }
        reported += passingCounterexamples(regions, demonstrated: demonstrated, line: line)
        let locator = FindingLocator(lines: lines, bytes: bytes, source: source)
        return FileResult(
            path: source.path,
            fenceIndex: source.fenceIndex,
            findings: reported.map(locator.finding).sorted(),
            demonstrated: demonstrated.map(locator.finding).sorted(),
            references: references
        )
    }

    /// What is said of the file as a whole: the first syntax error of a file (a fence's are the
    /// page's to report), and the findings past the limit, left out.
    private func fileWideFindings() -> [RawFinding] {
        var found: [RawFinding] = []
        if !source.isFence, let error = SyntaxErrorFinder.firstError(in: tree),
           let severity = configuration.severity(of: .swiftSyntax, default: .error) {
            found.append(RawFinding(
                rule: .swiftSyntax,
                severity: severity,
                message: error.message + "; the rest of the file is linted as far as it parses",
                position: error.position
            ))
        }
        if let omitted {
            found.append(RawFinding(
                rule: .unreadableFile,
                severity: .error,
                message: "this \(source.isFence ? "example" : "file") has more than \(Self.findingLimit) findings; " +
                    "the other \(omitted.count), from here on, are not listed, " +
                    "so that one file cannot take all the memory; " +
                    "fix the ones listed, or leave a generated file out with `exclude` in dsgen.yml",
                position: omitted.first
            ))
        }
        return found
    }

    /// A counter-example that breaks no rule. With no token of any kind the code rules compare
    /// values with, a literal breaks no rule, so a counter-example cannot fail: reporting it would
    /// only punish a page with no tokens.
    private func passingCounterexamples(
        _ regions: CounterexampleRegions, demonstrated: [RawFinding], line: (AbsolutePosition) -> Int
    ) -> [RawFinding] {
        let offRuleLines = offRuleHits.map(line)
        var found: [RawFinding] = []
        for marker in regions.regions where catalog.hasCheckedKinds
            && !demonstrated.contains(where: { marker.lines.contains(line($0.position)) })
            && !offRuleLines.contains(where: marker.lines.contains) {
            guard let severity = configuration.severity(of: .counterexamplePasses, default: .error) else { continue }
            found.append(RawFinding(
                rule: .counterexamplePasses,
                severity: severity,
                message: "this counter-example breaks no rule, so it no longer shows what not to do; " +
                    "make it break the rule it is about, or drop the marker",
                position: marker.position
            ))
        }
        return found
    }

    /// The line around byte `offset`, and its part before the offset.
    static func line(
        containing offset: Int,
        in bytes: [UInt8]
    ) -> (line: ArraySlice<UInt8>, prefix: ArraySlice<UInt8>) {
        let offset = min(offset, bytes.count)
        let start = bytes[..<offset].lastIndex { $0 == 10 || $0 == 13 }.map { $0 + 1 } ?? 0
        let end = bytes[offset...].firstIndex { $0 == 10 || $0 == 13 } ?? bytes.count
        return (bytes[start..<end], bytes[start..<offset])
    }
}

/// Places raw findings in the file they point to, with their line's text. Each line's text is
/// found and made a string once, and shared by its findings: a line of 30,000 modifiers has
/// 30,000 findings, and a copy (and a scan) each was quadratic.
private final class FindingLocator {
    let lines: LineTable
    let bytes: [UInt8]
    let source: SwiftSource
    private var lineTexts: [Int: (start: Int, text: String, isASCII: Bool)] = [:]

    init(lines: LineTable, bytes: [UInt8], source: SwiftSource) {
        self.lines = lines
        self.bytes = bytes
        self.source = source
    }

    func finding(_ raw: RawFinding) -> Finding {
        let local = lines.location(of: raw.position.utf8Offset)
        let found = lineTexts[local.line] ?? {
            let line = LintFile.line(containing: raw.position.utf8Offset, in: bytes).line
            let entry = (
                start: line.startIndex,
                text: String(decoding: line, as: UTF8.self),
                isASCII: line.allSatisfy { $0 < 0x80 }
            )
            lineTexts[local.line] = entry
            return entry
        }()
        let location = source.location(line: local.line, column: local.column)
        let before = min(raw.position.utf8Offset, bytes.count) - found.start
        let utf16Before = found.isASCII
            ? before
            : String(decoding: bytes[found.start..<found.start + before], as: UTF8.self).utf16.count
        var diagnostic = Diagnostic(raw.severity, raw.rule, at: location, raw.message)
        diagnostic.hardcoded = raw.hardcoded
        return Finding(
            diagnostic: diagnostic,
            fix: raw.fix,
            lineText: found.text,
            utf16Column: location.column - before + utf16Before
        )
    }
}
