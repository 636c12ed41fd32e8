import Foundation
import PackagePlugin

/// `swift package dsgen lint|build|usage|diff|export|init …`: runs dsgen in the package's folder with
/// the arguments as given, so a team that depends on this package needs no dsgen of its own.
/// Writing the site or a content folder needs `--allow-writing-to-package-directory`.
@main
struct DSGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(
            context.tool(named: "dsgen").url, arguments, in: context.package.directoryURL,
            cache: context.pluginWorkDirectoryURL
        )
    }

    /// Runs dsgen and fails the command with its exit status; its output goes where the user sees it.
    /// Lint's cache lives in the plugin's work folder, which the sandbox lets it write.
    static func run(_ dsgen: URL, _ arguments: [String], in folder: URL, cache: URL) throws {
        let process = Process()
        process.executableURL = dsgen
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DSGenFailed(status: process.terminationStatus, arguments: arguments)
        }
    }
}

struct DSGenFailed: Error, CustomStringConvertible {
    var status: Int32
    var arguments: [String]
    var description: String { "dsgen \(arguments.first ?? "") exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DSGenCommand: XcodeCommandPlugin {
    /// In an Xcode project, dsgen runs in the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(
            context.tool(named: "dsgen").url, arguments, in: context.xcodeProject.directoryURL,
            cache: context.pluginWorkDirectoryURL
        )
    }
}
#endif
