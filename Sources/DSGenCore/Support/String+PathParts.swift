extension String {
    /// The parts of a `/`-separated path, empty ones left out, as `split(separator: "/")` gives
    /// them, but found over the UTF-8 bytes, as the file system finds them: splitting by
    /// Character compares every character as a string, and a build splits each page's path
    /// several times.
    public var pathParts: [Substring] {
        utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
