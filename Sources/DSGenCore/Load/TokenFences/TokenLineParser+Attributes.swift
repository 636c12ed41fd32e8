/// A token line's attributes (`@deprecated`, `@on`, `@vignette`) and the references they and aliases make.
extension TokenLineParser {
    /// `@deprecated`, `@deprecated({group.replacement})`, `@on({group.background})` (colours) and
    /// `@vignette({group.gradient})` (palettes), in any order.
    func attributes(
        _ lexemes: [Lexeme]
    ) throws(Diagnostic) -> (deprecation: Deprecation?, backgrounds: [TokenReference], vignette: TokenReference?) {
        var deprecation: Deprecation?
        var backgrounds: [TokenReference] = []
        var vignette: TokenReference?
        var rest = lexemes[...]
        while let attribute = rest.first {
            guard case .attribute(let name) = attribute.kind else {
                throw Diagnostic(
                    .unknownAttribute, at: attribute.location,
                    "only attributes may follow an attribute: @deprecated, @deprecated({group.replacement}), " +
                        "@on({group.background}) or @vignette({group.gradient})"
                )
            }
            rest = rest.dropFirst()
            let argument = try Self.reference(in: &rest)
            switch name {
            case "deprecated":
                var replacement: TokenReference?
                if let argument { replacement = try reference(argument.path, at: argument.location) }
                deprecation = Deprecation(replacement: replacement)
            case "on" where header.kind == .color:
                guard let argument else {
                    throw Diagnostic(
                        .unknownAttribute, at: attribute.location,
                        "write the background the colour is read on as @on({group.background})"
                    )
                }
                backgrounds.append(try reference(argument.path, at: argument.location))
            case "on":
                throw Diagnostic(
                    .unknownAttribute, at: attribute.location,
                    "@on declares a text colour's background, so it belongs to color tokens only"
                )
            case "vignette" where header.kind == .palette:
                guard let argument, vignette == nil else {
                    throw Diagnostic(
                        .unknownAttribute, at: attribute.location,
                        "write the one gradient drawn over the palette's background as @vignette({group.gradient})"
                    )
                }
                vignette = try reference(argument.path, at: argument.location)
            case "vignette":
                throw Diagnostic(
                    .unknownAttribute, at: attribute.location,
                    "@vignette names the gradient drawn over a palette's background, " +
                        "so it belongs to palette tokens only"
                )
            default:
                throw Diagnostic(
                    .unknownAttribute, at: attribute.location,
                    "unknown attribute '@\(name)'; the attributes are @deprecated({group.replacement}), " +
                        "@on({group.background}) and @vignette({group.gradient})" +
                        "\(Suggestion.hint(for: name, in: ["deprecated", "on", "vignette"]))"
                )
            }
        }
        return (deprecation, backgrounds, vignette)
    }

    /// The `({group.name})` after an attribute, if there is one, taken from the front of `lexemes`.
    static func reference(in lexemes: inout ArraySlice<Lexeme>) throws(Diagnostic) -> TokenReference? {
        guard let open = lexemes.first, open.kind == .punctuation("(") else { return nil }
        let items = Array(lexemes.prefix(3))
        guard items.count == 3, case .alias(let path) = items[1].kind, items[2].kind == .punctuation(")") else {
            throw Diagnostic(
                .unknownAttribute, at: open.location,
                "write an attribute's token as ({group.name}), such as @deprecated({spacing.md})"
            )
        }
        lexemes = lexemes.dropFirst(3)
        return TokenReference(path: path, location: items[1].location)
    }

    func checkAliases(in expression: ValueExpression) throws(Diagnostic) {
        switch expression.form {
        case .alias(let path): _ = try reference(path, at: expression.location)
        case .call(_, let arguments): for argument in arguments { try checkAliases(in: argument.value) }
        case .member(let base, _, let arguments):
            try checkAliases(in: base)
            for argument in arguments ?? [] { try checkAliases(in: argument.value) }
        case .list(let items), .sequence(let items): for item in items { try checkAliases(in: item) }
        default: break
        }
    }

    func reference(_ path: String, at location: SourceLocation) throws(Diagnostic) -> TokenReference {
        guard isDottedIdentifier(path), path.contains(".") else {
            throw Diagnostic(
                .unresolvedAlias, at: location,
                "'{\(path)}' is not a token path: write {group.name}, such as {colors.error}"
            )
        }
        return TokenReference(path: path, location: location)
    }
}
