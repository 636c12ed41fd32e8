/// The `color` object of a colour-set entry: components in a colour space, or a reference to one of
/// Apple's system colours.
enum AssetColor {
    /// The colour in dsgen's model, or nil with the diagnostics that explain why not.
    static func read(_ node: JSONNode) -> (ColorValue?, [Diagnostic]) {
        guard node.members != nil else {
            return (nil, [Diagnostic(
                .invalidColorSet, at: node.location,
                "\"color\" is \(node.kindDescription); " +
                    "it should be an object with \"color-space\" and \"components\", or a \"reference\""
            )])
        }
        if let reference = node["reference"] {
            return systemColor(reference)
        }
        return components(of: node)
    }

    private static func systemColor(_ node: JSONNode) -> (ColorValue?, [Diagnostic]) {
        guard let name = node.string else {
            return (nil, [Diagnostic(
                .invalidColorSet, at: node.location,
                "\"reference\" is \(node.kindDescription); it should name a system colour, such as \"systemRedColor\""
            )])
        }
        if let system = SystemColor.reference(name) {
            return (.system(system), [])
        }
        let message = "'\(name)' is no colour whose values Apple publishes, so this entry is skipped" +
            "\(Suggestion.hint(for: name, in: SystemColor.referenceNames))"
        return (nil, [Diagnostic(.warning, .unknownSystemColor, at: node.location, message)])
    }

    private static func components(of color: JSONNode) -> (ColorValue?, [Diagnostic]) {
        var space = AssetColorSpace.srgb // Xcode's default when the key is absent
        if let spaceNode = color["color-space"] {
            guard let name = spaceNode.string, let known = AssetColorSpace(rawValue: name) else {
                let known = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
                let what = spaceNode.string.map { "'\($0)'" } ?? spaceNode.kindDescription
                return (nil, [Diagnostic(
                    .unknownColorSpace, at: spaceNode.location,
                    "unknown colour space \(what); asset catalogs use \(known)"
                )])
            }
            space = known
        }
        guard let components = color["components"] else {
            return (nil, [Diagnostic(
                .invalidColorSet, at: color.location, "this colour has neither \"components\" nor a \"reference\""
            )])
        }
        guard components.members != nil else {
            return (nil, [Diagnostic(
                .invalidColorSet, at: components.location,
                "\"components\" is \(components.kindDescription); " +
                    "it should be an object such as {\"red\" : \"0.200\", …}"
            )])
        }
        var diagnostics: [Diagnostic] = []
        var values: [Double] = []
        for name in space.componentNames {
            guard let node = components[name] else {
                diagnostics.append(Diagnostic(
                    .invalidColorSet, at: components.location,
                    "the \(space.rawValue) colour has no \"\(name)\" component; " +
                        "it needs \(space.componentNames.joined(separator: ", ")) and alpha"
                ))
                continue
            }
            if let value = component(node, name: name, in: space, into: &diagnostics) { values.append(value) }
        }
        // Xcode always writes alpha; a file without one is read as opaque.
        var alpha = 1.0
        if let node = components["alpha"] {
            alpha = component(node, name: "alpha", in: space, into: &diagnostics) ?? 1
            if node.string == "1" {
                diagnostics.append(Diagnostic(
                    .warning, .ambiguousAlpha, at: node.location,
                    "alpha \"1\" has no decimal point, so Xcode reads it as 1/255, nearly transparent; " +
                        "write \"1.000\" for an opaque colour"
                ))
            }
        }
        guard !diagnostics.containsErrors, values.count == space.componentNames.count else { return (nil, diagnostics) }
        return (.rgba(space.rgba(from: values, alpha: alpha)), diagnostics)
    }

    /// The component's value; alpha lies in 0…1 even in an extended space.
    private static func component(
        _ node: JSONNode, name: String, in space: AssetColorSpace, into diagnostics: inout [Diagnostic]
    ) -> Double? {
        guard let value = ColorComponent.value(of: node) else {
            let what = node.string.map { "\"\($0)\"" } ?? node.kindDescription
            diagnostics.append(Diagnostic(
                .invalidColorComponent, at: node.location,
                "\(name) is \(what); write a number such as \"0.200\", an 8-bit value such as \"51\", " +
                    "or hexadecimal such as \"0x33\""
            ))
            return nil
        }
        guard (space.isExtended && name != "alpha") || (0...1).contains(value) else {
            let hint = name == "alpha"
                ? "alpha is always between 0 and 1"
                : "\(space.rawValue) holds values from 0 to 1; extended spaces such as extended-srgb hold others"
            diagnostics.append(Diagnostic(
                .colorComponentOutOfRange, at: node.location,
                "\(name) \(value.formattedComponent) is out of range: \(hint)"
            ))
            return nil
        }
        return value
    }
}

extension Double {
    /// Up to four decimals, without a trailing `.0`: `1.2`, `0.0039`, `-0.1`, `2`.
    fileprivate var formattedComponent: String {
        let text = String((self * 10_000).rounded() / 10_000)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
