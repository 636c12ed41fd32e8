
/// The `report` layout, written here rather than by `JSONEncoder`: a report's fields stand in the
/// order a reader expects (`path`, `line`, `column`, …), which the encoder does not keep, and
/// encoding a finding took it about 80,000 instructions, which made a report of a large tree's
/// findings the slowest serial step of a lint run; `reportArray` writes them on every core.
/// `lineBytes` writes the same with no space at all, for lint's cache (a line a file).
extension JSONOutput {
    /// The value on one line, with no space and no final newline: members in their order (sorted
    /// for `object`), strings escaped as in a report.
    public func lineBytes() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256 + writtenCount)
        writeReport(to: &output, depth: 0, compact: true)
        return output
    }

    func reportBytes() -> [UInt8] {
        var output: [UInt8] = []
        // Room for the arrays written already, so that tens of megabytes of findings are copied once.
        output.reserveCapacity(4096 + writtenCount)
        writeReport(to: &output, depth: 0)
        output.append(10)
        return output
    }

    /// The bytes of the `written` arrays this value holds.
    private var writtenCount: Int {
        switch self {
        case .written(let bytes): bytes.count
        case .array(let items): items.reduce(0) { $0 + $1.writtenCount }
        case .object(let members): members.values.reduce(0) { $0 + $1.writtenCount }
        case .orderedObject(let members): members.reduce(0) { $0 + $1.value.writtenCount }
        case .string, .integer, .number, .bool, .null: 0
        }
    }

    private func writeReport(to output: inout [UInt8], depth: Int, compact: Bool = false) {
        switch self {
        case .string(let value): JSONText.appendQuoted(value, to: &output)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .number(let value):
            if value.isFinite {
                var text = value.description
                if text.hasSuffix(".0") { text.removeLast(2) }
                output.append(contentsOf: text.utf8)
            } else {
                JSONText.appendQuoted(value.isNaN ? "NaN" : value > 0 ? "Infinity" : "-Infinity", to: &output)
            }
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .written(let bytes): output.append(contentsOf: bytes)
        case .array(let items):
            Self.container(items.count, open: "[", close: "]", to: &output, depth: depth, compact: compact) {
                items[$0].writeReport(to: &$1, depth: depth + 1, compact: compact)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }.map { Member($0.key, $0.value) }
            Self.members(sorted, to: &output, depth: depth, compact: compact)
        case .orderedObject(let members):
            Self.members(members, to: &output, depth: depth, compact: compact)
        }
    }

    private static func members(_ members: [Member], to output: inout [UInt8], depth: Int, compact: Bool) {
        container(members.count, open: "{", close: "}", to: &output, depth: depth, compact: compact) { index, output in
            JSONText.appendQuoted(members[index].key, to: &output)
            output.append(contentsOf: (compact ? ":" : ": ").utf8)
            members[index].value.writeReport(to: &output, depth: depth + 1, compact: compact)
        }
    }

    private static func container(
        _ count: Int, open: Unicode.Scalar, close: Unicode.Scalar, to output: inout [UInt8], depth: Int,
        compact: Bool = false, item: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard count > 0 else {
            output.append(UInt8(ascii: close))
            return
        }
        if compact {
            for index in 0..<count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item(index, &output)
            }
            output.append(UInt8(ascii: close))
            return
        }
        output.append(10)
        for index in 0..<count {
            indent(depth + 1, &output)
            item(index, &output)
            if index + 1 < count { output.append(UInt8(ascii: ",")) }
            output.append(10)
        }
        indent(depth, &output)
        output.append(UInt8(ascii: close))
    }

    private static func indent(_ depth: Int, _ output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// An array of `count` items at `depth` of a report, each item made and written on whichever
    /// core is free: a report of a hundred thousand findings is written in a fraction of the time.
    public static func reportArray(_ count: Int, depth: Int, item: @Sendable (Int) -> JSONOutput) -> JSONOutput {
        guard count > 0 else { return .array([]) }
        let chunkSize = 2048
        let chunks = (count + chunkSize - 1) / chunkSize
        let written = (0..<chunks).concurrentMap { chunk in
            var bytes: [UInt8] = []
            for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
                indent(depth + 1, &bytes)
                item(index).writeReport(to: &bytes, depth: depth + 1)
                if index + 1 < count { bytes.append(UInt8(ascii: ",")) }
                bytes.append(10)
            }
            return bytes
        }
        var output: [UInt8] = []
        output.reserveCapacity(written.reduce(2 + 2 * depth + 1) { $0 + $1.count })
        output += [UInt8(ascii: "["), 10]
        for part in written { output.append(contentsOf: part) }
        indent(depth, &output)
        output.append(UInt8(ascii: "]"))
        return .written(output)
    }
}
