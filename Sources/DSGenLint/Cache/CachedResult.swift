import DSGenCore
import Foundation

/// A file's lint result as the cache keeps it on disk, with what it was found in: the file's
/// size, modification time and inode (matched first, so an unchanged file is not read) and a
/// hash of its bytes (matched when those differ, so a file touched but not changed is not linted).
///
/// The findings are one flat array and the references another, read in order: a cache of a
/// hundred thousand findings would spell each member's name that often, and the decoder opens a
/// container for every object and array, which made objects half of a run from the cache.
/// A line is written by `JSONOutput`'s report writer (`line`) and read by `JSONDecoder`:
/// `JSONEncoder` took longer to encode a file's findings than lint took to find them.
struct CachedResult: Decodable {
    struct Status: Decodable, Equatable {
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64
    }

    enum CodingKeys: String, CodingKey {
        case path = "p", status = "st", digest = "d", findings = "f", references = "ref"
    }

    /// The file the result is of.
    var path: String

    /// Nil when the file was written too recently for its status to be trusted next time.
    var status: Status?
    var digest: String
    /// The findings, their locations in `path`.
    var findings: [Finding]
    /// The tokens the file names, with how often.
    var references: [String: Int]

    init(path: String, status: Status?, digest: String, result: FileResult) {
        self.path = path
        self.status = status
        self.digest = digest
        references = result.references
        findings = result.findings
    }

    /// The result as its line of the cache file:
    /// `{"p":…,"st":[…],"d":…,"f":[finding, finding, …],"ref":[name,count,…]}`, where a finding is
    /// `severity, rule, line, column, message, lineText, utf16Column`, then either `null` or
    /// `fixStart, fixEnd, replacement`, then either `null` or the hard-coded value's `kind, value`.
    func line() -> Data {
        var members = [JSONOutput.Member("p", .string(path))]
        if let status {
            members.append(JSONOutput.Member("st", .array([
                .integer(Int(status.size)), .integer(Int(status.modified)),
                .integer(Int(status.modifiedNanoseconds)), .written(Array(String(status.inode).utf8)),
            ])))
        }
        members.append(JSONOutput.Member("d", .string(digest)))
        var items: [JSONOutput] = []
        items.reserveCapacity(findings.count * 10)
        for finding in findings {
            items += [
                .string(finding.severity.rawValue), .string(finding.rule.rawValue), .integer(finding.location.line),
                .integer(finding.location.column), .string(finding.message), .string(finding.lineText),
                .integer(finding.utf16Column),
            ]
            if let fix = finding.fix {
                items += [.integer(fix.range.lowerBound), .integer(fix.range.upperBound), .string(fix.replacement)]
            } else {
                items.append(.null)
            }
            if let value = finding.diagnostic.hardcoded {
                items += [.string(value.kind), .string(value.value)]
            } else {
                items.append(.null)
            }
        }
        members.append(JSONOutput.Member("f", .array(items)))
        let names = references.keys.sorted()
        members.append(JSONOutput.Member("ref", .array(names.flatMap { [.string($0), .integer(references[$0] ?? 0)] })))
        return Data(JSONOutput.orderedObject(members).lineBytes())
    }

    /// Reads a line. A finding with a severity this dsgen lacks, or a fix whose range runs
    /// backwards, fails the line: its file is linted again.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        status = try container.decodeIfPresent(Status.self, forKey: .status)
        digest = try container.decode(String.self, forKey: .digest)
        var items = try container.nestedUnkeyedContainer(forKey: .findings)
        findings = []
        findings.reserveCapacity((items.count ?? 0) / 8)
        while !items.isAtEnd {
            findings.append(try Self.finding(in: path, from: &items))
        }
        var pairs = try container.nestedUnkeyedContainer(forKey: .references)
        references = [:]
        while !pairs.isAtEnd {
            let name = try pairs.decode(String.self)
            references[name] = try pairs.decode(Int.self)
        }
    }

    private static func finding(in path: String, from items: inout UnkeyedDecodingContainer) throws -> Finding {
        let severityName = try items.decode(String.self)
        guard let severity = Diagnostic.Severity(rawValue: severityName) else {
            throw DecodingError.dataCorruptedError(in: items, debugDescription: "unknown severity \(severityName)")
        }
        let rule = RuleID(rawValue: try items.decode(String.self))
        let location = SourceLocation(path: path, line: try items.decode(Int.self), column: try items.decode(Int.self))
        let message = try items.decode(String.self)
        let lineText = try items.decode(String.self)
        let utf16Column = try items.decode(Int.self)
        var fix: Fix?
        if try !items.decodeNil() {
            let start = try items.decode(Int.self), end = try items.decode(Int.self)
            guard start <= end else {
                throw DecodingError.dataCorruptedError(in: items, debugDescription: "a fix ends before it starts")
            }
            fix = Fix(range: start..<end, replacement: try items.decode(String.self))
        }
        var diagnostic = Diagnostic(severity, rule, at: location, message)
        if try !items.decodeNil() {
            let kind = try items.decode(String.self)
            diagnostic.hardcoded = HardcodedValue(kind: kind, value: try items.decode(String.self))
        }
        return Finding(diagnostic: diagnostic, fix: fix, lineText: lineText, utf16Column: utf16Column)
    }

    /// The result for `path`, the one it was kept under (found by it) but perhaps spelt otherwise.
    func result(for path: String) -> FileResult {
        var findings = findings
        if !ByteSearch.sameBytes(path, self.path) {
            for index in findings.indices { findings[index].diagnostic.location.path = path }
        }
        return FileResult(path: path, fenceIndex: nil, findings: findings, demonstrated: [], references: references)
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
