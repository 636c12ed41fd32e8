import Testing
@testable import DSGenCore

/// Each kind's descriptor agrees with itself: its example reads back as a value of its kind, the
/// spec text it writes reads back as the same value, and the DTCG types it names are the format's.
struct KindDescriptorTests {
    /// A token `sample.value` of `kind` written `text`, beside the colour the border example names.
    private func spec(_ kind: TokenKind, _ text: String) -> SpecFixture {
        SpecFixture([
            "page.md": "# Page\n\n```tokens colors kind=color\nseparator #C6C6C8\n```\n\n" +
                "```tokens sample kind=\(kind)\nvalue  \(text)\n```\n"
        ])
    }

    @Test(arguments: TokenKind.allCases)
    func theExampleIsAValueOfItsKind(kind: TokenKind) {
        let spec = spec(kind, kind.descriptor.example)
        #expect(spec.diagnostics.isEmpty, "\(summaries(spec.diagnostics))")
        #expect(spec.value("sample.value")?.kind == kind)
    }

    /// The kinds a token line cannot yet be written from a value of (`TokenValue.specText`).
    static let withoutSpecText: Set<TokenKind> = [
        .gradient, .palette, .shadow, .cubicBezier, .transition, .strokeStyle, .border,
    ]

    @Test(arguments: TokenKind.allCases)
    func theSpecTextOfTheExampleReadsBackAsTheSameValue(kind: TokenKind) throws {
        let value = try #require(spec(kind, kind.descriptor.example).value("sample.value"))
        guard let text = value.specText else {
            #expect(Self.withoutSpecText.contains(kind), "\(kind) writes no spec text")
            return
        }
        #expect(!Self.withoutSpecText.contains(kind))
        let again = spec(kind, text)
        #expect(again.diagnostics.isEmpty, "\(summaries(again.diagnostics))")
        #expect(again.value("sample.value") == value)
    }

    @Test func theKindsThatReadADTCGTypeCoverTheFormatsTypesOnce() {
        #expect(DTCGNames.types == [
            "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
            "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
        ])
        for kind in TokenKind.allCases {
            #expect(DTCGNames.types.contains(kind.dtcgType), "\(kind) is written as \(kind.dtcgType)")
        }
    }

    @Test func aCompositesColoursAreReplacedInOrder() throws {
        let spec = SpecFixture(
            kind: "gradient", "fade  linear(colors: [red, blue, #000000], startPoint: top, endPoint: bottom)"
        )
        let value = try #require(spec.value("group.fade"))
        #expect(value.colors.count == 3)
        let gray = ColorValue.rgba(RGBA(red: 0.5, green: 0.5, blue: 0.5))
        let replaced = value.mappingColors { _ in gray }
        #expect(replaced.colors == [gray, gray, gray])
        guard case .gradient(.linear(let start, let end, _)) = replaced else {
            Issue.record("not a linear gradient: \(replaced)")
            return
        }
        #expect(start == .top && end == .bottom)
    }
}

/// The Swift names made from DTCG paths: the byte path for ASCII names gives what the general one does.
struct DTCGIdentifierTests {
    @Test(arguments: [
        ("space-1", false, "space1"), ("Button background", false, "buttonBackground"), ("2xl", false, "_2xl"),
        ("--", true, "token"), ("brand", true, "Brand"), ("a_b c-9d", true, "ABC9d"), ("ÉCLAIR x", false, "cLAIRX"),
        ("héllo wörld", true, "HLloWRld"), ("XL", false, "xL"),
    ])
    func identifiersAreTheSameWhicheverPathMakesThem(name: String, upper: Bool, expected: String) {
        #expect(DTCGLoader.identifier(name, upper: upper) == expected)
    }

    @Test func theBytePathAgreesWithTheCharacterPathOnEveryASCIIName() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 -_.$@\t\r\n")
        for _ in 0..<5_000 {
            let name = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            })
            for upper in [false, true] {
                #expect(
                    DTCGLoader.asciiIdentifier(name, upper: upper)
                        == DTCGLoader.characterIdentifier(name, upper: upper),
                        "\(name.debugDescription)")
            }
        }
    }
}
