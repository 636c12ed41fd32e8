import Foundation

/// The toolchain's `swiftc`, type-checking generated Swift against the stand-ins in `Stubs/` for
/// SwiftUI, UIKit and AppKit, which do not exist on Linux.
enum SwiftCompiler {
    /// Which of the generated file's `#if canImport` branches is compiled.
    enum Platform: String, CaseIterable, Sendable {
        /// iOS and the other UIKit platforms: UIKit is importable.
        case uiKit = "UIKit"
        /// macOS: AppKit is importable.
        case appKit = "AppKit"
        /// Neither: the plain sRGB fallback.
        case neither
    }

    struct Outcome: Sendable {
        var status: Int32
        /// Standard output and standard error together.
        var output: String
        var succeeded: Bool { status == 0 }
    }

    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stubs")

    /// Type-checks `source` as one library file in Swift 6 mode, warnings as errors, with
    /// `isolation` as the default actor isolation (`MainActor` is the default of new Xcode apps).
    static func typeCheck(_ source: String, on platform: Platform, isolation: String = "nonisolated") throws -> Outcome
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dsgen-swift-check-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // SwiftUI imports the platform's framework, as Apple's does, so the platform comes first.
        for module in [platform.rawValue, "SwiftUI"] where module != Platform.neither.rawValue {
            let built = try run([
                "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6", "-I", folder.path,
                stubs.appendingPathComponent(module + ".swift").path,
                "-emit-module-path", folder.appendingPathComponent(module + ".swiftmodule").path,
            ])
            guard built.succeeded else {
                throw StubError(message: "the \(module) stub does not compile:\n\(built.output)")
            }
        }
        let file = folder.appendingPathComponent("DesignSystem.swift")
        try Data(source.utf8).write(to: file)
        return try run([
            "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-default-isolation", isolation, "-I", folder.path, file.path,
        ])
    }

    /// Runs `swiftc` from the PATH, as `swift test` itself was found.
    static func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        // One pipe for both streams: reading one while the other fills would never finish.
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
