import Mustache

// What `code-block.mustache` sees of an example's previews.

extension PreviewFigure: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "appearances": self.appearances
        case "panes": self.panes
        case "isPair": self.isPair
        case "notDrawn": self.notDrawn
        case "hasNotDrawn": !self.notDrawn.isEmpty
        default: nil
        }
    }
}

extension PreviewFigure.Pane: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "label": self.label
        case "kind": self.kind
        case "canvases": self.canvases
        case "findings": self.findings
        case "hasFindings": !self.findings.isEmpty
        default: nil
        }
    }
}

extension PreviewFigure.Canvas: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "appearance": self.appearance
        case "caption": self.caption
        case "style": self.style
        case "html": self.html
        default: nil
        }
    }
}

extension NotDrawn: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "call": self.call
        case "line": self.line
        case "hasLine": self.line > 0
        default: nil
        }
    }
}
