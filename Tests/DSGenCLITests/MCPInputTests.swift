import Foundation
import Testing

/// The server's input as a client (or a fuzzer) may send it: every request read before the
/// input ends is answered, malformed messages get JSON-RPC's own codes, and a message too long
/// to read is refused without stopping the others.
struct MCPInputTests {
    static let initialize = MCPCommandTests.initialize

    static func replies(_ output: String) -> [[String: Any]] {
        output.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    /// Two requests piped at once and then the end of the input: both answered, every time.
    @Test func everyRequestReadBeforeTheEndIsAnswered() throws {
        let requests = [
            Self.initialize,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_tokens","arguments":{}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"lookup_token","#
                + #""arguments":{"name":"spacing.md"}}}"#,
        ].joined(separator: "\n") + "\n"
        for _ in 0..<5 {
            let (status, output) = try MCPCommandTests.serve(requests, with: DSGenProcess.executable)
            #expect(status == 0)
            #expect(Set(Self.replies(output).compactMap { $0["id"] as? Int }) == [1, 2, 3], "\(output)")
        }
    }

    @Test func malformedMessagesAreAnsweredWithTheirCodesAndTheRestStillServed() throws {
        let requests = [
            Self.initialize, "not json", #"{"jsonrpc":"2.0","id":7}"#,
            #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"lookup_token","arguments":5}}"#,
            #"{"jsonrpc":"2.0","id":9,"method":"ping","params":{"pad":""#
                + String(repeating: "x", count: 17 << 20) + #""}}"#,
            #"{"jsonrpc":"2.0","id":10,"method":"ping"}"#,
        ].joined(separator: "\n") + "\n"
        let (status, output) = try MCPCommandTests.serve(requests, with: DSGenProcess.executable)
        #expect(status == 0)
        let errors = Self.replies(output).compactMap { reply -> String? in
            guard let error = reply["error"] as? [String: Any], let code = error["code"] as? Int else { return nil }
            return "\(reply["id"].map { "\($0)" } ?? "-") \(code)"
        }
        #expect(errors == ["<null> -32700", "7 -32600", "8 -32602", "<null> -32600"])
        #expect(Self.replies(output).contains { $0["id"] as? Int == 10 && $0["result"] != nil })
    }
}
