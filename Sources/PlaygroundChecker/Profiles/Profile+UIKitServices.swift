extension Profile {
    /// The UIKit services SwiftUI view files call: the application (opening URLs, its state and
    /// lifecycle notifications), the pasteboard, the device, and haptic feedback. The playground runs no UIKit:
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
"""#
}
