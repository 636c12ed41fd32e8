/// The problems of the pages' front matter. Keys dsgen does not read are one warning for the
/// whole site, at the first of them, with the pages each stands on: a guide written for another
/// tool carries the same keys (`layout`, `nav_order`) on every page, and a warning a key and a
/// page would bury the rest. A key a slip away from one of dsgen's is a warning of its own.
enum FrontMatterCheck {
    static func check(_ pages: [Page]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var unknown: [(name: String, first: SourceLocation, pages: Int)] = []
        var place: [String: Int] = [:]
        for page in pages {
            problems += page.frontMatter.problems
            for key in page.frontMatter.unknownKeys {
                let hint = Suggestion.hint(for: key.name, in: FrontMatter.keys)
                if !hint.isEmpty {
                    let message = "dsgen does not read the front matter key '\(key.name)', so it is left out"
                    problems.append(warning(at: key.location, message + hint))
                } else if let index = place[key.name] {
                    unknown[index].pages += 1
                } else {
                    place[key.name] = unknown.count
                    unknown.append((key.name, key.location, 1))
                }
            }
        }
        guard let first = unknown.first else { return problems }
        return problems + [warning(at: first.first, othersMessage(unknown.map { ($0.name, $0.pages) }))]
    }

    /// `the front matter keys 'layout' (12 pages), 'nav_order' (3 pages) are not dsgen's…`: the
    /// keys on most pages first, five of them named.
    private static func othersMessage(_ keys: [(name: String, pages: Int)]) -> String {
        // A stable sort: keys on as many pages keep the order they were met in.
        let ranked = keys.enumerated().sorted { ($0.element.pages, $1.offset) > ($1.element.pages, $0.offset) }
        let named = ranked.prefix(5).map { "'\($0.element.name)' (\($0.element.pages) " +
            ($0.element.pages == 1 ? "page)" : "pages)") }
        let list = named.joined(separator: ", ") + (keys.count > named.count ? " and \(keys.count - 5) more" : "")
        let subject = keys.count == 1 ? "the front matter key \(list) is not" : "the front matter keys \(list) are not"
        return subject + " dsgen's, so \(keys.count == 1 ? "it is" : "they are") left out; dsgen reads " +
            FrontMatter.keys.joined(separator: ", ")
    }

    private static func warning(at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, .invalidFrontMatter, at: location, message)
    }
}
