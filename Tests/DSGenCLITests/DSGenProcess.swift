import Foundation

/// Runs the built `dsgen` executable as a user would, capturing its output and exit status.
struct DSGenProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `dsgen` built beside this test bundle (SwiftPM builds it because the tests depend on it).
    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dsgen")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return repository.appendingPathComponent(".build/debug/dsgen")
    }

    /// `openFiles` limits the files the process may have open at once (`ulimit -n`).
    static func run(_ arguments: [String], in directory: URL = repository, openFiles: Int? = nil) throws -> Result {
        let process = Process()
        if let openFiles {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFiles) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
