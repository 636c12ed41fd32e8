import Foundation

/// The places dsgen never replaces, moves aside or deletes, whatever the flags: the file system's
/// root, the home folder, the working folder and every folder above it, and a folder that is or
/// holds something the command reads. Every command that writes a folder of the user's (build,
/// export, init) asks this one check before it touches anything.
public struct FolderGuard: Sendable {
    /// `/`; a test names a folder that stands for it.
    public var root: String
    /// The user's home folder, when one is set.
    public var home: String?
    public var workingDirectory: String

    public init(
        root: String = "/",
        home: String? = ProcessInfo.processInfo.environment["HOME"],
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.root = root
        self.home = home.flatMap { $0.isEmpty ? nil : $0 }
        self.workingDirectory = workingDirectory
    }

    /// Throws when `target` is a place dsgen must not replace. `reading` names what the command
    /// reads, each with its role (`content folder`, `app's sources`); `noun` is what would be
    /// written there (`site`, `content folder`) and `option` how the user names another place.
    /// The working folder is looked up relative to `workingDirectory`, so a relative `target`
    /// means what it means to the user.
    public func check(
        _ target: String, noun: String, option: String, reading: [(role: String, path: String)] = []
    ) throws(Diagnostic) {
        let place = Self.canonical(absolute(target))
        let refuse = { (what: String) -> Diagnostic in
            Diagnostic(
                .outputError, at: .start(of: target),
                "'\(target)' is \(what); dsgen never replaces it, whatever the flags: " +
                    "write the \(noun) to a folder of its own with \(option)"
            )
        }
        if place == Self.canonical(root) { throw refuse("the root of the file system") }
        if let home, Self.contains(place, Self.canonical(absolute(home))) {
            throw refuse(place == Self.canonical(home) ? "the home folder" : "a folder that holds the home folder")
        }
        let working = Self.canonical(workingDirectory)
        if Self.contains(place, working) {
            throw refuse(place == working ? "the working folder" : "a folder that holds the working folder")
        }
        for (role, path) in reading {
            let read = Self.canonical(absolute(path))
            guard Self.contains(place, read) else { continue }
            throw refuse(place == read ? "the \(role)" : "a folder that holds the \(role) ('\(path)')")
        }
    }

    /// Whether `folder` is `path` or a folder above it (both canonical).
    public static func contains(_ folder: String, _ path: String) -> Bool {
        folder == path || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` as seen from the working folder this guard was given.
    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

    /// The real path: links resolved in the part that exists (on Linux, resolving a path that
    /// does not exist yet resolves nothing), with the parts still to be created added after it.
    public static func canonical(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath()
        for part in missing { resolved.appendPathComponent(part) }
        return resolved.standardizedFileURL.path
    }
}
