/// Every token declared in the pages' token fences, in page order.
public struct TokenSpec: Sendable {
    public var tokens: [Token]
    public var blocks: [TokenBlock]
    /// Paths whose lines name a token but have an error: already reported, so references to
    /// them are not reported again.
    public var invalidPaths: Set<String>
    /// Fences that show tokens of a token file (`from=`), filled once the files are read.
    var sourced: [SourcedFence] = []
}

extension TokenSpec {
    /// Adds the tokens of token files after the pages' own; a path or Swift name declared twice,
    /// across a page and a file, is a duplicate.
    mutating func add(_ files: DTCGLoader.Result) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var byPath = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var bySwiftName = Dictionary(tokens.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
        var added: Set<String> = []
        for token in files.tokens {
            if let first = byPath[token.path] {
                diagnostics.append(Diagnostic(
                    .duplicateToken, at: token.location,
                    "'\(token.path)' is already declared at \(first.location); " +
                        "give this token another name or remove one of them"
                ))
            } else if let first = bySwiftName[token.swiftName] {
                diagnostics.append(Diagnostic(
                    .duplicateToken, at: token.location,
                    "\(token.swiftName) is already the Swift name of '\(first.path)' at \(first.location); " +
                        "give one of them another Swift name"
                ))
            } else {
                byPath[token.path] = token
                bySwiftName[token.swiftName] = token
                tokens.append(token)
                added.insert(token.path)
            }
        }
        // A page that shows a file's tokens (`from=`) becomes where they are listed.
        let fileOf = Dictionary(
            files.blocks.flatMap { block in block.tokenPaths.map { ($0, block.pagePath) } },
            uniquingKeysWith: { first, _ in first }
        )
        var shown: Set<String> = []
        for fence in sourced {
            let paths = files.tokens.map(\.path).filter {
                added.contains($0) && fileOf[$0] == fence.file && ($0 == fence.group || $0.hasPrefix(fence.group + "."))
            }
            guard let first = paths.first.flatMap({ byPath[$0] }) else {
                let known = Set(fileOf.values).contains(fence.file)
                diagnostics.append(Diagnostic(
                    .unresolvedAlias, at: fence.location,
                    known
                        ? "'\(fence.file)' declares no tokens in the group '\(fence.group)'"
                        : "'\(fence.file)' is not a token file of the content folder (*.tokens.json, *.xcassets)"
                ))
                continue
            }
            shown.formUnion(paths)
            let prefix = SpecReader.commonPrefix(of: paths.compactMap { byPath[$0]?.swiftName })
            blocks.append(TokenBlock(
                group: fence.group, kind: first.kind, swiftPrefix: prefix, pagePath: fence.pagePath,
                fenceIndex: fence.fenceIndex, tokenPaths: paths, layout: fence.layout
            ))
        }
        blocks += files.blocks.compactMap { block in
            var block = block
            block.tokenPaths = block.tokenPaths.filter { added.contains($0) && !shown.contains($0) }
            return block.tokenPaths.isEmpty ? nil : block
        }
        invalidPaths.formUnion(files.invalidPaths.subtracting(byPath.keys))
        return diagnostics
    }
}

/// Reads the token fences of all pages into tokens, reporting every problem in every fence.
public enum SpecReader {
    public static func read(_ pages: [Page]) -> (TokenSpec, [Diagnostic]) {
        read(pages, cache: nil)
    }

    /// With `cache`, lines unchanged since the last read are not parsed again.
    static func read(_ pages: [Page], cache: TokenLineCache?) -> (TokenSpec, [Diagnostic]) {
        cache?.beginRead()
        var tokens: [Token] = []
        var blocks: [TokenBlock] = []
        var diagnostics: [Diagnostic] = []
        var declared: [String: Token] = [:]
        var bySwiftName: [String: Token] = [:]
        var invalidPaths: Set<String> = []
        var sourced: [SourcedFence] = []
        // Room for every line up front: growing tables of thousands of tokens moved each token
        // again at every doubling.
        let lines = Self.tokenLineCount(pages)
        tokens.reserveCapacity(lines)
        declared.reserveCapacity(lines)
        bySwiftName.reserveCapacity(lines)
        for page in pages {
            for fence in page.fences where fence.language == "tokens" {
                if let (source, sourceDiagnostics) = SourcedFence.read(fence, on: page) {
                    diagnostics += sourceDiagnostics
                    sourced += source.map { [$0] } ?? []
                    continue
                }
                let (header, headerDiagnostics) = FenceHeader.read(fence)
                diagnostics += headerDiagnostics
                guard let header else {
                    invalidPaths.formUnion(Self.declaredPaths(fence))
                    continue
                }
                let parser = TokenLineParser(header: header)
                var block = TokenBlock(
                    group: header.group, kind: header.kind, swiftPrefix: header.swiftPrefix, pagePath: page.path,
                    fenceIndex: fence.index, tokenPaths: [], layout: header.layout
                )
                for line in fence.lines {
                    do {
                        let read = cache?.read(line, with: parser)
                            ?? Result { () throws(Diagnostic) -> Token? in try parser.parse(line) }
                        guard let token = try read.get() else { continue }
                        if let duplicate = Self.duplicate(token, declared: declared, bySwiftName: bySwiftName) {
                            diagnostics.append(duplicate)
                            continue
                        }
                        declared[token.path] = token
                        bySwiftName[token.swiftName] = token
                        tokens.append(token)
                        block.tokenPaths.append(token.path)
                    } catch {
                        diagnostics.append(error)
                        if let path = TokenLineParser.declaredPath(line, group: header.group) {
                            invalidPaths.insert(path)
                        }
                    }
                }
                blocks.append(block)
            }
        }
        return (TokenSpec(
            tokens: tokens, blocks: blocks, invalidPaths: invalidPaths.subtracting(declared.keys), sourced: sourced
        ), diagnostics)
    }

    /// How many lines the pages' token fences have.
    private static func tokenLineCount(_ pages: [Page]) -> Int {
        pages.reduce(0) { count, page in
            count + page.fences.reduce(0) { $0 + ($1.language == "tokens" ? $1.lines.count : 0) }
        }
    }

    /// The paths a fence whose header does not read would have declared: its lines' names in its group.
    private static func declaredPaths(_ fence: Fence) -> [String] {
        guard let group = FenceHeader.group(of: fence) else { return [] }
        return fence.lines.compactMap { TokenLineParser.declaredPath($0, group: group) }
    }

    /// A token whose path, or Swift name, an earlier token already has.
    private static func duplicate(
        _ token: Token, declared: [String: Token], bySwiftName: [String: Token]
    ) -> Diagnostic? {
        if let first = declared[token.path] {
            return Diagnostic(
                .duplicateToken, at: token.location,
                "'\(token.path)' is already declared at \(first.location); " +
                    "give this token another name or remove one of them"
            )
        }
        guard let first = bySwiftName[token.swiftName] else { return nil }
        return Diagnostic(
            .duplicateToken, at: token.location,
            "\(token.swiftName) is already the Swift name of '\(first.path)' " +
                "at \(first.location); give one of the groups another swift= prefix"
        )
    }

    /// The Swift names' shared namespace: `DesignSystem.Component.Button` for a fence that shows
    /// `DesignSystem.Component.Button.Primary.Bg.rest` and `DesignSystem.Component.Button.Danger.Fg.rest`.
    static func commonPrefix(of swiftNames: [String]) -> String {
        guard var common = swiftNames.first?.split(separator: ".").dropLast() else { return "" }
        for name in swiftNames.dropFirst() {
            let parts = name.split(separator: ".").dropLast()
            let shared = zip(common, parts).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        return common.joined(separator: ".")
    }
}
