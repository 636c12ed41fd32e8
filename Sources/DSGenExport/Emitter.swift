import DSGenCore
import Foundation

/// One output of the emit stage: files made from a resolved design system.
///
/// `dsgen build` runs every emitter and publishes their files in the site; `dsgen export FORMAT`
/// runs one and writes its files where the team asks.
public protocol Emitter: Sendable {
    /// The files, by path relative to where they are written. A format of one file has one path,
    /// its default file name; a folder format names its files inside the folder.
    func emit(_ system: DesignSystem) -> [String: Data]
    /// What `dsgen export` writes when `--output` names nothing: one file, or a folder of them.
    var output: EmitterOutput { get }
    /// What the style guide's token index offers of this format for download.
    var download: EmitterDownload { get }
}

/// The shape of an emitter's output and its default name.
public enum EmitterOutput: Sendable {
    case file(String)
    case folder(String)

    /// The file's or the folder's name.
    public var name: String {
        switch self {
        case .file(let name), .folder(let name): name
        }
    }
}

/// A format as the token index offers it: a title, the file a team starts from (a path among the
/// emitter's files) and what the format holds. A download at the site's root (`tokens.css`, which
/// the pages load) is not under `downloads/`.
public struct EmitterDownload: Sendable {
    public var title: String
    public var file: String
    public var detail: String
    public var atSiteRoot = false
}

/// The formats `dsgen export` writes. An exhaustive `switch` picks each one's emitter, so a new
/// format does not compile until it has one.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Android resources: colours (with `values-night`), dimensions and integers.
    case android
    /// A Kotlin file for Jetpack Compose: an object per group.
    case compose
    /// Every token as a CSS custom property.
    case css
    /// W3C Design Tokens (DTCG 2025.10) JSON, with a resolver file for the appearances.
    case dtcg
    /// Every token as a `public static let` under its Swift name, in one SwiftUI source file.
    case swift
    /// A Tailwind CSS v4 theme in Tailwind's own namespaces.
    case tailwind
    /// The colour tokens as an Xcode asset catalog, one colour set per token.
    case xcassets

    public var emitter: any Emitter {
        switch self {
        case .android: AndroidEmitter()
        case .compose: ComposeEmitter()
        case .css: CSSEmitter()
        case .dtcg: DTCGEmitter()
        case .swift: SwiftEmitter()
        case .tailwind: TailwindEmitter()
        case .xcassets: AssetCatalogEmitter()
        }
    }

    /// Where the export is written when `--output` names nothing.
    public var defaultOutput: String { emitter.output.name }

    /// Whether the output is a folder of files rather than one file.
    public var writesFolder: Bool {
        if case .folder = emitter.output { true } else { false }
    }
}
