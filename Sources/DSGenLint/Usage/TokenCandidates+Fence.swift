import DSGenCore

extension TokenCandidates.Kind {
    /// The proposal as a token fence, ready to paste into a page: `space8 8pt`, `opacity40 40%`.
    public var fence: String {
        let info = TokenCandidates.info(kind)
        let (header, name) = (info?.header ?? "candidates kind=number", info?.tokenName ?? "value")
        var lines = ["```tokens " + header]
        for (index, step) in proposal.steps.enumerated() {
            let number = Double(step.value) ?? 0
            switch kind {
            case "opacity":
                let percent = (number * 100).formatted
                lines.append("\(name)\(Self.identifier(percent)) \(percent)%")
            case "duration":
                let milliseconds = (number * 1000).formatted
                lines.append("\(name)\(Self.identifier(milliseconds)) \(milliseconds)ms")
            case "colour":
                lines.append("\(name)\(index + 1) \(step.value)")
            default:
                lines.append("\(name)\(Self.identifier(step.value)) \(step.value)pt")
            }
        }
        return (lines + ["```"]).joined(separator: "\n")
    }

    /// `1.5` → `1_5`, for a name.
    static func identifier(_ number: String) -> String {
        number.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "-", with: "minus")
    }
}
