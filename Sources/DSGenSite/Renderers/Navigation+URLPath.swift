import Foundation

extension Navigation {
    /// `why?.html` as a link: `why%3F.html`, so `?` and `#` in a file name are not read as a
    /// query or a fragment.
    static func urlPath(_ path: String) -> String {
        // Most paths need no escaping; Foundation's percent-encoding of every page was a sixth of
        // a one-page rebuild of a large site under `dsgen serve`.
        if path.utf8.allSatisfy(isPlainPathByte) { return path }
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: pathSegmentAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    private static let pathSegmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#;"))

    /// ASCII letters, digits, `/` and `-._~`: bytes a path keeps as they are.
    private static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
