extension Profile {
    /// WatchKit's device, which watch apps' views read for the screen's size: a 45 mm Apple
    /// Watch (396 × 484 pixels at 2×, so 198 × 242 points).
    static let watchKitSource = #"""
// MARK: WatchKit

public enum WKHapticType: Int {
    case notification, directionUp, directionDown, success, failure, retry, start, stop, click
}

/// The watch the app runs on.
public class WKInterfaceDevice {
    static let _current = WKInterfaceDevice()
    public static func current() -> WKInterfaceDevice { _current }
    public var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 198, height: 242) }
    public var screenScale: CGFloat { 2 }
    public var name: String { "Apple Watch" }
    public var model: String { "Apple Watch" }
    public var localizedModel: String { "Apple Watch" }
    public var systemName: String { "watchOS" }
    public var systemVersion: String { "11.1" }
    public func play(_ type: WKHapticType) {}
}
"""#
}
