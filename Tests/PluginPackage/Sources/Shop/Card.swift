#if canImport(SwiftUI)
import SwiftUI
#endif

public struct Card {
    public var background = Theme.Colors.canvas
    public var border = Color(red: 0, green: 0.478, blue: 1)
    public var inset = Theme.Spacing.medium
}
