import Foundation

/// The cases of the app's own enums that bear a colour's name (`enum Severity { case red, gray }`),
/// read from its sources' text: where such a member is passed under a colour's label to a call of
/// the app's (`Badge(color: .red)`), it may be the app's case, not a colour.
enum AppEnumCases {
    /// `case red, gray` and `case red = "r"` declare cases; `case .red:` and `case let x` match them.
    static func cases(in text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("case "), !trimmed.contains(":") else { continue }
            let declared = trimmed.dropFirst("case ".count)
            guard !declared.hasPrefix("."), !declared.hasPrefix("let "), !declared.hasPrefix("var ") else { continue }
            for part in declared.split(separator: ",") {
                let name = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if HardcodedColorRule.colorNames.contains(String(name)) { found.insert(String(name)) }
            }
        }
        return found
    }
}
