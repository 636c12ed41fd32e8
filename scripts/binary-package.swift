// swift-tools-version: 6.0
// The plugins-only package published with each release: the command and build-tool plugins over
// dsgen's prebuilt binary, so a team that depends on it never compiles swift-syntax. Written by scripts/release.sh.
import PackageDescription

let package = Package(
    name: "dsgen-plugins",
    products: [
        .plugin(name: "DSGenCommand", targets: ["DSGenCommand"]),
        .plugin(name: "DSGenLintPlugin", targets: ["DSGenLintPlugin"]),
    ],
    targets: [
        @BINARY_TARGET@,
        .plugin(
            name: "DSGenCommand",
            capability: .command(
                intent: .custom(verb: "dsgen", description: "Build the style guide, lint, measure usage or diff with dsgen"),
                permissions: [.writeToPackageDirectory(reason: "dsgen build writes the style guide, init the content folder")]
            ),
            dependencies: ["dsgen"]
        ),
        .plugin(name: "DSGenLintPlugin", capability: .buildTool(), dependencies: ["dsgen"]),
    ]
)
