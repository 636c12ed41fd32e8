import Foundation

/// The DTCG side of a content folder: `*.tokens.json` files and `*.resolver.json` resolvers,
/// read into dsgen's tokens, each with its value in every appearance the resolvers name.
///
/// A file that a resolver names is read as that resolver says: the sets and the default context
/// of other modifiers give the light values, an appearance modifier's contexts the others. A
/// file no resolver names is read on its own, as light values.
enum DTCGLoader {
    /// A JSON file below the content folder: its path there, the path diagnostics print, its bytes.
    struct File {
        var path: String
        var displayPath: String
        var data: Data
        /// A set of a Tokens Studio folder, whose warning names the format for all its sets.
        var isTokensStudioSet = false
        /// The content file this one was made from (Figma's variables), which its tokens are of.
        var source: String?
    }

    struct Result {
        var tokens: [Token] = []
        var blocks: [TokenBlock] = []
        var themes: [ResolverModifier] = []
        var name: String?
        var invalidPaths: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    static func isTokenFile(_ path: String) -> Bool { path.hasSuffix(".tokens.json") || path.hasSuffix(".tokens") }
    static func isResolver(_ path: String) -> Bool { path.hasSuffix(".resolver.json") }

    /// `themes` chooses a context for resolver modifiers that are not appearances (`["brand": "b"]`);
    /// a modifier it does not name is read in its default context.
    static func load(_ files: [File], themes: [String: String] = [:]) -> Result {
        var pass = Pass(files: files)
        pass.readResolvers(themes: themes)
        pass.placeUnnamedFiles()
        let (light, order) = pass.lightEntries()
        let reader = DTCGValueReader(entries: light.mapValues(\.entry))
        let appearanceEntries = pass.appearanceEntries()
        for path in order {
            guard let (entry, file) = light[path] else { continue }
            pass.addToken(entry, file: file, reader: reader, appearanceEntries: appearanceEntries)
        }
        pass.warnOverlayOnly(appearanceEntries, light: light)
        pass.warnUnreadContexts(light: light)
        pass.result.diagnostics += reader.warnings
        pass.result.diagnostics = Self.saidOnce(pass.result.diagnostics)
        return pass.result
    }
}
