/// Text made safe to put in HTML, in an element or an attribute: `&`, `<`, `>`, `"` and `'` escaped.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        // Most text has nothing to escape: it is returned as it is, without a copy. Its bytes are
        // looked at in place where they are stored together, which is faster than one at a time
        // through the view: every value a template prints comes here.
        let hasSpecial = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSpecial) }
            ?? text.utf8.contains(where: isSpecial)
        guard hasSpecial else { return text }
        var html: [UInt8] = []
        html.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text.utf8, to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// Appends the UTF-8 `bytes` to `html` with the five characters escaped: for writers that
    /// build their HTML as bytes. A slice of an array takes the overload below.
    public static func appendEscaped(_ bytes: some Sequence<UInt8>, to html: inout [UInt8]) {
        for byte in bytes {
            if isSpecial(byte) { appendEntity(for: byte, to: &html) } else { html.append(byte) }
        }
    }

    /// `appendEscaped` for a slice of an array, copied a run at a time between the characters it
    /// escapes. Called from another module, the generic one is not specialised: it took a byte at
    /// a time through the protocol's witnesses, a tenth of highlighting an example.
    public static func appendEscaped(_ bytes: ArraySlice<UInt8>, to html: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for index in buffer.indices where isSpecial(buffer[index]) {
                html.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
                appendEntity(for: buffer[index], to: &html)
                start = index + 1
            }
            html.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    private static func appendEntity(for byte: UInt8, to html: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): html.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): html.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): html.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): html.append(contentsOf: "&quot;".utf8)
        default: html.append(contentsOf: "&#39;".utf8)
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// A dotted name, escaped, that a narrow column breaks after a dot rather than mid-word:
    /// `DesignSystem.<wbr>Colors.<wbr>background`.
    public static func breakable(_ dotted: String) -> String {
        escaped(dotted).replacing(".", with: ".<wbr>")
    }
}
