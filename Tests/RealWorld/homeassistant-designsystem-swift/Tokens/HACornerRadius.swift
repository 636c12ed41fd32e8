import Foundation

public enum HACornerRadius {
    public static let standard: CGFloat = 8
}
