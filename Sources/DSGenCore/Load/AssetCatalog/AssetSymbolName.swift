/// The Swift names Xcode 15 and later generate for an asset catalog's colours
/// (`GeneratedAssetSymbols.swift`), which dsgen uses as token names.
///
/// A name is split into words at every character that is not a letter or a digit; the first word
/// is lower-cased (`YP Background` → `ypBackground`; a capital run before lower case keeps its
/// last letter: `WSDOTbackground` → `wsdoTbackground`), later words start with a capital
/// (`card-background` → `cardBackground`), and a leading digit gets a `_` (`121212` → `_121212`).
enum AssetSymbolName {
    /// The property Xcode generates for a colour set named `name`: also without a trailing
    /// `Color`, as Xcode drops it (`AccentColor` → `accent`, `appPrimaryColor` → `appPrimary`).
    static func property(_ name: String) -> String {
        let camel = lowerCamel(name)
        guard camel.hasSuffix("Color"), camel.count > "Color".count else { return camel }
        return String(camel.dropLast("Color".count))
    }

    /// A namespace folder's name as a dsgen group: lower camel case, `Text Colors` → `textColors`.
    static func lowerCamel(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "" }
        return leadingDigitEscaped(lowerFirstWord(first) + parts.dropFirst().map(capitalizedFirst).joined())
    }

    /// The enum Xcode generates for a namespace folder: its name as written when that is already
    /// an identifier (`Colors`), otherwise its words in upper camel case (`Text Colors` → `TextColors`).
    static func namespace(_ name: String) -> String {
        let parts = words(name)
        if parts.count == 1, parts[0] == name, name.first?.isNumber == false { return name }
        return leadingDigitEscaped(parts.map(capitalizedFirst).joined())
    }

    /// `name` as Swift code spells it: a reserved word in backticks, as Xcode writes `` `default` ``.
    static func escaped(_ name: String) -> String {
        swiftKeywords.contains(Substring(name)) ? "`\(name)`" : name
    }

    private static func words(_ name: String) -> [Substring] {
        name.split { !($0.isLetter || $0.isNumber) }
    }

    private static func lowerFirstWord(_ word: Substring) -> String {
        let characters = Array(word)
        let run = characters.prefix { $0.isUppercase }.count
        if run == 0 { return String(word) }
        // `WSDOTbackground`: the last capital of the run starts the next word, so it stays.
        let lowered = run < characters.count && characters[run].isLowercase && run > 1 ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func capitalizedFirst(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func leadingDigitEscaped(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }
}
