import Foundation

extension DTCGLoader {
    /// The token a DTCG entry declares, with what dsgen's extension adds back.
    static func token(_ entry: DTCGEntry, kind: TokenKind, values: AppearanceValues<TokenValue>) -> Token {
        let extras = entry.extensions?[DTCGNames.extensionKey]
        let references = { (paths: [String]) in
            paths.map { TokenReference(path: $0, location: extras?.location ?? entry.location) }
        }
        return Token(
            path: entry.dottedPath, kind: kind, values: values, summary: entry.description,
            deprecation: deprecation(entry.deprecated, at: entry.location),
            swiftName: swiftName(entry, recorded: extras?["swift"]?.string),
            location: entry.location, backgrounds: references((extras?["on"]?.array ?? []).compactMap(\.string)),
            vignette: references([extras?["vignette"]?.string].compactMap { $0 }).first,
            extensions: foreignExtensions(entry.extensions),
            uses: Set((extras?["use"]?.array ?? []).compactMap { $0.string.flatMap(TokenUse.init) })
                .filter(kind.uses.contains).sorted()
        )
    }

    /// `true`, or a string that may name the replacement as `{group.token}`.
    private static func deprecation(_ node: JSONNode?, at location: SourceLocation) -> Deprecation? {
        guard let node else { return nil }
        switch node.value {
        case .bool(true): return Deprecation(replacement: nil)
        case .string(let text):
            guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else {
                return Deprecation(replacement: nil)
            }
            return Deprecation(replacement: TokenReference(
                path: String(text[text.index(after: open)..<close]), location: node.location
            ))
        default: return nil
        }
    }

    /// The Swift name dsgen recorded, or one made from the path as a token fence makes it:
    /// `DesignSystem.` and the groups in UpperCamelCase, then the name in lowerCamelCase.
    static func swiftName(_ entry: DTCGEntry, recorded: String?) -> String {
        if let recorded, isDottedIdentifier(recorded), recorded.contains(".") { return recorded }
        let groups = entry.path.dropLast().map { identifier($0, upper: true) }
        // A recorded name without a type before it (`brand`) names the member alone.
        let member = recorded.flatMap { isDottedIdentifier($0) ? $0 : nil }
            ?? identifier(entry.path.last ?? "token", upper: false)
        return (["DesignSystem"] + groups + [member]).joined(separator: ".")
    }

    /// The warning for a recorded Swift name that names a member alone, read under `swiftName`.
    static func memberOnlySwiftName(_ entry: DTCGEntry, recorded: JSONNode?, read swiftName: String) -> Diagnostic? {
        guard let recorded, let text = recorded.string, isDottedIdentifier(text), !text.contains(".") else {
            return nil
        }
        return Diagnostic(
            .warning, .formatDeviation, at: recorded.location,
            "the Swift name '\(text)' has no type before the member, and Swift declares no member alone; " +
                "it is read as '\(swiftName)'"
        )
    }

    /// `space-1` → `space1`, `Button background` → `buttonBackground`, `1_5x` → `_1_5x`;
    /// a leading digit gets `_`.
    static func identifier(_ name: String, upper: Bool) -> String {
        asciiIdentifier(name, upper: upper) ?? characterIdentifier(name, upper: upper)
    }

    /// `identifier` character by character, for any name.
    static func characterIdentifier(_ name: String, upper: Bool) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var text = ""
        for (index, word) in words.enumerated() {
            if text.last?.isNumber == true, word.first?.isNumber == true { text += "_" }
            text += index == 0 && !upper
                ? word.prefix(1).lowercased() + word.dropFirst()
                : word.prefix(1).uppercased() + word.dropFirst()
        }
        if text.isEmpty { return "token" }
        if text.first?.isNumber == true || name.hasPrefix("_") { text = "_" + text }
        return text
    }

    /// `identifier` of an ASCII name, byte by byte: every token of a file has a dozen such
    /// names, and fifty thousand tokens through `$extends` spent most of their load in them.
    /// Nil for a name with other characters, which take the general path.
    static func asciiIdentifier(_ name: String, upper: Bool) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(name.utf8.count + 1)
        var startsWord = true
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit else {
                startsWord = true
                continue
            }
            // Digits on both sides of a separator stay apart: `1_5x` is `_1_5x`, not `15x`'s `_15x`.
            if startsWord, isDigit, let last = output.last, last >= UInt8(ascii: "0"), last <= UInt8(ascii: "9") {
                output.append(UInt8(ascii: "_"))
            }
            if startsWord, isLetter {
                // The first word's first letter is lower case for a member, every other word's upper case.
                output.append(output.isEmpty && !upper ? byte | 0x20 : byte & ~0x20)
            } else {
                output.append(byte)
            }
            startsWord = false
        }
        if output.isEmpty { return "token" }
        // A leading digit gets `_`, and so does a name that starts with one (`_base`, Tokens Studio's private
        // tokens), which then differs from `base`.
        if (output[0] >= UInt8(ascii: "0") && output[0] <= UInt8(ascii: "9")) || name.hasPrefix("_") {
            output.insert(UInt8(ascii: "_"), at: 0)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Other tools' extensions as compact JSON with sorted keys, so that they compare and write back stably.
    private static func foreignExtensions(_ node: JSONNode?) -> String? {
        guard let members = node?.members?.filter({ $0.key != DTCGNames.extensionKey }), !members.isEmpty else {
            return nil
        }
        let object = Dictionary(
            members.map { ($0.key, JSONOutput($0.node)) }, uniquingKeysWith: { first, _ in first }
        )
        return JSONOutput.object(object).text(.compact)
    }
}
