import Foundation

extension DTCGLoader.Pass {
    /// The token at `entry` with its value in every appearance, added to the result with its
    /// block; an error (a value that does not read, a kind that differs between appearances)
    /// instead leaves it out, its path marked invalid.
    mutating func addToken(
        _ entry: DTCGEntry,
        file: String,
        reader: DTCGValueReader,
        appearanceEntries: [Appearance: [String: DTCGEntry]]
    ) {
        let path = entry.dottedPath
        do throws(Diagnostic) {
            let (kind, value) = try reader.read(entry)
            var values = AppearanceValues(light: value)
            for appearance in Appearance.allCases where appearance != .light {
                guard let overlay = appearanceEntries[appearance]?[path] else {
                    // A context without the token takes the sets' value, not dark's.
                    if appearance == .darkHighContrast, values.dark != nil, appearanceEntries[appearance] != nil {
                        values.darkHighContrast = value
                    }
                    continue
                }
                let (overlayKind, overlayValue) = try reader.read(overlay)
                guard overlayKind == kind else {
                    throw Diagnostic(
                        .aliasKindMismatch, at: overlay.location,
                        "'\(path)' is a \(kind) token in light mode " +
                            "but a \(overlayKind) token in \(DTCGNames.context(appearance))"
                    )
                }
                values.set(overlayValue, for: appearance)
            }
            var made = DTCGLoader.token(entry, kind: kind, values: values)
            if let warning = DTCGLoader.memberOnlySwiftName(
                entry, recorded: entry.extensions?[DTCGNames.extensionKey]?["swift"], read: made.swiftName
            ) {
                result.diagnostics.append(warning)
            }
            if kind == .dimension || kind == .radius, reader.aliasTarget(entry.value) == nil {
                made.writtenUnit = reader.writtenUnit(entry.value)
            }
            result.tokens.append(made)
            TokenBlock.append(made, file: file, to: &result.blocks)
        } catch {
            // A type that is not DTCG's is among the reader's warnings, counted by file and type.
            if error.rule != .unsupportedTokenType { result.diagnostics.append(error) }
            result.invalidPaths.insert(path)
        }
    }

    /// A token an appearance's file declares but the light values lack has nothing to fall back to.
    mutating func warnOverlayOnly(_ appearanceEntries: [Appearance: [String: DTCGEntry]], light: [String: Item]) {
        for (appearance, overlay) in appearanceEntries.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for (path, entry) in overlay.sorted(by: { $0.key < $1.key }) where light[path] == nil {
                result.diagnostics.append(Diagnostic(
                    .warning, .unresolvedAlias, at: entry.location,
                    "'\(path)' is declared for \(DTCGNames.context(appearance)) only; " +
                        "declare it in the light values too, or it is left out"
                ))
            }
        }
    }

    /// A token only a theme's other context declares is not on the pages: say so, once a context.
    mutating func warnUnreadContexts(light: [String: Item]) {
        for (modifier, context, sources) in unreadContexts {
            let only = entries(sources).filter { light[$0.entry.dottedPath] == nil }
            guard let first = only.first else { continue }
            let one = only.count == 1
            let names = only.prefix(5).map { "'\($0.entry.dottedPath)'" }.joined(separator: ", ")
                + (only.count > 5 ? " and \(only.count - 5) more" : "")
            result.diagnostics.append(Diagnostic(
                .warning, .unresolvedAlias, at: first.entry.location,
                "\(names) \(one ? "is" : "are") declared only in the context '\(context)' " +
                    "of the modifier '\(modifier)', whose default the pages show; " +
                    "declare \(one ? "it" : "them") in the sets too, " +
                    "or \(one ? "it is" : "they are") left out"
            ))
        }
    }
}
