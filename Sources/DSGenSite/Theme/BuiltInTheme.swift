import Foundation

/// The theme compiled into dsgen: the files of the top-level `Templates/` folder, which the
/// package embeds through the `DefaultTheme` link. SwiftPM names each embedded file by its base
/// name alone, so this table gives each one back its path; a test checks that it lists every file
/// of `Templates/`, byte for byte.
enum BuiltInTheme {
    /// How diagnostics and collisions name a file of the built-in theme.
    static func origin(of path: String) -> String { "(built-in theme)/" + path }

    static let files: [String: Data] = [
        "layout.mustache": Data(PackageResources.layout_mustache),
        "nav.mustache": Data(PackageResources.nav_mustache),
        "nav-section.mustache": Data(PackageResources.nav_section_mustache),
        "nav-folder.mustache": Data(PackageResources.nav_folder_mustache),
        "nav-link.mustache": Data(PackageResources.nav_link_mustache),
        "toc.mustache": Data(PackageResources.toc_mustache),
        "token-block.mustache": Data(PackageResources.token_block_mustache),
        "token-value.mustache": Data(PackageResources.token_value_mustache),
        "token-rows.mustache": Data(PackageResources.token_rows_mustache),
        "token-index.mustache": Data(PackageResources.token_index_mustache),
        "code-block.mustache": Data(PackageResources.code_block_mustache),
        "component-facts.mustache": Data(PackageResources.component_facts_mustache),
        "component-api.mustache": Data(PackageResources.component_api_mustache),
        "assets/style.css": Data(PackageResources.style_css),
        "assets/site.js": Data(PackageResources.site_js),
        "assets/favicon.svg": Data(PackageResources.favicon_svg),
    ]
}
