import DSGenCore
import Foundation

/// `DesignSystem.swift`: every token as a `public static let` under the Swift name the team's code
/// already uses (`DesignSystem.Spacing.md`), so the app can take its values from the spec instead
/// of keeping a second copy by hand. Colours, and the colours inside gradients, palettes and
/// shadows, follow light, dark and high contrast.
public struct SwiftEmitter: Emitter {
    /// The file `dsgen export swift` writes when no `--output` is given.
    public static let fileName = "DesignSystem.swift"
    public var output: EmitterOutput { .file(Self.fileName) }
    public var download: EmitterDownload {
        EmitterDownload(
            title: "Swift", file: Self.fileName,
            detail: "every token under its Swift name; colours follow dark mode and Increase Contrast"
        )
    }

    /// The emitter; it has no options, since the file follows the spec alone.
    public init() {}

    /// The one Swift file, under `fileName`.
    public func emit(_ system: DesignSystem) -> [String: Data] {
        [Self.fileName: Data(Self.source(for: system).utf8)]
    }

    static let header = """
    \(GeneratedSwift.firstLine)
    // Do not edit by hand: change the spec and export again.

    import SwiftUI
    #if canImport(UIKit)
    import UIKit
    #elseif canImport(AppKit)
    import AppKit
    #endif
    """

    static func source(for system: DesignSystem) -> String {
        let swiftNames = system.tokens.map { $0.token.swiftName.split(separator: ".").map(String.init) }
        let names = SwiftTypeNames(declared: Set(swiftNames.joined()))
        var file = SwiftNamespace(path: [])
        var support: Set<SwiftSupport> = []
        var written: Set<String> = []
        for (token, segments) in zip(system.tokens, swiftNames) {
            // Two colour sets of one name in a catalog share Xcode's one symbol: the first is written.
            guard written.insert(token.token.swiftName).inserted else { continue }
            // A Swift name always has a prefix, so every token lands inside an enum.
            guard segments.count > 1,
                let member = member(for: token, named: segments, in: system, names: names) else { continue }
            support.formUnion(member.value.support)
            file.insert(member, under: segments.dropLast()[...])
        }
        var lines = [header]
        for namespace in file.namespaces {
            lines += [""] + namespace.lines(indent: "")
        }
        for kind in SwiftSupport.allCases where support.contains(kind) {
            lines += ["", kind.source]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func member(
        for token: ResolvedToken, named segments: [String], in system: DesignSystem, names: SwiftTypeNames
    ) -> SwiftMember? {
        guard var value = SwiftValue(token.values, names: names) else { return nil }
        if let target = aliasTarget(of: token, in: system) {
            // The alias keeps its meaning in code: it moves when its target does.
            value.expression = SwiftSpelling.dottedName(target.token.swiftName.split(separator: ".").map(String.init))
        }
        let summary = token.token.summary.flatMap { $0.isEmpty ? nil : $0 }
        return SwiftMember(
            name: segments[segments.count - 1],
            group: String(token.path.split(separator: ".").dropLast().joined(separator: ".")),
            summary: summary,
            attributes: deprecation(of: token, named: segments, in: system).map { [$0] } ?? [],
            value: value
        )
    }

    /// The token an alias names, when code can refer to it instead of repeating its value: the
    /// same kind (so the same Swift type), the same alias in every appearance, and not deprecated
    /// unless the alias is too, so the generated file compiles without warnings.
    static func aliasTarget(of token: ResolvedToken, in system: DesignSystem) -> ResolvedToken? {
        let declared = token.token.values.declared
        guard let path = token.aliasOf, let target = system.token(path), target.path != token.path,
              target.kind == token.kind, declared.allSatisfy({ $0 == declared[0] }),
              target.token.deprecation == nil || token.token.deprecation != nil,
              SwiftSpelling.canBeReferenced(target.token.swiftName.split(separator: ".").map(String.init))
        else { return nil }
        return target
    }

    /// `@available(*, deprecated, renamed: "error")`, naming the replacement as seen from the
    /// deprecated token's enum, the way Swift's fix-it writes it in place of the old name.
    static func deprecation(of token: ResolvedToken, named segments: [String], in system: DesignSystem) -> String? {
        guard let deprecation = token.token.deprecation else { return nil }
        guard let path = deprecation.replacement?.path, let replacement = system.token(path) else {
            return "@available(*, deprecated, message: " +
                "\(SwiftSpelling.string("\(token.path) is deprecated in the design system")))"
        }
        let target = replacement.token.swiftName.split(separator: ".").map(String.init)
        let scope = segments.dropLast()
        var shared = 0
        while shared < min(scope.count, target.count - 1), scope[shared] == target[shared] { shared += 1 }
        return "@available(*, deprecated, renamed: \(SwiftSpelling.string(target[shared...].joined(separator: "."))))"
    }
}
