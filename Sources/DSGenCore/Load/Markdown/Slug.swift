/// Makes heading anchor ids: lower-case words joined by hyphens, unique within a page.
///
/// Ids the layout and the token tables use are kept clear: `content` is the main element, and
/// `token-…` belongs to token rows.
struct SlugMaker {
    private var used: Set<String> = ["content"]

    mutating func slug(for text: String) -> String {
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if character == " " || character == "-" || character == "_" || character == "." {
                if !word.isEmpty { words.append(word); word = "" }
            }
        }
        if !word.isEmpty { words.append(word) }
        var base = words.isEmpty ? "section" : words.joined(separator: "-")
        if base == "content" || base.hasPrefix("token-") { base = "section-" + base }
        var slug = base
        var count = 1
        while used.contains(slug) {
            slug = "\(base)-\(count)"
            count += 1
        }
        used.insert(slug)
        return slug
    }
}
