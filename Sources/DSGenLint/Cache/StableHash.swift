/// A 64-bit FNV-1a hash that is the same in every process and on every machine, unlike `Hasher`,
/// which is seeded afresh each run: for keys kept on disk between runs and for baselines'
/// fingerprints.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Each byte in turn, read from contiguous storage where the bytes have it (a native string's
    /// UTF-8, an array): a baseline hashes every finding's line.
    mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        let read = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { combine(byte: byte) }
            return true
        }
        if read == nil {
            for byte in bytes { combine(byte: byte) }
        }
    }

    /// A string, ended by a byte no UTF-8 text holds, so that `"ab", "c"` and `"a", "bc"` differ.
    mutating func combine(_ text: String) {
        combine(bytes: text.utf8)
        combine(byte: 0xff)
    }

    /// The value as 16 lowercase hex digits.
    var hex: String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 {
                let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index) & 0xF)
                buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            }
            return 16
        }
    }
}
