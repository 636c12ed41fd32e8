import DSGenCore
import DSGenLint
import DSGenSite
import DSGenSwift
import Foundation

/// What a fuzz target does with its input: each one hands the bytes to dsgen's own entry points,
/// the way a file in a user's content folder or Swift sources would reach them. A crash, a hang or
/// a runaway allocation is a finding; diagnostics are the expected answer to bad input.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A token fence: the first line is its info string after `tokens` (the group and its
    /// attributes), the rest its lines. It stands on a page beside tokens it can alias; the spec
    /// is read and resolved.
    case spec
    /// A whole Markdown page: parsed, its tokens read and resolved, its Swift fences linted and
    /// drawn as previews.
    case page
    /// A Mustache template in place of the theme's template the first line names (or, when it
    /// names none, one chosen by its length), loaded and rendering a one-page site.
    case template
    /// A DTCG file loaded with the content folder: a resolver beside two token files when it
    /// mentions `"sets"` or `"modifiers"`, a token file otherwise.
    case dtcg
    /// A Swift file, linted against a spec of every kind the lint rules match, and drawn as an
    /// example's preview.
    case lint
    /// What `dsgen mcp` reads on standard input: the bytes, in reads of the sizes the first byte
    /// says, split into lines (with a small limit, so that long lines are refused too) and each
    /// checked as a JSON-RPC message, and the answers' ids read back.
    case mcp

    /// Runs the target once and returns the diagnostics dsgen gave, one line each, with the run's
    /// scratch folder written `<root>`. Input that is not UTF-8 text is still used where dsgen reads
    /// bytes (templates, DTCG files); where it reads text it is refused before parsing, as dsgen does.
    @discardableResult
    public func run(_ data: Data) -> [String] {
        switch self {
        case .spec: Self.spec(data)
        case .page: Self.page(data)
        case .template: Self.template(data)
        case .dtcg: Self.dtcg(data)
        case .lint: Self.lint(data)
        case .mcp: Self.mcp(data)
        }
    }

    private static func mcp(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        let step = max(1, Int(bytes.first ?? 1))
        var lines = MessageLines(limit: 4096)
        var events: [MessageLines.Event] = []
        for start in stride(from: 0, to: bytes.count, by: step) {
            events += lines.append(bytes[start..<min(start + step, bytes.count)])
        }
        if let last = lines.finish() { events.append(last) }
        return events.map { event in
            guard case .line(let line) = event else { return "too long" }
            switch MessageCheck.check(line) {
            case .ignore: return "blank"
            case .reject(let response): return response
            case .forward(let requests): return "forward " + requests.joined(separator: ",")
                + " " + MessageCheck.answered(Data(line)).joined(separator: ",")
            }
        }
    }

    private static func spec(_ data: Data) -> [String] {
        guard let text = String(validating: data, as: UTF8.self) else { return [] }
        let info = text.prefix { $0 != "\n" }
        let lines = text.dropFirst(info.count + 1)
        let page = "# Fuzz\n\n```tokens \(info)\n\(lines)\n```\n"
        return DesignSystem.read(
            [FuzzSpec.page, PageParser.parse(page, path: "fuzz.md", displayPath: "fuzz.md")]
        ).1.map(\.description)
    }

    private static func page(_ data: Data) -> [String] {
        guard let text = String(validating: data, as: UTF8.self) else { return [] }
        let page = PageParser.parse(text, path: "fuzz.md", displayPath: "fuzz.md")
        let (system, diagnostics) = DesignSystem.read([FuzzSpec.page, page])
        _ = page.html(fillingFences: \.code)
        _ = ExamplePreviews.html(of: page.fences.filter { $0.language == "swift" }.map(\.code), system: system)
        let findings = Linter(system: system).lint(SwiftSource.fences(of: [page])).flatMap(\.findings)
        return (diagnostics + findings.map(\.diagnostic)).map(\.description)
    }

    private static func template(_ data: Data) -> [String] {
        let firstLine = data.prefix { $0 != UInt8(ascii: "\n") }
        let named = String(decoding: firstLine, as: UTF8.self)
        let name = FuzzSpec.templateNames.contains(named)
            ? named : FuzzSpec.templateNames[firstLine.count % FuzzSpec.templateNames.count]
        let template = data.dropFirst(firstLine.count + 1)
        return ScratchFolder.with(
            ["content/index.md": Data(FuzzSpec.markdown.utf8), "templates/\(name).mustache": template]
        ) { root in
            let options = BuildOptions(
                contentDirectory: root + "/content",
                templatesDirectory: root + "/templates",
                outputDirectory: root + "/site"
            )
            do throws(DiagnosticError) {
                return try SiteBuilder(options: options).render().warnings
            } catch {
                return error.diagnostics
            }
        }
    }

    private static func dtcg(_ data: Data) -> [String] {
        let isResolver = data.firstRange(of: Data(#""sets""#.utf8)) != nil
            || data.firstRange(of: Data(#""modifiers""#.utf8)) != nil
        let files: [String: Data] = isResolver
            ? [
                "fuzz.resolver.json": data,
                "base.tokens.json": Data(FuzzSpec.baseTokens.utf8),
                "dark.tokens.json": Data(FuzzSpec.darkTokens.utf8)
            ]
            : ["fuzz.tokens.json": data]
        return ScratchFolder.with(files) { root in ContentLoader.load(contentDirectory: root).1 }
    }

    private static func lint(_ data: Data) -> [String] {
        guard let text = String(validating: data, as: UTF8.self) else { return [] }
        // Parsed once, as a build's example pass parses each example once for lint and preview.
        let tree = WalkableTree(text)
        // The same code as an example, drawn as a preview: what is drawn is not compared, only run.
        _ = ExamplePreviews.html(of: [(text, tree)], system: FuzzSpec.linter.system)
        return FuzzSpec.linter.lint(SwiftSource(path: "Fuzz.swift", text: text, origin: .file), tree).findings
            .map(\.diagnostic.description)
    }
}
