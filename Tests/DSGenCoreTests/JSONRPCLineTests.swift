import DSGenCore
import Foundation
import Testing

/// The MCP server's input, read a line at a time in time linear in a message's length, and each
/// line checked against JSON-RPC 2.0 before the library sees it.
struct JSONRPCLineTests {
    static func lines(_ chunks: [String], limit: Int = 64) -> [MessageLines.Event] {
        var lines = MessageLines(limit: limit)
        var events = chunks.flatMap { lines.append(Array($0.utf8)) }
        if let last = lines.finish() { events.append(last) }
        return events
    }

    @Test func linesSplitAcrossChunksAndAFinalLineWithoutABreakArrive() {
        #expect(Self.lines(["{\"a\"", ":1}\n{\"b\":2}\n{\"c", "\":3}"]) == [
            .line(Array("{\"a\":1}".utf8)), .line(Array("{\"b\":2}".utf8)), .line(Array("{\"c\":3}".utf8)),
        ])
    }

    @Test func aLinePastTheLimitIsReportedOnceAndSkippedToItsEnd() {
        let long = String(repeating: "x", count: 100)
        #expect(Self.lines(["{\"a\":1}\n" + long.prefix(50), long + "\n{\"b\":2}\n"]) == [
            .line(Array("{\"a\":1}".utf8)), .tooLong, .line(Array("{\"b\":2}".utf8)),
        ])
    }

    /// 10 MB in the 64 KB reads a pipe gives: a search of the whole buffer per read took minutes.
    @Test func aMessageOfTenMegabytesIsReadInLinearTime() {
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
        var lines = MessageLines(limit: 16 << 20)
        let start = ContinuousClock.now
        for _ in 0..<160 { #expect(lines.append(chunk).isEmpty) }
        let events = lines.append([UInt8(ascii: "\n")])
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(events.count == 1)
        if case .line(let bytes) = events.first { #expect(bytes.count == 160 << 16) }
    }

    static func verdict(_ line: String) -> MessageCheck.Verdict { MessageCheck.check(Array(line.utf8)) }

    /// The error response for `code`, `message` and the id as JSON writes it.
    static func rejected(_ code: Int, _ message: String, id: String = "null") -> MessageCheck.Verdict {
        .reject(response: #"{"error":{"code":"# + "\(code)" + #","message":""# + message + #""},"id":"# + id
            + #","jsonrpc":"2.0"}"#)
    }

    @Test func malformedMessagesGetTheCodesJSONRPCNames() {
        #expect(Self.verdict("not json") == Self.rejected(-32700, "Parse error: the message is not JSON"))
        #expect(Self.verdict(#"{"jsonrpc":"2.0","id":7}"#)
            == Self.rejected(-32600, "Invalid Request: the message has no method", id: "7"))
        #expect(Self.verdict(#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#)
            == Self.rejected(-32600, "Invalid Request: an id is a string or a number"))
        let call = #"{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"x","arguments":5}}"#
        #expect(Self.verdict(call)
            == Self.rejected(-32602, "Invalid params: a tool call's arguments are an object", id: #""a""#))
        #expect(Self.verdict("[]") == Self.rejected(-32600, "Invalid Request: an empty batch"))
        #expect(Self.verdict("  ") == .ignore)
    }

    @Test func requestsAreHandedOnNamedByTheirIdsAndAnswersSettleThem() {
        #expect(Self.verdict(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#) == .forward(requests: ["n3"]))
        #expect(Self.verdict(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == .forward(requests: []))
        #expect(Self.verdict(#"[{"jsonrpc":"2.0","id":"x","method":"ping"},{"jsonrpc":"2.0","method":"n"}]"#)
            == .forward(requests: ["sx"]))
        #expect(MessageCheck.answered(Data(#"{"jsonrpc":"2.0","id":3,"result":{}}"#.utf8)) == ["n3"])
        #expect(MessageCheck.answered(Data(#"{"jsonrpc":"2.0","method":"notifications/x"}"#.utf8)).isEmpty)
    }
}

extension JSONRPCLineTests {
    /// A response's id is read from its start when its keys come sorted, as the server writes
    /// them, and by parsing it whole otherwise; both give the key its request was named by.
    @Test func aResponsesIdIsReadWithoutParsingItWhole() {
        let long = Data(#"{"id":12,"jsonrpc":"2.0","result":{"x":"#.utf8) + Data(repeating: 65, count: 1 << 20)
        #expect(MessageCheck.answered(long) == ["n12"])
        #expect(MessageCheck.answered(Data(#"{"id":"a-1","jsonrpc":"2.0","result":{}}"#.utf8)) == ["sa-1"])
        #expect(MessageCheck.answered(Data(#"{"jsonrpc":"2.0","result":{},"id":"a-1"}"#.utf8)) == ["sa-1"])
        #expect(MessageCheck.answered(Data(#"{"id":1.5,"jsonrpc":"2.0","result":{}}"#.utf8)) == ["n1.5"])
    }
}
