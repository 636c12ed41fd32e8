import DSGenCore
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

    /// Mustache takes a partial's name only from a plain `String`: a theme that names partials
    /// by values gets its text as strings. (In its own delimiters: the theme's check of partials
    /// reads `{{>name}}` only, and turns down `{{>*title}}` as a missing `*title.mustache`.)
    @Test(arguments: [
        "{{=[[ ]]=}}<[[>*title]]>", "<{{<*title}}{{/*title}}>", "{{=[[ ]]=}}[[#title]]<[[>*.]]>[[/title]]",
    ])
    func aPartialNamedByAValueIsRendered(_ template: String) throws {
        let scratch = try ScratchFolder()
        try scratch.write(template, to: "Templates/nav-link.mustache")
        try scratch.write("extra {{href}}", to: "Templates/nav-extra.mustache")
        let (theme, diagnostics) = Theme.load(overrides: scratch.path + "/Templates")
        #expect(!diagnostics.containsErrors)
        let loaded = try #require(theme)
        #expect(loaded.namesPartialsByValue)
        #expect(
            loaded.render("nav-link", NavigationLink(title: "nav-extra", href: "a.html", current: false))
                == "<extra a.html>")
    }

    /// The built-in theme names no partial by a value, so its contexts' text is wrapped.
    @Test func theBuiltInThemeGetsWrappedText() throws {
        #expect(try #require(Theme.load(overrides: nil).0).namesPartialsByValue == false)
    }

    @Test func aPartialNamedByAValueIsFoundInAnyDelimiters() {
        for template in ["{{>*kind}}", "{{> *kind}}", "{{>\t*kind}}", "{{<*kind}}{{/*kind}}", "{{=[[ ]]=}}[[>*kind]]"] {
            #expect(TemplateText.mayNamePartialsByValue(template), "\(template)")
        }
        for template in ["{{> nav}}", "<li>{{title}}</li>", "{{#a}}*{{/a}}", "<em>a</em>, *b*"] {
            #expect(!TemplateText.mayNamePartialsByValue(template), "\(template)")
        }
        // Read widely: text that only looks like one costs speed, not output.
        #expect(TemplateText.mayNamePartialsByValue("<b>*</b>"))
    }

    @Test func aContextAnswersTextWrappedAndOtherValuesAsTheyAre() {
        let link = NavigationLink(title: "Colours", href: "colours.html", current: false)
        #expect((link.child(named: "title") as? TemplateText)?.text == "Colours")
        #expect(link.child(named: "current") as? Bool == false)
        #expect(link.child(named: "missing") == nil)
    }
}
