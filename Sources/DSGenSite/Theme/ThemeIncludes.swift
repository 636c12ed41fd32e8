import DSGenCore

/// Checks on how templates include one another and nest their sections, made before any is
/// rendered: Mustache renders a partial that includes itself, or sections nested thousands
/// deep, by recursing until the stack runs out.
enum ThemeIncludes {
    /// How deep sections (`{{#…}}`, `{{^…}}`, `{{$…}}`, `{{<…}}`) may nest in one template. The
    /// built-in theme nests four deep; past this, Mustache's parser and renderer could exhaust
    /// the stack.
    static let sectionDepthLimit = 100

    /// The tags the checks look for, as bytes.
    static let openingTag = Array("{{".utf8), partialTag = Array("{{>".utf8), closingTag = Array("}}".utf8)

    /// Each cycle of partials (`a` includes `b`, which includes `a`; or `a` itself), reported at
    /// the first include of the cycle in its first template's file. Each template comes with the
    /// partials it includes (`Theme.partialNames`).
    static func cycles(in templates: [(name: String, origin: String, partials: [Theme.PartialUse])]) -> [Diagnostic] {
        var includes: [String: [Theme.PartialUse]] = [:]
        var origins: [String: String] = [:]
        for template in templates {
            includes[template.name] = template.partials
            origins[template.name] = template.origin
        }
        var diagnostics: [Diagnostic] = []
        var reported: Set<Set<String>> = []
        // Depth-first from each template, with the path walked so far; a name met again on the
        // path closes a cycle. Each template is finished once, so the walk is linear.
        var finished: Set<String> = []
        func visit(_ name: String, path: [String]) {
            guard !finished.contains(name) else { return }
            for include in includes[name] ?? [] {
                if let start = path.firstIndex(of: include.name) {
                    let cycle = Array(path[start...])
                    guard reported.insert(Set(cycle)).inserted, let first = cycle.first, let origin = origins[first],
                          let at = includes[first]?.first(where: { $0.name == (cycle.count > 1 ? cycle[1] : first) })
                    else { continue }
                    let chain = (cycle + [first]).map { "'\($0)'" }.joined(separator: " → ")
                    let message = cycle.count == 1
                        ? "this template includes itself ('\(first)'), which would never finish rendering"
                        : "these templates include each other in a cycle (\(chain)), which would never finish rendering"
                    diagnostics.append(Diagnostic(
                        .templateError, at: SourceLocation(path: origin, line: at.line, column: at.column), message
                    ))
                } else if includes[include.name] != nil {
                    visit(include.name, path: path + [include.name])
                }
            }
            finished.insert(name)
        }
        for template in templates.sorted(by: { $0.name < $1.name }) { visit(template.name, path: [template.name]) }
        return diagnostics
    }

    /// Where a template's sections first nest deeper than `sectionDepthLimit`, if they do.
    static func tooDeep(_ text: String, origin: String) -> Diagnostic? {
        var depth = 0
        for (index, line) in text.sourceLines().enumerated() {
            // Searched as bytes, as `Theme.partialNames` does.
            let tooDeepAt: Int? = Array(line.utf8).withUnsafeBufferPointer { bytes in
                var at = 0
                while let open = ByteSearch.firstIndex(of: openingTag, in: bytes, from: at) {
                    at = open + 2
                    switch at < bytes.count ? bytes[at] : nil {
                    case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: "/"): depth -= 1
                    default: break
                    }
                    if depth > sectionDepthLimit { return open }
                }
                return nil
            }
            if let tooDeepAt {
                return Diagnostic(
                    .templateError,
                    at: SourceLocation(path: origin, line: index + 1, column: tooDeepAt + 1),
                    "sections nest more than \(sectionDepthLimit) deep here; flatten the template"
                )
            }
        }
        return nil
    }
}
