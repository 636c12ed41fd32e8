import ArgumentParser
import DSGenCore
import Foundation

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

        The server is the program dsgen-mcp, which swift build puts beside dsgen: keep the \
        two together. A dsgen that swift run or swift build --product dsgen built alone builds \
        dsgen-mcp beside it the first time (its progress on standard error).

        Exit status: 0 when the client closes the connection, 2 usage error (an unknown option, \
        a content folder that does not exist, a configuration that cannot be read, no dsgen-mcp \
        beside dsgen).
        """
    )

    @OptionGroup var source: ContentOption

    @OptionGroup var settings: ConfigOption<LintSwiftTool>

    func run() async throws {
        try UsageCheck.require(content: source.content, config: settings.config, Terminal.standardError)
        let server = Self.serverPath
        _ = ServerBuild.ensure(server)
        // `--content=DIR`: a folder whose name starts with `-` is still the option's value.
        let arguments = [server, "--content=\(source.content)"] + (settings.config.map { ["--config=\($0)"] } ?? [])
        // The server takes this process's place: its standard input and output are the client's.
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(server, &pointers)
        let reason = errno
        let diagnostic = reason == ENOENT
            ? Diagnostic(
                .missingFile, at: .start(of: server),
                "dsgen mcp starts the MCP server dsgen-mcp from beside dsgen, and it is not there; " +
                    "run the 'swift build' that built dsgen without '--product', and keep the two together"
            )
            : Diagnostic(
                .unreadableFile, at: .start(of: server),
                "cannot start the MCP server dsgen-mcp: \(String(cString: strerror(reason)))"
            )
        Terminal.standardError.write([diagnostic.description])
        throw ExitCode(ExitStatus.usage)
    }

    /// `dsgen-mcp` in the folder of this program, its links followed.
    static var serverPath: String {
        let program = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let folder = program.resolvingSymlinksInPath().deletingLastPathComponent()
        return folder.appendingPathComponent("dsgen-mcp").path
    }
}
