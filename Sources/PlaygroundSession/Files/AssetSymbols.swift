import PlaygroundSyntax

/// The Swift symbols Xcode generates for an app's asset catalogs (Xcode 15's
/// `GeneratedAssetSymbols.swift`): for each colour set `ColorResource.name`, `Color.name` and
/// `ShapeStyle.name`; for each image set `ImageResource.name`. A module folder's catalogs
/// become one more module file declaring them, so `Color(.skyBlue)`, `.foregroundStyle(.brand)`
/// and `Image(.logo)` find them.
public enum AssetSymbols {
    /// The generated file for the catalogs below `folder`, or nil when it has none.
    public static func file(in folder: String) -> ModuleFile? {
        var contents: [String] = []
        try? ModuleFolder.collect(folder, into: &contents, limit: limit, kind: "asset files") { $0 == "Contents.json" }
        var colors = Set<String>(), images = Set<String>()
        for path in contents {
            let parts = path.split(separator: "/")
            guard parts.count >= 2, parts.contains(where: { $0.hasSuffix(".xcassets") }) else { continue }
            let set = parts[parts.count - 2]
            if set.hasSuffix(".colorset") { colors.insert(String(set.dropLast(".colorset".count))) }
            if set.hasSuffix(".imageset") { images.insert(String(set.dropLast(".imageset".count))) }
        }
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        return ModuleFile(name: folder.appendingPathComponent("GeneratedAssetSymbols.swift"), text: source(colors: colors, images: images))
    }

    /// The declarations for those colour and image set names.
    static func source(colors: Set<String>, images: Set<String>) -> String {
        var resources: [String] = [], colorMembers: [String] = []
        for name in colors.sorted() {
            guard let symbol = symbol(for: name, droppingSuffix: "Color") else { continue }
            resources.append("    static let \(symbol) = ColorResource(name: \(quoted(name)), bundle: .main)")
            if !systemColors.contains(symbol) { colorMembers.append("    static var \(symbol): Color { Color(ColorResource.\(symbol)) }") }
        }
        var out = "// Xcode's generated asset symbols for this module's asset catalogs.\n"
        if !resources.isEmpty { out += "extension ColorResource {\n" + resources.joined(separator: "\n") + "\n}\n" }
        if !colorMembers.isEmpty {
            out += "extension Color {\n" + colorMembers.joined(separator: "\n") + "\n}\n"
            out += "extension ShapeStyle where Self == Color {\n" + colorMembers.joined(separator: "\n") + "\n}\n"
        }
        let imageResources = images.sorted().compactMap { name in
            symbol(for: name, droppingSuffix: "Image").map { "    static let \($0) = ImageResource(name: \(quoted(name)), bundle: .main)" }
        }
        if !imageResources.isEmpty { out += "extension ImageResource {\n" + imageResources.joined(separator: "\n") + "\n}\n" }
        return out
    }

    /// Xcode's symbol for a resource name: lower camel case of its words (split at spaces,
    /// `-`, `_` and `.`), the type's suffix dropped (`AccentColor` is `accent`); a leading digit
    /// gets an underscore. Nil when nothing is left.
    static func symbol(for name: String, droppingSuffix suffix: String) -> String? {
        var words = name.split { " -_.".contains($0) }.map(String.init)
        guard !words.isEmpty else { return nil }
        if var last = words.popLast() {
            if last.count > suffix.count, last.hasSuffix(suffix) { last.removeLast(suffix.count) }
            words.append(last)
        }
        guard let first = words.first else { return nil }
        let head = first.prefix { $0.isUppercase }.count == first.count ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        let symbol = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let clean = String(symbol.filter { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let start = clean.first else { return nil }
        if start.isNumber { return "_" + clean }
        return keywords.contains(clean) ? "`\(clean)`" : clean
    }

    /// Words Swift reserves: a set named after one is declared with backticks (`` `default` ``).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "internal", "let",
        "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "switch", "where", "while", "as", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw",
        "throws", "true", "try", "any", "some",
    ]

    /// `Color`'s own static members, which a generated one would clash with (Xcode leaves it out).
    static let systemColors: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]

    private static func quoted(_ name: String) -> String {
        "\"" + name.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] } + "\""
    }

    /// Catalog files walked at most (a large app's catalogs hold thousands of sets).
    static let limit = 20_000
}
