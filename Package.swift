// swift-tools-version: 6.0
import PackageDescription

/// The pipeline, one target per stage, dependencies pointing forward only:
/// PlaygroundSyntax → PlaygroundChecker → PlaygroundRuntime → PlaygroundPreview → PlaygroundSession,
/// with thin shells (the REPL, `eval`, `replay`) in the `playground` executable.
let package = Package(
    name: "ViewBuilderPlayground",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "playground", targets: ["playground"]),
        .executable(name: "corpus-census", targets: ["corpus-census"]),
        /// For the fuzzing package in Fuzz/, which depends on this one by path.
        .library(name: "PlaygroundSession", targets: ["PlaygroundSession"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "CThreadPlacement"),
        .target(name: "CProcessMemory"),
        .target(
            name: "PlaygroundSyntax",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(name: "PlaygroundChecker", dependencies: ["PlaygroundSyntax", .product(name: "SwiftOperators", package: "swift-syntax")]),
        .target(name: "PlaygroundRuntime", dependencies: ["PlaygroundChecker"]),
        .target(name: "PlaygroundPreview", dependencies: ["PlaygroundRuntime"]),
        .target(name: "PlaygroundSession", dependencies: ["PlaygroundPreview", "CThreadPlacement", "CProcessMemory", .product(name: "SwiftSyntax", package: "swift-syntax")]),
        .target(name: "LineEditing", dependencies: ["CEditLine", "PlaygroundSyntax"]),
        .executableTarget(
            name: "playground",
            dependencies: [
                "PlaygroundSession", "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "CorpusCensus",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "corpus-census",
            dependencies: ["CorpusCensus", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "PlaygroundSyntaxTests", dependencies: ["PlaygroundSyntax"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        .testTarget(name: "PlaygroundCheckerTests", dependencies: ["PlaygroundChecker"]),
        .testTarget(name: "PlaygroundRuntimeTests", dependencies: ["PlaygroundRuntime"]),
        .testTarget(name: "PlaygroundPreviewTests", dependencies: ["PlaygroundPreview"]),
        .testTarget(name: "PlaygroundSessionTests", dependencies: ["PlaygroundSession"]),
        .testTarget(name: "CorpusCensusTests", dependencies: ["CorpusCensus"]),
        .testTarget(
            name: "DifferentialTests",
            dependencies: ["PlaygroundSession", "PlaygroundChecker", "PlaygroundRuntime", "PlaygroundSyntax", .product(name: "SwiftParser", package: "swift-syntax")],
            resources: [.copy("Corpus"), .copy("CompilerSuite"), .copy("FoundationCases")]),
    ]
)
