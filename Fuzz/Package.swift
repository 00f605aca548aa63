// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// libFuzzer harnesses, one executable per entry point; built only by `bin/fuzz`, with
/// `-sanitize=fuzzer,address`, so the main package's `swift build` and `swift test` never see them.
/// A path dependency's identity is its folder's name, which differs between checkouts.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let session = Target.Dependency.product(name: "PlaygroundSession", package: root)

let package = Package(
    name: "PlaygroundFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [session]),
        .executableTarget(name: "FuzzSnippet", dependencies: ["FuzzSupport", session], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "FuzzTranscript", dependencies: ["FuzzSupport", session], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "FuzzLesson", dependencies: ["FuzzSupport", session], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
