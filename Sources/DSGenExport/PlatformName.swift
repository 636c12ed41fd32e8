/// A token's path in the spellings other platforms name things in.
enum PlatformName {
    /// The words of a path: `colors.status.metGoal` → [colors, status, met, goal].
    static func words(_ path: String) -> [String] {
        var words: [String] = []
        for segment in path.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" || $0 == " " }) {
            var word = ""
            var previous: Character?
            for character in segment {
                let startsWord = character.isUppercase && previous.map { $0.isLowercase || $0.isNumber } == true
                    || character.isNumber && previous.map { !$0.isNumber } == true
                if startsWord, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word.append(Character(character.lowercased()))
                previous = character
            }
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    /// `colors.status.metGoal` → `colors-status-met-goal`.
    static func kebab(_ path: String) -> String { words(path).joined(separator: "-") }

    /// `colors.status.metGoal` → `colors_status_met_goal`, a valid Android resource name (a letter first).
    static func snake(_ path: String) -> String {
        let name = words(path).joined(separator: "_")
        return name.first?.isLetter == true ? name : "token_" + name
    }
}
