import Foundation

/// A JSON document to write: the one JSON value type of dsgen, for DTCG files, asset catalogs,
/// the search index, lint's reports and baselines. Foundation's `JSONEncoder` writes it in the
/// layouts it has (`pretty`, `compact`); a report, whose fields stand in the order a reader
/// expects and whose findings can number hundreds of thousands, is written on every core by
/// `JSONOutput+Report.swift`.
public indirect enum JSONOutput: Encodable, Sendable, Equatable {
    /// Members written with their keys sorted.
    case object([String: JSONOutput])
    /// Members written in the order given (in the `report` layout; the others sort every object).
    case orderedObject([Member])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    /// JSON has no infinity: one that overflowed is written as the string `"Infinity"` rather
    /// than failing the whole file.
    case number(Double)
    case bool(Bool)
    /// A field a report gives for every item, with nothing in it for this one (`dsgen diff`'s
    /// `before` of an added token). Token files never hold it.
    case null
    /// An array whose items are written already, in parallel: see `reportArray`.
    case written([UInt8])

    /// How a document is laid out.
    public enum Layout: Sendable {
        /// Foundation's pretty printing with sorted keys and a final newline: `"key" : value`, two
        /// spaces a level, an empty container on lines of its own. Token tools write their files
        /// so, and it is byte for byte the layout of Xcode's `Contents.json`, so a catalog dsgen
        /// writes shows no diff once Xcode has saved it.
        case pretty
        /// No space at all, keys sorted: the search box's index, a value kept as text.
        case compact
        /// `"key": value` in the members' order, `[]` and `{}` when empty, two spaces a level and
        /// a final newline: lint's reports.
        case report
    }

    public func data(_ layout: Layout) -> Data {
        switch layout {
        case .pretty: (Self.encoded(self, [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) ?? Data())
            + Data("\n".utf8)
        case .compact: Self.encoded(self, [.sortedKeys, .withoutEscapingSlashes]) ?? Data()
        case .report: Data(reportBytes())
        }
    }

    public func text(_ layout: Layout) -> String {
        String(decoding: data(layout), as: UTF8.self)
    }

    private static func encoded(_ value: JSONOutput, _ formatting: JSONEncoder.OutputFormatting) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"
        )
        return try? encoder.encode(value)
    }

    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in members { try container.encode(value, forKey: MemberKey(stringValue: key)) }
        case .orderedObject(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for member in members { try container.encode(member.value, forKey: MemberKey(stringValue: member.key)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .integer(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .written:
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription:
                "an array written for a report is written in the report layout only"))
        }
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
