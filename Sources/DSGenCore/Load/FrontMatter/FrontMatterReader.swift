import Yams

/// Reads the front matter at the top of a page: a YAML mapping between a first line `---` and
/// the next line `---` (or `...`), as Jekyll, Hugo and Docusaurus write it. Nothing in it stops
/// a build: a value dsgen cannot read is a warning and is left out.
enum FrontMatterReader {
    /// What the front matter of `markdown` says, and the Markdown left to parse: with the block's
    /// lines blank, so that every line keeps its number. A block that is not a YAML mapping, or
    /// is empty, is Markdown (a page may open with a rule), so the page is read as it is written.
    static func read(_ markdown: String, page path: String, displayPath: String) -> (FrontMatter, String) {
        guard let (yaml, body) = split(markdown) else {
            var frontMatter = FrontMatter()
            if opensUnclosed(markdown) {
                frontMatter.problems.append(warning(
                    at: SourceLocation(path: displayPath, line: 1, column: 1),
                    "this --- opens front matter that no --- line closes, so the page is read as Markdown " +
                        "(a rule and its lines); close it with --- after the last key"
                ))
            }
            return (frontMatter, markdown)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            var frontMatter = FrontMatter()
            frontMatter.problems.append(problem(error, path: displayPath))
            return (frontMatter, markdown)
        }
        // Two rules (`---` twice) are Markdown as CommonMark reads them, not an empty block.
        guard let mapping = root?.mapping else { return (FrontMatter(), markdown) }
        return (read(mapping, page: path, displayPath: displayPath), body)
    }

    /// The YAML between the page's `---` lines, and the Markdown with those lines blank.
    static func split(_ markdown: String) -> (yaml: String, body: String)? {
        guard markdown.utf8.starts(with: "---".utf8) else { return nil }
        let lines = markdown.utf8.split(
            separator: UInt8(ascii: "\n"), maxSplits: 400, omittingEmptySubsequences: false
        ).map { Substring($0) }
        guard lines.count > 1, isFence(lines[0], closing: false),
              let end = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }) else {
            return nil
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        let body = lines.count > end + 1 ? markdown[lines[end + 1].startIndex...] : ""
        return (yaml, String(repeating: "\n", count: end + 1) + body)
    }

    /// Whether `markdown` opens with `---` and a `key:` line, as front matter does, but has no
    /// line that closes it.
    private static func opensUnclosed(_ markdown: String) -> Bool {
        let lines = markdown.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
            .map { Substring($0) }
        guard lines.count > 1, isFence(lines[0], closing: false), let colon = lines[1].firstIndex(of: ":") else {
            return false
        }
        let key = lines[1][..<colon]
        return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            && [nil, " ", "\r"].contains(lines[1][lines[1].index(after: colon)...].first)
    }

    /// `---` (or `...` closing), with spaces after it or a carriage return.
    private static func isFence(_ line: Substring, closing: Bool) -> Bool {
        let text = (line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line).trimmingWhitespace()
        return text == "---" || (closing && text == "...")
    }

    private static func read(_ mapping: Node.Mapping, page path: String, displayPath: String) -> FrontMatter {
        var frontMatter = FrontMatter()
        let at = { (node: Node) in
            SourceLocation(path: displayPath, line: (node.mark?.line ?? 0) + 1, column: node.mark?.column ?? 1)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard FrontMatter.keys.contains(key) else {
                frontMatter.unknownKeys.append(FrontMatter.UnknownKey(name: key, location: at(keyNode)))
                continue
            }
            read(key, value, into: &frontMatter, page: path, at: at)
        }
        return frontMatter
    }

    private static func read(
        _ key: String, _ value: Node, into frontMatter: inout FrontMatter, page path: String,
        at: (Node) -> SourceLocation
    ) {
        if key == "platforms" {
            frontMatter.platforms = platforms(value, into: &frontMatter, at: at)
            return
        }
        guard let text = value.scalar?.string.trimmingWhitespace(), !text.isEmpty else {
            frontMatter.problems.append(warning(at: at(value), "'\(key)' takes one value, such as \(example(key))"))
            return
        }
        switch key {
        case "title": frontMatter.title = text
        case "status": frontMatter.status = status(text, at: at(value), into: &frontMatter)
        case "replacement":
            frontMatter.replacement = PageLink(destination: text, from: path, at: at(value))
            if frontMatter.replacement?.isFile != false || !text.hasSuffix(".md") {
                frontMatter.replacement = nil
                frontMatter.problems.append(warning(
                    at: at(value), "'replacement' names the page of the component to use instead, such as cards.md"
                ))
            }
        case "since": frontMatter.since = text
        case "owner": frontMatter.owner = text
        default:
            frontMatter.source = text
            frontMatter.sourceLocation = at(value)
        }
    }

    private static func status(_ text: String, at location: SourceLocation, into frontMatter: inout FrontMatter)
        -> FrontMatter.Status? {
        if let status = FrontMatter.Status(rawValue: text.lowercased()) { return status }
        let names = FrontMatter.Status.allCases.map(\.rawValue)
        if let status = FrontMatter.Status.otherNames[text.lowercased()] {
            frontMatter.problems.append(warning(
                at: location, "'\(text)' is read as \(status.rawValue): statuses are \(names.joined(separator: ", "))"
            ))
            return status
        }
        frontMatter.problems.append(warning(
            at: location,
            "'\(text)' is not a status: write one of \(names.joined(separator: ", "))" +
                Suggestion.hint(for: text.lowercased(), in: names)
        ))
        return nil
    }

    /// `[iOS, macOS]`, or one line `iOS, macOS`.
    private static func platforms(_ value: Node, into frontMatter: inout FrontMatter, at: (Node) -> SourceLocation)
        -> [String] {
        let words: [String]? = if let sequence = value.sequence {
            sequence.allSatisfy { $0.scalar != nil } ? sequence.compactMap { $0.scalar?.string } : nil
        } else {
            value.scalar.map { $0.string.split(separator: ",").map(String.init) }
        }
        guard let words else {
            frontMatter.problems.append(warning(at: at(value), "'platforms' is a list of names, such as [iOS, macOS]"))
            return []
        }
        return words.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    private static func example(_ key: String) -> String {
        switch key {
        case "status": "stable"
        case "since": "'2.1'"
        case "source": "Sources/DesignSystem/Badge.swift"
        case "replacement": "cards.md"
        default: "'Payments team'"
        }
    }

    private static func warning(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, .invalidFrontMatter, at: location, message)
    }

    private static func problem(_ error: Error, path: String) -> Diagnostic {
        let mark: Mark? = switch error as? YamlError {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
        case .duplicatedKeysInMapping(_, let context): context.mark
        default: nil
        }
        let problem: String = switch error as? YamlError {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .duplicatedKeysInMapping(let keys, _): "the key '\(keys.first.map { "\($0)" } ?? "")' is given twice"
        default: "\(error)"
        }
        let location = SourceLocation(path: path, line: (mark?.line ?? 0) + 1, column: mark?.column ?? 1)
        return warning(at: location, "the front matter is not valid YAML (\(problem)), so it is left out")
    }
}
