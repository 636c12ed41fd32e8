extension TokenBlock {
    /// Consecutive tokens of one group, kind and file form a block, as a token fence does.
    static func append(_ token: Token, file: String, to blocks: inout [TokenBlock]) {
        // The name's segments without the last: what comes before the last dot, unless empty
        // segments (`a..b`, a key "" in the file) make the slower split necessary.
        let before = { (name: String) -> String in
            if hasEmptySegment(name) {
                return name.split(separator: ".").dropLast().joined(separator: ".")
            }
            return name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? ""
        }
        let group = before(token.path), prefix = before(token.swiftName)
        if let last = blocks.last, last.group == group, last.kind == token.kind, last.pagePath == file,
            last.swiftPrefix == prefix {
            blocks[blocks.count - 1].tokenPaths.append(token.path)
        } else {
            blocks.append(TokenBlock(
                group: group, kind: token.kind, swiftPrefix: prefix, pagePath: file,
                fenceIndex: blocks.count, tokenPaths: [token.path]
            ))
        }
    }
}

/// Whether a dotted name has an empty segment (`a..b`, `.a`, `a.`), byte by byte: `contains("..")`
/// goes through Foundation's string search, which was a tenth of loading 20,000 copied tokens.
private func hasEmptySegment(_ name: String) -> Bool {
    var previous = UInt8(ascii: ".")
    for byte in name.utf8 {
        if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return true }
        previous = byte
    }
    return previous == UInt8(ascii: ".")
}
