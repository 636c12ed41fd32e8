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

    @OptionGroup var source: ContentOption

    @OptionGroup var theme: ThemeOptions

    @OptionGroup var settings: ConfigOption<SiteFindings>

    @Option(help: ArgumentHelp(
        "The address to listen on; anything but loopback is reachable from other machines.",
        valueName: "host"
    ))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port = 8000

    func validate() throws {
        if host.isEmpty { throw ValidationError("--host cannot be empty") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let terminal = Terminal.standardError
        let server = LocalServer(options: ServeOptions(
            contentDirectory: source.content,
            templatesDirectory: theme.templates,
            host: host,
            port: port,
            configurationPath: settings.config ?? ServeOptions.defaultConfigurationPath
        )) { terminal.write($0) }
        do {
            try await server.run()
        } catch let error as LocalServer.StartError {
            terminal.write(error.description)
            throw ExitCode(ExitStatus.usage)
        }
    }
}
