import Testing
@testable import DSGenCore

struct SuggestionTests {
    @Test(arguments: [
        ("swift", "swift", 0), ("swfit", "swift", 1), ("dimenson", "dimension", 1), ("redd", "red", 1),
        ("colors.eror", "colors.error", 1), ("ab", "ba", 1), ("kitten", "sitting", 3), ("", "abc", 3),
        ("colors.brnd.c299", "colors.brand.c299", 1), ("colors.ok", "colors.eror", 3),
    ])
    func editDistanceWithinALimit(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(Array(a.utf8), Array(b.utf8), limit: 5) == distance)
        #expect(Suggestion.editDistance(Array(a.utf8), Array(b.utf8), limit: distance) == distance)
        if distance > 0 { #expect(Suggestion.editDistance(Array(a.utf8), Array(b.utf8), limit: distance - 1) == nil) }
    }

    @Test func theClosestPlausibleCandidateWins() {
        let index = Suggestion(candidates: ["colors.error", "colors.ok", "spacing.md", "spacing.mdx"])
        #expect(index.closest(to: "colors.eror") == "colors.error")
        #expect(index.closest(to: "spacing.mdd") == "spacing.md")
        #expect(index.closest(to: "colors.blue") == nil)
        #expect(index.hint(for: "COLORS.ERROR") == "; did you mean 'colors.error'?")
    }
}
