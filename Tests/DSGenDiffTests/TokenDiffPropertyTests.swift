import DSGenCore
import Testing
@testable import DSGenDiff

/// Random edits of a design system (values per appearance, aliases, deprecations, kinds, Swift
/// names, renames): the diff's changes, applied to the old version, give the new one.
struct TokenDiffPropertyTests {
    /// A token as a release note can tell it: what applying the changes must reproduce.
    struct Told: Equatable {
        var kind: TokenKind
        var swift: String
        var values: [Appearance: String]
        var deprecated: Bool
        var replacement: String?

        init(_ token: ResolvedToken) {
            kind = token.kind
            swift = token.token.swiftName
            values = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, token.values[$0].text) })
            deprecated = token.token.deprecation != nil
            replacement = token.token.deprecation?.replacement?.path
        }

        init(_ side: TokenChange.Side) {
            kind = side.kind
            swift = side.swift
            values = side.values
            deprecated = side.isDeprecated
            replacement = side.replacement
        }
    }

    static func apply(_ changes: [TokenChange], to old: [String: Told]) -> [String: Told] {
        var told = old
        for change in changes {
            let path = change.token
            switch change.kind {
            case .added, .kindChanged: told[path] = change.after.map(Told.init)
            case .removed: told[path] = nil
            case .renamed:
                guard let before = change.before, let after = change.after else { continue }
                if before.path == after.path {
                    told[path]?.swift = after.swift
                    continue
                }
                if change.breaking {
                    told[before.path] = nil
                } else {
                    told[before.path]?.deprecated = true
                    told[before.path]?.replacement = after.path
                }
                told[after.path] = Told(after)
            case .changed:
                for (appearance, value) in change.after?.values ?? [:] { told[path]?.values[appearance] = value }
            case .deprecated:
                told[path]?.deprecated = true
                told[path]?.replacement = change.after?.replacement
            case .undeprecated:
                told[path]?.deprecated = false
                told[path]?.replacement = nil
            }
        }
        return told
    }

    /// The new version's tokens, and the appearances each declares (the others follow their base).
    static func told(_ system: DesignSystem) -> [String: Told] {
        Dictionary(uniqueKeysWithValues: system.tokens.map { ($0.path, Told($0)) })
    }

    @Test(arguments: 0..<500)
    func theChangesLeadFromTheOldVersionToTheNew(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let old = RandomSpec.make(&random)
        var new = old
        for _ in 0..<random.int(1...5) { new.edit(&random) }
        let (oldSystem, newSystem) = (try old.system(), try new.system())
        let applied = Self.apply(TokenDiff.changes(from: oldSystem, to: newSystem), to: Self.told(oldSystem))
        let expected = Self.told(newSystem)
        #expect(Set(applied.keys) == Set(expected.keys), "\(old.text)\n→\n\(new.text)")
        for token in newSystem.tokens {
            guard let got = applied[token.path], let want = expected[token.path] else { continue }
            let shown = [Appearance.light] + (token.values.dark != nil ? [.dark] : [])
            #expect(got.kind == want.kind && got.swift == want.swift, "\(token.path)\n\(old.text)\n→\n\(new.text)")
            #expect(got.deprecated == want.deprecated && got.replacement == want.replacement,
                    "\(token.path)\n\(old.text)\n→\n\(new.text)")
            for appearance in shown {
                #expect(got.values[appearance] == want.values[appearance],
                        "\(token.path) \(appearance)\n\(old.text)\n→\n\(new.text)")
            }
        }
    }
}

/// A seeded generator, so that a failing case can be run again by its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance() -> Bool { Bool.random(using: &self) }
}
