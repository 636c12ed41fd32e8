import Foundation

extension FigmaVariables {
    /// DTCG files and a resolver that stand for the variables: a file per collection, or per
    /// collection and mode where it has several, its variables under a group named for it
    /// (`Semantic colors` → `semanticColors`, a name's `/` a group too); a set per collection of one
    /// mode, a modifier per collection of several (Light and Dark, High contrast read as
    /// appearances by the resolver, other modes as themes). Aliases across collections are kept;
    /// scopes give `use`, `codeSyntax.iOS` the Swift name, and Figma's facts stay in `$extensions`.
    public struct Conversion: Sendable {
        /// Path (beside the response, named from `stem`) → text.
        public var files: [(path: String, text: String)]
        public var diagnostics: [Diagnostic]
        /// `2 collections, 14 variables; Semantic: Light, Dark`.
        public var summary: String
    }

    public func dtcg(stem: String) -> Conversion {
        var diagnostics: [Diagnostic] = []
        let collectionsByID = Dictionary(collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var (paths, kept) = placed(collectionsByID, &diagnostics)
        let types = Dictionary(variables.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
        let shared = Self.sharedSwiftNames(kept)
        diagnostics += shared.diagnostics
        var entries: [String: [String: JSONOutput]] = [:]
        // An alias to a variable left out leaves out its own variable too, down the chain.
        var changed = true
        while changed {
            changed = false
            for variable in kept where paths[variable.id] != nil {
                let collection = collectionsByID[variable.collectionID]!
                var found: [String: JSONOutput] = [:]
                var problems: [Diagnostic] = []
                for mode in collection.modes {
                    let place = Place(
                        collection: collection, paths: paths, types: types, sharedSwiftNames: shared.ids
                    )
                    if let entry = entry(variable, mode: mode.id, place, &problems) {
                        found[mode.id] = entry
                    }
                }
                if problems.contains(where: { $0.severity == .error }) {
                    paths[variable.id] = nil
                    diagnostics += problems
                    changed = true
                } else {
                    entries[variable.id] = found
                }
            }
        }
        diagnostics += kept.filter { paths[$0.id] != nil }.flatMap { warnings(of: $0, in: collectionsByID) }
        return files(stem: stem, kept: kept.filter { paths[$0.id] != nil }, paths: paths, entries: entries,
                     diagnostics: diagnostics)
    }

    /// Each variable's token path (its collection's group, then its name's segments), with the
    /// variables kept: one of no collection, of no kind of token, or of a path taken is left out.
    private func placed(
        _ collectionsByID: [String: Collection], _ diagnostics: inout [Diagnostic]
    ) -> (paths: [String: String], kept: [Variable]) {
        var paths: [String: String] = [:]
        var kept: [Variable] = []
        var taken: [String: String] = [:]
        for variable in variables {
            guard let collection = collectionsByID[variable.collectionID] else {
                diagnostics.append(Diagnostic(
                    .error, .unresolvedAlias, at: variable.node.location,
                    "'\(variable.name)' belongs to the collection '\(variable.collectionID)', " +
                        "which the file does not hold"
                ))
                continue
            }
            guard Self.kind(of: variable) != nil else {
                diagnostics.append(Diagnostic(
                    .warning, .unsupportedTokenType, at: variable.node.location,
                    "'\(variable.name)' is a \(variable.type) variable, which is no kind of token; it is left out"
                ))
                continue
            }
            let segments = [Self.groupName(collection.name)] + variable.name.split(separator: "/").map {
                Self.segment(String($0), at: variable.node, into: &diagnostics)
            }
            let path = segments.joined(separator: ".")
            if let other = taken[path] {
                diagnostics.append(Diagnostic(
                    .error, .duplicateToken, at: variable.node.location,
                    "'\(variable.name)' is read as \(path), as '\(other)' is; it is left out, rename one in Figma"
                ))
                continue
            }
            taken[path] = variable.name
            paths[variable.id] = path
            kept.append(variable)
        }
        return (paths, kept)
    }

    /// The DTCG type a variable becomes, nil for one that is no token (a flag, a text).
    static func kind(of variable: Variable) -> String? {
        switch variable.type {
        case "COLOR": "color"
        case "FLOAT": floatType(scopes: variable.scopes, name: variable.name)
        case "STRING": variable.scopes.contains("FONT_FAMILY") ? "fontFamily" : nil
        default: nil
        }
    }

    /// A number's DTCG type: a font weight or an opacity where its scope says so; where no scope
    /// decides (`ALL_SCOPES`), a plain number where its name says it is a fraction, a weight or a
    /// count (`FillOpacity`, `LayerIndexWeight`, `zIndex`, `ratio`), else a length.
    static func floatType(scopes: [String], name: String) -> String {
        if scopes.contains("FONT_WEIGHT") { return "fontWeight" }
        if scopes.contains("OPACITY") { return "number" }
        let decided = scopes.contains { $0 != "ALL_SCOPES" }
        let words = name.lowercased()
        if !decided, ["opacity", "alpha", "weight", "index", "ratio", "scale", "count", "order", "columns"]
            .contains(where: words.contains) { return "number" }
        return "dimension"
    }

    /// What each scope says a token is for, as `use`.
    static let scopeUses: [String: [String]] = [
        "GAP": ["stack"], "WIDTH_HEIGHT": ["size"], "FONT_SIZE": ["text"], "LINE_HEIGHT": ["text"],
        "LETTER_SPACING": ["text"], "PARAGRAPH_SPACING": ["text"], "PARAGRAPH_INDENT": ["text"],
        "TEXT_FILL": ["foreground"], "FRAME_FILL": ["background"], "SHAPE_FILL": ["fill"],
        "ALL_FILLS": ["background", "fill"], "STROKE_COLOR": ["border"], "EFFECT_COLOR": ["shadow"],
    ]
}
