import Testing
@testable import DSGenCore

/// A page's source hash marks its fence placeholders and tells the page cache whether a saved
/// file changed: the same text always gives the same hash, on any machine, and a change to any
/// byte gives another.
struct SourceHashTests {
    @Test(arguments: [
        ("", 0xefd0_1f60_ba99_2926 as UInt64),
        ("# Colours\n", 0x133a_c69e_9abb_6b9f),
        ("# Colours\n\nThe palette, light and dark: ✅\n", 0x8bc3_6990_14bf_5534),
    ])
    func theHashOfATextIsFixed(text: String, hash: UInt64) {
        #expect(Page.sourceHash(text) == hash)
    }

    @Test func aChangeToAnyByteChangesTheHash() {
        let text = Array("# Spacing\n\nEight points, then twelve: `md`.\n".utf8)
        var hashes: Set<UInt64> = [Page.sourceHash(String(decoding: text, as: UTF8.self))]
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x01
            hashes.insert(Page.sourceHash(String(decoding: changed, as: UTF8.self)))
        }
        #expect(hashes.count == text.count + 1)
        // A text and the same text with a byte more, even a zero byte, differ too.
        #expect(Page.sourceHash("md") != Page.sourceHash("md\u{0}"))
    }
}
