extension Profile {
    /// The libraries whose common type names (`Source`, `Forecast`) are the user's own unless a
    /// file imports the library, by the modules an `import` names (`import KingfisherSwiftUI`
    /// is Kingfisher's older SwiftUI module; WeatherKit is Apple's, named the same way).
    static let libraryModules: [String: String] = ["Kingfisher": "Kingfisher", "KingfisherSwiftUI": "Kingfisher", "WeatherKit": "WeatherKit", "KeyboardShortcuts": "KeyboardShortcuts", "SDWebImageSwiftUI": "SDWebImageSwiftUI", "Dependencies": "Dependencies", "ComposableArchitecture": "Dependencies", "Collections": "Collections", "DequeModule": "Collections", "OrderedCollections": "Collections"]

    /// The top-level types a library's source declares (`KFImage`, `Source`), by name, with the
    /// library's module: a type of the user's with one of these names is theirs alone, as in
    /// Swift, unless they import the library.
    public static let libraryTypeNames: [String: String] = {
        var names: [String: String] = [:]
        for (module, source) in [("Kingfisher", kingfisherSource), ("WeatherKit", weatherKitSource), ("KeyboardShortcuts", keyboardShortcutsSource), ("SDWebImageSwiftUI", sdWebImageSwiftUISource), ("Dependencies", dependenciesSource), ("Collections", collectionsSource)] {
            for line in source.split(separator: "\n") where line.first?.isWhitespace == false {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "typealias"].contains($0) }),
                      index + 1 < words.count else { continue }
                names[String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })] = module
            }
        }
        return names
    }()
}
