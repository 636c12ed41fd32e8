/// Text made safe to put in HTML, in an element or an attribute: `&`, `<`, `>`, `"` and `'` escaped.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        // Most text has nothing to escape: it is returned as it is, without a copy.
        guard text.utf8.contains(where: isSpecial) else { return text }
        var html: [UInt8] = []
        html.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text.utf8, to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// Appends the UTF-8 `bytes` to `html` with the five characters escaped: for writers that
    /// build their HTML as bytes (the Swift highlighter).
    public static func appendEscaped(_ bytes: some Sequence<UInt8>, to html: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): html.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): html.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): html.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): html.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): html.append(contentsOf: "&#39;".utf8)
            default: html.append(byte)
            }
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
