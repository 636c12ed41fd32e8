/// The types of Swift, SwiftUI, UIKit and AppKit that an exported `DesignSystem.swift` names in its
/// values, and the support types it declares. A spec's Swift names must leave them visible: the
/// check stage reports a name that would hide one, and the Swift emitter extends one that a group
/// names at the top (`swift=Color` gives `extension Color { … }`, as apps write their tokens).
public enum SwiftPlatformTypes {
    /// Each type the file names, and the module that declares it where the file can qualify it
    /// (`SwiftUI.Color`) to reach it past a group's enum of the same name.
    public static let qualifying: [String: String] = [
        "Color": "SwiftUI", "Font": "SwiftUI", "Material": "SwiftUI", "Gradient": "SwiftUI",
        "LinearGradient": "SwiftUI", "RadialGradient": "SwiftUI", "Animation": "SwiftUI", "UnitCurve": "SwiftUI",
        "Double": "Swift", "String": "Swift",
    ]

    /// The types the file names that it cannot qualify: an enum of the file named like one hides it.
    public static let unqualified: Set<String> = [
        "CGFloat", "Int", "Bool", "StrokeStyle", "UnitPoint", "UIColor", "NSColor",
    ]

    /// The support types the file declares itself, at its top level.
    public static let support: Set<String> = ["DesignTokenPalette", "DesignTokenShadow", "DesignTokenBorder"]

    /// Types of the platform that apps extend with their tokens besides those the file names:
    /// their members are the platform's and the app's as well as the spec's.
    public static let extendedByApps: Set<String> = [
        "EdgeInsets", "ShapeStyle", "UIFont", "NSFont", "Image", "UIImage", "NSImage", "Angle",
        "CGSize", "CGPoint", "TimeInterval", "ColorResource", "ImageResource",
    ]

    /// Whether `name` is a type of the platform (SwiftUI, UIKit, AppKit, Swift) rather than one
    /// the app or the exported file declares.
    public static func isPlatform(_ name: String) -> Bool {
        isExtended(name) || extendedByApps.contains(name)
    }

    /// Whether a group whose Swift prefix starts with `name` extends the platform's type rather
    /// than declaring an enum of its own.
    public static func isExtended(_ name: String) -> Bool {
        qualifying[name] != nil || unqualified.contains(name)
    }
}
