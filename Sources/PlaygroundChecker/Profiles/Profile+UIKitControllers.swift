extension Profile {
    /// The UIKit view controllers SwiftUI apps wrap in a `UIViewControllerRepresentable`: the
    /// share sheet, the page view controller of Apple's Landmarks tutorial, the navigation and
    /// tab bar controllers and their bars, and the hosting controller that puts SwiftUI views in them; SafariServices' in-app browser; the page
    /// control and the target–action `UIControl` it is (`#selector` makes its `Selector`). The playground runs no UIKit, so these hold
    /// what they are given and a representable still draws as a labelled box.
    static let uiKitControllersSource = #"""
// MARK: UIKit view controllers

/// The name of an `@objc` method, as `#selector(…)` makes it.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
    public var debugDescription: String { name }
}

/// A UIKit control: it sends an action to a target when an event happens.
public class UIControl: UIView {
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    public var isEnabled: Bool = true
    public var isSelected: Bool = false
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
}

/// The row of page dots under a pager.
public class UIPageControl: UIControl {
    public var numberOfPages: Int = 0
    public var currentPage: Int = 0
    public var hidesForSinglePage: Bool = false
    public var pageIndicatorTintColor: UIColor? = nil
    public var currentPageIndicatorTintColor: UIColor? = nil
}

/// A SwiftUI view as a UIKit view controller.
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}

/// A stack of view controllers under a navigation bar: pushing and popping change the stack
/// at once (nothing animates).
open class UINavigationController: UIViewController {
    public var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller._navigationController = self } }
    }
    public let navigationBar = UINavigationBar()
    public var isNavigationBarHidden = false
    public override init() { super.init() }
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
        rootViewController._navigationController = self
    }
    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// The bar across the top of a navigation controller; `appearance()` is the proxy that styles
/// every bar (the playground draws SwiftUI's own navigation bar, which these do not change).
open class UINavigationBar: UIView {
    static let _appearance = UINavigationBar()
    public static func appearance() -> UINavigationBar { _appearance }
    public var barTintColor: UIColor? = nil
    public var shadowImage: UIImage? = nil
    public var isTranslucent = true
    public var prefersLargeTitles = false
    public var titleTextAttributes: [NSAttributedString.Key: Any]? = nil
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? = nil
}

/// A bar of tabs along the bottom of a tab bar controller.
open class UITabBar: UIView {
    static let _appearance = UITabBar()
    public static func appearance() -> UITabBar { _appearance }
    public var barTintColor: UIColor? = nil
    public var unselectedItemTintColor: UIColor? = nil
    public var isTranslucent = true
}

/// View controllers chosen by tabs. Its bar is 49 points high, as UIKit makes it before
/// layout adds the home indicator's inset.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 0, height: 49))
    public var viewControllers: [UIViewController]? = nil {
        didSet { for controller in viewControllers ?? [] { controller._tabBarController = self } }
    }
    public var selectedIndex = 0
    public var selectedViewController: UIViewController? {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
    }
    public override init() { super.init() }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}

/// A service the share sheet offers besides the system's.
open class UIActivity: NSObject {
    public struct ActivityType: Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
    }
}

/// The share sheet.
public class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    public var excludedActivityTypes: [UIActivity.ActivityType]? = nil
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }
}

/// SafariServices' in-app browser.
public class SFSafariViewController: UIViewController {
    public class Configuration {
        public var entersReaderIfAvailable: Bool = false
        public var barCollapsingEnabled: Bool = true
        public init() {}
    }
    public enum DismissButtonStyle: Hashable {
        case done
        case close
        case cancel
    }
    public let url: URL
    public let configuration: SFSafariViewController.Configuration
    public var preferredBarTintColor: UIColor? = nil
    public var preferredControlTintColor: UIColor? = nil
    public var dismissButtonStyle: SFSafariViewController.DismissButtonStyle = .done
    public weak var delegate: SFSafariViewControllerDelegate?
    public init(url: URL, configuration: SFSafariViewController.Configuration = SFSafariViewController.Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init()
    }
}

/// Hears the browser close (Objective-C optional methods, given defaults here).
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}

/// Gives a page view controller the pages before and after the one shown.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// Hears a page view controller's page turns (an Objective-C optional method, given a default here).
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Pages of view controllers, turned by a swipe.
public class UIPageViewController: UIViewController {
    public enum TransitionStyle: Hashable {
        case pageCurl
        case scroll
    }
    public enum NavigationOrientation: Hashable {
        case horizontal
        case vertical
    }
    public enum NavigationDirection: Hashable {
        case forward
        case reverse
    }
    public let transitionStyle: UIPageViewController.TransitionStyle
    public let navigationOrientation: UIPageViewController.NavigationOrientation
    public weak var dataSource: UIPageViewControllerDataSource?
    public weak var delegate: UIPageViewControllerDelegate?
    public var viewControllers: [UIViewController]? = nil
    public init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation) {
        self.transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
    }
    public func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
    }
}
"""#
}
