/// The lines between a fence's markers, each with where its first byte stands in the Markdown
/// file. They are kept as places in the fence's code, not as a string and a location each: the
/// examples of 5,000 long guides have half a million lines, and a string and a location apiece
/// took three times the memory of the code itself.
public struct FenceLines: RandomAccessCollection, Hashable, Sendable {
    /// Line `n`'s first byte in the code, and its line and column in the Markdown file.
    private struct Place: Hashable, Sendable {
        var start: Int32
        var line: Int32
        var column: Int32
    }

    /// The lines, each followed by a line break (`Fence.code`).
    private let code: String
    /// The page's path, which every line of a fence shares.
    private let path: String
    private let places: [Place]

    /// `lines` kept as places in `code`, which is each of them followed by a line break.
    init(_ lines: [SourceText], code: String, path: String) {
        self.code = code
        self.path = path
        var places: [Place] = []
        places.reserveCapacity(lines.count)
        var start = 0
        for line in lines {
            places.append(Place(
                start: Int32(clamping: start), line: Int32(clamping: line.location.line),
                column: Int32(clamping: line.location.column)
            ))
            start += line.text.utf8.count + 1
        }
        self.places = places
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { places.count }

    public subscript(position: Int) -> SourceText {
        let utf8 = code.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(places[position].start))
        let next = position + 1 < places.count ? Int(places[position + 1].start) : utf8.count
        let end = utf8.index(utf8.startIndex, offsetBy: Swift.max(next - 1, Int(places[position].start)))
        return SourceText(String(code[start..<end]), at: location(ofLine: position))
    }

    /// Where line `position`'s first byte stands, without the line's text.
    public func location(ofLine position: Int) -> SourceLocation {
        SourceLocation(path: path, line: Int(places[position].line), column: Int(places[position].column))
    }
}
