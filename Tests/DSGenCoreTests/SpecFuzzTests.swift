import Testing
@testable import DSGenCore

/// Mangled token lines never crash the reader, and every problem is reported on the line it is
/// about, at a column inside that line.
struct SpecFuzzTests {
    /// A small deterministic generator, so a failure here reproduces exactly.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    static let seeds: [(kind: String, line: String)] = [
        ("color", "goals  #FF9500 | #FF9F0A | #C93400 | #FFB340  // Goals"),
        ("color", "faded  {colors.goals}.opacity(15%)  @deprecated({colors.goals})"),
        ("dimension", "md  16pt  // Standard"),
        ("typography", "hero  system(size: 48pt, weight: bold, design: rounded)"),
        ("typography", "label  custom(\"Inter\", size: 15pt, relativeTo: body).monospacedDigit()"),
        ("gradient", "scrim  linear(stops: [clear 0%, black.opacity(0.4) 100%], startPoint: top, endPoint: bottom)"),
        (
            "gradient",
            "vignette  radial(colors: [clear, black.opacity(0.25)], center: center, startRadius: 0pt, endRadius: 400pt)"
        ),
        (
            "palette",
            "ocean  palette(colors: [#0A4D68, teal, {colors.goals}], gradientIndices: [0, 2], gradientOpacities: " +
                "[0.35, 0.2])"
        ),
        ("shadow", "card  shadow(color: black.opacity(0.08), radius: 8pt, y: 2pt)"),
        ("duration", "quick  150ms"),
    ]

    static let alphabet: [Character] = Array("#{}()[],:.|@/\"% -+0123456789abcxyzABCptms\t\u{FF10}é✅")

    @Test func mangledLinesNeverCrashAndReportInsideTheLine() {
        var random = SeededGenerator(state: 2026)
        var linesWithProblems = 0
        for _ in 0..<3000 {
            let (kind, seed) = Self.seeds.randomElement(using: &random)!
            var line = Array(seed)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...line.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: line.insert(Self.alphabet.randomElement(using: &random)!, at: position)
                case 1 where position < line.count: line.remove(at: position)
                default: line.insert(contentsOf: line[position...].prefix(6), at: position)
                }
            }
            let text = String(line)
            let fixture = SpecFixture([
                "colors.md": "```tokens colors kind=color\ngoals orange\n```\n",
                "page.md": "# P\n\n```tokens group kind=\(kind)\n\(text)\n```\n",
            ])
            if !fixture.diagnostics.isEmpty { linesWithProblems += 1 }
            for diagnostic in fixture.diagnostics {
                #expect(
                    diagnostic.location.path == "page.md" && diagnostic.location.line == 4, "\(text) → \(diagnostic)")
                #expect((1...text.utf8.count + 1).contains(diagnostic.location.column), "\(text) → \(diagnostic)")
            }
        }
        // The checks above only bite where mangling produced problems: most lines must.
        #expect(linesWithProblems >= 2500, "only \(linesWithProblems) of 3,000 mangled lines were reported")
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let fixture = SpecFixture(kind: "gradient", "deep " + String(repeating: "linear(colors: [", count: 40))
        #expect(summaries(fixture.diagnostics) == ["4:140 [invalid_value] brackets are nested more than 16 deep"])
    }

    @Test func fullWidthDigitsAreNotHex() {
        #expect(RGBA(hex: "#\u{FF10}\u{FF10}\u{FF10}") == nil)
    }
}
