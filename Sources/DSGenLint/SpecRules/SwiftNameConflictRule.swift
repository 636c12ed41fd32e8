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
        ]
    )

    func check(_ system: DesignSystem) -> [Diagnostic] {
        let names = system.tokens.map { $0.token.swiftName.split(separator: ".").map(String.init) }
        // Every enum the file declares, by its dotted path, with the first token that makes it.
        var enums: [String: ResolvedToken] = [:]
        for (token, segments) in zip(system.tokens, names) where segments.count > 1 {
            for end in 1..<segments.count {
                let path = segments[..<end].joined(separator: ".")
                if enums[path] == nil { enums[path] = token }
            }
        }
        var findings: [Diagnostic] = []
        for (token, segments) in zip(system.tokens, names) where segments.count > 1 {
            let name = segments.joined(separator: ".")
            if let group = enums[name] {
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
