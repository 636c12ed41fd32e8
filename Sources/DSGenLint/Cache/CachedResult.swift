import DSGenCore

/// A file's lint result as the cache keeps it on disk, with what it was found in: the file's
/// size, modification time and inode (matched first, so an unchanged file is not read) and a
/// hash of its bytes (matched when those differ, so a file touched but not changed is not linted).
///
/// A finding and a status are arrays rather than objects: a cache of a hundred thousand findings
/// would spell each key that often, and the decoder reads an array's items in order where it
/// looks up each member of an object by name, which made objects half of a run from the cache.
struct CachedResult: Codable {
    struct Status: Codable, Equatable {
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64
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

/// `[severity, rule, line, column, message, lineText, utf16Column]`, then `fixStart, fixEnd,
/// replacement` when the finding has a fix.
extension CachedResult.CachedFinding {
    init(from decoder: any Decoder) throws {
        var items = try decoder.unkeyedContainer()
        severity = try items.decode(String.self)
        rule = try items.decode(String.self)
        line = try items.decode(Int.self)
        column = try items.decode(Int.self)
        message = try items.decode(String.self)
        lineText = try items.decode(String.self)
        utf16Column = try items.decode(Int.self)
        if items.isAtEnd { return }
        fixStart = try items.decode(Int.self)
        fixEnd = try items.decode(Int.self)
        replacement = try items.decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var items = encoder.unkeyedContainer()
        try items.encode(severity)
        try items.encode(rule)
        try items.encode(line)
        try items.encode(column)
        try items.encode(message)
        try items.encode(lineText)
        try items.encode(utf16Column)
        if let fixStart, let fixEnd, let replacement {
            try items.encode(fixStart)
            try items.encode(fixEnd)
            try items.encode(replacement)
        }
    }
}

/// `[size, modified, modifiedNanoseconds, inode]`.
extension CachedResult.Status {
    init(from decoder: any Decoder) throws {
        var items = try decoder.unkeyedContainer()
        size = try items.decode(Int64.self)
        modified = try items.decode(Int64.self)
        modifiedNanoseconds = try items.decode(Int64.self)
        inode = try items.decode(UInt64.self)
    }

    func encode(to encoder: any Encoder) throws {
        var items = encoder.unkeyedContainer()
        try items.encode(size)
        try items.encode(modified)
        try items.encode(modifiedNanoseconds)
        try items.encode(inode)
    }
}
