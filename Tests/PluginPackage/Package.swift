// swift-tools-version: 6.0
import PackageDescription

// A team's package that takes dsgen as a dependency (by path, here): its target Shop is linted
// against the design system in Content/ on every build, and `swift package dsgen …` runs dsgen.
// DSGEN_PLUGINS names a release's plugins-only package to take instead, with its prebuilt binary.
let plugins = Context.environment["DSGEN_PLUGINS"]
let dsgen: Package.Dependency = plugins.map { .package(name: "dsgen-plugins", path: $0) }
    ?? .package(name: "dsgen", path: "../..")

let package = Package(
    name: "Shop",
    dependencies: [dsgen],
    targets: [
        .target(
            name: "Shop",
            plugins: [.plugin(name: "DSGenLintPlugin", package: plugins == nil ? "dsgen" : "dsgen-plugins")]
        ),
    ]
)
