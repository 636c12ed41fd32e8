import SwiftUI

/// The app's design tokens.
enum DesignSystem {
    enum Spacing {
        static let xxs: CGFloat = 4    // 4pt - Tiny gaps (badge padding)
        static let xs: CGFloat = 8     // 8pt - Small gaps (row vertical spacing)
        static let sm: CGFloat = 12    // 12pt - Medium gaps (icon spacing)
        static let md: CGFloat = 16    // 16pt - Standard gaps (section padding)
        static let lg: CGFloat = 24    // 24pt - Large gaps
        static let xl: CGFloat = 32
        static let xxl: CGFloat = 48
        /// Forms and modals
        static let formPadding: CGFloat = 20
        static let sheetPadding: CGFloat = 24
        private static var zoom: CGFloat {
            MainActor.assumeIsolated { 1.0 }
        }
    }

    enum Colors {
        static let actions = Color.red      // Red - for action-related UI
        static let goals = Color.orange
        static let values = Color.blue
        static let terms = Color.purple
        static let success = Color.green
        static let warning = Color.orange
        static let error = Color.red
        static let info = Color.blue
        static let cardBackground = Color(red: 0.95, green: 0.95, blue: 0.97)
        static let scrim = Color.black.opacity(0.4)
        static let text = Color.primary
        static let danger = error
    }

    enum Materials {
        static let sidebar: Material = .ultraThinMaterial
        static let detail: Material = .regularMaterial
        static let modal = Material.regularMaterial
    }

    enum CornerRadius {
        static let xs: CGFloat = 4
        static let sm: CGFloat = 8
        static let md: CGFloat = 12
        static let lg: CGFloat = 16
    }

    enum Typography {
        static let title = Font.title2.bold()
        static let body = Font.body
        static let caption = Font.system(size: 12, weight: .medium)
        static let mono = Font.system(.body, design: .monospaced)
    }
}
