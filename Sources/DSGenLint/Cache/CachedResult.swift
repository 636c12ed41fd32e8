import DSGenCore

/// A file's lint result as the cache keeps it on disk, with what it was found in: the file's
/// size, modification time and inode (matched first, so an unchanged file is not read) and a
/// hash of its bytes (matched when those differ, so a file touched but not changed is not linted).
///
/// Keys are a letter or two: a cache of a hundred thousand findings spells each key that often.
struct CachedResult: Codable {
    struct Status: Codable, Equatable {
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64

        enum CodingKeys: String, CodingKey {
            case size = "s", modified = "m", modifiedNanoseconds = "n", inode = "i"
        }
    }

    struct CachedFinding: Codable {
        var severity: String
        var rule: String
        var line: Int
        var column: Int
        var message: String
        var fixStart: Int?
        var fixEnd: Int?
        var replacement: String?
        var lineText: String
        var utf16Column: Int

        enum CodingKeys: String, CodingKey {
            case severity = "s", rule = "r", line = "l", column = "c", message = "m", fixStart = "fs", fixEnd = "fe"
            case replacement = "x", lineText = "t", utf16Column = "u"
        }
    }

    enum CodingKeys: String, CodingKey {
        case path = "p", status = "st", digest = "d", findings = "f", references = "ref"
    }

    /// The file the result is of.
    var path: String

    /// Nil when the file was written too recently for its status to be trusted next time.
    var status: Status?
    var digest: String
    var findings: [CachedFinding]
    /// The tokens the file names, with how often.
    var references: [String: Int]

    init(path: String, status: Status?, digest: String, result: FileResult) {
        self.path = path
        self.status = status
        self.digest = digest
        references = result.references
        findings = result.findings.map { finding in
            CachedFinding(
                severity: finding.severity.rawValue, rule: finding.rule.rawValue,
                line: finding.location.line, column: finding.location.column, message: finding.message,
                fixStart: finding.fix?.range.lowerBound, fixEnd: finding.fix?.range.upperBound,
                replacement: finding.fix?.replacement, lineText: finding.lineText, utf16Column: finding.utf16Column
            )
        }
    }

    /// The result for `path`, or nil when a finding has a severity this dsgen lacks.
    func result(for path: String) -> FileResult? {
        var findings: [Finding] = []
        for cached in self.findings {
            guard let severity = Diagnostic.Severity(rawValue: cached.severity) else { return nil }
            let rule = RuleID(rawValue: cached.rule)
            var fix: Fix?
            if let start = cached.fixStart, let end = cached.fixEnd, start <= end,
               let replacement = cached.replacement {
                fix = Fix(range: start..<end, replacement: replacement)
            }
            findings.append(Finding(
                diagnostic: Diagnostic(
                    severity, rule, at: SourceLocation(path: path, line: cached.line, column: cached.column),
                    cached.message
                ),
                fix: fix, lineText: cached.lineText, utf16Column: cached.utf16Column
            ))
        }
        return FileResult(path: path, fenceIndex: nil, findings: findings, demonstrated: [], references: references)
    }
}
