import DSGenCore
import Foundation
import Synchronization

/// Swift files' lint results kept between runs, as SwiftLint keeps its cache: one file per
/// context (this dsgen, the working directory, the spec's tokens and the configuration), holding
/// each linted file's result with its status and a hash of its bytes. A file whose size,
/// modification time and inode are the ones recorded is not read; one whose bytes hash the same is
/// not linted. A change of the spec or of the configuration is a new context, so nothing kept
/// under another applies.
public struct LintCache: Sendable {
    /// `${XDG_CACHE_HOME:-~/.cache}/dsgen`.
    public static var defaultFolder: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        return (base as NSString).appendingPathComponent("dsgen")
    }

    /// Contexts kept; past this, the least recently written go.
    static let contextsKept = 16
    /// A file modified this recently may change again within its status's resolution: its status
    /// is not recorded, so the next run reads it.
    static let settlingSeconds: Int64 = 2

    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// What a run through the cache did: the results in the order of the paths, and how many
    /// files it read and linted.
    public struct Run: Sendable {
        public var results: [FileResult]
        public var read: Int
        public var linted: Int
    }

    /// Lints `paths` with `linter`, taking what the cache knows, and keeps the results for next time.
    public func lint(_ paths: [String], with linter: Linter) -> Run {
        let file = contextFile(for: linter)
        let known = (try? Data(contentsOf: URL(fileURLWithPath: file)))
            .flatMap { try? JSONDecoder().decode([String: CachedResult].self, from: $0) } ?? [:]
        let statuses = paths.map(Self.status)
        var results = [FileResult?](repeating: nil, count: paths.count)
        var kept: [String: CachedResult] = [:]
        var misses: [Int] = []
        for (index, path) in paths.enumerated() {
            if let status = statuses[index], let cached = known[path], cached.status == status,
               let result = cached.result(for: path) {
                results[index] = result
                kept[path] = cached
            } else {
                misses.append(index)
            }
        }
        let found = Mutex<[Int: (result: FileResult, kept: CachedResult?, linted: Bool)]>([:])
        let now = Int64(Date().timeIntervalSince1970)
        let missed = misses
        DispatchQueue.concurrentPerform(iterations: missed.count) { position in
            let index = missed[position], path = paths[index]
            let data: Data, size: Int
            switch FileBudget.readPrefix(path, budget: linter.byteBudget) {
            case .success(let read): (data, size) = read
            case .failure(let problem):
                found.withLock { $0[index] = (linter.lint(file: path, read: .failure(problem)), nil, true) }
                return
            }
            var hash = StableHash()
            hash.combine(bytes: data)
            hash.combine(String(size))
            let status = statuses[index].flatMap { now - $0.modified >= Self.settlingSeconds ? $0 : nil }
            if let cached = known[path], cached.digest == hash.hex, let result = cached.result(for: path) {
                let kept = CachedResult(status: status, digest: hash.hex, result: result)
                found.withLock { $0[index] = (result, kept, false) }
                return
            }
            let text = SwiftFileText(data, size: size, budget: linter.byteBudget)
            let result = linter.lint(file: path, read: .success(text))
            let kept = CachedResult(status: status, digest: hash.hex, result: result)
            found.withLock { $0[index] = (result, kept, true) }
        }
        var linted = 0
        for (index, miss) in found.withLock({ $0 }) {
            results[index] = miss.result
            if miss.linted { linted += 1 }
            kept[paths[index]] = miss.kept
        }
        // A run that read nothing new and dropped nothing leaves the file as it is.
        if !misses.isEmpty || kept.count != known.count { write(kept, to: file) }
        return Run(results: results.compactMap { $0 }, read: misses.count, linted: linted)
    }

    /// The file of the context `linter` lints in.
    func contextFile(for linter: Linter) -> String {
        var hash = StableHash()
        hash.combine("dsgen lint cache 2")
        hash.combine(DSGenVersion.current)
        hash.combine(FileManager.default.currentDirectoryPath)
        hash.combine(String(linter.byteBudget))
        linter.hashDependencies(into: &hash)
        return (folder as NSString).appendingPathComponent("lint-\(hash.hex).json")
    }

    /// Writes `kept` whole or not at all, and drops the least recently written contexts past
    /// `contextsKept`. A cache that cannot be written is no error: the next run lints again.
    private func write(_ kept: [String: CachedResult], to file: String) {
        let manager = FileManager.default
        guard (try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
              let data = try? JSONEncoder().encode(kept) else { return }
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
        let contexts = ((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("lint-") && $0.hasSuffix(".json") }
            .map { (folder as NSString).appendingPathComponent($0) }
        guard contexts.count > Self.contextsKept else { return }
        let byAge = contexts.sorted { first, second in
            let dates = [first, second].map {
                (try? manager.attributesOfItem(atPath: $0)[.modificationDate] as? Date) ?? .distantPast
            }
            return dates[0] < dates[1]
        }
        for old in byAge.prefix(contexts.count - Self.contextsKept) { try? manager.removeItem(atPath: old) }
    }

    /// The file's size, modification time and inode, as `stat` gives them; nil when it has none.
    static func status(_ path: String) -> CachedResult.Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return CachedResult.Status(
            size: Int64(info.st_size), modified: Int64(modified.tv_sec),
            modifiedNanoseconds: Int64(modified.tv_nsec), inode: UInt64(info.st_ino)
        )
    }
}
