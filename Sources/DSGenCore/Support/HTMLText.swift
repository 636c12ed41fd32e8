/// Text made safe to put in HTML, in an element or an attribute: `&`, `<`, `>`, `"` and `'` escaped.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        // Most text has nothing to escape: it is returned as it is, without a copy.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A dotted name, escaped, that a narrow column breaks after a dot rather than mid-word:
    /// `DesignSystem.<wbr>Colors.<wbr>background`.
    public static func breakable(_ dotted: String) -> String {
        escaped(dotted).replacing(".", with: ".<wbr>")
    }
}
