// A stand-in for the parts of UIKit that DesignSystem.swift uses, with Apple's signatures. The
// dynamic provider is `@Sendable`, as in Apple's current SDKs, the stricter of their two spellings.
import Foundation

public final class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public let accessibilityContrast: UIAccessibilityContrast = .unspecified
}
