/// Makes heading anchor ids as GitHub does, unique within a page, so that a link written for a
/// page on GitHub (`guide.md#acknowledgments--prior-art`) also works in the site.
///
/// GitHub's rules: lower-case; drop every character that is not a letter, a mark, a digit, a
/// space, `-` or `_` (connector punctuation); each space becomes `-`, and repeated hyphens stay
/// (`Acknowledgments & Prior Art` → `acknowledgments--prior-art`). A repeated id gets `-1`, `-2`…
///
/// Two ids belong to the site and are kept clear: `content` is the main element and `token-…`
/// are the anchors of token rows. A heading whose GitHub id would be one of them gets `section-`
/// in front (`Content` → `section-content`). A heading with nothing left (only punctuation or
/// emoji) gets no id: `slug(for:)` returns the empty string, and the page has no link to it.
struct SlugMaker {
    private var used: Set<String> = []
    /// The next number to try for each base: without it, the 100,000th heading of the same text
    /// would try the 99,999 numbers taken before it (a page of them took over ten minutes).
    private var nextNumber: [String: Int] = [:]

    mutating func slug(for text: String) -> String {
        var base = Self.githubSlug(text)
        guard !base.isEmpty else { return "" }
        if base == "content" || base.hasPrefix("token-") { base = "section-" + base }
        var slug = base
        var count = nextNumber[base] ?? 1
        while used.contains(slug) {
            slug = "\(base)-\(count)"
            count += 1
        }
        nextNumber[base] = count
        used.insert(slug)
        return slug
    }

    /// The id GitHub gives a heading whose text is `text`, before duplicates are numbered.
    static func githubSlug(_ text: String) -> String {
        if let slug = asciiSlug(text) { return slug }
        return unicodeSlug(text)
    }

    /// `githubSlug` of an ASCII text, byte by byte, or nil when the text is not ASCII. In ASCII
    /// the characters kept are letters, digits and `_` (the one connector punctuation): most
    /// headings are ASCII, and looking each character's category up was most of their cost.
    private static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"):
                bytes.append(byte)
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            case 0x80...: return nil
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `githubSlug` of any text, scalar by scalar.
    static func unicodeSlug(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                slug.append("-")
            } else if scalar == "-" || isKept(scalar) {
                slug.append(scalar)
            }
        }
        return String(slug)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            true
        default:
            false
        }
    }
}
