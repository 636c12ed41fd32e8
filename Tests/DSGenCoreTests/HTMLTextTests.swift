import DSGenCore
import Testing

/// The five characters HTML reads as markup are escaped, and nothing else changes, whether the
/// text comes as a string, as bytes, or as a slice of an array of bytes.
struct HTMLTextTests {
    @Test func escapesTheFiveCharacters() {
        #expect(HTMLText.escaped("a < b && c > \"d\" 'e'") == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;")
        #expect(HTMLText.escaped("plain ✓ text") == "plain ✓ text")
    }

    @Test(arguments: ["", "plain", "<", "&&", "x<y>z", "'quoted' \"both\"", "tail&", "ünï<cödé>"])
    func aSliceIsEscapedAsItsBytesAre(_ text: String) {
        // The text sits inside a larger array, so the slice neither starts nor ends at its ends.
        let bytes = Array("<<".utf8) + Array(text.utf8) + Array(">>".utf8)
        let slice = bytes[2..<(bytes.count - 2)]
        var fromSlice: [UInt8] = Array("kept".utf8)
        HTMLText.appendEscaped(slice, to: &fromSlice)
        var fromSequence: [UInt8] = Array("kept".utf8)
        HTMLText.appendEscaped(text.utf8, to: &fromSequence)
        #expect(fromSlice == fromSequence)
        #expect(String(decoding: fromSlice, as: UTF8.self) == "kept" + HTMLText.escaped(text))
    }
}
