/// A builder profile: a surface (views or UIKit classes) and its builder, declared in Swift source.
///
/// The Profiles folder holds each profile's declarations, a file per profile (SwiftUI's view
/// surface is shared). They are read by the same parser and checker as user code, and compiled
/// by swiftc as the differential test's stand-in.
public struct Profile: Sendable {
    public let name: String
    public let summary: String
    /// The builder's declarations, what `:builder show` prints.
    public let builderSource: String
    /// Everything else the profile declares (views, modifiers, classes), a string per family
    /// (kept apart: joining them would copy the whole surface in every process).
    public let surfaceSources: [String]
    /// The builder an entry's top-level statements go through (`ViewBuilder`, `SequenceBuilder`).
    public let entryBuilder: String
    /// The result type of the function swiftc's stand-in wraps an entry in (`some View`, `[UIView]`).
    public let entryResult: String

    public init(name: String, summary: String, builderSource: String, surfaceSources: [String], entryBuilder: String = "ViewBuilder", entryResult: String = "some View") {
        self.name = name
        self.summary = summary
        self.builderSource = builderSource
        self.surfaceSources = surfaceSources
        self.entryBuilder = entryBuilder
        self.entryResult = entryResult
    }

    /// The declarations, as Swift source that swiftc also compiles.
    public var source: String { sources.joined(separator: "\n") }

    /// The builder's source, then the surface's.
    public var sources: [String] { [builderSource] + surfaceSources }

    /// What swiftc compiles as the stand-in library: the source, and what the playground's
    /// standard library implements natively from Foundation (`standInSupplement`).
    public var standInSource: String { source + "\n" + Self.standInSupplement }

    /// Every profile, in the order `:builder` lists them.
    public static let all: [Profile] = [swiftUI, swiftUIiOS16, mimic, partial, sequence, uikit]

    public static func named(_ name: String) -> Profile? {
        all.first { $0.name == name }
    }
}
