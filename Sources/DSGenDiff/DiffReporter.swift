import DSGenCore
import Foundation

/// How `dsgen diff` prints what changed: for a person, for scripts, or for release notes.
public enum DiffReporter: String, CaseIterable, Sendable {
    case text, json, markdown

    public func render(_ changes: [TokenChange]) -> String {
        switch self {
        case .text: Self.text(changes)
        case .json: Self.json(changes)
        case .markdown: Self.changelog(changes, title: "Design tokens", level: 2)
        }
    }

    /// One line a change, breaking ones marked, then the count.
    static func text(_ changes: [TokenChange]) -> String {
        let lines = changes.map { change in
            // A column of 12, and a space after the one kind as long (`undeprecated`).
            let name = change.kind.rawValue
            let kind = name.padding(toLength: max(12, name.count + 1), withPad: " ", startingAt: 0)
            return (change.breaking ? "breaking " : "         ") + kind
                + sentence(change, code: { $0 })
        }
        return (lines + [summary(changes)]).joined(separator: "\n") + "\n"
    }

    /// `{"changes": [{"kind", "token", "swift", "before", "after", "breaking"}], "summary": {…}}`.
    static func json(_ changes: [TokenChange]) -> String {
        let list: [JSONOutput] = changes.map { change in
            .ordered([
                ("kind", .string(change.kind.rawValue)),
                ("token", .string(change.token)),
                ("swift", .string(change.swift)),
                ("before", change.before.map(side) ?? .null),
                ("after", change.after.map(side) ?? .null),
                ("breaking", .bool(change.breaking)),
            ])
        }
        var counts: [(String, JSONOutput)] = TokenChange.Kind.allCases.map { kind in
            (kind.rawValue, .integer(changes.count { $0.kind == kind }))
        }
        counts.append(("breaking", .integer(changes.count(where: \.breaking))))
        return JSONOutput.ordered([("changes", .array(list)), ("summary", .ordered(counts))]).text(.report)
    }

    private static func side(_ side: TokenChange.Side) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("token", .string(side.path)), ("swift", .string(side.swift)), ("kind", .string(side.kind.rawValue)),
            ("values", .ordered(Appearance.allCases.compactMap { appearance in
                side.values[appearance].map { (DTCGNames.context(appearance), .string($0)) }
            })),
        ]
        if side.isDeprecated {
            members.append(("deprecated", .bool(true)))
            if let replacement = side.replacement { members.append(("replacement", .string(replacement))) }
        }
        return .ordered(members)
    }

    /// A changelog to paste into release notes, under a heading `title` of `level` (`##`), or the
    /// "What changed" page of a site: breaking changes first, then the others by kind.
    public static func changelog(_ changes: [TokenChange], title: String, level: Int) -> String {
        let heading = String(repeating: "#", count: level)
        var text = heading + " " + title + "\n\n" + summary(changes) + "\n"
        let sections: [(String, [TokenChange])] = [
            ("Breaking", changes.filter(\.breaking)),
            ("Renamed", changes.filter { !$0.breaking && $0.kind == .renamed }),
            ("Changed", changes.filter { !$0.breaking && $0.kind == .changed }),
            ("Deprecated", changes.filter { !$0.breaking && $0.kind == .deprecated }),
            ("No longer deprecated", changes.filter { !$0.breaking && $0.kind == .undeprecated }),
            ("Added", changes.filter { !$0.breaking && $0.kind == .added }),
        ]
        for (title, list) in sections where !list.isEmpty {
            text += "\n\(heading)# \(title)\n\n"
            text += list.map { "- " + sentence($0, code: { "`\($0)`" }) + "\n" }.joined()
        }
        return text
    }

    /// `3 changes, 1 breaking: 1 added, 1 removed, 1 changed.`
    static func summary(_ changes: [TokenChange]) -> String {
        guard !changes.isEmpty else { return "No token changed." }
        let counts = TokenChange.Kind.allCases.compactMap { kind -> String? in
            let count = changes.count { $0.kind == kind }
            return count == 0 ? nil : "\(count) \(kind.noun)"
        }
        let breaking = changes.count(where: \.breaking)
        return "\(changes.count) change\(changes.count == 1 ? "" : "s"), \(breaking) breaking: "
            + counts.joined(separator: ", ") + "."
    }

    /// What a change says, with names and values set by `code` (backticks in Markdown).
    static func sentence(_ change: TokenChange, code: (String) -> String) -> String {
        let name = code(change.token) + " (" + code(change.swift) + ")"
        switch change.kind {
        case .added:
            return name + ": " + values(change.after, code: code)
        case .removed:
            let replacement = change.before?.replacement.map { "; use " + code($0) } ?? ""
            return name + " removed" + replacement
        case .renamed:
            let before = change.before.map { code($0.path) + " (" + code($0.swift) + ")" } ?? ""
            let kept = change.breaking ? "" : "; the old name is kept, deprecated"
            return before + " is now " + name + kept
        case .changed:
            return name + ": " + Appearance.allCases.compactMap { appearance in
                guard let was = change.before?.values[appearance], let now = change.after?.values[appearance] else {
                    return nil
                }
                return DTCGNames.context(appearance) + " " + code(was) + " → " + code(now)
            }.joined(separator: ", ")
        case .deprecated:
            return name + " deprecated" + (change.after?.replacement.map { "; use " + code($0) } ?? "")
        case .undeprecated:
            return name + " is no longer deprecated"
        case .kindChanged:
            let was = change.before?.kind.rawValue ?? "?", now = change.after?.kind.rawValue ?? "?"
            return name + " was a \(was) and is now a \(now)"
        }
    }

    private static func values(_ side: TokenChange.Side?, code: (String) -> String) -> String {
        guard let side else { return "" }
        return Appearance.allCases.compactMap { appearance in
            side.values[appearance].map {
                (side.values.count == 1 ? "" : DTCGNames.context(appearance) + " ") + code($0)
            }
        }.joined(separator: ", ")
    }
}

extension TokenChange.Kind {
    /// `added`, `kind changes`: how the summary counts a kind of change.
    var noun: String {
        switch self {
        case .added, .removed, .renamed, .changed, .deprecated: rawValue
        case .undeprecated: "no longer deprecated"
        case .kindChanged: "kind changed"
        }
    }
}
