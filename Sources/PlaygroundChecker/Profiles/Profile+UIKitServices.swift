extension Profile {
    /// The UIKit services SwiftUI view files call: the application (opening URLs, its state and
    /// lifecycle notifications), fonts, the pasteboard, the device, and haptic feedback. The playground runs no UIKit:
    /// opening a URL does nothing and answers false, haptics do nothing, the device is an
    /// iPhone and the application is active.
    static let uiKitServicesSource = #"""
// MARK: UIApplication

public class UIApplication {
    public enum State: Hashable {
        case active, inactive, background
    }
    public struct OpenExternalURLOptionsKey: Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }
    public var applicationState: UIApplication.State
    public var applicationIconBadgeNumber: Int
    public var isIdleTimerDisabled: Bool
    public init() {
        self.applicationState = .active
        self.applicationIconBadgeNumber = 0
        self.isIdleTimerDisabled = false
    }
    public static var shared: UIApplication { UIApplication() }
    public static let openSettingsURLString = "app-settings:"
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
}

// MARK: UIFont

/// UIKit's font: its size and name (text styles at their default, Large, sizes).
public class UIFont {
    public struct Weight: Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = UIFont.Weight(rawValue: -0.8)
        public static let thin = UIFont.Weight(rawValue: -0.6)
        public static let light = UIFont.Weight(rawValue: -0.4)
        public static let regular = UIFont.Weight(rawValue: 0)
        public static let medium = UIFont.Weight(rawValue: 0.23)
        public static let semibold = UIFont.Weight(rawValue: 0.3)
        public static let bold = UIFont.Weight(rawValue: 0.4)
        public static let heavy = UIFont.Weight(rawValue: 0.56)
        public static let black = UIFont.Weight(rawValue: 0.62)
    }
    public struct TextStyle: Hashable {
        public var rawValue: String
        public var size: CGFloat
        public static let largeTitle = UIFont.TextStyle(rawValue: "largeTitle", size: 34)
        public static let title1 = UIFont.TextStyle(rawValue: "title1", size: 28)
        public static let title2 = UIFont.TextStyle(rawValue: "title2", size: 22)
        public static let title3 = UIFont.TextStyle(rawValue: "title3", size: 20)
        public static let headline = UIFont.TextStyle(rawValue: "headline", size: 17)
        public static let body = UIFont.TextStyle(rawValue: "body", size: 17)
        public static let callout = UIFont.TextStyle(rawValue: "callout", size: 16)
        public static let subheadline = UIFont.TextStyle(rawValue: "subheadline", size: 15)
        public static let footnote = UIFont.TextStyle(rawValue: "footnote", size: 13)
        public static let caption1 = UIFont.TextStyle(rawValue: "caption1", size: 12)
        public static let caption2 = UIFont.TextStyle(rawValue: "caption2", size: 11)
    }
    public var fontName: String
    public var pointSize: CGFloat
    public var weight: UIFont.Weight
    public init?(name: String, size: CGFloat) {
        self.fontName = name
        self.pointSize = size
        self.weight = .regular
    }
    init(system size: CGFloat, weight: UIFont.Weight) {
        self.fontName = ".SFUI"
        self.pointSize = size
        self.weight = weight
    }
    public var lineHeight: CGFloat { pointSize * 1.2 }
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(system: style.size, weight: style == .headline ? .semibold : .regular) }
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: weight) }
    /// The font a descriptor describes, its weight from its traits (`[.traits: [.weight: …]]`).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.fontName = descriptor.name
        self.pointSize = pointSize == 0 ? descriptor.pointSize : pointSize
        self.weight = descriptor.weight
    }
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(name: fontName, size: pointSize, attributes: [.traits: [UIFontDescriptor.TraitKey.weight: weight]])
    }
}

/// Scales fonts and lengths for Dynamic Type. The playground's content size is the default
/// (Large), where every text style's scale is 1.
public class UIFontMetrics {
    public let textStyle: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.withSize(min(font.pointSize, maximumPointSize)) }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// A font's description: a name, a size and attributes, of which the playground reads the
/// weight trait.
public class UIFontDescriptor {
    public struct AttributeName: Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = UIFontDescriptor.AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = UIFontDescriptor.AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = UIFontDescriptor.AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = UIFontDescriptor.AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = UIFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
    public struct TraitKey: Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = UIFontDescriptor.TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = UIFontDescriptor.TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = UIFontDescriptor.TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = UIFontDescriptor.TraitKey(rawValue: "NSCTFontSlantTrait")
    }
    public struct SymbolicTraits: OptionSet {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = UIFontDescriptor.SymbolicTraits(rawValue: 1)
        public static let traitBold = UIFontDescriptor.SymbolicTraits(rawValue: 2)
        public static let traitCondensed = UIFontDescriptor.SymbolicTraits(rawValue: 64)
        public static let traitMonoSpace = UIFontDescriptor.SymbolicTraits(rawValue: 1024)
    }
    public struct SystemDesign: Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    let name: String
    public let pointSize: CGFloat
    public let fontAttributes: [UIFontDescriptor.AttributeName: Any]
    init(name: String, size: CGFloat, attributes: [UIFontDescriptor.AttributeName: Any]) {
        self.name = name
        self.pointSize = size
        self.fontAttributes = attributes
    }
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(name: fontName, size: size, attributes: [:])
    }
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
    public func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(name: name, size: pointSize, attributes: fontAttributes.merging(attributes) { _, new in new })
    }
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: name, size: newPointSize, attributes: fontAttributes)
    }
    public func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        guard symbolicTraits.contains(.traitBold) else { return self }
        return addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
    }
    public func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { self }
    /// The weight trait, as a weight or as its number.
    var weight: UIFont.Weight {
        guard let traits = fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any], let value = traits[.weight] else { return .regular }
        if let weight = value as? UIFont.Weight { return weight }
        if let number = value as? CGFloat { return UIFont.Weight(rawValue: number) }
        return .regular
    }
}

extension Font {
    /// A font made from UIKit's, at its size and weight (`Font(UIFont.systemFont(ofSize: 16))`).
    public init(_ font: UIFont) {
        self.name = "system"
        self.size = font.pointSize
        self.weight = font.weight == .regular ? nil : Font.Weight(value: font.weight.rawValue)
    }
}

// MARK: UIPasteboard

/// The general pasteboard: what is copied stays for the session.
public class UIPasteboard {
    public var string: String?
    public var strings: [String]?
    public var url: URL?
    public var image: UIImage?
    public init() {
        self.string = nil
        self.strings = nil
        self.url = nil
        self.image = nil
    }
    public static let general = UIPasteboard()
    public var hasStrings: Bool { string != nil }
    public var hasURLs: Bool { url != nil }
}

// MARK: UIDevice

public enum UIUserInterfaceIdiom: Hashable {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

public enum UIDeviceOrientation: Hashable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public class UIDevice {
    public var name: String
    public var model: String
    public var systemName: String
    public var systemVersion: String
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    public var orientation: UIDeviceOrientation
    public init() {
        self.name = "iPhone"
        self.model = "iPhone"
        self.systemName = "iOS"
        self.systemVersion = "18.1"
        self.userInterfaceIdiom = .phone
        self.orientation = .portrait
    }
    public static var current: UIDevice { UIDevice() }
}

// MARK: Haptic feedback

public class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Hashable {
        case light, medium, heavy, soft, rigid
    }
    public var style: UIImpactFeedbackGenerator.FeedbackStyle
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle = .medium) { self.style = style }
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public class UINotificationFeedbackGenerator {
    public enum FeedbackType: Hashable {
        case success, warning, error
    }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

public class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

// MARK: Bezier paths

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}

/// A Core Graphics path, holding the SwiftUI `Path` it describes.
public class CGPath {
    public let path: Path
    public init(path: Path) { self.path = path }
}

/// A Core Graphics bitmap image: the playground keeps no pixels, only its size in pixels.
public class CGImage {
    public let width: Int
    public let height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// UIKit's path: what a custom `Shape` builds a rounded corner with before `Path(_:)`. Its
/// corners keep to the rectangle, as `Path(roundedRect:cornerRadius:)`'s do here.
public class UIBezierPath {
    public var cgPath: CGPath
    public init() { self.cgPath = CGPath(path: Path()) }
    public init(rect: CGRect) { self.cgPath = CGPath(path: Path(rect)) }
    public init(ovalIn rect: CGRect) { self.cgPath = CGPath(path: Path(ellipseIn: rect)) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.cgPath = CGPath(path: Path(roundedRect: rect, cornerRadius: cornerRadius))
    }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.cgPath = CGPath(path: Path(roundedRect: rect, cornerSize: cornerRadii))
    }
    public var bounds: CGRect { cgPath.path.boundingRect }
}

extension Path {
    public init(_ path: CGPath) { self = path.path }
}
"""#
}
