/// The Dynamic Type sizes of SwiftUI (`DynamicTypeSize`), as a resolver's contexts name them:
/// `xSmall`…`xxxLarge` and `accessibility1`…`accessibility5`, in any case, with separators, and in
/// the short forms token tools use (`xs`, `x-large`, `xxl`, `ax1`, `accessibility-3`).
public enum DynamicTypeSize: String, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The size a context names, or nil.
    public init?(context: String) {
        let letters = context.lowercased().filter { $0.isLetter || $0.isNumber }
        if let size = Self.allCases.first(where: { $0.rawValue.lowercased() == letters }) {
            self = size
            return
        }
        let short: [String: DynamicTypeSize] = [
            "xs": .xSmall, "extrasmall": .xSmall, "s": .small, "sm": .small, "m": .medium, "md": .medium,
            "l": .large, "lg": .large, "default": .large, "xl": .xLarge, "extralarge": .xLarge,
            "xxl": .xxLarge, "2xl": .xxLarge, "xxxl": .xxxLarge, "3xl": .xxxLarge,
        ]
        if let size = short[letters] {
            self = size
            return
        }
        for prefix in ["accessibility", "ax", "a11y"] where letters.hasPrefix(prefix) {
            if let step = Int(letters.dropFirst(prefix.count)), (1...5).contains(step) {
                self = Self.allCases[6 + step]
                return
            }
        }
        return nil
    }

    /// Whether a modifier's contexts are Dynamic Type sizes: at least two, each a different size.
    public static func areSizes(_ contexts: [String]) -> Bool {
        let sizes = contexts.compactMap(DynamicTypeSize.init(context:))
        return contexts.count >= 2 && sizes.count == contexts.count && Set(sizes).count == sizes.count
    }
}
