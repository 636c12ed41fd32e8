import SwiftParser
import SwiftSyntax

/// Applies exact fixes to a Swift file's text. Only the replaced expressions change: spacing,
/// comments and everything else stay byte for byte.
public enum FixApplier {
    /// The text with every fix applied, and how many were; overlapping fixes after the first are
    /// skipped. Returns nil when the result would parse worse than the original (it never should).
    public static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: Int)? {
        var bytes = Array(text.utf8)
        var applied = 0
        var lowestStart = Int.max
        for fix in fixes.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            guard fix.range.upperBound <= lowestStart, fix.range.upperBound <= bytes.count else { continue }
            bytes.replaceSubrange(fix.range, with: Array(fix.replacement.utf8))
            lowestStart = fix.range.lowerBound
            applied += 1
        }
        let result = String(decoding: bytes, as: UTF8.self)
        guard !Parser.parse(source: result).hasError || Parser.parse(source: text).hasError else { return nil }
        return (result, applied)
    }
}
