@testable import DSGenLint
import SwiftParser
import SwiftSyntax
import Testing

/// The walk hands the number rules only numbers some rule reads: the pre-filter must know every
/// label and call those rules look at, or a rule would silently stop seeing its numbers.
struct NumberSiteTests {
    @Test func thePreFilterCoversEveryLabelAndCallTheRulesRead() {
        let labels = [
            "spacing", "horizontalSpacing", "verticalSpacing", "itemSpacing", "lineSpacing", "padding",
            "contentPadding",
            "top", "leading", "bottom", "trailing", "left", "right", "vertical", "horizontal", "all", "minLength",
            "cornerRadius", "imageCornerRadius", "topLeadingRadius", "bottomTrailingRadius", "size", "ofSize",
            "fixedSize",
            "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
            "iconSize", "avatarSize", "lineWidth", "duration", "response",
        ]
        for label in labels { #expect(NumberSite.isWatched(label: label), "\(label):") }
        let calls = [
            "padding", "safeAreaPadding", "contentMargins", "listRowSpacing", "listSectionSpacing", "cardPadding",
            "cornerRadius", "presentationCornerRadius", "listRowCornerRadius", "opacity",
        ]
        for name in calls { #expect(NumberSite.isWatchedUnlabelled(name), "\(name)(_:)") }
    }

    @Test func offsetsBlursAndTextMeasuresAreNotWatched() {
        // A shadow's `radius:`, `x:` and `y:` are read by its rule from the call, not number by number.
        for label in ["radius", "opacity", "x", "y", "letterSpacing", "dampingFraction", "bounce"] {
            #expect(!NumberSite.isWatched(label: label), "\(label):")
        }
        for name in ["frame", "offset", "shadow", "blur", "lineSpacing", "kerning", "lineLimit"] {
            #expect(!NumberSite.isWatchedUnlabelled(name), "\(name)(_:)")
        }
    }

    @Test func aNumberIsFoundThroughSignsParenthesesAndConversions() throws {
        let tree = Parser.parse(source: "v.padding(.top, -CGFloat((8)))\n")
        let literal = try #require(
            tree.tokens(viewMode: .sourceAccurate).first { $0.text == "8" }?.parent?.as(ExprSyntax.self))
        let site = try #require(NumberSite(literal: literal))
        #expect(site.value == -8 && site.callName == "padding" && site.label == nil)
        #expect(site.expression.trimmedDescription == "-CGFloat((8))")
    }

    @Test func theElseBranchOfATernaryIsFoundWhateverItsCondition() throws {
        let tree = Parser.parse(source: "v.padding(mode == .compact && !isWide ? nil : 16)\n")
        let literal = try #require(
            tree.tokens(viewMode: .sourceAccurate).first { $0.text == "16" }?.parent?.as(ExprSyntax.self))
        let site = try #require(NumberSite(literal: literal))
        #expect(site.value == 16 && site.callName == "padding" && site.expression.trimmedDescription == "16")
    }

    @Test func aNumberAddedToABranchIsNotABranch() throws {
        let tree = Parser.parse(source: "v.padding(isOn ? 8 : 16 + offset)\n")
        let literal = try #require(
            tree.tokens(viewMode: .sourceAccurate).first { $0.text == "16" }?.parent?.as(ExprSyntax.self))
        #expect(NumberSite(literal: literal) == nil)
    }
}
