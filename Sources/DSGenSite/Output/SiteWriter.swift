import DSGenCore
import Foundation

/// Writes a rendered site atomically: into a hidden sibling folder first, then swapped into place.
///
/// A failure at any point leaves the previous output folder as it was. dsgen deletes only its own
/// output folder (the previous version of it) and its own temporary folders.
public enum SiteWriter {
    public static func write(_ files: [String: Data], to output: String) throws(Diagnostic) {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).dsgen-new-\(pid)")
        let previous = parent.appendingPathComponent(".\(name).dsgen-old-\(pid)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                let file = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw Diagnostic(.outputError, at: .start(of: output), "cannot write the site: \(error.localizedDescription); the previous site is untouched")
        }
        let hadPrevious = fileManager.fileExists(atPath: target.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: target, to: previous) }
            try fileManager.moveItem(at: staging, to: target)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: target.path) { try? fileManager.moveItem(at: previous, to: target) }
            try? fileManager.removeItem(at: staging)
            throw Diagnostic(.outputError, at: .start(of: output), "cannot put the new site in place: \(error.localizedDescription); the previous site is untouched")
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }
}
