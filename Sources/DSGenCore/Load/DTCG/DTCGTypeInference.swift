/// The DTCG type a `$value` must have when neither the token nor a group above it says: real
/// exports leave `$type` out where the value's shape allows one reading only.
///
/// A shape that fits several types (a bare number, a string that is not a colour or a weight, an
/// alias to nothing) has no inferred type, and the token stays an error.
enum DTCGTypeInference {
    static func type(of value: JSONNode) -> String? {
        switch value.value {
        case .object:
            return objectType(value)
        case .string(let text):
            if RGBA(hex: text) != nil { return "color" }
            if DTCGNames.fontWeights[text] != nil { return "fontWeight" }
            return nil
        case .array(let items):
            if items.count == 4, items.allSatisfy({ $0.number != nil }) { return "cubicBezier" }
            if !items.isEmpty, items.allSatisfy({ $0["color"] != nil && $0["position"] != nil }) { return "gradient" }
            if !items.isEmpty, items.allSatisfy({ $0["offsetX"] != nil && $0["blur"] != nil }) { return "shadow" }
            return nil
        case .number, .bool, .null:
            return nil
        }
    }

    /// Each composite is known by the properties only it has.
    private static func objectType(_ value: JSONNode) -> String? {
        let keys = Set((value.members ?? []).map(\.key))
        if keys.contains("colorSpace") && keys.contains("components") { return "color" }
        if keys.contains("value"), let unit = value["unit"]?.string {
            return ["ms", "s"].contains(unit) ? "duration" : "dimension"
        }
        if keys.isSuperset(of: ["fontFamily", "fontSize"]) { return "typography" }
        if keys.isSuperset(of: ["offsetX", "offsetY", "blur"]) { return "shadow" }
        if keys.isSuperset(of: ["duration", "timingFunction"]) { return "transition" }
        if keys.isSuperset(of: ["color", "width", "style"]) { return "border" }
        if keys.isSuperset(of: ["dashArray", "lineCap"]) { return "strokeStyle" }
        return nil
    }
}
