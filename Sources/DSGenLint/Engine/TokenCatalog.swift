import DSGenCore

/// The tokens as Swift code sees them: by Swift name, by group prefix, and by value per kind, so
/// that a rule can name the token a hard-coded value should be.
public struct TokenCatalog: Sendable {
    /// A token that a literal may be replaced with. A class, so that the lists of matches every
    /// finding builds share it rather than copy the token.
    public final class Candidate: Sendable {
        public let swiftName: String
        public let token: ResolvedToken
        /// The light value in points, for a dimension or radius.
        let points: Double?
        /// The light and dark values, for a colour.
        let colors: (light: RGBA, dark: RGBA)?
        /// What the token is for (its group's `use=`); empty for anything.
        let uses: Set<TokenUse>
        /// Whether the token may be a length of space: its group says nothing of uses, or names
        /// one of spacing; a size (`use=size`) or a length of type (`use=text`) is not.
        var isForSpacing: Bool { uses.isEmpty || !uses.isDisjoint(with: [.padding, .stack, .grid, .list, .form]) }

        init(swiftName: String, token: ResolvedToken) {
            self.swiftName = swiftName
            self.token = token
            uses = Set(token.token.uses)
            points = TokenCatalog.points(of: token.values.light)
            if case .color(let light) = token.values.light, let lightValue = light.rgba,
               case .color(let dark) = token.values[.dark], let darkValue = dark.rgba {
                colors = (lightValue, darkValue)
            } else {
                colors = nil
            }
        }
    }

    /// Every token by its Swift name, `DesignSystem.Spacing.md`.
    public let tokensBySwiftName: [String: ResolvedToken]
    /// The tokens' names under each group prefix: `DesignSystem.Spacing` → [`xs`, `md`, …].
    public let namesByPrefix: [String: [String]]
    /// The Swift name of every token by its path, `spacing.md` → `DesignSystem.Spacing.md`.
    public let swiftNamesByPath: [String: String]
    /// The first component of every prefix (`DesignSystem`): types whose declarations define tokens.
    public let roots: Set<String>
    /// The tokens code may name as implicit members (`.layoutPadding`), by name: those of the
    /// groups whose prefix is one platform type (`CGFloat`, `Color`, `ColorResource`).
    public let implicitMembers: [String: [String]]
    /// The tokens apps reach through an object rather than a type (`theme.tintColor`), by name:
    /// see `InstanceMember`.
    let themeMembers: [String: String]
    /// Tokens that may replace a literal, by kind; deprecated tokens are never proposed.
    private let candidatesByKind: [TokenKind: [Candidate]]

    public init(_ system: DesignSystem) {
        var bySwiftName: [String: ResolvedToken] = [:]
        var namesByPrefix: [String: [String]] = [:]
        var byKind: [TokenKind: [Candidate]] = [:]
        for token in system.tokens {
            let swiftName = token.token.swiftName
            bySwiftName[swiftName] = bySwiftName[swiftName] ?? token
            if let dot = swiftName.lastIndex(of: ".") {
                namesByPrefix[String(swiftName[..<dot]), default: []]
                    .append(String(swiftName[swiftName.index(after: dot)...]))
            }
            if token.token.deprecation == nil {
                byKind[token.kind, default: []].append(Candidate(swiftName: swiftName, token: token))
            }
        }
        tokensBySwiftName = bySwiftName
        swiftNamesByPath = Dictionary(
            system.tokens.map { ($0.path, $0.token.swiftName) },
            uniquingKeysWith: { first, _ in first }
        )
        self.namesByPrefix = namesByPrefix
        var implicit: [String: [String]] = [:]
        for (prefix, names) in namesByPrefix.sorted(by: { $0.key < $1.key })
            where !prefix.contains(".") && SwiftPlatformTypes.isPlatform(prefix) {
            for name in names { implicit[name, default: []].append(prefix + "." + name) }
        }
        implicitMembers = implicit
        themeMembers = InstanceMember.themeMembers(namesByPrefix, themes: system.themes)
        roots = Set(namesByPrefix.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        candidatesByKind = byKind
        hasDimensions = byKind[.dimension]?.contains(where: \.isForSpacing) ?? false
        hasRadii = !(byKind[.radius]?.isEmpty ?? true)
        hasColors = !(byKind[.color]?.isEmpty ?? true)
        hasTypography = !(byKind[.typography]?.isEmpty ?? true)
        hasMaterials = !(byKind[.material]?.isEmpty ?? true)
        hasSizes = byKind[.dimension]?.contains { $0.uses.contains(.size) } ?? false
        kinds = Set(byKind.keys)
        hasMotion = !kinds.isDisjoint(with: [.transition, .cubicBezier])
    }

    public func candidates(_ kind: TokenKind) -> [Candidate] { candidatesByKind[kind] ?? [] }

    // Asked for every call and member access of every file, so kept as plain flags.
    let hasDimensions: Bool
    let hasRadii: Bool
    let hasColors: Bool
    let hasTypography: Bool
    let hasMaterials: Bool
    /// Whether a dimension group says its tokens are sizes (`use=size`).
    let hasSizes: Bool
    /// The kinds the spec has tokens of, deprecated ones aside.
    let kinds: Set<TokenKind>
    /// Whether the spec has curves or transitions, which whole animations are compared with.
    let hasMotion: Bool

    /// Whether the spec has a token of any kind the code rules check literals against (spacing,
    /// size, radius, colour, typography, material, opacity, shadow, motion, border, gradient).
    var hasCheckedKinds: Bool {
        hasDimensions || hasRadii || hasColors || hasTypography || hasMaterials || hasSizes
            || !kinds.isDisjoint(with: [.opacity, .shadow, .duration, .cubicBezier, .transition, .border, .gradient])
    }

    /// Whether the spec has tokens of the kind `rule` compares literals with (as its description
    /// says); true for a rule that compares none.
    func hasTokens(for rule: RuleID) -> Bool {
        LintRules.hardcodedValues(of: rule)?.hasTokens(self) ?? true
    }

    /// Whether `name` is the first component of a group prefix (`DesignSystem`).
    func isRoot(_ name: String) -> Bool { roots.contains(name) }

    /// The tokens of `kind` whose light value is `points` (dimensions, radii).
    public func points(_ points: Double, kind: TokenKind) -> ValueMatch {
        numbers(points, kind: kind) { $0.points }
    }

    /// The tokens of `kind` whose number, as `number` reads it from a candidate (a size, an opacity,
    /// a duration in seconds, a border's width), is `value`; else the nearest below and above.
    /// A candidate `number` gives nothing for is left out.
    func numbers(_ value: Double, kind: TokenKind, _ number: (Candidate) -> Double?) -> ValueMatch {
        var exact: [Candidate] = []
        var below: (Candidate, Double)?, above: (Candidate, Double)?
        for candidate in candidates(kind) {
            guard let number = number(candidate) else { continue }
            if abs(number - value) < 0.001 {
                exact.append(candidate)
            } else if number < value {
                if below.map({ number > $0.1 }) ?? true { below = (candidate, number) }
            } else if above.map({ number < $0.1 }) ?? true {
                above = (candidate, number)
            }
        }
        if !exact.isEmpty { return ValueMatch(exact: Self.withoutAliases(exact), nearest: []) }
        return ValueMatch(exact: [], nearest: [below?.0, above?.0].compactMap { $0 })
    }

    /// The colour tokens that look like `color` in light and, when given, in dark.
    public func colors(light: RGBA, dark: RGBA?) -> ValueMatch {
        let tokens = candidates(.color).compactMap { candidate in
            candidate.colors.map { (candidate, $0.light, $0.dark) }
        }
        let exact = Self.withoutAliases(tokens.filter { token in
            token.1.isClose(to: light) && (dark.map { token.2.isClose(to: $0) } ?? true)
        }.map(\.0))
        if !exact.isEmpty { return ValueMatch(exact: exact, nearest: []) }
        let near = tokens.map { ($0.0, $0.1.distance(to: light)) }.filter { $0.1 < 0.12 }.sorted { $0.1 < $1.1 }
        return ValueMatch(exact: [], nearest: near.prefix(2).map(\.0))
    }

    /// Tokens that hold a value themselves, when there are any: an alias (`missed` → `error`) has
    /// its target's value but is not what a literal should become.
    static func withoutAliases(_ candidates: [Candidate]) -> [Candidate] {
        let roots = candidates.filter { $0.token.aliasOf == nil }
        return roots.isEmpty ? candidates : roots
    }

    /// The point size of a dimension or radius value.
    static func points(of value: TokenValue) -> Double? {
        switch value {
        case .dimension(let points), .radius(.points(let points)): points
        default: nil
        }
    }
}

extension RGBA {
    /// Equal to within one step of an 8-bit channel, as hex values and literals are written.
    func isClose(to other: RGBA) -> Bool {
        let tolerance = 0.6 / 255
        return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= 0.01
    }

    /// Euclidean distance in sRGB, alpha included: 0 for equal colours, about 1.7 for black to white.
    func distance(to other: RGBA) -> Double {
        let d = [red - other.red, green - other.green, blue - other.blue, alpha - other.alpha]
        return d.map { $0 * $0 }.reduce(0, +).squareRoot()
    }
}
