import DSGenCore
import DSGenLint
import MCP

/// `dsgen mcp`: the design system served to coding agents over the Model Context Protocol, so that
/// an agent writing SwiftUI asks which token a value should be, looks tokens up, checks its code
/// as lint would and reads the spec's pages. Every call reads the content as it is saved.
public enum DesignSystemServer {
    typealias Answer = @Sendable ([String: Value], ContentState.Snapshot) throws -> ToolAnswer

    /// The tools, each with how it answers.
    static let tools: [(tool: Tool, answer: Answer)] = [
        (FindToken.tool, FindToken.answer),
        (LookUpToken.tool, LookUpToken.answer),
        (ListTokens.tool, ListTokens.answer),
        (LintSwift.tool, LintSwift.answer),
        (ContrastTool.tool, ContrastTool.answer),
    ]

    static let instructions = """
        The tokens of this app's design system. Before writing a number or a colour in SwiftUI \
        code, ask find_token for the token to write instead; check code with lint_swift.
        """

    /// Serves the content folder on standard input and output until the client closes the connection.
    public static func serve(content: String, configuration: LintConfiguration) async throws {
        let server = await make(content: content, configuration: configuration)
        try await server.start(transport: LineTransport())
        await server.waitUntilCompleted()
    }

    /// A server over the content folder `content`, checked under `configuration`; start it on a transport.
    public static func make(content: String, configuration: LintConfiguration) async -> Server {
        let state = ContentState(folder: content, configuration: configuration)
        let server = Server(
            name: "dsgen", version: DSGenVersion.current, instructions: instructions,
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)
            )
        )
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools.map(\.tool))
        }
        await server.withMethodHandler(CallTool.self) { call in
            guard let answer = tools.first(where: { $0.tool.name == call.name })?.answer else {
                throw MCPError.invalidParams("no tool is named '\(call.name)'; the tools are " +
                    tools.map(\.tool.name).joined(separator: ", "))
            }
            do {
                return try answer(call.arguments ?? [:], try await snapshot(of: state)).result
            } catch let refusal as ToolRefusal {
                return refusal.result
            }
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: PageResources.list(in: try await pages(of: state)), nextCursor: nil)
        }
        await server.withMethodHandler(ReadResource.self) { read in
            ReadResource.Result(
                contents: try PageResources.read(read.uri, in: try await pages(of: state), folder: state.folder)
            )
        }
        return server
    }

    /// The content as saved now; a folder that does not load is the tool's error, with its diagnostic.
    private static func snapshot(of state: ContentState) async throws -> ContentState.Snapshot {
        do {
            return try await state.current()
        } catch {
            throw ToolRefusal("the design system does not load: \(error)")
        }
    }

    /// The content for a resource request, whose failure is a JSON-RPC error.
    private static func pages(of state: ContentState) async throws -> ContentState.Snapshot {
        do {
            return try await snapshot(of: state)
        } catch let refusal as ToolRefusal {
            throw MCPError.internalError(refusal.message)
        }
    }
}
