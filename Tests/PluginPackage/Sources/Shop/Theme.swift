#if canImport(SwiftUI)
import SwiftUI
#else
/// Stand-ins for SwiftUI's types where there is no SwiftUI: lint reads the source, not the types.
public struct Color: Sendable {
    public init(red: Double, green: Double, blue: Double) {}
}
#endif

public enum Theme {
    public enum Colors {
        public static let accent = Color(red: 0, green: 0.478, blue: 1)
        public static let canvas = Color(red: 1, green: 1, blue: 1)
    }

    public enum Spacing {
        public static let small = 8.0
        public static let medium = 16.0
    }
}
