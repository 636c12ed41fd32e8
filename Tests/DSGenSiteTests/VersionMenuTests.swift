import DSGenCore
@testable import DSGenSite
import Testing

/// The version menu's links: the same page where the other version has it, the version's home
/// page where it does not, no link to a version that was not built; and the folder each
/// revision is published in.
struct VersionMenuTests {
    let menu = VersionMenu(entries: [
        .init(label: "Latest", folder: "", pages: ["index.html", "guides/colors.html", "new.html"]),
        .init(label: "2.0", folder: "v/v2.0/", pages: ["index.html", "guides/colors.html"]),
        .init(label: "1.0", folder: "v/v1.0/", pages: nil),
    ])

    @Test func aLatestPageLinksToTheSamePageOrTheVersionsHome() {
        let context = menu.context(for: "new.html", root: "")
        #expect(context.links.map(\.href) == ["new.html", "v/v2.0/index.html", nil])
        #expect(context.links.map(\.current) == [true, false, false])
        #expect(context.banner == nil)
        #expect(context.changelog == "changelog.html")
    }

    @Test func anEarlierVersionsPageClimbsOutOfItsFolderAndHasTheBanner() {
        var earlier = menu
        earlier.current = 1
        let context = earlier.context(for: "guides/colors.html", root: "../")
        #expect(context.label == "2.0")
        #expect(context.links.map(\.href) == ["../../../guides/colors.html", "../../../v/v2.0/guides/colors.html", nil])
        #expect(context.banner?.href == "../../../guides/colors.html")
        #expect(context.banner?.samePage == true)
        #expect(context.changelog == "../../../changelog.html")
    }

    @Test(arguments: [
        ("v2.0", "v2.0"), ("release/1.2", "release-1.2"), ("@shopify/polaris@12.0.0", "-shopify-polaris-12.0.0"),
        ("main~3", "main-3"), ("..", "--"), ("HEAD^", "HEAD-"),
    ])
    func aRevisionIsPublishedInAFolderOfSafeName(revision: String, folder: String) {
        #expect(VersionSetting(revision: revision, location: .start(of: "dsgen.yml")).folderName == folder)
    }
}
