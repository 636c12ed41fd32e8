import ArgumentParser
import DSGenServe

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the style guide locally, rebuilding and reloading it on every save.",
        discussion: """
        Builds the content folder into a private folder (never over site/), serves it over HTTP \
        and prints the URL. Changes to the content, the templates and dsgen.yml rebuild what they \
        affect, and open pages reload; a failed rebuild shows its diagnostics here and over the \
        page, while the last good build stays served. Ctrl-C stops the server and removes the \
        private folder.

        The server listens on 127.0.0.1 unless --host says otherwise. Exit status: 0 stopped, \
        2 usage error (including a port already in use).
        """
    )

    @Option(help: ArgumentHelp("The folder of Markdown pages and token specs.", valueName: "dir"))
    var content = "Content"

    @OptionGroup var theme: ThemeOptions

    @Option(help: ArgumentHelp(
        "The lint configuration whose rules the site's findings follow (default: dsgen.yml, when it exists).",
        valueName: "file"
    ))
    var config: String?

    @Option(help: ArgumentHelp(
        "The address to listen on; anything but loopback is reachable from other machines.",
        valueName: "host"
    ))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port = 8000

    func validate() throws {
        for (option, value) in [("--content", content), ("--host", host)] where value.isEmpty {
            throw ValidationError("\(option) cannot be empty")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let terminal = Terminal.standardError
        let server = LocalServer(options: ServeOptions(
            contentDirectory: content,
            templatesDirectory: theme.templates,
            host: host,
            port: port,
            configurationPath: config ?? ServeOptions.defaultConfigurationPath
        )) { terminal.write($0) }
        do {
            try await server.run()
        } catch let error as LocalServer.StartError {
            terminal.write(error.description)
            throw ExitCode(ExitStatus.usage)
        }
    }
}
