import DSGenCore
import Foundation

/// The files that differ from a git revision, for `dsgen lint --changed-since REF`: committed since
/// the revision's merge base with HEAD (so a branch compared with `origin/main` is not charged with
/// what landed on main since), staged or not, and new files git does not ignore. A renamed file
/// counts under its new name; a deleted one is not there to lint.
public struct ChangedFiles: Sendable {
    /// Absolute paths, symbolic links resolved.
    public let paths: Set<String>

    public init(paths: Set<String>) { self.paths = paths }

    public func contains(_ path: String) -> Bool { paths.contains(Self.absolute(path)) }

    /// Whether a changed file lies in `folder` (the content folder).
    public func containsAny(in folder: String) -> Bool {
        let prefix = Self.absolute(folder) + "/"
        return paths.contains { $0.hasPrefix(prefix) }
    }

    /// The changed files of the repository of the working directory, or why they cannot be told.
    public static func since(_ revision: String) -> Result<ChangedFiles, Diagnostic> {
        let at = SourceLocation.start(of: revision)
        guard let top = try? SystemTool.run("git", ["rev-parse", "--show-toplevel"])
            .trimmingCharacters(in: .newlines) else {
            return .failure(Diagnostic(
                .configuration, at: at,
                "--changed-since needs a git repository, and the working directory is in none; " +
                    "run dsgen from the repository, or lint without --changed-since"
            ))
        }
        guard !revision.hasPrefix("-"),
              (try? SystemTool.run("git", ["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil else {
            return .failure(Diagnostic(.configuration, at: at, unknown(revision)))
        }
        let base = (try? SystemTool.run("git", ["merge-base", revision, "HEAD"]))?
            .trimmingCharacters(in: .newlines) ?? revision
        guard let diff = try? SystemTool.run("git", ["-C", top, "diff", "--name-status", "-z", "-M", base, "--"]),
              let untracked = try? SystemTool.run(
                  "git", ["-C", top, "ls-files", "--others", "--exclude-standard", "-z"]
              ) else {
            let message = "git cannot compare the working tree with '\(revision)'"
            return .failure(Diagnostic(.configuration, at: at, message))
        }
        let named = changedNames(diff) + untracked.split(separator: "\0").map(String.init)
        return .success(ChangedFiles(paths: Set(named.map { absolute(top + "/" + $0) })))
    }

    /// The paths of `git diff --name-status -z` that are there to lint: each added, modified or
    /// retyped file, a rename's or copy's new name; no deleted file.
    static func changedNames(_ output: String) -> [String] {
        var fields = output.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)[...]
        var names: [String] = []
        while let status = fields.popFirst(), !status.isEmpty {
            let paths = status.hasPrefix("R") || status.hasPrefix("C") ? 2 : 1
            let taken = Array(fields.prefix(paths))
            fields = fields.dropFirst(paths)
            if !status.hasPrefix("D"), let last = taken.last { names.append(last) }
        }
        return names
    }

    /// What to do about a revision this clone does not have: fetch it when the clone is shallow.
    private static func unknown(_ revision: String) -> String {
        let shallow = (try? SystemTool.run("git", ["rev-parse", "--is-shallow-repository"]))?
            .hasPrefix("true") ?? false
        return shallow
            ? "'\(revision)' is not in this clone, which is shallow; fetch it (git fetch origin \(revision), " +
                "or git fetch --unshallow), or check out with the history it needs (fetch-depth: 0)"
            : "'\(revision)' is no revision of this repository; name a branch, a tag or a commit " +
                "(origin/main, v1.2, HEAD~1)"
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// What `--changed-since` lints: the changed Swift sources, or every source and the spec when the
/// content folder, the configuration or a token file changed (a spec change can break code nobody
/// touched, and the token files are compared with the spec together).
struct ChangedScope {
    let changed: ChangedFiles
    let revision: String
    let lintsEverything: Bool

    init(_ changed: ChangedFiles, revision: String, options: LintOptions, configuration: LintConfiguration) {
        self.changed = changed
        self.revision = revision
        let configurationPath = options.configurationPath ?? LintOptions.defaultConfigurationPath
        lintsEverything = changed.containsAny(in: options.contentDirectory) || changed.contains(configurationPath)
            || configuration.tokenFiles.contains { changed.contains($0) }
            || changed.paths.contains { configuration.isTokenFile($0) }
    }

    func files(among sources: [String]) -> [String] {
        lintsEverything ? sources : sources.filter(changed.contains)
    }

    func note(files: Int) -> String {
        lintsEverything
            ? "The spec, the configuration or a token file changed since \(revision): every source is linted."
            : "\(files) Swift file\(files == 1 ? "" : "s") changed since \(revision)."
    }
}
