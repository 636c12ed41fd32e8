import Dispatch
import Foundation

/// Runs a tool of the system (git, tar) in the working directory and gives what it printed.
public enum SystemTool {
    public struct Failed: Error {}

    public static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // Told of the end by a handler: `waitUntilExit` polls a run loop, and took 50 ms a call
        // however quick the tool was (five git calls for each version of a guide).
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        ended.wait()
        guard process.terminationStatus == 0 else { throw Failed() }
        return String(decoding: data, as: UTF8.self)
    }
}
