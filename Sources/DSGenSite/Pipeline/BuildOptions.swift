import DSGenCore

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
    /// Pages the content folder does not hold, published beside its own (`dsgen build --since`
    /// adds "What changed"): each a path in the content folder and its Markdown.
    public var addedPages: [AddedPage] = []

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

/// A page a build publishes that is not a file of the content folder.
public struct AddedPage: Sendable {
    public var path: String
    /// What made the page, shown where a page names its source file.
    public var source: String
    public var markdown: String

    public init(path: String, source: String, markdown: String) {
        self.path = path
        self.source = source
        self.markdown = markdown
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
}
