/// Makes heading anchor ids: lower-case words joined by hyphens, unique within a page.
struct SlugMaker {
    private var used: [String: Int] = [:]

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
        let base = words.isEmpty ? "section" : words.joined(separator: "-")
        let count = used[base, default: 0]
        used[base] = count + 1
        return count == 0 ? base : "\(base)-\(count)"
    }
}
