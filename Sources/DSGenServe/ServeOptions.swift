/// What `dsgen serve` was asked to do.
public struct ServeOptions: Sendable {
    public var contentDirectory: String
    /// A folder of template overrides, or nil for the built-in theme alone.
    public var templatesDirectory: String?
    /// Loopback unless the user asks otherwise: a preview is not a public server.
    public var host: String
    /// 0 asks the system for a free port (tests use it).
    public var port: Int
    /// The team's configuration, read by every rebuild; its changes also trigger one.
    public var configurationPath: String

    /// `dsgen.yml` in the working directory, read only when it exists.
    public static let defaultConfigurationPath = "dsgen.yml"
    /// How long the files must stay unchanged before a rebuild starts, so a burst of saves gives one.
    public var quietPeriod: Duration
    /// How often the folders are listed to look for changes. Where Linux's inotify says when to
    /// look (see `ChangeSignal`), a save ends the wait at once, and the interval only bounds how
    /// long the watcher sleeps before it notices a shutdown.
    public var pollInterval: Duration
    /// How long a connection may send nothing before it is closed, so that idle connections
    /// cannot hold every file descriptor. An open page's event stream is a request in progress
    /// and stays open.
    public var idleTimeout: Duration = .seconds(30)
    /// How many connections may be open at once; past it, new ones wait until others close.
    /// By default, as many as the file descriptor limit allows with room left for rebuilding
    /// (see `ConnectionBudget`).
    public var maximumConnections: Int?

    public static let defaultPollInterval = Duration.milliseconds(100)

    public init(
        contentDirectory: String = "Content",
        templatesDirectory: String? = nil,
        host: String = "127.0.0.1",
        port: Int = 8000,
        configurationPath: String = ServeOptions.defaultConfigurationPath,
        quietPeriod: Duration = .milliseconds(50),
        pollInterval: Duration = ServeOptions.defaultPollInterval
    ) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.host = host
        self.port = port
        self.configurationPath = configurationPath
        self.quietPeriod = quietPeriod
        self.pollInterval = pollInterval
    }
}
