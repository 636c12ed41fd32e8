import ArgumentParser
import DSGenMCP

struct MCPServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the design system to coding agents over the Model Context Protocol.",
        discussion: """
        Runs a Model Context Protocol server on standard input and output, for an agent (Claude \
        Code, Cursor, Xcode's assistant…) to start as a tool server. Its tools: find_token (the \
        token to write for a value and a use), lookup_token, list_tokens, lint_swift (lint's \
        findings with their fixes) and contrast; the spec's pages are its resources. Each call \
        reads the content folder as it is saved.

        Exit status: 0 when the client closes the connection, 2 usage error (an unknown option, \
        a content folder that does not exist, a configuration that cannot be read).
        """
    )

    @Option(help: ArgumentHelp("The folder of Markdown pages and token specs.", valueName: "dir"))
    var content = "Content"

    @Option(help: ArgumentHelp(
        "The lint configuration lint_swift follows (default: dsgen.yml, when it exists).", valueName: "file"
    ))
    var config: String?

    func run() async throws {
        let configuration = try UsageCheck.require(content: content, config: config, Terminal.standardError)
        try await DesignSystemServer.serve(content: content, configuration: configuration)
    }
}
