import DSGenCore
import DSGenDiff
import DSGenLint
import Foundation

/// The earlier versions of the guide that `dsgen.yml`'s `versions:` lists, each loaded and checked
/// from its revision's own content folder, `dsgen.yml` and templates (where it has them), ready to
/// be written under `v/NAME/`. History cannot be edited: a version that does not load under
/// today's rules is a warning, and the menu lists it as unavailable.
public struct SiteHistory: Sendable {
    struct Version: Sendable {
        let setting: VersionSetting
        /// Nil when the version could not be built.
        let site: CheckedSite?
        /// The revision's files, which the site's published files are read from when it is written.
        let files: RevisionFiles?

        /// The version's folder in the site.
        var folder: String { "v/" + setting.folderName + "/" }
    }

    let versions: [Version]
    /// Why a version is unavailable, one warning each at its entry in `dsgen.yml`.
    public let diagnostics: [Diagnostic]

    /// The versions `options`' configuration lists, built; nil when it lists none. A configuration
    /// that cannot be read is thrown, as the build's load would throw it.
    public static func load(_ options: BuildOptions) throws(DiagnosticError) -> SiteHistory? {
        let configuration: LintConfiguration
        switch ConfigurationReader.read(explicitPath: options.configurationPath) {
        case .success(let value): configuration = value
        case .failure(let diagnostic): throw DiagnosticError([diagnostic])
        }
        guard !configuration.versions.isEmpty else { return nil }
        var versions: [Version] = []
        var diagnostics: [Diagnostic] = []
        // `rules:` may make an unavailable version an error, which fails the build, or say nothing of it.
        let severity = configuration.severity(of: .versionUnavailable, default: .warning)
        for setting in configuration.versions {
            let (version, problem) = build(setting, options)
            versions.append(version)
            if var problem, let severity {
                problem.severity = severity
                if severity == .warning { problem.message += "; the version menu lists it as unavailable" }
                diagnostics.append(problem)
            }
        }
        let history = SiteHistory(versions: versions, diagnostics: diagnostics)
        guard !diagnostics.containsErrors else {
            history.remove()
            throw DiagnosticError(diagnostics)
        }
        return history
    }

    /// One version, built from its revision's files; or why it could not be.
    private static func build(_ setting: VersionSetting, _ options: BuildOptions) -> (Version, Diagnostic?) {
        let unavailable = { (reason: String) in
            Diagnostic(
                .warning, .versionUnavailable, at: setting.location,
                "version '\(setting.revision)' cannot be built: \(reason)"
            )
        }
        let configurationPath = options.configurationPath ?? LintOptions.defaultConfigurationPath
        let paths = [options.contentDirectory, configurationPath] + (options.templatesDirectory.map { [$0] } ?? [])
        let files: RevisionFiles
        do throws(RevisionFiles.Problem) {
            files = try RevisionFiles.take(setting.revision, paths: paths)
        } catch .notARevision {
            return (Version(setting: setting, site: nil, files: nil),
                    unavailable("it is not a git revision of this repository (a tag, a branch or a commit)"))
        } catch {
            return (Version(setting: setting, site: nil, files: nil),
                    unavailable("git cannot read its files (is an object missing, in a shallow or partial clone?)"))
        }
        guard let content = files.location(of: options.contentDirectory) else {
            files.remove()
            return (Version(setting: setting, site: nil, files: nil),
                    unavailable("it has no folder '\(files.repositoryPath(of: options.contentDirectory))'"))
        }
        var versionOptions = BuildOptions(
            contentDirectory: content,
            templatesDirectory: options.templatesDirectory.map { files.location(of: $0) ?? $0 },
            outputDirectory: options.outputDirectory
        )
        versionOptions.drawsPreviews = options.drawsPreviews
        do throws(DiagnosticError) {
            versionOptions.configuration = try configuration(files.location(of: configurationPath))
            let site = try CheckedSite.load(versionOptions, cache: PageCache())
            return (Version(setting: setting, site: site, files: files), nil)
        } catch {
            files.remove()
            let errors = error.diagnostics.filter { $0.severity == .error }
            let first = (errors.first ?? error.diagnostics.first).map {
                "\(files.named($0.location.description)): \($0.message) (\($0.rule))"
            } ?? "it has errors"
            let more = errors.count > 1 ? " (and \(errors.count - 1) more errors)" : ""
            return (Version(setting: setting, site: nil, files: nil),
                    unavailable("it does not build under today's rules: \(first)\(more)"))
        }
    }

    /// The revision's `dsgen.yml`, without its versions and the app's sources, which name files of
    /// today's working tree; the defaults when the revision has none.
    private static func configuration(_ path: String?) throws(DiagnosticError) -> LintConfiguration {
        guard let path else { return LintConfiguration() }
        switch ConfigurationReader.read(path: path) {
        case .success(var configuration):
            configuration.versions = []
            configuration.sources = []
            return configuration
        case .failure(let diagnostic): throw DiagnosticError([diagnostic])
        }
    }

    /// The versions that were built, newest first, as the changelog compares them.
    var built: [EarlierVersion] {
        versions.compactMap { version in
            version.site.map { EarlierVersion(label: version.setting.label, system: $0.system) }
        }
    }

    /// The menu of every version, the working tree's first with its pages at `latest`.
    func menu(latest: Set<String>) -> VersionMenu {
        VersionMenu(entries: [VersionMenu.Entry(label: VersionMenu.latestLabel, folder: "", pages: latest)]
            + versions.map { VersionMenu.Entry(label: $0.setting.label, folder: $0.folder, pages: $0.site?.pagePaths) })
    }

    /// Deletes the revisions' temporary folders, once the site is written.
    public func remove() {
        for version in versions { version.files?.remove() }
    }
}

extension SiteHistory {
    /// Every site to write, with the folder it is written in: the working tree's at the root, then
    /// each version that was built, each with the version menu as it shows it.
    public func sites(latest: CheckedSite) -> [(site: CheckedSite, folder: String)] {
        let menu = menu(latest: latest.pagePaths)
        return [(latest.showing(menu, current: 0), "")] + versions.indices.compactMap { index in
            versions[index].site.map { ($0.showing(menu, current: index + 1), versions[index].folder) }
        }
    }
}
