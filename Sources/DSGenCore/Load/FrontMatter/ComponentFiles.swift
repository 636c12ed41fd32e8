import Foundation

/// Where the files of the components stand in their repository: the folder their `source:` paths
/// start from, and when git last saw each of them change.
public struct ComponentFiles: Sendable {
    /// The repository that holds the content folder (git's top level), or, outside git, the
    /// folder that holds the content folder. Real paths, so that a path cannot leave it by a link.
    public let root: String
    public let isRepository: Bool

    public init(contentDirectory: String) {
        let content = FolderListing.realPath(contentDirectory) ?? contentDirectory
        let top = try? SystemTool.run("git", ["-C", content, "rev-parse", "--show-toplevel"])
        let topLevel = top.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap(FolderListing.realPath)
        root = topLevel ?? (content as NSString).deletingLastPathComponent
        isRepository = topLevel != nil
    }

    /// The real path of a component's `source:`, or why it cannot be read: it must be a file inside the root.
    public func source(_ path: String) -> Result<String, SourceProblem> {
        let joined = path.hasPrefix("/") ? path : root + "/" + path
        guard let real = FolderListing.realPath(joined), FolderListing.isFolder(real) == false else {
            return .failure(.missing)
        }
        guard real.hasPrefix(root + "/") else { return .failure(.outside) }
        return .success(real)
    }

    public enum SourceProblem: Error { case missing, outside }

    /// The path of `file` (a real path inside the root) from the root.
    public func relative(_ file: String) -> String {
        String(file.dropFirst(root.count + 1))
    }

    /// The day each of `files` (real paths) last changed in a commit, `2026-11-30`, or `nil` for
    /// a file that has changes not yet committed; files git has never seen are left out. Empty
    /// outside a repository, or without git.
    public func lastChanges(of files: [String]) -> [String: String?] {
        guard isRepository, !files.isEmpty else { return [:] }
        let paths = files.map(relative)
        var days: [String: String?] = [:]
        if let log = try? SystemTool.run(
            "git", ["-C", root, "log", "--format=%x01%cs", "--name-only", "--no-renames", "--"] + paths
        ) {
            var day = ""
            for line in log.split(separator: "\n") {
                if line.hasPrefix("\u{1}") {
                    day = String(line.dropFirst())
                } else if days[String(line)] == nil {
                    days[String(line)] = .some(day)
                }
            }
        }
        let statusArguments = ["-C", root, "status", "--porcelain", "--no-renames", "--"]
        if let status = try? SystemTool.run("git", statusArguments + paths) {
            for line in status.split(separator: "\n") where line.count > 3 {
                days[String(line.dropFirst(3))] = .some(nil)
            }
        }
        return days
    }
}

extension ComponentFiles {
    /// What the root is, as a message names it.
    public var rootName: String {
        isRepository ? "the repository's root" : "the folder that holds the content folder"
    }
}

extension ComponentFiles {
    /// A component's Swift file, as its page's front matter names it.
    public struct Source: Sendable {
        public var page: Page
        /// As the front matter writes it: `Sources/Badge.swift`.
        public var path: String
        /// Its real path.
        public var file: String
        public var location: SourceLocation
    }

    /// The Swift files the `source:` of `pages` name, and a warning for each that is not there
    /// or lies outside the root.
    public func sources(of pages: [Page]) -> ([Source], [Diagnostic]) {
        var sources: [Source] = []
        var problems: [Diagnostic] = []
        for page in pages {
            guard let path = page.frontMatter.source, let location = page.frontMatter.sourceLocation else { continue }
            switch source(path) {
            case .success(let file): sources.append(Source(page: page, path: path, file: file, location: location))
            case .failure(.missing):
                problems.append(Diagnostic(
                    .warning, .invalidFrontMatter, at: location,
                    "'\(path)' is not a file: 'source' names the component's Swift file from \(rootName)"
                ))
            case .failure(.outside):
                problems.append(Diagnostic(
                    .warning, .invalidFrontMatter, at: location,
                    "'\(path)' is outside \(rootName); 'source' names a file inside it"
                ))
            }
        }
        return (sources, problems)
    }
}
