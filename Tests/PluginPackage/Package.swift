// swift-tools-version: 6.0
import PackageDescription

// A team's package that takes dsgen as a dependency (by path, here): its target Shop is linted
// against the design system in Content/ on every build, and `swift package dsgen …` runs dsgen.
let package = Package(
    name: "Shop",
    dependencies: [.package(name: "dsgen", path: "../..")],
    targets: [
        .target(name: "Shop", plugins: [.plugin(name: "DSGenLintPlugin", package: "dsgen")]),
    ]
)
