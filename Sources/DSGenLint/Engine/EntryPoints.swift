import DSGenCore

/// Static properties that hold an instance of the app's own type, read from a file's text:
/// `static let compound = CompoundFonts()`, `static var compound: CompoundColors { … }`. A view
/// writes `.font(.compound.bodyLG)` through them; a property of a platform type (`static let
/// brand: Color`) reaches nothing of its own.
enum EntryPoints {
    /// The types each entry point holds, by its name.
    static func instances(in text: String) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for line in text.split(whereSeparator: \.isNewline) where line.contains("static ") {
            guard let keyword = line.range(of: "static let ") ?? line.range(of: "static var ") else { continue }
            let rest = line[keyword.upperBound...]
            let name = rest.prefix(while: isNameCharacter)
            guard !name.isEmpty else { continue }
            var after = rest.dropFirst(name.count).drop { $0 == " " }
            let type: Substring
            if after.hasPrefix(":") {
                after = after.dropFirst().drop { $0 == " " }
                type = after.prefix { isNameCharacter($0) || $0 == "." }
            } else if after.hasPrefix("=") {
                after = after.dropFirst().drop { $0 == " " }
                type = after.prefix { isNameCharacter($0) || $0 == "." }
                guard after.dropFirst(type.count).hasPrefix("()") else { continue }
            } else {
                continue
            }
            guard type.first?.isUppercase == true, type != "Self", !SwiftPlatformTypes.isPlatform(String(type))
            else { continue }
            found[String(name), default: []].insert(String(type))
        }
        return found
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
