/// A builder profile: a SwiftUI-like surface and its `ViewBuilder`, declared in Swift source.
///
/// The Profiles folder holds each profile's declarations. They are read by the same parser
/// and checker as user code, and compiled by swiftc as the differential test's stand-in.
public struct Profile: Sendable {
    public let name: String
    public let summary: String
    /// The declarations, as Swift source that swiftc also compiles.
    public let source: String

    /// Every profile, in the order `:builder` lists them.
    public static let all: [Profile] = [
        Profile(name: "swiftui", summary: "SwiftUI today: buildIf, buildEither, parameter-pack buildBlock", source: swiftUISource),
    ]

    public static func named(_ name: String) -> Profile? {
        all.first { $0.name == name }
    }
}
