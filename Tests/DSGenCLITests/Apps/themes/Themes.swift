import SwiftUI

/// The palettes a reader picks from in Settings.
public protocol Palette: Sendable {
    var accent: Color { get set }
    var surface: Color { get set }
    var ink: Color { get set }
}

public struct HarbourLight: Palette {
    public var title = "Harbour"
    public var accent: Color = .init(red: 0 / 255, green: 122 / 255, blue: 204 / 255)
    public var surface: Color = .white
    public var ink: Color = .black
    public init() {}
}

public struct HarbourDark: Palette {
    public var title = "Harbour (dark)"
    public var accent: Color = .init(red: 64 / 255, green: 156 / 255, blue: 255 / 255)
    public var surface: Color = Color(red: 0.1, green: 0.1, blue: 0.12)
    public var ink: Color = .white
    public init() {}
}

public struct Meadow: Palette {
    public var accent: Color = .green
    public var surface: Color = Color(white: 0.96)
    public var ink: Color = Color(red: 0.1, green: 0.2, blue: 0.1)
    public init() {}
}

extension CGFloat {
    static var isCompact: Bool { true }
    public static var layoutPadding: CGFloat { isCompact ? 20 : 8 }
}
