import DSGenCore
import DSGenLint

/// Which of the definitions left out init mentions: those that look like tokens. A view, a
/// preview, a preference key's default, a flag or stored state is no token, and not a word is
/// said of it; neither of a UIKit or AppKit colour that mirrors a SwiftUI colour read.
extension TokenReading {
    func mentionedSkips() -> [AppTokens.Skipped] {
        let scopesWithTokens = Set(tokens.values.map(\.scope))
        let colorNames = Set(tokens.values.filter { $0.kind == .color }.map(\.name))
        return zip(skipped, skippedTypes).compactMap { skip, type in
            let dot = skip.swiftName.lastIndex(of: ".") ?? skip.swiftName.startIndex
            let scope = String(skip.swiftName[..<dot]), name = String(skip.swiftName[dot...].dropFirst())
            if Self.notTokens.contains(name) || Self.isState(skip.reason) { return nil }
            // A member of an extension of a token's type (`extension EdgeInsets`) is of that type.
            let root = String(scope.prefix { $0 != "." })
            if let type, type != "CGFloat", DefinitionKind.numberTypes.contains(type),
               !DefinitionKind.isDesignName(scope: scope, name: name) { return nil }
            if let type = type ?? (DefinitionKind.tokenTypes.contains(root) ? root : nil) {
                guard DefinitionKind.tokenTypes.contains(type) else { return nil }
                if Self.platformColors.contains(type), colorNames.contains(name) { return nil }
                return skip
            }
            // Stored state beside tokens (`let id = UUID()`) says nothing of its type: not a token.
            guard skip.because != .instance else { return nil }
            return scopesWithTokens.contains(scope) || Self.platformGroups[scope] != nil ? skip : nil
        }
    }

    /// Whether `name` of the type `scope` is part of SwiftUI's machinery rather than a token: a
    /// member of a view, a preview, a key or a style, or a name those protocols give meaning to.
    func isMachinery(scope: String, name: String) -> Bool {
        if Self.notTokens.contains(name) { return true }
        var scopes = scope.split(separator: ".").map(String.init)
        while !scopes.isEmpty {
            let inherited = definitions.types[scopes.joined(separator: ".")]?.inherited ?? []
            if inherited.contains(where: { Self.machinery.contains(String($0.split(separator: ".").last ?? "")) }) {
                return true
            }
            scopes.removeLast()
        }
        return false
    }

    static let machinery: Set<String> = [
        "View", "PreviewProvider", "PreferenceKey", "EnvironmentKey", "FocusedValueKey", "App", "Scene",
        "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "Shape",
        "Layout", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "Error",
        "Codable", "Decodable", "Encodable", "ObservableObject", "TimelineProvider", "Widget", "AppIntent",
    ]

    /// Whether a reason quotes a value of Foundation's types that hold state, not design
    /// (`Bundle.module`, `UUID()`): said of no token.
    static func isState(_ reason: String) -> Bool {
        stateTypes.contains { reason.hasPrefix("its value, \($0).") || reason.hasPrefix("its value, \($0)(") }
    }

    static let stateTypes = [
        "Bundle", "UUID", "Date", "URL", "Locale", "Calendar", "UserDefaults", "ProcessInfo", "DispatchQueue",
        "NotificationCenter", "Logger", "FileManager", "JSONDecoder", "JSONEncoder",
    ]

    /// Names that hold behaviour or state in SwiftUI's own protocols, never a token.
    static let notTokens: Set<String> = ["defaultValue", "previews", "_previews", "shared"]
    static let platformColors: Set<String> = ["UIColor", "NSColor", "CGColor"]
}

extension AppTokens {
    /// The definitions not read, by reason in the order of `Reason`, each in the order found.
    public var skippedByReason: [(reason: Reason, skipped: [Skipped])] {
        Reason.allCases.compactMap { reason in
            let found = skipped.filter { $0.because == reason }
            return found.isEmpty ? nil : (reason, found)
        }
    }
}
