import Testing
@testable import DSGenSite

/// A context's text (`TemplateText`) reads in a template exactly as a plain `String` does.
struct TemplateTextTests {
    /// Every way a template may use a text value: printed escaped and raw, as a section and an
    /// inverted one, with a key of the context around it, through transforms and with a key of
    /// its own (which text has not).
    private static let template = "{{title}}|{{{title}}}|{{#title}}[{{.}} {{href}}]{{/title}}|{{^title}}none{{/title}}|"
        + "{{uppercased(title)}}|{{#empty(href)}}empty{{/empty(href)}}|{{title.count}}|{{#current}}now{{/current}}"

    @Test func textReadsAsAString() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.template, to: "Templates/nav-link.mustache")
        let theme = try #require(Theme.load(overrides: scratch.path + "/Templates").0)
        let link = NavigationLink(title: "<A & b>", href: "", current: true)
        let expected = "&lt;A &amp; b&gt;|<A & b>|[&lt;A &amp; b&gt; ]||&lt;A &amp; B&gt;|empty||now"
        #expect(theme.render("nav-link", link) == expected)
        // The same values as plain strings, which Mustache reads its own way.
        let plain: [String: Any] = ["title": link.title, "href": link.href, "current": link.current]
        #expect(theme.render("nav-link", plain) == expected)
    }

    @Test func aContextAnswersTextWrappedAndOtherValuesAsTheyAre() {
        let link = NavigationLink(title: "Colours", href: "colours.html", current: false)
        #expect((link.child(named: "title") as? TemplateText)?.text == "Colours")
        #expect(link.child(named: "current") as? Bool == false)
        #expect(link.child(named: "missing") == nil)
    }
}
