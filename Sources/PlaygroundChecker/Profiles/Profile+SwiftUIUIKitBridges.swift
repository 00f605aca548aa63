extension Profile {
    /// The UIKit types a SwiftUI file hands to SwiftUI: `UIColor` (`Color(.systemBackground)`)
    /// and `UIImage` (`Image(uiImage:)`), with the initializers that take them, and the trait
    /// collection a dynamic colour is resolved for.
    static let swiftUIUIKitBridgesSource = #"""
// MARK: UIKit colours and images

/// UIKit's colour, by name: the system colours a view file names.
public class UIColor {
    public var name: String
    public init(name: String) { self.name = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.name = "rgb(\(red), \(green), \(blue))"
    }
    public init(white: CGFloat, alpha: CGFloat) { self.name = "white(\(white))" }
    public init?(named name: String) { self.name = name }
    /// An asset catalog's colour; the playground's bundles are the app's (`in: .module` too).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
    /// A colour that depends on the traits (`UIColor { $0.userInterfaceStyle == .dark ? … }`):
    /// the playground's device is in light mode.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(name: dynamicProvider(UITraitCollection.current).name)
    }
    /// SwiftUI's colour as UIKit's (`UIColor(.accentColor)`).
    public convenience init(_ color: Color) { self.init(name: color.name) }
    /// The same colour; the playground's UIKit colours keep no opacity of their own.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: name) }
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let separator = UIColor(name: "separator")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let link = UIColor(name: "link")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let systemMint = UIColor(name: "systemMint")
    public static let systemCyan = UIColor(name: "systemCyan")
    public static let systemBrown = UIColor(name: "systemBrown")
    public static let tintColor = UIColor(name: "tint")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let red = UIColor(name: "red")
    public static let orange = UIColor(name: "orange")
    public static let yellow = UIColor(name: "yellow")
    public static let green = UIColor(name: "green")
    public static let cyan = UIColor(name: "cyan")
    public static let blue = UIColor(name: "blue")
    public static let magenta = UIColor(name: "magenta")
    public static let purple = UIColor(name: "purple")
    public static let brown = UIColor(name: "brown")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let clear = UIColor(name: "clear")
    public static let gray = UIColor(name: "gray")
    public static let lightGray = UIColor(name: "lightGray")
    public static let darkGray = UIColor(name: "darkGray")
}

/// Whether the interface is light or dark.
public enum UIUserInterfaceStyle: Int, Hashable {
    case unspecified, light, dark
}

/// The traits a dynamic colour or an image is resolved for: the simulated device's (light).
public class UITraitCollection {
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public static var current: UITraitCollection { UITraitCollection() }
}

/// UIKit's image: a named asset or a system symbol.
public class UIImage {
    /// How a symbol image is drawn (its point size, weight, scale); recorded nowhere.
    public class Configuration {
        public init() {}
    }
    public var name: String
    public var isSymbol: Bool
    public init() {
        self.name = ""
        self.isSymbol = false
    }
    public init?(named name: String) {
        self.name = name
        self.isSymbol = false
    }
    public init?(systemName: String) {
        self.name = systemName
        self.isSymbol = true
    }
    /// An asset catalog's image in a bundle (the playground's bundles are the app's).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
    /// The playground's data holds text, never an image's bytes: no image is made of it.
    public init?(data: Data) { return nil }
    /// The playground reads no files.
    public init?(contentsOfFile path: String) { return nil }
    public var size: CGSize { CGSize(width: 0, height: 0) }
}

extension Color {
    @_disfavoredOverload
    public init(_ color: UIColor) { self.name = color.name }
    public init(uiColor: UIColor) { self.name = uiColor.name }
}

extension Image {
    public init(uiImage: UIImage) {
        self.systemName = uiImage.isSymbol ? uiImage.name : ""
        self.name = uiImage.isSymbol ? nil : uiImage.name
    }
}
"""#
}
