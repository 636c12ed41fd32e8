import Foundation

/// Tokens Studio's older JSON (`{"value": "16", "type": "spacing"}`) read as the DTCG token it
/// stands for: its type named as DTCG names it, and its value rewritten in DTCG 2025.10's forms
/// (`"16"` → `{"value": 16, "unit": "px"}`, `"#0969da"` → an sRGB colour object, `x`/`y` of a shadow
/// → `offsetX`/`offsetY`). What has no such reading (math, a reference inside a colour function, a
/// type DTCG lacks) is said, and the token is left out.
enum TokensStudio {
    enum Reading {
        case token(type: String, value: JSONNode, note: String?)
        case unreadable(String)
    }

    /// The reading of `node` when it is a token of the older format: it has `value` and no `$value`,
    /// and a `type`, or a value that is not a group of tokens.
    static func reading(_ node: JSONNode) -> Reading? {
        guard node["$value"] == nil, let value = node["value"] else { return nil }
        guard let type = node["type"]?.string else {
            return value.members == nil ? .unreadable("it has no type") : nil
        }
        return reading(value: value, type: type, extensions: node["$extensions"])
    }

    /// The reading of a value of one of Tokens Studio's types, however it is written (`value` and
    /// `type`, or `$value` and `$type`, as its newer exports write its own types).
    static func reading(value: JSONNode, type: String, extensions: JSONNode?) -> Reading {
        guard let dtcgType = types[type] else {
            return .unreadable("Tokens Studio's type '\(type)' has no DTCG counterpart")
        }
        do throws(Unreadable) {
            if dtcgType == "color", let text = value.string, let (stops, note) = try gradient(text, like: value) {
                return .token(type: "gradient", value: stops, note: note)
            }
            let converted = try convert(value, to: dtcgType)
            guard dtcgType == "color" else { return .token(type: dtcgType, value: converted, note: nil) }
            let modified = modified(converted, extensions: extensions)
            return .token(type: dtcgType, value: modified.value, note: modified.note)
        } catch {
            return .unreadable(error.reason)
        }
    }

    /// Tokens Studio's types, by the DTCG type each one is.
    static let types: [String: String] = [
        "color": "color", "dimension": "dimension", "spacing": "dimension", "sizing": "dimension",
        "borderRadius": "dimension", "borderWidth": "dimension", "fontSizes": "dimension", "fontSize": "dimension",
        "letterSpacing": "dimension", "paragraphSpacing": "dimension", "paragraphIndent": "dimension",
        "fontFamilies": "fontFamily", "fontFamily": "fontFamily",
        "fontWeights": "fontWeight", "fontWeight": "fontWeight",
        "opacity": "number", "number": "number", "lineHeights": "number", "lineHeight": "number",
        "duration": "duration", "boxShadow": "shadow", "shadow": "shadow", "typography": "typography",
        "border": "border", "cubicBezier": "cubicBezier",
    ]

    struct Unreadable: Error { var reason: String }

    private static func convert(_ node: JSONNode, to type: String) throws(Unreadable) -> JSONNode {
        if let text = node.string {
            if isReference(text) { return node }
            // Math over dimensions and durations is worked out where the tokens it names are read.
            if type != "color", TokenMath.isMath(text) {
                guard type == "dimension" || type == "duration" else {
                    throw Unreadable(reason: "'\(text)' is math over \(type) values, which dsgen does not work out")
                }
                return node
            }
        }
        switch type {
        case "color": return try color(node)
        case "dimension": return try measure(node, defaultUnit: "px")
        case "duration": return try measure(node, defaultUnit: "ms")
        case "number": return try number(node)
        case "fontWeight": return try weight(node)
        case "shadow": return try shadow(node)
        case "typography": return try typography(node)
        case "border": return try object(node, fields: ["color": "color", "width": "dimension", "style": "strokeStyle"])
        default: return node
        }
    }

    static func isReference(_ text: String) -> Bool {
        text.hasPrefix("{") && text.hasSuffix("}") && text.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" }
    }

    static func make(_ value: JSONNode.Value, like node: JSONNode) -> JSONNode {
        JSONNode(value: value, location: node.location, pointer: node.pointer)
    }

    static func member(_ key: String, _ node: JSONNode) -> JSONMember {
        JSONMember(key: key, keyLocation: node.location, node: node)
    }

    /// Any of CSS's colours (`#rrggbb(aa)`, `rgb()`, `hsla()`, a name): an sRGB colour object.
    /// `rgba({ref}, 0.5)` stays as written, for the DTCG reader reads it over the token it names.
    private static func color(_ node: JSONNode) throws(Unreadable) -> JSONNode {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return node }
        if CSSColor.referenceWithAlpha(text) != nil { return node }
        guard let rgba = CSSColor.rgba(text) else {
            throw Unreadable(reason: "'\(text)' is not a colour dsgen can read")
        }
        return colorObject(rgba, like: node)
    }

    /// DTCG's sRGB colour object for `rgba`, located where `node` is.
    static func colorObject(_ rgba: RGBA, like node: JSONNode) -> JSONNode {
        var members = [
            member("colorSpace", make(.string("srgb"), like: node)),
            member(
                "components",
                make(.array([rgba.red, rgba.green, rgba.blue].map { make(.number($0), like: node) }), like: node)
            ),
            member(
                "hex",
                make(.string(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue).hex.lowercased()), like: node)
            ),
        ]
        if rgba.alpha < 1 { members.append(member("alpha", make(.number(rgba.alpha), like: node))) }
        return make(.object(members), like: node)
    }

    /// `16`, `"16"`, `"16px"`, `"1.5rem"`, `"200ms"`: `{"value", "unit"}`, a bare number in `defaultUnit`.
    private static func measure(_ node: JSONNode, defaultUnit: String) throws(Unreadable) -> JSONNode {
        if node.members != nil { return node }
        let number: Double, unit: String
        if let bare = node.number {
            (number, unit) = (bare, "")
        } else {
            let text = node.string?.trimmingCharacters(in: .whitespaces) ?? ""
            let digits = text.prefix { $0.isNumber || ".-+".contains($0) }
            guard let parsed = Double(digits) else { throw Unreadable(reason: "'\(text)' is not a number with a unit") }
            (number, unit) = (parsed, String(text.dropFirst(digits.count)).trimmingCharacters(in: .whitespaces))
        }
        return make(.object([
            member("value", make(.number(number), like: node)),
            member("unit", make(.string(unit.isEmpty ? defaultUnit : unit), like: node)),
        ]), like: node)
    }

    /// `0.5`, `"0.5"`, `"50%"` (a half).
    private static func number(_ node: JSONNode) throws(Unreadable) -> JSONNode {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return node }
        let percent = text.hasSuffix("%")
        guard let number = Double(percent ? String(text.dropLast()) : text) else {
            throw Unreadable(reason: "'\(text)' is not a number")
        }
        return make(.number(percent ? number / 100 : number), like: node)
    }

    /// `"700"` → 700; Figma's style names (`"Semi Bold"`, `"ExtraBold Italic"`) → DTCG's weight names.
    private static func weight(_ node: JSONNode) throws(Unreadable) -> JSONNode {
        guard let text = node.string else { return node }
        if let number = Double(text) { return make(.number(number), like: node) }
        let words = text.lowercased().replacingOccurrences(of: "italic", with: "").filter { $0.isLetter }
        let name = DTCGNames.fontWeights.keys.first { $0.filter(\.isLetter) == words }
            ?? (words.isEmpty ? "regular" : nil)
        guard let name else { throw Unreadable(reason: "'\(text)' is not a font weight") }
        return make(.string(name), like: node)
    }

    /// `{x, y, blur, spread, color, type}`, or a list of them; `type: innerShadow` is `inset`.
    private static func shadow(_ node: JSONNode) throws(Unreadable) -> JSONNode {
        if let layers = node.array {
            var converted: [JSONNode] = []
            for layer in layers { converted.append(try shadow(layer)) }
            return make(.array(converted), like: node)
        }
        let renamed = ["x": "offsetX", "y": "offsetY", "blur": "blur", "spread": "spread", "color": "color"]
        var members: [JSONMember] = []
        for field in node.members ?? [] {
            if field.key == "type" {
                if field.node.string == "innerShadow" {
                    members.append(member("inset", make(.bool(true), like: field.node)))
                }
                continue
            }
            guard let key = renamed[field.key] else { continue }
            members.append(member(key, try convert(field.node, to: key == "color" ? "color" : "dimension")))
        }
        return make(.object(members), like: node)
    }

    private static func typography(_ node: JSONNode) throws(Unreadable) -> JSONNode {
        try object(node, fields: [
            "fontFamily": "fontFamily", "fontWeight": "fontWeight", "fontSize": "dimension",
            "letterSpacing": "dimension", "lineHeight": "number",
        ])
    }

    /// A composite with each known field converted and the others left out.
    private static func object(_ node: JSONNode, fields: [String: String]) throws(Unreadable) -> JSONNode {
        guard let members = node.members else { return node }
        var converted: [JSONMember] = []
        for field in members {
            guard let type = fields[field.key] else { continue }
            // A line height of AUTO or in pixels has no number to give; DTCG's typography can go without.
            if field.key == "lineHeight", (try? number(field.node)) == nil, field.node.string.map(isReference) != true {
                continue
            }
            converted.append(JSONMember(
                key: field.key, keyLocation: field.keyLocation, node: try convert(field.node, to: type)
            ))
        }
        return make(.object(converted), like: node)
    }
}
