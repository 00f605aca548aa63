extension Profile {
    /// Asset catalog resources as Xcode's generated symbols name them (DeveloperToolsSupport's
    /// `ColorResource` and `ImageResource`), and the SwiftUI initializers that take them. A
    /// module's catalogs declare the symbols (`AssetSymbols` in the session).
    static let swiftUIAssetResourcesSource = #"""
public struct ColorResource: Hashable, Sendable {
    let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}
public struct ImageResource: Hashable, Sendable {
    let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}
extension Color {
    /// The catalog's colour: drawn as a named colour is.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: nil) }
}
extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: nil) }
}
"""#
}
