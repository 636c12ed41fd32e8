import Dispatch
import Foundation

/// Runs the built `dsgen` executable as a user would, capturing its output and exit status.
struct DSGenProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `dsgen` built beside this test bundle (SwiftPM builds it because the tests depend on it).
    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "dsgen")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return repository.appendingPathComponent(".build/debug/dsgen")
    }

    /// A new folder holding `files` (path → text), for a test to run dsgen in and remove.
    static func project(_ files: [String: String], prefix: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + "-" + UUID().uuidString)
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: file)
        }
        return root
    }

    static let cacheHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("dsgen-test-cache-" + UUID().uuidString).path

    /// `openFiles` limits the files the process may have open at once (`ulimit -n`).
    /// `environment` is added to this process's own (a throwaway `HOME`, say).
    static func run(
        _ arguments: [String], in directory: URL = repository, openFiles: Int? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        if let openFiles {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFiles) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        // Lint's cache goes to a folder of this test run's own, not the user's.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome]) { $1 }
            .merging(environment) { $1 }
        // Files, not pipes: a process that fills the pipe of standard error while this one
        // waits for the end of standard output would wait for ever.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsgen-run-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("out"), errorFile = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile), error = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // A run that hangs (a FIFO read, a loop) is killed, so that the test fails rather than CI waiting for ever.
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        try output.close()
        try error.close()
        let outputData = try Data(contentsOf: outputFile)
        let errorData = try Data(contentsOf: errorFile)
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
