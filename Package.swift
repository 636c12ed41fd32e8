// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dsgen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "dsgen", targets: ["dsgen"]),
        .library(name: "DSGenCore", targets: ["DSGenCore"]),
        .library(name: "DSGenSite", targets: ["DSGenSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        // libcmark from the system: Debian's libcmark-dev, found through pkg-config.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // Model, diagnostics, Markdown parsing, the token spec and alias resolution.
        .target(name: "DSGenCore", dependencies: ["CCmark"]),
        // Rendering pages with Mustache and writing the site atomically.
        .target(
            name: "DSGenSite",
            dependencies: ["DSGenCore", .product(name: "Mustache", package: "swift-mustache")]
        ),
        // The command line: parses arguments and calls the libraries.
        .executableTarget(
            name: "dsgen",
            dependencies: [
                "DSGenCore", "DSGenSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "DSGenCoreTests", dependencies: ["DSGenCore"]),
        .testTarget(name: "DSGenSiteTests", dependencies: ["DSGenSite"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "DSGenCLITests", dependencies: ["dsgen"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
