import Foundation
import Testing
@testable import DSGenSite

/// Each view and modifier a preview draws, pinned by the HTML it makes, light and dark
/// (`Golden/previews/NAME.txt`; `RECORD_GOLDEN=1` records them).
struct PreviewGoldenTests {
    static let cases: [(name: String, swift: String)] = [
        // Views
        ("text", #"Text("Hello")"#),
        ("text-interpolation", #"Text("\(count) goals")"#),
        ("text-not-literal", "Text(goal.title)"),
        ("image-symbol", #"Image(systemName: "star.fill")"#),
        ("image-asset", #"Image("logo")"#),
        ("label", #"Label("Goals", systemImage: "target")"#),
        ("button", #"Button("Add") { add() }"#),
        ("button-prominent", #"Button("Add Goal", action: add).buttonStyle(.borderedProminent)"#),
        (
            "button-bordered-label",
            "Button(action: add) {\n    Label(\"More\", systemImage: \"ellipsis\")\n}\n.buttonStyle(.bordered)"
        ),
        ("button-destructive", #"Button("Delete", role: .destructive) { delete() }"#),
        ("hstack", "HStack(alignment: .top, spacing: 4) {\n    Text(\"A\")\n    Text(\"B\")\n}"),
        ("vstack", "VStack(alignment: .leading, spacing: DS.Spacing.xs) {\n    Text(\"A\")\n    Text(\"B\")\n}"),
        (
            "zstack",
            "ZStack(alignment: .topLeading) {\n    Color.blue\n    Text(\"A\")\n}\n.frame(width: 80, height: 40)"
        ),
        ("spacer", "HStack {\n    Text(\"A\")\n    Spacer(minLength: 12)\n    Text(\"B\")\n}"),
        ("divider", "VStack {\n    Text(\"A\")\n    Divider()\n    Text(\"B\")\n}"),
        ("color", "Color.red.frame(width: 20, height: 20)"),
        (
            "color-named",
            "VStack {\n    Color(.systemBackground)\n    Color(uiColor: .systemRed)\n    " +
                "Color(DS.Colors.surface)\n}\n.frame(width: 20, height: 60)"
        ),
        ("color-numbers", "Color(red: 1, green: 0.5, blue: 0).frame(width: 20, height: 20)"),
        ("rectangle", "Rectangle().fill(.red).frame(height: 2)"),
        (
            "rounded-rectangle-stroke",
            "RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2).frame(width: 60, height: 30)"
        ),
        ("capsule", "Capsule().fill(DS.Colors.accent).frame(width: 60, height: 24)"),
        ("circle", "Circle().fill(.green).frame(width: 10, height: 10)"),
        ("progress", "ProgressView(value: 0.25)"),
        ("toggle-constant", #"Toggle("Wi-Fi", isOn: .constant(true))"#),
        (
            "toggle-state",
            "struct Settings: View {\n    @State private var isOn = false\n    var body: some View {\n        " +
                "Toggle(\"Reminders\", isOn: $isOn)\n    }\n}"
        ),
        ("toggle-unknown", #"Toggle("Wi-Fi", isOn: $settings.wifi)"#),
        (
            "form",
            "Form {\n    Section(header: Text(\"Basic Info\")) {\n        TextField(\"Name\", text: $name)\n        " +
                "Toggle(\"Reminders\", isOn: .constant(false))\n    }\n    Section(\"More\") {\n        " +
                "Text(\"Notes\")\n    }\n}"
        ),
        (
            "list-row-modifiers",
            "List {\n    Text(\"A\")\n    Text(\"B\")\n}\n.listRowSeparator(.hidden)\n"
                + ".listRowBackground(Color.clear)\n.scrollContentBackground(.hidden)"
        ),
        ("scroll-view", "ScrollView(.horizontal) {\n    HStack {\n        Text(\"A\")\n        Text(\"B\")\n    }\n}"),
        ("navigation-stack", "NavigationStack {\n    Text(\"Home\")\n}\n.ignoresSafeArea()"),
        (
            "platform-if",
            "Text(\"A\")\n    #if os(macOS)\n    .padding(20)\n    #else\n    .padding(DS.Spacing.xs)\n    #endif"
        ),
        ("platform-if-unknown", "Text(\"A\")\n    #if DEBUG\n    .border(.red)\n    #endif"),
        ("group", "Group {\n    Text(\"A\")\n    Text(\"B\")\n}"),
        // Modifiers
        ("padding-default", #"Text("A").padding()"#),
        ("padding-edges", #"Text("A").padding(.horizontal, 8).padding([.top, .leading], 2)"#),
        ("padding-insets", #"Text("A").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"#),
        ("padding-token-arithmetic", #"Text("A").padding(.vertical, DS.Spacing.xs - 2)"#),
        ("frame-fixed", #"Text("A").frame(width: 100, height: 40, alignment: .leading)"#),
        ("frame-infinite", #"Text("A").frame(maxWidth: .infinity, alignment: .leading)"#),
        ("frame-min", #"Text("A").frame(minWidth: 44, minHeight: 44)"#),
        ("background-color", #"Text("A").background(DS.Colors.accent)"#),
        (
            "background-material-in-shape",
            #"Text("A").padding().background(DS.Materials.card, in: RoundedRectangle(cornerRadius: DS.Radius.md))"#
        ),
        (
            "background-view",
            "Text(\"A\")\n    .padding()\n    .background {\n        RoundedRectangle(cornerRadius: " +
                "12).fill(.blue)\n    }"
        ),
        ("background-gradient", #"Text("A").background(DS.Gradients.scrim)"#),
        (
            "background-linear-gradient",
            #"Text("A").background(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))"#
        ),
        (
            "overlay",
            "Image(systemName: \"bell\")\n    .overlay(alignment: .topTrailing) {\n        " +
                "Circle().fill(.red).frame(width: 8, height: 8)\n    }"
        ),
        ("clip-shape-capsule", #"Text("A").padding(4).background(.green).clipShape(Capsule())"#),
        ("clip-shape-rect", #"Text("A").padding(4).background(.green).clipShape(.rect(cornerRadius: DS.Radius.md))"#),
        ("corner-radius", #"Text("A").padding(4).background(.green).cornerRadius(6)"#),
        ("shadow", #"Text("A").padding().background(.white).shadow(color: .black.opacity(0.2), radius: 8, y: 2)"#),
        ("opacity", #"Text("A").opacity(DS.Opacity.tint)"#),
        ("font-text-style", #"Text("A").font(.headline)"#),
        ("font-token", #"Text("A").font(DS.Typography.badge)"#),
        ("font-numbers", #"Text("A").font(.system(size: 20, weight: .bold, design: .rounded))"#),
        ("font-modified", #"Text("12").font(.body.monospacedDigit().weight(.semibold))"#),
        ("text-styling", #"Text("a").bold().italic().textCase(.uppercase).multilineTextAlignment(.center)"#),
        ("foreground-style", #"Text("A").foregroundStyle(.secondary)"#),
        ("foreground-token-opacity", #"Text("A").foregroundStyle(DS.Colors.accent.opacity(0.5))"#),
        ("tint", #"Button("Go") { }.tint(DS.Colors.accent)"#),
        ("invisible-modifiers", #"Text("A").accessibilityLabel("Alpha").onTapGesture { }"#),
        ("modifiers-alone", ".background(.ultraThinMaterial)"),
        // What is not drawn
        ("unknown-view", "ForEach(goals) { goal in\n    Text(goal.title)\n}"),
        ("unknown-modifier", #"Text("A").rotationEffect(.degrees(45))"#),
        ("unknown-argument", #"Text("A").padding(spacing)"#),
        ("if-else", "if done {\n    Text(\"Done\")\n} else {\n    Text(\"To do\")\n}"),
    ]

    @Test(arguments: cases.map(\.name))
    func previewMatchesItsGolden(name: String) throws {
        let swift = try #require(Self.cases.first { $0.name == name }).swift
        let text = PreviewFixture.text(of: PreviewFixture.figure(swift: swift))
        let file = Repository.tests.appendingPathComponent("Golden/previews/\(name).txt")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(("// " + swift.replacingOccurrences(of: "\n", with: "\n// ") + "\n" + text).utf8).write(to: file)
            Issue.record("recorded \(name); run again without RECORD_GOLDEN")
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("// ") }
            .joined(separator: "\n")
        #expect(text == expected, "preview of \(name) differs from Golden/previews/\(name).txt")
    }
}
