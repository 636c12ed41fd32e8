import DSGenFuzz
import Foundation
import Testing

/// Every input kept from fuzzing (a crash, a hang, or a hostile case worth keeping) runs through
/// its target again, and gives the diagnostics recorded beside it in `NAME.expected`: what dsgen
/// says about it now, located, instead of what it once did.
struct FuzzInputTests {
    static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs")

    /// `target/name` of every kept input, in a stable order.
    static let kept: [String] = FuzzTarget.allCases.flatMap { target in
        let folder = inputs.appendingPathComponent(target.rawValue).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasSuffix(".expected") }.sorted().map { "\(target.rawValue)/\($0)" }
    }

    @Test(arguments: kept)
    func keptInputGivesItsRecordedDiagnostics(_ input: String) throws {
        let target = try #require(FuzzTarget(rawValue: String(input.prefix { $0 != "/" })))
        let data = try Data(contentsOf: Self.inputs.appendingPathComponent(input))
        let diagnostics = target.run(data).joined(separator: "\n")
        let expected = Self.inputs.appendingPathComponent(input + ".expected")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data((diagnostics + "\n").utf8).write(to: expected)
            Issue.record("Recorded \(input).expected; run again without RECORD_GOLDEN")
            return
        }
        #expect(diagnostics + "\n" == (try String(contentsOf: expected, encoding: .utf8)))
    }

    @Test func everyTargetHasKeptInputs() {
        for target in FuzzTarget.allCases {
            #expect(Self.kept.contains { $0.hasPrefix(target.rawValue + "/") }, "no kept input for \(target.rawValue)")
        }
    }
}
