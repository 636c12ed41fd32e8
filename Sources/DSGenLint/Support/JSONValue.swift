import DSGenCore
import Dispatch
import Synchronization

/// A JSON document to write: objects keep their keys in the order given, so reports read the same
/// on every run. Written by hand because Foundation's `JSONEncoder` spends about 80,000
/// instructions per finding, which made encoding the report the slowest serial step of a lint run.
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Int)
    case bool(Bool)
    /// An array whose items are rendered already, in parallel: see `renderedArray`.
    case rendered([UInt8])

    /// Pretty-printed with two-space indentation and a final newline.
    var text: String {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, depth: 0)
        output.append(10)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .string(let value): Self.writeString(value, to: &output)
        case .number(let value): output.append(contentsOf: String(value).utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .rendered(let bytes): output.append(contentsOf: bytes)
        case .array(let items):
            writeContainer(
                items.count,
                open: UInt8(ascii: "["),
                close: UInt8(ascii: "]"),
                to: &output,
                depth: depth
            ) { index, output in
                items[index].write(to: &output, depth: depth + 1)
            }
        case .object(let members):
            writeContainer(
                members.count,
                open: UInt8(ascii: "{"),
                close: UInt8(ascii: "}"),
                to: &output,
                depth: depth
            ) { index, output in
                Self.writeString(members[index].0, to: &output)
                output.append(contentsOf: ": ".utf8)
                members[index].1.write(to: &output, depth: depth + 1)
            }
        }
    }

    /// An array of `count` items at `depth`, each item made and written on whichever core is free:
    /// a report of a hundred thousand findings is written in a fraction of the time.
    static func renderedArray(_ count: Int, depth: Int, item: @Sendable (Int) -> JSONValue) -> JSONValue {
        guard count > 0 else { return .array([]) }
        let chunkSize = 2048
        let chunks = (count + chunkSize - 1) / chunkSize
        let parts = Mutex<[[UInt8]]>(Array(repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var bytes: [UInt8] = []
            for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (depth + 1)))
                item(index).write(to: &bytes, depth: depth + 1)
                if index + 1 < count { bytes.append(UInt8(ascii: ",")) }
                bytes.append(10)
            }
            parts.withLock { $0[chunk] = bytes }
        }
        var output: [UInt8] = [UInt8(ascii: "["), 10]
        for part in parts.withLock({ $0 }) { output.append(contentsOf: part) }
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        output.append(UInt8(ascii: "]"))
        return .rendered(output)
    }

    private func writeContainer(
        _ count: Int,
        open: UInt8,
        close: UInt8,
        to output: inout [UInt8],
        depth: Int,
        item: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard count > 0 else { output.append(close); return }
        output.append(10)
        for index in 0..<count {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (depth + 1)))
            item(index, &output)
            if index + 1 < count { output.append(UInt8(ascii: ",")) }
            output.append(10)
        }
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        output.append(close)
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        JSONText.appendQuoted(value, to: &output)
    }
}
