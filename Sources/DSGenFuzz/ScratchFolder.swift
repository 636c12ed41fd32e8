import DSGenCore
import Foundation

/// A folder of its own for one run of a target that reads files from disk, removed afterwards.
/// Each run has its own, so that runs in parallel (the regression tests) never share files.
enum ScratchFolder {
    /// Writes `files` below a new folder, gives `body` its path, and returns the diagnostics
    /// `body` returns with that path written `<root>`.
    static func with(_ files: [String: Data], _ body: (String) -> [Diagnostic]) -> [String] {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let root = (base as NSString).appendingPathComponent("dsgen-fuzz-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, data) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            _ = FileManager.default.createFile(atPath: url.path, contents: data)
        }
        return body(root).map { $0.description.replacingOccurrences(of: root, with: "<root>") }
    }
}
