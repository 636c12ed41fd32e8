import DSGenCore
import Mustache

/// What `code-block.mustache` sees for one Swift fence: the code, and what lint finds in it.
struct CodeBlockContext {
    var language: String
    var code: String
    /// The code as HTML, coloured by swift-syntax's classification: made by the check stage from
    /// its own parse of the example.
    var highlighted: String
    var findings: [ExampleFinding] = []
    /// The views the example describes, drawn; nil for an example that draws nothing.
    var preview: PreviewFigure?
}

/// One lint finding in a Swift example: one its counter-example demonstrates, or a real one.
struct ExampleFinding {
    /// The line within the example, counting from 1.
    var line: Int
    var rule: String
    var message: String
    /// `shown` (a counter-example doing its job), `error` or `warning`.
    var kind: String
    var label: String

    /// The message up to its advice: what is wrong, for a preview's caption.
    var summary: String {
        message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? message
    }
}

extension CodeBlockContext: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "language": self.language
        case "code": self.code
        case "highlighted": self.highlighted
        case "findings": self.findings
        case "hasFindings": !self.findings.isEmpty
        case "preview": self.preview?.html
        default: nil
        }
    }
}

extension ExampleFinding: TemplateContext {
    func value(named key: String) -> Any? {
        switch key {
        case "line": self.line
        case "rule": self.rule
        case "message": self.message
        case "kind": self.kind
        case "label": self.label
        case "summary": self.summary
        default: nil
        }
    }
}
