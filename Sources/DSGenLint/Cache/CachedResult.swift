import DSGenCore
import Foundation

/// A file's lint result as the cache keeps it on disk, with what it was found in: the file's
/// size, modification time and inode (matched first, so an unchanged file is not read) and a
/// hash of its bytes (matched when those differ, so a file touched but not changed is not linted).
///
/// A finding and a status are arrays rather than objects: a cache of a hundred thousand findings
/// would spell each key that often, and the decoder reads an array's items in order where it
/// looks up each member of an object by name, which made objects half of a run from the cache.
/// A line is written by `JSONOutput`'s report writer (`line`) and read by `JSONDecoder`:
/// `JSONEncoder` took longer to encode a file's findings than lint took to find them.
struct CachedResult: Decodable {
    struct Status: Decodable, Equatable {
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64
    }

    struct CachedFinding: Decodable {
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

    /// The result as its line of the cache file: `{"p":…,"st":[…],"d":…,"f":[[…],…],"ref":{…}}`.
    func line() -> Data {
        var members = [JSONOutput.Member("p", .string(path))]
        if let status {
            members.append(JSONOutput.Member("st", .array([
                .integer(Int(status.size)), .integer(Int(status.modified)),
                .integer(Int(status.modifiedNanoseconds)), .written(Array(String(status.inode).utf8)),
            ])))
        }
        members.append(JSONOutput.Member("d", .string(digest)))
        members.append(JSONOutput.Member("f", .array(findings.map(\.json))))
        members.append(JSONOutput.Member("ref", .object(references.mapValues { .integer($0) })))
        return Data(JSONOutput.orderedObject(members).lineBytes())
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
    var json: JSONOutput {
        var items: [JSONOutput] = [
            .string(severity), .string(rule), .integer(line), .integer(column), .string(message),
            .string(lineText), .integer(utf16Column),
        ]
        if let fixStart, let fixEnd, let replacement {
            items += [.integer(fixStart), .integer(fixEnd), .string(replacement)]
        }
        return .array(items)
    }

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
}
