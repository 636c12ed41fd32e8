import DSGenCore

/// Swift names that `DesignSystem.swift` cannot declare: a token spelt like an enum of the file
/// (`DesignSystem.Spacing` beside the group `DesignSystem.Spacing.md`), and an enum of the file
/// named like a type its values use (`DesignSystem.CGFloat.md`), which would hide that type.
/// Checked with the spec, so that `lint`, `build` and `export` all stop before a file that does
/// not compile is written.
struct SwiftNameConflictRule: SpecRule {
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .swiftNameConflict,
        summary: "A token's Swift name cannot be declared in the exported DesignSystem.swift.",
        severity: .error,
        triggering: [
            "```tokens spacing kind=dimension swift=DS.Spacing\nmd 16pt\n```\n\n" +
                "```tokens layout kind=dimension swift=DS\n↓Spacing 8pt\n```",
            "```tokens spacing kind=dimension swift=DS.CGFloat\n↓md 16pt\n```",
        ],
        nonTriggering: [
            "```tokens spacing kind=dimension swift=DS.Spacing\nmd 16pt\n```\n\n" +
                "```tokens layout kind=dimension swift=DS\ngutter 8pt\n```",
            "```tokens spacing kind=dimension swift=CGFloat\nmd 16pt\n```",
            "```tokens colors kind=color swift=DS.Color\naccent #FF9500\n```",
            // An app's own `Constants.Animation`: the file names SwiftUI's as `SwiftUI.Animation`.
            "```tokens animation kind=duration swift=Constants.Animation\nplayerTabSwitch 200ms\n```",
        ]
    )

    func check(_ system: DesignSystem, configuration: LintConfiguration) -> [Diagnostic] {
        // Every enum the file declares, by its dotted path, with the first token that makes it:
        // each prefix of a Swift name up to a dot, taken from the name itself, so that the work
        // is the length of the names (tens of thousands of tokens, a dozen levels deep).
        var enums: [Substring: ResolvedToken] = [:]
        for token in system.tokens {
            let name = token.token.swiftName
            for dot in name.utf8.indices where name.utf8[dot] == UInt8(ascii: ".") {
                if enums[name[..<dot]] == nil { enums[name[..<dot]] = token }
            }
        }
        var findings: [Diagnostic] = []
        for token in system.tokens {
            let name = token.token.swiftName
            let segments = name.split(separator: ".").map(String.init)
            guard segments.count > 1 else { continue }
            if let group = enums[Substring(name)] {
                findings.append(finding(
                    at: token.token.location,
                    "'\(name)' is this token and also the enum of '\(group.path)' (\(group.token.swiftName)); " +
                        "Swift cannot declare both in DesignSystem.swift: rename the token or the group's swift= prefix"
                ))
                continue
            }
            if let hidden = hiddenType(segments) {
                findings.append(finding(
                    at: token.token.location,
                    "'\(name)' declares an enum named \(hidden), which would hide Swift's \(hidden) " +
                        "from the values of DesignSystem.swift; choose another name in the group's swift= prefix"
                ))
            }
        }
        return findings
    }

    /// The type an enum of `segments` would hide: a namespace below the top named like a type the
    /// file cannot qualify, or a support type the file declares. At the top, a platform type is
    /// extended rather than declared.
    private func hiddenType(_ segments: [String]) -> String? {
        let namespaces = segments.dropLast()
        if let top = namespaces.first, SwiftPlatformTypes.support.contains(top) { return top }
        return namespaces.dropFirst().first {
            SwiftPlatformTypes.unqualified.contains($0) || SwiftPlatformTypes.support.contains($0)
        }
    }
}
