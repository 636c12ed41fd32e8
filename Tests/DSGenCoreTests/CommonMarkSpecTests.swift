import Foundation
import Testing
@testable import DSGenCore

/// Every example of the CommonMark spec, rendered the way dsgen renders a page.
///
/// The fixture records which examples libcmark renders exactly; each of them must render the same
/// with dsgen, except the few where GitHub's autolink extension links a bare address on purpose.
struct CommonMarkSpecTests {
    struct Example: Decodable {
        let example: Int
        let section: String
        let markdown: String
        let html: String
    }

    struct Spec: Decodable {
        let cmarkPasses: [Int]
        let examples: [Example]
    }

    /// Examples where GitHub Flavored Markdown differs from CommonMark on purpose: the autolink
    /// extension turns a bare URL or e-mail address into a link.
    static let autolinkExtension: Set<Int> = [598, 602, 604, 607, 608]

    static let spec: Spec = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/commonmark-spec-0.29.json")
        // A missing or broken fixture is the test's failure, reported by `examplesRenderAsWithCmark`.
        guard let data = try? Data(contentsOf: url), let spec = try? JSONDecoder().decode(Spec.self, from: data) else {
            return Spec(cmarkPasses: [], examples: [])
        }
        return spec
    }()

    /// dsgen's page HTML, without the heading ids dsgen adds, which the spec does not know.
    static func rendered(_ markdown: String) -> String {
        let html = PageParser.parse(markdown, path: "spec.md", displayPath: "spec.md").html
        return html.replacing(/(<h[1-6]) id="[^"]*"/) { String($0.output.1) }
    }

    @Test func examplesRenderAsWithCmark() {
        let spec = Self.spec
        #expect(spec.examples.count == 649)
        let cmark = Set(spec.cmarkPasses)
        let passing = Set(spec.examples.filter { Self.rendered($0.markdown) == $0.html }.map(\.example))
        let lost = cmark.subtracting(passing)
        #expect(lost == Self.autolinkExtension, "examples libcmark renders right and dsgen does not: \(lost.sorted())")
        #expect(cmark.count == 649)
        #expect(passing.count == 644)
    }

    @Test(arguments: autolinkExtension.sorted())
    func autolinkExtensionLinksBareAddresses(number: Int) throws {
        let example = try #require(Self.spec.examples.first { $0.example == number })
        #expect(Self.rendered(example.markdown).contains("<a href="))
        #expect(!example.html.contains("<a href="))
    }
}
