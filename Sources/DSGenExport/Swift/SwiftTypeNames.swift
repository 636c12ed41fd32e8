import DSGenCore

/// The names of the SwiftUI and standard types the generated file uses, qualified with their
/// module where one of the team's own names would hide them: inside `DesignSystem`, a group
/// spelt `DesignSystem.Color` makes a bare `Color` mean that group.
struct SwiftTypeNames: Sendable {
    private static let modules = SwiftPlatformTypes.qualifying

    /// Every name the file declares inside its enums.
    let declared: Set<String>

    /// `Color`, or `SwiftUI.Color` when the file declares a `Color` of its own; `type` may be
    /// nested, `Font.Weight`, and is qualified by its first segment.
    func callAsFunction(_ type: String) -> String {
        let head = String(type.prefix { $0 != "." })
        guard declared.contains(head), let module = Self.modules[head] else { return type }
        return module + "." + type
    }
}
