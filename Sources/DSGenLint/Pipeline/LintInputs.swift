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
        let content = LoadedContent.read(options.contentDirectory)
        guard let system = content.system else { return .failure(Unusable(diagnostics: content.diagnostics)) }
        // Looking for the repository runs git: only when a page is a component.
        let componentPages = system.pages.filter(\.frontMatter.isComponent)
        let (components, componentProblems) = componentPages.isEmpty
            ? ([], []) : ComponentFiles(contentDirectory: options.contentDirectory).sources(of: componentPages)
        let loadDiagnostics = content.diagnostics + componentProblems + content.variantDiagnostics
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
