import Foundation
import SwiftParser
import Testing
@testable import DSGenSite

/// A component's API as its Swift file declares it: what Quick Help would show of each initialiser.
struct ComponentAPITests {
    private func api(_ source: String) -> [String] {
        ComponentAPI.read(Parser.parse(source: source)).initializers.map { initializer in
            ([initializer.name + " — " + initializer.summary] + initializer.parameters.map { parameter in
                "  \(parameter.label ?? "_") \(parameter.name): \(parameter.type)"
                    + (parameter.defaultValue.map { " = \($0)" } ?? "")
                    + (parameter.documentation.map { " — \($0)" } ?? "")
            }).joined(separator: "\n")
        }
    }

    /// A library's component: its public initialisers, with a `- Parameters:` list (a line
    /// continued), `- Parameter`, defaults, variadics and an extension's; internal ones left out.
    @Test func aLibrarysPublicInitialisers() {
        let found = api("""
            import SwiftUI

            /// A capsule that names a state.
            public struct StatusBadge: View {
                let title: String

                /// Makes a badge.
                ///
                /// Long discussion.
                ///
                /// - Parameters:
                ///   - title: The words it shows,
                ///     upper-cased.
                ///   - tint: Its fill.
                /// - Returns: Nothing, it is an initialiser.
                public init(_ title: String, tint: Color = .accentColor) { self.title = title }

                init(internal: Int) { self.title = "" }
                public var body: some View { Text(title) }
            }

            extension StatusBadge {
                /** A badge for several statuses.
                 * - Parameter statuses: The statuses, in order. */
                public init(for statuses: Status..., compact: Bool = false) { self.init("") }
            }
            """)
        #expect(found == [
            "StatusBadge(_:tint:) — Makes a badge.\n  _ title: String — The words it shows, upper-cased.\n" +
                "  tint tint: Color = .accentColor — Its fill.",
            "StatusBadge(for:compact:) — A badge for several statuses.\n" +
                "  for statuses: Status... — The statuses, in order.\n  compact compact: Bool = false",
        ])
    }

    /// An app's own view declares no initialiser: its memberwise one, from its stored properties
    /// (a binding's a `Binding`, private and set `let`s left out).
    @Test func anAppsViewHasItsMemberwiseInitialiser() {
        let found = api("""
            /// The empty state of a list.
            struct EmptyState: View {
                /// The symbol above the title.
                let icon: String
                var message: String = "Nothing yet"
                @Binding var isPresented: Bool
                @State private var count = 0
                let kind = "empty"
                static let shared = 1
                var body: some View { Text(message) }
            }

            private struct Helper: View {
                let hidden: Int
                var body: some View { EmptyView() }
            }

            struct NotAView { let value: Int }
            """)
        #expect(found == [
            "EmptyState(icon:message:isPresented:) — The empty state of a list.\n" +
                "  icon icon: String — The symbol above the title.\n" +
                "  message message: String = \"Nothing yet\"\n  isPresented isPresented: Binding<Bool>",
        ])
    }

    /// An app's view with an initialiser of its own has that one, not its memberwise one.
    @Test func anInitialiserOfItsOwnReplacesTheMemberwiseOne() {
        let found = api("""
            struct Card: View {
                let title: String
                init(title: String) { self.title = title }
                private init() { self.title = "" }
                var body: some View { Text(title) }
            }
            """)
        #expect(found == ["Card(title:) — \n  title title: String"])
    }

    /// Home Assistant's components (Tests/RealWorld): initialisers inside `#if`, a default
    /// written over several lines, `@escaping` closures; a library's, so its public ones alone.
    @Test func homeAssistantsComponents() throws {
        let folder = Repository.root.appendingPathComponent("Tests/RealWorld/homeassistant-components-swift")
        let read = { (name: String) in
            try self.api(String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(try read("FullScreenLoaderView.swift") == [
            "FullScreenLoaderView(logo:retryTitle:controlsRevealDelay:settingsAction:retryAction:) — A full-screen " +
                "loader layered on top of content that is still getting ready (e.g. the web frontend): a translucent " +
                "blur that keeps the content visible behind it, with a logo and the branded spinner centered. The " +
                "whole view blurs in on appear. After `controlsRevealDelay` seconds, escape hatches fade in: a " +
                "settings button (top leading) and a retry button (bottom).\n" +
                "  logo logo: Image\n  retryTitle retryTitle: String\n" +
                "  controlsRevealDelay controlsRevealDelay: TimeInterval = 5\n" +
                "  settingsAction settingsAction: @escaping () -> Void\n" +
                "  retryAction retryAction: @escaping () -> Void",
        ])
        let link = try read("ExternalLinkButton.swift")
        #expect(link.count == 2)
        #expect(link.first?.contains(
            "  icon icon: Image = Image(uiImage: MaterialDesignIcons.openInNewIcon.image(ofSize: " +
                ".init(width: 30, height: 30), color: nil))\n"
        ) == true)
        #expect(link.last?.hasPrefix("ActionLinkButton(icon:title:tint:action:) — \n") == true)
    }
}
