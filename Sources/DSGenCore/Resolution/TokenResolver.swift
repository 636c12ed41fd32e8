/// Replaces every alias and colour reference with concrete values, in each appearance.
///
/// All problems are collected, not just the first: unknown targets (with a "did you mean"), aliases to
/// a token of another kind, and cycles, each reported once as `a → b → a` at the first token of the cycle.
public enum TokenResolver {
    /// `invalidPaths` are tokens whose lines had errors: references to them fail quietly, since
    /// the error on their own line says what to fix.
    public static func resolve(_ tokens: [Token], invalidPaths: Set<String> = []) -> ([ResolvedToken], [Diagnostic]) {
        var resolution = Resolution(tokens: tokens, invalidPaths: invalidPaths)
        var resolved: [ResolvedToken] = []
        resolved.reserveCapacity(tokens.count)
        for token in tokens {
            let values = Appearance.allCases.map { resolution.value(of: token.path, in: $0, stack: []) }
            if let replacement = token.deprecation?.replacement {
                _ = resolution.target(of: replacement, expecting: token.kind, from: token, as: .replacement)
            }
            for background in token.backgrounds {
                _ = resolution.target(of: background, expecting: .color, from: token, as: .background)
            }
            if let vignette = token.vignette {
                _ = resolution.target(of: vignette, expecting: .gradient, from: token, as: .vignette)
            }
            guard values.allSatisfy({ $0 != nil }) else { continue }
            // Keep a value only where it differs from the one its appearance would fall back to.
            resolved.append(ResolvedToken(
                token: token,
                values: AppearanceValues(
                    light: values[0]!,
                    dark: values[1] != values[0] ? values[1] : nil,
                    lightHighContrast: values[2] != values[0] ? values[2] : nil,
                    darkHighContrast: values[3] != values[1] ? values[3] : nil
                ),
                aliasOf: { if case .alias(let reference) = token.values.light { reference.path } else { nil } }()
            ))
        }
        return (resolved, resolution.diagnostics.sorted())
    }
}

private struct Resolution {
    /// What a reference is, for the message when it points at the wrong kind of token.
    enum Role {
        case alias, color, replacement, background, vignette
    }

    /// Real alias chains are a few links long; a chain longer than this is reported, once, at the
    /// first token past the limit, and not followed: resolution recurses along references.
    static let maximumChain = 64

    struct Key: Hashable {
        var path: String
        var appearance: Appearance
    }

    let byPath: [String: Token]
    let invalidPaths: Set<String>
    /// Built on the first unknown reference: most builds have none and need no index.
    lazy var suggestions = Suggestion(candidates: byPath.keys)
    /// "Did you mean" per unknown path: a reference is met once per appearance.
    var hints: [String: String] = [:]
    /// Tokens whose value lies more than `maximumChain` references away.
    var tooDeep: Set<String> = []
    var cache: [Key: TokenValue?] = [:]
    var reported: Set<Diagnostic> = []
    var reportedCycles: Set<Set<String>> = []

    init(tokens: [Token], invalidPaths: Set<String>) {
        self.invalidPaths = invalidPaths
        byPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // A value for each token in each appearance: room for them all at once.
        cache.reserveCapacity(tokens.count * Appearance.allCases.count)
        for (path, depth) in ReferenceDepth.depths(of: tokens) where depth > Self.maximumChain {
            tooDeep.insert(path)
            if depth == Self.maximumChain + 1, let token = byPath[path] {
                reported.insert(Diagnostic(
                    .aliasChainTooLong, at: token.location,
                    "\(path) reaches its value through more than \(Self.maximumChain) references in a row; " +
                        "point it nearer the value"
                ))
            }
        }
    }

    var diagnostics: [Diagnostic] { Array(reported) }

    mutating func value(of path: String, in appearance: Appearance, stack: [String]) -> TokenValue? {
        let key = Key(path: path, appearance: appearance)
        if let cached = cache[key] { return cached }
        if let start = stack.firstIndex(of: path) {
            reportCycle(Array(stack[start...]))
            return nil
        }
        guard let token = byPath[path], !tooDeep.contains(path) else { return nil }
        let result = substitute(token.values[appearance], in: appearance, owner: token, stack: stack + [path])
        cache[key] = result
        return result
    }

    private mutating func substitute(
        _ value: TokenValue, in appearance: Appearance, owner: Token, stack: [String]
    ) -> TokenValue? {
        switch value {
        case .alias(let reference):
            guard let target = target(of: reference, expecting: owner.kind, from: owner, as: .alias),
                  let value = self.value(
                      of: target.path, in: appearance, stack: stack
                  )?.converted(to: owner.kind) else { return nil }
            return checkedRange(value, of: owner, through: reference)
        default:
            // The colours inside a value (its own, a gradient's stops, a shadow's) may be references.
            return value.kind?.descriptor.mappingColors(of: value) { original in
                self.color(original, in: appearance, owner: owner, stack: stack)
            }
        }
    }

    private mutating func color(
        _ color: ColorValue, in appearance: Appearance, owner: Token, stack: [String]
    ) -> ColorValue? {
        switch color {
        case .rgba: return color
        case .system(let system): return .rgba(system.value(in: appearance))
        case .opacity(let base, let factor):
            guard let rgba = self.color(base, in: appearance, owner: owner, stack: stack)?.rgba else { return nil }
            return .rgba(rgba.multiplyingAlpha(by: factor))
        case .reference(let reference):
            guard let target = target(of: reference, expecting: .color, from: owner, as: .color),
                  case .color(let resolved)? = value(of: target.path, in: appearance, stack: stack) else { return nil }
            return resolved
        }
    }

    /// A value taken from a token of another kind must still fit the owner's kind: an opacity
    /// aliasing the number 7, or a radius aliasing a negative dimension, is refused.
    private mutating func checkedRange(
        _ value: TokenValue, of owner: Token, through reference: TokenReference
    ) -> TokenValue? {
        switch value {
        case .opacity(let fraction) where !(0...1).contains(fraction):
            reported.insert(Diagnostic(
                .invalidValue, at: reference.location,
                "\(reference) is \(fraction.formatted), but the opacity \(owner.path) must be from 0 to 1"
            ))
            return nil
        case .radius(.points(let points)) where points < 0:
            reported.insert(Diagnostic(
                .invalidValue, at: reference.location,
                "\(reference) is \(points.formatted) pt, but the radius \(owner.path) cannot be negative"
            ))
            return nil
        default:
            return value
        }
    }

    /// The token `reference` names, if it exists and is of a kind `owner` may refer to.
    mutating func target(
        of reference: TokenReference, expecting kind: TokenKind, from owner: Token, as role: Role
    ) -> Token? {
        guard let target = byPath[reference.path] else {
            if invalidPaths.contains(reference.path) { return nil }
            let hint = hints[reference.path] ?? suggestions.hint(for: reference.path)
            hints[reference.path] = hint
            reported.insert(
                Diagnostic(.unresolvedAlias, at: reference.location, "'\(reference)' refers to no token\(hint)")
            )
            return nil
        }
        guard kind.accepts(aliasTo: target.kind) else {
            let message = switch role {
            case .alias:
                "\(owner.path) is a \(kind) token, but \(reference) is a \(target.kind) token; " +
                    "an alias must point to a token of the same kind"
            case .color:
                "a colour inside \(owner.path) must refer to a color token, but \(reference) is a \(target.kind) token"
            case .replacement:
                "the replacement of \(owner.path) must be a \(kind) token, but \(reference) is a \(target.kind) token"
            case .background:
                "the background of \(owner.path) must be a color token, but \(reference) is a \(target.kind) token"
            case .vignette:
                "the vignette of \(owner.path) must be a gradient token, but \(reference) is a \(target.kind) token"
            }
            reported.insert(Diagnostic(.aliasKindMismatch, at: reference.location, message))
            return nil
        }
        return target
    }

    /// Reports a cycle once, at the member declared first, written from that member round to itself.
    private mutating func reportCycle(_ members: [String]) {
        guard reportedCycles.insert(Set(members)).inserted else { return }
        let tokens = members.compactMap { byPath[$0] }
        guard let first = tokens.min(by: { $0.location < $1.location }),
            let start = members.firstIndex(of: first.path) else { return }
        let ordered = Array(members[start...] + members[..<start])
        let next = ordered.count > 1 ? ordered[1] : ordered[0]
        let location = first.values.declared.flatMap(\.references).first { $0.path == next }?.location ?? first.location
        let chain = (ordered + [ordered[0]]).joined(separator: " → ")
        reported.insert(
            Diagnostic(.aliasCycle, at: location, "alias cycle: \(chain); one of these tokens needs a value of its own")
        )
    }
}
