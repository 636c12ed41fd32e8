import DSGenCore
import DSGenSwift

/// What an example's code says, as far as a preview reads it: a small tree of calls, names and
/// literals, read from the example's syntax tree once (when the check stage parses it) and drawn
/// later by the site, which knows the tokens and every example's views.
public indirect enum PreviewExpr: Hashable, Sendable {
    /// `Text("A")`, `HStack { … }`, or a modifier `.padding(16)` on its `base`.
    case call(PreviewCall)
    /// A name or a path of names: `title`, `.red`, `Color.red`, `DesignSystem.Spacing.md`.
    case name(String)
    case string(String)
    case number(Double)
    case bool(Bool)
    /// A colour written by its numbers (`Color(red:green:blue:)`, `Color(hex:)`), or a system colour
    /// under a literal opacity; `dark` when the form follows dark mode.
    case color(light: RGBA, dark: RGBA?)
    /// A font written by its numbers: `.system(size: 11, weight: .semibold)`, `.custom("Inter", size: 15)`.
    case font(Typography)
    /// Two operands and `+`, `-`, `*` or `/`: `DesignSystem.Spacing.xs - 2`.
    case binary(PreviewExpr, String, PreviewExpr)
    /// `[.top, .leading]`.
    case array([PreviewExpr])
    /// A closure's statements: a view builder's views.
    case closure([PreviewExpr])
    /// `if let a, let b { … }` in a view builder: the views shown when every name has a value.
    case ifLet(names: [String], then: [PreviewExpr])
    /// Anything else, as written (shortened): a preview names it instead of guessing.
    case other(String, line: Int)
}

/// A call: its name (with a leading dot when written `.system(…)` on no base), the value it is
/// made on, and its arguments, trailing closures last.
public struct PreviewCall: Hashable, Sendable {
    public var base: PreviewExpr?
    public var name: String
    public var arguments: [PreviewArgument]
    /// The line of the call in the example, counted from 1.
    public var line: Int

    public init(base: PreviewExpr?, name: String, arguments: [PreviewArgument], line: Int) {
        self.base = base
        self.name = name
        self.arguments = arguments
        self.line = line
    }

    /// The argument labelled `label`.
    public func argument(_ label: String) -> PreviewExpr? {
        arguments.first { $0.label == label }?.value
    }

    /// The unlabelled arguments in order, trailing closures included.
    public var unlabelled: [PreviewExpr] {
        arguments.filter { $0.label == nil }.map(\.value)
    }

    /// The first closure argument: a stack's content, a button's action.
    public var firstClosure: [PreviewExpr]? {
        for argument in arguments { if case .closure(let body) = argument.value { return body } }
        return nil
    }
}

public struct PreviewArgument: Hashable, Sendable {
    public var label: String?
    public var value: PreviewExpr

    public init(label: String?, value: PreviewExpr) {
        self.label = label
        self.value = value
    }
}

/// A view an example declares, which other examples may use by name: a `View`'s `body`, a
/// `ViewModifier`'s `body(content:)`, or a function of `extension View`.
public struct PreviewDeclaration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case view, modifier, function
    }

    public struct Parameter: Hashable, Sendable {
        /// The label a caller writes (nil for `_`), and the name the body uses.
        public var label: String?
        public var name: String
        public var defaultValue: PreviewExpr?
    }

    public var kind: Kind
    public var name: String
    /// What a caller passes: the stored properties (in order, as the memberwise initialiser takes
    /// them), the parameters of the type's own `init`, or the function's parameters.
    public var parameters: [Parameter]
    /// For a type with its own `init`: each property it sets (`self.title = title`), in terms of
    /// the parameters, and each other property's default.
    public var properties: [String: PreviewExpr]?
    public var body: [PreviewExpr]
}

/// The top-level views of an example and the views it declares.
public struct ExamplePreview: Hashable, Sendable {
    /// A role's raw value is its name in the page's HTML (`preview-dont`).
    public enum Role: String, Hashable, Sendable {
        /// Not under a marker.
        case plain
        /// After `// ❌ DON'T`.
        case dont
        /// After `// ✅ DO`.
        case `do`

        /// The role a marker gives the statements after it; nil for any other comment directive.
        init?(_ directive: CommentDirective) {
            switch directive.kind {
            case .counterexample: self = .dont
            case .example: self = .do
            default: return nil
            }
        }
    }

    public struct Item: Hashable, Sendable {
        public var view: PreviewExpr
        public var role: Role
        /// The lines the statement spans in the example, counted from 1.
        public var lines: ClosedRange<Int>

        public init(view: PreviewExpr, role: Role, lines: ClosedRange<Int>) {
            self.view = view
            self.role = role
            self.lines = lines
        }
    }

    public let items: [Item]
    public let declarations: [PreviewDeclaration]
    /// A hash of `declarations` (for this process), worked out once: `dsgen serve` compares every
    /// example's declarations on each rebuild, and hashing them all again was 4% of a rebuild of
    /// 5,000 pages.
    public let declarationsKey: Int

    public init(items: [Item] = [], declarations: [PreviewDeclaration] = []) {
        self.items = items
        self.declarations = declarations
        declarationsKey = declarations.hashValue
    }
}

extension PreviewExpr {
    /// The name, for a name.
    public var name: String? {
        if case .name(let name) = self { name } else { nil }
    }

    /// Modifiers written on no view (`.padding(8).background(.red)`) applied to `base`; nil when
    /// the chain does not start with such a modifier.
    public func applied(to base: PreviewExpr) -> PreviewExpr? {
        guard case .call(var call) = self else { return nil }
        if let inner = call.base {
            guard let applied = inner.applied(to: base) else { return nil }
            call.base = applied
        } else {
            guard call.name.hasPrefix(".") else { return nil }
            call.name.removeFirst()
            call.base = base
        }
        return .call(call)
    }

    /// The expression with each name of `bindings` replaced by its value: a view's body with the
    /// arguments it was given.
    public func substituting(_ bindings: [String: PreviewExpr]) -> PreviewExpr {
        guard !bindings.isEmpty else { return self }
        switch self {
        case .name(let name):
            return bindings[name] ?? self
        case .call(var call):
            call.base = call.base?.substituting(bindings)
            call.arguments = call.arguments.map {
                PreviewArgument(label: $0.label, value: $0.value.substituting(bindings))
            }
            return .call(call)
        case .binary(let left, let operation, let right):
            return .binary(left.substituting(bindings), operation, right.substituting(bindings))
        case .array(let elements):
            return .array(elements.map { $0.substituting(bindings) })
        case .closure(let statements):
            return .closure(statements.map { $0.substituting(bindings) })
        case .ifLet(let names, let then):
            // A name bound to nothing stays unbound, and the branch is left out.
            let present = names.allSatisfy { bindings[$0] != nil }
            return present ? .closure(then.map { $0.substituting(bindings) }) : .closure([])
        case .string, .number, .bool, .color, .font, .other:
            return self
        }
    }
}
