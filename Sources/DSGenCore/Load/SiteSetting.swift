/// `site:` in `dsgen.yml`: how the guide names and marks itself, each with where it was written.
///
///     site:
///       title: Cairn
///       logo: Content/logo.svg          # a file of the content folder
///       accent: "#0060DF | #5EA8FF"     # links and focus rings; light | dark, or one for both
public struct SiteSetting: Hashable, Sendable {
    public var title: String?
    /// The logo's path as written, from the working folder like every path of `dsgen.yml`.
    public var logo: String?
    public var logoLocation: SourceLocation?
    /// Light, then dark; one colour serves both.
    public var accent: [RGBA] = []
    public var accentLocation: SourceLocation?

    public init() {}
}
