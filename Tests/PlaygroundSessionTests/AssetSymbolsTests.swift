import Testing
@testable import PlaygroundSession

/// Xcode's generated asset symbols: names as Xcode spells them, and a module whose catalog
/// declares them, used as apps use them.
struct AssetSymbolsTests {
    @Test func symbolNamesAreLowerCamelCaseWithoutTheTypesSuffix() {
        #expect(AssetSymbols.symbol(for: "SkyBlue", droppingSuffix: "Color") == "skyBlue")
        #expect(AssetSymbols.symbol(for: "brand-red", droppingSuffix: "Color") == "brandRed")
        #expect(AssetSymbols.symbol(for: "AccentColor", droppingSuffix: "Color") == "accent")
        #expect(AssetSymbols.symbol(for: "Color", droppingSuffix: "Color") == "color")
        #expect(AssetSymbols.symbol(for: "app_icon.small", droppingSuffix: "Image") == "appIconSmall")
        #expect(AssetSymbols.symbol(for: "URL", droppingSuffix: "Image") == "url")
        #expect(AssetSymbols.symbol(for: "3d", droppingSuffix: "Image") == "_3d")
        #expect(AssetSymbols.symbol(for: "Default", droppingSuffix: "Color") == "`default`")
    }

    @Test func aCatalogsColoursAndImagesAreDeclared() throws {
        let folder = try TemporaryFolder()
        for set in ["SkyBlue.colorset", "red.colorset", "Default.colorset", "Icons/logo.imageset"] {
            try folder.write("{}", to: "App/Assets.xcassets/\(set)/Contents.json")
        }
        try folder.write("{}", to: "App/Assets.xcassets/Contents.json")
        let file = try #require(AssetSymbols.file(in: folder.path))
        #expect(file.name.hasSuffix("/GeneratedAssetSymbols.swift"))
        #expect(file.text.contains("static let skyBlue = ColorResource(name: \"SkyBlue\", bundle: .main)"))
        #expect(file.text.contains("static var skyBlue: Color { Color(ColorResource.skyBlue) }"))
        // `Color.red` is SwiftUI's own: only the resource is declared.
        #expect(file.text.contains("static let red = ColorResource(name: \"red\", bundle: .main)"))
        #expect(!file.text.contains("static var red: Color"))
        #expect(file.text.contains("static let logo = ImageResource(name: \"logo\", bundle: .main)"))
        #expect(file.text.contains("static var `default`: Color { Color(ColorResource.`default`) }"))
        #expect(AssetSymbols.file(in: folder.path + "/App/Assets.xcassets/SkyBlue.colorset/none") == nil)
    }

    @Test func aViewUsesTheGeneratedSymbols() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "App/Assets.xcassets/SkyBlue.colorset/Contents.json")
        try folder.write("{}", to: "App/Assets.xcassets/logo.imageset/Contents.json")
        try folder.write("{}", to: "App/Assets.xcassets/Default.colorset/Contents.json")
        let entry = "VStack { Color(.skyBlue); Text(\"a\").foregroundStyle(.skyBlue); Image(.logo); Color.default }"
        let session = Session(options: SessionOptions(width: 40, color: false, sections: [.type, .tree]))
        let load = session.loadModule([try #require(AssetSymbols.file(in: folder.path))], for: entry)
        #expect(load.leftOut.isEmpty, "\(load.leftOut)")
        let output = session.evaluateFile(entry)
        #expect(!output.isError, "\(output.combined)")
        #expect(output.text.contains("VStack<TupleView<(Color, Text, Image, Color)>>"), "\(output.text)")
        #expect(output.text.contains("Color SkyBlue"), "\(output.text)")
        #expect(output.text.contains("Color Default"), "\(output.text)")
    }
}
