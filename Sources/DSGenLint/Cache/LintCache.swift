import DSGenCore
import Foundation

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
    /// The file holds one JSON line per linted file, so that lines are decoded and encoded on
    /// every core, and a result that is still good is written back as the line it was read as.
    public func lint(_ paths: [String], with linter: Linter) -> Run {
        let file = contextFile(for: linter)
        let known = Self.read(file)
        let now = Int64(Date().timeIntervalSince1970)
        let ordered = paths.concurrentMap { Self.lint($0, cached: known[$0], with: linter, now: now) }
        let read = ordered.count(where: \.read)
        let lines = ordered.compactMap(\.line)
        // A run that read nothing new and dropped nothing leaves the file as it is.
        if read > 0 || lines.count != known.count { write(lines, to: file) }
        return Run(results: ordered.map(\.result), read: read, linted: ordered.count(where: \.linted))
    }

    /// One file's result: the cache's while its status or its bytes are unchanged, else linted; with
    /// the line to keep for it, whether it was read and whether it was linted.
    private static func lint(
        _ path: String, cached: (line: Data, entry: CachedResult)?, with linter: Linter, now: Int64
    ) -> (result: FileResult, line: Data?, read: Bool, linted: Bool) {
        let status = status(path)
        if let status, let cached, cached.entry.status == status {
            return (cached.entry.result(for: path), cached.line, false, false)
        }
        let data: Data, size: Int
        switch FileBudget.readPrefix(path, budget: linter.byteBudget) {
        case .success(let read): (data, size) = read
        case .failure(let problem): return (linter.lint(file: path, read: .failure(problem)), nil, true, true)
        }
        var hash = StableHash()
        hash.combine(bytes: data)
        hash.combine(String(size))
        let settled = status.flatMap { now - $0.modified >= settlingSeconds ? $0 : nil }
        var linted = false
        let result: FileResult
        if let cached, cached.entry.digest == hash.hex {
            result = cached.entry.result(for: path)
        } else {
            let text = SwiftFileText(data, size: size, budget: linter.byteBudget)
            result = linter.lint(file: path, read: .success(text))
            linted = true
        }
        let line = CachedResult(path: path, status: settled, digest: hash.hex, result: result).line()
        return (result, line, true, linted)
    }

    /// The results a context file holds, by path, each with the line it was read from. A line that
    /// cannot be decoded is left out: its file is linted again.
    private static func read(_ file: String) -> [String: (line: Data, entry: CachedResult)] {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: file)) else { return [:] }
        let lines = lineRanges(of: data)
        // A slice shares the file's bytes: nothing is copied to decode a line or to write it back.
        let entries = lines.concurrentMap { try? JSONDecoder().decode(CachedResult.self, from: data[$0]) }
        var decoded: [String: (line: Data, entry: CachedResult)] = [:]
        for (range, entry) in zip(lines, entries) {
            if let entry { decoded[entry.path] = (data[range], entry) }
        }
        return decoded
    }

    /// The non-empty lines of `data`, found with `memchr`: `Data.split` takes each byte through
    /// the collection's subscript, which was a fifth of a run whose every file was in the cache.
    static func lineRanges(of data: Data) -> [Range<Data.Index>] {
        data.withUnsafeBytes { raw -> [Range<Data.Index>] in
            let bytes = raw.bindMemory(to: UInt8.self)
            var ranges: [Range<Data.Index>] = []
            var start = 0
            while start < bytes.count {
                let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                if end > start { ranges.append(data.startIndex + start..<data.startIndex + end) }
                start = end + 1
            }
            return ranges
        }
    }

    /// The file of the context `linter` lints in.
    func contextFile(for linter: Linter) -> String {
        var hash = StableHash()
        hash.combine("dsgen lint cache 5")
        hash.combine(DSGenVersion.current)
        hash.combine(FileManager.default.currentDirectoryPath)
        hash.combine(String(linter.byteBudget))
        linter.hashDependencies(into: &hash)
        return (folder as NSString).appendingPathComponent("lint-\(hash.hex).jsonl")
    }

    /// Writes `kept` whole or not at all, and drops the least recently written contexts past
    /// `contextsKept`. A cache that cannot be written is no error: the next run lints again.
    private func write(_ lines: [Data], to file: String) {
        let manager = FileManager.default
        guard (try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        var data = Data(capacity: lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines {
            data.append(line)
            data.append(UInt8(ascii: "\n"))
        }
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
        // Earlier dsgens kept a context as one JSON document (`.json`); those go the same way.
        let contexts = ((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("lint-") && ($0.hasSuffix(".jsonl") || $0.hasSuffix(".json")) }
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
