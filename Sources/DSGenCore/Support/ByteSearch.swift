import Foundation

/// Bytes found in bytes, for the passes over every page's HTML. `String.firstRange(of:)` compares
/// Character by Character, which made filling a page's fences a twentieth of a large site's build.
public enum ByteSearch {
    /// Where `needle` first occurs in `bytes` at or after `start`.
    public static func firstIndex(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, start >= 0, bytes.count >= needle.count else { return nil }
        var index = start
        while let candidate = firstIndex(of: first, in: bytes, from: index), candidate <= bytes.count - needle.count {
            if startsWith(needle, in: bytes, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    /// Where `byte` first occurs in `bytes` at or after `start` (with the C library's `memchr`).
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start >= 0, start < bytes.count,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
    }

    /// Whether `text` holds `needle`, compared as UTF-8 bytes: a filter run on every path of a
    /// large site, where Foundation's `contains` cost a microsecond or more a call.
    public static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        let needleBytes = Array(needle.utf8)
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            firstIndex(of: needleBytes, in: bytes, from: 0) != nil
        } ?? false
    }

    /// Whether `a` and `b` hold the same UTF-8 bytes, read in place where they can be: unlike `==`,
    /// two spellings of one name (NFC and NFD) differ, which is what a path needs.
    public static func sameBytes(_ a: String, _ b: String) -> Bool {
        a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
    }

    /// Whether `bytes` holds `needle` from `index`.
    public static func startsWith(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 0, bytes.count - index >= needle.count else { return false }
        for offset in needle.indices where bytes[index + offset] != needle[offset] { return false }
        return true
    }
}
