import CCmark
import Foundation

/// A libcmark-gfm document tree, owned for the time it takes to turn one file into a `Page`.
///
/// Markdown is read as GitHub renders it: CommonMark plus the `table`, `strikethrough`,
/// `autolink` and `tasklist` extensions. Not `Sendable`: the tree is mutated in place and freed
/// when this object goes away.
final class CmarkDocument {
    /// The GitHub extensions every page is parsed with; their order is the order they are attached.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    private let root: OpaquePointer
    /// Held while a page is parsed. libcmark-gfm adds its extensions' special characters (`:`
    /// and `w` for autolinks, `~`) to one table shared by the whole process when a parse starts
    /// on its inlines, in `cmark_parser_finish`, and removes them at the end: two parses at
    /// once would take them from each other, and a page would lose its links or strikethrough
    /// at random. The table extension of releases later than Debian's 0.29.0.gfm.6 (upstream's,
    /// which Homebrew ships) does the same for each table row it reads while the lines are fed,
    /// so the feeding holds the lock too. On a 1,000-page build that cost nothing measurable: most of a page's
    /// reading is dsgen's own work on the tree, outside the lock.
    private static let parsing = NSLock()
    /// The extensions the parser used, kept for rendering: the HTML renderer asks each one how
    /// to render its own nodes (a table's cells, a task's checkbox).
    private let extensions: UnsafeMutablePointer<cmark_llist>?

    init(markdown: String) {
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            if let syntax = CmarkExtensions.find(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var source = markdown
        root = Self.parsing.withLock {
            source.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    cmark_parser_feed(parser, chars.baseAddress, chars.count)
                }
            }
            return cmark_parser_finish(parser)
        }
        // The list belongs to the parser; a copy outlives it for rendering.
        extensions = Self.copy(cmark_parser_get_syntax_extensions(parser))
    }

    deinit {
        cmark_node_free(root)
        cmark_llist_free(cmark_get_default_mem_allocator(), extensions)
    }

    /// Every node of the tree, in document order.
    func nodes() -> [CmarkNode] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var result: [CmarkNode] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                result.append(CmarkNode(pointer: node))
            }
        }
        return result
    }

    /// The document, or one of its nodes, as HTML. Raw HTML is kept: pages are written by the
    /// team that publishes them.
    func html(of node: CmarkNode? = nil) -> String {
        guard let rendered = cmark_render_html(node?.pointer ?? root, CMARK_OPT_UNSAFE, extensions) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    private static func copy(_ list: UnsafeMutablePointer<cmark_llist>?) -> UnsafeMutablePointer<cmark_llist>? {
        var copy: UnsafeMutablePointer<cmark_llist>?
        var item = list
        while let current = item {
            copy = cmark_llist_append(cmark_get_default_mem_allocator(), copy, current.pointee.data)
            item = current.pointee.next
        }
        return copy
    }
}

/// The GitHub extensions, registered once per process before the first lookup.
enum CmarkExtensions {
    /// Registration writes a process-wide registry; a `static let` runs it exactly once, thread-safely.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// The syntax extension called `name`, or nil if this libcmark-gfm lacks it.
    static func find(_ name: String) -> OpaquePointer? {
        _ = registered
        return cmark_find_syntax_extension(name)
    }
}

/// A borrowed node of a `CmarkDocument`; valid only while its document lives.
struct CmarkNode {
    let pointer: OpaquePointer

    var type: cmark_node_type { cmark_node_get_type(pointer) }
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }

    /// The literal's bytes, read where libcmark-gfm keeps them rather than copied into a String.
    func withLiteralBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let literal = cmark_node_get_literal(pointer) else {
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let count = strlen(literal)
        return literal.withMemoryRebound(to: UInt8.self, capacity: count + 1) {
            body(UnsafeBufferPointer(start: $0, count: count))
        }
    }
    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }

    var url: String {
        get { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { cmark_node_set_url(pointer, newValue) }
    }

    /// The text a reader sees in this node and its children, without markup.
    var plainText: String {
        guard let iterator = cmark_iter_new(pointer) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let node = cmark_iter_get_node(iterator) else { continue }
            let child = CmarkNode(pointer: node)
            switch child.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += child.literal
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    /// Puts a raw HTML block in this node's place and frees this node.
    func replace(withHTMLBlock html: String) {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
        cmark_node_set_literal(block, html)
        cmark_node_replace(pointer, block)
        cmark_node_free(pointer)
    }
}
