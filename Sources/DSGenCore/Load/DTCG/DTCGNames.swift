/// The names the W3C Design Tokens format (DTCG 2025.10) and its Resolver Module use, shared by
/// the reader and the writer so that what dsgen writes it reads back.
public enum DTCGNames {
    /// The resolver version dsgen writes and expects.
    public static let version = "2025.10"
    /// dsgen's key in `$extensions`: what DTCG cannot say (the Swift name, a radius that is round,
    /// a gradient's geometry) rides there, and other tools keep it untouched.
    public static let extensionKey = "dev.dsgen"
    /// The resolver modifier whose contexts are dsgen's appearances.
    public static let appearanceModifier = "appearance"

    /// The context of the appearance modifier for each appearance.
    public static func context(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light-high-contrast"
        case .darkHighContrast: "dark-high-contrast"
        }
    }

    /// The appearance a resolver context names, by meaning rather than spelling: a word for light
    /// (`light`, `default`, `any`, `day`) or dark (`dark`, `night`), and optionally one for high
    /// contrast (`hc`, `ax`, `high-contrast`, `highContrast`, `increased-contrast`, `more-contrast`),
    /// in any case and with `-`, `_`, `.` or spaces between words. High contrast alone is light's.
    public static func appearance(context: String) -> Appearance? {
        var words = contextWords(context)
        var highContrast = false
        for marker in [["high", "contrast"], ["increased", "contrast"], ["more", "contrast"], ["contrast"]]
            + contrastWords.map({ [$0] }) {
            guard Set(marker).isSubset(of: words) else { continue }
            highContrast = true
            words.subtract(marker)
        }
        let dark: Bool
        switch words {
        case ["dark"], ["night"]: dark = true
        case ["light"], ["default"], ["any"], ["day"], ["base"]: dark = false
        case [] where highContrast: dark = false
        default: return nil
        }
        switch (dark, highContrast) {
        case (false, false): return .light
        case (true, false): return .dark
        case (false, true): return .lightHighContrast
        case (true, true): return .darkHighContrast
        }
    }

    /// A context's name in lower-case words, split at separators and where lower case meets upper.
    private static func contextWords(_ name: String) -> Set<String> {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, previous?.isLowercase == true, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(Character(character.lowercased()))
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        // `darkhighcontrast`, `lighthc`: an appearance and a contrast written as one word.
        return Set(words.flatMap { word -> [String] in
            for base in ["light", "dark"]
                where word.hasPrefix(base) && contrastWords.contains(String(word.dropFirst(base.count))) {
                return [base, String(word.dropFirst(base.count))]
            }
            return [word]
        })
    }

    private static let contrastWords: Set<String> = ["hc", "ax", "highcontrast", "increasedcontrast", "morecontrast"]

    /// The 13 types of the format module: the `$type` each kind that DTCG has a type for reads.
    public static let types: Set<String> = Set(TokenKind.byDTCGType.keys)

    /// The named font weights of the format, with their numbers.
    public static let fontWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// CSS generic families for SwiftUI's system designs, which DTCG's `fontFamily` writes as names.
    public static func family(_ design: FontDesign) -> String {
        switch design {
        case .default: "system-ui"
        case .rounded: "ui-rounded"
        case .serif: "ui-serif"
        case .monospaced: "ui-monospace"
        }
    }
}
