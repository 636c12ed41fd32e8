/// One component of a colour set (`"red" : "0.200"`), read the way Xcode's asset compiler reads it.
///
/// Xcode's inspector writes strings in three notations, and Xcode 9 wrote JSON numbers:
/// - `"0x34"`: a hexadecimal byte, divided by 255;
/// - `"0.204"`: a string with a decimal point, taken as it is (outside 0…1 in extended spaces);
/// - `"52"`: an integer, divided by 255, alpha included, so `"1"` is 1/255, not opaque;
/// - `0.204` or `1`: a JSON number, always taken as it is.
enum ColorComponent {
    /// The component's value, or nil when it is none of the notations above.
    static func value(of node: JSONNode) -> Double? {
        switch node.value {
        case .number(let number):
            return number.isFinite ? number : nil
        case .string(let text):
            return value(of: text)
        case .object, .array, .bool, .null:
            return nil
        }
    }

    private static func value(of text: String) -> Double? {
        if text.lowercased().hasPrefix("0x") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
                let byte = Int(digits, radix: 16) else { return nil }
            return Double(byte) / 255
        }
        if text.contains(".") {
            // Double(_:) also reads "nan" and "inf", which no colour is.
            guard let number = Double(text), number.isFinite else { return nil }
            return number
        }
        return Int(text).map { Double($0) / 255 }
    }
}
