import DSGenCore
import Foundation
import Synchronization

/// The next version of an output folder, written beside it as `.NAME.dsgen-new-PID` and renamed
/// into place whole by `commit()`, so that a reader (or a killed build) sees the old folder or the
/// new one, never a mix. Files may be written from several threads at once, as they are ready.
public final class StagingFolder: Sendable {
    let target: URL
    let folder: URL
    /// `folder`'s path, worked out once rather than for every file.
    private let folderPath: String
    private let previous: URL
    private let noun: String
    /// The output folder as the user named it, for messages.
    private let displayPath: String
    private let written = Atomic<Int>(0)
    /// The folders created so far, so that each is created once.
    private let folders = Mutex<Set<String>>([])

    init(target: URL, displayPath: String, noun: String) throws(Diagnostic) {
        self.target = target
        self.displayPath = displayPath
        self.noun = noun
        let parent = target.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        folder = parent.appendingPathComponent(".\(target.lastPathComponent)\(Self.newTag)\(pid)")
        previous = parent.appendingPathComponent(".\(target.lastPathComponent)\(Self.oldTag)\(pid)")
        folderPath = folder.path
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: folder)
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot write the \(noun): \(error.localizedDescription); the previous \(noun) is untouched")
        }
        folders.withLock { _ = $0.insert(folderPath) }
    }

    /// Writes `data` at `path` (relative, plain: see `FolderWriter.isPlainRelativePath`).
    /// The file is not flushed to disk one by one: the folder appears whole or not at all.
    public func write(_ data: Data, to path: String) throws(Diagnostic) {
        try write(parts: CollectionOfOne(data), to: path)
    }

    /// Writes the file at `path` a part at a time, each part made as `parts` is read: a large file
    /// made in parts is never whole in memory.
    public func write(parts: some Sequence<Data>, to path: String) throws(Diagnostic) {
        guard FolderWriter.isPlainRelativePath(path) else {
            throw failure("refusing to write '\(path)': every file of the \(noun) must stay inside '\(displayPath)'")
        }
        let file = folderPath + "/" + path
        // A plain relative path has no empty part, so its folder is what comes before its last `/`.
        let parent = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { folderPath + "/" + path[..<$0] } ?? folderPath
        do {
            try folders.withLock { created in
                guard !created.contains(parent) else { return }
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                created.insert(parent)
            }
        } catch {
            throw failure("cannot write the \(noun): \(error.localizedDescription); the previous \(noun) is untouched")
        }
        if let problem = Self.writeFile(parts, at: file) {
            throw failure("cannot write '\(path)' of the \(noun): \(problem); the previous \(noun) is untouched")
        }
        written.add(1, ordering: .relaxed)
    }

    /// How many files were written, not counting the marker that `FolderWriter` adds.
    public var fileCount: Int { written.load(ordering: .relaxed) - 1 }

    /// Puts the new folder in place of the old one. On failure the old one stays.
    public func commit() throws(Diagnostic) {
        let fileManager = FileManager.default
        let hadPrevious = fileManager.fileExists(atPath: target.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: target, to: previous) }
            try fileManager.moveItem(at: folder, to: target)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: target.path) {
                try? fileManager.moveItem(at: previous, to: target)
            }
            discard()
            throw failure(
                "cannot put the new \(noun) in place: \(error.localizedDescription); " +
                    "the previous \(noun) is untouched"
            )
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }

    /// Removes what was written; the output folder stays as it was.
    public func discard() {
        try? FileManager.default.removeItem(at: folder)
    }

    private static let newTag = ".dsgen-new-"
    private static let oldTag = ".dsgen-old-"

    /// Removes the staging and previous folders of `target` that a build killed midway left
    /// behind: those whose process is gone. A build still running keeps its own.
    static func removeLeftovers(beside target: URL) {
        let parent = target.deletingLastPathComponent()
        let name = "." + target.lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries where entry.hasPrefix(name) {
            let rest = entry.dropFirst(name.count)
            guard let tag = [newTag, oldTag].first(where: { rest.hasPrefix($0) }),
                  let pid = Int32(rest.dropFirst(tag.count)), !isRunning(pid) else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    /// Whether process `pid` exists (this one counts: its own folder is replaced anyway).
    private static func isRunning(_ pid: Int32) -> Bool {
        if pid == ProcessInfo.processInfo.processIdentifier { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Writes the file with one `open` and `close`: unlike `Data.write`, no `fsync` per file.
    /// Returns what went wrong, or nil.
    private static func writeFile(_ parts: some Sequence<Data>, at path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        for part in parts {
            if let problem = write(part, to: descriptor) { return problem }
        }
        return nil
    }

    private static func write(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }

    private func failure(_ message: String) -> Diagnostic {
        Diagnostic(.outputError, at: .start(of: displayPath), message)
    }
}
