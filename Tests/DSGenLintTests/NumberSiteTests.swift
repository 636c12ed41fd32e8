@testable import DSGenLint
import SwiftParser
import SwiftSyntax
import Testing

/// The walk hands the number rules only numbers some rule reads: the pre-filter must know every
/// label and call those rules look at, or a rule would silently stop seeing its numbers.
struct NumberSiteTests {
    @Test func thePreFilterCoversEveryLabelAndCallTheRulesRead() {
        let labels = HardcodedSpacingRule.spacingLabels.union(HardcodedSpacingRule.insetLabels)
            .union(HardcodedRadiusRule.labels).union(["minLength", "size", "ofSize"])
        #expect(labels.isSubset(of: NumberSite.labels))
        #expect(HardcodedSpacingRule.modifiers.union(["cornerRadius"]).isSubset(of: NumberSite.unlabelledCalls))
    }

    @Test func aNumberIsFoundThroughSignsParenthesesAndConversions() throws {
        let tree = Parser.parse(source: "v.padding(.top, -CGFloat((8)))\n")
        let literal = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "8" }?.parent?.as(ExprSyntax.self))
        let site = try #require(NumberSite(literal: literal))
        #expect(site.value == -8 && site.callName == "padding" && site.label == nil)
        #expect(site.expression.trimmedDescription == "-CGFloat((8))")
    }
}
