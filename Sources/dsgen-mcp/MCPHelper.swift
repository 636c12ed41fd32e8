import ArgumentParser
import DSGenCore
import DSGenLint
import DSGenMCP
import Foundation

/// The Model Context Protocol server that `dsgen mcp` runs, a binary of its own: the MCP SDK
/// brings FoundationNetworking, and with it libcurl and the thirty libraries libcurl loads,
/// which cost every other dsgen command half its start-up when dsgen linked them.
@main
struct MCPHelper: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsgen-mcp",
        abstract: "The Model Context Protocol server 'dsgen mcp' starts (run 'dsgen mcp' rather than this)."
    )

    // `dsgen mcp` documents these, checks them and passes them on.
    @Option var content = "Content"
    @Option var config: String?

    func run() async throws {
        if let problem = ContentLoader.folderProblem(content) { try usageError(problem) }
        switch ConfigurationReader.read(explicitPath: config) {
        case .success(let configuration):
            try await DesignSystemServer.serve(content: content, configuration: configuration)
        case .failure(let problem):
            try usageError(problem)
        }
    }

    /// Says what is wrong on standard error and exits with dsgen's usage status, 2.
    private func usageError(_ problem: Diagnostic) throws -> Never {
        FileHandle.standardError.write(Data((problem.description + "\n").utf8))
        throw ExitCode(2)
    }
}
