extension StringProtocol {
    /// The lines of a text, split at `\n` with a trailing `\r` dropped, as cmark counts them.
    ///
    /// Splitting by `Character` would not do: Swift reads `\r\n` as one character, so a file with
    /// Windows line endings would come out as a single line.
    func sourceLines() -> [Substring] {
        String(self).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            let line = Substring(bytes)
            return line.utf8.last == UInt8(ascii: "\r") ? Substring(line.utf8.dropLast()) : line
        }
    }
}
