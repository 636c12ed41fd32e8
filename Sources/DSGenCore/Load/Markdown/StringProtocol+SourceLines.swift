extension StringProtocol {
    /// The lines of a text, split at `\r\n`, `\n` or a lone `\r`, as cmark counts them.
    ///
    /// Splitting by `Character` would not do: Swift reads `\r\n` as one character, so a file with
    /// Windows line endings would come out as a single line.
    public func sourceLines() -> [Substring] {
        let text = Substring(self)
        let utf8 = text.utf8
        // Each line's start and end as offsets, found over the text's bytes in place; an offset
        // into native UTF-8 text becomes an index in constant time.
        let bounds = utf8.withContiguousStorageIfAvailable(Self.lineBounds)
            ?? Array(utf8).withUnsafeBufferPointer(Self.lineBounds)
        return bounds.map { start, end in
            Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
        }
    }

    private static func lineBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int)] {
        var bounds: [(start: Int, end: Int)] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            bounds.append((start, index))
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            start = index
        }
        bounds.append((start, bytes.count))
        return bounds
    }
}
