/// Splits a byte stream into lines, one JSON-RPC message each, as they arrive: each byte is
/// searched once, so a message of any length is read in time linear in it; a line past `limit`
/// bytes is reported once and skipped to its end, never held whole.
public struct MessageLines: Sendable {
    public enum Event: Equatable, Sendable {
        case line([UInt8])
        /// A line longer than the limit, skipped.
        case tooLong
    }

    public let limit: Int
    private var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer`.
    private var start = 0
    /// How far `buffer` has been searched for a line break.
    private var searched = 0
    /// Inside a line past the limit: its bytes are dropped until its line break.
    private var skipping = false

    public init(limit: Int) {
        self.limit = limit
    }

    /// The lines `chunk` completes, in order.
    public mutating func append(_ chunk: some Collection<UInt8>) -> [Event] {
        buffer.append(contentsOf: chunk)
        var events: [Event] = []
        while let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
            if skipping {
                skipping = false
            } else if newline - start > limit {
                events.append(.tooLong)
            } else {
                events.append(.line(Array(buffer[start..<newline])))
            }
            start = newline + 1
            searched = start
        }
        searched = buffer.count
        if !skipping, buffer.count - start > limit {
            events.append(.tooLong)
            skipping = true
        }
        if skipping { start = buffer.count }
        // Bytes before the line being read are done with: dropped once they are half the buffer.
        if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            searched -= start
            start = 0
        }
        return events
    }

    /// The last line, when the stream ends without a line break after it.
    public mutating func finish() -> Event? {
        defer { buffer = []; start = 0; searched = 0; skipping = false }
        guard !skipping, start < buffer.count else { return nil }
        return .line(Array(buffer[start...]))
    }
}
