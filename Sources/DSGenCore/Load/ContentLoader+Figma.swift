import Foundation

extension ContentLoader {
    /// Figma's variables saved from its REST API in the content folder, read in place as the DTCG
    /// files and resolver they stand for (`dsgen init --from` writes those files), with a warning
    /// that says so and what reading them found.
    static func figmaFile(_ path: String, data: Data, in root: String) -> (files: [DTCGLoader.File], [Diagnostic])? {
        let displayPath = root + "/" + path
        guard FigmaVariables.mayBe(data), case .success(let document) = JSONDocument.read(data, path: displayPath),
              let variables = FigmaVariables.read(document) else { return nil }
        let conversion = variables.dtcg(stem: String(path.dropLast(".json".count)))
        let files = conversion.files.map { file in
            DTCGLoader.File(path: file.path, displayPath: displayPath, data: Data(file.text.utf8), source: path)
        }
        let note = Diagnostic(
            .warning, .formatDeviation, at: .start(of: displayPath),
            "this is Figma's variables as its REST API gives them (\(conversion.summary)); they are read as the " +
                "DTCG files and resolver they stand for, a group per collection and a resolver context per mode; " +
                "`dsgen init --from` writes those files"
        )
        return (files, [note] + conversion.diagnostics)
    }
}
