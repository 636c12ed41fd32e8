import DSGenCore
import Foundation

extension InitFiles {
    /// Figma's variables, saved from its REST API, as the DTCG files and resolver they stand for,
    /// by content path (under `tokens/`, named for the file), with what reading them found.
    static func figma(of found: Found) -> (files: [String: String], diagnostics: [Diagnostic]) {
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (source, relative) in found.figmaFiles {
            guard let data = FileManager.default.contents(atPath: source) else { continue }
            switch JSONDocument.read(data, path: source) {
            case .failure(let problem): diagnostics.append(problem)
            case .success(let document):
                guard let variables = FigmaVariables.read(document) else { continue }
                let conversion = variables.dtcg(stem: "tokens/" + String(relative.dropLast(".json".count)))
                diagnostics += conversion.diagnostics
                for (path, text) in conversion.files { files[path] = text }
            }
        }
        return (files, diagnostics)
    }
}
