import SwiftUI

/// The first badge: words on the surface colour.
struct Tag: View {
    /// The words it shows.
    let title: String
    var body: some View {
        Text(title).padding(DesignSystem.Spacing.md).background(DesignSystem.Colors.surface)
    }
}
