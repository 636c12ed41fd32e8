import DSGenCore
import Foundation

/// Some files of a git revision of the repository that holds the working directory, taken out
/// with `git archive` into a temporary folder that `remove()` deletes. Paths are written as from
/// the working directory, as the command line and `dsgen.yml` write them.
public struct RevisionFiles: Sendable {
    /// The revision as it was named (`v1.2`, `main~3`).
    public let revision: String
    /// The temporary folder, which holds the files at their paths in the repository.
    let folder: String
    /// The working directory's path in the repository (`""` at its root, `Docs/` below it).
    let prefix: String
    /// The paths asked for that the revision has, as asked for, each with its path in the repository.
    let taken: [String: String]

    /// Why a revision's files could not be taken out.
    public enum Problem: Error {
        /// The revision is not one of this repository, or there is no repository.
        case notARevision
        /// git could not read them: an object is missing (a shallow or partial clone), or the disk is full.
        case unreadable
    }

    /// Takes out of `revision` each of `paths` that it has. git runs at the repository's top, where
    /// every path it is given is read from, whatever folder of it dsgen runs in.
    public static func take(_ revision: String, paths: [String]) throws(Problem) -> RevisionFiles {
        guard !revision.isEmpty, !revision.hasPrefix("-"),
              let places = try? SystemTool.run("git", ["rev-parse", "--show-toplevel", "--show-prefix"])
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
              places.count >= 2,
              (try? SystemTool.run("git", ["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil
        else { throw .notARevision }
        let git = { (arguments: [String]) in try SystemTool.run("git", ["-C", places[0]] + arguments) }
        let prefix = places[1]
        // One listing says which of the paths the revision has; the repository's root it has.
        // (A path below another is listed by its folder's entries, which say that both are there.)
        let inRepository = paths.map { path in
            path.hasPrefix("/") ? (path.hasPrefix(places[0] + "/") ? normalized(String(path.dropFirst(places[0].count)))
                : nil) : normalized(prefix + path)
        }
        let asked = inRepository.compactMap { $0 }.filter { !$0.isEmpty }
        let listed = (try? git(["ls-tree", "--name-only", revision, "--"] + asked))
            .map { $0.split(separator: "\n").map(String.init) } ?? []
        let present = zip(paths, inRepository).compactMap { path, inRepository in
            inRepository.flatMap { name in
                name.isEmpty || listed.contains { $0 == name || $0.hasPrefix(name + "/") } ? (path, name) : nil
            }
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-revision-\(UUID().uuidString)").path
        let files = RevisionFiles(
            revision: revision, folder: folder, prefix: prefix,
            taken: Dictionary(present, uniquingKeysWith: { first, _ in first })
        )
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard !present.isEmpty else { return files }
            let archive = folder + "/revision.tar"
            let names = present.map(\.1)
            let pathspec = names.contains("") ? [] : ["--"] + names
            _ = try git(["archive", "--format=tar", "--output=" + archive, revision] + pathspec)
            _ = try SystemTool.run("tar", ["-xf", archive, "-C", folder])
            try? FileManager.default.removeItem(atPath: archive)
        } catch {
            files.remove()
            throw .unreadable
        }
        return files
    }

    /// Where `path` (as asked for) is in the temporary folder, when the revision has it.
    public func location(of path: String) -> String? {
        taken[path].map { folder + "/" + $0 }
    }

    /// `path` as the repository names it: `Content` from the root, `Docs/Content` from `Docs/`.
    public func repositoryPath(of path: String) -> String {
        Self.normalized(prefix + path)
    }

    /// `text` (a diagnostic) with the temporary folder's paths named as the revision's: `v1.0:Content/a.md`.
    public func named(_ text: String) -> String {
        text.replacingOccurrences(of: folder + "/", with: revision + ":")
    }

    /// Deletes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `./Content/` → `Content`, `a/../b` → `b`: the path as git names it.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
