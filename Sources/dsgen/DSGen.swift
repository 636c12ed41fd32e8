import ArgumentParser
import DSGenCore
import Foundation

/// The `dsgen` command: parses arguments and hands the work to the libraries.
@main
struct DSGen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsgen",
        abstract: "Publish and check a SwiftUI design system kept as Markdown.",
        discussion: """
        A design system lives in a content folder of Markdown pages whose ```tokens fences declare \
        its tokens. 'dsgen build' publishes it as a static HTML style guide; 'dsgen lint' checks \
        the spec, the pages' Swift examples and the team's Swift code against it; 'dsgen serve' \
        previews the guide while you write, reloading it on every save.
        """,
        version: DSGenVersion.current,
        subcommands: [Build.self, Lint.self, Serve.self, Export.self, Init.self, Diff.self, MCPServer.self, Usage.self]
    )

    /// Runs the command; a usage error (unknown flag, missing value) exits with status 2, not 64.
    static func main() async {
        if let problem = DescriptorLimit.ensure() {
            Terminal.standardError.write(problem)
            Foundation.exit(ExitStatus.usage)
        }
        startEventLoop()
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            Terminal.standardError.write(usageMessage(for: error))
            Foundation.exit(ExitStatus.usage)
        }
    }

    /// Starts the runtime's event loop now, while descriptors are free. libdispatch opens its
    /// epoll and event descriptors when the first worker thread of its pool registers, and traps
    /// if none is left then: with `ulimit -n 16`, a content folder forty levels deep (each level
    /// held open by the walk, whose threads were the pool's first) crashed a build about one run
    /// in six instead of reporting it.
    private static func startEventLoop() {
        let started = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { started.signal() }
        started.wait()
    }

    /// `error: Unknown option '--frob' [usage]`, then the usage line and where to find help.
    static func usageMessage(for error: Error) -> String {
        var lines = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first {
            let message = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
            lines[0] = "error: \(message) [usage]"
        }
        return lines.joined(separator: "\n")
    }
}

/// The exit statuses scripts rely on.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
