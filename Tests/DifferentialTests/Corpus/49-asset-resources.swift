// Asset catalog resources as Xcode's generated symbols declare them (GeneratedAssetSymbols.swift):
// `ColorResource` and `ImageResource` statics, and SwiftUI's initializers that take them.

// MARK: - asset_color_and_image_resources
// expect: VStack<TupleView<(Color, Image, Text)>>
extension ColorResource {
    static let skyBlue = ColorResource(name: "SkyBlue", bundle: .main)
}
extension ImageResource {
    static let logo = ImageResource(name: "logo", bundle: .main)
}
extension Color {
    static var skyBlue: Color { Color(ColorResource.skyBlue) }
}
VStack {
    Color(.skyBlue)
    Image(.logo)
    Text("sky").foregroundStyle(Color.skyBlue)
}
