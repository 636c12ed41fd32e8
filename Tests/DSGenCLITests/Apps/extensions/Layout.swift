import SwiftUI

extension CGFloat {
    public static let spaceScale = CGFloat(4)
    public static let layoutPadding: CGFloat = 16
    public static let cardRadius: CGFloat = 12
    public static let hairline: CGFloat = 0.5
    /// Twice the scale, worked out.
    public static var doubleSpace: CGFloat { spaceScale * 2 }
}

extension Color {
    static let brand = Color(red: 0.2, green: 0.4, blue: 0.6)
    static let brandMuted = Color.brand.opacity(0.5)
    static let surface = Color(.secondarySystemBackground)
    static let ink = Color(uiColor: .label)
}

extension ShapeStyle where Self == Color {
    static var accentFill: Color { Color(red: 1, green: 0.58, blue: 0) }
}

extension Font {
    static let scaledBody = Font.custom("Inter", size: 17, relativeTo: .body)
    static let display = Font.system(size: 34, weight: .bold, design: .rounded)
}

extension EdgeInsets {
    static let card = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
}
