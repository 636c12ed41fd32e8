import DSGenCore

/// What changed between two versions of a design system, token by token.
///
/// Values are compared resolved, in every appearance, as the apps see them: a token that aliases
/// a changed token has changed too. A rename is told from a removal and an addition in two ways:
/// a deprecated token that names its replacement (kept, the rename breaks nothing; removed, it
/// breaks what still uses the old name), or an unmistakable move, one removed token and one added
/// token of the same kind, values and name or group, with no other token matching either.
public enum TokenDiff {
    public static func changes(from old: DesignSystem, to new: DesignSystem) -> [TokenChange] {
        var diff = Pairing(old: old, new: new)
        diff.pairDeprecatedRenames()
        diff.pairMoves()
        return diff.changes()
    }

    /// Whether the two versions look like two different design systems: both have tokens and
    /// they share none, not even by a rename.
    public static func unrelated(_ old: DesignSystem, _ new: DesignSystem, changes: [TokenChange]) -> Bool {
        guard !old.tokens.isEmpty, !new.tokens.isEmpty else { return false }
        let newPaths = Set(new.tokens.map(\.path))
        return !old.tokens.contains { newPaths.contains($0.path) } && !changes.contains { $0.kind == .renamed }
    }

    private struct Pairing {
        let old: DesignSystem
        let new: DesignSystem
        var removed: Set<String>
        var added: Set<String>
        /// Renames found: the old path, the new path, and whether the old name is gone.
        var renames: [(old: String, new: String, breaking: Bool)] = []
        /// Old tokens kept and deprecated in favour of a new one: reported as the rename only.
        var keptAsRenamed: Set<String> = []

        init(old: DesignSystem, new: DesignSystem) {
            self.old = old
            self.new = new
            let oldPaths = Set(old.tokens.map(\.path)), newPaths = Set(new.tokens.map(\.path))
            removed = oldPaths.subtracting(newPaths)
            added = newPaths.subtracting(oldPaths)
        }

        /// A token both versions have, deprecated in favour of a token that is new (the old name
        /// kept), or a token that was deprecated in favour of another and is now gone. Tokens are
        /// paired by path first: a token new in this version is added, whatever it is deprecated for.
        mutating func pairDeprecatedRenames() {
            for token in new.tokens {
                guard let before = old.token(token.path), before.token.deprecation == nil else { continue }
                guard let replacement = token.token.deprecation?.replacement?.path, added.contains(replacement) else {
                    continue
                }
                added.remove(replacement)
                keptAsRenamed.insert(token.path)
                renames.append((token.path, replacement, false))
            }
            for path in removed.sorted() {
                guard let replacement = old.token(path)?.token.deprecation?.replacement?.path,
                      new.token(replacement) != nil else { continue }
                removed.remove(path)
                added.remove(replacement)
                renames.append((path, replacement, true))
            }
        }

        /// A removed token and an added one of the same kind and values, with the same name or in
        /// the same group, when neither matches any other.
        mutating func pairMoves() {
            let removedTokens = removed.sorted().compactMap(old.token)
            let addedTokens = added.sorted().compactMap(new.token)
            // Tokens by kind, values and group, and by kind, values and name: a release of
            // thousands of moves stays linear.
            let removedByPlace = Self.byPlace(removedTokens), addedByPlace = Self.byPlace(addedTokens)
            let matches = { (token: ResolvedToken, places: [Place: [ResolvedToken]]) -> [ResolvedToken] in
                let found = Self.places(of: token).flatMap { places[$0] ?? [] }
                return Array(Dictionary(found.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }).values)
            }
            for from in removedTokens {
                let candidates = matches(from, addedByPlace)
                guard candidates.count == 1, let to = candidates.first,
                      matches(to, removedByPlace).count == 1 else { continue }
                removed.remove(from.path)
                added.remove(to.path)
                renames.append((from.path, to.path, true))
            }
        }

        /// Where a moved token may have gone: its kind and values, and its group or its name.
        struct Place: Hashable {
            var kind: TokenKind
            var values: [TokenValue]
            var group: Substring?
            var name: String?
        }

        static func places(of token: ResolvedToken) -> [Place] {
            let values = Appearance.allCases.map { token.values[$0] }
            return [
                Place(kind: token.kind, values: values, group: group(of: token.path), name: nil),
                Place(kind: token.kind, values: values, group: nil, name: token.token.name),
            ]
        }

        static func byPlace(_ tokens: [ResolvedToken]) -> [Place: [ResolvedToken]] {
            var map: [Place: [ResolvedToken]] = [:]
            for token in tokens {
                for place in places(of: token) { map[place, default: []].append(token) }
            }
            return map
        }

        func changes() -> [TokenChange] {
            var changes: [TokenChange] = []
            for path in added.sorted() {
                guard let token = new.token(path) else { continue }
                changes.append(TokenChange(
                    kind: .added, token: path, swift: token.token.swiftName, before: nil,
                    after: Self.side(token), breaking: false
                ))
            }
            for path in removed.sorted() {
                guard let token = old.token(path) else { continue }
                changes.append(TokenChange(
                    kind: .removed, token: path, swift: token.token.swiftName, before: Self.side(token),
                    after: nil, breaking: true
                ))
            }
            for rename in renames {
                guard let from = old.token(rename.old), let to = new.token(rename.new) else { continue }
                changes.append(TokenChange(
                    kind: .renamed, token: to.path, swift: to.token.swiftName, before: Self.side(from),
                    after: Self.side(to), breaking: rename.breaking
                ))
            }
            for token in new.tokens {
                guard let before = old.token(token.path) else { continue }
                // A token kept under its old name and deprecated for its new one: the rename says so.
                changes += Self.changes(from: before, to: token, saysDeprecation: !keptAsRenamed.contains(token.path))
            }
            return changes.sorted { ($0.token, $0.kind.order) < ($1.token, $1.kind.order) }
        }

        /// The changes of a token both versions have: its kind, its Swift name, its values, its
        /// deprecation (when `saysDeprecation`: a rename may have said it already).
        static func changes(
            from before: ResolvedToken, to after: ResolvedToken, saysDeprecation: Bool = true
        ) -> [TokenChange] {
            let swift = after.token.swiftName
            if before.kind != after.kind {
                return [TokenChange(
                    kind: .kindChanged, token: after.path, swift: swift, before: side(before), after: side(after),
                    breaking: true
                )]
            }
            var changes: [TokenChange] = []
            if before.token.swiftName != swift {
                changes.append(TokenChange(
                    kind: .renamed, token: after.path, swift: swift, before: side(before), after: side(after),
                    breaking: true
                ))
            }
            // An appearance that neither version declares follows its base, which is listed.
            let differing = Appearance.allCases.filter {
                before.values[$0] != after.values[$0] && (declares(before, $0) || declares(after, $0))
            }
            if !differing.isEmpty {
                changes.append(TokenChange(
                    kind: .changed, token: after.path, swift: swift, before: side(before, in: differing),
                    after: side(after, in: differing), breaking: false
                ))
            }
            let (was, now) = (before.token.deprecation, after.token.deprecation)
            if saysDeprecation, was?.replacement?.path != now?.replacement?.path || (was == nil) != (now == nil) {
                changes.append(TokenChange(
                    kind: now == nil ? .undeprecated : .deprecated, token: after.path, swift: swift,
                    before: side(before), after: side(after), breaking: false
                ))
            }
            return changes
        }

        /// The token as a note shows it, with its value in `appearances`, or in each it declares.
        static func side(_ token: ResolvedToken, in appearances: [Appearance]? = nil) -> TokenChange.Side {
            let shown = appearances ?? Appearance.allCases.filter { $0 == .light || declares(token, $0) }
            return TokenChange.Side(
                path: token.path, swift: token.token.swiftName, kind: token.kind,
                values: Dictionary(uniqueKeysWithValues: shown.map { ($0, token.values[$0].text) }),
                isDeprecated: token.token.deprecation != nil, replacement: token.token.deprecation?.replacement?.path
            )
        }

        static func declares(_ token: ResolvedToken, _ appearance: Appearance) -> Bool {
            switch appearance {
            case .light: true
            case .dark: token.values.dark != nil
            case .lightHighContrast: token.values.lightHighContrast != nil
            case .darkHighContrast: token.values.darkHighContrast != nil
            }
        }

        static func group(of path: String) -> Substring {
            path.lastIndex(of: ".").map { path[..<$0] } ?? ""
        }
    }
}

extension TokenChange.Kind {
    /// The order of a token's changes in a list: what breaks first.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
