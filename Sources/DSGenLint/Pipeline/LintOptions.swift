import DSGenCore

/// What `dsgen lint` was asked to do.
public struct LintOptions: Sendable {
    public var contentDirectory: String
    /// `dsgen.yml` when nil and that file exists; an explicit path must exist.
    public var configurationPath: String?
    /// Swift files and folders; when empty, the spec, the pages' fences and the configured sources.
    public var paths: [String]
    public var fix: Bool
    public var baselinePath: String?
    public var writeBaselinePath: String?
    /// Where Swift files' results are kept between runs (`LintCache`); nil lints every file.
    public var cacheFolder: String?
    /// A git revision: only the sources changed since it are linted, every one when the spec, the
    /// configuration or a token file changed; `unused_token` is not judged.
    public var changedSince: String?
    /// The check of the pages' fences in place of lint's own, when it needs what lint does not
    /// read (the previews the site draws).
    public var fenceCheck: FenceCheck?

    public init(
        contentDirectory: String = "Content",
        configurationPath: String? = nil,
        paths: [String] = [],
        fix: Bool = false,
        baselinePath: String? = nil,
        writeBaselinePath: String? = nil,
        cacheFolder: String? = nil,
        changedSince: String? = nil
    ) {
        self.contentDirectory = contentDirectory
        self.configurationPath = configurationPath
        self.paths = paths
        self.fix = fix
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.cacheFolder = cacheFolder
        self.changedSince = changedSince
    }

    public static let defaultConfigurationPath = "dsgen.yml"
}

/// What a lint run found, or why it could not run.
public enum LintOutcome: Sendable {
    /// The report, with lines for standard error (fixes made, baseline written, counter-examples).
    case linted(LintReport, notes: [String])
    /// A configuration, baseline or content-folder problem: exit status 2.
    case unusable([Diagnostic])
}
