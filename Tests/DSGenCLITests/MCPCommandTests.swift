import Foundation
import Testing

/// `dsgen mcp` as an agent starts it: JSON-RPC on standard input and output, nothing else on
/// standard output, and an exit when the client closes its end.
struct MCPCommandTests {
    @Test func answersAnInitializeAndAToolListOnStandardOutput() throws {
        let requests = [
            Self.initialize,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"lookup_token","#
                + #""arguments":{"name":"spacing.md"}}}"#,
        ].joined(separator: "\n") + "\n"
        let (status, standardOutput) = try Self.serve(requests, with: DSGenProcess.executable)
        #expect(status == 0)
        let replies = standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        #expect(replies.count == 3 && replies.allSatisfy { $0 != nil }, "\(standardOutput)")
        let list = replies.compactMap { $0 }.first { $0["id"] as? Int == 2 }
        let tools = ((list?["result"] as? [String: Any])?["tools"] as? [[String: Any]])?.compactMap {
            $0["name"] as? String
        }
        #expect(tools == ["find_token", "lookup_token", "list_tokens", "lint_swift", "contrast"])
        #expect(standardOutput.contains("DesignSystem.Spacing.md (spacing.md)"))
    }

    /// The server reads the content folder `dsgen mcp` was given, not the default `Content`.
    @Test func theServerReadsTheContentFolderItWasGiven() throws {
        let folder = try Self.temporaryFolder("dsgen-content-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = "# Gaps\n\n```tokens gaps kind=dimension swift=Theme.Gap\nroomy 28pt // Between cards\n```\n"
        try Data(spec.utf8).write(to: folder.appendingPathComponent("gaps.md"))
        let requests = [
            Self.initialize,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"lookup_token","#
                + #""arguments":{"name":"gaps.roomy"}}}"#,
        ].joined(separator: "\n") + "\n"
        let (status, output) = try Self.serve(requests, with: DSGenProcess.executable, content: folder.path)
        #expect(status == 0)
        #expect(output.contains("Theme.Gap.roomy"), "\(output)")
    }

    /// The server is `dsgen-mcp`, found beside the program a link names, not beside the link.
    @Test func aLinkToDsgenStartsTheServerBesideWhatItLinksTo() throws {
        let folder = try Self.temporaryFolder("dsgen-link-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("dsgen")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: DSGenProcess.executable)
        let (status, output) = try Self.serve(Self.initialize + "\n", with: link)
        #expect(status == 0)
        #expect(output.hasPrefix(#"{"id":1,"jsonrpc":"2.0","result":"#))
    }

    /// A `dsgen` copied without its `dsgen-mcp` says where it looked, and how to build the server.
    @Test func withoutTheServerBesideItIsAUsageError() throws {
        let folder = try Self.temporaryFolder("dsgen-alone-")
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("dsgen")
        try FileManager.default.copyItem(at: DSGenProcess.executable, to: alone)
        let process = Process()
        process.executableURL = alone
        process.arguments = ["mcp"]
        process.currentDirectoryURL = DSGenProcess.repository
        let error = Pipe()
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        let server = folder.resolvingSymlinksInPath().appendingPathComponent("dsgen-mcp").path
        #expect(message == server + ":1:1: error: dsgen mcp starts the MCP server dsgen-mcp from beside dsgen, " +
            "and it is not there; run the 'swift build' that built dsgen without '--product', and keep the two " +
            "together [missing_file]\n")
    }

    @Test func aMissingContentFolderIsAUsageError() throws {
        let result = try DSGenProcess.run(["mcp", "--content", "Nowhere"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Nowhere:1:1: error: content folder 'Nowhere' does not exist"))
    }

    /// The client's first request.
    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"#
        + #""protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#

    /// A new empty folder for one test, which removes it.
    private static func temporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// What `executable mcp` writes on standard output for `requests`, and its exit status. The
    /// input ends as soon as the requests are written: every one of them must still be answered.
    static func serve(
        _ requests: String, with executable: URL, content: String? = nil
    ) throws -> (Int32, String) {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-mcp-" + UUID().uuidString)
        try Data(requests.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" mcp \"$2\" < \"$1\"", executable.path, input.path]
            + [content.map { "--content=" + $0 } ?? "--content=Content"]
        process.currentDirectoryURL = DSGenProcess.repository
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
