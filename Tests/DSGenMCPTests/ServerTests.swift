import DSGenCore
import DSGenLint
import Foundation
import MCP
import Testing
@testable import DSGenMCP

/// The server driven in process by the SDK's own client, as an agent drives it: initialize, list
/// the tools, call each one, a bad call, the pages as resources, and a save seen by the next call.
struct ServerTests {
    static let spec = """
        # Tokens

        ```tokens spacing kind=dimension swift=DS.Spacing use=padding
        sm  8pt   // Tight gaps
        md  16pt  // Standard padding
        ```

        ```tokens stacks kind=dimension swift=DS.Stack use=stack
        regular 16pt
        ```

        ```tokens colors kind=color swift=DS.Colors use=foreground
        text    #1C1C1E | #F2F2F7   // Body text
        accent  #0A84FF | #409CFF
        ```

        ```tokens surfaces kind=color swift=DS.Surfaces use=background
        page  #FFFFFF | #000000
        ```
        """

    /// A content folder holding the spec, and a client connected to a server over it.
    struct Session {
        let folder: URL
        let client: Client

        static func start() async throws -> Session {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-mcp-" + UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ServerTests.spec.write(
                to: folder.appendingPathComponent("tokens.md"), atomically: true, encoding: .utf8)
            let server = await DesignSystemServer.make(content: folder.path, configuration: LintConfiguration())
            let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
            try await server.start(transport: serverSide)
            let client = Client(name: "tests", version: "1")
            _ = try await client.connect(transport: clientSide)
            return Session(folder: folder, client: client)
        }

        func call(_ tool: String, _ arguments: [String: Value]) async throws -> (text: String, isError: Bool) {
            let (content, isError) = try await client.callTool(name: tool, arguments: arguments)
            let text = content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined()
            return (text, isError ?? false)
        }

        func end() async {
            await client.disconnect()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test func listsItsTools() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        let (tools, _) = try await session.client.listTools()
        #expect(tools.map(\.name) == ["find_token", "lookup_token", "list_tokens", "lint_swift", "contrast"])
    }

    @Test func findsTheTokenForAValueAndAUse() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        let padding = try await session.call("find_token", ["value": "16", "use": "padding"])
        #expect(!padding.isError)
        #expect(padding.text.hasPrefix("Write DS.Spacing.md: spacing.md is 16 pt, and its group is for padding."))
        #expect(padding.text.contains("DS.Stack.regular"))
        let stack = try await session.call("find_token", ["value": "16pt", "use": "stack"])
        #expect(stack.text.hasPrefix("Write DS.Stack.regular"))
        let unknownUse = try await session.call("find_token", ["value": "16"])
        #expect(unknownUse.text.hasPrefix("Several dimension tokens have 16"))
        let near = try await session.call("find_token", ["value": "12", "use": "padding"])
        #expect(
            near.text == "No dimension token has 12; the nearest:\n- DS.Spacing.sm: spacing.sm is 8 pt (for padding)\n"
                +
            "- DS.Spacing.md: spacing.md is 16 pt (for padding)")
        let color = try await session.call("find_token", ["value": "#0A84FF"])
        #expect(color.text.hasPrefix("Write DS.Colors.accent"))
        let nonsense = try await session.call("find_token", ["value": "big"])
        #expect(nonsense.isError && nonsense.text.hasPrefix("'big' is not a value find_token reads"))
    }

    @Test func looksATokenUpByPathOrSwiftName() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        let byPath = try await session.call("lookup_token", ["name": "colors.text"])
        #expect(
            byPath.text == "DS.Colors.text (colors.text), a color token\nBody text\nlight: #1C1C1E\ndark: #F2F2F7\n"
                +
            "dark-high-contrast: #F2F2F7\nFor foreground.")
        let bySwift = try await session.call("lookup_token", ["name": "Spacing.md"])
        #expect(bySwift.text.hasPrefix("DS.Spacing.md (spacing.md)"))
        let typo = try await session.call("lookup_token", ["name": "spacing.mdd"])
        #expect(typo.isError && typo.text == "no token is named 'spacing.mdd'; did you mean 'spacing.md'?")
    }

    @Test func listsTokensByGroupOrKind() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        let group = try await session.call("list_tokens", ["group": "spacing"])
        #expect(group.text == "DS.Spacing.sm  spacing.sm  8 pt\nDS.Spacing.md  spacing.md  16 pt")
        let colors = try await session.call("list_tokens", ["kind": "color"])
        #expect(colors.text.split(separator: "\n").count == 3)
        let badKind = try await session.call("list_tokens", ["kind": "colour"])
        #expect(badKind.isError && badKind.text.hasPrefix("'colour' is not a kind; did you mean 'color'?"))
    }

    @Test func lintsASnippetWithItsFixes() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        let findings = try await session.call("lint_swift", ["code": "Text(\"Hi\").padding(16)\n"])
        #expect(!findings.isError)
        #expect(findings.text.contains("[hardcoded_spacing]") && findings.text.contains("DS.Spacing.md"))
        let clean = try await session.call("lint_swift", ["code": "Text(\"Hi\").padding(DS.Spacing.md)\n"])
        #expect(clean.text == "No findings: the code is on-token.")
        let broken = try await session.call("lint_swift", ["code": "struct {{{"])
        #expect(broken.isError && broken.text.hasPrefix("the snippet does not parse: 1:"))
    }

    @Test func givesTheContrastInEveryAppearance() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        let contrast = try await session.call("contrast", ["foreground": "colors.text", "background": "surfaces.page"])
        let lines = contrast.text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first == "light: 17.01:1, AAA")
        let hex = try await session.call("contrast", ["foreground": "#777777", "background": "#FFFFFF"])
        #expect(hex.text.hasPrefix("light: 4.48:1, fails AA"))
        let notAColor = try await session.call("contrast", ["foreground": "spacing.md", "background": "white"])
        #expect(notAColor.isError && notAColor.text == "spacing.md is a dimension token, not a colour")
    }

    @Test func aBadCallIsAJSONRPCError() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        await #expect(throws: MCPError.self) { try await session.client.callTool(name: "delete_everything") }
        do {
            _ = try await session.client.callTool(name: "lookup_token", arguments: [:])
            Issue.record("a call without its required argument was answered")
        } catch let error as MCPError {
            #expect(error.code == -32602)
        }
    }

    @Test func servesThePagesAndSeesASave() async throws {
        let session = try await Session.start()
        defer { Task { await session.end() } }
        let (resources, _) = try await session.client.listResources()
        #expect(resources.map(\.uri) == ["dsgen://pages/tokens.md"])
        let contents = try await session.client.readResource(uri: "dsgen://pages/tokens.md")
        #expect(contents.first?.text == Self.spec)
        let edited = Self.spec.replacingOccurrences(of: "md  16pt", with: "md  20pt")
        try edited.write(to: session.folder.appendingPathComponent("tokens.md"), atomically: true, encoding: .utf8)
        let after = try await session.call("lookup_token", ["name": "spacing.md"])
        #expect(after.text.contains("light: 20 pt"))
    }
}
