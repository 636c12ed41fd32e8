// A stand-in for the parts of AppKit that DesignSystem.swift uses, with Apple's signatures.
import Foundation

public final class NSColor {
    public typealias Name = String

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(name: Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {}
}

public final class NSAppearance {
    public struct Name: Hashable, Sendable, RawRepresentable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityDarkAqua")
    }

    public func bestMatch(from appearances: [Name]) -> Name? { appearances.first }
}
