import DSGenCore
import DSGenSwift
import SwiftSyntax

/// An animation's duration or timing curve written as numbers where motion tokens exist: a
/// duration in `withAnimation`, `.animation` or a spring, the four numbers of a timing curve,
/// and a whole animation that equals a transition token.
struct HardcodedMotionRule: SwiftRule {
    var sites: RuleSites { [.numbers, .calls] }
    var description: RuleDescription { Self.rule }

    static let rule = RuleDescription(
        id: .hardcodedMotion,
        summary: "An animation's duration or curve is written as numbers where a motion token exists.",
        severity: .warning,
        hardcoded: HardcodedValues(allowing: .numbers(byDefault: [])) {
            !$0.kinds.isDisjoint(with: [.duration, .cubicBezier, .transition])
        },
        triggering: [
            "withAnimation(.easeInOut(duration: ↓0.25)) { isOpen.toggle() }",
            "Text(\"Hi\").animation(.easeOut(duration: ↓0.3), value: isOpen)",
            "withAnimation(.spring(response: ↓0.4, dampingFraction: 0.8)) { isOpen.toggle() }",
            "withAnimation(.spring(duration: ↓0.5, bounce: 0.2)) {}",
            "withAnimation(↓.timingCurve(0.2, 0, 0, 1, duration: 0.25)) { isOpen.toggle() }",
            "withAnimation(↓Animation.timingCurve(0.2, 0, 0, 1, duration: ↓0.3)) {}",
            "withAnimation(↓.easeIn(duration: 0.2)) {}",
            "Text(\"Hi\").transition(.opacity.animation(.linear(duration: ↓0.15)))",
            "let fade = Animation.snappy(duration: ↓0.25)",
        ],
        nonTriggering: [
            "withAnimation(.easeInOut(duration: DesignSystem.Motion.standard)) { isOpen.toggle() }",
            "withAnimation(DesignSystem.Transitions.expand) { isOpen.toggle() }",
            "withAnimation(.timingCurve(DesignSystem.Curves.standard, duration: DesignSystem.Motion.standard)) {}",
            "withAnimation(.easeInOut) { isOpen.toggle() }",
            "withAnimation(.spring(response: DesignSystem.Motion.slow, dampingFraction: 0.8)) {}",
            "Player(url: url).seek(duration: 0.25)",
            "enum DesignSystem { enum Motion { static let standard = 0.25 } }",
        ]
    )

    /// Animations whose `duration:` (or a spring's `response:`) is a duration.
    static let animations: Set<String> = [
        "easeIn", "easeOut", "easeInOut", "linear", "timingCurve", "spring", "interactiveSpring",
        "interpolatingSpring", "smooth", "snappy", "bouncy",
    ]

    static func isDurationLabel(_ label: String) -> Bool { label == "duration" || label == "response" }

    func check(_ number: NumberSite, in file: LintFile) {
        guard let label = number.label, Self.isDurationLabel(label), Self.animations.contains(number.callName),
              file.looks(file.catalog.kinds.contains(.duration)), !file.isInsideDefinition,
              !file.configuration.allows(description.id, number: number.value),
              Self.animation(number.call, in: file.catalog) == nil else { return }
        let match = file.catalog.numbers(number.value, kind: .duration) { Self.seconds(of: $0.token.values.light) }
        file.report(
            description, at: number.expression,
            "hard-coded duration \(number.value.formatted) s" + match.advice(describing: Self.describe),
            replacement: match.fix?.swiftName, value: HardcodedValue(kind: "duration", number: number.value)
        )
    }

    func check(_ call: FunctionCallExprSyntax, in file: LintFile) {
        // Asked of every call: the flag first, the name (a new string) only then.
        guard file.looks(file.catalog.hasMotion), let name = call.calleeName,
              name == "timingCurve" || CubicBezier.named[name] != nil, !file.isInsideDefinition else { return }
        if let (node, token) = Self.animation(call, in: file.catalog) {
            file.report(
                description, at: node, "hard-coded animation '\(file.text(of: node))'; use \(token.swiftName)",
                replacement: token.swiftName
            )
        } else if let token = Self.curve(of: call, in: file.catalog) {
            file.report(
                description, at: call,
                "hard-coded timing curve \(Self.literals(of: call).map(\.formatted).joined(separator: ", ")); " +
                    "use .timingCurve(\(token.swiftName), duration: …)"
            )
        }
    }

    /// The whole animation, `.easeIn(duration: 0.2)` or `.timingCurve(…).delay(0.1)`, and the one
    /// transition token that has its curve, duration and delay.
    static func animation(
        _ call: FunctionCallExprSyntax, in catalog: TokenCatalog
    ) -> (ExprSyntax, TokenCatalog.Candidate)? {
        guard let name = call.calleeName, catalog.kinds.contains(.transition),
              let curve = CubicBezier.named[name] ?? timingCurve(of: call),
              let duration = call.argument("duration")?.literalNumber else { return nil }
        var node = ExprSyntax(call), delay = 0.0
        if let member = call.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "delay",
           let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id,
           outer.arguments.count == 1, let seconds = outer.arguments.first?.expression.literalNumber {
            node = ExprSyntax(outer)
            delay = seconds
        }
        let tokens = catalog.candidates(.transition).filter { candidate in
            guard case .transition(let transition) = candidate.token.values.light else { return false }
            return abs(transition.duration - duration * 1000) < 0.5 && abs(transition.delay - delay * 1000) < 0.5
                && zip(transition.timing.components, curve.components).allSatisfy { abs($0 - $1) < 0.001 }
        }
        let roots = TokenCatalog.withoutAliases(tokens)
        return roots.count == 1 ? (node, roots[0]) : nil
    }

    /// The one curve token equal to the four numbers of `.timingCurve(…)`.
    static func curve(of call: FunctionCallExprSyntax, in catalog: TokenCatalog) -> TokenCatalog.Candidate? {
        guard call.calleeName == "timingCurve", let curve = timingCurve(of: call) else { return nil }
        let tokens = catalog.candidates(.cubicBezier).filter { candidate in
            guard case .cubicBezier(let token) = candidate.token.values.light else { return false }
            return zip(token.components, curve.components).allSatisfy { abs($0 - $1) < 0.001 }
        }
        let roots = TokenCatalog.withoutAliases(tokens)
        return roots.count == 1 ? roots[0] : nil
    }

    /// The curve of `.timingCurve(0.2, 0, 0, 1, duration: …)`, when its four numbers are literals.
    static func timingCurve(of call: FunctionCallExprSyntax) -> CubicBezier? {
        guard call.calleeName == "timingCurve" else { return nil }
        let numbers = literals(of: call)
        guard numbers.count == 4 else { return nil }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// The unlabelled literal numbers of a call.
    static func literals(of call: FunctionCallExprSyntax) -> [Double] {
        let unlabelled = call.arguments.filter { $0.label == nil }
        let numbers = unlabelled.compactMap(\.expression.literalNumber)
        return numbers.count == unlabelled.count ? numbers : []
    }

    static func seconds(of value: TokenValue) -> Double? {
        if case .duration(let milliseconds) = value { milliseconds / 1000 } else { nil }
    }

    /// `DesignSystem.Motion.standard (0.25 s)`.
    static func describe(_ candidate: TokenCatalog.Candidate) -> String {
        seconds(of: candidate.token.values.light).map { "\(candidate.swiftName) (\($0.formatted) s)" }
            ?? candidate.swiftName
    }
}
