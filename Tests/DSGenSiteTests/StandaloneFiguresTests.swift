@testable import DSGenCore
import DSGenLint
import Testing
@testable import DSGenSite

/// A build that keeps nothing draws the preview of an example that stands alone as soon as it is
/// read, and lets its reading go; every other example is drawn with all the examples'
/// declarations. The figures are the same either way.
struct StandaloneFiguresTests {
    private static let pages = [
        // Declares a view that b.md uses: neither stands alone.
        "a.md": "# A\n\n```swift\nstruct Badge: View {\n    var body: some View { Text(\"New\").padding(4) }\n}\n"
            + "\n#Preview {\n    Badge()\n}\n```\n",
        "b.md": "# B\n\n```swift\nVStack {\n    Badge()\n    Text(\"b\")\n}\n```\n",
        // Its own view, written nowhere else; and plain views.
        "c.md": "# C\n\n```swift\nstruct Card: View {\n    var title = \"Card\"\n"
            + "    var body: some View { Text(title).padding(12).background(.blue) }\n}\n```\n\n"
            + "```swift\nText(\"c\").padding(8)\n```\n",
        // Declares Row twice in one example (the first wins) and names it in its fence's options.
        "d.md": "# D\n\n```swift preview=Row\nstruct Row: View {\n    var body: some View { Text(\"one\") }\n}\n"
            + "struct Row: View {\n    var body: some View { Text(\"two\") }\n}\n```\n",
        // Names Chip, which e2.md declares: both wait for every declaration.
        "e.md": "# E\n\n```swift\nHStack {\n    Chip(label: \"e\")\n}\n```\n",
        "e2.md": "# E2\n\n```swift\nstruct Chip: View {\n    let label: String\n"
            + "    var body: some View { Text(label).padding(2) }\n}\n```\n",
        // A modifier alone, drawn on a sample text, whose function another fence declares.
        "f.md": "# F\n\n```swift\nextension View {\n    func tinted() -> some View {\n        padding(6)\n"
            + "    }\n}\n```\n\n```swift\n.tinted()\n```\n",
        // A view only another fence's preview= names.
        "g.md": "# G\n\n```swift\nstruct Tile: View {\n    var body: some View { Text(\"tile\").padding(3) }\n}\n```\n",
        "h.md": "# H\n\n```swift preview=Tile\nText(\"h\")\n```\n",
    ]

    private static func run(cache: ExampleCache?) -> (SiteFigures, ExamplePass.Drawn) {
        let read = pages.keys.sorted().map { PageParser.parse(pages[$0] ?? "", path: $0, displayPath: $0) }
        let (system, diagnostics) = DesignSystem.read(read)
        let check = Check(system, configuration: LintConfiguration())
        let (linted, shown, early) = ExamplePass.run(check, loading: diagnostics, cache: cache, previews: true)
        let figures = SiteFigures.checked(check, linted: linted, shown: shown, early: early, cache: cache).0
        return (figures, early)
    }

    @Test func anExampleThatStandsAloneIsDrawnAsItIsRead() {
        let early = Self.run(cache: nil).1
        #expect(early.keys.sorted() == ["c.md", "d.md"])
        #expect(early["c.md"]?.keys.sorted() == [0, 1])
    }

    @Test func theFiguresAreTheOnesEveryDeclarationGives() {
        let (standalone, early) = Self.run(cache: nil)
        let (whole, none) = Self.run(cache: ExampleCache())
        #expect(none.isEmpty)
        for path in Self.pages.keys.sorted() {
            let drawn = standalone.figures[path] ?? [:]
            #expect(drawn.keys.sorted() == (whole.figures[path] ?? [:]).keys.sorted(), "\(path)")
            for (index, figure) in drawn {
                let text = PreviewFixture.text(of: figure)
                #expect(text == PreviewFixture.text(of: whole.figures[path]?[index]), "\(path) \(index)")
                #expect(!text.contains("not drawn: Badge") && !text.contains("not drawn: Chip"), "\(path)")
                #expect(!text.contains("not drawn: .tinted") && !text.contains("not drawn: Tile"), "\(path)")
            }
        }
        let row = PreviewFixture.text(of: standalone.figures["d.md"]?[0])
        #expect(row.contains("one") && !row.contains("two"))
        #expect(early["b.md"] == nil)
    }

    @Test func namesAreReadFromTheText() {
        let names = ExampleNames([
            "struct A: View {}\nfunc tinted() {}",
            "struct B: View { var body: some View { A() } }",
            "Text(\"C\") // a struct of words",
        ])
        #expect(names.isComplete)
        #expect(!names.isOwn("A", by: 0))
        #expect(names.isDeclaredOnly("B", in: 1) && names.isDeclaredOnly("`B`", in: 1))
        #expect(names.isDeclaredOnly("tinted", in: 0) && !names.isOwn(".tinted", by: 2) && !names.isOwn("A.b", by: 2))
        #expect(names.isOwn("Text", by: 2) && names.isOwn("padding", by: 2))
        #expect(!names.isDeclaredOnly("Text", in: 2))
    }

    @Test func aNameThatCannotBeReadDrawsNothingEarly() {
        let unread = [
            "struct /* card */ Card: View {}", "struct Café: View {}", "func\n// x\ntinted() {}",
            "struct `-Card`: View {}", "static func + (a: A, b: A) -> A { a }", "// a struct.",
        ]
        for text in unread {
            let names = ExampleNames([text, "Text(\"a\")"])
            #expect(!names.isComplete && !names.isOwn("Text", by: 1), "\(text)")
        }
        let read = ExampleNames(["struct `Card`: View {}", "struct\u{0C}Tile: View {}", "Card(); Tile()"])
        #expect(read.isComplete && !read.isOwn("Card", by: 2) && !read.isOwn("Tile", by: 2))
    }
}
