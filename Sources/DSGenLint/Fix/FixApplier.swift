import SwiftParser
import SwiftSyntax

/// Applies exact fixes to a Swift file's text. Only the replaced expressions change: spacing,
/// comments and everything else stay byte for byte.
public enum FixApplier {
    /// The text with every fix applied, and how many were. Fixes replace syntax nodes, so two
    /// either nest or stand apart; of nested ones the outer is kept (a whole gradient over a
    /// colour inside it), of two with the same range the first. Returns nil when the result would
    /// parse worse than the original (it never should).
    public static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: Int)? {
        var bytes = Array(text.utf8)
        let ordered = fixes.enumerated().sorted { a, b in
            (a.element.range.lowerBound, b.element.range.upperBound, a.offset)
                < (b.element.range.lowerBound, a.element.range.upperBound, b.offset)
        }
        var kept: [Fix] = []
        var end = 0
        for (_, fix) in ordered where fix.range.lowerBound >= end && fix.range.upperBound <= bytes.count {
            kept.append(fix)
            end = fix.range.upperBound
        }
        for fix in kept.reversed() {
            bytes.replaceSubrange(fix.range, with: Array(fix.replacement.utf8))
        }
        let applied = kept.count
        let result = String(decoding: bytes, as: UTF8.self)
        guard !Parser.parse(source: result).hasError || Parser.parse(source: text).hasError else { return nil }
        return (result, applied)
    }
}
