import Foundation

/// The MCP server built on demand beside a `dsgen` that SwiftPM built without it: `swift run
/// dsgen` and `swift build --product dsgen` build only dsgen (the server is a program of its own,
/// so that dsgen never loads the libraries it needs), and `dsgen mcp` builds it once, with the
/// same package, build folder and configuration, before it starts.
enum ServerBuild {
    /// Builds `dsgen-mcp` at `server` when this `dsgen` lies in a SwiftPM build folder; says what it
    /// does on standard error, which the client does not read. Returns whether the server is there.
    static func ensure(_ server: String) -> Bool {
        if FileManager.default.isExecutableFile(atPath: server) { return true }
        guard let build = buildFolder(of: server) else { return false }
        let command = "swift build --product dsgen-mcp -c \(build.configuration)"
        FileHandle.standardError.write(Data("dsgen-mcp is not beside dsgen; building it once (\(command))\n".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--package-path", build.package, "--scratch-path", build.scratch,
            "-c", build.configuration, "--product", "dsgen-mcp",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0 && FileManager.default.isExecutableFile(atPath: server)
    }

    /// The package, build folder and configuration a program at `.../PACKAGE/.build/TRIPLE/CONFIG/`
    /// (or a `.build-NAME` scratch folder) was built with, when it was built so.
    static func buildFolder(of program: String) -> (package: String, scratch: String, configuration: String)? {
        var folder = URL(fileURLWithPath: program).deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        guard ["debug", "release"].contains(configuration) else { return nil }
        while folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
            let name = folder.lastPathComponent
            let package = folder.deletingLastPathComponent()
            if name.hasPrefix(".build"),
               FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) {
                return (package.path, folder.path, configuration)
            }
        }
        return nil
    }
}
