import DSGenCore
import DSGenLint

/// Where a build reads from and writes to, as the user wrote the paths.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    /// A folder of template overrides, or nil for the built-in theme alone.
    public var templatesDirectory: String?
    public var outputDirectory: String
    /// The team's `dsgen.yml`; nil reads it from the working directory when it is there.
    public var configurationPath: String?
    /// Whether Swift examples are shown with previews of the views they describe.
    public var drawsPreviews = true
    /// An earlier version of the design system (`dsgen build --since`): the site gets a page of
    /// what changed since, worked out from the content this build loads.
    public var changesSince: EarlierVersion?
    /// The configuration to use instead of reading one (an earlier version's, as its revision has it).
    public var configuration: LintConfiguration?
    /// The earlier versions of the guide (`versions:`), built: the site gets a version menu, a
    /// changelog page, and no page of its own under `v/`.
    public var history: SiteHistory?

    public init(
        contentDirectory: String = "Content",
        templatesDirectory: String? = nil,
        outputDirectory: String = "site",
        configurationPath: String? = nil
    ) {
        self.configurationPath = configurationPath
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
    }
}

/// An earlier version of the design system, and how the reader knows it (`v1.2`, `v1.2:Content`).
public struct EarlierVersion: Sendable {
    public var label: String
    public var system: DesignSystem

    public init(label: String, system: DesignSystem) {
        self.label = label
        self.system = system
    }
}

/// One named step of the build, reported as `[i/n] name` while it runs.
public struct BuildStep: Sendable {
    public var index: Int
    public var count: Int
    public var name: String
}

/// What a finished build did.
public struct BuildReport: Sendable {
    public var pageCount: Int
    public var tokenCount: Int
    public var fileCount: Int
    /// Warnings found on the way (errors stop the build instead).
    public var diagnostics: [Diagnostic]
    public var seconds: Double
    /// How many earlier versions were published under `v/`.
    public var versionCount = 0
    /// How long each step took, in the order they ran.
    public var steps: [StepTime] = []
}
