import Foundation

public enum Sizes {
    public static var maxWidthForLargerScreens: CGFloat = 600
}
