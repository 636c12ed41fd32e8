// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dsgen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "dsgen", targets: ["dsgen"]),
        .executable(name: "dsgen-mcp", targets: ["dsgen-mcp"]),
        .library(name: "DSGenCore", targets: ["DSGenCore"]),
        .library(name: "DSGenSite", targets: ["DSGenSite"]),
        .library(name: "DSGenSwift", targets: ["DSGenSwift"]),
        .library(name: "DSGenLint", targets: ["DSGenLint"]),
        .library(name: "DSGenServe", targets: ["DSGenServe"]),
        .library(name: "DSGenExport", targets: ["DSGenExport"]),
        .plugin(name: "DSGenCommand", targets: ["DSGenCommand"]),
        .plugin(name: "DSGenLintPlugin", targets: ["DSGenLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // libcmark-gfm from the system, GitHub's superset of libcmark with the same C API plus
        // tables, strikethrough, autolinks and task lists: Debian's libcmark-gfm-dev and
        // libcmark-gfm-extensions-dev, found through pkg-config.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // `swift package dsgen lint|build|usage|diff|export|init …` in this package or one that depends on it.
        .plugin(
            name: "DSGenCommand",
            capability: .command(
                intent: .custom(verb: "dsgen", description: "Build the style guide, lint, measure usage or diff with dsgen"),
                permissions: [.writeToPackageDirectory(reason: "dsgen build writes the style guide, init the content folder")]
            ),
            dependencies: ["dsgen"]
        ),
        // Lints a target's Swift sources against the package's design system on every build that
        // changes them: the findings are the build's diagnostics (in Xcode's issue navigator too).
        .plugin(name: "DSGenLintPlugin", capability: .buildTool(), dependencies: ["dsgen"]),
        // Model, diagnostics, Markdown parsing (a page's YAML front matter with Yams), the token spec
        // and alias resolution.
        .target(name: "DSGenCore", dependencies: ["CCmark", .product(name: "Yams", package: "Yams")]),
        // The emit stage's formats: CSS custom properties, DTCG JSON, Swift and asset catalogs,
        // each one emitter; `dsgen build` publishes them all, `dsgen export` writes one.
        .target(name: "DSGenExport", dependencies: ["DSGenCore"]),
        // Rendering pages with Mustache and writing the site atomically; each Swift example is
        // shown with what the check finds in it (DSGenLint) and a preview of the views it describes.
        .target(
            name: "DSGenSite",
            dependencies: [
                "DSGenCore", "DSGenSwift", "DSGenLint", "DSGenExport", "DSGenDiff",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            // `DefaultTheme` links to the top-level `Templates/`: the theme is compiled into the
            // binary, so dsgen needs no files beside it; `--templates DIR` overrides it file by file.
            resources: [.embedInCode("DefaultTheme")]
        ),
        // Swift source as every stage reads it: parsed with swift-syntax within time and depth
        // limits (`WalkableTree`), line tables, comment directives and syntax helpers. Lint, the
        // previews, the highlighter and init read Swift through it.
        .target(
            name: "DSGenSwift",
            dependencies: [
                "DSGenCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Linting Swift sources and the Swift fences of the pages against the token spec.
        .target(
            name: "DSGenLint",
            dependencies: [
                "DSGenCore", "DSGenSwift",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `dsgen init`: an app's own token definitions read into a content folder and a dsgen.yml; it
        // shares what drift reads definitions with, at `package` access, with DSGenLint.
        .target(
            name: "DSGenInit",
            dependencies: [
                "DSGenCore", "DSGenSwift", "DSGenLint",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `dsgen serve`: a private build, served over HTTP, rebuilt and reloaded on every save.
        .target(
            name: "DSGenServe",
            dependencies: [
                "DSGenCore", "DSGenSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `dsgen diff`: what changed between two versions of the design system, and its reporters.
        .target(name: "DSGenDiff", dependencies: ["DSGenCore"]),
        // `dsgen mcp`: the design system served to coding agents over the Model Context Protocol.
        .target(
            name: "DSGenMCP",
            dependencies: [
                "DSGenCore", "DSGenSwift", "DSGenLint", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command line: parses arguments and calls the libraries. On Linux it allocates with
        // jemalloc (Debian's libjemalloc-dev) rather than glibc's malloc: a build allocates and
        // frees a great many small strings on every core at once, and took 7% less CPU with it.
        // It exports none of its own symbols, which a link with the Swift runtime static exports
        // by default: nothing looks them up by name, and the 65,000 of them cost every command
        // 1-2 ms at start-up, in the dynamic loader and in the runtime's one `dladdr`.
        .executableTarget(
            name: "dsgen",
            dependencies: [
                "DSGenCore", "DSGenSite", "DSGenLint", "DSGenInit", "DSGenServe", "DSGenExport", "DSGenDiff",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [
                .linkedLibrary("jemalloc", .when(platforms: [.linux])),
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
            ]
        ),
        // The MCP server `dsgen mcp` hands over to, beside `dsgen`: the MCP SDK's networking
        // (FoundationNetworking, libcurl and its libraries) doubled every dsgen command's start-up.
        .executableTarget(
            name: "dsgen-mcp",
            dependencies: [
                "DSGenCore", "DSGenLint", "DSGenMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark's floor: swift-syntax parsing the same files, with nothing else (bench/lint.sh).
        .executableTarget(
            name: "dsgen-parse-floor",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "bench/ParseFloor"
        ),
        // Coverage-guided fuzzing (`.ci/fuzz`): the targets feed bytes to the spec reader, the page
        // parser, the theme, the DTCG reader and the linter; `dsgen-fuzz` is their libFuzzer entry
        // point when built with `--sanitize=fuzzer -Xswiftc -DDSGEN_LIBFUZZER`, a replayer otherwise.
        .target(name: "DSGenFuzz", dependencies: ["DSGenCore", "DSGenSwift", "DSGenSite", "DSGenLint"]),
        .executableTarget(name: "dsgen-fuzz", dependencies: ["DSGenFuzz"]),
        // Fixtures: the CommonMark spec's examples, read by the tests from the source tree.
        .testTarget(name: "DSGenCoreTests", dependencies: ["DSGenCore"], exclude: ["Fixtures"]),
        .testTarget(
            name: "DSGenExportTests",
            dependencies: ["DSGenExport", .product(name: "SwiftParser", package: "swift-syntax")],
            // Stubs are compiled by the tests themselves, with swiftc, into stand-in modules.
            exclude: ["Golden", "Stubs", "Fixtures"]
        ),
        // swift-syntax's parser and classifications: the classifier is checked against them.
        .testTarget(
            name: "DSGenSiteTests",
            dependencies: [
                "DSGenSite",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            exclude: ["Fixtures", "Golden"]
        ),
        // DSGenExport too: a file `dsgen export swift` writes must pass the drift check.
        .testTarget(
            name: "DSGenLintTests",
            dependencies: [
                "DSGenSwift", "DSGenLint", "DSGenInit", "DSGenExport",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "DSGenServeTests",
            dependencies: ["DSGenServe", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "DSGenSwiftTests",
            dependencies: ["DSGenSwift", .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // Every input the fuzzers found a crash or a hang with, replayed through its target.
        .testTarget(name: "DSGenFuzzTests", dependencies: ["DSGenFuzz"], exclude: ["Inputs"]),
        .testTarget(name: "DSGenCLITests", dependencies: ["dsgen", "dsgen-mcp"], exclude: ["Snapshots", "Apps"]),
        .testTarget(name: "DSGenDiffTests", dependencies: ["DSGenDiff"], exclude: ["Golden"]),
        .testTarget(
            name: "DSGenMCPTests",
            dependencies: ["DSGenMCP", .product(name: "MCP", package: "swift-sdk")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
