import DSGenCore
import Foundation
import Synchronization

/// What the site's search box searches: every page by its title and text, and every token by its
/// path, Swift name, values, alias and description, each with where it is. Written as a script
/// (`search-index.js`) rather than JSON, so that it loads from `file://` too, where browsers refuse to fetch files.
enum SearchIndex {
    static let path = "search-index.js"

    /// One entry of the index; a page has no `detail`. Encoded by Foundation's `JSONEncoder`
    /// straight from its fields.
    struct Entry: Encodable, Hashable, Sendable {
        var kind: String
        var title: String
        var detail: String?
        var text: String
        var url: String

        /// Hashes the text's length, not its bytes: `dsgen serve` looks up every entry on every save,
        /// and hashing thousands of pages' words was most of the search index's rebuild. Equal
        /// entries still compare the text.
        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(title)
            hasher.combine(detail)
            hasher.combine(url)
            hasher.combine(text.utf8.count)
        }
    }

    /// The script of `system`'s index. With a `cache`, an entry encoded for the last build is not
    /// encoded again: a save under `dsgen serve` changes one page of thousands, and encoding every page's
    /// text again took longer than rendering the page.
    static func script(for system: DesignSystem, cache: SearchEntryCache? = nil) -> Data {
        let entries = entries(of: system)
        guard let cache else { return parts(of: entries).reduce(into: Data()) { $0.append($1) } }
        let encoder = encoder()
        return joined(cache.encoded(entries) { encode($0, with: encoder) }, between: opening, and: closing)
    }

    /// The script of `system`'s index in parts, each encoded (on every core) when it is read, for
    /// a build that writes the index a part at a time: made whole beside every page's body, the
    /// index was the peak of a large build's memory.
    static func parts(for system: DesignSystem) -> some Sequence<Data> {
        parts(of: entries(of: system))
    }

    /// Every page by its title and words, then every token.
    private static func entries(of system: DesignSystem) -> [Entry] {
        let pages = system.pages.map { Entry(kind: "page", title: $0.title, text: $0.text, url: $0.outputPath) }
        let pagesByPath = Dictionary(
            system.pages.map { ($0.path, $0.outputPath) }, uniquingKeysWith: { first, _ in first }
        )
        let tokenURLs = Dictionary(
            system.blocks.flatMap { block in block.tokenPaths.map { ($0, pagesByPath[block.pagePath] ?? "") } },
            uniquingKeysWith: { first, _ in first }
        )
        let index = TokenIndexRenderer.page(among: system.pages).outputPath
        return pages + system.tokens.map { token in
            Entry(kind: "token", title: token.path, detail: token.token.swiftName, text: words(of: token),
                  url: (tokenURLs[token.path] ?? index) + "#" + TokenBlockRenderer.anchor(for: token.path))
        }
    }

    private static let opening = Array("window.dsgenSearchIndex = [".utf8)
    private static let closing = Array("];\n".utf8)

    /// The opening, the entries a few batches at a time, and the closing. The same bytes as the
    /// array encoded whole (compact JSON is its items between commas), encoded item by item: the
    /// array encoded whole held the index three times over (the encoder's tree of values, its
    /// output, the copy).
    private static func parts(of entries: [Entry]) -> UnfoldSequence<Data, Int> {
        let batch = 256
        let group = batch * ProcessInfo.processInfo.activeProcessorCount
        // The state is the first entry of the next part: -1 before the opening, past the entries
        // once the closing is made.
        return sequence(state: -1) { first -> Data? in
            if first < 0 {
                first = 0
                return Data(opening)
            }
            guard first < entries.count else {
                defer { first = entries.count + 1 }
                return first == entries.count ? Data(closing) : nil
            }
            let end = min(first + group, entries.count)
            let encoded = Array(stride(from: first, to: end, by: batch)).concurrentMap { start -> [[UInt8]] in
                let encoder = encoder()
                return entries[start..<min(start + batch, end)].map { encode($0, with: encoder) }
            }
            var part = Data()
            for (offset, item) in encoded.joined().enumerated() {
                if first + offset > 0 { part.append(UInt8(ascii: ",")) }
                part.append(contentsOf: item)
            }
            first = end
            return part
        }
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func encode(_ entry: Entry, with encoder: JSONEncoder) -> [UInt8] {
        Array((try? encoder.encode(entry)) ?? Data("{}".utf8))
    }

    /// `items` between commas, after `opening` and before `closing`, copied once into memory that
    /// becomes the `Data`: on a large site the index is megabytes, and each further copy (into
    /// a growing array, then into `Data`) cost each save under `dsgen serve` milliseconds. On Linux the memory
    /// is mapped with its pages filled in at once (`MAP_POPULATE`): touched one by one, their
    /// faults were most of the copy.
    static func joined(_ items: [[UInt8]], between opening: [UInt8], and closing: [UInt8]) -> Data {
        let count = items.reduce(opening.count + closing.count) { $0 + $1.count } + max(items.count - 1, 0)
        guard count > 0 else { return Data() }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
        guard let memory = mmap(nil, count, PROT_READ | PROT_WRITE, flags, -1, 0), memory != MAP_FAILED else {
            return Data()
        }
        let deallocator = Data.Deallocator.unmap
        #else
        guard let memory = malloc(count) else { return Data() }
        let deallocator = Data.Deallocator.free
        #endif
        var cursor = memory
        func copy(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { source in
                guard let base = source.baseAddress else { return }
                cursor.copyMemory(from: base, byteCount: source.count)
                cursor += source.count
            }
        }
        copy(opening)
        for (index, item) in items.enumerated() {
            if index > 0 { copy([UInt8(ascii: ",")]) }
            copy(item)
        }
        copy(closing)
        return Data(bytesNoCopy: memory, count: count, deallocator: deallocator)
    }

    /// What else finds a token: its values as written and as hex (`#FF3B30`), what it aliases,
    /// and its description.
    static func words(of token: ResolvedToken) -> String {
        var words: [String] = []
        for (_, value) in token.values.declaredByAppearance {
            words.append(value.text)
            if case .color(let color) = value, let hex = color.rgba?.hex { words.append(hex) }
        }
        for (_, value) in token.token.values.declaredByAppearance { words.append(value.text) }
        if let alias = token.aliasOf { words.append("alias of " + alias) }
        if let summary = token.token.summary { words.append(summary) }
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }.joined(separator: " ")
    }
}

/// The search index's entries as encoded for the last build of `dsgen serve`, in the order of that
/// build: a save changes one entry of thousands, and each is compared with the entry in its place
/// before it is looked up by value. (Building a dictionary of every entry on every save cost as
/// much as the rest of the index.)
public final class SearchEntryCache: Sendable {
    private let kept = Mutex<(entries: [SearchIndex.Entry], encoded: [[UInt8]])>(([], []))

    public init() {}

    /// Each of `entries` encoded, by `encode` where the last build did not encode it; keeps these alone.
    func encoded(_ entries: [SearchIndex.Entry], by encode: (SearchIndex.Entry) -> [UInt8]) -> [[UInt8]] {
        let last = kept.withLock { $0 }
        var byValue: [SearchIndex.Entry: [UInt8]]?
        let result = entries.indices.map { index in
            let entry = entries[index]
            if index < last.entries.count, last.entries[index] == entry { return last.encoded[index] }
            // An entry moved (a page added or removed before it): found by value.
            if byValue == nil {
                byValue = Dictionary(zip(last.entries, last.encoded), uniquingKeysWith: { first, _ in first })
            }
            return byValue?[entry] ?? encode(entry)
        }
        kept.withLock { $0 = (entries, result) }
        return result
    }
}
