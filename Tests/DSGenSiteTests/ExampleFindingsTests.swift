import DSGenCore
import Foundation
import Testing
@testable import DSGenSite

/// Each Swift example of the site is shown with what lint finds in it, and a finding never fails a build.
struct ExampleFindingsTests {
    @Test func aRealFindingIsShownBesideItsExampleAndTheBuildStillSucceeds() throws {
        let scratch = try ScratchFolder()
        try scratch.write("""
        # Page

        ```tokens spacing kind=dimension swift=DS.Spacing
        md  16pt
        ```

        ```swift
        Text("a")
            .padding(16)
        ```
        """, to: "Content/index.md")
        let builder = SiteBuilder(
            options: BuildOptions(
                contentDirectory: scratch.path + "/Content", templatesDirectory: Repository.templates,
                outputDirectory: scratch.path + "/site"))
        _ = try builder.build()
        let html = try String(contentsOfFile: scratch.path + "/site/index.html", encoding: .utf8)
        #expect(
            html.contains(
                #"<li class="lint-finding lint-error"><span class="lint-label">Error</span> <span "# +
                    #"class="lint-line">line 2</span> hard-coded spacing 16; use DS.Spacing.md <code "# +
                    #"class="lint-rule">hardcoded_spacing</code></li>"#
            ))
    }
}
