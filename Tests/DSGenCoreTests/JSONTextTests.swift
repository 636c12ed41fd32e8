import DSGenCore
import Testing

/// Strings in lint's reports: what is escaped, and that the runs between escapes stay whole.
struct JSONTextTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"a\b"#, #""a\\b""#),
        ("tab\there\nnext\r", #""tab\there\nnext\r""#),
        ("\u{8}\u{C}\u{1}\u{1F}", #""\b\f\u0001\u001f""#),
        ("/ and é and 🎨", #""/ and é and 🎨""#),
        ("\"\"", #""\"\"""#),
    ])
    func aStringIsQuotedWithItsSpecialBytesEscaped(value: String, quoted: String) {
        #expect(JSONText.quoted(value) == quoted)
    }
}
