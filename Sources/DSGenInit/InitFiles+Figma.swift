import DSGenCore
import DSGenLint
import Foundation

extension InitFiles {
    /// Figma's variables, saved from its REST API, as the DTCG files and resolver they stand for,
    /// by content path (under `tokens/`, named for the file), with what reading them found.
    static func figma(of found: Found) -> (files: [String: String], diagnostics: [Diagnostic], read: [String]) {
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var read: [String] = []
        for (source, relative) in found.figmaFiles {
            guard let data = FileManager.default.contents(atPath: source) else { continue }
            switch JSONDocument.read(data, path: source) {
            case .failure(let problem): diagnostics.append(problem)
            case .success(let document):
                guard let variables = FigmaVariables.read(document) else { continue }
                let conversion = variables.dtcg(stem: "tokens/" + String(relative.dropLast(".json".count)))
                diagnostics += conversion.diagnostics
                read.append("Read Figma's variables from \(source) (\(conversion.summary)) as " +
                    "\(conversion.files.count - 1) DTCG files and a resolver.")
                for (path, text) in conversion.files { files[path] = text }
            }
        }
        return (files, diagnostics, read)
    }
}
