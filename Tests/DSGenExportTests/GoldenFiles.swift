import Foundation
import Testing

/// Committed expected outputs of the emitters, under `Tests/DSGenExportTests/Golden`.
enum GoldenFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares each file with its golden copy under `name/`; `RECORD_GOLDEN=1` rewrites them and fails.
    static func expect(_ files: [String: Data], match name: String) throws {
        let root = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: root)
            for (path, data) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            Issue.record("Recorded the golden files of \(name); run again without RECORD_GOLDEN")
            return
        }
        let recorded = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        #expect(files.keys.sorted() == recorded.sorted())
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let golden = try? Data(contentsOf: root.appendingPathComponent(path))
            #expect(golden == data, "\(name)/\(path) differs from its golden file")
        }
    }
}
