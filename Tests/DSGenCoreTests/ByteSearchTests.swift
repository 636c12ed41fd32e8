import DSGenCore
import Testing

struct ByteSearchTests {
    @Test func bytesAreFoundInText() {
        #expect(ByteSearch.contains(".xcassets", in: "Brand/Colors.xcassets/Red.colorset/Contents.json"))
        #expect(ByteSearch.contains("é", in: "Café/page.md"))
        #expect(!ByteSearch.contains(".xcassets", in: "guide/xcassets.md"))
        #expect(!ByteSearch.contains("long needle", in: "short"))
        #expect(!ByteSearch.contains("", in: "anything"), "an empty needle is never found")
    }

    @Test func sameBytesTellSpellingsApart() {
        #expect(ByteSearch.sameBytes("Café/page.md", "Café/page.md"))
        #expect(ByteSearch.sameBytes("", ""))
        #expect(!ByteSearch.sameBytes("Caf\u{E9}", "Cafe\u{301}"), "NFC and NFD are equal Strings, not equal bytes")
        #expect(!ByteSearch.sameBytes("a.md", "a.m"))
    }
}
