import DSGenCore
import Foundation

/// What a lint reads before any source: the configuration, the spec with its load's diagnostics
/// (a theme's other contexts' too, which a build reports), and the baseline, when one is given.
struct LintInputs {
    /// The diagnostics that leave nothing to lint against.
    struct Unusable: Error {
        var diagnostics: [Diagnostic]
    }

    var configuration: LintConfiguration
    var system: DesignSystem
    var loadDiagnostics: [Diagnostic]
    var baseline: Baseline?
    /// The Swift files of the components the pages document.
    var components: [ComponentFiles.Source] = []

    static func read(_ options: LintOptions) -> Result<LintInputs, Unusable> {
        let configuration: LintConfiguration
        switch ConfigurationReader.read(explicitPath: options.configurationPath) {
        case .success(let value): configuration = value
        case .failure(let diagnostic): return .failure(Unusable(diagnostics: [diagnostic]))
        }
        let (loaded, defaultContext) = ContentLoader.load(contentDirectory: options.contentDirectory)
        guard let system = loaded else { return .failure(Unusable(diagnostics: defaultContext)) }
        // Looking for the repository runs git: only when a page is a component.
        let componentPages = system.pages.filter(\.frontMatter.isComponent)
        let (components, componentProblems) = componentPages.isEmpty
            ? ([], []) : ComponentFiles(contentDirectory: options.contentDirectory).sources(of: componentPages)
        let loadDiagnostics = defaultContext + componentProblems
            + ContentLoader.variants(of: system, contentDirectory: options.contentDirectory, known: defaultContext).1
        var baseline: Baseline?
        if let path = options.baselinePath {
            switch Baseline.read(path: path) {
            case .success(let value): baseline = value
            case .failure(let diagnostic): return .failure(Unusable(diagnostics: [diagnostic]))
            }
        }
        return .success(LintInputs(
            configuration: configuration, system: system, loadDiagnostics: loadDiagnostics, baseline: baseline,
            components: components
        ))
    }
}
