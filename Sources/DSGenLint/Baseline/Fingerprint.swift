import DSGenCore
import Dispatch
import Synchronization

/// A finding's identity that survives edits elsewhere in its file: its rule, its path and its line
/// of code with spacing normalised, numbered when the same line of code has the same finding twice.
/// Line numbers are left out, so a finding keeps its fingerprint when lines above it come and go.
public enum Fingerprint {
    /// The fingerprint of each finding, in the same order: 16 hex digits. Findings of one file
    /// are numbered among themselves, so runs of one file's findings are fingerprinted on every core.
    public static func of(_ findings: [Finding]) -> [String] {
        // A file's findings are numbered together only when they stand together, as sorted ones do.
        let grouped = findings.indices.dropFirst().allSatisfy {
            findings[$0 - 1].location.path <= findings[$0].location.path
        }
        guard grouped else { return of(findings[...]) }
        var runs: [Range<Int>] = []
        var start = 0
        for index in findings.indices.dropFirst()
            where findings[index].location.path != findings[index - 1].location.path
            && index - start >= 1024 {
            runs.append(start..<index)
            start = index
        }
        if start < findings.count { runs.append(start..<findings.count) }
        let parts = Mutex<[[String]]>(Array(repeating: [], count: runs.count))
        DispatchQueue.concurrentPerform(iterations: runs.count) { [runs] run in
            let part = of(findings[runs[run]])
            parts.withLock { $0[run] = part }
        }
        return parts.withLock { $0 }.flatMap { $0 }
    }

    private static func of(_ findings: ArraySlice<Finding>) -> [String] {
        var seen: [UInt64: UInt64] = [:]
        // Findings come file by file: each path is normalised once.
        var path = (given: "", normalized: "")
        return findings.map { finding in
            if finding.location.path != path.given {
                path = (finding.location.path, RepositoryPath.normalized(finding.location.path))
            }
            var hash = FNV()
            hash.add(finding.rule.rawValue.utf8)
            hash.add(0x1F)
            hash.add(path.normalized.utf8)
            hash.add(0x1F)
            hash.addNormalized(finding.lineText.utf8)
            let occurrence = seen[hash.value, default: 0]
            seen[hash.value] = occurrence + 1
            hash.add(0x1F)
            hash.add(String(occurrence).utf8)
            let hex = String(hash.value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }
}

/// FNV-1a, 64-bit: stable across runs and machines, unlike `Hasher`.
private struct FNV {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ bytes: String.UTF8View) {
        for byte in bytes { add(byte) }
    }

    /// The bytes with each run of spaces and tabs read as one space, and those at the ends dropped.
    mutating func addNormalized(_ bytes: String.UTF8View) {
        var pendingSpace = false, started = false
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                pendingSpace = started
                continue
            }
            if pendingSpace { add(UInt8(ascii: " ")) }
            pendingSpace = false
            started = true
            add(byte)
        }
    }
}
