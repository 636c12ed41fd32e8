/// What a group's tokens are for, as its fence says (`use=padding,stack`): when several tokens
/// share a value, lint proposes the one whose use matches the call it finds the value in.
public enum TokenUse: String, CaseIterable, Hashable, Sendable, Comparable {
    // Spacing.
    case padding
    case stack
    case grid
    case list
    case form
    // Sizes: frames, icons, tap targets.
    case size
    // Lengths of type: font sizes, line heights, letter spacing; never proposed for layout.
    case text
    // Colour.
    case foreground
    case background
    case border
    case fill
    case tint
    case shadow

    public static func < (a: TokenUse, b: TokenUse) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
