import Foundation
import PackagePlugin

/// Lints a target's Swift sources against the design system at the package's root (`dsgen.yml` and
/// its `Content/` folder) on every build that changes one of them: the findings are the build's
/// warnings and errors, with file and line, in `swift build` and in Xcode's issue navigator.
/// A build that changes none of the inputs does not run dsgen at all; one that does lints only the
/// files whose results are not in the lint cache, which lives in the plugin's work folder.
@main
struct DSGenLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try DesignSystemLint(
            dsgen: context.tool(named: "dsgen").url, root: context.package.directoryURL,
            work: context.pluginWorkDirectoryURL
        ).commands(target: target.name, files: files)
    }
}

/// The one build command: `dsgen lint` run from the root over the target's files. Its output is a
/// Swift file holding one comment, because SwiftPM compiles the Swift its plugins write and would
/// make any other file a resource of the target.
struct DesignSystemLint {
    var dsgen: URL
    var root: URL
    var work: URL

    func commands(target: String, files: [URL]) -> [Command] {
        let config = root.appending(path: "dsgen.yml")
        let content = root.appending(path: "Content")
        guard !files.isEmpty else { return [] }
        guard exists(config) || exists(content) else {
            Diagnostics.warning(
                "dsgen: no dsgen.yml or Content/ at \(root.path); there is no design system to lint \(target) against"
            )
            return []
        }
        let stamp = work.appending(path: "\(target)DesignSystemLint.swift")
        // Paths in dsgen.yml are read from the root; the report names files absolutely, for Xcode.
        var arguments = ["lint", "--directory", root.path, "--absolute-paths"]
        arguments += ["--cache-path", work.appending(path: "cache").path, "--stamp", stamp.path] + files.map(\.path)
        return [
            .buildCommand(
                displayName: "dsgen lint \(target)", executable: dsgen, arguments: arguments,
                inputFiles: files + [config].filter(exists) + contentFiles(content), outputFiles: [stamp]
            ),
        ]
    }

    /// Every file of the content folder: a token renamed or removed there changes what the sources break.
    private func contentFiles(_ folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        return (files?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DSGenLintPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project, the design system is found at the project's folder.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try DesignSystemLint(
            dsgen: context.tool(named: "dsgen").url, root: context.xcodeProject.directoryURL,
            work: context.pluginWorkDirectoryURL
        ).commands(target: target.displayName, files: files)
    }
}
#endif
