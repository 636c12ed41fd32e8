extension StringProtocol {
    /// The lines of a text, split at `\r\n`, `\n` or a lone `\r`, as cmark counts them.
    ///
    /// Splitting by `Character` would not do: Swift reads `\r\n` as one character, so a file with
    /// Windows line endings would come out as a single line.
    public func sourceLines() -> [Substring] {
        let text = Substring(self)
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(Substring(bytes[start..<index]))
            index = bytes.index(after: index)
            if byte == UInt8(ascii: "\r"), index < bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
                index = bytes.index(after: index)
            }
            start = index
        }
        lines.append(Substring(bytes[start..<bytes.endIndex]))
        return lines
    }
}
