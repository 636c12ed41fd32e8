import DSGenCore
import Foundation

/// What `dsgen export` was asked to do.
public struct ExportOptions: Sendable {
    public var contentDirectory: String
    public var format: ExportFormat
    /// The file or folder to write; nil for the format's default name in the working directory.
    public var output: String?

    public init(contentDirectory: String = "Content", format: ExportFormat, output: String? = nil) {
        self.contentDirectory = contentDirectory
        self.format = format
        self.output = output
    }

    public var outputPath: String { output ?? format.defaultOutput }
}

/// `dsgen export FORMAT`: load the design system, run one emitter, write what it made. Nothing is
/// written when the spec has errors, and what is written replaces the previous export whole.
public enum Exporter {
    /// Writes the export and returns the paths written with the warnings found, or throws every
    /// error found. `check` is the check stage, as `dsgen build` runs it: given the loaded system
    /// and what loading found, it gives every problem with its configured severity, and an error
    /// stops the export.
    public static func run(
        _ options: ExportOptions, check: (DesignSystem, [Diagnostic]) -> [Diagnostic] = { $1 }
    ) throws(DiagnosticError) -> (written: [String], warnings: [Diagnostic]) {
        let content = LoadedContent.read(options.contentDirectory)
        guard let system = content.system else { throw DiagnosticError(content.diagnostics) }
        // A theme's other context is part of the design system too: its errors stop an export as a build's.
        let loading = content.allDiagnostics
        guard !loading.containsErrors else { throw DiagnosticError(loading.sorted()) }
        let diagnostics = check(system, loading)
        guard !diagnostics.containsErrors else { throw DiagnosticError(diagnostics.sorted()) }
        let output = options.outputPath
        do {
            try OutputGuard.check(output: output, protecting: [("content folder", options.contentDirectory)])
            let files = options.format.emitter.emit(system)
            if options.format.writesFolder {
                try folderWriter.write(files, to: output)
                return (files.keys.sorted().map { output + "/" + $0 }, diagnostics.sorted())
            }
            guard let data = files.values.first, files.count == 1 else { return ([], diagnostics.sorted()) }
            try write(data, toFile: output)
            return ([output], diagnostics.sorted())
        } catch {
            throw DiagnosticError(diagnostics + [error])
        }
    }

    /// Folders written by `dsgen export` carry this marker, so the next export may replace them.
    static let folderWriter = FolderWriter(
        marker: ".dsgen-export", markerText: "This folder is written by dsgen export and replaced on every export.\n",
        noun: "export"
    )

    /// Writes beside the file and renames it into place, so a reader never sees half of it.
    static func write(_ data: Data, toFile path: String) throws(Diagnostic) {
        if FolderListing.isFolder(path) == true {
            throw Diagnostic(
                .outputError, at: .start(of: path),
                "'\(path)' is a folder; this format is written to a file: choose another --output"
            )
        }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try data.write(to: url, options: .atomic)
        } catch {
            throw Diagnostic(
                .outputError, at: .start(of: path), "cannot write the export: \(error.localizedDescription)"
            )
        }
    }
}
