import DSGenCore
import Foundation

/// A finding's identity that survives edits elsewhere in its file: its rule, its path and its line
/// of code with spacing normalised, numbered when the same line of code has the same finding twice.
/// Line numbers are left out, so a finding keeps its fingerprint when lines above it come and go.
public enum Fingerprint {
    /// The fingerprint of each finding, in the same order: 16 hex digits. Findings are numbered
    /// within their path, so runs of findings that share no path are fingerprinted on every core.
    public static func of(_ findings: [Finding]) -> [String] {
        // Each path normalised once. Paths are compared byte for byte, as the hash reads them
        // (`==` on strings would take two spellings of one accented name as one).
        var paths: [String] = []
        paths.reserveCapacity(findings.count)
        var last = (given: "", normalized: "")
        for finding in findings {
            if !ByteSearch.sameBytes(finding.location.path, last.given) {
                last = (finding.location.path, RepositoryPath.normalized(finding.location.path))
            }
            paths.append(last.normalized)
        }
        // A run ends where the path changes; a path met again after its findings ended (unsorted
        // findings, or two spellings of one file) would be numbered in two runs, so all is one run.
        var runs: [Range<Int>] = []
        var ended = Set<[UInt8]>()
        var start = 0
        for index in findings.indices.dropFirst() where !ByteSearch.sameBytes(paths[index], paths[index - 1]) {
            ended.insert(Array(paths[index - 1].utf8))
            guard !ended.contains(Array(paths[index].utf8)) else { return of(findings.indices, findings, paths) }
            if index - start >= 1024 {
                runs.append(start..<index)
                start = index
            }
        }
        if start < findings.count { runs.append(start..<findings.count) }
        return runs.concurrentMap { [paths] run in of(run, findings, paths) }.flatMap { $0 }
    }

    /// The fingerprints of `findings[range]`, numbered among themselves; `paths` are the normalised ones.
    private static func of(_ range: Range<Int>, _ findings: [Finding], _ paths: [String]) -> [String] {
        var seen: [UInt64: UInt64] = [:]
        return range.map { index in
            let finding = findings[index]
            var hash = StableHash()
            hash.combine(bytes: finding.rule.rawValue.utf8)
            hash.combine(byte: 0x1F)
            hash.combine(bytes: paths[index].utf8)
            hash.combine(byte: 0x1F)
            hash.addNormalized(finding.lineText.utf8)
            let occurrence = seen[hash.value, default: 0]
            seen[hash.value] = occurrence + 1
            hash.combine(byte: 0x1F)
            hash.combine(bytes: String(occurrence).utf8)
            return hash.hex
        }
    }
}

extension StableHash {
    /// The bytes with each run of spaces and tabs read as one space, and those at the ends dropped.
    fileprivate mutating func addNormalized(_ bytes: String.UTF8View) {
        let read = bytes.withContiguousStorageIfAvailable { buffer in
            addNormalized(buffer)
            return true
        }
        if read == nil { addNormalized(Array(bytes)) }
    }

    private mutating func addNormalized<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        var pendingSpace = false, started = false
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                pendingSpace = started
                continue
            }
            if pendingSpace { combine(byte: UInt8(ascii: " ")) }
            pendingSpace = false
            started = true
            combine(byte: byte)
        }
    }
}
