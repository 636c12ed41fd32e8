/// A 64-bit FNV-1a hash that is the same in every process, unlike `Hasher`, which is seeded
/// afresh each run: for keys kept on disk between runs.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }

    /// A string, ended by a byte no UTF-8 text holds, so that `"ab", "c"` and `"a", "bc"` differ.
    mutating func combine(_ text: String) {
        combine(bytes: text.utf8)
        combine(bytes: CollectionOfOne(UInt8(0xff)))
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
