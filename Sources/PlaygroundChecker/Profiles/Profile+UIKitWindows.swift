extension Profile {
    /// The app's scene and window as view files reach them (`UIApplication.shared.connectedScenes`,
    /// `keyWindow`, `safeAreaInsets`, `rootViewController`), and the responder chain's
    /// `sendAction`. The simulated device has one foreground scene with one key window the size
    /// of its screen (an iPhone's 393 × 852 points, 59 points of safe area above, 34 below).
    static let uiKitWindowsSource = #"""
// MARK: Scenes, windows and the responder chain

/// The space a view keeps clear on each side (UIKit's insets).
public struct UIEdgeInsets: Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

/// An event that a control's action is sent for; the playground sends none.
public class UIEvent {
    public init() {}
}

/// What receives the actions `sendAction` sends: the playground's views are SwiftUI's, so
/// nothing is first responder and resigning changes nothing.
open class UIResponder: NSObject {
    public override init() {}
    @discardableResult open func resignFirstResponder() -> Bool { true }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    open var isFirstResponder: Bool { false }
    /// Touches reach only what the app's own code passes them to: the playground has no screen to touch.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The keyboard's notifications (never posted: the playground has no keyboard) and their `userInfo` keys.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
}

/// A finger on the screen, as a responder's `touches…` methods receive it.
open class UITouch: NSObject {
    public var view: UIView? = nil
    public override init() {}
    /// Where the touch is in `view`'s coordinates; the playground's touches are at the origin.
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// The simulated device's window: its screen's size, its safe area, the key window.
public class UIWindow: UIView {
    public var rootViewController: UIViewController? = UIViewController()
    public var isKeyWindow: Bool = true
    public var safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    public weak var windowScene: UIWindowScene?
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }
    /// Where the window is among the screen's windows.
    public var windowLevel: UIWindow.Level = .normal
    public func makeKeyAndVisible() { isKeyWindow = true }
    /// Ends editing in the window's text fields (the playground's have no keyboard to hide).
    @discardableResult public func endEditing(_ force: Bool) -> Bool { true }
}

extension UIWindow {
    /// A window's place among the screen's windows: `normal` (0), `statusBar` (1000), `alert` (2000).
    public struct Level: Hashable, Comparable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = UIWindow.Level(0)
        public static let statusBar = UIWindow.Level(1000)
        public static let alert = UIWindow.Level(2000)
        public static func < (lhs: UIWindow.Level, rhs: UIWindow.Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level { UIWindow.Level(lhs.rawValue + rhs) }
        public static func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level { UIWindow.Level(lhs.rawValue - rhs) }
    }
}

/// A scene of the app.
open class UIScene: UIResponder {
    public enum ActivationState: Hashable {
        case unattached, foregroundActive, foregroundInactive, background
    }
    public var activationState: UIScene.ActivationState = .foregroundActive
    public var title: String? = nil
}

/// The app's one window scene, in the foreground, with its key window.
open class UIWindowScene: UIScene {
    public var windows: [UIWindow] = []
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    public var screen: UIScreen { UIScreen.main }
    /// The simulated device's scene (the same one every time it is asked for).
    static let _device: UIWindowScene = {
        let scene = UIWindowScene()
        scene.windows = [UIWindow(windowScene: scene)]
        return scene
    }()
}

extension UIApplication {
    public var connectedScenes: Set<UIScene> { [UIWindowScene._device] }
    /// Deprecated in iOS 15, still read: the scene's windows.
    public var windows: [UIWindow] { UIWindowScene._device.windows }
    public var keyWindow: UIWindow? { UIWindowScene._device.keyWindow }
    /// Sends `action` up the responder chain from the first responder (when `target` is nil);
    /// the playground has none, so nothing handles it: false.
    @discardableResult public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}
"""#
}
