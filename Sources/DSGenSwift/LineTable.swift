/// Where each line of a text starts, to turn byte offsets into lines and columns (UTF-8 bytes,
/// 1-based). Lines end at LF, CR LF or a lone CR, as Swift counts them.
public struct LineTable: Sendable {
    private let starts: [Int]

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
            if bytes[index] == 10 || bytes[index] == 13 { starts.append(index + 1) }
            index += 1
        }
        self.starts = starts
    }

    /// The line and column of the byte at `offset`.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
