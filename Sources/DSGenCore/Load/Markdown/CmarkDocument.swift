import CCmark
import Foundation

/// A libcmark document tree, owned for the time it takes to turn one file into a `Page`.
///
/// Not `Sendable`: the tree is mutated in place and freed when this object goes away.
final class CmarkDocument {
    private let root: OpaquePointer

    init(markdown: String) {
        var source = markdown
        root = source.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
        }
    }

    deinit { cmark_node_free(root) }

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

    /// The document as HTML. Raw HTML is kept: pages are written by the team that publishes them.
    func html() -> String { CmarkNode(pointer: root).html() }
}

/// A borrowed node of a `CmarkDocument`; valid only while its document lives.
struct CmarkNode {
    let pointer: OpaquePointer

    var type: cmark_node_type { cmark_node_get_type(pointer) }
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }
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
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let child = CmarkNode(pointer: node)
            switch child.type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += child.literal
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    func html() -> String {
        guard let rendered = cmark_render_html(pointer, CMARK_OPT_UNSAFE) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Puts a raw HTML block in this node's place and frees this node.
    func replace(withHTMLBlock html: String) {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
        cmark_node_set_literal(block, html)
        cmark_node_replace(pointer, block)
        cmark_node_free(pointer)
    }
}
