/// Tokens Studio's gradients, written as CSS in a colour token
/// (`linear-gradient(180deg, {blue} 0%, rgba(0, 0, 0, 0.4) 100%)`), as DTCG's list of stops.
extension TokensStudio {
    /// The stops of a CSS linear gradient, with a note when its angle is not top to bottom (the
    /// only direction DTCG's gradient has); nil when `text` is no linear gradient.
    static func gradient(_ text: String, like node: JSONNode) throws(Unreadable) -> (JSONNode, String?)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("linear-gradient("), trimmed.hasSuffix(")") else { return nil }
        var parts = topLevelParts(String(trimmed.dropFirst("linear-gradient(".count).dropLast()))
        var note: String?
        if let first = parts.first, first.hasSuffix("deg") || first.hasPrefix("to ") {
            if !["180deg", "to bottom"].contains(first) {
                note = "its direction '\(first)' is read as top to bottom, the direction of DTCG's gradients"
            }
            parts.removeFirst()
        }
        guard parts.count >= 2 else { throw Unreadable(reason: "'\(text)' has fewer than two colour stops") }
        var stops: [JSONNode] = []
        for (index, part) in parts.enumerated() {
            var colorText = part, position = Double(index) / Double(parts.count - 1)
            if let space = part.lastIndex(of: " "), part.hasSuffix("%"),
               let percent = Double(part[part.index(after: space)...].dropLast()) {
                colorText = String(part[..<space]).trimmingCharacters(in: .whitespaces)
                position = percent / 100
            }
            let color: JSONNode
            if isReference(colorText) {
                color = make(.string(colorText), like: node)
            } else if let rgba = CSSColor.rgba(colorText) {
                color = colorObject(rgba, like: node)
            } else {
                throw Unreadable(reason: "'\(colorText)' in '\(text)' is not a colour dsgen can read")
            }
            stops.append(make(.object([
                member("color", color), member("position", make(.number(min(max(position, 0), 1)), like: node)),
            ]), like: node))
        }
        return (make(.array(stops), like: node), note)
    }

    /// `a, rgba(0, 0, 0, 1) 50%, {b}` split at the commas outside parentheses and braces.
    private static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if "({".contains(character) { depth += 1 } else if ")}".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts.filter { !$0.isEmpty }
    }
}
