import Dispatch
import Foundation
import Synchronization

/// A JSON document to write: the one JSON writer of dsgen (lint's reports and baselines, DTCG
/// files, asset catalogs). Written by hand rather than with `JSONEncoder`, which spends tens of
/// thousands of instructions per value and lays out what it likes: the bytes here are fixed.
public indirect enum JSONOutput: Sendable, Equatable {
    /// Members written with their keys sorted.
    case object([String: JSONOutput])
    /// Members written in the order given, as a report lists its fields.
    case orderedObject([Member])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    /// A number written as short as it reads back (`1`, `0.949`, `1e+20`); JSON has no infinity,
    /// so one that overflowed is written as the string `"Infinity"` rather than failing the file.
    case number(Double)
    case bool(Bool)
    /// An array whose items are written already, in parallel: see `writtenArray`.
    case written([UInt8])

    /// How a document is laid out. The first two indent by two spaces and end with a newline.
    public enum Layout: Sendable {
        /// `"key" : value`, and an empty container on lines of its own: the layout of Xcode's
        /// `Contents.json` (a catalog dsgen writes shows no diff once Xcode has saved it) and of
        /// Foundation's pretty printing, which token tools write their files in.
        case pretty
        /// `"key": value`, and `[]` and `{}` when empty: lint's reports.
        case report
        /// No space at all, `{"key":value}`: the search box's index, a value kept as text.
        case compact
    }

    public func data(_ layout: Layout) -> Data {
        Data(bytes(layout))
    }

    public func text(_ layout: Layout) -> String {
        String(decoding: bytes(layout), as: UTF8.self)
    }

    private func bytes(_ layout: Layout) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, depth: 0, layout)
        if layout != .compact { output.append(10) }
        return output
    }

    private func write(to output: inout [UInt8], depth: Int, _ layout: Layout) {
        switch self {
        case .string(let value): JSONText.appendQuoted(value, to: &output)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .number(let value): Self.appendNumber(value, to: &output)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .written(let bytes): output.append(contentsOf: bytes)
        case .array(let items):
            Self.container(items.count, open: "[", close: "]", to: &output, depth: depth, layout) { index, output in
                items[index].write(to: &output, depth: depth + 1, layout)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }
            Self.container(sorted.count, open: "{", close: "}", to: &output, depth: depth, layout) { index, output in
                Self.member(sorted[index].key, sorted[index].value, to: &output, depth: depth, layout)
            }
        case .orderedObject(let members):
            Self.container(members.count, open: "{", close: "}", to: &output, depth: depth, layout) { index, output in
                Self.member(members[index].key, members[index].value, to: &output, depth: depth, layout)
            }
        }
    }

    private static func member(
        _ key: String, _ value: JSONOutput, to output: inout [UInt8], depth: Int, _ layout: Layout
    ) {
        JSONText.appendQuoted(key, to: &output)
        switch layout {
        case .pretty: output.append(contentsOf: " : ".utf8)
        case .report: output.append(contentsOf: ": ".utf8)
        case .compact: output.append(UInt8(ascii: ":"))
        }
        value.write(to: &output, depth: depth + 1, layout)
    }

    private static func container(
        _ count: Int, open: Unicode.Scalar, close: Unicode.Scalar, to output: inout [UInt8], depth: Int,
        _ layout: Layout, item: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        if layout == .compact {
            for index in 0..<count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item(index, &output)
            }
            output.append(UInt8(ascii: close))
            return
        }
        if count == 0, layout == .report {
            output.append(UInt8(ascii: close))
            return
        }
        output.append(10)
        if count == 0 { output.append(10) }
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

    private static func appendNumber(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else {
            JSONText.appendQuoted(value.isNaN ? "NaN" : value > 0 ? "Infinity" : "-Infinity", to: &output)
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        output.append(contentsOf: text.utf8)
    }

    /// An array of `count` items at `depth` of a document in `layout`, each item made and written on
    /// whichever core is free: a report of a hundred thousand findings is written in a fraction of
    /// the time.
    public static func writtenArray(
        _ count: Int, depth: Int, _ layout: Layout, item: @Sendable (Int) -> JSONOutput
    ) -> JSONOutput {
        guard count > 0 else { return .array([]) }
        let chunkSize = 2048
        let chunks = (count + chunkSize - 1) / chunkSize
        let parts = Mutex<[[UInt8]]>(Array(repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var bytes: [UInt8] = []
            for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
                indent(depth + 1, &bytes)
                item(index).write(to: &bytes, depth: depth + 1, layout)
                if index + 1 < count { bytes.append(UInt8(ascii: ",")) }
                bytes.append(10)
            }
            parts.withLock { $0[chunk] = bytes }
        }
        var output: [UInt8] = [UInt8(ascii: "["), 10]
        for part in parts.withLock({ $0 }) { output.append(contentsOf: part) }
        indent(depth, &output)
        output.append(UInt8(ascii: "]"))
        return .written(output)
    }

    /// A value read from a JSON file, to write back as it was (other tools' `$extensions`).
    public init(_ node: JSONNode) {
        switch node.value {
        case .object(let members):
            self = .object(
                Dictionary(members.map { ($0.key, JSONOutput($0.node)) }, uniquingKeysWith: { first, _ in first })
            )
        case .array(let items): self = .array(items.map(JSONOutput.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        // JSON's null has no place in a token file; an empty object keeps the key.
        case .null: self = .object([:])
        }
    }
}

extension JSONOutput {
    /// An object of `members` in the order given.
    public static func ordered(_ members: [(String, JSONOutput)]) -> JSONOutput {
        .orderedObject(members.map { Member($0.0, $0.1) })
    }
}

extension JSONOutput {
    /// One member of an object written in order.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONOutput

        public init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }
}

extension JSONOutput: ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
    }
}
