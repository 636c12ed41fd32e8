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
    /// The paths asked for that the revision has, as asked for.
    public let present: Set<String>

    /// Why a revision's files could not be taken out.
    public enum Problem: Error {
        /// The revision is not one of this repository, or there is no repository.
        case notARevision
        /// git could not read them: an object is missing (a shallow or partial clone), or the disk is full.
        case unreadable
    }

    /// Takes out of `revision` each of `paths` that it has.
    public static func take(_ revision: String, paths: [String]) throws(Problem) -> RevisionFiles {
        guard !revision.isEmpty, !revision.hasPrefix("-"),
              let prefix = try? SystemTool.run("git", ["rev-parse", "--show-prefix"]),
              (try? SystemTool.run("git", ["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil
        else { throw .notARevision }
        let prefixPath = prefix.trimmingCharacters(in: .newlines)
        let present = paths.filter { path in
            (try? SystemTool.run("git", ["cat-file", "-e", revision + ":" + normalized(prefixPath + path)])) != nil
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dsgen-revision-\(UUID().uuidString)").path
        let files = RevisionFiles(revision: revision, folder: folder, prefix: prefixPath, present: Set(present))
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard !present.isEmpty else { return files }
            let archive = folder + "/revision.tar"
            let inRepository = present.map { normalized(prefixPath + $0) }
            _ = try SystemTool.run("git", ["archive", "--format=tar", "--output=" + archive, revision, "--"]
                + inRepository)
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
        present.contains(path) ? folder + "/" + repositoryPath(of: path) : nil
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
