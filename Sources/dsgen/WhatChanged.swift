import ArgumentParser
import DSGenCore
import DSGenDiff
import DSGenSite
import Foundation

/// `dsgen build --since OLD`: the earlier version (a git revision or a folder) that the build's
/// "What changed" page compares the content with.
enum WhatChanged {
    /// The earlier version, loaded; a version that is neither a folder nor a revision is a usage
    /// error, a version that does not load an error of the build.
    static func earlierVersion(_ argument: String, content: String, _ terminal: Terminal) throws -> EarlierVersion {
        let own = content + "/" + WhatChangedPage.path
        if FileManager.default.fileExists(atPath: own) {
            terminal.write(Diagnostic(
                .duplicateOutput, at: .start(of: own),
                "the content folder has its own \(WhatChangedPage.path), where --since would publish what changed"
            ).description)
            throw ExitCode(ExitStatus.usage)
        }
        let version: ContentVersion
        do throws(Diagnostic) {
            version = try ContentVersion.resolve(argument, folder: content)
        } catch {
            terminal.write([error.description])
            throw ExitCode(ExitStatus.usage)
        }
        defer { version.remove() }
        let (old, diagnostics) = ContentLoader.load(contentDirectory: version.folder)
        guard let old, !diagnostics.containsErrors else {
            terminal.write(diagnostics.sorted().map(\.description))
            terminal.write("\(version.label) does not load, so the site cannot say what changed since.")
            throw ExitCode(ExitStatus.failure)
        }
        return EarlierVersion(label: version.label, system: old)
    }
}
